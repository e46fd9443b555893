/* test_day.c - the tournament day's rules (issue 31): IBAN and the EPC
 * payload of the GiroCode (iban.c), the round clock (clock.c), the day's
 * settings (dayset.c), prizes by group priority (prize.c), scans at the
 * door (scan.c) and seating at check-in (seatbox.c). */
#include <stdlib.h>
#include <string.h>

#include "clock.h"
#include "dayset.h"
#include "draw.h"
#include "iban.h"
#include "prize.h"
#include "prizescheme.h"
#include "scan.h"
#include "seatbox.h"
#include "th.h"

static void iban(void)
{
    sk_err e;
    sk_err_clear(&e);
    /* the examples of ISO 13616 / the Bundesbank */
    TH_EQ_INT(iban_check("DE89 3704 0044 0532 0130 00", &e), SK_OK);
    TH_EQ_INT(iban_check("de89370400440532013000", &e), SK_OK);
    TH_EQ_INT(iban_check("GB82 WEST 1234 5698 7654 32", &e), SK_OK);
    TH_EQ_INT(iban_check("AT61 1904 3002 3457 3201", &e), SK_OK);
    /* one digit mistyped, two swapped: mod 97 catches them */
    TH_EQ_INT(iban_check("DE89 3704 0044 0532 0130 01", &e), SK_INVALID);
    TH_CONTAINS(e.msg, "check digits do not match");
    sk_err_clear(&e);
    TH_EQ_INT(iban_check("DE89 3704 0044 0532 0103 00", &e), SK_INVALID);
    sk_err_clear(&e);
    TH_EQ_INT(iban_check("DE89 3704 0044 0532 0130", &e), SK_INVALID);
    TH_CONTAINS(e.msg, "an IBAN of DE has 22");
    sk_err_clear(&e);
    TH_EQ_INT(iban_check("DE89-3704", &e), SK_INVALID);
    sk_err_clear(&e);
    TH_EQ_INT(iban_check("", &e), SK_INVALID);
    sk_err_clear(&e);
    TH_EQ_INT(iban_check("1234567890123456", &e), SK_INVALID);
    TH_CONTAINS(e.msg, "country");
    char f[64];
    iban_format("DE89370400440532013000", f, sizeof f);
    TH_EQ_STR(f, "DE89 3704 0044 0532 0130 00");
    sk_err_clear(&e);
    TH_EQ_INT(bic_check("COBADEFFXXX", &e), SK_OK);
    TH_EQ_INT(bic_check("GENODEF1", &e), SK_OK);
    TH_EQ_INT(bic_check("cobadeff", &e), SK_INVALID);
}

static void epc(void)
{
    sk_err e;
    sk_err_clear(&e);
    sk_buf b = {0};
    epc_transfer x = {NULL, "SC Kreuz Bube e.V.", "de89 3704 0044 0532 0130 00", 1250, "K7QM-3XPA"};
    TH_EQ_INT(epc_payload(&x, &b, &e), SK_OK);
    TH_EQ_STR(b.s, "BCD\n002\n1\nSCT\n\nSC Kreuz Bube e.V.\nDE89370400440532013000\nEUR12.50\n\n\n"
                   "K7QM-3XPA");
    sk_buf_free(&b);
    x.bic = "COBADEFFXXX";
    x.amount_ct = 1000;
    x.text = "";
    TH_EQ_INT(epc_payload(&x, &b, &e), SK_OK);
    TH_EQ_STR(b.s, "BCD\n002\n1\nSCT\nCOBADEFFXXX\nSC Kreuz Bube e.V.\nDE89370400440532013000\n"
                   "EUR10.00");
    sk_buf_free(&b);
    /* refusals change nothing */
    x.amount_ct = 0;
    TH_EQ_INT(epc_payload(&x, &b, &e), SK_INVALID);
    TH_CONTAINS(e.msg, "amount");
    sk_err_clear(&e);
    x.amount_ct = 100;
    x.name = "A name that is far too long for the field of a SEPA transfer of seventy characters";
    TH_EQ_INT(epc_payload(&x, &b, &e), SK_INVALID);
    TH_CONTAINS(e.msg, "payee");
    sk_err_clear(&e);
    x.name = "Verein";
    x.text = "two\nlines";
    TH_EQ_INT(epc_payload(&x, &b, &e), SK_INVALID);
    TH_CHECK(b.s == NULL);
}

