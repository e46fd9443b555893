/* db_games.c - recording, editing, deleting and listing games; the audit. */
#include "db_internal.h"
#include "db_rows.h"
#include "i18n.h"
#include "housegame.h"
#include "seeger.h"
#include "sheet.h"
#include "db_tournaments.h"
#include "db_seating.h"
#include "db_games.h"

#include <stdlib.h>
#include <stdio.h>
#include <string.h>

void db_game_clear(db_game *g)
{
    if (!g)
        return;
    free(g->entered);
    memset(g, 0, sizeof *g);
}

void db_games_free(db_game *v, size_t n)
{
    SK_FREE_ARRAY(v, n, db_game_clear);
}

sheet_game *db_games_sheet(const db_game *games, size_t n)
{
    sheet_game *sg = xcalloc(n ? n : 1, sizeof *sg);
    for (size_t i = 0; i < n; i++) {
        const db_game *g = &games[i];
        sg[i] = (sheet_game){g->e.game_no, g->e.passed, g->e.passed ? 0 : g->e.declarer,
                             g->o.won, g->o.overbid, g->o.score, g->o.value};
    }
    return sg;
}

void db_audits_free(db_audit *v, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        free(v[i].action);
        free(v[i].changed);
        db_game_clear(&v[i].old);
    }
    free(v);
}

#define GAME_COLS DB_GAME_COLS
#define GAME_NCOLS DB_GAME_NCOLS
#define GAME_PARAMS DB_GAME_PARAMS

/* The house-rule fields of a game (game_house, game_house_audit). */
#define HOUSE_COLS "kontra, kontra_by, ramsch, augen1, augen2, augen3, augen4, skat, " \
                   "last_trick, jungfrau, durchmarsch, schieben"
#define HOUSE_NCOLS 12

/* Read HOUSE_COLS from column first on (all NULL: no house fields) into h. */
static void read_house(db_stmt *st, int first, game_house *h)
{
    memset(h, 0, sizeof *h);
    int c = first;
    h->kontra = db_col_int(st, c++);
    h->kontra_by = db_col_int(st, c++);
    h->ramsch = db_col_int(st, c++) != 0;
    for (int i = 0; i < 4; i++)
        h->augen[i] = db_col_int(st, c++);
    h->skat = db_col_int(st, c++);
    h->last_trick = db_col_int(st, c++);
    h->jungfrau = (unsigned)db_col_int(st, c++) & 15u;
    h->durchmarsch = db_col_int(st, c++);
    h->schieben = db_col_int(st, c++);
}

/* The house fields of h as put_house stores them (a played game: Kontra
 * only; a Ramsch: no Kontra), so a stored game compares equal to its entry. */
static game_house house_as_stored(const game_house *h)
{
    game_house n = *h;
    if (n.ramsch) {
        n.kontra = n.kontra_by = 0;
        n.jungfrau &= 15u;
    } else {
        memset(&n, 0, sizeof n);
        n.kontra = h->kontra;
        n.kontra_by = h->kontra_by;
    }
    return n;
}

/* The house fields h of game gid stored in one statement: a new row, or
 * (upsert) the row replaced where there is one. */
static int write_house(db *d, int64_t gid, const game_house *h, bool upsert, sk_err *err)
{
    int rc = SK_OK;
    game_house n = house_as_stored(h);
    h = &n;
    db_stmt *st = db_prep(d, upsert ? "INSERT INTO game_house(game_id, " HOUSE_COLS ") VALUES "
                                      "(:gid, :kontra, :kontra_by, :ramsch, :augen1, :augen2, "
                                      ":augen3, :augen4, :skat, :last_trick, :jungfrau, "
                                      ":durchmarsch, :schieben) ON CONFLICT (game_id) DO UPDATE "
                                      "SET kontra = excluded.kontra, kontra_by = "
                                      "excluded.kontra_by, ramsch = excluded.ramsch, augen1 = "
                                      "excluded.augen1, augen2 = excluded.augen2, augen3 = "
                                      "excluded.augen3, augen4 = excluded.augen4, skat = "
                                      "excluded.skat, last_trick = excluded.last_trick, "
                                      "jungfrau = excluded.jungfrau, durchmarsch = "
                                      "excluded.durchmarsch, schieben = excluded.schieben"
                                    : "INSERT INTO game_house(game_id, " HOUSE_COLS ") VALUES "
                                      "(:gid, :kontra, :kontra_by, :ramsch, :augen1, :augen2, "
                                      ":augen3, :augen4, :skat, :last_trick, :jungfrau, "
                                      ":durchmarsch, :schieben)", err);
    if (!st)
        return SK_FAIL;
    static const char *const augen[4] = {":augen1", ":augen2", ":augen3", ":augen4"};
    db_bind_int(st, ":gid", gid);
    db_bind_int(st, ":kontra", h->ramsch ? 0 : h->kontra);
    db_bind_int_or_null(st, ":kontra_by", h->ramsch ? 0 : h->kontra_by);
    db_bind_int(st, ":ramsch", h->ramsch);
    for (int k = 0; k < 4; k++) {
        if (h->ramsch)
            db_bind_int(st, augen[k], h->augen[k]);
        else
            db_bind_null_at(st, db_param(st, augen[k]), DB_INTEGER);
    }
    if (h->ramsch)
        db_bind_int(st, ":skat", h->skat);
    else
        db_bind_null_at(st, db_param(st, ":skat"), DB_INTEGER);
    db_bind_int_or_null(st, ":last_trick", h->ramsch ? h->last_trick : 0);
    db_bind_int(st, ":jungfrau", h->ramsch ? (int)(h->jungfrau & 15u) : 0);
    db_bind_int_or_null(st, ":durchmarsch", h->ramsch ? h->durchmarsch : 0);
    db_bind_int(st, ":schieben", h->ramsch ? h->schieben : 0);
    if (db_step(st) != DB_DONE)
        rc = db_sqlerr(d, err, "recording the house fields");
    db_finalize(st);
    return rc;
}

