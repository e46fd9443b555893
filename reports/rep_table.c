/* rep_table.c - labels and cell helpers shared by the report writers. */
#include "rep_table.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static const struct {
    const char *key, *en, *de;
} labels[] = {
    {"standings", "Standings", "Rangliste"},
    {"poster_title", "Register here", "Hier anmelden"},
    {"poster_scan", "Scan the code with your phone, type your name and club.",
     "Code mit dem Handy scannen, Name und Verein eintragen."},
    {"poster_confirm", "The organiser confirms it: then you are in the next draw.",
     "Die Turnierleitung bestätigt: dann bist du bei der nächsten Auslosung dabei."},
    {"poster_or", "Or open in the browser:", "Oder im Browser öffnen:"},
    {"date", "Date", "Datum"},
    {"series", "Series", "Serie"},
    {"series_all", "All series", "Alle Serien"},
    {"series_n", "Series %d", "Serie %d"},
    {"series_upto", "After series %d", "Nach Serie %d"},
    {"page_of", "Page %d of %d", "Seite %d von %d"},
    {"team_ranking", "Team ranking", "Mannschaftswertung"},
    {"chart_title", "Score progression of the leading players",
     "Punkteverlauf der führenden Spieler"},
    {"points", "Points", "Punkte"},
    {"after_series", "after series", "nach Serie"},
    {"provisional_n", "provisional: %d of %d games",
     "vorläufig: %d von %d Spielen"},
    {"by_lot", "by lot", "durch Los"},
    {"start", "Start", "Start"},
    {"sheet_title", "Score sheet", "Spielliste"},
    {"tournament", "Tournament", "Turnier"},
    {"table", "Table", "Tisch"},
    {"table_n", "Table %d", "Tisch %d"},
    {"seat", "Seat", "Sitz"},
    {"player", "Player", "Spieler"},
    {"name", "Name", "Name"},
    {"start_no", "No.", "Nr."},
    {"game_no", "Game", "Spiel"},
    {"dealer", "Dealer", "Geber"},
    {"contract", "Contract", "Spielart"},
    {"bid", "Bid", "Reizwert"},
    {"bid_short", "Bid", "Reizw."},
    {"value", "Value", "Wert"},
    {"passed", "passed", "eingepasst"},
    {"lost", "lost", "verloren"},
    {"overbid", "overbid", "überreizt"},
    {"game_points", "Game points", "Spielpunkte"},
    {"won_games", "Games won", "Gewonnene Spiele"},
    {"lost_games", "Games lost", "Verlorene Spiele"},
    {"won_lost_x", "(Won − lost) × %d", "(Gewonnen − verloren) × %d"},
    {"won_lost_short", "(+/−) × %d", "(+/−) × %d"},
    {"others_lost", "Others' lost games", "Verlorene Spiele der anderen"},
    {"total", "Total", "Gesamt"},
    {"house_marks", "Marks", "Zeichen"},
    {"house_list", "List", "Liste"},
    {"house_lachse", "Lachse lost", "Verlorene Lachse"},
    {"house_seeger", "Seeger-Fabian", "Seeger-Fabian"},
    {"house_legend", "K Kontra, R Re, S Supra, H Hirsch, B Bock, RR Ramsch round, "
                     "GH Grand Hand instead of Ramsch, $ a Lachs lost",
     "K Kontra, R Re, S Supra, H Hirsch, B Bock, RR Ramschrunde, GH Grand Hand statt Ramsch, "
     "$ Lachs verloren"},
    {"signatures", "Signatures", "Unterschriften"},
    {"plan_title", "Seating plan", "Sitzplan"},
    {"plan_index", "Who sits where", "Wer sitzt wo"},
    {"table_seat", "table %d \u00b7 seat %d", "Tisch %d \u00b7 Sitz %d"},
    {"entry_code", "Entry code %s", "Tischcode %s"},
    {"plan_entry", "Beside each table: its entry code for recording games by phone",
     "Neben jedem Tisch: sein Code zum Eintragen per Handy"},
    {"plan_entry_qr", "Beside each table: its entry code; scan the QR code to record games",
     "Neben jedem Tisch: sein Code; QR-Code scannen, um Spiele einzutragen"},
    {"entry_scan", "Record the games by phone: scan the QR code",
     "Spiele per Handy eintragen: QR-Code scannen"},
    {"rank", "Rank", "Platz"},
    {"team", "Team", "Mannschaft"},
    {"club", "Club", "Verein"},
    {"won", "Won", "Gew."},
    {"lost_short", "Lost", "Verl."},
    {"legend_sheet",
     "Running total under the declarer.  Grey: the dealer sits out.  "
     "L in a frame: lost game.  OB: overbid.",
     "Laufende Summe beim Alleinspieler.  Grau: Geber setzt aus.  "
     "V im Rahmen: verlorenes Spiel.  Ü: überreizt."},
    {"legend_sheet3", /* at a 3-table the dealer plays: nothing is greyed */
     "Running total under the declarer.  L in a frame: lost game.  OB: overbid.",
     "Laufende Summe beim Alleinspieler.  V im Rahmen: verlorenes Spiel.  Ü: überreizt."},
    {"lost_mark", "L", "V"},
    {"overbid_mark", "OB", "Ü"},
    {"hand", "hand", "Hand"},
    {"ouvert", "ouvert", "ouvert"},
    {"schneider", "Schneider", "Schneider"},
    {"schwarz", "Schwarz", "Schwarz"},
    {"announced", "ann.", "angesagt"},
    {"with", "with", "mit"},
    {"without", "without", "ohne"},
    /* statistics (stats, export --stats, the XLSX sheet) */
    {"statistics", "Statistics", "Statistik"},
    {"st_games", "Games", "Spiele"},
    {"st_won_pct", "Won %", "Gew. %"},
    {"st_suit", "Suit", "Farbe"},
    {"st_suit_won", "Suit won", "Farbe gew."},
    {"st_grand", "Grand", "Grand"},
    {"st_grand_won", "Grand won", "Grand gew."},
    {"st_null", "Null", "Null"},
    {"st_null_won", "Null won", "Null gew."},
    {"st_hand", "Hand", "Hand"},
    {"st_hand_won", "Hand won", "Hand gew."},
    {"st_ouvert", "Ouvert", "Ouvert"},
    {"st_ouvert_won", "Ouvert won", "Ouvert gew."},
    {"st_overbid", "Overbid", "Überreizt"},
    {"st_schneider", "Schneider", "Schneider"},
    {"st_schwarz", "Schwarz", "Schwarz"},
    {"st_value_avg", "Avg value", "Ø Wert"},
    {"st_value_best", "Best game", "Bestes Spiel"},
    {"st_table_games", "Games at table", "Spiele am Tisch"},
    {"st_passed", "Passed", "Eingepasst"},
    {"st_series", "Series", "Serien"},
    {"st_seeger_avg", "Avg series", "Ø Serie"},
    {"st_seeger_best", "Best series", "Beste Serie"},
    {"st_seeger_worst", "Worst series", "Schlechteste Serie"},
    {"st_place", "Place", "Platz"},
    {"st_total", "All players", "Alle Spieler"},
    /* the Skat contracts (rep_contract_label), the games sheet, the game text */
    {"c_clubs", "clubs", "Kreuz"},
    {"c_spades", "spades", "Pik"},
    {"c_hearts", "hearts", "Herz"},
    {"c_diamonds", "diamonds", "Karo"},
    {"c_grand", "grand", "Grand"},
    {"c_null", "null", "Null"},
    {"games", "Games", "Spiele"},
    {"games_lc", "games", "Spiele"},
    {"declarer", "Declarer", "Alleinspieler"},
    {"matadors", "Matadors", "Spitzen"},
    {"flags", "Flags", "Zusätze"},
    {"card_points", "Points", "Augen"},
    {"result", "Result", "Ergebnis"},
    {"score", "Score", "Spielpunkte"},
    {"won_lc", "won", "gewonnen"},
    {"others_lost_short", "Others' lost", "Verl. Gegner"},
    {"schneider_announced", "Schneider announced", "Schneider angesagt"},
    {"schwarz_announced", "Schwarz announced", "Schwarz angesagt"},
    {"with_short", "w", "m"},
    {"without_short", "wo", "o"},
    {"schneider_ann_short", "Schn.ann.", "Schn.ang."},
    {"schwarz_ann_short", "Schw.ann.", "Schw.ang."},
    /* league and season tables */
    {"matchdays_count", "Days", "Spieltage"},
    {"league_table", "League table", "Tabelle"},
    {"matchday", "Match day", "Spieltag"},
    {"matchdays", "Match days", "Spieltage"},
    {"points_against", "Points against", "Minuspunkte"},
    {"points_for", "Points for", "Pluspunkte"},
    {"match_points", "Points", "Matchpunkte"},
    {"season_table", "Season table", "Jahreswertung"},
    {"season", "Season", "Saison"},
    {"seeger_sum", "Seeger", "Wertungspunkte"}, /* not Spielpunkte: game points */
    {"series_count", "Series", "Serien"},
    {"provisional_days", "provisional: match day", "vorläufig: Spieltag"},
    {"points_withheld", " (points withheld until complete)",
     " (Punkte erst nach Abschluss gewertet)"},
    {"average", "Average", "Schnitt"},
    {"counted", "Counted", "Wertung"},
    {"md_for", "MD %d for", "ST %d Plus"},
    {"md_against", "MD %d against", "ST %d Minus"},
    {"md_seeger", "MD %d Seeger", "ST %d WP"},
    {"season_all", "all series count", "alle Serien zählen"},
    {"season_best", "the best %d series count, (n) = struck",
     "die besten %d Serien zählen, (n) = Streichergebnis"},
    {"season_average", "ranked by the average per series played",
     "Rangfolge nach dem Schnitt je gespielter Serie"},
    /* Schafkopf lists and their standings */
    {"cents", "Cents", "Cent"},
    {"extras", "Extras", "Extras"},
    {"sch_no", "No", "Nr."},
    {"party", "Party", "Partei"},
    {"series_short", "S.", "S."},
    {"sch_list", "Schafkopf list", "Schafkopf-Liste"},
    {"settlement_zero", "Settlement (zero-sum)", "Abrechnung (Summe null)"},
    {"settlement", "Settlement", "Abrechnung"},
    {"solos_won", "Solos won", "Soli gew."},
    {"sum", "Total", "Summe"},
    {"units", "Units", "Einheiten"},
    {"sch_list_wendish", "Wendish Schafskopf list", "Wendischer Schafskopf – Liste"},
    {"alone", "alone", "allein"},
    {"doubled", "doubled", "gedoppelt"},
    {"loser", "loser ", "Verlierer "},
    {"series_lc", "series", "Serie"},
    {"payments", "Who pays whom", "Wer zahlt an wen"},
    {"pays", "Pays", "Zahlt"},
    {"to", "To", "An"},
    {"amount_eur", "Euro", "Euro"},
    {"balance_eur", "Balance €", "Saldo €"},
    {"settle_eur", "Settlement €", "Abrechnung €"},
    {"entry_eur", "Entry €", "Startgeld €"},
    {"lossfee_eur", "Loss fees €", "Verlustspielgeld €"},
    {"passedfee_eur", "Passed €", "Eingepasst €"},
    {"prize_eur", "Prize €", "Preis €"},
    {"lachse", "Lachse", "Lachse"},
    {"kasse_eur", "Kasse €", "Kasse €"},
    {"list_points", "List", "Liste"},
    {"seeger_points", "Seeger", "Seeger"},
    {"house_round", "Round", "Runde"},
    {"house_rank_plain", "House rules %s: plain list, ranked by the list total",
     "Hausregeln %s: Liste, Rang nach dem Listenstand"},
    {"house_rank_minus", "House rules %s: minus list, ranked closest to 0 first",
     "Hausregeln %s: Minusliste, wer am nächsten an 0 ist, vorn"},
    {"house_rank_bierlachs",
     "House rules %s: Bierlachs, ranked by fewest Lachse, then the current round closest to 0",
     "Hausregeln %s: Bierlachs, Rang nach den wenigsten Lachsen, dann die laufende Runde am "
     "nächsten an 0"},
};

