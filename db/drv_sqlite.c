/* drv_sqlite.c - the SQLite driver (libsqlite3): a database is a file.
 *
 * Every connection: WAL, foreign_keys=ON, busy_timeout 10 s, extended
 * result codes; opened SQLITE_OPEN_NOMUTEX (each connection is used by one
 * thread at a time: the CLI and TUI have one, the web one per worker).
 * Writes run in BEGIN IMMEDIATE.  The schema version is PRAGMA
 * user_version, a skatsheet file is marked by PRAGMA application_id, the
 * data version is PRAGMA data_version.  Bulk rows go in through a virtual
 * table read straight from the caller's array, one INSERT ... SELECT per
 * batch. */
#include "drv.h"
#include "db_file.h"
#include "i18n.h"

#include <errno.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* the application_id of a skatsheet database ("SKAT") */
#define APPLICATION_ID 0x534b4154
#define BUSY_MS 10000

extern const db_migration db_migrations_sqlite[];

#define MAX_TRIGGERS 4

struct db_conn {
    sqlite3 *h;
    char *path;
    char msg[512];          /* errmsg with the system's reason added */
    int misuse;             /* the last error was ours (a bad bulk call) */
    int saved;              /* the last error, kept (SQLite's own was cleared since) */
    /* bulk_insert: the statement for one table(cols) and its rows */
    sqlite3_stmt *bulk;
    char *bulk_key;
    bool module;
    /* bulk_checks_off: the text of each dropped trigger */
    char *trig_sql[MAX_TRIGGERS];
    int ntrig;
    bool created;           /* opened with DB_OPEN_CREATE */
    /* the file opened (issue 28): its device and inode, its format byte
     * once set up (2: WAL), how long a write waits for the lock */
    bool have_id;
    unsigned long long dev, ino;
    unsigned char fmt;
    int wait_ms;
};

typedef struct sl_stmt {
    db_stmt_base b;
    sqlite3_stmt *st;
} sl_stmt;

#define SL(s) (((sl_stmt *)(s))->st)

static bool sl_claims(const char *target)
{
    (void)target;
    return true; /* anything that is not another engine's URI is a file name */
}

static int sl_errclass(db_conn *c)
{
    if (c->misuse)
        return DB_E_MISUSE;
    int x = c->saved ? c->saved : sqlite3_extended_errcode(c->h);
    switch (x & 0xff) {
    case SQLITE_OK:
    case SQLITE_ROW:
    case SQLITE_DONE:
        return DB_E_NONE;
    case SQLITE_CONSTRAINT:
        return x == SQLITE_CONSTRAINT_UNIQUE || x == SQLITE_CONSTRAINT_PRIMARYKEY ? DB_E_UNIQUE
                                                                                 : DB_E_CONSTRAINT;
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
        return DB_E_BUSY;
    case SQLITE_FULL:
        return DB_E_FULL;
    case SQLITE_IOERR:
        return DB_E_IO;
    case SQLITE_READONLY:
        return DB_E_READONLY;
    case SQLITE_CORRUPT:
    case SQLITE_NOTADB:
        return DB_E_CORRUPT;
    case SQLITE_CANTOPEN:
        return DB_E_CONNECT;
    case SQLITE_MISUSE:
    case SQLITE_RANGE:
        return DB_E_MISUSE;
    default:
        return DB_E_OTHER;
    }
}

/* SQLite's own words for the common failures, translated (the msgids are
 * SQLite's English); any other message as SQLite says it. */
static const char *const sqlite_words[] = {
    N_("attempt to write a readonly database"), N_("unable to open database file"),
    N_("disk I/O error"), N_("database or disk is full"), N_("database is locked"),
    N_("database disk image is malformed"), N_("file is not a database")};

static const char *sl_msg(sqlite3 *h)
{
    const char *m = sqlite3_errmsg(h);
    for (size_t i = 0; i < sizeof sqlite_words / sizeof *sqlite_words; i++)
        if (strcmp(m, sqlite_words[i]) == 0)
            return _(sqlite_words[i]);
    return m;
}

static const char *sl_errmsg(db_conn *c)
{
    if (c->misuse || c->saved)
        return c->msg;
    int cls = sl_errclass(c);
    int se = sqlite3_system_errno(c->h);
    if ((cls == DB_E_FULL || cls == DB_E_IO) && se) {
        snprintf(c->msg, sizeof c->msg, "%s: %s", sl_msg(c->h), strerror(se));
        return c->msg;
    }
    return sl_msg(c->h);
}

static const char *sl_where(db_conn *c)
{
    return c->path;
}

