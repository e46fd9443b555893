/* house.c - Skat house rules for club evenings; see house.h and
 * ../shared/rules-house-schafkopf.md Part B. */
#include "house.h"
#include "i18n.h"
#include "house_int.h"
#include "seeger.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Largest magnitude of one list entry we accept (an int with room for totals). */
#define HOUSE_ENTRY_MAX 100000000LL

static const char *kontra_name(int level)
{
    static const char *names[] = {"none", "Kontra", "Re", "Supra", "Hirsch"};
    return (level >= 0 && level <= 4) ? names[level] : "?";
}

/* ---- profiles ---------------------------------------------------------- */

void house_profile_isko(house_profile *p)
{
    memset(p, 0, sizeof *p);
    snprintf(p->name, sizeof p->name, "isko");
    p->list_mode = HOUSE_LIST_PLAIN;
    p->minus_list_dealer_charged = true;
    p->hand_not_punished = false;
    p->kontra_max_level = 0;
    p->kontra_requires_bid = true;
    p->kontra_in_ramsch_grand_hand = false;
    p->bock_enabled = false;
    p->bock_round_games = 0;
    p->bock_start = HOUSE_BOCK_NEXT;
    p->bock_stacking = HOUSE_BOCK_QUEUE;
    p->bock_max_one_per_game = true;
    p->bock_passed_game_consumes = true;
    p->bock_from_ramsch_grand_hand = false;
    p->tr_spaltarsch = true;
    p->tr_grand_hand = true;
    p->ramsch_grand_hand_option = true;
    p->ramsch_grand_hand_uses_game = true;
    p->ramsch_skat_to = HOUSE_SKAT_TO_LOSER;
    p->ramsch_tie = HOUSE_TIE_BOTH_FULL;
    p->ramsch_scoring = HOUSE_RAMSCH_AUGEN;
    p->ramsch_mode = HOUSE_RAMSCH_NORMAL;
    p->ramsch_max_factor = 0;
    p->bierlachs_target = 0;
    p->bierlachs_multi_loser = HOUSE_LACHS_ALL;
    p->bierlachs_price_ct = 0;
    money_settings_default(&p->money);
    /* an open tournament settles fees and prizes only: no money per point
     * unless the rules say so (money_rate=...) */
    p->money.rate_num = 0;
    p->money.rate_den = 1;
}

/* The spec names no presets (B.6.3 only gives the defaults).  Derived from
 * what it calls recommended or typical:
 *  club - a club evening played for money on the plain list: Kontra and Re
 *         (B.2 "Recommended when on: 2"), Bock rounds with the triggers the
 *         source text names first and the spec turns on (60:60, Grand Hand),
 *         queue stacking, starting with the next game; 1/10 ct per point (the
 *         source text's stake).  No Ramsch, losses doubled as in ISkO. */
void house_profile_club(house_profile *p)
{
    house_profile_isko(p);
    snprintf(p->name, sizeof p->name, "club");
    p->kontra_max_level = 2;
    p->bock_enabled = true;
    p->money.rate_num = 1; /* the club evening's stake: 1/10 ct per point */
    p->money.rate_den = 10;
}

/*  pub  - the casual evening of the source text: Bierlachs (301/401), Kontra
 *         and Re, Bock rounds as in club followed by a Schieberamsch round
 *         ("3 Bock, 3 Ramsch", with the Grand Hand option), Ramsch when all
 *         pass, and "Hand wird nicht bestraft" (the old rule pub players
 *         know by its saying). */
void house_profile_pub(house_profile *p)
{
    house_profile_club(p);
    snprintf(p->name, sizeof p->name, "pub");
    p->list_mode = HOUSE_LIST_BIERLACHS;
    p->hand_not_punished = true;
    p->ramsch_on_pass = true;
    p->ramsch_round_after_bock = true;
    p->ramsch_schieben = true;
}

