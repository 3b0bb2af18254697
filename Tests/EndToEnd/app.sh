#!/usr/bin/env bash
# End-to-end test of the interactive app: drives the real `gasprices` binary in tmux (a
# private server, no user configuration, fixed sizes) and checks what the screen shows and
# that the terminal is given back intact after every way of leaving.
#
# Run it after a build (`.ci/test` runs it after `swift test`): bash Tests/EndToEnd/app.sh
# Every wait polls with a timeout; nothing is asserted after a bare sleep. The last line is
# "N passed, N failed"; the exit status is non-zero if anything failed.
set -uo pipefail
cd "$(dirname "$0")/../.."

BIN="${GASPRICES_BIN:-$(swift build --show-bin-path)/gasprices}"
export LANG=C.UTF-8 LC_ALL=C.UTF-8
WORK="$(mktemp -d)"
SOCKET="gasprices-e2e-$$"
T=(tmux -L "$SOCKET" -f /dev/null)
TIMEOUT="${E2E_TIMEOUT:-15}"   # seconds any one wait may take
passed=0
failed=0
stty_runs=0

cleanup() {
    "${T[@]}" kill-server 2>/dev/null
    rm -rf "$WORK"
}
trap cleanup EXIT

pass() { passed=$((passed + 1)); echo "ok - $1"; }
fail() {
    failed=$((failed + 1))
    echo "not ok - $1"
    if [ -n "${2:-}" ]; then printf '%s\n' "$2" | sed 's/^/    | /'; fi
}
check() {  # check NAME COMMAND...: passes when the command succeeds
    local name="$1"; shift
    if "$@"; then pass "$name"; else fail "$name" "$(screen_of "${PANE:-app}" 2>/dev/null)"; fi
}

if [ ! -x "$BIN" ]; then
    fail "the gasprices binary exists at $BIN (run swift build first)"
    echo "$passed passed, $failed failed"
    exit 1
fi

# --- tmux functions ----------------------------------------------------------------------

# A server that outlives every app session, with panes kept after their process exits so
# that the exit status can be read.
"${T[@]}" new-session -d -s keeper -x 80 -y 24 "sleep 3600"
"${T[@]}" set-option -g remain-on-exit on >/dev/null

# start NAME WIDTH HEIGHT COMMAND...: a session running COMMAND in a UTF-8 xterm.
start() {
    local name="$1" width="$2" height="$3"; shift 3
    "${T[@]}" new-session -d -s "$name" -x "$width" -y "$height" \
        -e TERM=xterm-256color -e LANG=C.UTF-8 -e LC_ALL=C.UTF-8 -e TZ=America/New_York \
        -e SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-interactive=no,color=no}" "$@"
}

screen_of() { "${T[@]}" capture-pane -p -t "$1"; }
styled_screen_of() { "${T[@]}" capture-pane -p -e -t "$1"; }
format_of() { "${T[@]}" display-message -p -t "$1" "$2"; }
keys() { local name="$1"; shift; "${T[@]}" send-keys -t "$name" "$@"; }

# wait_until NAME COMMAND...: polls COMMAND (given the pane's text on stdin) until it succeeds.
wait_until() {
    local name="$1"; shift
    local deadline=$((SECONDS + TIMEOUT))
    while [ $SECONDS -le $deadline ]; do
        if screen_of "$name" | "$@" >/dev/null 2>&1; then return 0; fi
        sleep 0.05
    done
    return 1
}
wait_for() { wait_until "$1" grep -qF -- "$2"; }
wait_for_regex() { wait_until "$1" grep -qE -- "$2"; }
wait_gone() { wait_until "$1" bash -c '! grep -qF -- "$0"' "$2"; }

# wait_changed NAME BEFORE: the styled screen differs from BEFORE.
wait_changed() {
    local name="$1" before="$2"
    local deadline=$((SECONDS + TIMEOUT))
    while [ $SECONDS -le $deadline ]; do
        [ "$(styled_screen_of "$name")" != "$before" ] && return 0
        sleep 0.05
    done
    return 1
}

# wait_format NAME FORMAT VALUE: a tmux format (#{pane_dead}, …) reaches VALUE.
wait_format() {
    local deadline=$((SECONDS + TIMEOUT))
    while [ $SECONDS -le $deadline ]; do
        [ "$(format_of "$1" "$2")" = "$3" ] && return 0
        sleep 0.05
    done
    return 1
}

# wait_exit NAME STATUS: the pane's process has exited with STATUS. tmux 3.3 at times marks
# a pane dead (its terminal closed) before it has collected the exit status, and then only
# collects it when another child exits; `run-shell true` makes one.
wait_exit() {
    local deadline=$((SECONDS + TIMEOUT)) state
    while [ $SECONDS -le $deadline ]; do
        state="$(format_of "$1" '#{pane_dead} #{pane_dead_status}')"
        case "$state" in
            "1 $2") return 0 ;;
            "1 ") "${T[@]}" run-shell true ;;
            "1 "*) return 1 ;;
        esac
        sleep 0.05
    done
    return 1
}

