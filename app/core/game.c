/* game.c - see game.h */
#include "game.h"

#include <string.h>

int game_dealer_seat(const game_table_rules *t, int game_no)
{
    int first = t->first_dealer >= 1 && t->first_dealer <= t->table_size ? t->first_dealer : 1;
    return (first - 1 + (game_no - 1) % t->table_size + t->table_size) % t->table_size + 1;
}

int game_validate(const game_entry *e, const game_table_rules *t, rules_outcome *out,
                  sk_err *err)
{
    memset(out, 0, sizeof *out);
    if (t->table_size != 3 && t->table_size != 4)
        return sk_err_set(err, SK_INVALID, "table size %d is impossible: a table has 3 or 4 players",
                          t->table_size);
    if (e->game_no < 1 || e->game_no > t->series_games)
        return sk_err_set(err, SK_INVALID,
                          "game %d is outside the series: a %d-table plays games 1 to %d",
                          e->game_no, t->table_size, t->series_games);
    if (e->passed) {
        if (e->declarer != 0)
            return sk_err_set(err, SK_INVALID, "declarer %d given for a passed game: "
                              "nobody declares a passed game", e->declarer);
        return SK_OK;
    }
    if (e->declarer < 1 || e->declarer > t->table_size)
        return sk_err_set(err, SK_INVALID,
                          "declarer seat %d is not a seat of this table (seats 1 to %d)",
                          e->declarer, t->table_size);
    if (t->table_size == 4) {
        int dealer = game_dealer_seat(t, e->game_no);
        if (e->declarer == dealer)
            return sk_err_set(err, SK_INVALID,
                              "declarer seat %d deals game %d: at a 4-table the dealer sits out",
                              e->declarer, e->game_no);
    }
    return rules_evaluate(&e->g, t->table_size, out, err);
}
