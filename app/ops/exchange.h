/* exchange.h - the open exchange format (docs/exchange-format.md, JSON
 * Schema docs/exchange.schema.json): a tournament (Skat, house rules or a
 * Schafkopf list) or a league match day with everything it holds, as one
 * versioned JSON document.  `export json` / `import json` use it, and so
 * do the federation's pull (the package a venue fetches) and push.
 *
 * Everything in it is named by a global identity (db_ids.h): players by
 * uid and member number, tournaments, leagues and league teams by uid;
 * never by a row id of the database it came from.
 */
#ifndef SK_EXCHANGE_H
#define SK_EXCHANGE_H

#include <stdbool.h>
#include <stddef.h>

#include "db_tournaments.h"
#include "tour.h"

#define XCH_FORMAT "skatsheet-exchange"
#define XCH_VERSION 1
/* The largest document read (a 72,000-game tournament is about 9 MB). */
#define XCH_MAX_BYTES (64u * 1024 * 1024)

/* Tournament t as a document ("kind": "tournament"): its settings, teams,
 * attendance, series with tables, seats and games, lots, and every player
 * they name.  *out malloc'd text (pretty, ending with a newline). */
int ops_export_tournament(db *d, const ops_tour *t, char **out, sk_err *err);

/* Match day `number` of league `league` (NULL: the only or most recent
 * league) as a document ("kind": "matchday"): the league's settings, the
 * teams of its venue groups with their rosters, and each venue group with
 * its tournament.  groups/ngroups (ngroups 0: all) limit it to those venue
 * group numbers (what one venue pulls).  *out as above. */
int ops_export_matchday(db *d, const char *league, int number, const int *groups,
                        size_t ngroups, char **out, sk_err *err);

typedef enum ops_import_mode {
    /* import json: the tournament (or each venue group) must not be here
     * yet; league, teams and players are matched by identity */
    OPS_IMPORT_NEW = 0,
    /* sync pull: venue groups already here are left as they are (their
     * results are the venue's own); new ones are added */
    OPS_IMPORT_PULL,
} ops_import_mode;

typedef struct ops_import_result {
    char kind[16];        /* "tournament" or "matchday" */
    char *name;           /* the tournament, or "LEAGUE matchday N" (malloc'd) */
    size_t players_new;   /* players created */
    size_t groups_new;    /* venue groups created (match day) */
    size_t games;         /* games stored */
    int64_t league_id;    /* matchday: the league here */
    int matchday;         /* matchday: its number */
} ops_import_result;

void ops_import_result_clear(ops_import_result *r);

/* Import document text[0..len) in one transaction: all or nothing.  Every
 * field is checked as hostile input (size, UTF-8, types, ranges), every
 * game by the rules of `import games`.  A refusal (SK_INVALID) names the
 * field by its path in the document and the rule; nothing is stored. */
int ops_import_doc(db *d, const char *text, size_t len, ops_import_mode mode,
                   ops_import_result *out, sk_err *err);

#endif
