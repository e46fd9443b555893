/* schbav.c - Bayerischer Schafkopf (A.4-A.5) of schafkopf.h: settings,
 * tariffs, validation, scoring, the throw-in double, the settlement and the
 * game in words.  Rule reference: ../shared/rules-house-schafkopf.md Part A
 * (sections cited as A.x); the Wendish list and what both share are in
 * schafkopf.c and schafkopf_int.h. */
#include "schafkopf.h"

#include "i18n.h"
#include "schafkopf_int.h"
#include <stdio.h>
#include <string.h>

/* ===================================================================== */
/* Bayerischer Schafkopf                                                  */
/* ===================================================================== */

void sch_bav_settings_default(sch_bav_settings *s)
{
    memset(s, 0, sizeof *s);
    s->t_ruf = 20;
    s->t_solo = 50;
    s->t_extra = 10;
    s->lauf_min = 3;
    s->lauf_min_wenz = 2;
    s->lauf_max = 0;
    s->lauf_ohne_only_declarer = false;
    s->tout_factor = 2;
    s->tout_counts_schneider_schwarz = false;
    s->sie_factor = 4;
    s->t_bettel = 30;
    s->t_ramsch = 20; /* = t_ruf */
    s->ramsch_durchmarsch = true;
    s->doublings_allowed = true;
    s->klopfen_allowed = true;
    /* DECISION (silent spec): A.5.1 allows "Klopfen, Kontra, Re, (Sub,
     * Hirsch)" by default; the cap on the Kontra chain defaults to all four
     * levels so that no game a table played is refused. */
    s->kontra_max_level = 4;
    s->doubled_after_throw_in = false;
    s->write_mode = SCH_BAV_PLUS_MINUS;
    s->plus_only_defenders_score = false;
    s->cent_per_point = 1;
    s->allow_wenz = true;
    s->allow_farbsolo = true;
    s->allow_tout = true;
    s->allow_sie = true;
}

static const char *const tariff_names[SCH_TARIFF_N] = {"10-20-50", "5/20", "10/20", "10/50",
                                                       "expydoc"};

const char *sch_bav_tariff_name(sch_bav_tariff t)
{
    return (int)t >= 0 && t < SCH_TARIFF_N ? tariff_names[t] : NULL;
}

bool sch_bav_parse_tariff(const char *name, sch_bav_tariff *t)
{
    for (int i = 0; i < SCH_TARIFF_N; i++)
        if (name && sk_streq_ci(name, tariff_names[i])) {
            *t = (sch_bav_tariff)i;
            return true;
        }
    return false;
}

int sch_bav_apply_tariff(sch_bav_settings *s, sch_bav_tariff t, sk_err *err)
{
    long long ruf, solo, extra;
    switch (t) {
    case SCH_TARIFF_10_20_50: extra = 10; ruf = 20; solo = 50; break;
    case SCH_TARIFF_5_20: ruf = 5; solo = 20; extra = 5; break;
    case SCH_TARIFF_10_20: ruf = 10; solo = 20; extra = 10; break;
    case SCH_TARIFF_10_50: ruf = 10; solo = 50; extra = 10; break;
    case SCH_TARIFF_POINTS_EXPYDOC: ruf = 1; solo = 2; extra = 1; break;
    default:
        return sk_err_set(err, SK_INVALID, _("tariff: %d is not a known tariff"), (int)t);
    }
    s->t_ruf = ruf;
    s->t_solo = solo;
    s->t_extra = extra;
    s->t_ramsch = ruf;
    memset(s->table_override, 0, sizeof s->table_override);
    if (t == SCH_TARIFF_POINTS_EXPYDOC) {
        /* A.4 expydoc: Tout +18/-6 per game, +6/-2 per Laufender; Sie +42/-14.
         * Ruf and Solo follow the formula with 1/2/1. */
        s->table_override[SCH_OVR_TOUT] = (sch_bav_override){true, 6, 0, 0, 2};
        s->table_override[SCH_OVR_SIE] = (sch_bav_override){true, 14, 0, 0, 0};
    }
    return SK_OK;
}

static int check_money(const char *key, long long v, long long min, sk_err *err)
{
    if (v < min || v > MAX_TARIFF)
        return sk_err_set(err, SK_INVALID, _("%s: %lld is impossible; a price is %lld to %lld"), key, v, min,
                          MAX_TARIFF);
    return SK_OK;
}

