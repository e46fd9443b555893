/* test_wctx.c - the write context's judgement of a game (app/ops/wctx.h,
 * issue 38).  A game is judged once, against the context, by the family's
 * check in the core: the refusal is the core's, word for word, and comes
 * before db/ is asked anything.  The contexts here have no database at all
 * (d NULL): a game that reached db_game_store would crash the test. */
#include <stdlib.h>
#include <string.h>

#include "family.h"
#include "wctx.h"
#include "th.h"

/* A tournament row (house: the preset, NULL = ISkO), its rules parsed. */
static void tour(ops_tour *ot, db_tournament *row, const char *house, int games3)
{
    memset(row, 0, sizeof *row);
    row->id = 1;
    row->name = "T";
    row->series_count = 1;
    row->games4 = 48;
    row->games3 = games3;
    row->first_dealer = 1;
    row->house = (char *)house;
    ops_tour_view(row, ot);
}

/* A context of table 1, series 1 (size seats) with games 1..n recorded
 * (plain won games of seat 3, who never deals games 1 and 2). */
static void ctx(ops_wctx *c, const ops_tour *t, int size, int n)
{
    memset(c, 0, sizeof *c);
    c->t = t;
    c->rows.t = &t->row;
    c->rows.series = 1;
    c->rows.table.id = 7;
    c->rows.table.table_no = 1;
    c->rows.table.size = size;
    db_tournament_table_rules(&t->row, size, &c->tr);
    c->rows.games = calloc((size_t)n + 1, sizeof *c->rows.games);
    for (int k = 0; k < n; k++) {
        db_game *g = &c->rows.games[k];
        g->id = 100 + k;
        g->table_size = size;
        g->e.series = 1;
        g->e.table_no = 1;
        g->e.game_no = k + 1;
        g->e.passed = true;
        rules_game_init(&g->e.g);
    }
    c->rows.ngames = (size_t)n;
}

/* Hearts with 1, 70 points, declared by seat (game number no: 0 = next). */
static game_entry hearts(int seat, int no)
{
    game_entry e;
    memset(&e, 0, sizeof e);
    e.series = 1;
    e.table_no = 1;
    e.game_no = no;
    e.declarer = seat;
    rules_game_init(&e.g);
    e.g.contract = RULES_HEARTS;
    e.g.matadors = 1;
    e.g.points = 70;
    return e;
}

/* The dealer of game 2 at a 4-table declares: the core's refusal, the
 * same through the context, and db/ never asked. */
static void test_refused_by_the_core(void)
{
    db_tournament row;
    ops_tour t;
    tour(&t, &row, NULL, 36);
    ops_wctx c;
    ctx(&c, &t, 4, 1);
    /* the core, directly */
    family_game fg;
    memset(&fg, 0, sizeof fg);
    fg.skat = hearts(2, 2);
    family_outcome fo;
    sk_err core;
    sk_err_clear(&core);
    TH_EQ_INT(t.rules.fam->check(&t.rules, &c.tr, &fg, &fo, &core), SK_INVALID);
    TH_EQ_STR(core.msg, "declarer seat 2 deals game 2: at a 4-table the dealer sits out");
    /* the context: the next number is 2, the same refusal */
    game_entry e = hearts(2, 0);
    rules_outcome o;
    const db_game *old = (const db_game *)&c; /* overwritten */
    sk_err err;
    sk_err_clear(&err);
    TH_EQ_INT(ops_wctx_check(&c, &e, false, &o, &old, &err), SK_INVALID);
    TH_EQ_STR(err.msg, core.msg);
    TH_EQ_INT(e.game_no, 2);
    TH_CHECK(old == NULL);
    /* put: refused before db/ (d is NULL), the context unchanged */
    e = hearts(2, 0);
    sk_err_clear(&err);
    TH_EQ_INT(ops_wctx_put(&c, &e, false, NULL, &err), SK_INVALID);
    TH_EQ_STR(err.msg, core.msg);
    TH_EQ_INT(c.rows.ngames, 1);
    /* seat 3 may declare game 2: the family's outcome */
    e = hearts(3, 0);
    sk_err_clear(&err);
    TH_EQ_INT(ops_wctx_check(&c, &e, false, &o, &old, &err), SK_OK);
    TH_EQ_INT(e.game_no, 2);
    TH_CHECK(old == NULL);
    TH_CHECK(o.won);
    TH_EQ_INT(o.value, 20); /* hearts (10) with 1, game 2 */
    /* an edit names the game it replaces */
    e = hearts(3, 1);
    sk_err_clear(&err);
    TH_EQ_INT(ops_wctx_check(&c, &e, true, &o, &old, &err), SK_OK);
    TH_CHECK(old == &c.rows.games[0]);
    db_game_rows_clear(&c.rows);
}

