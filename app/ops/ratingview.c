/* ratingview.c - the unofficial rating (ratingview.h). */
#include "ratingview.h"

#include <stdlib.h>
#include <string.h>

#include "db_players.h"
#include "db_rating.h"
#include "util.h"

int ops_rating_switch(db *d, const char *club, bool on, sk_err *err)
{
    if (club) {
        db_player *pl = NULL;
        size_t n = 0;
        int rc = db_player_list(d, false, &pl, &n, err);
        if (rc != SK_OK)
            return rc;
        bool found = false;
        for (size_t i = 0; i < n && !found; i++)
            found = pl[i].club && strcmp(pl[i].club, club) == 0;
        db_players_free(pl, n);
        if (!found)
            return sk_err_set(err, SK_INVALID, _("club '%s': no player belongs to it"), club);
    }
    return db_rating_switch_set(d, club ? club : "", on, err);
}

/* a result's place in the order of play: event, series, table */
typedef struct ord {
    int event, series;
    int64_t table;
    size_t i;
} ord;

static int cmp_ord(const void *a, const void *b)
{
    const ord *x = a, *y = b;
    if (x->event != y->event)
        return x->event < y->event ? -1 : 1;
    if (x->series != y->series)
        return x->series < y->series ? -1 : 1;
    if (x->table != y->table)
        return x->table < y->table ? -1 : 1;
    return (x->i > y->i) - (x->i < y->i);
}

static int cmp_row(const void *a, const void *b)
{
    const ops_rating_row *x = a, *y = b;
    if (x->rating != y->rating)
        return x->rating > y->rating ? -1 : 1;
    return strcmp(x->player, y->player);
}

void ops_rating_free(ops_rating *r)
{
    if (!r)
        return;
    db_rank_data_free(&r->data);
    free(r->rows);
    memset(r, 0, sizeof *r);
}

int ops_rating_run(db *d, ops_rating *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    rating_defaults(&out->params);
    char **clubs = NULL;
    bool *on = NULL;
    size_t nsw = 0;
    int rc = db_rating_switches(d, &clubs, &on, &nsw, err);
    if (rc != SK_OK)
        return rc;
    bool any = false, dflt = false;
    for (size_t i = 0; i < nsw; i++) {
        any = any || on[i];
        if (!clubs[i][0])
            dflt = on[i];
    }
    if (!any)
        rc = sk_err_set(err, SK_INVALID,
                        _("the unofficial rating is switched off: 'rating on' (every club) or "
                          "'rating on --club CLUB'"));
    db_rank_filter f = {RANK_SKAT, "", "", 0, 0};
    if (rc == SK_OK)
        rc = db_rank_load(d, &f, &out->data, err);
    const rank_input *in = &out->data.in;
    if (rc == SK_OK) {
        /* every table in the order of play */
        ord *o = xcalloc(in->nresults + 1, sizeof *o);
        for (size_t i = 0; i < in->nresults; i++)
            o[i] = (ord){in->results[i].event, in->results[i].series_no, out->data.tables[i], i};
        qsort(o, in->nresults, sizeof *o, cmp_ord);
        double *r = xcalloc(in->nplayers + 1, sizeof *r);
        int *played = xcalloc(in->nplayers + 1, sizeof *played);
        for (size_t p = 0; p < in->nplayers; p++)
            r[p] = out->params.start;
        for (size_t i = 0; i < in->nresults;) {
            int idx[8];
            long pts[8];
            int m = 0;
            size_t j = i;
            for (; j < in->nresults && o[j].table == o[i].table && o[j].event == o[i].event &&
                   o[j].series == o[i].series;
                 j++)
                if (m < 8) {
                    idx[m] = in->results[o[j].i].player;
                    pts[m++] = in->results[o[j].i].points;
                }
            rating_table(&out->params, r, played, idx, pts, m);
            i = j;
        }
        out->rows = xcalloc(in->nplayers + 1, sizeof *out->rows);
        for (size_t p = 0; p < in->nplayers; p++) {
            const char *club = in->players[p].club;
            bool en = dflt;
            for (size_t k = 0; k < nsw; k++)
                if (club[0] && strcmp(clubs[k], club) == 0)
                    en = on[k];
            if (en && played[p])
                out->rows[out->n++] = (ops_rating_row){0, in->players[p].name, club, r[p],
                                                       played[p]};
        }
        qsort(out->rows, out->n, sizeof *out->rows, cmp_row);
        for (size_t i = 0; i < out->n; i++) {
            long a = (long)(out->rows[i].rating + 0.5);
            long b = i ? (long)(out->rows[i - 1].rating + 0.5) : 0;
            out->rows[i].rank = i && a == b ? out->rows[i - 1].rank : (int)i + 1;
        }
        free(o);
        free(r);
        free(played);
    }
    for (size_t i = 0; i < nsw; i++)
        free(clubs[i]);
    free(clubs);
    free(on);
    if (rc != SK_OK)
        ops_rating_free(out);
    return rc;
}