# The display width of the widest line of stdin.
display_width() { wc -L; }

# The app is up: on the station list (a source with several stations: the built-ins include
# F's 24) or on one station's details.
LIST_HEADER='^Stations +.*[0-9]+ stations'
APP_UP="$LIST_HEADER|^Station Details "
wait_app() { wait_for_regex "$1" "$APP_UP"; }

# mouse_off NAME: the pane's terminal reports no mouse (tmux tracks the modes the app set).
mouse_off() { wait_format "$1" '#{mouse_any_flag}' 0; }

# click NAME X Y: a left click (press and release) at column X, row Y (from 0), as an X10
# mouse report: ESC [ M, then 32 + button, 33 + x, 33 + y. The terminal description's kmous
# asks for SGR reports, but ncurses reads both.
click() {
    local at
    at="$(printf "\\$(printf %03o $((33 + $2)))\\$(printf %03o $((33 + $3)))")"
    keys "$1" -l $'\e[M '"$at"
    keys "$1" -l $'\e[M#'"$at"
}

# --- 1. the app on its own in a pane: screens, keys, resize, quit ------------------------

PANE=app
start app 100 30 "$BIN"
# The built-in responses include F, a neighbourhood of 24 stations: the app opens on the list.
check "launch shows the station list" wait_for_regex app "$LIST_HEADER"
check "the list holds the built-ins' stations" wait_for app "Costco Union"
check "the app has the mouse" wait_format app '#{mouse_any_flag}' 1
keys app Enter
check "Enter opens the selected station's Station Details" wait_for app "Station Details"
keys app 1
check "key 1 shows response A's station" wait_for app "7/11 Fake St."

switched=0
for key in 2 3 4 5; do
    before="$(styled_screen_of app)"
    keys app "$key"
    wait_changed app "$before" && switched=$((switched + 1))
done
check "keys 2…5 switch the response each time" test "$switched" = 4
check "response E shows the footnote" wait_for app "No historical information is available."
keys app 3
check "response C shows its price" wait_for app '$4.00'
keys app 1
check "key 1 goes back to response A" wait_for app '$3.50'

keys app r
# The raw JSON's first line: its number (after a selection marker, if any), then the brace.
JSON_FIRST_LINE='^[^0-9{]{0,4}1 [^0-9]*\{'
check "r shows the raw JSON with line numbers" wait_for_regex app "$JSON_FIRST_LINE"
if screen_of app | grep -qF "JSON"; then
    check "the JSON toggle is labelled Hide JSON" wait_for app "Hide JSON"
fi
keys app r
check "r again goes back to the table" \
    wait_until app bash -c 't="$(cat)"; ! grep -qE "$0" <<<"$t" && grep -qF "Historical Prices" <<<"$t"' "$JSON_FIRST_LINE"

keys app Enter
check "Enter on a field opens its numbered trace" wait_until app bash -c 't="$(cat)"; grep -qE "^ *1\. " <<<"$t" && grep -qE "^ *2\. " <<<"$t"'
keys app Escape
check "Esc closes the trace" wait_until app bash -c '! grep -qE "^ *2\. "'

keys app '?'
# The help lists what each key does; the footer's "? help" alone is not the help.
HELP_TEXT="trace the selected field"
check "? opens the help" wait_for app "$HELP_TEXT"
# Esc is also the first byte of every key sequence, so ncurses waits to see if more follows:
# a whole second unless the app shortens it. Measured here, from the key to the redrawn screen.
escape_started="$(date +%s%N)"
keys app Escape
check "Esc closes the help" wait_gone app "$HELP_TEXT"
escape_ms=$(( ($(date +%s%N) - escape_started) / 1000000 ))
check "Esc acts at once (${escape_ms} ms, ncurses' default wait is 1000 ms)" test "$escape_ms" -lt 700

"${T[@]}" resize-window -t app -x 132 -y 40
check "a resize lays the screen out again at the new size" \
    wait_until app bash -c 'text="$(cat)"; [ "$(printf "%s\n" "$text" | wc -l)" = 40 ] && printf "%s\n" "$text" | grep -qF "Station Details"'
"${T[@]}" resize-window -t app -x 39 -y 11
check "below the minimum size one line says so" wait_for_regex app '[Tt]oo small'
check "the message is one line" test "$(screen_of app | grep -c .)" = 1
"${T[@]}" resize-window -t app -x 100 -y 30
check "growing again brings the app back" wait_for app "Station Details"

keys app q
check "q quits with status 0" wait_exit app 0

# --- 2. colour: the 8 colours where the terminal has them; attributes alone where it has
# none, or where the user said NO_COLOR or --no-color ---------------------------------------

# Whether the styled screen uses colour (SGR 30–38, 40–48, 90–97, 100–107).
uses_colour() { styled_screen_of "$1" | grep -qE $'\e\\[([0-9;]*;)?(3[0-8]|4[0-8]|9[0-7]|10[0-7])(;[0-9;]*)?m'; }
no_colour() { ! uses_colour "$1"; }
# Whether it uses more than the 8 colours (SGR 38;5 / 48;5: the 256-colour palette).
only_8_colours() { ! styled_screen_of "$1" | grep -qE $'\e\\[([0-9;]*;)?[34]8;5;'; }
# Whether it uses bold or reverse video, which carry the styles without colour.
uses_attributes() { styled_screen_of "$1" | grep -qE $'\e\\[([0-9;]*;)?(1|7)(;[0-9;]*)?m'; }

