/* tui.c - the full-screen score keeper; see tui.h.
 *
 * One loop: draw the current screen, wait up to 250 ms for a key (get_wch),
 * handle it, poll the database's data version and reload when another
 * process wrote.  All game logic of the entry line is in entry.c; the
 * sheet (running totals, Seeger block) comes from sheet.c; the Skat screens
 * are drawn in tui_sheet.c.  What is open is tui_open.c, the chooser
 * tui_choose.c, a Skat table's keys tui_skat.c, a Schafkopf table
 * tui_sch.c; this file runs the terminal and hands each key to its screen.
 */
#include "tui.h"

#include <curses.h>
#include <langinfo.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "db_tournaments.h"
#include "db_seating.h"
#include "db_watch.h"
#include "tui_draw.h"
#include "entry.h"
#include "tui_int.h"
#include "tui_choose.h"
#include "tui_open.h"
#include "tui_skat.h"

/* ---- terminal state: restored on every way out ---- */

static volatile sig_atomic_t g_signal;
static bool g_curses_on;
static int g_saved_stderr = -1;
static bool g_atexit_done;

static void on_signal(int sig)
{
    g_signal = sig; /* the loop notices within 250 ms and leaves cleanly */
}

static void restore_terminal(void)
{
    if (g_curses_on) {
        endwin();
        g_curses_on = false;
    }
    if (g_saved_stderr >= 0) {
        fflush(stderr);
        dup2(g_saved_stderr, 2);
        close(g_saved_stderr);
        g_saved_stderr = -1;
    }
}

