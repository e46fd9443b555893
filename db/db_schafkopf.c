/* db_schafkopf.c - see db_schafkopf.h. */
#include "db_internal.h"
#include "i18n.h"
#include "db_schafkopf.h"
#include "db_tournaments.h"
#include "db_seating.h"
#include "db_rows.h"

#include <stdlib.h>
#include <string.h>

void db_sch_games_free(db_sch_game *v, size_t n)
{
    for (size_t i = 0; i < n; i++)
        free(v[i].entered);
    free(v);
}

#define SCH_COLS "contract, suit, called, declarer, partner, augen, result, schneider, " \
                 "schwarz, tout, sie, laufende, lauf_side, klopfer, kontra, doubled, "     \
                 "doublings, losers, jungfrau, durchmarsch, p1, p2, p3, p4, zero_sum, won, " \
                 "solo_won_by, doubled_set"
#define SCH_NCOLS 28

/* The parameters of SCH_COLS (the same names) and the type of each. */
#define SCH_PARAMS ":contract, :suit, :called, :declarer, :partner, :augen, :result, " \
                   ":schneider, :schwarz, :tout, :sie, :laufende, :lauf_side, :klopfer, " \
                   ":kontra, :doubled, :doublings, :losers, :jungfrau, :durchmarsch, :p1, :p2, " \
                   ":p3, :p4, :zero_sum, :won, :solo_won_by, :doubled_set"
static const char *const sch_params[SCH_NCOLS] = {
    ":contract", ":suit", ":called", ":declarer", ":partner", ":augen", ":result",
    ":schneider", ":schwarz", ":tout", ":sie", ":laufende", ":lauf_side", ":klopfer",
    ":kontra", ":doubled", ":doublings", ":losers", ":jungfrau", ":durchmarsch", ":p1", ":p2",
    ":p3", ":p4", ":zero_sum", ":won", ":solo_won_by", ":doubled_set"};
/* the text columns among them: contract, suit, called, result, lauf_side */
static bool sch_text_col(int i)
{
    return i == 0 || i == 1 || i == 2 || i == 6 || i == 12;
}

static void bind_null(db_stmt *st, int i)
{
    db_bind_null_at(st, db_param(st, sch_params[i]), sch_text_col(i) ? DB_TEXT : DB_INTEGER);
}

static void bind_int(db_stmt *st, int i, int64_t v)
{
    db_bind_int_at(st, db_param(st, sch_params[i]), v);
}

static void bind_int_null(db_stmt *st, int i, bool null, int v)
{
    if (null)
        bind_null(st, i);
    else
        bind_int(st, i, v);
}

static void bind_text(db_stmt *st, int i, const char *s)
{
    if (s && *s)
        db_bind_text_at(st, db_param(st, sch_params[i]), s);
    else
        bind_null(st, i);
}

