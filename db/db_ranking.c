/* db_ranking.c - the SQL of rankings and players' histories
 * (db_ranking.h). */
#include "db_ranking.h"

#include <stdlib.h>
#include <string.h>

#include "db_internal.h"
#include "db_rows.h"
#include "hmap.h"
#include "i18n.h"
#include "standings.h"
#include "text.h"

int db_ranking_define(db *d, const char *name, const char *keys, sk_err *err)
{
    if (text_name_check(_("ranking name"), name, err) != SK_OK)
        return SK_INVALID;
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    int64_t one;
    bool taken;
    rc = db_query_int(d, "SELECT 1 FROM rankings WHERE name = :name", DB_ARGS(DB_S(":name", name)),
                      &one, &taken, "reading the rankings", err);
    if (rc == SK_OK && taken)
        rc = sk_err_set(err, SK_INVALID, _("ranking '%s' is already defined"), name);
    if (rc == SK_OK) {
        char now[DB_NOW_SIZE];
        db_now(now);
        rc = db_run(d, "INSERT INTO rankings (name, keys, created) VALUES (:name, :keys, :now)",
                    DB_ARGS(DB_S(":name", name), DB_S(":keys", keys), DB_S(":now", now)),
                    "storing the ranking", err);
    }
    return db_finish(d, rc, err);
}

int db_ranking_keys(db *d, const char *name, char **keys, sk_err *err)
{
    bool found;
    int rc = db_query_str(d, "SELECT keys FROM rankings WHERE name = :name",
                          DB_ARGS(DB_S(":name", name)), keys, &found, "reading the rankings", err);
    if (rc == SK_OK && !found)
        rc = sk_err_set(err, SK_INVALID, _("ranking '%s' is not defined"), name);
    return rc;
}

typedef struct {
    int64_t id;
    char *name;
} ranking_row;
static const db_field ranking_fields[] = {DB_F_I64(ranking_row, id), DB_F_STR(ranking_row, name)};
static const db_map ranking_map = DB_MAP(ranking_row, ranking_fields);

int db_ranking_list(db *d, int64_t **ids, char ***names, size_t *n, sk_err *err)
{
    return db_query_cols(d, "SELECT id, name FROM rankings ORDER BY name, id", DB_NOARGS,
                         &ranking_map, (void **const[]){(void **)ids, (void **)names}, n,
                         "reading the rankings", err);
}

/* ---- the results a ranking is computed from (db_rank_load) -------------
 * Issue 40, part 6 (bench/rankscale: 10,000 players, 2,000,000 games).
 * Skat: one query for the seats (a row per seat and range of games, with
 * the event, the player and his team), then the games added up per table
 * and range of games in C: on a local file every game is read once (the
 * whole table when no filter narrows the events, else the events' tables
 * through the index), which SQLite does faster than it adds them up; on an
 * engine behind a connection the database adds them up per table
 * (db_sheet_sums_each's reasoning), only a table with a substitution comes
 * game by game.  Three statements at most, in one snapshot, whatever the
 * number of events. */

/* a query of many joins takes the events (ev: the family's tournaments
 * matching the filter) first, on their own: their filter then counts in
 * the plan (PostgreSQL orders at most 8 joins, later ones as written);
 * one of few joins reaches the games from the tournaments (RANK_SQL: a
 * CTE would keep PostgreSQL from adding the games up in parallel) */
#define EVENTS(fam, player)                                                                  \
    "WITH ev AS MATERIALIZED (SELECT u.id, u.name, u.date, u.first_dealer, u.games3,"       \
    "                                u.games4 FROM tournaments u"                           \
    "                          WHERE " fam WHERE_WINDOW player ") "
#define RANK_TABLES                                                                          \
    " FROM ev u JOIN series s ON s.tournament_id = u.id JOIN tables t ON t.series_id = s.id"
