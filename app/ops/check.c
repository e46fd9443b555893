/* check.c - see check.h */
#include "check.h"
#include "day.h"
#include "db_seating.h"
#include "second.h"

#include <stdlib.h>
#include <string.h>

#include "db_evening.h"
#include "db_standings.h"
#include "rules.h"
#include "sheet.h"
#include "housetable.h"
#include "tablesheet.h"
#include "db_tournaments.h"

typedef struct check_ctx {
    db *d;
    const db_tournament *t;
    const ops_tour *ot;   /* t with its rules */
    bool house;           /* the dealer can stay: the dealers from the replay (B.4.7) */
    sk_buf out;
    int problems;
    int tables;
} check_ctx;

static int check_table(void *arg, const db_sheet_table *tb, sk_err *err)
{
    check_ctx *c = arg;
    c->tables++;
    sheet s;
    sk_err e;
    sk_err_clear(&e);
    if (ops_sheet_of(c->t, tb, &s, &e) != SK_OK) {
        sk_buf_printf(&c->out, "%s\n", e.msg);
        c->problems++;
        return SK_OK;
    }
    (void)err;
    if (s.missing) {
        sk_buf_printf(&c->out, sk_ntr("series %d, table %d: %d of %d games missing: ",
                                      "series %d, table %d: %d of %d games missing: ",
                                      (unsigned long)s.missing), tb->series_no,
                      tb->table_no, s.missing, s.series_games);
        ops_sheet_missing_ranges(&c->out, &s);
        sk_buf_add(&c->out, "\n");
        c->problems++;
    }
    for (size_t i = 0; i < tb->ngames; i++)
        if (tb->games[i].game_no > s.series_games || tb->games[i].game_no < 1) {
            sk_buf_printf(&c->out,
                          _("series %d, table %d: game %d is beyond the series length "
                          "(%d games at a %d-table)\n"),
                          tb->series_no, tb->table_no, tb->games[i].game_no, s.series_games,
                          tb->size);
            c->problems++;
        }
    /* under house rules the house dealer (the same dealer can deal again,
     * B.4.7): the table's replay says it; a table that does not replay keeps
     * the rotation's */
    ops_house_table ht;
    bool house = c->house && ops_house_table_load(c->d, c->ot, tb->series_no, tb->table_no, &ht,
                                                  &e) == SK_OK;
    const sheet *ds = house ? &ht.ts.sh : &s;
    for (int i = 0; i < ds->series_games; i++)
        if (ds->rows[i].marks & SHEET_DEALER_DECLARER) {
            sk_buf_printf(&c->out,
                          _("series %d, table %d: game %d: declarer seat %d deals this game: "
                          "at a 4-table the dealer sits out\n"),
                          tb->series_no, tb->table_no, i + 1, ds->rows[i].declarer);
            c->problems++;
        }
    if (house)
        ops_house_table_free(&ht);
    for (int seat = 1; seat <= tb->size; seat++)
        if (!tb->player[seat]) {
            sk_buf_printf(&c->out, _("series %d, table %d: seat %d has no player\n"),
                          tb->series_no, tb->table_no, seat);
            c->problems++;
        }
    sheet_free(&s);
    return SK_OK;
}

/* The stored values of games g (of table `table` only, 0 = all) against
 * the rules engine. */
static void check_values(check_ctx *c, const db_stored_game *g, size_t n, int table)
{
    for (size_t i = 0; i < n; i++) {
        const db_stored_game *x = &g[i];
        if (x->e.passed || (table && x->table_no != table))
            continue;
        rules_outcome o;
        sk_err e;
        sk_err_clear(&e);
        if (rules_evaluate(&x->e.g, x->table_size, &o, &e) != SK_OK) {
            sk_buf_printf(&c->out, _("series %d, table %d: game %d breaks a rule: %s\n"),
                          x->series_no, x->table_no, x->e.game_no, e.msg);
            c->problems++;
            continue;
        }
        sk_buf diff = {0};
        if (o.real_value != x->real_value)
            sk_buf_printf(&diff, _("%sreal value %d (rules: %d)"), diff.len ? ", " : "",
                          x->real_value, o.real_value);
        if (o.value != x->value)
            sk_buf_printf(&diff, _("%svalue %d (rules: %d)"), diff.len ? ", " : "", x->value,
                          o.value);
        if (o.won != x->won)
            sk_buf_printf(&diff, _("%s%s (rules: %s)"), diff.len ? ", " : "",
                          x->won ? _("won") : _("lost"), o.won ? _("won") : _("lost"));
        if (o.overbid != x->overbid)
            sk_buf_printf(&diff, _("%soverbid %s (rules: %s)"), diff.len ? ", " : "",
                          x->overbid ? "yes" : "no", o.overbid ? "yes" : "no");
        if (o.score != x->score)
            sk_buf_printf(&diff, _("%sscore %d (rules: %d)"), diff.len ? ", " : "", x->score,
                          o.score);
        if (o.seeger != x->seeger)
            sk_buf_printf(&diff, _("%sSeeger %d (rules: %d)"), diff.len ? ", " : "", x->seeger,
                          o.seeger);
        if (diff.len) {
            char work[256];
            rules_describe(&x->e.g, &o, work, sizeof work);
            sk_buf_printf(&c->out,
                          _("series %d, table %d: game %d: stored %s disagree with the rules "
                          "engine (%s)\n"),
                          x->series_no, x->table_no, x->e.game_no, sk_buf_str(&diff), work);
            c->problems++;
        }
        sk_buf_free(&diff);
    }
}


