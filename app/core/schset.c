/* schset.c - see schset.h. */
#include "schset.h"

#include "i18n.h"
#include "nearest.h"
#include "schword.h"
#include "text.h"
#include <ctype.h>
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const fam_key[] = {"skat", "schafkopf-wendisch", "schafkopf"};
static const char *const fam_name[] = {"Skat", "Wendischer Schafskopf", "Schafkopf (bayerisch)"};

const char *sch_family_key(sch_family f)
{
    return (int)f >= 0 && f <= SCH_FAM_BAYERISCH ? fam_key[f] : NULL;
}

const char *sch_family_name(sch_family f)
{
    return (int)f >= 0 && f <= SCH_FAM_BAYERISCH ? fam_name[f] : "?";
}

bool sch_family_parse(const char *s, sch_family *f)
{
    if (!s)
        return false;
    if (sk_streq_ci(s, "skat"))
        *f = SCH_FAM_SKAT;
    else if (sk_streq_ci(s, "schafkopf-wendisch") || sk_streq_ci(s, "wendisch") ||
             sk_streq_ci(s, "schafskopf-wendisch") || sk_streq_ci(s, "wendish"))
        *f = SCH_FAM_WENDISCH;
    else if (sk_streq_ci(s, "schafkopf") || sk_streq_ci(s, "bayerisch") ||
             sk_streq_ci(s, "schafkopf-bayerisch") || sk_streq_ci(s, "bavarian"))
        *f = SCH_FAM_BAYERISCH;
    else
        return false;
    return true;
}

void sch_settings_default(sch_settings *s, sch_family f)
{
    memset(s, 0, sizeof *s);
    s->family = f;
    s->tariff = -1;
    sch_wend_settings_default(&s->w);
    sch_bav_settings_default(&s->b);
    if (f == SCH_FAM_BAYERISCH)
        s->tariff = SCH_TARIFF_10_20_50;
}

/* ---- the key table ---- */

enum kt { K_INT, K_LL, K_BOOL, K_SPECIAL };

typedef struct key {
    const char *name;
    sch_family fam;
    int type;
    size_t off; /* into sch_wend_settings or sch_bav_settings */
    long long min, max;
} key;

#define W(n, t, f, lo, hi) {n, SCH_FAM_WENDISCH, t, offsetof(sch_wend_settings, f), lo, hi}
#define B(n, t, f, lo, hi) {n, SCH_FAM_BAYERISCH, t, offsetof(sch_bav_settings, f), lo, hi}
#define MAXP 100000000LL

static const key keys[] = {
    W("unit_partie", K_INT, unit_partie, 1, 1000),
    W("unit_solo", K_INT, unit_solo, 1, 1000),
    W("gegen_die_alten", K_INT, gegen_die_alten, 0, 1),
    W("schneider_below", K_INT, schneider_below, 30, 31),
    {"settlement", SCH_FAM_WENDISCH, K_SPECIAL, 0, 0, 0},
    W("kasse_stake_ct", K_LL, kasse_stake_ct, 0, MAXP),
    W("cent_per_unit", K_LL, cent_per_unit, 0, MAXP),
    {"display", SCH_FAM_WENDISCH, K_SPECIAL, 0, 0, 0},
    W("called_alone_is_solo", K_BOOL, called_alone_is_solo, 0, 1),
    W("doublings_allowed", K_BOOL, doublings_allowed, 0, 1),
    {"tariff", SCH_FAM_BAYERISCH, K_SPECIAL, 0, 0, 0},
    B("t_ruf", K_LL, t_ruf, 1, MAXP),
    B("t_solo", K_LL, t_solo, 1, MAXP),
    B("t_extra", K_LL, t_extra, 0, MAXP),
    B("lauf_min", K_INT, lauf_min, 1, 14),
    B("lauf_min_wenz", K_INT, lauf_min_wenz, 1, 4),
    B("lauf_max", K_INT, lauf_max, 0, 14),
    B("lauf_ohne_only_declarer", K_BOOL, lauf_ohne_only_declarer, 0, 1),
    B("tout_factor", K_INT, tout_factor, 1, 64),
    B("tout_counts_schneider_schwarz", K_BOOL, tout_counts_schneider_schwarz, 0, 1),
    B("sie_factor", K_INT, sie_factor, 1, 64),
    B("t_bettel", K_LL, t_bettel, 0, MAXP),
    B("t_ramsch", K_LL, t_ramsch, 0, MAXP),
    B("ramsch_durchmarsch", K_BOOL, ramsch_durchmarsch, 0, 1),
    B("doublings_allowed", K_BOOL, doublings_allowed, 0, 1),
    B("klopfen", K_BOOL, klopfen_allowed, 0, 1),
    {"kontra_max_level", SCH_FAM_BAYERISCH, K_SPECIAL, 0, 0, 0},
    B("doubled_after_throw_in", K_BOOL, doubled_after_throw_in, 0, 1),
    {"write_mode", SCH_FAM_BAYERISCH, K_SPECIAL, 0, 0, 0},
    B("plus_only_defenders_score", K_BOOL, plus_only_defenders_score, 0, 1),
    B("cent_per_point", K_LL, cent_per_point, 0, MAXP),
    B("allow_wenz", K_BOOL, allow_wenz, 0, 1),
    B("allow_farbsolo", K_BOOL, allow_farbsolo, 0, 1),
    B("allow_tout", K_BOOL, allow_tout, 0, 1),
    B("allow_sie", K_BOOL, allow_sie, 0, 1),
    B("allow_geier", K_BOOL, allow_geier, 0, 1),
    B("allow_farbwenz", K_BOOL, allow_farbwenz, 0, 1),
    B("allow_hochzeit", K_BOOL, allow_hochzeit, 0, 1),
    B("allow_bettel", K_BOOL, allow_bettel, 0, 1),
    B("allow_ramsch", K_BOOL, allow_ramsch, 0, 1),
};
#define NKEYS (sizeof keys / sizeof keys[0])


