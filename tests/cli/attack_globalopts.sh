#!/usr/bin/env bash
# Issue 28, item 8: one value per global option.  `--db` or `--lang` given
# twice used to pass silently (the last one won: a command could go to
# another database than the one the user read first); every command
# option given twice is refused, and so are these now: exit 2 naming it,
# nothing run.
. "$(dirname "$0")/../lib.sh"
cd "$TMP"
"$SK" --db a.db init >/dev/null
"$SK" --db b.db init >/dev/null
sa=$(db_sum a.db); sb=$(db_sum b.db)
check "--db twice" 2 --err "--db given twice" -- "$SK" --db a.db --db b.db player add Anna
check "--db and --db=" 2 --err "--db given twice" -- "$SK" --db a.db player add Anna --db=b.db
check "--db= twice" 2 --err "--db given twice" -- "$SK" --db=a.db --db=b.db player list
check "--db the same file twice" 2 --err "--db given twice" -- "$SK" --db a.db --db a.db player add Anna
check "--lang twice" 2 --err "--lang given twice" -- "$SK" --lang de --lang en version
check "--lang and --lang=" 2 --err "--lang given twice" -- "$SK" --lang=de player list --db a.db --lang en
[ "$(db_sum a.db)" = "$sa" ] && [ "$(db_sum b.db)" = "$sb" ] && t_ok "nothing ran: both databases unchanged" \
    || t_fail "databases unchanged"
check "after -- a second --db is an argument, not an option" 0 --out "added --db" -- "$SK" --db a.db player add -- --db
check "once each is fine" 0 --out "Anna" -- "$SK" --db a.db --lang en player add Anna
