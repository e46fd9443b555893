/* import.c - see import.h */
#include "import.h"
#include "i18n.h"
#include "outbox.h"
#include "wctx.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db.h"
#include "db_games.h"
#include "db_import.h"
#include "game.h"
#include "housegame.h"
#include "housetable.h"

typedef struct table_key {
    int series, table_no, size; /* series 0: an empty slot */
    int bad;                    /* size 0: 1 + index of its refusal in bad[] */
} table_key;

/* Every table of the tournament, read in the import's transaction before
 * the reader thread starts (which then only reads it), in an
 * open-addressing hash on (series, table): a season has tens of thousands
 * of tables. */
typedef struct lookup_ctx {
    const db_tournament *t;
    table_key *v;
    size_t n, cap;              /* cap: 0 or a power of two */
    char **bad;                 /* refusals of stored sizes out of range */
    size_t nbad;
} lookup_ctx;

static size_t key_slot(const lookup_ctx *c, int series, int table_no)
{
    size_t h = ((size_t)(unsigned)series * 0x9E3779B1u) ^ ((size_t)(unsigned)table_no * 0x85EBCA77u);
    size_t i = h & (c->cap - 1);
    while (c->v[i].series && (c->v[i].series != series || c->v[i].table_no != table_no))
        i = (i + 1) & (c->cap - 1);
    return i;
}

static void key_put(lookup_ctx *c, table_key k)
{
    if (2 * (c->n + 1) > c->cap) {
        table_key *old = c->v;
        size_t ocap = c->cap;
        c->cap = ocap ? ocap * 2 : 64;
        c->v = xcalloc(c->cap, sizeof *c->v);
        for (size_t i = 0; i < ocap; i++)
            if (old[i].series)
                c->v[key_slot(c, old[i].series, old[i].table_no)] = old[i];
        free(old);
    }
    table_key *slot = &c->v[key_slot(c, k.series, k.table_no)];
    if (!slot->series)
        c->n++;
    *slot = k;
}

/* db_table_each_fn: one table of the tournament into the hash. */
static void table_put(void *ud, int series, int table_no, int size, const sk_err *bad)
{
    lookup_ctx *c = ud;
    if (series < 1)
        return; /* no file names it (series are 1..) */
    table_key k = {series, table_no, size, 0};
    if (bad) {
        c->bad = xrealloc(c->bad, (c->nbad + 1) * sizeof *c->bad);
        c->bad[c->nbad++] = xstrdup(bad->msg);
        k.bad = (int)c->nbad;
    }
    key_put(c, k);
}

static void lookup_free(lookup_ctx *c)
{
    for (size_t i = 0; i < c->nbad; i++)
        free(c->bad[i]);
    free(c->bad);
    free(c->v);
}

static int lookup_table(void *ud, int series, int table_no, game_table_rules *out, sk_err *err)
{
    const lookup_ctx *c = ud;
    const table_key *k = c->cap ? &c->v[key_slot(c, series, table_no)] : NULL;
    if (!k || !k->series)
        return sk_err_set(err, SK_INVALID, _("series %d has no table %d"), series, table_no);
    if (k->bad)
        return sk_err_set(err, SK_FAIL, "%s", c->bad[k->bad - 1]);
    db_tournament_table_rules(c->t, k->size, out);
    return SK_OK;
}

static int cmp_game(const void *a, const void *b)
{
    const game_entry *x = a, *y = b;
    if (x->series != y->series)
        return x->series < y->series ? -1 : 1;
    if (x->table_no != y->table_no)
        return x->table_no < y->table_no ? -1 : 1;
    return (x->game_no > y->game_no) - (x->game_no < y->game_no);
}

/* The same game as entered (a result given next to points is not compared:
 * the points decide). */
static bool same_game(const game_entry *a, const game_entry *b)
{
    if (a->passed != b->passed || !housegame_same(&a->h, &b->h))
        return false;
    if (a->passed)
        return true;
    const rules_game *x = &a->g, *y = &b->g;
    bool pts = x->points != RULES_POINTS_NONE && y->points != RULES_POINTS_NONE;
    return a->declarer == b->declarer && x->contract == y->contract &&
           x->matadors == y->matadors && x->hand == y->hand && x->ouvert == y->ouvert &&
           x->announce == y->announce && x->bid == y->bid && x->points == y->points &&
           x->schwarz == y->schwarz && (pts || x->schneider == y->schneider) &&
           (pts || x->result == y->result);
}

/* Games of the file that are already recorded: one error per line
 * (OPS_EXISTING_ERROR); with OPS_EXISTING_SKIP/REPLACE the same values are taken
 * out of gs (*skipped counts them), different ones are an error (SKIP) or
 * moved to *repl (REPLACE). */
