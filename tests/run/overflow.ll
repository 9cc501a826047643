; Checked and saturating integer arithmetic (llvm.*.with.overflow,
; llvm.*.sat) on i8, i16, i32 and i64, compiled, simulated and compared with
; the reference interpreter (tests/run/run.cmake). Operands are random, the
; second shifted right by a thread-dependent amount so that small and large
; magnitudes (with and without overflow) both occur.
; Launch: tests/run/overflow.launch.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare { i8, i1 } @llvm.uadd.with.overflow.i8(i8, i8)
declare { i8, i1 } @llvm.sadd.with.overflow.i8(i8, i8)
declare { i8, i1 } @llvm.usub.with.overflow.i8(i8, i8)
declare { i8, i1 } @llvm.ssub.with.overflow.i8(i8, i8)
declare { i8, i1 } @llvm.umul.with.overflow.i8(i8, i8)
declare { i8, i1 } @llvm.smul.with.overflow.i8(i8, i8)
declare i8 @llvm.uadd.sat.i8(i8, i8)
declare i8 @llvm.sadd.sat.i8(i8, i8)
declare i8 @llvm.usub.sat.i8(i8, i8)
declare i8 @llvm.ssub.sat.i8(i8, i8)
declare { i16, i1 } @llvm.uadd.with.overflow.i16(i16, i16)
declare { i16, i1 } @llvm.sadd.with.overflow.i16(i16, i16)
declare { i16, i1 } @llvm.usub.with.overflow.i16(i16, i16)
declare { i16, i1 } @llvm.ssub.with.overflow.i16(i16, i16)
declare { i16, i1 } @llvm.umul.with.overflow.i16(i16, i16)
declare { i16, i1 } @llvm.smul.with.overflow.i16(i16, i16)
declare i16 @llvm.uadd.sat.i16(i16, i16)
declare i16 @llvm.sadd.sat.i16(i16, i16)
declare i16 @llvm.usub.sat.i16(i16, i16)
declare i16 @llvm.ssub.sat.i16(i16, i16)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.usub.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32)
declare i32 @llvm.uadd.sat.i32(i32, i32)
declare i32 @llvm.sadd.sat.i32(i32, i32)
declare i32 @llvm.usub.sat.i32(i32, i32)
declare i32 @llvm.ssub.sat.i32(i32, i32)
declare { i64, i1 } @llvm.uadd.with.overflow.i64(i64, i64)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64)
declare { i64, i1 } @llvm.usub.with.overflow.i64(i64, i64)
declare { i64, i1 } @llvm.ssub.with.overflow.i64(i64, i64)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64)
declare i64 @llvm.uadd.sat.i64(i64, i64)
declare i64 @llvm.sadd.sat.i64(i64, i64)
declare i64 @llvm.usub.sat.i64(i64, i64)
declare i64 @llvm.ssub.sat.i64(i64, i64)