static void clock(void)
{
    int64_t t;
    TH_CHECK(clock_parse_iso("2026-05-01T14:00:00Z", &t));
    char s[CLOCK_ISO_LEN + 1];
    clock_format_iso(t, s);
    TH_EQ_STR(s, "2026-05-01T14:00:00Z");
    clock_format_iso(t + 7200 + 61, s);
    TH_EQ_STR(s, "2026-05-01T16:01:01Z");
    int64_t u;
    TH_CHECK(!clock_parse_iso("2026-02-30T14:00:00Z", &u));
    TH_CHECK(!clock_parse_iso("2026-05-01 14:00:00", &u));
    TH_CHECK(!clock_parse_iso("2026-05-01T24:00:00Z", &u));
    TH_CHECK(!clock_parse_iso("2026-05-01T14:00:00Zx", &u));
    clock_state c;
    clock_at(t, 120, 10, false, t + 60, &c);
    TH_EQ_INT(c.phase, CLOCK_RUNNING);
    TH_EQ_INT(c.left, 119 * 60);
    clock_at(t, 120, 10, false, t + 110 * 60, &c);
    TH_EQ_INT(c.phase, CLOCK_WARNING);
    clock_at(t, 120, 10, false, t + 109 * 60 + 59, &c);
    TH_EQ_INT(c.phase, CLOCK_RUNNING);
    clock_at(t, 120, 10, false, t + 120 * 60, &c);
    TH_EQ_INT(c.phase, CLOCK_OVER);
    clock_at(t, 120, 10, true, t + 60, &c);
    TH_EQ_INT(c.phase, CLOCK_STOPPED);
    /* paused after 30 minutes, looked at 20 minutes later: 90 left, the
     * end 20 minutes later; resumed with those 20 minutes of pause */
    clock_at_paused(t, 120, 10, false, t + 30 * 60, 0, t + 50 * 60, &c);
    TH_EQ_INT(c.phase, CLOCK_PAUSED);
    TH_EQ_INT(c.left, 90 * 60);
    TH_EQ_INT(c.end, t + 140 * 60);
    clock_at_paused(t, 120, 10, false, 0, 20 * 60, t + 60 * 60, &c);
    TH_EQ_INT(c.phase, CLOCK_RUNNING);
    TH_EQ_INT(c.left, 80 * 60);
    clock_at_paused(t, 120, 10, false, 0, 20 * 60, t + 140 * 60, &c);
    TH_EQ_INT(c.phase, CLOCK_OVER);
    char h[16];
    clock_hms(3600 + 5 * 60 + 9, h, sizeof h);
    TH_EQ_STR(h, "1:05:09");
    clock_hms(309, h, sizeof h);
    TH_EQ_STR(h, "5:09");
    clock_hms(-75, h, sizeof h);
    TH_EQ_STR(h, "-1:15");
}

