/* db_standings.c - see db_standings.h.  All SQL of standings, sheets, teams,
 * lots and check. */
#include "db_standings.h"
#include "i18n.h"

#include <stdlib.h>
#include <string.h>

#include "db_internal.h"
#include "db_rows.h"
#include "text.h"

/* ---- tables with their games ------------------------------------------ */

typedef struct seat_table {
    int series_no, table_no, size;
    int64_t player[SHEET_MAX_SEATS + 1];
    subs_change *subs; /* the seats' substitutions (malloc'd), nsubs */
    size_t nsubs;
} seat_table;

static void seat_tables_free(seat_table *tabs, size_t n)
{
    for (size_t k = 0; k < n; k++)
        free(tabs[k].subs);
    free(tabs);
}

/* The tables of tid (series_no, table_no: 0 = all) with their seats, in
 * (series, table) order, into *out (malloc'd, *n). */
static int read_seating(db *d, int64_t tid, int series_no, int table_no, seat_table **out,
                        size_t *n, sk_err *err)
{
    static const char *tables_sql =
        "SELECT s.series_no, t.table_no, t.size, st.seat, st.player_id, t.id, st.table_id,"
        "       b.from_game, b.player_id"
        "  FROM series s JOIN tables t ON t.series_id = s.id"
        "  LEFT JOIN seats st ON st.table_id = t.id"
        "  LEFT JOIN seat_subs b ON b.table_id = t.id AND b.seat = st.seat"
        " WHERE s.tournament_id = :tid AND (:series_no = 0 OR s.series_no = :series_no)"
        "   AND (:table_no = 0 OR t.table_no = :table_no)"
        " ORDER BY s.series_no, t.table_no, st.seat, b.from_game";
    seat_table *tabs = NULL;
    size_t ntabs = 0, cap = 0;
    int rc = SK_OK;
    db_stmt *st = db_prep_args(d, tables_sql,
                               DB_ARGS(DB_I(":tid", tid), DB_I(":series_no", series_no),
                                       DB_I(":table_no", table_no)),
                               err);
    if (!st)
        return SK_FAIL;
    int r = DB_DONE;
    while (rc == SK_OK && (r = db_step(st)) == DB_ROW) {
        int s = db_col_int(st, 0), t = db_col_int(st, 1);
        int64_t tabid = db_col_int64(st, 5);
        if (ntabs == 0 || tabs[ntabs - 1].series_no != s || tabs[ntabs - 1].table_no != t) {
            tabs = sk_grow(tabs, ntabs, &cap, sizeof *tabs, 64);
            seat_table *nt = &tabs[ntabs++];
            memset(nt, 0, sizeof *nt);
            nt->series_no = s;
            rc = db_read_table_row(st, 1, tabid, &nt->table_no, &nt->size, err);
        }
        if (rc == SK_OK && db_col_type(st, 3) != DB_NULL) {
            int seat;
            rc = db_col_range(st, 3, 1, tabs[ntabs - 1].size, false, "seats", "seat",
                              db_col_int64(st, 6), &seat, err);
            seat_table *tb = &tabs[ntabs - 1];
            if (rc == SK_OK)
                tb->player[seat] = db_col_int64(st, 4);
            if (rc == SK_OK && db_col_type(st, 7) != DB_NULL) { /* a substitution */
                tb->subs = xrealloc(tb->subs, (tb->nsubs + 1) * sizeof *tb->subs);
                tb->subs[tb->nsubs++] = (subs_change){seat, db_col_int(st, 7),
                                                      db_col_int64(st, 8)};
            }
        }
    }
    if (rc == SK_OK && r != DB_DONE)
        rc = db_sqlerr(d, err, "reading the seating");
    db_finalize(st);
    if (rc != SK_OK) {
        seat_tables_free(tabs, ntabs);
        tabs = NULL;
        ntabs = 0;
    }
    *out = tabs;
    *n = ntabs;
    return rc;
}

