/* fedsync.c - see fedsync.h */
#include "fedsync.h"
#include "exchange.h"
#include "fedadmin.h"
#include "fedwhy.h"
#include "fedwords.h"
#include "outbox.h"
#include "xchint.h"
#include "xjson.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db_ids.h"
#include "db_league.h"
#include "db_fedkeys.h"
#include "db_sync.h"
#include "fedcrypt.h"
#include "fedrules.h"
#include "http.h"

/* hub without a trailing slash into buf; SK_USAGE unless http(s)://. */
static int hub_url(const char *hub, char *buf, size_t n, sk_err *err)
{
    if (!hub || (strncmp(hub, "http://", 7) != 0 && strncmp(hub, "https://", 8) != 0))
        return sk_err_set(err, SK_USAGE, _("--hub %s: give the hub's address as "
                          "http://HOST:PORT or https://HOST"), hub ? hub : "");
    if (strlen(hub) >= n - 32)
        return sk_err_set(err, SK_USAGE, _("--hub: the address is too long"));
    snprintf(buf, n, "%s", hub);
    size_t k = strlen(buf);
    while (k && buf[k - 1] == '/')
        buf[--k] = '\0';
    return SK_OK;
}

/* A refusal of the hub: its message, SK_INVALID for 4xx, SK_FAIL else. */
static int hub_refused(const http_resp *r, const char *what, sk_err *err)
{
    json_t *o = r->body.s ? json_loadb(r->body.s, r->body.len, 0, NULL) : NULL;
    const char *m = o ? json_string_value(json_object_get(o, "error")) : NULL;
    int rc = sk_err_set(err, r->status >= 400 && r->status < 500 ? SK_INVALID : SK_FAIL,
                        _("the hub refused the %s (HTTP %ld): %s"), what, r->status,
                        m ? m : _("no reason given"));
    json_decref(o);
    return rc;
}

/* Enrol device with the public key of priv at hub base with code: SK_OK
 * (enrolled now, or the same device and key before), SK_INVALID with the
 * hub's refusal, SK_FAIL when it cannot be reached. */
static int enrol(const char *base, const char *code, const char *device, const char *priv,
                 sk_err *err)
{
    char pub[FC_HEX], url[700], auth[64], body[200];
    if (!fc_ed25519_public(priv, pub))
        return sk_err_set(err, SK_FAIL, _("the device's key of this link is damaged"));
    snprintf(url, sizeof url, "%s/api/fed/enrol", base);
    snprintf(auth, sizeof auth, "Authorization: Bearer %s", code);
    snprintf(body, sizeof body, "{\"device\":\"%s\",\"key\":\"%s\"}", device, pub);
    const char *headers[] = {auth, "Content-Type: application/json", NULL};
    http_resp r;
    int rc = http_request("POST", url, headers, body, strlen(body), 65536, 60, &r, err);
    if (rc != SK_OK)
        return rc;
    if (r.status != 200)
        rc = hub_refused(&r, _("enrolment of this device"), err);
    sk_buf_free(&r.body);
    return rc;
}

/* This database's device and its key for the match day of doc from hub
 * base (the link pulled before, else new ones): *link_id 0 when there is
 * no link yet. */
static int device_for(db *d, json_t *doc, const char *base, int64_t *link_id, char device[33],
                      char key[FC_HEX], sk_err *err)
{
    *link_id = 0;
    device[0] = key[0] = '\0';
    const char *lu = json_string_value(json_object_get(json_object_get(doc, "league"), "uid"));
    int md = (int)json_integer_value(json_object_get(json_object_get(doc, "matchday"),
                                                     "number"));
    int64_t lid = 0;
    int rc = lu ? db_uid_find(d, DB_UID_LEAGUE, lu, &lid, err) : SK_OK;
    db_link l;
    bool found = false;
    if (rc == SK_OK && lid)
        rc = db_link_find(d, lid, md, base, &l, &found, err);
    if (rc == SK_OK && found) {
        *link_id = l.id;
        snprintf(device, 33, "%s", l.device);
        rc = db_link_key_get(d, l.id, key, err);
        db_link_clear(&l);
    } else if (rc == SK_OK && lid) {
        /* the match day from another hub before: the same device, the same key */
        db_link *v = NULL;
        size_t n = 0;
        rc = db_links(d, &v, &n, err);
        for (size_t i = 0; rc == SK_OK && i < n && !device[0]; i++)
            if (v[i].league_id == lid && v[i].matchday == md &&
                (rc = db_link_key_get(d, v[i].id, key, err)) == SK_OK && key[0])
                snprintf(device, 33, "%s", v[i].device);
        db_links_free(v, n);
    }
    if (rc == SK_OK && !device[0])
        rc = fc_uid(device, err);
    char pub[FC_HEX];
    if (rc == SK_OK && !key[0]) /* a new link, or one of an older version */
        rc = fc_ed25519_new(key, pub, err);
    return rc;
}

