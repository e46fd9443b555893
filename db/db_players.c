/* db_players.c - the players table. */
#include "db_internal.h"
#include "i18n.h"
#include "text.h"
#include "db_players.h"
#include "db_rows.h"

#include <stdlib.h>
#include <string.h>

static const db_field player_fields[] = {
    DB_F_I64(db_player, id), DB_F_STR(db_player, name), DB_F_INT(db_player, number),
    DB_F_STR(db_player, club), DB_F_BOOL(db_player, active)};
static const db_map player_map = DB_MAP(db_player, player_fields);

void db_player_clear(db_player *p)
{
    if (!p)
        return;
    db_map_clear(&player_map, p);
    memset(p, 0, sizeof *p);
}

void db_players_free(db_player *v, size_t n)
{
    db_map_free(&player_map, v, n);
}

static int check_fields(const char *name, int number, const char *club, sk_err *err)
{
    if (text_name_check(_("player name"), name, err) != SK_OK)
        return SK_INVALID;
    if (number < 0 || number > 999999)
        return sk_err_set(err, SK_INVALID, _("start number %d is impossible: 1 to 999999"), number);
    if (club && *club)
        return text_name_check(_("club"), club, err);
    return SK_OK;
}

/* A name of digits only would be read as a start number wherever a
 * player is named (player edit 501, team add, league roster add): refused
 * for new names, so "501" always means start number 501. */
static int check_new_name(const char *name, sk_err *err)
{
    if (text_digits_only(name))
        return sk_err_set(err, SK_INVALID, _("player name '%s' is only digits: it would be taken "
                          "for a start number (add a letter, e.g. 'Gast %s')"), name, name);
    return SK_OK;
}

/* Duplicate name or number among players other than self. */
static int check_unique(db *d, const char *name, int number, int64_t self, sk_err *err)
{
    char *other = NULL;
    bool found;
    int rc = db_query_str(d, "SELECT name FROM players WHERE id <> :self AND "
                             "(name = :name OR (:number IS NOT NULL AND number = :number))",
                          DB_ARGS(DB_I(":self", self), DB_S(":name", name),
                                  DB_IN(":number", number)),
                          &other, &found, "checking the player", err);
    if (rc == SK_OK && found && strcmp(other ? other : "", name) == 0)
        rc = sk_err_set(err, SK_INVALID, _("name '%s' is taken: player names are unique"), name);
    else if (rc == SK_OK && found)
        rc = sk_err_set(err, SK_INVALID, _("start number %d is taken by %s"), number, other);
    free(other);
    return rc;
}

int db_players_add_all(db *d, const db_player_new *v, size_t n, size_t *bad, sk_err *err)
{
    *bad = 0;
    int rc = SK_OK;
    for (size_t i = 0; rc == SK_OK && i < n; i++) {
        *bad = i;
        rc = check_fields(v[i].name, v[i].number, v[i].club, err);
        if (rc == SK_OK)
            rc = check_new_name(v[i].name, err);
    }
    if (rc != SK_OK)
        return rc;
    rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    db_stmt *st = db_prep(d, "INSERT INTO players(name, number, club) VALUES (:name, :number, :club)",
                               err);
    if (!st)
        return db_finish(d, SK_FAIL, err);
    for (size_t i = 0; rc == SK_OK && i < n; i++) {
        *bad = i;
        db_reset(st);
        db_bind_text(st, ":name", v[i].name);
        db_bind_int_or_null(st, ":number", v[i].number);
        db_bind_text_or_null(st, ":club", v[i].club);
        if (db_step(st) != DB_DONE)
            rc = db_sqlerr(d, err, "adding the player");
    }
    db_finalize(st);
    return db_finish(d, rc, err);
}

int db_player_add(db *d, const char *name, int number, const char *club, int64_t *id,
                  sk_err *err)
{
    int rc = check_fields(name, number, club, err);
    if (rc == SK_OK)
        rc = check_new_name(name, err);
    if (rc != SK_OK)
        return rc;
    rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    rc = check_unique(d, name, number, 0, err);
    if (rc == SK_OK) {
        rc = db_run(d, "INSERT INTO players(name, number, club) VALUES (:name, :number, :club)",
                    DB_ARGS(DB_S(":name", name), DB_IN(":number", number), DB_SN(":club", club)),
                    "adding the player", err);
        if (rc == SK_OK && id)
            *id = db_last_id(d);
    }
    return db_finish(d, rc, err);
}

