/* db_ids.c - see db_ids.h */
#include "db_ids.h"
#include "db_day.h"
#include "db_internal.h"
#include "db_rows.h"
#include "fedrules.h"
#include "i18n.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const uid_table[] = {"players", "tournaments", "leagues", "league_teams"};

int db_uid_get(db *d, db_uid_kind k, int64_t id, db_uid *out, sk_err *err)
{
    static const char *const sql[] = {
        "SELECT uid FROM players WHERE id = :id",
        "SELECT uid FROM tournaments WHERE id = :id",
        "SELECT uid FROM leagues WHERE id = :id",
        "SELECT uid FROM league_teams WHERE id = :id",
    };
    memset(out, 0, sizeof *out);
    char *u = NULL;
    bool found;
    int r = db_query_str(d, sql[k], DB_ARGS(DB_I(":id", id)), &u, &found, "reading an identity",
                         err);
    if (r == SK_OK && !found)
        r = sk_err_set(err, SK_INVALID, _("%s #%lld does not exist"), uid_table[k], (long long)id);
    else if (r == SK_OK && (!u || !fed_uid_valid(u)))
        r = db_bad_value(err, uid_table[k], "uid", id, u ? u : "NULL", "32 hex digits");
    else if (r == SK_OK)
        memcpy(out->s, u, DB_UID_LEN + 1);
    free(u);
    return r;
}

int db_uid_get_teams(db *d, int64_t lid, const int64_t *ids, size_t n, db_uid *out,
                     sk_err *err)
{
    memset(out, 0, n * sizeof *out);
    bool *seen = xcalloc(n ? n : 1, sizeof *seen);
    db_stmt *st = db_prep_args(d, "SELECT id, uid FROM league_teams WHERE league_id = :lid",
                                  DB_ARGS(DB_I(":lid", lid)),
                                  err);
    if (!st) {
        free(seen);
        return SK_FAIL;
    }
    int rc = DB_DONE, r = SK_OK;
    while (r == SK_OK && (rc = db_step(st)) == DB_ROW) {
        int64_t id = db_col_int64(st, 0);
        const char *u = db_col_text(st, 1);
        for (size_t i = 0; r == SK_OK && i < n; i++) {
            if (ids[i] != id)
                continue;
            if (!u || !fed_uid_valid(u))
                r = db_bad_value(err, uid_table[DB_UID_TEAM], "uid", id, u ? u : "NULL",
                                 "32 hex digits");
            else
                memcpy(out[i].s, u, DB_UID_LEN + 1);
            seen[i] = true;
        }
    }
    if (r == SK_OK && rc != DB_DONE)
        r = db_sqlerr(d, err, "reading an identity");
    db_finalize(st);
    for (size_t i = 0; r == SK_OK && i < n; i++)
        if (!seen[i])
            r = sk_err_set(err, SK_INVALID, _("%s #%lld does not exist"), uid_table[DB_UID_TEAM],
                           (long long)ids[i]);
    free(seen);
    return r;
}

int db_uid_name(db *d, db_uid_kind k, const char *uid, int64_t id, char **name, sk_err *err)
{
    *name = NULL;
    const char *sql;
    if (k == DB_UID_PLAYER)
        sql = uid ? "SELECT name FROM players WHERE uid = :uid"
                  : "SELECT name FROM players WHERE id = :id";
    else if (k == DB_UID_TEAM)
        sql = uid ? "SELECT name FROM league_teams WHERE uid = :uid"
                  : "SELECT name FROM league_teams WHERE id = :id";
    else
        return sk_err_set(err, SK_FAIL, "db_uid_name: players and teams only");
    return db_query_str(d, sql, uid ? DB_ARGS(DB_S(":uid", uid)) : DB_ARGS(DB_I(":id", id)), name,
                        NULL, "reading a name", err);
}

