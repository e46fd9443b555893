/* test_util.c - helpers of app/core/util.c that the CLI shows to users. */
#include "th.h"
#include "util.h"
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static void set_tz(const char *tz)
{
    setenv("TZ", tz, 1);
    tzset();
}

static void local_time_from_utc(void)
{
    char buf[64];
    set_tz("UTC0");
    sk_local_time("2026-11-23T06:56:44.456Z", buf, sizeof buf);
    TH_EQ_STR(buf, "2026-11-23 06:56:44");
    /* POSIX TZ strings need no tzdata: 5:30 east of UTC */
    set_tz("IST-5:30");
    sk_local_time("2026-11-23T20:56:44.456Z", buf, sizeof buf);
    TH_EQ_STR(buf, "2026-11-24 02:26:44");
    /* central European summer time in July, standard time in November */
    set_tz("CET-1CEST,M3.5.0,M10.5.0/3");
    sk_local_time("2026-07-01T12:00:00.000Z", buf, sizeof buf);
    TH_EQ_STR(buf, "2026-07-01 14:00:00");
    sk_local_time("2026-11-01T12:00:00Z", buf, sizeof buf);
    TH_EQ_STR(buf, "2026-11-01 13:00:00");
}

/* German readers: 15.01.2027 01:37, to the minute (issue 36) */
static void local_time_german(void)
{
    char buf[64];
    sk_lang_use(SK_LANG_DE);
    set_tz("CET-1CEST,M3.5.0,M10.5.0/3");
    sk_local_time("2027-01-15T00:37:25.456Z", buf, sizeof buf);
    TH_EQ_STR(buf, "15.01.2027 01:37");
    sk_local_time("2026-07-01T12:00:00Z", buf, sizeof buf);
    TH_EQ_STR(buf, "01.07.2026 14:00");
    sk_local_time("yesterday", buf, sizeof buf);
    TH_EQ_STR(buf, "yesterday");
    sk_lang_use(SK_LANG_EN);
    sk_local_time("2027-01-15T00:37:25.456Z", buf, sizeof buf);
    TH_EQ_STR(buf, "2027-01-15 01:37:25");
}

static void local_time_passes_other_text(void)
{
    char buf[64];
    set_tz("UTC0");
    sk_local_time("yesterday", buf, sizeof buf);
    TH_EQ_STR(buf, "yesterday");
    sk_local_time("2026-11-23", buf, sizeof buf);
    TH_EQ_STR(buf, "2026-11-23");
    sk_local_time(NULL, buf, sizeof buf);
    TH_EQ_STR(buf, "");
    char small[8];
    sk_local_time("2026-11-23T06:56:44Z", small, sizeof small);
    TH_EQ_STR(small, "2026-11");
}

/* sk_kv_each: items collected as "key=value;" (bare words as "[word];"). */
static int kv_put(void *ud, const char *key, size_t klen, const char *value, sk_err *err)
{
    (void)err;
    sk_buf_printf(ud, "%.*s=%s;", (int)klen, key, value);
    return strcmp(value, "stop") == 0 ? SK_USAGE : SK_OK;
}

static int kv_bare(void *ud, const char *word, size_t len, sk_err *err)
{
    (void)err;
    sk_buf_printf(ud, "[%.*s];", (int)len, word);
    return SK_OK;
}

static void kv_items(void)
{
    sk_buf b = {0};
    sk_err e;
    sk_err_clear(&e);
    TH_EQ_INT(sk_kv_each(" club , a=1,, b-c = x y ,", 16, "", kv_bare, kv_put, &b, &e), SK_OK);
    TH_EQ_STR(sk_buf_str(&b), "[club];a=1;b-c = x y;");
    /* a bare word after the first item, or without bare: not key=value (+ hint) */
    sk_buf_free(&b);
    sk_err_clear(&e);
    TH_EQ_INT(sk_kv_each("a=1,club", 16, " (hint)", kv_bare, kv_put, &b, &e), SK_INVALID);
    TH_EQ_STR(e.msg, "rules: 'club' is not key=value (hint)");
    sk_err_clear(&e);
    TH_EQ_INT(sk_kv_each("club", 16, "", NULL, kv_put, &b, &e), SK_INVALID);
    TH_EQ_STR(e.msg, "rules: 'club' is not key=value");
    sk_err_clear(&e);
    TH_EQ_INT(sk_kv_each("=1", 16, "", kv_bare, kv_put, &b, &e), SK_INVALID);
    TH_EQ_STR(e.msg, "rules: '=1' is not key=value");
    /* values: empty, and vmax bytes, refused; vmax - 1 bytes taken */
    sk_err_clear(&e);
    TH_EQ_INT(sk_kv_each("a=", 16, "", NULL, kv_put, &b, &e), SK_INVALID);
    TH_EQ_STR(e.msg, "rules: 'a=' has no usable value");
    sk_err_clear(&e);
    TH_EQ_INT(sk_kv_each("a=1234", 4, "", NULL, kv_put, &b, &e), SK_INVALID);
    sk_buf_free(&b);
    sk_err_clear(&e);
    TH_EQ_INT(sk_kv_each("a=123", 4, "", NULL, kv_put, &b, &e), SK_OK);
    TH_EQ_STR(sk_buf_str(&b), "a=123;");
    /* the first refusal stops the walk with its status */
    sk_buf_free(&b);
    TH_EQ_INT(sk_kv_each("a=stop,b=2", 16, "", NULL, kv_put, &b, &e), SK_USAGE);
    TH_EQ_STR(sk_buf_str(&b), "a=stop;");
    sk_buf_free(&b);
    /* one setting twice (any case, - for _) is refused, naming the second */
    sk_err_clear(&e);
    TH_EQ_INT(sk_kv_each("a_b=1,c=2,A-B=3", 16, "", NULL, kv_put, &b, &e), SK_INVALID);
    TH_EQ_STR(e.msg, "rules: 'A-B' is given twice: give each setting once");
    sk_buf_free(&b);
    sk_err_clear(&e);
    TH_EQ_INT(sk_kv_each("ab=1,a=2,b=3", 16, "", NULL, kv_put, &b, &e), SK_OK);
    sk_buf_free(&b);
}

