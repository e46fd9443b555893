/* db_fedadmin.c - see db_fedadmin.h */
#include "db_fedadmin.h"
#include "db_fed_internal.h"
#include "db_rows.h"
#include "i18n.h"
#include "text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>


/* ---- venues ---- */

void db_venue_clear(db_venue *v)
{
    if (!v)
        return;
    free(v->name);
    free(v->address);
    free(v->contact);
    memset(v, 0, sizeof *v);
}

void db_venues_free(db_venue *v, size_t n)
{
    for (size_t i = 0; v && i < n; i++)
        db_venue_clear(&v[i]);
    free(v);
}

static void venue_row(db_stmt *st, void *elem)
{
    db_venue *v = elem;
    memset(v, 0, sizeof *v);
    v->id = db_col_int64(st, 0);
    const char *u = db_col_text(st, 1);
    snprintf(v->uid, sizeof v->uid, "%s", u ? u : "");
    v->name = db_col_str(st, 2);
    v->address = db_col_str(st, 3);
    v->contact = db_col_str(st, 4);
}

int db_venue_add(db *d, int64_t lid, const char *uid, const char *name, const char *address,
                 int64_t *id, sk_err *err)
{
    if (text_name_check(_("venue name"), name, err) != SK_OK ||
        (address && text_name_check(_("address"), address, err) != SK_OK))
        return SK_INVALID;
    bool found;
    db_venue v;
    int rc = db_venue_find(d, lid, name, &v, &found, err);
    if (rc != SK_OK)
        return rc;
    db_venue_clear(&v);
    if (found)
        return sk_err_set(err, SK_INVALID, _("venue '%s' already exists in this league"), name);
    db_stmt *st = db_prep(d, "INSERT INTO venues (league_id, uid, name, address) "
                             "VALUES (:lid, :uid, :name, :address) RETURNING id", err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":lid", lid);
    db_bind_text(st, ":uid", uid);
    db_bind_text(st, ":name", name);
    db_bind_text(st, ":address", address);
    rc = SK_OK;
    if (db_step(st) == DB_ROW)
        *id = db_col_int64(st, 0);
    else
        rc = db_sqlerr(d, err, "adding the venue");
    db_finalize(st);
    return rc;
}

#define VENUE_COLS "SELECT id, uid, name, address, contact FROM venues "

int db_venue_set(db *d, int64_t vid, const char *address, const char *contact, sk_err *err)
{
    if ((address && text_name_check("address", address, err) != SK_OK) ||
        (contact && text_name_check("contact", contact, err) != SK_OK))
        return SK_INVALID;
    db_stmt *st = db_prep(d, "UPDATE venues SET address = :address, contact = :contact "
                             "WHERE id = :id", err);
    if (!st)
        return SK_FAIL;
    db_bind_text(st, ":address", address);
    db_bind_text(st, ":contact", contact);
    db_bind_int(st, ":id", vid);
    return db_fx_run(d, st, "storing the venue", err);
}

int db_venue_find(db *d, int64_t lid, const char *name, db_venue *out, bool *found,
                  sk_err *err)
{
    db_stmt *st = db_prep(d, VENUE_COLS "WHERE league_id = :lid AND name = :name", err);
    if (st) {
        db_bind_int(st, ":lid", lid);
        db_bind_text(st, ":name", name);
    }
    bool here;
    int rc = dn_one(d, st, venue_row, out, sizeof *out, &here, N_("reading the venues"), err);
    if (found)
        *found = here;
    else if (rc == SK_OK && !here)
        rc = sk_err_set(err, SK_INVALID, _("venue '%s' does not exist (add it with 'skatsheet "
                        "league venue add')"), name);
    return rc;
}

int db_venue_get(db *d, int64_t id, db_venue *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    db_stmt *st = db_prep(d, VENUE_COLS "WHERE id = :id", err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":id", id);
    int rc = db_step(st), r = SK_OK;
    if (rc == DB_ROW)
        venue_row(st, out);
    else if (rc == DB_DONE)
        r = sk_err_set(err, SK_INVALID, _("venue #%lld does not exist"), (long long)id);
    else
        r = db_sqlerr(d, err, "reading the venues");
    db_finalize(st);
    return r;
}

