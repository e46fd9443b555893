/* famwrite.c - see famwrite.h. */
#include "famwrite.h"

int ops_write_skat(db *d, const ops_tour *t, ops_write_req *q, sk_err *err)
{
    return ops_game_write_in(d, t, q->series, q->table_no, q->skat, q->arg, &q->opened, q->out,
                             q->after, q->queued, err);
}

int ops_write_sch(db *d, const ops_tour *t, ops_write_req *q, sk_err *err)
{
    q->opened = false;
    int rc = ops_tour_ok(t, err);
    if (rc != SK_OK)
        return rc;
    return schops_write_in(d, &t->row, &t->rules.sch, q->series, q->table_no, q->sch, q->arg,
                           &q->opened, q->res, err);
}
