/* schafkopf.c - see schafkopf.h.  Rule reference:
 * ../shared/rules-house-schafkopf.md Part A (sections cited as A.x). */
#include "schafkopf.h"

#include "i18n.h"
#include "schafkopf_int.h"
#include <stdio.h>
#include <string.h>

#define WEND_MAX_DOUBLINGS 8  /* DECISION: the generic counter of A.5 is at most
                                 4 Klopfer + 4 Kontra levels (Kontra, Re, Sub, Hirsch) */


int sch_dealer(int first_dealer, int game_no)
{
    int first = first_dealer >= 1 && first_dealer <= SCH_SEATS ? first_dealer : 1;
    return ((first - 1 + (game_no - 1)) % SCH_SEATS + SCH_SEATS) % SCH_SEATS + 1;
}

int sch_check_zero_sum(const long long v[SCH_SEATS], sk_err *err)
{
    long long sum = 0;
    for (int i = 0; i < SCH_SEATS; i++)
        sum += v[i];
    if (sum != 0)
        return sk_err_set(err, SK_INVALID, _("totals: the table sums to %lld; a plus/minus list sums to 0"),
                          sum);
    return SK_OK;
}

static long long floor_div4(long long x)
{
    long long q = x / 4;
    if (x % 4 < 0)
        q--;
    return q;
}

/* ===================================================================== */
/* Wendischer Schafskopf                                                  */
/* ===================================================================== */

void sch_wend_settings_default(sch_wend_settings *s)
{
    memset(s, 0, sizeof *s);
    s->unit_partie = 1;
    s->unit_solo = 2;
    s->gegen_die_alten = 0;
    s->schneider_below = 30;
    s->settlement = SCH_WEND_LIST;
    s->kasse_stake_ct = 100;
    s->cent_per_unit = 10;
    s->display = SCH_WEND_NUMBERS;
    s->called_alone_is_solo = true;
    s->doublings_allowed = false;
}

int sch_wend_settings_validate(const sch_wend_settings *s, sk_err *err)
{
    if (s->unit_partie < 1 || s->unit_partie > 10000)
        return sk_err_set(err, SK_INVALID,
                          _("wend_unit_partie: %d is impossible; a partnership game is worth 1 to 10000 units"),
                          s->unit_partie);
    if (s->unit_solo < 1 || s->unit_solo > 10000)
        return sk_err_set(err, SK_INVALID,
                          _("wend_unit_solo: %d is impossible; a solo is worth 1 to 10000 units per opponent"),
                          s->unit_solo);
    if (s->gegen_die_alten != 0 && s->gegen_die_alten != 1)
        return sk_err_set(err, SK_INVALID,
                          _("wend_gegen_die_alten: %d is impossible; it is 0 or 1 extra unit per winner"),
                          s->gegen_die_alten);
    if (s->schneider_below != 30 && s->schneider_below != 31)
        return sk_err_set(err, SK_INVALID,
                          _("wend_schneider_below: %d is impossible; Schneider is below 30 (30) or at 30 or below (31)"),
                          s->schneider_below);
    if (s->settlement != SCH_WEND_LIST && s->settlement != SCH_WEND_KASSE)
        return sk_err_set(err, SK_INVALID, _("wend_settlement: %d is impossible; it is list or kasse"),
                          (int)s->settlement);
    if (s->kasse_stake_ct < 0 || s->kasse_stake_ct > 100 * MAX_TARIFF)
        return sk_err_set(err, SK_INVALID,
                          _("wend_kasse_stake_ct: %lld is impossible; the stake is 0 to %lld cents"),
                          s->kasse_stake_ct, 100 * MAX_TARIFF);
    if (s->cent_per_unit < 0 || s->cent_per_unit > MAX_TARIFF)
        return sk_err_set(err, SK_INVALID,
                          _("wend_cent_per_unit: %lld is impossible; a unit is worth 0 to %lld cents"),
                          s->cent_per_unit, MAX_TARIFF);
    if (s->display != SCH_WEND_NUMBERS && s->display != SCH_WEND_STRICHE)
        return sk_err_set(err, SK_INVALID, _("wend_display: %d is impossible; it is numbers or striche"),
                          (int)s->display);
    return SK_OK;
}

