/* cmd_import.c - `import seats FILE.csv` (series,table,seat,player) and
 * `import games FILE.csv`.  All or nothing: every problem is reported with
 * its line number on stderr, and nothing is stored unless the whole file is
 * good. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "schcli.h"
#include "csvin.h"
#include "db.h"
#include "db_players.h"
#include "db_tournaments.h"
#include "db_seating.h"
#include "db_games.h"
#include "db_import.h"
#include "importfile.h"
#include "lookup.h"
#include "playername.h"

int cmd_import_seats(cli_ctx *ctx, const cli_args *a)
{
    const char *path;
    db_tournament t;
    char *buf;
    size_t len;
    int rc = importfile_open(ctx, a, &path, &t, &buf, &len);
    if (rc != SK_OK)
        return rc;
    csvin_seats ss = {0};
    csvin_errors errs = {0};
    csvin_seats_parse(buf, len, &ss, &errs);
    free(buf);
    int64_t *pid = xcalloc(ss.n ? ss.n : 1, sizeof *pid);
    for (size_t i = 0; rc == SK_OK && i < ss.n; i++) {
        if (ss.v[i].series > t.series_count)
            csvin_errors_add(&errs, ss.v[i].line, "series %d does not exist: '%s' has series 1 to %d",
                             ss.v[i].series, t.name, t.series_count);
        db_player p;
        sk_err e2;
        sk_err_clear(&e2);
        int r = playername_find(ctx->db, ss.v[i].player, &p, &e2);
        if (r == SK_OK)
            pid[i] = p.id;
        else if (r == SK_INVALID)
            csvin_errors_add(&errs, ss.v[i].line, "%s", e2.msg);
        else
            rc = sk_err_set(&ctx->err, r, "%s", e2.msg);
        db_player_clear(&p);
    }
    /* two rows naming the same player by name and by number */
    for (size_t i = 0; rc == SK_OK && i < ss.n; i++)
        for (size_t k = 0; k < i; k++)
            if (pid[i] && pid[i] == pid[k] && ss.v[i].series == ss.v[k].series &&
                strcmp(ss.v[i].player, ss.v[k].player) != 0)
                csvin_errors_add(&errs, ss.v[i].line, "player '%s' is the player of line %ld: "
                                 "seated twice in series %d", ss.v[i].player, ss.v[k].line,
                                 ss.v[i].series);
    if (rc == SK_OK && errs.n)
        rc = importfile_report(ctx, path, &errs);
    if (rc == SK_OK && ss.n == 0)
        rc = sk_err_set(&ctx->err, SK_INVALID, _("%s: no seats in the file"), path);
    int nseries = 0;
    if (rc == SK_OK)
        rc = db_begin(ctx->db, &ctx->err);
    if (rc == SK_OK) {
        for (int s = 1; rc == SK_OK && s <= t.series_count; s++) {
            db_table *tabs = NULL;
            size_t nt = 0;
            for (size_t i = 0; i < ss.n; i++) {
                if (ss.v[i].series != s)
                    continue;
                size_t k;
                for (k = 0; k < nt && tabs[k].table_no != ss.v[i].table_no; k++)
                    ;
                if (k == nt) {
                    tabs = xrealloc(tabs, (nt + 1) * sizeof *tabs);
                    memset(&tabs[nt], 0, sizeof *tabs);
                    tabs[nt].table_no = ss.v[i].table_no;
                    nt++;
                }
                tabs[k].seats[ss.v[i].seat - 1].seat = ss.v[i].seat;
                tabs[k].seats[ss.v[i].seat - 1].player_id = pid[i];
                if (ss.v[i].seat > tabs[k].size)
                    tabs[k].size = ss.v[i].seat;
            }
            if (nt) {
                rc = db_series_store(ctx->db, t.id, s, "manual", false, 0, tabs, nt, &ctx->err);
                nseries++;
            }
            free(tabs);
        }
        if (rc != SK_OK)
            db_rollback(ctx->db);
        else
            rc = db_commit(ctx->db, &ctx->err);
        if (rc != SK_OK) {
            char msg[sizeof ctx->err.msg];
            snprintf(msg, sizeof msg, "%s", ctx->err.msg);
            sk_err_clear(&ctx->err);
            sk_err_set(&ctx->err, rc, "%s: %s; nothing imported", path, msg);
        }
    }
    if (rc == SK_OK)
        printf(_("imported %zu seats in %d series from %s into '%s'\n"), ss.n, nseries, path, t.name);
    free(pid);
    csvin_seats_free(&ss);
    csvin_errors_free(&errs);
    db_tournament_clear(&t);
    return rc;
}