int sch_bav_settings_validate(const sch_bav_settings *s, sk_err *err)
{
    if (check_money("t_ruf", s->t_ruf, 1, err) || check_money("t_solo", s->t_solo, 1, err) ||
        check_money("t_extra", s->t_extra, 0, err) || check_money("t_bettel", s->t_bettel, 0, err) ||
        check_money("t_ramsch", s->t_ramsch, 0, err) ||
        check_money("cent_per_point", s->cent_per_point, 0, err))
        return SK_INVALID;
    if (s->lauf_min < 1 || s->lauf_min > 14)
        return sk_err_set(err, SK_INVALID,
                          _("lauf_min: %d is impossible; Laufende are counted from 1 to 14 in Ruf, Solo, Farbwenz"),
                          s->lauf_min);
    if (s->lauf_min_wenz < 1 || s->lauf_min_wenz > 4)
        return sk_err_set(err, SK_INVALID,
                          _("lauf_min_wenz: %d is impossible; a Wenz has 4 trumps, Laufende count from 1 to 4"),
                          s->lauf_min_wenz);
    if (s->lauf_max < 0 || s->lauf_max > 14)
        return sk_err_set(err, SK_INVALID, _("lauf_max: %d is impossible; 0 (no cap) to 14"), s->lauf_max);
    if (s->tout_factor < 1 || s->tout_factor > MAX_FACTOR)
        return sk_err_set(err, SK_INVALID, _("tout_factor: %d is impossible; 1 to %d"), s->tout_factor,
                          MAX_FACTOR);
    if (s->sie_factor < 1 || s->sie_factor > MAX_FACTOR)
        return sk_err_set(err, SK_INVALID, _("sie_factor: %d is impossible; 1 to %d"), s->sie_factor,
                          MAX_FACTOR);
    if (s->kontra_max_level < 0 || s->kontra_max_level > 4)
        return sk_err_set(err, SK_INVALID,
                          _("kontra_max_level: %d is impossible; 0 none, 1 Kontra, 2 Re, 3 Sub, 4 Hirsch"),
                          s->kontra_max_level);
    if (s->write_mode != SCH_BAV_PLUS_MINUS && s->write_mode != SCH_BAV_PLUS_ONLY)
        return sk_err_set(err, SK_INVALID, _("write_mode: %d is impossible; plus_minus or plus_only"),
                          (int)s->write_mode);
    static const char *const ovr_names[SCH_OVR_N] = {"Ruf", "Solo", "Tout", "Sie"};
    for (int i = 0; i < SCH_OVR_N; i++) {
        const sch_bav_override *o = &s->table_override[i];
        if (!o->set)
            continue;
        const struct {
            const char *name;
            long long v, min;
        } f[] = {{"base", o->base, 1}, {"schneider", o->schneider, 0},
                 {"schwarz", o->schwarz, 0}, {"per_lauf", o->per_lauf, 0}};
        for (size_t k = 0; k < sizeof f / sizeof f[0]; k++) {
            char key[64];
            snprintf(key, sizeof key, "table_override %s %s", ovr_names[i], f[k].name);
            if (check_money(key, f[k].v, f[k].min, err))
                return SK_INVALID;
        }
    }
    return SK_OK;
}

void sch_bav_game_init(sch_bav_game *g)
{
    memset(g, 0, sizeof *g);
    g->kind = SCH_BAV_RUF;
    g->suit = SCH_SUIT_NONE;
    g->declarer_party_augen = SCH_AUGEN_NONE;
    g->result = SCH_RES_NONE;
    g->laufende_side = SCH_LAUF_UNSET;
}

static const char *const kind_de[SCH_BAV_NKINDS] = {
    "Rufspiel", "Wenz", "Farbsolo", "Geier", "Farbwenz", "Hochzeit", "Bettel", "Ramsch",
    "Zusammengeworfen"};
static const char *const kind_key[SCH_BAV_NKINDS] = {
    "RUF", "WENZ", "SOLO", "GEIER", "FARBWENZ", "HOCHZEIT", "BETTEL", "RAMSCH", "THROWN_IN"};

const char *sch_bav_kind_name(sch_bav_kind k)
{
    return (int)k >= 0 && k < SCH_BAV_NKINDS ? kind_de[k] : "";
}

const char *sch_bav_suit_name(sch_bav_suit s)
{
    static const char *const n[] = {"", "Eichel", "Gras", "Herz", "Schellen"};
    return (int)s >= 0 && s <= SCH_SCHELLEN ? n[s] : "";
}

const char *sch_bav_suit_name_en(sch_bav_suit s)
{
    static const char *const n[] = {"", "acorns", "leaves", "hearts", "bells"};
    return (int)s >= 0 && s <= SCH_SCHELLEN ? n[s] : "";
}

static bool is_solo_like(sch_bav_kind k)
{
    return k == SCH_BAV_WENZ || k == SCH_BAV_SOLO || k == SCH_BAV_GEIER || k == SCH_BAV_FARBWENZ ||
           k == SCH_BAV_BETTEL;
}

static bool is_partner_kind(sch_bav_kind k)
{
    return k == SCH_BAV_RUF || k == SCH_BAV_HOCHZEIT;
}

