/* entrylinks.h - the tables' entry codes on printed pages (series plan,
 * sheet pdf --blank, series codes): the CLI's side of ops_entry_links. */
#ifndef SK_ENTRYLINKS_H
#define SK_ENTRYLINKS_H

#include <stddef.h>
#include <stdio.h>

#include "cli.h"
#include "entrycodes.h"
#include "rep_pdf.h"

/* The links as the reports take them (pointing into l; free() the array). */
rep_entry *cli_entry_reps(const ops_entry_link *l, size_t n);

/* What happens without a base address, and how to give one. */
void cli_entry_no_base_note(FILE *f);

/* After a page with the codes was written: store --url (when given) and
 * say what was printed: the codes with QR codes, or without (no base
 * address: how to give one), and the tables without a code yet (how to
 * make them). */
int cli_entry_after_print(cli_ctx *ctx, int series, const char *url, const ops_entry_link *l,
                          size_t n);

#endif
