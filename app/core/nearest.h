/* nearest.h - the nearest known word to a mistyped one ("did you mean"). */
#ifndef SK_NEAREST_H
#define SK_NEAREST_H

#include <stdbool.h>
#include <stddef.h>

/* The edit distance (insertions, deletions, substitutions and swaps of two
 * neighbouring bytes, each 1) between a and b, compared byte by byte, with
 * ASCII letters folded to lower case; at most 255 bytes of each count. */
int sk_edit_distance(const char *a, const char *b);

/* Of the n candidates, the one nearest to word: the least edit distance,
 * and at most 1 for a word of up to 3 bytes, else max(2, strlen(word) / 3); a candidate that begins with word,
 * or that word begins with, counts as distance 1.  NULL when none is that
 * near (the first of equals wins).  Points into cands. */
const char *sk_nearest(const char *word, const char *const *cands, size_t n);

/* A mistyped key of a KEY=VALUE list: the nearest of the n candidates to
 * key[0..klen) (sk_nearest), written into buf as "NAME=VALUE" (or "NAME"
 * when value is NULL or empty) for a "did you mean" of the refusal.  False
 * (buf "") when none is near enough. */
bool sk_nearest_kv(const char *key, size_t klen, const char *value, const char *const *cands,
                   size_t n, char *buf, size_t bufsize);

#endif
