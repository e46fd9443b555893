/* cmd_attendance.c - `attendance add|leave|remove|list`: who is here
 * tonight, per tournament and series. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "db_players.h"
#include "db_tournaments.h"
#include "db_evening.h"
#include "importfile.h"
#include "lookup.h"

/* The players named: the positional arguments, the lines of --list FILE
 * (empty lines and lines starting with # skipped) and, with --all-active,
 * every active player.  *ids malloc'd, duplicates dropped. */
static int players_named(cli_ctx *ctx, const cli_args *a, int64_t **ids, size_t *n)
{
    *ids = NULL;
    *n = 0;
    size_t cap = 0;
    char **keys = NULL;
    size_t nk = 0, kcap = 0;
    for (int i = 0; i < a->npos; i++) {
        if (nk == kcap)
            keys = xrealloc(keys, (kcap = kcap ? 2 * kcap : 16) * sizeof *keys);
        keys[nk++] = xstrdup(a->pos[i]);
    }
    int rc = SK_OK;
    const char *list = cli_str(a, "list");
    if (list) {
        char *buf;
        size_t len;
        rc = importfile_read(list, &buf, &len, &ctx->err);
        if (rc == SK_OK) {
            for (char *line = strtok(buf, "\r\n"); line; line = strtok(NULL, "\r\n")) {
                while (*line == ' ' || *line == '\t')
                    line++;
                size_t l = strlen(line);
                while (l && (line[l - 1] == ' ' || line[l - 1] == '\t'))
                    line[--l] = 0;
                if (!l || line[0] == '#')
                    continue;
                if (nk == kcap)
                    keys = xrealloc(keys, (kcap = kcap ? 2 * kcap : 16) * sizeof *keys);
                keys[nk++] = xstrdup(line);
            }
            free(buf);
        }
    }
    int64_t *v = NULL;
    if (rc == SK_OK && nk) {
        v = xcalloc(nk, sizeof *v);
        rc = lookup_players(ctx, keys, (int)nk, v);
    }
    for (size_t i = 0; rc == SK_OK && i < nk; i++) {
        bool dup = false;
        for (size_t k = 0; k < *n; k++)
            dup |= (*ids)[k] == v[i];
        if (dup)
            continue;
        if (*n == cap)
            *ids = xrealloc(*ids, (cap = cap ? 2 * cap : 16) * sizeof **ids);
        (*ids)[(*n)++] = v[i];
    }
    free(v);
    if (rc == SK_OK && cli_has(a, "all-active")) {
        db_player *pl;
        size_t np;
        rc = db_player_list(ctx->db, true, &pl, &np, &ctx->err);
        for (size_t i = 0; rc == SK_OK && i < np; i++) {
            bool dup = false;
            for (size_t k = 0; k < *n; k++)
                dup |= (*ids)[k] == pl[i].id;
            if (dup)
                continue;
            if (*n == cap)
                *ids = xrealloc(*ids, (cap = cap ? 2 * cap : 16) * sizeof **ids);
            (*ids)[(*n)++] = pl[i].id;
        }
        if (rc == SK_OK)
            db_players_free(pl, np);
    }
    for (size_t i = 0; i < nk; i++)
        free(keys[i]);
    free(keys);
    if (rc == SK_OK && *n == 0)
        rc = cli_usage(ctx, _("name at least one PLAYER (or --list FILE, --all-active)"));
    if (rc != SK_OK) {
        free(*ids);
        *ids = NULL;
        *n = 0;
    }
    return rc;
}

