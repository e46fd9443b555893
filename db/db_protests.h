/* db_protests.h - protests against a venue group's released result (issue
 * 37, part 4; schema 037_protests.sql).  db/ stores; whether a protest may
 * be filed or decided is app/ops/fedprotest.h's.  Conventions (status,
 * errors, ownership, transactions) as in db.h.
 */
#ifndef SK_DB_PROTESTS_H
#define SK_DB_PROTESTS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "db.h"

typedef struct db_fed_protest {
    int64_t id;
    int64_t group_id, league_id, tournament_id;
    int matchday, venue_no;
    char *team;              /* the protesting captain's team (NULL: unknown) */
    char *by_who, *filed, *reason;
    char *state;             /* "open", "upheld", "rejected" */
    char *decided, *decided_by, *decision;   /* NULL while open */
    int64_t code_id;         /* the captain's code (0: none any more) */
    int64_t team_id;         /* the captain's team (0: none any more) */
} db_fed_protest;

void db_fed_protest_clear(db_fed_protest *p);
void db_fed_protests_free(db_fed_protest *v, size_t n);

/* Inside the caller's transaction: a protest against group gid, filed at
 * `at` by `by` (code code_id, team team_id; 0: none) with its reason; *id
 * its number. */
int db_fed_protest_add(db *d, int64_t gid, int64_t code_id, int64_t team_id, const char *by,
                       const char *at, const char *reason, int64_t *id, sk_err *err);

/* The protests of league lid (matchday 0: all; open_only: those still
 * open), oldest first; caller frees with db_fed_protests_free. */
int db_fed_protests(db *d, int64_t lid, int matchday, bool open_only, db_fed_protest **out,
                    size_t *n, sk_err *err);

/* Protest id (SK_INVALID "protest #N does not exist"); caller:
 * db_fed_protest_clear. */
int db_fed_protest_get(db *d, int64_t id, db_fed_protest *out, sk_err *err);

/* Inside the caller's transaction: open protest id decided ("upheld" or
 * "rejected") at `at` by `by` with the decision's reason (NULL: none).
 * SK_INVALID when it is not open any more. */
int db_fed_protest_decide(db *d, int64_t id, const char *state, const char *at, const char *by,
                          const char *decision, sk_err *err);

#endif