int db_sheet_each(db *d, int64_t tid, int series_no, int table_no, db_sheet_fn fn, void *arg,
                  sk_err *err)
{
    static const char *games_sql =
        "SELECT s.series_no, t.table_no, g.game_no, g.passed, g.declarer, g.won, g.overbid,"
        "       g.score, g.value, g.id"
        "  FROM series s JOIN tables t ON t.series_id = s.id"
        "  JOIN games g ON g.table_id = t.id"
        " WHERE s.tournament_id = :tid AND (:series_no = 0 OR s.series_no = :series_no)"
        "   AND (:table_no = 0 OR t.table_no = :table_no)"
        " ORDER BY s.series_no, t.table_no, g.game_no";
    bool began;
    if (db_read_begin(d, &began, err) != SK_OK)
        return SK_FAIL;
    seat_table *tabs = NULL;
    size_t ntabs = 0;
    sheet_game *games = NULL;
    size_t gcap = 0;
    db_stmt *st = NULL;
    int rc = read_seating(d, tid, series_no, table_no, &tabs, &ntabs, err);
    if (rc != SK_OK)
        goto out;

    st = db_prep_args(d, games_sql,
                      DB_ARGS(DB_I(":tid", tid), DB_I(":series_no", series_no),
                              DB_I(":table_no", table_no)),
                      err);
    if (!st) {
        rc = SK_FAIL;
        goto out;
    }
    int r = db_step(st);
    for (size_t k = 0; k < ntabs && rc == SK_OK; k++) {
        seat_table *tb = &tabs[k];
        size_t ng = 0;
        while (r == DB_ROW && db_col_int(st, 0) == tb->series_no &&
               db_col_int(st, 1) == tb->table_no) {
            games = sk_grow(games, ng, &gcap, sizeof *games, 64);
            sheet_game *g = &games[ng++];
            int64_t gid = db_col_int64(st, 9);
            int passed;
            rc = db_col_range(st, 3, 0, 1, false, "games", "passed", gid, &passed, err);
            g->passed = passed != 0;
            if (rc == SK_OK)
                rc = db_col_range(st, 4, 1, tb->size, g->passed, "games", "declarer", gid,
                                  &g->declarer, err);
            if (rc != SK_OK)
                break;
            g->game_no = db_col_int(st, 2);
            g->won = db_col_int(st, 5) != 0;
            g->overbid = db_col_int(st, 6) != 0;
            g->score = db_col_int(st, 7);
            g->value = db_col_int(st, 8);
            r = db_step(st);
        }
        if (rc != SK_OK)
            break;
        if (r != DB_ROW && r != DB_DONE) {
            rc = db_sqlerr(d, err, "reading the games");
            break;
        }
        db_sheet_table out = {tb->series_no, tb->table_no, tb->size, {0}, games, ng, false, {{0}},
                              tb->subs, tb->nsubs};
        memcpy(out.player, tb->player, sizeof out.player);
        rc = fn(arg, &out, err);
    }
    if (rc == SK_OK && r != DB_DONE && r != DB_ROW)
        rc = db_sqlerr(d, err, "reading the games");
out:
    db_finalize(st);
    db_read_end(d, began);
    seat_tables_free(tabs, ntabs);
    free(games);
    return rc;
}

/* One table's sums as the database added them up (db_sheet_sums_each). */
typedef struct table_sums {
    size_t ngames;
    sheet_seat sums[SHEET_MAX_SEATS + 1];
} table_sums;

/* Read the per-(table, declarer) sums of t's tables into sums[k], aligned
 * with tabs[k].  *clean false (SK_OK) when a table holds a game the sheet
 * would refuse (a declarer outside the table's seats, a game both won and
 * overbid), which the caller then reads game by game to report it. */
