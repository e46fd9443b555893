/* bankline.h - the rules of a bank statement's line (pure core: no I/O):
 * amounts as banks write them, the loose reading of a registration's code
 * inside a longer purpose text, and the reference of a line without one.
 */
#ifndef SK_BANKLINE_H
#define SK_BANKLINE_H

#include <stdbool.h>
#include <stddef.h>

/* An amount in cents: "12.00" (decimal_comma false: CAMT, a decimal
 * point) or "12,00", "1.234,56", "-12,00", "+8" (decimal_comma true: the
 * German banks' CSV; a point there groups thousands).  At most two
 * decimals and 1,000,000,000 euros.  false for anything else. */
bool bank_amount_parse(const char *s, bool decimal_comma, long long *ct);

/* s with only its letters and digits, ASCII letters upper-cased (out: n
 * bytes, truncated): "Startgeld k7qm - 3xpa" -> "STARTGELDK7QM3XPA". */
void bank_squash(const char *s, char *out, size_t n);

/* Whether the code (stored form, entrycode.h) is in purpose, typed in any
 * case, with spaces or dashes between its characters. */
bool bank_purpose_has(const char *purpose, const char *code);

#define BANK_HASH_LEN 19 /* "h:" + 16 hex digits + NUL */
/* The reference of a line that has none: "h:" and a 64-bit FNV-1a hash of
 * date, amount and purpose. */
void bank_line_hash(const char *date, long long ct, const char *purpose,
                    char out[BANK_HASH_LEN]);

#endif
