/* dbprobe.h - the operator's write probe (/healthz, issue 41) through the
 * operations, the front ends' one door to db/'s writes
 * (tests/layers/writes.sh). */
#ifndef SK_OPS_DBPROBE_H
#define SK_OPS_DBPROBE_H

#include "db_probe.h"

/* Take the write lock and give it back at once, nothing written:
 * db_probe_write, errors as there. */
int ops_db_probe_write(db *d, int wait_ms, sk_err *err);

#endif
