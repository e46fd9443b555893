/* tui_sch.c - the TUI's Schafkopf table: the list of the open table (each
 * game, its entry per player and the running totals), an entry line that
 * takes a whole game in a few keys (sch_line_parse: "r 1 3 e 70") with a
 * live preview of every player's result or the rule it breaks, editing and
 * deleting a recorded game, and the standings of the tournament.
 *
 * Keys: type the game, Enter saves, Esc clears (or cancels an edit),
 * Backspace; Up/Down select a recorded game, Enter on an empty line loads
 * the selected game for editing, Delete deletes it (y/n); Tab standings;
 * on an empty line: c choose a table, m money, ? help, q quit. */
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db_seating.h"
#include "db_schafkopf.h"
#include "schops.h"
#include "schgame.h"
#include "schline.h"
#include "tui_draw.h"
#include "tui_int.h"
#include "text.h"

typedef struct tui_sch {
    sch_settings s;
    schops_sheet sh;
    bool have;
    char line[200];
    size_t len;
    int edit_game;        /* 0: a new game; else the game being edited */
    int sel;              /* selected row (index into sh.games), -1 none */
    bool confirm_del;
    bool stand, help;
    schops_standings st;
    bool have_st;
} tui_sch;

void tui_sch_free(tui *t)
{
    tui_sch *x = t->schs;
    if (!x)
        return;
    if (x->have)
        schops_sheet_free(&x->sh);
    if (x->have_st)
        schops_standings_free(&x->st);
    free(x);
    t->schs = NULL;
}

int tui_sch_load(tui *t)
{
    sk_err err;
    sk_err_clear(&err);
    tui_sch *x = t->schs;
    if (!x) {
        x = xcalloc(1, sizeof *x);
        x->sel = -1;
        t->schs = x;
    }
    x->s = t->tour.rules.sch; /* parsed when the tournament was opened */
    if (ops_tour_ok(&t->tour, &err) != SK_OK) {
        tui_status(t, true, "%s", err.msg);
        return SK_FAIL;
    }
    schops_sheet sh;
    if (schops_sheet_load(t->d, &t->tour.row, &x->s, t->series_no, t->table_no, &sh, &err) != SK_OK) {
        tui_status(t, true, "%s", err.msg);
        return SK_FAIL;
    }
    if (x->have)
        schops_sheet_free(&x->sh);
    x->sh = sh;
    x->have = true;
    if (x->sel >= (int)sh.n)
        x->sel = -1;
    if (x->have_st) {
        schops_standings_free(&x->st);
        x->have_st = false;
    }
    /* the seats for the shared parts of the TUI (status, choose) */
    db_table_clear(&t->table);
    memset(&t->table, 0, sizeof t->table);
    t->have_table = true;
    tui_second_diffs(t);
    return SK_OK;
}

static const char *name_of(const tui_sch *x, int seat)
{
    if (seat < 1 || seat > x->sh.tab.size || !x->sh.tab.seats[seat - 1].name)
        return "?";
    return x->sh.tab.seats[seat - 1].name;
}


/* A recorded game's cell on the list: the game as players say it, "(lost)"
 * when the declaring side lost (not for a Ramsch or a thrown-in deal). */
static void game_cell(const db_sch_game *g, char *buf, size_t n)
{
    char text[160];
    sch_game_text(&g->g, text, sizeof text);
    bool ramsch = g->g.family == SCH_FAM_BAYERISCH &&
                  (g->g.b.kind == SCH_BAV_RAMSCH || g->g.b.kind == SCH_BAV_THROWN_IN);
    snprintf(buf, n, "%s%s", text, g->won || ramsch ? "" : _(" (lost)"));
}

/* Parse the line; a Bavarian game's throw-in double is derived from the
 * games before it unless x2/x1 overrides it (A.5.4 point 3). */
static int parse_line(tui *t, const tui_sch *x, int game_no, sch_game *g, sk_err *err)
{
    int rc = sch_line_parse(x->s.family, x->line, g, err);
    if (rc != SK_OK || x->s.family != SCH_FAM_BAYERISCH || g->b.kind == SCH_BAV_THROWN_IN)
        return rc;
    return schops_derive_doubled(t->d, &t->tour.row, &x->s, t->series_no, t->table_no, game_no, g,
                                 err);
}

