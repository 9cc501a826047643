/* Private to front/wideint*.c: the legalised integer value, the building
 * blocks both files use (wideint.c) and the arithmetic, casts and
 * integer intrinsics on legalised widths (wideint_arith.c). */
#ifndef VGIW_FRONT_WIDEINT_INT_H
#define VGIW_FRONT_WIDEINT_INT_H

#include "front_int.h"

/* A legalised integer: w <= 64 in lo (of type wi_holder(w)), else lo and hi
 * (i64 each). */
typedef struct {
	KirRef lo, hi;
	unsigned w;
} IntVal;

/* wideint.c */
/* The native width that holds w bits (w <= 64). */
IsaType wi_holder(unsigned w);
unsigned wi_kbits(IsaType k);
uint64_t wi_ones(unsigned w);
KirRef wi_c64(Translator *t, uint64_t v);
int wi_is_const(Translator *t, KirRef r, uint64_t *v);
int wi_is_zero(Translator *t, KirRef r);
KirRef wi_op2(Translator *t, VgiwOp op, IsaType k, KirRef a, KirRef b);
/* Clear the bits of r (of type k) above w: the invariant after an
 * operation that can carry into them. */
KirRef wi_clip(Translator *t, KirRef r, unsigned w, IsaType k);
/* r (w bits held in k) sign-extended to all of k's bits. */
KirRef wi_sext_in(Translator *t, KirRef r, unsigned w, IsaType k);
KirRef wi_icmp(Translator *t, KirRef a, KirRef b, int pred);
KirRef wi_select3(Translator *t, IsaType k, KirRef c, KirRef a, KirRef b);
KirRef wi_add64(Translator *t, KirRef a, KirRef b);
KirRef wi_mul64(Translator *t, KirRef a, KirRef b);
/* The signed form of a wide value's high half (w - 64 bits). */
KirRef wi_shi(Translator *t, IntVal a);
/* Unsigned counterpart of a signed predicate (LLVM numbering). */
int wi_unsigned_pred(int p);
int wi_signed_pred(int p);

/* wideint_arith.c */
int wi_wide_binop(Translator *t, LLVMOpcode op, IntVal a, IntVal b, IntVal *r);
KirRef wi_wide_icmp(Translator *t, int pred, IntVal a, IntVal b);
/* udiv, sdiv, urem, srem of w-bit pairs (w in 65..128). Division by zero
 * and the signed minimum by -1 are undefined in LLVM; the expansion gives
 * some value for them and never traps. */
IntVal wi_wide_divrem(Translator *t, LLVMOpcode op, IntVal a, IntVal b);
KirRef wi_narrow_binop(Translator *t, LLVMOpcode op, IntVal a, IntVal b);
IntVal wi_int_cast(Translator *t, LLVMOpcode op, IntVal a, unsigned to);
/* fptoui/fptosi into w < 64 bits: the kernel IR saturates to the holder's
 * range (as PTX cvt.rzi does); clamp further to w bits, as the reference
 * interpreter saturates to the type. */
KirRef wi_fp_to_narrow(Translator *t, LLVMOpcode op, KirRef x, unsigned w);
/* uitofp/sitofp of a pair: the 64 most significant bits with the bits
 * below them folded into bit 0 (a sticky bit far below the rounding
 * position, so the one rounding of the 64-bit conversion is the correct
 * one), then scaled by 2^n exactly. n = 64 - clz(high) is 0 when the high
 * half is 0, and every shift below is then the identity or gives 0. */
KirRef wi_wide_to_fp(Translator *t, IntVal a, IsaType to, int is_signed);
/* fptoui/fptosi into 65..128 bits, saturating as the kernel IR's
 * conversions and the reference interpreter do (NaN 0, out-of-range
 * values the type's limits). Below 2^64 the 64-bit conversion; above, the
 * significand shifted into place (such a double has no fraction). */
IntVal wi_fp_to_wide(Translator *t, LLVMOpcode op, KirRef x, IsaType from, unsigned w);
int wi_int_fn(const char *name, size_t len, VgiwOp *op);
KirRef wi_narrow_int_fn(Translator *t, VgiwOp op, IntVal a, IntVal b, IntVal c);
IntVal wi_wide_int_fn(Translator *t, VgiwOp op, IntVal a, IntVal b, IntVal c);

#endif
