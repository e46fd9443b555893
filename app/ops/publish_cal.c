/* publish_cal.c - the public calendar and feed (publish.h) */
#include "publish_int.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fedrules.h"
#include "standview.h"
#include "xjson.h"

#include "db_hub.h"

/* ---- calendar and feed ---- */

/* An iCalendar text value (RFC 5545 3.3.11) folded at 75 octets. */
static void ics_line(sk_buf *b, const char *key, const char *value)
{
    sk_buf l = {0};
    sk_buf_add(&l, key);
    for (const char *s = value; s && *s; s++) {
        if (*s == '\\' || *s == ';' || *s == ',')
            sk_buf_addn(&l, "\\", 1);
        if (*s == '\n') {
            sk_buf_add(&l, "\\n");
            continue;
        }
        sk_buf_addn(&l, s, 1);
    }
    const char *t = sk_buf_str(&l);
    size_t n = l.len, col = 0;
    for (size_t i = 0; i < n; i++) {
        /* fold before a UTF-8 lead byte once the line holds 74 octets */
        if (col >= 74 && ((unsigned char)t[i] & 0xc0) != 0x80) {
            sk_buf_add(b, "\r\n ");
            col = 1;
        }
        sk_buf_addn(b, t + i, 1);
        col++;
    }
    sk_buf_add(b, "\r\n");
    sk_buf_free(&l);
}

int pub_write_ics(pub *p, db_uid *lu, sk_err *err)
{
    sk_buf b = {0};
    sk_buf_add(&b, "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//skatsheet//league fixtures//EN\r\n"
                   "CALSCALE:GREGORIAN\r\n");
    ics_line(&b, "X-WR-CALNAME:", p->all.league.name);
    for (size_t v = 0; v < p->nven; v++) {
        const db_league_venue *gv = &p->ven[v];
        const db_group *g = pub_group_of(p, gv->tournament_id);
        char day[9], next[11], uid[120];
        char nd[11];
        snprintf(day, sizeof day, "%.4s%.2s%.2s", gv->date, gv->date + 5, gv->date + 8);
        if (!fed_date_add(gv->date, 1, nd))
            continue;
        snprintf(next, sizeof next, "%.4s%.2s%.2s", nd, nd + 5, nd + 8);
        snprintf(uid, sizeof uid, "UID:%s-md%d-g%d@skatsheet", lu->s, gv->matchday, gv->venue_no);
        sk_buf_add(&b, "BEGIN:VEVENT\r\n");
        sk_buf_printf(&b, "%s\r\nDTSTAMP:%sT000000Z\r\nDTSTART;VALUE=DATE:%s\r\n"
                          "DTEND;VALUE=DATE:%s\r\n", uid, day, day, next);
        sk_buf s = {0};
        sk_buf_printf(&s, _("%s, match day %d, venue group %d:"), p->all.league.name,
                      gv->matchday, gv->venue_no);
        for (size_t i = 0; i < gv->nteams; i++)
            for (size_t k = 0; k < p->all.nteams; k++)
                if (p->all.teams[k].id == gv->team_ids[i])
                    sk_buf_printf(&s, "%s %s", i ? "," : "", p->all.teams[k].name);
        ics_line(&b, "SUMMARY:", sk_buf_str(&s));
        sk_buf_free(&s);
        if (g && g->place) {
            db_venue ve;
            sk_err e2;
            sk_err_clear(&e2);
            if (db_venue_get(p->d, g->place_id, &ve, &e2) == SK_OK) {
                char *loc = ve.address ? xasprintf("%s, %s", ve.name, ve.address)
                                       : xstrdup(ve.name);
                ics_line(&b, "LOCATION:", loc);
                free(loc);
                db_venue_clear(&ve);
            }
        }
        sk_buf_add(&b, "END:VEVENT\r\n");
    }
    sk_buf_add(&b, "END:VCALENDAR\r\n");
    return pub_put_buf(p, "fixtures.ics", &b, err);
}

static void xml_esc(sk_buf *b, const char *s)
{
    pub_esc(b, s);
}

int pub_write_feed(pub *p, db_uid *lu, sk_err *err)
{
    /* the released venue groups, the latest first */
    const db_fed_result **v = xcalloc(p->nres + 1, sizeof *v);
    size_t n = 0;
    for (size_t i = 0; i < p->nres; i++)
        if (p->res[i].released)
            v[n++] = &p->res[i];
    for (size_t i = 1; i < n; i++)
        for (size_t j = i; j > 0 && strcmp(v[j]->released, v[j - 1]->released) > 0; j--) {
            const db_fed_result *t = v[j];
            v[j] = v[j - 1];
            v[j - 1] = t;
        }
    sk_buf b = {0};
    sk_buf_add(&b, "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
                   "<feed xmlns=\"http://www.w3.org/2005/Atom\">\n<title>");
    xml_esc(&b, p->all.league.name);
    sk_buf_printf(&b, ": %s</title>\n<id>urn:skatsheet:league:%s</id>\n", _("released results"),
                  lu->s);
    sk_buf_printf(&b, "<updated>%s</updated>\n<author><name>", n ? v[0]->released
                                                                : "2000-01-01T00:00:00Z");
    xml_esc(&b, p->all.league.name);
    sk_buf_add(&b, "</name></author>\n<link rel=\"alternate\" href=\"table.html\"/>\n");
    for (size_t i = 0; i < n; i++) {
        const db_fed_result *r = v[i];
        sk_buf_printf(&b, "<entry>\n<id>urn:skatsheet:league:%s:matchday:%d:group:%d</id>\n"
                          "<title>", lu->s, r->matchday, r->venue_no);
        if (r->incomplete)
            pub_escf(&b, _("Match day %d, venue group %d released incomplete"), r->matchday,
                     r->venue_no);
        else
            pub_escf(&b, _("Match day %d, venue group %d released"), r->matchday, r->venue_no);
        sk_buf_printf(&b, "</title>\n<updated>%s</updated>\n<link href=\"matchday-%d.html\"/>\n"
                          "<content type=\"text\">", r->released, r->matchday);
        if (r->incomplete)
            pub_escf(&b, _("released incomplete: %s. "), r->incomplete);
        for (size_t k = 0; k < p->nven; k++) {
            const db_league_venue *gv = &p->ven[k];
            if (gv->tournament_id != r->tournament_id)
                continue;
            for (size_t t = 0; t < gv->nteams; t++)
                for (size_t x = 0; x < p->all.nteams; x++) {
                    if (p->all.teams[x].id != gv->team_ids[t])
                        continue;
                    const league_cell *ce = pub_cell(&p->all.table, (int)x, r->matchday);
                    char pts[40] = "-";
                    if (ce)
                        pub_points(ce->plus2, ce->minus2, pts, sizeof pts);
                    pub_escf(&b, "%s%s %s (%ld)", t ? "; " : "", p->all.teams[x].name, pts,
                         ce ? ce->seeger : 0L);
                }
        }
        sk_buf_add(&b, "</content>\n</entry>\n");
    }
    sk_buf_add(&b, "</feed>\n");
    free(v);
    return pub_put_buf(p, "feed.atom", &b, err);
}

