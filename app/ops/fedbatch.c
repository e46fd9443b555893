/* fedbatch.c - see fedbatch.h */
#include "fedbatch.h"
#include "fedstate.h"
#include "xgames.h"
#include "xjson.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db_games.h"
#include "db_hub.h"
#include "db_import.h"
#include "hmap.h"

/* What the batch knows of one entity of the loaded tournament. */
typedef struct ent {
    char *key;
    json_t *hub;        /* the hub's version (a game), NULL: none */
    bool stale;         /* changed by this push: read it again before use */
    bool have_origin;
    char ohash[65], osource[16];
    int64_t opush;
} ent;

/* A new game waiting to be stored. */
typedef struct add {
    game_entry e;
    char path[XJ_PATH];
} add;

struct fed_batch {
    db *d;
    int64_t tid;        /* the tournament read, 0: none */
    ent *ents;
    size_t nents, cap;
    hmap_str idx;       /* key -> index into ents */
    char **held;        /* entities with an open review */
    size_t nheld;
    add *adds;          /* new games waiting */
    size_t nadds, capadds;
    db_hub_origin *origins; /* origins waiting (entity owned), each entity once */
    size_t norigins, caporigins;
    hmap_str oidx;      /* entity -> index into origins */
};

fed_batch *fedbatch_new(db *d)
{
    fed_batch *b = xcalloc(1, sizeof *b);
    b->d = d;
    return b;
}

/* Room for element n of v (elements of size bytes, *cap of them). */
static void *grow(void *v, size_t n, size_t *cap, size_t size)
{
    if (n < *cap)
        return v;
    *cap = *cap ? 2 * *cap : 64;
    return xrealloc(v, *cap * size);
}

static void drop_waiting(fed_batch *b)
{
    b->nadds = 0;
    db_hub_origins_free(b->origins, b->norigins);
    b->origins = NULL;
    b->norigins = b->caporigins = 0;
    hmap_str_free(&b->oidx);
    memset(&b->oidx, 0, sizeof b->oidx);
}

static void drop_read(fed_batch *b)
{
    for (size_t i = 0; i < b->nents; i++) {
        free(b->ents[i].key);
        json_decref(b->ents[i].hub);
    }
    free(b->ents);
    b->ents = NULL;
    b->nents = b->cap = 0;
    hmap_str_free(&b->idx);
    memset(&b->idx, 0, sizeof b->idx);
    db_hub_strs_free(b->held, b->nheld);
    b->held = NULL;
    b->nheld = 0;
    b->tid = 0;
}

void fedbatch_free(fed_batch *b)
{
    if (!b)
        return;
    drop_waiting(b);
    drop_read(b);
    free(b->adds);
    free(b);
}

/* The entity of key (made when new). */
static ent *entity(fed_batch *b, const char *key)
{
    long i;
    if (hmap_str_get(&b->idx, key, &i))
        return &b->ents[i];
    b->ents = grow(b->ents, b->nents, &b->cap, sizeof *b->ents);
    ent *x = &b->ents[b->nents];
    memset(x, 0, sizeof *x);
    x->key = xstrdup(key);
    hmap_str_put(&b->idx, key, (long)b->nents, NULL);
    b->nents++;
    return x;
}

int fedbatch_flush(fed_batch *b, sk_err *err)
{
    int rc = SK_OK;
    if (b->nadds) {
        game_entry *v = xcalloc(b->nadds, sizeof *v);
        for (size_t i = 0; i < b->nadds; i++)
            v[i] = b->adds[i].e;
        db_games_bulk *bulk = NULL;
        sk_err why;
        sk_err_clear(&why);
        size_t bad = 0;
        rc = db_games_bulk_begin(b->d, b->tid, &bulk, err);
        if (rc == SK_OK) {
            rc = db_games_bulk_add(bulk, v, b->nadds, &bad, &why);
            int end = db_games_bulk_end(bulk, rc == SK_OK, err);
            if (rc == SK_INVALID && bad < b->nadds)
                rc = xj_fail(err, b->adds[bad].path, "%s", why.msg);
            else if (rc != SK_OK)
                rc = sk_err_set(err, rc, "%s", why.msg);
            else
                rc = end;
        }
        free(v);
    }
    if (rc == SK_OK && b->norigins)
        rc = db_hub_origins_put(b->d, b->tid, b->origins, b->norigins, err);
    drop_waiting(b);
    return rc;
}

int fedbatch_forget(fed_batch *b, sk_err *err)
{
    int rc = fedbatch_flush(b, err);
    drop_read(b);
    return rc;
}

