/* csvgames.c - the games format of csvin.h (import games): the columns,
 * a row into a game_entry with its house fields, the checks against the
 * tournament's tables, duplicates.  The reader is csvin.c's (csvin_int.h). */
#include "csvin.h"
#include "csvin_int.h"
#include "i18n.h"
#include "housegame.h"
#include "text.h"

#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* csvin.c's helpers under the names the code below has always used. */
static inline const char *shown(const char *s)
{
    return csvin_shown(s);
}

static inline int parse_with(const char *buf, size_t len, const char *const *cols, int ncols,
                             int nreq, row_fn row, void *ctx, csvin_errors *errs)
{
    return csvin_parse_with(buf, len, cols, ncols, nreq, row, ctx, errs);
}

static inline bool num(reader *r, long line, const char *what, const char *s, long min, long max,
                       int *out)
{
    return csvin_num(r, line, what, s, min, max, out);
}

static inline bool flag(reader *r, long line, const char *what, const char *s, bool *out)
{
    return csvin_flag(r, line, what, s, out);
}

/* ----------------------------------------------------------------- games */

enum { G_SERIES, G_TABLE, G_GAME, G_DECL, G_CONTRACT, G_MAT, G_HAND, G_OUVERT, G_ANN, G_BID,
       G_POINTS, G_SCHNEIDER, G_SCHWARZ, G_RESULT,
       /* the house columns (CSVIN_GAMES_HOUSE_COLS), all or none */
       G_KONTRA, G_KONTRA_BY, G_RAMSCH, G_SKAT, G_LAST, G_JUNGFRAU, G_DURCH, G_SCHIEBEN,
       G_NCOLS };
#define G_NBASE G_KONTRA

static const char *const games_cols[G_NCOLS] = {
    "series", "table", "game", "declarer", "contract", "matadors", "hand", "ouvert",
    "announce", "bid", "points", "schneider", "schwarz", "result",
    "kontra", "kontra_by", "ramsch", "skat", "last_trick", "jungfrau", "durchmarsch",
    "schieben"};

/* An empty field or a seat 1..4 (0 when empty). */
static bool seat_or_none(reader *r, long line, const char *what, const char *s, int *out)
{
    *out = 0;
    return s[0] == '\0' || num(r, line, what, s, 1, 4, out);
}

/* The house columns of one row into e->h (a Ramsch: contract ramsch). */
static bool games_house(reader *r, long line, char **f, bool ramsch, game_entry *e)
{
    game_house *h = &e->h;
    bool ok = true;
    if (f[G_KONTRA][0]) {
        h->kontra = housegame_kontra_parse(f[G_KONTRA]);
        if (h->kontra < 0) {
            csvin_errors_add(r->errs, line, _("kontra '%s' is unknown: empty, kontra, re, supra "
                             "or hirsch"), shown(f[G_KONTRA]));
            h->kontra = 0;
            ok = false;
        }
    }
    ok &= seat_or_none(r, line, "kontra_by", f[G_KONTRA_BY], &h->kontra_by);
    if (!ramsch) {
        static const int other[] = {G_RAMSCH, G_SKAT, G_LAST, G_JUNGFRAU, G_DURCH, G_SCHIEBEN};
        for (size_t i = 0; i < sizeof other / sizeof other[0]; i++) {
            const char *v = f[other[i]];
            if (v[0] && !(other[i] == G_SCHIEBEN && strcmp(v, "0") == 0)) {
                csvin_errors_add(r->errs, line, _("%s '%s' given for a game that is no Ramsch "
                                 "(contract ramsch)"), games_cols[other[i]], shown(v));
                ok = false;
            }
        }
        return ok;
    }
    h->ramsch = true;
    e->passed = true;
    /* Augen per seat as "45/40/35" ("-" for the 4-table dealer) */
    char *aug = xstrdup(f[G_RAMSCH]);
    for (char *c = aug; *c; c++)
        if (*c == '/')
            *c = ',';
    sk_err why;
    sk_err_clear(&why);
    if (!f[G_RAMSCH][0]) {
        csvin_errors_add(r->errs, line, _("ramsch missing: a Ramsch gives the Augen per seat "
                         "(45/40/35)"));
        ok = false;
    } else if (housegame_parse_augen(aug, "ramsch", h, &why) != SK_OK) {
        csvin_errors_add(r->errs, line, _("ramsch '%s': Augen per seat in seat order, 0 to 120 "
                         "(45/40/35)"), shown(f[G_RAMSCH]));
        ok = false;
    }
    free(aug);
    if (f[G_SKAT][0]) {
        ok &= num(r, line, "skat", f[G_SKAT], 0, 22, &h->skat);
    } else {
        int sum = 0;
        for (int i = 0; i < 4; i++)
            sum += h->augen[i];
        h->skat = sum <= 120 ? 120 - sum : 0;
    }
    ok &= seat_or_none(r, line, "last_trick", f[G_LAST], &h->last_trick);
    ok &= seat_or_none(r, line, "durchmarsch", f[G_DURCH], &h->durchmarsch);
    if (f[G_SCHIEBEN][0])
        ok &= num(r, line, "schieben", f[G_SCHIEBEN], 0, 3, &h->schieben);
    /* Jungfrau seats as "3" or "2/3" */
    for (const char *c = f[G_JUNGFRAU]; *c; c++) {
        if (*c >= '1' && *c <= '4')
            h->jungfrau |= 1u << (*c - '1');
        else if (*c != '/') {
            csvin_errors_add(r->errs, line, _("jungfrau '%s': the seats that took no trick, "
                             "1 to 4 (2/3 for two)"), shown(f[G_JUNGFRAU]));
            ok = false;
            break;
        }
    }
    return ok;
}