#define PLAYER_COLS "id, name, number, club, active"

int db_player_list(db *d, bool active_only, db_player **out, size_t *n, sk_err *err)
{
    return db_query_list(d, "SELECT " PLAYER_COLS " FROM players WHERE :active_only = 0 OR "
                            "active = 1 ORDER BY number IS NULL, number, name, id",
                         DB_ARGS(DB_I(":active_only", active_only)), &player_map, (void **)out, n,
                         "listing players", err);
}

int db_player_list_team_members(db *d, int64_t tid, bool active_only, db_player **out,
                                size_t *n, sk_err *err)
{
    return db_query_list(d, "SELECT " PLAYER_COLS " FROM players "
                            "WHERE (:active_only = 0 OR active = 1) AND id IN "
                            "(SELECT player_id FROM team_members WHERE tournament_id = :tid) "
                            "ORDER BY number IS NULL, number, name, id",
                         DB_ARGS(DB_I(":tid", tid), DB_I(":active_only", active_only)),
                         &player_map, (void **)out, n, "listing players", err);
}

int db_player_list_tournament(db *d, int64_t tid, db_player **out, size_t *n, sk_err *err)
{
    return db_query_list(d, "SELECT " PLAYER_COLS " FROM players WHERE id IN "
                            "(SELECT x.player_id FROM seats x JOIN series s ON s.id = x.series_id "
                            " WHERE s.tournament_id = :tid "
                            " UNION SELECT b.player_id FROM seat_subs b JOIN series s ON s.id = b.series_id "
                            " WHERE s.tournament_id = :tid "
                            " UNION SELECT player_id FROM team_members WHERE tournament_id = :tid) "
                            "ORDER BY number IS NULL, number, name, id",
                         DB_ARGS(DB_I(":tid", tid)), &player_map, (void **)out, n,
                         "listing players", err);
}

static int get_one(db *d, const char *sql, db_args a, db_player *out, bool *found, sk_err *err)
{
    return db_query_one(d, sql, a, &player_map, out, found, N_("reading a player"), err);
}

int db_player_get(db *d, int64_t id, db_player *out, sk_err *err)
{
    bool found;
    int rc = get_one(d, "SELECT " PLAYER_COLS " FROM players WHERE id = :id",
                     DB_ARGS(DB_I(":id", id)), out, &found, err);
    if (rc == SK_OK && !found)
        rc = sk_err_set(err, SK_INVALID, _("player id %lld does not exist"), (long long)id);
    return rc;
}

int db_player_find(db *d, const char *key, db_player *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    if (!key || !sk_utf8_valid(key))
        return sk_err_set(err, SK_INVALID, _("player name is not valid UTF-8"));
    bool found;
    int rc = get_one(d, "SELECT " PLAYER_COLS " FROM players WHERE name = :key",
                     DB_ARGS(DB_S(":key", key)), out, &found, err);
    if (rc != SK_OK || (found && !text_digits_only(key)))
        return rc;
    long num;
    if (sk_parse_int(key, 1, 999999, &num)) {
        /* digits: a start number.  A player named with those digits (a
         * name made before such names were refused) makes it ambiguous:
         * refused with both, never a silent pick of either. */
        db_player byname = *out;
        bool named = found;
        memset(out, 0, sizeof *out);
        rc = get_one(d, "SELECT " PLAYER_COLS " FROM players WHERE number = :num",
                     DB_ARGS(DB_I(":num", (int)num)), out, &found, err);
        if (rc == SK_OK && found && named && out->id != byname.id) {
            if (byname.number)
                rc = sk_err_set(err, SK_INVALID, _("'%s' is ambiguous: it is the start number of "
                                "%s and the name of the player with start number %d; give a name, "
                                "or start number %d for the latter"), key, out->name,
                                byname.number, byname.number);
            else
                rc = sk_err_set(err, SK_INVALID, _("'%s' is ambiguous: it is the start number of "
                                "%s and the name of a player without a start number; give %s's "
                                "name instead"), key, out->name, out->name);
            db_player_clear(out);
        }
        if (named) {
            if (rc == SK_OK && !found) {
                *out = byname; /* only the name matches */
                return SK_OK;
            }
            db_player_clear(&byname);
        }
        if (rc != SK_OK || found)
            return rc;
        return sk_err_set(err, SK_INVALID, _("player '%s' does not exist: no player has that name "
                          "or start number"), key);
    }
    return sk_err_set(err, SK_INVALID, _("player '%s' does not exist (see 'skatsheet player list')"),
                      key);
}

