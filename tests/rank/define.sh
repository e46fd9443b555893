#!/usr/bin/env bash
# Ranking definitions: define, show, compute by name and ad hoc; what
# picks the events (season, tournaments, from/to, window, min_players,
# min_series_event, club, family) and every refusal (exit 3, nothing
# stored).  Figures: lib_rank.sh's five club evenings.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_rank.sh"
export SKATSHEET_DB=$(new_db d)
"$SK" init >/dev/null
five_evenings

# ---- define, show, compute ----
check "define" 0 --out "ranking 'Best 3' defined" \
    -- "$SK" ranking define "Best 3" method=best count=3
check "show" 0 --out "method=best" --out "count=3" --out "unit=series" \
    -- "$SK" ranking show "Best 3"
# best 3 series (tests/league/season.sh's table): Anna 172+98+74 = 344,
# Bernd 196+74+72 = 342, Carla 170+74+68 = 312, Dieter 270+74+68 = 412
cols_is "best 3 by name" 1,2,10 "rank,player,score
1,Dieter,412
2,Anna,344
3,Bernd,342
4,Carla,312" "$SK" ranking "Best 3" --format csv
check "best 3 detail: what was struck and why" 0 \
    --out "- 2027-03-05 Clubabend 3, series 1: 0 (not among the best 3)" \
    --out "+ 2027-01-08 Clubabend 1, series 1: 172" -- "$SK" ranking "Best 3" --detail
check "json: items counted and struck" 0 \
    --out '"event":"Clubabend 2","date":"2027-02-05","series":1,"value":0,"games":' \
    --out '"counted":false,"struck":"not_best"' -- "$SK" ranking "Best 3" --format json
# a preset is stored expanded; the keys given after it win
check "define with a preset" 0 -- "$SK" ranking define Ispa20 preset=ispa min_games=20%
check "show the preset's keys" 0 --out "preset=ispa" --out "unit=game" --out "min_games=20%" \
    --no-out "min_games=75%" -- "$SK" ranking show Ispa20

# ---- what picks the events ----
# sum of all series, only Clubabend 2 and 4: Anna 72+74 = 146, Bernd 196+0,
# Carla 74+68 = 142, Dieter 0+270
cols_is "tournaments" 1,2,4,10 "rank,player,events,score
1,Dieter,2,270
2,Bernd,2,196
3,Anna,2,146
4,Carla,2,142" "$SK" ranking "tournaments=Clubabend 2,Clubabend 4" --format csv
# from/to: Clubabend 3 and 4 (2027-03-05, 2027-04-02)
cols_is "from and to" 1,2,10 "rank,player,score
1,Dieter,270
2,Carla,238
3,Anna,74
4,Bernd,70" "$SK" ranking from=2027-03-01 to=2027-04-30 --format csv
# a window of 60 days back from 2027-04-02 covers 2027-02-02 to 2027-04-02:
# Clubabend 2, 3 and 4.  Anna 72+0+74 = 146, Bernd 196+70+0 = 266,
# Carla 74+170+68 = 312, Dieter 0+270 = 270
cols_is "window in days" 1,2,4,10 "rank,player,events,score
1,Carla,3,312
2,Dieter,2,270
3,Bernd,3,266
4,Anna,3,146" "$SK" ranking window=60d at=2027-04-02 --format csv
# 2 months back from 2027-04-02: 2027-02-03 to 2027-04-02, the same evenings
check "window in months" 0 --out "events: 3, series held: 3" \
    -- "$SK" ranking window=2m at=2027-04-02
# a season: Clubabend 1 and 5; Anna 172+98 = 270, Bernd 74+72 = 146,
# Dieter 68+74 = 142, Carla only in 1: 0
"$SK" season create "Winter" --kind championship >/dev/null
"$SK" season add "Winter" "Clubabend 1" "Clubabend 5" >/dev/null
cols_is "season" 1,2,4,10 "rank,player,events,score
1,Anna,2,270
2,Bernd,2,146
3,Dieter,2,142
4,Carla,1,0" "$SK" ranking season=Winter --format csv
# min_players=4: Clubabend 3 and 5 had three players; struck, and said why
cols_is "min_players" 1,2,4,5,10 "rank,player,events,series,score
1,Dieter,3,3,338
2,Anna,3,3,318
3,Bernd,3,3,270
4,Carla,3,3,142" "$SK" ranking min_players=4 --format csv
check "min_players: why" 0 \
    --out "- 2027-03-05 Clubabend 3, series 1: 170 (fewer than 4 players in the event)" \
    -- "$SK" ranking min_players=4 --detail
# min_series_event=2: every evening had one series: nothing counts
check "min_series_event" 0 --out "(fewer than 2 series played in the event)" \
    -- "$SK" ranking min_series_event=2 --detail