/* The preview of the typed line: every player's result, or why not. */
static void preview(tui *t, const tui_sch *x, char *buf, size_t n, bool *bad)
{
    *bad = false;
    if (x->len == 0) {
        snprintf(buf, n, "%s",
                 x->s.family == SCH_FAM_WENDISCH
                     ? _("type the game: a 1 3 75 (Alte 1+3, 75 Augen)  g 1 3 kreuz-as 61  s 2 100")
                     : _("type the game: r 1 3 e 70 (Rufspiel 1+3, Eichel-Sau, 70)  s 2 h 95 l3  "
                         "w 4 80 l2  ra v4 j1"));
        return;
    }
    sch_game g;
    sk_err err;
    sk_err_clear(&err);
    int game_no = x->edit_game ? x->edit_game : x->sh.next_game;
    if (parse_line(t, x, game_no, &g, &err) != SK_OK) {
        snprintf(buf, n, _("not valid: %s"), err.msg);
        *bad = true;
        return;
    }
    const char *names[SCH_SEATS];
    for (int k = 0; k < SCH_SEATS; k++)
        names[k] = name_of(x, k + 1);
    schops_preview_text(&x->s, &g, names, buf, n, bad);
}

static void draw_standings(tui *t, tui_sch *x, int top, int h)
{
    sk_err err;
    sk_err_clear(&err);
    if (!x->have_st) {
        if (schops_standings_load(t->d, &t->tour.row, &x->s, 0, &x->st, &err) != SK_OK) {
            tui_put(top, 0, COLS, err.msg, tui_attr_error(), true);
            return;
        }
        x->have_st = true;
    }
    const char *head = _("Standings (points, then won solos; = shared)   Tab: back to the list");
    char title[400];
    if (x->st.progress.provisional) /* first, so a narrow screen keeps it (issue 29) */
        snprintf(title, sizeof title, _("PROVISIONAL: %d of %d games - %s"),
                 x->st.progress.recorded, x->st.progress.expected, head);
    else
        snprintf(title, sizeof title, "%s", head);
    tui_put(top, 0, COLS, title, tui_attr_title(), true);
    sk_buf b = {0};
    tui_cell(&b, _("rank"), 6, false);
    tui_cell(&b, _("player"), 20, false);
    tui_cell(&b, _("points"), 9, true);
    tui_cell(&b, _("solos"), 7, true);
    tui_cell(&b, _("cents"), 10, true);
    tui_put(top + 1, 0, COLS, sk_buf_str(&b), A_BOLD, true);
    sk_buf_free(&b);
    for (size_t i = 0; i < x->st.n && (int)i + 2 < h; i++) {
        const schops_row *r = &x->st.rows[i];
        bool shared = (i > 0 && x->st.rows[i - 1].rank == r->rank) ||
                      (i + 1 < x->st.n && x->st.rows[i + 1].rank == r->rank);
        char rk[16], v[32], c[32], so[16];
        snprintf(rk, sizeof rk, "%d%c", r->rank, shared ? '=' : '.');
        text_signed(r->total, v, sizeof v);
        text_signed(r->cents, c, sizeof c);
        snprintf(so, sizeof so, "%d", r->solos_won);
        sk_buf row = {0};
        tui_cell(&row, rk, 6, false);
        tui_cell(&row, r->name, 20, false);
        tui_cell(&row, v, 9, true);
        tui_cell(&row, so, 7, true);
        tui_cell(&row, c, 10, true);
        tui_put(top + 2 + (int)i, 0, COLS, sk_buf_str(&row), 0, true);
        sk_buf_free(&row);
    }
}

static const char *const help_text[] = {
    N_("Schafkopf entry: type the whole game on one line, Enter saves it."),
    N_("Bavarian: contract first: r ruf, w wenz, s solo, g geier, fw farbwenz, h hochzeit,"),
    N_("  b bettel, ra ramsch, z zusammengeworfen; then the declarer's seat, the partner's"),
    N_("  seat (Rufspiel, Hochzeit), the suit e g h s (Eichel Gras Herz Schellen), the Augen."),
    N_("  Extras: lN Laufende, o ohne, kN Klopfer, kontra re sub hirsch, t tout, sie, x2,"),
    N_("  sn Schneider, sw Schwarz, + won / - lost (without Augen); Ramsch: vN loser, jN"),
    N_("  Jungfrau, dN Durchmarsch.   r 1 3 e 70   s 2 h 95 l3   w 4 80 l2 k1   ra v4 j1"),
    N_("Wendish: a (Alte) SEAT SEAT AUGEN, g (Gerufen) CALLER PARTNER [kreuz-as] AUGEN,"),
    N_("  s (Solo) SEAT AUGEN; sn sw + - as above, dN doublings.   a 1 3 75   s 2 100"),
    N_("The line below shows every player's result, or the rule the entry breaks."),
    N_("Esc clears the line (or cancels an edit), Backspace deletes a character."),
    N_("Up/Down select a recorded game; Enter (empty line) edits it, Delete deletes it."),
    N_("Tab shows the standings.  On an empty line: c choose a table, ? help, q quit."),
    N_("m on an empty line shows the money: each player's points in cents, as 'skatsheet money'."),
    N_("Any key closes this help."),
};

