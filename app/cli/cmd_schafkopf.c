/* cmd_schafkopf.c - the Schafkopf side of tournament create/show, game
 * add/edit/delete/list, sheet show, standings, check and money (schcli.h;
 * rules: rules-house-schafkopf.md Part A, app/core/schafkopf + schset). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
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
#include "schset.h"
#include "seriesdraw.h"

/* ---- small helpers ---- */

/* v with its sign as written on paper: "+20", "−20" (U+2212), "0". */
static const char *sgn(char *buf, size_t n, long long v)
{
    outfmt_signed_ll(buf, n, v);
    return buf;
}

static const char *seat_name(const db_table *t, int seat)
{
    if (seat < 1 || seat > t->size || !t->seats[seat - 1].name)
        return "?";
    return t->seats[seat - 1].name;
}

bool schcli_tournament(cli_ctx *ctx, const cli_args *a, const char *tname, db_tournament *t)
{
    sk_err e2;
    sk_err_clear(&e2);
    const char *name = tname ? tname : cli_str(a, "tournament");
    if (db_tournament_find(ctx->db, name, t, &e2) != SK_OK)
        return false;
    if (!schops_is_schafkopf(t)) {
        db_tournament_clear(t);
        return false;
    }
    return true;
}

/* A write goes to the tournament db_tournament_find_write names (never a
 * guess among several open ones, never a closed one): replace *t by it. */
static int for_write(cli_ctx *ctx, const cli_args *a, db_tournament *t)
{
    db_tournament w;
    int rc = lookup_tournament_write(ctx, cli_str(a, "tournament"), &w);
    db_tournament_clear(t);
    if (rc == SK_OK)
        *t = w;
    return rc;
}