int ops_sync_pull(db *d, const char *hub, const char *typed, ops_pull_result *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    char base[600], url[700], code[FED_CODE_LEN + 1], auth[64];
    int rc = hub_url(hub, base, sizeof base, err);
    if (rc != SK_OK)
        return rc;
    if (!fed_code_normalize(typed, code))
        return sk_err_set(err, SK_USAGE, _("--code: not a venue's code (16 letters and digits, "
                          "e.g. K7QM-3XPA-9RTD-WW2C)"));
    snprintf(url, sizeof url, "%s/api/fed/pull", base);
    snprintf(auth, sizeof auth, "Authorization: Bearer %s", code);
    const char *headers[] = {auth, NULL};
    http_resp r;
    rc = http_request("GET", url, headers, NULL, 0, XCH_MAX_BYTES, 120, &r, err);
    if (rc != SK_OK)
        return rc;
    if (r.status != 200) {
        rc = hub_refused(&r, _("pull"), err);
        sk_buf_free(&r.body);
        return rc;
    }
    json_t *doc = NULL;
    sk_err why;
    sk_err_clear(&why);
    rc = xj_parse(r.body.s ? r.body.s : "", r.body.len, XCH_MAX_BYTES, &doc, &why);
    if (rc == SK_OK)
        rc = xch_doc_check(doc, "matchday", &why);
    /* the venue: every group of the package is played there */
    json_t *groups = json_object_get(json_object_get(doc, "matchday"), "groups");
    const char *venue = json_string_value(
        json_object_get(json_object_get(json_array_get(groups, 0), "venue"), "uid"));
    if (rc == SK_OK && (!venue || !fed_uid_valid(venue)))
        rc = sk_err_set(&why, SK_INVALID, _("the package names no venue"));
    /* this device's key pair (made here, never sent): the code enrols its
     * public key, once */
    int64_t known = 0;
    char device[33], key[FC_HEX];
    if (rc == SK_OK)
        rc = device_for(d, doc, base, &known, device, key, &why);
    if (rc == SK_OK && (rc = enrol(base, code, device, key, err)) != SK_OK) {
        json_decref(doc);
        sk_buf_free(&r.body);
        return rc;
    }
    ops_import_result ir;
    memset(&ir, 0, sizeof ir);
    if (rc == SK_OK)
        rc = db_begin(d, &why);
    bool began = rc == SK_OK;
    if (rc == SK_OK)
        rc = ops_import_doc(d, r.body.s, r.body.len, OPS_IMPORT_PULL, &ir, &why);
    db_link l;
    bool found = false;
    int64_t link = 0;
    if (rc == SK_OK)
        rc = db_link_find(d, ir.league_id, ir.matchday, base, &l, &found, &why);
    if (rc == SK_OK && found) {
        link = l.id;
        rc = db_link_update(d, link, base, code, &why);
    } else if (rc == SK_OK) {
        db_link nl;
        memset(&nl, 0, sizeof nl);
        nl.hub = base;
        snprintf(nl.code, sizeof nl.code, "%s", code);
        snprintf(nl.device, sizeof nl.device, "%s", device);
        nl.league_id = ir.league_id;
        nl.matchday = ir.matchday;
        snprintf(nl.venue_uid, sizeof nl.venue_uid, "%s", venue);
        char now[32];
        ops_fed_now(now);
        nl.pulled = now;
        if (rc == SK_OK)
            rc = db_link_add(d, &nl, &link, &why);
    }
    db_link_clear(&l);
    if (rc == SK_OK)
        rc = db_link_key_set(d, link, key, &why);
    for (size_t i = 0; rc == SK_OK && i < json_array_size(groups); i++) {
        json_t *g = json_array_get(groups, i);
        const char *tu =
            json_string_value(json_object_get(json_object_get(g, "tournament"), "uid"));
        int64_t tid = 0;
        rc = db_uid_find(d, DB_UID_TOURNAMENT, tu ? tu : "", &tid, &why);
        if (rc == SK_OK && tid)
            rc = db_sync_group_add(d, tid, link,
                                   (int)json_integer_value(json_object_get(g, "group")), &why);
    }
    /* a venue group here already, pulled now from a second hub: what was
     * recorded before goes to this hub too */
    int64_t queued = 0;
    if (rc == SK_OK && !found && ir.groups_new < json_array_size(groups))
        rc = ops_outbox_queue(d, link, NULL, &queued, &why);
    if (began)
        rc = db_finish(d, rc, &why);
    if (rc == SK_OK) {
        const char *ln = json_string_value(json_object_get(json_object_get(doc, "league"),
                                                           "name"));
        snprintf(out->league, sizeof out->league, "%s", ln ? ln : "");
        out->matchday = ir.matchday;
        out->groups = json_array_size(groups);
        out->groups_new = ir.groups_new;
        out->players_new = ir.players_new;
        out->games = ir.games;
    } else {
        sk_err_set(err, rc, _("the package from the hub: %s"), why.msg);
    }
    ops_import_result_clear(&ir);
    json_decref(doc);
    sk_buf_free(&r.body);
    return rc;
}

