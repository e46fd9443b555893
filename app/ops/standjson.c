/* standjson.c - see standjson.h */
#include "standjson.h"
#include "db_players.h"

#include <stdio.h>

const char *standview_player_name(const standview *v, long long id, char *buf, size_t n)
{
    const db_player *p = standview_player(v, id);
    if (p)
        return p->name;
    snprintf(buf, n, "#%lld", id);
    return buf;
}

const char *standview_row_name(const standview *v, bool teams, const stand_row *r, char *buf,
                               size_t n)
{
    if (teams) {
        const db_team *t = standview_team(v, r->id);
        if (t)
            return t->name;
        snprintf(buf, n, "#%lld", r->id);
        return buf;
    }
    return standview_player_name(v, r->id, buf, n);
}

static void json_row_common(sk_buf *b, const stand_table *t, const stand_row *r)
{
    sk_buf_printf(b, ",\"won\":%d,\"lost\":%d,\"game_points\":%d,\"won_lost_bonus\":%d,"
                     "\"opponents_bonus\":%d,\"total\":%d,\"series\":[",
                  r->won, r->lost, r->game_points, r->won_lost_bonus, r->opponents_bonus,
                  r->total);
    bool first = true;
    for (int s = 0; s < t->nseries; s++) {
        if (!r->series_in[s])
            continue;
        sk_buf_printf(b, "%s{\"series\":%d,\"total\":%d}", first ? "" : ",", s + 1,
                      r->series_total[s]);
        first = false;
    }
    sk_buf_add(b, "]}");
}

void ops_progress_json(const db_progress_t *p, sk_buf *b)
{
    sk_buf_printf(b, ",\"games_recorded\":%d,\"games_expected\":%d,\"series_drawn\":%d,"
                     "\"provisional\":%s",
                  p->recorded, p->expected, p->drawn, p->provisional ? "true" : "false");
}

void standview_json(const standview *v, bool teams, const ops_second_state *sec, sk_buf *b)
{
    sk_buf_add(b, "{\"tournament\":");
    sk_buf_json_str(b, v->t.name);
    if (v->series)
        sk_buf_printf(b, ",\"series\":%d", v->series);
    else
        sk_buf_add(b, ",\"series\":null");
    ops_progress_json(&v->progress, b);
    ops_second_state_json(sec, b);
    const stand_table *t = teams ? &v->teams : &v->players;
    sk_buf_printf(b, ",\"%s\":[", teams ? "teams" : "players");
    char tmp[32];
    for (size_t i = 0; i < t->n; i++) {
        const stand_row *r = &t->rows[i];
        sk_buf_printf(b, "%s\n{\"rank\":%d,\"shared\":%s,\"by_lot\":%s,", i ? "," : "", r->rank,
                      r->shared ? "true" : "false", r->by_lot ? "true" : "false");
        if (teams) {
            const db_team *tm = standview_team(v, r->id);
            sk_buf_add(b, "\"team\":");
            sk_buf_json_str(b, standview_row_name(v, true, r, tmp, sizeof tmp));
            sk_buf_add(b, ",\"players\":[");
            for (size_t j = 0; tm && j < tm->nmembers; j++) {
                if (j)
                    sk_buf_add(b, ",");
                sk_buf_json_str(b, standview_player_name(v, tm->members[j], tmp, sizeof tmp));
            }
            sk_buf_add(b, "]");
        } else {
            const db_player *p = standview_player(v, r->id);
            sk_buf_add(b, "\"player\":");
            sk_buf_json_str(b, standview_row_name(v, false, r, tmp, sizeof tmp));
            if (p && p->number)
                sk_buf_printf(b, ",\"number\":%d", p->number);
            else
                sk_buf_add(b, ",\"number\":null");
            sk_buf_add(b, ",\"club\":");
            if (p && p->club)
                sk_buf_json_str(b, p->club);
            else
                sk_buf_add(b, "null");
        }
        json_row_common(b, t, r);
    }
    sk_buf_add(b, "]}\n");
}

void league_data_json(const league_data *ld, sk_buf *b)
{
    char p[32], m[32];
    sk_buf_add(b, "{\"league\":");
    sk_buf_json_str(b, ld->league.name);
    sk_buf_printf(b, ",\"season\":%d,\"series_per_matchday\":%d,\"points_per\":\"%s\","
                      "\"division\":",
                  ld->league.season, ld->league.series_per_matchday,
                  ld->league.per_series ? "series" : "matchday");
    if (ld->division)
        sk_buf_json_str(b, ld->division);
    else
        sk_buf_add(b, "null");
    sk_buf_printf(b, ",\"provisional_points\":\"%s\"", ld->league.withhold ? "withhold" : "show");
    sk_buf_add(b, ",\"provisional_matchdays\":[");
    for (int i = 0; i < ld->nprov_days; i++)
        sk_buf_printf(b, "%s%d", i ? "," : "", ld->prov_days[i]);
    sk_buf_add(b, "]");
    if (ld->nunconf_days > 0) {
        /* league_data_load_released: not counted, not released yet */
        sk_buf_add(b, ",\"unconfirmed_matchdays\":[");
        for (int i = 0; i < ld->nunconf_days; i++)
            sk_buf_printf(b, "%s%d", i ? "," : "", ld->unconf_days[i]);
        sk_buf_add(b, "]");
    }
    sk_buf_add(b, ",\"rows\":[");
    for (int i = 0; i < ld->table.nrows; i++) {
        const league_row *r = &ld->table.rows[i];
        const db_league_team *tm = &ld->teams[r->team];
        sk_buf_printf(b, "%s{\"rank\":%d,\"team\":", i ? "," : "", r->rank);
        sk_buf_json_str(b, tm->name);
        sk_buf_add(b, ",\"club\":");
        sk_buf_json_str(b, tm->club);
        sk_buf_printf(b, ",\"matchdays\":%d,\"points_plus\":%s,\"points_minus\":%s,"
                          "\"seeger_sum\":%ld,\"days\":[",
                      r->matchdays, league_fmt_half(r->plus2, p, sizeof p),
                      league_fmt_half(r->minus2, m, sizeof m), r->seeger);
        for (int d = 0; d < ld->table.ndays; d++) {
            const league_cell *c = &r->days[d];
            sk_buf_printf(b, "%s{\"matchday\":%d,\"date\":", d ? "," : "", ld->table.day[d]);
            sk_buf_json_str(b, ld->day_dates[d] ? ld->day_dates[d] : "");
            sk_buf_printf(b, ",\"present\":%s,\"points_plus\":%s,\"points_minus\":%s,"
                              "\"seeger\":%ld}",
                          c->present ? "true" : "false", league_fmt_half(c->plus2, p, sizeof p),
                          league_fmt_half(c->minus2, m, sizeof m), c->seeger);
        }
        sk_buf_printf(b, "],\"provisional\":%s", (ld->team_provisional && ld->team_provisional[r->team]) ? "true" : "false");
        if (ld->nunconf_days > 0)
            sk_buf_printf(b, ",\"unconfirmed\":%s", ld->team_unconfirmed[r->team] ? "true" : "false");
        if (ld->nincomplete_days > 0)
            sk_buf_printf(b, ",\"incomplete\":%s", ld->team_incomplete[r->team] ? "true" : "false");
        if (ld->nprotest_days > 0)
            sk_buf_printf(b, ",\"protest_pending\":%s", ld->team_protest[r->team] ? "true" : "false");
        sk_buf_add(b, "}");
    }
    sk_buf_add(b, "]}\n");
}
