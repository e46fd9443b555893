/* test_csvin.c - the CSV parsers (games, players, seats) and csvout. */
#include <stdlib.h>
#include <string.h>

#include "csvin.h"
#include "csvout.h"
#include "th.h"

#define H CSVIN_GAMES_HEADER "\n"

/* Parse games text; returns the formatted error list (caller frees). */
static char *games(const char *text, csvin_games *gs, int *rc)
{
    csvin_errors e = {0};
    *rc = csvin_games_parse(text, strlen(text), gs, &e);
    sk_buf b = {0};
    csvin_errors_sort(&e);
    csvin_errors_format(&e, &b);
    csvin_errors_free(&e);
    return sk_buf_take(&b);
}

/* Line numbers count LF, CRLF and lone CR line ends alike (found by
 * fuzz_csvgames: CR-only files were numbered one line short). */
/* '06' and '6' are one start number (found by fuzz_csvplayers). */
static void test_players_number_by_value(void)
{
    csvin_players ps = {0};
    csvin_errors e = {0};
    const char *t = "name,number,club\nAnna,06,\nBernd,6,\n";
    TH_EQ_INT(csvin_players_parse(t, strlen(t), &ps, &e), SK_INVALID);
    TH_EQ_INT(e.n, 1);
    if (e.n == 1) {
        TH_EQ_INT(e.v[0].line, 3);
        TH_EQ_STR(e.v[0].msg, "number 6 is already on line 2: start numbers are unique");
    }
    csvin_errors_free(&e);
    csvin_players_free(&ps);
}

static void test_games_cr_line_numbers(void)
{
    csvin_games gs = {0};
    int rc;
    char *err = games(CSVIN_GAMES_HEADER "\r"
                      "1,2,1,2,clubs,2,0,0,,18,75,0,0,\r"
                      "1,2,2,2,clubs,2,0,0,,+18,75,0,0,\r\n"
                      "1,2,3,,passed,,,,,,,,,\n"
                      "1,2,4,,passed,,,,,,,,,1\r",
                      &gs, &rc);
    TH_EQ_INT(rc, SK_INVALID);
    TH_EQ_STR(err, "line 3: bid '+18' is not a whole number\n"
                   "line 5: result '1' given for a passed game: a passed game has only "
                   "series, table and game\n");
    TH_EQ_INT(gs.n, 2);
    if (gs.n == 2) {
        TH_EQ_INT(gs.line[0], 2);
        TH_EQ_INT(gs.line[1], 4);
    }
    free(err);
    csvin_games_free(&gs);
}

static void test_games_basic(void)
{
    csvin_games gs = {0};
    int rc;
    char *err = games(H
                      "1,2,1,2,clubs,2,0,0,,18,75,0,0,\n"
                      "1,2,2,,passed,,,,,,,,,\n"
                      "1,2,3,3,null,,1,1,,,,,,lost\n"
                      "1,2,4,1,grand,-3,1,0,schneider,,,1,0,won\n",
                      &gs, &rc);
    TH_EQ_INT(rc, SK_OK);
    TH_EQ_STR(err, "");
    TH_EQ_INT(gs.n, 4);
    if (gs.n == 4) {
        TH_EQ_INT(gs.line[0], 2);
        TH_EQ_INT(gs.v[0].series, 1);
        TH_EQ_INT(gs.v[0].table_no, 2);
        TH_EQ_INT(gs.v[0].game_no, 1);
        TH_EQ_INT(gs.v[0].declarer, 2);
        TH_EQ_INT(gs.v[0].g.contract, RULES_CLUBS);
        TH_EQ_INT(gs.v[0].g.matadors, 2);
        TH_EQ_INT(gs.v[0].g.points, 75);
        TH_EQ_INT(gs.v[0].g.bid, 18);
        TH_CHECK(gs.v[1].passed);
        TH_EQ_INT(gs.v[1].declarer, 0);
        TH_EQ_INT(gs.v[2].g.contract, RULES_NULL);
        TH_CHECK(gs.v[2].g.hand && gs.v[2].g.ouvert);
        TH_EQ_INT(gs.v[2].g.result, RULES_RES_LOST);
        TH_EQ_INT(gs.v[2].g.points, RULES_POINTS_NONE);
        TH_EQ_INT(gs.v[3].g.matadors, -3);
        TH_EQ_INT(gs.v[3].g.announce, RULES_ANN_SCHNEIDER);
        TH_CHECK(gs.v[3].g.schneider);
        TH_EQ_INT(gs.v[3].g.bid, 18);     /* empty bid = 18 */
        TH_EQ_INT(gs.v[3].g.result, RULES_RES_WON);
        TH_EQ_INT(gs.line[3], 5);
    }
    free(err);
    csvin_games_free(&gs);
}

