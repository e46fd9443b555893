/* rankdef.c - a ranking's keys, presets, penalty expression and dates
 * (rankdef.h). */
#include "rankdef.h"

#include <ctype.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nearest.h"
#include "text.h"

enum { K_PRESET, K_SEASON, K_CLUB, K_TOURNAMENTS, K_FROM, K_TO, K_WINDOW, K_AT, K_MIN_PLAYERS,
       K_MIN_SERIES_EVENT, K_UNIT, K_METHOD, K_COUNT, K_POINTS, K_MIN_SERIES, K_MIN_GAMES,
       K_MIN_EVENTS, K_PENALTY, K_FAMILY, K_GROUP, K_GROUP_BEST, K_BEST_PER, K_HANDICAP,
       K_PER_GAMES, K_MIN_SERIES_HELD, K_MIN_MONTHS, K_MONTH_SERIES, K_N };

static const char *const keys[K_N] = {
    "preset", "season", "club", "tournaments", "from", "to", "window", "at", "min_players",
    "min_series_event", "unit", "method", "count", "points", "min_series", "min_games",
    "min_events", "penalty", "family", "group", "group_best", "best_per", "handicap",
    "per_games", "min_series_held", "min_months", "month_series",
};
static const char *const units[] = {"series", "game", "event"};
static const char *const methods[] = {"sum", "best", "average", "placement"};
static const char *const families[] = {"skat", "schafkopf", "house"};
static const char *const groups[] = {"player", "tandem", "team", "club"};
static const char *const pers[] = {"none", "club", "state"};

/* the presets, as the keys they set (docs/rankings.md) */
static const struct {
    const char *name;
    const char *kv[8];
} presets[] = {
    {"ispa", {"unit=game", "method=average", "min_games=75%", NULL}},
    {"championship",
     {"unit=series", "method=average", "min_series=25", "penalty=(missed-16)^2 if missed>30",
      NULL}},
    {"placement",
     {"unit=event", "method=placement", "points=25,20,16,13,11,10,9,8,7,6,5,4,3,2,1", NULL}},
    /* the Doppelkopf federation's list applied to Skat: per round of 24 games, 24 months,
       36 rounds (864 games), tournaments of 32 players and 3 series */
    {"doko",
     {"unit=game", "method=average", "per_games=24", "window=24m", "min_games=864",
      "min_players=32", "min_series_held=3", NULL}},
    /* the online lists: average per series, 6 series a month, 9 such months a year */
    {"online_month", {"unit=series", "method=average", "min_series=6", NULL}},
    {"online_year",
     {"unit=series", "method=average", "min_months=9", "month_series=6", NULL}},
    /* table football, dance sport: place p of n gets n - p + 1, the best 4 in 12 months,
       or the best 10 of a season */
    {"best4", {"unit=event", "method=placement", "points=field", "count=4", "window=12m", NULL}},
    {"best10", {"unit=event", "method=placement", "points=field", "count=10", NULL}},
    /* Euroskat: result + (platform average - own average) x games */
    {"euroskat", {"unit=event", "method=sum", "handicap=platform", NULL}},
};
#define NPRESETS (sizeof presets / sizeof presets[0])

void rankdef_init(rank_def *d)
{
    memset(d, 0, sizeof *d);
    d->unit = RANK_UNIT_SERIES;
    d->method = RANK_SUM;
    d->family = RANK_SKAT;
}

void rankdef_free(rank_def *d)
{
    if (!d)
        return;
    free(d->preset);
    free(d->season);
    free(d->club);
    free(d->tournaments);
    free(d->penalty);
    free(d->handicap);
    rankdef_init(d);
}

static int pick(const char *key, const char *v, const char *const *choices, int n, int *out,
                sk_err *err)
{
    for (int i = 0; i < n; i++)
        if (strcmp(v, choices[i]) == 0) {
            *out = i;
            return SK_OK;
        }
    sk_buf b = {0};
    for (int i = 0; i < n; i++)
        sk_buf_printf(&b, "%s%s", i ? ", " : "", choices[i]);
    sk_err_set(err, SK_INVALID, _("%s '%s' is not known: one of %s"), key, v, sk_buf_str(&b));
    sk_buf_free(&b);
    return SK_INVALID;
}

