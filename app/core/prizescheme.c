/* prizescheme.c - see prizescheme.h */
#include "prizescheme.h"

#include <stdio.h>
#include <string.h>

#include "houseset.h"
#include "text.h"

#define QUOTE(v) text_quote((v), strlen(v), (char[120]){0}, 120)

static int bad(const char *text, const char *rule, sk_err *err)
{
    return sk_err_set(err, SK_INVALID, _("prize scheme '%s': %s"), QUOTE(text), rule);
}

static int parse_split(const char *v, size_t vl, prize_scheme *s, sk_err *err)
{
    int sum = 0;
    for (const char *p = v, *end = v + vl; p <= end;) {
        const char *e = memchr(p, '/', (size_t)(end - p));
        size_t len = e ? (size_t)(e - p) : (size_t)(end - p);
        int bp;
        if (s->nsplit == PSCHEME_MAX_SPLIT)
            return sk_err_set(err, SK_INVALID, _("prize scheme: split: at most %d places"),
                              PSCHEME_MAX_SPLIT);
        if (!house_parse_bp(p, len, &bp) || bp == 0)
            return sk_err_set(err, SK_INVALID, _("prize scheme: split: '%.*s' is not a percentage "
                              "above 0 and at most 100 (up to two decimals, e.g. 30/20/15)"),
                              (int)(len > 40 ? 40 : len), sk_utf8_validn(p, len) ? p : "?");
        if (s->nsplit && bp > s->split_bp[s->nsplit - 1])
            return sk_err_set(err, SK_INVALID, _("prize scheme: split: place %d's %.*s %% is more "
                              "than place %d's: the split descends (a better place never gets "
                              "less)"), s->nsplit + 1, (int)len, p, s->nsplit);
        s->split_bp[s->nsplit++] = bp;
        sum += bp;
        if (sum > 10000)
            return sk_err_set(err, SK_INVALID, _("prize scheme: split: the percentages add up to "
                              "more than 100"));
        if (!e)
            break;
        p = e + 1;
    }
    if (sum != 10000)
        return sk_err_set(err, SK_INVALID, _("prize scheme: split: the percentages add up to "
                          "%d.%02d, not 100 (the pool is handed out in full)"), sum / 100,
                          sum % 100);
    return SK_OK;
}

static int parse_goods(const char *v, size_t vl, prize_scheme *s, sk_err *err)
{
    size_t at = 0;
    for (const char *p = v, *end = v + vl; p <= end;) {
        const char *e = memchr(p, '|', (size_t)(end - p));
        size_t len = e ? (size_t)(e - p) : (size_t)(end - p);
        if (s->ngoods == PSCHEME_MAX_GOODS)
            return sk_err_set(err, SK_INVALID, _("prize scheme: goods: at most %d"),
                              PSCHEME_MAX_GOODS);
        char one[PSCHEME_TEXT_MAX + 1];
        snprintf(one, sizeof one, "%.*s", (int)len, p);
        int rc = text_name_check(_("prize scheme: goods"), one, err);
        if (rc != SK_OK)
            return rc;
        memcpy(s->goods + at, one, len + 1);
        at += len + 1;
        s->ngoods++;
        if (!e)
            break;
        p = e + 1;
    }
    return SK_OK;
}

