/* seatsub.c - see seatsub.h */
#include "seatsub.h"

#include <stdbool.h>
#include <stdlib.h>

#include "util.h"

int64_t subs_player_at(const int64_t player[SHEET_MAX_SEATS + 1], const subs_change *c, size_t n,
                       int seat, int game_no)
{
    if (seat < 1 || seat > SHEET_MAX_SEATS)
        return 0;
    int64_t who = player[seat];
    int best = 0;
    for (size_t i = 0; i < n; i++)
        if (c[i].seat == seat && c[i].from_game <= game_no && c[i].from_game > best) {
            best = c[i].from_game;
            who = c[i].player;
        }
    return who;
}

/* The block of (seat, who) in out[0..*nb), added when new. */
static stand_block *block_of(stand_block *out, size_t *nb, int seat, int64_t who, int series_no,
                             int size, int *seat_of)
{
    for (size_t i = 0; i < *nb; i++)
        if (out[i].player == who && seat_of[i] == seat)
            return &out[i];
    seat_of[*nb] = seat;
    out[*nb] = (stand_block){who, series_no, size, 0, 0, 0, 0};
    return &out[(*nb)++];
}

size_t subs_blocks(const sheet *s, const int64_t player[SHEET_MAX_SEATS + 1],
                   const subs_change *c, size_t n, int series_no, stand_block *out)
{
    size_t nb = 0;
    int *seat_of = xcalloc((size_t)SHEET_MAX_SEATS + n + 1, sizeof *seat_of);
    int size = s->table_size;
    /* every player who sat at a seat gets a block, games or not */
    for (int seat = 1; seat <= size; seat++)
        if (player[seat])
            block_of(out, &nb, seat, player[seat], series_no, size, seat_of);
    for (size_t i = 0; i < n; i++)
        if (c[i].seat >= 1 && c[i].seat <= size && c[i].player)
            block_of(out, &nb, c[i].seat, c[i].player, series_no, size, seat_of);
    for (int k = 0; k < s->series_games; k++) {
        const sheet_row *r = &s->rows[k];
        if (!(r->marks & SHEET_PLAYED) || r->declarer < 1 || r->declarer > size)
            continue;
        bool lost = (r->marks & SHEET_LOST) != 0;
        for (int seat = 1; seat <= size; seat++) {
            int64_t who = subs_player_at(player, c, n, seat, r->game_no);
            if (!who)
                continue;
            stand_block *b = block_of(out, &nb, seat, who, series_no, size, seat_of);
            if (seat == r->declarer) {
                b->game_points += r->score;
                if (lost)
                    b->lost++;
                else
                    b->won++;
            } else if (lost) {
                b->others_lost++; /* the 4-table's dealer who sat out included */
            }
        }
    }
    free(seat_of);
    return nb;
}
