/* league_data.c - see league_data.h */
#include "league_data.h"

#include <stdlib.h>
#include <string.h>

#include "standview.h"
#include "db_players.h"
#include "db_tournaments.h"
#include "db_seating.h"
#include "db_hub.h"
#include "db_results.h"

/* The standings row of player pid, or NULL. */
static const stand_row *player_row(const stand_table *t, int64_t pid)
{
    for (size_t i = 0; i < t->n; i++)
        if (t->rows[i].id == (long long)pid)
            return &t->rows[i];
    return NULL;
}

static int team_index(const league_data *ld, int64_t id)
{
    for (size_t i = 0; i < ld->nteams; i++)
        if (ld->teams[i].id == id)
            return (int)i;
    return -1;
}

/* Add day to the ascending list *days (*n entries) unless it is there. */
static void add_day(int **days, int *n, int day)
{
    int k = 0;
    while (k < *n && (*days)[k] < day)
        k++;
    if (k < *n && (*days)[k] == day)
        return;
    *days = xrealloc(*days, (size_t)(*n + 1) * sizeof(int));
    memmove(*days + k + 1, *days + k, (size_t)(*n - k) * sizeof(int));
    (*days)[k] = day;
    (*n)++;
}

/* The result of tournament tid in results v (NULL: none). */
static const db_fed_result *result_of(const db_fed_result *v, size_t n, int64_t tid)
{
    for (size_t i = 0; i < n; i++)
        if (v[i].tournament_id == tid)
            return &v[i];
    return NULL;
}

/* Mark venue group gv: its teams in *teams (made on first use), its match
 * day in *days. */
static void mark_group(league_data *out, const db_league_venue *gv, bool **teams, int **days,
                       int *ndays)
{
    if (!*teams)
        *teams = xcalloc(out->nteams + 1, sizeof(bool));
    for (size_t i = 0; i < gv->nteams; i++) {
        int ti = team_index(out, gv->team_ids[i]);
        if (ti >= 0)
            (*teams)[ti] = true;
    }
    add_day(days, ndays, gv->matchday);
}

int league_svcache_get(db *d, league_svcache *c, int64_t tid, const char *name,
                       const standview **out, sk_err *err)
{
    for (size_t i = 0; i < c->n; i++)
        if (c->tid[i] == tid) {
            *out = &c->sv[i];
            return SK_OK;
        }
    standview sv;
    int rc = standview_load(d, name, 0, false, &sv, err);
    if (rc != SK_OK)
        return rc;
    c->tid = xrealloc(c->tid, (c->n + 1) * sizeof *c->tid);
    c->sv = xrealloc(c->sv, (c->n + 1) * sizeof *c->sv);
    c->tid[c->n] = tid;
    c->sv[c->n] = sv;
    *out = &c->sv[c->n++];
    return SK_OK;
}

void league_svcache_free(league_svcache *c)
{
    for (size_t i = 0; i < c->n; i++)
        standview_free(&c->sv[i]);
    free(c->sv);
    free(c->tid);
    memset(c, 0, sizeof *c);
}

int league_data_load(db *d, const char *name, const char *division, league_data *out,
                     sk_err *err)
{
    return league_data_load_with(d, name, division, false, NULL, out, err);
}

int league_data_load_released(db *d, const char *name, const char *division, league_data *out,
                              sk_err *err)
{
    return league_data_load_with(d, name, division, true, NULL, out, err);
}

