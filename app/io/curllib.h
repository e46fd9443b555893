/* curllib.h - libcurl for the venue's sync with the hub (http.c), loaded
 * when a venue first talks to the hub, not at every start of the program
 * (app/core/dynlib.h: with its TLS, SSH, LDAP, Kerberos and HTTP/2
 * libraries it would be most of what a start loads).  Include this instead
 * of <curl/curl.h>; the calls read as before.  io_curl_load first. */
#ifndef SK_IO_CURLLIB_H
#define SK_IO_CURLLIB_H

/* curl_easy_setopt and curl_easy_getinfo as the functions they are (not
 * curl's type-checking macros, nor the ones that check for three
 * arguments), so the table can name them */
#define CURL_DISABLE_TYPECHECK 1
#include <curl/curl.h>
#undef curl_easy_setopt
#undef curl_easy_getinfo

#include "dynlib.h"

#define IO_CURL_FUNCS(X)                                                                   \
    X(curl_easy_cleanup) X(curl_easy_getinfo) X(curl_easy_init) X(curl_easy_perform)       \
    X(curl_easy_setopt) X(curl_easy_strerror) X(curl_global_init) X(curl_slist_append)     \
    X(curl_slist_free_all)

SK_DYNLIB_DECLARE(io_curl, io_curl_table, IO_CURL_FUNCS)

#ifndef IO_CURL_TABLE_ONLY /* (curllib.c, which fills the table) */
#define curl_easy_cleanup (io_curl()->curl_easy_cleanup)
#define curl_easy_getinfo (io_curl()->curl_easy_getinfo)
#define curl_easy_init (io_curl()->curl_easy_init)
#define curl_easy_perform (io_curl()->curl_easy_perform)
#define curl_easy_setopt (io_curl()->curl_easy_setopt)
#define curl_easy_strerror (io_curl()->curl_easy_strerror)
#define curl_global_init (io_curl()->curl_global_init)
#define curl_slist_append (io_curl()->curl_slist_append)
#define curl_slist_free_all (io_curl()->curl_slist_free_all)
#endif

#endif
