/* db_fedadmin.h - a league's venues and the federation's access codes
 * (schema/020_fed_venues.sql).  Conventions (status, errors, ownership,
 * transactions) as in db.h.
 */
#ifndef SK_DB_FEDADMIN_H
#define SK_DB_FEDADMIN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "db.h"

typedef struct db_venue {
    int64_t id;
    char uid[33];
    char *name;
    char *address;      /* NULL = none */
    char *contact;      /* NULL = none */
} db_venue;

void db_venue_clear(db_venue *v);
void db_venues_free(db_venue *v, size_t n);

/* Add venue `name` (the name rule, unique in the league) with its uid. */
int db_venue_add(db *d, int64_t lid, const char *uid, const char *name, const char *address,
                 int64_t *id, sk_err *err);
/* Venue `name` of league lid (SK_INVALID naming it when unknown; *found,
 * when not NULL, makes an unknown name SK_OK with *found false). */
int db_venue_find(db *d, int64_t lid, const char *name, db_venue *out, bool *found,
                  sk_err *err);
int db_venue_get(db *d, int64_t id, db_venue *out, sk_err *err);
/* The venue of lid with that uid: *id, 0 when none. */
int db_venue_by_uid(db *d, int64_t lid, const char *uid, int64_t *id, sk_err *err);
/* The venues of lid by name. */
/* Set venue vid's address and contact (NULL: none). */
int db_venue_set(db *d, int64_t vid, const char *address, const char *contact, sk_err *err);
int db_venues(db *d, int64_t lid, db_venue **out, size_t *n, sk_err *err);

/* A venue group (league_venues row) of lid: match day `matchday`, group
 * venue_no.  SK_INVALID naming both when there is none. */
typedef struct db_group {
    int64_t id;              /* league_venues.id */
    int64_t matchday_id;
    int matchday;            /* its number */
    char *date;
    int venue_no;
    int64_t tournament_id;
    char *tournament;
    int64_t place_id;        /* the venue, 0 = not assigned */
    char *place;             /* its name, NULL = none */
} db_group;

void db_group_clear(db_group *g);
void db_groups_free(db_group *v, size_t n);
int db_group_find(db *d, int64_t lid, int matchday, int venue_no, db_group *out, sk_err *err);
/* Every venue group of lid by match day and group (matchday 0: all; else
 * that match day's only). */
int db_groups(db *d, int64_t lid, int matchday, db_group **out, size_t *n, sk_err *err);
/* Play venue group gid at venue vid (0: no venue). */
int db_group_place(db *d, int64_t gid, int64_t vid, sk_err *err);

/* Division `name` of lid: *id (0 when there is none). */
int db_fedadmin_division_id(db *d, int64_t lid, const char *name, int64_t *id, sk_err *err);

/* ---- access codes ---- */

typedef enum db_fcode_kind { DB_FCODE_VENUE = 0, DB_FCODE_CAPTAIN, DB_FCODE_LEADER } db_fcode_kind;

/* "venue", "captain", "leader" */
const char *db_fcode_kind_key(db_fcode_kind k);

typedef struct db_fcode {
    int64_t id;
    int64_t league_id;
    db_fcode_kind kind;
    int64_t venue_id, matchday_id, team_id, division_id;  /* 0 = none */
    char *label;
    char *created;
    char *revoked;       /* NULL = valid */
    /* filled by reads, for showing the scope */
    int matchday;        /* its number, 0 none */
    char *venue, *team, *division;
} db_fcode;

void db_fcode_clear(db_fcode *c);
void db_fcodes_free(db_fcode *v, size_t n);

/* Store code c (its id and the read-only fields ignored) with the hash of
 * the code; refused (SK_INVALID) when its venue and match day or its team
 * has a valid code already.  *id the new row. */
int db_fcode_add(db *d, const db_fcode *c, const char *hash, int64_t *id, sk_err *err);
/* The code with that hash: *found false when none. */
int db_fcode_by_hash(db *d, const char *hash, db_fcode *out, bool *found, sk_err *err);
int db_fcode_get(db *d, int64_t id, db_fcode *out, sk_err *err);
/* The codes of lid, newest first. */
int db_fcodes(db *d, int64_t lid, db_fcode **out, size_t *n, sk_err *err);
/* Revoke code id at time `when` (refused when it is revoked already). */
int db_fcode_revoke(db *d, int64_t id, const char *when, sk_err *err);

#endif
