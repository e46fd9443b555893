/* deskfind.c - see deskfind.h */
#include "deskfind.h"

#include <stdlib.h>
#include <string.h>

#include "db_players.h"
#include "db_register.h"
#include "entrycode.h"
#include "namekey.h"
#include "namematch.h"

void ops_desk_hit_clear(ops_desk_hit *h)
{
    if (!h)
        return;
    if (h->has_reg)
        db_prereg_clear(&h->reg);
    memset(h, 0, sizeof *h);
}

char *ops_desk_fold(const char *name)
{
    char *k = namekey_of(name);
    char *f = namematch_fold(k);
    free(k);
    return f;
}

/* How well name matches want, a folded key (namematch_score; -1: not). */
static int score(const char *want, const char *name)
{
    char *k = ops_desk_fold(name);
    int s = namematch_score(want, k);
    free(k);
    return s;
}

/* One candidate: a registration (reg >= 0, its index) or a player. */
typedef struct cand {
    long reg;       /* index into the registrations, -1: a player */
    size_t player;  /* index into the players */
    int score;
} cand;

int ops_desk_by_name(db *d, const db_tournament *t, const char *typed, ops_desk_hit *out,
                     bool *found, sk_err *err)
{
    memset(out, 0, sizeof *out);
    *found = false;
    db_prereg *rv = NULL;
    size_t nr = 0;
    db_player *pv = NULL;
    size_t np = 0;
    int rc = db_prereg_list(d, t->id, false, &rv, &nr, err);
    if (rc == SK_OK)
        rc = db_player_list(d, false, &pv, &np, err);
    if (rc != SK_OK) {
        db_preregs_free(rv, nr);
        return rc;
    }
    char *want = ops_desk_fold(typed);
    cand *c = xmalloc((nr + np + 1) * sizeof *c);
    size_t nc = 0;
    int best = 3;
    for (size_t i = 0; i < nr; i++) {
        if (rv[i].state == DB_REG_REJECTED)
            continue;
        int s = score(want, rv[i].name);
        if (s >= 0) {
            c[nc++] = (cand){(long)i, 0, s};
            best = s < best ? s : best;
        }
    }
    for (size_t j = 0; j < np; j++) {
        bool linked = false; /* the player of a registration: found as that */
        for (size_t i = 0; i < nr && !linked; i++)
            linked = rv[i].state != DB_REG_REJECTED && rv[i].player_id == pv[j].id;
        if (linked)
            continue;
        int s = score(want, pv[j].name);
        if (s >= 0) {
            c[nc++] = (cand){-1, j, s};
            best = s < best ? s : best;
        }
    }
    free(want);
    /* the same name wins over names only near it */
    size_t hits = 0, hit = 0;
    for (size_t k = 0; k < nc; k++)
        if (best > 0 || c[k].score == 0)
            c[hits++] = c[k];
    if (hits == 1) {
        *found = true;
        if (c[hit].reg >= 0) {
            out->has_reg = true;
            out->reg = rv[c[hit].reg];
            memset(&rv[c[hit].reg], 0, sizeof rv[0]);
            out->player_id = out->reg.player_id;
        } else {
            out->player_id = pv[c[hit].player].id;
        }
    } else if (hits > 1) {
        sk_buf names = {0};
        for (size_t k = 0; k < hits; k++) {
            if (k)
                sk_buf_add(&names, ", ");
            if (c[k].reg >= 0) {
                const db_prereg *r = &rv[c[k].reg];
                char code[ENTRYCODE_LEN + 2];
                entrycode_format(r->code, code);
                sk_buf_printf(&names, _("'%s' (registration, code %s)"), r->name,
                              r->code[0] ? code : "-");
            } else if (pv[c[k].player].number) {
                sk_buf_printf(&names, _("'%s' (no. %d)"), pv[c[k].player].name,
                              pv[c[k].player].number);
            } else {
                sk_buf_printf(&names, "'%s'", pv[c[k].player].name);
            }
        }
        rc = sk_err_set(err, SK_INVALID, _("'%s' matches several: %s; type the code, the start "
                        "number or the whole name: nothing changed"), typed, sk_buf_str(&names));
        sk_buf_free(&names);
    }
    free(c);
    db_preregs_free(rv, nr);
    db_players_free(pv, np);
    return rc;
}

int ops_desk_registered(db *d, const db_tournament *t, const char *name, bool same_only,
                        db_prereg *out, bool *found, sk_err *err)
{
    memset(out, 0, sizeof *out);
    *found = false;
    db_prereg *rv = NULL;
    size_t nr = 0;
    int rc = db_prereg_list(d, t->id, false, &rv, &nr, err);
    if (rc != SK_OK)
        return rc;
    char *want = ops_desk_fold(name);
    size_t hit = nr;
    int best = same_only ? 1 : 2;
    for (size_t i = 0; i < nr; i++) {
        if (rv[i].state == DB_REG_REJECTED)
            continue;
        int s = score(want, rv[i].name);
        if (s >= 0 && s < best) { /* the whole name, not a first name alone */
            best = s;
            hit = i;
        }
    }
    free(want);
    if (hit < nr) {
        *out = rv[hit];
        memset(&rv[hit], 0, sizeof rv[hit]);
        *found = true;
    }
    db_preregs_free(rv, nr);
    return SK_OK;
}
