/* secshared.c - see second_int.h: what second.c (the comparison, Skat)
 * and secondsch.c (Schafkopf) share, apart so that neither calls back
 * into the other (second.c calls secondsch.c). */
#include "second.h"
#include "second_int.h"

#include <stdlib.h>
#include <string.h>

#include "day.h"

void sec_games_free(sec_game *v, size_t n)
{
    for (size_t i = 0; v && i < n; i++) {
        free(v[i].row);
        free(v[i].words);
    }
    free(v);
}

char *sec_row_tail(const char *line)
{
    const char *s = line ? line : "";
    for (int k = 0; k < 3 && *s; k++) {
        const char *c = strchr(s, ',');
        s = c ? c + 1 : s + strlen(s);
    }
    char *r = xstrdup(s);
    size_t n = strlen(r);
    while (n && (r[n - 1] == '\n' || r[n - 1] == '\r'))
        r[--n] = '\0';
    return r;
}

const char *sec_source(const char *source)
{
    return source && strcmp(source, "phone") == 0 ? "phone" : "desk";
}

int sec_next_game(db *d, const db_tournament *t, int series, int table_no, int *game,
                  sk_err *err)
{
    db_second *v;
    size_t n;
    int rc = db_second_list(d, t->id, series, table_no, &v, &n, err);
    if (rc != SK_OK)
        return rc;
    int g = 1;
    for (size_t i = 0; i < n && v[i].game_no == g; i++)
        g++;
    *game = g;
    db_seconds_free(v, n);
    return SK_OK;
}

int sec_entered(db *d, const db_tournament *t, int series, int table_no, int game_no,
                sk_err *err)
{
    if (game_no < 1)
        return sk_err_set(err, SK_INVALID, _("an edit of the second entry needs the game number"));
    db_second *v;
    size_t n;
    int rc = db_second_list(d, t->id, series, table_no, &v, &n, err);
    bool has = false;
    for (size_t i = 0; rc == SK_OK && i < n; i++)
        has |= v[i].game_no == game_no;
    if (rc == SK_OK)
        db_seconds_free(v, n);
    if (rc == SK_OK && !has)
        rc = sk_err_set(err, SK_INVALID, _("game %d of table %d, series %d is not in the "
                        "second entry"), game_no, table_no, series);
    return rc;
}

int sec_asked(db *d, const db_tournament *t, sk_err *err)
{
    day_settings ds;
    int rc = ops_day_load(d, t, &ds, err);
    if (rc == SK_OK && !ds.second_entry)
        rc = sk_err_set(err, SK_INVALID, _("second entry: '%s' asks for none ('skatsheet day set "
                        "second_entry=yes')"), t->name);
    return rc;
}
