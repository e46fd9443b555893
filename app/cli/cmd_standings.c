/* cmd_standings.c - `standings` and `standings lot`: turn recorded games
 * into rankings (rules.md 8-10). */
#include "i18n.h"
#include <stddef.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "clifam.h"
#include "day.h"
#include "second.h"
#include "schcli.h"
#include "lookup.h"
#include "outfmt.h"
#include "db_players.h"
#include "db_tournaments.h"
#include "db_standings.h"
#include "rng.h"
#include "seriesdraw.h"
#include "sheet.h"
#include "standings.h"
#include "standview.h"
#include "standjson.h"
#include "csvout.h"
#include "houseprof.h"
#include "moneyview.h"
#include "moneyjson.h"
#include "tournaments.h"
#include "text.h"

/* ---- output helpers ---------------------------------------------------- */

static void rank_str(char *buf, size_t n, const stand_row *r)
{
    snprintf(buf, n, "%d.", r->rank);
}

static const char *player_name(const standview *v, long long id, char *buf, size_t n)
{
    return standview_player_name(v, id, buf, n);
}

static void team_members_str(const standview *v, const db_team *t, sk_buf *b)
{
    char tmp[32];
    for (size_t j = 0; j < t->nmembers; j++) {
        if (j)
            sk_buf_add(b, ", ");
        sk_buf_add(b, player_name(v, t->members[j], tmp, sizeof tmp));
    }
}

/* Name of row r (player or team). */
static const char *row_name(const standview *v, bool teams, const stand_row *r, char *buf,
                            size_t n)
{
    return standview_row_name(v, teams, r, buf, n);
}

static void print_csv(const standview *v, bool teams)
{
    const stand_table *t = teams ? &v->teams : &v->players;
    sk_buf b = {0};
    /* how far the standings are, as columns (the same on every row, as in
     * the JSON: games_recorded, games_expected, provisional) so the file
     * stays one table a spreadsheet reads */
    sk_buf_printf(&b, "rank,%s,won,lost,game_points,won_lost_bonus,opponents_bonus,total,"
                      "games_recorded,games_expected,provisional\n",
                  teams ? "team" : "player");
    char tmp[32];
    const db_progress_t *p = &v->progress;
    for (size_t i = 0; i < t->n; i++) {
        const stand_row *r = &t->rows[i];
        outfmt_csv_ranked(&b, r->rank, row_name(v, teams, r, tmp, sizeof tmp));
        sk_buf_printf(&b, ",%d,%d,%d,%d,%d,%d,%d,%d,%s\n", r->won, r->lost, r->game_points,
                      r->won_lost_bonus, r->opponents_bonus, r->total, p->recorded, p->expected,
                      p->provisional ? "yes" : "no");
    }
    outfmt_put(&b);
}

static void print_json(const standview *v, bool teams, const ops_second_state *sec)
{
    sk_buf b = {0};
    standview_json(v, teams, sec, &b);
    outfmt_put(&b);
}

static int max_width(int w, const char *s)
{
    int x = sk_utf8_width(s);
    return x > w ? x : w;
}

