/* cmd_team.c - `team add`, `team list` and `team import FILE.csv`
 * (team,player): the teams of a tournament.  The import is all or nothing:
 * every problem is reported with its line number on stderr, and nothing is
 * stored unless the whole file is good. */
#include "i18n.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "hmap.h"
#include "lookup.h"
#include "importfile.h"
#include "csvteams.h"
#include "db.h"
#include "db_players.h"
#include "db_tournaments.h"
#include "db_evening.h"
#include "db_standings.h"
#include "playername.h"

/* ---- team add, team list ---- */

int cmd_team_add(cli_ctx *ctx, const cli_args *a)
{
    int rc = SK_OK;
    const char *tname = cli_str(a, "tournament");
    db_tournament t;
    memset(&t, 0, sizeof t);
    int n = a->npos - 1;
    int64_t *ids = xcalloc((size_t)n, sizeof *ids);
    rc = lookup_tournament_write(ctx, tname, &t);
    if (rc == SK_OK)
        rc = lookup_players(ctx, a->pos + 1, n, ids);
    if (rc == SK_OK)
        rc = db_team_add(ctx->db, t.id, a->pos[0], ids, (size_t)n, NULL, &ctx->err);
    if (rc == SK_OK) {
        printf(_("team '%s' added to %s:"), a->pos[0], t.name);
        for (int i = 1; i < a->npos; i++)
            printf("%s %s", i > 1 ? "," : "", a->pos[i]);
        printf("\n");
    }
    free(ids);
    db_tournament_clear(&t);
    return rc;
}

int cmd_team_list(cli_ctx *ctx, const cli_args *a)
{
    int rc = SK_OK;
    const char *tname = cli_str(a, "tournament");
    db_tournament t;
    memset(&t, 0, sizeof t);
    db_team *teams = NULL;
    size_t nt = 0;
    db_player *pl = NULL;
    size_t np = 0;
    rc = db_tournament_find(ctx->db, tname, &t, &ctx->err);
    if (rc == SK_OK)
        rc = db_team_list(ctx->db, t.id, &teams, &nt, &ctx->err);
    if (rc == SK_OK)
        rc = db_player_list(ctx->db, false, &pl, &np, &ctx->err);
    if (rc == SK_OK) {
        if (nt == 0)
            printf(_("no teams in %s\n"), t.name);
        for (size_t i = 0; i < nt; i++) {
            printf("%s:", teams[i].name);
            for (size_t j = 0; j < teams[i].nmembers; j++) {
                const char *name = "?";
                for (size_t k = 0; k < np; k++)
                    if (pl[k].id == teams[i].members[j])
                        name = pl[k].name;
                printf("%s %s", j ? "," : "", name);
            }
            printf("\n");
        }
    }
    db_players_free(pl, np);
    db_teams_free(teams, nt);
    db_tournament_clear(&t);
    return rc;
}

/* ---- team import ---- */

/* One team of the file: its name, first line and resolved members. */
typedef struct imp_team {
    const char *name;
    long line;
    int64_t *ids;
    size_t n, cap;
} imp_team;

/* Check the parsed rows against each other and the database; fill teams.
 * Problems go to errs; returns SK_FAIL only on database trouble.  Linear
 * in the rows (hash maps: team name -> team, player id -> first row,
 * player id -> registered team), one look-up per distinct player key. */
static int resolve(cli_ctx *ctx, int64_t tid, const csvteams *rows, imp_team **teams_out,
                   size_t *nteams_out, csvin_errors *errs)
{
    imp_team *teams = NULL;
    size_t nteams = 0, tcap = 0;
    int64_t *pid = xcalloc(rows->n ? rows->n : 1, sizeof *pid);  /* per row, 0 = unknown */
    size_t *team_of = xcalloc(rows->n ? rows->n : 1, sizeof *team_of);
    hmap_str team_ix = {0}, key_pid = {0};
    hmap_id first_row = {0};
    int rc = SK_OK;
    for (size_t i = 0; i < rows->n && rc == SK_OK; i++) {
        const csvteams_row *r = &rows->v[i];
        long k;
        if (!hmap_str_put(&team_ix, r->team, (long)nteams, &k)) {
            k = (long)nteams;
            if (nteams == tcap) {
                tcap = tcap ? 2 * tcap : 16;
                teams = xrealloc(teams, tcap * sizeof *teams);
            }
            teams[nteams++] = (imp_team){r->team, r->line, NULL, 0, 0};
        }
        team_of[i] = (size_t)k;
        /* the same name or number again: the look-up done once */
        long known;
        if (hmap_str_get(&key_pid, r->player, &known)) {
            pid[i] = known;
        } else {
            db_player p;
            sk_err e;
            sk_err_clear(&e);
            int f = playername_find(ctx->db, r->player, &p, &e);
            if (f == SK_FAIL) {
                sk_err_set(&ctx->err, SK_FAIL, "%s", e.msg);
                rc = SK_FAIL;
                break;
            }
            pid[i] = f == SK_OK ? p.id : 0;
            if (f == SK_OK)
                db_player_clear(&p);
            hmap_str_put(&key_pid, r->player, (long)pid[i], NULL);
        }
        if (!pid[i]) {
            csvin_errors_add(errs, r->line, _("player '%s' does not exist (a name or start number "
                             "of 'player list')"), r->player);
            continue;
        }
        /* the same player earlier in the file */
        long j;
        if (hmap_id_put(&first_row, pid[i], (long)i, &j)) {
            if (team_of[j] == (size_t)k)
                csvin_errors_add(errs, r->line, _("player '%s' is already in team '%s' on line %ld"),
                                 r->player, r->team, rows->v[j].line);
            else
                csvin_errors_add(errs, r->line,
                                 _("player '%s' is in two teams: '%s' here and '%s' on line %ld "
                                 "(a player plays for one team)"),
                                 r->player, r->team, rows->v[j].team, rows->v[j].line);
            pid[i] = 0;
            continue;
        }
        imp_team *t = &teams[k];
        if (t->n == t->cap) {
            t->cap = t->cap ? 2 * t->cap : 8;
            t->ids = xrealloc(t->ids, t->cap * sizeof *t->ids);
        }
        t->ids[t->n++] = pid[i];
    }
    /* clashes with the teams already registered in the tournament */
    db_team *have = NULL;
    size_t nhave = 0;
    if (rc == SK_OK)
        rc = db_team_list(ctx->db, tid, &have, &nhave, &ctx->err);
    for (size_t h = 0; rc == SK_OK && h < nhave; h++) {
        long k;
        if (hmap_str_get(&team_ix, have[h].name, &k))
            csvin_errors_add(errs, teams[k].line,
                             _("team '%s' already exists in this tournament"), teams[k].name);
        for (size_t m = 0; m < have[h].nmembers; m++) {
            long i;
            if (hmap_id_get(&first_row, have[h].members[m], &i) && pid[i])
                csvin_errors_add(errs, rows->v[i].line,
                                 _("player '%s' is already in team '%s' of this tournament "
                                 "(a player plays for one team)"),
                                 rows->v[i].player, have[h].name);
        }
    }
    db_teams_free(have, nhave);
    hmap_str_free(&team_ix);
    hmap_str_free(&key_pid);
    hmap_id_free(&first_row);
    free(pid);
    free(team_of);
    *teams_out = teams;
    *nteams_out = nteams;
    return rc;
}

