/* util.h - error record, allocation, string buffers, UTF-8 helpers.
 *
 * Conventions used across skatsheet:
 *  - Functions that can fail return an int status (SK_OK, SK_FAIL, SK_USAGE,
 *    SK_INVALID) and fill a caller-owned sk_err.  The status values are the
 *    process exit codes; only the CLI/TUI decides where a message is shown.
 *  - x* allocators never return NULL: they abort with a message on OOM.
 */
#ifndef SK_UTIL_H
#define SK_UTIL_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "i18n.h" /* _() and N_() for every user-facing string */

enum {
    SK_OK = 0,      /* success */
    SK_FAIL = 1,    /* runtime failure (I/O, database, check found problems) */
    SK_USAGE = 2,   /* command line usage error */
    SK_INVALID = 3  /* invalid input (a game that breaks a rule, bad CSV, ...) */
};

/* Caller-owned error record.  msg names the field and the rule, e.g.
 * "bid 19 is not a possible game value".  status mirrors the return code. */
typedef struct sk_err {
    int status;
    char msg[1024];
} sk_err;

/* Clear an error record (status SK_OK, empty message).  err may be NULL. */
void sk_err_clear(sk_err *err);

/* Set err (if not NULL and not already set) to status and a printf-style
 * message; returns status so callers can write `return sk_err_set(...)`.
 * The first error wins: a second call on a set record changes nothing. */
int sk_err_set(sk_err *err, int status, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Allocation that aborts on failure.  Caller frees with free(). */
void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);
/* An array v of *cap elements (size bytes each) with room for element n:
 * when n == *cap it is reallocated to twice *cap (first when *cap is 0)
 * and *cap says so.  Returns the array (v or where it moved). */
void *sk_grow(void *v, size_t n, size_t *cap, size_t size, size_t first);
char *xstrdup(const char *s);
/* Free each pointer given (any may be NULL), as the clear function of a
 * struct frees its strings: SK_FREE_ALL(t->name, t->date, t->rules);
 * the pointers keep their values (the caller zeroes the struct). */
#define SK_FREE_ALL(...)                                                                 \
    sk_free_all((void *const[]){__VA_ARGS__}, sizeof((void *const[]){__VA_ARGS__}) /     \
                                                  sizeof(void *))
void sk_free_all(void *const *p, size_t n);
/* The body of a struct's clear function: free each field given, then zero
 * the whole struct *p (p not NULL): SK_CLEAR(t, t->name, t->date). */
#define SK_CLEAR(p, ...)                                                                 \
    sk_clear((p), sizeof *(p), (void *const[]){__VA_ARGS__},                             \
             sizeof((void *const[]){__VA_ARGS__}) / sizeof(void *))
void sk_clear(void *p, size_t size, void *const *fields, size_t n);
/* The body of an array's free function: clear (a function of one element's
 * address) each of v[0..n), then free v; v may be NULL. */
#define SK_FREE_ARRAY(v, n, clear)                                                       \
    do {                                                                                 \
        for (size_t sk_i_ = 0; (v) && sk_i_ < (n); sk_i_++)                              \
            clear(&(v)[sk_i_]);                                                          \
        free(v);                                                                         \
    } while (0)
/* Returns a malloc'd formatted string; caller frees. */
char *xasprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Growable string buffer.  Zero-initialise (sk_buf b = {0};), append,
 * use b.s (always NUL-terminated once anything was appended, or NULL),
 * then sk_buf_free.  Ownership of b.s may be taken with sk_buf_take. */
typedef struct sk_buf {
    char *s;
    size_t len, cap;
} sk_buf;

void sk_buf_add(sk_buf *b, const char *s);
void sk_buf_addn(sk_buf *b, const char *s, size_t n);
/* s[0..n) and a NUL that is part of the content (len grows by n + 1): a
 * run of NUL-terminated strings in one buffer, one call each. */
