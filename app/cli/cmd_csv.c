/* cmd_csv.c - `skatsheet import games` and `skatsheet export games`. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "fileio.h"
#include "csvin.h"
#include "csvout.h"
#include "db.h"

/* -t NAME, --tournament NAME, --tournament=NAME.  Returns 1 when argv[*i]
 * was that option (advancing *i), 0 when not, -1 on a missing value. */
static int take_tournament(cli_ctx *ctx, int argc, char **argv, int *i, const char **name)
{
    const char *a = argv[*i];
    if (strncmp(a, "--tournament=", 13) == 0) {
        *name = a + 13;
        (*i)++;
        return 1;
    }
    if (strcmp(a, "-t") == 0 || strcmp(a, "--tournament") == 0) {
        if (*i + 1 >= argc) {
            cli_usage(ctx, "%s needs a tournament NAME", a);
            return -1;
        }
        *name = argv[*i + 1];
        *i += 2;
        return 1;
    }
    return 0;
}

/* --opt N (or --opt=N) with N in [min, max].  Same returns as above. */
static int take_int(cli_ctx *ctx, int argc, char **argv, int *i, const char *opt, long min,
                    long max, int *out)
{
    const char *a = argv[*i], *v;
    size_t n = strlen(opt);
    int used;
    if (strncmp(a, opt, n) == 0 && a[n] == '=') {
        v = a + n + 1;
        used = 1;
    } else if (strcmp(a, opt) == 0) {
        if (*i + 1 >= argc) {
            cli_usage(ctx, "%s needs a number", opt);
            return -1;
        }
        v = argv[*i + 1];
        used = 2;
    } else {
        return 0;
    }
    long x;
    if (!sk_parse_int(v, min, max, &x)) {
        cli_usage(ctx, "%s '%s' is not a whole number from %ld to %ld", opt, v, min, max);
        return -1;
    }
    *out = (int)x;
    *i += used;
    return 1;
}

/* ------------------------------------------------------------- import */

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
                return sk_err_set(err, SK_INVALID, "series %d has no table %d", series,
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
        return sk_err_set(err, SK_INVALID, "series %d has no table %d", series, table_no);
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

/* Games of the file that are already recorded: one error per line. */
static int check_existing(db *d, int64_t tid, const csvin_games *gs, csvin_errors *errs,
                          sk_err *err)
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
        for (size_t i = 0; i < gs->n; i++)
            if (bsearch(&gs->v[i], have, nhave, sizeof *have, cmp_game))
                csvin_errors_add(errs, gs->line[i],
                                 "game %d of series %d table %d is already recorded: delete "
                                 "or edit it first", gs->v[i].game_no, gs->v[i].series,
                                 gs->v[i].table_no);
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
    fprintf(stderr, "\rimporting games [%s] %3d%%", bar, pct);
    fflush(stderr);
}

static void progress_cb(size_t done, size_t total, void *ud)
{
    progress(done, total, ud);
}

