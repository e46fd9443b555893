/* publish.c - see publish.h */
#define _GNU_SOURCE 1
#include "publish.h"
#include "xjson.h"

#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <unistd.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "csvout.h"
#include "db_fedadmin.h"
#include "db_ids.h"
#include "db_league.h"
#include "db_players.h"
#include "db_results.h"
#include "db_hub.h"
#include "fedrules.h"
#include "fedzone.h"
#include "fileio.h"
#include "league.h"
#include "league_data.h"
#include "standview.h"

#include "publish_int.h"

/* ---- text helpers ---- */







/* ---- writing only what changed ---- */




/* ---- who is who ---- */



/* The name a player is published by: initials without consent. */


static void team_file(const pub *p, int team, const char *ext, char *buf, size_t n)
{
    snprintf(buf, n, "team-%.12s.%s", p->tuid[team], ext);
}


/* Does tournament tid's result count (released, binding; or no hub)? */

static const char *state_text(const pub *p, int64_t tid)
{
    if (!p->hub)
        return "";
    const db_fed_result *r = pub_result_of(p, tid);
    fed_state s = r ? r->state : FED_ST_NONE;
    return s == FED_ST_NONE ? _("not reported") : _(fed_state_key(s));
}

/* The day cell of team ti on match day md in table t (NULL: none). */

/* ---- the season table ---- */

static bool unconfirmed_day(const pub *p, int ti, int md)
{
    for (size_t v = 0; v < p->nven; v++) {
        if (p->ven[v].matchday != md)
            continue;
        for (size_t i = 0; i < p->ven[v].nteams; i++)
            if (p->ven[v].team_ids[i] == p->rel.teams[ti].id)
                return !pub_counts(p, p->ven[v].tournament_id) && pub_result_of(p, p->ven[v].tournament_id);
    }
    return false;
}

/* A released group's mark: " (released incomplete: REASON)", " (protest
 * pending)", both, or "". */
static void incomplete_mark(const db_fed_result *r, char *buf, size_t n)
{
    if (n)
        buf[0] = '\0';
    if (!r || (r->state != FED_ST_RELEASED && r->state != FED_ST_BINDING))
        return;
    if (r->incomplete)
        snprintf(buf, n, _(" (released incomplete: %s)"), r->incomplete);
    if (r->open_protests) {
        size_t k = strlen(buf);
        snprintf(buf + k, n - k, "%s", _(" (protest pending)"));
    }
}

/* The counted (released, binding) result of team ti's group on match day
 * md (NULL: none, or not counted). */
static const db_fed_result *counted_day(const pub *p, int ti, int md)
{
    for (size_t v = 0; v < p->nven; v++) {
        if (p->ven[v].matchday != md)
            continue;
        for (size_t i = 0; i < p->ven[v].nteams; i++)
            if (p->ven[v].team_ids[i] == p->rel.teams[ti].id) {
                const db_fed_result *r = pub_result_of(p, p->ven[v].tournament_id);
                return r && pub_counts(p, p->ven[v].tournament_id) ? r : NULL;
            }
    }
    return NULL;
}

/* Team ti's match days whose counted result is marked (protest: a protest
 * pending; else released incomplete), "1 3" into buf and as a JSON
 * array. */
static json_t *marked_days(const pub *p, int ti, bool protest, char *buf, size_t n)
{
    json_t *a = json_array();
    buf[0] = '\0';
    for (int k = 0; k < p->all.table.ndays; k++) {
        int md = p->all.table.day[k];
        const db_fed_result *r = counted_day(p, ti, md);
        if (!r || !(protest ? r->open_protests > 0 : r->incomplete != NULL))
            continue;
        size_t len = strlen(buf);
        snprintf(buf + len, n - len, "%s%d", len ? " " : "", md);
        json_array_append_new(a, json_integer(md));
    }
    return a;
}