static void print_text(const standview *v, bool teams)
{
    const stand_table *t = teams ? &v->teams : &v->players;
    bool per_series = v->series == 0 && t->nseries > 0;
    char tmp[64];
    sk_buf b = {0};
    if (v->series)
        sk_buf_printf(&b, _("%s, series %d%s\n"), v->t.name, v->series,
                      teams ? _(": teams") : "");
    else
        sk_buf_printf(&b, sk_ntr("%s, standings after %d series%s\n",
                                 "%s, standings after %d series%s\n", (unsigned long)t->nseries),
                      v->t.name, t->nseries, teams ? _(": teams") : "");
    outfmt_progress(&b, &v->progress, v->series);
    sk_buf_add(&b, "\n\n");
    if (t->n == 0) {
        sk_buf_add(&b, teams ? _("no teams registered (skatsheet team add NAME PLAYER...)\n")
                             : _("no series drawn yet\n"));
        outfmt_put(&b);
        return;
    }
    /* widths */
    int wname = sk_utf8_width(teams ? _("Team") : _("Player")), wclub = sk_utf8_width(_("Club"));
    int wno = 3;
    bool any_club = false, any_no = false;
    for (size_t i = 0; i < t->n; i++) {
        wname = max_width(wname, row_name(v, teams, &t->rows[i], tmp, sizeof tmp));
        if (!teams) {
            const db_player *p = standview_player(v, t->rows[i].id);
            if (p && p->club) {
                any_club = true;
                wclub = max_width(wclub, p->club);
            }
            if (p && p->number) {
                any_no = true;
                snprintf(tmp, sizeof tmp, "%d", p->number);
                wno = max_width(wno, tmp);
            }
        }
    }
    sk_buf_pad(&b, _("Rank"), 5, true);
    if (any_no) {
        sk_buf_add(&b, "  ");
        sk_buf_pad(&b, _("No."), wno, true);
    }
    sk_buf_add(&b, "  ");
    sk_buf_pad(&b, teams ? _("Team") : _("Player"), wname, false);
    if (any_club) {
        sk_buf_add(&b, "  ");
        sk_buf_pad(&b, _("Club"), wclub, false);
    }
    if (per_series)
        for (int s = 1; s <= t->nseries; s++) {
            snprintf(tmp, sizeof tmp, "S%d", s);
            sk_buf_add(&b, " ");
            sk_buf_pad(&b, tmp, 6, true);
        }
    sk_buf_add(&b, _("   Won  Lost  Points  (W-L)x50  Others' lost   Total"));
    if (teams)
        sk_buf_add(&b, _("  Players"));
    sk_buf_add(&b, "\n");
    for (size_t i = 0; i < t->n; i++) {
        const stand_row *r = &t->rows[i];
        rank_str(tmp, sizeof tmp, r);
        if (i > 0 && t->rows[i - 1].rank == r->rank)
            sk_buf_pad(&b, "", 5, true);
        else
            sk_buf_pad(&b, tmp, 5, true);
        if (any_no) {
            const db_player *p = standview_player(v, r->id);
            sk_buf_add(&b, "  ");
            if (p && p->number) {
                snprintf(tmp, sizeof tmp, "%d", p->number);
                sk_buf_pad(&b, tmp, wno, true);
            } else {
                sk_buf_pad(&b, "", wno, true);
            }
        }
        sk_buf_add(&b, "  ");
        sk_buf_pad(&b, row_name(v, teams, r, tmp, sizeof tmp), wname, false);
        if (any_club) {
            const db_player *p = standview_player(v, r->id);
            sk_buf_add(&b, "  ");
            sk_buf_pad(&b, p && p->club ? p->club : "", wclub, false);
        }
        if (per_series)
            for (int s = 0; s < t->nseries; s++) {
                sk_buf_add(&b, " ");
                if (r->series_in[s])
                    outfmt_pad_int(&b, r->series_total[s], 6);
                else
                    sk_buf_pad(&b, TEXT_NOT_PLAYED, 6, true);
            }
        /* Won  Lost  Points  (W-L)x50  Others' lost  Total, each under its heading */
        const int num[] = {r->won, r->lost, r->game_points, r->won_lost_bonus,
                           r->opponents_bonus, r->total};
        static const int width[] = {5, 5, 7, 9, 13, 7};
        for (int k = 0; k < 6; k++) {
            sk_buf_add(&b, " ");
            outfmt_pad_int(&b, num[k], width[k]);
        }
        if (r->by_lot)
            sk_buf_add(&b, _("  (lot)"));
        if (teams) {
            const db_team *tm = standview_team(v, r->id);
            sk_buf_add(&b, "  ");
            if (tm)
                team_members_str(v, tm, &b);
        }
        sk_buf_add(&b, "\n");
    }
    outfmt_put(&b);
}

/* ---- standings --------------------------------------------------------- */

/* ---- standings under house rules (rules-house-schafkopf.md B.1, B.5) ---- */

/* The footer of the house standings: how mode m ranks, the games counted
 * (one whole sentence per mode, a real plural). */
static void house_footer(sk_buf *b, house_list_mode m, int games)
{
    unsigned long n = games < 0 ? 0 : (unsigned long)games;
    const char *f =
        m == HOUSE_LIST_PLAIN
            ? sk_ntr("ranked by the list total, then more won, fewer lost games; players still "
                     "equal share the rank (=); %d game\n",
                     "ranked by the list total, then more won, fewer lost games; players still "
                     "equal share the rank (=); %d games\n", n)
        : m == HOUSE_LIST_MINUS
            ? sk_ntr("minus list: ranked closest to 0 first, then more won, fewer lost games; "
                     "players still equal share the rank (=); %d game\n",
                     "minus list: ranked closest to 0 first, then more won, fewer lost games; "
                     "players still equal share the rank (=); %d games\n", n)
            : sk_ntr("Bierlachs: ranked by fewest Lachse, then the current round closest to 0, "
                     "then more won, fewer lost games; players still equal share the rank (=); "
                     "%d game\n",
                     "Bierlachs: ranked by fewest Lachse, then the current round closest to 0, "
                     "then more won, fewer lost games; players still equal share the rank (=); "
                     "%d games\n", n);
    sk_buf_printf(b, f, games);
}