int house_profile_preset(const char *name, house_profile *p, sk_err *err)
{
    if (sk_streq_ci(name, "isko"))
        house_profile_isko(p);
    else if (sk_streq_ci(name, "club"))
        house_profile_club(p);
    else if (sk_streq_ci(name, "pub"))
        house_profile_pub(p);
    else
        return sk_err_set(err, SK_INVALID, _("profile %s is unknown: the presets are isko, club "
                          "and pub"), name);
    return SK_OK;
}

static bool plays_forced_ramsch(const house_profile *p)
{
    return p->ramsch_round_after_bock || p->ramsch_round_after_grand_hand ||
           p->ramsch_only_evening;
}

static bool plays_ramsch(const house_profile *p)
{
    return p->ramsch_on_pass || plays_forced_ramsch(p);
}

bool house_profile_dealer_can_stay(const house_profile *p)
{
    return plays_forced_ramsch(p) && p->ramsch_grand_hand_option &&
           !p->ramsch_grand_hand_uses_game;
}

bool house_profile_has_house_rules(const house_profile *p)
{
    return p->list_mode != HOUSE_LIST_PLAIN || p->hand_not_punished ||
           p->kontra_max_level > 0 || p->bock_enabled || plays_ramsch(p);
}

#define ENUM_OK(v, hi) ((int)(v) >= 0 && (int)(v) <= (int)(hi))

int house_profile_validate(const house_profile *p, int table_size, sk_err *err)
{
    if (table_size != 3 && table_size != 4)
        return sk_err_set(err, SK_INVALID,
                          _("table size %d is impossible: a table has 3 or 4 players"), table_size);
    if (!ENUM_OK(p->list_mode, HOUSE_LIST_BIERLACHS))
        return sk_err_set(err, SK_INVALID, _("list_mode: unknown (plain, minus or bierlachs)"));
    if (p->kontra_max_level < 0 || p->kontra_max_level > 4)
        return sk_err_set(err, SK_INVALID,
                          _("kontra_max_level %d: 0 off, 1 Kontra, 2 Re, 3 Supra, 4 Hirsch"),
                          p->kontra_max_level);
    if (p->bock_round_games < 0 || p->bock_round_games > 12)
        return sk_err_set(err, SK_INVALID,
                          _("bock_round_games %d: 0 (the table size) or 1..12 games"),
                          p->bock_round_games);
    if (!ENUM_OK(p->bock_start, HOUSE_BOCK_INCLUDING_TRIGGER))
        return sk_err_set(err, SK_INVALID, _("bock_start: unknown (next or including_trigger)"));
    if (!ENUM_OK(p->bock_stacking, HOUSE_BOCK_OVERLAP))
        return sk_err_set(err, SK_INVALID, _("bock_stacking: unknown (queue or overlap)"));
    if (p->ramsch_round_after_bock) {
        if (!p->bock_enabled)
            return sk_err_set(err, SK_INVALID,
                              _("ramsch_round_after_bock needs bock_enabled: the Ramsch round "
                              "follows a Bock round"));
        if (p->bock_stacking != HOUSE_BOCK_QUEUE)
            return sk_err_set(err, SK_INVALID,
                              _("ramsch_round_after_bock needs bock_stacking queue: overlapping "
                              "Bock windows have no Ramsch rounds (B.3.2)"));
        if (p->bock_start != HOUSE_BOCK_NEXT)
            return sk_err_set(err, SK_INVALID,
                              _("ramsch_round_after_bock needs bock_start next: the end of a "
                              "round is found by whole rounds (B.3.2)"));
    }
    if (!ENUM_OK(p->ramsch_skat_to, HOUSE_SKAT_TO_LAST_TRICK))
        return sk_err_set(err, SK_INVALID, _("ramsch_skat_to: unknown (loser or last_trick)"));
    if (!ENUM_OK(p->ramsch_tie, HOUSE_TIE_LAST_TRICK))
        return sk_err_set(err, SK_INVALID, _("ramsch_tie: unknown (both_full, split or last_trick)"));
    if (!ENUM_OK(p->ramsch_scoring, HOUSE_RAMSCH_FIXED))
        return sk_err_set(err, SK_INVALID, _("ramsch_scoring: unknown (augen or fixed)"));
    if (!ENUM_OK(p->ramsch_mode, HOUSE_RAMSCH_GEWINNER_20))
        return sk_err_set(err, SK_INVALID, _("ramsch_mode: unknown (normal or gewinner)"));
    /* Our decision: Gewinner-Ramsch writes plus points (+23 and a won game,
     * B.4.9); a minus list or Bierlachs has no place for them. */
    if (p->ramsch_mode != HOUSE_RAMSCH_NORMAL && p->list_mode != HOUSE_LIST_PLAIN)
        return sk_err_set(err, SK_INVALID,
                          _("ramsch_mode gewinner needs list_mode plain: Gewinner-Ramsch writes "
                          "plus points, a minus list only minus points"));
    /* B.4.9: Gewinner-Ramsch is how passed games are played; without any
     * Ramsch the setting would silently do nothing */
    if (p->ramsch_mode != HOUSE_RAMSCH_NORMAL && !plays_ramsch(p))
        return sk_err_set(err, SK_INVALID,
                          _("ramsch_mode %s needs a Ramsch to be played: add ramsch_on_pass=yes "
                          "(Gewinner-Ramsch is played when all pass)"),
                          p->ramsch_mode == HOUSE_RAMSCH_GEWINNER ? "gewinner" : "gewinner_20");
    if (p->ramsch_max_factor < 0)
        return sk_err_set(err, SK_INVALID, _("ramsch_max_factor %d: 0 (none) or a positive cap"),
                          p->ramsch_max_factor);
    if (p->bierlachs_target != 0 && p->bierlachs_target < 100)
        return sk_err_set(err, SK_INVALID,
                          _("bierlachs_target %d: the target must be at least 100 (301/401 usual)"),
                          p->bierlachs_target);
    if (!ENUM_OK(p->bierlachs_multi_loser, HOUSE_LACHS_MOST))
        return sk_err_set(err, SK_INVALID, _("bierlachs_multi_loser: unknown (all or most)"));
    if (p->bierlachs_price_ct < 0)
        return sk_err_set(err, SK_INVALID, _("bierlachs_price_ct %d must not be negative"),
                          p->bierlachs_price_ct);
    return money_settings_validate(&p->money, err);
}

