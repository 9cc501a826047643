#!/bin/sh
# kfuzz's own tools: the generator is deterministic and writes what the
# host compiler accepts, and `kfuzz cmp` finds a difference of one element,
# tells +0 from -0, and takes any two NaNs as equal. KFUZZ WORK
set -eu
KFUZZ=$1
W=$2
rm -rf "$W"
mkdir -p "$W/a" "$W/b"
cd "$W"
fail() { echo "selftest: $*" >&2; exit 1; }

"$KFUZZ" gen 7 k1.cu k1.launch
"$KFUZZ" gen 7 k2.cu k2.launch
cmp -s k1.cu k2.cu && cmp -s k1.launch k2.launch || fail "gen 7 is not deterministic"
"$KFUZZ" gen 8 k3.cu k3.launch
cmp -s k1.cu k3.cu && fail "gen 7 and gen 8 wrote the same kernel"
"$KFUZZ" gen 7 k4.cu k4.launch --without=nonsense 2>/dev/null && fail "gen accepted --without=nonsense"
"$KFUZZ" inputs k1.launch in1
"$KFUZZ" inputs k1.launch in2
for f in in1/*.bin; do cmp -s "$f" "in2/${f#in1/}" || fail "inputs are not deterministic ($f)"; done

# one f32 buffer of 4 elements and one i16 buffer of 2
printf -- '--grid=1 --block=1\n--arg=buf:f32:4:zero --arg=7 --arg=buf:i16:2:zero\n' > l
put() { printf "$2" > "$1"; }
put a/arg0.bin '\000\000\300\177\000\000\200\077\000\000\000\000\001\000\000\000'
put a/arg2.bin '\001\000\377\377'
cp a/arg0.bin a/arg2.bin b/
"$KFUZZ" cmp l a b > out.txt || fail "equal buffers differ: $(cat out.txt)"
# another NaN (sign and payload) in element 0: still equal
put b/arg0.bin '\001\000\300\377\000\000\200\077\000\000\000\000\001\000\000\000'
"$KFUZZ" cmp l a b > out.txt || fail "two NaNs differ: $(cat out.txt)"
# -0 for +0 in element 2: differs
put b/arg0.bin '\000\000\300\177\000\000\200\077\000\000\000\200\001\000\000\000'
rc=0; "$KFUZZ" cmp l a b > out.txt || rc=$?
[ $rc = 1 ] && grep -q 'arg0 f32\[2\]' out.txt || fail "+0 and -0 compare equal (rc $rc)"
# an i16 element: differs, reported with its signed value
cp a/arg0.bin b/
put b/arg2.bin '\001\000\376\377'
rc=0; "$KFUZZ" cmp l a b > out.txt || rc=$?
[ $rc = 1 ] && grep -q 'arg2 i16\[1\]: a: -1, b: -2' out.txt || fail "i16 difference missed (rc $rc): $(cat out.txt)"
# a missing buffer is an error, not a pass
rm b/arg2.bin
rc=0; "$KFUZZ" cmp l a b > out.txt 2>&1 || rc=$?
[ $rc = 2 ] || fail "a missing buffer gave $rc"
echo "selftest: ok"
