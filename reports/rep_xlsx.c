/* rep_xlsx.c - XLSX workbooks with libxlsxwriter 1.1.4 (see rep_xlsx.h). */
#include "rep_xlsx.h"
#include "i18n.h"
#include "fileio.h"
#include "rep_lxw.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/statvfs.h>
#include <unistd.h>

#define XLSX_MAX_ROWS 1048575
#define XLSX_MAX_COLS 16384
#define XLSX_MAX_STR 32767

/* Number of UTF-8 code points in s. */
static size_t u8len(const char *s)
{
    size_t n = 0;
    for (; *s; s++)
        if (((unsigned char)*s & 0xC0) != 0x80)
            n++;
    return n;
}

static int check_str(const char *s, const char *where, sk_err *err)
{
    if (!s)
        return SK_OK;
    if (!sk_utf8_valid(s))
        return sk_err_set(err, SK_INVALID, _("%s: text is not valid UTF-8"), where);
    if (strlen(s) > XLSX_MAX_STR)
        return sk_err_set(err, SK_INVALID, _("%s: text longer than %d bytes"), where, XLSX_MAX_STR);
    return SK_OK;
}

static int check_tables(const rep_table *const *tables, int n, sk_err *err)
{
    if (n < 1 || !tables)
        return sk_err_set(err, SK_INVALID, _("XLSX: no sheet to write"));
    for (int i = 0; i < n; i++) {
        const rep_table *t = tables[i];
        char where[80];
        snprintf(where, sizeof where, "XLSX sheet %d", i + 1);
        if (!t || t->ncols < 1 || t->ncols > XLSX_MAX_COLS || !t->cols || t->nrows < 0 ||
            t->nrows > XLSX_MAX_ROWS || (t->nrows > 0 && !t->cells))
            return sk_err_set(err, SK_INVALID,
                              _("%s: a sheet needs 1 to %d columns and at most %d rows"), where,
                              XLSX_MAX_COLS, XLSX_MAX_ROWS);
        if (check_str(t->title, where, err))
            return err->status;
        for (int c = 0; c < t->ncols; c++)
            if (check_str(t->cols[c].header, where, err) ||
                check_str(t->cols[c].formula, where, err))
                return err->status;
        size_t cells = (size_t)t->nrows * (size_t)t->ncols;
        for (size_t k = 0; k < cells; k++)
            if (t->cells[k].kind == REP_CELL_TEXT && check_str(t->cells[k].text, where, err))
                return err->status;
    }
    return SK_OK;
}

/* A legal, unique sheet name (Excel: 1..31 chars, none of []:*?/\, not
 * starting or ending with an apostrophe, unique ignoring case). */
static void sheet_name(const rep_table *t, int idx, char names[][128], char *out)
{
    char buf[128];
    const char *src = t->title && *t->title ? t->title : "Sheet";
    size_t o = 0, chars = 0;
    for (const char *s = src; *s && o < sizeof buf - 5; s++) {
        unsigned char ch = (unsigned char)*s;
        if ((ch & 0xC0) != 0x80) {
            if (chars == 31)
                break;
            chars++;
        }
        buf[o++] = strchr("[]:*?/\\", ch) || ch < 0x20 ? '-' : (char)ch;
    }
    buf[o] = 0;
    while (o > 0 && buf[o - 1] == '\'')
        buf[--o] = 0;
    char *b = buf;
    while (*b == '\'')
        b++;
    if (!*b)
        b = "Sheet";
    strcpy(out, b);
    for (int n = 2;; n++) {
        bool clash = false;
        for (int i = 0; i < idx; i++)
            if (strcasecmp(names[i], out) == 0)
                clash = true;
        if (!clash)
            break;
        /* make room for " (n)" within 31 characters */
        char suffix[16];
        snprintf(suffix, sizeof suffix, " (%d)", n);
        char base[128];
        strcpy(base, b);
        while (u8len(base) + strlen(suffix) > 31) {
            size_t l = strlen(base);
            do
                l--;
            while (l > 0 && ((unsigned char)base[l] & 0xC0) == 0x80);
            base[l] = 0;
        }
        if (snprintf(out, 128, "%s%s", base, suffix) >= 128) /* cannot happen: <= 31 chars */
            out[127] = 0;
    }
}