void sch_wend_game_init(sch_wend_game *g)
{
    memset(g, 0, sizeof *g);
    g->contract = SCH_WEND_ALTE;
    g->called = SCH_CALL_NONE;
    g->party_augen = SCH_AUGEN_NONE;
    g->result = SCH_RES_NONE;
}

static const char *wend_contract_name(sch_wend_contract c)
{
    switch (c) {
    case SCH_WEND_ALTE: return "ALTE";
    case SCH_WEND_GERUFEN: return "GERUFEN";
    case SCH_WEND_SOLO: return "SOLO";
    }
    return "?";
}

/* Won and the losing side's Augen of a valid game (Augen or result). */
static bool wend_won(const sch_wend_game *g)
{
    if (g->party_augen != SCH_AUGEN_NONE)
        return g->party_augen >= 61; /* A.1: 61 wins, 60 loses */
    return g->result == SCH_RES_WON;
}

static bool wend_schneider(const sch_wend_settings *s, const sch_wend_game *g)
{
    if (g->party_augen != SCH_AUGEN_NONE) {
        int loser = wend_won(g) ? 120 - g->party_augen : g->party_augen;
        return loser < s->schneider_below;
    }
    /* by result: Schwarz always has 0 Augen, hence Schneider (A.3.3) */
    return g->schneider || g->loser_no_trick;
}

