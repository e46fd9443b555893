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
    game_entry e = {.series = 1, .table_no = 1, .game_no = no, .declarer = seat};
    rules_game_init(&e.g);
    e.g.contract = RULES_HEARTS;
    e.g.matadors = 1;
    e.g.points = 70;
    return e;
}

/* A test's tournament, context and the last judgement. */
typedef struct fixture {
    db_tournament row;
    ops_tour t;
    ops_wctx c;
    rules_outcome o;
    const db_game *old;
    sk_err err;
} fixture;

/* f: tournament (house preset, games3) and a table of size with n games. */
static void setup(fixture *f, const char *house, int games3, int size, int n)
{
    memset(f, 0, sizeof *f);
    tour(&f->t, &f->row, house, games3);
    ctx(&f->c, &f->t, size, n);
}

/* Judge e in f's context (ops_wctx_check): its status. */
static int judge(fixture *f, game_entry *e, bool edit)
{
    sk_err_clear(&f->err);
    f->old = (const db_game *)f; /* overwritten */
    return ops_wctx_check(&f->c, e, edit, &f->o, &f->old, &f->err);
}

/* The dealer of game 2 at a 4-table declares: the core's refusal, the
 * same through the context, and db/ never asked. */
static void test_refused_by_the_core(void)
{
    fixture f;
    setup(&f, NULL, 36, 4, 1);
    /* the core, directly */
    family_game fg;
    memset(&fg, 0, sizeof fg);
    fg.skat = hearts(2, 2);
    family_outcome fo;
    sk_err core;
    sk_err_clear(&core);
    TH_EQ_INT(f.t.rules.fam->check(&f.t.rules, &f.c.tr, &fg, &fo, &core), SK_INVALID);
    TH_EQ_STR(core.msg, "declarer seat 2 deals game 2: at a 4-table the dealer sits out");
    /* the context: the next number is 2, the same refusal */
    game_entry e = hearts(2, 0);
    TH_EQ_INT(judge(&f, &e, false), SK_INVALID);
    TH_EQ_STR(f.err.msg, core.msg);
    TH_EQ_INT(e.game_no, 2);
    TH_CHECK(f.old == NULL);
    /* put: refused before db/ (d is NULL), the context unchanged */
    e = hearts(2, 0);
    sk_err_clear(&f.err);
    TH_EQ_INT(ops_wctx_put(&f.c, &e, false, NULL, &f.err), SK_INVALID);
    TH_EQ_STR(f.err.msg, core.msg);
    TH_EQ_INT(f.c.rows.ngames, 1);
    /* seat 3 may declare game 2: the family's outcome */
    e = hearts(3, 0);
    TH_EQ_INT(judge(&f, &e, false), SK_OK);
    TH_EQ_INT(e.game_no, 2);
    TH_CHECK(f.old == NULL);
    TH_CHECK(f.o.won);
    TH_EQ_INT(f.o.value, 20); /* hearts (10) with 1, game 2 */
    /* an edit names the game it replaces */
    e = hearts(3, 1);
    TH_EQ_INT(judge(&f, &e, true), SK_OK);
    TH_CHECK(f.old == &f.c.rows.games[0]);
    db_game_rows_clear(&f.c.rows);
}

/* The table's own refusals, from the context's games. */
static void test_table_refusals(void)
{
    fixture f;
    setup(&f, NULL, 3, 3, 1);
    game_entry e = hearts(3, 1);
    TH_EQ_INT(judge(&f, &e, false), SK_INVALID);
    TH_EQ_STR(f.err.msg, "game 1 of table 1, series 1 is already recorded: one entry per game "
                         "number (change it with 'game edit')");
    e = hearts(3, 2);
    TH_EQ_INT(judge(&f, &e, true), SK_INVALID);
    TH_EQ_STR(f.err.msg, "game 2 of table 1, series 1 is not recorded: nothing to edit");
    e = hearts(3, 0);
    TH_EQ_INT(judge(&f, &e, true), SK_INVALID);
    TH_EQ_STR(f.err.msg, "game number missing: say which game to change");
    db_game_rows_clear(&f.c.rows);
    setup(&f, NULL, 3, 3, 3);
    e = hearts(3, 0);
    TH_EQ_INT(judge(&f, &e, false), SK_INVALID);
    TH_EQ_STR(f.err.msg, "table 1 of series 1 is full: a 3-table plays 3 games per series");
    db_game_rows_clear(&f.c.rows);
}

/* Under house rules: the games in order, and only the last one goes. */
static void test_house(void)
{
    fixture f;
    setup(&f, "club", 36, 3, 2);
    TH_EQ_INT(f.t.rules.fam->id, FAM_HOUSE);
    game_entry e = hearts(3, 5);
    TH_EQ_INT(judge(&f, &e, false), SK_INVALID);
    TH_EQ_STR(f.err.msg, "game 5: games 3 to 4 of table 1, series 1 are not recorded yet: "
                         "under house rules (profile club) the games of a table are recorded "
                         "in order, Bock and Ramsch rounds count them");
    e = hearts(3, 0);
    TH_EQ_INT(judge(&f, &e, false), SK_OK);
    TH_EQ_INT(e.game_no, 3);
    sk_err_clear(&f.err);
    TH_EQ_INT(ops_wctx_delete(&f.c, 1, &f.err), SK_INVALID); /* d NULL: refused before db/ */
    TH_CHECK(strstr(f.err.msg, "deleting it would leave a gap before game 2") != NULL);
    TH_EQ_INT(f.c.rows.ngames, 2);
    db_game_rows_clear(&f.c.rows);
}

int main(void)
{
    TH_SUITE("wctx");
    TH_RUN(test_refused_by_the_core);
    TH_RUN(test_table_refusals);
    TH_RUN(test_house);
    return th_done();
}
