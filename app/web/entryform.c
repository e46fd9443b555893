/* entryform.c - the entry form of a table page (with the table's code):
 * the fields of one game as the TUI asks them (declarer, contract,
 * matadors, bid, points, hand/ouvert/announce, result), the live preview,
 * edit and delete.  The fields are read back by webgame.c. */
#include <stdio.h>
#include <string.h>

#include "render.h"
#include "tablesheet.h"
#include "db_games.h"
#include "houseprof.h"
#include "housegame.h"
#include "schops.h"

static void opt(sk_buf *b, const char *value, const char *label, bool sel)
{
    sk_buf_add(b, "<option value=\"");
    html_esc(b, value);
    sk_buf_printf(b, "\"%s>", sel ? " selected" : "");
    html_esc(b, label);
    sk_buf_add(b, "</option>");
}

static void check(sk_buf *b, const char *name, const char *label, bool on)
{
    sk_buf_printf(b, "<label class=\"chk\"><input type=\"checkbox\" name=\"%s\" value=\"1\"%s> ",
                  name, on ? " checked" : "");
    html_esc(b, label);
    sk_buf_add(b, "</label>");
}

/* The table's code, and copy 2 on its second phone (second). */
static void hidden_code(sk_buf *b, const char *code, bool second)
{
    sk_buf_add(b, "<input type=\"hidden\" name=\"code\" value=\"");
    html_esc(b, code);
    sk_buf_add(b, "\">");
    if (second) /* the table's second entry (copy=2) */
        sk_buf_add(b, "<input type=\"hidden\" name=\"copy\" value=\"2\">");
}

/* The end of an entry form: the live preview, save (and cancel an edit),
 * and for an edit (edit_game > 0) the form that deletes the game. */
static void form_end(sk_buf *b, web_lang l, int series, int table, const char *code,
                     bool second, int edit_game)
{
    const char *lc = l == LANG_DE ? "de" : "en";
    sk_buf_add(b, "<output id=\"preview\" class=\"preview\" aria-live=\"polite\"></output>\n");
    sk_buf_printf(b, "<div class=\"row\"><button type=\"submit\" class=\"save\">%s</button>",
                  edit_game ? L(l, "Save the change", "Änderung speichern")
                            : L(l, "Save", "Speichern"));
    if (edit_game) { /* back to the page of the same entry */
        sk_buf_printf(b, " <a class=\"btn\" href=\"/table/%d/%d?code=", series, table);
        html_esc(b, code);
        sk_buf_printf(b, "&amp;lang=%s%s\">%s</a>", lc, second ? "&amp;copy=2" : "",
                      L(l, "Cancel", "Abbrechen"));
    }
    sk_buf_add(b, "</div>\n</form>\n");
    if (edit_game) {
        sk_buf_printf(b, "<form class=\"del\" method=\"post\" action=\"/table/%d/%d/game?lang=%s\" "
                         "data-confirm=\"%s\">",
                      series, table, lc, L(l, "Delete this game?", "Dieses Spiel löschen?"));
        hidden_code(b, code, second);
        sk_buf_printf(b, "<input type=\"hidden\" name=\"action\" value=\"delete\">"
                         "<input type=\"hidden\" name=\"game\" value=\"%d\">"
                         "<button type=\"submit\" class=\"danger\">%s %d</button></form>\n",
                      edit_game, L(l, "Delete game", "Spiel löschen"), edit_game);
    }
}

/* Does the profile ever play a Ramsch (B.4.1: on a pass, in Ramsch rounds,
 * a Ramsch-only evening)? */
static bool ramsch_possible(const house_profile *p)
{
    return p->ramsch_on_pass || p->ramsch_round_after_bock || p->ramsch_round_after_grand_hand ||
           p->ramsch_only_evening;
}

/* A select of the seats 1..n (name), "-" for none. */
static void seat_select(sk_buf *b, const ops_table_sheet *ts, const char *name, int sel)
{
    sk_buf_printf(b, "<select name=\"%s\">", name);
    opt(b, "", "-", sel == 0);
    for (int s = 1; s <= ts->table.size; s++) {
        char v[8], lab[96];
        snprintf(v, sizeof v, "%d", s);
        snprintf(lab, sizeof lab, "%d %s", s,
                 ts->table.seats[s - 1].name ? ts->table.seats[s - 1].name : "?");
        opt(b, v, lab, sel == s);
    }
    sk_buf_add(b, "</select>");
}

