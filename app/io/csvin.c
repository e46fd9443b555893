/* csvin.c - see csvin.h.  libcsv does the tokenising; this file adds line
 * numbers, the header, the field rules and error collection. */
#include "csvin.h"
#include "csvin_int.h"
#include "i18n.h"
#include "hmap.h"
#include "csvteams.h"
#include "housegame.h"
#include "text.h"

#include <csv.h>
#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------ errors */

void csvin_errors_add(csvin_errors *e, long line, const char *fmt, ...)
{
    e->v = sk_grow(e->v, e->n, &e->cap, sizeof *e->v, 16);
    sk_buf b = {0};
    va_list ap;
    va_start(ap, fmt);
    sk_buf_vprintf(&b, fmt, ap);
    va_end(ap);
    e->v[e->n].line = line;
    e->v[e->n].msg = sk_buf_take(&b);
    e->n++;
}

static void errors_merge_sort(csvin_error *v, csvin_error *tmp, size_t n)
{
    if (n < 2)
        return;
    size_t h = n / 2;
    errors_merge_sort(v, tmp, h);
    errors_merge_sort(v + h, tmp, n - h);
    size_t i = 0, j = h, k = 0;
    while (i < h && j < n)
        tmp[k++] = v[j].line < v[i].line ? v[j++] : v[i++];
    while (i < h)
        tmp[k++] = v[i++];
    while (j < n)
        tmp[k++] = v[j++];
    memcpy(v, tmp, n * sizeof *v);
}

void csvin_errors_sort(csvin_errors *e)
{
    if (e->n < 2)
        return;
    csvin_error *tmp = xmalloc(e->n * sizeof *tmp);
    errors_merge_sort(e->v, tmp, e->n);
    free(tmp);
}

void csvin_errors_format(const csvin_errors *e, sk_buf *b)
{
    for (size_t i = 0; i < e->n; i++) {
        if (e->v[i].line > 0)
            sk_buf_printf(b, _("line %ld: %s\n"), e->v[i].line, e->v[i].msg);
        else
            sk_buf_printf(b, "%s\n", e->v[i].msg);
    }
}

void csvin_errors_free(csvin_errors *e)
{
    for (size_t i = 0; i < e->n; i++)
        free(e->v[i].msg);
    free(e->v);
    memset(e, 0, sizeof *e);
}

/* A field value fit for a message: at most 40 bytes, control characters,
 * quotes and invalid UTF-8 escaped as \xNN.  Returns a static buffer
 * (rotating through 4, so one message may quote several fields). */
static const char *shown(const char *s)
{
    static char bufs[4][200];
    static int which;
    char *o = bufs[which++ & 3];
    size_t k = 0, n = strlen(s);
    for (size_t i = 0; i < n && k < 160;) {
        unsigned char c = (unsigned char)s[i];
        if (i >= 40) {
            memcpy(o + k, "...", 3);
            k += 3;
            break;
        }
        if (c >= 0x80) {
            size_t len = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
            if (len > 1 && i + len <= n && sk_utf8_validn(s + i, len)) {
                memcpy(o + k, s + i, len);
                k += len;
                i += len;
                continue;
            }
        }
        if (c < 0x20 || c == 0x7f || c >= 0x80 || c == '\'' || c == '\\') {
            k += (size_t)snprintf(o + k, 8, "\\x%02X", c);
        } else {
            o[k++] = (char)c;
        }
        i++;
    }
    o[k] = '\0';
    return o;
}

/* ------------------------------------------------------------- the reader */

static const char *col_field_name(const reader *r, int pos)
{
    return r->cols[r->map[pos]];
}

/* "bid" (the header's name of field i, 0-based) or "field 3". */
static const char *field_label(const reader *r, int i, char *buf, size_t size)
{
    if (r->have_header && i < r->nhave)
        snprintf(buf, size, "%s", col_field_name(r, i));
    else
        snprintf(buf, size, "field %d", i + 1);
    return buf;
}

