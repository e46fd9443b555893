/* cmd_schafkopf.c - the Schafkopf side of tournament create/show, game
 * add/edit/delete/list, sheet show, standings, check and money (schcli.h;
 * rules: rules-house-schafkopf.md Part A, app/core/schafkopf + schset). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "clifam.h"
#include "db.h"
#include "db_tournaments.h"
#include "db_seating.h"
#include "db_schafkopf.h"
#include "csvout.h"
#include "csvsch.h"
#include "fileio.h"
#include "house.h"
#include "houseprof.h"
#include "importfile.h"
#include "lookup.h"
#include "moneyjson.h"
#include "outfmt.h"
#include "rep_pdf.h"
#include "rep_xlsx.h"
#include "schcli.h"
#include "housestand.h"
#include "schops.h"
#include "schgame.h"
#include "schline.h"
#include "second.h"
#include "seriesdraw.h"
#include "text.h"

/* ---- small helpers ---- */

/* v with its sign as written on paper: "+20", "−20" (U+2212), "0". */
static const char *sgn(char *buf, size_t n, long long v)
{
    outfmt_signed_ll(buf, n, v);
    return buf;
}

/* A write goes to the tournament db_tournament_find_write names (never a
 * guess among several open ones, never a closed one): replace *t by it. */
static int for_write(cli_ctx *ctx, const cli_args *a, ops_tour *t)
{
    return lookup_tour_write(ctx, cli_str(a, "tournament"), t);
}

/* for_write where the command peeked for a write (lookup_tour_peek_write):
 * the tournament it found. */
static int for_write_again(cli_ctx *ctx, const cli_args *a, ops_tour *t)
{
    return lookup_tour_write_again(ctx, cli_str(a, "tournament"), t);
}

/* Refuse `what` on Schafkopf tournament t; exit 3. */
static int refuse(cli_ctx *ctx, const ops_tour *t, const char *what)
{
    return schops_refuse_family(&t->row, what, &ctx->err);
}

/* Does t (looked up again for a write) still play Schafkopf? */
static bool plays_schafkopf(const ops_tour *t)
{
    return t->rules.fam->game != SCH_FAM_SKAT;
}

/* ---- tournament create / show ---- */

int schcli_create_opts(cli_ctx *ctx, const cli_args *a, db_tournament *t)
{
    const char *game = cli_str(a, "game");
    sch_family f = SCH_FAM_SKAT;
    if (game && !sch_family_parse(game, &f))
        return sk_err_set(&ctx->err, SK_INVALID,
                          _("--game %s: skat, schafkopf-wendisch or schafkopf"), game);
    const char *rules = cli_str(a, "rules"), *tariff = cli_str(a, "tariff");
    if (rules && sk_kv_empty(rules))
        return sk_err_set(&ctx->err, SK_INVALID, _("--rules: the rules text is empty: give a "
                          "preset (isko, club or pub) or KEY=VALUE settings"));
    if (f == SCH_FAM_SKAT) {
        if (tariff)
            return sk_err_set(&ctx->err, SK_INVALID, _("--tariff: Skat tournaments have no "
                              "Schafkopf tariff; add --game schafkopf"));
        if (rules) { /* Skat: preset + settings (rules-house-schafkopf.md Part B) */
            house_profile base;
            house_profile_isko(&base);
            if (ops_house_settings(&base, rules, &t->house, &t->house_settings, &ctx->err) !=
                SK_OK)
                return SK_INVALID;
        }
        return SK_OK;
    }
    if (tariff && f != SCH_FAM_BAYERISCH)
        return sk_err_set(&ctx->err, SK_INVALID,
                          _("--tariff: Wendischer Schafskopf has units, not a tariff (--rules "
                          "unit_partie=N,unit_solo=N)"));
    if (cli_has(a, "games3"))
        return sk_err_set(&ctx->err, SK_INVALID,
                          _("--games3: Schafkopf is played by four at every table; the series "
                          "length is --games4 N (default 32)"));
    sch_settings s;
    sch_settings_default(&s, f);
    if (tariff) {
        char spec[96];
        snprintf(spec, sizeof spec, "tariff=%s", tariff);
        if (sch_settings_parse(&s, spec, &ctx->err) != SK_OK)
            return SK_INVALID;
    }
    if (sch_settings_parse(&s, rules, &ctx->err) != SK_OK)
        return SK_INVALID;
    char buf[2048];
    sch_settings_format(&s, buf, sizeof buf);
    t->game = xstrdup(sch_family_key(f));
    t->rules = xstrdup(buf);
    if (!cli_has(a, "games4"))
        t->games4 = 32;
    return SK_OK;
}

void schcli_show_settings(const ops_tour *ot)
{
    sch_settings s;
    sk_err e;
    sk_err_clear(&e);
    printf(_("game: %s\n"), sch_family_name(ot->rules.sch.family));
    if (schcli_settings(ot, &s, &e) != SK_OK) {
        printf(_("rules: damaged (%s)\n"), e.msg);
        return;
    }
    char buf[2048];
    sch_settings_summary(&s, buf, sizeof buf);
    printf("%s\n", buf);
    /* the settings as the program reads them (the keys a tariff ignores
     * left out, A.5.4 point 1), not the stored text */
    sch_settings_format(&s, buf, sizeof buf);
    printf(_("rules: %s\n"), buf);
}