void tui_sch_draw(tui *t)
{
    tui_sch *x = t->schs;
    if (!x || !x->have)
        return;
    if (COLS < 60 || LINES < 12) {
        tui_too_small(t, 60, 12);
        return;
    }
    char head[400];
    snprintf(head, sizeof head, _("%s \xc2\xb7 series %d \xc2\xb7 table %d \xc2\xb7 %s \xc2\xb7 %zu of %d games"),
             t->tour.row.name, t->series_no, t->table_no, sch_family_name(x->s.family), x->sh.n,
             t->tour.row.games4);
    tui_put(0, 0, COLS, head, tui_attr_title(), true);
    int foot = 4; /* entry, preview, keys, status */
    int top = 1, h = LINES - top - foot;
    if (t->second_diffs[0]) { /* what the second entry says otherwise */
        tui_put(top++, 0, COLS, t->second_diffs, tui_attr_error(), true);
        h--;
    }
    if (x->help) {
        for (size_t i = 0; i < sizeof help_text / sizeof *help_text && (int)i < h; i++)
            tui_put(top + (int)i, 0, COLS, _(help_text[i]), 0, true);
    } else if (x->stand) {
        draw_standings(t, x, top, h);
    } else {
        /* No | dealer | game | party | Augen | the four players: the game
         * and the party share what the others leave, cut with a marker */
        int n = (int)x->sh.n;
        int cw = 7;
        for (int k = 1; k <= 4; k++)
            if (sk_utf8_width(name_of(x, k)) > cw)
                cw = sk_utf8_width(name_of(x, k));
        if (cw > 11)
            cw = 11;
        int dw = sk_utf8_width(_("dealer")), tw = 8, pw = 8;
        const char *names[SCH_SEATS];
        for (int k = 0; k < SCH_SEATS; k++)
            names[k] = name_of(x, k + 1);
        for (int i = 0; i < n; i++) {
            char text[200], party[200];
            game_cell(&x->sh.games[i], text, sizeof text);
            sch_party_text(&x->sh.games[i].g, names, sk_lang_get(), party, sizeof party);
            if (sk_utf8_width(name_of(x, x->sh.dealer[i])) > dw)
                dw = sk_utf8_width(name_of(x, x->sh.dealer[i]));
            if (sk_utf8_width(text) > tw)
                tw = sk_utf8_width(text);
            if (sk_utf8_width(party) > pw)
                pw = sk_utf8_width(party);
        }
        if (dw > 10)
            dw = 10;
        int fixed = 4 + (dw + 1) + 1 + 6 + 4 * (cw + 1);
        int room = COLS - fixed - 1;
        if (room < 16)
            room = 16;
        if (tw + pw > room) { /* the party keeps up to 40 %, the game the rest */
            int pmax = room * 2 / 5;
            if (pw > pmax)
                pw = pmax;
            if (tw > room - pw)
                tw = room - pw;
            if (tw + pw < room)
                pw = room - tw;
        }
        sk_buf b = {0};
        tui_cell(&b, _(" No"), 4, false);
        tui_cell(&b, _("dealer"), dw, false);
        sk_buf_add(&b, " ");
        tui_cell(&b, _("game"), tw, false);
        sk_buf_add(&b, " ");
        tui_cell(&b, _("party"), pw, false);
        tui_cell(&b, "Augen", 6, true);
        for (int k = 1; k <= 4; k++) {
            sk_buf_add(&b, " ");
            tui_cell(&b, name_of(x, k), cw, true);
        }
        tui_put(top, 0, COLS, sk_buf_str(&b), A_BOLD, true);
        sk_buf_free(&b);
        int rows = h - 2;
        int first = n > rows ? n - rows : 0;
        if (x->sel >= 0 && x->sel < first)
            first = x->sel;
        for (int i = first; i < n && i - first < rows; i++) {
            const db_sch_game *g = &x->sh.games[i];
            char no[16], cell[200], party[200], au[16];
            snprintf(no, sizeof no, "%3d", g->game_no);
            game_cell(g, cell, sizeof cell);
            sch_party_text(&g->g, names, sk_lang_get(), party, sizeof party);
            int a = sch_game_augen(&g->g);
            if (a != SCH_AUGEN_NONE)
                snprintf(au, sizeof au, "%d", a);
            else
                snprintf(au, sizeof au, "-");
            sk_buf r = {0};
            tui_cell(&r, no, 4, false);
            tui_cell(&r, name_of(x, x->sh.dealer[i]), dw, false);
            sk_buf_add(&r, " ");
            tui_cell(&r, cell, tw, false);
            sk_buf_add(&r, " ");
            tui_cell(&r, party, pw, false);
            tui_cell(&r, au, 6, true);
            for (int k = 0; k < 4; k++) {
                char tot[32]; /* the running total, as on a paper list */
                text_signed(x->sh.run[i][k], tot, sizeof tot);
                sk_buf_add(&r, " ");
                tui_cell(&r, tot, cw, true);
            }
            tui_put(top + 1 + i - first, 0, COLS, sk_buf_str(&r), i == x->sel ? A_REVERSE : 0,
                    true);
            sk_buf_free(&r);
        }
        /* the totals */
        sk_buf tb = {0};
        tui_cell(&tb, "", 4 + dw + 1, false);
        tui_cell(&tb, x->sh.kasse && n ? _("total (Kasse below)") : _("total"), tw + 1 + pw + 6,
                 false);
        for (int k = 0; k < 4; k++) {
            char tot[32];
            text_signed(x->sh.total[k], tot, sizeof tot);
            sk_buf_add(&tb, " ");
            tui_cell(&tb, tot, cw, true);
        }
        int ty = top + 1 + (n - first < rows ? n - first : rows);
        tui_put(ty, 0, COLS, sk_buf_str(&tb), A_BOLD, true);
        sk_buf_free(&tb);
        if (x->sh.kasse && n) {
            char kb[80];
            snprintf(kb, sizeof kb, _("Kasse: %lld ct"), x->sh.kasse_bal[n - 1]);
            tui_put(ty + 1 < top + h ? ty + 1 : ty, 0, COLS, kb, 0, true);
        }
    }
    int y = LINES - foot;
    char prompt[300];
    int game_no = x->edit_game ? x->edit_game : x->sh.next_game;
    if (!game_no)
        snprintf(prompt, sizeof prompt, _("The table is full (%d games). "), t->tour.row.games4);
    else
        snprintf(prompt, sizeof prompt,
                 x->edit_game ? _("Edit game %d (dealer %s): ") : _("Game %d (dealer %s): "),
                 game_no, name_of(x, sch_dealer(t->tour.row.first_dealer, game_no)));
    tui_put(y, 0, COLS, prompt, A_BOLD, false);
    int px = sk_utf8_width(prompt);
    tui_put(y, px, COLS - px, x->line, A_REVERSE, false);
    tui_put(y, px + sk_utf8_width(x->line), COLS, "_", A_BLINK, true);
    char pv[1400];
    bool bad;
    preview(t, x, pv, sizeof pv, &bad);
    /* a long preview or refusal takes the keys' line too */
    int pl = tui_wrap_lines(pv, COLS) > 1 && !x->confirm_del ? 2 : 1;
    tui_put_wrap(y + 1, 0, COLS, pl, pv, bad ? tui_attr_error() : tui_attr_mark());
    if (pl == 1)
        tui_put(y + 2, 0, COLS,
            x->confirm_del ? _("Delete the selected game? y/n")
                           : _("Enter save  Esc clear  Up/Down select  Del delete  Tab standings  "
                               "(empty line) c tables  ? help  q quit"),
            x->confirm_del ? tui_attr_error() : 0, true);
}

