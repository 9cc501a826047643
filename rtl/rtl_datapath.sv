// The compute datapath of a cell (ALU, SCU, SJU classes): in simulation the
// project's own operation semantics through DPI (sim_eval, the function
// vgiwsim fires), so the co-simulation checks the token, switch and
// control logic against the cycle model bit for bit. Not synthesisable:
// the synthesis view (SYNTHESIS defined) is a black box of the same
// interface, and docs/rtl.md has the plan that replaces it.
`ifndef SYNTHESIS
import "DPI-C" pure function longint unsigned rtl_eval(
	input longint unsigned u0, input longint unsigned u1,
	input longint unsigned k0, input longint unsigned k1,
	input longint unsigned k2, input longint unsigned a,
	input longint unsigned b, input longint unsigned c);
`endif

`ifdef SYNTHESIS
(* blackbox *)
`endif
module rtl_datapath (
	input  logic en,             // a compute firing this cycle
	input  logic [63:0] u0, u1, k0, k1, k2,
	input  logic [63:0] a, b, c,
	output logic [63:0] y
);
`ifndef SYNTHESIS
	always_comb
		y = en ? rtl_eval(u0, u1, k0, k1, k2, a, b, c) : 64'd0;
`endif
endmodule
