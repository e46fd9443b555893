/* rankout.h - a computed ranking (rankview.h) as text for every front
 * end: what an unranked entry lacks, the name it shows (initials without
 * consent), its CSV and JSON (issue 40; docs/rankings.md "Output").  The
 * PDF and XLSX lists: rankreport.h.  Ops: no printing. */
#ifndef SK_RANKOUT_H
#define SK_RANKOUT_H

#include <stdbool.h>

#include "rankview.h"

/* What an unranked entry lacks, in lang ("20 of the 25 series needed")
 * into buf; "" for a ranked one. */
const char *ops_ranking_lack(const rank_entry *en, sk_lang lang, char *buf, size_t n);

/* The name an entry shows: its player's (or group's) name, or with
 * `initials` for one without consent to publication the initials (a
 * tandem's each side's: "A. B. + C.").  buf: at least 256 bytes. */
const char *ops_ranking_name(const ops_ranking *r, const rank_entry *en, bool initials,
                             char *buf, size_t n);

/* The CSV (header rank,player,club,events,series,games,missed,base,
 * penalty,score,lacks,have,need) and the JSON document (name NULL: an
 * ad-hoc ranking) appended to b; `initials`: names by consent, a club
 * only with it (publish DIR). */
void ops_ranking_csv(const ops_ranking *r, bool initials, sk_buf *b);
void ops_ranking_json(const ops_ranking *r, const char *name, bool initials, sk_buf *b);

/* Why item it did not count, in the current language ("not among the best
 * 5"), into buf; "" for a counted one. */
const char *ops_ranking_why(const ops_ranking *r, const rank_item *it, char *buf, size_t n);

/* `--detail` (docs/rankings.md "Output"): the CSV of what counted and
 * what was struck, one line per entry's item (header rank,player,event,
 * date,series,place,value,games,counted,struck,why: the figures of the
 * text's +/- lines), and the JSON of ops_ranking_json with each item's
 * why in words ("why": null for a counted one). */
void ops_ranking_csv_detail(const ops_ranking *r, bool initials, sk_buf *b);
void ops_ranking_json_detail(const ops_ranking *r, const char *name, bool initials, sk_buf *b);

#endif
