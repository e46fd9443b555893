/* db_money.h - money settings changed after a tournament exists (schema
 * 016_money_changes): the new settings stored and the change kept. */
#ifndef SK_DB_MONEY_H
#define SK_DB_MONEY_H

#include <stddef.h>
#include <stdint.h>

#include "db.h"

typedef struct db_money_change {
    char *changed;  /* UTC, "YYYY-MM-DDTHH:MM:SS.mmmZ" (db_now) */
    char *before;   /* the values replaced, "key=value,..." */
    char *after;    /* the values set */
} db_money_change;

/* A rate period of a house-rules tournament (schema 026_money_rates): the
 * games with an id up to until_game_id (above the previous period's) were
 * played at num/den cents per point; the games after the last period at
 * the rate in force. */
typedef struct db_rate_period {
    int64_t until_game_id;
    int num, den;
} db_rate_period;

/* A change of the rate, worked out in the change's transaction (no game
 * recorded meanwhile falls between): the games from the from_game-th
 * recorded on (1-based; 0: the next game; and while no rate was set,
 * old_num 0, the games played since the last period too) take the new
 * rate; the games before keep theirs, those not in a stored period the
 * old rate old_num/old_den (the rate in force until now).  Periods after
 * the boundary are dropped (the change reprices them).  from_game past
 * the next game: SK_INVALID naming tournament tname. */
typedef struct db_rate_change {
    int from_game;
    int old_num, old_den;
    const char *tname;
} db_rate_change;

/* In one write transaction: store the tournament's settings (Skat:
 * house_preset and house_settings, NULL settings = the preset's; Schafkopf:
 * sch_rules, the house ones NULL) whatever games it has, keep the change
 * (its time, now; before, after: the values) and, with rate (may be NULL),
 * the rate periods it makes.  SK_INVALID when the schema refuses a value
 * (unknown tournament: SK_INVALID too), SK_FAIL on database trouble. */
int db_money_change_store(db *d, int64_t tid, const char *house_preset, const char *house_settings,
                          const char *sch_rules, const char *before, const char *after,
                          const db_rate_change *rate, sk_err *err);

/* The rate periods of tournament tid, by until_game_id (*v caller frees;
 * none: NULL, 0). */
int db_money_rates(db *d, int64_t tid, db_rate_period **v, size_t *n, sk_err *err);

/* The ids of tournament tid's games in the order they were recorded (game
 * 1 first; *ids caller frees). */
int db_money_game_ids(db *d, int64_t tid, int64_t **ids, size_t *n, sk_err *err);

/* The changes of tournament tid, oldest first (*v caller-owned:
 * db_money_changes_free). */
int db_money_changes(db *d, int64_t tid, db_money_change **v, size_t *n, sk_err *err);
void db_money_changes_free(db_money_change *v, size_t n);

#endif
