/* namematch.h - the desk's name search (pure core, libc only): how a name
 * typed at the door is compared with the names of the registrations and
 * players.  The caller first makes each name's comparison key
 * (app/io/namekey.h: NFC and full Unicode case folding, so "ß" is "ss"
 * and case is gone); namematch_fold then forgives what people type
 * differently: "ä"/"ö"/"ü" as "ae"/"oe"/"ue", other accented Latin letters
 * as their base letter, '-', '.', ',', '\'' and '_' as a space, runs of
 * spaces as one.  namematch_score compares two folded names: the same, the
 * whole name with a typo of one letter (a name of 5 to 9 characters) or
 * two (10 or more; shorter names must be exact), the words in the other
 * order, or the typed word alone as the first or last name (one word of
 * the other, with the same typos).
 */
#ifndef SK_NAMEMATCH_H
#define SK_NAMEMATCH_H

/* The folded form of a comparison key (UTF-8), malloc'd (caller frees). */
char *namematch_fold(const char *key);

/* The words of a folded name in strcmp order, one space between them,
 * malloc'd (caller frees): "weissbach juergen" and "juergen weissbach"
 * give the same. */
char *namematch_words(const char *folded);

/* The edit distance (insertions, deletions, substitutions and swaps of
 * neighbours, by code point) of UTF-8 a and b; max + 1 when it is more
 * than max. */
int namematch_dist(const char *a, const char *b, int max);

/* The typos forgiven in a name or word of len code points: 0, 1 or 2. */
int namematch_tolerance(int len);

/* How typed (folded) matches name (folded): -1 not at all, 0 the same,
 * 1 the whole name within the typos forgiven or its words in the other
 * order, 2 the typed word is one of the name's words (first or last name
 * alone), within the typos forgiven. */
int namematch_score(const char *typed, const char *name);

#endif
