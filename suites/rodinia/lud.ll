; ModuleID = 'suites/rodinia/lud.cu'
source_filename = "suites/rodinia/lud.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12lud_diagonalE1a = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ13lud_perimeterE3dia = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ13lud_perimeterE3row = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ13lud_perimeterE3col = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ12lud_internalE1u = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ12lud_internalE1l = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @lud_diagonal(float* nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !11 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !14
  %5 = add i32 %4, %2
  %6 = sext i32 %4 to i64
  br label %10, !dbg !18

7:                                                ; preds = %10
  tail call void @llvm.nvvm.barrier0(), !dbg !19
  %8 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12lud_diagonalE1a, i64 0, i64 %6, i64 0
  %9 = addrspacecast float addrspace(3)* %8 to float*
  br label %33, !dbg !20

10:                                               ; preds = %10, %3
  %11 = phi i32 [ 0, %3 ], [ %31, %10 ]
  %12 = add nsw i32 %11, %2, !dbg !21
  %13 = mul nsw i32 %12, %1, !dbg !22
  %14 = add i32 %5, %13, !dbg !23
  %15 = sext i32 %14 to i64, !dbg !24
  %16 = getelementptr inbounds float, float* %0, i64 %15, !dbg !24
  %17 = load float, float* %16, align 4, !dbg !24, !tbaa !25
  %18 = zext i32 %11 to i64, !dbg !29
  %19 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12lud_diagonalE1a, i64 0, i64 %18, i64 %6, !dbg !29
  %20 = addrspacecast float addrspace(3)* %19 to float*, !dbg !29
  store float %17, float* %20, align 4, !dbg !30, !tbaa !25
  %21 = or i32 %11, 1, !dbg !31
  %22 = add nsw i32 %21, %2, !dbg !21
  %23 = mul nsw i32 %22, %1, !dbg !22
  %24 = add i32 %5, %23, !dbg !23
  %25 = sext i32 %24 to i64, !dbg !24
  %26 = getelementptr inbounds float, float* %0, i64 %25, !dbg !24
  %27 = load float, float* %26, align 4, !dbg !24, !tbaa !25
  %28 = zext i32 %21 to i64, !dbg !29
  %29 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12lud_diagonalE1a, i64 0, i64 %28, i64 %6, !dbg !29
  %30 = addrspacecast float addrspace(3)* %29 to float*, !dbg !29
  store float %27, float* %30, align 4, !dbg !30, !tbaa !25
  %31 = add nuw nsw i32 %11, 2, !dbg !31
  %32 = icmp eq i32 %31, 16, !dbg !32
  br i1 %32, label %7, label %10, !dbg !18, !llvm.loop !33

33:                                               ; preds = %7, %151
  %34 = phi i32 [ 1, %7 ], [ %152, %151 ]
  %35 = phi i32 [ 0, %7 ], [ %101, %151 ]
  %36 = icmp sgt i32 %4, %35, !dbg !36
  br i1 %36, label %37, label %100, !dbg !37

37:                                               ; preds = %33
  %38 = icmp eq i32 %35, 0, !dbg !38
  br i1 %38, label %39, label %41, !dbg !39

39:                                               ; preds = %37
  %40 = load float, float* %9, align 4, !dbg !40, !tbaa !25
  br label %65, !dbg !39

41:                                               ; preds = %37
  %42 = zext i32 %35 to i64
  %43 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12lud_diagonalE1a, i64 0, i64 %6, i64 %42
  %44 = addrspacecast float addrspace(3)* %43 to float*
  %45 = load float, float* %44, align 4, !dbg !41, !tbaa !25
  %46 = and i32 %35, 1, !dbg !39
  %47 = icmp eq i32 %35, 1, !dbg !39
  br i1 %47, label %50, label %48, !dbg !39

48:                                               ; preds = %41
  %49 = and i32 %35, 2147483646, !dbg !39
  br label %74, !dbg !39

50:                                               ; preds = %74, %41
  %51 = phi float [ undef, %41 ], [ %96, %74 ]
  %52 = phi float [ %45, %41 ], [ %96, %74 ]
  %53 = phi i32 [ 0, %41 ], [ %97, %74 ]
  %54 = icmp eq i32 %46, 0, !dbg !39
  br i1 %54, label %65, label %55, !dbg !39

55:                                               ; preds = %50
  %56 = zext i32 %53 to i64, !dbg !42
  %57 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12lud_diagonalE1a, i64 0, i64 %6, i64 %56, !dbg !42
  %58 = addrspacecast float addrspace(3)* %57 to float*, !dbg !42
  %59 = load float, float* %58, align 4, !dbg !42, !tbaa !25
  %60 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12lud_diagonalE1a, i64 0, i64 %56, i64 %42, !dbg !43
  %61 = addrspacecast float addrspace(3)* %60 to float*, !dbg !43
  %62 = load float, float* %61, align 4, !dbg !43, !tbaa !25
  %63 = fmul contract float %59, %62, !dbg !44
  %64 = fsub contract float %52, %63, !dbg !41
  store float %64, float* %44, align 4, !dbg !41, !tbaa !25
  br label %65, !dbg !45

65:                                               ; preds = %55, %50, %39
  %66 = phi i64 [ 0, %39 ], [ %42, %50 ], [ %42, %55 ], !dbg !45
  %67 = phi float [ %40, %39 ], [ %51, %50 ], [ %64, %55 ], !dbg !40
  %68 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12lud_diagonalE1a, i64 0, i64 %66, i64 %66, !dbg !45
  %69 = addrspacecast float addrspace(3)* %68 to float*, !dbg !45
  %70 = load float, float* %69, align 4, !dbg !45, !tbaa !25
  %71 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12lud_diagonalE1a, i64 0, i64 %6, i64 %66, !dbg !46
  %72 = addrspacecast float addrspace(3)* %71 to float*, !dbg !46
  %73 = fdiv contract float %67, %70, !dbg !40
  store float %73, float* %72, align 4, !dbg !40, !tbaa !25
  br label %100, !dbg !47

74:                                               ; preds = %74, %48
  %75 = phi float [ %45, %48 ], [ %96, %74 ], !dbg !41
  %76 = phi i32 [ 0, %48 ], [ %97, %74 ]
  %77 = phi i32 [ 0, %48 ], [ %98, %74 ]
  %78 = zext i32 %76 to i64, !dbg !42
  %79 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12lud_diagonalE1a, i64 0, i64 %6, i64 %78, !dbg !42
  %80 = addrspacecast float addrspace(3)* %79 to float*, !dbg !42
  %81 = load float, float* %80, align 4, !dbg !42, !tbaa !25
  %82 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12lud_diagonalE1a, i64 0, i64 %78, i64 %42, !dbg !43
  %83 = addrspacecast float addrspace(3)* %82 to float*, !dbg !43
  %84 = load float, float* %83, align 4, !dbg !43, !tbaa !25
  %85 = fmul contract float %81, %84, !dbg !44
  %86 = fsub contract float %75, %85, !dbg !41
  store float %86, float* %44, align 4, !dbg !41, !tbaa !25
  %87 = or i32 %76, 1, !dbg !48
  %88 = zext i32 %87 to i64, !dbg !42
  %89 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12lud_diagonalE1a, i64 0, i64 %6, i64 %88, !dbg !42
  %90 = addrspacecast float addrspace(3)* %89 to float*, !dbg !42
  %91 = load float, float* %90, align 4, !dbg !42, !tbaa !25
  %92 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12lud_diagonalE1a, i64 0, i64 %88, i64 %42, !dbg !43
  %93 = addrspacecast float addrspace(3)* %92 to float*, !dbg !43
  %94 = load float, float* %93, align 4, !dbg !43, !tbaa !25
  %95 = fmul contract float %91, %94, !dbg !44
  %96 = fsub contract float %86, %95, !dbg !41
  store float %96, float* %44, align 4, !dbg !41, !tbaa !25
  %97 = add nuw nsw i32 %76, 2, !dbg !48
  %98 = add i32 %77, 2, !dbg !39
  %99 = icmp eq i32 %98, %49, !dbg !39
  br i1 %99, label %50, label %74, !dbg !39, !llvm.loop !49

