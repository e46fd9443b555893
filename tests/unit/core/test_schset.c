/* test_schset.c - the Schafkopf settings text, the entry line and the
 * four-per-table draw (app/core/schset.c, schline.c, draw.c fours_only). */
#include <stdio.h>
#include <string.h>

#include "draw.h"
#include "schgame.h"
#include "schline.h"
#include "th.h"

/* The canonical text parses back to the same settings. */
static void settings_round_trip(void)
{
    sk_err e;
    for (int f = SCH_FAM_WENDISCH; f <= SCH_FAM_BAYERISCH; f++) {
        sch_settings a, b;
        sch_settings_default(&a, (sch_family)f);
        sk_err_clear(&e);
        const char *spec = f == SCH_FAM_WENDISCH
                               ? "unit_solo=3,wend_gegen_die_alten=1,settlement=kasse,cent-per-unit=5"
                               : "tariff=10/50,lauf_min=2,kontra_max_level=re,klopfen=no,allow_ramsch=yes";
        TH_EQ_INT(sch_settings_parse(&a, spec, &e), SK_OK);
        char text[2048];
        sch_settings_format(&a, text, sizeof text);
        sch_settings_default(&b, (sch_family)f);
        sk_err_clear(&e);
        TH_EQ_INT(sch_settings_parse(&b, text, &e), SK_OK);
        char text2[2048];
        sch_settings_format(&b, text2, sizeof text2);
        TH_EQ_STR(text, text2);
    }
    sch_settings s;
    sch_settings_default(&s, SCH_FAM_BAYERISCH);
    sk_err_clear(&e);
    TH_EQ_INT(sch_settings_parse(&s, "tariff=10/50,lauf_min=2,kontra_max_level=re", &e), SK_OK);
    TH_EQ_INT((int)s.b.t_ruf, 10);
    TH_EQ_INT((int)s.b.t_solo, 50);
    TH_EQ_INT(s.b.lauf_min, 2);
    TH_EQ_INT(s.b.kontra_max_level, 2);
}

/* A.5.1 "t_ramsch ... = t_ruf" and A.5.4 point 2 "When t_ruf is given and
 * t_ramsch is not, t_ramsch = t_ruf" (issue 29 item 4: an explicit t_ruf=30
 * booked a Ramsch at the default 20).  With --rules t_ruf=30,allow_ramsch=yes
 * a Ramsch lost by B books +30 / -90 / +30 / +30. */
static void t_ramsch_follows_t_ruf(void)
{
    static const struct { const char *spec; long long ruf, ramsch; } c[] = {
        {"t_ruf=30,allow_ramsch=yes", 30, 30},
        {"allow_ramsch=yes,t_ruf=30", 30, 30},
        {"tariff=10/20,t_ruf=30,allow_ramsch=yes", 30, 30},
        {"t_ramsch=25,t_ruf=30,allow_ramsch=yes", 30, 25},  /* explicit t_ramsch stays */
        {"t_ruf=30,t_ramsch=0,allow_ramsch=yes", 30, 0},
        {"tariff=5/20,allow_ramsch=yes", 5, 5},              /* the preset, as before */
        {"allow_ramsch=yes", 20, 20},
    };
    for (size_t i = 0; i < sizeof c / sizeof *c; i++) {
        sch_settings s;
        sch_settings_default(&s, SCH_FAM_BAYERISCH);
        sk_err e;
        sk_err_clear(&e);
        TH_EQ_INT(sch_settings_parse(&s, c[i].spec, &e), SK_OK);
        TH_EQ_INT(s.b.t_ruf, c[i].ruf);
        TH_EQ_INT(s.b.t_ramsch, c[i].ramsch);
        /* the stored text keeps it (both keys are named there) */
        char text[2048];
        sch_settings_format(&s, text, sizeof text);
        sch_settings b;
        sch_settings_default(&b, SCH_FAM_BAYERISCH);
        TH_EQ_INT(sch_settings_parse(&b, text, &e), SK_OK);
        TH_EQ_INT(b.b.t_ramsch, c[i].ramsch);
    }
    sch_settings s;
    sch_settings_default(&s, SCH_FAM_BAYERISCH);
    sk_err e;
    sk_err_clear(&e);
    TH_EQ_INT(sch_settings_parse(&s, "t_ruf=30,allow_ramsch=yes", &e), SK_OK);
    sch_game g;
    sch_game_init(&g, SCH_FAM_BAYERISCH);
    g.b.kind = SCH_BAV_RAMSCH;
    g.b.ramsch_losers = 1u << 1; /* B */
    sch_result_row r;
    TH_EQ_INT(sch_game_score(&s, &g, &r, &e), SK_OK);
    TH_EQ_INT(r.pts[0], 30);
    TH_EQ_INT(r.pts[1], -90);
    TH_EQ_INT(r.pts[2], 30);
    TH_EQ_INT(r.pts[3], 30);
}