#define RANK_FROM                                                                            \
    " FROM tournaments u JOIN series s ON s.tournament_id = u.id"                           \
    " JOIN tables t ON t.series_id = s.id"
#define FAM_SKAT "u.game = 'skat' AND u.house_profile = 'isko'"
#define FAM_SCH "u.game <> 'skat'"
/* the window and the season: each a condition that folds away when unset */
#define WHERE_WINDOW                                                                          \
    " AND (:from = '' OR u.date >= :from) AND (:to = '' OR u.date <= :to)"                   \
    " AND (:season = 0 OR u.id IN (SELECT tournament_id FROM season_tournaments"             \
    "                               WHERE season_id = :season))"
/* the player's events: one IN of its own (a semi-join from the player's
 * seats; inside an OR PostgreSQL guessed three quarters of all events and
 * hashed the whole games table) */
#define WHERE_PLAYER                                                                          \
    " AND u.id IN (SELECT s2.tournament_id FROM series s2"                                   \
    "                JOIN seats z2 ON z2.series_id = s2.id WHERE z2.player_id = :player"     \
    "              UNION ALL"                                                                 \
    "              SELECT s3.tournament_id FROM series s3"                                   \
    "                JOIN seat_subs b3 ON b3.series_id = s3.id WHERE b3.player_id = :player)"
/* a table with a substitution (IN, not EXISTS: a condition on the table,
 * which PostgreSQL checks before joining its games, not after) */
#define HAS_SUBS "t.id IN (SELECT b.table_id FROM seat_subs b)"
#define SERIES_LEN "CASE t.size WHEN 4 THEN u.games4 ELSE u.games3 END"

/* Skat: a row per seat and range of games, columns 0-10 as db_rank_data
 * takes them (event id, name, date, series, player id, name, club, team,
 * table size, consent, table id), then the seat, its range of games, the
 * first dealer and the series length: the seating's players up to the
 * game before the seat's first substitution, then each substitute from
 * his from_game up to the game before the next one (`game sub`).  Two
 * joins from the tables (not one with a union of seats and substitutes:
 * SQLite made that union of every seat first); in no order (read_seats
 * orders them: sorting the rows cost PostgreSQL more than finding them) */
#define SEATS_SELECT(join)                                                             \
    "SELECT u.id, u.name, coalesce(u.date, ''), s.series_no, z.player_id, p.name,"          \
    "       coalesce(p.club, ''), tm.name, t.size, p.publish, t.id, z.seat, " join          \
    " JOIN players p ON p.id = z.player_id"                                                 \
    " LEFT JOIN team_members m ON m.tournament_id = u.id AND m.player_id = z.player_id"    \
    " LEFT JOIN teams tm ON tm.id = m.team_id"
#define SEATS_FIRST                                                                          \
    "1, coalesce(nx.f, 100000) - 1, u.first_dealer, " SERIES_LEN RANK_TABLES                \
    " JOIN seats z ON z.table_id = t.id"                                                    \
    " LEFT JOIN (SELECT table_id, seat, min(from_game) AS f FROM seat_subs"                 \
    "             GROUP BY table_id, seat) nx ON nx.table_id = t.id AND nx.seat = z.seat"
#define SEATS_SUBS                                                                           \
    "z.from_game, coalesce((SELECT min(b.from_game) FROM seat_subs b"                       \
    "                        WHERE b.table_id = t.id AND b.seat = z.seat"                   \
    "                          AND b.from_game > z.from_game), 100000) - 1,"                \
    "       u.first_dealer, " SERIES_LEN RANK_TABLES " JOIN seat_subs z ON z.table_id = t.id"
#define SKAT_SEATS(player)                                                                   \
    EVENTS(FAM_SKAT, player) SEATS_SELECT(SEATS_FIRST) " UNION ALL " SEATS_SELECT(SEATS_SUBS)
static const char *const skat_seats_sql[2] = {SKAT_SEATS(""), SKAT_SEATS(WHERE_PLAYER)};

