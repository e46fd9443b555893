/* seeger.c - see seeger.h */
#include "seeger.h"

int seeger_bonus_per_lost(int table_size)
{
    return table_size == 3 ? SEEGER_BONUS3 : table_size == 4 ? SEEGER_BONUS4 : 0;
}

int seeger_game(int score, bool won)
{
    return score + (won ? SEEGER_WON_LOST : -SEEGER_WON_LOST);
}

int seeger_won_lost(int won, int lost)
{
    return SEEGER_WON_LOST * (won - lost);
}

int seeger_total(int game_points, int won, int lost, int others_lost, int table_size)
{
    return game_points + seeger_won_lost(won, lost) +
           seeger_bonus_per_lost(table_size) * others_lost;
}
