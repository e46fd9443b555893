/* db_day.h - what the tournament day stores (schema 017_tournament_day;
 * db_day.c): pre-registrations with their personal codes, what the prize
 * groups know of a player, the day's settings, the desk key, check-ins,
 * entry fees, prizes and the round clock.  Conventions (status, errors,
 * ownership, transactions) as in db.h; times are UTC
 * "YYYY-MM-DDTHH:MM:SSZ" strings made by the caller (clock.h). */
#ifndef SK_DB_DAY_H
#define SK_DB_DAY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "db.h"
#include "db_register.h"

#define DB_TIME_LEN 20

/* ---- pre-registrations (the registrations queue with codes) ---- */

typedef struct db_prereg {
    int64_t id;
    char *name;          /* NFC */
    char *club;          /* NULL = none */
    db_reg_state state;
    int64_t player_id;   /* the player it is (set when the organiser registered an
                            existing player, or once confirmed); 0 = not known yet */
    char code[9];        /* the personal code (stored form), "" = none yet */
    char *member_no;     /* federation member number (stored form), NULL = none */
    bool lady;
    int born;            /* year of birth, 0 = not given */
    long long prepaid_ct; /* transferred before the day */
    char *created;
    int64_t tournament_id;
    char *mail;          /* the player's mail address (mailaddr.h), NULL = none */
} db_prereg;

void db_prereg_clear(db_prereg *r);
void db_preregs_free(db_prereg *v, size_t n);

/* Queue r (name, club, player_id, code, member_no, lady, born, mail) for
 * tid: the name rule as db_reg_add, the mail address rule (mailaddr.h), the queue's limit (DB_REG_QUEUE_MAX
 * waiting).  *id (may be NULL) its number. */
int db_prereg_add(db *d, int64_t tid, const db_prereg *r, int64_t *id, sk_err *err);
/* The registrations of tid in order of arrival (waiting_only: those
 * waiting).  Caller db_preregs_free. */
int db_prereg_list(db *d, int64_t tid, bool waiting_only, db_prereg **out, size_t *n,
                   sk_err *err);
/* Registration id of tid (SK_INVALID "registration #N does not exist ..."). */
int db_prereg_get(db *d, int64_t tid, int64_t id, db_prereg *out, sk_err *err);
/* The registration with this code in any tournament: *found false when
 * none; *tid its tournament. */
int db_prereg_by_code(db *d, const char *code, int64_t *tid, db_prereg *out, bool *found,
                      sk_err *err);
/* The registration of tid that is (or was confirmed as) player pid. */
int db_prereg_of_player(db *d, int64_t tid, int64_t pid, db_prereg *out, bool *found,
                        sk_err *err);
/* Set a registration's code (one without) / what was transferred. */
int db_prereg_set_code(db *d, int64_t tid, int64_t id, const char *code, sk_err *err);
int db_prereg_set_prepaid(db *d, int64_t tid, int64_t id, long long ct, sk_err *err);

/* ---- what the prize groups and the door know of a player ---- */

typedef struct db_player_info {
    int64_t player_id;
    char *member_no;     /* NULL = none */
    bool lady;
    int born;            /* 0 = not known */
} db_player_info;

void db_player_info_clear(db_player_info *p);
void db_player_infos_free(db_player_info *v, size_t n);
/* pid's info (no row: none of it). */
int db_player_info_get(db *d, int64_t pid, db_player_info *out, sk_err *err);
/* Store p (replacing).  A member number another player has: SK_INVALID
 * naming that player. */
int db_player_info_put(db *d, const db_player_info *p, sk_err *err);
/* The player with this member number (*pid 0: none). */
int db_player_by_member(db *d, const char *member_no, int64_t *pid, sk_err *err);
/* Every player's info (those with a row). */
int db_player_info_all(db *d, db_player_info **out, size_t *n, sk_err *err);

/* ---- the day's settings (dayset.h), one row per key ---- */

typedef struct db_kv {
    char *key, *value;
} db_kv;
void db_kvs_free(db_kv *v, size_t n);
int db_day_settings_get(db *d, int64_t tid, db_kv **out, size_t *n, sk_err *err);
/* Set key to value, or remove it (value NULL: back to the default). */
int db_day_setting_put(db *d, int64_t tid, const char *key, const char *value, sk_err *err);

/* ---- the organiser's key to the desk pages ---- */

int db_desk_key_get(db *d, int64_t tid, char code[9], bool *found, sk_err *err);
int db_desk_key_put(db *d, int64_t tid, const char *code, sk_err *err);

/* ---- check-ins ---- */

typedef struct db_checkin {
    int64_t player_id;
    char *name;          /* filled by reads */
    int number;
    int64_t arrival;     /* 1.. in order of arrival */
    int from_series;
    char at[DB_TIME_LEN + 1];
    char how[8];         /* "code", "member", "desk" */
} db_checkin;

