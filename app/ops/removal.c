/* removal.c - see removal.h */
#include "removal.h"

#include <stdlib.h>
#include <string.h>

#include "util.h"

/* n things, worded by a format with one %d for one and for many */
typedef struct part {
    int n;
    const char *one, *many;
} part;

/* Every part with n > 0, comma separated, into out->what. */
static void words(ops_removal *out, const part *p, size_t np)
{
    sk_buf b = {0};
    for (size_t i = 0; i < np; i++) {
        if (!p[i].n)
            continue;
        if (b.len)
            sk_buf_add(&b, ", ");
        sk_buf_printf(&b, sk_ntr(p[i].one, p[i].many, (unsigned long)p[i].n), p[i].n);
    }
    out->what = sk_buf_take(&b);
}

void ops_removal_free(ops_removal *r)
{
    if (!r)
        return;
    free(r->what);
    memset(r, 0, sizeof *r);
}

int ops_tournament_removal(db *d, const db_tournament *t, ops_removal *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    db_contents c;
    int rc = db_tournament_contents(d, t->id, &c, err);
    if (rc != SK_OK)
        return rc;
    if (c.venue)
        return sk_err_set(err, SK_INVALID, _("tournament '%s' is a venue group of a league "
                          "match day: it goes with the match day ('league matchday remove')"),
                          t->name);
    const part p[] = {
        {c.series, NP_("%d drawn series", "%d drawn series")},
        {c.games, NP_("%d recorded game", "%d recorded games")},
        {c.teams, NP_("%d team", "%d teams")},
        {c.attendance, NP_("%d players marked present", "%d players marked present")},
        {c.seasons, NP_("its place in %d season", "its place in %d seasons")},
    };
    words(out, p, sizeof p / sizeof *p);
    out->asks = c.series || c.teams || c.seasons || c.games;
    return SK_OK;
}

/* *out (zeroed first): when rc (of reading w) is SK_OK, db_removal w in
 * words; asks when games would go.  Returns rc. */
static int league_words(int rc, const db_removal *w, ops_removal *out)
{
    memset(out, 0, sizeof *out);
    if (rc != SK_OK)
        return rc;
    const part p[] = {
        {w->teams, NP_("%d team", "%d teams")},
        {w->players, NP_("%d roster player", "%d roster players")},
        {w->matchdays, NP_("%d match day", "%d match days")},
        {w->tournaments, NP_("%d venue tournament", "%d venue tournaments")},
        {w->games, NP_("%d recorded game", "%d recorded games")},
    };
    words(out, p, sizeof p / sizeof *p);
    out->asks = w->games > 0;
    return SK_OK;
}

int ops_league_removal(db *d, int64_t lid, ops_removal *out, sk_err *err)
{
    db_removal w;
    return league_words(db_league_remove_what(d, lid, &w, err), &w, out);
}

int ops_league_team_removal(db *d, int64_t lid, const char *name, ops_removal *out,
                            int64_t *tmid, sk_err *err)
{
    db_removal w;
    return league_words(db_league_team_remove_what(d, lid, name, &w, tmid, err), &w, out);
}

int ops_league_matchday_removal(db *d, int64_t lid, int number, ops_removal *out, int64_t *mdid,
                                sk_err *err)
{
    db_removal w;
    return league_words(db_league_matchday_remove_what(d, lid, number, &w, mdid, err), &w, out);
}
