/* demo.c - see demo.h: a demo tournament with drawn seats and realistic,
 * valid games (app/core/demogen.c), reproducible by its seed. */
#include "demo.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db_import.h"
#include "db_players.h"
#include "db_seating.h"
#include "demogen.h"
#include "draw.h"
#include "i18n.h"

static const char *const first_names[] = {
    "Jürgen", "Günther", "Jörg", "Björn", "Sören", "Hans-Jürgen", "Klaus", "Dieter", "Uwe",
    "Wolfgang", "Manfred", "Bernd", "Heinz", "Rüdiger", "Karl-Heinz", "Sepp", "Franz",
    "Alois", "Helmut", "Horst", "Gerd", "Frank", "Thomas", "Stefan", "Ursula", "Brigitte",
    "Monika", "Renate", "Gisela", "Käthe", "Hannelore", "Bärbel", "Margit",
    "Annelie", "Sabine", "Petra", "Doris", "Zoë", "Özlem", "René", "André", "Lukas",
};

static const char *const last_names[] = {
    "Weiß", "Müller", "Schröder", "Schäfer", "Köhler", "Krüger", "Größer", "Hübner",
    "Böhm", "Jäger", "Lösch", "Schütz", "Fuchs", "Wagner", "Becker", "Hofmann",
    "Gruber", "Huber", "Pichler", "Steiner", "Moser", "Mayrhofer", "Brandstätter",
    "Strauß", "Vogel", "Koch", "Lehmann", "Kühn", "Dörfler", "Pöschl", "Wimmer",
    "Bauer", "Zöllner", "Haßler", "Neumann", "Oßwald",
};

static const char *const clubs[] = {
    "SC Herz As Köln", "Skatfreunde Grün-Weiß Wien", "Kreuz Bube Düsseldorf",
    "Skatclub Löwen Graz", "SF Schellen Ober München", "Reizende Damen Hannover",
    "Skatverein Blatt 08 Linz", "Club Ouvert Würzburg",
};

static void shuffle(rng *r, int *v, int n)
{
    for (int i = n - 1; i > 0; i--) {
        int j = (int)rng_below(r, (uint32_t)i + 1);
        int t = v[i];
        v[i] = v[j];
        v[j] = t;
    }
}

/* The players' names: unique first/last combinations picked by r. */
static char **make_names(rng *r, int n)
{
    size_t nf = sizeof first_names / sizeof first_names[0];
    size_t nl = sizeof last_names / sizeof last_names[0];
    char **names = xcalloc((size_t)n, sizeof *names);
    for (int i = 0; i < n; i++) {
        for (int attempt = 0;; attempt++) {
            char *s = attempt < 50
                ? xasprintf("%s %s", first_names[rng_below(r, (uint32_t)nf)],
                            last_names[rng_below(r, (uint32_t)nl)])
                : xasprintf("%s %s %d", first_names[rng_below(r, (uint32_t)nf)],
                            last_names[rng_below(r, (uint32_t)nl)], i + 1);
            bool dup = false;
            for (int k = 0; k < i && !dup; k++)
                dup = strcmp(names[k], s) == 0;
            if (!dup) {
                names[i] = s;
                break;
            }
            free(s);
        }
    }
    return names;
}

/* The tournament "Demo-Turnier" ("Demo-Turnier 2", ... when taken) of
 * nseries series into *t (name in name[0..n)), created. */
static int demo_tournament(db *d, int nseries, db_tournament *t, char *name, size_t n,
                           sk_err *err)
{
    db_tournament *have = NULL;
    size_t nhave = 0;
    int rc = db_tournament_list(d, &have, &nhave, err);
    if (rc != SK_OK)
        return rc;
    for (int k = 1;; k++) {
        if (k == 1)
            snprintf(name, n, _("Demo-Turnier"));
        else
            snprintf(name, n, _("Demo-Turnier %d"), k);
        bool taken = false;
        for (size_t i = 0; i < nhave && !taken; i++)
            taken = strcmp(have[i].name, name) == 0;
        if (!taken)
            break;
    }
    db_tournaments_free(have, nhave);
    db_tournament_defaults(t);
    t->name = name;
    t->date = "2025-03-15";
    t->series_count = nseries;
    int64_t tid;
    rc = db_tournament_create(d, t, &tid, err);
    if (rc == SK_OK)
        t->id = tid;
    return rc;
}

/* nplayers players (ids[], their clubs club_of[] as 1-based indexes into
 * clubs): a player of the same name is reused; start numbers where free. */