/* Highest possible run of Laufende for a kind (A.5.2). */
static int lauf_range(sch_bav_kind k)
{
    switch (k) {
    case SCH_BAV_RUF:
    case SCH_BAV_SOLO:
    case SCH_BAV_HOCHZEIT: return 14; /* 4 Ober + 4 Unter + 6 suit trumps */
    case SCH_BAV_WENZ:
    case SCH_BAV_GEIER: return 4;
    case SCH_BAV_FARBWENZ: return 11; /* 4 Unter + 7 suit trumps */
    default: return 0;                /* Bettel, Ramsch, thrown in: no Laufende */
    }
}

/* Won for a valid non-Ramsch game (A.5.3). */
static bool bav_won(const sch_bav_game *g)
{
    if (g->sie)
        return true;
    if (g->declarer_party_augen == SCH_AUGEN_NONE)
        return g->result == SCH_RES_WON;
    if (g->tout) /* won iff every trick: 120 Augen and the opponents took no trick */
        return g->declarer_party_augen == 120 && g->loser_no_trick;
    return g->declarer_party_augen >= 61;
}

/* The kind-specific part of validation: Ramsch and thrown-in deals. */
static int bav_validate_ramsch(const sch_bav_settings *s, const sch_bav_game *g, sk_err *err)
{
    const char *what = kind_key[g->kind];
    if (g->kind == SCH_BAV_RAMSCH && !s->allow_ramsch)
        return sk_err_set(err, SK_INVALID, _("kind: RAMSCH is not allowed by the settings (allow_ramsch)"));
    if (g->declarer != 0 || g->partner != 0)
        return sk_err_set(err, SK_INVALID, _("declarer: a %s has no declarer"), what);
    if (g->suit != SCH_SUIT_NONE)
        return sk_err_set(err, SK_INVALID, _("suit: a %s has no suit"), what);
    if (g->tout || g->sie)
        return sk_err_set(err, SK_INVALID, _("%s: only a solo can be played %s, not a %s"),
                          g->tout ? "tout" : "sie", g->tout ? "Tout" : "Sie", what);
    if (g->declarer_party_augen != SCH_AUGEN_NONE || g->result != SCH_RES_NONE || g->schneider ||
        g->loser_no_trick)
        return sk_err_set(err, SK_INVALID,
                          _("declarer_party_augen: a %s has no declarer party; enter losers, Jungfrauen or the Durchmarsch"),
                          what);
    if (g->laufende != 0 || g->laufende_side != SCH_LAUF_UNSET)
        return sk_err_set(err, SK_INVALID, _("laufende: a %s has no Laufende"), what);
    if (g->kontra_level != 0)
        return sk_err_set(err, SK_INVALID, _("kontra_level: nobody declared a %s, so nobody can give Kontra"),
                          what);
    if (g->kind == SCH_BAV_THROWN_IN) {
        if (g->ramsch_losers || g->ramsch_jungfrau || g->durchmarsch)
            return sk_err_set(err, SK_INVALID, _("ramsch_losers: a thrown-in deal is not a Ramsch"));
        if (g->doubled || g->doubled_set == SCH_DOUBLED_YES)
            return sk_err_set(err, SK_INVALID,
                              _("doubled: a thrown-in deal scores nothing; it doubles a later game"));
        return SK_OK;
    }
    if ((g->ramsch_losers & ~0xFu) || (g->ramsch_jungfrau & ~0xFu))
        return sk_err_set(err, SK_INVALID, _("ramsch_losers: seats are 1 to 4"));
    if (g->durchmarsch != 0) {
        if (!seat_ok(g->durchmarsch))
            return sk_err_set(err, SK_INVALID, _("durchmarsch: seat %d is not at the table; seats are 1 to 4"),
                              g->durchmarsch);
        if (!s->ramsch_durchmarsch)
            return sk_err_set(err, SK_INVALID,
                              _("durchmarsch: ramsch_durchmarsch is off; enter seat %d as the loser and the others as Jungfrauen"),
                              g->durchmarsch);
        if (g->ramsch_losers || g->ramsch_jungfrau)
            return sk_err_set(err, SK_INVALID,
                              _("ramsch_losers: a Durchmarsch by seat %d has no losers or Jungfrauen to enter"),
                              g->durchmarsch);
        return SK_OK;
    }
    if (!g->ramsch_losers)
        return sk_err_set(err, SK_INVALID, _("ramsch_losers: a Ramsch needs its loser (the most Augen)"));
    if (g->ramsch_losers & g->ramsch_jungfrau)
        return sk_err_set(err, SK_INVALID,
                          _("ramsch_jungfrau: a Jungfrau took no trick and cannot have the most Augen"));
    int nj = 0;
    for (int i = 0; i < SCH_SEATS; i++)
        nj += (g->ramsch_jungfrau >> i) & 1u;
    if (nj == 3 && s->ramsch_durchmarsch)
        return sk_err_set(err, SK_INVALID,
                          _("ramsch_jungfrau: three Jungfrauen mean the loser took every trick; enter it as a Durchmarsch"));
    return SK_OK;
}