/* ---- push ---- */

void ops_push_results_free(ops_push_result *v, size_t n)
{
    for (size_t i = 0; v && i < n; i++) {
        free(v[i].reviews);
        free(v[i].waiting);
    }
    free(v);
}

/* The players a seating state names (its seats, substitutes and teams)
 * into ps. */
static void seating_players(json_t *state, xch_people *pp)
{
    json_t *tabs = json_object_get(state, "tables");
    for (size_t k = 0; k < json_array_size(tabs); k++) {
        json_t *seats = json_object_get(json_array_get(tabs, k), "seats");
        json_t *subs = json_object_get(json_array_get(tabs, k), "subs");
        size_t ns = json_array_size(seats);
        for (size_t i = 0; i < ns + json_array_size(subs); i++) {
            const char *u = json_string_value(
                i < ns ? json_array_get(seats, i)
                       : json_object_get(json_array_get(subs, i - ns), "player"));
            for (size_t j = 0; u && j < pp->nidents; j++)
                if (strcmp(pp->idents[j].uid.s, u) == 0)
                    xch_people_uid(pp, pp->idents[j].id);
        }
    }
}

/* One batch of link l: rows[0..n) sent; the answer into res. */
static int push_batch(const db_link *l, const char *key, const char *league_uid,
                      db_outbox_row *rows, size_t n, xch_people *pp, ops_push_result *res,
                      int64_t *hub_acked, json_t **held, sk_err *err)
{
    json_t *doc = xch_doc_new("push");
    json_t *p = json_object(), *changes = json_array();
    xj_set(p, "league", xj_s(league_uid));
    xj_set(p, "matchday", json_integer(l->matchday));
    xj_set(p, "venue", xj_s(l->venue_uid));
    xj_set(p, "device", xj_s(l->device));
    pp->norder = 0;
    hmap_id_free(&pp->used);
    memset(&pp->used, 0, sizeof pp->used);
    int rc = SK_OK;
    for (size_t i = 0; rc == SK_OK && i < n; i++) {
        json_t *b = json_loads(rows[i].body, 0, NULL);
        if (!b) {
            rc = sk_err_set(err, SK_FAIL, _("outbox entry %lld is damaged"),
                            (long long)rows[i].seq);
            break;
        }
        json_t *c = json_object();
        xj_set(c, "seq", json_integer(rows[i].seq));
        xj_set(c, "at", xj_s(rows[i].created));
        xj_set(c, "hash", xj_s(rows[i].hash));
        xj_set(c, "entity", json_incref(json_object_get(b, "entity")));
        json_t *st = json_object_get(b, "state");
        xj_set(c, "state", json_incref(st));
        if (json_is_object(st))
            seating_players(st, pp);
        json_array_append_new(changes, c);
        json_decref(b);
    }
    xj_set(p, "changes", changes);
    xj_set(doc, "push", p);
    xj_set(doc, "players", xch_people_json(pp));
    char *body = xj_text(doc, false);
    json_decref(doc);
    if (rc != SK_OK) {
        free(body);
        return rc;
    }
    /* signed with the device's key; the code does not travel */
    char mac[FC_SIG_HEX], url[700], dev[64], sig[200];
    if (!fc_ed25519_sign(key, body, strlen(body), mac)) {
        free(body);
        return sk_err_set(err, SK_FAIL, _("the device's key of this link is damaged"));
    }
    snprintf(url, sizeof url, "%s/api/fed/push", l->hub);
    snprintf(dev, sizeof dev, "X-Skatsheet-Device: %s", l->device);
    snprintf(sig, sizeof sig, "X-Skatsheet-Signature: %s", mac);
    const char *headers[] = {dev, sig, "Content-Type: application/json", NULL};
    http_resp r;
    rc = http_request("POST", url, headers, body, strlen(body), 1024 * 1024, 300, &r, err);
    free(body);
    if (rc != SK_OK)
        return rc;
    json_t *a = r.body.s ? json_loadb(r.body.s, r.body.len, 0, NULL) : NULL;
    *hub_acked = -1;
    if (a && json_is_integer(json_object_get(a, "acked")))
        *hub_acked = json_integer_value(json_object_get(a, "acked"));
    /* a conflict: what the hub holds from this device (a venue resumes) */
    if (r.status == 409 && json_is_array(json_object_get(a, "held")))
        *held = json_incref(json_object_get(a, "held"));
    if (r.status != 200 || !a || *hub_acked < 0) {
        rc = r.status == 200 ? sk_err_set(err, SK_FAIL, _("the hub's answer is not one"))
                             : hub_refused(&r, _("push"), err);
    } else {
        res->answered = true;
        json_t *w = json_object_get(a, "waiting");
        free(res->waiting);
        res->waiting = json_is_array(w) ? xj_text(w, false) : NULL;
        res->waiting_said = json_is_array(w);
        res->sent += (int64_t)n;
        res->applied += json_integer_value(json_object_get(a, "applied"));
        res->same += json_integer_value(json_object_get(a, "same"));
        res->again += json_integer_value(json_object_get(a, "again"));
        json_t *rv = json_object_get(a, "review");
        sk_buf b = {0};
        if (res->reviews)
            sk_buf_add(&b, res->reviews);
        for (size_t i = 0; i < json_array_size(rv); i++) {
            json_t *x = json_array_get(rv, i);
            /* the reasons in this venue's language; a hub of an older
             * version sends its words alone */
            char *why = fedwhy_words(json_object_get(x, "why_codes"), sk_lang_get());
            const char *hub_why = json_string_value(json_object_get(x, "why"));
            sk_buf_printf(&b, _("change %lld: review #%lld: %s\n"),
                          (long long)json_integer_value(json_object_get(x, "seq")),
                          (long long)json_integer_value(json_object_get(x, "review")),
                          why ? why : hub_why ? hub_why : "");
            free(why);
            res->review++;
        }
        free(res->reviews);
        res->reviews = b.len ? sk_buf_take(&b) : NULL;
        sk_buf_free(&b);
    }
    json_decref(a);
    sk_buf_free(&r.body);
    return rc;
}