static int sl_exec(db_conn *c, const char *sql)
{
    c->misuse = 0;
    c->saved = 0;
    return sqlite3_exec(c->h, sql, NULL, NULL, NULL) == SQLITE_OK ? SK_OK : SK_FAIL;
}

static db_stmt *sl_prepare(db_conn *c, const char *sql)
{
    sqlite3_stmt *st = NULL;
    c->misuse = 0;
    c->saved = 0;
    if (sqlite3_prepare_v2(c->h, sql, -1, &st, NULL) != SQLITE_OK) {
        sqlite3_finalize(st);
        return NULL;
    }
    sl_stmt *s = xcalloc(1, sizeof *s);
    s->b.drv = &db_driver_sqlite;
    s->b.conn = c;
    s->st = st;
    return (db_stmt *)s;
}

static int sl_param(db_stmt *st, const char *name)
{
    return sqlite3_bind_parameter_index(SL(st), name);
}

static void sl_bind_int(db_stmt *st, int idx, int64_t v)
{
    sqlite3_bind_int64(SL(st), idx, v);
}

static void sl_bind_text(db_stmt *st, int idx, const char *s)
{
    sqlite3_bind_text(SL(st), idx, s, -1, SQLITE_TRANSIENT);
}

static void sl_bind_real(db_stmt *st, int idx, double v)
{
    sqlite3_bind_double(SL(st), idx, v);
}

static void sl_bind_null(db_stmt *st, int idx, int type)
{
    (void)type;
    sqlite3_bind_null(SL(st), idx);
}

static int sl_step(db_stmt *st)
{
    ((db_stmt_base *)st)->conn->misuse = 0;
    ((db_stmt_base *)st)->conn->saved = 0;
    int r = sqlite3_step(SL(st));
    return r == SQLITE_ROW ? DB_ROW : r == SQLITE_DONE ? DB_DONE : DB_ERROR;
}

static void sl_reset(db_stmt *st)
{
    sqlite3_reset(SL(st));
}

static void sl_finalize(db_stmt *st)
{
    if (!st)
        return;
    sqlite3_finalize(SL(st));
    free(st);
}

static int sl_col_count(db_stmt *st)
{
    return sqlite3_column_count(SL(st));
}

static int sl_col_type(db_stmt *st, int col)
{
    switch (sqlite3_column_type(SL(st), col)) {
    case SQLITE_INTEGER: return DB_INTEGER;
    case SQLITE_FLOAT: return DB_REAL;
    case SQLITE_NULL: return DB_NULL;
    default: return DB_TEXT;
    }
}

static int64_t sl_col_int(db_stmt *st, int col)
{
    return sqlite3_column_int64(SL(st), col);
}

static double sl_col_real(db_stmt *st, int col)
{
    return sqlite3_column_double(SL(st), col);
}

static const char *sl_col_text(db_stmt *st, int col)
{
    return (const char *)sqlite3_column_text(SL(st), col);
}

static int64_t sl_changes(db_conn *c)
{
    return sqlite3_changes64(c->h);
}

static int64_t sl_last_id(db_conn *c)
{
    return sqlite3_last_insert_rowid(c->h);
}

static int sl_begin(db_conn *c, int kind)
{
    return sl_exec(c, kind == DB_TX_WRITE ? "BEGIN IMMEDIATE" : "BEGIN");
}

static int sl_commit(db_conn *c)
{
    return sl_exec(c, "COMMIT");
}

static int sl_rollback(db_conn *c)
{
    return sl_exec(c, "ROLLBACK");
}

/* ---- opening ------------------------------------------------------------ */

static void sl_close(db_conn *c)
{
    if (!c)
        return;
    sqlite3_finalize(c->bulk);
    free(c->bulk_key);
    for (int i = 0; i < c->ntrig; i++)
        free(c->trig_sql[i]);
    if (c->h) {
        if (!sqlite3_get_autocommit(c->h))
            sqlite3_exec(c->h, "ROLLBACK", NULL, NULL, NULL);
        sqlite3_close_v2(c->h);
    }
    free(c->path);
    free(c);
}

static int connect(const char *path, int flags, db_conn **out, sk_err *err)
{
    db_conn *c = xcalloc(1, sizeof *c);
    c->path = xstrdup(path);
    if (sqlite3_open_v2(path, &c->h, flags | SQLITE_OPEN_NOMUTEX, NULL) != SQLITE_OK) {
        sk_err_set(err, SK_FAIL, _("cannot open database %s: %s"), path,
                   c->h ? sl_msg(c->h) : "out of memory");
        sl_close(c);
        return SK_FAIL;
    }
    sqlite3_extended_result_codes(c->h, 1);
    c->wait_ms = BUSY_MS;
    sqlite3_busy_timeout(c->h, BUSY_MS);
    struct stat sb;
    c->have_id = stat(path, &sb) == 0;
    c->dev = c->have_id ? (unsigned long long)sb.st_dev : 0;
    c->ino = c->have_id ? (unsigned long long)sb.st_ino : 0;
    *out = c;
    return SK_OK;
}

