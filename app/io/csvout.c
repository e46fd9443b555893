/* csvout.c - see csvout.h */
#include "csvout.h"

#include <string.h>

#include "csvin.h"

/* A cell a spreadsheet would run as a formula: starting with = + - @ TAB
 * or CR (OWASP), and not a plain number ("-5", "+3", "1.5" stay), or a
 * cell already starting with the guard quote before one of those, so that
 * csvin's unguarding gives back exactly what was written. */
bool csvout_needs_guard(const char *s, size_t n)
{
    if (n == 0)
        return false;
    if (s[0] == '\'')
        return n > 1 && strchr("=+-@\t\r", s[1]);
    if (!strchr("=+-@\t\r", s[0]))
        return false;
    size_t i = s[0] == '+' || s[0] == '-' ? 1 : 0, digits = 0;
    while (i < n && s[i] >= '0' && s[i] <= '9')
        i++, digits++;
    if (digits && i < n && (s[i] == '.' || s[i] == ',')) {
        size_t d2 = 0;
        for (i++; i < n && s[i] >= '0' && s[i] <= '9'; i++)
            d2++;
        if (!d2)
            return true;
    }
    return !(digits && i == n);
}

void csvout_field(sk_buf *b, const char *s, size_t n)
{
    bool guard = csvout_needs_guard(s, n);
    bool quote = n > 0 && (s[0] == ' ' || s[n - 1] == ' ');
    for (size_t i = 0; i < n && !quote; i++)
        if (s[i] == ',' || s[i] == '"' || s[i] == '\r' || s[i] == '\n')
            quote = true;
    if (!quote) {
        if (guard)
            sk_buf_addn(b, "'", 1);
        sk_buf_addn(b, s, n);
        return;
    }
    sk_buf_addn(b, guard ? "\"'" : "\"", guard ? 2 : 1);
    size_t from = 0;
    for (size_t i = 0; i < n; i++)
        if (s[i] == '"') {
            sk_buf_addn(b, s + from, i + 1 - from);
            sk_buf_addn(b, "\"", 1);
            from = i + 1;
        }
    sk_buf_addn(b, s + from, n - from);
    sk_buf_addn(b, "\"", 1);
}

void csvout_games_header(sk_buf *b)
{
    sk_buf_add(b, CSVIN_GAMES_HEADER "\n");
}

void csvout_game(sk_buf *b, const game_entry *e)
{
    if (e->passed) {
        sk_buf_printf(b, "%d,%d,%d,,passed,,,,,,,,,\n", e->series, e->table_no, e->game_no);
        return;
    }
    const rules_game *g = &e->g;
    sk_buf_printf(b, "%d,%d,%d,%d,%s,", e->series, e->table_no, e->game_no, e->declarer,
                  rules_contract_name(g->contract));
    if (g->matadors)
        sk_buf_printf(b, "%d", g->matadors);
    sk_buf_printf(b, ",%d,%d,%s,%d,", g->hand ? 1 : 0, g->ouvert ? 1 : 0,
                  g->announce == RULES_ANN_SCHNEIDER ? "schneider"
                  : g->announce == RULES_ANN_SCHWARZ ? "schwarz" : "",
                  g->bid);
    if (g->points != RULES_POINTS_NONE)
        sk_buf_printf(b, "%d", g->points);
    sk_buf_printf(b, ",%d,%d,%s\n", g->schneider ? 1 : 0, g->schwarz ? 1 : 0,
                  g->result == RULES_RES_WON ? "won" : g->result == RULES_RES_LOST ? "lost" : "");
}

void csvout_players_header(sk_buf *b)
{
    sk_buf_add(b, CSVIN_PLAYERS_HEADER "\n");
}

void csvout_player(sk_buf *b, const char *name, int number, const char *club)
{
    csvout_field(b, name, strlen(name));
    if (number > 0)
        sk_buf_printf(b, ",%d,", number);
    else
        sk_buf_add(b, ",,");
    if (club)
        csvout_field(b, club, strlen(club));
    sk_buf_add(b, "\n");
}

void csvout_seats_header(sk_buf *b)
{
    sk_buf_add(b, CSVIN_SEATS_HEADER "\n");
}

void csvout_seat(sk_buf *b, int series, int table_no, int seat, const char *player)
{
    sk_buf_printf(b, "%d,%d,%d,", series, table_no, seat);
    csvout_field(b, player, strlen(player));
    sk_buf_add(b, "\n");
}