/* The house-rule fields (a tournament with house rules, rules-house-
 * schafkopf.md B.2, B.4): the Kontra level up to the profile's and who
 * said it; a Ramsch's Augen per seat, the skat, the last trick, Jungfrau,
 * Durchmarsch and Schieben.  Read back by webgame.c (the CLI's --kontra,
 * --ramsch ... flags, housegame_apply). */
static void house_fields(sk_buf *b, web_lang l, const ops_table_sheet *ts,
                         const house_profile *p, const db_game *g)
{
    const game_house *h = g ? &g->e.h : NULL;
    if (p->kontra_max_level > 0) {
        sk_buf_printf(b, "<div class=\"row house\"><label>%s <select name=\"kontra\">",
                      L(l, "Kontra", "Kontra"));
        opt(b, "", "-", !h || h->kontra == 0);
        for (int k = 1; k <= p->kontra_max_level && k <= 4; k++)
            opt(b, housegame_kontra_key(k), housegame_kontra_name(k), h && h->kontra == k);
        sk_buf_printf(b, "</select></label><label>%s ", L(l, "said by", "gegeben von"));
        seat_select(b, ts, "kontra_by", h ? h->kontra_by : 0);
        sk_buf_add(b, "</label></div>\n");
    }
    if (!ramsch_possible(p))
        return;
    bool r = h && h->ramsch;
    sk_buf_printf(b, "<fieldset class=\"ramsch\"><legend>%s</legend><div class=\"row\">"
                     "<label>%s <input name=\"ramsch\" inputmode=\"numeric\" "
                     "placeholder=\"45,40,35\"",
                  L(l, "Ramsch (declarer: Ramsch)", "Ramsch (Alleinspieler: Ramsch)"),
                  L(l, "Augen per seat, in seat order", "Augen je Sitz, in Sitzfolge"));
    if (r) {
        sk_buf_add(b, " value=\"");
        for (int s = 0; s < ts->table.size; s++)
            sk_buf_printf(b, "%s%d", s ? "," : "", h->augen[s]);
        sk_buf_add(b, "\"");
    }
    sk_buf_printf(b, "></label><label>%s <input type=\"number\" name=\"skat\" min=\"0\" "
                     "max=\"22\"",
                  L(l, "Skat", "Skat"));
    if (r)
        sk_buf_printf(b, " value=\"%d\"", h->skat);
    sk_buf_printf(b, "></label><label>%s ", L(l, "Last trick", "Letzter Stich"));
    seat_select(b, ts, "last_trick", r ? h->last_trick : 0);
    sk_buf_printf(b, "</label><label>%s ", L(l, "Durchmarsch", "Durchmarsch"));
    seat_select(b, ts, "durchmarsch", r ? h->durchmarsch : 0);
    sk_buf_add(b, "</label>");
    if (p->ramsch_schieben) { /* empty unless a Ramsch is edited: a played game sends none */
        sk_buf_printf(b, "<label>%s <input type=\"number\" name=\"schieben\" min=\"0\" "
                         "max=\"3\"",
                      L(l, "Pushed (Schieben)", "Geschoben"));
        if (r)
            sk_buf_printf(b, " value=\"%d\"", h->schieben);
        sk_buf_add(b, "></label>");
    }
    sk_buf_printf(b, "</div>\n<div class=\"row\">%s: ", L(l, "Jungfrau", "Jungfrau"));
    for (int s = 1; s <= ts->table.size; s++) {
        char name[16], lab[96];
        snprintf(name, sizeof name, "jungfrau_%d", s);
        snprintf(lab, sizeof lab, "%d %s", s,
                 ts->table.seats[s - 1].name ? ts->table.seats[s - 1].name : "?");
        check(b, name, lab, r && (h->jungfrau >> (s - 1) & 1u));
    }
    sk_buf_add(b, "</div></fieldset>\n");
}

