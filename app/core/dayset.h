/* dayset.h - the settings of a tournament day (pure core): the entry fee
 * at the door, the round clock, the second entry, the prize groups and
 * the Bavarian preset.  `skatsheet day set KEY=VALUE ...` (stored one row
 * per key, db_day), `day show`.
 *
 *   fee_ct=N          the entry fee at the door in cents (default: the
 *                     tournament's entry_fee_ct rule, else 0)
 *   clock_min=N       minutes of a series (default 120: ISkO, 48 games in
 *                     about 2 hours), 1..1440
 *   warn_min=N        the warning before the end (default 10), 0..clock_min
 *   second_entry=yes|no  the games of every table are entered twice and
 *                     compared before the series counts (default no)
 *   youth_max_age=N   the youth prize: players at most N years old in the
 *                     tournament's year (default 17), 0..99
 *   host_club=NAME    the organising club: its players are the members of
 *                     the prize group "member", everybody else a guest
 *   prize_order=G,G.. the priority of the prize groups (default
 *                     overall,lady,youth,guest,member): a player wins at
 *                     most one prize, in the first group that gives one
 *   preset=bavarian|none  a Bavarian (Schafkopf) tournament as the law
 *                     there expects of a non-commercial one: an entry fee
 *                     of at most 15 euros and prizes in goods only
 *   prize_scheme=TEXT the prizes by a scheme (prizescheme.h: a percentage
 *                     of the fees split by a table, every Nth player,
 *                     goods from a list), "none" (default) for none
 */
#ifndef SK_DAYSET_H
#define SK_DAYSET_H

#include <stdbool.h>
#include <stddef.h>

#include "prizescheme.h"
#include "text.h"
#include "util.h"

#define DAY_BAVARIAN_FEE_MAX_CT 1500
#define DAY_FEE_MAX_CT 100000000
#define DAY_FEE_PLAIN_MAX_CT 100000 /* 1,000 euros: a fee above it only when forced */

typedef enum day_group {
    DAY_OVERALL = 0,
    DAY_LADY,
    DAY_YOUTH,
    DAY_GUEST,
    DAY_MEMBER,
    DAY_NGROUPS
} day_group;

typedef struct day_settings {
    int fee_ct;               /* -1: not set (the rules' entry fee) */
    int clock_min, warn_min;
    bool second_entry;
    int youth_max_age;
    char host_club[4 * TEXT_NAME_MAX + 1];   /* "" = none */
    bool bavarian;
    day_group order[DAY_NGROUPS];            /* priority, every group once */
    prize_scheme scheme;                     /* the prize scheme (not set: none) */
} day_settings;

/* The defaults above. */
void dayset_default(day_settings *s);

/* Set key to value (as typed on the command line).  SK_INVALID naming the
 * key and the rule ("clock_min=0: 1 to 1440 minutes"), s unchanged; an
 * unknown key lists the keys.  The Bavarian preset's fee limit is checked
 * here for fee_ct (and preset=bavarian against a fee_ct set); the fee of
 * the rules and the prizes are checked by dayset_bavarian_check. */
int dayset_apply(day_settings *s, const char *key, const char *value, sk_err *err);

/* The stored value of key in s ("120", "yes", "overall,lady,..."): into
 * out (n bytes); false for an unknown key. */
bool dayset_value(const day_settings *s, const char *key, char *out, size_t n);

/* Is key set to its default in s? */
bool dayset_is_default(const day_settings *s, const char *key);

/* The keys, in the order `day show` lists them (NULL-terminated). */
extern const char *const dayset_keys[];

/* The group's word ("overall", "lady", ...) and its name for people
 * (translated: "best lady"). */
const char *dayset_group_word(day_group g);
const char *dayset_group_name(day_group g);
/* "lady" to DAY_LADY; false for another word. */
bool dayset_group_parse(const char *w, size_t n, day_group *out);

/* Under the Bavarian preset: the entry fee fee_ct (the one in force) at
 * most 15 euros and no prize in money (money_prizes: how many prizes are
 * money, percent_prizes: the rules' prize_percent table is set).
 * SK_INVALID naming what breaks the preset; SK_OK without the preset. */
int dayset_bavarian_check(const day_settings *s, long long fee_ct, int money_prizes,
                          bool percent_prizes, sk_err *err);

#endif
