#!/bin/sh
# The machines side by side: every sample (or those named) compiled from
# the same .ll for VGIW, SGMF (where the whole kernel fits its grid; at the
# VGIW core's clock, docs/sgmf.md), GPU-CC (where the kernel fits one SM)
# and the SIMT SM, simulated at its launch (samples/NAME.launch, or with -s
# the small one of samples/small/, with -l DIR the DIR/NAME.launch, e.g.
# bench/launch), each at its default optimisation level; prints cycles,
# time at each machine's core clock (the arch's clock.core-mhz) and the
# speedup over SIMT (SIMT time / machine time), one core each (the chips
# are docs/chip.md's). Not a test: a measurement. Usage:
#   bench/machines.sh [-b BUILD_DIR] [-s | -l DIR] [SAMPLE ...]
set -eu
src=$(cd "$(dirname "$0")/.." && pwd)
build=$src/build/llvm14
launches=$src/samples
while [ $# -gt 0 ]; do
	case $1 in
	-b) build=$2; shift 2 ;;
	-s) launches=$src/samples/small; shift ;;
	-l) launches=$(cd "$2" && pwd); shift 2 ;;
	-*) echo "usage: $0 [-b BUILD_DIR] [-s | -l DIR] [SAMPLE ...]" >&2; exit 2 ;;
	*) break ;;
	esac
done
# by default every launch of the directory that names a sample (bench/launch
# also holds other kernels' launches, e.g. saxpy_4m for bench/sim_speed.sh)
samples=${*:-$(for l in "$launches"/*.launch; do
	n=${l##*/}; n=${n%.launch}; [ ! -f "$src/samples/$n.ll" ] || echo "$n"; done)}
cmake --build "$build" --target vgiwcc >/dev/null
cc=$build/compiler/vgiwcc
work=$build/bench/machines
mkdir -p "$work"

mhz() { "$cc" --print-arch="$1" | sed -n 's/.*<clock core-mhz="\([0-9]*\)".*/\1/p' | head -1; }
mv=$(mhz vgiw); mg=$(mhz gpucc); ms=$(mhz simt)
# cycles of one run, or "-" when the target refuses the kernel
cycles() {
	if "$cc" --target="$1" "$src/samples/$2.ll" --run \
		--launch="$launches/$2.launch" --sim-stats="$work/$2.$1.json" \
		2>"$work/$2.$1.txt"; then
		sed -n 's/^  "cycles": \([0-9]*\),$/\1/p' "$work/$2.$1.json"
	else
		echo -
	fi
}
fmt='%-16s %10s %10s %10s %10s %9s %9s %9s %9s %7s %7s %7s\n'
printf "$fmt" sample "vgiw cyc" "sgmf cyc" "gpucc cyc" "simt cyc" "vgiw us" "sgmf us" \
	"gpucc us" "simt us" "vgiw x" "sgmf x" "gpucc x"
printf "$fmt" "(MHz)" "$mv" "$mv" "$mg" "$ms" "" "" "" "" "vs simt" "vs simt" "vs simt"
for s in $samples; do
	v=$(cycles vgiw "$s"); f=$(cycles sgmf "$s"); g=$(cycles gpucc "$s"); t=$(cycles simt "$s")
	awk -v fmt="$fmt" -v s="$s" -v v="$v" -v f="$f" -v g="$g" -v t="$t" -v mv="$mv" \
		-v mg="$mg" -v ms="$ms" 'function us(c, m) { return c == "-" ? "-" : sprintf("%.1f", c / m) }
	function x(c, m) { return c == "-" || t == "-" ? "-" : sprintf("%.2f", (t / ms) / (c / m)) }
	BEGIN { printf fmt, s, v, f, g, t, us(v, mv), us(f, mv), us(g, mg), us(t, ms),
		x(v, mv), x(f, mv), x(g, mg) }'
done
echo "(a '-' is a kernel the machine refuses: $work/SAMPLE.TARGET.txt says why)"
