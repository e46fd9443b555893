/* cmd_attendance.c - `attendance add|leave|remove|list`: who is here
 * tonight, per tournament and series. */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "outfmt.h"
#include "db_players.h"
#include "db_tournaments.h"
#include "db_evening.h"
#include "importfile.h"
#include "lookup.h"
#include "register.h"
#include "tournaments.h"

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

/* The tournament of -t (for a write: CLI_TOUR_WRITE, main looked it up) and
 * the players named. */
typedef struct {
    const db_tournament *t;
    int64_t *ids;
    size_t n;
} named;

/* Fills *p; on an error nothing is left to close. */
static int named_open(cli_ctx *ctx, const cli_args *a, named *p)
{
    p->t = &ctx->tour->row;
    return players_named(ctx, a, &p->ids, &p->n);
}

static void named_close(named *p)
{
    free(p->ids);
}

int cmd_attendance_add(cli_ctx *ctx, const cli_args *a)
{
    named p;
    int rc = named_open(ctx, a, &p);
    if (rc != SK_OK)
        return rc;
    const db_tournament *t = p.t;
    size_t n = p.n;
    /* no --from: each from its first seated series, else (a latecomer while
     * a series is drawn or played) from the next series not drawn yet */
    int from = (int)cli_int(a, "from", 0);
    int *froms = xcalloc(n ? n : 1, sizeof *froms);
    rc = ops_attend_set(ctx->db, t->id, p.ids, n, from, t->series_count, froms, &ctx->err);
    int total = 0;
    if (rc == SK_OK)
        rc = db_attend_count(ctx->db, t->id, &total, &ctx->err);
    if (rc == SK_OK) {
        printf(sk_ntr("%zu player present in '%s'", "%zu players present in '%s'", n), n, t->name);
        if (from > 1)
            printf(_(" from series %d"), from);
        printf(_(" (%d marked present)\n"), total);
        for (size_t i = 0; !from && i < n; i++) {
            if (froms[i] < 2)
                continue;
            db_player pl;
            if (db_player_get(ctx->db, p.ids[i], &pl, &ctx->err) != SK_OK)
                continue; /* (only the name of what was done) */
            printf(_("%s joins from series %d: series %d is drawn already\n"), pl.name,
                   froms[i], froms[i] - 1);
            db_player_clear(&pl);
        }
    }
    free(froms);
    named_close(&p);
    return rc;
}

int cmd_attendance_leave(cli_ctx *ctx, const cli_args *a)
{
    named p;
    int rc = named_open(ctx, a, &p);
    if (rc != SK_OK)
        return rc;
    int after = (int)cli_int(a, "after", 0);
    rc = ops_attend_leave(ctx->db, p.t->id, p.ids, p.n, after, p.t->series_count, &ctx->err);
    if (rc == SK_OK)
        printf(sk_ntr("%zu player left '%s' after series %d\n", "%zu players left '%s' after series %d\n", p.n),
               p.n, p.t->name, after);
    named_close(&p);
    return rc;
}

int cmd_attendance_remove(cli_ctx *ctx, const cli_args *a)
{
    named p;
    int rc = named_open(ctx, a, &p);
    if (rc != SK_OK)
        return rc;
    rc = ops_attend_remove(ctx->db, p.t->id, p.ids, p.n, &ctx->err);
    if (rc == SK_OK)
        printf(sk_ntr("%zu player no longer present in '%s'\n", "%zu players no longer present in '%s'\n",
                      p.n), p.n, p.t->name);
    named_close(&p);
    return rc;
}

int cmd_attendance_list(cli_ctx *ctx, const cli_args *a)
{
    (void)a; /* main looked the tournament up (CLI_TOUR) */
    const db_tournament *t = &ctx->tour->row;
    db_attendee *v;
    size_t n;
    int rc = db_attend_list(ctx->db, t->id, &v, &n, &ctx->err);
    if (rc == SK_OK) {
        int w = outfmt_col_width(6, v, n, sizeof *v, offsetof(db_attendee, name));
        sk_buf b = {0};
        sk_buf_printf(&b, sk_ntr("%s: %zu player present\n", "%s: %zu players present\n", n), t->name, n);
        for (size_t i = 0; i < n; i++) {
            if (v[i].number)
                sk_buf_printf(&b, "%6d  ", v[i].number);
            else
                sk_buf_add(&b, "     -  ");
            sk_buf_pad(&b, v[i].name, w, false);
            int to = v[i].to_series ? v[i].to_series : t->series_count;
            if (v[i].from_series == 1 && to == t->series_count)
                sk_buf_add(&b, _("  every series"));
            else if (to == t->series_count)
                sk_buf_printf(&b, _("  from series %d (late)"), v[i].from_series);
            else if (v[i].from_series == to)
                sk_buf_printf(&b, _("  series %d only"), to);
            else
                sk_buf_printf(&b, _("  series %d-%d"), v[i].from_series, to);
            if (to < t->series_count)
                sk_buf_printf(&b, _(" (left after series %d)"), to);
            sk_buf_add(&b, "\n");
        }
        if (n == 0)
            sk_buf_add(&b, _("(no attendance recorded: 'series draw' seats every active player)\n"));
        outfmt_put(&b);
        db_attendees_free(v, n);
    }
    return rc;
}

/* ---- the self-registration queue (the /register page of serve) ---- */

