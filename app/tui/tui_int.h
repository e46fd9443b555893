/* tui_int.h - the TUI's state, shared by tui.c and tui_stand.c (not for
 * other modules). */
#ifndef SK_TUI_INT_H
#define SK_TUI_INT_H

#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>

#include "db_players.h"
#include "db_tournaments.h"
#include "tour.h"
#include "db_seating.h"
#include "db_games.h"
#include "db_evening.h"
#include "sheet.h"
#include "standings.h"
#include "entry.h"
#include "housetable.h"

struct tui_sch; /* tui_sch.c */
struct ops_stats; /* statsview.h */
struct db_sub;    /* db_subs.h */
struct ops_money; /* moneyview.h */
struct schops_standings; /* schops.h */
struct ops_cashier; /* cashier.h */
struct db_bank_line; /* db_bank.h */
struct db_mail_entry; /* db_mail.h */

typedef enum { SCR_CHOOSE, SCR_SHEET, SCR_STAND, SCR_HELP, SCR_ATTEND, SCR_STATS, SCR_MONEY,
               SCR_CHECKIN, SCR_CASHIER, SCR_N } tui_screen;
typedef enum { CH_TOURN, CH_SERIES, CH_TABLE } choose_level;
enum { CONFIRM_NONE = 0, CONFIRM_DELETE, CONFIRM_QUIT, CONFIRM_RESTORE, CONFIRM_RENEW };
enum { STAND_SERIES = 0, STAND_TOURNAMENT, STAND_TEAMS, STAND_NSCOPES };
/* What a screen (tui_sch.c, tui_skat.c, tui_choose.c) asks tui.c to do
 * after its key: the screens only read and write this state and call
 * tui_status/tui_draw, so tui.c depends on them and none of them on tui.c. */
typedef enum { TUI_REQ_NONE = 0, TUI_REQ_QUIT, TUI_REQ_CHOOSE_TABLE, TUI_REQ_MONEY } tui_req;

/* A curses function key (KEY_HOME, KEY_NPAGE, KEY_DC, KEY_RESIZE ...) as
 * tui.c's key map hands it to the screens: above the TE_KEY_* codes. */
#define K_FN(x) (0x200000 + (x))