int fedbatch_load(fed_batch *b, const ops_tour *t, bool *yes, sk_err *err)
{
    *yes = !t->rules.fam->dealer_can_stay(&t->rules);
    if (!*yes || b->tid == t->row.id)
        return SK_OK;
    int rc = fedbatch_forget(b, err);
    db_game *v = NULL;
    size_t n = 0;
    if (rc == SK_OK)
        rc = db_game_list(b->d, t->row.id, 0, 0, &v, &n, err);
    bool house = t->rules.fam->house_fields;
    for (size_t i = 0; rc == SK_OK && i < n; i++) {
        char key[64];
        fedstate_key(key, sizeof key, v[i].e.series, v[i].e.table_no, v[i].e.game_no);
        entity(b, key)->hub = xg_skat_game(&v[i].e, house, v[i].table_size, v[i].dealer);
    }
    db_games_free(v, n);
    db_hub_origin *o = NULL;
    size_t no = 0;
    if (rc == SK_OK)
        rc = db_hub_origins(b->d, t->row.id, &o, &no, err);
    for (size_t i = 0; rc == SK_OK && i < no; i++) {
        ent *x = entity(b, o[i].entity);
        x->have_origin = true;
        memcpy(x->ohash, o[i].hash, sizeof x->ohash);
        memcpy(x->osource, o[i].source, sizeof x->osource);
        x->opush = o[i].push_id;
    }
    db_hub_origins_free(o, no);
    if (rc == SK_OK)
        rc = db_review_open_entities(b->d, t->row.id, &b->held, &b->nheld, err);
    if (rc == SK_OK)
        b->tid = t->row.id;
    else
        drop_read(b);
    return rc;
}

int fedbatch_current(fed_batch *b, const ops_tour *t, int series, int table, int game,
                     json_t **hub, sk_err *err)
{
    *hub = NULL;
    char key[64];
    fedstate_key(key, sizeof key, series, table, game);
    ent *x = entity(b, key);
    if (x->stale) {
        int rc = fedbatch_flush(b, err);
        json_t *now = NULL;
        if (rc == SK_OK)
            rc = fedstate_game(b->d, t, series, table, game, &now, err);
        if (rc != SK_OK)
            return rc;
        json_decref(x->hub);
        x->hub = now;
        x->stale = false;
    }
    *hub = json_incref(x->hub);
    return SK_OK;
}

void fedbatch_origin(fed_batch *b, const char *key, char hash[65], char source[16],
                     int64_t *push_id, bool *found)
{
    long i;
    *found = hmap_str_get(&b->idx, key, &i) && b->ents[i].have_origin;
    hash[0] = source[0] = '\0';
    *push_id = 0;
    if (*found) {
        memcpy(hash, b->ents[i].ohash, 65);
        memcpy(source, b->ents[i].osource, 16);
        *push_id = b->ents[i].opush;
    }
}

bool fedbatch_held(fed_batch *b, const char *key)
{
    for (size_t i = 0; i < b->nheld; i++)
        if (strcmp(b->held[i], key) == 0)
            return true;
    return false;
}

void fedbatch_add_game(fed_batch *b, const char *key, const game_entry *e, const char *path)
{
    b->adds = grow(b->adds, b->nadds, &b->capadds, sizeof *b->adds);
    add *a = &b->adds[b->nadds++];
    a->e = *e;
    snprintf(a->path, sizeof a->path, "%s", path);
    entity(b, key)->stale = true;
}

void fedbatch_put_origin(fed_batch *b, const char *key, const char *hash, const char *source,
                         int64_t push_id)
{
    ent *x = entity(b, key);
    x->have_origin = true;
    snprintf(x->ohash, sizeof x->ohash, "%s", hash);
    snprintf(x->osource, sizeof x->osource, "%s", source);
    x->opush = push_id;
    long i;
    if (!hmap_str_get(&b->oidx, key, &i)) {
        b->origins = grow(b->origins, b->norigins, &b->caporigins, sizeof *b->origins);
        i = (long)b->norigins++;
        memset(&b->origins[i], 0, sizeof b->origins[i]);
        b->origins[i].entity = xstrdup(key);
        hmap_str_put(&b->oidx, key, i, NULL);
    }
    db_hub_origin *o = &b->origins[i];
    memcpy(o->hash, x->ohash, sizeof o->hash);
    memcpy(o->source, x->osource, sizeof o->source);
    o->push_id = push_id;
}

void fedbatch_touched(fed_batch *b, const char *key)
{
    entity(b, key)->stale = true;
}