static int write_table(pub *p, sk_err *err)
{
    const league_data *ld = &p->rel;
    sk_buf h = {0}, c = {0};
    char title[400];
    snprintf(title, sizeof title, _("%s: table"), ld->league.name);
    pub_page_begin(&h, title);
    if (p->hub)
        pub_escf(&h, "%s", _("Only released results count. Results reported or confirmed but not "
                         "released yet are shown below the table, marked unconfirmed."));
    sk_buf_printf(&h, "<table><tr><th>%s</th><th>%s</th><th class=\"club\">%s</th><th>%s</th>"
                      "<th>%s</th><th>%s</th></tr>\n", _("Rank"), _("Team"), _("Club"), _("Days"),
                  C_("league", "Points"), C_("league", "Seeger"));
    sk_buf_add(&c, "rank,team,club,matchdays,points_plus,points_minus,seeger,unconfirmed_matchdays,"
                   "incomplete_matchdays,protest_matchdays\n");
    json_t *J = json_object(), *rows = json_array();
    xj_set(J, "league", xj_s(ld->league.name));
    xj_set(J, "season", json_integer(ld->league.season));
    xj_set(J, "counting", xj_s(p->hub ? "released" : "all"));
    for (int r = 0; r < ld->table.nrows; r++) {
        const league_row *row = &ld->table.rows[r];
        const db_league_team *t = &ld->teams[row->team];
        char pts[40], tf[64], a[16], b[16], unc[200] = "", inc[200], pro[200];
        pub_points(row->plus2, row->minus2, pts, sizeof pts);
        team_file(p, row->team, "html", tf, sizeof tf);
        json_t *uj = json_array();
        for (int k = 0; k < p->all.table.ndays; k++) {
            int md = p->all.table.day[k];
            if (!unconfirmed_day(p, row->team, md))
                continue;
            size_t len = strlen(unc);
            snprintf(unc + len, sizeof unc - len, "%s%d", len ? " " : "", md);
            json_array_append_new(uj, json_integer(md));
        }
        json_t *ij = marked_days(p, row->team, false, inc, sizeof inc);
        json_t *pj = marked_days(p, row->team, true, pro, sizeof pro);
        sk_buf_printf(&h, "<tr><td class=\"n\">%d.</td><td><a href=\"%s\">", row->rank, tf);
        pub_esc(&h, t->name);
        sk_buf_add(&h, "</a></td><td class=\"club\">");
        pub_esc(&h, t->club);
        sk_buf_printf(&h, "</td><td class=\"n\">%d%s</td><td class=\"n\">%s</td><td class=\"n\">%ld"
                          "</td></tr>\n", row->matchdays, *inc || *pro ? " *" : "", pts, row->seeger);
        sk_buf_printf(&c, "%d,", row->rank);
        pub_csv(&c, t->name);
        sk_buf_add(&c, ",");
        pub_csv(&c, t->club);
        sk_buf_printf(&c, ",%d,%s,%s,%ld,%s,%s,%s\n", row->matchdays,
                      league_fmt_half(row->plus2, a, sizeof a),
                      league_fmt_half(row->minus2, b, sizeof b), row->seeger, unc, inc, pro);
        json_t *o = json_object();
        xj_set(o, "rank", json_integer(row->rank));
        xj_set(o, "team", xj_s(t->name));
        xj_set(o, "club", xj_s(t->club));
        xj_set(o, "matchdays", json_integer(row->matchdays));
        xj_set(o, "points_plus", json_real(row->plus2 / 2.0));
        xj_set(o, "points_minus", json_real(row->minus2 / 2.0));
        xj_set(o, "seeger", json_integer(row->seeger));
        xj_set(o, "unconfirmed_matchdays", uj);
        xj_set(o, "incomplete_matchdays", ij);
        xj_set(o, "protest_matchdays", pj);
        json_array_append_new(rows, o);
    }
    sk_buf_add(&h, "</table>\n");
    /* the venue groups that count although released incomplete */
    bool inc_any = false;
    for (size_t i = 0; i < p->nres; i++) {
        char mark[500];
        incomplete_mark(&p->res[i], mark, sizeof mark);
        if (!*mark)
            continue;
        if (!inc_any)
            sk_buf_add(&h, "<ul class=\"unc\">\n");
        inc_any = true;
        sk_buf_add(&h, "<li>* ");
        if (p->res[i].incomplete)
            pub_escf(&h, _("match day %d, venue group %d: released incomplete: %s"),
                     p->res[i].matchday, p->res[i].venue_no, p->res[i].incomplete);
        else
            pub_escf(&h, _("match day %d, venue group %d: protest pending"),
                     p->res[i].matchday, p->res[i].venue_no);
        sk_buf_add(&h, "</li>\n");
    }
    if (inc_any)
        sk_buf_add(&h, "</ul>\n");
    /* what is not released yet, marked */
    bool any = false;
    for (int r = 0; r < p->all.table.nrows; r++) {
        const league_row *row = &p->all.table.rows[r];
        for (int k = 0; k < p->all.table.ndays; k++) {
            int md = p->all.table.day[k];
            if (!row->days[k].present || !unconfirmed_day(p, row->team, md))
                continue;
            if (!any)
                sk_buf_printf(&h, "<h2 class=\"unc\">%s</h2>\n<ul class=\"unc\">\n",
                              _("Unconfirmed (not counted yet)"));
            any = true;
            char pts[40];
            pub_points(row->days[k].plus2, row->days[k].minus2, pts, sizeof pts);
            sk_buf_add(&h, "<li>");
            pub_escf(&h, _("match day %d: %s %s, Seeger %ld (unconfirmed)"), md,
                 p->all.teams[row->team].name, pts, row->days[k].seeger);
            sk_buf_add(&h, "</li>\n");
        }
    }
    if (any)
        sk_buf_add(&h, "</ul>\n");
    xj_set(J, "teams", rows);
    pub_page_end(&h);
    int rc = pub_put_buf(p, "table.html", &h, err);
    if (rc == SK_OK)
        rc = pub_put_buf(p, "table.csv", &c, err);
    else
        sk_buf_free(&c);
    if (rc == SK_OK)
        rc = pub_put_json(p, "table.json", J, err);
    else
        json_decref(J);
    return rc;
}