/* ---- import games ---- */

typedef struct table_key {
    int series, table_no, size; /* series 0: an empty slot */
    int64_t exists;             /* 1 known, -1 does not exist */
} table_key;

/* The tables looked up so far, in an open-addressing hash on (series,
 * table): a season has tens of thousands of tables (a linear list was a
 * tenth of a 1,000,000-game import's parsing time). */
typedef struct lookup_ctx {
    db *d;
    const db_tournament *t;
    table_key *v;
    size_t n, cap;              /* cap: 0 or a power of two */
} lookup_ctx;

static size_t key_slot(const lookup_ctx *c, int series, int table_no)
{
    size_t h = ((size_t)(unsigned)series * 0x9E3779B1u) ^ ((size_t)(unsigned)table_no * 0x85EBCA77u);
    size_t i = h & (c->cap - 1);
    while (c->v[i].series && (c->v[i].series != series || c->v[i].table_no != table_no))
        i = (i + 1) & (c->cap - 1);
    return i;
}

static void key_put(lookup_ctx *c, table_key k)
{
    if (2 * (c->n + 1) > c->cap) {
        table_key *old = c->v;
        size_t ocap = c->cap;
        c->cap = ocap ? ocap * 2 : 64;
        c->v = xcalloc(c->cap, sizeof *c->v);
        for (size_t i = 0; i < ocap; i++)
            if (old[i].series)
                c->v[key_slot(c, old[i].series, old[i].table_no)] = old[i];
        free(old);
    }
    c->v[key_slot(c, k.series, k.table_no)] = k;
    c->n++;
}

static int lookup_table(void *ud, int series, int table_no, game_table_rules *out, sk_err *err)
{
    lookup_ctx *c = ud;
    if (c->cap) {
        const table_key *k = &c->v[key_slot(c, series, table_no)];
        if (k->series) {
            if (k->exists < 0)
                return sk_err_set(err, SK_INVALID, _("series %d has no table %d"), series,
                                  table_no);
            db_tournament_table_rules(c->t, k->size, out);
            return SK_OK;
        }
    }
    int size = 0;
    sk_err e;
    sk_err_clear(&e);
    int rc = db_table_size(c->d, c->t->id, series, table_no, &size, &e);
    if (rc == SK_FAIL)
        return sk_err_set(err, SK_FAIL, "%s", e.msg);
    table_key k = {series, table_no, rc == SK_OK ? size : 0, rc == SK_OK ? 1 : -1};
    key_put(c, k);
    if (rc != SK_OK)
        return sk_err_set(err, SK_INVALID, _("series %d has no table %d"), series, table_no);
    db_tournament_table_rules(c->t, k.size, out);
    return SK_OK;
}

static int cmp_game(const void *a, const void *b)
{
    const game_entry *x = a, *y = b;
    if (x->series != y->series)
        return x->series < y->series ? -1 : 1;
    if (x->table_no != y->table_no)
        return x->table_no < y->table_no ? -1 : 1;
    return (x->game_no > y->game_no) - (x->game_no < y->game_no);
}

/* The same game as entered (a result given next to points is not compared:
 * the points decide). */
