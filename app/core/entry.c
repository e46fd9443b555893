/* tui_entry.c - see tui_entry.h */
#include "entry.h"

#include <stdio.h>
#include <string.h>

#include "housegame.h"

void tui_entry_begin(tui_entry *e, const game_table_rules *t, int series, int table_no,
                     int game_no)
{
    memset(e, 0, sizeof *e);
    e->t = *t;
    e->series = series;
    e->table_no = table_no;
    e->game_no = game_no;
    e->mat_sign = 1;
    e->bid = RULES_DEFAULT_BID;
    e->points = RULES_POINTS_NONE;
    e->step = TE_DECLARER;
}

static unsigned ramsch_seats(const tui_entry *e);

/* Ramsch: the first seat that plays this game. */
static int first_seat(const tui_entry *e)
{
    unsigned m = ramsch_seats(e);
    for (int s = 1; s <= 4; s++)
        if (m & (1u << (s - 1)))
            return s;
    return 1;
}

void tui_entry_load(tui_entry *e, const game_table_rules *t, const game_entry *g)
{
    tui_entry_begin(e, t, g->series, g->table_no, g->game_no);
    e->editing = true;
    e->kontra = g->h.kontra;
    if (g->passed && g->h.ramsch) {
        e->ramsch = true;
        for (int s = 0; s < 4; s++)
            e->augen[s] = g->h.augen[s];
        e->aug_typed = 0;
        for (int s = 1; s <= t->table_size; s++)
            if (t->table_size == 3 || s != game_dealer_seat(t, g->game_no))
                e->aug_typed |= 1u << (s - 1);
        e->aug_seat = first_seat(e);
        e->jungfrau = g->h.jungfrau;
        e->durchmarsch = g->h.durchmarsch;
        e->last_trick = g->h.last_trick;
        e->schieben = g->h.schieben;
        e->step = TE_POINTS;
        return;
    }
    if (g->passed) {
        e->passed = true;
        return;
    }
    e->declarer = g->declarer;
    e->have_contract = true;
    e->contract = g->g.contract;
    e->mat_sign = g->g.matadors < 0 ? -1 : 1;
    e->mat_count = g->g.matadors < 0 ? -g->g.matadors : g->g.matadors;
    e->hand = g->g.hand;
    e->ouvert = g->g.ouvert;
    e->announce = g->g.announce;
    e->bid = g->g.bid;
    e->bid_typed = false;
    e->points = g->g.points;
    e->result = g->g.result;
    e->schneider = g->g.schneider;
    e->schwarz = g->g.schwarz;
    e->step = TE_POINTS;
}

bool tui_entry_dirty(const tui_entry *e)
{
    return e->passed || e->ramsch || e->declarer != 0 || e->have_contract || e->editing;
}

/* Ramsch: the seats that play this game (the 4-table dealer sits out). */
static unsigned ramsch_seats(const tui_entry *e)
{
    unsigned m = 0;
    int dealer = game_dealer_seat(&e->t, e->game_no);
    for (int s = 1; s <= e->t.table_size; s++)
        if (e->t.table_size == 3 || s != dealer)
            m |= 1u << (s - 1);
    return m;
}

bool tui_entry_complete(const tui_entry *e)
{
    if (e->ramsch)
        return (e->aug_typed & ramsch_seats(e)) == ramsch_seats(e) || e->durchmarsch;
    if (e->passed)
        return true;
    if (!e->declarer || !e->have_contract)
        return false;
    if (e->contract != RULES_NULL && e->mat_count == 0)
        return false;
    return e->points != RULES_POINTS_NONE || e->result != RULES_RES_NONE;
}