static bool parse_ll(const char *v, long long *out)
{
    if (!*v)
        return false;
    char *end;
    errno = 0;
    long long x = strtoll(v, &end, 10);
    if (errno || *end)
        return false;
    for (const char *p = v; *p; p++)
        if (!isdigit((unsigned char)*p) && !(p == v && *p == '-'))
            return false;
    *out = x;
    return true;
}

static int set_special(sch_settings *s, const char *name, const char *v, sk_err *err)
{
    if (!strcmp(name, "settlement")) {
        if (sk_streq_ci(v, "list") || sk_streq_ci(v, "liste"))
            s->w.settlement = SCH_WEND_LIST;
        else if (sk_streq_ci(v, "kasse"))
            s->w.settlement = SCH_WEND_KASSE;
        else
            return sk_err_set(err, SK_INVALID, _("rules: settlement=%s: list or kasse"), v);
    } else if (!strcmp(name, "display")) {
        if (sk_streq_ci(v, "numbers"))
            s->w.display = SCH_WEND_NUMBERS;
        else if (sk_streq_ci(v, "striche"))
            s->w.display = SCH_WEND_STRICHE;
        else
            return sk_err_set(err, SK_INVALID, _("rules: display=%s: numbers or striche"), v);
    } else if (!strcmp(name, "tariff")) {
        sch_bav_tariff t;
        if (!sch_bav_parse_tariff(v, &t))
            return sk_err_set(err, SK_INVALID,
                              _("rules: tariff=%s is not a known tariff (10-20-50, 5/20, 10/20, "
                              "10/50, expydoc)"), v);
        if (sch_bav_apply_tariff(&s->b, t, err) != SK_OK)
            return SK_INVALID;
        s->tariff = (int)t;
    } else if (!strcmp(name, "kontra_max_level")) {
        int k = sch_kontra_parse(v);
        if (k < 0)
            return sk_err_set(err, SK_INVALID,
                              _("rules: kontra_max_level=%s: 0..4 or none, kontra, re, sub, hirsch"), v);
        s->b.kontra_max_level = k;
    } else if (!strcmp(name, "write_mode")) {
        if (sk_streq_ci(v, "plus_minus") || sk_streq_ci(v, "plus-minus"))
            s->b.write_mode = SCH_BAV_PLUS_MINUS;
        else if (sk_streq_ci(v, "plus_only") || sk_streq_ci(v, "plus-only"))
            s->b.write_mode = SCH_BAV_PLUS_ONLY;
        else
            return sk_err_set(err, SK_INVALID, _("rules: write_mode=%s: plus_minus or plus_only"), v);
    }
    return SK_OK;
}

/* What sk_kv_each hands apply_one: the settings and which keys the text
 * named (A.5.4 point 2: t_ramsch follows an explicit t_ruf). */
typedef struct apply_ctx {
    sch_settings *s;
    bool t_ruf, t_ramsch;
} apply_ctx;

/* One key=value of a rules text (sk_kv_each). */
/* An unknown key of family f, with the nearest of its keys and the value
 * typed. */
