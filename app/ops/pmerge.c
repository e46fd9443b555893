/* pmerge.c - see pmerge.h. */
#include "pmerge.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db_day.h"
#include "db_merge.h"
#include "deskfind.h"
#include "namematch.h"
#include "outbox.h"
#include "namekey.h"
#include "playername.h"
#include "scan.h"

int ops_player_lookup(db *d, const char *key, db_player *out, sk_err *err)
{
    sk_err first;
    sk_err_clear(&first);
    int rc = playername_find(d, key, out, &first);
    char mno[MEMBER_NO_MAX + 1];
    int64_t pid = 0;
    if (rc == SK_INVALID && member_no_normalize(key, mno) &&
        db_player_by_member(d, mno, &pid, err) == SK_OK && pid)
        return db_player_get(d, pid, out, err);
    if (rc != SK_OK)
        sk_err_set(err, rc, "%s", first.msg);
    return rc;
}

int ops_player_live(db *d, int64_t *id, bool *followed, sk_err *err)
{
    if (followed)
        *followed = false;
    for (int hops = 0; *id && hops < 1000; hops++) {
        int64_t m, into;
        int rc = db_merge_open_of(d, *id, &m, &into, err);
        if (rc != SK_OK || !m)
            return rc;
        *id = into;
        if (followed)
            *followed = true;
    }
    return SK_OK;
}

/* The member number of pid into buf ("" none). */
static int member_of(db *d, int64_t pid, char *buf, size_t size, sk_err *err)
{
    db_player_info pi;
    int rc = db_player_info_get(d, pid, &pi, err);
    snprintf(buf, size, "%s", rc == SK_OK && pi.member_no ? pi.member_no : "");
    if (rc == SK_OK)
        db_player_info_clear(&pi);
    return rc;
}

/* The name of player id (for a message), malloc'd. */
static char *name_of(db *d, int64_t id)
{
    db_player p;
    sk_err e;
    sk_err_clear(&e);
    if (db_player_get(d, id, &p, &e) != SK_OK)
        return xstrdup("?");
    char *s = p.name;
    p.name = NULL;
    db_player_clear(&p);
    return s;
}

/* What a row of a table a merge moves is, for a refusal (msgids). */
static const char *row_words(const char *tbl)
{
    static const struct {
        const char *tbl, *words;
    } w[] = {
        {"checkin_seats", N_("a seat of the check-in's seating")},
        {"team_members", N_("a team")},
        {"standings_lots", N_("a drawn lot")},
        {"league_roster", N_("a place on the league's roster")},
        {"attendance", N_("an attendance")},
        {"checkins", N_("a check-in")},
        {"fees", N_("an entry fee")},
    };
    for (size_t i = 0; i < sizeof w / sizeof *w; i++)
        if (strcmp(w[i].tbl, tbl) == 0)
            return _(w[i].words);
    return tbl;
}