int db_put_house(db *d, int64_t gid, const game_house *h, sk_err *err)
{
    int rc = db_exec_id(d, "DELETE FROM game_house WHERE game_id = :id", gid,
                        "changing the house fields", err);
    game_house n = house_as_stored(h);
    if (rc != SK_OK || (!n.ramsch && n.kontra == 0))
        return rc;
    return write_house(d, gid, h, false, err);
}

/* Keep the version of game gid as it is now in the history (games_audit
 * and, house true, its house fields) with action ("edit", "delete",
 * "restore"). */
static int keep_version(db *d, int64_t gid, const char *action, bool house, const char *what,
                        sk_err *err)
{
    char now[DB_NOW_SIZE];
    db_now(now);
    int64_t aid = 0;
    int rc = db_query_int(d, "INSERT INTO games_audit(action, changed, game_id, table_id, "
                             "game_no, entered, " GAME_COLS ") SELECT :action, :now, id, "
                             "table_id, game_no, entered, " GAME_COLS " FROM games WHERE id = :gid "
                             "RETURNING audit_id",
                          DB_ARGS(DB_I(":gid", gid), DB_S(":action", action), DB_S(":now", now)),
                          &aid, NULL, what, err);
    if (rc != SK_OK || !aid || !house)
        return rc;
    return db_run(d, "INSERT INTO game_house_audit(audit_id, " HOUSE_COLS ") SELECT :aid, "
                     HOUSE_COLS " FROM game_house WHERE game_id = :gid",
                  DB_ARGS(DB_I(":gid", gid), DB_I(":aid", aid)), what, err);
}

/* v: the number i, or NULL where the column has none (null) */
static void int_or_null(db_game_val *v, bool null, int i)
{
    if (null)
        v->type = DB_NULL;
    else
        v->i = i;
}

/* v: the text t, NULL when there is none */
static void text_or_null(db_game_val *v, const char *t)
{
    v->s = t;
    v->type = t ? DB_TEXT : DB_NULL;
}

void db_game_col(const game_entry *e, const rules_outcome *o, int k, db_game_val *v)
{
    static const char *const ann[] = {NULL, "schneider", "schwarz"};
    const rules_game *g = &e->g;
    v->type = DB_INTEGER;
    v->i = 0;
    v->s = NULL;
    if (k == 0) {                       /* passed */
        v->i = e->passed;
        return;
    }
    if (e->passed) {                    /* hand, ouvert, schneider, schwarz 0; the rest NULL */
        if (k != 4 && k != 5 && k != 9 && k != 10)
            v->type = DB_NULL;
        return;
    }
    switch (k) {
    case 1: v->i = e->declarer; break;
    case 2: v->type = DB_TEXT; v->s = rules_contract_name(g->contract); break;
    case 3: int_or_null(v, g->contract == RULES_NULL, g->matadors); break;
    case 4: v->i = g->hand; break;
    case 5: v->i = g->ouvert; break;
    case 6:
        text_or_null(v, g->announce == RULES_ANN_SCHNEIDER ? ann[1]
                        : g->announce == RULES_ANN_SCHWARZ ? ann[2] : ann[0]);
        break;
    case 7: v->i = g->bid; break;
    case 8: int_or_null(v, g->points == RULES_POINTS_NONE, g->points); break;
    case 9: v->i = g->schneider; break;
    case 10: v->i = g->schwarz; break;
    case 11:
        text_or_null(v, g->result == RULES_RES_WON    ? "won"
                        : g->result == RULES_RES_LOST ? "lost" : NULL);
        break;
    case 12: v->i = o->real_value; break;
    case 13: v->i = o->value; break;
    case 14: v->i = o->won; break;
    case 15: v->i = o->overbid; break;
    case 16: v->i = o->score; break;
    default: v->i = o->seeger; break;
    }
}

