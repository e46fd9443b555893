/* housetable.c - see housetable.h */
#include "housetable.h"
#include "i18n.h"

#include <stdlib.h>
#include <string.h>

#include "housegame.h"
#include "opsfam.h"

int ops_house_day(const char *date)
{
    if (!date || strlen(date) != 10)
        return 0;
    return (date[8] - '0') * 10 + (date[9] - '0');
}

int ops_house_add(house_list *list, const house_profile *p, int n_seats, int dealer,
                  const game_entry *e, house_game *hg, house_list_step *step, sk_err *err)
{
    housegame_from_entry(e, n_seats, dealer, hg);
    /* B.4.7: a Grand Hand where a Ramsch is due is played instead of it
     * (any other game there is refused by house_list_add) */
    house_bock_info pk;
    house_bock_peek(&list->bock, p, &pk);
    if (hg->kind == HOUSE_GAME && hg->g.contract == RULES_GRAND && hg->g.hand &&
        (pk.ramsch_round || p->ramsch_only_evening))
        hg->instead_of_ramsch = true;
    return house_list_add(list, hg, step, err);
}

/* The dealer of game_no once the replay in list has run up to it: the
 * rotation, moved back by the games after which the same dealer dealt
 * again (B.4.7, list->dealer_stays). */
static int dealer_at(const game_table_rules *r, const house_list *list, int game_no)
{
    return game_dealer_seat(r, game_no - list->dealer_stays);
}

int ops_house_next_dealer(const house_list *list, const game_table_rules *r)
{
    return dealer_at(r, list, list->games + 1);
}

int ops_house_game_dealer(const house_profile *p, const db_tournament *t, int n_seats,
                          const game_table_rules *r, const db_game *g, size_t n, int game_no)
{
    size_t k = 0;
    while (k < n && g[k].e.game_no < game_no)
        k++;
    house_list list;
    sk_err e;
    sk_err_clear(&e);
    if (ops_house_replay(p, n_seats, r, ops_house_day(t->date), g, k, NULL, &list, &e) != SK_OK)
        return game_dealer_seat(r, game_no);
    return dealer_at(r, &list, game_no);
}

void ops_house_rules_dealing(const game_table_rules *r, int game_no, int dealer,
                             game_table_rules *out)
{
    *out = *r;
    int n = r->table_size == 3 || r->table_size == 4 ? r->table_size : 3;
    out->first_dealer = (((dealer - 1 - (game_no - 1)) % n) + n) % n + 1;
}

void ops_house_step_notes(const house_list_step *st, int n_seats, sk_lang lang, sk_buf *b)
{
    const char *sep = "";
    for (int s = 1; s <= n_seats && s <= HOUSE_MAX_SEATS; s++)
        if (st->r.entry[s - 1]) {
            sk_buf_printf(b, "%s%d:%+d", sep, s, st->r.entry[s - 1]);
            sep = " ";
        }
    if (!sep[0])
        sk_buf_add(b, sk_tr_in(lang, "nothing booked"));
    if (st->bock.ramsch_round)
        sk_buf_add(b, " RR");
    else if (st->r.bock > 1)
        sk_buf_printf(b, " Bock x%d", st->r.bock);
}

bool ops_house_preview_text(const char *pv, const house_list_step *st, const sk_err *refused,
                            int n_seats, sk_lang lang, sk_buf *out)
{
    if (refused->status != SK_OK) {
        sk_buf_printf(out, sk_tr_in(lang, "not saved as it is: %s"), refused->msg);
        return true;
    }
    sk_buf_printf(out, "%s -> %s ", pv, sk_tr_in(lang, "list"));
    ops_house_step_notes(st, n_seats, lang, out);
    return false;
}

