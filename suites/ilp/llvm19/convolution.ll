; ModuleID = 'suites/ilp/convolution.cu'
source_filename = "suites/ilp/convolution.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@taps = dso_local addrspace(4) externally_initialized global [17 x float] [float 0x3F50624DE0000000, float 0x3F689374C0000000, float 0x3F80624DE0000000, float 0x3F926E9780000000, float 0x3FA1EB8520000000, float 0x3FAE353F80000000, float 0x3FB645A1C0000000, float 0x3FBCAC0840000000, float 0x3FC3B645A0000000, float 0x3FBCAC0840000000, float 0x3FB645A1C0000000, float 0x3FAE353F80000000, float 0x3FA1EB8520000000, float 0x3F926E9780000000, float 0x3F80624DE0000000, float 0x3F689374C0000000, float 0x3F50624DE0000000], align 4
@_ZZ9conv_rowsE4tile = internal unnamed_addr addrspace(3) global [16 x [32 x float]] undef, align 4
@_ZZ9conv_colsE4tile = internal unnamed_addr addrspace(3) global [32 x [16 x float]] undef, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @taps to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @conv_rows(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !10 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !17
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %8 = shl i32 %7, 4, !dbg !23
  %9 = add i32 %8, %5, !dbg !24
  %10 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !25
  %11 = shl nuw nsw i32 %10, 4, !dbg !28
  %12 = add nuw nsw i32 %11, %6, !dbg !29
  %13 = icmp ult i32 %5, 32, !dbg !30
  br i1 %13, label %14, label %19, !dbg !31

14:                                               ; preds = %4
  %15 = add i32 %8, -8
  %16 = icmp slt i32 %12, %3
  %17 = mul nsw i32 %12, %2
  %18 = zext nneg i32 %6 to i64
  br label %147, !dbg !31

19:                                               ; preds = %159, %4
  tail call void @llvm.nvvm.barrier0(), !dbg !32
  %20 = icmp slt i32 %9, %2, !dbg !33
  %21 = icmp slt i32 %12, %3
  %22 = and i1 %20, %21, !dbg !34
  br i1 %22, label %23, label %165, !dbg !34

23:                                               ; preds = %19
  %24 = zext nneg i32 %6 to i64
  %25 = load float, ptr addrspacecast (ptr addrspace(4) @taps to ptr), align 4, !dbg !35, !tbaa !36
  %26 = zext nneg i32 %5 to i64, !dbg !40
  %27 = getelementptr inbounds [16 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9conv_rowsE4tile to ptr), i64 0, i64 %24, i64 %26, !dbg !40
  %28 = load float, ptr %27, align 4, !dbg !40, !tbaa !36
  %29 = fmul contract float %25, %28, !dbg !41
  %30 = fadd contract float %29, 0.000000e+00, !dbg !42
  %31 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 4), align 4, !dbg !35, !tbaa !36
  %32 = add nuw nsw i32 %5, 1, !dbg !43
  %33 = zext nneg i32 %32 to i64, !dbg !40
  %34 = getelementptr inbounds [16 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9conv_rowsE4tile to ptr), i64 0, i64 %24, i64 %33, !dbg !40
  %35 = load float, ptr %34, align 4, !dbg !40, !tbaa !36
  %36 = fmul contract float %31, %35, !dbg !41
  %37 = fadd contract float %30, %36, !dbg !42
  %38 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 8), align 4, !dbg !35, !tbaa !36
  %39 = add nuw nsw i32 %5, 2, !dbg !43
  %40 = zext nneg i32 %39 to i64, !dbg !40
  %41 = getelementptr inbounds [16 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9conv_rowsE4tile to ptr), i64 0, i64 %24, i64 %40, !dbg !40
  %42 = load float, ptr %41, align 4, !dbg !40, !tbaa !36
  %43 = fmul contract float %38, %42, !dbg !41
  %44 = fadd contract float %37, %43, !dbg !42
  %45 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 12), align 4, !dbg !35, !tbaa !36
  %46 = add nuw nsw i32 %5, 3, !dbg !43
  %47 = zext nneg i32 %46 to i64, !dbg !40
  %48 = getelementptr inbounds [16 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9conv_rowsE4tile to ptr), i64 0, i64 %24, i64 %47, !dbg !40
  %49 = load float, ptr %48, align 4, !dbg !40, !tbaa !36
  %50 = fmul contract float %45, %49, !dbg !41
  %51 = fadd contract float %44, %50, !dbg !42
  %52 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 16), align 4, !dbg !35, !tbaa !36
  %53 = add nuw nsw i32 %5, 4, !dbg !43
  %54 = zext nneg i32 %53 to i64, !dbg !40
  %55 = getelementptr inbounds [16 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9conv_rowsE4tile to ptr), i64 0, i64 %24, i64 %54, !dbg !40
  %56 = load float, ptr %55, align 4, !dbg !40, !tbaa !36
  %57 = fmul contract float %52, %56, !dbg !41
  %58 = fadd contract float %51, %57, !dbg !42
  %59 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 20), align 4, !dbg !35, !tbaa !36
  %60 = add nuw nsw i32 %5, 5, !dbg !43
  %61 = zext nneg i32 %60 to i64, !dbg !40
  %62 = getelementptr inbounds [16 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9conv_rowsE4tile to ptr), i64 0, i64 %24, i64 %61, !dbg !40
  %63 = load float, ptr %62, align 4, !dbg !40, !tbaa !36
  %64 = fmul contract float %59, %63, !dbg !41
  %65 = fadd contract float %58, %64, !dbg !42
  %66 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 24), align 4, !dbg !35, !tbaa !36
  %67 = add nuw nsw i32 %5, 6, !dbg !43
  %68 = zext nneg i32 %67 to i64, !dbg !40
  %69 = getelementptr inbounds [16 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9conv_rowsE4tile to ptr), i64 0, i64 %24, i64 %68, !dbg !40
  %70 = load float, ptr %69, align 4, !dbg !40, !tbaa !36
  %71 = fmul contract float %66, %70, !dbg !41
  %72 = fadd contract float %65, %71, !dbg !42
  %73 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 28), align 4, !dbg !35, !tbaa !36
  %74 = add nuw nsw i32 %5, 7, !dbg !43
  %75 = zext nneg i32 %74 to i64, !dbg !40
  %76 = getelementptr inbounds [16 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9conv_rowsE4tile to ptr), i64 0, i64 %24, i64 %75, !dbg !40
  %77 = load float, ptr %76, align 4, !dbg !40, !tbaa !36
  %78 = fmul contract float %73, %77, !dbg !41
  %79 = fadd contract float %72, %78, !dbg !42
  %80 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 32), align 4, !dbg !35, !tbaa !36
  %81 = add nuw nsw i32 %5, 8, !dbg !43
  %82 = zext nneg i32 %81 to i64, !dbg !40
  %83 = getelementptr inbounds [16 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9conv_rowsE4tile to ptr), i64 0, i64 %24, i64 %82, !dbg !40
  %84 = load float, ptr %83, align 4, !dbg !40, !tbaa !36
  %85 = fmul contract float %80, %84, !dbg !41
  %86 = fadd contract float %79, %85, !dbg !42
  %87 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 36), align 4, !dbg !35, !tbaa !36
  %88 = add nuw nsw i32 %5, 9, !dbg !43
  %89 = zext nneg i32 %88 to i64, !dbg !40
  %90 = getelementptr inbounds [16 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9conv_rowsE4tile to ptr), i64 0, i64 %24, i64 %89, !dbg !40
  %91 = load float, ptr %90, align 4, !dbg !40, !tbaa !36
  %92 = fmul contract float %87, %91, !dbg !41
  %93 = fadd contract float %86, %92, !dbg !42
  %94 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 40), align 4, !dbg !35, !tbaa !36
  %95 = add nuw nsw i32 %5, 10, !dbg !43
  %96 = zext nneg i32 %95 to i64, !dbg !40
  %97 = getelementptr inbounds [16 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9conv_rowsE4tile to ptr), i64 0, i64 %24, i64 %96, !dbg !40
  %98 = load float, ptr %97, align 4, !dbg !40, !tbaa !36
  %99 = fmul contract float %94, %98, !dbg !41
  %100 = fadd contract float %93, %99, !dbg !42
  %101 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 44), align 4, !dbg !35, !tbaa !36
  %102 = add nuw nsw i32 %5, 11, !dbg !43
  %103 = zext nneg i32 %102 to i64, !dbg !40
  %104 = getelementptr inbounds [16 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9conv_rowsE4tile to ptr), i64 0, i64 %24, i64 %103, !dbg !40
  %105 = load float, ptr %104, align 4, !dbg !40, !tbaa !36
  %106 = fmul contract float %101, %105, !dbg !41
  %107 = fadd contract float %100, %106, !dbg !42
  %108 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 48), align 4, !dbg !35, !tbaa !36
  %109 = add nuw nsw i32 %5, 12, !dbg !43
  %110 = zext nneg i32 %109 to i64, !dbg !40
  %111 = getelementptr inbounds [16 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9conv_rowsE4tile to ptr), i64 0, i64 %24, i64 %110, !dbg !40
  %112 = load float, ptr %111, align 4, !dbg !40, !tbaa !36
  %113 = fmul contract float %108, %112, !dbg !41
  %114 = fadd contract float %107, %113, !dbg !42
  %115 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 52), align 4, !dbg !35, !tbaa !36
  %116 = add nuw nsw i32 %5, 13, !dbg !43
  %117 = zext nneg i32 %116 to i64, !dbg !40
  %118 = getelementptr inbounds [16 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9conv_rowsE4tile to ptr), i64 0, i64 %24, i64 %117, !dbg !40
  %119 = load float, ptr %118, align 4, !dbg !40, !tbaa !36
  %120 = fmul contract float %115, %119, !dbg !41
  %121 = fadd contract float %114, %120, !dbg !42
  %122 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 56), align 4, !dbg !35, !tbaa !36
  %123 = add nuw nsw i32 %5, 14, !dbg !43
  %124 = zext nneg i32 %123 to i64, !dbg !40
  %125 = getelementptr inbounds [16 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9conv_rowsE4tile to ptr), i64 0, i64 %24, i64 %124, !dbg !40
  %126 = load float, ptr %125, align 4, !dbg !40, !tbaa !36
  %127 = fmul contract float %122, %126, !dbg !41
  %128 = fadd contract float %121, %127, !dbg !42
  %129 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 60), align 4, !dbg !35, !tbaa !36
  %130 = add nuw nsw i32 %5, 15, !dbg !43
  %131 = zext nneg i32 %130 to i64, !dbg !40
  %132 = getelementptr inbounds [16 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9conv_rowsE4tile to ptr), i64 0, i64 %24, i64 %131, !dbg !40
  %133 = load float, ptr %132, align 4, !dbg !40, !tbaa !36
  %134 = fmul contract float %129, %133, !dbg !41
  %135 = fadd contract float %128, %134, !dbg !42
  %136 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 64), align 4, !dbg !35, !tbaa !36
  %137 = add nuw nsw i32 %5, 16, !dbg !43
  %138 = zext nneg i32 %137 to i64, !dbg !40
  %139 = getelementptr inbounds [16 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9conv_rowsE4tile to ptr), i64 0, i64 %24, i64 %138, !dbg !40
  %140 = load float, ptr %139, align 4, !dbg !40, !tbaa !36
  %141 = fmul contract float %136, %140, !dbg !41
  %142 = fadd contract float %135, %141, !dbg !42
  %143 = mul nsw i32 %12, %2, !dbg !44
  %144 = add nsw i32 %143, %9, !dbg !45
  %145 = sext i32 %144 to i64, !dbg !46
  %146 = getelementptr inbounds float, ptr %1, i64 %145, !dbg !46
  store float %142, ptr %146, align 4, !dbg !47, !tbaa !36
  br label %165, !dbg !48