/* ---- reading a game from the command line ---- */

static const char *const skat_only[] = {"with", "without", "hand", "ouvert", "announce", "bid",
                                        "passed", "ramsch", "skat", "last-trick", "schieben",
                                        "kontra-by", NULL};
/* Bavarian flags a Skat tournament with house rules takes too (Kontra and
 * Ramsch: cmd_game.c) */
static const char *const skat_house[] = {"kontra", "jungfrau", "durchmarsch", NULL};

static bool is_skat_house(const char *flag)
{
    for (int i = 0; skat_house[i]; i++)
        if (strcmp(flag, skat_house[i]) == 0)
            return true;
    return false;
}
static const char *const wend_only[] = {"called", "doublings", NULL};
static const char *const bav_only[] = {"suit", "laufende", "lauf-side", "tout", "sie", "klopfer",
                                       "kontra", "doubled", "not-doubled", "loser", "jungfrau",
                                       "durchmarsch", NULL};

const char *schcli_flag_given(const cli_args *a)
{
    for (int i = 0; wend_only[i]; i++)
        if (cli_has(a, wend_only[i]))
            return wend_only[i];
    for (int i = 0; bav_only[i]; i++)
        if (!is_skat_house(bav_only[i]) && cli_has(a, bav_only[i]))
            return bav_only[i];
    if (cli_has(a, "partner"))
        return "partner";
    return NULL;
}

static int refuse_flags(cli_ctx *ctx, const cli_args *a, const char *const *list,
                        const char *why)
{
    for (int i = 0; list[i]; i++)
        if (cli_has(a, list[i]))
            return sk_err_set(&ctx->err, SK_INVALID, "--%s %s", list[i], _(why));
    return SK_OK;
}

/* Seat numbers of a repeatable option as a bit set. */
static int seat_bits(cli_ctx *ctx, const cli_args *a, const char *opt, unsigned *bits)
{
    *bits = 0;
    const char *v;
    for (int k = 0; (v = cli_nth(a, opt, k)); k++) {
        if (v[0] < '1' || v[0] > '4' || v[1])
            return sk_err_set(&ctx->err, SK_INVALID, _("--%s %s: a seat 1 to 4"), opt, v);
        *bits |= 1u << (v[0] - '1');
    }
    return SK_OK;
}

/* Fill g from CONTRACT and the flags (no validation beyond the words; the
 * core validates with the field named). */
static int game_from_args(cli_ctx *ctx, const cli_args *a, const sch_settings *s, sch_game *g)
{
    if (refuse_flags(ctx, a, skat_only, N_("is a Skat game flag; this tournament plays Schafkopf")))
        return SK_INVALID;
    sch_game_init(g, s->family);
    const char *contract = a->npos ? a->pos[0] : NULL;
    int points = (int)cli_int(a, "points", -1000);
    bool won = cli_has(a, "won"), lost = cli_has(a, "lost");
    sch_result res = won ? SCH_RES_WON : lost ? SCH_RES_LOST : SCH_RES_NONE;
    int decl = (int)cli_int(a, "declarer", 0), partner = (int)cli_int(a, "partner", 0);
    if (s->family == SCH_FAM_WENDISCH) {
        if (refuse_flags(ctx, a, bav_only, N_("is a Bavarian Schafkopf flag; this tournament "
                                              "plays Wendischer Schafskopf")))
            return SK_INVALID;
        if (!contract)
            return cli_usage(ctx, _("CONTRACT is required: alte, gerufen or solo"));
        int c = sch_wend_contract_parse(contract);
        if (c < 0)
            return sk_err_set(&ctx->err, SK_INVALID,
                              _("contract '%s': Wendischer Schafskopf has alte, gerufen, solo"),
                              contract);
        sch_wend_game *w = &g->w;
        w->contract = (sch_wend_contract)c;
        w->party[0] = decl;
        w->party[1] = partner;
        const char *called = cli_str(a, "called");
        if (called && !sch_called_parse(called, &w->called, &w->called_suit, &w->called_rank))
            return sk_err_set(&ctx->err, SK_INVALID,
                              _("called '%s': a card like kreuz-as, herz-10, pik-koenig, or "
                                "first-trick"), called);
        w->party_augen = points == -1000 ? SCH_AUGEN_NONE : points;
        w->result = res;
        w->schneider = cli_has(a, "schneider");
        w->loser_no_trick = cli_has(a, "schwarz");
        w->doublings = (int)cli_int(a, "doublings", 0);
        return SK_OK;
    }
    if (refuse_flags(ctx, a, wend_only, N_("is a Wendish Schafskopf flag; this tournament plays "
                                           "Bavarian Schafkopf")))
        return SK_INVALID;
    if (!contract)
        return cli_usage(ctx, _("CONTRACT is required: ruf, wenz, solo, geier, farbwenz, "
                                "hochzeit, bettel, ramsch or thrown-in"));
    int k = sch_bav_kind_parse(contract);
    if (k < 0)
        return sk_err_set(&ctx->err, SK_INVALID,
                          _("contract '%s': Schafkopf has ruf (Sauspiel), wenz, solo, geier, "
                            "farbwenz, hochzeit, bettel, ramsch, thrown-in"), contract);
    sch_bav_game *b = &g->b;
    b->kind = (sch_bav_kind)k;
    const char *suit = cli_str(a, "suit");
    if (suit) {
        int su = sch_bav_suit_parse(suit);
        if (su < 0)
            return sk_err_set(&ctx->err, SK_INVALID,
                              _("suit '%s': eichel, gras, herz or schellen"), suit);
        b->suit = (sch_bav_suit)su;
    }
    b->declarer = decl;
    b->partner = partner;
    b->declarer_party_augen = points == -1000 ? SCH_AUGEN_NONE : points;
    b->result = res;
    b->schneider = cli_has(a, "schneider");
    b->loser_no_trick = cli_has(a, "schwarz");
    b->laufende = (int)cli_int(a, "laufende", 0);
    const char *side = cli_str(a, "lauf-side");
    b->laufende_side = !side ? SCH_LAUF_UNSET : !strcmp(side, "ohne") ? SCH_LAUF_OHNE : SCH_LAUF_MIT;
    b->tout = cli_has(a, "tout");
    b->sie = cli_has(a, "sie");
    b->klopfer = (int)cli_int(a, "klopfer", 0);
    const char *kontra = cli_str(a, "kontra");
    if (kontra) {
        b->kontra_level = sch_kontra_parse(kontra);
        if (b->kontra_level < 0)
            return sk_err_set(&ctx->err, SK_INVALID,
                              _("kontra '%s': kontra, re, sub, hirsch (or 1 to 4)"), kontra);
    }
    /* the overrides of the derived throw-in double (A.5.4 point 3) */
    b->doubled_set = cli_has(a, "doubled")       ? SCH_DOUBLED_YES
                     : cli_has(a, "not-doubled") ? SCH_DOUBLED_NO
                                                 : SCH_DOUBLED_AUTO;
    b->doubled = b->doubled_set == SCH_DOUBLED_YES;
    if (seat_bits(ctx, a, "loser", &b->ramsch_losers) ||
        seat_bits(ctx, a, "jungfrau", &b->ramsch_jungfrau))
        return SK_INVALID;
    b->durchmarsch = (int)cli_int(a, "durchmarsch", 0);
    return SK_OK;
}

