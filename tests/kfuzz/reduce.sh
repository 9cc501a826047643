#!/bin/sh
# The reducer's interestingness test (bench/kfuzz_reduce.sh --test, docs/
# kfuzz.md "Reducing a failure") on a planted failure: the driver keeps
# plant.cu as differ-vgiw under KFUZZ_PLANT='__popc[(]'; the test must accept
# that kernel and reject the variants a reduction could step into: the
# construct gone (another failure class: it passes), an out-of-bounds read
# (the host's AddressSanitizer), an uninitialised variable (clang's
# warning as an error), and a kernel that does not compile. ROOT BUILD WORK
set -u
ROOT=$1 BUILD=$2 WORK=$3
fail() { echo "reduce: $*" >&2; exit 1; }
rm -rf "$WORK"
rc=0
KFUZZ_PLANT='__popc[(]' sh "$ROOT/bench/kfuzz.sh" -b "$BUILD" -o "$WORK/run" -c 14 -O 1 -t vgiw \
	--cu "$ROOT/tests/kfuzz/plant.cu" --launch "$ROOT/tests/kfuzz/plant.launch" > "$WORK.log" 2>&1 || rc=$?
[ $rc = 1 ] || fail "kfuzz.sh exited with $rc, not 1: $(cat "$WORK.log")"
F=$WORK/run/fail/differ-vgiw/plant-c14-O1
[ -f "$F/reduce.env" ] || fail "no reduce.env in $F"
grep -q '^KIND=differ-vgiw$' "$F/reduce.env" || fail "reduce.env: $(cat "$F/reduce.env")"
# try VARIANT SED-SCRIPT EXPECTED-STATUS
try() {
	d=$WORK/$1
	mkdir -p "$d"
	sed "$2" "$F/k.cu" > "$d/k.cu"
	r=0
	(cd "$d" && KFUZZ_PLANT='__popc[(]' sh "$ROOT/bench/kfuzz_reduce.sh" -b "$BUILD" --test "$F") > "$d/test.log" 2>&1 || r=$?
	[ $r = "$3" ] || fail "variant $1: the test exited with $r, not $3"
}
try original '' 0
try nopop 's/ + __popc(x)//' 1
try oob 's/a\[i\]/a[i + 4096]/' 1
try uninit 's/unsigned y = x \* 3u + 1u;/unsigned y;/' 1
try syntax 's/return;/return/' 1
echo "reduce: ok"
