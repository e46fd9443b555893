/* db_hub.h - the federation hub's records (schema 021_fed_sync.sql): the
 * venue devices and the changes they delivered, where the hub's version of
 * each seating and game came from, the pushes, the log of attempts, and the
 * review queue.  Conventions (status, errors, ownership, transactions) as
 * in db.h; none of these opens a transaction of its own except
 * db_hub_attempt (the push it logs may have been rolled back).
 */
#ifndef SK_DB_HUB_H
#define SK_DB_HUB_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "db.h"

/* The device row of (venue, device uid), made when new: *id, *last_seq. */
int db_hub_device(db *d, int64_t venue_id, const char *device, int64_t *id, int64_t *last_seq,
                  sk_err *err);

/* The change (device, seq) received before: *found and its hash. */
int db_hub_change_get(db *d, int64_t device_id, int64_t seq, char hash[65], bool *found,
                      sk_err *err);
int db_hub_change_add(db *d, int64_t device_id, int64_t seq, const char *hash, int64_t push_id,
                      int64_t tid, const char *entity, const char *outcome, int64_t review_id,
                      sk_err *err);

/* A push: its row first (counts 0), the counts at the end with the
 * device's last change (db_hub_push_end: one round trip). */
int db_hub_push_add(db *d, int64_t device_id, int64_t code_id, const char *received,
                    int64_t first_seq, int64_t last_seq, int64_t *id, sk_err *err);
int db_hub_push_end(db *d, int64_t device_id, int64_t last_seq, int64_t push_id, int applied,
                    int same, int review, sk_err *err);

/* Where the hub's version of entity ("seating:S", "game:S:T:G") of
 * tournament tid came from: *found, its hash, source ("push", "official",
 * "review") and push (0 none). */
int db_hub_origin_get(db *d, int64_t tid, const char *entity, char hash[65], char source[16],
                      int64_t *push_id, bool *found, sk_err *err);
int db_hub_origin_put(db *d, int64_t tid, const char *entity, const char *hash,
                      const char *source, int64_t push_id, sk_err *err);

/* ---- a push's changes in few statements (issue 38) ---- */

/* The hash of every change of device_id with seq in first..last received
 * before: fn(ud, seq, hash) for each, in no order. */
int db_hub_change_hashes(db *d, int64_t device_id, int64_t first, int64_t last,
                         void (*fn)(void *ud, int64_t seq, const char *hash), void *ud,
                         sk_err *err);

/* One change received (fed_changes): review_id 0 none; the strings are the
 * caller's. */
typedef struct db_hub_change {
    int64_t device_id, seq, push_id, tid, review_id;
    const char *hash, *entity, *outcome;
} db_hub_change;
/* Store v[0..n) in one bulk load per 1,000 (the driver's bulk_insert).
 * SK_INVALID when the schema refuses one (a change stored twice). */
int db_hub_changes_add(db *d, const db_hub_change *v, size_t n, sk_err *err);

/* Where the hub's version of an entity came from (fed_origin); the
 * entity is the caller's (puts) or malloc'd (db_hub_origins). */
typedef struct db_hub_origin {
    char *entity;
    char hash[65];
    char source[16];
    int64_t push_id;     /* 0: none */
} db_hub_origin;
void db_hub_origins_free(db_hub_origin *v, size_t n);
/* Every origin of tournament tid, in no order. */
int db_hub_origins(db *d, int64_t tid, db_hub_origin **out, size_t *n, sk_err *err);
/* db_hub_origin_put for each of v[0..n) (every entity once), in one
 * statement per 200. */
int db_hub_origins_put(db *d, int64_t tid, const db_hub_origin *v, size_t n, sk_err *err);

/* The entities of tournament tid with an open review: *out (malloc'd
 * strings, db_hub_strs_free), *n. */
int db_review_open_entities(db *d, int64_t tid, char ***out, size_t *n, sk_err *err);
void db_hub_strs_free(char **v, size_t n);

