/* schword.c - see schword.h. */
#include "schword.h"

#include <stdio.h>
#include <string.h>

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
