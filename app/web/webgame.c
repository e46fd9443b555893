/* webgame.c - see webgame.h */
#include "webgame.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum MHD_Result webgame_page(web_server *s, struct MHD_Connection *c, const web_ctx *wc,
                             int series, int table, const char *code, const char *edit,
                             const char *done)
{
    (void)s; (void)series; (void)table; (void)code; (void)edit; (void)done;
    return web_send_error(c, wc, false, 403, "entry codes are not there yet");
}

enum MHD_Result webgame_write(web_server *s, struct MHD_Connection *c, const web_ctx *wc,
                              int series, int table, const char *form, bool json)
{
    (void)s; (void)series; (void)table; (void)form;
    return web_send_error(c, wc, json, 403, "entry codes are not there yet");
}

enum MHD_Result webgame_preview(web_server *s, struct MHD_Connection *c, const web_ctx *wc,
                                const char *form)
{
    (void)s; (void)form;
    return web_send_error(c, wc, true, 404, "no preview yet");
}

enum MHD_Result webgame_register_page(web_server *s, struct MHD_Connection *c,
                                      const web_ctx *wc)
{
    (void)s;
    return web_send_error(c, wc, false, 404, "registration is not open");
}

enum MHD_Result webgame_register(web_server *s, struct MHD_Connection *c, const web_ctx *wc,
                                 const char *form, bool json)
{
    (void)s; (void)form;
    return web_send_error(c, wc, json, 404, "registration is not open");
}