/* The fields in range, and the doublings (Klopfen, Kontra, doubled) the
 * settings allow. */
static int bav_check_fields(const sch_bav_settings *s, const sch_bav_game *g, sk_err *err)
{
    if ((int)g->kind < 0 || g->kind >= SCH_BAV_NKINDS)
        return sk_err_set(err, SK_INVALID, _("kind: %d is impossible"), (int)g->kind);
    if (g->game_no < 0)
        return sk_err_set(err, SK_INVALID, _("game_no: %d is impossible; games are numbered from 1"),
                          g->game_no);
    if (g->klopfer < 0 || g->klopfer > 4)
        return sk_err_set(err, SK_INVALID, _("klopfer: %d is impossible; 0 to 4 players can knock"),
                          g->klopfer);
    if (g->kontra_level < 0 || g->kontra_level > 4)
        return sk_err_set(err, SK_INVALID,
                          _("kontra_level: %d is impossible; 0 none, 1 Kontra, 2 Re, 3 Sub, 4 Hirsch"),
                          g->kontra_level);
    if (!s->doublings_allowed && (g->klopfer || g->kontra_level))
        return sk_err_set(err, SK_INVALID, _("%s: %d given but doublings_allowed is off"),
                          g->klopfer ? "klopfer" : "kontra_level", g->klopfer ? g->klopfer : g->kontra_level);
    if (g->klopfer && !s->klopfen_allowed)
        return sk_err_set(err, SK_INVALID, _("klopfer: %d given but Klopfen is off in the settings (klopfen)"),
                          g->klopfer);
    if (g->kontra_level > s->kontra_max_level)
        return sk_err_set(err, SK_INVALID, _("kontra_level: %d is above kontra_max_level %d of the settings"),
                          g->kontra_level, s->kontra_max_level);
    if ((g->doubled || g->doubled_set == SCH_DOUBLED_YES) && !s->doubled_after_throw_in)
        return sk_err_set(err, SK_INVALID,
                          _("doubled: a doubled game needs doubled_after_throw_in in the settings"));
    if ((int)g->laufende_side < SCH_LAUF_UNSET || g->laufende_side > SCH_LAUF_OHNE)
        return sk_err_set(err, SK_INVALID, _("laufende_side: %d is impossible; mit or ohne"),
                          (int)g->laufende_side);
    return SK_OK;
}

/* The kind and the announcements (Tout, Sie) the settings allow (A.5.1). */
static int bav_check_kind(const sch_bav_settings *s, const sch_bav_game *g, sk_err *err)
{
    bool allowed = true;
    switch (g->kind) {
    case SCH_BAV_WENZ: allowed = s->allow_wenz; break;
    case SCH_BAV_SOLO: allowed = s->allow_farbsolo; break;
    case SCH_BAV_GEIER: allowed = s->allow_geier; break;
    case SCH_BAV_FARBWENZ: allowed = s->allow_farbwenz; break;
    case SCH_BAV_HOCHZEIT: allowed = s->allow_hochzeit; break;
    case SCH_BAV_BETTEL: allowed = s->allow_bettel; break;
    default: break;
    }
    if (!allowed)
        return sk_err_set(err, SK_INVALID, _("kind: %s is not allowed by the settings"), kind_key[g->kind]);
    if (g->tout && g->sie)
        return sk_err_set(err, SK_INVALID, _("tout: a Sie is entered as sie alone, not also as Tout"));
    if (g->tout) {
        if (!is_solo_like(g->kind) || g->kind == SCH_BAV_BETTEL)
            return sk_err_set(err, SK_INVALID, _("tout: only a Wenz, Solo, Geier or Farbwenz can be Tout, not %s"),
                              kind_key[g->kind]);
        if (!s->allow_tout)
            return sk_err_set(err, SK_INVALID, _("tout: Tout is not allowed by the settings"));
    }
    if (g->sie) {
        if (g->kind != SCH_BAV_SOLO)
            return sk_err_set(err, SK_INVALID, _("sie: only a Farbsolo can be a Sie, not %s"), kind_key[g->kind]);
        if (!s->allow_sie)
            return sk_err_set(err, SK_INVALID, _("sie: Sie is not allowed by the settings"));
    }
    return SK_OK;
}