/* Whether a merge of b into a may be: SK_OK or the refusal. */
static int judge(db *d, const db_player *a, const db_player *b, sk_err *err)
{
    if (a->id == b->id)
        return sk_err_set(err, SK_INVALID, _("%s and %s are one record: a player is not merged "
                          "with himself"), a->name, b->name);
    int64_t m, into;
    const db_player *who[2] = {a, b};
    for (int i = 0; i < 2; i++) {
        int rc = db_merge_open_of(d, who[i]->id, &m, &into, err);
        if (rc != SK_OK)
            return rc;
        if (m) {
            char *other = name_of(d, into);
            rc = sk_err_set(err, SK_INVALID, _("player %s is merged into %s already (undo it "
                            "with 'skatsheet player unmerge %s')"), who[i]->name, other,
                            who[i]->name);
            free(other);
            return rc;
        }
    }
    db_merge_seated s;
    bool found;
    int rc = db_merge_same_series(d, a->id, b->id, &s, &found, err);
    if (rc == SK_OK && found) {
        if (s.table_a == s.table_b)
            rc = sk_err_set(err, SK_INVALID, _("%s and %s sat at table %d of series %d of '%s': "
                            "they cannot be one person"), a->name, b->name, s.table_a, s.series,
                            s.tour);
        else
            rc = sk_err_set(err, SK_INVALID, _("%s and %s played series %d of '%s' at tables %d "
                            "and %d: they cannot be one person"), a->name, b->name, s.series,
                            s.tour, s.table_a, s.table_b);
        free(s.tour);
        return rc;
    }
    char ma[MEMBER_NO_MAX + 1], mb[MEMBER_NO_MAX + 1];
    if (rc == SK_OK)
        rc = member_of(d, a->id, ma, sizeof ma, err);
    if (rc == SK_OK)
        rc = member_of(d, b->id, mb, sizeof mb, err);
    if (rc == SK_OK && *ma && *mb && strcmp(ma, mb) != 0)
        return sk_err_set(err, SK_INVALID, _("%s has member number %s and %s member number %s: "
                          "two member numbers are two people"), a->name, ma, b->name, mb);
    const char *tbl;
    char *where;
    if (rc == SK_OK)
        rc = db_merge_clash(d, a->id, b->id, &tbl, &where, &found, err);
    if (rc == SK_OK && found) {
        rc = sk_err_set(err, SK_INVALID, _("%s and %s both have %s in '%s': a merge moves, "
                        "it does not join two (remove one of them first)"), a->name,
                        b->name, row_words(tbl), where ? where : "?");
        free(where);
    }
    return rc;
}

/* Inside the merge's or unmerge's transaction: the seatings of the series
 * v[0..n) into the outbox (ops_outbox_seating_id: only a pulled venue
 * group's), since the seats and substitutions that moved name another
 * player's uid now: the hub gets the series' seating with it. */
static int queue_seatings(db *d, const db_merge_series *v, size_t n, sk_err *err)
{
    int rc = SK_OK;
    for (size_t i = 0; rc == SK_OK && i < n; i++)
        rc = ops_outbox_seating_id(d, v[i].tid, v[i].series, err);
    return rc;
}

int ops_player_merge(db *d, int64_t a, int64_t b, int64_t *moved, sk_err *err)
{
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    db_player pa = {0}, pb = {0};
    rc = db_player_get(d, a, &pa, err);
    if (rc == SK_OK)
        rc = db_player_get(d, b, &pb, err);
    if (rc == SK_OK)
        rc = judge(d, &pa, &pb, err);
    int64_t m = 0, n = 0;
    db_merge_series *ser = NULL; /* where b sat: those seatings change */
    size_t nser = 0;
    if (rc == SK_OK)
        rc = db_merge_series_of(d, b, &ser, &nser, err);
    if (rc == SK_OK)
        rc = db_player_merge(d, a, b, &m, err);
    if (rc == SK_OK)
        rc = db_merge_moved(d, m, &n, err);
    if (rc == SK_OK)
        rc = queue_seatings(d, ser, nser, err);
    free(ser);
    db_player_clear(&pa);
    db_player_clear(&pb);
    if (rc != SK_OK) {
        db_rollback(d);
        return rc;
    }
    if (moved)
        *moved = n;
    return db_commit(d, err);
}

int ops_player_unmerge(db *d, int64_t b, int64_t *into, sk_err *err)
{
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    int64_t m = 0, a = 0, m2 = 0, c = 0;
    rc = db_merge_open_of(d, b, &m, &a, err);
    if (rc == SK_OK && !m) {
        char *nb = name_of(d, b);
        rc = sk_err_set(err, SK_INVALID, _("player %s is not merged into another"), nb);
        free(nb);
    }
    if (rc == SK_OK)
        rc = db_merge_open_of(d, a, &m2, &c, err);
    if (rc == SK_OK && m2) {
        char *na = name_of(d, a), *nc = name_of(d, c);
        rc = sk_err_set(err, SK_INVALID, _("%s was merged into %s since: undo that first "
                        "('skatsheet player unmerge %s')"), na, nc, na);
        free(na);
        free(nc);
    }
    if (rc == SK_OK)
        rc = db_player_unmerge(d, m, err);
    db_merge_series *ser = NULL; /* where b sits again: those seatings change */
    size_t nser = 0;
    if (rc == SK_OK)
        rc = db_merge_series_of(d, b, &ser, &nser, err);
    if (rc == SK_OK)
        rc = queue_seatings(d, ser, nser, err);
    free(ser);
    if (rc != SK_OK) {
        db_rollback(d);
        return rc;
    }
    if (into)
        *into = a;
    return db_commit(d, err);
}