int db_venue_by_uid(db *d, int64_t lid, const char *uid, int64_t *id, sk_err *err)
{
    db_stmt *st = db_prep(d, "SELECT id FROM venues WHERE league_id = :lid AND uid = :uid", err);
    if (st) {
        db_bind_int(st, ":lid", lid);
        db_bind_text(st, ":uid", uid);
    }
    bool found;
    return dn_one(d, st, dn_row_id, id, sizeof *id, &found, N_("reading the venues"), err);
}

int db_venues(db *d, int64_t lid, db_venue **out, size_t *n, sk_err *err)
{
    *out = NULL;
    *n = 0;
    db_stmt *st = db_prep(d, VENUE_COLS "WHERE league_id = :lid ORDER BY name, id", err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":lid", lid);
    db_venue *v = NULL;
    size_t cnt = 0, cap = 0;
    int rc;
    while ((rc = db_step(st)) == DB_ROW) {
        v = db_grow(v, cnt, &cap, sizeof *v, 8);
        venue_row(st, &v[cnt++]);
    }
    db_finalize(st);
    if (rc != DB_DONE) {
        db_venues_free(v, cnt);
        return db_sqlerr(d, err, "reading the venues");
    }
    *out = v;
    *n = cnt;
    return SK_OK;
}

/* ---- venue groups ---- */

void db_group_clear(db_group *g)
{
    if (!g)
        return;
    free(g->date);
    free(g->tournament);
    free(g->place);
    memset(g, 0, sizeof *g);
}

void db_groups_free(db_group *v, size_t n)
{
    for (size_t i = 0; v && i < n; i++)
        db_group_clear(&v[i]);
    free(v);
}

#define GROUP_SQL                                                                              \
    "SELECT g.id, m.id, m.number, m.date, g.venue_no, t.id, t.name, COALESCE(g.place_id, 0), "  \
    "       p.name "                                                                            \
    "  FROM league_venues g JOIN league_matchdays m ON m.id = g.matchday_id "                   \
    "  JOIN tournaments t ON t.id = g.tournament_id "                                           \
    "  LEFT JOIN venues p ON p.id = g.place_id "                                                \
    " WHERE g.league_id = :lid "

static void group_row(db_stmt *st, db_group *g)
{
    memset(g, 0, sizeof *g);
    g->id = db_col_int64(st, 0);
    g->matchday_id = db_col_int64(st, 1);
    g->matchday = db_col_int(st, 2);
    g->date = db_col_str(st, 3);
    g->venue_no = db_col_int(st, 4);
    g->tournament_id = db_col_int64(st, 5);
    g->tournament = db_col_str(st, 6);
    g->place_id = db_col_int64(st, 7);
    g->place = db_col_str(st, 8);
}

int db_groups(db *d, int64_t lid, int matchday, db_group **out, size_t *n, sk_err *err)
{
    *out = NULL;
    *n = 0;
    db_stmt *st = db_prep(d, GROUP_SQL "AND (:md = 0 OR m.number = :md) "
                                       "ORDER BY m.number, g.venue_no", err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":lid", lid);
    db_bind_int(st, ":md", matchday);
    db_group *v = NULL;
    size_t cnt = 0, cap = 0;
    int rc;
    while ((rc = db_step(st)) == DB_ROW) {
        v = db_grow(v, cnt, &cap, sizeof *v, 8);
        group_row(st, &v[cnt++]);
    }
    db_finalize(st);
    if (rc != DB_DONE) {
        db_groups_free(v, cnt);
        return db_sqlerr(d, err, "reading the venue groups");
    }
    *out = v;
    *n = cnt;
    return SK_OK;
}

int db_group_find(db *d, int64_t lid, int matchday, int venue_no, db_group *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    db_stmt *st = db_prep(d, GROUP_SQL "AND m.number = :md AND g.venue_no = :vno", err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":lid", lid);
    db_bind_int(st, ":md", matchday);
    db_bind_int(st, ":vno", venue_no);
    int rc = db_step(st), r = SK_OK;
    if (rc == DB_ROW)
        group_row(st, out);
    else if (rc == DB_DONE)
        r = sk_err_set(err, SK_INVALID, _("match day %d has no venue group %d"), matchday,
                       venue_no);
    else
        r = db_sqlerr(d, err, "reading the venue groups");
    db_finalize(st);
    return r;
}

int db_group_place(db *d, int64_t gid, int64_t vid, sk_err *err)
{
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    db_stmt *st = db_prep(d, "UPDATE league_venues SET place_id = :vid WHERE id = :gid", err);
    if (!st)
        return db_finish(d, SK_FAIL, err);
    if (vid)
        db_bind_int(st, ":vid", vid);
    else
        db_bind_null(st, ":vid");
    db_bind_int(st, ":gid", gid);
    rc = db_fx_run(d, st, "assigning the venue", err);
    return db_finish(d, rc, err);
}