/* sk_parse_int: up to 9 digits summed without strtol, longer ones through
 * strtol; the same answers on both sides of the border. */
static void parse_int(void)
{
    long v = -1;
    TH_CHECK(sk_parse_int("0", 0, 10, &v) && v == 0);
    TH_CHECK(sk_parse_int("-0", -5, 5, &v) && v == 0);
    TH_CHECK(sk_parse_int("007", 0, 10, &v) && v == 7);
    TH_CHECK(sk_parse_int("-42", -100, 100, &v) && v == -42);
    TH_CHECK(sk_parse_int("999999999", 0, LONG_MAX, &v) && v == 999999999L);
    TH_CHECK(sk_parse_int("-999999999", LONG_MIN, 0, &v) && v == -999999999L);
    TH_CHECK(sk_parse_int("1000000000", 0, LONG_MAX, &v) && v == 1000000000L);
    TH_CHECK(sk_parse_int("0000000001", 0, 10, &v) && v == 1);
    TH_CHECK(sk_parse_int("-2147483648", LONG_MIN, LONG_MAX, &v) && v == -2147483648L);
    v = -1;
    TH_CHECK(!sk_parse_int("99999999999999999999", LONG_MIN, LONG_MAX, &v) && v == -1);
    TH_CHECK(!sk_parse_int("11", 0, 10, &v) && v == -1);          /* above max */
    TH_CHECK(!sk_parse_int("-1", 0, 10, &v) && v == -1);          /* below min */
    TH_CHECK(!sk_parse_int("1000000000", 0, 999999999, &v) && v == -1);
    TH_CHECK(!sk_parse_int("", 0, 10, &v));
    TH_CHECK(!sk_parse_int("-", 0, 10, &v));
    TH_CHECK(!sk_parse_int("+1", 0, 10, &v));
    TH_CHECK(!sk_parse_int(" 1", 0, 10, &v));
    TH_CHECK(!sk_parse_int("1 ", 0, 10, &v));
    TH_CHECK(!sk_parse_int("1a", 0, 10, &v));
    TH_CHECK(!sk_parse_int("--1", -10, 10, &v));
    TH_CHECK(!sk_parse_int(NULL, 0, 10, &v));
    TH_CHECK(v == -1);
}

/* sk_buf_printf formats into the room left, else grows and formats again:
 * short and long pieces in turn, compared with one snprintf of the whole;
 * sk_buf_addz keeps each NUL inside. */
static void buf_printf_and_addz(void)
{
    sk_buf b = {0};
    char want[20000];
    size_t w = 0;
    for (int i = 0; i < 300; i++) {
        int len = i % 7 == 0 ? 150 + i : i % 5;
        sk_buf_printf(&b, "%d:%*s|", i, len, "x");
        w += (size_t)snprintf(want + w, sizeof want - w, "%d:%*s|", i, len, "x");
    }
    TH_EQ_INT(b.len, w);
    TH_EQ_STR(b.s, want);
    TH_EQ_INT(strlen(b.s), b.len);
    sk_buf_free(&b);
    sk_buf_addz(&b, "ab", 2);
    sk_buf_addz(&b, "", 0);
    sk_buf_addz(&b, "cde", 3);
    TH_EQ_INT(b.len, 8);
    TH_CHECK(memcmp(b.s, "ab\0\0cde\0", 9) == 0);
    sk_buf_free(&b);
}

/* sk_utf8_encode writes what sk_utf8_decode reads back, at every length. */
static void utf8_encode_round_trip(void)
{
    static const uint32_t cps[] = {0x41, 0x7F, 0x80, 0xE4, 0x7FF, 0x800, 0x20AC, 0xFFFF,
                                   0x10000, 0x1F0CF, 0x10FFFF};
    static const size_t lens[] = {1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4};
    for (size_t i = 0; i < sizeof cps / sizeof *cps; i++) {
        char u[4];
        uint32_t back = 0;
        size_t n = sk_utf8_encode(cps[i], u);
        TH_EQ_INT(n, lens[i]);
        TH_EQ_INT(sk_utf8_decode(u, n, &back), n);
        TH_EQ_INT(back, cps[i]);
    }
    char u[4];
    TH_EQ_INT(sk_utf8_encode(0xE4, u), 2);
    TH_CHECK(memcmp(u, "\xC3\xA4", 2) == 0); /* ä */
}

int main(void)
{
    TH_SUITE("util");
    TH_RUN(local_time_from_utc);
    TH_RUN(local_time_passes_other_text);
    TH_RUN(local_time_german);
    TH_RUN(kv_items);
    TH_RUN(parse_int);
    TH_RUN(buf_printf_and_addz);
    TH_RUN(utf8_encode_round_trip);
    return th_done();
}