int cmd_team_import(cli_ctx *ctx, const cli_args *a)
{
    const char *path;
    db_tournament t;
    char *buf;
    size_t len;
    int rc = importfile_open(ctx, a, &path, &t, &buf, &len);
    if (rc != SK_OK)
        return rc;
    csvteams rows = {0};
    csvin_errors errs = {0};
    imp_team *teams = NULL;
    size_t nteams = 0;
    csvteams_parse(buf, len, &rows, &errs);
    rc = resolve(ctx, t.id, &rows, &teams, &nteams, &errs);
    free(buf);
    if (rc == SK_OK && errs.n)
        rc = importfile_report(ctx, path, &errs);
    if (rc == SK_OK && nteams == 0)
        rc = sk_err_set(&ctx->err, SK_INVALID, _("%s: no teams in the file (header %s, then one line per team member)"),
                        path, CSVTEAMS_HEADER);
    size_t nplayers = 0;
    if (rc == SK_OK)
        rc = db_begin(ctx->db, &ctx->err);
    if (rc == SK_OK) {
        for (size_t k = 0; rc == SK_OK && k < nteams; k++) {
            rc = db_team_add(ctx->db, t.id, teams[k].name, teams[k].ids, teams[k].n, NULL,
                             &ctx->err);
            nplayers += teams[k].n;
            if (rc != SK_OK) {
                char msg[sizeof ctx->err.msg];
                snprintf(msg, sizeof msg, "%s", ctx->err.msg);
                sk_err_clear(&ctx->err);
                sk_err_set(&ctx->err, rc, _("%.200s: line %ld: %.700s; nothing imported"), path,
                           teams[k].line, msg);
            }
        }
        if (rc != SK_OK)
            db_rollback(ctx->db);
        else
            rc = db_commit(ctx->db, &ctx->err);
    }
    if (rc == SK_OK) {
        printf(sk_ntr("imported %zu team ", "imported %zu teams ", nteams), nteams);
        printf(sk_ntr("with %zu player into %s from %s\n", "with %zu players into %s from %s\n",
                      nplayers), nplayers, t.name, path);
    }
    for (size_t k = 0; k < nteams; k++)
        free(teams[k].ids);
    free(teams);
    csvteams_free(&rows);
    csvin_errors_free(&errs);
    db_tournament_clear(&t);
    return rc;
}

/* ---- team rename, team remove ---- */

int cmd_team_rename(cli_ctx *ctx, const cli_args *a)
{
    db_tournament t;
    int rc = lookup_tournament_write(ctx, cli_str(a, "tournament"), &t);
    if (rc != SK_OK)
        return rc;
    rc = db_team_rename(ctx->db, t.id, a->pos[0], a->pos[1], &ctx->err);
    if (rc == SK_OK)
        printf(_("renamed team '%s' of '%s' to '%s'\n"), a->pos[0], t.name, a->pos[1]);
    db_tournament_clear(&t);
    return rc;
}

int cmd_team_remove(cli_ctx *ctx, const cli_args *a)
{
    db_tournament t;
    int rc = lookup_tournament_write(ctx, cli_str(a, "tournament"), &t);
    if (rc != SK_OK)
        return rc;
    int members = 0, games = 0;
    rc = db_team_remove(ctx->db, t.id, a->pos[0], cli_has(a, "force"), &members, &games,
                        &ctx->err);
    if (rc == SK_OK)
        printf(sk_ntr("removed team '%s' of '%s' (%d member; the players and their games stay)\n",
                      "removed team '%s' of '%s' (%d members; the players and their games stay)\n",
                      (unsigned long)members), a->pos[0], t.name, members);
    db_tournament_clear(&t);
    return rc;
}
