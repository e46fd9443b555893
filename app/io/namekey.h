/* namekey.h - names as people type them (libunistring): the NFC form of a
 * name to store, and a comparison key (text_look: no invisible characters,
 * every kind of space as U+0020; then NFC + full Unicode case folding)
 * under which "Jürgen Weiß", "jürgen weiß" and "JÜRGEN WEISS" are equal,
 * a decomposed "u + combining diaeresis" equals "ü", and "Anna Meier"
 * with a no-break space equals the one with a plain space.  The other layers
 * compare keys only; this edge module makes them. */
#ifndef SK_NAMEKEY_H
#define SK_NAMEKEY_H

/* The NFC form of UTF-8 s, malloc'd (caller frees); a copy of s when s is
 * not valid UTF-8 (the callers validate and refuse it themselves). */
char *namekey_nfc(const char *s);

/* The comparison key of UTF-8 s: its look, NFC and full Unicode case folding,
 * malloc'd (caller frees). */
char *namekey_of(const char *s);

/* A key for alphabetical lists (DIN 5007-1): the comparison key with
 * umlauts and accents as their base letter ("Ä" with "A", "ß" as "ss"),
 * so "Öz" sorts among the O; malloc'd (caller frees).  strcmp orders it.
 * The seating plan's index and the web's "where do I sit" list. */
char *namekey_sort(const char *name);

#endif
