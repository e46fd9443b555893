/* fedanswer.c - see fedanswer.h */
#include "fedanswer.h"
#include "xjson.h"

#include <stdlib.h>

void ops_fed_refuse(ops_fed_answer *out, fed_class cls, const char *msg)
{
    json_t *o = json_object();
    xj_set(o, "error", xj_s(msg));
    char *t = xj_text(o, false);
    out->cls = cls;
    out->json = xasprintf("%s\n", t);
    free(t);
    json_decref(o);
}