int prize_scheme_parse(const char *text, prize_scheme *out, sk_err *err)
{
    prize_scheme s;
    memset(&s, 0, sizeof s);
    if (!text || !sk_utf8_valid(text))
        return sk_err_set(err, SK_INVALID, _("prize scheme: the text is not valid UTF-8"));
    if (strcmp(text, "none") == 0) {
        *out = s;
        return SK_OK;
    }
    if (strlen(text) > PSCHEME_TEXT_MAX)
        return sk_err_set(err, SK_INVALID, _("prize scheme: at most %d bytes (a shorter goods "
                          "list)"), PSCHEME_TEXT_MAX);
    bool seen_split = false;
    for (const char *p = text;;) {
        size_t len = strcspn(p, ";");
        const char *eq = memchr(p, '=', len);
        if (!eq)
            return bad(text, _("each item is KEY=VALUE (percent, split, every, ct, goods), "
                           "joined by ';'"), err);
        size_t kl = (size_t)(eq - p), vl = len - kl - 1;
        const char *v = eq + 1;
        char num[32];
        snprintf(num, sizeof num, "%.*s", (int)(vl < 31 ? vl : 31), v);
        long n = 0;
        int rc = SK_OK;
        if (kl == 7 && strncmp(p, "percent", kl) == 0) {
            if (s.percent || vl > 31 || !sk_parse_int(num, 1, 100, &n))
                return sk_err_set(err, SK_INVALID, _("prize scheme: percent=%s: a whole number "
                                  "from 1 to 100 (of the entry fees), given once"), QUOTE(num));
            s.percent = (int)n;
        } else if (kl == 5 && strncmp(p, "split", kl) == 0) {
            if (seen_split)
                return bad(text, _("split is given twice"), err);
            seen_split = true;
            rc = parse_split(v, vl, &s, err);
        } else if (kl == 5 && strncmp(p, "every", kl) == 0) {
            if (s.every || vl > 31 || !sk_parse_int(num, 1, 1000, &n))
                return sk_err_set(err, SK_INVALID, _("prize scheme: every=%s: every Nth player "
                                  "wins, N a whole number from 1 to 1000, given once"), QUOTE(num));
            s.every = (int)n;
        } else if (kl == 2 && strncmp(p, "ct", kl) == 0) {
            if (s.ct || vl > 31 || !sk_parse_int(num, 1, 100000000, &n))
                return sk_err_set(err, SK_INVALID, _("prize scheme: ct=%s: the cents each winner "
                                  "gets, 1 to 100000000, given once"), QUOTE(num));
            s.ct = n;
        } else if (kl == 5 && strncmp(p, "goods", kl) == 0) {
            if (s.ngoods)
                return bad(text, _("goods is given twice"), err);
            rc = parse_goods(v, vl, &s, err);
        } else {
            return bad(text, _("the keys are percent, split, every, ct and goods"), err);
        }
        if (rc != SK_OK)
            return rc;
        if (!p[len])
            break;
        p += len + 1;
    }
    bool money = s.percent || s.ct;
    if (money && s.ngoods)
        return bad(text, _("prizes in money or in goods, not both"), err);
    if (s.percent && !s.nsplit && !s.every)
        return bad(text, _("percent needs split (a table of places) or every (every Nth "
                   "player wins)"), err);
    if (s.nsplit && !s.percent)
        return bad(text, _("split shares a pool: give percent (of the entry fees)"), err);
    if (s.nsplit && s.every)
        return bad(text, _("split or every, not both (the split's table says the places)"), err);
    if (s.ct && !s.every)
        return bad(text, _("ct is what every Nth player gets: give every"), err);
    if (s.ct && s.percent)
        return bad(text, _("a pool (percent) or a fixed amount (ct), not both"), err);
    if (s.every && !money && !s.ngoods)
        return bad(text, _("every needs what they win: percent, ct or goods"), err);
    s.set = true;
    *out = s;
    return SK_OK;
}

void prize_scheme_format(const prize_scheme *s, char *out, size_t n)
{
    if (!s->set) {
        snprintf(out, n, "none");
        return;
    }
    size_t k = 0;
    out[0] = '\0';
#define ADD(...)                                                                        \
    do {                                                                                \
        if (k < n)                                                                      \
            k += (size_t)snprintf(out + k, n - k, __VA_ARGS__);                         \
    } while (0)
    if (s->percent)
        ADD("percent=%d", s->percent);
    for (int i = 0; i < s->nsplit; i++) {
        int bp = s->split_bp[i];
        ADD("%s%d", i ? "/" : ";split=", bp / 100);
        if (bp % 100)
            ADD(bp % 10 ? ".%02d" : ".%d", bp % 10 ? bp % 100 : bp % 100 / 10);
    }
    if (s->every)
        ADD("%severy=%d", k ? ";" : "", s->every);
    if (s->ct)
        ADD(";ct=%lld", s->ct);
    const char *g = s->goods;
    for (int i = 0; i < s->ngoods; i++) {
        ADD("%s%s", i ? "|" : (k ? ";goods=" : "goods="), g);
        g += strlen(g) + 1;
    }
#undef ADD
}

bool prize_scheme_money(const prize_scheme *s)
{
    return s->set && (s->percent || s->ct);
}

static const char *goods_at(const prize_scheme *s, int i)
{
    const char *g = s->goods;
    if (i >= s->ngoods)
        i = s->ngoods - 1;
    while (i-- > 0)
        g += strlen(g) + 1;
    return g;
}

long long prize_scheme_places(const prize_scheme *s, int field, long long fees_ct,
                              prize_scheme_place *out, size_t cap, size_t *n)
{
    *n = 0;
    if (!s->set || field < 0)
        return 0;
    long long pool = s->percent ? fees_ct * s->percent / 100 : 0;
    int places = s->every ? field / s->every : s->nsplit ? s->nsplit : s->ngoods;
    if ((size_t)places > cap)
        places = (int)cap;
    if (places > PSCHEME_MAX_PLACES)
        places = PSCHEME_MAX_PLACES;
    long long share[PSCHEME_MAX_PLACES];
    long long given = 0;
    for (int p = 0; p < places; p++) {
        if (s->nsplit)
            share[p] = pool * s->split_bp[p] / 10000 / 100 * 100;
        else if (s->percent)
            share[p] = pool / places / 100 * 100;
        else
            share[p] = s->ct;
        given += share[p];
    }
    if (s->percent && places > 0)
        share[0] += pool - given;   /* the remainder, cents too, to place 1 */
    for (int p = 0; p < places; p++) {
        prize_scheme_place w = {p + 1, 0, NULL};
        if (s->ngoods)
            w.goods = goods_at(s, p);
        else if (share[p] > 0)
            w.ct = share[p];
        else
            continue;
        out[(*n)++] = w;
    }
    return pool;
}
