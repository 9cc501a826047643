#!/bin/sh
# The two DRAM models side by side (docs/arch.md, "DRAM"): every sample (or
# those named) on each machine that compiles it, one core with its
# memory.share.cores share and the SIMT SM also on the gtx480 chip, at the
# small launch (samples/small/, or with -l DIR the DIR/NAME.launch), under
# memory.dram.scheduler=occupancy and =fr-fcfs; prints both cycle counts,
# their ratio and the fr-fcfs run's DRAM row hits. Not a test: a
# measurement. Usage:
#   bench/dram_sched.sh [-b BUILD_DIR] [-l DIR] [SAMPLE ...]
set -eu
src=$(cd "$(dirname "$0")/.." && pwd)
build=$src/build/llvm14
launches=$src/samples/small
while [ $# -gt 0 ]; do
	case $1 in
	-b) build=$2; shift 2 ;;
	-l) launches=$(cd "$2" && pwd); shift 2 ;;
	-*) echo "usage: $0 [-b BUILD_DIR] [-l DIR] [SAMPLE ...]" >&2; exit 2 ;;
	*) break ;;
	esac
done
samples=${*:-$(for l in "$launches"/*.launch; do
	n=${l##*/}; n=${n%.launch}; [ ! -f "$src/samples/$n.ll" ] || echo "$n"; done)}
cmake --build "$build" --target vgiwcc >/dev/null
cc=$build/compiler/vgiwcc
work=$build/bench/dram_sched
mkdir -p "$work"

# "cycles hits misses" of one run (hits and misses empty without rows), or
# nothing when the target refuses the kernel
run() {   # TARGET SAMPLE SCHEDULER [CHIP]
	j=$work/$2.$1${4:+.$4}.$3.json
	"$cc" --target="$1" "$src/samples/$2.ll" --run ${4:+--chip=$4} \
		--launch="$launches/$2.launch" -A memory.dram.scheduler="$3" \
		--sim-stats="$j" 2>"$j.txt" || return 0
	# the run's cycles and rows come first (a chip's cores and kernels follow)
	awk '/^  "cycles": / && c == "" { gsub(/,/, ""); c = $2 }
	/^  "dram_rows"/ && h == "" { gsub(/,/, ""); h = $4; m = $6 }
	END { print c, h, m }' "$j"
}
fmt='%-16s %-12s %10s %10s %7s %9s\n'
printf "$fmt" sample machine occupancy fr-fcfs ratio "row hits"
for s in $samples; do
	for m in vgiw sgmf gpucc simt simt@gtx480; do
		t=${m%@*}; chip=${m#*@}; [ "$chip" != "$m" ] || chip=
		a=$(run "$t" "$s" occupancy $chip); [ -n "$a" ] || continue
		b=$(run "$t" "$s" fr-fcfs $chip)
		echo "$a $b" | awk -v fmt="$fmt" -v s="$s" -v m="$m" '{
			printf fmt, s, m, $1, $2, sprintf("%.3f", $2 / $1),
			$3 + $4 ? sprintf("%.1f%%", 100 * $3 / ($3 + $4)) : "-" }'
	done
done
echo "(a machine missing from a sample's rows refuses it: $work/SAMPLE.TARGET.*.txt says why)"
