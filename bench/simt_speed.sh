#!/bin/sh
# SIMT simulator speed: compiles each sample once for the SIMT SM
# (vgiwcc --target=simt), simulates it at the large launch in
# bench/launch/NAME.launch and prints threads, simulated cycles, warp
# instructions, the host seconds of the simulation alone (vgiwsim's own
# measurement, the summary's "host:" line) and simulated warp-instructions
# and cycles per second. Not a test: times vary with the host and its load.
#   bench/simt_speed.sh [-b BUILD_DIR] [-k] [SAMPLE ...]
# -k keeps the .cfg, stats and summaries in BUILD_DIR/bench/simt/.
# The issue's target: >= 2 M warp-instructions/s on one core (five times the
# ~400 K instructions/s Accel-Sim reports for hotspot).
set -eu
src=$(cd "$(dirname "$0")/.." && pwd)
build=$src/build/simperf
keep=0
while [ $# -gt 0 ]; do
	case $1 in
	-b) build=$2; shift 2 ;;
	-k) keep=1; shift ;;
	-*) echo "usage: $0 [-b BUILD_DIR] [-k] [SAMPLE ...]" >&2; exit 2 ;;
	*) break ;;
	esac
done
samples=${*:-saxpy vecadd conv3x3 conv5x5 matmul_tiled}

cmake --build "$build" --target vgiwcc vgiwsim >/dev/null
vgiwcc=$build/compiler/vgiwcc
vgiwsim=$build/sim/vgiwsim
work=$build/bench/simt
mkdir -p "$work"

printf '%-14s %9s %12s %13s %9s %15s %12s\n' sample threads cycles \
	warp_insts wall_s "M warp-inst/s" "M cycles/s"
for s in $samples; do
	launch=$src/bench/launch/$s.launch
	[ -f "$launch" ] || { echo "$s: no $launch" >&2; exit 1; }
	"$vgiwcc" --target=simt "$src/samples/$s.ll" -o "$work/$s.cfg"
	"$vgiwsim" "$work/$s.cfg" --launch="$launch" --stats="$work/$s.json" \
		2>"$work/$s.txt" || { cat "$work/$s.txt" >&2; exit 1; }
	# "simt kernel K: C cycles, T threads in ..."
	# "  instructions: W warp, ..."   "  host: S s, ..."
	awk -v name="$s" '
		NR == 1 { cycles = $4; threads = $6 }
		$1 == "instructions:" { inst = $2 }
		$1 == "host:" { wall = $2 }
		END {
			if (wall <= 0) wall = 1e-9
			printf "%-14s %9d %12d %13d %9.3f %15.2f %12.2f\n", name, threads,
			       cycles, inst, wall, inst / wall / 1e6, cycles / wall / 1e6
		}' "$work/$s.txt"
done
[ "$keep" = 1 ] || rm -rf "$work"