/* ---- match days ---- */


/* Who took a step, as the public reads it: the role of the code, never a
 * login, a device or a code's number. */
static void public_who(const pub *p, const db_fed_log *l, char *buf, size_t n)
{
    db_fcode c;
    sk_err e;
    sk_err_clear(&e);
    if (strcmp(l->step, "binding") == 0) {
        snprintf(buf, n, "%s", l->by_who);   /* the rule that made it binding */
        return;
    }
    if (!l->code_id || db_fcode_get(p->d, l->code_id, &c, &e) != SK_OK) {
        snprintf(buf, n, "%s", _("official at the hub"));
        return;
    }
    if (c.kind == DB_FCODE_VENUE)
        snprintf(buf, n, _("venue %s"), c.venue ? c.venue : "?");
    else if (c.kind == DB_FCODE_CAPTAIN)
        snprintf(buf, n, _("captain of %s"), c.team ? c.team : "?");
    else if (c.division)
        snprintf(buf, n, _("leader of division %s"), c.division);
    else
        snprintf(buf, n, "%s", _("official of the league"));
    db_fcode_clear(&c);
}

static int write_matchday(pub *p, int md, sk_err *err)
{
    const league_data *ld = &p->all;
    sk_buf h = {0}, c = {0};
    char title[400], name[64];
    snprintf(title, sizeof title, _("%s: match day %d"), ld->league.name, md);
    pub_page_begin(&h, title);
    sk_buf_add(&c, "group,venue,state,team,points_plus,points_minus,seeger,counted,incomplete,"
                   "protest_pending\n");
    json_t *J = json_object(), *ga = json_array();
    xj_set(J, "league", xj_s(ld->league.name));
    xj_set(J, "matchday", json_integer(md));
    for (size_t v = 0; v < p->nven; v++) {
        const db_league_venue *gv = &p->ven[v];
        if (gv->matchday != md)
            continue;
        const db_group *g = pub_group_of(p, gv->tournament_id);
        bool cnt = pub_counts(p, gv->tournament_id);
        const char *st = state_text(p, gv->tournament_id);
        sk_buf_printf(&h, "<h2>%s %d", _("Venue group"), gv->venue_no);
        if (g && g->place) {
            sk_buf_add(&h, ": ");
            pub_esc(&h, g->place);
        }
        sk_buf_add(&h, "</h2>\n<p>");
        pub_esc(&h, gv->date);
        const db_fed_result *gr = pub_result_of(p, gv->tournament_id);
        char mark[500];
        incomplete_mark(gr, mark, sizeof mark);
        if (*st) {
            sk_buf_add(&h, " &middot; ");
            pub_esc(&h, st);
        }
        if (*mark) {
            sk_buf_add(&h, "<span class=\"unc\">");
            pub_esc(&h, mark);
            sk_buf_add(&h, "</span>");
        }
        sk_buf_printf(&h, "</p>\n<table><tr><th>%s</th><th>%s</th><th>%s</th></tr>\n",
                      _("Team"), C_("league", "Points"), C_("league", "Seeger"));
        json_t *go = json_object(), *tj = json_array();
        xj_set(go, "group", json_integer(gv->venue_no));
        if (g && g->place)
            xj_set(go, "venue", xj_s(g->place));
        if (*st)
            xj_set(go, "state", xj_s(fed_state_key(pub_result_of(p, gv->tournament_id)
                                                      ? pub_result_of(p, gv->tournament_id)->state
                                                      : FED_ST_NONE)));
        xj_set(go, "counted", json_boolean(cnt));
        if (*mark && gr->incomplete)
            xj_set(go, "incomplete", xj_s(gr->incomplete));
        if (*mark && gr->open_protests)
            xj_set(go, "protest_pending", json_true());
        for (size_t i = 0; i < gv->nteams; i++) {
            int ti = -1;
            for (size_t k = 0; k < ld->nteams; k++)
                if (ld->teams[k].id == gv->team_ids[i])
                    ti = (int)k;
            if (ti < 0)
                continue;
            const league_cell *ce = pub_cell(&ld->table, ti, md);
            char pts[40] = "-", a[16] = "", b[16] = "";
            if (ce) {
                pub_points(ce->plus2, ce->minus2, pts, sizeof pts);
                league_fmt_half(ce->plus2, a, sizeof a);
                league_fmt_half(ce->minus2, b, sizeof b);
            }
            team_file(p, ti, "html", name, sizeof name);
            sk_buf_printf(&h, "<tr%s><td><a href=\"%s\">", cnt ? "" : " class=\"unc\"", name);
            pub_esc(&h, ld->teams[ti].name);
            sk_buf_printf(&h, "</a></td><td class=\"n\">%s</td><td class=\"n\">%ld%s</td></tr>\n",
                          pts, ce ? ce->seeger : 0L, cnt ? "" : _(" (unconfirmed)"));
            sk_buf_printf(&c, "%d,", gv->venue_no);
            pub_csv(&c, g && g->place ? g->place : "");
            sk_buf_printf(&c, ",%s,", *st ? fed_state_key(pub_result_of(p, gv->tournament_id)
                                                              ? pub_result_of(p, gv->tournament_id)->state
                                                              : FED_ST_NONE)
                                          : "");
            pub_csv(&c, ld->teams[ti].name);
            sk_buf_printf(&c, ",%s,%s,%ld,%d,", a, b, ce ? ce->seeger : 0L, cnt ? 1 : 0);
            pub_csv(&c, *mark && gr->incomplete ? gr->incomplete : "");
            sk_buf_printf(&c, ",%d\n", *mark && gr->open_protests ? 1 : 0);
            json_t *to = json_object();
            xj_set(to, "team", xj_s(ld->teams[ti].name));
            if (ce) {
                xj_set(to, "points_plus", json_real(ce->plus2 / 2.0));
                xj_set(to, "points_minus", json_real(ce->minus2 / 2.0));
                xj_set(to, "seeger", json_integer(ce->seeger));
            }
            json_array_append_new(tj, to);
        }
        sk_buf_add(&h, "</table>\n");
        xj_set(go, "teams", tj);
        json_array_append_new(ga, go);
    }
    xj_set(J, "groups", ga);
    /* the log of the results' life */
    json_t *lj = json_array();
    bool head = false;
    for (size_t i = 0; i < p->nlog; i++) {
        const db_fed_log *l = &p->log[i];
        if (l->matchday != md)
            continue;
        if (!head)
            sk_buf_printf(&h, "<h2>%s</h2>\n<table>\n", _("Log"));
        head = true;
        char when[32], who[600], iso[40];
        int off = 60;
        fed_local_time(&p->zone, l->at, when, sizeof when, &off);
        snprintf(iso, sizeof iso, "%.10sT%.5s:00%c%02d:%02d", when, when + 11,
                 off < 0 ? '-' : '+', abs(off) / 60, abs(off) % 60);
        public_who(p, l, who, sizeof who);
        sk_buf_printf(&h, "<tr><td>%s</td><td>%d</td><td>", when, l->venue_no);
        pub_esc(&h, _(l->step));
        sk_buf_add(&h, "</td><td>");
        pub_esc(&h, who);
        if (l->reason) {
            sk_buf_add(&h, ": ");
            pub_esc(&h, l->reason);
        }
        sk_buf_add(&h, "</td></tr>\n");
        json_t *o = json_object();
        xj_set(o, "at", xj_s(iso));
        xj_set(o, "group", json_integer(l->venue_no));
        xj_set(o, "step", xj_s(l->step));
        xj_set(o, "by", xj_s(who));
        if (l->reason)
            xj_set(o, "reason", xj_s(l->reason));
        json_array_append_new(lj, o);
    }
    if (head)
        sk_buf_add(&h, "</table>\n");
    xj_set(J, "log", lj);
    pub_page_end(&h);
    char stem[64];
    snprintf(stem, sizeof stem, "matchday-%d.", md);
    return pub_put_page(p, stem, &h, &c, J, err);
}