static int read_sums(db *d, const db_tournament *t, int series_no, const seat_table *tabs,
                     size_t ntabs, table_sums *sums, bool *clean, sk_err *err)
{
    /* a game counts on the sheet when it is numbered within the series
     * (1..games4 at a 4-table, 1..games3 at a 3-table) and not passed;
     * every game recorded counts towards how far the series is */
    static const char *sums_sql =
        "SELECT tt.series_no, tt.table_no, g.declarer, count(*),"
        "       sum(CASE WHEN g.passed = 0 AND g.game_no <= tt.len AND g.won = 1"
        "                THEN 1 ELSE 0 END),"
        "       sum(CASE WHEN g.passed = 0 AND g.game_no <= tt.len AND g.won = 0"
        "                THEN 1 ELSE 0 END),"
        "       sum(CASE WHEN g.passed = 0 AND g.game_no <= tt.len THEN g.score ELSE 0 END),"
        "       sum(CASE WHEN g.won = 1 AND g.overbid = 1 THEN 1 ELSE 0 END)"
        "  FROM (SELECT t.id, t.table_no, s.series_no,"
        "               CASE t.size WHEN 4 THEN :games4 ELSE :games3 END AS len"
        "          FROM series s JOIN tables t ON t.series_id = s.id"
        "         WHERE s.tournament_id = :tid"
        "           AND (:series_no = 0 OR s.series_no = :series_no)) tt"
        "  JOIN games g ON g.table_id = tt.id"
        " GROUP BY tt.series_no, tt.table_no, g.declarer"
        " ORDER BY tt.series_no, tt.table_no";
    *clean = true;
    db_stmt *st = db_prep_args(d, sums_sql,
                               DB_ARGS(DB_I(":tid", t->id), DB_I(":series_no", series_no),
                                       DB_I(":games3", t->games3), DB_I(":games4", t->games4)),
                               err);
    if (!st)
        return SK_FAIL;
    size_t k = 0;
    int r;
    while ((r = db_step(st)) == DB_ROW) {
        int s = db_col_int(st, 0), tno = db_col_int(st, 1);
        while (k < ntabs && (tabs[k].series_no < s ||
                             (tabs[k].series_no == s && tabs[k].table_no < tno)))
            k++;
        if (k == ntabs || tabs[k].series_no != s || tabs[k].table_no != tno) {
            *clean = false; /* not in the seating read before: never */
            break;
        }
        table_sums *ts = &sums[k];
        int64_t n = db_col_int64(st, 3), won = db_col_int64(st, 4), lost = db_col_int64(st, 5);
        ts->ngames += (size_t)n;
        if (db_col_int64(st, 7) != 0) {
            *clean = false;
            break;
        }
        if (db_col_type(st, 2) == DB_NULL) { /* passed games */
            if (won || lost) {
                *clean = false;
                break;
            }
            continue;
        }
        int64_t seat = db_col_int64(st, 2);
        if (seat < 1 || seat > tabs[k].size || won > INT32_MAX || lost > INT32_MAX) {
            *clean = false;
            break;
        }
        ts->sums[seat].won = (int)won;
        ts->sums[seat].lost = (int)lost;
        ts->sums[seat].game_points = (int)db_col_int64(st, 6);
    }
    int rc = SK_OK;
    if (*clean && r != DB_DONE)
        rc = db_sqlerr(d, err, "adding up the games");
    db_finalize(st);
    return rc;
}

int db_sheet_sums_each(db *d, const db_tournament *t, int series_no, db_sheet_fn fn, void *arg,
                       sk_err *err)
{
    if (!d->drv->remote)
        return db_sheet_each(d, t->id, series_no, 0, fn, arg, err);
    bool began;
    if (db_read_begin(d, &began, err) != SK_OK)
        return SK_FAIL;
    seat_table *tabs = NULL;
    size_t ntabs = 0;
    table_sums *sums = NULL;
    bool clean = true;
    int rc = read_seating(d, t->id, series_no, 0, &tabs, &ntabs, err);
    for (size_t k = 0; rc == SK_OK && k < ntabs; k++)
        if (tabs[k].nsubs)
            clean = false; /* a seat's player changed: the games say whose each is */
    if (rc == SK_OK && clean) {
        sums = xcalloc(ntabs ? ntabs : 1, sizeof *sums);
        rc = read_sums(d, t, series_no, tabs, ntabs, sums, &clean, err);
    }
    if (rc == SK_OK && !clean) /* the sheet reports what is wrong */
        rc = db_sheet_each(d, t->id, series_no, 0, fn, arg, err);
    for (size_t k = 0; rc == SK_OK && clean && k < ntabs; k++) {
        db_sheet_table out = {tabs[k].series_no, tabs[k].table_no, tabs[k].size, {0}, NULL,
                              sums[k].ngames, true, {{0}}, NULL, 0};
        memcpy(out.player, tabs[k].player, sizeof out.player);
        memcpy(out.sums, sums[k].sums, sizeof out.sums);
        rc = fn(arg, &out, err);
    }
    db_read_end(d, began);
    seat_tables_free(tabs, ntabs);
    free(sums);
    return rc;
}

