/* webgame.c - see webgame.h.  Entry from the table: every write goes
 * through the same operations as the CLI and the TUI, in one write
 * context that reads the table and its entry code once (the family's
 * writer, famwrite.h: ops_family_of(...)->write), the game fields through
 * gamefields.h (the CLI's messages), the preview through the TUI's entry
 * (tui_entry_preview). */
#include "i18n.h"
#include "webgame.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "entry.h"
#include "entrycode.h"
#include "entrycodes.h"
#include "famwrite.h"
#include "form.h"
#include "gamefields.h"
#include "games.h"
#include "housegame.h"
#include "housetable.h"
#include "opsfam.h"
#include "schops.h"
#include "schweb.h"
#include "second.h"

/* The table's phone of each family: Skat (a score sheet or a house list)
 * and Schafkopf (schweb.h); side_of (at the end) the one of t's family.
 * The first phone's write is not here: one for every family (first_write,
 * through the family's writer). */
typedef struct game_side {
    /* the table's page: the table opened by its code, the game to edit */
    int (*open)(web_writer *, struct MHD_Connection *, const web_ctx *, const ops_tour *, int,
                int, const char *, bool, const char *, long *, unsigned *, sk_err *);
    /* the second phone's write (the second entry's): the answer sent */
    enum MHD_Result (*second)(web_writer *, struct MHD_Connection *, const web_ctx *,
                              const ops_tour *, const web_form *, int, int, bool);
    /* the preview of game *game (have_game false: the next) into p; else
     * *status and err */
    int (*preview)(const web_ctx *, const ops_tour *, const web_form *, int, int, bool, long *,
                   sk_buf *, bool *, unsigned *, sk_err *);
} game_side;

static const game_side *side_of(const ops_tour *t);
static enum MHD_Result first_write(web_writer *w, struct MHD_Connection *c, const web_ctx *wc,
                                   const ops_tour *t, const web_form *f, int series, int table,
                                   bool json);

static const char *lang_of(const web_ctx *wc)
{
    return wc->lang == LANG_DE ? "de" : "en";
}

/* The names of the open tournaments, quoted and comma-separated, into b;
 * their number. */
static size_t open_names(db *d, sk_buf *b, sk_err *err)
{
    db_tournament *v;
    size_t n, open = 0;
    if (db_tournament_list(d, &v, &n, err) != SK_OK)
        return 0;
    for (size_t i = 0; i < n; i++)
        if (!v[i].closed)
            sk_buf_printf(b, "%s'%s'", open++ ? ", " : "", v[i].name);
    db_tournaments_free(v, n);
    return open;
}

int webgame_tournament(const web_ctx *wc, const char *named, bool write, int series, int table,
                       const char *code, db_tournament *t, unsigned *status, sk_err *err)
{
    memset(t, 0, sizeof *t);
    if (wc->asked)
        named = wc->asked;
    if (named && !*named)
        named = NULL;
    if (wc->tournament && named && strcmp(named, wc->tournament) != 0) {
        *status = 409;
        return sk_err_set(err, SK_USAGE, _("this server is for tournament '%s' only (serve "
                          "--tournament): nothing can be written to '%s' here"),
                          wc->tournament, named);
    }
    const char *name = wc->tournament ? wc->tournament : named;
    size_t nopen = 0; /* the open ones, when none is named or chosen */
    int rc = db_tournament_find_open(wc->d, name, t, &nopen, err);
    if (rc != SK_OK) {
        *status = rc == SK_INVALID ? 404 : 500;
        return rc;
    }
    if ((write || code) && !name && !t->chosen && nopen > 1) {
        /* no tournament named: the only open one, never a guess among several */
        sk_buf b = {0};
        size_t open = open_names(wc->d, &b, err);
        if (err->status != SK_OK) {
            rc = err->status;
            *status = 500;
        } else if (open > 1 && code) {
            /* a table's code belongs to one tournament's table */
            db_tournament own;
            sk_err e;
            sk_err_clear(&e);
            rc = ops_entry_code_owner(wc->d, series, table, code, &own, &e);
            if (rc == SK_OK) {
                db_tournament_clear(t);
                *t = own;
            } else if (rc == SK_USAGE && write) {
                *status = 409;
                sk_err_set(err, SK_USAGE, "%s", e.msg);
            } else {
                rc = SK_OK; /* no open tournament's table has it: the code check says so */
            }
        } else if (open > 1 && write) {
            *status = 409;
            rc = sk_err_set(err, SK_USAGE, _("which tournament? %zu are open: %s; name one "
                            "(tournament=NAME), or the organiser starts the server with "
                            "--tournament NAME or chooses one with 'skatsheet tournament use "
                            "NAME'"), open, sk_buf_str(&b));
        }
        sk_buf_free(&b);
        if (rc != SK_OK) {
            db_tournament_clear(t);
            return rc;
        }
    }
    if (write && t->closed) {
        *status = 403;
        sk_err_set(err, SK_INVALID, _("tournament '%s' is closed: nothing can be recorded"),
                   t->name);
    }
    if (err->status != SK_OK) {
        db_tournament_clear(t);
        return err->status;
    }
    return SK_OK;
}

/* The tournament of a table's page or write (the code names it when
 * several are open), or of the preview (write false). */
