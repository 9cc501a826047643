; ModuleID = 'suites/ilp/convolution.cu'
source_filename = "suites/ilp/convolution.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@taps = dso_local addrspace(4) externally_initialized global [17 x float] [float 0x3F50624DE0000000, float 0x3F689374C0000000, float 0x3F80624DE0000000, float 0x3F926E9780000000, float 0x3FA1EB8520000000, float 0x3FAE353F80000000, float 0x3FB645A1C0000000, float 0x3FBCAC0840000000, float 0x3FC3B645A0000000, float 0x3FBCAC0840000000, float 0x3FB645A1C0000000, float 0x3FAE353F80000000, float 0x3FA1EB8520000000, float 0x3F926E9780000000, float 0x3F80624DE0000000, float 0x3F689374C0000000, float 0x3F50624DE0000000], align 4
@_ZZ9conv_rowsE4tile = internal unnamed_addr addrspace(3) global [16 x [32 x float]] undef, align 4
@_ZZ9conv_colsE4tile = internal unnamed_addr addrspace(3) global [32 x [16 x float]] undef, align 4
@llvm.compiler.used = appending global [1 x i8*] [i8* addrspacecast (i8 addrspace(4)* bitcast ([17 x float] addrspace(4)* @taps to i8 addrspace(4)*) to i8*)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @conv_rows(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !10 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !13
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3, !dbg !17
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !20
  %8 = shl i32 %7, 4, !dbg !23
  %9 = add i32 %8, %5, !dbg !24
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3, !dbg !25
  %11 = shl i32 %10, 4, !dbg !28
  %12 = add i32 %11, %6, !dbg !29
  %13 = icmp slt i32 %5, 32, !dbg !30
  br i1 %13, label %14, label %19, !dbg !31

14:                                               ; preds = %4
  %15 = add i32 %8, -8
  %16 = icmp slt i32 %12, %3
  %17 = mul nsw i32 %12, %2
  %18 = sext i32 %6 to i64
  br label %164, !dbg !31

19:                                               ; preds = %176, %4
  tail call void @llvm.nvvm.barrier0(), !dbg !32
  %20 = icmp slt i32 %9, %2, !dbg !33
  %21 = icmp slt i32 %12, %3
  %22 = and i1 %20, %21, !dbg !34
  br i1 %22, label %23, label %183, !dbg !34

23:                                               ; preds = %19
  %24 = sext i32 %6 to i64
  %25 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([17 x float], [17 x float] addrspace(4)* @taps, i64 0, i64 0) to float*), align 4, !dbg !35, !tbaa !36
  %26 = sext i32 %5 to i64, !dbg !40
  %27 = getelementptr inbounds [16 x [32 x float]], [16 x [32 x float]] addrspace(3)* @_ZZ9conv_rowsE4tile, i64 0, i64 %24, i64 %26, !dbg !40
  %28 = addrspacecast float addrspace(3)* %27 to float*, !dbg !40
  %29 = load float, float* %28, align 4, !dbg !40, !tbaa !36
  %30 = fmul contract float %25, %29, !dbg !41
  %31 = fadd contract float %30, 0.000000e+00, !dbg !42
  %32 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([17 x float], [17 x float] addrspace(4)* @taps, i64 0, i64 1) to float*), align 4, !dbg !35, !tbaa !36
  %33 = add nsw i32 %5, 1, !dbg !43
  %34 = sext i32 %33 to i64, !dbg !40
  %35 = getelementptr inbounds [16 x [32 x float]], [16 x [32 x float]] addrspace(3)* @_ZZ9conv_rowsE4tile, i64 0, i64 %24, i64 %34, !dbg !40
  %36 = addrspacecast float addrspace(3)* %35 to float*, !dbg !40
  %37 = load float, float* %36, align 4, !dbg !40, !tbaa !36
  %38 = fmul contract float %32, %37, !dbg !41
  %39 = fadd contract float %31, %38, !dbg !42
  %40 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([17 x float], [17 x float] addrspace(4)* @taps, i64 0, i64 2) to float*), align 4, !dbg !35, !tbaa !36
  %41 = add nsw i32 %5, 2, !dbg !43
  %42 = sext i32 %41 to i64, !dbg !40
  %43 = getelementptr inbounds [16 x [32 x float]], [16 x [32 x float]] addrspace(3)* @_ZZ9conv_rowsE4tile, i64 0, i64 %24, i64 %42, !dbg !40
  %44 = addrspacecast float addrspace(3)* %43 to float*, !dbg !40
  %45 = load float, float* %44, align 4, !dbg !40, !tbaa !36
  %46 = fmul contract float %40, %45, !dbg !41
  %47 = fadd contract float %39, %46, !dbg !42
  %48 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([17 x float], [17 x float] addrspace(4)* @taps, i64 0, i64 3) to float*), align 4, !dbg !35, !tbaa !36
  %49 = add nsw i32 %5, 3, !dbg !43
  %50 = sext i32 %49 to i64, !dbg !40
  %51 = getelementptr inbounds [16 x [32 x float]], [16 x [32 x float]] addrspace(3)* @_ZZ9conv_rowsE4tile, i64 0, i64 %24, i64 %50, !dbg !40
  %52 = addrspacecast float addrspace(3)* %51 to float*, !dbg !40
  %53 = load float, float* %52, align 4, !dbg !40, !tbaa !36
  %54 = fmul contract float %48, %53, !dbg !41
  %55 = fadd contract float %47, %54, !dbg !42
  %56 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([17 x float], [17 x float] addrspace(4)* @taps, i64 0, i64 4) to float*), align 4, !dbg !35, !tbaa !36
  %57 = add nsw i32 %5, 4, !dbg !43
  %58 = sext i32 %57 to i64, !dbg !40
  %59 = getelementptr inbounds [16 x [32 x float]], [16 x [32 x float]] addrspace(3)* @_ZZ9conv_rowsE4tile, i64 0, i64 %24, i64 %58, !dbg !40
  %60 = addrspacecast float addrspace(3)* %59 to float*, !dbg !40
  %61 = load float, float* %60, align 4, !dbg !40, !tbaa !36
  %62 = fmul contract float %56, %61, !dbg !41
  %63 = fadd contract float %55, %62, !dbg !42
  %64 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([17 x float], [17 x float] addrspace(4)* @taps, i64 0, i64 5) to float*), align 4, !dbg !35, !tbaa !36
  %65 = add nsw i32 %5, 5, !dbg !43
  %66 = sext i32 %65 to i64, !dbg !40
  %67 = getelementptr inbounds [16 x [32 x float]], [16 x [32 x float]] addrspace(3)* @_ZZ9conv_rowsE4tile, i64 0, i64 %24, i64 %66, !dbg !40
  %68 = addrspacecast float addrspace(3)* %67 to float*, !dbg !40
  %69 = load float, float* %68, align 4, !dbg !40, !tbaa !36
  %70 = fmul contract float %64, %69, !dbg !41
  %71 = fadd contract float %63, %70, !dbg !42
  %72 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([17 x float], [17 x float] addrspace(4)* @taps, i64 0, i64 6) to float*), align 4, !dbg !35, !tbaa !36
  %73 = add nsw i32 %5, 6, !dbg !43
  %74 = sext i32 %73 to i64, !dbg !40
  %75 = getelementptr inbounds [16 x [32 x float]], [16 x [32 x float]] addrspace(3)* @_ZZ9conv_rowsE4tile, i64 0, i64 %24, i64 %74, !dbg !40
  %76 = addrspacecast float addrspace(3)* %75 to float*, !dbg !40
  %77 = load float, float* %76, align 4, !dbg !40, !tbaa !36
  %78 = fmul contract float %72, %77, !dbg !41
  %79 = fadd contract float %71, %78, !dbg !42
  %80 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([17 x float], [17 x float] addrspace(4)* @taps, i64 0, i64 7) to float*), align 4, !dbg !35, !tbaa !36
  %81 = add nsw i32 %5, 7, !dbg !43
  %82 = sext i32 %81 to i64, !dbg !40
  %83 = getelementptr inbounds [16 x [32 x float]], [16 x [32 x float]] addrspace(3)* @_ZZ9conv_rowsE4tile, i64 0, i64 %24, i64 %82, !dbg !40
  %84 = addrspacecast float addrspace(3)* %83 to float*, !dbg !40
  %85 = load float, float* %84, align 4, !dbg !40, !tbaa !36
  %86 = fmul contract float %80, %85, !dbg !41
  %87 = fadd contract float %79, %86, !dbg !42
  %88 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([17 x float], [17 x float] addrspace(4)* @taps, i64 0, i64 8) to float*), align 4, !dbg !35, !tbaa !36
  %89 = add nsw i32 %5, 8, !dbg !43
  %90 = sext i32 %89 to i64, !dbg !40
  %91 = getelementptr inbounds [16 x [32 x float]], [16 x [32 x float]] addrspace(3)* @_ZZ9conv_rowsE4tile, i64 0, i64 %24, i64 %90, !dbg !40
  %92 = addrspacecast float addrspace(3)* %91 to float*, !dbg !40
  %93 = load float, float* %92, align 4, !dbg !40, !tbaa !36
  %94 = fmul contract float %88, %93, !dbg !41
  %95 = fadd contract float %87, %94, !dbg !42
  %96 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([17 x float], [17 x float] addrspace(4)* @taps, i64 0, i64 9) to float*), align 4, !dbg !35, !tbaa !36
  %97 = add nsw i32 %5, 9, !dbg !43
  %98 = sext i32 %97 to i64, !dbg !40
  %99 = getelementptr inbounds [16 x [32 x float]], [16 x [32 x float]] addrspace(3)* @_ZZ9conv_rowsE4tile, i64 0, i64 %24, i64 %98, !dbg !40
  %100 = addrspacecast float addrspace(3)* %99 to float*, !dbg !40
  %101 = load float, float* %100, align 4, !dbg !40, !tbaa !36
  %102 = fmul contract float %96, %101, !dbg !41
  %103 = fadd contract float %95, %102, !dbg !42
  %104 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([17 x float], [17 x float] addrspace(4)* @taps, i64 0, i64 10) to float*), align 4, !dbg !35, !tbaa !36
  %105 = add nsw i32 %5, 10, !dbg !43
  %106 = sext i32 %105 to i64, !dbg !40
  %107 = getelementptr inbounds [16 x [32 x float]], [16 x [32 x float]] addrspace(3)* @_ZZ9conv_rowsE4tile, i64 0, i64 %24, i64 %106, !dbg !40
  %108 = addrspacecast float addrspace(3)* %107 to float*, !dbg !40
  %109 = load float, float* %108, align 4, !dbg !40, !tbaa !36
  %110 = fmul contract float %104, %109, !dbg !41
  %111 = fadd contract float %103, %110, !dbg !42
  %112 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([17 x float], [17 x float] addrspace(4)* @taps, i64 0, i64 11) to float*), align 4, !dbg !35, !tbaa !36
  %113 = add nsw i32 %5, 11, !dbg !43
  %114 = sext i32 %113 to i64, !dbg !40
  %115 = getelementptr inbounds [16 x [32 x float]], [16 x [32 x float]] addrspace(3)* @_ZZ9conv_rowsE4tile, i64 0, i64 %24, i64 %114, !dbg !40
  %116 = addrspacecast float addrspace(3)* %115 to float*, !dbg !40
  %117 = load float, float* %116, align 4, !dbg !40, !tbaa !36
  %118 = fmul contract float %112, %117, !dbg !41
  %119 = fadd contract float %111, %118, !dbg !42
  %120 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([17 x float], [17 x float] addrspace(4)* @taps, i64 0, i64 12) to float*), align 4, !dbg !35, !tbaa !36
  %121 = add nsw i32 %5, 12, !dbg !43
  %122 = sext i32 %121 to i64, !dbg !40
  %123 = getelementptr inbounds [16 x [32 x float]], [16 x [32 x float]] addrspace(3)* @_ZZ9conv_rowsE4tile, i64 0, i64 %24, i64 %122, !dbg !40
  %124 = addrspacecast float addrspace(3)* %123 to float*, !dbg !40
  %125 = load float, float* %124, align 4, !dbg !40, !tbaa !36
  %126 = fmul contract float %120, %125, !dbg !41
  %127 = fadd contract float %119, %126, !dbg !42
  %128 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([17 x float], [17 x float] addrspace(4)* @taps, i64 0, i64 13) to float*), align 4, !dbg !35, !tbaa !36
  %129 = add nsw i32 %5, 13, !dbg !43
  %130 = sext i32 %129 to i64, !dbg !40
  %131 = getelementptr inbounds [16 x [32 x float]], [16 x [32 x float]] addrspace(3)* @_ZZ9conv_rowsE4tile, i64 0, i64 %24, i64 %130, !dbg !40
  %132 = addrspacecast float addrspace(3)* %131 to float*, !dbg !40
  %133 = load float, float* %132, align 4, !dbg !40, !tbaa !36
  %134 = fmul contract float %128, %133, !dbg !41
  %135 = fadd contract float %127, %134, !dbg !42
  %136 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([17 x float], [17 x float] addrspace(4)* @taps, i64 0, i64 14) to float*), align 4, !dbg !35, !tbaa !36
  %137 = add nsw i32 %5, 14, !dbg !43
  %138 = sext i32 %137 to i64, !dbg !40
  %139 = getelementptr inbounds [16 x [32 x float]], [16 x [32 x float]] addrspace(3)* @_ZZ9conv_rowsE4tile, i64 0, i64 %24, i64 %138, !dbg !40
  %140 = addrspacecast float addrspace(3)* %139 to float*, !dbg !40
  %141 = load float, float* %140, align 4, !dbg !40, !tbaa !36
  %142 = fmul contract float %136, %141, !dbg !41
  %143 = fadd contract float %135, %142, !dbg !42
  %144 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([17 x float], [17 x float] addrspace(4)* @taps, i64 0, i64 15) to float*), align 4, !dbg !35, !tbaa !36
  %145 = add nsw i32 %5, 15, !dbg !43
  %146 = sext i32 %145 to i64, !dbg !40
  %147 = getelementptr inbounds [16 x [32 x float]], [16 x [32 x float]] addrspace(3)* @_ZZ9conv_rowsE4tile, i64 0, i64 %24, i64 %146, !dbg !40
  %148 = addrspacecast float addrspace(3)* %147 to float*, !dbg !40
  %149 = load float, float* %148, align 4, !dbg !40, !tbaa !36
  %150 = fmul contract float %144, %149, !dbg !41
  %151 = fadd contract float %143, %150, !dbg !42
  %152 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([17 x float], [17 x float] addrspace(4)* @taps, i64 0, i64 16) to float*), align 4, !dbg !35, !tbaa !36
  %153 = add nsw i32 %5, 16, !dbg !43
  %154 = sext i32 %153 to i64, !dbg !40
  %155 = getelementptr inbounds [16 x [32 x float]], [16 x [32 x float]] addrspace(3)* @_ZZ9conv_rowsE4tile, i64 0, i64 %24, i64 %154, !dbg !40
  %156 = addrspacecast float addrspace(3)* %155 to float*, !dbg !40
  %157 = load float, float* %156, align 4, !dbg !40, !tbaa !36
  %158 = fmul contract float %152, %157, !dbg !41
  %159 = fadd contract float %151, %158, !dbg !42
  %160 = mul nsw i32 %12, %2, !dbg !44
  %161 = add nsw i32 %160, %9, !dbg !45
  %162 = sext i32 %161 to i64, !dbg !46
  %163 = getelementptr inbounds float, float* %1, i64 %162, !dbg !46
  store float %159, float* %163, align 4, !dbg !47, !tbaa !36
  br label %183, !dbg !48

