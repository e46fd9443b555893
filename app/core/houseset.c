/* houseset.c - house-rule profile text: preset + key=value overrides; see
 * houseset.h and rules-house-schafkopf.md B.6.3. */
#include "houseset.h"
#include "i18n.h"
#include "nearest.h"
#include "text.h"

#include <ctype.h>
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum kt { K_BOOL, K_INT, K_ENUM, K_RATE, K_TIERS, K_PRIZES, K_TARGET };

typedef struct key {
    const char *name;
    int type;
    size_t off;            /* into house_profile */
    long long min, max;    /* K_INT */
    const char *choices;   /* K_ENUM: words separated by '|', value = index */
    bool money;            /* a money setting (B.6) */
} key;

#define HB(n, f) {n, K_BOOL, offsetof(house_profile, f), 0, 1, NULL, false}
#define HI(n, f, lo, hi, m) {n, K_INT, offsetof(house_profile, f), lo, hi, NULL, m}
#define HE(n, f, c, m) {n, K_ENUM, offsetof(house_profile, f), 0, 0, c, m}
#define MI(n, f, lo, hi) {n, K_INT, offsetof(house_profile, money) + offsetof(money_settings, f), \
                          lo, hi, NULL, true}
#define MAXCT 100000000LL /* 1,000,000 euros */

static const key keys[] = {
    HE("list_mode", list_mode, "plain|minus|bierlachs", false),
    HB("minus_list_dealer_charged", minus_list_dealer_charged),
    HB("hand_not_punished", hand_not_punished),
    HE("kontra_max_level", kontra_max_level, "none|kontra|re|supra|hirsch", false),
    HB("kontra_requires_bid", kontra_requires_bid),
    HB("kontra_in_ramsch_grand_hand", kontra_in_ramsch_grand_hand),
    HB("bock_enabled", bock_enabled),
    HI("bock_round_games", bock_round_games, 0, 12, false),
    HE("bock_start", bock_start, "next|including_trigger", false),
    HE("bock_stacking", bock_stacking, "queue|overlap", false),
    HB("bock_max_one_per_game", bock_max_one_per_game),
    HB("bock_passed_game_consumes", bock_passed_game_consumes),
    HB("bock_from_ramsch_grand_hand", bock_from_ramsch_grand_hand),
    HB("tr_spaltarsch", tr_spaltarsch),
    HB("tr_grand_hand", tr_grand_hand),
    HB("tr_kontra_lost", tr_kontra_lost),
    HB("tr_re_won", tr_re_won),
    HB("tr_re_any", tr_re_any),
    HB("tr_null_ouvert_hand", tr_null_ouvert_hand),
    HB("tr_lost_grand", tr_lost_grand),
    HB("tr_schneider", tr_schneider),
    HB("tr_raw_120", tr_raw_120),
    HB("tr_all_passed", tr_all_passed),
    HB("tr_x00", tr_x00),
    HB("tr_schneider_only_without_bock", tr_schneider_only_without_bock),
    HB("ramsch_on_pass", ramsch_on_pass),
    HB("ramsch_round_after_bock", ramsch_round_after_bock),
    HB("ramsch_round_after_grand_hand", ramsch_round_after_grand_hand),
    HB("ramsch_only_evening", ramsch_only_evening),
    HB("ramsch_schieben", ramsch_schieben),
    HB("ramsch_grand_hand_option", ramsch_grand_hand_option),
    HB("ramsch_grand_hand_uses_game", ramsch_grand_hand_uses_game),
    HB("ramsch_jungfrau_announce", ramsch_jungfrau_announce),
    HE("ramsch_skat_to", ramsch_skat_to, "loser|last_trick", false),
    HE("ramsch_tie", ramsch_tie, "both_full|split|last_trick", false),
    HE("ramsch_scoring", ramsch_scoring, "augen|fixed", false),
    HE("ramsch_mode", ramsch_mode, "normal|gewinner|gewinner_20", false),
    HI("ramsch_max_factor", ramsch_max_factor, 0, 1 << 20, false),
    {"bierlachs_target", K_TARGET, 0, 0, 0, NULL, false},
    HE("bierlachs_multi_loser", bierlachs_multi_loser, "all|most", false),
    HI("bierlachs_price_ct", bierlachs_price_ct, 0, MAXCT, true),
    {"money_rate", K_RATE, 0, 0, 0, NULL, true},
    {"money_basis", K_ENUM, offsetof(house_profile, money) + offsetof(money_settings, basis), 0, 0,
     "list|seeger", true},
    MI("entry_fee_ct", entry_fee_ct, 0, MAXCT),
    MI("team_fee_ct", team_fee_ct, 0, MAXCT),
    MI("tandem_fee_ct", tandem_fee_ct, 0, MAXCT),
    {"loss_fee_tiers", K_TIERS, 0, 0, 0, NULL, true},
    {"loss_fee_scope", K_ENUM, offsetof(house_profile, money) + offsetof(money_settings, loss_scope),
     0, 0, "per_series|per_tournament", true},
    MI("passed_fee_ct", passed_fee_ct, 0, MAXCT),
    {"passed_fee_payer", K_ENUM,
     offsetof(house_profile, money) + offsetof(money_settings, passed_payer), 0, 0, "all|dealer",
     true},
    {"fees_to_pool", K_BOOL, offsetof(house_profile, money) + offsetof(money_settings, fees_to_pool),
     0, 1, NULL, true},
    MI("payout_percent", payout_percent, 0, 100),
    MI("organiser_cut_ct", organiser_cut_ct, 0, MAXCT),
    {"prize_percent", K_PRIZES, 0, 0, 0, NULL, true},
};
#define NKEYS (sizeof keys / sizeof keys[0])


