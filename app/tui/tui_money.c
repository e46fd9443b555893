/* tui_money.c - the money screen of the TUI: the settlement of the open
 * Skat tournament in cents (ops_money_load, the figures of `skatsheet
 * money`): per player the points settled, the settlement (Bierlachs: the
 * Kasse), the tournament money when the profile has it and the balance;
 * then who pays whom (or the Kasse) and the prize pool.  A Schafkopf
 * tournament's settlement is its list's points in cents (schops, as
 * `skatsheet money`): per player the points, cents and euros, and the sum. */
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "moneyset.h"
#include "moneyview.h"
#include "opsfam.h"
#include "schops.h"
#include "tui_draw.h"
#include "tui_int.h"

static void tui_money_free(tui *t)
{
    if (t->money) {
        ops_money_free(t->money);
        free(t->money);
        t->money = NULL;
    }
    if (t->money_sch) {
        schops_standings_free(t->money_sch);
        free(t->money_sch);
        t->money_sch = NULL;
    }
}

void tui_money_open(tui *t, tui_screen back)
{
    tui_enter(t, SCR_MONEY, back, false);
    t->money_valid = false;
    t->money_scroll = 0;
}

/* A Schafkopf tournament: the list's points x the tariff (Part A). */
static void load_sch(tui *t)
{
    const family_rules *fr = &t->tour.rules;
    const sch_settings *s = &fr->sch;
    sk_err err;
    sk_err_clear(&err);
    schops_standings *st = xcalloc(1, sizeof *st);
    if (ops_tour_ok(&t->tour, &err) != SK_OK ||
        schops_standings_load(t->d, &t->tour.row, s, t->money_series, st, &err) != SK_OK) {
        snprintf(t->money_msg, sizeof t->money_msg, "%.590s", err.msg);
        free(st);
        return;
    }
    const ops_family *of = ops_family_of(fr); /* how its list is worth money */
    t->money_sch_units = of->list_units;
    if (fr->fam->kasse(fr))
        snprintf(t->money_sch_how, sizeof t->money_sch_how, "%s, %s", sch_family_name(s->family),
                 _("the Kasse closed at each table: received - stake + share + solos"));
    else
        snprintf(t->money_sch_how, sizeof t->money_sch_how, _(of->rate_line),
                 sch_family_name(s->family), of->rate_ct(fr));
    t->money_sch = st;
}

/* A Skat tournament: the house profile's money (B.6). */
static void load_skat(tui *t)
{
    ops_money *m = xcalloc(1, sizeof *m);
    sk_err err;
    sk_err_clear(&err);
    if (ops_money_load(t->d, &t->tour, t->money_series, m, &err) != SK_OK) {
        snprintf(t->money_msg, sizeof t->money_msg, "%.590s", err.msg);
        free(m);
        return;
    }
    t->money = m;
}

/* The money of each form (opsfam.h), from the open tournament's. */
static void (*const load_by[OPS_FORM_COUNT])(tui *t) = {
    [OPS_FORM_ISKO] = load_skat,
    [OPS_FORM_HOUSE] = load_skat,
    [OPS_FORM_SCHAFKOPF] = load_sch,
};

static void load(tui *t)
{
    tui_money_free(t);
    t->money_msg[0] = '\0';
    t->money_note[0] = '\0';
    t->money_valid = true;
    if (!t->have_tour) {
        snprintf(t->money_msg, sizeof t->money_msg, "%s",
                 _("No tournament chosen: Esc, then choose one"));
        return;
    }
    sk_buf note = {0}; /* no rate set: say so instead of 0.00 (issue 29) */
    if (ops_money_no_rate(&t->tour, &note))
        snprintf(t->money_note, sizeof t->money_note, "%s", sk_buf_str(&note));
    sk_buf_free(&note);
    load_by[ops_form_of(&t->tour.rules)](t);
}

void tui_money_lead(sk_buf *b, const ops_money *m, size_t i, int namew)
{
    char c[24];
    snprintf(c, sizeof c, "%d.%s", m->rows[i].rank, ops_money_shared(m, i) ? "=" : "");
    tui_cell(b, c, 6, false);
    tui_cell(b, m->rows[i].name, namew, false);
}

/* Cents as euros, "12.34" / "-1.20" ("12,34" in German). */
static void euro(char *buf, size_t n, long long ct)
{
    unsigned long long a = ct < 0 ? (unsigned long long)-ct : (unsigned long long)ct;
    snprintf(buf, n, "%s%llu%c%02llu", ct < 0 ? "-" : "", a / 100,
             sk_lang_get() == SK_LANG_DE ? ',' : '.', a % 100);
}

