#!/usr/bin/env bash
# tests/tui/tui.sh - drive the real TUI in tmux: choose a table, enter games
# of every kind, check the screen and the database, corrections, refresh
# after a CLI write, two keepers at once, resize, too small, Ctrl-C.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"

if ! command -v tmux >/dev/null 2>&1; then
    t_fail "tmux available" "tmux is not installed"
    exit 0
fi

DB=$(new_db tui)
. "$(dirname "$0")/lib_tui.sh"
sk() { "$SK" --db "$DB" "$@"; }

# ---- the tournament, through the CLI ----
sk init >/dev/null || { t_fail setup "init failed"; exit 0; }
for p in "Jürgen Weiß" "Öztürk Ayşe" "Åsa Öberg" "Zoë Ünal" "Łukasz Żak" "王芳" "Renée Dußmann"; do
    sk player add "$p" >/dev/null || { t_fail setup "player add $p failed"; exit 0; }
done
sk tournament create "Clubabend" --series 2 >/dev/null || { t_fail setup "tournament create"; exit 0; }
sk series draw 1 --seed 7 >/dev/null || { t_fail setup "series draw"; exit 0; }
show=$(sk series show 1)
case "$show" in
    *"table 1 (4 players)"*"table 2 (3 players)"*) t_ok "setup: a 4-table and a 3-table" ;;
    *) t_fail "setup: a 4-table and a 3-table" "$show"; exit 0 ;;
esac

# seat N of table 1 in series 1 (from `series show`)
seat_name() {
    printf '%s\n' "$show" | awk -v n="$1" '/^table /{t=$2} t==1 && $1=="seat" && $2==n {sub(/^ *seat +[0-9]+ +- +/, ""); print; exit}'
}
S1=$(seat_name 1); S2=$(seat_name 2); S3=$(seat_name 3); S4=$(seat_name 4)
if [ -n "$S1" ] && [ -n "$S4" ]; then t_ok "setup: seat names read"; else t_fail "setup: seat names read" "$show"; fi
sk team add "Nord" "$S1" "$S2" >/dev/null && sk team add "Süd" "$S3" "$S4" >/dev/null \
    || t_fail "setup: teams" "team add failed"

# ---- choose a table (keyboard only) ----
start A "$SK" --db "$DB" tui
expect "choose: the only tournament opens its series" A "Clubabend - choose a series" "> Series 1"
keys A Enter
expect "choose: the tables of series 1" A "choose a table" "Table 1 (4 players, 0 games" "Table 2 (3 players"
keys A Enter
expect "choose: the sheet of table 1" A "Clubabend - series 1 - table 1 (4 players) - 0/48 games" \
    "   1 > next" "Game 1 (seat 1"

# ---- a refused dealer-declarer: seat 1 deals game 1 at a 4-table ----
keys A 1
expect "dealer refused as declarer" A "declarer seat 1 deals game 1: at a 4-table the dealer sits out"
keys A Escape
wait_for A "entry cancelled" || true

# ---- game 1: a won suit game, seat 2 clubs with 2, 75 ----
keys A 2 c 2
expect "preview shows the working before the points" A "clubs with 2, game 3 = 3 × 12 = 36; card points or w/l next"
keys A 7 5
expect "preview shows the result before saving" A "won +36 (Seeger +86)"
expect_row "the row shows the pending game before saving" A 1 "| (36) |" "not saved yet"
[ "$(sk game list --series 1 --table 1 | grep -c 'clubs')" = 0 ] && t_ok "nothing saved before Enter" \
    || t_fail "nothing saved before Enter" "$(sk game list --series 1 --table 1)"
keys A Enter
keycount "game 1: a plain suit game (2 c 2 goes on to the points by itself)" 6 2 c 2 7 5 Enter
expect "game 1 saved" A "game 1 saved"
expect_row "row 1: 36 under seat 2" A 1 "|G | 36 |" "+36 clubs with 2, 75"

