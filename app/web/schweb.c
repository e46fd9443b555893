/* schweb.c - see schweb.h.  A Schafkopf table's games from the table's
 * phone: the form's fields are the columns of `import games` (csvsch_game,
 * the import's words and refusals), the write is the TUI's and the CLI's
 * (the family's writer, famwrite.h: one write context; the second phone's: ops_second_sch_put,
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

/* The game of form f as the import reads it (its throw-in double not
 * derived yet). */
static int fields_game(const sch_settings *s, const web_form *f, sch_game *g, sk_err *err)
{
    fields x;
    memset(&x, 0, sizeof x);
    x.f = f;
    seat_digits(f, "losers", x.losers);
    seat_digits(f, "jungfrau", x.jungfrau);
    return csvsch_game(s->family, get, &x, g, err);
}

/* Does g's throw-in double come from the games before it (A.5.4 point 3)? */
static bool derived(const sch_settings *s, const sch_game *g)
{
    return s->family == SCH_FAM_BAYERISCH && g->b.kind != SCH_BAV_THROWN_IN;
}

/* The game of form f for game game_no of the table, its throw-in double
 * derived from the games before it unless set by hand (A.5.4 point 3):
 * the stored list's, or on the second phone (second) the second entry's. */
static int game_of(const web_ctx *wc, const db_tournament *t, const sch_settings *s,
                   const web_form *f, int series, int table, int game_no, bool second,
                   sch_game *g, sk_err *err)
{
    int rc = fields_game(s, f, g, err);
    if (rc != SK_OK || !derived(s, g))
        return rc;
    return second ? ops_second_sch_derive(wc->d, t, s, series, table, game_no, g, err)
                  : schops_derive_doubled(wc->d, t, s, series, table, game_no, g, err);
}

/* "Anna", the seat's name (or its number), of table tab. */
static void names_of(const db_table *tab, const char *name[SCH_SEATS])
{
    for (int k = 0; k < SCH_SEATS; k++)
        name[k] = k < tab->size ? tab->seats[k].name : NULL;
}

/* The action and the game's number of f (add without one: next, the next
 * free number, 0 when the table is full) into out, *del, *edit. */
static int action_of(const web_form *f, const db_tournament *t, int next, schweb_done *out,
                     bool *edit, bool *del, sk_err *err)
{
    const char *action = web_form_get(f, "action");
    bool add = action && strcmp(action, "add") == 0;
    *edit = action && strcmp(action, "edit") == 0;
    *del = action && strcmp(action, "delete") == 0;
    const char *gs = web_form_get(f, "game");
    long game = 0;
    int rc = SK_OK;
    if (!add && !*edit && !*del)
        rc = sk_err_set(err, SK_USAGE, _("action must be add, edit or delete, not '%.40s'"),
                        action ? action : "");
    else if (gs && *gs && !sk_parse_int(gs, 1, t->games4, &game))
        rc = sk_err_set(err, SK_INVALID, _("game must be a whole number from %ld to %ld, not "
                        "'%.40s'"), 1L, (long)t->games4, gs);
    else if (!game && !add)
        rc = sk_err_set(err, SK_USAGE, _("game is required to %s a game: its number"), action);
    else if (!game && !next)
        rc = sk_err_set(err, SK_INVALID, _("the table is full (%d games)"), t->games4);
    if (rc == SK_OK && !game)
        game = next;
    snprintf(out->action, sizeof out->action, "%s", add ? "add" : *edit ? "edit" : "delete");
    out->game = (int)game;
    return rc;
}

/* A put's confirmation (pv: the game's preview) into out->msg. */
static void put_msg(bool second, bool edit, const char *pv, schweb_done *out)
{
    long game = out->game;
    if (second)
        sk_buf_printf(&out->msg, edit ? _("second entry: game %ld changed: %s")
                                      : _("second entry: game %ld recorded: %s"),
                      game, pv);
    else
        sk_buf_printf(&out->msg, edit ? _("game %ld changed: %s") : _("game %ld recorded: %s"),
                      game, pv);
}

