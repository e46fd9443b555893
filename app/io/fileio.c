/* fileio.c - every output file and every import's input (see fileio.h). */
#include "fileio.h"
#include "i18n.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

/* ---- the database and its companions: never an export's target ---- */

#define MAX_PROTECT 4
static char *protected_paths[MAX_PROTECT];
static const char *const companions[] = {"", "-wal", "-shm", "-journal"};
static const char *const companion_what[] = {N_("the database"), N_("the database's write-ahead log"),
                                             N_("the database's shared-memory file"),
                                             N_("the database's journal")};

void sk_out_protect(const char *path)
{
    for (int i = 0; i < MAX_PROTECT; i++)
        if (!protected_paths[i]) {
            protected_paths[i] = xstrdup(path);
            return;
        }
}

/* The directory part of path ("." for a bare name), malloc'd. */
static char *dir_of(const char *path)
{
    const char *slash = strrchr(path, '/');
    if (!slash)
        return xstrdup(".");
    if (slash == path)
        return xstrdup("/");
    return xasprintf("%.*s", (int)(slash - path), path);
}

static const char *base_of(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

/* Is `path` (stat in *st when it exists) one of the protected files?
 * Returns the description of what it is, or NULL. */
static const char *protected_what(const char *path, const struct stat *st)
{
    char *pdir = NULL;
    struct stat dst;
    bool have_dir = false;
    const char *what = NULL;
    for (int i = 0; i < MAX_PROTECT && protected_paths[i] && !what; i++) {
        for (size_t k = 0; k < sizeof companions / sizeof *companions && !what; k++) {
            char *c = xasprintf("%s%s", protected_paths[i], companions[k]);
            struct stat cst;
            if (stat(c, &cst) == 0) {
                if (st && cst.st_dev == st->st_dev && cst.st_ino == st->st_ino)
                    what = companion_what[k];
            } else if (!st && k > 0) {
                /* neither exists yet: the same directory and name would
                 * still become the database's companion */
                if (!have_dir) {
                    pdir = dir_of(path);
                    have_dir = stat(pdir, &dst) == 0;
                }
                char *cdir = dir_of(c);
                struct stat cdst;
                if (have_dir && stat(cdir, &cdst) == 0 && cdst.st_dev == dst.st_dev &&
                    cdst.st_ino == dst.st_ino && strcmp(base_of(c), base_of(path)) == 0)
                    what = companion_what[k];
                free(cdir);
            }
            free(c);
        }
    }
    free(pdir);
    return what ? _(what) : NULL;
}

/* ---- what a target is ---- */

enum { OUT_FILE, OUT_DIRECT };

/* What a path to write is: its kind; on OUT_FILE dest the file to replace
 * (a symbolic link resolved; the caller frees it), st filled and exists
 * set when it exists. */
typedef struct out_tgt {
    int kind;
    char *dest;
    struct stat st;
    bool exists;
} out_tgt;

/* Classify path into *o. */
static int out_target(const char *path, out_tgt *o, sk_err *err)
{
    struct stat *st = &o->st;
    o->dest = NULL;
    o->exists = false;
    if (!*path)
        return sk_err_set(err, SK_FAIL, _("cannot write '': the file name is empty"));
    if (stat(path, st) != 0) {
        if (errno != ENOENT)
            return sk_err_set(err, SK_FAIL, _("cannot write %s: %s"), path, strerror(errno));
        const char *what = protected_what(path, NULL);
        if (what)
            return sk_err_set(err, SK_FAIL, _("cannot write %s: it would be %s; choose another "
                              "file name"), path, what);
        o->kind = OUT_FILE;
        o->dest = xstrdup(path);
        return SK_OK;
    }
    o->exists = true;
    const char *what = protected_what(path, st);
    if (what)
        return sk_err_set(err, SK_FAIL, _("cannot write %s: it is %s; choose another file name"),
                          path, what);
    if (S_ISDIR(st->st_mode))
        return sk_err_set(err, SK_FAIL, _("cannot write %s: it is a directory"), path);
    if (S_ISBLK(st->st_mode))
        return sk_err_set(err, SK_FAIL, _("cannot write %s: it is a block device (a disk); "
                          "write the export to a file"), path);
    if (!S_ISREG(st->st_mode)) {
        o->kind = OUT_DIRECT;
        o->dest = xstrdup(path);
        return SK_OK;
    }
    o->kind = OUT_FILE;
    struct stat lst;
    char *real = NULL;
    if (lstat(path, &lst) == 0 && S_ISLNK(lst.st_mode))
        real = realpath(path, NULL);
    o->dest = real ? real : xstrdup(path);
    return SK_OK;
}

/* ---- temp files removed on a signal ---- */

#define MAX_TEMPS 4
static char temps[MAX_TEMPS][PATH_MAX];
static volatile sig_atomic_t temp_used[MAX_TEMPS];
static const int temp_signals[] = {SIGINT, SIGTERM, SIGHUP, SIGPIPE};

static void on_signal(int sig)
{
    for (int i = 0; i < MAX_TEMPS; i++)
        if (temp_used[i])
            unlink(temps[i]);
    signal(sig, SIG_DFL);
    raise(sig);
}

static void block_signals(sigset_t *old)
{
    sigset_t set;
    sigemptyset(&set);
    for (size_t i = 0; i < sizeof temp_signals / sizeof *temp_signals; i++)
        sigaddset(&set, temp_signals[i]);
    sigprocmask(SIG_BLOCK, &set, old);
}

static void remember_temp(const char *tmp)
{
    static bool installed;
    sigset_t old;
    block_signals(&old);
    if (!installed) {
        installed = true;
        for (size_t i = 0; i < sizeof temp_signals / sizeof *temp_signals; i++) {
            struct sigaction sa, prev;
            if (sigaction(temp_signals[i], NULL, &prev) == 0 && prev.sa_handler == SIG_IGN)
                continue; /* ignored (nohup, a shell's background job): leave it so */
            memset(&sa, 0, sizeof sa);
            sa.sa_handler = on_signal;
            sigemptyset(&sa.sa_mask);
            sigaction(temp_signals[i], &sa, NULL);
        }
    }
    if (strlen(tmp) < PATH_MAX)
        for (int i = 0; i < MAX_TEMPS; i++)
            if (!temp_used[i]) {
                strcpy(temps[i], tmp);
                temp_used[i] = 1;
                break;
            }
    sigprocmask(SIG_SETMASK, &old, NULL);
}

static void forget_temp(const char *tmp)
{
    sigset_t old;
    block_signals(&old);
    for (int i = 0; i < MAX_TEMPS; i++)
        if (temp_used[i] && strcmp(temps[i], tmp) == 0)
            temp_used[i] = 0;
    sigprocmask(SIG_SETMASK, &old, NULL);
}

/* Create "DIR/skatsheet.tmp.XXXXXX" (DIR: dest's directory, or $TMPDIR for
 * a direct target) and remember it for the signal handler. */
static int create_temp(const char *path, const char *dest, int kind, char **tmp, int *fdp,
                       sk_err *err)
{
    char *dir;
    if (kind == OUT_DIRECT) {
        const char *t = getenv("TMPDIR");
        dir = xstrdup(t && *t ? t : "/tmp");
    } else {
        dir = dir_of(dest);
    }
    char *t = xasprintf("%s/skatsheet.tmp.XXXXXX", dir);
    free(dir);
    sigset_t old;
    block_signals(&old); /* a signal between mkstemp and remember_temp */
    int fd = mkstemp(t);
    int e = errno;
    if (fd >= 0)
        remember_temp(t);
    sigprocmask(SIG_SETMASK, &old, NULL);
    if (fd < 0) {
        free(t);
        *tmp = NULL;
        return sk_err_set(err, SK_FAIL, _("cannot write %s: %s"), path, strerror(e));
    }
    *tmp = t;
    if (fdp)
        *fdp = fd;
    else
        close(fd);
    return SK_OK;
}

int sk_make_temp(const char *path, char **tmp, sk_err *err)
{
    out_tgt o;
    *tmp = NULL;
    if (out_target(path, &o, err) != SK_OK)
        return SK_FAIL;
    int rc = create_temp(path, o.dest, o.kind, tmp, NULL, err);
    free(o.dest);
    return rc;
}

void sk_discard_temp(const char *tmp)
{
    if (tmp) {
        unlink(tmp);
        forget_temp(tmp);
    }
}

static int write_all(int fd, const char *p, size_t len)
{
    while (len > 0) {
        ssize_t w = write(fd, p, len);
        if (w < 0) {
            if (errno == EINTR)
                continue;
            return -1;
        }
        p += w;
        len -= (size_t)w;
    }
    return 0;
}

/* Write data into an existing FIFO, device or socket, in place. */
static int write_direct(const char *path, const void *data, size_t len, sk_err *err)
{
    int fd = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC);
    if (fd < 0)
        return sk_err_set(err, SK_FAIL, _("cannot write %s: %s"), path, strerror(errno));
    int bad = write_all(fd, data, len);
    int e = errno;
    if (close(fd) != 0 && !bad) {
        bad = -1;
        e = errno;
    }
    if (bad)
        return sk_err_set(err, SK_FAIL, _("cannot write %s: %s"), path, strerror(e));
    return SK_OK;
}

