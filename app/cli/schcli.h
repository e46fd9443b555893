/* schcli.h - the Schafkopf side of the commands (cmd_schafkopf.c, the
 * reports in cmd_schrep.c, their shared helpers in schcli.c): the
 * handlers of every command that goes by the game family are the table
 * cli_family_schafkopf (clifam.h); here what `tournament create/show` and
 * `game add` of a Skat tournament ask of it. */
#ifndef SK_SCHCLI_H
#define SK_SCHCLI_H

#include <stdbool.h>

#include "cli.h"
#include "db_seating.h"
#include "db_tournaments.h"
#include "rep_day.h"
#include "schgame.h"
#include "tour.h"

struct db_tournament;

/* --game/--rules/--tariff of `tournament create` into t->game/t->rules
 * (malloc'd; the caller frees) and the series length default 32. */
int schcli_create_opts(cli_ctx *ctx, const cli_args *a, struct db_tournament *t);
/* The Schafkopf lines of `tournament show`. */
void schcli_show_settings(const ops_tour *t);
/* second add / second edit on a Schafkopf tournament (the Schafkopf flags). */
int schcli_second_put(cli_ctx *ctx, const cli_args *a, ops_tour *t, bool edit);

/* The Schafkopf lists of drawn series se to fill in by hand, with the
 * players' names heading the columns (series print's pre-filled lists):
 * one report table per table, codes[k] (may be NULL, or an entry NULL) the
 * entry code shown with table k's number.  Free with schcli_lists_free. */
typedef struct schcli_lists {
    rep_day_lists lists;     /* what rep_pdf_series_day draws */
    rep_table *tabs;
    rep_col (*cols)[12];
    rep_cell **cells;
    rep_pool pool;
    size_t n;
} schcli_lists;
int schcli_blank_lists(cli_ctx *ctx, const ops_tour *t, const db_series *se,
                       rep_lang l, const char *const *codes, schcli_lists *out);
void schcli_lists_free(schcli_lists *x);

/* Any Schafkopf game flag given (for the refusal on a Skat tournament):
 * its name, or NULL. */
const char *schcli_flag_given(const cli_args *a);

/* Seat seat's player at table t, "?" when there is none. */
const char *schcli_seat_name(const db_table *t, int seat);
/* The declaring party's Augen of game g (either family). */
int schcli_augen(const sch_game *g);
/* The settings of the loaded tournament (parsed once when it was loaded:
 * ops_tour) into *s, or the refusal of a damaged rules text. */
int schcli_settings(const ops_tour *t, sch_settings *s, sk_err *err);

/* The family's reports (cmd_schrep.c), members of cli_family_schafkopf:
 * the list PDF of `sheet pdf`, the standings PDF and XLSX of `export`. */
int schcli_sheet_pdf(cli_ctx *ctx, const cli_args *a, ops_tour *t);
int schcli_export_pdf(cli_ctx *ctx, const cli_args *a, ops_tour *t);
int schcli_export_xlsx(cli_ctx *ctx, const cli_args *a, ops_tour *t);

#endif
