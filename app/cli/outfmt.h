/* outfmt.h - formatting shared by the commands: numbers in text output, the report language. */
#ifndef SK_OUTFMT_H
#define SK_OUTFMT_H

#include <stddef.h>

#include "cli.h"
#include "db_evening.h"
#include "rep_table.h"
#include "util.h"

/* v with its sign as written on paper into buf (size n): "+48", "−""96"
 * (U+2212 minus), "0". */
void outfmt_signed(char *buf, size_t n, int v);

/* The same for a long long. */
void outfmt_signed_ll(char *buf, size_t n, long long v);

/* cents as euros with the sign as on paper: "+1.25", "−0.79" (U+2212), "0.00";
 * in German runs with the decimal comma ("+1,25"). */
void outfmt_euro(char *buf, size_t n, long long ct);

/* outfmt_signed_ll(v) / outfmt_euro(ct) right-aligned in width columns
 * (the minus sign is one column). */
void outfmt_pad_signed(sk_buf *b, long long v, int width);
void outfmt_pad_euro(sk_buf *b, long long ct, int width);

/* v right-aligned in width columns. */
void outfmt_pad_int(sk_buf *b, int v, int width);

/* The width of a text column: the widest of min and the display widths
 * (sk_utf8_width) of the strings at offset off in each of the n records
 * of size bytes from rows (a NULL string counts as nothing).  For an array
 * v of db_player: outfmt_col_width(4, v, n, sizeof *v,
 * offsetof(db_player, name)). */
int outfmt_col_width(int min, const void *rows, size_t n, size_t size, size_t off);

/* The display width of s, at least min (a column's heading). */
int outfmt_text_width(const char *s, int min);

/* How far standings are (any game): "provisional: 35 of 78 games recorded
 * (series 2 incomplete; 1 series not drawn yet)" or "all 78 games
 * recorded" (no newline); series: the standings' series (0: all). */
void outfmt_progress(sk_buf *b, const db_progress_t *p, int series);

/* The series that do not count yet because their second entry does not
 * agree (second.h), one line each: "series 1 does not count yet (both
 * entries must hold every game alike): games differing 1, in one entry
 * only 2 ('second show --series 1')".  Nothing when none is asked for or
 * all agree. */
struct ops_second_state;
void outfmt_second_note(sk_buf *b, const struct ops_second_state *s);

/* The money held for players who paid but were never seated (held.h),
 * one line with its total and one per player ("  Hans  10.00 (cash)"),
 * then "Kasse at the end (what the organiser keeps and the money held):
 * 70.50 euros"; nothing when nothing is held.  `money` and `cashier`. */
struct ops_held;
void outfmt_held(sk_buf *b, const struct ops_held *h, long long kasse_end_ct);

/* The start of a ranked CSV row: "RANK," and name as a CSV field
 * (csvout_field); the caller goes on with ",..." */
void outfmt_csv_ranked(sk_buf *b, int rank, const char *name);

/* Print b on standard output and free it (the text of a command). */
void outfmt_put(sk_buf *b);

/* The --lang option of a report command (default English). */
rep_lang outfmt_lang(const cli_args *a);
/* A history action as stored ("edit", "delete", "restore") in the
 * process language (static storage; an unknown word as it is). */
const char *outfmt_action(const char *action);

/* A stored word w in the process language when it is one of words (ended
 * by NULL, each marked N_, or NC_(ctxt, ...) when ctxt is not NULL): its
 * translation (static storage); any other word as it is. */
const char *outfmt_word(const char *ctxt, const char *const *words, const char *w);

#endif
