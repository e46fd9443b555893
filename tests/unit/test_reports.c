/* test_reports.c - the PDF and XLSX writers on fixture data with umlauts,
 * ß and €.  `test_reports --out DIR` also keeps the files in DIR for the
 * shell suite tests/reports/ (pdftotext, openpyxl). */
#include <dirent.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "game.h"
#include "rep_pdf.h"
#include "rep_xlsx.h"
#include "th.h"
#include "langsetup.h"

static char dir[512];

static const char *names[] = {
    "Jürgen Müller", "Grete Weiß", "Ömer Öztürk", "Hans-Jörg Groß", "Änne Bäcker",
    "Ulf Übel", "Karl-Heinz Schäfer", "Brigitte Strauß", "Dieter Kühn", "Sören Løvås",
    "Maria Señor", "Günther Fuß",
};
#define NNAMES 12

static char *path_in(const char *name)
{
    return xasprintf("%s/%s", dir, name);
}

static bool file_starts(const char *path, const char *magic)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return false;
    char buf[8] = {0};
    size_t n = fread(buf, 1, strlen(magic), f);
    fclose(f);
    return n == strlen(magic) && memcmp(buf, magic, n) == 0;
}

/* No "*.tmp.*" file left in dir. */
static int temp_files_left(void)
{
    int n = 0;
    DIR *d = opendir(dir);
    struct dirent *e;
    while (d && (e = readdir(d)))
        if (strstr(e->d_name, ".tmp."))
            n++;
    if (d)
        closedir(d);
    return n;
}

/* ---- fixture: standings of 80 players over 3 series ---- */

#define NPLAYERS 80
#define NSERIES 3
static char *pname[NPLAYERS];
static long long ser[NPLAYERS][NSERIES], tot[NPLAYERS];
static int won_g[NPLAYERS], lost_g[NPLAYERS], rankv[NPLAYERS];

static void make_standings(void)
{
    unsigned seed = 7;
    for (int i = 0; i < NPLAYERS; i++) {
        pname[i] = xasprintf("%s %d", names[i % NNAMES], i + 1);
        for (int s = 0; s < NSERIES; s++) {
            seed = seed * 1103515245u + 12345u;
            ser[i][s] = (long long)((seed >> 8) % 2400) - 500;
        }
        won_g[i] = 10 + i % 7;
        lost_g[i] = i % 4;
    }
    /* two players tie exactly (same total, won and lost): shared rank */
    for (int s = 0; s < NSERIES; s++)
        ser[5][s] = ser[4][s];
    won_g[5] = won_g[4];
    lost_g[5] = lost_g[4];
    for (int i = 0; i < NPLAYERS; i++)
        tot[i] = ser[i][0] + ser[i][1] + ser[i][2];
    /* sort by total desc, won desc, lost asc (rules.md 10) */
    for (int i = 0; i < NPLAYERS; i++)
        for (int j = i + 1; j < NPLAYERS; j++) {
            bool sw = tot[j] > tot[i] || (tot[j] == tot[i] && (won_g[j] > won_g[i] ||
                      (won_g[j] == won_g[i] && lost_g[j] < lost_g[i])));
            if (sw) {
                char *tn = pname[i]; pname[i] = pname[j]; pname[j] = tn;
                long long tt = tot[i]; tot[i] = tot[j]; tot[j] = tt;
                for (int s = 0; s < NSERIES; s++) {
                    long long t = ser[i][s]; ser[i][s] = ser[j][s]; ser[j][s] = t;
                }
                int t = won_g[i]; won_g[i] = won_g[j]; won_g[j] = t;
                t = lost_g[i]; lost_g[i] = lost_g[j]; lost_g[j] = t;
            }
        }
    for (int i = 0; i < NPLAYERS; i++)
        rankv[i] = (i > 0 && tot[i] == tot[i - 1] && won_g[i] == won_g[i - 1] &&
                    lost_g[i] == lost_g[i - 1]) ? rankv[i - 1] : i + 1;
}

