/* schweb.c - see schweb.h.  A Schafkopf table's games from the table's
 * phone: the form's fields are the columns of `import games` (csvsch_game,
 * the import's words and refusals), the write is the TUI's and the CLI's
 * (schops_record, schops_delete; the second phone's: ops_second_sch_put,
 * ops_second_delete, as `second add` and `second delete`), the preview
 * the TUI's (schops_preview_text). */
#include "i18n.h"
#include "schweb.h"

#include <stdio.h>
#include <string.h>

#include "csvsch.h"
#include "schops.h"
#include "second.h"

int schweb_sheet(const web_ctx *wc, const db_tournament *t, const sch_settings *s, int series,
                 int table, bool second, schops_sheet *sh, sk_err *err)
{
    return second ? ops_second_sch_sheet(wc->d, t, s, series, table, sh, err)
                  : schops_sheet_load(wc->d, t, s, series, table, sh, err);
}

/* The form as the import's columns: losers and jungfrau also as one
 * checkbox a seat (losers_1 ... losers_4); doubled as the import takes it
 * (x2, x1 by hand; empty: derived from the deals before it). */
typedef struct fields {
    const web_form *f;
    char losers[8], jungfrau[8];
} fields;

static const char *seat_digits(const web_form *f, const char *key, char *buf)
{
    const char *v = web_form_get(f, key);
    if (v)
        return v;
    size_t n = 0;
    for (int s = 1; s <= SCH_SEATS; s++) {
        char k[24];
        snprintf(k, sizeof k, "%s_%d", key, s);
        if (web_form_flag(f, k))
            buf[n++] = (char)('0' + s);
    }
    buf[n] = '\0';
    return buf;
}

static const char *get(void *ud, const char *col)
{
    fields *x = ud;
    if (strcmp(col, "losers") == 0)
        return x->losers;
    if (strcmp(col, "jungfrau") == 0)
        return x->jungfrau;
    const char *v = web_form_get(x->f, col);
    /* checkboxes: on/true as 1 */
    static const char *const flags[] = {"schneider", "schwarz", "tout", "sie"};
    for (size_t i = 0; v && i < sizeof flags / sizeof *flags; i++)
        if (strcmp(col, flags[i]) == 0)
            return web_form_flag(x->f, col) ? "1" : "0";
    return v;
}

/* The game of form f for game game_no of the table, its throw-in double
 * derived from the games before it unless set by hand (A.5.4 point 3):
 * the stored list's, or on the second phone (second) the second entry's. */
static int game_of(const web_ctx *wc, const db_tournament *t, const sch_settings *s,
                   const web_form *f, int series, int table, int game_no, bool second,
                   sch_game *g, sk_err *err)
{
    fields x;
    memset(&x, 0, sizeof x);
    x.f = f;
    seat_digits(f, "losers", x.losers);
    seat_digits(f, "jungfrau", x.jungfrau);
    int rc = csvsch_game(s->family, get, &x, g, err);
    if (rc != SK_OK || s->family != SCH_FAM_BAYERISCH || g->b.kind == SCH_BAV_THROWN_IN)
        return rc;
    return second ? ops_second_sch_derive(wc->d, t, s, series, table, game_no, g, err)
                  : schops_derive_doubled(wc->d, t, s, series, table, game_no, g, err);
}

/* "Anna", the seat's name (or its number). */
static void names_of(const schops_sheet *sh, const char *name[SCH_SEATS])
{
    for (int k = 0; k < SCH_SEATS; k++)
        name[k] = k < sh->tab.size ? sh->tab.seats[k].name : NULL;
}