static void on_field(void *s, size_t len, void *data)
{
    reader *r = data;
    const char *p = s ? s : "";
    if (r->nf >= MAX_FIELDS) {
        r->too_many = true;
        r->nf++;
        return;
    }
    int i = r->nf++;
    r->off[i] = r->store.len;
    /* the field's name for a message: worded only when there is one (a
     * snprintf per field was a tenth of a large import's time) */
    char label[64];
#define LABEL() field_label(r, i, label, sizeof label)
    if (len > CSVIN_MAX_FIELD) {
        csvin_errors_add(r->errs, r->rec_line, _("%s is %zu bytes long: at most %d are allowed"),
                         LABEL(), len, CSVIN_MAX_FIELD);
        r->bad = true;
        len = 0;
    } else if (r->nul_seen && memchr(p, '\0', len)) {
        csvin_errors_add(r->errs, r->rec_line, _("%s contains a NUL byte: the file is not text"),
                         LABEL());
        r->bad = true;
        len = 0;
    } else if (!sk_utf8_validn(p, len)) {
        char tmp[CSVIN_MAX_FIELD + 1];
        memcpy(tmp, p, len);
        tmp[len] = '\0';
        csvin_errors_add(r->errs, r->rec_line, _("%s '%s' is not valid UTF-8"), LABEL(), shown(tmp));
        r->bad = true;
        len = 0;
    }
    sk_buf_addz(&r->store, p, len); /* the field and its NUL */
#undef LABEL
}

/* The expected header, e.g. "team,player". */
static void header_text(const reader *r, sk_buf *b)
{
    for (int c = 0; c < r->ncols; c++)
        sk_buf_printf(b, "%s%s", c ? "," : "", r->cols[c]);
}

/* n with thousands separators: "10,000", in German "10.000" (static buffer). */
static const char *grouped(long n)
{
    static char out[32];
    char tmp[24];
    int len = snprintf(tmp, sizeof tmp, "%ld", n < 0 ? -n : n), k = 0;
    if (n < 0)
        out[k++] = '-';
    for (int i = 0; i < len; i++) {
        if (i > 0 && (len - i) % 3 == 0)
            out[k++] = sk_lang_get() == SK_LANG_DE ? '.' : ',';
        out[k++] = tmp[i];
    }
    out[k] = '\0';
    return out;
}

static void header_row(reader *r, long line, int nf, char **f)
{
    r->have_header = true;
    bool seen[MAX_FIELDS] = {false};
    sk_buf want = {0};
    header_text(r, &want);
    for (int i = 0; i < nf && i < MAX_FIELDS; i++) {
        int c;
        for (c = 0; c < r->ncols; c++)
            if (sk_streq_ci(f[i], r->cols[c]))
                break;
        if (c == r->ncols) {
            csvin_errors_add(r->errs, line, _("header: column '%s' is unknown: the columns are %s"),
                             shown(f[i]), want.s);
            r->header_bad = true;
        } else if (seen[c]) {
            csvin_errors_add(r->errs, line, _("header: column '%s' appears twice"), r->cols[c]);
            r->header_bad = true;
        } else {
            seen[c] = true;
            r->map[i] = c;
        }
    }
    r->nhave = nf;
    for (int c = r->nreq; r->nreq && c < r->ncols; c++)
        r->opt |= seen[c];
    for (int c = 0; c < r->ncols; c++) {
        if (seen[c] || (r->nreq && c >= r->nreq && !r->opt))
            continue;
        if (r->nreq && c >= r->nreq) {
            sk_buf grp = {0};
            for (int k = r->nreq; k < r->ncols; k++)
                sk_buf_printf(&grp, "%s%s", k > r->nreq ? "," : "", r->cols[k]);
            csvin_errors_add(r->errs, line, _("header: column '%s' is missing: the columns %s "
                             "come all together or not at all"), r->cols[c], grp.s);
            sk_buf_free(&grp);
        } else {
            csvin_errors_add(r->errs, line, _("header: column '%s' is missing: the columns are %s"),
                             r->cols[c], want.s);
        }
        r->header_bad = true;
    }
    sk_buf_free(&want);
}

