/* importlist.c - see importlist.h */
#include "i18n.h"
#include "importlist.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "csvteams.h"
#include "db.h"
#include "db_players.h"
#include "db_seating.h"
#include "db_standings.h"
#include "hmap.h"
#include "namekey.h"
#include "outbox.h"
#include "playername.h"
#include "text.h"

/* err = PREFIX + the refusal in err + "; nothing imported" (line 0: no
 * "line N: " prefix). */
static int refused(long line, int rc, sk_err *err)
{
    char msg[sizeof err->msg];
    snprintf(msg, sizeof msg, "%s", err->msg);
    sk_err_clear(err);
    if (line)
        return sk_err_set(err, rc, _("line %ld: %.700s; nothing imported"), line, msg);
    return sk_err_set(err, rc, _("%s; nothing imported"), msg);
}

/* ---- players ---- */

/* Problems of the rows against each other and the players in the
 * database: hash maps of the database's names, keys and numbers and of the
 * keys seen in the file so far.  Names in ps become NFC. */
static int players_check(db *d, csvin_players *ps, bool allow, csvin_errors *errs, sk_err *err)
{
    db_player *have = NULL;
    size_t nhave = 0;
    int rc = db_player_list(d, false, &have, &nhave, err);
    hmap_str hname = {0}, hkey = {0}, fkey = {0};
    hmap_id hnum = {0};
    for (size_t k = 0; k < nhave; k++) {
        char *key = namekey_of(have[k].name);
        hmap_str_put(&hname, have[k].name, (long)k, NULL);
        hmap_str_put(&hkey, key, (long)k, NULL);
        if (have[k].number)
            hmap_id_put(&hnum, have[k].number, (long)k, NULL);
        free(key);
    }
    for (size_t i = 0; rc == SK_OK && i < ps->n; i++) {
        csvin_player *p = &ps->v[i];
        char *nfc = namekey_nfc(p->name);
        free(p->name);
        p->name = nfc;
        char *key = namekey_of(nfc);
        long k, j;
        char how[160];
        if (hmap_str_get(&hkey, key, &k) && text_look_alike(nfc, have[k].name, how, sizeof how))
            csvin_errors_add(errs, p->line, _("name '%s' differs from player '%s' %s: the two "
                             "would look the same"), nfc, have[k].name, how);
        else if (!allow && hmap_str_get(&hkey, key, &k) && strcmp(have[k].name, nfc) != 0)
            csvin_errors_add(errs, p->line, _("name '%s' differs from player '%s' only "
                             "in case or Unicode form: a likely duplicate (--allow-similar "
                             "to insist)"), nfc, have[k].name);
        bool again = hmap_str_put(&fkey, key, (long)i, &j); /* j: its first line */
        if (again && text_look_alike(nfc, ps->v[j].name, how, sizeof how))
            csvin_errors_add(errs, p->line, _("name '%s' differs from '%s' (line %ld) %s: the "
                             "two would look the same"), nfc, ps->v[j].name, ps->v[j].line, how);
        else if (again && !allow && strcmp(nfc, ps->v[j].name) != 0)
            csvin_errors_add(errs, p->line, _("name '%s' differs from '%s' (line %ld) "
                             "only in case or Unicode form: a likely duplicate "
                             "(--allow-similar to insist)"), nfc, ps->v[j].name, ps->v[j].line);
        free(key);
        if (hmap_str_get(&hname, nfc, NULL))
            csvin_errors_add(errs, p->line, _("name '%s' is taken: player names are unique"), nfc);
        if (p->number && hmap_id_get(&hnum, p->number, &k))
            csvin_errors_add(errs, p->line, _("start number %d is taken by %s"), p->number,
                             have[k].name);
    }
    hmap_str_free(&hname);
    hmap_str_free(&hkey);
    hmap_str_free(&fkey);
    hmap_id_free(&hnum);
    db_players_free(have, nhave);
    return rc;
}

/* rc of reading and resolving a list's file, or SK_INVALID when its lines
 * had problems (errs grew past before): the file goes in whole or not. */
