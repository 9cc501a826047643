#!/bin/sh
# Whole-chip SIMT simulation speed (docs/chip.md): compiles each sample once
# for the SIMT SM (vgiwcc --target=simt), simulates its large launch
# (bench/launch/NAME.launch) on a chip (default gtx480: 15 SMs on one
# uncore) and prints threads, simulated chip cycles, warp instructions of
# all cores, the host processor seconds of the simulation alone (the
# summary's "host:" line: summed over the threads), the wall seconds of the
# whole vgiwsim process, and simulated warp-instructions per processor
# second and per wall second. -j N steps the chip's cores in N host threads
# (docs/chip.md; the results do not depend on it). Not a test: times vary
# with the host and its load (printed first). The issue's target: >= 1 M
# warp-instructions/s for a whole SIMT chip on one host core.
#   [CHIP=gtx480] bench/chip_speed.sh [-b BUILD_DIR] [-k] [-j N] [SAMPLE ...]
set -eu
src=$(cd "$(dirname "$0")/.." && pwd)
build=$src/build
keep=0
jobs=1
while [ $# -gt 0 ]; do
	case $1 in
	-b) build=$2; shift 2 ;;
	-k) keep=1; shift ;;
	-j) jobs=$2; shift 2 ;;
	-*) echo "usage: $0 [-b BUILD_DIR] [-k] [-j N] [SAMPLE ...]" >&2; exit 2 ;;
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

echo "chip $chip, -j $jobs, host load average: $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-14s %9s %12s %13s %8s %8s %10s %10s\n' sample threads cycles warp_insts \
	cpu_s wall_s "M/cpu-s" "M/wall-s"
for s in $samples; do
	launch=$src/bench/launch/$s.launch
	[ -f "$launch" ] || { echo "$s: no $launch" >&2; exit 1; }
	"$vgiwcc" --target=simt "$src/samples/$s.ll" -o "$work/$s.cfg"
	t0=$(date +%s.%N)
	"$vgiwsim" "$work/$s.cfg" --launch="$launch" --chip="$chip" -j "$jobs" \
		--stats="$work/$s.json" 2>"$work/$s.txt" || { cat "$work/$s.txt" >&2; exit 1; }
	t1=$(date +%s.%N)
	# "chip of N simt cores: C cycles, K CTAs, T threads, W instructions ..."
	# "  host: S s, ..."
	awk -v name="$s" -v t0="$t0" -v t1="$t1" '
		NR == 1 { cycles = $6; threads = $10; inst = $12 }
		$1 == "host:" { cpu = $2 }
		END {
			wall = t1 - t0
			if (cpu <= 0) cpu = 1e-9
			if (wall <= 0) wall = 1e-9
			printf "%-14s %9d %12d %13d %8.3f %8.3f %10.2f %10.2f\n", name,
			       threads, cycles, inst, cpu, wall, inst / cpu / 1e6,
			       inst / wall / 1e6
		}' "$work/$s.txt"
done
[ "$keep" = 1 ] || rm -rf "$work"