void tui_entry_to_game(const tui_entry *e, game_entry *out)
{
    memset(out, 0, sizeof *out);
    out->series = e->series;
    out->table_no = e->table_no;
    out->game_no = e->game_no;
    rules_game_init(&out->g);
    if (e->ramsch) {
        game_house *h = &out->h;
        out->passed = true;
        h->ramsch = true;
        int sum = 0;
        for (int s = 0; s < 4; s++) {
            h->augen[s] = e->augen[s];
            sum += e->augen[s];
        }
        h->skat = sum <= 120 ? 120 - sum : 0;
        if (e->durchmarsch) { /* every trick: the skat is unknown, count it 0 */
            memset(h->augen, 0, sizeof h->augen);
            h->augen[e->durchmarsch - 1] = 120;
            h->skat = 0;
        }
        h->jungfrau = e->jungfrau;
        h->durchmarsch = e->durchmarsch;
        h->last_trick = e->last_trick;
        h->schieben = e->schieben;
        return;
    }
    out->h.kontra = e->kontra;
    if (e->passed) {
        out->passed = true;
        return;
    }
    out->declarer = e->declarer;
    rules_game *g = &out->g;
    g->contract = e->have_contract ? e->contract : RULES_CLUBS;
    g->matadors = g->contract == RULES_NULL ? 0 : e->mat_sign * e->mat_count;
    g->hand = e->hand;
    g->ouvert = e->ouvert;
    g->announce = e->announce;
    g->bid = e->bid;
    g->points = e->points;
    g->result = e->result;
    g->schneider = e->schneider;
    g->schwarz = e->schwarz;
}

int tui_entry_validate(const tui_entry *e, rules_outcome *out, sk_err *err)
{
    game_entry ge;
    tui_entry_to_game(e, &ge);
    return game_validate(&ge, &e->t, out, err);
}

const char *tui_entry_step_name(tui_entry_step step)
{
    static const char *names[] = {NC_("entry field", "declarer"), NC_("entry field", "contract"),
                                  NC_("entry field", "matadors"), NC_("entry field", "bid"),
                                  NC_("entry field", "points")};
    return step < TE_NSTEPS ? C_("entry field", names[step]) : "?";
}

/* Steps that apply to this entry (null has no matadors). */
static bool step_applies(const tui_entry *e, tui_entry_step s)
{
    if (s == TE_MATADORS)
        return !(e->have_contract && e->contract == RULES_NULL);
    return s < TE_NSTEPS;
}

static void go_next(tui_entry *e)
{
    int s = (int)e->step + 1;
    while (s < TE_NSTEPS && !step_applies(e, (tui_entry_step)s))
        s++;
    if (s < TE_NSTEPS)
        e->step = (tui_entry_step)s;
}

static void go_prev(tui_entry *e)
{
    int s = (int)e->step - 1;
    while (s > 0 && !step_applies(e, (tui_entry_step)s))
        s--;
    if (s >= 0)
        e->step = (tui_entry_step)s;
}

/* The first field still missing, or the current step when none is (the
 * bid is never missing: 18 unless typed). */
static tui_entry_step first_missing(const tui_entry *e)
{
    if (!e->declarer)
        return TE_DECLARER;
    if (!e->have_contract)
        return TE_CONTRACT;
    if (e->contract != RULES_NULL && e->mat_count == 0)
        return TE_MATADORS;
    if (e->points == RULES_POINTS_NONE && e->result == RULES_RES_NONE)
        return TE_POINTS;
    return e->step;
}

/* The step after the contract: the matadors, or the points of a null game. */
static void after_contract(tui_entry *e)
{
    e->step = e->contract == RULES_NULL ? TE_POINTS : TE_MATADORS;
}

/* The most matadors a contract can have: 4 jacks in a grand, 11 in a suit. */
static int max_matadors(rules_contract c)
{
    return c == RULES_GRAND ? 4 : 11;
}

static bool contract_key(int k, rules_contract *c)
{
    switch (k) {
    case 'c': case 'k': case 'e': *c = RULES_CLUBS; return true;
    case 's': case 'p': case 'b': *c = RULES_SPADES; return true;
    case 'h': case 'r': *c = RULES_HEARTS; return true;
    case 'd': *c = RULES_DIAMONDS; return true;
    case 'g': *c = RULES_GRAND; return true;
    case 'n': *c = RULES_NULL; return true;
    default: return false;
    }
}