/* Bind the SCH_COLS of r to SCH_PARAMS. */
static void bind_row(db_stmt *st, const db_sch_game *r)
{
    int i = 0;
    const sch_game *g = &r->g;
    if (g->family == SCH_FAM_WENDISCH) {
        const sch_wend_game *w = &g->w;
        char called[32];
        sch_called_word(w->called, w->called_suit, w->called_rank, called, sizeof called);
        bind_text(st, i++, sch_wend_contract_word(w->contract));
        bind_null(st, i++);                       /* suit */
        bind_text(st, i++, called);
        bind_int_null(st, i++, w->party[0] == 0, w->party[0]);
        bind_int_null(st, i++, w->party[1] == 0, w->party[1]);
        bind_int_null(st, i++, w->party_augen == SCH_AUGEN_NONE, w->party_augen);
        bind_text(st, i++, w->result == SCH_RES_WON ? "won" : w->result == SCH_RES_LOST ? "lost" : NULL);
        bind_int(st, i++, w->schneider);
        bind_int(st, i++, w->loser_no_trick);
        bind_int(st, i++, 0);                     /* tout */
        bind_int(st, i++, 0);                     /* sie */
        bind_int(st, i++, 0);                     /* laufende */
        bind_null(st, i++);                       /* lauf_side */
        bind_int(st, i++, 0);                     /* klopfer */
        bind_int(st, i++, 0);                     /* kontra */
        bind_int(st, i++, 0);                     /* doubled */
        bind_int(st, i++, w->doublings);
        bind_int(st, i++, 0);
        bind_int(st, i++, 0);
        bind_null(st, i++);
    } else {
        const sch_bav_game *b = &g->b;
        bind_text(st, i++, sch_bav_kind_word(b->kind));
        bind_text(st, i++, b->suit ? sch_bav_suit_word(b->suit) : NULL);
        bind_null(st, i++);
        bind_int_null(st, i++, b->declarer == 0, b->declarer);
        bind_int_null(st, i++, b->partner == 0, b->partner);
        bind_int_null(st, i++, b->declarer_party_augen == SCH_AUGEN_NONE, b->declarer_party_augen);
        bind_text(st, i++, b->result == SCH_RES_WON ? "won" : b->result == SCH_RES_LOST ? "lost" : NULL);
        bind_int(st, i++, b->schneider);
        bind_int(st, i++, b->loser_no_trick);
        bind_int(st, i++, b->tout);
        bind_int(st, i++, b->sie);
        bind_int(st, i++, b->laufende);
        bind_text(st, i++, b->laufende_side == SCH_LAUF_MIT ? "mit"
                           : b->laufende_side == SCH_LAUF_OHNE ? "ohne" : NULL);
        bind_int(st, i++, b->klopfer);
        bind_int(st, i++, b->kontra_level);
        bind_int(st, i++, b->doubled);
        bind_int(st, i++, 0);
        bind_int(st, i++, (int)b->ramsch_losers);
        bind_int(st, i++, (int)b->ramsch_jungfrau);
        bind_int_null(st, i++, b->durchmarsch == 0, b->durchmarsch);
    }
    for (int k = 0; k < SCH_SEATS; k++)
        bind_int(st, i++, r->pts[k]);
    bind_int(st, i++, r->zero_sum);
    bind_int(st, i++, r->won);
    bind_int_null(st, i++, r->solo_won_by == 0, r->solo_won_by);
    /* doubled_set: NULL derived (A.5.4 point 3), 1 --doubled, 0 --not-doubled */
    sch_doubled_set ds = g->family == SCH_FAM_BAYERISCH ? g->b.doubled_set : SCH_DOUBLED_AUTO;
    bind_int_null(st, i++, ds == SCH_DOUBLED_AUTO, ds == SCH_DOUBLED_YES);
}

static const char *col_text(db_stmt *st, int c)
{
    const char *s = db_col_text(st, c);
    return s ? s : "";
}

/* The numbers of SCH_COLS used as seats, counts or bit sets: checked
 * before use (column offset from the first SCH_COL, range, NULL allowed). */
static const struct {
    int off, lo, hi;
    bool null_ok;
    const char *name;
} sch_ranges[] = {
    {3, 1, 4, true, "declarer"},   {4, 1, 4, true, "partner"},     {5, 0, 120, true, "augen"},
    {7, 0, 1, false, "schneider"}, {8, 0, 1, false, "schwarz"},    {9, 0, 1, false, "tout"},
    {10, 0, 1, false, "sie"},      {11, 0, 14, false, "laufende"}, {13, 0, 4, false, "klopfer"},
    {14, 0, 4, false, "kontra"},   {15, 0, 1, false, "doubled"},   {16, 0, 8, false, "doublings"},
    {17, 0, 15, false, "losers"},  {18, 0, 15, false, "jungfrau"}, {19, 1, 4, true, "durchmarsch"},
    {26, 1, 4, true, "solo_won_by"}, {27, 0, 1, true, "doubled_set"},
};

/* Read SCH_COLS from column first into r (family fam) after checking the
 * numbers (a row of table, e.g. sch_games, that skatsheet would not have
 * stored is reported with db_bad_value). */
