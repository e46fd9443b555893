/* mailaddr.h - the rule for a mail address and for the words that go into
 * a mail's header (issue 39 part 7: `register mail`).
 *
 * An address is what a person types into a form: local@domain in plain
 * ASCII, 3 to 254 bytes, one '@', no space, no control character (CR, LF,
 * tab), none of , ; < > ( ) [ ] " \ (what would make it several addresses
 * or a header of its own), a domain of letters, digits, '-' and '.' with
 * at least one dot.  A name in a header (the recipient's, the sender's)
 * must have no control character, comma, angle bracket or quote. */
#ifndef SK_CORE_MAILADDR_H
#define SK_CORE_MAILADDR_H

#include "util.h"

#define MAILADDR_MAX 254

/* SK_OK when addr is an address by the rule; SK_INVALID
 * "FIELD: 'ADDR' is not a mail address (WHY)" otherwise. */
int mailaddr_check(const char *field, const char *addr, sk_err *err);

/* SK_OK when name may stand in a mail header; SK_INVALID naming field
 * and the character otherwise. */
int mailaddr_name_check(const char *field, const char *name, sk_err *err);

#endif