int sch_wend_validate(const sch_wend_settings *s, const sch_wend_game *g, sk_err *err)
{
    int rc = sch_wend_settings_validate(s, err);
    if (rc != SK_OK)
        return rc;
    if (g->contract != SCH_WEND_ALTE && g->contract != SCH_WEND_GERUFEN &&
        g->contract != SCH_WEND_SOLO)
        return sk_err_set(err, SK_INVALID, _("contract: %d is impossible; it is ALTE, GERUFEN or SOLO"),
                          (int)g->contract);
    if (g->game_no < 0)
        return sk_err_set(err, SK_INVALID, _("game_no: %d is impossible; games are numbered from 1"),
                          g->game_no);
    for (int i = 0; i < 2; i++)
        if (g->party[i] != 0 && !seat_ok(g->party[i]))
            return sk_err_set(err, SK_INVALID, _("party: seat %d is not at the table; seats are 1 to 4"),
                              g->party[i]);
    switch (g->contract) {
    case SCH_WEND_ALTE:
        if (g->party[0] == 0 || g->party[1] == 0)
            return sk_err_set(err, SK_INVALID,
                              _("party: an ALTE game has two players, the holders of Kreuz-Dame and Pik-Dame"));
        if (g->party[0] == g->party[1])
            return sk_err_set(err, SK_INVALID,
                              _("party: seat %d is named twice; the two Alten are held by two players (a player holding both calls a partner: GERUFEN)"),
                              g->party[0]);
        break;
    case SCH_WEND_GERUFEN:
        if (g->party[0] == 0)
            return sk_err_set(err, SK_INVALID, _("party: a GERUFEN game needs the caller's seat"));
        if (g->party[1] == g->party[0])
            return sk_err_set(err, SK_INVALID,
                              _("partner: seat %d is the caller; a called partner is another player"),
                              g->party[1]);
        if (g->party[1] == 0 && !s->called_alone_is_solo)
            return sk_err_set(err, SK_INVALID,
                              _("partner: caller seat %d has no partner; enter the game as SOLO (wend_called_alone_is_solo is off)"),
                              g->party[0]);
        break;
    case SCH_WEND_SOLO:
        if (g->party[0] == 0)
            return sk_err_set(err, SK_INVALID, _("party: a SOLO needs the soloist's seat"));
        if (g->party[1] != 0)
            return sk_err_set(err, SK_INVALID,
                              _("party: a SOLO has one player; seat %d cannot play with soloist seat %d"),
                              g->party[1], g->party[0]);
        break;
    }
    if (g->called != SCH_CALL_NONE && g->called != SCH_CALL_CARD &&
        g->called != SCH_CALL_FIRST_TRICK)
        return sk_err_set(err, SK_INVALID, _("called: %d is impossible; a card or the first trick"),
                          (int)g->called);
    if (g->called != SCH_CALL_NONE && g->contract != SCH_WEND_GERUFEN)
        return sk_err_set(err, SK_INVALID, _("called: only a GERUFEN game calls a partner, not %s"),
                          wend_contract_name(g->contract));
    if (g->called == SCH_CALL_CARD) {
        if (g->called_suit < SCH_KREUZ || g->called_suit > SCH_KARO)
            return sk_err_set(err, SK_INVALID, _("called: suit %d is impossible; Kreuz, Pik, Herz or Karo"),
                              (int)g->called_suit);
        if (g->called_rank < SCH_ASS || g->called_rank > SCH_SIEBEN)
            return sk_err_set(err, SK_INVALID, _("called: rank %d is impossible; As to Sieben"),
                              (int)g->called_rank);
        if (g->called_rank == SCH_DAME && (g->called_suit == SCH_KREUZ || g->called_suit == SCH_PIK))
            return sk_err_set(err, SK_INVALID,
                              _("called: the %s-Dame is one of the Alten, which the caller holds himself"),
                              g->called_suit == SCH_KREUZ ? "Kreuz" : "Pik");
    } else if (g->called_suit != SCH_FR_NONE || g->called_rank != SCH_RANK_NONE) {
        return sk_err_set(err, SK_INVALID, _("called: a suit and rank are given only with a called card"));
    }
    if (g->result != SCH_RES_NONE && g->result != SCH_RES_WON && g->result != SCH_RES_LOST)
        return sk_err_set(err, SK_INVALID, _("result: %d is impossible; won or lost"), (int)g->result);
    if (g->party_augen == SCH_AUGEN_NONE) {
        if (g->result == SCH_RES_NONE)
            return sk_err_set(err, SK_INVALID,
                              _("party_augen: missing; enter the Alten side's card points or the result"));
    } else {
        rc = check_augen(C_("schafkopf field", "party_augen"), g->party_augen, err);
        if (rc != SK_OK)
            return rc;
        bool won = g->party_augen >= 61;
        if (g->result != SCH_RES_NONE && (g->result == SCH_RES_WON) != won)
            return sk_err_set(err, SK_INVALID,
                              _("result: %s contradicts party_augen %d; the Alten side wins with 61 or more"),
                              g->result == SCH_RES_WON ? "won" : "lost", g->party_augen);
        int loser = won ? 120 - g->party_augen : g->party_augen;
        if (g->schneider && loser >= s->schneider_below)
            return sk_err_set(err, SK_INVALID,
                              _("schneider contradicts party_augen %d; the losing side has %d, Schneider is below %d"),
                              g->party_augen, loser, s->schneider_below);
        if (g->loser_no_trick && loser != 0)
            return sk_err_set(err, SK_INVALID,
                              _("loser_no_trick: the losing side has %d card points; a side without a trick has 0"),
                              loser);
    }
    if (g->doublings < 0 || g->doublings > WEND_MAX_DOUBLINGS)
        return sk_err_set(err, SK_INVALID, _("doublings: %d is impossible; 0 to %d"), g->doublings,
                          WEND_MAX_DOUBLINGS);
    if (g->doublings > 0 && !s->doublings_allowed)
        return sk_err_set(err, SK_INVALID,
                          _("doublings: %d given but wend_doublings_allowed is off; Wendish Schafskopf has no doubling by default"),
                          g->doublings);
    return SK_OK;
}

bool sch_wend_normalize(const sch_wend_settings *s, sch_wend_game *g, char *note, size_t n)
{
    if (note && n)
        note[0] = '\0';
    if (g->contract != SCH_WEND_GERUFEN || g->party[1] != 0 || !s->called_alone_is_solo ||
        !seat_ok(g->party[0]))
        return false;
    g->contract = SCH_WEND_SOLO;
    g->called = SCH_CALL_NONE;
    g->called_suit = SCH_FR_NONE;
    g->called_rank = SCH_RANK_NONE;
    if (note && n)
        snprintf(note, n,
                 "contract: caller seat %d was left without partner and is scored as SOLO (wend_called_alone_is_solo)",
                 g->party[0]);
    return true;
}