/* Byte 18 of the header of c's file (the write format: 2 in WAL mode), read
 * through SQLite's own handle (opening the file anew and closing it would
 * drop this process's locks on it); 0 when it cannot be read. */
static unsigned char format_byte(db_conn *c)
{
    sqlite3_file *f = NULL;
    unsigned char b = 0;
    if (sqlite3_file_control(c->h, "main", SQLITE_FCNTL_FILE_POINTER, &f) != SQLITE_OK || !f ||
        !f->pMethods || f->pMethods->xRead(f, &b, 1, 18) != SQLITE_OK)
        return 0;
    return b;
}

/* The connection's settings (after the file was found to be ours). */
static int setup(db_conn *c, sk_err *err)
{
    if (sqlite3_exec(c->h, "PRAGMA foreign_keys = ON", NULL, NULL, NULL) != SQLITE_OK)
        return db_drv_err(&db_driver_sqlite, c, err, "database");
    /* journal_mode returns a row: use a statement */
    sqlite3_stmt *st = NULL;
    int s = SQLITE_ERROR;
    if (sqlite3_prepare_v2(c->h, "PRAGMA journal_mode = WAL", -1, &st, NULL) == SQLITE_OK)
        s = sqlite3_step(st);
    sqlite3_finalize(st);
    if (s != SQLITE_ROW)
        return db_drv_err(&db_driver_sqlite, c, err, "setting WAL mode");
    c->fmt = format_byte(c); /* a copy over the file changes it (sl_file_state) */
    return SK_OK;
}

static int sl_open(const char *path, int flags, db_conn **out, sk_err *err)
{
    *out = NULL;
    struct stat sb;
    if (flags & DB_OPEN_CREATE) {
        if (stat(path, &sb) == 0)
            return sk_err_set(err, SK_FAIL, _("database %s already exists: not overwriting it"),
                              path);
        db_conn *c;
        int rc = connect(path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, &c, err);
        if (rc == SK_OK && (rc = setup(c, err)) != SK_OK) {
            sl_close(c);
            remove(path);
        }
        if (rc == SK_OK) {
            c->created = true;
            *out = c;
        }
        return rc;
    }
    if (stat(path, &sb) != 0) {
        if (errno == ENOENT)
            return sk_err_set(err, SK_FAIL, _("database %s does not exist"), path);
        return sk_err_set(err, SK_FAIL, _("cannot open database %s: %s"), path, strerror(errno));
    }
    if (!S_ISREG(sb.st_mode))
        return sk_err_set(err, SK_FAIL, _("database %s is not a file"), path);
    if (flags & DB_OPEN_PEEK) {
        int rc = connect(path, SQLITE_OPEN_READONLY, out, err);
        if (rc == SK_OK)
            sqlite3_busy_timeout((*out)->h, 2000);
        return rc;
    }
    return connect(path, SQLITE_OPEN_READWRITE, out, err);
}

static int pragma_int(db_conn *c, const char *sql, int *out)
{
    sqlite3_stmt *st = NULL;
    if (sqlite3_prepare_v2(c->h, sql, -1, &st, NULL) != SQLITE_OK) {
        sqlite3_finalize(st);
        return SK_FAIL;
    }
    int rc = sqlite3_step(st) == SQLITE_ROW ? SK_OK : SK_FAIL;
    if (rc == SK_OK)
        *out = sqlite3_column_int(st, 0);
    sqlite3_finalize(st);
    return rc;
}

/* Whether path or its directory cannot be written (read-only, immutable). */
static bool read_only_place(const char *path)
{
    if (access(path, W_OK) != 0)
        return true;
    char *dir = xstrdup(path);
    char *slash = strrchr(dir, '/');
    if (slash == dir)
        slash[1] = '\0';
    else if (slash)
        *slash = '\0';
    bool ro = access(slash ? dir : ".", W_OK) != 0;
    free(dir);
    return ro;
}

/* Why the database file of connection h cannot be read, in the user's
 * words (NULL when its header looks whole): an SQLite file shorter than its
 * own header says is truncated (copied or written only in part, a full
 * disk).  Read through SQLite's own file handle: opening and closing the
 * file here would drop the POSIX locks of every other connection of this
 * process to it. */
