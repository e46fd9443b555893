/* exchange_tour.c - reading a tournament of the exchange format
 * (exchange.h): its settings, teams, attendance, series with tables,
 * seats and games (through the CSV importers), lots.  Used for a
 * tournament document (exchange_in.c) and each venue group of a match day
 * (exchange_league.c). */
#include "exchange.h"
#include "opsfam.h"
#include "xchint.h"
#include "xgames.h"
#include "xjson.h"
#include "xsubs.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "csvin.h"
#include "csvsch.h"
#include "db_seating.h"
#include "db_standings.h"
#include "db_xch.h"
#include "fedrules.h"
#include "game.h"
#include "import.h"
#include "schops.h"
#include "text.h"

#define MAX_PLAYERS 100000
#define MAX_ITEMS 10000   /* teams, series, tables, groups, lots, attendance */
#define MAX_GAMES 400     /* per table */

/* err from a database call, prefixed with the document's path. */
int xch_at_path(sk_err *err, const char *path, int rc, const sk_err *why)
{
    if (rc == SK_FAIL)
        return sk_err_set(err, SK_FAIL, "%s", why->msg);
    return xj_fail(err, path, "%s", why->msg);
}

/* The local id of the player uid named at path (a string in the list). */
int xch_player_ref(xch_imp *im, json_t *v, const char *path, int64_t *id)
{
    long x;
    if (!json_is_string(v) || !hmap_str_get(&im->pid, json_string_value(v), &x))
        return xj_fail(im->err, path, _("must be the uid of a player in \"players\""));
    *id = x;
    return SK_OK;
}

int xch_keys_uid(xch_imp *im, json_t *o, const char *path, const char *const *keys,
                 const char **uid)
{
    int rc = xj_keys(o, path, keys, im->err);
    if (rc == SK_OK)
        rc = xj_str(o, path, "uid", true, 32, uid, im->err);
    if (rc == SK_OK && !fed_uid_valid(*uid)) {
        char p[XJ_PATH];
        xj_path(p, path, "uid", 0);
        rc = xj_fail(im->err, p, _("must be 32 lower-case hex digits"));
    }
    return rc;
}

int xch_player_field(xch_imp *im, json_t *o, const char *path, const char *key, int64_t *id)
{
    char p[XJ_PATH];
    xj_path(p, path, key, 0);
    json_t *v = json_object_get(o, key);
    if (!v)
        return xj_fail(im->err, p, _("missing"));
    return xch_player_ref(im, v, p, id);
}

/* ---- a tournament's content ---- */

static int import_teams(xch_imp *im, json_t *a, const char *path, int64_t tid)
{
    int rc = SK_OK;
    for (size_t i = 0; rc == SK_OK && i < json_array_size(a); i++) {
        static const char *const keys[] = {"name", "players", NULL};
        char p[XJ_PATH], q[XJ_PATH];
        json_t *o, *pl;
        const char *name;
        rc = xj_item(a, path, i, keys, p, &o, im->err);
        if (rc == SK_OK)
            rc = xj_str(o, p, "name", true, 1000, &name, im->err);
        if (rc == SK_OK)
            rc = xj_arr(o, p, "players", true, 1000, &pl, im->err);
        if (rc != SK_OK)
            break;
        size_t n = json_array_size(pl);
        int64_t *ids = xcalloc(n + 1, sizeof *ids);
        xj_path(q, p, "players", 0);
        for (size_t j = 0; rc == SK_OK && j < n; j++) {
            char r[XJ_PATH];
            xj_path(r, q, NULL, j);
            rc = xch_player_ref(im, json_array_get(pl, j), r, &ids[j]);
        }
        sk_err why;
        sk_err_clear(&why);
        if (rc == SK_OK && (rc = db_team_add(im->d, tid, name, ids, n, NULL, &why)) != SK_OK)
            rc = xch_at_path(im->err, p, rc, &why);
        free(ids);
    }
    return rc;
}