static int find_tournament(const web_ctx *wc, const web_form *f, bool write, int series,
                           int table, const char *code, ops_tour *t, unsigned *status,
                           sk_err *err)
{
    db_tournament row;
    memset(t, 0, sizeof *t);
    int rc = webgame_tournament(wc, f ? web_form_get(f, "tournament") : NULL, write, series,
                                table, code, &row, status, err);
    if (rc == SK_OK)
        ops_tour_adopt(&row, t); /* its rules parsed once, here */
    return rc;
}

/* The table's code (the per-address limit of wrong codes first), against
 * stored (the code a write context read with the table), else the table
 * row tabid's (0: t's table) as stored.  SK_OK: the code opens the table;
 * else *status and err. */
static int check_code(web_writer *w, struct MHD_Connection *c, const web_ctx *wc,
                      const db_tournament *t, const char *stored, int64_t tabid, int series,
                      int table, const char *code, unsigned *status, sk_err *err)
{
    int rc;
    if (!web_rate_ok(w->codes, c, false)) {
        rc = sk_err_set(err, SK_INVALID, "%s",
                        L(wc->lang, "too many wrong entry codes from this address: wait a "
                                    "minute, then try again",
                          "zu viele falsche Tischcodes von dieser Adresse: bitte eine Minute "
                          "warten"));
        *status = 429;
    } else if (!code || !*code) {
        web_rate_ok(w->codes, c, true);
        rc = sk_err_set(err, SK_INVALID, _("the table's entry code is required (field code)"));
        *status = 403;
    } else {
        rc = stored  ? ops_entry_code_opens(stored, series, table, code, err)
             : tabid ? ops_entry_code_check_at(wc->d, tabid, series, table, code, err)
                     : ops_entry_code_check(wc->d, t, series, table, code, err);
        if (rc == SK_INVALID)
            web_rate_ok(w->codes, c, true);
        *status = rc == SK_INVALID ? 403 : 500;
    }
    return rc;
}

/* The table's sheet, then its code.  SK_OK: the code opens the table
 * (*ts loaded); else *status and err. */
static int open_table(web_writer *w, struct MHD_Connection *c, const web_ctx *wc,
                      const ops_tour *ot, int series, int table, const char *code,
                      ops_table_sheet *ts, unsigned *status, sk_err *err)
{
    const db_tournament *t = &ot->row;
    int rc = ops_table_sheet_load(wc->d, ot, series, table, ts, err);
    if (rc != SK_OK) {
        *status = rc == SK_INVALID ? 404 : 500;
        return rc;
    }
    rc = check_code(w, c, wc, t, NULL, ts->table.id, series, table, code, status, err);
    if (rc != SK_OK)
        ops_table_sheet_free(ts);
    return rc;
}

/* A Schafkopf table (its list: the table exists), then its code; with
 * edit, the game to edit is recorded there (second: in its second entry,
 * the second phone's own list).  SK_OK, else *status and err. */
static int open_sch_table(web_writer *w, struct MHD_Connection *c, const web_ctx *wc,
                          const ops_tour *ot, int series, int table, const char *code,
                          bool second, const char *edit, long *edit_game, unsigned *status,
                          sk_err *err)
{
    const db_tournament *t = &ot->row;
    sch_settings s = ot->rules.sch; /* parsed once, when it was loaded */
    schops_sheet sh;
    int rc = ops_tour_ok(ot, err);
    if (rc == SK_OK)
        rc = schweb_sheet(wc, t, &s, series, table, second, &sh, err);
    if (rc != SK_OK) {
        *status = rc == SK_INVALID ? 404 : 500;
        return rc;
    }
    rc = check_code(w, c, wc, t, NULL, 0, series, table, code, status, err);
    *edit_game = 0;
    if (rc == SK_OK && edit) {
        bool found = false;
        if (sk_parse_int(edit, 1, 9999, edit_game))
            for (size_t i = 0; i < sh.n; i++)
                found = found || sh.games[i].game_no == *edit_game;
        if (!found) {
            rc = sk_err_set(err, SK_INVALID, _("edit: game %.20s is not recorded at this table"),
                            edit);
            *status = 404;
        }
    }
    schops_sheet_free(&sh);
    return rc;
}

/* A Skat table (its sheet: the table exists; second: the second entry's
 * own sheet), then its code; with edit, the game to edit is recorded
 * there.  SK_OK, else *status and err. */
static int open_skat_table(web_writer *w, struct MHD_Connection *c, const web_ctx *wc,
                           const ops_tour *ot, int series, int table, const char *code,
                           bool second, const char *edit, long *edit_game, unsigned *status,
                           sk_err *err)
{
    ops_table_sheet ts;
    int rc = open_table(w, c, wc, ot, series, table, code, &ts, status, err);
    if (rc == SK_OK && second) { /* the second entry's own sheet */
        ops_table_sheet_free(&ts);
        rc = ops_second_sheet(wc->d, ot, series, table, &ts, err);
        *status = rc == SK_INVALID ? 422 : 500;
    }
    if (rc == SK_OK) {
        if (edit && (!sk_parse_int(edit, 1, ts.sh.series_games, edit_game) ||
                     !ops_table_sheet_game(&ts, (int)*edit_game))) {
            rc = sk_err_set(err, SK_INVALID, _("edit: game %.20s is not recorded at this table"),
                            edit);
            *status = 404;
        }
        ops_table_sheet_free(&ts);
    }
    return rc;
}

