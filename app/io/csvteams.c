/* csvteams.c - the teams CSV input format on libcsv (see csvteams.h). */
#include "csvteams.h"
#include "text.h"

#include <csv.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { COL_TEAM, COL_PLAYER, NCOLS, MAX_KEEP = 8 };

static const char *const col_names[NCOLS] = {"team", "player"};

typedef struct reader {
    csvin_errors *errs;
    csvteams *out;
    /* the current record: up to MAX_KEEP fields kept */
    char *f[MAX_KEEP];
    int nf;
    bool bad;
    long rec_line, line;
    /* header */
    bool have_header, header_bad;
    int map[MAX_KEEP];   /* file position -> column */
} reader;

/* A field for a message: at most 40 bytes, control bytes and bytes of
 * invalid UTF-8 as \xNN.  Returns a malloc'd string. */
static char *shown(const char *s, size_t n)
{
    sk_buf b = {0};
    for (size_t i = 0; i < n;) {
        unsigned char c = (unsigned char)s[i];
        if (i >= 40) {
            sk_buf_add(&b, "...");
            break;
        }
        if (c >= 0x80) {
            size_t len = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
            if (len > 1 && i + len <= n && sk_utf8_validn(s + i, len)) {
                sk_buf_addn(&b, s + i, len);
                i += len;
                continue;
            }
        }
        if (c < 0x20 || c == 0x7f || c >= 0x80 || c == '\'' || c == '\\')
            sk_buf_printf(&b, "\\x%02X", c);
        else
            sk_buf_addn(&b, s + i, 1);
        i++;
    }
    return sk_buf_take(&b);
}

static const char *label(const reader *r, int i, char *buf, size_t n)
{
    if (r->have_header && !r->header_bad && i < NCOLS)
        snprintf(buf, n, "%s", col_names[r->map[i]]);
    else
        snprintf(buf, n, "field %d", i + 1);
    return buf;
}

static void on_field(void *s, size_t len, void *data)
{
    reader *r = data;
    const char *p = s ? s : "";
    int i = r->nf++;
    if (i >= MAX_KEEP)
        return;
    char lb[32];
    label(r, i, lb, sizeof lb);
    if (len > CSVIN_MAX_FIELD) {
        csvin_errors_add(r->errs, r->rec_line, "%s is %zu bytes long: at most %d are allowed", lb,
                         len, CSVIN_MAX_FIELD);
        r->bad = true;
    } else if (memchr(p, '\0', len)) {
        csvin_errors_add(r->errs, r->rec_line, "%s contains a NUL byte: the file is not text", lb);
        r->bad = true;
    } else if (!sk_utf8_validn(p, len)) {
        char *sh = shown(p, len);
        csvin_errors_add(r->errs, r->rec_line, "%s '%s' is not valid UTF-8", lb, sh);
        free(sh);
        r->bad = true;
    }
    r->f[i] = xcalloc(len + 1, 1);
    if (!r->bad)
        memcpy(r->f[i], p, len);
}

static void header_row(reader *r)
{
    r->have_header = true;
    bool seen[NCOLS] = {false};
    for (int i = 0; i < r->nf && i < MAX_KEEP; i++) {
        int c;
        for (c = 0; c < NCOLS; c++)
            if (sk_streq_ci(r->f[i], col_names[c]))
                break;
        if (c == NCOLS) {
            char *sh = shown(r->f[i], strlen(r->f[i]));
            csvin_errors_add(r->errs, r->rec_line,
                             "header: column '%s' is unknown: the columns are " CSVTEAMS_HEADER,
                             sh);
            free(sh);
            r->header_bad = true;
        } else if (seen[c]) {
            csvin_errors_add(r->errs, r->rec_line, "header: column '%s' appears twice",
                             col_names[c]);
            r->header_bad = true;
        } else {
            seen[c] = true;
            r->map[i] = c;
        }
    }
    if (r->nf > MAX_KEEP) {
        csvin_errors_add(r->errs, r->rec_line, "header: %d columns: the columns are "
                         CSVTEAMS_HEADER, r->nf);
        r->header_bad = true;
    }
    for (int c = 0; c < NCOLS; c++)
        if (!seen[c]) {
            csvin_errors_add(r->errs, r->rec_line,
                             "header: column '%s' is missing: the columns are " CSVTEAMS_HEADER,
                             col_names[c]);
            r->header_bad = true;
        }
}