/* "club, 1/4 ct per point on the list totals, settled at each table" */
static void describe(const ops_money *m, bool norate, char *buf, size_t n)
{
    if (norate && m->basis == OPS_MONEY_LACHS)
        snprintf(buf, n, _("%s, Bierlachs, no price per Lachs set"), m->p.name);
    else if (norate)
        snprintf(buf, n, _("%s, no rate set, on the %s"), m->p.name,
                 ops_money_basis_words(m->basis));
    else if (m->basis == OPS_MONEY_LACHS)
        snprintf(buf, n, _("%s, Bierlachs: %d ct per Lachs, paid into the Kasse"), m->p.name,
                 m->p.bierlachs_price_ct);
    else if (m->basis == OPS_MONEY_SEEGER)
        snprintf(buf, n, _("%s, %d/%d ct per point on the Seeger-Fabian totals"), m->p.name,
                 m->p.money.rate_num, m->p.money.rate_den);
    else
        snprintf(buf, n, _("%s, %d/%d ct per point on the list totals, settled at each table"),
                 m->p.name, m->p.money.rate_num, m->p.money.rate_den);
}

/* Append text to lines wrapped at width columns (at spaces), one line
 * each, counting them in *nlines: a reminder is read whole, not cut. */
static void wrap_lines(sk_buf *lines, int *nlines, const char *text, int width)
{
    const char *p = text;
    while (*p) {
        const char *brk = NULL, *q = p;
        int w = 0;
        while (*q && w < width) {
            if (*q == ' ')
                brk = q;
            const char *nx = q + 1;
            while ((*nx & 0xC0) == 0x80)
                nx++;
            q = nx;
            w++;
        }
        const char *end = !*q ? q : brk && brk > p ? brk : q;
        sk_buf_addn(lines, p, (size_t)(end - p));
        sk_buf_add(lines, "\n");
        (*nlines)++;
        p = *end == ' ' ? end + 1 : end;
    }
}

/* "Who pays whom:" and one line per payment between name(v, 0..) (Skat and
 * Schafkopf alike). */
static void pays_lines(sk_buf *lines, int *nlines, const money_transfer *tr, int ntr,
                       const char *(*name)(const void *, int), const void *v)
{
    char a[32];
    sk_buf_add(lines, ntr ? _("Who pays whom:") : _("Nobody pays anybody."));
    sk_buf_add(lines, "\n");
    (*nlines)++;
    for (int i = 0; i < ntr; i++) {
        euro(a, sizeof a, tr[i].ct);
        sk_buf_add(lines, "  ");
        sk_buf_printf(lines, _("%s pays %s %s euros"), name(v, tr[i].from), name(v, tr[i].to), a);
        sk_buf_add(lines, "\n");
        (*nlines)++;
    }
}

static const char *skat_payer(const void *v, int i)
{
    return ((const ops_money *)v)->rows[i].name;
}

static const char *sch_payer(const void *v, int i)
{
    return ((const schops_standings *)v)->rows[i].name;
}

/* Draw the foot lines (one per '\n' of foot) from screen row y on, the
 * first `skip` of them scrolled away, at most `rows` of them. */
static void put_lines(const char *foot, int skip, int y, int rows)
{
    const char *line = foot;
    for (int j = 0; j < skip && line; j++) {
        line = strchr(line, '\n');
        if (line)
            line++;
    }
    for (int k = 0; k < rows && line && *line; k++) {
        const char *end = strchr(line, '\n');
        char buf[700];
        snprintf(buf, sizeof buf, "%.*s", end ? (int)(end - line) : (int)strlen(line), line);
        tui_put(y + k, 0, COLS, buf, 0, true);
        line = end ? end + 1 : NULL;
    }
}

/* The lines below the table: who pays whom or the Kasse, the prize pool;
 * with no rate set the reminder instead of the settlement. */
