/* houseprof.h - the house-rule profile of a Skat tournament (no printing):
 * the preset and settings text it stores, and changing it before the first
 * game (a loaded tournament's profile is its t->rules.house, tour.h).
 * Rules: rules-house-schafkopf.md Part B (app/core/house.h, houseset.h). */
#ifndef SK_HOUSEPROF_H
#define SK_HOUSEPROF_H

#include <stdbool.h>

#include "db.h"
#include "db_tournaments.h"
#include "tour.h"
#include "house.h"

/* The preset and settings text a tournament stores for text (houseset.h:
 * "pub,bierlachs_price_ct=200") applied on top of *base (a new tournament:
 * isko): *preset and *settings (NULL when the profile is the preset itself)
 * are malloc'd, the caller frees them.  SK_INVALID naming the setting. */
int ops_house_settings(const house_profile *base, const char *text, char **preset,
                       char **settings, sk_err *err);

/* Change the house rules of Skat tournament t by text (on top of its
 * current profile), refused once a game is recorded.  *out (may be NULL)
 * receives the new profile.  SK_INVALID with the setting or the reason. */
int ops_house_change(db *d, const ops_tour *t, const char *text, house_profile *out,
                     sk_err *err);

#endif