/* the games one by one: table, number, passed, declarer, won, score */
#define GAME_COLS                                                                             \
    "SELECT g.table_id, g.game_no, g.passed, coalesce(g.declarer, 0), coalesce(g.won, 0),"   \
    "       coalesce(g.score, 0)"
static const char *const games_all = GAME_COLS " FROM games g";
#define GAMES_HEAD GAME_COLS RANK_FROM " JOIN games g ON g.table_id = t.id"

/* per table without a substitution: the games within the series length,
 * per seat those it dealt (4-table), won, lost and the game points as
 * declarer, and the games anyone lost */
#define SEAT_SUM(cond, then)                                                                  \
    "sum(CASE WHEN " cond "1 THEN " then " ELSE 0 END), sum(CASE WHEN " cond "2 THEN " then  \
    " ELSE 0 END), sum(CASE WHEN " cond "3 THEN " then " ELSE 0 END), sum(CASE WHEN " cond   \
    "4 THEN " then " ELSE 0 END)"
#define DEALT "t.size = 4 AND (u.first_dealer - 1 + (g.game_no - 1) % 4) % 4 + 1 = "
#define SUMS_HEAD                                                                            \
    "SELECT t.id, count(*), " SEAT_SUM(DEALT, "1") ", "                                     \
    SEAT_SUM("g.passed = 0 AND g.won = 1 AND g.declarer = ", "1") ", "                      \
    SEAT_SUM("g.passed = 0 AND g.won = 0 AND g.declarer = ", "1") ", "                      \
    SEAT_SUM("g.passed = 0 AND g.declarer = ", "g.score") ","                               \
    "       sum(CASE WHEN g.passed = 0 AND g.won = 0 THEN 1 ELSE 0 END)" RANK_FROM          \
    " JOIN games g ON g.table_id = t.id AND g.game_no <= " SERIES_LEN
#define SUMS_TAIL " AND NOT " HAS_SUBS " GROUP BY t.id"

/* Schafkopf: one row per player and series, columns 0-10 as above, then
 * games, won, lost, points, 0; a seat's player and each substitute, as
 * for Skat, from two joins */
#define SCH_SEATS(join)                                                              \
    "SELECT u.id AS uid, u.name AS uname, coalesce(u.date, '') AS udate,"                   \
    "       s.series_no AS sno, t.id AS tid, t.size AS size, z.seat AS seat,"               \
    "       z.player_id AS pid" RANK_TABLES " JOIN " join " z ON z.table_id = t.id"
#define SCH_SQL(player)                                                                      \
    EVENTS(FAM_SCH, player) "SELECT x.uid, x.uname, x.udate, x.sno, p.id, p.name, coalesce(p.club, ''),"            \
    "       (SELECT tm.name FROM team_members m JOIN teams tm ON tm.id = m.team_id"         \
    "         WHERE m.tournament_id = x.uid AND m.player_id = p.id),"                       \
    "       x.size, p.publish, x.tid,"                                                      \
    "       sum(CASE WHEN g.id IS NULL THEN 0 ELSE 1 END),"                                 \
    "       sum(CASE WHEN x.seat = 1 AND g.p1 > 0 OR x.seat = 2 AND g.p2 > 0"               \
    "                  OR x.seat = 3 AND g.p3 > 0 OR x.seat = 4 AND g.p4 > 0"               \
    "                THEN 1 ELSE 0 END),"                                                   \
    "       sum(CASE WHEN x.seat = 1 AND g.p1 < 0 OR x.seat = 2 AND g.p2 < 0"               \
    "                  OR x.seat = 3 AND g.p3 < 0 OR x.seat = 4 AND g.p4 < 0"               \
    "                THEN 1 ELSE 0 END),"                                                   \
    "       sum(CASE WHEN g.id IS NULL THEN 0 WHEN x.seat = 1 THEN g.p1"                    \
    "                WHEN x.seat = 2 THEN g.p2 WHEN x.seat = 3 THEN g.p3 ELSE g.p4 END),"   \
    "       0"                                                                              \
    "  FROM (" SCH_SEATS("seats") " UNION ALL " SCH_SEATS("seat_subs") ") x" \
    "  JOIN players p ON p.id = x.pid"                                                      \
    "  LEFT JOIN sch_games g ON g.table_id = x.tid"                                         \
    " GROUP BY x.uid, x.uname, x.udate, x.sno, x.size, x.seat, x.tid, p.id, p.name, p.club," \
    "          p.publish"                                                                   \
    " ORDER BY x.udate, x.uid, x.sno, p.id"
