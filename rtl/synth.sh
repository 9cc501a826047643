#!/bin/sh
# Yosys figures of the RTL cell (docs/rtl.md): generic synthesis of one
# rtl_cell (token buffer, ready ring, result ring, switch, configuration
# registers; the compute datapath a black box) and the cell counts, then a
# 6-input LUT mapping with the LUT and flip-flop counts.
# usage: rtl/synth.sh [LMAX]   (result-ring depth, 160 by default)
set -e
here=$(cd "$(dirname "$0")" && pwd)
lmax=${1:-160}
yosys -q -p "read_verilog -sv -DSYNTHESIS $here/rtl_datapath.sv $here/rtl_cell.sv; \
  chparam -set LMAX $lmax rtl_cell; hierarchy -top rtl_cell; \
  synth -top rtl_cell -flatten; tee -o /dev/stdout stat; \
  abc -lut 6; opt_clean; tee -o /dev/stdout stat"
