/* schset.c - see schset.h. */
#include "schset.h"

#include "i18n.h"
#include "text.h"
#include <ctype.h>
#include <stdarg.h>
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


int sch_kontra_parse(const char *s)
{
    static const char *const w[] = {"none", "kontra", "re", "sub", "hirsch"};
    if (!s)
        return -1;
    for (int i = 0; i < 5; i++)
        if (sk_streq_ci(s, w[i]))
            return i;
    if (sk_streq_ci(s, "stoss") || sk_streq_ci(s, "stoß") || sk_streq_ci(s, "spritze"))
        return 1;
    if (sk_streq_ci(s, "retour"))
        return 2;
    if (s[0] >= '0' && s[0] <= '4' && !s[1])
        return s[0] - '0';
    return -1;
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
    return sk_err_set(err, SK_INVALID, _("rules: unknown key '%.*s' for %s"), (int)klen, kn,
                      sch_family_name(s->family));
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

static void addf(char *buf, size_t n, size_t *len, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static void addf(char *buf, size_t n, size_t *len, const char *fmt, ...)
{
    if (*len >= n)
        return;
    va_list ap;
    va_start(ap, fmt);
    int r = vsnprintf(buf + *len, n - *len, fmt, ap);
    va_end(ap);
    if (r > 0)
        *len += (size_t)r < n - *len ? (size_t)r : n - *len - 1;
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
        addf(buf, n, &len, "tariff=%s", sch_bav_tariff_name((sch_bav_tariff)s->tariff));
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
        addf(buf, n, &len, "%s%s=", len ? "," : "", k->name);
        if (k->type == K_BOOL)
            addf(buf, n, &len, "%s", *(const bool *)(base + k->off) ? "yes" : "no");
        else if (k->type == K_INT)
            addf(buf, n, &len, "%d", *(const int *)(base + k->off));
        else if (k->type == K_LL)
            addf(buf, n, &len, "%lld", *(const long long *)(base + k->off));
        else if (!strcmp(k->name, "settlement"))
            addf(buf, n, &len, "%s", s->w.settlement == SCH_WEND_KASSE ? "kasse" : "list");
        else if (!strcmp(k->name, "display"))
            addf(buf, n, &len, "%s", s->w.display == SCH_WEND_STRICHE ? "striche" : "numbers");
        else if (!strcmp(k->name, "kontra_max_level"))
            addf(buf, n, &len, "%d", s->b.kontra_max_level);
        else if (!strcmp(k->name, "write_mode"))
            addf(buf, n, &len, "%s",
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
        addf(buf, n, &len,
             _("Wendischer Schafskopf: Partie %d, Solo %d unit(s) per level, Schneider below %d"),
             w->unit_partie, w->unit_solo, w->schneider_below);
        if (w->gegen_die_alten)
            addf(buf, n, &len, _(", +%d per winner against the Alten"), w->gegen_die_alten);
        if (w->settlement == SCH_WEND_KASSE)
            addf(buf, n, &len, _(", Kasse: %lld ct stake each, %lld ct per unit"), w->kasse_stake_ct,
                 w->cent_per_unit);
        else
            addf(buf, n, &len, _(", list at %lld ct per unit"), w->cent_per_unit);
    } else if (s->family == SCH_FAM_BAYERISCH) {
        const sch_bav_settings *b = &s->b;
        static const char *const kn[] = {N_("none"), "Kontra", "Re", "Sub", "Hirsch"};
        addf(buf, n, &len,
             _("Schafkopf (bayerisch): Sauspiel %lld, Solo %lld, extra %lld (Schneider, Schwarz, "
               "each Laufender from %d, Wenz from %d)"),
             b->t_ruf, b->t_solo, b->t_extra, b->lauf_min, b->lauf_min_wenz);
        addf(buf, n, &len, _("; contracts: Rufspiel%s%s%s%s%s%s%s%s%s"), b->allow_wenz ? ", Wenz" : "",
             b->allow_farbsolo ? ", Farbsolo" : "", b->allow_geier ? ", Geier" : "",
             b->allow_farbwenz ? ", Farbwenz" : "", b->allow_hochzeit ? ", Hochzeit" : "",
             b->allow_bettel ? ", Bettel" : "", b->allow_ramsch ? ", Ramsch" : "",
             b->allow_tout ? ", Tout" : "", b->allow_sie ? ", Sie" : "");
        /* what a Tout and a Sie are worth, as the program scores them
         * (A.5.4 point 1: a tariff's own values, else the factors) */
        const sch_bav_override *to = &b->table_override[SCH_OVR_TOUT],
                               *si = &b->table_override[SCH_OVR_SIE];
        if (b->allow_tout && to->set)
            addf(buf, n, &len, _("; Tout %lld per opponent, %lld per Laufender"), to->base,
                 to->per_lauf);
        else if (b->allow_tout)
            addf(buf, n, &len, _("; Tout x%d"), b->tout_factor);
        if (b->allow_sie && si->set)
            addf(buf, n, &len, _("; Sie %lld per opponent"), si->base);
        else if (b->allow_sie)
            addf(buf, n, &len, _("; Sie x%d"), b->sie_factor);
        if (!b->doublings_allowed)
            addf(buf, n, &len, "%s", _("; no doublings"));
        else
            addf(buf, n, &len, _("; Klopfen %s, up to %s"), b->klopfen_allowed ? _("yes") : _("no"),
                 _(kn[b->kontra_max_level < 0 || b->kontra_max_level > 4 ? 0 : b->kontra_max_level]));
        if (b->write_mode == SCH_BAV_PLUS_ONLY)
            addf(buf, n, &len, "%s", _("; plus-only list"));
        if (b->cent_per_point != 1)
            addf(buf, n, &len, _("; %lld ct per point"), b->cent_per_point);
    }
}

/* ---- one game ---- */

void sch_game_init(sch_game *g, sch_family f)
{
    memset(g, 0, sizeof *g);
    g->family = f;
    sch_wend_game_init(&g->w);
    sch_bav_game_init(&g->b);
}

int sch_game_score(const sch_settings *s, sch_game *g, sch_result_row *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    if (g->family != s->family || s->family == SCH_FAM_SKAT)
        return sk_err_set(err, SK_INVALID, _("game: a %s game in a %s tournament"),
                          sch_family_name(g->family), sch_family_name(s->family));
    if (s->family == SCH_FAM_WENDISCH) {
        sch_wend_normalize(&s->w, &g->w, out->note, sizeof out->note);
        sch_wend_outcome o;
        if (sch_wend_score(&s->w, &g->w, &o, err) != SK_OK)
            return SK_INVALID;
        for (int i = 0; i < SCH_SEATS; i++) {
            out->pts[i] = o.units[i];
            out->cents[i] = o.units[i] * s->w.cent_per_unit;
        }
        out->won = o.won;
        out->value = o.value;
        if (g->w.contract == SCH_WEND_SOLO && o.won)
            out->solo_won_by = g->w.party[0];
        return SK_OK;
    }
    sch_bav_outcome o;
    if (sch_bav_score(&s->b, &g->b, &o, err) != SK_OK)
        return SK_INVALID;
    for (int i = 0; i < SCH_SEATS; i++) {
        out->pts[i] = o.points[i];
        out->cents[i] = o.cents[i];
    }
    out->won = o.won;
    out->value = o.value;
    sch_bav_kind k = g->b.kind;
    if (o.won && (k == SCH_BAV_WENZ || k == SCH_BAV_SOLO || k == SCH_BAV_GEIER ||
                  k == SCH_BAV_FARBWENZ || k == SCH_BAV_BETTEL))
        out->solo_won_by = g->b.declarer;
    return SK_OK;
}

void sch_game_text(const sch_game *g, char *buf, size_t n)
{
    if (g->family == SCH_FAM_WENDISCH)
        sch_wend_game_text(&g->w, buf, n);
    else
        sch_bav_game_text(&g->b, buf, n);
}

void sch_game_text_en(const sch_game *g, char *buf, size_t n)
{
    if (g->family == SCH_FAM_WENDISCH)
        sch_wend_game_text_en(&g->w, buf, n);
    else
        sch_bav_game_text_en(&g->b, buf, n);
}

/* ---- words ---- */

static const char *const wend_words[] = {"alte", "gerufen", "solo"};
static const char *const bav_words[] = {"ruf", "wenz", "solo", "geier", "farbwenz",
                                        "hochzeit", "bettel", "ramsch", "thrown-in"};

int sch_wend_contract_parse(const char *s)
{
    if (!s)
        return -1;
    for (int i = 0; i < 3; i++)
        if (sk_streq_ci(s, wend_words[i]))
            return i;
    if (sk_streq_ci(s, "alten") || sk_streq_ci(s, "die-alten"))
        return SCH_WEND_ALTE;
    if (sk_streq_ci(s, "called") || sk_streq_ci(s, "hochzeit"))
        return SCH_WEND_GERUFEN;
    return -1;
}

int sch_bav_kind_parse(const char *s)
{
    if (!s)
        return -1;
    for (int i = 0; i < SCH_BAV_NKINDS; i++)
        if (sk_streq_ci(s, bav_words[i]))
            return i;
    if (sk_streq_ci(s, "rufspiel") || sk_streq_ci(s, "sauspiel") || sk_streq_ci(s, "sau"))
        return SCH_BAV_RUF;
    if (sk_streq_ci(s, "farbsolo"))
        return SCH_BAV_SOLO;
    if (sk_streq_ci(s, "zusammengeworfen") || sk_streq_ci(s, "thrown_in") ||
        sk_streq_ci(s, "thrownin"))
        return SCH_BAV_THROWN_IN;
    return -1;
}

const char *sch_wend_contract_word(int c)
{
    return c >= 0 && c < 3 ? wend_words[c] : "?";
}

const char *sch_bav_kind_word(int k)
{
    return k >= 0 && k < SCH_BAV_NKINDS ? bav_words[k] : "?";
}

int sch_bav_suit_parse(const char *s)
{
    if (!s)
        return -1;
    if (sk_streq_ci(s, "eichel") || sk_streq_ci(s, "kreuz"))
        return SCH_EICHEL;
    if (sk_streq_ci(s, "gras") || sk_streq_ci(s, "gruen") || sk_streq_ci(s, "grün") ||
        sk_streq_ci(s, "blatt") || sk_streq_ci(s, "laub") || sk_streq_ci(s, "pik"))
        return SCH_GRAS;
    if (sk_streq_ci(s, "herz") || sk_streq_ci(s, "rot"))
        return SCH_HERZ;
    if (sk_streq_ci(s, "schellen") || sk_streq_ci(s, "karo"))
        return SCH_SCHELLEN;
    return -1;
}

const char *sch_bav_suit_word(int s)
{
    static const char *const w[] = {"", "eichel", "gras", "herz", "schellen"};
    return s >= 0 && s <= 4 ? w[s] : "";
}

static const char *const fr_suit_w[] = {"", "kreuz", "pik", "herz", "karo"};
static const char *const fr_rank_w[] = {"", "as", "10", "koenig", "dame", "bube", "9", "8", "7"};

bool sch_called_parse(const char *s, sch_wend_call *call, sch_fr_suit *suit, sch_fr_rank *rank)
{
    if (!s)
        return false;
    if (sk_streq_ci(s, "first-trick") || sk_streq_ci(s, "erster-stich") ||
        sk_streq_ci(s, "first_trick")) {
        *call = SCH_CALL_FIRST_TRICK;
        *suit = SCH_FR_NONE;
        *rank = SCH_RANK_NONE;
        return true;
    }
    const char *dash = strchr(s, '-');
    if (!dash || dash == s || dash - s >= 16)
        return false;
    char sw[16];
    memcpy(sw, s, (size_t)(dash - s));
    sw[dash - s] = 0;
    int su = -1, ra = -1;
    for (int i = 1; i <= 4; i++)
        if (sk_streq_ci(sw, fr_suit_w[i]))
            su = i;
    if (sk_streq_ci(sw, "eichel"))
        su = SCH_KREUZ;
    const char *r = dash + 1;
    for (int i = 1; i <= 8; i++)
        if (sk_streq_ci(r, fr_rank_w[i]))
            ra = i;
    if (sk_streq_ci(r, "ass") || sk_streq_ci(r, "a"))
        ra = SCH_ASS;
    else if (sk_streq_ci(r, "zehn"))
        ra = SCH_ZEHN;
    else if (sk_streq_ci(r, "könig") || sk_streq_ci(r, "k"))
        ra = SCH_KOENIG;
    else if (sk_streq_ci(r, "d") || sk_streq_ci(r, "q"))
        ra = SCH_DAME;
    else if (sk_streq_ci(r, "b") || sk_streq_ci(r, "j"))
        ra = SCH_BUBE;
    if (su < 0 || ra < 0)
        return false;
    *call = SCH_CALL_CARD;
    *suit = (sch_fr_suit)su;
    *rank = (sch_fr_rank)ra;
    return true;
}

void sch_called_word(sch_wend_call call, sch_fr_suit suit, sch_fr_rank rank, char *buf, size_t n)
{
    if (!n)
        return;
    if (call == SCH_CALL_FIRST_TRICK)
        snprintf(buf, n, "first-trick");
    else if (call == SCH_CALL_CARD && suit >= 1 && suit <= 4 && rank >= 1 && rank <= 8)
        snprintf(buf, n, "%s-%s", fr_suit_w[suit], fr_rank_w[rank]);
    else
        buf[0] = 0;
}

/* ---- the entry line ---- */

static int strncasecmp_ascii(const char *a, const char *b, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        int x = tolower((unsigned char)a[i]), y = tolower((unsigned char)b[i]);
        if (x != y || !x)
            return x - y;
    }
    return 0;
}

static bool all_digits(const char *s)
{
    if (!*s)
        return false;
    for (; *s; s++)
        if (*s < '0' || *s > '9')
            return false;
    return true;
}

static int bav_kind_short(const char *t)
{
    static const struct { const char *w; int k; } m[] = {
        {"r", SCH_BAV_RUF}, {"w", SCH_BAV_WENZ}, {"s", SCH_BAV_SOLO}, {"g", SCH_BAV_GEIER},
        {"fw", SCH_BAV_FARBWENZ}, {"h", SCH_BAV_HOCHZEIT}, {"b", SCH_BAV_BETTEL},
        {"ra", SCH_BAV_RAMSCH}, {"z", SCH_BAV_THROWN_IN}};
    for (size_t i = 0; i < sizeof m / sizeof *m; i++)
        if (sk_streq_ci(t, m[i].w))
            return m[i].k;
    return sch_bav_kind_parse(t);
}

static int suit_short(const char *t)
{
    if (sk_streq_ci(t, "e"))
        return SCH_EICHEL;
    if (sk_streq_ci(t, "g"))
        return SCH_GRAS;
    if (sk_streq_ci(t, "h"))
        return SCH_HERZ;
    if (sk_streq_ci(t, "s"))
        return SCH_SCHELLEN;
    return sch_bav_suit_parse(t);
}

/* "l3" -> 3 when t is prefix followed by digits in [lo, hi]; -1 otherwise */
static int prefixed(const char *t, const char *prefix, int lo, int hi)
{
    size_t n = strlen(prefix);
    if (strncasecmp_ascii(t, prefix, n) != 0 || !all_digits(t + n))
        return -1;
    long v = strtol(t + n, NULL, 10);
    return v >= lo && v <= hi ? (int)v : -2;
}

int sch_line_parse(sch_family f, const char *line, sch_game *g, sk_err *err)
{
    sch_game_init(g, f);
    char buf[256];
    snprintf(buf, sizeof buf, "%s", line ? line : "");
    char *save = NULL, *tok = strtok_r(buf, " ,", &save);
    if (!tok)
        return sk_err_set(err, SK_INVALID, _("contract: type the game, e.g. %s"),
                          f == SCH_FAM_WENDISCH ? "'a 1 3 75' (Alte 1+3, 75 Augen)"
                                                : "'r 1 3 e 70' (Rufspiel 1+3 on the Eichel-Sau)");
    int nums[3], nn = 0;
    bool wend = f == SCH_FAM_WENDISCH;
    if (wend) {
        int c = sk_streq_ci(tok, "a") ? SCH_WEND_ALTE : sk_streq_ci(tok, "g") ? SCH_WEND_GERUFEN
              : sk_streq_ci(tok, "s") ? SCH_WEND_SOLO : sch_wend_contract_parse(tok);
        if (c < 0)
            return sk_err_set(err, SK_INVALID,
                              _("contract '%s': a (Alte), g (Gerufen) or s (Solo)"), tok);
        g->w.contract = (sch_wend_contract)c;
    } else {
        int k = bav_kind_short(tok);
        if (k < 0)
            return sk_err_set(err, SK_INVALID,
                              _("contract '%s': r ruf, w wenz, s solo, g geier, fw farbwenz, "
                              "h hochzeit, b bettel, ra ramsch, z zusammengeworfen"), tok);
        g->b.kind = (sch_bav_kind)k;
    }
    bool partner_kind = wend ? g->w.contract != SCH_WEND_SOLO
                             : (g->b.kind == SCH_BAV_RUF || g->b.kind == SCH_BAV_HOCHZEIT);
    bool no_seats = !wend && (g->b.kind == SCH_BAV_RAMSCH || g->b.kind == SCH_BAV_THROWN_IN);
    int want_seats = no_seats ? 0 : partner_kind ? 2 : 1;
    while ((tok = strtok_r(NULL, " ,", &save))) {
        int v;
        if (all_digits(tok)) {
            if (nn >= want_seats + 1)
                return sk_err_set(err, SK_INVALID, _("'%s': one number too many (seats, then Augen)"),
                                  tok);
            nums[nn++] = (int)strtol(tok, NULL, 10);
            /* a Gerufen/Alte given one seat then Augen: the caller alone */
            continue;
        }
        if (!strcmp(tok, "+")) {
            if (wend) g->w.result = SCH_RES_WON; else g->b.result = SCH_RES_WON;
        } else if (!strcmp(tok, "-")) {
            if (wend) g->w.result = SCH_RES_LOST; else g->b.result = SCH_RES_LOST;
        } else if (sk_streq_ci(tok, "sn") || sk_streq_ci(tok, "schneider")) {
            if (wend) g->w.schneider = true; else g->b.schneider = true;
        } else if (sk_streq_ci(tok, "sw") || sk_streq_ci(tok, "schwarz")) {
            if (wend) g->w.loser_no_trick = true; else g->b.loser_no_trick = true;
        } else if (wend && (v = prefixed(tok, "d", 0, 8)) != -1) {
            if (v < 0)
                return sk_err_set(err, SK_INVALID, _("'%s': doublings 0 to 8"), tok);
            g->w.doublings = v;
        } else if (wend) {
            if (!sch_called_parse(tok, &g->w.called, &g->w.called_suit, &g->w.called_rank))
                return sk_err_set(err, SK_INVALID,
                                  _("'%s': not understood (seats and Augen as numbers, + - sn sw, "
                                  "a called card like kreuz-as, dN doublings)"), tok);
        } else if ((v = prefixed(tok, "l", 0, 14)) != -1) {
            if (v < 0)
                return sk_err_set(err, SK_INVALID, _("'%s': Laufende 0 to 14"), tok);
            g->b.laufende = v;
        } else if ((v = prefixed(tok, "k", 0, 4)) != -1) {
            if (v < 0)
                return sk_err_set(err, SK_INVALID, _("'%s': 0 to 4 players knock"), tok);
            g->b.klopfer = v;
        } else if ((v = prefixed(tok, "v", 1, 4)) != -1) {
            if (v < 0)
                return sk_err_set(err, SK_INVALID, _("'%s': the loser's seat 1 to 4"), tok);
            g->b.ramsch_losers |= 1u << (v - 1);
        } else if ((v = prefixed(tok, "j", 1, 4)) != -1) {
            if (v < 0)
                return sk_err_set(err, SK_INVALID, _("'%s': the Jungfrau's seat 1 to 4"), tok);
            g->b.ramsch_jungfrau |= 1u << (v - 1);
        } else if ((v = prefixed(tok, "d", 1, 4)) != -1) {
            if (v < 0)
                return sk_err_set(err, SK_INVALID, _("'%s': the Durchmarsch seat 1 to 4"), tok);
            g->b.durchmarsch = v;
        } else if (sk_streq_ci(tok, "o") || sk_streq_ci(tok, "ohne")) {
            g->b.laufende_side = SCH_LAUF_OHNE;
        } else if (sk_streq_ci(tok, "mit")) {
            g->b.laufende_side = SCH_LAUF_MIT;
        } else if (sk_streq_ci(tok, "t") || sk_streq_ci(tok, "tout")) {
            g->b.tout = true;
        } else if (sk_streq_ci(tok, "sie")) {
            g->b.sie = true;
        } else if (sk_streq_ci(tok, "x2") || sk_streq_ci(tok, "doubled")) {
            g->b.doubled_set = SCH_DOUBLED_YES; /* the overrides of A.5.4 point 3 */
            g->b.doubled = true;
        } else if (sk_streq_ci(tok, "x1")) {
            g->b.doubled_set = SCH_DOUBLED_NO;
            g->b.doubled = false;
        } else if (sch_kontra_parse(tok) > 0 && !all_digits(tok)) {
            g->b.kontra_level = sch_kontra_parse(tok);
        } else if ((v = suit_short(tok)) > 0) {
            g->b.suit = (sch_bav_suit)v;
        } else {
            return sk_err_set(err, SK_INVALID,
                              _("'%s': not understood (seats and Augen as numbers, a suit e g h s, "
                              "+ - sn sw, lN Laufende, kN Klopfer, kontra re, t tout, sie)"), tok);
        }
    }
    /* the numbers: seats first, then the Augen (a partnerless Gerufen:
     * one seat and Augen when the last number is above 4) */
    int seats = want_seats;
    if (wend && g->w.contract == SCH_WEND_GERUFEN && nn == 2 && nums[1] > 4)
        seats = 1;
    if (nn > seats + 1)
        return sk_err_set(err, SK_INVALID, _("numbers: %d seats and the Augen, not %d numbers"),
                          seats, nn);
    int augen = nn == seats + 1 ? nums[seats] : SCH_AUGEN_NONE;
    int s0 = nn > 0 && seats > 0 ? nums[0] : 0, s1 = nn > 1 && seats > 1 ? nums[1] : 0;
    if (wend) {
        g->w.party[0] = s0;
        g->w.party[1] = s1;
        g->w.party_augen = augen;
    } else {
        g->b.declarer = s0;
        g->b.partner = s1;
        g->b.declarer_party_augen = augen;
    }
    if (seats > 0 && nn < seats && augen == SCH_AUGEN_NONE)
        return sk_err_set(err, SK_INVALID, _("%s: the seat (1-4) is missing"),
                          nn == 0 ? "declarer" : "partner");
    return SK_OK;
}

void sch_line_format(const sch_game *g, char *buf, size_t n)
{
    size_t len = 0;
    if (!n)
        return;
    buf[0] = 0;
    if (g->family == SCH_FAM_WENDISCH) {
        const sch_wend_game *w = &g->w;
        addf(buf, n, &len, "%s", sch_wend_contract_word(w->contract));
        if (w->party[0])
            addf(buf, n, &len, " %d", w->party[0]);
        if (w->party[1])
            addf(buf, n, &len, " %d", w->party[1]);
        if (w->party_augen != SCH_AUGEN_NONE)
            addf(buf, n, &len, " %d", w->party_augen);
        char called[32];
        sch_called_word(w->called, w->called_suit, w->called_rank, called, sizeof called);
        if (*called)
            addf(buf, n, &len, " %s", called);
        if (w->result != SCH_RES_NONE)
            addf(buf, n, &len, " %s", w->result == SCH_RES_WON ? "+" : "-");
        if (w->schneider)
            addf(buf, n, &len, " sn");
        if (w->loser_no_trick)
            addf(buf, n, &len, " sw");
        if (w->doublings)
            addf(buf, n, &len, " d%d", w->doublings);
        return;
    }
    const sch_bav_game *b = &g->b;
    addf(buf, n, &len, "%s", sch_bav_kind_word(b->kind));
    if (b->declarer)
        addf(buf, n, &len, " %d", b->declarer);
    if (b->partner)
        addf(buf, n, &len, " %d", b->partner);
    if (b->suit)
        addf(buf, n, &len, " %s", sch_bav_suit_word(b->suit));
    if (b->declarer_party_augen != SCH_AUGEN_NONE)
        addf(buf, n, &len, " %d", b->declarer_party_augen);
    if (b->result != SCH_RES_NONE)
        addf(buf, n, &len, " %s", b->result == SCH_RES_WON ? "+" : "-");
    if (b->schneider)
        addf(buf, n, &len, " sn");
    if (b->loser_no_trick)
        addf(buf, n, &len, " sw");
    if (b->tout)
        addf(buf, n, &len, " tout");
    if (b->sie)
        addf(buf, n, &len, " sie");
    if (b->laufende)
        addf(buf, n, &len, " l%d", b->laufende);
    if (b->laufende_side == SCH_LAUF_OHNE)
        addf(buf, n, &len, " ohne");
    else if (b->laufende_side == SCH_LAUF_MIT)
        addf(buf, n, &len, " mit");
    if (b->klopfer)
        addf(buf, n, &len, " k%d", b->klopfer);
    static const char *const kn[] = {"", "kontra", "re", "sub", "hirsch"};
    if (b->kontra_level > 0 && b->kontra_level <= 4)
        addf(buf, n, &len, " %s", kn[b->kontra_level]);
    if (b->doubled_set == SCH_DOUBLED_YES) /* a derived double is not typed */
        addf(buf, n, &len, " x2");
    else if (b->doubled_set == SCH_DOUBLED_NO)
        addf(buf, n, &len, " x1");
    for (int s = 1; s <= 4; s++)
        if (b->ramsch_losers & (1u << (s - 1)))
            addf(buf, n, &len, " v%d", s);
    for (int s = 1; s <= 4; s++)
        if (b->ramsch_jungfrau & (1u << (s - 1)))
            addf(buf, n, &len, " j%d", s);
    if (b->durchmarsch)
        addf(buf, n, &len, " d%d", b->durchmarsch);
}

/* ---- a game's party, Augen and extras for the lists ---- */

static const char *party_name(const char *const name[SCH_SEATS], int seat, char *buf, size_t n)
{
    if (seat >= 1 && seat <= SCH_SEATS && name && name[seat - 1] && name[seat - 1][0])
        return name[seat - 1];
    snprintf(buf, n, "%d", seat);
    return buf;
}

void sch_party_text(const sch_game *g, const char *const name[SCH_SEATS], sk_lang lang,
                    char *buf, size_t n)
{
    char a[16], b[16];
    int p0, p1;
    bool solo;
    buf[0] = '\0';
    if (g->family == SCH_FAM_WENDISCH) {
        p0 = g->w.party[0];
        p1 = g->w.party[1];
        solo = g->w.contract == SCH_WEND_SOLO;
    } else {
        p0 = g->b.declarer;
        p1 = g->b.partner;
        solo = p1 == 0;
        if (g->b.kind == SCH_BAV_THROWN_IN) {
            snprintf(buf, n, "-");
            return;
        }
        if (g->b.kind == SCH_BAV_RAMSCH) {
            if (g->b.durchmarsch) {
                snprintf(buf, n, sk_tr_in(lang, "Durchmarsch %s"),
                         party_name(name, g->b.durchmarsch, a, sizeof a));
                return;
            }
            sk_buf s = {0};
            for (int k = 1; k <= SCH_SEATS; k++)
                if (g->b.ramsch_losers & (1u << (k - 1)))
                    sk_buf_printf(&s, "%s%s", s.len ? " + " : "",
                                  party_name(name, k, a, sizeof a));
            snprintf(buf, n, sk_tr_in(lang, "loser %s"), sk_buf_str(&s));
            sk_buf_free(&s);
            return;
        }
    }
    if (solo || !p1)
        snprintf(buf, n, sk_tr_in(lang, "%s alone"), party_name(name, p0, a, sizeof a));
    else
        snprintf(buf, n, "%s + %s", party_name(name, p0, a, sizeof a),
                 party_name(name, p1, b, sizeof b));
}

int sch_game_augen(const sch_game *g)
{
    if (g->family == SCH_FAM_WENDISCH)
        return g->w.party_augen;
    if (g->b.kind == SCH_BAV_RAMSCH || g->b.kind == SCH_BAV_THROWN_IN)
        return SCH_AUGEN_NONE;
    return g->b.declarer_party_augen;
}

void sch_game_extras(const sch_settings *s, const sch_game *g, sk_lang lang, bool brief,
                     char *buf, size_t n)
{
    sk_buf b = {0};
#define EXTRA(...) do { if (b.len) sk_buf_add(&b, ", "); sk_buf_printf(&b, __VA_ARGS__); } while (0)
    bool schneider = false, schwarz = false;
    if (g->family == SCH_FAM_WENDISCH) {
        sch_wend_outcome o;
        sk_err err;
        sk_err_clear(&err);
        if (sch_wend_score(&s->w, &g->w, &o, &err) == SK_OK) {
            schneider = o.schneider;
            schwarz = o.schwarz;
        }
    } else if (g->b.kind != SCH_BAV_RAMSCH && g->b.kind != SCH_BAV_THROWN_IN) {
        sch_bav_outcome o;
        sk_err err;
        sk_err_clear(&err);
        if (sch_bav_score(&s->b, &g->b, &o, &err) == SK_OK) {
            schneider = o.schneider;
            schwarz = o.schwarz;
        }
    }
    if (g->family == SCH_FAM_BAYERISCH) {
        const sch_bav_game *x = &g->b;
        if (x->tout)
            EXTRA("Tout");
        if (x->sie)
            EXTRA("Sie");
    }
    /* a Tout (unless it counts them) and a Sie are valued without them */
    if (g->family == SCH_FAM_BAYERISCH &&
        ((g->b.tout && !s->b.tout_counts_schneider_schwarz) || g->b.sie))
        schneider = schwarz = false;
    /* Schwarz includes Schneider: the list names the higher one */
    if (schwarz)
        EXTRA("Schwarz");
    else if (schneider)
        EXTRA("Schneider");
    if (g->family == SCH_FAM_BAYERISCH) {
        const sch_bav_game *x = &g->b;
        if (x->kind == SCH_BAV_RAMSCH) {
            for (int k = 1; k <= SCH_SEATS; k++)
                if (x->ramsch_jungfrau & (1u << (k - 1)))
                    EXTRA(sk_tr_in(lang, "Jungfrau %d"), k);
        }
        if (x->laufende && brief)
            EXTRA(x->laufende_side == SCH_LAUF_OHNE ? "%d L. o." : "%d L.", x->laufende);
        else if (x->laufende)
            EXTRA(x->laufende_side == SCH_LAUF_OHNE ? sk_tr_in(lang, "%d Laufende (ohne)")
                                                     : sk_tr_in(lang, "%d Laufende"),
                  x->laufende);
        if (x->klopfer)
            EXTRA(brief ? "%d Kl." : sk_tr_in(lang, "%d geklopft"), x->klopfer);
        static const char *const kn[] = {"", "Kontra", "Re", "Sub", "Hirsch"};
        if (x->kontra_level > 0 && x->kontra_level <= 4)
            EXTRA("%s", kn[x->kontra_level]);
        if (x->doubled)
            EXTRA("%s", brief ? "\xc3\x97" "2" : sk_tr_in(lang, "doubled"));
    } else if (g->w.doublings) {
        EXTRA(sk_tr_in(lang, "%d\xc3\x97 doubled"), g->w.doublings);
    }
#undef EXTRA
    snprintf(buf, n, "%s", sk_buf_str(&b));
    sk_buf_free(&b);
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
    return f == SCH_FAM_BAYERISCH ? "cent_per_point" : "cent_per_unit, settlement, kasse_stake_ct";
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
    return sk_err_set(err, SK_INVALID, _("rules: unknown key '%.*s' for %s"), (int)klen, kn,
                      sch_family_name(c->f));
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
                    addf(buf, n, &len, "%s%.*s", len ? "," : "", (int)il, p);
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