static const rep_col st_cols[] = {
    {"Platz", REP_RIGHT, 5, NULL},  {"Name", REP_LEFT, 22, NULL},
    {"Nr.", REP_RIGHT, 5, NULL},    {"Serie 1", REP_RIGHT, 8, NULL},
    {"Serie 2", REP_RIGHT, 8, NULL}, {"Serie 3", REP_RIGHT, 8, NULL},
    {"Gesamt", REP_RIGHT, 9, "=SUM(D{r}:F{r})"}, {"Gew.", REP_RIGHT, 6, NULL},
    {"Verl.", REP_RIGHT, 6, NULL},
};
#define ST_NCOLS 9

static rep_cell *standings_cells(void)
{
    rep_cell *c = xcalloc(NPLAYERS * ST_NCOLS, sizeof *c);
    for (int i = 0; i < NPLAYERS; i++) {
        rep_cell *r = c + i * ST_NCOLS;
        r[0] = rep_num(rankv[i]);
        r[1] = rep_text(pname[i]);
        r[2] = rep_num(100 + i);
        for (int s = 0; s < NSERIES; s++)
            r[3 + s] = rep_num(ser[i][s]);
        r[6] = rep_num(tot[i]);
        r[7] = rep_num(won_g[i]);
        r[8] = rep_num(lost_g[i]);
    }
    return c;
}

static const rep_col team_cols[] = {
    {"Platz", REP_RIGHT, 5, NULL}, {"Mannschaft", REP_LEFT, 30, NULL},
    {"Spieler", REP_RIGHT, 7, NULL}, {"Gesamt", REP_RIGHT, 10, NULL},
};
static rep_cell team_cells[] = {
    {REP_CELL_NUM, NULL, 1}, {REP_CELL_TEXT, "Herz-Dame Düsseldorf €", 0},
    {REP_CELL_NUM, NULL, 4}, {REP_CELL_NUM, NULL, 8123},
    {REP_CELL_NUM, NULL, 2}, {REP_CELL_TEXT, "Grand-Hand Straßburg", 0},
    {REP_CELL_NUM, NULL, 4}, {REP_CELL_NUM, NULL, 7990},
    {REP_CELL_NUM, NULL, 3}, {REP_CELL_TEXT, "Kreuz-Bube Öhringen", 0},
    {REP_CELL_NUM, NULL, 3}, {REP_CELL_NUM, NULL, -412},
};

static rep_doc doc_de = {"Vereinsmeisterschaft Größe & Maß €", "2026-11-21", "Serie 1–3",
                         REP_DE};
static rep_doc doc_en = {"Club Championship Öhringen", "2026-11-21", "Series 1–3", REP_EN};

static void test_standings_pdf(void)
{
    rep_cell *cells = standings_cells();
    rep_table main = {"Rangliste", ST_NCOLS, st_cols, NPLAYERS, cells};
    rep_table teams = {"Mannschaftswertung", 4, team_cols, 3, team_cells};
    /* chart: the top 5 over the series */
    long long vals[5][NSERIES + 1];
    rep_chart_line lines[5];
    for (int l = 0; l < 5; l++) {
        vals[l][0] = 0;
        for (int s = 0; s < NSERIES; s++)
            vals[l][s + 1] = vals[l][s] + ser[l][s];
        lines[l].name = pname[l];
        lines[l].values = vals[l];
    }
    const char *xl[] = {"Start", "Serie 1", "Serie 2", "Serie 3"};
    rep_chart chart = {"Punkteverlauf der führenden Spieler", "nach Serie", "Punkte",
                       NSERIES + 1, xl, 5, lines};
    sk_err err;
    sk_err_clear(&err);
    char *p = path_in("standings_de.pdf");
    TH_EQ_INT(rep_pdf_standings(p, &doc_de, &main, &teams, &chart, NULL, &err), SK_OK);
    TH_EQ_STR(err.msg, "");
    TH_CHECK(file_starts(p, "%PDF-"));
    free(p);
    /* the expected order and totals, for the shell suite */
    p = path_in("standings_expected.txt");
    FILE *f = fopen(p, "w");
    TH_CHECK(f != NULL);
    for (int i = 0; i < NPLAYERS && f; i++)
        fprintf(f, "%d|%s|%lld\n", rankv[i], pname[i], tot[i]);
    if (f)
        fclose(f);
    free(p);
    /* English, no teams, no chart */
    sk_err_clear(&err);
    p = path_in("standings_en.pdf");
    main.title = "Standings";
    TH_EQ_INT(rep_pdf_standings(p, &doc_en, &main, NULL, NULL, NULL, &err), SK_OK);
    TH_CHECK(file_starts(p, "%PDF-"));
    free(p);
    free(cells);
    TH_EQ_INT(temp_files_left(), 0);
}

