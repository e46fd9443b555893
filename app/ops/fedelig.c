/* fedelig.c - see fedelig.h */
#include "fedelig.h"
#include "fedwhy.h"

#include <stdlib.h>
#include <string.h>

#include "db_hub.h"
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
    int rc = SK_OK;
    const db_league_member *mem = c->members;
    size_t nm = c->nmembers;
    const db_league_team *tv = c->teams;
    size_t nt = c->nteams;
    /* where each seated player sat elsewhere that match day, in one go */
    size_t ns = 0;
    for (size_t k = 0; k < ntables; k++)
        ns += (size_t)tables[k].size;
    int64_t *pids = xcalloc(ns ? ns : 1, sizeof *pids);
    char **groups = xcalloc(ns ? ns : 1, sizeof *groups);
    char **theres = xcalloc(ns ? ns : 1, sizeof *theres);
    size_t n = 0;
    for (size_t k = 0; k < ntables; k++)
        for (int i = 0; i < tables[k].size; i++)
            pids[n++] = tables[k].seats[i].player_id;
    rc = db_hub_seated_elsewhere_many(c->d, c->league_id, c->matchday, tid, pids, ns, groups,
                                          theres, err);
    n = 0;
    for (size_t k = 0; rc == SK_OK && k < ntables; k++)
        for (int i = 0; rc == SK_OK && i < tables[k].size; i++, n++) {
            int64_t pid = pids[n], here = 0, roster = 0;
            for (size_t j = 0; j < nteams; j++)
                if (tp[j] == pid)
                    here = tt[j];
            for (size_t j = 0; j < nm; j++)
                if (mem[j].player_id == pid)
                    roster = mem[j].team_id;
            const char *group = groups[n], *there = theres[n];
            db_player p;
            memset(&p, 0, sizeof p);
            if (group || (!here && roster))
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
            db_player_clear(&p);
        }
    for (size_t j = 0; j < ns; j++) {
        free(groups[j]);
        free(theres[j]);
    }
    free(groups);
    free(theres);
    free(pids);
    /* a team here whose roster he is not on, another team's is */
    for (size_t k = 0; rc == SK_OK && k < nteams; k++)
        for (size_t j = 0; j < nm; j++)
            if (mem[j].player_id == tp[k] && mem[j].team_id != tt[k])
                fedwhy_add(why, FEDWHY_OTHER_ROSTER,
                           &(fedwhy_args){.player = mem[j].name,
                                          .team = team_name(tv, nt, tt[k]),
                                          .roster = team_name(tv, nt, mem[j].team_id)});
    return rc;
}