static int push_link(db *d, db_link *l, ops_push_result *res, sk_err *err)
{
    db_uid lu;
    char key[FC_HEX];
    int rc = db_uid_get(d, DB_UID_LEAGUE, l->league_id, &lu, err);
    if (rc == SK_OK)
        rc = db_link_key_get(d, l->id, key, err);
    if (rc == SK_OK && !key[0])
        rc = sk_err_set(err, SK_INVALID, _("match day %d of '%s' was pulled by an older version, "
                        "without a device key: 'skatsheet sync pull --hub %s --code CODE' "
                        "again first"), l->matchday, l->league, l->hub);
    xch_people pp;
    if (rc == SK_OK)
        rc = xch_people_load(d, &pp, err);
    else
        memset(&pp, 0, sizeof pp);
    int rewinds = 0, resumes = 0;
    bool asked = false; /* nothing pending: the hub is asked all the same */
    while (rc == SK_OK) {
        db_outbox_row *rows = NULL;
        size_t n = 0;
        rc = db_outbox_after(d, l->id, l->acked, FED_BATCH, &rows, &n, err);
        if (rc != SK_OK || (n == 0 && asked)) {
            db_outbox_rows_free(rows, n);
            break;
        }
        asked = true;
        int64_t hub_acked = -1;
        json_t *held = NULL;
        sk_err why;
        sk_err_clear(&why);
        rc = push_batch(l, key, lu.s, rows, n, &pp, res, &hub_acked, &held, &why);
        db_outbox_rows_free(rows, n);
        char now[32];
        ops_fed_now(now);
        if (rc == SK_OK) {
            rc = db_link_ack(d, l->id, hub_acked, now, err);
            l->acked = hub_acked;
            res->acked = hub_acked;
        } else if (rc == SK_INVALID && hub_acked >= 0 && hub_acked < l->acked && !rewinds++) {
            /* the hub has less than acknowledged (restored from a backup): again from there */
            rc = db_link_rewind(d, l->id, hub_acked, err);
            l->acked = hub_acked;
        } else if (rc == SK_INVALID && held && hub_acked >= 0 && !resumes++) {
            /* this database was restored from a backup or typed again: the
             * hub holds other changes under these numbers; send what it
             * does not hold, after its last one (what differs goes to its
             * review queue) */
            int64_t queued = 0;
            rc = ops_outbox_resume(d, l->id, hub_acked, held, &queued, err);
            l->acked = hub_acked;
            res->resumed = true;
            res->requeued += queued;
        } else {
            sk_err_set(err, rc, "%s", why.msg);
        }
        json_decref(held);
    }
    xch_people_free(&pp);
    if (res->answered) {
        char now[32];
        ops_fed_now(now);
        sk_err e2;
        sk_err_clear(&e2);
        /* what the hub said waits for review (only when it said it) */
        int r2 = res->waiting_said ? db_link_waiting(d, l->id, res->waiting, now, &e2) : SK_OK;
        char *words = ops_sync_waiting_words(d, l->id, res->waiting, sk_lang_get());
        free(res->waiting);
        res->waiting = words;
        if (rc == SK_OK && r2 != SK_OK)
            rc = sk_err_set(err, r2, "%s", e2.msg);
    }
    return rc;
}