# ---- game 2: a lost grand hand (by result), seat 3 grand without 1 hand ----
keys A 3 g - 1 h l
expect "grand hand preview" A "grand without 1, game 2, hand 3 = 3 × 24 = 72; lost -144"
keys A Enter
keycount "game 2: a Grand Hand lost" 7 3 g - 1 h l Enter
expect_row "row 2: lost grand hand marked" A 2 "| -144 L |" "-144 grand without 1 hand, lost"
row A 2 | grep -q "lost LOST" && t_fail "row 2: a game entered as lost says so once" "$(row A 2)" ||
    t_ok "row 2: a game entered as lost says so once"

# ---- game 3: null ouvert with German-free keys, seat 4 ----
keys A 4 n o Enter w
expect "null ouvert preview" A "null ouvert = 46; won +46"
keys A Enter
expect_row "row 3: null ouvert" A 3 "| 46 |" "+46 null ouvert"

# ---- game 4: passed ----
keys A p
expect "passed preview" A "game 4 passed (eingepasst)"
keys A Enter
expect_row "row 4: passed" A 4 "passed"

# ---- game 5: overbid, seat 2 diamonds with 2, bid 36, 70 points ----
keys A 2 d 2 Enter
keys A Space
expect "bid: next legal values offered" A "bid 20 (next 22 23 24)"
keys A BSpace 3 6 Enter 7 0
expect "overbid preview" A "bid 36 not reached: overbid, value 36, lost -72"
expect_row "pending overbid game: running total in the row" A 5 "| (-36) |" "(-72, not saved yet"
keys A Enter
expect_row "row 5: overbid marked, running total" A 5 "| -36 ! |" "OVERBID"
expect "current game highlighted" A "   6 > next"

# ---- the Seeger block (4-table: others' lost games x 30, dealer included) ----
expect_line "block: game points" A "Game points" "Game points | 0 | -36 | -144 | 46 |"
expect_line "block: won" A "Won " "Won | 0 | 1 | 0 | 1 |"
expect_line "block: lost" A "Lost " "Lost | 0 | 1 | 1 | 0 |"
expect_line "block: 50 x (won - lost)" A "50 x" "50 x (W-L) | 0 | 0 | -50 | 50 |"
expect_line "block: others' lost games, 5 × 30 = 150 as everywhere" A "Others lost" "Others lost | 2 × 30 = 60 | 1 × 30 = 30 | 1 × 30 = 30 | 2 × 30 = 60 |"
expect_line "block: totals" A "Total" "Total | 60 | -6 | -164 | 156 |"

# ---- UTF-8 names align: the column bars sit at the same display columns ----
if screen A | /usr/bin/python3 -c '
import sys, unicodedata
lines = sys.stdin.read().split("\n")
def bars(l):
    col, out = 0, []
    for ch in l:
        if ch == "|": out.append(col)
        col += 2 if unicodedata.east_asian_width(ch) in "WF" else 1
    return out
head = lines[1]; total = [l for l in lines if l.startswith("Total")][0]
rows = [l for l in lines[3:] if l[:4].strip().isdigit()]
ok = bars(head) == bars(total) and all(bars(r) == bars(head) for r in rows) and len(bars(head)) == 5
non_ascii = any(ord(c) > 127 for c in head)
sys.exit(0 if ok and non_ascii else 1)'; then
    t_ok "UTF-8 names align with the columns (wcwidth)"
else
    t_fail "UTF-8 names align with the columns (wcwidth)" "$(screen A | head -n 8)"
fi

# ---- the database agrees ----
gl=$(sk game list --series 1 --table 1)
ok=1
for want in "clubs with 2" "grand without 1, game 2, hand 3" "null ouvert = 46" "overbid" "passed"; do
    case "$gl" in *"$want"*) ;; *) ok=0 ;; esac
done
[ "$(printf '%s\n' "$gl" | grep -cE '^ +[0-9]+ ')" = 5 ] || ok=0
[ "$ok" = 1 ] && t_ok "game list shows the five games" || t_fail "game list shows the five games" "$gl"
csv=$(sk standings --series 1 --format csv 2>&1)
ok=1
for want in "$S1,0,0,0,0,60,60" "$S2,1,1,-36,0,30,-6" "$S3,0,1,-144,-50,30,-164" "$S4,1,0,46,50,60,156"; do
    case "$csv" in *"$want"*) ;; *) ok=0 ;; esac
