/* leaguetext.h - wordings shared by the league and season tables and their
 * exports. */
#ifndef SK_LEAGUETEXT_H
#define SK_LEAGUETEXT_H

#include <stddef.h>

#include "league_data.h"
#include "rep_table.h"

/* Match points "a:b" (half units, league_fmt_half) into buf; returns buf. */
char *leaguetext_points(int plus2, int minus2, char *buf, size_t n);

/* How a season ranks ("all series count", ...) in lang into buf (the
 * report labels season_all/season_best/season_average); returns buf. */
const char *leaguetext_season_mode(const league_season_data *sd, rep_lang lang, char *buf,
                                   size_t n);

#endif