# club: only the members of Kreuz Bube (Anna, Carla); the others are not listed
"$SK" player edit Anna --club "Kreuz Bube" >/dev/null
"$SK" player edit Carla --club "Kreuz Bube" >/dev/null
cols_is "club" 1,2,3,10 "rank,player,club,score
1,Anna,Kreuz Bube,416
2,Carla,Kreuz Bube,312" "$SK" ranking "club=Kreuz Bube" --format csv
# min_events=100%: Carla and Dieter missed one of the five evenings
cols_is "min_events share" 1,2,11,12,13 "rank,player,lacks,have,need
1,Anna,,,
2,Bernd,,,
,Dieter,events,4,5
,Carla,events,4,5" "$SK" ranking min_events=100% --format csv
check "no events" 0 --out "no event falls into this ranking" -- "$SK" ranking from=2030-01-01
check "no events: schafkopf" 0 --out "no event falls into this ranking" \
    -- "$SK" ranking family=schafkopf

# ---- refusals: exit 3, nothing stored ----
SUM=$(db_sum "$SKATSHEET_DB")
refuse() {   # refuse NAME MESSAGE KEY=VALUE...
    local name=$1 msg=$2; shift 2
    check "$name (define)" 3 --err "$msg" -- "$SK" ranking define Bad "$@"
    check "$name (ad hoc)" 3 --err "$msg" -- "$SK" ranking "$@"
    [ "$(db_sum "$SKATSHEET_DB")" = "$SUM" ] && t_ok "$name: database unchanged" ||
        t_fail "$name: database unchanged"
}
refuse "unknown key" "unknown key 'mehtod': did you mean 'method'?" mehtod=sum
refuse "far unknown key" "unknown key 'colour'" colour=red
refuse "unknown method" "method 'median' is not known: one of sum, best, average, placement" \
    method=median
refuse "unknown unit" "unit 'round' is not known: one of series, game, event" unit=round
refuse "points not descending" \
    "points '25,20,20,13': the table must descend, place 3 (20) is not below place 2 (20)" \
    method=placement unit=event points=25,20,20,13
refuse "points not numbers" "points '25,x': 'x' is not a whole number from 0 to 100000" \
    method=placement unit=event points=25,x
refuse "placement without points" "method placement needs a points table" \
    method=placement unit=event
refuse "best without count" "method best needs count=N" method=best
refuse "minimum out of range" "min_series '100001': a whole number from 0 to 100000" \
    min_series=100001
refuse "share out of range" "min_games '150%': a share is a whole percentage from 1% to 100%" \
    min_games=150%
refuse "min_players negative" "min_players '-1': a whole number from 0 to 10000" min_players=-1
refuse "window unparsable" "window '24x': a number of days, months or years" window=24x
refuse "window zero" "window '0d': a number of days, months or years" window=0d
refuse "bad date" "from '2027-02-30': a date YYYY-MM-DD" from=2027-02-30
refuse "from after to" "from 2027-05-01 is after to 2027-04-01" from=2027-05-01 to=2027-04-01
refuse "penalty variable" \
    "penalty '(absent-16)^2': unknown variable 'absent' (the variables: missed, played, held)" \
    "penalty=(absent-16)^2"
refuse "penalty syntax" "penalty '(missed-16': ')' expected" "penalty=(missed-16"
refuse "penalty comparison" "a comparison (> >= < <= = !=) expected" "penalty=missed if missed"
refuse "unknown preset" "preset 'dskv' is not known: one of ispa, championship, placement" \
    preset=dskv
refuse "unknown family" "family 'doppelkopf' is not known: one of skat, schafkopf" \
    family=doppelkopf
refuse "unknown season" "season 'Sommer' does not exist" season=Sommer
refuse "unknown tournament" "Clubabend 9" "tournaments=Clubabend 1,Clubabend 9"
check "not key=value" 3 --err "'method' is not key=value" -- "$SK" ranking define Bad method
check "defined twice" 3 --err "ranking 'Best 3' is already defined" \
    -- "$SK" ranking define "Best 3" method=sum
check "not defined" 3 --err "ranking 'Nope' is not defined" -- "$SK" ranking Nope
check "show not defined" 3 --err "ranking 'Nope' is not defined" -- "$SK" ranking show Nope
check "a stored ranking takes no keys" 2 --err "a stored ranking takes no keys" \
    -- "$SK" ranking "Best 3" count=2
[ "$(db_sum "$SKATSHEET_DB")" = "$SUM" ] && t_ok "refusals: database unchanged" ||
    t_fail "refusals: database unchanged"

# ---- in German ----
check "German list" 0 --out "Platz" --out "Wertung" --out "nicht unter den besten 3" --no-out "Player" --no-out "Score" --no-out "Events" \
    -- "$SK" --lang de ranking "Best 3" --detail
check "German refusal" 3 --err "unbekannter Schlüssel 'mehtod'" \
    -- "$SK" --lang de ranking mehtod=sum