/* ---- teams ---- */

static int write_team(pub *p, int ti, sk_err *err)
{
    const league_data *ld = &p->all;
    const db_league_team *t = &ld->teams[ti];
    sk_buf h = {0}, c = {0};
    pub_page_begin(&h, t->name);
    sk_buf_add(&h, "<p>");
    pub_esc(&h, t->club);
    if (t->division) {
        sk_buf_add(&h, " &middot; ");
        pub_esc(&h, t->division);
    }
    sk_buf_printf(&h, "</p>\n<h2>%s</h2>\n<ul>\n", _("Roster"));
    json_t *J = json_object(), *ro = json_array(), *days = json_array();
    xj_set(J, "team", xj_s(t->name));
    xj_set(J, "club", xj_s(t->club));
    if (t->division)
        xj_set(J, "division", xj_s(t->division));
    for (size_t m = 0; m < p->nmem; m++) {
        if (p->mem[m].team_id != t->id)
            continue;
        char nm[256], pf[64];
        pub_shown_name(p, p->mem[m].player_id, nm, sizeof nm);
        pub_player_file(p, p->mem[m].player_id, "html", pf, sizeof pf);
        sk_buf_printf(&h, "<li><a href=\"%s\">", pf);
        pub_esc(&h, nm);
        sk_buf_printf(&h, "</a>%s</li>\n", p->mem[m].substitute ? _(" (substitute)") : "");
        json_array_append_new(ro, xj_s(nm));
    }
    sk_buf_printf(&h, "</ul>\n<h2>%s</h2>\n<table><tr><th>%s</th><th>%s</th><th>%s</th></tr>\n",
                  _("Match days"), _("Match day"), C_("league", "Points"), C_("league", "Seeger"));
    sk_buf_add(&c, "matchday,points_plus,points_minus,seeger,counted\n");
    for (int k = 0; k < ld->table.ndays; k++) {
        int md = ld->table.day[k];
        const league_cell *ce = pub_cell(&ld->table, ti, md);
        if (!ce)
            continue;
        bool cnt = !unconfirmed_day(p, ti, md) && (!p->hub || pub_cell(&p->rel.table, ti, md));
        char pts[40], a[16], b[16];
        pub_points(ce->plus2, ce->minus2, pts, sizeof pts);
        sk_buf_printf(&h, "<tr%s><td><a href=\"matchday-%d.html\">%d</a></td><td class=\"n\">%s"
                          "</td><td class=\"n\">%ld%s</td></tr>\n", cnt ? "" : " class=\"unc\"",
                      md, md, pts, ce->seeger, cnt ? "" : _(" (unconfirmed)"));
        sk_buf_printf(&c, "%d,%s,%s,%ld,%d\n", md, league_fmt_half(ce->plus2, a, sizeof a),
                      league_fmt_half(ce->minus2, b, sizeof b), ce->seeger, cnt ? 1 : 0);
        json_t *o = json_object();
        xj_set(o, "matchday", json_integer(md));
        xj_set(o, "points_plus", json_real(ce->plus2 / 2.0));
        xj_set(o, "points_minus", json_real(ce->minus2 / 2.0));
        xj_set(o, "seeger", json_integer(ce->seeger));
        xj_set(o, "counted", json_boolean(cnt));
        json_array_append_new(days, o);
    }
    sk_buf_add(&h, "</table>\n");
    xj_set(J, "roster", ro);
    xj_set(J, "matchdays", days);
    pub_page_end(&h);
    char stem[64];
    team_file(p, ti, "", stem, sizeof stem);
    return pub_put_page(p, stem, &h, &c, J, err);
}

