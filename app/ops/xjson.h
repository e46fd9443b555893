/* xjson.h - reading JSON that came from outside (a file to import, a
 * package pulled from the hub, a push a venue sent) as hostile input, on
 * jansson: the text's size, UTF-8 and nesting, then every field of every
 * object by name with its type and range.  A refusal names the field by its
 * path in the document ("tournament.series[0].tables[2].seats[1]") and the
 * rule; the first one found is reported.
 *
 * Paths: a caller keeps the path of the object it reads in a char buffer
 * (XJ_PATH bytes) and makes the paths of its children with xj_path.
 */
#ifndef SK_XJSON_H
#define SK_XJSON_H

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>

#include "util.h"

#define XJ_PATH 160

/* Parse text[0..len): refused (SK_INVALID) when len exceeds max, the text
 * is not valid UTF-8 or not JSON (with line and column), an object has a
 * key twice, or the top is not an object.  *out caller-owned
 * (json_decref). */
int xj_parse(const char *text, size_t len, size_t max, json_t **out, sk_err *err);

/* dst = "PARENT.key" (key non-NULL) or "PARENT[i]" (key NULL). */
void xj_path(char *dst, const char *parent, const char *key, size_t i);

/* Every key of obj is one of the NULL-terminated allowed ones, else
 * "PATH: unknown field 'K'". */
int xj_keys(json_t *obj, const char *path, const char *const *allowed, sk_err *err);

/* A member of obj read with its rule; absent or null: *out as def (or
 * NULL) when !required, else "PATH.key: missing".  Each returns SK_OK or
 * SK_INVALID with err set. */
int xj_int(json_t *obj, const char *path, const char *key, bool required, long long lo,
           long long hi, long long def, long long *out, sk_err *err);
/* A string: valid UTF-8 (jansson checks), at most maxlen bytes, no NUL;
 * *out points into obj (valid while obj lives). */
int xj_str(json_t *obj, const char *path, const char *key, bool required, size_t maxlen,
           const char **out, sk_err *err);
int xj_bool(json_t *obj, const char *path, const char *key, bool required, bool def, bool *out,
            sk_err *err);
/* An array of at most max elements (*out borrowed; NULL when absent). */
int xj_arr(json_t *obj, const char *path, const char *key, bool required, size_t max,
           json_t **out, sk_err *err);
/* An object (*out borrowed; NULL when absent). */
int xj_obj(json_t *obj, const char *path, const char *key, bool required, json_t **out,
           sk_err *err);
/* Element i of array a as an object / a string (maxlen bytes) / an int. */
int xj_at_obj(json_t *a, const char *path, size_t i, json_t **out, sk_err *err);
/* Element i of array a at path as an object (xj_at_obj), its own path
 * into p (XJ_PATH bytes) and, when keys is not NULL, its keys among keys
 * (xj_keys). */
int xj_item(json_t *a, const char *path, size_t i, const char *const *keys, char *p,
            json_t **out, sk_err *err);
int xj_at_str(json_t *a, const char *path, size_t i, size_t maxlen, const char **out,
              sk_err *err);
int xj_at_int(json_t *a, const char *path, size_t i, long long lo, long long hi, long long *out,
              sk_err *err);

/* The refusal "PATH: MSG" (printf-style MSG). */
int xj_fail(sk_err *err, const char *path, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* The text of doc: pretty (two-space indent, keys in the order added,
 * ending with a newline) or compact (no spaces, keys sorted: the canonical
 * form that is hashed).  Caller frees. */
char *xj_text(json_t *doc, bool pretty);

/* json_object_set_new that never leaves a NULL value: a string that is not
 * UTF-8 (it never is: the database holds UTF-8) aborts. */
void xj_set(json_t *obj, const char *key, json_t *v);
/* A string value (NULL -> JSON null is not used: callers leave the key out). */
json_t *xj_s(const char *s);

#endif