char *ops_sync_waiting_words(db *d, int64_t link_id, const char *waiting, sk_lang lang)
{
    json_t *w = waiting ? json_loads(waiting, 0, NULL) : NULL;
    if (!json_array_size(w)) {
        json_decref(w);
        return NULL;
    }
    sk_buf b = {0};
    for (size_t i = 0; i < json_array_size(w); i++) {
        json_t *x = json_array_get(w, i);
        const char *entity = json_string_value(json_object_get(x, "entity"));
        int group = (int)json_integer_value(json_object_get(x, "group"));
        char *why = fedwhy_words(json_object_get(x, "why_codes"), lang);
        const char *hub_why = json_string_value(json_object_get(x, "why"));
        sk_buf where = {0};
        fedwords_entity(entity ? entity : "?", lang, &where);
        /* the venue group's name here */
        char *tname = NULL;
        sk_err e2;
        sk_err_clear(&e2);
        db_sync_group_name(d, link_id, group, &tname, &e2);
        sk_buf_printf(&b, sk_tr_in(lang, "review #%lld: %s, %s: %s\n"),
                      (long long)json_integer_value(json_object_get(x, "review")),
                      tname ? tname : "?", sk_buf_str(&where),
                      why ? why : hub_why ? hub_why : "");
        free(tname);
        free(why);
        sk_buf_free(&where);
    }
    json_decref(w);
    return sk_buf_take(&b);
}

