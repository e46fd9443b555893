/* smtp.h - one mail handed to the club's SMTP server through libcurl
 * (curllib.h, loaded on the first mail): smtp://HOST[:PORT] (STARTTLS when
 * the server offers it, or required with tls_required), smtps:// (TLS from
 * the start).  The password never appears in an error. */
#ifndef SK_IO_SMTP_H
#define SK_IO_SMTP_H

#include <stdbool.h>
#include <stddef.h>

#include "util.h"

typedef struct io_smtp {
    const char *url;          /* smtp://host:port or smtps://host:port */
    const char *user, *password; /* NULL: no login */
    bool tls_required;        /* smtp://: refuse to go on without STARTTLS */
    const char *from;         /* the envelope sender (an address) */
} io_smtp;

/* Send msg (a whole RFC 5322 message, CRLF line ends) to the address rcpt.
 * SK_FAIL "the mail server URL: ..." with curl's words otherwise. */
int io_smtp_send(const io_smtp *s, const char *rcpt, const char *msg, size_t len,
                 sk_err *err);

#endif
