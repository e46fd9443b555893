/* league.c - match points, season tables, club championships (pure core). */
#include "league.h"
#include "i18n.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int league_group_points(int n, const long *result, const bool *present, int *plus2,
                        int *minus2, sk_err *err)
{
    if (n < 1 || n > LEAGUE_MAX_GROUP)
        return sk_err_set(err, SK_INVALID,
                          _("venue group size %d: a venue group has 1 to %d teams"), n,
                          LEAGUE_MAX_GROUP);
    int idx[LEAGUE_MAX_GROUP];
    int m = 0;
    for (int i = 0; i < n; i++) {
        plus2[i] = 0;
        minus2[i] = 0;
        if (!present || present[i])
            idx[m++] = i;
    }
    /* stable insertion sort of the present teams by result, best first */
    for (int i = 1; i < m; i++) {
        int v = idx[i], j = i;
        while (j > 0 && result[idx[j - 1]] < result[v]) {
            idx[j] = idx[j - 1];
            j--;
        }
        idx[j] = v;
    }
    for (int i = 0; i < m;) {
        int k = 1;
        while (i + k < m && result[idx[i + k]] == result[idx[i]])
            k++;
        int p = i + 1; /* first place of the tied run */
        for (int j = i; j < i + k; j++) {
            plus2[idx[j]] = 2 * (n - p) - (k - 1);
            minus2[idx[j]] = 2 * (p - 1) + (k - 1);
        }
        i += k;
    }
    return SK_OK;
}

char *league_fmt_half(int v2, char *buf, size_t n)
{
    if (v2 % 2 == 0)
        snprintf(buf, n, "%d", v2 / 2);
    else
        snprintf(buf, n, "%s%d.5", v2 < 0 ? "-" : "", abs(v2) / 2);
    return buf;
}

/* ---- season table ---- */

