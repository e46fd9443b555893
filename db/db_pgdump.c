/* db_pgdump.c - a pg_dump (custom format) restored into a database of
 * either engine (db_backup.h).  pg_restore turns the archive into its
 * script without a server (--data-only --file): one COPY block per table,
 * rows in COPY's text format.  The whole script is written and pg_restore
 * has finished well before anything is changed (a truncated archive
 * fails there); then every table's rows replace d's in one write, the
 * parents first.  The table and column names come from the file: only
 * plain names are taken (letters, digits, _; a column's name may be quoted,
 * "position"), every one a table of d. */
#include "db_internal.h"
#include "db_tool.h"
#include "i18n.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

#define PGD_BATCH 500

typedef struct block {
    char *table;
    char *cols;
    int ncols;
    off_t off;   /* the first row */
} block;

static char *dupn(const char *s, size_t n)
{
    char *p = xmalloc(n + 1);
    memcpy(p, s, n);
    p[n] = '\0';
    return p;
}

static bool plain_name(const char *s, size_t n, bool list)
{
    if (n == 0)
        return false;
    for (size_t i = 0; i < n; i++) {
        char ch = s[i];
        bool ok = (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '_' ||
                  (list && (ch == ',' || ch == ' ' || ch == '"'));
        if (!ok)
            return false;
    }
    return true;
}

/* "COPY public.t (a, b) FROM stdin;" into b; false when it is not one of
 * plain names. */
static bool parse_copy(const char *line, block *b)
{
    const char *p = line + 5;
    const char *open = strstr(p, " (");
    const char *close = strstr(p, ") FROM stdin;");
    if (!open || !close || close < open)
        return false;
    const char *name = p;
    for (const char *q = p; q < open; q++)
        if (*q == '.')
            name = q + 1;
    if (!plain_name(name, (size_t)(open - name), false) ||
        !plain_name(open + 2, (size_t)(close - open - 2), true))
        return false;
    b->table = dupn(name, (size_t)(open - name));
    b->cols = dupn(open + 2, (size_t)(close - open - 2));
    b->ncols = 1;
    for (const char *q = b->cols; *q; q++)
        b->ncols += *q == ',';
    return true;
}

/* One field of COPY's text format, decoded in place (\N is NULL). */
static char *unescape(char *s, bool *null)
{
    *null = strcmp(s, "\\N") == 0;
    if (*null)
        return s;
    char *w = s;
    for (char *r = s; *r; r++) {
        if (*r != '\\' || !r[1]) {
            *w++ = *r;
            continue;
        }
        r++;
        switch (*r) {
        case 'b': *w++ = '\b'; break;
        case 'f': *w++ = '\f'; break;
        case 'n': *w++ = '\n'; break;
        case 'r': *w++ = '\r'; break;
        case 't': *w++ = '\t'; break;
        case 'v': *w++ = '\v'; break;
        case 'x': {
            int v = 0, k = 0;
            while (k < 2 && strchr("0123456789abcdefABCDEF", r[1]) && r[1]) {
                char c = *++r;
                v = v * 16 + (c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10);
                k++;
            }
            *w++ = (char)v;
            break;
        }
        default:
            if (*r >= '0' && *r <= '7') {
                int v = *r - '0';
                for (int k = 0; k < 2 && r[1] >= '0' && r[1] <= '7'; k++)
                    v = v * 8 + (*++r - '0');
                *w++ = (char)v;
            } else {
                *w++ = *r;
            }
        }
    }
    *w = '\0';
    return s;
}

/* Split line (no newline) into n fields in row (texts copied); false
 * when it has another number of fields. */
static bool split_row(char *line, int n, db_value *row)
{
    int k = 0;
    char *save = line;
    for (;;) {
        char *tab = strchr(save, '\t');
        if (tab)
            *tab = '\0';
        if (k >= n)
            return false;
        bool null;
        char *v = unescape(save, &null);
        row[k++] = null ? (db_value){DB_NULL, 0, NULL} : (db_value){DB_TEXT, 0, xstrdup(v)};
        if (!tab)
            break;
        save = tab + 1;
    }
    return k == n;
}

static void free_rows(db_value *rows, size_t nvals)
{
    for (size_t i = 0; i < nvals; i++)
        if (rows[i].type == DB_TEXT)
            free((char *)rows[i].s);
}

/* The rows of block b from f into d's table. */
static int load_block(db *d, FILE *f, const block *b, sk_err *err)
{
    if (fseeko(f, b->off, SEEK_SET) != 0)
        return sk_err_set(err, SK_FAIL, "%s", strerror(errno));
    db_value *rows = xcalloc((size_t)PGD_BATCH * (size_t)b->ncols, sizeof *rows);
    char *line = NULL;
    size_t cap = 0;
    ssize_t len;
    int nb = 0, rc = SK_OK;
    bool end = false;
    while (rc == SK_OK && (len = getline(&line, &cap, f)) > 0) {
        if (line[len - 1] == '\n')
            line[--len] = '\0';
        if (strcmp(line, "\\.") == 0) {
            end = true;
            break;
        }
        db_value *row = rows + (size_t)nb * (size_t)b->ncols;
        if (!split_row(line, b->ncols, row)) {
            free_rows(row, (size_t)b->ncols);
            memset(row, 0, (size_t)b->ncols * sizeof *row);
            rc = sk_err_set(err, SK_INVALID, _("table %s: a row of the backup has not %d "
                            "columns"), b->table, b->ncols);
            break;
        }
        if (++nb == PGD_BATCH) {
            if (d->drv->bulk_insert(d->c, b->table, b->cols, b->ncols, rows, nb) != SK_OK)
                rc = db_sqlerr(d, err, "restoring the rows");
            free_rows(rows, (size_t)nb * (size_t)b->ncols);
            nb = 0;
        }
    }
    if (rc == SK_OK && !end)
        rc = sk_err_set(err, SK_INVALID, _("table %s: the backup ends inside its rows"),
                        b->table);
    if (rc == SK_OK && nb > 0 &&
        d->drv->bulk_insert(d->c, b->table, b->cols, b->ncols, rows, nb) != SK_OK)
        rc = db_sqlerr(d, err, "restoring the rows");
    free_rows(rows, (size_t)nb * (size_t)b->ncols);
    free(rows);
    free(line);
    if (rc != SK_OK && strncmp(err->msg, "table ", 6) != 0) {
        char msg[sizeof err->msg];
        snprintf(msg, sizeof msg, "%s", err->msg);
        snprintf(err->msg, sizeof err->msg, _("table %s: %s"), b->table, msg);
    }
    return rc;
}

/* The COPY blocks of the script f; SK_INVALID for a script cut short. */
static int scan(FILE *f, block **out, size_t *n, sk_err *err)
{
    char *line = NULL;
    size_t cap = 0, nalloc = 0;
    ssize_t len;
    int rc = SK_OK;
    *out = NULL;
    *n = 0;
    while (rc == SK_OK && (len = getline(&line, &cap, f)) > 0) {
        if (strncmp(line, "COPY ", 5) != 0)
            continue;
        if (line[len - 1] == '\n')
            line[--len] = '\0';
        block b;
        if (!parse_copy(line, &b)) {
            rc = sk_err_set(err, SK_INVALID, _("it holds a table that is not skatsheet's"));
            break;
        }
        b.off = ftello(f);
        if (*n == nalloc) {
            nalloc = nalloc ? 2 * nalloc : 64;
            *out = xrealloc(*out, nalloc * sizeof **out);
        }
        (*out)[(*n)++] = b;
        bool end = false;
        while ((len = getline(&line, &cap, f)) > 0)
            if (strcmp(line, "\\.\n") == 0) {
                end = true;
                break;
            }
        if (!end)
            rc = sk_err_set(err, SK_INVALID, _("table %s ends inside its rows"), b.table);
    }
    free(line);
    return rc;
}

static const block *find_block(const block *v, size_t n, const char *table)
{
    for (size_t i = 0; i < n; i++)
        if (strcmp(v[i].table, table) == 0)
            return &v[i];
    return NULL;
}

/* The schema version the dump holds (its skatsheet_schema row). */
static int dump_version(FILE *f, const block *v, size_t n, int *ver, sk_err *err)
{
    const block *b = find_block(v, n, "skatsheet_schema");
    if (!b)
        return sk_err_set(err, SK_INVALID, _("it has no table skatsheet_schema"));
    if (fseeko(f, b->off, SEEK_SET) != 0)
        return sk_err_set(err, SK_INVALID, "%s", strerror(errno));
    char *line = NULL;
    size_t cap = 0;
    ssize_t len = getline(&line, &cap, f);
    int rc = sk_err_set(err, SK_INVALID, _("its table skatsheet_schema is not skatsheet's"));
    if (len > 0 && strcmp(line, "\\.\n") != 0) {
        if (line[len - 1] == '\n')
            line[len - 1] = '\0';
        db_value *row = xcalloc((size_t)b->ncols, sizeof *row);
        if (split_row(line, b->ncols, row)) {
            /* the columns by name: application, version */
            char *cols = xstrdup(b->cols), *save = NULL;
            const char *app = NULL, *vs = NULL;
            int k = 0;
            for (char *c = strtok_r(cols, ", ", &save); c && k < b->ncols;
                 c = strtok_r(NULL, ", ", &save), k++) {
                if (strcmp(c, "application") == 0)
                    app = row[k].s;
                else if (strcmp(c, "version") == 0)
                    vs = row[k].s;
            }
            if (app && vs && strcmp(app, "skatsheet") == 0) {
                *ver = atoi(vs);
                sk_err_clear(err);
                rc = SK_OK;
            }
            free(cols);
        }
        free_rows(row, (size_t)b->ncols);
        free(row);
    }
    free(line);
    return rc;
}

int db_restore_pgdump(db *d, const char *path, sk_err *err)
{
    char *script = db_tmp_name("pgrestore");
    if (!script)
        return sk_err_set(err, SK_FAIL, _("cannot make a temporary file: %s"), strerror(errno));
    char *file = xasprintf("--file=%s", script);
    const char *argv[] = {"pg_restore", "--data-only", file, path, NULL};
    char why[300];
    int st = db_tool_run(argv, NULL, why, sizeof why);
    free(file);
    sk_err e;
    sk_err_clear(&e);
    block *v = NULL;
    size_t n = 0;
    int rc = SK_OK;
    FILE *f = NULL;
    const char *w = strncmp(why, "pg_restore: ", 12) == 0 ? why + 12 : why;
    if (st != 0)
        rc = sk_err_set(&e, SK_INVALID, "pg_restore: %s", *w ? w : _("it could not be run"));
    if (rc == SK_OK && !(f = fopen(script, "r")))
        rc = sk_err_set(&e, SK_INVALID, "%s", strerror(errno));
    if (rc == SK_OK)
        rc = scan(f, &v, &n, &e);
    int ver = 0, have = 0;
    if (rc == SK_OK)
        rc = dump_version(f, v, n, &ver, &e);
    if (rc == SK_OK && d->drv->schema_get(d->c, &have, &e) != SK_OK)
        rc = SK_FAIL;
    if (rc == SK_OK && ver != have)
        rc = sk_err_set(&e, SK_INVALID, _("it holds schema version %d, this database %d: "
                        "pg_restore it into an empty PostgreSQL database, let skatsheet open "
                        "it (which migrates it) and back that up"), ver, have);
    db_table_def *tv = NULL;
    size_t tn = 0, *order = NULL;
    if (rc == SK_OK)
        rc = db_replace_begin(d, &tv, &tn, &order, err);
    else
        rc = sk_err_set(err, rc == SK_FAIL ? SK_FAIL : SK_INVALID,
                        _("%s is not a whole skatsheet backup (%s): nothing restored"), path,
                        e.msg);
    bool began = rc == SK_OK;
    for (size_t i = 0; rc == SK_OK && i < n; i++)
        if (strcmp(v[i].table, "skatsheet_schema") != 0 && !db_table_find(tv, tn, v[i].table))
            rc = sk_err_set(err, SK_INVALID, _("%s is not a skatsheet backup (its table %s is "
                            "not skatsheet's): nothing restored"), path, v[i].table);
    for (size_t i = 0; rc == SK_OK && i < tn; i++) {
        const block *b = find_block(v, n, tv[order[i]].name);
        if (b)
            rc = load_block(d, f, b, err);
    }
    if (rc == SK_OK && d->drv->ids_follow(d->c) != SK_OK)
        rc = db_sqlerr(d, err, "setting the next ids");
    if (rc == SK_OK)
        rc = db_commit(d, err);
    else if (began)
        db_rollback(d);
    if (f)
        fclose(f);
    for (size_t i = 0; i < n; i++) {
        free(v[i].table);
        free(v[i].cols);
    }
    free(v);
    free(order);
    db_table_defs_free(tv, tn);
    db_tmp_remove(script);
    return rc;
}
