/* test_text_ascii.c - text_ascii: what the TUI shows on a terminal without
 * UTF-8 (LANG=C) instead of "G??nther". */
#include "text.h"
#include "th.h"

static void check(const char *in, const char *want)
{
    sk_buf b = {0};
    text_ascii(&b, in);
    TH_EQ_STR(sk_buf_str(&b), want);
    sk_buf_free(&b);
}

static void german(void)
{
    check("Günther Häußler", "Guenther Haeussler");
    check("Jürgen Öztürk, Äpfelbäumer", "Juergen Oeztuerk, Aepfelbaeumer");
    check("überreizt", "ueberreizt");
    check("Zoë Schröder", "Zoe Schroeder");
    check("GROẞ", "GROSS");
    check("Club Ouvert Würzburg", "Club Ouvert Wuerzburg");
}

static void other_latin(void)
{
    check("Łukasz Wałęsa", "Lukasz Walesa");
    check("Søren Ærø", "Soren AEro");
    check("François Čapek", "Francois Capek");
    check("Œuvre ĳ", "OEuvre ij");
    check("Dvořák Źrebię ſ", "Dvorak Zrebie s");
}

static void marks_and_others(void)
{
    check("\xe2\x88\x92" "60", "-60");            /* − minus */
    check("5 × 30 · 2 – 3 … „x“", "5 x 30 . 2 - 3 ... \"x\"");
    check("10 €", "10 EUR");
    check("東京", "??");                            /* one ? per character */
    check("a\xffz", "a?z");                         /* an invalid byte */
    check("", "");
    check(NULL, "");
    check("plain ASCII 123", "plain ASCII 123");
}

int main(void)
{
    TH_SUITE("text_ascii");
    TH_RUN(german);
    TH_RUN(other_latin);
    TH_RUN(marks_and_others);
    return th_done();
}
