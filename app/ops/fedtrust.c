/* fedtrust.c - see fedtrust.h */
#include "fedtrust.h"
#include "fedadmin.h"
#include "fedanswer.h"
#include "xjson.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "db_fedkeys.h"
#include "db_fedsession.h"
#include "fedresults.h"
#include "fedcrypt.h"
#include "fedrules.h"

bool ops_fed_limited(const ops_fed_req *rq, int64_t code_id, bool authentic,
                     ops_fed_answer *out)
{
    if (authentic)
        return false;
    if (code_id && rq->code_blocked && rq->code_blocked(rq->limit_arg, code_id)) {
        ops_fed_refuse(out, FED_LIMIT, _("too many refused requests with this code: wait a "
                                         "moment"));
        return true;
    }
    if (!code_id && rq->addr_blocked) {
        ops_fed_refuse(out, FED_LIMIT, _("too many wrong codes from this address: wait a "
                                         "moment"));
        return true;
    }
    return false;
}

/* The enrolment of the request's body into *device and *key (borrowed
 * from *doc, caller frees it): SK_OK or the refusal in out. */
static int enrol_body(const ops_fed_req *rq, json_t **doc, const char **device,
                      const char **key, ops_fed_answer *out)
{
    static const char *const keys[] = {"device", "key", NULL};
    sk_err err;
    sk_err_clear(&err);
    int rc = xj_parse(rq->body ? rq->body : "", rq->len, 4096, doc, &err);
    if (rc == SK_OK)
        rc = xj_keys(*doc, "", keys, &err);
    if (rc == SK_OK)
        rc = xj_str(*doc, "", "device", true, 32, device, &err);
    if (rc == SK_OK && !fed_uid_valid(*device))
        rc = xj_fail(&err, "device", _("must be 32 lower-case hex digits"));
    if (rc == SK_OK)
        rc = xj_str(*doc, "", "key", true, 64, key, &err);
    if (rc == SK_OK && !fc_key_valid(*key))
        rc = xj_fail(&err, "key", _("must be an Ed25519 public key: 64 lower-case hex digits"));
    if (rc != SK_OK)
        ops_fed_refuse(out, FED_BAD, err.msg);
    return rc;
}

/* The answer {"ok": true, "enrolled": yes}. */
static void enrolled(ops_fed_answer *out, bool yes)
{
    json_t *o = json_object();
    xj_set(o, "ok", json_true());
    xj_set(o, "enrolled", json_boolean(yes));
    char *t = xj_text(o, false);
    out->json = xasprintf("%s\n", t);
    free(t);
    json_decref(o);
    out->cls = FED_OK;
}

void ops_fed_enrol(db *d, const ops_fed_req *rq, db_fcode *c, ops_fed_answer *out)
{
    sk_err err;
    sk_err_clear(&err);
    if (ops_fed_limited(rq, 0, false, out))
        return;
    if (!rq->code || !*rq->code) {
        ops_fed_refuse(out, FED_AUTH, _("no code: send the venue's code as 'Authorization: "
                                        "Bearer CODE'"));
        return;
    }
    int rc = ops_fed_auth(d, rq->code, c, &err);
    out->code_id = c->id;
    if (c->id && ops_fed_limited(rq, c->id, false, out))
        return;
    if (rc != SK_OK) {
        ops_fed_refuse(out, rc == SK_FAIL ? FED_FAIL : c->revoked ? FED_FORBIDDEN : FED_AUTH,
                       err.msg);
        return;
    }
    out->authentic = true;
    if (c->kind != DB_FCODE_VENUE) {
        ops_fed_refuse(out, FED_FORBIDDEN, _("this is not a venue's code: only a venue's "
                                             "device is enrolled"));
        return;
    }
    json_t *doc = NULL;
    const char *device, *key;
    if (enrol_body(rq, &doc, &device, &key, out) != SK_OK) {
        json_decref(doc);
        return;
    }
    rc = db_begin(d, &err);
    db_fkey k;
    bool found = false;
    if (rc == SK_OK)
        rc = db_fkey_of_code(d, c->id, &k, &found, &err);
    if (rc == SK_OK && found && (strcmp(k.device, device) != 0 || strcmp(k.pubkey, key) != 0)) {
        char msg[600];
        snprintf(msg, sizeof msg, _("this code enrolled device %.8s on %s already: a code "
                 "enrols one device, once; ask the division leader for a new code ('league "
                 "code renew'), nothing changed"), k.device, k.enrolled);
        ops_fed_refuse(out, FED_FORBIDDEN, msg);
        rc = SK_INVALID;
    } else if (rc == SK_OK && !found) {
        char now[32];
        ops_fed_now(now);
        rc = db_fkey_add(d, c->id, device, key, now, &err);
    }
    if (rc == SK_OK)
        rc = db_commit(d, &err);
    else
        db_rollback(d);
    if (rc == SK_OK)
        enrolled(out, !found);
    else if (!out->json)
        ops_fed_refuse(out, FED_FAIL, err.msg);
    json_decref(doc);
}

