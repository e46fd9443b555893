/* moneyjson.c - see moneyjson.h */
#include "moneyjson.h"

#include <string.h>

#include "cashier.h"
#include "dayset.h"
#include "moneyset.h"
#include "opsfam.h"
#include "standjson.h"
#include "schops.h"
#include "schset.h"

/* {"tournament":NAME: how each document here begins */
static void open_doc(sk_buf *b, const char *tournament)
{
    sk_buf_add(b, "{\"tournament\":");
    sk_buf_json_str(b, tournament);
}

/* [,]{"rank":RANK,"player":NAME: how row i of a ranked list begins */
static void rank_row(sk_buf *b, size_t i, int rank, const char *name)
{
    sk_buf_printf(b, "%s{\"rank\":%d,\"player\":", i ? "," : "", rank);
    sk_buf_json_str(b, name);
}

/* A list's progress, its second entry and the opening of its "players" */
static void players_open(sk_buf *b, const db_progress_t *p, const ops_second_state *sec)
{
    ops_progress_json(p, b);
    ops_second_state_json(sec, b);
    sk_buf_add(b, ",\"players\":[");
}

/* ,"rate_set":bool[,"no_rate":"..."]: whether anything sets what a point
 * is worth, and the reminder when not (issue 29 item 7) */
static void rate_json(const ops_tour *t, sk_buf *b)
{
    sk_buf note = {0};
    if (ops_money_no_rate(t, &note)) {
        sk_buf_add(b, ",\"rate_set\":false,\"no_rate\":");
        sk_buf_json_str(b, sk_buf_str(&note));
    } else {
        sk_buf_add(b, ",\"rate_set\":true");
    }
    sk_buf_free(&note);
}

/* ,"payments":[{"from","to","ct"}] between names(0..) */
static void payments_json(sk_buf *b, const money_transfer *tr, int ntr,
                          const char *(*name)(const void *, int), const void *v)
{
    sk_buf_add(b, ",\"payments\":[");
    for (int i = 0; i < ntr; i++) {
        sk_buf_add(b, i ? ",{\"from\":" : "{\"from\":");
        sk_buf_json_str(b, name(v, tr[i].from));
        sk_buf_add(b, ",\"to\":");
        sk_buf_json_str(b, name(v, tr[i].to));
        sk_buf_printf(b, ",\"ct\":%lld}", tr[i].ct);
    }
    sk_buf_add(b, "]");
}

static const char *skat_name(const void *v, int i)
{
    return ((const ops_money *)v)->rows[i].name;
}

static const char *sch_name(const void *v, int i)
{
    return ((const schops_standings *)v)->rows[i].name;
}