void render_entry_form(sk_buf *b, const web_ctx *c, const ops_tour *t, const ops_table_sheet *ts,
                       int series, const web_entry *en)
{
    web_lang l = c->lang;
    const char *lc = l == LANG_DE ? "de" : "en";
    int table = ts->table.table_no;
    const db_game *g = en->edit_game ? ops_table_sheet_game(ts, en->edit_game) : NULL;
    int game_no = g ? g->e.game_no : ops_table_sheet_next(ts);
    if (!g && game_no == 0) {
        sk_buf_printf(b, "<p class=\"msg\">%s</p>\n",
                      L(l, "The sheet is complete: choose a game to edit it.",
                        "Die Liste ist vollständig: zum Ändern ein Spiel wählen."));
        return;
    }
    const rules_game *r = g && !g->e.passed ? &g->e.g : NULL;
    /* the sheet's dealer: under house rules the house dealer (B.4.7) */
    int dealer = game_no >= 1 && game_no <= ts->sh.series_games ? ts->sh.rows[game_no - 1].dealer
                                                                 : game_dealer_seat(&ts->rules, game_no);
    sk_buf_printf(b, "<form id=\"entry\" class=\"entry\" method=\"post\" "
                     "action=\"/table/%d/%d/game?lang=%s\" data-size=\"%d\">\n",
                  series, table, lc, ts->table.size);
    hidden_code(b, en->code, en->second);
    sk_buf_printf(b, "<input type=\"hidden\" name=\"action\" value=\"%s\">", g ? "edit" : "add");
    sk_buf_printf(b, "<h3><label>%s <input class=\"gno\" type=\"number\" name=\"game\" min=\"1\" "
                     "max=\"%d\" value=\"%d\"%s></label> <span class=\"dealer\">(%s: %d ",
                  g ? L(l, "Edit game", "Spiel ändern") : L(l, "Game", "Spiel"),
                  ts->sh.series_games, game_no, g ? " readonly" : "", L(l, "dealer", "Geber"),
                  dealer);
    html_esc(b, ts->table.seats[dealer - 1].name ? ts->table.seats[dealer - 1].name : "?");
    sk_buf_add(b, ")</span></h3>\n");

    sk_buf_printf(b, "<fieldset class=\"decl\"><legend>%s</legend>",
                  L(l, "Declarer", "Alleinspieler"));
    for (int s = 1; s <= ts->table.size; s++) {
        bool sel = g && !g->e.passed && g->e.declarer == s;
        sk_buf_printf(b, "<label class=\"seat%s\"><input type=\"radio\" name=\"declarer\" "
                         "value=\"%d\"%s> %d ",
                      ts->table.size == 4 && s == dealer ? " sitsout" : "", s,
                      sel ? " checked" : "", s);
        html_esc(b, ts->table.seats[s - 1].name ? ts->table.seats[s - 1].name : "?");
        if (ts->table.size == 4 && s == dealer) /* said in words, not by a grey only */
            sk_buf_printf(b, " <small>(%s)</small>", L(l, "deals", "gibt"));
        sk_buf_add(b, "</label>");
    }
    /* house rules: the profile says which fields the form has */
    const house_profile hp = t->rules.house;
    bool house = t->rules.fam->list_ranks; /* Skat: a house list */
    bool ramsch = g && g->e.passed && g->e.h.ramsch;
    sk_buf_printf(b, "<label class=\"seat\"><input type=\"radio\" name=\"declarer\" "
                     "value=\"passed\"%s> %s</label>",
                  g && g->e.passed && !ramsch ? " checked" : "", L(l, "passed", "eingepasst"));
    if (house && ramsch_possible(&hp))
        sk_buf_printf(b, "<label class=\"seat\"><input type=\"radio\" name=\"declarer\" "
                         "value=\"ramsch\"%s> Ramsch</label>",
                      ramsch ? " checked" : "");
    sk_buf_add(b, "</fieldset>\n");

    static const char *contracts[] = {"clubs", "spades", "hearts", "diamonds", "grand", "null"};
    static const char *contracts_de[] = {"Kreuz", "Pik", "Herz", "Karo", "Grand", "Null"};
    static const rules_contract cv[] = {RULES_CLUBS, RULES_SPADES, RULES_HEARTS, RULES_DIAMONDS,
                                        RULES_GRAND, RULES_NULL};
    sk_buf_printf(b, "<div class=\"row\"><label>%s <select name=\"contract\">",
                  L(l, "Contract", "Spiel"));
    opt(b, "", "-", !r);
    for (int i = 0; i < 6; i++)
        opt(b, contracts[i], l == LANG_DE ? contracts_de[i] : contracts[i],
            r && r->contract == cv[i]);
    sk_buf_add(b, "</select></label>\n");
    sk_buf_printf(b, "<label>%s <select name=\"matadors\">", L(l, "Matadors", "Spitzen"));
    opt(b, "", "-", !r || r->matadors == 0);
    for (int m = 1; m <= 11; m++) {
        char v[16], lab[48];
        snprintf(v, sizeof v, "%d", m);
        snprintf(lab, sizeof lab, "%s %d", L(l, "with", "mit"), m);
        opt(b, v, lab, r && r->matadors == m);
    }
    for (int m = 1; m <= 11; m++) {
        char v[16], lab[48];
        snprintf(v, sizeof v, "-%d", m);
        snprintf(lab, sizeof lab, "%s %d", L(l, "without", "ohne"), m);
        opt(b, v, lab, r && r->matadors == -m);
    }
    sk_buf_add(b, "</select></label></div>\n<div class=\"row\">");
    sk_buf_printf(b, "<label>%s <input type=\"number\" name=\"bid\" min=\"18\" max=\"999\" "
                     "value=\"%d\"></label>",
                  L(l, "Bid", "Reizwert"), r ? r->bid : 18);
    sk_buf_printf(b, "<label>%s <input type=\"number\" name=\"points\" min=\"0\" max=\"120\" "
                     "inputmode=\"numeric\"",
                  L(l, "Card points", "Augen"));
    if (r && r->points != RULES_POINTS_NONE)
        sk_buf_printf(b, " value=\"%d\"", r->points);
    sk_buf_add(b, "></label>");
    sk_buf_printf(b, "<label>%s <select name=\"result\">", L(l, "Result", "Ergebnis"));
    opt(b, "", "-", !r || r->result == RULES_RES_NONE);
    opt(b, "won", L(l, "won", "gewonnen"), r && r->result == RULES_RES_WON);
    opt(b, "lost", L(l, "lost", "verloren"), r && r->result == RULES_RES_LOST);
    sk_buf_add(b, "</select></label></div>\n<div class=\"row\">");
    check(b, "hand", L(l, "hand", "Hand"), r && r->hand);
    check(b, "ouvert", L(l, "ouvert", "ouvert"), r && r->ouvert);
    check(b, "schneider", L(l, "schneider", "Schneider"), r && r->schneider);
    check(b, "schwarz", L(l, "schwarz", "Schwarz"), r && r->schwarz);
    sk_buf_printf(b, "<label>%s <select name=\"announce\">", L(l, "Announced", "Angesagt"));
    opt(b, "", "-", !r || r->announce == RULES_ANN_NONE);
    opt(b, "schneider", "Schneider", r && r->announce == RULES_ANN_SCHNEIDER);
    opt(b, "schwarz", "Schwarz", r && r->announce == RULES_ANN_SCHWARZ);
    sk_buf_add(b, "</select></label></div>\n");
    if (house)
        house_fields(b, l, ts, &hp, g);
    form_end(b, l, series, table, en->code, en->second, g ? g->e.game_no : 0);
}