/* ---- one game ---------------------------------------------------------- */

void house_game_init(house_game *g)
{
    memset(g, 0, sizeof *g);
    g->kind = HOUSE_GAME;
    g->dealer = HOUSE_NONE;
    g->declarer = HOUSE_NONE;
    rules_game_init(&g->g);
    g->kontra_by = HOUSE_NONE;
    g->ramsch.last_trick = HOUSE_NONE;
    g->ramsch.durchmarsch = HOUSE_NONE;
    g->ramsch.jungfrau_announced = HOUSE_NONE;
}

static bool is_active(int n, int dealer, int s)
{
    return s >= 0 && s < n && (n == 3 || s != dealer);
}

static int check_ramsch(const house_profile *p, int n, const house_game *g, sk_err *err)
{
    const house_ramsch *r = &g->ramsch;
    const char *pn = p->name;
    int sum = 0;

    for (int s = 0; s < HOUSE_MAX_SEATS; s++) {
        if (!is_active(n, g->dealer, s)) {
            if (r->augen[s] != 0 || r->jungfrau[s])
                return sk_err_set(err, SK_INVALID,
                                  s < n ? _("ramsch points: seat %c deals and sits out at a "
                                            "4-table: no Augen, no Jungfrau for the dealer")
                                        : _("ramsch points: seat %c is not at the table"),
                                  seat_name(s));
            continue;
        }
        int a = r->augen[s];
        if (a < 0 || a > 120)
            return sk_err_set(err, SK_INVALID,
                              _("ramsch points: seat %c has %d Augen, they lie between 0 and 120"),
                              seat_name(s), a);
        if (a == 1 || a == 119)
            return sk_err_set(err, SK_INVALID,
                              _("ramsch points: seat %c has %d Augen, impossible: no set of "
                              "cards is worth exactly 1"), seat_name(s), a);
        sum += a;
    }
    int sk = r->skat_augen;
    if (sk < 0 || sk == 1 || sk == 9 || (sk >= 16 && sk <= 19) || sk > 22)
        return sk_err_set(err, SK_INVALID,
                          _("ramsch skat: %d Augen are not two cards (possible: 0, 2-8, 10-15, "
                          "20-22)"), sk);
    if (sum + sk != 120) {
        /* "45+40+30": the active seats' Augen, worded only for the message
         * (every replay of a table checks every Ramsch) */
        char parts[64] = "";
        size_t used = 0;
        for (int s = 0, k = 0; s < HOUSE_MAX_SEATS; s++) {
            if (!is_active(n, g->dealer, s))
                continue;
            int w = snprintf(parts + used, sizeof parts - used, "%s%d", k++ ? "+" : "",
                             r->augen[s]);
            if (w > 0 && (size_t)w < sizeof parts - used)
                used += (size_t)w;
        }
        if (sk == 0)
            return sk_err_set(err, SK_INVALID,
                              _("ramsch points: %s = %d, the three players' card points must add "
                              "up to 120"), parts, sum);
        return sk_err_set(err, SK_INVALID,
                          _("ramsch points: %s + skat %d = %d, the three players' card points "
                          "and the skat must add up to 120"), parts, sk, sum + sk);
    }
    if (r->last_trick != HOUSE_NONE && !is_active(n, g->dealer, r->last_trick))
        return sk_err_set(err, SK_INVALID,
                          r->last_trick >= 0 && r->last_trick < n
                              ? _("ramsch last trick: seat %c deals and sits out")
                              : _("ramsch last trick: seat %c is not at the table"),
                          seat_name(r->last_trick));
    if (r->last_trick == HOUSE_NONE &&
        (p->ramsch_skat_to == HOUSE_SKAT_TO_LAST_TRICK || p->ramsch_tie == HOUSE_TIE_LAST_TRICK))
        return sk_err_set(err, SK_INVALID,
                          _("ramsch last trick: missing, profile %s needs it (%s)"), pn,
                          p->ramsch_skat_to == HOUSE_SKAT_TO_LAST_TRICK
                              ? "ramsch_skat_to last_trick" : "ramsch_tie last_trick");
    int d = r->durchmarsch;
    if (d != HOUSE_NONE) {
        if (!is_active(n, g->dealer, d))
            return sk_err_set(err, SK_INVALID, _("ramsch durchmarsch: seat %c does not play this "
                              "game"), seat_name(d));
        if (r->augen[d] != 120 - sk)
            return sk_err_set(err, SK_INVALID,
                              _("ramsch durchmarsch: seat %c has %d Augen, a Durchmarsch takes "
                              "every trick (120 - skat %d = %d)"), seat_name(d), r->augen[d], sk,
                              120 - sk);
        if (r->jungfrau[d])
            return sk_err_set(err, SK_INVALID, _("ramsch jungfrau: seat %c made the Durchmarsch "
                              "and took every trick"), seat_name(d));
        if (r->last_trick != HOUSE_NONE && r->last_trick != d)
            return sk_err_set(err, SK_INVALID, _("ramsch last trick: seat %c, but seat %c took "
                              "every trick (durchmarsch)"), seat_name(r->last_trick), seat_name(d));
    }
    int nj = 0, j1 = -1, j2 = -1;
    for (int s = 0; s < n; s++) {
        if (!r->jungfrau[s])
            continue;
        if (r->augen[s] > 0)
            return sk_err_set(err, SK_INVALID,
                              _("ramsch jungfrau: seat %c has %d Augen, a Jungfrau takes no trick"),
                              seat_name(s), r->augen[s]);
        if (s == r->last_trick)
            return sk_err_set(err, SK_INVALID,
                              _("ramsch jungfrau: seat %c took the last trick, a Jungfrau takes "
                              "no trick"), seat_name(s));
        if (nj++ == 0)
            j1 = s;
        else
            j2 = s;
    }
    if (nj >= 2 && d == HOUSE_NONE)
        return sk_err_set(err, SK_INVALID,
                          _("ramsch jungfrau: seats %c and %c took no trick, two Jungfrauen mean "
                          "a Durchmarsch of the third player: enter it as durchmarsch"),
                          seat_name(j1), seat_name(j2));
    if (r->geschoben < 0 || r->geschoben > 3)
        return sk_err_set(err, SK_INVALID,
                          _("ramsch geschoben %d: 0..3 players can push the skat"), r->geschoben);
    if (r->geschoben > 0 && !p->ramsch_schieben)
        return sk_err_set(err, SK_INVALID,
                          _("ramsch geschoben %d: Schieberamsch is off in profile %s "
                          "(ramsch_schieben)"), r->geschoben, pn);
    int a = r->jungfrau_announced;
    if (a != HOUSE_NONE) {
        if (!p->ramsch_jungfrau_announce)
            return sk_err_set(err, SK_INVALID,
                              _("ramsch jungfrau announced: the announced Jungfrau is off in "
                              "profile %s (ramsch_jungfrau_announce)"), pn);
        if (!is_active(n, g->dealer, a))
            return sk_err_set(err, SK_INVALID, _("ramsch jungfrau announced: seat %c does not "
                              "play this game"), seat_name(a));
        if (!r->announced_failed && !r->jungfrau[a])
            return sk_err_set(err, SK_INVALID,
                              _("ramsch jungfrau announced: seat %c is no Jungfrau, so the "
                              "announcement failed (announced_failed)"), seat_name(a));
        if (r->announced_failed && r->jungfrau[a])
            return sk_err_set(err, SK_INVALID,
                              _("ramsch jungfrau announced: seat %c is a Jungfrau, the "
                              "announcement did not fail"), seat_name(a));
    } else if (r->announced_failed) {
        return sk_err_set(err, SK_INVALID,
                          _("ramsch jungfrau announced: announced_failed without an announcer"));
    }
    return SK_OK;
}