static void settings(void)
{
    day_settings s;
    dayset_default(&s);
    sk_err e;
    sk_err_clear(&e);
    char v[200];
    TH_CHECK(dayset_value(&s, "clock_min", v, sizeof v));
    TH_EQ_STR(v, "120");
    TH_CHECK(dayset_value(&s, "fee_ct", v, sizeof v));
    TH_EQ_STR(v, "rules");
    TH_EQ_INT(dayset_apply(&s, "fee_ct", "1000", &e), SK_OK);
    TH_EQ_INT(s.fee_ct, 1000);
    TH_EQ_INT(dayset_apply(&s, "clock_min", "0", &e), SK_INVALID);
    TH_CONTAINS(e.msg, "clock_min=0");
    sk_err_clear(&e);
    TH_EQ_INT(dayset_apply(&s, "warn_min", "200", &e), SK_INVALID);
    TH_CONTAINS(e.msg, "longer than the series");
    sk_err_clear(&e);
    TH_EQ_INT(dayset_apply(&s, "second_entry", "yes", &e), SK_OK);
    TH_CHECK(s.second_entry);
    TH_EQ_INT(dayset_apply(&s, "prize_order", "lady,overall", &e), SK_OK);
    TH_CHECK(dayset_value(&s, "prize_order", v, sizeof v));
    TH_EQ_STR(v, "lady,overall,youth,guest,member");
    TH_EQ_INT(dayset_apply(&s, "prize_order", "lady,lady", &e), SK_INVALID);
    TH_CONTAINS(e.msg, "named twice");
    sk_err_clear(&e);
    TH_EQ_INT(dayset_apply(&s, "host_club", "SC \x1b[2J", &e), SK_INVALID);
    sk_err_clear(&e);
    TH_EQ_INT(dayset_apply(&s, "bogus", "1", &e), SK_INVALID);
    TH_CONTAINS(e.msg, "unknown setting");
    sk_err_clear(&e);
    /* Bavarian: at most 15 euros, goods only */
    TH_EQ_INT(dayset_apply(&s, "preset", "bavarian", &e), SK_OK);
    TH_EQ_INT(dayset_apply(&s, "fee_ct", "1600", &e), SK_INVALID);
    TH_CONTAINS(e.msg, "15.00 euros");
    sk_err_clear(&e);
    TH_EQ_INT(s.fee_ct, 1000);
    TH_EQ_INT(dayset_bavarian_check(&s, 1500, 0, false, &e), SK_OK);
    TH_EQ_INT(dayset_bavarian_check(&s, 1501, 0, false, &e), SK_INVALID);
    sk_err_clear(&e);
    TH_EQ_INT(dayset_bavarian_check(&s, 1000, 2, false, &e), SK_INVALID);
    TH_CONTAINS(e.msg, "goods only");
    dayset_default(&s);
    sk_err_clear(&e);
    dayset_apply(&s, "fee_ct", "2000", &e);
    TH_EQ_INT(dayset_apply(&s, "preset", "bavarian", &e), SK_INVALID);
    TH_CHECK(!s.bavarian);
}