/* "game N recorded" and the like, for ?done=add-N|edit-N|delete-N. */
static const char *done_message(const web_ctx *wc, const char *done, char *buf, size_t n)
{
    static const char *verbs[][3] = {{"add", "game %ld recorded", "Spiel %ld eingetragen"},
                                     {"edit", "game %ld changed", "Spiel %ld geändert"},
                                     {"delete", "game %ld deleted (kept in the history)",
                                      "Spiel %ld gelöscht (bleibt in der Historie)"}};
    if (!done)
        return NULL;
    const char *dash = strchr(done, '-');
    long g;
    if (!dash || !sk_parse_int(dash + 1, 1, 9999, &g))
        return NULL;
    for (size_t i = 0; i < sizeof verbs / sizeof verbs[0]; i++)
        if (strlen(verbs[i][0]) == (size_t)(dash - done) &&
            strncmp(done, verbs[i][0], (size_t)(dash - done)) == 0) {
            snprintf(buf, n, L(wc->lang, verbs[i][1], verbs[i][2]), g);
            return buf;
        }
    return NULL;
}

enum MHD_Result webgame_page(web_writer *w, struct MHD_Connection *c, const web_ctx *wc,
                             int series, int table, const char *code, const char *edit,
                             const char *done, bool second)
{
    sk_err err;
    sk_err_clear(&err);
    unsigned status = 500;
    ops_tour t;
    if (find_tournament(wc, NULL, true, series, table, code, &t, &status, &err) != SK_OK)
        return web_send_error(c, wc, false, status, err.msg);
    web_ctx own = *wc; /* the page of the tournament found (t.name: t cleared last) */
    own.tournament = t.row.name;
    wc = &own;
    long g = 0;
    char norm[ENTRYCODE_LEN + 1], msg[128];
    int rc = side_of(&t)->open(w, c, wc, &t, series, table, code, second, edit, &g, &status,
                               &err);
    if (rc != SK_OK) {
        enum MHD_Result ret = web_send_error(c, wc, false, status, err.msg);
        ops_tour_clear(&t);
        return ret;
    }
    web_entry en;
    memset(&en, 0, sizeof en);
    en.second = second;
    entrycode_normalize(code, norm);
    en.code = norm;
    en.edit_game = (int)g;
    en.msg = done_message(wc, done, msg, sizeof msg);
    sk_buf b = {0};
    rc = render_table(wc, series, table, &en, &b, &err);
    enum MHD_Result ret = rc == SK_OK ? web_send(c, 200, &b, false)
                                      : web_send_error(c, wc, false, rc == SK_INVALID ? 404 : 500,
                                                       err.msg);
    sk_buf_free(&b);
    ops_tour_clear(&t);
    return ret;
}

/* A write's answer: JSON {"ok",...}, or 303 to the table page with done=. */
static enum MHD_Result written(struct MHD_Connection *c, const web_ctx *wc, bool json, int series,
                               int table, const char *code, const char *action, long game,
                               const char *msg, bool second);

/* An edit of a played game that does not send the field kontra (a client
 * that does not know the house fields) keeps the stored Kontra level and
 * who said it (g: the game as stored, NULL none); kontra= (empty) takes it
 * away. */
static void keep_kontra(const db_game *g, game_entry *e)
{
    if (g && !g->e.passed) {
        e->h.kontra = g->e.h.kontra;
        e->h.kontra_by = g->e.h.kontra_by;
    }
}

/* ---- writes ---- */

/* A short confirmation of a stored game: "game 3 recorded: seat 2 Anna:
 * grand with 1, game 2 = 2 × 24 = 48, won +48". */
static void confirmation(const db_game *g, const db_table *tab, const char *how, sk_buf *b)
{
    sk_buf_printf(b, how, g->e.game_no); /* "game %d recorded: " and the like */
    if (g->e.passed && g->e.h.ramsch) {
        housegame_describe(&g->e.h, tab->size, g->dealer, b);
        return;
    }
    if (g->e.passed) {
        sk_buf_add(b, _("passed (eingepasst)"));
        return;
    }
    char work[256];
    rules_describe(&g->e.g, &g->o, work, sizeof work);
    int d = g->e.declarer;
    sk_buf_printf(b, _("seat %d %s: %s"), d,
                  d >= 1 && d <= tab->size && tab->seats[d - 1].name ? tab->seats[d - 1].name
                                                                     : "?",
                  work);
    housegame_describe(&g->e.h, tab->size, g->dealer, b);
    if (g->o.overbid)
        sk_buf_printf(b, _(", overbid (bid %d)"), g->e.g.bid);
    sk_buf_printf(b, ", %s %+d", g->o.won ? _("won") : _("lost"), g->o.score);
}

static enum MHD_Result redirect(struct MHD_Connection *c, const char *to)
{
    struct MHD_Response *resp = MHD_create_response_from_buffer(0, (void *)"",
                                                                MHD_RESPMEM_PERSISTENT);
    if (!resp)
        return MHD_NO;
    MHD_add_response_header(resp, "Location", to);
    MHD_add_response_header(resp, "Cache-Control", "no-store");
    return web_queue(c, 303, resp);
}

