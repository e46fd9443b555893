/* standjson.h - the standings and league tables as JSON (the one writer
 * behind `standings --format json`, `league table --format json` and the
 * web API /api/standings, /api/league).  Builds text into a buffer; no
 * printing. */
#ifndef SK_STANDJSON_H
#define SK_STANDJSON_H

#include <stdbool.h>

#include "league_data.h"
#include "second.h"
#include "standview.h"

/* The name of player id in v, or "#ID" (in buf, size n) when unknown. */
const char *standview_player_name(const standview *v, long long id, char *buf, size_t n);
/* The name of row r (a team row when teams), or "#ID" in buf. */
const char *standview_row_name(const standview *v, bool teams, const stand_row *r, char *buf,
                               size_t n);

/* Append the standings v (the team ranking when teams) as one JSON object
 * with a trailing newline: {"tournament","series", how far (ops_progress_json),
 * "second_entry" (ops_second_state_json of sec, may be NULL: none asked
 * for), "players"|"teams":[...]}. */
void standview_json(const standview *v, bool teams, const ops_second_state *sec, sk_buf *b);

/* ,"games_recorded":N,"games_expected":N,"series_drawn":N,"provisional":bool
 * - how far standings are, the same members in every game's standings JSON
 * (ISkO, house rules, Schafkopf). */
void ops_progress_json(const db_progress_t *p, sk_buf *b);

/* Append the league table ld as one JSON object with a trailing newline. */
void league_data_json(const league_data *ld, sk_buf *b);

#endif