/* The suit the kind needs or has not. */
static int bav_check_suit(const sch_bav_game *g, sk_err *err)
{
    if ((int)g->suit < SCH_SUIT_NONE || g->suit > SCH_SCHELLEN)
        return sk_err_set(err, SK_INVALID, _("suit: %d is impossible; Eichel, Gras, Herz or Schellen"),
                          (int)g->suit);
    if (g->kind == SCH_BAV_RUF) {
        if (g->suit == SCH_SUIT_NONE)
            return sk_err_set(err, SK_INVALID, _("suit: a Rufspiel calls the Eichel-, Gras- or Schellen-Sau"));
        if (g->suit == SCH_HERZ)
            return sk_err_set(err, SK_INVALID,
                              _("suit: a Rufspiel cannot call the Herz-Sau; Herz is trump"));
    } else if (g->kind == SCH_BAV_SOLO || g->kind == SCH_BAV_FARBWENZ) {
        if (g->suit == SCH_SUIT_NONE)
            return sk_err_set(err, SK_INVALID, _("suit: a %s needs its trump suit"), kind_key[g->kind]);
    } else if (g->suit != SCH_SUIT_NONE) {
        return sk_err_set(err, SK_INVALID, _("suit: a %s has no suit"), kind_key[g->kind]);
    }
    return SK_OK;
}

/* The declarer and the partner a kind needs or has not. */
static int bav_check_seats(const sch_bav_game *g, sk_err *err)
{
    if (!seat_ok(g->declarer))
        return sk_err_set(err, SK_INVALID, _("declarer: seat %d is not at the table; seats are 1 to 4"),
                          g->declarer);
    if (is_partner_kind(g->kind)) {
        if (g->partner == 0)
            return sk_err_set(err, SK_INVALID, _("partner: a %s needs the partner's seat"), kind_key[g->kind]);
        if (!seat_ok(g->partner))
            return sk_err_set(err, SK_INVALID, _("partner: seat %d is not at the table; seats are 1 to 4"),
                              g->partner);
        if (g->partner == g->declarer)
            return sk_err_set(err, SK_INVALID,
                              _("partner: seat %d is the declarer; a %s partner is another player"),
                              g->partner, g->kind == SCH_BAV_RUF ? "Rufspiel" : "Hochzeit");
    } else if (g->partner != 0) {
        return sk_err_set(err, SK_INVALID, _("partner: a %s is played alone; seat %d cannot be partner"),
                          kind_key[g->kind], g->partner);
    }
    return SK_OK;
}

/* The result, the declarer party's Augen, Schneider and Schwarz against
 * each other (a Bettel by its result alone). */
static int bav_check_result(const sch_bav_game *g, sk_err *err)
{
    int rc;
    if ((int)g->result < SCH_RES_NONE || g->result > SCH_RES_LOST)
        return sk_err_set(err, SK_INVALID, _("result: %d is impossible; won or lost"), (int)g->result);
    int a = g->declarer_party_augen;
    if (g->kind == SCH_BAV_BETTEL) {
        /* DECISION (silent spec): a Bettel is won iff the declarer takes no
         * trick, so it is entered by its result; it has no Schneider, Schwarz
         * or Laufende. */
        if (a != SCH_AUGEN_NONE)
            return sk_err_set(err, SK_INVALID,
                              _("declarer_party_augen: a Bettel is entered by its result (won: the declarer took no trick)"));
        if (g->result == SCH_RES_NONE)
            return sk_err_set(err, SK_INVALID, _("result: missing; a Bettel is won or lost"));
        if (g->schneider || g->loser_no_trick)
            return sk_err_set(err, SK_INVALID, _("%s: a Bettel has no Schneider or Schwarz"),
                              g->schneider ? "schneider" : "loser_no_trick");
        if (g->laufende)
            return sk_err_set(err, SK_INVALID, _("laufende: a Bettel has no trumps, so no Laufende"));
        return SK_OK;
    }
    if (a == SCH_AUGEN_NONE) {
        if (g->result == SCH_RES_NONE && !g->sie)
            return sk_err_set(err, SK_INVALID,
                              _("declarer_party_augen: missing; enter the declarer party's card points or the result"));
    } else {
        rc = check_augen(C_("schafkopf field", "declarer_party_augen"), a, err);
        if (rc != SK_OK)
            return rc;
    }
    if (g->sie) {
        if (g->result == SCH_RES_LOST)
            return sk_err_set(err, SK_INVALID, _("result: a Sie cannot be lost; it takes every trick"));
        if (a != SCH_AUGEN_NONE && (a != 120 || !g->loser_no_trick))
            return sk_err_set(err, SK_INVALID,
                              _("declarer_party_augen: a Sie takes every trick: 120 card points and the opponents without a trick"));
    } else if (a != SCH_AUGEN_NONE) {
        bool won = bav_won(g);
        if (g->result != SCH_RES_NONE && (g->result == SCH_RES_WON) != won)
            return sk_err_set(err, SK_INVALID,
                              g->tout ? "result: %s contradicts declarer_party_augen %d; a Tout is won only with every trick (120 and the opponents without a trick)"
                                      : "result: %s contradicts declarer_party_augen %d; the declarer party wins with 61 or more",
                              g->result == SCH_RES_WON ? "won" : "lost", a);
        bool schneider = won ? a >= 91 : a <= 30;
        if (g->schneider && !schneider)
            return sk_err_set(err, SK_INVALID,
                              _("schneider contradicts declarer_party_augen %d; Schneider needs 91 for the declarer party or 30 or fewer against it"),
                              a);
        int loser = won ? 120 - a : a;
        if (g->loser_no_trick && loser != 0)
            return sk_err_set(err, SK_INVALID,
                              _("loser_no_trick: the losing side has %d card points; a side without a trick has 0"),
                              loser);
    }
    return SK_OK;
}