/* A refused write: JSON {"error"}, or the table page with the message
 * (the code was right) or the error page (it was not). */
static enum MHD_Result refuse(struct MHD_Connection *c, const web_ctx *wc, bool json,
                              unsigned status, const char *msg, int series, int table,
                              const char *code, bool second)
{
    if (json || !code)
        return web_send_error(c, wc, json, status, msg);
    web_entry en;
    memset(&en, 0, sizeof en);
    en.second = second;
    en.code = code;
    en.msg = msg;
    en.msg_err = true;
    sk_buf b = {0};
    sk_err err;
    sk_err_clear(&err);
    enum MHD_Result ret = render_table(wc, series, table, &en, &b, &err) == SK_OK
                              ? web_send(c, status, &b, false)
                              : web_send_error(c, wc, false, status, msg);
    sk_buf_free(&b);
    return ret;
}

enum MHD_Result webgame_write(web_writer *w, struct MHD_Connection *c, const web_ctx *wc,
                              int series, int table, const char *form, bool json)
{
    sk_err err;
    sk_err_clear(&err);
    web_form f;
    if (web_form_parse(form, &f, &err) != SK_OK)
        return web_send_error(c, wc, json, 400, err.msg);
    unsigned status = 500;
    ops_tour t;
    if (find_tournament(wc, &f, true, series, table, web_form_get(&f, "code"), &t, &status,
                        &err) != SK_OK) {
        web_form_free(&f);
        return web_send_error(c, wc, json, status, err.msg);
    }
    web_ctx own = *wc; /* pages of the tournament found */
    own.tournament = t.row.name;
    wc = &own;
    const char *copy = web_form_get(&f, "copy");
    bool second = copy && strcmp(copy, "2") == 0; /* the table's second phone */
    enum MHD_Result ret = second ? side_of(&t)->second(w, c, wc, &t, &f, series, table, json)
                                 : first_write(w, c, wc, &t, &f, series, table, json);
    ops_tour_clear(&t);
    web_form_free(&f);
    return ret;
}

/* A phone's write (either family): what it was sent, and how far it got. */
typedef struct phone_post {
    web_writer *w;
    struct MHD_Connection *c;
    const web_ctx *wc;
    const web_form *f;
    int series, table;
    bool json, second;
    unsigned status; /* the table's or its code's refusal */
    bool code_ok;    /* the code opened the table: a refusal shows its page */
} phone_post;

/* The answer to p: refused before its code opened the table, the error
 * (p->status); refused after, the table's page with the message (refuse);
 * written (rc SK_OK), the game's action and msg (written). */
static enum MHD_Result answer(phone_post *p, int rc, const sk_err *err, const char *action,
                              long game, const char *msg)
{
    if (rc != SK_OK && !p->code_ok)
        return web_send_error(p->c, p->wc, p->json, p->status, err->msg);
    char code[ENTRYCODE_LEN + 1];
    entrycode_normalize(web_form_get(p->f, "code"), code);
    if (rc != SK_OK)
        return refuse(p->c, p->wc, p->json, web_status_of(rc), err->msg, p->series, p->table,
                      code, p->second);
    p->w->wrote = true;
    return written(p->c, p->wc, p->json, p->series, p->table, code, action, game, msg,
                   p->second);
}

/* An address over the limit of wrong codes is answered (check_code's 429)
 * before the write context opens: it would take the write lock for
 * nothing. */
static int over_limit(phone_post *p, sk_err *err)
{
    if (web_rate_ok(p->w->codes, p->c, false))
        return SK_OK;
    return check_code(p->w, p->c, p->wc, NULL, "", 0, p->series, p->table, NULL, &p->status,
                      err);
}

/* The entry code's check of a Schafkopf table's write (schweb_gate). */
static int sch_gate(void *arg, const char *stored, sk_err *err)
{
    phone_post *p = arg;
    int rc = check_code(p->w, p->c, p->wc, NULL, stored, 0, p->series, p->table,
                        web_form_get(p->f, "code"), &p->status, err);
    p->code_ok = rc == SK_OK;
    return rc;
}

/* A Schafkopf list's second phone: the same code, its own fields
 * (schweb.h), the second entry's list. */
static enum MHD_Result sch_second(web_writer *w, struct MHD_Connection *c, const web_ctx *wc,
                                  const ops_tour *t, const web_form *f, int series, int table,
                                  bool json)
{
    sk_err err;
    sk_err_clear(&err);
    phone_post p = {w, c, wc, f, series, table, json, true, 500, false};
    schweb_done done;
    memset(&done, 0, sizeof done);
    long none;
    int rc = open_sch_table(w, c, wc, t, series, table, web_form_get(f, "code"), true, NULL,
                            &none, &p.status, &err);
    p.code_ok = rc == SK_OK;
    if (rc == SK_OK)
        rc = schweb_write_second(wc, t, series, table, f, &done, &err);
    enum MHD_Result ret = answer(&p, rc, &err, done.action, done.game, sk_buf_str(&done.msg));
    sk_buf_free(&done.msg);
    return ret;
}

/* A Skat table's write: what it was sent, and what its context said. */
typedef struct skat_post {
    phone_post ph;
    const char *action;
    bool add, edit, del;
    long game; /* the game's number (add: 0 the next) */
} skat_post;