/* ---- fixture: score sheets built from real evaluated games ---- */

typedef struct fixture_sheet {
    rep_sheet rs;
    sheet sh;
    rules_game g[48];
    rules_outcome o[48];
    const rules_game *gp[48];
    const rules_outcome *op[48];
} fixture_sheet;

/* Random but valid games through the rules engine, booked by sheet_compute. */
static void make_sheet(fixture_sheet *f, int size, int table_no, int first_name, unsigned seed)
{
    memset(f, 0, sizeof *f);
    rep_sheet *s = &f->rs;
    s->series = 2;
    s->table_no = table_no;
    s->table_size = size;
    s->series_games = size == 4 ? 48 : 36;
    s->first_dealer = 1;
    for (int k = 0; k < size; k++) {
        s->names[k] = names[(first_name + k) % NNAMES];
        s->start_no[k] = 11 + first_name + k;
    }
    game_table_rules tr = {size, s->series_games, 1};
    sheet_game games[48];
    for (int gno = 1; gno <= s->series_games; gno++) {
        sheet_game *sg = &games[gno - 1];
        memset(sg, 0, sizeof *sg);
        sg->game_no = gno;
        int dealer = game_dealer_seat(&tr, gno);
        seed = seed * 1103515245u + 12345u;
        unsigned x = seed >> 8;
        if (gno % 13 == 5) {
            sg->passed = true;
            continue;
        }
        do
            sg->declarer = (int)(x++ % (unsigned)size) + 1;
        while (size == 4 && sg->declarer == dealer);
        rules_game *g = &f->g[gno - 1];
        rules_outcome *o = &f->o[gno - 1];
        rules_game_init(g);
        g->contract = (rules_contract)((x >> 3) % 6);
        if (g->contract == RULES_NULL) {
            g->result = (x >> 6) % 3 ? RULES_RES_WON : RULES_RES_LOST;
            g->hand = (x >> 9) % 4 == 0;
            g->bid = 23;
        } else {
            int m = (int)((x >> 6) % 3) + 1;
            g->matadors = (x >> 9) % 2 ? m : -m;
            g->hand = (x >> 10) % 5 == 0;
            int pts = 40 + (int)((x >> 11) % 75);
            g->points = pts == 119 ? 118 : pts;
            g->bid = gno % 11 == 7 ? 48 : 18; /* some overbid games */
        }
        if (rules_evaluate(g, size, o, NULL) != SK_OK) {
            rules_game_init(g);
            g->matadors = 1;
            g->points = 70;
            rules_evaluate(g, size, o, NULL);
        }
        sg->won = o->won;
        sg->overbid = o->overbid;
        sg->score = o->score;
        sg->value = o->value;
        f->gp[gno - 1] = g;
        f->op[gno - 1] = o;
    }
    sk_err err;
    sk_err_clear(&err);
    TH_EQ_INT(sheet_compute(&tr, games, (size_t)s->series_games, &f->sh, &err), SK_OK);
    s->sh = &f->sh;
    s->games = f->gp;
    s->outcomes = f->op;
}

