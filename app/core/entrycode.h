/* entrycode.h - the entry code of a table (pure core: no I/O).
 *
 * With its table's code a phone at the table may record, edit and delete
 * that table's games through `skatsheet serve`.  A code is ENTRYCODE_LEN
 * characters of an alphabet without look-alikes (no 0/O, 1/I/L), so it can
 * be read off a sheet and typed on a phone; it is shown as two groups
 * ("K7QM-3XPA").  Typed codes are taken in any case, with or without the
 * dash and spaces.  31^8 codes (about 2^39.6): with the server's limit of
 * wrong tries per address, guessing one is hopeless.
 *
 * The random bytes come from the caller (app/ops reads getrandom(2)).
 */
#ifndef SK_ENTRYCODE_H
#define SK_ENTRYCODE_H

#include <stdbool.h>
#include <stddef.h>

#define ENTRYCODE_LEN 8
#define ENTRYCODE_ALPHABET "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
/* Bytes of randomness that always suffice for one code (rejection sampling
 * drops bytes >= 248; 64 bytes run out with probability below 10^-50). */
#define ENTRYCODE_RANDOM_BYTES 64

/* A code from random bytes (uniform over the alphabet: bytes >= 248 are
 * skipped).  out: ENTRYCODE_LEN + 1 bytes.  false when the bytes ran out
 * before ENTRYCODE_LEN characters (out then "").  */
bool entrycode_from_random(const unsigned char *bytes, size_t n, char *out);

/* A typed code in its stored form: letters upper-cased, '-' and spaces
 * dropped.  out: ENTRYCODE_LEN + 1 bytes.  false (out "") when anything
 * else is left that is not ENTRYCODE_LEN characters of the alphabet. */
bool entrycode_normalize(const char *typed, char *out);
/* The same for a code of len characters (out: len + 1 bytes; the
 * federation's codes are two entry codes long, fedrules.h). */
bool entrycode_normalize_len(const char *typed, char *out, int len);

/* The stored form is ENTRYCODE_LEN characters of the alphabet. */
bool entrycode_valid(const char *code);

/* "K7QM3XPA" as "K7QM-3XPA".  out: ENTRYCODE_LEN + 2 bytes. */
void entrycode_format(const char *code, char *out);

/* a equals b, in a time that does not depend on where they differ (both
 * in stored form; NULL never equals). */
bool entrycode_equal(const char *a, const char *b);

#endif