static void foot_lines(const tui *t, const ops_money *m, sk_buf *lines, int *nlines)
{
    char a[32], b[32];
    if (t->money_note[0]) {
        wrap_lines(lines, nlines, t->money_note, COLS - 1);
    } else if (m->basis == OPS_MONEY_LACHS) {
        euro(a, sizeof a, m->kasse_ct);
        sk_buf_printf(lines, _("Kasse: %s euros"), a);
        sk_buf_add(lines, "\n");
        (*nlines)++;
    } else if (m->n) {
        pays_lines(lines, nlines, m->tr, m->ntr, skat_payer, m);
        if (m->nperiods > 1) { /* the rate periods, as `money` lists them */
            sk_buf_add(lines, _("rate periods (games counted in the order they were recorded):\n"));
            (*nlines)++;
            for (size_t k = 0; k < m->nperiods; k++) {
                ops_rate_period_text(lines, k, &m->periods[k]);
                (*nlines)++;
            }
        }
    }
    if (m->tournament_money) {
        euro(a, sizeof a, m->pool_ct);
        euro(b, sizeof b, m->organiser_ct);
        sk_buf_printf(lines, _("Prize pool: %s euros; kept by the organiser: %s euros"), a, b);
        sk_buf_add(lines, "\n");
        (*nlines)++;
    }
    if (!m->series && m->held.n) { /* paid, never seated (held.h) */
        euro(a, sizeof a, m->held.ct);
        euro(b, sizeof b, m->kasse_end_ct);
        sk_buf_printf(lines, _("Held for players never seated: %s euros; Kasse at the end: %s "
                               "euros"), a, b);
        sk_buf_add(lines, "\n");
        (*nlines)++;
    }
}

/* A Schafkopf settlement: rank, player, points (units), cents, euros; the
 * sum below (0: every cent one player pays another receives) and who pays
 * whom; with no rate set the points and the reminder. */
static void draw_sch(tui *t)
{
    const schops_standings *st = t->money_sch;
    bool norate = t->money_note[0] != '\0';
    tui_put(2, 0, COLS, t->money_sch_how, 0, true);
    int namew = 20;
    sk_buf h = {0};
    tui_cell(&h, _("Rank"), 6, false);
    tui_cell(&h, _("Player"), namew, false);
    tui_cell(&h, t->money_sch_units ? _("Units") : _("Points"), 8, true);
    if (!norate) {
        tui_cell(&h, _("Cents"), 9, true);
        tui_cell(&h, _("Euro"), 9, true);
    }
    tui_put(4, 0, COLS, sk_buf_str(&h), A_BOLD, true);
    sk_buf_free(&h);
    long long sum = 0;
    for (size_t i = 0; i < st->n; i++)
        sum += st->rows[i].cents;
    sk_buf foot = {0};
    int nfoot = 0;
    if (norate) {
        wrap_lines(&foot, &nfoot, t->money_note, COLS - 1);
    } else if (st->n) {
        if (sum == 0)
            sk_buf_add(&foot, _("sum: 0 ct (zero-sum)"));
        else
            sk_buf_printf(&foot, _("sum: %lld ct"), sum);
        sk_buf_add(&foot, "\n");
        nfoot++;
        if (st->zero_sum)
            pays_lines(&foot, &nfoot, st->tr, st->ntr, sch_payer, st);
    }
    int total = st->n ? (int)st->n + 1 + nfoot : 1; /* the rows, a blank line, the foot */
    int top = 5, hgt = LINES - top - 1;
    tui_scroll_clamp(&t->money_scroll, total, hgt);
    for (int y = 0; y < hgt && t->money_scroll + y < total; y++) {
        int i = t->money_scroll + y;
        char c[48];
        if (st->n == 0) {
            tui_put(top + y, 0, COLS, _("Nobody is seated yet."), 0, true);
            break;
        }
        if (i > (int)st->n) {
            put_lines(sk_buf_str(&foot), i - (int)st->n - 1, top + y, hgt - y);
            break;
        }
        if (i == (int)st->n)
            continue;
        const schops_row *r = &st->rows[i];
        sk_buf b = {0};
        bool shared = (i > 0 && st->rows[i - 1].rank == r->rank) ||
                      ((size_t)i + 1 < st->n && st->rows[i + 1].rank == r->rank);
        snprintf(c, sizeof c, "%d%s", r->rank, shared ? "=" : "."); /* as its standings */
        tui_cell(&b, c, 6, false);
        tui_cell(&b, r->name, namew, false);
        tui_cell_signed(&b, r->total, 8);
        if (!norate) {
            tui_cell_signed(&b, r->cents, 9);
            euro(c, sizeof c, r->cents);
            tui_cell(&b, c, 9, true);
        }
        tui_put(top + y, 0, COLS, sk_buf_str(&b), 0, true);
        sk_buf_free(&b);
    }
    sk_buf_free(&foot);
}

