/* iban.h - the payee of a GiroCode: IBAN (ISO 13616, mod-97 check digits),
 * BIC, and the EPC QR payload of EPC069-12 ("Quick Response Code:
 * guidelines to enable data capture for the initiation of a SEPA credit
 * transfer", version 002) that bank apps read (pure core: no I/O).
 *
 * The payload, one field per line (LF), trailing empty fields left out:
 *   1 "BCD"          service tag
 *   2 "002"          version (the BIC may be empty within the EEA)
 *   3 "1"            character set: UTF-8
 *   4 "SCT"          SEPA credit transfer
 *   5 BIC            8 or 11 characters, or empty
 *   6 payee name     at most 70 characters
 *   7 IBAN           without spaces
 *   8 amount         "EUR12.50" (EUR0.01 .. EUR999999999.99)
 *   9 purpose        empty
 *  10 structured reference (RF...)    empty: we use the text below
 *  11 remittance text                 at most 140 characters
 *  12 note to the payer               empty
 * at most 331 bytes in all.
 */
#ifndef SK_IBAN_H
#define SK_IBAN_H

#include <stdbool.h>
#include <stddef.h>

#include "util.h"

#define IBAN_MAX 34
#define EPC_NAME_MAX 70
#define EPC_TEXT_MAX 140
#define EPC_PAYLOAD_MAX 331
#define EPC_AMOUNT_MAX_CT 99999999999LL

/* s without spaces, letters upper-cased, into out (IBAN_MAX + 1 bytes);
 * false (out "") when anything but letters, digits and spaces is in it or
 * it is longer than IBAN_MAX. */
bool iban_normalize(const char *s, char *out);

/* Is the normalized IBAN valid: two letters of a country, two check
 * digits, the length of that country (SEPA countries; another country
 * 15..34), letters and digits only, and the number mod 97 is 1 (ISO 7064
 * MOD 97-10)?  SK_OK or SK_INVALID with err naming the rule
 * ("iban: DE89...: the check digits do not match (mod 97 gives 3, not 1)").
 * Takes the IBAN as typed (spaces, any case). */
int iban_check(const char *typed, sk_err *err);

/* Is the (normalized) IBAN of a country of the SEPA schemes (EPC409-09),
 * the only accounts a GiroCode pays into? */
bool iban_sepa(const char *iban);

/* iban_check, and the IBAN of a SEPA scheme country: SK_INVALID "iban:
 * 'TR33...' is an account in TR, not in a country of the SEPA schemes
 * ..." otherwise. */
int iban_check_sepa(const char *typed, sk_err *err);

/* The IBAN in groups of four for reading ("DE89 3704 0044 0532 0130 00");
 * out: IBAN_MAX + IBAN_MAX / 4 + 1 bytes. */
void iban_format(const char *iban, char *out, size_t n);

/* A BIC: 4 letters (bank), 2 letters (country), 2 letters or digits
 * (place), optionally 3 more (branch).  SK_OK or SK_INVALID naming it. */
int bic_check(const char *typed, sk_err *err);

typedef struct epc_transfer {
    const char *bic;        /* NULL or "" = none */
    const char *name;       /* the payee, 1..70 characters */
    const char *iban;       /* as typed: checked and normalized */
    long long amount_ct;    /* 1 .. EPC_AMOUNT_MAX_CT */
    const char *text;       /* the remittance text, 0..140 characters (the player's code) */
} epc_transfer;

/* The EPC069-12 payload of x into out (appended).  SK_INVALID naming the
 * field for a bad IBAN or BIC, an empty or too long name, an amount out of
 * range, a text too long or with a line break, or a payload over 331
 * bytes; out is unchanged then. */
int epc_payload(const epc_transfer *x, sk_buf *out, sk_err *err);

#endif
