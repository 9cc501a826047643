#!/bin/sh
# The VGIW simulator's observable results, for checking that a change to
# how it runs (not what it models) leaves them byte-identical: every VGIW
# sample at its small and default launches, with statistics, output
# buffers, the summary (minus its host timing line) and the timeline (one core), once
# more with the linear LVC layout, and the default launches on the vgiw15
# chip. Not a test: run it on the build before and after a change and
# compare the two directories with `diff -r`.
# Usage:
#   bench/sim_snapshot.sh [-b BUILD_DIR] OUT_DIR
set -eu
src=$(cd "$(dirname "$0")/.." && pwd)
build=$src/build/simperf
while [ $# -gt 0 ]; do
	case $1 in
	-b) build=$2; shift 2 ;;
	-*) echo "usage: $0 [-b BUILD_DIR] OUT_DIR" >&2; exit 2 ;;
	*) break ;;
	esac
done
[ $# -eq 1 ] || { echo "usage: $0 [-b BUILD_DIR] OUT_DIR" >&2; exit 2; }
out=$1
cmake --build "$build" --target vgiwcc vgiwsim >/dev/null
mkdir -p "$out"
out=$(cd "$out" && pwd)

# one run: NAME, then vgiwsim's arguments after the .cfg
run() {
	name=$1; shift
	mkdir -p "$out/$name"
	"$build/sim/vgiwsim" "$out/$cfg" --stats="$out/$name/stats.json" \
		--out="$out/$name" "$@" \
		2>"$out/$name/summary.txt" || echo "exit $?" >>"$out/$name/summary.txt"
	sed -i '/simulation took/d' "$out/$name/summary.txt"
}

for ll in "$src"/samples/*.ll; do
	s=$(basename "$ll" .ll)
	grep -qx "$s" "$src/samples/simt_only.list" && continue
	cfg=$s.cfg
	"$build/compiler/vgiwcc" "$ll" -o "$out/$cfg"
	run "$s.small" --launch="$src/samples/small/$s.launch" \
		--trace="$out/$s.small/trace.json"
	run "$s.small.linear" --launch="$src/samples/small/$s.launch" --lvc-layout=linear
	run "$s" --launch="$src/samples/$s.launch" --trace="$out/$s/trace.json"
	run "$s.vgiw15" --launch="$src/samples/$s.launch" --chip=vgiw15
done
