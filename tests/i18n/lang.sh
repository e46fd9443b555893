#!/usr/bin/env bash
# The language of messages: --lang, then SKATSHEET_LANG, then `config lang`
# in the database, then the locale; the catalogue next to the binary; no
# German locale needs to be generated (the machine running this has none).
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
cd "$TMP" || exit 1
DB=$(new_db t)
"$SK" --db "$DB" init >/dev/null

# the usage error of a command as probe: German "fehlt", English "is required"
check "--lang de" 2 --err "skatsheet: NAME fehlt" --err "Aufruf: skatsheet player add NAME" \
    -- "$SK" --db "$DB" --lang de player add
check "--lang=de after the command" 2 --err "NAME fehlt" -- "$SK" --db "$DB" player add --lang=de
check "default English" 2 --err "skatsheet: NAME is required" --err "usage: skatsheet player add" \
    -- "$SK" --db "$DB" player add
check "SKATSHEET_LANG=de" 2 --err "NAME fehlt" -- env SKATSHEET_LANG=de "$SK" --db "$DB" player add
check "--lang en beats SKATSHEET_LANG=de" 2 --err "NAME is required" \
    -- env SKATSHEET_LANG=de "$SK" --db "$DB" --lang en player add
check "locale de_DE.UTF-8 (not generated)" 2 --err "NAME fehlt" \
    -- env LC_ALL= LANG=de_DE.UTF-8 "$SK" --db "$DB" player add
check "locale fr_FR.UTF-8: English" 2 --err "NAME is required" \
    -- env LC_ALL=fr_FR.UTF-8 "$SK" --db "$DB" player add
check "LANG=C with --lang de: German in UTF-8" 2 --err "--won und --lost schließen einander aus" \
    -- env LC_ALL=C LANG=C "$SK" --db "$DB" --lang de value grand --hand --won --lost
check "help in German" 0 --out "Optionen:" --out "der Reizwert (Vorgabe 18)" \
    -- "$SK" --lang de help value
check "overview in German" 0 --out "Befehle:" --out "Allgemeine Optionen:" -- "$SK" --lang de --help

# config lang: stored in the database, below --lang and SKATSHEET_LANG
check "config lang unset" 0 --out "(not set)" -- "$SK" --db "$DB" config lang
check "config lang de" 0 --out "lang is now de" -- "$SK" --db "$DB" config lang de
check "config lang shown" 0 --out "de" -- "$SK" --db "$DB" config lang
check "stored default German" 2 --err "NAME fehlt" -- "$SK" --db "$DB" player add
check "SKATSHEET_LANG=en beats config" 2 --err "NAME is required" \
    -- env SKATSHEET_LANG=en "$SK" --db "$DB" player add
check "--lang en beats config" 2 --err "NAME is required" -- "$SK" --db "$DB" --lang en player add
check "stored default beats the locale" 2 --err "NAME fehlt" \
    -- env LC_ALL=en_US.UTF-8 "$SK" --db "$DB" player add
check "stored default in the overview" 0 --out "Befehle:" -- "$SK" --db "$DB" --help

# refusals: named, exit code, database unchanged
before=$(db_sum "$DB")
check "config lang fr refused" 3 --err "lang muss de oder en sein, nicht 'fr'" \
    -- "$SK" --db "$DB" config lang fr
check "config unknown key" 2 --err "unbekannte Einstellung 'colour'" -- "$SK" --db "$DB" config colour red
check "--lang xx refused" 2 --err "skatsheet: --lang must be de or en, not 'xx'" \
    -- "$SK" --db "$DB" --lang xx player list
check "--lang without value" 2 --err "--lang needs a value" -- "$SK" --db "$DB" player list --lang
check "SKATSHEET_LANG=fr refused" 2 --err "SKATSHEET_LANG must be de or en, not 'fr'" \
    -- env SKATSHEET_LANG=fr "$SK" --db "$DB" player list
after=$(db_sum "$DB")
[ "$before" = "$after" ] && t_ok "refusals leave the database unchanged" \
    || t_fail "refusals leave the database unchanged" "$before" "$after"
check "config lang --unset" 0 --out "lang is no longer set" -- "$SK" --db "$DB" --lang en config lang --unset
check "unset: English again" 2 --err "NAME is required" -- "$SK" --db "$DB" player add

# the catalogue is found next to the binary (DIR/locale) or in DIR/../share/locale;
# without one the program speaks English
mkdir -p "$TMP/alone" "$TMP/inst/bin" "$TMP/inst/share"
cp "$SK" "$TMP/alone/skatsheet"
check "no catalogue: English" 2 --err "NAME is required" \
    -- "$TMP/alone/skatsheet" --db "$DB" --lang de player add
cp "$SK" "$TMP/inst/bin/skatsheet"
cp -r "$(dirname "$SK")/locale" "$TMP/inst/share/locale"
check "catalogue in ../share/locale" 2 --err "NAME fehlt" \
    -- "$TMP/inst/bin/skatsheet" --db "$DB" --lang de player add