int db_fedadmin_division_id(db *d, int64_t lid, const char *name, int64_t *id, sk_err *err)
{
    db_stmt *st = db_prep(d, "SELECT id FROM league_divisions WHERE league_id = :lid "
                             "AND name = :name", err);
    if (st) {
        db_bind_int(st, ":lid", lid);
        db_bind_text(st, ":name", name);
    }
    bool found;
    return dn_one(d, st, dn_row_id, id, sizeof *id, &found, N_("reading the divisions"), err);
}

/* ---- access codes ---- */

static const char *const kinds[] = {"venue", "captain", "leader"};

const char *db_fcode_kind_key(db_fcode_kind k)
{
    return (int)k >= 0 && k <= DB_FCODE_LEADER ? kinds[k] : "?";
}

void db_fcode_clear(db_fcode *c)
{
    if (!c)
        return;
    free(c->label);
    free(c->created);
    free(c->revoked);
    free(c->venue);
    free(c->team);
    free(c->division);
    memset(c, 0, sizeof *c);
}

void db_fcodes_free(db_fcode *v, size_t n)
{
    for (size_t i = 0; v && i < n; i++)
        db_fcode_clear(&v[i]);
    free(v);
}

static void bind_or_null(db_stmt *st, const char *name, int64_t v)
{
    if (v)
        db_bind_int(st, name, v);
    else
        db_bind_null(st, name);
}

int db_fcode_add(db *d, const db_fcode *c, const char *hash, int64_t *id, sk_err *err)
{
    if (text_name_check(_("label"), c->label, err) != SK_OK)
        return SK_INVALID;
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    /* one valid code per venue and match day, and per team */
    db_stmt *st = db_prep(d, "SELECT count(*) FROM fed_codes WHERE revoked IS NULL "
                             "AND kind = :kind AND kind <> 'leader' "
                             "AND COALESCE(venue_id, 0) = :venue "
                             "AND COALESCE(matchday_id, 0) = :md "
                             "AND COALESCE(team_id, 0) = :team", err);
    if (!st)
        return db_finish(d, SK_FAIL, err);
    db_bind_text(st, ":kind", kinds[c->kind]);
    db_bind_int(st, ":venue", c->venue_id);
    db_bind_int(st, ":md", c->matchday_id);
    db_bind_int(st, ":team", c->team_id);
    int have = db_step(st) == DB_ROW ? db_col_int(st, 0) : -1;
    db_finalize(st);
    if (have < 0)
        rc = db_sqlerr(d, err, "reading the codes");
    else if (have > 0)
        rc = sk_err_set(err, SK_INVALID,
                        c->kind == DB_FCODE_VENUE
                            ? _("this venue has a valid code for this match day already: renew "
                                "it ('league code renew ID') or revoke it first")
                            : _("this team has a valid captain's code already: renew it "
                                "('league code renew ID') or revoke it first"));
    if (rc == SK_OK) {
        st = db_prep(d, "INSERT INTO fed_codes (league_id, kind, venue_id, matchday_id, "
                        "team_id, division_id, label, hash, created) "
                        "VALUES (:lid, :kind, :venue, :md, :team, :div, :label, :hash, "
                        ":created) RETURNING id", err);
        if (!st)
            return db_finish(d, SK_FAIL, err);
        db_bind_int(st, ":lid", c->league_id);
        db_bind_text(st, ":kind", kinds[c->kind]);
        bind_or_null(st, ":venue", c->venue_id);
        bind_or_null(st, ":md", c->matchday_id);
        bind_or_null(st, ":team", c->team_id);
        bind_or_null(st, ":div", c->division_id);
        db_bind_text(st, ":label", c->label);
        db_bind_text(st, ":hash", hash);
        db_bind_text(st, ":created", c->created);
        if (db_step(st) == DB_ROW)
            *id = db_col_int64(st, 0);
        else
            rc = db_sqlerr(d, err, "storing the code");
        db_finalize(st);
    }
    return db_finish(d, rc, err);
}

