/* schword.c - see schword.h. */
#include "schword.h"

#include <stdio.h>
#include <string.h>

static const char *const wend_words[] = {"alte", "gerufen", "solo"};
static const char *const bav_words[] = {"ruf", "wenz", "solo", "geier", "farbwenz",
                                        "hochzeit", "bettel", "ramsch", "thrown-in"};

/* Another word a parser takes for a value. */
typedef struct word_alias {
    const char *word;
    int value;
} word_alias;

/* The index of s among words[0..n) (ASCII case ignored), else the value
 * of its alias (aliases end in {NULL}), else -1. */
static int parse_word(const char *s, const char *const *words, int n, const word_alias *aliases)
{
    if (!s)
        return -1;
    for (int i = 0; i < n; i++)
        if (sk_streq_ci(s, words[i]))
            return i;
    for (; aliases->word; aliases++)
        if (sk_streq_ci(s, aliases->word))
            return aliases->value;
    return -1;
}

int sch_wend_contract_parse(const char *s)
{
    static const word_alias aliases[] = {
        {"alten", SCH_WEND_ALTE},    {"die-alten", SCH_WEND_ALTE}, {"called", SCH_WEND_GERUFEN},
        {"hochzeit", SCH_WEND_GERUFEN}, {NULL, 0},
    };
    return parse_word(s, wend_words, 3, aliases);
}

int sch_bav_kind_parse(const char *s)
{
    static const word_alias aliases[] = {
        {"rufspiel", SCH_BAV_RUF},
        {"sauspiel", SCH_BAV_RUF},
        {"sau", SCH_BAV_RUF},
        {"farbsolo", SCH_BAV_SOLO},
        {"zusammengeworfen", SCH_BAV_THROWN_IN},
        {"thrown_in", SCH_BAV_THROWN_IN},
        {"thrownin", SCH_BAV_THROWN_IN},
        {NULL, 0},
    };
    return parse_word(s, bav_words, SCH_BAV_NKINDS, aliases);
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
    static const word_alias words[] = {
        {"eichel", SCH_EICHEL}, {"kreuz", SCH_EICHEL},   {"gras", SCH_GRAS},
        {"gruen", SCH_GRAS},    {"grün", SCH_GRAS},      {"blatt", SCH_GRAS},
        {"laub", SCH_GRAS},     {"pik", SCH_GRAS},       {"herz", SCH_HERZ},
        {"rot", SCH_HERZ},      {"schellen", SCH_SCHELLEN}, {"karo", SCH_SCHELLEN},
        {NULL, 0},
    };
    return parse_word(s, NULL, 0, words);
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

int sch_kontra_parse(const char *s)
{
    static const char *const w[] = {"none", "kontra", "re", "sub", "hirsch"};
    static const word_alias aliases[] = {
        {"stoss", 1}, {"stoß", 1}, {"spritze", 1}, {"retour", 2}, {NULL, 0},
    };
    int v = parse_word(s, w, 5, aliases);
    if (v < 0 && s && s[0] >= '0' && s[0] <= '4' && !s[1])
        return s[0] - '0';
    return v;
}
