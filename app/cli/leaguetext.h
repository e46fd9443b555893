/* leaguetext.h - wordings shared by the league and season tables and their
 * exports. */
#ifndef SK_LEAGUETEXT_H
#define SK_LEAGUETEXT_H

#include <stddef.h>

#include "league_data.h"

/* Match points "a:b" (half units, league_fmt_half) into buf; returns buf. */
char *leaguetext_points(int plus2, int minus2, char *buf, size_t n);

/* How a season ranks ("all series count", ...) into buf; returns buf. */
const char *leaguetext_season_mode(const league_season_data *sd, char *buf, size_t n);

#endif