static int unknown_key(const char *kn, size_t klen, const char *v, sch_family f, sk_err *err)
{
    const char *names[NKEYS];
    size_t n = 0;
    for (size_t i = 0; i < NKEYS; i++)
        if (keys[i].fam == f)
            names[n++] = keys[i].name;
    char near[160];
    if (sk_nearest_kv(kn, klen, v, names, n, near, sizeof near))
        return sk_err_set(err, SK_INVALID,
                          _("rules: unknown key '%.*s' for %s: did you mean '%s'? (every key: "
                            "docs/schafkopf.md)"),
                          (int)klen, kn, sch_family_name(f), near);
    return sk_err_set(err, SK_INVALID, _("rules: unknown key '%.*s' for %s (every key: "
                                         "docs/schafkopf.md)"),
                      (int)klen, kn, sch_family_name(f));
}

static int apply_one(void *ud, const char *kn, size_t klen, const char *v, sk_err *err)
{
    apply_ctx *c = ud;
    sch_settings *s = c->s;
    if (s->family == SCH_FAM_WENDISCH && klen > 5 && sk_key_eq(kn, 5, "wend_")) {
        kn += 5;
        klen -= 5;
    }
    for (size_t i = 0; i < NKEYS; i++) {
        const key *k = &keys[i];
        if (k->fam != s->family || !sk_key_eq(kn, klen, k->name))
            continue;
        char *base = k->fam == SCH_FAM_WENDISCH ? (char *)&s->w : (char *)&s->b;
        if (k->fam == SCH_FAM_BAYERISCH && !strcmp(k->name, "t_ruf"))
            c->t_ruf = true;
        if (k->fam == SCH_FAM_BAYERISCH && !strcmp(k->name, "t_ramsch"))
            c->t_ramsch = true;
        if (k->type == K_SPECIAL)
            return set_special(s, k->name, v, err);
        if (k->type == K_BOOL) {
            bool b;
            if (!sk_parse_yes_no(v, &b))
                return sk_err_set(err, SK_INVALID, _("rules: %s=%s: yes or no"), k->name, v);
            *(bool *)(base + k->off) = b;
            return SK_OK;
        }
        long long x;
        if (!parse_ll(v, &x))
            return sk_err_set(err, SK_INVALID, _("rules: %s=%s: not a whole number"), k->name, v);
        if (x < k->min || x > k->max)
            return sk_err_set(err, SK_INVALID, _("rules: %s=%lld is out of range %lld..%lld"), k->name,
                              x, k->min, k->max);
        if (k->type == K_INT)
            *(int *)(base + k->off) = (int)x;
        else
            *(long long *)(base + k->off) = x;
        return SK_OK;
    }
    return unknown_key(kn, klen, v, s->family, err);
}

int sch_settings_parse(sch_settings *s, const char *spec, sk_err *err)
{
    if (text_plain_check(_("rules"), spec, err) != SK_OK) /* echoed escaped, never raw */
        return SK_INVALID;
    if (s->family == SCH_FAM_SKAT) {
        if (spec && *spec)
            return sk_err_set(err, SK_INVALID, _("rules: a Skat tournament has no Schafkopf rules"));
        return SK_OK;
    }
    apply_ctx c = {s, false, false};
    if (sk_kv_each(spec, 64,
                   _(" (Schafkopf settings are key=value; the presets isko, club and pub are "
                     "Skat house rules)"),
                   NULL, apply_one, &c, err) != SK_OK)
        return SK_INVALID;
    /* A.5.1 t_ramsch "= t_ruf", A.5.4 point 2: the effective t_ruf, so an
     * explicit t_ruf without t_ramsch sets both (a tariff already does) */
    if (s->family == SCH_FAM_BAYERISCH && c.t_ruf && !c.t_ramsch)
        s->b.t_ramsch = s->b.t_ruf;
    if (s->family == SCH_FAM_WENDISCH)
        return sch_wend_settings_validate(&s->w, err);
    return sch_bav_settings_validate(&s->b, err);
}

