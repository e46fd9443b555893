/* rep_table.c - labels and cell helpers shared by the report writers. */
#include "rep_table.h"
#include "i18n.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* The reports' words: the key and the English text (the msgid); the
 * German is in po/de.po under the key as its context (msgctxt), beside
 * every other German text. */
static const struct {
    const char *key, *en;
} labels[] = {
    {"standings", NC_("standings", "Standings")},
    {"poster_title", NC_("poster_title", "Register here")},
    {"poster_scan", NC_("poster_scan", "Scan the code with your phone, type your name and club.")},
    {"poster_confirm",
     NC_("poster_confirm", "The organiser confirms it: then you are in the next draw.")},
    {"poster_or", NC_("poster_or", "Or open in the browser:")},
    {"cards_title", NC_("cards_title", "Table cards")},
    {"card_scan", NC_("card_scan", "Scan with the table's phone to record this table's games")},
    {"slips_title", NC_("slips_title", "Draw slips")},
    {"slip_seat", NC_("slip_seat", "Series %d: table %d, seat %d")},
    {"start_no_n", NC_("start_no_n", "Start no. %d")},
    {"codes_title", NC_("codes_title", "Check-in codes")},
    {"code_yours", NC_("code_yours", "Your check-in code")},
    {"code_scan", NC_("code_scan", "Show it at the door to check in.")},
    {"giro_title", NC_("giro_title", "Entry fee by banking app")},
    {"giro_amount", NC_("giro_amount", "Amount: %s euros")},
    {"giro_payee", NC_("giro_payee", "Payee")},
    {"giro_ref", NC_("giro_ref", "Reference: %s")},
    {"giro_page", NC_("giro_page", "Entry fee by bank transfer")},
    {"cashier_title", NC_("cashier_title", "Cash desk")},
    {"kasse_report", NC_("kasse_report", "Cash report (Kassenbericht)")},
    {"receipt_title", NC_("receipt_title", "Receipt")},
    {"receipt_no", NC_("receipt_no", "No. %s")},
    {"receipt_event", NC_("receipt_event", "Event")},
    {"receipt_player", NC_("receipt_player", "Player")},
    {"receipt_what", NC_("receipt_what", "What")},
    {"receipt_how", NC_("receipt_how", "How")},
    {"receipt_in", NC_("receipt_in", "Received")},
    {"receipt_out", NC_("receipt_out", "Paid out")},
    {"receipt_fee", NC_("receipt_fee", "Entry fee")},
    {"receipt_fee_owed", NC_("receipt_fee_owed", "Entry fee still owed")},
    {"receipt_fee_waived", NC_("receipt_fee_waived", "Entry fee waived")},
    {"receipt_over", NC_("receipt_over", "Paid above the entry fee")},
    {"receipt_refund", NC_("receipt_refund", "Given back (change or refund)")},
    {"receipt_donation", NC_("receipt_donation", "Of it kept as a donation")},
    {"receipt_prize", NC_("receipt_prize", "Prize money")},
    {"receipt_goods", NC_("receipt_goods", "Prize in goods")},
    {"receipt_cash", NC_("receipt_cash", "cash")},
    {"receipt_transfer", NC_("receipt_transfer", "transfer")},
    {"receipt_total", NC_("receipt_total", "Total")},
    {"receipt_received", NC_("receipt_received", "%s euros received with thanks from %s.")},
    {"receipt_paid", NC_("receipt_paid", "%s euros paid out to %s.")},
    {"receipt_place_date", NC_("receipt_place_date", "Place, date")},
    {"receipt_sign", NC_("receipt_sign", "Signature of the treasurer (Kassenwart)")},

    {"vc_title", NC_("vc_title", "Venue codes")},
    {"vc_matchday", NC_("vc_matchday", "Match day %d, %s")},
    {"vc_contact", NC_("vc_contact", "Contact: %s")},
    {"vc_code", NC_("vc_code", "The venue's code for this match day")},
    {"vc_kept", NC_("vc_kept", "given out earlier and still valid (a new one: league code sheet --renew)")},
    {"vc_scan", NC_("vc_scan", "Scan: the venue's code")},
    {"vc_hub", NC_("vc_hub", "League server: %s")},
    {"vc_groups", NC_("vc_groups", "Venue groups and teams")},
    {"vc_group", NC_("vc_group", "Venue group %d: %s")},
    {"vc_steps", NC_("vc_steps", "The match day in five steps")},
    {"vc_step1", NC_("vc_step1", "Pull, once, while online: skatsheet sync pull --hub %s --code %s")},
    {"vc_step2", NC_("vc_step2", "Draw each series: skatsheet series draw 1 --separate team -t \"%s\"")},
    {"vc_step3", NC_("vc_step3", "Play and enter every game at the table, also without internet (command line, full screen or phones).")},
    {"vc_step4", NC_("vc_step4", "Push the results whenever online, again after a failure: skatsheet sync push")},
    {"vc_step5", NC_("vc_step5", "A team captain confirms with his own code: skatsheet sync confirm --hub %s --code CODE --matchday %d")},
    {"date", NC_("date", "Date")},
    {"series", NC_("series", "Series")},
    {"series_all", NC_("series_all", "All series")},
    {"series_n", NC_("series_n", "Series %d")},
    {"series_upto", NC_("series_upto", "After series %d")},
    {"page_of", NC_("page_of", "Page %d of %d")},
    {"team_ranking", NC_("team_ranking", "Team ranking")},
    {"chart_title", NC_("chart_title", "Score progression of the leading players")},
    {"points", NC_("points", "Points")},
    {"after_series", NC_("after_series", "after series")},
    {"provisional_n", NC_("provisional_n", "provisional: %d of %d games")},
    {"games_recorded", NC_("games_recorded", "Games recorded")},
    {"games_expected", NC_("games_expected", "Games expected")},
    {"progress", NC_("progress", "Progress")},
    {"provisional", NC_("provisional", "provisional")},
    {"complete", NC_("complete", "complete")},
    {"by_lot", NC_("by_lot", "by lot")},
    {"start", NC_("start", "Start")},
    {"sheet_title", NC_("sheet_title", "Score sheet")},
    {"tournament", NC_("tournament", "Tournament")},
    {"table", NC_("table", "Table")},
    {"table_n", NC_("table_n", "Table %d")},
    {"seat", NC_("seat", "Seat")},
    {"player", NC_("player", "Player")},
    {"name", NC_("name", "Name")},
    {"start_no", NC_("start_no", "No.")},
    {"game_no", NC_("game_no", "Game")},
    {"dealer", NC_("dealer", "Dealer")},
    {"contract", NC_("contract", "Contract")},
    {"bid", NC_("bid", "Bid")},
    {"bid_short", NC_("bid_short", "Bid")},
    {"value", NC_("value", "Value")},
    {"passed", NC_("passed", "passed")},
    {"lost", NC_("lost", "lost")},
    {"overbid", NC_("overbid", "overbid")},
    {"game_points", NC_("game_points", "Game points")},
    {"won_games", NC_("won_games", "Games won")},
    {"lost_games", NC_("lost_games", "Games lost")},
    {"won_lost_x", NC_("won_lost_x", "(Won − lost) × %d")},
    {"won_lost_short", NC_("won_lost_short", "(+/−) × %d")},
    {"others_lost", NC_("others_lost", "Others' lost games")},
    {"total", NC_("total", "Total")},
    {"house_marks", NC_("house_marks", "Marks")},
    {"house_list", NC_("house_list", "List")},
    {"house_lachse", NC_("house_lachse", "Lachse lost")},
    {"house_seeger", NC_("house_seeger", "Seeger-Fabian")},
    {"house_legend",
     NC_("house_legend", "K Kontra, R Re, S Supra, H Hirsch, B Bock, RR Ramsch round, GH Grand Hand instead of Ramsch, $ a Lachs lost")},
    {"signatures", NC_("signatures", "Signatures")},
    {"plan_title", NC_("plan_title", "Seating plan")},
    {"plan_index", NC_("plan_index", "Who sits where")},
    {"table_seat", NC_("table_seat", "table %d \u00b7 seat %d")},
    {"entry_code", NC_("entry_code", "Entry code %s")},
    {"plan_entry",
     NC_("plan_entry", "Beside each table: its entry code for recording games by phone")},
    {"plan_entry_qr",
     NC_("plan_entry_qr", "Beside each table: its entry code; scan the QR code to record games")},
    {"entry_scan", NC_("entry_scan", "Record the games by phone: scan the QR code")},
    {"rank", NC_("rank", "Rank")},
    {"team", NC_("team", "Team")},
    {"club", NC_("club", "Club")},
    {"won", NC_("won", "Won")},
    {"lost_short", NC_("lost_short", "Lost")},
    {"legend_sheet",
     NC_("legend_sheet", "Running total under the declarer.  Grey: the dealer sits out.  L in a frame: lost game.  OB: overbid.")},
    /* at a 3-table the dealer plays: nothing is greyed */
    {"legend_sheet3",
     NC_("legend_sheet3", "Running total under the declarer.  L in a frame: lost game.  OB: overbid.")},
    {"lost_mark", NC_("lost_mark", "L")},
    {"overbid_mark", NC_("overbid_mark", "OB")},
    {"hand", NC_("hand", "hand")},
    {"ouvert", NC_("ouvert", "ouvert")},
    {"schneider", NC_("schneider", "Schneider")},
    {"schwarz", NC_("schwarz", "Schwarz")},
    {"announced", NC_("announced", "ann.")},
    {"with", NC_("with", "with")},
    {"without", NC_("without", "without")},
    /* statistics (stats, export --stats, the XLSX sheet) */
    {"statistics", NC_("statistics", "Statistics")},
    {"st_games", NC_("st_games", "Games")},
    {"st_won_pct", NC_("st_won_pct", "Won %")},
    {"st_suit", NC_("st_suit", "Suit")},
    {"st_suit_won", NC_("st_suit_won", "Suit won")},
    {"st_grand", NC_("st_grand", "Grand")},
    {"st_grand_won", NC_("st_grand_won", "Grand won")},
    {"st_null", NC_("st_null", "Null")},
    {"st_null_won", NC_("st_null_won", "Null won")},
    {"st_hand", NC_("st_hand", "Hand")},
    {"st_hand_won", NC_("st_hand_won", "Hand won")},
    {"st_ouvert", NC_("st_ouvert", "Ouvert")},
    {"st_ouvert_won", NC_("st_ouvert_won", "Ouvert won")},
    {"st_overbid", NC_("st_overbid", "Overbid")},
    {"st_schneider", NC_("st_schneider", "Schneider")},
    {"st_schwarz", NC_("st_schwarz", "Schwarz")},
    {"st_value_avg", NC_("st_value_avg", "Avg value")},
    {"st_value_best", NC_("st_value_best", "Best game")},
    {"st_table_games", NC_("st_table_games", "Games at table")},
    {"st_passed", NC_("st_passed", "Passed")},
    {"st_ramsch", NC_("st_ramsch", "Ramsch")},
    {"st_series", NC_("st_series", "Series")},
    {"st_seeger_avg", NC_("st_seeger_avg", "Avg series")},
    {"st_seeger_best", NC_("st_seeger_best", "Best series")},
    {"st_seeger_worst", NC_("st_seeger_worst", "Worst series")},
    {"st_place", NC_("st_place", "Place")},
    {"st_total", NC_("st_total", "All players")},
    /* the Skat contracts (rep_contract_label), the games sheet, the game text */
    {"c_clubs", NC_("c_clubs", "clubs")},
    {"c_spades", NC_("c_spades", "spades")},
    {"c_hearts", NC_("c_hearts", "hearts")},
    {"c_diamonds", NC_("c_diamonds", "diamonds")},
    {"c_grand", NC_("c_grand", "grand")},
    {"c_null", NC_("c_null", "null")},
    {"games", NC_("games", "Games")},
    {"games_lc", NC_("games_lc", "games")},
    {"declarer", NC_("declarer", "Declarer")},
    {"matadors", NC_("matadors", "Matadors")},
    {"flags", NC_("flags", "Flags")},
    {"card_points", NC_("card_points", "Points")},
    {"result", NC_("result", "Result")},
    {"score", NC_("score", "Score")},
    {"won_lc", NC_("won_lc", "won")},
    {"others_lost_short", NC_("others_lost_short", "Others' lost")},
    {"schneider_announced", NC_("schneider_announced", "Schneider announced")},
    {"schwarz_announced", NC_("schwarz_announced", "Schwarz announced")},
    {"with_short", NC_("with_short", "w")},
    {"without_short", NC_("without_short", "wo")},
    {"schneider_ann_short", NC_("schneider_ann_short", "Schn.ann.")},
    {"schwarz_ann_short", NC_("schwarz_ann_short", "Schw.ann.")},
    /* league and season tables */
    {"matchdays_count", NC_("matchdays_count", "Days")},
    {"league_table", NC_("league_table", "League table")},
    {"matchday", NC_("matchday", "Match day")},
    {"matchdays", NC_("matchdays", "Match days")},
    {"points_against", NC_("points_against", "Points against")},
    {"points_for", NC_("points_for", "Points for")},
    {"match_points", NC_("match_points", "Points")},
    {"season_table", NC_("season_table", "Season table")},
    {"season", NC_("season", "Season")},
    {"seeger_sum", NC_("seeger_sum", "Seeger")}, /* not Spielpunkte: game points */
    {"series_count", NC_("series_count", "Series")},
    {"provisional_days", NC_("provisional_days", "provisional: match day")},
    {"points_withheld", NC_("points_withheld", " (points withheld until complete)")},
    {"average", NC_("average", "Average")},
    {"counted", NC_("counted", "Counted")},
    {"md_for", NC_("md_for", "MD %d for")},
    {"md_against", NC_("md_against", "MD %d against")},
    {"md_seeger", NC_("md_seeger", "MD %d Seeger")},
    {"season_all", NC_("season_all", "all series count")},
    {"season_best", NC_("season_best", "the best %d series count, (n) = struck")},
    {"season_average", NC_("season_average", "ranked by the average per series played")},
    /* Schafkopf lists and their standings */
    {"cents", NC_("cents", "Cents")},
    {"extras", NC_("extras", "Extras")},
    {"sch_no", NC_("sch_no", "No")},
    {"party", NC_("party", "Party")},
    {"series_short", NC_("series_short", "S.")},
    {"sch_list", NC_("sch_list", "Schafkopf list")},
    {"settlement_zero", NC_("settlement_zero", "Settlement (zero-sum)")},
    {"settlement", NC_("settlement", "Settlement")},
    {"solos_won", NC_("solos_won", "Solos won")},
    {"sum", NC_("sum", "Total")},
    {"units", NC_("units", "Units")},
    {"sch_list_wendish", NC_("sch_list_wendish", "Wendish Schafskopf list")},
    {"alone", NC_("alone", "alone")},
    {"doubled", NC_("doubled", "doubled")},
    {"loser", NC_("loser", "loser ")},
    {"series_lc", NC_("series_lc", "series")},
    {"payments", NC_("payments", "Who pays whom")},
    {"pays", NC_("pays", "Pays")},
    {"to", NC_("to", "To")},
    {"amount_eur", NC_("amount_eur", "Euro")},
    {"balance_eur", NC_("balance_eur", "Balance €")},
    {"settle_eur", NC_("settle_eur", "Settlement €")},
    {"entry_eur", NC_("entry_eur", "Entry €")},
    {"lossfee_eur", NC_("lossfee_eur", "Loss fees €")},
    {"passedfee_eur", NC_("passedfee_eur", "Passed €")},
    {"prize_eur", NC_("prize_eur", "Prize €")},
    {"lachse", NC_("lachse", "Lachse")},
    {"kasse_eur", NC_("kasse_eur", "Kasse €")},
    {"list_points", NC_("list_points", "List")},
    {"seeger_points", NC_("seeger_points", "Seeger")},
    {"house_round", NC_("house_round", "Round")},
    /* the games sheet of a house evening (app/ops/housexlsx.c) */
    {"h_kontra", NC_("h_kontra", "Kontra")},
    {"h_bock", NC_("h_bock", "Bock")},
    {"h_ramsch", NC_("h_ramsch", "Ramsch")},
    {"h_ramsch_round", NC_("h_ramsch_round", "Ramsch round")},
    {"h_grand_hand_instead", NC_("h_grand_hand_instead", "Grand Hand instead of Ramsch")},
    {"h_lachs_lost", NC_("h_lachs_lost", "Lachs lost")},
    {"h_player_n", NC_("h_player_n", "Player %d")},
    {"h_entry_n", NC_("h_entry_n", "Entry %d")},
    {"h_total_n", NC_("h_total_n", "Total %d")},
    {"h_lists", NC_("h_lists", "Lists")},
    /* the rate periods of a house-rules tournament's money (app/cli/moneyrep.c) */
    {"rate_periods", NC_("rate_periods", "Rate periods")},
    {"rate_period_games", NC_("rate_period_games", "Games %zu-%zu, %s ct/point (euros)")},
    {"rate_period_next", NC_("rate_period_next", "From game %zu, %s ct/point (euros)")},
    /* the games sheet of a Schafkopf tournament (app/ops/schxlsx.c) */
    {"sch_laufende", NC_("sch_laufende", "Laufende")},
    {"sch_kontra", NC_("sch_kontra", "Kontra/Re")},
    {"sch_klopfer", NC_("sch_klopfer", "Klopfer")},
    {"sch_tout_sie", NC_("sch_tout_sie", "Tout/Sie")},
    {"sch_money_n", NC_("sch_money_n", "Euro %d")},
    {"house_rank_plain",
     NC_("house_rank_plain", "House rules %s: plain list, ranked by the list total")},
    {"house_rank_minus",
     NC_("house_rank_minus", "House rules %s: minus list, ranked closest to 0 first")},
    {"house_rank_bierlachs",
     NC_("house_rank_bierlachs", "House rules %s: Bierlachs, ranked by fewest Lachse, then the current round closest to 0")},
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

char *rep_game_flags(const rules_game *g, const rules_outcome *o, rep_lang lang)
{
    sk_buf b = {0};
    if (g->hand)
        sk_buf_printf(&b, "%s ", rep_label(lang, "hand"));
    if (g->ouvert)
        sk_buf_add(&b, "ouvert ");
    if (g->announce == RULES_ANN_SCHNEIDER)
        sk_buf_printf(&b, "%s ", rep_label(lang, "schneider_announced"));
    if (g->announce == RULES_ANN_SCHWARZ)
        sk_buf_printf(&b, "%s ", rep_label(lang, "schwarz_announced"));
    if (o->lv_schwarz && g->announce != RULES_ANN_SCHWARZ && !g->ouvert)
        sk_buf_add(&b, "Schwarz ");
    else if (o->lv_schneider && g->announce == RULES_ANN_NONE && !g->ouvert)
        sk_buf_add(&b, "Schneider ");
    char *s = sk_buf_take(&b);
    size_t n = strlen(s);
    if (n && s[n - 1] == ' ')
        s[n - 1] = 0;
    return s;
}

const char *rep_label(rep_lang lang, const char *key)
{
    for (size_t i = 0; i < sizeof labels / sizeof labels[0]; i++)
        if (strcmp(labels[i].key, key) == 0)
            return lang == REP_DE ? sk_trc_in(SK_LANG_DE, labels[i].key, labels[i].en)
                                  : labels[i].en;
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
