/* uniclass.h - the character classes of the name rule (text.h), from
 * libunistring's Unicode tables at build time (scripts/gen-uniclass writes
 * build/gen/uniclass_gen.c, compiled into libcore.a): the core links libc
 * only, the data still comes from the library.  (pure core) */
#ifndef SK_UNICLASS_H
#define SK_UNICLASS_H

#include <stddef.h>
#include <stdint.h>

enum {
    UNI_ALNUM = 1,      /* a letter or a digit (general category L, N) */
    UNI_SPACE = 2,      /* a kind of space (Zs: U+0020, U+00A0, U+3000 ...) */
    UNI_INVISIBLE = 4,  /* default-ignorable, format (Cf), U+2028/U+2029, private use */
};

typedef struct uni_range {
    uint32_t lo, hi;
    int cls;
} uni_range;

typedef struct uni_name {
    uint32_t c;
    const char *name;
} uni_name;

/* sorted, not overlapping; code points in none have class 0 */
extern const uni_range uni_ranges[];
extern const size_t uni_nranges;
/* the Unicode names of the spaces and invisible characters up to U+FFFF */
extern const uni_name uni_names[];
extern const size_t uni_nnames;

/* The class of c (0: none of them). */
int uni_class(uint32_t c);
/* The Unicode name of a space or invisible character c, or NULL. */
const char *uni_name_of(uint32_t c);

#endif