static int prev_bid(int v)
{
    int best = 0;
    for (int x = RULES_DEFAULT_BID; x < v; x = rules_next_bid(x))
        if (x)
            best = x;
    return best;
}

static tui_entry_action key_declarer(tui_entry *e, int k)
{
    if (k >= '1' && k <= '9') {
        int seat = k - '0';
        if (seat > e->t.table_size) {
            snprintf(e->msg, sizeof e->msg, _("seat %d is not at this table: seats 1 to %d"),
                     seat, e->t.table_size);
            return TE_ACT_NONE;
        }
        if (e->t.table_size == 4 && seat == game_dealer_seat(&e->t, e->game_no)) {
            snprintf(e->msg, sizeof e->msg,
                     _("declarer seat %d deals game %d: at a 4-table the dealer sits out"),
                     seat, e->game_no);
            return TE_ACT_NONE;
        }
        e->declarer = seat;
        e->passed = false;
        if (e->have_contract) /* a Grand Hand instead of a Ramsch: the contract is known */
            after_contract(e);
        else
            e->step = TE_CONTRACT;
        return TE_ACT_NONE;
    }
    if (k == 'p') {
        e->passed = true;
        e->ramsch = false;
        e->declarer = 0;
        return TE_ACT_NONE;
    }
    if (k == 'R') {
        tui_entry_ramsch(e);
        return TE_ACT_NONE;
    }
    return TE_ACT_UNHANDLED;
}

void tui_entry_ramsch(tui_entry *e)
{
    e->ramsch = true;
    e->passed = false;
    e->declarer = 0;
    e->have_contract = false;
    e->hand = e->ouvert = false;
    e->kontra = 0;
    e->aug_seat = first_seat(e);
    e->step = TE_POINTS;
}

/* Ramsch: the next playing seat after the current one (wraps). */
static int next_seat(const tui_entry *e, int from)
{
    unsigned m = ramsch_seats(e);
    for (int i = 1; i <= 4; i++) {
        int s = (from - 1 + i) % e->t.table_size + 1;
        if (m & (1u << (s - 1)))
            return s;
    }
    return from;
}

/* Ramsch: the next playing seat after from whose Augen are not typed yet
 * (0 when every one is). */
static int next_untyped(const tui_entry *e, int from)
{
    unsigned m = ramsch_seats(e) & ~e->aug_typed;
    for (int i = 1; i <= 4; i++) {
        int s = (from - 1 + i) % e->t.table_size + 1;
        if (m & (1u << (s - 1)))
            return s;
    }
    return 0;
}

/* Ramsch keys in the points step (see entry.h). */
static tui_entry_action key_ramsch(tui_entry *e, int k)
{
    int s = e->aug_seat;
    unsigned bit = 1u << (s - 1);
    if (k >= '0' && k <= '9') {
        int v = (e->aug_typed & bit) ? e->augen[s - 1] * 10 + (k - '0') : k - '0';
        if (v > 120)
            v = k - '0';
        e->augen[s - 1] = v;
        e->aug_typed |= bit;
        if (v == 0 || v * 10 > 120) { /* no digit can follow: on to the next seat */
            int nx = next_untyped(e, s);
            if (nx) {
                e->aug_seat = nx;
                e->moved = true;
            }
        }
        return TE_ACT_NONE;
    }
    switch (k) {
    case 'g': /* a Grand Hand instead of the Ramsch: the declarer's seat next */
        memset(e->augen, 0, sizeof e->augen);
        e->aug_typed = e->jungfrau = 0;
        e->durchmarsch = e->last_trick = e->schieben = 0;
        e->ramsch = false;
        e->have_contract = true;
        e->contract = RULES_GRAND;
        e->hand = true;
        e->declarer = 0;
        e->step = TE_DECLARER;
        return TE_ACT_NONE;
    case ' ': case '/': case ',':
        e->aug_seat = next_seat(e, s);
        return TE_ACT_NONE;
    case 'j':
        e->jungfrau ^= bit;
        if (e->jungfrau & bit) { /* no trick, 0 Augen: on to the next seat */
            e->augen[s - 1] = 0;
            e->aug_typed |= bit;
            int nx = next_untyped(e, s);
            if (nx) {
                e->aug_seat = nx;
                e->moved = true;
            }
        }
        return TE_ACT_NONE;
    case 'd':
        e->durchmarsch = e->durchmarsch == s ? 0 : s;
        return TE_ACT_NONE;
    case 'l':
        e->last_trick = e->last_trick == s ? 0 : s;
        return TE_ACT_NONE;
    case 'v':
        e->schieben = (e->schieben + 1) % 4;
        return TE_ACT_NONE;
    default:
        return TE_ACT_UNHANDLED;
    }
}

