#!/bin/sh
# Energy of the machines side by side (docs/energy.md, a first-order model):
# every sample (or those named) compiled from the same .ll for VGIW, SIMT
# (one Fermi SM, the default arch), SGMF and GPU-CC where the kernel fits,
# simulated at the sample's launch (with -s the small one of
# samples/small/), and the "energy" objects of their statistics compared:
# VGIW's energy efficiency over SIMT (E_simt / E_vgiw: the same work, so
# work per joule is the inverse of the energy), the same for the core alone
# (compute, register file, fetch, LVC, CVT, tokens, network, configuration:
# no caches, L2 or DRAM), VGIW over SGMF, and GPU-CC's energy saving over
# SIMT (1 - E_gpucc / E_simt). Then the geometric means beside the papers':
# VGIW Fig. 9 (1.75x over Fermi on average), Fig. 11 (1.33x over SGMF), the
# GPU-CC paper's estimated 12% power saving. The papers measured their own
# kernels with GPUWattch and RTL figures: a reference, not a target.
# Extra -A PATH=VALUE options go to every run. Not a test: a measurement.
# Usage:
#   bench/energy.sh [-b BUILD_DIR] [-s] [-A PATH=VALUE]... [SAMPLE ...]
set -eu
src=$(cd "$(dirname "$0")/.." && pwd)
build=$src/build/llvm14
small=
ovs=
while [ $# -gt 0 ]; do
	case $1 in
	-b) build=$2; shift 2 ;;
	-s) small=small/; shift ;;
	-A) ovs="$ovs -A $2"; shift 2 ;;
	-*) echo "usage: $0 [-b BUILD_DIR] [-s] [-A PATH=VALUE]... [SAMPLE ...]" >&2; exit 2 ;;
	*) break ;;
	esac
done
samples=${*:-"$(cd "$src/samples" && ls *.launch | sed 's/\.launch$//')"}
cmake --build "$build" --target vgiwcc >/dev/null
cc=$build/compiler/vgiwcc
work=$build/bench/energy
mkdir -p "$work"

launch() {
	if [ -n "$small" ] && [ -f "$src/samples/small/$1.launch" ]; then echo "$src/samples/small/$1.launch"
	else echo "$src/samples/$1.launch"; fi
}
# "total core" energy in pJ of one run, or "- -" when the target refuses it
run() {
	# shellcheck disable=SC2086
	if "$cc" --target="$1" "$src/samples/$2.ll" --run --launch="$(launch "$2")" $ovs \
		--sim-stats="$work/$2.$1.json" 2>"$work/$2.$1.txt" >/dev/null; then
		grep -o '"energy": {[^}]*}' "$work/$2.$1.json" | head -1 | awk '{
			s = $0; gsub(/"/, "", s); gsub(/[{},]/, " ", s); n = split(s, w, " ")
			for (i = 1; i < n; i++) if (w[i] ~ /:$/) { k = substr(w[i], 1, length(w[i]) - 1); v[k] = w[i + 1] }
			core = v["total"] - v["l1"] - v["shared"] - v["l2"] - v["dram"] - v["static"]
			printf "%s %.3f\n", v["total"], core }'
	else
		echo "- -"
	fi
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { print (a == "-" || b == "-" || b + 0 == 0) ? "-" : sprintf("%.2f", a / b) }'; }
saving() { awk -v a="$1" -v b="$2" 'BEGIN { print (a == "-" || b == "-" || b + 0 == 0) ? "-" : sprintf("%.1f%%", 100 * (1 - a / b)) }'; }
printf '%-16s %11s %11s %11s %11s %8s %8s %8s %8s\n' sample "vgiw nJ" "simt nJ" \
	"sgmf nJ" "gpucc nJ" "simt/vg" "core" "sgmf/vg" "gpucc"
for s in $samples; do
	r=$(run vgiw "$s"); v=${r% *}; vc=${r#* }
	r=$(run simt "$s"); t=${r% *}; tc=${r#* }
	r=$(run sgmf "$s"); g=${r% *}
	r=$(run gpucc "$s"); c=${r% *}
	nj() { awk -v x="$1" 'BEGIN { print x == "-" ? "-" : sprintf("%.1f", x / 1000) }'; }
	printf '%-16s %11s %11s %11s %11s %8s %8s %8s %8s\n' "$s" "$(nj "$v")" "$(nj "$t")" \
		"$(nj "$g")" "$(nj "$c")" "$(ratio "$t" "$v")" "$(ratio "$tc" "$vc")" \
		"$(ratio "$g" "$v")" "$(saving "$c" "$t")"
done | tee "$work/table.txt"
awk '{ for (c = 6; c <= 8; c++) if ($c != "-" && $c + 0 > 0) { n[c]++; l[c] += log($c) }
	  if ($9 != "-") { m++; sv += $9 + 0 } }
	END {
		if (n[6]) printf "ours:  VGIW over SIMT %.2fx (geometric mean, %d kernels), core only %.2fx\n", exp(l[6] / n[6]), n[6], exp(l[7] / n[7])
		if (n[8]) printf "ours:  VGIW over SGMF %.2fx (geometric mean, %d kernels)\n", exp(l[8] / n[8]), n[8]
		if (m) printf "ours:  GPU-CC saves %.1f%% of SIMT energy (mean, %d kernels)\n", sv / m, m
	}' "$work/table.txt"
echo "paper: VGIW over Fermi 1.75x on average, 0.7x to 7x (VGIW paper section 5, Figure 9; Figure 10: the core level gains most)"
echo "paper: VGIW over SGMF 1.33x on average (VGIW paper section 5, Figure 11)"
echo "paper: GPU-CC ~12% power saving, estimated from Hong and Kim's register file and fetch/decode share (GPU-CC paper section 3 and 5)"
echo "first-order model (docs/energy.md): counts x a 40 nm table; no leakage unless energy.static.* is set"