/* ---- a Schafkopf table's form ---- */

/* Radio buttons of the four seats (names), "-" for none (none_label). */
static void sch_seat_radios(sk_buf *b, const schops_sheet *sh, const char *name, int sel,
                            const char *none_label)
{
    for (int s = 1; s <= SCH_SEATS; s++) {
        sk_buf_printf(b, "<label class=\"seat\"><input type=\"radio\" name=\"%s\" value=\"%d\"%s> "
                         "%d ",
                      name, s, sel == s ? " checked" : "", s);
        html_esc(b, s <= sh->tab.size && sh->tab.seats[s - 1].name ? sh->tab.seats[s - 1].name
                                                                   : "?");
        sk_buf_add(b, "</label>");
    }
    if (none_label)
        sk_buf_printf(b, "<label class=\"seat\"><input type=\"radio\" name=\"%s\" value=\"\"%s> "
                         "%s</label>",
                      name, sel == 0 ? " checked" : "", none_label);
}

/* One checkbox a seat, name_1 ... name_4, on for the bits of sel. */
static void sch_seat_checks(sk_buf *b, const schops_sheet *sh, const char *name, unsigned sel)
{
    for (int s = 1; s <= SCH_SEATS; s++) {
        char key[24], lab[96];
        snprintf(key, sizeof key, "%s_%d", name, s);
        snprintf(lab, sizeof lab, "%d %s", s,
                 s <= sh->tab.size && sh->tab.seats[s - 1].name ? sh->tab.seats[s - 1].name : "?");
        check(b, key, lab, sel >> (s - 1) & 1u);
    }
}

