#!/bin/sh
# The compiler's VGIW blocks per Rodinia kernel beside the VGIW paper's
# Table 2 (papers/vgiw-control-flow-coalescing.txt, the column "Kernels
# (#basic blocks)"): for every line of suites/rodinia/manifest.tsv, our
# blocks, Table 2's, their ratio, the nodes and ALU nodes of each block
# (vgiwcc --emit=dfg's "units:" lines), and the hottest block (the one the
# simulator spends most cycles in, vgiwsim --stats): its nodes, ALU nodes,
# the ALU nodes that are address arithmetic (sext, shl, iadd.ptr: a GEP's
# lowering), its replicas and its share of the run's cycles. Then the
# totals. Not a test.
# Usage: bench/rodinia_blocks.sh [-s SUITE_DIR] [-o OUT_DIR] [-19] BUILD_DIR [KERNEL ...]
#   SUITE_DIR  a suites/rodinia folder (default this checkout's; another
#              checkout's, e.g. `git archive` of an older commit: the "before")
#   -19        the clang 19 IR (SUITE_DIR/llvm19/*.ll)
set -eu
src=$(cd "$(dirname "$0")/.." && pwd)
suite=$src/suites/rodinia
out=
ll=
usage="usage: $0 [-s SUITE_DIR] [-o OUT_DIR] [-19] BUILD_DIR [KERNEL ...]"
while [ $# -gt 0 ]; do
	case $1 in
	-s) suite=$(cd "$2" && pwd); shift 2 ;;
	-o) out=$2; shift 2 ;;
	-19) ll=llvm19/; shift ;;
	-*) echo "$usage" >&2; exit 2 ;;
	*) break ;;
	esac
done
[ $# -ge 1 ] || { echo "$usage" >&2; exit 2; }
build=$(cd "$1" && pwd)
shift
vgiwcc=$build/compiler/vgiwcc
vgiwsim=$build/sim/vgiwsim
for t in "$vgiwcc" "$vgiwsim"; do
	[ -x "$t" ] || { echo "$0: $t not built" >&2; exit 1; }
done
work=${out:-$(mktemp -d)}
mkdir -p "$work"
work=$(cd "$work" && pwd)
# the launches name their files relative to the checkout's root
root=$(cd "$suite/../.." && pwd)
cd "$root"

tail -n +2 "$suite/manifest.tsv" | while IFS='	' read -r source kernel launch rest; do
	[ -n "$kernel" ] || continue
	if [ $# -gt 0 ]; then
		keep=0
		for k in "$@"; do [ "$k" = "$kernel" ] && keep=1; done
		[ $keep = 1 ] || continue
	fi
	ir=$suite/$ll${source%.cu}.ll
	"$vgiwcc" "$ir" --kernel="$kernel" -o "$work/$kernel.cfg" ||
		{ echo "$kernel: compile failed" >&2; exit 1; }
	"$vgiwcc" "$ir" --kernel="$kernel" --emit=dfg -o "$work/$kernel.dfg"
	"$vgiwsim" "$work/$kernel.cfg" --launch="$suite/$launch" \
		--stats="$work/$kernel.json" -q ||
		{ echo "$kernel: simulation failed" >&2; exit 1; }
	echo "$kernel"
done > "$work/kernels"

python3 - "$work" <<'EOF'
import json, re, sys
work = sys.argv[1]
# Table 2, "Kernels (#basic blocks)"
TABLE2 = {"bfs_kernel": 8, "bfs_kernel2": 3, "invert_mapping": 3,
          "compute_step_factor": 2, "initialize_variables": 1, "time_step": 1,
          "compute_flux": 12, "lud_internal": 3, "lud_diagonal": 11,
          "lud_perimeter": 22, "fan1": 2, "fan2": 5, "hotspot": 27,
          "lavamd": 21, "euclid": 2, "normalize_weights": 5,
          "adjust_weights": 3, "layerforward": 20, "needle_1": 13,
          "needle_2": 13, "compute_cost": 6}
ADDR = re.compile(r"= (sext\.i64|shl\.i64|iadd\.ptr) ")
kernels = open(work + "/kernels").read().split()
print("%-20s %4s %4s %5s %6s %5s %4s %5s %3s %6s  %s" % ("kernel", "ours",
      "T2", "ratio", "hot", "nodes", "ALU", "addr", "R", "share",
      "nodes/ALU per block"))
tot = [0, 0, 0, 0, 0]
single = 0
for k in kernels:
	blocks, cur = [], None
	for line in open("%s/%s.dfg" % (work, k)):
		if line.startswith("block "):
			cur = {"nodes": 0, "alu": 0, "addr": 0}
			blocks.append(cur)
		elif line.lstrip().startswith("units:"):
			cur["alu"] = int(re.search(r"ALU (\d+)", line).group(1))
		elif cur is not None and re.match(r"\s+n\d+ = ", line):
			cur["nodes"] += 1
			if ADDR.search(line):
				cur["addr"] += 1
	st = json.load(open("%s/%s.json" % (work, k)))
	sb = st["blocks"]
	hot = max(sb, key=lambda b: b["cycles"])
	hb = blocks[hot["id"]]
	t2 = TABLE2.get(k, 0)
	busy = sum(b["cycles"] for b in sb)
	per = " ".join("%d/%d" % (b["nodes"], b["alu"]) for b in blocks)
	print("%-20s %4d %4d %5.2f %6s %5d %4d %5d %3d %5.0f%%  %s" % (k,
	      len(blocks), t2, len(blocks) / t2 if t2 else 0, "b%d" % hot["id"],
	      hb["nodes"], hb["alu"], hb["addr"], hot["replicas"],
	      100.0 * hot["cycles"] / busy if busy else 0, per))
	tot[0] += len(blocks)
	tot[1] += t2
	tot[2] += sum(b["nodes"] for b in blocks)
	tot[3] += sum(b["alu"] for b in blocks)
	tot[4] += sum(b["addr"] for b in blocks)
	single += hot["replicas"] == 1
print("total: %d blocks (Table 2: %d, ratio %.2f) over %d kernels; %d nodes, "
      "%d ALU of which %d address arithmetic; %d kernels run their hottest "
      "block as a single replica" % (tot[0], tot[1],
      tot[0] / tot[1] if tot[1] else 0, len(kernels), tot[2], tot[3], tot[4],
      single))
EOF
[ -n "$out" ] || rm -rf "$work"
