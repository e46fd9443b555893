/* opsform.c - ops_form_of (opsfam.h), apart from the family slots of
 * opsfam.c: the ops below the front ends (the cashier, the exchange, the
 * house table, ...) ask a tournament's form, and the slots' writers call
 * those ops, so the form follows from the family's own traits
 * (family.h) and not from the slots' table. */
#include "opsfam.h"

ops_form ops_form_of(const family_rules *r)
{
    if (r->fam->game != SCH_FAM_SKAT)
        return OPS_FORM_SCHAFKOPF;
    return r->fam->house_fields ? OPS_FORM_HOUSE : OPS_FORM_ISKO;
}