/* Bind a validated game to the parameters of GAME_PARAMS (see
 * db_internal.h). */
void db_bind_game(db_stmt *st, const game_entry *e, const rules_outcome *o)
{
    static const char *const names[DB_GAME_NCOLS] = {
        ":passed", ":declarer", ":contract", ":matadors", ":hand", ":ouvert", ":announce",
        ":bid", ":points", ":schneider", ":schwarz", ":result", ":real_value", ":value", ":won",
        ":overbid", ":score", ":seeger"};
    static const int types[DB_GAME_NCOLS] = {
        DB_INTEGER, DB_INTEGER, DB_TEXT, DB_INTEGER, DB_INTEGER, DB_INTEGER, DB_TEXT,
        DB_INTEGER, DB_INTEGER, DB_INTEGER, DB_INTEGER, DB_TEXT, DB_INTEGER, DB_INTEGER,
        DB_INTEGER, DB_INTEGER, DB_INTEGER, DB_INTEGER};
    for (int k = 0; k < DB_GAME_NCOLS; k++) {
        db_game_val v;
        db_game_col(e, o, k, &v);
        int i = db_param(st, names[k]);
        if (v.type == DB_INTEGER)
            db_bind_int_at(st, i, v.i);
        else if (v.type == DB_TEXT)
            db_bind_text_at(st, i, v.s);
        else
            db_bind_null_at(st, i, types[k]);
    }
}

/* Column c of st as a 0/1 flag into *flag (db_col_range's refusal
 * otherwise). */
static int col_flag(db_stmt *st, int c, const char *table, const char *column, int64_t row,
                    bool *flag, sk_err *err)
{
    int v = 0;
    int rc = db_col_range(st, c, 0, 1, false, table, column, row, &v, err);
    *flag = v != 0;
    return rc;
}

/* Read GAME_COLS starting at column first into out->e (series/table/game
 * and out->id, out->table_size set by the caller) and re-evaluate the
 * outcome.  Every value is checked first: a row of `table` (games or
 * games_audit) that skatsheet would not have stored is reported
 * (db_bad_value), never used as a seat index or fed to the sheet. */
static int read_game(db_stmt *st, int first, db_game *out, const db_tournament *t,
                     const char *table, int64_t row, sk_err *err)
{
    static const char *const contracts[] = {"clubs", "spades", "hearts", "diamonds", "grand",
                                            "null", NULL};
    static const char *const announces[] = {"schneider", "schwarz", NULL};
    static const char *const results[] = {"won", "lost", NULL};
    int c = first;
    game_entry *e = &out->e;
    rules_game_init(&e->g);
    int rc = col_flag(st, c++, table, "passed", row, &e->passed, err);
    if (rc == SK_OK)
        rc = db_col_range(st, c++, 1, out->table_size, e->passed, table, "declarer", row,
                          &e->declarer, err);
    const char *contract = NULL, *ann = NULL, *res = NULL;
    if (rc == SK_OK)
        rc = db_col_choice(st, c++, contracts, e->passed, table, "contract", row, &contract, err);
    if (contract)
        rules_parse_contract(contract, &e->g.contract);
    if (rc == SK_OK)
        rc = db_col_range(st, c++, -11, 11, true, table, "matadors", row, &e->g.matadors, err);
    if (rc == SK_OK)
        rc = col_flag(st, c++, table, "hand", row, &e->g.hand, err);
    if (rc == SK_OK)
        rc = col_flag(st, c++, table, "ouvert", row, &e->g.ouvert, err);
    if (rc == SK_OK)
        rc = db_col_choice(st, c++, announces, true, table, "announce", row, &ann, err);
    e->g.announce = !ann ? RULES_ANN_NONE
                  : strcmp(ann, "schwarz") == 0 ? RULES_ANN_SCHWARZ : RULES_ANN_SCHNEIDER;
    if (rc == SK_OK && db_col_type(st, c) != DB_NULL)
        rc = db_col_range(st, c, 18, 264, false, table, "bid", row, &e->g.bid, err);
    c++;
    if (rc == SK_OK && db_col_type(st, c) != DB_NULL)
        rc = db_col_range(st, c, 0, 120, false, table, "points", row, &e->g.points, err);
    else
        e->g.points = RULES_POINTS_NONE;
    c++;
    if (rc == SK_OK)
        rc = col_flag(st, c++, table, "schneider", row, &e->g.schneider, err);
    if (rc == SK_OK)
        rc = col_flag(st, c++, table, "schwarz", row, &e->g.schwarz, err);
    if (rc == SK_OK)
        rc = db_col_choice(st, c++, results, true, table, "result", row, &res, err);
    if (rc != SK_OK)
        return rc;
    e->g.result = !res ? RULES_RES_NONE : strcmp(res, "won") == 0 ? RULES_RES_WON : RULES_RES_LOST;
    game_table_rules tr;
    db_tournament_table_rules(t, out->table_size, &tr);
    if (e->game_no < 1 || e->game_no > tr.series_games) {
        char val[32], exp[64];
        snprintf(val, sizeof val, "%d", e->game_no);
        snprintf(exp, sizeof exp, "1 to %d, the series length at a %d-table", tr.series_games,
                 out->table_size);
        return db_bad_value(err, table, "game_no", row, val, exp);
    }
    out->dealer = game_dealer_seat(&tr, e->game_no);
    memset(&out->o, 0, sizeof out->o);
    if (e->passed)
        return SK_OK;
    sk_err e2;
    sk_err_clear(&e2);
    if (rules_evaluate(&e->g, out->table_size, &out->o, &e2) != SK_OK)
        return sk_err_set(err, SK_FAIL, _("database value out of range: table %s row %lld (series "
                          "%d, table %d, game %d) is not a valid game: %s: the database was "
                          "edited outside skatsheet or is damaged; restore a backup or correct "
                          "the row"), table, (long long)row, e->series, e->table_no, e->game_no,
                          e2.msg);
    return SK_OK;
}