static void on_row(int c, void *data)
{
    (void)c;
    reader *r = data;
    long line = r->rec_line;
    if (r->too_many) {
        if (r->have_header) {
            csvin_errors_add(r->errs, line, _("%d fields: the header has %d"), r->nf, r->nhave);
        } else {
            sk_buf want = {0};
            header_text(r, &want);
            csvin_errors_add(r->errs, line, _("the header has %s columns: the columns are %s"),
                             grouped(r->nf), want.s);
            sk_buf_free(&want);
        }
        r->bad = true;
    }
    if (!r->bad && !r->header_bad) {
        char *f[MAX_FIELDS];
        for (int i = 0; i < r->nf; i++)
            f[i] = r->store.s + r->off[i];
        if (!r->have_header) {
            header_row(r, line, r->nf, f);
            if (r->nf > MAX_FIELDS)
                r->header_bad = true;
        } else if (r->nf != r->nhave) {
            csvin_errors_add(r->errs, line, sk_ntr("%d field: the header has %d", "%d fields: the header has %d",
                                    (unsigned long)r->nf), r->nf, r->nhave);
        } else {
            static char none[1];
            char *g[MAX_FIELDS];
            for (int c = 0; c < r->ncols; c++)
                g[c] = none;
            /* csvout's formula guard (a ' before = + - @ TAB CR) undone */
            for (int i = 0; i < r->nf; i++)
                g[r->map[i]] = f[i] + (f[i][0] == '\'' && f[i][1] &&
                                       strchr("=+-@\t\r", f[i][1]) != NULL);
            r->rows++;
            r->row(r, line, r->nf, g);
        }
    } else if (!r->have_header) {
        r->have_header = true;
        r->header_bad = true;
    }
    r->store.len = 0;
    r->nf = 0;
    r->too_many = false;
    r->bad = false;
    r->nul_seen = false;
}

static int is_space_none(unsigned char c)
{
    (void)c;
    return 0;
}

static void parser_init(struct csv_parser *p)
{
    if (csv_init(p, CSV_STRICT | CSV_STRICT_FINI | CSV_APPEND_NULL) != 0) {
        fprintf(stderr, "skatsheet: out of memory\n");
        abort();
    }
    /* keep spaces: ' 18' must be refused, not trimmed to 18 */
    csv_set_space_func(p, is_space_none);
}

static void reset_record(reader *r)
{
    r->store.len = 0;
    r->nf = 0;
    r->too_many = false;
    r->bad = false;
    r->nul_seen = false;
}

/* Run the reader over buf, every problem into r->errs. */
static void read_csv(reader *r, const char *buf, size_t len)
{
    struct csv_parser p;
    parser_init(&p);
    size_t pos = 0;
    if (len >= 3 && memcmp(buf, "\xEF\xBB\xBF", 3) == 0)
        pos = 3;
    r->line = 1;
    r->rec_line = 1;
    while (pos < len && !r->header_bad) {
        /* one physical line: up to LF, CRLF or a lone CR (libcsv ends a
         * record at each of them, so a CR-only file has many lines) */
        size_t end = pos;
        while (end < len && buf[end] != '\n' && buf[end] != '\r')
            end++;
        if (end < len)
            end += buf[end] == '\r' && end + 1 < len && buf[end + 1] == '\n' ? 2 : 1;
        /* a record starts on this line unless one is open (libcsv's
         * pstate 0 is ROW_NOT_BEGUN) */
        if (p.pstate == 0)
            r->rec_line = r->line;
        if (memchr(buf + pos, '\0', end - pos))
            r->nul_seen = true;
        size_t n = csv_parse(&p, buf + pos, end - pos, on_field, on_row, r);
        if (n != end - pos) {
            if (csv_error(&p) == CSV_EPARSE)
                csvin_errors_add(r->errs, r->line,
                                 _("malformed quotes: a quote inside an unquoted field, or text "
                                 "after a closing quote (write \"\" for a quote inside quotes)"));
            else
                csvin_errors_add(r->errs, r->line, "%s", csv_strerror(csv_error(&p)));
            if (!r->have_header)
                r->header_bad = true;
            csv_free(&p);
            parser_init(&p);
            reset_record(r);
        }
        pos = end;
        r->line++;
    }
    if (!r->header_bad && csv_fini(&p, on_field, on_row, r) != 0) {
        csvin_errors_add(r->errs, r->rec_line,
                         _("unterminated quote: a quoted field starting on this line never ends"));
        reset_record(r);
    }
    csv_free(&p);
    if (!r->have_header) {
        sk_buf want = {0};
        header_text(r, &want);
        csvin_errors_add(r->errs, 0, _("the file is empty: the first line must be the header %s"),
                         want.s);
        sk_buf_free(&want);
    }
    sk_buf_free(&r->store);
}

/* Read buf with the header cols[0..ncols) (nreq: see reader) handing each
 * good record to row with ctx.  SK_OK when no problem was added to errs,
 * else SK_INVALID. */