164:                                              ; preds = %14, %176
  %165 = phi i32 [ %5, %14 ], [ %181, %176 ]
  %166 = add i32 %15, %165, !dbg !49
  %167 = icmp sgt i32 %166, -1, !dbg !50
  %168 = icmp slt i32 %166, %2
  %169 = and i1 %167, %168, !dbg !51
  %170 = and i1 %16, %169, !dbg !51
  br i1 %170, label %171, label %176, !dbg !51

171:                                              ; preds = %164
  %172 = add nsw i32 %166, %17, !dbg !52
  %173 = sext i32 %172 to i64, !dbg !53
  %174 = getelementptr inbounds float, float* %0, i64 %173, !dbg !53
  %175 = load float, float* %174, align 4, !dbg !53, !tbaa !36
  br label %176, !dbg !54

176:                                              ; preds = %164, %171
  %177 = phi contract float [ %175, %171 ], [ 0.000000e+00, %164 ], !dbg !54
  %178 = sext i32 %165 to i64, !dbg !55
  %179 = getelementptr inbounds [16 x [32 x float]], [16 x [32 x float]] addrspace(3)* @_ZZ9conv_rowsE4tile, i64 0, i64 %18, i64 %178, !dbg !55
  %180 = addrspacecast float addrspace(3)* %179 to float*, !dbg !55
  store float %177, float* %180, align 4, !dbg !56, !tbaa !36
  %181 = add nsw i32 %165, 16, !dbg !57
  %182 = icmp slt i32 %165, 16, !dbg !30
  br i1 %182, label %164, label %19, !dbg !31, !llvm.loop !58

