/* db_tmp.c - a temporary file for a backup, restore or upgrade and the
 * files SQLite keeps beside it (db_internal.h).  Calls nothing else of
 * db/, so every file of db/ may use it. */
#include "db_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

char *db_tmp_name(const char *what)
{
    const char *t = getenv("TMPDIR");
    if (!t || !*t)
        t = "/tmp";
    char *p = xasprintf("%s/skatsheet-%s-XXXXXX", t, what);
    int fd = mkstemp(p);
    if (fd < 0) {
        free(p);
        return NULL;
    }
    close(fd);
    return p;
}

void db_tmp_remove(char *path)
{
    static const char *const side[] = {"", "-wal", "-shm", "-journal"};
    if (!path)
        return;
    for (size_t i = 0; i < sizeof side / sizeof side[0]; i++) {
        char *p = xasprintf("%s%s", path, side[i]);
        unlink(p);
        free(p);
    }
    free(path);
}
