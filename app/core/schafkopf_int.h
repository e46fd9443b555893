/* schafkopf_int.h - what the Wendish list (schafkopf.c) and the Bavarian
 * list (schbav.c) share: the limits of a tariff and the checks of a seat
 * and of card points.  Private to those two files. */
#ifndef SCH_SCHAFKOPF_INT_H
#define SCH_SCHAFKOPF_INT_H

#include <stdbool.h>

#include "i18n.h"
#include "schafkopf.h"

#define MAX_TARIFF 1000000LL  /* 10 000 EUR per game part: far above any club tariff */
#define MAX_FACTOR 16

static inline bool seat_ok(int seat)
{
    return seat >= 1 && seat <= SCH_SEATS;
}

/* Augen 0..120 but not 1 or 119 (no card is worth 1 point). */
static inline int check_augen(const char *field, int a, sk_err *err)
{
    if (a < 0 || a > 120)
        return sk_err_set(err, SK_INVALID, _("%s: %d card points are impossible; a side has 0 to 120"), field,
                          a);
    if (a == 1 || a == 119)
        return sk_err_set(err, SK_INVALID,
                          _("%s: %d card points are impossible; no card is worth exactly 1"), field, a);
    return SK_OK;
}

#endif
