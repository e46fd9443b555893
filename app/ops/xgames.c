/* xgames.c - see xgames.h */
#include "xgames.h"
#include "xjson.h"

#include <stdio.h>
#include <string.h>

#include "csvin.h"
#include "csvout.h"
#include "csvsch.h"
#include "housegame.h"
#include "rules.h"

/* ---- writing ---- */

static void set_int(json_t *o, const char *k, long long v)
{
    xj_set(o, k, json_integer(v));
}

static void set_str(json_t *o, const char *k, const char *s)
{
    if (s && *s)
        xj_set(o, k, xj_s(s));
}

static void set_flag(json_t *o, const char *k, bool v)
{
    if (v)
        xj_set(o, k, json_true());
}

static void set_opt(json_t *o, const char *k, int v)
{
    if (v)
        set_int(o, k, v);
}

static json_t *seat_list(unsigned bits)
{
    json_t *a = json_array();
    for (int s = 1; s <= 4; s++)
        if (bits & (1u << (s - 1)))
            json_array_append_new(a, json_integer(s));
    return a;
}

json_t *xg_skat_game(const game_entry *e, bool house, int table_size, int dealer)
{
    json_t *o = json_object();
    set_int(o, "game", e->game_no);
    const game_house *h = &e->h;
    if (e->passed) {
        set_str(o, "contract", house && h->ramsch ? "ramsch" : "passed");
    } else {
        const rules_game *g = &e->g;
        set_int(o, "declarer", e->declarer);
        set_str(o, "contract", rules_contract_name(g->contract));
        set_opt(o, "matadors", g->matadors);
        set_flag(o, "hand", g->hand);
        set_flag(o, "ouvert", g->ouvert);
        set_str(o, "announce", g->announce == RULES_ANN_SCHNEIDER ? "schneider"
                               : g->announce == RULES_ANN_SCHWARZ ? "schwarz" : NULL);
        set_int(o, "bid", g->bid);
        if (g->points != RULES_POINTS_NONE)
            set_int(o, "points", g->points);
        set_flag(o, "schneider", g->schneider);
        set_flag(o, "schwarz", g->schwarz);
        set_str(o, "result", g->result == RULES_RES_WON ? "won"
                             : g->result == RULES_RES_LOST ? "lost" : NULL);
    }
    if (!house)
        return o;
    set_str(o, "kontra", housegame_kontra_key(h->kontra));
    set_opt(o, "kontra_by", h->kontra_by);
    if (!h->ramsch)
        return o;
    json_t *aug = json_array();
    for (int s = 1; s <= table_size && s <= 4; s++)
        json_array_append_new(aug, table_size == 4 && s == dealer ? json_null()
                                                                  : json_integer(h->augen[s - 1]));
    xj_set(o, "ramsch", aug);
    set_int(o, "skat", h->skat);
    set_opt(o, "last_trick", h->last_trick);
    if (h->jungfrau)
        xj_set(o, "jungfrau", seat_list(h->jungfrau));
    set_opt(o, "durchmarsch", h->durchmarsch);
    set_opt(o, "schieben", h->schieben);
    return o;
}

/* The declaring party of a Schafkopf game (either family) and how it did. */
static void set_party(json_t *o, const sch_game *g)
{
    sch_party p = sch_game_party(g);
    set_opt(o, "declarer", p.declarer);
    set_opt(o, "partner", p.partner);
    if (p.augen != SCH_AUGEN_NONE)
        set_int(o, "augen", p.augen);
    set_str(o, "result", p.result == SCH_RES_WON    ? "won"
                         : p.result == SCH_RES_LOST ? "lost" : NULL);
    set_flag(o, "schneider", p.schneider);
    set_flag(o, "schwarz", p.schwarz);
}