183:                                              ; preds = %19, %23
  ret void, !dbg !48
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @conv_cols(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !61 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !62
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3, !dbg !64
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !66
  %8 = shl i32 %7, 4, !dbg !68
  %9 = add i32 %8, %5, !dbg !69
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3, !dbg !70
  %11 = shl i32 %10, 4, !dbg !72
  %12 = add i32 %11, %6, !dbg !73
  %13 = icmp slt i32 %6, 32, !dbg !74
  br i1 %13, label %14, label %18, !dbg !75

14:                                               ; preds = %4
  %15 = add i32 %11, -8
  %16 = icmp slt i32 %9, %2
  %17 = sext i32 %5 to i64
  br label %163, !dbg !75

18:                                               ; preds = %176, %4
  tail call void @llvm.nvvm.barrier0(), !dbg !76
  %19 = icmp slt i32 %9, %2, !dbg !77
  %20 = icmp slt i32 %12, %3
  %21 = and i1 %19, %20, !dbg !78
  br i1 %21, label %22, label %183, !dbg !78

22:                                               ; preds = %18
  %23 = sext i32 %5 to i64
  %24 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([17 x float], [17 x float] addrspace(4)* @taps, i64 0, i64 0) to float*), align 4, !dbg !79, !tbaa !36
  %25 = sext i32 %6 to i64, !dbg !80
  %26 = getelementptr inbounds [32 x [16 x float]], [32 x [16 x float]] addrspace(3)* @_ZZ9conv_colsE4tile, i64 0, i64 %25, i64 %23, !dbg !80
  %27 = addrspacecast float addrspace(3)* %26 to float*, !dbg !80
  %28 = load float, float* %27, align 4, !dbg !80, !tbaa !36
  %29 = fmul contract float %24, %28, !dbg !81
  %30 = fadd contract float %29, 0.000000e+00, !dbg !82
  %31 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([17 x float], [17 x float] addrspace(4)* @taps, i64 0, i64 1) to float*), align 4, !dbg !79, !tbaa !36
  %32 = add nsw i32 %6, 1, !dbg !83
  %33 = sext i32 %32 to i64, !dbg !80
  %34 = getelementptr inbounds [32 x [16 x float]], [32 x [16 x float]] addrspace(3)* @_ZZ9conv_colsE4tile, i64 0, i64 %33, i64 %23, !dbg !80
  %35 = addrspacecast float addrspace(3)* %34 to float*, !dbg !80
  %36 = load float, float* %35, align 4, !dbg !80, !tbaa !36
  %37 = fmul contract float %31, %36, !dbg !81
  %38 = fadd contract float %30, %37, !dbg !82
  %39 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([17 x float], [17 x float] addrspace(4)* @taps, i64 0, i64 2) to float*), align 4, !dbg !79, !tbaa !36
  %40 = add nsw i32 %6, 2, !dbg !83
  %41 = sext i32 %40 to i64, !dbg !80
  %42 = getelementptr inbounds [32 x [16 x float]], [32 x [16 x float]] addrspace(3)* @_ZZ9conv_colsE4tile, i64 0, i64 %41, i64 %23, !dbg !80
  %43 = addrspacecast float addrspace(3)* %42 to float*, !dbg !80
  %44 = load float, float* %43, align 4, !dbg !80, !tbaa !36
  %45 = fmul contract float %39, %44, !dbg !81
  %46 = fadd contract float %38, %45, !dbg !82
  %47 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([17 x float], [17 x float] addrspace(4)* @taps, i64 0, i64 3) to float*), align 4, !dbg !79, !tbaa !36
  %48 = add nsw i32 %6, 3, !dbg !83
  %49 = sext i32 %48 to i64, !dbg !80
  %50 = getelementptr inbounds [32 x [16 x float]], [32 x [16 x float]] addrspace(3)* @_ZZ9conv_colsE4tile, i64 0, i64 %49, i64 %23, !dbg !80
  %51 = addrspacecast float addrspace(3)* %50 to float*, !dbg !80
  %52 = load float, float* %51, align 4, !dbg !80, !tbaa !36
  %53 = fmul contract float %47, %52, !dbg !81
  %54 = fadd contract float %46, %53, !dbg !82
  %55 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([17 x float], [17 x float] addrspace(4)* @taps, i64 0, i64 4) to float*), align 4, !dbg !79, !tbaa !36
  %56 = add nsw i32 %6, 4, !dbg !83
  %57 = sext i32 %56 to i64, !dbg !80
  %58 = getelementptr inbounds [32 x [16 x float]], [32 x [16 x float]] addrspace(3)* @_ZZ9conv_colsE4tile, i64 0, i64 %57, i64 %23, !dbg !80
  %59 = addrspacecast float addrspace(3)* %58 to float*, !dbg !80
  %60 = load float, float* %59, align 4, !dbg !80, !tbaa !36
  %61 = fmul contract float %55, %60, !dbg !81
  %62 = fadd contract float %54, %61, !dbg !82
  %63 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([17 x float], [17 x float] addrspace(4)* @taps, i64 0, i64 5) to float*), align 4, !dbg !79, !tbaa !36
  %64 = add nsw i32 %6, 5, !dbg !83
  %65 = sext i32 %64 to i64, !dbg !80
  %66 = getelementptr inbounds [32 x [16 x float]], [32 x [16 x float]] addrspace(3)* @_ZZ9conv_colsE4tile, i64 0, i64 %65, i64 %23, !dbg !80
  %67 = addrspacecast float addrspace(3)* %66 to float*, !dbg !80
  %68 = load float, float* %67, align 4, !dbg !80, !tbaa !36
  %69 = fmul contract float %63, %68, !dbg !81
  %70 = fadd contract float %62, %69, !dbg !82
  %71 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([17 x float], [17 x float] addrspace(4)* @taps, i64 0, i64 6) to float*), align 4, !dbg !79, !tbaa !36
  %72 = add nsw i32 %6, 6, !dbg !83
  %73 = sext i32 %72 to i64, !dbg !80
  %74 = getelementptr inbounds [32 x [16 x float]], [32 x [16 x float]] addrspace(3)* @_ZZ9conv_colsE4tile, i64 0, i64 %73, i64 %23, !dbg !80
  %75 = addrspacecast float addrspace(3)* %74 to float*, !dbg !80
  %76 = load float, float* %75, align 4, !dbg !80, !tbaa !36
  %77 = fmul contract float %71, %76, !dbg !81
  %78 = fadd contract float %70, %77, !dbg !82
  %79 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([17 x float], [17 x float] addrspace(4)* @taps, i64 0, i64 7) to float*), align 4, !dbg !79, !tbaa !36
  %80 = add nsw i32 %6, 7, !dbg !83
  %81 = sext i32 %80 to i64, !dbg !80
  %82 = getelementptr inbounds [32 x [16 x float]], [32 x [16 x float]] addrspace(3)* @_ZZ9conv_colsE4tile, i64 0, i64 %81, i64 %23, !dbg !80
  %83 = addrspacecast float addrspace(3)* %82 to float*, !dbg !80
  %84 = load float, float* %83, align 4, !dbg !80, !tbaa !36
  %85 = fmul contract float %79, %84, !dbg !81
  %86 = fadd contract float %78, %85, !dbg !82
  %87 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([17 x float], [17 x float] addrspace(4)* @taps, i64 0, i64 8) to float*), align 4, !dbg !79, !tbaa !36
  %88 = add nsw i32 %6, 8, !dbg !83
  %89 = sext i32 %88 to i64, !dbg !80
  %90 = getelementptr inbounds [32 x [16 x float]], [32 x [16 x float]] addrspace(3)* @_ZZ9conv_colsE4tile, i64 0, i64 %89, i64 %23, !dbg !80
  %91 = addrspacecast float addrspace(3)* %90 to float*, !dbg !80
  %92 = load float, float* %91, align 4, !dbg !80, !tbaa !36
  %93 = fmul contract float %87, %92, !dbg !81
  %94 = fadd contract float %86, %93, !dbg !82
  %95 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([17 x float], [17 x float] addrspace(4)* @taps, i64 0, i64 9) to float*), align 4, !dbg !79, !tbaa !36
  %96 = add nsw i32 %6, 9, !dbg !83
  %97 = sext i32 %96 to i64, !dbg !80
  %98 = getelementptr inbounds [32 x [16 x float]], [32 x [16 x float]] addrspace(3)* @_ZZ9conv_colsE4tile, i64 0, i64 %97, i64 %23, !dbg !80
  %99 = addrspacecast float addrspace(3)* %98 to float*, !dbg !80
  %100 = load float, float* %99, align 4, !dbg !80, !tbaa !36
  %101 = fmul contract float %95, %100, !dbg !81
  %102 = fadd contract float %94, %101, !dbg !82
  %103 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([17 x float], [17 x float] addrspace(4)* @taps, i64 0, i64 10) to float*), align 4, !dbg !79, !tbaa !36
  %104 = add nsw i32 %6, 10, !dbg !83
  %105 = sext i32 %104 to i64, !dbg !80
  %106 = getelementptr inbounds [32 x [16 x float]], [32 x [16 x float]] addrspace(3)* @_ZZ9conv_colsE4tile, i64 0, i64 %105, i64 %23, !dbg !80
  %107 = addrspacecast float addrspace(3)* %106 to float*, !dbg !80
  %108 = load float, float* %107, align 4, !dbg !80, !tbaa !36
  %109 = fmul contract float %103, %108, !dbg !81
  %110 = fadd contract float %102, %109, !dbg !82
  %111 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([17 x float], [17 x float] addrspace(4)* @taps, i64 0, i64 11) to float*), align 4, !dbg !79, !tbaa !36
  %112 = add nsw i32 %6, 11, !dbg !83
  %113 = sext i32 %112 to i64, !dbg !80
  %114 = getelementptr inbounds [32 x [16 x float]], [32 x [16 x float]] addrspace(3)* @_ZZ9conv_colsE4tile, i64 0, i64 %113, i64 %23, !dbg !80
  %115 = addrspacecast float addrspace(3)* %114 to float*, !dbg !80
  %116 = load float, float* %115, align 4, !dbg !80, !tbaa !36
  %117 = fmul contract float %111, %116, !dbg !81
  %118 = fadd contract float %110, %117, !dbg !82
  %119 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([17 x float], [17 x float] addrspace(4)* @taps, i64 0, i64 12) to float*), align 4, !dbg !79, !tbaa !36
  %120 = add nsw i32 %6, 12, !dbg !83
  %121 = sext i32 %120 to i64, !dbg !80
  %122 = getelementptr inbounds [32 x [16 x float]], [32 x [16 x float]] addrspace(3)* @_ZZ9conv_colsE4tile, i64 0, i64 %121, i64 %23, !dbg !80
  %123 = addrspacecast float addrspace(3)* %122 to float*, !dbg !80
  %124 = load float, float* %123, align 4, !dbg !80, !tbaa !36
  %125 = fmul contract float %119, %124, !dbg !81
  %126 = fadd contract float %118, %125, !dbg !82
  %127 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([17 x float], [17 x float] addrspace(4)* @taps, i64 0, i64 13) to float*), align 4, !dbg !79, !tbaa !36
  %128 = add nsw i32 %6, 13, !dbg !83
  %129 = sext i32 %128 to i64, !dbg !80
  %130 = getelementptr inbounds [32 x [16 x float]], [32 x [16 x float]] addrspace(3)* @_ZZ9conv_colsE4tile, i64 0, i64 %129, i64 %23, !dbg !80
  %131 = addrspacecast float addrspace(3)* %130 to float*, !dbg !80
  %132 = load float, float* %131, align 4, !dbg !80, !tbaa !36
  %133 = fmul contract float %127, %132, !dbg !81
  %134 = fadd contract float %126, %133, !dbg !82
  %135 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([17 x float], [17 x float] addrspace(4)* @taps, i64 0, i64 14) to float*), align 4, !dbg !79, !tbaa !36
  %136 = add nsw i32 %6, 14, !dbg !83
  %137 = sext i32 %136 to i64, !dbg !80
  %138 = getelementptr inbounds [32 x [16 x float]], [32 x [16 x float]] addrspace(3)* @_ZZ9conv_colsE4tile, i64 0, i64 %137, i64 %23, !dbg !80
  %139 = addrspacecast float addrspace(3)* %138 to float*, !dbg !80
  %140 = load float, float* %139, align 4, !dbg !80, !tbaa !36
  %141 = fmul contract float %135, %140, !dbg !81
  %142 = fadd contract float %134, %141, !dbg !82
  %143 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([17 x float], [17 x float] addrspace(4)* @taps, i64 0, i64 15) to float*), align 4, !dbg !79, !tbaa !36
  %144 = add nsw i32 %6, 15, !dbg !83
  %145 = sext i32 %144 to i64, !dbg !80
  %146 = getelementptr inbounds [32 x [16 x float]], [32 x [16 x float]] addrspace(3)* @_ZZ9conv_colsE4tile, i64 0, i64 %145, i64 %23, !dbg !80
  %147 = addrspacecast float addrspace(3)* %146 to float*, !dbg !80
  %148 = load float, float* %147, align 4, !dbg !80, !tbaa !36
  %149 = fmul contract float %143, %148, !dbg !81
  %150 = fadd contract float %142, %149, !dbg !82
  %151 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([17 x float], [17 x float] addrspace(4)* @taps, i64 0, i64 16) to float*), align 4, !dbg !79, !tbaa !36
  %152 = add nsw i32 %6, 16, !dbg !83
  %153 = sext i32 %152 to i64, !dbg !80
  %154 = getelementptr inbounds [32 x [16 x float]], [32 x [16 x float]] addrspace(3)* @_ZZ9conv_colsE4tile, i64 0, i64 %153, i64 %23, !dbg !80
  %155 = addrspacecast float addrspace(3)* %154 to float*, !dbg !80
  %156 = load float, float* %155, align 4, !dbg !80, !tbaa !36
  %157 = fmul contract float %151, %156, !dbg !81
  %158 = fadd contract float %150, %157, !dbg !82
  %159 = mul nsw i32 %12, %2, !dbg !84
  %160 = add nsw i32 %159, %9, !dbg !85
  %161 = sext i32 %160 to i64, !dbg !86
  %162 = getelementptr inbounds float, float* %1, i64 %161, !dbg !86
  store float %158, float* %162, align 4, !dbg !87, !tbaa !36
  br label %183, !dbg !88

