/* db_seatbox.h - seating at check-in (schema 015; db_seatbox.c): the plan
 * of a series seated as players arrive (tables planned, the seed, open or
 * closed), the seats drawn so far, and the changes a late arrival makes
 * to a stored seating (seatbox.h).  Conventions as in db.h. */
#ifndef SK_DB_SEATBOX_H
#define SK_DB_SEATBOX_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "db.h"

typedef struct db_plan {
    int series_no;
    int tables;          /* planned */
    uint64_t seed;
    char separate[8];    /* "club", "team" or "" */
    bool closed;         /* the door closed: the seating is the series' tables */
} db_plan;

int db_plan_get(db *d, int64_t tid, int series_no, db_plan *out, bool *found, sk_err *err);
/* The plans of tid by series. */
int db_plan_list(db *d, int64_t tid, db_plan **out, size_t *n, sk_err *err);
/* Open a plan (refused when series_no has one). */
int db_plan_open(db *d, int64_t tid, const db_plan *p, sk_err *err);
/* Mark it closed / remove it with its seats (before the door closed). */
int db_plan_close(db *d, int64_t tid, int series_no, sk_err *err);
int db_plan_remove(db *d, int64_t tid, int series_no, sk_err *err);

typedef struct db_box_seat {
    int table_no, seat;
    int64_t player_id;
    int64_t arrival;
} db_box_seat;

/* The seats drawn in series_no's plan, by table and seat. */
int db_box_seats(db *d, int64_t tid, int series_no, db_box_seat **out, size_t *n, sk_err *err);
/* Record a drawn seat (refused when the seat or the player is taken). */
int db_box_seat_add(db *d, int64_t tid, int series_no, const db_box_seat *s, sk_err *err);

/* A late arrival fills table table_no (a 3-table) of a stored seating:
 * it seats four, pid in seat 4. */
int db_late_fill(db *d, int64_t tid, int series_no, int table_no, int64_t pid, sk_err *err);
/* A late arrival opens table new_no: the seat-4 players of tables from1
 * and from2 (which then seat three) and pid sit at it, in seats
 * seat_of[0], seat_of[1] and seat_of[2]; the new table's entry code is
 * the caller's. */
int db_late_open(db *d, int64_t tid, int series_no, int from1, int from2, int new_no,
                 int64_t pid, const int seat_of[3], sk_err *err);

/* A new table new_no of four (Schafkopf: three players waiting and a late
 * arrival): who[k] in seat k + 1; the entry code is the caller's. */
int db_late_table(db *d, int64_t tid, int series_no, int new_no, const int64_t who[4],
                  sk_err *err);

#endif