/* The declaring party in words: "Anna + Carla", "Anna alone" (sch_party_text). */
static void party_text(const sch_game *g, const db_table *tab, char *buf, size_t n)
{
    const char *names[SCH_SEATS];
    for (int k = 0; k < SCH_SEATS; k++)
        names[k] = k < tab->size ? tab->seats[k].name : NULL;
    sch_party_text(g, names, sk_lang_get(), buf, n);
}

/* One game in words: contract, party, Augen, result; into b. */
static void game_line(const sch_game *g, const db_table *tab, bool won, sk_buf *b)
{
    char text[160], party[160];
    sch_game_text(g, text, sizeof text);
    party_text(g, tab, party, sizeof party);
    sk_buf_printf(b, "%s, %s", text, party);
    int au = schcli_augen(g);
    if (au != SCH_AUGEN_NONE)
        sk_buf_printf(b, ", %d Augen", au);
    if (g->family == SCH_FAM_BAYERISCH) {
        if (g->b.laufende)
            sk_buf_printf(b, ", %d Laufende", g->b.laufende);
        if (g->b.klopfer)
            sk_buf_printf(b, ", %d geklopft", g->b.klopfer);
        static const char *const kn[] = {"", "Kontra", "Re", "Sub", "Hirsch"};
        if (g->b.kontra_level > 0 && g->b.kontra_level <= 4)
            sk_buf_printf(b, ", %s", kn[g->b.kontra_level]);
        if (g->b.doubled)
            sk_buf_add(b, _(", doubled"));
        if (g->b.kind == SCH_BAV_RAMSCH || g->b.kind == SCH_BAV_THROWN_IN)
            return;
    } else if (g->w.doublings)
        sk_buf_printf(b, sk_ntr(", %d doubling", ", %d doublings", (unsigned long)g->w.doublings), g->w.doublings);
    sk_buf_printf(b, ": %s", won ? _("won") : _("lost"));
}

static void result_line(const long long pts[SCH_SEATS], const db_table *tab, sk_buf *b)
{
    char s[32];
    sk_buf_add(b, _("result:"));
    for (int k = 0; k < SCH_SEATS; k++)
        sk_buf_printf(b, "%s %s", k ? " /" : "", sgn(s, sizeof s, pts[k]));
    sk_buf_add(b, " (");
    for (int k = 0; k < SCH_SEATS; k++)
        sk_buf_printf(b, "%s%s", k ? ", " : "", schcli_seat_name(tab, k + 1));
    sk_buf_add(b, ")\n");
}

/* What the list counts in (units, points): the family's unit (family.h). */
static const char *unit_word(const sch_settings *s)
{
    return C_("column", family_schafkopf(s->family)->unit);
}