json_t *xg_sch_game(int game_no, const sch_game *g)
{
    json_t *o = json_object();
    set_int(o, "game", game_no);
    if (g->family == SCH_FAM_WENDISCH) {
        const sch_wend_game *w = &g->w;
        char called[32];
        sch_called_word(w->called, w->called_suit, w->called_rank, called, sizeof called);
        set_str(o, "contract", sch_wend_contract_word(w->contract));
        set_str(o, "called", called);
        set_party(o, g);
        set_opt(o, "doublings", w->doublings);
        return o;
    }
    const sch_bav_game *x = &g->b;
    set_str(o, "contract", sch_bav_kind_word(x->kind));
    set_str(o, "suit", sch_bav_suit_word(x->suit));
    set_party(o, g);
    set_opt(o, "laufende", x->laufende);
    set_str(o, "lauf_side", x->laufende_side == SCH_LAUF_MIT    ? "mit"
                            : x->laufende_side == SCH_LAUF_OHNE ? "ohne" : NULL);
    set_flag(o, "tout", x->tout);
    set_flag(o, "sie", x->sie);
    set_opt(o, "klopfer", x->klopfer);
    set_opt(o, "kontra", x->kontra_level);
    set_flag(o, "doubled", x->doubled);
    if (x->ramsch_losers)
        xj_set(o, "losers", seat_list(x->ramsch_losers));
    if (x->ramsch_jungfrau)
        xj_set(o, "jungfrau", seat_list(x->ramsch_jungfrau));
    set_opt(o, "durchmarsch", x->durchmarsch);
    return o;
}

/* ---- reading: JSON fields -> one CSV line ---- */

typedef enum xg_type {
    XG_INT,          /* a number */
    XG_FLAG,         /* true/false -> 1/0 */
    XG_STR,          /* a word */
    XG_SEATS_SLASH,  /* [1, 4] -> "1/4" (Skat house columns) */
    XG_SEATS_DIGITS, /* [1, 4] -> "14" (Schafkopf) */
    XG_AUGEN,        /* [45, null, 40, 35] -> "45/-/40/35" */
} xg_type;

typedef struct xg_col {
    const char *name;
    xg_type type;
} xg_col;

/* in the order of the CSV header (after series,table) */
static const xg_col skat_cols[] = {
    {"game", XG_INT}, {"declarer", XG_INT}, {"contract", XG_STR}, {"matadors", XG_INT},
    {"hand", XG_FLAG}, {"ouvert", XG_FLAG}, {"announce", XG_STR}, {"bid", XG_INT},
    {"points", XG_INT}, {"schneider", XG_FLAG}, {"schwarz", XG_FLAG}, {"result", XG_STR},
    /* house columns */
    {"kontra", XG_STR}, {"kontra_by", XG_INT}, {"ramsch", XG_AUGEN}, {"skat", XG_INT},
    {"last_trick", XG_INT}, {"jungfrau", XG_SEATS_SLASH}, {"durchmarsch", XG_INT},
    {"schieben", XG_INT}, {NULL, XG_INT},
};
#define SKAT_BASE_COLS 12

static const xg_col sch_cols[] = {
    {"game", XG_INT}, {"contract", XG_STR}, {"suit", XG_STR}, {"called", XG_STR},
    {"declarer", XG_INT}, {"partner", XG_INT}, {"augen", XG_INT}, {"result", XG_STR},
    {"schneider", XG_FLAG}, {"schwarz", XG_FLAG}, {"laufende", XG_INT}, {"lauf_side", XG_STR},
    {"tout", XG_FLAG}, {"sie", XG_FLAG}, {"klopfer", XG_INT}, {"kontra", XG_INT},
    {"doubled", XG_FLAG}, {"doublings", XG_INT}, {"losers", XG_SEATS_DIGITS},
    {"jungfrau", XG_SEATS_DIGITS}, {"durchmarsch", XG_INT}, {NULL, XG_INT},
};

void xg_skat_header(sk_buf *b, bool house)
{
    if (house)
        csvout_games_header_house(b);
    else
        csvout_games_header(b);
}

void xg_sch_header(sk_buf *b)
{
    csvsch_header(b);
}

