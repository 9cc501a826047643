#!/bin/sh
# corpus.sh - compile the held-out kernel corpus (bench/corpus/, its
# README.md) for every target and count what compiles, what is refused and
# why, and what aborts (docs/corpus.md).
#
#   bench/corpus.sh [-b BUILD] [-o DIR] [-c "14 19"] [-t "vgiw gpucc simt sgmf"]
#                   [-j N] [-n]
#
#   -b BUILD   build directory (default build): its vgiwcc
#   -o DIR     work and result directory (default BUILD/corpus)
#   -c VERS    clang versions (default 14, and 19 when vgiwcc links LLVM 17+,
#              which alone reads clang 19's IR)
#   -t LIST    targets (default "vgiw gpucc simt sgmf")
#   -j N       vgiwcc -j (default 2)
#   -n         compile only: skip the `--run --check` of the launches
#
# Each .cu is compiled by clang with the CUDA toolkit's real headers
# (CUDA_PATH, default /usr/local/cuda-13.0), then split with llvm-extract
# into one module per kernel (the other kernels deleted), so that each kernel
# is counted on its own. Every target compiles all of them in one batch
# process (`vgiwcc -j N --output-dir=... @LIST`); a batch that dies of a
# signal is re-run one input per process to find the kernels that abort.
# The kernels with a `// launch NAME: OPTIONS` line in their source are then
# run with `vgiwcc --run --check` on every target that compiled them.
#
# Results: DIR/results.tsv (clang, target, file, kernel, outcome, reason) and
# DIR/summary.txt, which is also printed. Exit status 1 if anything aborted
# or a launch failed its check, 2 on a usage or set-up error.
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=build
OUT=
CLANGS=
TARGETS="vgiw gpucc simt sgmf"
JOBS=2
RUN=1
while [ $# -gt 0 ]; do
	case $1 in
	-b) BUILD=$2; shift 2 ;;
	-o) OUT=$2; shift 2 ;;
	-c) CLANGS=$2; shift 2 ;;
	-t) TARGETS=$2; shift 2 ;;
	-j) JOBS=$2; shift 2 ;;
	-n) RUN=0; shift ;;
	-h|--help) sed -n '2,28p' "$0"; exit 0 ;;
	*) echo "corpus.sh: unknown argument $1" >&2; exit 2 ;;
	esac
done
case $BUILD in /*) ;; *) BUILD=$(pwd)/$BUILD ;; esac
VGIWCC=$BUILD/compiler/vgiwcc
[ -x "$VGIWCC" ] || { echo "corpus.sh: $VGIWCC not built" >&2; exit 2; }
CUDA_PATH=${CUDA_PATH:-/usr/local/cuda-13.0}
[ -f "$CUDA_PATH/include/cuda_runtime.h" ] || { echo "corpus.sh: no CUDA toolkit at $CUDA_PATH (set CUDA_PATH)" >&2; exit 2; }
llvm_major=$("$VGIWCC" --version | sed -n 's/.*LLVM \([0-9]*\).*/\1/p')
if [ -z "$CLANGS" ]; then
	CLANGS=14
	[ "${llvm_major:-0}" -ge 17 ] && CLANGS="14 19"
fi
[ -n "$OUT" ] || OUT=$BUILD/corpus
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
CORPUS=$ROOT/bench/corpus

# the toolkit's headers as a user's clang sees them (bench/corpus/README.md):
# include/ supplies what CUDA 13 dropped and clang's wrapper still names;
# cccl/ holds libcu++, which cooperative_groups.h includes (nvcc adds it too)
CUDA="-x cuda --cuda-gpu-arch=sm_70 --cuda-device-only --cuda-path=$CUDA_PATH -nocudalib
      -I$CORPUS/include -I$CUDA_PATH/include/cccl -Wno-unknown-cuda-version -std=c++17
      -emit-llvm -S -O2 -gline-tables-only"

now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }

# reason class of a refusal, from its first error message and the notes
# after it (ERRFILE: the input's diagnostics)
classify() { # ERRFILE TARGET -> "class<TAB>kind", kind principled|design|gap|input
	awk -v target="$2" '
	!m && /: error: / { m = $0; sub(/^.*: error: /, "", m); next }
	m && !from && /note: in function inlined from/ { from = $0 }
	END {
		k = "gap"; c = ""
		# where the construct comes from: the innermost inlined function
		# when it is a toolkit or clang header (the user wrote a call)
		hdr = ""
		if (from ~ /^\/usr\// && match(from, /inlined from \047[^\047]*\047/))
			hdr = substr(from, RSTART + 13, RLENGTH - 13)
		if (m ~ /warp (shuffle|vote)|__syncwarp|warp-level|activemask|match\.(any|all)/ ||
		    hdr ~ /activemask|__match|__shfl|__ballot|__lane/) { c = "warp operation"; k = "principled" }
		else if (m ~ /trap/ || hdr ~ /__trap|__brkpt/) { c = "trap"; k = "principled" }
		else if (hdr ~ /__nanosleep/) { c = "timed wait (__nanosleep)"; k = "principled" }
		else if (m ~ /printf/) { c = "printf"; k = "principled" }
		else if (m ~ /assert/) { c = "assert"; k = "principled" }
		else if (m ~ /recursi/) { c = "recursion"; k = "principled" }
		else if (m ~ /inline asm/ && hdr != "") { c = "inline asm in the headers\047 " hdr; k = "gap" }
		else if (m ~ /inline asm/) { c = "inline asm"; k = "principled" }
		else if (m ~ /clock|globaltimer/) { c = "clock register"; k = "principled" }
		else if (m ~ /malloc|device-side runtime|device runtime/) { c = "device runtime call"; k = "principled" }
		else if (m ~ /vtable|virtual/) { c = "virtual call"; k = "principled" }
		else if (m ~ /indirect call|function pointer/) { c = "indirect call"; k = "principled" }
		else if (m ~ /undefined function/ && hdr != "") {
			# declared by the toolkit, defined by nvcc alone: clang links
			# no body for it either
			c = "call to a function clang does not provide (in " hdr ")"; k = "input"
		}
		else if (m ~ /barrier: GPU-CC|barrier.*GPU-CC/) { c = "GPU-CC: barrier"; k = "design" }
		else if (m ~ /unknown trip count|does not unroll|not unroll/) { c = "GPU-CC: loop does not unroll"; k = "design" }
		else if (m ~ /the SM has|lanes, the arch has/) { c = "GPU-CC: larger than one SM"; k = "design" }
		else if (m ~ /compare-and-swap under a condition/) { c = "GPU-CC: conditional compare-and-swap"; k = "design" }
		else if (m ~ /does not fit SGMF: it synchronises its CTA/) { c = "SGMF: barrier"; k = "design" }
		else if (m ~ /does not fit SGMF: its whole graph needs/) {
			c = m; sub(/^.*needs [0-9]+ /, "", c); sub(/ units.*$/, "", c)
			c = "SGMF: whole kernel larger than the fabric (" c ")"; k = "design"
		}
		else {
			# a gap: the message with names and numbers taken out
			c = m
			gsub(/\047[^\047]*\047/, "X", c); gsub(/"[^"]*"/, "X", c)
			gsub(/[0-9]+/, "N", c); gsub(/ \(in (kernel|function) X\)/, "", c)
			sub(/[ :]+$/, "", c)
			if (c == "") c = "no diagnostic"
		}
		# the SIMT target has warps: a warp operation it refuses is a gap
		if (c == "warp operation" && target == "simt") {
			c = hdr != "" ? "warp operation as inline asm in the headers\047 " hdr : "warp operation"
			k = "gap"
		}
		printf "%s\t%s\n", c, k
	}' "$1"
}

rm -rf "$OUT/ir" "$OUT/out" "$OUT/log" "$OUT/run"
mkdir -p "$OUT/ir" "$OUT/out" "$OUT/log" "$OUT/run"
: > "$OUT/results.tsv"
: > "$OUT/times.tsv"
: > "$OUT/clang.txt"
: > "$OUT/runs.tsv"

for v in $CLANGS; do
	command -v "clang-$v" > /dev/null && command -v "llvm-extract-$v" > /dev/null ||
		{ echo "corpus.sh: clang-$v or llvm-extract-$v missing" >&2; exit 2; }
	ir=$OUT/ir/c$v
	mkdir -p "$ir"
	flags=$CUDA
	# clang 14 does not know CUDA 13 and takes PTX 4.2; the warp
	# builtins (refused on VGIW/GPU-CC, run on SIMT) need PTX 6.0+
	[ "$v" = 14 ] && flags="$flags -Xclang -target-feature -Xclang +ptx70"
	# an LLVM 17+ vgiwcc cannot read clang 14's textual IR (constant
	# expressions LLVM 17 removed): give it bitcode (docs/vgiwcc.md)
	ext=ll; xflag=-S
	if [ "$v" -lt 15 ] && [ "${llvm_major:-14}" -ge 17 ]; then ext=bc; xflag=; fi
	: > "$OUT/list.c$v"
	for src in "$CORPUS"/*.cu; do
		f=$(basename "$src" .cu)
		need=$(sed -n 's,^// corpus: clang \([0-9]*\).*,\1,p' "$src" | head -1)
		if [ -n "$need" ] && [ "$v" -lt "$need" ]; then
			echo "clang $v: $f.cu skipped (needs clang $need)" >> "$OUT/clang.txt"
			continue
		fi
		# run from the corpus' parent so that debug locations read corpus/F.cu
		if ! (cd "$ROOT/bench" && "clang-$v" $flags "corpus/$f.cu" -o "$ir/$f.ll") > "$OUT/log/clang$v.$f.log" 2>&1; then
			echo "clang $v: $f.cu does not compile (log/clang$v.$f.log)" >> "$OUT/clang.txt"
			continue
		fi
		kernels=$(sed -n 's/^!.*{[^@]*@\([^,]*\), !"kernel", i32 1}$/\1/p' "$ir/$f.ll" | sort)
		for k in $kernels; do
			dels=
			for o in $kernels; do [ "$o" = "$k" ] || dels="$dels --func=$o"; done
			"llvm-extract-$v" --delete $dels $xflag "$ir/$f.ll" -o "$ir/$f@$k.$ext"
			echo "$ir/$f@$k.$ext" >> "$OUT/list.c$v"
		done
	done
	for t in $TARGETS; do
		o=$OUT/out/c$v/$t
		mkdir -p "$o"
		log=$OUT/log/c$v.$t.log
		t0=$(now)
		rc=0
		"$VGIWCC" --target="$t" -j "$JOBS" --output-dir="$o" @"$OUT/list.c$v" > "$log" 2>&1 || rc=$?
		batch_rc=$rc
		# a batch that died of a signal or an internal error leaves some
		# inputs unexplained: run each input without output on its own
		single=0
		if [ $rc -gt 1 ] || grep -q 'internal error\|LLVM ERROR' "$log" ||
		   ! grep -q '^vgiwcc: [0-9]* compiled' "$log"; then single=1; fi
		t1=$(now)
		echo "c$v	$t	$(elapsed "$t0" "$t1")	$batch_rc" >> "$OUT/times.tsv"
		while read -r in; do
			b=$(basename "$in"); b=${b%.*}
			file=${b%%@*}; kern=${b#*@}
			if [ -f "$o/$b.cfg" ]; then
				printf 'c%s\t%s\t%s\t%s\tcompiled\t-\n' "$v" "$t" "$file" "$kern" >> "$OUT/results.tsv"
				continue
			fi
			# this input's diagnostics: from its "INPUT: note: while
			# compiling this input" (or its first own line) to the next input's
			msg=
			rc=1
			if [ $single = 1 ]; then
				rc=0
				"$VGIWCC" --target="$t" -j "$JOBS" "$in" -o "$o/$b.cfg" > "$o/$b.log" 2>&1 || rc=$?
				[ $rc = 0 ] && { printf 'c%s\t%s\t%s\t%s\tcompiled\t-\n' "$v" "$t" "$file" "$kern" >> "$OUT/results.tsv"; continue; }
				cp "$o/$b.log" "$o/$b.err"
			else
				awk -v inp="$in" '
					index($0, inp ": note: while compiling this input") == 1 { on = 1; next }
					/: note: while compiling this input$/ || /^vgiwcc: [0-9]+ compiled/ { on = 0 }
					index($0, inp ":") == 1 { on = 1 }
					on' "$log" > "$o/$b.err"
			fi
			if [ $rc -gt 128 ] || grep -q 'internal error\|LLVM ERROR\|Assertion\|AddressSanitizer\|runtime error' "$o/$b.err"; then
				msg=$(grep -m1 'internal error\|LLVM ERROR\|Assertion\|AddressSanitizer\|runtime error' "$o/$b.err" || echo "signal $((rc - 128))")
				printf 'c%s\t%s\t%s\t%s\taborted\t%s\n' "$v" "$t" "$file" "$kern" "$msg" >> "$OUT/results.tsv"
				continue
			fi
			msg=$(sed -n 's/^[^ ]*: error: //p' "$o/$b.err" | head -1)
			[ -n "$msg" ] || msg="no diagnostic (see $o/$b.err)"
			cls=$(classify "$o/$b.err" "$t")
			printf 'c%s\t%s\t%s\t%s\trefused\t%s\t%s\n' "$v" "$t" "$file" "$kern" "$cls" "$msg" >> "$OUT/results.tsv"
		done < "$OUT/list.c$v"
	done

	# the launches written in the sources, on every target that compiled them
	[ $RUN = 1 ] || continue
	for src in "$CORPUS"/*.cu; do
		f=$(basename "$src" .cu)
		sed -n 's,^// launch \([^:]*\): \(.*\)$,\1 \2,p' "$src" | while read -r k opts; do
			in=$(grep "/$f@$k\.[a-z]*$" "$OUT/list.c$v" || true)
			[ -n "$in" ] || continue
			for t in $TARGETS; do
				[ -f "$OUT/out/c$v/$t/$f@$k.cfg" ] || continue
				rlog=$OUT/run/c$v.$t.$f@$k.log
				rc=0
				timeout 300 "$VGIWCC" --target="$t" "$in" --run --check $opts > "$rlog" 2>&1 || rc=$?
				res=ok
				[ $rc = 0 ] || res="fail($rc)"
				printf 'c%s\t%s\t%s\t%s\t%s\n' "$v" "$t" "$f" "$k" "$res" >> "$OUT/runs.tsv"
			done
		done
	done
done

# the summary: per clang and target, compiled / refused by class / aborted
{
	echo "corpus: $(ls "$CORPUS"/*.cu | wc -l) files; vgiwcc $("$VGIWCC" --version | sed 's/^vgiwcc //'); clang $CLANGS"
	[ -s "$OUT/clang.txt" ] && cat "$OUT/clang.txt"
	for v in $CLANGS; do
		for t in $TARGETS; do
			awk -F'\t' -v c="c$v" -v t="$t" '
				$1 == c && $2 == t {
					n++
					if ($5 == "compiled") ok++
					else if ($5 == "aborted") ab++
					else { rf++; key = $7 ": " $6; cls[key]++; kind[$7]++ }
				}
				END {
					printf "\nclang %s, %s: %d kernels: %d compiled, %d refused (%d principled, %d design, %d gap, %d input), %d aborted",
					       substr(c, 2), t, n, ok, rf, kind["principled"], kind["design"], kind["gap"], kind["input"], ab; fflush()
					for (k in cls) printf "\n    %4d  %s", cls[k], k | "sort -k2,2 -k1,1nr"
					close("sort -k2,2 -k1,1nr")
				}' "$OUT/results.tsv"
			awk -F'\t' -v c="c$v" -v t="$t" '$1 == c && $2 == t { printf "  (batch %s s, exit %s)\n", $3, $4 }' "$OUT/times.tsv"
			awk -F'\t' -v c="c$v" -v t="$t" '
				$1 == c && $2 == t && $5 == "aborted" { printf "    ABORT %s@%s: %s\n", $3, $4, $6 }' "$OUT/results.tsv"
		done
	done
	if [ -s "$OUT/runs.tsv" ]; then
		echo
		awk -F'\t' '{ n[$1 " " $2]++; if ($5 == "ok") ok[$1 " " $2]++ }
			END { for (k in n) printf "runs %s: %d of %d launches pass --run --check\n", k, ok[k], n[k] }' "$OUT/runs.tsv" | sort
		awk -F'\t' '$5 != "ok" { printf "    RUN FAILED %s %s %s@%s: %s\n", $1, $2, $3, $4, $5 }' "$OUT/runs.tsv"
	fi
} > "$OUT/summary.txt"
cat "$OUT/summary.txt"
echo "results in $OUT (results.tsv, summary.txt, log/, out/, run/)"
if grep -q '	aborted	' "$OUT/results.tsv" || grep -qv '	ok$' "$OUT/runs.tsv"; then exit 1; fi
exit 0