static void prizes(void)
{
    prize_item it[] = {
        {DAY_OVERALL, 1, 10000, NULL}, {DAY_OVERALL, 2, 5000, NULL},
        {DAY_OVERALL, 3, 0, "Schinken"}, {DAY_LADY, 1, 0, "Blumen"},
        {DAY_YOUTH, 1, 2000, NULL},
    };
    const unsigned all = 1u << DAY_OVERALL, lady = 1u << DAY_LADY, youth = 1u << DAY_YOUTH;
    /* A 1st (lady), B and C share 2nd (C a lady), D 4th (youth), E 5th (lady) */
    prize_player pl[] = {{1, all | lady}, {2, all}, {2, all | lady}, {4, all | youth},
                         {5, all | lady}};
    prize_award w[5];
    sk_err e;
    sk_err_clear(&e);
    day_settings s;
    dayset_default(&s);
    TH_EQ_INT(prize_award_all(it, 5, s.order, pl, 5, w, &e), SK_OK);
    TH_CHECK(w[0].won && w[0].group == DAY_OVERALL && w[0].place == 1 && w[0].ct == 10000);
    /* B and C occupy places 2 and 3: the 50 euros split, the ham by lot */
    TH_CHECK(w[1].won && w[1].shared == 2 && w[1].ct == 2500 && w[1].lot);
    TH_EQ_STR(w[1].goods, "Schinken");
    TH_CHECK(w[2].won && w[2].ct == 2500 && w[2].lot);
    /* the best lady without a prize is E; the youth prize goes to D */
    TH_CHECK(w[4].won && w[4].group == DAY_LADY && w[4].place == 1);
    TH_EQ_STR(w[4].goods, "Blumen");
    TH_CHECK(w[3].won && w[3].group == DAY_YOUTH && w[3].ct == 2000);
    /* the ladies first: A takes the flowers, B and C share places 1 and 2
     * (150 euros, 75 each), D is 3rd (the ham), so no youth is left */
    TH_EQ_INT(dayset_apply(&s, "prize_order", "lady,overall,youth", &e), SK_OK);
    TH_EQ_INT(prize_award_all(it, 5, s.order, pl, 5, w, &e), SK_OK);
    TH_CHECK(w[0].group == DAY_LADY);
    TH_CHECK(w[1].group == DAY_OVERALL && w[1].place == 1 && w[1].ct == 7500 && !w[1].lot);
    TH_CHECK(w[2].ct == 7500);
    TH_CHECK(w[3].group == DAY_OVERALL && w[3].place == 3);
    TH_EQ_STR(w[3].goods, "Schinken");
    TH_CHECK(!w[4].won);
    /* odd cents: one each to the first of the tie */
    prize_item odd[] = {{DAY_OVERALL, 1, 1001, NULL}};
    prize_player two[] = {{1, all}, {1, all}, {1, all}};
    TH_EQ_INT(prize_award_all(odd, 1, s.order, two, 3, w, &e), SK_OK);
    TH_EQ_INT(w[0].ct, 334);
    TH_EQ_INT(w[1].ct, 334);
    TH_EQ_INT(w[2].ct, 333);
    /* refusals */
    prize_item twice[] = {{DAY_LADY, 1, 100, NULL}, {DAY_LADY, 1, 0, "x"}};
    TH_EQ_INT(prize_award_all(twice, 2, s.order, pl, 5, w, &e), SK_INVALID);
    TH_CONTAINS(e.msg, "twice");
}

/* prizescheme.c: a percentage split by a table in whole euros, the
 * remainder to place 1; every Nth player; goods from a list; refusals. */
static void schemes(void)
{
    prize_scheme s;
    sk_err e;
    sk_err_clear(&e);
    prize_scheme_place w[PSCHEME_MAX_PLACES];
    size_t n;
    TH_EQ_INT(prize_scheme_parse("percent=50;split=40/30/20/10", &s, &e), SK_OK);
    /* 50 % of 50.50 = 25.25: 10.00, 7.00 (7.575), 5.00 (5.05), 2.00 (2.525); 1.25 to place 1 */
    TH_CHECK(prize_scheme_places(&s, 6, 5050, w, PSCHEME_MAX_PLACES, &n) == 2525);
    TH_EQ_INT((int)n, 4);
    TH_CHECK(w[0].ct == 1125 && w[1].ct == 700 && w[2].ct == 500 && w[3].ct == 200);
    char v[PSCHEME_TEXT_MAX + 1];
    prize_scheme_format(&s, v, sizeof v);
    TH_EQ_STR(v, "percent=50;split=40/30/20/10");
    TH_EQ_INT(prize_scheme_parse("percent=100;split=23.5/19.5/15/11.5/10/9/6.5/5", &s, &e), SK_OK);
    prize_scheme_format(&s, v, sizeof v);
    TH_EQ_STR(v, "percent=100;split=23.5/19.5/15/11.5/10/9/6.5/5");
    /* every 4th of 10 players: 2 places, 30.00 shared equally */
    TH_EQ_INT(prize_scheme_parse("percent=25;every=4", &s, &e), SK_OK);
    prize_scheme_places(&s, 10, 12000, w, PSCHEME_MAX_PLACES, &n);
    TH_CHECK(n == 2 && w[0].ct == 1500 && w[1].ct == 1500);
    TH_EQ_INT(prize_scheme_parse("every=3;goods=Schinken|Wurst", &s, &e), SK_OK);
    prize_scheme_places(&s, 10, 0, w, PSCHEME_MAX_PLACES, &n);
    TH_CHECK(n == 3 && strcmp(w[0].goods, "Schinken") == 0 && strcmp(w[2].goods, "Wurst") == 0);
    TH_EQ_INT(prize_scheme_parse("every=3;ct=500", &s, &e), SK_OK);
    prize_scheme_places(&s, 2, 0, w, PSCHEME_MAX_PLACES, &n);
    TH_EQ_INT((int)n, 0);
    const char *bad[] = {"percent=101;split=100", "percent=50;split=60/50", "percent=50;split=30/40/30",
                         "percent=50;split=60/30", "every=0;ct=5", "split=100", "percent=50",
                         "every=2;ct=5;goods=x", "ct=5", "goods=", "percent=5;split=100;x=1"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        sk_err_clear(&e);
        prize_scheme keep = s;
        TH_EQ_INT(prize_scheme_parse(bad[i], &s, &e), SK_INVALID);
        TH_CHECK(memcmp(&keep, &s, sizeof s) == 0);
    }
}

