/* rules.c - the Skat rules engine; see rules.h (which says where rules.md is). */
#include "rules.h"

#include <stdio.h>
#include <string.h>

#include "seeger.h"

static const struct {
    const char *name;
    rules_contract c;
} contract_names[] = {
    {"clubs", RULES_CLUBS},     {"kreuz", RULES_CLUBS},       {"eichel", RULES_CLUBS},
    {"spades", RULES_SPADES},   {"pik", RULES_SPADES},        {"gruen", RULES_SPADES},
    {"grün", RULES_SPADES},     {"GRÜN", RULES_SPADES},       {"Grün", RULES_SPADES},
    {"blatt", RULES_SPADES},    {"hearts", RULES_HEARTS},     {"herz", RULES_HEARTS},
    {"rot", RULES_HEARTS},      {"diamonds", RULES_DIAMONDS}, {"karo", RULES_DIAMONDS},
    {"schellen", RULES_DIAMONDS}, {"grand", RULES_GRAND},     {"null", RULES_NULL},
};

bool rules_parse_contract(const char *s, rules_contract *c)
{
    /* the first letter decides most names without a call (every stored or
     * imported game is parsed) */
    unsigned char first = (unsigned char)(*s | 0x20);
    for (size_t i = 0; i < sizeof contract_names / sizeof contract_names[0]; i++) {
        if (((unsigned char)contract_names[i].name[0] | 0x20) != first)
            continue;
        if (sk_streq_ci(s, contract_names[i].name)) {
            *c = contract_names[i].c;
            return true;
        }
    }
    return false;
}

const char *rules_contract_name(rules_contract c)
{
    static const char *names[] = {"clubs", "spades", "hearts", "diamonds", "grand", "null"};
    return (c >= 0 && c < RULES_NCONTRACTS) ? names[c] : "?";
}

const char *rules_contract_label(rules_contract c)
{
    /* TRANSLATORS: the contracts as players say them (German: Kreuz, Pik, Herz, Karo) */
    static const char *names[] = {N_("clubs"), N_("spades"), N_("hearts"), N_("diamonds"),
                                  N_("grand"), N_("null")};
    return (c >= 0 && c < RULES_NCONTRACTS) ? _(names[c]) : "?";
}

int rules_base_value(rules_contract c)
{
    static const int base[] = {12, 11, 10, 9, 24, 0};
    return (c >= 0 && c < RULES_NCONTRACTS) ? base[c] : 0;
}

/* Highest matador count per contract: 11 in suit games, 4 in grand. */
static int max_matadors(rules_contract c)
{
    return c == RULES_GRAND ? 4 : 11;
}

static int null_value(bool hand, bool ouvert)
{
    if (ouvert)
        return hand ? 59 : 46;
    return hand ? 35 : 23;
}

bool rules_is_game_value(int v)
{
    if (v == 23 || v == 35 || v == 46 || v == 59)
        return true;
    for (int c = RULES_CLUBS; c <= RULES_GRAND; c++) {
        int base = rules_base_value((rules_contract)c);
        /* multiplier: 1..max matadors + Spiel, plus up to 6 more levels */
        int maxmult = max_matadors((rules_contract)c) + 7;
        if (v % base == 0 && v / base >= 2 && v / base <= maxmult)
            return true;
    }
    return false;
}

int rules_max_value(rules_contract c)
{
    if (c == RULES_NULL)
        return null_value(true, true);
    return rules_base_value(c) * (max_matadors(c) + 7);
}

void rules_bid_above_text(const rules_game *g, const rules_outcome *o, char *buf, size_t n)
{
    if (n == 0)
        return;
    buf[0] = 0;
    if (!o->bid_above_max)
        return;
    int max = rules_max_value(g->contract);
    sk_buf b = {0};
    sk_buf_printf(&b, "bid %d is above the highest %s game, %d", g->bid,
                  rules_contract_name(g->contract), max);
    /* the bids made by dropping one digit: legal, not above max, each once */
    char digits[16];
    snprintf(digits, sizeof digits, "%d", g->bid);
    size_t len = strlen(digits);
    int cand[16], nc = 0;
    for (size_t drop = 0; drop < len && len > 1; drop++) {
        int v = 0;
        for (size_t i = 0; i < len; i++)
            if (i != drop)
                v = v * 10 + (digits[i] - '0');
        bool seen = false;
        for (int k = 0; k < nc; k++)
            seen = seen || cand[k] == v;
        if (!seen && v <= max && rules_is_game_value(v))
            cand[nc++] = v;
    }
    for (int i = 1; i < nc; i++) /* ascending */
        for (int k = i; k > 0 && cand[k - 1] > cand[k]; k--) {
            int t = cand[k];
            cand[k] = cand[k - 1];
            cand[k - 1] = t;
        }
    for (int k = 0; k < nc; k++)
        sk_buf_printf(&b, "%s%d", k == 0 ? ": did you mean " : k + 1 == nc ? " or " : ", ",
                      cand[k]);
    if (nc)
        sk_buf_add(&b, "?");
    snprintf(buf, n, "%s", sk_buf_str(&b));
    sk_buf_free(&b);
}