static void house_text(sk_buf *b, const db_tournament *t, const ops_money *m)
{
    bool lachs = m->p.list_mode == HOUSE_LIST_BIERLACHS;
    int w = outfmt_col_width(outfmt_text_width(_("player"), 6), m->rows, m->n, sizeof *m->rows,
                             offsetof(ops_money_row, name));
    sk_buf_printf(b, _("%s: house rules %s (%s)\n"), t->name, m->p.name,
                  m->p.list_mode == HOUSE_LIST_MINUS      ? _("minus list")
                  : m->p.list_mode == HOUSE_LIST_BIERLACHS ? "Bierlachs"
                                                           : _("plain list"));
    if (m->series)
        sk_buf_printf(b, _("series %d\n"), m->series);
    outfmt_progress(b, &m->progress, m->series); /* as the ISkO standings (issue 29) */
    sk_buf_add(b, "\n");
    /* the rank column as wide as its heading ("Platz") */
    int rw = sk_utf8_width(C_("column", "rank")) > 4 ? sk_utf8_width(C_("column", "rank")) : 4;
    sk_buf_pad(b, C_("column", "rank"), rw, false);
    sk_buf_add(b, "  ");
    sk_buf_pad(b, _("player"), w, false);
    if (lachs)
        sk_buf_add(b, "  Lachse");
    sk_buf_printf(b, "  %7s  %7s  %4s  %4s\n", lachs ? C_("column", "round") : C_("column", "list"),
                  "Seeger", C_("column", "won"), C_("column", "lost"));
    for (size_t i = 0; i < m->n; i++) {
        const ops_money_row *r = &m->rows[i];
        bool shared = ops_money_shared(m, i);
        sk_buf_printf(b, "%*d%c  ", rw - 1, r->rank, shared ? '=' : '.');
        sk_buf_pad(b, r->name, w, false);
        if (lachs)
            sk_buf_printf(b, "  %6d", r->lachse);
        sk_buf_add(b, "  ");
        outfmt_pad_signed(b, r->list_total, 7);
        sk_buf_add(b, "  ");
        outfmt_pad_signed(b, r->seeger, 7);
        sk_buf_printf(b, "  %4d  %4d\n", r->won, r->lost);
    }
    if (m->n == 0)
        sk_buf_add(b, _("(nobody seated yet)\n"));
    house_footer(b, m->p.list_mode, m->games);
}

static void house_csv(sk_buf *b, const ops_money *m)
{
    /* how far the list is as the last columns (as the ISkO CSV) */
    sk_buf_add(b, "rank,player,list,lachse,seeger,won,lost,games_recorded,games_expected,"
                  "provisional\n");
    const db_progress_t *p = &m->progress;
    for (size_t i = 0; i < m->n; i++) {
        const ops_money_row *r = &m->rows[i];
        outfmt_csv_ranked(b, r->rank, r->name);
        sk_buf_printf(b, ",%lld,%d,%lld,%d,%d,%d,%d,%s\n", r->list_total, r->lachse, r->seeger,
                      r->won, r->lost, p->recorded, p->expected, p->provisional ? "yes" : "no");
    }
}

/* The Skat side of standings under house rules: the list the mode ranks
 * by (B.1, B.5). */
static int house_standings(cli_ctx *ctx, const cli_args *a, ops_tour *ot)
{
    const db_tournament *t = &ot->row;
    if (cli_has(a, "teams"))
        return sk_err_set(&ctx->err, SK_INVALID,
                          _("--teams: tournament '%s' plays house rules (%s): its list ranks "
                          "players only"), t->name, ot->rules.house.name);
    ops_money m;
    int series = (int)cli_int(a, "series", 0);
    ops_second_state sec;
    int rc = ops_house_standings_load(ctx->db, ot, series, &m, &ctx->err);
    if (rc == SK_OK && (rc = ops_second_state_load(ctx->db, ot, series, &sec, &ctx->err)) != SK_OK)
        ops_money_free(&m);
    if (rc == SK_OK) {
        long format = cli_int(a, "format", 0); /* text|csv|json */
        sk_buf b = {0};
        if (format == 1) {
            house_csv(&b, &m);
        } else if (format == 2) {
            ops_house_stand_json(t, &m, &sec, &b);
        } else {
            house_text(&b, t, &m);
            outfmt_second_note(&b, &sec);
        }
        outfmt_put(&b);
        ops_money_free(&m);
        ops_second_state_free(&sec);
    }
    return rc;
}