static int read_row(db_stmt *st, int first, sch_family fam, db_sch_game *r,
                    const char *table, sk_err *err)
{
    for (size_t i = 0; i < sizeof sch_ranges / sizeof *sch_ranges; i++) {
        int v;
        if (db_col_range(st, first + sch_ranges[i].off, sch_ranges[i].lo, sch_ranges[i].hi,
                         sch_ranges[i].null_ok, table, sch_ranges[i].name, r->id, &v,
                         err) != SK_OK)
            return SK_FAIL;
    }
    int c = first;
    sch_game_init(&r->g, fam);
    const char *contract = col_text(st, c++);
    const char *suit = col_text(st, c++);
    const char *called = col_text(st, c++);
    int decl = db_col_int(st, c++);
    int partner = db_col_int(st, c++);
    int augen = db_col_type(st, c) == DB_NULL ? SCH_AUGEN_NONE : db_col_int(st, c);
    c++;
    const char *res = col_text(st, c++);
    sch_result result = !strcmp(res, "won") ? SCH_RES_WON : !strcmp(res, "lost") ? SCH_RES_LOST
                                                                                 : SCH_RES_NONE;
    bool schneider = db_col_int(st, c++), schwarz = db_col_int(st, c++);
    bool tout = db_col_int(st, c++), sie = db_col_int(st, c++);
    int lauf = db_col_int(st, c++);
    const char *side = col_text(st, c++);
    int klopfer = db_col_int(st, c++), kontra = db_col_int(st, c++);
    bool doubled = db_col_int(st, c++);
    int doublings = db_col_int(st, c++);
    int losers = db_col_int(st, c++), jungfrau = db_col_int(st, c++);
    int durch = db_col_int(st, c++);
    for (int k = 0; k < SCH_SEATS; k++)
        r->pts[k] = db_col_int64(st, c++);
    r->zero_sum = db_col_int(st, c++);
    r->won = db_col_int(st, c++);
    r->solo_won_by = db_col_int(st, c++);
    sch_doubled_set dset = db_col_type(st, c) == DB_NULL ? SCH_DOUBLED_AUTO
                           : db_col_int(st, c)            ? SCH_DOUBLED_YES
                                                          : SCH_DOUBLED_NO;
    c++;
    if (fam == SCH_FAM_WENDISCH) {
        sch_wend_game *w = &r->g.w;
        int k = sch_wend_contract_parse(contract);
        w->contract = k < 0 ? SCH_WEND_ALTE : (sch_wend_contract)k;
        if (*called)
            sch_called_parse(called, &w->called, &w->called_suit, &w->called_rank);
        w->party[0] = decl;
        w->party[1] = partner;
        w->party_augen = augen;
        w->result = result;
        w->schneider = schneider;
        w->loser_no_trick = schwarz;
        w->doublings = doublings;
    } else {
        sch_bav_game *b = &r->g.b;
        int k = sch_bav_kind_parse(contract);
        b->kind = k < 0 ? SCH_BAV_RUF : (sch_bav_kind)k;
        int s = sch_bav_suit_parse(suit);
        b->suit = s < 0 ? SCH_SUIT_NONE : (sch_bav_suit)s;
        b->declarer = decl;
        b->partner = partner;
        b->declarer_party_augen = augen;
        b->result = result;
        b->schneider = schneider;
        b->loser_no_trick = schwarz;
        b->tout = tout;
        b->sie = sie;
        b->laufende = lauf;
        b->laufende_side = !strcmp(side, "mit") ? SCH_LAUF_MIT : !strcmp(side, "ohne") ? SCH_LAUF_OHNE
                                                                                      : SCH_LAUF_UNSET;
        b->klopfer = klopfer;
        b->kontra_level = kontra;
        b->doubled = doubled;
        b->doubled_set = dset;
        b->ramsch_losers = (unsigned)losers;
        b->ramsch_jungfrau = (unsigned)jungfrau;
        b->durchmarsch = durch;
    }
    return SK_OK;
}

int db_sch_game_store(db *d, int64_t table_id, const db_sch_game *r, bool edit, sk_err *err)
{
    char now[DB_NOW_SIZE];
    db_now(now);
    db_stmt *st = db_prep_args(d, edit ? "UPDATE sch_games SET (" SCH_COLS ", entered) = ("
                                         SCH_PARAMS ", :now) WHERE table_id = :table_id "
                                         "AND game_no = :game_no"
                                       : "INSERT INTO sch_games(table_id, game_no, entered, "
                                         SCH_COLS ") VALUES (:table_id, :game_no, :now, "
                                         SCH_PARAMS ")",
                               DB_ARGS(DB_I(":table_id", table_id), DB_I(":game_no", r->game_no),
                                       DB_S(":now", now)),
                               err);
    if (st)
        bind_row(st, r);
    return dn_write(d, st, "storing the Schafkopf game", err);
}

int db_sch_game_remove(db *d, int64_t table_id, int game_no, sk_err *err)
{
    return db_run(d, "DELETE FROM sch_games WHERE table_id = :table_id AND game_no = :game_no",
                  DB_ARGS(DB_I(":table_id", table_id), DB_I(":game_no", game_no)),
                  "deleting the game", err);
}