static int lines_ok(int rc, const csvin_errors *errs, size_t before)
{
    return rc == SK_OK && errs->n > before ? SK_INVALID : rc;
}

int ops_import_players(db *d, const char *buf, size_t len, bool allow_similar,
                       csvin_errors *errs, size_t *n, sk_err *err)
{
    *n = 0;
    csvin_players ps = {0};
    size_t before = errs->n;
    csvin_players_parse(buf, len, &ps, errs);
    int rc = lines_ok(players_check(d, &ps, allow_similar, errs, err), errs, before);
    if (rc == SK_OK && ps.n == 0)
        rc = sk_err_set(err, SK_INVALID, _("no players in the file"));
    if (rc == SK_OK) {
        /* one transaction, one prepared INSERT */
        db_player_new *v = xcalloc(ps.n, sizeof *v);
        for (size_t i = 0; i < ps.n; i++)
            v[i] = (db_player_new){ps.v[i].name, ps.v[i].number, ps.v[i].club};
        size_t bad = 0;
        rc = db_players_add_all(d, v, ps.n, &bad, err);
        free(v);
        if (rc != SK_OK)
            refused(ps.v[bad].line, rc, err);
    }
    if (rc == SK_OK)
        *n = ps.n;
    csvin_players_free(&ps);
    return rc;
}

/* ---- seats ---- */

/* pid[i] = the player of row i; problems to errs.  Linear: one look-up
 * per distinct player key (name or number), and (player, series) -> first
 * row by hash. */
static int seats_resolve(db *d, const db_tournament *t, const csvin_seats *ss, int64_t *pid,
                         csvin_errors *errs, sk_err *err)
{
    int rc = SK_OK;
    hmap_str key_pid = {0};
    hmap_id seated = {0};
    for (size_t i = 0; rc == SK_OK && i < ss->n; i++) {
        const csvin_seat *s = &ss->v[i];
        if (s->series > t->series_count)
            csvin_errors_add(errs, s->line, _("series %d does not exist: '%s' has series 1 to %d"),
                             s->series, t->name, t->series_count);
        long known;
        if (hmap_str_get(&key_pid, s->player, &known) && known) {
            pid[i] = known;
        } else { /* first time, or an unknown key: its message again */
            db_player p;
            sk_err e2;
            sk_err_clear(&e2);
            int r = playername_find(d, s->player, &p, &e2);
            if (r == SK_OK)
                pid[i] = p.id;
            else if (r == SK_INVALID)
                csvin_errors_add(errs, s->line, "%s", e2.msg);
            else
                rc = sk_err_set(err, r, "%s", e2.msg);
            db_player_clear(&p);
            hmap_str_put(&key_pid, s->player, (long)pid[i], NULL);
        }
        /* two rows naming the same player by name and by number */
        long k;
        if (pid[i] && hmap_id_put(&seated, pid[i] * 128 + s->series, (long)i, &k) &&
            strcmp(s->player, ss->v[k].player) != 0)
            csvin_errors_add(errs, s->line, _("player '%s' is the player of line %ld: "
                             "seated twice in series %d"), s->player, ss->v[k].line, s->series);
    }
    hmap_str_free(&key_pid);
    hmap_id_free(&seated);
    return rc;
}

/* Store series s's rows of ss (none: *stored false). */
static int seats_store(db *d, const db_tournament *t, int s, const csvin_seats *ss,
                       const int64_t *pid, bool *stored, sk_err *err)
{
    db_table *tabs = NULL;
    size_t nt = 0, cap = 0;
    hmap_id tab_ix = {0}; /* table_no -> index in tabs */
    for (size_t i = 0; i < ss->n; i++) {
        const csvin_seat *r = &ss->v[i];
        if (r->series != s)
            continue;
        long k;
        if (!hmap_id_put(&tab_ix, r->table_no, (long)nt, &k)) {
            k = (long)nt;
            tabs = sk_grow(tabs, nt, &cap, sizeof *tabs, 64);
            memset(&tabs[nt], 0, sizeof *tabs);
            tabs[nt].table_no = r->table_no;
            nt++;
        }
        tabs[k].seats[r->seat - 1].seat = r->seat;
        tabs[k].seats[r->seat - 1].player_id = pid[i];
        if (r->seat > tabs[k].size)
            tabs[k].size = r->seat;
    }
    int rc = SK_OK;
    *stored = nt > 0;
    if (nt)
        rc = db_series_store(d, t->id, s, "manual", false, 0, tabs, nt, err);
    if (nt && rc == SK_OK)
        rc = ops_outbox_seating(d, t, s, err);
    hmap_id_free(&tab_ix);
    free(tabs);
    return rc;
}