static void save(tui *t, tui_sch *x)
{
    sk_err err;
    sk_err_clear(&err);
    db_sch_game r;
    memset(&r, 0, sizeof r);
    r.series = t->series_no;
    r.table_no = t->table_no;
    r.game_no = x->edit_game ? x->edit_game : x->sh.next_game;
    if (!r.game_no) {
        tui_status(t, true, _("not saved: the table is full"));
        return;
    }
    if (parse_line(t, x, r.game_no, &r.g, &err) != SK_OK) {
        tui_status(t, true, _("not saved: %s"), err.msg);
        return;
    }
    sch_result_row rr;
    if (schops_record(t->d, &t->tour.row, &x->s, &r, x->edit_game != 0, &rr, &err) != SK_OK) {
        tui_status(t, true, _("not saved: %s"), err.msg);
        return;
    }
    tui_status(t, false, x->edit_game ? _("game %d changed%s%s") : _("game %d saved%s%s"),
               r.game_no, rr.note[0] ? ": " : "", rr.note);
    x->len = 0;
    x->line[0] = 0;
    x->edit_game = 0;
    x->sel = -1;
    tui_sch_load(t);
}

void tui_sch_key(tui *t, int k)
{
    tui_sch *x = t->schs;
    if (!x)
        return;
    if (x->help) {
        x->help = false;
        return;
    }
    if (x->confirm_del) {
        x->confirm_del = false;
        if ((k == 'y' || k == 'Y' || k == 'j' || k == 'J') && x->sel >= 0 &&
            x->sel < (int)x->sh.n) {
            int no = x->sh.games[x->sel].game_no;
            sk_err err;
            sk_err_clear(&err);
            if (schops_delete(t->d, &t->tour.row, &x->s, t->series_no, t->table_no, no, &err) != SK_OK)
                tui_status(t, true, _("not deleted: %s"), err.msg);
            else {
                tui_status(t, false, _("game %d deleted (kept in the history)"), no);
                x->sel = -1;
                tui_sch_load(t);
            }
        } else
            tui_status(t, false, _("not deleted"));
        return;
    }
    switch (k) {
    case TE_KEY_ENTER:
        if (x->len == 0 && x->sel >= 0 && x->sel < (int)x->sh.n) {
            const db_sch_game *g = &x->sh.games[x->sel];
            sch_line_format(&g->g, x->line, sizeof x->line); /* x2/x1 only when set by hand */
            x->len = strlen(x->line);
            x->edit_game = g->game_no;
            tui_status(t, false, _("editing game %d: change the line, Enter saves, Esc cancels"),
                       g->game_no);
        } else if (x->len)
            save(t, x);
        return;
    case TE_KEY_ESC:
        x->len = 0;
        x->line[0] = 0;
        if (x->edit_game)
            tui_status(t, false, _("edit of game %d cancelled"), x->edit_game);
        x->edit_game = 0;
        return;
    case TE_KEY_BACKSPACE:
        if (x->len) {
            /* drop one UTF-8 character */
            do
                x->len--;
            while (x->len && ((unsigned char)x->line[x->len] & 0xC0) == 0x80);
            x->line[x->len] = 0;
        }
        return;
    case TE_KEY_UP:
        if (x->sh.n == 0)
            return;
        x->sel = x->sel < 0 ? (int)x->sh.n - 1 : x->sel > 0 ? x->sel - 1 : 0;
        return;
    case TE_KEY_DOWN:
        if (x->sel >= 0)
            x->sel = x->sel + 1 < (int)x->sh.n ? x->sel + 1 : -1;
        return;
    case TE_KEY_TAB:
        x->stand = !x->stand;
        return;
    default:
        break;
    }
    if (k == 0x200000 + KEY_DC) { /* Delete */
        if (x->sel < 0)
            tui_status(t, true, _("select a recorded game with Up/Down first"));
        else
            x->confirm_del = true;
        return;
    }
    if (x->len == 0 && (k == 'q' || k == 'c' || k == 'm' || k == '?')) {
        if (k == 'q')
            t->req = TUI_REQ_QUIT;
        else if (k == 'c')
            t->req = TUI_REQ_CHOOSE_TABLE;
        else if (k == 'm') /* no contract word starts with m */
            t->req = TUI_REQ_MONEY;
        else
            x->help = true;
        return;
    }
    if (k >= 32 && k < 0x110000 && x->len + 4 < sizeof x->line) {
        char ch[8] = {0};
        if (k < 128)
            ch[0] = (char)k;
        else if (wctomb(ch, (wchar_t)k) <= 0)
            return;
        size_t l = strlen(ch);
        memcpy(x->line + x->len, ch, l);
        x->len += l;
        x->line[x->len] = 0;
    }
}
