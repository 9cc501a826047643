#!/bin/sh
# VGIW against SGMF, one core each, on the samples of samples/sgmf.list,
# tests/sim/sgmf/collatz, conv3x3 and loop_datadep (or those named): both
# compiled from the same .ll,
# simulated at the sample's launch (with -s the small one of
# samples/small/); prints the cycles of each (the same clock: SGMF runs on
# the VGIW arch's fabric), VGIW's speedup over SGMF (SGMF cycles / VGIW
# cycles) and SGMF's utilisation loss, then the geometric mean and range of
# the speedups beside the VGIW paper's (section 5, Figure 8: 1.45x on
# average, 0.4x to 3.1x), which the paper measured on its own kernels and
# chip: a reference, not a target. Kernels SGMF refuses are listed with
# every unit class that ran out.
# With -c CHIP both run on a whole chip (docs/chip.md): VGIW on the chip's
# VGIW cores, SGMF on the same cores configured with the whole graph
# (docs/sgmf.md, "On a chip"), e.g. -c vgiw15; the cycles are the chip's,
# the loss column is left out (it is per core: the chip JSON's per_core).
# With -g both run on the study grid of tests/run/sgmf.cmake (18 x 20 cells,
# 128 ALUs, 32 LDSTs, 128 SJUs, the rest as the arch's), large enough for
# conv3x3 and loop_datadep: a what-if on a grid no paper describes (SGMF's
# own is not among the seed documents: docs/sgmf.md), not SGMF's machine.
# Not a test: a measurement. Usage:
#   bench/sgmf_vs_vgiw.sh [-b BUILD_DIR] [-s] [-c CHIP] [-g] [SAMPLE ...]
set -eu
src=$(cd "$(dirname "$0")/.." && pwd)
build=$src/build/llvm14
small=
chip=
grid=
while [ $# -gt 0 ]; do
	case $1 in
	-b) build=$2; shift 2 ;;
	-s) small=small/; shift ;;
	-c) chip=$2; shift 2 ;;
	-g) grid="-A vgiw.grid.rows=18 -A vgiw.grid.cols=20 -A vgiw.unit.ALU.count=128 -A vgiw.unit.LDST.count=32 -A vgiw.unit.SJU.count=128"; shift ;;
	-*) echo "usage: $0 [-b BUILD_DIR] [-s] [-c CHIP] [-g] [SAMPLE ...]" >&2; exit 2 ;;
	*) break ;;
	esac
done
# by default the samples that fit, the data-dependent loop, and the two the
# issue named that do not fit (their refusal is printed)
samples=${*:-"$(grep -v '^#' "$src/samples/sgmf.list") collatz conv3x3 loop_datadep"}
cmake --build "$build" --target vgiwcc >/dev/null
cc=$build/compiler/vgiwcc
work=$build/bench/sgmf_vs_vgiw
mkdir -p "$work"

# the .ll and launch of a sample (collatz lives with the SGMF tests)
ll() { if [ "$1" = collatz ]; then echo "$src/tests/sim/sgmf/collatz.ll"; else echo "$src/samples/$1.ll"; fi; }
launch() {
	if [ "$1" = collatz ]; then echo "$src/tests/sim/sgmf/collatz.launch"
	elif [ -n "$small" ] && [ -f "$src/samples/small/$1.launch" ]; then echo "$src/samples/small/$1.launch"
	else echo "$src/samples/$1.launch"; fi
}
# "cycles" of one run, or "-" when the target refuses the kernel
run() {
	if "$cc" --target="$1" "$(ll "$2")" --run --launch="$(launch "$2")" \
		${chip:+--chip="$chip"} $grid \
		--sim-stats="$work/$2.$1.json" 2>"$work/$2.$1.txt" >/dev/null; then
		# the first: a chip's own, before its cores'
		sed -n 's/^  "cycles": \([0-9]*\),$/\1/p' "$work/$2.$1.json" | head -1
	else
		echo -
	fi
}
[ -n "$chip" ] && echo "chip $chip: every sample on the whole chip"
[ -n "$grid" ] && echo "study grid (not a published machine): $grid"
printf '%-16s %12s %12s %10s %10s\n' sample "vgiw cyc" "sgmf cyc" "vgiw x" "sgmf loss"
for s in $samples; do
	v=$(run vgiw "$s"); g=$(run sgmf "$s")
	loss=-
	[ "$g" != - ] && [ -z "$chip" ] && loss=$(sed -n 's/^  "utilisation_loss": \([0-9.]*\),$/\1/p' "$work/$s.sgmf.json")
	printf '%-16s %12s %12s %10s %10s\n' "$s" "$v" "$g" \
		"$(awk -v v="$v" -v g="$g" 'BEGIN { print (v == "-" || g == "-") ? "-" : sprintf("%.2f", g / v) }')" "$loss"
	if [ "$g" = - ]; then
		sed -n 's/^.*error: /    sgmf refuses: /p' "$work/$s.sgmf.txt"
	fi
done | tee "$work/table.txt"
# ours beside the paper's, one line each
awk '$1 !~ /^sgmf$/ && NF == 5 && $4 != "-" && $4 + 0 > 0 { n++; l += log($4); if (!mn || $4 < mn) mn = $4; if ($4 > mx) mx = $4 }
	END { printf "%-16s %12s %22s\n", "VGIW over SGMF", "mean", "range"
	      if (n) printf "%-16s %11.2fx %10.2fx to %5.2fx   (geometric mean over %d kernels)\n", "ours", exp(l / n), mn, mx, n
	      else printf "%-16s %12s %22s\n", "ours", "-", "-"
	      printf "%-16s %11.2fx %10.1fx to %5.1fx   (VGIW paper section 5, Figure 8: its own kernels, one SGMF core against one VGIW core)\n", "paper", 1.45, 0.4, 3.1 }' "$work/table.txt"
