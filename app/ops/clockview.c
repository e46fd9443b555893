/* clockview.c - see clockview.h */
#include "clockview.h"
#include "drawn.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "day.h"
#include "db_seating.h"

void ops_clock_free(ops_clock *c)
{
    if (!c)
        return;
    free(c->tables);
    memset(c, 0, sizeof *c);
}

/* The tables of the series and their games. */
static int load_tables(db *d, const db_tournament *t, ops_clock *c, sk_err *err)
{
    db_table_count *v;
    size_t n;
    int rc = db_series_game_counts(d, t->id, c->series, &v, &n, err);
    if (rc != SK_OK)
        return rc;
    c->tables = xcalloc(n ? n : 1, sizeof *c->tables);
    c->ntables = n;
    for (size_t k = 0; k < n; k++) {
        game_table_rules r;
        db_tournament_table_rules(t, v[k].size, &r);
        ops_clock_table *x = &c->tables[k];
        x->table_no = v[k].table_no;
        x->size = v[k].size;
        x->games = v[k].games;
        x->series_games = r.series_games;
        x->done = x->games >= x->series_games;
        c->unfinished += !x->done;
    }
    free(v);
    db_clock_ext *e;
    size_t ne;
    rc = db_clock_ext_list(d, t->id, c->series, &e, &ne, err);
    if (rc != SK_OK)
        return rc;
    for (size_t i = 0; i < ne; i++)
        for (size_t k = 0; k < c->ntables; k++) {
            ops_clock_table *x = &c->tables[k];
            if (x->table_no != e[i].table_no)
                continue;
            x->ext_minutes += e[i].minutes;
            size_t used = strlen(x->reason);
            snprintf(x->reason + used, sizeof x->reason - used, "%s%s", used ? "; " : "",
                     e[i].reason);
        }
    free(e);
    for (size_t k = 0; k < c->ntables; k++)
        c->tables[k].left = c->st.left + (int64_t)c->tables[k].ext_minutes * 60;
    return SK_OK;
}

int ops_clock_load(db *d, const db_tournament *t, int series, ops_clock *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    out->now = ops_now();
    int rc = SK_OK;
    if (!series) {
        db_clock *v;
        size_t n;
        rc = db_clock_list(d, t->id, &v, &n, err);
        if (rc == SK_OK && n)
            series = v[n - 1].series_no;
        if (rc == SK_OK)
            free(v);
    }
    if (rc == SK_OK && !series)
        rc = ops_series_last(d, t->id, &series, err);
    out->series = series;
    if (rc != SK_OK || !series)
        return rc;
    rc = db_clock_get(d, t->id, series, &out->stored, &out->has, err);
    if (rc == SK_OK && out->has) {
        int64_t start;
        if (!clock_parse_iso(out->stored.started, &start))
            return sk_err_set(err, SK_FAIL, _("database value out of range: table series_clock "
                              "column started = '%s' (expected YYYY-MM-DDTHH:MM:SSZ)"),
                              out->stored.started);
        int64_t paused = 0;
        if (out->stored.paused[0] && !clock_parse_iso(out->stored.paused, &paused))
            return sk_err_set(err, SK_FAIL, _("database value out of range: table series_clock "
                              "column paused = '%s' (expected YYYY-MM-DDTHH:MM:SSZ)"),
                              out->stored.paused);
        clock_at_paused(start, out->stored.minutes, out->stored.warn_minutes,
                        out->stored.stopped[0] != '\0', paused, out->stored.paused_sec,
                        out->now, &out->st);
    }
    if (rc == SK_OK)
        rc = load_tables(d, t, out, err);
    if (rc != SK_OK)
        ops_clock_free(out);
    return rc;
}

