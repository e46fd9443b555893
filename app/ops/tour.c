/* tour.c - see tour.h. */
#include "tour.h"
#include "i18n.h"

#include <string.h>

static void parse(ops_tour *out)
{
    const db_tournament *t = &out->row;
    sk_err_clear(&out->damaged);
    family_rules_load(t->game, t->house, t->house_settings, t->rules, &out->rules,
                      &out->damaged);
}

void ops_tour_adopt(db_tournament *row, ops_tour *out)
{
    memset(out, 0, sizeof *out);
    out->row = *row;
    memset(row, 0, sizeof *row);
    parse(out);
}

void ops_tour_view(const db_tournament *row, ops_tour *out)
{
    memset(out, 0, sizeof *out);
    out->row = *row;
    parse(out);
}

/* The tournament find() finds by name, loaded into *out. */
static int find_by(int (*find)(db *, const char *, db_tournament *, sk_err *), db *d,
                   const char *name, ops_tour *out, sk_err *err)
{
    db_tournament t;
    memset(out, 0, sizeof *out);
    int rc = find(d, name, &t, err);
    if (rc == SK_OK)
        ops_tour_adopt(&t, out);
    return rc;
}

int ops_tour_find(db *d, const char *name, ops_tour *out, sk_err *err)
{
    return find_by(db_tournament_find, d, name, out, err);
}

int ops_tour_find_write(db *d, const char *name, ops_tour *out, sk_err *err)
{
    return find_by(db_tournament_find_write, d, name, out, err);
}

void ops_tour_clear(ops_tour *t)
{
    db_tournament_clear(&t->row);
    memset(t, 0, sizeof *t);
}

int ops_tour_ok(const ops_tour *t, sk_err *err)
{
    if (t->damaged.status == SK_OK)
        return SK_OK;
    return sk_err_set(err, SK_INVALID, _(t->rules.fam->damaged), t->row.name, t->damaged.msg);
}

int ops_tour_write_begin(db *d, const db_tournament *t, sk_err *err)
{
    if (t->closed)
        return sk_err_set(err, SK_INVALID, _("tournament '%s' is closed"), t->name);
    return db_begin(d, err);
}
