/* dbadmin.c - see dbadmin.h. */
#include "dbadmin.h"

int ops_db_copy(const char *from, const char *to, db_copy_count *out, sk_err *err)
{
    /* a copy, not a change: the copied database carries its own history,
     * audit and outbox as they are */
    return db_copy(from, to, out, err);
}