/* a whole number 0..max, digits only */
static bool parse_num(const char *v, long long max, long long *out)
{
    if (!*v)
        return false;
    for (const char *p = v; *p; p++)
        if (!isdigit((unsigned char)*p))
            return false;
    errno = 0;
    long long x = strtoll(v, NULL, 10);
    if (errno || x > max)
        return false;
    *out = x;
    return true;
}


/* index of v among the '|'-separated words of choices ('-' = '_'), or -1 */
static int choice_index(const char *choices, const char *v)
{
    int i = 0;
    for (const char *c = choices;; i++) {
        const char *e = strchr(c, '|');
        size_t len = e ? (size_t)(e - c) : strlen(c);
        char w[40];
        if (len < sizeof w) {
            memcpy(w, c, len);
            w[len] = 0;
            if (sk_key_eq(v, strlen(v), w))
                return i;
        }
        if (!e)
            return -1;
        c = e + 1;
    }
}

_Static_assert(sizeof(house_list_mode) == sizeof(int) && sizeof(money_basis) == sizeof(int),
               "K_ENUM settings are stored as int");

/* the index-th word of choices into buf */
static const char *choice_word(const char *choices, int index, char *buf, size_t n)
{
    const char *c = choices;
    for (int i = 0; i < index && c; i++) {
        c = strchr(c, '|');
        if (c)
            c++;
    }
    if (!c) {
        snprintf(buf, n, "%d", index);
        return buf;
    }
    const char *e = strchr(c, '|');
    size_t len = e ? (size_t)(e - c) : strlen(c);
    snprintf(buf, n, "%.*s", (int)len, c);
    return buf;
}

/* "a, b or c" from "a|b|c" */
static const char *choice_list(const char *choices, char *buf, size_t n)
{
    size_t len = 0;
    int count = 1;
    for (const char *c = choices; *c; c++)
        count += *c == '|';
    buf[0] = 0;
    for (int i = 0; i < count; i++) {
        char w[40];
        choice_word(choices, i, w, sizeof w);
        int r = snprintf(buf + len, n - len, "%s%s", i == 0 ? "" : i == count - 1 ? " or " : ", ",
                         w);
        if (r < 0 || (size_t)r >= n - len)
            break;
        len += (size_t)r;
    }
    return buf;
}