typedef struct games_ctx {
    csvin_games *out;
    csvin_game_fn fn;   /* may be NULL */
    void *ud;
} games_ctx;

static void games_row(reader *r, long line, int nf, char **f)
{
    (void)nf;
    games_ctx *c = r->ctx;
    csvin_games *out = c->out;
    game_entry e;
    memset(&e, 0, sizeof e);
    rules_game_init(&e.g);
    bool ok = true;
    ok &= num(r, line, "series", f[G_SERIES], 1, INT_MAX, &e.series);
    ok &= num(r, line, "table", f[G_TABLE], 1, GAME_TABLE_MAX, &e.table_no);
    ok &= num(r, line, "game", f[G_GAME], 1, INT_MAX, &e.game_no);

    const char *contract = f[G_CONTRACT];
    bool ramsch = r->opt && sk_streq_ci(contract, "ramsch");
    ok &= games_house(r, line, f, ramsch, &e);
    if (sk_streq_ci(contract, "passed") || ramsch) {
        e.passed = true;
        if (f[G_DECL][0] && ramsch) {
            csvin_errors_add(r->errs, line, _("%s '%s' given for a Ramsch: a Ramsch has only series, "
                                              "table and game and the Ramsch columns"),
                             games_cols[G_DECL], shown(f[G_DECL]));
            ok = false;
        } else if (f[G_DECL][0]) {
            csvin_errors_add(r->errs, line, _("declarer '%s' given for a passed game: nobody "
                             "declares a passed game"), shown(f[G_DECL]));
            ok = false;
        }
        static const int other[] = {G_MAT, G_HAND, G_OUVERT, G_ANN, G_BID, G_POINTS,
                                    G_SCHNEIDER, G_SCHWARZ, G_RESULT};
        for (size_t i = 0; i < sizeof other / sizeof other[0]; i++) {
            const char *s = f[other[i]];
            bool is_flag = other[i] == G_HAND || other[i] == G_OUVERT ||
                           other[i] == G_SCHNEIDER || other[i] == G_SCHWARZ;
            if (s[0] && !(is_flag && strcmp(s, "0") == 0)) {
                csvin_errors_add(r->errs, line, ramsch ? _("%s '%s' given for a Ramsch: a Ramsch has only series, "
                                            "table and game and the Ramsch columns")
                                        : _("%s '%s' given for a passed game: a passed game has "
                                            "only series, table and game"),
                                 games_cols[other[i]], shown(s));
                ok = false;
            }
        }
    } else {
        if (contract[0] == '\0') {
            csvin_errors_add(r->errs, line, _("contract missing: clubs, spades, hearts, diamonds, "
                             "grand, null or passed"));
            ok = false;
        } else if (!rules_parse_contract(contract, &e.g.contract)) {
            csvin_errors_add(r->errs, line, _("contract '%s' is unknown: clubs, spades, hearts, "
                             "diamonds, grand, null or passed"), shown(contract));
            ok = false;
        }
        if (f[G_DECL][0] == '\0') {
            csvin_errors_add(r->errs, line, _("declarer missing: give the seat (1 to 4), or "
                             "contract passed"));
            ok = false;
        } else {
            ok &= num(r, line, "declarer", f[G_DECL], 1, 4, &e.declarer);
        }
        if (f[G_MAT][0]) {
            if (!num(r, line, "matadors", f[G_MAT], -99, 99, &e.g.matadors)) {
                ok = false;
            } else if (e.g.matadors == 0) {
                /* 0 is a value, not a missing field: worded as `value --with 0` */
                csvin_errors_add(r->errs, line, _("matadors %s is impossible: with or without at "
                                 "least 1 (positive = with, negative = without)"), shown(f[G_MAT]));
                ok = false;
            }
        }
        ok &= flag(r, line, "hand", f[G_HAND], &e.g.hand);
        ok &= flag(r, line, "ouvert", f[G_OUVERT], &e.g.ouvert);
        ok &= flag(r, line, "schneider", f[G_SCHNEIDER], &e.g.schneider);
        ok &= flag(r, line, "schwarz", f[G_SCHWARZ], &e.g.schwarz);
        const char *a = f[G_ANN];
        if (a[0] == '\0')
            e.g.announce = RULES_ANN_NONE;
        else if (sk_streq_ci(a, "schneider"))
            e.g.announce = RULES_ANN_SCHNEIDER;
        else if (sk_streq_ci(a, "schwarz"))
            e.g.announce = RULES_ANN_SCHWARZ;
        else {
            csvin_errors_add(r->errs, line, _("announce '%s' is unknown: empty, schneider or "
                             "schwarz"), shown(a));
            ok = false;
        }
        if (f[G_BID][0])
            ok &= num(r, line, "bid", f[G_BID], 0, 999, &e.g.bid);
        if (f[G_POINTS][0]) {
            const char *pt = f[G_POINTS];
            const char *d = pt + (pt[0] == '-');
            long v;
            if (*d && strspn(d, "0123456789") == strlen(d) &&
                (!sk_parse_int(pt, LONG_MIN, LONG_MAX, &v) || v < 0 || v > 120)) {
                csvin_errors_add(r->errs, line, _("points %s are impossible: card points lie "
                                 "between 0 and 120"), shown(pt));
                ok = false;
            } else {
                ok &= num(r, line, "points", pt, 0, 120, &e.g.points);
            }
        }
        const char *res = f[G_RESULT];
        if (res[0] == '\0')
            e.g.result = RULES_RES_NONE;
        else if (sk_streq_ci(res, "won"))
            e.g.result = RULES_RES_WON;
        else if (sk_streq_ci(res, "lost"))
            e.g.result = RULES_RES_LOST;
        else {
            csvin_errors_add(r->errs, line, _("result '%s' is unknown: empty, won or lost"),
                             shown(res));
            ok = false;
        }
    }
    if (!ok)
        return;
    if (out->n == out->cap) {
        out->cap = out->cap ? out->cap * 2 : 256;
        out->v = xrealloc(out->v, out->cap * sizeof *out->v);
        out->line = xrealloc(out->line, out->cap * sizeof *out->line);
    }
    out->v[out->n] = e;
    out->line[out->n] = line;
    out->n++;
    if (c->fn)
        c->fn(c->ud, out, out->n - 1);
}