/* The fields of p's form at a table of size `size` with `games` games a
 * series: the action, the game, the declarer (*seat) and the game's
 * fields, the house fields too, into *a. */
static int skat_fields(skat_post *p, int size, int games, ops_game_ask *a, int *seat,
                       sk_err *err)
{
    const web_form *f = p->ph.f;
    p->action = web_form_get(f, "action");
    p->add = p->action && strcmp(p->action, "add") == 0;
    p->edit = p->action && strcmp(p->action, "edit") == 0;
    p->del = p->action && strcmp(p->action, "delete") == 0;
    *seat = 0;
    bool have_game = false;
    int rc = SK_OK;
    if (!p->add && !p->edit && !p->del)
        rc = sk_err_set(err, SK_USAGE, _("action must be add, edit or delete, not '%.40s'"),
                        p->action ? p->action : "");
    if (rc == SK_OK)
        rc = web_num_field(f, "game", 1, games, &have_game, &p->game, err);
    if (rc == SK_OK && !have_game && !p->add)
        rc = sk_err_set(err, SK_USAGE, _("game is required to %s a game: its number"), p->action);
    bool given = false, ramsch = false;
    if (rc == SK_OK && !p->del)
        rc = web_declarer_field(f, size, true, &given, seat, &ramsch, err);
    if (rc == SK_OK && !p->del && *seat)
        rc = web_game_fields(f, &a->e.g, err);
    if (rc == SK_OK && !p->del)
        rc = web_house_fields(f, size, ramsch, &a->e, err);
    a->put = !p->del;
    a->edit = p->edit;
    a->game_no = (int)p->game;
    a->e.series = p->ph.series;
    a->e.table_no = p->ph.table;
    a->e.game_no = (int)p->game;
    a->e.passed = *seat == 0;
    a->e.declarer = *seat;
    return rc;
}

/* ops_game_write_in's admit: the entry code against the one the write
 * context read with the table, then the fields against its table. */
static int skat_admit(const ops_wctx *c, void *arg, ops_game_ask *a, sk_err *err)
{
    skat_post *p = arg;
    phone_post *ph = &p->ph;
    int rc = check_code(ph->w, ph->c, ph->wc, &c->t->row, c->rows.code, 0, ph->series,
                        ph->table, web_form_get(ph->f, "code"), &ph->status, err);
    if (rc != SK_OK)
        return rc;
    ph->code_ok = true;
    int seat;
    rc = skat_fields(p, c->rows.table.size, c->tr.series_games, a, &seat, err);
    if (rc == SK_OK && p->edit && seat && !web_form_get(ph->f, "kontra"))
        keep_kontra(ops_wctx_game(c, (int)p->game), &a->e);
    return rc;
}

/* The second phone's write (the second entry's, never the games of the
 * first): the table and its code, then the fields; the confirmation into
 * msg. */
static int second_write(skat_post *p, const ops_tour *t, sk_buf *msg, sk_err *err)
{
    phone_post *ph = &p->ph;
    ops_table_sheet ts;
    int rc = open_table(ph->w, ph->c, ph->wc, t, ph->series, ph->table,
                        web_form_get(ph->f, "code"), &ts, &ph->status, err);
    if (rc != SK_OK)
        return rc;
    ph->code_ok = true;
    ops_game_ask a;
    memset(&a, 0, sizeof a);
    rules_game_init(&a.e.g);
    int seat;
    rc = skat_fields(p, ts.table.size, ts.sh.series_games, &a, &seat, err);
    ops_table_sheet_free(&ts);
    if (rc == SK_OK && p->edit && seat && !web_form_get(ph->f, "kontra")) {
        ops_table_sheet own; /* the second phone: its own game's Kontra */
        if ((rc = ops_second_sheet(ph->wc->d, t, ph->series, ph->table, &own, err)) == SK_OK) {
            keep_kontra(ops_table_sheet_game(&own, (int)p->game), &a.e);
            ops_table_sheet_free(&own);
        }
    }
    if (rc == SK_OK)
        rc = p->del ? ops_second_delete(ph->wc->d, t, ph->series, ph->table, (int)p->game, err)
                    : ops_second_put(ph->wc->d, t, &a.e, p->edit, "phone", err);
    if (rc == SK_OK) {
        p->game = p->del ? p->game : a.e.game_no;
        sk_buf_printf(msg, p->del ? _("second entry: game %ld deleted")
                           : p->edit ? _("second entry: game %ld changed")
                                     : _("second entry: game %ld recorded"), p->game);
    }
    return rc;
}

/* The first phone's write, either family: the admit of each kind of
 * write context (the Skat fields, schweb.h's), the one that ran saying
 * how the stored game is confirmed (finish: into msg, with the action and
 * the game's number). */
typedef struct first_post {
    skat_post skat; /* the phone (skat.ph) and the Skat fields */
    schweb_done sdone;
    schweb_post sch;
    void (*finish)(struct first_post *, sk_buf *);
    db_game g; /* a Skat game's: as stored, the sheet after it, a review's number */
    ops_table_sheet after;
    int64_t queued;
    const char *action;
    long game;
} first_post;