bool rep_parse_lang(const char *s, rep_lang *out)
{
    if (!s)
        return false;
    if (sk_streq_ci(s, "en")) {
        *out = REP_EN;
        return true;
    }
    if (sk_streq_ci(s, "de")) {
        *out = REP_DE;
        return true;
    }
    return false;
}

const char *rep_contract_label(rep_lang lang, rules_contract c)
{
    static const char *const key[RULES_NCONTRACTS] = {"c_clubs", "c_spades", "c_hearts",
                                                      "c_diamonds", "c_grand", "c_null"};
    if ((int)c < 0 || c >= RULES_NCONTRACTS)
        return "?";
    return rep_label(lang, key[c]);
}

const char *rep_label(rep_lang lang, const char *key)
{
    for (size_t i = 0; i < sizeof labels / sizeof labels[0]; i++)
        if (strcmp(labels[i].key, key) == 0)
            return lang == REP_DE ? labels[i].de : labels[i].en;
    return key;
}

rep_cell rep_text(const char *s)
{
    rep_cell c = {REP_CELL_TEXT, s ? s : "", 0};
    return c;
}

rep_cell rep_num(long long n)
{
    rep_cell c = {REP_CELL_NUM, NULL, n};
    return c;
}

rep_cell rep_struck(long long n)
{
    rep_cell c = {REP_CELL_STRUCK, NULL, n};
    return c;
}