static int parse_with(const char *buf, size_t len, const char *const *cols, int ncols, int nreq,
                      row_fn row, void *ctx, csvin_errors *errs)
{
    size_t before = errs->n;
    reader r;
    memset(&r, 0, sizeof r);
    r.errs = errs;
    r.row = row;
    r.ctx = ctx;
    r.cols = cols;
    r.ncols = ncols;
    r.nreq = nreq;
    read_csv(&r, buf, len);
    return errs->n == before ? SK_OK : SK_INVALID;
}

/* ------------------------------------------------------- field helpers */

/* Parse a whole number in [min, max] into *out.  Reports and returns false
 * otherwise.  `what` names the field in the message. */
static bool num(reader *r, long line, const char *what, const char *s, long min, long max,
                int *out)
{
    long v;
    if (sk_parse_int(s, LONG_MIN, LONG_MAX, &v)) {
        if (v < min || v > max) {
            if (max >= 1000000)
                csvin_errors_add(r->errs, line, _("%s %s is out of range: at least %ld"), what,
                                 shown(s), min);
            else
                csvin_errors_add(r->errs, line, _("%s %s is out of range: %ld to %ld"), what,
                                 shown(s), min, max);
            return false;
        }
        *out = (int)v;
        return true;
    }
    if (s[0] && strspn(s + (s[0] == '-'), "0123456789") == strlen(s + (s[0] == '-')))
        csvin_errors_add(r->errs, line, _("%s %s is out of range"), what, shown(s));
    else
        csvin_errors_add(r->errs, line, _("%s '%s' is not a whole number"), what, shown(s));
    return false;
}

/* "", "0" or "1". */
static bool flag(reader *r, long line, const char *what, const char *s, bool *out)
{
    if (s[0] == '\0' || strcmp(s, "0") == 0) {
        *out = false;
        return true;
    }
    if (strcmp(s, "1") == 0) {
        *out = true;
        return true;
    }
    csvin_errors_add(r->errs, line, _("%s '%s' must be 0, 1 or empty"), what, shown(s));
    return false;
}

/* ---------------------------------------------------------------- names */

/* A name or club: the name rule (text.h).  empty_ok for the club. */
static bool text_field(reader *r, long line, const char *what, const char *s, bool empty_ok)
{
    if (!s[0] && empty_ok)
        return true;
    char buf[64];
    const char *why = text_name_problem(s, buf, sizeof buf);
    if (why)
        csvin_errors_add(r->errs, line, C_("csv column", "%s: %s"), what, why);
    return !why;
}

/* String -> line map for duplicate checks (core hmap: linear time). */
typedef hmap_str seen_map;

/* Returns the line already stored for key, or 0 after storing it. */
static long seen_put(seen_map *m, const char *key, long line)
{
    long old = 0;
    return hmap_str_put(m, key, line, &old) ? old : 0;
}

static void seen_free(seen_map *m)
{
    hmap_str_free(m);
}

/* ----------------------------------------------------------------- teams */

enum { T_TEAM, T_PLAYER, T_NCOLS };
static const char *const teams_cols[T_NCOLS] = {"team", "player"};

typedef struct teams_ctx {
    csvteams *out;
    seen_map pairs;   /* "team\nplayer" -> line (linear time: no scan of the rows) */
} teams_ctx;

static void teams_row(reader *r, long line, int nf, char **f)
{
    (void)nf;
    teams_ctx *c = r->ctx;
    bool ok = text_field(r, line, "team", f[T_TEAM], false);
    ok = text_field(r, line, "player", f[T_PLAYER], false) && ok;
    if (!ok)
        return;
    /* control characters were refused: a newline cannot occur in either */
    char *key = xasprintf("%s\n%s", f[T_TEAM], f[T_PLAYER]);
    long prev = seen_put(&c->pairs, key, line);
    free(key);
    if (prev) {
        csvin_errors_add(r->errs, line, _("player '%s' of team '%s' is already on line %ld"),
                         shown(f[T_PLAYER]), shown(f[T_TEAM]), prev);
        return;
    }
    csvteams *o = c->out;
    o->v = sk_grow(o->v, o->n, &o->cap, sizeof *o->v, 16);
    csvteams_row *row = &o->v[o->n++];
    row->line = line;
    row->team = xstrdup(f[T_TEAM]);
    row->player = xstrdup(f[T_PLAYER]);
}

int csvteams_parse(const char *buf, size_t len, csvteams *out, csvin_errors *errs)
{
    teams_ctx c = {.out = out};
    int rc = parse_with(buf, len, teams_cols, T_NCOLS, 0, teams_row, &c, errs);
    seen_free(&c.pairs);
    return rc;
}

