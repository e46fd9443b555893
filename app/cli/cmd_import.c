/* cmd_import.c - `player import FILE.csv` (name,number,club) and
 * `import seats FILE.csv` (series,table,seat,player).  All or nothing: every
 * problem is reported with its line number on stderr, and nothing is stored
 * unless the whole file is good. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "clifile.h"
#include "cliopt.h"
#include "csvin.h"
#include "db.h"

int cmd_player_import(cli_ctx *ctx, int argc, char **argv)
{
    if (argc != 2)
        return cli_usage(ctx, "give one FILE.csv");
    const char *path = argv[1];
    char *buf;
    size_t len;
    int rc = clifile_read(path, &buf, &len, &ctx->err);
    if (rc != SK_OK)
        return rc;
    csvin_players ps = {0};
    csvin_errors errs = {0};
    csvin_players_parse(buf, len, &ps, &errs);
    free(buf);
    /* clashes with players already in the database */
    db_player *have = NULL;
    size_t nhave = 0;
    rc = db_player_list(ctx->db, false, &have, &nhave, &ctx->err);
    for (size_t i = 0; rc == SK_OK && i < ps.n; i++)
        for (size_t k = 0; k < nhave; k++) {
            if (strcmp(have[k].name, ps.v[i].name) == 0)
                csvin_errors_add(&errs, ps.v[i].line, "name '%s' is taken: player names are unique",
                                 ps.v[i].name);
            if (ps.v[i].number && have[k].number == ps.v[i].number)
                csvin_errors_add(&errs, ps.v[i].line, "start number %d is taken by %s",
                                 ps.v[i].number, have[k].name);
        }
    db_players_free(have, nhave);
    if (rc == SK_OK && errs.n)
        rc = clifile_report(ctx, path, &errs);
    if (rc == SK_OK && ps.n == 0)
        rc = sk_err_set(&ctx->err, SK_INVALID, "%s: no players in the file", path);
    if (rc == SK_OK)
        rc = db_begin(ctx->db, &ctx->err);
    if (rc == SK_OK) {
        for (size_t i = 0; rc == SK_OK && i < ps.n; i++) {
            rc = db_player_add(ctx->db, ps.v[i].name, ps.v[i].number, ps.v[i].club, NULL,
                               &ctx->err);
            if (rc != SK_OK) {
                char msg[sizeof ctx->err.msg];
                snprintf(msg, sizeof msg, "%s", ctx->err.msg);
                sk_err_clear(&ctx->err);
                sk_err_set(&ctx->err, rc, "%s: line %ld: %s; nothing imported", path,
                           ps.v[i].line, msg);
            }
        }
        if (rc != SK_OK)
            db_rollback(ctx->db);
        else
            rc = db_commit(ctx->db, &ctx->err);
    }
    if (rc == SK_OK)
        printf("imported %zu player%s from %s\n", ps.n, ps.n == 1 ? "" : "s", path);
    csvin_players_free(&ps);
    csvin_errors_free(&errs);
    return rc;
}

int cmd_import_seats(cli_ctx *ctx, int argc, char **argv)
{
    const char *path;
    db_tournament t;
    char *buf;
    size_t len;
    int rc = clifile_import(ctx, argc, argv, &path, &t, &buf, &len);
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
        int r = db_player_find(ctx->db, ss.v[i].player, &p, &e2);
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
        rc = clifile_report(ctx, path, &errs);
    if (rc == SK_OK && ss.n == 0)
        rc = sk_err_set(&ctx->err, SK_INVALID, "%s: no seats in the file", path);
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
        printf("imported %zu seats in %d series from %s into '%s'\n", ss.n, nseries, path, t.name);
    free(pid);
    csvin_seats_free(&ss);
    csvin_errors_free(&errs);
    db_tournament_clear(&t);
    return rc;
}