int csvin_games_parse(const char *buf, size_t len, csvin_games *out, csvin_errors *errs)
{
    return csvin_games_parse_each(buf, len, out, errs, NULL, NULL);
}

int csvin_games_parse_each(const char *buf, size_t len, csvin_games *out, csvin_errors *errs,
                           csvin_game_fn fn, void *ud)
{
    games_ctx c = {out, fn, ud};
    return parse_with(buf, len, games_cols, G_NCOLS, G_NBASE, games_row, &c, errs);
}

void csvin_games_free(csvin_games *g)
{
    free(g->v);
    free(g->line);
    memset(g, 0, sizeof *g);
}

int csvin_game_key_cmp(const void *a, const void *b)
{
    const csvin_game_key *x = a, *y = b;
    int c = sk_cmp_ll(x->series, y->series);
    c = c ? c : sk_cmp_ll(x->table_no, y->table_no);
    c = c ? c : sk_cmp_ll(x->game_no, y->game_no);
    return c ? c : sk_cmp_ll((long long)x->i, (long long)y->i);
}

void csvin_games_check_init(csvin_games_check *c, csvin_table_fn fn, void *ud)
{
    memset(c, 0, sizeof *c);
    c->fn = fn;
    c->ud = ud;
    sk_err_clear(&c->lerr);
}

