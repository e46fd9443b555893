/* fedvenues.c - see fedvenues.h */
#include "fedvenues.h"
#include "fedadmin.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "csvin.h"
#include "db_fedadmin.h"
#include "db_league.h"
#include "fedcrypt.h"
#include "fedrules.h"
#include "hmap.h"
#include "text.h"

enum { C_VENUE, C_ADDRESS, C_CONTACT, C_GROUPS, C_N };
static const char *const cols_en[C_N] = {"venue", "address", "contact", "groups"};
static const char *const cols_de[C_N] = {"spielort", "adresse", "kontakt", "gruppen"};

typedef struct vrow {
    long line;
    char *venue, *address, *contact;
    int *md, *grp; /* ngroups pairs (grp 0: the group where team[i] plays) */
    char **team;
    size_t ngroups;
} vrow;

typedef struct vctx {
    vrow *v;
    size_t n, cap;
    hmap_str names; /* venue -> line */
} vctx;

static void row(void *ud, long line, char **f, csvin_errors *errs)
{
    vctx *c = ud;
    sk_err e;
    sk_err_clear(&e);
    bool ok = true;
    if (text_name_check(_("venue"), f[C_VENUE], &e) != SK_OK) {
        csvin_errors_add(errs, line, "%s", e.msg);
        ok = false;
    }
    sk_err_clear(&e);
    if (*f[C_ADDRESS] && text_name_check(_("address"), f[C_ADDRESS], &e) != SK_OK) {
        csvin_errors_add(errs, line, "%s", e.msg);
        ok = false;
    }
    sk_err_clear(&e);
    if (*f[C_CONTACT] && text_name_check(_("contact"), f[C_CONTACT], &e) != SK_OK) {
        csvin_errors_add(errs, line, "%s", e.msg);
        ok = false;
    }
    long other;
    if (ok && hmap_str_put(&c->names, f[C_VENUE], line, &other)) {
        csvin_errors_add(errs, line, _("venue '%s' is on line %ld already"), f[C_VENUE], other);
        ok = false;
    }
    int *md = NULL, *grp = NULL;
    char **team = NULL;
    size_t ng = 0;
    char *save = NULL, *g = xstrdup(f[C_GROUPS]);
    for (char *t = strtok_r(g, ";", &save); ok && t; t = strtok_r(NULL, ";", &save)) {
        while (*t == ' ')
            t++;
        size_t tl = strlen(t);
        while (tl && t[tl - 1] == ' ')
            t[--tl] = '\0';
        if (!*t)
            continue;
        int a = 0, b = 0, k = 0;
        char *colon = strchr(t, ':');
        bool num = colon && colon[1] && strspn(colon + 1, "0123456789") == strlen(colon + 1);
        if (!colon || colon == t || strspn(t, "0123456789") != (size_t)(colon - t) ||
            sscanf(t, "%d%n", &a, &k) != 1 || a < 1 || a > 999 || !colon[1] ||
            (num && (sscanf(colon + 1, "%d", &b) != 1 || b < 1 || b > 999))) {
            csvin_errors_add(errs, line, _("groups: '%s' is not MATCHDAY:GROUP or MATCHDAY:TEAM "
                             "(e.g. 1:3 or 1:SC Kreuz Bube)"), t);
            ok = false;
            break;
        }
        md = xrealloc(md, (ng + 1) * sizeof *md);
        grp = xrealloc(grp, (ng + 1) * sizeof *grp);
        team = xrealloc(team, (ng + 1) * sizeof *team);
        md[ng] = a;
        grp[ng] = num ? b : 0;
        team[ng++] = num ? NULL : xstrdup(colon + 1);
    }
    free(g);
    if (!ok) {
        for (size_t i = 0; i < ng; i++)
            free(team[i]);
        free(team);
        free(md);
        free(grp);
        return;
    }
    if (c->n == c->cap) {
        c->cap = c->cap ? 2 * c->cap : 64;
        c->v = xrealloc(c->v, c->cap * sizeof *c->v);
    }
    vrow *r = &c->v[c->n++];
    r->line = line;
    r->venue = xstrdup(f[C_VENUE]);
    r->address = *f[C_ADDRESS] ? xstrdup(f[C_ADDRESS]) : NULL;
    r->contact = *f[C_CONTACT] ? xstrdup(f[C_CONTACT]) : NULL;
    r->md = md;
    r->grp = grp;
    r->team = team;
    r->ngroups = ng;
}

