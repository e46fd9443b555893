/* gamefields.c - see gamefields.h. */
#include "i18n.h"
#include "gamefields.h"

#include <stdio.h>
#include <string.h>

#include "gameflags.h"
#include "housegame.h"

/* A whole number field: absent or "" leaves *have false. */
int web_num_field(const web_form *f, const char *key, long min, long max, bool *have,
                  long *v, sk_err *err)
{
    const char *s = web_form_get(f, key);
    *have = false;
    if (!s || !*s)
        return SK_OK;
    if (!sk_parse_int(s, -1000000000L, 1000000000L, v))
        return sk_err_set(err, SK_INVALID, _("%s needs a whole number, not '%.40s'"), key, s);
    if (*v < min || *v > max)
        return sk_err_set(err, SK_INVALID, _("%s must be a whole number from %ld to %ld, not '%.40s'"),
                          key, min, max, s);
    *have = true;
    return SK_OK;
}

/* The game fields (contract, matadors, bid, points, result, hand, ouvert,
 * schneider, schwarz, announce) as the CLI's game flags, checked by
 * gameflags_apply into *g.  A missing contract is SK_USAGE as in the CLI. */
int web_game_fields(const web_form *f, rules_game *g, sk_err *err)
{
    gameflags_in in;
    memset(&in, 0, sizeof in);
    const char *contract = web_form_get(f, "contract");
    in.contract = contract && *contract ? contract : NULL;
    bool have;
    long m = 0;
    /* the ranges are the rules' (gameflags_apply words them as the CLI) */
    if (web_num_field(f, "matadors", -100000, 100000, &have, &m, err) != SK_OK)
        return err->status;
    if (have && m == 0)
        return sk_err_set(err, SK_INVALID, _("matadors 0 are impossible: at least 1 (2 = with 2, "
                          "-2 = without 2)"));
    if (have && m > 0) {
        in.have_with = true;
        in.with = m;
    } else if (have) {
        in.have_without = true;
        in.without = -m;
    }
    if (web_num_field(f, "bid", 0, 100000, &in.have_bid, &in.bid, err) != SK_OK ||
        web_num_field(f, "points", -100000, 100000, &in.have_points, &in.points, err) != SK_OK)
        return err->status;
    const char *res = web_form_get(f, "result");
    if (res && *res && strcmp(res, "won") != 0 && strcmp(res, "lost") != 0)
        return sk_err_set(err, SK_INVALID, _("result must be won or lost, not '%.40s'"), res);
    in.won = res && strcmp(res, "won") == 0;
    in.lost = res && strcmp(res, "lost") == 0;
    in.hand = web_form_flag(f, "hand");
    in.ouvert = web_form_flag(f, "ouvert");
    in.schneider = web_form_flag(f, "schneider");
    in.schwarz = web_form_flag(f, "schwarz");
    const char *ann = web_form_get(f, "announce");
    in.announce = ann && *ann ? ann : NULL;
    return gameflags_apply(&in, g, err);
}

/* The house-rule fields (a tournament with house rules) into e->h, as the
 * CLI's --kontra LEVEL --kontra-by SEAT / --ramsch A,B,C --skat N
 * --last-trick SEAT --jungfrau SEAT... --durchmarsch SEAT --schieben N:
 * kontra, kontra_by, ramsch, skat, last_trick, jungfrau_1..jungfrau_4,
 * durchmarsch, schieben.  ramsch: the deal was played as a Ramsch (declarer
 * "ramsch").  Whether the tournament allows them is ops_game_put's check. */
int web_house_fields(const web_form *f, int size, bool ramsch, game_entry *e, sk_err *err)
{
    housegame_in in;
    memset(&in, 0, sizeof in);
    const char *k = web_form_get(f, "kontra"), *a = web_form_get(f, "ramsch");
    in.kontra = k && *k ? k : NULL;
    in.ramsch = a && *a ? a : NULL;
    bool have;
    long v;
    if (web_num_field(f, "kontra_by", 1, size, &have, &v, err) != SK_OK)
        return err->status;
    if (have && !in.kontra)
        return sk_err_set(err, SK_USAGE, _("kontra_by needs kontra (the level said)"));
    in.kontra_by = have ? (int)v : 0;
    if (ramsch && !in.ramsch)
        return sk_err_set(err, SK_USAGE, _("declarer ramsch needs ramsch: the Augen in each seat's "
                          "tricks in seat order, e.g. 45,40,35"));
    if (!ramsch && in.ramsch)
        return sk_err_set(err, SK_USAGE, _("ramsch takes no declarer (nobody declared): choose "
                          "declarer ramsch"));
    /* max 0: a seat of the table (1..size) */
    static const struct {
        const char *key;
        long min, max;
    } nums[] = {{"skat", 0, 22}, {"last_trick", 1, 0}, {"durchmarsch", 1, 0}, {"schieben", 0, 3}};
    int *to[] = {&in.skat, &in.last_trick, &in.durchmarsch, &in.schieben};
    for (size_t i = 0; i < sizeof nums / sizeof nums[0]; i++) {
        long max = nums[i].max ? nums[i].max : size;
        if (web_num_field(f, nums[i].key, nums[i].min, max, &have, &v, err) != SK_OK)
            return err->status;
        if (have && !ramsch)
            return sk_err_set(err, SK_USAGE, _("%s needs a Ramsch (declarer ramsch)"), nums[i].key);
        if (have)
            *to[i] = (int)v;
        if (i == 0)
            in.have_skat = have;
    }
    for (int s = 1; s <= 4; s++) {
        char key[24]; /* "jungfrau_" and any int: -Wformat-truncation under SAN=1 */
        snprintf(key, sizeof key, "jungfrau_%d", s);
        if (!web_form_flag(f, key))
            continue;
        if (!ramsch)
            return sk_err_set(err, SK_USAGE, _("%s needs a Ramsch (declarer ramsch)"), key);
        if (s > size)
            return sk_err_set(err, SK_INVALID, _("%s: a seat from 1 to %d"), key, size);
        in.jungfrau |= 1u << (s - 1);
    }
    return housegame_apply(&in, "kontra", "ramsch", e, err);
}

/* declarer: a seat 1..size, "passed" or "ramsch" (*ramsch set).  *seat 0
 * for passed and ramsch. */
int web_declarer_field(const web_form *f, int size, bool required, bool *given, int *seat,
                       bool *ramsch, sk_err *err)
{
    const char *d = web_form_get(f, "declarer");
    *given = d && *d;
    *seat = 0;
    *ramsch = false;
    if (!*given)
        return required ? sk_err_set(err, SK_USAGE, _("declarer is required: a seat from 1 to %d, "
                                     "passed or ramsch"), size)
                        : SK_OK;
    if (strcmp(d, "passed") == 0)
        return SK_OK;
    if (strcmp(d, "ramsch") == 0) {
        *ramsch = true;
        return SK_OK;
    }
    long v;
    if (!sk_parse_int(d, 1, 4, &v))
        return sk_err_set(err, SK_INVALID, _("declarer must be a seat from 1 to %d, passed or "
                          "ramsch, not '%.40s'"), size, d);
    *seat = (int)v;
    return SK_OK;
}
