/* tour.h - a loaded tournament: the stored row and its rules, parsed once
 * when it is loaded (ops: no printing).  Every front end and report loads a
 * tournament through here and hands the ops_tour on, so nothing parses a
 * tournament's rules text again: its family (app/core/family.h: ISkO Skat,
 * Skat under house rules, Wendish or Bavarian Schafkopf), its house profile
 * and its Schafkopf settings are t->rules. */
#ifndef SK_OPS_TOUR_H
#define SK_OPS_TOUR_H

#include <stdbool.h>

#include "db.h"
#include "db_tournaments.h"
#include "family.h"

typedef struct ops_tour {
    db_tournament row;   /* the stored tournament (owned: ops_tour_clear) */
    family_rules rules;  /* its rules; rules.fam its family */
    sk_err damaged;      /* status SK_OK, or SK_INVALID with the parser's
                            message when the stored rules text is damaged
                            (rules then hold the family's defaults) */
} ops_tour;

/* Load the tournament `name` (NULL: the default) as db_tournament_find /
 * db_tournament_find_write do, and parse its rules.  Errors: theirs (a
 * damaged rules text is no error here: ops_tour_ok says it where the rules
 * are needed).  *out caller-owned (ops_tour_clear); empty on error. */
int ops_tour_find(db *d, const char *name, ops_tour *out, sk_err *err);
int ops_tour_find_write(db *d, const char *name, ops_tour *out, sk_err *err);

/* Take over the loaded row *row (it is left empty, nothing to clear) and
 * parse its rules into *out. */
void ops_tour_adopt(db_tournament *row, ops_tour *out);

/* Parse the rules of row (not owned: out->row is a shallow copy the caller
 * must not clear) into *out: for a row the caller keeps and clears. */
void ops_tour_view(const db_tournament *row, ops_tour *out);

void ops_tour_clear(ops_tour *t);

/* SK_OK when t's rules were read, else SK_INVALID "tournament 'X': stored
 * house rules damaged: why" (Skat) / "tournament 'X': its stored Schafkopf
 * rules are damaged: why". */
int ops_tour_ok(const ops_tour *t, sk_err *err);

/* A write to tournament t begins (db_begin), unless t is closed
 * (SK_INVALID "tournament 'X' is closed"). */
int ops_tour_write_begin(db *d, const db_tournament *t, sk_err *err);

/* Its family (t->rules.fam). */
static inline const family *ops_tour_family(const ops_tour *t)
{
    return t->rules.fam;
}

#endif