static void test_games_columns_any_order(void)
{
    csvin_games gs = {0};
    int rc;
    char *err = games("RESULT,schwarz,schneider,points,bid,announce,ouvert,hand,matadors,"
                      "contract,declarer,game,table,series\n"
                      ",0,0,88,24,,0,0,-1,Pik,3,7,1,2\n",
                      &gs, &rc);
    TH_EQ_INT(rc, SK_OK);
    TH_EQ_STR(err, "");
    TH_EQ_INT(gs.n, 1);
    if (gs.n == 1) {
        TH_EQ_INT(gs.v[0].series, 2);
        TH_EQ_INT(gs.v[0].table_no, 1);
        TH_EQ_INT(gs.v[0].game_no, 7);
        TH_EQ_INT(gs.v[0].g.contract, RULES_SPADES);
        TH_EQ_INT(gs.v[0].g.bid, 24);
        TH_EQ_INT(gs.v[0].g.points, 88);
    }
    free(err);
    csvin_games_free(&gs);
}

static void test_games_header_errors(void)
{
    csvin_games gs = {0};
    int rc;
    char *err = games("series,table,game,declarer,contract,matadors,hand,ouvert,announce,bid,"
                      "points,schneider,schwarz,result,comment\n1,1,1,,passed,,,,,,,,,,x\n",
                      &gs, &rc);
    TH_EQ_INT(rc, SK_INVALID);
    TH_CONTAINS(err, "line 1: header: column 'comment' is unknown");
    TH_EQ_INT(gs.n, 0);
    free(err);

    err = games("series,table,game,declarer,contract,matadors,hand,ouvert,announce,bid,"
                "points,schneider,result\n", &gs, &rc);
    TH_EQ_INT(rc, SK_INVALID);
    TH_CONTAINS(err, "line 1: header: column 'schwarz' is missing");
    free(err);

    err = games("series,table,game,declarer,contract,matadors,hand,ouvert,announce,bid,"
                "points,schneider,schwarz,result,bid\n", &gs, &rc);
    TH_EQ_INT(rc, SK_INVALID);
    TH_CONTAINS(err, "line 1: header: column 'bid' appears twice");
    free(err);

    err = games("", &gs, &rc);
    TH_EQ_INT(rc, SK_INVALID);
    TH_CONTAINS(err, "the file is empty: the first line must be the header series,table,");
    free(err);

    err = games("\xEF\xBB\xBF\r\n\n", &gs, &rc);
    TH_EQ_INT(rc, SK_INVALID);
    TH_CONTAINS(err, "the file is empty");
    free(err);

    /* header only: no games, no error */
    err = games(H, &gs, &rc);
    TH_EQ_INT(rc, SK_OK);
    TH_EQ_STR(err, "");
    TH_EQ_INT(gs.n, 0);
    free(err);
    csvin_games_free(&gs);
}

static void test_games_bom_crlf_quotes(void)
{
    csvin_games gs = {0};
    int rc;
    char *err = games("\xEF\xBB\xBF" "series,table,game,declarer,contract,matadors,hand,ouvert,"
                      "announce,bid,points,schneider,schwarz,result\r\n"
                      "\"1\",1,1,2,\"grand\",\"2\",0,0,,\"18\",61,0,0,\r\n"
                      "\r\n"
                      "1,1,2,3,\"hearts\",1,0,0,,,60,0,0,\"lost\"\r\n",
                      &gs, &rc);
    TH_EQ_INT(rc, SK_OK);
    TH_EQ_STR(err, "");
    TH_EQ_INT(gs.n, 2);
    if (gs.n == 2) {
        TH_EQ_INT(gs.v[0].g.contract, RULES_GRAND);
        TH_EQ_INT(gs.v[0].g.points, 61);
        TH_EQ_INT(gs.line[1], 4);  /* the blank line counts */
        TH_EQ_INT(gs.v[1].g.result, RULES_RES_LOST);
    }
    free(err);
    csvin_games_free(&gs);
}