/* One field as CSV text into f. */
static int field(json_t *v, const char *path, const xg_col *c, sk_buf *f, sk_err *err)
{
    char p[XJ_PATH];
    xj_path(p, path, c->name, 0);
    switch (c->type) {
    case XG_INT:
        if (!json_is_integer(v) || json_integer_value(v) < -99999 ||
            json_integer_value(v) > 99999)
            return xj_fail(err, p, _("must be a whole number"));
        sk_buf_printf(f, "%lld", (long long)json_integer_value(v));
        return SK_OK;
    case XG_FLAG:
        if (!json_is_boolean(v))
            return xj_fail(err, p, _("must be true or false"));
        sk_buf_add(f, json_is_true(v) ? "1" : "0");
        return SK_OK;
    case XG_STR:
        if (!json_is_string(v) || json_string_length(v) > CSVIN_MAX_FIELD ||
            strlen(json_string_value(v)) != json_string_length(v))
            return xj_fail(err, p, _("must be a word of at most %d bytes"), CSVIN_MAX_FIELD);
        sk_buf_add(f, json_string_value(v));
        return SK_OK;
    case XG_SEATS_SLASH:
    case XG_SEATS_DIGITS:
    case XG_AUGEN:
        break;
    }
    if (!json_is_array(v) || json_array_size(v) > 4)
        return xj_fail(err, p, _("must be a list of at most 4 entries"));
    for (size_t i = 0; i < json_array_size(v); i++) {
        json_t *x = json_array_get(v, i);
        if (i && c->type != XG_SEATS_DIGITS)
            sk_buf_add(f, "/");
        if (c->type == XG_AUGEN && json_is_null(x)) {
            sk_buf_add(f, "-");
            continue;
        }
        long long lo = c->type == XG_AUGEN ? 0 : 1, hi = c->type == XG_AUGEN ? 120 : 4;
        if (!json_is_integer(x) || json_integer_value(x) < lo || json_integer_value(x) > hi) {
            char q[XJ_PATH];
            xj_path(q, p, NULL, i);
            return c->type == XG_AUGEN
                       ? xj_fail(err, q, _("must be Augen from 0 to 120 (null: the dealer)"))
                       : xj_fail(err, q, _("must be a seat from 1 to 4"));
        }
        sk_buf_printf(f, "%lld", (long long)json_integer_value(x));
    }
    return SK_OK;
}

static int to_csv(json_t *o, const char *path, const xg_col *cols, size_t ncols, int series,
                  int table, sk_buf *b, int *game_no, sk_err *err)
{
    const char *allowed[32];
    size_t na = 0;
    for (size_t i = 0; i < ncols && na < 31; i++)
        allowed[na++] = cols[i].name;
    allowed[na] = NULL;
    int rc = xj_keys(o, path, allowed, err);
    long long g = 0;
    if (rc == SK_OK)
        rc = xj_int(o, path, "game", true, 1, 9999, 0, &g, err);
    if (rc != SK_OK)
        return rc;
    *game_no = (int)g;
    sk_buf_printf(b, "%d,%d", series, table);
    sk_buf f = {0};
    for (size_t i = 0; rc == SK_OK && i < ncols; i++) {
        sk_buf_add(b, ",");
        json_t *v = json_object_get(o, cols[i].name);
        if (!v || json_is_null(v))
            continue;
        f.len = 0;
        if (f.s)
            f.s[0] = '\0';
        rc = field(v, path, &cols[i], &f, err);
        if (rc == SK_OK)
            csvout_field(b, sk_buf_str(&f), f.len);
    }
    sk_buf_free(&f);
    sk_buf_add(b, "\n");
    return rc;
}

/* The number of columns before cols' NULL row. */
static size_t ncols(const xg_col *cols)
{
    size_t n = 0;
    while (cols[n].name)
        n++;
    return n;
}

int xg_skat_csv(json_t *o, const char *path, int series, int table, bool house, sk_buf *b,
                int *game_no, sk_err *err)
{
    return to_csv(o, path, skat_cols, house ? ncols(skat_cols) : SKAT_BASE_COLS, series, table,
                  b, game_no, err);
}

int xg_sch_csv(json_t *o, const char *path, int series, int table, sk_buf *b, int *game_no,
               sk_err *err)
{
    return to_csv(o, path, sch_cols, ncols(sch_cols), series, table, b, game_no, err);
}

int xg_skat_entry(json_t *o, const char *path, int series, int table, bool house, game_entry *e,
                  sk_err *err)
{
    sk_buf csv = {0};
    xg_skat_header(&csv, house);
    int gno;
    int rc = xg_skat_csv(o, path, series, table, house, &csv, &gno, err);
    csvin_games gs = {0};
    csvin_errors errs = {0};
    if (rc == SK_OK && csvin_games_parse(csv.s, csv.len, &gs, &errs) != SK_OK)
        rc = xj_fail(err, path, "%s", errs.n ? errs.v[0].msg : "?");
    if (rc == SK_OK && gs.n != 1)
        rc = xj_fail(err, path, _("must be one game"));
    if (rc == SK_OK)
        *e = gs.v[0];
    csvin_games_free(&gs);
    csvin_errors_free(&errs);
    sk_buf_free(&csv);
    return rc;
}
