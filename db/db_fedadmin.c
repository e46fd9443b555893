/* db_fedadmin.c - see db_fedadmin.h */
#include "db_fedadmin.h"
#include "db_internal.h"
#include "db_rows.h"
#include "i18n.h"
#include "text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- venues ---- */

static const db_field venue_fields[] = {
    DB_F_I64(db_venue, id), DB_F_TEXT(db_venue, uid), DB_F_STR(db_venue, name),
    DB_F_STR(db_venue, address), DB_F_STR(db_venue, contact)};
static const db_map venue_map = DB_MAP(db_venue, venue_fields);

void db_venue_clear(db_venue *v)
{
    if (!v)
        return;
    db_map_clear(&venue_map, v);
    memset(v, 0, sizeof *v);
}

void db_venues_free(db_venue *v, size_t n)
{
    db_map_free(&venue_map, v, n);
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
    return db_query_int(d, "INSERT INTO venues (league_id, uid, name, address) "
                           "VALUES (:lid, :uid, :name, :address) RETURNING id",
                        DB_ARGS(DB_I(":lid", lid), DB_S(":uid", uid), DB_S(":name", name),
                                DB_S(":address", address)),
                        id, NULL, "adding the venue", err);
}

#define VENUE_COLS "SELECT id, uid, name, address, contact FROM venues "

int db_venue_set(db *d, int64_t vid, const char *address, const char *contact, sk_err *err)
{
    if ((address && text_name_check("address", address, err) != SK_OK) ||
        (contact && text_name_check("contact", contact, err) != SK_OK))
        return SK_INVALID;
    return db_run(d,
                  "UPDATE venues SET address = :address, contact = :contact "
                  "WHERE id = :id",
                  DB_ARGS(DB_S(":address", address), DB_S(":contact", contact), DB_I(":id", vid)),
                  "storing the venue", err);
}

int db_venue_find(db *d, int64_t lid, const char *name, db_venue *out, bool *found,
                  sk_err *err)
{
    bool here;
    int rc = db_query_one(d, VENUE_COLS "WHERE league_id = :lid AND name = :name",
                          DB_ARGS(DB_I(":lid", lid), DB_S(":name", name)), &venue_map, out, &here,
                          N_("reading the venues"), err);
    if (found)
        *found = here;
    else if (rc == SK_OK && !here)
        rc = sk_err_set(err, SK_INVALID, _("venue '%s' does not exist (add it with 'skatsheet "
                        "league venue add')"), name);
    return rc;
}

int db_venue_get(db *d, int64_t id, db_venue *out, sk_err *err)
{
    bool found;
    int r = db_query_one(d, VENUE_COLS "WHERE id = :id", DB_ARGS(DB_I(":id", id)), &venue_map,
                         out, &found, "reading the venues", err);
    if (r == SK_OK && !found)
        r = sk_err_set(err, SK_INVALID, _("venue #%lld does not exist"), (long long)id);
    return r;
}

int db_venue_by_uid(db *d, int64_t lid, const char *uid, int64_t *id, sk_err *err)
{
    return db_query_int(d, "SELECT id FROM venues WHERE league_id = :lid AND uid = :uid",
                        DB_ARGS(DB_I(":lid", lid), DB_S(":uid", uid)), id, NULL,
                        N_("reading the venues"), err);
}

int db_venues(db *d, int64_t lid, db_venue **out, size_t *n, sk_err *err)
{
    return db_query_list(d, VENUE_COLS "WHERE league_id = :lid ORDER BY name, id",
                         DB_ARGS(DB_I(":lid", lid)), &venue_map, (void **)out, n,
                         "reading the venues", err);
}

/* ---- venue groups ---- */

static const db_field group_fields[] = {
    DB_F_I64(db_group, id),         DB_F_I64(db_group, matchday_id), DB_F_INT(db_group, matchday),
    DB_F_STR(db_group, date),       DB_F_INT(db_group, venue_no),
    DB_F_I64(db_group, tournament_id), DB_F_STR(db_group, tournament),
    DB_F_I64(db_group, place_id),   DB_F_STR(db_group, place)};
static const db_map group_map = DB_MAP(db_group, group_fields);

void db_group_clear(db_group *g)
{
    if (!g)
        return;
    db_map_clear(&group_map, g);
    memset(g, 0, sizeof *g);
}

void db_groups_free(db_group *v, size_t n)
{
    db_map_free(&group_map, v, n);
}

#define GROUP_SQL                                                                              \
    "SELECT g.id, m.id, m.number, m.date, g.venue_no, t.id, t.name, COALESCE(g.place_id, 0), "  \
    "       p.name "                                                                            \
    "  FROM league_venues g JOIN league_matchdays m ON m.id = g.matchday_id "                   \
    "  JOIN tournaments t ON t.id = g.tournament_id "                                           \
    "  LEFT JOIN venues p ON p.id = g.place_id "                                                \
    " WHERE g.league_id = :lid "

