/* cmd_export_league.c - `export pdf|xlsx FILE --league NAME [--division D]`
 * and `--season NAME`: the league and season tables as reports. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "leaguetext.h"
#include "league.h"
#include "league_data.h"
#include "outfmt.h"
#include "rep_pdf.h"
#include "rep_xlsx.h"

/* Match points "a:b" (half units, league_fmt_half) as a pooled string,
 * with a decimal comma in German ("3,5:0,5"). */
static const char *pool_points(rep_pool *p, rep_lang lang, int plus2, int minus2)
{
    char buf[80];
    leaguetext_points(plus2, minus2, buf, sizeof buf);
    if (lang == REP_DE)
        for (char *c = buf; *c; c++)
            if (*c == '.')
                *c = ',';
    return rep_pool_add(p, xstrdup(buf));
}

/* A pooled column title with the match day number filled in (key: a
 * rep_label with one %d). */
static const char *day_title(rep_pool *p, rep_lang lang, const char *key, int day)
{
    return rep_pool_add(p, xasprintf(rep_label(lang, key), day));
}

static rep_cell empty_cell(void)
{
    rep_cell c;
    memset(&c, 0, sizeof c);
    return c;
}

/* League table: rank, team, club, match days, points, Seeger, then per
 * match day its points and Seeger sum (empty when the team did not appear).
 * The PDF (xlsx false) shows points as "a:b" text and leaves the match days
 * to league_days_table; the XLSX has numbers only: the points split into
 * two columns, points for and points against (half points as 1.5), also
 * per match day, so a spreadsheet can add and sort them. */
static void league_rep_table(const league_data *ld, rep_lang lang, rep_pool *p, rep_table *t,
                             bool xlsx)
{
    const league_table *lt = &ld->table;
    int ndays = xlsx ? lt->ndays : 0;
    int pc = xlsx ? 2 : 1; /* columns per points value */
    int nc = 5 + pc + (pc + 1) * ndays;
    rep_col *cols = xcalloc((size_t)nc, sizeof *cols);
    int c = 0;
    cols[c++] = (rep_col){rep_label(lang, "rank"), REP_RIGHT, 6, NULL};
    cols[c++] = (rep_col){rep_label(lang, "team"), REP_LEFT, 16, NULL};
    cols[c++] = (rep_col){rep_label(lang, "club"), REP_LEFT, 14, NULL};
    cols[c++] = (rep_col){rep_label(lang, "matchdays_count"), REP_RIGHT, 11, NULL};
    if (xlsx) {
        cols[c++] = (rep_col){rep_label(lang, "points_for"), REP_RIGHT, 11, NULL};
        cols[c++] = (rep_col){rep_label(lang, "points_against"), REP_RIGHT, 14, NULL};
    } else {
        cols[c++] = (rep_col){rep_label(lang, "match_points"), REP_RIGHT, 10, NULL};
    }
    cols[c++] = (rep_col){rep_label(lang, "seeger_sum"), REP_RIGHT, 12, NULL};
    for (int d = 0; d < ndays; d++) {
        int day = lt->day[d];
        cols[c++] = (rep_col){day_title(p, lang, "md_for", day), REP_RIGHT, 10,
                              NULL};
        cols[c++] = (rep_col){day_title(p, lang, "md_against", day), REP_RIGHT,
                              13, NULL};
        cols[c++] = (rep_col){day_title(p, lang, "md_seeger", day), REP_RIGHT, 10,
                              NULL};
    }
    rep_cell *cells = xcalloc((size_t)lt->nrows * (size_t)nc + 1, sizeof *cells);
    for (int i = 0; i < lt->nrows; i++) {
        const league_row *r = &lt->rows[i];
        rep_cell *x = cells + (size_t)i * (size_t)nc;
        int k = 0;
        x[k++] = rep_num(r->rank);
        x[k++] = rep_text(ld->teams[r->team].name);
        x[k++] = rep_text(ld->teams[r->team].club);
        x[k++] = rep_num(r->matchdays);
        if (xlsx) {
            x[k++] = rep_halves(r->plus2);
            x[k++] = rep_halves(r->minus2);
        } else {
            x[k++] = rep_text(pool_points(p, lang, r->plus2, r->minus2));
        }
        x[k++] = rep_num(r->seeger);
        for (int d = 0; d < ndays; d++) {
            const league_cell *cl = &r->days[d];
            if (!cl->present) {
                x[k++] = empty_cell();
                x[k++] = empty_cell();
                x[k++] = empty_cell();
                continue;
            }
            x[k++] = rep_halves(cl->plus2);
            x[k++] = rep_halves(cl->minus2);
            x[k++] = rep_num(cl->seeger);
        }
    }
    t->title = rep_label(lang, "league_table");
    t->ncols = nc;
    t->cols = cols;
    t->nrows = lt->nrows;
    t->cells = cells;
}