static int number(const char *key, const char *v, long lo, long hi, int *out, sk_err *err)
{
    long n;
    if (!sk_parse_int(v, lo, hi, &n))
        return sk_err_set(err, SK_INVALID, _("%s '%s': a whole number from %ld to %ld"), key, v,
                          lo, hi);
    *out = (int)n;
    return SK_OK;
}

static int minimum(const char *key, const char *v, rank_min *m, sk_err *err)
{
    size_t n = strlen(v);
    if (n > 1 && v[n - 1] == '%') {
        char buf[16];
        long p;
        if (n < sizeof buf) {
            memcpy(buf, v, n - 1);
            buf[n - 1] = '\0';
        }
        if (n >= sizeof buf || !sk_parse_int(buf, 1, 100, &p))
            return sk_err_set(err, SK_INVALID,
                              _("%s '%s': a share is a whole percentage from 1%% to 100%%"), key,
                              v);
        m->n = (int)p;
        m->share = true;
        return SK_OK;
    }
    m->share = false;
    return number(key, v, 0, RANK_MAX_MIN, &m->n, err);
}

static int points_table(const char *v, rank_def *d, sk_err *err)
{
    int n = 0;
    d->points_field = strcmp(v, "field") == 0;
    d->npoints = 0;
    if (d->points_field)
        return SK_OK;
    const char *p = v;
    for (;;) {
        char buf[16];
        size_t len = strcspn(p, ",");
        long x;
        if (len == 0 || len >= sizeof buf)
            return sk_err_set(err, SK_INVALID,
                              _("points '%s': whole numbers separated by commas"), v);
        memcpy(buf, p, len);
        buf[len] = '\0';
        if (!sk_parse_int(buf, 0, 100000, &x))
            return sk_err_set(err, SK_INVALID,
                              _("points '%s': '%s' is not a whole number from 0 to 100000"), v,
                              buf);
        if (n == RANK_MAX_POINTS)
            return sk_err_set(err, SK_INVALID, _("points '%s': at most %d places"), v,
                              RANK_MAX_POINTS);
        if (n > 0 && x >= d->points[n - 1])
            return sk_err_set(err, SK_INVALID,
                              _("points '%s': the table must descend, place %d (%ld) is not "
                                "below place %d (%d)"),
                              v, n + 1, x, n, d->points[n - 1]);
        d->points[n++] = (int)x;
        if (p[len] == '\0')
            break;
        p += len + 1;
    }
    d->npoints = n;
    return SK_OK;
}

static int window(const char *v, rank_def *d, sk_err *err)
{
    size_t n = strlen(v);
    char buf[16];
    long x;
    if (n < 2 || n >= sizeof buf || !strchr("dmy", v[n - 1]))
        goto bad;
    memcpy(buf, v, n - 1);
    buf[n - 1] = '\0';
    if (!sk_parse_int(buf, 1, 36500, &x))
        goto bad;
    d->window_n = (int)x;
    d->window_unit = v[n - 1];
    return SK_OK;
bad:
    return sk_err_set(err, SK_INVALID,
                      _("window '%s': a number of days, months or years, such as 400d, 24m "
                        "or 2y"),
                      v);
}

static int set_text(const char *key, const char *v, char **out, sk_err *err)
{
    if (!*v || !sk_utf8_valid(v))
        return sk_err_set(err, SK_INVALID, _("%s: a non-empty text"), key);
    free(*out);
    *out = xstrdup(v);
    return SK_OK;
}

static int set_date(const char *key, const char *v, char *out, sk_err *err)
{
    if (!text_date_valid(v))
        return sk_err_set(err, SK_INVALID, _("%s '%s': a date YYYY-MM-DD"), key, v);
    memcpy(out, v, 11);
    return SK_OK;
}

/* handicap=platform or a reference average per game (-1000 to 1000, at
   most two decimals) */
static int handicap(const char *v, rank_def *d, sk_err *err)
{
    double x = 0;
    if (strcmp(v, "platform") != 0) {
        char *end;
        const char *dot = strchr(v, '.');
        x = strtod(v, &end);
        if (!*v || *end || !(isdigit((unsigned char)*v) || *v == '-') ||
            (dot && strlen(dot + 1) > 2) || x < -1000 || x > 1000)
            return sk_err_set(err, SK_INVALID,
                              _("handicap '%s': 'platform' or a reference average per game "
                                "from -1000 to 1000, such as 23.5"),
                              v);
    }
    free(d->handicap);
    d->handicap = xstrdup(v);
    d->handicap_ref = x;
    return SK_OK;
}

