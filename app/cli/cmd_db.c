/* cmd_db.c - `db ...`: the database as a whole (db copy, db backup, db
 * restore: one handler each; either engine, issue 41). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "db.h"
#include "db_file.h"
#include "dbadmin.h"
#include "dbbackup.h"
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

static db_backup_format format_of(const cli_args *a)
{
    const char *f = cli_str(a, "format");
    return f && strcmp(f, "pg") == 0 ? DB_BACKUP_PG : DB_BACKUP_SQLITE;
}

int cmd_db_backup(cli_ctx *ctx, const cli_args *a)
{
    const char *file = a->pos[0];
    db_backup_format fmt = format_of(a);
    char shown[512];
    db_target_shown(ctx->db_path, shown, sizeof shown);
    if (cli_has(a, "keep")) {
        char *made = NULL;
        int removed = 0;
        int rc = ops_db_backup_keep(ctx->db, file, fmt, (int)cli_int(a, "keep", 1), &made,
                                    &removed, &ctx->err);
        if (made)
            printf(sk_ntr("backed up %s to %s (%d older backup removed)\n",
                          "backed up %s to %s (%d older backups removed)\n", (size_t)removed),
                   shown, made, removed);
        free(made);
        return rc;
    }
    int rc = ops_db_backup(ctx->db, file, fmt, &ctx->err);
    if (rc == SK_OK)
        printf(_("backed up %s to %s\n"), shown, file);
    return rc;
}

int cmd_db_restore(cli_ctx *ctx, const cli_args *a)
{
    const char *file = a->pos[0];
    sk_err e;
    sk_err_clear(&e);
    if (db_file_engine(ctx->db, "db restore", &e) != SK_OK) {
        /* a server's database: replaced in one write, no file to keep beside it */
        int rc = ops_db_restore(ctx->db, file, &ctx->err);
        char shown[512];
        db_target_shown(ctx->db_path, shown, sizeof shown);
        if (rc == SK_OK)
            printf(_("restored %s into %s; a running 'skatsheet serve' shows the restored data "
                     "at once\n"), file, shown);
        return rc;
    }
    /* what is there now is kept first: a restore of the wrong file is undone
     * by restoring this one */
    char *head = xasprintf("%s.before-restore-", ctx->db_path);
    char *kept = sk_stamped_name(head, "");
    free(head);
    int rc = ops_db_backup(ctx->db, kept, DB_BACKUP_SQLITE, &ctx->err);
    if (rc == SK_OK)
        rc = ops_db_restore(ctx->db, file, &ctx->err);
    if (rc == SK_OK)
        printf(_("restored %s into %s (what was in it before: %s); a running 'skatsheet serve' "
                 "shows the restored data at once\n"), file, ctx->db_path, kept);
    else
        remove(kept);
    free(kept);
    return rc;
}
