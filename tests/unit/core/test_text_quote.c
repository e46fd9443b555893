/* test_text_quote.c - text_quote and text_plain_check: user text echoed in
 * an error message shows its control characters escaped, never raw. */
#include <string.h>

#include "text.h"
#include "th.h"

static void q(const char *in, size_t n, const char *want)
{
    char buf[64];
    TH_EQ_STR(text_quote(in, strlen(in), buf, n), want);
}

static void escapes(void)
{
    q("pub", 64, "pub");
    q("pu\nb", 64, "pu\\nb");
    q("a\tb\rc", 64, "a\\tb\\rc");
    q("x\x1b[31m", 64, "x\\x1B[31m");
    q("del\x7f", 64, "del\\x7F");
    q("back\\slash", 64, "back\\\\slash");
    q("\xc2\x85" "c1", 64, "\\u{0085}c1");                 /* C1 NEL */
    q("a\xe2\x80\xae" "b", 64, "a\\u{202E}b");             /* right-to-left override */
    q("\xef\xbb\xbf" "bom", 64, "\\u{FEFF}bom");
    q("J\xfcrgen", 64, "J\\xFCrgen");                     /* not UTF-8 */
    q("Würzburg, Öl", 64, "Würzburg, Öl");                /* letters stay */
    q("", 64, "");
}

static void cut(void)
{
    q("abcdefghij", 8, "abcd...");
    q("\n\n\n\n", 8, "\\n\\n...");
    char buf[8];
    TH_EQ_STR(text_quote("abc", 3, buf, sizeof buf), "abc");
    TH_EQ_STR(text_quote("abcdef", 2, buf, sizeof buf), "ab"); /* len bytes only */
}

static void plain_check(void)
{
    sk_err e;
    sk_err_clear(&e);
    TH_EQ_INT(text_plain_check("rules", "pub,money_rate=1/4", &e), SK_OK);
    TH_EQ_INT(text_plain_check("rules", NULL, &e), SK_OK);
    TH_EQ_INT(text_plain_check("rules", "pu\nb", &e), SK_INVALID);
    TH_EQ_STR(e.msg, "rules 'pu\\nb': control character U+000A is not allowed");
    TH_CHECK(strchr(e.msg, '\n') == NULL);
    sk_err_clear(&e);
    TH_EQ_INT(text_plain_check("rules", "club,x=\x1b[2J", &e), SK_INVALID);
    TH_EQ_STR(e.msg, "rules 'club,x=\\x1B[2J': control character U+001B is not allowed");
    sk_err_clear(&e);
    TH_EQ_INT(text_plain_check("rules", "\xff", &e), SK_INVALID);
    TH_EQ_STR(e.msg, "rules '\\xFF': not valid UTF-8");
}

int main(void)
{
    TH_SUITE("text_quote");
    TH_RUN(escapes);
    TH_RUN(cut);
    TH_RUN(plain_check);
    return th_done();
}