/* loss_fee_tiers=FROM:CT/FROM:CT... or a preset name */
static int set_tiers(money_settings *m, const char *v, sk_err *err)
{
    if (sk_streq_ci(v, "none")) {
        memset(m->tiers, 0, sizeof m->tiers);
        m->ntiers = 0;
        return SK_OK;
    }
    if (money_tiers_preset(m, v))
        return SK_OK;
    money_tier t[MONEY_MAX_TIERS];
    int nt = 0;
    const char *p = v;
    while (*p) {
        if (nt == MONEY_MAX_TIERS)
            return sk_err_set(err, SK_INVALID, _("rules: loss_fee_tiers=%s: at most %d tiers"), v,
                              MONEY_MAX_TIERS);
        char *end;
        if (!isdigit((unsigned char)*p))
            goto bad;
        long from = strtol(p, &end, 10);
        if (*end != ':' || !isdigit((unsigned char)end[1]))
            goto bad;
        long ct = strtol(end + 1, &end, 10);
        if (from < 1 || from > 1000 || ct > MAXCT || (*end && *end != '/'))
            goto bad;
        t[nt].from_loss = (int)from;
        t[nt].ct = (int)ct;
        nt++;
        p = *end ? end + 1 : end;
        if (*end && !*p)
            goto bad;
    }
    if (nt == 0)
        goto bad;
    memset(m->tiers, 0, sizeof m->tiers);
    memcpy(m->tiers, t, (size_t)nt * sizeof t[0]);
    m->ntiers = nt;
    return SK_OK;
bad:
    return sk_err_set(err, SK_INVALID,
                      _("rules: loss_fee_tiers=%s: default, euroskat, flat, none or tiers "
                      "FROM:CT/FROM:CT... (e.g. 1:50/4:100: from the 1st lost game 50 ct, from "
                      "the 4th 100 ct)"), v);
}

bool house_parse_bp(const char *s, size_t len, int *bp)
{
    long whole = 0, frac = 0;
    size_t i = 0;
    int fd = 0;
    if (len == 0 || !isdigit((unsigned char)s[0]))
        return false;
    for (; i < len && isdigit((unsigned char)s[i]); i++) {
        whole = whole * 10 + (s[i] - '0');
        if (whole > 100)
            return false;
    }
    if (i < len) {
        if (s[i] != '.' || i + 1 == len)
            return false;
        for (i++; i < len; i++) {
            if (!isdigit((unsigned char)s[i]) || fd == 2)
                return false;
            frac = frac * 10 + (s[i] - '0');
            fd++;
        }
        if (fd == 1)
            frac *= 10;
    }
    *bp = (int)(whole * 100 + frac);
    return *bp <= 10000;
}

static int set_prizes(money_settings *m, const char *v, sk_err *err)
{
    if (sk_streq_ci(v, "none")) {
        memset(m->prize_bp, 0, sizeof m->prize_bp);
        m->nprizes = 0;
        return SK_OK;
    }
    int bp[MONEY_MAX_PRIZES], n = 0;
    const char *p = v;
    for (;;) {
        const char *e = strchr(p, '/');
        size_t len = e ? (size_t)(e - p) : strlen(p);
        if (n == MONEY_MAX_PRIZES)
            return sk_err_set(err, SK_INVALID, _("rules: prize_percent=%s: at most %d prizes"), v,
                              MONEY_MAX_PRIZES);
        if (!house_parse_bp(p, len, &bp[n]))
            return sk_err_set(err, SK_INVALID,
                              _("rules: prize_percent=%s: '%.*s' is not a percentage from 0 to 100 "
                              "(up to two decimals, e.g. 23.5/19.5/15)"), v, (int)len, p);
        n++;
        if (!e)
            break;
        p = e + 1;
    }
    memset(m->prize_bp, 0, sizeof m->prize_bp);
    memcpy(m->prize_bp, bp, (size_t)n * sizeof bp[0]);
    m->nprizes = n;
    return SK_OK;
}

static int set_rate(money_settings *m, const char *v, sk_err *err)
{
    const char *slash = strchr(v, '/');
    char a[24], b[24];
    long long num, den = 1;
    size_t alen = slash ? (size_t)(slash - v) : strlen(v);
    if (alen >= sizeof a || (slash && strlen(slash + 1) >= sizeof b))
        goto bad;
    memcpy(a, v, alen);
    a[alen] = 0;
    if (!parse_num(a, 100000, &num))
        goto bad;
    if (slash) {
        strcpy(b, slash + 1);
        if (!parse_num(b, 100000, &den))
            goto bad;
        if (den == 0)
            return sk_err_set(err, SK_INVALID,
                              _("rules: money_rate=%s: denominator 0 is impossible (cents per "
                              "point as NUM/DEN, e.g. 1/10)"), v);
    }
    m->rate_num = (int)num;
    m->rate_den = (int)den;
    return SK_OK;
bad:
    return sk_err_set(err, SK_INVALID,
                      _("rules: money_rate=%s: cents per point as NUM/DEN (e.g. 1/10, 1/4, 1)"), v);
}