int ops_import_seats(db *d, const db_tournament *t, const char *buf, size_t len,
                     csvin_errors *errs, ops_import_seats_result *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    csvin_seats ss = {0};
    size_t before = errs->n;
    csvin_seats_parse(buf, len, &ss, errs);
    int64_t *pid = xcalloc(ss.n ? ss.n : 1, sizeof *pid);
    int rc = lines_ok(seats_resolve(d, t, &ss, pid, errs, err), errs, before);
    if (rc == SK_OK && ss.n == 0)
        rc = sk_err_set(err, SK_INVALID, _("no seats in the file"));
    int nseries = 0;
    if (rc == SK_OK) {
        rc = db_begin(d, err);
        if (rc == SK_OK) {
            for (int s = 1; rc == SK_OK && s <= t->series_count; s++) {
                bool stored;
                rc = seats_store(d, t, s, &ss, pid, &stored, err);
                nseries += stored;
            }
            rc = db_finish(d, rc, err);
        }
        if (rc != SK_OK)
            refused(0, rc, err);
    }
    if (rc == SK_OK) {
        out->seats = ss.n;
        out->series = nseries;
    }
    free(pid);
    csvin_seats_free(&ss);
    return rc;
}

/* ---- teams ---- */

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
static int teams_resolve(db *d, int64_t tid, const csvteams *rows, imp_team **teams_out,
                         size_t *nteams_out, csvin_errors *errs, sk_err *err)
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
            teams = sk_grow(teams, nteams, &tcap, sizeof *teams, 16);
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
            int f = playername_find(d, r->player, &p, &e);
            if (f == SK_FAIL) {
                rc = sk_err_set(err, SK_FAIL, "%s", e.msg);
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
        t->ids = sk_grow(t->ids, t->n, &t->cap, sizeof *t->ids, 8);
        t->ids[t->n++] = pid[i];
    }
    /* clashes with the teams already registered in the tournament */
    db_team *have = NULL;
    size_t nhave = 0;
    if (rc == SK_OK)
        rc = db_team_list(d, tid, &have, &nhave, err);
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

int ops_import_teams(db *d, const db_tournament *t, const char *buf, size_t len,
                     csvin_errors *errs, ops_import_teams_result *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    csvteams rows = {0};
    imp_team *teams = NULL;
    size_t nteams = 0, before = errs->n;
    csvteams_parse(buf, len, &rows, errs);
    int rc = lines_ok(teams_resolve(d, t->id, &rows, &teams, &nteams, errs, err), errs, before);
    if (rc == SK_OK && nteams == 0)
        rc = sk_err_set(err, SK_INVALID,
                        _("no teams in the file (header %s, then one line per team member)"),
                        CSVTEAMS_HEADER);
    size_t nplayers = 0;
    if (rc == SK_OK)
        rc = db_begin(d, err);
    if (rc == SK_OK) {
        for (size_t k = 0; rc == SK_OK && k < nteams; k++) {
            rc = db_team_add(d, t->id, teams[k].name, teams[k].ids, teams[k].n, NULL, err);
            nplayers += teams[k].n;
            if (rc != SK_OK)
                refused(teams[k].line, rc, err);
        }
        rc = db_finish(d, rc, err);
    }
    if (rc == SK_OK) {
        out->teams = nteams;
        out->players = nplayers;
    }
    for (size_t k = 0; k < nteams; k++)
        free(teams[k].ids);
    free(teams);
    csvteams_free(&rows);
    return rc;
}