static const char *damage_of(sqlite3 *h, char *buf, size_t n)
{
    static const char magic[16] = "SQLite format 3";
    sqlite3_file *f = NULL;
    sqlite3_int64 size = 0;
    unsigned char hd[100];
    memset(hd, 0, sizeof hd);
    if (sqlite3_file_control(h, "main", SQLITE_FCNTL_FILE_POINTER, &f) != SQLITE_OK || !f ||
        !f->pMethods || f->pMethods->xFileSize(f, &size) != SQLITE_OK)
        return NULL;
    int r = f->pMethods->xRead(f, hd, (int)sizeof hd, 0);
    if ((r != SQLITE_OK && r != SQLITE_IOERR_SHORT_READ) || size < (sqlite3_int64)sizeof magic ||
        memcmp(hd, magic, sizeof magic) != 0)
        return NULL;
    if (size < (sqlite3_int64)sizeof hd) {
        snprintf(buf, n, _("is truncated: %lld bytes, not even the 100-byte header of an SQLite "
                 "database"), (long long)size);
        return buf;
    }
    unsigned page = (unsigned)hd[16] << 8 | hd[17];
    if (page == 1)
        page = 65536;
    unsigned long pages = (unsigned long)hd[28] << 24 | (unsigned long)hd[29] << 16 |
                          (unsigned long)hd[30] << 8 | hd[31];
    /* the size in the header counts only when it is current (bytes 92-95
     * equal the change counter at 24-27, a rule of the file format) */
    if (memcmp(hd + 24, hd + 92, 4) != 0)
        return NULL;
    long long want = (long long)page * (long long)pages;
    if (pages > 0 && size < want) {
        snprintf(buf, n, _("is truncated: %lld bytes of the %lld its header names (copied or "
                 "written only in part, e.g. on a full disk)"), (long long)size, want);
        return buf;
    }
    return NULL;
}

/* A new file (DB_OPEN_CREATE) has version 0 and no application_id yet. */
static int sl_schema_get(db_conn *c, int *version, sk_err *err)
{
    const char *path = c->path;
    int app = 0, ver = 0;
    if (pragma_int(c, "PRAGMA application_id", &app) != SK_OK ||
        pragma_int(c, "PRAGMA user_version", &ver) != SK_OK) {
        int ec = sqlite3_errcode(c->h) & 0xff;
        char why[200];
        if (damage_of(c->h, why, sizeof why))
            return sk_err_set(err, SK_FAIL, _("database %s %s: restore a backup"), path, why);
        if (ec != SQLITE_NOTADB && ec != SQLITE_CORRUPT)
            /* not a question of the content: say what stopped the read */
            return sk_err_set(err, SK_FAIL, _("cannot read database %s: %s%s"), path,
                              sl_msg(c->h),
                              read_only_place(path) ? _(" (the file or its directory is read-only; "
                              "SQLite needs to write its -wal and -shm files beside it)") : "");
        if (ec == SQLITE_CORRUPT)
            return sk_err_set(err, SK_FAIL, _("database %s is damaged (SQLite: %s): restore a "
                              "backup"), path, sqlite3_errstr(SQLITE_CORRUPT));
        return sk_err_set(err, SK_INVALID, _("%s is not a skatsheet database"), path);
    }
    if (app == 0 && ver == 0 && c->created) {
        /* a new file of ours (db_create) has neither yet */
        sqlite3_stmt *st = NULL;
        int any = 1;
        if (sqlite3_prepare_v2(c->h, "SELECT count(*) FROM sqlite_schema", -1, &st, NULL) ==
                SQLITE_OK && sqlite3_step(st) == SQLITE_ROW)
            any = sqlite3_column_int(st, 0);
        sqlite3_finalize(st);
        if (any == 0) {
            *version = 0;
            return SK_OK;
        }
    }
    if (app != APPLICATION_ID) {
        char why[200];
        if (damage_of(c->h, why, sizeof why))
            return sk_err_set(err, SK_FAIL, _("database %s %s: restore a backup"), path, why);
        return sk_err_set(err, SK_INVALID, _("%s is not a skatsheet database"), path);
    }
    *version = ver;
    return setup(c, err);
}

static int sl_schema_set(db_conn *c, int version)
{
    /* PRAGMA takes no bound parameters; the values are integers of ours. */
    char sql[128];
    snprintf(sql, sizeof sql, "PRAGMA user_version = %d; PRAGMA application_id = %d", version,
             APPLICATION_ID);
    return sl_exec(c, sql);
}

static int sl_data_version(db_conn *c, int64_t *out)
{
    int v = 0;
    if (pragma_int(c, "PRAGMA data_version", &v) != SK_OK)
        return SK_FAIL;
    *out = v;
    return SK_OK;
}

/* ---- bulk rows ---------------------------------------------------------- */

