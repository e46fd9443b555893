/* cmd_import.c - `import seats FILE.csv` (series,table,seat,player) and
 * `import games FILE.csv`.  All or nothing: every problem is reported with
 * its line number on stderr, and nothing is stored unless the whole file is
 * good. */
#include "i18n.h"
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
#include "import.h"
#include "importfile.h"
#include "hmap.h"
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
    /* linear: one look-up per distinct player key (name or number), and
     * (player, series) -> first row by hash */
    hmap_str key_pid = {0};
    hmap_id seated = {0};
    for (size_t i = 0; rc == SK_OK && i < ss.n; i++) {
        if (ss.v[i].series > t.series_count)
            csvin_errors_add(&errs, ss.v[i].line, _("series %d does not exist: '%s' has series 1 to %d"),
                             ss.v[i].series, t.name, t.series_count);
        long known;
        if (hmap_str_get(&key_pid, ss.v[i].player, &known) && known) {
            pid[i] = known;
        } else { /* first time, or an unknown key: its message again */
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
            hmap_str_put(&key_pid, ss.v[i].player, (long)pid[i], NULL);
        }
        /* two rows naming the same player by name and by number */
        long k;
        if (pid[i] && hmap_id_put(&seated, pid[i] * 128 + ss.v[i].series, (long)i, &k) &&
            strcmp(ss.v[i].player, ss.v[k].player) != 0)
            csvin_errors_add(&errs, ss.v[i].line, _("player '%s' is the player of line %ld: "
                             "seated twice in series %d"), ss.v[i].player, ss.v[k].line,
                             ss.v[i].series);
    }
    hmap_str_free(&key_pid);
    hmap_id_free(&seated);
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
            size_t nt = 0, cap = 0;
            hmap_id tab_ix = {0}; /* table_no -> index in tabs */
            for (size_t i = 0; i < ss.n; i++) {
                if (ss.v[i].series != s)
                    continue;
                long k;
                if (!hmap_id_put(&tab_ix, ss.v[i].table_no, (long)nt, &k)) {
                    k = (long)nt;
                    if (nt == cap) {
                        cap = cap ? 2 * cap : 64;
                        tabs = xrealloc(tabs, cap * sizeof *tabs);
                    }
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
            hmap_id_free(&tab_ix);
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
            sk_err_set(&ctx->err, rc, _("%s: %s; nothing imported"), path, msg);
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

/* The progress bar on a terminal, for imports of 4096 games and more. */
typedef struct bar_state {
    bool tty;
    int last;       /* the percentage drawn last, -1: nothing drawn */
} bar_state;

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
    bar_state *b = ud;
    if (b->tty && total >= 4096)
        progress(done, total, &b->last);
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
    ops_existing mode = cli_has(a, "skip-existing") ? OPS_EXISTING_SKIP
                      : cli_has(a, "replace")       ? OPS_EXISTING_REPLACE
                                                    : OPS_EXISTING_ERROR;
    bar_state bar = {isatty(STDERR_FILENO), -1};
    csvin_errors errs = {0};
    ops_import_games_result r;
    rc = ops_import_games(ctx->db, &t, buf, len, mode, progress_cb, &bar, &errs, &r, &ctx->err);
    free(buf);
    if (bar.last >= 0)
        fputc('\n', stderr);
    if (rc == SK_INVALID && errs.n) {
        rc = importfile_report(ctx, file, &errs);
    } else if (rc != SK_OK) {
        char msg[sizeof ctx->err.msg];
        snprintf(msg, sizeof msg, "%s", ctx->err.msg);
        sk_err_clear(&ctx->err);
        sk_err_set(&ctx->err, rc, "%s: %s", file, msg);
    } else {
        printf(sk_ntr("imported %zu game into tournament '%s'",
                      "imported %zu games into tournament '%s'", r.imported), r.imported, t.name);
        if (r.skipped)
            printf(_(", %zu already recorded with the same values skipped"), r.skipped);
        if (r.replaced)
            printf(_(", %zu replaced (old versions in the history)"), r.replaced);
        printf("\n");
    }
    csvin_errors_free(&errs);
    db_tournament_clear(&t);
    return rc;
}