/* The Skat side of standings under tournament scoring (Seeger-Fabian). */
static int isko_standings(cli_ctx *ctx, const cli_args *a, ops_tour *t)
{
    /* standview_load looks the tournament up again and says why not; t,
     * the one it finds, answers for the second entry */
    const char *tname = cli_str(a, "tournament");
    int series = (int)cli_int(a, "series", 0);
    long format = cli_int(a, "format", 0); /* text|csv|json */
    bool teams = cli_has(a, "teams");
    standview v;
    ops_second_state sec;
    int rc = standview_load(ctx->db, tname, series, teams, &v, &ctx->err);
    if (rc == SK_OK && (rc = ops_second_state_load(ctx->db, t, series, &sec, &ctx->err)) != SK_OK)
        standview_free(&v);
    if (rc == SK_OK) {
        if (format == 1) {
            print_csv(&v, teams);
        } else if (format == 2) {
            print_json(&v, teams, &sec);
        } else {
            print_text(&v, teams);
            sk_buf b = {0};
            outfmt_second_note(&b, &sec);
            outfmt_put(&b);
        }
        ops_second_state_free(&sec);
        standview_free(&v);
    }
    return rc;
}

/* The seed of --seed S, or one from the clock; false for a bad S. */
static bool lot_seed(const cli_args *a, uint64_t *seed)
{
    const char *s = cli_str(a, "seed");
    if (s) {
        char *end;
        errno = 0;
        if (!*s || *s == '-' || *s == '+')
            return false;
        unsigned long long v = strtoull(s, &end, 10);
        if (errno || *end)
            return false;
        *seed = v;
        return true;
    }
    *seed = ops_fresh_seed();
    return true;
}

/* Swap entries i and j of ids and names alike. */
static void lot_swap(int64_t *ids, const char **names, size_t i, size_t j)
{
    int64_t t = ids[i];
    ids[i] = ids[j];
    ids[j] = t;
    const char *x = names[i];
    names[i] = names[j];
    names[j] = x;
}

/* Shuffle ids[0..n-1] (and names alongside) with the seed's PRNG. */
static void lot_shuffle(int64_t *ids, const char **names, size_t n, rng *st)
{
    /* from the players' order in the database, so the order they are
     * named in does not change the drawing */
    for (size_t i = 1; i < n; i++)
        for (size_t j = i; j > 0 && ids[j - 1] > ids[j]; j--)
            lot_swap(ids, names, j - 1, j);
    for (size_t i = n; i > 1; i--)
        lot_swap(ids, names, i - 1, (size_t)rng_below(st, i));
}

