/* exchange_in.c - reading the exchange format (exchange.h) into the
 * database: every field checked as hostile input, all in one transaction. */
#include "exchange.h"
#include "xchint.h"
#include "xjson.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db_day.h"
#include "db_ids.h"
#include "db_players.h"
#include "db_pstate.h"
#include "db_xch.h"
#include "pmerge.h"
#include "fedrules.h"
#include "scan.h"
#include "text.h"

#define MAX_PLAYERS 100000

/* ---- players ---- */

static const char *const player_keys[] = {"uid", "member", "name", "club", "state", "number",
                                          "publish", NULL};

static int import_player(xch_imp *im, json_t *o, const char *path)
{
    sk_err why;
    sk_err_clear(&why);
    const char *uid, *member, *name, *club;
    long long number;
    bool publish;
    int rc = xch_keys_uid(im, o, path, player_keys, &uid);
    char mno[MEMBER_NO_MAX + 1];
    if (rc == SK_OK)
        rc = xj_str(o, path, "member", false, 100, &member, im->err);
    if (rc == SK_OK && member && member_no_check(member, mno, &why) != SK_OK)
        rc = xch_at_path(im->err, path, SK_INVALID, &why);
    if (rc == SK_OK && member)
        member = mno;
    if (rc == SK_OK)
        rc = xj_str(o, path, "name", true, 1000, &name, im->err);
    if (rc == SK_OK && text_name_check(_("player name"), name, &why) != SK_OK)
        rc = xch_at_path(im->err, path, SK_INVALID, &why);
    if (rc == SK_OK)
        rc = xj_str(o, path, "club", false, 1000, &club, im->err);
    if (rc == SK_OK && club && text_name_check(_("club"), club, &why) != SK_OK)
        rc = xch_at_path(im->err, path, SK_INVALID, &why);
    const char *state;
    char code[3] = "";
    if (rc == SK_OK)
        rc = xj_str(o, path, "state", false, 2, &state, im->err);
    if (rc == SK_OK && state && text_state_check(_("federal state"), state, code, &why) != SK_OK)
        rc = xch_at_path(im->err, path, SK_INVALID, &why);
    if (rc == SK_OK)
        rc = xj_int(o, path, "number", false, 1, 999999, 0, &number, im->err);
    if (rc == SK_OK)
        rc = xj_bool(o, path, "publish", false, false, &publish, im->err);
    if (rc != SK_OK)
        return rc;
    if (hmap_str_get(&im->pid, uid, NULL))
        return xj_fail(im->err, path, _("player %s is in the list twice"), uid);

    db *d = im->d;
    int64_t by_uid = 0, by_member = 0, by_name = 0, id = 0;
    rc = db_uid_find(d, DB_UID_PLAYER, uid, &by_uid, im->err);
    if (rc == SK_OK && member)
        rc = db_player_by_member(d, member, &by_member, im->err);
    if (rc == SK_OK)
        rc = db_player_by_name(d, name, &by_name, im->err);
    /* a record merged into another stands for that one */
    if (rc == SK_OK)
        rc = ops_player_live(d, &by_uid, NULL, im->err);
    if (rc == SK_OK)
        rc = ops_player_live(d, &by_member, NULL, im->err);
    if (rc == SK_OK)
        rc = ops_player_live(d, &by_name, NULL, im->err);
    if (rc != SK_OK)
        return rc;
    if (by_uid && by_member && by_uid != by_member)
        return xj_fail(im->err, path,
                       _("player %s is one player here and member number %s another"), uid,
                       member);
    id = by_uid ? by_uid : by_member;
    db_player p;
    memset(&p, 0, sizeof p);
    if (!id && by_name) {
        /* a player of that name: the same person unless another member
         * number says otherwise */
        db_ident *ids = NULL;
        size_t n = 0;
        rc = db_idents_all(d, &ids, &n, im->err);
        for (size_t i = 0; rc == SK_OK && i < n; i++)
            if (ids[i].id == by_name) {
                if (!ids[i].member || (member && strcmp(ids[i].member, member) == 0))
                    id = by_name;
                else
                    rc = xj_fail(im->err, path,
                                 _("player '%s' (member number %s) is not the player '%s' of "
                                   "this database (member number %s)"),
                                 name, member ? member : "-", name, ids[i].member);
            }
        db_idents_free(ids, n);
        if (rc != SK_OK)
            return rc;
    }
    if (!id) {
        rc = db_player_add(d, name, (int)number, club, &id, &why);
        if (rc != SK_OK)
            return xch_at_path(im->err, path, rc, &why);
        im->res->players_new++;
        rc = db_player_set_member(d, id, member, publish, &why);
    } else if (member) {
        /* the file's member number and consent for a player without one */
        db_ident *ids = NULL;
        size_t n = 0;
        rc = db_idents_all(d, &ids, &n, im->err);
        bool has = false;
        for (size_t i = 0; rc == SK_OK && i < n; i++)
            if (ids[i].id == id)
                has = ids[i].member != NULL;
        db_idents_free(ids, n);
        if (rc == SK_OK && !has)
            rc = db_player_set_member(d, id, member, publish, &why);
    }
    char had[3] = ""; /* the file's federal state for a player without one */
    if (rc == SK_OK && *code)
        rc = db_player_state_get(d, id, had, &why);
    if (rc == SK_OK && *code && !*had)
        rc = db_player_state_set(d, id, code, &why);
    if (rc == SK_OK && !by_uid)
        rc = db_uid_set(d, DB_UID_PLAYER, id, uid, &why);
    if (rc != SK_OK)
        return xch_at_path(im->err, path, rc, &why);
    hmap_str_put(&im->pid, uid, (long)id, NULL);
    return SK_OK;
}

