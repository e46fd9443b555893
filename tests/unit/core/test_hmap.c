/* test_hmap.c - the importers' hash maps: put/get, duplicates keep the
 * first value, growth keeps every key, string keys are copied. */
#include <stdio.h>
#include <string.h>

#include "hmap.h"
#include "th.h"

static void test_str(void)
{
    hmap_str m = {0};
    long v = -1;
    TH_CHECK(!hmap_str_get(&m, "a", &v));
    char key[32];
    for (long i = 0; i < 5000; i++) {
        snprintf(key, sizeof key, "team %ld", i);
        TH_CHECK(!hmap_str_put(&m, key, i, NULL));
    }
    memset(key, 0, sizeof key); /* the map keeps its own copies */
    TH_EQ_INT((long)m.t.n, 5000);
    for (long i = 0; i < 5000; i += 7) {
        snprintf(key, sizeof key, "team %ld", i);
        TH_CHECK(hmap_str_get(&m, key, &v));
        TH_EQ_INT(v, i);
    }
    /* a duplicate: true, the first value reported and kept */
    TH_CHECK(hmap_str_put(&m, "team 42", 999, &v));
    TH_EQ_INT(v, 42);
    TH_CHECK(hmap_str_get(&m, "team 42", &v));
    TH_EQ_INT(v, 42);
    TH_CHECK(!hmap_str_get(&m, "team 5000", NULL));
    TH_CHECK(!hmap_str_get(&m, "", NULL));
    TH_CHECK(!hmap_str_put(&m, "", 7, NULL));
    TH_CHECK(hmap_str_get(&m, "", &v));
    TH_EQ_INT(v, 7);
    hmap_str_free(&m);
    TH_EQ_INT((long)m.t.n, 0);
}

static void test_id(void)
{
    hmap_id m = {0};
    long v = -1;
    TH_CHECK(!hmap_id_get(&m, 0, &v));
    /* 0 and negative keys are keys like any other */
    TH_CHECK(!hmap_id_put(&m, 0, 10, NULL));
    TH_CHECK(!hmap_id_put(&m, -5, 11, NULL));
    for (long i = 1; i <= 20000; i++)
        TH_CHECK(!hmap_id_put(&m, (int64_t)i * 1000003, i, NULL));
    TH_EQ_INT((long)m.t.n, 20002);
    TH_CHECK(hmap_id_get(&m, 0, &v));
    TH_EQ_INT(v, 10);
    TH_CHECK(hmap_id_get(&m, -5, &v));
    TH_EQ_INT(v, 11);
    TH_CHECK(hmap_id_get(&m, (int64_t)777 * 1000003, &v));
    TH_EQ_INT(v, 777);
    TH_CHECK(!hmap_id_get(&m, 1000004, NULL));
    TH_CHECK(hmap_id_put(&m, (int64_t)5 * 1000003, 1, &v));
    TH_EQ_INT(v, 5);
    hmap_id_free(&m);
}

int main(void)
{
    TH_SUITE("hmap");
    TH_RUN(test_str);
    TH_RUN(test_id);
    return th_done();
}
