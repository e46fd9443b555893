/* rep_day.h - the paper of a tournament day (PDF, libharu through
 * rep_pdf_int.h): per series one PDF with the table cards (large, with
 * the table's entry QR code), the draw slips ("Series 1: table 7, seat 2")
 * and the pre-filled score sheets; the personal check-in codes of the
 * pre-registrations as slips or a list (with the GiroCode that pays the
 * entry fee).  Written atomically like every report (rep_pdf.h). */
#ifndef SK_REP_DAY_H
#define SK_REP_DAY_H

#include "rep_pdf.h"

/* A table card. */
typedef struct rep_card {
    int table_no;
    int size;
    const char *code;         /* the entry code as printed ("K7QM-3XPA"), may be NULL */
    const char *url;          /* the table's page with the code (the QR code), may be NULL */
    const char *names[4];     /* seat 1..size */
} rep_card;

/* A draw slip. */
typedef struct rep_slip {
    const char *name;
    int start_no;             /* 0: none */
    int table_no, seat;
} rep_slip;

/* Lists drawn as report tables (a Schafkopf list of each table, its
 * players' names heading the columns): tables[0..n) each from a new page
 * under the title block of kind, rows high enough for handwriting (as
 * rep_pdf_pages_blank). */
typedef struct rep_day_lists {
    const char *kind;
    const rep_table *tables;
    int n;
} rep_day_lists;

/* The day's paper of series `series`: cards[0..ncards) (one landscape page
 * each), slips[0..nslips) (14 to a page, in the order given), then the
 * score sheets[0..nsheets) blank with names (rep_pdf_sheets: the
 * tournament sheet, or a house list when a sheet has its house) and the
 * lists (may be NULL).  SK_INVALID when there is nothing to print. */
int rep_pdf_series_day(const char *path, const rep_doc *doc, int series, const rep_card *cards,
                       int ncards, const rep_slip *slips, int nslips, const rep_sheet *sheets,
                       int nsheets, const rep_day_lists *lists, sk_err *err);

/* A pre-registration's personal code. */
typedef struct rep_code_slip {
    const char *name;
    const char *club;         /* may be NULL */
    const char *code;         /* as printed ("K7QM-3XPA") */
    const char *qr;           /* what its QR code holds: the page BASE/checkin/CODE, or
                                 the code itself */
    const char *giro;         /* the GiroCode's EPC payload, or NULL */
    long long giro_ct;        /* its amount */
    const char *payee, *iban; /* shown beside it (iban formatted) */
} rep_code_slip;

/* The codes v[0..n): a slip per player (6 to a page: name, club, the code
 * in large type and its QR code, the GiroCode when there is one), or with
 * list a list of every code with a small QR code.  SK_INVALID when n is 0. */
int rep_pdf_code_slips(const char *path, const rep_doc *doc, const rep_code_slip *v, int n,
                       bool list, sk_err *err);

#endif
