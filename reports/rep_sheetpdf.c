/* rep_sheetpdf.c - the official score sheet of a table as PDF
 * (rep_pdf_sheets in rep_pdf.h; rpdf_sheet for the other writers), drawn
 * with the primitives of rep_pdf_int.h. */
#include "rep_pdf.h"
#include "rep_pdf_int.h"
#include "i18n.h"

#include "game.h"
#include "seeger.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- score sheet ---- */

#define SH_X 36.0f
#define SH_W (PAGE_W - 2 * SH_X)

static const char *suit_symbol(rules_contract c)
{
    switch (c) {
    case RULES_CLUBS: return "\xe2\x99\xa3";    /* ♣ */
    case RULES_SPADES: return "\xe2\x99\xa0";   /* ♠ */
    case RULES_HEARTS: return "\xe2\x99\xa5";   /* ♥ */
    case RULES_DIAMONDS: return "\xe2\x99\xa6"; /* ♦ */
    case RULES_GRAND: return "Grand";
    default: return "Null";
    }
}

/* "♣ Kreuz m2 H Schn." style description of the game. */
static void game_text(const pdf *p, const rules_game *g, const rules_outcome *o, sk_buf *b)
{
    rep_lang lang = p->info->lang;
    if (g->contract <= RULES_DIAMONDS) {
        sk_buf_add(b, suit_symbol(g->contract));
        sk_buf_add(b, " ");
    }
    sk_buf_add(b, rep_contract_label(lang, g->contract));
    if (g->contract != RULES_NULL && g->matadors != 0)
        sk_buf_printf(b, " %s%d", rep_label(lang, g->matadors > 0 ? "with_short" : "without_short"),
                      g->matadors > 0 ? g->matadors : -g->matadors);
    if (g->hand)
        sk_buf_add(b, " H");
    if (g->ouvert)
        sk_buf_add(b, " ouv.");
    else if (g->announce == RULES_ANN_SCHWARZ)
        sk_buf_printf(b, " %s", rep_label(lang, "schwarz_ann_short"));
    else if (g->announce == RULES_ANN_SCHNEIDER)
        sk_buf_printf(b, " %s", rep_label(lang, "schneider_ann_short"));
    if (o && g->contract != RULES_NULL && !g->ouvert && g->announce == RULES_ANN_NONE) {
        if (o->lv_schwarz)
            sk_buf_add(b, " Schw.");
        else if (o->lv_schneider)
            sk_buf_add(b, " Schn.");
    }
}

static int sheet_dealer(const rep_sheet *s, int game_no)
{
    game_table_rules t = {s->table_size, s->series_games, s->first_dealer};
    return game_dealer_seat(&t, game_no);
}

/* The columns of a score sheet. */
typedef struct sheet_cols {
    int n;                        /* seats */
    float w_no, w_deal, w_game, w_bid, w_val, w_seat;
    float x_no, x_deal, x_game, x_bid, x_val, x_seats;
    int name_lines;               /* the most lines a name takes in the header (1-3) */
    float hh;                     /* header height: 30, 39 or 48 */
    bool house;                   /* a house list: the bid column carries the game's text */
} sheet_cols;

#define SHEET_NAME_PT 8.5f
#define SHEET_NAME_MIN_PT 6.5f

static sheet_cols sheet_columns(pdf *p, const rep_sheet *s)
{
    sheet_cols c;
    c.n = s->table_size;
    c.house = s->house != NULL;
    c.w_no = 22, c.w_deal = 32, c.w_game = 104, c.w_bid = 32, c.w_val = 36;
    c.x_no = SH_X, c.x_deal = c.x_no + c.w_no, c.x_game = c.x_deal + c.w_deal;
    c.x_bid = c.x_game + c.w_game, c.x_val = c.x_bid + c.w_bid, c.x_seats = c.x_val + c.w_val;
    c.w_seat = (SH_X + SH_W - c.x_seats) / (float)c.n;
    /* a name on up to three lines before it is cut */
    c.name_lines = 1;
    for (int k = 0; k < c.n; k++) {
        int l = rpdf_lines_for(p, true, SHEET_NAME_PT, SHEET_NAME_MIN_PT, s->names[k], c.w_seat - 6,
                          3);
        l = l > 3 ? 1 : l;
        c.name_lines = l > c.name_lines ? l : c.name_lines;
    }
    c.hh = 21 + 9 * (float)c.name_lines;
    return c;
}

