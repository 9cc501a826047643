#!/bin/sh
# The fuzzer's failure path end to end: a kernel whose device and host
# versions differ (detect.cu) must fail bench/kfuzz.sh with exit status 1,
# be kept as differ-vgiw and differ-simt, and its difference name the
# first wrong element. ROOT BUILD WORK
set -u
ROOT=$1 BUILD=$2 WORK=$3
rc=0
sh "$ROOT/bench/kfuzz.sh" -b "$BUILD" -o "$WORK" -c 14 -O 1 -t "vgiw simt" \
	--cu "$ROOT/tests/kfuzz/detect.cu" --launch "$ROOT/tests/kfuzz/detect.launch" || rc=$?
fail() { echo "detect: $*" >&2; exit 1; }
[ $rc = 1 ] || fail "kfuzz.sh exited with $rc, not 1"
for t in vgiw simt; do
	d=$WORK/fail/differ-$t/detect-c14-O1
	[ -f "$d/diff.c14-O1.$t.txt" ] || fail "no differ-$t kept in $d"
	grep -q 'arg0 i32\[0\]: out.host: 0, out.c14-O1.'$t': 1' "$d/diff.c14-O1.$t.txt" ||
		fail "differ-$t does not name element 0: $(cat "$d/diff.c14-O1.$t.txt")"
	grep -q 'arg0: 20 of 64 elements differ' "$d/diff.c14-O1.$t.txt" ||
		fail "differ-$t does not count 20 elements"
done
echo "detect: ok"