/* The German column names when the header starts with one of them. */
static const char *const *columns(const char *buf, size_t len)
{
    size_t i = 0;
    if (len >= 3 && memcmp(buf, "\xEF\xBB\xBF", 3) == 0)
        i = 3;
    while (i < len && (buf[i] == '"' || buf[i] == ' '))
        i++;
    for (int k = 0; k < C_N; k++) {
        size_t n = strlen(cols_de[k]);
        if (len - i >= n && strncasecmp(buf + i, cols_de[k], n) == 0)
            return cols_de;
    }
    return cols_en;
}

/* A league's venue groups (of one match day, 0: all), its groups' teams
 * and its teams, read in this order. */
typedef struct lg_plan {
    db_group *g;
    size_t ng;
    db_league_venue *lv;
    size_t nlv;
    db_league_team *tm;
    size_t ntm;
} lg_plan;

static int plan_load(db *d, int64_t lid, int matchday, lg_plan *p, sk_err *err)
{
    int rc = db_groups(d, lid, matchday, &p->g, &p->ng, err);
    if (rc == SK_OK)
        rc = db_league_venues(d, lid, &p->lv, &p->nlv, err);
    if (rc == SK_OK)
        rc = db_league_teams(d, lid, NULL, &p->tm, &p->ntm, err);
    return rc;
}

static void plan_free(lg_plan *p)
{
    db_groups_free(p->g, p->ng);
    db_league_venues_free(p->lv, p->nlv);
    db_league_teams_free(p->tm, p->ntm);
}

