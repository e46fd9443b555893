/* rankout.c - a ranking's lacks, names, CSV and JSON (rankout.h). */
#include "rankout.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "csvout.h"
#include "fedrules.h"

static const char *const lacks[] = {"", "series", "games", "events", "months"};
static const char *const whys[] = {"", "few_players", "few_series", "not_best", "short_event"};

const char *ops_ranking_lack(const rank_entry *en, sk_lang lang, char *buf, size_t n)
{
    const char *f = en->lack == RANK_LACK_SERIES   ? sk_tr_in(lang, "%d of the %d series needed")
                    : en->lack == RANK_LACK_GAMES  ? sk_tr_in(lang, "%d of the %d games needed")
                    : en->lack == RANK_LACK_MONTHS ? sk_tr_in(lang, "%d of the %d months needed")
                                                   : sk_tr_in(lang, "%d of the %d events needed");
    if (en->lack)
        snprintf(buf, n, f, en->have, en->need);
    else if (n)
        buf[0] = '\0';
    return buf;
}

const char *ops_ranking_name(const ops_ranking *r, const rank_entry *en, bool initials,
                             char *buf, size_t n)
{
    const rank_player *p = &r->in->players[en->player];
    if (!initials || p->publish)
        return p->name;
    const char *plus = strstr(p->name, " + ");
    if (!plus) {
        fed_initials(p->name, buf, n);
        return buf;
    }
    char left[256], a[128], b[128];
    snprintf(left, sizeof left, "%.*s", (int)(plus - p->name), p->name);
    fed_initials(left, a, sizeof a);
    fed_initials(plus + 3, b, sizeof b);
    sk_buf t = {0};
    sk_buf_printf(&t, "%s + %s", a, b);
    snprintf(buf, n, "%s", sk_buf_str(&t));
    sk_buf_free(&t);
    return buf;
}

static const char *club_of(const ops_ranking *r, const rank_entry *en, bool initials)
{
    const rank_player *p = &r->in->players[en->player];
    return !initials || p->publish ? p->club : "";
}

void ops_ranking_csv(const ops_ranking *r, bool initials, sk_buf *b)
{
    char v1[32], v2[32], v3[32], nm[256];
    sk_buf_add(b, "rank,player,club,events,series,games,missed,base,penalty,score,lacks,have,"
                  "need\n");
    for (size_t i = 0; i < r->list.n; i++) {
        const rank_entry *en = &r->list.entries[i];
        const char *name = ops_ranking_name(r, en, initials, nm, sizeof nm);
        const char *club = club_of(r, en, initials);
        if (en->rank)
            sk_buf_printf(b, "%d", en->rank);
        sk_buf_add(b, ",");
        csvout_field(b, name, strlen(name));
        sk_buf_add(b, ",");
        csvout_field(b, club, strlen(club));
        sk_buf_printf(b, ",%d,%d,%d,%d,%s,%s,%s,%s,", en->events, en->series, en->games,
                      en->missed, rank_fmt(en->base, v1, sizeof v1),
                      rank_fmt(en->penalty, v2, sizeof v2), rank_fmt(en->score, v3, sizeof v3),
                      lacks[en->lack]);
        if (en->lack)
            sk_buf_printf(b, "%d,%d", en->have, en->need);
        else
            sk_buf_add(b, ",");
        sk_buf_add(b, "\n");
    }
}

const char *ops_ranking_why(const ops_ranking *r, const rank_item *it, char *buf, size_t n)
{
    switch (it->why) {
    case RANK_WHY_NOT_BEST:
        snprintf(buf, n, _("not among the best %d"), r->def.count);
        break;
    case RANK_WHY_FEW_PLAYERS:
        snprintf(buf, n, _("fewer than %d players in the event"), r->def.min_players);
        break;
    case RANK_WHY_FEW_SERIES:
        snprintf(buf, n, _("fewer than %d series played in the event"), r->def.min_series_event);
        break;
    case RANK_WHY_SHORT_EVENT:
        snprintf(buf, n, _("fewer than %d series held in the event"), r->def.min_series_held);
        break;
    default:
        buf[0] = '\0';
    }
    return buf;
}