/* ---- stored games ------------------------------------------------------ */

/* A row of db_stored_games' query into elem (a db_stored_game, zeroed). */
static void stored_game_row(db_stmt *st, void *elem)
{
    db_stored_game *g = elem;
    g->series_no = db_col_int(st, 0);
    g->table_no = db_col_int(st, 1);
    g->table_size = db_col_int(st, 2);
    game_entry *e = &g->e;
    e->series = g->series_no;
    e->table_no = g->table_no;
    e->game_no = db_col_int(st, 3);
    e->passed = db_col_int(st, 4) != 0;
    rules_game_init(&e->g);
    if (e->passed)
        return;
    e->declarer = db_col_int(st, 5);
    const char *c = db_col_text(st, 6);
    if (!c || !rules_parse_contract(c, &e->g.contract))
        e->g.contract = RULES_CLUBS;
    e->g.matadors = db_col_int(st, 7);
    e->g.hand = db_col_int(st, 8) != 0;
    e->g.ouvert = db_col_int(st, 9) != 0;
    const char *a = db_col_text(st, 10);
    e->g.announce = !a ? RULES_ANN_NONE
                    : strcmp(a, "schwarz") == 0 ? RULES_ANN_SCHWARZ : RULES_ANN_SCHNEIDER;
    e->g.bid = db_col_int(st, 11);
    e->g.points = db_col_type(st, 12) == DB_NULL ? RULES_POINTS_NONE
                                                              : db_col_int(st, 12);
    e->g.schneider = db_col_int(st, 13) != 0;
    e->g.schwarz = db_col_int(st, 14) != 0;
    const char *res = db_col_text(st, 15);
    e->g.result = !res ? RULES_RES_NONE
                  : strcmp(res, "won") == 0 ? RULES_RES_WON : RULES_RES_LOST;
    g->real_value = db_col_int(st, 16);
    g->value = db_col_int(st, 17);
    g->score = db_col_int(st, 18);
    g->seeger = db_col_int(st, 19);
    g->won = db_col_int(st, 20) != 0;
    g->overbid = db_col_int(st, 21) != 0;
}

int db_stored_games(db *d, int64_t tid, int series_no, db_stored_game **out, size_t *n,
                    sk_err *err)
{
    static const char *sql =
        "SELECT s.series_no, t.table_no, t.size, g.game_no, g.passed, g.declarer, g.contract,"
        "       g.matadors, g.hand, g.ouvert, g.announce, g.bid, g.points, g.schneider,"
        "       g.schwarz, g.result, g.real_value, g.value, g.score, g.seeger, g.won, g.overbid"
        "  FROM series s JOIN tables t ON t.series_id = s.id"
        "  JOIN games g ON g.table_id = t.id"
        " WHERE s.tournament_id = :tid AND (:series_no = 0 OR s.series_no = :series_no)"
        " ORDER BY s.series_no, t.table_no, g.game_no";
    return db_query_fn_list(d, sql, DB_ARGS(DB_I(":tid", tid), DB_I(":series_no", series_no)),
                            stored_game_row, NULL, sizeof **out, (void **)out, n,
                            "reading the games", err);
}

/* ---- seating problems -------------------------------------------------- */

static const db_field problem_fields[] = {
    DB_F_INT(db_seat_problem, series_no), DB_F_I64(db_seat_problem, player_id),
    DB_F_STR(db_seat_problem, name), DB_F_INT(db_seat_problem, count)};
static const db_map problem_map = DB_MAP(db_seat_problem, problem_fields);

void db_seat_problems_free(db_seat_problem *v, size_t n)
{
    db_map_free(&problem_map, v, n);
}

