/* tui_skat.c - the keys of a Skat table's sheet (tui_skat.h; ISkO and the
 * house list, drawn by tui_sheet.c) and what they do: the entry line,
 * saving, deleting and restoring a game, checking the table, its entry
 * code. */
#include "tui_skat.h"

#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

#include "check.h"
#include "db_watch.h"
#include "entrycodes.h"
#include "games.h"
#include "housegame.h"
#include "subs.h"
#include "tui_line.h"
#include "tui_open.h"

/* The game rules for the entry of game game_no: under house rules with the
 * house dealer of that game (B.4.7: the same dealer can deal again), so the
 * entry's dealer checks and texts say the sheet's dealer. */
static const game_table_rules *entry_rules(const tui *t, int game_no, game_table_rules *buf)
{
    if (!t->house || game_no < 1 || game_no > t->sh.series_games)
        return &t->rules;
    ops_house_rules_dealing(&t->rules, game_no, t->sh.rows[game_no - 1].dealer, buf);
    return buf;
}

/* Begin the entry of the missing game game_no (a game the list makes a
 * Ramsch starts in its Augen), or load the recorded game g for editing. */
static void entry_start(tui *t, int game_no, const game_entry *g)
{
    game_table_rules er;
    const game_table_rules *r = entry_rules(t, game_no, &er);
    if (g)
        tui_entry_load(&t->entry, r, g);
    else
        tui_entry_begin(&t->entry, r, t->series_no, t->table_no, game_no);
    t->entry.house = t->house;
    if (!g && tui_forced_ramsch(t, game_no))
        tui_entry_ramsch(&t->entry);
    t->entering = true;
}

/* After any save, edit, delete or restore: reload, the cursor to the next
 * game to enter (the next keys typed are for that game). */
static void after_write(tui *t, const char *what, int game_no)
{
    t->entering = false;
    tui_open_reload(t);
    tui_open_cursor_next(t);
    tui_status(t, false, _("game %d %s"), game_no, what);
    if (t->stand_valid)
        t->stand_valid = false;
    t->stats_valid = false;
}

static void save_entry(tui *t)
{
    game_entry ge;
    tui_entry_to_game(&t->entry, &ge);
    sk_err err;
    sk_err_clear(&err);
    db_game out;
    int rc = ops_game_put(t->d, &t->tour, &ge, t->entry.editing, &out, NULL, &err);
    if (rc != SK_OK) {
        tui_status(t, true, _("not saved: %s"), err.msg);
        return;
    }
    if (out.queued) {
        tui_status(t, false, _("a reported result: the change waits in the review queue as #%lld"),
                   (long long)out.queued);
        db_game_clear(&out);
        return;
    }
    bool same = out.unchanged;
    db_game_clear(&out);
    after_write(t, same ? _("unchanged: nothing written")
                   : t->entry.editing ? _("corrected")
                   : (ge.h.ramsch ? _("recorded as Ramsch") : ge.passed ? _("recorded as passed") : _("saved")),
                ge.game_no);
}

static void restore_game(tui *t, int game_no)
{
    sk_err err;
    sk_err_clear(&err);
    if (ops_game_restore(t->d, &t->tour, t->series_no, t->table_no, game_no, 0, NULL, NULL,
                         &err) != SK_OK) {
        tui_status(t, true, _("not restored: %s"), err.msg);
        return;
    }
    after_write(t, _("restored (the replaced version is in the history)"), game_no);
}

/* K: the open table's entry code for `skatsheet serve` (made when the
 * table has none); renew (N, confirmed): a new one, the old one stops
 * working at once. */