/* skatsheet_rows(?1): the caller's rows bound as a pointer to ?1
 * (sqlite3_bind_pointer, the type name checked by SQLite), columns c0 ..
 * c63.  Connection-local, read-only, seen by no other connection; the
 * INSERT ... SELECT goes through every constraint of the table as any
 * other (one statement journal per call: all or nothing). */
#define ROWS_VTAB "skatsheet_rows"
#define ROWS_NCOL 64

typedef struct rows_src {
    const db_value *v;
    int ncols, nrows;
} rows_src;

typedef struct rows_cursor {
    sqlite3_vtab_cursor base;
    const rows_src *src;
    int r;
} rows_cursor;

static int rows_connect(sqlite3 *h, void *aux, int argc, const char *const *argv,
                        sqlite3_vtab **out, char **errmsg)
{
    (void)aux;
    (void)argc;
    (void)argv;
    (void)errmsg;
    char sql[ROWS_NCOL * 6 + 64];
    size_t len = (size_t)snprintf(sql, sizeof sql, "CREATE TABLE x(");
    for (int i = 0; i < ROWS_NCOL; i++)
        len += (size_t)snprintf(sql + len, sizeof sql - len, "c%d, ", i);
    snprintf(sql + len, sizeof sql - len, "src HIDDEN)");
    int rc = sqlite3_declare_vtab(h, sql);
    if (rc != SQLITE_OK)
        return rc;
    *out = sqlite3_malloc(sizeof **out);
    if (!*out)
        return SQLITE_NOMEM;
    memset(*out, 0, sizeof **out);
    return SQLITE_OK;
}

static int rows_disconnect(sqlite3_vtab *vt)
{
    sqlite3_free(vt);
    return SQLITE_OK;
}

/* Only with src given (an equality on the hidden column). */
static int rows_best_index(sqlite3_vtab *vt, sqlite3_index_info *ix)
{
    (void)vt;
    for (int i = 0; i < ix->nConstraint; i++) {
        if (ix->aConstraint[i].iColumn == ROWS_NCOL &&
            ix->aConstraint[i].op == SQLITE_INDEX_CONSTRAINT_EQ) {
            if (!ix->aConstraint[i].usable)
                return SQLITE_CONSTRAINT;
            ix->aConstraintUsage[i].argvIndex = 1;
            ix->aConstraintUsage[i].omit = 1;
            ix->idxNum = 1;
            ix->estimatedCost = 1000;
            ix->estimatedRows = 1000;
            return SQLITE_OK;
        }
    }
    return SQLITE_CONSTRAINT;
}

static int rows_open(sqlite3_vtab *vt, sqlite3_vtab_cursor **out)
{
    (void)vt;
    rows_cursor *c = sqlite3_malloc(sizeof *c);
    if (!c)
        return SQLITE_NOMEM;
    memset(c, 0, sizeof *c);
    *out = &c->base;
    return SQLITE_OK;
}

static int rows_close(sqlite3_vtab_cursor *cur)
{
    sqlite3_free(cur);
    return SQLITE_OK;
}

static int rows_filter(sqlite3_vtab_cursor *cur, int idxnum, const char *idxstr, int argc,
                       sqlite3_value **argv)
{
    (void)idxstr;
    rows_cursor *c = (rows_cursor *)cur;
    c->src = idxnum == 1 && argc == 1 ? sqlite3_value_pointer(argv[0], ROWS_VTAB) : NULL;
    c->r = 0;
    return SQLITE_OK;
}

static int rows_next(sqlite3_vtab_cursor *cur)
{
    ((rows_cursor *)cur)->r++;
    return SQLITE_OK;
}

static int rows_eof(sqlite3_vtab_cursor *cur)
{
    const rows_cursor *c = (const rows_cursor *)cur;
    return !c->src || c->r >= c->src->nrows;
}

static int rows_column(sqlite3_vtab_cursor *cur, sqlite3_context *ctx, int col)
{
    const rows_cursor *c = (const rows_cursor *)cur;
    const rows_src *s = c->src;
    if (col >= s->ncols) {
        sqlite3_result_null(ctx);
        return SQLITE_OK;
    }
    const db_value *v = &s->v[(size_t)c->r * (size_t)s->ncols + (size_t)col];
    if (v->type == DB_INTEGER)
        sqlite3_result_int64(ctx, v->i);
    else if (v->type == DB_TEXT && v->s)
        sqlite3_result_text(ctx, v->s, -1, SQLITE_STATIC);
    else
        sqlite3_result_null(ctx);
    return SQLITE_OK;
}

static int rows_rowid(sqlite3_vtab_cursor *cur, sqlite3_int64 *rowid)
{
    *rowid = ((const rows_cursor *)cur)->r;
    return SQLITE_OK;
}