static const char *const sch_sql[2] = {SCH_SQL(""), SCH_SQL(WHERE_PLAYER)};

/* a statement without and with the player's filter (rank_prep picks) */
#define RANK_SQL(head, fam, tail)                                                            \
    {head " WHERE " fam WHERE_WINDOW tail, head " WHERE " fam WHERE_WINDOW WHERE_PLAYER tail}
static const char *const games_sql[2] = RANK_SQL(GAMES_HEAD, FAM_SKAT, "");
static const char *const subs_games_sql[2] = RANK_SQL(GAMES_HEAD, FAM_SKAT, " AND " HAS_SUBS);
static const char *const sums_sql[2] = RANK_SQL(SUMS_HEAD, FAM_SKAT, SUMS_TAIL);

/* sql[0] or, with a player, sql[1], prepared and bound */
static db_stmt *rank_prep(db *d, const char *const sql[2], const db_rank_filter *f,
                          sk_err *err)
{
    db_stmt *st = db_prep(d, sql[f->player != 0], err);
    if (!st)
        return NULL;
    db_bind_text(st, ":from", f->from ? f->from : "");
    db_bind_text(st, ":to", f->to ? f->to : "");
    db_bind_int(st, ":season", f->season);
    if (f->player)
        db_bind_int(st, ":player", f->player);
    return st;
}

/* a table's games from one game on (up to the next range's first) */
typedef struct rk_seg {
    int from;
    int n, lall;           /* games within the series length; lost by anyone */
    int d[5], w[5], l[5];  /* per seat: dealt (4-table); won, lost as declarer */
    long s[5];             /* per seat: game points as declarer */
} rk_seg;

typedef struct rk_table {
    int size, fd, len;
    rk_seg *seg;           /* by from; seg[0].from 1 */
    size_t nseg, cap;
} rk_table;

/* a seat's range of games, added to result `result` */
typedef struct rk_range {
    size_t result, table;
    int seat, gfrom, gto;
} rk_range;

typedef struct rk_load {
    hmap_id tmap;          /* table id -> index into tabs */
    rk_table *tabs;
    size_t ntabs, captabs;
    rk_range *ranges;
    size_t nranges;
} rk_load;

static void rk_load_free(rk_load *k)
{
    for (size_t i = 0; i < k->ntabs; i++)
        free(k->tabs[i].seg);
    free(k->tabs);
    free(k->ranges);
    hmap_id_free(&k->tmap);
}

static void seg_add(rk_table *t, int from)
{
    for (size_t i = 0; i < t->nseg; i++)
        if (t->seg[i].from == from)
            return;
    t->seg = sk_grow(t->seg, t->nseg, &t->cap, sizeof *t->seg, 2);
    memset(&t->seg[t->nseg], 0, sizeof *t->seg);
    t->seg[t->nseg++].from = from;
}

static int cmp_seg(const void *a, const void *b)
{
    const rk_seg *x = a, *y = b;
    return (x->from > y->from) - (x->from < y->from);
}