done
[ "$ok" = 1 ] && t_ok "standings csv agrees with the Seeger block" \
    || t_fail "standings csv agrees with the Seeger block" "$csv"

# ---- corrections: edit game 1 (95 points: schneider), delete game 4 ----
keys A Home e
expect "edit loads the game" A "Edit game 1:" "points 75"
keys A BSpace BSpace 9 5
expect "edit preview" A "clubs with 2, game 3, schneider 4 = 4 × 12 = 48"
keys A Enter
expect "edit saved" A "game 1 corrected"
expect_row "row 1 corrected" A 1 "| 48 |" "+48 clubs with 2, 95"
expect_row "running total follows the correction" A 5 "| -24 ! |"
case "$(sk game list --series 1 --table 1)" in
    *"schneider 4 = 4 × 12 = 48"*) t_ok "edit reached the database" ;;
    *) t_fail "edit reached the database" "$(sk game list --series 1 --table 1)" ;;
esac
# a save without a change writes nothing (no history entry)
h0=$(db_sql "$DB" "SELECT count(*) FROM games_audit")
keys A Home e
expect "edit loads game 1 again" A "Edit game 1:"
keys A Enter
expect "an unchanged save says so" A "game 1 unchanged: nothing written"
[ "$(db_sql "$DB" "SELECT count(*) FROM games_audit")" = "$h0" ] \
    && t_ok "an unchanged save leaves no history entry" \
    || t_fail "an unchanged save leaves no history entry" "$h0 -> $(db_sql "$DB" "SELECT count(*) FROM games_audit")"
# after the edit the cursor went to the next game to enter (game 6)
keys A e
expect "after an edit the cursor is on the next game to enter" A "Game 6:"
keys A Escape
expect "entry cancelled" A "entry cancelled"
keys A Home Down Down Down x
expect "delete asks first" A "Delete game 4 (passed)? y/n"
keys A n
expect "delete declined" A "not deleted"
expect_row "row 4 still there" A 4 "passed"
keys A x
wait_for A "Delete game 4 (passed)? y/n" || true
keys A y
expect "delete confirmed" A "game 4 deleted"
expect_row "row 4 empty again" A 4 "> next"
[ "$(sk game list --series 1 --table 1 | grep -c passed)" = 0 ] && t_ok "delete reached the database" \
    || t_fail "delete reached the database" "$(sk game list --series 1 --table 1)"

# restore in the TUI: u on the deleted game puts it back (y confirms)
keys A u
expect "restore asks first" A "Restore the latest earlier version of game 4 from the history? y/n"
keys A y
expect "restore confirmed" A "game 4 restored"
expect_row "row 4 back" A 4 "passed"
case "$(sk game history --series 1 --table 1 --game 4)" in
    *"restore  table 1 game 4, now: passed"*) t_ok "restore recorded in the history" ;;
    *) t_fail "restore recorded in the history" "$(sk game history --series 1 --table 1 --game 4)" ;;
esac
keys A Home Down Down Down x
wait_for A "Delete game 4 (passed)? y/n" || true
keys A y
expect "deleted again" A "game 4 deleted"

# ---- refresh after a CLI write from a second process ----
sk game add --series 1 --table 1 --game 6 --declarer 3 hearts --with 1 --points 80 >/dev/null
ROW_LIMIT=24 expect_row "refresh within a second after a CLI write" A 6 "| -124 |" "+20 hearts with 1, 80"
# after a refresh the cursor goes to the next game to enter (game 4)
keys A Home
sk game edit --series 1 --table 1 --game 6 --declarer 3 hearts --with 1 --points 85 >/dev/null
ROW_LIMIT=24 expect_row "refresh shows the CLI edit" A 6 "+20 hearts with 1, 85"
sk game edit --series 1 --table 1 --game 6 --declarer 3 hearts --with 1 --points 80 >/dev/null
ROW_LIMIT=24 expect_row "refresh shows the CLI edit back" A 6 "+20 hearts with 1, 80"
keys A e
expect "after a refresh the cursor is on the next game to enter" A "Game 4:"
keys A Escape
# check for the open table
keys A v
expect "check of the open table" A "check table 1: 43 of 48 games missing (first: 4)"
# a stored value edited behind the rules' back: v names it (ops_check_values)
T1="(SELECT x.id FROM tables x JOIN series s ON s.id = x.series_id WHERE s.series_no = 1 AND x.table_no = 1)"
G1="(SELECT min(game_no) FROM games WHERE table_id = $T1 AND passed = 0)"
gno=$(db_sql "$DB" "SELECT $G1")
db_sql_unchecked "$DB" games "UPDATE games SET score = score + 1, seeger = seeger + 1 WHERE table_id = $T1 AND game_no = $G1"
sleep 1.5
keys A v
expect "check shows a stored value against the rules" A \
    "1 stored game disagrees with the rules: game $gno: stored score"
