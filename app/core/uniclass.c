/* uniclass.c - see uniclass.h (the tables: build/gen/uniclass_gen.c) */
#include "uniclass.h"

int uni_class(uint32_t c)
{
    size_t lo = 0, hi = uni_nranges;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (c < uni_ranges[mid].lo)
            hi = mid;
        else if (c > uni_ranges[mid].hi)
            lo = mid + 1;
        else
            return uni_ranges[mid].cls;
    }
    return 0;
}

const char *uni_name_of(uint32_t c)
{
    size_t lo = 0, hi = uni_nnames;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (c < uni_names[mid].c)
            hi = mid;
        else if (c > uni_names[mid].c)
            lo = mid + 1;
        else
            return uni_names[mid].name;
    }
    return NULL;
}
