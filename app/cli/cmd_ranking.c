/* cmd_ranking.c - `ranking define|show`, `ranking NAME|KEY=VALUE...` and
 * `export pdf|xlsx FILE --ranking NAME`
 * (issue 40; docs/rankings.md): definitions and lists from app/ops/rankview.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "outfmt.h"
#include "rankout.h"
#include "rankreport.h"
#include "rankview.h"
#include "text.h"

int cmd_ranking_define(cli_ctx *ctx, const cli_args *a)
{
    int rc = ops_ranking_define(ctx->db, a->pos[0], a->pos + 1, (size_t)a->npos - 1, &ctx->err);
    if (rc == SK_OK)
        printf(_("ranking '%s' defined\n"), a->pos[0]);
    return rc;
}

int cmd_ranking_show(cli_ctx *ctx, const cli_args *a)
{
    char *keys;
    int rc = db_ranking_keys(ctx->db, a->pos[0], &keys, &ctx->err);
    if (rc != SK_OK)
        return rc;
    fputs(keys, stdout);
    free(keys);
    return SK_OK;
}

static const char *date_of(const char *iso, char *buf, size_t n)
{
    return iso && *iso ? text_date_show(iso, sk_lang_get(), buf, n) : "-";
}

/* why an item did not count, in words */
static const char *why_text(const ops_ranking *r, const rank_item *it, char *buf, size_t n)
{
    switch (it->why) {
    case RANK_WHY_NOT_BEST:
        snprintf(buf, n, _("not among the best %d"), r->def.count);
        break;
    case RANK_WHY_FEW_PLAYERS:
        snprintf(buf, n, _("fewer than %d players in the event"), r->def.min_players);
        break;
    case RANK_WHY_FEW_SERIES:
        snprintf(buf, n, _("fewer than %d series played in the event"), r->def.min_series_event);
        break;
    case RANK_WHY_SHORT_EVENT:
        snprintf(buf, n, _("fewer than %d series held in the event"), r->def.min_series_held);
        break;
    default:
        buf[0] = '\0';
    }
    return buf;
}

static void print_items(const ops_ranking *r, const rank_entry *en)
{
    char v[32], d[32], why[96];
    for (size_t i = 0; i < en->nitems; i++) {
        const rank_item *it = &en->items[i];
        const rank_event *ev = &r->data.events[it->event];
        sk_buf b = {0};
        sk_buf_printf(&b, "       %s %s %s", it->why ? "-" : "+",
                      date_of(ev->date, d, sizeof d), ev->name);
        if (it->series_no)
            sk_buf_printf(&b, _(", series %d"), it->series_no);
        if (it->place)
            sk_buf_printf(&b, _(", place %d"), it->place);
        sk_buf_printf(&b, ": %s", rank_fmt(it->value, v, sizeof v));
        if (it->why)
            sk_buf_printf(&b, " (%s)", why_text(r, it, why, sizeof why));
        printf("%s\n", sk_buf_str(&b));
        sk_buf_free(&b);
    }
}

static void print_text(const ops_ranking *r, bool detail)
{
    const rank_list *l = &r->list;
    char d1[32], d2[32], v[32];
    if (l->events == 0) {
        printf(_("no event falls into this ranking\n"));
        return;
    }
    if (r->from[0] || r->to[0])
        printf(_("events: %d, series held: %d (%s to %s)\n"), l->events, l->held_series,
               date_of(r->from, d1, sizeof d1), date_of(r->to, d2, sizeof d2));
    else
        printf(_("events: %d, series held: %d\n"), l->events, l->held_series);
    int pw = sk_utf8_width(_("Player"));
    for (size_t i = 0; i < l->n; i++) {
        int w = sk_utf8_width(r->in->players[l->entries[i].player].name);
        if (w > pw)
            pw = w;
    }
    bool pen = r->def.penalty != NULL;
    sk_buf b = {0};
    sk_buf_pad(&b, _("Rank"), 5, true);
    sk_buf_add(&b, "  ");
    sk_buf_pad(&b, _("Player"), pw, false);
    const char *head[] = {C_("ranking", "Events"), C_("ranking", "Series"), _("Games"),
                          pen ? C_("ranking", "Base") : NULL,
                          pen ? C_("ranking", "Penalty") : NULL, C_("ranking", "Score")};
    for (size_t k = 0; k < sizeof head / sizeof head[0]; k++)
        if (head[k]) {
            sk_buf_add(&b, "  ");
            sk_buf_pad(&b, head[k], 8, true);
        }
    printf("%s\n", sk_buf_str(&b));
    sk_buf_free(&b);
    for (size_t i = 0; i < l->n; i++) {
        const rank_entry *en = &l->entries[i];
        if (i == l->nranked)
            printf(_("\nnot ranked (below a minimum):\n"));
        char rk[16];
        snprintf(rk, sizeof rk, en->rank ? "%d." : "-", en->rank);
        sk_buf_pad(&b, rk, 5, true);
        sk_buf_add(&b, "  ");
        sk_buf_pad(&b, r->in->players[en->player].name, pw, false);
        sk_buf_printf(&b, "  %8d  %8d  %8d", en->events, en->series, en->games);
        if (pen) {
            sk_buf_add(&b, "  ");
            sk_buf_pad(&b, rank_fmt(en->base, v, sizeof v), 8, true);
            sk_buf_add(&b, "  ");
            sk_buf_pad(&b, rank_fmt(en->penalty, v, sizeof v), 8, true);
        }
        sk_buf_add(&b, "  ");
        sk_buf_pad(&b, rank_fmt(en->score, v, sizeof v), 8, true);
        if (en->lack) {
            char lk[96];
            sk_buf_printf(&b, "  %s", ops_ranking_lack(en, sk_lang_get(), lk, sizeof lk));
        }
        printf("%s\n", sk_buf_str(&b));
        sk_buf_free(&b);
        if (detail)
            print_items(r, en);
    }
}

