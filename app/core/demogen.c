/* demogen.c - see demogen.h.  All probabilities are in per mille. */
#include "demogen.h"

#include <string.h>

/* true with probability pm per mille */
static int chance(rng *r, unsigned pm)
{
    return rng_below(r, 1000) < pm;
}

/* uniform in [lo, hi] */
static int between(rng *r, int lo, int hi)
{
    return lo + (int)rng_below(r, (uint64_t)(hi - lo + 1));
}

/* Pick an index from per-mille weights summing to 1000. */
static int pick(rng *r, const unsigned *w, int n)
{
    unsigned x = (unsigned)rng_below(r, 1000), acc = 0;
    for (int i = 0; i < n; i++) {
        acc += w[i];
        if (x < acc)
            return i;
    }
    return n - 1;
}

/* A legal bid in [18, max]: 18 about half the time, else uniform among
 * the legal values up to max. */
static int fitting_bid(rng *r, int max)
{
    if (max < 18 || chance(r, 480))
        return 18;
    int vals[256], n = 0;
    for (int v = 18; v <= max && n < 256; v++)
        if (rules_is_game_value(v))
            vals[n++] = v;
    return vals[rng_below(r, (uint64_t)n)];
}

/* Card points for a won game without announcement: mostly 61..89. */
static int won_points(rng *r)
{
    static const unsigned w[] = {350, 400, 200, 50};
    switch (pick(r, w, 4)) {
    case 0: return between(r, 61, 75);
    case 1: return between(r, 76, 89);
    case 2: return between(r, 90, 110);
    default: {
        int p = between(r, 111, 120);
        return p == 119 ? 120 : p;
    }
    }
}

/* Card points for a lost game: mostly 31..60, some Schneider. */
static int lost_points(rng *r)
{
    if (chance(r, 850))
        return between(r, 31, 60);
    int p = between(r, 0, 30);
    return p == 1 ? 0 : p;
}

static void gen_null(rng *r, rules_game *g)
{
    static const unsigned w[] = {560, 190, 160, 90}; /* null, hand, ouvert, ouvert hand */
    int k = pick(r, w, 4);
    g->contract = RULES_NULL;
    g->hand = k == 1 || k == 3;
    g->ouvert = k >= 2;
    int value = g->ouvert ? (g->hand ? 59 : 46) : (g->hand ? 35 : 23);
    g->bid = fitting_bid(r, value);
    g->result = chance(r, g->ouvert ? 800 : 700) ? RULES_RES_WON : RULES_RES_LOST;
}

static void gen_trump(rng *r, rules_contract c, rules_game *g)
{
    g->contract = c;
    int grand = c == RULES_GRAND;
    /* matadors: index 0..4 with 1..5, 5..9 without 1..5 */
    static const unsigned w_suit[] = {280, 160, 70, 40, 10, 220, 120, 60, 30, 10};
    static const unsigned w_grand[] = {250, 300, 120, 80, 0, 120, 80, 30, 20, 0};
    int k = pick(r, grand ? w_grand : w_suit, 10);
    int m = k % 5 + 1;
    g->matadors = k < 5 ? m : -m;

    g->hand = chance(r, grand ? 150 : 90);
    if (g->hand) {
        if (chance(r, 20))
            g->ouvert = true;
        else if (chance(r, 110))
            g->announce = chance(r, 150) ? RULES_ANN_SCHWARZ : RULES_ANN_SCHNEIDER;
    }
    int base = rules_base_value(c);
    int levels = 1 + g->hand;
    if (g->ouvert)
        levels += 5;
    else if (g->announce == RULES_ANN_SCHNEIDER)
        levels += 2;
    else if (g->announce == RULES_ANN_SCHWARZ)
        levels += 4;
    int planned = (m + levels) * base;   /* the value without Schneider reached */

    /* overbid: about 3 % of all games (4 % of the suit/grand ones) */
    if (!g->ouvert && g->announce == RULES_ANN_NONE && planned < RULES_MAX_VALUE &&
        chance(r, 40)) {
        g->bid = rules_next_bid(planned);
        /* no Schneider, or the levels reached would save the game */
        g->points = chance(r, 600) ? between(r, 61, 89) : between(r, 31, 60);
        return;
    }
    g->bid = fitting_bid(r, planned);

    if (g->ouvert || g->announce == RULES_ANN_SCHWARZ) {
        if (chance(r, g->ouvert ? 850 : 450)) {
            g->points = 120;
            g->schwarz = true;
        } else {
            g->points = between(r, 60, 118);
        }
        return;
    }
    if (g->announce == RULES_ANN_SCHNEIDER) {
        if (chance(r, 600)) {
            g->points = between(r, 90, 120);
            if (g->points == 119)
                g->points = 120;
            g->schwarz = g->points == 120 && chance(r, 300);
        } else {
            g->points = between(r, 50, 89);
        }
        return;
    }
    int won = chance(r, 790);
    if (chance(r, 30)) {
        /* conceded early: entered by the result */
        g->result = won ? RULES_RES_WON : RULES_RES_LOST;
        g->schneider = chance(r, 120);
        return;
    }
    g->points = won ? won_points(r) : lost_points(r);
    if (g->points == 120)
        g->schwarz = chance(r, 500);     /* the opponents took no trick */
    else if (g->points == 0)
        g->schwarz = chance(r, 400);     /* the declarer took no trick */
}

void demogen_game(rng *r, const game_table_rules *t, int series, int table_no,
                  int game_no, game_entry *e)
{
    memset(e, 0, sizeof *e);
    rules_game_init(&e->g);
    e->series = series;
    e->table_no = table_no;
    e->game_no = game_no;

    /* passed 5 %, null 8 %, grand 20 %, suits 67 % */
    static const unsigned w[] = {50, 80, 200, 190, 170, 160, 150};
    int k = pick(r, w, 7);
    if (k == 0) {
        e->passed = true;
        return;
    }
    if (t->table_size == 4) {
        int dealer = game_dealer_seat(t, game_no);
        int s = between(r, 1, 3);
        e->declarer = s >= dealer ? s + 1 : s;
    } else {
        e->declarer = between(r, 1, t->table_size);
    }
    if (k == 1)
        gen_null(r, &e->g);
    else if (k == 2)
        gen_trump(r, RULES_GRAND, &e->g);
    else
        gen_trump(r, (rules_contract)(RULES_CLUBS + (k - 3)), &e->g);
}

void demogen_table(const game_table_rules *t, uint64_t seed, int series, int table_no,
                   game_entry *out)
{
    rng r;
    rng_seed(&r, seed);
    /* a stream of its own per (series, table) */
    uint64_t mix = rng_next(&r) ^ ((uint64_t)(unsigned)series * 0xD1B54A32D192ED03ULL) ^
                   ((uint64_t)(unsigned)table_no * 0x8CB92BA72F3D8DD7ULL);
    rng_seed(&r, mix);
    for (int i = 0; i < t->series_games; i++)
        demogen_game(&r, t, series, table_no, i + 1, &out[i]);
}
