#!/usr/bin/env bash
# Compile speed: a corpus of N inputs (the samples, their -O0 forms and,
# when vgiwcc is built on LLVM 19, the LLVM 19 forms; the SIMT-only ones
# left out; repeated to N under unique names) compiled for VGIW to .cfg
# four ways: one process per input, one or two at a time, and one batch
# process (vgiwcc --output-dir) with -j 1 and -j 2. Prints wall seconds,
# inputs per second (every sample holds one kernel) and the CPU seconds
# (user + system, which a loaded host inflates less than the wall time), and
# checks that every way wrote byte-identical files. Not a test: times vary
# with the host and its load. Usage, from anywhere:
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
work=$(cd "$build" && pwd)/bench/compile
rm -rf "$work"
mkdir -p "$work"
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

# measure NAME COMMAND...: wall and CPU seconds of the command
measure() {
	local name=$1 t
	shift
	t=$( { TIMEFORMAT='%R %U %S'; time "$@" 2>/dev/null >&2; } 2>&1 | tail -1)
	echo "$t" | awk -v m="$name" -v n="$n" '{ printf "%-24s %6.2f s wall %7.1f inputs/s %6.2f s CPU\n", m, $1, n / $1, $2 + $3 }'
}
one_by_one() {
	while read -r ll; do
		"$cc" "$ll" -o "$work/p1/$(basename "$ll" .ll).cfg" || return 1
	done <"$work/list"
}
two_by_two() {
	xargs -P 2 -I {} sh -c '"$1" "$2" -o "$3/$(basename "$2" .ll).cfg"' sh "$cc" {} "$work/p2" <"$work/list"
}

echo "$("$cc" --version), $n inputs ($(wc -l <"$work/pool") distinct), $(nproc) cores"
mkdir "$work/p1" "$work/p2" "$work/b1" "$work/b2"
measure "processes, 1 at a time" one_by_one
measure "processes, 2 at a time" two_by_two
measure "batch -j 1" "$cc" -j 1 --output-dir="$work/b1" @"$work/list"
measure "batch -j 2" "$cc" -j 2 --output-dir="$work/b2" @"$work/list"
for d in p2 b1 b2; do
	diff -r "$work/p1" "$work/$d" >/dev/null || { echo "$0: $d differs from p1" >&2; exit 1; }
done
echo "outputs: byte-identical in all four ways"