/* The page heading, the series/table boxes and the column header of a
 * sheet; returns the y below the header (*table_top: its top). */
static float sheet_head(pdf *p, const rep_sheet *s, const sheet_cols *c, float *table_top)
{
    const rep_doc *d = p->info;
    char buf[256];
    float top = PAGE_H - 34;
    rpdf_text(p, true, 17, C_ACCENT, SH_X, top - 14, SH_W * 0.45f, REP_LEFT, rpdf_label(p, "sheet_title"));
    rpdf_text(p, true, 10.5f, C_BLACK, SH_X + SH_W * 0.4f, top - 6, SH_W * 0.6f, REP_RIGHT,
         d->tournament);
    char date[32];
    snprintf(buf, sizeof buf, "%s%s%s", d->date ? rpdf_label(p, "date") : "", d->date ? ": " : "",
             rpdf_doc_date(d, date, sizeof date));
    rpdf_text(p, false, 9, C_GREY, SH_X + SH_W * 0.4f, top - 19, SH_W * 0.6f, REP_RIGHT, buf);
    float y = top - 28;
    char sbuf[64], tbuf[64];
    snprintf(sbuf, sizeof sbuf, rpdf_label(p, "series_n"), s->series);
    snprintf(tbuf, sizeof tbuf, rpdf_label(p, "table_n"), s->table_no);
    rpdf_fill(p, SH_X, y - 20, SH_W, 20, C_HEAD_BG);
    rpdf_text(p, true, 12, C_BLACK, SH_X + 6, y - 15, 150, REP_LEFT, sbuf);
    rpdf_text(p, true, 12, C_BLACK, SH_X + 160, y - 15, 150, REP_LEFT, tbuf);
    snprintf(buf, sizeof buf, "%d %s", s->series_games, rpdf_label(p, "games_lc"));
    rpdf_text(p, false, 9, C_BLACK, SH_X + SH_W - 156, y - 14, 150, REP_RIGHT, buf);
    y -= 28;
    /* header: the seat columns carry the names (on two lines when they
     * need them), then seat and start number */
    float hh = c->hh;
    rpdf_fill(p, SH_X, y - hh, SH_W, hh, C_HEAD_BG);
    float hy = y - hh / 2 - 3;
    rpdf_text(p, true, 7.5f, C_BLACK, c->x_no, hy, c->w_no, REP_CENTER, "#");
    rpdf_text(p, true, 7.5f, C_BLACK, c->x_deal, hy, c->w_deal, REP_CENTER, rpdf_label(p, "dealer"));
    rpdf_text(p, true, 7.5f, C_BLACK, c->x_game + 3, hy, c->w_game - 6, REP_LEFT, rpdf_label(p, "contract"));
    if (!c->house) /* a house list uses the bid column for the game's text */
        rpdf_text(p, true, 7.5f, C_BLACK, c->x_bid, hy, c->w_bid - 3, REP_RIGHT, rpdf_label(p, "bid_short"));
    if (c->house) /* the Marks heading ("Zeichen") may reach into the free bid column */
        rpdf_text(p, true, 7.5f, C_BLACK, c->x_bid, hy, c->w_bid + c->w_val - 3, REP_RIGHT,
             rpdf_label(p, "house_marks"));
    else
        rpdf_text(p, true, 7.5f, C_BLACK, c->x_val, hy, c->w_val - 3, REP_RIGHT, rpdf_label(p, "value"));
    for (int k = 0; k < c->n; k++) {
        float x = c->x_seats + (float)k * c->w_seat;
        rpdf_text_lines(p, true, SHEET_NAME_PT, SHEET_NAME_MIN_PT, C_BLACK, x + 3, y - 11, 9,
                   c->w_seat - 6, REP_LEFT, s->names[k] ? s->names[k] : "", c->name_lines);
        if (s->start_no[k] > 0)
            snprintf(buf, sizeof buf, "%s %d \xc2\xb7 %s %d", rpdf_label(p, "seat"), k + 1,
                     rpdf_label(p, "start_no"), s->start_no[k]);
        else
            snprintf(buf, sizeof buf, "%s %d", rpdf_label(p, "seat"), k + 1);
        rpdf_text(p, false, 7, C_GREY, x + 3, y - hh + 6, c->w_seat - 6, REP_LEFT, buf);
    }
    *table_top = y;
    y -= hh;
    rpdf_line(p, SH_X, y, SH_X + SH_W, y, 0.9f, C_BLACK);
    return y;
}