int schweb_write(const web_ctx *wc, const ops_tour *ot, int series, int table,
                 const web_form *f, bool second, schweb_done *out, sk_err *err)
{
    const db_tournament *t = &ot->row;
    out->action[0] = '\0';
    out->game = 0;
    sch_settings s = ot->rules.sch; /* parsed once, when it was loaded */
    schops_sheet sh;
    int rc = ops_tour_ok(ot, err);
    if (rc == SK_OK)
        rc = schweb_sheet(wc, t, &s, series, table, second, &sh, err);
    if (rc != SK_OK)
        return rc;
    const char *action = web_form_get(f, "action");
    bool add = action && strcmp(action, "add") == 0;
    bool edit = action && strcmp(action, "edit") == 0;
    bool del = action && strcmp(action, "delete") == 0;
    const char *gs = web_form_get(f, "game");
    long game = 0;
    if (!add && !edit && !del)
        rc = sk_err_set(err, SK_USAGE, _("action must be add, edit or delete, not '%.40s'"),
                        action ? action : "");
    else if (gs && *gs && !sk_parse_int(gs, 1, t->games4, &game))
        rc = sk_err_set(err, SK_INVALID, _("game must be a whole number from %ld to %ld, not "
                        "'%.40s'"), 1L, (long)t->games4, gs);
    else if (!game && !add)
        rc = sk_err_set(err, SK_USAGE, _("game is required to %s a game: its number"), action);
    else if (!game && !sh.next_game)
        rc = sk_err_set(err, SK_INVALID, _("the table is full (%d games)"), t->games4);
    if (rc == SK_OK && !game)
        game = sh.next_game;
    snprintf(out->action, sizeof out->action, "%s", add ? "add" : edit ? "edit" : "delete");
    out->game = (int)game;
    if (rc == SK_OK && del && second) { /* the second entry's own game, never the first's */
        rc = ops_second_delete(wc->d, ot, series, table, (int)game, err);
        if (rc == SK_OK)
            sk_buf_printf(&out->msg, _("second entry: game %ld deleted"), game);
    } else if (rc == SK_OK && del) {
        rc = schops_delete(wc->d, t, &s, series, table, (int)game, err);
        if (rc == SK_OK)
            sk_buf_printf(&out->msg, _("game %ld deleted (kept in the history)"), game);
    } else if (rc == SK_OK) {
        db_sch_game r;
        memset(&r, 0, sizeof r);
        r.series = series;
        r.table_no = table;
        r.game_no = (int)game;
        rc = game_of(wc, t, &s, f, series, table, (int)game, second, &r.g, err);
        const char *names[SCH_SEATS];
        names_of(&sh, names);
        char pv[700];
        bool bad = false;
        if (rc == SK_OK)
            schops_preview_text(&s, &r.g, names, pv, sizeof pv, &bad);
        sch_result_row rr;
        if (rc == SK_OK && second) /* the second entry: as `second add` / `second edit` */
            rc = ops_second_sch_put(wc->d, ot, series, table, (int)game, &r.g, edit, "phone", NULL,
                                    err);
        else if (rc == SK_OK)
            rc = schops_record(wc->d, t, &s, &r, edit, &rr, err);
        if (rc == SK_OK && second)
            sk_buf_printf(&out->msg, edit ? _("second entry: game %ld changed: %s")
                                          : _("second entry: game %ld recorded: %s"),
                          game, pv);
        else if (rc == SK_OK)
            sk_buf_printf(&out->msg, edit ? _("game %ld changed: %s") : _("game %ld recorded: %s"),
                          game, pv);
    }
    schops_sheet_free(&sh);
    return rc;
}

void schweb_preview(const web_ctx *wc, const ops_tour *ot, const web_form *f, int series,
                    int table, long game, bool second, sk_buf *out, long *game_out,
                    bool *is_error)
{
    const db_tournament *t = &ot->row;
    sk_err err;
    sk_err_clear(&err);
    sch_settings s = ot->rules.sch; /* parsed once, when it was loaded */
    schops_sheet sh;
    *is_error = true;
    *game_out = game;
    if (ops_tour_ok(ot, &err) != SK_OK ||
        schweb_sheet(wc, t, &s, series, table, second, &sh, &err) != SK_OK) {
        sk_buf_add(out, err.msg);
        return;
    }
    if (!game)
        game = *game_out = sh.next_game;
    const char *c = web_form_get(f, "contract");
    if (!c || !*c) {
        *is_error = false;
        sk_buf_add(out, s.family == SCH_FAM_WENDISCH
                            ? _("choose the game (Alte, Gerufen, Solo), the players, then the "
                                "Augen")
                            : _("choose the game (Rufspiel, Wenz, Solo ...), the players, then "
                                "the Augen"));
    } else {
        sch_game g;
        char pv[700];
        const char *names[SCH_SEATS];
        names_of(&sh, names);
        if (game_of(wc, t, &s, f, series, table, (int)game, second, &g, &err) != SK_OK)
            sk_buf_add(out, err.msg);
        else {
            schops_preview_text(&s, &g, names, pv, sizeof pv, is_error);
            sk_buf_add(out, pv);
        }
    }
    schops_sheet_free(&sh);
}