static void scans(void)
{
    scan_result r;
    sk_err e;
    sk_err_clear(&e);
    TH_EQ_INT(scan_parse("k7qm-3xpa\r\n", &r, &e), SK_OK);
    TH_CHECK(r.has_code);
    TH_EQ_STR(r.code, "K7QM3XPA");
    TH_EQ_INT(scan_parse("http://192.168.1.20:8080/checkin/K7QM3XPA", &r, &e), SK_OK);
    TH_CHECK(r.has_code);
    TH_EQ_STR(r.code, "K7QM3XPA");
    /* a US-layout scanner on a German keyboard types / as - */
    TH_EQ_INT(scan_parse("httpÖ--192.168.1.20Ö8080-checkin-K7QM3XPA", &r, &e), SK_OK);
    TH_EQ_STR(r.code, "K7QM3XPA");
    TH_EQ_INT(scan_parse("DSKV-0123456", &r, &e), SK_OK);
    TH_CHECK(!r.has_code && r.has_member && r.has_digits);
    TH_EQ_STR(r.member, "DSKV0123456");
    TH_EQ_STR(r.digits, "123456");
    TH_EQ_INT(scan_parse("0123456", &r, &e), SK_OK);
    TH_CHECK(r.has_member && !r.has_digits);
    TH_EQ_STR(r.member, "123456");
    TH_EQ_INT(scan_parse("SKATPASS:000777", &r, &e), SK_OK);
    TH_EQ_STR(r.digits, "777");
    TH_EQ_INT(scan_parse("", &r, &e), SK_INVALID);
    sk_err_clear(&e);
    TH_EQ_INT(scan_parse("K7QM\x1b[2J", &r, &e), SK_INVALID);
    TH_CONTAINS(e.msg, "control character");
    sk_err_clear(&e);
    TH_EQ_INT(scan_parse("\xff\xfe", &r, &e), SK_INVALID);
    sk_err_clear(&e);
    char big[400];
    memset(big, 'A', sizeof big - 1);
    big[sizeof big - 1] = '\0';
    TH_EQ_INT(scan_parse(big, &r, &e), SK_INVALID);
    sk_err_clear(&e);
    TH_EQ_INT(scan_parse("Grüße!", &r, &e), SK_INVALID);
    TH_CONTAINS(e.msg, "neither a personal code");
    char yz[9];
    TH_CHECK(scan_code_yz("K7QY3XPZ", yz));
    TH_EQ_STR(yz, "K7QZ3XPY");
}