static void test_sheets_pdf(void)
{
    static fixture_sheet fx[2];
    make_sheet(&fx[0], 4, 1, 0, 42);
    make_sheet(&fx[1], 3, 2, 4, 99);
    rep_sheet sh[2] = {fx[0].rs, fx[1].rs};
    /* the fixture has every kind of row the sheet marks */
    int lost = 0, overbid = 0, passed = 0;
    for (int i = 0; i < 48; i++) {
        unsigned m = fx[0].sh.rows[i].marks;
        lost += (m & SHEET_LOST) != 0;
        overbid += (m & SHEET_OVERBID) != 0;
        passed += (m & SHEET_PASSED) != 0;
    }
    TH_CHECK(lost > 0 && overbid > 0 && passed > 0);
    sk_err err;
    sk_err_clear(&err);
    char *p = path_in("sheets_de.pdf");
    TH_EQ_INT(rep_pdf_sheets(p, &doc_de, sh, 2, false, &err), SK_OK);
    TH_EQ_STR(err.msg, "");
    TH_CHECK(file_starts(p, "%PDF-"));
    free(p);
    p = path_in("sheets_en.pdf");
    TH_EQ_INT(rep_pdf_sheets(p, &doc_en, sh, 2, false, &err), SK_OK);
    free(p);
    p = path_in("sheets_blank.pdf");
    TH_EQ_INT(rep_pdf_sheets(p, &doc_de, sh, 2, true, &err), SK_OK);
    free(p);
    /* totals written for the shell suite to compare against the PDF */
    p = path_in("sheets_totals.txt");
    FILE *f = fopen(p, "w");
    TH_CHECK(f != NULL);
    for (int t = 0; t < 2 && f; t++)
        for (int k = 0; k < sh[t].table_size; k++)
            fprintf(f, "%d %s|%d\n", t + 1, sh[t].names[k], fx[t].sh.seat[k + 1].total);
    if (f)
        fclose(f);
    free(p);
    /* a 5-seat table is refused, nothing written */
    sh[0].table_size = 5;
    sk_err_clear(&err);
    p = path_in("bad.pdf");
    TH_EQ_INT(rep_pdf_sheets(p, &doc_de, sh, 1, false, &err), SK_INVALID);
    TH_CONTAINS(err.msg, "5 seats");
    TH_CHECK(access(p, F_OK) != 0);
    free(p);
    /* a sheet computed for another series length is refused */
    sh[0].table_size = 4;
    sh[0].series_games = 32;
    sk_err_clear(&err);
    p = path_in("bad.pdf");
    TH_EQ_INT(rep_pdf_sheets(p, &doc_de, sh, 1, false, &err), SK_INVALID);
    TH_CONTAINS(err.msg, "48 games");
    TH_CHECK(access(p, F_OK) != 0);
    free(p);
    sheet_free(&fx[0].sh);
    sheet_free(&fx[1].sh);
    TH_EQ_INT(temp_files_left(), 0);
}

static void test_plan_pdf(void)
{
    rep_plan_seat seats[19];
    int n = 0;
    for (int t = 1; t <= 5; t++)
        for (int s = 1; s <= (t == 5 ? 3 : 4); s++) {
            seats[n].table_no = t;
            seats[n].seat = s;
            seats[n].name = names[n % NNAMES];
            seats[n].start_no = n + 1;
            n++;
        }
    sk_err err;
    sk_err_clear(&err);
    char *p = path_in("plan_de.pdf");
    TH_EQ_INT(rep_pdf_plan(p, &doc_de, 2, seats, n, NULL, 0, &err), SK_OK);
    TH_EQ_STR(err.msg, "");
    TH_CHECK(file_starts(p, "%PDF-"));
    free(p);
}

/* ---- XLSX ---- */