/* Toggles allowed on every step after the contract. */
static bool key_toggle(tui_entry *e, int k)
{
    switch (k) {
    case 'h': e->hand = !e->hand; return true;
    case 'o': e->ouvert = !e->ouvert; return true;
    case 'a':
        e->announce = e->announce == RULES_ANN_NONE ? RULES_ANN_SCHNEIDER
                      : e->announce == RULES_ANN_SCHNEIDER ? RULES_ANN_SCHWARZ
                                                           : RULES_ANN_NONE;
        return true;
    default: return false;
    }
}

static bool backspace_field(tui_entry *e)
{
    if (e->ramsch) {
        int s = e->aug_seat;
        if (e->aug_typed & (1u << (s - 1))) {
            e->augen[s - 1] /= 10;
            if (e->augen[s - 1] == 0)
                e->aug_typed &= ~(1u << (s - 1));
            return true;
        }
        e->ramsch = false; /* back to the declarer step */
        e->step = TE_DECLARER;
        return true;
    }
    switch (e->step) {
    case TE_MATADORS:
        if (e->mat_count == 0)
            return false;
        e->mat_count /= 10;
        return true;
    case TE_BID:
        if (!e->bid_typed) {
            if (e->bid == RULES_DEFAULT_BID)
                return false;
            e->bid = RULES_DEFAULT_BID; /* an offered bid: back to 18 */
            return true;
        }
        e->bid /= 10;
        if (e->bid == 0) {
            e->bid = RULES_DEFAULT_BID;
            e->bid_typed = false;
        }
        return true;
    case TE_POINTS:
        if (e->points != RULES_POINTS_NONE) {
            e->points = e->points < 10 ? RULES_POINTS_NONE : e->points / 10;
            return true;
        }
        if (e->result != RULES_RES_NONE || e->schneider || e->schwarz) {
            e->result = RULES_RES_NONE;
            e->schneider = e->schwarz = false;
            return true;
        }
        return false;
    case TE_CONTRACT:
        if (!e->have_contract)
            return false;
        e->have_contract = false;
        return true;
    case TE_DECLARER:
        if (!e->declarer && !e->passed)
            return false;
        e->declarer = 0;
        e->passed = false;
        return true;
    default:
        return false;
    }
}

/* A digit of the card points. */
static tui_entry_action tui_entry_key_points(tui_entry *e, int k)
{
    int v = e->points == RULES_POINTS_NONE ? 0 : e->points;
    v = v * 10 + (k - '0');
    if (v > 999)
        v = k - '0';
    e->points = v;
    return TE_ACT_NONE;
}