int db_player_update(db *d, const db_player *p, sk_err *err)
{
    int rc = check_fields(p->name, p->number, p->club, err);
    if (rc != SK_OK)
        return rc;
    db_player old;
    rc = db_player_get(d, p->id, &old, err);
    if (rc == SK_OK) {
        if (strcmp(old.name, p->name) != 0)
            rc = check_new_name(p->name, err); /* an old name of digits may stay */
        db_player_clear(&old);
    }
    if (rc != SK_OK)
        return rc;
    rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    rc = check_unique(d, p->name, p->number, p->id, err);
    if (rc == SK_OK) {
        rc = db_run(d, "UPDATE players SET name = :name, number = :number, club = :club, "
                       "active = :active WHERE id = :id",
                    DB_ARGS(DB_I(":id", p->id), DB_S(":name", p->name),
                            DB_IN(":number", p->number), DB_SN(":club", p->club),
                            DB_I(":active", p->active)),
                    "changing the player", err);
        if (rc == SK_OK && db_changes(d) != 1)
            rc = sk_err_set(err, SK_INVALID, _("player id %lld does not exist"), (long long)p->id);
    }
    return db_finish(d, rc, err);
}

int db_player_game_count(db *d, int64_t id, int *count, sk_err *err)
{
    int64_t c = 0;
    int rc = db_count(d, "SELECT count(*) FROM game_tables g JOIN seats s "
                         "ON s.table_id = g.table_id WHERE s.player_id = :id",
                      DB_ARGS(DB_I(":id", id)), &c, "counting games", err);
    *count = (int)c;
    return rc;
}

int db_player_remove(db *d, int64_t id, sk_err *err)
{
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    db_player p;
    rc = db_player_get(d, id, &p, err);
    int games = 0;
    if (rc == SK_OK)
        rc = db_player_game_count(d, id, &games, err);
    if (rc == SK_OK && games > 0)
        rc = sk_err_set(err, SK_INVALID, _("player %s has %d recorded game%s: a player with games "
                        "cannot be removed (mark inactive with 'player edit --inactive')"),
                        p.name, games, games == 1 ? "" : "s");
    int64_t merges = 0;
    if (rc == SK_OK)
        rc = db_count(d, "SELECT count(*) FROM player_merges WHERE player_id = :id OR "
                         "merged_id = :id", DB_ARGS(DB_I(":id", id)), &merges,
                      "reading the merges", err);
    if (rc == SK_OK && merges > 0)
        rc = sk_err_set(err, SK_INVALID, _("player %s is in the history of a merge (player "
                        "merge): kept as a record (mark inactive with 'player edit --inactive')"),
                        p.name);
    if (rc == SK_OK) {
        db_stmt *st = db_prep(d, "SELECT u.name, s.series_no FROM seats x "
                                      "JOIN series s ON s.id = x.series_id "
                                      "JOIN tournaments u ON u.id = s.tournament_id "
                                      "WHERE x.player_id = :id ORDER BY u.id, s.series_no LIMIT 1", err);
        if (!st) {
            rc = SK_FAIL;
        } else {
            db_bind_int(st, ":id", id);
            if (db_step(st) == DB_ROW)
                rc = sk_err_set(err, SK_INVALID, _("player %s is seated in series %d of '%s': "
                                "draw that series again without the player first "
                                "(or mark inactive with 'player edit --inactive')"),
                                p.name, db_col_int(st, 1),
                                db_col_text(st, 0));
            db_finalize(st);
        }
    }
    if (rc == SK_OK)
        rc = db_exec_id(d, "DELETE FROM standings_lots WHERE player_id = :id", id,
                        "removing the player", err);
    if (rc == SK_OK)
        rc = db_exec_id(d, "DELETE FROM team_members WHERE player_id = :id", id,
                        "removing the player", err);
    if (rc == SK_OK)
        rc = db_exec_id(d, "DELETE FROM players WHERE id = :id", id, "removing the player", err);
    db_player_clear(&p);
    return db_finish(d, rc, err);
}
