/* cmd_checkin.c - `checkin scan|add|list|open|close|cancel|desk`: the door
 * of a tournament day (checkin.h, checkseat.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "checkin.h"
#include "money.h"
#include "checkseat.h"
#include "cli.h"
#include "csvout.h"
#include "day.h"
#include "entrycode.h"
#include "entrycodes.h"
#include "cashbook.h"
#include "lookup.h"
#include "scan.h"

/* The fee options: --fee STATE [--ct N] [--transfer]. */
static void fee_opts(const cli_args *a, ops_fee_in *f)
{
    memset(f, 0, sizeof *f);
    f->ct = -1;
    f->given_ct = cli_int(a, "given", 0);
    f->keep = cli_has(a, "change") ? OPS_GIVEN_CHANGE : cli_has(a, "donate") ? OPS_GIVEN_DONATE
                                                                             : OPS_GIVEN_OPEN;
    const char *s = cli_str(a, "fee");
    if (!s)
        return;
    f->given = true;
    db_fee_parse(s, &f->state);
    f->ct = cli_int(a, "ct", -1);
    f->method = cli_has(a, "transfer") ? "transfer" : NULL;
    f->force = cli_has(a, "force") > 0;
}

/* A check-in's line on stdout. */
static void print_result(const ops_checkin_result *r)
{
    sk_buf b = {0};
    ops_checkin_describe(r, &b);
    printf("%s\n", sk_buf_str(&b));
    sk_buf_free(&b);
}

/* One check-in's line on stdout, or its refusal on stderr (status). */
static int one(cli_ctx *ctx, const ops_tour *t, const char *scan, const ops_fee_in *fee,
               int *failed)
{
    ops_checkin_result r;
    sk_err e;
    sk_err_clear(&e);
    int rc = ops_checkin_scan(ctx->db, t, scan, fee, &r, &e);
    if (rc == SK_OK) {
        print_result(&r);
    } else if (rc == SK_INVALID) {
        fprintf(stderr, "skatsheet: %s\n", e.msg);
        ++*failed;
    } else {
        ctx->err = e;
    }
    ops_checkin_result_clear(&r);
    return rc == SK_INVALID ? SK_OK : rc;
}

int cmd_checkin_scan(cli_ctx *ctx, const cli_args *a)
{
    ops_tour *t = ctx->tour;
    ops_fee_in fee;
    fee_opts(a, &fee);
    int failed = 0, rc = SK_OK;
    if (a->npos == 1 && strcmp(a->pos[0], "-") != 0) { /* one scan: its own refusal */
        ops_checkin_result r;
        rc = ops_checkin_scan(ctx->db, t, a->pos[0], &fee, &r, &ctx->err);
        if (rc == SK_OK)
            print_result(&r);
        ops_checkin_result_clear(&r);
        return rc;
    }
    for (int i = 0; rc == SK_OK && i < a->npos; i++) {
        if (strcmp(a->pos[i], "-") != 0) {
            rc = one(ctx, t, a->pos[i], &fee, &failed);
            continue;
        }
        /* a scanner typing into a pipe: one scan per line */
        char line[SCAN_MAX + 64];
        while (rc == SK_OK && fgets(line, sizeof line, stdin)) {
            size_t l = strlen(line);
            if (l && line[l - 1] != '\n' && !feof(stdin)) {
                int c;
                while ((c = getchar()) != EOF && c != '\n')
                    ;
                fprintf(stderr, _("skatsheet: scan: longer than %d bytes: nothing changed\n"),
                        SCAN_MAX);
                failed++;
                continue;
            }
            line[strcspn(line, "\r\n")] = '\0';
            if (!line[0])
                continue;
            rc = one(ctx, t, line, &fee, &failed);
        }
    }
    if (rc == SK_OK && failed)
        return sk_err_set(&ctx->err, SK_INVALID,
                          sk_ntr("%d scan refused (see above)", "%d scans refused (see above)",
                                 (unsigned long)failed), failed);
    return rc;
}