tui_entry_action tui_entry_key(tui_entry *e, int k)
{
    e->msg[0] = '\0';
    bool moved = e->moved;
    e->moved = false;
    if (moved && (k == ' ' || k == '/' || k == ',' || k == TE_KEY_TAB || k == TE_KEY_RIGHT))
        return TE_ACT_NONE; /* the move the entry made by itself */
    switch (k) {
    case TE_KEY_ESC:
        return TE_ACT_CANCEL;
    case TE_KEY_ENTER: {
        if (e->ramsch && !tui_entry_complete(e)) {
            /* to the first playing seat whose Augen are missing */
            unsigned m = ramsch_seats(e) & ~e->aug_typed;
            for (int s = 1; s <= 4; s++)
                if (m & (1u << (s - 1))) {
                    e->aug_seat = s;
                    break;
                }
            return TE_ACT_NONE;
        }
        if (!tui_entry_complete(e)) {
            e->step = first_missing(e); /* stays when this field is the missing one */
            return TE_ACT_NONE;
        }
        rules_outcome o;
        sk_err err;
        sk_err_clear(&err);
        if (tui_entry_validate(e, &o, &err) != SK_OK) {
            snprintf(e->msg, sizeof e->msg, "%s", err.msg);
            return TE_ACT_NONE;
        }
        return TE_ACT_SAVE;
    }
    case TE_KEY_TAB:
    case TE_KEY_RIGHT:
        if (e->ramsch)
            e->aug_seat = next_seat(e, e->aug_seat);
        if (e->passed || e->ramsch)
            return TE_ACT_NONE;
        go_next(e);
        return TE_ACT_NONE;
    case TE_KEY_BTAB:
    case TE_KEY_LEFT:
        go_prev(e);
        return TE_ACT_NONE;
    case TE_KEY_BACKSPACE:
        if (!backspace_field(e)) {
            go_prev(e);
            if (e->step == TE_BID && !e->bid_typed && e->bid == RULES_DEFAULT_BID)
                go_prev(e); /* back over a bid nobody typed, to the matadors */
        }
        return TE_ACT_NONE;
    default:
        break;
    }

    if (e->ramsch && e->step == TE_POINTS)
        return key_ramsch(e, k);
    switch (e->step) {
    case TE_DECLARER:
        return key_declarer(e, k);
    case TE_CONTRACT: {
        rules_contract c;
        if (contract_key(k, &c)) {
            e->have_contract = true;
            e->contract = c;
            if (c == RULES_NULL) {
                e->mat_count = 0;
                e->announce = RULES_ANN_NONE;
                e->schneider = e->schwarz = false;
            }
            after_contract(e);
            return TE_ACT_NONE;
        }
        if (k >= '1' && k <= '9')
            return key_declarer(e, k); /* changed one's mind about the declarer */
        return TE_ACT_UNHANDLED;
    }
    case TE_MATADORS:
        if (k >= '0' && k <= '9') {
            int max = max_matadors(e->contract);
            int v = e->mat_count * 10 + (k - '0');
            if (e->mat_count && v > max) {
                /* "with 1" and then a digit no count can take: the card points */
                e->step = TE_POINTS;
                return tui_entry_key_points(e, k);
            }
            if (v > 99)
                v = k - '0';
            e->mat_count = v;
            if (v && v * 10 > max) { /* no digit can follow: on to the points */
                e->step = TE_POINTS;
                e->moved = true;
            }
            return TE_ACT_NONE;
        }
        if (k == '+' || k == 'm') {
            e->mat_sign = 1;
            return TE_ACT_NONE;
        }
        if (k == '-') {
            e->mat_sign = -1;
            return TE_ACT_NONE;
        }
        break;
    case TE_BID:
        if (k >= '0' && k <= '9') {
            int v = e->bid_typed ? e->bid * 10 + (k - '0') : (k - '0');
            if (v > 999)
                v = k - '0';
            e->bid = v;
            e->bid_typed = v != 0;
            if (v == 0)
                e->bid = RULES_DEFAULT_BID;
            return TE_ACT_NONE;
        }
        if (k == ' ' || k == TE_KEY_UP || k == '+') {
            int nb = rules_next_bid(e->bid);
            if (nb)
                e->bid = nb;
            else
                snprintf(e->msg, sizeof e->msg, _("bid %d is the highest game value"), e->bid);
            e->bid_typed = false;
            return TE_ACT_NONE;
        }
        if (k == TE_KEY_DOWN || k == '-') {
            int pb = prev_bid(e->bid);
            if (pb)
                e->bid = pb;
            else
                snprintf(e->msg, sizeof e->msg, _("bid 18 is the lowest game value"));
            e->bid_typed = false;
            return TE_ACT_NONE;
        }
        break;
    case TE_POINTS:
        if (k >= '0' && k <= '9')
            return tui_entry_key_points(e, k);
        if (k == ' ' || k == TE_KEY_UP || k == TE_KEY_DOWN) {
            /* the bid: reached from the points, stepped at once */
            e->step = TE_BID;
            return tui_entry_key(e, k);
        }
        if (k == 'w') {
            e->result = e->result == RULES_RES_WON ? RULES_RES_NONE : RULES_RES_WON;
            return TE_ACT_NONE;
        }
        if (k == 'l') {
            e->result = e->result == RULES_RES_LOST ? RULES_RES_NONE : RULES_RES_LOST;
            return TE_ACT_NONE;
        }
        if (k == 's') {
            e->schneider = !e->schneider;
            return TE_ACT_NONE;
        }
        if (k == 'z') {
            e->schwarz = !e->schwarz;
            return TE_ACT_NONE;
        }
        break;
    default:
        break;
    }
    if (e->step > TE_CONTRACT && key_toggle(e, k))
        return TE_ACT_NONE;
    if (e->step > TE_CONTRACT && k == 'k') {
        e->kontra = (e->kontra + 1) % 5;
        return TE_ACT_NONE;
    }
    return TE_ACT_UNHANDLED;
}