static void test_games_field_errors(void)
{
    csvin_games gs = {0};
    int rc;
    char *err = games(H
                      "1,1,1,2,clubs,2,0,0,,' 18',75,0,0,\n"          /* 2: not used: ' */
                      "1,1,2,2,clubs,2,0,0,, 18,75,0,0,\n"            /* 3 */
                      "1,1,3,2,clubs,2,0,0,,+18,75,0,0,\n"            /* 4 */
                      "1,1,4,2,clubs,2,yes,0,,18,75,0,0,\n"           /* 5 */
                      "1,1,5,2,clubs,2,0,0,maybe,18,75,0,0,\n"        /* 6 */
                      "1,1,6,2,clubs,2,0,0,,18,130,0,0,\n"            /* 7 */
                      "1,1,7,2,clubs,2,0,0,,18,75,0,0,draw\n"         /* 8 */
                      "1,1,8,2,trumps,2,0,0,,18,75,0,0,\n"            /* 9 */
                      "0,1,9,2,clubs,2,0,0,,18,75,0,0,\n"             /* 10 */
                      "1,1,10,,clubs,2,0,0,,18,75,0,0,\n"             /* 11 */
                      "1,1,11,2,passed,,,,,,,,,\n"                    /* 12 */
                      "1,1,12,,passed,,,,,18,,,,\n"                   /* 13 */
                      "1,1,13,2,clubs,2,0,0,,18,75,0,0\n"             /* 14: 13 fields */
                      "1,1,14,2,clubs,2,0,0,,18,-5,0,0,\n"            /* 15 */
                      "1,1,15,2,clubs,2,0,0,,18,99999999999999999999,0,0,\n" /* 16 */
                      "1,1,16,2,clubs,2,0,0,,18,75,0,0,\n",           /* 17: fine */
                      &gs, &rc);
    TH_EQ_INT(rc, SK_INVALID);
    TH_CONTAINS(err, "line 2: bid '\\x27 18\\x27' is not a whole number");
    TH_CONTAINS(err, "line 3: bid ' 18' is not a whole number");
    TH_CONTAINS(err, "line 4: bid '+18' is not a whole number");
    TH_CONTAINS(err, "line 5: hand 'yes' must be 0, 1 or empty");
    TH_CONTAINS(err, "line 6: announce 'maybe' is unknown");
    TH_CONTAINS(err, "line 7: points 130 are impossible: card points lie between 0 and 120");
    TH_CONTAINS(err, "line 8: result 'draw' is unknown");
    TH_CONTAINS(err, "line 9: contract 'trumps' is unknown");
    TH_CONTAINS(err, "line 10: series 0 is out of range");
    TH_CONTAINS(err, "line 11: declarer missing");
    TH_CONTAINS(err, "line 12: declarer '2' given for a passed game");
    TH_CONTAINS(err, "line 13: bid '18' given for a passed game");
    TH_CONTAINS(err, "line 14: 13 fields: the header has 14");
    TH_CONTAINS(err, "line 15: points -5 are impossible");
    TH_CONTAINS(err, "line 16: points 99999999999999999999 are impossible");
    TH_CHECK(strstr(err, "\nline 17") == NULL);
    TH_EQ_INT(gs.n, 1);
    if (gs.n == 1)
        TH_EQ_INT(gs.line[0], 17);
    free(err);
    csvin_games_free(&gs);
}

