/* fileio.h - output files that cannot be half written and cannot destroy:
 * the one place every export (CSV, PDF, XLSX) goes through.
 *
 * What a target path gets (sk_out_kind):
 *   - a regular file, or a new name: a temp file "skatsheet.tmp.XXXXXX" in
 *     the same directory, fsync, rename into place.  A symbolic link is
 *     followed (the link stays, the file it names is replaced).  An existing
 *     file keeps its permission bits (and, as root, its owner); a new file
 *     gets 0666 less the umask.  The short temp name means any valid name
 *     can be written (no suffix pushes it over NAME_MAX).
 *   - a FIFO, a character device (a terminal, /dev/null, /dev/stdout on a
 *     pipe) or a socket: written directly, in place (a rename would replace
 *     the node with a regular file).  Writers that need a file path
 *     (libharu, libxlsxwriter) get a temp file under $TMPDIR (or /tmp) that
 *     sk_commit_temp copies into the node.
 *   - refused: a directory, a block device (a disk), and the database
 *     itself (sk_out_protect) or its -wal, -shm or -journal file, by device
 *     and inode, so another path, a hard link or a symbolic link to it is
 *     refused too.
 * A temp file is removed on SIGINT, SIGTERM, SIGHUP and SIGPIPE (the signal
 * then takes its normal course).
 *
 * Errors: each function returns SK_OK or SK_FAIL and fills the caller-owned
 * err with "cannot write PATH: REASON".
 */
#ifndef SK_FILEIO_H
#define SK_FILEIO_H

#include <stddef.h>

#include "util.h"

/* Register `path` (the database) as a file no export may write: the file,
 * and its -wal, -shm and -journal companions.  The string is copied. */
void sk_out_protect(const char *path);

/* Write `len` bytes to `path` (see above).  On error nothing is left behind
 * and err is filled. */
int sk_write_file_atomic(const char *path, const void *data, size_t len, sk_err *err);

/* The same without the fsync of each file: for a writer of many files
 * that syncs them all at once at the end (syncfs; publish DIR). */
int sk_write_file_nosync(const char *path, const void *data, size_t len, sk_err *err);

/* For writers that produce the file themselves (libharu, libxlsxwriter):
 * check `path` and create the temp file *tmp (malloc'd), then
 * sk_commit_temp puts it into place (rename, or a copy into a device or
 * FIFO) or sk_discard_temp removes it.  Both forget *tmp for the signal
 * handler; the caller frees the string. */
int sk_make_temp(const char *path, char **tmp, sk_err *err);
int sk_commit_temp(const char *tmp, const char *path, sk_err *err);
void sk_discard_temp(const char *tmp);

/* Read the whole file `path` ("-": standard input) into *out (malloc'd,
 * NUL-terminated, caller frees) and *len.  An input larger than `max` bytes
 * is refused ("PATH is larger than N MB, the most an import reads") without
 * reading further, so /dev/zero or a runaway pipe cannot exhaust memory.
 * Errors: "cannot open PATH: REASON", "cannot read PATH: REASON". */
#define SK_IMPORT_MAX ((size_t)256 << 20) /* 256 MB: ~7 million games */
int sk_read_file(const char *path, size_t max, char **out, size_t *len, sk_err *err);

/* A name for a new file that stamps the local time: PREFIX + YYYYmmdd-HHMMSS
 * + SUFFIX, or PREFIX + YYYYmmdd-HHMMSS-N + SUFFIX (N = 2, 3 ...) when that
 * exists already: never the name of an earlier file.  Malloc'd (caller
 * frees); nothing is created. */
char *sk_stamped_name(const char *prefix, const char *suffix);

#endif