typedef struct tui {
    db *d;
    tui_screen scr, help_return;
    tui_screen back[SCR_N];    /* the screen each one goes back to (Esc), set by tui_enter */
    int help_scroll;
    bool quit;
    bool too_small;            /* the last draw could not show the screen */
    tui_req req;               /* set by a screen's key handler, done by tui.c */
    char status[1200];
    bool status_err;
    int confirm;
    int confirm_game;
    char confirm_text[400];
    int64_t data_version;

    /* choose screen */
    choose_level lvl;
    int sel, choose_scroll;
    db_tournament *tours;
    size_t ntours;
    int *series_nos;
    size_t nseries;
    db_series ser;
    bool have_ser;
    int *table_games;          /* games recorded per ser.tables[k] */

    /* the open tournament / table */
    ops_tour tour;               /* the open tournament, its rules parsed */
    bool have_tour;
    int series_no, table_no;
    db_table table;
    bool have_table;
    struct db_sub *subs;       /* the series' substitutions (game sub), nsubs */
    size_t nsubs;
    game_table_rules rules;
    db_game *games;
    size_t ngames;
    sheet sh;
    int cursor, scroll;        /* row index (game_no - 1) */
    tui_entry entry;
    bool entering;
    bool sub_typing;           /* W: a substitution being typed ("2 Xaver") */
    char sub_text[256];        /* what is typed so far (UTF-8) */
    size_t sub_len;
    /* house rules (a Skat tournament with a house profile): the table's list */
    bool house;
    house_profile hp;
    ops_house_row *hrows;      /* [ngames], game_no = index + 1 */
    size_t nhrows;
    house_list hlist;
    house_bock_info hnext;     /* what the next game is */

    /* standings screen */
    int stand_scope;           /* STAND_* */
    int stand_series;          /* series shown in STAND_SERIES */
    int stand_scroll;
    bool stand_valid;
    stand_table stand;
    bool have_stand;
    db_progress_t stand_progress; /* games recorded of expected (provisional) */
    char **stand_names;        /* [stand.n] names of the rows */
    struct ops_money *stand_house; /* house rules: the list mode's standings (stand empty) */
    char stand_msg[1100];

    /* attendance screen (tui_attend.c) */
    db_player *att_players;
    size_t att_nplayers;
    db_attendee *att;
    size_t natt;
    int att_sel, att_scroll, att_last_drawn;
    struct db_reg *att_regs;   /* waiting self-registrations (listed first) */
    size_t att_nregs;
    char **att_reg_match;      /* [att_nregs] who each would become */
    bool att_typing;           /* n: a new player's name being typed */
    char att_name[256];        /* the name typed so far (UTF-8) */
    size_t att_name_len;

    /* statistics screen (tui_stats.c) */
    struct ops_stats *stats;   /* loaded, or NULL (stats_msg says why) */
    bool stats_valid, stats_detail;
    int stats_sel, stats_scroll;
    char stats_msg[600];

    /* money screen (tui_money.c) */
    struct ops_money *money;   /* loaded, or NULL (money_msg says why) */
    struct schops_standings *money_sch; /* a Schafkopf tournament's instead (schops.h) */
    char money_sch_how[400];   /* how it settles: "points x 1 ct", ... */
    bool money_sch_units;      /* Wendish: units, not points */
    bool money_valid;
    int money_series;          /* 0 = every series so far */
    int money_scroll;
    char money_msg[600];
    char money_note[600];      /* no rate set: the reminder (ops_money_no_rate), else "" */

    /* the check-in screen (tui_checkin.c): the scanner types into scan */
    char scan[320];
    size_t scan_len;
    int fee_mode;              /* 0 paid, 1 owed, 2 waived */
    char checkin_msg[1100];    /* the last check-in's answer */
    char checkin_seat[200];    /* its seat in large type */
    bool checkin_err;

    /* the cash desk (tui_cashier.c) */
    struct ops_cashier *cash;  /* loaded, or NULL (cash_msg says why) */
    bool cash_valid;
    int cash_scroll;
    char cash_msg[600];
    int cash_view;             /* 0 the players, 1 the bank transfers booked, 2 the mails sent */
    struct db_bank_line *cash_bank;
    size_t cash_nbank;
    struct db_mail_entry *cash_mail;
    size_t cash_nmail;

    /* the open table: what its second entry says otherwise (tui.c) */
    char second_diffs[600];

    /* a Schafkopf tournament's table (tui_sch.c) */
    bool sch;                  /* the open tournament plays Schafkopf */
    struct tui_sch *schs;
} tui;

/* Set the status line (printf-style); error shows it in the error colour
 * (tui_status.c). */