/* The table's totals after its games. */
static void print_totals(const db_tournament *t, const sch_settings *s, const schops_sheet *sh)
{
    sk_buf b = {0};
    int width = sk_utf8_width(_("player"));
    if (width < 6)
        width = 6;
    for (int k = 1; k <= 4; k++) {
        int w = sk_utf8_width(schcli_seat_name(&sh->tab, k));
        if (w > width)
            width = w;
    }
    sk_buf_printf(&b, _("table %d, series %d: %zu of %d games\n"), sh->tab.table_no, sh->series,
                  sh->n, t->games4);
    int sw = sk_utf8_width(_("seat")) > 4 ? sk_utf8_width(_("seat")) : 4;
    sk_buf_pad(&b, _("seat"), sw, false);
    sk_buf_add(&b, "  ");
    sk_buf_pad(&b, _("player"), width, false);
    sk_buf_add(&b, "  ");
    sk_buf_pad(&b, unit_word(s), 6, true);
    sk_buf_add(&b, "  ");
    sk_buf_pad(&b, _("solos"), 5, false);
    sk_buf_add(&b, "  ");
    sk_buf_pad(&b, sh->kasse ? C_("column", "net ct") : C_("column", "cents"), 6, true);
    sk_buf_add(&b, "\n");
    for (int k = 0; k < 4; k++) {
        sk_buf_printf(&b, "%*d  ", sw, k + 1);
        sk_buf_pad(&b, schcli_seat_name(&sh->tab, k + 1), width, false);
        sk_buf_add(&b, "  ");
        outfmt_pad_signed(&b, sh->total[k], 6);
        sk_buf_printf(&b, "  %5d  ", sh->solos_won[k]);
        outfmt_pad_signed(&b, sh->cents[k], 6);
        sk_buf_add(&b, "\n");
    }
    if (sh->kasse && sh->n)
        sk_buf_printf(&b, _("Kasse: %lld ct after game %d\n"), sh->kasse_bal[sh->n - 1],
                      sh->games[sh->n - 1].game_no);
    fputs(sk_buf_str(&b), stdout);
    sk_buf_free(&b);
}

static int sch_game_put(cli_ctx *ctx, const cli_args *a, ops_tour *ot, bool edit)
{
    db_tournament *t = &ot->row;
    sch_settings s;
    int rc = for_write_again(ctx, a, ot);
    if (rc != SK_OK)
        return rc;
    if (!plays_schafkopf(ot))
        return refuse(ctx, ot, _("a Schafkopf game"));
    rc = schcli_settings(ot, &s, &ctx->err);
    db_sch_game r;
    memset(&r, 0, sizeof r);
    if (rc == SK_OK)
        rc = game_from_args(ctx, a, &s, &r.g);
    r.series = (int)cli_int(a, "series", 0);
    r.table_no = (int)cli_int(a, "table", 0);
    r.game_no = (int)cli_int(a, "game", 0);
    sch_result_row res;
    if (rc == SK_OK)
        rc = schops_record(ctx->db, t, &s, &r, edit, &res, &ctx->err);
    if (rc == SK_OK) {
        schops_sheet sh;
        rc = schops_sheet_load(ctx->db, t, &s, r.series, r.table_no, &sh, &ctx->err);
        if (rc == SK_OK) {
            sk_buf b = {0};
            int dealer = sch_dealer(t->first_dealer, r.game_no);
            if (res.note[0])
                sk_buf_printf(&b, _("note: %s\n"), res.note);
            sk_buf_printf(&b, edit ? _("changed game %d (dealer seat %d %s): ")
                               : _("recorded game %d (dealer seat %d %s): "),
                          r.game_no, dealer, schcli_seat_name(&sh.tab, dealer));
            game_line(&r.g, &sh.tab, res.won, &b);
            sk_buf_printf(&b,
                          (s.family == SCH_FAM_WENDISCH ? r.g.w.contract == SCH_WEND_SOLO
                                                        : r.g.b.partner == 0)
                              ? _(", %lld per opponent\n") : _(", %lld per player\n"),
                          res.value);
            result_line(res.pts, &sh.tab, &b);
            fputs(sk_buf_str(&b), stdout);
            sk_buf_free(&b);
            print_totals(t, &s, &sh);
            if (sh.kasse && sh.n &&
                sh.kasse_bal[sh.n - 1] < sch_wend_kasse_max_payout(&s.w))
                fprintf(stderr, _("skatsheet: warning: the Kasse (%lld ct) cannot cover the largest "
                                  "next payout (%lld ct): pay in again\n"),
                        sh.kasse_bal[sh.n - 1], sch_wend_kasse_max_payout(&s.w));
            schops_sheet_free(&sh);
        }
    }
    return rc;
}

int schcli_second_put(cli_ctx *ctx, const cli_args *a, ops_tour *ot, bool edit)
{
    sch_settings s;
    int rc = for_write(ctx, a, ot);
    if (rc != SK_OK)
        return rc;
    rc = schcli_settings(ot, &s, &ctx->err);
    sch_game g;
    if (rc == SK_OK)
        rc = game_from_args(ctx, a, &s, &g);
    int series = (int)cli_int(a, "series", 0), table = (int)cli_int(a, "table", 0), game = 0;
    if (rc == SK_OK)
        rc = ops_second_sch_put(ctx->db, ot, series, table, (int)cli_int(a, "game", 0), &g,
                                edit, "desk", &game, &ctx->err);
    if (rc == SK_OK)
        printf(edit ? _("second entry: game %d of table %d, series %d changed\n")
                    : _("second entry: game %d of table %d, series %d recorded\n"),
               game, table, series);
    return rc;
}

