/* fedwhy.c - see fedwhy.h */
#include "fedwhy.h"
#include "xjson.h"

#include <stdlib.h>
#include <string.h>

/* Which parameters a wording takes, in the order of its msgid. */
typedef enum shape {
    SH_NONE,   /* none */
    SH_SERIES, /* %d series */
    SH_PLAYED, /* %s (a separator, always "" here) %s player, %d matchday, %s group */
    SH_ROSTER, /* %s (a separator, always "" here) %s player, %s team, %s roster */
    SH_TWO,    /* %s player, %d matchday, %s team, %d table, %d seat, %s roster, %s group */
    SH_GUEST   /* %s player, %s roster, %d table, %d seat */
} shape;

/* The one table from code to wording, in the order of fedwhy_code.  The
 * leading "%s" of two msgids was the separator of a joined list when the
 * reasons were stored as text; kept so their translations stay. */
static const struct {
    const char *name;
    const char *msgid;
    shape sh;
} whys[] = {
    [FEDWHY_PLAYED_ELSEWHERE] = {"played_elsewhere",
                                 N_("%s%s played match day %d in '%s' already"), SH_PLAYED},
    [FEDWHY_OTHER_ROSTER] = {"other_roster",
                             N_("%s%s plays for %s here but is on the roster of %s"), SH_ROSTER},
    [FEDWHY_SEATING_WAITS] = {"seating_waits",
                              N_("the seating of series %d waits in the review queue"), SH_SERIES},
    [FEDWHY_NOT_SEATED] = {"not_seated", N_("series %d is not seated at the hub"), SH_SERIES},
    [FEDWHY_OFFICIAL_VERSION] = {"official_version", N_("an official changed it at the hub"),
                                 SH_NONE},
    [FEDWHY_EARLIER_REPORT] = {"earlier_report",
                               N_("the hub has another version from an earlier report"), SH_NONE},
    [FEDWHY_OTHER_VERSION] = {"other_version", N_("the hub has another version"), SH_NONE},
    [FEDWHY_OFFICIAL_CHANGE] = {"official_change",
                                N_("an official changed a result a venue reported"), SH_NONE},
    [FEDWHY_TWO_TEAMS] = {"two_teams",
                          N_("%s plays match day %d for %s here (table %d, seat %d) and played "
                             "it for %s in '%s' already"), SH_TWO},
    [FEDWHY_GUEST] = {"guest",
                      N_("%s is on the roster of %s and plays as a guest here (table %d, "
                         "seat %d)"), SH_GUEST},
};
#define NWHYS (sizeof whys / sizeof whys[0])

static void put_str(json_t *o, const char *key, const char *v)
{
    xj_set(o, key, xj_s(v ? v : "?"));
}

void fedwhy_add(json_t *why, fedwhy_code code, const fedwhy_args *a)
{
    static const fedwhy_args none;
    if (!a)
        a = &none;
    json_t *o = json_object();
    xj_set(o, "code", xj_s(whys[code].name));
    switch (whys[code].sh) {
    case SH_NONE:
        break;
    case SH_SERIES:
        xj_set(o, "series", json_integer(a->series));
        break;
    case SH_PLAYED:
        put_str(o, "player", a->player);
        xj_set(o, "matchday", json_integer(a->matchday));
        put_str(o, "group", a->group);
        break;
    case SH_ROSTER:
        put_str(o, "player", a->player);
        put_str(o, "team", a->team);
        put_str(o, "roster", a->roster);
        break;
    case SH_TWO:
        put_str(o, "player", a->player);
        xj_set(o, "matchday", json_integer(a->matchday));
        put_str(o, "team", a->team);
        xj_set(o, "table", json_integer(a->table));
        xj_set(o, "seat", json_integer(a->seat));
        put_str(o, "roster", a->roster);
        put_str(o, "group", a->group);
        break;
    case SH_GUEST:
        put_str(o, "player", a->player);
        put_str(o, "roster", a->roster);
        xj_set(o, "table", json_integer(a->table));
        xj_set(o, "seat", json_integer(a->seat));
        break;
    }
    json_array_append_new(why, o);
}

/* The integer / string parameter key of reason o: false when absent. */
static bool get_int(json_t *o, const char *key, int *out)
{
    json_t *v = json_object_get(o, key);
    if (!json_is_integer(v) || json_integer_value(v) < -1000000 ||
        json_integer_value(v) > 1000000)
        return false;
    *out = (int)json_integer_value(v);
    return true;
}

static bool get_str(json_t *o, const char *key, const char **out)
{
    *out = json_string_value(json_object_get(o, key));
    return *out != NULL;
}

/* Reason o worded in lang into b: false when it is not one of the table's. */
static bool word_one(json_t *o, sk_lang lang, sk_buf *b)
{
    const char *name = json_string_value(json_object_get(o, "code"));
    size_t k = 0;
    while (name && k < NWHYS && strcmp(whys[k].name, name) != 0)
        k++;
    if (!name || k == NWHYS)
        return false;
    const char *fmt = sk_tr_in(lang, whys[k].msgid);
    const char *player, *team, *roster, *group;
    int n, tb, seat;
    switch (whys[k].sh) {
    case SH_NONE:
        sk_buf_add(b, fmt);
        return true;
    case SH_SERIES:
        if (!get_int(o, "series", &n))
            return false;
        sk_buf_printf(b, fmt, n);
        return true;
    case SH_PLAYED:
        if (!get_str(o, "player", &player) || !get_int(o, "matchday", &n) ||
            !get_str(o, "group", &group))
            return false;
        sk_buf_printf(b, fmt, "", player, n, group);
        return true;
    case SH_ROSTER:
        if (!get_str(o, "player", &player) || !get_str(o, "team", &team) ||
            !get_str(o, "roster", &roster))
            return false;
        sk_buf_printf(b, fmt, "", player, team, roster);
        return true;
    case SH_TWO:
        if (!get_str(o, "player", &player) || !get_int(o, "matchday", &n) ||
            !get_str(o, "team", &team) || !get_int(o, "table", &tb) ||
            !get_int(o, "seat", &seat) || !get_str(o, "roster", &roster) ||
            !get_str(o, "group", &group))
            return false;
        sk_buf_printf(b, fmt, player, n, team, tb, seat, roster, group);
        return true;
    case SH_GUEST:
        if (!get_str(o, "player", &player) || !get_str(o, "roster", &roster) ||
            !get_int(o, "table", &tb) || !get_int(o, "seat", &seat))
            return false;
        sk_buf_printf(b, fmt, player, roster, tb, seat);
        return true;
    }
    return false;
}

char *fedwhy_words(json_t *why, sk_lang lang)
{
    if (!json_is_array(why) || !json_array_size(why))
        return NULL;
    sk_buf b = {0};
    for (size_t i = 0; i < json_array_size(why); i++) {
        if (i)
            sk_buf_add(&b, "; ");
        if (!word_one(json_array_get(why, i), lang, &b)) {
            sk_buf_free(&b);
            return NULL;
        }
    }
    return sk_buf_take(&b);
}

char *fedwhy_text(const char *codes, const char *stored, sk_lang lang)
{
    json_t *why = codes ? json_loads(codes, 0, NULL) : NULL;
    char *s = fedwhy_words(why, lang);
    json_decref(why);
    return s ? s : xstrdup(stored ? stored : "");
}

void fedwhy_store(json_t *why, char **text, char **codes)
{
    *text = fedwhy_words(why, SK_LANG_EN);
    if (!*text)
        *text = xstrdup("");
    *codes = xj_text(why, false);
}