/* The match days for the PDF (a long, narrow table): match day, date,
 * team, points, Seeger sum; teams that did not appear are left out. */
static void league_days_table(const league_data *ld, rep_lang lang, rep_pool *p, rep_table *t)
{
    const league_table *lt = &ld->table;
    enum { NC = 5 };
    rep_col *cols = xcalloc(NC, sizeof *cols);
    cols[0] = (rep_col){rep_label(lang, "matchday"), REP_RIGHT, 10, NULL};
    cols[1] = (rep_col){rep_label(lang, "date"), REP_LEFT, 12, NULL};
    cols[2] = (rep_col){rep_label(lang, "team"), REP_LEFT, 24, NULL};
    cols[3] = (rep_col){rep_label(lang, "match_points"), REP_RIGHT, 10, NULL};
    cols[4] = (rep_col){rep_label(lang, "seeger_sum"), REP_RIGHT, 12, NULL};
    rep_cell *cells = xcalloc((size_t)lt->ndays * (size_t)lt->nrows * NC + 1, sizeof *cells);
    int nr = 0;
    for (int d = 0; d < lt->ndays; d++)
        for (int i = 0; i < lt->nrows; i++) {
            const league_cell *cl = &lt->rows[i].days[d];
            if (!cl->present)
                continue;
            rep_cell *x = cells + (size_t)nr++ * NC;
            x[0] = rep_num(lt->day[d]);
            x[1] = ld->day_dates[d] ? rep_text(ld->day_dates[d]) : empty_cell();
            x[2] = rep_text(ld->teams[lt->rows[i].team].name);
            x[3] = rep_text(pool_points(p, lang, cl->plus2, cl->minus2));
            x[4] = rep_num(cl->seeger);
        }
    t->title = rep_label(lang, "matchdays");
    t->ncols = NC;
    t->cols = cols;
    t->nrows = nr;
    t->cells = cells;
}

/* Season table: rank, player, series played, one column per series (struck
 * ones as REP_CELL_STRUCK: "(n)" in the PDF, a struck number in the XLSX),
 * counted (or average: text in the PDF, a number "0.00" in the XLSX),
 * total. */
