/* hmap.c - see hmap.h */
#include "hmap.h"

#include <stdlib.h>
#include <string.h>

#include "util.h"

static uint64_t hash_str(const char *s)
{
    uint64_t h = 1469598103934665603ULL; /* FNV-1a */
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211ULL;
    return h;
}

static uint64_t hash_id(int64_t k)
{
    uint64_t x = (uint64_t)k; /* splitmix64 finaliser */
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

/* str: the keys are strings (the map's own copies), else ids. */
static uint64_t hash_key(bool str, hmap_key k)
{
    return str ? hash_str(k.s) : hash_id(k.id);
}

static bool same_key(bool str, hmap_key a, hmap_key b)
{
    return str ? strcmp(a.s, b.s) == 0 : a.id == b.id;
}

/* The slot of key in m (its own or the empty one where it would go). */
static size_t slot(const hmap_tab *m, bool str, hmap_key key)
{
    size_t j = hash_key(str, key) & (m->cap - 1);
    while (m->used[j] && !same_key(str, m->key[j], key))
        j = (j + 1) & (m->cap - 1);
    return j;
}

static void grow(hmap_tab *m, bool str)
{
    hmap_tab old = *m;
    m->cap = m->cap ? m->cap * 2 : 64;
    m->key = xcalloc(m->cap, sizeof *m->key);
    m->val = xcalloc(m->cap, sizeof *m->val);
    m->used = xcalloc(m->cap, sizeof *m->used);
    for (size_t i = 0; i < old.cap; i++)
        if (old.used[i]) {
            size_t j = slot(m, str, old.key[i]);
            m->used[j] = true;
            m->key[j] = old.key[i];
            m->val[j] = old.val[i];
        }
    free(old.key);
    free(old.val);
    free(old.used);
}

static bool put(hmap_tab *m, bool str, hmap_key key, long val, long *old)
{
    if ((m->n + 1) * 2 > m->cap)
        grow(m, str);
    size_t j = slot(m, str, key);
    if (m->used[j]) {
        if (old)
            *old = m->val[j];
        return true;
    }
    if (str)
        key.s = xstrdup(key.s);
    m->used[j] = true;
    m->key[j] = key;
    m->val[j] = val;
    m->n++;
    return false;
}

static bool get(const hmap_tab *m, bool str, hmap_key key, long *val)
{
    if (!m->cap)
        return false;
    size_t j = slot(m, str, key);
    if (!m->used[j])
        return false;
    if (val)
        *val = m->val[j];
    return true;
}

static void tab_free(hmap_tab *m, bool str)
{
    for (size_t i = 0; str && i < m->cap; i++)
        if (m->used[i])
            free(m->key[i].s);
    free(m->key);
    free(m->val);
    free(m->used);
    memset(m, 0, sizeof *m);
}

bool hmap_str_put(hmap_str *m, const char *key, long val, long *old)
{
    return put(&m->t, true, (hmap_key){.s = (char *)key}, val, old);
}

bool hmap_str_get(const hmap_str *m, const char *key, long *val)
{
    return get(&m->t, true, (hmap_key){.s = (char *)key}, val);
}

void hmap_str_free(hmap_str *m)
{
    tab_free(&m->t, true);
}

bool hmap_id_put(hmap_id *m, int64_t key, long val, long *old)
{
    return put(&m->t, false, (hmap_key){.id = key}, val, old);
}

bool hmap_id_get(const hmap_id *m, int64_t key, long *val)
{
    return get(&m->t, false, (hmap_key){.id = key}, val);
}

void hmap_id_free(hmap_id *m)
{
    tab_free(&m->t, false);
}