static bool same_game(const game_entry *a, const game_entry *b)
{
    if (a->passed != b->passed)
        return false;
    if (a->passed)
        return true;
    const rules_game *x = &a->g, *y = &b->g;
    bool pts = x->points != RULES_POINTS_NONE && y->points != RULES_POINTS_NONE;
    return a->declarer == b->declarer && x->contract == y->contract &&
           x->matadors == y->matadors && x->hand == y->hand && x->ouvert == y->ouvert &&
           x->announce == y->announce && x->bid == y->bid && x->points == y->points &&
           x->schwarz == y->schwarz && (pts || x->schneider == y->schneider) &&
           (pts || x->result == y->result);
}

enum { EXISTING_ERROR, EXISTING_SKIP, EXISTING_REPLACE };

/* Games of the file that are already recorded: one error per line
 * (EXISTING_ERROR); with EXISTING_SKIP/REPLACE the same values are taken
 * out of gs (*skipped counts them), different ones are an error (SKIP) or
 * moved to *repl (REPLACE). */
static int check_existing(db *d, int64_t tid, csvin_games *gs, csvin_errors *errs, int mode,
                          size_t *skipped, csvin_games *repl, sk_err *err)
{
    int *done = NULL;
    size_t ndone = 0;
    game_entry *have = NULL;
    size_t nhave = 0;
    for (size_t i = 0; i < gs->n; i++) {
        int s = gs->v[i].series;
        bool seen = false;
        for (size_t k = 0; k < ndone && !seen; k++)
            seen = done[k] == s;
        if (seen)
            continue;
        done = xrealloc(done, (ndone + 1) * sizeof *done);
        done[ndone++] = s;
        db_game *v = NULL;
        size_t n = 0;
        int rc = db_game_list(d, tid, s, 0, &v, &n, err);
        if (rc != SK_OK) {
            free(done);
            free(have);
            return rc;
        }
        have = xrealloc(have, (nhave + n + 1) * sizeof *have);
        for (size_t k = 0; k < n; k++)
            have[nhave++] = v[k].e;
        db_games_free(v, n);
    }
    free(done);
    if (nhave) {
        qsort(have, nhave, sizeof *have, cmp_game);
        size_t keep = 0;
        for (size_t i = 0; i < gs->n; i++) {
            const game_entry *h = bsearch(&gs->v[i], have, nhave, sizeof *have, cmp_game);
            if (h && mode == EXISTING_ERROR)
                csvin_errors_add(errs, gs->line[i],
                                 "game %d of series %d table %d is already recorded: delete "
                                 "or edit it first (or import with --skip-existing or "
                                 "--replace)", gs->v[i].game_no, gs->v[i].series,
                                 gs->v[i].table_no);
            if (h && mode != EXISTING_ERROR && same_game(h, &gs->v[i])) {
                (*skipped)++;
                continue;
            }
            if (h && mode == EXISTING_SKIP)
                csvin_errors_add(errs, gs->line[i],
                                 "game %d of series %d table %d is recorded with other values: "
                                 "import with --replace to replace it", gs->v[i].game_no,
                                 gs->v[i].series, gs->v[i].table_no);
            if (h && mode == EXISTING_REPLACE) {
                if (repl->n == repl->cap) {
                    repl->cap = repl->cap ? 2 * repl->cap : 16;
                    repl->v = xrealloc(repl->v, repl->cap * sizeof *repl->v);
                    repl->line = xrealloc(repl->line, repl->cap * sizeof *repl->line);
                }
                repl->v[repl->n] = gs->v[i];
                repl->line[repl->n++] = gs->line[i];
                continue;
            }
            gs->v[keep] = gs->v[i];
            gs->line[keep++] = gs->line[i];
        }
        gs->n = keep;
    }
    free(have);
    return SK_OK;
}

