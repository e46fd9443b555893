/* sheet.c - see sheet.h */
#include "sheet.h"

#include <string.h>

void sheet_totals(int size, const sheet_game *games, size_t n, sheet_total out[4])
{
    memset(out, 0, 4 * sizeof *out);
    if (size != 3 && size != 4)
        return;
    for (size_t i = 0; i < n; i++) {
        const sheet_game *g = &games[i];
        if (g->passed || g->declarer < 1 || g->declarer > size)
            continue;
        sheet_total *d = &out[g->declarer - 1];
        d->points += g->score;
        if (g->won) {
            d->won++;
        } else {
            d->lost++;
            for (int s = 0; s < size; s++)
                if (s != g->declarer - 1)
                    out[s].others_lost++;
        }
    }
    int bonus = size == 3 ? 40 : 30;
    for (int s = 0; s < size; s++)
        out[s].seeger = out[s].points + 50 * (out[s].won - out[s].lost) + bonus * out[s].others_lost;
}