void ops_money_json(const ops_tour *t, const ops_money *m, sk_buf *b)
{
    const money_settings *ms = &m->p.money;
    open_doc(b, t->row.name);
    sk_buf_printf(b, ",\"game\":\"skat\",\"series\":%d,\"house_rules\":", m->series);
    sk_buf_json_str(b, m->p.name);
    sk_buf_printf(b, ",\"basis\":\"%s\",\"rate_num\":%d,\"rate_den\":%d,\"lachs_ct\":%d,"
                     "\"tournament_money\":%s,\"players\":[",
                  m->basis == OPS_MONEY_SEEGER ? "seeger"
                  : m->basis == OPS_MONEY_LIST ? "list"
                                               : "lachse",
                  ms->rate_num, ms->rate_den, m->p.bierlachs_price_ct,
                  m->tournament_money ? "true" : "false");
    for (size_t i = 0; i < m->n; i++) {
        const ops_money_row *r = &m->rows[i];
        rank_row(b, i, r->rank, r->name);
        sk_buf_printf(b, ",\"points\":%lld,\"lachse\":%d,\"won\":%d,\"lost\":%d,\"passed\":%d,"
                         "\"settlement_ct\":%lld,\"entry_ct\":%lld,\"loss_fees_ct\":%lld,"
                         "\"passed_fees_ct\":%lld,\"prize_ct\":%lld,\"balance_ct\":%lld}",
                      r->points, r->lachse, r->won, r->lost, r->passed, r->settle_ct, r->entry_ct,
                      r->loss_fee_ct, r->passed_fee_ct, r->prize_ct, r->balance_ct);
    }
    sk_buf_add(b, "]");
    payments_json(b, m->tr, m->ntr, skat_name, m);
    sk_buf_printf(b, ",\"kasse_ct\":%lld,\"pool_ct\":%lld,\"organiser_ct\":%lld", m->kasse_ct,
                  m->pool_ct, m->organiser_ct);
    if (!m->series) /* paid, never seated: held in the Kasse (held.h) */
        sk_buf_printf(b, ",\"paid_unseated_ct\":%lld,\"kasse_end_ct\":%lld", m->held.ct,
                      m->kasse_end_ct);
    if (!m->series)
        ops_held_json(&m->held, b);
    rate_json(t, b);
    /* the rate periods (one unless the rate changed after games) with
     * their games in the order recorded, each player's amount per period */
    if (m->basis != OPS_MONEY_LACHS)
        sk_buf_add(b, ",\"rate_periods\":[");
    for (size_t k = 0; m->basis != OPS_MONEY_LACHS && k < m->nperiods; k++) {
        const ops_rate_period *p = &m->periods[k];
        sk_buf_printf(b, "%s{\"first_game\":%zu,\"last_game\":%zu,\"games\":%zu,"
                         "\"rate_num\":%d,\"rate_den\":%d,\"settlement_ct\":[",
                      k ? "," : "", p->first_game, p->last_game, p->ngames, p->num, p->den);
        for (size_t i = 0; i < m->n; i++) {
            const ops_money_row *r = &m->rows[i];
            sk_buf_printf(b, "%s{\"player\":", i ? "," : "");
            sk_buf_json_str(b, r->name);
            sk_buf_printf(b, ",\"ct\":%lld}", r->period_ct ? r->period_ct[k] : r->settle_ct);
        }
        sk_buf_add(b, "]}");
    }
    if (m->basis != OPS_MONEY_LACHS)
        sk_buf_add(b, "]");
    if (m->prizes) { /* the prize table's winners */
        sk_buf_add(b, ",\"prizes\":[");
        bool first = true;
        for (size_t i = 0; i < m->n; i++) {
            const ops_money_row *r = &m->rows[i];
            if (!r->prize_won)
                continue;
            sk_buf_add(b, first ? "{\"player\":" : ",{\"player\":");
            first = false;
            sk_buf_json_str(b, r->name);
            sk_buf_printf(b, ",\"group\":\"%s\",\"place\":%d,\"ct\":%lld,\"goods\":",
                          dayset_group_word((day_group)r->prize_group), r->prize_place,
                          r->prize_ct);
            sk_buf_json_str_or_null(b, r->prize_goods);
            sk_buf_printf(b, ",\"lot\":%s}", r->prize_lot ? "true" : "false");
        }
        sk_buf_add(b, "]");
    }
    sk_buf_add(b, "}\n");
}

void ops_sch_stand_json(const db_tournament *t, sch_family f, const schops_standings *st,
                        int series, const ops_second_state *sec, sk_buf *b)
{
    open_doc(b, t->name);
    sk_buf_printf(b, ",\"game\":\"%s\",\"series\":%d", sch_family_key(f), series);
    players_open(b, &st->progress, sec);
    for (size_t i = 0; i < st->n; i++) {
        const schops_row *r = &st->rows[i];
        rank_row(b, i, r->rank, r->name);
        sk_buf_printf(b, ",\"total\":%lld,\"solos_won\":%d,\"cents\":%lld}", r->total,
                      r->solos_won, r->cents);
    }
    sk_buf_add(b, "]}\n");
}

/* Schafkopf: {"tournament","game","series","players":[{"player","points","cents"}],
 * "zero_sum","payments":[{"from","to","ct"}],"rate_set"[,"no_rate"]}; with
 * the tournament money of the cash desk (c not NULL: entry fees, prizes)
 * also per player "entry_ct","prize_ct","balance_ct","goods" and the
 * totals "tournament_money","due_ct","prizes_ct","organiser_ct". */