/* The Skat side of standings lot. */
static int skat_standings_lot(cli_ctx *ctx, const cli_args *a, ops_tour *peeked)
{
    (void)peeked; /* looked up again below, for the write */
    int rc = SK_OK;
    const char *tname = cli_str(a, "tournament");
    int series = (int)cli_int(a, "series", 0);
    bool draw = cli_has(a, "draw");
    uint64_t seed = 0;
    if (!draw && cli_has(a, "seed"))
        return cli_usage(ctx, _("--seed goes with --draw"));
    if (draw && !lot_seed(a, &seed))
        return cli_usage(ctx, _("--seed must be a whole number from 0 to 18446744073709551615, "
                              "not '%s'"), cli_str(a, "seed"));
    int64_t *ids = xcalloc((size_t)a->npos + 1, sizeof *ids);
    const char **names = xcalloc((size_t)a->npos + 1, sizeof *names);
    for (int i = 0; i < a->npos; i++)
        names[i] = a->pos[i];
    standview v;
    memset(&v, 0, sizeof v);
    db_tournament wt;
    memset(&wt, 0, sizeof wt);
    rc = lookup_tournament_write(ctx, tname, &wt);
    if (rc == SK_OK)
        tname = wt.name;
    if (rc == SK_OK)
        rc = lookup_players(ctx, a->pos, a->npos, ids);
    if (rc == SK_OK)
        rc = standview_load(ctx->db, tname, series, false, &v, &ctx->err);
    if (rc == SK_OK && draw) {
        rng st = {seed};
        lot_shuffle(ids, names, (size_t)a->npos, &st);
    }
    if (rc == SK_OK) {
        /* every named player must be in these standings, all tied */
        const stand_row *first = NULL;
        for (int i = 0; i < a->npos && rc == SK_OK; i++) {
            const stand_row *r = NULL;
            for (size_t k = 0; k < v.players.n; k++)
                if (v.players.rows[k].id == ids[i])
                    r = &v.players.rows[k];
            for (int j = 0; j < i; j++)
                if (ids[j] == ids[i])
                    rc = sk_err_set(&ctx->err, SK_INVALID, _("lot: player '%s' is named twice"),
                                    a->pos[i]);
            if (rc != SK_OK)
                break;
            if (!r) {
                rc = sk_err_set(&ctx->err, SK_INVALID,
                                _("player '%s' is not in the standings of %s"), a->pos[i],
                                series ? _("this series") : _("this tournament"));
                break;
            }
            if (!first) {
                first = r;
            } else if (r->total != first->total || r->won != first->won ||
                       r->lost != first->lost) {
                rc = sk_err_set(&ctx->err, SK_INVALID,
                                _("players '%s' (total %d, won %d, lost %d) and '%s' (total %d, "
                                "won %d, lost %d) are not tied: a lot decides only places "
                                "still equal after the tie-break"),
                                a->pos[0], first->total, first->won, first->lost, a->pos[i],
                                r->total, r->won, r->lost);
            }
        }
        if (rc == SK_OK && first) {
            /* a lot orders the whole tie (rules.md 10): every player tied
             * with them must be named, or the rest would be ranked below
             * players they are equal with */
            sk_buf miss = {0};
            int nmiss = 0, ngroup = 0;
            for (size_t k = 0; k < v.players.n; k++) {
                const stand_row *r = &v.players.rows[k];
                if (r->total != first->total || r->won != first->won || r->lost != first->lost)
                    continue;
                ngroup++;
                bool named = false;
                for (int i = 0; i < a->npos; i++)
                    named = named || ids[i] == r->id;
                if (!named) {
                    const db_player *pl = standview_player(&v, r->id);
                    sk_buf_printf(&miss, "%s'%s'", nmiss ? ", " : "", pl && pl->name ? pl->name : "?");
                    nmiss++;
                }
            }
            if (nmiss)
                rc = sk_err_set(&ctx->err, SK_INVALID,
                                _("lot: %d players are tied (total %d, won %d, lost %d) and a lot "
                                "orders the whole tie: name all %d in the drawn order; not named: "
                                "%s"),
                                ngroup, first->total, first->won, first->lost, ngroup,
                                sk_buf_str(&miss));
            sk_buf_free(&miss);
        }
        if (rc == SK_OK)
            rc = ops_lot_record(ctx->db, v.t.id, series, ids, (size_t)a->npos, &ctx->err);
        if (rc == SK_OK) {
            printf(_("lot recorded for %s"), series ? _("series") : _("the tournament ranking"));
            if (series)
                printf(" %d", series);
            printf(":");
            for (int i = 0; i < a->npos; i++)
                printf(" %d. %s", i + 1, names[i]);
            printf(" (%s)\n", v.t.name);
            if (draw)
                printf(_("drawn by the program, seed %llu (the same seed draws the same "
                       "order)\n"), (unsigned long long)seed);
        }
    }
    standview_free(&v);
    db_tournament_clear(&wt);
    free(names);
    free(ids);
    return rc;
}

/* The commands of each family (clifam.h): Skat's here, Schafkopf's in
 * cmd_schafkopf.c. */
static const cli_family isko = {.standings = isko_standings, .standings_lot = skat_standings_lot};
static const cli_family house = {.standings = house_standings,
                                 .standings_lot = skat_standings_lot};
static const cli_sides sides = {.isko = &isko, .house = &house,
                                 .schafkopf = &cli_family_schafkopf};

/* standings and standings lot (CLI_STEP on its row): main peeked at the
 * tournament (CLI_PEEK) */
int cmd_standings(cli_ctx *ctx, const cli_args *a)
{
    const cli_family *f = cli_family_side(ctx->tour, &sides);
    return (ctx->cmd->flags & CLI_STEP ? f->standings_lot : f->standings)(ctx, a, ctx->tour);
}

/* ---- teams ------------------------------------------------------------- */

/* ---- sheet show -------------------------------------------------------- */

/* ---- check ------------------------------------------------------------- */
