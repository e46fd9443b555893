/* prizeview.c - see prizeview.h */
#include "prizeview.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "day.h"
#include "houseprof.h"
#include "schops.h"
#include "text.h"

void ops_prizes_free(ops_prizes *p)
{
    if (!p)
        return;
    db_prizes_free(p->items, p->nitems);
    for (size_t i = 0; i < p->nscheme_goods; i++)
        free(p->scheme_goods[i]);
    free(p->scheme_goods);
    free(p->award);
    memset(p, 0, sizeof *p);
}

/* The tournament's year: its date, else now. */
static int year_of(const db_tournament *t)
{
    if (t->date && strlen(t->date) >= 4)
        return atoi(t->date);
    time_t now = (time_t)ops_now();
    struct tm tm;
    gmtime_r(&now, &tm);
    return tm.tm_year + 1900;
}

typedef struct ranked {
    size_t i;            /* index into rows */
    const ops_prize_in *r;
} ranked;

static int cmp_ranked(const void *x, const void *y)
{
    const ranked *a = x, *b = y;
    if (a->r->rank != b->r->rank)
        return a->r->rank < b->r->rank ? -1 : 1;
    int c = strcmp(a->r->name ? a->r->name : "", b->r->name ? b->r->name : "");
    return c ? c : (a->i < b->i ? -1 : a->i > b->i);
}

int ops_prizes_award(db *d, const db_tournament *t, const money_settings *ms,
                     long long pool_ct, const ops_prize_in *rows, size_t n, ops_prizes *out,
                     sk_err *err)
{
    memset(out, 0, sizeof *out);
    int rc = db_prize_list(d, t->id, &out->items, &out->nitems, err);
    day_settings ds;
    if (rc == SK_OK)
        rc = ops_day_load(d, t, &ds, err);
    if (rc != SK_OK || (!out->nitems && !ds.scheme.set)) {
        ops_prizes_free(out);
        return rc;
    }
    out->any = true;
    db_player_info *info = NULL;
    size_t ninfo = 0;
    if (rc == SK_OK)
        rc = db_player_info_all(d, &info, &ninfo, err);
    if (rc != SK_OK) {
        ops_prizes_free(out);
        return rc;
    }
    /* the items: the table, and the pool's shares for overall places without a prize */
    size_t cap = out->nitems + (ms ? (size_t)ms->nprizes : 0) + PSCHEME_MAX_PLACES + 1;
    prize_item *it = xcalloc(cap, sizeof *it);
    size_t ni = 0;
    for (size_t k = 0; k < out->nitems; k++) {
        day_group g = DAY_OVERALL;
        dayset_group_parse(out->items[k].grp, strlen(out->items[k].grp), &g);
        it[ni++] = (prize_item){g, out->items[k].place, out->items[k].goods ? 0 : out->items[k].ct,
                                out->items[k].goods};
    }
    if (ds.scheme.set) {
        /* the scheme: overall places without a prize of their own */
        long long fees = 0;
        for (size_t i = 0; i < n; i++)
            fees += rows[i].entry_ct;
        prize_scheme_place *sp = xcalloc(PSCHEME_MAX_PLACES, sizeof *sp);
        size_t ns = 0;
        out->scheme_pool_ct = prize_scheme_places(&ds.scheme, (int)n, fees, sp,
                                                  PSCHEME_MAX_PLACES, &ns);
        size_t own = ni;
        for (size_t k = 0; k < ns; k++) {
            bool taken = false;
            for (size_t j = 0; j < own && !taken; j++)
                taken = it[j].group == DAY_OVERALL && it[j].place == sp[k].place;
            if (taken || ni + 1 >= PRIZE_MAX_ITEMS)
                continue;
            /* the goods' text lives in ds, which ends here: keep a copy */
            const char *g = NULL;
            if (sp[k].goods) {
                out->scheme_goods = xrealloc(out->scheme_goods,
                                             (out->nscheme_goods + 1) * sizeof(char *));
                g = out->scheme_goods[out->nscheme_goods++] = xstrdup(sp[k].goods);
            }
            it[ni++] = (prize_item){DAY_OVERALL, sp[k].place, sp[k].ct, g};
            out->scheme = true;
        }
        free(sp);
    }
    if (ms && ms->nprizes && !ds.scheme.set) { /* a scheme replaces the rules' table */
        long long rest = pool_ct;
        for (int p = 0; p < ms->nprizes; p++)
            rest -= money_share_ct(pool_ct, ms->prize_bp[p]);
        for (int p = 0; p < ms->nprizes; p++) {
            bool own = false;
            for (size_t k = 0; k < ni && !own; k++)
                own = it[k].group == DAY_OVERALL && it[k].place == p + 1;
            long long ct = money_share_ct(pool_ct, ms->prize_bp[p]) + (p == 0 ? rest : 0);
            if (!own && ct > 0)
                it[ni++] = (prize_item){DAY_OVERALL, p + 1, ct, NULL};
        }
    }
    /* the players in ranking order, each with the groups they may win in */
    ranked *rk = xcalloc(n ? n : 1, sizeof *rk);
    for (size_t i = 0; i < n; i++)
        rk[i] = (ranked){i, &rows[i]};
    qsort(rk, n, sizeof *rk, cmp_ranked);
    prize_player *pl = xcalloc(n ? n : 1, sizeof *pl);
    int year = year_of(t);
    for (size_t i = 0; i < n; i++) {
        const ops_prize_in *r = rk[i].r;
        unsigned g = 1u << DAY_OVERALL;
        for (size_t k = 0; k < ninfo; k++)
            if (info[k].player_id == r->player_id) {
                if (info[k].lady)
                    g |= 1u << DAY_LADY;
                if (info[k].born && year - info[k].born <= ds.youth_max_age)
                    g |= 1u << DAY_YOUTH;
            }
        if (ds.host_club[0])
            g |= r->club && strcmp(r->club, ds.host_club) == 0 ? 1u << DAY_MEMBER
                                                               : 1u << DAY_GUEST;
        pl[i] = (prize_player){r->rank, g};
    }
    prize_award *aw = xcalloc(n ? n : 1, sizeof *aw);
    rc = prize_award_all(it, ni, ds.order, pl, n, aw, err);
    out->award = xcalloc(n ? n : 1, sizeof *out->award);
    out->n = n;
    for (size_t i = 0; rc == SK_OK && i < n; i++) {
        out->award[rk[i].i] = aw[i];
        out->money_ct += aw[i].ct;
        out->goods += aw[i].won && aw[i].goods;
    }
    SK_FREE_ALL(aw, pl, rk, it);
    db_player_infos_free(info, ninfo);
    if (rc != SK_OK)
        ops_prizes_free(out);
    return rc;
}