static int set_target(house_profile *p, const char *v, sk_err *err)
{
    long long x;
    char num[24];
    size_t len = strlen(v);
    bool day = len > 4 && sk_streq_ci(v + len - 4, "+day");
    if (sk_streq_ci(v, "auto")) {
        p->bierlachs_target = 0;
        p->bierlachs_target_plus_day = false;
        return SK_OK;
    }
    if (day)
        len -= 4;
    if (len >= sizeof num)
        goto bad;
    memcpy(num, v, len);
    num[len] = 0;
    if (!parse_num(num, 1000000, &x) || x < 100)
        goto bad;
    p->bierlachs_target = (int)x;
    p->bierlachs_target_plus_day = day;
    return SK_OK;
bad:
    return sk_err_set(err, SK_INVALID,
                      _("rules: bierlachs_target=%s: auto (301 at a 3-table, 401 at a 4-table), a "
                      "number from 100 or NUMBER+day (300+day: 319 on the 19th)"), v);
}

/* An unknown key, with the nearest known one and the value typed
 * ("ramsch=yes": did you mean 'ramsch_on_pass=yes'?). */
static int unknown_key(const char *k, size_t klen, const char *v, sk_err *err)
{
    const char *names[NKEYS];
    for (size_t i = 0; i < NKEYS; i++)
        names[i] = keys[i].name;
    char near[160];
    if (sk_nearest_kv(k, klen, v, names, NKEYS, near, sizeof near))
        return sk_err_set(err, SK_INVALID,
                          _("rules: unknown key '%.*s' for Skat house rules: did you mean "
                            "'%s'? (every key: docs/house-rules.md)"),
                          (int)klen, k, near);
    return sk_err_set(err, SK_INVALID,
                      _("rules: unknown key '%.*s' for Skat house rules (every key: "
                        "docs/house-rules.md)"),
                      (int)klen, k);
}

/* One key=value of a rules text (sk_kv_each). */
static int apply_one(void *ud, const char *item, size_t klen, const char *v, sk_err *err)
{
    house_profile *p = ud;
    for (size_t i = 0; i < NKEYS; i++) {
        const key *k = &keys[i];
        if (!sk_key_eq(item, klen, k->name))
            continue;
        char *base = (char *)p;
        switch (k->type) {
        case K_BOOL: {
            bool b;
            if (!sk_parse_yes_no(v, &b))
                return sk_err_set(err, SK_INVALID, _("rules: %s=%s: yes or no"), k->name, v);
            *(bool *)(base + k->off) = b;
            return SK_OK;
        }
        case K_INT: {
            long long x;
            if (!parse_num(v, k->max, &x) || x < k->min)
                return sk_err_set(err, SK_INVALID, _("rules: %s=%s: a whole number from %lld to %lld"),
                                  k->name, v, k->min, k->max);
            *(int *)(base + k->off) = (int)x;
            return SK_OK;
        }
        case K_ENUM: {
            int x = choice_index(k->choices, v);
            if (x < 0 && !strcmp(k->name, "kontra_max_level") && v[0] >= '0' && v[0] <= '4' &&
                !v[1])
                x = v[0] - '0';
            if (x < 0) {
                char c[160];
                return sk_err_set(err, SK_INVALID, _("rules: %s=%s: %s%s"), k->name, v,
                                  !strcmp(k->name, "kontra_max_level") ? _("0..4 or ") : "",
                                  choice_list(k->choices, c, sizeof c));
            }
            *(int *)(base + k->off) = x; /* enums are int-sized */
            return SK_OK;
        }
        case K_RATE:
            return set_rate(&p->money, v, err);
        case K_TIERS:
            return set_tiers(&p->money, v, err);
        case K_PRIZES:
            return set_prizes(&p->money, v, err);
        case K_TARGET:
            return set_target(p, v, err);
        }
    }
    return unknown_key(item, klen, v, err);
}