static int check_existing(db *d, int64_t tid, csvin_games *gs, csvin_errors *errs,
                          ops_existing mode,
                          size_t *skipped, csvin_games *repl, sk_err *err)
{
    int *done = NULL;
    size_t ndone = 0;
    game_entry *have = NULL;
    size_t nhave = 0;
    for (size_t i = 0; i < gs->n; i++) {
        int s = gs->v[i].series;
        bool seen = false;
        for (size_t k = 0; k < ndone && !seen; k++)
            seen = done[k] == s;
        if (seen)
            continue;
        done = xrealloc(done, (ndone + 1) * sizeof *done);
        done[ndone++] = s;
        db_game *v = NULL;
        size_t n = 0;
        int rc = db_game_list(d, tid, s, 0, &v, &n, err);
        if (rc != SK_OK) {
            free(done);
            free(have);
            return rc;
        }
        have = xrealloc(have, (nhave + n + 1) * sizeof *have);
        for (size_t k = 0; k < n; k++)
            have[nhave++] = v[k].e;
        db_games_free(v, n);
    }
    free(done);
    if (nhave) {
        qsort(have, nhave, sizeof *have, cmp_game);
        size_t keep = 0;
        for (size_t i = 0; i < gs->n; i++) {
            const game_entry *h = bsearch(&gs->v[i], have, nhave, sizeof *have, cmp_game);
            if (h && mode == OPS_EXISTING_ERROR)
                csvin_errors_add(errs, gs->line[i],
                                 _("game %d of series %d table %d is already recorded: delete "
                                 "or edit it first (or import with --skip-existing or "
                                 "--replace)"), gs->v[i].game_no, gs->v[i].series,
                                 gs->v[i].table_no);
            if (h && mode != OPS_EXISTING_ERROR && same_game(h, &gs->v[i])) {
                (*skipped)++;
                continue;
            }
            if (h && mode == OPS_EXISTING_SKIP)
                csvin_errors_add(errs, gs->line[i],
                                 _("game %d of series %d table %d is recorded with other values: "
                                 "import with --replace to replace it"), gs->v[i].game_no,
                                 gs->v[i].series, gs->v[i].table_no);
            if (h && mode == OPS_EXISTING_REPLACE) {
                if (repl->n == repl->cap) {
                    repl->cap = repl->cap ? 2 * repl->cap : 16;
                    repl->v = xrealloc(repl->v, repl->cap * sizeof *repl->v);
                    repl->line = xrealloc(repl->line, repl->cap * sizeof *repl->line);
                }
                repl->v[repl->n] = gs->v[i];
                repl->line[repl->n++] = gs->line[i];
                continue;
            }
            gs->v[keep] = gs->v[i];
            gs->line[keep++] = gs->line[i];
        }
        gs->n = keep;
    }
    free(have);
    return SK_OK;
}

/* err = "line N: MSG: nothing imported" from the refusal in err. */
static int refused_at(long line, int rc, sk_err *err)
{
    char msg[sizeof err->msg];
    snprintf(msg, sizeof msg, "%s", err->msg);
    sk_err_clear(err);
    return sk_err_set(err, rc, _("line %ld: %s: nothing imported"), line, msg);
}

/* ---- the reader thread: parses and validates the file while the
 * caller's thread stores the games validated so far ---- */

#define CHUNK 4096          /* games per hand-over (4 INSERTs of 1,024 rows) */
#define QUEUE_MAX 16        /* chunks waiting at most (8 MB): then the reader waits */

typedef struct chunk {
    struct chunk *next;
    size_t n, first;        /* games v[0..n), gs index of v[0] */
    size_t nerr;            /* errs->n when the chunk was handed over */
    game_entry v[CHUNK];
} chunk;

typedef struct reader_job {
    const char *buf;
    size_t len;
    csvin_games *gs;        /* the reader's until joined */
    csvin_errors *errs;     /* the reader's until joined */
    csvin_games_check chk;
    bool unbounded;         /* no thread: the reader queues every chunk */
    bool fatal;             /* the look-up failed (database value): stop */
    size_t fatal_at;        /* its message: errs->v[fatal_at] */
    chunk *cur;             /* being filled */
    /* shared, under mu */
    pthread_mutex_t mu;
    pthread_cond_t cv;
    chunk *head, *tail;
    size_t queued;
    bool done;
    size_t nerr_done;       /* errs->n at the end */
} reader_job;

static void hand_over(reader_job *j, chunk *c, bool done)
{
    pthread_mutex_lock(&j->mu);
    while (c && j->queued >= QUEUE_MAX && !j->unbounded)
        pthread_cond_wait(&j->cv, &j->mu);
    if (c) {
        c->nerr = j->errs->n;
        if (j->tail)
            j->tail->next = c;
        else
            j->head = c;
        j->tail = c;
        j->queued++;
    }
    if (done) {
        j->done = true;
        j->nerr_done = j->errs->n;
    }
    pthread_cond_broadcast(&j->cv);
    pthread_mutex_unlock(&j->mu);
}

