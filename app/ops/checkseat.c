/* checkseat.c - see checkseat.h */
#include "checkseat.h"
#include "drawn.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "day.h"
#include "db_codes.h"
#include "db_day.h"
#include "db_evening.h"
#include "db_players.h"
#include "db_register.h"
#include "entrycodes.h"
#include "outbox.h"
#include "seatbox.h"
#include "seriesdraw.h"

/* End a write opened with db_begin: commit when rc is SK_OK, else roll back. */
/* The players ids[0..n) with what the draw keeps apart: their groups
 * (separate "club"/"team") and earlier meetings before `series`. */
typedef struct seat_ctx {
    db_player *pl;
    size_t n;
    int64_t *group;
    size_t *met;
    size_t nmet;
    draw_met *dm;
    seatbox_rules rules;
} seat_ctx;

static void ctx_free(seat_ctx *c)
{
    db_players_free(c->pl, c->n);
    free(c->group);
    free(c->met);
    draw_met_free(c->dm);
    memset(c, 0, sizeof *c);
}

static ops_separate separate_of(const char *s)
{
    return !s ? OPS_SEPARATE_NONE
           : strcmp(s, "club") == 0 ? OPS_SEPARATE_CLUB
           : strcmp(s, "team") == 0 ? OPS_SEPARATE_TEAM
                                    : OPS_SEPARATE_NONE;
}

/* Four at every table (Schafkopf: the draw's rule, draw_fours_sizes)? */
static bool fours_only(const ops_tour *t)
{
    return t->rules.fam->table_min == 4;
}

static int ctx_load(db *d, const ops_tour *ot, int series, const char *separate,
                    uint64_t seed, const int64_t *ids, size_t n, seat_ctx *c, sk_err *err)
{
    const db_tournament *t = &ot->row;
    memset(c, 0, sizeof *c);
    c->pl = xcalloc(n ? n : 1, sizeof *c->pl);
    c->n = n;
    int rc = SK_OK;
    for (size_t i = 0; rc == SK_OK && i < n; i++)
        rc = db_player_get(d, ids[i], &c->pl[i], err);
    ops_separate sep = separate_of(separate);
    if (rc == SK_OK && sep != OPS_SEPARATE_NONE)
        rc = ops_draw_groups(d, t->id, sep, c->pl, n, &c->group, err);
    if (rc == SK_OK && series > 1)
        rc = ops_draw_met_pairs(d, t->id, series, c->pl, n, &c->met, &c->nmet, err);
    c->dm = draw_met_new(c->met, c->nmet);
    c->rules = (seatbox_rules){seed, c->group, c->dm, fours_only(ot), false};
    if (rc != SK_OK)
        ctx_free(c);
    return rc;
}

/* The box of an open plan: its seats as indices into ids (the seated
 * players first, in seat order, then room for more). */
typedef struct box {
    seatbox b;
    int64_t *ids;      /* index -> player id */
    uint64_t *arrival;
    size_t n, cap;
} box;

static void box_free(box *x)
{
    seatbox_free(&x->b);
    free(x->ids);
    free(x->arrival);
    memset(x, 0, sizeof *x);
}

static int box_load(db *d, const db_tournament *t, const db_plan *p, size_t extra, box *x,
                    sk_err *err)
{
    memset(x, 0, sizeof *x);
    db_box_seat *v;
    size_t nv;
    int rc = db_box_seats(d, t->id, p->series_no, &v, &nv, err);
    if (rc != SK_OK)
        return rc;
    size_t nt = (size_t)p->tables;
    for (size_t i = 0; i < nv; i++)
        if ((size_t)v[i].table_no > nt)
            nt = (size_t)v[i].table_no;
    seatbox_init(&x->b, nt);
    x->cap = nv + extra + 1;
    x->ids = xcalloc(x->cap, sizeof *x->ids);
    x->arrival = xcalloc(x->cap, sizeof *x->arrival);
    for (size_t i = 0; i < nv; i++) {
        x->ids[x->n] = v[i].player_id;
        x->arrival[x->n] = (uint64_t)v[i].arrival;
        x->b.seat[(size_t)(v[i].table_no - 1) * 4 + (size_t)(v[i].seat - 1)] = (int)x->n;
        x->n++;
    }
    free(v);
    return SK_OK;
}