static void skat_finish(first_post *fp, sk_buf *msg)
{
    skat_post *p = &fp->skat;
    const db_game *g = &fp->g;
    if (p->del && fp->queued)
        sk_buf_printf(msg, _("game %ld: a reported result: the deletion waits in the review "
                             "queue as #%lld"), p->game, (long long)fp->queued);
    else if (p->del)
        sk_buf_printf(msg, _("game %ld deleted (kept in the history)"), p->game);
    else if (g->queued)
        sk_buf_printf(msg, _("game %d: a reported result: the change waits in the review "
                             "queue as #%lld"), g->e.game_no, (long long)g->queued);
    else {
        p->game = g->e.game_no;
        confirmation(g, &fp->after.table,
                     g->unchanged ? _("game %d unchanged: ")
                     : p->edit    ? _("game %d changed: ")
                                  : _("game %d recorded: "),
                     msg);
        if (g->o.null_below_bid)
            sk_buf_printf(msg, _("; null value %d is below the bid %d: recorded as lost"),
                          g->o.value, g->e.g.bid);
    }
    fp->action = p->add ? "add" : p->edit ? "edit" : "delete";
    fp->game = p->game;
}

static void sch_finish(first_post *fp, sk_buf *msg)
{
    schweb_written(&fp->sch);
    sk_buf_add(msg, sk_buf_str(&fp->sdone.msg));
    fp->action = fp->sdone.action;
    fp->game = fp->sdone.game;
}

static int skat_admit_first(const ops_wctx *c, void *arg, ops_game_ask *a, sk_err *err)
{
    first_post *fp = arg;
    fp->finish = skat_finish;
    return skat_admit(c, &fp->skat, a, err);
}

/* The Schafkopf admit (schweb_admit); its table's refusal (stage 0)
 * answered as an unknown table. */
static int sch_admit_first(const schops_wctx *c, void *arg, schops_ask *a, sk_err *err)
{
    first_post *fp = arg;
    fp->finish = sch_finish;
    int rc = schweb_admit(c, &fp->sch, a, err);
    if (rc != SK_OK && fp->sdone.stage == 0)
        fp->skat.ph.status = rc == SK_INVALID ? 404 : 500;
    return rc;
}

/* The first phone's write through the tournament's family's writer
 * (famwrite.h): its write context reads the table, its entry code and its
 * games once, the code and the fields are judged against them (the admit
 * of its kind), then the game stored; the answer sent. */
static enum MHD_Result first_write(web_writer *w, struct MHD_Connection *c, const web_ctx *wc,
                                   const ops_tour *t, const web_form *f, int series, int table,
                                   bool json)
{
    sk_err err;
    sk_err_clear(&err);
    first_post fp;
    memset(&fp, 0, sizeof fp);
    fp.skat.ph = (phone_post){w, c, wc, f, series, table, json, false, 500, false};
    fp.sch = (schweb_post){.t = t, .f = f, .gate = sch_gate, .arg = &fp.skat.ph,
                           .out = &fp.sdone};
    ops_write_req q = {.series = series, .table_no = table, .skat = skat_admit_first,
                       .sch = sch_admit_first, .arg = &fp, .out = &fp.g, .after = &fp.after,
                       .queued = &fp.queued};
    sk_buf msg = {0};
    int rc = over_limit(&fp.skat.ph, &err);
    if (rc == SK_OK) {
        rc = ops_family_of(&t->rules)->write(wc->d, t, &q, &err);
        if (!q.opened)
            fp.skat.ph.status = rc == SK_INVALID ? 404 : 500;
    }
    if (rc == SK_OK && fp.finish) {
        fp.finish(&fp, &msg);
        db_game_clear(&fp.g);
        ops_table_sheet_free(&fp.after);
    }
    enum MHD_Result ret = answer(&fp.skat.ph, rc, &err, fp.action ? fp.action : "", fp.game,
                                 sk_buf_str(&msg));
    sk_buf_free(&msg);
    sk_buf_free(&fp.sdone.msg);
    return ret;
}

/* A Skat table's second phone: a game of its second entry. */
static enum MHD_Result skat_second(web_writer *w, struct MHD_Connection *c, const web_ctx *wc,
                                   const ops_tour *t, const web_form *f, int series, int table,
                                   bool json)
{
    sk_err err;
    sk_err_clear(&err);
    skat_post p = {.ph = {w, c, wc, f, series, table, json, true, 500, false}};
    sk_buf msg = {0};
    int rc = second_write(&p, t, &msg, &err);
    enum MHD_Result ret = answer(&p.ph, rc, &err, p.add ? "add" : p.edit ? "edit" : "delete",
                                 p.game, sk_buf_str(&msg));
    sk_buf_free(&msg);
    return ret;
}

static enum MHD_Result written(struct MHD_Connection *c, const web_ctx *wc, bool json, int series,
                               int table, const char *code, const char *action, long game,
                               const char *msg, bool second)
{
    if (json) {
        sk_buf b = {0};
        sk_buf_printf(&b, "{\"ok\":true,\"action\":\"%s\",\"series\":%d,\"table\":%d,"
                          "\"game\":%ld,\"message\":",
                      action, series, table, game);
        sk_buf_json_str(&b, msg);
        sk_buf_add(&b, "}\n");
        enum MHD_Result ret = web_send(c, 200, &b, true);
        sk_buf_free(&b);
        return ret;
    }
    char to[160];
    snprintf(to, sizeof to, "/table/%d/%d?code=%s&lang=%s&done=%s-%ld%s", series, table, code,
             lang_of(wc), action, game, second ? "&copy=2" : "");
    return redirect(c, to);
}

