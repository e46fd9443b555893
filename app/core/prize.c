/* prize.c - see prize.h */
#include "prize.h"

#include <stdlib.h>
#include <string.h>

/* The item of group g, place p, or NULL. */
static const prize_item *item_at(const prize_item *items, size_t nitems, day_group g, int p)
{
    for (size_t i = 0; i < nitems; i++)
        if (items[i].group == g && items[i].place == p)
            return &items[i];
    return NULL;
}

static int check_items(const prize_item *items, size_t nitems, sk_err *err)
{
    if (nitems > PRIZE_MAX_ITEMS)
        return sk_err_set(err, SK_INVALID, _("at most %d prizes"), PRIZE_MAX_ITEMS);
    for (size_t i = 0; i < nitems; i++) {
        const prize_item *it = &items[i];
        if (it->group >= DAY_NGROUPS || it->place < 1)
            return sk_err_set(err, SK_INVALID, _("prize %zu: no such group or place"), i + 1);
        if (!it->goods && it->ct <= 0)
            return sk_err_set(err, SK_INVALID, _("prize %s %d: neither money nor goods"),
                              dayset_group_word(it->group), it->place);
        for (size_t k = 0; k < i; k++)
            if (items[k].group == it->group && items[k].place == it->place)
                return sk_err_set(err, SK_INVALID, _("prize %s %d is given twice"),
                                  dayset_group_word(it->group), it->place);
    }
    return SK_OK;
}

/* Group g: its players without a prize, in ranking order, get the places. */
static void award_group(const prize_item *items, size_t nitems, day_group g,
                        const prize_player *pl, size_t n, prize_award *out, size_t *idx)
{
    int last = 0;
    for (size_t i = 0; i < nitems; i++)
        if (items[i].group == g && items[i].place > last)
            last = items[i].place;
    if (!last)
        return;
    /* the eligible players, in ranking order */
    size_t m = 0;
    for (size_t i = 0; i < n; i++)
        if (!out[i].won && (pl[i].groups & (1u << g)))
            idx[m++] = i;
    size_t a = 0;
    int place = 1;
    while (a < m && place <= last) {
        size_t b = a + 1;
        while (b < m && pl[idx[b]].rank == pl[idx[a]].rank)
            b++;
        int k = (int)(b - a);   /* players sharing places place .. place + k - 1 */
        long long sum = 0;
        const prize_item *first = NULL;
        bool goods = false;
        for (int p = place; p < place + k && p <= last; p++) {
            const prize_item *it = item_at(items, nitems, g, p);
            if (!it)
                continue;
            if (!first)
                first = it;
            if (it->goods)
                goods = true;
            else
                sum += it->ct;
        }
        if (first) {
            long long each = sum / k, odd = sum % k;
            for (int j = 0; j < k; j++) {
                prize_award *w = &out[idx[a + (size_t)j]];
                w->won = true;
                w->group = g;
                w->place = place;
                w->shared = k;
                w->ct = each + (j < odd ? 1 : 0);
                w->goods = first->goods ? first->goods : NULL;
                if (!w->goods && goods) /* the money place first, goods after it */
                    for (int p = place; p < place + k && p <= last; p++) {
                        const prize_item *it = item_at(items, nitems, g, p);
                        if (it && it->goods) {
                            w->goods = it->goods;
                            break;
                        }
                    }
                w->lot = goods && k > 1;
            }
        }
        place += k;
        a = b;
    }
}

int prize_award_all(const prize_item *items, size_t nitems, const day_group *order,
                    const prize_player *pl, size_t n, prize_award *out, sk_err *err)
{
    memset(out, 0, n * sizeof *out);
    int rc = check_items(items, nitems, err);
    if (rc != SK_OK)
        return rc;
    for (size_t i = 1; i < n; i++)
        if (pl[i].rank < pl[i - 1].rank || pl[i].rank < 1)
            return sk_err_set(err, SK_INVALID, _("prizes: the players are not in ranking order"));
    size_t *idx = xcalloc(n ? n : 1, sizeof *idx);
    for (int k = 0; k < DAY_NGROUPS; k++)
        award_group(items, nitems, order[k], pl, n, out, idx);
    free(idx);
    return SK_OK;
}