static int cmp_int(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

static int day_index(const league_table *t, int day)
{
    for (int i = 0; i < t->ndays; i++)
        if (t->day[i] == day)
            return i;
    return -1;
}

/* Append x to v[0..*n) unless it is there already. */
static void add_distinct(int *v, int *n, int x)
{
    for (int j = 0; j < *n; j++)
        if (v[j] == x)
            return;
    v[(*n)++] = x;
}

/* Distinct teams of (day, group), in order of first appearance. */
static int group_teams(const league_result *res, int nres, int day, int group, int *teams)
{
    int n = 0;
    for (int i = 0; i < nres; i++)
        if (res[i].matchday == day && res[i].group == group)
            add_distinct(teams, &n, res[i].team);
    return n;
}

static int row_cmp(const league_row *a, const league_row *b)
{
    if (a->plus2 != b->plus2)
        return a->plus2 > b->plus2 ? -1 : 1;
    if (a->seeger != b->seeger)
        return a->seeger > b->seeger ? -1 : 1;
    return 0;
}

/* The results against each other: teams, match days and series in range,
 * a team in one venue group per match day, one result per series. */
static int check_results(const char *const *names, int nteams, const league_result *res,
                         int nres, sk_err *err)
{
    if (nteams < 0 || nres < 0)
        return sk_err_set(err, SK_INVALID, _("league table: negative count"));
    for (int i = 0; i < nres; i++) {
        const league_result *r = &res[i];
        if (r->team < 0 || r->team >= nteams)
            return sk_err_set(err, SK_INVALID, _("team %d: no such team (0..%d)"), r->team,
                              nteams - 1);
        if (r->matchday < 1)
            return sk_err_set(err, SK_INVALID, _("match day %d: match days are numbered from 1"),
                              r->matchday);
        if (r->series < 1)
            return sk_err_set(err, SK_INVALID,
                              _("series %d of match day %d: series are numbered from 1"),
                              r->series, r->matchday);
        for (int j = 0; j < i; j++) {
            const league_result *q = &res[j];
            if (q->team != r->team || q->matchday != r->matchday)
                continue;
            if (q->group != r->group)
                return sk_err_set(err, SK_INVALID,
                                  _("team %s: in two venue groups on match day %d"),
                                  names[r->team], r->matchday);
            if (q->series == r->series)
                return sk_err_set(err, SK_INVALID,
                                  _("team %s: two results for series %d of match day %d"),
                                  names[r->team], r->series, r->matchday);
        }
    }
    return SK_OK;
}

/* out's match days (ascending) and one row per team with its cells: the
 * Seeger sums and presence per team and day. */
static void collect_days(int nteams, const league_result *res, int nres, league_table *out)
{
    out->day = xcalloc((size_t)nres + 1, sizeof(int));
    for (int i = 0; i < nres; i++) {
        int j;
        for (j = 0; j < out->ndays; j++)
            if (out->day[j] == res[i].matchday)
                break;
        if (j == out->ndays)
            out->day[out->ndays++] = res[i].matchday;
    }
    qsort(out->day, (size_t)out->ndays, sizeof(int), cmp_int);

    out->nrows = nteams;
    out->rows = xcalloc((size_t)nteams + 1, sizeof(league_row));
    for (int t = 0; t < nteams; t++) {
        out->rows[t].team = t;
        out->rows[t].days = xcalloc((size_t)out->ndays + 1, sizeof(league_cell));
    }
    for (int i = 0; i < nres; i++) {
        if (!res[i].present)
            continue;
        league_cell *c = &out->rows[res[i].team].days[day_index(out, res[i].matchday)];
        c->present = true;
        c->seeger += res[i].seeger;
    }
}

/* The match points of venue group `group` on match day `day` into out's
 * cells: one ranking of the day, or one per series (mode).  teams and
 * series: scratch space of nres + 1 each.  More teams than
 * LEAGUE_MAX_GROUP: SK_INVALID. */
static int group_points(const league_result *res, int nres, int day, int group,
                        league_points_mode mode, int *teams, int *series, league_table *out,
                        sk_err *err)
{
    int n = group_teams(res, nres, day, group, teams);
    if (n > LEAGUE_MAX_GROUP)
        return sk_err_set(err, SK_INVALID, _("venue group on match day %d: %d teams, at most %d"),
                          day, n, LEAGUE_MAX_GROUP);
    int di = day_index(out, day);
    long result[LEAGUE_MAX_GROUP] = {0};
    bool present[LEAGUE_MAX_GROUP] = {0};
    int plus2[LEAGUE_MAX_GROUP], minus2[LEAGUE_MAX_GROUP];
    /* the rankings to make: one per match day, or one per series */
    int ns = 0;
    if (mode == LEAGUE_PER_SERIES) {
        for (int j = 0; j < nres; j++)
            if (res[j].matchday == day && res[j].group == group)
                add_distinct(series, &ns, res[j].series);
    } else {
        series[ns++] = 0; /* 0: all series of the day together */
    }
    for (int s = 0; s < ns; s++) {
        for (int t = 0; t < n; t++) {
            result[t] = 0;
            present[t] = false;
            for (int j = 0; j < nres; j++) {
                const league_result *r = &res[j];
                if (r->matchday != day || r->team != teams[t] || !r->present)
                    continue;
                if (series[s] != 0 && r->series != series[s])
                    continue;
                present[t] = true;
                result[t] += r->seeger;
            }
        }
        league_group_points(n, result, present, plus2, minus2, err);
        for (int t = 0; t < n; t++) {
            league_cell *c = &out->rows[teams[t]].days[di];
            c->plus2 += plus2[t];
            c->minus2 += minus2[t];
        }
    }
    return SK_OK;
}

/* Each row's totals over the days, then the order (stable insertion
 * sort; names decide among equal teams) and the ranks. */
static void rank_rows(const char *const *names, league_table *out)
{
    int nteams = out->nrows;
    for (int t = 0; t < nteams; t++) {
        league_row *r = &out->rows[t];
        for (int d = 0; d < out->ndays; d++) {
            const league_cell *c = &r->days[d];
            if (c->present)
                r->matchdays++;
            r->plus2 += c->plus2;
            r->minus2 += c->minus2;
            r->seeger += c->seeger;
        }
    }
    for (int i = 1; i < nteams; i++) {
        league_row v = out->rows[i];
        int j = i;
        while (j > 0) {
            const league_row *p = &out->rows[j - 1];
            int c = row_cmp(p, &v);
            if (c < 0 || (c == 0 && strcmp(names[p->team], names[v.team]) <= 0))
                break;
            out->rows[j] = out->rows[j - 1];
            j--;
        }
        out->rows[j] = v;
    }
    for (int i = 0; i < nteams; i++)
        out->rows[i].rank =
            (i > 0 && row_cmp(&out->rows[i - 1], &out->rows[i]) == 0)
                ? out->rows[i - 1].rank
                : i + 1;
}

int league_table_compute(const char *const *names, int nteams, const league_result *res,
                         int nres, league_points_mode mode, league_table *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    int rc = check_results(names, nteams, res, nres, err);
    if (rc != SK_OK)
        return rc;
    collect_days(nteams, res, nres, out);
    /* match points: every (day, group) once */
    int *teams = xcalloc((size_t)nres + 1, sizeof(int));
    int *series = xcalloc((size_t)nres + 1, sizeof(int));
    for (int i = 0; i < nres && rc == SK_OK; i++) {
        bool first = true;
        for (int j = 0; j < i && first; j++)
            first = res[j].matchday != res[i].matchday || res[j].group != res[i].group;
        if (first)
            rc = group_points(res, nres, res[i].matchday, res[i].group, mode, teams, series,
                              out, err);
    }
    free(teams);
    free(series);
    if (rc != SK_OK) {
        league_table_free(out);
        return rc;
    }
    rank_rows(names, out);
    return SK_OK;
}

void league_table_free(league_table *t)
{
    if (!t)
        return;
    for (int i = 0; i < t->nrows; i++)
        free(t->rows[i].days);
    SK_CLEAR(t, t->rows, t->day);
}

/* ---- club championship ---- */

/* Ranking key comparison: < 0 when a ranks before b. */
static int ch_cmp(const league_ch_row *a, const league_ch_row *b, league_ch_mode mode)
{
    if (mode == LEAGUE_CH_AVERAGE) {
        /* a->counted / a->played vs b->counted / b->played, exactly */
        long long x = (long long)a->counted * b->played;
        long long y = (long long)b->counted * a->played;
        return (x > y) ? -1 : (x < y) ? 1 : 0;
    }
    return (a->counted > b->counted) ? -1 : (a->counted < b->counted) ? 1 : 0;
}

int league_ch_compute(const char *const *names, int nplayers, int ncols,
                      const league_ch_result *res, int nres, league_ch_mode mode, int best,
                      league_ch_table *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    if (mode == LEAGUE_CH_BEST && best < 1)
        return sk_err_set(err, SK_INVALID, _("best %d: the number of counted series must be >= 1"),
                          best);
    if (nplayers < 0 || ncols < 0 || nres < 0)
        return sk_err_set(err, SK_INVALID, _("season table: negative count"));
    league_ch_cell *grid = xcalloc((size_t)nplayers * (size_t)ncols + 1, sizeof *grid);
    for (int i = 0; i < nres; i++) {
        const league_ch_result *r = &res[i];
        if (r->player < 0 || r->player >= nplayers) {
            free(grid);
            return sk_err_set(err, SK_INVALID, _("player %d: no such player (0..%d)"), r->player,
                              nplayers - 1);
        }
        if (r->column < 0 || r->column >= ncols) {
            free(grid);
            return sk_err_set(err, SK_INVALID, _("column %d: no such series (0..%d)"), r->column,
                              ncols - 1);
        }
        league_ch_cell *c = &grid[(size_t)r->player * (size_t)ncols + (size_t)r->column];
        if (c->played) {
            int p = r->player, col = r->column;
            free(grid);
            return sk_err_set(err, SK_INVALID, _("player %s: two results for series column %d"),
                              names[p], col + 1);
        }
        c->played = true;
        c->total = r->total;
    }

    out->mode = mode;
    out->best = mode == LEAGUE_CH_BEST ? best : 0;
    out->ncols = ncols;
    out->rows = xcalloc((size_t)nplayers + 1, sizeof(league_ch_row));
    int *order = xcalloc((size_t)ncols + 1, sizeof(int));
    for (int p = 0; p < nplayers; p++) {
        league_ch_cell *cells = &grid[(size_t)p * (size_t)ncols];
        int played = 0;
        long total = 0;
        for (int c = 0; c < ncols; c++)
            if (cells[c].played) {
                order[played++] = c;
                total += cells[c].total;
            }
        if (played == 0)
            continue;
        league_ch_row *row = &out->rows[out->nrows++];
        row->player = p;
        row->played = played;
        row->total = total;
        row->cells = xcalloc((size_t)ncols + 1, sizeof(league_ch_cell));
        memcpy(row->cells, cells, (size_t)ncols * sizeof *cells);
        row->counted = total;
        if (mode == LEAGUE_CH_BEST && played > best) {
            /* stable sort of the played columns by total, best first: among
             * equal results the earlier column stays ahead (is kept) */
            for (int i = 1; i < played; i++) {
                int v = order[i], j = i;
                while (j > 0 && cells[order[j - 1]].total < cells[v].total) {
                    order[j] = order[j - 1];
                    j--;
                }
                order[j] = v;
            }
            for (int i = best; i < played; i++) {
                row->cells[order[i]].struck = true;
                row->counted -= cells[order[i]].total;
            }
        }
    }
    free(order);
    free(grid);

    for (int i = 1; i < out->nrows; i++) {
        league_ch_row v = out->rows[i];
        int j = i;
        while (j > 0) {
            const league_ch_row *q = &out->rows[j - 1];
            int c = ch_cmp(q, &v, mode);
            if (c < 0 || (c == 0 && strcmp(names[q->player], names[v.player]) <= 0))
                break;
            out->rows[j] = out->rows[j - 1];
            j--;
        }
        out->rows[j] = v;
    }
    for (int i = 0; i < out->nrows; i++)
        out->rows[i].rank = (i > 0 && ch_cmp(&out->rows[i - 1], &out->rows[i], mode) == 0)
                                ? out->rows[i - 1].rank
                                : i + 1;
    return SK_OK;
}

void league_ch_free(league_ch_table *t)
{
    if (!t)
        return;
    for (int i = 0; i < t->nrows; i++)
        free(t->rows[i].cells);
    SK_CLEAR(t, t->rows);
}

long long league_avg_hundredths(long total, int played)
{
    if (played < 1)
        return 0;
    long long a = total < 0 ? -(long long)total : (long long)total;
    a *= 100;
    long long q = a / played, r = a % played;
    if (2 * r >= played)
        q++;
    return total < 0 ? -q : q;
}

char *league_fmt_avg(long total, int played, char *buf, size_t n)
{
    if (played < 1) {
        snprintf(buf, n, "-");
        return buf;
    }
    long long h = league_avg_hundredths(total, played), q = h < 0 ? -h : h;
    snprintf(buf, n, "%s%lld.%02lld", h < 0 ? "-" : "", q / 100, q % 100);
    return buf;
}

char *league_venue_name(const char *league, int matchday, int venue_no, bool several)
{
    return several ? xasprintf("%s matchday %d venue %d", league, matchday, venue_no)
                   : xasprintf("%s matchday %d", league, matchday);
}

int league_venue_teams_check(const league_venue_team *t, size_t n, int matchday, sk_err *err)
{
    size_t first = 0; /* index of the first team of t[i]'s group */
    for (size_t i = 0; i < n; i++) {
        if (i > 0 && t[i].group != t[i - 1].group)
            first = i;
        for (size_t j = 0; j < i; j++)
            if (t[j].team == t[i].team)
                return sk_err_set(err, SK_INVALID,
                                  _("team '%s' is named twice on match day %d (a team "
                                  "meets at one venue per match day)"),
                                  t[i].named, matchday);
        if (i > first && t[i].division != t[first].division)
            return sk_err_set(err, SK_INVALID,
                              _("venue group %zu: teams '%s' and '%s' are in different "
                              "divisions"),
                              t[i].group + 1, t[first].stored, t[i].named);
    }
    return SK_OK;
}

int league_venue_sizes_check(const size_t *size, size_t ngroups, int matchday, sk_err *err)
{
    for (size_t k = 0; k < ngroups; k++)
        if (size[k] < 2)
            return sk_err_set(err, SK_INVALID,
                              _("venue group %zu of match day %d: %zu team; a venue group has "
                              "at least 2 teams"),
                              k + 1, matchday, size[k]);
    return SK_OK;
}

int league_settings_check(int season, int series_per_matchday, sk_err *err)
{
    if (season < 1900 || season > 9999)
        return sk_err_set(err, SK_INVALID, _("season %d: a year from 1900 to 9999"), season);
    if (series_per_matchday < 1 || series_per_matchday > 20)
        return sk_err_set(err, SK_INVALID,
                          _("series per match day %d: 1 to 20 (DSkV: 4 in the 1st Bundesliga, "
                          "3 down to the Oberliga, 2 in the Landesliga)"),
                          series_per_matchday);
    return SK_OK;
}

int league_matchday_number_check(int number, sk_err *err)
{
    if (number < 1 || number > 999)
        return sk_err_set(err, SK_INVALID, _("match day %d: match days are numbered 1 to 999"),
                          number);
    return SK_OK;
}

int league_season_best_check(int best, sk_err *err)
{
    if (best < 0 || best > 999)
        return sk_err_set(err, SK_INVALID, _("best %d: count the best 1 to 999 series"), best);
    return SK_OK;
}

int league_roster_check(size_t nplayers, sk_err *err)
{
    if (nplayers == 0)
        return sk_err_set(err, SK_INVALID, _("roster: name at least one player"));
    return SK_OK;
}

int league_division_remove_check(const char *name, int teams, bool force, sk_err *err)
{
    if (teams && !force)
        return sk_err_set(err, SK_INVALID, _("division '%s' has %d team%s: add --force to remove "
                          "it (its teams then have no division)"), name, teams,
                          teams == 1 ? "" : "s");
    return SK_OK;
}
