#!/bin/sh
# Compile speed: a corpus of N inputs (the samples, their -O0 forms and,
# when vgiwcc is built on LLVM 19, the LLVM 19 forms; the SIMT-only ones
# left out; repeated to N under unique names) compiled for VGIW to .cfg
# four ways: one process per input, one or two at a time, and one batch
# process (vgiwcc --output-dir) with -j 1 and -j 2. Prints wall seconds and
# inputs per second (every sample holds one kernel), and checks that every
# way wrote byte-identical files. Not a test: times vary with the host and
# its load. Usage, from anywhere:
#   bench/compile_speed.sh [-b BUILD_DIR] [-n N]
# The issue's target: 150 kernels in <= 5 s with -j 2 on a 2-core machine.
set -eu
src=$(cd "$(dirname "$0")/.." && pwd)
build=$src/build
n=150
while [ $# -gt 0 ]; do
	case $1 in
	-b) build=$2; shift 2 ;;
	-n) n=$2; shift 2 ;;
	*) echo "usage: $0 [-b BUILD_DIR] [-n N]" >&2; exit 2 ;;
	esac
done
cc=$build/compiler/vgiwcc
[ -x "$cc" ] || { echo "$0: no $cc (build it first)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cd "$src"
lls="samples/*.ll samples/O0/*.ll"
"$cc" --version | grep -q 'LLVM 19' && lls="$lls samples/llvm19/*.ll samples/llvm19/O0/*.ll"
skip=$(grep -v '^#' samples/simt_only.list | sed 's/^/-e \//; s/$/.ll$/' | tr '\n' ' ')
# shellcheck disable=SC2086
ls $lls | grep -v $skip >"$work/pool"
mkdir "$work/in"
i=0
while [ $i -lt "$n" ]; do
	while read -r ll && [ $i -lt "$n" ]; do
		i=$((i + 1))
		cp "$ll" "$work/in/$(printf %04d $i)_$(basename "$ll")"
	done <"$work/pool"
done
ls "$work"/in/*.ll >"$work/list"

now() { date +%s.%N; }
report() {  # name start end
	awk -v m="$1" -v s="$2" -v e="$3" -v n="$n" \
		'BEGIN { t = e - s; printf "%-26s %7.2f s %8.1f inputs/s\n", m, t, n / t }'
}

echo "vgiwcc: $("$cc" --version), $n inputs ($(wc -l <"$work/pool") distinct), $(nproc) cores"
mkdir "$work/p1" "$work/p2" "$work/b1" "$work/b2"
s=$(now)
while read -r ll; do
	"$cc" "$ll" -o "$work/p1/$(basename "$ll" .ll).cfg"
done <"$work/list"
report "processes, 1 at a time" "$s" "$(now)"
s=$(now)
xargs -P 2 -I F sh -c '"$1" "$2" -o "$3/$(basename "$2" .ll).cfg"' sh "$cc" F "$work/p2" <"$work/list"
report "processes, 2 at a time" "$s" "$(now)"
s=$(now)
"$cc" -j 1 --output-dir="$work/b1" @"$work/list" 2>/dev/null
report "batch -j 1" "$s" "$(now)"
s=$(now)
"$cc" -j 2 --output-dir="$work/b2" @"$work/list" 2>/dev/null
report "batch -j 2" "$s" "$(now)"
for d in p2 b1 b2; do
	diff -r "$work/p1" "$work/$d" >/dev/null || { echo "$0: $d differs from p1" >&2; exit 1; }
done
echo "outputs: byte-identical in all four ways"
