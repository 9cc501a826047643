#!/bin/sh
# GPU-CC simulator speed (docs/gpuccsim.md): compiles each GPU-CC sample
# once, simulates it at bench/launch/LAUNCH.launch (the sample is LAUNCH up
# to a `_` suffix: saxpy_4m is saxpy at 4 M threads) with the event-driven
# schedule and with the polling reference (VGIW_GPUCC_POLLING=1, the
# schedule before issue 19), checks that both give the same statistics,
# and prints cycles, firings, threads per cycle and, per schedule, the host
# seconds of the simulation alone (vgiwsim's own measurement) with
# simulated M cycles/s and M firings/s. Not a test: times vary with the
# host and its load. Usage:
#   bench/gpucc_speed.sh [-b BUILD_DIR] [-k] [LAUNCH ...]
# -k keeps the .cfg, stats and summaries in BUILD_DIR/bench/gpucc_speed/.
# The issue's target: >= 10x simulated cycles/s on memory-bound launches.
set -eu
src=$(cd "$(dirname "$0")/.." && pwd)
build=$src/build
keep=0
while [ $# -gt 0 ]; do
	case $1 in
	-b) build=$2; shift 2 ;;
	-k) keep=1; shift ;;
	-*) echo "usage: $0 [-b BUILD_DIR] [-k] [LAUNCH ...]" >&2; exit 2 ;;
	*) break ;;
	esac
done
launches=${*:-saxpy vecadd_flat saxpy_4m vecadd_flat_4m}

cmake --build "$build" --target vgiwcc vgiwsim >/dev/null
vgiwcc=$build/compiler/vgiwcc
vgiwsim=$build/sim/vgiwsim
work=$build/bench/gpucc_speed
mkdir -p "$work"

# "  simulation took W s: C M cycles/s, F M firings/s" of a summary
took() { sed -n 's/^  simulation took \([0-9.]*\) s.*/\1/p' "$1"; }

printf '%-16s %10s %10s %7s | %8s %9s %9s | %8s %9s %9s | %6s\n' launch cycles \
	firings thr/cyc "poll s" "M cyc/s" "M fire/s" "event s" "M cyc/s" \
	"M fire/s" speedup
for ln in $launches; do
	s=${ln%%_[0-9]*}
	launch=$src/bench/launch/$ln.launch
	[ -f "$launch" ] || { echo "$ln: no $launch" >&2; exit 1; }
	"$vgiwcc" --target=gpucc "$src/samples/$s.ll" -o "$work/$s.cfg"
	for p in 1 0; do
		VGIW_GPUCC_POLLING=$p "$vgiwsim" "$work/$s.cfg" --launch="$launch" \
			--stats="$work/$ln.$p.json" 2>"$work/$ln.$p.txt" ||
			{ cat "$work/$ln.$p.txt" >&2; exit 1; }
	done
	cmp -s "$work/$ln.0.json" "$work/$ln.1.json" ||
		{ echo "$ln: the schedules' statistics differ" >&2; exit 1; }
	awk -v name="$ln" -v wp="$(took "$work/$ln.1.txt")" \
		-v we="$(took "$work/$ln.0.txt")" '
		function num(k,   v) { v = $0; sub(".*\"" k "\": ", "", v); sub(",.*", "", v); return v }
		/^  "cycles"/ { c = num("cycles") }
		/^  "firings"/ { f = num("firings") }
		/^  "threads_per_cycle"/ { t = num("threads_per_cycle") }
		END {
			if (wp <= 0) wp = 1e-9
			if (we <= 0) we = 1e-9
			printf "%-16s %10d %10d %7.3f | %8.2f %9.2f %9.2f | %8.2f %9.2f %9.2f | %5.1fx\n",
			       name, c, f, t, wp, c / wp / 1e6, f / wp / 1e6,
			       we, c / we / 1e6, f / we / 1e6, wp / we
		}' "$work/$ln.0.json"
done
[ "$keep" = 1 ] || rm -rf "$work"