static void test_games_malformed(void)
{
    csvin_games gs = {0};
    int rc;
    /* bad quotes on line 2, good row on 3, overlong field on 4, NUL on 5,
     * invalid UTF-8 on 6, unterminated quote from 8 */
    char big[400];
    memset(big, 'x', sizeof big - 1);
    big[sizeof big - 1] = '\0';
    sk_buf b = {0};
    sk_buf_add(&b, H);
    sk_buf_add(&b, "1,1,1,2,cl\"ubs,2,0,0,,18,75,0,0,\n");
    sk_buf_add(&b, "1,1,2,2,clubs,2,0,0,,18,75,0,0,\n");
    sk_buf_printf(&b, "1,1,3,2,clubs,2,0,0,,18,75,0,0,%s\n", big);
    sk_buf_addn(&b, "1,1,4,2,clu\0bs,2,0,0,,18,75,0,0,\n", 33);
    sk_buf_add(&b, "1,1,5,2,clubs\xC3\x28,2,0,0,,18,75,0,0,\n");
    sk_buf_add(&b, "1,1,6,2,clubs,2,0,0,,18,75,0,0,\n");
    sk_buf_add(&b, "1,1,7,2,\"clubs,2,0,0,,18,75,0,0,\n1,1,8\n");
    csvin_errors e = {0};
    rc = csvin_games_parse(b.s, b.len, &gs, &e);
    sk_buf out = {0};
    csvin_errors_format(&e, &out);
    TH_EQ_INT(rc, SK_INVALID);
    TH_CONTAINS(out.s, "line 2: malformed quotes");
    TH_CONTAINS(out.s, "line 4: result is 399 bytes long: at most 200 are allowed");
    TH_CONTAINS(out.s, "line 5: contract contains a NUL byte");
    TH_CONTAINS(out.s, "line 6: contract 'clubs\\xC3(' is not valid UTF-8");
    TH_CONTAINS(out.s, "line 8: unterminated quote");
    TH_EQ_INT(gs.n, 2);
    if (gs.n == 2) {
        TH_EQ_INT(gs.line[0], 3);
        TH_EQ_INT(gs.line[1], 7);
    }
    sk_buf_free(&out);
    sk_buf_free(&b);
    csvin_errors_free(&e);
    csvin_games_free(&gs);
}

static void test_games_binary_garbage(void)
{
    unsigned char junk[4096];
    unsigned long long x = 12345;
    for (size_t i = 0; i < sizeof junk; i++) {
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        junk[i] = (unsigned char)(x >> 56);
    }
    csvin_games gs = {0};
    csvin_errors e = {0};
    int rc = csvin_games_parse((const char *)junk, sizeof junk, &gs, &e);
    TH_EQ_INT(rc, SK_INVALID);
    TH_CHECK(e.n >= 1);
    TH_EQ_INT(gs.n, 0);
    csvin_errors_free(&e);
    csvin_games_free(&gs);
}

/* a table lookup for validate: series 1, tables 1 (4 players) and 2 (3) */
static int lookup(void *ud, int series, int table_no, game_table_rules *t, sk_err *err)
{
    int *calls = ud;
    (*calls)++;
    if (series != 1 || table_no < 1 || table_no > 2)
        return sk_err_set(err, SK_INVALID, "series %d has no table %d", series, table_no);
    t->table_size = table_no == 1 ? 4 : 3;
    t->series_games = table_no == 1 ? 48 : 36;
    t->first_dealer = 1;
    return SK_OK;
}