/* The name rule (text.h). */
static bool text_ok(reader *r, const char *what, const char *s)
{
    char buf[64];
    const char *why = text_name_problem(s, buf, sizeof buf);
    if (why)
        csvin_errors_add(r->errs, r->rec_line, "%s: %s", what, why);
    return !why;
}

static void reset_record(reader *r)
{
    for (int i = 0; i < r->nf && i < MAX_KEEP; i++) {
        free(r->f[i]);
        r->f[i] = NULL;
    }
    r->nf = 0;
    r->bad = false;
}

static void data_row(reader *r)
{
    if (r->nf != NCOLS) {
        csvin_errors_add(r->errs, r->rec_line, "%d field%s: the header has %d", r->nf,
                         r->nf == 1 ? "" : "s", NCOLS);
        return;
    }
    char *g[NCOLS];
    for (int i = 0; i < NCOLS; i++)
        g[r->map[i]] = r->f[i];
    bool ok = text_ok(r, "team", g[COL_TEAM]);
    ok = text_ok(r, "player", g[COL_PLAYER]) && ok;
    if (!ok)
        return;
    csvteams *o = r->out;
    for (size_t k = 0; k < o->n; k++)
        if (strcmp(o->v[k].team, g[COL_TEAM]) == 0 && strcmp(o->v[k].player, g[COL_PLAYER]) == 0) {
            csvin_errors_add(r->errs, r->rec_line,
                             "player '%s' of team '%s' is already on line %ld", g[COL_PLAYER],
                             g[COL_TEAM], o->v[k].line);
            return;
        }
    if (o->n == o->cap) {
        o->cap = o->cap ? 2 * o->cap : 16;
        o->v = xrealloc(o->v, o->cap * sizeof *o->v);
    }
    csvteams_row *row = &o->v[o->n++];
    row->line = r->rec_line;
    row->team = xstrdup(g[COL_TEAM]);
    row->player = xstrdup(g[COL_PLAYER]);
}

static void on_row(int c, void *data)
{
    (void)c;
    reader *r = data;
    if (!r->bad && !r->header_bad) {
        if (!r->have_header)
            header_row(r);
        else
            data_row(r);
    } else if (!r->have_header) {
        r->have_header = true;
        r->header_bad = true;
    }
    reset_record(r);
}

static int no_space(unsigned char c)
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
    csv_set_space_func(p, no_space); /* ' Anna' is refused, not trimmed */
}

int csvteams_parse(const char *buf, size_t len, csvteams *out, csvin_errors *errs)
{
    size_t nerr0 = errs->n;
    reader r = {.errs = errs, .out = out, .line = 1, .rec_line = 1};
    struct csv_parser p;
    parser_init(&p);
    size_t pos = 0;
    if (len >= 3 && memcmp(buf, "\xEF\xBB\xBF", 3) == 0)
        pos = 3;
    while (pos < len && !r.header_bad) {
        const char *nl = memchr(buf + pos, '\n', len - pos);
        size_t end = nl ? (size_t)(nl - buf) + 1 : len;
        if (p.pstate == 0) /* libcsv ROW_NOT_BEGUN: a record starts here */
            r.rec_line = r.line;
        size_t n = csv_parse(&p, buf + pos, end - pos, on_field, on_row, &r);
        if (n != end - pos) {
            if (csv_error(&p) == CSV_EPARSE)
                csvin_errors_add(errs, r.line,
                                 "malformed quotes: a quote inside an unquoted field, or text "
                                 "after a closing quote (write \"\" for a quote inside quotes)");
            else
                csvin_errors_add(errs, r.line, "%s", csv_strerror(csv_error(&p)));
            if (!r.have_header)
                r.header_bad = true;
            csv_free(&p);
            parser_init(&p);
            reset_record(&r);
        }
        pos = end;
        r.line++;
    }
    if (!r.header_bad && csv_fini(&p, on_field, on_row, &r) != 0)
        csvin_errors_add(errs, r.rec_line,
                         "unterminated quote: a quoted field starting on this line never ends");
    reset_record(&r);
    csv_free(&p);
    if (!r.have_header)
        csvin_errors_add(errs, 0, "the file is empty: the first line must be the header "
                         CSVTEAMS_HEADER);
    return errs->n == nerr0 ? SK_OK : SK_INVALID;
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
