/* csvmembers.h - the federation's member list as CSV (issue 27, item 6;
 * pure: parses a buffer).  Header (any column order, case-insensitive):
 *   member,name,club,publish
 * member   the federation member number (fedrules.h: 1-20 letters, digits,
 *          inner dashes), required, once per file
 * name     the player's name (the name rule, text.h), once per file
 * club     may be empty
 * publish  consent to publication by name: yes/ja/1/true or no/nein/0/
 *          false, empty = no
 * state    (an optional column) the German federal state: BW, BY, ... TH
 *          (text_state_check), empty = left as it is
 * The reader's generic checks (csvin.h) apply: quoting, UTF-8, field
 * lengths; every problem is reported with its line.
 */
#ifndef SK_CSVMEMBERS_H
#define SK_CSVMEMBERS_H

#include <stdbool.h>
#include <stddef.h>

#include "csvin.h"

#define CSVMEM_HEADER "member,name,club,publish"

typedef struct csvmem_row {
    long line;
    char *member, *name, *club;   /* club NULL when empty */
    bool publish;
    char state[3];                /* "" when not given */
} csvmem_row;

typedef struct csvmem_rows {
    csvmem_row *v;
    size_t n, cap;
} csvmem_rows;

/* Parse buf[0..len) into *out; problems into *errs.  SK_OK or SK_INVALID. */
int csvmem_parse(const char *buf, size_t len, csvmem_rows *out, csvin_errors *errs);
void csvmem_rows_free(csvmem_rows *r);

#endif
