#!/usr/bin/env bash
# Place-and-route time against the VGIW grid's size: saxpy on an N x N grid
# full of units in the default's proportions (the perimeter all LDST and
# LVU, the interior 40 % ALU, 15 % SCU, 20 % CVU, the rest SJU), compiled by
# `vgiwcc -A ...`; prints user CPU seconds and peak RSS per size
# (docs/arch.md, "The VGIW grid": why sides stop at 64). A size past the
# bound prints the diagnostic instead. Not a test: times vary with the host.
# Usage: bench/grid_scale.sh [-b BUILD_DIR] [-s "16 32 64"]
set -eu
sizes="16 32 64"
. "$(dirname "$0")/scale_args.sh"
printf '%-6s %9s %7s  %s\n' side seconds RSS_MB result
for n in $sizes; do
	per=$((4 * n - 4)); rest=$((n * n - per))
	alu=$((rest * 40 / 100)); scu=$((rest * 15 / 100)); cvu=$((rest * 20 / 100))
	sju=$((rest - alu - scu - cvu))
	set -- -A vgiw.grid.rows=$n -A vgiw.grid.cols=$n -A vgiw.unit.LDST.count=$((per / 2)) \
		-A vgiw.unit.LVU.count=$((per - per / 2)) -A vgiw.unit.ALU.count=$alu \
		-A vgiw.unit.SCU.count=$scu -A vgiw.unit.CVU.count=$cvu -A vgiw.unit.SJU.count=$sju
	if /usr/bin/time -f '%U %M' -o "$work/time" "$cc" "$src/samples/saxpy.ll" "$@" \
		-o "$work/k.cfg" 2>"$work/err"; then r=placed; else r=$(head -1 "$work/err"); fi
	read -r s m <"$work/time" || true
	printf '%-6s %9s %7s  %s\n' "$n" "$s" $((${m:-0} / 1024)) "$r"
done
