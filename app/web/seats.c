/* seats.c - the beamer's "where do I sit" list after the draw (/seats,
 * issue 39): every player of a drawn series once, alphabetically (DIN
 * 5007-1, namekey_sort: umlauts with their base letter, as the seating
 * plan's index), with table and seat.  A beamer page: app.js lays the
 * rows out in the largest type that fits (never under 18 px) and turns
 * pages of equal size on a steady clock, as the standings. */
#include "i18n.h"
#include "webday.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db_seating.h"
#include "namekey.h"

typedef struct seat_row {
    char *key;
    const db_seat *seat;
    int table_no;
} seat_row;

static int cmp_row(const void *x, const void *y)
{
    const seat_row *a = x, *b = y;
    int c = strcmp(a->key, b->key);
    if (!c)
        c = strcmp(a->seat->name ? a->seat->name : "", b->seat->name ? b->seat->name : "");
    return c ? c : a->table_no - b->table_no;
}

/* The latest drawn series when series is 0 (0: none drawn). */
static int pick_series(const web_ctx *c, int64_t tid, int series, sk_err *err)
{
    if (series)
        return series;
    int *nos = NULL;
    size_t n = 0;
    if (db_series_numbers(c->d, tid, &nos, &n, err) != SK_OK)
        return -1;
    for (size_t i = 0; i < n; i++)
        series = nos[i] > series ? nos[i] : series;
    free(nos);
    return series;
}

static void seats_table(sk_buf *b, web_lang l, const db_series *s)
{
    size_t n = 0;
    for (size_t k = 0; k < s->ntables; k++)
        n += (size_t)s->tables[k].size;
    seat_row *v = xcalloc(n ? n : 1, sizeof *v);
    n = 0;
    for (size_t k = 0; k < s->ntables; k++)
        for (int i = 0; i < s->tables[k].size; i++) {
            const db_seat *st = &s->tables[k].seats[i];
            v[n++] = (seat_row){namekey_sort(st->name ? st->name : ""), st, s->tables[k].table_no};
        }
    qsort(v, n, sizeof *v, cmp_row);
    sk_buf_printf(b, "<table class=\"stand seats big\"><thead><tr><th class=\"name\">%s</th>"
                     "<th class=\"num\">%s</th><th class=\"num\">%s</th></tr></thead>\n<tbody>\n",
                  L(l, "Player", "Spieler"), L(l, "Table", "Tisch"), L(l, "Seat", "Platz"));
    for (size_t i = 0; i < n; i++) {
        sk_buf_add(b, "<tr><td class=\"name\">");
        html_esc(b, v[i].seat->name ? v[i].seat->name : "");
        sk_buf_printf(b, "</td><td class=\"num tno\">%d</td><td class=\"num sno\">%d</td></tr>\n",
                      v[i].table_no, v[i].seat->seat);
        free(v[i].key);
    }
    sk_buf_add(b, "</tbody></table>\n");
    free(v);
}

enum MHD_Result webday_seats_page(struct MHD_Connection *conn, const web_ctx *c, int series)
{
    db_tournament t;
    sk_err err;
    enum MHD_Result ret;
    if (!webday_tournament(conn, c, false, &t, &err, &ret))
        return ret;
    int no = pick_series(c, t.id, series, &err);
    db_series s;
    int rc = no > 0 ? db_series_get(c->d, t.id, no, &s, &err) : SK_OK;
    if (no < 0 || rc != SK_OK) {
        db_tournament_clear(&t);
        return web_send_error(conn, c, false, err.status == SK_INVALID ? 404 : 500, err.msg);
    }
    web_lang l = c->lang;
    sk_buf b = {0};
    html_page_begin_tour(&b, l, L(l, "Where do I sit?", "Wo sitze ich?"), "beamer seatspage",
                         c->v, t.name);
    if (no == 0) {
        sk_buf_printf(&b, "<p class=\"empty\">%s</p>\n",
                      L(l, "No series has been drawn yet.", "Es ist noch keine Serie ausgelost."));
    } else {
        sk_buf_printf(&b, "<h2>%s %d: %s</h2>\n", L(l, "Series", "Serie"), no,
                      L(l, "where do I sit?", "wo sitze ich?"));
        seats_table(&b, l, &s);
        db_series_clear(&s);
    }
    html_page_end(&b, NULL, false);
    db_tournament_clear(&t);
    return web_send_page(conn, 200, &b);
}
