/* uniclass.c - see uniclass.h (the tables: build/gen/uniclass_gen.c) */
#include "uniclass.h"

#include <stdlib.h>

static int in_range(const void *key, const void *elem)
{
    uint32_t c = *(const uint32_t *)key;
    const uni_range *r = elem;
    return c < r->lo ? -1 : c > r->hi;
}

static int is_name(const void *key, const void *elem)
{
    uint32_t c = *(const uint32_t *)key;
    const uni_name *n = elem;
    return c < n->c ? -1 : c > n->c;
}

int uni_class(uint32_t c)
{
    const uni_range *r = bsearch(&c, uni_ranges, uni_nranges, sizeof *uni_ranges, in_range);
    return r ? r->cls : 0;
}

const char *uni_name_of(uint32_t c)
{
    const uni_name *n = bsearch(&c, uni_names, uni_nnames, sizeof *uni_names, is_name);
    return n ? n->name : NULL;
}