/* Every player of a seating exactly once, tables of 3 or 4. */
static void check_seating(const int *sizes, size_t nt, const int *order, size_t n)
{
    size_t total = 0, fours = 0;
    for (size_t k = 0; k < nt; k++) {
        TH_CHECK(sizes[k] == 3 || sizes[k] == 4);
        total += (size_t)sizes[k];
        fours += sizes[k] == 4;
    }
    TH_EQ_INT(total, n);
    /* as many 4-tables as possible (draw_table_sizes) */
    int want[64];
    size_t wn;
    sk_err e;
    sk_err_clear(&e);
    TH_EQ_INT(draw_table_sizes(n, want, 64, &wn, &e), SK_OK);
    TH_EQ_INT(nt, wn);
    size_t wf = 0;
    for (size_t k = 0; k < wn; k++)
        wf += want[k] == 4;
    TH_EQ_INT(fours, wf);
    char *seen = calloc(n, 1);
    for (size_t i = 0; i < n; i++) {
        TH_CHECK(order[i] >= 0 && (size_t)order[i] < n);
        if (order[i] >= 0 && (size_t)order[i] < n) {
            TH_CHECK(!seen[order[i]]);
            seen[order[i]] = 1;
        }
    }
    free(seen);
}

/* n arrivals, the x-th at time x + 1 (arrival[x]), drawing seats in a and
 * b alike: reproducible, the same seed and arrivals give the same seats
 * (tab, seat); the first `club` arrivals, of one club, at as many tables. */
static void arrive_alike(seatbox *a, seatbox *b, const seatbox_rules *r, int n, int club,
                         uint64_t *arrival, int *tab, int *seat)
{
    for (int x = 0; x < n; x++) {
        arrival[x] = (uint64_t)x + 1;
        int t2, s2;
        seatbox_arrive(a, r, arrival[x], x, &tab[x], &seat[x]);
        seatbox_arrive(b, r, arrival[x], x, &t2, &s2);
        TH_EQ_INT(tab[x], t2);
        TH_EQ_INT(seat[x], s2);
    }
    for (int x = 0; x < club; x++)
        for (int y = 0; y < x; y++)
            TH_CHECK(tab[x] != tab[y]);
}

/* seatbox_close keeps clubs apart at least as well as a plain draw: a
 * door that filled table 2 with four of one club (6 pairs) closes with
 * 3 + 2 of them (4 pairs, one swap); seatbox_group_at. */
