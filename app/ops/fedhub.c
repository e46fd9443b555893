/* fedhub.c - see fedhub.h */
#include "fedhub.h"
#include "fedprotest.h"
#include "exchange.h"
#include "fedadmin.h"
#include "fedanswer.h"
#include "fedapply.h"
#include "fedbatch.h"
#include "fedresults.h"
#include "fedstate.h"
#include "fedtrust.h"
#include "fedwhy.h"
#include "xchint.h"
#include "xjson.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db_fedadmin.h"
#include "db_hub.h"
#include "db_ids.h"
#include "db_league.h"
#include "fedcrypt.h"
#include "fedrules.h"
#include "scan.h"
#include "text.h"

#define MAX_CHANGES 20000

void ops_fed_answer_free(ops_fed_answer *a)
{
    free(a->json);
    a->json = NULL;
}

/* The compact text of o and a newline (every answer ends with one). */
static char *line(json_t *o)
{
    char *t = xj_text(o, false), *r = xasprintf("%s\n", t);
    free(t);
    return r;
}

/* The answer {"error": msg} with class cls. */
static void refuse(ops_fed_answer *out, fed_class cls, const char *msg)
{
    ops_fed_refuse(out, cls, msg);
}

static fed_class class_of(int rc)
{
    return rc == SK_FAIL ? FED_FAIL : FED_INVALID;
}

/* Log the attempt (route, code, the answer) in a transaction of its own. */
static void log_attempt(db *d, const ops_fed_req *rq, const char *route, int64_t code_id,
                        const ops_fed_answer *a)
{
    static const int http[] = {200, 400, 401, 403, 409, 413, 422, 500, 429};
    char now[32], reason[600];
    ops_fed_now(now);
    json_t *o = a->json ? json_loads(a->json, 0, NULL) : NULL;
    const char *e = o ? json_string_value(json_object_get(o, "error")) : NULL;
    if (e)
        snprintf(reason, sizeof reason, "%s", e);
    else if (o && json_object_get(o, "acked"))
        snprintf(reason, sizeof reason, "stored up to change %lld: applied %lld, same %lld, "
                 "again %lld, review %zu",
                 (long long)json_integer_value(json_object_get(o, "acked")),
                 (long long)json_integer_value(json_object_get(o, "applied")),
                 (long long)json_integer_value(json_object_get(o, "same")),
                 (long long)json_integer_value(json_object_get(o, "again")),
                 json_array_size(json_object_get(o, "review")));
    else
        snprintf(reason, sizeof reason, "answered");
    json_decref(o);
    sk_err err;
    sk_err_clear(&err);
    db_hub_attempt(d, now, rq->remote ? rq->remote : "-", route, code_id, http[a->cls], reason,
                   &err);
}


/* The venue code of the request: *c (caller clears).  SK_OK, or the
 * refusal in out (its limits first: fedtrust.h). */
static int venue_code(db *d, const ops_fed_req *rq, db_fcode *c, ops_fed_answer *out)
{
    memset(c, 0, sizeof *c);
    sk_err err;
    sk_err_clear(&err);
    if (ops_fed_limited(rq, 0, false, out))
        return SK_INVALID;
    if (!rq->code || !*rq->code) {
        refuse(out, FED_AUTH, _("no code: send the venue's code as 'Authorization: Bearer CODE'"));
        return SK_INVALID;
    }
    int rc = ops_fed_auth(d, rq->code, c, &err);
    out->code_id = c->id;
    if (c->id && ops_fed_limited(rq, c->id, false, out))
        return SK_INVALID;
    out->authentic = c->id != 0;
    if (rc != SK_OK) {
        refuse(out, rc == SK_FAIL ? FED_FAIL : c->revoked ? FED_FORBIDDEN : FED_AUTH, err.msg);
        return rc;
    }
    if (c->kind != DB_FCODE_VENUE) {
        refuse(out, FED_FORBIDDEN, _("this is not a venue's code: only a venue pulls and pushes "
                                     "a match day"));
        return SK_INVALID;
    }
    return SK_OK;
}

static const char *league_name(db *d, int64_t lid, char *buf, size_t n)
{
    db_league *v = NULL;
    size_t k = 0;
    sk_err err;
    sk_err_clear(&err);
    buf[0] = '\0';
    if (db_league_list(d, &v, &k, &err) == SK_OK)
        for (size_t i = 0; i < k; i++)
            if (v[i].id == lid)
                snprintf(buf, n, "%s", v[i].name);
    db_leagues_free(v, k);
    return buf;
}