int db_seat_problems(db *d, int64_t tid, db_seat_problem **out, size_t *n, sk_err *err)
{
    static const char *sql =
        "SELECT s.series_no, p.id, p.name, count(*) AS c"
        "  FROM series s JOIN seats st ON st.series_id = s.id"
        "  JOIN players p ON p.id = st.player_id"
        " WHERE s.tournament_id = :tid"
        " GROUP BY s.id, p.id HAVING count(*) > 1"
        " ORDER BY 1, 3";
    return db_query_list(d, sql, DB_ARGS(DB_I(":tid", tid)), &problem_map, (void **)out, n,
                         "reading the seating", err);
}

/* ---- teams ------------------------------------------------------------- */

void db_teams_free(db_team *v, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        free(v[i].name);
        free(v[i].members);
    }
    free(v);
}

/* The player and the team of a player already in a team. */
typedef struct team_member_of {
    char *player, *team;
} team_member_of;
static const db_field member_of_fields[] = {DB_F_STR(team_member_of, player),
                                            DB_F_STR(team_member_of, team)};
static const db_map member_of_map = DB_MAP(team_member_of, member_of_fields);

int db_team_add(db *d, int64_t tid, const char *name, const int64_t *players, size_t n,
                int64_t *id, sk_err *err)
{
    if (text_name_check(_("team name"), name, err) != SK_OK)
        return SK_INVALID;
    if (n == 0)
        return sk_err_set(err, SK_INVALID, _("team '%s' has no players: name at least one"), name);
    for (size_t i = 0; i < n; i++)
        for (size_t j = i + 1; j < n; j++)
            if (players[i] == players[j])
                return sk_err_set(err, SK_INVALID, _("team '%s': a player is named twice"), name);

    if (db_begin(d, err) != SK_OK)
        return SK_FAIL;
    int64_t team = 0;
    bool found;
    int rc = db_query_int(d, "SELECT 1 FROM teams WHERE tournament_id = :tid AND name = :name",
                          DB_ARGS(DB_I(":tid", tid), DB_S(":name", name)), &team, &found,
                          "reading the teams", err);
    if (rc == SK_OK && found)
        rc = sk_err_set(err, SK_INVALID, _("team '%s' already exists in this tournament"), name);
    for (size_t i = 0; rc == SK_OK && i < n; i++) {
        team_member_of m;
        rc = db_query_one(d,
                          "SELECT p.name, t.name FROM team_members m"
                          "  JOIN teams t ON t.id = m.team_id"
                          "  JOIN players p ON p.id = m.player_id"
                          " WHERE m.tournament_id = :tid AND m.player_id = :pid",
                          DB_ARGS(DB_I(":tid", tid), DB_I(":pid", players[i])), &member_of_map,
                          &m, &found, "reading the teams", err);
        if (rc == SK_OK && found)
            rc = sk_err_set(err, SK_INVALID,
                            _("player '%s' is already in team '%s': a player plays for one team"),
                            m.player, m.team);
        db_map_clear(&member_of_map, &m);
    }
    if (rc == SK_OK)
        rc = db_query_int(d, "INSERT INTO teams (tournament_id, name) VALUES (:tid, :name) "
                             "RETURNING id",
                          DB_ARGS(DB_I(":tid", tid), DB_S(":name", name)), &team, NULL,
                          "adding the team", err);
    for (size_t i = 0; rc == SK_OK && i < n; i++)
        rc = db_run(d, "INSERT INTO team_members (team_id, tournament_id, player_id, position) "
                       "VALUES (:team, :tid, :pid, (SELECT coalesce(max(position), 0) + 1 "
                       "  FROM team_members WHERE team_id = :team))",
                    DB_ARGS(DB_I(":team", team), DB_I(":tid", tid), DB_I(":pid", players[i])),
                    "adding a team member", err);
    rc = db_finish(d, rc, err);
    if (rc == SK_OK && id)
        *id = team;
    return rc;
}