# colour_run NAME HOW KIND COMMAND...: starts the app, checks its styles, quits.
colour_run() {
    local name="$1" how="$2" kind="$3"; shift 3
    PANE="$name"
    start "$name" 100 30 "$@"
    check "$how: the app starts" wait_app "$name"
    if [ "$kind" = colour ]; then
        check "$how: styles are coloured" uses_colour "$name"
        check "$how: no more than the 8 colours" only_8_colours "$name"
    else
        check "$how: no colour" no_colour "$name"
        check "$how: styles kept with bold and reverse" uses_attributes "$name"
    fi
    keys "$name" q
    check "$how: q quits with status 0" wait_exit "$name" 0
}

colour_run colour8 "TERM=xterm (8 colours)" colour env TERM=xterm "$BIN"
colour_run nocolor "NO_COLOR=1" mono env NO_COLOR=1 "$BIN"
colour_run flag "--no-color" mono "$BIN" --no-color
colour_run mono "TERM=xterm-mono" mono env TERM=xterm-mono "$BIN"

PANE=nomouse
start nomouse 100 30 "$BIN" --no-mouse
check "--no-mouse: the app starts" wait_app nomouse
check "--no-mouse: the terminal keeps the mouse" test "$(format_of nomouse '#{mouse_any_flag}')" = 0
keys nomouse q
check "--no-mouse: q quits with status 0" wait_exit nomouse 0

# Bytes that are no UTF-8 character (a Latin-1 terminal's é, a Meta key setting the eighth
# bit) are dropped; until 2026-12-03 the first of them ended the app, as if the terminal had
# gone, with no word and status 0.
PANE=bytes
start bytes 100 30 "$BIN"
check "invalid bytes: the app starts" wait_app bytes
check "invalid bytes: every built-in is loaded" wait_for bytes "29 stations"
"${T[@]}" send-keys -t bytes -H ff
"${T[@]}" send-keys -t bytes -H fe 80
keys bytes Down
check "invalid bytes: the app is still there, and the next key moves" wait_for_regex bytes "▸ +BJ's Gas Elizabeth"
"${T[@]}" send-keys -t bytes -H c3
keys bytes Down
check "invalid bytes: a lead byte without its sequence, then a key" wait_for_regex bytes "▸ +Delta Frelinghuysen"
keys bytes q
check "invalid bytes: q quits with status 0" wait_exit bytes 0

# --- 3. leaving the app from a shell: the terminal is given back intact ------------------

# run_in_shell NAME COMMAND: a bash pane (no readline, so it sends no escape codes of its
# own) that runs COMMAND and then prints its exit status.
run_in_shell() {
    start "$1" 80 24 bash --norc --noprofile --noediting
    "${T[@]}" send-keys -t "$1" "PS1='$ '" Enter
    "${T[@]}" send-keys -t "$1" "$2; echo app-exit=\$?" Enter
}

# settings_restored HOW FILE: `stty -a` output in FILE shows canonical mode with echo.
settings_restored() {
    local settings
    settings="$(tr ' ;' '\n\n' < "$2" 2>/dev/null)"
    check "$1: stty shows icanon and echo" bash -c 'grep -qx icanon <<<"$0" && grep -qx echo <<<"$0"' "$settings"
}

# restored NAME HOW: after the app left, the pane is back on the normal screen with the
# cursor shown, and `stty -a` typed into the same shell shows canonical mode and echo. (An
# interactive bash puts back the settings of a job killed by a signal, but not of one that
# exited: these checks are for the ways the app exits by itself.)
restored() {
    local name="$1" how="$2"
    PANE="$name"
    check "$how: the alternate screen was left" wait_format "$name" '#{alternate_on}' 0
    check "$how: the cursor is visible" wait_format "$name" '#{cursor_flag}' 1
    check "$how: mouse reporting is off" mouse_off "$name"
    stty_runs=$((stty_runs + 1))
    local file="$WORK/stty-$stty_runs"
    # The marker is printed in capitals, so the command line as typed does not match it.
    keys "$name" "stty -a > '$file'; echo stty-done-$stty_runs. | tr a-z A-Z" Enter
    wait_for "$name" "STTY-DONE-$stty_runs." >/dev/null
    settings_restored "$how" "$file"
}

run_in_shell quit "$BIN"
PANE=quit
check "in a shell: the app starts" wait_app quit
keys quit q
check "in a shell: q exits with status 0" wait_for quit "app-exit=0"
restored quit "after q"

run_in_shell interrupt "$BIN"
PANE=interrupt
check "Ctrl-C: the app starts" wait_app interrupt
keys interrupt C-c
check "Ctrl-C quits with status 0" wait_for interrupt "app-exit=0"
restored interrupt "after Ctrl-C"

