/* csvout.c - see csvout.h */
#include "csvout.h"
#include "housegame.h"

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

/* The ISkO columns of one game, without the line end. */
static void game_base(sk_buf *b, const game_entry *e)
{
    if (e->passed) {
        sk_buf_printf(b, "%d,%d,%d,,%s,,,,,,,,,", e->series, e->table_no, e->game_no,
                      e->h.ramsch ? "ramsch" : "passed");
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
    sk_buf_printf(b, ",%d,%d,%s", g->schneider ? 1 : 0, g->schwarz ? 1 : 0,
                  g->result == RULES_RES_WON ? "won" : g->result == RULES_RES_LOST ? "lost" : "");
}

void csvout_game(sk_buf *b, const game_entry *e)
{
    game_base(b, e);
    sk_buf_add(b, "\n");
}

void csvout_games_header_house(sk_buf *b)
{
    sk_buf_add(b, CSVIN_GAMES_HEADER "," CSVIN_GAMES_HOUSE_COLS "\n");
}

/* "" for 0, else the number */
static void opt_int(sk_buf *b, int v)
{
    if (v)
        sk_buf_printf(b, "%d", v);
}

void csvout_game_house(sk_buf *b, const game_entry *e, int table_size, int dealer)
{
    const game_house *h = &e->h;
    game_base(b, e);
    sk_buf_printf(b, ",%s,", housegame_kontra_key(h->kontra));
    opt_int(b, h->kontra_by);
    sk_buf_add(b, ",");
    if (!h->ramsch) {
        sk_buf_add(b, ",,,,,\n");
        return;
    }
    sk_buf aug = {0}; /* "-/45/40/35" starts like a formula: csvout_field guards it */
    for (int s = 1; s <= table_size && s <= 4; s++) {
        if (table_size == 4 && s == dealer)
            sk_buf_printf(&aug, "%s-", s > 1 ? "/" : "");
        else
            sk_buf_printf(&aug, "%s%d", s > 1 ? "/" : "", h->augen[s - 1]);
    }
    csvout_field(b, sk_buf_str(&aug), aug.len);
    sk_buf_free(&aug);
    sk_buf_printf(b, ",%d,", h->skat);
    opt_int(b, h->last_trick);
    sk_buf_add(b, ",");
    for (int s = 1, k = 0; s <= 4; s++)
        if (h->jungfrau & (1u << (s - 1)))
            sk_buf_printf(b, "%s%d", k++ ? "/" : "", s);
    sk_buf_add(b, ",");
    opt_int(b, h->durchmarsch);
    sk_buf_printf(b, ",%d\n", h->schieben);
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