int db_team_list(db *d, int64_t tid, db_team **out, size_t *n, sk_err *err)
{
    static const char *sql =
        "SELECT t.id, t.name, m.player_id FROM teams t"
        "  LEFT JOIN team_members m ON m.team_id = t.id"
        " WHERE t.tournament_id = :tid ORDER BY t.id, m.position, m.player_id";
    *out = NULL;
    *n = 0;
    db_stmt *st = db_prep_args(d, sql, DB_ARGS(DB_I(":tid", tid)), err);
    if (!st)
        return SK_FAIL;
    size_t cap = 0, mcap = 0;
    int r;
    while ((r = db_step(st)) == DB_ROW) {
        int64_t id = db_col_int64(st, 0);
        if (*n == 0 || (*out)[*n - 1].id != id) {
            *out = sk_grow(*out, *n, &cap, sizeof **out, 16);
            db_team *t = &(*out)[(*n)++];
            t->id = id;
            t->name = db_col_str(st, 1);
            t->nmembers = 0;
            t->members = NULL;
            mcap = 0;
        }
        db_team *t = &(*out)[*n - 1];
        if (db_col_type(st, 2) != DB_NULL) {
            t->members = sk_grow(t->members, t->nmembers, &mcap, sizeof *t->members, 4);
            t->members[t->nmembers++] = db_col_int64(st, 2);
        }
    }
    int rc = SK_OK;
    if (r != DB_DONE) {
        rc = db_sqlerr(d, err, "reading the teams");
        db_teams_free(*out, *n);
        *out = NULL;
        *n = 0;
    }
    db_finalize(st);
    return rc;
}

/* ---- drawn lots -------------------------------------------------------- */

int db_lot_record(db *d, int64_t tid, int series_no, const int64_t *players, size_t n,
                  sk_err *err)
{
    if (n < 2)
        return sk_err_set(err, SK_INVALID, _("a lot orders at least two tied players"));
    for (size_t i = 0; i < n; i++)
        for (size_t j = i + 1; j < n; j++)
            if (players[i] == players[j])
                return sk_err_set(err, SK_INVALID, _("lot: a player is named twice"));
    if (db_begin(d, err) != SK_OK)
        return SK_FAIL;
    int64_t last[2];
    int rc = db_query_ints(d,
                           "SELECT coalesce(max(lot), 0), coalesce(max(draw), 0)"
                           " FROM standings_lots"
                           " WHERE tournament_id = :tid AND coalesce(series_no, 0) = :series_no",
                           DB_ARGS(DB_I(":tid", tid), DB_I(":series_no", series_no)), last, 2,
                           NULL, "reading the lots", err);
    long long next = last[0] + 1, draw = last[1] + 1;
    for (size_t i = 0; rc == SK_OK && i < n; i++) {
        rc = db_run(d,
                    "DELETE FROM standings_lots WHERE tournament_id = :tid"
                    " AND coalesce(series_no, 0) = :series_no AND player_id = :pid",
                    DB_ARGS(DB_I(":tid", tid), DB_I(":series_no", series_no),
                            DB_I(":pid", players[i])),
                    "replacing an earlier lot", err);
        if (rc == SK_OK)
            rc = db_run(d,
                        "INSERT INTO standings_lots (tournament_id, series_no, player_id, lot, "
                        "draw) VALUES (:tid, nullif(:series_no, 0), :pid, :lot, :draw)",
                        DB_ARGS(DB_I(":tid", tid), DB_I(":series_no", series_no),
                                DB_I(":pid", players[i]), DB_I(":lot", next + (long long)i),
                                DB_I(":draw", draw)),
                        "recording the lot", err);
    }
    return db_finish(d, rc, err);
}

static const db_field lot_fields[] = {DB_F_LL(stand_lot, id), DB_F_LL(stand_lot, seq),
                                      DB_F_LL(stand_lot, draw)};
static const db_map lot_map = DB_MAP(stand_lot, lot_fields);

int db_lot_list(db *d, int64_t tid, int series_no, stand_lot **out, size_t *n, sk_err *err)
{
    return db_query_list(d,
                         "SELECT player_id, lot, draw FROM standings_lots"
                         " WHERE tournament_id = :tid AND coalesce(series_no, 0) = :series_no"
                         " ORDER BY lot",
                         DB_ARGS(DB_I(":tid", tid), DB_I(":series_no", series_no)), &lot_map,
                         (void **)out, n, "reading the lots", err);
}
