#!/bin/sh
# Yosys figures of the RTL (docs/rtl.md): generic synthesis (synth -flatten)
# and its cell count, then a 6-input LUT mapping (abc -lut 6) and its
# flip-flop and LUT counts, of
#   ALU SCU LDST LVU CVU SJU  one rtl_cell of that unit class (UCLASS) at
#          the default architecture's geometry (C 2, E 60, VCW 6, REPS 16)
#          with the result ring the class needs (LMAX: its deepest
#          operation's latency in arch/default.xml, plus one); rtl_fpu
#          (floating point, DPI) is a black box, one cell, and so is the
#          SCU's divider (its / and %, two cells), which takes longer
#          than the rest of the cell
#   div    the divider alone (rtl_div: rtl_alu_div's sign logic and
#          64-bit divider)
#   switch rtl_switch alone (C 2, VCW 6)
#   all    every one of them in turn
# and prints a table row each (seconds: the run's wall time). A run is cut
# at SYNTH_TIMEOUT seconds (1800 by default) and its row says so; a Yosys
# error fails the script.
# usage: rtl/synth.sh ALU|SCU|LDST|LVU|CVU|SJU|div|switch|all
set -e
here=$(cd "$(dirname "$0")" && pwd)
what=${1:-all}
budget=${SYNTH_TIMEOUT:-1800}
case $what in
ALU|SCU|LDST|LVU|CVU|SJU|div|switch) modes=$what ;;
all) modes="ALU SCU LDST LVU CVU SJU div switch" ;;
*) echo "usage: $0 ALU|SCU|LDST|LVU|CVU|SJU|div|switch|all" >&2; exit 2 ;;
esac

# LMAX of class $1: the deepest latency of its opcodes (ops.def's latency
# classes) in the VGIW core of arch/default.xml, plus one
ring() {
	sed -n '/<vgiw>/,/<\/vgiw>/s/.*<latency class="\([a-z]*\)" cycles="\([0-9]*\)".*/\1 \2/p' \
	  "$here/../arch/default.xml" | awk -v uc="$1" 'NR == FNR { lat[$1] = $2; next }
	  /^OP\(/ { split($0, f, /[(), ]+/); l = lat[tolower(f[6])] + 1
	    if (f[4] == uc && l > n) n = l }
	  END { print n }' - "$here/../include/vgiw/ops.def"
}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
sh "$here/gen_ops.sh" "$tmp"
rd="read_verilog -sv -DSYNTHESIS -I$tmp"
# the black box a cell's divider becomes (Yosys's $div and $mod ports)
cat >"$tmp/divider.v" <<EOF
(* blackbox *) module divider #(parameter A_SIGNED = 0, B_SIGNED = 0, A_WIDTH = 1,
  B_WIDTH = 1, Y_WIDTH = 1) (input [A_WIDTH-1:0] A, input [B_WIDTH-1:0] B,
  output [Y_WIDTH-1:0] Y); endmodule
EOF

echo "yosys: $(yosys -V)"
echo "| what | Yosys cells | flip-flops | 6-LUTs | seconds |"
echo "|---|---|---|---|---|"
for m in $modes; do
	lmax=
	case $m in
	switch)
		top=rtl_switch
		load="$rd $here/rtl_switch.sv; chparam -set VCW 6 rtl_switch"
		run="synth -top $top -flatten" ;;
	div)
		top=rtl_div
		load="$rd $here/rtl_alu_pkg.sv $here/rtl_datapath.sv"
		run="synth -top $top -flatten" ;;
	*)
		top=rtl_cell
		lmax=$(ring "$m")
		load="$rd $here/rtl_alu_pkg.sv $here/rtl_cell.sv $here/rtl_switch.sv; \
		  $rd -lib $here/rtl_datapath.sv $tmp/divider.v; \
		  chparam -set UCLASS \"$m\" -set E 60 -set VCW 6 -set LMAX $lmax rtl_cell"
		run="synth -top $top -flatten -run :fine; \
		  chtype -map \$div divider -map \$mod divider; synth -top $top -flatten -run fine:" ;;
	esac
	t0=$(date +%s)
	st=0
	timeout "$budget" yosys -q -l "$tmp/$m.log" -p "$load; hierarchy -top $top; \
	  $run; tee -q -o $tmp/$m.gen stat; \
	  abc -lut 6; opt_clean; tee -q -o $tmp/$m.lut stat" >/dev/null 2>&1 || st=$?
	t=$(($(date +%s) - t0))
	if [ $st -eq 124 ]; then
		echo "| $m | not finished within $budget s | | | $t |"
		continue
	elif [ $st -ne 0 ]; then
		grep -i error "$tmp/$m.log" >&2 || tail -5 "$tmp/$m.log" >&2
		exit 1
	fi
	cells=$(awk '/Number of cells:/ { n = $4 } END { print n }' "$tmp/$m.gen")
	ffs=$(awk '$1 ~ /DFF/ { n += $2 } END { print n + 0 }' "$tmp/$m.lut")
	luts=$(awk '$1 == "$lut" { n = $2 } END { print n + 0 }' "$tmp/$m.lut")
	echo "| $m${lmax:+, LMAX $lmax} | $cells | $ffs | $luts | $t |"
done
