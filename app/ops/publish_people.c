/* publish_people.c - the players' public pages (publish.h) */
#include "publish_int.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fedrules.h"
#include "standview.h"
#include "xjson.h"

/* ---- players ---- */

/* Player pid's row in sv (NULL: none). */
static const stand_row *row_of(const standview *sv, long long pid)
{
    for (size_t i = 0; i < sv->players.n; i++)
        if (sv->players.rows[i].id == pid)
            return &sv->players.rows[i];
    return NULL;
}

int pub_collect_series(pub *p, sk_err *err)
{
    int rc = SK_OK;
    for (size_t v = 0; rc == SK_OK && v < p->nven; v++) {
        if (!pub_counts(p, p->ven[v].tournament_id))
            continue;
        const db_fed_result *r = pub_result_of(p, p->ven[v].tournament_id);
        bool inc = r && r->incomplete;
        const standview *sv;
        rc = league_svcache_get(p->d, &p->svc, p->ven[v].tournament_id, p->ven[v].tournament,
                                &sv, err);
        if (rc != SK_OK)
            break;
        /* won/lost per series: each series' own standings */
        standview *per = xcalloc((size_t)sv->players.nseries + 1, sizeof *per);
        bool *loaded = xcalloc((size_t)sv->players.nseries + 1, sizeof *loaded);
        for (int s = 1; rc == SK_OK && s <= sv->players.nseries; s++) {
            sk_err e;
            sk_err_clear(&e);
            loaded[s - 1] = standview_series(p->d, sv, s, &per[s - 1], &e) == SK_OK;
        }
        for (size_t i = 0; i < sv->players.n; i++) {
            const stand_row *row = &sv->players.rows[i];
            for (int s = 1; s <= sv->players.nseries; s++) {
                if (!row->series_in[s - 1])
                    continue;
                const stand_row *sr = loaded[s - 1] ? row_of(&per[s - 1], row->id) : NULL;
                p->ps = sk_grow(p->ps, p->nps, &p->cap, sizeof *p->ps, 256);
                p->ps[p->nps++] = (pseries){row->id, p->ven[v].matchday, p->ven[v].venue_no, s,
                                            row->series_total[s - 1], sr ? sr->won : 0,
                                            sr ? sr->lost : 0, inc};
            }
        }
        for (int s = 1; s <= sv->players.nseries; s++)
            if (loaded[s - 1])
                standview_free(&per[s - 1]);
        free(per);
        free(loaded);
    }
    return rc;
}

int pub_write_player(pub *p, int64_t pid, sk_err *err)
{
    char nm[256];
    pub_shown_name(p, pid, nm, sizeof nm);
    const db_player *pl = pub_player_of(p, pid);
    const db_ident *id = pub_ident_of(p, pid);
    bool named = id && id->publish;
    sk_buf h = {0}, c = {0};
    pub_page_begin(&h, nm);
    if (named && pl && pl->club) {
        sk_buf_add(&h, "<p>");
        pub_esc(&h, pl->club);
        sk_buf_add(&h, "</p>\n");
    }
    sk_buf_printf(&h, "<table><tr><th>%s</th><th>%s</th><th>%s</th><th>%s</th></tr>\n",
                  _("Match day"), _("Series"), C_("league", "Seeger"), _("won/lost"));
    sk_buf_add(&c, "matchday,group,series,total,won,lost,incomplete\n");
    json_t *J = json_object(), *sa = json_array();
    xj_set(J, "player", xj_s(nm));
    if (named && id->member)
        xj_set(J, "member", xj_s(id->member));
    long sum = 0;
    int n = 0;
    for (size_t i = 0; i < p->nps; i++) {
        const pseries *x = &p->ps[i];
        if (x->pid != pid)
            continue;
        sum += x->total;
        n++;
        sk_buf_printf(&h, "<tr><td><a href=\"matchday-%d.html\">%d</a>%s</td><td class=\"n\">%d"
                          "</td><td class=\"n\">%d</td><td class=\"n\">%d/%d</td></tr>\n",
                      x->matchday, x->matchday, x->incomplete ? _(" (released incomplete)") : "",
                      x->series, x->total, x->won, x->lost);
        sk_buf_printf(&c, "%d,%d,%d,%d,%d,%d,%d\n", x->matchday, x->group, x->series, x->total,
                      x->won, x->lost, x->incomplete ? 1 : 0);
        json_t *o = json_object();
        xj_set(o, "matchday", json_integer(x->matchday));
        xj_set(o, "series", json_integer(x->series));
        xj_set(o, "total", json_integer(x->total));
        xj_set(o, "won", json_integer(x->won));
        xj_set(o, "lost", json_integer(x->lost));
        xj_set(o, "incomplete", json_boolean(x->incomplete));
        json_array_append_new(sa, o);
    }
    sk_buf_add(&h, "</table>\n<p>");
    char avg[40] = "-";
    if (n)
        snprintf(avg, sizeof avg, "%.1f", (double)sum / n);
    pub_escf(&h, _("series played: %d, average per series: %s"), n, avg);
    sk_buf_add(&h, "</p>\n");
    xj_set(J, "series", sa);
    xj_set(J, "series_played", json_integer(n));
    if (n)
        xj_set(J, "average", json_real(floor((double)sum * 10 / n + 0.5) / 10));
    pub_page_end(&h);
    char stem[64];
    pub_player_file(p, pid, "", stem, sizeof stem);
    return pub_put_page(p, stem, &h, &c, J, err);
}

