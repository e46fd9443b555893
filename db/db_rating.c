/* db_rating.c - the rating's switches (db_rating.h). */
#include "db_rating.h"

#include <stdlib.h>

#include "db_internal.h"
#include "db_rows.h"

int db_rating_switch_set(db *d, const char *club, bool on, sk_err *err)
{
    return db_run_tx(d,
                     "INSERT INTO rating_switch (club, enabled) VALUES (:club, :on)"
                     " ON CONFLICT (club) DO UPDATE SET enabled = :on",
                     DB_ARGS(DB_S(":club", club), DB_I(":on", on ? 1 : 0)),
                     "storing the rating's switch", err);
}

typedef struct {
    char *club;
    bool on;
} switch_row;
static const db_field switch_fields[] = {DB_F_STR(switch_row, club), DB_F_BOOL(switch_row, on)};
static const db_map switch_map = DB_MAP(switch_row, switch_fields);

int db_rating_switches(db *d, char ***clubs, bool **on, size_t *n, sk_err *err)
{
    return db_query_cols(d, "SELECT club, enabled FROM rating_switch ORDER BY club", DB_NOARGS,
                         &switch_map, (void **const[]){(void **)clubs, (void **)on}, n,
                         "reading the rating's switches", err);
}