/* The mode and owner the replaced file keeps, or 0666 less the umask. */
static void set_mode(int fd, const struct stat *st, bool exists)
{
    if (exists) {
        fchmod(fd, st->st_mode & 07777);
        if (geteuid() == 0 && fchown(fd, st->st_uid, st->st_gid) == 0)
            fchmod(fd, st->st_mode & 07777); /* chown clears set-id bits */
    } else {
        mode_t m = umask(0);
        umask(m);
        fchmod(fd, 0666 & ~m);
    }
}

/* fsync the finished temp (unless !sync), give it its mode, rename it
 * onto dest. */
static int rename_into(const char *tmp, const char *path, const char *dest,
                       const struct stat *st, bool exists, bool sync, sk_err *err)
{
    int fd = open(tmp, O_RDONLY | O_CLOEXEC);
    if (fd >= 0) {
        set_mode(fd, st, exists);
        if (sync)
            fsync(fd);
        close(fd);
    }
    if (rename(tmp, dest) != 0) {
        int e = errno;
        sk_discard_temp(tmp);
        return sk_err_set(err, SK_FAIL, _("cannot write %s: %s"), path, strerror(e));
    }
    forget_temp(tmp);
    return SK_OK;
}

int sk_commit_temp(const char *tmp, const char *path, sk_err *err)
{
    out_tgt o;
    if (out_target(path, &o, err) != SK_OK) {
        sk_discard_temp(tmp);
        return SK_FAIL;
    }
    int rc;
    if (o.kind == OUT_FILE) {
        rc = rename_into(tmp, path, o.dest, &o.st, o.exists, true, err);
    } else {
        char *data = NULL;
        size_t len = 0;
        rc = sk_read_file(tmp, (size_t)-1, &data, &len, err);
        if (rc == SK_OK)
            rc = write_direct(o.dest, data, len, err);
        free(data);
        sk_discard_temp(tmp);
    }
    free(o.dest);
    return rc;
}

