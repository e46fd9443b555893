/* test_fedrules.c - the federation's rules (app/core/fedrules.h): uids,
 * member numbers, access codes, the steps of a result's life, the protest
 * period's date arithmetic, initials. */
#include <string.h>

#include "fedrules.h"
#include "scan.h"
#include "th.h"

static void uids_and_members(void)
{
    TH_CHECK(fed_uid_valid("0123456789abcdef0123456789abcdef"));
    TH_CHECK(!fed_uid_valid("0123456789ABCDEF0123456789abcdef"));
    TH_CHECK(!fed_uid_valid("0123456789abcdef0123456789abcde"));
    TH_CHECK(!fed_uid_valid(NULL));
    sk_err e;
    sk_err_clear(&e);
    char m[MEMBER_NO_MAX + 1];
    TH_EQ_INT(member_no_check("12345", m, &e), SK_OK);
    TH_EQ_STR(m, "12345");
    TH_EQ_INT(member_no_check("nrw-0815", m, &e), SK_OK);
    TH_EQ_STR(m, "NRW0815");
    TH_EQ_INT(member_no_check("00-4711", m, &e), SK_OK);
    TH_EQ_STR(m, "4711");
    sk_err_clear(&e);
    TH_EQ_INT(member_no_check("1+2", m, &e), SK_INVALID);
    TH_CHECK(strstr(e.msg, "member number '1+2'") != NULL);
    TH_EQ_INT(member_no_check("123456789012345678901", m, &e), SK_INVALID);
    TH_EQ_INT(member_no_check("", m, &e), SK_INVALID);
}

static void codes(void)
{
    unsigned char b[FED_CODE_RANDOM_BYTES];
    for (size_t i = 0; i < sizeof b; i++)
        b[i] = (unsigned char)(i * 37 + 11);
    char code[FED_CODE_LEN + 1], again[FED_CODE_LEN + 1], shown[FED_CODE_LEN + 4];
    TH_CHECK(fed_code_from_random(b, sizeof b, code));
    TH_EQ_INT(strlen(code), FED_CODE_LEN);
    fed_code_format(code, shown);
    TH_EQ_INT(strlen(shown), 19);
    TH_CHECK(shown[4] == '-' && shown[9] == '-' && shown[14] == '-');
    TH_CHECK(fed_code_normalize(shown, again));
    TH_EQ_STR(again, code);
    char lower[32];
    for (size_t i = 0; i <= strlen(shown); i++)
        lower[i] = (char)(shown[i] >= 'A' && shown[i] <= 'Z' ? shown[i] + 32 : shown[i]);
    TH_CHECK(fed_code_normalize(lower, again));
    TH_EQ_STR(again, code);
    TH_CHECK(!fed_code_normalize("K7QM-3XPA", again));          /* an entry code is too short */
    TH_CHECK(!fed_code_normalize("K7QM-3XPA-9RTD-WW2O", again)); /* O is no code letter */
    TH_CHECK(!fed_code_normalize("K7QM-3XPA-9RTD-WW2CX", again));
    unsigned char few[4] = {255, 255, 255, 255};
    TH_CHECK(!fed_code_from_random(few, sizeof few, code));
}

static void steps(void)
{
    sk_err e;
    sk_err_clear(&e);
    TH_EQ_INT(fed_step_check(FED_ST_REPORTED, FED_ST_CONFIRMED, 1, 2, &e), SK_OK);
    TH_EQ_INT(fed_step_check(FED_ST_CONFIRMED, FED_ST_RELEASED, 1, 2, &e), SK_OK);
    TH_EQ_INT(fed_step_check(FED_ST_NONE, FED_ST_CONFIRMED, 1, 2, &e), SK_INVALID);
    TH_CHECK(strstr(e.msg, "venue group 2 of match day 1: nothing is reported yet") != NULL);
    sk_err_clear(&e);
    TH_EQ_INT(fed_step_check(FED_ST_REPORTED, FED_ST_RELEASED, 3, 1, &e), SK_INVALID);
    TH_CHECK(strstr(e.msg, "is not confirmed yet") != NULL);
    sk_err_clear(&e);
    TH_EQ_INT(fed_step_check(FED_ST_BINDING, FED_ST_RELEASED, 3, 1, &e), SK_INVALID);
    TH_CHECK(strstr(e.msg, "is binding already") != NULL);
    fed_state s;
    TH_CHECK(fed_state_parse("released", &s) && s == FED_ST_RELEASED);
    TH_CHECK(!fed_state_parse("done", &s));
    TH_EQ_STR(fed_state_key(FED_ST_BINDING), "binding");
}