int league_data_load_with(db *d, const char *name, const char *division, bool released_only,
                          league_svcache *cache, league_data *out, sk_err *err)
{
    league_svcache own = {0};
    league_svcache *c = cache ? cache : &own;
    memset(out, 0, sizeof *out);
    int rc = db_league_find(d, name, &out->league, err);
    if (rc != SK_OK)
        return rc;
    if (division)
        out->division = xstrdup(division);
    rc = db_league_teams(d, out->league.id, division, &out->teams, &out->nteams, err);
    if (rc != SK_OK) {
        league_data_free(out);
        return rc;
    }
    out->names = xcalloc(out->nteams + 1, sizeof(char *));
    for (size_t i = 0; i < out->nteams; i++)
        out->names[i] = out->teams[i].name;

    db_league_day_member *mem = NULL; /* who played for which team, match day by match day */
    size_t nmem = 0;
    db_league_venue *ven = NULL;
    size_t nven = 0;
    league_result *res = NULL;
    size_t nres = 0;
    rc = db_league_day_members(d, out->league.id, &mem, &nmem, err);
    if (rc == SK_OK)
        rc = db_league_venues(d, out->league.id, &ven, &nven, err);
    db_fed_result *fr = NULL;
    size_t nfr = 0;
    bool hub = false;
    if (rc == SK_OK && released_only)
        rc = db_hub_league_has_codes(d, out->league.id, &hub, err);
    if (rc == SK_OK && hub)
        rc = db_fed_results(d, out->league.id, 0, &fr, &nfr, err);
    int spm = out->league.series_per_matchday;
    for (size_t v = 0; rc == SK_OK && v < nven; v++) {
        /* only venue groups of the selected teams (a group is one division) */
        bool ours = false;
        for (size_t i = 0; i < ven[v].nteams; i++)
            if (team_index(out, ven[v].team_ids[i]) >= 0)
                ours = true;
        if (!ours)
            continue;
        const db_fed_result *r = hub ? result_of(fr, nfr, ven[v].tournament_id) : NULL;
        fed_state st = !hub ? FED_ST_RELEASED : r ? r->state : FED_ST_NONE;
        if (st == FED_ST_REPORTED || st == FED_ST_CONFIRMED)
            mark_group(out, &ven[v], &out->team_unconfirmed, &out->unconf_days,
                       &out->nunconf_days);
        if (st != FED_ST_RELEASED && st != FED_ST_BINDING)
            continue;
        if (r && r->incomplete)
            mark_group(out, &ven[v], &out->team_incomplete, &out->incomplete_days,
                       &out->nincomplete_days);
        if (r && r->open_protests)
            mark_group(out, &ven[v], &out->team_protest, &out->protest_days,
                       &out->nprotest_days);
        const standview *sv;
        rc = league_svcache_get(d, c, ven[v].tournament_id, ven[v].tournament, &sv, err);
        if (rc != SK_OK)
            break;
        if (sv->progress.provisional && sv->progress.drawn > 0) {
            mark_group(out, &ven[v], &out->team_provisional, &out->prov_days,
                       &out->nprov_days);
            if (out->league.withhold)
                continue;
        }
        for (size_t i = 0; i < ven[v].nteams; i++) {
            int ti = team_index(out, ven[v].team_ids[i]);
            if (ti < 0)
                continue;
            for (int s = 1; s <= spm; s++) {
                league_result r = {ti, ven[v].matchday, ven[v].venue_no, s, false, 0};
                for (size_t m = 0; m < nmem; m++) {
                    if (mem[m].team_id != ven[v].team_ids[i] ||
                        mem[m].tournament_id != ven[v].tournament_id)
                        continue;
                    const stand_row *row = player_row(&sv->players, mem[m].player_id);
                    if (!row || s > sv->players.nseries || !row->series_in[s - 1])
                        continue;
                    r.present = true;
                    r.seeger += row->series_total[s - 1];
                }
                res = xrealloc(res, (nres + 1) * sizeof *res);
                res[nres++] = r;
            }
        }
    }
    league_svcache_free(&own);
    if (rc == SK_OK)
        rc = league_table_compute(out->names, (int)out->nteams, res, (int)nres,
                                  out->league.per_series ? LEAGUE_PER_SERIES
                                                         : LEAGUE_PER_MATCHDAY,
                                  &out->table, err);
    if (rc == SK_OK) {
        out->day_dates = xcalloc((size_t)out->table.ndays + 1, sizeof(char *));
        for (int i = 0; i < out->table.ndays; i++)
            for (size_t v = 0; v < nven; v++)
                if (ven[v].matchday == out->table.day[i]) {
                    out->day_dates[i] = xstrdup(ven[v].date);
                    break;
                }
    }
    free(res);
    db_fed_results_free(fr, nfr);
    free(mem);
    db_league_venues_free(ven, nven);
    if (rc != SK_OK)
        league_data_free(out);
    return rc;
}

