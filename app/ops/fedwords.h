/* fedwords.h - a review of the federation's queue for people (issue 37,
 * part 5): where it is (series, table, game) and what each version says,
 * with the players' and the teams' names, the tables and the seats, never
 * a uid.  One wording for `league review list|show`, the officials' page
 * /fed and a venue's `sync push` / `sync status`.
 */
#ifndef SK_FEDWORDS_H
#define SK_FEDWORDS_H

#include <stdint.h>

#include "db.h"
#include "i18n.h"
#include "util.h"

/* The entity key of a review ("seating:S", "game:S:T:G") in words in
 * lang, appended to b ("series 1, seating"; "series 1, table 2, game 3");
 * a key of another shape as it is. */
void fedwords_entity(const char *entity, sk_lang lang, sk_buf *b);

/* A version of a review (JSON text of the exchange format, NULL: none) of
 * entity in venue group tournament tid of d, in words in lang appended to
 * b, lines ended by '\n':
 *   a seating: "table 1: seat 1 A1 (team A), seat 2 ..." per table;
 *   a game: "table 1, game 3: seat 2, A1 (team A): <the game>";
 *   none: "(not drawn)" / "(no game)".
 * Players and teams are named from d (the player's uid, the team's uid);
 * one d does not know is shown as "unknown player". */
int fedwords_version(db *d, int64_t tid, const char *json, const char *entity, sk_lang lang,
                     sk_buf *b, sk_err *err);

#endif