147:                                              ; preds = %14, %159
  %148 = phi i32 [ %5, %14 ], [ %163, %159 ]
  %149 = add i32 %15, %148, !dbg !49
  %150 = icmp sgt i32 %149, -1, !dbg !50
  %151 = icmp slt i32 %149, %2
  %152 = and i1 %150, %151, !dbg !51
  %153 = and i1 %16, %152, !dbg !51
  br i1 %153, label %154, label %159, !dbg !51

154:                                              ; preds = %147
  %155 = add nsw i32 %149, %17
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds float, ptr %0, i64 %156
  %158 = load float, ptr %157, align 4, !dbg !52, !tbaa !36
  br label %159, !dbg !53

159:                                              ; preds = %147, %154
  %160 = phi contract float [ %158, %154 ], [ 0.000000e+00, %147 ], !dbg !53
  %161 = zext nneg i32 %148 to i64, !dbg !54
  %162 = getelementptr inbounds [16 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9conv_rowsE4tile to ptr), i64 0, i64 %18, i64 %161, !dbg !54
  store float %160, ptr %162, align 4, !dbg !55, !tbaa !36
  %163 = add nuw nsw i32 %148, 16, !dbg !56
  %164 = icmp ult i32 %148, 16, !dbg !30
  br i1 %164, label %147, label %19, !dbg !31, !llvm.loop !57