void league_data_free(league_data *ld)
{
    if (!ld)
        return;
    if (ld->day_dates)
        for (int i = 0; i < ld->table.ndays; i++)
            free(ld->day_dates[i]);
    free(ld->day_dates);
    league_table_free(&ld->table);
    SK_FREE_ALL(ld->team_provisional, ld->prov_days, ld->team_unconfirmed, ld->unconf_days,
                ld->team_incomplete, ld->incomplete_days, ld->team_protest, ld->protest_days,
                ld->names);
    db_league_teams_free(ld->teams, ld->nteams);
    free(ld->division);
    db_league_clear(&ld->league);
    memset(ld, 0, sizeof *ld);
}

/* ---- seasons ---- */

static int player_index(league_season_data *sd, int64_t **ids, int64_t pid, const char *name)
{
    for (size_t i = 0; i < sd->nplayers; i++)
        if ((*ids)[i] == pid)
            return (int)i;
    *ids = xrealloc(*ids, (sd->nplayers + 1) * sizeof(int64_t));
    sd->pnames = xrealloc(sd->pnames, (sd->nplayers + 1) * sizeof(char *));
    (*ids)[sd->nplayers] = pid;
    sd->pnames[sd->nplayers] = xstrdup(name ? name : "?");
    return (int)sd->nplayers++;
}

int league_data_season_load(db *d, const char *name, league_season_data *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    int rc = db_season_find(d, name, &out->season, err);
    if (rc != SK_OK)
        return rc;
    db_tournament *tv = NULL;
    size_t nt = 0;
    rc = db_season_tournaments(d, out->season.id, &tv, &nt, err);
    int64_t *ids = NULL;
    league_ch_result *res = NULL;
    size_t nres = 0;
    for (size_t k = 0; rc == SK_OK && k < nt; k++) {
        int *nos = NULL;
        size_t nnos = 0;
        rc = db_series_numbers(d, tv[k].id, &nos, &nnos, err);
        if (rc != SK_OK)
            break;
        standview sv;
        if (nnos > 0) {
            rc = standview_load(d, tv[k].name, 0, false, &sv, err);
            if (rc != SK_OK) {
                free(nos);
                break;
            }
        }
        for (size_t j = 0; j < nnos; j++) {
            int s = nos[j], col = out->ncols++;
            out->col_label = xrealloc(out->col_label, (size_t)out->ncols * sizeof(char *));
            out->col_date = xrealloc(out->col_date, (size_t)out->ncols * sizeof(char *));
            out->col_label[col] = tv[k].series_count > 1
                                      ? xasprintf("%s series %d", tv[k].name, s)
                                      : xstrdup(tv[k].name);
            out->col_date[col] = tv[k].date ? xstrdup(tv[k].date) : NULL;
            for (size_t i = 0; i < sv.players.n; i++) {
                const stand_row *row = &sv.players.rows[i];
                if (s > sv.players.nseries || !row->series_in[s - 1])
                    continue;
                const db_player *p = standview_player(&sv, row->id);
                int pi = player_index(out, &ids, row->id, p ? p->name : NULL);
                res = xrealloc(res, (nres + 1) * sizeof *res);
                res[nres++] = (league_ch_result){pi, col, row->series_total[s - 1]};
            }
        }
        if (nnos > 0)
            standview_free(&sv);
        free(nos);
    }
    if (rc == SK_OK) {
        league_ch_mode mode = out->season.average ? LEAGUE_CH_AVERAGE
                              : out->season.best  ? LEAGUE_CH_BEST
                                                  : LEAGUE_CH_ALL;
        rc = league_ch_compute((const char *const *)out->pnames, (int)out->nplayers,
                               out->ncols, res, (int)nres, mode, out->season.best,
                               &out->table, err);
    }
    free(res);
    free(ids);
    db_tournaments_free(tv, nt);
    if (rc != SK_OK)
        league_data_season_free(out);
    return rc;
}

void league_data_season_free(league_season_data *sd)
{
    if (!sd)
        return;
    for (int i = 0; i < sd->ncols; i++) {
        free(sd->col_label[i]);
        free(sd->col_date[i]);
    }
    free(sd->col_label);
    free(sd->col_date);
    for (size_t i = 0; i < sd->nplayers; i++)
        free(sd->pnames[i]);
    free(sd->pnames);
    league_ch_free(&sd->table);
    db_season_clear(&sd->season);
    memset(sd, 0, sizeof *sd);
}