run_in_shell suspend "$BIN"
PANE=suspend
check "Ctrl-Z: the app starts" wait_app suspend
keys suspend C-z
check "Ctrl-Z suspends the app to the shell" wait_for suspend "Stopped"
restored suspend "while suspended"
keys suspend "fg" Enter
check "fg brings the app back" wait_format suspend '#{alternate_on}' 1
check "fg redraws the app" wait_app suspend
keys suspend q
restored suspend "after fg and q"

# Signals: the app runs under a non-interactive sh, which leaves the terminal settings as
# the dying app left them, so `stty` shows what the signal guard restored. An inner sh
# writes its pid to a file and becomes the app. GASPRICES_E2E_SIGNALS names the signals to
# send (TERM SEGV unless given): under ThreadSanitizer, which takes over the delivery of
# signals, the app's SIGSEGV handler does not end the app, so Sanitizers/run sends TERM only.
for signal in ${GASPRICES_E2E_SIGNALS:-TERM SEGV}; do
    name="kill$signal"
    PANE="$name"
    pidfile="$WORK/$name.pid"
    start "$name" 80 24 sh -c "sh -c 'echo \$\$ > \"$pidfile\"; exec \"$BIN\"'; echo app-exit=\$?; stty -a > '$WORK/$name.stty'; echo STTY-READY; exec sleep 3600"
    check "SIG$signal: the app starts" wait_app "$name"
    check "SIG$signal: the app has the mouse" wait_format "$name" '#{mouse_any_flag}' 1
    pid="$(cat "$pidfile" 2>/dev/null)"
    if [ -n "$pid" ]; then kill "-$signal" "$pid"; fi
    status=$((128 + $(kill -l "$signal")))
    check "SIG$signal ends the app (status $status)" wait_for "$name" "app-exit=$status"
    check "after SIG$signal: the alternate screen was left" wait_format "$name" '#{alternate_on}' 0
    check "after SIG$signal: the cursor is visible" wait_format "$name" '#{cursor_flag}' 1
    check "after SIG$signal: mouse reporting is off" mouse_off "$name"
    wait_for "$name" "STTY-READY" >/dev/null
    settings_restored "after SIG$signal" "$WORK/$name.stty"
done

# --- 4. not a terminal: a message pointing at `gasprices render`, never escape codes -----

# no_terminal NAME STATUS-AND-OUTPUT-FILE: exit status non-zero, message, no ESC byte.
no_terminal() {
    local how="$1" status="$2" output="$3"
    check "$how: exits non-zero" test "$status" -ne 0
    check "$how: points at gasprices render" grep -qF "gasprices render" "$output"
    check "$how: writes no escape codes" bash -c '! grep -q $'"'"'\x1b'"'"' "$0"' "$output"
}

"$BIN" </dev/null 2>"$WORK/pipe.err" | cat >"$WORK/pipe.out"
status="${PIPESTATUS[0]}"
cat "$WORK/pipe.out" "$WORK/pipe.err" >"$WORK/pipe.all"
no_terminal "gasprices </dev/null | cat" "$status" "$WORK/pipe.all"

# `script` gives the app a real terminal, so only the condition under test is missing.
for case in "TERM=dumb" "TERM=vt-no-such-terminal" "-u TERM"; do
    TERM=xterm-256color script -qec "env $case '$BIN'" /dev/null </dev/null >"$WORK/term.out" 2>&1
    no_terminal "env $case gasprices" "$?" "$WORK/term.out"
done
TERM=xterm-256color script -qec "'$BIN' </dev/null" /dev/null </dev/null >"$WORK/stdin.out" 2>&1
no_terminal "gasprices </dev/null (stdin not a terminal)" "$?" "$WORK/stdin.out"

# Sources load inside the app: one that cannot be loaded is reported there, not on exit.
mkdir -p "$WORK/empty"
PANE=empty
start empty 100 30 "$BIN" --responses "$WORK/empty"
check "--responses with no .json files: the app says so" wait_for empty "the folder has no .json"
keys empty q
check "--responses with no .json files: q quits with status 0" wait_exit empty 0

# --- 5. hostile responses: nothing can retitle, clear, reorder or misalign the screen -----

mkdir -p "$WORK/hostile"
# Escape sequences as JSON escapes: the decoded strings hold the real control characters.
cat >"$WORK/hostile/1-escapes.json" <<'EOF'
{"description": "Evil\u001b]0;pwned\u0007 Gas\u001b[2J\u001b[31m", "price": 3.5, "sellsDiesel": true,
 "address": {"street": "1 \u202eteerts\u202c Road", "city": "Newark\r\nX", "state": "NJ", "zip": "07105"},
 "\u001b[31mevil": 1,
 "historicalPrices": [{"date": "2013-02-18T15:43:24-05:00", "price": 4.6}]}
EOF
# The same, as raw bytes in the file: what the raw JSON view shows.
printf '{"description": "Raw\033]0;pwned\007 Gas\033[2J\033[31m\r\302\233X", "price": 3.5,\n "address": {"street": "2 \342\200\256daor\342\200\254 Lane"}}\n' \
    >"$WORK/hostile/2-raw.json"