void tui_entry_ramsch_marks(const tui_entry *e, char *buf, size_t n)
{
    sk_buf b = {0};
    game_entry ge;
    tui_entry_to_game(e, &ge);
    sk_buf_printf(&b, _("skat %d"), ge.h.skat);
    for (int s = 1; s <= 4; s++)
        if (e->jungfrau & (1u << (s - 1)))
            sk_buf_printf(&b, " J%d", s);
    if (e->durchmarsch)
        sk_buf_printf(&b, " Durchmarsch %d", e->durchmarsch);
    if (e->last_trick)
        sk_buf_printf(&b, _(" last trick %d"), e->last_trick);
    if (e->schieben)
        sk_buf_printf(&b, _(" pushed %d"), e->schieben);
    snprintf(buf, n, "%s", sk_buf_str(&b));
    sk_buf_free(&b);
}

void tui_entry_field(const tui_entry *e, tui_entry_step step, char *buf, size_t n)
{
    buf[0] = '\0';
    switch (step) {
    case TE_DECLARER:
        if (e->ramsch)
            snprintf(buf, n, "Ramsch");
        else if (e->passed)
            snprintf(buf, n, "%s", _("passed"));
        else if (e->declarer)
            snprintf(buf, n, "%d", e->declarer);
        break;
    case TE_CONTRACT:
        if (e->have_contract) {
            sk_buf b = {0};
            sk_buf_add(&b, rules_contract_label(e->contract));
            if (e->hand)
                sk_buf_add(&b, _(" hand"));
            if (e->ouvert)
                sk_buf_add(&b, _(" ouvert"));
            if (e->announce == RULES_ANN_SCHNEIDER)
                sk_buf_add(&b, _(" schneider announced"));
            else if (e->announce == RULES_ANN_SCHWARZ)
                sk_buf_add(&b, _(" schwarz announced"));
            if (e->kontra)
                sk_buf_printf(&b, " %s", housegame_kontra_name(e->kontra));
            snprintf(buf, n, "%s", sk_buf_str(&b));
            sk_buf_free(&b);
        }
        break;
    case TE_MATADORS:
        if (e->have_contract && e->contract == RULES_NULL)
            snprintf(buf, n, "-");
        else if (e->mat_count)
            snprintf(buf, n, "%s %d", e->mat_sign < 0 ? _("without") : _("with"), e->mat_count);
        else if (e->mat_sign < 0)
            snprintf(buf, n, "%s", _("without"));
        break;
    case TE_BID: {
        int a = rules_next_bid(e->bid), b2 = a ? rules_next_bid(a) : 0, c = b2 ? rules_next_bid(b2) : 0;
        if (!a)
            snprintf(buf, n, _("bid %d"), e->bid);
        else if (!b2)
            snprintf(buf, n, _("bid %d (next %d)"), e->bid, a);
        else if (!c)
            snprintf(buf, n, _("bid %d (next %d %d)"), e->bid, a, b2);
        else
            snprintf(buf, n, _("bid %d (next %d %d %d)"), e->bid, a, b2, c);
        break;
    }
    case TE_POINTS: {
        sk_buf b = {0};
        if (e->ramsch) {
            unsigned m = ramsch_seats(e);
            for (int s = 1; s <= e->t.table_size; s++) {
                if (s > 1)
                    sk_buf_add(&b, "/");
                if (!(m & (1u << (s - 1))))
                    sk_buf_add(&b, "-");
                else if (e->durchmarsch)
                    sk_buf_printf(&b, "%d", s == e->durchmarsch ? 120 : 0);
                else if (e->aug_typed & (1u << (s - 1)))
                    sk_buf_printf(&b, s == e->aug_seat ? "[%d]" : "%d", e->augen[s - 1]);
                else
                    sk_buf_add(&b, s == e->aug_seat ? "[_]" : "_");
            }
            char marks[200];
            tui_entry_ramsch_marks(e, marks, sizeof marks);
            sk_buf_printf(&b, " %s", marks);
            snprintf(buf, n, "%s", sk_buf_str(&b));
            sk_buf_free(&b);
            break;
        }
        if (e->points != RULES_POINTS_NONE)
            sk_buf_printf(&b, "%d", e->points);
        if (e->result != RULES_RES_NONE)
            sk_buf_printf(&b, "%s%s", b.len ? " " : "", e->result == RULES_RES_WON ? _("won") : _("lost"));
        if (e->schneider)
            sk_buf_printf(&b, _("%sschneider"), b.len ? " " : "");
        if (e->schwarz)
            sk_buf_printf(&b, _("%sschwarz"), b.len ? " " : "");
        snprintf(buf, n, "%s", sk_buf_str(&b));
        sk_buf_free(&b);
        break;
    }
    default:
        break;
    }
}

