/* schgame.c - see schgame.h. */
#include "schgame.h"

#include "i18n.h"
#include <stdio.h>
#include <string.h>

void sch_game_init(sch_game *g, sch_family f)
{
    memset(g, 0, sizeof *g);
    g->family = f;
    sch_wend_game_init(&g->w);
    sch_bav_game_init(&g->b);
}

sch_party sch_game_party(const sch_game *g)
{
    const sch_wend_game *w = &g->w;
    const sch_bav_game *b = &g->b;
    if (g->family == SCH_FAM_WENDISCH)
        return (sch_party){w->party[0], w->party[1], w->party_augen, w->result, w->schneider,
                           w->loser_no_trick};
    return (sch_party){b->declarer, b->partner, b->declarer_party_augen, b->result, b->schneider,
                       b->loser_no_trick};
}

void sch_game_set_party(sch_game *g, const sch_party *p)
{
    sch_wend_game *w = &g->w;
    sch_bav_game *b = &g->b;
    bool wend = g->family == SCH_FAM_WENDISCH; /* else Bavarian */
    *(wend ? &w->party[0] : &b->declarer) = p->declarer;
    *(wend ? &w->party[1] : &b->partner) = p->partner;
    *(wend ? &w->party_augen : &b->declarer_party_augen) = p->augen;
    *(wend ? &w->result : &b->result) = p->result;
    *(wend ? &w->schneider : &b->schneider) = p->schneider;
    *(wend ? &w->loser_no_trick : &b->loser_no_trick) = p->schwarz;
}

int sch_game_score(const sch_settings *s, sch_game *g, sch_result_row *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    if (g->family != s->family || s->family == SCH_FAM_SKAT)
        return sk_err_set(err, SK_INVALID, _("game: a %s game in a %s tournament"),
                          sch_family_name(g->family), sch_family_name(s->family));
    if (s->family == SCH_FAM_WENDISCH) {
        sch_wend_normalize(&s->w, &g->w, out->note, sizeof out->note);
        sch_wend_outcome o;
        if (sch_wend_score(&s->w, &g->w, &o, err) != SK_OK)
            return SK_INVALID;
        for (int i = 0; i < SCH_SEATS; i++) {
            out->pts[i] = o.units[i];
            out->cents[i] = o.units[i] * s->w.cent_per_unit;
        }
        out->won = o.won;
        out->value = o.value;
        if (g->w.contract == SCH_WEND_SOLO && o.won)
            out->solo_won_by = g->w.party[0];
        return SK_OK;
    }
    sch_bav_outcome o;
    if (sch_bav_score(&s->b, &g->b, &o, err) != SK_OK)
        return SK_INVALID;
    for (int i = 0; i < SCH_SEATS; i++) {
        out->pts[i] = o.points[i];
        out->cents[i] = o.cents[i];
    }
    out->won = o.won;
    out->value = o.value;
    sch_bav_kind k = g->b.kind;
    if (o.won && (k == SCH_BAV_WENZ || k == SCH_BAV_SOLO || k == SCH_BAV_GEIER ||
                  k == SCH_BAV_FARBWENZ || k == SCH_BAV_BETTEL))
        out->solo_won_by = g->b.declarer;
    return SK_OK;
}

void sch_game_text(const sch_game *g, char *buf, size_t n)
{
    if (g->family == SCH_FAM_WENDISCH)
        sch_wend_game_text(&g->w, buf, n);
    else
        sch_bav_game_text(&g->b, buf, n);
}

void sch_game_text_en(const sch_game *g, char *buf, size_t n)
{
    if (g->family == SCH_FAM_WENDISCH)
        sch_wend_game_text_en(&g->w, buf, n);
    else
        sch_bav_game_text_en(&g->b, buf, n);
}

/* ---- a game's party, Augen and extras for the lists ---- */

static const char *party_name(const char *const name[SCH_SEATS], int seat, char *buf, size_t n)
{
    if (seat >= 1 && seat <= SCH_SEATS && name && name[seat - 1] && name[seat - 1][0])
        return name[seat - 1];
    snprintf(buf, n, "%d", seat);
    return buf;
}