/* A stored game with its place: read a row with read_placed_game. */
#define PLACED_GAME_SQL                                                                        \
    "SELECT g.id, s.series_no, x.table_no, g.game_no, x.size, g.entered, " GAME_COLS ", "     \
    HOUSE_COLS ", x.id FROM games g JOIN tables x ON x.id = g.table_id "                       \
    "JOIN series s ON s.id = x.series_id LEFT JOIN game_house h ON h.game_id = g.id "

/* Read a row of PLACED_GAME_SQL into g (cleared first; on failure err set
 * and g holds nothing to free). */
static int read_placed_game(db_stmt *st, db_game *g, const db_tournament *t, sk_err *err)
{
    memset(g, 0, sizeof *g);
    g->id = db_col_int64(st, 0);
    g->e.series = db_col_int(st, 1);
    g->e.game_no = db_col_int(st, 3);
    int64_t tabid = db_col_int64(st, 6 + GAME_NCOLS + HOUSE_NCOLS);
    int rc = db_col_range(st, 2, 1, GAME_TABLE_MAX, false, "tables", "table_no", tabid,
                          &g->e.table_no, err);
    if (rc == SK_OK)
        rc = db_col_range(st, 4, 3, 4, false, "tables", "size", tabid, &g->table_size, err);
    if (rc == SK_OK)
        rc = read_game(st, 6, g, t, "games", g->id, err);
    if (rc == SK_OK) {
        g->entered = db_col_str(st, 5);
        read_house(st, 6 + GAME_NCOLS, &g->e.h);
    }
    return rc;
}

/* The games the bound statement st (PLACED_GAME_SQL) gives, finalized
 * here, into *out[0..*n) (caller db_games_free; on error nothing). */
static int collect_games(db *d, db_stmt *st, const db_tournament *t, db_game **out, size_t *n,
                         sk_err *err)
{
    size_t cap = 0;
    int s, rc = SK_OK;
    while (rc == SK_OK && (s = db_step(st)) == DB_ROW) {
        *out = sk_grow(*out, *n, &cap, sizeof **out, 64);
        rc = read_placed_game(st, &(*out)[(*n)++], t, err);
    }
    if (rc == SK_OK && s != DB_DONE)
        rc = db_sqlerr(d, err, "listing games");
    db_finalize(st);
    if (rc != SK_OK) {
        db_games_free(*out, *n);
        *out = NULL;
        *n = 0;
    }
    return rc;
}

/* The games of tournament tid in order (series_no, table_no: 0 for all):
 * *t gets the tournament and *st the PLACED_GAME_SQL statement, both for
 * the caller to clear/finalize; on failure neither is left open. */
static db_stmt *prep_list(db *d, int64_t tid, int series_no, int table_no, sk_err *err)
{
    return db_prep_args(d, PLACED_GAME_SQL "WHERE s.tournament_id = :tid "
                           "AND (:series_no = 0 OR s.series_no = :series_no) "
                           "AND (:table_no = 0 OR x.table_no = :table_no) "
                           "ORDER BY s.series_no, x.table_no, g.game_no",
                        DB_ARGS(DB_I(":tid", tid), DB_I(":series_no", series_no),
                                DB_I(":table_no", table_no)),
                        err);
}

static int list_games(db *d, int64_t tid, int series_no, int table_no, db_tournament *t,
                      db_stmt **st, sk_err *err)
{
    int rc = db_tournament_get(d, tid, t, err);
    if (rc != SK_OK)
        return rc;
    *st = prep_list(d, tid, series_no, table_no, err);
    if (!*st) {
        db_tournament_clear(t);
        return SK_FAIL;
    }
    return SK_OK;
}

