/* lookup.c - see lookup.h */
#include "lookup.h"

#include <string.h>

#include "db_league.h"
#include "db_players.h"
#include "db_tournaments.h"
#include "db_seating.h"
#include "playername.h"

int lookup_tournament(cli_ctx *ctx, const char *name, db_tournament *t)
{
    return db_tournament_find(ctx->db, name, t, &ctx->err);
}

int lookup_tournament_write(cli_ctx *ctx, const char *name, db_tournament *t)
{
    return db_tournament_find_write(ctx->db, name, t, &ctx->err);
}

int lookup_tour(cli_ctx *ctx, const char *name, ops_tour *t)
{
    ops_tour_clear(t);
    return ops_tour_find(ctx->db, name, t, &ctx->err);
}

int lookup_tour_write(cli_ctx *ctx, const char *name, ops_tour *t)
{
    ops_tour_clear(t);
    return ops_tour_find_write(ctx->db, name, t, &ctx->err);
}

int lookup_tour_of(cli_ctx *ctx, const cli_args *a, ops_tour *t)
{
    memset(t, 0, sizeof *t);
    return lookup_tour(ctx, cli_str(a, "tournament"), t);
}

int lookup_tour_write_of(cli_ctx *ctx, const cli_args *a, ops_tour *t)
{
    memset(t, 0, sizeof *t);
    return lookup_tour_write(ctx, cli_str(a, "tournament"), t);
}

int lookup_row_open(cli_ctx *ctx, const cli_args *a, lookup_row *r)
{
    unsigned fl = ctx->cmd->flags;
    memset(r, 0, sizeof *r);
    const char *name = fl & CLI_BY_NAME ? a->pos[0] : NULL;
    int rc = SK_OK;
    if (fl & (CLI_TOUR | CLI_TOUR_WRITE)) {
        if (!name)
            name = cli_str(a, "tournament");
        rc = fl & CLI_TOUR_WRITE ? lookup_tour_write(ctx, name, &r->tour)
                                 : lookup_tour(ctx, name, &r->tour);
        if (rc == SK_OK)
            ctx->tour = &r->tour;
    } else if (fl & CLI_PEEK) {
        lookup_tour_peek(ctx, cli_str(a, "tournament"), &r->tour);
        ctx->tour = &r->tour;
    } else if (fl & CLI_LEAGUE) {
        rc = db_league_find(ctx->db, name ? name : cli_str(a, "league"), &r->league, &ctx->err);
        if (rc == SK_OK)
            ctx->league = &r->league;
    }
    return rc;
}

void lookup_row_close(cli_ctx *ctx)
{
    if (ctx->tour)
        ops_tour_clear(ctx->tour);
    if (ctx->league)
        db_league_clear(ctx->league);
    ctx->tour = NULL;
    ctx->league = NULL;
}

void lookup_tour_peek(cli_ctx *ctx, const char *name, ops_tour *t)
{
    sk_err e;
    sk_err_clear(&e);
    if (ops_tour_find(ctx->db, name, t, &e) == SK_OK)
        return;
    db_tournament none;
    memset(&none, 0, sizeof none);
    ops_tour_adopt(&none, t); /* no game, no house rules: family_isko */
}

void lookup_tour_peek_write(cli_ctx *ctx, const char *name, ops_tour *t)
{
    sk_err e;
    sk_err_clear(&e);
    ctx->peeked_write = 0;
    if (ops_tour_find_write(ctx->db, name, t, &e) == SK_OK) {
        ctx->peeked_write = t->row.id;
        return;
    }
    lookup_tour_peek(ctx, name, t);
}

int lookup_tour_write_again(cli_ctx *ctx, const char *name, ops_tour *t)
{
    if (t->row.name && ctx->peeked_write && ctx->peeked_write == t->row.id)
        return SK_OK;
    return lookup_tour_write(ctx, name, t);
}

int lookup_tour_again(cli_ctx *ctx, const char *name, ops_tour *t)
{
    if (t->row.name)
        return SK_OK;
    return lookup_tour(ctx, name, t);
}

int lookup_tour_series(cli_ctx *ctx, const char *name, int series_no, ops_tour *t, db_series *s)
{
    int rc = lookup_tour_again(ctx, name, t);
    if (rc != SK_OK)
        return rc;
    rc = db_series_get(ctx->db, t->row.id, series_no, s, &ctx->err);
    if (rc != SK_OK)
        db_series_clear(s);
    return rc;
}

int lookup_series(cli_ctx *ctx, const char *name, int series_no, db_tournament *t, db_series *s)
{
    int rc = lookup_tournament(ctx, name, t);
    if (rc != SK_OK)
        return rc;
    rc = db_series_get(ctx->db, t->id, series_no, s, &ctx->err);
    if (rc != SK_OK) {
        db_series_clear(s);
        db_tournament_clear(t);
    }
    return rc;
}

/* Resolve player names / start numbers to ids; SK_INVALID when unknown. */
int lookup_players(cli_ctx *ctx, char **keys, int n, int64_t *ids)
{
    for (int i = 0; i < n; i++) {
        db_player p;
        memset(&p, 0, sizeof p);
        int rc = playername_find(ctx->db, keys[i], &p, &ctx->err);
        if (rc != SK_OK)
            return rc;
        ids[i] = p.id;
        db_player_clear(&p);
    }
    return SK_OK;
}