void sch_party_text(const sch_game *g, const char *const name[SCH_SEATS], sk_lang lang,
                    char *buf, size_t n)
{
    char a[16], b[16];
    int p0, p1;
    bool solo;
    buf[0] = '\0';
    if (g->family == SCH_FAM_WENDISCH) {
        p0 = g->w.party[0];
        p1 = g->w.party[1];
        solo = g->w.contract == SCH_WEND_SOLO;
    } else {
        p0 = g->b.declarer;
        p1 = g->b.partner;
        solo = p1 == 0;
        if (g->b.kind == SCH_BAV_THROWN_IN) {
            snprintf(buf, n, "-");
            return;
        }
        if (g->b.kind == SCH_BAV_RAMSCH) {
            if (g->b.durchmarsch) {
                snprintf(buf, n, sk_tr_in(lang, "Durchmarsch %s"),
                         party_name(name, g->b.durchmarsch, a, sizeof a));
                return;
            }
            sk_buf s = {0};
            for (int k = 1; k <= SCH_SEATS; k++)
                if (g->b.ramsch_losers & (1u << (k - 1)))
                    sk_buf_printf(&s, "%s%s", s.len ? " + " : "",
                                  party_name(name, k, a, sizeof a));
            snprintf(buf, n, sk_tr_in(lang, "loser %s"), sk_buf_str(&s));
            sk_buf_free(&s);
            return;
        }
    }
    if (solo || !p1)
        snprintf(buf, n, sk_tr_in(lang, "%s alone"), party_name(name, p0, a, sizeof a));
    else
        snprintf(buf, n, "%s + %s", party_name(name, p0, a, sizeof a),
                 party_name(name, p1, b, sizeof b));
}

int sch_game_augen(const sch_game *g)
{
    if (g->family == SCH_FAM_WENDISCH)
        return g->w.party_augen;
    if (g->b.kind == SCH_BAV_RAMSCH || g->b.kind == SCH_BAV_THROWN_IN)
        return SCH_AUGEN_NONE;
    return g->b.declarer_party_augen;
}

void sch_game_extras(const sch_settings *s, const sch_game *g, sk_lang lang, bool brief,
                     char *buf, size_t n)
{
    sk_buf b = {0};
#define EXTRA(...) do { if (b.len) sk_buf_add(&b, ", "); sk_buf_printf(&b, __VA_ARGS__); } while (0)
    bool schneider = false, schwarz = false;
    sk_err err; /* a game that does not score has no Schneider to show */
    sk_err_clear(&err);
    if (g->family == SCH_FAM_WENDISCH) {
        sch_wend_outcome o;
        if (sch_wend_score(&s->w, &g->w, &o, &err) == SK_OK) {
            schneider = o.schneider;
            schwarz = o.schwarz;
        }
    } else if (g->b.kind != SCH_BAV_RAMSCH && g->b.kind != SCH_BAV_THROWN_IN) {
        sch_bav_outcome o;
        if (sch_bav_score(&s->b, &g->b, &o, &err) == SK_OK) {
            schneider = o.schneider;
            schwarz = o.schwarz;
        }
    }
    if (g->family == SCH_FAM_BAYERISCH) {
        const sch_bav_game *x = &g->b;
        if (x->tout)
            EXTRA("Tout");
        if (x->sie)
            EXTRA("Sie");
    }
    /* a Tout (unless it counts them) and a Sie are valued without them */
    if (g->family == SCH_FAM_BAYERISCH &&
        ((g->b.tout && !s->b.tout_counts_schneider_schwarz) || g->b.sie))
        schneider = schwarz = false;
    /* Schwarz includes Schneider: the list names the higher one */
    if (schwarz)
        EXTRA("Schwarz");
    else if (schneider)
        EXTRA("Schneider");
    if (g->family == SCH_FAM_BAYERISCH) {
        const sch_bav_game *x = &g->b;
        if (x->kind == SCH_BAV_RAMSCH) {
            for (int k = 1; k <= SCH_SEATS; k++)
                if (x->ramsch_jungfrau & (1u << (k - 1)))
                    EXTRA(sk_tr_in(lang, "Jungfrau %d"), k);
        }
        if (x->laufende && brief)
            EXTRA(x->laufende_side == SCH_LAUF_OHNE ? "%d L. o." : "%d L.", x->laufende);
        else if (x->laufende)
            EXTRA(x->laufende_side == SCH_LAUF_OHNE ? sk_tr_in(lang, "%d Laufende (ohne)")
                                                     : sk_tr_in(lang, "%d Laufende"),
                  x->laufende);
        if (x->klopfer)
            EXTRA(brief ? "%d Kl." : sk_tr_in(lang, "%d geklopft"), x->klopfer);
        static const char *const kn[] = {"", "Kontra", "Re", "Sub", "Hirsch"};
        if (x->kontra_level > 0 && x->kontra_level <= 4)
            EXTRA("%s", kn[x->kontra_level]);
        if (x->doubled)
            EXTRA("%s", brief ? "\xc3\x97" "2" : sk_tr_in(lang, "doubled"));
    } else if (g->w.doublings) {
        EXTRA(sk_tr_in(lang, "%d\xc3\x97 doubled"), g->w.doublings);
    }
#undef EXTRA
    snprintf(buf, n, "%s", sk_buf_str(&b));
    sk_buf_free(&b);
}