/* the table of row id tid (added with its size, first dealer and length) */
static size_t table_of(rk_load *k, int64_t tid, int size, int fd, int len)
{
    long i;
    if (hmap_id_get(&k->tmap, tid, &i))
        return (size_t)i;
    k->tabs = sk_grow(k->tabs, k->ntabs, &k->captabs, sizeof *k->tabs, 256);
    rk_table *t = &k->tabs[k->ntabs];
    memset(t, 0, sizeof *t);
    t->size = size;
    t->fd = fd;
    t->len = len;
    seg_add(t, 1);
    hmap_id_put(&k->tmap, tid, (long)k->ntabs, NULL);
    return k->ntabs++;
}

/* one game of table t */
static void add_game(rk_table *t, int game_no, bool passed, int decl, bool won, long score)
{
    if (game_no < 1 || game_no > t->len)
        return;
    size_t i = t->nseg - 1;
    while (i > 0 && t->seg[i].from > game_no)
        i--;
    rk_seg *g = &t->seg[i];
    g->n++;
    if (t->size == 4) {
        int dealer = ((t->fd - 1 + (game_no - 1) % 4) % 4 + 4) % 4 + 1;
        g->d[dealer]++;
    }
    if (passed)
        return;
    if (!won)
        g->lall++;
    if (decl < 1 || decl > 4)
        return;
    if (won)
        g->w[decl]++;
    else
        g->l[decl]++;
    g->s[decl] += score;
}

/* every game of the tables of st's rows */
static int read_games(db *d, db_stmt *st, rk_load *k, sk_err *err)
{
    if (!st)
        return SK_FAIL;
    int s;
    while ((s = db_step(st)) == DB_ROW) {
        long i;
        if (hmap_id_get(&k->tmap, db_col_int64(st, 0), &i))
            add_game(&k->tabs[i], db_col_int(st, 1), db_col_int(st, 2) != 0, db_col_int(st, 3),
                     db_col_int(st, 4) != 0, (long)db_col_int64(st, 5));
    }
    db_finalize(st);
    return s == DB_DONE ? SK_OK : db_sqlerr(d, err, "reading the games");
}

/* the sums per table the database added up (sums_sql) */
static int read_sums(db *d, db_stmt *st, rk_load *k, sk_err *err)
{
    if (!st)
        return SK_FAIL;
    int s;
    while ((s = db_step(st)) == DB_ROW) {
        long i;
        if (!hmap_id_get(&k->tmap, db_col_int64(st, 0), &i))
            continue;
        rk_seg *g = &k->tabs[i].seg[0];
        g->n = db_col_int(st, 1);
        for (int seat = 1; seat <= 4; seat++) {
            g->d[seat] = db_col_int(st, 1 + seat);
            g->w[seat] = db_col_int(st, 5 + seat);
            g->l[seat] = db_col_int(st, 9 + seat);
            g->s[seat] = (long)db_col_int64(st, 13 + seat);
        }
        g->lall = db_col_int(st, 18);
    }
    db_finalize(st);
    return s == DB_DONE ? SK_OK : db_sqlerr(d, err, "adding up the games");
}

/* a seat's row as read_seats reads it, before the order is known */
typedef struct rk_row {
    int erank, sno, seat, gfrom, gto;  /* erank: the event's place by date */
    int64_t pid, tid;
    long event, player;                /* into read_seats' events and players */
    size_t table;                      /* into the load's tables */
    char *team;
} rk_row;

#define CMP(a, b) ((a) < (b) ? -1 : (a) > (b))

/* the order of the results: event (by date), series, player, table, seat */
static int cmp_result(const rk_row *x, const rk_row *y)
{
    int c = CMP(x->erank, y->erank);
    c = c ? c : CMP(x->sno, y->sno);
    c = c ? c : CMP(x->pid, y->pid);
    c = c ? c : CMP(x->tid, y->tid);
    return c ? c : CMP(x->seat, y->seat);
}

static int cmp_row(const void *a, const void *b)
{
    const rk_row *x = a, *y = b;
    int c = cmp_result(x, y);
    return c ? c : CMP(x->gfrom, y->gfrom);
}