void ops_suspects_free(ops_suspect *v, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        db_player_clear(&v[i].a);
        db_player_clear(&v[i].b);
    }
    free(v);
}

int ops_player_suspects(db *d, ops_suspect **out, size_t *n, sk_err *err)
{
    *out = NULL;
    *n = 0;
    db_player *v;
    size_t np;
    int rc = db_player_list(d, false, &v, &np, err);
    if (rc != SK_OK)
        return rc;
    /* equal names (case, Unicode form), or the same words in any order as
     * the desk folds them ("Weißbach, Jürgen", "Jürgen Weissbach") */
    char **key = xcalloc(np ? np : 1, sizeof *key), **words = xcalloc(np ? np : 1, sizeof *words);
    for (size_t i = 0; i < np; i++) {
        key[i] = namekey_of(v[i].name);
        char *f = ops_desk_fold(v[i].name);
        words[i] = namematch_words(f);
        free(f);
    }
    size_t cap = 0;
    for (size_t i = 0; rc == SK_OK && i < np; i++)
        for (size_t j = i + 1; rc == SK_OK && j < np; j++) {
            bool same = strcmp(key[i], key[j]) == 0;
            if (!same && strcmp(words[i], words[j]) != 0)
                continue;
            int64_t m1, m2, x;
            char ma[MEMBER_NO_MAX + 1], mb[MEMBER_NO_MAX + 1];
            db_merge_seated s;
            bool both;
            rc = db_merge_open_of(d, v[i].id, &m1, &x, err);
            if (rc == SK_OK)
                rc = db_merge_open_of(d, v[j].id, &m2, &x, err);
            if (rc == SK_OK)
                rc = member_of(d, v[i].id, ma, sizeof ma, err);
            if (rc == SK_OK)
                rc = member_of(d, v[j].id, mb, sizeof mb, err);
            if (rc == SK_OK)
                rc = db_merge_same_series(d, v[i].id, v[j].id, &s, &both, err);
            if (rc == SK_OK && both)
                free(s.tour);
            if (rc != SK_OK || m1 || m2 || both || (*ma && *mb && strcmp(ma, mb) != 0))
                continue;
            if (*n == cap) {
                cap = cap ? 2 * cap : 8;
                *out = xrealloc(*out, cap * sizeof **out);
            }
            ops_suspect *e = &(*out)[(*n)++];
            e->a = v[i];
            e->b = v[j];
            e->a.name = xstrdup(v[i].name);
            e->a.club = v[i].club ? xstrdup(v[i].club) : NULL;
            e->b.name = xstrdup(v[j].name);
            e->b.club = v[j].club ? xstrdup(v[j].club) : NULL;
            bool clubs = v[i].club && v[j].club && strcmp(v[i].club, v[j].club) != 0;
            if (same)
                e->why = *ma || *mb ? N_("names equal up to case and Unicode form, one member number")
                         : clubs ? N_("names equal up to case and Unicode form, in different "
                                      "clubs, no member numbers")
                                 : N_("names equal up to case and Unicode form, no member numbers");
            else if (*ma || *mb)
                e->why = N_("the same words of the names in any order (ä as ae, ß as ss), "
                            "one member number");
            else if (clubs)
                e->why = N_("the same words of the names in any order (ä as ae, ß as ss), "
                            "in different clubs, no member numbers");
            else
                e->why = N_("the same words of the names in any order (ä as ae, ß as ss), "
                            "no member numbers");
        }
    for (size_t i = 0; i < np; i++) {
        free(key[i]);
        free(words[i]);
    }
    free(key);
    free(words);
    db_players_free(v, np);
    if (rc != SK_OK) {
        ops_suspects_free(*out, *n);
        *out = NULL;
        *n = 0;
    }
    return rc;
}