int cmd_checkin_add(cli_ctx *ctx, const cli_args *a)
{
    ops_tour *t = ctx->tour;
    ops_fee_in fee;
    fee_opts(a, &fee);
    ops_checkin_result r;
    int rc = ops_checkin_name(ctx->db, t, a->pos[0], cli_has(a, "new") > 0,
                          cli_has(a, "not-registered") > 0, cli_str(a, "club"), &fee,
                          &r, &ctx->err);
    if (rc == SK_OK)
        print_result(&r);
    ops_checkin_result_clear(&r);
    return rc;
}

int cmd_checkin_list(cli_ctx *ctx, const cli_args *a)
{
    const db_tournament *t = &ctx->tour->row;
    db_checkin *v = NULL;
    size_t n = 0;
    int rc = db_checkin_list(ctx->db, t->id, &v, &n, &ctx->err);
    const char *fmt = cli_str(a, "format") ? cli_str(a, "format") : "text";
    bool csv = strcmp(fmt, "csv") == 0, json = strcmp(fmt, "json") == 0;
    sk_buf b = {0};
    if (csv)
        sk_buf_add(&b, "arrival,time,player,number,how,from_series,table,seat,fee,fee_ct,method\n");
    else if (json) {
        sk_buf_add(&b, "{\"tournament\":");
        sk_buf_json_str(&b, t->name);
        sk_buf_add(&b, ",\"checkins\":[");
    } else {
        sk_buf_printf(&b, sk_ntr("%s: %zu player checked in\n", "%s: %zu players checked in\n",
                                 n), t->name, n);
    }
    for (size_t i = 0; rc == SK_OK && i < n; i++) {
        int table = 0, seat = 0;
        rc = ops_seat_of(ctx->db, t, v[i].from_series, v[i].player_id, &table, &seat, &ctx->err);
        db_fee f;
        bool has = false;
        if (rc == SK_OK)
            rc = db_fee_get(ctx->db, t->id, v[i].player_id, &f, &has, &ctx->err);
        if (rc != SK_OK)
            break;
        char when[64];
        sk_local_time(v[i].at, when, sizeof when);
        if (csv) {
            sk_buf_printf(&b, "%lld,%s,", (long long)v[i].arrival, v[i].at);
            csvout_field(&b, v[i].name, strlen(v[i].name));
            sk_buf_printf(&b, ",%d,%s,%d,%d,%d,%s,%lld,%s\n", v[i].number, v[i].how,
                          v[i].from_series, table, seat, has ? db_fee_word(f.state) : "",
                          has ? f.ct : 0, has ? f.method : "");
        } else if (json) {
            sk_buf_printf(&b, "%s{\"arrival\":%lld,\"time\":\"%s\",\"player\":", i ? "," : "",
                          (long long)v[i].arrival, v[i].at);
            sk_buf_json_str(&b, v[i].name);
            sk_buf_printf(&b, ",\"number\":%d,\"how\":\"%s\",\"from_series\":%d,\"table\":%d,"
                              "\"seat\":%d,\"fee\":", v[i].number, v[i].how, v[i].from_series,
                          table, seat);
            if (has)
                sk_buf_printf(&b, "{\"state\":\"%s\",\"ct\":%lld,\"method\":\"%s\"}",
                              db_fee_word(f.state), f.ct, f.method);
            else
                sk_buf_add(&b, "null");
            sk_buf_add(&b, "}");
        } else {
            sk_buf_printf(&b, "%4lld  %s  ", (long long)v[i].arrival, when);
            sk_buf_pad(&b, v[i].name, 24, false);
            if (table)
                sk_buf_printf(&b, _("  series %d, table %d, seat %d"), v[i].from_series, table,
                              seat);
            else
                sk_buf_printf(&b, _("  from series %d"), v[i].from_series);
            if (has)
                sk_buf_printf(&b, "  %s %s", f.state == DB_FEE_PAID   ? _("paid")
                                             : f.state == DB_FEE_OWED ? _("owed")
                                                                      : _("waived"),
                              money_euro_text(f.ct, (char[32]){0}, 32));
            sk_buf_add(&b, "\n");
        }
    }
    if (json)
        sk_buf_add(&b, "]}\n");
    if (rc == SK_OK)
        fputs(sk_buf_str(&b), stdout);
    sk_buf_free(&b);
    db_checkins_free(v, n);
    return rc;
}