int ops_sync_push(db *d, const char *league, int matchday, ops_push_result **out, size_t *n,
                  sk_err *err)
{
    *out = NULL;
    *n = 0;
    db_link *v = NULL;
    size_t nv = 0;
    int rc = db_links(d, &v, &nv, err);
    ops_push_result *res = xcalloc(nv + 1, sizeof *res);
    size_t k = 0, chosen = 0;
    int first = SK_OK; /* a link that fails does not stop the others (another hub) */
    for (size_t i = 0; rc == SK_OK && i < nv; i++) {
        if ((league && strcmp(league, v[i].league) != 0) ||
            (matchday && matchday != v[i].matchday))
            continue;
        chosen++;
        ops_push_result *r = &res[k++];
        snprintf(r->league, sizeof r->league, "%s", v[i].league);
        r->matchday = v[i].matchday;
        r->acked = v[i].acked;
        sk_err e1;
        sk_err_clear(&e1);
        int r1 = push_link(d, &v[i], r, &e1);
        if (r1 != SK_OK && first == SK_OK) {
            first = r1;
            sk_err_set(err, r1, "%s", e1.msg);
        }
    }
    if (rc == SK_OK)
        rc = first;
    if (rc == SK_OK && !chosen)
        rc = nv ? sk_err_set(err, SK_INVALID, _("no match day of that league was pulled here"))
                : sk_err_set(err, SK_INVALID, _("nothing was pulled from a hub here: 'skatsheet "
                             "sync pull --hub URL --code CODE' first"));
    db_links_free(v, nv);
    *out = res;
    *n = k;
    return rc;
}

/* POST body (a JSON object, stolen) to the hub's route with a captain's or
 * leader's code; *answer the hub's JSON answer (caller: json_decref), what
 * the request is in a refusal ("confirmation"). */
static int code_post(const char *hub, const char *typed, const char *route, json_t *body,
                     const char *what, json_t **answer, sk_err *err)
{
    *answer = NULL;
    char base[600], url[700], code[FED_CODE_LEN + 1], auth[64];
    int rc = hub_url(hub, base, sizeof base, err);
    if (rc == SK_OK && !fed_code_normalize(typed, code))
        rc = sk_err_set(err, SK_USAGE, _("--code: not a code (16 letters and digits, e.g. "
                        "K7QM-3XPA-9RTD-WW2C)"));
    char *text = rc == SK_OK ? json_dumps(body, JSON_COMPACT) : NULL;
    json_decref(body);
    if (rc != SK_OK)
        return rc;
    snprintf(url, sizeof url, "%s%s", base, route);
    snprintf(auth, sizeof auth, "Authorization: Bearer %s", code);
    const char *headers[] = {auth, "Content-Type: application/json", NULL};
    http_resp r;
    rc = http_request("POST", url, headers, text, strlen(text), 65536, 60, &r, err);
    free(text);
    if (rc != SK_OK)
        return rc;
    *answer = r.status == 200 ? json_loadb(r.body.s, r.body.len, 0, NULL) : NULL;
    if (!*answer)
        rc = hub_refused(&r, what, err);
    sk_buf_free(&r.body);
    return rc;
}

/* A code's request about a match day's venue group on route (with reason
   when not NULL): the answer's number under key into *v (0 when refused). */
static int matchday_post(const char *hub, const char *typed, const char *route, int matchday,
                         int group, const char *reason, const char *what, const char *key,
                         long long *v, sk_err *err)
{
    *v = 0;
    json_t *body = json_object(), *a = NULL;
    xj_set(body, "matchday", json_integer(matchday));
    xj_set(body, "group", json_integer(group));
    if (reason)
        xj_set(body, "reason", xj_s(reason));
    int rc = code_post(hub, typed, route, body, what, &a, err);
    if (rc == SK_OK)
        *v = (long long)json_integer_value(json_object_get(a, key));
    json_decref(a);
    return rc;
}

int ops_sync_confirm(const char *hub, const char *typed, int matchday, int group, int *n,
                     sk_err *err)
{
    long long v = 0;
    int rc = matchday_post(hub, typed, "/api/fed/confirm", matchday, group, NULL,
                           _("confirmation"), "confirmed", &v, err);
    *n = (int)v;
    return rc;
}

int ops_sync_protest(const char *hub, const char *typed, int matchday, int group,
                     const char *reason, long long *id, sk_err *err)
{
    *id = 0;
    if (!reason || !*reason)
        return sk_err_set(err, SK_USAGE, _("--reason: say why the team protests against the "
                          "result"));
    if (!sk_utf8_valid(reason))
        return sk_err_set(err, SK_INVALID, _("--reason: not UTF-8"));
    return matchday_post(hub, typed, "/api/fed/protest", matchday, group, reason, _("protest"),
                         "protest", id, err);
}