/* events in date order (undated first), then creation */
static int cmp_event(const void *a, const void *b)
{
    const rank_event *x = *(rank_event *const *)a, *y = *(rank_event *const *)b;
    int c = strcmp(x->date, y->date);
    return c ? c : CMP(x->id, y->id);
}

/* read_seats' rows, events (ev) and players (pl) in order into out, which
 * takes their strings: events by date, players as they first come, a
 * result per player, series, table and seat (one seat's ranges merged);
 * each row a range of k's */
static void rows_order(db_rank_data *out, rk_load *k, rank_event *ev, size_t ne,
                       rank_player *pl, size_t np, rk_row *rows, size_t nr)
{
    rank_event **order = xcalloc(ne + 1, sizeof *order);
    int *erank = xcalloc(ne + 1, sizeof *erank);
    long *pnew = xcalloc(np + 1, sizeof *pnew);
    for (size_t i = 0; i < ne; i++)
        order[i] = &ev[i];
    qsort(order, ne, sizeof *order, cmp_event);
    out->events = xcalloc(ne + 1, sizeof *out->events);
    for (size_t i = 0; i < ne; i++) {
        erank[order[i] - ev] = (int)i;
        out->events[i] = *order[i];
    }
    out->in.nevents = ne;
    for (size_t i = 0; i < nr; i++)
        rows[i].erank = erank[rows[i].event];
    qsort(rows, nr, sizeof *rows, cmp_row);
    for (size_t i = 0; i < np; i++)
        pnew[i] = -1;
    out->players = xcalloc(np + 1, sizeof *out->players);
    out->results = xcalloc(nr + 1, sizeof *out->results);
    out->teams = xcalloc(nr + 1, sizeof *out->teams);
    out->tables = xcalloc(nr + 1, sizeof *out->tables);
    k->ranges = xcalloc(nr + 1, sizeof *k->ranges);
    for (size_t i = 0; i < nr; i++) {
        rk_row *x = &rows[i];
        if (pnew[x->player] < 0) {
            pnew[x->player] = (long)out->in.nplayers;
            out->players[out->in.nplayers++] = pl[x->player];
        }
        if (i == 0 || cmp_result(&rows[i - 1], x) != 0) {
            size_t n = out->in.nresults++;
            out->results[n] = (rank_result){.event = x->erank, .player = (int)pnew[x->player],
                                            .series_no = x->sno};
            out->teams[n] = x->team;
            out->tables[n] = x->tid;
        } else {
            free(x->team);
        }
        k->ranges[k->nranges++] = (rk_range){out->in.nresults - 1, x->table, x->seat, x->gfrom,
                                             x->gto};
    }
    out->in.events = out->events;
    out->in.players = out->players;
    out->in.results = out->results;
    free(order);
    free(erank);
    free(pnew);
}