int rules_next_bid(int v)
{
    for (int x = v + 1; x <= RULES_MAX_VALUE; x++)
        if (rules_is_game_value(x))
            return x;
    return 0;
}

void rules_game_init(rules_game *g)
{
    memset(g, 0, sizeof *g);
    g->contract = RULES_CLUBS;
    g->bid = RULES_DEFAULT_BID;
    g->points = RULES_POINTS_NONE;
}

/* Checks shared by every contract. */
static int check_common(const rules_game *g, sk_err *err)
{
    if (g->contract < 0 || g->contract >= RULES_NCONTRACTS)
        return sk_err_set(err, SK_INVALID, _("contract is unknown"));
    if (!rules_is_game_value(g->bid))
        return sk_err_set(err, SK_INVALID, _("bid %d is not a possible game value"), g->bid);
    if (g->points != RULES_POINTS_NONE) {
        if (g->points < 0 || g->points > 120)
            return sk_err_set(err, SK_INVALID,
                              _("card points %d are impossible: they lie between 0 and 120"),
                              g->points);
        if (g->points == 1 || g->points == 119)
            return sk_err_set(err, SK_INVALID,
                              _("card points %d are impossible: no set of cards is worth "
                              "exactly 1"), g->points);
    }
    if (g->result != RULES_RES_NONE && g->result != RULES_RES_WON &&
        g->result != RULES_RES_LOST)
        return sk_err_set(err, SK_INVALID, _("result is unknown"));
    return SK_OK;
}

static int evaluate_null(const rules_game *g, rules_outcome *o, sk_err *err)
{
    if (g->matadors != 0)
        return sk_err_set(err, SK_INVALID, _("matadors are not counted in null games"));
    if (g->announce != RULES_ANN_NONE)
        return sk_err_set(err, SK_INVALID,
                          _("announcements are not allowed in null games (%s announced)"),
                          g->announce == RULES_ANN_SCHWARZ ? "schwarz" : "schneider");
    if (g->schwarz)
        return sk_err_set(err, SK_INVALID, _("schwarz does not exist in null games"));
    if (g->schneider)
        return sk_err_set(err, SK_INVALID, _("schneider does not exist in null games"));
    if (g->points != RULES_POINTS_NONE)
        return sk_err_set(err, SK_INVALID,
                          _("card points do not decide null games: give won or lost instead"));
    if (g->result == RULES_RES_NONE)
        return sk_err_set(err, SK_INVALID, _("result missing: null games need won or lost"));

    o->real_value = o->value = null_value(g->hand, g->ouvert);
    /* Decision (rules.md 5): a null game below the bid is lost (overbid)
     * and scored -2 x its own null value; no raise. */
    o->null_below_bid = o->value < g->bid;
    o->overbid = o->null_below_bid;
    o->won = g->result == RULES_RES_WON && !o->overbid;
    return SK_OK;
}

