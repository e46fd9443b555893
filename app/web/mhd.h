/* mhd.h - libmicrohttpd for the web front end, loaded when `serve` starts
 * (app/core/dynlib.h: with GnuTLS and its dependencies it is most of what a
 * program start would load otherwise).  Include this instead of
 * <microhttpd.h>; the calls read as before.  web_mhd_load first: SK_FAIL
 * "cannot load libmicrohttpd.so.12: ..." when the library is missing. */
#ifndef SK_WEB_MHD_H
#define SK_WEB_MHD_H

#include <microhttpd.h>

#include "dynlib.h"

#define WEB_MHD_FUNCS(X)                                                                   \
    X(MHD_add_response_header) X(MHD_create_response_from_buffer) X(MHD_destroy_response)    \
    X(MHD_get_connection_info) X(MHD_get_connection_values) X(MHD_get_daemon_info)               \
    X(MHD_is_feature_supported) X(MHD_lookup_connection_value)                                 \
    X(MHD_queue_response) X(MHD_resume_connection) X(MHD_start_daemon) X(MHD_stop_daemon)    \
    X(MHD_suspend_connection) X(MHD_quiesce_daemon)

SK_DYNLIB_DECLARE(web_mhd, web_mhd_table, WEB_MHD_FUNCS)

#ifndef WEB_MHD_TABLE_ONLY /* (mhd.c, which fills the table) */
#define MHD_add_response_header (web_mhd()->MHD_add_response_header)
#define MHD_create_response_from_buffer (web_mhd()->MHD_create_response_from_buffer)
#define MHD_destroy_response (web_mhd()->MHD_destroy_response)
#define MHD_get_connection_info (web_mhd()->MHD_get_connection_info)
#define MHD_get_connection_values (web_mhd()->MHD_get_connection_values)
#define MHD_get_daemon_info (web_mhd()->MHD_get_daemon_info)
#define MHD_is_feature_supported (web_mhd()->MHD_is_feature_supported)
#define MHD_lookup_connection_value (web_mhd()->MHD_lookup_connection_value)
#define MHD_queue_response (web_mhd()->MHD_queue_response)
#define MHD_resume_connection (web_mhd()->MHD_resume_connection)
#define MHD_start_daemon (web_mhd()->MHD_start_daemon)
#define MHD_stop_daemon (web_mhd()->MHD_stop_daemon)
#define MHD_suspend_connection (web_mhd()->MHD_suspend_connection)
#define MHD_quiesce_daemon (web_mhd()->MHD_quiesce_daemon)
#endif

#endif
