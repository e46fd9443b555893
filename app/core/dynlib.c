/* dynlib.c - see dynlib.h */
#include "dynlib.h"
#include "i18n.h"

#include <dlfcn.h>

void *sk_dynlib_open(const char *soname, const char *package, sk_err *err)
{
    void *h = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (!h) {
        const char *why = dlerror();
        sk_err_set(err, SK_FAIL, _("cannot load %s: %s (install it: %s)"), soname,
                   why ? why : "?", package);
    }
    return h;
}

void *sk_dynlib_sym(void *h, const char *soname, const char *package, const char *name,
                    sk_err *err)
{
    dlerror();
    void *p = dlsym(h, name);
    if (!p)
        sk_err_set(err, SK_FAIL, _("cannot load %s: it has no %s (install the version skatsheet "
                   "was built with: %s)"), soname, name, package);
    return p;
}
