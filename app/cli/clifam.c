/* clifam.c - see clifam.h. */
#include "clifam.h"

#include "lookup.h"

const cli_family *cli_family_peek(cli_ctx *ctx, const cli_args *a,
                                  const cli_family *const side[FAM_COUNT], ops_tour *t)
{
    lookup_tour_peek(ctx, cli_str(a, "tournament"), t);
    return side[t->rules.fam->id];
}

const cli_family *cli_family_peek_write(cli_ctx *ctx, const cli_args *a,
                                        const cli_family *const side[FAM_COUNT], ops_tour *t)
{
    lookup_tour_peek_write(ctx, cli_str(a, "tournament"), t);
    return side[t->rules.fam->id];
}
