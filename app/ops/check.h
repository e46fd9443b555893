/* check.h - `check` as an operation (no printing): reconcile a tournament
 * before announcing results.  Per table: games missing, games beyond the
 * series length, the dealer declaring at a 4-table, empty seats; per stored
 * game: its stored values against the rules engine; per series: players
 * seated twice, active or present players without a table, seated players
 * marked absent; when the day asks for a second entry, every game that
 * differs between the two entries or is in one only (second.h).
 */
#ifndef SK_OPS_CHECK_H
#define SK_OPS_CHECK_H

#include <stddef.h>

#include "db_tournaments.h"
#include "tour.h"

typedef struct ops_check_report {
    char *text;       /* one line per problem ("series S, table T: ..."),
                         each ending in a newline; "" when none */
    int problems;     /* number of lines */
    int tables;       /* tables looked at */
    size_t games;     /* games looked at */
} ops_check_report;

/* Check series `series` of t (0 = every series).  A series beyond the
 * tournament's: SK_INVALID.  Problems found are not an error: they are in
 * *out (caller ops_check_report_free). */
int ops_check(db *d, const ops_tour *t, int series, ops_check_report *out, sk_err *err);
/* Only the stored values of the games of series `series`, table `table`
 * (0 = every table) against the rules engine (what `check` says per stored
 * game: "breaks a rule", "stored ... disagree with the rules engine"); the
 * TUI's check of the open table.  *out as for ops_check. */
int ops_check_values(db *d, const db_tournament *t, int series, int table,
                     ops_check_report *out, sk_err *err);
void ops_check_report_free(ops_check_report *r);

#endif