/* The vertical rules of the game rows from top to y. */
static void sheet_rules(pdf *p, const sheet_cols *c, float top, float y)
{
    float xsv[] = {c->x_deal, c->x_game, c->x_bid, c->x_val};
    for (int i = 0; i < 4; i++)
        if (!(c->house && i == 2))
            rpdf_line(p, xsv[i], top - c->hh, xsv[i], y, 0.3f, C_RULE);
    for (int k = 0; k < c->n; k++) {
        float x = c->x_seats + (float)k * c->w_seat;
        rpdf_line(p, x, top, x, y, k == 0 ? 0.9f : 0.5f, k == 0 ? C_BLACK : C_GREY);
    }
    rpdf_line(p, SH_X, y, SH_X + SH_W, y, 0.9f, C_BLACK);
}

static void sheet_footer(pdf *p)
{
    char buf[64];
    snprintf(buf, sizeof buf, rpdf_label(p, "page_of"), p->page_no, p->npages);
    rpdf_text(p, false, 7, C_GREY, SH_X, 20, SH_W, REP_RIGHT, buf);
    rpdf_text(p, false, 7, C_GREY, SH_X, 20, 0, REP_LEFT, "skatsheet");
}

/* One game row at ry (height rh, type size fs). */
static void sheet_game_row(pdf *p, const rep_sheet *s, const sheet_cols *c, const sheet_row *r,
                      int gno, int dealer, float ry, float rh, float fs)
{
    char buf[64];
    int n = c->n;
    if (gno % 2 == 0)
        rpdf_fill(p, SH_X, ry, SH_W, rh, C_ZEBRA);
    if (n == 4 && dealer >= 1 && dealer <= 4)
        rpdf_fill(p, c->x_seats + (float)(dealer - 1) * c->w_seat, ry, c->w_seat, rh,
                  C_DEALER_BG);
    float ty = ry + (rh - fs) / 2 + fs * 0.18f;
    snprintf(buf, sizeof buf, "%d", gno);
    rpdf_text(p, false, fs, C_GREY, c->x_no, ty, c->w_no - 4, REP_RIGHT, buf);
    snprintf(buf, sizeof buf, "%d", dealer);
    rpdf_text(p, false, fs, C_BLACK, c->x_deal, ty, c->w_deal, REP_CENTER, buf);
    if (s->house) {
        const rep_house_row *hr = r && gno <= s->house->nrows ? &s->house->rows[gno - 1] : NULL;
        if (hr) {
            /* the game's text ("1: grand with 1 hand, 75, won 72", Kontra,
             * Ramsch, in German longer): on one line when it fits, a little
             * smaller if need be; else on two lines in the row, else
             * smaller; only then cut */
            const char *gt = hr->game ? hr->game : "";
            float gw = c->w_game + c->w_bid - 6, fs1 = fs - 1.5f;
            float fs2 = rh * 0.46f, fmin = rh * 0.36f;
            fs2 = fs2 > fs ? fs : fs2;
            fmin = fmin > fs2 ? fs2 : fmin;
            if (rpdf_text_width(p, false, fs1, gt) <= gw)
                rpdf_text_shrink(p, false, fs, fs1, C_BLACK, c->x_game + 3, ty, gw, REP_LEFT, gt);
            else
                rpdf_text_fit2(p, false, fs, fs2, fmin, C_BLACK, c->x_game + 3, ty,
                          ry + rh / 2 + fs2 * 0.12f, ry + fs2 * 0.28f, gw, REP_LEFT, gt);
            rpdf_text(p, true, fs, C_BLACK, c->x_val, ty, c->w_val - 3, REP_RIGHT,
                 hr->marks ? hr->marks : "");
            for (int k = 0; k < n; k++) {
                if (!(hr->booked & (1u << k)))
                    continue;
                bool lachs = (hr->lachs & (1u << k)) != 0;
                rep_fmt_num(hr->reached[k], buf, sizeof buf);
                if (lachs)
                    strncat(buf, " $", sizeof buf - strlen(buf) - 1);
                rpdf_text(p, lachs, fs,
                     lachs || hr->reached[k] < 0 ? C_RED : C_BLACK,
                     c->x_seats + (float)k * c->w_seat + 3, ty, c->w_seat - 8, REP_RIGHT, buf);
            }
        }
    } else if (r && (r->marks & SHEET_PASSED)) {
        /* inside the contract cell */
        sk_buf t = {0};
        sk_buf_printf(&t, "\xe2\x80\x94 %s \xe2\x80\x94", rpdf_label(p, "passed"));
        rpdf_text_shrink(p, false, fs, fs - 1.5f, C_GREY, c->x_game + 3, ty, c->w_game - 6,
                    REP_CENTER, sk_buf_str(&t));
        sk_buf_free(&t);
    } else if (r && (r->marks & SHEET_PLAYED) && r->declarer >= 1 && r->declarer <= n) {
        bool lost = (r->marks & SHEET_LOST) != 0;
        const rules_game *g = s->games ? s->games[gno - 1] : NULL;
        const rules_outcome *o = s->outcomes ? s->outcomes[gno - 1] : NULL;
        if (g) {
            sk_buf t = {0};
            game_text(p, g, o, &t);
            rpdf_text(p, false, fs, C_BLACK, c->x_game + 3, ty, c->w_game - 6, REP_LEFT,
                 sk_buf_str(&t));
            sk_buf_free(&t);
            snprintf(buf, sizeof buf, "%d", g->bid);
            rpdf_text(p, false, fs, C_GREY, c->x_bid, ty, c->w_bid - 3, REP_RIGHT, buf);
        }
        if (r->marks & SHEET_OVERBID)
            rpdf_text(p, true, fs, C_RED, c->x_game + 3, ty, c->w_game - 6, REP_RIGHT,
                 rpdf_label(p, "overbid_mark"));
        else if (lost && !g)
            rpdf_text(p, true, fs, C_RED, c->x_game + 3, ty, c->w_game - 6, REP_RIGHT, rpdf_label(p, "lost"));
        rep_fmt_num(r->score, buf, sizeof buf);
        rpdf_text(p, lost, fs, lost ? C_RED : C_BLACK, c->x_val, ty, c->w_val - 3,
             REP_RIGHT, buf);
        float sx = c->x_seats + (float)(r->declarer - 1) * c->w_seat;
        if (lost) {
            /* not by colour alone: a frame and the lost mark, readable on
             * a black-and-white printer */
            rpdf_fill(p, sx, ry, c->w_seat, rh, C_LOST_BG);
            rpdf_rect(p, sx + 1, ry + 0.8f, c->w_seat - 2, rh - 1.6f, 0.9f, C_BLACK);
            rpdf_text(p, true, fs, C_BLACK, sx + 4, ty, c->w_seat / 3, REP_LEFT,
                 rpdf_label(p, "lost_mark"));
        }
        rep_fmt_num(r->running, buf, sizeof buf);
        rpdf_text(p, lost, fs, lost ? C_RED : C_BLACK, sx + 3, ty, c->w_seat - 8,
             REP_RIGHT, buf);
    }
    rpdf_line(p, SH_X, ry, SH_X + SH_W, ry, 0.25f, C_RULE);
}

