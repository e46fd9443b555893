/* tzfile.c - see tzfile.h */
#include "tzfile.h"
#include "tzsetup.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint32_t be32(const unsigned char *p)
{
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

static int64_t be64(const unsigned char *p)
{
    return (int64_t)((uint64_t)be32(p) << 32 | be32(p + 4));
}

/* The data block at b (len bytes left) whose times are `tsize` bytes. */
static bool parse(const unsigned char *b, size_t len, size_t tsize, fed_zone *z, size_t *used)
{
    if (len < 44 || memcmp(b, "TZif", 4) != 0)
        return false;
    size_t isut = be32(b + 20), isstd = be32(b + 24), leap = be32(b + 28), timecnt = be32(b + 32),
           typecnt = be32(b + 36), charcnt = be32(b + 40);
    if (typecnt == 0 || typecnt > 256 || timecnt > 100000 || leap > 100000 || charcnt > 100000 ||
        isut > 256 || isstd > 256)
        return false;
    size_t need = 44 + timecnt * tsize + timecnt + typecnt * 6 + charcnt + leap * (tsize + 4) +
                  isstd + isut;
    if (need > len)
        return false;
    const unsigned char *times = b + 44, *idx = times + timecnt * tsize, *types = idx + timecnt;
    z->at = xcalloc(timecnt + 1, sizeof *z->at);
    z->off = xcalloc(timecnt + 1, sizeof *z->off);
    for (size_t i = 0; i < timecnt; i++) {
        if (idx[i] >= typecnt)
            return false;
        z->at[i] = tsize == 8 ? be64(times + 8 * i) : (int32_t)be32(times + 4 * i);
        z->off[i] = (int32_t)be32(types + 6 * idx[i]);
    }
    z->n = timecnt;
    z->first = (int32_t)be32(types);
    z->set = true;
    *used = need;
    return true;
}

int sk_zone_read(const char *name, fed_zone *z, sk_err *err)
{
    memset(z, 0, sizeof *z);
    if (!sk_tz_known(name))
        return sk_err_set(err, SK_INVALID, _("time zone '%s' is not in the system's time zone "
                          "database (e.g. Europe/Berlin)"), name ? name : "");
    const char *dir = getenv("TZDIR");
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir && *dir ? dir : "/usr/share/zoneinfo", name);
    FILE *f = fopen(path, "rb");
    unsigned char *b = xcalloc(1, 1 << 20);
    size_t len = f ? fread(b, 1, 1 << 20, f) : 0;
    if (f)
        fclose(f);
    size_t used = 0;
    bool ok = parse(b, len, 4, z, &used);
    if (ok && b[4] >= '2') {   /* the 64-bit data after the 32-bit one */
        fed_zone v2;
        memset(&v2, 0, sizeof v2);
        size_t used2;
        if (parse(b + used, len - used, 8, &v2, &used2)) {
            fed_zone_free(z);
            *z = v2;
        } else {
            fed_zone_free(&v2);
        }
    }
    free(b);
    if (!ok) {
        fed_zone_free(z);
        return sk_err_set(err, SK_INVALID, _("time zone '%s': %s is not a time zone file"), name,
                          path);
    }
    return SK_OK;
}
