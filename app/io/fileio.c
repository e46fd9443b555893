/* fileio.c - temp file + rename for every output file (see fileio.h). */
#include "fileio.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int sk_make_temp(const char *path, char **tmp, sk_err *err)
{
    char *t = xasprintf("%s.tmp.XXXXXX", path);
    int fd = mkstemp(t);
    if (fd < 0) {
        int e = errno;
        free(t);
        *tmp = NULL;
        return sk_err_set(err, SK_FAIL, "cannot write %s: %s", path, strerror(e));
    }
    close(fd);
    *tmp = t;
    return SK_OK;
}

int sk_commit_temp(const char *tmp, const char *path, sk_err *err)
{
    int fd = open(tmp, O_RDONLY);
    if (fd >= 0) {
        fsync(fd);
        close(fd);
    }
    if (rename(tmp, path) != 0) {
        int e = errno;
        unlink(tmp);
        return sk_err_set(err, SK_FAIL, "cannot write %s: %s", path, strerror(e));
    }
    return SK_OK;
}

void sk_discard_temp(const char *tmp)
{
    if (tmp)
        unlink(tmp);
}

int sk_write_file_atomic(const char *path, const void *data, size_t len, sk_err *err)
{
    char *tmp;
    if (sk_make_temp(path, &tmp, err) != SK_OK)
        return SK_FAIL;
    FILE *f = fopen(tmp, "wb");
    if (!f) {
        int e = errno;
        sk_discard_temp(tmp);
        free(tmp);
        return sk_err_set(err, SK_FAIL, "cannot write %s: %s", path, strerror(e));
    }
    size_t w = fwrite(data, 1, len, f);
    int e = errno;
    if (fflush(f) != 0 || w != len) {
        e = errno;
        fclose(f);
        sk_discard_temp(tmp);
        free(tmp);
        return sk_err_set(err, SK_FAIL, "cannot write %s: %s", path, strerror(e ? e : EIO));
    }
    if (fclose(f) != 0) {
        e = errno;
        sk_discard_temp(tmp);
        free(tmp);
        return sk_err_set(err, SK_FAIL, "cannot write %s: %s", path, strerror(e));
    }
    int rc = sk_commit_temp(tmp, path, err);
    free(tmp);
    return rc;
}

