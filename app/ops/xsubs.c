/* xsubs.c - see xsubs.h */
#include "xsubs.h"
#include "xjson.h"

#include <stdio.h>
#include <stdlib.h>


int xsubs_put(json_t *x, const db_sub *v, size_t n, int series_no, int table_no,
              xsubs_uid_fn uid, void *arg, sk_err *err)
{
    json_t *a = NULL;
    for (size_t i = 0; i < n; i++) {
        if (v[i].series_no != series_no || v[i].table_no != table_no)
            continue;
        json_t *u = uid(arg, v[i].player_id, err);
        if (!u) {
            json_decref(a);
            return SK_FAIL;
        }
        json_t *o = json_object();
        xj_set(o, "seat", json_integer(v[i].seat));
        xj_set(o, "from", json_integer(v[i].from_game));
        xj_set(o, "player", u);
        if (!a)
            a = json_array();
        json_array_append_new(a, o);
    }
    if (a)
        xj_set(x, "subs", a);
    return SK_OK;
}

int xsubs_read(json_t *x, const char *path, int table_no, int size, xsubs_pid_fn pid,
               void *arg, xsub **v, size_t *n, sk_err *err)
{
    json_t *a;
    int rc = xj_arr(x, path, "subs", false, 4 * 9999, &a, err);
    char q[XJ_PATH];
    xj_path(q, path, "subs", 0);
    for (size_t i = 0; rc == SK_OK && a && i < json_array_size(a); i++) {
        static const char *const keys[] = {"seat", "from", "player", NULL};
        char r[XJ_PATH], pp[XJ_PATH];
        json_t *o;
        long long seat, from;
        rc = xj_item(a, q, i, keys, r, &o, err);
        if (rc == SK_OK)
            rc = xj_int(o, r, "seat", true, 1, size, 0, &seat, err);
        if (rc == SK_OK)
            rc = xj_int(o, r, "from", true, 2, 9999, 0, &from, err);
        xj_path(pp, r, "player", 0);
        int64_t id = 0;
        if (rc == SK_OK && !json_object_get(o, "player"))
            rc = xj_fail(err, pp, _("missing"));
        if (rc == SK_OK)
            rc = pid(arg, json_object_get(o, "player"), pp, &id, err);
        if (rc == SK_OK) {
            *v = xrealloc(*v, (*n + 1) * sizeof **v);
            (*v)[(*n)++] = (xsub){table_no, (int)seat, (int)from, id};
        }
    }
    return rc;
}