int cmd_import_games(cli_ctx *ctx, int argc, char **argv)
{
    const char *file = NULL, *tname = NULL;
    for (int i = 1; i < argc;) {
        int r = take_tournament(ctx, argc, argv, &i, &tname);
        if (r < 0)
            return SK_USAGE;
        if (r > 0)
            continue;
        if (argv[i][0] == '-' && argv[i][1] != '\0')
            return cli_usage(ctx, "unknown option %s", argv[i]);
        if (file)
            return cli_usage(ctx, "one FILE only");
        file = argv[i++];
    }
    if (!file)
        return cli_usage(ctx, "FILE.csv is missing");

    db_tournament t;
    memset(&t, 0, sizeof t);
    int rc = db_tournament_find(ctx->db, tname, &t, &ctx->err);
    if (rc != SK_OK)
        return rc;

    char *buf = NULL;
    size_t len = 0;
    rc = sk_read_file(file, SK_IMPORT_MAX, &buf, &len, &ctx->err);
    if (rc != SK_OK) {
        db_tournament_clear(&t);
        return rc;
    }
    csvin_games gs = {0};
    csvin_errors errs = {0};
    csvin_games_parse(buf, len, &gs, &errs);
    free(buf);

    lookup_ctx lc = {ctx->db, &t, NULL, 0, 0};
    rc = csvin_games_validate(&gs, lookup_table, &lc, NULL, &errs);
    free(lc.v);
    if (rc != SK_FAIL)
        rc = check_existing(ctx->db, t.id, &gs, &errs, &ctx->err);
    if (rc == SK_FAIL)
        goto out;

    if (errs.n) {
        csvin_errors_sort(&errs);
        sk_buf b = {0};
        csvin_errors_format(&errs, &b);
        fputs(sk_buf_str(&b), stderr);
        sk_buf_free(&b);
        rc = sk_err_set(&ctx->err, SK_INVALID, "%s: %zu error%s: nothing imported", file,
                        errs.n, errs.n == 1 ? "" : "s");
        goto out;
    }

    bool bar = isatty(STDERR_FILENO) && gs.n >= 4096;
    int last = -1;
    size_t bad = 0;
    rc = db_games_import(ctx->db, t.id, gs.v, gs.n, &bad, bar ? progress_cb : NULL, &last,
                         &ctx->err);
    if (bar)
        fputc('\n', stderr);
    if (rc != SK_OK && bad < gs.n) {
        char msg[sizeof ctx->err.msg];
        snprintf(msg, sizeof msg, "%s", ctx->err.msg);
        sk_err_clear(&ctx->err);
        sk_err_set(&ctx->err, rc, "%s: line %ld: %s: nothing imported", file, gs.line[bad],
                   msg);
    }
    if (rc == SK_OK)
        printf("imported %zu game%s into tournament '%s'\n", gs.n, gs.n == 1 ? "" : "s",
               t.name);
out:
    csvin_errors_free(&errs);
    csvin_games_free(&gs);
    db_tournament_clear(&t);
    return rc;
}

/* ------------------------------------------------------------- export */

int cmd_export_games(cli_ctx *ctx, int argc, char **argv)
{
    const char *file = NULL, *tname = NULL;
    int series = 0, table = 0;
    for (int i = 1; i < argc;) {
        int r = take_tournament(ctx, argc, argv, &i, &tname);
        if (r == 0)
            r = take_int(ctx, argc, argv, &i, "--series", 1, 99, &series);
        if (r == 0)
            r = take_int(ctx, argc, argv, &i, "--table", 1, 9999, &table);
        if (r < 0)
            return SK_USAGE;
        if (r > 0)
            continue;
        if (argv[i][0] == '-' && argv[i][1] != '\0')
            return cli_usage(ctx, "unknown option %s", argv[i]);
        if (file)
            return cli_usage(ctx, "one FILE only");
        file = argv[i++];
    }
    if (!file)
        return cli_usage(ctx, "FILE.csv is missing (- for standard output)");
    if (table && !series)
        return cli_usage(ctx, "--table needs --series");

    db_tournament t;
    memset(&t, 0, sizeof t);
    int rc = db_tournament_find(ctx->db, tname, &t, &ctx->err);
    if (rc != SK_OK)
        return rc;
    db_game *v = NULL;
    size_t n = 0;
    rc = db_game_list(ctx->db, t.id, series, table, &v, &n, &ctx->err);
    if (rc == SK_OK) {
        sk_buf b = {0};
        csvout_games_header(&b);
        for (size_t i = 0; i < n; i++)
            csvout_game(&b, &v[i].e);
        if (strcmp(file, "-") == 0) {
            fwrite(b.s, 1, b.len, stdout);
        } else {
            rc = sk_write_file_atomic(file, b.s, b.len, &ctx->err);
            if (rc == SK_OK)
                printf("exported %zu game%s of tournament '%s' to %s\n", n, n == 1 ? "" : "s",
                       t.name, file);
        }
        sk_buf_free(&b);
    }
    db_games_free(v, n);
    db_tournament_clear(&t);
    return rc;
}
