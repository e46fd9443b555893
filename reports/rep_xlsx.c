/* rep_xlsx.c - XLSX workbooks with libxlsxwriter 1.1.4 (see rep_xlsx.h). */
#include "rep_xlsx.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <xlsxwriter.h>

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
        return sk_err_set(err, SK_INVALID, "%s: text is not valid UTF-8", where);
    if (strlen(s) > XLSX_MAX_STR)
        return sk_err_set(err, SK_INVALID, "%s: text longer than %d bytes", where, XLSX_MAX_STR);
    return SK_OK;
}

static int check_tables(const rep_table *const *tables, int n, sk_err *err)
{
    if (n < 1 || !tables)
        return sk_err_set(err, SK_INVALID, "XLSX: no sheet to write");
    for (int i = 0; i < n; i++) {
        const rep_table *t = tables[i];
        char where[80];
        snprintf(where, sizeof where, "XLSX sheet %d", i + 1);
        if (!t || t->ncols < 1 || t->ncols > XLSX_MAX_COLS || !t->cols || t->nrows < 0 ||
            t->nrows > XLSX_MAX_ROWS || (t->nrows > 0 && !t->cells))
            return sk_err_set(err, SK_INVALID,
                              "%s: a sheet needs 1 to %d columns and at most %d rows", where,
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
        sk_err_set(err, SK_FAIL, "cannot write %s: %s", path, lxw_strerror(e));
}

static void write_sheet(lxw_workbook *wb, const rep_table *t, const char *name,
                        lxw_format *head, lxw_format *head_num, const char *path, sk_err *err)
{
    lxw_worksheet *ws = workbook_add_worksheet(wb, name);
    if (!ws) {
        sk_err_set(err, SK_FAIL, "cannot write %s: cannot add sheet '%s'", path, name);
        return;
    }
    /* column widths: given, or from the contents (first 2000 rows) */
    for (int c = 0; c < t->ncols; c++) {
        double w = t->cols[c].width;
        if (w <= 0) {
            size_t m = t->cols[c].header ? (size_t)sk_utf8_width(t->cols[c].header) : 4;
            for (int r = 0; r < t->nrows && r < 2000; r++) {
                const rep_cell *cell = &t->cells[(size_t)r * (size_t)t->ncols + (size_t)c];
                size_t l = cell->kind == REP_CELL_TEXT ? (size_t)sk_utf8_width(cell->text)
                           : cell->kind == REP_CELL_NUM ? 8 : 0;
                m = l > m ? l : m;
            }
            w = (double)m + 2;
            w = w < 6 ? 6 : w > 50 ? 50 : w;
        }
        keep(worksheet_set_column(ws, (lxw_col_t)c, (lxw_col_t)c, w, NULL), path, err);
    }
    worksheet_freeze_panes(ws, 1, 0);
    keep(worksheet_autofilter(ws, 0, 0, (lxw_row_t)t->nrows, (lxw_col_t)(t->ncols - 1)), path,
         err);
    for (int c = 0; c < t->ncols; c++)
        keep(worksheet_write_string(ws, 0, (lxw_col_t)c,
                                    t->cols[c].header ? t->cols[c].header : "",
                                    t->cols[c].align == REP_RIGHT ? head_num : head),
             path, err);
    for (int r = 0; r < t->nrows && err->status == SK_OK; r++) {
        lxw_row_t row = (lxw_row_t)r + 1;
        for (int c = 0; c < t->ncols; c++) {
            const rep_cell *cell = &t->cells[(size_t)r * (size_t)t->ncols + (size_t)c];
            lxw_error e = LXW_NO_ERROR;
            if (cell->kind == REP_CELL_TEXT) {
                e = worksheet_write_string(ws, row, (lxw_col_t)c, cell->text ? cell->text : "",
                                           NULL);
            } else if (cell->kind == REP_CELL_NUM) {
                if (t->cols[c].formula && *t->cols[c].formula) {
                    char *f = expand_formula(t->cols[c].formula, (long)row + 1);
                    e = worksheet_write_formula_num(ws, row, (lxw_col_t)c, f, NULL,
                                                    (double)cell->num);
                    free(f);
                } else {
                    e = worksheet_write_number(ws, row, (lxw_col_t)c, (double)cell->num, NULL);
                }
            }
            keep(e, path, err);
        }
    }
}

int rep_xlsx_write(const char *path, const rep_table *const *tables, int ntables, sk_err *err)
{
    if (check_tables(tables, ntables, err) != SK_OK)
        return err->status;
    char *tmp = NULL;
    if (sk_make_temp(path, &tmp, err) != SK_OK)
        return err->status;

    /* libxlsxwriter reports problems on stderr: capture them. */
    FILE *cap = tmpfile();
    int saved = -1;
    fflush(stderr);
    if (cap) {
        saved = dup(STDERR_FILENO);
        if (saved >= 0)
            dup2(fileno(cap), STDERR_FILENO);
    }

    lxw_workbook_options opt = {.constant_memory = LXW_TRUE, .tmpdir = NULL};
    lxw_workbook *wb = workbook_new_opt(tmp, &opt);
    if (!wb) {
        sk_err_set(err, SK_FAIL, "cannot write %s: cannot create the workbook", path);
    } else {
        lxw_format *head = workbook_add_format(wb);
        format_set_bold(head);
        format_set_bottom(head, LXW_BORDER_THIN);
        format_set_pattern(head, LXW_PATTERN_SOLID);
        format_set_bg_color(head, 0xDCE3ED);
        lxw_format *head_num = workbook_add_format(wb);
        format_set_bold(head_num);
        format_set_bottom(head_num, LXW_BORDER_THIN);
        format_set_pattern(head_num, LXW_PATTERN_SOLID);
        format_set_bg_color(head_num, 0xDCE3ED);
        format_set_align(head_num, LXW_ALIGN_RIGHT);
        char(*names)[128] = xcalloc((size_t)ntables, sizeof *names);
        for (int i = 0; i < ntables && err->status == SK_OK; i++) {
            sheet_name(tables[i], i, names, names[i]);
            write_sheet(wb, tables[i], names[i], head, head_num, path, err);
        }
        free(names);
        lxw_error e = workbook_close(wb);
        keep(e, path, err);
    }

    fflush(stderr);
    if (saved >= 0) {
        dup2(saved, STDERR_FILENO);
        close(saved);
    }
    if (cap) {
        if (err->status != SK_OK) {
            /* add the library's first message, if it said anything */
            char line[300] = "";
            rewind(cap);
            if (fgets(line, sizeof line, cap)) {
                line[strcspn(line, "\n")] = 0;
                if (*line && strlen(err->msg) + strlen(line) + 4 < sizeof err->msg) {
                    strcat(err->msg, " (");
                    strcat(err->msg, line);
                    strcat(err->msg, ")");
                }
            }
        }
        fclose(cap);
    }

    int rc = err->status;
    if (rc == SK_OK) {
        rep_temp_mode(tmp);
        rc = sk_commit_temp(tmp, path, err);
    }
    else
        sk_discard_temp(tmp);
    free(tmp);
    return rc;
}
