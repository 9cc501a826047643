#!/bin/sh
# kfuzz_reduce.sh - reduce failures kept by bench/kfuzz.sh to small
# reproducers with cvise (docs/kfuzz.md, "Reducing a failure").
#
#   bench/kfuzz_reduce.sh [-b BUILD] [-n N] [-T SECONDS] FAILDIR...
#
#   -b BUILD    build directory (default build): vgiwcc, vgiwref, kfuzz
#   -n N        cvise processes (default 2)
#   -T SECONDS  cvise's time limit per interestingness test (default 120)
#
# FAILDIR is a kept failure, DIR/fail/KIND/NAME/, with the reduce.env (and
# reduce.msg) the driver writes. The result is FAILDIR/reduced.cu, with
# reduce.log; the failure's launch (k.launch) stays as it was.
#
# A candidate is interesting when, built and run as the driver did (same
# clang, level and target; bench/kfuzz_lib.sh):
#  - it is still well defined: clang compiles it with uninitialised-variable
#    and missing-return warnings as errors, and the host oracle, built with
#    AddressSanitizer and UBSan (float-cast-overflow included), runs it to
#    the end within 20 s;
#  - the run fails in the same class: the same KIND (differ-T, check-T,
#    crash-T or error-T on the same target T) and, for crash-T and error-T,
#    the same first message up to names and numbers (kf_msg_key).
# `kfuzz_reduce.sh --test FAILDIR` is that test, run by cvise in its
# temporary directory on ./k.cu.
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=build
NPROC=2
TLIMIT=120
TEST=0
while [ $# -gt 0 ]; do
	case $1 in
	-b) BUILD=$2; shift 2 ;;
	-n) NPROC=$2; shift 2 ;;
	-T) TLIMIT=$2; shift 2 ;;
	--test) TEST=1; shift ;;
	-h|--help) sed -n '2,25p' "$0"; exit 0 ;;
	-*) echo "kfuzz_reduce.sh: unknown option $1" >&2; exit 2 ;;
	*) break ;;
	esac
done
[ $# -ge 1 ] || { echo "usage: kfuzz_reduce.sh [-b BUILD] [-n N] [-T S] FAILDIR..." >&2; exit 2; }
case $BUILD in /*) ;; *) BUILD=$(pwd)/$BUILD ;; esac
VGIWCC=$BUILD/compiler/vgiwcc
VGIWREF=$BUILD/reference/vgiwref
KFUZZ=${KFUZZ:-$BUILD/tests/kfuzz/kfuzz}
CXX=${CXX:-g++}
. "$ROOT/bench/kfuzz_lib.sh"

if [ $TEST = 1 ]; then
	# the interestingness test: exit 0 when ./k.cu is interesting
	F=$1
	. "$F/reduce.env"
	cp "$F/k.launch" k.launch
	"$KFUZZ" inputs k.launch in > /dev/null 2>&1 || exit 1
	cfg=c$CLANG-O$OPT
	"clang-$CLANG" $KF_CUDA -O"$OPT" -Werror=uninitialized -Werror=sometimes-uninitialized \
		-Werror=return-type k.cu -o "$cfg.ll" > clang.log 2>&1 || exit 1
	THREADS=
	grep -q '__syncthreads' k.cu && THREADS=--threads
	eval "$CXX $KF_HOSTFLAGS -fsanitize=address,undefined,float-cast-overflow -fno-sanitize-recover=all \
		-iquote . -I$ROOT/tests/kfuzz/host -DKFUZZ_SRC='\"k.cu\"' -DKFUZZ_KERNEL=$KERNEL \
		$ROOT/tests/kfuzz/host/kfuzz_host.cpp -o host" > host.log 2>&1 || exit 1
	ASAN_OPTIONS=detect_leaks=0 timeout 20 ./host in/launch out.host $THREADS > host.log 2>&1 || exit 1
	KF_TIMEOUT=60
	kf_run "$TARGET" "$cfg"
	[ "$KF_KIND" = "$KIND" ] || exit 1
	case $KIND in
	crash-*|error-*) [ "$(kf_msg_key "$KF_MSG")" = "$(cat "$F/reduce.msg")" ] || exit 1 ;;
	esac
	exit 0
fi

command -v cvise > /dev/null || { echo "kfuzz_reduce.sh: cvise is not installed (apt-get install cvise)" >&2; exit 2; }
for f in "$VGIWCC" "$VGIWREF" "$KFUZZ"; do
	[ -x "$f" ] || { echo "kfuzz_reduce.sh: $f not built" >&2; exit 2; }
done
status=0
for F in "$@"; do
	F=$(cd "$F" && pwd)
	if [ ! -f "$F/reduce.env" ]; then
		echo "kfuzz_reduce.sh: $F: no reduce.env (not a reducible failure)" >&2
		status=1
		continue
	fi
	R=$F/reduce
	rm -rf "$R"
	mkdir -p "$R"
	cp "$F/k.cu" "$R/k.cu"
	# cvise runs the test by path in a directory of its own
	cat > "$R/test.sh" <<EOF
#!/bin/sh
KFUZZ='$KFUZZ' CXX='$CXX' KFUZZ_PLANT='${KFUZZ_PLANT:-}' exec sh '$ROOT/bench/kfuzz_reduce.sh' -b '$BUILD' --test '$F'
EOF
	chmod +x "$R/test.sh"
	before=$(wc -l < "$F/k.cu")
	rc=0
	(cd "$R" && cvise --n "$NPROC" --timeout "$TLIMIT" --tidy ./test.sh k.cu) > "$F/reduce.log" 2>&1 || rc=$?
	if [ $rc != 0 ]; then
		echo "kfuzz_reduce.sh: $F: cvise failed (exit $rc, $F/reduce.log)" >&2
		status=1
		continue
	fi
	cp "$R/k.cu" "$F/reduced.cu"
	rm -rf "$R"
	echo "reduced $F: $before -> $(wc -l < "$F/reduced.cu") lines ($F/reduced.cu)"
done
exit $status