int cmd_attendance_queue(cli_ctx *ctx, const cli_args *a)
{
    (void)a; /* main looked the tournament up (CLI_TOUR) */
    const db_tournament *t = &ctx->tour->row;
    db_reg *v;
    size_t n;
    int rc = db_reg_list(ctx->db, t->id, true, &v, &n, &ctx->err);
    if (rc == SK_OK) {
        int wn = outfmt_col_width(4, v, n, sizeof *v, offsetof(db_reg, name));
        int wc = outfmt_col_width(4, v, n, sizeof *v, offsetof(db_reg, club));
        sk_buf b = {0};
        sk_buf_printf(&b, sk_ntr("%s: %zu registration waiting\n", "%s: %zu registrations waiting\n", n),
                      t->name, n);
        for (size_t i = 0; rc == SK_OK && i < n; i++) {
            const char *tm = v[i].created && strlen(v[i].created) >= 16 ? v[i].created + 11 : "";
            sk_buf_printf(&b, "%5lld  %.5s  ", (long long)v[i].id, tm);
            sk_buf_pad(&b, v[i].name, wn, false);
            sk_buf_add(&b, "  ");
            sk_buf_pad(&b, v[i].club ? v[i].club : "-", wc, false);
            char *who = NULL;
            rc = ops_reg_describe(ctx->db, &v[i], &who, &ctx->err);
            if (rc == SK_OK)
                sk_buf_printf(&b, "  -> %s", who);
            free(who);
            sk_buf_add(&b, "\n");
        }
        if (rc == SK_OK && n == 0)
            sk_buf_add(&b, _("(nobody waiting: players register on the /register page of "
                           "'skatsheet serve')\n"));
        if (rc == SK_OK)
            fputs(sk_buf_str(&b), stdout);
        sk_buf_free(&b);
        db_regs_free(v, n);
    }
    return rc;
}

static void print_confirmed(int64_t id, const ops_reg_done *r)
{
    printf(r->created ? _("registration #%lld: new player '%s'") : _("registration #%lld: player '%s'"),
           (long long)id, r->name);
    if (r->number)
        printf(_(" (no. %d)"), r->number);
    if (r->was_present)
        printf(_(", already present\n"));
    else if (r->all_active)
        printf(_(", seated by the draw of series %d (the tournament seats every active "
               "player)\n"), r->from_series);
    else
        printf(_(", present from series %d\n"), r->from_series);
}

int cmd_attendance_confirm(cli_ctx *ctx, const cli_args *a)
{
    bool all = cli_has(a, "all");
    if (all == (a->npos == 1))
        return cli_usage(ctx, all ? _("give either ID or --all")
                                  : _("give the registration's ID (see 'attendance queue') or --all"));
    long id = 0;
    if (!all && !sk_parse_int(a->pos[0], 1, 999999999, &id))
        return cli_usage(ctx, _("ID must be a registration number from 'attendance queue', "
                              "not '%s'"), a->pos[0]);
    db_tournament t;
    int rc = lookup_tournament_write(ctx, cli_str(a, "tournament"), &t);
    if (rc != SK_OK)
        return rc;
    ops_reg_done r;
    if (!all) {
        rc = ops_reg_confirm(ctx->db, &t, id, cli_str(a, "as"), cli_has(a, "new"), &r,
                             &ctx->err);
        if (rc == SK_OK)
            print_confirmed(id, &r);
        ops_reg_done_clear(&r);
        db_tournament_clear(&t);
        return rc;
    }
    db_reg *v;
    size_t n;
    int done = 0, left = 0;
    rc = db_reg_list(ctx->db, t.id, true, &v, &n, &ctx->err);
    for (size_t i = 0; rc == SK_OK && i < n; i++) {
        int count = 0;
        db_player p;
        char *names = NULL;
        rc = ops_reg_match(ctx->db, &v[i], &count, &p, &names, &ctx->err);
        if (rc == SK_OK && count > 1) {
            printf(_("registration #%lld '%s' left waiting: it matches %s (confirm it with --as "
                   "or --new)\n"), (long long)v[i].id, v[i].name, names);
            left++;
        } else if (rc == SK_OK) {
            if (count == 1)
                db_player_clear(&p);
            /* one the rules refuse (every series drawn, ...) stays in the
             * queue with why; the others are confirmed all the same */
            sk_err e2;
            sk_err_clear(&e2);
            int r2 = ops_reg_confirm(ctx->db, &t, v[i].id, NULL, false, &r, &e2);
            if (r2 == SK_OK) {
                print_confirmed(v[i].id, &r);
                done++;
            } else if (r2 == SK_INVALID) {
                printf(_("registration #%lld '%s' left waiting: %s\n"), (long long)v[i].id,
                       v[i].name, e2.msg);
                left++;
            } else {
                rc = sk_err_set(&ctx->err, r2, "%s", e2.msg);
            }
            ops_reg_done_clear(&r);
        }
        free(names);
    }
    if (rc == SK_OK) {
        printf(_("%d confirmed, %d left waiting\n"), done, left);
        db_regs_free(v, n);
    }
    db_tournament_clear(&t);
    return rc;
}

int cmd_attendance_reject(cli_ctx *ctx, const cli_args *a)
{
    const db_tournament *t = &ctx->tour->row;
    long id = atol(a->pos[0]); /* 1..999999999, checked by the parser */
    db_reg r;
    int rc = db_reg_get(ctx->db, t->id, id, &r, &ctx->err);
    if (rc == SK_OK)
        rc = ops_reg_reject(ctx->db, t, id, &ctx->err);
    if (rc == SK_OK)
        printf(_("registration #%ld '%s' rejected\n"), id, r.name);
    db_reg_clear(&r);
    return rc;
}