static int apply(rank_def *d, const char *word, int depth, sk_err *err);

static int set_preset(rank_def *d, const char *v, int depth, sk_err *err)
{
    for (size_t i = 0; i < NPRESETS; i++)
        if (strcmp(v, presets[i].name) == 0) {
            free(d->preset);
            d->preset = xstrdup(v);
            for (int k = 0; presets[i].kv[k]; k++)
                if (apply(d, presets[i].kv[k], depth + 1, err) != SK_OK)
                    return SK_INVALID;
            return SK_OK;
        }
    sk_buf b = {0};
    for (size_t i = 0; i < NPRESETS; i++)
        sk_buf_printf(&b, "%s%s", i ? ", " : "", presets[i].name);
    sk_err_set(err, SK_INVALID, _("preset '%s' is not known: one of %s"), v, sk_buf_str(&b));
    sk_buf_free(&b);
    return SK_INVALID;
}

static int apply(rank_def *d, const char *word, int depth, sk_err *err)
{
    const char *eq = strchr(word, '=');
    if (!eq || eq == word)
        return sk_err_set(err, SK_INVALID, _("'%s' is not key=value"), word);
    char key[40];
    size_t kl = (size_t)(eq - word);
    if (kl >= sizeof key)
        kl = sizeof key - 1;
    memcpy(key, word, kl);
    key[kl] = '\0';
    const char *v = eq + 1;
    int k = 0;
    while (k < K_N && strcmp(keys[k], key) != 0)
        k++;
    if (k == K_N) {
        const char *near = sk_nearest(key, keys, K_N);
        if (near)
            return sk_err_set(err, SK_INVALID, _("unknown key '%s': did you mean '%s'?"), key,
                              near);
        return sk_err_set(err, SK_INVALID, _("unknown key '%s' (the keys: docs/rankings.md)"),
                          key);
    }
    double dummy;
    switch (k) {
    case K_PRESET:
        if (depth > 0)
            return SK_OK;
        return set_preset(d, v, depth, err);
    case K_SEASON: return set_text(key, v, &d->season, err);
    case K_CLUB: return set_text(key, v, &d->club, err);
    case K_TOURNAMENTS:
        if (set_text(key, v, &d->tournaments, err) != SK_OK)
            return SK_INVALID;
        if (v[0] == ',' || v[strlen(v) - 1] == ',' || strstr(v, ",,"))
            return sk_err_set(err, SK_INVALID, _("tournaments '%s': names separated by commas"),
                              v);
        return SK_OK;
    case K_FROM: return set_date(key, v, d->from, err);
    case K_TO: return set_date(key, v, d->to, err);
    case K_AT: return set_date(key, v, d->at, err);
    case K_WINDOW: return window(v, d, err);
    case K_MIN_PLAYERS: return number(key, v, 0, 10000, &d->min_players, err);
    case K_MIN_SERIES_EVENT: return number(key, v, 0, 99, &d->min_series_event, err);
    case K_UNIT: return pick(key, v, units, 3, &d->unit, err);
    case K_METHOD: return pick(key, v, methods, 4, &d->method, err);
    case K_COUNT: return number(key, v, 1, 9999, &d->count, err);
    case K_POINTS: return points_table(v, d, err);
    case K_MIN_SERIES: return minimum(key, v, &d->min_series, err);
    case K_MIN_GAMES: return minimum(key, v, &d->min_games, err);
    case K_MIN_EVENTS: return minimum(key, v, &d->min_events, err);
    case K_PENALTY:
        if (rankdef_penalty(v, 0, 0, 0, &dummy, err) != SK_OK)
            return SK_INVALID;
        free(d->penalty);
        d->penalty = xstrdup(v);
        return SK_OK;
    case K_FAMILY: return pick(key, v, families, 3, &d->family, err);
    case K_GROUP: return pick(key, v, groups, 4, &d->group, err);
    case K_GROUP_BEST: return number(key, v, 1, 99, &d->group_best, err);
    case K_BEST_PER: return pick(key, v, pers, 3, &d->best_per, err);
    case K_HANDICAP: return handicap(v, d, err);
    case K_PER_GAMES: return number(key, v, 1, 1000, &d->per_games, err);
    case K_MIN_SERIES_HELD: return number(key, v, 0, 99, &d->min_series_held, err);
    case K_MIN_MONTHS: return number(key, v, 0, 12000, &d->min_months, err);
    case K_MONTH_SERIES: return number(key, v, 1, 9999, &d->month_series, err);
    }
    return SK_OK;
}