int schcli_refuse(cli_ctx *ctx, db_tournament *t, const char *what)
{
    schops_refuse_family(t, what, &ctx->err);
    db_tournament_clear(t);
    return SK_INVALID;
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

void schcli_show_settings(const db_tournament *t)
{
    sch_settings s;
    sk_err e;
    sk_err_clear(&e);
    printf(_("game: %s\n"), sch_family_name(schops_family(t)));
    if (schops_settings(t, &s, &e) != SK_OK) {
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

static int game_augen(const sch_game *g)
{
    return sch_game_augen(g);
}

/* One game in words: contract, party, Augen, result; into b. */
static void game_line(const sch_game *g, const db_table *tab, bool won, sk_buf *b)
{
    char text[160], party[160];
    sch_game_text(g, text, sizeof text);
    party_text(g, tab, party, sizeof party);
    sk_buf_printf(b, "%s, %s", text, party);
    int au = game_augen(g);
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
        sk_buf_printf(b, "%s%s", k ? ", " : "", seat_name(tab, k + 1));
    sk_buf_add(b, ")\n");
}

static const char *unit_word(const sch_settings *s)
{
    return s->family == SCH_FAM_WENDISCH ? C_("column", "units") : C_("column", "points");
}

/* The table's totals after its games. */
static void print_totals(const db_tournament *t, const sch_settings *s, const schops_sheet *sh)
{
    sk_buf b = {0};
    int width = sk_utf8_width(_("player"));
    if (width < 6)
        width = 6;
    for (int k = 1; k <= 4; k++) {
        int w = sk_utf8_width(seat_name(&sh->tab, k));
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
        sk_buf_pad(&b, seat_name(&sh->tab, k + 1), width, false);
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

int schcli_game_put(cli_ctx *ctx, const cli_args *a, db_tournament *t, bool edit)
{
    sch_settings s;
    int rc = for_write(ctx, a, t);
    if (rc != SK_OK)
        return rc;
    if (!schops_is_schafkopf(t))
        return schcli_refuse(ctx, t, _("a Schafkopf game"));
    rc = schops_settings(t, &s, &ctx->err);
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
                          r.game_no, dealer, seat_name(&sh.tab, dealer));
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
    db_tournament_clear(t);
    return rc;
}

int schcli_game_delete(cli_ctx *ctx, const cli_args *a, db_tournament *t)
{
    int series = (int)cli_int(a, "series", 0), table = (int)cli_int(a, "table", 0),
        game = (int)cli_int(a, "game", 0);
    int rc = for_write(ctx, a, t);
    if (rc != SK_OK)
        return rc;
    if (!schops_is_schafkopf(t))
        return schcli_refuse(ctx, t, _("a Schafkopf game"));
    sch_settings s;
    rc = schops_settings(t, &s, &ctx->err);
    if (rc == SK_OK)
        rc = schops_delete(ctx->db, t, &s, series, table, game, &ctx->err);
    if (rc == SK_OK)
        printf(_("deleted game %d of table %d, series %d (kept in the history)\n"), game, table,
               series);
    db_tournament_clear(t);
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
            int au = game_augen(&g->g);
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
        cw[k] = sk_utf8_width(seat_name(&sh->tab, k + 1));
    for (size_t i = 0; i < ng; i++) {
        const db_sch_game *g = &sh->games[i];
        char s1[32], s2[32];
        sch_game_text(&g->g, text[i], sizeof text[i]);
        party_text(&g->g, &sh->tab, party[i], sizeof party[i]);
        sch_game_extras(s, &g->g, sk_lang_get(), false, extra[i], sizeof extra[i]);
        int au = game_augen(&g->g);
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
        WIDEN(dw, seat_name(&sh->tab, sh->dealer[i]));
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
        sk_buf_pad(&b, seat_name(&sh->tab, k), cw[k - 1], true);
    }
    if (sh->kasse)
        sk_buf_add(&b, "   Kasse");
    sk_buf_add(&b, "\n");
    for (size_t i = 0; i < ng; i++) {
        char no[16];
        snprintf(no, sizeof no, "%d", sh->games[i].game_no);
        sk_buf_pad(&b, no, gw, true);
        sk_buf_add(&b, "  ");
        sk_buf_pad(&b, seat_name(&sh->tab, sh->dealer[i]), dw, false);
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
    free(text);
    free(party);
    free(extra);
    free(augen);
    free(cell);
    if (sh->n == 0)
        sk_buf_add(&b, _("(no games yet)\n"));
    fputs(sk_buf_str(&b), stdout);
    sk_buf_free(&b);
    if (sh->next_game)
        printf(_("next: game %d, dealer seat %d %s\n"), sh->next_game, sh->next_dealer,
               seat_name(&sh->tab, sh->next_dealer));
    print_totals(t, s, sh);
}

int schcli_sheet_show(cli_ctx *ctx, const cli_args *a, db_tournament *t)
{
    sch_settings s;
    int rc = schops_settings(t, &s, &ctx->err);
    schops_sheet sh;
    const char *fmt = cli_str(a, "format");
    if (rc == SK_OK)
        rc = schops_sheet_load(ctx->db, t, &s, (int)cli_int(a, "series", 0),
                               (int)cli_int(a, "table", 0), &sh, &ctx->err);
    if (rc == SK_OK) {
        print_sheet(t, &s, &sh, fmt && sk_streq_ci(fmt, "csv"), true);
        schops_sheet_free(&sh);
    }
    db_tournament_clear(t);
    return rc;
}

int schcli_game_list(cli_ctx *ctx, const cli_args *a, db_tournament *t)
{
    sch_settings s;
    int series = (int)cli_int(a, "series", 0), table = (int)cli_int(a, "table", 0);
    int rc = schops_settings(t, &s, &ctx->err);
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
    db_tournament_clear(t);
    return rc;
}

/* ---- standings, money, check ---- */

int schcli_standings(cli_ctx *ctx, const cli_args *a, db_tournament *t)
{
    if (cli_has(a, "teams"))
        return schcli_refuse(ctx, t, _("the team ranking (--teams)"));
    sch_settings s;
    int series = (int)cli_int(a, "series", 0);
    const char *fmt = cli_str(a, "format");
    bool csv = fmt && sk_streq_ci(fmt, "csv"), json = fmt && sk_streq_ci(fmt, "json");
    int rc = schops_settings(t, &s, &ctx->err);
    schops_standings st;
    if (rc == SK_OK)
        rc = schops_standings_load(ctx->db, t, &s, series, &st, &ctx->err);
    if (rc != SK_OK) {
        db_tournament_clear(t);
        return rc;
    }
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
        ops_sch_stand_json(t, s.family, &st, series, &b);
    } else {
        int w = 6;
        for (size_t i = 0; i < st.n; i++)
            if (sk_utf8_width(st.rows[i].name) > w)
                w = sk_utf8_width(st.rows[i].name);
        if (series)
            sk_buf_printf(&b, _("%s: %s, series %d (%lld games)\n"), t->name,
                          sch_family_name(s.family), series, st.games);
        else
            sk_buf_printf(&b, _("%s: %s (%lld games)\n"), t->name, sch_family_name(s.family),
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
                    sk_buf_printf(&b, "%8s", "-");
            }
            sk_buf_add(&b, "  ");
            outfmt_pad_signed(&b, r->total, 7);
            sk_buf_printf(&b, "  %5d\n", r->solos_won);
        }
        if (st.n == 0)
            sk_buf_add(&b, _("(nobody seated yet)\n"));
        sk_buf_add(&b, _("ranked by points, then by won solos; equal players share the rank (=)\n"));
    }
    fputs(sk_buf_str(&b), stdout);
    sk_buf_free(&b);
    schops_standings_free(&st);
    db_tournament_clear(t);
    return SK_OK;
}

int schcli_check(cli_ctx *ctx, const cli_args *a, db_tournament *t)
{
    sch_settings s;
    int rc = schops_settings(t, &s, &ctx->err);
    char **p = NULL;
    size_t n = 0;
    long long games = 0;
    if (rc == SK_OK)
        rc = schops_check(ctx->db, t, &s, (int)cli_int(a, "series", 0), &p, &n, &games, &ctx->err);
    if (rc == SK_OK) {
        for (size_t i = 0; i < n; i++)
            printf(_("problem: %s\n"), p[i]);
        if (n)
            rc = sk_err_set(&ctx->err, SK_FAIL, sk_ntr("check found %zu problem in %lld games", "check found %zu problems in %lld games", n), n,
                            games);
        else
            printf(s.family == SCH_FAM_BAYERISCH && s.b.write_mode == SCH_BAV_PLUS_ONLY
                       ? _("ok: %lld games, every game and every table sums to 0 (plus-only list: the sum is not checked)\n")
                       : _("ok: %lld games, every game and every table sums to 0\n"), games);
    }
    for (size_t i = 0; i < n; i++)
        free(p[i]);
    free(p);
    db_tournament_clear(t);
    return rc;
}

/* ---- CSV import / export (csvsch.h) ---- */

int schcli_import_games(cli_ctx *ctx, const cli_args *a, db_tournament *t)
{
    if (cli_has(a, "skip-existing") || cli_has(a, "replace"))
        return schcli_refuse(ctx, t, _("--skip-existing / --replace"));
    const char *file;
    char *buf;
    size_t len;
    db_tournament_clear(t);
    int rc = importfile_open(ctx, a, &file, t, &buf, &len);
    if (rc != SK_OK)
        return rc;
    sch_settings s;
    rc = schops_settings(t, &s, &ctx->err);
    csvsch_rows rows = {0};
    csvin_errors errs = {0};
    if (rc == SK_OK)
        csvsch_parse(buf, len, s.family, &rows, &errs);
    free(buf);
    if (rc == SK_OK && !errs.n) {
        rc = schops_import(ctx->db, t, &s, &rows, &errs, &ctx->err);
    }
    if (rc == SK_OK && errs.n)
        rc = importfile_report(ctx, file, &errs);
    else if (rc == SK_OK)
        printf(sk_ntr("imported %zu Schafkopf game from %s into '%s'\n",
                      "imported %zu Schafkopf games from %s into '%s'\n", rows.n),
               rows.n, file, t->name);
    csvin_errors_free(&errs);
    csvsch_rows_free(&rows);
    db_tournament_clear(t);
    return rc;
}

int schcli_export_games(cli_ctx *ctx, const cli_args *a, db_tournament *t)
{
    const char *file = a->pos[0];
    sch_family f = schops_family(t);
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
    db_tournament_clear(t);
    return rc;
}

/* ---- reports: the Schafkopf list PDF, standings PDF/XLSX ---- */

/* A seat's heading on the list: the player's name, or the seat number on a
 * blank list of a series not drawn yet. */
static const char *seat_head(const db_table *tab, int seat)
{
    static const char *const digit[] = {"?", "1", "2", "3", "4"};
    if (seat >= 1 && seat <= 4 && !tab->seats[seat - 1].name)
        return digit[seat];
    return seat_name(tab, seat);
}

/* One table's list as a report table: No, dealer, the game as players say
 * it, the declaring party, Augen, then per player the running total with
 * the game's entry ("40 (+20)"), the Kasse in Kasse mode; a total row.
 * blank: game numbers and dealers only. */
static void sheet_table(rep_pool *pool, rep_lang l, const db_tournament *t,
                        const sch_settings *st, const schops_sheet *sh, bool blank,
                        rep_table *out, rep_col *cols, rep_cell **cells)
{
    sk_lang lang = l == REP_DE ? SK_LANG_DE : SK_LANG_EN;
    const char *names[SCH_SEATS];
    for (int k = 0; k < SCH_SEATS; k++)
        names[k] = k < sh->tab.size ? sh->tab.seats[k].name : NULL;
    int nc = 0;
    cols[nc++] = (rep_col){rep_label(l, "sch_no"), REP_RIGHT, 0.55, NULL};
    cols[nc++] = (rep_col){rep_label(l, "dealer"), REP_LEFT, 0.8, NULL};
    cols[nc++] = (rep_col){rep_label(l, "game_no"), REP_LEFT, 2.3, NULL};
    cols[nc++] = (rep_col){rep_label(l, "party"), REP_LEFT, 1.65, NULL};
    cols[nc++] = (rep_col){"Augen", REP_RIGHT, 0.65, NULL};
    cols[nc++] = (rep_col){rep_label(l, "extras"), REP_LEFT, 1.25, NULL};
    cols[nc++] = (rep_col){rep_label(l, "value"), REP_RIGHT, 0.7, NULL};
    for (int k = 1; k <= 4; k++)
        cols[nc++] = (rep_col){seat_head(&sh->tab, k), REP_RIGHT, blank ? 1.2 : 0.8, NULL};
    if (sh->kasse)
        cols[nc++] = (rep_col){"Kasse", REP_RIGHT, 0.7, NULL};
    const int P0 = 7; /* first player column */
    int nrows = blank ? t->games4 : (int)sh->n + 1;
    rep_cell *c = xcalloc((size_t)nrows * (size_t)nc, sizeof *c);
    for (int r = 0; r < nrows; r++) {
        rep_cell *row = &c[(size_t)r * (size_t)nc];
        if (blank) {
            int d = sch_dealer(t->first_dealer, r + 1);
            row[0] = rep_num(r + 1);
            row[1] = rep_text(seat_head(&sh->tab, d));
            continue;
        }
        if (r == (int)sh->n) { /* the total row */
            row[2] = rep_text(rep_label(l, "sum"));
            for (int k = 0; k < 4; k++)
                row[P0 + k] = rep_num(sh->total[k]);
            if (sh->kasse && sh->n)
                row[P0 + 4] = rep_num(sh->kasse_bal[sh->n - 1]);
            continue;
        }
        const db_sch_game *g = &sh->games[r];
        char text[160];
        sch_game_text(&g->g, text, sizeof text); /* German: as players say it */
        /* as the caller says it: "mit der Eichel-Sau"; Tout and Sie go to
         * the extras */
        char *cut = strstr(text, ", Tout");
        if (!cut)
            cut = strstr(text, ", Sie");
        if (cut)
            *cut = 0;
        const char *shown = text;
        if (!strncmp(text, "Rufspiel mit der ", 17))
            shown = text + 9;
        row[0] = rep_num(g->game_no);
        row[1] = rep_text(seat_name(&sh->tab, sh->dealer[r]));
        row[2] = rep_text(rep_pool_add(pool, xstrdup(shown)));
        /* the party ("Anna + Hans", "Dora allein", "Verlierer Dora"), the
         * Augen and the extras (Schneider, Schwarz, Tout, Sie, Laufende,
         * geklopft, Kontra ...) as every list says them (schset.h) */
        const sch_game *x = &g->g;
        bool ramsch = x->family == SCH_FAM_BAYERISCH &&
                      (x->b.kind == SCH_BAV_RAMSCH || x->b.kind == SCH_BAV_THROWN_IN);
        char party[200], extra[200];
        sch_party_text(x, names, lang, party, sizeof party);
        row[3] = rep_text(rep_pool_add(pool, xstrdup(party)));
        int au = game_augen(x);
        if (au != SCH_AUGEN_NONE)
            row[4] = rep_num(au);
        sch_game_extras(st, x, lang, true, extra, sizeof extra);
        if (extra[0])
            row[5] = rep_text(rep_pool_add(pool, xstrdup(extra)));
        long long v = 0;
        for (int k = 0; k < 4; k++)
            if ((g->pts[k] < 0 ? -g->pts[k] : g->pts[k]) > 0 &&
                (v == 0 || (g->pts[k] < 0 ? -g->pts[k] : g->pts[k]) < v))
                v = g->pts[k] < 0 ? -g->pts[k] : g->pts[k];
        if (v) /* the value, signed for the declaring side: + won, - lost */
            row[6] = rep_num(ramsch || g->won ? v : -v);
        for (int k = 0; k < 4; k++)
            row[P0 + k] = rep_num(sh->run[r][k]);
        if (sh->kasse)
            row[P0 + 4] = rep_num(sh->kasse_bal[r]);
    }
    out->title = rep_pool_add(pool, xasprintf("%s %d \xc2\xb7 %s %d", rep_label(l, "series"),
                                              sh->series, rep_label(l, "table"),
                                              sh->tab.table_no));
    out->ncols = nc;
    out->cols = cols;
    out->nrows = nrows;
    out->cells = c;
    *cells = c;
}

int schcli_sheet_pdf(cli_ctx *ctx, const cli_args *a, db_tournament *t)
{
    const char *file = a->pos[0];
    int series = (int)cli_int(a, "series", 0), table_no = (int)cli_int(a, "table", 0);
    bool blank = cli_has(a, "blank");
    rep_lang l = outfmt_lang(a);
    sch_settings s;
    int rc = schops_settings(t, &s, &ctx->err);
    db_series se;
    memset(&se, 0, sizeof se);
    /* --blank of a series not drawn yet: the tables the draw would make now,
     * no names (the seat numbers head the columns) */
    size_t undrawn = 0;
    bool drawn = true;
    if (rc == SK_OK && blank) {
        int *nos = NULL, *sizes = NULL;
        size_t nnos = 0;
        rc = db_series_numbers(ctx->db, t->id, &nos, &nnos, &ctx->err);
        drawn = false;
        for (size_t i = 0; i < nnos; i++)
            drawn = drawn || nos[i] == series;
        free(nos);
        if (rc == SK_OK && !drawn && series > t->series_count)
            rc = sk_err_set(&ctx->err, SK_INVALID,
                            _("series %d does not exist: '%s' has %d series"), series, t->name,
                            t->series_count);
        if (rc == SK_OK && !drawn)
            rc = ops_series_table_sizes(ctx->db, t, series, &sizes, &undrawn, &ctx->err);
        free(sizes);
    }
    if (rc == SK_OK && drawn)
        rc = db_series_get(ctx->db, t->id, series, &se, &ctx->err);
    size_t ntab = drawn ? se.ntables : undrawn;
    size_t nt = 0;
    rep_table *tabs = xcalloc(ntab ? ntab : 1, sizeof *tabs);
    rep_col (*cols)[12] = xcalloc(ntab ? ntab : 1, sizeof *cols);
    rep_cell **cells = xcalloc(ntab ? ntab : 1, sizeof *cells);
    schops_sheet *sh = xcalloc(ntab ? ntab : 1, sizeof *sh);
    rep_pool pool = {0};
    for (size_t k = 0; rc == SK_OK && k < ntab; k++) {
        int no = drawn ? se.tables[k].table_no : (int)k + 1;
        if (table_no && no != table_no)
            continue;
        if (drawn) {
            rc = schops_sheet_load(ctx->db, t, &s, series, no, &sh[nt], &ctx->err);
        } else { /* zeroed: no games, no names */
            sh[nt].series = series;
            sh[nt].tab.table_no = no;
            sh[nt].tab.size = 4;
            sh[nt].kasse = s.family == SCH_FAM_WENDISCH && s.w.settlement == SCH_WEND_KASSE;
        }
        if (rc == SK_OK) {
            sheet_table(&pool, l, t, &s, &sh[nt], blank, &tabs[nt], cols[nt], &cells[nt]);
            nt++;
        }
    }
    if (rc == SK_OK && nt == 0 && !drawn)
        rc = sk_err_set(&ctx->err, SK_INVALID,
                        _("--table %d: series %d is not drawn and would have %zu tables"),
                        table_no, series, undrawn);
    else if (rc == SK_OK && nt == 0)
        rc = sk_err_set(&ctx->err, SK_INVALID, _("--table %d: series %d has no table %d"), table_no,
                        series, table_no);
    if (rc == SK_OK) {
        char info[160];
        snprintf(info, sizeof info, "%s \xc2\xb7 %s %d", sch_family_name(s.family),
                 rep_label(l, "series_lc"), series);
        rep_doc doc = {t->name, t->date, info, l};
        const char *kind = s.family == SCH_FAM_WENDISCH
                               ? rep_label(l, "sch_list_wendish")
                               : rep_label(l, "sch_list");
        rc = (blank ? rep_pdf_pages_blank : rep_pdf_pages)(file, &doc, kind, tabs, (int)nt,
                                                           &ctx->err);
        if (rc == SK_OK && !drawn)
            printf(sk_ntr("wrote %s (%zu blank table: series %d is not drawn yet, no names)\n",
                          "wrote %s (%zu blank tables: series %d is not drawn yet, no names)\n",
                          nt), file, nt, series);
        else if (rc == SK_OK)
            printf(sk_ntr("wrote %s (%zu table)\n", "wrote %s (%zu tables)\n", nt), file, nt);
    }
    for (size_t k = 0; k < nt; k++) {
        schops_sheet_free(&sh[k]);
        free(cells[k]);
    }
    free(sh);
    free(cells);
    free(cols);
    free(tabs);
    rep_pool_free(&pool);
    db_series_clear(&se);
    db_tournament_clear(t);
    return rc;
}

/* The standings and the settlement as report tables. */
typedef struct sch_report {
    rep_pool pool;
    rep_col *cols, scols[4], pcols[3];
    rep_cell *cells, *scells, *pcells;
    rep_table main, money, payments;
    bool settle;            /* a rate is set and the list is zero-sum: the settlement pages */
    schops_standings st;
} sch_report;

static void sch_report_free(sch_report *r)
{
    rep_pool_free(&r->pool);
    free(r->cols);
    free(r->cells);
    free(r->scells);
    free(r->pcells);
    schops_standings_free(&r->st);
}

static int sch_report_build(cli_ctx *ctx, const db_tournament *t, int series, rep_lang l,
                            sch_report *r)
{
    memset(r, 0, sizeof *r);
    sch_settings s;
    int rc = schops_settings(t, &s, &ctx->err);
    if (rc == SK_OK)
        rc = schops_standings_load(ctx->db, t, &s, series, &r->st, &ctx->err);
    if (rc != SK_OK)
        return rc;
    int first = series ? series : 1, last = series ? series : r->st.nseries;
    int nc = 2 + (last - first + 1) + 2;
    r->cols = xcalloc((size_t)nc, sizeof *r->cols);
    int c = 0;
    r->cols[c++] = (rep_col){rep_label(l, "rank"), REP_RIGHT, 0.6, NULL};
    r->cols[c++] = (rep_col){rep_label(l, "player"), REP_LEFT, 2.6, NULL};
    for (int k = first; k <= last; k++)
        r->cols[c++] = (rep_col){rep_pool_add(&r->pool, xasprintf("%s %d", rep_label(l, "series_short"), k)),
                                 REP_RIGHT, 0.9, NULL};
    r->cols[c++] = (rep_col){rep_label(l, "points"), REP_RIGHT, 1.0, NULL};
    r->cols[c++] = (rep_col){rep_label(l, "solos_won"), REP_RIGHT, 0.9, NULL};
    size_t n = r->st.n;
    r->cells = xcalloc(n ? n * (size_t)nc : 1, sizeof *r->cells);
    r->scells = xcalloc(n ? n * 4 : 1, sizeof *r->scells);
    for (size_t i = 0; i < n; i++) {
        const schops_row *row = &r->st.rows[i];
        rep_cell *x = &r->cells[i * (size_t)nc];
        bool shared = (i > 0 && r->st.rows[i - 1].rank == row->rank) ||
                      (i + 1 < n && r->st.rows[i + 1].rank == row->rank);
        x[0] = shared ? rep_text(rep_pool_add(&r->pool, xasprintf("%d=", row->rank)))
                      : rep_num(row->rank);
        x[1] = rep_text(row->name);
        int cc = 2;
        for (int k = first; k <= last; k++, cc++)
            if (row->played[k - 1])
                x[cc] = rep_num(row->per_series[k - 1]);
        x[cc++] = rep_num(row->total);
        x[cc++] = rep_num(row->solos_won);
        rep_cell *y = &r->scells[i * 4];
        y[0] = rep_text(row->name);
        y[1] = rep_num(row->total);
        y[2] = rep_num(row->cents);
        char eur[32];
        outfmt_euro(eur, sizeof eur, row->cents);
        char *dot = strchr(eur, '.');
        if (dot && l == REP_DE)
            *dot = ',';
        y[3] = rep_text(rep_pool_add(&r->pool, xstrdup(eur)));
    }
    char sum[512];
    sch_settings_summary(&s, sum, sizeof sum);
    r->main = (rep_table){rep_pool_add(&r->pool, xasprintf("%s (%s)", rep_label(l, "standings"),
                                                             sch_family_name(s.family))),
                          nc, r->cols, (int)n, r->cells};
    r->scols[0] = (rep_col){rep_label(l, "player"), REP_LEFT, 2.6, NULL};
    r->scols[1] = (rep_col){s.family == SCH_FAM_WENDISCH ? rep_label(l, "units")
                                                          : rep_label(l, "points"),
                            REP_RIGHT, 1.0, NULL};
    r->scols[2] = (rep_col){rep_label(l, "cents"), REP_RIGHT, 1.0, NULL};
    r->scols[3] = (rep_col){"Euro", REP_RIGHT, 1.0, NULL};
    r->money = (rep_table){rep_label(l, "settlement_zero"), 4, r->scols,
                           (int)n, r->scells};
    /* who pays whom, as the Skat settlement (issue 29 item 8) */
    r->pcols[0] = (rep_col){rep_label(l, "pays"), REP_LEFT, 2.6, NULL};
    r->pcols[1] = (rep_col){rep_label(l, "to"), REP_LEFT, 2.6, NULL};
    r->pcols[2] = (rep_col){rep_label(l, "amount_eur"), REP_RIGHT, 1.2, NULL};
    r->pcells = xcalloc((size_t)r->st.ntr * 3 + 1, sizeof *r->pcells);
    for (int i = 0; i < r->st.ntr; i++) {
        r->pcells[i * 3] = rep_text(r->st.rows[r->st.tr[i].from].name);
        r->pcells[i * 3 + 1] = rep_text(r->st.rows[r->st.tr[i].to].name);
        r->pcells[i * 3 + 2] = rep_cents(r->st.tr[i].ct);
    }
    r->payments = (rep_table){rep_label(l, "payments"), 3, r->pcols, r->st.ntr, r->pcells};
    r->settle = !sch_settings_rate_missing(&s) && r->st.zero_sum;
    return SK_OK;
}

int schcli_export_pdf(cli_ctx *ctx, const cli_args *a, db_tournament *t)
{
    const char *file = a->pos[0];
    int series = (int)cli_int(a, "series", 0);
    rep_lang l = outfmt_lang(a);
    sch_report r;
    int rc = sch_report_build(ctx, t, series, l, &r);
    if (rc == SK_OK) {
        char info[160] = "", prov[96] = "";
        if (r.st.progress.provisional) /* as the ISkO standings PDF (issue 29) */
            snprintf(prov, sizeof prov, rep_label(l, "provisional_n"), r.st.progress.recorded,
                     r.st.progress.expected);
        if (series)
            snprintf(info, sizeof info, "%s %d%s%s", rep_label(l, "series"), series,
                     *prov ? " \xe2\x80\x93 " : "", prov);
        else
            snprintf(info, sizeof info, "%s", prov);
        rep_doc doc = {t->name, t->date, info, l};
        /* the settlement page with who pays whom (none without a rate) */
        rc = r.settle ? rep_pdf_standings_money(file, &doc, &r.main, NULL, NULL, &r.money,
                                                &r.payments, NULL, &ctx->err)
                      : rep_pdf_standings(file, &doc, &r.main, NULL, NULL, NULL, &ctx->err);
        if (rc == SK_OK)
            printf(sk_ntr("wrote %s (%zu player)\n", "wrote %s (%zu players)\n", r.st.n), file,
                   r.st.n);
    }
    sch_report_free(&r);
    db_tournament_clear(t);
    return rc;
}

int schcli_export_xlsx(cli_ctx *ctx, const cli_args *a, db_tournament *t)
{
    const char *file = a->pos[0];
    rep_lang l = outfmt_lang(a);
    sch_report r;
    int rc = sch_report_build(ctx, t, 0, l, &r);
    if (rc == SK_OK) {
        r.main.title = rep_label(l, "standings");
        r.money.title = rep_label(l, "settlement");
        rep_table main; /* with how far it is (issue 29) */
        ops_progress_table(&r.main, &r.st.progress, l, &main);
        const rep_table *tabs[3] = {&main, &r.money, &r.payments};
        rc = rep_xlsx_write(file, tabs, r.settle ? 3 : 1, &ctx->err);
        ops_progress_table_free(&main);
        if (rc == SK_OK)
            printf(sk_ntr("wrote %s (%zu player)\n", "wrote %s (%zu players)\n", r.st.n), file,
                   r.st.n);
    }
    sch_report_free(&r);
    db_tournament_clear(t);
    return rc;
}

int schcli_game_history(cli_ctx *ctx, const cli_args *a, db_tournament *t)
{
    int series = (int)cli_int(a, "series", 0);
    db_table tab;
    memset(&tab, 0, sizeof tab);
    db_sch_game *v = NULL;
    char **act = NULL;
    size_t n = 0;
    int rc = db_sch_history(ctx->db, t->id, schops_family(t), series, (int)cli_int(a, "table", 0),
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
    db_tournament_clear(t);
    return rc;
}
