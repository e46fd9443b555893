/* dayset.c - see dayset.h */
#include "dayset.h"
#include "money.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *const dayset_keys[] = {"fee_ct",        "clock_min", "warn_min",    "second_entry",
                                   "youth_max_age", "host_club", "prize_order", "preset",
                                   "prize_scheme",  NULL};

static const char *const group_words[DAY_NGROUPS] = {"overall", "lady", "youth", "guest",
                                                     "member"};
static const char *const group_names[DAY_NGROUPS] = {N_("overall"), N_("best lady"),
                                                     N_("best youth"), N_("best guest"),
                                                     N_("best member")};

void dayset_default(day_settings *s)
{
    memset(s, 0, sizeof *s);
    s->fee_ct = -1;
    s->clock_min = 120;
    s->warn_min = 10;
    s->youth_max_age = 17;
    for (int g = 0; g < DAY_NGROUPS; g++)
        s->order[g] = (day_group)g;
}

const char *dayset_group_word(day_group g)
{
    return g < DAY_NGROUPS ? group_words[g] : "?";
}

const char *dayset_group_name(day_group g)
{
    return g < DAY_NGROUPS ? _(group_names[g]) : "?";
}

bool dayset_group_parse(const char *w, size_t n, day_group *out)
{
    for (int g = 0; g < DAY_NGROUPS; g++)
        if (strlen(group_words[g]) == n && strncmp(w, group_words[g], n) == 0) {
            *out = (day_group)g;
            return true;
        }
    return false;
}

static int bad_int(const char *key, const char *v, long lo, long hi, sk_err *err)
{
    char q[80];
    return sk_err_set(err, SK_INVALID, _("day: %s=%s: a whole number from %ld to %ld"), key,
                      text_quote(v, strlen(v), q, sizeof q), lo, hi);
}

static int set_order(day_settings *s, const char *v, sk_err *err)
{
    day_group seen[DAY_NGROUPS];
    int n = 0;
    bool used[DAY_NGROUPS] = {false};
    char q[120];
    for (const char *p = v;;) {
        size_t len = strcspn(p, ",");
        day_group g;
        if (!dayset_group_parse(p, len, &g))
            return sk_err_set(err, SK_INVALID, _("day: prize_order=%s: '%.*s' is not a prize "
                              "group (overall, lady, youth, guest, member)"),
                              text_quote(v, strlen(v), q, sizeof q), (int)(len > 40 ? 40 : len),
                              sk_utf8_validn(p, len) ? p : "?");
        if (used[g])
            return sk_err_set(err, SK_INVALID, _("day: prize_order=%s: %s is named twice"),
                              text_quote(v, strlen(v), q, sizeof q), group_words[g]);
        used[g] = true;
        seen[n++] = g;
        if (!p[len])
            break;
        p += len + 1;
    }
    /* groups not named come after, in their usual order */
    for (int g = 0; g < DAY_NGROUPS; g++)
        if (!used[g])
            seen[n++] = (day_group)g;
    memcpy(s->order, seen, sizeof seen);
    return SK_OK;
}