void sch_settings_format(const sch_settings *s, char *buf, size_t n)
{
    size_t len = 0;
    if (!n)
        return;
    buf[0] = 0;
    if (s->family == SCH_FAM_SKAT)
        return;
    if (s->family == SCH_FAM_BAYERISCH && s->tariff >= 0)
        sk_addf(buf, n, &len, "tariff=%s", sch_bav_tariff_name((sch_bav_tariff)s->tariff));
    for (size_t i = 0; i < NKEYS; i++) {
        const key *k = &keys[i];
        if (k->fam != s->family || !strcmp(k->name, "tariff"))
            continue;
        /* A.5.4 point 1: a tariff with its own Tout/Sie values (expydoc)
         * ignores the factors, so they are not written as if they applied */
        if (s->family == SCH_FAM_BAYERISCH && s->b.table_override[SCH_OVR_TOUT].set &&
            (!strcmp(k->name, "tout_factor") || !strcmp(k->name, "tout_counts_schneider_schwarz")))
            continue;
        if (s->family == SCH_FAM_BAYERISCH && s->b.table_override[SCH_OVR_SIE].set &&
            !strcmp(k->name, "sie_factor"))
            continue;
        const char *base = k->fam == SCH_FAM_WENDISCH ? (const char *)&s->w : (const char *)&s->b;
        sk_addf(buf, n, &len, "%s%s=", len ? "," : "", k->name);
        if (k->type == K_BOOL)
            sk_addf(buf, n, &len, "%s", *(const bool *)(base + k->off) ? "yes" : "no");
        else if (k->type == K_INT)
            sk_addf(buf, n, &len, "%d", *(const int *)(base + k->off));
        else if (k->type == K_LL)
            sk_addf(buf, n, &len, "%lld", *(const long long *)(base + k->off));
        else if (!strcmp(k->name, "settlement"))
            sk_addf(buf, n, &len, "%s", s->w.settlement == SCH_WEND_KASSE ? "kasse" : "list");
        else if (!strcmp(k->name, "display"))
            sk_addf(buf, n, &len, "%s", s->w.display == SCH_WEND_STRICHE ? "striche" : "numbers");
        else if (!strcmp(k->name, "kontra_max_level"))
            sk_addf(buf, n, &len, "%d", s->b.kontra_max_level);
        else if (!strcmp(k->name, "write_mode"))
            sk_addf(buf, n, &len, "%s",
                 s->b.write_mode == SCH_BAV_PLUS_ONLY ? "plus_only" : "plus_minus");
    }
}

void sch_settings_summary(const sch_settings *s, char *buf, size_t n)
{
    size_t len = 0;
    if (!n)
        return;
    buf[0] = 0;
    if (s->family == SCH_FAM_WENDISCH) {
        const sch_wend_settings *w = &s->w;
        sk_addf(buf, n, &len,
             _("Wendischer Schafskopf: Partie %d, Solo %d unit(s) per level, Schneider below %d"),
             w->unit_partie, w->unit_solo, w->schneider_below);
        if (w->gegen_die_alten)
            sk_addf(buf, n, &len, _(", +%d per winner against the Alten"), w->gegen_die_alten);
        if (w->settlement == SCH_WEND_KASSE)
            sk_addf(buf, n, &len, _(", Kasse: %lld ct stake each, %lld ct per unit"), w->kasse_stake_ct,
                 w->cent_per_unit);
        else
            sk_addf(buf, n, &len, _(", list at %lld ct per unit"), w->cent_per_unit);
    } else if (s->family == SCH_FAM_BAYERISCH) {
        const sch_bav_settings *b = &s->b;
        static const char *const kn[] = {N_("none"), "Kontra", "Re", "Sub", "Hirsch"};
        sk_addf(buf, n, &len,
             _("Schafkopf (bayerisch): Sauspiel %lld, Solo %lld, extra %lld (Schneider, Schwarz, "
               "each Laufender from %d, Wenz from %d)"),
             b->t_ruf, b->t_solo, b->t_extra, b->lauf_min, b->lauf_min_wenz);
        sk_addf(buf, n, &len, _("; contracts: Rufspiel%s%s%s%s%s%s%s%s%s"), b->allow_wenz ? ", Wenz" : "",
             b->allow_farbsolo ? ", Farbsolo" : "", b->allow_geier ? ", Geier" : "",
             b->allow_farbwenz ? ", Farbwenz" : "", b->allow_hochzeit ? ", Hochzeit" : "",
             b->allow_bettel ? ", Bettel" : "", b->allow_ramsch ? ", Ramsch" : "",
             b->allow_tout ? ", Tout" : "", b->allow_sie ? ", Sie" : "");
        /* what a Tout and a Sie are worth, as the program scores them
         * (A.5.4 point 1: a tariff's own values, else the factors) */
        const sch_bav_override *to = &b->table_override[SCH_OVR_TOUT],
                               *si = &b->table_override[SCH_OVR_SIE];
        if (b->allow_tout && to->set)
            sk_addf(buf, n, &len, _("; Tout %lld per opponent, %lld per Laufender"), to->base,
                 to->per_lauf);
        else if (b->allow_tout)
            sk_addf(buf, n, &len, _("; Tout x%d"), b->tout_factor);
        if (b->allow_sie && si->set)
            sk_addf(buf, n, &len, _("; Sie %lld per opponent"), si->base);
        else if (b->allow_sie)
            sk_addf(buf, n, &len, _("; Sie x%d"), b->sie_factor);
        if (!b->doublings_allowed)
            sk_addf(buf, n, &len, "%s", _("; no doublings"));
        else
            sk_addf(buf, n, &len, _("; Klopfen %s, up to %s"), b->klopfen_allowed ? _("yes") : _("no"),
                 _(kn[b->kontra_max_level < 0 || b->kontra_max_level > 4 ? 0 : b->kontra_max_level]));
        if (b->write_mode == SCH_BAV_PLUS_ONLY)
            sk_addf(buf, n, &len, "%s", _("; plus-only list"));
        if (b->cent_per_point != 1)
            sk_addf(buf, n, &len, _("; %lld ct per point"), b->cent_per_point);
    }
}

