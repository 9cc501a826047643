#!/usr/bin/env bash
# Architecture loading time against the attributes of one start tag: a
# generated document whose <clock> carries N attributes (5 K, 20 K, 40 K by
# default; 40 K is a 429 KB file), loaded by `vgiwcc --arch=FILE
# --print-arch`; prints CPU seconds and peak RSS per size (docs/arch.md,
# "Documents"). The load fails either way (the attributes are unknown); the
# question is how long it takes to say so. Not a test: times vary with the
# host. Usage: bench/arch_scale.sh [-b BUILD_DIR] [-s "5000 20000 40000"]
set -eu
sizes="5000 20000 40000"
. "$(dirname "$0")/scale_args.sh"
printf '%-8s %9s %9s %7s\n' attrs KB seconds RSS_MB
for n in $sizes; do
	awk -v n="$n" 'BEGIN { printf "<architecture version=\"1\"><vgiw><clock"
		for (i = 0; i < n; i++) printf " a%d=\"1\"", i
		print "/></vgiw></architecture>" }' >"$work/a.xml"
	/usr/bin/time -f '%U %S %M' -o "$work/time" "$cc" --arch="$work/a.xml" \
		--print-arch=vgiw -o /dev/null >/dev/null 2>&1 || true
	printf '%-8s %9s ' "$n" $(($(stat -c %s "$work/a.xml") / 1024))
	tail -1 "$work/time" | awk '{ printf "%9.2f %7.0f\n", $1 + $2, $3 / 1024 }'
done
