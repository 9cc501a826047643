// The compute datapath of a cell (ALU, SCU, SJU classes): rtl_alu, the
// synthesisable integer, compare, select, shift, logic, integer-conversion,
// division and split/join operations with sim/mem/exec.c's semantics bit
// for bit (checked by tb/alu_check.cpp), and rtl_fpu, the project's C
// semantics through DPI in simulation (a black box in synthesis;
// docs/rtl.md has the plan that replaces it).
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
	always_comb
		y = en ? rtl_eval(u0, u1, k0, k1, k2, a, b, c) : 64'd0;
`endif
endmodule

// The integer unit: every operation of ops.def that is not floating point,
// on 64-bit words holding narrow values zero-extended. op/t/t0 decoded from
// U0 and slot 0's kind word; imm is U1.
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
`include "rtl_ops.svh"
	// sim_type_bits: void 0, i1 1, i8 8, i16 16, i32/f32 32, else 64
	function automatic logic [6:0] tbits(input logic [7:0] ty);
		case (ty)
		8'd0: tbits = 7'd0;
		8'd1: tbits = 7'd1;
		8'd2: tbits = 7'd8;
		8'd3: tbits = 7'd16;
		8'd4, 8'd6: tbits = 7'd32;
		default: tbits = 7'd64;
		endcase
	endfunction
	// sim_mask: the type's bits (void keeps none, unknown types all)
	function automatic logic [63:0] tmask(input logic [63:0] v, input logic [7:0] ty);
		case (ty)
		8'd0: tmask = 64'd0;
		8'd1: tmask = {63'd0, v[0]};
		8'd2: tmask = {56'd0, v[7:0]};
		8'd3: tmask = {48'd0, v[15:0]};
		8'd4, 8'd6: tmask = {32'd0, v[31:0]};
		default: tmask = v;
		endcase
	endfunction
	// sim_sext: sign-extended from the type's width (void and 64-bit: v)
	function automatic logic [63:0] tsext(input logic [63:0] v, input logic [7:0] ty);
		case (ty)
		8'd1: tsext = {{63{v[0]}}, v[0]};
		8'd2: tsext = {{56{v[7]}}, v[7:0]};
		8'd3: tsext = {{48{v[15]}}, v[15:0]};
		8'd4, 8'd6: tsext = {{32{v[31]}}, v[31:0]};
		default: tsext = v;
		endcase
	endfunction

	wire [6:0] w = tbits(t), w0 = tbits(t0);
	wire [63:0] sa = tsext(a, t), sb = tsext(b, t);
	wire [63:0] ma = tmask(a, t), mb = tmask(b, t);
	wire [63:0] sa0 = tsext(a, t0), sb0 = tsext(b, t0);
	wire [63:0] ma0 = tmask(a, t0), mb0 = tmask(b, t0);

	// one 65 x 65 signed multiplier for IMUL, MUL24 and MULHI
	logic [63:0] xa, xb;
	logic xs;
	always_comb begin
		xa = a;
		xb = b;
		xs = 1'b0;
		if (op == OP_MUL24) begin
			xa = uns ? {40'd0, a[23:0]} : {{40{a[23]}}, a[23:0]};
			xb = uns ? {40'd0, b[23:0]} : {{40{b[23]}}, b[23:0]};
		end else if (op == OP_MULHI) begin
			xa = uns ? ma : sa;
			xb = uns ? mb : sb;
			xs = !uns;
		end
	end
	wire signed [129:0] prod = $signed({xs & xa[63], xa}) * $signed({xs & xb[63], xb});
	// MULHI: the high half of the 2w-bit product (w <= 32: of the 64-bit one)
	wire [63:0] hi = w > 7'd32 ? prod[127:64] : prod[63:0] >> w;

	// one unsigned divider: signed division on magnitudes with the signs
	// fixed after, so MIN / -1 wraps to MIN with remainder 0 as exec.c's
	// idiv; x / 0 is all ones and x % 0 is x
	wire dsig = op == OP_SDIV || op == OP_SREM;
	wire na = dsig && sa[63], nb = dsig && sb[63];
	wire [63:0] dn = dsig ? (na ? -sa : sa) : ma;
	wire [63:0] dd = dsig ? (nb ? -sb : sb) : mb;
	wire dz = dd == 64'd0;
	wire [63:0] dds = dz ? 64'd1 : dd;   // no division by zero in any view
	wire [63:0] q = dn / dds, r = dn % dds;
	wire [63:0] sq = (na ^ nb) ? -q : q, sr = na ? -r : r;

	// ICMP on operand 0's type
	logic cmp;
	always_comb
		case (imm)
		64'd32: cmp = ma0 == mb0;
		64'd33: cmp = ma0 != mb0;
		64'd34: cmp = ma0 > mb0;
		64'd35: cmp = ma0 >= mb0;
		64'd36: cmp = ma0 < mb0;
		64'd37: cmp = ma0 <= mb0;
		64'd38: cmp = $signed(sa0) > $signed(sb0);
		64'd39: cmp = $signed(sa0) >= $signed(sb0);
		64'd40: cmp = $signed(sa0) < $signed(sb0);
		64'd41: cmp = $signed(sa0) <= $signed(sb0);
		default: cmp = 1'b0;
		endcase

	// POPC, CLZ, CTZ on operand 0's type
	logic [6:0] pop, lz, tz;
	always_comb begin
		pop = 7'd0;
		lz = 7'd0;
		tz = w0;
		for (int k = 0; k < 64; k++) begin
			pop = pop + {6'd0, ma0[k]};
			if (ma0[k])
				lz = w0 - 7'(k) - 7'd1;
		end
		if (ma0 == 64'd0)
			lz = w0;
		for (int k = 63; k >= 0; k--)
			if (ma0[k])
				tz = 7'(k);
	end

	wire bw = b >= {57'd0, w};   // a shift count past the width
	always_comb begin
		hit = 1'b1;
		case (op)
		OP_IADD: y = tmask(a + b, t);
		OP_ISUB: y = tmask(a - b, t);
		OP_IMUL, OP_MUL24: y = tmask(prod[63:0], t);
		OP_MULHI: y = tmask(hi, t);
		OP_AND: y = a & b;
		OP_OR: y = a | b;
		OP_XOR: y = tmask(a ^ b, t);
		OP_SHL: y = bw ? 64'd0 : tmask(a << b[5:0], t);
		OP_LSHR: y = bw ? 64'd0 : ma >> b[5:0];
		OP_ASHR: y = tmask(bw ? {64{sa[63]}} : 64'($signed(sa) >>> b[5:0]), t);
		OP_ICMP: y = {63'd0, cmp};
		OP_SELECT: y = a[0] ? b : c;
		OP_SEXT: y = tmask(sa0, t);
		OP_ZEXT: y = ma0;
		OP_TRUNC, OP_MOV: y = ma;
		OP_SMIN: y = $signed(sa) < $signed(sb) ? a : b;
		OP_SMAX: y = $signed(sa) > $signed(sb) ? a : b;
		OP_UMIN: y = a < b ? a : b;
		OP_UMAX: y = a > b ? a : b;
		OP_IABS: y = tmask(sa[63] ? -sa : sa, t);
		OP_POPC: y = tmask({57'd0, pop}, t);
		OP_CLZ: y = tmask({57'd0, lz}, t);
		OP_CTZ: y = tmask({57'd0, tz}, t);
		OP_UDIV: y = dz ? tmask(~64'd0, t) : q;
		OP_UREM: y = dz ? ma : r;
		OP_SDIV: y = dz ? tmask(~64'd0, t) : tmask(sq, t);
		OP_SREM: y = dz ? tmask(sa, t) : tmask(sr, t);
		// the sign-bit operations of floating point are logic too
		OP_FNEG: y = t == 8'd6 ? {32'd0, a[31:0] ^ 32'h80000000} : a ^ 64'h8000000000000000;
		OP_FABS: y = t == 8'd6 ? {32'd0, 1'b0, a[30:0]} : {1'b0, a[62:0]};
		// split and join pass input 0 (fabric.c)
		OP_SPLIT, OP_JOIN: y = a;
		default: begin
			y = 64'd0;
			hit = 1'b0;
		end
		endcase
	end
endmodule

// A cell's compute datapath. In the grid every compute operation still
// goes to rtl_fpu (sim_eval through DPI): routing the integer operations
// to rtl_alu waits on the co-simulation ctests with it (docs/rtl.md).
module rtl_datapath (
	input  logic en,             // a compute firing this cycle
	input  logic [63:0] u0, u1, k0, k1, k2,
	input  logic [63:0] a, b, c,
	output logic [63:0] y
);
	rtl_fpu fpu (.en(en), .u0(u0), .u1(u1), .k0(k0), .k1(k1), .k2(k2),
	             .a(a), .b(b), .c(c), .y(y));
endmodule
