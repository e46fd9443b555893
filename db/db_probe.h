/* db_probe.h - what an operator's probes ask of a database (issue 41): a
 * read, the write lock, the length of the review queue.  Conventions
 * (status, errors) as db.h. */
#ifndef SK_DB_PROBE_H
#define SK_DB_PROBE_H

#include "db.h"

/* A small read (the settings table): SK_OK when the database answers. */
int db_probe_read(db *d, sk_err *err);

/* Take the write lock (the one every write takes: BEGIN IMMEDIATE, the
 * writers' advisory lock), waiting at most wait_ms, and give it back at
 * once, nothing written.  SK_FAIL when it stayed held by another program
 * (db_retry_later(d) true) or the database failed. */
int db_probe_write(db *d, int wait_ms, sk_err *err);

/* The open reviews of the federation's review queue, in all leagues. */
int db_probe_reviews(db *d, long long *n, sk_err *err);

#endif