/* ---- the preview ---- */

/* House rules (h not NULL): the preview pv of entry ge, typed as the next
 * game of the table's list, with what the list books, as the TUI's entry
 * line (ops_house_preview_text), in the request's language.  Any other game
 * (an earlier one, not complete yet): pv alone. */
static void house_preview(const ops_house_table *h, const tui_entry *e, const game_entry *ge,
                          const char *pv, sk_lang lang, sk_buf *out, bool *is_error)
{
    if (!h || *is_error || e->game_no != h->list.games + 1 || !tui_entry_complete(e)) {
        sk_buf_add(out, pv);
        return;
    }
    house_list l = h->list;
    house_game hg;
    house_list_step st;
    sk_err herr;
    sk_err_clear(&herr);
    ops_house_add(&l, &h->p, h->ts.table.size, ops_house_next_dealer(&h->list, &h->ts.rules), ge,
                  &hg, &st, &herr);
    *is_error = ops_house_preview_text(pv, &st, &herr, h->ts.table.size, lang, out);
}

/* The TUI's preview of the fields: tui_entry filled as if typed; under
 * house rules (h) what the list books. */
static void preview_text(const web_form *f, const ops_table_sheet *ts, const ops_house_table *h,
                         sk_lang lang, int game_no, sk_buf *out, bool *is_error)
{
    sk_err err;
    sk_err_clear(&err);
    /* under house rules the game's house dealer (B.4.7) */
    game_table_rules er;
    const game_table_rules *rr = &ts->rules;
    if (h && game_no >= 1 && game_no <= ts->sh.series_games) {
        ops_house_rules_dealing(&ts->rules, game_no, ts->sh.rows[game_no - 1].dealer, &er);
        rr = &er;
    }
    tui_entry e;
    tui_entry_begin(&e, rr, ts->series, ts->table.table_no, game_no);
    bool given, ramsch;
    int seat;
    if (web_declarer_field(f, ts->table.size, false, &given, &seat, &ramsch, &err) != SK_OK) {
        sk_buf_add(out, err.msg);
        *is_error = true;
        return;
    }
    game_entry ge;
    memset(&ge, 0, sizeof ge);
    rules_game_init(&ge.g);
    ge.series = ts->series;
    ge.table_no = ts->table.table_no;
    ge.game_no = game_no;
    if (given && ramsch) { /* a Ramsch: the TUI's entry loaded with its fields */
        if (web_house_fields(f, ts->table.size, true, &ge, &err) != SK_OK) {
            sk_buf_add(out, err.msg);
            *is_error = true;
            return;
        }
        tui_entry_load(&e, rr, &ge);
        char buf[700];
        tui_entry_preview(&e, buf, sizeof buf, is_error);
        house_preview(h, &e, &ge, buf, lang, out, is_error);
        return;
    }
    /* the declarer as the TUI's key: its refusal (the dealer sits out) */
    if (given)
        tui_entry_key(&e, seat ? '0' + seat : 'p');
    rules_game g;
    int rc = given && seat && !e.msg[0] ? web_game_fields(f, &g, &err) : SK_OK;
    if (rc != SK_OK && web_form_get(f, "contract") && *web_form_get(f, "contract")) {
        sk_buf_add(out, err.msg);
        *is_error = true;
        return;
    }
    if (rc != SK_OK && err.status == SK_INVALID) {
        sk_buf_add(out, err.msg);
        *is_error = true;
        return;
    }
    if (rc == SK_OK && given && seat && !e.msg[0]) {
        /* a missing contract: the TUI asks for it; else the fields */
        e.have_contract = true;
        e.contract = g.contract;
        e.mat_sign = g.matadors < 0 ? -1 : 1;
        e.mat_count = abs(g.matadors);
        e.hand = g.hand;
        e.ouvert = g.ouvert;
        e.announce = g.announce;
        e.bid = g.bid;
        e.points = g.points;
        e.result = g.result;
        e.schneider = g.schneider;
        e.schwarz = g.schwarz;
        const char *k = web_form_get(f, "kontra");
        int level = k && *k ? housegame_kontra_parse(k) : 0;
        e.kontra = level > 0 ? level : 0;
    }
    char buf[700];
    tui_entry_preview(&e, buf, sizeof buf, is_error);
    tui_entry_to_game(&e, &ge);
    /* Kontra and Re multiply the list entry, not the value (B.0, B.2): the
     * fields as the recording takes them (kontra_by too) */
    if (h && !*is_error && given &&
        web_house_fields(f, ts->table.size, false, &ge, &err) != SK_OK) {
        sk_buf_add(out, err.msg);
        *is_error = true;
        return;
    }
    house_preview(h, &e, &ge, buf, lang, out, is_error);
}

/* A Schafkopf list's preview (schweb.h). */
static int sch_preview(const web_ctx *wc, const ops_tour *t, const web_form *f, int series,
                       int table, bool have_game, long *game, sk_buf *p, bool *is_error,
                       unsigned *status, sk_err *err)
{
    (void)have_game; /* game 0: the next */
    (void)status;
    (void)err;
    const char *copy = web_form_get(f, "copy");
    schweb_preview(wc, t, f, series, table, *game, copy && strcmp(copy, "2") == 0, p, game,
                   is_error);
    return SK_OK;
}

