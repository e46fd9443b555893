/* xsubs.h - a table's substitutions (game sub, app/ops/subs.h) in the
 * exchange format and the federation's seating state
 * (docs/exchange-format.md): `"subs": [{"seat", "from", "player": uid}]`
 * beside a table's seats, absent when the table has none (so a file or
 * seating without substitutions is written as before and older files
 * read as they are). */
#ifndef SK_XSUBS_H
#define SK_XSUBS_H

#include <jansson.h>
#include <stddef.h>
#include <stdint.h>

#include "db_subs.h"
#include "subs.h"

/* The uid of player pid as a JSON string (new reference), or NULL with
 * err set. */
typedef json_t *(*xsubs_uid_fn)(void *arg, int64_t pid, sk_err *err);
/* The local id of the player whose uid is the string v at path. */
typedef int (*xsubs_pid_fn)(void *arg, json_t *v, const char *path, int64_t *pid, sk_err *err);

/* Into table object x: "subs" for table table_no of series series_no
 * among v[0..n) (db_subs_list's, seat and game order), nothing when it has
 * none.  SK_FAIL when uid fails. */
int xsubs_put(json_t *x, const db_sub *v, size_t n, int series_no, int table_no,
              xsubs_uid_fn uid, void *arg, sk_err *err);

/* Read "subs" (optional) of table object x at path (a table of size
 * seats, number table_no) and append each to *v (*n, realloc'd; caller
 * frees).  A seat outside 1..size, a from outside 2..9999, an unknown
 * field: SK_INVALID naming the path. */
int xsubs_read(json_t *x, const char *path, int table_no, int size, xsubs_pid_fn pid,
               void *arg, xsub **v, size_t *n, sk_err *err);

/* (Stored by ops_subs_put_all, subs.h.) */

#endif