int cmd_attendance_add(cli_ctx *ctx, const cli_args *a)
{
    int64_t *ids;
    size_t n;
    db_tournament t;
    int rc = lookup_tournament_write(ctx, cli_str(a, "tournament"), &t);
    if (rc != SK_OK)
        return rc;
    rc = players_named(ctx, a, &ids, &n);
    int from = (int)cli_int(a, "from", 1);
    if (rc == SK_OK)
        rc = db_attend_set(ctx->db, t.id, ids, n, from, t.series_count, &ctx->err);
    int total = 0;
    if (rc == SK_OK)
        rc = db_attend_count(ctx->db, t.id, &total, &ctx->err);
    if (rc == SK_OK) {
        printf(sk_ntr("%zu player present in '%s'", "%zu players present in '%s'", n), n, t.name);
        if (from > 1)
            printf(_(" from series %d"), from);
        printf(_(" (%d marked present)\n"), total);
    }
    free(ids);
    db_tournament_clear(&t);
    return rc;
}

int cmd_attendance_leave(cli_ctx *ctx, const cli_args *a)
{
    int64_t *ids;
    size_t n;
    db_tournament t;
    int rc = lookup_tournament_write(ctx, cli_str(a, "tournament"), &t);
    if (rc != SK_OK)
        return rc;
    rc = players_named(ctx, a, &ids, &n);
    int after = (int)cli_int(a, "after", 0);
    if (rc == SK_OK)
        rc = db_attend_leave(ctx->db, t.id, ids, n, after, t.series_count, &ctx->err);
    if (rc == SK_OK)
        printf(sk_ntr("%zu player left '%s' after series %d\n", "%zu players left '%s' after series %d\n", n),
               n, t.name, after);
    free(ids);
    db_tournament_clear(&t);
    return rc;
}

int cmd_attendance_remove(cli_ctx *ctx, const cli_args *a)
{
    int64_t *ids;
    size_t n;
    db_tournament t;
    int rc = lookup_tournament_write(ctx, cli_str(a, "tournament"), &t);
    if (rc != SK_OK)
        return rc;
    rc = players_named(ctx, a, &ids, &n);
    if (rc == SK_OK)
        rc = db_attend_remove(ctx->db, t.id, ids, n, &ctx->err);
    if (rc == SK_OK)
        printf(sk_ntr("%zu player no longer present in '%s'\n", "%zu players no longer present in '%s'\n",
                      n), n, t.name);
    free(ids);
    db_tournament_clear(&t);
    return rc;
}

int cmd_attendance_list(cli_ctx *ctx, const cli_args *a)
{
    db_tournament t;
    int rc = lookup_tournament(ctx, cli_str(a, "tournament"), &t);
    if (rc != SK_OK)
        return rc;
    db_attendee *v;
    size_t n;
    rc = db_attend_list(ctx->db, t.id, &v, &n, &ctx->err);
    if (rc == SK_OK) {
        int w = 6;
        for (size_t i = 0; i < n; i++)
            if (sk_utf8_width(v[i].name) > w)
                w = sk_utf8_width(v[i].name);
        sk_buf b = {0};
        sk_buf_printf(&b, sk_ntr("%s: %zu player present\n", "%s: %zu players present\n", n), t.name, n);
        for (size_t i = 0; i < n; i++) {
            if (v[i].number)
                sk_buf_printf(&b, "%6d  ", v[i].number);
            else
                sk_buf_add(&b, "     -  ");
            sk_buf_pad(&b, v[i].name, w, false);
            int to = v[i].to_series ? v[i].to_series : t.series_count;
            if (v[i].from_series == 1 && to == t.series_count)
                sk_buf_add(&b, _("  every series"));
            else if (to == t.series_count)
                sk_buf_printf(&b, _("  from series %d (late)"), v[i].from_series);
            else if (v[i].from_series == to)
                sk_buf_printf(&b, _("  series %d only"), to);
            else
                sk_buf_printf(&b, _("  series %d-%d"), v[i].from_series, to);
            if (to < t.series_count)
                sk_buf_printf(&b, _(" (left after series %d)"), to);
            sk_buf_add(&b, "\n");
        }
        if (n == 0)
            sk_buf_add(&b, _("(no attendance recorded: 'series draw' seats every active player)\n"));
        fputs(sk_buf_str(&b), stdout);
        sk_buf_free(&b);
        db_attendees_free(v, n);
    }
    db_tournament_clear(&t);
    return rc;
}