int csvin_games_check_one(csvin_games_check *c, const csvin_games *gs, size_t i,
                          rules_outcome *out, csvin_errors *errs)
{
    const game_entry *e = &gs->v[i];
    if (!c->have || e->series != c->last_series || e->table_no != c->last_table) {
        sk_err_clear(&c->lerr);
        c->last_rc = c->fn(c->ud, e->series, e->table_no, &c->t, &c->lerr);
        c->last_series = e->series;
        c->last_table = e->table_no;
        c->have = 1;
        if (c->last_rc == SK_FAIL) {
            csvin_errors_add(errs, gs->line[i], "%s", c->lerr.msg);
            return SK_FAIL;
        }
    }
    if (c->last_rc != SK_OK) {
        csvin_errors_add(errs, gs->line[i], "%s", c->lerr.msg);
        return SK_INVALID;
    }
    rules_outcome o;
    sk_err err;
    sk_err_clear(&err);
    if ((c->house_dealt ? game_validate_house_dealt(e, &c->t, &o, &err)
                        : game_validate(e, &c->t, &o, &err)) != SK_OK) {
        csvin_errors_add(errs, gs->line[i], "%s", err.msg);
        return SK_INVALID;
    }
    if (out)
        *out = o;
    return SK_OK;
}

int csvin_games_dups(const csvin_games *gs, csvin_errors *errs)
{
    size_t before = errs->n;
    /* a file in game order (an export, a generated season) has none: one
     * pass instead of the sort */
    size_t ordered = 1;
    while (ordered < gs->n) {
        const game_entry *a = &gs->v[ordered - 1], *b = &gs->v[ordered];
        if (a->series > b->series || (a->series == b->series && (a->table_no > b->table_no ||
            (a->table_no == b->table_no && a->game_no >= b->game_no))))
            break;
        ordered++;
    }
    if (ordered < gs->n) {
        csvin_game_key *idx = xmalloc(gs->n * sizeof *idx);
        for (size_t i = 0; i < gs->n; i++)
            idx[i] = (csvin_game_key){gs->v[i].series, gs->v[i].table_no, gs->v[i].game_no, i};
        qsort(idx, gs->n, sizeof *idx, csvin_game_key_cmp);
        size_t first = 0;
        for (size_t k = 1; k < gs->n; k++) {
            const csvin_game_key *a = &idx[first], *b = &idx[k];
            if (a->series == b->series && a->table_no == b->table_no &&
                a->game_no == b->game_no) {
                csvin_errors_add(errs, gs->line[b->i],
                                 _("game %d of series %d table %d is already on line %ld: one "
                                 "entry per game number"), b->game_no, b->series, b->table_no,
                                 gs->line[a->i]);
            } else {
                first = k;
            }
        }
        free(idx);
    }
    return errs->n == before ? SK_OK : SK_INVALID;
}

int csvin_games_validate(const csvin_games *gs, csvin_table_fn fn, void *ud,
                         rules_outcome *outs, csvin_errors *errs)
{
    size_t before = errs->n;
    csvin_games_check c;
    csvin_games_check_init(&c, fn, ud);
    for (size_t i = 0; i < gs->n; i++)
        if (csvin_games_check_one(&c, gs, i, outs ? &outs[i] : NULL, errs) == SK_FAIL)
            return SK_FAIL;
    csvin_games_dups(gs, errs);
    return errs->n == before ? SK_OK : SK_INVALID;
}