static void entry_code(tui *t, bool renew)
{
    ops_entry_link *l = NULL;
    size_t n = 0;
    sk_err err;
    sk_err_clear(&err);
    int rc = ops_entry_links(t->d, &t->tour.row, t->series_no, true, renew, renew ? t->table_no : 0,
                             NULL, &l, &n, NULL, &err);
    const ops_entry_link *me = NULL;
    for (size_t i = 0; rc == SK_OK && i < n; i++)
        if (l[i].table_no == t->table_no)
            me = &l[i];
    if (rc != SK_OK)
        tui_status(t, true, _("entry code: %s"), err.msg);
    else if (!me || !me->code[0])
        tui_status(t, true, _("table %d has no entry code"), t->table_no);
    else if (me->url)
        tui_status(t, false, _("%sentry code of table %d: %s   %s   (N renews it)"),
                   renew ? "new " : "", t->table_no, me->code, me->url);
    else
        tui_status(t, false, _("%sentry code of table %d: %s   page /table/%d/%d on 'skatsheet "
                   "serve'   (N renews it)"), renew ? "new " : "", t->table_no, me->code,
                   t->series_no, t->table_no);
    ops_entry_links_free(l, n);
}

/* `check` for the open table: games missing, the dealer declaring at a
 * 4-table, empty seats (the sheet's marks), in the status line. */
static void check_table(tui *t)
{
    sk_buf b = {0};
    int missing = 0, dealer = 0, first = 0;
    for (int i = 0; i < t->sh.series_games; i++) {
        if (t->sh.rows[i].marks & SHEET_MISSING) {
            if (!missing++)
                first = i + 1;
        }
        if (t->sh.rows[i].marks & SHEET_DEALER_DECLARER)
            dealer++;
    }
    int empty = 0;
    for (int s = 0; s < t->table.size; s++)
        empty += t->table.seats[s].player_id == 0;
    if (missing)
        sk_buf_printf(&b, sk_ntr("%d of %d games missing (first: %d)", "%d of %d games missing (first: %d)",
                                 (unsigned long)missing), missing, t->sh.series_games,
                      first);
    if (dealer)
        sk_buf_printf(&b, sk_ntr("%s%d game declared by the dealer",
                                 "%s%d games declared by the dealer", (unsigned long)dealer),
                      b.len ? "; " : "", dealer);
    if (empty)
        sk_buf_printf(&b, sk_ntr("%s%d empty seat", "%s%d empty seats", (unsigned long)empty),
                      b.len ? "; " : "", empty);
    /* the stored values against the rules (as `check` does), first one
     * named: "game 5: stored score 20 (rules: 24) disagree ..." */
    ops_check_report r;
    sk_err err;
    sk_err_clear(&err);
    if (ops_check_values(t->d, &t->tour.row, t->series_no, t->table_no, &r, &err) != SK_OK) {
        sk_buf_printf(&b, _("%scannot check the stored values: %s"), b.len ? "; " : "", err.msg);
    } else if (r.problems) {
        /* drop "series S, table T: " (the status names the table) */
        const char *line = r.text, *colon = strstr(line, "table ");
        colon = colon ? strstr(colon, ": ") : NULL;
        if (colon)
            line = colon + 2;
        size_t len = strcspn(line, "\n");
        sk_buf_printf(&b, sk_ntr("%s%d stored game disagrees with the rules: %.*s",
                                 "%s%d stored games disagree with the rules: %.*s",
                                 (unsigned long)r.problems),
                      b.len ? "; " : "", r.problems, (int)len, line);
        if (r.problems > 1)
            sk_buf_add(&b, _(" ('skatsheet check' lists all)"));
    }
    ops_check_report_free(&r);
    if (b.len)
        tui_status(t, true, _("check table %d: %s"), t->table_no, sk_buf_str(&b));
    else
        tui_status(t, false, _("check table %d: complete, no problems (%zu games)"), t->table_no,
                   t->ngames);
    sk_buf_free(&b);
}

static void delete_game(tui *t, int game_no)
{
    sk_err err;
    sk_err_clear(&err);
    int64_t queued = 0;
    if (ops_game_delete(t->d, &t->tour, t->series_no, t->table_no, game_no, NULL, &queued,
                        &err) != SK_OK) {
        tui_status(t, true, _("not deleted: %s"), err.msg);
        return;
    }
    if (queued) {
        tui_status(t, false, _("a reported result: the deletion waits in the review queue as #%lld"),
                   (long long)queued);
        return;
    }
    after_write(t, _("deleted (the old version is in the audit history; u restores it)"), game_no);
}

/* W, then Enter: the typed "SEAT PLAYER" plays from the highlighted game
 * on (ops_sub_add, as `game sub`); a refusal stays on the status line
 * with the text kept for a correction. */