int ops_house_replay(const house_profile *p, int n_seats, const game_table_rules *r, int day,
                     const db_game *g, size_t n, ops_house_row *rows, house_list *list,
                     sk_err *err)
{
    int rc = house_list_init(list, p, n_seats, day, err);
    for (size_t i = 0; rc == SK_OK && i < n; i++) {
        const db_game *x = &g[i];
        if (x->e.game_no != (int)i + 1)
            return sk_err_set(err, SK_INVALID,
                              _("game %d: game %d is not recorded: under house rules (profile %s) "
                              "the games of a table are recorded in order, Bock and Ramsch "
                              "rounds count them"), x->e.game_no, (int)i + 1, p->name);
        int prev[HOUSE_MAX_SEATS];
        memcpy(prev, list->total, sizeof prev);
        house_game hg;
        house_list_step step;
        sk_err e;
        sk_err_clear(&e);
        int dealer = ops_house_next_dealer(list, r);
        if (ops_house_add(list, p, n_seats, dealer, &x->e, &hg, &step, &e) != SK_OK)
            return sk_err_set(err, SK_INVALID, _("game %d: %s"), x->e.game_no, e.msg);
        if (rows) {
            ops_house_row *row = &rows[i];
            memset(row, 0, sizeof *row);
            row->game = x;
            row->dealer = dealer;
            row->hg = hg;
            row->step = step;
            memcpy(row->total, list->total, sizeof row->total);
            memcpy(row->lachse, list->lachse, sizeof row->lachse);
            for (int s = 0; s < HOUSE_MAX_SEATS; s++)
                row->reached[s] = prev[s] + step.r.entry[s];
        }
    }
    return rc;
}

int ops_house_dealer_of(const ops_house_row *rows, size_t nrows, const house_list *list,
                        const game_table_rules *r, int game_no)
{
    if (game_no >= 1 && (size_t)game_no <= nrows)
        return rows[game_no - 1].dealer;
    return dealer_at(r, list, game_no);
}

int ops_house_dealer(const ops_house_table *h, int game_no)
{
    return ops_house_dealer_of(h->rows, h->nrows, &h->list, &h->ts.rules, game_no);
}


static void set_dealers(const ops_house_row *rows, size_t nrows, const house_list *list,
                           const game_table_rules *r, sheet *sh, db_game *g, size_t ng)
{
    for (int k = 1; k <= sh->series_games; k++) {
        sheet_row *row = &sh->rows[k - 1];
        row->dealer = ops_house_dealer_of(rows, nrows, list, r, k);
        row->marks &= ~(unsigned)SHEET_DEALER_DECLARER;
        if ((row->marks & SHEET_PLAYED) && sh->table_size == 4 && row->declarer == row->dealer)
            row->marks |= SHEET_DEALER_DECLARER;
    }
    for (size_t i = 0; i < ng; i++)
        g[i].dealer = ops_house_dealer_of(rows, nrows, list, r, g[i].e.game_no);
}

/* The house dealers of a loaded table (B.4.7): its sheet's rows and its
 * games.  A table whose games do not replay keeps the rotation (the
 * replay of ops_house_table_load or the next write says why). */
void ops_house_sheet_dealers(const ops_tour *ot, ops_table_sheet *ts)
{
    const db_tournament *t = &ot->row;
    const house_profile p = ot->rules.house;
    if (!ot->rules.fam->dealer_can_stay(&ot->rules))
        return;
    ops_house_row *rows = xcalloc(ts->ngames ? ts->ngames : 1, sizeof *rows);
    house_list list;
    sk_err e;
    sk_err_clear(&e);
    if (ops_house_replay(&p, ts->table.size, &ts->rules, ops_house_day(t->date), ts->games,
                         ts->ngames, rows, &list, &e) == SK_OK)
        set_dealers(rows, ts->ngames, &list, &ts->rules, &ts->sh, ts->games, ts->ngames);
    free(rows);
}

int ops_house_validate(db *d, const db_tournament *t, const house_profile *p, int series,
                       int table_no, sk_err *err)
{
    db_table tab;
    int rc = db_table_get(d, t->id, series, table_no, &tab, err);
    if (rc != SK_OK)
        return rc;
    db_game *g = NULL;
    size_t n = 0;
    rc = db_game_list(d, t->id, series, table_no, &g, &n, err);
    if (rc == SK_OK) {
        game_table_rules r;
        db_tournament_table_rules(t, tab.size, &r);
        house_list list;
        sk_err e;
        sk_err_clear(&e);
        if (ops_house_replay(p, tab.size, &r, ops_house_day(t->date), g, n, NULL, &list, &e) != SK_OK)
            rc = sk_err_set(err, SK_INVALID, _("series %d, table %d, %s"), series, table_no, e.msg);
    }
    db_games_free(g, n);
    db_table_clear(&tab);
    return rc;
}