/* The names of the players at positions pos[0..n) of c joined by ", ". */
static void names_of(const seat_ctx *c, const int *pos, size_t n, sk_buf *b)
{
    for (size_t i = 0; i < n; i++) {
        if (i)
            sk_buf_add(b, ", ");
        sk_buf_add(b, c->pl[pos[i]].name);
    }
}

/* Players of one club (or team) at one table: the organiser's warning
 * (separate: the plan's "club" or "team"). */
static void group_warning(const seat_ctx *c, const char *separate, int table, const int *pos,
                          size_t n, bool closed, sk_buf *b)
{
    sk_buf who = {0};
    names_of(c, pos, n, &who);
    const char *club = c->pl[pos[0]].club;
    bool by_club = separate && strcmp(separate, "club") == 0 && club;
    if (by_club && !closed)
        sk_buf_printf(b, _("table %d: %s of the club '%s' sit at one table: the free seats did "
                      "not allow them apart"), table, sk_buf_str(&who), club);
    else if (by_club)
        sk_buf_printf(b, _("table %d: %s of the club '%s' sit at one table: no seating of these "
                      "players keeps the club apart better"), table, sk_buf_str(&who), club);
    else if (!closed)
        sk_buf_printf(b, _("table %d: %s of one team sit at one table: the free seats did not "
                      "allow them apart"), table, sk_buf_str(&who));
    else
        sk_buf_printf(b, _("table %d: %s of one team sit at one table: no seating of these "
                      "players keeps the team apart better"), table, sk_buf_str(&who));
    sk_buf_free(&who);
}

/* Seat player pid (arrival) in the open box of plan p; out's table/seat;
 * *warn (may be NULL) the warning when the seat is beside a player of the
 * same club or team (malloc'd, else NULL). */
static int box_arrive(db *d, const ops_tour *ot, const db_plan *p, int64_t pid,
                      int64_t arrival, int *table, int *seat, char **warn, sk_err *err)
{
    const db_tournament *t = &ot->row;
    box x;
    int rc = box_load(d, t, p, 1, &x, err);
    if (rc != SK_OK)
        return rc;
    x.ids[x.n] = pid;
    x.arrival[x.n] = (uint64_t)arrival;
    x.n++;
    seat_ctx c;
    rc = ctx_load(d, ot, p->series_no, p->separate[0] ? p->separate : NULL, p->seed, x.ids, x.n,
                  &c, err);
    if (rc == SK_OK) {
        int me = (int)x.n - 1;
        seatbox_arrive(&x.b, &c.rules, (uint64_t)arrival, me, table, seat);
        if (warn && seatbox_group_at(&x.b, &c.rules, *table, me) > 0) {
            int pos[4], np = 0;
            for (int k = 0; k < 4; k++) {
                int y = x.b.seat[(size_t)(*table - 1) * 4 + (size_t)k];
                if (y != SEATBOX_FREE && c.group[y] == c.group[me])
                    pos[np++] = y;
            }
            sk_buf b = {0};
            group_warning(&c, p->separate, *table, pos, (size_t)np, false, &b);
            *warn = xstrdup(sk_buf_str(&b));
            sk_buf_free(&b);
        }
        db_box_seat bs = {*table, *seat, pid, arrival};
        rc = db_box_seat_add(d, t->id, p->series_no, &bs, err);
        ctx_free(&c);
    }
    box_free(&x);
    return rc;
}

int ops_checkin_open_series(db *d, const db_tournament *t, int *series, db_plan *plan,
                            sk_err *err)
{
    *series = 0;
    db_plan *v;
    size_t n;
    int rc = db_plan_list(d, t->id, &v, &n, err);
    for (size_t i = 0; rc == SK_OK && i < n && !*series; i++)
        if (!v[i].closed) {
            *series = v[i].series_no;
            if (plan)
                *plan = v[i];
        }
    if (rc == SK_OK)
        free(v);
    return rc;
}

