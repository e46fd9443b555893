/* dbprobe.c - see dbprobe.h. */
#include "dbprobe.h"

int ops_db_probe_write(db *d, int wait_ms, sk_err *err)
{
    return db_probe_write(d, wait_ms, err);
}
