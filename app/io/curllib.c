/* curllib.c - see curllib.h */
#define IO_CURL_TABLE_ONLY
#include "curllib.h"

#ifndef SK_SONAME_CURL
#define SK_SONAME_CURL "libcurl.so.4"
#endif

SK_DYNLIB_DEFINE(io_curl, io_curl_table, SK_SONAME_CURL, "libcurl4", IO_CURL_FUNCS)
