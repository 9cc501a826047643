#!/usr/bin/env bash
# Compile time against a type's nesting: a kernel whose byval parameter is
# an array nested D deep ([1 x [1 x ... i32]]; D = 5000 is the 120 KB file of
# issue 33's shape), compiled by `vgiwcc --target=vgiw`; prints the exit
# status, CPU seconds and peak RSS per depth (docs/vgiwcc.md, "Limits").
# Past FRONT_TYPE_DEPTH_MAX (256) the answer is a diagnostic; the question
# is how long it takes. Not a test: times vary with the host.
# Usage: bench/type_depth.sh [-b BUILD_DIR] [-s "128 256 257 1000 5000"]
set -eu
sizes="128 256 257 1000 5000"
. "$(dirname "$0")/scale_args.sh"
printf '%-7s %7s %4s %9s %7s\n' depth KB exit seconds RSS_MB
for n in $sizes; do
	awk -v n="$n" 'BEGIN {
		t = ""; for (i = 0; i < n; i++) t = t "[1 x "; t = t "i32"
		for (i = 0; i < n; i++) t = t "]"
		print "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\""
		print "target triple = \"nvptx64-nvidia-cuda\""
		print "define void @k(i32* %p, " t "* byval(" t ") %s) {"
		print "  %q = bitcast " t "* %s to i32*"
		print "  %v = load i32, i32* %q, align 4"
		print "  store i32 %v, i32* %p, align 4"
		print "  ret void"
		print "}"
		print "!nvvm.annotations = !{!0}"
		print "!0 = !{void (i32*, " t "*)* @k, !\"kernel\", i32 1}" }' >"$work/k.ll"
	rc=0
	/usr/bin/time -f '%U %S %M' -o "$work/time" "$cc" --target=vgiw "$work/k.ll" \
		-o "$work/k.cfg" >/dev/null 2>&1 || rc=$?
	printf '%-7s %7s %4s ' "$n" $(($(stat -c %s "$work/k.ll") / 1024)) "$rc"
	tail -1 "$work/time" | awk '{ printf "%9.2f %7.0f\n", $1 + $2, $3 / 1024 }'
done