void db_checkins_free(db_checkin *v, size_t n);
/* pid's check-in to tid (*found false: none).  out->name not filled. */
int db_checkin_get(db *d, int64_t tid, int64_t pid, db_checkin *out, bool *found, sk_err *err);
/* Record pid's check-in: the next arrival number into *arrival.  Refused
 * (SK_INVALID) when pid has checked in already. */
int db_checkin_add(db *d, int64_t tid, int64_t pid, int from_series, const char *at,
                   const char *how, int64_t *arrival, sk_err *err);
/* The series pid's check-in plays from. */
int db_checkin_set_from(db *d, int64_t tid, int64_t pid, int from_series, sk_err *err);
/* Every check-in of tid in order of arrival, names filled. */
int db_checkin_list(db *d, int64_t tid, db_checkin **out, size_t *n, sk_err *err);

/* ---- entry fees ---- */

typedef enum db_fee_state { DB_FEE_PAID = 0, DB_FEE_OWED, DB_FEE_WAIVED } db_fee_state;
/* "paid", "owed", "waived" */
const char *db_fee_word(db_fee_state s);
bool db_fee_parse(const char *w, db_fee_state *out);

typedef struct db_fee {
    int64_t player_id;
    char *name;          /* filled by db_fee_list */
    int number;
    db_fee_state state;
    long long ct;        /* the fee (waived: what it would have been) */
    char method[10];     /* "cash", "transfer" or "" */
    char changed[DB_TIME_LEN + 1];
} db_fee;

void db_fees_free(db_fee *v, size_t n);
int db_fee_get(db *d, int64_t tid, int64_t pid, db_fee *out, bool *found, sk_err *err);
/* Store pid's fee (replacing). */
int db_fee_put(db *d, int64_t tid, const db_fee *f, sk_err *err);
/* Every fee of tid by player name. */
int db_fee_list(db *d, int64_t tid, db_fee **out, size_t *n, sk_err *err);

/* ---- prizes ---- */

typedef struct db_prize {
    char grp[8];         /* overall, lady, youth, guest, member */
    int place;
    long long ct;        /* money, 0 for goods */
    char *goods;         /* NULL for money */
} db_prize;

void db_prizes_free(db_prize *v, size_t n);
/* The prizes of tid by group (overall, lady, youth, guest, member) and place. */
int db_prize_list(db *d, int64_t tid, db_prize **out, size_t *n, sk_err *err);
/* Add or replace a prize (p->goods NULL: money p->ct). */
int db_prize_put(db *d, int64_t tid, const db_prize *p, sk_err *err);
/* Remove one (*removed false when there was none). */
int db_prize_remove(db *d, int64_t tid, const char *grp, int place, bool *removed,
                    sk_err *err);

/* ---- the round clock ---- */

typedef struct db_clock {
    int series_no;
    char started[DB_TIME_LEN + 1];
    int minutes, warn_minutes;
    char stopped[DB_TIME_LEN + 1];   /* "" = running */
    char paused[DB_TIME_LEN + 1];    /* "" = not paused, else since when */
    int paused_sec;                  /* the seconds of the pauses before */
} db_clock;

int db_clock_get(db *d, int64_t tid, int series_no, db_clock *out, bool *found, sk_err *err);
/* The clocks of tid by series. */
int db_clock_list(db *d, int64_t tid, db_clock **out, size_t *n, sk_err *err);
/* Start (or start again) series c->series_no's clock. */
int db_clock_put(db *d, int64_t tid, const db_clock *c, sk_err *err);

/* One table's extra time (`clock extend`): minutes and the reason. */
typedef struct db_clock_ext {
    int table_no, minutes;
    char reason[201];
    char at[DB_TIME_LEN + 1];
} db_clock_ext;

/* The extensions of series series_no of tid by table and order given
 * (*out malloc'd, *n entries). */
int db_clock_ext_list(db *d, int64_t tid, int series_no, db_clock_ext **out, size_t *n,
                      sk_err *err);
/* Add an extension (checked by the caller: the table exists). */
int db_clock_ext_add(db *d, int64_t tid, int series_no, const db_clock_ext *e, sk_err *err);
/* Remove the extensions of a series (a clock started again). */
int db_clock_ext_clear(db *d, int64_t tid, int series_no, sk_err *err);

/* Games recorded per table of a series: *counts (malloc'd) indexed like
 * the series' tables by table number order, *n entries; with table_no. */
typedef struct db_table_count {
    int table_no, size, games;
} db_table_count;
int db_series_game_counts(db *d, int64_t tid, int series_no, db_table_count **out, size_t *n,
                          sk_err *err);

#endif