# Wide text on a line long enough to be cut at the right edge, and an ASCII line beside it:
# both must end at the same column.
wide="東京ガス⛽ 👨‍👩‍👧 Station"
long_wide="$wide 東京ガス 千代田区 東京ガス 千代田区 東京ガス 千代田区 東京ガス 千代田区 東京ガス 千代田区 東京ガス 千代田区 東京ガス"
long_ascii="$(printf 'x%.0s' $(seq 1 150))"
cat >"$WORK/hostile/3-wide.json" <<EOF
{"description": "$long_wide", "price": 3.5, "sellsDiesel": true,
 "comment": "$long_ascii",
 "address": {"street": "千代田区 1-1", "city": "東京", "state": "TK", "zip": "100"},
 "historicalPrices": [{"date": "2013-02-18T15:43:24-05:00", "price": 4.6}]}
EOF

PANE=hostile
start hostile 100 30 "$BIN" --responses "$WORK/hostile"
title_before="$(format_of hostile '#{pane_title}')"
title_kept() { [ "$(format_of hostile '#{pane_title}')" = "$title_before" ]; }
no_bidi() { ! screen_of hostile | grep -qF $'\xe2\x80\xae'; }
# No line is wider than the pane; on the details screen the values of Name and Price start
# in the same column whatever the name holds.
aligned() {
    local text; text="$(screen_of hostile)"
    [ "$(printf '%s\n' "$text" | display_width)" -le 100 ] || return 1
    local name_line price_line
    name_line="$(printf '%s\n' "$text" | grep -m1 -E '^ *Name ')" || return 0
    price_line="$(printf '%s\n' "$text" | grep -m1 -E '^ *Price ')" || return 0
    [ "$(printf '%s' "$name_line" | sed -E 's/^( *Name +).*/\1/' | display_width)" = \
      "$(printf '%s' "$price_line" | sed -E 's/^( *Price +).*/\1/' | display_width)" ]
}
# In the raw JSON view, the cut line with wide text ends where the cut ASCII line does
# (give or take the one column a wide character cannot be split across).
edges_aligned() {
    local text wide_end ascii_end
    text="$(screen_of hostile)"
    wide_end="$(printf '%s\n' "$text" | grep -m1 -F '千代田区 東京ガス' | display_width)"
    ascii_end="$(printf '%s\n' "$text" | grep -m1 -F 'xxxxxxxxxx' | display_width)"
    [ -n "$wide_end" ] && [ -n "$ascii_end" ] && [ $((ascii_end - wide_end)) -ge 0 ] && [ $((ascii_end - wide_end)) -le 1 ]
}

# The pane shows, cell for cell, the grid `gasprices render` prints for the same response,
# screen and size: whatever the text held, nothing moved.
# matches_render LABEL SCREEN [PANE]: the pane shows what `render` draws of the same screen,
# within the wait (a frame seen half drawn, on a slow or busy machine, is looked at again).
matches_render() {
    local label="$1" screen="$2" pane="${3:-hostile}" expected
    expected="$(TZ=America/New_York "$BIN" render "$label" --responses "$WORK/hostile" --screen "$screen" \
                    --width 100 --height 30 | sed 's/ *$//')"
    local deadline=$((SECONDS + TIMEOUT))
    while [ $SECONDS -le $deadline ]; do
        [ "$(screen_of "$pane" | sed 's/ *$//')" = "$expected" ] && return 0
        sleep 0.05
    done
    return 1
}

check "hostile: the app starts" wait_for hostile "Station Details"
check "hostile escapes: the name shows, inert" wait_for hostile "Evil"
check "hostile escapes: the pane title is unchanged" title_kept
check "hostile escapes: the screen was not cleared" wait_for hostile "Station Details"
check "hostile escapes: no bidirectional override reached the screen" no_bidi
check "hostile escapes: lines stay aligned" aligned
check "hostile escapes: the screen is the rendered grid" matches_render 1-escapes detail

keys hostile 2
check "hostile raw bytes: the response shows" wait_for hostile "Raw"
keys hostile r
check "hostile raw bytes: the raw JSON shows" wait_for_regex hostile "$JSON_FIRST_LINE"
check "hostile raw bytes: the pane title is unchanged" title_kept
check "hostile raw bytes: no bidirectional override reached the screen" no_bidi
check "hostile raw bytes: lines stay aligned" aligned
check "hostile raw bytes: the screen is the rendered grid" matches_render 2-raw json
keys hostile r

keys hostile 3
check "hostile wide text: the response shows" wait_for hostile "東京ガス"
check "hostile wide text: lines stay aligned" aligned
check "hostile wide text: the screen is the rendered grid" matches_render 3-wide detail
keys hostile r
check "hostile wide text: the raw JSON shows" wait_for_regex hostile "$JSON_FIRST_LINE"
check "hostile wide text: a cut wide line ends where a cut ASCII line does" edges_aligned
check "hostile wide text: the raw JSON is the rendered grid" matches_render 3-wide json
keys hostile r
check "hostile: the pane title is still unchanged" title_kept
keys hostile q
check "hostile: q quits with status 0" wait_exit hostile 0

