/* db_games.c - recording, editing, deleting and listing games; the audit. */
#include "db_internal.h"
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
    for (size_t i = 0; i < n; i++)
        db_game_clear(&v[i]);
    free(v);
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

/* The columns of a game as stored (games and games_audit share them). */
#define GAME_COLS "passed, declarer, contract, matadors, hand, ouvert, announce, bid, points, " \
                  "schneider, schwarz, result, real_value, value, won, overbid, score, seeger"
#define GAME_NCOLS 18

/* The stored game ?1 has exactly the values bound at ?2.. ?19 (GAME_COLS). */
#define GAME_SAME "passed IS ?2 AND declarer IS ?3 AND contract IS ?4 AND matadors IS ?5 " \
    "AND hand IS ?6 AND ouvert IS ?7 AND announce IS ?8 AND bid IS ?9 AND points IS ?10 " \
    "AND schneider IS ?11 AND schwarz IS ?12 AND result IS ?13 AND real_value IS ?14 " \
    "AND value IS ?15 AND won IS ?16 AND overbid IS ?17 AND score IS ?18 AND seeger IS ?19"

/* The house-rule fields of a game (game_house, game_house_audit). */
#define HOUSE_COLS "kontra, kontra_by, ramsch, augen1, augen2, augen3, augen4, skat, " \
                   "last_trick, jungfrau, durchmarsch, schieben"
#define HOUSE_NCOLS 12

