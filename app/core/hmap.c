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

/* The slot of key in m (its own or the empty one where it would go). */
static size_t str_slot(const hmap_str *m, const char *key)
{
    size_t j = hash_str(key) & (m->cap - 1);
    while (m->key[j] && strcmp(m->key[j], key) != 0)
        j = (j + 1) & (m->cap - 1);
    return j;
}

static void str_grow(hmap_str *m)
{
    hmap_str old = *m;
    m->cap = m->cap ? m->cap * 2 : 64;
    m->key = xcalloc(m->cap, sizeof *m->key);
    m->val = xcalloc(m->cap, sizeof *m->val);
    for (size_t i = 0; i < old.cap; i++)
        if (old.key[i]) {
            size_t j = str_slot(m, old.key[i]);
            m->key[j] = old.key[i];
            m->val[j] = old.val[i];
        }
    free(old.key);
    free(old.val);
}

bool hmap_str_put(hmap_str *m, const char *key, long val, long *old)
{
    if ((m->n + 1) * 2 > m->cap)
        str_grow(m);
    size_t j = str_slot(m, key);
    if (m->key[j]) {
        if (old)
            *old = m->val[j];
        return true;
    }
    m->key[j] = xstrdup(key);
    m->val[j] = val;
    m->n++;
    return false;
}

bool hmap_str_get(const hmap_str *m, const char *key, long *val)
{
    if (!m->cap)
        return false;
    size_t j = str_slot(m, key);
    if (!m->key[j])
        return false;
    if (val)
        *val = m->val[j];
    return true;
}

void hmap_str_free(hmap_str *m)
{
    for (size_t i = 0; i < m->cap; i++)
        free(m->key[i]);
    free(m->key);
    free(m->val);
    memset(m, 0, sizeof *m);
}

static size_t id_slot(const hmap_id *m, int64_t key)
{
    size_t j = hash_id(key) & (m->cap - 1);
    while (m->used[j] && m->key[j] != key)
        j = (j + 1) & (m->cap - 1);
    return j;
}

static void id_grow(hmap_id *m)
{
    hmap_id old = *m;
    m->cap = m->cap ? m->cap * 2 : 64;
    m->key = xcalloc(m->cap, sizeof *m->key);
    m->val = xcalloc(m->cap, sizeof *m->val);
    m->used = xcalloc(m->cap, sizeof *m->used);
    for (size_t i = 0; i < old.cap; i++)
        if (old.used[i]) {
            size_t j = id_slot(m, old.key[i]);
            m->used[j] = true;
            m->key[j] = old.key[i];
            m->val[j] = old.val[i];
        }
    free(old.key);
    free(old.val);
    free(old.used);
}

bool hmap_id_put(hmap_id *m, int64_t key, long val, long *old)
{
    if ((m->n + 1) * 2 > m->cap)
        id_grow(m);
    size_t j = id_slot(m, key);
    if (m->used[j]) {
        if (old)
            *old = m->val[j];
        return true;
    }
    m->used[j] = true;
    m->key[j] = key;
    m->val[j] = val;
    m->n++;
    return false;
}

bool hmap_id_get(const hmap_id *m, int64_t key, long *val)
{
    if (!m->cap)
        return false;
    size_t j = id_slot(m, key);
    if (!m->used[j])
        return false;
    if (val)
        *val = m->val[j];
    return true;
}

void hmap_id_free(hmap_id *m)
{
    free(m->key);
    free(m->val);
    free(m->used);
    memset(m, 0, sizeof *m);
}