int rankdef_check(const rank_def *d, sk_err *err)
{
    if (d->method == RANK_BEST && d->count == 0)
        return sk_err_set(err, SK_INVALID, _("method best needs count=N (how many count)"));
    if (d->count && d->method != RANK_BEST && d->method != RANK_PLACEMENT)
        return sk_err_set(err, SK_INVALID, _("count is for method best or placement"));
    if (d->method == RANK_PLACEMENT && d->npoints == 0 && !d->points_field)
        return sk_err_set(err, SK_INVALID,
                          _("method placement needs a points table, such as points=25,20,16"));
    if ((d->npoints || d->points_field) && d->method != RANK_PLACEMENT)
        return sk_err_set(err, SK_INVALID, _("points is for method placement"));
    if (d->method == RANK_PLACEMENT && d->unit != RANK_UNIT_EVENT)
        return sk_err_set(err, SK_INVALID,
                          _("method placement goes by the place in each event: unit=event"));
    if (d->method == RANK_BEST && d->unit == RANK_UNIT_GAME)
        return sk_err_set(err, SK_INVALID,
                          _("method best picks series or events, not games: unit=series or "
                            "unit=event"));
    if (d->from[0] && d->to[0] && strcmp(d->from, d->to) > 0)
        return sk_err_set(err, SK_INVALID, _("from %s is after to %s"), d->from, d->to);
    if (d->window_n && (d->from[0] || d->to[0]))
        return sk_err_set(err, SK_INVALID, _("window and from/to exclude each other"));
    if (d->at[0] && !d->window_n)
        return sk_err_set(err, SK_INVALID, _("at is the end of a window: give window too"));
    if (d->group_best && d->group != RANK_GROUP_CLUB)
        return sk_err_set(err, SK_INVALID,
                          _("group_best is the best players of each club per event: "
                            "group=club"));
    if (d->best_per && d->group != RANK_GROUP_PLAYER)
        return sk_err_set(err, SK_INVALID, _("best_per picks players: group=player"));
    if (d->per_games && !(d->unit == RANK_UNIT_GAME && d->method == RANK_AVERAGE))
        return sk_err_set(err, SK_INVALID,
                          _("per_games is the average per so many games: unit=game "
                            "method=average"));
    if (d->month_series && !d->min_months)
        return sk_err_set(err, SK_INVALID,
                          _("month_series is what a month needs for min_months: give "
                            "min_months too"));
    if (d->handicap && d->method == RANK_PLACEMENT)
        return sk_err_set(err, SK_INVALID,
                          _("handicap adds to the points, placement goes by the place: not "
                            "both"));
    return SK_OK;
}

int rankdef_parse(rank_def *d, char *const *kv, size_t n, sk_err *err)
{
    for (size_t i = 0; i < n; i++)
        if (apply(d, kv[i], 0, err) != SK_OK)
            return SK_INVALID;
    return rankdef_check(d, err);
}

static void min_text(sk_buf *b, const char *key, const rank_min *m)
{
    if (m->n || m->share)
        sk_buf_printf(b, "%s=%d%s\n", key, m->n, m->share ? "%" : "");
}

/* A key of rankdef_text written from its field when the field is set: a
 * string ('s', not NULL), a date ('d', not ""), a number ('i', not 0) or a
 * choice ('c', not 0: its word of names). */
typedef struct key_out {
    const char *key;
    char kind;
    size_t off;
    const char *const *names;
} key_out;

#define KO(kind, f, names) {#f, kind, offsetof(rank_def, f), names}

static void keys_text(sk_buf *b, const rank_def *d, const key_out *k, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        const char *at = (const char *)d + k[i].off;
        const char *str = k[i].kind == 's' ? *(char *const *)at : k[i].kind == 'd' ? at : NULL;
        int v = k[i].kind == 'i' || k[i].kind == 'c' ? *(const int *)at : 0;
        if (str && (k[i].kind == 's' || str[0]))
            sk_buf_printf(b, "%s=%s\n", k[i].key, str);
        else if (v && k[i].kind == 'i')
            sk_buf_printf(b, "%s=%d\n", k[i].key, v);
        else if (v)
            sk_buf_printf(b, "%s=%s\n", k[i].key, k[i].names[v]);
    }
}

