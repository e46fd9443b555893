#!/usr/bin/env bash
# CLI tests of the one option parser (app/cli/opt.c) driven by the command
# table (app/cli/commands.c), and of usage and help generated from it.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"

DB=$(new_db o)
NODB=$TMP/none.db   # never created: a refusal before it is opened is the parser's
S() { "$SK" --db "$DB" "$@"; }
"$SK" --db "$DB" init >/dev/null || t_fail "setup: init"
GAME=(game add --series 1 --table 1 --declarer 1 clubs --with 1 --points 70)

# --- unknown options, missing and bad values -----------------------------------
check "unknown option" 2 --err "skatsheet: unknown option --frob" \
    --err "usage: skatsheet player add NAME" -- "$SK" --db "$NODB" player add X --frob
check "unknown short option" 2 --err "unknown option -x" -- "$SK" value clubs -x
check "unknown option with a value" 2 --err "unknown option --frob=1" -- "$SK" value clubs --frob=1
check "missing value" 2 --err "--club needs a value" -- "$SK" --db "$NODB" player add X --club
check "missing value of a short option" 2 --err "--tournament needs a value" \
    -- "$SK" --db "$NODB" standings -t
check "bad int" 2 --err "--players must be a whole number from 3 to 400, not 'x'" \
    -- "$SK" --db "$NODB" demo --players x
check "int out of range" 2 --err "--players must be a whole number from 3 to 400, not '401'" \
    -- "$SK" --db "$NODB" demo --players 401
[ -e "$NODB" ] && t_fail "demo refused before creating the database" \
    || t_ok "demo refused before creating the database"
check "bad int after =" 2 --err "--series must be a whole number from 1 to 99, not '0'" \
    -- "$SK" --db "$NODB" standings --series=0
check "bad enum" 2 --err "--table must be 3 or 4, not '5'" -- "$SK" value clubs --table 5
check "bad global --lang" 2 --err "--lang must be de or en, not 'fr'" \
    -- "$SK" --db "$NODB" export pdf x.pdf --lang fr
check "enum any case" 0 --out "Seeger" -- "$SK" value clubs --with 1 --points 70 --table=4
check "flag with a value" 2 --err "--hand takes no value" -- "$SK" value clubs --hand=1

# --- repeated options: one rule -------------------------------------------------
check "value --hand twice" 2 --err "--hand given twice" -- "$SK" value clubs --with 1 --hand --hand --points 70
check "game add --hand twice" 2 --err "--hand given twice" \
    -- "$SK" --db "$NODB" "${GAME[@]}" --hand --hand
check "game add --with twice" 2 --err "--with given twice" \
    -- "$SK" --db "$NODB" game add --series 1 --table 1 --declarer 1 clubs --with 1 --with 2
check "-t twice" 2 --err "--tournament given twice" -- "$SK" --db "$NODB" standings -t A -t B
check "repeatable --venue reaches the command" 1 --err "$NODB" \
    -- "$SK" --db "$NODB" league matchday add 1 --date 2027-01-01 --venue A,B --venue C,D
[[ $ERR == *"given twice"* ]] && t_fail "--venue is repeatable" "$ERR" || t_ok "--venue is repeatable"

# --- exclusive, needed and required options ------------------------------------
check "exclusive group" 2 --err "--won and --lost exclude each other" -- "$SK" value null --lost --won
check "exclusive in any order" 2 --err "--with and --without exclude each other" \
    -- "$SK" value clubs --without 2 --with 1 --won
check "exclusive by list" 2 --err "--tournament and --league exclude each other" \
    -- "$SK" --db "$NODB" export pdf x.pdf -t T --league L
check "needs" 2 --err "--table needs --series" -- "$SK" --db "$NODB" export games x.csv --table 1
check "required" 2 --err "--date DATE is required" \
    -- "$SK" --db "$NODB" league matchday add 1
check "required enum shows its choices" 2 --err "--kind championship is required" \
    -- "$SK" --db "$NODB" season create X

# --- positional arguments --------------------------------------------------------
check "positional not a number" 2 --err "N must be a whole number from 1 to 99, not 'x'" \
    -- "$SK" --db "$NODB" series show x
check "positional out of range" 2 --err "N must be a whole number from 1 to 999, not '0'" \
    -- "$SK" --db "$NODB" league matchday add 0 --date 2027-01-01