int schweb_write_second(const web_ctx *wc, const ops_tour *ot, int series, int table,
                        const web_form *f, schweb_done *out, sk_err *err)
{
    const db_tournament *t = &ot->row;
    out->action[0] = '\0';
    out->game = 0;
    sch_settings s = ot->rules.sch; /* parsed once, when it was loaded */
    schops_sheet sh;
    int rc = ops_tour_ok(ot, err);
    if (rc == SK_OK)
        rc = schweb_sheet(wc, t, &s, series, table, true, &sh, err);
    if (rc != SK_OK)
        return rc;
    bool edit, del;
    rc = action_of(f, t, sh.next_game, out, &edit, &del, err);
    long game = out->game;
    if (rc == SK_OK && del) { /* the second entry's own game, never the first's */
        rc = ops_second_delete(wc->d, ot, series, table, (int)game, err);
        if (rc == SK_OK)
            sk_buf_printf(&out->msg, _("second entry: game %ld deleted"), game);
    } else if (rc == SK_OK) {
        sch_game g;
        rc = game_of(wc, t, &s, f, series, table, (int)game, true, &g, err);
        const char *names[SCH_SEATS];
        names_of(&sh.tab, names);
        char pv[700];
        bool bad = false;
        if (rc == SK_OK)
            schops_preview_text(&s, &g, names, pv, sizeof pv, &bad);
        if (rc == SK_OK) /* as `second add` / `second edit` */
            rc = ops_second_sch_put(wc->d, ot, series, table, (int)game, &g, edit, "phone", NULL,
                                    err);
        if (rc == SK_OK)
            put_msg(true, edit, pv, out);
    }
    schops_sheet_free(&sh);
    return rc;
}

/* The next free game number of c's table (0: full), as schops_sheet's. */
static int next_free(const schops_wctx *c)
{
    for (int no = 1; no <= c->t->games4; no++) {
        bool used = false;
        for (size_t i = 0; i < c->n && !used; i++)
            used = c->games[i].game_no == no;
        if (!used)
            return no;
    }
    return 0;
}

int schweb_admit(const schops_wctx *c, void *arg, schops_ask *a, sk_err *err)
{
    schweb_post *p = arg;
    if (c->table_rc != SK_OK) {
        *err = c->table_err;
        return c->table_rc;
    }
    p->out->stage = 1;
    int rc = p->gate(p->arg, c->code, err);
    if (rc != SK_OK)
        return rc;
    p->out->stage = 2;
    const sch_settings *s = &c->fr.sch;
    bool del;
    rc = action_of(p->f, c->t, next_free(c), p->out, &a->edit, &del, err);
    a->put = !del;
    a->game_no = p->out->game;
    if (rc != SK_OK || !a->put)
        return rc;
    a->r.series = c->series;
    a->r.table_no = c->tab.table_no;
    a->r.game_no = a->game_no;
    rc = fields_game(s, p->f, &a->r.g, err);
    if (rc == SK_OK && derived(s, &a->r.g))
        schops_doubled_in(s, c->games, c->n, a->game_no, &a->r.g);
    if (rc == SK_OK) {
        const char *names[SCH_SEATS];
        names_of(&c->tab, names);
        bool bad = false;
        schops_preview_text(s, &a->r.g, names, p->pv, sizeof p->pv, &bad);
    }
    return rc;
}

void schweb_written(schweb_post *p)
{
    schweb_done *out = p->out;
    if (strcmp(out->action, "delete") == 0)
        sk_buf_printf(&out->msg, _("game %ld deleted (kept in the history)"), (long)out->game);
    else
        put_msg(false, strcmp(out->action, "edit") == 0, p->pv, out);
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
        names_of(&sh.tab, names);
        if (game_of(wc, t, &s, f, series, table, (int)game, second, &g, &err) != SK_OK)
            sk_buf_add(out, err.msg);
        else {
            schops_preview_text(&s, &g, names, pv, sizeof pv, is_error);
            sk_buf_add(out, pv);
        }
    }
    schops_sheet_free(&sh);
}
