#!/usr/bin/env bash
# Compile time against kernel size: generated kernels of N float operations
# (1 K, 5 K, 20 K, 50 K by default) compiled for VGIW and SIMT, one process
# each, printing CPU seconds and peak RSS per size and the ratio to the
# previous size, so the curve's slope shows whether some pass is superlinear
# (docs/vgiwcc.md, "Compile time against kernel size"). Not a test: times vary
# with the host and its load. Usage, from anywhere:
#   bench/compile_scale.sh [-b BUILD_DIR] [-s "1000 5000 20000 50000"]
#                          [-k straight|branch|long|all] [-t "vgiw simt"]
#                          [-p] [-o DIR]
# Kernels, written as LLVM IR (typed pointers on LLVM 14, `ptr` on 19):
#   straight  one block: four loads, then N fadd/fmul/fsub, each of the
#             previous result and of one 2 to 64 operations back (so values
#             stay live across partition cuts), four stores at the end
#   long      one block as straight, each operation of the previous result
#             and of one 2 to 1024 operations back: about 500 values live
#             at every point (SIMT spills most of them, VGIW's live values
#             cross many partition cuts)
#   branch    the same with an `if (x > 0) x = x * c` every 64 operations:
#             N/64 diamonds whose values cross blocks (liveness, live-value
#             IDs and the SIMT register allocator see many blocks)
# -p records each compile of the second largest size with perf and prints
# its ten hottest functions (perf must be installed and allowed). -o keeps
# the generated .ll and the .cfg files in DIR (to cmp them before and after
# a change); by default they go to a temporary directory.
set -eu
src=$(cd "$(dirname "$0")/.." && pwd)
build=$src/build
sizes="1000 5000 20000 50000"
kinds=both
targets="vgiw simt"
prof=0
keep=
while [ $# -gt 0 ]; do
	case $1 in
	-b) build=$2; shift 2 ;;
	-s) sizes=$2; shift 2 ;;
	-k) kinds=$2; shift 2 ;;
	-t) targets=$2; shift 2 ;;
	-p) prof=1; shift ;;
	-o) keep=$2; shift 2 ;;
	*) echo "usage: $0 [-b BUILD] [-s SIZES] [-k straight|branch|long|all] [-t TARGETS] [-p] [-o DIR]" >&2
	   exit 2 ;;
	esac
done
cc=$build/compiler/vgiwcc
[ -x "$cc" ] || { echo "$0: no $cc (build it first)" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "$0: needs /usr/bin/time (GNU time)" >&2; exit 2; }
if [ -n "$keep" ]; then
	work=$keep; mkdir -p "$work"
else
	work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
fi
[ "$kinds" = both ] && kinds="straight branch"
[ "$kinds" = all ] && kinds="straight branch long"
opaque=0
"$cc" --version | grep -q 'LLVM 19' && opaque=1

