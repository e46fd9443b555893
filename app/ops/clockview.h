/* clockview.h - the round clock of a series (ops: no printing; rules in
 * app/core/clock.h): the organiser starts it, every view shows the time
 * left (the beamer, the table pages, the TUI, `clock show`), and once the
 * time is up the tables that have not recorded all their games are
 * unfinished.  "Now" is ops_now() (day.h), so tests set $SKATSHEET_NOW
 * instead of waiting. */
#ifndef SK_OPS_CLOCKVIEW_H
#define SK_OPS_CLOCKVIEW_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "clock.h"
#include "db.h"
#include "db_day.h"
#include "db_tournaments.h"

typedef struct ops_clock_table {
    int table_no, size;
    int games, series_games;
    bool done;               /* every game recorded */
    int ext_minutes;         /* extra time given this table (clock extend) */
    char reason[420];        /* their reasons, "; " between */
    int64_t left;            /* seconds to the table's own end */
} ops_clock_table;

typedef struct ops_clock {
    bool has;                /* the series has a clock */
    int series;
    db_clock stored;
    clock_state st;          /* at `now` */
    int64_t now;
    ops_clock_table *tables; /* the series' tables (a drawn series) */
    size_t ntables;
    int unfinished;          /* tables not done (the time being up or not) */
} ops_clock;

void ops_clock_free(ops_clock *c);

/* The clock of series `series` of t (0: the latest series with a clock,
 * else the latest drawn; none drawn: out->series 0, has false). */
int ops_clock_load(db *d, const db_tournament *t, int series, ops_clock *out, sk_err *err);

/* Start series `series` now: minutes 0 = the day's clock_min, the warning
 * the day's warn_min.  Refused: t closed, the series not drawn, its clock
 * running already (unless restart). */
int ops_clock_start(db *d, const db_tournament *t, int series, int minutes, bool restart,
                    ops_clock *out, sk_err *err);

/* Stop series `series`'s clock (refused when it does not run). */
int ops_clock_stop(db *d, const db_tournament *t, int series, sk_err *err);

/* Pause series `series`'s clock now (refused: closed, not running,
 * paused already, stopped); resume it (refused unless paused): the time
 * of the pause is added to the end. */
int ops_clock_pause(db *d, const db_tournament *t, int series, sk_err *err);
int ops_clock_resume(db *d, const db_tournament *t, int series, sk_err *err);

/* Give table `table` of series `series` `minutes` (1 to 120) more with a
 * reason (1 to 200 characters, one line).  Refused: closed, no clock, the
 * table not in the series. */
int ops_clock_extend(db *d, const db_tournament *t, int series, int table, int minutes,
                     const char *reason, sk_err *err);

/* "1:05:09 left", "time is up (0:04:10 ago)", "stopped" (current language). */
void ops_clock_text(const ops_clock *c, sk_buf *b);

/* c as one JSON object with a trailing newline (`clock show --format
 * json`, the web's /api/clock): {"tournament","series","phase" (none,
 * running, warning, over, stopped),"started","minutes","warn_minutes",
 * "seconds_left","now_ms","end_ms","tables":[{"table","games",
 * "series_games","done","extra_minutes","reason","end_ms"}],"unfinished"}. */
void ops_clock_json(const db_tournament *t, const ops_clock *c, sk_buf *b);

#endif