/* Expand "{r}" in a formula template to row (1-based). */
static char *expand_formula(const char *tpl, long row)
{
    sk_buf b = {0};
    for (const char *s = tpl; *s;) {
        if (strncmp(s, "{r}", 3) == 0) {
            sk_buf_printf(&b, "%ld", row);
            s += 3;
        } else {
            sk_buf_addn(&b, s, 1);
            s++;
        }
    }
    return sk_buf_take(&b);
}

static void keep(lxw_error e, const char *path, sk_err *err)
{
    if (e != LXW_NO_ERROR)
        sk_err_set(err, SK_FAIL, _("cannot write %s: %s"), path, lxw_strerror(e));
}

struct rep_xlsx {
    char *path, *tmp;
    sk_err *err;
    FILE *cap;            /* libxlsxwriter's stderr, captured */
    int saved_fd;         /* the real stderr while captured */
    lxw_workbook *wb;
    lxw_format *head, *head_num;
    lxw_format *struck;   /* REP_CELL_STRUCK: "(0);(-0)", struck through */
    lxw_format *hundredths; /* REP_CELL_HUNDREDTHS: "0.00" */
    lxw_format *tenths;     /* REP_CELL_TENTHS: "0.0" */
    lxw_format *cents;    /* REP_CELL_CENTS: euros, "#,##0.00 €" */
    char (*names)[128];   /* sheet names used so far */
    int nsheets, cap_sheets;
    /* the open sheet */
    lxw_worksheet *ws;
    int ncols;
    const rep_col *cols;
    long row;             /* rows written below the header */
};

static void capture_start(rep_xlsx *x)
{
    x->saved_fd = -1;
    x->cap = tmpfile();
    fflush(stderr);
    if (x->cap) {
        x->saved_fd = dup(STDERR_FILENO);
        if (x->saved_fd >= 0)
            dup2(fileno(x->cap), STDERR_FILENO);
    }
}

/* Restore stderr; on error append the library's first message to err. */
static void capture_end(rep_xlsx *x)
{
    fflush(stderr);
    if (x->saved_fd >= 0) {
        dup2(x->saved_fd, STDERR_FILENO);
        close(x->saved_fd);
        x->saved_fd = -1;
    }
    if (!x->cap)
        return;
    sk_err *err = x->err;
    if (err->status != SK_OK) {
        char line[300] = "";
        rewind(x->cap);
        if (fgets(line, sizeof line, x->cap)) {
            line[strcspn(line, "\n")] = 0;
            if (*line && strlen(err->msg) + strlen(line) + 4 < sizeof err->msg) {
                strcat(err->msg, " (");
                strcat(err->msg, line);
                strcat(err->msg, ")");
            }
        }
    }
    fclose(x->cap);
    x->cap = NULL;
}

int rep_xlsx_open(const char *path, rep_xlsx **out, sk_err *err)
{
    *out = NULL;
    if (rep_lxw_load(err) != SK_OK) /* rep_lxw.h */
        return SK_FAIL;
    char *tmp = NULL;
    if (sk_make_temp(path, &tmp, err) != SK_OK)
        return err->status;
    rep_xlsx *x = xcalloc(1, sizeof *x);
    x->path = xstrdup(path);
    x->tmp = tmp;
    x->err = err;
    capture_start(x);
    lxw_workbook_options opt = {.constant_memory = LXW_TRUE, .tmpdir = NULL};
    x->wb = workbook_new_opt(tmp, &opt);
    if (!x->wb) {
        sk_err_set(err, SK_FAIL, _("cannot write %s: cannot create the workbook"), path);
        rep_xlsx_abort(x);
        return SK_FAIL;
    }
    for (int i = 0; i < 2; i++) {
        lxw_format *f = workbook_add_format(x->wb);
        format_set_bold(f);
        format_set_bottom(f, LXW_BORDER_THIN);
        format_set_pattern(f, LXW_PATTERN_SOLID);
        format_set_bg_color(f, 0xDCE3ED);
        if (i == 1)
            format_set_align(f, LXW_ALIGN_RIGHT);
        *(i ? &x->head_num : &x->head) = f;
    }
    x->struck = workbook_add_format(x->wb);
    format_set_num_format(x->struck, "(0);(-0);(0)");
    format_set_font_strikeout(x->struck);
    x->hundredths = workbook_add_format(x->wb);
    format_set_num_format(x->hundredths, "0.00");
    x->tenths = workbook_add_format(x->wb);
    format_set_num_format(x->tenths, "0.0");
    x->cents = workbook_add_format(x->wb);
    format_set_num_format(x->cents, "#,##0.00 [$\xe2\x82\xac-407];-#,##0.00 [$\xe2\x82\xac-407]");
    *out = x;
    return SK_OK;
}