# Under LANG=C the app falls back to C.UTF-8: wide text still shows, cell for cell.
PANE=clocale
start clocale 100 30 env -u LC_ALL LANG=C "$BIN" --responses "$WORK/hostile"
check "LANG=C: the app starts" wait_for clocale "Station Details"
keys clocale 3
check "LANG=C: wide text shows" wait_for clocale "東京ガス"
check "LANG=C: the screen is the rendered grid" matches_render 3-wide detail clocale
keys clocale q
check "LANG=C: q quits with status 0" wait_exit clocale 0

# --- 6. a file of stations: the list, sorting, filtering, a station and back, the chart,
# the mouse ---------------------------------------------------------------------------------

# Six stations in the sample's shape, in a wrapped list. Cheapest first: Bravo, Foxtrot,
# Delta, Alpha, Echo, Charlie; by name, Alpha first. Two names hold "qu" (Quick, Quik).
station() {  # station NAME PRICE CITY ZIP: one station with three historical prices
    printf '{"description": "%s", "price": "$%s", "sellsDiesel": "yes",
  "address": {"street": "1 Main St", "city": "%s", "state": "NJ", "zip": "%s"},
  "historicalPrices": [{"date": "2013-02-18T15:43:24-05:00", "price": 3.30},
                       {"date": "2013-02-11T15:43:24-05:00", "price": "$3.20"},
                       {"date": "2013-02-04T15:43:24-05:00", "price": 3.05}]}' "$@"
}
# (The list opens on the first line: a document whose first two lines both begin with "{"
# is read as NDJSON.)
{
    printf '{"stations": ['
    station "Alpha Gas Main St" 3.10 Newark 07105; echo ,
    station "Bravo Fuel Broad St" 2.95 Elizabeth 07201; echo ,
    station "Charlie Petro Ave" 3.45 Union 07083; echo ,
    station "Delta Quick Stop" 3.05 Kearny 07032; echo ,
    station "Echo Energy Route 9" 3.25 Newark 07102; echo ,
    station "Foxtrot Quik Fill" 2.99 Harrison 07029
    echo ']}'
} >"$WORK/stations.json"

# first_row NAME: the list's first station row (under the header and the column heading).
first_row() { screen_of "$1" | sed -n 3p; }
# selected_name NAME: the name on the selected (▸) row of the list.
selected_name() { screen_of "$1" | grep -m1 '^▸' | sed -E 's/^▸. ([^$]*[^ $]) +\$.*/\1/'; }
rows_shown() { screen_of "$1" | grep -cE '^.. (Alpha|Bravo|Charlie|Delta|Echo|Foxtrot) '; }

PANE=stations
run_in_shell stations "'$BIN' '$WORK/stations.json'"
check "stations: the file opens on the list" wait_for_regex stations "$LIST_HEADER"
check "stations: the header counts the six" wait_for_regex stations '^Stations .* 6 stations'
check "stations: every station is listed" wait_until stations bash -c '[ "$(grep -cE "^.. (Alpha|Bravo|Charlie|Delta|Echo|Foxtrot) ")" = 6 ]'
check "stations: sorted by price, cheapest first" bash -c 'grep -qF "Bravo Fuel Broad St" <<<"$0" && grep -qF "price ↑" <<<"$1"' "$(first_row stations)" "$(screen_of stations | head -1)"

keys stations s
check "s: the header shows the new sort" wait_until stations bash -c 'head -1 | grep -qF "name ↑"'
check "s: the order changes (Alpha first)" wait_until stations bash -c 'sed -n 3p | grep -qF "Alpha Gas Main St"'

keys stations /
keys stations -l qu
check "/ qu: the rows narrow to the two that match" wait_until stations bash -c 't="$(cat)"; grep -qF "2 of 6 stations" <<<"$t" && [ "$(grep -cE "^.. (Alpha|Bravo|Charlie|Delta|Echo|Foxtrot) " <<<"$t")" = 2 ]'
check "/ qu: both are the ones holding qu" bash -c 'grep -qF "Delta Quick Stop" <<<"$0" && grep -qF "Foxtrot Quik Fill" <<<"$0"' "$(screen_of stations)"
check "/ qu: q typed in the filter did not quit" bash -c '[ "$0" = 1 ] && grep -qF "/qu" <<<"$1"' "$(format_of stations '#{alternate_on}')" "$(screen_of stations)"
keys stations Escape
check "Esc: every station is back" wait_until stations bash -c '[ "$(grep -cE "^.. (Alpha|Bravo|Charlie|Delta|Echo|Foxtrot) ")" = 6 ]'

before="$(selected_name stations)"
keys stations Down
wait_until stations bash -c 'grep -m1 "^▸" | grep -qvF "$0"' "$before" >/dev/null
chosen="$(selected_name stations)"
check "Down moves the selection (from ${before:-nothing} to ${chosen:-nothing})" \
    bash -c '[ -n "$0" ] && [ -n "$1" ] && [ "$0" != "$1" ]' "$before" "$chosen"