/* Read HOUSE_COLS from column first on (all NULL: no house fields) into h. */
static void read_house(sqlite3_stmt *st, int first, game_house *h)
{
    memset(h, 0, sizeof *h);
    int c = first;
    h->kontra = sqlite3_column_int(st, c++);
    h->kontra_by = sqlite3_column_int(st, c++);
    h->ramsch = sqlite3_column_int(st, c++) != 0;
    for (int i = 0; i < 4; i++)
        h->augen[i] = sqlite3_column_int(st, c++);
    h->skat = sqlite3_column_int(st, c++);
    h->last_trick = sqlite3_column_int(st, c++);
    h->jungfrau = (unsigned)sqlite3_column_int(st, c++) & 15u;
    h->durchmarsch = sqlite3_column_int(st, c++);
    h->schieben = sqlite3_column_int(st, c++);
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

/* The house fields of game gid replaced by h (no row when h has none). */
int db_put_house(db *d, int64_t gid, const game_house *h, sk_err *err)
{
    int rc = db_exec_id(d, "DELETE FROM game_house WHERE game_id = ?1", gid,
                        "changing the house fields", err);
    game_house n = house_as_stored(h);
    if (rc != SK_OK || (!n.ramsch && n.kontra == 0))
        return rc;
    h = &n;
    sqlite3_stmt *st = db_prep(d, "INSERT INTO game_house(game_id, " HOUSE_COLS ") VALUES (?1, "
                                  "?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)", err);
    if (!st)
        return SK_FAIL;
    sqlite3_bind_int64(st, 1, gid);
    int i = 2;
    sqlite3_bind_int(st, i++, h->ramsch ? 0 : h->kontra);
    db_bind_int_or_null(st, i++, h->ramsch ? 0 : h->kontra_by);
    sqlite3_bind_int(st, i++, h->ramsch);
    for (int k = 0; k < 4; k++) {
        if (h->ramsch)
            sqlite3_bind_int(st, i++, h->augen[k]);
        else
            sqlite3_bind_null(st, i++);
    }
    if (h->ramsch)
        sqlite3_bind_int(st, i++, h->skat);
    else
        sqlite3_bind_null(st, i++);
    db_bind_int_or_null(st, i++, h->ramsch ? h->last_trick : 0);
    sqlite3_bind_int(st, i++, h->ramsch ? (int)(h->jungfrau & 15u) : 0);
    db_bind_int_or_null(st, i++, h->ramsch ? h->durchmarsch : 0);
    sqlite3_bind_int(st, i++, h->ramsch ? h->schieben : 0);
    if (sqlite3_step(st) != SQLITE_DONE)
        rc = db_sqlerr(d, err, "recording the house fields");
    sqlite3_finalize(st);
    return rc;
}

/* Is game gid stored with exactly the house fields h? */
static int same_house(db *d, int64_t gid, const game_house *h, bool *same, sk_err *err)
{
    *same = false;
    sqlite3_stmt *st = db_prep(d, "SELECT " HOUSE_COLS " FROM game_house WHERE game_id = ?1", err);
    if (!st)
        return SK_FAIL;
    sqlite3_bind_int64(st, 1, gid);
    game_house now;
    memset(&now, 0, sizeof now);
    int s = sqlite3_step(st), rc = SK_OK;
    if (s == SQLITE_ROW)
        read_house(st, 0, &now);
    else if (s != SQLITE_DONE)
        rc = db_sqlerr(d, err, "reading the house fields");
    sqlite3_finalize(st);
    game_house want = house_as_stored(h);
    *same = rc == SK_OK && housegame_same(&now, &want);
    return rc;
}

/* Keep the version of game gid as it is now in the history (games_audit
 * and its house fields) with action ("edit", "delete", "restore"). */
static int keep_version(db *d, int64_t gid, const char *action, const char *what, sk_err *err)
{
    sqlite3_stmt *st = db_prep(d, "INSERT INTO games_audit(action, game_id, table_id, game_no, "
                                  "entered, " GAME_COLS ") SELECT ?2, id, table_id, game_no, "
                                  "entered, " GAME_COLS " FROM games WHERE id = ?1", err);
    if (!st)
        return SK_FAIL;
    sqlite3_bind_int64(st, 1, gid);
    sqlite3_bind_text(st, 2, action, -1, SQLITE_STATIC);
    int rc = SK_OK;
    if (sqlite3_step(st) != SQLITE_DONE)
        rc = db_sqlerr(d, err, what);
    sqlite3_finalize(st);
    if (rc != SK_OK)
        return rc;
    st = db_prep(d, "INSERT INTO game_house_audit(audit_id, " HOUSE_COLS ") SELECT ?2, "
                    HOUSE_COLS " FROM game_house WHERE game_id = ?1", err);
    if (!st)
        return SK_FAIL;
    sqlite3_bind_int64(st, 1, gid);
    sqlite3_bind_int64(st, 2, sqlite3_last_insert_rowid(d->h));
    if (sqlite3_step(st) != SQLITE_DONE)
        rc = db_sqlerr(d, err, what);
    sqlite3_finalize(st);
    return rc;
}

void db_game_col(const game_entry *e, const rules_outcome *o, int k, db_game_val *v)
{
    static const char *const ann[] = {NULL, "schneider", "schwarz"};
    const rules_game *g = &e->g;
    v->type = SQLITE_INTEGER;
    v->i = 0;
    v->s = NULL;
    if (k == 0) {                       /* passed */
        v->i = e->passed;
        return;
    }
    if (e->passed) {                    /* hand, ouvert, schneider, schwarz 0; the rest NULL */
        if (k != 4 && k != 5 && k != 9 && k != 10)
            v->type = SQLITE_NULL;
        return;
    }
    switch (k) {
    case 1: v->i = e->declarer; break;
    case 2: v->type = SQLITE_TEXT; v->s = rules_contract_name(g->contract); break;
    case 3:
        if (g->contract == RULES_NULL)
            v->type = SQLITE_NULL;
        else
            v->i = g->matadors;
        break;
    case 4: v->i = g->hand; break;
    case 5: v->i = g->ouvert; break;
    case 6:
        v->s = g->announce == RULES_ANN_SCHNEIDER ? ann[1]
             : g->announce == RULES_ANN_SCHWARZ   ? ann[2] : ann[0];
        v->type = v->s ? SQLITE_TEXT : SQLITE_NULL;
        break;
    case 7: v->i = g->bid; break;
    case 8:
        if (g->points == RULES_POINTS_NONE)
            v->type = SQLITE_NULL;
        else
            v->i = g->points;
        break;
    case 9: v->i = g->schneider; break;
    case 10: v->i = g->schwarz; break;
    case 11:
        v->s = g->result == RULES_RES_WON ? "won" : g->result == RULES_RES_LOST ? "lost" : NULL;
        v->type = v->s ? SQLITE_TEXT : SQLITE_NULL;
        break;
    case 12: v->i = o->real_value; break;
    case 13: v->i = o->value; break;
    case 14: v->i = o->won; break;
    case 15: v->i = o->overbid; break;
    case 16: v->i = o->score; break;
    default: v->i = o->seeger; break;
    }
}

/* Bind a validated game to ?first .. ?first+17 in GAME_COLS order (see
 * db_internal.h). */
void db_bind_game(sqlite3_stmt *st, int first, const game_entry *e, const rules_outcome *o)
{
    for (int k = 0; k < DB_GAME_NCOLS; k++) {
        db_game_val v;
        db_game_col(e, o, k, &v);
        if (v.type == SQLITE_INTEGER)
            sqlite3_bind_int(st, first + k, v.i);
        else if (v.type == SQLITE_TEXT)
            sqlite3_bind_text(st, first + k, v.s, -1, SQLITE_STATIC);
        else
            sqlite3_bind_null(st, first + k);
    }
}

/* Read GAME_COLS starting at column first into out->e (series/table/game
 * and out->id, out->table_size set by the caller) and re-evaluate the
 * outcome.  Every value is checked first: a row of `table` (games or
 * games_audit) that skatsheet would not have stored is reported
 * (db_bad_value), never used as a seat index or fed to the sheet. */
static int read_game(sqlite3_stmt *st, int first, db_game *out, const db_tournament *t,
                     const char *table, int64_t row, sk_err *err)
{
    static const char *const contracts[] = {"clubs", "spades", "hearts", "diamonds", "grand",
                                            "null", NULL};
    static const char *const announces[] = {"schneider", "schwarz", NULL};
    static const char *const results[] = {"won", "lost", NULL};
    int c = first, passed = 0, v = 0;
    game_entry *e = &out->e;
    rules_game_init(&e->g);
    int rc = db_col_range(st, c++, 0, 1, false, table, "passed", row, &passed, err);
    e->passed = passed != 0;
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
        rc = db_col_range(st, c++, 0, 1, false, table, "hand", row, &v, err);
    e->g.hand = v != 0;
    if (rc == SK_OK)
        rc = db_col_range(st, c++, 0, 1, false, table, "ouvert", row, &v, err);
    e->g.ouvert = v != 0;
    if (rc == SK_OK)
        rc = db_col_choice(st, c++, announces, true, table, "announce", row, &ann, err);
    e->g.announce = !ann ? RULES_ANN_NONE
                  : strcmp(ann, "schwarz") == 0 ? RULES_ANN_SCHWARZ : RULES_ANN_SCHNEIDER;
    if (rc == SK_OK && sqlite3_column_type(st, c) != SQLITE_NULL)
        rc = db_col_range(st, c, 18, 264, false, table, "bid", row, &e->g.bid, err);
    c++;
    if (rc == SK_OK && sqlite3_column_type(st, c) != SQLITE_NULL)
        rc = db_col_range(st, c, 0, 120, false, table, "points", row, &e->g.points, err);
    else
        e->g.points = RULES_POINTS_NONE;
    c++;
    if (rc == SK_OK)
        rc = db_col_range(st, c++, 0, 1, false, table, "schneider", row, &v, err);
    e->g.schneider = v != 0;
    if (rc == SK_OK)
        rc = db_col_range(st, c++, 0, 1, false, table, "schwarz", row, &v, err);
    e->g.schwarz = v != 0;
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
static int read_placed_game(sqlite3_stmt *st, db_game *g, const db_tournament *t, sk_err *err)
{
    memset(g, 0, sizeof *g);
    g->id = sqlite3_column_int64(st, 0);
    g->e.series = sqlite3_column_int(st, 1);
    g->e.game_no = sqlite3_column_int(st, 3);
    int64_t tabid = sqlite3_column_int64(st, 6 + GAME_NCOLS + HOUSE_NCOLS);
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

/* The games of tournament tid in order (series_no, table_no: 0 for all):
 * *t gets the tournament and *st the PLACED_GAME_SQL statement, both for
 * the caller to clear/finalize; on failure neither is left open. */
static int list_games(db *d, int64_t tid, int series_no, int table_no, db_tournament *t,
                      sqlite3_stmt **st, sk_err *err)
{
    int rc = db_tournament_get(d, tid, t, err);
    if (rc != SK_OK)
        return rc;
    *st = db_prep(d, PLACED_GAME_SQL "WHERE s.tournament_id = ?1 "
                                     "AND (?2 = 0 OR s.series_no = ?2) "
                                     "AND (?3 = 0 OR x.table_no = ?3) "
                                     "ORDER BY s.series_no, x.table_no, g.game_no", err);
    if (!*st) {
        db_tournament_clear(t);
        return SK_FAIL;
    }
    sqlite3_bind_int64(*st, 1, tid);
    sqlite3_bind_int(*st, 2, series_no);
    sqlite3_bind_int(*st, 3, table_no);
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
    *id = 0;
    sqlite3_stmt *st = db_prep(d, "SELECT id FROM games WHERE table_id = ?1 AND game_no = ?2", err);
    if (!st)
        return SK_FAIL;
    sqlite3_bind_int64(st, 1, tabid);
    sqlite3_bind_int(st, 2, game_no);
    int s = sqlite3_step(st), rc = SK_OK;
    if (s == SQLITE_ROW)
        *id = sqlite3_column_int64(st, 0);
    else if (s != SQLITE_DONE)
        rc = db_sqlerr(d, err, "reading games");
    sqlite3_finalize(st);
    return rc;
}

/* Read one stored game by id into out. */
static int get_game(db *d, const db_tournament *t, int64_t gid, db_game *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    sqlite3_stmt *st = db_prep(d, PLACED_GAME_SQL "WHERE g.id = ?1", err);
    if (!st)
        return SK_FAIL;
    sqlite3_bind_int64(st, 1, gid);
    int rc = SK_OK;
    if (sqlite3_step(st) == SQLITE_ROW) {
        rc = read_placed_game(st, out, t, err);
    } else {
        rc = db_sqlerr(d, err, "reading the game");
    }
    sqlite3_finalize(st);
    return rc;
}

/* Everything of add/edit inside the transaction.  edit: replace. */
static int put_game(db *d, int64_t tid, game_entry *e, bool edit, db_game *out, sk_err *err)
{
    db_tournament t;
    int rc = db_tournament_get(d, tid, &t, err);
    if (rc != SK_OK)
        return rc;
    int64_t tabid = 0;
    int size = 0;
    rc = find_table(d, tid, e->series, e->table_no, &tabid, &size, err);
    game_table_rules tr;
    db_tournament_table_rules(&t, size, &tr);
    int count = 0;
    if (rc == SK_OK) {
        sqlite3_stmt *st = db_prep(d, "SELECT count(*) FROM games WHERE table_id = ?1", err);
        if (!st) {
            rc = SK_FAIL;
        } else {
            sqlite3_bind_int64(st, 1, tabid);
            if (sqlite3_step(st) == SQLITE_ROW)
                count = sqlite3_column_int(st, 0);
            else
                rc = db_sqlerr(d, err, "counting games");
            sqlite3_finalize(st);
        }
    }
    if (rc == SK_OK && !edit && e->game_no == 0) {
        /* the next free game number: the smallest one not yet used */
        sqlite3_stmt *st = db_prep(d, "SELECT coalesce((SELECT min(g.game_no + 1) FROM games g "
                                      "WHERE g.table_id = ?1 AND NOT EXISTS (SELECT 1 FROM games h "
                                      "WHERE h.table_id = ?1 AND h.game_no = g.game_no + 1) "
                                      "AND EXISTS (SELECT 1 FROM games k WHERE k.table_id = ?1 "
                                      "AND k.game_no = 1)), 1)", err);
        if (!st) {
            rc = SK_FAIL;
        } else {
            sqlite3_bind_int64(st, 1, tabid);
            if (sqlite3_step(st) == SQLITE_ROW)
                e->game_no = sqlite3_column_int(st, 0);
            else
                rc = db_sqlerr(d, err, "finding the next game number");
            sqlite3_finalize(st);
        }
    }
    if (rc == SK_OK && !edit && count >= tr.series_games)
        rc = sk_err_set(err, SK_INVALID, _("table %d of series %d is full: a %d-table plays %d games "
                        "per series"), e->table_no, e->series, size, tr.series_games);
    int64_t oldid = 0;
    if (rc == SK_OK)
        rc = game_id_of(d, tabid, e->game_no, &oldid, err);
    if (rc == SK_OK && !edit && oldid)
        rc = sk_err_set(err, SK_INVALID, _("game %d of table %d, series %d is already recorded: "
                        "one entry per game number (change it with 'game edit')"),
                        e->game_no, e->table_no, e->series);
    if (rc == SK_OK && edit && !oldid)
        rc = sk_err_set(err, SK_INVALID, _("game %d of table %d, series %d is not recorded: "
                        "nothing to edit"), e->game_no, e->table_no, e->series);
    rules_outcome o;
    if (rc == SK_OK)
        rc = game_validate(e, &tr, &o, err);
    bool same = false;
    if (rc == SK_OK && edit) {
        sqlite3_stmt *st = db_prep(d, "SELECT 1 FROM games WHERE id = ?1 AND " GAME_SAME, err);
        if (!st) {
            rc = SK_FAIL;
        } else {
            sqlite3_bind_int64(st, 1, oldid);
            db_bind_game(st, 2, e, &o);
            int s = sqlite3_step(st);
            if (s == SQLITE_ROW)
                same = true;
            else if (s != SQLITE_DONE)
                rc = db_sqlerr(d, err, "comparing the game");
            sqlite3_finalize(st);
        }
        if (rc == SK_OK && same)
            rc = same_house(d, oldid, &e->h, &same, err);
    }
    if (rc == SK_OK && edit && same) {
        /* an unchanged save writes nothing */
    } else if (rc == SK_OK && edit) {
        rc = keep_version(d, oldid, "edit", "keeping the old version", err);
        if (rc == SK_OK) {
            sqlite3_stmt *st =
                db_prep(d, "UPDATE games SET (" GAME_COLS ", entered) = (?2, ?3, ?4, ?5, ?6, ?7, "
                           "?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, "
                           "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) WHERE id = ?1", err);
            if (!st) {
                rc = SK_FAIL;
            } else {
                sqlite3_bind_int64(st, 1, oldid);
                db_bind_game(st, 2, e, &o);
                if (sqlite3_step(st) != SQLITE_DONE)
                    rc = db_sqlerr(d, err, "changing the game");
                sqlite3_finalize(st);
            }
        }
        if (rc == SK_OK)
            rc = db_put_house(d, oldid, &e->h, err);
    } else if (rc == SK_OK) {
        sqlite3_stmt *st = db_prep(d, "INSERT INTO games(table_id, game_no, " GAME_COLS ") VALUES "
                                      "(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, "
                                      "?15, ?16, ?17, ?18, ?19, ?20)", err);
        if (!st) {
            rc = SK_FAIL;
        } else {
            sqlite3_bind_int64(st, 1, tabid);
            sqlite3_bind_int(st, 2, e->game_no);
            db_bind_game(st, 3, e, &o);
            if (sqlite3_step(st) != SQLITE_DONE)
                rc = db_sqlerr(d, err, "recording the game");
            else
                oldid = sqlite3_last_insert_rowid(d->h);
            sqlite3_finalize(st);
        }
        if (rc == SK_OK)
            rc = db_put_house(d, oldid, &e->h, err);
    }
    if (rc == SK_OK && out) {
        rc = get_game(d, &t, oldid, out, err);
        out->unchanged = same;
    }
    db_tournament_clear(&t);
    return rc;
}

int db_game_restore(db *d, int64_t tid, int series_no, int table_no, int game_no,
                    int64_t audit_id, db_game *out, sk_err *err)
{
    if (out)
        memset(out, 0, sizeof *out);
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    int64_t tabid = 0, gid = 0, aid = 0;
    int size;
    rc = find_table(d, tid, series_no, table_no, &tabid, &size, err);
    if (rc == SK_OK) {
        sqlite3_stmt *st = db_prep(d, "SELECT audit_id FROM games_audit WHERE table_id = ?1 "
                                      "AND game_no = ?2 AND (?3 = 0 OR audit_id = ?3) "
                                      "ORDER BY audit_id DESC LIMIT 1", err);
        if (!st) {
            rc = SK_FAIL;
        } else {
            sqlite3_bind_int64(st, 1, tabid);
            sqlite3_bind_int(st, 2, game_no);
            sqlite3_bind_int64(st, 3, audit_id);
            int s = sqlite3_step(st);
            if (s == SQLITE_ROW)
                aid = sqlite3_column_int64(st, 0);
            else if (s != SQLITE_DONE)
                rc = db_sqlerr(d, err, "reading the history");
            else if (audit_id)
                rc = sk_err_set(err, SK_INVALID, _("version #%lld is not in the history of game %d "
                                "of table %d, series %d (see 'skatsheet game history')"),
                                (long long)audit_id, game_no, table_no, series_no);
            else
                rc = sk_err_set(err, SK_INVALID, _("game %d of table %d, series %d has no earlier "
                                "version: nothing to restore"), game_no, table_no, series_no);
            sqlite3_finalize(st);
        }
    }
    if (rc == SK_OK)
        rc = game_id_of(d, tabid, game_no, &gid, err);
    if (rc == SK_OK && gid) {
        sqlite3_stmt *st = db_prep(d, "SELECT 1 FROM games g JOIN games_audit a ON a.audit_id = ?2 "
                                      "WHERE g.id = ?1 AND g.passed IS a.passed AND g.declarer IS "
                                      "a.declarer AND g.contract IS a.contract AND g.matadors IS "
                                      "a.matadors AND g.hand IS a.hand AND g.ouvert IS a.ouvert AND "
                                      "g.announce IS a.announce AND g.bid IS a.bid AND g.points IS "
                                      "a.points AND g.schneider IS a.schneider AND g.schwarz IS "
                                      "a.schwarz AND g.result IS a.result AND "
                                      "(SELECT json_array(" HOUSE_COLS ") FROM game_house "
                                      "WHERE game_id = g.id) IS (SELECT json_array(" HOUSE_COLS
                                      ") FROM game_house_audit WHERE audit_id = a.audit_id)", err);
        if (!st) {
            rc = SK_FAIL;
        } else {
            sqlite3_bind_int64(st, 1, gid);
            sqlite3_bind_int64(st, 2, aid);
            int s = sqlite3_step(st);
            if (s == SQLITE_ROW)
                rc = sk_err_set(err, SK_INVALID, _("game %d of table %d, series %d is recorded "
                                "with the values of version #%lld already: nothing to restore"),
                                game_no, table_no, series_no, (long long)aid);
            else if (s != SQLITE_DONE)
                rc = db_sqlerr(d, err, "comparing the game");
            sqlite3_finalize(st);
        }
    }
    if (rc == SK_OK && gid) {
        rc = keep_version(d, gid, "edit", "keeping the current version", err);
        if (rc == SK_OK)
            rc = db_exec_id(d, "DELETE FROM games WHERE id = ?1", gid, "restoring the game", err);
    }
    if (rc == SK_OK) {
        rc = db_exec_id(d, "INSERT INTO games(table_id, game_no, " GAME_COLS ") SELECT "
                        "table_id, game_no, " GAME_COLS " FROM games_audit WHERE audit_id = ?1",
                        aid, "restoring the game", err);
        if (rc == SK_OK)
            gid = sqlite3_last_insert_rowid(d->h);
    }
    if (rc == SK_OK) {
        sqlite3_stmt *st = db_prep(d, "INSERT INTO game_house(game_id, " HOUSE_COLS ") SELECT "
                                      "?1, " HOUSE_COLS " FROM game_house_audit "
                                      "WHERE audit_id = ?2", err);
        if (!st) {
            rc = SK_FAIL;
        } else {
            sqlite3_bind_int64(st, 1, gid);
            sqlite3_bind_int64(st, 2, aid);
            if (sqlite3_step(st) != SQLITE_DONE)
                rc = db_sqlerr(d, err, "restoring the house fields");
            sqlite3_finalize(st);
        }
    }
    if (rc == SK_OK)
        rc = keep_version(d, gid, "restore", "recording the restore", err);
    if (rc == SK_OK && out) {
        db_tournament t;
        rc = db_tournament_get(d, tid, &t, err);
        if (rc == SK_OK)
            rc = get_game(d, &t, gid, out, err);
        db_tournament_clear(&t);
    }
    rc = db_finish(d, rc, err);
    if (rc != SK_OK && out)
        db_game_clear(out);
    return rc;
}

int db_game_add(db *d, int64_t tid, game_entry *e, db_game *out, sk_err *err)
{
    if (out)
        memset(out, 0, sizeof *out);
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    rc = put_game(d, tid, e, false, out, err);
    if (rc != SK_OK) {
        db_rollback(d);
        return rc;
    }
    rc = db_commit(d, err);
    if (rc != SK_OK && out)
        db_game_clear(out);
    return rc;
}

int db_game_edit(db *d, int64_t tid, const game_entry *e, db_game *out, sk_err *err)
{
    if (out)
        memset(out, 0, sizeof *out);
    game_entry copy = *e;
    if (copy.game_no < 1)
        return sk_err_set(err, SK_INVALID, _("game number missing: say which game to change"));
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    rc = put_game(d, tid, &copy, true, out, err);
    if (rc != SK_OK) {
        db_rollback(d);
        return rc;
    }
    rc = db_commit(d, err);
    if (rc != SK_OK && out)
        db_game_clear(out);
    return rc;
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
        rc = keep_version(d, gid, "delete", "keeping the old version", err);
    if (rc == SK_OK)
        rc = db_exec_id(d, "DELETE FROM games WHERE id = ?1", gid, "deleting the game", err);
    return db_finish(d, rc, err);
}

int db_game_list(db *d, int64_t tid, int series_no, int table_no, db_game **out, size_t *n,
                 sk_err *err)
{
    *out = NULL;
    *n = 0;
    db_tournament t;
    sqlite3_stmt *st;
    int rc = list_games(d, tid, series_no, table_no, &t, &st, err);
    if (rc != SK_OK)
        return rc;
    size_t cap = 0;
    int s;
    while (rc == SK_OK && (s = sqlite3_step(st)) == SQLITE_ROW) {
        *out = db_grow(*out, *n, &cap, sizeof **out, 64);
        rc = read_placed_game(st, &(*out)[(*n)++], &t, err);
    }
    if (rc == SK_OK && s != SQLITE_DONE)
        rc = db_sqlerr(d, err, "listing games");
    sqlite3_finalize(st);
    db_tournament_clear(&t);
    if (rc != SK_OK) {
        db_games_free(*out, *n);
        *out = NULL;
        *n = 0;
    }
    return rc;
}

int db_game_each(db *d, int64_t tid, int series_no, db_game_fn fn, void *arg, sk_err *err)
{
    db_tournament t;
    sqlite3_stmt *st;
    int rc = list_games(d, tid, series_no, 0, &t, &st, err);
    if (rc != SK_OK)
        return rc;
    int s = SQLITE_DONE;
    while (rc == SK_OK && (s = sqlite3_step(st)) == SQLITE_ROW) {
        db_game g;
        rc = read_placed_game(st, &g, &t, err);
        if (rc == SK_OK)
            rc = fn(arg, &g, err);
        db_game_clear(&g);
    }
    sqlite3_finalize(st);
    db_tournament_clear(&t);
    if (rc == SK_OK && s != SQLITE_DONE)
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
    sqlite3_stmt *st = db_prep(d, "SELECT a.audit_id, a.action, a.changed, a.game_id, s.series_no, "
                                  "x.table_no, a.game_no, x.size, a.entered, " GAME_COLS ", "
                                  HOUSE_COLS " FROM games_audit a JOIN tables x ON x.id = a.table_id "
                                  "LEFT JOIN game_house_audit h ON h.audit_id = a.audit_id "
                                  "JOIN series s ON s.id = x.series_id "
                                  "WHERE s.tournament_id = ?1 AND (?2 = 0 OR s.series_no = ?2) "
                                  "AND (?3 = 0 OR x.table_no = ?3) AND (?4 = 0 OR a.game_no = ?4) "
                                  "ORDER BY a.audit_id", err);
    if (!st) {
        db_tournament_clear(&t);
        return SK_FAIL;
    }
    sqlite3_bind_int64(st, 1, tid);
    sqlite3_bind_int(st, 2, series_no);
    sqlite3_bind_int(st, 3, table_no);
    sqlite3_bind_int(st, 4, game_no);
    size_t cap = 0;
    int s;
    rc = SK_OK;
    while (rc == SK_OK && (s = sqlite3_step(st)) == SQLITE_ROW) {
        *out = db_grow(*out, *n, &cap, sizeof **out, 16);
        db_audit *a = &(*out)[(*n)++];
        memset(a, 0, sizeof *a);
        a->audit_id = sqlite3_column_int64(st, 0);
        a->action = db_col_str(st, 1);
        a->changed = db_col_str(st, 2);
        a->old.id = sqlite3_column_int64(st, 3);
        a->old.e.series = sqlite3_column_int(st, 4);
        a->old.e.table_no = sqlite3_column_int(st, 5);
        a->old.e.game_no = sqlite3_column_int(st, 6);
        rc = db_col_range(st, 7, 3, 4, false, "tables", "size", a->audit_id,
                          &a->old.table_size, err);
        a->old.entered = db_col_str(st, 8);
        if (rc == SK_OK)
            rc = read_game(st, 9, &a->old, &t, "games_audit", a->audit_id, err);
        if (rc == SK_OK)
            read_house(st, 9 + GAME_NCOLS, &a->old.e.h);
    }
    if (rc == SK_OK && s != SQLITE_DONE)
        rc = db_sqlerr(d, err, "reading the history");
    sqlite3_finalize(st);
    db_tournament_clear(&t);
    if (rc != SK_OK) {
        db_audits_free(*out, *n);
        *out = NULL;
        *n = 0;
    }
    return rc;
}

int db_seeger_totals(db *d, int64_t tid, db_player_total **out, size_t *n, sk_err *err)
{
    *out = NULL;
    *n = 0;
    /* per seat and game: the declarer's seeger (stored, computed by the
     * rules engine), or the bonus of a lost game for every other seat of the
     * table (a 4-table's dealer included).  Summed in SQL so a large
     * tournament streams through one query; the bonuses are bound from
     * seeger.h, so the formula keeps one home. */
    sqlite3_stmt *st = db_prep(d,
        "SELECT p.player_id, "
        "  coalesce(sum(CASE WHEN g.passed = 1 THEN 0 WHEN g.declarer = p.seat THEN g.seeger "
        "      WHEN g.won = 0 THEN (CASE x.size WHEN 3 THEN ?2 ELSE ?3 END) ELSE 0 END), 0) AS total, "
        "  coalesce(sum(g.passed = 0 AND g.declarer = p.seat AND g.won = 1), 0) AS won, "
        "  coalesce(sum(g.passed = 0 AND g.declarer = p.seat AND g.won = 0), 0) AS lost "
        "FROM seats p JOIN tables x ON x.id = p.table_id JOIN series s ON s.id = x.series_id "
        "LEFT JOIN games g ON g.table_id = x.id "
        "WHERE s.tournament_id = ?1 GROUP BY p.player_id "
        "ORDER BY total DESC, won DESC, lost ASC, p.player_id", err);
    if (!st)
        return SK_FAIL;
    sqlite3_bind_int64(st, 1, tid);
    sqlite3_bind_int(st, 2, seeger_bonus_per_lost(3));
    sqlite3_bind_int(st, 3, seeger_bonus_per_lost(4));
    size_t cap = 0;
    int s;
    while ((s = sqlite3_step(st)) == SQLITE_ROW) {
        *out = db_grow(*out, *n, &cap, sizeof **out, 32);
        db_player_total *p = &(*out)[(*n)++];
        p->player_id = sqlite3_column_int64(st, 0);
        p->total = sqlite3_column_int(st, 1);
        p->won = sqlite3_column_int(st, 2);
        p->lost = sqlite3_column_int(st, 3);
    }
    sqlite3_finalize(st);
    if (s != SQLITE_DONE) {
        free(*out);
        *out = NULL;
        *n = 0;
        return db_sqlerr(d, err, "computing totals");
    }
    return SK_OK;
}
