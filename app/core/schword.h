/* schword.h - the words players, the command line, CSV files and the TUI
 * use for a Schafkopf game's contracts, suits, called cards and Kontra
 * levels: parsed (any case, the usual synonyms) and written back (pure
 * core: no I/O). */
#ifndef SCH_SCHWORD_H
#define SCH_SCHWORD_H

#include <stdbool.h>
#include <stddef.h>

#include "schafkopf.h"

/* Contract words: Wendish alte|gerufen|solo; Bavarian ruf (rufspiel,
 * sauspiel), wenz, solo (farbsolo), geier, farbwenz, hochzeit, bettel,
 * ramsch, zusammengeworfen (thrown-in).  Any case.  Returns the enum value
 * or -1. */
int sch_wend_contract_parse(const char *s);
int sch_bav_kind_parse(const char *s);
/* The canonical word of a contract ("alte", "ruf", "thrown-in"). */
const char *sch_wend_contract_word(int c);
const char *sch_bav_kind_word(int k);
/* German suits eichel (kreuz), gras (gruen, grün, blatt, pik), herz (rot),
 * schellen (karo): the enum value or -1. */
int sch_bav_suit_parse(const char *s);
const char *sch_bav_suit_word(int s);
/* A Wendish called card "kreuz-as", "herz-10", "pik-koenig" (suits
 * kreuz pik herz karo; ranks as ass 10 zehn koenig könig dame bube 9 8 7)
 * or "first-trick": fills call/suit/rank; false when not understood. */
bool sch_called_parse(const char *s, sch_wend_call *call, sch_fr_suit *suit, sch_fr_rank *rank);
/* Its canonical word into buf ("" for SCH_CALL_NONE). */
void sch_called_word(sch_wend_call call, sch_fr_suit suit, sch_fr_rank rank, char *buf, size_t n);
/* Kontra level: 0..4 or none|kontra|stoss|re|retour|sub|hirsch; -1. */
int sch_kontra_parse(const char *s);

#endif