/* the seats' rows (skat_seats_sql) into out and k's tables and ranges */
static int read_seats(db *d, db_stmt *st, db_rank_data *out, rk_load *k, sk_err *err)
{
    if (!st)
        return SK_FAIL;
    rank_event *ev = NULL;
    rank_player *pl = NULL;
    rk_row *rows = NULL;
    size_t ne = 0, np = 0, nr = 0, cape = 0, capp = 0, capr = 0;
    hmap_id emap, pmap;
    memset(&emap, 0, sizeof emap);
    memset(&pmap, 0, sizeof pmap);
    int s;
    while ((s = db_step(st)) == DB_ROW) {
        int seat = db_col_int(st, 11);
        if (seat < 1 || seat > 4)
            continue; /* never: the schema's CHECK */
        int64_t eid = db_col_int64(st, 0), pid = db_col_int64(st, 4), tid = db_col_int64(st, 10);
        long ei, pi;
        if (!hmap_id_get(&emap, eid, &ei)) {
            ev = sk_grow(ev, ne, &cape, sizeof *ev, 16);
            ev[ne] = (rank_event){eid, db_col_str(st, 1), db_col_str(st, 2)};
            ei = (long)ne++;
            hmap_id_put(&emap, eid, ei, NULL);
        }
        if (!hmap_id_get(&pmap, pid, &pi)) {
            pl = sk_grow(pl, np, &capp, sizeof *pl, 64);
            pl[np] = (rank_player){pid, db_col_str(st, 5), db_col_str(st, 6),
                                   db_col_int(st, 9) != 0};
            pi = (long)np++;
            hmap_id_put(&pmap, pid, pi, NULL);
        }
        size_t ti = table_of(k, tid, db_col_int(st, 8), db_col_int(st, 14), db_col_int(st, 15));
        rows = sk_grow(rows, nr, &capr, sizeof *rows, 256);
        rows[nr] = (rk_row){0, db_col_int(st, 3), seat, db_col_int(st, 12), db_col_int(st, 13),
                            pid, tid, ei, pi, ti, db_col_str(st, 7)};
        seg_add(&k->tabs[ti], rows[nr++].gfrom);
    }
    db_finalize(st);
    hmap_id_free(&emap);
    hmap_id_free(&pmap);
    rows_order(out, k, ev, ne, pl, np, rows, nr); /* also on failure: out frees the strings */
    free(ev);
    free(pl);
    free(rows);
    if (s != DB_DONE)
        return db_sqlerr(d, err, "reading the results");
    for (size_t i = 0; i < k->ntabs; i++)
        if (k->tabs[i].nseg > 1)
            qsort(k->tabs[i].seg, k->tabs[i].nseg, sizeof *k->tabs[i].seg, cmp_seg);
    return SK_OK;
}

/* each result from its ranges' games: the Seeger-Fabian total */
static void skat_totals(db_rank_data *out, const rk_load *k)
{
    size_t n = out->in.nresults;
    int *gp = xcalloc(n + 1, sizeof *gp), *others = xcalloc(n + 1, sizeof *others);
    int *size = xcalloc(n + 1, sizeof *size);
    for (size_t i = 0; i < k->nranges; i++) {
        const rk_range *x = &k->ranges[i];
        const rk_table *t = &k->tabs[x->table];
        rank_result *r = &out->results[x->result];
        size[x->result] = t->size;
        for (size_t j = 0; j < t->nseg; j++) {
            const rk_seg *g = &t->seg[j];
            if (g->from < x->gfrom || g->from > x->gto)
                continue;
            r->games += g->n - g->d[x->seat];
            r->won += g->w[x->seat];
            r->lost += g->l[x->seat];
            gp[x->result] += (int)g->s[x->seat];
            others[x->result] += g->lall - g->l[x->seat];
        }
    }
    for (size_t i = 0; i < n; i++) {
        rank_result *r = &out->results[i];
        stand_block b = {out->players[r->player].id, r->series_no, size[i], r->won, r->lost,
                         gp[i], others[i]};
        r->points = stand_block_total(&b);
    }
    free(gp);
    free(others);
    free(size);
}

static int skat_load(db *d, const db_rank_filter *f, db_rank_data *out, sk_err *err)
{
    rk_load k;
    memset(&k, 0, sizeof k);
    int rc = read_seats(d, rank_prep(d, skat_seats_sql, f, err), out, &k, err);
    /* no filter: every game of the file in its stored order, the tables of
     * other events (house rules) passed over */
    bool all = (!f->from || !*f->from) && (!f->to || !*f->to) && !f->season && !f->player;
    if (rc == SK_OK && k.ntabs && !d->drv->remote) {
        rc = read_games(d, all ? db_prep(d, games_all, err) : rank_prep(d, games_sql, f, err),
                        &k, err);
    } else if (rc == SK_OK && k.ntabs) {
        rc = read_sums(d, rank_prep(d, sums_sql, f, err), &k, err);
        if (rc == SK_OK)
            rc = read_games(d, rank_prep(d, subs_games_sql, f, err), &k, err);
    }
    if (rc == SK_OK)
        skat_totals(out, &k);
    rk_load_free(&k);
    return rc;
}