/* ---- money settings change at any time (issue 29 item 7) ---------------- */

/* The money keys of a family: what a point or unit is worth in cents and
 * how it is paid; they change no list entry. */
static bool key_is_money(sch_family f, const char *name)
{
    if (f == SCH_FAM_BAYERISCH)
        return !strcmp(name, "cent_per_point");
    return !strcmp(name, "settlement") || !strcmp(name, "kasse_stake_ct") ||
           !strcmp(name, "cent_per_unit");
}

const char *sch_settings_money_keys(sch_family f)
{
    return f == SCH_FAM_BAYERISCH ? "'cent_per_point'" : "'cent_per_unit', 'settlement', 'kasse_stake_ct'";
}

typedef struct money_ctx {
    sch_family f;
    sk_buf *names; /* may be NULL */
} money_ctx;

static int money_one(void *ud, const char *kn, size_t klen, const char *v, sk_err *err)
{
    (void)v;
    money_ctx *c = ud;
    if (c->f == SCH_FAM_WENDISCH && klen > 5 && sk_key_eq(kn, 5, "wend_")) {
        kn += 5;
        klen -= 5;
    }
    for (size_t i = 0; i < NKEYS; i++) {
        const key *k = &keys[i];
        if (k->fam != c->f || !sk_key_eq(kn, klen, k->name))
            continue;
        if (!key_is_money(c->f, k->name))
            return sk_err_set(err, SK_INVALID,
                              _("rules: %s is a scoring rule: the list would be scored under two "
                                "rule sets, so it is fixed once the tournament exists; money "
                                "settings (%s) change any time"),
                              k->name, sch_settings_money_keys(c->f));
        if (c->names)
            sk_buf_printf(c->names, "%s%s", c->names->len ? "," : "", k->name);
        return SK_OK;
    }
    return unknown_key(kn, klen, v, c->f, err);
}

int sch_settings_money_only(sch_family f, const char *text, sk_err *err)
{
    if (sk_kv_empty(text))
        return sk_err_set(err, SK_INVALID, _("rules: no money setting given (%s)"),
                          sch_settings_money_keys(f));
    money_ctx c = {f, NULL};
    return sk_kv_each(text, 64, "", NULL, money_one, &c, err);
}

void sch_settings_values_of(const sch_settings *s, const char *text, char *buf, size_t n)
{
    if (n == 0)
        return;
    buf[0] = 0;
    sk_buf names = {0};
    money_ctx c = {s->family, &names};
    sk_err e;
    sk_err_clear(&e);
    char all[2048];
    size_t len = 0;
    if (sk_kv_each(text, 64, "", NULL, money_one, &c, &e) == SK_OK) {
        sch_settings_format(s, all, sizeof all);
        /* the items of the canonical text whose key was named, in its order */
        for (char *p = all; *p;) {
            char *end = strchr(p, ',');
            size_t il = end ? (size_t)(end - p) : strlen(p);
            char *eq = memchr(p, '=', il);
            if (eq) {
                char pat[80];
                snprintf(pat, sizeof pat, ",%.*s,", (int)(eq - p), p);
                sk_buf nm = {0};
                sk_buf_printf(&nm, ",%s,", sk_buf_str(&names));
                if (strstr(sk_buf_str(&nm), pat))
                    sk_addf(buf, n, &len, "%s%.*s", len ? "," : "", (int)il, p);
                sk_buf_free(&nm);
            }
            p = end ? end + 1 : p + il;
        }
    }
    sk_buf_free(&names);
}

bool sch_settings_rate_missing(const sch_settings *s)
{
    if (s->family == SCH_FAM_BAYERISCH)
        return s->b.cent_per_point == 0;
    if (s->family == SCH_FAM_WENDISCH)
        return s->w.cent_per_unit == 0;
    return false;
}