int house_game_check(const house_profile *p, int n, const house_game *g, sk_err *err)
{
    const char *pn = p->name;
    if (n != 3 && n != 4)
        return sk_err_set(err, SK_INVALID, _("table size %d is impossible: a table has 3 or 4 players"),
                          n);
    if (n == 4 && (g->dealer < 0 || g->dealer >= n))
        return sk_err_set(err, SK_INVALID,
                          _("dealer: missing or not at the table, at a 4-table the dealer sits "
                          "out and must be known"));
    if (g->kontra_level < 0 || g->kontra_level > 4)
        return sk_err_set(err, SK_INVALID,
                          _("kontra %d is not a level (0 none, 1 Kontra, 2 Re, 3 Supra, 4 Hirsch)"),
                          g->kontra_level);
    if (g->kontra_by != HOUSE_NONE && (g->kontra_by < 0 || g->kontra_by >= n))
        return sk_err_set(err, SK_INVALID, _("kontra by: seat %d is not at the table"), g->kontra_by + 1);
    if (g->bock_manual != 0) {
        int b = g->bock_manual;
        if (!p->bock_enabled && b != 1)
            return sk_err_set(err, SK_INVALID,
                              _("bock %d: Bock rounds are off in profile %s (bock_enabled)"), b, pn);
        if (p->bock_stacking == HOUSE_BOCK_QUEUE && b != 1 && b != 2)
            return sk_err_set(err, SK_INVALID,
                              _("bock %d: with bock_stacking queue a game is x1 or x2"), b);
        if (b < 1 || (b & (b - 1)) != 0 || b > (1 << 20))
            return sk_err_set(err, SK_INVALID,
                              _("bock %d: a Bock factor is a power of two (1, 2, 4, ...)"), b);
    }

    switch (g->kind) {
    case HOUSE_PASSED:
        if (g->kontra_level > 0)
            return sk_err_set(err, SK_INVALID, _("kontra: a passed game has no Kontra"));
        if (g->instead_of_ramsch)
            return sk_err_set(err, SK_INVALID,
                              _("instead of Ramsch: a passed game is no Grand Hand"));
        return SK_OK;
    case HOUSE_RAMSCH:
        if (g->kontra_level > 0)
            return sk_err_set(err, SK_INVALID, _("kontra: a Ramsch has no Kontra (B.4.5)"));
        if (!plays_ramsch(p))
            return sk_err_set(err, SK_INVALID,
                              _("ramsch: Ramsch is off in profile %s (ramsch_on_pass, "
                              "ramsch_round_after_bock, ramsch_round_after_grand_hand and "
                              "ramsch_only_evening are all off)"), pn);
        if (g->instead_of_ramsch)
            return sk_err_set(err, SK_INVALID,
                              _("instead of Ramsch: a Ramsch is not played instead of itself"));
        return check_ramsch(p, n, g, err);
    case HOUSE_GAME:
        break;
    default:
        return sk_err_set(err, SK_INVALID, _("game kind is unknown (game, passed or ramsch)"));
    }

    if (g->declarer < 0 || g->declarer >= n)
        return sk_err_set(err, SK_INVALID, _("declarer: missing or not at the table (seats 1-%c)"),
                          seat_name(n - 1));
    if (n == 4 && g->declarer == g->dealer)
        return sk_err_set(err, SK_INVALID,
                          _("declarer seat %c deals this game: at a 4-table the dealer sits out"),
                          seat_name(g->declarer));
    /* Kontra is said by a defender: not the declarer, not a dealer who sits out */
    if (g->kontra_by != HOUSE_NONE && g->kontra_by == g->declarer)
        return sk_err_set(err, SK_INVALID,
                          _("kontra by: seat %c is the declarer; Kontra is said by a defender"),
                          seat_name(g->kontra_by));
    if (g->kontra_by != HOUSE_NONE && n == 4 && g->kontra_by == g->dealer)
        return sk_err_set(err, SK_INVALID,
                          _("kontra by: seat %c deals this game and sits out; Kontra is said by a "
                          "defender"),
                          seat_name(g->kontra_by));
    rules_outcome o;
    int rc = rules_evaluate(&g->g, n, &o, err);
    if (rc != SK_OK)
        return rc;
    if (g->instead_of_ramsch) {
        if (g->g.contract != RULES_GRAND || !g->g.hand)
            return sk_err_set(err, SK_INVALID,
                              _("instead of Ramsch: only a Grand Hand can be played instead of a "
                              "Ramsch (B.4.7)"));
        if (!plays_forced_ramsch(p))
            return sk_err_set(err, SK_INVALID,
                              _("instead of Ramsch: profile %s plays no forced Ramsch "
                              "(ramsch_round_after_bock, ramsch_round_after_grand_hand and "
                              "ramsch_only_evening are off)"), pn);
        if (!p->ramsch_grand_hand_option)
            return sk_err_set(err, SK_INVALID,
                              _("instead of Ramsch: the Grand Hand option is off in profile %s "
                              "(ramsch_grand_hand_option)"), pn);
        if (g->kontra_level > 0 && !p->kontra_in_ramsch_grand_hand)
            return sk_err_set(err, SK_INVALID,
                              _("kontra: no Kontra on a Grand Hand played instead of Ramsch "
                              "(kontra_in_ramsch_grand_hand is off in profile %s)"), pn);
    }
    if (g->kontra_level > p->kontra_max_level) {
        if (p->kontra_max_level == 0)
            return sk_err_set(err, SK_INVALID,
                              _("kontra %d (%s): Kontra is off in profile %s (kontra_max_level 0)"),
                              g->kontra_level, kontra_name(g->kontra_level), pn);
        return sk_err_set(err, SK_INVALID,
                          _("kontra %d (%s) is above kontra_max_level %d (%s) of profile %s"),
                          g->kontra_level, kontra_name(g->kontra_level), p->kontra_max_level,
                          kontra_name(p->kontra_max_level), pn);
    }
    return SK_OK;
}