static void settings_refused(void)
{
    static const struct { const char *spec, *msg; } bad[] = {
        {"foo=1", "unknown key 'foo'"},
        {"lauf_min=0", "lauf_min=0 is out of range"},
        {"lauf_min=x", "not a whole number"},
        {"klopfen=vielleicht", "yes or no"},
        {"tariff=9/99", "not a known tariff"},
        {"t_ruf", "not key=value"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        sch_settings s;
        sch_settings_default(&s, SCH_FAM_BAYERISCH);
        sk_err e;
        sk_err_clear(&e);
        TH_EQ_INT(sch_settings_parse(&s, bad[i].spec, &e), SK_INVALID);
        TH_CONTAINS(e.msg, bad[i].msg);
    }
}

/* The entry line: S1, S8 and a Wendish W10 give the spec's results, and
 * format/parse round-trips. */
static void entry_line(void)
{
    static const struct { int fam; const char *line; long long r[4]; } ok[] = {
        {SCH_FAM_BAYERISCH, "r 1 3 e 70", {20, -20, 20, -20}},              /* S1 */
        {SCH_FAM_BAYERISCH, "s 2 e 120 sw t l4", {-180, 540, -180, -180}},  /* S8 */
        {SCH_FAM_BAYERISCH, "r 1 4 e 100 re", {120, -120, -120, 120}},      /* S11 */
        {SCH_FAM_BAYERISCH, "w 1 t -", {-300, 100, 100, 100}},              /* S18 */
        {SCH_FAM_WENDISCH, "g 1 3 kreuz-as 61", {1, -1, 1, -1}},            /* W10 */
        {SCH_FAM_WENDISCH, "s 2 100", {-4, 12, -4, -4}},                    /* W9 */
    };
    for (size_t i = 0; i < sizeof ok / sizeof *ok; i++) {
        sch_settings s;
        sch_settings_default(&s, (sch_family)ok[i].fam);
        sch_game g;
        sk_err e;
        sk_err_clear(&e);
        TH_EQ_INT(sch_line_parse((sch_family)ok[i].fam, ok[i].line, &g, &e), SK_OK);
        sch_result_row r;
        sch_game g2 = g;
        TH_EQ_INT(sch_game_score(&s, &g2, &r, &e), SK_OK);
        for (int k = 0; k < 4; k++)
            TH_EQ_INT((int)r.pts[k], (int)ok[i].r[k]);
        char line[200];
        sch_line_format(&g, line, sizeof line);
        sch_game g3;
        TH_EQ_INT(sch_line_parse((sch_family)ok[i].fam, line, &g3, &e), SK_OK);
        char line2[200];
        sch_line_format(&g3, line2, sizeof line2);
        TH_EQ_STR(line, line2);
    }
    sch_game g;
    sk_err e;
    sk_err_clear(&e);
    TH_EQ_INT(sch_line_parse(SCH_FAM_BAYERISCH, "q 1 2", &g, &e), SK_INVALID);
    TH_CONTAINS(e.msg, "contract 'q'");
    sk_err_clear(&e);
    TH_EQ_INT(sch_line_parse(SCH_FAM_BAYERISCH, "r 1 3 e 70 zz", &g, &e), SK_INVALID);
    TH_CONTAINS(e.msg, "'zz'");
}

/* Four at every table: 16 players make four tables; 18 are refused. */
static void fours_only(void)
{
    size_t order[18];
    int sizes[7];
    size_t nt;
    sk_err e;
    sk_err_clear(&e);
    draw_options o = {.seed = 3, .fours_only = true};
    TH_EQ_INT(draw_seat(16, &o, sizes, &nt, order, &e), SK_OK);
    TH_EQ_INT((int)nt, 4);
    for (size_t i = 0; i < nt; i++)
        TH_EQ_INT(sizes[i], 4);
    sk_err_clear(&e);
    TH_EQ_INT(draw_seat(18, &o, sizes, &nt, order, &e), SK_INVALID);
    TH_CONTAINS(e.msg, "let 2 sit out or 2 more join");
}

int main(void)
{
    TH_SUITE("schset");
    TH_RUN(settings_round_trip);
    TH_RUN(t_ramsch_follows_t_ruf);
    TH_RUN(settings_refused);
    TH_RUN(entry_line);
    TH_RUN(fours_only);
    return th_done();
}