/* A Skat table's preview; under house rules with the table's list too
 * (what the game would book). */
static int skat_preview(const web_ctx *wc, const ops_tour *t, const web_form *f, int series,
                        int table, bool have_game, long *game, sk_buf *p, bool *is_error,
                        unsigned *status, sk_err *err)
{
    ops_house_table h;
    memset(&h, 0, sizeof h);
    bool house = t->rules.fam->list_ranks; /* Skat: a house list */
    ops_table_sheet own;
    int rc = house ? ops_house_table_load(wc->d, t, series, table, &h, err)
                   : ops_table_sheet_load(wc->d, t, series, table, &own, err);
    if (rc != SK_OK) {
        *status = rc == SK_INVALID ? 404 : 500;
        return rc;
    }
    ops_table_sheet *tsp = house ? &h.ts : &own;
    if (!have_game)
        *game = ops_table_sheet_next(tsp);
    if (*game < 1 || *game > tsp->sh.series_games) {
        rc = sk_err_set(err, SK_USAGE, _("game must be a game number from 1 to %d"),
                        tsp->sh.series_games);
        *status = 400;
    } else {
        preview_text(f, tsp, house ? &h : NULL, wc->lang == LANG_DE ? SK_LANG_DE : SK_LANG_EN,
                     (int)*game, p, is_error);
    }
    if (house)
        ops_house_table_free(&h);
    else
        ops_table_sheet_free(&own);
    return rc;
}

enum MHD_Result webgame_preview(web_writer *w, struct MHD_Connection *c, const web_ctx *wc,
                                const char *form)
{
    (void)w;
    sk_err err;
    sk_err_clear(&err);
    web_form f;
    memset(&f, 0, sizeof f);
    int rc = SK_OK;
    if (form) {
        rc = web_form_parse(form, &f, &err);
    } else {
        static const char *keys[] = {"series", "table", "game", "declarer", "contract",
                                     "matadors", "bid", "points", "result", "hand", "ouvert",
                                     "schneider", "schwarz", "announce", "kontra",
                                     "kontra_by", "ramsch", "skat", "last_trick", "durchmarsch",
                                     "schieben", "jungfrau_1", "jungfrau_2", "jungfrau_3",
                                     "jungfrau_4",
                                     /* a Schafkopf list's (schweb.h) */
                                     "suit", "called", "partner", "augen", "laufende",
                                     "lauf_side", "tout", "sie", "klopfer", "doubled",
                                     "doublings", "losers", "jungfrau",
                                     "losers_1", "losers_2", "losers_3", "losers_4",
                                     "copy"};
        for (size_t i = 0; rc == SK_OK && i < sizeof keys / sizeof keys[0]; i++) {
            const char *v = MHD_lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, keys[i]);
            if (v)
                rc = web_form_add(&f, keys[i], v, &err);
        }
    }
    if (rc != SK_OK)
        return web_send_error(c, wc, true, 400, err.msg);
    bool hs, ht, hg;
    long series = 0, table = 0, game = 0;
    if (web_num_field(&f, "series", 1, 99, &hs, &series, &err) != SK_OK ||
        web_num_field(&f, "table", 1, GAME_TABLE_MAX, &ht, &table, &err) != SK_OK ||
        web_num_field(&f, "game", 1, 9999, &hg, &game, &err) != SK_OK || !hs || !ht) {
        web_form_free(&f);
        return web_send_error(c, wc, true, 400,
                              err.msg[0] ? err.msg : _("series and table are required"));
    }
    unsigned status = 500;
    ops_tour t;
    if (find_tournament(wc, &f, false, (int)series, (int)table, web_form_get(&f, "code"), &t,
                        &status, &err) != SK_OK) {
        web_form_free(&f);
        return web_send_error(c, wc, true, status, err.msg);
    }
    sk_buf p = {0};
    bool is_error = false;
    rc = side_of(&t)->preview(wc, &t, &f, (int)series, (int)table, hg, &game, &p, &is_error,
                              &status, &err);
    ops_tour_clear(&t);
    web_form_free(&f);
    enum MHD_Result ret;
    if (rc != SK_OK) {
        ret = web_send_error(c, wc, true, status, err.msg);
    } else {
        sk_buf b = {0};
        sk_buf_printf(&b, "{\"game\":%ld,\"preview\":", game);
        sk_buf_json_str(&b, sk_buf_str(&p));
        sk_buf_printf(&b, ",\"is_error\":%s}\n", is_error ? "true" : "false");
        ret = web_send(c, 200, &b, true);
        sk_buf_free(&b);
    }
    sk_buf_free(&p);
    return ret;
}

/* ---- each family's table phone ---- */

static const game_side skat_side = {open_skat_table, skat_second, skat_preview};
static const game_side sch_side = {open_sch_table, sch_second, sch_preview};

static const game_side *side_of(const ops_tour *t)
{
    static const game_side *const by[OPS_FORM_COUNT] = {
        [OPS_FORM_ISKO] = &skat_side,
        [OPS_FORM_HOUSE] = &skat_side,
        [OPS_FORM_SCHAFKOPF] = &sch_side,
    };
    return by[ops_form_of(&t->rules)];
}