/* The preset word a rules text may start with (sk_kv_each). */
static int apply_preset(void *ud, const char *s, size_t len, sk_err *err)
{
    char name[HOUSE_NAME_MAX];
    if (len >= sizeof name)
        return sk_err_set(err, SK_INVALID,
                          _("rules: '%.*s': the house-rule presets are isko, club and pub"),
                          (int)len, s);
    memcpy(name, s, len);
    name[len] = 0;
    sk_err e2;
    sk_err_clear(&e2);
    if (house_profile_preset(name, ud, &e2) != SK_OK)
        return sk_err_set(err, SK_INVALID,
                          _("rules: '%s': the house-rule presets are isko, club and pub"), name);
    return SK_OK;
}

int house_settings_parse(house_profile *p, const char *text, sk_err *err)
{
    if (text_plain_check(_("rules"), text, err) != SK_OK) /* echoed escaped, never raw */
        return SK_INVALID;
    if (sk_kv_each(text, 160, _(" (a preset isko, club or pub comes first)"), apply_preset,
                   apply_one, p, err) != SK_OK)
        return SK_INVALID;
    sk_err e3;
    sk_err_clear(&e3);
    if (house_profile_validate(p, 4, &e3) != SK_OK || house_profile_validate(p, 3, &e3) != SK_OK)
        return sk_err_set(err, SK_INVALID, _("rules: %s"), e3.msg);
    return SK_OK;
}

/* the value of key k in p as text */
static const char *value_text(const house_profile *p, const key *k, char *buf, size_t n)
{
    const char *base = (const char *)p;
    const money_settings *m = &p->money;
    size_t len = 0;
    switch (k->type) {
    case K_BOOL:
        snprintf(buf, n, "%s", *(const bool *)(base + k->off) ? "yes" : "no");
        break;
    case K_INT:
        snprintf(buf, n, "%d", *(const int *)(base + k->off));
        break;
    case K_ENUM:
        choice_word(k->choices, *(const int *)(base + k->off), buf, n);
        break;
    case K_RATE:
        if (m->rate_den == 1)
            snprintf(buf, n, "%d", m->rate_num);
        else
            snprintf(buf, n, "%d/%d", m->rate_num, m->rate_den);
        break;
    case K_TIERS:
        snprintf(buf, n, "%s", m->ntiers ? "" : "none");
        for (int i = 0; i < m->ntiers; i++)
            sk_addf(buf, n, &len, "%s%d:%d", i ? "/" : "", m->tiers[i].from_loss, m->tiers[i].ct);
        break;
    case K_PRIZES:
        snprintf(buf, n, "%s", m->nprizes ? "" : "none");
        for (int i = 0; i < m->nprizes; i++) {
            int bp = m->prize_bp[i];
            const char *sep = i ? "/" : "";
            if (bp % 100 == 0)
                sk_addf(buf, n, &len, "%s%d", sep, bp / 100);
            else if (bp % 10 == 0)
                sk_addf(buf, n, &len, "%s%d.%d", sep, bp / 100, bp % 100 / 10);
            else
                sk_addf(buf, n, &len, "%s%d.%02d", sep, bp / 100, bp % 100);
        }
        break;
    case K_TARGET:
        if (p->bierlachs_target == 0)
            snprintf(buf, n, "auto");
        else
            snprintf(buf, n, "%d%s", p->bierlachs_target, p->bierlachs_target_plus_day ? "+day" : "");
        break;
    }
    return buf;
}

size_t house_settings_format(const house_profile *p, const house_profile *base, char *buf,
                             size_t n)
{
    size_t len = 0;
    if (n == 0)
        return 0;
    buf[0] = 0;
    for (size_t i = 0; i < NKEYS; i++) {
        char v[400], bv[400];
        value_text(p, &keys[i], v, sizeof v);
        if (base && !strcmp(v, value_text(base, &keys[i], bv, sizeof bv)))
            continue;
        int r = snprintf(buf + len, n - len, "%s%s=%s", len ? "," : "", keys[i].name, v);
        if (r < 0 || (size_t)r >= n - len) {
            len = n - 1;
            break;
        }
        len += (size_t)r;
    }
    return len;
}