rep_cell rep_halves(long long twice)
{
    rep_cell c = {REP_CELL_HALVES, NULL, twice};
    return c;
}

rep_cell rep_cents(long long ct)
{
    rep_cell c = {REP_CELL_CENTS, NULL, ct};
    return c;
}

rep_cell rep_hundredths(long long times100)
{
    rep_cell c = {REP_CELL_HUNDREDTHS, NULL, times100};
    return c;
}

rep_cell rep_tenths(long long times10)
{
    rep_cell c = {REP_CELL_TENTHS, NULL, times10};
    return c;
}

const char *rep_pool_add(rep_pool *p, char *s)
{
    if (p->n == p->cap) {
        p->cap = p->cap ? 2 * p->cap : 64;
        p->v = xrealloc(p->v, p->cap * sizeof *p->v);
    }
    p->v[p->n++] = s;
    return s;
}

void rep_pool_free(rep_pool *p)
{
    for (size_t i = 0; i < p->n; i++)
        free(p->v[i]);
    free(p->v);
    memset(p, 0, sizeof *p);
}

double rep_cell_value(const rep_cell *c)
{
    switch (c->kind) {
    case REP_CELL_NUM:
    case REP_CELL_STRUCK:
        return (double)c->num;
    case REP_CELL_HALVES:
        return (double)c->num / 2.0;
    case REP_CELL_HUNDREDTHS:
    case REP_CELL_CENTS:
        return (double)c->num / 100.0;
    case REP_CELL_TENTHS:
        return (double)c->num / 10.0;
    default:
        return 0;
    }
}

