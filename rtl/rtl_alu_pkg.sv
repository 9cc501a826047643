// The integer unit as functions of a package (rtl_cell calls them only in
// the clocked block of a firing; rtl_alu, the wrapper tb/alu_check.cpp
// drives, on its ports): every operation of ops.def that is not floating
// point, with sim/mem/exec.c's semantics bit for bit, on 64-bit words
// holding narrow values zero-extended. In a package, Verilator generates
// each function once, not once in each of the grid's cells.
package rtl_alu_pkg;
`include "rtl_ops.svh"

// sim_type_bits: void 0, i1 1, i8 8, i16 16, i32/f32 32, else 64
function automatic logic [6:0] rtl_alu_bits(input logic [7:0] ty);
	case (ty)
	8'd0: rtl_alu_bits = 7'd0;
	8'd1: rtl_alu_bits = 7'd1;
	8'd2: rtl_alu_bits = 7'd8;
	8'd3: rtl_alu_bits = 7'd16;
	8'd4, 8'd6: rtl_alu_bits = 7'd32;
	default: rtl_alu_bits = 7'd64;
	endcase
endfunction

// The bits sim_mask keeps of a type (void none, unknown types all)
function automatic logic [63:0] rtl_alu_mask(input logic [7:0] ty);
	case (ty)
	8'd0: rtl_alu_mask = 64'd0;
	8'd1: rtl_alu_mask = 64'h1;
	8'd2: rtl_alu_mask = 64'hff;
	8'd3: rtl_alu_mask = 64'hffff;
	8'd4, 8'd6: rtl_alu_mask = 64'hffffffff;
	default: rtl_alu_mask = ~64'd0;
	endcase
endfunction

// sim_sext of v for a type of mask m: sign-extended from the type's
// width (void and 64-bit: v)
function automatic logic [63:0] rtl_alu_sext(input logic [63:0] v, input logic [63:0] m);
	if (m == 64'd0 || m == ~64'd0)
		rtl_alu_sext = v;
	else
		rtl_alu_sext = (v & (m ^ m >> 1)) != 64'd0 ? v | ~m : v & m;
endfunction

// Whether op is the integer unit's (else it is rtl_fpu's): a decode of the
// opcode alone, so a cell knows it from its configuration.
function automatic logic rtl_alu_is(input logic [15:0] op);
	case (op)
	OP_IADD, OP_ISUB, OP_IMUL, OP_MUL24, OP_MULHI, OP_AND, OP_OR, OP_XOR,
	OP_SHL, OP_LSHR, OP_ASHR, OP_ICMP, OP_SELECT, OP_SEXT, OP_ZEXT, OP_TRUNC,
	OP_MOV, OP_SMIN, OP_SMAX, OP_UMIN, OP_UMAX, OP_IABS, OP_POPC, OP_CLZ,
	OP_CTZ, OP_UDIV, OP_UREM, OP_SDIV, OP_SREM, OP_FNEG, OP_FABS, OP_SPLIT,
	OP_JOIN: rtl_alu_is = 1'b1;
	default: rtl_alu_is = 1'b0;
	endcase
endfunction

// The SCU's integer operations (sdiv, udiv, srem, urem) on type t: one
// unsigned divider on magnitudes with the signs fixed after, so MIN / -1
// wraps to MIN with remainder 0 as exec.c's idiv; x / 0 is all ones and
// x % 0 is x. Any other opcode gives the unsigned quotient.
function automatic logic [63:0] rtl_alu_div(
	input logic [15:0] op, input logic [7:0] t,
	input logic [63:0] a, input logic [63:0] b);
	logic [63:0] mt, sa, sb, dn, dd, dds, q, r;
	logic dsig, na, nb, dz;

	mt = rtl_alu_mask(t);
	sa = rtl_alu_sext(a, mt);
	sb = rtl_alu_sext(b, mt);
	dsig = op == OP_SDIV || op == OP_SREM;
	na = dsig && sa[63];
	nb = dsig && sb[63];
	dn = dsig ? (na ? -sa : sa) : a & mt;
	dd = dsig ? (nb ? -sb : sb) : b & mt;
	dz = dd == 64'd0;
	dds = dz ? 64'd1 : dd;   // no division by zero in any view
	q = dn / dds;
	r = dn % dds;
	case (op)
	OP_UREM: rtl_alu_div = dz ? a & mt : r;
	OP_SDIV: rtl_alu_div = dz ? mt : ((na ^ nb) ? -q : q) & mt;
	OP_SREM: rtl_alu_div = dz ? a & mt : (na ? -r : r) & mt;
	default: rtl_alu_div = dz ? mt : q;
	endcase
endfunction

// The ALU's integer operations (the compute unit's, ops.def's class ALU,
// with the sign-bit operations of floating point): t is the result type,
// t0 operand 0's type (IsaType), uns imm != 0 or ISAF_UNSIGNED (MUL24,
// MULHI), imm U1. Any other opcode gives 0.
function automatic logic [63:0] rtl_alu_alu(
	input logic [15:0] op, input logic [7:0] t, input logic [7:0] t0,
	input logic uns, input logic [63:0] imm,
	input logic [63:0] a, input logic [63:0] b, input logic [63:0] c);
	logic [6:0] w, w0, pop, lz, tz;
	logic [63:0] mt, mt0, sa, sb, ma, mb, sa0, sb0, ma0, mb0;
	logic [63:0] xa, xb, hi, sm, y;
	logic signed [129:0] prod;
	logic xs, cmp, bw;

	w = rtl_alu_bits(t);
	w0 = rtl_alu_bits(t0);
	mt = rtl_alu_mask(t);
	mt0 = rtl_alu_mask(t0);
	sa = rtl_alu_sext(a, mt);
	sb = rtl_alu_sext(b, mt);
	ma = a & mt;
	mb = b & mt;
	sa0 = rtl_alu_sext(a, mt0);
	sb0 = rtl_alu_sext(b, mt0);
	ma0 = a & mt0;
	mb0 = b & mt0;

	// one 65 x 65 signed multiplier for IMUL, MUL24 and MULHI
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
	prod = $signed({xs & xa[63], xa}) * $signed({xs & xb[63], xb});
	// MULHI: the high half of the 2w-bit product (w <= 32: of the 64-bit one)
	hi = w > 7'd32 ? prod[127:64] : prod[63:0] >> w;

	// ICMP on operand 0's type
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

	// POPC, CLZ, CTZ on operand 0's type, all from one population count:
	// CLZ is the width less the ones of the value smeared right from its
	// top one, CTZ the ones below its lowest one (the width for 0)
	pop = 7'($countones(ma0));
	sm = ma0 | ma0 >> 1;
	sm = sm | sm >> 2;
	sm = sm | sm >> 4;
	sm = sm | sm >> 8;
	sm = sm | sm >> 16;
	sm = sm | sm >> 32;
	lz = w0 - 7'($countones(sm));
	tz = ma0 == 64'd0 ? w0 : 7'($countones((ma0 & -ma0) - 64'd1));

	bw = b >= {57'd0, w};   // a shift count past the width
	case (op)
	OP_IADD: y = (a + b) & mt;
	OP_ISUB: y = (a - b) & mt;
	OP_IMUL, OP_MUL24: y = prod[63:0] & mt;
	OP_MULHI: y = hi & mt;
	OP_AND: y = a & b;
	OP_OR: y = a | b;
	OP_XOR: y = (a ^ b) & mt;
	OP_SHL: y = bw ? 64'd0 : (a << b[5:0]) & mt;
	OP_LSHR: y = bw ? 64'd0 : ma >> b[5:0];
	OP_ASHR: y = (bw ? {64{sa[63]}} : 64'($signed(sa) >>> b[5:0])) & mt;
	OP_ICMP: y = {63'd0, cmp};
	OP_SELECT: y = a[0] ? b : c;
	OP_SEXT: y = sa0 & mt;
	OP_ZEXT: y = ma0;
	OP_TRUNC, OP_MOV: y = ma;
	OP_SMIN: y = $signed(sa) < $signed(sb) ? a : b;
	OP_SMAX: y = $signed(sa) > $signed(sb) ? a : b;
	OP_UMIN: y = a < b ? a : b;
	OP_UMAX: y = a > b ? a : b;
	OP_IABS: y = (sa[63] ? -sa : sa) & mt;
	OP_POPC: y = {57'd0, pop} & mt;
	OP_CLZ: y = {57'd0, lz} & mt;
	OP_CTZ: y = {57'd0, tz} & mt;
	// the sign-bit operations of floating point are logic too
	OP_FNEG: y = t == 8'd6 ? {32'd0, a[31:0] ^ 32'h80000000} : a ^ 64'h8000000000000000;
	OP_FABS: y = t == 8'd6 ? {32'd0, 1'b0, a[30:0]} : {1'b0, a[62:0]};
	default: y = 64'd0;
	endcase
	rtl_alu_alu = y;
endfunction

// The result of integer operation op (rtl_alu_is) on any unit: the
// ALU's, the SCU's divider, or the SJU's split and join, which pass input
// 0 (fabric.c). Arguments as rtl_alu_alu's. An opcode rtl_alu_is rejects
// gives 0.
function automatic logic [63:0] rtl_alu_y(
	input logic [15:0] op, input logic [7:0] t, input logic [7:0] t0,
	input logic uns, input logic [63:0] imm,
	input logic [63:0] a, input logic [63:0] b, input logic [63:0] c);
	// a C++ function Verilator calls, not its body in every firing
	/* verilator no_inline_task */
	case (op)
	OP_UDIV, OP_UREM, OP_SDIV, OP_SREM: rtl_alu_y = rtl_alu_div(op, t, a, b);
	OP_SPLIT, OP_JOIN: rtl_alu_y = a;
	default: rtl_alu_y = rtl_alu_alu(op, t, t0, uns, imm, a, b, c);
	endcase
endfunction
endpackage