int ops_clock_start(db *d, const db_tournament *t, int series, int minutes, bool restart,
                    ops_clock *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    if (t->closed)
        return sk_err_set(err, SK_INVALID, _("tournament '%s' is closed"), t->name);
    db_series se;
    int rc = db_series_get(d, t->id, series, &se, err);
    if (rc != SK_OK)
        return rc;
    db_series_clear(&se);
    ops_clock cur;
    rc = ops_clock_load(d, t, series, &cur, err);
    if (rc != SK_OK)
        return rc;
    if (cur.has && !restart && cur.st.phase != CLOCK_STOPPED) {
        char at[64];
        sk_local_time(cur.stored.started, at, sizeof at);
        rc = sk_err_set(err, SK_INVALID, _("the clock of series %d runs since %s: --restart "
                        "starts it again"), series, at);
    }
    ops_clock_free(&cur);
    if (rc != SK_OK)
        return rc;
    day_settings ds;
    rc = ops_day_load(d, t, &ds, err);
    if (rc != SK_OK)
        return rc;
    db_clock c;
    memset(&c, 0, sizeof c);
    c.series_no = series;
    ops_now_iso(c.started);
    c.minutes = minutes > 0 ? minutes : ds.clock_min;
    c.warn_minutes = ds.warn_min < c.minutes ? ds.warn_min : 0;
    rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    rc = db_clock_put(d, t->id, &c, err);
    if (rc == SK_OK)
        rc = db_clock_ext_clear(d, t->id, series, err);
    rc = db_finish(d, rc, err);
    if (rc == SK_OK)
        rc = ops_clock_load(d, t, series, out, err);
    return rc;
}

/* series' clock loaded, checked and changed by change(), stored again. */
static int clock_change(db *d, const db_tournament *t, int series,
                        int (*change)(ops_clock *c, int series, sk_err *err), sk_err *err)
{
    if (t->closed)
        return sk_err_set(err, SK_INVALID, _("tournament '%s' is closed"), t->name);
    ops_clock c;
    int rc = ops_clock_load(d, t, series, &c, err);
    if (rc == SK_OK)
        rc = change(&c, series, err);
    if (rc == SK_OK)
        rc = db_clock_put(d, t->id, &c.stored, err);
    ops_clock_free(&c);
    return rc;
}

static int stop_change(ops_clock *c, int series, sk_err *err)
{
    if (!c->has || c->st.phase == CLOCK_STOPPED)
        return sk_err_set(err, SK_INVALID, _("the clock of series %d does not run"), series);
    ops_now_iso(c->stored.stopped);
    return SK_OK;
}

static int pause_change(ops_clock *c, int series, sk_err *err)
{
    if (c->has && c->st.phase == CLOCK_PAUSED) {
        char at[64];
        sk_local_time(c->stored.paused, at, sizeof at);
        return sk_err_set(err, SK_INVALID, _("the clock of series %d is paused already (since "
                          "%s): 'clock resume' lets it run"), series, at);
    }
    if (!c->has || c->st.phase == CLOCK_STOPPED)
        return sk_err_set(err, SK_INVALID, _("the clock of series %d does not run"), series);
    ops_now_iso(c->stored.paused);
    return SK_OK;
}

static int resume_change(ops_clock *c, int series, sk_err *err)
{
    if (!c->has || c->st.phase != CLOCK_PAUSED)
        return sk_err_set(err, SK_INVALID, _("the clock of series %d is not paused: only a "
                          "paused clock resumes"), series);
    int64_t since = 0;
    clock_parse_iso(c->stored.paused, &since);
    int64_t add = c->now > since ? c->now - since : 0;
    if (c->stored.paused_sec + add > 31536000)
        return sk_err_set(err, SK_INVALID, _("the clock of series %d was paused for more than "
                          "a year"), series);
    c->stored.paused_sec += (int)add;
    c->stored.paused[0] = '\0';
    return SK_OK;
}

int ops_clock_stop(db *d, const db_tournament *t, int series, sk_err *err)
{
    return clock_change(d, t, series, stop_change, err);
}

int ops_clock_pause(db *d, const db_tournament *t, int series, sk_err *err)
{
    return clock_change(d, t, series, pause_change, err);
}

int ops_clock_resume(db *d, const db_tournament *t, int series, sk_err *err)
{
    return clock_change(d, t, series, resume_change, err);
}