static void apart(void)
{
    int64_t club[8] = {0, 0, 0, 7, 7, 7, 7, 7};
    seatbox_rules r = {13, club, NULL, false, false};
    seatbox b;
    seatbox_init(&b, 2);
    int at[8] = {0, 1, 2, 3, 4, 5, 6, 7}; /* table 1: players 0-3, table 2: 4-7 */
    for (int i = 0; i < 8; i++)
        b.seat[i] = at[i];
    TH_EQ_INT(seatbox_group_at(&b, &r, 2, 7), 3);
    TH_EQ_INT(seatbox_group_at(&b, &r, 1, 3), 0);
    uint64_t arrival[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    int sizes[4], order[8];
    size_t nt, nm;
    seatbox_move mv[8];
    sk_err e;
    sk_err_clear(&e);
    TH_EQ_INT(seatbox_close(&b, NULL, 0, arrival, &r, sizes, &nt, order, mv, &nm, &e), SK_OK);
    size_t ord[8];
    for (int i = 0; i < 8; i++)
        ord[i] = (size_t)order[i];
    TH_EQ_INT(draw_conflicts(sizes, nt, ord, club), 4);
    TH_EQ_INT((int)nm, 2); /* one swap: two players move */
    TH_CHECK(mv[0].from_table != mv[0].to_table && mv[1].from_table != mv[1].to_table);
    seatbox_free(&b);
}

static void seating(void)
{
    enum { N = 33 };
    int64_t club[N] = {0};
    for (int i = 0; i < 8; i++)
        club[i] = 7; /* eight players of one club arrive first */
    uint64_t arrival[N];
    seatbox_rules r = {42, club, NULL, false, false};
    seatbox a, b;
    seatbox_init(&a, 8);
    seatbox_init(&b, 8);
    int tab[N], seat[N];
    arrive_alike(&a, &b, &r, N, 8, arrival, tab, seat);
    /* 32 planned seats: the 33rd arrival opens table 9 */
    TH_EQ_INT(a.ntables, 9);
    TH_EQ_INT(tab[32], 9);
    /* another seed, another seating */
    seatbox c;
    seatbox_init(&c, 8);
    seatbox_rules r2 = {43, club, NULL, false, false};
    int diff = 0;
    for (int x = 0; x < N; x++) {
        int t2, s2;
        seatbox_arrive(&c, &r2, arrival[x], x, &t2, &s2);
        diff += t2 != tab[x];
    }
    TH_CHECK(diff > 0);
    seatbox_free(&c);
    /* closing: 33 = 6 x 4 + 3 x 3, nine tables */
    int sizes[N / 3 + 1], order[N];
    size_t nt, nm;
    seatbox_move mv[N];
    sk_err e;
    sk_err_clear(&e);
    TH_EQ_INT(seatbox_close(&a, NULL, 0, arrival, &r, sizes, &nt, order, mv, &nm, &e), SK_OK);
    check_seating(sizes, nt, order, N);
    /* who did not move keeps table and seat */
    size_t o = 0;
    for (size_t k = 0; k < nt; k++)
        for (int s = 0; s < sizes[k]; s++, o++) {
            int x = order[o];
            bool moved = false;
            for (size_t i = 0; i < nm; i++)
                if (mv[i].player == x) {
                    moved = true;
                    TH_EQ_INT(mv[i].to_table, (int)k + 1);
                    TH_EQ_INT(mv[i].to_seat, s + 1);
                    TH_EQ_INT(mv[i].from_table, tab[x]);
                }
            if (!moved) {
                TH_EQ_INT(tab[x], (int)k + 1);
                TH_EQ_INT(seat[x], s + 1);
            }
        }
    /* only few move: the seat 4 of each table that becomes a 3-table */
    TH_CHECK(nm <= 6);
    /* fewer came than planned: 22 arrived at 8 planned tables, and one
     * present player never checked in (extra): 23 = 5 x 4 + 3, the players
     * of tables 7 and 8 move */
    seatbox d;
    seatbox_init(&d, 8);
    for (int x = 0; x < 22; x++) {
        int t2, s2;
        seatbox_arrive(&d, &r, arrival[x], x, &t2, &s2);
    }
    int extra[1] = {22};
    TH_EQ_INT(seatbox_close(&d, extra, 1, arrival, &r, sizes, &nt, order, mv, &nm, &e), SK_OK);
    check_seating(sizes, nt, order, 23);
    TH_EQ_INT(nt, 6);
    bool extra_moved = false;
    for (size_t i = 0; i < nm; i++) {
        TH_CHECK(mv[i].to_table <= 6);
        if (mv[i].player == 22)
            extra_moved = mv[i].from_table == 0;
    }
    TH_CHECK(extra_moved);
    seatbox_free(&d);
    /* five cannot be seated */
    seatbox f;
    seatbox_init(&f, 2);
    for (int x = 0; x < 5; x++) {
        int t2, s2;
        seatbox_arrive(&f, &r, arrival[x], x, &t2, &s2);
    }
    TH_EQ_INT(seatbox_close(&f, NULL, 0, arrival, &r, sizes, &nt, order, mv, &nm, &e),
              SK_INVALID);
    seatbox_free(&f);
    seatbox_free(&a);
    seatbox_free(&b);
}

static void late(void)
{
    seatbox_rules r = {5, NULL, NULL, false, false};
    seatbox_late l;
    /* 4 + 4 + 3: the 3-table is filled */
    int sizes[] = {4, 4, 3};
    int order[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
    bool started[] = {false, false, false};
    seatbox_late_arrival(sizes, 3, order, started, &r, 1, 11, &l);
    TH_EQ_INT(l.kind, SEATBOX_LATE_FILL);
    TH_EQ_INT(l.table, 3);
    /* that table has begun: two 4-tables give their seat 4 for a new one */
    started[2] = true;
    seatbox_late_arrival(sizes, 3, order, started, &r, 1, 11, &l);
    TH_EQ_INT(l.kind, SEATBOX_LATE_OPEN);
    TH_EQ_INT(l.table, 4);
    TH_CHECK((l.from[0] == 1 && l.from[1] == 2) || (l.from[0] == 2 && l.from[1] == 1));
    TH_EQ_INT(l.seat_of[0] + l.seat_of[1] + l.seat_of[2], 6);
    /* everything begun: the next series */
    started[0] = started[1] = true;
    seatbox_late_arrival(sizes, 3, order, started, &r, 1, 11, &l);
    TH_EQ_INT(l.kind, SEATBOX_LATE_NEXT);
}

/* Schafkopf: every table seats four; at closing the latest arrivals beyond
 * a multiple of four wait for the next series (or closing is refused). */
static void fours(void)
{
    enum { N = 19 };
    int64_t club[N] = {0};
    for (int i = 0; i < 4; i++)
        club[i] = 3; /* four of one club arrive first */
    uint64_t arrival[N];
    seatbox_rules r = {7, club, NULL, true, true};
    seatbox a, b;
    seatbox_init(&a, 4);
    seatbox_init(&b, 4);
    int tab[N], seat[N];
    arrive_alike(&a, &b, &r, N, 4, arrival, tab, seat);
    int sizes[N / 3 + 1], order[N];
    size_t nt, nm;
    seatbox_move mv[N];
    sk_err e;
    sk_err_clear(&e);
    TH_EQ_INT(seatbox_close(&a, NULL, 0, arrival, &r, sizes, &nt, order, mv, &nm, &e), SK_OK);
    TH_EQ_INT(nt, 4);
    for (size_t k = 0; k < nt; k++)
        TH_EQ_INT(sizes[k], 4);
    check_seating(sizes, nt, order, 16);
    /* the three latest arrivals wait; nobody seated is one of them */
    int waiting = 0;
    for (size_t i = 0; i < nm; i++)
        if (mv[i].to_table == 0) {
            waiting++;
            TH_CHECK(mv[i].player >= 16);
            TH_EQ_INT(mv[i].from_table, tab[mv[i].player]);
        }
    TH_EQ_INT(waiting, 3);
    for (int i = 0; i < 16; i++)
        TH_CHECK(order[i] < 16);
    /* the same closing again: the same tables */
    int order2[N], sizes2[N / 3 + 1];
    size_t nt2, nm2;
    TH_EQ_INT(seatbox_close(&b, NULL, 0, arrival, &r, sizes2, &nt2, order2, mv, &nm2, &e), SK_OK);
    TH_EQ_INT(nt2, nt);
    TH_CHECK(memcmp(order, order2, 16 * sizeof *order) == 0);
    /* no next series: refused with the draw's rule */
    seatbox_rules last = r;
    last.may_wait = false;
    TH_EQ_INT(seatbox_close(&a, NULL, 0, arrival, &last, sizes, &nt, order, mv, &nm, &e),
              SK_INVALID);
    TH_CHECK(strstr(e.msg, "Schafkopf needs four at every table") != NULL);
    seatbox_free(&a);
    seatbox_free(&b);
    /* a late arrival: three waiting open a table of four */
    int so[4];
    TH_CHECK(seatbox_late_fours(3, false, &r, 20, so));
    TH_EQ_INT(so[0] + so[1] + so[2] + so[3], 10);
    TH_CHECK(so[0] != so[1] && so[2] != so[3] && so[0] != so[3]);
    TH_CHECK(!seatbox_late_fours(2, false, &r, 20, so)); /* too few waiting */
    TH_CHECK(!seatbox_late_fours(5, true, &r, 20, so));  /* the series has begun */
}

int main(void)
{
    TH_SUITE("day");
    TH_RUN(iban);
    TH_RUN(epc);
    TH_RUN(clock);
    TH_RUN(settings);
    TH_RUN(prizes);
    TH_RUN(schemes);
    TH_RUN(scans);
    TH_RUN(seating);
    TH_RUN(apart);
    TH_RUN(late);
    TH_RUN(fours);
    return th_done();
}
