/* publish_util.c - what the writers of the public files share
 * (publish_int.h): escaping, pages, writing only what changed, who is who. */
#define _GNU_SOURCE 1
#include "publish_int.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "csvout.h"
#include "fedrules.h"
#include "fileio.h"
#include "xjson.h"

void pub_esc(sk_buf *b, const char *s)
{
    for (; s && *s; s++) {
        switch (*s) {
        case '&': sk_buf_add(b, "&amp;"); break;
        case '<': sk_buf_add(b, "&lt;"); break;
        case '>': sk_buf_add(b, "&gt;"); break;
        case '"': sk_buf_add(b, "&quot;"); break;
        case '\'': sk_buf_add(b, "&#39;"); break;
        default: sk_buf_addn(b, s, 1);
        }
    }
}

void pub_escf(sk_buf *b, const char *fmt, ...)
{
    char buf[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    pub_esc(b, buf);
}

void pub_csv(sk_buf *b, const char *s)
{
    csvout_field(b, s ? s : "", s ? strlen(s) : 0);
}

void pub_points(int plus2, int minus2, char *buf, size_t n)
{
    char a[16], c[16];
    snprintf(buf, n, "%s:%s", league_fmt_half(plus2, a, sizeof a),
             league_fmt_half(minus2, c, sizeof c));
}

void pub_page_begin(sk_buf *b, const char *title)
{
    sk_buf_add(b, "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\">"
                  "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
                  "<title>");
    pub_esc(b, title);
    sk_buf_add(b, "</title>\n<link rel=\"alternate\" type=\"application/atom+xml\" "
                  "href=\"feed.atom\">\n<style>"
                  "body{font-family:sans-serif;margin:0 auto;max-width:60em;padding:0 .6em}"
                  "table{border-collapse:collapse;margin:.5em 0}td,th{padding:.2em .5em;"
                  "border-bottom:1px solid #ccc;text-align:left}td.n{text-align:right}"
                  ".unc{color:#a33;font-style:italic}nav a{margin-right:1em}"
                  "@media(max-width:480px){.club{display:none}td,th{padding:.2em .3em}"
                  "table{display:block;overflow-x:auto}}"
                  "</style></head><body>\n<nav><a href=\"index.html\">");
    sk_buf_add(b, _("Overview"));
    sk_buf_add(b, "</a><a href=\"table.html\">");
    sk_buf_add(b, C_("league", "Table"));
    sk_buf_add(b, "</a><a href=\"fixtures.ics\">");
    sk_buf_add(b, _("Fixtures (calendar)"));
    sk_buf_add(b, "</a><a href=\"feed.atom\">");
    sk_buf_add(b, _("Feed"));
    sk_buf_add(b, "</a></nav>\n<h1>");
    pub_esc(b, title);
    sk_buf_add(b, "</h1>\n");
}

void pub_page_end(sk_buf *b)
{
    sk_buf_add(b, "</body></html>\n");
}

static int put(pub *p, const char *name, const char *data, size_t len, sk_err *err)
{
    char *path = xasprintf("%s/%s", p->dir, name);
    FILE *f = fopen(path, "rb");
    bool same = false;
    if (f) {
        struct stat st;
        if (fstat(fileno(f), &st) == 0 && (size_t)st.st_size == len) {
            char *old = xmalloc(len + 1);
            same = fread(old, 1, len, f) == len && memcmp(old, data, len) == 0;
            free(old);
        }
        fclose(f);
    }
    int rc = SK_OK;
    if (same)
        p->out->unchanged++;
    else if ((rc = sk_write_file_nosync(path, data, len, err)) == SK_OK)
        p->out->written++;
    free(path);
    return rc;
}

int pub_put_buf(pub *p, const char *name, sk_buf *b, sk_err *err)
{
    int rc = put(p, name, sk_buf_str(b), b->len, err);
    sk_buf_free(b);
    return rc;
}

int pub_put_json(pub *p, const char *name, json_t *o, sk_err *err)
{
    char *t = xj_text(o, true);
    json_decref(o);
    int rc = put(p, name, t, strlen(t), err);
    free(t);
    return rc;
}

int pub_put_page(pub *p, const char *stem, sk_buf *h, sk_buf *c, json_t *J, sk_err *err)
{
    char f[80];
    snprintf(f, sizeof f, "%shtml", stem);
    int rc = pub_put_buf(p, f, h, err);
    snprintf(f, sizeof f, "%scsv", stem);
    if (rc == SK_OK)
        rc = pub_put_buf(p, f, c, err);
    else
        sk_buf_free(c);
    snprintf(f, sizeof f, "%sjson", stem);
    if (rc == SK_OK)
        rc = pub_put_json(p, f, J, err);
    else
        json_decref(J);
    return rc;
}

const db_player *pub_player_of(const pub *p, int64_t pid)
{
    for (size_t i = 0; i < p->npl; i++)
        if (p->pl[i].id == pid)
            return &p->pl[i];
    return NULL;
}

const db_ident *pub_ident_of(const pub *p, int64_t pid)
{
    for (size_t i = 0; i < p->nids; i++)
        if (p->ids[i].id == pid)
            return &p->ids[i];
    return NULL;
}

void pub_shown_name(const pub *p, int64_t pid, char *buf, size_t n)
{
    const db_player *pl = pub_player_of(p, pid);
    const db_ident *id = pub_ident_of(p, pid);
    if (!pl)
        snprintf(buf, n, "?");
    else if (id && id->publish)
        snprintf(buf, n, "%s", pl->name);
    else
        fed_initials(pl->name, buf, n);
}

void pub_player_file(const pub *p, int64_t pid, const char *ext, char *buf, size_t n)
{
    const db_ident *id = pub_ident_of(p, pid);
    snprintf(buf, n, "player-%.12s.%s", id ? id->uid.s : "000000000000", ext);
}

const db_fed_result *pub_result_of(const pub *p, int64_t tid)
{
    for (size_t i = 0; i < p->nres; i++)
        if (p->res[i].tournament_id == tid)
            return &p->res[i];
    return NULL;
}

bool pub_counts(const pub *p, int64_t tid)
{
    if (!p->hub)
        return true;
    const db_fed_result *r = pub_result_of(p, tid);
    return r && (r->state == FED_ST_RELEASED || r->state == FED_ST_BINDING);
}

const league_cell *pub_cell(const league_table *t, int ti, int md)
{
    for (int r = 0; r < t->nrows; r++) {
        if (t->rows[r].team != ti)
            continue;
        for (int k = 0; k < t->ndays; k++)
            if (t->day[k] == md && t->rows[r].days[k].present)
                return &t->rows[r].days[k];
    }
    return NULL;
}

const db_group *pub_group_of(const pub *p, int64_t tid)
{
    for (size_t i = 0; i < p->ngroups; i++)
        if (p->groups[i].tournament_id == tid)
            return &p->groups[i];
    return NULL;
}