/* Look up the table row of (tid, series, table): id and size. */
static int find_table(db *d, int64_t tid, int series_no, int table_no, int64_t *tabid, int *size,
                      sk_err *err)
{
    db_table t;
    int rc = db_table_get(d, tid, series_no, table_no, &t, err);
    if (rc != SK_OK)
        return rc;
    *tabid = t.id;
    *size = t.size;
    db_table_clear(&t);
    return SK_OK;
}

/* Game id of game_no at table tabid, 0 when none. */
static int game_id_of(db *d, int64_t tabid, int game_no, int64_t *id, sk_err *err)
{
    return db_query_int(d, "SELECT id FROM games WHERE table_id = :tabid AND game_no = :game_no",
                        DB_ARGS(DB_I(":tabid", tabid), DB_I(":game_no", game_no)), id, NULL,
                        "reading games", err);
}

/* ---- the rows of a game write (db_game_rows): read once, stored as handed ---- */

/* Does put_house keep a row for h? */
static bool house_row(const game_house *h)
{
    game_house n = house_as_stored(h);
    return n.ramsch || n.kontra != 0;
}

void db_game_rows_clear(db_game_rows *r)
{
    if (!r)
        return;
    db_table_clear(&r->table);
    db_games_free(r->games, r->ngames);
    free(r->sync);
    memset(r, 0, sizeof *r);
}

/* The table, its seats, its entry code and what the federation notes of
 * the tournament, in one statement: a row per seat and link of the venue group (one row
 * with NULL seat columns for a table without seats, NULL link columns for
 * a tournament not pulled from a hub; none for an undrawn series). */
#define ROWS_TABLE_SQL                                                                         \
    "SELECT x.id, x.table_no, x.size, (SELECT count(*) FROM tables y WHERE y.series_id = s.id), " \
    "p.seat, p.player_id, q.name, q.number, q.club, "                                          \
    "g.link_id, g.venue_no, "                                                                \
    "(SELECT count(*) FROM league_venues v JOIN fed_codes c ON c.league_id = v.league_id "     \
    "AND c.kind = 'venue' WHERE v.tournament_id = :tid), "                                     \
    "(SELECT e.code FROM entry_codes e WHERE e.table_id = x.id) "                              \
    "FROM series s LEFT JOIN tables x ON x.series_id = s.id AND x.table_no = :table_no "       \
    "LEFT JOIN seats p ON p.table_id = x.id LEFT JOIN players q ON q.id = p.player_id "        \
    "LEFT JOIN sync_groups g ON g.tournament_id = s.tournament_id "                            \
    "WHERE s.tournament_id = :tid AND s.series_no = :series_no ORDER BY p.seat, g.link_id"

/* Read the table rows of ROWS_TABLE_SQL into r. */
static int rows_table(db *d, db_stmt *st, int series_no, int table_no, db_game_rows *r,
                      sk_err *err)
{
    int s, rc = SK_OK, nrow = 0;
    while (rc == SK_OK && (s = db_step(st)) == DB_ROW) {
        if (nrow++ == 0) {
            if (db_col_type(st, 0) == DB_NULL)
                return sk_err_set(err, SK_INVALID, _("table %d does not exist in series %d "
                                  "(tables 1 to %d)"), table_no, series_no, db_col_int(st, 3));
            r->table.id = db_col_int64(st, 0);
            rc = db_read_table_row(st, 1, r->table.id, &r->table.table_no, &r->table.size, err);
            r->hub = db_col_int64(st, 11) > 0;
            const char *code = db_col_text(st, 12);
            if (entrycode_valid(code))
                memcpy(r->code, code, ENTRYCODE_LEN + 1);
        }
        int64_t link = db_col_int64(st, 9);
        if (link && (!r->nsync || r->sync[r->nsync - 1].link < link)) {
            /* the links come in order with the first seat (then again) */
            r->sync = xrealloc(r->sync, (r->nsync + 1) * sizeof *r->sync);
            r->sync[r->nsync++] = (db_game_link){link, db_col_int(st, 10)};
        }
        if (rc != SK_OK || db_col_type(st, 4) == DB_NULL)
            continue;
        int seat;
        rc = db_col_range(st, 4, 1, r->table.size, false, "seats", "seat", r->table.id, &seat,
                          err);
        if (rc != SK_OK)
            break;
        db_seat *x = &r->table.seats[seat - 1];
        if (x->seat == seat)
            continue; /* the seat's row again, for another link */
        x->seat = seat;
        x->player_id = db_col_int64(st, 5);
        x->name = db_col_str(st, 6);
        x->number = db_col_int(st, 7);
        x->club = db_col_str(st, 8);
    }
    if (rc == SK_OK && s != DB_DONE)
        return db_sqlerr(d, err, "reading the table");
    if (rc == SK_OK && nrow == 0)
        return db_err_undrawn(err, series_no);
    return rc;
}

