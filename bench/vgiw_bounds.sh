#!/bin/sh
# How far each VGIW run is from the machine's bounds: compiles every VGIW
# sample once, simulates it at its own launch (samples/NAME.launch, "small")
# and at its bench launch (bench/launch/NAME.launch, where there is one) and
# prints per run the cycles, each bound, the larger bound and the ratio
# cycles / bound, the dominant stall, the reconfiguration share and the
# Little's-law ceiling of the block that took most cycles. Not a test.
#   unit  busiest unit class: firings / units of that class (one firing per
#         unit and cycle)
#   dram  DRAM bytes / the core's DRAM bytes per cycle ("memory_share" of
#         the statistics; a run without it had the whole chip's 6 channels,
#         6 x 128 B per 7 cycles)
#   map   sum over blocks of threads / replicas (a replica injects one
#         thread per cycle) plus the reconfiguration cycles
#   block the slowest block: channels (entries x replicas) / mean thread
#         latency = its ceiling in threads per cycle, and its threads over
#         that ceiling in cycles ("-" when the statistics lack it)
# Usage: bench/vgiw_bounds.sh [-b BUILD_DIR] [-o OUT_DIR] [SAMPLE ...]
# BUILD_DIR may be any build of the tools (another worktree's: the "before").
set -eu
src=$(cd "$(dirname "$0")/.." && pwd)
build=$src/build
out=
while [ $# -gt 0 ]; do
	case $1 in
	-b) build=$2; shift 2 ;;
	-o) out=$2; shift 2 ;;
	-*) echo "usage: $0 [-b BUILD_DIR] [-o OUT_DIR] [SAMPLE ...]" >&2; exit 2 ;;
	*) break ;;
	esac
done
if [ $# -eq 0 ]; then
	set --
	for f in "$src"/samples/*.ll; do
		n=$(basename "$f" .ll)
		grep -qx "$n" "$src/samples/simt_only.list" && continue
		[ -f "$src/samples/$n.launch" ] && set -- "$@" "$n"
	done
fi
work=${out:-$(mktemp -d)}
mkdir -p "$work"
vgiwcc=$build/compiler/vgiwcc
vgiwsim=$build/sim/vgiwsim

printf '%-16s %-5s %11s %10s %10s %10s %6s %-18s %7s  %s\n' sample launch \
	cycles unit dram map ratio "dominant stall" reconf "slowest block: ceiling"
for s in "$@"; do
	"$vgiwcc" "$src/samples/$s.ll" -o "$work/$s.cfg"
	for which in small bench; do
		if [ $which = small ]; then l=$src/samples/$s.launch
		else l=$src/bench/launch/$s.launch; fi
		[ -f "$l" ] || continue
		j=$work/$s.$which.json
		"$vgiwsim" "$work/$s.cfg" --launch="$l" --stats="$j" -q ||
			{ echo "$s: simulation failed" >&2; exit 1; }
		python3 - "$j" "$s" "$which" <<'EOF'
import json, sys
st = json.load(open(sys.argv[1]))
cyc = st["cycles"]
unit = max((c["firings"] / c["units"] for c in st["unit_classes"].values()
            if c["units"]), default=0)
share = st.get("memory_share")
bw = share["dram_bytes_per_cycle"] if share else 6 * 128 / 7
dram = (st["dram"]["read_bytes"] + st["dram"]["write_bytes"]) / bw
blocks = st["blocks"]
mp = sum(b["threads"] / b["replicas"] for b in blocks) + st["reconfig_cycles"]
bound = max(unit, dram, mp)
stalls = {k: v for k, v in st["stalls"].items() if k not in ("mshr_full", "bank_busy")}
dom = max(stalls, key=stalls.get)
b = max(blocks, key=lambda b: b["cycles"])
if "ceiling" in b and b["ceiling"] > 0:
    ceil = "b%d %dch/%.0fc=%.2f thr/c, %d c" % (b["id"], b["threads_in_flight"],
        b["latency"], b["ceiling"], b["threads"] / b["ceiling"])
else:
    ceil = "b%d -" % b["id"]
print("%-16s %-5s %11d %10.0f %10.0f %10.0f %6.2f %-18s %6.2f%%  %s" % (sys.argv[2],
      sys.argv[3], cyc, unit, dram, mp, cyc / bound if bound else 0, dom,
      100.0 * st["reconfig_cycles"] / cyc if cyc else 0, ceil))
EOF
	done
done
[ -n "$out" ] || rm -rf "$work"
