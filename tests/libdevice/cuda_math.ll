; ModuleID = 'tests/libdevice/cuda_math.cu'
source_filename = "tests/libdevice/cuda_math.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZL8specials = internal unnamed_addr addrspace(4) constant [32 x float] [float 0.000000e+00, float -0.000000e+00, float 1.000000e+00, float -1.000000e+00, float 5.000000e-01, float -2.500000e+00, float 3.000000e+00, float 0x3FB99999A0000000, float 0x36A0000000000000, float 0xB6A0000000000000, float 0x380FFFFFC0000000, float 0x3810000000000000, float 0x47EFFFFFE0000000, float 0xC7EFFFFFE0000000, float 0x7FF0000000000000, float 0xFFF0000000000000, float 0x7FF8000000000000, float 0x4415AF1D80000000, float 0xC415AF1D80000000, float 0x40C81CD6C0000000, float 0x41E0000000000000, float 0xC1E0000000000000, float 0x41F0000000000000, float 6.550400e+04, float 0x3E701B2B20000000, float 3.350000e+01, float -3.350000e+01, float 0x3FDFFFFFE0000000, float 0x4170000000000000, float 7.000000e+00, float -7.500000e-01, float 1.000000e+02], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9cuda_mathPKiPfPiPx(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #0 !dbg !9 {
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %11 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %12 = mul i32 %10, %11, !dbg !19
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %14 = add i32 %12, %13, !dbg !23
  %15 = and i32 %14, 31, !dbg !24
  %16 = zext nneg i32 %15 to i64, !dbg !25
  %17 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(4) @_ZL8specials to ptr), i64 0, i64 %16, !dbg !25
  %18 = load float, ptr %17, align 4, !dbg !25, !tbaa !26
  %19 = mul nsw i32 %14, 7, !dbg !30
  %20 = add nsw i32 %19, 3, !dbg !31
  %21 = sext i32 %14 to i64, !dbg !32
  %22 = getelementptr inbounds i32, ptr %0, i64 %21, !dbg !32
  %23 = load i32, ptr %22, align 4, !dbg !32, !tbaa !33
  %24 = add nsw i32 %20, %23, !dbg !35
  %25 = and i32 %24, 31, !dbg !36
  %26 = zext nneg i32 %25 to i64, !dbg !37
  %27 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(4) @_ZL8specials to ptr), i64 0, i64 %26, !dbg !37
  %28 = load float, ptr %27, align 4, !dbg !37, !tbaa !26
  %29 = mul nsw i32 %14, 13, !dbg !38
  %30 = add nsw i32 %29, 5, !dbg !39
  %31 = and i32 %30, 31, !dbg !40
  %32 = zext nneg i32 %31 to i64, !dbg !41
  %33 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(4) @_ZL8specials to ptr), i64 0, i64 %32, !dbg !41
  %34 = load float, ptr %33, align 4, !dbg !41, !tbaa !26
  %35 = shl nsw i32 %14, 5, !dbg !42
  %36 = sext i32 %35 to i64, !dbg !43
  %37 = getelementptr inbounds float, ptr %1, i64 %36, !dbg !43
  %38 = getelementptr inbounds i32, ptr %2, i64 %36, !dbg !44
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #4, !dbg !45
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #4, !dbg !45
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #4, !dbg !45
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #4, !dbg !46
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #4, !dbg !46
  %39 = call contract noundef float @__nv_frexpf(float noundef %18, ptr noundef nonnull %8) #5, !dbg !47
  store float %39, ptr %37, align 4, !dbg !51, !tbaa !26
  %40 = load i32, ptr %8, align 4, !dbg !52, !tbaa !33
  store i32 %40, ptr %38, align 4, !dbg !53, !tbaa !33
  call void @__nv_sincosf(float noundef %18, ptr noundef nonnull %5, ptr noundef nonnull %6) #5, !dbg !54
  %41 = load float, ptr %5, align 4, !dbg !57, !tbaa !26
  %42 = getelementptr inbounds i8, ptr %37, i64 4, !dbg !58
  store float %41, ptr %42, align 4, !dbg !59, !tbaa !26
  %43 = load float, ptr %6, align 4, !dbg !60, !tbaa !26
  %44 = getelementptr inbounds i8, ptr %37, i64 8, !dbg !61
  store float %43, ptr %44, align 4, !dbg !62, !tbaa !26
  call void @__nv_sincospif(float noundef %18, ptr noundef nonnull %5, ptr noundef nonnull %6) #5, !dbg !63
  %45 = load float, ptr %5, align 4, !dbg !66, !tbaa !26
  %46 = getelementptr inbounds i8, ptr %37, i64 12, !dbg !67
  store float %45, ptr %46, align 4, !dbg !68, !tbaa !26
  %47 = load float, ptr %6, align 4, !dbg !69, !tbaa !26
  %48 = getelementptr inbounds i8, ptr %37, i64 16, !dbg !70
  store float %47, ptr %48, align 4, !dbg !71, !tbaa !26
  %49 = call contract noundef float @__nv_modff(float noundef %18, ptr noundef nonnull %7) #5, !dbg !72
  %50 = getelementptr inbounds i8, ptr %37, i64 20, !dbg !75
  store float %49, ptr %50, align 4, !dbg !76, !tbaa !26
  %51 = load float, ptr %7, align 4, !dbg !77, !tbaa !26
  %52 = getelementptr inbounds i8, ptr %37, i64 24, !dbg !78
  store float %51, ptr %52, align 4, !dbg !79, !tbaa !26
  %53 = call contract noundef float @__nv_remquof(float noundef %18, float noundef %28, ptr noundef nonnull %9) #5, !dbg !80
  %54 = getelementptr inbounds i8, ptr %37, i64 28, !dbg !83
  store float %53, ptr %54, align 4, !dbg !84, !tbaa !26
  %55 = load i32, ptr %9, align 4, !dbg !85, !tbaa !33
  %56 = getelementptr inbounds i8, ptr %38, i64 4, !dbg !86
  store i32 %55, ptr %56, align 4, !dbg !87, !tbaa !33
  %57 = call contract noundef float @__nv_erfcf(float noundef %18) #5, !dbg !88
  %58 = getelementptr inbounds i8, ptr %37, i64 32, !dbg !91
  store float %57, ptr %58, align 4, !dbg !92, !tbaa !26
  %59 = call contract noundef float @__nv_lgammaf(float noundef %18) #5, !dbg !93
  %60 = getelementptr inbounds i8, ptr %37, i64 36, !dbg !96
  store float %59, ptr %60, align 4, !dbg !97, !tbaa !26
  %61 = call contract noundef float @__nv_expm1f(float noundef %18) #5, !dbg !98
  %62 = getelementptr inbounds i8, ptr %37, i64 40, !dbg !101
  store float %61, ptr %62, align 4, !dbg !102, !tbaa !26
  %63 = mul nsw i32 %14, 37, !dbg !103
  %64 = add nsw i32 %63, -150, !dbg !104
  %65 = call contract noundef float @__nv_ldexpf(float noundef %18, i32 noundef %64) #5, !dbg !105
  %66 = getelementptr inbounds i8, ptr %37, i64 44, !dbg !108
  store float %65, ptr %66, align 4, !dbg !109, !tbaa !26
  %67 = call contract noundef float @__nv_nextafterf(float noundef %18, float noundef %28) #5, !dbg !110
  %68 = getelementptr inbounds i8, ptr %37, i64 48, !dbg !113
  store float %67, ptr %68, align 4, !dbg !114, !tbaa !26
  %69 = call contract noundef float @__nv_hypotf(float noundef %18, float noundef %28) #5, !dbg !115
  %70 = getelementptr inbounds i8, ptr %37, i64 52, !dbg !118
  store float %69, ptr %70, align 4, !dbg !119, !tbaa !26
  %71 = call contract noundef float @__nv_cospif(float noundef %28) #5, !dbg !120
  %72 = getelementptr inbounds i8, ptr %37, i64 56, !dbg !123
  store float %71, ptr %72, align 4, !dbg !124, !tbaa !26
  %73 = call contract noundef float @__nv_copysignf(float noundef %18, float noundef %28) #5, !dbg !125
  %74 = getelementptr inbounds i8, ptr %37, i64 60, !dbg !128
  store float %73, ptr %74, align 4, !dbg !129, !tbaa !26
  %75 = call contract noundef float @__nv_fadd_rz(float noundef %18, float noundef %28) #5, !dbg !130
  %76 = getelementptr inbounds i8, ptr %37, i64 64, !dbg !134
  store float %75, ptr %76, align 4, !dbg !135, !tbaa !26
  %77 = call contract noundef float @__nv_fmul_ru(float noundef %18, float noundef %28) #5, !dbg !136
  %78 = getelementptr inbounds i8, ptr %37, i64 68, !dbg !139
  store float %77, ptr %78, align 4, !dbg !140, !tbaa !26
  %79 = call contract noundef float @__nv_fdiv_rd(float noundef %18, float noundef %28) #5, !dbg !141
  %80 = getelementptr inbounds i8, ptr %37, i64 72, !dbg !144
  store float %79, ptr %80, align 4, !dbg !145, !tbaa !26
  %81 = call contract noundef float @__nv_fsqrt_ru(float noundef %18) #5, !dbg !146
  %82 = getelementptr inbounds i8, ptr %37, i64 76, !dbg !149
  store float %81, ptr %82, align 4, !dbg !150, !tbaa !26
  %83 = call contract noundef float @__nv_fmaf_rz(float noundef %18, float noundef %28, float noundef %34) #5, !dbg !151
  %84 = getelementptr inbounds i8, ptr %37, i64 80, !dbg !154
  store float %83, ptr %84, align 4, !dbg !155, !tbaa !26
  %85 = mul nsw i32 %14, 16777215, !dbg !156
  %86 = add nsw i32 %85, 3, !dbg !157
  %87 = call contract noundef float @__nv_int2float_rz(i32 noundef %86) #5, !dbg !158
  %88 = getelementptr inbounds i8, ptr %37, i64 84, !dbg !161
  store float %87, ptr %88, align 4, !dbg !162, !tbaa !26
  %89 = fpext float %18 to double, !dbg !163
  %90 = fpext float %28 to double, !dbg !164
  %91 = fmul contract double %89, %90, !dbg !165
  %92 = fadd contract double %91, 1.000000e-30, !dbg !166
  %93 = call contract noundef float @__nv_double2float_rd(double noundef %92) #5, !dbg !167
  %94 = getelementptr inbounds i8, ptr %37, i64 88, !dbg !170
  store float %93, ptr %94, align 4, !dbg !171, !tbaa !26
  %95 = call noundef i32 @__nv_float2int_ru(float noundef %18) #5, !dbg !172
  %96 = getelementptr inbounds i8, ptr %38, i64 8, !dbg !175
  store i32 %95, ptr %96, align 4, !dbg !176, !tbaa !33
  %97 = call noundef i32 @__nv_float2uint_rd(float noundef %28) #5, !dbg !177
  %98 = getelementptr inbounds i8, ptr %38, i64 12, !dbg !180
  store i32 %97, ptr %98, align 4, !dbg !181, !tbaa !33
  %99 = call noundef i32 @__nv_float_as_int(float noundef %18) #5, !dbg !182
  %100 = getelementptr inbounds i8, ptr %38, i64 16, !dbg !185
  store i32 %99, ptr %100, align 4, !dbg !186, !tbaa !33
  %101 = mul i32 %14, -1640531535, !dbg !187
  %102 = call noundef i32 @__nv_brev(i32 noundef %101) #5, !dbg !188
  %103 = getelementptr inbounds i8, ptr %38, i64 20, !dbg !191
  store i32 %102, ptr %103, align 4, !dbg !192, !tbaa !33
  %104 = mul i32 %14, 16909060, !dbg !193
  %105 = mul i32 %14, 4369, !dbg !194
  %106 = call noundef i32 @__nv_byte_perm(i32 noundef %104, i32 noundef -559038737, i32 noundef %105) #5, !dbg !195
  %107 = getelementptr inbounds i8, ptr %38, i64 24, !dbg !198
  store i32 %106, ptr %107, align 4, !dbg !199, !tbaa !33
  %108 = shl i64 %21, 40, !dbg !200
  %109 = call noundef i32 @__nv_ffsll(i64 noundef %108) #5, !dbg !201
  %110 = getelementptr inbounds i8, ptr %38, i64 28, !dbg !204
  store i32 %109, ptr %110, align 4, !dbg !205, !tbaa !33
  %111 = sub nsw i64 0, %21, !dbg !206
  %112 = call noundef i32 @__nv_popcll(i64 noundef %111) #5, !dbg !207
  %113 = getelementptr inbounds i8, ptr %38, i64 32, !dbg !210
  store i32 %112, ptr %113, align 4, !dbg !211, !tbaa !33
  %114 = sub nsw i32 2147483647, %14, !dbg !212
  %115 = mul nsw i32 %14, 3, !dbg !213
  %116 = call noundef i32 @__nv_hadd(i32 noundef %114, i32 noundef %115) #5, !dbg !214
  %117 = getelementptr inbounds i8, ptr %38, i64 36, !dbg !217
  store i32 %116, ptr %117, align 4, !dbg !218, !tbaa !33
  %118 = call noundef i32 @__nv_usad(i32 noundef %14, i32 noundef -16, i32 noundef 7) #5, !dbg !219
  %119 = getelementptr inbounds i8, ptr %38, i64 40, !dbg !222
  store i32 %118, ptr %119, align 4, !dbg !223, !tbaa !33
  %120 = call noundef i32 @__nv_isnanf(float noundef %18) #5, !dbg !224
  %121 = icmp ne i32 %120, 0, !dbg !230
  %122 = zext i1 %121 to i32, !dbg !231
  %123 = getelementptr inbounds i8, ptr %38, i64 44, !dbg !232
  store i32 %122, ptr %123, align 4, !dbg !233, !tbaa !33
  %124 = call noundef i32 @__nv_isinff(float noundef %28) #5, !dbg !234
  %125 = icmp ne i32 %124, 0, !dbg !239
  %126 = zext i1 %125 to i32, !dbg !240
  %127 = getelementptr inbounds i8, ptr %38, i64 48, !dbg !241
  store i32 %126, ptr %127, align 4, !dbg !242, !tbaa !33
  %128 = call noundef i32 @__nv_signbitf(float noundef %18) #5, !dbg !243
  %129 = icmp ne i32 %128, 0, !dbg !248
  %130 = zext i1 %129 to i32, !dbg !249
  %131 = getelementptr inbounds i8, ptr %38, i64 52, !dbg !250
  store i32 %130, ptr %131, align 4, !dbg !251, !tbaa !33
  %132 = mul nsw i64 %21, 81985529216486895, !dbg !252
  %133 = call noundef i64 @__nv_mul64hi(i64 noundef %132, i64 noundef -9141386507638288912) #5, !dbg !253
  %134 = getelementptr inbounds i64, ptr %3, i64 %21, !dbg !256
  store i64 %133, ptr %134, align 8, !dbg !257, !tbaa !258
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #4, !dbg !260
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #4, !dbg !260
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #4, !dbg !260
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #4, !dbg !260
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #4, !dbg !260
  ret void, !dbg !260
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_frexpf(float noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local void @__nv_sincosf(float noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local void @__nv_sincospif(float noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_modff(float noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_remquof(float noundef, float noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_erfcf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_lgammaf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_expm1f(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_ldexpf(float noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_nextafterf(float noundef, float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_hypotf(float noundef, float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_cospif(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_copysignf(float noundef, float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fadd_rz(float noundef, float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fmul_ru(float noundef, float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fdiv_rd(float noundef, float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fsqrt_ru(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fmaf_rz(float noundef, float noundef, float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_int2float_rz(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_double2float_rd(double noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_float2int_ru(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_float2uint_rd(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_float_as_int(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_brev(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_byte_perm(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_ffsll(i64 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_popcll(i64 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_hadd(i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_usad(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_isnanf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_isinff(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_signbitf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i64 @__nv_mul64hi(i64 noundef, i64 noundef) local_unnamed_addr #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" }
attributes #4 = { nounwind }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/libdevice/cuda_math.cu", directory: ".")
!2 = !{ptr @_Z9cuda_mathPKiPfPiPx, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "cuda_math", scope: !1, file: !1, line: 82, type: !10, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 66, column: 3, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !14, file: !14, line: 66, type: !10, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!15 = distinct !DILocation(line: 83, column: 11, scope: !9)
!16 = !DILocation(line: 79, column: 3, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !14, file: !14, line: 79, type: !10, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 83, column: 24, scope: !9)
!19 = !DILocation(line: 83, column: 22, scope: !9)
!20 = !DILocation(line: 53, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !14, file: !14, line: 53, type: !10, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 83, column: 37, scope: !9)
!23 = !DILocation(line: 83, column: 35, scope: !9)
!24 = !DILocation(line: 84, column: 24, scope: !9)
!25 = !DILocation(line: 84, column: 13, scope: !9)
!26 = !{!27, !27, i64 0}
!27 = !{!"float", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C++ TBAA"}
!30 = !DILocation(line: 85, column: 25, scope: !9)
!31 = !DILocation(line: 85, column: 29, scope: !9)
!32 = !DILocation(line: 85, column: 35, scope: !9)
!33 = !{!34, !34, i64 0}
!34 = !{!"int", !28, i64 0}
!35 = !DILocation(line: 85, column: 33, scope: !9)
!36 = !DILocation(line: 85, column: 44, scope: !9)
!37 = !DILocation(line: 85, column: 13, scope: !9)
!38 = !DILocation(line: 86, column: 25, scope: !9)
!39 = !DILocation(line: 86, column: 30, scope: !9)
!40 = !DILocation(line: 86, column: 35, scope: !9)
!41 = !DILocation(line: 86, column: 13, scope: !9)
!42 = !DILocation(line: 87, column: 22, scope: !9)
!43 = !DILocation(line: 87, column: 17, scope: !9)
!44 = !DILocation(line: 88, column: 15, scope: !9)
!45 = !DILocation(line: 89, column: 3, scope: !9)
!46 = !DILocation(line: 90, column: 3, scope: !9)
!47 = !DILocation(line: 138, column: 55, scope: !48, inlinedAt: !50)
!48 = distinct !DISubprogram(name: "frexpf", scope: !49, file: !49, line: 138, type: !10, scopeLine: 138, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!49 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_math.h", directory: "")
!50 = distinct !DILocation(line: 92, column: 10, scope: !9)
!51 = !DILocation(line: 92, column: 8, scope: !9)
!52 = !DILocation(line: 93, column: 10, scope: !9)
!53 = !DILocation(line: 93, column: 8, scope: !9)
!54 = !DILocation(line: 298, column: 10, scope: !55, inlinedAt: !56)
!55 = distinct !DISubprogram(name: "sincosf", scope: !49, file: !49, line: 297, type: !10, scopeLine: 297, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!56 = distinct !DILocation(line: 94, column: 3, scope: !9)
!57 = !DILocation(line: 95, column: 10, scope: !9)
!58 = !DILocation(line: 95, column: 3, scope: !9)
!59 = !DILocation(line: 95, column: 8, scope: !9)
!60 = !DILocation(line: 96, column: 10, scope: !9)
!61 = !DILocation(line: 96, column: 3, scope: !9)
!62 = !DILocation(line: 96, column: 8, scope: !9)
!63 = !DILocation(line: 304, column: 10, scope: !64, inlinedAt: !65)
!64 = distinct !DISubprogram(name: "sincospif", scope: !49, file: !49, line: 303, type: !10, scopeLine: 303, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!65 = distinct !DILocation(line: 97, column: 3, scope: !9)
!66 = !DILocation(line: 98, column: 10, scope: !9)
!67 = !DILocation(line: 98, column: 3, scope: !9)
!68 = !DILocation(line: 98, column: 8, scope: !9)
!69 = !DILocation(line: 99, column: 10, scope: !9)
!70 = !DILocation(line: 99, column: 3, scope: !9)
!71 = !DILocation(line: 99, column: 8, scope: !9)
!72 = !DILocation(line: 199, column: 56, scope: !73, inlinedAt: !74)
!73 = distinct !DISubprogram(name: "modff", scope: !49, file: !49, line: 199, type: !10, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!74 = distinct !DILocation(line: 100, column: 10, scope: !9)
!75 = !DILocation(line: 100, column: 3, scope: !9)
!76 = !DILocation(line: 100, column: 8, scope: !9)
!77 = !DILocation(line: 101, column: 10, scope: !9)
!78 = !DILocation(line: 101, column: 3, scope: !9)
!79 = !DILocation(line: 101, column: 8, scope: !9)
!80 = !DILocation(line: 246, column: 10, scope: !81, inlinedAt: !82)
!81 = distinct !DISubprogram(name: "remquof", scope: !49, file: !49, line: 245, type: !10, scopeLine: 245, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!82 = distinct !DILocation(line: 102, column: 10, scope: !9)
!83 = !DILocation(line: 102, column: 3, scope: !9)
!84 = !DILocation(line: 102, column: 8, scope: !9)
!85 = !DILocation(line: 103, column: 10, scope: !9)
!86 = !DILocation(line: 103, column: 3, scope: !9)
!87 = !DILocation(line: 103, column: 8, scope: !9)
!88 = !DILocation(line: 96, column: 44, scope: !89, inlinedAt: !90)
!89 = distinct !DISubprogram(name: "erfcf", scope: !49, file: !49, line: 96, type: !10, scopeLine: 96, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!90 = distinct !DILocation(line: 104, column: 10, scope: !9)
!91 = !DILocation(line: 104, column: 3, scope: !9)
!92 = !DILocation(line: 104, column: 8, scope: !9)
!93 = !DILocation(line: 157, column: 46, scope: !94, inlinedAt: !95)
!94 = distinct !DISubprogram(name: "lgammaf", scope: !49, file: !49, line: 157, type: !10, scopeLine: 157, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!95 = distinct !DILocation(line: 105, column: 10, scope: !9)
!96 = !DILocation(line: 105, column: 3, scope: !9)
!97 = !DILocation(line: 105, column: 8, scope: !9)
!98 = !DILocation(line: 111, column: 45, scope: !99, inlinedAt: !100)
!99 = distinct !DISubprogram(name: "expm1f", scope: !49, file: !49, line: 111, type: !10, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!100 = distinct !DILocation(line: 106, column: 11, scope: !9)
!101 = !DILocation(line: 106, column: 3, scope: !9)
!102 = !DILocation(line: 106, column: 9, scope: !9)
!103 = !DILocation(line: 107, column: 29, scope: !9)
!104 = !DILocation(line: 107, column: 35, scope: !9)
!105 = !DILocation(line: 155, column: 54, scope: !106, inlinedAt: !107)
!106 = distinct !DISubprogram(name: "ldexpf", scope: !49, file: !49, line: 155, type: !10, scopeLine: 155, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!107 = distinct !DILocation(line: 107, column: 11, scope: !9)
!108 = !DILocation(line: 107, column: 3, scope: !9)
!109 = !DILocation(line: 107, column: 9, scope: !9)
!110 = !DILocation(line: 206, column: 10, scope: !111, inlinedAt: !112)
!111 = distinct !DISubprogram(name: "nextafterf", scope: !49, file: !49, line: 205, type: !10, scopeLine: 205, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!112 = distinct !DILocation(line: 108, column: 11, scope: !9)
!113 = !DILocation(line: 108, column: 3, scope: !9)
!114 = !DILocation(line: 108, column: 9, scope: !9)
!115 = !DILocation(line: 140, column: 56, scope: !116, inlinedAt: !117)
!116 = distinct !DISubprogram(name: "hypotf", scope: !49, file: !49, line: 140, type: !10, scopeLine: 140, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!117 = distinct !DILocation(line: 109, column: 11, scope: !9)
!118 = !DILocation(line: 109, column: 3, scope: !9)
!119 = !DILocation(line: 109, column: 9, scope: !9)
!120 = !DILocation(line: 89, column: 45, scope: !121, inlinedAt: !122)
!121 = distinct !DISubprogram(name: "cospif", scope: !49, file: !49, line: 89, type: !10, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!122 = distinct !DILocation(line: 110, column: 11, scope: !9)
!123 = !DILocation(line: 110, column: 3, scope: !9)
!124 = !DILocation(line: 110, column: 9, scope: !9)
!125 = !DILocation(line: 80, column: 10, scope: !126, inlinedAt: !127)
!126 = distinct !DISubprogram(name: "copysignf", scope: !49, file: !49, line: 79, type: !10, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!127 = distinct !DILocation(line: 111, column: 11, scope: !9)
!128 = !DILocation(line: 111, column: 3, scope: !9)
!129 = !DILocation(line: 111, column: 9, scope: !9)
!130 = !DILocation(line: 207, column: 10, scope: !131, inlinedAt: !133)
!131 = distinct !DISubprogram(name: "__fadd_rz", scope: !132, file: !132, line: 206, type: !10, scopeLine: 206, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!132 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!133 = distinct !DILocation(line: 112, column: 11, scope: !9)
!134 = !DILocation(line: 112, column: 3, scope: !9)
!135 = !DILocation(line: 112, column: 9, scope: !9)
!136 = !DILocation(line: 310, column: 10, scope: !137, inlinedAt: !138)
!137 = distinct !DISubprogram(name: "__fmul_ru", scope: !132, file: !132, line: 309, type: !10, scopeLine: 309, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!138 = distinct !DILocation(line: 113, column: 11, scope: !9)
!139 = !DILocation(line: 113, column: 3, scope: !9)
!140 = !DILocation(line: 113, column: 9, scope: !9)
!141 = !DILocation(line: 210, column: 10, scope: !142, inlinedAt: !143)
!142 = distinct !DISubprogram(name: "__fdiv_rd", scope: !132, file: !132, line: 209, type: !10, scopeLine: 209, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!143 = distinct !DILocation(line: 114, column: 11, scope: !9)
!144 = !DILocation(line: 114, column: 3, scope: !9)
!145 = !DILocation(line: 114, column: 9, scope: !9)
!146 = !DILocation(line: 322, column: 49, scope: !147, inlinedAt: !148)
!147 = distinct !DISubprogram(name: "__fsqrt_ru", scope: !132, file: !132, line: 322, type: !10, scopeLine: 322, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!148 = distinct !DILocation(line: 115, column: 11, scope: !9)
!149 = !DILocation(line: 115, column: 3, scope: !9)
!150 = !DILocation(line: 115, column: 9, scope: !9)
!151 = !DILocation(line: 301, column: 10, scope: !152, inlinedAt: !153)
!152 = distinct !DISubprogram(name: "__fmaf_rz", scope: !132, file: !132, line: 300, type: !10, scopeLine: 300, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!153 = distinct !DILocation(line: 116, column: 11, scope: !9)
!154 = !DILocation(line: 116, column: 3, scope: !9)
!155 = !DILocation(line: 116, column: 9, scope: !9)
!156 = !DILocation(line: 117, column: 28, scope: !9)
!157 = !DILocation(line: 117, column: 39, scope: !9)
!158 = !DILocation(line: 434, column: 51, scope: !159, inlinedAt: !160)
!159 = distinct !DISubprogram(name: "__int2float_rz", scope: !132, file: !132, line: 434, type: !10, scopeLine: 434, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!160 = distinct !DILocation(line: 117, column: 11, scope: !9)
!161 = !DILocation(line: 117, column: 3, scope: !9)
!162 = !DILocation(line: 117, column: 9, scope: !9)
!163 = !DILocation(line: 118, column: 37, scope: !9)
!164 = !DILocation(line: 118, column: 49, scope: !9)
!165 = !DILocation(line: 118, column: 39, scope: !9)
!166 = !DILocation(line: 118, column: 51, scope: !9)
!167 = !DILocation(line: 98, column: 10, scope: !168, inlinedAt: !169)
!168 = distinct !DISubprogram(name: "__double2float_rd", scope: !132, file: !132, line: 97, type: !10, scopeLine: 97, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!169 = distinct !DILocation(line: 118, column: 11, scope: !9)
!170 = !DILocation(line: 118, column: 3, scope: !9)
!171 = !DILocation(line: 118, column: 9, scope: !9)
!172 = !DILocation(line: 233, column: 51, scope: !173, inlinedAt: !174)
!173 = distinct !DISubprogram(name: "__float2int_ru", scope: !132, file: !132, line: 233, type: !10, scopeLine: 233, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!174 = distinct !DILocation(line: 119, column: 10, scope: !9)
!175 = !DILocation(line: 119, column: 3, scope: !9)
!176 = !DILocation(line: 119, column: 8, scope: !9)
!177 = !DILocation(line: 240, column: 10, scope: !178, inlinedAt: !179)
!178 = distinct !DISubprogram(name: "__float2uint_rd", scope: !132, file: !132, line: 239, type: !10, scopeLine: 239, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!179 = distinct !DILocation(line: 120, column: 15, scope: !9)
!180 = !DILocation(line: 120, column: 3, scope: !9)
!181 = !DILocation(line: 120, column: 8, scope: !9)
!182 = !DILocation(line: 263, column: 51, scope: !183, inlinedAt: !184)
!183 = distinct !DISubprogram(name: "__float_as_int", scope: !132, file: !132, line: 263, type: !10, scopeLine: 263, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!184 = distinct !DILocation(line: 121, column: 10, scope: !9)
!185 = !DILocation(line: 121, column: 3, scope: !9)
!186 = !DILocation(line: 121, column: 8, scope: !9)
!187 = !DILocation(line: 122, column: 34, scope: !9)
!188 = !DILocation(line: 32, column: 59, scope: !189, inlinedAt: !190)
!189 = distinct !DISubprogram(name: "__brev", scope: !132, file: !132, line: 32, type: !10, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!190 = distinct !DILocation(line: 122, column: 15, scope: !9)
!191 = !DILocation(line: 122, column: 3, scope: !9)
!192 = !DILocation(line: 122, column: 8, scope: !9)
!193 = !DILocation(line: 123, column: 39, scope: !9)
!194 = !DILocation(line: 123, column: 79, scope: !9)
!195 = !DILocation(line: 47, column: 10, scope: !196, inlinedAt: !197)
!196 = distinct !DISubprogram(name: "__byte_perm", scope: !132, file: !132, line: 45, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!197 = distinct !DILocation(line: 123, column: 15, scope: !9)
!198 = !DILocation(line: 123, column: 3, scope: !9)
!199 = !DILocation(line: 123, column: 8, scope: !9)
!200 = !DILocation(line: 124, column: 31, scope: !9)
!201 = !DILocation(line: 225, column: 48, scope: !202, inlinedAt: !203)
!202 = distinct !DISubprogram(name: "__ffsll", scope: !132, file: !132, line: 225, type: !10, scopeLine: 225, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!203 = distinct !DILocation(line: 124, column: 10, scope: !9)
!204 = !DILocation(line: 124, column: 3, scope: !9)
!205 = !DILocation(line: 124, column: 8, scope: !9)
!206 = !DILocation(line: 125, column: 19, scope: !9)
!207 = !DILocation(line: 506, column: 58, scope: !208, inlinedAt: !209)
!208 = distinct !DISubprogram(name: "__popcll", scope: !132, file: !132, line: 506, type: !10, scopeLine: 506, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!209 = distinct !DILocation(line: 125, column: 10, scope: !9)
!210 = !DILocation(line: 125, column: 3, scope: !9)
!211 = !DILocation(line: 125, column: 8, scope: !9)
!212 = !DILocation(line: 126, column: 28, scope: !9)
!213 = !DILocation(line: 126, column: 35, scope: !9)
!214 = !DILocation(line: 336, column: 50, scope: !215, inlinedAt: !216)
!215 = distinct !DISubprogram(name: "__hadd", scope: !132, file: !132, line: 336, type: !10, scopeLine: 336, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!216 = distinct !DILocation(line: 126, column: 10, scope: !9)
!217 = !DILocation(line: 126, column: 3, scope: !9)
!218 = !DILocation(line: 126, column: 8, scope: !9)
!219 = !DILocation(line: 801, column: 10, scope: !220, inlinedAt: !221)
!220 = distinct !DISubprogram(name: "__usad", scope: !132, file: !132, line: 799, type: !10, scopeLine: 800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!221 = distinct !DILocation(line: 127, column: 16, scope: !9)
!222 = !DILocation(line: 127, column: 3, scope: !9)
!223 = !DILocation(line: 127, column: 9, scope: !9)
!224 = !DILocation(line: 443, column: 45, scope: !225, inlinedAt: !226)
!225 = distinct !DISubprogram(name: "__isnanf", scope: !132, file: !132, line: 443, type: !10, scopeLine: 443, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!226 = distinct !DILocation(line: 108, column: 43, scope: !227, inlinedAt: !229)
!227 = distinct !DISubprogram(name: "isnan", scope: !228, file: !228, line: 108, type: !10, scopeLine: 108, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!228 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_cmath.h", directory: "")
!229 = distinct !DILocation(line: 128, column: 11, scope: !9)
!230 = !DILocation(line: 108, column: 43, scope: !227, inlinedAt: !229)
!231 = !DILocation(line: 128, column: 11, scope: !9)
!232 = !DILocation(line: 128, column: 3, scope: !9)
!233 = !DILocation(line: 128, column: 9, scope: !9)
!234 = !DILocation(line: 438, column: 45, scope: !235, inlinedAt: !236)
!235 = distinct !DISubprogram(name: "__isinff", scope: !132, file: !132, line: 438, type: !10, scopeLine: 438, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!236 = distinct !DILocation(line: 101, column: 43, scope: !237, inlinedAt: !238)
!237 = distinct !DISubprogram(name: "isinf", scope: !228, file: !228, line: 101, type: !10, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!238 = distinct !DILocation(line: 129, column: 11, scope: !9)
!239 = !DILocation(line: 101, column: 43, scope: !237, inlinedAt: !238)
!240 = !DILocation(line: 129, column: 11, scope: !9)
!241 = !DILocation(line: 129, column: 3, scope: !9)
!242 = !DILocation(line: 129, column: 9, scope: !9)
!243 = !DILocation(line: 519, column: 47, scope: !244, inlinedAt: !245)
!244 = distinct !DISubprogram(name: "__signbitf", scope: !132, file: !132, line: 519, type: !10, scopeLine: 519, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!245 = distinct !DILocation(line: 170, column: 45, scope: !246, inlinedAt: !247)
!246 = distinct !DISubprogram(name: "signbit", scope: !228, file: !228, line: 170, type: !10, scopeLine: 170, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!247 = distinct !DILocation(line: 130, column: 11, scope: !9)
!248 = !DILocation(line: 170, column: 45, scope: !246, inlinedAt: !247)
!249 = !DILocation(line: 130, column: 11, scope: !9)
!250 = !DILocation(line: 130, column: 3, scope: !9)
!251 = !DILocation(line: 130, column: 9, scope: !9)
!252 = !DILocation(line: 131, column: 34, scope: !9)
!253 = !DILocation(line: 498, column: 10, scope: !254, inlinedAt: !255)
!254 = distinct !DISubprogram(name: "__mul64hi", scope: !132, file: !132, line: 497, type: !10, scopeLine: 497, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!255 = distinct !DILocation(line: 131, column: 11, scope: !9)
!256 = !DILocation(line: 131, column: 3, scope: !9)
!257 = !DILocation(line: 131, column: 9, scope: !9)
!258 = !{!259, !259, i64 0}
!259 = !{!"long long", !28, i64 0}
!260 = !DILocation(line: 132, column: 1, scope: !9)