int ops_check(db *d, const ops_tour *ot, int series, ops_check_report *out, sk_err *err)
{
    const db_tournament *t = &ot->row;
    memset(out, 0, sizeof *out);
    check_ctx c;
    memset(&c, 0, sizeof c);
    c.d = d;
    c.t = t;
    c.ot = ot;
    /* where the same dealer can deal again (house rules, B.4.7) the replay
     * says who dealt; elsewhere the rotation of the sheet */
    c.house = ot->rules.fam->dealer_can_stay(&ot->rules);
    db_stored_game *games = NULL;
    size_t ng = 0;
    db_seat_problem *sp = NULL;
    size_t nsp = 0;
    db_seat_issue *ab = NULL;
    size_t nab = 0;
    int rc = SK_OK;
    if (series > t->series_count)
        rc = sk_err_set(err, SK_INVALID, _("series %d: tournament '%s' has series 1 to %d"), series,
                        t->name, t->series_count);
    if (rc == SK_OK)
        rc = db_sheet_each(d, t->id, series, 0, check_table, &c, err);
    if (rc == SK_OK)
        rc = db_stored_games(d, t->id, series, &games, &ng, err);
    if (rc == SK_OK)
        check_values(&c, games, ng, 0);
    if (rc == SK_OK)
        rc = db_seat_problems(d, t->id, &sp, &nsp, err);
    if (rc == SK_OK)
        rc = db_absence_problems(d, t->id, &ab, &nab, err);
    if (rc == SK_OK) {
        static const char *const what[] = {
            N_("present player '%s' has no table"),
            N_("player '%s' is seated but not present in this series (see 'attendance list')"),
            N_("active player '%s' has no table"),
        };
        for (size_t i = 0; i < nab; i++) {
            if (series && ab[i].series_no != series)
                continue;
            sk_buf_printf(&c.out, _("series %d: "), ab[i].series_no);
            sk_buf_printf(&c.out, _(what[ab[i].kind < 0 || ab[i].kind > 2 ? 0 : ab[i].kind]),
                          ab[i].name);
            sk_buf_add(&c.out, "\n");
            c.problems++;
        }
        for (size_t i = 0; i < nsp; i++) {
            if (series && sp[i].series_no != series)
                continue;
            if (sp[i].count > 1)
                sk_buf_printf(&c.out, _("series %d: player '%s' is seated %d times\n"),
                              sp[i].series_no, sp[i].name, sp[i].count);
            else
                sk_buf_printf(&c.out, _("series %d: active player '%s' has no table\n"),
                              sp[i].series_no, sp[i].name);
            c.problems++;
        }
    }
    if (rc == SK_OK)
        rc = ops_second_check(d, ot, series, &c.out, &c.problems, err);
    if (rc == SK_OK) {
        out->text = c.out.len ? sk_buf_take(&c.out) : xstrdup("");
        out->problems = c.problems;
        out->tables = c.tables;
        out->games = ng;
    }
    sk_buf_free(&c.out);
    free(games);
    db_seat_problems_free(sp, nsp);
    db_seat_issues_free(ab, nab);
    return rc;
}

int ops_check_values(db *d, const db_tournament *t, int series, int table,
                     ops_check_report *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    check_ctx c;
    memset(&c, 0, sizeof c);
    c.t = t;
    db_stored_game *games = NULL;
    size_t ng = 0;
    int rc = db_stored_games(d, t->id, series, &games, &ng, err);
    if (rc == SK_OK) {
        check_values(&c, games, ng, table);
        out->text = c.out.len ? sk_buf_take(&c.out) : xstrdup("");
        out->problems = c.problems;
        out->tables = table ? 1 : 0;
        for (size_t i = 0; i < ng; i++)
            out->games += !table || games[i].table_no == table;
    }
    sk_buf_free(&c.out);
    free(games);
    return rc;
}

void ops_check_report_free(ops_check_report *r)
{
    if (!r)
        return;
    free(r->text);
    memset(r, 0, sizeof *r);
}