165:                                              ; preds = %19, %23
  ret void, !dbg !48
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @conv_cols(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !60 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !61
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !63
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !65
  %8 = shl i32 %7, 4, !dbg !67
  %9 = add i32 %8, %5, !dbg !68
  %10 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !69
  %11 = shl nuw nsw i32 %10, 4, !dbg !71
  %12 = add nuw nsw i32 %11, %6, !dbg !72
  %13 = icmp ult i32 %6, 32, !dbg !73
  br i1 %13, label %14, label %18, !dbg !74

14:                                               ; preds = %4
  %15 = add nsw i32 %11, -8
  %16 = icmp slt i32 %9, %2
  %17 = zext nneg i32 %5 to i64
  br label %146, !dbg !74

18:                                               ; preds = %159, %4
  tail call void @llvm.nvvm.barrier0(), !dbg !75
  %19 = icmp slt i32 %9, %2, !dbg !76
  %20 = icmp slt i32 %12, %3
  %21 = and i1 %19, %20, !dbg !77
  br i1 %21, label %22, label %165, !dbg !77

22:                                               ; preds = %18
  %23 = zext nneg i32 %5 to i64
  %24 = load float, ptr addrspacecast (ptr addrspace(4) @taps to ptr), align 4, !dbg !78, !tbaa !36
  %25 = zext nneg i32 %6 to i64, !dbg !79
  %26 = getelementptr inbounds [32 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9conv_colsE4tile to ptr), i64 0, i64 %25, i64 %23, !dbg !79
  %27 = load float, ptr %26, align 4, !dbg !79, !tbaa !36
  %28 = fmul contract float %24, %27, !dbg !80
  %29 = fadd contract float %28, 0.000000e+00, !dbg !81
  %30 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 4), align 4, !dbg !78, !tbaa !36
  %31 = add nuw nsw i32 %6, 1, !dbg !82
  %32 = zext nneg i32 %31 to i64, !dbg !79
  %33 = getelementptr inbounds [32 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9conv_colsE4tile to ptr), i64 0, i64 %32, i64 %23, !dbg !79
  %34 = load float, ptr %33, align 4, !dbg !79, !tbaa !36
  %35 = fmul contract float %30, %34, !dbg !80
  %36 = fadd contract float %29, %35, !dbg !81
  %37 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 8), align 4, !dbg !78, !tbaa !36
  %38 = add nuw nsw i32 %6, 2, !dbg !82
  %39 = zext nneg i32 %38 to i64, !dbg !79
  %40 = getelementptr inbounds [32 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9conv_colsE4tile to ptr), i64 0, i64 %39, i64 %23, !dbg !79
  %41 = load float, ptr %40, align 4, !dbg !79, !tbaa !36
  %42 = fmul contract float %37, %41, !dbg !80
  %43 = fadd contract float %36, %42, !dbg !81
  %44 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 12), align 4, !dbg !78, !tbaa !36
  %45 = add nuw nsw i32 %6, 3, !dbg !82
  %46 = zext nneg i32 %45 to i64, !dbg !79
  %47 = getelementptr inbounds [32 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9conv_colsE4tile to ptr), i64 0, i64 %46, i64 %23, !dbg !79
  %48 = load float, ptr %47, align 4, !dbg !79, !tbaa !36
  %49 = fmul contract float %44, %48, !dbg !80
  %50 = fadd contract float %43, %49, !dbg !81
  %51 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 16), align 4, !dbg !78, !tbaa !36
  %52 = add nuw nsw i32 %6, 4, !dbg !82
  %53 = zext nneg i32 %52 to i64, !dbg !79
  %54 = getelementptr inbounds [32 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9conv_colsE4tile to ptr), i64 0, i64 %53, i64 %23, !dbg !79
  %55 = load float, ptr %54, align 4, !dbg !79, !tbaa !36
  %56 = fmul contract float %51, %55, !dbg !80
  %57 = fadd contract float %50, %56, !dbg !81
  %58 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 20), align 4, !dbg !78, !tbaa !36
  %59 = add nuw nsw i32 %6, 5, !dbg !82
  %60 = zext nneg i32 %59 to i64, !dbg !79
  %61 = getelementptr inbounds [32 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9conv_colsE4tile to ptr), i64 0, i64 %60, i64 %23, !dbg !79
  %62 = load float, ptr %61, align 4, !dbg !79, !tbaa !36
  %63 = fmul contract float %58, %62, !dbg !80
  %64 = fadd contract float %57, %63, !dbg !81
  %65 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 24), align 4, !dbg !78, !tbaa !36
  %66 = add nuw nsw i32 %6, 6, !dbg !82
  %67 = zext nneg i32 %66 to i64, !dbg !79
  %68 = getelementptr inbounds [32 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9conv_colsE4tile to ptr), i64 0, i64 %67, i64 %23, !dbg !79
  %69 = load float, ptr %68, align 4, !dbg !79, !tbaa !36
  %70 = fmul contract float %65, %69, !dbg !80
  %71 = fadd contract float %64, %70, !dbg !81
  %72 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 28), align 4, !dbg !78, !tbaa !36
  %73 = add nuw nsw i32 %6, 7, !dbg !82
  %74 = zext nneg i32 %73 to i64, !dbg !79
  %75 = getelementptr inbounds [32 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9conv_colsE4tile to ptr), i64 0, i64 %74, i64 %23, !dbg !79
  %76 = load float, ptr %75, align 4, !dbg !79, !tbaa !36
  %77 = fmul contract float %72, %76, !dbg !80
  %78 = fadd contract float %71, %77, !dbg !81
  %79 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 32), align 4, !dbg !78, !tbaa !36
  %80 = add nuw nsw i32 %6, 8, !dbg !82
  %81 = zext nneg i32 %80 to i64, !dbg !79
  %82 = getelementptr inbounds [32 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9conv_colsE4tile to ptr), i64 0, i64 %81, i64 %23, !dbg !79
  %83 = load float, ptr %82, align 4, !dbg !79, !tbaa !36
  %84 = fmul contract float %79, %83, !dbg !80
  %85 = fadd contract float %78, %84, !dbg !81
  %86 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 36), align 4, !dbg !78, !tbaa !36
  %87 = add nuw nsw i32 %6, 9, !dbg !82
  %88 = zext nneg i32 %87 to i64, !dbg !79
  %89 = getelementptr inbounds [32 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9conv_colsE4tile to ptr), i64 0, i64 %88, i64 %23, !dbg !79
  %90 = load float, ptr %89, align 4, !dbg !79, !tbaa !36
  %91 = fmul contract float %86, %90, !dbg !80
  %92 = fadd contract float %85, %91, !dbg !81
  %93 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 40), align 4, !dbg !78, !tbaa !36
  %94 = add nuw nsw i32 %6, 10, !dbg !82
  %95 = zext nneg i32 %94 to i64, !dbg !79
  %96 = getelementptr inbounds [32 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9conv_colsE4tile to ptr), i64 0, i64 %95, i64 %23, !dbg !79
  %97 = load float, ptr %96, align 4, !dbg !79, !tbaa !36
  %98 = fmul contract float %93, %97, !dbg !80
  %99 = fadd contract float %92, %98, !dbg !81
  %100 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 44), align 4, !dbg !78, !tbaa !36
  %101 = add nuw nsw i32 %6, 11, !dbg !82
  %102 = zext nneg i32 %101 to i64, !dbg !79
  %103 = getelementptr inbounds [32 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9conv_colsE4tile to ptr), i64 0, i64 %102, i64 %23, !dbg !79
  %104 = load float, ptr %103, align 4, !dbg !79, !tbaa !36
  %105 = fmul contract float %100, %104, !dbg !80
  %106 = fadd contract float %99, %105, !dbg !81
  %107 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 48), align 4, !dbg !78, !tbaa !36
  %108 = add nuw nsw i32 %6, 12, !dbg !82
  %109 = zext nneg i32 %108 to i64, !dbg !79
  %110 = getelementptr inbounds [32 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9conv_colsE4tile to ptr), i64 0, i64 %109, i64 %23, !dbg !79
  %111 = load float, ptr %110, align 4, !dbg !79, !tbaa !36
  %112 = fmul contract float %107, %111, !dbg !80
  %113 = fadd contract float %106, %112, !dbg !81
  %114 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 52), align 4, !dbg !78, !tbaa !36
  %115 = add nuw nsw i32 %6, 13, !dbg !82
  %116 = zext nneg i32 %115 to i64, !dbg !79
  %117 = getelementptr inbounds [32 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9conv_colsE4tile to ptr), i64 0, i64 %116, i64 %23, !dbg !79
  %118 = load float, ptr %117, align 4, !dbg !79, !tbaa !36
  %119 = fmul contract float %114, %118, !dbg !80
  %120 = fadd contract float %113, %119, !dbg !81
  %121 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 56), align 4, !dbg !78, !tbaa !36
  %122 = add nuw nsw i32 %6, 14, !dbg !82
  %123 = zext nneg i32 %122 to i64, !dbg !79
  %124 = getelementptr inbounds [32 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9conv_colsE4tile to ptr), i64 0, i64 %123, i64 %23, !dbg !79
  %125 = load float, ptr %124, align 4, !dbg !79, !tbaa !36
  %126 = fmul contract float %121, %125, !dbg !80
  %127 = fadd contract float %120, %126, !dbg !81
  %128 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 60), align 4, !dbg !78, !tbaa !36
  %129 = add nuw nsw i32 %6, 15, !dbg !82
  %130 = zext nneg i32 %129 to i64, !dbg !79
  %131 = getelementptr inbounds [32 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9conv_colsE4tile to ptr), i64 0, i64 %130, i64 %23, !dbg !79
  %132 = load float, ptr %131, align 4, !dbg !79, !tbaa !36
  %133 = fmul contract float %128, %132, !dbg !80
  %134 = fadd contract float %127, %133, !dbg !81
  %135 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 64), align 4, !dbg !78, !tbaa !36
  %136 = add nuw nsw i32 %6, 16, !dbg !82
  %137 = zext nneg i32 %136 to i64, !dbg !79
  %138 = getelementptr inbounds [32 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9conv_colsE4tile to ptr), i64 0, i64 %137, i64 %23, !dbg !79
  %139 = load float, ptr %138, align 4, !dbg !79, !tbaa !36
  %140 = fmul contract float %135, %139, !dbg !80
  %141 = fadd contract float %134, %140, !dbg !81
  %142 = mul nsw i32 %12, %2, !dbg !83
  %143 = add nsw i32 %142, %9, !dbg !84
  %144 = sext i32 %143 to i64, !dbg !85
  %145 = getelementptr inbounds float, ptr %1, i64 %144, !dbg !85
  store float %141, ptr %145, align 4, !dbg !86, !tbaa !36
  br label %165, !dbg !87