static const sqlite3_module rows_module = {
    .iVersion = 0,
    .xCreate = NULL, /* eponymous only: no CREATE VIRTUAL TABLE */
    .xConnect = rows_connect,
    .xBestIndex = rows_best_index,
    .xDisconnect = rows_disconnect,
    .xDestroy = rows_disconnect,
    .xOpen = rows_open,
    .xClose = rows_close,
    .xFilter = rows_filter,
    .xNext = rows_next,
    .xEof = rows_eof,
    .xColumn = rows_column,
    .xRowid = rows_rowid,
};

static int misuse(db_conn *c, const char *what)
{
    snprintf(c->msg, sizeof c->msg, "%s", what);
    c->misuse = 1;
    return SK_FAIL;
}

static int sl_bulk_insert(db_conn *c, const char *table, const char *cols, int ncols,
                          const db_value *rows, int nrows)
{
    c->misuse = 0;
    c->saved = 0;
    if (ncols < 1 || ncols > ROWS_NCOL)
        return misuse(c, "bulk insert: too many columns");
    size_t klen = strlen(table) + strlen(cols) + 2;
    char *key = xmalloc(klen);
    snprintf(key, klen, "%s(%s", table, cols);
    if (!c->bulk || strcmp(key, c->bulk_key) != 0) {
        sqlite3_finalize(c->bulk);
        c->bulk = NULL;
        free(c->bulk_key);
        c->bulk_key = key;
        key = NULL;
        if (!c->module) {
            if (sqlite3_create_module_v2(c->h, ROWS_VTAB, &rows_module, NULL, NULL) != SQLITE_OK)
                return SK_FAIL;
            c->module = true;
        }
        /* table and cols are the caller's own constants: DDL-like text */
        size_t n = strlen(table) + strlen(cols) + (size_t)ncols * 6 + 96;
        char *sql = xmalloc(n);
        size_t len = (size_t)snprintf(sql, n, "INSERT INTO %s(%s) SELECT ", table, cols);
        for (int i = 0; i < ncols; i++)
            len += (size_t)snprintf(sql + len, n - len, "%sc%d", i ? ", " : "", i);
        snprintf(sql + len, n - len, " FROM " ROWS_VTAB "(?1)");
        int r = sqlite3_prepare_v2(c->h, sql, -1, &c->bulk, NULL);
        free(sql);
        if (r != SQLITE_OK)
            return SK_FAIL;
    }
    free(key);
    rows_src src = {rows, ncols, nrows};
    sqlite3_reset(c->bulk);
    sqlite3_bind_pointer(c->bulk, 1, &src, ROWS_VTAB, NULL);
    int s = sqlite3_step(c->bulk);
    if (s != SQLITE_DONE) { /* keep the step's error: the unbind below clears SQLite's */
        c->saved = sqlite3_extended_errcode(c->h);
        if (!c->saved)
            c->saved = SQLITE_ERROR;
        int se = sqlite3_system_errno(c->h);
        if ((s & 0xff) == SQLITE_IOERR || (s & 0xff) == SQLITE_FULL) {
            if (se)
                snprintf(c->msg, sizeof c->msg, "%s: %s", sl_msg(c->h), strerror(se));
        } else {
            snprintf(c->msg, sizeof c->msg, "%s", sl_msg(c->h));
        }
    }
    sqlite3_bind_null(c->bulk, 1); /* src lives on this stack frame only */
    if (s != SQLITE_DONE)
        return SK_FAIL;
    sqlite3_reset(c->bulk);
    return SK_OK;
}

/* The triggers are dropped inside the write transaction and created again
 * from their own text before it ends, so no other connection ever sees
 * the schema without them (readers see the last commit, and BEGIN
 * IMMEDIATE keeps every other writer out); a crash or a rollback restores
 * them with everything else. */
static int sl_bulk_checks_off(db_conn *c, const char *table, const char *const *triggers, int n)
{
    c->misuse = 0;
    c->saved = 0;
    if (c->ntrig + n > MAX_TRIGGERS)
        return misuse(c, "bulk checks: too many triggers");
    sqlite3_stmt *st = NULL;
    if (sqlite3_prepare_v2(c->h, "SELECT sql FROM sqlite_schema WHERE type = 'trigger' "
                           "AND tbl_name = ?1 AND name = ?2", -1, &st, NULL) != SQLITE_OK)
        return SK_FAIL;
    int rc = SK_OK;
    for (int i = 0; rc == SK_OK && i < n; i++) {
        sqlite3_reset(st);
        sqlite3_bind_text(st, 1, table, -1, SQLITE_STATIC);
        sqlite3_bind_text(st, 2, triggers[i], -1, SQLITE_STATIC);
        int s = sqlite3_step(st);
        if (s == SQLITE_DONE)
            continue; /* not in this database: nothing to restore */
        if (s != SQLITE_ROW || !sqlite3_column_text(st, 0)) {
            rc = SK_FAIL;
            break;
        }
        char *sql = xstrdup((const char *)sqlite3_column_text(st, 0));
        sqlite3_reset(st);
        char drop[96]; /* the name is one of ours: DDL takes no parameters */
        snprintf(drop, sizeof drop, "DROP TRIGGER %s", triggers[i]);
        rc = sl_exec(c, drop);
        if (rc == SK_OK)
            c->trig_sql[c->ntrig++] = sql;
        else
            free(sql);
    }
    sqlite3_finalize(st);
    /* the bulk statement was prepared against the old schema */
    sqlite3_finalize(c->bulk);
    c->bulk = NULL;
    return rc;
}