keys stations Enter
check "Enter opens the station in Station Details" wait_until stations bash -c 't="$(cat)"; grep -q "^Station Details" <<<"$t" && grep -qE "^Name +$0" <<<"$t"' "$chosen"
keys stations Escape
check "Esc goes back to the list" wait_for_regex stations "$LIST_HEADER"
check "back on the list, the same station is selected" test "$(selected_name stations)" = "$chosen"

keys stations Enter
check "Enter opens it again" wait_for_regex stations "^Name +$chosen"
check "the history is a table of dates" wait_for stations "2/18/13"
keys stations h
# A chart with its min/avg/max line where there is room, a sparkline where there is not.
CHART='min \$[0-9.]+ +avg \$[0-9.]+ +max \$[0-9.]+|[▁▂▃▄▅▆▇█]{3} +\$[0-9.]+–\$[0-9.]+'
check "h draws the price history as a chart" \
    wait_until stations bash -c 't="$(cat)"; grep -qE "$0" <<<"$t" && ! grep -qF "2/18/13" <<<"$t"' "$CHART"
keys stations Escape
check "Esc from the chart goes back to the list" wait_for_regex stations "$LIST_HEADER"

# Rows 2–7 hold the six stations (by name: Alpha … Foxtrot); row 5 is Delta.
click stations 10 5
check "a click selects the row" wait_until stations bash -c 'grep -q "^▸.*Delta Quick Stop"'
click stations 10 5
check "a click on the selected row opens it" wait_for_regex stations '^Name +Delta Quick Stop'
keys stations Escape
check "stations: back on the list" wait_for_regex stations "$LIST_HEADER"

keys stations q
check "stations: q exits with status 0" wait_for stations "app-exit=0"
restored stations "stations: after q"

# --- 7. a large file loads off the main thread: the app answers keys meanwhile ------------

# 500,000 NDJSON lines (49 MB): seconds to validate in a debug build.
yes '{"description": "Shell Main St", "price": "$3.10", "address": {"city": "Newark", "zip": "07105"}}' \
    | head -n 500000 >"$WORK/big.ndjson"
PANE=big
start big 100 30 "$BIN" "$WORK/big.ndjson"
check "large file: the status line shows its progress" wait_for_regex big '(Loading|Validating) big\.ndjson…'
keys big '?'
check "large file: keys are answered while it loads (? opens the help)" wait_for big "Keys"
if screen_of big | grep -qE '(Loading|Validating) big\.ndjson…'; then still=" while it is still loading"; else still=""; fi
quit_started="$(date +%s%N)"
keys big q
check "large file: q quits with status 0$still" wait_exit big 0
quit_ms=$(( ($(date +%s%N) - quit_started) / 1000000 ))
check "large file: q quits at once (${quit_ms} ms)" test "$quit_ms" -lt 1500
rm -f "$WORK/big.ndjson"

# --- 8. demo features: edit, watch, what changed, the tour --------------------------------

# A scripted editor: turns the first price in the file into "abc" and notes that it ran.
cat >"$WORK/editor.sh" <<'EDITOR'
#!/bin/sh
sed -i '0,/"price": *[^,]*/s//"price": "abc"/' "$1"
echo ran >"$(dirname "$0")/editor-ran"
EDITOR
chmod +x "$WORK/editor.sh"
mkdir -p "$WORK/scratch" "$WORK/watched"
cp Responses/A.json "$WORK/watched/mine.json"
B_BEFORE="$(sha256sum < Responses/B.json)"

run_in_shell demo "env -u VISUAL TMPDIR='$WORK/scratch' EDITOR='$WORK/editor.sh' '$BIN' B '$WORK/watched/mine.json'"
PANE=demo
check "demo: the app starts on B" wait_for_regex demo 'Response +\[B\]'
keys demo e
check "e: the editor ran" wait_until demo test -f "$WORK/editor-ran"
check "e on a built-in: a new response B* shows price defaulted" \
    wait_until demo bash -c 't="$(cat)"; grep -qF "[B*]" <<<"$t" && grep -qE "! price +Δ coerced → defaulted" <<<"$t"'
check "e on a built-in: the status line names the scratch copy" wait_for demo "B* is a copy of B in"
check "e on a built-in: the built-in B is unchanged" test "$(sha256sum < Responses/B.json)" = "$B_BEFORE"
check "e on a built-in: the copy holds the edit" bash -c 'grep -q "\"abc\"" "$0"/gasprices-*/B.json' "$WORK/scratch"
check "after the editor: the terminal is the app's again (alternate screen)" wait_format demo '#{alternate_on}' 1
check "after the editor: the app has the mouse again" wait_format demo '#{mouse_any_flag}' 1
keys demo d
check "d lists the change side by side" \
    wait_until demo bash -c 't="$(cat)"; grep -qF "B* against B: 1 changed, 1 worse." <<<"$t" && grep -qE "▼ price +~ coerced" <<<"$t"'