static const key_out head_keys[] = {
    KO('s', preset, NULL), KO('s', season, NULL), KO('s', club, NULL),
    KO('s', tournaments, NULL), KO('d', from, NULL), KO('d', to, NULL),
};
static const key_out mid_keys[] = {
    KO('d', at, NULL), KO('i', min_players, NULL), KO('i', min_series_event, NULL),
};
static const key_out tail_keys[] = {
    KO('c', group, groups), KO('i', group_best, NULL), KO('c', best_per, pers),
    KO('s', handicap, NULL), KO('i', per_games, NULL), KO('i', min_series_held, NULL),
    KO('i', min_months, NULL), KO('i', month_series, NULL),
};
#define NK(a) (sizeof a / sizeof a[0])

char *rankdef_text(const rank_def *d)
{
    sk_buf b = {0};
    keys_text(&b, d, head_keys, NK(head_keys));
    if (d->window_n)
        sk_buf_printf(&b, "window=%d%c\n", d->window_n, d->window_unit);
    keys_text(&b, d, mid_keys, NK(mid_keys));
    sk_buf_printf(&b, "unit=%s\nmethod=%s\n", units[d->unit], methods[d->method]);
    if (d->count)
        sk_buf_printf(&b, "count=%d\n", d->count);
    if (d->points_field)
        sk_buf_add(&b, "points=field\n");
    if (d->npoints) {
        sk_buf_add(&b, "points=");
        for (int i = 0; i < d->npoints; i++)
            sk_buf_printf(&b, "%s%d", i ? "," : "", d->points[i]);
        sk_buf_add(&b, "\n");
    }
    min_text(&b, "min_series", &d->min_series);
    min_text(&b, "min_games", &d->min_games);
    min_text(&b, "min_events", &d->min_events);
    if (d->penalty)
        sk_buf_printf(&b, "penalty=%s\n", d->penalty);
    sk_buf_printf(&b, "family=%s\n", families[d->family]);
    keys_text(&b, d, tail_keys, NK(tail_keys));
    return sk_buf_take(&b);
}

/* ---- dates ---- */

static void civil_from_days(long z, char *out)
{
    long y, m, dd;
    text_civil_from_days(z, &y, &m, &dd);
    char buf[32];
    snprintf(buf, sizeof buf, "%04d-%02d-%02d", (int)(y % 10000), (int)(m % 100),
             (int)(dd % 100));
    memcpy(out, buf, 11);
    out[10] = '\0';
}

void rankdef_dates(const rank_def *d, const char *today, char *from, char *to)
{
    snprintf(from, 11, "%s", d->from);
    snprintf(to, 11, "%s", d->to);
    if (!d->window_n)
        return;
    const char *at = d->at[0] ? d->at : today;
    snprintf(to, 11, "%s", at);
    int y = atoi(at), m = atoi(at + 5), dd = atoi(at + 8);
    long z;
    if (d->window_unit == 'd') {
        z = text_days_from_civil(y, m, dd) - d->window_n;
    } else {
        int months = d->window_unit == 'y' ? 12 * d->window_n : d->window_n;
        int mm = y * 12 + (m - 1) - months;
        int ny = mm / 12, nm = mm % 12 + 1;
        int last = text_month_days(ny, nm);
        z = text_days_from_civil(ny, nm, dd > last ? last : dd);
    }
    civil_from_days(z + 1, from);
    if (strcmp(from, "1900-01-01") < 0)
        snprintf(from, 11, "1900-01-01");
}

/* ---- the penalty expression ---- */

typedef struct pex {
    const char *s;
    double missed, played, held;
    sk_err *err;
    const char *text;
    bool bad;
} pex;

static void skip(pex *p)
{
    while (*p->s == ' ')
        p->s++;
}

static bool eat(pex *p, const char *tok)
{
    skip(p);
    size_t n = strlen(tok);
    if (strncmp(p->s, tok, n) == 0) {
        p->s += n;
        return true;
    }
    return false;
}

static bool minus(pex *p)
{
    return eat(p, "-") || eat(p, "\xe2\x88\x92"); /* U+2212 */
}