int db_game_table_load(db *d, const db_tournament *t, int series_no, int table_no,
                       db_game_rows *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    out->t = t;
    out->series = series_no;
    db_stmt *st = db_prep_args(d, ROWS_TABLE_SQL,
                                  DB_ARGS(DB_I(":tid", t->id), DB_I(":series_no", series_no),
                                          DB_I(":table_no", table_no)),
                                  err);
    if (!st)
        return SK_FAIL;
    int rc = rows_table(d, st, series_no, table_no, out, err);
    db_finalize(st);
    if (rc != SK_OK)
        db_game_rows_clear(out);
    return rc;
}

int db_game_rows_load(db *d, const db_tournament *t, int series_no, int table_no,
                      db_game_rows *out, sk_err *err)
{
    int rc = db_game_table_load(d, t, series_no, table_no, out, err);
    db_stmt *st = NULL;
    if (rc == SK_OK)
        st = db_prep(d, PLACED_GAME_SQL "WHERE g.table_id = :tabid ORDER BY g.game_no", err);
    if (rc == SK_OK && !st)
        rc = SK_FAIL;
    if (rc == SK_OK) {
        db_bind_int(st, ":tabid", out->table.id);
        rc = collect_games(d, st, t, &out->games, &out->ngames, err);
    }
    if (rc != SK_OK)
        db_game_rows_clear(out);
    return rc;
}

/* Do the stored columns (and house fields) of a and b agree? */
static bool same_game(const game_entry *a, const rules_outcome *ao, const game_entry *b,
                      const rules_outcome *bo)
{
    for (int k = 0; k < DB_GAME_NCOLS; k++) {
        db_game_val x, y;
        db_game_col(a, ao, k, &x);
        db_game_col(b, bo, k, &y);
        if (x.type != y.type || (x.type == DB_INTEGER && x.i != y.i) ||
            (x.type == DB_TEXT && strcmp(x.s, y.s) != 0))
            return false;
    }
    game_house ha = house_as_stored(&a->h), hb = house_as_stored(&b->h);
    return housegame_same(&ha, &hb);
}

/* The house fields of game gid from old (may be NULL: none) to h: one
 * statement at most (an upsert, a delete, or nothing). */
static int store_house(db *d, int64_t gid, const game_house *old, const game_house *h,
                       sk_err *err)
{
    if (house_row(h)) {
        return write_house(d, gid, h, old && house_row(old), err);
    }
    if (old && house_row(old))
        return db_exec_id(d, "DELETE FROM game_house WHERE game_id = :id", gid,
                          "changing the house fields", err);
    return SK_OK;
}

int db_game_store(db *d, const db_game_rows *r, const game_entry *e, const rules_outcome *o,
                  const db_game *old, db_game *out, sk_err *err)
{
    if (out)
        memset(out, 0, sizeof *out);
    rules_outcome none;
    memset(&none, 0, sizeof none);
    if (e->passed)
        o = &none;
    bool same = old && same_game(&old->e, &old->o, e, o);
    char now[DB_NOW_SIZE];
    db_now(now);
    int64_t gid = old ? old->id : 0;
    int rc = SK_OK;
    if (old && !same) {
        rc = keep_version(d, gid, "edit", house_row(&old->e.h), "keeping the old version", err);
        db_stmt *st = rc == SK_OK ? db_prep(d, "UPDATE games SET (" GAME_COLS ", entered) = ("
                                               GAME_PARAMS ", :now) WHERE id = :oldid", err)
                                  : NULL;
        if (rc == SK_OK && !st)
            rc = SK_FAIL;
        if (rc == SK_OK) {
            db_bind_int(st, ":oldid", gid);
            db_bind_text(st, ":now", now);
            db_bind_game(st, e, o);
            if (db_step(st) != DB_DONE)
                rc = db_sqlerr(d, err, "changing the game");
            db_finalize(st);
        }
    } else if (!old) {
        db_stmt *st = db_prep_args(d, "INSERT INTO games(table_id, game_no, entered, " GAME_COLS
                                      ") VALUES (:tabid, :game_no, :now, " GAME_PARAMS ") RETURNING id",
                                      DB_ARGS(DB_I(":tabid", r->table.id),
                                              DB_I(":game_no", e->game_no), DB_S(":now", now)),
                                      err);
        if (!st)
            return SK_FAIL;
        db_bind_game(st, e, o);
        if (db_step(st) != DB_ROW)
            rc = db_sqlerr(d, err, "recording the game");
        else
            gid = db_col_int64(st, 0);
        db_finalize(st);
    }
    if (rc == SK_OK && !same)
        rc = store_house(d, gid, old ? &old->e.h : NULL, &e->h, err);
    if (rc != SK_OK || !out)
        return rc;
    /* the game as a read would give it back */
    out->id = gid;
    out->e = same ? old->e : *e;
    out->e.series = r->series;
    out->e.table_no = r->table.table_no;
    out->e.h = house_as_stored(&out->e.h);
    if (out->e.passed) {
        out->e.declarer = 0;
        rules_game_init(&out->e.g);
    }
    out->o = same ? old->o : *o;
    out->table_size = r->table.size;
    game_table_rules tr;
    db_tournament_table_rules(r->t, r->table.size, &tr);
    out->dealer = game_dealer_seat(&tr, out->e.game_no);
    out->entered = xstrdup(same && old->entered ? old->entered : now);
    out->unchanged = same;
    return SK_OK;
}

