/* db_evening.h - a club evening: attendance per tournament and series,
 * undrawing a series, what check expects seated (db_attendance.c). */
#ifndef SK_DB_EVENING_H
#define SK_DB_EVENING_H

#include "db_players.h"
#include "db_tournaments.h"

typedef struct db_attendee {
    int64_t player_id;
    char *name;
    int number;          /* start number, 0 = none */
    int from_series;     /* present from this series (1: from the start) */
    int to_series;       /* last series played (0: to the end) */
} db_attendee;

void db_attendees_free(db_attendee *v, size_t n);

/* Number of players marked present in tid (0: the tournament keeps the
 * old rule: every active player is expected). */
int db_attend_count(db *d, int64_t tid, int *count, sk_err *err);

/* Mark players present from series from_series (1..series_count) to the
 * end (a second call replaces the earlier entry).  from_series 0: each
 * player from the first series it is seated in, else from the next series
 * not drawn yet (a latecomer while a series is drawn or played), else 1;
 * the series each player got into froms[0..n) (NULL: not wanted).  Refused
 * (SK_INVALID, nothing changed) when a player has games in an earlier
 * series, or (from_series 0) every series is drawn and the player is
 * seated in none. */
int db_attend_set(db *d, int64_t tid, const int64_t *pids, size_t n, int from_series,
                  int series_count, int *froms, sk_err *err);

/* Players (marked present) left after series after_series.  Refused when
 * one is not present, present only from a later series, or has games in a
 * later series. */
int db_attend_leave(db *d, int64_t tid, const int64_t *pids, size_t n, int after_series,
                    int series_count, sk_err *err);

/* Players not present after all.  Refused when one is not marked present
 * or is seated in a series of tid. */
int db_attend_remove(db *d, int64_t tid, const int64_t *pids, size_t n, sk_err *err);

/* The players marked present in tid, by start number then name.
 * Caller db_attendees_free. */
int db_attend_list(db *d, int64_t tid, db_attendee **out, size_t *n, sk_err *err);

/* The players series_no of tid seats: with attendance those present for
 * that series, else every active player; team_only: only members of the
 * tournament's teams (a league venue group).  Caller db_players_free. */
int db_player_list_present(db *d, int64_t tid, int series_no, bool team_only, db_player **out,
                           size_t *n, sk_err *err);

/* Remove the seating of series series_no of tid (and its history).
 * Refused (SK_INVALID) when it is not drawn or has games. */
int db_series_undraw(db *d, int64_t tid, int series_no, sk_err *err);

/* The pairs of players (ids, pairs[2k] < pairs[2k+1]) who shared a table
 * in a series of tid before series_no, once per meeting.  *pairs malloc'd
 * (2 * *n entries). */
int db_met_pairs(db *d, int64_t tid, int series_no, int64_t **pairs, size_t *n, sk_err *err);

/* How many pairs at one table in series series_no of tid already shared a
 * table in an earlier series. */
int db_series_repeats(db *d, int64_t tid, int series_no, int *pairs, sk_err *err);

/* How far the standings of tid (series_no 0: every series, else that one)
 * are: games recorded of the games the drawn series have. */
typedef struct db_progress_t {
    int recorded, expected;   /* games, over the drawn series */
    int series;               /* series in scope (series_count, or 1) */
    int drawn;                /* of them drawn */
    int incomplete;           /* drawn series with games missing */
    int first_incomplete;     /* the first of them (0: none) */
    bool provisional;         /* games missing or series not drawn yet */
} db_progress_t;
int db_progress(db *d, const db_tournament *t, int series_no, db_progress_t *p, sk_err *err);
/* The same figures from counts a caller has anyway (the standings walk
 * every table): p zeroed, each drawn series of the scope added in series
 * order with the games its tables play and the games recorded, then
 * finished for the scope (series_no 0: every series of t). */
void db_progress_add(db_progress_t *p, int series_no, int expected, int recorded);
void db_progress_finish(db_progress_t *p, const db_tournament *t, int series_no);

/* Attendance problems for check. */
typedef struct db_seat_issue {
    int series_no;
    char *name;
    int kind;            /* 0 present without a table, 1 seated but not present,
                            2 active player in no series (tournament without
                            attendance) */
} db_seat_issue;
void db_seat_issues_free(db_seat_issue *v, size_t n);
int db_absence_problems(db *d, int64_t tid, db_seat_issue **out, size_t *n, sk_err *err);

/* Rename team `old` of tournament tid (unique in tid). */
int db_team_rename(db *d, int64_t tid, const char *old, const char *name, sk_err *err);
/* Remove team `name` of tid (its players stay): *members, *games (games
 * of its members in tid) say what goes; refused when there are games and
 * not force. */
int db_team_remove(db *d, int64_t tid, const char *name, bool force, int *members, int *games,
                   sk_err *err);

#endif
