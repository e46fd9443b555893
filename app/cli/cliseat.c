/* cliseat.c - see cliseat.h */
#include "cliseat.h"

#include <stdlib.h>
#include <string.h>

#include "db_seating.h"
#include "db_tournaments.h"
#include "subs.h"
#include "i18n.h"
#include "lookup.h"
#include "namekey.h"
#include "namematch.h"

/* The folded comparison key of a name, malloc'd. */
static char *fold(const char *name)
{
    char *k = namekey_of(name);
    char *f = namematch_fold(k);
    free(k);
    return f;
}

/* Does name (folded) begin with typed, or has it a word that does? */
static bool begins(const char *typed, const char *name)
{
    size_t n = strlen(typed);
    for (const char *w = name; w; w = strchr(w, ' ')) {
        w += *w == ' ';
        if (strncmp(w, typed, n) == 0)
            return true;
    }
    return false;
}

/* The seat of the player named v at t, or 0 with the refusal in ctx->err. */
static int seat_of(cli_ctx *ctx, const char *opt, const char *v, const db_table *t, int series)
{
    char *want = fold(v);
    char *names[4] = {0};
    int hits[3][4], nhits[3] = {0, 0, 0};
    for (int i = 0; i < t->size && i < 4; i++) {
        if (!t->seats[i].name)
            continue;
        names[i] = fold(t->seats[i].name);
        if (strcmp(names[i], want) == 0)
            hits[0][nhits[0]++] = i;
        else if (begins(want, names[i]))
            hits[1][nhits[1]++] = i;
        else if (namematch_score(want, names[i]) >= 0)
            hits[2][nhits[2]++] = i;
    }
    free(want);
    for (int i = 0; i < 4; i++)
        free(names[i]);
    sk_buf list = {0};
    for (int l = 0; l < 3; l++) {
        if (nhits[l] == 1)
            return t->seats[hits[l][0]].seat;
        if (nhits[l] > 1) {
            for (int k = 0; k < nhits[l]; k++) {
                sk_buf_add(&list, k ? ", " : "");
                sk_buf_printf(&list, _("seat %d %s"), t->seats[hits[l][k]].seat,
                              t->seats[hits[l][k]].name);
            }
            sk_err_set(&ctx->err, SK_INVALID, _("--%s '%s' is ambiguous at table %d of series "
                       "%d: %s (give more of the name, or the seat)"), opt, v, t->table_no,
                       series, sk_buf_str(&list));
            sk_buf_free(&list);
            return 0;
        }
    }
    for (int i = 0; i < t->size && i < 4; i++)
        if (t->seats[i].name) {
            sk_buf_add(&list, list.len ? ", " : "");
            sk_buf_printf(&list, _("seat %d %s"), t->seats[i].seat, t->seats[i].name);
        }
    sk_err_set(&ctx->err, SK_INVALID, _("--%s '%s': no player of that name sits at table %d of "
               "series %d (its players: %s)"), opt, v, t->table_no, series, sk_buf_str(&list));
    sk_buf_free(&list);
    return 0;
}

int cliseat_resolve(cli_ctx *ctx, const cli_args *a, cli_args *out)
{
    static const char *const digits[] = {"0", "1", "2", "3", "4"};
    *out = *a;
    bool any = false;
    for (int i = 0; i < a->ngiven; i++)
        any |= a->given[i].named;
    if (!any)
        return SK_OK;
    out->given = xmalloc((size_t)a->ngiven * sizeof *out->given);
    memcpy(out->given, a->given, (size_t)a->ngiven * sizeof *out->given);
    int series = (int)cli_int(a, "series", 0), table = (int)cli_int(a, "table", 0);
    db_tournament tour;
    memset(&tour, 0, sizeof tour);
    int rc = lookup_tournament_write(ctx, cli_str(a, "tournament"), &tour);
    db_table t;
    memset(&t, 0, sizeof t);
    if (rc == SK_OK)
        rc = db_table_get(ctx->db, tour.id, series, table, &t, &ctx->err);
    /* a seat's player changed (game sub): the names as seated at --game G,
     * without it at the series' end (the games after the substitutions) */
    db_sub *subs = NULL;
    size_t nsubs = 0;
    if (rc == SK_OK)
        rc = db_subs_list(ctx->db, tour.id, series, &subs, &nsubs, &ctx->err);
    db_table at = t;
    if (rc == SK_OK)
        ops_subs_table_at(&t, subs, nsubs, series, (int)cli_int(a, "game", 9999), &at);
    for (int i = 0; rc == SK_OK && i < out->ngiven; i++) {
        cli_given *g = &out->given[i];
        if (!g->named)
            continue;
        int seat = seat_of(ctx, g->opt->name, g->val, &at, series);
        if (seat < 1 || seat > 4) {
            rc = SK_INVALID;
            break;
        }
        g->num = seat;
        g->val = digits[seat];
        g->named = false;
    }
    db_subs_free(subs, nsubs);
    db_table_clear(&t);
    db_tournament_clear(&tour);
    return rc;
}

void cliseat_free(cli_args *out, const cli_args *a)
{
    if (out->given != a->given)
        free(out->given);
    out->given = NULL;
}

int cliseat_put(cli_ctx *ctx, const cli_args *a,
                int (*put)(cli_ctx *ctx, const cli_args *r, bool edit))
{
    cli_args r;
    int rc = cliseat_resolve(ctx, a, &r);
    if (rc == SK_OK)
        rc = put(ctx, &r, ctx->cmd->flags & CLI_STEP);
    cliseat_free(&r, a);
    return rc;
}
