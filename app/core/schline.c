/* schline.c - see schline.h. */
#include "schline.h"

#include "i18n.h"
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int strncasecmp_ascii(const char *a, const char *b, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        int x = tolower((unsigned char)a[i]), y = tolower((unsigned char)b[i]);
        if (x != y || !x)
            return x - y;
    }
    return 0;
}

static bool all_digits(const char *s)
{
    if (!*s)
        return false;
    for (; *s; s++)
        if (*s < '0' || *s > '9')
            return false;
    return true;
}

static int bav_kind_short(const char *t)
{
    static const struct { const char *w; int k; } m[] = {
        {"r", SCH_BAV_RUF}, {"w", SCH_BAV_WENZ}, {"s", SCH_BAV_SOLO}, {"g", SCH_BAV_GEIER},
        {"fw", SCH_BAV_FARBWENZ}, {"h", SCH_BAV_HOCHZEIT}, {"b", SCH_BAV_BETTEL},
        {"ra", SCH_BAV_RAMSCH}, {"z", SCH_BAV_THROWN_IN}};
    for (size_t i = 0; i < sizeof m / sizeof *m; i++)
        if (sk_streq_ci(t, m[i].w))
            return m[i].k;
    return sch_bav_kind_parse(t);
}

static int suit_short(const char *t)
{
    if (sk_streq_ci(t, "e"))
        return SCH_EICHEL;
    if (sk_streq_ci(t, "g"))
        return SCH_GRAS;
    if (sk_streq_ci(t, "h"))
        return SCH_HERZ;
    if (sk_streq_ci(t, "s"))
        return SCH_SCHELLEN;
    return sch_bav_suit_parse(t);
}

/* "l3" -> 3 when t is prefix followed by digits in [lo, hi]; -1 otherwise */
static int prefixed(const char *t, const char *prefix, int lo, int hi)
{
    size_t n = strlen(prefix);
    if (strncasecmp_ascii(t, prefix, n) != 0 || !all_digits(t + n))
        return -1;
    long v = strtol(t + n, NULL, 10);
    return v >= lo && v <= hi ? (int)v : -2;
}