/* ---- the index ---- */

static int write_index(pub *p, sk_err *err)
{
    sk_buf h = {0};
    pub_page_begin(&h, p->all.league.name);
    sk_buf_printf(&h, "<p><a href=\"table.html\">%s</a> (<a href=\"table.csv\">CSV</a>, "
                      "<a href=\"table.json\">JSON</a>)</p>\n<h2>%s</h2>\n<ul>\n",
                  C_("league", "Table"), _("Match days"));
    int last = 0;
    for (size_t v = 0; v < p->nven; v++) {
        if (p->ven[v].matchday == last)
            continue;
        last = p->ven[v].matchday;
        sk_buf_printf(&h, "<li><a href=\"matchday-%d.html\">", last);
        pub_escf(&h, _("match day %d, %s"), last, p->ven[v].date);
        sk_buf_add(&h, "</a></li>\n");
    }
    sk_buf_printf(&h, "</ul>\n<h2>%s</h2>\n<ul>\n", _("Teams"));
    for (size_t i = 0; i < p->all.nteams; i++) {
        char f[64];
        team_file(p, (int)i, "html", f, sizeof f);
        sk_buf_printf(&h, "<li><a href=\"%s\">", f);
        pub_esc(&h, p->all.teams[i].name);
        sk_buf_add(&h, "</a></li>\n");
    }
    sk_buf_add(&h, "</ul>\n");
    pub_index_rankings(p, &h);
    pub_page_end(&h);
    return pub_put_buf(p, "index.html", &h, err);
}