void csvteams_free(csvteams *t)
{
    for (size_t i = 0; t && i < t->n; i++) {
        free(t->v[i].team);
        free(t->v[i].player);
    }
    if (t) {
        free(t->v);
        t->v = NULL;
        t->n = t->cap = 0;
    }
}

/* --------------------------------------------------------------- players */

enum { P_NAME, P_NUMBER, P_CLUB, P_NCOLS };
static const char *const players_cols[P_NCOLS] = {"name", "number", "club"};

typedef struct players_ctx {
    csvin_players *out;
    seen_map names, numbers;
} players_ctx;

static void players_row(reader *r, long line, int nf, char **f)
{
    (void)nf;
    players_ctx *c = r->ctx;
    csvin_player p = {line, NULL, 0, NULL};
    bool ok = text_field(r, line, "name", f[P_NAME], false);
    if (f[P_NUMBER][0])
        ok &= num(r, line, "number", f[P_NUMBER], 1, 999999, &p.number);
    ok &= text_field(r, line, "club", f[P_CLUB], true);
    if (ok) {
        long prev = seen_put(&c->names, f[P_NAME], line);
        if (prev) {
            csvin_errors_add(r->errs, line, _("name '%s' is already on line %ld: names are "
                             "unique"), shown(f[P_NAME]), prev);
            ok = false;
        }
        if (p.number) {
            /* by value: '06' and '6' are the same start number */
            char key[16];
            snprintf(key, sizeof key, "%d", p.number);
            prev = seen_put(&c->numbers, key, line);
            if (prev) {
                csvin_errors_add(r->errs, line, _("number %d is already on line %ld: start "
                                 "numbers are unique"), p.number, prev);
                ok = false;
            }
        }
    }
    if (!ok)
        return;
    csvin_players *out = c->out;
    out->v = sk_grow(out->v, out->n, &out->cap, sizeof *out->v, 64);
    p.name = xstrdup(f[P_NAME]);
    p.club = xstrdup(f[P_CLUB]);
    out->v[out->n++] = p;
}

int csvin_players_parse(const char *buf, size_t len, csvin_players *out, csvin_errors *errs)
{
    players_ctx c = {.out = out};
    int rc = parse_with(buf, len, players_cols, P_NCOLS, 0, players_row, &c, errs);
    seen_free(&c.names);
    seen_free(&c.numbers);
    return rc;
}

void csvin_players_free(csvin_players *p)
{
    for (size_t i = 0; i < p->n; i++) {
        free(p->v[i].name);
        free(p->v[i].club);
    }
    free(p->v);
    memset(p, 0, sizeof *p);
}

/* ----------------------------------------------------------------- seats */

enum { S_SERIES, S_TABLE, S_SEAT, S_PLAYER, S_NCOLS };
static const char *const seats_cols[S_NCOLS] = {"series", "table", "seat", "player"};

typedef struct seats_ctx {
    csvin_seats *out;
    seen_map seats, players;
} seats_ctx;

static void seats_row(reader *r, long line, int nf, char **f)
{
    (void)nf;
    seats_ctx *c = r->ctx;
    csvin_seat s = {line, 0, 0, 0, NULL, 0};
    bool ok = true;
    ok &= num(r, line, "series", f[S_SERIES], 1, INT_MAX, &s.series);
    ok &= num(r, line, "table", f[S_TABLE], 1, GAME_TABLE_MAX, &s.table_no);
    ok &= num(r, line, "seat", f[S_SEAT], 1, 4, &s.seat);
    const char *pl = f[S_PLAYER];
    if (!text_field(r, line, "player", pl, false))
        ok = false;
    else if (strspn(pl, "0123456789") == strlen(pl))
        ok &= num(r, line, "player number", pl, 1, 999999, &s.number);
    if (ok) {
        char key[64];
        snprintf(key, sizeof key, "%d/%d/%d", s.series, s.table_no, s.seat);
        long prev = seen_put(&c->seats, key, line);
        if (prev) {
            csvin_errors_add(r->errs, line, _("seat %d of series %d table %d is already on line "
                             "%ld: one player per seat"), s.seat, s.series, s.table_no, prev);
            ok = false;
        }
        char *pkey = s.number ? xasprintf("%d#%d", s.series, s.number)
                              : xasprintf("%d:%s", s.series, pl);
        prev = seen_put(&c->players, pkey, line);
        free(pkey);
        if (prev) {
            csvin_errors_add(r->errs, line, _("player '%s' is already seated in series %d on "
                             "line %ld: one seat per player and series"), shown(pl), s.series,
                             prev);
            ok = false;
        }
    }
    if (!ok)
        return;
    csvin_seats *out = c->out;
    out->v = sk_grow(out->v, out->n, &out->cap, sizeof *out->v, 64);
    s.player = xstrdup(pl);
    out->v[out->n++] = s;
}