static void progress(size_t done, size_t total, int *last)
{
    int pct = total ? (int)(done * 100 / total) : 100;
    if (pct == *last)
        return;
    *last = pct;
    char bar[41];
    int fill = pct * 40 / 100;
    memset(bar, '#', (size_t)fill);
    memset(bar + fill, '.', (size_t)(40 - fill));
    bar[40] = '\0';
    fputc('\r', stderr);
    fprintf(stderr, _("importing games [%s] %3d%%"), bar, pct);
    fflush(stderr);
}

static void progress_cb(size_t done, size_t total, void *ud)
{
    progress(done, total, ud);
}

int cmd_import_games(cli_ctx *ctx, const cli_args *a)
{
    db_tournament sch_t; /* a Schafkopf tournament: cmd_schafkopf.c */
    if (schcli_tournament(ctx, a, NULL, &sch_t))
        return schcli_import_games(ctx, a, &sch_t);
    const char *file;
    db_tournament t;
    char *buf;
    size_t len;
    int rc = importfile_open(ctx, a, &file, &t, &buf, &len);
    if (rc != SK_OK)
        return rc;
    csvin_games gs = {0};
    csvin_errors errs = {0};
    csvin_games_parse(buf, len, &gs, &errs);
    free(buf);

    lookup_ctx lc = {ctx->db, &t, NULL, 0, 0};
    rc = csvin_games_validate(&gs, lookup_table, &lc, NULL, &errs);
    free(lc.v);
    int mode = cli_has(a, "skip-existing") ? EXISTING_SKIP
             : cli_has(a, "replace")       ? EXISTING_REPLACE
                                           : EXISTING_ERROR;
    size_t skipped = 0;
    csvin_games repl = {0};
    if (rc != SK_FAIL)
        rc = check_existing(ctx->db, t.id, &gs, &errs, mode, &skipped, &repl, &ctx->err);
    if (rc == SK_FAIL)
        goto out;

    if (errs.n) {
        rc = importfile_report(ctx, file, &errs);
        goto out;
    }

    bool bar = isatty(STDERR_FILENO) && gs.n >= 4096;
    int last = -1;
    size_t bad = 0;
    rc = db_begin(ctx->db, &ctx->err);
    /* the replacements first (each kept in the history), then the new
     * games: one transaction */
    for (size_t i = 0; rc == SK_OK && i < repl.n; i++) {
        rc = db_game_edit(ctx->db, t.id, &repl.v[i], NULL, &ctx->err);
        if (rc != SK_OK) {
            char msg[sizeof ctx->err.msg];
            snprintf(msg, sizeof msg, "%s", ctx->err.msg);
            sk_err_clear(&ctx->err);
            sk_err_set(&ctx->err, rc, "%s: line %ld: %s: nothing imported", file, repl.line[i],
                       msg);
            bad = gs.n;
        }
    }
    if (rc == SK_OK && gs.n)
        rc = db_games_import(ctx->db, t.id, gs.v, gs.n, &bad, bar ? progress_cb : NULL, &last,
                             &ctx->err);
    if (rc == SK_OK)
        rc = db_commit(ctx->db, &ctx->err);
    else
        db_rollback(ctx->db);
    if (bar)
        fputc('\n', stderr);
    if (rc != SK_OK && bad < gs.n) {
        char msg[sizeof ctx->err.msg];
        snprintf(msg, sizeof msg, "%s", ctx->err.msg);
        sk_err_clear(&ctx->err);
        sk_err_set(&ctx->err, rc, "%s: line %ld: %s: nothing imported", file, gs.line[bad],
                   msg);
    }
    if (rc == SK_OK) {
        printf(sk_ntr("imported %zu game into tournament '%s'", "imported %zu games into tournament '%s'",
                      gs.n), gs.n, t.name);
        if (skipped)
            printf(_(", %zu already recorded with the same values skipped"), skipped);
        if (repl.n)
            printf(_(", %zu replaced (old versions in the history)"), repl.n);
        printf("\n");
    }
out:
    free(repl.v);
    free(repl.line);
    csvin_errors_free(&errs);
    csvin_games_free(&gs);
    db_tournament_clear(&t);
    return rc;
}