/* The table's own refusals, from the context's games. */
static void test_table_refusals(void)
{
    db_tournament row;
    ops_tour t;
    tour(&t, &row, NULL, 3);
    ops_wctx c;
    ctx(&c, &t, 3, 1);
    rules_outcome o;
    const db_game *old;
    sk_err err;
    sk_err_clear(&err);
    game_entry e = hearts(3, 1);
    TH_EQ_INT(ops_wctx_check(&c, &e, false, &o, &old, &err), SK_INVALID);
    TH_EQ_STR(err.msg, "game 1 of table 1, series 1 is already recorded: one entry per game "
                       "number (change it with 'game edit')");
    e = hearts(3, 2);
    sk_err_clear(&err);
    TH_EQ_INT(ops_wctx_check(&c, &e, true, &o, &old, &err), SK_INVALID);
    TH_EQ_STR(err.msg, "game 2 of table 1, series 1 is not recorded: nothing to edit");
    e = hearts(3, 0);
    sk_err_clear(&err);
    TH_EQ_INT(ops_wctx_check(&c, &e, true, &o, &old, &err), SK_INVALID);
    TH_EQ_STR(err.msg, "game number missing: say which game to change");
    db_game_rows_clear(&c.rows);
    ctx(&c, &t, 3, 3);
    e = hearts(3, 0);
    sk_err_clear(&err);
    TH_EQ_INT(ops_wctx_check(&c, &e, false, &o, &old, &err), SK_INVALID);
    TH_EQ_STR(err.msg, "table 1 of series 1 is full: a 3-table plays 3 games per series");
    db_game_rows_clear(&c.rows);
}

/* Under house rules: the games in order, and only the last one goes. */
static void test_house(void)
{
    db_tournament row;
    ops_tour t;
    tour(&t, &row, "club", 36);
    TH_EQ_INT(t.rules.fam->id, FAM_HOUSE);
    ops_wctx c;
    ctx(&c, &t, 3, 2);
    rules_outcome o;
    const db_game *old;
    sk_err err;
    sk_err_clear(&err);
    game_entry e = hearts(3, 5);
    TH_EQ_INT(ops_wctx_check(&c, &e, false, &o, &old, &err), SK_INVALID);
    TH_EQ_STR(err.msg, "game 5: games 3 to 4 of table 1, series 1 are not recorded yet: under "
                       "house rules (profile club) the games of a table are recorded in order, "
                       "Bock and Ramsch rounds count them");
    e = hearts(3, 0);
    sk_err_clear(&err);
    TH_EQ_INT(ops_wctx_check(&c, &e, false, &o, &old, &err), SK_OK);
    TH_EQ_INT(e.game_no, 3);
    sk_err_clear(&err);
    TH_EQ_INT(ops_wctx_delete(&c, 1, &err), SK_INVALID); /* d NULL: refused before db/ */
    TH_CHECK(strstr(err.msg, "deleting it would leave a gap before game 2") != NULL);
    TH_EQ_INT(c.rows.ngames, 2);
    db_game_rows_clear(&c.rows);
}

int main(void)
{
    TH_SUITE("wctx");
    TH_RUN(test_refused_by_the_core);
    TH_RUN(test_table_refusals);
    TH_RUN(test_house);
    return th_done();
}
