/* test_mailaddr.c - the mail address rule and the header names (mailaddr.h) */
#include "mailaddr.h"
#include "th.h"

static int ok(const char *a)
{
    sk_err e;
    sk_err_clear(&e);
    return mailaddr_check("mail", a, &e);
}

static void addresses(void)
{
    TH_EQ_INT(ok("anna@example.org"), SK_OK);
    TH_EQ_INT(ok("anna.muster+skat@mail.example-club.de"), SK_OK);
    TH_EQ_INT(ok("a@b.de"), SK_OK);
    TH_EQ_INT(ok("anna@example.org\r\nBcc: eve@evil.org"), SK_INVALID);
    TH_EQ_INT(ok("anna@example.org\n"), SK_INVALID);
    TH_EQ_INT(ok("anna@example.org,eve@evil.org"), SK_INVALID);
    TH_EQ_INT(ok("Anna <anna@example.org>"), SK_INVALID);
    TH_EQ_INT(ok("anna@example.org>"), SK_INVALID);
    TH_EQ_INT(ok("\"a\"@example.org"), SK_INVALID);
    TH_EQ_INT(ok("anna example.org"), SK_INVALID);
    TH_EQ_INT(ok("anna@@example.org"), SK_INVALID);
    TH_EQ_INT(ok("@example.org"), SK_INVALID);
    TH_EQ_INT(ok("anna@"), SK_INVALID);
    TH_EQ_INT(ok("anna@localhost"), SK_INVALID);
    TH_EQ_INT(ok("anna@example..org"), SK_INVALID);
    TH_EQ_INT(ok("anna@exa_mple.org"), SK_INVALID);
    TH_EQ_INT(ok("jürgen@example.org"), SK_INVALID);
    TH_EQ_INT(ok(""), SK_INVALID);
    TH_EQ_INT(ok(NULL), SK_INVALID);
    sk_err e;
    sk_err_clear(&e);
    TH_EQ_INT(mailaddr_check("mail", "x@y.org\r\nBcc: z@w.org", &e), SK_INVALID);
    TH_CONTAINS(e.msg, "mail: 'x@y.org??Bcc: z@w.org' is not a mail address");
}

static void names(void)
{
    sk_err e;
    sk_err_clear(&e);
    TH_EQ_INT(mailaddr_name_check("name", "Jürgen Weiß", &e), SK_OK);
    TH_EQ_INT(mailaddr_name_check("name", "Anna\r\nBcc: x@y.org", &e), SK_INVALID);
    TH_CONTAINS(e.msg, "cannot stand in a mail header");
    sk_err_clear(&e);
    TH_EQ_INT(mailaddr_name_check("name", "Muster, Anna", &e), SK_INVALID);
    sk_err_clear(&e);
    TH_EQ_INT(mailaddr_name_check("name", "Anna <x@y.org>", &e), SK_INVALID);
}

int main(void)
{
    TH_SUITE("mailaddr");
    TH_RUN(addresses);
    TH_RUN(names);
    return th_done();
}
