/* hmap.h - hash maps for linear-time duplicate checks and look-ups in the
 * importers (open addressing, power-of-two capacity, grown at half full).
 * hmap_str: string -> long (the map keeps its own copies of the keys);
 * hmap_id: int64 -> long.  Zero-initialise a map ({0}) before use; free
 * with hmap_str_free / hmap_id_free. */
#ifndef SK_HMAP_H
#define SK_HMAP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The table both maps are: open addressing, slot j holds key[j] and
 * val[j] when used[j]. */
typedef union hmap_key {
    char *s;
    int64_t id;
} hmap_key;
typedef struct hmap_tab {
    hmap_key *key;
    long *val;
    bool *used;
    size_t cap, n;
} hmap_tab;

typedef struct hmap_str {
    hmap_tab t;
} hmap_str;

/* Store key -> val unless key is present: then true and *old (when not
 * NULL) gets its value, the map unchanged. */
bool hmap_str_put(hmap_str *m, const char *key, long val, long *old);
/* The value of key into *val (when not NULL); false when absent. */
bool hmap_str_get(const hmap_str *m, const char *key, long *val);
void hmap_str_free(hmap_str *m);

typedef struct hmap_id {
    hmap_tab t;
} hmap_id;

bool hmap_id_put(hmap_id *m, int64_t key, long val, long *old);
bool hmap_id_get(const hmap_id *m, int64_t key, long *val);
void hmap_id_free(hmap_id *m);

#endif