void tui_status(tui *t, bool error, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* Draw "Terminal too small" (need_c x need_l) instead of the screen and
 * set too_small: keys other than resize and quit are ignored until a draw
 * fits again (tui_status.c). */
void tui_too_small(tui *t, int need_c, int need_l);
/* Show screen scr, going back to `back` on Esc; need_tour: only with a
 * tournament open (else false, and the status line says to choose one
 * first). */
bool tui_enter(tui *t, tui_screen scr, tui_screen back, bool need_tour);
/* Does the window have need_c x need_l?  If not, tui_too_small (false). */
bool tui_fits(tui *t, int need_c, int need_l);
/* The keys the list screens share (standings, statistics, money, cash
 * desk): Up/k and Down/j move *pos by one, Esc, Backspace and b go back to
 * the screen back; any other key does nothing but say so (tui_status.c). */
void tui_list_key(tui *t, int k, int *pos, tui_screen back);

/* The Skat screens (tui_sheet.c): tui_draw_all draws the current screen
 * (the table chooser, the score sheet with its entry line, the help, or
 * the screen of another file); tui_sheet_geom is the sheet's column
 * geometry, which the keys page by. */
typedef struct tui_geom {
    int lw, cw, nw, n;
    int rows_top, rows_h, block_top, entry_top;
} tui_geom;

tui_geom tui_sheet_geom(const tui *t);
void tui_draw_all(tui *t);

/* The open table's game number game_no, or NULL (tui_sheet.c). */
const db_game *tui_game_of_row(const tui *t, int game_no);
/* The first game number without a game (0 when the sheet is full) (tui_sheet.c). */
int tui_current_game(const tui *t);
/* House rules: must game game_no be a Ramsch (or a Grand Hand instead)?
 * The next game of a Ramsch round or of a Ramsch-only evening (tui_sheet.c). */
bool tui_forced_ramsch(const tui *t, int game_no);

/* The Schafkopf table screen (tui_sch.c): the list with running totals and
 * an entry line with a live preview.  tui_sch_load (re)loads the open
 * table (SK_OK or SK_FAIL with the status set); tui_sch_key may set t->req
 * (q: quit, c: choose another table). */
int tui_sch_load(tui *t);
/* t->second_diffs for the open table (tui_second.c): "" when its second
 * entry agrees so far or none is asked for. */
void tui_second_diffs(tui *t);
void tui_sch_draw(tui *t);
void tui_sch_key(tui *t, int key);
void tui_sch_free(tui *t);

/* A screen of its own file, as tui.c and tui_sheet.c hand it a key and
 * draw it: draw, key (q and ? are tui.c's on the screens of lists and
 * figures) and free what it loaded (NULL: nothing). */
typedef struct tui_screen_fns {
    void (*draw)(tui *t);
    void (*key)(tui *t, int key);
    void (*free)(tui *t);
} tui_screen_fns;
/* The functions of screen scr, or NULL for the chooser, the sheet and the
 * help (tui_screens.c). */
const tui_screen_fns *tui_screen_of(tui_screen scr);

/* The standings screen (tui_stand.c). */
extern const tui_screen_fns tui_stand_screen;

/* The statistics screen (tui_stats.c): tui_stats_open shows it (Esc goes
 * back to `back`); it loads when drawn after a change (stats_valid false). */
void tui_stats_open(tui *t, tui_screen back);
extern const tui_screen_fns tui_stats_screen;

/* The money screen (tui_money.c, rules-house-schafkopf.md B.6): the
 * settlement of the open Skat tournament (ops_money_load, as `skatsheet
 * money`), who pays whom, the Kasse and the prize pool; Left/Right a
 * single series.  tui_money_open shows it (Esc goes back to `back`). */
void tui_money_open(tui *t, tui_screen back);
extern const tui_screen_fns tui_money_screen;
/* Row i of m's rank ("3.=" when shared) and name cells, for the money and
 * the house standings screens. */
void tui_money_lead(sk_buf *b, const struct ops_money *m, size_t i, int namew);

/* The check-in screen (tui_checkin.c): a scanner (it types like a
 * keyboard) or the desk types a code or member number, Enter checks the
 * player in (ops_checkin_scan: present, the fee, the seat at once); Tab
 * steps the fee taken (paid, owed, waived).  Esc goes back to `back`. */
void tui_checkin_open(tui *t, tui_screen back);
extern const tui_screen_fns tui_checkin_screen;

/* The cash desk (tui_cashier.c, ops_cashier_load: the figures of
 * `skatsheet cashier` and `money`). */
void tui_cashier_open(tui *t, tui_screen back);
extern const tui_screen_fns tui_cashier_screen;

/* The attendance screen (tui_attend.c).  tui_attend_open shows it for the
 * open tournament (Esc goes back to `back`; without one the status line
 * says to choose one first). */
void tui_attend_open(tui *t, tui_screen back);
int tui_attend_load(tui *t);
extern const tui_screen_fns tui_attend_screen;

#endif