/* Has each table of series s begun (games, or the series' clock runs)? */
static int tables_started(db *d, const db_tournament *t, int s, size_t ntables, bool *started,
                          sk_err *err)
{
    db_clock c;
    bool found = false;
    int rc = db_clock_get(d, t->id, s, &c, &found, err);
    bool clock = rc == SK_OK && found && !c.stopped[0];
    db_table_count *cnt = NULL;
    size_t nc = 0;
    if (rc == SK_OK)
        rc = db_series_game_counts(d, t->id, s, &cnt, &nc, err);
    for (size_t k = 0; rc == SK_OK && k < ntables; k++)
        started[k] = clock || (k < nc && cnt[k].games > 0);
    free(cnt);
    return rc;
}

/* A late arrival into drawn series se (not begun everywhere). */
static int late_arrival(db *d, const ops_tour *ot, const db_series *se, int64_t pid,
                        int64_t arrival, ops_checkin_result *out, sk_err *err)
{
    const db_tournament *t = &ot->row;
    size_t n = 0;
    for (size_t k = 0; k < se->ntables; k++)
        n += (size_t)se->tables[k].size;
    int64_t *ids = xcalloc(n + 1, sizeof *ids);
    int *sizes = xcalloc(se->ntables ? se->ntables : 1, sizeof *sizes);
    int *order = xcalloc(n + 1, sizeof *order);
    bool *started = xcalloc(se->ntables ? se->ntables : 1, sizeof *started);
    size_t o = 0;
    for (size_t k = 0; k < se->ntables; k++) {
        sizes[k] = se->tables[k].size;
        for (int s = 0; s < sizes[k]; s++, o++) {
            ids[o] = se->tables[k].seats[s].player_id;
            order[o] = (int)o;
        }
    }
    ids[n] = pid;
    db_plan plan;
    bool has_plan = false;
    int rc = db_plan_get(d, t->id, se->series_no, &plan, &has_plan, err);
    uint64_t seed = has_plan ? plan.seed : se->has_seed ? se->seed : 1;
    seat_ctx c;
    memset(&c, 0, sizeof c);
    if (rc == SK_OK)
        rc = ctx_load(d, ot, se->series_no, has_plan && plan.separate[0] ? plan.separate : NULL,
                      seed, ids, n + 1, &c, err);
    if (rc == SK_OK)
        rc = tables_started(d, t, se->series_no, se->ntables, started, err);
    seatbox_late l;
    memset(&l, 0, sizeof l);
    if (rc == SK_OK)
        seatbox_late_arrival(sizes, se->ntables, order, started, &c.rules, (uint64_t)arrival,
                             (int)n, &l);
    out->series = se->series_no;
    if (rc == SK_OK && l.kind == SEATBOX_LATE_FILL) {
        rc = db_late_fill(d, t->id, se->series_no, l.table, pid, err);
        out->seat_how = OPS_SEAT_FILL;
        out->table = l.table;
        out->seat = 4;
        out->from_series = se->series_no;
    } else if (rc == SK_OK && l.kind == SEATBOX_LATE_OPEN) {
        rc = db_late_open(d, t->id, se->series_no, l.from[0], l.from[1], l.table, pid, l.seat_of,
                          err);
        if (rc == SK_OK) /* the new table's entry code */
            rc = db_entry_codes_put(d, t->id, se->series_no, false, 0, ops_entry_code_new, NULL,
                                    err);
        out->seat_how = OPS_SEAT_OPEN;
        out->table = l.table;
        out->seat = l.seat_of[2];
        out->from_series = se->series_no;
        out->nmoved = 2;
        for (int k = 0; k < 2; k++) {
            const db_table *ft = &se->tables[l.from[k] - 1];
            out->moved_name[k] = xstrdup(ft->seats[3].name ? ft->seats[3].name : "?");
            out->moved_from[k] = l.from[k];
            out->moved_seat[k] = l.seat_of[k];
        }
    } else if (rc == SK_OK) {
        out->seat_how = OPS_SEAT_NEXT;
        out->from_series = se->series_no + 1;
    }
    ctx_free(&c);
    SK_FREE_ALL(ids, sizes, order, started);
    return rc;
}

/* Schafkopf: a late arrival into drawn series se opens a new table of
 * four with three players waiting for the next series while the series
 * has not begun (its clock not started), else waits too. */
