/* leaguetext.c - see leaguetext.h */
#include "leaguetext.h"

#include <stdio.h>

#include "league.h"

/* Match points "a:b" (half units, league_fmt_half) into buf. */
char *leaguetext_points(int plus2, int minus2, char *buf, size_t n)
{
    char a[32], b[32];
    snprintf(buf, n, "%s:%s", league_fmt_half(plus2, a, sizeof a),
             league_fmt_half(minus2, b, sizeof b));
    return buf;
}

const char *leaguetext_season_mode(const league_season_data *sd, rep_lang lang, char *buf,
                                   size_t n)
{
    if (sd->season.average)
        snprintf(buf, n, "%s", rep_label(lang, "season_average"));
    else if (sd->season.best)
        snprintf(buf, n, rep_label(lang, "season_best"), sd->season.best);
    else
        snprintf(buf, n, "%s", rep_label(lang, "season_all"));
    return buf;
}
