/* schops.h - the Schafkopf operations every front end calls (no printing):
 * a tournament's game and settings, recording/editing/deleting a game,
 * loading a table's list with running totals and the Kasse, standings
 * (points, then won solos, then shared), the settlement in cents and the
 * zero-sum check.  Rules: rules-house-schafkopf.md Part A (app/core). */
#ifndef SK_SCHOPS_H
#define SK_SCHOPS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "db_tournaments.h"
#include "db_seating.h"
#include "db_schafkopf.h"
#include "db_evening.h"
#include "money.h"
#include "schgame.h"
#include "csvsch.h"

/* Does a list under s sum to 0 (every game and table: a plus/minus list),
 * not a Bavarian plus-only list? */
static inline bool schops_zero_sum(const sch_settings *s)
{
    return !(s->family == SCH_FAM_BAYERISCH && s->b.write_mode == SCH_BAV_PLUS_ONLY);
}

/* The refusal of a Skat command on a Schafkopf tournament (skat false) or
 * of a Schafkopf one on a Skat tournament: SK_INVALID with "tournament 'X'
 * plays Wendischer Schafskopf: <what> is for Skat tournaments". */
int schops_refuse_family(const db_tournament *t, const char *what, sk_err *err);

/* Score r->g (normalized in place: a partnerless Gerufen becomes a Solo;
 * a Bavarian game's throw-in double derived, schops_derive_doubled) under
 * s, fill r's results and store it (add, or edit game r->game_no); then
 * every later game of the table whose derived double changed is scored
 * and stored again (A.5.4 point 3), all in one transaction.  *res (may be
 * NULL) gets the scoring.  Invalid game: SK_INVALID with the field named,
 * nothing stored. */
int schops_record(db *d, const db_tournament *t, const sch_settings *s, db_sch_game *r, bool edit,
                  sch_result_row *res, sk_err *err);

/* Store the parsed rows of a Schafkopf games CSV under s, all or nothing:
 * a game the rules refuse is added to errs with its line (and nothing is
 * stored); SK_FAIL for trouble with the database. */
int schops_import(db *d, const db_tournament *t, const sch_settings *s, const csvsch_rows *rows,
                  csvin_errors *errs, sk_err *err);

/* Score g without storing (the TUI's live preview, `value`-like checks). */
int schops_preview(const sch_settings *s, const sch_game *g, sch_result_row *res, sk_err *err);

/* The live preview of g at a table (the TUI's entry line, the web's form):
 * "Rufspiel mit der Eichel-Sau:  Anna +20  Bernd −20  ..." and the note, or
 * the rule g breaks (*bad set).  name[k]: seat k + 1.  buf always
 * terminated. */
void schops_preview_text(const sch_settings *s, const sch_game *g,
                         const char *const name[SCH_SEATS], char *buf, size_t n, bool *bad);

/* A.5.4 point 3: set g->b.doubled (a Bavarian game under
 * doubled_after_throw_in) as game game_no (0: after the last) of a table
 * derives it from the stored games before it and g's own override
 * (doubled_set).  Nothing changes without the setting.  Errors: reading
 * the games. */
int schops_derive_doubled(db *d, const db_tournament *t, const sch_settings *s, int series,
                          int table_no, int game_no, sch_game *g, sk_err *err);

/* Delete game game_no of a table (kept in the history) and, under
 * doubled_after_throw_in, score again every later game whose throw-in
 * double changes (A.5.4 point 3), in one transaction.  Not recorded:
 * SK_INVALID. */
int schops_delete(db *d, const db_tournament *t, const sch_settings *s, int series, int table_no,
                  int game_no, sk_err *err);

/* One table's list. */
typedef struct schops_sheet {
    db_table tab;                 /* seats with names */
    int series;
    db_sch_game *games;           /* in game order */
    size_t n;
    long long (*run)[SCH_SEATS];  /* running totals after each game */
    int *dealer;                  /* dealer seat per game */
    long long total[SCH_SEATS];   /* list totals */
    int solos_won[SCH_SEATS];
    long long cents[SCH_SEATS];   /* money result per seat (list: totals x rate;
                                     Wendish Kasse: the closed Kasse, A.3.3) */
    bool kasse;                   /* Wendish Kasse mode */
    long long *kasse_bal;         /* Kasse balance after each game (kasse mode) */
    sch_wend_settlement wst;      /* kasse mode: the whole settlement */
    int next_game;                /* the next free game number (0: the table is full) */
    int next_dealer;              /* its dealer */
    bool borrowed;                /* tab and games are the caller's (the standings) */
} schops_sheet;

/* Load table table_no of series series_no.  Caller schops_sheet_free. */
int schops_sheet_load(db *d, const db_tournament *t, const sch_settings *s, int series_no,
                      int table_no, schops_sheet *out, sk_err *err);
void schops_sheet_free(schops_sheet *sh);

/* Table table_no's list of games read elsewhere (the second entry's,
 * ops_second_sch_sheet): games[0..n) in game order with their results
 * (pts, won, solo_won_by) filled, taken (freed by schops_sheet_free; on
 * an error too).  SK_INVALID for an unknown table or from the Wendish
 * Kasse's scoring. */
int schops_sheet_from(db *d, const db_tournament *t, const sch_settings *s, int series_no,
                      int table_no, db_sch_game *games, size_t n, schops_sheet *out,
                      sk_err *err);

/* Standings of the series so far (series 0) or of series N. */
typedef struct schops_row {
    int64_t player_id;
    char *name;
    int number;
    long long *per_series;        /* points in series 1..nseries (index 0..) */
    bool *played;                 /* seated in that series */
    long long total;
    int solos_won;
    long long cents;              /* settlement: money result in cents */
    int games;                    /* games played */
    int rank;                     /* 1..; equal rank = shared */
} schops_row;

typedef struct schops_standings {
    int series;                   /* 0 = all */
    int nseries;                  /* columns in per_series */
    schops_row *rows;             /* in rank order, shared ranks by name */
    size_t n;
    long long games;              /* games recorded in the scope */
    /* who pays whom (issue 29 item 8), as the Skat settlement: the fewest
     * payments the greedy matching of money_transfers finds (at most n - 1)
     * over the players' cents; rows[tr[i].from] pays rows[tr[i].to] tr[i].ct.
     * None when the cents do not sum to 0 (a plus-only list: zero_sum
     * false) */
    money_transfer *tr;
    int ntr;
    bool zero_sum;
    db_progress_t progress;       /* games recorded of expected: provisional? */
} schops_standings;

int schops_standings_load(db *d, const db_tournament *t, const sch_settings *s, int series,
                          schops_standings *out, sk_err *err);
void schops_standings_free(schops_standings *st);

/* The check: every stored game re-scores to its stored results, every
 * table's list sums to 0 (plus/minus lists), every table seats four.
 * *problems (malloc'd strings, caller frees each and the array) and *n;
 * SK_OK even when problems are found (the caller decides). */
int schops_check(db *d, const db_tournament *t, const sch_settings *s, int series,
                 char ***problems, size_t *n, long long *games, sk_err *err);

#endif