static int sch_game_delete(cli_ctx *ctx, const cli_args *a, ops_tour *ot)
{
    db_tournament *t = &ot->row;
    int series = (int)cli_int(a, "series", 0), table = (int)cli_int(a, "table", 0),
        game = (int)cli_int(a, "game", 0);
    int rc = for_write_again(ctx, a, ot);
    if (rc != SK_OK)
        return rc;
    if (!plays_schafkopf(ot))
        return refuse(ctx, ot, _("a Schafkopf game"));
    sch_settings s;
    rc = schcli_settings(ot, &s, &ctx->err);
    if (rc == SK_OK)
        rc = schops_delete(ctx->db, t, &s, series, table, game, &ctx->err);
    if (rc == SK_OK)
        printf(_("deleted game %d of table %d, series %d (kept in the history)\n"), game, table,
               series);
    return rc;
}

/* ---- the list ---- */

/* Print one table's list: every game with its entries and the running
 * totals (csv: one row per game). */
static void print_sheet(const db_tournament *t, const sch_settings *s, const schops_sheet *sh,
                        bool csv, bool header)
{
    sk_buf b = {0};
    if (csv) {
        if (header)
            sk_buf_add(&b, "series,table,game,dealer,contract,party,augen,won,p1,p2,p3,p4,"
                           "total1,total2,total3,total4\n");
        for (size_t i = 0; i < sh->n; i++) {
            const db_sch_game *g = &sh->games[i];
            char text[160], party[160];
            sch_game_text(&g->g, text, sizeof text);
            party_text(&g->g, &sh->tab, party, sizeof party);
            int au = schcli_augen(&g->g);
            sk_buf_printf(&b, "%d,%d,%d,%d,", sh->series, sh->tab.table_no, g->game_no,
                          sh->dealer[i]);
            csvout_field(&b, text, strlen(text));
            sk_buf_add(&b, ",");
            csvout_field(&b, party, strlen(party));
            sk_buf_add(&b, ",");
            if (au != SCH_AUGEN_NONE)
                sk_buf_printf(&b, "%d", au);
            sk_buf_printf(&b, ",%d,%lld,%lld,%lld,%lld,%lld,%lld,%lld,%lld\n", g->won, g->pts[0],
                          g->pts[1], g->pts[2], g->pts[3], sh->run[i][0], sh->run[i][1],
                          sh->run[i][2], sh->run[i][3]);
        }
        fputs(sk_buf_str(&b), stdout);
        sk_buf_free(&b);
        return;
    }
    char sum[1024];
    sch_settings_summary(s, sum, sizeof sum);
    sk_buf_printf(&b, _("%s, series %d, table %d (%s)\n"), t->name, sh->series, sh->tab.table_no,
                  sum);
    /* every column as wide as its widest cell, so wide names align too */
    size_t ng = sh->n;
    char (*text)[160] = xcalloc(ng + 1, sizeof *text);
    char (*party)[160] = xcalloc(ng + 1, sizeof *party);
    char (*extra)[200] = xcalloc(ng + 1, sizeof *extra);
    char (*augen)[16] = xcalloc(ng + 1, sizeof *augen);
    char (*cell)[SCH_SEATS][64] = xcalloc(ng + 1, sizeof *cell);
    int gw = sk_utf8_width(_("game")), dw = sk_utf8_width(_("dealer")),
        tw = sk_utf8_width(_("contract")), pw = sk_utf8_width(_("party")), aw = 5,
        ew = sk_utf8_width(_("extras")), cw[SCH_SEATS];
    if (gw < 4)
        gw = 4;
    for (int k = 0; k < SCH_SEATS; k++)
        cw[k] = sk_utf8_width(schcli_seat_name(&sh->tab, k + 1));
    for (size_t i = 0; i < ng; i++) {
        const db_sch_game *g = &sh->games[i];
        char s1[32], s2[32];
        sch_game_text(&g->g, text[i], sizeof text[i]);
        party_text(&g->g, &sh->tab, party[i], sizeof party[i]);
        sch_game_extras(s, &g->g, sk_lang_get(), false, extra[i], sizeof extra[i]);
        int au = schcli_augen(&g->g);
        bool ramsch = g->g.family == SCH_FAM_BAYERISCH &&
                      (g->g.b.kind == SCH_BAV_RAMSCH || g->g.b.kind == SCH_BAV_THROWN_IN);
        if (ramsch)
            snprintf(augen[i], sizeof augen[i], "-");
        else if (au != SCH_AUGEN_NONE)
            snprintf(augen[i], sizeof augen[i], "%d %s", au, g->won ? "+" : "-");
        else
            snprintf(augen[i], sizeof augen[i], "%s", g->won ? "+" : "-");
        for (int k = 0; k < SCH_SEATS; k++) /* the entry and the running total: "+20 +40" */
            snprintf(cell[i][k], sizeof cell[i][k], "%s %s", sgn(s1, sizeof s1, g->pts[k]),
                     sgn(s2, sizeof s2, sh->run[i][k]));
#define WIDEN(w, str) do { int w_ = sk_utf8_width(str); if (w_ > (w)) (w) = w_; } while (0)
        WIDEN(dw, schcli_seat_name(&sh->tab, sh->dealer[i]));
        WIDEN(tw, text[i]);
        WIDEN(pw, party[i]);
        WIDEN(aw, augen[i]);
        WIDEN(ew, extra[i]);
        for (int k = 0; k < SCH_SEATS; k++)
            WIDEN(cw[k], cell[i][k]);
#undef WIDEN
    }
    sk_buf_pad(&b, _("game"), gw, false);
    sk_buf_add(&b, "  ");
    sk_buf_pad(&b, _("dealer"), dw, false);
    sk_buf_add(&b, "  ");
    sk_buf_pad(&b, _("contract"), tw, false);
    sk_buf_add(&b, "  ");
    sk_buf_pad(&b, _("party"), pw, false);
    sk_buf_add(&b, "  ");
    sk_buf_pad(&b, "Augen", aw, true);
    sk_buf_add(&b, "  ");
    sk_buf_pad(&b, _("extras"), ew, false);
    for (int k = 1; k <= 4; k++) {
        sk_buf_add(&b, "  ");
        sk_buf_pad(&b, schcli_seat_name(&sh->tab, k), cw[k - 1], true);
    }
    if (sh->kasse)
        sk_buf_add(&b, "   Kasse");
    sk_buf_add(&b, "\n");
    for (size_t i = 0; i < ng; i++) {
        char no[16];
        snprintf(no, sizeof no, "%d", sh->games[i].game_no);
        sk_buf_pad(&b, no, gw, true);
        sk_buf_add(&b, "  ");
        sk_buf_pad(&b, schcli_seat_name(&sh->tab, sh->dealer[i]), dw, false);
        sk_buf_add(&b, "  ");
        sk_buf_pad(&b, text[i], tw, false);
        sk_buf_add(&b, "  ");
        sk_buf_pad(&b, party[i], pw, false);
        sk_buf_add(&b, "  ");
        sk_buf_pad(&b, augen[i], aw, true);
        sk_buf_add(&b, "  ");
        sk_buf_pad(&b, extra[i], ew, false);
        for (int k = 0; k < 4; k++) {
            sk_buf_add(&b, "  ");
            sk_buf_pad(&b, cell[i][k], cw[k], true);
        }
        if (sh->kasse)
            sk_buf_printf(&b, "  %6lld", sh->kasse_bal[i]);
        /* no spaces at the end of a line */
        while (b.len && b.s[b.len - 1] == ' ')
            b.s[--b.len] = '\0';
        sk_buf_add(&b, "\n");
    }
    SK_FREE_ALL(text, party, extra, augen, cell);
    if (sh->n == 0)
        sk_buf_add(&b, _("(no games yet)\n"));
    fputs(sk_buf_str(&b), stdout);
    sk_buf_free(&b);
    if (sh->next_game)
        printf(_("next: game %d, dealer seat %d %s\n"), sh->next_game, sh->next_dealer,
               schcli_seat_name(&sh->tab, sh->next_dealer));
    print_totals(t, s, sh);
}

