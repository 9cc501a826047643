#!/bin/sh
# Reconfiguration overhead against thread-vector size: a few VGIW samples
# at launches of 1x to 64x their own thread count (threads per launch; the
# sample's buffers and sizes scaled with it), printing cycles,
# reconfigurations, reconfiguration cycles and their share of the run.
# The paper's 0.18 % (section 3.2) rests on large thread vectors: this is
# the curve that argument is about. Not a test.
# Usage: bench/reconfig_vs_threads.sh [-b BUILD_DIR]
set -eu
src=$(cd "$(dirname "$0")/.." && pwd)
build=$src/build
[ "${1:-}" = -b ] && build=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# sample: a launch with the scale k substituted (threads = base x k)
launch() {
	case $1 in
	nqueens) echo "--grid=$((2 * $2)) --block=64 --arg=8 --arg=buf:i32:$((128 * $2)):zero --arg=buf:i32:$((1536 * $2)):zero --arg=buf:i64:1:zero" ;;
	loop_datadep) echo "--grid=$((4 * $2)) --block=256 --arg=buf:i32:$((1024 * $2)):seq --arg=buf:i32:$((1024 * $2)):zero --arg=buf:f64:$((1024 * $2)):zero --arg=buf:f32:$((1024 * $2)):zero --arg=400" ;;
	fig1_divergence) echo "--grid=$((8 * $2)) --block=128 --arg=buf:f32:$((1024 * $2)):rand:1 --arg=buf:i32:$((1024 * $2)):rand:2 --arg=buf:f32:$((1024 * $2)):zero" ;;
	saxpy) echo "--grid=$((16 * $2)) --block=256 --arg=$((4096 * $2)) --arg=2.5 --arg=buf:f32:$((4096 * $2)):seq --arg=buf:f32:$((4096 * $2)):rand:1" ;;
	esac
}
printf '%-16s %9s %11s %9s %12s %9s\n' sample threads cycles reconfs reconf_cyc fraction
for s in nqueens loop_datadep fig1_divergence saxpy; do
	"$build/compiler/vgiwcc" "$src/samples/$s.ll" -o "$work/$s.cfg"
	for k in 1 4 16 64; do
		echo $(launch $s $k) >"$work/l"
		"$build/sim/vgiwsim" "$work/$s.cfg" --launch="$work/l" --stats="$work/j" -q
		jq -r --arg s "$s" '"\($s) \(.threads) \(.cycles) \(.reconfigurations) \(.reconfig_cycles) \(.reconfig_fraction // (.reconfig_cycles / .cycles))"' "$work/j" |
			awk '{ printf "%-16s %9d %11d %9d %12d %8.2f%%\n", $1, $2, $3, $4, $5, 100 * $6 }'
	done
done
