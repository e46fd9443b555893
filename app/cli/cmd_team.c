/* cmd_team.c - `team add`, `team list` and `team import FILE.csv`
 * (team,player): the teams of a tournament.  The import is all or nothing:
 * every problem is reported with its line number on stderr, and nothing is
 * stored unless the whole file is good. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "lookup.h"
#include "importfile.h"
#include "importlist.h"
#include "db.h"
#include "db_players.h"
#include "db_tournaments.h"
#include "db_evening.h"
#include "db_standings.h"
#include "tournaments.h"

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
        rc = ops_team_add(ctx->db, t.id, a->pos[0], ids, (size_t)n, NULL, &ctx->err);
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

/* main looked up the tournament a write goes to (CLI_TOUR_WRITE) */
int cmd_team_import(cli_ctx *ctx, const cli_args *a)
{
    const db_tournament *t = &ctx->tour->row;
    importfile f;
    ops_import_teams_result r;
    int rc = importfile_load(ctx, a->pos[0], &f);
    if (rc == SK_OK)
        rc = importfile_end(ctx, &f, ops_import_teams(ctx->db, t, f.buf, f.len, &f.errs, &r,
                                                      &ctx->err));
    if (rc == SK_OK) {
        printf(sk_ntr("imported %zu team ", "imported %zu teams ", r.teams), r.teams);
        printf(sk_ntr("with %zu player into %s from %s\n", "with %zu players into %s from %s\n",
                      r.players), r.players, t->name, f.path);
    }
    return rc;
}

/* ---- team rename, team remove ---- */

int cmd_team_rename(cli_ctx *ctx, const cli_args *a)
{
    const db_tournament *t = &ctx->tour->row;
    int rc = ops_team_rename(ctx->db, t->id, a->pos[0], a->pos[1], &ctx->err);
    if (rc == SK_OK)
        printf(_("renamed team '%s' of '%s' to '%s'\n"), a->pos[0], t->name, a->pos[1]);
    return rc;
}

int cmd_team_remove(cli_ctx *ctx, const cli_args *a)
{
    const db_tournament *t = &ctx->tour->row;
    int members = 0, games = 0;
    int rc = ops_team_remove(ctx->db, t->id, a->pos[0], cli_has(a, "force"), &members, &games,
                        &ctx->err);
    if (rc == SK_OK)
        printf(sk_ntr("removed team '%s' of '%s' (%d member; the players and their games stay)\n",
                      "removed team '%s' of '%s' (%d members; the players and their games stay)\n",
                      (unsigned long)members), a->pos[0], t->name, members);
    return rc;
}
