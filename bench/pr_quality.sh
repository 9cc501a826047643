#!/bin/sh
# P&R quality and speed: maps every sample (and any .ll files or
# directories given) and prints per block nodes, R_max, R achieved,
# route hops / grid distance, router iterations and time, then totals.
# Not a test: times vary. Usage:
#   bench/pr_quality.sh [-b BUILD_DIR] [harness options] [FILE.ll|DIR ...]
# Harness options: -A PATH=VALUE, --seed=N, --threads=N, --place-effort=X,
# --router-iters=N, --stats=FILE.json, --detail, --svg=PREFIX (PREFIXkernel.svg).
# The harness (bench/pr_bench.c) is compiled here against the build
# directory's libraries, since bench/ is outside the CMake project.
set -eu
src=$(cd "$(dirname "$0")/.." && pwd)
build=$src/build/pr
if [ "${1:-}" = "-b" ]; then build=$2; shift 2; fi
opts=
files=
while [ $# -gt 0 ]; do
	case $1 in
	-A) opts="$opts -A $2"; shift ;;
	-*) opts="$opts $1" ;;
	*) if [ -d "$1" ]; then files="$files $(ls "$1"/*.ll)"; else files="$files $1"; fi ;;
	esac
	shift
done
[ -n "$files" ] || files=$(ls "$src"/samples/*.ll)

cmake --build "$build" --target vgiw_front vgiw_placeroute >/dev/null
cfg=$(ls /usr/bin/llvm-config-* /usr/lib/llvm-*/bin/llvm-config 2>/dev/null | head -1)
llvm_dir=$(sed -n 's/^LLVM_DIR:PATH=//p' "$build/CMakeCache.txt")
case $llvm_dir in /usr/lib/llvm-*) cfg=${llvm_dir%/lib/cmake/llvm}/bin/llvm-config ;; esac
exe=$build/bench/pr_bench
mkdir -p "$build/bench"
cc -std=c11 -O2 -D_POSIX_C_SOURCE=200809L -I"$src/include" \
	"$src/bench/pr_bench.c" -o "$exe" \
	"$build/front/libvgiw_front.a" "$build/placeroute/libvgiw_placeroute.a" \
	"$build/passes/libvgiw_passes.a" "$build/arch/libvgiw_arch.a" \
	"$build/support/libvgiw_support.a" \
	$("$cfg" --ldflags) $("$cfg" --libs) $("$cfg" --system-libs) \
	-lxml2 -lpthread -lm
# shellcheck disable=SC2086
exec "$exe" $opts $files