bool house_settings_key_is_money(const char *name)
{
    for (size_t i = 0; i < NKEYS; i++)
        if (sk_key_eq(name, strlen(name), keys[i].name))
            return keys[i].money;
    return false;
}

bool house_settings_money_differs(const house_profile *p, const house_profile *base)
{
    for (size_t i = 0; i < NKEYS; i++) {
        char v[400], bv[400];
        if (keys[i].money && strcmp(value_text(p, &keys[i], v, sizeof v),
                                    value_text(base, &keys[i], bv, sizeof bv)))
            return true;
    }
    return false;
}

/* ---- money settings change at any time (issue 29 item 7) ---------------- */

/* sk_kv_each over a money-only text: a preset word is a scoring rule */
static int money_bare(void *ud, const char *s, size_t len, sk_err *err)
{
    (void)ud;
    return sk_err_set(err, SK_INVALID,
                      _("rules: '%.*s' is a preset of scoring rules; only money settings (%s) "
                        "change once games are recorded"),
                      (int)len, s, house_settings_money_keys());
}

/* sk_kv_each: the key must be a money key; the names are collected in ud
 * (an sk_buf) for house_settings_values_of */
static int money_key(void *ud, const char *key, size_t klen, const char *v, sk_err *err)
{
    (void)v;
    for (size_t i = 0; i < NKEYS; i++) {
        if (!sk_key_eq(key, klen, keys[i].name))
            continue;
        if (!keys[i].money)
            return sk_err_set(err, SK_INVALID,
                              _("rules: %s is a scoring rule: the list would be scored under two "
                                "rule sets, so it is fixed once the first game is recorded; "
                                "money settings (%s) change any time"),
                              keys[i].name, house_settings_money_keys());
        if (ud)
            sk_buf_printf(ud, "%s%s", ((sk_buf *)ud)->len ? "," : "", keys[i].name);
        return SK_OK;
    }
    return unknown_key(key, klen, v, err);
}

const char *house_settings_money_keys(void)
{
    return "'money_rate', 'money_basis', 'bierlachs_price_ct', 'entry_fee_ct', 'team_fee_ct', "
           "'tandem_fee_ct', 'loss_fee_tiers', 'loss_fee_scope', 'passed_fee_ct', "
           "'passed_fee_payer', 'fees_to_pool', 'payout_percent', 'organiser_cut_ct', "
           "'prize_percent'";
}

int house_settings_money_only(const char *text, sk_err *err)
{
    if (sk_kv_empty(text))
        return sk_err_set(err, SK_INVALID, _("rules: no money setting given (%s)"),
                          house_settings_money_keys());
    return sk_kv_each(text, 160, "", money_bare, money_key, NULL, err);
}

size_t house_settings_values_of(const house_profile *p, const char *text, char *buf, size_t n)
{
    if (n == 0)
        return 0;
    buf[0] = 0;
    sk_buf names = {0};
    sk_err e;
    sk_err_clear(&e);
    size_t len = 0;
    if (sk_kv_each(text, 160, "", money_bare, money_key, &names, &e) == SK_OK) {
        for (size_t i = 0; i < NKEYS; i++) {
            /* in the table's order, each named key once */
            char pat[64];
            snprintf(pat, sizeof pat, ",%s,", keys[i].name);
            sk_buf all = {0};
            sk_buf_printf(&all, ",%s,", sk_buf_str(&names));
            bool named = strstr(sk_buf_str(&all), pat) != NULL;
            sk_buf_free(&all);
            if (!named)
                continue;
            char v[400];
            value_text(p, &keys[i], v, sizeof v);
            int r = snprintf(buf + len, n - len, "%s%s=%s", len ? "," : "", keys[i].name, v);
            if (r < 0 || (size_t)r >= n - len) {
                len = n - 1;
                break;
            }
            len += (size_t)r;
        }
    }
    sk_buf_free(&names);
    return len;
}

bool house_settings_rate_missing(const house_profile *p)
{
    if (p->list_mode == HOUSE_LIST_BIERLACHS)
        return p->bierlachs_price_ct == 0;
    return p->money.rate_num == 0;
}
