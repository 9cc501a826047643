// The compute datapath of a cell (ALU, SCU, SJU classes): rtl_fpu, the
// project's C semantics through DPI in simulation for floating point (a
// black box in synthesis; docs/rtl.md has the plan that replaces it), and
// rtl_alu, the synthesisable integer unit of rtl_alu_pkg.sv as a module
// (checked against sim_eval by tb/alu_check.cpp).
`ifndef SYNTHESIS
import "DPI-C" pure function longint unsigned rtl_eval(
	input longint unsigned u0, input longint unsigned u1,
	input longint unsigned k0, input longint unsigned k1,
	input longint unsigned k2, input longint unsigned a,
	input longint unsigned b, input longint unsigned c);
`endif

// Floating point: the project's C semantics (sim_eval) in simulation.
`ifdef SYNTHESIS
(* blackbox *)
`endif
module rtl_fpu (
	input  logic en,             // a floating-point firing this cycle
	input  logic [63:0] u0, u1, k0, k1, k2,
	input  logic [63:0] a, b, c,
	output logic [63:0] y
);
`ifndef SYNTHESIS
	// the call under an if, not a ?: (whose operands Verilator computes
	// before choosing): sim_eval runs only for a floating-point firing
	always_comb begin
		y = 64'd0;
		if (en)
			y = rtl_eval(u0, u1, k0, k1, k2, a, b, c);
	end
`endif
endmodule

// The integer unit as a module: rtl_alu_pkg's functions on its ports,
// for tb/alu_check.cpp and rtl/synth.sh alu (a cell calls the functions
// in its firing instead, so a simulator evaluates them only then). op, t
// and t0 decoded from U0 and slot 0's kind word; imm is U1.
module rtl_alu (
	input  logic [15:0] op,
	input  logic [7:0] t,        // result type (IsaType)
	input  logic [7:0] t0,       // operand 0's type
	input  logic uns,            // imm != 0 or ISAF_UNSIGNED (MUL24, MULHI)
	input  logic [63:0] imm,
	input  logic [63:0] a, b, c,
	output logic [63:0] y,
	output logic hit             // op is one of this unit's
);
	assign y = rtl_alu_pkg::rtl_alu_y(op, t, t0, uns, imm, a, b, c);
	assign hit = rtl_alu_pkg::rtl_alu_is(op);
endmodule

// The SCU's integer divider (rtl_alu_pkg's rtl_alu_div) as a module, for
// rtl/synth.sh div: an SCU cell's figures leave the divider out.
module rtl_div (
	input  logic [15:0] op,
	input  logic [7:0] t,        // type (IsaType)
	input  logic [63:0] a, b,
	output logic [63:0] y
);
	assign y = rtl_alu_pkg::rtl_alu_div(op, t, a, b);
endmodule