typedef struct group_ref {
    int no;
    int64_t tid;
    char uid[33];
} group_ref;

/* The covered venue groups of code c with their tournaments. */
static int covered(db *d, const db_fcode *c, group_ref **out, size_t *n, sk_err *err)
{
    db_group *g = NULL;
    size_t ng = 0;
    int rc = db_groups(d, c->league_id, c->matchday, &g, &ng, err);
    group_ref *v = xcalloc(ng + 1, sizeof *v);
    size_t k = 0;
    for (size_t i = 0; rc == SK_OK && i < ng; i++) {
        if (g[i].place_id != c->venue_id)
            continue;
        db_uid u;
        rc = db_uid_get(d, DB_UID_TOURNAMENT, g[i].tournament_id, &u, err);
        v[k].no = g[i].venue_no;
        v[k].tid = g[i].tournament_id;
        memcpy(v[k].uid, u.s, sizeof v[k].uid);
        k++;
    }
    db_groups_free(g, ng);
    *out = v;
    *n = k;
    return rc;
}

void ops_fed_pull(db *d, const ops_fed_req *rq, ops_fed_answer *out)
{
    memset(out, 0, sizeof *out);
    db_fcode c;
    sk_err err;
    sk_err_clear(&err);
    if (venue_code(d, rq, &c, out) == SK_OK) {
        group_ref *gr = NULL;
        size_t n = 0;
        char ln[256];
        int rc = covered(d, &c, &gr, &n, &err);
        int *nos = xcalloc(n + 1, sizeof *nos);
        for (size_t i = 0; i < n; i++)
            nos[i] = gr[i].no;
        free(gr);
        if (rc == SK_OK && !n)
            rc = sk_err_set(&err, SK_INVALID, _("no venue group of match day %d is played at "
                            "this venue any more"), c.matchday);
        char *text = NULL;
        if (rc == SK_OK)
            rc = ops_export_matchday(d, league_name(d, c.league_id, ln, sizeof ln), c.matchday,
                                     nos, n, &text, &err);
        if (rc == SK_OK) {
            out->cls = FED_OK;
            out->json = text;
        } else {
            refuse(out, rc == SK_FAIL ? FED_FAIL : FED_FORBIDDEN, err.msg);
        }
        free(nos);
    }
    if (out->cls != FED_LIMIT) /* a request stopped by its limits is not logged */
        log_attempt(d, rq, "pull", c.id, out);
    db_fcode_clear(&c);
}

/* ---- push ---- */

typedef struct change {
    int64_t seq;
    const char *hash;
    json_t *entity, *state;  /* borrowed from the document */
    int group;
    char path[XJ_PATH];
} change;


/* A refusal with a printf-style message into out, class cls. */
static int vfail(ops_fed_answer *out, fed_class cls, const char *fmt, va_list ap)
{
    char msg[900];
    vsnprintf(msg, sizeof msg, fmt, ap);
    refuse(out, cls, msg);
    return SK_INVALID;
}