/* ---- scoring ----------------------------------------------------------- */

static int set_checked(int *dst, long long v, sk_err *err)
{
    if (v > HOUSE_ENTRY_MAX || v < -HOUSE_ENTRY_MAX)
        return sk_err_set(err, SK_INVALID,
                          _("bock: the factors make an entry of %lld points, more than %lld"),
                          v, HOUSE_ENTRY_MAX);
    *dst = (int)v;
    return SK_OK;
}

/* The most Augen of the active seats (-1 with none). */
static long long active_max(int n, int dealer, const long long *A)
{
    long long m = -1;
    for (int s = 0; s < n; s++)
        if (is_active(n, dealer, s) && A[s] > m)
            m = A[s];
    return m;
}

/* The active seats holding v Augen, as a set of seat bits. */
static unsigned active_with(int n, int dealer, const long long *A, long long v)
{
    unsigned set = 0;
    for (int s = 0; s < n; s++)
        if (is_active(n, dealer, s) && A[s] == v)
            set |= 1u << s;
    return set;
}

/* The Skat's Augen to each active player with the most Augen. */
static void skat_to_most(int n, const house_game *g, long long *A)
{
    unsigned most = active_with(n, g->dealer, A, active_max(n, g->dealer, A));
    for (int s = 0; s < n; s++)
        if (most & (1u << s))
            A[s] += g->ramsch.skat_augen;
}