# gen KIND N > file.ll
gen() {
	awk -v kind="$1" -v n="$2" -v opaque=$opaque '
	function ptr(t) { return opaque ? "ptr" : t "*" }
	BEGIN {
		pf = ptr("float")
		printf "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n"
		printf "target triple = \"nvptx64-nvidia-cuda\"\n\n"
		printf "define void @scale(%s %%a, %s %%b, %s %%c, %s %%d, %s %%out) {\n", pf, pf, pf, pf, pf
		printf "entry:\n"
		printf "  %%ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
		printf "  %%ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n"
		printf "  %%tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
		printf "  %%m = mul i32 %%ctaid, %%ntid\n  %%i = add i32 %%m, %%tid\n"
		printf "  %%i64 = sext i32 %%i to i64\n"
		split("a b c d", buf, " ")
		for (j = 1; j <= 4; j++) {
			printf "  %%p%d = getelementptr inbounds float, %s %%%s, i64 %%i64\n", j, pf, buf[j]
			printf "  %%x%d = load float, %s %%p%d, align 4\n", j - 4, pf, j
		}
		split("fadd fmul fsub fadd", ops, " ")
		cur = "entry"
		for (k = 1; k <= n; k++) {
			back = kind == "long" ? 2 + (k * 37) % 1023 : 2 + (k * 37) % 63
			if (k - back < -3) back = k + 3
			x = (kind == "branch" && k % 64 == 0 && k < n) ? k ".0" : k
			printf "  %%x%s = %s float %%x%d, %%x%d\n", x, ops[1 + k % 4], k - 1, k - back
			if (x != k) {
				# a store keeps simplifycfg from making the diamond a select
				printf "  %%c%d = fcmp ogt float %%x%s, 0.0\n", k, x
				printf "  br i1 %%c%d, label %%t%d, label %%j%d\n", k, k, k
				printf "t%d:\n  %%y%d = fmul float %%x%s, 0x3FF8000000000000\n", k, k, x
				printf "  %%s%d = getelementptr inbounds float, %s %%out, i64 %d\n", k, pf, 4 + k / 64
				printf "  store float %%y%d, %s %%s%d, align 4\n", k, pf, k
				printf "  br label %%j%d\n", k
				printf "j%d:\n  %%x%d = phi float [ %%y%d, %%t%d ], [ %%x%s, %%%s ]\n", k, k, k, k, x, cur
				cur = "j" k
			}
		}
		for (j = 0; j < 4; j++) {
			printf "  %%q%d = getelementptr inbounds float, %s %%out, i64 %d\n", j, pf, j
			printf "  store float %%x%d, %s %%q%d, align 4\n", n - j * 17, pf, j
		}
		printf "  ret void\n}\n\n"
		printf "declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
		printf "declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n"
		printf "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n\n"
		printf "!nvvm.annotations = !{!0}\n"
		printf "!0 = !{%s @scale, !\"kernel\", i32 1}\n", opaque ? "ptr" : "void (" pf ", " pf ", " pf ", " pf ", " pf ")*"
	}'
}

# one compile: prints "SECONDS RSS_MB" (user + system CPU, peak RSS)
measure() {
	local t=$1 ll=$2 cfg=$3
	/usr/bin/time -f '%U %S %M' -o "$work/time" "$cc" --target="$t" "$ll" -o "$cfg" \
		>/dev/null 2>"$work/err" || { cat "$work/err" >&2; echo "$0: $ll failed" >&2; exit 1; }
	awk '{ printf "%.2f %.0f\n", $1 + $2, $3 / 1024 }' "$work/time"
}

echo "vgiwcc: $("$cc" --version | head -1); $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-8s %-5s %7s %9s %8s %7s %7s\n' kernel target ops seconds ratio RSS_MB ratio
nsz=$(echo $sizes | wc -w)
for kind in $kinds; do
	for n in $sizes; do gen "$kind" "$n" >"$work/$kind-$n.ll"; done
	for t in $targets; do
		prev_s= prev_m=
		for n in $sizes; do
			read -r s m < <(measure "$t" "$work/$kind-$n.ll" "$work/$kind-$n.$t.cfg")
			rs=- rm=-
			if [ -n "$prev_s" ]; then
				rs=$(awk -v a="$s" -v b="$prev_s" 'BEGIN { if (b > 0) printf "%.1fx", a / b; else printf "-" }')
				rm=$(awk -v a="$m" -v b="$prev_m" 'BEGIN { printf "%.1fx", a / b }')
			fi
			printf '%-8s %-5s %7s %9s %8s %7s %7s\n' "$kind" "$t" "$n" "$s" "$rs" "$m" "$rm"
			prev_s=$s prev_m=$m
		done
	done
done
if [ "$prof" = 1 ] && [ "$nsz" -ge 2 ]; then
	n=$(echo $sizes | awk '{ print $(NF - 1) }')
	for kind in $kinds; do
		for t in $targets; do
			echo "== perf: $kind $n, $t: hottest functions (self)"
			perf record -q -o "$work/perf.data" -- "$cc" --target="$t" "$work/$kind-$n.ll" \
				-o /dev/null >/dev/null 2>&1
			perf report -i "$work/perf.data" --no-children --sort symbol --stdio 2>/dev/null |
				grep -v '^#' | grep -v '^$' | head -10
		done
	done
fi
