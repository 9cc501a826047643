#!/bin/sh
# SIMT simulator speed: compiles each sample once for the SIMT SM
# (vgiwcc --target=simt), simulates it at the large launch in
# bench/launch/NAME.launch and prints threads, simulated cycles, warp
# instructions, the host seconds of the simulation alone (vgiwsim's own
# measurement, the last run's summary's "host:" line), simulated warp-instructions and
# cycles per second of it, the CPU seconds (user + system) of the whole
# vgiwsim process, those of the functional interpreter vgiwref on the same
# launch, and vgiwsim's over vgiwref's ("sim/ref"): the figure speed is
# judged by, since both runs share the host's state (docs/simt.md, "Speed").
# Not a test: times vary with the host and its load.
#   bench/simt_speed.sh [-b BUILD_DIR] [-k] [-r RUNS] [SAMPLE ...]
# -k keeps the .cfg, stats and summaries in BUILD_DIR/bench/simt/.
# -r runs each program RUNS times (default 1) and reports the fastest.
set -eu
src=$(cd "$(dirname "$0")/.." && pwd)
build=$src/build/simperf
keep=0
runs=1
while [ $# -gt 0 ]; do
	case $1 in
	-b) build=$2; shift 2 ;;
	-k) keep=1; shift ;;
	-r) runs=$2; shift 2 ;;
	-*) echo "usage: $0 [-b BUILD_DIR] [-k] [-r RUNS] [SAMPLE ...]" >&2; exit 2 ;;
	*) break ;;
	esac
done
samples=${*:-saxpy vecadd conv3x3 conv5x5 matmul_tiled}

cmake --build "$build" --target vgiwcc vgiwsim vgiwref >/dev/null
vgiwcc=$build/compiler/vgiwcc
vgiwsim=$build/sim/vgiwsim
vgiwref=$build/reference/vgiwref
work=$build/bench/simt
mkdir -p "$work"
. "$src/bench/cpu.sh"

printf '%-14s %9s %12s %13s %9s %15s %12s %7s %7s %9s\n' sample threads cycles \
	warp_insts wall_s "M warp-inst/s" "M cycles/s" cpu_s ref_s "sim/ref"
for s in $samples; do
	launch=$src/bench/launch/$s.launch
	[ -f "$launch" ] || { echo "$s: no $launch" >&2; exit 1; }
	"$vgiwcc" --target=simt "$src/samples/$s.ll" -o "$work/$s.cfg"
	cpu=$(fastest_cpu "$vgiwsim" "$work/$s.cfg" --launch="$launch" --stats="$work/$s.json")
	cp "$work/cpu.err" "$work/$s.txt"   # the last run's summary
	ref=$(fastest_cpu "$vgiwref" "$src/samples/$s.ll" --launch="$launch")
	# "simt kernel K: C cycles, T threads in ..."
	# "  instructions: W warp, ..."   "  host: S s, ..."
	awk -v name="$s" -v cpu="$cpu" -v ref="$ref" '
		NR == 1 { cycles = $4; threads = $6 }
		$1 == "instructions:" { inst = $2 }
		$1 == "host:" { wall = $2 }
		END {
			if (wall <= 0) wall = 1e-9
			printf "%-14s %9d %12d %13d %9.3f %15.2f %12.2f %7.2f %7.2f %9.1f\n", name,
			       threads, cycles, inst, wall, inst / wall / 1e6, cycles / wall / 1e6,
			       cpu, ref, cpu / (ref > 0 ? ref : 1e-9)
		}' "$work/$s.txt"
done
[ "$keep" = 1 ] || rm -rf "$work"