db_sql_unchecked "$DB" games "UPDATE games SET score = score - 1, seeger = seeger - 1 WHERE table_id = $T1 AND game_no = $G1"
sleep 1.5
keys A v
expect "the value put back: the check is as before" A "check table 1: 43 of 48 games missing (first: 4)"
# (the refusal before says the same first words and now wraps whole: wait for it to go)
if wait_gone A "disagree"; then t_ok "no disagreement left"; else t_fail "no disagreement left" "$(screen A | tail -n 3)"; fi

# ---- a second keeper on the other table at the same time ----
start B "$SK" --db "$DB" tui --series 1 --table 2
expect "second keeper: table 2 (3 players)" B "series 1 - table 2 (3 players) - 0/36 games"
keys B 1 s 1 Enter Enter 6 1
expect "3-table: the dealer may declare" B "spades with 1, game 2 = 2 × 11 = 22; won +22"
keys A 1 r 1 Enter Enter 4 0
keys B Enter
keys A Enter
expect "second keeper saved" B "game 1 saved"
expect "first keeper saved meanwhile" A "game 4 saved"
n2=$(sk game list --series 1 --table 2 | grep -cE '^ +[0-9]+ ')
n1=$(sk game list --series 1 --table 1 | grep -cE '^ +[0-9]+ ')
[ "$n1" = 6 ] && [ "$n2" = 1 ] && t_ok "two keepers on different tables: both saved" \
    || t_fail "two keepers on different tables: both saved" "table 1: $n1 games, table 2: $n2"
expect_line "3-table block: others x 40" B "Others lost" "Others lost | 0 × 40 = 0 | 0 × 40 = 0 | 0 × 40 = 0 |"

# ---- help, standings ----
keys A '?'
expect "help lists the keys" A "every key" "c k e clubs (Kreuz, Eichel)" "h hand   o ouvert   a announce"
keys A Escape
wait_gone A "every key"
keys A s
expect "standings of the series" A "standings of series 1" "Rank  Player"
keys A Tab
expect "tournament standings" A "tournament standings"
keys A Tab
expect "team ranking" A "team ranking" "Nord" "Süd"
keys A t
expect "standings: t opens the statistics" A "statistics: " "All players"
keys A Escape
expect "statistics: Esc goes back to the standings" A "team ranking"
keys A Escape
expect "back to the sheet" A "series 1 - table 1"

# ---- statistics view: t from the sheet, Enter shows a player in detail ----
keys A t
games_line=$(sk stats | sed -n 2p | sed 's/^[0-9]* players*, //')   # "7 games (0 passed)", as the CLI counts
expect "statistics of the tournament, counted as by the CLI" A "Clubabend - statistics: $games_line" \
    "Player" "Games" "All players"
keys A Enter
expect "statistics: a player in detail" A "statistics of " "Games declared" "Seeger per series (1)"
keys A Escape Escape
expect "statistics: back to the sheet" A "series 1 - table 1"

# ---- a bid far above the game's maximum: warned in the preview ----
keys A 1 s 1 Enter Space 2 6 4 Enter 8 0
expect "bid 264 for spades: warned" A "bid 264 is above the highest spades game, 198: did you mean 24?"
keys A Escape

