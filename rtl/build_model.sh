#!/bin/sh
# Builds the Verilator model of the grid and its testbench (docs/rtl.md)
# into OUTDIR/rtl-tb, at the default architecture's geometry: 9 x 12 cells,
# 2 switch channels, 60 token-buffer entries, result pipelines up to 160
# cycles (the idiv latency), 16 replicas; and OUTDIR/rtl-alu-check, the
# check of the integer unit against sim_eval (tb/alu_check.cpp).
# usage: rtl/build_model.sh OUTDIR LIB...   (the testbench's C libraries, in link order)
set -e
[ $# -ge 2 ] || { echo "usage: $0 OUTDIR LIB..." >&2; exit 2; }
out=$1
shift
# the libraries as absolute paths: Verilator links in its -Mdir
n=$#
for l in "$@"; do
	case $l in /*) set -- "$@" "$l" ;; *) set -- "$@" "$PWD/$l" ;; esac
done
shift "$n"
here=$(cd "$(dirname "$0")" && pwd)
G="-GROWS=9 -GCOLS=12 -GC=2 -GE=60 -GVCW=6 -GLMAX=160 -GREPS=16"
D="-DRTL_ROWS=9 -DRTL_COLS=12 -DRTL_C=2 -DRTL_E=60 -DRTL_VCW=6 -DRTL_LMAX=160 -DRTL_REPS=16"
rm -rf "$out"
mkdir -p "$out/alu"
sh "$here/gen_ops.sh" "$out"
V="verilator --cc --exe --build -j 2 -Wall -Wno-DECLFILENAME -Wno-UNUSEDSIGNAL -I$out"
$V --top-module rtl_alu -CFLAGS "-O1 -I$here/tb" -Mdir "$out/alu" -o rtl-alu-check \
  "$here/rtl_alu_pkg.sv" "$here/rtl_datapath.sv" "$here/tb/alu_check.cpp" \
  "$@" -LDFLAGS "-lxml2 -lm" >"$out/alu/build.log" 2>&1 || { cat "$out/alu/build.log" >&2; exit 1; }
$V --top-module rtl_grid $G -CFLAGS "-O1 $D -I$here/tb" -Mdir "$out" -o rtl-tb \
  "$here/rtl_alu_pkg.sv" "$here/rtl_grid.sv" "$here/rtl_cell.sv" "$here/rtl_switch.sv" \
  "$here/rtl_datapath.sv" \
  "$here/tb/tb.cpp" \
  "$@" -LDFLAGS "-lxml2 -lm" >"$out/build.log" 2>&1 || { cat "$out/build.log" >&2; exit 1; }
test -x "$out/alu/rtl-alu-check" && test -x "$out/rtl-tb"
