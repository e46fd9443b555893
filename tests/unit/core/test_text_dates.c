/* test_text_dates.c - a date as a person types it (issue 36): ISO
 * 2027-01-15 or German 15.01.2027 / 5.1.2027, one parser (text_date_parse),
 * stored as ISO; anything else, or a date the calendar does not have, is
 * refused. */
#include <string.h>

#include "text.h"
#include "th.h"

static void accepted(void)
{
    char iso[11];
    TH_CHECK(text_date_parse("2027-01-15", iso));
    TH_EQ_STR(iso, "2027-01-15");
    TH_CHECK(text_date_parse("15.01.2027", iso));
    TH_EQ_STR(iso, "2027-01-15");
    TH_CHECK(text_date_parse("5.1.2027", iso));
    TH_EQ_STR(iso, "2027-01-05");
    TH_CHECK(text_date_parse("29.02.2028", iso)); /* a leap year */
    TH_EQ_STR(iso, "2028-02-29");
    TH_CHECK(text_date_parse("31.12.9999", iso));
    TH_EQ_STR(iso, "9999-12-31");
}

static void refused(void)
{
    const char *bad[] = {"29.02.2027", "31.04.2027", "0.1.2027", "1.0.2027", "32.01.2027",
                         "15.13.2027", "15.01.27", "15.01.02027", "015.01.2027", "15.01.2027.",
                         "15.01.2027x", " 15.01.2027", "15-01-2027", "15/01/2027", "2027-1-15",
                         "2027-02-30", "1.1.1899", "", "morgen", "15..2027", ".01.2027"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        char iso[11] = "x";
        TH_CHECK(!text_date_parse(bad[i], iso));
        TH_EQ_STR(iso, "");
    }
    char iso[11];
    TH_CHECK(!text_date_parse(NULL, iso));
}

int main(void)
{
    TH_SUITE("text_dates");
    TH_RUN(accepted);
    TH_RUN(refused);
    return th_done();
}
