#!/bin/sh
# Simulator speed: compiles each sample once, simulates it at the large
# launch in bench/launch/NAME.launch and prints threads, simulated cycles,
# dynamic LLVM-instruction equivalents, the host seconds of the simulation
# alone (vgiwsim's own wall-clock measurement, without compiling and
# loading), simulated thread-instructions and cycles per second of it, and
# the CPU seconds (user + system) of the whole vgiwsim process with the
# thread-instructions per CPU second: on a shared host the wall clock
# counts other processes' time, the CPU time does not (it includes loading
# the .cfg and building the launch's buffers, so it is an upper bound of
# the simulation's). The same launch then runs through the functional
# interpreter vgiwref (CPU seconds of the whole process, fastest of RUNS)
# and the last column is vgiwsim's CPU seconds over vgiwref's: the figure
# speed is judged by, since both runs share the host's state. Not a test:
# times vary with the host and its load.
# Usage:
#   bench/sim_speed.sh [-b BUILD_DIR] [-k] [-r RUNS] [SAMPLE ...]
# -k keeps the .cfg, stats and summaries in BUILD_DIR/bench/sim/.
# -r simulates each sample RUNS times (default 1) and reports the fastest
#    run's seconds: on a shared or frequency-scaled host one run of the same
#    work varies by +-20%, the fastest is the least disturbed.
# Issue 19's target: a median >= 50 M simulated thread-instructions/s over
# the samples, none below 25 M, on one core.
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
work=$build/bench/sim
mkdir -p "$work"
. "$src/bench/cpu.sh"

printf '%-14s %9s %12s %13s %9s %14s %12s %7s %16s %7s %9s\n' sample threads cycles \
	instructions wall_s "M thr-inst/s" "M cycles/s" cpu_s "M thr-inst/cpu_s" \
	ref_s "sim/ref"
for s in $samples; do
	launch=$src/bench/launch/$s.launch
	[ -f "$launch" ] || { echo "$s: no $launch" >&2; exit 1; }
	"$vgiwcc" "$src/samples/$s.ll" -o "$work/$s.cfg"
	cpu= wall=
	r=0
	while [ $r -lt "$runs" ]; do
		/usr/bin/time -o "$work/$s.time" -f '%U %S' \
		"$vgiwsim" "$work/$s.cfg" --launch="$launch" --stats="$work/$s.json" \
			2>"$work/$s.txt" || { cat "$work/$s.txt" >&2; exit 1; }
		# the fastest run's CPU and wall seconds (summary's last line:
		# "  simulation took W s: ...")
		cpu=$(awk -v best="$cpu" 'END { c = $1 + $2; print (best == "" || c < best) ? c : best }' "$work/$s.time")
		wall=$(awk -v best="$wall" '/simulation took/ { w = $3 }
			END { print (best == "" || w < best) ? w : best }' "$work/$s.txt")
		r=$((r + 1))
	done
	ref=$(fastest_cpu "$vgiwref" "$src/samples/$s.ll" --launch="$launch")
	# first summary line: "K: C cycles, T threads in ..., I instructions, IPC"
	awk -v name="$s" -v cpu="$cpu" -v wall="$wall" -v ref="$ref" '
		NR == 1 { cycles = $2; threads = $4
		          for (i = 1; i < NF; i++) if ($(i + 1) == "instructions,") inst = $i }
		END {
			if (wall <= 0) wall = 1e-9
			c = cpu > 0 ? cpu : 1e-9
			printf "%-14s %9d %12d %13d %9.2f %14.1f %12.2f %7.2f %16.1f %7.2f %9.1f\n", name,
			       threads, cycles, inst, wall, inst / wall / 1e6,
			       cycles / wall / 1e6, cpu, inst / c / 1e6,
			       ref, c / (ref > 0 ? ref : 1e-9)
		}' "$work/$s.txt"
done
[ "$keep" = 1 ] || rm -rf "$work"
