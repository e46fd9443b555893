/* csvsch.c - see csvsch.h. */
#include "csvsch.h"
#include "i18n.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { C_SERIES, C_TABLE, C_GAME, C_CONTRACT, C_SUIT, C_CALLED, C_DECL, C_PARTNER, C_AUGEN,
       C_RESULT, C_SCHNEIDER, C_SCHWARZ, C_LAUF, C_LSIDE, C_TOUT, C_SIE, C_KLOPFER, C_KONTRA,
       C_DOUBLED, C_DOUBLINGS, C_LOSERS, C_JUNGFRAU, C_DURCH, C_N };

static const char *const cols[C_N] = {
    "series", "table", "game", "contract", "suit", "called", "declarer", "partner", "augen",
    "result", "schneider", "schwarz", "laufende", "lauf_side", "tout", "sie", "klopfer",
    "kontra", "doubled", "doublings", "losers", "jungfrau", "durchmarsch"};

typedef struct pctx {
    sch_family fam;
    csvsch_rows *out;
} pctx;

/* a whole number in [min, max]; empty = def (def -1: required) */
static bool num(csvin_errors *e, long line, const char *what, const char *s, long min, long max,
                long def, int *out)
{
    if (!*s && def >= 0) {
        *out = (int)def;
        return true;
    }
    long v;
    if (!sk_parse_int(s, min, max, &v)) {
        csvin_errors_add(e, line, _("%s '%s': a whole number %ld to %ld"), what, s, min, max);
        return false;
    }
    *out = (int)v;
    return true;
}

static bool flag(csvin_errors *e, long line, const char *what, const char *s, bool *out)
{
    if (!*s || !strcmp(s, "0"))
        *out = false;
    else if (!strcmp(s, "1"))
        *out = true;
    else {
        csvin_errors_add(e, line, _("%s '%s' must be 0, 1 or empty"), what, s);
        return false;
    }
    return true;
}

static bool seats(csvin_errors *e, long line, const char *what, const char *s, unsigned *bits)
{
    *bits = 0;
    for (const char *p = s; *p; p++) {
        if (*p == ' ')
            continue;
        if (*p < '1' || *p > '4') {
            csvin_errors_add(e, line, _("%s '%s': seats 1 to 4 as digits (\"14\")"), what, s);
            return false;
        }
        *bits |= 1u << (*p - '1');
    }
    return true;
}

/* The game of fields f (a row, or a form's fields): into *r; false with
 * every problem in *e. */