static int evaluate_suit(const rules_game *g, rules_outcome *o, sk_err *err)
{
    int maxm = max_matadors(g->contract);
    int m = g->matadors < 0 ? -g->matadors : g->matadors;

    if (g->matadors == 0)
        return sk_err_set(err, SK_INVALID,
                          _("matadors missing: a %s game needs with N or without N"),
                          rules_contract_label(g->contract));
    if (m > maxm)
        return sk_err_set(err, SK_INVALID,
                          g->contract == RULES_GRAND
                              ? (g->matadors > 0 ? _("matadors with %d are impossible: at most %d in grand")
                                                 : _("matadors without %d are impossible: at most %d in grand"))
                              : (g->matadors > 0 ? _("matadors with %d are impossible: at most %d in a suit game")
                                                 : _("matadors without %d are impossible: at most %d in a suit game")),
                          m, maxm);
    if (g->ouvert && !g->hand)
        return sk_err_set(err, SK_INVALID, _("ouvert needs hand: a %s ouvert is always a hand game"),
                          rules_contract_label(g->contract));
    if (g->announce != RULES_ANN_NONE && !g->hand)
        return sk_err_set(err, SK_INVALID, _("%s announced needs hand: announcements only in hand games"),
                          g->announce == RULES_ANN_SCHWARZ ? "schwarz" : "schneider");

    bool ann_schneider = g->announce != RULES_ANN_NONE || g->ouvert;
    bool ann_schwarz = g->announce == RULES_ANN_SCHWARZ || g->ouvert;

    bool won_play;          /* result of the play, before the bid check */
    bool schneider_reached; /* a side ended with 30 or fewer */
    bool schwarz_reached;   /* a side took no trick */

    if (g->points != RULES_POINTS_NONE) {
        int p = g->points;
        if (g->schwarz && p != 120 && p > 22)
            return sk_err_set(err, SK_INVALID,
                              _("schwarz with card points %d is impossible: schwarz means "
                              "the declarer has all 120 or at most the skat (22 or fewer)"), p);
        bool opponents_schwarz = g->schwarz && p == 120; /* opponents took no trick */
        schwarz_reached = g->schwarz;
        schneider_reached = p <= 30 || p >= 90;
        if (ann_schwarz)
            won_play = opponents_schwarz;
        else if (ann_schneider)
            won_play = p >= 90;
        else
            won_play = p >= 61;
        if (g->schneider && !schneider_reached)
            return sk_err_set(err, SK_INVALID,
                              _("schneider contradicts card points %d: schneider needs a side "
                              "with 30 or fewer"), p);
    } else {
        if (g->result == RULES_RES_NONE)
            return sk_err_set(err, SK_INVALID,
                              _("card points or result missing: give the points or won/lost"));
        won_play = g->result == RULES_RES_WON;
        schwarz_reached = g->schwarz;
        schneider_reached = g->schneider || g->schwarz;
        if (won_play) {
            /* a won game with an announcement reached what was announced */
            if (ann_schneider)
                schneider_reached = true;
            if (ann_schwarz)
                schwarz_reached = true;
        }
    }

    o->base = rules_base_value(g->contract);
    o->matadors = g->matadors;
    o->lv_hand = g->hand;
    o->lv_schneider = schneider_reached || ann_schneider;
    o->lv_schneider_ann = ann_schneider;
    o->lv_schwarz = schwarz_reached || ann_schwarz;
    o->lv_schwarz_ann = ann_schwarz;
    o->lv_ouvert = g->ouvert;
    o->levels = 1 + o->lv_hand + o->lv_schneider + o->lv_schneider_ann + o->lv_schwarz +
                o->lv_schwarz_ann + o->lv_ouvert;
    o->multiplier = m + o->levels;
    o->real_value = o->value = o->multiplier * o->base;

    o->bid_above_max = g->bid > rules_max_value(g->contract);
    if (o->real_value < g->bid) {
        o->overbid = true;
        o->value = ((g->bid + o->base - 1) / o->base) * o->base;
        o->won = false;
    } else {
        o->won = won_play;
    }
    /* A result given with the points must agree with the play (rules.md 6).
     * An overbid game is lost "even if he took 61 points or more" (rules.md
     * 5): there both the result of the play and "lost" are accepted. */
    if (g->result != RULES_RES_NONE && g->points != RULES_POINTS_NONE) {
        bool said_won = g->result == RULES_RES_WON;
        if (said_won != won_play && !(o->overbid && !said_won))
            return sk_err_set(err, SK_INVALID,
                              _("result %s contradicts card points %d: the game is %s%s"),
                              said_won ? "won" : "lost", g->points, won_play ? "won" : "lost",
                              o->overbid ? " (and overbid)" : "");
    }
    return SK_OK;
}

int rules_evaluate(const rules_game *g, int table_size, rules_outcome *out, sk_err *err)
{
    rules_outcome o;
    memset(&o, 0, sizeof o);
    if (table_size != 3 && table_size != 4)
        return sk_err_set(err, SK_INVALID, _("table size %d is impossible: a table has 3 or 4 players"),
                          table_size);
    int rc = check_common(g, err);
    if (rc != SK_OK)
        return rc;
    rc = g->contract == RULES_NULL ? evaluate_null(g, &o, err) : evaluate_suit(g, &o, err);
    if (rc != SK_OK)
        return rc;

    o.score = o.won ? o.value : -2 * o.value;
    o.seeger = seeger_game(o.score, o.won);
    o.opponent_bonus = o.won ? 0 : seeger_bonus_per_lost(table_size);
    *out = o;
    return SK_OK;
}

void rules_describe(const rules_game *g, const rules_outcome *o, char *buf, size_t n)
{
    sk_buf b = {0};
    if (g->contract == RULES_NULL) {
        sk_buf_add(&b, rules_contract_label(RULES_NULL));
        if (g->hand)
            sk_buf_add(&b, _(" hand"));
        if (g->ouvert)
            sk_buf_add(&b, _(" ouvert"));
        sk_buf_printf(&b, " = %d", o->real_value);
    } else {
        int m = o->matadors < 0 ? -o->matadors : o->matadors;
        int k = m;
        sk_buf_printf(&b, _("%s %s %d, game %d"), rules_contract_label(g->contract),
                      o->matadors < 0 ? _("without") : _("with"), m, ++k);
        /* each level the game reached, counted on from the game's */
        const struct {
            bool on;
            const char *fmt;
        } lv[] = {
            {o->lv_hand, N_(", hand %d")},          {o->lv_schneider, N_(", schneider %d")},
            {o->lv_schneider_ann, N_(", announced %d")}, {o->lv_schwarz, N_(", schwarz %d")},
            {o->lv_schwarz_ann, N_(", announced %d")},   {o->lv_ouvert, N_(", ouvert %d")},
        };
        for (size_t i = 0; i < sizeof lv / sizeof lv[0]; i++)
            if (lv[i].on)
                sk_buf_printf(&b, _(lv[i].fmt), ++k);
        sk_buf_printf(&b, " = %d \u00d7 %d = %d", o->multiplier, o->base, o->real_value);
    }
    snprintf(buf, n, "%s", sk_buf_str(&b));
    sk_buf_free(&b);
}
