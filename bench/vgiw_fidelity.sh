#!/bin/sh
# Why VGIW runs slower than the SIMT SM here while the VGIW paper reports
# over 3x (section 5, Figure 7): for each sample, VGIW's cycles beside the
# SIMT SM's, the speedup in time (cycles at each core's clock, as
# vgiw-report computes it), and VGIW's cycles taken apart with the
# statistics vgiwsim reports (docs/simulator.md, "Statistics"):
#   reconf  reconfiguration cycles / cycles (section 3.2's 230 a switch)
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
#   rc32    reconfiguration of 32 cycles a switch (-A
#           vgiw.reconfig.cycles-per-sqrt-unit=3 -A vgiw.reconfig.passes=1),
#           about the "34 cycles" section 2 states for the prototype
#   ch8x    8x the virtual channels (-A vgiw.token-buffer.entries=256)
#   both    the two together
# Ends with the geometric mean of every speedup column. Not a test: a
# measurement. Usage:
#   bench/vgiw_fidelity.sh [-b BUILD_DIR] [-s|-B] [-n] [SAMPLE ...]
# Launches: samples/NAME.launch by default (the "samples" set of make
# report, eval/paper/samples.tsv, whose VGIW lines are the default list);
# -s the small ones of samples/small/, -B the bench ones of bench/launch/
# (samples without one are skipped).
set -eu
src=$(cd "$(dirname "$0")/.." && pwd)
build=$src/build/llvm14
which=own
whatif=1
while [ $# -gt 0 ]; do
	case $1 in
	-b) build=$2; shift 2 ;;
	-s) which=small; shift ;;
	-B) which=bench; shift ;;
	-n) whatif=; shift ;;
	-*) echo "usage: $0 [-b BUILD_DIR] [-s|-B] [-n] [SAMPLE ...]" >&2; exit 2 ;;
	*) break ;;
	esac
done
if [ $# -eq 0 ]; then
	# the samples set's lines that VGIW runs (column 5 is the vgiw cell)
	set -- $(awk -F'\t' '!/^#/ && NR > 1 && $5 == "run" { print $2 }' \
		"$src/eval/paper/samples.tsv")
fi
cc=$build/compiler/vgiwcc
[ -x "$cc" ] || { echo "$0: no $cc (-b BUILD_DIR)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

launch() {
	case $which in
	own) echo "$src/samples/$1.launch" ;;
	small) echo "$src/samples/small/$1.launch" ;;
	bench) echo "$src/bench/launch/$1.launch" ;;
	esac
}
# run TARGET SAMPLE TAG [-A ...]: the statistics in $work/SAMPLE.TAG.json
run() {
	t=$1 s=$2 tag=$3
	shift 3
	"$cc" --target="$t" "$src/samples/$s.ll" --run --launch="$(launch "$s")" \
		--sim-stats="$work/$s.$tag.json" "$@" >"$work/$s.$tag.log" 2>&1 ||
		{ echo "$0: $s ($t $tag) failed:" >&2; tail -3 "$work/$s.$tag.log" >&2; exit 1; }
}

printf '%s launches, %s\n' "$which" "$(date -u +%Y-%m-%d)"
for s in "$@"; do
	[ -f "$(launch "$s")" ] || continue
	run simt "$s" simt
	run vgiw "$s" vgiw
	if [ -n "$whatif" ]; then
		run vgiw "$s" rc32 -A vgiw.reconfig.cycles-per-sqrt-unit=3 -A vgiw.reconfig.passes=1
		run vgiw "$s" ch8x -A vgiw.token-buffer.entries=256
		run vgiw "$s" both -A vgiw.reconfig.cycles-per-sqrt-unit=3 -A vgiw.reconfig.passes=1 \
			-A vgiw.token-buffer.entries=256
	fi
	echo "$s"
done >"$work/list"

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
cols = ["speedup", "inj", "rc32", "ch8x", "both"]
prod = {c: [] for c in cols}
print("%-16s %10s %9s %7s %7s %6s %6s %11s %5s %5s %8s | %7s %7s %7s" % (
    "sample", "vgiw cyc", "simt cyc", "speedup", "reconf", "f+d", "LL",
    "chan/simt", "lat", "busy", "inj", "rc32", "ch8x", "both"))
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
    for w in ("rc32", "ch8x", "both"):
        r = load(s, w)
        row[w] = speed(t, r["cycles"]) if r else None
    for c in cols:
        if row[c]:
            prod[c].append(row[c])
    f = lambda x: "%7.2f" % x if x else "%7s" % "-"
    print("%-16s %10d %9d %7.3f %6.1f%% %5.0f%% %5.0f%% %5d/%-5d %5.0f %4.0f%% %8.2f | %s %s %s" % (
        s, cyc, t["cycles"], sp, 100.0 * rc / cyc, 100.0 * fd / cyc,
        100.0 * ll / cyc, big["threads_in_flight"], resident, big["latency"],
        100.0 * busy, row["inj"], f(row["rc32"]), f(row["ch8x"]), f(row["both"])))
gm = lambda xs: math.exp(sum(map(math.log, xs)) / len(xs)) if xs else 0
print("%-16s %10s %9s %7.3f %7s %6s %6s %11s %5s %5s %8.2f | %s" % (
    "geomean", "", "", gm(prod["speedup"]), "", "", "", "", "", "", gm(prod["inj"]),
    " ".join("%7.2f" % gm(prod[w]) if prod[w] else "%7s" % "-"
             for w in ("rc32", "ch8x", "both"))))
print("speedup range %.3f-%.3f over %d samples (VGIW %g MHz, SIMT %g MHz)" % (
    min(prod["speedup"]), max(prod["speedup"]), len(prod["speedup"]), vmhz, smhz))
EOF
