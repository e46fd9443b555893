/* scan.h - what a scan at the door says (pure core): the text a USB
 * scanner types (it works like a keyboard) or a phone reads from a QR
 * code, or what the desk types.
 *
 *   a personal code        "K7QM-3XPA", "k7qm3xpa" (entrycode.h form), or
 *                          the page of the registration's QR code,
 *                          "http://HOST:PORT/checkin/K7QM3XPA"
 *   a federation member    the member number ("0123456", "DSKV-0123456"):
 *   number / player pass   letters and digits, separators dropped; from a
 *                          pass's QR text also its last run of digits
 *
 * A scan is hostile input: at most SCAN_MAX bytes, valid UTF-8, no control
 * character inside (the scanner's Enter, Tab and spaces around it are
 * dropped).
 */
#ifndef SK_SCAN_H
#define SK_SCAN_H

#include <stdbool.h>

#include "entrycode.h"
#include "util.h"

#define SCAN_MAX 300
#define MEMBER_NO_MAX 20

typedef struct scan_result {
    bool has_code;
    char code[ENTRYCODE_LEN + 1];        /* stored form */
    bool has_member;
    char member[MEMBER_NO_MAX + 1];      /* member_no_normalize form */
    bool has_digits;
    char digits[MEMBER_NO_MAX + 1];      /* the last run of 3.. digits, when it differs */
} scan_result;

/* Read a scan.  SK_INVALID naming the rule when it is empty, too long,
 * not UTF-8, holds a control character, or is neither a code nor a member
 * number (then "scan 'XYZ' is neither a personal code nor a member
 * number"). */
int scan_parse(const char *in, scan_result *out, sk_err *err);

/* A member number in its stored form: letters upper-cased, digits kept,
 * spaces, '-', '.', '/' and ':' dropped, a number of digits only without
 * its leading zeros; false (out "") when anything else is in it or it is
 * not 1..MEMBER_NO_MAX characters.  out:
 * MEMBER_NO_MAX + 1 bytes. */
bool member_no_normalize(const char *in, char *out);

/* member_no_normalize with a refusal: SK_INVALID naming the typed number
 * and the rule when it is no member number. */
int member_no_check(const char *in, char *out, sk_err *err);

/* The code with Y and Z swapped (a scanner sending a US layout to a German
 * keyboard, or the other way round), into out; false when it has neither. */
bool scan_code_yz(const char *code, char *out);

#endif