int db_game_remove(db *d, const db_game *old, sk_err *err)
{
    int rc = keep_version(d, old->id, "delete", house_row(&old->e.h), "keeping the old version",
                          err);
    if (rc == SK_OK)
        rc = db_exec_id(d, "DELETE FROM games WHERE id = :id", old->id, "deleting the game", err);
    return rc;
}
int db_game_version(db *d, const db_game_rows *r, int game_no, int64_t audit_id, db_game *out,
                    sk_err *err)
{
    memset(out, 0, sizeof *out);
    db_stmt *st = db_prep_args(d, "SELECT a.audit_id, a.entered, " GAME_COLS ", " HOUSE_COLS
                                  " FROM games_audit a LEFT JOIN game_house_audit h ON h.audit_id = "
                                  "a.audit_id WHERE a.table_id = :tabid AND a.game_no = :game_no AND "
                                  "(:audit_id = 0 OR a.audit_id = :audit_id) "
                                  "ORDER BY a.audit_id DESC LIMIT 1",
                                  DB_ARGS(DB_I(":tabid", r->table.id), DB_I(":game_no", game_no),
                                          DB_I(":audit_id", audit_id)),
                                  err);
    if (!st)
        return SK_FAIL;
    int rc = SK_OK, s = db_step(st);
    if (s == DB_ROW) {
        int64_t aid = db_col_int64(st, 0);
        out->table_size = r->table.size;
        out->e.series = r->series;
        out->e.table_no = r->table.table_no;
        out->e.game_no = game_no;
        rc = read_game(st, 2, out, r->t, "games_audit", aid, err);
        if (rc == SK_OK) {
            read_house(st, 2 + GAME_NCOLS, &out->e.h);
            out->entered = db_col_str(st, 1);
            out->id = aid;
        }
    } else if (s != DB_DONE) {
        rc = db_sqlerr(d, err, "reading the history");
    }
    db_finalize(st);
    if (rc != SK_OK)
        db_game_clear(out);
    return rc;
}

int db_game_note_restore(db *d, const db_game *g, sk_err *err)
{
    return keep_version(d, g->id, "restore", house_row(&g->e.h), "recording the restore", err);
}

int db_game_delete(db *d, int64_t tid, int series_no, int table_no, int game_no, sk_err *err)
{
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    int64_t tabid = 0, gid = 0;
    int size;
    rc = find_table(d, tid, series_no, table_no, &tabid, &size, err);
    if (rc == SK_OK)
        rc = game_id_of(d, tabid, game_no, &gid, err);
    if (rc == SK_OK && !gid)
        rc = sk_err_set(err, SK_INVALID, _("game %d of table %d, series %d is not recorded: "
                        "nothing to delete"), game_no, table_no, series_no);
    if (rc == SK_OK)
        rc = keep_version(d, gid, "delete", true, "keeping the old version", err);
    if (rc == SK_OK)
        rc = db_exec_id(d, "DELETE FROM games WHERE id = :id", gid, "deleting the game", err);
    return db_finish(d, rc, err);
}

int db_game_list(db *d, int64_t tid, int series_no, int table_no, db_game **out, size_t *n,
                 sk_err *err)
{
    *out = NULL;
    *n = 0;
    db_tournament t;
    int rc = db_tournament_get(d, tid, &t, err);
    if (rc == SK_OK)
        rc = db_game_list_of(d, &t, series_no, table_no, out, n, err);
    db_tournament_clear(&t);
    return rc;
}

int db_game_list_of(db *d, const db_tournament *t, int series_no, int table_no, db_game **out,
                    size_t *n, sk_err *err)
{
    *out = NULL;
    *n = 0;
    db_stmt *st = prep_list(d, t->id, series_no, table_no, err);
    return st ? collect_games(d, st, t, out, n, err) : SK_FAIL;
}

int db_game_each(db *d, int64_t tid, int series_no, db_game_fn fn, void *arg, sk_err *err)
{
    db_tournament t;
    db_stmt *st;
    int rc = list_games(d, tid, series_no, 0, &t, &st, err);
    if (rc != SK_OK)
        return rc;
    int s = DB_DONE;
    while (rc == SK_OK && (s = db_step(st)) == DB_ROW) {
        db_game g;
        rc = read_placed_game(st, &g, &t, err);
        if (rc == SK_OK)
            rc = fn(arg, &g, err);
        db_game_clear(&g);
    }
    db_finalize(st);
    db_tournament_clear(&t);
    if (rc == SK_OK && s != DB_DONE)
        return db_sqlerr(d, err, "listing games");
    return rc;
}