static double fail(pex *p, const char *why)
{
    if (!p->bad)
        sk_err_set(p->err, SK_INVALID, _("penalty '%s': %s at '%s'"), p->text, why, p->s);
    p->bad = true;
    return 0;
}

static double expr(pex *p);

static double atom(pex *p)
{
    skip(p);
    if (eat(p, "(")) {
        double v = expr(p);
        if (!eat(p, ")"))
            return fail(p, _("')' expected"));
        return v;
    }
    if (isdigit((unsigned char)*p->s)) {
        char *end;
        double v = strtod(p->s, &end);
        p->s = end;
        return v;
    }
    if (isalpha((unsigned char)*p->s) || *p->s == '_') {
        const char *w = p->s;
        while (isalnum((unsigned char)*p->s) || *p->s == '_')
            p->s++;
        size_t n = (size_t)(p->s - w);
        if (n == 6 && strncmp(w, "missed", 6) == 0)
            return p->missed;
        if (n == 6 && strncmp(w, "played", 6) == 0)
            return p->played;
        if (n == 4 && strncmp(w, "held", 4) == 0)
            return p->held;
        if (!p->bad)
            sk_err_set(p->err, SK_INVALID,
                       _("penalty '%s': unknown variable '%.*s' (the variables: missed, "
                         "played, held)"),
                       p->text, (int)n, w);
        p->bad = true;
        return 0;
    }
    return fail(p, _("a number, a variable or '(' expected"));
}

static double unary(pex *p)
{
    if (minus(p))
        return -unary(p);
    return atom(p);
}

static double power(pex *p)
{
    double v = unary(p);
    if (eat(p, "\xc2\xb2")) /* ² */
        return v * v;
    if (eat(p, "^")) {
        double e = unary(p);
        if (e != (double)(long)e || e < 0 || e > 16)
            return fail(p, _("the power is a whole number from 0 to 16"));
        double r = 1;
        for (long i = 0; i < (long)e; i++)
            r *= v;
        return r;
    }
    return v;
}

static double term(pex *p)
{
    double v = power(p);
    for (;;) {
        if (eat(p, "*"))
            v *= power(p);
        else if (eat(p, "/")) {
            double r = power(p);
            v = r != 0 ? v / r : 0;
        } else
            return v;
    }
}

static double expr(pex *p)
{
    double v = term(p);
    for (;;) {
        if (eat(p, "+"))
            v += term(p);
        else if (minus(p))
            v -= term(p);
        else
            return v;
    }
}

int rankdef_penalty(const char *text, double missed, double played, double held, double *out,
                    sk_err *err)
{
    *out = 0;
    if (!text)
        return SK_OK;
    pex p = {text, missed, played, held, err, text, false};
    double v = expr(&p);
    bool cond = true;
    skip(&p);
    if (strncmp(p.s, "if", 2) == 0 && !isalnum((unsigned char)p.s[2])) {
        p.s += 2;
        double a = expr(&p);
        int op;
        if (eat(&p, ">="))
            op = 1;
        else if (eat(&p, "<="))
            op = 2;
        else if (eat(&p, "!="))
            op = 3;
        else if (eat(&p, ">"))
            op = 4;
        else if (eat(&p, "<"))
            op = 5;
        else if (eat(&p, "="))
            op = 6;
        else
            op = 0;
        if (!op) {
            fail(&p, _("a comparison (> >= < <= = !=) expected"));
            return SK_INVALID;
        }
        double b = expr(&p);
        cond = op == 1 ? a >= b : op == 2 ? a <= b : op == 3 ? a != b : op == 4 ? a > b
             : op == 5 ? a < b : a == b;
    }
    skip(&p);
    if (!p.bad && *p.s)
        fail(&p, _("unexpected text"));
    if (p.bad)
        return SK_INVALID;
    *out = cond ? v : 0;
    return SK_OK;
}

const char *rank_fmt(double v, char *buf, size_t n)
{
    long long c = (long long)(v * 100 + (v < 0 ? -0.5 : 0.5)); /* hundredths */
    if (c % 100 == 0)
        snprintf(buf, n, "%lld", c / 100);
    else
        snprintf(buf, n, "%s%lld.%02lld", c < 0 ? "-" : "", (c < 0 ? -c : c) / 100,
                 (c < 0 ? -c : c) % 100);
    return buf;
}
