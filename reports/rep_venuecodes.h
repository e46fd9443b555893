/* rep_venuecodes.h - the code sheet of a league's match day (issue 37,
 * part 9): one A4 page per venue with its venue code in large type and as
 * a QR code, the hub's address, its venue groups with their teams and the
 * five steps of the day.  Written atomically like every report. */
#ifndef SK_REP_VENUECODES_H
#define SK_REP_VENUECODES_H

#include <stdbool.h>

#include "rep_pdf.h"

typedef struct rep_venue_page {
    const char *venue;
    const char *address, *contact; /* may be NULL */
    const char *code;              /* as printed (XXXX-XXXX-XXXX-XXXX); "" or NULL: kept */
    const char *groups;            /* lines "K\tTEAM, TEAM, ..." */
    const char *tournament;        /* the first group's tournament (step 2) */
} rep_venue_page;

/* The pages v[0..n) of match day `matchday` (doc->tournament the league,
 * doc->date its date); hub the hub's address.  SK_INVALID when n is 0. */
int rep_pdf_venue_codes(const char *path, const rep_doc *doc, int matchday, const char *hub,
                        const rep_venue_page *v, int n, sk_err *err);

#endif