static int import_attendance(xch_imp *im, json_t *a, const char *path, int64_t tid, int nseries)
{
    int rc = SK_OK;
    for (size_t i = 0; rc == SK_OK && i < json_array_size(a); i++) {
        static const char *const keys[] = {"player", "from", "to", NULL};
        char p[XJ_PATH];
        json_t *o;
        long long from, to;
        int64_t pid = 0;
        rc = xj_item(a, path, i, keys, p, &o, im->err);
        if (rc == SK_OK)
            rc = xch_player_field(im, o, p, "player", &pid);
        if (rc == SK_OK)
            rc = xj_int(o, p, "from", true, 1, nseries, 1, &from, im->err);
        if (rc == SK_OK)
            rc = xj_int(o, p, "to", false, from, nseries, 0, &to, im->err);
        sk_err why;
        sk_err_clear(&why);
        if (rc == SK_OK &&
            (rc = db_xch_attend_put(im->d, tid, pid, (int)from, (int)to, &why)) != SK_OK)
            rc = xch_at_path(im->err, p, rc, &why);
    }
    return rc;
}

static int import_lots(xch_imp *im, json_t *a, const char *path, int64_t tid, int nseries)
{
    int rc = SK_OK;
    for (size_t i = 0; rc == SK_OK && i < json_array_size(a); i++) {
        static const char *const keys[] = {"series", "draw", "lot", "player", NULL};
        char p[XJ_PATH];
        json_t *o;
        long long s, draw, lot;
        db_lot_row r;
        rc = xj_item(a, path, i, keys, p, &o, im->err);
        if (rc == SK_OK)
            rc = xj_int(o, p, "series", false, 1, nseries, 0, &s, im->err);
        if (rc == SK_OK)
            rc = xj_int(o, p, "draw", true, 0, 1000000, 0, &draw, im->err);
        if (rc == SK_OK)
            rc = xj_int(o, p, "lot", true, 1, 1000000000, 0, &lot, im->err);
        if (rc == SK_OK)
            rc = xch_player_field(im, o, p, "player", &r.player_id);
        r.series = (int)s;
        r.draw = (int)draw;
        r.lot = (int)lot;
        sk_err why;
        sk_err_clear(&why);
        if (rc == SK_OK && (rc = db_xch_lot_put(im->d, tid, &r, &why)) != SK_OK)
            rc = xch_at_path(im->err, p, rc, &why);
    }
    return rc;
}

/* The paths of the games in the CSV made of them (line 2 = games[0]). */
typedef struct gpaths {
    char (*v)[XJ_PATH];
    size_t n, cap;
} gpaths;

static void gpaths_add(gpaths *g, const char *p)
{
    g->v = sk_grow(g->v, g->n, &g->cap, sizeof *g->v, 256);
    snprintf(g->v[g->n++], XJ_PATH, "%s", p);
}

/* The first problem of errs as "PATH (game G): MSG". */
static int games_refused(xch_imp *im, const csvin_errors *errs, const gpaths *gp)
{
    const csvin_error *e = &errs->v[0];
    for (size_t i = 1; i < errs->n; i++)
        if (errs->v[i].line < e->line)
            e = &errs->v[i];
    long k = e->line - 2;
    /* "... is already on line N: ..." names the other game by its path */
    char msg[700];
    snprintf(msg, sizeof msg, "%s", e->msg);
    char *on = strstr(msg, " on line ");
    long other = 0;
    if (on && sscanf(on, " on line %ld", &other) == 1 && other >= 2 &&
        (size_t)(other - 2) < gp->n) {
        char *rest = on + 9;
        while (*rest >= '0' && *rest <= '9')
            rest++;
        char tail[700];
        snprintf(tail, sizeof tail, "%s", rest);
        snprintf(on, sizeof msg - (size_t)(on - msg), " at %s%s", gp->v[other - 2], tail);
    }
    if (k >= 0 && (size_t)k < gp->n)
        return xj_fail(im->err, gp->v[k], "%s", msg);
    return sk_err_set(im->err, SK_INVALID, "%s", e->msg);
}