/* The Laufende within the kind's range and, where the settings want it,
 * the side that held them. */
static int bav_check_laufende(const sch_bav_settings *s, const sch_bav_game *g, sk_err *err)
{
    int lmax = lauf_range(g->kind);
    if (g->laufende < 0 || g->laufende > lmax)
        return sk_err_set(err, SK_INVALID, _("laufende: %d is impossible; a %s has 0 to %d"), g->laufende,
                          kind_key[g->kind], lmax);
    if (s->lauf_ohne_only_declarer && g->kind == SCH_BAV_RUF && g->laufende_side == SCH_LAUF_UNSET) {
        int lm = s->lauf_min;
        int L = g->laufende;
        if (s->lauf_max > 0 && L > s->lauf_max)
            L = s->lauf_max;
        if (L >= lm)
            return sk_err_set(err, SK_INVALID,
                              _("laufende_side: with lauf_ohne_only_declarer a Rufspiel with %d Laufende says mit or ohne"),
                              g->laufende);
    }
    return SK_OK;
}

int sch_bav_validate(const sch_bav_settings *s, const sch_bav_game *g, sk_err *err)
{
    int rc = sch_bav_settings_validate(s, err);
    if (rc == SK_OK)
        rc = bav_check_fields(s, g, err);
    if (rc != SK_OK)
        return rc;
    if (g->kind == SCH_BAV_RAMSCH || g->kind == SCH_BAV_THROWN_IN)
        return bav_validate_ramsch(s, g, err);
    if (g->ramsch_losers || g->ramsch_jungfrau || g->durchmarsch)
        return sk_err_set(err, SK_INVALID, _("ramsch_losers: only a RAMSCH has losers and Jungfrauen, not a %s"),
                          kind_key[g->kind]);
    rc = bav_check_kind(s, g, err);
    if (rc == SK_OK)
        rc = bav_check_suit(g, err);
    if (rc == SK_OK)
        rc = bav_check_seats(g, err);
    if (rc == SK_OK)
        rc = bav_check_result(g, err);
    if (rc != SK_OK || g->kind == SCH_BAV_BETTEL) /* a Bettel has no Laufende to check */
        return rc;
    return bav_check_laufende(s, g, err);
}

static int bav_doublings(const sch_bav_game *g)
{
    return g->klopfer + g->kontra_level + (g->doubled ? 1 : 0);
}

static void bav_score_ramsch(const sch_bav_settings *s, const sch_bav_game *g, sch_bav_outcome *out)
{
    /* DECISION (silent spec): Klopfen and a doubled game also double a Ramsch
     * (Kontra is refused: nobody declared). */
    int d = g->klopfer + (g->doubled ? 1 : 0);
    out->doublings = d;
    bool plus_only = s->write_mode == SCH_BAV_PLUS_ONLY;
    if (g->durchmarsch) {
        /* Durchmarsch = a won Schwarz solo: (t_solo + 2 t_extra) x 3 (A.5.3) */
        long long v = (s->t_solo + 2 * s->t_extra) << d;
        out->won = out->schneider = out->schwarz = true;
        out->value = v;
        for (int seat = 1; seat <= SCH_SEATS; seat++) {
            if (seat == g->durchmarsch)
                out->points[seat - 1] = plus_only ? v : 3 * v;
            else
                out->points[seat - 1] = plus_only ? 0 : -v;
        }
        return;
    }
    long long t = s->t_ramsch << d;
    out->value = t;
    /* The loser pays t_ramsch to each other player, 2 x to each Jungfrau
     * (A.5.3).  DECISION (silent spec): with several losers (a tie on the
     * most Augen) each loser pays every non-loser; losers pay each other
     * nothing. */
    for (int l = 0; l < SCH_SEATS; l++) {
        if (!((g->ramsch_losers >> l) & 1u))
            continue;
        for (int p = 0; p < SCH_SEATS; p++) {
            if ((g->ramsch_losers >> p) & 1u)
                continue;
            long long amt = ((g->ramsch_jungfrau >> p) & 1u) ? 2 * t : t;
            out->points[p] += amt;
            /* DECISION: in a plus-only list only the winners' side is written */
            if (!plus_only)
                out->points[l] -= amt;
        }
    }
}