static bool fields(sch_family fam, long line, char **f, csvin_errors *e, csvsch_row *r_)
{
    csvsch_row r;
    memset(&r, 0, sizeof r);
    r.line = line;
    sch_game_init(&r.g, fam);
    bool ok = num(e, line, "series", f[C_SERIES], 1, 99, -1, &r.series);
    ok &= num(e, line, "table", f[C_TABLE], 1, 100000, -1, &r.table);
    ok &= num(e, line, "game", f[C_GAME], 1, 9999, -1, &r.game);
    int decl = 0, partner = 0, augen = SCH_AUGEN_NONE, lauf = 0, klopfer = 0, doublings = 0,
        durch = 0;
    ok &= num(e, line, "declarer", f[C_DECL], 1, 4, 0, &decl);
    ok &= num(e, line, "partner", f[C_PARTNER], 1, 4, 0, &partner);
    if (*f[C_AUGEN])
        ok &= num(e, line, "augen", f[C_AUGEN], 0, 120, 0, &augen);
    ok &= num(e, line, "laufende", f[C_LAUF], 0, 14, 0, &lauf);
    ok &= num(e, line, "klopfer", f[C_KLOPFER], 0, 4, 0, &klopfer);
    ok &= num(e, line, "doublings", f[C_DOUBLINGS], 0, 8, 0, &doublings);
    ok &= num(e, line, "durchmarsch", f[C_DURCH], 1, 4, 0, &durch);
    bool schneider = false, schwarz = false, tout = false, sie = false, doubled = false;
    ok &= flag(e, line, "schneider", f[C_SCHNEIDER], &schneider);
    ok &= flag(e, line, "schwarz", f[C_SCHWARZ], &schwarz);
    ok &= flag(e, line, "tout", f[C_TOUT], &tout);
    ok &= flag(e, line, "sie", f[C_SIE], &sie);
    /* doubled: the derived throw-in double (0, 1 or empty: recomputed from
     * the games before it, A.5.4 point 3), or set by hand: x2 doubled,
     * x1 not doubled (the TUI's words) */
    sch_doubled_set dset = SCH_DOUBLED_AUTO;
    if (!strcmp(f[C_DOUBLED], "x2") || !strcmp(f[C_DOUBLED], "X2"))
        dset = SCH_DOUBLED_YES;
    else if (!strcmp(f[C_DOUBLED], "x1") || !strcmp(f[C_DOUBLED], "X1"))
        dset = SCH_DOUBLED_NO;
    else if (!strcmp(f[C_DOUBLED], "1"))
        doubled = true;
    else if (*f[C_DOUBLED] && strcmp(f[C_DOUBLED], "0") != 0) {
        csvin_errors_add(e, line, _("doubled '%s': 0, 1 or empty (derived from the thrown-in "
                                    "deals before it), x2 or x1 (doubled or not, by hand)"),
                         f[C_DOUBLED]);
        ok = false;
    }
    sch_result res = SCH_RES_NONE;
    if (!strcmp(f[C_RESULT], "won"))
        res = SCH_RES_WON;
    else if (!strcmp(f[C_RESULT], "lost"))
        res = SCH_RES_LOST;
    else if (*f[C_RESULT]) {
        csvin_errors_add(e, line, _("result '%s': won, lost or empty"), f[C_RESULT]);
        ok = false;
    }
    int kontra = 0;
    if (*f[C_KONTRA] && (kontra = sch_kontra_parse(f[C_KONTRA])) < 0) {
        csvin_errors_add(e, line, _("kontra '%s': 0-4 or kontra, re, sub, hirsch"), f[C_KONTRA]);
        ok = false;
    }
    unsigned losers = 0, jungfrau = 0;
    ok &= seats(e, line, "losers", f[C_LOSERS], &losers);
    ok &= seats(e, line, "jungfrau", f[C_JUNGFRAU], &jungfrau);
    if (fam == SCH_FAM_WENDISCH) {
        int k = sch_wend_contract_parse(f[C_CONTRACT]);
        if (k < 0) {
            csvin_errors_add(e, line, _("contract '%s': Wendischer Schafskopf has alte, gerufen, solo"),
                             f[C_CONTRACT]);
            ok = false;
        }
        static const int bav_cols[] = {C_SUIT, C_LAUF, C_LSIDE, C_TOUT, C_SIE, C_KLOPFER, C_KONTRA,
                                       C_DOUBLED, C_LOSERS, C_JUNGFRAU, C_DURCH};
        for (size_t i = 0; i < sizeof bav_cols / sizeof *bav_cols; i++) {
            const char *v = f[bav_cols[i]];
            if (*v && strcmp(v, "0") != 0) {
                csvin_errors_add(e, line, _("%s '%s': not a Wendish Schafskopf field (leave it empty)"),
                                 cols[bav_cols[i]], v);
                ok = false;
            }
        }
        sch_wend_game *w = &r.g.w;
        w->contract = k < 0 ? SCH_WEND_ALTE : (sch_wend_contract)k;
        if (*f[C_CALLED] &&
            !sch_called_parse(f[C_CALLED], &w->called, &w->called_suit, &w->called_rank)) {
            csvin_errors_add(e, line, _("called '%s': a card like kreuz-as, or first-trick"),
                             f[C_CALLED]);
            ok = false;
        }
        w->doublings = doublings;
        w->game_no = r.game;
    } else {
        int k = sch_bav_kind_parse(f[C_CONTRACT]);
        if (k < 0) {
            csvin_errors_add(e, line, _("contract '%s': ruf, wenz, solo, geier, farbwenz, hochzeit, "
                                      "bettel, ramsch or thrown-in"), f[C_CONTRACT]);
            ok = false;
        }
        if (*f[C_CALLED] || (*f[C_DOUBLINGS] && strcmp(f[C_DOUBLINGS], "0") != 0)) {
            csvin_errors_add(e, line, _("%s: a Wendish Schafskopf field (leave it empty)"),
                             *f[C_CALLED] ? "called" : "doublings");
            ok = false;
        }
        sch_bav_game *b = &r.g.b;
        b->kind = k < 0 ? SCH_BAV_RUF : (sch_bav_kind)k;
        if (*f[C_SUIT]) {
            int su = sch_bav_suit_parse(f[C_SUIT]);
            if (su < 0) {
                csvin_errors_add(e, line, _("suit '%s': eichel, gras, herz or schellen"), f[C_SUIT]);
                ok = false;
            } else
                b->suit = (sch_bav_suit)su;
        }
        const char *side = f[C_LSIDE];
        if (!strcmp(side, "mit"))
            b->laufende_side = SCH_LAUF_MIT;
        else if (!strcmp(side, "ohne"))
            b->laufende_side = SCH_LAUF_OHNE;
        else if (*side) {
            csvin_errors_add(e, line, _("lauf_side '%s': mit, ohne or empty"), side);
            ok = false;
        }
        b->laufende = lauf;
        b->tout = tout;
        b->sie = sie;
        b->klopfer = klopfer;
        b->kontra_level = kontra;
        b->doubled_set = dset;
        b->doubled = dset == SCH_DOUBLED_YES || (dset == SCH_DOUBLED_AUTO && doubled);
        b->ramsch_losers = losers;
        b->ramsch_jungfrau = jungfrau;
        b->durchmarsch = durch;
        b->game_no = r.game;
    }
    sch_party party = {decl, partner, augen, res, schneider, schwarz};
    sch_game_set_party(&r.g, &party);
    *r_ = r;
    return ok;
}

