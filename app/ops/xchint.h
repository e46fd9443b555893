/* xchint.h - the parts of the exchange format (exchange.h) shared by its
 * writer (exchange_out.c), its reader (exchange_in.c) and the federation's
 * pull and push (fedsync.c, fedhub.c); not for front ends. */
#ifndef SK_XCHINT_H
#define SK_XCHINT_H

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "db_ids.h"
#include "db_league.h"
#include "db_players.h"
#include "db_tournaments.h"
#include "hmap.h"
#include "tour.h"

/* The players of the database, and the ones a document names so far (in
 * the order first named). */
typedef struct xch_people {
    db_ident *idents;
    size_t nidents;
    db_player *players;
    size_t nplayers;
    hmap_id ident_of, player_of;  /* player id -> index */
    hmap_id used;                 /* player id -> position in order */
    int64_t *order;
    size_t norder, cap;
    bool with_numbers;            /* write start numbers (a tournament) */
    struct db_pstate *states;     /* the players' federal states, by id (db_pstate.h) */
    size_t nstates;
} xch_people;

int xch_people_load(db *d, xch_people *pp, sk_err *err);
void xch_people_free(xch_people *pp);
/* The uid of player pid, noting that the document names it (NULL for an
 * unknown id). */
const char *xch_people_uid(xch_people *pp, int64_t pid);
/* "players": every player named, by uid. */
json_t *xch_people_json(xch_people *pp);

/* A new document {"format", "version", "kind"}. */
json_t *xch_doc_new(const char *kind);

/* The document's "format", "version" and "kind" (kind NULL: any) are
 * this format's; SK_INVALID naming the field otherwise. */
int xch_doc_check(json_t *doc, const char *kind, sk_err *err);

/* Tournament t as its JSON object (group: a league venue group's, without
 * teams: they are the league rosters). */
int xch_tournament_json(db *d, const ops_tour *t, bool group, xch_people *pp,
                        json_t **out, sk_err *err);

/* The "league" and "matchday" objects of match day `number` of lg (groups
 * as in ops_export_matchday). */
int xch_matchday_json(db *d, const db_league *lg, int number, const int *groups,
                      size_t ngroups, xch_people *pp, json_t **league_out, json_t **md_out,
                      sk_err *err);

/* ---- reading (exchange_in.c, exchange_league.c) ---- */

#include "exchange.h"

typedef struct xch_imp {
    db *d;
    ops_import_mode mode;
    ops_import_result *res;
    hmap_str pid;         /* player uid -> local player id */
    hmap_str team;        /* team uid -> local league team id */
    sk_err *err;
} xch_imp;

/* err = "PATH: " + why (a database failure: why alone).  Returns rc. */
int xch_at_path(sk_err *err, const char *path, int rc, const sk_err *why);
/* The local id of the player named by uid string v at path. */
int xch_player_ref(xch_imp *im, json_t *v, const char *path, int64_t *id);
/* ... by the uid in field key of object o. */
int xch_player_field(xch_imp *im, json_t *o, const char *path, const char *key, int64_t *id);
/* Object o at path: its keys among `keys` (xj_keys) and its uid (a
 * required string of 32 lower-case hex digits, fed_uid_valid) into *uid,
 * pointing into o. */
int xch_keys_uid(xch_imp *im, json_t *o, const char *path, const char *const *keys,
                 const char **uid);
/* The settings of tournament object o (strings point into o) and its uid. */
int xch_tournament_settings(xch_imp *im, json_t *o, const char *path, db_tournament *t,
                            const char **uid);
/* Teams (not for a venue group), attendance, series, games, lots of
 * tournament tid from o. */
int xch_import_content(xch_imp *im, json_t *o, const char *path, int64_t tid, bool group);
/* "league" and "matchday" of doc. */
int xch_import_matchday(xch_imp *im, json_t *doc);

#endif