static int sch_sheet_show(cli_ctx *ctx, const cli_args *a, ops_tour *ot)
{
    db_tournament *t = &ot->row;
    sch_settings s;
    int rc = schcli_settings(ot, &s, &ctx->err);
    schops_sheet sh;
    const char *fmt = cli_str(a, "format");
    if (rc == SK_OK)
        rc = schops_sheet_load(ctx->db, t, &s, (int)cli_int(a, "series", 0),
                               (int)cli_int(a, "table", 0), &sh, &ctx->err);
    if (rc == SK_OK) {
        print_sheet(t, &s, &sh, fmt && sk_streq_ci(fmt, "csv"), true);
        schops_sheet_free(&sh);
    }
    return rc;
}

static int sch_game_list(cli_ctx *ctx, const cli_args *a, ops_tour *ot)
{
    db_tournament *t = &ot->row;
    sch_settings s;
    int series = (int)cli_int(a, "series", 0), table = (int)cli_int(a, "table", 0);
    int rc = schcli_settings(ot, &s, &ctx->err);
    db_series se;
    memset(&se, 0, sizeof se);
    if (rc == SK_OK)
        rc = db_series_get(ctx->db, t->id, series, &se, &ctx->err);
    for (size_t k = 0; rc == SK_OK && k < se.ntables; k++) {
        if (table && se.tables[k].table_no != table)
            continue;
        schops_sheet sh;
        rc = schops_sheet_load(ctx->db, t, &s, series, se.tables[k].table_no, &sh, &ctx->err);
        if (rc == SK_OK) {
            if (k)
                printf("\n");
            print_sheet(t, &s, &sh, false, false);
            schops_sheet_free(&sh);
        }
    }
    db_series_clear(&se);
    return rc;
}

/* ---- standings, money, check ---- */