static void test_games_validate(void)
{
    csvin_games gs = {0};
    int rc;
    char *err = games(H
                      "1,1,1,2,clubs,2,0,0,,18,119,0,0,\n"   /* 2: 119 impossible */
                      "1,1,2,2,clubs,2,0,0,,18,75,0,0,\n"    /* 3: dealer of game 2 */
                      "1,1,3,2,clubs,2,0,0,,19,75,0,0,\n"    /* 4: bid 19 */
                      "1,1,4,2,null,,0,0,,,,,,\n"            /* 5: null without result */
                      "1,1,49,2,clubs,2,0,0,,18,75,0,0,\n"   /* 6: outside the series */
                      "1,9,1,2,clubs,2,0,0,,18,75,0,0,\n"    /* 7: no table */
                      "1,2,1,2,clubs,2,0,0,,18,75,0,0,\n"    /* 8: ok */
                      "1,2,1,3,spades,1,0,0,,18,75,0,0,\n"   /* 9: duplicate of 8 */
                      "1,2,2,4,spades,1,0,0,,18,75,0,0,\n"   /* 10: seat 4 at a 3-table */
                      "1,2,3,1,grand,1,0,0,,,70,0,0,won\n"   /* 11: ok */
                      "1,2,4,1,grand,1,0,0,,,70,0,0,lost\n", /* 12: contradicts */
                      &gs, &rc);
    TH_EQ_INT(rc, SK_OK);
    TH_EQ_STR(err, "");
    free(err);
    csvin_errors e = {0};
    int calls = 0;
    rules_outcome *outs = calloc(gs.n, sizeof *outs);
    rc = csvin_games_validate(&gs, lookup, &calls, outs, &e);
    TH_EQ_INT(rc, SK_INVALID);
    TH_CHECK(calls <= 4); /* cached for runs of one table */
    csvin_errors_sort(&e);
    sk_buf b = {0};
    csvin_errors_format(&e, &b);
    TH_CONTAINS(b.s, "line 2: card points 119 are impossible");
    TH_CONTAINS(b.s, "line 3: declarer seat 2 deals game 2");
    TH_CONTAINS(b.s, "line 4: bid 19 is not a possible game value");
    TH_CONTAINS(b.s, "line 5: result missing: null games need won or lost");
    TH_CONTAINS(b.s, "line 6: game 49 is outside the series");
    TH_CONTAINS(b.s, "line 7: series 1 has no table 9");
    TH_CONTAINS(b.s, "line 9: game 1 of series 1 table 2 is already on line 8");
    TH_CONTAINS(b.s, "line 10: declarer seat 4 is not a seat of this table");
    TH_CONTAINS(b.s, "line 12: result lost contradicts card points 70");
    TH_CHECK(strstr(b.s, "\nline 8:") == NULL);
    TH_CHECK(strstr(b.s, "\nline 11:") == NULL);
    TH_EQ_INT(e.n, 9);
    /* outcomes of the valid games */
    TH_EQ_INT(outs[6].value, 36);   /* clubs with 2: 3 x 12 */
    TH_CHECK(outs[6].won);
    TH_EQ_INT(outs[9].value, 48);   /* grand with 1 */
    free(outs);
    sk_buf_free(&b);
    csvin_errors_free(&e);
    csvin_games_free(&gs);
}

static void test_round_trip(void)
{
    csvin_games gs = {0};
    int rc;
    char *err = games(H
                      "1,1,1,2,Kreuz,2,0,0,,18,75,0,0,\n"
                      "1,1,2,,PASSED,,0,,,,,0,,\n"
                      "1,1,3,4,null,,1,1,,23,,,,lost\n"
                      "1,1,4,1,grand,-3,1,0,schwarz,,,1,1,won\n"
                      "1,1,5,1,diamonds,1,0,0,,36,120,0,1,\n"
                      "2,3,5,1,grand,4,1,1,,,120,,1,won\n",
                      &gs, &rc);
    TH_EQ_INT(rc, SK_OK);
    TH_EQ_STR(err, "");
    free(err);
    sk_buf out = {0};
    csvout_games_header(&out);
    for (size_t i = 0; i < gs.n; i++)
        csvout_game(&out, &gs.v[i]);
    TH_CONTAINS(out.s, "1,1,2,,passed,,,,,,,,,\n");
    TH_CONTAINS(out.s, "1,1,1,2,clubs,2,0,0,,18,75,0,0,\n");
    TH_CONTAINS(out.s, "1,1,3,4,null,,1,1,,23,,0,0,lost\n");
    csvin_games back = {0};
    char *err2 = games(out.s, &back, &rc);
    TH_EQ_INT(rc, SK_OK);
    TH_EQ_STR(err2, "");
    TH_EQ_INT(back.n, gs.n);
    for (size_t i = 0; i < gs.n && i < back.n; i++)
        TH_CHECK(memcmp(&gs.v[i], &back.v[i], sizeof gs.v[i]) == 0);
    sk_buf again = {0};
    csvout_games_header(&again);
    for (size_t i = 0; i < back.n; i++)
        csvout_game(&again, &back.v[i]);
    TH_EQ_STR(again.s, out.s);
    free(err2);
    sk_buf_free(&again);
    sk_buf_free(&out);
    csvin_games_free(&back);
    csvin_games_free(&gs);
}