static int late_fours(db *d, const ops_tour *ot, const db_series *se, int64_t pid,
                      int64_t arrival, ops_checkin_result *out, sk_err *err)
{
    const db_tournament *t = &ot->row;
    out->series = se->series_no;
    out->seat_how = OPS_SEAT_WAIT;
    out->from_series = se->series_no + 1;
    /* who waits: checked in for the next series, in order of arrival */
    db_checkin *ci = NULL;
    size_t nci = 0;
    int rc = db_checkin_list(d, t->id, &ci, &nci, err);
    int64_t wait[3];
    char *names[3] = {NULL, NULL, NULL};
    size_t nw = 0;
    for (size_t i = 0; rc == SK_OK && i < nci && nw < 3; i++)
        if (ci[i].from_series == se->series_no + 1 && ci[i].player_id != pid) {
            names[nw] = xstrdup(ci[i].name ? ci[i].name : "?");
            wait[nw++] = ci[i].player_id;
        }
    db_checkins_free(ci, nci);
    db_clock c;
    bool found = false;
    if (rc == SK_OK)
        rc = db_clock_get(d, t->id, se->series_no, &c, &found, err);
    db_plan plan;
    bool has_plan = false;
    if (rc == SK_OK)
        rc = db_plan_get(d, t->id, se->series_no, &plan, &has_plan, err);
    seatbox_rules r = {has_plan ? plan.seed : se->has_seed ? se->seed : 1, NULL, NULL, true,
                       false};
    int seat_of[4];
    if (rc == SK_OK && seatbox_late_fours(nw, found && !c.stopped[0], &r, (uint64_t)arrival,
                                          seat_of)) {
        int no = (int)se->ntables + 1;
        int64_t who[4] = {0, 0, 0, 0};
        for (int k = 0; k < 4; k++)
            who[seat_of[k] - 1] = k < 3 ? wait[k] : pid;
        rc = db_late_table(d, t->id, se->series_no, no, who, err);
        for (int k = 0; rc == SK_OK && k < 3; k++) /* they play from this series now */
            rc = db_checkin_set_from(d, t->id, wait[k], se->series_no, err);
        if (rc == SK_OK)
            rc = db_attend_set(d, t->id, wait, 3, se->series_no, t->series_count, NULL, err);
        if (rc == SK_OK) /* the new table's entry code */
            rc = db_entry_codes_put(d, t->id, se->series_no, false, 0, ops_entry_code_new, NULL,
                                    err);
        out->seat_how = OPS_SEAT_OPEN4;
        out->table = no;
        out->seat = seat_of[3];
        out->from_series = se->series_no;
        out->nmoved = 3;
        for (int k = 0; k < 3; k++) {
            out->moved_name[k] = names[k];
            names[k] = NULL;
            out->moved_from[k] = 0;
            out->moved_seat[k] = seat_of[k];
        }
    }
    for (int k = 0; k < 3; k++)
        free(names[k]);
    return rc;
}

int ops_checkseat_arrive(db *d, const ops_tour *ot, int64_t pid, int64_t arrival,
                         ops_checkin_result *out, sk_err *err)
{
    const db_tournament *t = &ot->row;
    out->seat_how = OPS_SEAT_DRAW;
    out->table = out->seat = 0;
    int open = 0;
    db_plan plan;
    int rc = ops_checkin_open_series(d, t, &open, &plan, err);
    if (rc == SK_OK && open) {
        out->series = out->from_series = open;
        out->seat_how = OPS_SEAT_BOX;
        int tb = 0, st = 0;
        rc = ops_seat_of(d, t, open, pid, &tb, &st, err);
        if (rc == SK_OK && tb) {
            out->table = tb;
            out->seat = st;
            return SK_OK;
        }
        if (rc == SK_OK)
            rc = box_arrive(d, ot, &plan, pid, arrival, &out->table, &out->seat,
                            &out->warning, err);
        return rc;
    }
    int last = 0;
    if (rc == SK_OK)
        rc = ops_series_last(d, t->id, &last, err);
    if (rc != SK_OK)
        return rc;
    if (!last) {
        out->series = out->from_series = 1;
        return SK_OK;
    }
    db_series se;
    rc = db_series_get(d, t->id, last, &se, err);
    if (rc != SK_OK)
        return rc;
    out->series = last;
    for (size_t k = 0; k < se.ntables && !out->table; k++)
        for (int s = 0; s < se.tables[k].size; s++)
            if (se.tables[k].seats[s].player_id == pid) {
                out->seat_how = OPS_SEAT_HAD;
                out->table = se.tables[k].table_no;
                out->seat = s + 1;
                out->from_series = last;
            }
    if (!out->table)
        rc = fours_only(ot) ? late_fours(d, ot, &se, pid, arrival, out, err)
                            : late_arrival(d, ot, &se, pid, arrival, out, err);
    db_series_clear(&se);
    if (rc == SK_OK && out->from_series > t->series_count && out->seat_how == OPS_SEAT_WAIT)
        rc = sk_err_set(err, SK_INVALID, _("series %d of '%s' is the last and has no free seat at "
                        "a table of four: there is no table left to seat a late arrival"), last,
                        t->name);
    else if (rc == SK_OK && out->from_series > t->series_count)
        rc = sk_err_set(err, SK_INVALID, _("every series of '%s' has begun (%d of %d): there "
                        "is no table left to seat a late arrival"), t->name, last,
                        t->series_count);
    return rc;
}

