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

static void hidden_code(sk_buf *b, const char *code)
{
    sk_buf_add(b, "<input type=\"hidden\" name=\"code\" value=\"");
    html_esc(b, code);
    sk_buf_add(b, "\">");
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

void render_entry_form(sk_buf *b, const web_ctx *c, const ops_table_sheet *ts, int series,
                       const web_entry *en);

void render_entry_form(sk_buf *b, const web_ctx *c, const ops_table_sheet *ts, int series,
                       const web_entry *en)
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
    hidden_code(b, en->code);
    if (en->second)
        sk_buf_add(b, "<input type=\"hidden\" name=\"copy\" value=\"2\">");
    sk_buf_printf(b, "<input type=\"hidden\" name=\"action\" value=\"%s\">", g ? "edit" : "add");
    sk_buf_printf(b, "<h3>%s <input class=\"gno\" type=\"number\" name=\"game\" min=\"1\" "
                     "max=\"%d\" value=\"%d\"%s> <span class=\"dealer\">(%s: %d ",
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
        sk_buf_add(b, "</label>");
    }
    /* house rules: the profile says which fields the form has */
    house_profile hp;
    bool house = false;
    {
        db_tournament t;
        sk_err e;
        sk_err_clear(&e);
        if (db_tournament_find(c->d, c->tournament, &t, &e) == SK_OK) {
            house = ops_house_profile(&t, &hp, &e) == SK_OK && house_profile_has_house_rules(&hp);
            db_tournament_clear(&t);
        }
    }
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
    sk_buf_add(b, "<output id=\"preview\" class=\"preview\" aria-live=\"polite\"></output>\n");
    sk_buf_printf(b, "<div class=\"row\"><button type=\"submit\" class=\"save\">%s</button>",
                  g ? L(l, "Save the change", "Änderung speichern") : L(l, "Save", "Speichern"));
    if (g) {
        sk_buf_printf(b, " <a class=\"btn\" href=\"/table/%d/%d?code=", series, table);
        html_esc(b, en->code);
        sk_buf_printf(b, "&amp;lang=%s\">%s</a>", lc, L(l, "Cancel", "Abbrechen"));
    }
    sk_buf_add(b, "</div>\n</form>\n");
    if (g) {
        sk_buf_printf(b, "<form class=\"del\" method=\"post\" action=\"/table/%d/%d/game?lang=%s\" "
                         "data-confirm=\"%s\">",
                      series, table, lc,
                      L(l, "Delete this game?", "Dieses Spiel löschen?"));
        hidden_code(b, en->code);
        if (en->second)
            sk_buf_add(b, "<input type=\"hidden\" name=\"copy\" value=\"2\">");
        sk_buf_printf(b, "<input type=\"hidden\" name=\"action\" value=\"delete\">"
                         "<input type=\"hidden\" name=\"game\" value=\"%d\">"
                         "<button type=\"submit\" class=\"danger\">%s %d</button></form>\n",
                      g->e.game_no, L(l, "Delete game", "Spiel löschen"), g->e.game_no);
    }
}
