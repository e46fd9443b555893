/* test_entrycode.c - table entry codes (app/core/entrycode.c): uniform
 * choice from random bytes, typed forms, formatting, comparison. */
#include <string.h>

#include "entrycode.h"
#include "th.h"

static void from_random(void)
{
    unsigned char b[ENTRYCODE_RANDOM_BYTES];
    char c[ENTRYCODE_LEN + 1];
    for (int i = 0; i < (int)sizeof b; i++)
        b[i] = (unsigned char)i;
    TH_CHECK(entrycode_from_random(b, sizeof b, c));
    TH_EQ_STR(c, "23456789");
    TH_CHECK(entrycode_valid(c));
    /* bytes 248..255 are skipped (they would favour the first 8 letters) */
    unsigned char hi[10] = {248, 255, 30, 31, 0, 1, 2, 3, 4, 5};
    TH_CHECK(entrycode_from_random(hi, sizeof hi, c));
    TH_EQ_STR(c, "Z2234567");
    /* too few usable bytes: no code */
    unsigned char few[9] = {250, 1, 2, 3, 4, 5, 6, 7, 251};
    TH_CHECK(!entrycode_from_random(few, sizeof few, c));
    TH_EQ_STR(c, "");
    /* every byte value below 248 maps to each letter equally often */
    int count[31] = {0};
    for (int v = 0; v < 248; v++) {
        unsigned char one[8];
        memset(one, v, sizeof one);
        TH_CHECK(entrycode_from_random(one, sizeof one, c));
        count[strchr(ENTRYCODE_ALPHABET, c[0]) - ENTRYCODE_ALPHABET]++;
    }
    for (int i = 0; i < 31; i++)
        TH_EQ_INT(count[i], 8);
}

static void typed(void)
{
    char c[ENTRYCODE_LEN + 1];
    TH_CHECK(entrycode_normalize("k7qm-3xpa", c));
    TH_EQ_STR(c, "K7QM3XPA");
    TH_CHECK(entrycode_normalize(" K7QM 3XPA ", c));
    TH_EQ_STR(c, "K7QM3XPA");
    TH_CHECK(!entrycode_normalize("K7QM3XP", c)); /* too short */
    TH_EQ_STR(c, "");
    TH_CHECK(!entrycode_normalize("K7QM3XPAA", c)); /* too long */
    TH_CHECK(!entrycode_normalize("K7QM3XP0", c));  /* 0 is not in the alphabet */
    TH_CHECK(!entrycode_normalize("K7QM3XPI", c));  /* nor I */
    TH_CHECK(!entrycode_normalize("K7QM3XP\xc3\xa4", c));
    TH_CHECK(!entrycode_normalize("", c));
    TH_CHECK(!entrycode_normalize(NULL, c));
    TH_CHECK(!entrycode_valid("k7qm3xpa"));
    TH_CHECK(entrycode_valid("K7QM3XPA"));
}

static void format_and_equal(void)
{
    char f[ENTRYCODE_LEN + 2];
    entrycode_format("K7QM3XPA", f);
    TH_EQ_STR(f, "K7QM-3XPA");
    TH_CHECK(entrycode_equal("K7QM3XPA", "K7QM3XPA"));
    TH_CHECK(!entrycode_equal("K7QM3XPA", "K7QM3XPB"));
    TH_CHECK(!entrycode_equal("K7QM3XPA", "K7QM3XP"));
    TH_CHECK(!entrycode_equal(NULL, "K7QM3XPA"));
}

int main(void)
{
    TH_SUITE("entrycode");
    TH_RUN(from_random);
    TH_RUN(typed);
    TH_RUN(format_and_equal);
    return th_done();
}