/* csvin_game_fn: validate game i as it comes and copy it into a chunk. */
static void on_game(void *ud, csvin_games *gs, size_t i)
{
    reader_job *j = ud;
    if (!j->fatal && csvin_games_check_one(&j->chk, gs, i, NULL, j->errs) == SK_FAIL) {
        j->fatal = true;
        j->fatal_at = j->errs->n - 1;
    }
    if (!j->cur) {
        j->cur = xmalloc(sizeof *j->cur);
        j->cur->next = NULL;
        j->cur->n = 0;
        j->cur->first = i;
    }
    j->cur->v[j->cur->n++] = gs->v[i];
    if (j->cur->n == CHUNK) {
        hand_over(j, j->cur, false);
        j->cur = NULL;
    }
}

static void *reader_main(void *arg)
{
    reader_job *j = arg;
    csvin_games_parse_each(j->buf, j->len, j->gs, j->errs, on_game, j);
    if (!j->fatal)
        csvin_games_dups(j->gs, j->errs);
    hand_over(j, j->cur, true);
    j->cur = NULL;
    return NULL;
}

/* The next chunk (NULL: the reader is done), *nerr errs->n as of it. */
static chunk *take(reader_job *j, size_t *nerr)
{
    pthread_mutex_lock(&j->mu);
    while (!j->head && !j->done)
        pthread_cond_wait(&j->cv, &j->mu);
    chunk *c = j->head;
    if (c) {
        j->head = c->next;
        if (!j->head)
            j->tail = NULL;
        j->queued--;
        *nerr = c->nerr;
    } else {
        *nerr = j->nerr_done;
    }
    pthread_cond_broadcast(&j->cv);
    pthread_mutex_unlock(&j->mu);
    return c;
}

/* A game of a series that had games before the import: compared with
 * them (check_existing) once the whole file is read, stored after. */
static bool held(const bool *has, int nhas, const game_entry *e)
{
    return e->series >= 0 && e->series < nhas && has[e->series];
}

/* The lines of buf (a last one without a line end counted), less the
 * header: the total for the progress calls. */
static size_t data_lines(const char *buf, size_t len)
{
    size_t n = 0;
    for (const char *p = buf, *end = buf + len; (p = memchr(p, '\n', (size_t)(end - p))); p++)
        n++;
    if (len && buf[len - 1] != '\n')
        n++;
    return n ? n - 1 : 0;
}