/* Close the open sheet: the autofilter over header + rows. */
static void end_sheet(rep_xlsx *x)
{
    if (!x->ws)
        return;
    keep(worksheet_autofilter(x->ws, 0, 0, (lxw_row_t)x->row, (lxw_col_t)(x->ncols - 1)), x->path,
         x->err);
    x->ws = NULL;
}

int rep_xlsx_begin_sheet(rep_xlsx *x, const char *title, int ncols, const rep_col *cols)
{
    sk_err *err = x->err;
    if (err->status != SK_OK)
        return err->status;
    end_sheet(x);
    rep_table t = {title, ncols, cols, 0, NULL};
    const rep_table *tp = &t;
    if (check_tables(&tp, 1, err) != SK_OK)
        return err->status;
    if (x->nsheets == x->cap_sheets) {
        x->cap_sheets = x->cap_sheets ? 2 * x->cap_sheets : 8;
        x->names = xrealloc(x->names, (size_t)x->cap_sheets * sizeof *x->names);
    }
    char *name = x->names[x->nsheets];
    sheet_name(&t, x->nsheets, x->names, name);
    x->nsheets++;
    x->ws = workbook_add_worksheet(x->wb, name);
    if (!x->ws)
        return sk_err_set(err, SK_FAIL, _("cannot write %s: cannot add sheet '%s'"), x->path, name);
    x->ncols = ncols;
    x->cols = cols;
    x->row = 0;
    for (int c = 0; c < ncols; c++) {
        double w = cols[c].width > 0 ? cols[c].width : 10;
        keep(worksheet_set_column(x->ws, (lxw_col_t)c, (lxw_col_t)c, w, NULL), x->path, err);
    }
    worksheet_freeze_panes(x->ws, 1, 0);
    for (int c = 0; c < ncols; c++)
        keep(worksheet_write_string(x->ws, 0, (lxw_col_t)c, cols[c].header ? cols[c].header : "",
                                    cols[c].align == REP_RIGHT ? x->head_num : x->head),
             x->path, err);
    return err->status;
}

int rep_xlsx_row(rep_xlsx *x, const rep_cell *cells)
{
    sk_err *err = x->err;
    if (err->status != SK_OK)
        return err->status;
    if (!x->ws)
        return sk_err_set(err, SK_INVALID, _("XLSX: a row without a sheet"));
    if (x->row >= XLSX_MAX_ROWS)
        return sk_err_set(err, SK_INVALID, _("XLSX sheet %d: more than %d rows"), x->nsheets,
                          XLSX_MAX_ROWS);
    lxw_row_t row = (lxw_row_t)++x->row;
    for (int c = 0; c < x->ncols; c++) {
        const rep_cell *cell = &cells[c];
        lxw_error e = LXW_NO_ERROR;
        if (cell->kind == REP_CELL_TEXT) {
            if (cell->text && (!sk_utf8_valid(cell->text) || strlen(cell->text) > XLSX_MAX_STR)) {
                /* the place is formatted only for the message */
                char where[64];
                snprintf(where, sizeof where, "XLSX sheet %d, row %ld", x->nsheets, x->row + 1);
                return check_str(cell->text, where, err);
            }
            e = worksheet_write_string(x->ws, row, (lxw_col_t)c, cell->text ? cell->text : "",
                                       NULL);
        } else if (cell->kind != REP_CELL_EMPTY) {
            lxw_format *fmt = cell->kind == REP_CELL_STRUCK       ? x->struck
                              : cell->kind == REP_CELL_HUNDREDTHS ? x->hundredths
                              : cell->kind == REP_CELL_TENTHS ? x->tenths
                              : cell->kind == REP_CELL_CENTS      ? x->cents
                                                                  : NULL;
            if (x->cols[c].formula && *x->cols[c].formula) {
                char *f = expand_formula(x->cols[c].formula, (long)row + 1);
                e = worksheet_write_formula_num(x->ws, row, (lxw_col_t)c, f, fmt,
                                                rep_cell_value(cell));
                free(f);
            } else {
                e = worksheet_write_number(x->ws, row, (lxw_col_t)c, rep_cell_value(cell), fmt);
            }
        }
        keep(e, x->path, err);
    }
    return err->status;
}

