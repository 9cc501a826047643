#!/bin/sh
# Yosys figures of the RTL (docs/rtl.md): generic synthesis and the cell
# counts, then a 6-input LUT mapping with the LUT and flip-flop counts, of
#   cell  one rtl_cell (token buffer, ready ring, result ring, switch,
#         configuration registers) without its integer unit (INT_UNIT 0)
#         and rtl_fpu a black box: the logic every unit class shares;
#   alu   rtl_alu, the synthesisable integer unit (rtl_alu_pkg.sv) a
#         compute or SCU cell adds (rtl_fpu, floating point, is DPI: not
#         synthesised).
# usage: rtl/synth.sh cell [LMAX] | alu   (LMAX: result-ring depth, 160 by default)
set -e
here=$(cd "$(dirname "$0")" && pwd)
what=${1:-cell}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
sh "$here/gen_ops.sh" "$tmp"
lut="abc -lut 6; opt_clean; tee -a /dev/stdout stat"
case $what in
cell)
	lmax=${2:-160}
	yosys -q -p "read_verilog -sv -DSYNTHESIS -I$tmp $here/rtl_alu_pkg.sv; \
	  read_verilog -sv -DSYNTHESIS -I$tmp $here/rtl_cell.sv; \
	  read_verilog -sv -DSYNTHESIS -I$tmp -lib $here/rtl_datapath.sv; \
	  chparam -set LMAX $lmax -set INT_UNIT 0 rtl_cell; hierarchy -top rtl_cell; \
	  synth -top rtl_cell -flatten; tee -a /dev/stdout stat; $lut" ;;
alu)
	yosys -q -p "read_verilog -sv -DSYNTHESIS -I$tmp $here/rtl_alu_pkg.sv; \
	  read_verilog -sv -DSYNTHESIS -I$tmp $here/rtl_datapath.sv; \
	  hierarchy -top rtl_alu; synth -top rtl_alu -flatten; tee -a /dev/stdout stat; $lut" ;;
*)
	echo "usage: $0 cell [LMAX] | alu" >&2
	exit 2 ;;
esac