void rep_fmt_cell(const rep_cell *c, rep_lang lang, char *buf, int size)
{
    const char *dp = lang == REP_DE ? "," : ".";
    char n[40];
    switch (c->kind) {
    case REP_CELL_NUM:
        rep_fmt_num(c->num, buf, size);
        break;
    case REP_CELL_STRUCK:
        rep_fmt_num(c->num, n, sizeof n);
        snprintf(buf, (size_t)size, "(%s)", n);
        break;
    case REP_CELL_HALVES: {
        long long a = c->num < 0 ? -c->num : c->num;
        snprintf(buf, (size_t)size, "%s%lld%s%s", c->num < 0 ? "\xe2\x88\x92" : "", a / 2,
                 a % 2 ? dp : "", a % 2 ? "5" : "");
        break;
    }
    case REP_CELL_HUNDREDTHS:
    case REP_CELL_CENTS: {
        long long a = c->num < 0 ? -c->num : c->num;
        snprintf(buf, (size_t)size, "%s%lld%s%02lld", c->num < 0 ? "\xe2\x88\x92" : "", a / 100,
                 dp, a % 100);
        break;
    }
    case REP_CELL_TENTHS: {
        long long a = c->num < 0 ? -c->num : c->num;
        snprintf(buf, (size_t)size, "%s%lld%s%lld", c->num < 0 ? "\xe2\x88\x92" : "", a / 10,
                 dp, a % 10);
        break;
    }
    default:
        if (size > 0)
            buf[0] = 0;
    }
}

void rep_fmt_num(long long n, char *buf, int size)
{
    if (n < 0)
        snprintf(buf, (size_t)size, "\xe2\x88\x92%lld", -n);
    else
        snprintf(buf, (size_t)size, "%lld", n);
}
