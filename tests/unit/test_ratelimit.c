/* test_ratelimit.c - the per-address limits of serve (app/web/ratelimit.h,
 * issue 28 item 5): every address counted on its own, also addresses that
 * share a hash bucket (the old table of 1,024 hashed slots let an address
 * that collided with another reset or share its count); expiry of entries
 * whose bucket is full again; a full map drops the entry unused longest,
 * never the limit. */
#include "th.h"

#include <stdio.h>

#include "ratelimit.h"

static web_addr v4(int a, int b, int c, int d)
{
    web_addr x;
    memset(&x, 0, sizeof x);
    x.a[10] = x.a[11] = 0xff;
    x.a[12] = (unsigned char)a;
    x.a[13] = (unsigned char)b;
    x.a[14] = (unsigned char)c;
    x.a[15] = (unsigned char)d;
    return x;
}

/* Two addresses that the old table (FNV-1a over the 16 bytes of a zeroed
 * array holding the IPv4 address, modulo 1,024) put into one slot. */
static void old_collision(web_addr *a, web_addr *b)
{
    static int slot_of[1024][2];
    static int seen[1024];
    memset(seen, 0, sizeof seen);
    for (int i = 0; i < 65536; i++) {
        unsigned char k[16] = {127, 0, (unsigned char)(i >> 8), (unsigned char)(i & 0xff)};
        unsigned h = 2166136261u;
        for (int j = 0; j < 16; j++)
            h = (h ^ k[j]) * 16777619u;
        unsigned s = h % 1024;
        if (seen[s]) {
            *a = v4(127, 0, slot_of[s][0], slot_of[s][1]);
            *b = v4(127, 0, k[2], k[3]);
            return;
        }
        seen[s] = 1;
        slot_of[s][0] = k[2];
        slot_of[s][1] = k[3];
    }
}

static void colliding_addresses_count_apart(void)
{
    web_addr a, b;
    old_collision(&a, &b);
    TH_CHECK(memcmp(a.a, b.a, 16) != 0);
    web_rate *r = web_rate_new(10, 1.0 / 6, NULL, 0);
    int a_ok = 0, b_ok = 0;
    /* wrong codes from both, alternating: each has its own 10 */
    for (int i = 0; i < 15; i++) {
        a_ok += web_rate_addr_ok(r, &a, 100.0 + i * 0.01, true);
        b_ok += web_rate_addr_ok(r, &b, 100.0 + i * 0.01 + 0.005, true);
    }
    TH_EQ_INT(a_ok, 10);
    TH_EQ_INT(b_ok, 10);
    web_rate_free(r);
}

static void many_addresses_in_one_bucket(void)
{
    /* 200 addresses in 1,024 buckets: a few dozen share one */
    web_rate *r = web_rate_new(2, 0.0001, NULL, 1000);
    for (int i = 0; i < 200; i++) {
        web_addr x = v4(10, 0, i / 256, i % 256);
        TH_CHECK(web_rate_addr_ok(r, &x, 1.0, true));
        TH_CHECK(web_rate_addr_ok(r, &x, 1.0, true));
        TH_CHECK(!web_rate_addr_ok(r, &x, 1.0, true));
    }
    for (int i = 0; i < 200; i++) {
        web_addr x = v4(10, 0, i / 256, i % 256);
        TH_CHECK(!web_rate_addr_ok(r, &x, 1.0, false)); /* every one still counted */
    }
    TH_EQ_INT(web_rate_size(r), 200);
    web_rate_free(r);
}

static void refilled_entries_expire(void)
{
    web_rate *r = web_rate_new(3, 1.0, NULL, 0);
    for (int i = 0; i < 50; i++) {
        web_addr x = v4(10, 1, 0, i);
        web_rate_addr_ok(r, &x, 0.0, true);
    }
    TH_EQ_INT(web_rate_size(r), 50);
    /* much later: each call drops up to two entries that are full again */
    for (int i = 0; i < 30; i++) {
        web_addr y = v4(10, 2, 0, 0);
        web_rate_addr_ok(r, &y, 1000.0 + i, false);
    }
    TH_EQ_INT(web_rate_size(r), 1);
    web_rate_free(r);
}

static void full_map_drops_the_oldest_not_the_limit(void)
{
    web_rate *r = web_rate_new(2, 0.0001, NULL, 4);
    web_addr a = v4(192, 168, 0, 1);
    TH_CHECK(web_rate_addr_ok(r, &a, 1.0, true));
    TH_CHECK(web_rate_addr_ok(r, &a, 1.0, true));
    TH_CHECK(!web_rate_addr_ok(r, &a, 1.0, true)); /* a is limited */
    for (int i = 2; i <= 4; i++) {                 /* three more: the map is full */
        web_addr x = v4(192, 168, 0, i);
        web_rate_addr_ok(r, &x, 2.0, true);
    }
    TH_EQ_INT(web_rate_size(r), 4);
    TH_CHECK(!web_rate_addr_ok(r, &a, 3.0, true)); /* a used again: still limited, now newest */
    web_addr e = v4(192, 168, 0, 5);
    TH_CHECK(web_rate_addr_ok(r, &e, 4.0, true));  /* a fifth: the one unused longest went */
    TH_EQ_INT(web_rate_size(r), 4);
    TH_CHECK(!web_rate_addr_ok(r, &a, 5.0, true)); /* a kept its limit */
    web_addr two = v4(192, 168, 0, 2);
    TH_CHECK(web_rate_addr_ok(r, &two, 5.0, false)); /* .2 was dropped: it starts afresh */
    web_rate_free(r);
}

int main(void)
{
    TH_SUITE("ratelimit");
    TH_RUN(colliding_addresses_count_apart);
    TH_RUN(many_addresses_in_one_bucket);
    TH_RUN(refilled_entries_expire);
    TH_RUN(full_map_drops_the_oldest_not_the_limit);
    return th_done();
}