static void save_sub(tui *t)
{
    int game_no = t->cursor + 1;
    char *end = NULL;
    long seat = strtol(t->sub_text, &end, 10);
    while (end && *end == ' ')
        end++;
    if (end == t->sub_text || !end || !*end || seat < 1 || seat > t->table.size) {
        tui_status(t, true, _("substitution: type the seat (1-%d) and the player, e.g. '2 Xaver'"),
                    t->table.size);
        return;
    }
    sk_err err;
    sk_err_clear(&err);
    db_player who;
    if (ops_sub_add(t->d, &t->tour, t->series_no, t->table_no, (int)seat, game_no, end, &who,
                    &err) != SK_OK) {
        tui_status(t, true, _("no substitution: %s"), err.msg);
        return;
    }
    t->sub_typing = false;
    tui_open_reload(t);
    t->cursor = game_no - 1;
    /* our own write: the poll for others' changes keeps the cursor here */
    db_data_version(t->d, &t->data_version, &err);
    tui_status(t, false, _("seat %d: %s plays from game %d on"), (int)seat, who.name, game_no);
    db_player_clear(&who);
    t->stand_valid = false;
    t->stats_valid = false;
}

static void sub_key(tui *t, int k)
{
    if (tui_line_typed(t, k, t->sub_text, sizeof t->sub_text, &t->sub_len, &t->sub_typing,
                       _("no substitution")))
        save_sub(t);
}

