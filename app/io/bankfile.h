/* bankfile.h - the club's bank statement read (pure: parses a buffer the
 * caller read; no SQL, no printing): CAMT.053 XML as German banks export
 * it (libxml2, no network, no entities, no DTD), or the banks' CSV with
 * a column mapping.  A malformed or truncated file, a CSV without the
 * mapped columns, an amount or date that cannot be read: SK_INVALID with
 * the line, nothing returned.  Lines in another currency are returned (the
 * caller refuses each). */
#ifndef SK_BANKFILE_H
#define SK_BANKFILE_H

#include <stdbool.h>
#include <stddef.h>

#include "util.h"

typedef struct bank_line {
    long line;           /* where it is in the file */
    char booked[11];     /* YYYY-MM-DD */
    long long ct;        /* > 0 */
    bool credit;         /* money in (CRDT / a positive amount) */
    char ccy[4];         /* "EUR" */
    char *name;          /* the payer ("" none) */
    char *purpose;       /* the remittance text ("" none) */
    char *ref;           /* the bank's reference, else the hash (bankline.h) */
} bank_line;

typedef struct bank_lines {
    bank_line *v;
    size_t n, cap;
} bank_lines;

void bank_lines_free(bank_lines *b);

/* Whether buf looks like XML (its first character after a BOM and white
 * space is '<'). */
bool bank_is_xml(const char *buf, size_t len);

/* A CAMT.053 statement (any version: the elements by their local names):
 * one line per entry (Ntry), or per transaction (TxDtls) of a batch entry
 * that gives each one's amount. */
int bank_camt_parse(const char *buf, size_t len, bank_lines *out, sk_err *err);

/* A CSV statement (';' or ',' between fields, as its header has them)
 * with map "date=COL,amount=COL,purpose=COL[,name=COL][,ref=COL]
 * [,currency=COL]": the row naming every mapped column is the header
 * (lines above it are the bank's preamble).  Amounts with a decimal comma,
 * dates 15.01.2027, 15.01.27 or 2027-01-15.  SK_USAGE for a bad map. */
int bank_csv_parse(const char *buf, size_t len, const char *map, bank_lines *out, sk_err *err);

#endif
