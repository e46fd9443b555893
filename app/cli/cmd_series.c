/* cmd_series.c - `series draw`, `series show` and `series plan`. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "schops.h"
#include "outfmt.h"
#include "rep_pdf.h"
#include "lookup.h"
#include "db.h"
#include "db_league.h"
#include "db_evening.h"
#include "draw.h"

static int print_series(const db_tournament *t, const db_series *s)
{
    int w = 6;
    for (size_t i = 0; i < s->ntables; i++)
        for (int k = 0; k < s->tables[i].size; k++)
            if (s->tables[i].seats[k].name && sk_utf8_width(s->tables[i].seats[k].name) > w)
                w = sk_utf8_width(s->tables[i].seats[k].name);
    sk_buf b = {0};
    sk_buf_printf(&b, "%s, series %d (%s", t->name, s->series_no, s->method);
    if (s->has_seed)
        sk_buf_printf(&b, ", seed %llu", (unsigned long long)s->seed);
    sk_buf_add(&b, ")\n");
    for (size_t i = 0; i < s->ntables; i++) {
        const db_table *tb = &s->tables[i];
        sk_buf_printf(&b, "table %d (%d players)\n", tb->table_no, tb->size);
        for (int k = 0; k < tb->size; k++) {
            const db_seat *x = &tb->seats[k];
            sk_buf_printf(&b, "  seat %d  ", k + 1);
            if (x->number)
                sk_buf_printf(&b, "%5d  ", x->number);
            else
                sk_buf_add(&b, "    -  ");
            if (x->club) {
                sk_buf_pad(&b, x->name ? x->name : "?", w, false);
                sk_buf_printf(&b, "  %s\n", x->club);
            } else {
                sk_buf_printf(&b, "%s\n", x->name ? x->name : "?");
            }
        }
    }
    fputs(sk_buf_str(&b), stdout);
    sk_buf_free(&b);
    return SK_OK;
}

/* From series 2 on: how many pairs at one table met in an earlier series. */
static int print_repeats(cli_ctx *ctx, const db_tournament *t, int series)
{
    if (series < 2)
        return SK_OK;
    int pairs;
    int rc = db_series_repeats(ctx->db, t->id, series, &pairs, &ctx->err);
    if (rc == SK_OK)
        printf("%d pair%s meet%s again (shared a table in an earlier series)\n", pairs,
               pairs == 1 ? "" : "s", pairs == 1 ? "s" : "");
    return rc;
}

static bool parse_u64(const char *s, uint64_t *out)
{
    if (!*s || *s == '-' || *s == '+' || *s == ' ')
        return false;
    char *end;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 10);
    if (errno || *end)
        return false;
    *out = v;
    return true;
}

