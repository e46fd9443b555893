/* fileio.h - output files that cannot be half written: a temp file in the
 * same directory, renamed into place when complete.
 *
 * Errors: each function returns SK_OK or SK_FAIL and fills the caller-owned
 * err with "cannot write PATH: REASON".
 */
#ifndef SK_FILEIO_H
#define SK_FILEIO_H

#include <stddef.h>

#include "util.h"

/* Write `len` bytes to `path` atomically: a temp file in the same directory,
 * fsync, rename.  On error nothing is left behind and err is filled. */
int sk_write_file_atomic(const char *path, const void *data, size_t len, sk_err *err);

/* Create a temp path next to `path` (path + ".tmp.XXXXXX") for writers that
 * produce the file themselves (libharu, libxlsxwriter), then sk_commit_temp
 * renames it into place or sk_discard_temp removes it.  *tmp is malloc'd. */
int sk_make_temp(const char *path, char **tmp, sk_err *err);
int sk_commit_temp(const char *tmp, const char *path, sk_err *err);
void sk_discard_temp(const char *tmp);

#endif
