/* schcli.h - the Schafkopf side of the commands (cmd_schafkopf.c): each
 * Skat handler asks schcli_tournament first and hands a Schafkopf
 * tournament over; Skat-only commands refuse it with schcli_refuse. */
#ifndef SK_SCHCLI_H
#define SK_SCHCLI_H

#include <stdbool.h>

#include "cli.h"
#include "db_seating.h"
#include "db_tournaments.h"
#include "rep_day.h"

struct db_tournament;

/* The tournament of -t (or the default one, or tname when not NULL) when
 * it plays Schafkopf: true and *t filled (the schcli_* handler below
 * clears it).  False (nothing to clear) for a Skat tournament or when the
 * lookup fails (the Skat handler then reports it as before). */
bool schcli_tournament(cli_ctx *ctx, const cli_args *a, const char *tname,
                       struct db_tournament *t);

/* Refuse `what` on Schafkopf tournament t (clears t); exit 3. */
int schcli_refuse(cli_ctx *ctx, struct db_tournament *t, const char *what);

/* --game/--rules/--tariff of `tournament create` into t->game/t->rules
 * (malloc'd; the caller frees) and the series length default 32. */
int schcli_create_opts(cli_ctx *ctx, const cli_args *a, struct db_tournament *t);
/* The Schafkopf lines of `tournament show`. */
void schcli_show_settings(const struct db_tournament *t);

int schcli_game_put(cli_ctx *ctx, const cli_args *a, struct db_tournament *t, bool edit);
/* second add / second edit on a Schafkopf tournament (the Schafkopf flags). */
int schcli_second_put(cli_ctx *ctx, const cli_args *a, struct db_tournament *t, bool edit);
int schcli_game_delete(cli_ctx *ctx, const cli_args *a, struct db_tournament *t);
int schcli_game_list(cli_ctx *ctx, const cli_args *a, struct db_tournament *t);
int schcli_sheet_show(cli_ctx *ctx, const cli_args *a, struct db_tournament *t);
int schcli_standings(cli_ctx *ctx, const cli_args *a, struct db_tournament *t);
int schcli_import_games(cli_ctx *ctx, const cli_args *a, struct db_tournament *t);
int schcli_export_games(cli_ctx *ctx, const cli_args *a, struct db_tournament *t);
int schcli_sheet_pdf(cli_ctx *ctx, const cli_args *a, struct db_tournament *t);
int schcli_export_pdf(cli_ctx *ctx, const cli_args *a, struct db_tournament *t);
int schcli_export_xlsx(cli_ctx *ctx, const cli_args *a, struct db_tournament *t);
int schcli_game_history(cli_ctx *ctx, const cli_args *a, struct db_tournament *t);
int schcli_check(cli_ctx *ctx, const cli_args *a, struct db_tournament *t);

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
int schcli_blank_lists(cli_ctx *ctx, const struct db_tournament *t, const db_series *se,
                       rep_lang l, const char *const *codes, schcli_lists *out);
void schcli_lists_free(schcli_lists *x);

/* Any Schafkopf game flag given (for the refusal on a Skat tournament):
 * its name, or NULL. */
const char *schcli_flag_given(const cli_args *a);

#endif
