/* db_results.h - the life of a venue group's result at the hub and the
 * league's settings for it (schema 022_fed_results.sql).  Conventions
 * (status, errors, ownership, transactions) as in db.h.
 */
#ifndef SK_DB_RESULTS_H
#define SK_DB_RESULTS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "db.h"
#include "fedrules.h"

/* A league's federation settings. */
typedef struct db_fed_settings {
    int protest_days;          /* 0..365 (default 14) */
    bool confirm_by_leader;    /* else another team's captain or the leader */
    char *publish_dir;         /* NULL = none; an absolute path */
    bool publish_stale;        /* a public change committed, its files not written */
} db_fed_settings;

void db_fed_settings_clear(db_fed_settings *s);
int db_fed_settings_get(db *d, int64_t lid, db_fed_settings *out, sk_err *err);
/* Set those given: protest_days >= 0, confirm (0 keep, 1 captain, 2
 * leader), publish_dir (NULL keep, "" none). */
int db_fed_settings_set(db *d, int64_t lid, int protest_days, int confirm,
                        const char *publish_dir, sk_err *err);
/* Note whether lid's public files lag behind its released state (outside
 * or inside a transaction). */
int db_fed_publish_stale_set(db *d, int64_t lid, bool stale, sk_err *err);

/* A venue group's result. */
typedef struct db_fed_result {
    int64_t group_id;        /* league_venues.id */
    int64_t league_id;
    int matchday;
    int venue_no;
    int64_t tournament_id;
    char *tournament;
    char *date;              /* the match day's */
    char *place;             /* the venue, NULL none */
    fed_state state;         /* FED_ST_NONE: nothing reported */
    char *reported, *confirmed, *released, *binding;
    char *incomplete;        /* released with missing games: the leader's reason */
    int open_reviews;
    int open_protests;       /* protests not decided yet (db_protests.h) */
} db_fed_result;

void db_fed_results_free(db_fed_result *v, size_t n);

/* Every venue group of lid (matchday 0: all) with its result, by match day
 * and group. */
int db_fed_results(db *d, int64_t lid, int matchday, db_fed_result **out, size_t *n,
                   sk_err *err);

/* The result of group gid reported at time `at` unless it is already:
 * *new whether this is the report. */
int db_fed_result_report(db *d, int64_t gid, const char *at, bool *new, sk_err *err);
/* Group gid steps to state at time `at` (binding: the date). */
int db_fed_result_step(db *d, int64_t gid, fed_state state, const char *at, sk_err *err);
/* The reason group gid was released incomplete (NULL: complete). */
int db_fed_result_incomplete(db *d, int64_t gid, const char *reason, sk_err *err);

typedef struct db_fed_log {
    int64_t id;
    int matchday, venue_no;
    char *at, *step, *by_who, *reason;
    int64_t code_id;
} db_fed_log;

void db_fed_logs_free(db_fed_log *v, size_t n);
int db_fed_log_add(db *d, int64_t gid, const char *at, const char *step, const char *by,
                   int64_t code_id, const char *reason, sk_err *err);
/* The log of lid's match day (0: all), oldest first. */
int db_fed_logs(db *d, int64_t lid, int matchday, db_fed_log **out, size_t *n, sk_err *err);

/* The venue group (league_venues row) whose tournament is tid: *gid (0:
 * none) and its league and match day number. */
int db_fed_group_of(db *d, int64_t tid, int64_t *gid, int64_t *lid, int *matchday,
                    sk_err *err);

#endif