163:                                              ; preds = %14, %176
  %164 = phi i32 [ %6, %14 ], [ %181, %176 ]
  %165 = add i32 %15, %164, !dbg !89
  %166 = icmp sgt i32 %165, -1, !dbg !90
  %167 = icmp slt i32 %165, %3
  %168 = and i1 %166, %167, !dbg !91
  %169 = and i1 %16, %168, !dbg !91
  br i1 %169, label %170, label %176, !dbg !91

170:                                              ; preds = %163
  %171 = mul nsw i32 %165, %2, !dbg !92
  %172 = add nsw i32 %171, %9, !dbg !93
  %173 = sext i32 %172 to i64, !dbg !94
  %174 = getelementptr inbounds float, float* %0, i64 %173, !dbg !94
  %175 = load float, float* %174, align 4, !dbg !94, !tbaa !36
  br label %176, !dbg !95

176:                                              ; preds = %163, %170
  %177 = phi contract float [ %175, %170 ], [ 0.000000e+00, %163 ], !dbg !95
  %178 = sext i32 %164 to i64, !dbg !96
  %179 = getelementptr inbounds [32 x [16 x float]], [32 x [16 x float]] addrspace(3)* @_ZZ9conv_colsE4tile, i64 0, i64 %178, i64 %17, !dbg !96
  %180 = addrspacecast float addrspace(3)* %179 to float*, !dbg !96
  store float %177, float* %180, align 4, !dbg !97, !tbaa !36
  %181 = add nsw i32 %164, 16, !dbg !98
  %182 = icmp slt i32 %164, 16, !dbg !74
  br i1 %182, label %163, label %18, !dbg !75, !llvm.loop !99