int sch_bav_score(const sch_bav_settings *s, const sch_bav_game *g, sch_bav_outcome *out,
                  sk_err *err)
{
    memset(out, 0, sizeof *out);
    int rc = sch_bav_validate(s, g, err);
    if (rc != SK_OK)
        return rc;
    if (g->kind == SCH_BAV_THROWN_IN)
        return SK_OK; /* nobody scores; the deal passes on */
    if (g->kind == SCH_BAV_RAMSCH) {
        bav_score_ramsch(s, g, out);
    } else {
        bool won = bav_won(g);
        int a = g->declarer_party_augen;
        bool schneider, schwarz;
        if (g->kind == SCH_BAV_BETTEL || g->sie) {
            schneider = schwarz = g->sie;
        } else if (a != SCH_AUGEN_NONE) {
            schneider = won ? a >= 91 : a <= 30; /* asymmetric, A.4 */
            schwarz = g->loser_no_trick;
        } else {
            /* a won Tout means the opponents took no trick */
            schwarz = g->loser_no_trick || (g->tout && won);
            schneider = g->schneider || schwarz;
        }
        out->won = won;
        out->schneider = schneider;
        out->schwarz = schwarz;

        sch_bav_ovr_class cls = g->sie ? SCH_OVR_SIE
                                : g->tout ? SCH_OVR_TOUT
                                : is_partner_kind(g->kind) ? SCH_OVR_RUF
                                : SCH_OVR_SOLO;
        const sch_bav_override *ov = &s->table_override[cls];
        bool use_ov = ov->set && g->kind != SCH_BAV_BETTEL;
        long long base = is_solo_like(g->kind) ? s->t_solo : s->t_ruf;
        long long ext_schneider = s->t_extra, ext_schwarz = s->t_extra, per_lauf = s->t_extra;
        if (use_ov) {
            base = ov->base;
            ext_schneider = ov->schneider;
            ext_schwarz = ov->schwarz;
            per_lauf = ov->per_lauf;
        }

        int lm = (g->kind == SCH_BAV_WENZ || g->kind == SCH_BAV_GEIER) ? s->lauf_min_wenz : s->lauf_min;
        int L = g->laufende;
        if (s->lauf_max > 0 && L > s->lauf_max)
            L = s->lauf_max;
        if (L < lm)
            L = 0;
        long long extras = (schneider ? ext_schneider : 0) + (schwarz ? ext_schwarz : 0);
        long long v;
        if (g->kind == SCH_BAV_BETTEL) {
            L = 0;
            v = s->t_bettel;
        } else if (g->sie) {
            /* Sie: sie_factor x (t_solo + 8 x t_extra), always won (A.5.3) */
            L = 8;
            v = use_ov ? ov->base : s->sie_factor * (s->t_solo + 8 * s->t_extra);
        } else if (g->tout) {
            /* Tout: tout_factor x (t_solo + Laufende); DECISION (silent spec):
             * with tout_counts_schneider_schwarz the extras go inside the
             * factor, as part of the solo's price that Tout doubles. */
            long long add = s->tout_counts_schneider_schwarz ? extras : 0;
            v = use_ov ? ov->base + L * per_lauf + add
                       : s->tout_factor * (s->t_solo + L * per_lauf + add);
        } else {
            v = base + extras + L * per_lauf;
        }
        long long lauf = L * per_lauf;
        int d = bav_doublings(g);
        v <<= d;
        out->laufende_counted = L;
        out->lauf = lauf;
        out->doublings = d;
        out->value = v;

        int sign = won ? 1 : -1;
        bool plus_only = s->write_mode == SCH_BAV_PLUS_ONLY;
        /* lauf_ohne_only_declarer (A.5.3, S17): the partner's share of the
         * Laufende goes to the declarer. */
        long long shift = 0;
        if (g->kind == SCH_BAV_RUF && s->lauf_ohne_only_declarer &&
            g->laufende_side == SCH_LAUF_OHNE && lauf > 0)
            shift = lauf << d;
        for (int seat = 1; seat <= SCH_SEATS; seat++) {
            bool decl = seat == g->declarer;
            bool part = is_partner_kind(g->kind) && seat == g->partner;
            long long p;
            if (!plus_only) {
                if (decl)
                    p = sign * (is_solo_like(g->kind) ? 3 * v : v + shift);
                else if (part)
                    p = sign * (v - shift);
                else
                    p = -sign * v;
            } else if (won) {
                /* plus_only: the declarer (and partner) each get the value
                 * once, a solo is not x3 (A.5.3) */
                p = decl ? v + (is_solo_like(g->kind) ? 0 : shift) : part ? v - shift : 0;
            } else {
                /* DECISION (UNVERIFIED in the spec): with
                 * plus_only_defenders_score each winning defender gets v once */
                p = (!decl && !part && s->plus_only_defenders_score) ? v : 0;
            }
            out->points[seat - 1] = p;
        }
    }
    for (int i = 0; i < SCH_SEATS; i++)
        out->cents[i] = out->points[i] * s->cent_per_point;
    return SK_OK;
}

