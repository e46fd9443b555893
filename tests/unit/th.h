/* th.h - a tiny unit test harness (after redis' testhelp.h).
 *
 * Each TH_TEST function is run by TH_RUN; it prints "ok - SUITE: name" or
 * "FAIL - SUITE: name" followed by the failed checks.  tests/run counts these
 * lines.  main() ends with `return th_done();`.
 */
#ifndef TH_H
#define TH_H

#include <stdio.h>
#include <string.h>

static const char *th_suite = "unit";
static int th_cur_failed, th_tests_failed, th_tests_passed;

#define TH_SUITE(name) (th_suite = (name))

#define TH_CHECK(cond)                                                          \
    do {                                                                        \
        if (!(cond)) {                                                          \
            if (th_cur_failed++ < 20)                                           \
                printf("    %s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
        }                                                                       \
    } while (0)

#define TH_EQ_INT(a, b)                                                         \
    do {                                                                        \
        long long th_a_ = (long long)(a), th_b_ = (long long)(b);               \
        if (th_a_ != th_b_) {                                                   \
            if (th_cur_failed++ < 20)                                           \
                printf("    %s:%d: %s == %lld, expected %s == %lld\n", __FILE__, \
                       __LINE__, #a, th_a_, #b, th_b_);                         \
        }                                                                       \
    } while (0)

#define TH_EQ_STR(a, b)                                                         \
    do {                                                                        \
        const char *th_a_ = (a), *th_b_ = (b);                                  \
        if (!th_a_ || !th_b_ || strcmp(th_a_, th_b_) != 0) {                    \
            if (th_cur_failed++ < 20)                                           \
                printf("    %s:%d: %s == \"%s\", expected \"%s\"\n", __FILE__,   \
                       __LINE__, #a, th_a_ ? th_a_ : "(null)",                  \
                       th_b_ ? th_b_ : "(null)");                               \
        }                                                                       \
    } while (0)

/* TH_CONTAINS: haystack contains needle. */
#define TH_CONTAINS(h, n)                                                       \
    do {                                                                        \
        const char *th_h_ = (h), *th_n_ = (n);                                  \
        if (!th_h_ || !strstr(th_h_, th_n_)) {                                  \
            if (th_cur_failed++ < 20)                                           \
                printf("    %s:%d: \"%s\" does not contain \"%s\"\n", __FILE__,  \
                       __LINE__, th_h_ ? th_h_ : "(null)", th_n_);              \
        }                                                                       \
    } while (0)

static void th_run_(const char *name, void (*fn)(void))
{
    th_cur_failed = 0;
    fn();
    if (th_cur_failed) {
        th_tests_failed++;
        printf("FAIL - %s: %s (%d failed checks)\n", th_suite, name, th_cur_failed);
    } else {
        th_tests_passed++;
        printf("ok - %s: %s\n", th_suite, name);
    }
    fflush(stdout);
}

#define TH_RUN(fn) th_run_(#fn, fn)

static int th_done(void)
{
    return th_tests_failed ? 1 : 0;
}

#endif
