/* test_nearest.c - the nearest known word to a mistyped one (nearest.h):
 * the configuration's keys (svcconf.c) and a ranking's (rankdef.c). */
#include "th.h"

#include <string.h>

#include "nearest.h"

static void distance(void)
{
    TH_EQ_INT(sk_edit_distance("listen", "listen"), 0);
    TH_EQ_INT(sk_edit_distance("lisen", "listen"), 1);     /* a letter left out */
    TH_EQ_INT(sk_edit_distance("lsiten", "listen"), 1);    /* two swapped */
    TH_EQ_INT(sk_edit_distance("LISTEN", "listen"), 0);    /* case */
    TH_EQ_INT(sk_edit_distance("", "db"), 2);
    TH_EQ_INT(sk_edit_distance("kitten", "sitting"), 3);
}

static void nearest(void)
{
    const char *keys[] = {"db", "lang", "listen", "public-url", "trusted-proxy", "threads"};
    size_t n = sizeof keys / sizeof *keys;
    TH_CHECK(sk_nearest("lisen", keys, n) && strcmp(sk_nearest("lisen", keys, n), "listen") == 0);
    TH_CHECK(sk_nearest("public", keys, n) &&
             strcmp(sk_nearest("public", keys, n), "public-url") == 0); /* a beginning */
    TH_CHECK(sk_nearest("trusted_proxy", keys, n) &&
             strcmp(sk_nearest("trusted_proxy", keys, n), "trusted-proxy") == 0);
    TH_CHECK(sk_nearest("database", keys, n) == NULL);  /* nothing near enough */
    TH_CHECK(sk_nearest("xy", keys, n) == NULL);         /* a short word: 1 at most */
    TH_CHECK(sk_nearest("dv", keys, n) && strcmp(sk_nearest("dv", keys, n), "db") == 0);
    const char *r[] = {"method", "min_games", "min_series"};
    TH_CHECK(sk_nearest("metod", r, 3) && strcmp(sk_nearest("metod", r, 3), "method") == 0);
}

int main(void)
{
    TH_SUITE("nearest");
    TH_RUN(distance);
    TH_RUN(nearest);
    return th_done();
}
