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

/* In one write transaction: store the tournament's settings (Skat:
 * house_preset and house_settings, NULL settings = the preset's; Schafkopf:
 * sch_rules, the house ones NULL) whatever games it has, and keep the
 * change (its time, now; before, after: the values).  SK_INVALID when the schema refuses a value (unknown
 * tournament: SK_INVALID too), SK_FAIL on database trouble. */
int db_money_change_store(db *d, int64_t tid, const char *house_preset, const char *house_settings,
                          const char *sch_rules, const char *before, const char *after,
                          sk_err *err);

/* The changes of tournament tid, oldest first (*v caller-owned:
 * db_money_changes_free). */
int db_money_changes(db *d, int64_t tid, db_money_change **v, size_t *n, sk_err *err);
void db_money_changes_free(db_money_change *v, size_t n);

#endif
