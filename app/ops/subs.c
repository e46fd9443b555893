/* subs.c - see subs.h */
#include "subs.h"

#include <stdlib.h>

#include "db_seating.h"
#include "opsfam.h"
#include "outbox.h"
#include "xjson.h"

void ops_subs_of_table(const db_sub *v, size_t n, int series_no, int table_no,
                       subs_change **out, size_t *nout)
{
    *out = NULL;
    *nout = 0;
    for (size_t i = 0; i < n; i++) {
        if (v[i].series_no != series_no || v[i].table_no != table_no)
            continue;
        *out = xrealloc(*out, (*nout + 1) * sizeof **out);
        (*out)[(*nout)++] = (subs_change){v[i].seat, v[i].from_game, v[i].player_id};
    }
}

void ops_subs_table_at(const db_table *tab, const db_sub *v, size_t n, int series_no,
                       int game_no, db_table *out)
{
    *out = *tab;
    for (size_t i = 0; i < n; i++) /* in seat and game order: the last one that began wins */
        if (v[i].series_no == series_no && v[i].table_no == tab->table_no &&
            v[i].seat >= 1 && v[i].seat <= tab->size && v[i].from_game <= game_no) {
            db_seat *st = &out->seats[v[i].seat - 1];
            st->player_id = v[i].player_id;
            st->name = v[i].name;
            st->number = 0;
            st->club = NULL;
        }
}

/* SK_INVALID: player p sits at (table_no, seat) of series_no. */
static int seated_at(const db_player *p, int table_no, int seat, int series_no, sk_err *err)
{
    return sk_err_set(err, SK_INVALID,
                      _("player '%s' is seated at table %d, seat %d of series %d: "
                        "a player plays one seat of a series"),
                      p->name, table_no, seat, series_no);
}

/* Where else in series s (with its substitutions subs) player pid sits:
 * SK_INVALID naming it when at another seat than (table_no, seat). */
static int seated_elsewhere(const db_series *s, const db_sub *subs, size_t nsubs, int table_no,
                            int seat, const db_player *p, sk_err *err)
{
    for (size_t k = 0; k < s->ntables; k++)
        for (int i = 0; i < s->tables[k].size; i++) {
            const db_seat *st = &s->tables[k].seats[i];
            if (st->player_id == p->id && (s->tables[k].table_no != table_no || st->seat != seat))
                return seated_at(p, s->tables[k].table_no, st->seat, s->series_no, err);
        }
    for (size_t i = 0; i < nsubs; i++)
        if (subs[i].player_id == p->id && (subs[i].table_no != table_no || subs[i].seat != seat))
            return seated_at(p, subs[i].table_no, subs[i].seat, s->series_no, err);
    return SK_OK;
}

/* At a league's match day the substitute p comes from the roster of the
 * team of the seat's player `was` (the team's match points stay the
 * team's: its result is the sum of its players' totals). */
static int same_team(db *d, int64_t tid, const db_player *p, int64_t was, const char *was_name,
                     sk_err *err)
{
    bool league = false;
    int64_t team = 0, mine = 0;
    char *name = NULL, *my_name = NULL;
    int rc = db_sub_league_team(d, tid, was, &league, &team, &name, err);
    if (rc == SK_OK && league && team)
        rc = db_sub_league_team(d, tid, p->id, &league, &mine, &my_name, err);
    if (rc == SK_OK && league && team && mine != team)
        rc = sk_err_set(err, SK_INVALID,
                        _("player '%s' is not on the roster of team '%s' of '%s': at a league's "
                          "match day a substitute plays for the seat's team"),
                        p->name, name, was_name ? was_name : "?");
    free(name);
    free(my_name);
    return rc;
}

