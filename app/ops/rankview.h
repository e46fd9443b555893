/* rankview.h - rankings and a player's history for every front end
 * (issue 40; docs/rankings.md): the definition parsed (app/core/rankdef.h),
 * its events' results loaded at once (db/db_ranking.h: db_rank_load), the list
 * computed (app/core/ranking.h).  No printing. */
#ifndef SK_RANKVIEW_H
#define SK_RANKVIEW_H

#include "db.h"
#include "db_ranking.h"
#include "rankdef.h"
#include "rankgroup.h"
#include "ranking.h"

/* Define ranking `name` from the words kv[0..n-1] (key=value), stored as
 * its canonical text.  Refusals (SK_INVALID, nothing stored): the
 * definition's (rankdef_parse), a season or tournament that does not
 * exist, a name taken. */
int ops_ranking_define(db *d, const char *name, char *const *kv, size_t n, sk_err *err);

typedef struct ops_ranking {
    rank_def def;
    char from[11], to[11];  /* the dates covered ("" = open) */
    db_rank_data data;
    db_rank_data hist;      /* with a handicap: every event up to `to` */
    double *adjust;         /* with a handicap: per result of data */
    rank_grouped grouped;   /* with a group: the groups' results */
    const rank_input *in;   /* what was ranked: &data.in or &grouped.in (the
                               list's players index its players) */
    rank_list list;
    char (*state)[3];       /* best_per=state: the federal state of each of data's
                               players ("" without) */
    const char **state_of;  /* the same as pointers, for rankgroup_best_per */
} ops_ranking;

/* Compute the stored ranking `name` (kv NULL) or the ad-hoc one of the
 * words kv[0..n-1] (name NULL); today YYYY-MM-DD ends a window without
 * at.  A handicap loads the family's results a second time (every event
 * up to the end) for the players' own averages; a group ranks the groups
 * (rankgroup.h).  Refusals as ops_ranking_define, and "not defined".  On SK_OK the
 * caller ops_ranking_frees (also on failure: *out is always clearable). */
int ops_ranking_run(db *d, const char *name, char *const *kv, size_t n, const char *today,
                    ops_ranking *out, sk_err *err);
void ops_ranking_free(ops_ranking *r);

/* Today's date YYYY-MM-DD in the local zone (where a window without `at`
 * ends) into buf (at least 11 bytes). */
void ops_ranking_today(char *buf, size_t n);

/* One event of a player's history. */
typedef struct ops_hist_event {
    const char *date, *name, *team;   /* team NULL without */
    int family;                       /* RANK_SKAT / RANK_SCHAFKOPF */
    int place, players;               /* place in the event among `players` */
    long total;
    int games, won, lost, nseries;
    int *series_no;                   /* [nseries] */
    long *series_points;              /* [nseries] */
} ops_hist_event;

typedef struct ops_history {
    char *player;                     /* the player's name */
    bool publish;                     /* agreed to be shown by name (false without events) */
    db_rank_data fam[2];              /* the loaded results, per family */
    ops_hist_event *events;           /* by date (undated first), then family */
    size_t n;
} ops_history;

/* Every event player `key` (name or start number) took part in.  An
 * unknown player: SK_INVALID (db_player_find's message).  Caller
 * ops_history_frees (always clearable). */
int ops_player_history(db *d, const char *key, ops_history *out, sk_err *err);
/* The same for the player of row id `id` (the web's /player/ID): an
 * unknown id is SK_INVALID (db_player_get's message). */
int ops_player_history_id(db *d, int64_t id, ops_history *out, sk_err *err);
void ops_history_free(ops_history *h);

#endif
