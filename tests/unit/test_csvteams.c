/* test_csvteams.c - the teams CSV format (app/io/csvteams.c). */
#include <stdlib.h>
#include <string.h>

#include "csvteams.h"
#include "th.h"

static const char *err_at(const csvin_errors *e, size_t i)
{
    return i < e->n ? e->v[i].msg : "(none)";
}

static void test_good(void)
{
    const char *s = "\xEF\xBB\xBFPlayer,TEAM\r\nAnna,\"Kreuz, Buben\"\r\n\r\n17,\"Pik \"\"7\"\"\"\r\n"
                    "\"J\xC3\xBCrgen Wei\xC3\x9F\",Herz\n";
    csvteams t = {0};
    csvin_errors e = {0};
    TH_EQ_INT(csvteams_parse(s, strlen(s), &t, &e), SK_OK);
    TH_EQ_INT((int)e.n, 0);
    TH_EQ_INT((int)t.n, 3);
    if (t.n == 3) {
        TH_EQ_STR(t.v[0].team, "Kreuz, Buben");
        TH_EQ_STR(t.v[0].player, "Anna");
        TH_EQ_INT((int)t.v[0].line, 2);
        TH_EQ_STR(t.v[1].team, "Pik \"7\"");
        TH_EQ_STR(t.v[1].player, "17");
        TH_EQ_INT((int)t.v[1].line, 4);
        TH_EQ_STR(t.v[2].player, "J\xC3\xBCrgen Wei\xC3\x9F");
        TH_EQ_INT((int)t.v[2].line, 5);
    }
    csvteams_free(&t);
    csvin_errors_free(&e);
}

static void test_errors(void)
{
    const char *s = "team,player\n"
                    "A,\n"              /* 2: player empty */
                    "A,B,C\n"           /* 3: three fields */
                    "A,x\x01y\n"        /* 4: control character */
                    "A,ok\n"            /* 5: good */
                    "A,ok\n"            /* 6: the same line again */
                    "A,\"q\"z\n"        /* 7: malformed quotes */
                    "Z,b\xff\n";        /* 8: invalid UTF-8 */
    csvteams t = {0};
    csvin_errors e = {0};
    TH_EQ_INT(csvteams_parse(s, strlen(s), &t, &e), SK_INVALID);
    csvin_errors_sort(&e);
    TH_EQ_INT((int)e.n, 6);
    TH_EQ_INT((int)t.n, 1);
    TH_EQ_STR(err_at(&e, 0), "player: must not be empty");
    TH_EQ_STR(err_at(&e, 1), "3 fields: the header has 2");
    TH_EQ_STR(err_at(&e, 2), "player: control character U+0001 is not allowed");
    TH_EQ_STR(err_at(&e, 3), "player 'ok' of team 'A' is already on line 5");
    TH_CONTAINS(err_at(&e, 4), "malformed quotes");
    TH_EQ_STR(err_at(&e, 5), "player 'b\\xFF' is not valid UTF-8");
    TH_EQ_INT((int)e.v[5].line, 8);
    csvteams_free(&t);
    csvin_errors_free(&e);
}

static void test_header(void)
{
    csvteams t = {0};
    csvin_errors e = {0};
    const char *s = "team,team,club\nA,B,C\n";
    TH_EQ_INT(csvteams_parse(s, strlen(s), &t, &e), SK_INVALID);
    TH_EQ_INT((int)t.n, 0);
    TH_EQ_INT((int)e.n, 3);
    TH_EQ_STR(err_at(&e, 0), "header: column 'team' appears twice");
    TH_EQ_STR(err_at(&e, 1), "header: column 'club' is unknown: the columns are team,player");
    TH_EQ_STR(err_at(&e, 2), "header: column 'player' is missing: the columns are team,player");
    csvin_errors_free(&e);
    TH_EQ_INT(csvteams_parse("", 0, &t, &e), SK_INVALID);
    TH_EQ_INT((int)e.n, 1);
    TH_EQ_INT((int)e.v[0].line, 0);
    TH_CONTAINS(err_at(&e, 0), "the file is empty");
    csvin_errors_free(&e);
    /* binary junk: reported, no crash, nothing kept */
    char junk[300];
    for (int i = 0; i < 300; i++)
        junk[i] = (char)(i * 37 + 11);
    TH_EQ_INT(csvteams_parse(junk, sizeof junk, &t, &e), SK_INVALID);
    TH_EQ_INT((int)t.n, 0);
    TH_CHECK(e.n >= 1);
    csvteams_free(&t);
    csvin_errors_free(&e);
}

int main(void)
{
    TH_SUITE("csvteams");
    TH_RUN(test_good);
    TH_RUN(test_errors);
    TH_RUN(test_header);
    return th_done();
}