int sch_line_parse(sch_family f, const char *line, sch_game *g, sk_err *err)
{
    sch_game_init(g, f);
    char buf[256];
    snprintf(buf, sizeof buf, "%s", line ? line : "");
    char *save = NULL, *tok = strtok_r(buf, " ,", &save);
    if (!tok)
        return sk_err_set(err, SK_INVALID, _("contract: type the game, e.g. %s"),
                          f == SCH_FAM_WENDISCH ? "'a 1 3 75' (Alte 1+3, 75 Augen)"
                                                : "'r 1 3 e 70' (Rufspiel 1+3 on the Eichel-Sau)");
    int nums[3], nn = 0;
    bool wend = f == SCH_FAM_WENDISCH;
    if (wend) {
        int c = sk_streq_ci(tok, "a") ? SCH_WEND_ALTE : sk_streq_ci(tok, "g") ? SCH_WEND_GERUFEN
              : sk_streq_ci(tok, "s") ? SCH_WEND_SOLO : sch_wend_contract_parse(tok);
        if (c < 0)
            return sk_err_set(err, SK_INVALID,
                              _("contract '%s': a (Alte), g (Gerufen) or s (Solo)"), tok);
        g->w.contract = (sch_wend_contract)c;
    } else {
        int k = bav_kind_short(tok);
        if (k < 0)
            return sk_err_set(err, SK_INVALID,
                              _("contract '%s': r ruf, w wenz, s solo, g geier, fw farbwenz, "
                              "h hochzeit, b bettel, ra ramsch, z zusammengeworfen"), tok);
        g->b.kind = (sch_bav_kind)k;
    }
    bool partner_kind = wend ? g->w.contract != SCH_WEND_SOLO
                             : (g->b.kind == SCH_BAV_RUF || g->b.kind == SCH_BAV_HOCHZEIT);
    bool no_seats = !wend && (g->b.kind == SCH_BAV_RAMSCH || g->b.kind == SCH_BAV_THROWN_IN);
    int want_seats = no_seats ? 0 : partner_kind ? 2 : 1;
    while ((tok = strtok_r(NULL, " ,", &save))) {
        int v;
        if (all_digits(tok)) {
            if (nn >= want_seats + 1)
                return sk_err_set(err, SK_INVALID, _("'%s': one number too many (seats, then Augen)"),
                                  tok);
            nums[nn++] = (int)strtol(tok, NULL, 10);
            /* a Gerufen/Alte given one seat then Augen: the caller alone */
            continue;
        }
        if (!strcmp(tok, "+")) {
            if (wend) g->w.result = SCH_RES_WON; else g->b.result = SCH_RES_WON;
        } else if (!strcmp(tok, "-")) {
            if (wend) g->w.result = SCH_RES_LOST; else g->b.result = SCH_RES_LOST;
        } else if (sk_streq_ci(tok, "sn") || sk_streq_ci(tok, "schneider")) {
            if (wend) g->w.schneider = true; else g->b.schneider = true;
        } else if (sk_streq_ci(tok, "sw") || sk_streq_ci(tok, "schwarz")) {
            if (wend) g->w.loser_no_trick = true; else g->b.loser_no_trick = true;
        } else if (wend && (v = prefixed(tok, "d", 0, 8)) != -1) {
            if (v < 0)
                return sk_err_set(err, SK_INVALID, _("'%s': doublings 0 to 8"), tok);
            g->w.doublings = v;
        } else if (wend) {
            if (!sch_called_parse(tok, &g->w.called, &g->w.called_suit, &g->w.called_rank))
                return sk_err_set(err, SK_INVALID,
                                  _("'%s': not understood (seats and Augen as numbers, + - sn sw, "
                                  "a called card like kreuz-as, dN doublings)"), tok);
        } else if ((v = prefixed(tok, "l", 0, 14)) != -1) {
            if (v < 0)
                return sk_err_set(err, SK_INVALID, _("'%s': Laufende 0 to 14"), tok);
            g->b.laufende = v;
        } else if ((v = prefixed(tok, "k", 0, 4)) != -1) {
            if (v < 0)
                return sk_err_set(err, SK_INVALID, _("'%s': 0 to 4 players knock"), tok);
            g->b.klopfer = v;
        } else if ((v = prefixed(tok, "v", 1, 4)) != -1) {
            if (v < 0)
                return sk_err_set(err, SK_INVALID, _("'%s': the loser's seat 1 to 4"), tok);
            g->b.ramsch_losers |= 1u << (v - 1);
        } else if ((v = prefixed(tok, "j", 1, 4)) != -1) {
            if (v < 0)
                return sk_err_set(err, SK_INVALID, _("'%s': the Jungfrau's seat 1 to 4"), tok);
            g->b.ramsch_jungfrau |= 1u << (v - 1);
        } else if ((v = prefixed(tok, "d", 1, 4)) != -1) {
            if (v < 0)
                return sk_err_set(err, SK_INVALID, _("'%s': the Durchmarsch seat 1 to 4"), tok);
            g->b.durchmarsch = v;
        } else if (sk_streq_ci(tok, "o") || sk_streq_ci(tok, "ohne")) {
            g->b.laufende_side = SCH_LAUF_OHNE;
        } else if (sk_streq_ci(tok, "mit")) {
            g->b.laufende_side = SCH_LAUF_MIT;
        } else if (sk_streq_ci(tok, "t") || sk_streq_ci(tok, "tout")) {
            g->b.tout = true;
        } else if (sk_streq_ci(tok, "sie")) {
            g->b.sie = true;
        } else if (sk_streq_ci(tok, "x2") || sk_streq_ci(tok, "doubled")) {
            g->b.doubled_set = SCH_DOUBLED_YES; /* the overrides of A.5.4 point 3 */
            g->b.doubled = true;
        } else if (sk_streq_ci(tok, "x1")) {
            g->b.doubled_set = SCH_DOUBLED_NO;
            g->b.doubled = false;
        } else if (sch_kontra_parse(tok) > 0 && !all_digits(tok)) {
            g->b.kontra_level = sch_kontra_parse(tok);
        } else if ((v = suit_short(tok)) > 0) {
            g->b.suit = (sch_bav_suit)v;
        } else {
            return sk_err_set(err, SK_INVALID,
                              _("'%s': not understood (seats and Augen as numbers, a suit e g h s, "
                              "+ - sn sw, lN Laufende, kN Klopfer, kontra re, t tout, sie)"), tok);
        }
    }
    /* the numbers: seats first, then the Augen (a partnerless Gerufen:
     * one seat and Augen when the last number is above 4) */
    int seats = want_seats;
    if (wend && g->w.contract == SCH_WEND_GERUFEN && nn == 2 && nums[1] > 4)
        seats = 1;
    if (nn > seats + 1)
        return sk_err_set(err, SK_INVALID, _("numbers: %d seats and the Augen, not %d numbers"),
                          seats, nn);
    int augen = nn == seats + 1 ? nums[seats] : SCH_AUGEN_NONE;
    int s0 = nn > 0 && seats > 0 ? nums[0] : 0, s1 = nn > 1 && seats > 1 ? nums[1] : 0;
    if (wend) {
        g->w.party[0] = s0;
        g->w.party[1] = s1;
        g->w.party_augen = augen;
    } else {
        g->b.declarer = s0;
        g->b.partner = s1;
        g->b.declarer_party_augen = augen;
    }
    if (seats > 0 && nn < seats && augen == SCH_AUGEN_NONE)
        return sk_err_set(err, SK_INVALID, _("%s: the seat (1-4) is missing"),
                          nn == 0 ? "declarer" : "partner");
    return SK_OK;
}

