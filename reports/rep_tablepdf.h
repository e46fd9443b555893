/* rep_tablepdf.h - report tables (rep_table) on PDF pages, for the PDF
 * writers of the reports layer (rep_tablepdf.c): the column widths come
 * from the text (headings, then names and clubs go on two lines before
 * anything is cut), a long table goes on over pages with its header
 * repeated.  Not for other layers. */
#ifndef SK_REP_TABLEPDF_H
#define SK_REP_TABLEPDF_H

#include <stdbool.h>

#include "rep_pdf_int.h"

/* Lay t out from y on (its title, header and rows; new pages with the
 * header repeated while it goes on); returns the y below it. */
float rpdf_table_draw(pdf *p, const rep_table *t, float y);
/* Does t fit a portrait page with its headings and texts on at most two
 * lines (no heading shrunk, nothing cut)?  p's page is left as it was. */
bool rpdf_table_fits_portrait(pdf *p, const rep_table *t);
/* t's cells against its columns: SK_OK (also for t NULL), else SK_INVALID
 * "WHAT: a table needs 1 to 64 columns and its cells" in err. */
int rpdf_table_check(const rep_table *t, const char *what, sk_err *err);
/* A report table from a new page under the title block of kind (as
 * rep_pdf_pages; p->handwriting for a list to fill in), going on over
 * further pages when long. */
void rpdf_table_page(pdf *p, const char *kind, const rep_table *t);
/* A table's cells against its columns (rep_pdf_pages' check). */
int rpdf_check_table(const rep_table *t, sk_err *err);

#endif