static void test_csvout_field(void)
{
    sk_buf b = {0};
    csvout_field(&b, "plain", 5);
    sk_buf_add(&b, "|");
    csvout_field(&b, "a,b", 3);
    sk_buf_add(&b, "|");
    csvout_field(&b, "say \"hi\"", 8);
    sk_buf_add(&b, "|");
    csvout_field(&b, " pad", 4);
    sk_buf_add(&b, "|");
    csvout_field(&b, "two\nlines", 9);
    TH_EQ_STR(b.s, "plain|\"a,b\"|\"say \"\"hi\"\"\"|\" pad\"|\"two\nlines\"");
    sk_buf_free(&b);

    /* players written by csvout read back the same */
    csvout_players_header(&b);
    csvout_player(&b, "Jürgen \"Jü\" Weiß", 7, "SC Grün, Wien");
    csvout_player(&b, "Anna", 0, "");
    csvin_players ps = {0};
    csvin_errors e = {0};
    TH_EQ_INT(csvin_players_parse(b.s, b.len, &ps, &e), SK_OK);
    TH_EQ_INT(ps.n, 2);
    if (ps.n == 2) {
        TH_EQ_STR(ps.v[0].name, "Jürgen \"Jü\" Weiß");
        TH_EQ_INT(ps.v[0].number, 7);
        TH_EQ_STR(ps.v[0].club, "SC Grün, Wien");
        TH_EQ_STR(ps.v[1].name, "Anna");
        TH_EQ_INT(ps.v[1].number, 0);
        TH_EQ_STR(ps.v[1].club, "");
    }
    csvin_players_free(&ps);
    csvin_errors_free(&e);
    sk_buf_free(&b);
}

static char *players(const char *text, csvin_players *ps, int *rc)
{
    csvin_errors e = {0};
    *rc = csvin_players_parse(text, strlen(text), ps, &e);
    sk_buf b = {0};
    csvin_errors_sort(&e);
    csvin_errors_format(&e, &b);
    csvin_errors_free(&e);
    return sk_buf_take(&b);
}

static void test_players(void)
{
    csvin_players ps = {0};
    int rc;
    char *err = players("club,name,number\r\n"
                        "SC Grün,Jürgen Weiß,1\r\n"
                        ",Anna Öztürk,\r\n"
                        "\"Herz, Dame\",\"Huber, Sepp\",12\r\n",
                        &ps, &rc);
    TH_EQ_INT(rc, SK_OK);
    TH_EQ_STR(err, "");
    TH_EQ_INT(ps.n, 3);
    if (ps.n == 3) {
        TH_EQ_STR(ps.v[0].name, "Jürgen Weiß");
        TH_EQ_STR(ps.v[0].club, "SC Grün");
        TH_EQ_INT(ps.v[0].number, 1);
        TH_EQ_INT(ps.v[1].number, 0);
        TH_EQ_STR(ps.v[2].name, "Huber, Sepp");
        TH_EQ_INT(ps.v[2].line, 4);
    }
    free(err);
    csvin_players_free(&ps);

    err = players("name,number,club\n"
                  ",1,x\n"                /* 2: empty name */
                  "Max,x1,\n"             /* 3 */
                  "Max,2,\n"              /* 4: ok */
                  "Max,3,\n"              /* 5: duplicate name */
                  "Eva,2,\n"              /* 6: duplicate number */
                  " Eva,4,\n"             /* 7: spaces */
                  "Eva\x01,5,\n"          /* 8: control character */
                  "Ida,0,\n"              /* 9: number 0 */
                  "Ida,-4,\n"             /* 10 */
                  "Ida,5\n",              /* 11: 2 fields */
                  &ps, &rc);
    TH_EQ_INT(rc, SK_INVALID);
    TH_CONTAINS(err, "line 2: name: must not be empty");
    TH_CONTAINS(err, "line 3: number 'x1' is not a whole number");
    TH_CONTAINS(err, "line 5: name 'Max' is already on line 4");
    TH_CONTAINS(err, "line 6: number 2 is already on line 4");
    TH_CONTAINS(err, "line 7: name: must not start or end with a space");
    TH_CONTAINS(err, "line 8: name: control character U+0001 is not allowed");
    TH_CONTAINS(err, "line 9: number 0 is out of range: 1 to 999999");
    TH_CONTAINS(err, "line 10: number -4 is out of range");
    TH_CONTAINS(err, "line 11: 2 fields: the header has 3");
    TH_CHECK(strstr(err, "\nline 4:") == NULL);
    TH_EQ_INT(ps.n, 1);
    free(err);
    csvin_players_free(&ps);

    err = players("name,number\n", &ps, &rc);
    TH_EQ_INT(rc, SK_INVALID);
    TH_CONTAINS(err, "line 1: header: column 'club' is missing");
    free(err);
    csvin_players_free(&ps);
}

