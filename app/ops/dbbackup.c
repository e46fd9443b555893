/* dbbackup.c - see dbbackup.h. */
#include "dbbackup.h"
#include "fileio.h"
#include "i18n.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int ops_db_backup(db *d, const char *path, db_backup_format fmt, sk_err *err)
{
    char *tmp = NULL;
    int rc = sk_make_temp(path, &tmp, err);
    if (rc != SK_OK)
        return rc;
    rc = db_backup_write(d, tmp, fmt, err);
    if (rc == SK_OK)
        rc = sk_commit_temp(tmp, path, err);
    else
        sk_discard_temp(tmp);
    free(tmp);
    return rc;
}

/* dir and its missing parents made (mode 0750). */
static int make_dirs(const char *dir, sk_err *err)
{
    char *p = xstrdup(dir);
    int rc = SK_OK;
    for (char *s = p + 1;; s++) {
        bool last = *s == '\0';
        if (*s == '/' || last) {
            char was = *s;
            *s = '\0';
            if (mkdir(p, 0750) != 0 && errno != EEXIST) {
                rc = sk_err_set(err, SK_FAIL, _("cannot make the directory %s: %s"), p,
                                strerror(errno));
                break;
            }
            *s = was;
        }
        if (last)
            break;
    }
    free(p);
    struct stat sb;
    if (rc == SK_OK && (stat(dir, &sb) != 0 || !S_ISDIR(sb.st_mode)))
        rc = sk_err_set(err, SK_FAIL, _("%s is not a directory"), dir);
    return rc;
}

/* A name of a backup of this naming and ending: its time (15 characters)
 * and number (1 without "-N") in *stamp, *n. */
static bool backup_name(const char *name, const char *ext, char stamp[16], long *n)
{
    static const char pre[] = "skatsheet-";
    size_t lp = sizeof pre - 1, le = strlen(ext), len = strlen(name);
    if (len < lp + 15 + le || strncmp(name, pre, lp) != 0 || strcmp(name + len - le, ext) != 0)
        return false;
    const char *s = name + lp;
    for (int i = 0; i < 15; i++)
        if (i == 8 ? s[i] != '-' : (s[i] < '0' || s[i] > '9'))
            return false;
    memcpy(stamp, s, 15);
    stamp[15] = '\0';
    const char *rest = s + 15, *end = name + len - le;
    *n = 1;
    if (rest == end)
        return true;
    if (*rest != '-' || rest + 1 == end)
        return false;
    char *e;
    *n = strtol(rest + 1, &e, 10);
    return e == end && *n >= 2 && rest[1] != '0';
}

typedef struct kept {
    char stamp[16];
    long n;
    char *name;
} kept;

static int newest_first(const void *a, const void *b)
{
    const kept *x = a, *y = b;
    int c = strcmp(y->stamp, x->stamp);
    return c ? c : (y->n > x->n) - (y->n < x->n);
}

static int prune(const char *dir, const char *ext, int keep, int *removed, sk_err *err)
{
    DIR *dp = opendir(dir);
    if (!dp)
        return sk_err_set(err, SK_FAIL, _("cannot read the directory %s: %s"), dir,
                          strerror(errno));
    kept *v = NULL;
    size_t n = 0, cap = 0;
    struct dirent *de;
    while ((de = readdir(dp)) != NULL) {
        kept k;
        if (!backup_name(de->d_name, ext, k.stamp, &k.n))
            continue;
        v = sk_grow(v, n, &cap, sizeof *v, 32);
        k.name = xstrdup(de->d_name);
        v[n++] = k;
    }
    closedir(dp);
    if (n > 1)
        qsort(v, n, sizeof *v, newest_first);
    int rc = SK_OK;
    for (size_t i = 0; i < n; i++) {
        if (i >= (size_t)keep) {
            char *p = xasprintf("%s/%s", dir, v[i].name);
            if (unlink(p) == 0)
                (*removed)++;
            else if (rc == SK_OK)
                rc = sk_err_set(err, SK_FAIL, _("cannot remove the old backup %s: %s"), p,
                                strerror(errno));
            free(p);
        }
        free(v[i].name);
    }
    free(v);
    return rc;
}

int ops_db_backup_keep(db *d, const char *dir, db_backup_format fmt, int keep, char **made,
                       int *removed, sk_err *err)
{
    *made = NULL;
    *removed = 0;
    int rc = make_dirs(dir, err);
    if (rc != SK_OK)
        return rc;
    const char *ext = db_backup_ext(fmt);
    char *head = xasprintf("%s/skatsheet-", dir);
    char *path = sk_stamped_name(head, ext);
    free(head);
    rc = ops_db_backup(d, path, fmt, err);
    if (rc != SK_OK) {
        free(path);
        return rc;
    }
    *made = path;
    return prune(dir, ext, keep, removed, err);
}

int ops_db_restore(db *d, const char *path, sk_err *err)
{
    return db_backup_restore(d, path, err);
}