int db_game_history(db *d, int64_t tid, int series_no, int table_no, int game_no,
                    db_audit **out, size_t *n, sk_err *err)
{
    *out = NULL;
    *n = 0;
    db_tournament t;
    int rc = db_tournament_get(d, tid, &t, err);
    if (rc != SK_OK)
        return rc;
    db_stmt *st = db_prep_args(d, "SELECT a.audit_id, a.action, a.changed, a.game_id, s.series_no, "
                                  "x.table_no, a.game_no, x.size, a.entered, " GAME_COLS ", "
                                  HOUSE_COLS " FROM games_audit a JOIN tables x ON x.id = a.table_id "
                                  "LEFT JOIN game_house_audit h ON h.audit_id = a.audit_id "
                                  "JOIN series s ON s.id = x.series_id "
                                  "WHERE s.tournament_id = :tid AND (:series_no = 0 OR s.series_no = :series_no) "
                                  "AND (:table_no = 0 OR x.table_no = :table_no) AND (:game_no = 0 OR a.game_no = :game_no) "
                                  "ORDER BY a.audit_id",
                                  DB_ARGS(DB_I(":tid", tid), DB_I(":series_no", series_no),
                                          DB_I(":table_no", table_no), DB_I(":game_no", game_no)),
                                  err);
    if (!st) {
        db_tournament_clear(&t);
        return SK_FAIL;
    }
    size_t cap = 0;
    int s;
    rc = SK_OK;
    while (rc == SK_OK && (s = db_step(st)) == DB_ROW) {
        *out = sk_grow(*out, *n, &cap, sizeof **out, 16);
        db_audit *a = &(*out)[(*n)++];
        memset(a, 0, sizeof *a);
        a->audit_id = db_col_int64(st, 0);
        a->action = db_col_str(st, 1);
        a->changed = db_col_str(st, 2);
        a->old.id = db_col_int64(st, 3);
        a->old.e.series = db_col_int(st, 4);
        a->old.e.table_no = db_col_int(st, 5);
        a->old.e.game_no = db_col_int(st, 6);
        rc = db_col_range(st, 7, 3, 4, false, "tables", "size", a->audit_id,
                          &a->old.table_size, err);
        a->old.entered = db_col_str(st, 8);
        if (rc == SK_OK)
            rc = read_game(st, 9, &a->old, &t, "games_audit", a->audit_id, err);
        if (rc == SK_OK)
            read_house(st, 9 + GAME_NCOLS, &a->old.e.h);
    }
    if (rc == SK_OK && s != DB_DONE)
        rc = db_sqlerr(d, err, "reading the history");
    db_finalize(st);
    db_tournament_clear(&t);
    if (rc != SK_OK) {
        db_audits_free(*out, *n);
        *out = NULL;
        *n = 0;
    }
    return rc;
}

static const db_field total_fields[] = {
    DB_F_I64(db_player_total, player_id), DB_F_INT(db_player_total, total),
    DB_F_INT(db_player_total, won), DB_F_INT(db_player_total, lost)};
static const db_map total_map = DB_MAP(db_player_total, total_fields);

int db_seeger_totals(db *d, int64_t tid, db_player_total **out, size_t *n, sk_err *err)
{
    /* per seat and game: the declarer's seeger (stored, computed by the
     * rules engine), or the bonus of a lost game for every other seat of the
     * table (a 4-table's dealer included).  Summed in SQL so a large
     * tournament streams through one query; the bonuses are bound from
     * seeger.h, so the formula keeps one home. */
    return db_query_list(d,
        "SELECT p.player_id, "
        "  coalesce(sum(CASE WHEN g.passed = 1 THEN 0 WHEN g.declarer = p.seat THEN g.seeger "
        "      WHEN g.won = 0 THEN (CASE x.size WHEN 3 THEN :bonus3 ELSE :bonus4 END) ELSE 0 END), 0) AS total, "
        "  coalesce(sum(CASE WHEN g.passed = 0 AND g.declarer = p.seat AND g.won = 1 "
        "      THEN 1 ELSE 0 END), 0) AS won, "
        "  coalesce(sum(CASE WHEN g.passed = 0 AND g.declarer = p.seat AND g.won = 0 "
        "      THEN 1 ELSE 0 END), 0) AS lost "
        "FROM seats p JOIN tables x ON x.id = p.table_id JOIN series s ON s.id = x.series_id "
        "LEFT JOIN games g ON g.table_id = x.id "
        "WHERE s.tournament_id = :tid GROUP BY p.player_id "
        "ORDER BY total DESC, won DESC, lost ASC, p.player_id",
        DB_ARGS(DB_I(":tid", tid), DB_I(":bonus3", seeger_bonus_per_lost(3)),
                DB_I(":bonus4", seeger_bonus_per_lost(4))),
        &total_map, (void **)out, n, "computing totals", err);
}