void tui_skat_key(tui *t, int k)
{
    if (t->sub_typing) {
        sub_key(t, k);
        return;
    }
    if (t->entering) {
        tui_entry_action a = tui_entry_key(&t->entry, k);
        if (a == TE_ACT_SAVE) {
            save_entry(t);
        } else if (a == TE_ACT_CANCEL) {
            t->entering = false;
            tui_status(t, false, _("entry cancelled"));
        } else if (a == TE_ACT_UNHANDLED) {
            if (k == '?') {
                t->help_return = SCR_SHEET;
                t->scr = SCR_HELP;
            } else if (k == 'q') {
                t->req = TUI_REQ_QUIT;
            } else if (k < 0x110000 && k >= 32) {
                char ch[8] = {0};
                wchar_t wc = (wchar_t)k;
                if (wctomb(ch, wc) <= 0)
                    snprintf(ch, sizeof ch, "?");
                tui_status(t, true, _("key '%s' does nothing on the %s field (? lists the keys)"), ch,
                           tui_entry_step_name(t->entry.step));
            }
        } else {
            tui_status(t, false, "%s", "");
        }
        return;
    }
    int n = t->sh.series_games;
    const sheet_row *r = &t->sh.rows[t->cursor];
    bool missing = (r->marks & SHEET_MISSING) != 0;
    tui_geom g = tui_sheet_geom(t);
    int page = g.rows_h > 1 ? g.rows_h - 1 : 1;
    switch (k) {
    case TE_KEY_UP: case 'k':
        if (t->cursor > 0) t->cursor--;
        return;
    case TE_KEY_DOWN: case 'j':
        if (t->cursor + 1 < n) t->cursor++;
        return;
    case K_FN(KEY_PPAGE):
        t->cursor = t->cursor > page ? t->cursor - page : 0;
        return;
    case K_FN(KEY_NPAGE):
        t->cursor = t->cursor + page < n ? t->cursor + page : n - 1;
        return;
    case K_FN(KEY_HOME):
        t->cursor = 0;
        return;
    case K_FN(KEY_END): {
        int cur = tui_current_game(t);
        t->cursor = cur ? cur - 1 : n - 1;
        return;
    }
    case '?':
        t->help_return = SCR_SHEET;
        t->scr = SCR_HELP;
        return;
    case 'q':
        t->req = TUI_REQ_QUIT;
        return;
    case 'c':
        t->req = TUI_REQ_CHOOSE_TABLE;
        return;
    case 's':
        t->scr = SCR_STAND;
        t->stand_valid = false;
        return;
    case 't':
        tui_stats_open(t, SCR_SHEET);
        return;
    case 'r':
        tui_status(t, true, _("r is red (hearts) on the contract field; R starts a Ramsch; "
                              "Ctrl-L reloads"));
        return;
    case 'v':
        check_table(t);
        return;
    case 'a':
        tui_attend_open(t, SCR_SHEET);
        return;
    case 'i':
        tui_checkin_open(t, SCR_SHEET);
        return;
    case '$':
        tui_cashier_open(t, SCR_SHEET);
        return;
    case 'K':
        entry_code(t, false);
        return;
    case 'N':
        t->confirm = CONFIRM_RENEW;
        snprintf(t->confirm_text, sizeof t->confirm_text,
                 _("Renew the entry code of table %d? The old code stops working at once. y/n"),
                 t->table_no);
        return;
    case 'W':
        if (t->cursor < 1) {
            tui_status(t, true, _("game 1 is the seating's: a substitution starts at game 2 or "
                                  "later (move down first)"));
            return;
        }
        t->sub_typing = true;
        t->sub_text[0] = '\0';
        t->sub_len = 0;
        return;
    case 'u':
        t->confirm = CONFIRM_RESTORE;
        t->confirm_game = t->cursor + 1;
        snprintf(t->confirm_text, sizeof t->confirm_text,
                 _("Restore the latest earlier version of game %d from the history? y/n"),
                 t->cursor + 1);
        return;
    case 'e': case TE_KEY_ENTER:
        if (missing) {
            entry_start(t, t->cursor + 1, NULL);
        } else {
            const db_game *dg = tui_game_of_row(t, t->cursor + 1);
            if (dg) {
                entry_start(t, t->cursor + 1, &dg->e);
                tui_status(t, false, _("editing game %d: change fields, Enter saves, Esc cancels"),
                            t->cursor + 1);
            }
        }
        return;
    case 'x': case K_FN(KEY_DC):
        if (missing) {
            tui_status(t, true, _("game %d has not been recorded: nothing to delete"), t->cursor + 1);
        } else {
            t->confirm = CONFIRM_DELETE;
            t->confirm_game = t->cursor + 1;
            sk_buf b = {0};
            const db_game *dg = tui_game_of_row(t, t->cursor + 1);
            sk_buf d = {0};
            if (dg && !dg->e.passed)
                game_describe_short(&dg->e.g, &d);
            else if (dg && dg->e.h.ramsch)
                housegame_describe(&dg->e.h, t->table.size, dg->dealer, &d);
            else
                sk_buf_add(&d, _("passed"));
            sk_buf_printf(&b, _("Delete game %d (%s)? y/n"), t->cursor + 1, sk_buf_str(&d));
            sk_buf_free(&d);
            snprintf(t->confirm_text, sizeof t->confirm_text, "%s", sk_buf_str(&b));
            sk_buf_free(&b);
        }
        return;
    default:
        break;
    }
    bool ramsch_game = missing && tui_forced_ramsch(t, t->cursor + 1);
    /* a game the list makes a Ramsch: digits are the first seat's Augen,
     * d a Durchmarsch, g a Grand Hand instead (j stays Down on the sheet) */
    if ((k >= '0' && k <= '9') || k == 'p' || k == 'R' || (ramsch_game && (k == 'g' || k == 'd'))) {
        if (!missing) {
            tui_status(t, true, _("game %d is recorded: e edits it, x deletes it"), t->cursor + 1);
            return;
        }
        if (k == '0' && !ramsch_game)
            return;
        /* the entry stays open after a refused seat: the preview says why */
        entry_start(t, t->cursor + 1, NULL);
        if (k != 'R' || !t->entry.ramsch)
            tui_entry_key(&t->entry, k);
        return;
    }
    if (k < 0x110000 && k > 32)
        tui_status(t, true, _("that key does nothing here: ? lists every key"));
}

void tui_skat_confirm(tui *t, int what)
{
    if (what == CONFIRM_DELETE)
        delete_game(t, t->confirm_game);
    else if (what == CONFIRM_RESTORE)
        restore_game(t, t->confirm_game);
    else if (what == CONFIRM_RENEW)
        entry_code(t, true);
}
