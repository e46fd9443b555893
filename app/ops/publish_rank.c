/* publish_rank.c - every stored ranking in the public files (publish.h):
 * ranking-ID.html .csv .json (ID: the ranking's row id, no name in the
 * file name), computed as of today; players without consent by initials
 * and without a club (rankout.h). */
#include "publish_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rankout.h"

void pub_free_rankings(pub *p)
{
    for (size_t i = 0; i < p->nrk; i++)
        free(p->rk_names[i]);
    for (size_t i = 0; p->rk_out && i < 3 * p->nrk; i++)
        sk_buf_free(&p->rk_out[i]);
    free(p->rk_out);
    free(p->rk_names);
    free(p->rk_ids);
}

void pub_index_rankings(const pub *p, sk_buf *h)
{
    if (!p->nrk)
        return;
    sk_buf_printf(h, "<h2>%s</h2>\n<ul>\n", _("Rankings"));
    for (size_t i = 0; i < p->nrk; i++) {
        sk_buf_printf(h, "<li><a href=\"ranking-%lld.html\">", (long long)p->rk_ids[i]);
        pub_esc(h, p->rk_names[i]);
        sk_buf_add(h, "</a></li>\n");
    }
    sk_buf_add(h, "</ul>\n");
}

static void ranking_html(const ops_ranking *r, const char *name, long long id, sk_buf *h)
{
    char nm[256], v[32], lk[128];
    pub_page_begin(h, name);
    sk_buf_add(h, "<p>");
    pub_escf(h, _("events: %d, series held: %d"), r->list.events, r->list.held_series);
    sk_buf_printf(h, " (<a href=\"ranking-%lld.csv\">CSV</a>, <a href=\"ranking-%lld.json\">"
                     "JSON</a>)</p>\n",
                  id, id);
    sk_buf_printf(h, "<table><tr><th>%s</th><th>%s</th><th class=\"club\">%s</th><th>%s</th>"
                     "<th>%s</th><th>%s</th><th>%s</th><th class=\"club\"></th></tr>\n",
                  _("Rank"), _("Player"), _("Club"), C_("ranking", "Events"),
                  C_("ranking", "Series"), _("Games"), C_("ranking", "Score"));
    for (size_t i = 0; i < r->list.n; i++) {
        const rank_entry *en = &r->list.entries[i];
        const rank_player *pl = &r->in->players[en->player];
        if (en->rank)
            sk_buf_printf(h, "<tr><td class=\"n\">%d.</td><td>", en->rank);
        else
            sk_buf_add(h, "<tr><td class=\"n\">-</td><td>");
        pub_esc(h, ops_ranking_name(r, en, true, nm, sizeof nm));
        sk_buf_add(h, "</td><td class=\"club\">");
        if (pl->publish)
            pub_esc(h, pl->club);
        sk_buf_printf(h, "</td><td class=\"n\">%d</td><td class=\"n\">%d</td>"
                         "<td class=\"n\">%d</td><td class=\"n\">%s</td><td class=\"club\">",
                      en->events, en->series, en->games, rank_fmt(en->score, v, sizeof v));
        pub_esc(h, ops_ranking_lack(en, sk_lang_get(), lk, sizeof lk));
        sk_buf_add(h, "</td></tr>\n");
    }
    sk_buf_add(h, "</table>\n");
    pub_page_end(h);
}

int pub_load_rankings(pub *p, sk_err *err)
{
    int64_t *ids;
    char **names;
    size_t n;
    int rc = db_ranking_list(p->d, &ids, &names, &n, err);
    if (rc != SK_OK)
        return rc;
    char today[16];
    ops_ranking_today(today, sizeof today);
    p->rk_ids = xcalloc(n + 1, sizeof *p->rk_ids);
    p->rk_names = xcalloc(n + 1, sizeof *p->rk_names);
    p->rk_out = xcalloc(3 * n + 1, sizeof *p->rk_out);
    for (size_t i = 0; i < n; i++) {
        ops_ranking r;
        if (rc == SK_OK)
            rc = ops_ranking_run(p->d, names[i], NULL, 0, today, &r, err);
        else
            memset(&r, 0, sizeof r);
        if (rc == SK_INVALID) { /* e.g. its season removed: that one is left out */
            sk_err_clear(err);
            rc = SK_OK;
        } else if (rc == SK_OK) {
            size_t k = p->nrk++;
            p->rk_ids[k] = ids[i];
            p->rk_names[k] = names[i];
            names[i] = NULL;
            ranking_html(&r, p->rk_names[k], (long long)p->rk_ids[k], &p->rk_out[3 * k]);
            ops_ranking_csv(&r, true, &p->rk_out[3 * k + 1]);
            ops_ranking_json(&r, p->rk_names[k], true, &p->rk_out[3 * k + 2]);
        }
        ops_ranking_free(&r);
        free(names[i]);
    }
    free(names);
    free(ids);
    return rc;
}

int pub_write_rankings(pub *p, sk_err *err)
{
    static const char *const ext[] = {"html", "csv", "json"};
    int rc = SK_OK;
    for (size_t i = 0; rc == SK_OK && i < 3 * p->nrk; i++) {
        char f[64];
        snprintf(f, sizeof f, "ranking-%lld.%s", (long long)p->rk_ids[i / 3], ext[i % 3]);
        rc = pub_put_buf(p, f, &p->rk_out[i], err);
    }
    return rc;
}