/* "line N: MSG: nothing imported" from ops_import_games: the path instead. */
static int store_refused(xch_imp *im, const sk_err *why, const gpaths *gp)
{
    long line = 0;
    if (sscanf(why->msg, "line %ld:", &line) == 1 && line >= 2 && (size_t)(line - 2) < gp->n) {
        const char *m = strchr(why->msg, ':') + 1;
        while (*m == ' ')
            m++;
        return xj_fail(im->err, gp->v[line - 2], "%s", m);
    }
    return sk_err_set(im->err, why->status, "%s", why->msg);
}

/* Schafkopf: the games CSV scored and stored game by game. */
static int store_sch_games(xch_imp *im, const ops_tour *ot, const char *csv, size_t len,
                           const gpaths *gp)
{
    const db_tournament *t = &ot->row;
    const sch_settings *s = &ot->rules.sch;
    sk_err why;
    sk_err_clear(&why);
    csvin_errors errs = {0};
    csvsch_rows rows = {0};
    int rc = ops_tour_ok(ot, im->err);
    if (rc == SK_OK && csvsch_parse(csv, len, s->family, &rows, &errs) != SK_OK)
        rc = games_refused(im, &errs, gp);
    for (size_t i = 0; rc == SK_OK && i < rows.n; i++) {
        db_sch_game r;
        memset(&r, 0, sizeof r);
        r.series = rows.v[i].series;
        r.table_no = rows.v[i].table;
        r.game_no = rows.v[i].game;
        r.g = rows.v[i].g;
        rc = schops_record(im->d, t, s, &r, false, NULL, &why);
        if (rc != SK_OK) {
            long k = rows.v[i].line - 2;
            rc = k >= 0 && (size_t)k < gp->n && rc != SK_FAIL
                     ? xj_fail(im->err, gp->v[k], "%s", why.msg)
                     : sk_err_set(im->err, rc, "%s", why.msg);
        }
    }
    if (rc == SK_OK)
        im->res->games += rows.n;
    csvsch_rows_free(&rows);
    csvin_errors_free(&errs);
    return rc;
}

/* Skat: the games CSV imported as `import games` does. */
static int store_skat_games(xch_imp *im, const ops_tour *ot, const char *csv, size_t len,
                            const gpaths *gp)
{
    sk_err why;
    sk_err_clear(&why);
    csvin_errors errs = {0};
    ops_import_games_result r;
    int rc = ops_import_games(im->d, ot, csv, len, OPS_EXISTING_ERROR, NULL, NULL, &errs, &r,
                              &why);
    if (rc != SK_OK)
        rc = errs.n ? games_refused(im, &errs, gp) : store_refused(im, &why, gp);
    else
        im->res->games += r.imported;
    csvin_errors_free(&errs);
    return rc;
}

static void sch_header(sk_buf *b, bool house)
{
    (void)house;
    xg_sch_header(b);
}

static int sch_csv(json_t *o, const char *path, int series, int table, bool house, sk_buf *b,
                   int *game_no, sk_err *err)
{
    (void)house;
    return xg_sch_csv(o, path, series, table, b, game_no, err);
}

/* How each family's games come in: the games CSV they are read into
 * (with the house columns where the family has house fields) and how
 * that is stored. */
typedef struct games_in {
    void (*header)(sk_buf *b, bool house);
    int (*csv)(json_t *o, const char *path, int series, int table, bool house, sk_buf *b,
               int *game_no, sk_err *err);
    int (*store)(xch_imp *im, const ops_tour *t, const char *csv, size_t len,
                 const gpaths *gp);
} games_in;

static const games_in skat_in = {xg_skat_header, xg_skat_csv, store_skat_games};
static const games_in sch_in = {sch_header, sch_csv, store_sch_games};
static const games_in *const games_in_by[OPS_FORM_COUNT] = {
    [OPS_FORM_ISKO] = &skat_in,
    [OPS_FORM_HOUSE] = &skat_in,
    [OPS_FORM_SCHAFKOPF] = &sch_in,
};

