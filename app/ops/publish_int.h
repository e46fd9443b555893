/* publish_int.h - what the files of publish.h's writer share (publish.c
 * the table, match days, teams and index; publish_people.c the players;
 * publish_cal.c the calendar and the feed).  Not an API.
 */
#ifndef SK_PUBLISH_INT_H
#define SK_PUBLISH_INT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <jansson.h>

#include "publish.h"
#include "db_fedadmin.h"
#include "db_ids.h"
#include "db_league.h"
#include "db_players.h"
#include "db_ranking.h"
#include "db_results.h"
#include "league.h"
#include "league_data.h"

/* One series a player played at a counted venue group. */
typedef struct pseries {
    int64_t pid;
    int matchday, group, series;
    int total;
    int won, lost;       /* the games the player won and lost as declarer in that series */
    bool incomplete;     /* its venue group was released incomplete */
} pseries;

typedef struct pub {
    db *d;
    const char *dir;
    ops_publish_result *out;
    league_data rel, all;       /* released results only; everything */
    league_svcache svc;         /* each group's standings, loaded once for both and the
                                 * players' pages */
    bool hub;
    db_fed_result *res;
    size_t nres;
    db_group *groups;
    size_t ngroups;
    db_league_venue *ven;
    size_t nven;
    db_league_member *mem;
    size_t nmem;
    db_ident *ids;
    size_t nids;
    db_player *pl;
    size_t npl;
    db_fed_log *log;
    size_t nlog;
    char (*tuid)[33];           /* per team of rel (index = league_data team) */
    pseries *ps;
    size_t nps, cap;
    fed_zone zone;              /* the league's time (local times in the files) */
    int64_t *rk_ids;            /* the stored rankings that compute (publish_rank.c) */
    char **rk_names;
    sk_buf *rk_out;             /* per ranking: its html, csv and json (3 each) */
    size_t nrk;
} pub;

void pub_esc(sk_buf *b, const char *s);
void pub_escf(sk_buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void pub_csv(sk_buf *b, const char *s);
void pub_points(int plus2, int minus2, char *buf, size_t n);
void pub_page_begin(sk_buf *b, const char *title);
void pub_page_end(sk_buf *b);
/* Write name in the directory unless it holds exactly that already; the
 * buffer / the object is freed. */
int pub_put_buf(pub *p, const char *name, sk_buf *b, sk_err *err);
int pub_put_json(pub *p, const char *name, json_t *o, sk_err *err);
/* A page as its three files, stem (the name up to and with its dot) and
 * html, csv, json: h, c and J (all three consumed, whatever happens). */
int pub_put_page(pub *p, const char *stem, sk_buf *h, sk_buf *c, json_t *J, sk_err *err);
const db_player *pub_player_of(const pub *p, int64_t pid);
const db_ident *pub_ident_of(const pub *p, int64_t pid);
void pub_shown_name(const pub *p, int64_t pid, char *buf, size_t n);
void pub_player_file(const pub *p, int64_t pid, const char *ext, char *buf, size_t n);
const db_fed_result *pub_result_of(const pub *p, int64_t tid);
bool pub_counts(const pub *p, int64_t tid);
const league_cell *pub_cell(const league_table *t, int ti, int md);
const db_group *pub_group_of(const pub *p, int64_t tid);

/* publish_people.c */
int pub_collect_series(pub *p, sk_err *err);
int pub_write_player(pub *p, int64_t pid, sk_err *err);
/* publish_cal.c */
int pub_write_ics(pub *p, db_uid *lu, sk_err *err);
/* publish_rank.c: the stored rankings loaded and computed (one that does
 * not compute any more left out), listed in the index, each written as
 * ranking-ID.html .csv .json, freed */
int pub_load_rankings(pub *p, sk_err *err);
void pub_index_rankings(const pub *p, sk_buf *h);
int pub_write_rankings(pub *p, sk_err *err);
void pub_free_rankings(pub *p);
int pub_write_feed(pub *p, db_uid *lu, sk_err *err);

#endif
