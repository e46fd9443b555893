/* test_text_names.c - names as people see them (issue 28 item 6): the name
 * rule refuses names with no letter or digit, with invisible or format
 * characters (each named), with a space of any kind at either end; names
 * that differ only by invisible characters or the kind of space look the
 * same (text_look_alike).  The classes come from libunistring, generated
 * into the core (uniclass.h). */
#include <stdlib.h>
#include <string.h>

#include "text.h"
#include "th.h"
#include "uniclass.h"

static void refused(const char *name, const char *why)
{
    char buf[160];
    const char *got = text_name_problem(name, buf, sizeof buf);
    TH_CHECK(got != NULL);
    if (got)
        TH_EQ_STR(got, why);
}

static void accepted(const char *name)
{
    char buf[160];
    const char *got = text_name_problem(name, buf, sizeof buf);
    TH_EQ_STR(got ? got : "(accepted)", "(accepted)");
}

static void invisible_names(void)
{
    refused("\xc2\xa0", "must not be blank (U+00A0 NO-BREAK SPACE is a space too)");
    refused("\xe3\x80\x80\xe3\x80\x80", "must not be blank (U+3000 IDEOGRAPHIC SPACE is a space too)");
    refused("   ", "must not be blank");
    refused("\xe2\x80\x8b", "invisible character U+200B ZERO WIDTH SPACE is not allowed");
    refused("\xe2\x80\x8d", "invisible character U+200D ZERO WIDTH JOINER is not allowed");
    refused("An\xe2\x80\x8cna", "invisible character U+200C ZERO WIDTH NON-JOINER is not allowed");
    refused("An\xe2\x80\x8bna", "invisible character U+200B ZERO WIDTH SPACE is not allowed");
    refused("Anna\xe2\x80\xa8", "invisible character U+2028 LINE SEPARATOR is not allowed");
    refused("Anna\xe2\x80\xa9" "B", "invisible character U+2029 PARAGRAPH SEPARATOR is not allowed");
    refused("\xe3\x85\xa4", "invisible character U+3164 HANGUL FILLER is not allowed");
    refused("Ann\xc2\xad" "a", "invisible character U+00AD SOFT HYPHEN is not allowed");
    refused("Ne\xef\xbb\xbfu", "byte order mark U+FEFF is not allowed");
    refused("Ne\xe2\x80\xaeu", "bidirectional control U+202E is not allowed");
    refused("\xf3\xa0\x80\x81" "x", "invisible character U+E0001 is not allowed");   /* a tag */
}

static void nothing_to_read(void)
{
    refused("---", "has no letter or digit: nothing in it can be read");
    refused("\xcc\x81", "has no letter or digit: nothing in it can be read");     /* a lone accent */
    refused("\xe2\xa0\x80", "has no letter or digit: nothing in it can be read"); /* braille blank */
    refused("\xc2\xa0" "Anna", "must not start or end with a space (U+00A0 NO-BREAK SPACE)");
    refused("Anna ", "must not start or end with a space");
    accepted("Anna Meier");
    accepted("Anna\xc2\xa0Meier");         /* a no-break space inside: allowed */
    accepted("1. FC K\xc3\xb6ln");
    accepted("\xe5\xb1\xb1\xe7\x94\xb0");  /* 山田 */
    accepted("O'Brien-Smith");
    accepted("2027");                     /* a season */
}

static void look_alikes(void)
{
    char buf[160];
    TH_EQ_STR(text_look_alike("Anna\xc2\xa0Meier", "Anna Meier", buf, sizeof buf),
              "only by the kind of space (U+00A0 NO-BREAK SPACE)");
    TH_EQ_STR(text_look_alike("Anna Meier", "Anna\xe2\x80\x83Meier", buf, sizeof buf),
              "only by the kind of space (U+2003 EM SPACE)");
    TH_EQ_STR(text_look_alike("Anna", "An\xe2\x80\x8bna", buf, sizeof buf),
              "only by an invisible character (U+200B ZERO WIDTH SPACE)");
    TH_CHECK(!text_look_alike("Anna", "Anna", buf, sizeof buf));
    TH_CHECK(!text_look_alike("Anna", "anna", buf, sizeof buf)); /* case: another rule */
    TH_CHECK(!text_look_alike("Anna", "Anne", buf, sizeof buf));
    char *l = text_look("A\xe2\x80\x8b" "b\xe3\x80\x80" "c");
    TH_EQ_STR(l, "Ab c");
    free(l);
}

static void classes(void)
{
    TH_EQ_INT(uni_class('a'), UNI_ALNUM);
    TH_EQ_INT(uni_class(0x00E4), UNI_ALNUM);  /* ä */
    TH_EQ_INT(uni_class('7'), UNI_ALNUM);
    TH_EQ_INT(uni_class(' '), UNI_SPACE);
    TH_EQ_INT(uni_class(0x202F), UNI_SPACE);  /* narrow no-break space */
    TH_EQ_INT(uni_class(0x200B), UNI_INVISIBLE);
    TH_EQ_INT(uni_class(0xE000), UNI_INVISIBLE); /* private use */
    TH_EQ_INT(uni_class('-'), 0);
    TH_EQ_STR(uni_name_of(0x00A0), "NO-BREAK SPACE");
    TH_CHECK(uni_name_of('a') == NULL);
    char hp[160];
    TH_CHECK(text_hidden_problem("Anna", hp, sizeof hp) == NULL);
    TH_EQ_STR(text_hidden_problem("An\xe2\x80\x8dna", hp, sizeof hp),
              "invisible character U+200D ZERO WIDTH JOINER is not allowed");
}

int main(void)
{
    TH_SUITE("text_names");
    TH_RUN(invisible_names);
    TH_RUN(nothing_to_read);
    TH_RUN(look_alikes);
    TH_RUN(classes);
    return th_done();
}