void sk_buf_addz(sk_buf *b, const char *s, size_t n);
void sk_buf_printf(sk_buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void sk_buf_vprintf(sk_buf *b, const char *fmt, va_list ap);
/* Returns the string (never NULL; "" when empty) and resets b; caller frees. */
char *sk_buf_take(sk_buf *b);
void sk_buf_free(sk_buf *b);
/* Current contents, "" when empty (pointer owned by b). */
const char *sk_buf_str(const sk_buf *b);

/* printf into a fixed buffer buf of n bytes at buf + *len, *len moved on
 * (cut at the end of buf; once it is full nothing more is written). */
void sk_addf(char *buf, size_t n, size_t *len, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* UTF-8.  sk_utf8_valid: true when s is well-formed UTF-8 (no overlongs, no
 * surrogates).  sk_utf8_width: display columns of s (wcwidth per code point;
 * control/invalid count as 1). */
bool sk_utf8_valid(const char *s);
bool sk_utf8_validn(const char *s, size_t n);
/* Decode the UTF-8 sequence at s (n bytes available): its length with the
 * code point in *cp, or 0 for an invalid sequence. */
size_t sk_utf8_decode(const char *s, size_t n, uint32_t *cp);
/* Encode code point cp (below 0x110000) as UTF-8 into out: its length, 1 to
 * 4 bytes (not terminated). */
size_t sk_utf8_encode(uint32_t cp, char out[4]);
int sk_utf8_width(const char *s);

/* Append s to b padded with spaces to `width` display columns; right-aligned
 * when right is true.  Longer strings are appended unchanged. */
void sk_buf_pad(sk_buf *b, const char *s, int width, bool right);

/* Parse a whole decimal integer (optional leading '-' only; no spaces, no
 * '+', no trailing junk) into *out.  Returns true on success and in range. */
bool sk_parse_int(const char *s, long min, long max, long *out);

/* In base[0..n) (elements of size bytes, sorted by the int64_t member at
 * byte offset off: offsetof(type, member)) the first index whose key is >=
 * key (n when none); *found tells whether it equals key. */
size_t sk_lower_bound_i64(const void *base, size_t n, size_t size, size_t off, int64_t key,
                          bool *found);

/* Case-insensitive ASCII/UTF-8 comparison for keywords (folds ASCII only). */
bool sk_streq_ci(const char *a, const char *b);

/* A settings key: the alen bytes of a equal the lower-case key b, with '-'
 * read as '_' and ASCII case ignored ("Lauf-Min" = "lauf_min"). */
bool sk_key_eq(const char *a, size_t alen, const char *b);

/* A settings text "key=value, key=value" item by item (spaces around
 * items and empty items skipped): fn(ud, key, klen, value, err) for each,
 * value NUL-terminated (valid during the call).  When bare is not NULL the
 * first item may be a word without '=': bare(ud, word, len, err).  Stops
 * at the first refusal and returns its status.  Refused here (SK_INVALID):
 * "rules: 'ITEM' is not key=value" followed by hint (may be ""), and
 * "rules: 'ITEM' has no usable value" (empty, or vmax bytes or more; vmax
 * at most 256). */
typedef int (*sk_kv_fn)(void *ud, const char *key, size_t klen, const char *value, sk_err *err);
typedef int (*sk_kv_bare_fn)(void *ud, const char *word, size_t len, sk_err *err);
int sk_kv_each(const char *text, size_t vmax, const char *hint, sk_kv_bare_fn bare, sk_kv_fn fn,
               void *ud, sk_err *err);

/* True when text (NULL too) has no item for sk_kv_each: "", " ", ",". */
bool sk_kv_empty(const char *text);

/* qsort's order of two integers: -1, 0 or 1 as a is below, equal to or above
 * b.  A comparator chains them (c = c ? c : sk_cmp_ll(...)); a descending key
 * swaps the arguments. */
int sk_cmp_ll(long long a, long long b);

/* A settings switch: yes/ja/on/1/true or no/nein/off/0/false, any case,
 * into *out.  False (out unchanged) for anything else. */
bool sk_parse_yes_no(const char *v, bool *out);

/* The database's UTC time stamp iso ("2026-11-23T06:56:44.456Z") as local
 * time ("2026-11-23 07:56:44", after TZ; in German "23.11.2026 07:56",
 * tzsetup.h sets TZ) into buf (size n).  Anything that
 * is not such a time stamp is copied unchanged (truncated to n - 1 bytes). */
void sk_local_time(const char *iso, char *buf, size_t n);


/* Append s as a JSON string literal (quoted, escaped) to b. */
void sk_buf_json_str(sk_buf *b, const char *s);
/* The same, or the literal null when s is NULL. */
void sk_buf_json_str_or_null(sk_buf *b, const char *s);

#endif