static int import_players(xch_imp *im, json_t *doc)
{
    json_t *a;
    int rc = xj_arr(doc, "", "players", true, MAX_PLAYERS, &a, im->err);
    for (size_t i = 0; rc == SK_OK && i < json_array_size(a); i++) {
        char p[XJ_PATH];
        json_t *o;
        rc = xj_item(a, "players", i, NULL, p, &o, im->err);
        if (rc == SK_OK)
            rc = import_player(im, o, p);
    }
    return rc;
}

static int import_tournament(xch_imp *im, json_t *doc)
{
    json_t *o;
    const char *uid;
    db_tournament t;
    int rc = xj_obj(doc, "", "tournament", true, &o, im->err);
    if (rc == SK_OK)
        rc = xch_tournament_settings(im, o, "tournament", &t, &uid);
    if (rc != SK_OK)
        return rc;
    int64_t tid = 0;
    rc = db_uid_find(im->d, DB_UID_TOURNAMENT, uid, &tid, im->err);
    if (rc == SK_OK && tid)
        return xj_fail(im->err, "tournament", _("tournament %s is already in this database"),
                       uid);
    sk_err why;
    sk_err_clear(&why);
    bool closed = t.closed;
    t.closed = false;
    if (rc == SK_OK && (rc = db_tournament_create(im->d, &t, &tid, &why)) != SK_OK)
        return xch_at_path(im->err, "tournament", rc, &why);
    rc = db_uid_set(im->d, DB_UID_TOURNAMENT, tid, uid, im->err);
    if (rc == SK_OK)
        rc = xch_import_content(im, o, "tournament", tid, false);
    if (rc == SK_OK && closed)
        rc = db_tournament_set_closed(im->d, tid, true, im->err);
    if (rc == SK_OK)
        im->res->name = xstrdup(t.name);
    return rc;
}

/* ---- the document ---- */

void ops_import_result_clear(ops_import_result *r)
{
    free(r->name);
    memset(r, 0, sizeof *r);
}

int xch_doc_check(json_t *doc, const char *kind, sk_err *err)
{
    const char *fmt, *k;
    long long v;
    int rc = xj_str(doc, "", "format", true, 40, &fmt, err);
    if (rc == SK_OK && strcmp(fmt, XCH_FORMAT) != 0)
        rc = xj_fail(err, "format", _("'%s' is not %s"), fmt, XCH_FORMAT);
    if (rc == SK_OK)
        rc = xj_int(doc, "", "version", true, 1, 1000000, 0, &v, err);
    if (rc == SK_OK && v != XCH_VERSION)
        rc = xj_fail(err, "version", _("version %lld: this program reads version %d"), v,
                     XCH_VERSION);
    if (rc == SK_OK)
        rc = xj_str(doc, "", "kind", true, 20, &k, err);
    if (rc == SK_OK && kind && strcmp(k, kind) != 0)
        rc = xj_fail(err, "kind", _("'%s' where a %s was expected"), k, kind);
    return rc;
}

int ops_import_doc(db *d, const char *text, size_t len, ops_import_mode mode,
                   ops_import_result *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    json_t *doc = NULL;
    int rc = xj_parse(text, len, XCH_MAX_BYTES, &doc, err);
    if (rc != SK_OK)
        return rc;
    rc = xch_doc_check(doc, NULL, err);
    const char *kind = json_string_value(json_object_get(doc, "kind"));
    if (rc == SK_OK && strcmp(kind, "tournament") != 0 && strcmp(kind, "matchday") != 0)
        rc = xj_fail(err, "kind", _("'%s': import json reads a tournament or a matchday"), kind);
    if (rc == SK_OK) {
        static const char *const tkeys[] = {"format", "version", "kind", "tournament", "players",
                                            NULL};
        static const char *const mkeys[] = {"format", "version", "kind", "league", "matchday",
                                            "players", NULL};
        rc = xj_keys(doc, "", strcmp(kind, "tournament") == 0 ? tkeys : mkeys, err);
    }
    if (rc != SK_OK) {
        json_decref(doc);
        return rc;
    }
    snprintf(out->kind, sizeof out->kind, "%s", kind);
    xch_imp im;
    memset(&im, 0, sizeof im);
    im.d = d;
    im.mode = mode;
    im.res = out;
    im.err = err;
    rc = db_begin(d, err);
    if (rc == SK_OK) {
        rc = import_players(&im, doc);
        if (rc == SK_OK)
            rc = strcmp(kind, "tournament") == 0 ? import_tournament(&im, doc)
                                                 : xch_import_matchday(&im, doc);
        rc = db_finish(d, rc, err);
    }
    hmap_str_free(&im.pid);
    hmap_str_free(&im.team);
    json_decref(doc);
    if (rc != SK_OK) {
        char kind_keep[16];
        snprintf(kind_keep, sizeof kind_keep, "%s", out->kind);
        ops_import_result_clear(out);
        snprintf(out->kind, sizeof out->kind, "%s", kind_keep);
    }
    return rc;
}