keys demo Escape

# The watched file, changed from outside: read again without a key, the change marked.
keys demo 2
check "demo: the file's response is shown" wait_for_regex demo 'Response +B +\[mine\]'
sed -i 's/"sellsDiesel": *true/"sellsDiesel": "nope"/' "$WORK/watched/mine.json"
check "a watched file changed on disk is read again without a key" \
    wait_until demo bash -c 't="$(cat)"; grep -qE "! sellsDiesel +Δ exact → defaulted" <<<"$t"'
check "the reload is told in the status line" wait_for demo "Reloaded mine.json: 1 changed"
# Half-written: the error shows, the last good version stays.
printf '{"description": "half' >"$WORK/watched/mine.json"
check "a half-written file shows its error and keeps the last good version" \
    wait_until demo bash -c 't="$(cat)"; grep -qF "the last good version is shown" <<<"$t" && grep -qF "7/11 Fake St." <<<"$t"'
cp Responses/A.json "$WORK/watched/mine.json"
check "written whole again, it reads, marked better" wait_for_regex demo '✓ sellsDiesel +Δ defaulted → exact'
rm -f "$WORK/editor-ran"
keys demo e
check "e on a file: the editor ran on it" wait_until demo test -f "$WORK/editor-ran"
check "e on a file: edited in place, price defaulted, same response" \
    wait_until demo bash -c 't="$(cat)"; grep -qE "Response +B +\[mine\]" <<<"$t" && grep -qE "! price +Δ exact → defaulted" <<<"$t"'
check "e on a file: the file holds the edit" grep -q '"abc"' "$WORK/watched/mine.json"
keys demo q
check "demo: q exits with status 0" wait_for demo "app-exit=0"

# e on a named pipe: refused with a message; the editor used to open the pipe and wait for a
# writer that never came back, the app frozen with it.
mkfifo "$WORK/pipe.json"
(cat Responses/B.json >"$WORK/pipe.json" &)
run_in_shell piped "cd '$WORK' && env -u VISUAL EDITOR='$WORK/editor.sh' '$BIN' pipe.json"
PANE=piped
check "a pipe: its station is shown" wait_for_regex piped 'Station Details|1 station'
no_edit_hint() { ! screen_of "$1" | grep -qF "e edit"; }
check "a pipe: the key hints offer no e" no_edit_hint piped
keys piped e
check "e on a pipe: the status line says there is no file to edit" wait_for piped "Could not edit: pipe.json is a pipe, read once: it has no file to edit"
keys piped q
check "e on a pipe: q exits with status 0" wait_for piped "app-exit=0"

# A watched file replaced by a named pipe: said in the status line, the last good version kept
# (until 2026-12-03 nothing was said, and R did nothing).
mkdir -p "$WORK/replaced" && cp Responses/B.json "$WORK/replaced/w.json"
run_in_shell replaced "cd '$WORK/replaced' && '$BIN' w.json A"
PANE=replaced
check "a watched file: the app starts" wait_app replaced
# An edit read back first: the file is watched by then. (The watch begins once loading has
# finished, which the screen does not show: the price is written again, each time another,
# until a version is read back.)
edit_until_read_back() {
    local deadline=$((SECONDS + TIMEOUT)) cents=40
    while [ $SECONDS -le $deadline ]; do
        sed -i -E "s/\"\\\$3\.[0-9]+\"/\"\\\$3.$cents\"/" "$WORK/replaced/w.json"
        if wait_until_quick replaced grep -qF "Reloaded w.json"; then return 0; fi
        cents=$((cents + 1))
    done
    return 1
}
wait_until_quick() { # as wait_until, for about a second
    local name="$1" tries=20; shift
    while [ $tries -gt 0 ]; do
        if screen_of "$name" | "$@" >/dev/null 2>&1; then return 0; fi
        sleep 0.05; tries=$((tries - 1))
    done
    return 1
}
check "a watched file: an edit is read back" edit_until_read_back
rm "$WORK/replaced/w.json" && mkfifo "$WORK/replaced/w.json"
check "replaced by a pipe: the status line says so" wait_for replaced "w.json: a named pipe, read once"
keys replaced q
check "replaced by a pipe: q exits with status 0" wait_for replaced "app-exit=0"
restored demo "after the editor and q"

# The tour.
start tour 120 30 "$BIN" tour
PANE=tour
check "tour: the first step is A, the reference" wait_for tour "Tour 1/15  A, the reference"
keys tour Space
check "tour: space goes to B's price, in the panel and the raw JSON" \
    wait_until tour bash -c 't="$(cat)"; grep -qF "B · price: \"\$3.50\" where A has 3.50 → coerced to 3.5" <<<"$t" && grep -qE "^▸ +3 │" <<<"$t" && grep -qE "▸~ price" <<<"$t"'
keys tour b
check "tour: b goes back" wait_for tour "Tour 1/15"
keys tour t
check "tour: t ends the tour" wait_gone tour "Tour 1/15"
keys tour q
check "tour: q exits with status 0" wait_exit tour 0

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