static int cmp_seat(const void *a, const void *b)
{
    const csvin_seat *x = a, *y = b;
    int c = sk_cmp_ll(x->series, y->series);
    c = c ? c : sk_cmp_ll(x->table_no, y->table_no);
    c = c ? c : sk_cmp_ll(x->seat, y->seat);
    return c ? c : sk_cmp_ll(x->line, y->line);
}

static int cmp_seat_line(const void *a, const void *b)
{
    const csvin_seat *x = a, *y = b;
    return (x->line > y->line) - (x->line < y->line);
}

int csvin_seats_parse(const char *buf, size_t len, csvin_seats *out, csvin_errors *errs)
{
    size_t before = errs->n;
    size_t start = out->n;
    seats_ctx c = {.out = out};
    parse_with(buf, len, seats_cols, S_NCOLS, 0, seats_row, &c, errs);
    seen_free(&c.seats);
    seen_free(&c.players);

    /* each table: seats 1..3 or 1..4 (duplicates were refused above) */
    size_t n = out->n - start;
    csvin_seat *v = n ? out->v + start : NULL;   /* out->v is NULL when nothing was kept */
    if (n > 1)
        qsort(v, n, sizeof *v, cmp_seat);
    for (size_t i = 0; i < n;) {
        size_t j = i;
        long first_line = v[i].line;
        while (j < n && v[j].series == v[i].series && v[j].table_no == v[i].table_no) {
            if (v[j].line < first_line)
                first_line = v[j].line;
            j++;
        }
        size_t k = j - i;
        bool ok = k == 3 || k == 4;
        for (size_t q = i; ok && q < j; q++)
            if (v[q].seat != (int)(q - i) + 1)
                ok = false;
        if (!ok) {
            sk_buf b = {0};
            for (size_t q = i; q < j; q++)
                sk_buf_printf(&b, "%s%d", q > i ? ", " : "", v[q].seat);
            csvin_errors_add(errs, first_line, sk_ntr("series %d table %d has seat %s: a table has "
                                    "seats 1 to 3 or 1 to 4", "series %d table %d has seats %s: "
                                    "a table has seats 1 to 3 or 1 to 4", (unsigned long)k),
                             v[i].series, v[i].table_no, b.s);
            sk_buf_free(&b);
        }
        i = j;
    }
    if (n > 1)
        qsort(v, n, sizeof *v, cmp_seat_line);
    return errs->n == before ? SK_OK : SK_INVALID;
}

void csvin_seats_free(csvin_seats *s)
{
    for (size_t i = 0; i < s->n; i++)
        free(s->v[i].player);
    free(s->v);
    memset(s, 0, sizeof *s);
}

/* ------------------------------------------------------ any fixed table */

typedef struct table_ctx {
    csvin_row_fn fn;
    void *ud;
} table_ctx;

static void table_row(reader *r, long line, int nf, char **f)
{
    (void)nf;
    table_ctx *c = r->ctx;
    c->fn(c->ud, line, f, r->errs);
}

int csvin_table_parse(const char *buf, size_t len, const char *const *cols, int ncols,
                      csvin_row_fn fn, void *ud, csvin_errors *errs)
{
    table_ctx c = {fn, ud};
    return parse_with(buf, len, cols, ncols, 0, table_row, &c, errs);
}

/* ------------------------------------------------- for csvgames (csvin_int.h) */

const char *csvin_shown(const char *s)
{
    return shown(s);
}

int csvin_parse_with(const char *buf, size_t len, const char *const *cols, int ncols, int nreq,
                     row_fn row, void *ctx, csvin_errors *errs)
{
    return parse_with(buf, len, cols, ncols, nreq, row, ctx, errs);
}

bool csvin_num(reader *r, long line, const char *what, const char *s, long min, long max,
               int *out)
{
    return num(r, line, what, s, min, max, out);
}

bool csvin_flag(reader *r, long line, const char *what, const char *s, bool *out)
{
    return flag(r, line, what, s, out);
}