void ops_ranking_csv_detail(const ops_ranking *r, bool initials, sk_buf *b)
{
    char v[32], nm[256], why[96];
    sk_buf_add(b, "rank,player,event,date,series,place,value,games,counted,struck,why\n");
    for (size_t i = 0; i < r->list.n; i++) {
        const rank_entry *en = &r->list.entries[i];
        const char *name = ops_ranking_name(r, en, initials, nm, sizeof nm);
        for (size_t k = 0; k < en->nitems; k++) {
            const rank_item *it = &en->items[k];
            const rank_event *ev = &r->data.events[it->event];
            if (en->rank)
                sk_buf_printf(b, "%d", en->rank);
            sk_buf_add(b, ",");
            csvout_field(b, name, strlen(name));
            sk_buf_add(b, ",");
            csvout_field(b, ev->name, strlen(ev->name));
            sk_buf_printf(b, ",%s,", ev->date);
            if (it->series_no)
                sk_buf_printf(b, "%d", it->series_no);
            sk_buf_add(b, ",");
            if (it->place)
                sk_buf_printf(b, "%d", it->place);
            sk_buf_printf(b, ",%s,%d,%s,%s,", rank_fmt(it->value, v, sizeof v), it->games,
                          it->why ? "no" : "yes", whys[it->why]);
            ops_ranking_why(r, it, why, sizeof why);
            csvout_field(b, why, strlen(why));
            sk_buf_add(b, "\n");
        }
    }
}

static void json_items(const ops_ranking *r, const rank_entry *en, bool detail, sk_buf *b)
{
    char v1[32], why[96];
    sk_buf_add(b, ",\"items\":[");
    for (size_t k = 0; k < en->nitems; k++) {
        const rank_item *it = &en->items[k];
        const rank_event *ev = &r->data.events[it->event];
        sk_buf_add(b, k ? ",{\"event\":" : "{\"event\":");
        sk_buf_json_str(b, ev->name);
        sk_buf_add(b, ",\"date\":");
        sk_buf_json_str(b, ev->date);
        if (it->series_no)
            sk_buf_printf(b, ",\"series\":%d", it->series_no);
        else
            sk_buf_add(b, ",\"series\":null");
        if (it->place)
            sk_buf_printf(b, ",\"place\":%d", it->place);
        sk_buf_printf(b, ",\"value\":%s,\"games\":%d,\"counted\":%s,\"struck\":",
                      rank_fmt(it->value, v1, sizeof v1), it->games, it->why ? "false" : "true");
        if (it->why)
            sk_buf_printf(b, "\"%s\"", whys[it->why]);
        else
            sk_buf_add(b, "null");
        if (detail && it->why) {
            sk_buf_add(b, ",\"why\":");
            sk_buf_json_str(b, ops_ranking_why(r, it, why, sizeof why));
        } else if (detail) {
            sk_buf_add(b, ",\"why\":null");
        }
        sk_buf_add(b, "}");
    }
    sk_buf_add(b, "]}");
}

static void json_doc(const ops_ranking *r, const char *name, bool initials, bool detail,
                     sk_buf *b)
{
    const rank_list *l = &r->list;
    char v1[32], v2[32], v3[32], nm[256];
    sk_buf_add(b, "{\"ranking\":");
    if (name)
        sk_buf_json_str(b, name);
    else
        sk_buf_add(b, "null");
    sk_buf_add(b, ",\"from\":");
    sk_buf_json_str(b, r->from);
    sk_buf_add(b, ",\"to\":");
    sk_buf_json_str(b, r->to);
    sk_buf_printf(b, ",\"events\":%d,\"held_series\":%d,\"rows\":[", l->events, l->held_series);
    for (size_t i = 0; i < l->n; i++) {
        const rank_entry *en = &l->entries[i];
        sk_buf_add(b, i ? ",{\"rank\":" : "{\"rank\":");
        if (en->rank)
            sk_buf_printf(b, "%d", en->rank);
        else
            sk_buf_add(b, "null");
        sk_buf_add(b, ",\"player\":");
        sk_buf_json_str(b, ops_ranking_name(r, en, initials, nm, sizeof nm));
        sk_buf_add(b, ",\"club\":");
        sk_buf_json_str(b, club_of(r, en, initials));
        sk_buf_printf(b,
                      ",\"events\":%d,\"series\":%d,\"games\":%d,\"missed\":%d,\"base\":%s,"
                      "\"penalty\":%s,\"score\":%s,\"lacks\":",
                      en->events, en->series, en->games, en->missed,
                      rank_fmt(en->base, v1, sizeof v1), rank_fmt(en->penalty, v2, sizeof v2),
                      rank_fmt(en->score, v3, sizeof v3));
        if (en->lack)
            sk_buf_printf(b, "{\"what\":\"%s\",\"have\":%d,\"need\":%d}", lacks[en->lack],
                          en->have, en->need);
        else
            sk_buf_add(b, "null");
        json_items(r, en, detail, b);
    }
    sk_buf_add(b, "]}\n");
}

void ops_ranking_json(const ops_ranking *r, const char *name, bool initials, sk_buf *b)
{
    json_doc(r, name, initials, false, b);
}

void ops_ranking_json_detail(const ops_ranking *r, const char *name, bool initials, sk_buf *b)
{
    json_doc(r, name, initials, true, b);
}