static void tui_money_draw(tui *t)
{
    if (!tui_fits(t, 50, 8))
        return;
    if (!t->money_valid)
        load(t);
    char title[600];
    if (t->money_series)
        snprintf(title, sizeof title, _("%s - money of series %d"), t->tour.row.name,
                 t->money_series);
    else
        snprintf(title, sizeof title, _("%s - money"), t->tour.row.name);
    tui_heading(title, _("Left/Right one series or all   Up/Down scroll   Esc back"));
    if (t->money_sch) {
        draw_sch(t);
        return;
    }
    if (!t->money) {
        tui_put(3, 0, COLS, t->money_msg, tui_attr_error(), true);
        return;
    }
    const ops_money *m = t->money;
    bool lachs = m->basis == OPS_MONEY_LACHS, tm = m->tournament_money;
    bool norate = t->money_note[0] != '\0', amounts = !norate || tm;
    char how[400];
    describe(m, norate, how, sizeof how);
    tui_put(2, 0, COLS, how, 0, true);
    /* the name takes what the figures leave (10 to 24 columns) */
    int namew = COLS - (6 + 8 + (lachs ? 7 : 0) + (norate ? 0 : 9) + (tm ? 4 * 8 : 0) +
                        (amounts ? 9 : 0));
    namew = namew > 24 ? 24 : namew < 10 ? 10 : namew;
    sk_buf h = {0};
    tui_cell(&h, _("Rank"), 6, false);
    tui_cell(&h, _("Player"), namew, false);
    tui_cell(&h, m->basis == OPS_MONEY_SEEGER ? "Seeger" : lachs ? _("Round") : _("List"), 8,
             true);
    if (lachs)
        tui_cell(&h, "Lachse", 7, true);
    if (!norate)
        tui_cell(&h, lachs ? _("Kasse") : _("Settle"), 9, true);
    if (tm) {
        tui_cell(&h, _("Entry"), 8, true);
        tui_cell(&h, _("Losses"), 8, true);
        tui_cell(&h, _("Passed"), 8, true);
        tui_cell(&h, _("Prize"), 8, true);
    }
    if (amounts)
        tui_cell(&h, _("Balance"), 9, true);
    tui_put(4, 0, COLS, sk_buf_str(&h), A_BOLD, true);
    sk_buf_free(&h);
    /* the rows, a blank line and the foot lines scroll together */
    sk_buf foot = {0};
    int nfoot = 0;
    foot_lines(t, m, &foot, &nfoot);
    int total = (int)m->n + (nfoot ? 1 + nfoot : 0);
    if (m->n == 0)
        total = 1;
    int top = 5, hgt = LINES - top - 1;
    tui_scroll_clamp(&t->money_scroll, total, hgt);
    const char *fp = sk_buf_str(&foot);
    for (int y = 0; y < hgt && t->money_scroll + y < total; y++) {
        int i = t->money_scroll + y;
        if (m->n == 0) {
            tui_put(top + y, 0, COLS, _("Nobody is seated yet."), 0, true);
            break;
        }
        if (i < (int)m->n) {
            const ops_money_row *r = &m->rows[i];
            char c[48];
            sk_buf b = {0};
            tui_money_lead(&b, m, (size_t)i, namew);
            tui_cell_signed(&b, r->points, 8);
            if (lachs)
                tui_cell_int(&b, r->lachse, 7);
            if (!norate) {
                euro(c, sizeof c, r->settle_ct);
                tui_cell(&b, c, 9, true);
            }
            if (tm) {
                long long v[4] = {-r->entry_ct, -r->loss_fee_ct, -r->passed_fee_ct, r->prize_ct};
                for (int k = 0; k < 4; k++) {
                    euro(c, sizeof c, v[k]);
                    tui_cell(&b, c, 8, true);
                }
            }
            if (amounts) {
                euro(c, sizeof c, r->balance_ct);
                tui_cell(&b, c, 9, true);
            }
            tui_put(top + y, 0, COLS, sk_buf_str(&b), 0, true);
            sk_buf_free(&b);
            continue;
        }
        int k = i - (int)m->n - 1; /* -1: the blank line */
        if (k < 0)
            continue;
        put_lines(fp, k, top + y, hgt - y);
        break;
    }
    sk_buf_free(&foot);
}

static void tui_money_key(tui *t, int k)
{
    switch (k) {
    case TE_KEY_LEFT:
        if (t->money_series > 0) {
            t->money_series--;
            t->money_valid = false;
        }
        break;
    case TE_KEY_RIGHT:
        if (t->money_series < t->tour.row.series_count) {
            t->money_series++;
            t->money_valid = false;
        }
        break;
    default:
        tui_list_key(t, k, &t->money_scroll, t->back[SCR_MONEY]);
        break;
    }
}

const tui_screen_fns tui_money_screen = {tui_money_draw, tui_money_key, tui_money_free};
