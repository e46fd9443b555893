/* publish.h - a league's public files (issue 27, item 7), for any web
 * server: written by `skatsheet publish DIR` and, at a federation hub, on
 * every release into the league's publish directory.
 *
 *   index.html                      what there is, with links
 *   table.html .csv .json           the season table: released results only
 *                                   (at a hub); results reported or confirmed
 *                                   but not released are shown marked
 *                                   "unconfirmed" and do not count
 *   matchday-N.html .csv .json      each match day: its venue groups, where,
 *                                   their state, each team's result, the log
 *   team-UID.html .csv .json        each team: roster, result per match day
 *   player-UID.html .csv .json      each player: the series played (their
 *                                   Seeger-Fabian totals) and the average per
 *                                   series (released results)
 *   ranking-ID.html .csv .json      each stored ranking (ID its row id), as
 *                                   computed on the day it is written
 *   fixtures.ics                    the fixtures (iCalendar, RFC 5545)
 *   feed.atom                       the released results (Atom, RFC 4287)
 *
 * A player who did not agree to publication (players.publish) appears by
 * initials everywhere.  File names carry no names (uids).  Nothing in a
 * file depends on when it was written, and a file whose content did not
 * change is not written again (its time stays), so a web server, a mirror
 * or rsync sees only what changed.
 */
#ifndef SK_PUBLISH_H
#define SK_PUBLISH_H

#include <stddef.h>

#include "db.h"

typedef struct ops_publish_result {
    size_t written;     /* files written (new or changed) */
    size_t unchanged;   /* files left as they were */
} ops_publish_result;

/* Write league `league`'s files (NULL: the only or most recent league)
 * into the existing directory dir.  SK_INVALID for an unknown league or a
 * dir that is not a directory; SK_FAIL when a file cannot be written
 * (then the files written before it stay: each is whole). */
int ops_publish(db *d, const char *league, const char *dir, ops_publish_result *out,
                sk_err *err);

#endif
