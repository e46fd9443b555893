/* rankview.c - rankings and a player's history (rankview.h). */
#include "rankview.h"
#include "db_pstate.h"
#include "rankhouse.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "db_league.h"
#include "db_players.h"
#include "db_tournaments.h"
#include "playername.h"
#include "pmerge.h"
#include "util.h"

/* the season and the tournaments a definition names must exist */
static int resolve(db *d, const rank_def *def, int64_t *season, sk_err *err)
{
    *season = 0;
    if (def->season) {
        db_season s;
        if (db_season_find(d, def->season, &s, err) != SK_OK)
            return SK_INVALID;
        *season = s.id;
        db_season_clear(&s);
    }
    if (def->tournaments) {
        char *list = xstrdup(def->tournaments);
        int rc = SK_OK;
        for (char *p = list, *next; p && rc == SK_OK; p = next) {
            next = strchr(p, ',');
            if (next)
                *next++ = '\0';
            db_tournament t;
            memset(&t, 0, sizeof t);
            rc = db_tournament_find(d, p, &t, err);
            db_tournament_clear(&t);
        }
        free(list);
        if (rc != SK_OK)
            return rc;
    }
    return SK_OK;
}

int ops_ranking_define(db *d, const char *name, char *const *kv, size_t n, sk_err *err)
{
    rank_def def;
    rankdef_init(&def);
    int64_t season;
    int rc = rankdef_parse(&def, kv, n, err);
    if (rc == SK_OK)
        rc = resolve(d, &def, &season, err);
    if (rc == SK_OK) {
        char *text = rankdef_text(&def);
        rc = db_ranking_define(d, name, text, err);
        free(text);
    }
    rankdef_free(&def);
    return rc;
}

/* the stored text's lines as words */
static int parse_stored(rank_def *def, char *text, sk_err *err)
{
    size_t n = 0, cap = 8;
    char **kv = xcalloc(cap, sizeof *kv);
    for (char *p = strtok(text, "\n"); p; p = strtok(NULL, "\n")) {
        if (n == cap)
            kv = xrealloc(kv, (cap *= 2) * sizeof *kv);
        kv[n++] = p;
    }
    /* a preset is stored expanded: its keys follow; applying it again first is harmless */
    int rc = rankdef_parse(def, kv, n, err);
    free(kv);
    return rc;
}

static int cmp_pstate(const void *k, const void *e)
{
    int64_t a = *(const int64_t *)k, b = ((const db_pstate *)e)->id;
    return (a > b) - (a < b);
}

/* best_per=state: each ranked player's federal state (db_player_states). */
static int load_states(db *d, ops_ranking *out, sk_err *err)
{
    db_pstate *v = NULL;
    size_t n = 0;
    int rc = db_player_states(d, &v, &n, err);
    size_t np = out->data.in.nplayers;
    out->state = xcalloc(np + 1, sizeof *out->state);
    out->state_of = xcalloc(np + 1, sizeof *out->state_of);
    for (size_t i = 0; rc == SK_OK && i < np; i++) {
        int64_t id = out->data.players[i].id;
        const db_pstate *p = n ? bsearch(&id, v, n, sizeof *v, cmp_pstate) : NULL;
        if (p)
            memcpy(out->state[i], p->state, 3);
        out->state_of[i] = out->state[i];
    }
    free(v);
    return rc;
}

int ops_ranking_run(db *d, const char *name, char *const *kv, size_t n, const char *today,
                    ops_ranking *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    rankdef_init(&out->def);
    int rc;
    if (name) {
        char *text;
        rc = db_ranking_keys(d, name, &text, err);
        if (rc != SK_OK)
            return rc;
        rc = parse_stored(&out->def, text, err);
        free(text);
    } else {
        rc = rankdef_parse(&out->def, kv, n, err);
    }
    int64_t season = 0;
    if (rc == SK_OK)
        rc = resolve(d, &out->def, &season, err);
    if (rc != SK_OK)
        return rc;
    rankdef_dates(&out->def, today, out->from, out->to);
    db_rank_filter f = {out->def.family, out->from, out->to, season, 0};
    /* house-rules evenings by their list (rankhouse.h), never mixed with the others */
    int (*load)(db *, const db_rank_filter *, db_rank_data *, sk_err *) =
        out->def.family == RANK_HOUSE ? ops_rank_house_load : db_rank_load;
    rc = load(d, &f, &out->data, err);
    out->in = &out->data.in;
    if (rc == SK_OK && out->def.handicap) {
        db_rank_filter h = {out->def.family, "", out->to, 0, 0};
        rc = load(d, &h, &out->hist, err);
        if (rc != SK_OK)
            return rc;
        out->adjust = xcalloc(out->data.in.nresults + 1, sizeof *out->adjust);
        rankgroup_handicap(&out->def, &out->hist.in, &out->data.in, out->adjust);
        out->data.in.adjust = out->adjust;
    }
    if (rc == SK_OK && out->def.group != RANK_GROUP_PLAYER) {
        rankgroup_build(&out->def, &out->data.in, out->data.teams, &out->grouped);
        out->in = &out->grouped.in;
    }
    if (rc == SK_OK)
        rc = ranking_compute(&out->def, out->in, &out->list, err);
    if (rc == SK_OK && out->def.best_per == RANK_PER_STATE)
        rc = load_states(d, out, err);
    if (rc == SK_OK)
        rankgroup_best_per(&out->def, out->in, out->state_of, &out->list);
    return rc;
}