static int sch_standings(cli_ctx *ctx, const cli_args *a, ops_tour *ot)
{
    db_tournament *t = &ot->row;
    if (cli_has(a, "teams"))
        return refuse(ctx, ot, _("the team ranking (--teams)"));
    sch_settings s;
    int series = (int)cli_int(a, "series", 0);
    const char *fmt = cli_str(a, "format");
    bool csv = fmt && sk_streq_ci(fmt, "csv"), json = fmt && sk_streq_ci(fmt, "json");
    int rc = schcli_settings(ot, &s, &ctx->err);
    schops_standings st;
    ops_second_state sec;
    if (rc == SK_OK)
        rc = schops_standings_load(ctx->db, t, &s, series, &st, &ctx->err);
    if (rc == SK_OK && (rc = ops_second_state_load(ctx->db, ot, series, &sec, &ctx->err)) != SK_OK)
        schops_standings_free(&st);
    if (rc != SK_OK)
        return rc;
    int first = series ? series : 1, last = series ? series : st.nseries;
    sk_buf b = {0};
    if (csv) {
        sk_buf_add(&b, "rank,player,number");
        for (int k = first; k <= last; k++)
            sk_buf_printf(&b, ",series%d", k);
        sk_buf_add(&b, ",total,solos_won,cents,games_recorded,games_expected,provisional\n");
        for (size_t i = 0; i < st.n; i++) {
            const schops_row *r = &st.rows[i];
            sk_buf_printf(&b, "%d,", r->rank);
            csvout_field(&b, r->name, strlen(r->name));
            sk_buf_add(&b, ",");
            if (r->number)
                sk_buf_printf(&b, "%d", r->number);
            for (int k = first; k <= last; k++)
                sk_buf_printf(&b, ",%lld", r->per_series[k - 1]);
            sk_buf_printf(&b, ",%lld,%d,%lld,%d,%d,%s\n", r->total, r->solos_won, r->cents,
                          st.progress.recorded, st.progress.expected,
                          st.progress.provisional ? "yes" : "no");
        }
    } else if (json) {
        ops_sch_stand_json(t, s.family, &st, series, &sec, &b);
    } else {
        int w = 6;
        for (size_t i = 0; i < st.n; i++)
            if (sk_utf8_width(st.rows[i].name) > w)
                w = sk_utf8_width(st.rows[i].name);
        if (series)
            sk_buf_printf(&b, sk_ntr("%s: %s, series %d (%lld game)\n", "%s: %s, series %d (%lld games)\n",
                                     (unsigned long)st.games), t->name,
                          sch_family_name(s.family), series, st.games);
        else
            sk_buf_printf(&b, sk_ntr("%s: %s (%lld game)\n", "%s: %s (%lld games)\n", (unsigned long)st.games),
                          t->name, sch_family_name(s.family),
                          st.games);
        outfmt_progress(&b, &st.progress, series); /* as the ISkO standings (issue 29) */
        sk_buf_add(&b, "\n");
        int rw = sk_utf8_width(_("rank")) > 4 ? sk_utf8_width(_("rank")) : 4;
        sk_buf_pad(&b, _("rank"), rw, false);
        sk_buf_add(&b, "  ");
        sk_buf_pad(&b, _("player"), w, false);
        for (int k = first; k <= last; k++)
            sk_buf_printf(&b, "  %7s%d", "S", k);
        sk_buf_add(&b, "  ");
        sk_buf_pad(&b, _("total"), 7, true);
        sk_buf_add(&b, "  ");
        sk_buf_pad(&b, _("solos"), 5, false);
        sk_buf_add(&b, "\n");
        for (size_t i = 0; i < st.n; i++) {
            const schops_row *r = &st.rows[i];
            bool shared = (i > 0 && st.rows[i - 1].rank == r->rank) ||
                          (i + 1 < st.n && st.rows[i + 1].rank == r->rank);
            sk_buf_printf(&b, "%*d%c  ", rw - 1, r->rank, shared ? '=' : '.');
            sk_buf_pad(&b, r->name, w, false);
            for (int k = first; k <= last; k++) {
                sk_buf_add(&b, "  ");
                if (r->played[k - 1])
                    outfmt_pad_signed(&b, r->per_series[k - 1], 8);
                else
                    sk_buf_pad(&b, TEXT_NOT_PLAYED, 8, true);
            }
            sk_buf_add(&b, "  ");
            outfmt_pad_signed(&b, r->total, 7);
            sk_buf_printf(&b, "  %5d\n", r->solos_won);
        }
        if (st.n == 0)
            sk_buf_add(&b, _("(nobody seated yet)\n"));
        sk_buf_add(&b, _("ranked by points, then by won solos; equal players share the rank (=)\n"));
        outfmt_second_note(&b, &sec);
    }
    fputs(sk_buf_str(&b), stdout);
    sk_buf_free(&b);
    schops_standings_free(&st);
    ops_second_state_free(&sec);
    return SK_OK;
}

static int sch_check(cli_ctx *ctx, const cli_args *a, ops_tour *ot)
{
    db_tournament *t = &ot->row;
    sch_settings s;
    int rc = schcli_settings(ot, &s, &ctx->err);
    char **p = NULL;
    size_t n = 0;
    long long games = 0;
    int series = (int)cli_int(a, "series", 0), nsecond = 0;
    sk_buf sec = {0};
    if (rc == SK_OK)
        rc = schops_check(ctx->db, t, &s, series, &p, &n, &games, &ctx->err);
    /* the second entry's differences, as `check` says them for Skat */
    if (rc == SK_OK)
        rc = ops_second_check(ctx->db, ot, series, &sec, &nsecond, &ctx->err);
    if (rc == SK_OK) {
        for (size_t i = 0; i < n; i++)
            printf(_("problem: %s\n"), p[i]);
        fputs(sk_buf_str(&sec), stdout);
        size_t all = n + (size_t)nsecond;
        if (all)
            rc = sk_err_set(&ctx->err, SK_FAIL, sk_ntr("check found %zu problem in %lld games", "check found %zu problems in %lld games", all), all,
                            games);
        else
            printf(!ot->rules.fam->zero_sum(&ot->rules)
                       ? _("ok: %lld games, every game and every table sums to 0 (plus-only list: the sum is not checked)\n")
                       : _("ok: %lld games, every game and every table sums to 0\n"), games);
    }
    for (size_t i = 0; i < n; i++)
        free(p[i]);
    free(p);
    sk_buf_free(&sec);
    return rc;
}