/* The result as both families' lines write it: + or -, sn, sw. */
static void result_marks(sk_buf *o, sch_result result, bool schneider, bool loser_no_trick)
{
    if (result != SCH_RES_NONE)
        sk_buf_printf(o, " %s", result == SCH_RES_WON ? "+" : "-");
    if (schneider)
        sk_buf_printf(o, " sn");
    if (loser_no_trick)
        sk_buf_printf(o, " sw");
}

/* The entry line of a Wendish game into o. */
static void wend_line(const sch_wend_game *w, sk_buf *o)
{
    sk_buf_printf(o, "%s", sch_wend_contract_word(w->contract));
    if (w->party[0])
        sk_buf_printf(o, " %d", w->party[0]);
    if (w->party[1])
        sk_buf_printf(o, " %d", w->party[1]);
    if (w->party_augen != SCH_AUGEN_NONE)
        sk_buf_printf(o, " %d", w->party_augen);
    char called[32];
    sch_called_word(w->called, w->called_suit, w->called_rank, called, sizeof called);
    if (*called)
        sk_buf_printf(o, " %s", called);
    result_marks(o, w->result, w->schneider, w->loser_no_trick);
    if (w->doublings)
        sk_buf_printf(o, " d%d", w->doublings);
}

/* The entry line of a Bavarian game into o. */
static void bav_line(const sch_bav_game *b, sk_buf *o)
{
    sk_buf_printf(o, "%s", sch_bav_kind_word(b->kind));
    if (b->declarer)
        sk_buf_printf(o, " %d", b->declarer);
    if (b->partner)
        sk_buf_printf(o, " %d", b->partner);
    if (b->suit)
        sk_buf_printf(o, " %s", sch_bav_suit_word(b->suit));
    if (b->declarer_party_augen != SCH_AUGEN_NONE)
        sk_buf_printf(o, " %d", b->declarer_party_augen);
    result_marks(o, b->result, b->schneider, b->loser_no_trick);
    if (b->tout)
        sk_buf_printf(o, " tout");
    if (b->sie)
        sk_buf_printf(o, " sie");
    if (b->laufende)
        sk_buf_printf(o, " l%d", b->laufende);
    if (b->laufende_side == SCH_LAUF_OHNE)
        sk_buf_printf(o, " ohne");
    else if (b->laufende_side == SCH_LAUF_MIT)
        sk_buf_printf(o, " mit");
    if (b->klopfer)
        sk_buf_printf(o, " k%d", b->klopfer);
    static const char *const kn[] = {"", "kontra", "re", "sub", "hirsch"};
    if (b->kontra_level > 0 && b->kontra_level <= 4)
        sk_buf_printf(o, " %s", kn[b->kontra_level]);
    if (b->doubled_set == SCH_DOUBLED_YES) /* a derived double is not typed */
        sk_buf_printf(o, " x2");
    else if (b->doubled_set == SCH_DOUBLED_NO)
        sk_buf_printf(o, " x1");
    for (int s = 1; s <= 4; s++)
        if (b->ramsch_losers & (1u << (s - 1)))
            sk_buf_printf(o, " v%d", s);
    for (int s = 1; s <= 4; s++)
        if (b->ramsch_jungfrau & (1u << (s - 1)))
            sk_buf_printf(o, " j%d", s);
    if (b->durchmarsch)
        sk_buf_printf(o, " d%d", b->durchmarsch);
}

void sch_line_format(const sch_game *g, char *buf, size_t n)
{
    if (!n)
        return;
    sk_buf o = {0};
    if (g->family == SCH_FAM_WENDISCH)
        wend_line(&g->w, &o);
    else
        bav_line(&g->b, &o);
    snprintf(buf, n, "%s", sk_buf_str(&o));
    sk_buf_free(&o);
}