int db_uid_find(db *d, db_uid_kind k, const char *uid, int64_t *id, sk_err *err)
{
    static const char *const sql[] = {
        "SELECT id FROM players WHERE uid = :uid",
        "SELECT id FROM tournaments WHERE uid = :uid",
        "SELECT id FROM leagues WHERE uid = :uid",
        "SELECT id FROM league_teams WHERE uid = :uid",
    };
    return db_query_int(d, sql[k], DB_ARGS(DB_S(":uid", uid)), id, NULL,
                        N_("looking up an identity"), err);
}

int db_uid_set(db *d, db_uid_kind k, int64_t id, const char *uid, sk_err *err)
{
    static const char *const sql[] = {
        "UPDATE players SET uid = :uid WHERE id = :id",
        "UPDATE tournaments SET uid = :uid WHERE id = :id",
        "UPDATE leagues SET uid = :uid WHERE id = :id",
        "UPDATE league_teams SET uid = :uid WHERE id = :id",
    };
    if (!fed_uid_valid(uid))
        return sk_err_set(err, SK_INVALID, _("uid '%.40s' is not 32 lower-case hex digits"), uid);
    int64_t other = 0;
    int rc = db_uid_find(d, k, uid, &other, err);
    if (rc != SK_OK)
        return rc;
    if (other == id)
        return SK_OK;
    if (other)
        return sk_err_set(err, SK_INVALID, _("uid %s is already the identity of another row of %s"),
                          uid, uid_table[k]);
    rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    rc = db_run(d, sql[k], DB_ARGS(DB_S(":uid", uid), DB_I(":id", id)), "storing an identity",
                err);
    return db_finish(d, rc, err);
}

void db_idents_free(db_ident *v, size_t n)
{
    for (size_t i = 0; v && i < n; i++)
        free(v[i].member);
    free(v);
}

/* A player's identity row, its uid checked. */
static int ident_row(db_stmt *st, void *elem, sk_err *err)
{
    db_ident *x = elem;
    x->id = db_col_int64(st, 0);
    const char *u = db_col_text(st, 1);
    if (!u || !fed_uid_valid(u))
        return db_bad_value(err, "players", "uid", x->id, u ? u : "NULL", "32 hex digits");
    memcpy(x->uid.s, u, DB_UID_LEN + 1);
    x->member = db_col_str(st, 2);
    x->publish = db_col_int(st, 3) == 1;
    return SK_OK;
}

static void ident_clear(void *elem)
{
    free(((db_ident *)elem)->member);
}

int db_idents_all(db *d, db_ident **out, size_t *n, sk_err *err)
{
    return db_query_checked(d, "SELECT p.id, p.uid, i.member_no, p.publish FROM players p "
                               "LEFT JOIN player_info i ON i.player_id = p.id ORDER BY p.id",
                            DB_NOARGS, ident_row, ident_clear, sizeof **out, (void **)out, n,
                            "reading the players' identities", err);
}

/* The id of the one row sql (one parameter :v bound to v) finds, 0 when none. */
static int id_by_text(db *d, const char *sql, const char *v, int64_t *id, const char *what,
                      sk_err *err)
{
    return db_query_int(d, sql, DB_ARGS(DB_S(":v", v)), id, NULL, what, err);
}

int db_player_by_name(db *d, const char *name, int64_t *id, sk_err *err)
{
    return id_by_text(d, "SELECT id FROM players WHERE name = :v", name, id,
                      N_("looking up a player"), err);
}

int db_player_set_member(db *d, int64_t id, const char *member, bool publish, sk_err *err)
{
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    if (member) {
        db_player_info p;
        rc = db_player_info_get(d, id, &p, err);
        if (rc == SK_OK) {
            free(p.member_no);
            p.member_no = xstrdup(member);
            rc = db_player_info_put(d, &p, err);
        }
        db_player_info_clear(&p);
    }
    if (rc == SK_OK) {
        rc = db_run(d, "UPDATE players SET publish = :publish WHERE id = :id",
                    DB_ARGS(DB_I(":publish", publish ? 1 : 0), DB_I(":id", id)),
                    N_("storing the consent to publication"), err);
    }
    return db_finish(d, rc, err);
}
