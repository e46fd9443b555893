/* rep_lxw.h - libxlsxwriter (with libcrypto) for the XLSX export, loaded
 * when a workbook is written, not at every start of the program
 * (app/core/dynlib.h).  Include this instead of <xlsxwriter.h>; the calls
 * read as before.  rep_lxw_load first. */
#ifndef SK_REP_LXW_H
#define SK_REP_LXW_H

#include <xlsxwriter.h>

#include "dynlib.h"

#define REP_LXW_FUNCS(X)                                                                       \
    X(format_set_align) X(format_set_bg_color) X(format_set_bold) X(format_set_bottom)         \
    X(format_set_font_strikeout) X(format_set_num_format) X(format_set_pattern)                \
    X(lxw_strerror) X(workbook_add_format) X(workbook_add_worksheet) X(workbook_close)         \
    X(workbook_new_opt) X(worksheet_autofilter) X(worksheet_freeze_panes)                      \
    X(worksheet_set_column) X(worksheet_write_formula_num) X(worksheet_write_number)           \
    X(worksheet_write_string)

SK_DYNLIB_DECLARE(rep_lxw, rep_lxw_table, REP_LXW_FUNCS)

#ifndef REP_LIBS_TABLES_ONLY /* (rep_libs.c, which fills the table) */
#define format_set_align (rep_lxw()->format_set_align)
#define format_set_bg_color (rep_lxw()->format_set_bg_color)
#define format_set_bold (rep_lxw()->format_set_bold)
#define format_set_bottom (rep_lxw()->format_set_bottom)
#define format_set_font_strikeout (rep_lxw()->format_set_font_strikeout)
#define format_set_num_format (rep_lxw()->format_set_num_format)
#define format_set_pattern (rep_lxw()->format_set_pattern)
#define lxw_strerror (rep_lxw()->lxw_strerror)
#define workbook_add_format (rep_lxw()->workbook_add_format)
#define workbook_add_worksheet (rep_lxw()->workbook_add_worksheet)
#define workbook_close (rep_lxw()->workbook_close)
#define workbook_new_opt (rep_lxw()->workbook_new_opt)
#define worksheet_autofilter (rep_lxw()->worksheet_autofilter)
#define worksheet_freeze_panes (rep_lxw()->worksheet_freeze_panes)
#define worksheet_set_column (rep_lxw()->worksheet_set_column)
#define worksheet_write_formula_num (rep_lxw()->worksheet_write_formula_num)
#define worksheet_write_number (rep_lxw()->worksheet_write_number)
#define worksheet_write_string (rep_lxw()->worksheet_write_string)
#endif

#endif
