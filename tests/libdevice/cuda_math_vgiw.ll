; ModuleID = 'tests/libdevice/cuda_math.cu'
source_filename = "tests/libdevice/cuda_math.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZL8specials = internal unnamed_addr addrspace(4) constant [32 x float] [float 0.000000e+00, float -0.000000e+00, float 1.000000e+00, float -1.000000e+00, float 5.000000e-01, float -2.500000e+00, float 3.000000e+00, float 0x3FB99999A0000000, float 0x36A0000000000000, float 0xB6A0000000000000, float 0x380FFFFFC0000000, float 0x3810000000000000, float 0x47EFFFFFE0000000, float 0xC7EFFFFFE0000000, float 0x7FF0000000000000, float 0xFFF0000000000000, float 0x7FF8000000000000, float 0x4415AF1D80000000, float 0xC415AF1D80000000, float 0x40C81CD6C0000000, float 0x41E0000000000000, float 0xC1E0000000000000, float 0x41F0000000000000, float 6.550400e+04, float 0x3E701B2B20000000, float 3.350000e+01, float -3.350000e+01, float 0x3FDFFFFFE0000000, float 0x4170000000000000, float 7.000000e+00, float -7.500000e-01, float 1.000000e+02], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9cuda_mathPKiPfPiPx(i32* nocapture noundef readonly %0, float* noundef writeonly %1, i32* nocapture noundef writeonly %2, i64* nocapture noundef writeonly %3) local_unnamed_addr #0 !dbg !9 {
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4, !dbg !12
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4, !dbg !16
  %12 = mul i32 %10, %11, !dbg !19
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4, !dbg !20
  %14 = add i32 %12, %13, !dbg !23
  %15 = and i32 %14, 31, !dbg !24
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds [32 x float], [32 x float] addrspace(4)* @_ZL8specials, i64 0, i64 %16, !dbg !25
  %18 = addrspacecast float addrspace(4)* %17 to float*, !dbg !25
  %19 = load float, float* %18, align 4, !dbg !25, !tbaa !26
  %20 = mul nsw i32 %14, 7, !dbg !30
  %21 = add nsw i32 %20, 3, !dbg !31
  %22 = sext i32 %14 to i64, !dbg !32
  %23 = getelementptr inbounds i32, i32* %0, i64 %22, !dbg !32
  %24 = load i32, i32* %23, align 4, !dbg !32, !tbaa !33
  %25 = add nsw i32 %21, %24, !dbg !35
  %26 = and i32 %25, 31, !dbg !36
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds [32 x float], [32 x float] addrspace(4)* @_ZL8specials, i64 0, i64 %27, !dbg !37
  %29 = addrspacecast float addrspace(4)* %28 to float*, !dbg !37
  %30 = load float, float* %29, align 4, !dbg !37, !tbaa !26
  %31 = mul nsw i32 %14, 13, !dbg !38
  %32 = add nsw i32 %31, 5, !dbg !39
  %33 = and i32 %32, 31, !dbg !40
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds [32 x float], [32 x float] addrspace(4)* @_ZL8specials, i64 0, i64 %34, !dbg !41
  %36 = addrspacecast float addrspace(4)* %35 to float*, !dbg !41
  %37 = load float, float* %36, align 4, !dbg !41, !tbaa !26
  %38 = shl nsw i32 %14, 5, !dbg !42
  %39 = sext i32 %38 to i64, !dbg !43
  %40 = getelementptr inbounds float, float* %1, i64 %39, !dbg !43
  %41 = getelementptr inbounds i32, i32* %2, i64 %39, !dbg !44
  %42 = bitcast float* %5 to i8*, !dbg !45
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %42) #4, !dbg !45
  %43 = bitcast float* %6 to i8*, !dbg !45
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %43) #4, !dbg !45
  %44 = bitcast float* %7 to i8*, !dbg !45
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %44) #4, !dbg !45
  %45 = bitcast i32* %8 to i8*, !dbg !46
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %45) #4, !dbg !46
  %46 = bitcast i32* %9 to i8*, !dbg !46
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %46) #4, !dbg !46
  %47 = call contract float @__nv_frexpf(float noundef %19, i32* noundef nonnull %8) #5, !dbg !47
  store float %47, float* %40, align 4, !dbg !50, !tbaa !26
  %48 = load i32, i32* %8, align 4, !dbg !51, !tbaa !33
  store i32 %48, i32* %41, align 4, !dbg !52, !tbaa !33
  call void @__nv_sincosf(float noundef %19, float* noundef nonnull %5, float* noundef nonnull %6) #5, !dbg !53
  %49 = load float, float* %5, align 4, !dbg !56, !tbaa !26
  %50 = getelementptr inbounds float, float* %40, i64 1, !dbg !57
  store float %49, float* %50, align 4, !dbg !58, !tbaa !26
  %51 = load float, float* %6, align 4, !dbg !59, !tbaa !26
  %52 = getelementptr inbounds float, float* %40, i64 2, !dbg !60
  store float %51, float* %52, align 4, !dbg !61, !tbaa !26
  call void @__nv_sincospif(float noundef %19, float* noundef nonnull %5, float* noundef nonnull %6) #5, !dbg !62
  %53 = load float, float* %5, align 4, !dbg !65, !tbaa !26
  %54 = getelementptr inbounds float, float* %40, i64 3, !dbg !66
  store float %53, float* %54, align 4, !dbg !67, !tbaa !26
  %55 = load float, float* %6, align 4, !dbg !68, !tbaa !26
  %56 = getelementptr inbounds float, float* %40, i64 4, !dbg !69
  store float %55, float* %56, align 4, !dbg !70, !tbaa !26
  %57 = call contract float @__nv_modff(float noundef %19, float* noundef nonnull %7) #5, !dbg !71
  %58 = getelementptr inbounds float, float* %40, i64 5, !dbg !74
  store float %57, float* %58, align 4, !dbg !75, !tbaa !26
  %59 = load float, float* %7, align 4, !dbg !76, !tbaa !26
  %60 = getelementptr inbounds float, float* %40, i64 6, !dbg !77
  store float %59, float* %60, align 4, !dbg !78, !tbaa !26
  %61 = call contract float @__nv_remquof(float noundef %19, float noundef %30, i32* noundef nonnull %9) #5, !dbg !79
  %62 = getelementptr inbounds float, float* %40, i64 7, !dbg !82
  store float %61, float* %62, align 4, !dbg !83, !tbaa !26
  %63 = load i32, i32* %9, align 4, !dbg !84, !tbaa !33
  %64 = getelementptr inbounds i32, i32* %41, i64 1, !dbg !85
  store i32 %63, i32* %64, align 4, !dbg !86, !tbaa !33
  %65 = call contract float @__nv_erfcf(float noundef %19) #5, !dbg !87
  %66 = getelementptr inbounds float, float* %40, i64 8, !dbg !90
  store float %65, float* %66, align 4, !dbg !91, !tbaa !26
  %67 = call contract float @__nv_lgammaf(float noundef %19) #5, !dbg !92
  %68 = getelementptr inbounds float, float* %40, i64 9, !dbg !95
  store float %67, float* %68, align 4, !dbg !96, !tbaa !26
  %69 = call contract float @__nv_expm1f(float noundef %19) #5, !dbg !97
  %70 = getelementptr inbounds float, float* %40, i64 10, !dbg !100
  store float %69, float* %70, align 4, !dbg !101, !tbaa !26
  %71 = mul nsw i32 %14, 37, !dbg !102
  %72 = add nsw i32 %71, -150, !dbg !103
  %73 = call contract float @__nv_ldexpf(float noundef %19, i32 noundef %72) #5, !dbg !104
  %74 = getelementptr inbounds float, float* %40, i64 11, !dbg !107
  store float %73, float* %74, align 4, !dbg !108, !tbaa !26
  %75 = call contract float @__nv_nextafterf(float noundef %19, float noundef %30) #5, !dbg !109
  %76 = getelementptr inbounds float, float* %40, i64 12, !dbg !112
  store float %75, float* %76, align 4, !dbg !113, !tbaa !26
  %77 = call contract float @__nv_hypotf(float noundef %19, float noundef %30) #5, !dbg !114
  %78 = getelementptr inbounds float, float* %40, i64 13, !dbg !117
  store float %77, float* %78, align 4, !dbg !118, !tbaa !26
  %79 = call contract float @__nv_cospif(float noundef %30) #5, !dbg !119
  %80 = getelementptr inbounds float, float* %40, i64 14, !dbg !122
  store float %79, float* %80, align 4, !dbg !123, !tbaa !26
  %81 = call contract float @__nv_copysignf(float noundef %19, float noundef %30) #5, !dbg !124
  %82 = getelementptr inbounds float, float* %40, i64 15, !dbg !127
  store float %81, float* %82, align 4, !dbg !128, !tbaa !26
  %83 = call contract float @__nv_fadd_rz(float noundef %19, float noundef %30) #5, !dbg !129
  %84 = getelementptr inbounds float, float* %40, i64 16, !dbg !132
  store float %83, float* %84, align 4, !dbg !133, !tbaa !26
  %85 = call contract float @__nv_fmul_ru(float noundef %19, float noundef %30) #5, !dbg !134
  %86 = getelementptr inbounds float, float* %40, i64 17, !dbg !137
  store float %85, float* %86, align 4, !dbg !138, !tbaa !26
  %87 = call contract float @__nv_fdiv_rd(float noundef %19, float noundef %30) #5, !dbg !139
  %88 = getelementptr inbounds float, float* %40, i64 18, !dbg !142
  store float %87, float* %88, align 4, !dbg !143, !tbaa !26
  %89 = call contract float @__nv_fsqrt_ru(float noundef %19) #5, !dbg !144
  %90 = getelementptr inbounds float, float* %40, i64 19, !dbg !147
  store float %89, float* %90, align 4, !dbg !148, !tbaa !26
  %91 = call contract float @__nv_fmaf_rz(float noundef %19, float noundef %30, float noundef %37) #5, !dbg !149
  %92 = getelementptr inbounds float, float* %40, i64 20, !dbg !152
  store float %91, float* %92, align 4, !dbg !153, !tbaa !26
  %93 = mul nsw i32 %14, 16777215, !dbg !154
  %94 = add nsw i32 %93, 3, !dbg !155
  %95 = call contract float @__nv_int2float_rz(i32 noundef %94) #5, !dbg !156
  %96 = getelementptr inbounds float, float* %40, i64 21, !dbg !159
  store float %95, float* %96, align 4, !dbg !160, !tbaa !26
  %97 = fpext float %19 to double, !dbg !161
  %98 = fpext float %30 to double, !dbg !162
  %99 = fmul contract double %97, %98, !dbg !163
  %100 = fadd contract double %99, 1.000000e-30, !dbg !164
  %101 = call contract float @__nv_double2float_rd(double noundef %100) #5, !dbg !165
  %102 = getelementptr inbounds float, float* %40, i64 22, !dbg !168
  store float %101, float* %102, align 4, !dbg !169, !tbaa !26
  %103 = call i32 @__nv_float2int_ru(float noundef %19) #5, !dbg !170
  %104 = getelementptr inbounds i32, i32* %41, i64 2, !dbg !173
  store i32 %103, i32* %104, align 4, !dbg !174, !tbaa !33
  %105 = call i32 @__nv_float2uint_rd(float noundef %30) #5, !dbg !175
  %106 = getelementptr inbounds i32, i32* %41, i64 3, !dbg !178
  store i32 %105, i32* %106, align 4, !dbg !179, !tbaa !33
  %107 = call i32 @__nv_float_as_int(float noundef %19) #5, !dbg !180
  %108 = getelementptr inbounds i32, i32* %41, i64 4, !dbg !183
  store i32 %107, i32* %108, align 4, !dbg !184, !tbaa !33
  %109 = mul i32 %14, -1640531535, !dbg !185
  %110 = call i32 @__nv_brev(i32 noundef %109) #5, !dbg !186
  %111 = getelementptr inbounds i32, i32* %41, i64 5, !dbg !189
  store i32 %110, i32* %111, align 4, !dbg !190, !tbaa !33
  %112 = mul i32 %14, 16909060, !dbg !191
  %113 = mul i32 %14, 4369, !dbg !192
  %114 = call i32 @__nv_byte_perm(i32 noundef %112, i32 noundef -559038737, i32 noundef %113) #5, !dbg !193
  %115 = getelementptr inbounds i32, i32* %41, i64 6, !dbg !196
  store i32 %114, i32* %115, align 4, !dbg !197, !tbaa !33
  %116 = shl i64 %22, 40, !dbg !198
  %117 = call i32 @__nv_ffsll(i64 noundef %116) #5, !dbg !199
  %118 = getelementptr inbounds i32, i32* %41, i64 7, !dbg !202
  store i32 %117, i32* %118, align 4, !dbg !203, !tbaa !33
  %119 = sub nsw i64 0, %22, !dbg !204
  %120 = call i32 @__nv_popcll(i64 noundef %119) #5, !dbg !205
  %121 = getelementptr inbounds i32, i32* %41, i64 8, !dbg !208
  store i32 %120, i32* %121, align 4, !dbg !209, !tbaa !33
  %122 = sub nsw i32 2147483647, %14, !dbg !210
  %123 = mul nsw i32 %14, 3, !dbg !211
  %124 = call i32 @__nv_hadd(i32 noundef %122, i32 noundef %123) #5, !dbg !212
  %125 = getelementptr inbounds i32, i32* %41, i64 9, !dbg !215
  store i32 %124, i32* %125, align 4, !dbg !216, !tbaa !33
  %126 = call i32 @__nv_usad(i32 noundef %14, i32 noundef -16, i32 noundef 7) #5, !dbg !217
  %127 = getelementptr inbounds i32, i32* %41, i64 10, !dbg !220
  store i32 %126, i32* %127, align 4, !dbg !221, !tbaa !33
  %128 = call i32 @__nv_isnanf(float noundef %19) #5, !dbg !222
  %129 = icmp ne i32 %128, 0, !dbg !225
  %130 = zext i1 %129 to i32, !dbg !225
  %131 = getelementptr inbounds i32, i32* %41, i64 11, !dbg !226
  store i32 %130, i32* %131, align 4, !dbg !227, !tbaa !33
  %132 = call i32 @__nv_isinff(float noundef %30) #5, !dbg !228
  %133 = icmp ne i32 %132, 0, !dbg !231
  %134 = zext i1 %133 to i32, !dbg !231
  %135 = getelementptr inbounds i32, i32* %41, i64 12, !dbg !232
  store i32 %134, i32* %135, align 4, !dbg !233, !tbaa !33
  %136 = call i32 @__nv_signbitf(float noundef %19) #5, !dbg !234
  %137 = icmp ne i32 %136, 0, !dbg !237
  %138 = zext i1 %137 to i32, !dbg !237
  %139 = getelementptr inbounds i32, i32* %41, i64 13, !dbg !238
  store i32 %138, i32* %139, align 4, !dbg !239, !tbaa !33
  %140 = mul nsw i64 %22, 81985529216486895, !dbg !240
  %141 = call i64 @__nv_mul64hi(i64 noundef %140, i64 noundef -9141386507638288912) #5, !dbg !241
  %142 = getelementptr inbounds i64, i64* %3, i64 %22, !dbg !244
  store i64 %141, i64* %142, align 8, !dbg !245, !tbaa !246
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %46) #4, !dbg !248
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %45) #4, !dbg !248
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %44) #4, !dbg !248
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %43) #4, !dbg !248
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %42) #4, !dbg !248
  ret void, !dbg !248
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_frexpf(float noundef, i32* noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local void @__nv_sincosf(float noundef, float* noundef, float* noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local void @__nv_sincospif(float noundef, float* noundef, float* noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_modff(float noundef, float* noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_remquof(float noundef, float noundef, i32* noundef) local_unnamed_addr #3

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

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #4 = { nounwind }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/libdevice/cuda_math.cu", directory: ".")
!2 = !{void (i32*, float*, i32*, i64*)* @_Z9cuda_mathPKiPfPiPx, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "cuda_math", scope: !1, file: !1, line: 82, type: !10, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 83, column: 11, scope: !9)
!16 = !DILocation(line: 46, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!18 = distinct !DILocation(line: 83, column: 24, scope: !9)
!19 = !DILocation(line: 83, column: 22, scope: !9)
!20 = !DILocation(line: 44, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
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
!47 = !DILocation(line: 13, column: 1, scope: !48, inlinedAt: !49)
!48 = distinct !DISubprogram(name: "frexpf", scope: !1, file: !1, line: 13, type: !10, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!49 = distinct !DILocation(line: 92, column: 10, scope: !9)
!50 = !DILocation(line: 92, column: 8, scope: !9)
!51 = !DILocation(line: 93, column: 10, scope: !9)
!52 = !DILocation(line: 93, column: 8, scope: !9)
!53 = !DILocation(line: 14, column: 1, scope: !54, inlinedAt: !55)
!54 = distinct !DISubprogram(name: "sincosf", scope: !1, file: !1, line: 14, type: !10, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!55 = distinct !DILocation(line: 94, column: 3, scope: !9)
!56 = !DILocation(line: 95, column: 10, scope: !9)
!57 = !DILocation(line: 95, column: 3, scope: !9)
!58 = !DILocation(line: 95, column: 8, scope: !9)
!59 = !DILocation(line: 96, column: 10, scope: !9)
!60 = !DILocation(line: 96, column: 3, scope: !9)
!61 = !DILocation(line: 96, column: 8, scope: !9)
!62 = !DILocation(line: 15, column: 1, scope: !63, inlinedAt: !64)
!63 = distinct !DISubprogram(name: "sincospif", scope: !1, file: !1, line: 15, type: !10, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!64 = distinct !DILocation(line: 97, column: 3, scope: !9)
!65 = !DILocation(line: 98, column: 10, scope: !9)
!66 = !DILocation(line: 98, column: 3, scope: !9)
!67 = !DILocation(line: 98, column: 8, scope: !9)
!68 = !DILocation(line: 99, column: 10, scope: !9)
!69 = !DILocation(line: 99, column: 3, scope: !9)
!70 = !DILocation(line: 99, column: 8, scope: !9)
!71 = !DILocation(line: 16, column: 1, scope: !72, inlinedAt: !73)
!72 = distinct !DISubprogram(name: "modff", scope: !1, file: !1, line: 16, type: !10, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!73 = distinct !DILocation(line: 100, column: 10, scope: !9)
!74 = !DILocation(line: 100, column: 3, scope: !9)
!75 = !DILocation(line: 100, column: 8, scope: !9)
!76 = !DILocation(line: 101, column: 10, scope: !9)
!77 = !DILocation(line: 101, column: 3, scope: !9)
!78 = !DILocation(line: 101, column: 8, scope: !9)
!79 = !DILocation(line: 17, column: 1, scope: !80, inlinedAt: !81)
!80 = distinct !DISubprogram(name: "remquof", scope: !1, file: !1, line: 17, type: !10, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!81 = distinct !DILocation(line: 102, column: 10, scope: !9)
!82 = !DILocation(line: 102, column: 3, scope: !9)
!83 = !DILocation(line: 102, column: 8, scope: !9)
!84 = !DILocation(line: 103, column: 10, scope: !9)
!85 = !DILocation(line: 103, column: 3, scope: !9)
!86 = !DILocation(line: 103, column: 8, scope: !9)
!87 = !DILocation(line: 18, column: 1, scope: !88, inlinedAt: !89)
!88 = distinct !DISubprogram(name: "erfcf", scope: !1, file: !1, line: 18, type: !10, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!89 = distinct !DILocation(line: 104, column: 10, scope: !9)
!90 = !DILocation(line: 104, column: 3, scope: !9)
!91 = !DILocation(line: 104, column: 8, scope: !9)
!92 = !DILocation(line: 19, column: 1, scope: !93, inlinedAt: !94)
!93 = distinct !DISubprogram(name: "lgammaf", scope: !1, file: !1, line: 19, type: !10, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!94 = distinct !DILocation(line: 105, column: 10, scope: !9)
!95 = !DILocation(line: 105, column: 3, scope: !9)
!96 = !DILocation(line: 105, column: 8, scope: !9)
!97 = !DILocation(line: 20, column: 1, scope: !98, inlinedAt: !99)
!98 = distinct !DISubprogram(name: "expm1f", scope: !1, file: !1, line: 20, type: !10, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!99 = distinct !DILocation(line: 106, column: 11, scope: !9)
!100 = !DILocation(line: 106, column: 3, scope: !9)
!101 = !DILocation(line: 106, column: 9, scope: !9)
!102 = !DILocation(line: 107, column: 29, scope: !9)
!103 = !DILocation(line: 107, column: 35, scope: !9)
!104 = !DILocation(line: 21, column: 1, scope: !105, inlinedAt: !106)
!105 = distinct !DISubprogram(name: "ldexpf", scope: !1, file: !1, line: 21, type: !10, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!106 = distinct !DILocation(line: 107, column: 11, scope: !9)
!107 = !DILocation(line: 107, column: 3, scope: !9)
!108 = !DILocation(line: 107, column: 9, scope: !9)
!109 = !DILocation(line: 22, column: 1, scope: !110, inlinedAt: !111)
!110 = distinct !DISubprogram(name: "nextafterf", scope: !1, file: !1, line: 22, type: !10, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!111 = distinct !DILocation(line: 108, column: 11, scope: !9)
!112 = !DILocation(line: 108, column: 3, scope: !9)
!113 = !DILocation(line: 108, column: 9, scope: !9)
!114 = !DILocation(line: 23, column: 1, scope: !115, inlinedAt: !116)
!115 = distinct !DISubprogram(name: "hypotf", scope: !1, file: !1, line: 23, type: !10, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!116 = distinct !DILocation(line: 109, column: 11, scope: !9)
!117 = !DILocation(line: 109, column: 3, scope: !9)
!118 = !DILocation(line: 109, column: 9, scope: !9)
!119 = !DILocation(line: 24, column: 1, scope: !120, inlinedAt: !121)
!120 = distinct !DISubprogram(name: "cospif", scope: !1, file: !1, line: 24, type: !10, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!121 = distinct !DILocation(line: 110, column: 11, scope: !9)
!122 = !DILocation(line: 110, column: 3, scope: !9)
!123 = !DILocation(line: 110, column: 9, scope: !9)
!124 = !DILocation(line: 25, column: 1, scope: !125, inlinedAt: !126)
!125 = distinct !DISubprogram(name: "copysignf", scope: !1, file: !1, line: 25, type: !10, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!126 = distinct !DILocation(line: 111, column: 11, scope: !9)
!127 = !DILocation(line: 111, column: 3, scope: !9)
!128 = !DILocation(line: 111, column: 9, scope: !9)
!129 = !DILocation(line: 26, column: 1, scope: !130, inlinedAt: !131)
!130 = distinct !DISubprogram(name: "fadd_rz", scope: !1, file: !1, line: 26, type: !10, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!131 = distinct !DILocation(line: 112, column: 11, scope: !9)
!132 = !DILocation(line: 112, column: 3, scope: !9)
!133 = !DILocation(line: 112, column: 9, scope: !9)
!134 = !DILocation(line: 27, column: 1, scope: !135, inlinedAt: !136)
!135 = distinct !DISubprogram(name: "fmul_ru", scope: !1, file: !1, line: 27, type: !10, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!136 = distinct !DILocation(line: 113, column: 11, scope: !9)
!137 = !DILocation(line: 113, column: 3, scope: !9)
!138 = !DILocation(line: 113, column: 9, scope: !9)
!139 = !DILocation(line: 28, column: 1, scope: !140, inlinedAt: !141)
!140 = distinct !DISubprogram(name: "fdiv_rd", scope: !1, file: !1, line: 28, type: !10, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!141 = distinct !DILocation(line: 114, column: 11, scope: !9)
!142 = !DILocation(line: 114, column: 3, scope: !9)
!143 = !DILocation(line: 114, column: 9, scope: !9)
!144 = !DILocation(line: 29, column: 1, scope: !145, inlinedAt: !146)
!145 = distinct !DISubprogram(name: "fsqrt_ru", scope: !1, file: !1, line: 29, type: !10, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!146 = distinct !DILocation(line: 115, column: 11, scope: !9)
!147 = !DILocation(line: 115, column: 3, scope: !9)
!148 = !DILocation(line: 115, column: 9, scope: !9)
!149 = !DILocation(line: 30, column: 1, scope: !150, inlinedAt: !151)
!150 = distinct !DISubprogram(name: "fmaf_rz", scope: !1, file: !1, line: 30, type: !10, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!151 = distinct !DILocation(line: 116, column: 11, scope: !9)
!152 = !DILocation(line: 116, column: 3, scope: !9)
!153 = !DILocation(line: 116, column: 9, scope: !9)
!154 = !DILocation(line: 117, column: 28, scope: !9)
!155 = !DILocation(line: 117, column: 39, scope: !9)
!156 = !DILocation(line: 33, column: 1, scope: !157, inlinedAt: !158)
!157 = distinct !DISubprogram(name: "int2float_rz", scope: !1, file: !1, line: 33, type: !10, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!158 = distinct !DILocation(line: 117, column: 11, scope: !9)
!159 = !DILocation(line: 117, column: 3, scope: !9)
!160 = !DILocation(line: 117, column: 9, scope: !9)
!161 = !DILocation(line: 118, column: 37, scope: !9)
!162 = !DILocation(line: 118, column: 49, scope: !9)
!163 = !DILocation(line: 118, column: 39, scope: !9)
!164 = !DILocation(line: 118, column: 51, scope: !9)
!165 = !DILocation(line: 34, column: 1, scope: !166, inlinedAt: !167)
!166 = distinct !DISubprogram(name: "double2float_rd", scope: !1, file: !1, line: 34, type: !10, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!167 = distinct !DILocation(line: 118, column: 11, scope: !9)
!168 = !DILocation(line: 118, column: 3, scope: !9)
!169 = !DILocation(line: 118, column: 9, scope: !9)
!170 = !DILocation(line: 31, column: 1, scope: !171, inlinedAt: !172)
!171 = distinct !DISubprogram(name: "float2int_ru", scope: !1, file: !1, line: 31, type: !10, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!172 = distinct !DILocation(line: 119, column: 10, scope: !9)
!173 = !DILocation(line: 119, column: 3, scope: !9)
!174 = !DILocation(line: 119, column: 8, scope: !9)
!175 = !DILocation(line: 32, column: 1, scope: !176, inlinedAt: !177)
!176 = distinct !DISubprogram(name: "float2uint_rd", scope: !1, file: !1, line: 32, type: !10, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!177 = distinct !DILocation(line: 120, column: 15, scope: !9)
!178 = !DILocation(line: 120, column: 3, scope: !9)
!179 = !DILocation(line: 120, column: 8, scope: !9)
!180 = !DILocation(line: 35, column: 1, scope: !181, inlinedAt: !182)
!181 = distinct !DISubprogram(name: "float_as_int", scope: !1, file: !1, line: 35, type: !10, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!182 = distinct !DILocation(line: 121, column: 10, scope: !9)
!183 = !DILocation(line: 121, column: 3, scope: !9)
!184 = !DILocation(line: 121, column: 8, scope: !9)
!185 = !DILocation(line: 122, column: 34, scope: !9)
!186 = !DILocation(line: 36, column: 1, scope: !187, inlinedAt: !188)
!187 = distinct !DISubprogram(name: "brev", scope: !1, file: !1, line: 36, type: !10, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!188 = distinct !DILocation(line: 122, column: 15, scope: !9)
!189 = !DILocation(line: 122, column: 3, scope: !9)
!190 = !DILocation(line: 122, column: 8, scope: !9)
!191 = !DILocation(line: 123, column: 39, scope: !9)
!192 = !DILocation(line: 123, column: 79, scope: !9)
!193 = !DILocation(line: 37, column: 1, scope: !194, inlinedAt: !195)
!194 = distinct !DISubprogram(name: "byte_perm", scope: !1, file: !1, line: 37, type: !10, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!195 = distinct !DILocation(line: 123, column: 15, scope: !9)
!196 = !DILocation(line: 123, column: 3, scope: !9)
!197 = !DILocation(line: 123, column: 8, scope: !9)
!198 = !DILocation(line: 124, column: 31, scope: !9)
!199 = !DILocation(line: 38, column: 1, scope: !200, inlinedAt: !201)
!200 = distinct !DISubprogram(name: "ffsll", scope: !1, file: !1, line: 38, type: !10, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!201 = distinct !DILocation(line: 124, column: 10, scope: !9)
!202 = !DILocation(line: 124, column: 3, scope: !9)
!203 = !DILocation(line: 124, column: 8, scope: !9)
!204 = !DILocation(line: 125, column: 19, scope: !9)
!205 = !DILocation(line: 39, column: 1, scope: !206, inlinedAt: !207)
!206 = distinct !DISubprogram(name: "popcll", scope: !1, file: !1, line: 39, type: !10, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!207 = distinct !DILocation(line: 125, column: 10, scope: !9)
!208 = !DILocation(line: 125, column: 3, scope: !9)
!209 = !DILocation(line: 125, column: 8, scope: !9)
!210 = !DILocation(line: 126, column: 28, scope: !9)
!211 = !DILocation(line: 126, column: 35, scope: !9)
!212 = !DILocation(line: 40, column: 1, scope: !213, inlinedAt: !214)
!213 = distinct !DISubprogram(name: "hadd", scope: !1, file: !1, line: 40, type: !10, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!214 = distinct !DILocation(line: 126, column: 10, scope: !9)
!215 = !DILocation(line: 126, column: 3, scope: !9)
!216 = !DILocation(line: 126, column: 8, scope: !9)
!217 = !DILocation(line: 41, column: 1, scope: !218, inlinedAt: !219)
!218 = distinct !DISubprogram(name: "usad", scope: !1, file: !1, line: 41, type: !10, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!219 = distinct !DILocation(line: 127, column: 16, scope: !9)
!220 = !DILocation(line: 127, column: 3, scope: !9)
!221 = !DILocation(line: 127, column: 9, scope: !9)
!222 = !DILocation(line: 43, column: 1, scope: !223, inlinedAt: !224)
!223 = distinct !DISubprogram(name: "isnanf", scope: !1, file: !1, line: 43, type: !10, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!224 = distinct !DILocation(line: 128, column: 11, scope: !9)
!225 = !DILocation(line: 128, column: 11, scope: !9)
!226 = !DILocation(line: 128, column: 3, scope: !9)
!227 = !DILocation(line: 128, column: 9, scope: !9)
!228 = !DILocation(line: 44, column: 1, scope: !229, inlinedAt: !230)
!229 = distinct !DISubprogram(name: "isinff", scope: !1, file: !1, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!230 = distinct !DILocation(line: 129, column: 11, scope: !9)
!231 = !DILocation(line: 129, column: 11, scope: !9)
!232 = !DILocation(line: 129, column: 3, scope: !9)
!233 = !DILocation(line: 129, column: 9, scope: !9)
!234 = !DILocation(line: 45, column: 1, scope: !235, inlinedAt: !236)
!235 = distinct !DISubprogram(name: "signbitf", scope: !1, file: !1, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!236 = distinct !DILocation(line: 130, column: 11, scope: !9)
!237 = !DILocation(line: 130, column: 11, scope: !9)
!238 = !DILocation(line: 130, column: 3, scope: !9)
!239 = !DILocation(line: 130, column: 9, scope: !9)
!240 = !DILocation(line: 131, column: 34, scope: !9)
!241 = !DILocation(line: 42, column: 1, scope: !242, inlinedAt: !243)
!242 = distinct !DISubprogram(name: "mul64hi", scope: !1, file: !1, line: 42, type: !10, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!243 = distinct !DILocation(line: 131, column: 11, scope: !9)
!244 = !DILocation(line: 131, column: 3, scope: !9)
!245 = !DILocation(line: 131, column: 9, scope: !9)
!246 = !{!247, !247, i64 0}
!247 = !{!"long long", !28, i64 0}
!248 = !DILocation(line: 132, column: 1, scope: !9)
