/* render_int.h - what render.c, webside.c (the web's side of each game
 * family), webtable.c (a table's page and /api/table) and webmoney.c (the
 * settlement page) share: the page's tournament (navinfo) and the web's
 * side of each game family. Private to those files. */
#ifndef SK_RENDER_INT_H
#define SK_RENDER_INT_H

#include "render.h"
#include "db_games.h"
#include "moneyview.h"
#include "schops.h"
#include "second.h"
#include "standview.h"
#include "tour.h"

struct navinfo {
    ops_tour t;                  /* the tournament, its rules parsed */
    bool have_t;
    int *series;
    size_t nseries;
    bool teams, league;
    html_nav nav;
    char scoring[160];
};

/* The web's side of each game form (opsfam.h: ISkO, house list, Schafkopf):
 * what a page shows that depends on how the tournament plays, one table per
 * form (web_side, webside.h) instead of an if on Skat or Schafkopf. */
typedef struct navinfo navinfo;

/* The standings of one family, loaded: the member of its family. */
typedef struct web_stand {
    standview v;          /* tournament scoring (Seeger-Fabian) */
    ops_money hm;         /* house rules: the list's ranking */
    schops_standings sst; /* Schafkopf */
    ops_second_state sec; /* the series not counting yet (second.h): the
                             caller loads and frees it */
} web_stand;

/* The money of one family, loaded. */
typedef struct web_money {
    ops_money m;          /* Skat: the house profile's money (B.6) */
    schops_standings st;  /* Schafkopf: the list x the tariff */
} web_money;

typedef struct web_family {
    /* how it scores, for the page footer */
    const char *(*scoring)(const ops_tour *t, web_lang l, char *buf, size_t size);
    /* the standings (teams: refused where the list ranks players only) */
    int (*stand_load)(const web_ctx *c, const ops_tour *t, int series, bool teams, web_stand *s,
                      sk_err *err);
    const db_progress_t *(*stand_progress)(const web_stand *s);
    void (*stand_html)(sk_buf *out, const web_ctx *c, const web_stand *s, bool teams,
                       bool beamer);
    void (*stand_json)(sk_buf *out, const ops_tour *t, const web_stand *s, int series,
                       bool teams);
    void (*stand_free)(web_stand *s);
    /* a table's page and /api/table/S/T */
    int (*table_page)(const web_ctx *c, const navinfo *n, int series, int table,
                      const web_entry *entry, sk_buf *out, sk_err *err);
    int (*table_api)(const web_ctx *c, const ops_tour *t, int series, int table, sk_buf *out,
                     sk_err *err);
    /* the settlement page */
    int (*money_load)(const web_ctx *c, const ops_tour *t, int series, web_money *m,
                      sk_err *err);
    void (*money_html)(sk_buf *out, web_lang l, const web_money *m, const char *note);
    void (*money_free)(web_money *m);
} web_family;

/* The page's tournament and its navigation (render.c): web_navinfo_load
 * fills n (active = the nav entry to mark, NULL none); free with
 * web_navinfo_free. web_series_drawn: has series s been drawn? */
int web_navinfo_load(const web_ctx *c, const char *active, navinfo *n, sk_err *err);
void web_navinfo_free(navinfo *n);
bool web_series_drawn(const navinfo *n, int s);

/* A table's page and /api/table/S/T per family (webtable.c). */
int web_isko_table_page(const web_ctx *c, const navinfo *n, int series, int table,
                        const web_entry *entry, sk_buf *out, sk_err *err);
int web_house_table_page(const web_ctx *c, const navinfo *n, int series, int table,
                         const web_entry *entry, sk_buf *out, sk_err *err);
int web_sch_table_page(const web_ctx *c, const navinfo *n, int series, int table,
                       const web_entry *entry, sk_buf *out, sk_err *err);
int web_isko_table_api(const web_ctx *c, const ops_tour *t, int series, int table, sk_buf *out,
                       sk_err *err);
int web_house_table_api(const web_ctx *c, const ops_tour *t, int series, int table, sk_buf *out,
                        sk_err *err);
int web_sch_table_api(const web_ctx *c, const ops_tour *t, int series, int table, sk_buf *out,
                      sk_err *err);

/* The settlement page per family (webmoney.c): Skat (house profile, B.6)
 * and Schafkopf (the list x the tariff). */
int web_skat_money_load(const web_ctx *c, const ops_tour *t, int series, web_money *m,
                        sk_err *err);
void web_skat_money_html(sk_buf *out, web_lang l, const web_money *m, const char *note);
void web_skat_money_free(web_money *m);
int web_sch_money_load(const web_ctx *c, const ops_tour *t, int series, web_money *m,
                       sk_err *err);
void web_sch_money_html(sk_buf *out, web_lang l, const web_money *m, const char *note);
void web_sch_money_free(web_money *m);

#endif