static int score_ramsch(const house_profile *p, int n, const house_game *g, int bock,
                        house_result *r, sk_err *err)
{
    const house_ramsch *rm = &g->ramsch;
    long long A[HOUSE_MAX_SEATS] = {0};
    bool minus = p->list_mode != HOUSE_LIST_PLAIN;
    int rc = SK_OK;

    for (int s = 0; s < n; s++)
        A[s] = is_active(n, g->dealer, s) ? rm->augen[s] : 0;

    /* Gewinner-Ramsch (B.4.9): skat to the player(s) with most Augen, the
     * fewest Augen win. */
    if (p->ramsch_mode != HOUSE_RAMSCH_NORMAL) {
        skat_to_most(n, g, A);
        long long mn = 1000;
        for (int s = 0; s < n; s++)
            if (is_active(n, g->dealer, s) && A[s] < mn)
                mn = A[s];
        unsigned fewest = active_with(n, g->dealer, A, mn);
        int k = popcount(fewest);
        for (int s = 0; s < n && rc == SK_OK; s++) {
            if (!(fewest & (1u << s)))
                continue;
            if (p->ramsch_mode == HOUSE_RAMSCH_GEWINNER) {
                rc = set_checked(&r->plain[s], 23LL * bock, err);
                r->won[s] = 1;
                r->seeger[s] = r->plain[s] + SEEGER_WON_LOST;
            } else {
                rc = set_checked(&r->plain[s], (k > 1 ? 10LL : 20LL) * bock, err);
                r->seeger[s] = r->plain[s];
            }
            r->entry[s] = r->plain[s];
        }
        return rc;
    }

    int d = rm->durchmarsch;
    if (d != HOUSE_NONE && p->ramsch_scoring == HOUSE_RAMSCH_AUGEN) {
        /* B.4.5: +120 (x Bock only); minus lists: -120 to every other active player */
        rc = set_checked(&r->plain[d], 120LL * bock, err);
        for (int s = 0; s < n && rc == SK_OK; s++) {
            if (minus) {
                if (s != d && is_active(n, g->dealer, s))
                    rc = set_checked(&r->entry[s], -120LL * bock, err);
            } else {
                r->entry[s] = r->plain[s];
            }
            r->seeger[s] = r->plain[s];
        }
        return rc;
    }
    if (rm->jungfrau_announced != HOUSE_NONE && rm->announced_failed) {
        int a = rm->jungfrau_announced;
        rc = set_checked(&r->plain[a], -120LL * bock, err);
        r->entry[a] = r->seeger[a] = r->plain[a];
        r->ramsch_losers = 1u << a;
        return rc;
    }

    unsigned losers = 0;
    long long mag;
    int nj = 0;
    for (int s = 0; s < n; s++)
        if (is_active(n, g->dealer, s) && rm->jungfrau[s])
            nj++;
    long long f = 1LL << rm->geschoben;
    if (rm->jungfrau_announced != HOUSE_NONE)
        f *= 2; /* announced Jungfrau succeeded */

    if (d != HOUSE_NONE) {
        /* fixed scoring: "two Jungfern" = the loser took every trick */
        losers = 1u << d;
        mag = 20;
    } else {
        if (p->ramsch_skat_to == HOUSE_SKAT_TO_LAST_TRICK) {
            A[rm->last_trick] += rm->skat_augen;
        } else {
            skat_to_most(n, g, A);
        }
        long long M = active_max(n, g->dealer, A);
        losers = active_with(n, g->dealer, A, M);
        if (p->ramsch_scoring == HOUSE_RAMSCH_FIXED) {
            mag = nj ? 15 : 10;
        } else {
            mag = M;
            if (nj)
                f *= 2;
        }
    }
    if (p->ramsch_max_factor > 0 && f > p->ramsch_max_factor)
        f = p->ramsch_max_factor;
    r->ramsch_factor = (int)f;
    /* B.4.5: each loser books -M x f with f = Jungfrau x Schieben x Bock; a
     * split tie books -floor(M x f / k): the whole factor, Bock included, is
     * applied before the division, which rounds once at the end */
    mag *= f * bock;

    int k = popcount(losers);
    if (k > 1) {
        if (p->ramsch_tie == HOUSE_TIE_SPLIT) {
            mag /= k; /* magnitude rounded down (B.4.5) */
        } else if (p->ramsch_tie == HOUSE_TIE_LAST_TRICK && rm->last_trick != HOUSE_NONE &&
                   (losers & (1u << rm->last_trick))) {
            losers = 1u << rm->last_trick;
        }
    }
    r->ramsch_losers = losers;
    for (int s = 0; s < n && rc == SK_OK; s++) {
        if (losers & (1u << s)) {
            rc = set_checked(&r->plain[s], -mag, err);
            r->entry[s] = r->seeger[s] = r->plain[s];
        }
    }
    return rc;
}