int cmd_series_draw(cli_ctx *ctx, const cli_args *a)
{
    const char *tname = cli_str(a, "tournament"), *separate = cli_str(a, "separate");
    const char *seed_text = cli_str(a, "seed");
    bool seeded = cli_has(a, "seeded"), have_seed = seed_text != NULL;
    uint64_t seed = 0;
    int series = atoi(a->pos[0]); /* 1..99, checked by the parser */
    if (seed_text && !parse_u64(seed_text, &seed))
        return cli_usage(ctx, "--seed must be a whole number from 0 to "
                              "18446744073709551615, not '%s'", seed_text);
    if (!have_seed) {
        struct timespec ts;
        clock_gettime(CLOCK_REALTIME, &ts);
        rng s0 = {(uint64_t)ts.tv_sec * 1000000007ULL ^ (uint64_t)ts.tv_nsec ^
                  ((uint64_t)getpid() << 32)};
        seed = rng_next(&s0) % 1000000000ULL;
    }

    db_tournament t;
    int rc = lookup_tournament_write(ctx, tname, &t);
    if (rc != SK_OK)
        return rc;
    db_player *pl = NULL;
    size_t n = 0;
    /* A league venue group seats the active members of its teams only (the
     * other venues of the match day draw their own); any other tournament
     * every active player, registered teams or not (a team ranking in an
     * open tournament does not exclude players without a team). */
    bool venue = false;
    rc = db_league_is_venue(ctx->db, t.id, &venue, &ctx->err);
    /* with attendance: the players present for this series */
    if (rc == SK_OK)
        rc = db_player_list_present(ctx->db, t.id, series, venue, &pl, &n, &ctx->err);
    int64_t *group = NULL;
    if (rc == SK_OK && seeded) {
        /* ranking order: current tournament Seeger totals; players without
         * games after them in list order */
        db_player_total *tot;
        size_t nt;
        rc = db_seeger_totals(ctx->db, t.id, &tot, &nt, &ctx->err);
        if (rc == SK_OK) {
            db_player *sorted = xcalloc(n ? n : 1, sizeof *sorted);
            bool *used = xcalloc(n ? n : 1, sizeof *used);
            size_t k = 0;
            for (size_t a = 0; a < nt; a++)
                for (size_t b = 0; b < n; b++)
                    if (!used[b] && pl[b].id == tot[a].player_id) {
                        sorted[k++] = pl[b];
                        used[b] = true;
                    }
            for (size_t b = 0; b < n; b++)
                if (!used[b])
                    sorted[k++] = pl[b];
            free(pl);
            pl = sorted;
            free(used);
            free(tot);
        }
    }
    if (rc == SK_OK && separate && strcmp(separate, "club") == 0) {
        group = xcalloc(n ? n : 1, sizeof *group);
        for (size_t a = 0; a < n; a++) {
            if (!pl[a].club)
                continue;
            group[a] = (int64_t)a + 1;
            for (size_t b = 0; b < a; b++)
                if (pl[b].club && strcmp(pl[a].club, pl[b].club) == 0) {
                    group[a] = group[b];
                    break;
                }
        }
    } else if (rc == SK_OK && separate) {
        int64_t *ids = xcalloc(n ? n : 1, sizeof *ids);
        for (size_t a = 0; a < n; a++)
            ids[a] = pl[a].id;
        rc = db_team_of_players(ctx->db, t.id, ids, n, &group, &ctx->err);
        free(ids);
    }
    size_t *order = xcalloc(n ? n : 1, sizeof *order);
    int *sizes = xcalloc(n / 3 + 1, sizeof *sizes);
    size_t ntables = 0;
    /* from series 2 on: who already shared a table, as player indices */
    size_t *met = NULL, nmet = 0;
    if (rc == SK_OK && series > 1 && !seeded) {
        int64_t *pairs;
        size_t np;
        rc = db_met_pairs(ctx->db, t.id, series, &pairs, &np, &ctx->err);
        if (rc == SK_OK && np) {
            met = xcalloc(2 * np, sizeof *met);
            for (size_t k = 0; k < np; k++) {
                size_t ia = n, ib = n;
                for (size_t x = 0; x < n; x++) {
                    if (pl[x].id == pairs[2 * k])
                        ia = x;
                    if (pl[x].id == pairs[2 * k + 1])
                        ib = x;
                }
                if (ia < n && ib < n) {
                    met[2 * nmet] = ia;
                    met[2 * nmet + 1] = ib;
                    nmet++;
                }
            }
        }
        if (rc == SK_OK)
            free(pairs);
    }
    /* Schafkopf: four at every table (the met pairs above keep apart who
     * already shared one) */
    bool sch = schops_is_schafkopf(&t);
    if (rc == SK_OK && sch && seeded)
        rc = sk_err_set(&ctx->err, SK_INVALID, "--seeded: a Schafkopf series is drawn at random, "
                        "keeping apart players who already shared a table");
    if (rc == SK_OK) {
        draw_options o = {.seed = seed, .seeded = seeded, .group = group, .met = met,
                          .nmet = nmet, .fours_only = sch};
        rc = draw_seat(n, &o, sizes, &ntables, order, &ctx->err);
        if (rc != SK_OK && venue) {
            /* say whose players were counted */
            char m[sizeof ctx->err.msg];
            snprintf(m, sizeof m, "%s", ctx->err.msg);
            snprintf(ctx->err.msg, sizeof ctx->err.msg,
                     "series %d of league venue group '%.200s' (only the active members of its "
                     "teams are seated): %.600s", series, t.name, m);
        }
    }
    if (rc == SK_OK) {
        db_table *tabs = xcalloc(ntables, sizeof *tabs);
        size_t base = 0;
        for (size_t k = 0; k < ntables; k++) {
            tabs[k].table_no = (int)k + 1;
            tabs[k].size = sizes[k];
            for (int s = 0; s < sizes[k]; s++) {
                tabs[k].seats[s].seat = s + 1;
                tabs[k].seats[s].player_id = pl[order[base + (size_t)s]].id;
            }
            base += (size_t)sizes[k];
        }
        rc = db_series_store(ctx->db, t.id, series, seeded ? "seeded" : "random", true, seed, tabs,
                             ntables, &ctx->err);
        free(tabs);
    }
    if (rc == SK_OK) {
        db_series s;
        rc = db_series_get(ctx->db, t.id, series, &s, &ctx->err);
        if (rc == SK_OK) {
            print_series(&t, &s);
            if (rc == SK_OK)
                rc = print_repeats(ctx, &t, series);
            if (group) {
                int c = draw_conflicts(sizes, ntables, order, group);
                if (c)
                    printf("note: %d pair%s of the same %s share a table (not avoidable)\n", c,
                           c == 1 ? "" : "s", separate);
            }
            db_series_clear(&s);
        }
    }
    free(met);
    free(order);
    free(sizes);
    free(group);
    db_players_free(pl, n);
    db_tournament_clear(&t);
    return rc;
}

