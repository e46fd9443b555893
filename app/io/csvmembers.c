/* csvmembers.c - see csvmembers.h */
#include "csvmembers.h"
#include "hmap.h"
#include "scan.h"
#include "text.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

enum { C_MEMBER, C_NAME, C_CLUB, C_PUBLISH, C_STATE, C_N };
static const char *const cols[C_N] = {"member", "name", "club", "publish", "state"};

typedef struct pctx {
    bool state;           /* the header has the optional column state */
    csvmem_rows *out;
    hmap_str members, names;
} pctx;

static void row(void *ud, long line, char **f, csvin_errors *errs)
{
    pctx *c = ud;
    sk_err e;
    sk_err_clear(&e);
    bool ok = true;
    char mno[MEMBER_NO_MAX + 1];
    if (member_no_check(f[C_MEMBER], mno, &e) != SK_OK) {
        csvin_errors_add(errs, line, "%s", e.msg);
        ok = false;
    }
    sk_err_clear(&e);
    if (text_name_check(_("name"), f[C_NAME], &e) != SK_OK) {
        csvin_errors_add(errs, line, "%s", e.msg);
        ok = false;
    }
    sk_err_clear(&e);
    if (*f[C_CLUB] && text_name_check(_("club"), f[C_CLUB], &e) != SK_OK) {
        csvin_errors_add(errs, line, "%s", e.msg);
        ok = false;
    }
    bool pub = false;
    if (*f[C_PUBLISH] && !sk_parse_yes_no(f[C_PUBLISH], &pub)) {
        csvin_errors_add(errs, line, _("publish '%s': yes or no (empty: no)"), f[C_PUBLISH]);
        ok = false;
    }
    char state[3] = "";
    sk_err_clear(&e);
    if (c->state && *f[C_STATE] && text_state_check(_("federal state"), f[C_STATE], state, &e) !=
                                       SK_OK) {
        csvin_errors_add(errs, line, "%s", e.msg);
        ok = false;
    }
    long other;
    if (ok && hmap_str_put(&c->members, mno, line, &other)) {
        csvin_errors_add(errs, line, _("member number %s is on line %ld already"), mno, other);
        ok = false;
    }
    if (ok && hmap_str_put(&c->names, f[C_NAME], line, &other)) {
        csvin_errors_add(errs, line, _("name '%s' is on line %ld already: player names are "
                         "unique, tell the two apart (e.g. by their club)"), f[C_NAME], other);
        ok = false;
    }
    if (!ok)
        return;
    csvmem_rows *o = c->out;
    o->v = sk_grow(o->v, o->n, &o->cap, sizeof *o->v, 64);
    csvmem_row *r = &o->v[o->n++];
    r->line = line;
    r->member = xstrdup(mno);
    r->name = xstrdup(f[C_NAME]);
    r->club = *f[C_CLUB] ? xstrdup(f[C_CLUB]) : NULL;
    r->publish = pub;
    memcpy(r->state, state, sizeof state);
}

/* Does the header line of buf name the column state? */
static bool has_state(const char *buf, size_t len)
{
    size_t i = 0;
    if (len >= 3 && memcmp(buf, "\xEF\xBB\xBF", 3) == 0)
        i = 3; /* a byte order mark */
    while (i < len && buf[i] != '\n') {
        size_t j = i;
        while (j < len && buf[j] != ',' && buf[j] != '\n')
            j++;
        size_t a = i, b = j;
        while (a < b && (buf[a] == ' ' || buf[a] == '"'))
            a++;
        while (b > a && (buf[b - 1] == ' ' || buf[b - 1] == '"' || buf[b - 1] == '\r'))
            b--;
        if (b - a == 5 && strncasecmp(buf + a, "state", 5) == 0)
            return true;
        i = j < len && buf[j] == ',' ? j + 1 : j;
    }
    return false;
}

int csvmem_parse(const char *buf, size_t len, csvmem_rows *out, csvin_errors *errs)
{
    pctx c;
    memset(&c, 0, sizeof c);
    c.out = out;
    c.state = has_state(buf, len);
    int rc = csvin_table_parse(buf, len, cols, c.state ? C_N : C_STATE, row, &c, errs);
    hmap_str_free(&c.members);
    hmap_str_free(&c.names);
    return rc;
}

void csvmem_rows_free(csvmem_rows *r)
{
    for (size_t i = 0; i < r->n; i++) {
        free(r->v[i].member);
        free(r->v[i].name);
        free(r->v[i].club);
    }
    free(r->v);
    memset(r, 0, sizeof *r);
}
