/* webside.h - the web's side of each game form (opsfam.h): what a page
 * shows that depends on how the tournament plays, one table per form
 * (web_family, render_int.h) instead of an if on Skat or Schafkopf.  Here:
 * how each family scores (the page footer) and its standings, loaded and
 * shown (tournament scoring: the Seeger-Fabian table of standview; house
 * rules: the list's ranking; Schafkopf: the list's points; their JSON as
 * `standings --format json`); a table's page and the settlement page are
 * each family's own in webtable.c and webmoney.c.  Also the headings of a
 * page's tables.  (web layer only; render.c calls it, it never calls
 * render.c) */
#ifndef SK_WEBSIDE_H
#define SK_WEBSIDE_H

#include <stddef.h>
#include <stdbool.h>

#include "render_int.h"

/* The web's side of tournament t's form (ops_form_of; its rules parsed):
 * a static table, never NULL, never freed. */
const web_family *web_side(const ops_tour *t);

/* A column of an HTML table: the class of its heading and of its cells
 * (NULL: none; td only where the cells are written from the list), the
 * heading in English and German. */
typedef struct web_col {
    const char *th, *td;
    const char *en, *de;
} web_col;

/* The headings (<th>) of cols[0..n) in language l, appended to b. */
void web_head_cells(sk_buf *b, web_lang l, const web_col *cols, size_t n);

/* The Seeger-Fabian standings v (tournament scoring, loaded by the
 * caller) as an HTML table appended to b in c's language: the players
 * with their club, or (teams) the teams with their members; the
 * tournament's (v->series 0) with a column per series; beamer: the big
 * table of won, lost, points and total.  "No results yet" under an empty
 * one.  No errors. */
void web_standings_table(sk_buf *b, const web_ctx *c, const standview *v, bool teams,
                         bool beamer);

#endif