/* Schafkopf: the points per seat as the query adds them up */
static int sch_load(db *d, const db_rank_filter *f, db_rank_data *out, sk_err *err)
{
    db_stmt *st = rank_prep(d, sch_sql, f, err);
    if (!st)
        return SK_FAIL;
    size_t cape = 0, capp = 0, capr = 0, capt = 0, captb = 0;
    hmap_id pmap;
    memset(&pmap, 0, sizeof pmap);
    int64_t last_event = 0;
    int s;
    while ((s = db_step(st)) == DB_ROW) {
        int64_t eid = db_col_int64(st, 0);
        if (out->in.nevents == 0 || eid != last_event) {
            out->events = sk_grow(out->events, out->in.nevents, &cape, sizeof *out->events, 16);
            rank_event *e = &out->events[out->in.nevents++];
            e->id = eid;
            e->name = db_col_str(st, 1);
            e->date = db_col_str(st, 2);
            last_event = eid;
        }
        int64_t pid = db_col_int64(st, 4);
        long pi;
        if (!hmap_id_get(&pmap, pid, &pi)) {
            out->players = sk_grow(out->players, out->in.nplayers, &capp, sizeof *out->players,
                                   64);
            rank_player *p = &out->players[out->in.nplayers];
            p->id = pid;
            p->name = db_col_str(st, 5);
            p->club = db_col_str(st, 6);
            p->publish = db_col_int(st, 9) != 0;
            pi = (long)out->in.nplayers++;
            hmap_id_put(&pmap, pid, pi, NULL);
        }
        out->results = sk_grow(out->results, out->in.nresults, &capr, sizeof *out->results, 256);
        out->teams = sk_grow(out->teams, out->in.nresults, &capt, sizeof *out->teams, 256);
        out->tables = sk_grow(out->tables, out->in.nresults, &captb, sizeof *out->tables, 256);
        out->tables[out->in.nresults] = db_col_int64(st, 10);
        rank_result *r = &out->results[out->in.nresults];
        out->teams[out->in.nresults++] = db_col_str(st, 7);
        r->event = (int)out->in.nevents - 1;
        r->player = (int)pi;
        r->series_no = db_col_int(st, 3);
        r->games = db_col_int(st, 11);
        r->won = db_col_int(st, 12);
        r->lost = db_col_int(st, 13);
        r->points = (long)db_col_int64(st, 14);
    }
    db_finalize(st);
    hmap_id_free(&pmap);
    out->in.events = out->events;
    out->in.players = out->players;
    out->in.results = out->results;
    return s == DB_DONE ? SK_OK : db_sqlerr(d, err, "reading the results");
}

void db_rank_data_free(db_rank_data *r)
{
    if (!r)
        return;
    for (size_t i = 0; i < r->in.nevents; i++) {
        free((char *)r->events[i].name);
        free((char *)r->events[i].date);
    }
    for (size_t i = 0; i < r->in.nplayers; i++) {
        free((char *)r->players[i].name);
        free((char *)r->players[i].club);
    }
    for (size_t i = 0; i < r->in.nresults; i++)
        free(r->teams[i]);
    free(r->events);
    free(r->players);
    free(r->results);
    free(r->teams);
    free(r->tables);
    memset(r, 0, sizeof *r);
}

int db_rank_load(db *d, const db_rank_filter *f, db_rank_data *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    bool began;
    if (db_read_begin(d, &began, err) != SK_OK)
        return SK_FAIL;
    int rc = f->family == RANK_SCHAFKOPF ? sch_load(d, f, out, err) : skat_load(d, f, out, err);
    db_read_end(d, began);
    if (rc != SK_OK)
        db_rank_data_free(out);
    return rc;
}
