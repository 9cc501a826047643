#!/bin/sh
# kfuzz.sh - the differential kernel fuzzer (docs/kfuzz.md): random,
# well-defined CUDA kernels, each compiled by clang to LLVM IR and run by
# `vgiwcc --run --check` on every target, compared with the same source
# compiled for the host and executed natively (an oracle that shares no code
# with the reference interpreter or the simulators).
#
#   bench/kfuzz.sh [options] N [SEED]       N kernels, seeds SEED .. SEED+N-1
#   bench/kfuzz.sh [options] --sample NAME  one sample (samples/NAME.cu)
#   bench/kfuzz.sh [options] --cu FILE.cu --launch FILE
#                 a kernel of your own (its name: FILE's base name),
#                 compiled like the generated ones
#
#   -b BUILD      build directory (default build): vgiwcc and kfuzz
#   -o DIR        work and result directory (default BUILD/kfuzz)
#   -c "14 19"    clang versions (default: 14, and 19 when vgiwcc links LLVM 17+)
#   -O "1 3"      clang optimisation levels (default "1 3"; --sample: the
#                 sample's own .ll, compiled by clang 14 -O2, is used instead)
#   -t "vgiw gpucc simt"   targets (default all three)
#   -x FILE       known failures: lines "SEED KIND [CONFIG]" (e.g. "17
#                 check-simt c19-O3");
#                 they are reported as known and do not fail the run; one
#                 that no longer happens is reported (remove it then)
#   -g ARGS       more arguments of `kfuzz gen` (e.g. "--without=rotate")
#   -u            build the host runner with -fsanitize=undefined (checks
#                 that the generated kernels are free of undefined behaviour)
#   -r            reduce every failure kept (but timeouts) with cvise
#                 (bench/kfuzz_reduce.sh): DIR/fail/KIND/NAME/reduced.cu
#
# Every failure is kept in DIR/fail/KIND/NAME/: the kernel, its launch and
# inputs, the IR, the command (cmd.sh, run from that directory) and its
# output or the buffer difference. KIND is host-compile, host-run
# (generator or oracle at fault), clang, crash-T (signal or internal error),
# error-T (vgiwcc refused a kernel it should compile), check-T (simulator
# and reference interpreter differ), differ-T (they agree, the host does
# not), timeout-T. GPU-CC's design limits (loops that do not unroll,
# barriers, more cores, LSUs or lanes than one SM) count as refused.
# KFUZZ_PLANT=ERE fails the host comparison of every kernel whose source
# matches ERE, to test the failure path and the reducer.
# Exit status 0 when nothing but known failures failed, 1 otherwise.
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=build
OUT=
CLANGS=
OPTS="1 3"
TARGETS="vgiw gpucc simt"
KNOWN=
UBSAN=0
REDUCE=0
SAMPLE=
GENARGS=
CU=
CULAUNCH=
while [ $# -gt 0 ]; do
	case $1 in
	-b) BUILD=$2; shift 2 ;;
	-o) OUT=$2; shift 2 ;;
	-c) CLANGS=$2; shift 2 ;;
	-O) OPTS=$2; shift 2 ;;
	-t) TARGETS=$2; shift 2 ;;
	-x) KNOWN=$2; shift 2 ;;
	-u) UBSAN=1; shift ;;
	-r) REDUCE=1; shift ;;
	-g) GENARGS=$2; shift 2 ;;
	--sample) SAMPLE=$2; shift 2 ;;
	--cu) CU=$2; shift 2 ;;
	--launch) CULAUNCH=$2; shift 2 ;;
	-h|--help) sed -n '2,40p' "$0"; exit 0 ;;
	-*) echo "kfuzz.sh: unknown option $1" >&2; exit 2 ;;
	*) break ;;
	esac
done
case $BUILD in /*) ;; *) BUILD=$(pwd)/$BUILD ;; esac
VGIWCC=$BUILD/compiler/vgiwcc
KFUZZ=${KFUZZ:-$BUILD/tests/kfuzz/kfuzz}
VGIWREF=$BUILD/reference/vgiwref
for f in "$VGIWCC" "$KFUZZ" "$VGIWREF"; do
	[ -x "$f" ] || { echo "kfuzz.sh: $f not built" >&2; exit 2; }
done
[ -n "$OUT" ] || OUT=$BUILD/kfuzz
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
case $KNOWN in ''|/*) ;; *) KNOWN=$(pwd)/$KNOWN ;; esac
CXX=${CXX:-g++}
llvm_major=$("$VGIWCC" --version | sed -n 's/.*LLVM \([0-9]*\).*/\1/p')
if [ -z "$CLANGS" ]; then
	CLANGS=14
	[ "${llvm_major:-0}" -ge 17 ] && CLANGS="14 19"
