/* form.h - the fields of a write request to the web front end: a form
 * body (application/x-www-form-urlencoded) or a flat JSON object of
 * strings, numbers and booleans; every value valid UTF-8.  (web layer) */
#ifndef SK_FORM_H
#define SK_FORM_H

#include <stdbool.h>
#include <stddef.h>

#include "util.h"

#define WEB_FORM_MAX 32      /* fields of one request */

typedef struct web_form {
    size_t n;
    char *key[WEB_FORM_MAX];
    char *val[WEB_FORM_MAX]; /* booleans as "true"/"false", numbers as written */
} web_form;

/* Parse body (a JSON object when it starts with '{', else form fields)
 * into *f (web_form_free).  SK_USAGE with err naming the problem: not
 * valid UTF-8, malformed, a field given twice, more than WEB_FORM_MAX. */
int web_form_parse(const char *body, web_form *f, sk_err *err);

/* Add one field (copies); SK_USAGE as above. */
int web_form_add(web_form *f, const char *key, const char *val, sk_err *err);

/* The value of key, NULL when absent (an empty value is "", not NULL). */
const char *web_form_get(const web_form *f, const char *key);

/* A checkbox or boolean: given and not "", "0", "false" or "off". */
bool web_form_flag(const web_form *f, const char *key);

void web_form_free(web_form *f);

#endif
