#!/bin/sh
# The differential co-simulation of one sample (docs/rtl.md): vgiwcc
# compiles it and writes its hex images, vgiwsim runs it in the
# fixed-latency memory mode with the co-simulation log, the RTL testbench
# boots the grid from the images and replays the same block executions,
# and cosim_compare.py compares the two logs.
# usage: rtl/cosim.sh VGIWCC VGIWSIM RTL-TB SAMPLE.ll SAMPLE.launch WORKDIR
set -e
[ $# -eq 6 ] || { echo "usage: $0 VGIWCC VGIWSIM RTL-TB SAMPLE.ll SAMPLE.launch WORKDIR" >&2; exit 2; }
cc=$1 sim=$2 tb=$3 ll=$4 launch=$5 work=$6
here=$(dirname "$0")
rm -rf "$work"
mkdir -p "$work/hex"
"$cc" "$ll" -o "$work/k.cfg"
"$cc" "$ll" --emit=hex -o "$work/hex"
"$sim" "$work/k.cfg" --launch="$launch" --cosim="$work/vgiwsim.log" -q
"$tb" "$work/hex" "$work/vgiwsim.log" "$work/rtl.log"
python3 "$here/cosim_compare.py" "$work/vgiwsim.log" "$work/rtl.log"