/* A game with house fields in a tournament without house rules: the
 * refusal of the isko profile (naming the rule) and how to get them. */
int ops_house_refuse_fields(const db_tournament *t, const house_profile *p,
                               const game_entry *e, sk_err *err)
{
    house_game hg;
    housegame_from_entry(e, 3, 1, &hg);
    hg.dealer = HOUSE_NONE;
    sk_err why;
    sk_err_clear(&why);
    if (house_game_check(p, 3, &hg, &why) == SK_OK)
        sk_err_set(&why, SK_INVALID, _("house rules are off in profile %s"), p->name);
    return sk_err_set(err, SK_INVALID, _("%s; tournament '%s' plays tournament rules (profile %s): "
                      "house rules need a tournament created with --rules club or pub"),
                      why.msg, t->name, p->name);
}

/* Tournament scoring: the first game with house fields is refused. */
static int isko_check_import(db *d, const ops_tour *ot, const game_entry *v, size_t n,
                             size_t *bad, sk_err *err)
{
    (void)d;
    for (size_t i = 0; i < n; i++)
        if (housegame_any(&v[i].h)) {
            *bad = i;
            return ops_house_refuse_fields(&ot->row, &ot->rules.house, &v[i], err);
        }
    return SK_OK;
}

/* House rules: every table the games touch replays. */
static int house_check_import(db *d, const ops_tour *ot, const game_entry *v, size_t n,
                              size_t *bad, sk_err *err)
{
    const db_tournament *t = &ot->row;
    const house_profile *p = &ot->rules.house;
    int rc = SK_OK;
    for (size_t i = 0; rc == SK_OK && i < n; i++) {
        /* once per run of games of one table (a file lists a table's games
         * together; an unsorted one replays a table again, still right) */
        if (i > 0 && v[i - 1].series == v[i].series && v[i - 1].table_no == v[i].table_no)
            continue;
        *bad = i;
        rc = ops_house_validate(d, t, p, v[i].series, v[i].table_no, err);
    }
    return rc;
}

/* The import check of each Skat family. */
static int (*const check_import_by[OPS_FORM_COUNT])(db *, const ops_tour *, const game_entry *,
                                                    size_t, size_t *, sk_err *) = {
    [OPS_FORM_ISKO] = isko_check_import,
    [OPS_FORM_HOUSE] = house_check_import,
};

int ops_house_check_import(db *d, const ops_tour *t, const game_entry *v, size_t n,
                           size_t *bad, sk_err *err)
{
    int rc = ops_tour_ok(t, err);
    *bad = 0;
    if (rc == SK_OK)
        rc = check_import_by[ops_form_of(&t->rules)](d, t, v, n, bad, err);
    return rc;
}

/* The marks of a house row: K/R/S/H for the Kontra level, Bock xN, Ramsch
 * round, GH (a Grand Hand instead of Ramsch). */
void ops_house_marks(const ops_house_row *r, sk_buf *b)
{
    static const char *const k[] = {"", "K", "R", "S", "H"};
    const game_house *h = &r->game->e.h;
    size_t start = b->len;
    if (h->kontra >= 1 && h->kontra <= 4)
        sk_buf_add(b, k[h->kontra]);
    if (r->step.bock.ramsch_round)
        sk_buf_printf(b, "%sRR", b->len > start ? " " : "");
    else if (r->step.r.bock > 1)
        sk_buf_printf(b, "%sB%s%.0d", b->len > start ? " " : "", r->step.r.bock > 2 ? "x" : "",
                      r->step.r.bock > 2 ? r->step.r.bock : 0);
    if (r->hg.instead_of_ramsch)
        sk_buf_printf(b, "%sGH", b->len > start ? " " : "");
}