int dayset_apply(day_settings *s, const char *key, const char *v, sk_err *err)
{
    long n;
    day_settings t = *s;
    char q[120];
    if (!v || !sk_utf8_valid(v))
        return sk_err_set(err, SK_INVALID, _("day: %s: the value is not valid UTF-8"), key);
    if (strcmp(key, "fee_ct") == 0) {
        if (!sk_parse_int(v, 0, DAY_FEE_MAX_CT, &n))
            return bad_int(key, v, 0, DAY_FEE_MAX_CT, err);
        if (s->bavarian && n > DAY_BAVARIAN_FEE_MAX_CT)
            return sk_err_set(err, SK_INVALID, _("day: fee_ct=%ld: the Bavarian preset allows an "
                              "entry fee of at most 15.00 euros (1500 ct)"), n);
        t.fee_ct = (int)n;
    } else if (strcmp(key, "clock_min") == 0) {
        if (!sk_parse_int(v, 1, 1440, &n))
            return bad_int(key, v, 1, 1440, err);
        if (n < s->warn_min)
            return sk_err_set(err, SK_INVALID, _("day: clock_min=%ld is shorter than the warning "
                              "(warn_min=%d)"), n, s->warn_min);
        t.clock_min = (int)n;
    } else if (strcmp(key, "warn_min") == 0) {
        if (!sk_parse_int(v, 0, 1440, &n))
            return bad_int(key, v, 0, 1440, err);
        if (n > s->clock_min)
            return sk_err_set(err, SK_INVALID, _("day: warn_min=%ld is longer than the series "
                              "(clock_min=%d)"), n, s->clock_min);
        t.warn_min = (int)n;
    } else if (strcmp(key, "second_entry") == 0) {
        if (!sk_parse_yes_no(v, &t.second_entry))
            return sk_err_set(err, SK_INVALID, _("day: second_entry=%s: yes or no"),
                              text_quote(v, strlen(v), q, sizeof q));
    } else if (strcmp(key, "youth_max_age") == 0) {
        if (!sk_parse_int(v, 0, 99, &n))
            return bad_int(key, v, 0, 99, err);
        t.youth_max_age = (int)n;
    } else if (strcmp(key, "host_club") == 0) {
        if (strcmp(v, "none") == 0) {
            t.host_club[0] = '\0';
        } else {
            int rc = text_name_check(_("day: host_club"), v, err);
            if (rc != SK_OK)
                return rc;
            snprintf(t.host_club, sizeof t.host_club, "%s", v);
        }
    } else if (strcmp(key, "prize_order") == 0) {
        int rc = set_order(&t, v, err);
        if (rc != SK_OK)
            return rc;
    } else if (strcmp(key, "preset") == 0) {
        if (strcmp(v, "bavarian") == 0) {
            if (s->fee_ct > DAY_BAVARIAN_FEE_MAX_CT)
                return sk_err_set(err, SK_INVALID, _("day: preset=bavarian: the entry fee "
                                  "fee_ct=%d is above 15.00 euros (1500 ct), the most the "
                                  "preset allows"), s->fee_ct);
            if (prize_scheme_money(&s->scheme))
                return sk_err_set(err, SK_INVALID, _("day: preset=bavarian: the prize scheme "
                                  "gives money, the preset prizes in goods only"));
            t.bavarian = true;
        } else if (strcmp(v, "none") == 0) {
            t.bavarian = false;
        } else {
            return sk_err_set(err, SK_INVALID, _("day: preset=%s: bavarian or none"),
                              text_quote(v, strlen(v), q, sizeof q));
        }
    } else if (strcmp(key, "prize_scheme") == 0) {
        int rc = prize_scheme_parse(v, &t.scheme, err);
        if (rc != SK_OK)
            return rc;
        if (s->bavarian && prize_scheme_money(&t.scheme))
            return sk_err_set(err, SK_INVALID, _("day: prize_scheme: the Bavarian preset gives "
                              "prizes in goods only (goods=...)"));
    } else {
        return sk_err_set(err, SK_INVALID, _("day: unknown setting '%s': the settings are "
                          "fee_ct, clock_min, warn_min, second_entry, youth_max_age, host_club, "
                          "prize_order, preset and prize_scheme"),
                          text_quote(key, strlen(key), q, sizeof q));
    }
    *s = t;
    return SK_OK;
}

bool dayset_value(const day_settings *s, const char *key, char *out, size_t n)
{
    if (strcmp(key, "fee_ct") == 0) {
        if (s->fee_ct < 0)
            snprintf(out, n, "rules");
        else
            snprintf(out, n, "%d", s->fee_ct);
    } else if (strcmp(key, "clock_min") == 0) {
        snprintf(out, n, "%d", s->clock_min);
    } else if (strcmp(key, "warn_min") == 0) {
        snprintf(out, n, "%d", s->warn_min);
    } else if (strcmp(key, "second_entry") == 0) {
        snprintf(out, n, "%s", s->second_entry ? "yes" : "no");
    } else if (strcmp(key, "youth_max_age") == 0) {
        snprintf(out, n, "%d", s->youth_max_age);
    } else if (strcmp(key, "host_club") == 0) {
        snprintf(out, n, "%s", s->host_club[0] ? s->host_club : "none");
    } else if (strcmp(key, "prize_order") == 0) {
        size_t k = 0;
        out[0] = '\0';
        for (int g = 0; g < DAY_NGROUPS && k < n; g++)
            k += (size_t)snprintf(out + k, n - k, "%s%s", g ? "," : "",
                                  group_words[s->order[g]]);
    } else if (strcmp(key, "preset") == 0) {
        snprintf(out, n, "%s", s->bavarian ? "bavarian" : "none");
    } else if (strcmp(key, "prize_scheme") == 0) {
        prize_scheme_format(&s->scheme, out, n);
    } else {
        return false;
    }
    return true;
}

bool dayset_is_default(const day_settings *s, const char *key)
{
    day_settings d;
    dayset_default(&d);
    char a[1024], b[1024];
    return dayset_value(s, key, a, sizeof a) && dayset_value(&d, key, b, sizeof b) &&
           strcmp(a, b) == 0;
}

int dayset_bavarian_check(const day_settings *s, long long fee_ct, int money_prizes,
                          bool percent_prizes, sk_err *err)
{
    if (!s->bavarian)
        return SK_OK;
    if (fee_ct > DAY_BAVARIAN_FEE_MAX_CT)
        return sk_err_set(err, SK_INVALID, _("the Bavarian preset allows an entry fee of at most "
                          "15.00 euros: this tournament's is %s euros"),
                          money_euro_text(fee_ct, (char[32]){0}, 32));
    if (money_prizes)
        return sk_err_set(err, SK_INVALID, sk_ntr("the Bavarian preset gives prizes in goods only: "
                          "%d prize is money", "the Bavarian preset gives prizes in goods only: "
                          "%d prizes are money", (unsigned long)money_prizes), money_prizes);
    if (percent_prizes)
        return sk_err_set(err, SK_INVALID, _("the Bavarian preset gives prizes in goods only: the "
                          "rules' prize_percent splits money"));
    return SK_OK;
}