static int fail(ops_fed_answer *out, fed_class cls, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static int fail(ops_fed_answer *out, fed_class cls, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int rc = vfail(out, cls, fmt, ap);
    va_end(ap);
    return rc;
}

/* fail, then free the changes v (the message may name one of them) */
static int fail_free(change *v, ops_fed_answer *out, fed_class cls, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static int fail_free(change *v, ops_fed_answer *out, fed_class cls, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int rc = vfail(out, cls, fmt, ap);
    va_end(ap);
    free(v);
    return rc;
}

/* Read and check the changes of doc's push (everything but the
 * database's part) into *cs. */
static int read_changes(json_t *push, const group_ref *gr, size_t ngr, const char *venue,
                        int matchday, change **cs, size_t *n, ops_fed_answer *out)
{
    sk_err err;
    sk_err_clear(&err);
    json_t *a;
    *cs = NULL;
    *n = 0;
    if (xj_arr(push, "push", "changes", true, MAX_CHANGES, &a, &err) != SK_OK)
        return fail(out, FED_BAD, "%s", err.msg);
    size_t m = json_array_size(a);
    change *v = xcalloc(m + 1, sizeof *v);
    int rc = SK_OK;
    for (size_t i = 0; rc == SK_OK && i < m; i++) {
        static const char *const keys[] = {"seq", "at", "hash", "entity", "state", NULL};
        static const char *const ekeys[] = {"kind", "group", "tournament", "series", "table",
                                            "game", NULL};
        change *x = &v[i];
        json_t *o;
        const char *at, *kind, *tuid;
        long long seq = 0, group, series, table = 0, game = 0;
        rc = xj_item(a, "push.changes", i, keys, x->path, &o, &err);
        if (rc == SK_OK)
            rc = xj_int(o, x->path, "seq", true, 1, 1LL << 52, 0, &seq, &err);
        x->seq = seq;
        if (rc == SK_OK && i && x->seq != v[i - 1].seq + 1)
            rc = xj_fail(&err, x->path, _("seq %lld does not follow %lld"), (long long)x->seq,
                         (long long)v[i - 1].seq);
        if (rc == SK_OK)
            rc = xj_str(o, x->path, "at", false, 40, &at, &err);
        if (rc == SK_OK)
            rc = xj_str(o, x->path, "hash", true, 64, &x->hash, &err);
        if (rc == SK_OK)
            rc = xj_obj(o, x->path, "entity", true, &x->entity, &err);
        char ep[XJ_PATH];
        xj_path(ep, x->path, "entity", 0);
        if (rc == SK_OK)
            rc = xj_keys(x->entity, ep, ekeys, &err);
        if (rc == SK_OK)
            rc = xj_str(x->entity, ep, "kind", true, 10, &kind, &err);
        if (rc == SK_OK && strcmp(kind, "game") && strcmp(kind, "seating"))
            rc = xj_fail(&err, ep, _("kind must be game or seating"));
        if (rc == SK_OK)
            rc = xj_int(x->entity, ep, "group", true, 1, 999, 0, &group, &err);
        if (rc == SK_OK)
            rc = xj_str(x->entity, ep, "tournament", true, 32, &tuid, &err);
        if (rc == SK_OK)
            rc = xj_int(x->entity, ep, "series", true, 1, 99, 0, &series, &err);
        bool g = rc == SK_OK && strcmp(kind, "game") == 0;
        if (g)
            rc = xj_int(x->entity, ep, "table", true, 1, 9999, 0, &table, &err);
        if (rc == SK_OK && g)
            rc = xj_int(x->entity, ep, "game", true, 1, 9999, 0, &game, &err);
        if (rc == SK_OK && !g && (json_object_get(x->entity, "table") ||
                                  json_object_get(x->entity, "game")))
            rc = xj_fail(&err, ep, _("a seating names no table and no game"));
        if (rc != SK_OK)
            return fail_free(v, out, FED_BAD, "%s", err.msg);
        x->state = json_object_get(o, "state");
        if (x->state && json_is_null(x->state))
            x->state = NULL;
        if (x->state && !json_is_object(x->state))
            return fail_free(v, out, FED_BAD, _("%s.state: must be an object or null"),
                                 x->path);
        /* the code covers it */
        const group_ref *gref = NULL;
        for (size_t k = 0; k < ngr; k++)
            if (gr[k].no == group)
                gref = &gr[k];
        if (!gref)
            return fail_free(v, out, FED_FORBIDDEN, _("%s: venue group %lld of match day %d is not "
                        "played at '%s': the code does not cover its tables, nothing stored"),
                        x->path, group, matchday, venue);
        if (strcmp(gref->uid, tuid) != 0)
            return fail_free(v, out, FED_BAD, _("%s: venue group %lld is tournament %s at the "
                                                 "hub, not %s"), x->path, group, gref->uid, tuid);
        x->group = (int)group;
        /* the content matches its hash */
        char hash[FC_HEX];
        char *body = fedstate_body(x->entity, x->state, hash);
        free(body);
        if (strcmp(hash, x->hash) != 0)
            return fail_free(v, out, FED_BAD, _("%s: its content does not match its hash: it "
                                                 "was changed on the way, nothing stored"),
                                 x->path);
    }
    *cs = v;
    *n = m;
    return SK_OK;
}

/* The hashes of the changes sent before, by seq - first (NULL: not
 * received). */
typedef struct seen {
    int64_t first, n;
    char **hash;
} seen;

static void seen_one(void *ud, int64_t seq, const char *hash)
{
    seen *s = ud;
    if (seq >= s->first && seq - s->first < s->n && !s->hash[seq - s->first])
        s->hash[seq - s->first] = xstrdup(hash);
}

static void seen_free(seen *s)
{
    for (int64_t i = 0; i < s->n; i++)
        free(s->hash[i]);
    free(s->hash);
}

typedef struct push_counts {
    int applied, same, again, review;
    int64_t acked;
    json_t *reviews;
} push_counts;

/* Store the new changes of the push in one transaction. */
static int store_push(db *d, const db_fcode *c, const char *device, change *cs, size_t n,
                      json_t *players, const char *source, push_counts *pc,
                      ops_fed_answer *out)
{
    sk_err err;
    sk_err_clear(&err);
    int rc = db_begin(d, &err);
    if (rc != SK_OK)
        return fail(out, FED_FAIL, "%s", err.msg);
    int64_t dev = 0, last = 0, push_id = 0;
    rc = db_hub_device(d, c->venue_id, device, &dev, &last, &err);
    if (rc == SK_OK && n && cs[0].seq > last + 1) {
        rc = fail(out, FED_CONFLICT, _("changes %lld to %lld of this device are missing: the "
                  "hub has up to %lld; push again from %lld"), (long long)last + 1,
                  (long long)cs[0].seq - 1, (long long)last, (long long)last + 1);
        /* the client rewinds to what the hub has */
        json_t *o = json_loads(out->json, 0, NULL);
        if (o) {
            xj_set(o, "acked", json_integer(last));
            free(out->json);
            out->json = line(o);
            json_decref(o);
        }
    }
    else if (rc != SK_OK)
        fail(out, FED_FAIL, "%s", err.msg);
    char now[32];
    ops_fed_now(now);
    fed_ctx fc;
    memset(&fc, 0, sizeof fc);
    fc.d = d;
    fc.league_id = c->league_id;
    fc.matchday = c->matchday;
    fc.code_id = c->id;
    fc.source = source;
    fc.players = players;
    snprintf(fc.created, sizeof fc.created, "%s", now);
    int64_t reported = 0; /* the last tournament noted as reported */
    ops_tour t; /* the group's tournament with its rules, loaded once */
    memset(&t, 0, sizeof t);
    int tgroup = 0;
    json_t *why = json_array(); /* a change's reasons for the review queue */
    /* the changes sent before, read at once; the changes received, stored
     * at once at the end (the statements of a push: fedbatch.h) */
    seen before = {0};
    if (rc == SK_OK && n && cs[0].seq <= last) {
        before.first = cs[0].seq;
        before.n = (last < cs[n - 1].seq ? last : cs[n - 1].seq) - cs[0].seq + 1;
        before.hash = xcalloc((size_t)before.n, sizeof *before.hash);
        rc = db_hub_change_hashes(d, dev, before.first, before.first + before.n - 1, seen_one,
                                  &before, &err);
        if (rc != SK_OK)
            fail(out, FED_FAIL, "%s", err.msg);
    }
    db_hub_change *got = xcalloc(n + 1, sizeof *got);
    char (*gkey)[64] = xcalloc(n + 1, sizeof *gkey);
    size_t ngot = 0;
    fc.batch = fedbatch_new(d);
    for (size_t i = 0; rc == SK_OK && i < n; i++) {
        change *x = &cs[i];
        if (x->seq <= last) { /* sent before: the same, or a conflict */
            const char *h = before.hash[x->seq - before.first];
            if (!h || strcmp(h, x->hash) != 0)
                rc = fail(out, FED_CONFLICT, _("%s: change %lld of this device came before "
                          "with other content: nothing stored"), x->path, (long long)x->seq);
            pc->again++;
            continue;
        }
        if (!push_id && (rc = db_hub_push_add(d, dev, c->id, now, x->seq, cs[n - 1].seq,
                                              &push_id, &err)) != SK_OK) {
            fail(out, FED_FAIL, "%s", err.msg);
            break;
        }
        fc.push_id = push_id;
        /* the venue group's tournament (kept while the changes stay in it) */
        if (x->group != tgroup) {
            ops_tour_clear(&t);
            tgroup = 0;
            db_group g;
            rc = db_group_find(d, c->league_id, c->matchday, x->group, &g, &err);
            if (rc == SK_OK)
                rc = ops_tour_find(d, g.tournament, &t, &err);
            db_group_clear(&g);
            if (rc == SK_OK)
                tgroup = x->group;
        }
        fed_outcome oc = FED_SAME;
        int64_t rid = 0;
        if (rc == SK_OK)
            rc = fedapply_change(&fc, &t, x->entity, x->state, x->path, &oc, &rid, why, &err);
        if (rc != SK_OK) {
            fail(out, class_of(rc), "%s", err.msg);
            break;
        }
        json_t *e = x->entity;
        fedstate_key(gkey[ngot], sizeof gkey[ngot],
                     (int)json_integer_value(json_object_get(e, "series")),
                     (int)json_integer_value(json_object_get(e, "table")),
                     (int)json_integer_value(json_object_get(e, "game")));
        int64_t tid = t.row.id;
        got[ngot] = (db_hub_change){.device_id = dev, .seq = x->seq, .push_id = push_id,
                                    .tid = tid, .review_id = rid, .hash = x->hash,
                                    .entity = gkey[ngot],
                                    .outcome = oc == FED_APPLIED ? "applied"
                                               : oc == FED_SAME  ? "same"
                                                                 : "review"};
        ngot++;
        if (oc == FED_APPLIED)
            pc->applied++;
        else if (oc == FED_SAME)
            pc->same++;
        else {
            pc->review++;
            json_t *r = json_object();
            xj_set(r, "seq", json_integer(x->seq));
            xj_set(r, "review", json_integer(rid));
            char *words = fedwhy_words(why, sk_lang_get());
            xj_set(r, "why", xj_s(words ? words : ""));
            free(words);
            xj_set(r, "why_codes", json_deep_copy(why)); /* worded by the venue */
            json_array_append_new(pc->reviews, r);
        }
        last = x->seq;
        /* the venue group is reported (logged the first time) */
        if (rc == SK_OK && tid != reported &&
            (rc = ops_fed_reported(d, tid, source, c->id, now, &err)) != SK_OK)
            fail(out, FED_FAIL, "%s", err.msg);
        reported = tid;
    }
    json_decref(why);
    if (rc == SK_OK && (rc = fedbatch_flush(fc.batch, &err)) != SK_OK)
        fail(out, class_of(rc), "%s", err.msg);
    fedbatch_free(fc.batch);
    fc.batch = NULL;
    if (rc == SK_OK && ngot && (rc = db_hub_changes_add(d, got, ngot, &err)) != SK_OK)
        fail(out, FED_FAIL, "%s", err.msg);
    free(got);
    free(gkey);
    seen_free(&before);
    fed_ctx_free(&fc);
    ops_tour_clear(&t);
    if (rc == SK_OK && push_id)
        rc = db_hub_push_end(d, dev, last, push_id, pc->applied, pc->same, pc->review, &err);
    if (rc == SK_OK) {
        rc = db_commit(d, &err);
        if (rc != SK_OK)
            fail(out, FED_FAIL, "%s", err.msg);
    } else {
        db_rollback(d);
        if (!out->json)
            fail(out, FED_FAIL, "%s", err.msg);
    }
    pc->acked = last;
    return rc;
}

/* The open reviews of the venue groups gr[0..ngr) of code c's match day
 * (what waits at the hub for this venue), for the push's answer: each
 * {"review", "group", "entity", "kind", "why_codes", "why"}. */
static json_t *waiting(db *d, const db_fcode *c, const group_ref *gr, size_t ngr)
{
    json_t *w = json_array();
    db_review *v = NULL;
    size_t n = 0;
    sk_err err;
    sk_err_clear(&err);
    if (db_reviews(d, c->league_id, "open", &v, &n, &err) != SK_OK) {
        json_decref(w);
        return NULL;
    }
    for (size_t i = 0; i < n; i++) {
        bool here = false;
        for (size_t k = 0; k < ngr; k++)
            here |= gr[k].no == v[i].venue_no;
        if (!here || v[i].matchday != c->matchday)
            continue;
        json_t *o = json_object();
        xj_set(o, "review", json_integer(v[i].id));
        xj_set(o, "group", json_integer(v[i].venue_no));
        xj_set(o, "entity", xj_s(v[i].entity));
        xj_set(o, "kind", xj_s(v[i].kind));
        json_t *codes = v[i].why_codes ? json_loads(v[i].why_codes, 0, NULL) : NULL;
        xj_set(o, "why_codes", codes ? codes : json_null());
        xj_set(o, "why", xj_s(v[i].why ? v[i].why : ""));
        json_array_append_new(w, o);
    }
    db_reviews_free(v, n);
    return w;
}

/* The players of the push: each checked as in an exchange document. */
static int check_players(json_t *players, ops_fed_answer *out)
{
    sk_err err;
    sk_err_clear(&err);
    for (size_t i = 0; i < json_array_size(players); i++) {
        static const char *const keys[] = {"uid", "member", "name", "club", "state", "publish",
                                           NULL};
        char p[XJ_PATH];
        json_t *o;
        const char *uid, *member, *name, *club;
        bool pub;
        int rc = xj_item(players, "players", i, keys, p, &o, &err);
        if (rc == SK_OK)
            rc = xj_str(o, p, "uid", true, 32, &uid, &err);
        if (rc == SK_OK && !fed_uid_valid(uid))
            rc = xj_fail(&err, p, _("uid must be 32 lower-case hex digits"));
        char mno[MEMBER_NO_MAX + 1];
        if (rc == SK_OK)
            rc = xj_str(o, p, "member", false, 100, &member, &err);
        if (rc == SK_OK && member && member_no_check(member, mno, &err) != SK_OK)
            rc = SK_INVALID;
        if (rc == SK_OK)
            rc = xj_str(o, p, "name", true, 1000, &name, &err);
        if (rc == SK_OK && text_name_check(_("player name"), name, &err) != SK_OK)
            rc = SK_INVALID;
        if (rc == SK_OK)
            rc = xj_str(o, p, "club", false, 1000, &club, &err);
        if (rc == SK_OK && club && text_name_check(_("club"), club, &err) != SK_OK)
            rc = SK_INVALID;
        if (rc == SK_OK)
            rc = xj_bool(o, p, "publish", false, false, &pub, &err);
        if (rc != SK_OK)
            return fail(out, FED_BAD, "%s", err.msg);
    }
    return SK_OK;
}

/* A conflict's answer says what the hub holds from the device, so that a
 * venue restored from a backup, or one whose games were typed again in
 * another order, sends only what the hub does not hold (fedsync.c): its
 * highest change "acked" and "held": [{"group", "entity", "hash"}], the
 * hash of the last change of each seating and game it delivered. */
static void say_held(db *d, const db_fcode *c, const char *device, const group_ref *gr,
                     size_t ngr, ops_fed_answer *out)
{
    sk_err err;
    sk_err_clear(&err);
    int64_t last = 0;
    db_held *v = NULL;
    size_t n = 0;
    json_t *o = out->json ? json_loads(out->json, 0, NULL) : NULL;
    if (o && db_hub_held(d, c->venue_id, device, &last, &v, &n, &err) == SK_OK) {
        json_t *held = json_array();
        for (size_t i = 0; i < n; i++)
            for (size_t k = 0; k < ngr; k++) {
                if (gr[k].tid != v[i].tournament_id)
                    continue;
                json_t *h = json_object();
                xj_set(h, "group", json_integer(gr[k].no));
                xj_set(h, "entity", xj_s(v[i].entity));
                xj_set(h, "hash", xj_s(v[i].hash));
                json_array_append_new(held, h);
            }
        xj_set(o, "acked", json_integer(last));
        xj_set(o, "held", held);
        free(out->json);
        out->json = line(o);
    }
    json_decref(o);
    free(v);
}

static void push(db *d, const ops_fed_req *rq, db_fcode *c, ops_fed_answer *out)
{
    sk_err err;
    sk_err_clear(&err);
    /* the device the code enrolled signed the body */
    if (ops_fed_device_auth(d, rq, c, out) != SK_OK)
        return;
    if (rq->len > FED_PUSH_MAX) {
        fail(out, FED_TOO_BIG, _("the push is larger than %u bytes: send fewer changes at "
                                 "once"), FED_PUSH_MAX);
        return;
    }
    json_t *doc = NULL;
    if (xj_parse(rq->body, rq->len, FED_PUSH_MAX, &doc, &err) != SK_OK ||
        xch_doc_check(doc, "push", &err) != SK_OK) {
        fail(out, FED_BAD, "%s", err.msg);
        json_decref(doc);
        return;
    }
    static const char *const keys[] = {"format", "version", "kind", "push", "players", NULL};
    static const char *const pkeys[] = {"league", "matchday", "venue", "device", "changes", NULL};
    json_t *p = NULL, *players = NULL;
    const char *league, *venue, *device;
    long long md;
    int rc = xj_keys(doc, "", keys, &err);
    if (rc == SK_OK)
        rc = xj_obj(doc, "", "push", true, &p, &err);
    if (rc == SK_OK)
        rc = xj_arr(doc, "", "players", false, 100000, &players, &err);
    if (rc == SK_OK)
        rc = xj_keys(p, "push", pkeys, &err);
    if (rc == SK_OK)
        rc = xj_str(p, "push", "league", true, 32, &league, &err);
    if (rc == SK_OK)
        rc = xj_int(p, "push", "matchday", true, 1, 999, 0, &md, &err);
    if (rc == SK_OK)
        rc = xj_str(p, "push", "venue", true, 32, &venue, &err);
    if (rc == SK_OK)
        rc = xj_str(p, "push", "device", true, 32, &device, &err);
    if (rc == SK_OK && !fed_uid_valid(device))
        rc = xj_fail(&err, "push.device", _("must be 32 lower-case hex digits"));
    if (rc == SK_OK && strcmp(device, rq->device) != 0)
        rc = xj_fail(&err, "push.device", _("is not the device that signed the push "
                                            "(X-Skatsheet-Device)"));
    if (rc != SK_OK) {
        fail(out, FED_BAD, "%s", err.msg);
        json_decref(doc);
        return;
    }
    db_uid lu;
    db_venue v;
    memset(&v, 0, sizeof v);
    rc = db_uid_get(d, DB_UID_LEAGUE, c->league_id, &lu, &err);
    if (rc == SK_OK)
        rc = db_venue_get(d, c->venue_id, &v, &err);
    if (rc != SK_OK)
        fail(out, FED_FAIL, "%s", err.msg);
    else if (strcmp(v.uid, venue) != 0 || strcmp(lu.s, league) != 0 || md != c->matchday)
        rc = fail(out, FED_FORBIDDEN, _("this code belongs to venue '%s' for match day %d of "
                  "its league: it cannot push for another venue, league or match day, nothing "
                  "stored"), v.name, c->matchday);
    group_ref *gr = NULL;
    size_t ngr = 0;
    change *cs = NULL;
    size_t n = 0;
    if (rc == SK_OK && (rc = covered(d, c, &gr, &ngr, &err)) != SK_OK)
        fail(out, FED_FAIL, "%s", err.msg);
    if (rc == SK_OK && players)
        rc = check_players(players, out);
    if (rc == SK_OK)
        rc = read_changes(p, gr, ngr, v.name, c->matchday, &cs, &n, out);
    if (rc == SK_OK) {
        char source[300];
        snprintf(source, sizeof source, _("venue %s (device %.8s)"), v.name, device);
        push_counts pc;
        memset(&pc, 0, sizeof pc);
        pc.reviews = json_array();
        rc = store_push(d, c, device, cs, n, players, source, &pc, out);
        if (rc == SK_OK) {
            json_t *o = json_object();
            xj_set(o, "ok", json_true());
            xj_set(o, "acked", json_integer(pc.acked));
            xj_set(o, "applied", json_integer(pc.applied));
            xj_set(o, "same", json_integer(pc.same));
            xj_set(o, "again", json_integer(pc.again));
            xj_set(o, "review", pc.reviews);
            json_t *w = waiting(d, c, gr, ngr);
            if (w)
                xj_set(o, "waiting", w);
            out->cls = FED_OK;
            out->applied = pc.applied;
            out->same = pc.same;
            out->again = pc.again;
            out->review = pc.review;
            out->json = line(o);
            json_decref(o);
        } else {
            json_decref(pc.reviews);
            if (out->cls == FED_CONFLICT)
                say_held(d, c, device, gr, ngr, out);
        }
    }
    free(cs);
    free(gr);
    db_venue_clear(&v);
    json_decref(doc);
}

/* Answer rq on route by fn (which fills the code it names), log the
 * attempt, then `then` (NULL: nothing) with the code and the answer. */
static void answer_logged(db *d, const ops_fed_req *rq, ops_fed_answer *out, const char *route,
                          void (*fn)(db *, const ops_fed_req *, db_fcode *, ops_fed_answer *),
                          void (*then)(db *, const db_fcode *, const ops_fed_answer *))
{
    memset(out, 0, sizeof *out);
    db_fcode c;
    memset(&c, 0, sizeof c);
    fn(d, rq, &c, out);
    if (out->cls != FED_LIMIT) /* a request stopped by its limits is not logged */
        log_attempt(d, rq, route, c.id, out);
    if (then)
        then(d, &c, out);
    db_fcode_clear(&c);
}

/* After a push: games stored into a released result, the public files
 * follow (a failure marks them stale, fedresults.h). */
static void push_published(db *d, const db_fcode *c, const ops_fed_answer *out)
{
    sk_err e;
    sk_err_clear(&e);
    if (out->cls == FED_OK && out->applied)
        ops_fed_publish_if_public(d, c->league_id, c->matchday, NULL, &e);
}

void ops_fed_push(db *d, const ops_fed_req *rq, ops_fed_answer *out)
{
    answer_logged(d, rq, out, "push", push, push_published);
}

void ops_fed_enrol_req(db *d, const ops_fed_req *rq, ops_fed_answer *out)
{
    answer_logged(d, rq, out, "enrol", ops_fed_enrol, NULL);
}

/* A captain's or leader's request: its actor *a and its body *doc with
 * "matchday" and "group" (caller: json_decref); false with out answered
 * when it is stopped by its limits (FED_LIMIT: counted on its address,
 * then on its code), has no valid code, or is malformed. */
static bool code_request(db *d, const ops_fed_req *rq, fed_actor *a, json_t **doc,
                         long long *md, long long *group, ops_fed_answer *out)
{
    sk_err err;
    sk_err_clear(&err);
    memset(a, 0, sizeof *a);
    *doc = NULL;
    int arc = SK_OK;
    if (!ops_fed_limited(rq, 0, false, out) && rq->code) {
        arc = ops_fed_actor_code(d, rq->code, a, &err);
        out->code_id = a->code_id;
        out->authentic = arc == SK_OK;
    }
    if (out->cls == FED_LIMIT || (a->code_id && ops_fed_limited(rq, a->code_id, false, out)))
        return false; /* stopped by its limits (the answer is in out) */
    if (!rq->code || arc != SK_OK) {
        refuse(out, rq->code && strstr(err.msg, "revoked") ? FED_FORBIDDEN : FED_AUTH,
               rq->code ? err.msg : _("no code: send a captain's or leader's code as "
                                      "'Authorization: Bearer CODE'"));
        return false;
    }
    if (xj_parse(rq->body ? rq->body : "", rq->len, 4096, doc, &err) != SK_OK ||
        xj_int(*doc, "", "matchday", true, 1, 999, 0, md, &err) != SK_OK ||
        xj_int(*doc, "", "group", false, 0, 999, 0, group, &err) != SK_OK) {
        refuse(out, FED_BAD, err.msg);
        return false;
    }
    return true;
}

/* What a code's request does once its match day and group are read: adds its
   fields to the answer o (which has "ok"), or returns the status with err set;
   a malformed body it refuses itself (out's class set). */
typedef int (*code_fill)(db *d, json_t *doc, int md, int group, const fed_actor *a,
                         json_t *o, ops_fed_answer *out, sk_err *err);

/* A code's request on route: read, fill answers it, logged unless stopped by its limits. */
static void code_run(db *d, const ops_fed_req *rq, ops_fed_answer *out, const char *route,
                     code_fill fill)
{
    memset(out, 0, sizeof *out);
    sk_err err;
    sk_err_clear(&err);
    fed_actor a;
    json_t *doc = NULL;
    long long md = 0, group = 0;
    if (code_request(d, rq, &a, &doc, &md, &group, out)) {
        json_t *o = json_object();
        xj_set(o, "ok", json_true());
        int rc = fill(d, doc, (int)md, (int)group, &a, o, out, &err);
        if (rc == SK_OK)
            out->json = line(o);
        else if (out->cls == FED_OK)
            refuse(out, class_of(rc), err.msg);
        json_decref(o);
    }
    json_decref(doc);
    if (out->cls != FED_LIMIT) /* a request stopped by its limits is not logged */
        log_attempt(d, rq, route, a.code_id, out);
}

static int confirm_fill(db *d, json_t *doc, int md, int group, const fed_actor *a, json_t *o,
                        ops_fed_answer *out, sk_err *err)
{
    (void)doc;
    (void)out;
    ops_fed_outcome oc;
    int rc = ops_fed_confirm(d, NULL, md, group, a, &oc, err);
    if (rc == SK_OK) {
        json_t *sk = json_array();
        xj_set(o, "confirmed", json_integer(oc.n));
        /* the groups left as they were, each with why */
        char *w = xstrdup(sk_buf_str(&oc.why)), *save = NULL;
        for (char *ln = strtok_r(w, "\n", &save); ln; ln = strtok_r(NULL, "\n", &save))
            json_array_append_new(sk, xj_s(ln));
        free(w);
        xj_set(o, "skipped", sk);
    }
    ops_fed_outcome_free(&oc);
    return rc;
}

void ops_fed_confirm_req(db *d, const ops_fed_req *rq, ops_fed_answer *out)
{
    code_run(d, rq, out, "confirm", confirm_fill);
}

static int protest_fill(db *d, json_t *doc, int md, int group, const fed_actor *a, json_t *o,
                        ops_fed_answer *out, sk_err *err)
{
    const char *reason = NULL;
    if (xj_str(doc, "", "reason", true, 400, &reason, err) != SK_OK) {
        refuse(out, FED_BAD, err->msg);
        return SK_INVALID;
    }
    int64_t id = 0;
    int rc = ops_fed_protest_file(d, md, group, a, reason, &id, NULL, err);
    if (rc == SK_OK)
        xj_set(o, "protest", json_integer(id));
    return rc;
}

void ops_fed_protest_req(db *d, const ops_fed_req *rq, ops_fed_answer *out)
{
    code_run(d, rq, out, "protest", protest_fill);
}