/* ---- CSV import / export (csvsch.h) ---- */

static int sch_import_games(cli_ctx *ctx, const cli_args *a, ops_tour *ot)
{
    db_tournament *t = &ot->row;
    if (cli_has(a, "skip-existing") || cli_has(a, "replace"))
        return refuse(ctx, ot, _("--skip-existing / --replace"));
    importfile f;
    int rc = importfile_open(ctx, a, ot, &f);
    if (rc != SK_OK)
        return rc;
    sch_settings s;
    rc = schcli_settings(ot, &s, &ctx->err);
    csvsch_rows rows = {0};
    if (rc == SK_OK)
        csvsch_parse(f.buf, f.len, s.family, &rows, &f.errs);
    free(f.buf);
    if (rc == SK_OK && !f.errs.n) {
        rc = schops_import(ctx->db, t, &s, &rows, &f.errs, &ctx->err);
    }
    if (rc == SK_OK && f.errs.n)
        rc = importfile_report(ctx, f.path, &f.errs);
    else if (rc == SK_OK)
        printf(sk_ntr("imported %zu Schafkopf game from %s into '%s'\n",
                      "imported %zu Schafkopf games from %s into '%s'\n", rows.n),
               rows.n, f.path, t->name);
    csvin_errors_free(&f.errs);
    csvsch_rows_free(&rows);
    return rc;
}

static int sch_export_games(cli_ctx *ctx, const cli_args *a, ops_tour *ot)
{
    db_tournament *t = &ot->row;
    const char *file = a->pos[0];
    sch_family f = ot->rules.sch.family;
    db_sch_game *v = NULL;
    size_t n = 0;
    int rc = db_sch_game_list(ctx->db, t->id, f, (int)cli_int(a, "series", 0),
                              (int)cli_int(a, "table", 0), &v, &n, &ctx->err);
    if (rc == SK_OK) {
        sk_buf b = {0};
        csvsch_header(&b);
        for (size_t i = 0; i < n; i++)
            csvsch_write(&b, v[i].series, v[i].table_no, v[i].game_no, &v[i].g);
        if (strcmp(file, "-") == 0)
            fwrite(b.s, 1, b.len, stdout);
        else {
            rc = sk_write_file_atomic(file, b.s, b.len, &ctx->err);
            if (rc == SK_OK)
                printf(sk_ntr("exported %zu Schafkopf game of tournament '%s' to %s\n",
                              "exported %zu Schafkopf games of tournament '%s' to %s\n", n),
                       n, t->name, file);
        }
        sk_buf_free(&b);
    }
    db_sch_games_free(v, n);
    return rc;
}

static int sch_game_history(cli_ctx *ctx, const cli_args *a, ops_tour *ot)
{
    db_tournament *t = &ot->row;
    int series = (int)cli_int(a, "series", 0);
    db_table tab;
    memset(&tab, 0, sizeof tab);
    db_sch_game *v = NULL;
    char **act = NULL;
    size_t n = 0;
    int rc = db_sch_history(ctx->db, t->id, ot->rules.sch.family, series, (int)cli_int(a, "table", 0),
                            (int)cli_int(a, "game", 0), &v, &act, &n, &ctx->err);
    for (size_t i = 0; rc == SK_OK && i < n; i++) {
        char line[256], when[64];
        sch_line_format(&v[i].g, line, sizeof line);
        sk_local_time(v[i].entered, when, sizeof when);
        printf(_("%s  %-6s  table %d game %d, was: %s  (%lld / %lld / %lld / %lld)\n"), when,
               outfmt_action(act[i]), v[i].table_no, v[i].game_no, line, v[i].pts[0], v[i].pts[1], v[i].pts[2],
               v[i].pts[3]);
    }
    if (rc == SK_OK && n == 0)
        printf(_("no corrections in series %d\n"), series);
    db_sch_history_free(v, act, n);
    return rc;
}

static int sch_game_restore(cli_ctx *ctx, const cli_args *a, ops_tour *t)
{
    (void)a;
    return refuse(ctx, t, "game restore");
}

static int sch_standings_lot(cli_ctx *ctx, const cli_args *a, ops_tour *t)
{
    (void)a;
    return refuse(ctx, t, _("standings lot (Schafkopf shares equal ranks)"));
}

const cli_family cli_family_schafkopf = {
    .game_put = sch_game_put,
    .game_delete = sch_game_delete,
    .game_restore = sch_game_restore,
    .game_list = sch_game_list,
    .game_history = sch_game_history,
    .sheet_show = sch_sheet_show,
    .sheet_pdf = schcli_sheet_pdf,
    .standings = sch_standings,
    .standings_lot = sch_standings_lot,
    .import_games = sch_import_games,
    .export_games = sch_export_games,
    .export_pdf = schcli_export_pdf,
    .export_xlsx = schcli_export_xlsx,
    .check = sch_check,
};
