#!/bin/sh
# Takes the README's window screenshot: the example app's window on an Xvfb display after a tap
# on "Add one", a tap on "Settings", typing into the name field and a drag of the slider, read
# back with xwd. Needs xvfb, xdotool and x11-apps; run it from the repository's top folder.
#   scripts/tally-window.sh renders/tally-window.png
set -eu
out=${1:?usage: scripts/tally-window.sh OUTPUT.png}
(cd Examples/CardSnapshots && swift build --product TallyApp >/dev/null)
app=$(cd Examples/CardSnapshots && swift build --show-bin-path)/TallyApp
work=$(mktemp -d)
Xvfb -displayfd 3 -screen 0 1024x1024x24 -nolisten tcp 3>"$work/display" 2>/dev/null &
server=$!
trap 'kill $server 2>/dev/null; rm -rf "$work"' EXIT
while [ ! -s "$work/display" ]; do sleep 0.1; done
export DISPLAY=":$(cat "$work/display")"
"$app" window >/dev/null &
window=$!
sleep 2
id=$(xdotool search --name TallyApp | head -n 1)
xdotool mousemove --window "$id" 195 497 click 1 && sleep 0.6
xdotool mousemove --window "$id" 195 497 click 1 && sleep 0.6
xdotool mousemove --window "$id" 195 547 click 1 && sleep 1
xdotool mousemove --window "$id" 195 148 click 1 && sleep 0.3
xdotool type --delay 60 " of cups"
xdotool mousemove --window "$id" 148 212 mousedown 1
for x in 160 172 184 196 208 220 232; do xdotool mousemove --window "$id" $x 212; sleep 0.03; done
xdotool mouseup 1 && sleep 1
xwd -id "$id" -out "$work/window.xwd"
kill $window
python3 scripts/xwd-to-png.py "$work/window.xwd" "$out"