/* A row of bad_solo's query: its solo_won_by (SQL NULL: none) is a seat. */
static int solo_row(db_stmt *st, void *elem, sk_err *err)
{
    return db_col_range(st, 0, 1, 4, true, "sch_games", "solo_won_by", db_col_int64(st, 1),
                        elem, err);
}

/* A game of table row tabid whose solo_won_by is no seat (the sums found
 * one): refused as db_col_range words it, naming the game's row. */
static int bad_solo(db *d, int64_t tabid, sk_err *err)
{
    int *v;
    size_t n;
    int rc = db_query_checked(d, "SELECT solo_won_by, id FROM sch_games WHERE table_id = :tabid "
                                 "AND (solo_won_by < 1 OR solo_won_by > 4) ORDER BY game_no",
                              DB_ARGS(DB_I(":tabid", tabid)), solo_row, NULL, sizeof *v,
                              (void **)&v, &n, "reading the Schafkopf games", err);
    free(v);
    /* (gone again since the sums were read: still refused, by the table) */
    return rc == SK_OK ? db_bad_value(err, "sch_games", "solo_won_by", tabid, "?", "1 to 4")
                       : rc;
}

int db_sch_table_sums(db *d, int64_t tid, int series_no, db_sch_table_sum **out, size_t *n,
                      sk_err *err)
{
    *out = NULL;
    *n = 0;
    /* grouped by the games' own index (table_id, game_no): no join per
     * game.  The won solos of the four seats in one sum, a digit group of
     * three each (a table has at most 400 games), and a solo won by no seat
     * (a hand-edited row) in the group above them: one CASE a game instead
     * of five */
    db_stmt *st = db_prep_args(d, "SELECT g.table_id, count(*), sum(g.p1), sum(g.p2), sum(g.p3), "
                                  "sum(g.p4), sum(CASE WHEN g.solo_won_by IS NULL THEN 0 "
                                  "WHEN g.solo_won_by = 1 THEN 1 WHEN g.solo_won_by = 2 THEN 1000 "
                                  "WHEN g.solo_won_by = 3 THEN 1000000 "
                                  "WHEN g.solo_won_by = 4 THEN 1000000000 ELSE 1000000000000 END) "
                                  "FROM sch_games g WHERE g.table_id IN (SELECT t.id FROM tables t "
                                  "JOIN series s ON s.id = t.series_id WHERE s.tournament_id = :tid "
                                  "AND s.series_no = :series_no) "
                                  "GROUP BY g.table_id ORDER BY g.table_id",
                                  DB_ARGS(DB_I(":tid", tid), DB_I(":series_no", series_no)),
                                  err);
    if (!st)
        return SK_FAIL;
    size_t cap = 0;
    int s = DB_DONE, rc = SK_OK;
    while (rc == SK_OK && (s = db_step(st)) == DB_ROW) {
        *out = sk_grow(*out, *n, &cap, sizeof **out, 64);
        db_sch_table_sum *r = &(*out)[(*n)++];
        memset(r, 0, sizeof *r);
        r->table_id = db_col_int64(st, 0);
        /* counts of games a table can hold (a series has at most 400) */
        rc = db_col_range(st, 1, 1, 400, false, "sch_games", "count(*) per table", r->table_id,
                          &r->games, err);
        int64_t solos = db_col_int64(st, 6);
        for (int k = 0; k < SCH_SEATS; k++) {
            r->pts[k] = db_col_int64(st, 2 + k);
            r->solos[k] = (int)(solos % 1000);
            solos /= 1000;
        }
        if (rc == SK_OK && solos != 0) /* a solo won by no seat */
            rc = bad_solo(d, r->table_id, err);
    }
    if (rc == SK_OK && s != DB_DONE)
        rc = db_sqlerr(d, err, "reading the Schafkopf games");
    db_finalize(st);
    if (rc != SK_OK) {
        free(*out);
        *out = NULL;
        *n = 0;
    }
    return rc;
}

/* A row of db_sch_game_list's query into r, a game of family fam (one row
 * function per family below). */
static int sch_game_row(db_stmt *st, db_sch_game *r, sch_family fam, sk_err *err)
{
    r->series = db_col_int(st, 0);
    r->table_no = db_col_int(st, 1);
    r->game_no = db_col_int(st, 2);
    r->id = db_col_int64(st, 3);
    r->entered = db_col_str(st, 4);
    int rc = read_row(st, 5, fam, r, "sch_games", err);
    if (fam == SCH_FAM_WENDISCH)
        r->g.w.game_no = r->game_no;
    else
        r->g.b.game_no = r->game_no;
    return rc;
}