int ops_seat_of(db *d, const db_tournament *t, int series, int64_t pid, int *table, int *seat,
                sk_err *err)
{
    *table = *seat = 0;
    db_plan p;
    bool found = false;
    int rc = db_plan_get(d, t->id, series, &p, &found, err);
    if (rc == SK_OK && found && !p.closed) {
        db_box_seat *v;
        size_t n;
        rc = db_box_seats(d, t->id, series, &v, &n, err);
        for (size_t i = 0; rc == SK_OK && i < n; i++)
            if (v[i].player_id == pid) {
                *table = v[i].table_no;
                *seat = v[i].seat;
            }
        if (rc == SK_OK)
            free(v);
        return rc;
    }
    if (rc != SK_OK)
        return rc;
    db_series se;
    sk_err e2;
    sk_err_clear(&e2);
    if (db_series_get(d, t->id, series, &se, &e2) != SK_OK)
        return e2.status == SK_INVALID ? SK_OK : sk_err_set(err, e2.status, "%s", e2.msg);
    for (size_t k = 0; k < se.ntables; k++)
        for (int s = 0; s < se.tables[k].size; s++)
            if (se.tables[k].seats[s].player_id == pid) {
                *table = se.tables[k].table_no;
                *seat = s + 1;
            }
    db_series_clear(&se);
    return SK_OK;
}

int ops_checkin_open(db *d, const ops_tour *ot, int series, int tables, bool have_seed,
                     uint64_t seed, const char *separate, db_plan *out, int *seated,
                     sk_err *err)
{
    const db_tournament *t = &ot->row;
    *seated = 0;
    if (t->closed)
        return sk_err_set(err, SK_INVALID, _("tournament '%s' is closed"), t->name);
    if (series > t->series_count)
        return sk_err_set(err, SK_INVALID, _("series %d: '%s' has %d series"), series, t->name,
                          t->series_count);
    int open = 0;
    int rc = ops_checkin_open_series(d, t, &open, NULL, err);
    if (rc == SK_OK && open)
        rc = sk_err_set(err, SK_INVALID, _("the door of series %d is open already: close it "
                        "first ('checkin close --series %d')"), open, open);
    bool drawn = false;
    if (rc == SK_OK)
        rc = ops_series_is_drawn(d, t->id, series, &drawn, err);
    if (rc == SK_OK && drawn)
        rc = sk_err_set(err, SK_INVALID, _("series %d is drawn already: a late arrival is "
                        "seated when checking in"), series);
    if (rc != SK_OK)
        return rc;
    /* who is expected: registrations waiting and players present */
    db_prereg *regs = NULL;
    size_t nr = 0;
    db_player *pl = NULL;
    size_t np = 0;
    rc = db_prereg_list(d, t->id, true, &regs, &nr, err);
    if (rc == SK_OK)
        rc = db_player_list_present(d, t->id, series, false, &pl, &np, err);
    int att = 0;
    if (rc == SK_OK)
        rc = db_attend_count(d, t->id, &att, err);
    /* no attendance yet: the list holds every active player, not the
     * players expected */
    size_t expected = nr + (att ? np : 0);
    if (rc == SK_OK && tables <= 0)
        tables = expected / 4 > 0 ? (int)(expected / 4) : 1;
    db_preregs_free(regs, nr);
    db_players_free(pl, np);
    if (rc != SK_OK)
        return rc;
    memset(out, 0, sizeof *out);
    out->series_no = series;
    out->tables = tables;
    out->seed = have_seed ? seed : ops_fresh_seed();
    snprintf(out->separate, sizeof out->separate, "%s", separate ? separate : "");
    rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    /* a plan left by an undrawn series goes */
    rc = db_plan_remove(d, t->id, series, err);
    if (rc == SK_OK)
        rc = db_plan_open(d, t->id, out, err);
    /* who checked in before: seated now, in order of arrival */
    db_checkin *ci = NULL;
    size_t nci = 0;
    if (rc == SK_OK)
        rc = db_checkin_list(d, t->id, &ci, &nci, err);
    for (size_t i = 0; rc == SK_OK && i < nci; i++) {
        if (ci[i].from_series > series)
            continue;
        int tb, st;
        rc = box_arrive(d, ot, out, ci[i].player_id, ci[i].arrival, &tb, &st, NULL, err);
        ++*seated;
    }
    db_checkins_free(ci, nci);
    return db_finish(d, rc, err);
}