int house_score(const house_profile *p, int n, const house_game *g, int bock, house_result *r,
                sk_err *err)
{
    int rc = house_game_check(p, n, g, err);
    if (rc != SK_OK)
        return rc;
    if (bock < 1 || bock > (1 << 20))
        return sk_err_set(err, SK_INVALID, _("bock %d: a Bock factor is 1 or more"), bock);
    memset(r, 0, sizeof *r);
    r->n = n;
    r->bock = bock;
    r->kontra_factor = 1 << g->kontra_level;
    r->ramsch_factor = 1;

    if (g->kind == HOUSE_PASSED)
        return SK_OK;
    if (g->kind == HOUSE_RAMSCH)
        return score_ramsch(p, n, g, bock, r, err);

    rules_outcome *o = &r->outcome;
    rc = rules_evaluate(&g->g, n, o, err);
    if (rc != SK_OK)
        return rc;
    int dc = g->declarer;
    r->value = o->value;
    /* B.0: hand_game = the skat was not picked up (Null Hand included) */
    r->loss_factor = o->won ? 0 : (g->g.hand && p->hand_not_punished) ? 1 : 2;
    long long e = o->won ? o->value : -(long long)r->loss_factor * o->value;
    e *= (long long)r->kontra_factor * bock;
    rc = set_checked(&r->plain[dc], e, err);
    if (rc != SK_OK)
        return rc;

    if (p->list_mode == HOUSE_LIST_PLAIN || !o->won) {
        r->entry[dc] = r->plain[dc];
    } else {
        for (int s = 0; s < n; s++) {
            if (s == dc)
                continue;
            if (n == 4 && s == g->dealer && !p->minus_list_dealer_charged)
                continue;
            r->entry[s] = -r->plain[dc];
        }
    }
    /* Seeger-Fabian (B.0): the +-50 and 40/30 are never multiplied */
    r->seeger[dc] = r->plain[dc] + (o->won ? SEEGER_WON_LOST : -SEEGER_WON_LOST);
    if (o->won) {
        r->won[dc] = 1;
    } else {
        r->lost[dc] = 1;
        for (int s = 0; s < n; s++)
            if (s != dc)
                r->seeger[s] += o->opponent_bonus;
    }
    return SK_OK;
}