static int wend_game_row(db_stmt *st, void *elem, sk_err *err)
{
    return sch_game_row(st, elem, SCH_FAM_WENDISCH, err);
}

static int bav_game_row(db_stmt *st, void *elem, sk_err *err)
{
    return sch_game_row(st, elem, SCH_FAM_BAYERISCH, err);
}

static void sch_game_clear_v(void *e)
{
    free(((db_sch_game *)e)->entered);
}

int db_sch_game_list(db *d, int64_t tid, sch_family fam, int series_no, int table_no,
                     db_sch_game **out, size_t *n, sk_err *err)
{
    return db_query_checked(
        d,
        "SELECT s.series_no, t.table_no, g.game_no, g.id, g.entered, " SCH_COLS
        " FROM sch_games g JOIN tables t ON t.id = g.table_id "
        "JOIN series s ON s.id = t.series_id "
        "WHERE s.tournament_id = :tid AND (:series_no = 0 OR s.series_no = :series_no) "
        "AND (:table_no = 0 OR t.table_no = :table_no) "
        "ORDER BY s.series_no, t.table_no, g.game_no",
        DB_ARGS(DB_I(":tid", tid), DB_I(":series_no", series_no), DB_I(":table_no", table_no)),
        fam == SCH_FAM_WENDISCH ? wend_game_row : bav_game_row, sch_game_clear_v, sizeof **out,
        (void **)out, n, "reading the Schafkopf games", err);
}

int db_sch_history(db *d, int64_t tid, sch_family fam, int series_no, int table_no, int game_no,
                   db_sch_game **v, char ***action, size_t *n, sk_err *err)
{
    *v = NULL;
    *action = NULL;
    *n = 0;
    db_stmt *st = db_prep_args(d,
        "SELECT s.series_no, t.table_no, a.game_no, a.game_id, a.changed, a.action, "
        "a.contract, a.suit, a.called, a.declarer, a.partner, a.augen, a.result, a.schneider, "
        "a.schwarz, a.tout, a.sie, a.laufende, a.lauf_side, a.klopfer, a.kontra, a.doubled, "
        "a.doublings, a.losers, a.jungfrau, a.durchmarsch, a.p1, a.p2, a.p3, a.p4, 1, 0, NULL, "
        "a.doubled_set "
        "FROM sch_games_audit a JOIN tables t ON t.id = a.table_id "
        "JOIN series s ON s.id = t.series_id WHERE s.tournament_id = :tid AND s.series_no = :series_no "
        "AND (:table_no = 0 OR t.table_no = :table_no) AND (:game_no = 0 OR a.game_no = :game_no) ORDER BY a.audit_id",
        DB_ARGS(DB_I(":tid", tid), DB_I(":series_no", series_no), DB_I(":table_no", table_no),
                DB_I(":game_no", game_no)),
        err);
    if (!st)
        return SK_FAIL;
    size_t cap = 0, acap = 0;
    int s = DB_DONE, rc = SK_OK;
    while (rc == SK_OK && (s = db_step(st)) == DB_ROW) {
        *v = sk_grow(*v, *n, &cap, sizeof **v, 16);
        *action = sk_grow(*action, *n, &acap, sizeof **action, 16);
        db_sch_game *r = &(*v)[*n];
        memset(r, 0, sizeof *r);
        r->series = db_col_int(st, 0);
        r->table_no = db_col_int(st, 1);
        r->game_no = db_col_int(st, 2);
        r->id = db_col_int64(st, 3);
        r->entered = db_col_str(st, 4);
        (*action)[*n] = db_col_str(st, 5);
        rc = read_row(st, 6, fam, r, "sch_games_audit", err);
        (*n)++;
    }
    if (rc == SK_OK && s != DB_DONE)
        rc = db_sqlerr(d, err, "reading the Schafkopf history");
    db_finalize(st);
    if (rc != SK_OK) {
        db_sch_history_free(*v, *action, *n);
        *v = NULL;
        *action = NULL;
        *n = 0;
    }
    return rc;
}

void db_sch_history_free(db_sch_game *v, char **action, size_t n)
{
    for (size_t i = 0; i < n; i++)
        free(action[i]);
    free(action);
    db_sch_games_free(v, n);
}
