/* day.c - see day.h */
#include "day.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "db_day.h"
#include "entrycode.h"
#include "entrycodes.h"
#include "db_pstate.h"
#include "players.h"
#include "scan.h"
#include "text.h"

int64_t ops_now(void)
{
    const char *e = getenv("SKATSHEET_NOW");
    int64_t t;
    if (e && *e && clock_parse_iso(e, &t))
        return t;
    return (int64_t)time(NULL);
}

void ops_now_iso(char *out)
{
    clock_format_iso(ops_now(), out);
}

int ops_day_load(db *d, const db_tournament *t, day_settings *out, sk_err *err)
{
    dayset_default(out);
    db_kv *kv;
    size_t n;
    int rc = db_day_settings_get(d, t->id, &kv, &n, err);
    if (rc != SK_OK)
        return rc;
    /* the fee before the preset: a stored preset was checked against it */
    bool bav = false;
    for (size_t i = 0; rc == SK_OK && i < n; i++) {
        if (strcmp(kv[i].key, "preset") == 0) {
            bav = strcmp(kv[i].value, "bavarian") == 0;
            continue;
        }
        sk_err e2;
        sk_err_clear(&e2);
        if (dayset_apply(out, kv[i].key, kv[i].value, &e2) != SK_OK)
            rc = sk_err_set(err, SK_FAIL, _("the stored day setting is damaged: %s"), e2.msg);
    }
    out->bavarian = bav;
    db_kvs_free(kv, n);
    return rc;
}

/* The tournament money of t's rules (B.6.2) into *m, NULL for a family
 * without it (its family's tournament_money).  SK_INVALID when the rules
 * it comes from are damaged (ops_tour_ok). */
static int rules_money(const ops_tour *t, const money_settings **m, sk_err *err)
{
    *m = t->rules.fam->tournament_money(&t->rules);
    return *m ? ops_tour_ok(t, err) : SK_OK;
}

int ops_day_fee(db *d, const ops_tour *t, long long *fee_ct, sk_err *err)
{
    day_settings s;
    int rc = ops_day_load(d, &t->row, &s, err);
    if (rc != SK_OK)
        return rc;
    if (s.fee_ct >= 0) {
        *fee_ct = s.fee_ct;
        return SK_OK;
    }
    *fee_ct = 0;
    const money_settings *m;
    rc = rules_money(t, &m, err);
    if (rc == SK_OK && m)
        *fee_ct = m->entry_fee_ct;
    return rc;
}

/* Money prizes of t and whether its rules split a pool by percent. */
static int count_money_prizes(db *d, const ops_tour *t, int *money, bool *percent, sk_err *err)
{
    *money = 0;
    *percent = false;
    db_prize *v;
    size_t n;
    int rc = db_prize_list(d, t->row.id, &v, &n, err);
    for (size_t i = 0; rc == SK_OK && i < n; i++)
        *money += v[i].goods == NULL;
    if (rc == SK_OK)
        db_prizes_free(v, n);
    const money_settings *m = NULL;
    if (rc == SK_OK)
        rc = rules_money(t, &m, err);
    if (rc == SK_OK && m)
        *percent = m->nprizes > 0;
    return rc;
}

int ops_day_set(db *d, const ops_tour *ot, const char *key, const char *value,
                day_settings *out, sk_err *err)
{
    const db_tournament *t = &ot->row;
    if (t->closed)
        return sk_err_set(err, SK_INVALID, _("tournament '%s' is closed"), t->name);
    day_settings s;
    int rc = ops_day_load(d, t, &s, err);
    if (rc != SK_OK)
        return rc;
    bool reset = value && strcmp(value, "default") == 0;
    if (reset) {
        day_settings def;
        dayset_default(&def);
        char v[1024];
        if (!dayset_value(&def, key, v, sizeof v))
            return dayset_apply(&s, key, "", err); /* the unknown-key refusal */
        if (strcmp(key, "fee_ct") == 0)
            s.fee_ct = -1;
        else
            rc = dayset_apply(&s, key, v, err);
    } else {
        rc = dayset_apply(&s, key, value, err);
    }
    if (rc != SK_OK)
        return rc;
    int nmoney = 0;
    bool percent = false;
    long long fee = 0;
    if (s.bavarian) {
        rc = count_money_prizes(d, ot, &nmoney, &percent, err);
        if (rc == SK_OK && s.fee_ct < 0) {
            const money_settings *m;
            rc = rules_money(ot, &m, err);
            fee = m ? m->entry_fee_ct : 0;
        } else {
            fee = s.fee_ct < 0 ? 0 : s.fee_ct;
        }
        if (rc == SK_OK)
            rc = dayset_bavarian_check(&s, fee, nmoney, percent, err);
        if (rc != SK_OK)
            return rc;
    }
    char v[1024];
    dayset_value(&s, key, v, sizeof v);
    rc = db_day_setting_put(d, t->id, key, dayset_is_default(&s, key) ? NULL : v, err);
    if (rc == SK_OK && out)
        *out = s;
    return rc;
}

