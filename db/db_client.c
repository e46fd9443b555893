/* db_client.c - the name this process gives its connections (db.h:
 * db_set_client; drv.h: db_client_label).  A file of its own: the drivers
 * read it and db.c picks the drivers, so it lives apart from both. */
#include "db.h"
#include "drv.h"

#include <stdio.h>

static char client_label[64];

void db_set_client(const char *program, const char *version, int schema)
{
    snprintf(client_label, sizeof client_label, "%s %s schema %d", program, version, schema);
}

const char *db_client_label(void)
{
    return client_label[0] ? client_label : "skatsheet ? schema ?";
}