/* ---- all of it ---- */

static void pub_free(pub *p)
{
    league_data_free(&p->rel);
    league_data_free(&p->all);
    league_svcache_free(&p->svc);
    db_fed_results_free(p->res, p->nres);
    db_groups_free(p->groups, p->ngroups);
    db_league_venues_free(p->ven, p->nven);
    db_league_members_free(p->mem, p->nmem);
    db_idents_free(p->ids, p->nids);
    db_players_free(p->pl, p->npl);
    db_fed_logs_free(p->log, p->nlog);
    free(p->tuid);
    free(p->ps);
    fed_zone_free(&p->zone);
    pub_free_rankings(p);
}

int ops_publish(db *d, const char *league, const char *dir, ops_publish_result *out,
                sk_err *err)
{
    memset(out, 0, sizeof *out);
    struct stat st;
    if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode))
        return sk_err_set(err, SK_INVALID, _("%s: not a directory (make it first)"), dir);
    pub p;
    memset(&p, 0, sizeof p);
    p.d = d;
    p.dir = dir;
    p.out = out;
    int rc = ops_fed_zone(d, &p.zone, err);
    if (rc == SK_OK)
        rc = league_data_load_with(d, league, NULL, true, &p.svc, &p.rel, err);
    if (rc == SK_OK)
        rc = league_data_load_with(d, league, NULL, false, &p.svc, &p.all, err);
    int64_t lid = p.all.league.id;
    if (rc == SK_OK)
        rc = db_hub_league_has_codes(d, lid, &p.hub, err);
    if (rc == SK_OK)
        rc = db_fed_results(d, lid, 0, &p.res, &p.nres, err);
    if (rc == SK_OK)
        rc = db_groups(d, lid, 0, &p.groups, &p.ngroups, err);
    if (rc == SK_OK)
        rc = db_league_venues(d, lid, &p.ven, &p.nven, err);
    if (rc == SK_OK)
        rc = db_league_members(d, lid, &p.mem, &p.nmem, err);
    if (rc == SK_OK)
        rc = db_idents_all(d, &p.ids, &p.nids, err);
    if (rc == SK_OK)
        rc = db_player_list(d, false, &p.pl, &p.npl, err);
    if (rc == SK_OK)
        rc = db_fed_logs(d, lid, 0, &p.log, &p.nlog, err);
    db_uid lu;
    if (rc == SK_OK)
        rc = db_uid_get(d, DB_UID_LEAGUE, lid, &lu, err);
    if (rc == SK_OK) {
        p.tuid = xcalloc(p.all.nteams + 1, sizeof *p.tuid);
        int64_t *ids = xcalloc(p.all.nteams + 1, sizeof *ids);
        db_uid *u = xcalloc(p.all.nteams + 1, sizeof *u);
        for (size_t i = 0; i < p.all.nteams; i++)
            ids[i] = p.all.teams[i].id;
        rc = db_uid_get_teams(d, lid, ids, p.all.nteams, u, err);
        for (size_t i = 0; rc == SK_OK && i < p.all.nteams; i++)
            memcpy(p.tuid[i], u[i].s, sizeof p.tuid[i]);
        free(ids);
        free(u);
    }
    if (rc == SK_OK)
        rc = pub_collect_series(&p, err);
    if (rc == SK_OK)
        rc = pub_load_rankings(&p, err);
    if (rc == SK_OK)
        rc = write_index(&p, err);
    if (rc == SK_OK)
        rc = write_table(&p, err);
    int last = 0;
    for (size_t v = 0; rc == SK_OK && v < p.nven; v++)
        if (p.ven[v].matchday != last) {
            last = p.ven[v].matchday;
            rc = write_matchday(&p, last, err);
        }
    for (size_t i = 0; rc == SK_OK && i < p.all.nteams; i++)
        rc = write_team(&p, (int)i, err);
    for (size_t m = 0; rc == SK_OK && m < p.nmem; m++)
        rc = pub_write_player(&p, p.mem[m].player_id, err);
    if (rc == SK_OK)
        rc = pub_write_ics(&p, &lu, err);
    if (rc == SK_OK)
        rc = pub_write_feed(&p, &lu, err);
    if (rc == SK_OK)
        rc = pub_write_rankings(&p, err);
    /* what was written reaches the disk before the release is reported */
    int dfd = open(dir, O_RDONLY | O_DIRECTORY);
    if (dfd >= 0) {
        if (rc == SK_OK && out->written && syncfs(dfd) != 0)
            rc = sk_err_set(err, SK_FAIL, _("cannot write %s: %s"), dir, strerror(errno));
        close(dfd);
    }
    /* the league's own publish directory caught up: no longer stale */
    db_fed_settings fs;
    memset(&fs, 0, sizeof fs);
    if (rc == SK_OK && db_fed_settings_get(d, lid, &fs, err) == SK_OK && fs.publish_stale &&
        fs.publish_dir) {
        char *abs = realpath(dir, NULL);
        if (abs && strcmp(abs, fs.publish_dir) == 0)
            rc = db_fed_publish_stale_set(d, lid, false, err);
        free(abs);
    }
    db_fed_settings_clear(&fs);
    pub_free(&p);
    return rc;
}