static int sl_bulk_checks_on(db_conn *c)
{
    int rc = SK_OK;
    char first[512] = "";
    for (int i = 0; i < c->ntrig; i++) {
        if (sl_exec(c, c->trig_sql[i]) != SK_OK && rc == SK_OK) {
            rc = SK_FAIL;
            snprintf(first, sizeof first, "%s", sl_msg(c->h));
        }
        free(c->trig_sql[i]);
        c->trig_sql[i] = NULL;
    }
    c->ntrig = 0;
    sqlite3_finalize(c->bulk);
    c->bulk = NULL;
    if (rc != SK_OK)
        misuse(c, first);
    return rc;
}

/* ---- the tables (db copy) ----------------------------------------------- */

/* The text of one-column rows of sql (?1 = arg when given), joined by sep. */
static char *joined(db_conn *c, const char *sql, const char *arg, const char *sep, int *count)
{
    sqlite3_stmt *st = NULL;
    if (sqlite3_prepare_v2(c->h, sql, -1, &st, NULL) != SQLITE_OK)
        return NULL;
    if (arg)
        sqlite3_bind_text(st, 1, arg, -1, SQLITE_STATIC);
    sk_buf b = {0};
    int n = 0, s;
    while ((s = sqlite3_step(st)) == SQLITE_ROW) {
        if (n++)
            sk_buf_add(&b, sep);
        sk_buf_add(&b, (const char *)sqlite3_column_text(st, 0));
    }
    sqlite3_finalize(st);
    if (s != SQLITE_DONE) {
        sk_buf_free(&b);
        return NULL;
    }
    if (count)
        *count = n;
    return b.s ? sk_buf_take(&b) : xstrdup("");
}

/* The columns and parents of table t (rows in rowid order). */
static int sl_table_fill(db_conn *c, db_table_def *t)
{
    t->order = xstrdup("rowid");
    t->cols = joined(c, "SELECT name FROM pragma_table_info(?1) ORDER BY cid", t->name, ", ",
                     &t->ncols);
    int np = 0;
    char *parents = joined(c, "SELECT DISTINCT \"table\" FROM pragma_foreign_key_list(?1) "
                              "WHERE \"table\" <> ?1", t->name, "\n", &np);
    if (!t->cols || !parents) {
        free(parents);
        return SK_FAIL;
    }
    db_table_def_parents(t, parents, np);
    return SK_OK;
}

static int sl_tables(db_conn *c, db_table_def **out, size_t *n)
{
    c->misuse = 0;
    c->saved = 0;
    int count = 0;
    char *names = joined(c, "SELECT name FROM sqlite_schema WHERE type = 'table' AND "
                            "substr(name, 1, 7) <> 'sqlite_' ORDER BY rowid", NULL, "\n", &count);
    return db_table_defs_of(c, names, count, sl_table_fill, out, n);
}

static int sl_ids_follow(db_conn *c)
{
    (void)c; /* a rowid table's next id is always above its largest */
    return SK_OK;
}

/* ---- the file (issue 28) ------------------------------------------------ */

/* FNV-1a over what a write or a copy over the file at path changes; 0
 * when there is none (*e: errno). */
static uint64_t stamp_of(const char *path, struct stat *sb, int *e)
{
    if (stat(path, sb) != 0) {
        *e = errno;
        return 0;
    }
    *e = 0;
    uint64_t v[] = {(uint64_t)sb->st_ino, (uint64_t)sb->st_size,
                    (uint64_t)sb->st_mtim.tv_sec, (uint64_t)sb->st_mtim.tv_nsec,
                    (uint64_t)sb->st_ctim.tv_sec, (uint64_t)sb->st_ctim.tv_nsec};
    uint64_t h = 1469598103934665603ULL;
    for (size_t i = 0; i < sizeof v / sizeof v[0]; i++)
        for (int b = 0; b < 8; b++)
            h = (h ^ ((v[i] >> (8 * b)) & 0xff)) * 1099511628211ULL;
    return h ? h : 1;
}