/* Under the block: the entry code (blank sheets), the legend and the
 * signatures. */
static void sheet_sign(pdf *p, const rep_sheet *s, bool blank, float by, const char *legend)
{
    int n = s->table_size;
    char buf[256];
    /* the entry code (blank sheets): the code, and the QR code at the right */
    const rep_entry *en = blank && s->entry && s->entry->code ? s->entry : NULL;
    const float qr = 62;
    float w_foot = en && en->url ? SH_W - qr - 8 : SH_W;
    if (en) {
        snprintf(buf, sizeof buf, rpdf_label(p, "entry_code"), en->code);
        rpdf_text(p, true, 9, C_BLACK, SH_X + w_foot - 200, by - 30, 200, REP_RIGHT, buf);
        if (en->url) {
            rpdf_text(p, false, 6.5f, C_GREY, SH_X + w_foot - 240, by - 40, 240, REP_RIGHT,
                 rpdf_label(p, "entry_scan"));
            rpdf_qr(p, SH_X + SH_W - qr, by - 14 - qr, qr, en->url);
        }
    }
    /* legend */
    rpdf_text(p, false, 6.5f, C_GREY, SH_X, by - 11, w_foot, REP_LEFT, legend);
    /* signatures: the names on two lines when they need them */
    rpdf_text(p, true, 8, C_BLACK, SH_X, by - 30, SH_W, REP_LEFT, rpdf_label(p, "signatures"));
    float sw = w_foot / (float)n;
    for (int k = 0; k < n; k++) {
        float x = SH_X + (float)k * sw;
        rpdf_line(p, x + 4, by - 58, x + sw - 10, by - 58, 0.6f, C_BLACK);
        snprintf(buf, sizeof buf, "%d  %s", k + 1, s->names[k] ? s->names[k] : "");
        rpdf_text_fit2(p, false, 7, 7, 6, C_GREY, x + 4, by - 67, by - 67, by - 75, sw - 14, REP_LEFT,
                  buf);
    }
}