int ops_clock_extend(db *d, const db_tournament *t, int series, int table, int minutes,
                     const char *reason, sk_err *err)
{
    if (t->closed)
        return sk_err_set(err, SK_INVALID, _("tournament '%s' is closed"), t->name);
    if (minutes < 1 || minutes > 120)
        return sk_err_set(err, SK_INVALID, _("minutes %d: a table gets 1 to 120 minutes more"),
                          minutes);
    size_t len = reason ? strlen(reason) : 0;
    const char *p = reason;
    while (p && *p == ' ')
        p++;
    if (!len || !*p)
        return sk_err_set(err, SK_INVALID, _("reason: say why the table gets more time"));
    if (len > 200)
        return sk_err_set(err, SK_INVALID, _("reason: at most 200 characters (%zu given)"), len);
    for (p = reason; *p; p++)
        if ((unsigned char)*p < 0x20 || *p == 0x7f)
            return sk_err_set(err, SK_INVALID, _("reason: one line without control characters"));
    ops_clock c;
    int rc = ops_clock_load(d, t, series, &c, err);
    if (rc == SK_OK && !c.has)
        rc = sk_err_set(err, SK_INVALID, _("the clock of series %d has not been started"), series);
    bool found = false;
    for (size_t k = 0; rc == SK_OK && k < c.ntables; k++)
        found |= c.tables[k].table_no == table;
    if (rc == SK_OK && !found)
        rc = sk_err_set(err, SK_INVALID, sk_ntr("table %d: series %d has %zu table",
                        "table %d: series %d has %zu tables", (unsigned long)c.ntables),
                        table, series, c.ntables);
    ops_clock_free(&c);
    if (rc != SK_OK)
        return rc;
    db_clock_ext e;
    memset(&e, 0, sizeof e);
    e.table_no = table;
    e.minutes = minutes;
    snprintf(e.reason, sizeof e.reason, "%s", reason);
    ops_now_iso(e.at);
    return db_clock_ext_add(d, t->id, series, &e, err);
}

void ops_clock_text(const ops_clock *c, sk_buf *b)
{
    char hms[32];
    if (!c->has) {
        sk_buf_printf(b, _("series %d: the clock has not been started"), c->series);
        return;
    }
    switch (c->st.phase) {
    case CLOCK_STOPPED:
        sk_buf_printf(b, _("series %d: the clock is stopped"), c->series);
        break;
    case CLOCK_PAUSED:
        clock_hms(c->st.left, hms, sizeof hms);
        sk_buf_printf(b, _("series %d: paused, %s left"), c->series, hms);
        break;
    case CLOCK_OVER:
        clock_hms(-c->st.left, hms, sizeof hms);
        sk_buf_printf(b, _("series %d: time is up (%s ago)"), c->series, hms);
        break;
    default:
        clock_hms(c->st.left, hms, sizeof hms);
        sk_buf_printf(b, _("series %d: %s left"), c->series, hms);
        if (c->st.phase == CLOCK_WARNING)
            sk_buf_add(b, _(" - last minutes"));
        break;
    }
}

void ops_clock_json(const db_tournament *t, const ops_clock *c, sk_buf *b)
{
    static const char *const phase[] = {"none", "running", "warning", "over", "stopped",
                                         "paused"};
    sk_buf_add(b, "{\"tournament\":");
    sk_buf_json_str(b, t->name);
    sk_buf_printf(b, ",\"series\":%d,\"phase\":\"%s\"", c->series,
                  c->has ? phase[c->st.phase] : "none");
    if (c->has)
        sk_buf_printf(b, ",\"started\":\"%s\",\"minutes\":%d,\"warn_minutes\":%d,"
                         "\"seconds_left\":%lld,\"end_ms\":%lld",
                      c->stored.started, c->stored.minutes, c->stored.warn_minutes,
                      (long long)c->st.left, (long long)c->st.end * 1000);
    sk_buf_printf(b, ",\"now_ms\":%lld,\"tables\":[", (long long)c->now * 1000);
    for (size_t k = 0; k < c->ntables; k++) {
        const ops_clock_table *x = &c->tables[k];
        sk_buf_printf(b, "%s{\"table\":%d,\"games\":%d,\"series_games\":%d,\"done\":%s,"
                         "\"extra_minutes\":%d,\"reason\":",
                      k ? "," : "", x->table_no, x->games, x->series_games,
                      x->done ? "true" : "false", x->ext_minutes);
        sk_buf_json_str(b, x->reason);
        if (c->has)
            sk_buf_printf(b, ",\"end_ms\":%lld", (long long)(c->st.end + x->ext_minutes * 60) * 1000);
        sk_buf_add(b, "}");
    }
    sk_buf_printf(b, "],\"unfinished\":%d}\n", c->unfinished);
}
