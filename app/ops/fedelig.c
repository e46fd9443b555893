/* fedelig.c - see fedelig.h */
#include "fedelig.h"
#include "fedwhy.h"

#include <stdlib.h>
#include <string.h>

#include "db_fedelig.h"
#include "db_league.h"
#include "db_players.h"

static const char *team_name(const db_league_team *tv, size_t nt, int64_t id)
{
    for (size_t i = 0; i < nt; i++)
        if (tv[i].id == id)
            return tv[i].name;
    return "?";
}

int fedelig_seating(fed_ctx *c, int64_t tid, const db_table *tables, size_t ntables,
                    const int64_t *tp, const int64_t *tt, size_t nteams, json_t *why,
                    sk_err *err)
{
    db_league_member *mem = NULL;
    size_t nm = 0;
    int rc = db_league_members(c->d, c->league_id, &mem, &nm, err);
    db_league_team *tv = NULL;
    size_t nt = 0;
    if (rc == SK_OK)
        rc = db_league_teams(c->d, c->league_id, NULL, &tv, &nt, err);
    for (size_t k = 0; rc == SK_OK && k < ntables; k++)
        for (int i = 0; rc == SK_OK && i < tables[k].size; i++) {
            int64_t pid = tables[k].seats[i].player_id, here = 0, roster = 0;
            for (size_t j = 0; j < nteams; j++)
                if (tp[j] == pid)
                    here = tt[j];
            for (size_t j = 0; j < nm; j++)
                if (mem[j].player_id == pid)
                    roster = mem[j].team_id;
            char *group = NULL, *there = NULL;
            rc = db_fedelig_elsewhere(c->d, c->league_id, c->matchday, tid, pid, &group, &there,
                                      err);
            db_player p;
            memset(&p, 0, sizeof p);
            if (rc == SK_OK && (group || (!here && roster)))
                rc = db_player_get(c->d, pid, &p, err);
            fedwhy_args a = {.player = p.name, .matchday = c->matchday, .group = group,
                             .table = tables[k].table_no, .seat = i + 1,
                             .team = team_name(tv, nt, here), .roster = there};
            if (rc == SK_OK && group && here && there)
                fedwhy_add(why, FEDWHY_TWO_TEAMS, &a);
            else if (rc == SK_OK && group)
                fedwhy_add(why, FEDWHY_PLAYED_ELSEWHERE, &a);
            if (rc == SK_OK && !here && roster) {
                a.roster = team_name(tv, nt, roster);
                fedwhy_add(why, FEDWHY_GUEST, &a);
            }
            free(group);
            free(there);
            db_player_clear(&p);
        }
    /* a team here whose roster he is not on, another team's is */
    for (size_t k = 0; rc == SK_OK && k < nteams; k++)
        for (size_t j = 0; j < nm; j++)
            if (mem[j].player_id == tp[k] && mem[j].team_id != tt[k])
                fedwhy_add(why, FEDWHY_OTHER_ROSTER,
                           &(fedwhy_args){.player = mem[j].name,
                                          .team = team_name(tv, nt, tt[k]),
                                          .roster = team_name(tv, nt, mem[j].team_id)});
    db_league_members_free(mem, nm);
    db_league_teams_free(tv, nt);
    return rc;
}
