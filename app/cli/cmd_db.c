/* cmd_db.c - `db ...`: the database as a whole (db copy, db backup, db
 * restore: one handler each). */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "db.h"
#include "db_file.h"
#include "dbadmin.h"
#include "fileio.h"

int cmd_db_copy(cli_ctx *ctx, const cli_args *a)
{
    db_copy_count n;
    int rc = ops_db_copy(a->pos[0], a->pos[1], &n, &ctx->err);
    if (rc != SK_OK)
        return rc;
    char from[512], to[512];
    db_target_shown(a->pos[0], from, sizeof from);
    db_target_shown(a->pos[1], to, sizeof to);
    printf(sk_ntr("copied %zu table (%zu rows) from %s to %s\n",
                  "copied %zu tables (%zu rows) from %s to %s\n", n.tables),
           n.tables, n.rows, from, to);
    return SK_OK;
}

/* A copy of the database in file path through the online backup: the
 * copy goes to a temporary file beside path, then into place. */
static int backup_to(cli_ctx *ctx, const char *path)
{
    char *tmp = NULL;
    int rc = sk_make_temp(path, &tmp, &ctx->err);
    if (rc != SK_OK)
        return rc;
    rc = db_backup(ctx->db, tmp, &ctx->err);
    if (rc == SK_OK)
        rc = sk_commit_temp(tmp, path, &ctx->err);
    else
        sk_discard_temp(tmp);
    free(tmp);
    return rc;
}

int cmd_db_backup(cli_ctx *ctx, const cli_args *a)
{
    const char *file = a->pos[0];
    int rc = db_file_engine(ctx->db, "db backup", &ctx->err);
    if (rc == SK_OK)
        rc = backup_to(ctx, file);
    if (rc == SK_OK)
        printf(_("backed up %s to %s\n"), ctx->db_path, file);
    return rc;
}

int cmd_db_restore(cli_ctx *ctx, const cli_args *a)
{
    const char *file = a->pos[0];
    int rc = db_file_engine(ctx->db, "db restore", &ctx->err);
    if (rc != SK_OK)
        return rc;
    /* what is there now is kept first: a restore of the wrong file is undone
     * by restoring this one */
    char when[32];
    time_t now = time(NULL);
    struct tm tm;
    localtime_r(&now, &tm);
    strftime(when, sizeof when, "%Y%m%d-%H%M%S", &tm);
    char *kept = xasprintf("%s.before-restore-%s", ctx->db_path, when);
    for (int i = 2; access(kept, F_OK) == 0; i++) { /* never over an earlier one */
        free(kept);
        kept = xasprintf("%s.before-restore-%s-%d", ctx->db_path, when, i);
    }
    rc = backup_to(ctx, kept);
    if (rc == SK_OK)
        rc = db_restore(ctx->db, file, &ctx->err);
    if (rc == SK_OK)
        printf(_("restored %s into %s (what was in it before: %s); a running 'skatsheet serve' "
                 "shows the restored data at once\n"), file, ctx->db_path, kept);
    else
        remove(kept);
    free(kept);
    return rc;
}