146:                                              ; preds = %14, %159
  %147 = phi i32 [ %6, %14 ], [ %163, %159 ]
  %148 = add nsw i32 %15, %147, !dbg !88
  %149 = icmp sgt i32 %148, -1, !dbg !89
  %150 = icmp slt i32 %148, %3
  %151 = and i1 %149, %150, !dbg !90
  %152 = and i1 %16, %151, !dbg !90
  br i1 %152, label %153, label %159, !dbg !90

153:                                              ; preds = %146
  %154 = mul nsw i32 %148, %2
  %155 = add nsw i32 %154, %9
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds float, ptr %0, i64 %156
  %158 = load float, ptr %157, align 4, !dbg !91, !tbaa !36
  br label %159, !dbg !92

159:                                              ; preds = %146, %153
  %160 = phi contract float [ %158, %153 ], [ 0.000000e+00, %146 ], !dbg !92
  %161 = zext nneg i32 %147 to i64, !dbg !93
  %162 = getelementptr inbounds [32 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9conv_colsE4tile to ptr), i64 0, i64 %161, i64 %17, !dbg !93
  store float %160, ptr %162, align 4, !dbg !94, !tbaa !36
  %163 = add nuw nsw i32 %147, 16, !dbg !95
  %164 = icmp ult i32 %147, 16, !dbg !73
  br i1 %164, label %146, label %18, !dbg !74, !llvm.loop !96