183:                                              ; preds = %18, %22
  ret void, !dbg !88
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "suites/ilp/convolution.cu", directory: ".")
!2 = !{void (float*, float*, i32, i32)* @conv_rows, !"kernel", i32 1}
!3 = !{void (float*, float*, i32, i32)* @conv_cols, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "conv_rows", scope: !1, file: !1, line: 19, type: !11, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 44, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 44, type: !11, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!15 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!16 = distinct !DILocation(line: 22, column: 12, scope: !10)
!17 = !DILocation(line: 44, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__fetch_y", scope: !15, file: !15, line: 44, type: !11, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!19 = distinct !DILocation(line: 22, column: 30, scope: !10)
!20 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 45, type: !11, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!22 = distinct !DILocation(line: 23, column: 11, scope: !10)
!23 = !DILocation(line: 23, column: 22, scope: !10)
!24 = !DILocation(line: 23, column: 26, scope: !10)
!25 = !DILocation(line: 45, column: 1, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "__fetch_y", scope: !15, file: !15, line: 45, type: !11, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!27 = distinct !DILocation(line: 23, column: 36, scope: !10)
!28 = !DILocation(line: 23, column: 47, scope: !10)
!29 = !DILocation(line: 23, column: 51, scope: !10)
!30 = !DILocation(line: 25, column: 22, scope: !10)
!31 = !DILocation(line: 25, column: 3, scope: !10)
!32 = !DILocation(line: 29, column: 3, scope: !10)
!33 = !DILocation(line: 30, column: 9, scope: !10)
!34 = !DILocation(line: 30, column: 18, scope: !10)
!35 = !DILocation(line: 35, column: 12, scope: !10)
!36 = !{!37, !37, i64 0}
!37 = !{!"float", !38, i64 0}
!38 = !{!"omnipotent char", !39, i64 0}
!39 = !{!"Simple C++ TBAA"}
!40 = !DILocation(line: 35, column: 22, scope: !10)
!41 = !DILocation(line: 35, column: 20, scope: !10)
!42 = !DILocation(line: 35, column: 9, scope: !10)
!43 = !DILocation(line: 35, column: 34, scope: !10)
!44 = !DILocation(line: 36, column: 9, scope: !10)
!45 = !DILocation(line: 36, column: 17, scope: !10)
!46 = !DILocation(line: 36, column: 3, scope: !10)
!47 = !DILocation(line: 36, column: 22, scope: !10)
!48 = !DILocation(line: 37, column: 1, scope: !10)
!49 = !DILocation(line: 26, column: 33, scope: !10)
!50 = !DILocation(line: 27, column: 22, scope: !10)
!51 = !DILocation(line: 27, column: 27, scope: !10)
!52 = !DILocation(line: 27, column: 70, scope: !10)
!53 = !DILocation(line: 27, column: 57, scope: !10)
!54 = !DILocation(line: 27, column: 19, scope: !10)
!55 = !DILocation(line: 27, column: 5, scope: !10)
!56 = !DILocation(line: 27, column: 17, scope: !10)
!57 = !DILocation(line: 25, column: 37, scope: !10)
!58 = distinct !{!58, !31, !59, !60}
!59 = !DILocation(line: 28, column: 3, scope: !10)
!60 = !{!"llvm.loop.mustprogress"}
!61 = distinct !DISubprogram(name: "conv_cols", scope: !1, file: !1, line: 39, type: !11, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!62 = !DILocation(line: 44, column: 1, scope: !14, inlinedAt: !63)
!63 = distinct !DILocation(line: 42, column: 12, scope: !61)
!64 = !DILocation(line: 44, column: 1, scope: !18, inlinedAt: !65)
!65 = distinct !DILocation(line: 42, column: 30, scope: !61)
!66 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !67)
!67 = distinct !DILocation(line: 43, column: 11, scope: !61)
!68 = !DILocation(line: 43, column: 22, scope: !61)
!69 = !DILocation(line: 43, column: 26, scope: !61)
!70 = !DILocation(line: 45, column: 1, scope: !26, inlinedAt: !71)
!71 = distinct !DILocation(line: 43, column: 36, scope: !61)
!72 = !DILocation(line: 43, column: 47, scope: !61)
!73 = !DILocation(line: 43, column: 51, scope: !61)
!74 = !DILocation(line: 44, column: 22, scope: !61)
!75 = !DILocation(line: 44, column: 3, scope: !61)
!76 = !DILocation(line: 48, column: 3, scope: !61)
!77 = !DILocation(line: 49, column: 9, scope: !61)
!78 = !DILocation(line: 49, column: 18, scope: !61)
!79 = !DILocation(line: 54, column: 12, scope: !61)
!80 = !DILocation(line: 54, column: 22, scope: !61)
!81 = !DILocation(line: 54, column: 20, scope: !61)
!82 = !DILocation(line: 54, column: 9, scope: !61)
!83 = !DILocation(line: 54, column: 30, scope: !61)
!84 = !DILocation(line: 55, column: 9, scope: !61)
!85 = !DILocation(line: 55, column: 17, scope: !61)
!86 = !DILocation(line: 55, column: 3, scope: !61)
!87 = !DILocation(line: 55, column: 22, scope: !61)
!88 = !DILocation(line: 56, column: 1, scope: !61)
!89 = !DILocation(line: 45, column: 33, scope: !61)
!90 = !DILocation(line: 46, column: 22, scope: !61)
!91 = !DILocation(line: 46, column: 27, scope: !61)
!92 = !DILocation(line: 46, column: 63, scope: !61)
!93 = !DILocation(line: 46, column: 71, scope: !61)
!94 = !DILocation(line: 46, column: 57, scope: !61)
!95 = !DILocation(line: 46, column: 19, scope: !61)
!96 = !DILocation(line: 46, column: 5, scope: !61)
!97 = !DILocation(line: 46, column: 17, scope: !61)
!98 = !DILocation(line: 44, column: 37, scope: !61)
!99 = distinct !{!99, !75, !100, !60}
!100 = !DILocation(line: 47, column: 3, scope: !61)
