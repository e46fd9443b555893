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
#include "import.h"
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