static void sch_json(const ops_tour *t, const sch_settings *s, const schops_standings *st,
                     int series, const ops_cashier *c, sk_buf *b)
{
    open_doc(b, t->row.name);
    sk_buf_printf(b, ",\"game\":\"%s\",\"series\":%d,\"players\":[", sch_family_key(s->family),
                  series);
    for (size_t i = 0; i < st->n; i++) {
        sk_buf_add(b, i ? ",{\"player\":" : "{\"player\":");
        sk_buf_json_str(b, st->rows[i].name);
        sk_buf_printf(b, ",\"points\":%lld,\"cents\":%lld", st->rows[i].total,
                      st->rows[i].cents);
        const ops_cashier_row *r = c ? ops_cashier_row_of(c, st->rows[i].player_id) : NULL;
        if (r) {
            sk_buf_printf(b, ",\"entry_ct\":%lld,\"prize_ct\":%lld,\"balance_ct\":%lld,\"goods\":",
                          r->entry_ct, r->prize_ct, r->balance_ct);
            sk_buf_json_str_or_null(b, r->prize_goods);
        }
        sk_buf_add(b, "}");
    }
    sk_buf_printf(b, "],\"zero_sum\":%s", st->zero_sum ? "true" : "false");
    payments_json(b, st->tr, st->ntr, sch_name, st);
    rate_json(t, b);
    if (c) {
        sk_buf_printf(b, ",\"tournament_money\":true,\"due_ct\":%lld,\"prizes_ct\":%lld,"
                         "\"organiser_ct\":%lld,\"paid_unseated_ct\":%lld,\"kasse_end_ct\":%lld",
                      c->due_ct, c->prizes_ct, c->end_ct, c->paid_unseated_ct, c->kasse_end_ct);
        ops_held_json(&c->held, b);
    }
    sk_buf_add(b, "}\n");
}

/* Skat: the house profile's money (moneyview.h). */
static int skat_json_load(db *d, const ops_tour *t, int series, sk_buf *b, sk_err *err)
{
    ops_money m;
    int rc = ops_money_load(d, t, series, &m, err);
    if (rc != SK_OK)
        return rc;
    ops_money_json(t, &m, b);
    ops_money_free(&m);
    return SK_OK;
}

/* Schafkopf: the list's points x the tariff (schops.h). */
static int sch_json_load(db *d, const ops_tour *t, int series, sk_buf *b, sk_err *err)
{
    const sch_settings *s = &t->rules.sch;
    schops_standings st;
    int rc = ops_tour_ok(t, err);
    if (rc == SK_OK)
        rc = schops_standings_load(d, &t->row, s, series, &st, err);
    if (rc != SK_OK)
        return rc;
    ops_cashier c;
    memset(&c, 0, sizeof c);
    if (!series) /* the tournament money: for the whole tournament */
        rc = ops_cashier_load(d, t, &c, err);
    if (rc == SK_OK)
        sch_json(t, s, &st, series, !series && ops_cashier_any(&c) ? &c : NULL, b);
    ops_cashier_free(&c);
    schops_standings_free(&st);
    return rc;
}

static int (*const json_by[OPS_FORM_COUNT])(db *, const ops_tour *, int, sk_buf *, sk_err *) = {
    [OPS_FORM_ISKO] = skat_json_load,
    [OPS_FORM_HOUSE] = skat_json_load,
    [OPS_FORM_SCHAFKOPF] = sch_json_load,
};

int ops_money_json_load(db *d, const ops_tour *t, int series, sk_buf *b, sk_err *err)
{
    return json_by[ops_form_of(&t->rules)](d, t, series, b, err);
}

const char *ops_house_mode_key(house_list_mode m)
{
    return m == HOUSE_LIST_PLAIN ? "plain" : m == HOUSE_LIST_MINUS ? "minus" : "bierlachs";
}

void ops_house_stand_json(const db_tournament *t, const ops_money *m,
                          const ops_second_state *sec, sk_buf *b)
{
    open_doc(b, t->name);
    sk_buf_printf(b, ",\"series\":%d,\"house_rules\":", m->series);
    sk_buf_json_str(b, m->p.name);
    sk_buf_printf(b, ",\"list_mode\":\"%s\",\"games\":%d", ops_house_mode_key(m->p.list_mode),
                  m->games);
    players_open(b, &m->progress, sec);
    for (size_t i = 0; i < m->n; i++) {
        const ops_money_row *r = &m->rows[i];
        rank_row(b, i, r->rank, r->name);
        sk_buf_printf(b, ",\"list\":%lld,\"lachse\":%d,\"seeger\":%lld,\"won\":%d,"
                         "\"lost\":%d}",
                      r->list_total, r->lachse, r->seeger, r->won, r->lost);
    }
    sk_buf_add(b, "]}\n");
}