100:                                              ; preds = %65, %33
  tail call void @llvm.nvvm.barrier0(), !dbg !51
  %101 = add nuw nsw i32 %35, 1
  br i1 %36, label %102, label %151, !dbg !52

102:                                              ; preds = %100
  %103 = zext i32 %101 to i64
  %104 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12lud_diagonalE1a, i64 0, i64 %103, i64 %6
  %105 = addrspacecast float addrspace(3)* %104 to float*
  %106 = load float, float* %105, align 4, !dbg !53, !tbaa !25
  %107 = and i32 %34, 1, !dbg !54
  %108 = icmp eq i32 %35, 0, !dbg !54
  br i1 %108, label %137, label %109, !dbg !54

109:                                              ; preds = %102
  %110 = and i32 %34, 2147483646, !dbg !54
  br label %111, !dbg !54

111:                                              ; preds = %111, %109
  %112 = phi float [ %106, %109 ], [ %133, %111 ], !dbg !53
  %113 = phi i32 [ 0, %109 ], [ %134, %111 ]
  %114 = phi i32 [ 0, %109 ], [ %135, %111 ]
  %115 = zext i32 %113 to i64, !dbg !55
  %116 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12lud_diagonalE1a, i64 0, i64 %103, i64 %115, !dbg !55
  %117 = addrspacecast float addrspace(3)* %116 to float*, !dbg !55
  %118 = load float, float* %117, align 4, !dbg !55, !tbaa !25
  %119 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12lud_diagonalE1a, i64 0, i64 %115, i64 %6, !dbg !56
  %120 = addrspacecast float addrspace(3)* %119 to float*, !dbg !56
  %121 = load float, float* %120, align 4, !dbg !56, !tbaa !25
  %122 = fmul contract float %118, %121, !dbg !57
  %123 = fsub contract float %112, %122, !dbg !53
  store float %123, float* %105, align 4, !dbg !53, !tbaa !25
  %124 = or i32 %113, 1, !dbg !58
  %125 = zext i32 %124 to i64, !dbg !55
  %126 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12lud_diagonalE1a, i64 0, i64 %103, i64 %125, !dbg !55
  %127 = addrspacecast float addrspace(3)* %126 to float*, !dbg !55
  %128 = load float, float* %127, align 4, !dbg !55, !tbaa !25
  %129 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12lud_diagonalE1a, i64 0, i64 %125, i64 %6, !dbg !56
  %130 = addrspacecast float addrspace(3)* %129 to float*, !dbg !56
  %131 = load float, float* %130, align 4, !dbg !56, !tbaa !25
  %132 = fmul contract float %128, %131, !dbg !57
  %133 = fsub contract float %123, %132, !dbg !53
  store float %133, float* %105, align 4, !dbg !53, !tbaa !25
  %134 = add nuw nsw i32 %113, 2, !dbg !58
  %135 = add i32 %114, 2, !dbg !54
  %136 = icmp eq i32 %135, %110, !dbg !54
  br i1 %136, label %137, label %111, !dbg !54, !llvm.loop !59

137:                                              ; preds = %111, %102
  %138 = phi float [ %106, %102 ], [ %133, %111 ]
  %139 = phi i32 [ 0, %102 ], [ %134, %111 ]
  %140 = icmp eq i32 %107, 0, !dbg !54
  br i1 %140, label %151, label %141, !dbg !54

141:                                              ; preds = %137
  %142 = zext i32 %139 to i64, !dbg !55
  %143 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12lud_diagonalE1a, i64 0, i64 %103, i64 %142, !dbg !55
  %144 = addrspacecast float addrspace(3)* %143 to float*, !dbg !55
  %145 = load float, float* %144, align 4, !dbg !55, !tbaa !25
  %146 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12lud_diagonalE1a, i64 0, i64 %142, i64 %6, !dbg !56
  %147 = addrspacecast float addrspace(3)* %146 to float*, !dbg !56
  %148 = load float, float* %147, align 4, !dbg !56, !tbaa !25
  %149 = fmul contract float %145, %148, !dbg !57
  %150 = fsub contract float %138, %149, !dbg !53
  store float %150, float* %105, align 4, !dbg !53, !tbaa !25
  br label %151, !dbg !61

151:                                              ; preds = %141, %137, %100
  tail call void @llvm.nvvm.barrier0(), !dbg !61
  %152 = add nuw nsw i32 %34, 1, !dbg !20
  %153 = icmp eq i32 %101, 15, !dbg !62
  br i1 %153, label %155, label %33, !dbg !20, !llvm.loop !63

154:                                              ; preds = %155
  ret void, !dbg !65

