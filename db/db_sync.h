/* db_sync.h - a venue database's side of the federation (schema
 * 021_fed_sync.sql): the links to a hub, the venue groups they cover and
 * the outbox.  Conventions (status, errors, ownership, transactions) as in
 * db.h.
 */
#ifndef SK_DB_SYNC_H
#define SK_DB_SYNC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "db.h"

typedef struct db_link {
    int64_t id;
    char *hub;           /* the hub's base address */
    char code[17];       /* the venue's code, stored form */
    char device[33];     /* this database's device uid for the link */
    int64_t league_id;
    char *league;        /* its name (reads) */
    int matchday;
    char venue_uid[33];
    char *pulled;        /* when */
    int64_t acked;       /* the highest seq the hub acknowledged */
    char *pushed;        /* the last push acknowledged, NULL = none */
    char *waiting;       /* what the hub's last answer said waits in its
                          * review queue (JSON array), NULL = not said */
    char *waiting_at;    /* when it said so, NULL = never */
} db_link;

void db_link_clear(db_link *l);

/* The name of venue group venue_no's tournament of link link_id here:
 * *name malloc'd, NULL when the link has no such group. */
int db_sync_group_name(db *d, int64_t link_id, int venue_no, char **name, sk_err *err);

/* Note what the hub answered waits in its review queue (JSON text). */
int db_link_waiting(db *d, int64_t id, const char *waiting, const char *when, sk_err *err);
void db_links_free(db_link *v, size_t n);

/* The link of league lid's match day `matchday` from hub `hub` (a second
 * hub has a link of its own): *found false when none. */
int db_link_find(db *d, int64_t lid, int matchday, const char *hub, db_link *out, bool *found,
                 sk_err *err);
/* Add a link (its id, league name, acked and pushed ignored): *id. */
int db_link_add(db *d, const db_link *l, int64_t *id, sk_err *err);
/* Change the hub's address and the code of link id (a pull again). */
int db_link_update(db *d, int64_t id, const char *hub, const char *code, sk_err *err);
/* Every link, by league and match day. */
int db_links(db *d, db_link **out, size_t *n, sk_err *err);
/* The hub acknowledged everything up to seq at time when. */
int db_link_ack(db *d, int64_t id, int64_t seq, const char *when, sk_err *err);

/* The hub has less than link id thought (a hub restored from a backup):
 * acknowledged only up to seq. */
int db_link_rewind(db *d, int64_t id, int64_t seq, sk_err *err);

/* Tournament tid is venue group venue_no of link link_id (again: nothing;
 * another link too: both). */
int db_sync_group_add(db *d, int64_t tid, int64_t link_id, int venue_no, sk_err *err);
/* The links whose venue group tournament tid is (none: *n 0; a venue
 * group pulled from two hubs: two), by link.  *out caller frees. */
typedef struct db_sync_group {
    int64_t link_id;
    int venue_no;
} db_sync_group;
int db_sync_groups_of(db *d, int64_t tid, db_sync_group **out, size_t *n, sk_err *err);

/* One outbox entry. */
typedef struct db_outbox_row {
    int64_t seq;
    char *entity;
    char *body;          /* the change, canonical JSON */
    char hash[65];
    char *created;
} db_outbox_row;

void db_outbox_rows_free(db_outbox_row *v, size_t n);

/* Append a change to link link_id's outbox: seq = the next one after the
 * last entry and after what the hub acknowledged (*seq). */
int db_outbox_add(db *d, int64_t link_id, const char *entity, const char *body,
                  const char *hash, const char *created, int64_t *seq, sk_err *err);
/* Up to max entries of link_id after seq `after`, in order. */
int db_outbox_after(db *d, int64_t link_id, int64_t after, size_t max, db_outbox_row **out,
                    size_t *n, sk_err *err);
/* The number of entries of link_id and of those after `after`; the time of
 * the first one after it (malloc'd, NULL when none). */
int db_outbox_count(db *d, int64_t link_id, int64_t after, int64_t *total, int64_t *pending,
                    char **oldest, sk_err *err);

/* A venue restored from a backup, or whose games were typed again in
 * another order, resumes (issue 37 part 7): the entries of link_id the
 * hub has not acknowledged go (the caller puts what the hub does not hold
 * back in, db_outbox_add numbers them after hub_last) and the hub's
 * highest change hub_last counts as acknowledged.  In the caller's
 * transaction. */
int db_outbox_resume(db *d, int64_t link_id, int64_t hub_last, sk_err *err);

/* The venue groups of link link_id: their tournaments, by group. */
typedef struct db_link_group {
    int64_t tournament_id;
    int venue_no;
    char *name;
} db_link_group;
void db_link_groups_free(db_link_group *v, size_t n);
int db_link_groups(db *d, int64_t link_id, db_link_group **out, size_t *n, sk_err *err);

#endif
