#!/bin/sh
# A signal during an atomic write leaves no NAME.tmpPID behind: vgiwsim
# writes its --trace to a temporary file for the whole run of a kernel that
# never ends (spin.ll); SIGINT, then SIGTERM, arrive while it exists.
# Usage: signal.sh VGIWCC VGIWSIM SOURCE WORK
set -eu
VGIWCC=$1 VGIWSIM=$2 SOURCE=$3 WORK=$4
rm -rf "$WORK"
mkdir -p "$WORK"
"$VGIWCC" "$SOURCE/tests/io/spin.ll" -o "$WORK/spin.cfg"
# a background job of a script starts with SIGINT ignored (and the tools
# leave an ignored signal alone): restore its default where env can
run="env --default-signal=INT"
env --default-signal=INT true 2>/dev/null || run=
sigs="INT TERM"
[ -n "$run" ] || sigs=TERM
for sig in $sigs; do
	$run "$VGIWSIM" "$WORK/spin.cfg" --grid=1 --block=32 --arg=buf:i32:1:zero \
		--max-cycles=1000000000000 --trace="$WORK/t.json" -q &
	pid=$!
	n=0
	while ! ls "$WORK"/t.json.tmp* >/dev/null 2>&1; do
		n=$((n + 1))
		if [ $n -gt 200 ]; then
			kill -KILL $pid
			echo "no temporary file appeared"; exit 1
		fi
		sleep 0.05
	done
	kill -$sig $pid
	status=0
	wait $pid || status=$?
	# also a leftover process would be a failure
	kill -0 $pid 2>/dev/null && { kill -KILL $pid; echo "still running"; exit 1; }
	if [ $status -lt 128 ]; then
		echo "SIG$sig: exit status $status, expected death by the signal"; exit 1
	fi
	if ls "$WORK"/t.json* >/dev/null 2>&1; then
		echo "SIG$sig left:"; ls "$WORK"; exit 1
	fi
	echo "SIG$sig: no temporary file left"
done