static void season_rep_table(const league_season_data *sd, rep_lang lang, rep_pool *p,
                             rep_table *t, bool xlsx)
{
    const league_ch_table *ct = &sd->table;
    int nc = 5 + ct->ncols;
    rep_col *cols = xcalloc((size_t)nc, sizeof *cols);
    int c = 0;
    cols[c++] = (rep_col){rep_label(lang, "rank"), REP_RIGHT, 6, NULL};
    cols[c++] = (rep_col){rep_label(lang, "name"), REP_LEFT, 20, NULL};
    cols[c++] = (rep_col){rep_label(lang, "series_count"), REP_RIGHT, 6, NULL};
    for (int k = 0; k < ct->ncols; k++)
        cols[c++] = (rep_col){rep_pool_add(p, xstrdup(sd->col_label[k])), REP_RIGHT, 9, NULL};
    cols[c++] = (rep_col){sd->season.average ? rep_label(lang, "average")
                                             : rep_label(lang, "counted"),
                          REP_RIGHT, 9, NULL};
    cols[c++] = (rep_col){rep_label(lang, "total"), REP_RIGHT, 9, NULL};
    rep_cell *cells = xcalloc((size_t)ct->nrows * (size_t)nc + 1, sizeof *cells);
    for (int i = 0; i < ct->nrows; i++) {
        const league_ch_row *r = &ct->rows[i];
        rep_cell *x = cells + (size_t)i * (size_t)nc;
        int k = 0;
        x[k++] = rep_num(r->rank);
        x[k++] = rep_text(sd->pnames[r->player]);
        x[k++] = rep_num(r->played);
        for (int j = 0; j < ct->ncols; j++) {
            const league_ch_cell *cl = &r->cells[j];
            if (!cl->played)
                x[k++] = empty_cell();
            else if (cl->struck)
                x[k++] = rep_struck(cl->total);
            else
                x[k++] = rep_num(cl->total);
        }
        if (sd->season.average) /* the PDF writes it "83.20" / "83,20" (rep_fmt_cell) */
            x[k++] = r->played > 0 ? rep_hundredths(league_avg_hundredths(r->counted, r->played))
                     : xlsx        ? empty_cell()
                                   : rep_text("-");
        else
            x[k++] = rep_num(r->counted);
        x[k++] = rep_num(r->total);
    }
    t->title = rep_label(lang, "season_table");
    t->ncols = nc;
    t->cols = cols;
    t->nrows = ct->nrows;
    t->cells = cells;
}

int cmd_league_export(cli_ctx *ctx, const cli_args *a, bool xlsx)
{
    const char *file = a->pos[0], *league = cli_str(a, "league");
    const char *season = cli_str(a, "season"), *division = cli_str(a, "division");
    rep_lang lang = outfmt_lang(a);
    rep_pool p = {0};
    rep_table t, days;
    memset(&t, 0, sizeof t);
    memset(&days, 0, sizeof days);
    char *title = NULL, *info = NULL;
    int rc;
    league_data ld;
    league_season_data sd;
    memset(&ld, 0, sizeof ld);
    memset(&sd, 0, sizeof sd);
    if (league) {
        rc = league_data_load(ctx->db, league, division, &ld, &ctx->err);
        if (rc != SK_OK)
            return rc;
        league_rep_table(&ld, lang, &p, &t, xlsx);
        if (!xlsx)
            league_days_table(&ld, lang, &p, &days);
        title = xstrdup(ld.league.name);
        info = division ? xasprintf("%s %d, %s", rep_label(lang, "season"), ld.league.season,
                                    division)
                        : xasprintf("%s %d", rep_label(lang, "season"), ld.league.season);
        if (ld.nprov_days) {
            /* venue groups with games missing: their match points may change */
            sk_buf b = {0};
            sk_buf_printf(&b, "%s \xe2\x80\x93 %s", info,
                          rep_label(lang, "provisional_days"));
            for (int i = 0; i < ld.nprov_days; i++)
                sk_buf_printf(&b, "%s%d", i ? ", " : " ", ld.prov_days[i]);
            free(info);
            info = sk_buf_take(&b);
        }
    } else {
        rc = league_data_season_load(ctx->db, season, &sd, &ctx->err);
        if (rc != SK_OK)
            return rc;
        season_rep_table(&sd, lang, &p, &t, xlsx);
        title = xstrdup(sd.season.name);
        char mode[128];
        info = xstrdup(leaguetext_season_mode(&sd, lang, mode, sizeof mode));
    }
    if (xlsx) {
        const rep_table *tp = &t;
        rc = rep_xlsx_write(file, &tp, 1, &ctx->err);
    } else {
        rep_doc doc = {title, NULL, info, lang};
        rc = rep_pdf_standings(file, &doc, &t, days.cols ? &days : NULL, NULL, &ctx->err);
    }
    if (rc == SK_OK)
        printf(_("wrote %s\n"), file);
    free((void *)t.cols);
    free((void *)t.cells);
    free((void *)days.cols);
    free((void *)days.cells);
    free(title);
    free(info);
    rep_pool_free(&p);
    league_data_free(&ld);
    league_data_season_free(&sd);
    return rc;
}
