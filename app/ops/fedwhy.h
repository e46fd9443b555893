/* fedwhy.h - why a change waits in the federation's review queue (issue
 * 27): what the reason is, stored with the review as codes and their
 * parameters, and its wording in the reader's language.  The one table
 * from code to wording (fedwhy.c) serves the CLI (`league review`, in the
 * process language), the officials' page /fed (in the page's language)
 * and the push's answer, so a review queued by a hub running in English
 * reads in German on a German page and the other way round.
 *
 * Stored (fed_reviews.why_codes) as compact JSON, an array of reasons:
 *   [{"code": "played_elsewhere", "player": "A1", "matchday": 1,
 *     "group": "L matchday 1 venue 1"}, ...]
 * each "code" one of the names below, with the parameters it names.
 * fed_reviews.why keeps the English wording beside it; a review stored by
 * an older version has the wording alone and shows it as stored.
 */
#ifndef SK_FEDWHY_H
#define SK_FEDWHY_H

#include <jansson.h>

#include "i18n.h"

typedef enum fedwhy_code {
    FEDWHY_PLAYED_ELSEWHERE, /* "played_elsewhere": player, matchday, group (the
                              * venue group's tournament where he played it) */
    FEDWHY_OTHER_ROSTER,     /* "other_roster": player, team (his team in the
                              * seating), roster (the team whose roster has him) */
    FEDWHY_SEATING_WAITS,    /* "seating_waits": series (its seating is in the queue) */
    FEDWHY_NOT_SEATED,       /* "not_seated": series (not drawn at the hub) */
    FEDWHY_OFFICIAL_VERSION, /* "official_version": an official's version at the hub */
    FEDWHY_EARLIER_REPORT,   /* "earlier_report": another version from an earlier push */
    FEDWHY_OTHER_VERSION,    /* "other_version": another version at the hub */
    FEDWHY_OFFICIAL_CHANGE,  /* "official_change": an official changed a reported result */
    FEDWHY_TWO_TEAMS,        /* "two_teams": player, matchday, team (his team here),
                              * table, seat (here), roster (the team he played it
                              * for), group (where) */
    FEDWHY_GUEST             /* "guest": player, roster (the team whose roster has
                              * him), table, seat (where he plays as a guest) */
} fedwhy_code;

/* The parameters of a reason; each code reads those it names above. */
typedef struct fedwhy_args {
    const char *player, *team, *roster, *group;
    int matchday, series, table, seat;
} fedwhy_args;

/* Append reason `code` with its parameters from a (NULL: none) to why, a
 * JSON array (json_array(), caller-owned). */
void fedwhy_add(json_t *why, fedwhy_code code, const fedwhy_args *a);

/* The reasons of why in lang, "; " between them (malloc'd, caller frees);
 * NULL when why is not an array of reasons this version knows (a code or a
 * parameter missing, a code of a newer version). */
char *fedwhy_words(json_t *why, sk_lang lang);

/* What the review of these stored columns says in lang: the codes (JSON
 * text; NULL: none) worded, else the stored text as it is (a review of an
 * older version, codes this version cannot word).  Caller frees. */
char *fedwhy_text(const char *codes, const char *stored, sk_lang lang);

/* The columns to store for why: *text its English wording, *codes its
 * compact JSON (both malloc'd, caller frees). */
void fedwhy_store(json_t *why, char **text, char **codes);

#endif
