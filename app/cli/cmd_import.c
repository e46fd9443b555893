/* cmd_import.c - `import seats FILE.csv` (series,table,seat,player) and
 * `import games FILE.csv`.  All or nothing: every problem is reported with
 * its line number on stderr, and nothing is stored unless the whole file is
 * good. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "clifam.h"
#include "csvin.h"
#include "db_tournaments.h"
#include "import.h"
#include "importlist.h"
#include "importfile.h"

/* main looked up the tournament a write goes to (CLI_TOUR_WRITE) */
int cmd_import_seats(cli_ctx *ctx, const cli_args *a)
{
    const db_tournament *t = &ctx->tour->row;
    importfile f;
    ops_import_seats_result r;
    int rc = importfile_load(ctx, a->pos[0], &f);
    if (rc == SK_OK)
        rc = importfile_end(ctx, &f, ops_import_seats(ctx->db, t, f.buf, f.len, &f.errs, &r,
                                                      &ctx->err));
    if (rc == SK_OK)
        printf(sk_ntr("imported %zu seats in %d series from %s into '%s'\n",
                      "imported %zu seats in %d series from %s into '%s'\n",
                      (unsigned long)r.series),
               r.seats, r.series, f.path, t->name);
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

/* The Skat side of import games (clifam.h). */
static int skat_import_games(cli_ctx *ctx, const cli_args *a, ops_tour *t)
{
    importfile f;
    int rc = importfile_open(ctx, a, t, &f);
    if (rc != SK_OK)
        return rc;
    ops_existing mode = cli_has(a, "skip-existing") ? OPS_EXISTING_SKIP
                      : cli_has(a, "replace")       ? OPS_EXISTING_REPLACE
                                                    : OPS_EXISTING_ERROR;
    bar_state bar = {isatty(STDERR_FILENO), -1};
    ops_import_games_result r;
    rc = ops_import_games(ctx->db, t, f.buf, f.len, mode, progress_cb, &bar, &f.errs, &r,
                          &ctx->err);
    if (bar.last >= 0)
        fputc('\n', stderr);
    rc = importfile_end(ctx, &f, rc);
    if (rc == SK_OK) {
        printf(sk_ntr("imported %zu game into tournament '%s'",
                      "imported %zu games into tournament '%s'", r.imported), r.imported, t->row.name);
        if (r.skipped)
            printf(_(", %zu already recorded with the same values skipped"), r.skipped);
        if (r.replaced)
            printf(_(", %zu replaced (old versions in the history)"), r.replaced);
        printf("\n");
    }
    return rc;
}

static const cli_family skat = {.import_games = skat_import_games};
static const cli_sides sides = {.isko = &skat, .house = &skat,
                                 .schafkopf = &cli_family_schafkopf};

/* main peeked at the tournament (CLI_PEEK) */
int cmd_import_games(cli_ctx *ctx, const cli_args *a)
{
    return cli_family_side(ctx->tour, &sides)->import_games(ctx, a, ctx->tour);
}