static void dates(void)
{
    char out[11];
    TH_CHECK(fed_date_add("2027-01-16", 14, out));
    TH_EQ_STR(out, "2027-01-30");
    TH_CHECK(fed_date_add("2027-02-20", 14, out));
    TH_EQ_STR(out, "2027-03-06");
    TH_CHECK(fed_date_add("2028-02-20", 14, out)); /* a leap year */
    TH_EQ_STR(out, "2028-03-05");
    TH_CHECK(fed_date_add("2027-12-25", 14, out));
    TH_EQ_STR(out, "2028-01-08");
    TH_CHECK(fed_date_add("2027-03-01", -1, out));
    TH_EQ_STR(out, "2027-02-28");
    TH_CHECK(fed_binding_date(NULL, "2027-01-16", "2027-01-16T18:03:11.204Z", 14, out));
    TH_EQ_STR(out, "2027-01-30");
    /* released before the match day: binding counts from the match day */
    TH_CHECK(fed_binding_date(NULL, "2027-01-16", "2026-11-29T10:00:00.000Z", 14, out));
    TH_EQ_STR(out, "2027-01-30");
    /* released late on the 16th in Berlin is the 17th there */
    TH_CHECK(fed_binding_date(NULL, "2027-01-16", "2027-01-16T23:30:00.000Z", 14, out));
    TH_EQ_STR(out, "2027-01-31");
    char lt[32];
    TH_CHECK(fed_local_time(NULL, "2027-01-16T18:03:11.204Z", lt, sizeof lt, NULL));
    TH_EQ_STR(lt, "2027-01-16 19:03");
    int off = 0;
    TH_CHECK(fed_local_time(NULL, "2027-07-01T22:30:00Z", lt, sizeof lt, &off));
    TH_CHECK(off == 120);
    TH_EQ_STR(lt, "2027-07-02 00:30");
    TH_CHECK(fed_local_time(NULL, "2027-03-28T00:59:00Z", lt, sizeof lt, NULL)); /* last Sunday of March */
    TH_EQ_STR(lt, "2027-03-28 01:59");
    TH_CHECK(fed_local_time(NULL, "2027-03-28T01:00:00Z", lt, sizeof lt, NULL));
    TH_EQ_STR(lt, "2027-03-28 03:00");
    TH_CHECK(fed_local_time(NULL, "2027-10-31T00:59:00Z", lt, sizeof lt, NULL));
    TH_EQ_STR(lt, "2027-10-31 02:59");
    TH_CHECK(fed_local_time(NULL, "2027-10-31T01:00:00Z", lt, sizeof lt, NULL));
    TH_EQ_STR(lt, "2027-10-31 02:00");
    TH_CHECK(fed_local_time(NULL, "2026-12-31T23:10:00Z", lt, sizeof lt, NULL));
    TH_EQ_STR(lt, "2027-01-01 00:10");
    TH_CHECK(!fed_local_time(NULL, "soon", lt, sizeof lt, NULL));
    /* a league in another zone: New York's 2027 (EST, EDT from 14 March
     * 07:00 UTC to 7 November 06:00 UTC) */
    int64_t at[] = {1805007600LL, 1825567200LL};
    int32_t offs[] = {-4 * 3600, -5 * 3600};
    fed_zone ny = {.set = true, .n = 2, .at = at, .off = offs, .first = -5 * 3600};
    TH_CHECK(fed_local_time(&ny, "2027-01-16T18:03:11Z", lt, sizeof lt, &off));
    TH_EQ_STR(lt, "2027-01-16 13:03");
    TH_CHECK(off == -300);
    TH_CHECK(fed_local_time(&ny, "2027-03-14T06:59:00Z", lt, sizeof lt, NULL));
    TH_EQ_STR(lt, "2027-03-14 01:59");
    TH_CHECK(fed_local_time(&ny, "2027-03-14T07:00:00Z", lt, sizeof lt, &off));
    TH_EQ_STR(lt, "2027-03-14 03:00");
    TH_CHECK(off == -240);
    TH_CHECK(fed_local_time(&ny, "2027-11-07T06:00:00Z", lt, sizeof lt, NULL));
    TH_EQ_STR(lt, "2027-11-07 01:00");
    /* released at 03:00 UTC on the 17th is still the 16th in New York */
    TH_CHECK(fed_binding_date(&ny, "2027-01-16", "2027-01-17T03:00:00Z", 14, out));
    TH_EQ_STR(out, "2027-01-30");
    TH_CHECK(!fed_date_add("2027-02-30", 1, out));
    TH_CHECK(!fed_date_add("soon", 1, out));
}

static void initials(void)
{
    char out[64];
    fed_initials("Anna Bauer-Schmidt", out, sizeof out);
    TH_EQ_STR(out, "A. B. S.");
    fed_initials("Jürgen Weiß", out, sizeof out);
    TH_EQ_STR(out, "J. W.");
    fed_initials("Ölaf", out, sizeof out);
    TH_EQ_STR(out, "Ö.");
    fed_initials("Thomas Müller (1002)", out, sizeof out);
    TH_EQ_STR(out, "T. M.");
    fed_initials("", out, sizeof out);
    TH_EQ_STR(out, "");
}

int main(void)
{
    TH_SUITE("fedrules");
    TH_RUN(uids_and_members);
    TH_RUN(codes);
    TH_RUN(steps);
    TH_RUN(dates);
    TH_RUN(initials);
    return th_done();
}