/* A tournament's games as they come in: its family's way. */
typedef struct games_ctx {
    const ops_tour *t;
    const games_in *in;
} games_ctx;

/* xch_player_ref for xsubs_read. */
static int sub_player(void *arg, json_t *v, const char *path, int64_t *pid, sk_err *err)
{
    (void)err;
    return xch_player_ref(arg, v, path, pid);
}

static int import_table(xch_imp *im, json_t *o, const char *p, int s, db_table *tb,
                        const games_ctx *gc, sk_buf *csv, gpaths *gp, xsub **subs, size_t *nsubs)
{
    static const char *const keys[] = {"table", "size", "seats", "subs", "games", NULL};
    long long no, size;
    json_t *seats, *games;
    int rc = xj_keys(o, p, keys, im->err);
    if (rc == SK_OK)
        rc = xj_int(o, p, "table", true, 1, GAME_TABLE_MAX, 0, &no, im->err);
    if (rc == SK_OK)
        rc = xj_int(o, p, "size", true, gc->t->rules.fam->table_min, 4, 0, &size, im->err);
    if (rc == SK_OK)
        rc = xj_arr(o, p, "seats", true, 4, &seats, im->err);
    if (rc == SK_OK)
        rc = xj_arr(o, p, "games", false, MAX_GAMES, &games, im->err);
    if (rc != SK_OK)
        return rc;
    char q[XJ_PATH];
    xj_path(q, p, "seats", 0);
    if (json_array_size(seats) != (size_t)size)
        return xj_fail(im->err, q, _("a table of %lld has %lld seats, not %zu"), size, size,
                       json_array_size(seats));
    memset(tb, 0, sizeof *tb);
    tb->table_no = (int)no;
    tb->size = (int)size;
    for (int i = 0; rc == SK_OK && i < size; i++) {
        char r[XJ_PATH];
        xj_path(r, q, NULL, (size_t)i);
        tb->seats[i].seat = i + 1;
        rc = xch_player_ref(im, json_array_get(seats, (size_t)i), r, &tb->seats[i].player_id);
    }
    if (rc == SK_OK)
        rc = xsubs_read(o, p, (int)no, (int)size, sub_player, im, subs, nsubs, im->err);
    xj_path(q, p, "games", 0);
    for (size_t i = 0; rc == SK_OK && i < json_array_size(games); i++) {
        char r[XJ_PATH];
        json_t *g;
        int gno;
        rc = xj_item(games, q, i, NULL, r, &g, im->err);
        if (rc == SK_OK)
            rc = gc->in->csv(g, r, s, (int)no, gc->t->rules.fam->house_fields, csv, &gno,
                             im->err);
        if (rc == SK_OK)
            gpaths_add(gp, r);
    }
    return rc;
}