155:                                              ; preds = %151, %155
  %156 = phi i32 [ %186, %155 ], [ 1, %151 ]
  %157 = zext i32 %156 to i64, !dbg !66
  %158 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12lud_diagonalE1a, i64 0, i64 %157, i64 %6, !dbg !66
  %159 = addrspacecast float addrspace(3)* %158 to float*, !dbg !66
  %160 = load float, float* %159, align 4, !dbg !66, !tbaa !25
  %161 = add nsw i32 %156, %2, !dbg !67
  %162 = mul nsw i32 %161, %1, !dbg !68
  %163 = add i32 %5, %162, !dbg !69
  %164 = sext i32 %163 to i64, !dbg !70
  %165 = getelementptr inbounds float, float* %0, i64 %164, !dbg !70
  store float %160, float* %165, align 4, !dbg !71, !tbaa !25
  %166 = add nuw nsw i32 %156, 1, !dbg !72
  %167 = zext i32 %166 to i64, !dbg !66
  %168 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12lud_diagonalE1a, i64 0, i64 %167, i64 %6, !dbg !66
  %169 = addrspacecast float addrspace(3)* %168 to float*, !dbg !66
  %170 = load float, float* %169, align 4, !dbg !66, !tbaa !25
  %171 = add nsw i32 %166, %2, !dbg !67
  %172 = mul nsw i32 %171, %1, !dbg !68
  %173 = add i32 %5, %172, !dbg !69
  %174 = sext i32 %173 to i64, !dbg !70
  %175 = getelementptr inbounds float, float* %0, i64 %174, !dbg !70
  store float %170, float* %175, align 4, !dbg !71, !tbaa !25
  %176 = add nuw nsw i32 %156, 2, !dbg !72
  %177 = zext i32 %176 to i64, !dbg !66
  %178 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12lud_diagonalE1a, i64 0, i64 %177, i64 %6, !dbg !66
  %179 = addrspacecast float addrspace(3)* %178 to float*, !dbg !66
  %180 = load float, float* %179, align 4, !dbg !66, !tbaa !25
  %181 = add nsw i32 %176, %2, !dbg !67
  %182 = mul nsw i32 %181, %1, !dbg !68
  %183 = add i32 %5, %182, !dbg !69
  %184 = sext i32 %183 to i64, !dbg !70
  %185 = getelementptr inbounds float, float* %0, i64 %184, !dbg !70
  store float %180, float* %185, align 4, !dbg !71, !tbaa !25
  %186 = add nuw nsw i32 %156, 3, !dbg !72
  %187 = icmp eq i32 %186, 16, !dbg !73
  br i1 %187, label %154, label %155, !dbg !74, !llvm.loop !75
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @lud_perimeter(float* nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !77 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !78
  %5 = shl i32 %4, 4, !dbg !81
  %6 = add i32 %5, 16, !dbg !81
  %7 = add i32 %6, %2, !dbg !82
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !83
  %9 = icmp ult i32 %8, 16, !dbg !85
  br i1 %9, label %10, label %100, !dbg !86

10:                                               ; preds = %3
  %11 = add i32 %8, %2
  %12 = zext i32 %8 to i64
  %13 = mul nsw i32 %2, %1, !dbg !87
  %14 = add i32 %11, %13, !dbg !88
  %15 = sext i32 %14 to i64, !dbg !89
  %16 = getelementptr inbounds float, float* %0, i64 %15, !dbg !89
  %17 = load float, float* %16, align 4, !dbg !89, !tbaa !25
  %18 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3dia, i64 0, i64 0, i64 %12, !dbg !90
  %19 = addrspacecast float addrspace(3)* %18 to float*, !dbg !90
  store float %17, float* %19, align 4, !dbg !91, !tbaa !25
  %20 = add nsw i32 %2, 1, !dbg !92
  %21 = mul nsw i32 %20, %1, !dbg !87
  %22 = add i32 %11, %21, !dbg !88
  %23 = sext i32 %22 to i64, !dbg !89
  %24 = getelementptr inbounds float, float* %0, i64 %23, !dbg !89
  %25 = load float, float* %24, align 4, !dbg !89, !tbaa !25
  %26 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3dia, i64 0, i64 1, i64 %12, !dbg !90
  %27 = addrspacecast float addrspace(3)* %26 to float*, !dbg !90
  store float %25, float* %27, align 4, !dbg !91, !tbaa !25
  %28 = add nsw i32 %2, 2, !dbg !92
  %29 = mul nsw i32 %28, %1, !dbg !87
  %30 = add i32 %11, %29, !dbg !88
  %31 = sext i32 %30 to i64, !dbg !89
  %32 = getelementptr inbounds float, float* %0, i64 %31, !dbg !89
  %33 = load float, float* %32, align 4, !dbg !89, !tbaa !25
  %34 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3dia, i64 0, i64 2, i64 %12, !dbg !90
  %35 = addrspacecast float addrspace(3)* %34 to float*, !dbg !90
  store float %33, float* %35, align 4, !dbg !91, !tbaa !25
  %36 = add nsw i32 %2, 3, !dbg !92
  %37 = mul nsw i32 %36, %1, !dbg !87
  %38 = add i32 %11, %37, !dbg !88
  %39 = sext i32 %38 to i64, !dbg !89
  %40 = getelementptr inbounds float, float* %0, i64 %39, !dbg !89
  %41 = load float, float* %40, align 4, !dbg !89, !tbaa !25
  %42 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3dia, i64 0, i64 3, i64 %12, !dbg !90
  %43 = addrspacecast float addrspace(3)* %42 to float*, !dbg !90
  store float %41, float* %43, align 4, !dbg !91, !tbaa !25
  %44 = add nsw i32 %2, 4, !dbg !92
  %45 = mul nsw i32 %44, %1, !dbg !87
  %46 = add i32 %11, %45, !dbg !88
  %47 = sext i32 %46 to i64, !dbg !89
  %48 = getelementptr inbounds float, float* %0, i64 %47, !dbg !89
  %49 = load float, float* %48, align 4, !dbg !89, !tbaa !25
  %50 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3dia, i64 0, i64 4, i64 %12, !dbg !90
  %51 = addrspacecast float addrspace(3)* %50 to float*, !dbg !90
  store float %49, float* %51, align 4, !dbg !91, !tbaa !25
  %52 = add nsw i32 %2, 5, !dbg !92
  %53 = mul nsw i32 %52, %1, !dbg !87
  %54 = add i32 %11, %53, !dbg !88
  %55 = sext i32 %54 to i64, !dbg !89
  %56 = getelementptr inbounds float, float* %0, i64 %55, !dbg !89
  %57 = load float, float* %56, align 4, !dbg !89, !tbaa !25
  %58 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3dia, i64 0, i64 5, i64 %12, !dbg !90
  %59 = addrspacecast float addrspace(3)* %58 to float*, !dbg !90
  store float %57, float* %59, align 4, !dbg !91, !tbaa !25
  %60 = add nsw i32 %2, 6, !dbg !92
  %61 = mul nsw i32 %60, %1, !dbg !87
  %62 = add i32 %11, %61, !dbg !88
  %63 = sext i32 %62 to i64, !dbg !89
  %64 = getelementptr inbounds float, float* %0, i64 %63, !dbg !89
  %65 = load float, float* %64, align 4, !dbg !89, !tbaa !25
  %66 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3dia, i64 0, i64 6, i64 %12, !dbg !90
  %67 = addrspacecast float addrspace(3)* %66 to float*, !dbg !90
  store float %65, float* %67, align 4, !dbg !91, !tbaa !25
  %68 = add nsw i32 %2, 7, !dbg !92
  %69 = mul nsw i32 %68, %1, !dbg !87
  %70 = add i32 %11, %69, !dbg !88
  %71 = sext i32 %70 to i64, !dbg !89
  %72 = getelementptr inbounds float, float* %0, i64 %71, !dbg !89
  %73 = load float, float* %72, align 4, !dbg !89, !tbaa !25
  %74 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3dia, i64 0, i64 7, i64 %12, !dbg !90
  %75 = addrspacecast float addrspace(3)* %74 to float*, !dbg !90
  store float %73, float* %75, align 4, !dbg !91, !tbaa !25
  %76 = add i32 %7, %8
  br label %77, !dbg !93

77:                                               ; preds = %77, %10
  %78 = phi i32 [ 0, %10 ], [ %98, %77 ]
  %79 = add nsw i32 %78, %2, !dbg !94
  %80 = mul nsw i32 %79, %1, !dbg !95
  %81 = add i32 %76, %80, !dbg !96
  %82 = sext i32 %81 to i64, !dbg !97
  %83 = getelementptr inbounds float, float* %0, i64 %82, !dbg !97
  %84 = load float, float* %83, align 4, !dbg !97, !tbaa !25
  %85 = zext i32 %78 to i64, !dbg !98
  %86 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3row, i64 0, i64 %85, i64 %12, !dbg !98
  %87 = addrspacecast float addrspace(3)* %86 to float*, !dbg !98
  store float %84, float* %87, align 4, !dbg !99, !tbaa !25
  %88 = or i32 %78, 1, !dbg !100
  %89 = add nsw i32 %88, %2, !dbg !94
  %90 = mul nsw i32 %89, %1, !dbg !95
  %91 = add i32 %76, %90, !dbg !96
  %92 = sext i32 %91 to i64, !dbg !97
  %93 = getelementptr inbounds float, float* %0, i64 %92, !dbg !97
  %94 = load float, float* %93, align 4, !dbg !97, !tbaa !25
  %95 = zext i32 %88 to i64, !dbg !98
  %96 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3row, i64 0, i64 %95, i64 %12, !dbg !98
  %97 = addrspacecast float addrspace(3)* %96 to float*, !dbg !98
  store float %94, float* %97, align 4, !dbg !99, !tbaa !25
  %98 = add nuw nsw i32 %78, 2, !dbg !100
  %99 = icmp eq i32 %98, 16, !dbg !101
  br i1 %99, label %191, label %77, !dbg !93, !llvm.loop !102

100:                                              ; preds = %3
  %101 = add i32 %8, -16, !dbg !104
  %102 = add i32 %101, %2
  %103 = sext i32 %101 to i64
  %104 = add nsw i32 %2, 8, !dbg !105
  %105 = mul nsw i32 %104, %1, !dbg !106
  %106 = add i32 %102, %105, !dbg !107
  %107 = sext i32 %106 to i64, !dbg !108
  %108 = getelementptr inbounds float, float* %0, i64 %107, !dbg !108
  %109 = load float, float* %108, align 4, !dbg !108, !tbaa !25
  %110 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3dia, i64 0, i64 8, i64 %103, !dbg !109
  %111 = addrspacecast float addrspace(3)* %110 to float*, !dbg !109
  store float %109, float* %111, align 4, !dbg !110, !tbaa !25
  %112 = add nsw i32 %2, 9, !dbg !105
  %113 = mul nsw i32 %112, %1, !dbg !106
  %114 = add i32 %102, %113, !dbg !107
  %115 = sext i32 %114 to i64, !dbg !108
  %116 = getelementptr inbounds float, float* %0, i64 %115, !dbg !108
  %117 = load float, float* %116, align 4, !dbg !108, !tbaa !25
  %118 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3dia, i64 0, i64 9, i64 %103, !dbg !109
  %119 = addrspacecast float addrspace(3)* %118 to float*, !dbg !109
  store float %117, float* %119, align 4, !dbg !110, !tbaa !25
  %120 = add nsw i32 %2, 10, !dbg !105
  %121 = mul nsw i32 %120, %1, !dbg !106
  %122 = add i32 %102, %121, !dbg !107
  %123 = sext i32 %122 to i64, !dbg !108
  %124 = getelementptr inbounds float, float* %0, i64 %123, !dbg !108
  %125 = load float, float* %124, align 4, !dbg !108, !tbaa !25
  %126 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3dia, i64 0, i64 10, i64 %103, !dbg !109
  %127 = addrspacecast float addrspace(3)* %126 to float*, !dbg !109
  store float %125, float* %127, align 4, !dbg !110, !tbaa !25
  %128 = add nsw i32 %2, 11, !dbg !105
  %129 = mul nsw i32 %128, %1, !dbg !106
  %130 = add i32 %102, %129, !dbg !107
  %131 = sext i32 %130 to i64, !dbg !108
  %132 = getelementptr inbounds float, float* %0, i64 %131, !dbg !108
  %133 = load float, float* %132, align 4, !dbg !108, !tbaa !25
  %134 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3dia, i64 0, i64 11, i64 %103, !dbg !109
  %135 = addrspacecast float addrspace(3)* %134 to float*, !dbg !109
  store float %133, float* %135, align 4, !dbg !110, !tbaa !25
  %136 = add nsw i32 %2, 12, !dbg !105
  %137 = mul nsw i32 %136, %1, !dbg !106
  %138 = add i32 %102, %137, !dbg !107
  %139 = sext i32 %138 to i64, !dbg !108
  %140 = getelementptr inbounds float, float* %0, i64 %139, !dbg !108
  %141 = load float, float* %140, align 4, !dbg !108, !tbaa !25
  %142 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3dia, i64 0, i64 12, i64 %103, !dbg !109
  %143 = addrspacecast float addrspace(3)* %142 to float*, !dbg !109
  store float %141, float* %143, align 4, !dbg !110, !tbaa !25
  %144 = add nsw i32 %2, 13, !dbg !105
  %145 = mul nsw i32 %144, %1, !dbg !106
  %146 = add i32 %102, %145, !dbg !107
  %147 = sext i32 %146 to i64, !dbg !108
  %148 = getelementptr inbounds float, float* %0, i64 %147, !dbg !108
  %149 = load float, float* %148, align 4, !dbg !108, !tbaa !25
  %150 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3dia, i64 0, i64 13, i64 %103, !dbg !109
  %151 = addrspacecast float addrspace(3)* %150 to float*, !dbg !109
  store float %149, float* %151, align 4, !dbg !110, !tbaa !25
  %152 = add nsw i32 %2, 14, !dbg !105
  %153 = mul nsw i32 %152, %1, !dbg !106
  %154 = add i32 %102, %153, !dbg !107
  %155 = sext i32 %154 to i64, !dbg !108
  %156 = getelementptr inbounds float, float* %0, i64 %155, !dbg !108
  %157 = load float, float* %156, align 4, !dbg !108, !tbaa !25
  %158 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3dia, i64 0, i64 14, i64 %103, !dbg !109
  %159 = addrspacecast float addrspace(3)* %158 to float*, !dbg !109
  store float %157, float* %159, align 4, !dbg !110, !tbaa !25
  %160 = add nsw i32 %2, 15, !dbg !105
  %161 = mul nsw i32 %160, %1, !dbg !106
  %162 = add i32 %102, %161, !dbg !107
  %163 = sext i32 %162 to i64, !dbg !108
  %164 = getelementptr inbounds float, float* %0, i64 %163, !dbg !108
  %165 = load float, float* %164, align 4, !dbg !108, !tbaa !25
  %166 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3dia, i64 0, i64 15, i64 %103, !dbg !109
  %167 = addrspacecast float addrspace(3)* %166 to float*, !dbg !109
  store float %165, float* %167, align 4, !dbg !110, !tbaa !25
  br label %168, !dbg !111

168:                                              ; preds = %168, %100
  %169 = phi i32 [ 0, %100 ], [ %189, %168 ]
  %170 = add nsw i32 %169, %7, !dbg !112
  %171 = mul nsw i32 %170, %1, !dbg !113
  %172 = add i32 %102, %171, !dbg !114
  %173 = sext i32 %172 to i64, !dbg !115
  %174 = getelementptr inbounds float, float* %0, i64 %173, !dbg !115
  %175 = load float, float* %174, align 4, !dbg !115, !tbaa !25
  %176 = zext i32 %169 to i64, !dbg !116
  %177 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %176, i64 %103, !dbg !116
  %178 = addrspacecast float addrspace(3)* %177 to float*, !dbg !116
  store float %175, float* %178, align 4, !dbg !117, !tbaa !25
  %179 = or i32 %169, 1, !dbg !118
  %180 = add nsw i32 %179, %7, !dbg !112
  %181 = mul nsw i32 %180, %1, !dbg !113
  %182 = add i32 %102, %181, !dbg !114
  %183 = sext i32 %182 to i64, !dbg !115
  %184 = getelementptr inbounds float, float* %0, i64 %183, !dbg !115
  %185 = load float, float* %184, align 4, !dbg !115, !tbaa !25
  %186 = zext i32 %179 to i64, !dbg !116
  %187 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %186, i64 %103, !dbg !116
  %188 = addrspacecast float addrspace(3)* %187 to float*, !dbg !116
  store float %185, float* %188, align 4, !dbg !117, !tbaa !25
  %189 = add nuw nsw i32 %169, 2, !dbg !118
  %190 = icmp eq i32 %189, 16, !dbg !119
  br i1 %190, label %191, label %168, !dbg !111, !llvm.loop !120

191:                                              ; preds = %168, %77
  tail call void @llvm.nvvm.barrier0(), !dbg !122
  br i1 %9, label %192, label %249, !dbg !123

192:                                              ; preds = %191
  %193 = zext i32 %8 to i64
  br label %194, !dbg !124

194:                                              ; preds = %192, %219
  %195 = phi i32 [ 0, %192 ], [ %222, %219 ]
  %196 = phi i32 [ 1, %192 ], [ %220, %219 ]
  %197 = zext i32 %196 to i64
  %198 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3row, i64 0, i64 %197, i64 %193
  %199 = addrspacecast float addrspace(3)* %198 to float*
  %200 = load float, float* %199, align 4, !dbg !125, !tbaa !25
  %201 = and i32 %196, 1, !dbg !126
  %202 = icmp eq i32 %195, 0, !dbg !126
  br i1 %202, label %205, label %203, !dbg !126

203:                                              ; preds = %194
  %204 = and i32 %196, 2147483646, !dbg !126
  br label %223, !dbg !126

205:                                              ; preds = %223, %194
  %206 = phi float [ %200, %194 ], [ %245, %223 ]
  %207 = phi i32 [ 0, %194 ], [ %246, %223 ]
  %208 = icmp eq i32 %201, 0, !dbg !126
  br i1 %208, label %219, label %209, !dbg !126

209:                                              ; preds = %205
  %210 = zext i32 %207 to i64, !dbg !127
  %211 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3dia, i64 0, i64 %197, i64 %210, !dbg !127
  %212 = addrspacecast float addrspace(3)* %211 to float*, !dbg !127
  %213 = load float, float* %212, align 4, !dbg !127, !tbaa !25
  %214 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3row, i64 0, i64 %210, i64 %193, !dbg !128
  %215 = addrspacecast float addrspace(3)* %214 to float*, !dbg !128
  %216 = load float, float* %215, align 4, !dbg !128, !tbaa !25
  %217 = fmul contract float %213, %216, !dbg !129
  %218 = fsub contract float %206, %217, !dbg !125
  store float %218, float* %199, align 4, !dbg !125, !tbaa !25
  br label %219, !dbg !130

219:                                              ; preds = %205, %209
  %220 = add nuw nsw i32 %196, 1, !dbg !130
  %221 = icmp eq i32 %220, 16, !dbg !131
  %222 = add i32 %195, 1, !dbg !124
  br i1 %221, label %320, label %194, !dbg !124, !llvm.loop !132

223:                                              ; preds = %223, %203
  %224 = phi float [ %200, %203 ], [ %245, %223 ], !dbg !125
  %225 = phi i32 [ 0, %203 ], [ %246, %223 ]
  %226 = phi i32 [ 0, %203 ], [ %247, %223 ]
  %227 = zext i32 %225 to i64, !dbg !127
  %228 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3dia, i64 0, i64 %197, i64 %227, !dbg !127
  %229 = addrspacecast float addrspace(3)* %228 to float*, !dbg !127
  %230 = load float, float* %229, align 4, !dbg !127, !tbaa !25
  %231 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3row, i64 0, i64 %227, i64 %193, !dbg !128
  %232 = addrspacecast float addrspace(3)* %231 to float*, !dbg !128
  %233 = load float, float* %232, align 4, !dbg !128, !tbaa !25
  %234 = fmul contract float %230, %233, !dbg !129
  %235 = fsub contract float %224, %234, !dbg !125
  store float %235, float* %199, align 4, !dbg !125, !tbaa !25
  %236 = or i32 %225, 1, !dbg !134
  %237 = zext i32 %236 to i64, !dbg !127
  %238 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3dia, i64 0, i64 %197, i64 %237, !dbg !127
  %239 = addrspacecast float addrspace(3)* %238 to float*, !dbg !127
  %240 = load float, float* %239, align 4, !dbg !127, !tbaa !25
  %241 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3row, i64 0, i64 %237, i64 %193, !dbg !128
  %242 = addrspacecast float addrspace(3)* %241 to float*, !dbg !128
  %243 = load float, float* %242, align 4, !dbg !128, !tbaa !25
  %244 = fmul contract float %240, %243, !dbg !129
  %245 = fsub contract float %235, %244, !dbg !125
  store float %245, float* %199, align 4, !dbg !125, !tbaa !25
  %246 = add nuw nsw i32 %225, 2, !dbg !134
  %247 = add i32 %226, 2, !dbg !126
  %248 = icmp eq i32 %247, %204, !dbg !126
  br i1 %248, label %205, label %223, !dbg !126, !llvm.loop !135

249:                                              ; preds = %191
  %250 = add i32 %8, -16, !dbg !136
  %251 = sext i32 %250 to i64
  %252 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %251, i64 0
  %253 = addrspacecast float addrspace(3)* %252 to float*
  br label %254, !dbg !137

254:                                              ; preds = %249, %283
  %255 = phi i32 [ 0, %249 ], [ %292, %283 ]
  %256 = icmp eq i32 %255, 0, !dbg !138
  br i1 %256, label %257, label %259, !dbg !139

257:                                              ; preds = %254
  %258 = load float, float* %253, align 4, !dbg !140, !tbaa !25
  br label %283, !dbg !139

259:                                              ; preds = %254
  %260 = zext i32 %255 to i64
  %261 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %251, i64 %260
  %262 = addrspacecast float addrspace(3)* %261 to float*
  %263 = load float, float* %262, align 4, !dbg !141, !tbaa !25
  %264 = and i32 %255, 1, !dbg !139
  %265 = icmp eq i32 %255, 1, !dbg !139
  br i1 %265, label %268, label %266, !dbg !139

266:                                              ; preds = %259
  %267 = and i32 %255, 2147483646, !dbg !139
  br label %294, !dbg !139

268:                                              ; preds = %294, %259
  %269 = phi float [ undef, %259 ], [ %316, %294 ]
  %270 = phi float [ %263, %259 ], [ %316, %294 ]
  %271 = phi i32 [ 0, %259 ], [ %317, %294 ]
  %272 = icmp eq i32 %264, 0, !dbg !139
  br i1 %272, label %283, label %273, !dbg !139

273:                                              ; preds = %268
  %274 = zext i32 %271 to i64, !dbg !142
  %275 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %251, i64 %274, !dbg !142
  %276 = addrspacecast float addrspace(3)* %275 to float*, !dbg !142
  %277 = load float, float* %276, align 4, !dbg !142, !tbaa !25
  %278 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3dia, i64 0, i64 %274, i64 %260, !dbg !143
  %279 = addrspacecast float addrspace(3)* %278 to float*, !dbg !143
  %280 = load float, float* %279, align 4, !dbg !143, !tbaa !25
  %281 = fmul contract float %277, %280, !dbg !144
  %282 = fsub contract float %270, %281, !dbg !141
  store float %282, float* %262, align 4, !dbg !141, !tbaa !25
  br label %283, !dbg !145

283:                                              ; preds = %273, %268, %257
  %284 = phi i64 [ 0, %257 ], [ %260, %268 ], [ %260, %273 ], !dbg !145
  %285 = phi float [ %258, %257 ], [ %269, %268 ], [ %282, %273 ], !dbg !140
  %286 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3dia, i64 0, i64 %284, i64 %284, !dbg !145
  %287 = addrspacecast float addrspace(3)* %286 to float*, !dbg !145
  %288 = load float, float* %287, align 4, !dbg !145, !tbaa !25
  %289 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %251, i64 %284, !dbg !146
  %290 = addrspacecast float addrspace(3)* %289 to float*, !dbg !146
  %291 = fdiv contract float %285, %288, !dbg !140
  store float %291, float* %290, align 4, !dbg !140, !tbaa !25
  %292 = add nuw nsw i32 %255, 1, !dbg !147
  %293 = icmp eq i32 %292, 16, !dbg !148
  br i1 %293, label %320, label %254, !dbg !137, !llvm.loop !149

294:                                              ; preds = %294, %266
  %295 = phi float [ %263, %266 ], [ %316, %294 ], !dbg !141
  %296 = phi i32 [ 0, %266 ], [ %317, %294 ]
  %297 = phi i32 [ 0, %266 ], [ %318, %294 ]
  %298 = zext i32 %296 to i64, !dbg !142
  %299 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %251, i64 %298, !dbg !142
  %300 = addrspacecast float addrspace(3)* %299 to float*, !dbg !142
  %301 = load float, float* %300, align 4, !dbg !142, !tbaa !25
  %302 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3dia, i64 0, i64 %298, i64 %260, !dbg !143
  %303 = addrspacecast float addrspace(3)* %302 to float*, !dbg !143
  %304 = load float, float* %303, align 4, !dbg !143, !tbaa !25
  %305 = fmul contract float %301, %304, !dbg !144
  %306 = fsub contract float %295, %305, !dbg !141
  store float %306, float* %262, align 4, !dbg !141, !tbaa !25
  %307 = or i32 %296, 1, !dbg !151
  %308 = zext i32 %307 to i64, !dbg !142
  %309 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %251, i64 %308, !dbg !142
  %310 = addrspacecast float addrspace(3)* %309 to float*, !dbg !142
  %311 = load float, float* %310, align 4, !dbg !142, !tbaa !25
  %312 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3dia, i64 0, i64 %308, i64 %260, !dbg !143
  %313 = addrspacecast float addrspace(3)* %312 to float*, !dbg !143
  %314 = load float, float* %313, align 4, !dbg !143, !tbaa !25
  %315 = fmul contract float %311, %314, !dbg !144
  %316 = fsub contract float %306, %315, !dbg !141
  store float %316, float* %262, align 4, !dbg !141, !tbaa !25
  %317 = add nuw nsw i32 %296, 2, !dbg !151
  %318 = add i32 %297, 2, !dbg !139
  %319 = icmp eq i32 %318, %267, !dbg !139
  br i1 %319, label %268, label %294, !dbg !139, !llvm.loop !152

320:                                              ; preds = %283, %219
  tail call void @llvm.nvvm.barrier0(), !dbg !154
  br i1 %9, label %321, label %357, !dbg !155

321:                                              ; preds = %320
  %322 = zext i32 %8 to i64
  %323 = add i32 %7, %8
  br label %324, !dbg !156

324:                                              ; preds = %324, %321
  %325 = phi i32 [ 1, %321 ], [ %355, %324 ]
  %326 = zext i32 %325 to i64, !dbg !157
  %327 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3row, i64 0, i64 %326, i64 %322, !dbg !157
  %328 = addrspacecast float addrspace(3)* %327 to float*, !dbg !157
  %329 = load float, float* %328, align 4, !dbg !157, !tbaa !25
  %330 = add nsw i32 %325, %2, !dbg !158
  %331 = mul nsw i32 %330, %1, !dbg !159
  %332 = add i32 %323, %331, !dbg !160
  %333 = sext i32 %332 to i64, !dbg !161
  %334 = getelementptr inbounds float, float* %0, i64 %333, !dbg !161
  store float %329, float* %334, align 4, !dbg !162, !tbaa !25
  %335 = add nuw nsw i32 %325, 1, !dbg !163
  %336 = zext i32 %335 to i64, !dbg !157
  %337 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3row, i64 0, i64 %336, i64 %322, !dbg !157
  %338 = addrspacecast float addrspace(3)* %337 to float*, !dbg !157
  %339 = load float, float* %338, align 4, !dbg !157, !tbaa !25
  %340 = add nsw i32 %335, %2, !dbg !158
  %341 = mul nsw i32 %340, %1, !dbg !159
  %342 = add i32 %323, %341, !dbg !160
  %343 = sext i32 %342 to i64, !dbg !161
  %344 = getelementptr inbounds float, float* %0, i64 %343, !dbg !161
  store float %339, float* %344, align 4, !dbg !162, !tbaa !25
  %345 = add nuw nsw i32 %325, 2, !dbg !163
  %346 = zext i32 %345 to i64, !dbg !157
  %347 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3row, i64 0, i64 %346, i64 %322, !dbg !157
  %348 = addrspacecast float addrspace(3)* %347 to float*, !dbg !157
  %349 = load float, float* %348, align 4, !dbg !157, !tbaa !25
  %350 = add nsw i32 %345, %2, !dbg !158
  %351 = mul nsw i32 %350, %1, !dbg !159
  %352 = add i32 %323, %351, !dbg !160
  %353 = sext i32 %352 to i64, !dbg !161
  %354 = getelementptr inbounds float, float* %0, i64 %353, !dbg !161
  store float %349, float* %354, align 4, !dbg !162, !tbaa !25
  %355 = add nuw nsw i32 %325, 3, !dbg !163
  %356 = icmp eq i32 %355, 16, !dbg !164
  br i1 %356, label %384, label %324, !dbg !156, !llvm.loop !165

357:                                              ; preds = %320
  %358 = add i32 %8, -16, !dbg !167
  %359 = sext i32 %358 to i64
  %360 = add i32 %358, %2
  br label %361, !dbg !168

361:                                              ; preds = %361, %357
  %362 = phi i32 [ 0, %357 ], [ %382, %361 ]
  %363 = zext i32 %362 to i64, !dbg !169
  %364 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %363, i64 %359, !dbg !169
  %365 = addrspacecast float addrspace(3)* %364 to float*, !dbg !169
  %366 = load float, float* %365, align 4, !dbg !169, !tbaa !25
  %367 = add nsw i32 %362, %7, !dbg !170
  %368 = mul nsw i32 %367, %1, !dbg !171
  %369 = add i32 %360, %368, !dbg !172
  %370 = sext i32 %369 to i64, !dbg !173
  %371 = getelementptr inbounds float, float* %0, i64 %370, !dbg !173
  store float %366, float* %371, align 4, !dbg !174, !tbaa !25
  %372 = or i32 %362, 1, !dbg !175
  %373 = zext i32 %372 to i64, !dbg !169
  %374 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %373, i64 %359, !dbg !169
  %375 = addrspacecast float addrspace(3)* %374 to float*, !dbg !169
  %376 = load float, float* %375, align 4, !dbg !169, !tbaa !25
  %377 = add nsw i32 %372, %7, !dbg !170
  %378 = mul nsw i32 %377, %1, !dbg !171
  %379 = add i32 %360, %378, !dbg !172
  %380 = sext i32 %379 to i64, !dbg !173
  %381 = getelementptr inbounds float, float* %0, i64 %380, !dbg !173
  store float %376, float* %381, align 4, !dbg !174, !tbaa !25
  %382 = add nuw nsw i32 %362, 2, !dbg !175
  %383 = icmp eq i32 %382, 16, !dbg !176
  br i1 %383, label %384, label %361, !dbg !168, !llvm.loop !177

384:                                              ; preds = %361, %324
  ret void, !dbg !179
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @lud_internal(float* nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !180 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !181
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3, !dbg !183
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3, !dbg !186
  %7 = shl i32 %6, 4, !dbg !189
  %8 = add i32 %5, %2, !dbg !189
  %9 = add i32 %8, 16, !dbg !190
  %10 = add i32 %9, %7, !dbg !191
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !192
  %12 = shl i32 %11, 4, !dbg !194
  %13 = add i32 %4, %2, !dbg !194
  %14 = add i32 %13, 16, !dbg !195
  %15 = add i32 %14, %12, !dbg !196
  %16 = mul nsw i32 %8, %1, !dbg !197
  %17 = add nsw i32 %16, %15, !dbg !198
  %18 = sext i32 %17 to i64, !dbg !199
  %19 = getelementptr inbounds float, float* %0, i64 %18, !dbg !199
  %20 = load float, float* %19, align 4, !dbg !199, !tbaa !25
  %21 = sext i32 %5 to i64, !dbg !200
  %22 = sext i32 %4 to i64, !dbg !200
  %23 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12lud_internalE1u, i64 0, i64 %21, i64 %22, !dbg !200
  %24 = addrspacecast float addrspace(3)* %23 to float*, !dbg !200
  store float %20, float* %24, align 4, !dbg !201, !tbaa !25
  %25 = mul nsw i32 %10, %1, !dbg !202
  %26 = add i32 %13, %25, !dbg !203
  %27 = sext i32 %26 to i64, !dbg !204
  %28 = getelementptr inbounds float, float* %0, i64 %27, !dbg !204
  %29 = load float, float* %28, align 4, !dbg !204, !tbaa !25
  %30 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12lud_internalE1l, i64 0, i64 %21, i64 %22, !dbg !205
  %31 = addrspacecast float addrspace(3)* %30 to float*, !dbg !205
  store float %29, float* %31, align 4, !dbg !206, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !207
  br label %38, !dbg !208

32:                                               ; preds = %38
  %33 = add nsw i32 %25, %15, !dbg !209
  %34 = sext i32 %33 to i64, !dbg !210
  %35 = getelementptr inbounds float, float* %0, i64 %34, !dbg !210
  %36 = load float, float* %35, align 4, !dbg !211, !tbaa !25
  %37 = fsub contract float %36, %59, !dbg !211
  store float %37, float* %35, align 4, !dbg !211, !tbaa !25
  ret void, !dbg !212

38:                                               ; preds = %38, %3
  %39 = phi i32 [ 0, %3 ], [ %60, %38 ]
  %40 = phi float [ 0.000000e+00, %3 ], [ %59, %38 ]
  %41 = zext i32 %39 to i64, !dbg !213
  %42 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12lud_internalE1l, i64 0, i64 %21, i64 %41, !dbg !213
  %43 = addrspacecast float addrspace(3)* %42 to float*, !dbg !213
  %44 = load float, float* %43, align 4, !dbg !213, !tbaa !25
  %45 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12lud_internalE1u, i64 0, i64 %41, i64 %22, !dbg !214
  %46 = addrspacecast float addrspace(3)* %45 to float*, !dbg !214
  %47 = load float, float* %46, align 4, !dbg !214, !tbaa !25
  %48 = fmul contract float %44, %47, !dbg !215
  %49 = fadd contract float %40, %48, !dbg !216
  %50 = or i32 %39, 1, !dbg !217
  %51 = zext i32 %50 to i64, !dbg !213
  %52 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12lud_internalE1l, i64 0, i64 %21, i64 %51, !dbg !213
  %53 = addrspacecast float addrspace(3)* %52 to float*, !dbg !213
  %54 = load float, float* %53, align 4, !dbg !213, !tbaa !25
  %55 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12lud_internalE1u, i64 0, i64 %51, i64 %22, !dbg !214
  %56 = addrspacecast float addrspace(3)* %55 to float*, !dbg !214
  %57 = load float, float* %56, align 4, !dbg !214, !tbaa !25
  %58 = fmul contract float %54, %57, !dbg !215
  %59 = fadd contract float %49, %58, !dbg !216
  %60 = add nuw nsw i32 %39, 2, !dbg !217
  %61 = icmp eq i32 %60, 16, !dbg !218
  br i1 %61, label %32, label %38, !dbg !208, !llvm.loop !219
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3, !4}
!llvm.module.flags = !{!5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "suites/rodinia/lud.cu", directory: ".")
!2 = !{void (float*, i32, i32)* @lud_diagonal, !"kernel", i32 1}
!3 = !{void (float*, i32, i32)* @lud_perimeter, !"kernel", i32 1}
!4 = !{void (float*, i32, i32)* @lud_internal, !"kernel", i32 1}
!5 = !{i32 7, !"Dwarf Version", i32 2}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "lud_diagonal", scope: !1, file: !1, line: 20, type: !12, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 44, column: 1, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "__fetch_x", scope: !16, file: !16, line: 44, type: !12, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!16 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!17 = distinct !DILocation(line: 22, column: 12, scope: !11)
!18 = !DILocation(line: 23, column: 3, scope: !11)
!19 = !DILocation(line: 25, column: 3, scope: !11)
!20 = !DILocation(line: 28, column: 3, scope: !11)
!21 = !DILocation(line: 24, column: 26, scope: !11)
!22 = !DILocation(line: 24, column: 31, scope: !11)
!23 = !DILocation(line: 24, column: 44, scope: !11)
!24 = !DILocation(line: 24, column: 16, scope: !11)
!25 = !{!26, !26, i64 0}
!26 = !{!"float", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 24, column: 5, scope: !11)
!30 = !DILocation(line: 24, column: 14, scope: !11)
!31 = !DILocation(line: 23, column: 28, scope: !11)
!32 = !DILocation(line: 23, column: 21, scope: !11)
!33 = distinct !{!33, !18, !34, !35}
!34 = !DILocation(line: 24, column: 48, scope: !11)
!35 = !{!"llvm.loop.mustprogress"}
!36 = !DILocation(line: 29, column: 12, scope: !11)
!37 = !DILocation(line: 29, column: 9, scope: !11)
!38 = !DILocation(line: 30, column: 25, scope: !11)
!39 = !DILocation(line: 30, column: 7, scope: !11)
!40 = !DILocation(line: 32, column: 16, scope: !11)
!41 = !DILocation(line: 31, column: 18, scope: !11)
!42 = !DILocation(line: 31, column: 21, scope: !11)
!43 = !DILocation(line: 31, column: 32, scope: !11)
!44 = !DILocation(line: 31, column: 30, scope: !11)
!45 = !DILocation(line: 32, column: 19, scope: !11)
!46 = !DILocation(line: 32, column: 7, scope: !11)
!47 = !DILocation(line: 33, column: 5, scope: !11)
!48 = !DILocation(line: 30, column: 31, scope: !11)
!49 = distinct !{!49, !39, !50, !35}
!50 = !DILocation(line: 31, column: 38, scope: !11)
!51 = !DILocation(line: 34, column: 5, scope: !11)
!52 = !DILocation(line: 35, column: 9, scope: !11)
!53 = !DILocation(line: 37, column: 22, scope: !11)
!54 = !DILocation(line: 36, column: 7, scope: !11)
!55 = !DILocation(line: 37, column: 25, scope: !11)
!56 = !DILocation(line: 37, column: 39, scope: !11)
!57 = !DILocation(line: 37, column: 37, scope: !11)
!58 = !DILocation(line: 36, column: 35, scope: !11)
!59 = distinct !{!59, !54, !60, !35}
!60 = !DILocation(line: 37, column: 46, scope: !11)
!61 = !DILocation(line: 38, column: 5, scope: !11)
!62 = !DILocation(line: 28, column: 21, scope: !11)
!63 = distinct !{!63, !20, !64, !35}
!64 = !DILocation(line: 39, column: 3, scope: !11)
!65 = !DILocation(line: 43, column: 1, scope: !11)
!66 = !DILocation(line: 42, column: 41, scope: !11)
!67 = !DILocation(line: 42, column: 15, scope: !11)
!68 = !DILocation(line: 42, column: 20, scope: !11)
!69 = !DILocation(line: 42, column: 33, scope: !11)
!70 = !DILocation(line: 42, column: 5, scope: !11)
!71 = !DILocation(line: 42, column: 39, scope: !11)
!72 = !DILocation(line: 41, column: 28, scope: !11)
!73 = !DILocation(line: 41, column: 21, scope: !11)
!74 = !DILocation(line: 41, column: 3, scope: !11)
!75 = distinct !{!75, !74, !76, !35}
!76 = !DILocation(line: 42, column: 48, scope: !11)
!77 = distinct !DISubprogram(name: "lud_perimeter", scope: !1, file: !1, line: 45, type: !12, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!78 = !DILocation(line: 45, column: 1, scope: !79, inlinedAt: !80)
!79 = distinct !DISubprogram(name: "__fetch_x", scope: !16, file: !16, line: 45, type: !12, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!80 = distinct !DILocation(line: 47, column: 21, scope: !77)
!81 = !DILocation(line: 47, column: 37, scope: !77)
!82 = !DILocation(line: 47, column: 18, scope: !77)
!83 = !DILocation(line: 44, column: 1, scope: !15, inlinedAt: !84)
!84 = distinct !DILocation(line: 50, column: 7, scope: !77)
!85 = !DILocation(line: 50, column: 19, scope: !77)
!86 = !DILocation(line: 50, column: 7, scope: !77)
!87 = !DILocation(line: 53, column: 35, scope: !77)
!88 = !DILocation(line: 53, column: 48, scope: !77)
!89 = !DILocation(line: 53, column: 20, scope: !77)
!90 = !DILocation(line: 53, column: 7, scope: !77)
!91 = !DILocation(line: 53, column: 18, scope: !77)
!92 = !DILocation(line: 53, column: 30, scope: !77)
!93 = !DILocation(line: 54, column: 5, scope: !77)
!94 = !DILocation(line: 55, column: 30, scope: !77)
!95 = !DILocation(line: 55, column: 35, scope: !77)
!96 = !DILocation(line: 55, column: 43, scope: !77)
!97 = !DILocation(line: 55, column: 20, scope: !77)
!98 = !DILocation(line: 55, column: 7, scope: !77)
!99 = !DILocation(line: 55, column: 18, scope: !77)
!100 = !DILocation(line: 54, column: 30, scope: !77)
!101 = !DILocation(line: 54, column: 23, scope: !77)
!102 = distinct !{!102, !93, !103, !35}
!103 = !DILocation(line: 55, column: 47, scope: !77)
!104 = !DILocation(line: 57, column: 26, scope: !77)
!105 = !DILocation(line: 59, column: 30, scope: !77)
!106 = !DILocation(line: 59, column: 35, scope: !77)
!107 = !DILocation(line: 59, column: 48, scope: !77)
!108 = !DILocation(line: 59, column: 20, scope: !77)
!109 = !DILocation(line: 59, column: 7, scope: !77)
!110 = !DILocation(line: 59, column: 18, scope: !77)
!111 = !DILocation(line: 60, column: 5, scope: !77)
!112 = !DILocation(line: 61, column: 25, scope: !77)
!113 = !DILocation(line: 61, column: 30, scope: !77)
!114 = !DILocation(line: 61, column: 43, scope: !77)
!115 = !DILocation(line: 61, column: 20, scope: !77)
!116 = !DILocation(line: 61, column: 7, scope: !77)
!117 = !DILocation(line: 61, column: 18, scope: !77)
!118 = !DILocation(line: 60, column: 30, scope: !77)
!119 = !DILocation(line: 60, column: 23, scope: !77)
!120 = distinct !{!120, !111, !121, !35}
!121 = !DILocation(line: 61, column: 47, scope: !77)
!122 = !DILocation(line: 63, column: 3, scope: !77)
!123 = !DILocation(line: 64, column: 7, scope: !77)
!124 = !DILocation(line: 66, column: 5, scope: !77)
!125 = !DILocation(line: 68, column: 20, scope: !77)
!126 = !DILocation(line: 67, column: 7, scope: !77)
!127 = !DILocation(line: 68, column: 23, scope: !77)
!128 = !DILocation(line: 68, column: 35, scope: !77)
!129 = !DILocation(line: 68, column: 33, scope: !77)
!130 = !DILocation(line: 66, column: 30, scope: !77)
!131 = !DILocation(line: 66, column: 23, scope: !77)
!132 = distinct !{!132, !124, !133, !35}
!133 = !DILocation(line: 68, column: 44, scope: !77)
!134 = !DILocation(line: 67, column: 31, scope: !77)
!135 = distinct !{!135, !126, !133, !35}
!136 = !DILocation(line: 70, column: 26, scope: !77)
!137 = !DILocation(line: 71, column: 5, scope: !77)
!138 = !DILocation(line: 72, column: 25, scope: !77)
!139 = !DILocation(line: 72, column: 7, scope: !77)
!140 = !DILocation(line: 74, column: 18, scope: !77)
!141 = !DILocation(line: 73, column: 20, scope: !77)
!142 = !DILocation(line: 73, column: 23, scope: !77)
!143 = !DILocation(line: 73, column: 36, scope: !77)
!144 = !DILocation(line: 73, column: 34, scope: !77)
!145 = !DILocation(line: 74, column: 21, scope: !77)
!146 = !DILocation(line: 74, column: 7, scope: !77)
!147 = !DILocation(line: 71, column: 30, scope: !77)
!148 = !DILocation(line: 71, column: 23, scope: !77)
!149 = distinct !{!149, !137, !150, !35}
!150 = !DILocation(line: 75, column: 5, scope: !77)
!151 = !DILocation(line: 72, column: 31, scope: !77)
!152 = distinct !{!152, !139, !153, !35}
!153 = !DILocation(line: 73, column: 44, scope: !77)
!154 = !DILocation(line: 77, column: 3, scope: !77)
!155 = !DILocation(line: 78, column: 7, scope: !77)
!156 = !DILocation(line: 80, column: 5, scope: !77)
!157 = !DILocation(line: 81, column: 38, scope: !77)
!158 = !DILocation(line: 81, column: 17, scope: !77)
!159 = !DILocation(line: 81, column: 22, scope: !77)
!160 = !DILocation(line: 81, column: 30, scope: !77)
!161 = !DILocation(line: 81, column: 7, scope: !77)
!162 = !DILocation(line: 81, column: 36, scope: !77)
!163 = !DILocation(line: 80, column: 30, scope: !77)
!164 = !DILocation(line: 80, column: 23, scope: !77)
!165 = distinct !{!165, !156, !166, !35}
!166 = !DILocation(line: 81, column: 47, scope: !77)
!167 = !DILocation(line: 83, column: 26, scope: !77)
!168 = !DILocation(line: 84, column: 5, scope: !77)
!169 = !DILocation(line: 85, column: 38, scope: !77)
!170 = !DILocation(line: 85, column: 12, scope: !77)
!171 = !DILocation(line: 85, column: 17, scope: !77)
!172 = !DILocation(line: 85, column: 30, scope: !77)
!173 = !DILocation(line: 85, column: 7, scope: !77)
!174 = !DILocation(line: 85, column: 36, scope: !77)
!175 = !DILocation(line: 84, column: 30, scope: !77)
!176 = !DILocation(line: 84, column: 23, scope: !77)
!177 = distinct !{!177, !168, !178, !35}
!178 = !DILocation(line: 85, column: 47, scope: !77)
!179 = !DILocation(line: 87, column: 1, scope: !77)
!180 = distinct !DISubprogram(name: "lud_internal", scope: !1, file: !1, line: 89, type: !12, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!181 = !DILocation(line: 44, column: 1, scope: !15, inlinedAt: !182)
!182 = distinct !DILocation(line: 91, column: 12, scope: !180)
!183 = !DILocation(line: 44, column: 1, scope: !184, inlinedAt: !185)
!184 = distinct !DISubprogram(name: "__fetch_y", scope: !16, file: !16, line: 44, type: !12, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!185 = distinct !DILocation(line: 91, column: 30, scope: !180)
!186 = !DILocation(line: 45, column: 1, scope: !187, inlinedAt: !188)
!187 = distinct !DISubprogram(name: "__fetch_y", scope: !16, file: !16, line: 45, type: !12, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!188 = distinct !DILocation(line: 92, column: 21, scope: !180)
!189 = !DILocation(line: 92, column: 37, scope: !180)
!190 = !DILocation(line: 92, column: 18, scope: !180)
!191 = !DILocation(line: 92, column: 42, scope: !180)
!192 = !DILocation(line: 45, column: 1, scope: !79, inlinedAt: !193)
!193 = distinct !DILocation(line: 93, column: 21, scope: !180)
!194 = !DILocation(line: 93, column: 37, scope: !180)
!195 = !DILocation(line: 93, column: 18, scope: !180)
!196 = !DILocation(line: 93, column: 42, scope: !180)
!197 = !DILocation(line: 94, column: 31, scope: !180)
!198 = !DILocation(line: 94, column: 35, scope: !180)
!199 = !DILocation(line: 94, column: 15, scope: !180)
!200 = !DILocation(line: 94, column: 3, scope: !180)
!201 = !DILocation(line: 94, column: 13, scope: !180)
!202 = !DILocation(line: 95, column: 19, scope: !180)
!203 = !DILocation(line: 95, column: 32, scope: !180)
!204 = !DILocation(line: 95, column: 15, scope: !180)
!205 = !DILocation(line: 95, column: 3, scope: !180)
!206 = !DILocation(line: 95, column: 13, scope: !180)
!207 = !DILocation(line: 96, column: 3, scope: !180)
!208 = !DILocation(line: 98, column: 3, scope: !180)
!209 = !DILocation(line: 100, column: 11, scope: !180)
!210 = !DILocation(line: 100, column: 3, scope: !180)
!211 = !DILocation(line: 100, column: 16, scope: !180)
!212 = !DILocation(line: 101, column: 1, scope: !180)
!213 = !DILocation(line: 99, column: 12, scope: !180)
!214 = !DILocation(line: 99, column: 23, scope: !180)
!215 = !DILocation(line: 99, column: 21, scope: !180)
!216 = !DILocation(line: 99, column: 9, scope: !180)
!217 = !DILocation(line: 98, column: 28, scope: !180)
!218 = !DILocation(line: 98, column: 21, scope: !180)
!219 = distinct !{!219, !208, !220, !35}
!220 = !DILocation(line: 99, column: 30, scope: !180)
