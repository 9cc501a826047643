#!/bin/sh
# P&R quality and speed: maps every sample (and any .ll files or
# directories given) and prints per block nodes, R_max, R achieved,
# route hops / grid distance, router iterations and time, then totals.
# Not a test: times vary. Usage:
#   bench/pr_quality.sh [-b BUILD_DIR] [harness options] [FILE.ll|DIR ...]
# Harness options: -A PATH=VALUE, --seed=N, --threads=N, --place-effort=X,
# --router-iters=N, --stats=FILE.json, --detail, --svg=PREFIX (PREFIXkernel.svg).
# The harness is bench/pr_bench.c, the build's target pr_bench.
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
# every sample the VGIW fabric runs (not the SIMT-only ones)
[ -n "$files" ] || files=$(ls "$src"/samples/*.ll | grep -v -x -F \
	"$(grep -v '^#' "$src/samples/simt_only.list" | sed "s|.*|$src/samples/&.ll|")")

cmake --build "$build" --target pr_bench >/dev/null
exe=$build/bench/pr_bench
# shellcheck disable=SC2086
exec "$exe" $opts $files