/* "+48", "-96" for the preview. */
static void fmt_signed(char *buf, size_t n, int v)
{
    snprintf(buf, n, v > 0 ? "+%d" : "%d", v);
}

static void preview(const tui_entry *e, const int *seeger, char *buf, size_t n, bool *is_error);

void tui_entry_preview(const tui_entry *e, char *buf, size_t n, bool *is_error)
{
    preview(e, NULL, buf, n, is_error);
}

void tui_entry_preview_seeger(const tui_entry *e, int seeger, char *buf, size_t n,
                              bool *is_error)
{
    preview(e, &seeger, buf, n, is_error);
}

static void preview(const tui_entry *e, const int *seeger, char *buf, size_t n, bool *is_error)
{
    *is_error = false;
    if (e->msg[0]) {
        snprintf(buf, n, "%s", e->msg);
        *is_error = true;
        return;
    }
    if (e->ramsch) {
        if (tui_entry_complete(e))
            snprintf(buf, n, _("game %d Ramsch: Enter saves (the house list says who pays)"),
                     e->game_no);
        else
            snprintf(buf, n, _("game %d Ramsch: the Augen of seat %d's tricks (Space: the next "
                     "seat; g: a Grand Hand instead)"), e->game_no, e->aug_seat);
        return;
    }
    if (e->passed) {
        snprintf(buf, n, _("game %d passed (eingepasst): nobody scores; Enter saves"), e->game_no);
        return;
    }
    if (!e->declarer && e->have_contract) { /* a Grand Hand instead of the Ramsch */
        if (e->t.table_size == 4)
            snprintf(buf, n, _("game %d: a Grand Hand instead of the Ramsch: the declarer's seat "
                     "1-4 (seat %d deals and sits out)"), e->game_no,
                     game_dealer_seat(&e->t, e->game_no));
        else
            snprintf(buf, n, _("game %d: a Grand Hand instead of the Ramsch: the declarer's seat "
                     "1-3"), e->game_no);
        return;
    }
    if (!e->declarer) {
        if (e->t.table_size == 4)
            snprintf(buf, n, _("game %d: declarer seat 1-4 (seat %d deals and sits out), "
                     "or p for a passed game"), e->game_no, game_dealer_seat(&e->t, e->game_no));
        else
            snprintf(buf, n, _("game %d: declarer seat 1-3, or p for a passed game"), e->game_no);
        return;
    }
    if (!e->have_contract) {
        snprintf(buf, n, _("seat %d declares: contract c s h d g n (German k/e p/b r)"),
                 e->declarer);
        return;
    }
    if (e->contract != RULES_NULL && e->mat_count == 0) {
        snprintf(buf, n, _("%s: matadors? digits = with N, - then digits = without N"),
                 rules_contract_label(e->contract));
        return;
    }
    game_entry ge;
    tui_entry_to_game(e, &ge);
    bool provisional = !tui_entry_complete(e);
    if (provisional)
        ge.g.result = RULES_RES_WON; /* to show the working before the result */
    rules_outcome o;
    sk_err err;
    sk_err_clear(&err);
    if (game_validate(&ge, &e->t, &o, &err) != SK_OK) {
        snprintf(buf, n, "%s", err.msg);
        *is_error = true;
        return;
    }
    char work[200], s1[24], s2[24];
    rules_describe(&ge.g, &o, work, sizeof work);
    if (provisional) {
        snprintf(buf, n, _("%s; %s next"), work,
                 ge.g.contract == RULES_NULL ? _("w won or l lost") : _("card points or w/l"));
        return;
    }
    fmt_signed(s1, sizeof s1, o.score);
    fmt_signed(s2, sizeof s2, seeger ? *seeger : o.seeger);
    if (o.bid_above_max) {
        char w[160];
        rules_bid_above_text(&ge.g, &o, w, sizeof w);
        snprintf(buf, n, _("%s; overbid, lost %s (Seeger %s)"), w, s1, s2);
        *is_error = true; /* shown like a refusal: most likely a typo */
    } else if (o.overbid && ge.g.contract != RULES_NULL)
        snprintf(buf, n, _("%s; bid %d not reached: overbid, value %d, lost %s (Seeger %s)"),
                 work, ge.g.bid, o.value, s1, s2);
    else if (o.null_below_bid)
        snprintf(buf, n, _("%s; below the bid %d: overbid, lost %s (Seeger %s)"), work,
                 ge.g.bid, s1, s2);
    else
        snprintf(buf, n, _("%s; %s %s (Seeger %s)"), work, o.won ? _("won") : _("lost"), s1, s2);
}