static void test_xlsx(void)
{
    rep_cell *cells = standings_cells();
    rep_table st = {"Rangliste", ST_NCOLS, st_cols, NPLAYERS, cells};
    /* one series sheet: game points, won, lost, ×50, others' lost, total */
    static const rep_col sc[] = {
        {"Platz", REP_RIGHT, 0, NULL}, {"Name", REP_LEFT, 0, NULL},
        {"Tisch", REP_RIGHT, 0, NULL}, {"Spielpunkte", REP_RIGHT, 0, NULL},
        {"Gew.", REP_RIGHT, 0, NULL}, {"Verl.", REP_RIGHT, 0, NULL},
        {"Verl. andere", REP_RIGHT, 0, NULL}, {"Bonus", REP_RIGHT, 0, NULL},
        {"Gesamt", REP_RIGHT, 0, "=D{r}+50*(E{r}-F{r})+H{r}"},
    };
    rep_cell s1[2 * 9] = {
        rep_num(1), rep_text("Grete Weiß"), rep_num(1), rep_num(500), rep_num(10), rep_num(2),
        rep_num(5), rep_num(150), rep_num(500 + 400 + 150),
        rep_num(2), rep_text("Ömer Öztürk"), rep_num(1), rep_num(-120), rep_num(3), rep_num(5),
        rep_num(2), rep_num(60), rep_num(-120 - 100 + 60),
    };
    rep_table series1 = {"Serie 1: Tisch/Plätze?", 9, sc, 2, s1};
    rep_table series1b = {"Serie 1: Tisch/Plätze?", 9, sc, 2, s1};
    const rep_table *tabs[] = {&st, &series1, &series1b};
    sk_err err;
    sk_err_clear(&err);
    char *p = path_in("report.xlsx");
    fflush(stderr);
    TH_EQ_INT(rep_xlsx_write(p, tabs, 3, &err), SK_OK);
    TH_EQ_STR(err.msg, "");
    TH_CHECK(file_starts(p, "PK"));
    free(p);

    /* unwritable directory: clear error, nothing left */
    sk_err_clear(&err);
    TH_EQ_INT(rep_xlsx_write("/nonexistent-dir/x.xlsx", tabs, 1, &err), SK_FAIL);
    TH_CONTAINS(err.msg, "cannot write /nonexistent-dir/x.xlsx");
    /* invalid UTF-8: refused, an existing file stays as it was */
    p = path_in("keep.xlsx");
    FILE *f = fopen(p, "w");
    fputs("old", f);
    fclose(f);
    rep_cell bad[ST_NCOLS];
    memcpy(bad, cells, sizeof bad);
    bad[1] = rep_text("M\xfcller");
    rep_table badt = {"Bad", ST_NCOLS, st_cols, 1, bad};
    const rep_table *bt[] = {&badt};
    sk_err_clear(&err);
    TH_EQ_INT(rep_xlsx_write(p, bt, 1, &err), SK_INVALID);
    TH_CONTAINS(err.msg, "UTF-8");
    TH_CHECK(file_starts(p, "old"));
    /* the same through the streaming API: the row is named, file kept */
    sk_err_clear(&err);
    rep_xlsx *xw;
    TH_EQ_INT(rep_xlsx_open(p, &xw, &err), SK_OK);
    TH_EQ_INT(rep_xlsx_begin_sheet(xw, "Bad", ST_NCOLS, st_cols), SK_OK);
    TH_EQ_INT(rep_xlsx_row(xw, cells), SK_OK);
    TH_EQ_INT(rep_xlsx_row(xw, bad), SK_INVALID);
    TH_EQ_STR(err.msg, "XLSX sheet 1, row 3: text is not valid UTF-8");
    TH_EQ_INT(rep_xlsx_close(xw), SK_INVALID);
    TH_CHECK(file_starts(p, "old"));
    free(p);
    free(cells);
    TH_EQ_INT(temp_files_left(), 0);
}

static void test_pdf_errors(void)
{
    rep_cell *cells = standings_cells();
    rep_table main = {"Rangliste", ST_NCOLS, st_cols, NPLAYERS, cells};
    sk_err err;
    sk_err_clear(&err);
    TH_EQ_INT(rep_pdf_standings("/nonexistent-dir/s.pdf", &doc_de, &main, NULL, NULL, NULL, &err),
              SK_FAIL);
    TH_CONTAINS(err.msg, "cannot write /nonexistent-dir/s.pdf");
    /* bad UTF-8 in a cell: SK_INVALID, no file */
    cells[1] = rep_text("Gro\xdf");
    char *p = path_in("bad_utf8.pdf");
    sk_err_clear(&err);
    TH_EQ_INT(rep_pdf_standings(p, &doc_de, &main, NULL, NULL, NULL, &err), SK_INVALID);
    TH_CONTAINS(err.msg, "UTF-8");
    TH_CHECK(access(p, F_OK) != 0);
    free(p);
    free(cells);
    TH_EQ_INT(temp_files_left(), 0);
}

static void test_labels(void)
{
    rep_lang l;
    TH_CHECK(rep_parse_lang("DE", &l) && l == REP_DE);
    TH_CHECK(rep_parse_lang("en", &l) && l == REP_EN);
    TH_CHECK(!rep_parse_lang("fr", &l));
    TH_EQ_STR(rep_label(REP_DE, "page_of"), "Seite %d von %d");
    TH_EQ_STR(rep_label(REP_EN, "passed"), "passed");
    /* the contracts: one word per contract and language, "?" outside */
    TH_EQ_STR(rep_contract_label(REP_DE, RULES_CLUBS), "Kreuz");
    TH_EQ_STR(rep_contract_label(REP_EN, RULES_DIAMONDS), "diamonds");
    TH_EQ_STR(rep_contract_label(REP_DE, RULES_NULL), "Null");
    TH_EQ_STR(rep_contract_label(REP_EN, RULES_GRAND), "grand");
    TH_EQ_STR(rep_contract_label(REP_EN, RULES_NCONTRACTS), "?");
    char b[32];
    rep_fmt_num(-96, b, sizeof b);
    TH_EQ_STR(b, "\xe2\x88\x92" "96");
}