check "positional missing" 2 --err "NAME is required" -- "$SK" --db "$NODB" player add
check "positional one or more missing" 2 --err "PLAYER is required" \
    -- "$SK" --db "$NODB" team add T
check "extra positional" 2 --err "unexpected argument 'B' (quote a name with spaces)" \
    -- "$SK" --db "$NODB" player remove A B
check "extra positional, no name" 2 --err "unexpected argument 'x'" -- "$SK" --db "$NODB" init x
check "- is an argument" 1 --err "$NODB" -- "$SK" --db "$NODB" import games -
check "-- then a dash name" 0 --out "added -x" -- S player add -- -x
check "the dash name is stored" 0 --out " -x " -- S player list
check "-- then options are names" 0 --out "added --club" -- S player add --club C -- --club
check "an option before --" 0 --out "C" -- S player list

# --- commands of three words -----------------------------------------------------
check "three words dispatched" 1 --err "$NODB" -- "$SK" --db "$NODB" league team add X --club C
check "two of three words: a group" 2 --err "'league team' needs a subcommand; see 'skatsheet help league team'" \
    --err "usage: skatsheet league team add NAME --club CLUB [--division D] [-l LEAGUE]" \
    -- "$SK" --db "$NODB" league team X
check "help of a three-word command" 0 \
    --out "usage: skatsheet league roster add TEAM PLAYER... [--substitute] [-l LEAGUE]" \
    --out "  -l, --league LEAGUE" --out "A player is in one team per league." \
    -- "$SK" help league roster add
check "three-word command --help" 0 --out "usage: skatsheet league matchday add N --date DATE [--venue TEAM,TEAM,...]... [-l LEAGUE]" \
    --out "(repeatable)" -- "$SK" league matchday add --help
check "help by the first words" 0 --out "usage: skatsheet league division add" \
    --out "usage: skatsheet league table" -- "$SK" help league
check "usage line of a usage error" 2 \
    --err "usage: skatsheet game add [CONTRACT] --series N --table T [--game G] [--passed | --declarer SEAT] [-t NAME] [game flags]" \
    -- "$SK" --db "$NODB" game add --series 1
check "help lists the game flags" 0 --out "Game flags:" --out "  --announce schneider|schwarz" \
    -- "$SK" help game edit

# --- help --all: every command and option, machine-readable -----------------------
check "help --all" 0 --out "$(printf 'command\tleague team add\tadd a team to a league\tdb')" \
    --out "$(printf 'option\t--club\t-\tstring\tCLUB\trequired\tthe team'"'"'s club')" \
    --out "$(printf 'option\t--tournament\t-t\tstring\tNAME\t-\t')" \
    --out "$(printf 'option\t--format\t-\tenum:text|csv|json\t-\t-\t')" \
    --out "$(printf 'option\t--series\t-\tint:1..99\tN\t-\t')" \
    --out "$(printf 'option\t--venue\t-\tstring\tTEAM,TEAM,...\trepeat\t')" \
    --out "$(printf 'option\t--won\t-\tflag\t-\tgroup=102\t')" \
    --out "$(printf 'option\t--division\t-\tstring\tD\tneeds=league\t')" \
    --out "$(printf 'pos\tPLAYER\t2\t-1\tstring')" --out "$(printf 'pos\tN\t1\t1\tint:1..99')" \
    -- "$SK" help --all
"$SK" help --all >"$TMP/all"
"$SK" --help | sed -n 's/^  \([a-z][a-z ]*[a-z]\)  .*/\1/p' | sed 's/ *$//' >"$TMP/listed"
cut -f2 <(grep '^command' "$TMP/all") >"$TMP/named"
if [ -s "$TMP/listed" ] && diff "$TMP/listed" "$TMP/named" >"$TMP/d"; then
    t_ok "help --all names every command of the overview"
else
    t_fail "help --all names every command of the overview" "$(head -20 "$TMP/d")"
fi
bad=$(awk -F'\t' '$1=="command"&&NF!=4 || $1=="pos"&&NF!=5 || $1=="option"&&NF!=7 \
    || ($1!="command"&&$1!="pos"&&$1!="option")' "$TMP/all" | head -3)
[ -z "$bad" ] && t_ok "help --all: every line is a record of its kind" \
    || t_fail "help --all: every line is a record of its kind" "$bad"