int sch_bav_doubled_pending(const sch_bav_settings *s, const sch_bav_game *games, size_t n)
{
    if (!s->doubled_after_throw_in)
        return 0;
    int pending = 0;
    for (size_t k = 0; k < n; k++) {
        if (games[k].kind == SCH_BAV_THROWN_IN)
            pending++;
        else if (pending > 0)
            pending--;
    }
    return pending;
}

void sch_bav_derive_doubled(const sch_bav_settings *s, sch_bav_game *games, size_t n)
{
    int pending = 0;
    for (size_t k = 0; k < n; k++) {
        sch_bav_game *g = &games[k];
        if (g->kind == SCH_BAV_THROWN_IN) {
            g->doubled = false;
            if (s->doubled_after_throw_in)
                pending++;
            continue;
        }
        bool due = s->doubled_after_throw_in && pending > 0;
        if (due)
            pending--;
        g->doubled = g->doubled_set == SCH_DOUBLED_YES ? true
                     : g->doubled_set == SCH_DOUBLED_NO ? false
                                                        : due;
    }
}

int sch_bav_settle(const sch_bav_settings *s, const sch_bav_game *games, size_t n,
                   sch_bav_settlement *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    int rc = sch_bav_settings_validate(s, err);
    if (rc != SK_OK)
        return rc;
    for (size_t k = 0; k < n; k++) {
        sch_bav_outcome o;
        sk_err e;
        sk_err_clear(&e);
        rc = sch_bav_score(s, &games[k], &o, &e);
        if (rc != SK_OK) {
            memset(out, 0, sizeof *out);
            return sk_err_set(err, rc, _("game %zu: %s"), k + 1, e.msg);
        }
        for (int i = 0; i < SCH_SEATS; i++) {
            out->points[i] += o.points[i];
            out->cents[i] += o.cents[i];
        }
    }
    return SK_OK;
}

static void append_announce(char *buf, size_t n, const sch_bav_game *g)
{
    size_t len = strlen(buf);
    if (len + 1 >= n)
        return;
    if (g->sie)
        snprintf(buf + len, n - len, ", Sie");
    else if (g->tout)
        snprintf(buf + len, n - len, ", Tout");
}

void sch_bav_game_text(const sch_bav_game *g, char *buf, size_t n)
{
    if (!n)
        return;
    switch (g->kind) {
    case SCH_BAV_RUF:
        snprintf(buf, n, "Rufspiel mit der %s-Sau", sch_bav_suit_name(g->suit));
        break;
    case SCH_BAV_SOLO:
        snprintf(buf, n, "Farbsolo %s", sch_bav_suit_name(g->suit));
        break;
    case SCH_BAV_FARBWENZ:
        snprintf(buf, n, "Farbwenz %s", sch_bav_suit_name(g->suit));
        break;
    case SCH_BAV_RAMSCH:
        snprintf(buf, n, g->durchmarsch ? "Ramsch, Durchmarsch" : "Ramsch");
        break;
    default:
        snprintf(buf, n, "%s", sch_bav_kind_name(g->kind));
        break;
    }
    append_announce(buf, n, g);
}

void sch_bav_game_text_en(const sch_bav_game *g, char *buf, size_t n)
{
    if (!n)
        return;
    switch (g->kind) {
    case SCH_BAV_RUF:
        snprintf(buf, n, "Call game with the %s (%s) ace", sch_bav_suit_name(g->suit),
                 sch_bav_suit_name_en(g->suit));
        break;
    case SCH_BAV_WENZ: snprintf(buf, n, "Wenz (only the Unter are trumps)"); break;
    case SCH_BAV_SOLO:
        snprintf(buf, n, "Solo in %s (%s)", sch_bav_suit_name(g->suit), sch_bav_suit_name_en(g->suit));
        break;
    case SCH_BAV_GEIER: snprintf(buf, n, "Geier (only the Ober are trumps)"); break;
    case SCH_BAV_FARBWENZ:
        snprintf(buf, n, "Farbwenz in %s (%s)", sch_bav_suit_name(g->suit),
                 sch_bav_suit_name_en(g->suit));
        break;
    case SCH_BAV_HOCHZEIT: snprintf(buf, n, "Hochzeit (wedding)"); break;
    case SCH_BAV_BETTEL: snprintf(buf, n, "Bettel (take no trick)"); break;
    case SCH_BAV_RAMSCH:
        snprintf(buf, n, g->durchmarsch ? "Ramsch, Durchmarsch (one player took every trick)"
                                        : "Ramsch (all passed; most points loses)");
        break;
    case SCH_BAV_THROWN_IN: snprintf(buf, n, "Thrown in (all passed)"); break;
    default: snprintf(buf, n, "?"); break;
    }
    append_announce(buf, n, g);
}
