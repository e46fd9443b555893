/* cmdtab.h - the groups of rows of the command table: each group's rows
 * and their options in cmdtab_GROUP.c, static data (never freed), each
 * group ended by a row with name NULL.  commands.c joins them into
 * cli_commands (cli.h), in the order `skatsheet --help`, `help --all`
 * (the man page, the completion) and docs/commands.md list them. */
#ifndef SK_CMDTAB_H
#define SK_CMDTAB_H

#include "cli.h"

/* value, init, db, player, import seats, tournament */
extern const cli_command cli_cmds_setup[];
/* attendance, poster, series draw/undraw/show/codes/plan, game */
extern const cli_command cli_cmds_evening[];
/* league, season */
extern const cli_command cli_cmds_league[];
/* standings, stats, team, sheet, check, money, import and export */
extern const cli_command cli_cmds_results[];
/* demo, tui, serve, export html, publish, sync */
extern const cli_command cli_cmds_front[];
/* the tournament day (series print, register, checkin, second, cashier,
 * prize, clock, day) and config */
extern const cli_command cli_cmds_day[];

#endif