/* The judgement of ops_sub_add inside its transaction. */
static int judge(db *d, const ops_tour *t, int series_no, int table_no, int seat, int from_game,
                 const db_player *p, sk_err *err)
{
    db_series s;
    int rc = db_series_get(d, t->row.id, series_no, &s, err);
    if (rc != SK_OK)
        return rc;
    db_sub *subs = NULL;
    size_t nsubs = 0;
    rc = db_subs_list(d, t->row.id, series_no, &subs, &nsubs, err);
    const db_table *tab = NULL;
    for (size_t k = 0; k < s.ntables; k++)
        if (s.tables[k].table_no == table_no)
            tab = &s.tables[k];
    int len = tab && tab->size == 4 ? t->row.games4 : t->row.games3;
    if (rc != SK_OK) {
    } else if (!tab) {
        rc = sk_err_set(err, SK_INVALID,
                        sk_ntr("table %d: series %d has %zu table",
                               "table %d: series %d has %zu tables", s.ntables),
                        table_no, series_no, s.ntables);
    } else if (seat < 1 || seat > tab->size) {
        rc = sk_err_set(err, SK_INVALID, _("seat %d is not at this table: seats 1 to %d"), seat,
                        tab->size);
    } else if (from_game < 2 || from_game > len) {
        rc = sk_err_set(err, SK_INVALID,
                        _("from-game %d: a substitution begins at game 2 to %d of the series "
                          "(the seating's player plays game 1)"),
                        from_game, len);
    }
    subs_change *c = NULL;
    size_t nc = 0;
    if (rc == SK_OK) {
        ops_subs_of_table(subs, nsubs, series_no, table_no, &c, &nc);
        int last = 0;
        for (size_t i = 0; i < nc; i++)
            if (c[i].seat == seat && c[i].from_game > last)
                last = c[i].from_game;
        int64_t seated[SHEET_MAX_SEATS + 1] = {0};
        for (int i = 0; i < tab->size; i++)
            seated[tab->seats[i].seat] = tab->seats[i].player_id;
        if (from_game <= last)
            rc = sk_err_set(err, SK_INVALID,
                            _("from-game %d: seat %d of table %d is substituted from game %d: "
                              "a later substitution begins after it"),
                            from_game, seat, table_no, last);
        else if (subs_player_at(seated, c, nc, seat, from_game) == p->id)
            rc = sk_err_set(err, SK_INVALID,
                            _("player '%s' already plays seat %d of table %d at game %d"),
                            p->name, seat, table_no, from_game);
        else
            rc = seated_elsewhere(&s, subs, nsubs, table_no, seat, p, err);
        if (rc == SK_OK) {
            int64_t was = subs_player_at(seated, c, nc, seat, from_game);
            const char *was_name = NULL;
            for (int i = 0; i < tab->size; i++)
                if (tab->seats[i].player_id == was)
                    was_name = tab->seats[i].name;
            for (size_t i = 0; !was_name && i < nsubs; i++)
                if (subs[i].player_id == was)
                    was_name = subs[i].name;
            rc = same_team(d, t->row.id, p, was, was_name, err);
        }
    }
    free(c);
    db_subs_free(subs, nsubs);
    db_series_clear(&s);
    return rc;
}

int ops_sub_add(db *d, const ops_tour *t, int series_no, int table_no, int seat, int from_game,
                const char *player, db_player *who, sk_err *err)
{
    if (ops_form_of(&t->rules) != OPS_FORM_ISKO)
        return sk_err_set(err, SK_INVALID,
                          _("tournament '%s': a substitution is for a Skat list by the ISkO "
                            "(Seeger-Fabian), not for its game"),
                          t->row.name);
    db_player p;
    int rc = db_player_find(d, player, &p, err);
    if (rc != SK_OK)
        return rc;
    rc = db_begin(d, err);
    if (rc == SK_OK) {
        rc = judge(d, t, series_no, table_no, seat, from_game, &p, err);
        if (rc == SK_OK)
            rc = db_sub_store(d, t->row.id, series_no, table_no, seat, from_game, p.id, err);
        if (rc == SK_OK) /* a pulled venue group: the seating with it to the hub */
            rc = ops_outbox_seating(d, &t->row, series_no, err);
        if (rc == SK_OK)
            rc = db_commit(d, err);
        else
            db_rollback(d);
    }
    if (rc == SK_OK && who)
        *who = p;
    else
        db_player_clear(&p);
    return rc;
}

int ops_sub_put(db *d, const ops_tour *t, int series_no, int table_no, int seat, int from_game,
                int64_t player_id, sk_err *err)
{
    db_sub *subs = NULL;
    size_t n = 0;
    int rc = db_subs_list(d, t->row.id, series_no, &subs, &n, err);
    bool have = false;
    for (size_t i = 0; rc == SK_OK && i < n; i++)
        if (subs[i].table_no == table_no && subs[i].seat == seat &&
            subs[i].from_game == from_game) {
            have = true;
            if (subs[i].player_id != player_id)
                rc = sk_err_set(err, SK_INVALID,
                                _("seat %d of table %d is substituted from game %d by '%s' "
                                  "already: a substitution is not replaced"),
                                seat, table_no, from_game, subs[i].name);
        }
    db_subs_free(subs, n);
    if (rc != SK_OK || have)
        return rc;
    db_player p;
    rc = db_player_get(d, player_id, &p, err);
    if (rc != SK_OK)
        return rc;
    rc = judge(d, t, series_no, table_no, seat, from_game, &p, err);
    if (rc == SK_OK)
        rc = db_sub_store(d, t->row.id, series_no, table_no, seat, from_game, p.id, err);
    db_player_clear(&p);
    return rc;
}

int ops_subs_put_all(db *d, const ops_tour *t, int series_no, const xsub *v, size_t n,
                     const char *path, sk_err *err)
{
    int rc = SK_OK;
    for (size_t i = 0; rc == SK_OK && i < n; i++) {
        sk_err why;
        sk_err_clear(&why);
        rc = ops_sub_put(d, t, series_no, v[i].table_no, v[i].seat, v[i].from_game,
                         v[i].player_id, &why);
        if (rc == SK_INVALID)
            rc = xj_fail(err, path, "%s", why.msg);
        else if (rc != SK_OK)
            rc = sk_err_set(err, rc, "%s", why.msg);
    }
    return rc;
}
