#!/bin/sh
# Why VGIW runs slower than the SIMT SM here while the VGIW paper reports
# over 3x (section 5, Figure 7): for each kernel, VGIW's cycles beside the
# SIMT SM's, the speedup in time (cycles at each core's clock, as
# vgiw-report computes it), and VGIW's cycles taken apart with the
# statistics vgiwsim reports (docs/simulator.md, "Statistics"):
#   reconf  reconfiguration cycles / cycles (34 cycles a switch by default, §2)
#   f+d     fill and drain of every block execution (start to its first
#           thread's end, last injection to its end) / cycles: the thread
#           latency the fabric exposes once per execution
#   LL      Little's-law time / cycles: the sum over blocks of threads x
#           mean thread latency / threads in flight (token-buffer entries x
#           replicas, section 3.5), plus reconfiguration; near 100 % means
#           the virtual channels bound the run
#   chan    threads in flight of the block that took most cycles; the
#           SIMT SM's resident threads (achieved warps x 32) beside it
#   lat     that block's mean thread latency in cycles
#   busy    firings / (cycles x units): how much of the fabric works; the
#           paper credits its 3x to operating "all its 108 functional
#           units concurrently" against the Fermi's 32 (section 5)
#   inj     the latency-free ceiling: every replica injecting one thread a
#           cycle and nothing else waiting (sum over blocks of threads /
#           replicas, plus reconfiguration), as the speedup it would give
# and, unless -n, what-ifs that recompile and rerun with other parameters
# (vgiwcc -A, never the defaults; speedups over the same SIMT run):
#   rcf     the other reading of reconfiguration, section 3.2's formula
#           (-A vgiw.reconfig.reading=formula: 230 cycles a switch for 108
#           units, where the default is section 2's 34)
#   ch4x    4x the virtual channels (-A vgiw.token-buffer.entries=240, the
#           default 60 from section 3.4's storage)
#   both    the two together
# Ends with the geometric mean of every speedup column. Not a test: a
# measurement. Usage:
#   bench/vgiw_fidelity.sh [-b BUILD_DIR] [-s|-B] [-n] [SAMPLE ...]
#   bench/vgiw_fidelity.sh [-b BUILD_DIR] [-n] -m MANIFEST [KERNEL ...]
# Launches: samples/NAME.launch by default (the "samples" set of make
# report, eval/paper/samples.tsv, whose VGIW lines are the default list);
# -s the small ones of samples/small/, -B the bench ones of bench/launch/
# (samples without one are skipped). -m: the lines of a suite manifest
# (docs/eval.md, "Manifest format") whose simt and vgiw cells are both
# run, at their own launches, e.g. -m suites/rodinia/manifest.tsv.
set -eu
src=$(cd "$(dirname "$0")/.." && pwd)
build=$src/build/llvm14
which=own
whatif=1
manifest=
usage="usage: $0 [-b BUILD_DIR] [-s|-B] [-n] [-m MANIFEST] [NAME ...]"
while [ $# -gt 0 ]; do
	case $1 in
	-b) build=$2; shift 2 ;;
	-s) which=small; shift ;;
	-B) which=bench; shift ;;
	-n) whatif=; shift ;;
	-m) manifest=$2; which=manifest; shift 2 ;;
	-*) echo "$usage" >&2; exit 2 ;;
	*) break ;;
	esac
done
cc=$build/compiler/vgiwcc
[ -x "$cc" ] || { echo "$0: no $cc (-b BUILD_DIR)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# $work/runs: one run a line, NAME IR KERNEL LAUNCH, tab-separated
if [ -n "$manifest" ]; then
	[ -f "$manifest" ] || { echo "$0: no manifest $manifest" >&2; exit 2; }
	dir=$(cd "$(dirname "$manifest")" && pwd)
	# columns by the header's names; the IR is the .ll beside a .cu/.cl
	awk -F'\t' -v d="$dir" -v want=" $* " '
		/^#/ || NF == 0 { next }
		!h { for (i = 1; i <= NF; i++) c[$i] = i; h = 1; next }
		$c["simt"] != "run" || $c["vgiw"] != "run" { next }
		want != "  " && index(want, " " $c["kernel"] " ") == 0 { next }
		{ ir = $c["source"]; sub(/\.(cu|cl)$/, ".ll", ir)
		  print $c["kernel"] "\t" d "/" ir "\t" $c["kernel"] "\t" d "/" $c["launch"] }
	' "$manifest" >"$work/runs"
else
	if [ $# -eq 0 ]; then
		# the samples set's lines that VGIW runs (column 5 is the vgiw cell)
		set -- $(awk -F'\t' '!/^#/ && NR > 1 && $5 == "run" { print $2 }' \
			"$src/eval/paper/samples.tsv")
	fi
	for s in "$@"; do
		case $which in
		own) l=$src/samples/$s.launch ;;
		small) l=$src/samples/small/$s.launch ;;
		bench) l=$src/bench/launch/$s.launch ;;
		esac
		if [ -f "$l" ]; then
			printf '%s\t%s\t%s\t%s\n' "$s" "$src/samples/$s.ll" "$s" "$l"
		fi
	done >"$work/runs"
fi