int sch_wend_score(const sch_wend_settings *s, const sch_wend_game *g0, sch_wend_outcome *out,
                   sk_err *err)
{
    memset(out, 0, sizeof *out);
    int rc = sch_wend_validate(s, g0, err);
    if (rc != SK_OK)
        return rc;
    sch_wend_game g = *g0;
    out->converted_to_solo = sch_wend_normalize(s, &g, out->note, sizeof out->note);

    /* A.3.3 */
    out->won = wend_won(&g);
    out->schneider = wend_schneider(s, &g);
    out->schwarz = g.loser_no_trick;
    out->level = 1 + (out->schneider ? 1 : 0) + (out->schwarz ? 1 : 0);
    long long d = 1LL << g.doublings; /* A.3.1: the generic doubling counter, each x2 */
    bool in_party[SCH_SEATS + 1] = {false};
    in_party[g.party[0]] = true;
    if (g.party[1])
        in_party[g.party[1]] = true;
    int sign = out->won ? 1 : -1;

    if (g.contract == SCH_WEND_SOLO) {
        long long sv = (long long)out->level * s->unit_solo * d;
        out->value = sv;
        for (int seat = 1; seat <= SCH_SEATS; seat++)
            out->units[seat - 1] = in_party[seat] ? sign * 3 * sv : -sign * sv;
        for (int i = 0; i < SCH_SEATS; i++)
            out->pay_ct[i] = out->units[i] * s->cent_per_unit; /* solos: player to player */
    } else {
        long long v = ((long long)out->level * s->unit_partie +
                       (out->won ? 0 : (long long)s->gegen_die_alten * s->unit_partie)) * d;
        out->value = v;
        for (int seat = 1; seat <= SCH_SEATS; seat++) {
            bool winner = in_party[seat] == out->won;
            out->units[seat - 1] = winner ? v : -v;
        }
        if (s->settlement == SCH_WEND_KASSE) {
            /* each winner receives v x cent_per_unit from the Kasse; losers pay
             * nothing at that moment (A.3.3) */
            for (int i = 0; i < SCH_SEATS; i++) {
                out->pay_ct[i] = out->units[i] > 0 ? v * s->cent_per_unit : 0;
                out->kasse_ct -= out->pay_ct[i];
            }
        } else {
            for (int i = 0; i < SCH_SEATS; i++)
                out->pay_ct[i] = out->units[i] * s->cent_per_unit;
        }
    }
    return SK_OK;
}

long long sch_wend_kasse_max_payout(const sch_wend_settings *s)
{
    return 2LL * (3 + s->gegen_die_alten) * s->unit_partie * s->cent_per_unit;
}

int sch_wend_settle(const sch_wend_settings *s, const sch_wend_game *games, size_t n,
                    sch_wend_settlement *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    int rc = sch_wend_settings_validate(s, err);
    if (rc != SK_OK)
        return rc;
    bool kasse = s->settlement == SCH_WEND_KASSE;
    long long balance = kasse ? SCH_SEATS * s->kasse_stake_ct : 0;
    out->kasse_in_ct = balance;
    long long max_payout = sch_wend_kasse_max_payout(s);
    for (size_t k = 0; k < n; k++) {
        sch_wend_outcome o;
        sk_err e;
        sk_err_clear(&e);
        rc = sch_wend_score(s, &games[k], &o, &e);
        if (rc != SK_OK) {
            memset(out, 0, sizeof *out);
            return sk_err_set(err, rc, _("game %zu: %s"), k + 1, e.msg);
        }
        bool solo = games[k].contract == SCH_WEND_SOLO || o.converted_to_solo;
        for (int i = 0; i < SCH_SEATS; i++) {
            out->units[i] += o.units[i];
            if (kasse) {
                if (solo)
                    out->solo_ct[i] += o.pay_ct[i];
                else
                    out->received_ct[i] += o.pay_ct[i];
            }
        }
        if (kasse) {
            balance += o.kasse_ct;
            /* DECISION (silent spec): the Kasse may go below 0 (the table
             * tops it up at the close); it is flagged, and closing shares
             * the negative remainder like a positive one. */
            if (balance < 0)
                out->kasse_negative = true;
            if (balance < max_payout && out->kasse_short_after == 0)
                out->kasse_short_after = (int)(k + 1);
        }
    }
    for (int i = 0; i < SCH_SEATS; i++)
        out->list_ct[i] = out->units[i] * s->cent_per_unit;
    if (!kasse) {
        memcpy(out->net_ct, out->list_ct, sizeof out->net_ct);
        return SK_OK;
    }
    out->kasse_end_ct = balance;
    /* Closing: equal shares; odd cents one each to seats A, B, C (A.3.3
     * DECISION).  Floor division keeps the odd cents in 0..3 also for a
     * negative remainder. */
    long long share = floor_div4(balance);
    long long odd = balance - 4 * share;
    for (int i = 0; i < SCH_SEATS; i++) {
        out->share_ct[i] = share + (i < odd ? 1 : 0);
        out->net_ct[i] = out->received_ct[i] - s->kasse_stake_ct + out->share_ct[i] + out->solo_ct[i];
    }
    return SK_OK;
}

