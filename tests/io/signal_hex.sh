#!/bin/sh
# A signal while vgiwcc --emit=hex fills DIR.tmpPID removes that directory
# and what is in it. strace holds the first rename inside it (the first
# hex file's) for seconds, so the signal arrives while the directory
# exists; without strace's tracing (no ptrace) the test says so and is
# skipped (exit 77).
# Usage: signal_hex.sh STRACE VGIWCC SOURCE WORK
set -eu
STRACE=$1 VGIWCC=$2 SOURCE=$3 WORK=$4
rm -rf "$WORK"
mkdir -p "$WORK"
"$STRACE" -qq -o /dev/null true 2>/dev/null || { echo "strace cannot trace here"; exit 77; }
# a background job of a script starts with SIGINT ignored (and the tools
# leave an ignored signal alone): restore its default where env can
run="env --default-signal=INT"
env --default-signal=INT true 2>/dev/null || run=env
sigs="TERM INT"
[ "$run" != env ] || sigs=TERM
for sig in $sigs; do
	rm -rf "$WORK/hex" "$WORK"/hex.tmp* "$WORK/pid"
	"$STRACE" -f -qq -o /dev/null -e trace=rename,renameat,renameat2 \
		-e inject=rename,renameat,renameat2:delay_enter=5000000:when=1 \
		$run sh -c 'echo $$ > "$0/pid"; exec "$1" "$2/samples/saxpy.ll" --emit=hex -o "$0/hex"' \
		"$WORK" "$VGIWCC" "$SOURCE" &
	tracer=$!
	n=0
	while ! ls -d "$WORK"/hex.tmp* >/dev/null 2>&1 || [ ! -s "$WORK/pid" ]; do
		n=$((n + 1))
		if [ $n -gt 200 ]; then
			kill -KILL $tracer
			echo "no temporary directory appeared"; exit 1
		fi
		sleep 0.05
	done
	ls "$WORK"/hex.tmp*
	kill -$sig "$(cat "$WORK/pid")"
	status=0
	wait $tracer || status=$?
	if [ $status -lt 128 ]; then
		echo "SIG$sig: exit status $status, expected death by the signal"; exit 1
	fi
	if ls -d "$WORK"/hex* >/dev/null 2>&1; then
		echo "SIG$sig left:"; ls -R "$WORK"; exit 1
	fi
	echo "SIG$sig: no temporary directory left"
done
