/* db_tool.h - running an engine's own program (pg_dump, pg_restore) for
 * the backups (issue 41): no shell, standard input /dev/null, its
 * standard error kept for the message, extra environment variables set
 * in the child only (a password goes there, never onto a command line,
 * where every process list would show it). */
#ifndef SK_DB_TOOL_H
#define SK_DB_TOOL_H

#include <stddef.h>

/* Run argv[0] (looked up on PATH) with argv; env: NULL or name, value,
 * name, value, ..., NULL set in the child.  Returns its exit status (0
 * ok), or -1 when it could not be started or died of a signal; *why (n
 * bytes, always terminated) the first line of what it wrote on standard
 * error, or why it could not be started. */
int db_tool_run(const char *const argv[], const char *const env[], char *why, size_t n);

#endif
