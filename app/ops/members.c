/* members.c - see members.h */
#include "members.h"
#include "fedresults.h"
#include <stdio.h>

#include <stdlib.h>
#include <string.h>

#include "csvmembers.h"
#include "db_ids.h"
#include "db_league.h"
#include "db_day.h"
#include "db_players.h"
#include "db_pstate.h"
#include "namekey.h"
#include "pmerge.h"

/* One row against the database (inside the transaction). */
static int member_row(db *d, const csvmem_row *r, csvin_errors *errs, ops_members_result *out,
                      sk_err *err)
{
    int64_t by_member = 0, by_name = 0;
    int rc = db_player_by_member(d, r->member, &by_member, err);
    if (rc == SK_OK)
        rc = db_player_by_name(d, r->name, &by_name, err);
    /* a record merged into another stands for that one, which keeps its name */
    bool merged = false;
    if (rc == SK_OK)
        rc = ops_player_live(d, &by_member, NULL, err);
    if (rc == SK_OK)
        rc = ops_player_live(d, &by_name, &merged, err);
    if (rc != SK_OK)
        return rc;
    sk_err why;
    sk_err_clear(&why);
    if (!by_member && by_name) {
        db_ident *ids = NULL;
        size_t n = 0;
        rc = db_idents_all(d, &ids, &n, err);
        for (size_t i = 0; rc == SK_OK && i < n; i++)
            if (ids[i].id == by_name && ids[i].member) {
                csvin_errors_add(errs, r->line, _("'%s' is the player with member number %s "
                                 "here: a second '%s' needs another name"), r->name,
                                 ids[i].member, r->name);
                by_name = -1;
            }
        db_idents_free(ids, n);
        if (rc != SK_OK || by_name < 0)
            return rc;
        by_member = by_name; /* the player without a number takes it */
    }
    if (by_member && by_name && by_name != by_member) {
        csvin_errors_add(errs, r->line, _("member %s would be renamed to '%s', the name of "
                         "another player"), r->member, r->name);
        return SK_OK;
    }
    if (!by_member) {
        int64_t id;
        rc = db_player_add(d, r->name, 0, r->club, &id, &why);
        if (rc == SK_OK)
            rc = db_player_set_member(d, id, r->member, r->publish, &why);
        if (rc == SK_OK && *r->state)
            rc = db_player_state_set(d, id, r->state, &why);
        if (rc == SK_INVALID)
            csvin_errors_add(errs, r->line, "%s", why.msg);
        else if (rc != SK_OK)
            return sk_err_set(err, rc, "%s", why.msg);
        out->added++;
        return SK_OK;
    }
    db_player p;
    rc = db_player_get(d, by_member, &p, err);
    if (rc != SK_OK)
        return rc;
    db_ident *ids = NULL;
    size_t n = 0;
    bool pub = false, had_member = false;
    rc = db_idents_all(d, &ids, &n, err);
    for (size_t i = 0; rc == SK_OK && i < n; i++)
        if (ids[i].id == by_member) {
            pub = ids[i].publish;
            had_member = ids[i].member != NULL;
        }
    db_idents_free(ids, n);
    char state[3] = "";
    if (rc == SK_OK)
        rc = db_player_state_get(d, p.id, state, err);
    bool same_state = !*r->state || strcmp(state, r->state) == 0;
    if (rc == SK_OK && !same_state)
        rc = db_player_state_set(d, p.id, r->state, err);
    bool same = rc == SK_OK && same_state && had_member && (merged || strcmp(p.name, r->name) == 0) &&
                pub == r->publish &&
                ((!p.club && !r->club) || (p.club && r->club && strcmp(p.club, r->club) == 0));
    if (rc == SK_OK && !same) {
        if (!merged) {
            free(p.name);
            p.name = xstrdup(r->name);
        }
        free(p.club);
        p.club = r->club ? xstrdup(r->club) : NULL;
        rc = db_player_update(d, &p, &why);
        if (rc == SK_OK)
            rc = db_player_set_member(d, p.id, r->member, r->publish, &why);
        if (rc == SK_INVALID) {
            csvin_errors_add(errs, r->line, "%s", why.msg);
            rc = SK_OK;
        } else if (rc != SK_OK) {
            sk_err_set(err, rc, "%s", why.msg);
        }
        out->updated++;
    } else if (rc == SK_OK) {
        out->unchanged++;
    }
    db_player_clear(&p);
    return rc;
}

/* Names and consents are public: every league's files follow. */
static int republish(db *d, ops_members_result *out, sk_err *err)
{
    db_league *v = NULL;
    size_t n = 0;
    int rc = db_league_list(d, &v, &n, err);
    for (size_t i = 0; rc == SK_OK && i < n; i++) {
        ops_fed_pub pub;
        rc = ops_fed_publish_now(d, v[i].id, &pub, err);
        if (rc == SK_OK && pub.stale && !out->stale) {
            out->stale = true;
            snprintf(out->stale_msg, sizeof out->stale_msg, "%s", pub.msg);
        }
    }
    db_leagues_free(v, n);
    return rc;
}

int ops_import_members(db *d, const char *buf, size_t len, csvin_errors *errs,
                       ops_members_result *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    csvmem_rows rows = {0};
    size_t before = errs->n;
    csvmem_parse(buf, len, &rows, errs);
    for (size_t i = 0; i < rows.n; i++) { /* names are stored in NFC */
        char *nfc = namekey_nfc(rows.v[i].name);
        free(rows.v[i].name);
        rows.v[i].name = nfc;
    }
    int rc = SK_OK;
    if (errs->n == before && rows.n == 0)
        rc = sk_err_set(err, SK_INVALID, _("no members in the file"));
    if (rc == SK_OK && rows.n) { /* the good rows are checked too, then rolled back */
        rc = db_begin(d, err);
        for (size_t i = 0; rc == SK_OK && i < rows.n; i++)
            rc = member_row(d, &rows.v[i], errs, out, err);
        if (rc == SK_OK && errs->n == before)
            rc = db_commit(d, err);
        else if (rc == SK_OK || rc == SK_INVALID) {
            db_rollback(d);
            if (rc == SK_OK)
                rc = SK_INVALID;
        } else {
            db_rollback(d);
        }
    } else if (rc == SK_OK) {
        rc = SK_INVALID;
    }
    if (rc != SK_OK)
        memset(out, 0, sizeof *out);
    csvmem_rows_free(&rows);
    if (rc == SK_OK && out->updated)
        rc = republish(d, out, err);
    return rc;
}