/* For each of the players pid[0..n): another venue group of league lid's
 * match day `matchday` (a tournament other than tid) in whose seatings he
 * sits, the first by name: its name into where[i] and, when team is not
 * NULL, the team he played for there into team[i] (the first by name;
 * NULL: as a guest, in no team).  All malloc'd, the caller frees them;
 * where[i] NULL: he sits in no other group.  One statement per 500
 * players; on failure every entry NULL. */
int db_hub_seated_elsewhere_many(db *d, int64_t lid, int matchday, int64_t tid,
                                 const int64_t *pid, size_t n, char **where, char **team,
                                 sk_err *err);

/* The uids of the players id[0..n) into uid[i] ("" when there is no such
 * player); the ids of the players with uid[0..n) into id[i] (0: none).
 * One statement per 500. */
int db_hub_player_uids(db *d, const int64_t *id, size_t n, char (*uid)[33], sk_err *err);
int db_hub_player_ids(db *d, const char *const *uid, size_t n, int64_t *id, sk_err *err);

/* Log an attempt in a transaction of its own (code_id 0: none known). */
int db_hub_attempt(db *d, const char *at, const char *remote, const char *route,
                   int64_t code_id, int status, const char *reason, sk_err *err);

typedef struct db_attempt {
    int64_t id;
    char *at, *remote, *route, *reason, *code_label;
    int64_t code_id;
    int status;
} db_attempt;
void db_attempts_free(db_attempt *v, size_t n);
/* The last `max` attempts, newest first. */
int db_hub_attempts(db *d, size_t max, db_attempt **out, size_t *n, sk_err *err);

/* Does league lid hand out venue codes (is this database its hub)? */
int db_hub_league_has_codes(db *d, int64_t lid, bool *yes, sk_err *err);

/* What the hub holds from device uid `device` of venue venue_id (issue 37
 * part 7, a venue that resumes): *last its highest change (0 none) and,
 * per venue group tournament and entity, the hash of the last change it
 * delivered: *out (caller frees), *n of them, by tournament and entity. */
typedef struct db_held {
    int64_t tournament_id;
    char entity[64];
    char hash[65];
} db_held;
int db_hub_held(db *d, int64_t venue_id, const char *device, int64_t *last, db_held **out,
                size_t *n, sk_err *err);

/* ---- the review queue ---- */

typedef struct db_review {
    int64_t id;
    int64_t tournament_id;
    char *entity;
    char *kind;          /* correction, official, player, held */
    char *current;       /* JSON of the hub's version, NULL = none */
    char *proposed;      /* JSON of the proposal, NULL = delete it */
    char *why;           /* the reasons in words (older reviews: alone) */
    char *why_codes;     /* the reasons as codes, JSON (app/ops/fedwhy.h);
                          * NULL: none (a review of an older version) */
    char *source;        /* who proposed it, in words */
    int64_t code_id;
    char *created;
    char *state;         /* open, accepted, rejected */
    char *decided, *decided_by, *reason;
    /* reads: where */
    char *tournament;
    int64_t league_id;
    int matchday, venue_no;
} db_review;

void db_review_clear(db_review *r);
void db_reviews_free(db_review *v, size_t n);

/* Add an open review (fields as given; id, state, decided*, reads
 * ignored): *id. */
int db_review_add(db *d, const db_review *r, int64_t *id, sk_err *err);
/* Is an open review of tournament tid's entity waiting?  (entity NULL:
 * any of the tournament.)  *n how many. */
int db_review_open_count(db *d, int64_t tid, const char *entity, int *n, sk_err *err);
int db_review_get(db *d, int64_t id, db_review *out, sk_err *err);
/* The reviews of league lid (state NULL: all), oldest first. */
int db_reviews(db *d, int64_t lid, const char *state, db_review **out, size_t *n, sk_err *err);
/* Decide open review id (refused when it is decided already). */
int db_review_decide(db *d, int64_t id, const char *state, const char *when, const char *by,
                     const char *reason, sk_err *err);

#endif