void ops_ranking_today(char *buf, size_t n)
{
    time_t now = time(NULL);
    struct tm tm;
    localtime_r(&now, &tm);
    strftime(buf, n, "%Y-%m-%d", &tm);
}

void ops_ranking_free(ops_ranking *r)
{
    if (!r)
        return;
    ranking_free(&r->list);
    free(r->state);
    free(r->state_of);
    rankgroup_free(&r->grouped);
    db_rank_data_free(&r->data);
    db_rank_data_free(&r->hist);
    free(r->adjust);
    rankdef_free(&r->def);
}

void ops_history_free(ops_history *h)
{
    if (!h)
        return;
    for (size_t i = 0; i < h->n; i++) {
        free(h->events[i].series_no);
        free(h->events[i].series_points);
    }
    free(h->events);
    free(h->player);
    db_rank_data_free(&h->fam[0]);
    db_rank_data_free(&h->fam[1]);
    memset(h, 0, sizeof *h);
}

static int cmp_hist(const void *a, const void *b)
{
    const ops_hist_event *x = a, *y = b;
    int c = strcmp(x->date, y->date);
    return c ? c : x->family - y->family;
}

/* the history of player pid, named name */
static int history_of(db *d, int64_t pid, const char *name, ops_history *out, sk_err *err)
{
    int rc = SK_OK;
    out->player = xstrdup(name);
    size_t cap = 0;
    for (int fam = 0; fam < 2 && rc == SK_OK; fam++) {
        db_rank_filter f = {fam, "", "", 0, pid};
        db_rank_data *r = &out->fam[fam];
        rc = db_rank_load(d, &f, r, err);
        if (rc != SK_OK)
            break;
        int me = -1;
        for (size_t i = 0; i < r->in.nplayers; i++)
            if (r->players[i].id == pid) {
                me = (int)i;
                out->publish = r->players[i].publish;
            }
        int *place = xcalloc(r->in.nplayers + 1, sizeof *place);
        for (size_t e = 0; e < r->in.nevents && me >= 0; e++) {
            ranking_event_places(&r->in, (int)e, place);
            if (out->n == cap) {
                cap = cap ? 2 * cap : 16;
                out->events = xrealloc(out->events, cap * sizeof *out->events);
            }
            ops_hist_event *h = &out->events[out->n++];
            memset(h, 0, sizeof *h);
            h->date = r->events[e].date;
            h->name = r->events[e].name;
            h->family = fam;
            h->place = place[me];
            for (size_t k = 0; k < r->in.nplayers; k++)
                h->players += place[k] > 0;
            h->series_no = xcalloc(100, sizeof *h->series_no);
            h->series_points = xcalloc(100, sizeof *h->series_points);
            for (size_t i = 0; i < r->in.nresults; i++) {
                const rank_result *x = &r->results[i];
                if (x->event != (int)e || x->player != me || h->nseries == 100)
                    continue;
                h->series_no[h->nseries] = x->series_no;
                h->series_points[h->nseries++] = x->points;
                h->total += x->points;
                h->games += x->games;
                h->won += x->won;
                h->lost += x->lost;
                if (r->teams[i])
                    h->team = r->teams[i];
            }
        }
        free(place);
    }
    if (rc == SK_OK && out->n > 1)
        qsort(out->events, out->n, sizeof *out->events, cmp_hist);
    return rc;
}

int ops_player_history(db *d, const char *key, ops_history *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    db_player p;
    int rc = ops_player_lookup(d, key, &p, err); /* a mistyped name: the nearest */
    if (rc != SK_OK)
        return rc;
    rc = history_of(d, p.id, p.name, out, err);
    db_player_clear(&p);
    return rc;
}

int ops_player_history_id(db *d, int64_t id, ops_history *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    db_player p;
    int rc = db_player_get(d, id, &p, err);
    if (rc != SK_OK)
        return rc;
    rc = history_of(d, p.id, p.name, out, err);
    db_player_clear(&p);
    return rc;
}