int ops_fed_device_auth(db *d, const ops_fed_req *rq, db_fcode *c, ops_fed_answer *out)
{
    memset(c, 0, sizeof *c);
    sk_err err;
    sk_err_clear(&err);
    if (!rq->device || !*rq->device) {
        if (!ops_fed_limited(rq, 0, false, out))
            ops_fed_refuse(out, FED_AUTH, rq->code
                ? _("a push is signed by the device its venue's code enrolled, not sent with "
                    "the code: pull again with this version ('sync pull') first")
                : _("no device: a push names the device that signed it "
                    "('X-Skatsheet-Device: UID')"));
        return SK_INVALID;
    }
    char msg[600];
    db_fkey k;
    bool found = false;
    int rc = fed_uid_valid(rq->device) ? db_fkey_of_device(d, rq->device, &k, &found, &err)
                                       : SK_OK;
    if (rc == SK_OK && found)
        rc = db_fcode_get(d, k.code_id, c, &err);
    if (rc != SK_OK) {
        ops_fed_refuse(out, FED_FAIL, err.msg);
        return rc;
    }
    out->code_id = found ? k.code_id : 0;
    bool signed_ok = found && rq->signature &&
                     fc_ed25519_verify(k.pubkey, rq->body ? rq->body : "", rq->len,
                                       rq->signature);
    /* proven: the device's key signed it, and its code may push */
    out->authentic = signed_ok && !c->revoked && c->kind == DB_FCODE_VENUE;
    if (ops_fed_limited(rq, out->code_id, out->authentic, out))
        return SK_INVALID;
    if (!found) {
        snprintf(msg, sizeof msg, _("device %.32s is not enrolled at this hub: 'sync pull' with "
                 "the venue's code enrols it"), fed_uid_valid(rq->device) ? rq->device : "?");
        ops_fed_refuse(out, FED_AUTH, msg);
        return SK_INVALID;
    }
    if (c->revoked) {
        snprintf(msg, sizeof msg, _("the code that enrolled device %.8s was revoked on %s: "
                 "its devices push no more, nothing stored"), k.device, c->revoked);
        ops_fed_refuse(out, FED_FORBIDDEN, msg);
        return SK_INVALID;
    }
    if (c->kind != DB_FCODE_VENUE) {
        ops_fed_refuse(out, FED_FORBIDDEN, _("this is not a venue's code: only a venue pulls "
                                             "and pushes a match day"));
        return SK_INVALID;
    }
    if (!signed_ok) {
        ops_fed_refuse(out, FED_BAD, rq->signature
            ? _("the body does not match its signature: it was changed on the way or signed "
                "with another key than the device's, nothing stored")
            : _("no X-Skatsheet-Signature: a push is signed with the device's key"));
        return SK_INVALID;
    }
    return SK_OK;
}

/* ---- the officials' sessions ---- */

/* The time `hours` from now, as ops_fed_now writes it. */
static void time_in(int hours, char out[32])
{
    time_t t = time(NULL) + (time_t)hours * 3600;
    struct tm tm;
    gmtime_r(&t, &tm);
    strftime(out, 32, "%Y-%m-%dT%H:%M:%S.000Z", &tm);
}

int ops_fed_session_open(db *d, int64_t code_id, char token[65], sk_err *err)
{
    unsigned char raw[32];
    int rc = fc_random(raw, sizeof raw, err);
    if (rc != SK_OK)
        return rc;
    static const char digits[] = "0123456789abcdef";
    for (size_t i = 0; i < sizeof raw; i++) {
        token[2 * i] = digits[raw[i] >> 4];
        token[2 * i + 1] = digits[raw[i] & 15];
    }
    token[64] = '\0';
    char hash[FC_HEX], now[32], until[32];
    fc_sha256_hex(token, 64, hash);
    ops_fed_now(now);
    time_in(FED_SESSION_HOURS, until);
    rc = db_begin(d, err);
    if (rc == SK_OK)
        rc = db_fsession_end(d, "", now, err);
    if (rc == SK_OK)
        rc = db_fsession_add(d, hash, code_id, now, until, err);
    if (rc == SK_OK)
        return db_commit(d, err);
    db_rollback(d);
    return rc;
}

int ops_fed_session_actor(db *d, const char *token, fed_actor *a, sk_err *err)
{
    memset(a, 0, sizeof *a);
    if (!fc_key_valid(token))
        return sk_err_set(err, SK_INVALID, _("the session ended: give your code again"));
    char hash[FC_HEX], now[32];
    fc_sha256_hex(token, 64, hash);
    ops_fed_now(now);
    int64_t code_id = 0;
    int rc = db_fsession_code(d, hash, now, &code_id, err);
    if (rc == SK_OK && !code_id)
        rc = sk_err_set(err, SK_INVALID, _("the session ended: give your code again"));
    if (rc == SK_OK)
        rc = ops_fed_actor_id(d, code_id, a, err);
    return rc;
}

int ops_fed_session_close(db *d, const char *token, sk_err *err)
{
    char hash[FC_HEX], now[32];
    fc_sha256_hex(token, strlen(token), hash);
    ops_fed_now(now);
    int rc = db_begin(d, err);
    if (rc == SK_OK)
        rc = db_fsession_end(d, hash, now, err);
    if (rc == SK_OK)
        return db_commit(d, err);
    db_rollback(d);
    return rc;
}

void ops_fed_session_csrf(const char *token, char csrf[65])
{
    fc_hmac_hex(token, "skatsheet /fed form", 19, csrf);
}
