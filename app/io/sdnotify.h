/* sdnotify.h - telling systemd that a service is ready or stopping
 * (Type=notify units: skatsheet-serve@.service).
 *
 * libsystemd's sd_notify, loaded only when systemd asked for it (the
 * variable NOTIFY_SOCKET is set), so that a `serve` started by hand loads
 * nothing more (app/core/dynlib.h). */
#ifndef SK_IO_SDNOTIFY_H
#define SK_IO_SDNOTIFY_H

#include "util.h"

/* Send state ("READY=1", "STOPPING=1", "RELOADING=1", "STATUS=...") to the
 * service manager.  SK_OK when sent or when no manager asked (no
 * NOTIFY_SOCKET); SK_FAIL with err when libsystemd cannot be loaded or the
 * message could not be sent. */
int sk_sd_notify(const char *state, sk_err *err);

#endif