void ops_close_result_clear(ops_close_result *r)
{
    if (!r)
        return;
    db_series_clear(&r->series);
    for (size_t i = 0; i < r->nmoves; i++)
        free(r->moves[i].name);
    free(r->moves);
    for (size_t i = 0; i < r->nwarnings; i++)
        free(r->warnings[i]);
    free(r->warnings);
    memset(r, 0, sizeof *r);
}

/* Every table of the seating (sizes, order) where players of one group
 * sit together: a warning each into out (the seating is never worse than
 * a plain draw, seatbox_close: such a table the field could not avoid). */
static void close_warnings(const seat_ctx *c, const char *separate, const int *sizes, size_t nt,
                           const int *order, ops_close_result *out)
{
    if (!c->group)
        return;
    for (size_t k = 0, o = 0; k < nt; o += (size_t)sizes[k], k++) {
        bool done[4] = {false};
        for (int a = 0; a < sizes[k]; a++) {
            int pos[4], np = 0;
            int64_t g = c->group[order[o + (size_t)a]];
            if (!g || done[a])
                continue;
            for (int b = a; b < sizes[k]; b++)
                if (c->group[order[o + (size_t)b]] == g) {
                    pos[np++] = order[o + (size_t)b];
                    done[b] = true;
                }
            if (np < 2)
                continue;
            sk_buf w = {0};
            group_warning(c, separate, (int)k + 1, pos, (size_t)np, true, &w);
            out->warnings = xrealloc(out->warnings, (out->nwarnings + 1) * sizeof(char *));
            out->warnings[out->nwarnings++] = xstrdup(sk_buf_str(&w));
            sk_buf_free(&w);
        }
    }
}

/* The plan of series whose door is open (else SK_INVALID). */
static int open_plan(db *d, const db_tournament *t, int series, db_plan *p, sk_err *err)
{
    bool found = false;
    int rc = db_plan_get(d, t->id, series, p, &found, err);
    if (rc == SK_OK && (!found || p->closed))
        rc = sk_err_set(err, SK_INVALID, _("series %d: the door is not open (checkin open "
                        "--series %d)"), series, series);
    return rc;
}

