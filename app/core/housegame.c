/* housegame.c - see housegame.h */
#include "housegame.h"
#include "i18n.h"

#include <stdlib.h>
#include <string.h>

static const char *const kontra_names[] = {"none", "kontra", "re", "supra", "hirsch"};
static const char *const kontra_words[] = {"", "Kontra", "Re", "Supra", "Hirsch"};

int housegame_kontra_parse(const char *s)
{
    if (!s)
        return -1;
    for (int i = 0; i <= 4; i++)
        if (sk_streq_ci(s, kontra_names[i]))
            return i;
    long v;
    if (sk_parse_int(s, 0, 4, &v))
        return (int)v;
    return -1;
}

const char *housegame_kontra_name(int level)
{
    return level >= 1 && level <= 4 ? kontra_words[level] : "";
}

const char *housegame_kontra_key(int level)
{
    return level >= 1 && level <= 4 ? kontra_names[level] : "";
}

bool housegame_same(const game_house *a, const game_house *b)
{
    for (int i = 0; i < 4; i++)
        if (a->augen[i] != b->augen[i])
            return false;
    return a->kontra == b->kontra && a->kontra_by == b->kontra_by && a->ramsch == b->ramsch &&
           a->skat == b->skat && a->last_trick == b->last_trick && a->jungfrau == b->jungfrau &&
           a->durchmarsch == b->durchmarsch && a->schieben == b->schieben;
}

bool housegame_any(const game_house *h)
{
    static const game_house none;
    return !housegame_same(h, &none);
}

int housegame_parse_augen(const char *s, const char *field, game_house *h, sk_err *err)
{
    memset(h->augen, 0, sizeof h->augen);
    int k = 0;
    const char *p = s;
    for (;;) {
        const char *end = strchr(p, ',');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        if (k == 4)
            return sk_err_set(err, SK_INVALID, _("%s '%s': one value per seat, at most 4"), field, s);
        char part[16];
        long v = 0;
        if (len == 0 || len >= sizeof part)
            return sk_err_set(err, SK_INVALID, _("%s '%s': value %d is not a whole number 0 to 120 "
                              "(Augen per seat in seat order, e.g. 45,40,35)"), field, s, k + 1);
        memcpy(part, p, len);
        part[len] = '\0';
        if (strcmp(part, "-") != 0 && !sk_parse_int(part, 0, 120, &v))
            return sk_err_set(err, SK_INVALID, _("%s '%s': value %d ('%s') is not a whole number 0 "
                              "to 120 (Augen per seat in seat order, e.g. 45,40,35)"), field, s,
                              k + 1, part);
        h->augen[k++] = (int)v;
        if (!end)
            break;
        p = end + 1;
    }
    return SK_OK;
}

int housegame_apply(const housegame_in *in, const char *kontra_field, const char *ramsch_field,
                    game_entry *e, sk_err *err)
{
    game_house *h = &e->h;
    if (in->kontra) {
        h->kontra = housegame_kontra_parse(in->kontra);
        if (h->kontra < 0)
            return sk_err_set(err, SK_INVALID,
                              _("%s '%s': kontra, re, supra or hirsch (or the level 1 to 4)"),
                              kontra_field, in->kontra);
        h->kontra_by = in->kontra_by;
    }
    if (!in->ramsch)
        return SK_OK;
    int rc = housegame_parse_augen(in->ramsch, ramsch_field, h, err);
    if (rc != SK_OK)
        return rc;
    h->ramsch = true;
    e->passed = true;
    int sum = 0;
    for (int s = 0; s < 4; s++)
        sum += h->augen[s];
    h->skat = in->have_skat ? in->skat : sum <= 120 ? 120 - sum : 0;
    h->last_trick = in->last_trick;
    h->durchmarsch = in->durchmarsch;
    h->schieben = in->schieben;
    h->jungfrau = in->jungfrau;
    return SK_OK;
}

void housegame_from_entry(const game_entry *e, int n, int dealer, house_game *g)
{
    const game_house *h = &e->h;
    house_game_init(g);
    g->dealer = dealer >= 1 && dealer <= n ? dealer - 1 : HOUSE_NONE;
    g->kontra_level = h->kontra;
    g->kontra_by = h->kontra_by ? h->kontra_by - 1 : HOUSE_NONE;
    if (!e->passed) {
        g->kind = HOUSE_GAME;
        g->declarer = e->declarer >= 1 ? e->declarer - 1 : HOUSE_NONE;
        g->g = e->g;
        return;
    }
    if (!h->ramsch) {
        g->kind = HOUSE_PASSED;
        return;
    }
    g->kind = HOUSE_RAMSCH;
    house_ramsch *r = &g->ramsch;
    for (int s = 0; s < HOUSE_MAX_SEATS; s++) {
        r->augen[s] = h->augen[s];
        r->jungfrau[s] = (h->jungfrau >> s) & 1u;
    }
    r->skat_augen = h->skat;
    r->last_trick = h->last_trick ? h->last_trick - 1 : HOUSE_NONE;
    r->durchmarsch = h->durchmarsch ? h->durchmarsch - 1 : HOUSE_NONE;
    r->geschoben = h->schieben;
    if (r->durchmarsch != HOUSE_NONE)
        for (int s = 0; s < n && s < HOUSE_MAX_SEATS; s++)
            if (s != r->durchmarsch && (n == 3 || s != g->dealer))
                r->jungfrau[s] = true;
}

void housegame_describe(const game_house *h, int n, int dealer, sk_buf *b)
{
    if (!h->ramsch) {
        if (h->kontra >= 1 && h->kontra <= 4) {
            sk_buf_printf(b, ", %s", kontra_words[h->kontra]);
            if (h->kontra_by)
                sk_buf_printf(b, _(" (seat %d)"), h->kontra_by);
        }
        return;
    }
    sk_buf_add(b, "Ramsch ");
    for (int s = 1; s <= n && s <= 4; s++) {
        if (s > 1)
            sk_buf_add(b, "/");
        if (n == 4 && s == dealer)
            sk_buf_add(b, "-");
        else
            sk_buf_printf(b, "%d", h->augen[s - 1]);
    }
    sk_buf_printf(b, _(", skat %d"), h->skat);
    if (h->last_trick)
        sk_buf_printf(b, _(", last trick seat %d"), h->last_trick);
    if (h->durchmarsch) {
        sk_buf_printf(b, _(", Durchmarsch seat %d"), h->durchmarsch);
    } else {
        for (int s = 1; s <= 4; s++)
            if (h->jungfrau & (1u << (s - 1)))
                sk_buf_printf(b, _(", Jungfrau seat %d"), s);
    }
    if (h->schieben)
        sk_buf_printf(b, _(", geschoben %d"), h->schieben);
}
