/* fedwords.c - see fedwords.h */
#include "fedwords.h"
#include "fedstate.h"

#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db_ids.h"
#include "db_seating.h"
#include "db_xch.h"
#include "game.h"

void fedwords_entity(const char *entity, sk_lang lang, sk_buf *b)
{
    int s, t, g;
    char rest;
    if (sscanf(entity, "game:%d:%d:%d%c", &s, &t, &g, &rest) == 3)
        sk_buf_printf(b, sk_tr_in(lang, "series %d, table %d, game %d"), s, t, g);
    else if (sscanf(entity, "seating:%d%c", &s, &rest) == 1)
        sk_buf_printf(b, sk_tr_in(lang, "series %d, seating"), s);
    else
        sk_buf_add(b, entity);
}

/* "A1 (team A)" of player uid pu with team uid tu (NULL: none) into b. */
static int person(db *d, const char *pu, const char *tu, sk_lang lang, sk_buf *b, sk_err *err)
{
    char *pn = NULL, *tn = NULL;
    int rc = db_uid_name(d, DB_UID_PLAYER, pu, 0, &pn, err);
    if (rc == SK_OK && tu)
        rc = db_uid_name(d, DB_UID_TEAM, tu, 0, &tn, err);
    if (rc == SK_OK) {
        sk_buf_add(b, pn ? pn : sk_tr_in(lang, "unknown player"));
        if (tn)
            sk_buf_printf(b, sk_tr_in(lang, " (team %s)"), tn);
    }
    free(pn);
    free(tn);
    return rc;
}

static int seating_words(db *d, json_t *st, sk_lang lang, sk_buf *b, sk_err *err)
{
    json_t *tabs = json_object_get(st, "tables"), *teams = json_object_get(st, "teams");
    int rc = SK_OK;
    for (size_t k = 0; rc == SK_OK && k < json_array_size(tabs); k++) {
        json_t *tb = json_array_get(tabs, k);
        json_t *seats = json_object_get(tb, "seats");
        sk_buf_printf(b, sk_tr_in(lang, "table %d:"),
                      (int)json_integer_value(json_object_get(tb, "table")));
        for (size_t i = 0; rc == SK_OK && i < json_array_size(seats); i++) {
            const char *pu = json_string_value(json_array_get(seats, i)), *tu = NULL;
            for (size_t j = 0; pu && j < json_array_size(teams); j++) {
                json_t *x = json_array_get(teams, j);
                const char *p = json_string_value(json_object_get(x, "player"));
                if (p && strcmp(p, pu) == 0)
                    tu = json_string_value(json_object_get(x, "team"));
            }
            sk_buf_add(b, i ? ", " : " ");
            sk_buf_printf(b, sk_tr_in(lang, "seat %d "), (int)i + 1);
            if (pu)
                rc = person(d, pu, tu, lang, b, err);
            else
                sk_buf_add(b, sk_tr_in(lang, "empty"));
        }
        sk_buf_add(b, "\n");
    }
    return rc;
}

/* The player in seat `seat` of table t, series s of tid now, with team. */
static int seat_words(db *d, int64_t tid, int s, int t, int seat, sk_lang lang, sk_buf *b,
                      sk_err *err)
{
    db_table tb;
    memset(&tb, 0, sizeof tb);
    sk_err e2;
    sk_err_clear(&e2);
    if (db_table_get(d, tid, s, t, &tb, &e2) != SK_OK || seat < 1 || seat > tb.size) {
        db_table_clear(&tb);
        return SK_OK; /* not seated here: the seat's number alone */
    }
    db_uid pu;
    int rc = db_uid_get(d, DB_UID_PLAYER, tb.seats[seat - 1].player_id, &pu, err);
    char **pv = NULL, **tv = NULL;
    size_t n = 0;
    if (rc == SK_OK)
        rc = db_xch_seat_teams(d, tid, s, &pv, &tv, &n, err);
    const char *tu = NULL;
    for (size_t i = 0; rc == SK_OK && i < n; i++)
        if (strcmp(pv[i], pu.s) == 0)
            tu = tv[i];
    if (rc == SK_OK) {
        sk_buf_add(b, ", ");
        rc = person(d, pu.s, tu, lang, b, err);
    }
    for (size_t i = 0; i < n; i++) {
        free(pv[i]);
        free(tv[i]);
    }
    free(pv);
    free(tv);
    db_table_clear(&tb);
    return rc;
}

int fedwords_version(db *d, int64_t tid, const char *json, const char *entity, sk_lang lang,
                     sk_buf *b, sk_err *err)
{
    int s, t, g;
    bool game = sscanf(entity, "game:%d:%d:%d", &s, &t, &g) == 3;
    if (!json || strcmp(json, "null") == 0) {
        sk_buf_add(b, game ? sk_tr_in(lang, "(no game)") : sk_tr_in(lang, "(not drawn)"));
        sk_buf_add(b, "\n");
        return SK_OK;
    }
    if (game) {
        game_entry e;
        sk_buf_printf(b, sk_tr_in(lang, "table %d, game %d: "), t, g);
        if (!fedstate_version_game(json, entity, &e)) {
            sk_buf_printf(b, "%s\n", json);
            return SK_OK;
        }
        if (e.passed) {
            sk_buf_printf(b, "%s\n", sk_tr_in(lang, "passed"));
            return SK_OK;
        }
        sk_buf_printf(b, sk_tr_in(lang, "seat %d"), e.declarer);
        int rc = seat_words(d, tid, s, t, e.declarer, lang, b, err);
        sk_buf_add(b, ": ");
        game_describe_short(&e.g, b);
        static const char *const kontra[] = {"", "Kontra", "Re", "Supra", "Hirsch"};
        if (e.h.kontra > 0 && e.h.kontra <= 4)
            sk_buf_printf(b, ", %s", kontra[e.h.kontra]);
        sk_buf_add(b, "\n");
        return rc;
    }
    json_t *o = json_loads(json, 0, NULL);
    int rc = SK_OK;
    if (json_is_object(o))
        rc = seating_words(d, o, lang, b, err);
    else
        sk_buf_printf(b, "%s\n", json);
    json_decref(o);
    return rc;
}