void render_sch_entry_form(sk_buf *b, const web_ctx *c, const sch_settings *s,
                           const schops_sheet *sh, int series, const web_entry *en)
{
    web_lang l = c->lang;
    const char *lc = l == LANG_DE ? "de" : "en";
    int table = sh->tab.table_no;
    const db_sch_game *eg = NULL;
    for (size_t i = 0; en->edit_game && i < sh->n; i++)
        if (sh->games[i].game_no == en->edit_game)
            eg = &sh->games[i];
    int game_no = eg ? eg->game_no : sh->next_game;
    if (!eg && game_no == 0) {
        sk_buf_printf(b, "<p class=\"msg\">%s</p>\n",
                      L(l, "The sheet is complete: choose a game to edit it.",
                        "Die Liste ist vollständig: zum Ändern ein Spiel wählen."));
        return;
    }
    bool wend = s->family == SCH_FAM_WENDISCH;
    const sch_bav_game *bg = eg && !wend ? &eg->g.b : NULL;
    const sch_wend_game *wg = eg && wend ? &eg->g.w : NULL;
    int dealer = 0;
    for (size_t i = 0; eg && i < sh->n; i++)
        if (&sh->games[i] == eg)
            dealer = sh->dealer[i];
    if (!eg)
        dealer = sh->next_dealer;
    sk_buf_printf(b, "<form id=\"entry\" class=\"entry sch\" method=\"post\" "
                     "action=\"/table/%d/%d/game?lang=%s\">\n",
                  series, table, lc);
    hidden_code(b, en->code, en->second);
    sk_buf_printf(b, "<input type=\"hidden\" name=\"action\" value=\"%s\">", eg ? "edit" : "add");
    sk_buf_printf(b, "<h3><label>%s <input class=\"gno\" type=\"number\" name=\"game\" min=\"1\" "
                     "value=\"%d\"%s></label> <span class=\"dealer\">(%s: ",
                  eg ? L(l, "Edit game", "Spiel ändern") : L(l, "Game", "Spiel"), game_no,
                  eg ? " readonly" : "", L(l, "dealer", "Geber"));
    html_esc(b, dealer >= 1 && dealer <= sh->tab.size && sh->tab.seats[dealer - 1].name
                    ? sh->tab.seats[dealer - 1].name : "?");
    sk_buf_add(b, ")</span></h3>\n");

    /* the game: only what the settings allow */
    sk_buf_printf(b, "<div class=\"row\"><label>%s <select name=\"contract\">",
                  L(l, "Game", "Spiel"));
    opt(b, "", "-", !eg);
    if (wend) {
        static const char *const wl[] = {"Die Alten", "Gerufen", "Solo"};
        for (int k = 0; k < 3; k++)
            opt(b, sch_wend_contract_word(k), wl[k], wg && (int)wg->contract == k);
    } else {
        static const char *const bl[] = {"Rufspiel", "Wenz", "Farbsolo", "Geier", "Farbwenz",
                                         "Hochzeit", "Bettel", "Ramsch", NULL};
        const sch_bav_settings *x = &s->b;
        bool allowed[] = {true, x->allow_wenz, x->allow_farbsolo, x->allow_geier,
                          x->allow_farbwenz, x->allow_hochzeit, x->allow_bettel,
                          x->allow_ramsch, true};
        for (int k = 0; k < SCH_BAV_NKINDS; k++)
            if (allowed[k] || (bg && (int)bg->kind == k))
                opt(b, sch_bav_kind_word(k),
                    bl[k] ? bl[k] : L(l, "thrown in", "zusammengeworfen"),
                    bg && (int)bg->kind == k);
    }
    sk_buf_add(b, "</select></label>");
    if (wend) {
        sk_buf_printf(b, "<label>%s <select name=\"called\">",
                      L(l, "Called card", "Gerufene Karte"));
        char cw[32] = "";
        if (wg)
            sch_called_word(wg->called, wg->called_suit, wg->called_rank, cw, sizeof cw);
        opt(b, "", "-", !cw[0]);
        static const char *const cards[] = {"kreuz-as", "pik-as", "herz-as", "karo-as",
                                            "first-trick"};
        bool known = !cw[0];
        for (size_t i = 0; i < sizeof cards / sizeof *cards; i++) {
            opt(b, cards[i], i == 4 ? L(l, "first trick", "erster Stich") : cards[i],
                strcmp(cw, cards[i]) == 0);
            known = known || strcmp(cw, cards[i]) == 0;
        }
        if (!known) /* an edited game's other card stays */
            opt(b, cw, cw, true);
        sk_buf_add(b, "</select></label>");
    } else {
        static const char *const su[] = {"", "eichel", "gras", "herz", "schellen"};
        static const char *const sl[] = {"", "Eichel", "Gras", "Herz", "Schellen"};
        sk_buf_printf(b, "<label>%s <select name=\"suit\">", L(l, "Suit", "Farbe"));
        opt(b, "", "-", !bg || bg->suit == SCH_SUIT_NONE);
        for (int k = 1; k <= 4; k++)
            opt(b, su[k], sl[k], bg && (int)bg->suit == k);
        sk_buf_add(b, "</select></label>");
    }
    sk_buf_add(b, "</div>\n");

    int decl = wg ? wg->party[0] : bg ? bg->declarer : 0;
    int partner = wg ? wg->party[1] : bg ? bg->partner : 0;
    sk_buf_printf(b, "<fieldset class=\"decl\"><legend>%s</legend>",
                  wend ? L(l, "Declarer (the first Alte, the caller, the soloist)",
                           "Spieler (die erste Alte, der Rufer, der Solist)")
                       : L(l, "Declaring player", "Spieler"));
    sch_seat_radios(b, sh, "declarer", decl, NULL);
    sk_buf_printf(b, "</fieldset>\n<fieldset class=\"decl\"><legend>%s</legend>",
                  wend ? L(l, "Partner (the second Alte, the called one)",
                           "Partner (die zweite Alte, der Gerufene)")
                       : L(l, "Partner (Rufspiel, Hochzeit)", "Partner (Rufspiel, Hochzeit)"));
    sch_seat_radios(b, sh, "partner", partner, L(l, "none", "keiner"));
    sk_buf_add(b, "</fieldset>\n<div class=\"row\">");
    int augen = wg ? wg->party_augen : bg ? bg->declarer_party_augen : SCH_AUGEN_NONE;
    sk_buf_printf(b, "<label>%s <input type=\"number\" name=\"augen\" min=\"0\" max=\"120\" "
                     "inputmode=\"numeric\"",
                  L(l, "Augen (the declaring party's)", "Augen (der Spielerpartei)"));
    if (augen != SCH_AUGEN_NONE)
        sk_buf_printf(b, " value=\"%d\"", augen);
    sch_result res = wg ? wg->result : bg ? bg->result : SCH_RES_NONE;
    sk_buf_printf(b, "></label><label>%s <select name=\"result\">", L(l, "Result", "Ergebnis"));
    opt(b, "", "-", res == SCH_RES_NONE);
    opt(b, "won", L(l, "won", "gewonnen"), res == SCH_RES_WON);
    opt(b, "lost", L(l, "lost", "verloren"), res == SCH_RES_LOST);
    sk_buf_add(b, "</select></label></div>\n<div class=\"row\">");
    check(b, "schneider", "Schneider", wg ? wg->schneider : bg && bg->schneider);
    check(b, "schwarz", "Schwarz", wg ? wg->loser_no_trick : bg && bg->loser_no_trick);
    if (wend) {
        if (s->w.doublings_allowed)
            sk_buf_printf(b, "<label>%s <input type=\"number\" name=\"doublings\" min=\"0\" "
                             "max=\"8\" value=\"%d\"></label>",
                          L(l, "Doublings", "Doppelungen"), wg ? wg->doublings : 0);
        sk_buf_add(b, "</div>\n");
    } else {
        const sch_bav_settings *x = &s->b;
        sk_buf_printf(b, "<label>Laufende <input type=\"number\" name=\"laufende\" min=\"0\" "
                         "max=\"14\" value=\"%d\"></label>",
                      bg ? bg->laufende : 0);
        sk_buf_printf(b, "<label class=\"chk\"><input type=\"checkbox\" name=\"lauf_side\" "
                         "value=\"ohne\"%s> %s</label>",
                      bg && bg->laufende_side == SCH_LAUF_OHNE ? " checked" : "",
                      L(l, "ohne (the opponents' trumps)", "ohne (die Trümpfe der Gegner)"));
        if (x->allow_tout)
            check(b, "tout", "Tout", bg && bg->tout);
        if (x->allow_sie)
            check(b, "sie", "Sie", bg && bg->sie);
        sk_buf_add(b, "</div>\n<div class=\"row\">");
        if (x->doublings_allowed && x->klopfen_allowed) {
            sk_buf_printf(b, "<label>%s <select name=\"klopfer\">", L(l, "Knocked", "Geklopft"));
            for (int k = 0; k <= 4; k++) {
                char v[4];
                snprintf(v, sizeof v, "%d", k);
                opt(b, v, k ? v : "-", (bg ? bg->klopfer : 0) == k);
            }
            sk_buf_add(b, "</select></label>");
        }
        if (x->doublings_allowed && x->kontra_max_level > 0) {
            static const char *const kw[] = {"", "kontra", "re", "sub", "hirsch"};
            static const char *const kl[] = {"-", "Kontra", "Re", "Sub", "Hirsch"};
            sk_buf_add(b, "<label>Kontra <select name=\"kontra\">");
            for (int k = 0; k <= x->kontra_max_level && k <= 4; k++)
                opt(b, kw[k], kl[k], (bg ? bg->kontra_level : 0) == k);
            sk_buf_add(b, "</select></label>");
        }
        if (x->doubled_after_throw_in) { /* derived from the deals before, or by hand */
            sch_doubled_set ds = bg ? bg->doubled_set : SCH_DOUBLED_AUTO;
            sk_buf_printf(b, "<label>%s <select name=\"doubled\">",
                          L(l, "doubled after a throw-in", "gedoppelt nach Zusammenwerfen"));
            opt(b, "", L(l, "as the deals before say", "wie die Spiele davor sagen"),
                ds == SCH_DOUBLED_AUTO);
            opt(b, "x2", L(l, "yes", "ja"), ds == SCH_DOUBLED_YES);
            opt(b, "x1", L(l, "no", "nein"), ds == SCH_DOUBLED_NO);
            sk_buf_add(b, "</select></label>");
        }
        sk_buf_add(b, "</div>\n");
        if (x->allow_ramsch || (bg && bg->kind == SCH_BAV_RAMSCH)) {
            sk_buf_printf(b, "<fieldset class=\"ramsch\"><legend>%s</legend><div class=\"row\">"
                             "%s: ",
                          L(l, "Ramsch (game: Ramsch)", "Ramsch (Spiel: Ramsch)"),
                          L(l, "Loser", "Verlierer"));
            sch_seat_checks(b, sh, "losers", bg ? bg->ramsch_losers : 0);
            sk_buf_printf(b, "</div><div class=\"row\">%s: ", "Jungfrau");
            sch_seat_checks(b, sh, "jungfrau", bg ? bg->ramsch_jungfrau : 0);
            sk_buf_printf(b, "</div><div class=\"row\"><label>Durchmarsch <select "
                             "name=\"durchmarsch\">");
            opt(b, "", "-", !bg || !bg->durchmarsch);
            for (int k = 1; k <= SCH_SEATS; k++) {
                char v[12], lab[96];
                snprintf(v, sizeof v, "%d", k);
                snprintf(lab, sizeof lab, "%d %s", k,
                         k <= sh->tab.size && sh->tab.seats[k - 1].name ? sh->tab.seats[k - 1].name
                                                                         : "?");
                opt(b, v, lab, bg && bg->durchmarsch == k);
            }
            sk_buf_add(b, "</select></label></div></fieldset>\n");
        }
    }
    form_end(b, l, series, table, en->code, en->second, eg ? eg->game_no : 0);
}