165:                                              ; preds = %18, %22
  ret void, !dbg !87
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "suites/ilp/convolution.cu", directory: ".")
!2 = !{ptr @conv_rows, !"kernel", i32 1}
!3 = !{ptr @conv_cols, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "conv_rows", scope: !1, file: !1, line: 19, type: !11, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 44, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 44, type: !11, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!16 = distinct !DILocation(line: 22, column: 12, scope: !10)
!17 = !DILocation(line: 44, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__fetch_y", scope: !15, file: !15, line: 44, type: !11, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 22, column: 30, scope: !10)
!20 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 45, type: !11, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 23, column: 11, scope: !10)
!23 = !DILocation(line: 23, column: 22, scope: !10)
!24 = !DILocation(line: 23, column: 26, scope: !10)
!25 = !DILocation(line: 45, column: 1, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "__fetch_y", scope: !15, file: !15, line: 45, type: !11, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!52 = !DILocation(line: 27, column: 57, scope: !10)
!53 = !DILocation(line: 27, column: 19, scope: !10)
!54 = !DILocation(line: 27, column: 5, scope: !10)
!55 = !DILocation(line: 27, column: 17, scope: !10)
!56 = !DILocation(line: 25, column: 37, scope: !10)
!57 = distinct !{!57, !31, !58, !59}
!58 = !DILocation(line: 28, column: 3, scope: !10)
!59 = !{!"llvm.loop.mustprogress"}
!60 = distinct !DISubprogram(name: "conv_cols", scope: !1, file: !1, line: 39, type: !11, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!61 = !DILocation(line: 44, column: 1, scope: !14, inlinedAt: !62)
!62 = distinct !DILocation(line: 42, column: 12, scope: !60)
!63 = !DILocation(line: 44, column: 1, scope: !18, inlinedAt: !64)
!64 = distinct !DILocation(line: 42, column: 30, scope: !60)
!65 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !66)
!66 = distinct !DILocation(line: 43, column: 11, scope: !60)
!67 = !DILocation(line: 43, column: 22, scope: !60)
!68 = !DILocation(line: 43, column: 26, scope: !60)
!69 = !DILocation(line: 45, column: 1, scope: !26, inlinedAt: !70)
!70 = distinct !DILocation(line: 43, column: 36, scope: !60)
!71 = !DILocation(line: 43, column: 47, scope: !60)
!72 = !DILocation(line: 43, column: 51, scope: !60)
!73 = !DILocation(line: 44, column: 22, scope: !60)
!74 = !DILocation(line: 44, column: 3, scope: !60)
!75 = !DILocation(line: 48, column: 3, scope: !60)
!76 = !DILocation(line: 49, column: 9, scope: !60)
!77 = !DILocation(line: 49, column: 18, scope: !60)
!78 = !DILocation(line: 54, column: 12, scope: !60)
!79 = !DILocation(line: 54, column: 22, scope: !60)
!80 = !DILocation(line: 54, column: 20, scope: !60)
!81 = !DILocation(line: 54, column: 9, scope: !60)
!82 = !DILocation(line: 54, column: 30, scope: !60)
!83 = !DILocation(line: 55, column: 9, scope: !60)
!84 = !DILocation(line: 55, column: 17, scope: !60)
!85 = !DILocation(line: 55, column: 3, scope: !60)
!86 = !DILocation(line: 55, column: 22, scope: !60)
!87 = !DILocation(line: 56, column: 1, scope: !60)
!88 = !DILocation(line: 45, column: 33, scope: !60)
!89 = !DILocation(line: 46, column: 22, scope: !60)
!90 = !DILocation(line: 46, column: 27, scope: !60)
!91 = !DILocation(line: 46, column: 57, scope: !60)
!92 = !DILocation(line: 46, column: 19, scope: !60)
!93 = !DILocation(line: 46, column: 5, scope: !60)
!94 = !DILocation(line: 46, column: 17, scope: !60)
!95 = !DILocation(line: 44, column: 37, scope: !60)
!96 = distinct !{!96, !74, !97, !59}
!97 = !DILocation(line: 47, column: 3, scope: !60)