/* A prize may change in t (not closed), and grp is a prize group (*g). */
static int prize_group(const db_tournament *t, const char *grp, day_group *g, sk_err *err)
{
    if (t->closed)
        return sk_err_set(err, SK_INVALID, _("tournament '%s' is closed"), t->name);
    if (!grp || !dayset_group_parse(grp, strlen(grp), g))
        return sk_err_set(err, SK_INVALID, _("prize group '%s': overall, lady, youth, guest or "
                          "member"), grp && sk_utf8_valid(grp) ? grp : "?");
    return SK_OK;
}

int ops_prize_add(db *d, const db_tournament *t, const char *grp, int place, long long ct,
                  const char *goods, bool replace, sk_err *err)
{
    day_group g;
    int rc = prize_group(t, grp, &g, err);
    if (rc != SK_OK)
        return rc;
    if (place < 1 || place > 999)
        return sk_err_set(err, SK_INVALID, _("prize place %d: 1 to 999"), place);
    if ((ct > 0) == (goods != NULL))
        return sk_err_set(err, SK_INVALID, _("a prize is money (--ct) or goods (--goods), one of "
                          "them"));
    if (goods && (rc = text_name_check(_("goods"), goods, err)) != SK_OK)
        return rc;
    if (ct > DAY_FEE_MAX_CT)
        return sk_err_set(err, SK_INVALID, _("prize: %lld ct is more than %d"), ct, DAY_FEE_MAX_CT);
    day_settings ds;
    rc = ops_day_load(d, t, &ds, err);
    if (rc != SK_OK)
        return rc;
    if (ds.bavarian && !goods)
        return sk_err_set(err, SK_INVALID, _("prize %s %d: the Bavarian preset gives prizes in "
                          "goods only (--goods)"), grp, place);
    if ((g == DAY_GUEST || g == DAY_MEMBER) && !ds.host_club[0])
        return sk_err_set(err, SK_INVALID, _("prize group %s: who is a member is the host club's "
                          "question: 'day set host_club=NAME' first"), grp);
    db_prize p;
    memset(&p, 0, sizeof p);
    snprintf(p.grp, sizeof p.grp, "%s", dayset_group_word(g));
    p.place = place;
    p.ct = ct;
    p.goods = (char *)goods;
    rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    db_prize *v = NULL;
    size_t n = 0;
    rc = db_prize_list(d, t->id, &v, &n, err);
    for (size_t i = 0; rc == SK_OK && !replace && i < n; i++) {
        if (v[i].place != place || strcmp(v[i].grp, p.grp) != 0)
            continue;
        sk_buf name = {0}, what = {0};
        ops_prize_name(g, place, &name);
        if (v[i].goods)
            sk_buf_add(&what, v[i].goods);
        else
            sk_buf_printf(&what, _("%s euros"), money_euro_text(v[i].ct, (char[32]){0}, 32));
        rc = sk_err_set(err, SK_INVALID, _("%s has a prize already (%s): --replace "
                        "replaces it; nothing changed"), sk_buf_str(&name), sk_buf_str(&what));
        sk_buf_free(&name);
        sk_buf_free(&what);
    }
    db_prizes_free(v, n);
    if (rc == SK_OK)
        rc = db_prize_put(d, t->id, &p, err);
    return db_finish(d, rc, err);
}

int ops_prize_remove(db *d, const db_tournament *t, const char *grp, int place, sk_err *err)
{
    day_group g;
    int rc = prize_group(t, grp, &g, err);
    if (rc != SK_OK)
        return rc;
    bool removed = false;
    rc = db_prize_remove(d, t->id, dayset_group_word(g), place, &removed, err);
    if (rc == SK_OK && !removed)
        rc = sk_err_set(err, SK_INVALID, _("'%s' has no prize %s %d"), t->name, grp, place);
    return rc;
}

void ops_prize_name(day_group g, int place, sk_buf *b)
{
    if (g == DAY_OVERALL)
        sk_buf_printf(b, _("place %d"), place);
    else if (place == 1)
        sk_buf_add(b, dayset_group_name(g));
    else
        sk_buf_printf(b, _("%s, place %d"), dayset_group_name(g), place);
}