int cmd_checkin_open(cli_ctx *ctx, const cli_args *a)
{
    uint64_t seed = 0;
    bool seeded;
    int rc = cli_seed_opt(ctx, a, &seed, &seeded);
    if (rc != SK_OK)
        return rc;
    ops_tour t;
    rc = lookup_tour_write_of(ctx, a, &t);
    if (rc != SK_OK)
        return rc;
    db_plan p;
    int seated = 0;
    int series = (int)cli_int(a, "series", 1);
    rc = ops_checkin_open(ctx->db, &t, series, (int)cli_int(a, "tables", 0), seeded,
                          seed, cli_str(a, "separate"), &p, &seated, &ctx->err);
    if (rc == SK_OK) {
        printf(sk_ntr("series %d of '%s' is seated at check-in: %d table planned, seed %llu\n",
                      "series %d of '%s' is seated at check-in: %d tables planned, seed %llu\n",
                      (unsigned long)p.tables),
               series, t.row.name, p.tables, (unsigned long long)p.seed);
        if (seated)
            printf(sk_ntr("%d player checked in before has a seat now ('checkin list')\n",
                          "%d players checked in before have a seat now ('checkin list')\n",
                          (unsigned long)seated), seated);
    }
    ops_tour_clear(&t);
    return rc;
}

int cmd_checkin_close(cli_ctx *ctx, const cli_args *a)
{
    ops_tour *t = ctx->tour;
    int series = (int)cli_int(a, "series", 1);
    ops_close_result r;
    int rc = ops_checkin_close(ctx->db, t, series, &r, &ctx->err);
    if (rc == SK_OK) {
        size_t players = 0;
        for (size_t k = 0; k < r.series.ntables; k++)
            players += (size_t)r.series.tables[k].size;
        printf(sk_ntr("series %d of '%s': %zu players at %zu table (seed %llu)\n",
                      "series %d of '%s': %zu players at %zu tables (seed %llu)\n",
                      (unsigned long)r.series.ntables), series, t->row.name,
               players, r.series.ntables, (unsigned long long)r.seed);
        if (!r.nmoves)
            printf(_("nobody moves\n"));
        for (size_t i = 0; i < r.nmoves; i++) {
            const ops_close_move *m = &r.moves[i];
            if (!m->to_table)
                printf(_("%s waits for series %d (every table seats four)\n"), m->name,
                       series + 1);
            else if (m->from_table)
                printf(_("%s moves from table %d, seat %d to table %d, seat %d\n"), m->name,
                       m->from_table, m->from_seat, m->to_table, m->to_seat);
            else
                printf(_("%s (present, not checked in) sits at table %d, seat %d\n"), m->name,
                       m->to_table, m->to_seat);
        }
        for (size_t i = 0; i < r.nwarnings; i++)
            printf(_("warning: %s\n"), r.warnings[i]);
    }
    ops_close_result_clear(&r);
    return rc;
}

int cmd_checkin_cancel(cli_ctx *ctx, const cli_args *a)
{
    const db_tournament *t = &ctx->tour->row;
    int series = (int)cli_int(a, "series", 1);
    int rc = ops_checkin_cancel(ctx->db, t, series, &ctx->err);
    if (rc == SK_OK)
        printf(_("series %d of '%s' is no longer seated at check-in: draw it with 'series draw "
                 "%d'\n"), series, t->name, series);
    return rc;
}

int cmd_checkin_desk(cli_ctx *ctx, const cli_args *a)
{
    const db_tournament *t = &ctx->tour->row;
    char *base = NULL;
    const char *given = cli_str(a, "url");
    int rc = ops_web_base_url(ctx->db, given, given != NULL, &base, &ctx->err);
    char key[ENTRYCODE_LEN + 1];
    if (rc == SK_OK)
        rc = ops_desk_key(ctx->db, t, true, cli_has(a, "renew") > 0, key, &ctx->err);
    if (rc == SK_OK) {
        char shown[ENTRYCODE_LEN + 2];
        entrycode_format(key, shown);
        printf(_("desk key of '%s': %s\n"), t->name, shown);
        if (base)
            printf("%s/desk?key=%s\n", base, key);
        else
            printf(_("open /desk?key=%s on the server of 'skatsheet serve' (give --url once to "
                     "print the whole address)\n"), key);
    }
    free(base);
    return rc;
}