static int demo_players(db *d, rng *r, int nplayers, int64_t *ids, int64_t *club_of,
                        sk_err *err)
{
    db_player *old = NULL;
    size_t nold = 0;
    int rc = db_player_list(d, false, &old, &nold, err);
    if (rc != SK_OK)
        return rc;
    int maxno = 0;
    for (size_t i = 0; i < nold; i++)
        if (old[i].number > maxno)
            maxno = old[i].number;
    char **names = make_names(r, nplayers);
    for (int i = 0; i < nplayers && rc == SK_OK; i++) {
        club_of[i] = 1 + (int64_t)rng_below(r, sizeof clubs / sizeof clubs[0]);
        for (size_t k = 0; k < nold; k++)
            if (strcmp(old[k].name, names[i]) == 0)
                ids[i] = old[k].id;
        if (!ids[i])
            rc = db_player_add(d, names[i], maxno + i + 1, clubs[club_of[i] - 1], &ids[i],
                               err);
    }
    db_players_free(old, nold);
    for (int i = 0; i < nplayers; i++)
        free(names[i]);
    free(names);
    return rc;
}

/* The scratch space of one series (sized for nplayers). */
typedef struct demo_space {
    int *order;
    size_t *seated;
    int64_t *group;
    int *sizes;
    db_table *tables;
    game_entry *games;
} demo_space;

/* Series s: a few players absent, a random draw (clubs kept apart where
 * possible), the games of every table; the games counted. */
static int demo_series(db *d, rng *r, const db_tournament *t, int s, int nplayers,
                       const int64_t *ids, const int64_t *club_of, uint64_t seed, demo_space *w,
                       long *ngames, long *npassed, long *nlost, sk_err *err)
{
    static const int absent_by_series[] = {2, 1, 3, 0};
    int absent = absent_by_series[(s - 1) % 4];
    int present = nplayers - absent;
    if (present == 5 || present < 3)
        present = nplayers;
    for (int i = 0; i < nplayers; i++)
        w->order[i] = i;
    shuffle(r, w->order, nplayers);  /* the first `present` play */
    for (int i = 0; i < present; i++)
        w->group[i] = club_of[w->order[i]];
    draw_options opt = {.seed = rng_next(r), .seeded = false, .group = w->group};
    size_t ntab = 0;
    int rc = draw_seat((size_t)present, &opt, w->sizes, &ntab, w->seated, err);
    size_t p = 0;
    for (size_t k = 0; k < ntab && rc == SK_OK; k++) {
        db_table *tb = &w->tables[k];
        memset(tb, 0, sizeof *tb);
        tb->table_no = (int)k + 1;
        tb->size = w->sizes[k];
        for (int q = 0; q < w->sizes[k]; q++) {
            tb->seats[q].seat = q + 1;
            tb->seats[q].player_id = ids[w->order[w->seated[p++]]];
        }
    }
    if (rc == SK_OK)
        rc = db_series_store(d, t->id, s, "random", true, opt.seed, w->tables, ntab, err);
    for (size_t k = 0; k < ntab && rc == SK_OK; k++) {
        game_table_rules tr;
        db_tournament_table_rules(t, w->sizes[k], &tr);
        demogen_table(&tr, seed, s, (int)k + 1, w->games);
        rc = db_games_import(d, t->id, w->games, (size_t)tr.series_games, NULL, NULL, NULL, err);
        for (int g = 0; g < tr.series_games && rc == SK_OK; g++) {
            rules_outcome o;
            rc = game_validate(&w->games[g], &tr, &o, err);
            (*ngames)++;
            *npassed += w->games[g].passed;
            *nlost += !w->games[g].passed && !o.won;
        }
    }
    return rc;
}

int ops_demo_fill(db *d, int nplayers, int nseries, uint64_t seed, db_tournament *tout,
                  long *ngames, long *npassed, long *nlost, sk_err *err)
{
    rng r;
    rng_seed(&r, seed);

    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    char name[64];
    db_tournament t;
    rc = demo_tournament(d, nseries, &t, name, sizeof name, err);
    int64_t *ids = xcalloc((size_t)nplayers, sizeof *ids);
    int64_t *club_of = xcalloc((size_t)nplayers, sizeof *club_of);
    if (rc == SK_OK)
        rc = demo_players(d, &r, nplayers, ids, club_of, err);
    demo_space w = {
        xcalloc((size_t)nplayers, sizeof *w.order),
        xcalloc((size_t)nplayers, sizeof *w.seated),
        xcalloc((size_t)nplayers, sizeof *w.group),
        xcalloc((size_t)nplayers / 3 + 1, sizeof *w.sizes),
        xcalloc((size_t)nplayers / 3 + 1, sizeof *w.tables),
        xcalloc(400, sizeof *w.games),
    };
    for (int s = 1; s <= nseries && rc == SK_OK; s++)
        rc = demo_series(d, &r, &t, s, nplayers, ids, club_of, seed, &w, ngames, npassed, nlost,
                         err);
    SK_FREE_ALL(w.order, w.seated, w.group, w.sizes, w.tables, w.games);
    free(ids);
    free(club_of);
    if (rc != SK_OK) {
        db_rollback(d);
        return rc;
    }
    rc = db_commit(d, err);
    if (rc == SK_OK) {
        tout->id = t.id;
        tout->name = xstrdup(name);
        tout->series_count = nseries;
    }
    return rc;
}