const char *tui_entry_keys_hint(const tui_entry *e)
{
    /* each at most 80 columns */
    bool four = e->t.table_size == 4;
    switch (e->step) {
    case TE_DECLARER:
        if (e->have_contract) /* a Grand Hand instead of the Ramsch */
            return four ? _("1-4 the declarer's seat of the Grand Hand  Backspace back  Esc cancel")
                        : _("1-3 the declarer's seat of the Grand Hand  Backspace back  Esc cancel");
        if (e->house)
            return four ? _("1-4 declarer seat  p passed  R Ramsch  Enter save  Esc cancel  ? keys")
                        : _("1-3 declarer seat  p passed  R Ramsch  Enter save  Esc cancel  ? keys");
        return four ? _("1-4 declarer seat  p passed game  Enter save  Esc cancel  ? keys")
                    : _("1-3 declarer seat  p passed game  Enter save  Esc cancel  ? keys");
    case TE_CONTRACT:
        return _("c/k/e clubs  s/p/b spades  h/r hearts  d diamonds  g grand  n null  Esc cancel");
    case TE_MATADORS:
        return _("digits with N  - without  h hand  o ouvert  a announce  Enter next  Esc cancel");
    case TE_BID:
        return _("digits bid  Space/Up next legal  Down previous  h o a  Enter next  Esc cancel");
    case TE_POINTS:
        if (e->ramsch)
            return _("digits Augen  Space next seat  j Jungfrau  d Durchmarsch  l last trick  "
                     "v pushed  g Grand Hand");
        return _("digits points  w won  l lost  s schneider  z schwarz  Space bid  h o a k  "
                 "Enter save");
    default:
        return "";
    }
}