static int import_series(xch_imp *im, json_t *o, const char *p, const games_ctx *gc,
                         bool *seen, sk_buf *csv, gpaths *gp)
{
    const db_tournament *t = &gc->t->row;
    static const char *const keys[] = {"series", "method", "seed", "tables", NULL};
    long long s;
    const char *method, *seed;
    json_t *tabs;
    int rc = xj_keys(o, p, keys, im->err);
    if (rc == SK_OK)
        rc = xj_int(o, p, "series", true, 1, t->series_count, 0, &s, im->err);
    if (rc == SK_OK && seen[s])
        rc = xj_fail(im->err, p, _("series %lld is in the list twice"), s);
    if (rc == SK_OK)
        rc = xj_str(o, p, "method", true, 20, &method, im->err);
    if (rc == SK_OK && strcmp(method, "random") != 0 && strcmp(method, "seeded") != 0 &&
        strcmp(method, "manual") != 0) {
        char q[XJ_PATH];
        xj_path(q, p, "method", 0);
        rc = xj_fail(im->err, q, _("must be random, seeded or manual"));
    }
    if (rc == SK_OK)
        rc = xj_str(o, p, "seed", false, 20, &seed, im->err);
    uint64_t sv = 0;
    if (rc == SK_OK && seed) {
        char *end;
        errno = 0;
        sv = strtoull(seed, &end, 10);
        if (!*seed || *end || errno || seed[0] < '0' || seed[0] > '9') {
            char q[XJ_PATH];
            xj_path(q, p, "seed", 0);
            rc = xj_fail(im->err, q, _("must be a whole number from 0 to 18446744073709551615 "
                                       "written as text"));
        }
    }
    if (rc == SK_OK)
        rc = xj_arr(o, p, "tables", true, GAME_TABLE_MAX, &tabs, im->err);
    if (rc != SK_OK)
        return rc;
    seen[s] = true;
    size_t n = json_array_size(tabs);
    db_table *tb = xcalloc(n + 1, sizeof *tb);
    xsub *subs = NULL;
    size_t nsubs = 0;
    char q[XJ_PATH];
    xj_path(q, p, "tables", 0);
    for (size_t i = 0; rc == SK_OK && i < n; i++) {
        char r[XJ_PATH];
        json_t *x;
        rc = xj_item(tabs, q, i, NULL, r, &x, im->err);
        if (rc == SK_OK)
            rc = import_table(im, x, r, (int)s, &tb[i], gc, csv, gp, &subs, &nsubs);
    }
    sk_err why;
    sk_err_clear(&why);
    if (rc == SK_OK && n &&
        (rc = db_series_store(im->d, t->id, (int)s, method, seed != NULL, sv, tb, n, &why)) !=
            SK_OK)
        rc = xch_at_path(im->err, p, rc, &why);
    if (rc == SK_OK && nsubs) /* after the seating they change */
        rc = ops_subs_put_all(im->d, gc->t, (int)s, subs, nsubs, q, im->err);
    free(subs);
    free(tb);
    return rc;
}

/* Everything of tournament tid (created from o) but its settings. */
int xch_import_content(xch_imp *im, json_t *o, const char *path, int64_t tid, bool group)
{
    db_tournament row;
    int rc = db_xch_tournament(im->d, tid, &row, im->err);
    if (rc != SK_OK)
        return rc;
    ops_tour ot; /* its rules parsed once */
    ops_tour_adopt(&row, &ot);
    json_t *teams = NULL, *att, *series, *lots;
    char p[XJ_PATH];
    if (!group)
        rc = xj_arr(o, path, "teams", false, MAX_ITEMS, &teams, im->err);
    if (rc == SK_OK)
        rc = xj_arr(o, path, "attendance", false, MAX_PLAYERS, &att, im->err);
    if (rc == SK_OK)
        rc = xj_arr(o, path, "series", false, 99, &series, im->err);
    if (rc == SK_OK)
        rc = xj_arr(o, path, "lots", false, MAX_PLAYERS, &lots, im->err);
    xj_path(p, path, "teams", 0);
    if (rc == SK_OK && teams)
        rc = import_teams(im, teams, p, tid);
    xj_path(p, path, "attendance", 0);
    if (rc == SK_OK && att)
        rc = import_attendance(im, att, p, tid, ot.row.series_count);
    games_ctx gc = {&ot, games_in_by[ops_form_of(&ot.rules)]};
    sk_buf csv = {0};
    gpaths gp = {0};
    gc.in->header(&csv, ot.rules.fam->house_fields);
    bool seen[100] = {false};
    xj_path(p, path, "series", 0);
    for (size_t i = 0; rc == SK_OK && series && i < json_array_size(series); i++) {
        char q[XJ_PATH];
        json_t *x;
        rc = xj_item(series, p, i, NULL, q, &x, im->err);
        if (rc == SK_OK)
            rc = import_series(im, x, q, &gc, seen, &csv, &gp);
    }
    if (rc == SK_OK && gp.n)
        rc = gc.in->store(im, &ot, csv.s, csv.len, &gp);
    sk_buf_free(&csv);
    free(gp.v);
    xj_path(p, path, "lots", 0);
    if (rc == SK_OK && lots)
        rc = import_lots(im, lots, p, tid, ot.row.series_count);
    ops_tour_clear(&ot);
    return rc;
}

