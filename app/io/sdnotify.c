/* sdnotify.c - see sdnotify.h */
#include "sdnotify.h"

#include <stdlib.h>
#include <string.h>
#include <systemd/sd-daemon.h>

#include "dynlib.h"
#include "i18n.h"

#ifndef SK_SONAME_SYSTEMD
#define SK_SONAME_SYSTEMD "libsystemd.so.0"
#endif

#define IO_SD_FUNCS(X) X(sd_notify)
SK_DYNLIB_DECLARE(io_sd, io_sd_table, IO_SD_FUNCS)
SK_DYNLIB_DEFINE(io_sd, io_sd_table, SK_SONAME_SYSTEMD, "libsystemd0", IO_SD_FUNCS)

int sk_sd_notify(const char *state, sk_err *err)
{
    const char *sock = getenv("NOTIFY_SOCKET");
    if (!sock || !*sock)
        return SK_OK;
    if (io_sd_load(err) != SK_OK)
        return SK_FAIL;
    int r = io_sd()->sd_notify(0, state);
    if (r < 0)
        return sk_err_set(err, SK_FAIL, _("cannot tell the service manager '%s': %s"), state,
                          strerror(-r));
    return SK_OK;
}