/* The block under a sheet's rows: six labelled lines, the last the bold
 * total, one cell per seat ("" leaves a cell empty); then the seat rules and
 * the frame from the table's top. Returns the y below the block. */
typedef struct sheet_block {
    const char *label[6];
    bool bold_first;     /* the first label in bold too (the house rules' title) */
    bool shrink;         /* a long label shrinks instead of being cut */
    char cell[6][4][64];
} sheet_block;

static float sheet_block_draw(pdf *p, const sheet_cols *c, const sheet_block *b, float y,
                              float table_top)
{
    const float bh = 12.5f;
    float by = y;
    for (int i = 0; i < 6; i++) {
        float ry = by - bh;
        bool tot = i == 5;
        if (tot) {
            rpdf_fill(p, SH_X, ry, SH_W, bh, C_HEAD_BG);
            rpdf_line(p, SH_X, by, SH_X + SH_W, by, 0.9f, C_BLACK);
        }
        bool f = tot || (i == 0 && b->bold_first);
        const char *lab = b->label[i] ? b->label[i] : "";
        if (b->shrink)
            rpdf_text_shrink(p, f, 8, 5, C_BLACK, SH_X + 4, ry + 3.5f, c->x_seats - SH_X - 8,
                        REP_LEFT, lab);
        else
            rpdf_text(p, f, 8, C_BLACK, SH_X + 4, ry + 3.5f, c->x_seats - SH_X - 8, REP_LEFT, lab);
        for (int k = 0; k < c->n; k++)
            if (b->cell[i][k][0])
                rpdf_text(p, tot, tot ? 9 : 8, C_BLACK,
                     c->x_seats + (float)k * c->w_seat + 3, ry + 3.5f, c->w_seat - 8, REP_RIGHT,
                     b->cell[i][k]);
        rpdf_line(p, SH_X, ry, SH_X + SH_W, ry, tot ? 0.9f : 0.3f, tot ? C_BLACK : C_RULE);
        by = ry;
    }
    for (int k = 0; k < c->n; k++) {
        float x = c->x_seats + (float)k * c->w_seat;
        rpdf_line(p, x, y, x, by, k == 0 ? 0.9f : 0.5f, k == 0 ? C_BLACK : C_GREY);
    }
    rpdf_rect(p, SH_X, by, SH_W, table_top - by, 0.9f, C_BLACK);
    return by;
}

/* The house list's block under the rows: list totals (bold), won, lost,
 * Lachse (Bierlachs), Seeger-Fabian; the heading line names the rules. */
static void draw_house_block(pdf *p, const rep_sheet *s, const sheet_cols *c, bool blank,
                             float y, float table_top)
{
    const rep_house_sheet *h = s->house;
    sheet_block b = {{h->title, rpdf_label(p, "won_games"), rpdf_label(p, "lost_games"),
                      h->bierlachs ? rpdf_label(p, "house_lachse") : "", rpdf_label(p, "house_seeger"),
                      rpdf_label(p, "house_list")},
                     true, true, {{{0}}}};
    for (int i = 1; i < 6 && !blank; i++)
        for (int k = 0; k < c->n; k++) {
            int v[6] = {0, h->won[k], h->lost[k], h->lachse[k], h->seeger[k], h->total[k]};
            if (i != 3 || h->bierlachs)
                rep_fmt_num(v[i], b.cell[i][k], sizeof b.cell[i][k]);
        }
    float by = sheet_block_draw(p, c, &b, y, table_top);
    sheet_sign(p, s, blank, by, rpdf_label(p, "house_legend"));
    sheet_footer(p);
}