define void @overflow(i64* %A, i64* %B, i64* %out, i8* %ovf) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %cta, %nt
  %t32 = add i32 %base, %tid
  %t = zext i32 %t32 to i64
  %pa = getelementptr inbounds i64, i64* %A, i64 %t
  %pb = getelementptr inbounds i64, i64* %B, i64 %t
  %a64 = load i64, i64* %pa, align 8
  %braw = load i64, i64* %pb, align 8
  %sh = and i64 %t, 63
  %b64 = ashr i64 %braw, %sh
  %a_i8 = trunc i64 %a64 to i8
  %bs_i8 = lshr i64 %b64, 56
  %bx_i8 = xor i64 %b64, %bs_i8
  %b_i8 = trunc i64 %bx_i8 to i8
  %r_i8_uadd = call { i8, i1 } @llvm.uadd.with.overflow.i8(i8 %a_i8, i8 %b_i8)
  %v_i8_uadd = extractvalue { i8, i1 } %r_i8_uadd, 0
  %f_i8_uadd = extractvalue { i8, i1 } %r_i8_uadd, 1
  %e_i8_uadd = sext i8 %v_i8_uadd to i64
  %i_i8_uadd = mul i64 %t, 40
  %k_i8_uadd = add i64 %i_i8_uadd, 0
  %p_i8_uadd = getelementptr inbounds i64, i64* %out, i64 %k_i8_uadd
  store i64 %e_i8_uadd, i64* %p_i8_uadd, align 8
  %fb_i8_uadd = zext i1 %f_i8_uadd to i8
  %q_i8_uadd = getelementptr inbounds i8, i8* %ovf, i64 %k_i8_uadd
  store i8 %fb_i8_uadd, i8* %q_i8_uadd, align 1
  %r_i8_sadd = call { i8, i1 } @llvm.sadd.with.overflow.i8(i8 %a_i8, i8 %b_i8)
  %v_i8_sadd = extractvalue { i8, i1 } %r_i8_sadd, 0
  %f_i8_sadd = extractvalue { i8, i1 } %r_i8_sadd, 1
  %e_i8_sadd = sext i8 %v_i8_sadd to i64
  %i_i8_sadd = mul i64 %t, 40
  %k_i8_sadd = add i64 %i_i8_sadd, 1
  %p_i8_sadd = getelementptr inbounds i64, i64* %out, i64 %k_i8_sadd
  store i64 %e_i8_sadd, i64* %p_i8_sadd, align 8
  %fb_i8_sadd = zext i1 %f_i8_sadd to i8
  %q_i8_sadd = getelementptr inbounds i8, i8* %ovf, i64 %k_i8_sadd
  store i8 %fb_i8_sadd, i8* %q_i8_sadd, align 1
  %r_i8_usub = call { i8, i1 } @llvm.usub.with.overflow.i8(i8 %a_i8, i8 %b_i8)
  %v_i8_usub = extractvalue { i8, i1 } %r_i8_usub, 0
  %f_i8_usub = extractvalue { i8, i1 } %r_i8_usub, 1
  %e_i8_usub = sext i8 %v_i8_usub to i64
  %i_i8_usub = mul i64 %t, 40
  %k_i8_usub = add i64 %i_i8_usub, 2
  %p_i8_usub = getelementptr inbounds i64, i64* %out, i64 %k_i8_usub
  store i64 %e_i8_usub, i64* %p_i8_usub, align 8
  %fb_i8_usub = zext i1 %f_i8_usub to i8
  %q_i8_usub = getelementptr inbounds i8, i8* %ovf, i64 %k_i8_usub
  store i8 %fb_i8_usub, i8* %q_i8_usub, align 1
  %r_i8_ssub = call { i8, i1 } @llvm.ssub.with.overflow.i8(i8 %a_i8, i8 %b_i8)
  %v_i8_ssub = extractvalue { i8, i1 } %r_i8_ssub, 0
  %f_i8_ssub = extractvalue { i8, i1 } %r_i8_ssub, 1
  %e_i8_ssub = sext i8 %v_i8_ssub to i64
  %i_i8_ssub = mul i64 %t, 40
  %k_i8_ssub = add i64 %i_i8_ssub, 3
  %p_i8_ssub = getelementptr inbounds i64, i64* %out, i64 %k_i8_ssub
  store i64 %e_i8_ssub, i64* %p_i8_ssub, align 8
  %fb_i8_ssub = zext i1 %f_i8_ssub to i8
  %q_i8_ssub = getelementptr inbounds i8, i8* %ovf, i64 %k_i8_ssub
  store i8 %fb_i8_ssub, i8* %q_i8_ssub, align 1
  %r_i8_umul = call { i8, i1 } @llvm.umul.with.overflow.i8(i8 %a_i8, i8 %b_i8)
  %v_i8_umul = extractvalue { i8, i1 } %r_i8_umul, 0
  %f_i8_umul = extractvalue { i8, i1 } %r_i8_umul, 1
  %e_i8_umul = sext i8 %v_i8_umul to i64
  %i_i8_umul = mul i64 %t, 40
  %k_i8_umul = add i64 %i_i8_umul, 4
  %p_i8_umul = getelementptr inbounds i64, i64* %out, i64 %k_i8_umul
  store i64 %e_i8_umul, i64* %p_i8_umul, align 8
  %fb_i8_umul = zext i1 %f_i8_umul to i8
  %q_i8_umul = getelementptr inbounds i8, i8* %ovf, i64 %k_i8_umul
  store i8 %fb_i8_umul, i8* %q_i8_umul, align 1
  %r_i8_smul = call { i8, i1 } @llvm.smul.with.overflow.i8(i8 %a_i8, i8 %b_i8)
  %v_i8_smul = extractvalue { i8, i1 } %r_i8_smul, 0
  %f_i8_smul = extractvalue { i8, i1 } %r_i8_smul, 1
  %e_i8_smul = sext i8 %v_i8_smul to i64
  %i_i8_smul = mul i64 %t, 40
  %k_i8_smul = add i64 %i_i8_smul, 5
  %p_i8_smul = getelementptr inbounds i64, i64* %out, i64 %k_i8_smul
  store i64 %e_i8_smul, i64* %p_i8_smul, align 8
  %fb_i8_smul = zext i1 %f_i8_smul to i8
  %q_i8_smul = getelementptr inbounds i8, i8* %ovf, i64 %k_i8_smul
  store i8 %fb_i8_smul, i8* %q_i8_smul, align 1
  %s_i8_uadd = call i8 @llvm.uadd.sat.i8(i8 %a_i8, i8 %b_i8)
  %se_i8_uadd = zext i8 %s_i8_uadd to i64
  %si_i8_uadd = mul i64 %t, 40
  %sk_i8_uadd = add i64 %si_i8_uadd, 6
  %sp_i8_uadd = getelementptr inbounds i64, i64* %out, i64 %sk_i8_uadd
  store i64 %se_i8_uadd, i64* %sp_i8_uadd, align 8
  %s_i8_sadd = call i8 @llvm.sadd.sat.i8(i8 %a_i8, i8 %b_i8)
  %se_i8_sadd = zext i8 %s_i8_sadd to i64
  %si_i8_sadd = mul i64 %t, 40
  %sk_i8_sadd = add i64 %si_i8_sadd, 7
  %sp_i8_sadd = getelementptr inbounds i64, i64* %out, i64 %sk_i8_sadd
  store i64 %se_i8_sadd, i64* %sp_i8_sadd, align 8
  %s_i8_usub = call i8 @llvm.usub.sat.i8(i8 %a_i8, i8 %b_i8)
  %se_i8_usub = zext i8 %s_i8_usub to i64
  %si_i8_usub = mul i64 %t, 40
  %sk_i8_usub = add i64 %si_i8_usub, 8
  %sp_i8_usub = getelementptr inbounds i64, i64* %out, i64 %sk_i8_usub
  store i64 %se_i8_usub, i64* %sp_i8_usub, align 8
  %s_i8_ssub = call i8 @llvm.ssub.sat.i8(i8 %a_i8, i8 %b_i8)
  %se_i8_ssub = zext i8 %s_i8_ssub to i64
  %si_i8_ssub = mul i64 %t, 40
  %sk_i8_ssub = add i64 %si_i8_ssub, 9
  %sp_i8_ssub = getelementptr inbounds i64, i64* %out, i64 %sk_i8_ssub
  store i64 %se_i8_ssub, i64* %sp_i8_ssub, align 8
  %a_i16 = trunc i64 %a64 to i16
  %bs_i16 = lshr i64 %b64, 48
  %bx_i16 = xor i64 %b64, %bs_i16
  %b_i16 = trunc i64 %bx_i16 to i16
  %r_i16_uadd = call { i16, i1 } @llvm.uadd.with.overflow.i16(i16 %a_i16, i16 %b_i16)
  %v_i16_uadd = extractvalue { i16, i1 } %r_i16_uadd, 0
  %f_i16_uadd = extractvalue { i16, i1 } %r_i16_uadd, 1
  %e_i16_uadd = sext i16 %v_i16_uadd to i64
  %i_i16_uadd = mul i64 %t, 40
  %k_i16_uadd = add i64 %i_i16_uadd, 10
  %p_i16_uadd = getelementptr inbounds i64, i64* %out, i64 %k_i16_uadd
  store i64 %e_i16_uadd, i64* %p_i16_uadd, align 8
  %fb_i16_uadd = zext i1 %f_i16_uadd to i8
  %q_i16_uadd = getelementptr inbounds i8, i8* %ovf, i64 %k_i16_uadd
  store i8 %fb_i16_uadd, i8* %q_i16_uadd, align 1
  %r_i16_sadd = call { i16, i1 } @llvm.sadd.with.overflow.i16(i16 %a_i16, i16 %b_i16)
  %v_i16_sadd = extractvalue { i16, i1 } %r_i16_sadd, 0
  %f_i16_sadd = extractvalue { i16, i1 } %r_i16_sadd, 1
  %e_i16_sadd = sext i16 %v_i16_sadd to i64
  %i_i16_sadd = mul i64 %t, 40
  %k_i16_sadd = add i64 %i_i16_sadd, 11
  %p_i16_sadd = getelementptr inbounds i64, i64* %out, i64 %k_i16_sadd
  store i64 %e_i16_sadd, i64* %p_i16_sadd, align 8
  %fb_i16_sadd = zext i1 %f_i16_sadd to i8
  %q_i16_sadd = getelementptr inbounds i8, i8* %ovf, i64 %k_i16_sadd
  store i8 %fb_i16_sadd, i8* %q_i16_sadd, align 1
  %r_i16_usub = call { i16, i1 } @llvm.usub.with.overflow.i16(i16 %a_i16, i16 %b_i16)
  %v_i16_usub = extractvalue { i16, i1 } %r_i16_usub, 0
  %f_i16_usub = extractvalue { i16, i1 } %r_i16_usub, 1
  %e_i16_usub = sext i16 %v_i16_usub to i64
  %i_i16_usub = mul i64 %t, 40
  %k_i16_usub = add i64 %i_i16_usub, 12
  %p_i16_usub = getelementptr inbounds i64, i64* %out, i64 %k_i16_usub
  store i64 %e_i16_usub, i64* %p_i16_usub, align 8
  %fb_i16_usub = zext i1 %f_i16_usub to i8
  %q_i16_usub = getelementptr inbounds i8, i8* %ovf, i64 %k_i16_usub
  store i8 %fb_i16_usub, i8* %q_i16_usub, align 1
  %r_i16_ssub = call { i16, i1 } @llvm.ssub.with.overflow.i16(i16 %a_i16, i16 %b_i16)
  %v_i16_ssub = extractvalue { i16, i1 } %r_i16_ssub, 0
  %f_i16_ssub = extractvalue { i16, i1 } %r_i16_ssub, 1
  %e_i16_ssub = sext i16 %v_i16_ssub to i64
  %i_i16_ssub = mul i64 %t, 40
  %k_i16_ssub = add i64 %i_i16_ssub, 13
  %p_i16_ssub = getelementptr inbounds i64, i64* %out, i64 %k_i16_ssub
  store i64 %e_i16_ssub, i64* %p_i16_ssub, align 8
  %fb_i16_ssub = zext i1 %f_i16_ssub to i8
  %q_i16_ssub = getelementptr inbounds i8, i8* %ovf, i64 %k_i16_ssub
  store i8 %fb_i16_ssub, i8* %q_i16_ssub, align 1
  %r_i16_umul = call { i16, i1 } @llvm.umul.with.overflow.i16(i16 %a_i16, i16 %b_i16)
  %v_i16_umul = extractvalue { i16, i1 } %r_i16_umul, 0
  %f_i16_umul = extractvalue { i16, i1 } %r_i16_umul, 1
  %e_i16_umul = sext i16 %v_i16_umul to i64
  %i_i16_umul = mul i64 %t, 40
  %k_i16_umul = add i64 %i_i16_umul, 14
  %p_i16_umul = getelementptr inbounds i64, i64* %out, i64 %k_i16_umul
  store i64 %e_i16_umul, i64* %p_i16_umul, align 8
  %fb_i16_umul = zext i1 %f_i16_umul to i8
  %q_i16_umul = getelementptr inbounds i8, i8* %ovf, i64 %k_i16_umul
  store i8 %fb_i16_umul, i8* %q_i16_umul, align 1
  %r_i16_smul = call { i16, i1 } @llvm.smul.with.overflow.i16(i16 %a_i16, i16 %b_i16)
  %v_i16_smul = extractvalue { i16, i1 } %r_i16_smul, 0
  %f_i16_smul = extractvalue { i16, i1 } %r_i16_smul, 1
  %e_i16_smul = sext i16 %v_i16_smul to i64
  %i_i16_smul = mul i64 %t, 40
  %k_i16_smul = add i64 %i_i16_smul, 15
  %p_i16_smul = getelementptr inbounds i64, i64* %out, i64 %k_i16_smul
  store i64 %e_i16_smul, i64* %p_i16_smul, align 8
  %fb_i16_smul = zext i1 %f_i16_smul to i8
  %q_i16_smul = getelementptr inbounds i8, i8* %ovf, i64 %k_i16_smul
  store i8 %fb_i16_smul, i8* %q_i16_smul, align 1
  %s_i16_uadd = call i16 @llvm.uadd.sat.i16(i16 %a_i16, i16 %b_i16)
  %se_i16_uadd = zext i16 %s_i16_uadd to i64
  %si_i16_uadd = mul i64 %t, 40
  %sk_i16_uadd = add i64 %si_i16_uadd, 16
  %sp_i16_uadd = getelementptr inbounds i64, i64* %out, i64 %sk_i16_uadd
  store i64 %se_i16_uadd, i64* %sp_i16_uadd, align 8
  %s_i16_sadd = call i16 @llvm.sadd.sat.i16(i16 %a_i16, i16 %b_i16)
  %se_i16_sadd = zext i16 %s_i16_sadd to i64
  %si_i16_sadd = mul i64 %t, 40
  %sk_i16_sadd = add i64 %si_i16_sadd, 17
  %sp_i16_sadd = getelementptr inbounds i64, i64* %out, i64 %sk_i16_sadd
  store i64 %se_i16_sadd, i64* %sp_i16_sadd, align 8
  %s_i16_usub = call i16 @llvm.usub.sat.i16(i16 %a_i16, i16 %b_i16)
  %se_i16_usub = zext i16 %s_i16_usub to i64
  %si_i16_usub = mul i64 %t, 40
  %sk_i16_usub = add i64 %si_i16_usub, 18
  %sp_i16_usub = getelementptr inbounds i64, i64* %out, i64 %sk_i16_usub
  store i64 %se_i16_usub, i64* %sp_i16_usub, align 8
  %s_i16_ssub = call i16 @llvm.ssub.sat.i16(i16 %a_i16, i16 %b_i16)
  %se_i16_ssub = zext i16 %s_i16_ssub to i64
  %si_i16_ssub = mul i64 %t, 40
  %sk_i16_ssub = add i64 %si_i16_ssub, 19
  %sp_i16_ssub = getelementptr inbounds i64, i64* %out, i64 %sk_i16_ssub
  store i64 %se_i16_ssub, i64* %sp_i16_ssub, align 8
  %a_i32 = trunc i64 %a64 to i32
  %bs_i32 = lshr i64 %b64, 32
  %bx_i32 = xor i64 %b64, %bs_i32
  %b_i32 = trunc i64 %bx_i32 to i32
  %r_i32_uadd = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %a_i32, i32 %b_i32)
  %v_i32_uadd = extractvalue { i32, i1 } %r_i32_uadd, 0
  %f_i32_uadd = extractvalue { i32, i1 } %r_i32_uadd, 1
  %e_i32_uadd = sext i32 %v_i32_uadd to i64
  %i_i32_uadd = mul i64 %t, 40
  %k_i32_uadd = add i64 %i_i32_uadd, 20
  %p_i32_uadd = getelementptr inbounds i64, i64* %out, i64 %k_i32_uadd
  store i64 %e_i32_uadd, i64* %p_i32_uadd, align 8
  %fb_i32_uadd = zext i1 %f_i32_uadd to i8
  %q_i32_uadd = getelementptr inbounds i8, i8* %ovf, i64 %k_i32_uadd
  store i8 %fb_i32_uadd, i8* %q_i32_uadd, align 1
  %r_i32_sadd = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %a_i32, i32 %b_i32)
  %v_i32_sadd = extractvalue { i32, i1 } %r_i32_sadd, 0
  %f_i32_sadd = extractvalue { i32, i1 } %r_i32_sadd, 1
  %e_i32_sadd = sext i32 %v_i32_sadd to i64
  %i_i32_sadd = mul i64 %t, 40
  %k_i32_sadd = add i64 %i_i32_sadd, 21
  %p_i32_sadd = getelementptr inbounds i64, i64* %out, i64 %k_i32_sadd
  store i64 %e_i32_sadd, i64* %p_i32_sadd, align 8
  %fb_i32_sadd = zext i1 %f_i32_sadd to i8
  %q_i32_sadd = getelementptr inbounds i8, i8* %ovf, i64 %k_i32_sadd
  store i8 %fb_i32_sadd, i8* %q_i32_sadd, align 1
  %r_i32_usub = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %a_i32, i32 %b_i32)
  %v_i32_usub = extractvalue { i32, i1 } %r_i32_usub, 0
  %f_i32_usub = extractvalue { i32, i1 } %r_i32_usub, 1
  %e_i32_usub = sext i32 %v_i32_usub to i64
  %i_i32_usub = mul i64 %t, 40
  %k_i32_usub = add i64 %i_i32_usub, 22
  %p_i32_usub = getelementptr inbounds i64, i64* %out, i64 %k_i32_usub
  store i64 %e_i32_usub, i64* %p_i32_usub, align 8
  %fb_i32_usub = zext i1 %f_i32_usub to i8
  %q_i32_usub = getelementptr inbounds i8, i8* %ovf, i64 %k_i32_usub
  store i8 %fb_i32_usub, i8* %q_i32_usub, align 1
  %r_i32_ssub = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %a_i32, i32 %b_i32)
  %v_i32_ssub = extractvalue { i32, i1 } %r_i32_ssub, 0
  %f_i32_ssub = extractvalue { i32, i1 } %r_i32_ssub, 1
  %e_i32_ssub = sext i32 %v_i32_ssub to i64
  %i_i32_ssub = mul i64 %t, 40
  %k_i32_ssub = add i64 %i_i32_ssub, 23
  %p_i32_ssub = getelementptr inbounds i64, i64* %out, i64 %k_i32_ssub
  store i64 %e_i32_ssub, i64* %p_i32_ssub, align 8
  %fb_i32_ssub = zext i1 %f_i32_ssub to i8
  %q_i32_ssub = getelementptr inbounds i8, i8* %ovf, i64 %k_i32_ssub
  store i8 %fb_i32_ssub, i8* %q_i32_ssub, align 1
  %r_i32_umul = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %a_i32, i32 %b_i32)
  %v_i32_umul = extractvalue { i32, i1 } %r_i32_umul, 0
  %f_i32_umul = extractvalue { i32, i1 } %r_i32_umul, 1
  %e_i32_umul = sext i32 %v_i32_umul to i64
  %i_i32_umul = mul i64 %t, 40
  %k_i32_umul = add i64 %i_i32_umul, 24
  %p_i32_umul = getelementptr inbounds i64, i64* %out, i64 %k_i32_umul
  store i64 %e_i32_umul, i64* %p_i32_umul, align 8
  %fb_i32_umul = zext i1 %f_i32_umul to i8
  %q_i32_umul = getelementptr inbounds i8, i8* %ovf, i64 %k_i32_umul
  store i8 %fb_i32_umul, i8* %q_i32_umul, align 1
  %r_i32_smul = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %a_i32, i32 %b_i32)
  %v_i32_smul = extractvalue { i32, i1 } %r_i32_smul, 0
  %f_i32_smul = extractvalue { i32, i1 } %r_i32_smul, 1
  %e_i32_smul = sext i32 %v_i32_smul to i64
  %i_i32_smul = mul i64 %t, 40
  %k_i32_smul = add i64 %i_i32_smul, 25
  %p_i32_smul = getelementptr inbounds i64, i64* %out, i64 %k_i32_smul
  store i64 %e_i32_smul, i64* %p_i32_smul, align 8
  %fb_i32_smul = zext i1 %f_i32_smul to i8
  %q_i32_smul = getelementptr inbounds i8, i8* %ovf, i64 %k_i32_smul
  store i8 %fb_i32_smul, i8* %q_i32_smul, align 1
  %s_i32_uadd = call i32 @llvm.uadd.sat.i32(i32 %a_i32, i32 %b_i32)
  %se_i32_uadd = zext i32 %s_i32_uadd to i64
  %si_i32_uadd = mul i64 %t, 40
  %sk_i32_uadd = add i64 %si_i32_uadd, 26
  %sp_i32_uadd = getelementptr inbounds i64, i64* %out, i64 %sk_i32_uadd
  store i64 %se_i32_uadd, i64* %sp_i32_uadd, align 8
  %s_i32_sadd = call i32 @llvm.sadd.sat.i32(i32 %a_i32, i32 %b_i32)
  %se_i32_sadd = zext i32 %s_i32_sadd to i64
  %si_i32_sadd = mul i64 %t, 40
  %sk_i32_sadd = add i64 %si_i32_sadd, 27
  %sp_i32_sadd = getelementptr inbounds i64, i64* %out, i64 %sk_i32_sadd
  store i64 %se_i32_sadd, i64* %sp_i32_sadd, align 8
  %s_i32_usub = call i32 @llvm.usub.sat.i32(i32 %a_i32, i32 %b_i32)
  %se_i32_usub = zext i32 %s_i32_usub to i64
  %si_i32_usub = mul i64 %t, 40
  %sk_i32_usub = add i64 %si_i32_usub, 28
  %sp_i32_usub = getelementptr inbounds i64, i64* %out, i64 %sk_i32_usub
  store i64 %se_i32_usub, i64* %sp_i32_usub, align 8
  %s_i32_ssub = call i32 @llvm.ssub.sat.i32(i32 %a_i32, i32 %b_i32)
  %se_i32_ssub = zext i32 %s_i32_ssub to i64
  %si_i32_ssub = mul i64 %t, 40
  %sk_i32_ssub = add i64 %si_i32_ssub, 29
  %sp_i32_ssub = getelementptr inbounds i64, i64* %out, i64 %sk_i32_ssub
  store i64 %se_i32_ssub, i64* %sp_i32_ssub, align 8
  %a_i64 = add i64 %a64, 0
  %b_i64 = add i64 %b64, 0
  %r_i64_uadd = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %a_i64, i64 %b_i64)
  %v_i64_uadd = extractvalue { i64, i1 } %r_i64_uadd, 0
  %f_i64_uadd = extractvalue { i64, i1 } %r_i64_uadd, 1
  %i_i64_uadd = mul i64 %t, 40
  %k_i64_uadd = add i64 %i_i64_uadd, 30
  %p_i64_uadd = getelementptr inbounds i64, i64* %out, i64 %k_i64_uadd
  store i64 %v_i64_uadd, i64* %p_i64_uadd, align 8
  %fb_i64_uadd = zext i1 %f_i64_uadd to i8
  %q_i64_uadd = getelementptr inbounds i8, i8* %ovf, i64 %k_i64_uadd
  store i8 %fb_i64_uadd, i8* %q_i64_uadd, align 1
  %r_i64_sadd = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %a_i64, i64 %b_i64)
  %v_i64_sadd = extractvalue { i64, i1 } %r_i64_sadd, 0
  %f_i64_sadd = extractvalue { i64, i1 } %r_i64_sadd, 1
  %i_i64_sadd = mul i64 %t, 40
  %k_i64_sadd = add i64 %i_i64_sadd, 31
  %p_i64_sadd = getelementptr inbounds i64, i64* %out, i64 %k_i64_sadd
  store i64 %v_i64_sadd, i64* %p_i64_sadd, align 8
  %fb_i64_sadd = zext i1 %f_i64_sadd to i8
  %q_i64_sadd = getelementptr inbounds i8, i8* %ovf, i64 %k_i64_sadd
  store i8 %fb_i64_sadd, i8* %q_i64_sadd, align 1
  %r_i64_usub = call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %a_i64, i64 %b_i64)
  %v_i64_usub = extractvalue { i64, i1 } %r_i64_usub, 0
  %f_i64_usub = extractvalue { i64, i1 } %r_i64_usub, 1
  %i_i64_usub = mul i64 %t, 40
  %k_i64_usub = add i64 %i_i64_usub, 32
  %p_i64_usub = getelementptr inbounds i64, i64* %out, i64 %k_i64_usub
  store i64 %v_i64_usub, i64* %p_i64_usub, align 8
  %fb_i64_usub = zext i1 %f_i64_usub to i8
  %q_i64_usub = getelementptr inbounds i8, i8* %ovf, i64 %k_i64_usub
  store i8 %fb_i64_usub, i8* %q_i64_usub, align 1
  %r_i64_ssub = call { i64, i1 } @llvm.ssub.with.overflow.i64(i64 %a_i64, i64 %b_i64)
  %v_i64_ssub = extractvalue { i64, i1 } %r_i64_ssub, 0
  %f_i64_ssub = extractvalue { i64, i1 } %r_i64_ssub, 1
  %i_i64_ssub = mul i64 %t, 40
  %k_i64_ssub = add i64 %i_i64_ssub, 33
  %p_i64_ssub = getelementptr inbounds i64, i64* %out, i64 %k_i64_ssub
  store i64 %v_i64_ssub, i64* %p_i64_ssub, align 8
  %fb_i64_ssub = zext i1 %f_i64_ssub to i8
  %q_i64_ssub = getelementptr inbounds i8, i8* %ovf, i64 %k_i64_ssub
  store i8 %fb_i64_ssub, i8* %q_i64_ssub, align 1
  %r_i64_umul = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %a_i64, i64 %b_i64)
  %v_i64_umul = extractvalue { i64, i1 } %r_i64_umul, 0
  %f_i64_umul = extractvalue { i64, i1 } %r_i64_umul, 1
  %i_i64_umul = mul i64 %t, 40
  %k_i64_umul = add i64 %i_i64_umul, 34
  %p_i64_umul = getelementptr inbounds i64, i64* %out, i64 %k_i64_umul
  store i64 %v_i64_umul, i64* %p_i64_umul, align 8
  %fb_i64_umul = zext i1 %f_i64_umul to i8
  %q_i64_umul = getelementptr inbounds i8, i8* %ovf, i64 %k_i64_umul
  store i8 %fb_i64_umul, i8* %q_i64_umul, align 1
  %r_i64_smul = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %a_i64, i64 %b_i64)
  %v_i64_smul = extractvalue { i64, i1 } %r_i64_smul, 0
  %f_i64_smul = extractvalue { i64, i1 } %r_i64_smul, 1
  %i_i64_smul = mul i64 %t, 40
  %k_i64_smul = add i64 %i_i64_smul, 35
  %p_i64_smul = getelementptr inbounds i64, i64* %out, i64 %k_i64_smul
  store i64 %v_i64_smul, i64* %p_i64_smul, align 8
  %fb_i64_smul = zext i1 %f_i64_smul to i8
  %q_i64_smul = getelementptr inbounds i8, i8* %ovf, i64 %k_i64_smul
  store i8 %fb_i64_smul, i8* %q_i64_smul, align 1
  %s_i64_uadd = call i64 @llvm.uadd.sat.i64(i64 %a_i64, i64 %b_i64)
  %si_i64_uadd = mul i64 %t, 40
  %sk_i64_uadd = add i64 %si_i64_uadd, 36
  %sp_i64_uadd = getelementptr inbounds i64, i64* %out, i64 %sk_i64_uadd
  store i64 %s_i64_uadd, i64* %sp_i64_uadd, align 8
  %s_i64_sadd = call i64 @llvm.sadd.sat.i64(i64 %a_i64, i64 %b_i64)
  %si_i64_sadd = mul i64 %t, 40
  %sk_i64_sadd = add i64 %si_i64_sadd, 37
  %sp_i64_sadd = getelementptr inbounds i64, i64* %out, i64 %sk_i64_sadd
  store i64 %s_i64_sadd, i64* %sp_i64_sadd, align 8
  %s_i64_usub = call i64 @llvm.usub.sat.i64(i64 %a_i64, i64 %b_i64)
  %si_i64_usub = mul i64 %t, 40
  %sk_i64_usub = add i64 %si_i64_usub, 38
  %sp_i64_usub = getelementptr inbounds i64, i64* %out, i64 %sk_i64_usub
  store i64 %s_i64_usub, i64* %sp_i64_usub, align 8
  %s_i64_ssub = call i64 @llvm.ssub.sat.i64(i64 %a_i64, i64 %b_i64)
  %si_i64_ssub = mul i64 %t, 40
  %sk_i64_ssub = add i64 %si_i64_ssub, 39
  %sp_i64_ssub = getelementptr inbounds i64, i64* %out, i64 %sk_i64_ssub
  store i64 %s_i64_ssub, i64* %sp_i64_ssub, align 8
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (i64*, i64*, i64*, i8*)* @overflow, !"kernel", i32 1}