int ops_checkin_close(db *d, const ops_tour *ot, int series, ops_close_result *out,
                      sk_err *err)
{
    const db_tournament *t = &ot->row;
    memset(out, 0, sizeof *out);
    db_plan p;
    int rc = open_plan(d, t, series, &p, err);
    if (rc != SK_OK)
        return rc;
    db_player *pl = NULL;
    size_t np = 0;
    rc = db_player_list_present(d, t->id, series, false, &pl, &np, err);
    box x;
    memset(&x, 0, sizeof x);
    if (rc == SK_OK)
        rc = box_load(d, t, &p, np, &x, err);
    /* a seat drawn by a player no longer present for the series (left, or
     * made to sit out with 'attendance remove') goes */
    for (size_t j = 0; rc == SK_OK && j < x.b.ntables * 4; j++) {
        bool here = x.b.seat[j] == SEATBOX_FREE;
        for (size_t i = 0; i < np && !here; i++)
            here = pl[i].id == x.ids[x.b.seat[j]];
        if (!here)
            x.b.seat[j] = SEATBOX_FREE;
    }
    /* present players without a seat in the box */
    int *extra = xcalloc(np + 1, sizeof *extra);
    size_t ne = 0;
    for (size_t i = 0; rc == SK_OK && i < np; i++) {
        bool in = false;
        for (size_t k = 0; k < x.n && !in; k++)
            in = x.ids[k] == pl[i].id;
        if (!in) {
            x.ids[x.n] = pl[i].id;
            x.arrival[x.n] = 0;
            extra[ne++] = (int)x.n++;
        }
    }
    seat_ctx c;
    memset(&c, 0, sizeof c);
    if (rc == SK_OK)
        rc = ctx_load(d, ot, series, p.separate[0] ? p.separate : NULL, p.seed, x.ids, x.n, &c,
                      err);
    int *sizes = xcalloc(x.n / 3 + 2, sizeof *sizes);
    int *order = xcalloc(x.n + 1, sizeof *order);
    seatbox_move *mv = xcalloc(x.n + 1, sizeof *mv);
    size_t nt = 0, nm = 0;
    /* Schafkopf: the players beyond tables of four wait for the next series */
    c.rules.may_wait = series < t->series_count;
    if (rc == SK_OK)
        rc = seatbox_close(&x.b, extra, ne, x.arrival, &c.rules, sizes, &nt, order, mv, &nm, err);
    db_table *tabs = xcalloc(nt ? nt : 1, sizeof *tabs);
    for (size_t k = 0, o = 0; rc == SK_OK && k < nt; k++) {
        tabs[k].table_no = (int)k + 1;
        tabs[k].size = sizes[k];
        for (int s = 0; s < sizes[k]; s++, o++) {
            tabs[k].seats[s].seat = s + 1;
            tabs[k].seats[s].player_id = x.ids[order[o]];
        }
    }
    if (rc == SK_OK) {
        rc = db_begin(d, err);
        if (rc == SK_OK) {
            rc = db_series_store(d, t->id, series, "random", true, p.seed, tabs, nt, err);
            if (rc == SK_OK) /* a venue group pulled from a hub: into the outbox */
                rc = ops_outbox_seating(d, t, series, err);
            if (rc == SK_OK)
                rc = db_entry_codes_put(d, t->id, series, false, 0, ops_entry_code_new, NULL,
                                        err);
            if (rc == SK_OK)
                rc = db_plan_close(d, t->id, series, err);
            for (size_t i = 0; rc == SK_OK && i < nm; i++)
                if (!mv[i].to_table) { /* waits: plays from the next series */
                    int64_t pid = x.ids[mv[i].player];
                    rc = db_checkin_set_from(d, t->id, pid, series + 1, err);
                    if (rc == SK_OK)
                        rc = db_attend_set(d, t->id, &pid, 1, series + 1, t->series_count, NULL, err);
                }
            rc = db_finish(d, rc, err);
        }
    }
    if (rc == SK_OK)
        rc = db_series_get(d, t->id, series, &out->series, err);
    if (rc == SK_OK) {
        out->seed = p.seed;
        out->moves = xcalloc(nm ? nm : 1, sizeof *out->moves);
        for (size_t i = 0; i < nm; i++) {
            ops_close_move *m = &out->moves[out->nmoves++];
            m->player_id = x.ids[mv[i].player];
            for (size_t k = 0; k < np; k++)
                if (pl[k].id == m->player_id)
                    m->name = xstrdup(pl[k].name);
            if (!m->name)
                m->name = xstrdup("?");
            m->from_table = mv[i].from_table;
            m->from_seat = mv[i].from_seat;
            m->to_table = mv[i].to_table;
            m->to_seat = mv[i].to_seat;
        }
        close_warnings(&c, p.separate, sizes, nt, order, out);
    }
    if (rc != SK_OK)
        ops_close_result_clear(out);
    SK_FREE_ALL(tabs, sizes, order, mv, extra);
    ctx_free(&c);
    box_free(&x);
    db_players_free(pl, np);
    return rc;
}

int ops_checkin_cancel(db *d, const db_tournament *t, int series, sk_err *err)
{
    db_plan p;
    int rc = open_plan(d, t, series, &p, err);
    if (rc == SK_OK)
        rc = db_plan_remove(d, t->id, series, err);
    return rc;
}
