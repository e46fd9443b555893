/* register.h - self-registration at an open tournament (ops: no printing):
 * a player's entry from the web page goes into the queue; the organiser
 * confirms it (the player is matched or created and marked present for
 * the next draw) or rejects it.  The queue is stored by db_register. */
#ifndef SK_OPS_REGISTER_H
#define SK_OPS_REGISTER_H

#include <stdbool.h>
#include <stdint.h>

#include "db.h"
#include "db_players.h"
#include "db_register.h"
#include "db_tournaments.h"

/* Can players register for t?  SK_OK; SK_INVALID with why not: t closed,
 * or every series drawn (no draw is left to seat a player in). */
int ops_reg_open(db *d, const db_tournament *t, sk_err *err);

/* Queue a registration for t: name and club as typed (spaces around them
 * dropped, stored in NFC).  Refused (SK_INVALID, nothing written): t
 * closed or every series drawn (ops_reg_open), the name rule ("name: ...", "club: ..."), a name of digits only
 * (digits mean a start number), the same name (up to case and Unicode
 * form) already waiting, a full queue.  *id (may be NULL) its number. */
int ops_reg_submit(db *d, const db_tournament *t, const char *name, const char *club,
                   int64_t *id, sk_err *err);

/* What a pre-registration may say besides name and club (issue 31). */
typedef struct ops_reg_in {
    const char *name, *club;
    const char *member;      /* federation member number as typed, NULL/"" = none */
    bool lady;               /* for the best-lady prize */
    int born;                /* year of birth (the youth prize), 0 = not given */
    int64_t player_id;       /* an existing player the organiser registers, 0 = none */
    const char *mail;        /* the player's mail address (mailaddr.h), NULL/"" = none */
} ops_reg_in;

/* ops_reg_submit with the fields of in, and a personal code (entry code
 * form) made for the registration: *code (ENTRYCODE_LEN + 1 bytes, may be
 * NULL).  Refused as ops_reg_submit, and also: a member number that is not
 * letters and digits, a mail address that breaks the rule of mailaddr.h,
 * a year of birth outside 1900..2100, a player
 * registered already (waiting or confirmed). */
int ops_reg_submit_full(db *d, const db_tournament *t, const ops_reg_in *in, int64_t *id,
                        char *code, sk_err *err);

/* Who a registration is: the players whose name equals r's up to case and
 * Unicode form.  *count 0: a new player; 1: *player (caller
 * db_player_clear); more: *names lists them ("'A' (no. 3), 'a'";
 * malloc'd, caller frees).  player and names untouched otherwise. */
int ops_reg_match(db *d, const db_reg *r, int *count, db_player *player, char **names,
                  sk_err *err);

/* Who r would become, as the queue shows it: "new player", "player 'A'
 * (no. 3)" or "2 players: 'A' (no. 3), 'a' (confirm with --as or --new)".
 * *text malloc'd (caller frees) on SK_OK. */
int ops_reg_describe(db *d, const db_reg *r, char **text, sk_err *err);

/* What ops_reg_confirm did. */
typedef struct ops_reg_done {
    int64_t player_id;
    char *name;              /* the player's name (malloc'd; ops_reg_done_clear) */
    int number;              /* start number, 0 = none */
    bool created;            /* a new player */
    bool was_present;        /* already marked present: attendance unchanged */
    bool all_active;         /* t has no attendance: its draw seats every active
                                player (the player was made active, no attendance
                                row was added) */
    int from_series;         /* marked present from this series (the next draw) */
} ops_reg_done;
void ops_reg_done_clear(ops_reg_done *r);

/* The player of registration r: as_key (a name or start number) when
 * given; else the player the registration names (r->player_id); else a
 * new player when force_new; else the one player of that name
 * (ops_reg_match; none: a new player with the registered club; several:
 * SK_INVALID naming them).  out->player_id, name, number, created filled.
 * Inside the caller's transaction. */
int ops_reg_player(db *d, const db_reg *r, const char *as_key, bool force_new,
                   ops_reg_done *out, sk_err *err);

/* Confirm waiting registration id of t in one write: the player is as_key
 * (a name or start number, as on the command line) when given; else a new
 * player when force_new; else the one player of that name (ops_reg_match;
 * none: a new player with the registered club; several: SK_INVALID naming
 * them and the two ways out).  The player is marked present from the first
 * series not drawn yet (all drawn: SK_INVALID); in a tournament without
 * attendance (its draw seats every active player) made active instead.
 * Any refusal changes nothing. */
int ops_reg_confirm(db *d, const db_tournament *t, int64_t id, const char *as_key,
                    bool force_new, ops_reg_done *out, sk_err *err);

/* Reject waiting registration id of t (SK_INVALID when not waiting). */
int ops_reg_reject(db *d, const db_tournament *t, int64_t id, sk_err *err);

#endif