int cmd_series_show(cli_ctx *ctx, const cli_args *a)
{
    const char *tname = cli_str(a, "tournament");
    int series = atoi(a->pos[0]); /* 1..99, checked by the parser */
    db_tournament t;
    db_series s;
    int rc = lookup_series(ctx, tname, series, &t, &s);
    if (rc != SK_OK)
        return rc;
    print_series(&t, &s);
    db_series_clear(&s);
    rc = print_repeats(ctx, &t, series);
    db_tournament_clear(&t);
    return rc;
}

int cmd_series_undraw(cli_ctx *ctx, const cli_args *a)
{
    int series = atoi(a->pos[0]); /* 1..99, checked by the parser */
    db_tournament t;
    int rc = lookup_tournament_write(ctx, cli_str(a, "tournament"), &t);
    if (rc != SK_OK)
        return rc;
    rc = db_series_undraw(ctx->db, t.id, series, &ctx->err);
    if (rc == SK_OK)
        printf("undrew series %d of '%s': draw it again with 'skatsheet series draw %d'\n",
               series, t.name, series);
    db_tournament_clear(&t);
    return rc;
}

/* ---- series plan (the seating plan as PDF) ---- */

int cmd_series_plan(cli_ctx *ctx, const cli_args *a)
{
    const char *file = a->pos[0];
    int series = (int)cli_int(a, "series", 0);
    rep_lang lang = outfmt_lang(a);
    db_tournament t;
    db_series s;
    int rc = lookup_series(ctx, cli_str(a, "tournament"), series, &t, &s);
    if (rc != SK_OK)
        return rc;
    size_t n = 0;
    for (size_t i = 0; i < s.ntables; i++)
        n += (size_t)s.tables[i].size;
    rep_plan_seat *ps = xcalloc(n ? n : 1, sizeof *ps);
    size_t k = 0;
    for (size_t i = 0; i < s.ntables; i++)
        for (int j = 0; j < s.tables[i].size; j++)
            ps[k++] = (rep_plan_seat){s.tables[i].table_no, j + 1, s.tables[i].seats[j].name,
                                      s.tables[i].seats[j].number};
    rep_doc doc = {t.name, t.date, NULL, lang};
    rc = rep_pdf_plan(file, &doc, series, ps, (int)n, &ctx->err);
    free(ps);
    if (rc == SK_OK)
        printf("wrote %s\n", file);
    db_series_clear(&s);
    db_tournament_clear(&t);
    return rc;
}