static char *seats(const char *text, csvin_seats *ss, int *rc)
{
    csvin_errors e = {0};
    *rc = csvin_seats_parse(text, strlen(text), ss, &e);
    sk_buf b = {0};
    csvin_errors_sort(&e);
    csvin_errors_format(&e, &b);
    csvin_errors_free(&e);
    return sk_buf_take(&b);
}

static void test_seats(void)
{
    csvin_seats ss = {0};
    int rc;
    char *err = seats("series,table,seat,player\n"
                      "1,1,1,Jürgen Weiß\n1,1,2,7\n1,1,3,Anna\n"
                      "1,2,3,Eva\n1,2,1,Max\n1,2,2,Ida\n1,2,4,12\n"
                      "2,1,1,Anna\n2,1,2,Max\n2,1,3,Jürgen Weiß\n",
                      &ss, &rc);
    TH_EQ_INT(rc, SK_OK);
    TH_EQ_STR(err, "");
    TH_EQ_INT(ss.n, 10);
    if (ss.n == 10) {
        TH_EQ_STR(ss.v[0].player, "Jürgen Weiß");
        TH_EQ_INT(ss.v[0].number, 0);
        TH_EQ_INT(ss.v[1].number, 7);
        TH_EQ_INT(ss.v[3].seat, 3);    /* kept in file order */
        TH_EQ_INT(ss.v[3].line, 5);
    }
    free(err);
    csvin_seats_free(&ss);

    err = seats("series,table,seat,player\n"
                "1,1,1,A\n1,1,2,B\n"              /* table 1: 2 seats (line 2) */
                "1,2,1,C\n1,2,2,D\n1,2,4,E\n"     /* table 2: 1,2,4 (line 4) */
                "1,3,1,F\n1,3,2,G\n1,3,3,H\n"
                "1,3,3,I\n"                       /* 10: seat twice */
                "1,4,1,F\n"                       /* 11: F twice in series 1 */
                "1,4,5,J\n"                       /* 12: seat 5 */
                "1,5,1,\n",                       /* 13: empty player */
                &ss, &rc);
    TH_EQ_INT(rc, SK_INVALID);
    TH_CONTAINS(err, "line 2: series 1 table 1 has seats 1, 2: a table has seats 1 to 3 or 1 to 4");
    TH_CONTAINS(err, "line 4: series 1 table 2 has seats 1, 2, 4");
    TH_CONTAINS(err, "line 10: seat 3 of series 1 table 3 is already on line 9");
    TH_CONTAINS(err, "line 11: player 'F' is already seated in series 1 on line 7");
    TH_CONTAINS(err, "line 12: seat 5 is out of range: 1 to 4");
    TH_CONTAINS(err, "line 13: player: must not be empty");
    free(err);
    csvin_seats_free(&ss);
}

int main(void)
{
    TH_SUITE("csvin");
    TH_RUN(test_games_basic);
    TH_RUN(test_games_cr_line_numbers);
    TH_RUN(test_players_number_by_value);
    TH_RUN(test_games_columns_any_order);
    TH_RUN(test_games_header_errors);
    TH_RUN(test_games_bom_crlf_quotes);
    TH_RUN(test_games_field_errors);
    TH_RUN(test_games_malformed);
    TH_RUN(test_games_binary_garbage);
    TH_RUN(test_games_validate);
    TH_RUN(test_round_trip);
    TH_RUN(test_csvout_field);
    TH_RUN(test_players);
    TH_RUN(test_seats);
    return th_done();
}