int ops_fed_venue_import(db *d, const char *league, const char *buf, size_t len,
                         ops_venue_import *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    vctx c;
    memset(&c, 0, sizeof c);
    csvin_errors errs = {0};
    int rc = csvin_table_parse(buf, len, columns(buf, len), C_N, row, &c, &errs);
    if (rc == SK_OK && !c.n)
        csvin_errors_add(&errs, 0, _("the file has no venue"));
    if (errs.n) {
        csvin_errors_sort(&errs);
        sk_buf b = {0};
        csvin_errors_format(&errs, &b);
        while (b.len && b.s[b.len - 1] == '\n')
            b.s[--b.len] = '\0';
        rc = sk_err_set(err, SK_INVALID, _("%s\nnothing stored"), sk_buf_str(&b));
        sk_buf_free(&b);
    }
    db_league lg;
    memset(&lg, 0, sizeof lg);
    if (rc == SK_OK)
        rc = db_league_find(d, league, &lg, err);
    lg_plan lp = {0};
    if (rc == SK_OK)
        rc = db_begin(d, err);
    bool began = rc == SK_OK;
    if (rc == SK_OK)
        rc = plan_load(d, lg.id, 0, &lp, err);
    /* "m:MD" a match day, "g:MD:K" its group K, "n:TEAM" a team's id,
     * "t:MD:ID" the group where team ID plays match day MD (gv's index) */
    hmap_str ix_map;
    memset(&ix_map, 0, sizeof ix_map);
    hmap_str tix;
    memset(&tix, 0, sizeof tix);
    for (size_t j = 0; rc == SK_OK && j < lp.ng; j++) {
        char key[64];
        snprintf(key, sizeof key, "m:%d", lp.g[j].matchday);
        hmap_str_put(&ix_map, key, (long)j, NULL);
        snprintf(key, sizeof key, "g:%d:%d", lp.g[j].matchday, lp.g[j].venue_no);
        hmap_str_put(&ix_map, key, (long)j, NULL);
        snprintf(key, sizeof key, "%lld", (long long)lp.g[j].tournament_id);
        hmap_str_put(&tix, key, (long)j, NULL);
    }
    for (size_t j = 0; rc == SK_OK && j < lp.ntm; j++) {
        char key[400];
        snprintf(key, sizeof key, "n:%s", lp.tm[j].name);
        hmap_str_put(&ix_map, key, (long)lp.tm[j].id, NULL);
    }
    for (size_t m = 0; rc == SK_OK && m < lp.nlv; m++) {
        char key[64];
        long j;
        snprintf(key, sizeof key, "%lld", (long long)lp.lv[m].tournament_id);
        if (!hmap_str_get(&tix, key, &j))
            continue;
        for (size_t t = 0; t < lp.lv[m].nteams; t++) {
            snprintf(key, sizeof key, "t:%d:%lld", lp.lv[m].matchday,
                     (long long)lp.lv[m].team_ids[t]);
            hmap_str_put(&ix_map, key, j, NULL);
        }
    }
    hmap_str_free(&tix);
    for (size_t i = 0; rc == SK_OK && i < c.n; i++) {
        vrow *r = &c.v[i];
        sk_err e;
        sk_err_clear(&e);
        db_venue v;
        bool found = false;
        rc = db_venue_find(d, lg.id, r->venue, &v, &found, &e);
        int64_t vid = found ? v.id : 0;
        db_venue_clear(&v);
        if (rc == SK_OK && !found) {
            char uid[33];
            rc = fc_uid(uid, &e);
            if (rc == SK_OK)
                rc = db_venue_add(d, lg.id, uid, r->venue, NULL, &vid, &e);
            out->created += rc == SK_OK;
        }
        if (rc == SK_OK)
            rc = db_venue_set(d, vid, r->address, r->contact, &e);
        for (size_t k = 0; rc == SK_OK && k < r->ngroups; k++) {
            db_group *g = NULL;
            char key[400];
            long ix = -1, tid = 0;
            snprintf(key, sizeof key, "m:%d", r->md[k]);
            bool md_known = hmap_str_get(&ix_map, key, NULL);
            if (r->team[k]) {
                snprintf(key, sizeof key, "n:%s", r->team[k]);
                hmap_str_get(&ix_map, key, &tid);
                snprintf(key, sizeof key, "t:%d:%ld", r->md[k], tid);
            } else {
                snprintf(key, sizeof key, "g:%d:%d", r->md[k], r->grp[k]);
            }
            if (hmap_str_get(&ix_map, key, &ix))
                g = &lp.g[ix];
            int64_t team_id = tid;
            if (!md_known)
                rc = sk_err_set(&e, SK_INVALID, _("match day %d does not exist in league '%s'"),
                                r->md[k], lg.name);
            else if (r->team[k] && !team_id)
                rc = sk_err_set(&e, SK_INVALID, _("team '%s' is not a team of league '%s'"),
                                r->team[k], lg.name);
            else if (!g && r->team[k])
                rc = sk_err_set(&e, SK_INVALID, _("team '%s' plays in no venue group of match "
                                "day %d"), r->team[k], r->md[k]);
            else if (!g)
                rc = sk_err_set(&e, SK_INVALID, _("match day %d has no venue group %d"),
                                r->md[k], r->grp[k]);
            else if (g->place_id && g->place_id != vid)
                rc = sk_err_set(&e, SK_INVALID, _("venue group %d of match day %d is played at "
                                "'%s' already"), g->venue_no, r->md[k], g->place);
            else
                rc = db_group_place(d, g->id, vid, &e);
            if (rc == SK_OK && g->place_id != vid) {
                g->place_id = vid;
                free(g->place);
                g->place = xstrdup(r->venue);
            }
            out->groups += rc == SK_OK;
        }
        if (rc != SK_OK)
            sk_err_set(err, rc, _("line %ld: %s\nnothing stored"), r->line, e.msg);
        out->venues++;
    }
    if (began)
        rc = db_finish(d, rc, err);
    if (rc != SK_OK)
        memset(out, 0, sizeof *out);
    plan_free(&lp);
    hmap_str_free(&ix_map);
    db_league_clear(&lg);
    for (size_t i = 0; i < c.n; i++) {
        free(c.v[i].venue);
        free(c.v[i].address);
        free(c.v[i].contact);
        free(c.v[i].md);
        free(c.v[i].grp);
        for (size_t k = 0; k < c.v[i].ngroups; k++)
            free(c.v[i].team[k]);
        free(c.v[i].team);
    }
    free(c.v);
    hmap_str_free(&c.names);
    csvin_errors_free(&errs);
    return rc;
}

void ops_code_sheet_free(ops_code_sheet *s)
{
    for (size_t i = 0; i < s->n; i++) {
        free(s->v[i].venue);
        free(s->v[i].address);
        free(s->v[i].contact);
        free(s->v[i].groups);
        free(s->v[i].tournament);
    }
    free(s->v);
    free(s->league);
    free(s->date);
    memset(s, 0, sizeof *s);
}

