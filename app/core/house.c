/* house.c - Skat house rules for club evenings; see house.h and
 * ../shared/rules-house-schafkopf.md Part B. */
#include "house.h"
#include "i18n.h"
#include "seeger.h"

#include <limits.h>
#include <stdio.h>
#include <string.h>

/* Largest magnitude of one list entry we accept (an int with room for totals). */
#define HOUSE_ENTRY_MAX 100000000LL

static int popcount(unsigned v)
{
    int c = 0;
    for (; v; v &= v - 1)
        c++;
    return c;
}

/* Messages name a seat by its number 1-4, as every front end does (the
 * struct fields stay 0-based). */
static char seat_name(int s)
{
    return (s >= 0 && s < HOUSE_MAX_SEATS) ? (char)('1' + s) : '?';
}

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
    int sum = 0, nact = 0;
    char parts[64] = "";
    size_t used = 0;

    for (int s = 0; s < HOUSE_MAX_SEATS; s++) {
        if (!is_active(n, g->dealer, s)) {
            if (r->augen[s] != 0 || r->jungfrau[s])
                return sk_err_set(err, SK_INVALID,
                                  s < n ? "ramsch points: seat %c deals and sits out at a "
                                          "4-table: no Augen, no Jungfrau for the dealer"
                                        : "ramsch points: seat %c is not at the table",
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
        nact++;
        int w = snprintf(parts + used, sizeof parts - used, "%s%d", nact > 1 ? "+" : "", a);
        if (w > 0 && (size_t)w < sizeof parts - used)
            used += (size_t)w;
    }
    int sk = r->skat_augen;
    if (sk < 0 || sk == 1 || sk == 9 || (sk >= 16 && sk <= 19) || sk > 22)
        return sk_err_set(err, SK_INVALID,
                          _("ramsch skat: %d Augen are not two cards (possible: 0, 2-8, 10-15, "
                          "20-22)"), sk);
    if (sum + sk != 120) {
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
        long long mx = -1, mn = 1000;
        for (int s = 0; s < n; s++)
            if (is_active(n, g->dealer, s) && A[s] > mx)
                mx = A[s];
        for (int s = 0; s < n; s++)
            if (is_active(n, g->dealer, s) && A[s] == mx)
                A[s] += rm->skat_augen;
        for (int s = 0; s < n; s++)
            if (is_active(n, g->dealer, s) && A[s] < mn)
                mn = A[s];
        int k = 0;
        for (int s = 0; s < n; s++)
            if (is_active(n, g->dealer, s) && A[s] == mn)
                k++;
        for (int s = 0; s < n && rc == SK_OK; s++) {
            if (!is_active(n, g->dealer, s) || A[s] != mn)
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
            long long m0 = -1;
            for (int s = 0; s < n; s++)
                if (is_active(n, g->dealer, s) && A[s] > m0)
                    m0 = A[s];
            for (int s = 0; s < n; s++)
                if (is_active(n, g->dealer, s) && A[s] == m0)
                    A[s] += rm->skat_augen;
        }
        long long M = -1;
        for (int s = 0; s < n; s++)
            if (is_active(n, g->dealer, s) && A[s] > M)
                M = A[s];
        for (int s = 0; s < n; s++)
            if (is_active(n, g->dealer, s) && A[s] == M)
                losers |= 1u << s;
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

/* ---- Bock state machine ------------------------------------------------ */

const char *house_trigger_name(unsigned bit)
{
    static const char *names[HOUSE_TR_COUNT] = {
        "spaltarsch", "grand_hand", "kontra_lost", "re_won", "re_any", "null_ouvert_hand",
        "lost_grand", "schneider", "raw_120", "all_passed", "x00"};
    for (int i = 0; i < HOUSE_TR_COUNT; i++)
        if (bit == (1u << i))
            return names[i];
    return "?";
}

void house_bock_init(house_bock_state *st, const house_profile *p, int n)
{
    memset(st, 0, sizeof *st);
    st->n = n;
    st->round = p->bock_round_games > 0 ? p->bock_round_games : n;
    st->next_game_no = 1;
}

/* Schneider reached by the play (not merely counted for an announcement). */
static bool schneider_reached(const rules_game *g, const rules_outcome *o)
{
    if (g->contract == RULES_NULL)
        return false;
    if (g->points != RULES_POINTS_NONE)
        return g->points <= 30 || g->points >= 90;
    return g->schneider || g->schwarz || (o->won && o->lv_schneider);
}

unsigned house_bock_triggers(const house_profile *p, const house_game *g, const rules_outcome *o,
                             bool bock_pending, bool x00)
{
    unsigned m = 0;
    if (g->kind == HOUSE_RAMSCH)
        return 0;
    if (g->kind == HOUSE_PASSED)
        return p->tr_all_passed ? HOUSE_TR_ALL_PASSED : 0;
    if (!o || (g->instead_of_ramsch && !p->bock_from_ramsch_grand_hand))
        return 0;
    const rules_game *rg = &g->g;
    bool grand = rg->contract == RULES_GRAND, null = rg->contract == RULES_NULL;
    if (p->tr_spaltarsch && !null && rg->points == 60)
        m |= HOUSE_TR_SPALTARSCH;
    if (p->tr_grand_hand && grand && rg->hand)
        m |= HOUSE_TR_GRAND_HAND;
    if (p->tr_kontra_lost && g->kontra_level == 1 && !o->won)
        m |= HOUSE_TR_KONTRA_LOST;
    if (p->tr_re_won && g->kontra_level >= 2 && o->won)
        m |= HOUSE_TR_RE_WON;
    if (p->tr_re_any && g->kontra_level >= 2)
        m |= HOUSE_TR_RE_ANY;
    if (p->tr_null_ouvert_hand && null && rg->ouvert && rg->hand)
        m |= HOUSE_TR_NULL_OUVERT_HAND;
    if (p->tr_lost_grand && grand && !o->won)
        m |= HOUSE_TR_LOST_GRAND;
    if (p->tr_schneider && schneider_reached(rg, o) &&
        !(p->tr_schneider_only_without_bock && bock_pending))
        m |= HOUSE_TR_SCHNEIDER;
    if (p->tr_raw_120 && o->value >= 120)
        m |= HOUSE_TR_RAW_120;
    if (p->tr_x00 && x00)
        m |= HOUSE_TR_X00;
    return m;
}

/* Overlap mode: windows covering game k; the cap keeps 2^count an int. */
#define HOUSE_OVERLAP_MAX_EXP 20
static int overlap_cover(const house_bock_state *st, int k, int *cause, unsigned *mask)
{
    int c = 0;
    for (int i = 0; i < st->nq; i++) {
        if (st->q[i].first <= k && k <= st->q[i].last) {
            if (c == 0 && cause)
                *cause = st->q[i].game_no;
            if (mask)
                *mask |= st->q[i].mask;
            c++;
        }
    }
    return c > HOUSE_OVERLAP_MAX_EXP ? HOUSE_OVERLAP_MAX_EXP : c;
}

void house_bock_peek(const house_bock_state *st, const house_profile *p, house_bock_info *info)
{
    memset(info, 0, sizeof *info);
    info->game_no = st->next_game_no;
    info->factor = 1;
    if (st->ramsch_pending > 0) {
        info->ramsch_round = true;
        return;
    }
    if (!p->bock_enabled)
        return;
    if (p->bock_stacking == HOUSE_BOCK_OVERLAP) {
        int c = overlap_cover(st, info->game_no, &info->cause_game, &info->cause_mask);
        info->factor = 1 << c;
    } else if (st->bock_pending > 0) {
        info->factor = 2;
        if (st->nq > 0) {
            info->cause_game = st->q[0].game_no;
            info->cause_mask = st->q[0].mask;
        }
    }
}

static void queue_push(house_bock_state *st, int game_no, unsigned mask, int count)
{
    if (count <= 0)
        return;
    if (st->nq == HOUSE_BOCK_QMAX) { /* merge into the newest cause */
        st->q[st->nq - 1].count += count;
        st->q[st->nq - 1].mask |= mask;
        return;
    }
    house_bock_cause *c = &st->q[st->nq++];
    memset(c, 0, sizeof *c);
    c->game_no = game_no;
    c->mask = mask;
    c->count = count;
}

static void queue_pop_one(house_bock_state *st)
{
    if (st->nq == 0)
        return;
    if (--st->q[0].count <= 0) {
        memmove(&st->q[0], &st->q[1], (size_t)(st->nq - 1) * sizeof st->q[0]);
        st->nq--;
    }
}

static bool is_grand_hand(const house_game *g)
{
    return g->kind == HOUSE_GAME && g->g.contract == RULES_GRAND && g->g.hand;
}

void house_bock_step(house_bock_state *st, const house_profile *p, const house_game *g,
                     const rules_outcome *o, bool x00, house_bock_info *info)
{
    house_bock_peek(st, p, info);
    int k = st->next_game_no++;
    int N = st->round;

    if (info->ramsch_round) {
        /* B.3.2: a Ramsch-round game is never Bock and triggers nothing.  A
         * Grand Hand instead of Ramsch uses up a game of the round only with
         * ramsch_grand_hand_uses_game (B.4.3). */
        bool uses = !(g->kind == HOUSE_GAME && g->instead_of_ramsch &&
                      !p->ramsch_grand_hand_uses_game);
        if (uses)
            st->ramsch_pending--;
        return;
    }
    /* B.4.3 ramsch_round_after_grand_hand: N Ramsch games after a Grand Hand
     * (not one played instead of Ramsch, B.4.7). */
    bool gh_round = p->ramsch_round_after_grand_hand && is_grand_hand(g) && !g->instead_of_ramsch;

    if (p->bock_enabled) {
        bool pending;
        if (p->bock_stacking == HOUSE_BOCK_OVERLAP) {
            pending = false;
            for (int i = 0; i < st->nq; i++)
                if (st->q[i].last >= k)
                    pending = true;
        } else {
            pending = st->bock_pending > 0;
        }
        unsigned tr = house_bock_triggers(p, g, o, pending, x00);
        int t = popcount(tr);
        info->triggers = tr;

        if (p->bock_stacking == HOUSE_BOCK_OVERLAP) {
            /* windows [start, start + N - 1], start = trigger + 1 (or the
             * trigger itself with including_trigger); factor 2^windows */
            int j = 0;
            for (int i = 0; i < st->nq; i++)
                if (st->q[i].last >= k)
                    st->q[j++] = st->q[i];
            st->nq = j;
            int nw = t == 0 ? 0 : (p->bock_max_one_per_game ? 1 : t);
            int start = p->bock_start == HOUSE_BOCK_INCLUDING_TRIGGER ? k : k + 1;
            for (int w = 0; w < nw && st->nq < HOUSE_BOCK_QMAX; w++) {
                house_bock_cause *c = &st->q[st->nq++];
                memset(c, 0, sizeof *c);
                c->game_no = k;
                c->mask = tr;
                c->first = start;
                c->last = start + N - 1;
            }
            info->new_bock = nw * N; /* each window covers N games */
            info->self_started = nw > 0 && start == k;
            info->cause_game = 0;
            info->cause_mask = 0;
            info->factor = 1 << overlap_cover(st, k, &info->cause_game, &info->cause_mask);
        } else {
            /* the normative pseudo-code of B.3.2 */
            int nnew = t == 0 ? 0 : (p->bock_max_one_per_game ? N : N * t);
            int bock = st->bock_pending > 0 ? 2 : 1;
            bool self = false;
            if (p->bock_start == HOUSE_BOCK_INCLUDING_TRIGGER && nnew > 0 && bock == 1) {
                bock = 2;
                nnew -= 1;
                self = true;
                info->cause_game = k;
                info->cause_mask = tr;
            }
            if (bock == 2 && !self &&
                (g->kind != HOUSE_PASSED || p->bock_passed_game_consumes)) {
                st->bock_pending--;
                queue_pop_one(st);
                if (p->ramsch_round_after_bock && st->bock_pending % N == 0) {
                    st->ramsch_pending = N;
                    info->opens_ramsch_round = true;
                }
            }
            st->bock_pending += nnew;
            queue_push(st, k, tr, nnew);
            info->new_bock = nnew + (self ? 1 : 0);
            info->self_started = self;
            info->factor = bock;
        }
    }
    if (gh_round) {
        st->ramsch_pending += N;
        info->opens_ramsch_round = true;
    }
}

/* ---- the list ---------------------------------------------------------- */

int house_list_init(house_list *l, const house_profile *p, int n, int day, sk_err *err)
{
    int rc = house_profile_validate(p, n, err);
    if (rc != SK_OK)
        return rc;
    memset(l, 0, sizeof *l);
    l->p = *p;
    l->n = n;
    house_bock_init(&l->bock, p, n);
    if (p->list_mode == HOUSE_LIST_BIERLACHS) {
        /* B.5: 301 at a 3-table, 401 at a 4-table; or base + day of month */
        l->target = p->bierlachs_target > 0 ? p->bierlachs_target : (n == 3 ? 301 : 401);
        if (p->bierlachs_target_plus_day && day >= 1 && day <= 31)
            l->target += day;
    }
    return SK_OK;
}

/* The checks of one game that need the state of the table. */
static int check_in_sequence(const house_list *l, const house_game *g, const house_bock_info *pk,
                             sk_err *err)
{
    const house_profile *p = &l->p;
    bool forced = pk->ramsch_round || p->ramsch_only_evening;
    if (forced) {
        if (g->kind == HOUSE_PASSED)
            return sk_err_set(err, SK_INVALID, pk->ramsch_round
                              ? _("passed: game %d is in a Ramsch round, nobody bids: enter the "
                                  "Ramsch or the Grand Hand played instead")
                              : _("passed: game %d is a Ramsch (ramsch_only_evening), nobody "
                                  "bids: enter the Ramsch or the Grand Hand played instead"),
                              pk->game_no);
        if (g->kind == HOUSE_GAME && !g->instead_of_ramsch)
            return sk_err_set(err, SK_INVALID, pk->ramsch_round
                              ? _("game %d is in a Ramsch round: only the Ramsch or a Grand "
                                  "Hand played instead of the Ramsch can be entered")
                              : _("game %d is a Ramsch (ramsch_only_evening): only the Ramsch "
                                  "or a Grand Hand played instead of the Ramsch can be entered"),
                              pk->game_no);
        return SK_OK;
    }
    if (g->kind == HOUSE_RAMSCH && !p->ramsch_on_pass)
        return sk_err_set(err, SK_INVALID,
                          _("ramsch: game %d is not in a Ramsch round and ramsch_on_pass is off "
                          "in profile %s"), pk->game_no, p->name);
    if (g->kind == HOUSE_GAME && g->instead_of_ramsch)
        return sk_err_set(err, SK_INVALID,
                          _("instead of Ramsch: game %d is not in a Ramsch round, a Grand Hand "
                          "there is an ordinary game"), pk->game_no);
    if (g->kind == HOUSE_PASSED && p->ramsch_on_pass)
        return sk_err_set(err, SK_INVALID,
                          _("passed: profile %s plays Ramsch when all pass (ramsch_on_pass): "
                          "enter game %d as a Ramsch"), p->name, pk->game_no);
    return SK_OK;
}

int house_list_add(house_list *l, const house_game *g, house_list_step *out, sk_err *err)
{
    house_list_step step;
    memset(&step, 0, sizeof step);
    int rc = house_game_check(&l->p, l->n, g, err);
    if (rc != SK_OK)
        return rc;
    house_bock_info pk;
    house_bock_peek(&l->bock, &l->p, &pk);
    rc = check_in_sequence(l, g, &pk, err);
    if (rc != SK_OK)
        return rc;

    rules_outcome o, *op = NULL;
    if (g->kind == HOUSE_GAME) {
        rc = rules_evaluate(&g->g, l->n, &o, err);
        if (rc != SK_OK)
            return rc;
        op = &o;
    }
    /* tr_x00 (our reading of the jskat event): after this game a player
     * whose total it changed stands at a non-zero multiple of 100; looked at
     * with the factor the game has from earlier triggers. */
    bool x00 = false;
    if (l->p.bock_enabled && l->p.tr_x00) {
        house_result pre;
        int f = g->bock_manual ? g->bock_manual : pk.factor;
        rc = house_score(&l->p, l->n, g, f, &pre, err);
        if (rc != SK_OK)
            return rc;
        for (int s = 0; s < l->n; s++) {
            long long t = (long long)l->total[s] + pre.entry[s];
            if (pre.entry[s] != 0 && t != 0 && t % 100 == 0)
                x00 = true;
        }
    }
    house_bock_state st = l->bock;
    house_bock_step(&st, &l->p, g, op, x00, &step.bock);
    int bock = g->bock_manual ? g->bock_manual : step.bock.factor;
    rc = house_score(&l->p, l->n, g, bock, &step.r, err);
    if (rc != SK_OK)
        return rc;
    for (int s = 0; s < l->n; s++) {
        long long t = (long long)l->total[s] + step.r.entry[s];
        long long sg = (long long)l->seeger[s] + step.r.seeger[s];
        if (t > INT_MAX / 2 || t < -(INT_MAX / 2) || sg > INT_MAX / 2 || sg < -(INT_MAX / 2))
            return sk_err_set(err, SK_INVALID, _("total: seat %c would leave the range of a list"),
                              seat_name(s));
    }

    /* commit */
    l->bock = st;
    l->games++;
    /* B.4.7, ramsch_grand_hand_uses_game = no (pagat): the same dealer deals
     * again after a Grand Hand played instead of a Ramsch */
    if (g->kind == HOUSE_GAME && g->instead_of_ramsch && !l->p.ramsch_grand_hand_uses_game)
        l->dealer_stays++;
    for (int s = 0; s < l->n; s++) {
        l->total[s] += step.r.entry[s];
        l->seeger[s] += step.r.seeger[s];
        l->won[s] += step.r.won[s];
        l->lost[s] += step.r.lost[s];
    }
    if (l->p.list_mode == HOUSE_LIST_BIERLACHS) {
        unsigned over = 0;
        int worst = 0;
        for (int s = 0; s < l->n; s++) {
            if (-l->total[s] >= l->target) {
                over |= 1u << s;
                if (l->total[s] < worst)
                    worst = l->total[s];
            }
        }
        if (over && l->p.bierlachs_multi_loser == HOUSE_LACHS_MOST) {
            unsigned most = 0;
            for (int s = 0; s < l->n; s++)
                if ((over & (1u << s)) && l->total[s] == worst)
                    most |= 1u << s;
            over = most;
        }
        if (over) {
            for (int s = 0; s < l->n; s++) {
                if (over & (1u << s))
                    l->lachse[s]++;
                l->total[s] = 0; /* B.5: everyone restarts at 0 */
            }
        }
        step.lachs_lost = over;
    }
    if (out)
        *out = step;
    return SK_OK;
}

/* ---- standings --------------------------------------------------------- */

static int iabs(int v)
{
    return v < 0 ? -v : v;
}

int house_standing_cmp(house_list_mode mode, const house_standing *a, const house_standing *b)
{
    switch (mode) {
    case HOUSE_LIST_MINUS:
        if (iabs(a->total) != iabs(b->total))
            return iabs(a->total) < iabs(b->total) ? -1 : 1;
        break;
    case HOUSE_LIST_BIERLACHS:
        if (a->lachse != b->lachse)
            return a->lachse < b->lachse ? -1 : 1;
        if (iabs(a->total) != iabs(b->total))
            return iabs(a->total) < iabs(b->total) ? -1 : 1;
        break;
    default:
        break;
    }
    if (a->total != b->total)
        return a->total > b->total ? -1 : 1;
    /* shared rules.md 10 (B.6.2): more won games, then fewer lost games */
    if (a->won != b->won)
        return a->won > b->won ? -1 : 1;
    if (a->lost != b->lost)
        return a->lost < b->lost ? -1 : 1;
    return 0;
}

void house_rank(house_list_mode mode, int n, const house_standing *s, int *rank)
{
    for (int i = 0; i < n; i++) {
        rank[i] = 1;
        for (int j = 0; j < n; j++)
            if (house_standing_cmp(mode, &s[j], &s[i]) < 0)
                rank[i]++;
    }
}