static void row(void *ud, long line, char **f, csvin_errors *e)
{
    pctx *c = ud;
    csvsch_row r;
    if (!fields(c->fam, line, f, e, &r))
        return;
    csvsch_rows *o = c->out;
    o->v = sk_grow(o->v, o->n, &o->cap, sizeof *o->v, 64);
    o->v[o->n++] = r;
}

int csvsch_parse(const char *buf, size_t len, sch_family fam, csvsch_rows *out,
                 csvin_errors *errs)
{
    pctx c = {fam, out};
    return csvin_table_parse(buf, len, cols, C_N, row, &c, errs);
}

int csvsch_game(sch_family fam, const char *(*get)(void *ud, const char *col), void *ud,
                sch_game *g, sk_err *err)
{
    char *f[C_N];
    for (int i = 0; i < C_N; i++) {
        const char *v = i <= C_GAME ? "1" : get(ud, cols[i]);
        f[i] = (char *)(v ? v : "");
    }
    csvin_errors e = {0};
    csvsch_row r;
    bool ok = fields(fam, 0, f, &e, &r);
    if (!ok)
        sk_err_set(err, SK_INVALID, "%s", e.n ? e.v[0].msg : "?");
    csvin_errors_free(&e);
    if (ok)
        *g = r.g;
    return ok ? SK_OK : SK_INVALID;
}

void csvsch_rows_free(csvsch_rows *r)
{
    free(r->v);
    memset(r, 0, sizeof *r);
}

void csvsch_header(sk_buf *b)
{
    sk_buf_add(b, CSVSCH_HEADER "\n");
}

static void opt_int(sk_buf *b, int v)
{
    if (v)
        sk_buf_printf(b, "%d", v);
    sk_buf_add(b, ",");
}

static void seat_digits(sk_buf *b, unsigned bits)
{
    for (int s = 1; s <= 4; s++)
        if (bits & (1u << (s - 1)))
            sk_buf_printf(b, "%d", s);
    sk_buf_add(b, ",");
}

/* declarer,partner,augen,result,schneider,schwarz, of g (a comma after) */
static void party_csv(sk_buf *b, const sch_game *g)
{
    sch_party p = sch_game_party(g);
    opt_int(b, p.declarer);
    opt_int(b, p.partner);
    if (p.augen != SCH_AUGEN_NONE)
        sk_buf_printf(b, "%d", p.augen);
    sk_buf_printf(b, ",%s,%d,%d,", p.result == SCH_RES_WON ? "won"
                                   : p.result == SCH_RES_LOST ? "lost" : "",
                  p.schneider, p.schwarz);
}

void csvsch_write(sk_buf *b, int series, int table, int game, const sch_game *g)
{
    sk_buf_printf(b, "%d,%d,%d,", series, table, game);
    if (g->family == SCH_FAM_WENDISCH) {
        const sch_wend_game *w = &g->w;
        char called[32];
        sch_called_word(w->called, w->called_suit, w->called_rank, called, sizeof called);
        sk_buf_printf(b, "%s,,%s,", sch_wend_contract_word(w->contract), called);
        party_csv(b, g);
        sk_buf_add(b, ",,,,,,,");
        opt_int(b, w->doublings);
        sk_buf_add(b, ",,\n");
        return;
    }
    const sch_bav_game *x = &g->b;
    sk_buf_printf(b, "%s,%s,,", sch_bav_kind_word(x->kind), sch_bav_suit_word(x->suit));
    party_csv(b, g);
    opt_int(b, x->laufende);
    sk_buf_printf(b, "%s,%d,%d,", x->laufende_side == SCH_LAUF_MIT ? "mit"
                                  : x->laufende_side == SCH_LAUF_OHNE ? "ohne" : "",
                  x->tout, x->sie);
    opt_int(b, x->klopfer);
    opt_int(b, x->kontra_level);
    if (x->doubled_set != SCH_DOUBLED_AUTO) /* set by hand: kept on import */
        sk_buf_add(b, x->doubled_set == SCH_DOUBLED_YES ? "x2,," : "x1,,");
    else
        sk_buf_printf(b, "%d,,", x->doubled);
    seat_digits(b, x->ramsch_losers);
    seat_digits(b, x->ramsch_jungfrau);
    if (x->durchmarsch)
        sk_buf_printf(b, "%d", x->durchmarsch);
    sk_buf_add(b, "\n");
}