int ops_fed_code_sheet(db *d, const char *league, int matchday, bool renew, ops_code_sheet *out,
                       sk_err *err)
{
    memset(out, 0, sizeof *out);
    out->matchday = matchday;
    db_league lg;
    int rc = db_league_find(d, league, &lg, err);
    if (rc != SK_OK)
        return rc;
    lg_plan lp = {0};
    db_venue *vs = NULL;
    size_t nvs = 0;
    db_fcode *cs = NULL;
    size_t ncs = 0;
    rc = plan_load(d, lg.id, matchday, &lp, err);
    if (rc == SK_OK)
        rc = db_venues(d, lg.id, &vs, &nvs, err);
    if (rc == SK_OK && !lp.ng)
        rc = sk_err_set(err, SK_INVALID, _("match day %d does not exist in league '%s'"),
                        matchday, lg.name);
    size_t placed = 0;
    for (size_t i = 0; i < lp.ng; i++)
        placed += lp.g[i].place_id != 0;
    if (rc == SK_OK && !placed)
        rc = sk_err_set(err, SK_INVALID, _("no venue group of match day %d is played at a "
                        "venue yet: 'skatsheet league venue import FILE.csv' first"), matchday);
    if (rc == SK_OK)
        rc = db_begin(d, err);
    bool began = rc == SK_OK;
    if (rc == SK_OK)
        rc = db_fcodes(d, lg.id, &cs, &ncs, err);
    /* the venues with a valid code of the match day: kept, or revoked with renew */
    hmap_id has;
    memset(&has, 0, sizeof has);
    for (size_t i = 0; rc == SK_OK && i < ncs; i++)
        if (cs[i].kind == DB_FCODE_VENUE && cs[i].matchday == matchday && !cs[i].revoked) {
            if (renew) {
                rc = ops_fed_code_revoke(d, cs[i].id, err);
                out->renewed++;
            } else {
                hmap_id_put(&has, cs[i].venue_id, 1, NULL);
            }
        }
    out->v = xcalloc(placed + 1, sizeof *out->v);
    for (size_t i = 0; rc == SK_OK && i < lp.ng; i++) {
        if (!lp.g[i].place_id)
            continue;
        bool seen = false;
        for (size_t k = 0; k < i; k++)
            seen |= lp.g[k].place_id == lp.g[i].place_id;
        if (seen)
            continue;
        ops_code_page *p = &out->v[out->n++];
        for (size_t k = 0; k < nvs; k++)
            if (vs[k].id == lp.g[i].place_id) {
                p->venue = xstrdup(vs[k].name);
                p->address = vs[k].address ? xstrdup(vs[k].address) : NULL;
                p->contact = vs[k].contact ? xstrdup(vs[k].contact) : NULL;
            }
        if (!p->venue)
            p->venue = xstrdup(lp.g[i].place);
        p->tournament = xstrdup(lp.g[i].tournament);
        sk_buf b = {0};
        for (size_t k = i; k < lp.ng; k++) {
            if (lp.g[k].place_id != lp.g[i].place_id)
                continue;
            sk_buf_printf(&b, "%d\t", lp.g[k].venue_no);
            for (size_t j = 0; j < lp.nlv; j++) {
                if (lp.lv[j].tournament_id != lp.g[k].tournament_id)
                    continue;
                for (size_t t = 0; t < lp.lv[j].nteams; t++)
                    for (size_t m = 0; m < lp.ntm; m++)
                        if (lp.tm[m].id == lp.lv[j].team_ids[t])
                            sk_buf_printf(&b, "%s%s", t ? ", " : "", lp.tm[m].name);
            }
            sk_buf_add(&b, "\n");
        }
        p->groups = sk_buf_take(&b);
        if (hmap_id_get(&has, lp.g[i].place_id, NULL)) {
            p->kept = true;
            out->kept++;
            continue;
        }
        ops_code_req rq;
        memset(&rq, 0, sizeof rq);
        rq.league = lg.name;
        rq.kind = DB_FCODE_VENUE;
        rq.venue = p->venue;
        rq.matchday = matchday;
        char code[FED_CODE_LEN + 1];
        int64_t id;
        rc = ops_fed_code_add(d, &rq, code, &id, err);
        if (rc == SK_OK)
            fed_code_format(code, p->code);
    }
    if (began)
        rc = db_finish(d, rc, err);
    if (rc == SK_OK) {
        out->league = xstrdup(lg.name);
        out->date = xstrdup(lp.ng ? lp.g[0].date : "");
    } else {
        ops_code_sheet_free(out);
    }
    plan_free(&lp);
    db_venues_free(vs, nvs);
    db_fcodes_free(cs, ncs);
    hmap_id_free(&has);
    db_league_clear(&lg);
    return rc;
}