void rpdf_sheet(pdf *p, const rep_sheet *s, bool blank)
{
    blank = blank || !s->sh;
    rpdf_new_page(p, false);
    sheet_cols c = sheet_columns(p, s);
    int n = c.n;
    float table_top;
    float y = sheet_head(p, s, &c, &table_top);

    /* rows: a filled sheet shares the space above the Seeger block on one
     * page; a blank one has rows of at least 6 mm for handwriting and goes
     * on over as many pages as that takes (the Seeger block on the last) */
    const float seeger_h = 6 * 12.5f, foot_h = 80;
    int ng = s->series_games > 0 ? s->series_games : (n == 3 ? 36 : 48);
    float avail = y - (30 + foot_h + seeger_h);
    float rh = avail / (float)ng;
    if (rh > 14)
        rh = 14;
    if (blank)
        rh = SHEET_BLANK_ROW_H;
    float fs = rh * 0.66f;
    if (fs > 8)
        fs = blank ? 9 : 8;
    for (int gno = 1; gno <= ng; gno++) {
        /* the rows left and the Seeger block must fit below, else a new page */
        if (blank && (y - rh < 30 + (gno == ng ? foot_h + seeger_h : 0) ||
                      (y - rh < 30 + 24 && gno < ng))) {
            sheet_rules(p, &c, table_top, y);
            sheet_footer(p);
            rpdf_new_page(p, false);
            y = sheet_head(p, s, &c, &table_top);
        }
        const sheet_row *r = blank || gno > s->sh->series_games ? NULL : &s->sh->rows[gno - 1];
        int dealer = r ? r->dealer : sheet_dealer(s, gno);
        sheet_game_row(p, s, &c, r, gno, dealer, y - rh, rh, fs);
        y -= rh;
    }
    sheet_rules(p, &c, table_top, y);

    if (s->house) {
        draw_house_block(p, s, &c, blank, y, table_top);
        return;
    }
    /* Seeger block */
    int bonus = seeger_bonus_per_lost(n);
    char won_lost[96], others[96];
    snprintf(won_lost, sizeof won_lost, rpdf_label(p, "won_lost_x"), SEEGER_WON_LOST);
    snprintf(others, sizeof others, "%s", rpdf_label(p, "others_lost"));
    if (blank) /* the bonus to multiply by, for the hand */
        snprintf(others, sizeof others, "%s (\xc3\x97 %d)", rpdf_label(p, "others_lost"), bonus);
    sheet_block b = {{rpdf_label(p, "game_points"), rpdf_label(p, "won_games"), rpdf_label(p, "lost_games"), won_lost,
                      others, rpdf_label(p, "total")},
                     false, false, {{{0}}}};
    for (int k = 0; k < n && !blank; k++) {
        const sheet_seat *st = &s->sh->seat[k + 1];
        long long v[6] = {st->game_points, st->won, st->lost, st->won_lost_bonus, 0, st->total};
        for (int i = 0; i < 6; i++)
            if (i == 4)
                sheet_others_text(st, n, b.cell[i][k], sizeof b.cell[i][k]);
            else
                rep_fmt_num(v[i], b.cell[i][k], sizeof b.cell[i][k]);
    }
    float by = sheet_block_draw(p, &c, &b, y, table_top);
    sheet_sign(p, s, blank, by, rpdf_label(p, n == 4 ? "legend_sheet" : "legend_sheet3"));
    sheet_footer(p);
}

int rep_pdf_sheets(const char *path, const rep_doc *doc, const rep_sheet *sheets, int nsheets,
                   bool blank, sk_err *err)
{
    if (nsheets < 1)
        return sk_err_set(err, SK_INVALID, _("score sheet PDF: no table to print"));
    for (int i = 0; i < nsheets; i++) {
        const rep_sheet *s = &sheets[i];
        if (s->table_size != 3 && s->table_size != 4)
            return sk_err_set(err, SK_INVALID, _("score sheet: table %d has %d seats (3 or 4)"),
                              s->table_no, s->table_size);
        if (s->series_games < 1 || s->series_games > 200)
            return sk_err_set(err, SK_INVALID, _("score sheet: %d games per series is out of range"),
                              s->series_games);
        if (s->sh && (s->sh->table_size != s->table_size || s->sh->series_games != s->series_games))
            return sk_err_set(err, SK_INVALID,
                              _("score sheet: table %d: the computed sheet has %d seats and %d games, "
                              "the header %d and %d"), s->table_no, s->sh->table_size,
                              s->sh->series_games, s->table_size, s->series_games);
    }
    pdf p;
    if (rpdf_open(&p, doc, err) != SK_OK)
        return err->status;
    p.dry = true; /* count the pages (a blank sheet may take two) */
    do
        for (int i = 0; i < nsheets && !rpdf_failed(&p); i++)
            rpdf_sheet(&p, &sheets[i], blank);
    while (rpdf_again(&p));
    return rpdf_save(&p, path);
}
