#!/bin/sh
# Whole-chip SIMT simulation speed (docs/chip.md): compiles each sample once
# for the SIMT SM (vgiwcc --target=simt), simulates its large launch
# (bench/launch/NAME.launch) on a chip (default gtx480: 15 SMs on one
# uncore) and prints threads, simulated chip cycles, warp instructions of
# all cores, the host seconds of the simulation alone (the summary's
# "host:" line, one host core) and simulated warp-instructions per second.
# Not a test: times vary with the host and its load. The issue's target:
# >= 1 M warp-instructions/s for a whole SIMT chip on one host core.
#   [CHIP=gtx480] bench/chip_speed.sh [-b BUILD_DIR] [-k] [SAMPLE ...]
set -eu
src=$(cd "$(dirname "$0")/.." && pwd)
build=$src/build
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
chip=${CHIP:-gtx480}

cmake --build "$build" --target vgiwcc vgiwsim >/dev/null
vgiwcc=$build/compiler/vgiwcc
vgiwsim=$build/sim/vgiwsim
work=$build/bench/chip
mkdir -p "$work"

printf '%-14s %9s %12s %13s %9s %15s\n' sample threads cycles warp_insts \
	wall_s "M warp-inst/s"
for s in $samples; do
	launch=$src/bench/launch/$s.launch
	[ -f "$launch" ] || { echo "$s: no $launch" >&2; exit 1; }
	"$vgiwcc" --target=simt "$src/samples/$s.ll" -o "$work/$s.cfg"
	"$vgiwsim" "$work/$s.cfg" --launch="$launch" --chip="$chip" \
		--stats="$work/$s.json" 2>"$work/$s.txt" || { cat "$work/$s.txt" >&2; exit 1; }
	# "chip of N simt cores: C cycles, K CTAs, T threads, W instructions ..."
	# "  host: S s, ..."
	awk -v name="$s" '
		NR == 1 { cycles = $6; threads = $10; inst = $12 }
		$1 == "host:" { wall = $2 }
		END {
			if (wall <= 0) wall = 1e-9
			printf "%-14s %9d %12d %13d %9.3f %15.2f\n", name, threads,
			       cycles, inst, wall, inst / wall / 1e6
		}' "$work/$s.txt"
done
[ "$keep" = 1 ] || rm -rf "$work"