# ---- resize and a too small terminal ----
TM resize-window -t A -x 80 -y 24
expect "resize: the sheet redraws at 80x24" A "Total" "Game 7"
keys A '?'
expect "80x24: help scrolls" A "-- more: Down/Space --"
keys A Space; sleep 0.2; keys A Space
expect "80x24: help shows its end" A "-- end --" "any other key returns"
keys A Escape
keys A 1 c 2 Enter Space Enter 6 4
expect "80x24: the whole entry line fits" A "Game 7: 1 " "| clubs | with 2 | bid 20 (next 22 23 24) | points 64"
keys A Escape
# the cursor on game 6 (recorded), then too small: keys that would write
# (delete + yes, restore + yes, a whole entry + Enter) act on nothing
keys A Up
expect "cursor on recorded game 6" A "Game 6 is recorded"
TM resize-window -t A -x 40 -y 12
expect "too small terminal says so" A "Terminal too small" "40x12, need 60x18"
small_sum=$(db_sum "$DB")
keys A x; sleep 0.3; keys A y
keys A u; sleep 0.3; keys A y
keys A Down 1 c 2 Enter Space Enter 6 4 Enter
keys A e Enter s Tab c
sleep 1
expect "too small: the keys did not leave the notice" A "Terminal too small"
[ "$(db_sum "$DB")" = "$small_sum" ] && t_ok "too small: keys that would write changed nothing" \
    || t_fail "too small: keys that would write changed nothing" "$(sk game list --series 1 --table 1)"
TM resize-window -t A -x 120 -y 50
expect "resize back: the sheet again" A "Total       |" "   7 > next" "Others lost |"
expect "resize back: still on game 6, no question pending" A "Game 6 is recorded"
if screen A | grep -qE "Delete game|Restore the latest|y/n"; then
    t_fail "resize back: no confirmation was opened meanwhile" "$(screen A | sed 's/^/| /')"
else
    t_ok "resize back: no confirmation was opened meanwhile"
fi
[ "$(db_sum "$DB")" = "$small_sum" ] && t_ok "resize back: the database is as before" \
    || t_fail "resize back: the database is as before" "$(sk game list --series 1 --table 1)"
keys A Down

# ---- q asks only with a half-typed entry ----
keys A 2
keys A q
expect "q with a half-typed entry asks" A "Discard the half-typed entry and leave? y/n"
keys A n
keys A Escape
keys A q
expect "q leaves and restores the terminal" A "TUI-EXIT 0"

# ---- Ctrl-C restores the terminal too ----
keys B C-c
expect "Ctrl-C leaves cleanly with a message" B "interrupted by signal 2" "TUI-EXIT 1"

# ---- SIGTERM restores the terminal too ----
start E "$SK" --db "$DB" tui --series 1 --table 1
wait_for E "series 1 - table 1" || true
shpid=$(TM display -p -t E '#{pane_pid}')
tuipid=$(pgrep -P "$shpid" | head -n 1)
if [ -n "$tuipid" ]; then
    kill -TERM "$tuipid"
    expect "SIGTERM leaves cleanly with a message" E "interrupted by signal 15" "TUI-EXIT 1"
else
    t_fail "SIGTERM leaves cleanly with a message" "no TUI process under pid $shpid"
fi

# ---- no command on a terminal opens the TUI; without a terminal it does not ----
start C "$SK" --db "$DB"
expect "skatsheet with no command on a terminal opens the TUI" C "Clubabend - choose a series"
keys C q
expect "and q leaves it" C "TUI-EXIT 0"
check "tui without a terminal" 1 --err "needs a terminal" -- "$SK" --db "$DB" tui
# an unset or unknown TERM: a message, exit 1 (was exit 1 and nothing)
if command -v script >/dev/null; then
    check "tui with TERM unset" 1 --out "TERM is not set" \
        -- env -u TERM script -qec "'$SK' --db '$DB' tui" /dev/null
    check "tui with an unknown TERM" 1 --out "TERM 'nosuchterm' is unknown" \
        -- env TERM=nosuchterm script -qec "'$SK' --db '$DB' tui" /dev/null
else
    t_ok "tui with TERM unset (skipped: no script(1))"
