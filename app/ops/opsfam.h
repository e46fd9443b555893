/* opsfam.h - what the front ends need of each game family (family.h), said
 * once above the core: one const ops_family per family, in the manner of
 * family.h's struct family, so the CLI, the TUI and the web pick their side
 * of a tournament by what its ops_family says (its form) instead of each
 * keeping a table indexed by family->id.
 *
 * A front end keeps its renderers per form (three: the ISkO sheet, the
 * house list, the Schafkopf list) and asks ops_family_of once, in one place
 * (app/cli/clifam.c, the TUI's screens, app/web/webside.c); a fifth family
 * is a fifth ops_family here and no front-end table to grow.  What a front
 * end calls whatever the form is a slot here: the writer (famwrite.h),
 * called as ops_family_of(&t->rules)->write(...).
 * (ops: no printing, no I/O) */
#ifndef SK_OPS_OPSFAM_H
#define SK_OPS_OPSFAM_H

#include <stdbool.h>

#include "db.h"
#include "family.h"

/* The game form a front end shows for a family: how a game is typed and
 * how its table's list is kept and drawn (ops_form_of, opsform.c: from
 * the family's traits, so the ops below the front ends ask it without
 * reaching the slots here). */
typedef enum ops_form {
    OPS_FORM_ISKO = 0, /* Skat by the ISkO: the score sheet, Seeger-Fabian */
    OPS_FORM_HOUSE,    /* Skat with the house fields: the house list */
    OPS_FORM_SCHAFKOPF, /* a Schafkopf game: the Schafkopf list */
    OPS_FORM_COUNT
} ops_form;

struct ops_tour;
struct ops_write_req;

typedef struct ops_family {
    const family *fam;

    /* ---- its writer (famwrite.h) ---- */
    /* Record, edit or delete one game of the family through its write
     * context: opens it, calls q's admit of its kind, stores what the
     * admit asked for, commits (else rolls back). */
    int (*write)(db *d, const struct ops_tour *t, struct ops_write_req *q, sk_err *err);

    /* ---- the list (the Schafkopf families; NULL/0 for Skat) ---- */
    /* The report label key (rep_label) of the paper list's kind:
     * "sch_list_wendish", "sch_list". */
    const char *list_label;
    /* Does its list count units (Wendish), not points? */
    bool list_units;

    /* ---- its money (the Schafkopf families; NULL for Skat) ---- */
    /* What one point or unit of r's list is worth in cents. */
    long long (*rate_ct)(const family_rules *r);
    /* How the list settles, as `money` heads it (msgid): "units x
     * cent_per_unit". */
    const char *settle;
    /* The same as the money screen says it (msgid taking the family's
     * name and rate_ct): "%s, %lld ct per unit". */
    const char *rate_line;
    /* The family's name as a page footer says it (msgid): "Wendish
     * Schafskopf". */
    const char *title;
} ops_family;

extern const ops_family ops_family_isko;
extern const ops_family ops_family_house;
extern const ops_family ops_family_wendisch;
extern const ops_family ops_family_bayerisch;

/* The ops_family of r's family (r->fam); never NULL for a loaded
 * family_rules (family_rules_load), a static table never freed. */
const ops_family *ops_family_of(const family_rules *r);

/* Its form (opsform.c): Schafkopf for a family whose game is not Skat,
 * the house list for Skat with the house fields, else the ISkO sheet. */
ops_form ops_form_of(const family_rules *r);

#endif