static void xlsx_free(rep_xlsx *x)
{
    SK_FREE_ALL(x->path, x->tmp, x->names, x);
}

int rep_xlsx_close(rep_xlsx *x)
{
    sk_err *err = x->err;
    if (err->status == SK_OK && x->nsheets == 0)
        sk_err_set(err, SK_INVALID, _("XLSX: no sheet to write"));
    end_sheet(x);
    errno = 0;
    lxw_error e = workbook_close(x->wb);
    x->wb = NULL;
    if (e != LXW_NO_ERROR && err->status == SK_OK) {
        /* the library's words for a full disk are a zip error code: say
         * the cause (the errno it saw, or a device without free blocks) */
        int se = errno;
        struct statvfs fs;
        char *dir = xstrdup(x->tmp), *slash = strrchr(dir, '/');
        if (slash)
            slash[slash == dir ? 1 : 0] = '\0';
        if (se != ENOSPC && se != EDQUOT && se != EFBIG && se != EIO &&
            statvfs(slash ? dir : ".", &fs) == 0 && fs.f_bavail == 0)
            se = ENOSPC;
        free(dir);
        if (se == ENOSPC || se == EDQUOT || se == EFBIG || se == EIO) {
            sk_err_set(err, SK_FAIL, _("cannot write %s: %s (the file was not written; free some "
                       "space or choose another place)"), x->path, strerror(se));
            fclose(x->cap); /* the library's zip message adds nothing */
            x->cap = NULL;
        }
    }
    keep(e, x->path, err);
    capture_end(x);
    int rc = err->status;
    if (rc == SK_OK) {
        rc = sk_commit_temp(x->tmp, x->path, err);
    } else {
        sk_discard_temp(x->tmp);
    }
    xlsx_free(x);
    return rc;
}

void rep_xlsx_abort(rep_xlsx *x)
{
    if (!x)
        return;
    if (x->wb) {
        /* close to free the library's memory; the file is discarded */
        workbook_close(x->wb);
    }
    capture_end(x);
    sk_discard_temp(x->tmp);
    xlsx_free(x);
}

/* Column width in characters from the header and the first rows. */
static double auto_width(const rep_table *t, int c)
{
    size_t m = t->cols[c].header ? (size_t)sk_utf8_width(t->cols[c].header) : 4;
    for (int r = 0; r < t->nrows && r < 2000; r++) {
        const rep_cell *cell = &t->cells[(size_t)r * (size_t)t->ncols + (size_t)c];
        size_t l = cell->kind == REP_CELL_TEXT ? (size_t)sk_utf8_width(cell->text)
                   : cell->kind != REP_CELL_EMPTY ? 8 : 0;
        m = l > m ? l : m;
    }
    double w = (double)m + 2;
    return w < 6 ? 6 : w > 50 ? 50 : w;
}

int rep_xlsx_add_table(rep_xlsx *x, const rep_table *t)
{
    if (x->err->status != SK_OK)
        return x->err->status;
    if (check_tables(&t, 1, x->err) != SK_OK)
        return x->err->status;
    rep_col *cols = xcalloc((size_t)t->ncols, sizeof *cols);
    for (int c = 0; c < t->ncols; c++) {
        cols[c] = t->cols[c];
        if (cols[c].width <= 0)
            cols[c].width = auto_width(t, c);
    }
    int rc = rep_xlsx_begin_sheet(x, t->title, t->ncols, cols);
    for (int r = 0; r < t->nrows && rc == SK_OK; r++)
        rc = rep_xlsx_row(x, t->cells + (size_t)r * (size_t)t->ncols);
    end_sheet(x);
    free(cols);
    return x->err->status;
}

int rep_xlsx_write(const char *path, const rep_table *const *tables, int ntables, sk_err *err)
{
    if (check_tables(tables, ntables, err) != SK_OK)
        return err->status;
    rep_xlsx *x;
    if (rep_xlsx_open(path, &x, err) != SK_OK)
        return err->status;
    for (int i = 0; i < ntables && err->status == SK_OK; i++)
        rep_xlsx_add_table(x, tables[i]);
    return rep_xlsx_close(x);
}
