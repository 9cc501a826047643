// The integer unit as functions, included inside a module (rtl_cell, which
// calls them only in the clocked block of a firing, and rtl_alu, the
// wrapper tb/alu_check.cpp drives): every operation of ops.def that is not
// floating point, with sim/mem/exec.c's semantics bit for bit, on 64-bit
// words holding narrow values zero-extended. Needs rtl_ops.svh included.

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

// sim_mask: the type's bits (void keeps none, unknown types all)
function automatic logic [63:0] rtl_alu_mask(input logic [63:0] v, input logic [7:0] ty);
	case (ty)
	8'd0: rtl_alu_mask = 64'd0;
	8'd1: rtl_alu_mask = {63'd0, v[0]};
	8'd2: rtl_alu_mask = {56'd0, v[7:0]};
	8'd3: rtl_alu_mask = {48'd0, v[15:0]};
	8'd4, 8'd6: rtl_alu_mask = {32'd0, v[31:0]};
	default: rtl_alu_mask = v;
	endcase
endfunction

// sim_sext: sign-extended from the type's width (void and 64-bit: v)
function automatic logic [63:0] rtl_alu_sext(input logic [63:0] v, input logic [7:0] ty);
	case (ty)
	8'd1: rtl_alu_sext = {{63{v[0]}}, v[0]};
	8'd2: rtl_alu_sext = {{56{v[7]}}, v[7:0]};
	8'd3: rtl_alu_sext = {{48{v[15]}}, v[15:0]};
	8'd4, 8'd6: rtl_alu_sext = {{32{v[31]}}, v[31:0]};
	default: rtl_alu_sext = v;
	endcase
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

// The result of integer operation op. t is the result type, t0 operand 0's
// type (IsaType), uns imm != 0 or ISAF_UNSIGNED (MUL24, MULHI), imm U1.
// An opcode rtl_alu_is rejects gives 0.
function automatic logic [63:0] rtl_alu_y(
	input logic [15:0] op, input logic [7:0] t, input logic [7:0] t0,
	input logic uns, input logic [63:0] imm,
	input logic [63:0] a, input logic [63:0] b, input logic [63:0] c);
	logic [6:0] w, w0, pop, lz, tz;
	logic [63:0] sa, sb, ma, mb, sa0, sb0, ma0, mb0;
	logic [63:0] xa, xb, hi, dn, dd, dds, q, r, sq, sr, y;
	logic signed [129:0] prod;
	logic xs, dsig, na, nb, dz, cmp, bw;

	w = rtl_alu_bits(t);
	w0 = rtl_alu_bits(t0);
	sa = rtl_alu_sext(a, t);
	sb = rtl_alu_sext(b, t);
	ma = rtl_alu_mask(a, t);
	mb = rtl_alu_mask(b, t);
	sa0 = rtl_alu_sext(a, t0);
	sb0 = rtl_alu_sext(b, t0);
	ma0 = rtl_alu_mask(a, t0);
	mb0 = rtl_alu_mask(b, t0);

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

	// one unsigned divider: signed division on magnitudes with the signs
	// fixed after, so MIN / -1 wraps to MIN with remainder 0 as exec.c's
	// idiv; x / 0 is all ones and x % 0 is x
	dsig = op == OP_SDIV || op == OP_SREM;
	na = dsig && sa[63];
	nb = dsig && sb[63];
	dn = dsig ? (na ? -sa : sa) : ma;
	dd = dsig ? (nb ? -sb : sb) : mb;
	dz = dd == 64'd0;
	dds = dz ? 64'd1 : dd;   // no division by zero in any view
	q = dn / dds;
	r = dn % dds;
	sq = (na ^ nb) ? -q : q;
	sr = na ? -r : r;

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

	// POPC, CLZ, CTZ on operand 0's type
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

	bw = b >= {57'd0, w};   // a shift count past the width
	case (op)
	OP_IADD: y = rtl_alu_mask(a + b, t);
	OP_ISUB: y = rtl_alu_mask(a - b, t);
	OP_IMUL, OP_MUL24: y = rtl_alu_mask(prod[63:0], t);
	OP_MULHI: y = rtl_alu_mask(hi, t);
	OP_AND: y = a & b;
	OP_OR: y = a | b;
	OP_XOR: y = rtl_alu_mask(a ^ b, t);
	OP_SHL: y = bw ? 64'd0 : rtl_alu_mask(a << b[5:0], t);
	OP_LSHR: y = bw ? 64'd0 : ma >> b[5:0];
	OP_ASHR: y = rtl_alu_mask(bw ? {64{sa[63]}} : 64'($signed(sa) >>> b[5:0]), t);
	OP_ICMP: y = {63'd0, cmp};
	OP_SELECT: y = a[0] ? b : c;
	OP_SEXT: y = rtl_alu_mask(sa0, t);
	OP_ZEXT: y = ma0;
	OP_TRUNC, OP_MOV: y = ma;
	OP_SMIN: y = $signed(sa) < $signed(sb) ? a : b;
	OP_SMAX: y = $signed(sa) > $signed(sb) ? a : b;
	OP_UMIN: y = a < b ? a : b;
	OP_UMAX: y = a > b ? a : b;
	OP_IABS: y = rtl_alu_mask(sa[63] ? -sa : sa, t);
	OP_POPC: y = rtl_alu_mask({57'd0, pop}, t);
	OP_CLZ: y = rtl_alu_mask({57'd0, lz}, t);
	OP_CTZ: y = rtl_alu_mask({57'd0, tz}, t);
	OP_UDIV: y = dz ? rtl_alu_mask(~64'd0, t) : q;
	OP_UREM: y = dz ? ma : r;
	OP_SDIV: y = dz ? rtl_alu_mask(~64'd0, t) : rtl_alu_mask(sq, t);
	OP_SREM: y = dz ? rtl_alu_mask(sa, t) : rtl_alu_mask(sr, t);
	// the sign-bit operations of floating point are logic too
	OP_FNEG: y = t == 8'd6 ? {32'd0, a[31:0] ^ 32'h80000000} : a ^ 64'h8000000000000000;
	OP_FABS: y = t == 8'd6 ? {32'd0, 1'b0, a[30:0]} : {1'b0, a[62:0]};
	// split and join pass input 0 (fabric.c)
	OP_SPLIT, OP_JOIN: y = a;
	default: y = 64'd0;
	endcase
	rtl_alu_y = y;
endfunction