static const char *fr_suit_de(sch_fr_suit s)
{
    switch (s) {
    case SCH_KREUZ: return "Kreuz";
    case SCH_PIK: return "Pik";
    case SCH_HERZ_FR: return "Herz";
    case SCH_KARO: return "Karo";
    default: return "?";
    }
}

static const char *fr_suit_en(sch_fr_suit s)
{
    switch (s) {
    case SCH_KREUZ: return "clubs";
    case SCH_PIK: return "spades";
    case SCH_HERZ_FR: return "hearts";
    case SCH_KARO: return "diamonds";
    default: return "?";
    }
}

/* German rank with its article: "Das", "As". */
static void fr_rank_de(sch_fr_rank r, const char **article, const char **name)
{
    static const char *const names[] = {"?", "As", "Zehn", "König", "Dame", "Bube",
                                        "Neun", "Acht", "Sieben"};
    *name = r >= SCH_ASS && r <= SCH_SIEBEN ? names[r] : "?";
    switch (r) {
    case SCH_ASS: *article = "Das"; break;
    case SCH_KOENIG:
    case SCH_BUBE: *article = "Der"; break;
    default: *article = "Die"; break;
    }
}

static const char *fr_rank_en(sch_fr_rank r)
{
    static const char *const names[] = {"?", "ace", "ten", "king", "queen", "jack",
                                        "nine", "eight", "seven"};
    return r >= SCH_ASS && r <= SCH_SIEBEN ? names[r] : "?";
}

/* The game in words, in German or (en) English. */
static void wend_text(const sch_wend_game *g, bool en, char *buf, size_t n)
{
    if (!n)
        return;
    const char *s = "?";
    switch (g->contract) {
    case SCH_WEND_ALTE: s = en ? "Alten partnership" : "Die Alten"; break;
    case SCH_WEND_SOLO: s = "Solo"; break;
    case SCH_WEND_GERUFEN:
        if (g->called == SCH_CALL_CARD && en) {
            snprintf(buf, n, "Called: the %s of %s goes along", fr_rank_en(g->called_rank),
                     fr_suit_en(g->called_suit));
            return;
        }
        if (g->called == SCH_CALL_CARD) {
            const char *art, *name;
            fr_rank_de(g->called_rank, &art, &name);
            snprintf(buf, n, "Gerufen: %s %s-%s geht mit", art, fr_suit_de(g->called_suit), name);
            return;
        }
        if (g->called == SCH_CALL_FIRST_TRICK)
            s = en ? "Called: whoever takes the first trick"
                   : "Gerufen: Wer den ersten Stich macht, geht mit";
        else
            s = en ? "Called partner" : "Gerufen";
        break;
    }
    snprintf(buf, n, "%s", s);
}

void sch_wend_game_text(const sch_wend_game *g, char *buf, size_t n)
{
    wend_text(g, false, buf, n);
}

void sch_wend_game_text_en(const sch_wend_game *g, char *buf, size_t n)
{
    wend_text(g, true, buf, n);
}