static const char *const tournament_keys[] = {
    "uid", "name", "date", "game", "rules", "house", "house_settings", "series_count", "games4",
    "games3", "first_dealer", "closed", "teams", "attendance", "series", "lots", NULL};

/* The settings of tournament object o into *t (strings point into o) and
 * its uid; checked as `tournament create` checks them. */
int xch_tournament_settings(xch_imp *im, json_t *o, const char *path, db_tournament *t,
                               const char **uid)
{
    sk_err why;
    sk_err_clear(&why);
    db_tournament_defaults(t);
    const char *game;
    long long sc, g4, g3, fd;
    bool closed;
    int rc = xch_keys_uid(im, o, path, tournament_keys, uid);
    if (rc == SK_OK)
        rc = xj_str(o, path, "name", true, 1000, (const char **)&t->name, im->err);
    if (rc == SK_OK && text_name_check(_("tournament name"), t->name, &why) != SK_OK)
        rc = xch_at_path(im->err, path, SK_INVALID, &why);
    if (rc == SK_OK)
        rc = xj_str(o, path, "date", false, 10, (const char **)&t->date, im->err);
    if (rc == SK_OK && t->date && !text_date_valid(t->date)) {
        char p[XJ_PATH];
        xj_path(p, path, "date", 0);
        rc = xj_fail(im->err, p, _("'%s' is not a real date YYYY-MM-DD"), t->date);
    }
    if (rc == SK_OK)
        rc = xj_str(o, path, "game", false, 40, &game, im->err);
    sch_family f = SCH_FAM_SKAT;
    if (rc == SK_OK && game && (!sch_family_parse(game, &f) ||
                                strcmp(game, sch_family_key(f)) != 0)) {
        char p[XJ_PATH];
        xj_path(p, path, "game", 0);
        rc = xj_fail(im->err, p, _("must be skat, schafkopf-wendisch or schafkopf"));
    }
    if (rc == SK_OK)
        rc = xj_str(o, path, "rules", f != SCH_FAM_SKAT, 4000, (const char **)&t->rules, im->err);
    if (rc == SK_OK)
        rc = xj_str(o, path, "house", false, 200, (const char **)&t->house, im->err);
    if (rc == SK_OK)
        rc = xj_str(o, path, "house_settings", false, 4000, (const char **)&t->house_settings,
                    im->err);
    if (rc == SK_OK)
        rc = xj_int(o, path, "series_count", true, 1, 99, 1, &sc, im->err);
    if (rc == SK_OK)
        rc = xj_int(o, path, "games4", true, 4, 400, 48, &g4, im->err);
    if (rc == SK_OK)
        rc = xj_int(o, path, "games3", true, 3, 300, 36, &g3, im->err);
    if (rc == SK_OK)
        rc = xj_int(o, path, "first_dealer", true, 1, 4, 1, &fd, im->err);
    if (rc == SK_OK)
        rc = xj_bool(o, path, "closed", false, false, &closed, im->err);
    if (rc != SK_OK)
        return rc;
    t->game = f == SCH_FAM_SKAT ? NULL : (char *)sch_family_key(f);
    t->series_count = (int)sc;
    t->games4 = (int)g4;
    t->games3 = (int)g3;
    t->first_dealer = (int)fd;
    t->closed = closed;
    if (f != SCH_FAM_SKAT && (t->house || t->house_settings))
        return xj_fail(im->err, path, _("a Schafkopf tournament has no Skat house rules"));
    if (f == SCH_FAM_SKAT && t->rules)
        return xj_fail(im->err, path, _("a Skat tournament's rules are house and "
                                        "house_settings, not rules"));
    ops_tour ot; /* the rules as the tournament will store them */
    ops_tour_view(t, &ot);
    if (ops_tour_ok(&ot, &why) != SK_OK)
        return xch_at_path(im->err, path, SK_INVALID, &why);
    return SK_OK;
}

