/* svcconf.h - a service's configuration file (`skatsheet --config FILE`).
 *
 * What a service instance runs with, one file per instance (the systemd
 * unit skatsheet-serve@NAME reads /etc/skatsheet/NAME.conf): the database,
 * its language, and the options of `serve` by their long names.
 *
 *     # the hub of the league
 *     db = /var/lib/skatsheet/hub.db
 *     lang = de
 *     listen = 127.0.0.1:8080
 *     public-url = https://liga.example.org
 *     trusted-proxy = 127.0.0.1
 *     log = /var/log/skatsheet/hub.log
 *
 * One `key = value` a line; blank lines and lines starting with # are
 * skipped; white space around key and value is dropped; a value runs to the
 * end of the line (no quotes).  Every key at most once.  Refused, naming
 * FILE:LINE: an unknown key (with the nearest known one), a line without
 * '=', a key given twice, an empty value, a number out of its range, a
 * language other than de or en, and a listen address that is not
 * ADDR:PORT, :PORT or PORT (ADDR an IPv4 address, PORT 0-65535).  What the
 * values mean for a database (whether it opens) is checked where it is
 * opened, which names the line through sk_svcconf_line. */
#ifndef SK_SVCCONF_H
#define SK_SVCCONF_H

#include "util.h"

/* The keys, in the order of the table in svcconf.c. */
typedef enum {
    SVC_DB,
    SVC_LANG,
    SVC_LISTEN,
    SVC_TOURNAMENT,
    SVC_PUBLIC_URL,
    SVC_TRUSTED_PROXY,
    SVC_THREADS,
    SVC_POST_RATE,
    SVC_HEADER_TIMEOUT,
    SVC_WRITE_TIMEOUT,
    SVC_MAX_CONNECTIONS,
    SVC_MAX_PER_ADDRESS,
    SVC_QUIET,
    SVC_LOG,
    SVC_NKEYS
} sk_svckey;

typedef struct sk_svcconf {
    char *path;               /* the file as given */
    char *val[SVC_NKEYS];     /* each key's value, NULL when not given (owned) */
    int line[SVC_NKEYS];      /* the line it stood on (0: not given) */
} sk_svcconf;

/* Read path into *c (cleared first).  SK_OK; SK_FAIL when the file cannot
 * be read (err names it and why); SK_INVALID for a refused line ("FILE:LINE:
 * ..."). *c owned by the caller: sk_svcconf_free, also after a failure. */
int sk_svcconf_read(const char *path, sk_svcconf *c, sk_err *err);

/* The value of key, or NULL (c may be NULL). */
const char *sk_svcconf_get(const sk_svcconf *c, sk_svckey key);

/* A number key's value (checked by sk_svcconf_read), or def when not given. */
int sk_svcconf_int(const sk_svcconf *c, sk_svckey key, int def);

/* The key's name in the file ("max-connections"; static). */
const char *sk_svcconf_name(sk_svckey key);

/* Prefix err's message with "FILE:LINE: KEY: " when key was given in c
 * (what went wrong with a value is then found in the file). */
void sk_svcconf_line(const sk_svcconf *c, sk_svckey key, sk_err *err);

void sk_svcconf_free(sk_svcconf *c);

#endif