fi
if [ -n "$SAMPLE" ]; then
	N=1
	SEED=0
	OPTS=2 # the sample's own .ll (clang -O2)
elif [ -n "$CU" ]; then
	[ -f "$CU" ] && [ -f "$CULAUNCH" ] || { echo "kfuzz.sh: --cu needs a source and --launch a launch file" >&2; exit 2; }
	CU=$(cd "$(dirname "$CU")" && pwd)/$(basename "$CU")
	CULAUNCH=$(cd "$(dirname "$CULAUNCH")" && pwd)/$(basename "$CULAUNCH")
else
	[ $# -ge 1 ] || { echo "usage: kfuzz.sh [options] N [SEED] | --sample NAME" >&2; exit 2; }
	N=$1
	SEED=${2:-1}
fi
. "$ROOT/bench/kfuzz_lib.sh"
CUDA=$KF_CUDA
HOSTFLAGS=$KF_HOSTFLAGS
[ "$UBSAN" = 1 ] && HOSTFLAGS="$HOSTFLAGS -fsanitize=undefined -fno-sanitize-recover=all"

rm -rf "$OUT/fail" "$OUT/work"
mkdir -p "$OUT/fail" "$OUT/work"
: > "$OUT/failures"
kernels=0 runs=0 passed=0 refused=0 failed=0 nanonly=0

# keep NAME's work directory as a failure of KIND (the command in cmd.sh)
keep() { # KIND NAME CMD
	d=$OUT/fail/$1/$2
	mkdir -p "$d"
	cp -R "$W/." "$d/"
	printf '#!/bin/sh\n# run from this directory\n%s\n' "$3" > "$d/cmd.sh"
	echo "$SEEDNO $1 $2" >> "$OUT/failures"
	failed=$((failed + 1))
	echo "FAIL $1 $2" >&2
}

# what the reducer needs to reproduce the failure just kept (not for the
# samples, whose IR is not compiled from k.cu here, nor timeouts)
reduce_env() { # KIND TARGET CLANG OPT KERNEL MSG
	[ -z "$SAMPLE" ] || return 0
	case $1 in timeout-*) return 0 ;; esac
	{
		echo "KIND=$1"
		echo "TARGET=$2"
		echo "CLANG=$3"
		echo "OPT=$4"
		echo "KERNEL=$5"
	} > "$OUT/fail/$1/$tag-c$3-O$4/reduce.env"
	kf_msg_key "$6" > "$OUT/fail/$1/$tag-c$3-O$4/reduce.msg"
}

# one kernel: SRC, LAUNCH, kernel NAME, and the .ll files to run ("" = compile)
one() {
	src=$1 launch=$2 kname=$3 tag=$4
	W=$OUT/work/$tag
	mkdir -p "$W"
	cp "$src" "$W/k.cu"
	cp "$launch" "$W/k.launch"
	cd "$W"
	"$KFUZZ" inputs k.launch in
	THREADS=
	grep -q '__syncthreads' k.cu && THREADS=--threads
	hc="$CXX $HOSTFLAGS -iquote . -I$ROOT/tests/kfuzz/host -DKFUZZ_SRC='\"k.cu\"' -DKFUZZ_KERNEL=$kname $ROOT/tests/kfuzz/host/kfuzz_host.cpp -o host"
	if ! eval "$hc" > host.log 2>&1; then
		keep host-compile "$tag" "$hc"; return
	fi
	if ! ./host in/launch out.host $THREADS > host.log 2>&1; then
		keep host-run "$tag" "./host in/launch out.host $THREADS"; return
	fi
	kernels=$((kernels + 1))
	for v in $CLANGS; do
		for o in $OPTS; do
			cfg=c$v-O$o
			if [ -n "$SAMPLE" ]; then
				cfg=c$v-sample
				ll=$SAMPLE_LL
				[ "$v" = 19 ] && ll=$SAMPLE_LL19
				cp "$ll" "$cfg.ll"
			else
				cc="clang-$v $CUDA -O$o k.cu -o $cfg.ll"
				if ! $cc > clang.log 2>&1; then
					keep clang "$tag-$cfg" "$cc"; continue
				fi
			fi
			for t in $TARGETS; do
				runs=$((runs + 1))
				kf_run "$t" "$cfg"
				case $KF_KIND in
				pass) passed=$((passed + 1)) ;;
				nanonly) passed=$((passed + 1)); nanonly=$((nanonly + 1)) ;;
				refused) refused=$((refused + 1)) ;;
				*) keep "$KF_KIND" "$tag-$cfg" "$KF_CMD"
				   reduce_env "$KF_KIND" "$t" "$v" "$o" "$kname" "$KF_MSG" ;;
				esac
			done
		done
	done
	cd "$OUT"
	rm -rf "$W"
}