int ops_day_set_items(db *d, const ops_tour *t, char *const *items, int n, bool force,
                      day_settings *out, sk_err *err)
{
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    for (int i = 0; rc == SK_OK && i < n; i++) {
        const char *eq = strchr(items[i], '=');
        if (!eq || eq == items[i]) {
            char q[120];
            rc = sk_err_set(err, SK_INVALID, _("day: '%s' is not KEY=VALUE (e.g. clock_min=120)"),
                            text_quote(items[i], strlen(items[i]), q, sizeof q));
            break;
        }
        char key[64];
        size_t kl = (size_t)(eq - items[i]);
        snprintf(key, sizeof key, "%.*s", (int)(kl < sizeof key ? kl : sizeof key - 1), items[i]);
        long v = 0;
        if (!force && strcmp(key, "fee_ct") == 0 && sk_parse_int(eq + 1, 0, DAY_FEE_MAX_CT, &v) &&
            v > DAY_FEE_PLAIN_MAX_CT) {
            rc = sk_err_set(err, SK_INVALID, _("day: fee_ct=%ld: %s euros is more than 1,000.00 "
                            "euros (a typing error?); --force if it is meant: nothing changed"),
                            v, money_euro_text(v, (char[32]){0}, 32));
            break;
        }
        rc = ops_day_set(d, t, key, eq + 1, out, err);
    }
    return db_finish(d, rc, err);
}

int ops_desk_key(db *d, const db_tournament *t, bool create, bool renew, char *out,
                 sk_err *err)
{
    bool found = false;
    int rc = db_desk_key_get(d, t->id, out, &found, err);
    if (rc != SK_OK || (found && !renew) || (!create && !renew))
        return rc;
    char code[ENTRYCODE_LEN + 1];
    rc = ops_entry_code_new(code, err);
    if (rc == SK_OK)
        rc = db_desk_key_put(d, t->id, code, err);
    if (rc == SK_OK)
        snprintf(out, ENTRYCODE_LEN + 1, "%s", code);
    return rc;
}

int ops_desk_check(db *d, const db_tournament *t, const char *typed, sk_err *err)
{
    char key[ENTRYCODE_LEN + 1], want[ENTRYCODE_LEN + 1];
    int rc = ops_desk_key(d, t, false, false, want, err);
    if (rc != SK_OK)
        return rc;
    if (!want[0])
        return sk_err_set(err, SK_INVALID, _("tournament '%s' has no desk key yet: 'skatsheet "
                          "checkin desk' makes one"), t->name);
    if (!typed || !entrycode_normalize(typed, key) || !entrycode_equal(key, want))
        return sk_err_set(err, SK_INVALID, _("the desk key is wrong"));
    return SK_OK;
}

int ops_player_info_set(db *d, int64_t pid, const char *member, int lady, int born,
                        sk_err *err)
{
    db_player_info p;
    int rc = db_player_info_get(d, pid, &p, err);
    if (rc != SK_OK)
        return rc;
    if (member) {
        char m[MEMBER_NO_MAX + 1];
        free(p.member_no);
        p.member_no = NULL;
        if (*member && (rc = member_no_check(member, m, err)) == SK_OK)
            p.member_no = xstrdup(m);
    }
    if (lady >= 0)
        p.lady = lady != 0;
    if (born == 0)
        p.born = 0;
    else if (born > 0 && (born < 1900 || born > 2100))
        rc = sk_err_set(err, SK_INVALID, _("born %d: a year from 1900 to 2100"), born);
    else if (born > 0)
        p.born = born;
    if (rc == SK_OK)
        rc = db_player_info_put(d, &p, err);
    db_player_info_clear(&p);
    return rc;
}

static bool info_given(const ops_player_info *info)
{
    return info && (info->member || info->lady >= 0 || info->born >= 0 || info->state);
}

/* info's state (when given) for player pid, checked first. */
static int state_set(db *d, int64_t pid, const ops_player_info *info, sk_err *err)
{
    char code[3] = "";
    if (!info->state)
        return SK_OK;
    if (*info->state && text_state_check(_("federal state"), info->state, code, err) != SK_OK)
        return SK_INVALID;
    return db_player_state_set(d, pid, *code ? code : NULL, err);
}

int ops_player_add_info(db *d, const char *name, int number, const char *club,
                        const ops_player_info *info, int64_t *id, sk_err *err)
{
    if (!info_given(info))
        return ops_player_add(d, name, number, club, id, err);
    int64_t pid = 0;
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    rc = ops_player_add(d, name, number, club, &pid, err);
    if (rc == SK_OK)
        rc = ops_player_info_set(d, pid, info->member, info->lady, info->born, err);
    if (rc == SK_OK)
        rc = state_set(d, pid, info, err);
    rc = db_finish(d, rc, err);
    if (rc == SK_OK && id)
        *id = pid;
    return rc;
}

int ops_player_update_info(db *d, const db_player *p, const ops_player_info *info, sk_err *err)
{
    if (!info_given(info))
        return ops_player_update(d, p, err);
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    rc = ops_player_update(d, p, err);
    if (rc == SK_OK)
        rc = ops_player_info_set(d, p->id, info->member, info->lady, info->born, err);
    if (rc == SK_OK)
        rc = state_set(d, p->id, info, err);
    return db_finish(d, rc, err);
}
