/* schline.h - the entry line of the TUI's Schafkopf table: a whole game
 * in a few keys, parsed into a sch_game and written back (pure core: no
 * I/O). */
#ifndef SCH_SCHLINE_H
#define SCH_SCHLINE_H

#include <stddef.h>

#include "schgame.h"
#include "util.h"

/* Parse one entry line into g (family f), tokens separated by spaces:
 *   the contract first: Bavarian r(uf) w(enz) s(olo) g(eier) fw (farbwenz)
 *     h(ochzeit) b(ettel) ra(msch) z (zusammengeworfen) or the full words;
 *     Wendish a(lte) g(erufen) s(olo)
 *   then numbers in order: the declarer's seat (Wendish: the first Alte,
 *     the caller, the soloist), the partner's seat (Rufspiel, Hochzeit,
 *     Alte, Gerufen), then the party's Augen
 *   a suit: e(ichel) g(ras) h(erz) s(chellen) or the words
 *   flags: + won, - lost (without Augen), sn Schneider, sw Schwarz,
 *     lN N Laufende, o ohne (the Laufende are the opponents'), kN N Klopfer,
 *     kontra re sub hirsch, t(out), sie, x2 doubled after a throw-in (x1:
 *     not doubled; without either the caller applies the settings' default),
 *     vN Ramsch loser (repeatable), jN Jungfrau, dN Durchmarsch,
 *     Wendish: a called card (kreuz-as, first-trick), dN N doublings
 * Example: "r 1 3 e 70" = Rufspiel of seat 1 with seat 3 on the
 * Eichel-Sau, 70 Augen; "s 2 h 95 l3" = Farbsolo Herz of seat 2.
 * SK_OK, or SK_INVALID naming the token ("'q': not a contract ..."). */
int sch_line_parse(sch_family f, const char *line, sch_game *g, sk_err *err);

/* The entry line of g (parsing it gives g back) into buf (size n). */
void sch_line_format(const sch_game *g, char *buf, size_t n);

#endif