int db_groups(db *d, int64_t lid, int matchday, db_group **out, size_t *n, sk_err *err)
{
    return db_query_list(d, GROUP_SQL "AND (:md = 0 OR m.number = :md) "
                                      "ORDER BY m.number, g.venue_no",
                         DB_ARGS(DB_I(":lid", lid), DB_I(":md", matchday)), &group_map,
                         (void **)out, n, "reading the venue groups", err);
}

int db_group_find(db *d, int64_t lid, int matchday, int venue_no, db_group *out, sk_err *err)
{
    bool found;
    int r = db_query_one(d, GROUP_SQL "AND m.number = :md AND g.venue_no = :vno",
                         DB_ARGS(DB_I(":lid", lid), DB_I(":md", matchday), DB_I(":vno", venue_no)),
                         &group_map, out, &found, "reading the venue groups", err);
    if (r == SK_OK && !found)
        r = sk_err_set(err, SK_INVALID, _("match day %d has no venue group %d"), matchday,
                       venue_no);
    return r;
}

int db_group_place(db *d, int64_t gid, int64_t vid, sk_err *err)
{
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    rc = db_run(d, "UPDATE league_venues SET place_id = :vid WHERE id = :gid",
                DB_ARGS(DB_IN(":vid", vid), DB_I(":gid", gid)), "assigning the venue", err);
    return db_finish(d, rc, err);
}

int db_fedadmin_division_id(db *d, int64_t lid, const char *name, int64_t *id, sk_err *err)
{
    return db_query_int(d, "SELECT id FROM league_divisions WHERE league_id = :lid "
                           "AND name = :name",
                        DB_ARGS(DB_I(":lid", lid), DB_S(":name", name)), id, NULL,
                        N_("reading the divisions"), err);
}

/* ---- access codes ---- */

static const char *const kinds[] = {"venue", "captain", "leader"};

const char *db_fcode_kind_key(db_fcode_kind k)
{
    return (int)k >= 0 && k <= DB_FCODE_LEADER ? kinds[k] : "?";
}

void db_fcode_clear(db_fcode *c)
{
    if (c)
        SK_CLEAR(c, c->label, c->created, c->revoked, c->venue, c->team, c->division);
}

void db_fcodes_free(db_fcode *v, size_t n)
{
    SK_FREE_ARRAY(v, n, db_fcode_clear);
}

int db_fcode_add(db *d, const db_fcode *c, const char *hash, int64_t *id, sk_err *err)
{
    if (text_name_check(_("label"), c->label, err) != SK_OK)
        return SK_INVALID;
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    /* one valid code per venue and match day, and per team */
    int64_t have = 0;
    rc = db_count(d, "SELECT count(*) FROM fed_codes WHERE revoked IS NULL "
                     "AND kind = :kind AND kind <> 'leader' "
                     "AND COALESCE(venue_id, 0) = :venue "
                     "AND COALESCE(matchday_id, 0) = :md "
                     "AND COALESCE(team_id, 0) = :team",
                  DB_ARGS(DB_S(":kind", kinds[c->kind]), DB_I(":venue", c->venue_id),
                          DB_I(":md", c->matchday_id), DB_I(":team", c->team_id)),
                  &have, "reading the codes", err);
    if (rc == SK_OK && have > 0)
        rc = sk_err_set(err, SK_INVALID,
                        c->kind == DB_FCODE_VENUE
                            ? _("this venue has a valid code for this match day already: renew "
                                "it ('league code renew ID') or revoke it first")
                            : _("this team has a valid captain's code already: renew it "
                                "('league code renew ID') or revoke it first"));
    if (rc == SK_OK)
        rc = db_query_int(d, "INSERT INTO fed_codes (league_id, kind, venue_id, matchday_id, "
                             "team_id, division_id, label, hash, created) "
                             "VALUES (:lid, :kind, :venue, :md, :team, :div, :label, :hash, "
                             ":created) RETURNING id",
                          DB_ARGS(DB_I(":lid", c->league_id), DB_S(":kind", kinds[c->kind]),
                                  DB_IN(":venue", c->venue_id), DB_IN(":md", c->matchday_id),
                                  DB_IN(":team", c->team_id), DB_IN(":div", c->division_id),
                                  DB_S(":label", c->label), DB_S(":hash", hash),
                                  DB_S(":created", c->created)),
                          id, NULL, "storing the code", err);
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

static void fcode_clear_v(void *e)
{
    db_fcode_clear(e);
}

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
    return db_query_fn_one(d, sql, v ? DB_ARGS(DB_S(":v", v)) : DB_ARGS(DB_I(":v", id)),
                           fcode_row, out, sizeof *out, found, N_("reading the codes"), err);
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
    return db_query_fn_list(d, FCODE_SQL "WHERE c.league_id = :lid ORDER BY c.id DESC",
                            DB_ARGS(DB_I(":lid", lid)), fcode_row, fcode_clear_v, sizeof **out,
                            (void **)out, n, "reading the codes", err);
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
        rc = db_run(d, "UPDATE fed_codes SET revoked = :when WHERE id = :id",
                    DB_ARGS(DB_S(":when", when), DB_I(":id", id)), "revoking the code", err);
    }
    return db_finish(d, rc, err);
}