/* Struck and half-point cells: the text the PDF shows and the number the
 * XLSX writes. */
static void test_cell_kinds(void)
{
    char b[48];
    rep_cell c = rep_struck(-98);
    rep_fmt_cell(&c, REP_EN, b, sizeof b);
    TH_EQ_STR(b, "(\xe2\x88\x92" "98)");
    TH_CHECK(rep_cell_value(&c) == -98.0);
    c = rep_struck(0);
    rep_fmt_cell(&c, REP_EN, b, sizeof b);
    TH_EQ_STR(b, "(0)");
    c = rep_halves(3);
    rep_fmt_cell(&c, REP_EN, b, sizeof b);
    TH_EQ_STR(b, "1.5");
    TH_CHECK(rep_cell_value(&c) == 1.5);
    c = rep_halves(-5);
    rep_fmt_cell(&c, REP_EN, b, sizeof b);
    TH_EQ_STR(b, "\xe2\x88\x92" "2.5");
    c = rep_halves(8);
    rep_fmt_cell(&c, REP_EN, b, sizeof b);
    TH_EQ_STR(b, "4");
    TH_CHECK(rep_cell_value(&c) == 4.0);
    c = rep_hundredths(8320);
    rep_fmt_cell(&c, REP_EN, b, sizeof b);
    TH_EQ_STR(b, "83.20");
    TH_CHECK(rep_cell_value(&c) == 83.2);
    c = rep_hundredths(-5);
    rep_fmt_cell(&c, REP_EN, b, sizeof b);
    TH_EQ_STR(b, "\xe2\x88\x92" "0.05");
    /* German: a decimal comma */
    c = rep_halves(-5);
    rep_fmt_cell(&c, REP_DE, b, sizeof b);
    TH_EQ_STR(b, "\xe2\x88\x92" "2,5");
    c = rep_hundredths(8320);
    rep_fmt_cell(&c, REP_DE, b, sizeof b);
    TH_EQ_STR(b, "83,20");
    c = rep_halves(8);
    rep_fmt_cell(&c, REP_DE, b, sizeof b);
    TH_EQ_STR(b, "4");
    c = rep_text("x");
    rep_fmt_cell(&c, REP_EN, b, sizeof b);
    TH_EQ_STR(b, "");
}

int main(int argc, char **argv)
{
    TH_SUITE("reports");
    /* the German labels come from the catalogue (build/locale, found from
     * build/tests as the program finds it next to itself) */
    setlocale(LC_ALL, "");
    sk_lang_catalogue(SK_LANG_DE);
    bool keep = argc == 3 && strcmp(argv[1], "--out") == 0;
    if (keep) {
        snprintf(dir, sizeof dir, "%s", argv[2]);
        mkdir(dir, 0777);
    } else {
        const char *t = getenv("TMPDIR");
        snprintf(dir, sizeof dir, "%s/skrepXXXXXX", t && *t ? t : "/tmp");
        if (!mkdtemp(dir)) {
            perror("mkdtemp");
            return 1;
        }
    }
    make_standings();
    TH_RUN(test_labels);
    TH_RUN(test_cell_kinds);
    TH_RUN(test_standings_pdf);
    TH_RUN(test_sheets_pdf);
    TH_RUN(test_plan_pdf);
    TH_RUN(test_xlsx);
    TH_RUN(test_pdf_errors);
    if (!keep) {
        DIR *d = opendir(dir);
        struct dirent *e;
        while (d && (e = readdir(d))) {
            if (e->d_name[0] == '.')
                continue;
            char *p = path_in(e->d_name);
            unlink(p);
            free(p);
        }
        if (d)
            closedir(d);
        rmdir(dir);
    }
    for (int i = 0; i < NPLAYERS; i++)
        free(pname[i]);
    return th_done();
}
