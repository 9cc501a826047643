#!/bin/sh
# The align of a memory operation does not change what a simulator does:
# each target's .cfg of a sample with loads, stores and atomics is run as
# compiled and with every memory operation's align rewritten to 0 (no
# promise, as the compiler writes for atomics) and to 32768 (the largest
# the field holds); buffers and statistics must be byte-identical.
# Usage: align.sh VGIWCC VGIWSIM CFG_ALIGN SOURCE WORK
set -eu
VGIWCC=$1 VGIWSIM=$2 CFG_ALIGN=$3 SOURCE=$4 WORK=$5
rm -rf "$WORK"
mkdir -p "$WORK"
cd "$SOURCE"
run() {  # run NAME CFG LAUNCH: buffers into WORK/NAME, stats WORK/NAME.json
	mkdir -p "$WORK/$1"
	"$VGIWSIM" "$2" --launch="$3" --out="$WORK/$1" --stats="$WORK/$1.json" -q
}
for case in vgiw:histogram gpucc:saxpy simt:histogram; do
	target=${case%%:*} name=${case#*:}
	launch=samples/small/$name.launch
	"$VGIWCC" samples/$name.ll --target=$target -o "$WORK/$target.cfg"
	run "$target" "$WORK/$target.cfg" "$launch"
	for a in 0 32768; do
		"$CFG_ALIGN" "$WORK/$target.cfg" "$WORK/$target.$a.cfg" $a
		if cmp -s "$WORK/$target.cfg" "$WORK/$target.$a.cfg"; then
			echo "$target: align $a changed nothing in the file"; exit 1
		fi
		run "$target.$a" "$WORK/$target.$a.cfg" "$launch"
		diff -r "$WORK/$target" "$WORK/$target.$a"
		cmp "$WORK/$target.json" "$WORK/$target.$a.json"
		echo "$target ($name): align $a, same buffers and statistics"
	done
done
