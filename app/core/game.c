/* game.c - see game.h */
#include "game.h"
#include "i18n.h"

#include <string.h>

int game_dealer_seat(const game_table_rules *t, int game_no)
{
    int first = t->first_dealer >= 1 && t->first_dealer <= t->table_size ? t->first_dealer : 1;
    return (first - 1 + (game_no - 1) % t->table_size + t->table_size) % t->table_size + 1;
}

static int validate(const game_entry *e, const game_table_rules *t, bool check_dealer,
                    rules_outcome *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    if (t->table_size != 3 && t->table_size != 4)
        return sk_err_set(err, SK_INVALID, _("table size %d is impossible: a table has 3 or 4 players"),
                          t->table_size);
    if (e->game_no < 1 || e->game_no > t->series_games)
        return sk_err_set(err, SK_INVALID,
                          _("game %d is outside the series: a %d-table plays games 1 to %d"),
                          e->game_no, t->table_size, t->series_games);
    if (e->h.ramsch && !e->passed)
        return sk_err_set(err, SK_INVALID, _("ramsch: a Ramsch has no declarer (declarer seat %d "
                          "given)"), e->declarer);
    if (e->passed && e->h.kontra)
        return sk_err_set(err, SK_INVALID, _("kontra: %s has no Kontra"),
                          e->h.ramsch ? "a Ramsch" : "a passed game");
    if (e->passed) {
        if (e->declarer != 0)
            return sk_err_set(err, SK_INVALID, _("declarer %d given for a passed game: "
                              "nobody declares a passed game"), e->declarer);
        return SK_OK;
    }
    if (e->declarer < 1 || e->declarer > t->table_size)
        return sk_err_set(err, SK_INVALID,
                          _("declarer seat %d is not a seat of this table (seats 1 to %d)"),
                          e->declarer, t->table_size);
    if (t->table_size == 4 && check_dealer) {
        int dealer = game_dealer_seat(t, e->game_no);
        if (e->declarer == dealer)
            return sk_err_set(err, SK_INVALID,
                              _("declarer seat %d deals game %d: at a 4-table the dealer sits out"),
                              e->declarer, e->game_no);
    }
    return rules_evaluate(&e->g, t->table_size, out, err);
}

int game_validate(const game_entry *e, const game_table_rules *t, rules_outcome *out,
                  sk_err *err)
{
    return validate(e, t, true, out, err);
}

int game_validate_house_dealt(const game_entry *e, const game_table_rules *t,
                              rules_outcome *out, sk_err *err)
{
    return validate(e, t, false, out, err);
}

void game_describe_short(const rules_game *r, sk_buf *b)
{
    sk_buf_add(b, rules_contract_label(r->contract));
    if (r->contract != RULES_NULL)
        sk_buf_printf(b, " %s %d", r->matadors < 0 ? _("without") : _("with"),
                      r->matadors < 0 ? -r->matadors : r->matadors);
    if (r->hand)
        sk_buf_add(b, _(" hand"));
    if (r->ouvert)
        sk_buf_add(b, _(" ouvert"));
    if (r->announce == RULES_ANN_SCHNEIDER)
        sk_buf_add(b, _(" schneider ann."));
    else if (r->announce == RULES_ANN_SCHWARZ)
        sk_buf_add(b, _(" schwarz ann."));
    if (r->points != RULES_POINTS_NONE)
        sk_buf_printf(b, ", %d", r->points);
    else if (r->result != RULES_RES_NONE)
        sk_buf_add(b, r->result == RULES_RES_WON ? _(", won") : _(", lost"));
    if (r->schwarz)
        sk_buf_add(b, _(" schwarz"));
    else if (r->schneider)
        sk_buf_add(b, _(" schneider"));
    if (r->bid != RULES_DEFAULT_BID)
        sk_buf_printf(b, _(", bid %d"), r->bid);
}