#define FCODE_SQL                                                                              \
    "SELECT c.id, c.league_id, c.kind, COALESCE(c.venue_id, 0), COALESCE(c.matchday_id, 0), "  \
    "       COALESCE(c.team_id, 0), COALESCE(c.division_id, 0), c.label, c.created, c.revoked, "\
    "       COALESCE(m.number, 0), v.name, t.name, dv.name "                                   \
    "  FROM fed_codes c LEFT JOIN league_matchdays m ON m.id = c.matchday_id "                  \
    "  LEFT JOIN venues v ON v.id = c.venue_id "                                                \
    "  LEFT JOIN league_teams t ON t.id = c.team_id "                                           \
    "  LEFT JOIN league_divisions dv ON dv.id = c.division_id "

static void fcode_row(db_stmt *st, void *elem)
{
    db_fcode *c = elem;
    memset(c, 0, sizeof *c);
    c->id = db_col_int64(st, 0);
    c->league_id = db_col_int64(st, 1);
    const char *k = db_col_text(st, 2);
    c->kind = k && strcmp(k, "venue") == 0     ? DB_FCODE_VENUE
              : k && strcmp(k, "captain") == 0 ? DB_FCODE_CAPTAIN
                                               : DB_FCODE_LEADER;
    c->venue_id = db_col_int64(st, 3);
    c->matchday_id = db_col_int64(st, 4);
    c->team_id = db_col_int64(st, 5);
    c->division_id = db_col_int64(st, 6);
    c->label = db_col_str(st, 7);
    c->created = db_col_str(st, 8);
    c->revoked = db_col_str(st, 9);
    c->matchday = db_col_int(st, 10);
    c->venue = db_col_str(st, 11);
    c->team = db_col_str(st, 12);
    c->division = db_col_str(st, 13);
}

/* The one row of FCODE_SQL + where, :v bound to v (text) or id (v NULL). */
static int fcode_one(db *d, const char *where, const char *v, int64_t id, db_fcode *out,
                     bool *found, sk_err *err)
{
    char sql[1200];
    snprintf(sql, sizeof sql, "%s%s", FCODE_SQL, where);
    db_stmt *st = db_prep(d, sql, err);
    if (st && v)
        db_bind_text(st, ":v", v);
    else if (st)
        db_bind_int(st, ":v", id);
    return dn_one(d, st, fcode_row, out, sizeof *out, found, N_("reading the codes"), err);
}

int db_fcode_by_hash(db *d, const char *hash, db_fcode *out, bool *found, sk_err *err)
{
    return fcode_one(d, "WHERE c.hash = :v", hash, 0, out, found, err);
}

int db_fcode_get(db *d, int64_t id, db_fcode *out, sk_err *err)
{
    bool found;
    int rc = fcode_one(d, "WHERE c.id = :v", NULL, id, out, &found, err);
    if (rc == SK_OK && !found)
        rc = sk_err_set(err, SK_INVALID, _("code #%lld does not exist (see 'skatsheet league "
                        "code list')"), (long long)id);
    return rc;
}

int db_fcodes(db *d, int64_t lid, db_fcode **out, size_t *n, sk_err *err)
{
    *out = NULL;
    *n = 0;
    db_stmt *st = db_prep(d, FCODE_SQL "WHERE c.league_id = :lid ORDER BY c.id DESC", err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":lid", lid);
    db_fcode *v = NULL;
    size_t cnt = 0, cap = 0;
    int rc;
    while ((rc = db_step(st)) == DB_ROW) {
        v = db_grow(v, cnt, &cap, sizeof *v, 8);
        fcode_row(st, &v[cnt++]);
    }
    db_finalize(st);
    if (rc != DB_DONE) {
        db_fcodes_free(v, cnt);
        return db_sqlerr(d, err, "reading the codes");
    }
    *out = v;
    *n = cnt;
    return SK_OK;
}

int db_fcode_revoke(db *d, int64_t id, const char *when, sk_err *err)
{
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    db_fcode c;
    rc = db_fcode_get(d, id, &c, err);
    if (rc == SK_OK && c.revoked)
        rc = sk_err_set(err, SK_INVALID, _("code #%lld was revoked on %s already"),
                        (long long)id, c.revoked);
    db_fcode_clear(&c);
    if (rc == SK_OK) {
        db_stmt *st = db_prep(d, "UPDATE fed_codes SET revoked = :when WHERE id = :id", err);
        if (!st)
            return db_finish(d, SK_FAIL, err);
        db_bind_text(st, ":when", when);
        db_bind_int(st, ":id", id);
        rc = db_fx_run(d, st, "revoking the code", err);
    }
    return db_finish(d, rc, err);
}