static int sl_file_state(db_conn *c, uint64_t *stamp, uint64_t *log)
{
    struct stat sb, lb;
    int e, le;
    uint64_t h = stamp_of(c->path, &sb, &e);
    if (stamp)
        *stamp = h;
    if (log) {
        char *wal = xasprintf("%s-wal", c->path);
        *log = stamp_of(wal, &lb, &le);
        free(wal);
    }
    if (e) /* another error (a directory made unreadable): nothing can be told */
        return e == ENOENT || e == ENOTDIR ? DB_FILE_GONE : DB_FILE_SAME;
    if (!c->have_id)
        return DB_FILE_SAME;
    if ((unsigned long long)sb.st_dev != c->dev || (unsigned long long)sb.st_ino != c->ino)
        return DB_FILE_REPLACED;
    /* the same file, but another database copied into it: a file in
     * rollback mode (a backup) over the file in WAL mode */
    if (c->fmt && format_byte(c) != c->fmt)
        return DB_FILE_REPLACED;
    return DB_FILE_SAME;
}

static void sl_flush_log(db_conn *c)
{
    if (!sqlite3_get_autocommit(c->h))
        return; /* inside a transaction: at its end */
    /* a reader still on the log holds the truncation up: wait only a
     * moment (the next commit tries again) */
    sqlite3_busy_timeout(c->h, 100);
    sqlite3_wal_checkpoint_v2(c->h, NULL, SQLITE_CHECKPOINT_TRUNCATE, NULL, NULL);
    sqlite3_busy_timeout(c->h, c->wait_ms);
}

static void sl_set_wait(db_conn *c, int ms)
{
    c->wait_ms = ms < 1 ? 1 : ms;
    sqlite3_busy_timeout(c->h, c->wait_ms);
}

static int sl_read_only(db_conn *c)
{
    return sl_exec(c, "PRAGMA query_only = 1");
}

static int sl_clone(db_conn *from, db_conn *to, int busy_ms)
{
    from->misuse = to->misuse = 0;
    sqlite3_backup *b = sqlite3_backup_init(to->h, "main", from->h, "main");
    if (!b)
        return SK_FAIL; /* the reason is to's error */
    int rc, waited = 0;
    while ((rc = sqlite3_backup_step(b, -1)) == SQLITE_BUSY || rc == SQLITE_LOCKED) {
        if (waited >= busy_ms)
            break;
        sqlite3_sleep(50);
        waited += 50;
    }
    sqlite3_backup_finish(b); /* sets to's error from rc */
    if (rc == SQLITE_DONE && !to->fmt) /* a copy of its own (a backup): no log beside it */
        sqlite3_exec(to->h, "PRAGMA journal_mode = DELETE", NULL, NULL, NULL);
    return rc == SQLITE_DONE ? SK_OK : SK_FAIL;
}

static void sl_forget(db_conn *c)
{
    if (sqlite3_get_autocommit(c->h))
        sqlite3_db_release_memory(c->h);
}

const db_driver db_driver_sqlite = {
    .name = "sqlite",
    .claims = sl_claims,
    .open = sl_open,
    .close = sl_close,
    .where = sl_where,
    .exec = sl_exec,
    .prepare = sl_prepare,
    .param = sl_param,
    .bind_int = sl_bind_int,
    .bind_text = sl_bind_text,
    .bind_real = sl_bind_real,
    .bind_null = sl_bind_null,
    .step = sl_step,
    .reset = sl_reset,
    .finalize = sl_finalize,
    .col_count = sl_col_count,
    .col_type = sl_col_type,
    .col_int = sl_col_int,
    .col_real = sl_col_real,
    .col_text = sl_col_text,
    .changes = sl_changes,
    .last_id = sl_last_id,
    .begin = sl_begin,
    .commit = sl_commit,
    .rollback = sl_rollback,
    .errclass = sl_errclass,
    .errmsg = sl_errmsg,
    .schema_get = sl_schema_get,
    .schema_set = sl_schema_set,
    .migrations = db_migrations_sqlite,
    .data_version = sl_data_version,
    .bulk_insert = sl_bulk_insert,
    .bulk_checks_off = sl_bulk_checks_off,
    .bulk_checks_on = sl_bulk_checks_on,
    .wait_change = NULL,
    .tables = sl_tables,
    .ids_follow = sl_ids_follow,
    .file_state = sl_file_state,
    .flush_log = sl_flush_log,
    .set_wait = sl_set_wait,
    .read_only = sl_read_only,
    .clone = sl_clone,
    .forget = sl_forget,
};