/* stderr to $SKATSHEET_TUI_LOG or /dev/null while curses runs. */
static void quiet_stderr(void)
{
    const char *log = getenv("SKATSHEET_TUI_LOG");
    int fd = -1;
    if (log && *log)
        fd = open(log, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    if (fd < 0)
        fd = open("/dev/null", O_WRONLY | O_CLOEXEC);
    if (fd < 0)
        return;
    fflush(stderr);
    g_saved_stderr = dup(2);
    dup2(fd, 2);
    close(fd);
}

static void poll_changes(tui *t)
{
    int64_t v;
    sk_err err;
    sk_err_clear(&err);
    if (db_data_version(t->d, &v, &err) != SK_OK)
        return;
    if (v == t->data_version)
        return;
    t->data_version = v;
    if (t->have_tour) {
        ops_tour tour;
        sk_err e2;
        sk_err_clear(&e2);
        if (ops_tour_find(t->d, t->tour.row.name, &tour, &e2) == SK_OK) {
            ops_tour_clear(&t->tour);
            t->tour = tour;
        }
    }
    if (t->have_table) {
        tui_open_reload(t);
        if (!t->entering)
            tui_open_cursor_next(t);
    }
    if (t->scr == SCR_CHOOSE)
        tui_choose_load(t);
    if (t->scr == SCR_ATTEND)
        tui_attend_load(t);
    t->stand_valid = false;
    t->stats_valid = false;
    t->cash_valid = false;
}

/* ---- keys ---- */

static int map_key(int r, wint_t ch)
{
    if (r == KEY_CODE_YES) {
        switch (ch) {
        case KEY_ENTER: return TE_KEY_ENTER;
        case KEY_BACKSPACE: return TE_KEY_BACKSPACE;
        case KEY_BTAB: return TE_KEY_BTAB;
        case KEY_LEFT: return TE_KEY_LEFT;
        case KEY_RIGHT: return TE_KEY_RIGHT;
        case KEY_UP: return TE_KEY_UP;
        case KEY_DOWN: return TE_KEY_DOWN;
        default: return K_FN((int)ch);
        }
    }
    switch (ch) {
    case '\n': case '\r': return TE_KEY_ENTER;
    case 27: return TE_KEY_ESC;
    case 127: case 8: return TE_KEY_BACKSPACE;
    case '\t': return TE_KEY_TAB;
    default: return (int)ch;
    }
}

static void want_quit(tui *t)
{
    if (t->entering && tui_entry_dirty(&t->entry))
        t->confirm = CONFIRM_QUIT;
    else
        t->quit = true;
}

/* What the screen whose key it was asks for (t->req): leaving (asked
 * first when an entry is half-typed), another table, the money screen. */
static void do_request(tui *t)
{
    if (t->req == TUI_REQ_QUIT)
        want_quit(t);
    else if (t->req == TUI_REQ_CHOOSE_TABLE)
        tui_choose_level(t, CH_TABLE);
    else if (t->req == TUI_REQ_MONEY)
        tui_money_open(t, SCR_SHEET);
    t->req = TUI_REQ_NONE;
}

/* The sheet: the open table's screen takes the key (a Skat table
 * tui_skat.c, a Schafkopf list tui_sch.c). */
static void key_sheet(tui *t, int k)
{
    if (!t->have_table) {
        if (k == 'c')
            tui_choose_level(t, t->have_tour ? CH_SERIES : CH_TOURN);
        else if (k == 'q')
            want_quit(t);
        return;
    }
    t->req = TUI_REQ_NONE;
    if (t->sch)
        tui_sch_key(t, k);
    else
        tui_skat_key(t, k);
    do_request(t);
}

/* A screen of lists and figures (standings, statistics, money, cash desk,
 * attendance): q leaves, ? shows the help, every other key is the
 * screen's. */
static void key_list(tui *t, int k, void (*key)(tui *, int))
{
    if (k == 'q') {
        want_quit(t);
    } else if (k == '?') {
        t->help_return = t->scr;
        t->scr = SCR_HELP;
    } else {
        key(t, k);
    }
}

static void handle_key(tui *t, int k)
{
    if (k == K_FN(KEY_RESIZE)) {
        clearok(curscr, TRUE);
        return;
    }
    if (k == 12) { /* Ctrl-L: redraw, and read the table again */
        clearok(curscr, TRUE);
        if (t->scr == SCR_SHEET && t->have_table && !t->entering) {
            tui_open_reload(t);
            tui_open_cursor_next(t);
            tui_status(t, false, _("reloaded"));
        }
        return;
    }
    if (t->too_small) {
        /* nothing is shown: only leaving acts (a half-typed entry is not
         * saved, so nothing is lost); a pending y/n waits for a window
         * large enough to read it */
        if (k == 'q' || k == 'Q')
            t->quit = true;
        return;
    }
    if (t->confirm) {
        int c = t->confirm;
        t->confirm = 0;
        if (k == 'y' || k == 'Y' || k == 'j' || k == 'J') {
            if (c == CONFIRM_QUIT)
                t->quit = true;
            else
                tui_skat_confirm(t, c);
        } else {
            tui_status(t, false, c == CONFIRM_DELETE    ? _("not deleted")
                                 : c == CONFIRM_RESTORE ? _("not restored")
                                 : c == CONFIRM_RENEW   ? _("the entry code stays")
                                                        : _("not leaving"));
        }
        return;
    }
    switch (t->scr) {
    case SCR_CHOOSE:
        t->req = TUI_REQ_NONE;
        tui_choose_key(t, k);
        do_request(t);
        break;
    case SCR_SHEET: key_sheet(t, k); break;
    case SCR_CHECKIN: /* every printable key is the scan's: only Esc leaves */
        tui_checkin_screen.key(t, k);
        break;
    case SCR_ATTEND:
        if (t->att_typing) /* a new player's name: every key is the name's */
            tui_attend_screen.key(t, k);
        else if (k == TE_KEY_ESC || k == TE_KEY_BACKSPACE || k == TE_KEY_LEFT)
            t->scr = t->back[SCR_ATTEND];
        else
            key_list(t, k, tui_attend_screen.key);
        break;
    case SCR_HELP:
        if (k == TE_KEY_DOWN || k == 'j' || k == ' ' || k == K_FN(KEY_NPAGE))
            t->help_scroll += k == TE_KEY_DOWN || k == 'j' ? 1 : LINES - 2;
        else if (k == TE_KEY_UP || k == 'k' || k == K_FN(KEY_PPAGE))
            t->help_scroll -= k == K_FN(KEY_PPAGE) ? LINES - 2 : 1;
        else
            t->scr = t->help_return;
        break;
    default: /* the standings, statistics, money, cash desk */
        key_list(t, k, tui_screen_of(t->scr)->key);
        break;
    }
}

/* ---- the run ---- */

static int preselect(tui *t, const tui_options *opt, sk_err *err)
{
    if (opt->tournament || opt->series || opt->table) {
        ops_tour tour;
        if (ops_tour_find(t->d, opt->tournament, &tour, err) != SK_OK)
            return SK_FAIL;
        t->tour = tour;
        t->have_tour = true;
    } else {
        /* the only tournament opens directly */
        db_tournament *v = NULL;
        size_t n = 0;
        sk_err e2;
        sk_err_clear(&e2);
        if (db_tournament_list(t->d, &v, &n, &e2) == SK_OK && n == 1) {
            if (ops_tour_find(t->d, v[0].name, &t->tour, &e2) == SK_OK)
                t->have_tour = true;
        }
        db_tournaments_free(v, n);
    }
    if (opt->series) {
        db_series s;
        memset(&s, 0, sizeof s);
        if (db_series_get(t->d, t->tour.row.id, opt->series, &s, err) != SK_OK)
            return SK_FAIL;
        bool found = opt->table == 0;
        for (size_t i = 0; i < s.ntables; i++)
            if (s.tables[i].table_no == opt->table)
                found = true;
        db_series_clear(&s);
        if (!found)
            return sk_err_set(err, SK_FAIL, _("table %d does not exist in series %d"), opt->table,
                              opt->series);
    } else if (opt->table) {
        return sk_err_set(err, SK_USAGE, _("--table needs --series"));
    }
    return SK_OK;
}

int tui_run(struct db *d, const tui_options *opt, sk_err *err)
{
    if (!isatty(0) || !isatty(1))
        return sk_err_set(err, SK_FAIL, _("the TUI needs a terminal (stdin and stdout)"));
    tui t;
    memset(&t, 0, sizeof t);
    t.d = d;
    t.cursor = -1;
    int rc = preselect(&t, opt, err);
    if (rc != SK_OK) {
        if (t.have_tour)
            ops_tour_clear(&t.tour);
        return rc;
    }
    sk_err e0;
    sk_err_clear(&e0);
    db_data_version(d, &t.data_version, &e0);

    struct sigaction sa, old_int, old_term, old_hup;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, &old_int);
    sigaction(SIGTERM, &sa, &old_term);
    sigaction(SIGHUP, &sa, &old_hup);
    g_signal = 0;
    if (!g_atexit_done) {
        atexit(restore_terminal);
        g_atexit_done = true;
    }
    quiet_stderr();
    /* newterm, not initscr: an unset or unknown TERM returns NULL here
     * instead of exiting with a message on the hidden stderr */
    if (!newterm(NULL, stdout, stdin)) {
        restore_terminal();
        sigaction(SIGINT, &old_int, NULL);
        sigaction(SIGTERM, &old_term, NULL);
        sigaction(SIGHUP, &old_hup, NULL);
        if (t.have_tour)
            ops_tour_clear(&t.tour);
        const char *term = getenv("TERM");
        if (!term || !*term)
            return sk_err_set(err, SK_FAIL, _("TERM is not set: the TUI needs to know the terminal "
                              "(e.g. TERM=xterm-256color)"));
        return sk_err_set(err, SK_FAIL, _("TERM '%s' is unknown or cannot address the cursor: the "
                          "TUI cannot draw on it (try TERM=xterm-256color)"), term);
    }
    g_curses_on = true;
    cbreak();
    noecho();
    nonl();
    keypad(stdscr, TRUE);
    set_escdelay(25);
    timeout(250);
    curs_set(0);
    if (has_colors()) {
        start_color();
        use_default_colors();
        init_pair(1, COLOR_RED, -1);
        init_pair(2, COLOR_CYAN, -1);
        init_pair(3, COLOR_GREEN, -1);
    }

    if (t.have_tour && opt->series && opt->table)
        tui_open_table(&t, opt->series, opt->table);
    else if (t.have_tour && opt->series) {
        t.series_no = opt->series;
        tui_choose_level(&t, CH_TABLE);
    } else if (t.have_tour)
        tui_choose_level(&t, CH_SERIES);
    else
        tui_choose_level(&t, CH_TOURN);
    const char *codeset = nl_langinfo(CODESET);
    bool utf8 = codeset && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
    tui_set_ascii(!utf8);
    if (!utf8) /* said once, at the start */
        tui_status(&t, true, _("the terminal's locale has no UTF-8 (%s): umlauts are shown as ae, "
                   "oe, ue, ss; start with LANG=C.UTF-8 (or de_DE.UTF-8) for the real letters"),
                   codeset ? codeset : "?");

    while (!t.quit && !g_signal) {
        tui_draw_all(&t);
        wint_t ch;
        int r = get_wch(&ch);
        if (r != ERR)
            handle_key(&t, map_key(r, ch));
        poll_changes(&t);
    }
    restore_terminal();
    sigaction(SIGINT, &old_int, NULL);
    sigaction(SIGTERM, &old_term, NULL);
    sigaction(SIGHUP, &old_hup, NULL);

    tui_open_free(&t);
    tui_choose_clear(&t);
    for (int s = 0; s < SCR_N; s++) {
        const tui_screen_fns *f = tui_screen_of((tui_screen)s);
        if (f && f->free)
            f->free(&t);
    }
    if (t.have_tour)
        ops_tour_clear(&t.tour);
    if (g_signal)
        return sk_err_set(err, SK_FAIL, _("interrupted by signal %d: the terminal was restored, "
                          "every saved game is kept"), (int)g_signal);
    return SK_OK;
}
