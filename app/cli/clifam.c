/* clifam.c - see clifam.h. */
#include "clifam.h"

#include "lookup.h"
#include "opsfam.h"

const cli_family *cli_family_side(const ops_tour *t, const cli_sides *s)
{
    const cli_family *const by_form[OPS_FORM_COUNT] = {
        [OPS_FORM_ISKO] = s->isko,
        [OPS_FORM_HOUSE] = s->house,
        [OPS_FORM_SCHAFKOPF] = s->schafkopf,
    };
    return by_form[ops_form_of(&t->rules)];
}

const cli_family *cli_family_peek(cli_ctx *ctx, const cli_args *a, const cli_sides *s,
                                  ops_tour *t)
{
    lookup_tour_peek(ctx, cli_str(a, "tournament"), t);
    return cli_family_side(t, s);
}

const cli_family *cli_family_peek_write(cli_ctx *ctx, const cli_args *a, const cli_sides *s,
                                        ops_tour *t)
{
    lookup_tour_peek_write(ctx, cli_str(a, "tournament"), t);
    return cli_family_side(t, s);
}