if [ -n "$CU" ]; then
	SEEDNO=$(basename "$CU" .cu)
	one "$CU" "$CULAUNCH" "$SEEDNO" "$SEEDNO"
elif [ -n "$SAMPLE" ]; then
	SEEDNO=$SAMPLE
	SAMPLE_LL=$ROOT/samples/$SAMPLE.ll
	SAMPLE_LL19=$ROOT/samples/llvm19/$SAMPLE.ll
	l=$ROOT/samples/small/$SAMPLE.launch
	[ -f "$l" ] || l=$ROOT/samples/$SAMPLE.launch
	one "$ROOT/samples/$SAMPLE.cu" "$l" "$SAMPLE" "$SAMPLE"
else
	i=0
	while [ $i -lt "$N" ]; do
		SEEDNO=$((SEED + i))
		"$KFUZZ" gen $SEEDNO "$OUT/k.cu" "$OUT/k.launch" $GENARGS
		one "$OUT/k.cu" "$OUT/k.launch" kfuzz "seed$SEEDNO"
		i=$((i + 1))
	done
fi

# reduce what failed (bench/kfuzz_reduce.sh), each to DIR/fail/KIND/NAME/reduced.cu
if [ "$REDUCE" = 1 ] && [ -s "$OUT/failures" ]; then
	for d in "$OUT"/fail/*/*; do
		[ -f "$d/reduce.env" ] || continue
		KFUZZ=$KFUZZ sh "$ROOT/bench/kfuzz_reduce.sh" -b "$BUILD" "$d" || true
	done
fi

# known failures: "SEED KIND [CONFIG]" (CONFIG, e.g. c19-O3, a part of the
# failure's name: only those configurations); listed ones pass
unexpected=0
is_known() { # SEED KIND NAME
	[ -n "$KNOWN" ] || return 1
	grep -v '^#' "$KNOWN" | while read -r ks kk kc; do
		[ "$ks" = "$1" ] && [ "$kk" = "$2" ] || continue
		case $3 in *"$kc"*) echo yes; break ;; esac
	done | grep -q yes
}
: > "$OUT/stale"
if [ -n "$KNOWN" ]; then
	grep -v '^#' "$KNOWN" | while read -r ks kk kc; do
		[ -n "$ks" ] || continue
		# a configuration this run did not try is not news
		if [ -n "$kc" ]; then
			v=${kc#c}
			case " $CLANGS " in *" ${v%%-*} "*) ;; *) continue ;; esac
		fi
		grep -q "^$ks $kk [^ ]*$kc" "$OUT/failures" ||
			echo "kfuzz.sh: known failure '$ks $kk${kc:+ $kc}' did not happen: remove it from $KNOWN"
	done > "$OUT/stale"
fi
while read -r s k name; do
	if is_known "$s" "$k" "$name"; then
		echo "known failure: $k $name"
	else
		unexpected=$((unexpected + 1))
	fi
done < "$OUT/failures"
# a known failure that went away is news, not a failure: the fix may have
# landed in another branch first
[ -s "$OUT/stale" ] 2>/dev/null && cat "$OUT/stale" >&2
echo "kfuzz: $kernels kernels, $runs runs: $passed agree with the host ($nanonly of them after --check differed in NaN bits only), $refused refused by GPU-CC's limits, $failed failed ($unexpected not known); results in $OUT"
if [ $failed -gt 0 ]; then
	echo "failures by kind:"
	ls "$OUT/fail" | while read -r k; do echo "  $k: $(ls "$OUT/fail/$k" | wc -l)"; done
fi
[ $unexpected = 0 ]