int cmd_ranking_export(cli_ctx *ctx, const cli_args *a, bool xlsx)
{
    const char *name = cli_str(a, "ranking");
    char today[16];
    ops_ranking_today(today, sizeof today);
    ops_ranking r;
    int rc = ops_ranking_run(ctx->db, name, NULL, 0, today, &r, &ctx->err);
    if (rc == SK_OK)
        rc = ops_ranking_write(&r, name, a->pos[0], xlsx, outfmt_lang(a), &ctx->err);
    if (rc == SK_OK)
        printf(_("wrote %s\n"), a->pos[0]);
    ops_ranking_free(&r);
    return rc;
}

int cmd_ranking(cli_ctx *ctx, const cli_args *a)
{
    bool adhoc = strchr(a->pos[0], '=') != NULL;
    if (!adhoc && a->npos > 1)
        return sk_err_set(&ctx->err, SK_USAGE,
                          _("a stored ranking takes no keys: 'ranking NAME' or "
                            "'ranking KEY=VALUE...'"));
    char today[16];
    ops_ranking_today(today, sizeof today);
    ops_ranking r;
    int rc = ops_ranking_run(ctx->db, adhoc ? NULL : a->pos[0], a->pos, (size_t)a->npos, today,
                             &r, &ctx->err);
    if (rc == SK_OK) {
        long fmt = cli_int(a, "format", 0);
        sk_buf b = {0};
        if (fmt == 1)
            ops_ranking_csv(&r, false, &b);
        else if (fmt == 2)
            ops_ranking_json(&r, adhoc ? NULL : a->pos[0], false, &b);
        fputs(sk_buf_str(&b), stdout);
        sk_buf_free(&b);
        if (fmt == 0)
            print_text(&r, cli_has(a, "detail"));
    }
    ops_ranking_free(&r);
    return rc;
}

int cmd_player_history(cli_ctx *ctx, const cli_args *a)
{
    ops_history h;
    int rc = ops_player_history(ctx->db, a->pos[0], &h, &ctx->err);
    if (rc != SK_OK) {
        ops_history_free(&h);
        return rc;
    }
    if (h.n == 0)
        printf(_("%s has taken part in no event\n"), h.player);
    for (size_t i = 0; i < h.n; i++) {
        const ops_hist_event *e = &h.events[i];
        char d[32], avg[32], sv[32];
        printf("%s  %s\n", date_of(e->date, d, sizeof d), e->name);
        sk_buf b = {0};
        for (int k = 0; k < e->nseries; k++)
            sk_buf_printf(&b, "%s#%d %s", k ? ", " : "", e->series_no[k],
                          text_signed(e->series_points[k], sv, sizeof sv));
        printf(_("    series: %s\n"), sk_buf_str(&b));
        sk_buf_free(&b);
        rank_fmt(e->nseries ? (double)e->total / e->nseries : 0, avg, sizeof avg);
        printf(_("    place %d of %d, total %ld, %d games, won %d, lost %d, average per series "
                 "%s\n"),
               e->place, e->players, e->total, e->games, e->won, e->lost, avg);
        if (e->team)
            printf(_("    team: %s\n"), e->team);
    }
    ops_history_free(&h);
    return SK_OK;
}
