/* render.h - the pages and JSON documents of the web front end, rendered
 * from the operations (standview, tablesheet, league_data) into a buffer.
 * (web layer only; no network code here) */
#ifndef SK_RENDER_H
#define SK_RENDER_H

#include <stdbool.h>
#include <stdint.h>

#include "db_games.h"
#include "html.h"
#include "tablesheet.h"
#include "util.h"

typedef struct web_ctx {
    db *d;
    const char *tournament;  /* NULL = the only or most recent one (serve --tournament pins it) */
    const char *asked;       /* the tournament a write names (?tournament=), or NULL */
    web_lang lang;
    int64_t v;               /* data generation the page shows */
} web_ctx;

/* What the entry part of a table page shows (the table's code was given). */
typedef struct web_entry {
    const char *code;        /* the table's entry code (checked by the caller) */
    int edit_game;           /* preload this recorded game into the form, 0 = next */
    const char *msg;         /* the last write's message, or NULL */
    bool msg_err;            /* msg is a refusal */
    bool second;             /* the table's second entry (copy=2) */
} web_entry;

/* HTML pages.  series 0 = the tournament (standings) / the latest drawn
 * series (tables).  SK_INVALID with err for an unknown tournament, series,
 * table or league (the caller answers 404 with the message). */
int render_standings(const web_ctx *c, int series, bool teams, bool beamer, sk_buf *out,
                     sk_err *err);
int render_tables(const web_ctx *c, int series, sk_buf *out, sk_err *err);
int render_table(const web_ctx *c, int series, int table, const web_entry *entry, sk_buf *out,
                 sk_err *err);
int render_league(const web_ctx *c, const char *league, const char *division, sk_buf *out,
                  sk_err *err);
/* A page with one message (errors: 4xx). */
void render_message(const web_ctx *c, const char *title, const char *msg, sk_buf *out);

/* JSON documents (the API; see docs/web.md "The JSON API"). */
int api_tournament(const web_ctx *c, sk_buf *out, sk_err *err);
int api_standings(const web_ctx *c, int series, bool teams, sk_buf *out, sk_err *err);
int api_tables(const web_ctx *c, int series, sk_buf *out, sk_err *err);
int api_table(const web_ctx *c, int series, int table, sk_buf *out, sk_err *err);
int api_league(const web_ctx *c, const char *league, const char *division, sk_buf *out,
               sk_err *err);
/* The money of the tournament (series 0 = all): the page /money and the
 * JSON /api/money (the same document as `money --format json`). */
int render_money(const web_ctx *c, int series, sk_buf *out, sk_err *err);
int api_money(const web_ctx *c, int series, sk_buf *out, sk_err *err);

/* The entry form of a table page (entryform.c): the fields of game
 * en->edit_game or of the next one of ts (a table of tournament t),
 * appended to b. */
void render_entry_form(sk_buf *b, const web_ctx *c, const ops_tour *t, const ops_table_sheet *ts,
                       int series, const web_entry *en);

/* The entry form of a Schafkopf table page (entryform.c): the fields of
 * game en->edit_game or of the next one (the columns of `import games`,
 * read back by schweb.c), only what the settings s allow. */
struct sch_settings;
struct schops_sheet;
void render_sch_entry_form(sk_buf *b, const web_ctx *c, const struct sch_settings *s,
                           const struct schops_sheet *sh, int series, const web_entry *en);

/* The ranking `name` (ranking define) as computed today, for a phone or
 * (beamer) the big screen, and the history of the player of row id `id`
 * (webrank.c).  A player without consent shows by initials, without a
 * club.  SK_INVALID (404): a ranking not defined, a player id unknown. */
int render_ranking(const web_ctx *c, const char *name, bool beamer, sk_buf *out, sk_err *err);
int render_player(const web_ctx *c, int64_t id, sk_buf *out, sk_err *err);

/* The standings document of export html (see web.h). */
int render_export(const web_ctx *c, sk_buf *out, sk_err *err);

#endif