fi
check "no command without a terminal: the overview" 2 --err "usage: skatsheet" -- "$SK" --db "$DB"
# ---- two tournaments: the list, then one without a drawn series ----
sk tournament create "Liga Nord" >/dev/null
start F "$SK" --db "$DB" tui
expect "choose: several tournaments are listed" F "choose a tournament" "> Clubabend" "  Liga Nord"
keys F Down Enter
expect "choose: a tournament without series says so" F "Liga Nord - choose a series" "No series drawn yet"
keys F Escape
expect "choose: Esc goes back to the tournaments" F "choose a tournament"
keys F Enter Enter Enter
expect "choose: the sheet again through the lists" F "Clubabend - series 1 - table 1"
keys F q
expect "choose: q leaves" F "TUI-EXIT 0"

start D "$SK" --db "$DB" tui -t Clubabend --series 1 --table 9
expect "tui: an unknown table is refused before curses starts" D \
    "table 9 does not exist in series 1" "TUI-EXIT 1"

# ---- who is here tonight: the attendance screen ----
sk tournament create "Abend" --series 2 --games3 3 >/dev/null
start G "$SK" --db "$DB" tui -t Abend
expect "attendance: the series level offers a" G "a who is here"
keys G a
expect "attendance screen" G "Abend - who is here (0 present)" "[ ] "
keys G Space Down Space Down Space
expect "three marked present" G "who is here (3 present)" "present"
[ "$(db_sql "$DB" "SELECT count(*) FROM attendance a JOIN tournaments u ON u.id = a.tournament_id WHERE u.name = 'Abend' AND a.from_series = 1")" = 3 ] \
    && t_ok "attendance reached the database" || t_fail "attendance reached the database"
sk series draw 1 -t Abend --seed 1 >/dev/null
keys G Down Space
expect "after the draw a new arrival joins series 2" G "present from series 2" "from series 2"
keys G Home
keys G Up Up Up
keys G l
expect "a leaver" G "left after series 1"
keys G Space
expect "a seated player cannot be marked absent" G "is seated in series 1"
keys G Escape
expect "Esc returns to the choose screen" G "Abend - choose a series"
keys G q
expect "attendance: q leaves" G "TUI-EXIT 0"

# ---- a latecomer chooses the series they join (+ / -) ----
sk tournament create "Spaet" --series 3 --games3 3 >/dev/null
start L "$SK" --db "$DB" tui -t Spaet
expect "latecomer: the series level" L "a who is here"
keys L a
expect "latecomer: attendance screen" L "Spaet - who is here (0 present)" "+/- the series a latecomer joins"
keys L Down Space Down Space Down Space
expect "latecomer: three present" L "who is here (3 present)"
sk series draw 1 -t Spaet --seed 1 >/dev/null || t_fail "latecomer: draw series 1" "draw failed"
sleep 1.5
keys L Up Up Up Space
expect "latecomer: joins the next series" L "present from series 2"
first=$(db_sql "$DB" "SELECT p.name FROM attendance a JOIN players p ON p.id = a.player_id JOIN tournaments u ON u.id = a.tournament_id WHERE u.name = 'Spaet' AND a.from_series = 2")
keys L +
expect "latecomer: + chooses series 3" L "present from series 3"
[ "$(db_sql "$DB" "SELECT a.from_series FROM attendance a JOIN players p ON p.id = a.player_id JOIN tournaments u ON u.id = a.tournament_id WHERE u.name = 'Spaet' AND p.name = '$first'")" = 3 ] \
    && t_ok "latecomer: series 3 reached the database" || t_fail "latecomer: series 3 reached the database" "$first"
keys L +
expect "latecomer: not beyond the last series" L "cannot join later than series 3, the tournament's last"
keys L -
expect "latecomer: - back to series 2" L "present from series 2"
sum=$(db_sum "$DB")
keys L -
expect "latecomer: not into a drawn series" L "series 1 is drawn already"
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "latecomer: refusal leaves the database" \
    || t_fail "latecomer: refusal leaves the database"
keys L Down +
expect "latecomer: a player seated in a drawn series cannot move" L "plays from series 1, which is drawn"
keys L Escape q
expect "latecomer: q leaves" L "TUI-EXIT 0"

# ---- too small: q still leaves ----
start H "$SK" --db "$DB" tui -t Clubabend --series 1 --table 1
wait_for H "series 1 - table 1" || true
TM resize-window -t H -x 30 -y 6
expect "too small on start of a table" H "Terminal too small"
keys H q
expect "too small: q leaves" H "TUI-EXIT 0"