static int write_file(const char *path, const void *data, size_t len, bool sync, sk_err *err)
{
    out_tgt o;
    if (out_target(path, &o, err) != SK_OK)
        return SK_FAIL;
    int rc;
    if (o.kind == OUT_DIRECT) {
        rc = write_direct(o.dest, data, len, err);
        free(o.dest);
        return rc;
    }
    char *tmp;
    int fd;
    rc = create_temp(path, o.dest, o.kind, &tmp, &fd, err);
    if (rc == SK_OK) {
        int bad = write_all(fd, data, len);
        int e = errno;
        if (close(fd) != 0 && !bad) {
            bad = -1;
            e = errno;
        }
        if (bad) {
            sk_discard_temp(tmp);
            rc = sk_err_set(err, SK_FAIL, _("cannot write %s: %s"), path, strerror(e));
        } else {
            rc = rename_into(tmp, path, o.dest, &o.st, o.exists, sync, err);
        }
        free(tmp);
    }
    free(o.dest);
    return rc;
}

int sk_write_file_atomic(const char *path, const void *data, size_t len, sk_err *err)
{
    return write_file(path, data, len, true, err);
}

int sk_write_file_nosync(const char *path, const void *data, size_t len, sk_err *err)
{
    return write_file(path, data, len, false, err);
}

/* ---- input ---- */

int sk_read_file(const char *path, size_t max, char **out, size_t *len, sk_err *err)
{
    bool std = strcmp(path, "-") == 0;
    *out = NULL;
    *len = 0;
    FILE *f = std ? stdin : fopen(path, "rb");
    if (!f)
        return sk_err_set(err, SK_FAIL, _("cannot open %s: %s"), path, strerror(errno));
    sk_buf b = {0};
    char chunk[65536];
    size_t n;
    int rc = SK_OK;
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) {
        if (b.len + n > max) {
            rc = sk_err_set(err, SK_FAIL, _("%s is larger than %zu MB, the most an import "
                            "reads; split it"), path, max / (1024 * 1024));
            break;
        }
        sk_buf_addn(&b, chunk, n);
    }
    if (rc == SK_OK && ferror(f))
        rc = sk_err_set(err, SK_FAIL, _("cannot read %s: %s"), path,
                        errno ? strerror(errno) : "read error");
    if (!std)
        fclose(f);
    if (rc != SK_OK) {
        sk_buf_free(&b);
        return rc;
    }
    *len = b.len;
    *out = sk_buf_take(&b);
    return SK_OK;
}

char *sk_stamped_name(const char *prefix, const char *suffix)
{
    char when[32];
    time_t now = time(NULL);
    struct tm tm;
    localtime_r(&now, &tm);
    strftime(when, sizeof when, "%Y%m%d-%H%M%S", &tm);
    char *path = xasprintf("%s%s%s", prefix, when, suffix);
    for (int i = 2; access(path, F_OK) == 0; i++) { /* never over an earlier one */
        free(path);
        path = xasprintf("%s%s-%d%s", prefix, when, i, suffix);
    }
    return path;
}