[ -s "$work/runs" ] || { echo "$0: nothing to run (no such sample, launch or manifest line)" >&2; exit 1; }

# run TARGET NAME IR KERNEL LAUNCH TAG [-A ...]: statistics in $work/NAME.TAG.json
run() {
	t=$1 n=$2 ir=$3 k=$4 l=$5 tag=$6
	shift 6
	"$cc" --target="$t" "$ir" --kernel="$k" --run --launch="$l" \
		--sim-stats="$work/$n.$tag.json" "$@" >"$work/$n.$tag.log" 2>&1 ||
		{ echo "$0: $n ($t $tag) failed:" >&2; tail -3 "$work/$n.$tag.log" >&2; exit 1; }
}

printf '%s launches, %s\n' "$which" "$(date -u +%Y-%m-%d)"
rcf="-A vgiw.reconfig.reading=formula"
ch4x="-A vgiw.token-buffer.entries=240"
tab=$(printf '\t')
while IFS=$tab read -r n ir k l; do
	run simt "$n" "$ir" "$k" "$l" simt
	run vgiw "$n" "$ir" "$k" "$l" vgiw
	if [ -n "$whatif" ]; then
		run vgiw "$n" "$ir" "$k" "$l" rcf $rcf
		run vgiw "$n" "$ir" "$k" "$l" ch4x $ch4x
		run vgiw "$n" "$ir" "$k" "$l" both $rcf $ch4x
	fi
	echo "$n"
done <"$work/runs" >"$work/list"

# the core clocks the speedups use: each machine's own (docs/arch.md)
mhz() { "$cc" --print-arch=all | awk -v m="<$1>" '$1 == m { on = 1 }
	on && /core-mhz=/ { sub(/.*core-mhz="/, ""); sub(/".*/, ""); print; exit }'; }
python3 - "$work" "$(mhz vgiw)" "$(mhz simt)" <<'EOF'
import json, math, os, sys
work, vmhz, smhz = sys.argv[1], float(sys.argv[2]), float(sys.argv[3])
samples = [l for l in open(os.path.join(work, "list")).read().split("\n") if l]
def load(s, tag):
    p = os.path.join(work, "%s.%s.json" % (s, tag))
    return json.load(open(p)) if os.path.exists(p) else None
def speed(simt, vcyc):  # VGIW's speedup in time over the SIMT SM
    return (simt["cycles"] / smhz) / (vcyc / vmhz)
cols = ["speedup", "inj", "rcf", "ch4x", "both"]
prod = {c: [] for c in cols}
print("%-20s %10s %9s %7s %7s %6s %6s %11s %5s %5s %8s | %7s %7s %7s" % (
    "kernel", "vgiw cyc", "simt cyc", "speedup", "reconf", "f+d", "LL",
    "chan/simt", "lat", "busy", "inj", "rcf", "ch4x", "both"))
for s in samples:
    v, t = load(s, "vgiw"), load(s, "simt")
    cyc = v["cycles"]
    blocks = v["blocks"]
    sp = speed(t, cyc)
    rc = v["reconfig_cycles"]
    fd = sum(min(b["fill"] + b["drain"], b["cycles"]) for b in blocks)
    ll = rc + sum(b["threads"] * b["latency"] / b["threads_in_flight"]
                  for b in blocks if b["threads_in_flight"] and b["threads"])
    big = max(blocks, key=lambda b: (b["cycles"], -b["id"]))
    resident = round(t["occupancy"]["achieved_warps"] * t["warp_size"])
    units = sum(c["units"] for c in v["unit_classes"].values())
    busy = v["firings"] / (cyc * units) if units else 0
    inj = rc + sum(b["threads"] / b["replicas"] for b in blocks if b["replicas"])
    row = {"speedup": sp, "inj": speed(t, inj)}
    for w in ("rcf", "ch4x", "both"):
        r = load(s, w)
        row[w] = speed(t, r["cycles"]) if r else None
    for c in cols:
        if row[c]:
            prod[c].append(row[c])
    f = lambda x: "%7.2f" % x if x else "%7s" % "-"
    print("%-20s %10d %9d %7.3f %6.1f%% %5.0f%% %5.0f%% %5d/%-5d %5.0f %4.0f%% %8.2f | %s %s %s" % (
        s, cyc, t["cycles"], sp, 100.0 * rc / cyc, 100.0 * fd / cyc,
        100.0 * ll / cyc, big["threads_in_flight"], resident, big["latency"],
        100.0 * busy, row["inj"], f(row["rcf"]), f(row["ch4x"]), f(row["both"])))
gm = lambda xs: math.exp(sum(map(math.log, xs)) / len(xs)) if xs else 0
print("%-20s %10s %9s %7.3f %7s %6s %6s %11s %5s %5s %8.2f | %s" % (
    "geomean", "", "", gm(prod["speedup"]), "", "", "", "", "", "", gm(prod["inj"]),
    " ".join("%7.2f" % gm(prod[w]) if prod[w] else "%7s" % "-"
             for w in ("rcf", "ch4x", "both"))))
print("speedup range %.3f-%.3f over %d kernels (VGIW %g MHz, SIMT %g MHz)" % (
    min(prod["speedup"]), max(prod["speedup"]), len(prod["speedup"]), vmhz, smhz))
EOF
