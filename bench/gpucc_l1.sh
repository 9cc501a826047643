#!/bin/sh
# GPU-CC L1 hit rate of a streaming kernel (saxpy: y[i] = a x[i] + y[i])
# against the number of threads, the copies of the graph (vgiwcc
# --replicate) and the L1's knobs (-A gpucc.l1d.*): threads per cycle, L1
# hit rate, L2 hit rate, MSHR stalls. The evidence of docs/gpuccsim.md
# ("The L1 and power-of-two launches"). Not a test: a measurement.
# Usage: bench/gpucc_l1.sh [-b BUILD_DIR] [SAMPLE]
set -eu
src=$(cd "$(dirname "$0")/.." && pwd)
build=$src/build
if [ "${1:-}" = -b ]; then
	build=$2
	shift 2
fi
s=${1:-saxpy}
cmake --build "$build" --target vgiwcc vgiwsim >/dev/null
work=$build/bench/gpucc_l1
mkdir -p "$work"

# the launch of n threads, 256 per CTA, for saxpy or vecadd_flat
launch() {
	case $s in
	saxpy) echo "--grid=$(($1 / 256)) --block=256 --arg=$1 --arg=2.5" \
		"--arg=buf:f32:$1:seq --arg=buf:f32:$1:rand:1" ;;
	vecadd_flat) echo "--grid=$(($1 / 256)) --block=256 --arg=buf:f32:$1:rand:1" \
		"--arg=buf:f32:$1:rand:2 --arg=buf:f32:$1:zero --arg=$1" ;;
	*) echo "$0: no launch for $s" >&2; exit 2 ;;
	esac
}

# row COPIES THREADS [-A k=v ...]
row() {
	c=$1 n=$2
	shift 2
	# the .cfg carries the fingerprint of the arch it was compiled for
	"$build/compiler/vgiwcc" --target=gpucc --replicate="$c" "$@" \
		"$src/samples/$s.ll" -o "$work/$s.$c.cfg"
	# shellcheck disable=SC2046
	"$build/sim/vgiwsim" "$work/$s.$c.cfg" $(launch "$n") "$@" \
		--stats="$work/$s.json" -q
	j=$work/$s.json
	awk -v c="$c" -v n="$n" -v knobs="${*:-default}" '
		function num(k,   v) { v = $0; sub(".*\"" k "\": ", "", v); sub("[,}].*", "", v); return v }
		/"copies"/ { copies = num("copies") }
		/"threads_per_cycle"/ { tpc = num("threads_per_cycle") }
		/"memory"/ { l1a = num("l1_accesses"); l1h = num("l1_hits")
		             l2a = num("l2_accesses"); l2h = num("l2_hits"); ms = num("mshr_stalls") }
		END { printf "%6d %9d %-36s %7.4f %6.1f%% %6.1f%% %9d\n", copies, n, knobs,
		      tpc, 100 * l1h / l1a, 100 * l2h / l2a, ms }' "$j"
}

printf '%6s %9s %-36s %7s %7s %7s %9s\n' copies threads "L1 knobs (-A)" thr/cyc \
	"L1 hit" "L2 hit" mshr_stall
for n in 1048576 2097152 4194304 4000000; do
	for c in 1 2 4; do
		row $c $n
	done
done
for k in "gpucc.l1d.ways=8" "gpucc.l1d.ways=16" "gpucc.l1d.index=linear" \
	"gpucc.l1d.mshrs=128" "gpucc.l1d.size=49152 -A gpucc.l1d.ways=6" \
	"gpucc.ldst.prefetch=0"; do
	# shellcheck disable=SC2086
	row 4 4194304 -A $k
done
# GPGPU-Sim's Fermi hash (docs/arch.md, simt.l1d.index)
for n in 1048576 4194304; do
	row 4 $n -A gpucc.l1d.index=fermi
done