int ops_import_games(db *d, const ops_tour *ot, const char *buf, size_t len,
                     ops_existing mode, ops_progress_fn progress, void *ud, csvin_errors *errs,
                     ops_import_games_result *out, sk_err *err)
{
    const db_tournament *t = &ot->row;
    memset(out, 0, sizeof *out);
    csvin_games gs = {0}, hold = {0}, repl = {0};
    size_t before = errs->n;
    lookup_ctx lc = {t, NULL, 0, 0, NULL, 0};
    int nhas = t->series_count > 0 ? t->series_count + 1 : 1;
    bool *has = xcalloc((size_t)nhas, sizeof *has);
    db_games_bulk *b = NULL;
    /* one transaction from the look-ups to the commit: the tables and
     * games read are the ones the import is checked against */
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        goto done;
    rc = db_tournament_tables(d, t->id, table_put, &lc, err);
    if (rc == SK_OK)
        rc = db_series_with_games(d, t->id, has, nhas, err);
    if (rc != SK_OK)
        goto out;

    reader_job j;
    memset(&j, 0, sizeof j);
    j.buf = buf;
    j.len = len;
    j.gs = &gs;
    j.errs = errs;
    csvin_games_check_init(&j.chk, lookup_table, &lc);
    j.chk.house_dealt = ot->rules.fam->dealer_can_stay(&ot->rules);
    pthread_mutex_init(&j.mu, NULL);
    pthread_cond_init(&j.cv, NULL);
    pthread_t th;
    bool threaded = pthread_create(&th, NULL, reader_main, &j) == 0;
    if (!threaded) { /* no second thread: read the whole file first */
        j.unbounded = true;
        reader_main(&j);
    }

    /* store each chunk while the reader goes on, as long as no problem
     * was found (then only the reader's report matters) */
    size_t total = data_lines(buf, len), stored = 0, store_bad = 0, nerr;
    int store_rc = SK_OK;
    sk_err serr;
    sk_err_clear(&serr);
    chunk *c;
    while ((c = take(&j, &nerr))) {
        for (size_t a = 0; store_rc == SK_OK && nerr == before && a < c->n;) {
            if (held(has, nhas, &c->v[a])) {
                a++;
                continue;
            }
            size_t z = a, bad = 0;
            while (z < c->n && !held(has, nhas, &c->v[z]))
                z++;
            if (!b)
                store_rc = db_games_bulk_begin(d, t->id, &b, &serr);
            if (store_rc == SK_OK)
                store_rc = db_games_bulk_add(b, c->v + a, z - a, &bad, &serr);
            if (store_rc != SK_OK)
                store_bad = c->first + a + bad;
            stored += z - a;
            a = z;
        }
        if (progress && store_rc == SK_OK && nerr == before && stored)
            progress(stored < total ? stored : total, total, ud);
        free(c);
    }
    if (threaded)
        pthread_join(th, NULL);
    pthread_mutex_destroy(&j.mu);
    pthread_cond_destroy(&j.cv);

    if (j.fatal) { /* the database failed: its message */
        const csvin_error *e = &errs->v[j.fatal_at];
        rc = sk_err_set(err, SK_FAIL, _("line %ld: %s"), e->line, e->msg);
        goto out;
    }
    /* the games of series with games already: against those */
    for (size_t i = 0; i < gs.n; i++) {
        if (!held(has, nhas, &gs.v[i]))
            continue;
        if (hold.n == hold.cap) {
            hold.cap = hold.cap ? 2 * hold.cap : 256;
            hold.v = xrealloc(hold.v, hold.cap * sizeof *hold.v);
            hold.line = xrealloc(hold.line, hold.cap * sizeof *hold.line);
        }
        hold.v[hold.n] = gs.v[i];
        hold.line[hold.n++] = gs.line[i];
    }
    if (hold.n)
        rc = check_existing(d, t->id, &hold, errs, mode, &out->skipped, &repl, err);
    if (rc != SK_OK)
        goto out;
    if (errs->n > before) {
        rc = SK_INVALID;
        goto out;
    }
    if (store_rc != SK_OK) {
        rc = store_rc;
        *err = serr;
        refused_at(gs.line[store_bad], rc, err);
        goto out;
    }
    /* the new games of those series, then the bulk session ends (the
     * triggers are back before the replacements and the commit) */
    if (hold.n) {
        size_t bad = 0;
        if (!b)
            rc = db_games_bulk_begin(d, t->id, &b, err);
        if (rc == SK_OK)
            rc = db_games_bulk_add(b, hold.v, hold.n, &bad, err);
        if (rc != SK_OK) {
            refused_at(hold.line[bad], rc, err);
            goto out;
        }
    }
    rc = db_games_bulk_end(b, true, err);
    b = NULL;
    if (rc != SK_OK)
        goto out;
    /* the replacements (each kept in the history) */
    for (size_t i = 0; rc == SK_OK && i < repl.n; i++) {
        rc = ops_wctx_put_one(d, ot, &repl.v[i], true, err);
        if (rc != SK_OK)
            refused_at(repl.line[i], rc, err);
    }
    /* the new games: those stored as they came, then the held ones */
    size_t keep = 0;
    for (size_t i = 0; i < gs.n; i++)
        if (!held(has, nhas, &gs.v[i])) {
            gs.v[keep] = gs.v[i];
            gs.line[keep++] = gs.line[i];
        }
    gs.n = keep;
    for (size_t i = 0; i < hold.n; i++) { /* hold is a part of gs: it fits */
        gs.v[gs.n] = hold.v[i];
        gs.line[gs.n++] = hold.line[i];
    }
    /* house rules: the tables replayed with the new games (or the house
     * fields refused without them) */
    size_t bad = 0;
    if (rc == SK_OK && repl.n) {
        rc = ops_house_check_import(d, ot, repl.v, repl.n, &bad, err);
        if (rc != SK_OK)
            refused_at(repl.line[bad], rc, err);
    }
    if (rc == SK_OK && gs.n) {
        rc = ops_house_check_import(d, ot, gs.v, gs.n, &bad, err);
        if (rc != SK_OK)
            refused_at(gs.line[bad], rc, err);
    }
    /* at a venue: the new and replaced games into the outbox */
    if (rc == SK_OK)
        rc = ops_outbox_games(d, ot, gs.v, gs.n, err);
    if (rc == SK_OK)
        rc = ops_outbox_games(d, ot, repl.v, repl.n, err);
out:
    if (b)
        db_games_bulk_end(b, false, NULL);
    rc = db_finish(d, rc, err);
    if (rc == SK_OK) {
        out->imported = gs.n;
        out->replaced = repl.n;
    }
done:
    lookup_free(&lc);
    free(has);
    SK_FREE_ALL(repl.v, repl.line, hold.v, hold.line);
    csvin_games_free(&gs);
    return rc;
}
