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
define dso_local void @lud_diagonal(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !11 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !14
  %5 = add i32 %4, %2
  %6 = zext nneg i32 %4 to i64
  br label %9, !dbg !18

7:                                                ; preds = %9
  tail call void @llvm.nvvm.barrier0(), !dbg !19
  %8 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE1a to ptr), i64 0, i64 %6, i64 0
  br label %30, !dbg !20

9:                                                ; preds = %9, %3
  %10 = phi i32 [ 0, %3 ], [ %28, %9 ]
  %11 = add nsw i32 %10, %2, !dbg !21
  %12 = mul nsw i32 %11, %1, !dbg !22
  %13 = add i32 %5, %12, !dbg !23
  %14 = sext i32 %13 to i64, !dbg !24
  %15 = getelementptr inbounds float, ptr %0, i64 %14, !dbg !24
  %16 = load float, ptr %15, align 4, !dbg !24, !tbaa !25
  %17 = zext nneg i32 %10 to i64, !dbg !29
  %18 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE1a to ptr), i64 0, i64 %17, i64 %6, !dbg !29
  store float %16, ptr %18, align 4, !dbg !30, !tbaa !25
  %19 = or disjoint i32 %10, 1, !dbg !31
  %20 = add nsw i32 %19, %2, !dbg !21
  %21 = mul nsw i32 %20, %1, !dbg !22
  %22 = add i32 %5, %21, !dbg !23
  %23 = sext i32 %22 to i64, !dbg !24
  %24 = getelementptr inbounds float, ptr %0, i64 %23, !dbg !24
  %25 = load float, ptr %24, align 4, !dbg !24, !tbaa !25
  %26 = zext nneg i32 %19 to i64, !dbg !29
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE1a to ptr), i64 0, i64 %26, i64 %6, !dbg !29
  store float %25, ptr %27, align 4, !dbg !30, !tbaa !25
  %28 = add nuw nsw i32 %10, 2, !dbg !31
  %29 = icmp eq i32 %28, 16, !dbg !32
  br i1 %29, label %7, label %9, !dbg !18, !llvm.loop !33

30:                                               ; preds = %7, %132
  %31 = phi i32 [ 1, %7 ], [ %133, %132 ]
  %32 = phi i32 [ 0, %7 ], [ %89, %132 ]
  %33 = icmp ugt i32 %4, %32, !dbg !36
  br i1 %33, label %34, label %88, !dbg !37

34:                                               ; preds = %30
  %35 = icmp eq i32 %32, 0, !dbg !38
  br i1 %35, label %36, label %38, !dbg !39

36:                                               ; preds = %34
  %37 = load float, ptr %8, align 4, !dbg !40, !tbaa !25
  br label %59, !dbg !39

38:                                               ; preds = %34
  %39 = zext nneg i32 %32 to i64
  %40 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE1a to ptr), i64 0, i64 %6, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !25
  %42 = and i32 %32, 1, !dbg !39
  %43 = icmp eq i32 %32, 1, !dbg !39
  br i1 %43, label %46, label %44, !dbg !39

44:                                               ; preds = %38
  %45 = and i32 %32, 2147483646, !dbg !39
  br label %66, !dbg !39

46:                                               ; preds = %66, %38
  %47 = phi float [ poison, %38 ], [ %84, %66 ]
  %48 = phi float [ %41, %38 ], [ %84, %66 ]
  %49 = phi i32 [ 0, %38 ], [ %85, %66 ]
  %50 = icmp eq i32 %42, 0, !dbg !39
  br i1 %50, label %59, label %51, !dbg !39

51:                                               ; preds = %46
  %52 = zext nneg i32 %49 to i64, !dbg !41
  %53 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE1a to ptr), i64 0, i64 %6, i64 %52, !dbg !41
  %54 = load float, ptr %53, align 4, !dbg !41, !tbaa !25
  %55 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE1a to ptr), i64 0, i64 %52, i64 %39, !dbg !42
  %56 = load float, ptr %55, align 4, !dbg !42, !tbaa !25
  %57 = fmul contract float %54, %56, !dbg !43
  %58 = fsub contract float %48, %57, !dbg !44
  store float %58, ptr %40, align 4, !dbg !44, !tbaa !25
  br label %59, !dbg !45

59:                                               ; preds = %51, %46, %36
  %60 = phi i64 [ 0, %36 ], [ %39, %46 ], [ %39, %51 ], !dbg !45
  %61 = phi float [ %37, %36 ], [ %47, %46 ], [ %58, %51 ], !dbg !40
  %62 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE1a to ptr), i64 0, i64 %60, i64 %60, !dbg !45
  %63 = load float, ptr %62, align 4, !dbg !45, !tbaa !25
  %64 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE1a to ptr), i64 0, i64 %6, i64 %60, !dbg !46
  %65 = fdiv contract float %61, %63, !dbg !40
  store float %65, ptr %64, align 4, !dbg !40, !tbaa !25
  br label %88, !dbg !47

66:                                               ; preds = %66, %44
  %67 = phi float [ %41, %44 ], [ %84, %66 ], !dbg !41
  %68 = phi i32 [ 0, %44 ], [ %85, %66 ]
  %69 = phi i32 [ 0, %44 ], [ %86, %66 ]
  %70 = zext nneg i32 %68 to i64, !dbg !41
  %71 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE1a to ptr), i64 0, i64 %6, i64 %70, !dbg !41
  %72 = load float, ptr %71, align 4, !dbg !41, !tbaa !25
  %73 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE1a to ptr), i64 0, i64 %70, i64 %39, !dbg !42
  %74 = load float, ptr %73, align 4, !dbg !42, !tbaa !25
  %75 = fmul contract float %72, %74, !dbg !43
  %76 = fsub contract float %67, %75, !dbg !44
  store float %76, ptr %40, align 4, !dbg !44, !tbaa !25
  %77 = or disjoint i32 %68, 1, !dbg !48
  %78 = zext nneg i32 %77 to i64, !dbg !41
  %79 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE1a to ptr), i64 0, i64 %6, i64 %78, !dbg !41
  %80 = load float, ptr %79, align 4, !dbg !41, !tbaa !25
  %81 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE1a to ptr), i64 0, i64 %78, i64 %39, !dbg !42
  %82 = load float, ptr %81, align 4, !dbg !42, !tbaa !25
  %83 = fmul contract float %80, %82, !dbg !43
  %84 = fsub contract float %76, %83, !dbg !44
  store float %84, ptr %40, align 4, !dbg !44, !tbaa !25
  %85 = add nuw nsw i32 %68, 2, !dbg !48
  %86 = add i32 %69, 2, !dbg !39
  %87 = icmp eq i32 %86, %45, !dbg !39
  br i1 %87, label %46, label %66, !dbg !39, !llvm.loop !49

88:                                               ; preds = %59, %30
  tail call void @llvm.nvvm.barrier0(), !dbg !51
  %89 = add nuw nsw i32 %32, 1
  br i1 %33, label %90, label %132, !dbg !52

90:                                               ; preds = %88
  %91 = zext nneg i32 %89 to i64
  %92 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE1a to ptr), i64 0, i64 %91, i64 %6
  %93 = load float, ptr %92, align 4, !tbaa !25
  %94 = and i32 %31, 1, !dbg !53
  %95 = icmp eq i32 %32, 0, !dbg !53
  br i1 %95, label %120, label %96, !dbg !53

96:                                               ; preds = %90
  %97 = and i32 %31, 2147483646, !dbg !53
  br label %98, !dbg !53

98:                                               ; preds = %98, %96
  %99 = phi i32 [ 0, %96 ], [ %117, %98 ]
  %100 = phi float [ %93, %96 ], [ %116, %98 ]
  %101 = phi i32 [ 0, %96 ], [ %118, %98 ]
  %102 = zext nneg i32 %99 to i64, !dbg !54
  %103 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE1a to ptr), i64 0, i64 %91, i64 %102, !dbg !54
  %104 = load float, ptr %103, align 4, !dbg !54, !tbaa !25
  %105 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE1a to ptr), i64 0, i64 %102, i64 %6, !dbg !55
  %106 = load float, ptr %105, align 4, !dbg !55, !tbaa !25
  %107 = fmul contract float %104, %106, !dbg !56
  %108 = fsub contract float %100, %107, !dbg !57
  store float %108, ptr %92, align 4, !dbg !57, !tbaa !25
  %109 = or disjoint i32 %99, 1, !dbg !58
  %110 = zext nneg i32 %109 to i64, !dbg !54
  %111 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE1a to ptr), i64 0, i64 %91, i64 %110, !dbg !54
  %112 = load float, ptr %111, align 4, !dbg !54, !tbaa !25
  %113 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE1a to ptr), i64 0, i64 %110, i64 %6, !dbg !55
  %114 = load float, ptr %113, align 4, !dbg !55, !tbaa !25
  %115 = fmul contract float %112, %114, !dbg !56
  %116 = fsub contract float %108, %115, !dbg !57
  store float %116, ptr %92, align 4, !dbg !57, !tbaa !25
  %117 = add nuw nsw i32 %99, 2, !dbg !58
  %118 = add i32 %101, 2, !dbg !53
  %119 = icmp eq i32 %118, %97, !dbg !53
  br i1 %119, label %120, label %98, !dbg !53, !llvm.loop !59

120:                                              ; preds = %98, %90
  %121 = phi i32 [ 0, %90 ], [ %117, %98 ]
  %122 = phi float [ %93, %90 ], [ %116, %98 ]
  %123 = icmp eq i32 %94, 0, !dbg !53
  br i1 %123, label %132, label %124, !dbg !53

124:                                              ; preds = %120
  %125 = zext nneg i32 %121 to i64, !dbg !54
  %126 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE1a to ptr), i64 0, i64 %91, i64 %125, !dbg !54
  %127 = load float, ptr %126, align 4, !dbg !54, !tbaa !25
  %128 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE1a to ptr), i64 0, i64 %125, i64 %6, !dbg !55
  %129 = load float, ptr %128, align 4, !dbg !55, !tbaa !25
  %130 = fmul contract float %127, %129, !dbg !56
  %131 = fsub contract float %122, %130, !dbg !57
  store float %131, ptr %92, align 4, !dbg !57, !tbaa !25
  br label %132, !dbg !61

132:                                              ; preds = %124, %120, %88
  tail call void @llvm.nvvm.barrier0(), !dbg !61
  %133 = add nuw nsw i32 %31, 1, !dbg !20
  %134 = icmp eq i32 %89, 15, !dbg !62
  br i1 %134, label %136, label %30, !dbg !20, !llvm.loop !63

135:                                              ; preds = %136
  ret void, !dbg !65

136:                                              ; preds = %132, %136
  %137 = phi i32 [ %164, %136 ], [ 1, %132 ]
  %138 = zext nneg i32 %137 to i64, !dbg !66
  %139 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE1a to ptr), i64 0, i64 %138, i64 %6, !dbg !66
  %140 = load float, ptr %139, align 4, !dbg !66, !tbaa !25
  %141 = add nsw i32 %137, %2, !dbg !67
  %142 = mul nsw i32 %141, %1, !dbg !68
  %143 = add i32 %5, %142, !dbg !69
  %144 = sext i32 %143 to i64, !dbg !70
  %145 = getelementptr inbounds float, ptr %0, i64 %144, !dbg !70
  store float %140, ptr %145, align 4, !dbg !71, !tbaa !25
  %146 = add nuw nsw i32 %137, 1, !dbg !72
  %147 = zext nneg i32 %146 to i64, !dbg !66
  %148 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE1a to ptr), i64 0, i64 %147, i64 %6, !dbg !66
  %149 = load float, ptr %148, align 4, !dbg !66, !tbaa !25
  %150 = add nsw i32 %146, %2, !dbg !67
  %151 = mul nsw i32 %150, %1, !dbg !68
  %152 = add i32 %5, %151, !dbg !69
  %153 = sext i32 %152 to i64, !dbg !70
  %154 = getelementptr inbounds float, ptr %0, i64 %153, !dbg !70
  store float %149, ptr %154, align 4, !dbg !71, !tbaa !25
  %155 = add nuw nsw i32 %137, 2, !dbg !72
  %156 = zext nneg i32 %155 to i64, !dbg !66
  %157 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE1a to ptr), i64 0, i64 %156, i64 %6, !dbg !66
  %158 = load float, ptr %157, align 4, !dbg !66, !tbaa !25
  %159 = add nsw i32 %155, %2, !dbg !67
  %160 = mul nsw i32 %159, %1, !dbg !68
  %161 = add i32 %5, %160, !dbg !69
  %162 = sext i32 %161 to i64, !dbg !70
  %163 = getelementptr inbounds float, ptr %0, i64 %162, !dbg !70
  store float %158, ptr %163, align 4, !dbg !71, !tbaa !25
  %164 = add nuw nsw i32 %137, 3, !dbg !72
  %165 = icmp eq i32 %164, 16, !dbg !73
  br i1 %165, label %135, label %136, !dbg !74, !llvm.loop !75
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @lud_perimeter(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !77 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !78
  %5 = shl i32 %4, 4, !dbg !81
  %6 = add i32 %5, 16, !dbg !81
  %7 = add i32 %6, %2, !dbg !82
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !83
  %9 = icmp ult i32 %8, 16, !dbg !85
  br i1 %9, label %10, label %90, !dbg !86

10:                                               ; preds = %3
  %11 = add i32 %8, %2
  %12 = zext nneg i32 %8 to i64
  %13 = mul nsw i32 %2, %1, !dbg !87
  %14 = add i32 %11, %13, !dbg !88
  %15 = sext i32 %14 to i64, !dbg !89
  %16 = getelementptr inbounds float, ptr %0, i64 %15, !dbg !89
  %17 = load float, ptr %16, align 4, !dbg !89, !tbaa !25
  %18 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 0, i64 %12, !dbg !90
  store float %17, ptr %18, align 4, !dbg !91, !tbaa !25
  %19 = add nsw i32 %2, 1, !dbg !92
  %20 = mul nsw i32 %19, %1, !dbg !87
  %21 = add i32 %11, %20, !dbg !88
  %22 = sext i32 %21 to i64, !dbg !89
  %23 = getelementptr inbounds float, ptr %0, i64 %22, !dbg !89
  %24 = load float, ptr %23, align 4, !dbg !89, !tbaa !25
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 1, i64 %12, !dbg !90
  store float %24, ptr %25, align 4, !dbg !91, !tbaa !25
  %26 = add nsw i32 %2, 2, !dbg !92
  %27 = mul nsw i32 %26, %1, !dbg !87
  %28 = add i32 %11, %27, !dbg !88
  %29 = sext i32 %28 to i64, !dbg !89
  %30 = getelementptr inbounds float, ptr %0, i64 %29, !dbg !89
  %31 = load float, ptr %30, align 4, !dbg !89, !tbaa !25
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 2, i64 %12, !dbg !90
  store float %31, ptr %32, align 4, !dbg !91, !tbaa !25
  %33 = add nsw i32 %2, 3, !dbg !92
  %34 = mul nsw i32 %33, %1, !dbg !87
  %35 = add i32 %11, %34, !dbg !88
  %36 = sext i32 %35 to i64, !dbg !89
  %37 = getelementptr inbounds float, ptr %0, i64 %36, !dbg !89
  %38 = load float, ptr %37, align 4, !dbg !89, !tbaa !25
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 3, i64 %12, !dbg !90
  store float %38, ptr %39, align 4, !dbg !91, !tbaa !25
  %40 = add nsw i32 %2, 4, !dbg !92
  %41 = mul nsw i32 %40, %1, !dbg !87
  %42 = add i32 %11, %41, !dbg !88
  %43 = sext i32 %42 to i64, !dbg !89
  %44 = getelementptr inbounds float, ptr %0, i64 %43, !dbg !89
  %45 = load float, ptr %44, align 4, !dbg !89, !tbaa !25
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 4, i64 %12, !dbg !90
  store float %45, ptr %46, align 4, !dbg !91, !tbaa !25
  %47 = add nsw i32 %2, 5, !dbg !92
  %48 = mul nsw i32 %47, %1, !dbg !87
  %49 = add i32 %11, %48, !dbg !88
  %50 = sext i32 %49 to i64, !dbg !89
  %51 = getelementptr inbounds float, ptr %0, i64 %50, !dbg !89
  %52 = load float, ptr %51, align 4, !dbg !89, !tbaa !25
  %53 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 5, i64 %12, !dbg !90
  store float %52, ptr %53, align 4, !dbg !91, !tbaa !25
  %54 = add nsw i32 %2, 6, !dbg !92
  %55 = mul nsw i32 %54, %1, !dbg !87
  %56 = add i32 %11, %55, !dbg !88
  %57 = sext i32 %56 to i64, !dbg !89
  %58 = getelementptr inbounds float, ptr %0, i64 %57, !dbg !89
  %59 = load float, ptr %58, align 4, !dbg !89, !tbaa !25
  %60 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 6, i64 %12, !dbg !90
  store float %59, ptr %60, align 4, !dbg !91, !tbaa !25
  %61 = add nsw i32 %2, 7, !dbg !92
  %62 = mul nsw i32 %61, %1, !dbg !87
  %63 = add i32 %11, %62, !dbg !88
  %64 = sext i32 %63 to i64, !dbg !89
  %65 = getelementptr inbounds float, ptr %0, i64 %64, !dbg !89
  %66 = load float, ptr %65, align 4, !dbg !89, !tbaa !25
  %67 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 7, i64 %12, !dbg !90
  store float %66, ptr %67, align 4, !dbg !91, !tbaa !25
  %68 = add i32 %7, %8
  br label %69, !dbg !93

69:                                               ; preds = %69, %10
  %70 = phi i32 [ 0, %10 ], [ %88, %69 ]
  %71 = add nsw i32 %70, %2, !dbg !94
  %72 = mul nsw i32 %71, %1, !dbg !95
  %73 = add i32 %68, %72, !dbg !96
  %74 = sext i32 %73 to i64, !dbg !97
  %75 = getelementptr inbounds float, ptr %0, i64 %74, !dbg !97
  %76 = load float, ptr %75, align 4, !dbg !97, !tbaa !25
  %77 = zext nneg i32 %70 to i64, !dbg !98
  %78 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3row to ptr), i64 0, i64 %77, i64 %12, !dbg !98
  store float %76, ptr %78, align 4, !dbg !99, !tbaa !25
  %79 = or disjoint i32 %70, 1, !dbg !100
  %80 = add nsw i32 %79, %2, !dbg !94
  %81 = mul nsw i32 %80, %1, !dbg !95
  %82 = add i32 %68, %81, !dbg !96
  %83 = sext i32 %82 to i64, !dbg !97
  %84 = getelementptr inbounds float, ptr %0, i64 %83, !dbg !97
  %85 = load float, ptr %84, align 4, !dbg !97, !tbaa !25
  %86 = zext nneg i32 %79 to i64, !dbg !98
  %87 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3row to ptr), i64 0, i64 %86, i64 %12, !dbg !98
  store float %85, ptr %87, align 4, !dbg !99, !tbaa !25
  %88 = add nuw nsw i32 %70, 2, !dbg !100
  %89 = icmp eq i32 %88, 16, !dbg !101
  br i1 %89, label %171, label %69, !dbg !93, !llvm.loop !102

90:                                               ; preds = %3
  %91 = add nsw i32 %8, -16, !dbg !104
  %92 = add i32 %91, %2
  %93 = zext nneg i32 %91 to i64
  %94 = add nsw i32 %2, 8, !dbg !105
  %95 = mul nsw i32 %94, %1, !dbg !106
  %96 = add i32 %92, %95, !dbg !107
  %97 = sext i32 %96 to i64, !dbg !108
  %98 = getelementptr inbounds float, ptr %0, i64 %97, !dbg !108
  %99 = load float, ptr %98, align 4, !dbg !108, !tbaa !25
  %100 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 8, i64 %93, !dbg !109
  store float %99, ptr %100, align 4, !dbg !110, !tbaa !25
  %101 = add nsw i32 %2, 9, !dbg !105
  %102 = mul nsw i32 %101, %1, !dbg !106
  %103 = add i32 %92, %102, !dbg !107
  %104 = sext i32 %103 to i64, !dbg !108
  %105 = getelementptr inbounds float, ptr %0, i64 %104, !dbg !108
  %106 = load float, ptr %105, align 4, !dbg !108, !tbaa !25
  %107 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 9, i64 %93, !dbg !109
  store float %106, ptr %107, align 4, !dbg !110, !tbaa !25
  %108 = add nsw i32 %2, 10, !dbg !105
  %109 = mul nsw i32 %108, %1, !dbg !106
  %110 = add i32 %92, %109, !dbg !107
  %111 = sext i32 %110 to i64, !dbg !108
  %112 = getelementptr inbounds float, ptr %0, i64 %111, !dbg !108
  %113 = load float, ptr %112, align 4, !dbg !108, !tbaa !25
  %114 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 10, i64 %93, !dbg !109
  store float %113, ptr %114, align 4, !dbg !110, !tbaa !25
  %115 = add nsw i32 %2, 11, !dbg !105
  %116 = mul nsw i32 %115, %1, !dbg !106
  %117 = add i32 %92, %116, !dbg !107
  %118 = sext i32 %117 to i64, !dbg !108
  %119 = getelementptr inbounds float, ptr %0, i64 %118, !dbg !108
  %120 = load float, ptr %119, align 4, !dbg !108, !tbaa !25
  %121 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 11, i64 %93, !dbg !109
  store float %120, ptr %121, align 4, !dbg !110, !tbaa !25
  %122 = add nsw i32 %2, 12, !dbg !105
  %123 = mul nsw i32 %122, %1, !dbg !106
  %124 = add i32 %92, %123, !dbg !107
  %125 = sext i32 %124 to i64, !dbg !108
  %126 = getelementptr inbounds float, ptr %0, i64 %125, !dbg !108
  %127 = load float, ptr %126, align 4, !dbg !108, !tbaa !25
  %128 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 12, i64 %93, !dbg !109
  store float %127, ptr %128, align 4, !dbg !110, !tbaa !25
  %129 = add nsw i32 %2, 13, !dbg !105
  %130 = mul nsw i32 %129, %1, !dbg !106
  %131 = add i32 %92, %130, !dbg !107
  %132 = sext i32 %131 to i64, !dbg !108
  %133 = getelementptr inbounds float, ptr %0, i64 %132, !dbg !108
  %134 = load float, ptr %133, align 4, !dbg !108, !tbaa !25
  %135 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 13, i64 %93, !dbg !109
  store float %134, ptr %135, align 4, !dbg !110, !tbaa !25
  %136 = add nsw i32 %2, 14, !dbg !105
  %137 = mul nsw i32 %136, %1, !dbg !106
  %138 = add i32 %92, %137, !dbg !107
  %139 = sext i32 %138 to i64, !dbg !108
  %140 = getelementptr inbounds float, ptr %0, i64 %139, !dbg !108
  %141 = load float, ptr %140, align 4, !dbg !108, !tbaa !25
  %142 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 14, i64 %93, !dbg !109
  store float %141, ptr %142, align 4, !dbg !110, !tbaa !25
  %143 = add nsw i32 %2, 15, !dbg !105
  %144 = mul nsw i32 %143, %1, !dbg !106
  %145 = add i32 %92, %144, !dbg !107
  %146 = sext i32 %145 to i64, !dbg !108
  %147 = getelementptr inbounds float, ptr %0, i64 %146, !dbg !108
  %148 = load float, ptr %147, align 4, !dbg !108, !tbaa !25
  %149 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 15, i64 %93, !dbg !109
  store float %148, ptr %149, align 4, !dbg !110, !tbaa !25
  br label %150, !dbg !111

150:                                              ; preds = %150, %90
  %151 = phi i32 [ 0, %90 ], [ %169, %150 ]
  %152 = add nsw i32 %151, %7, !dbg !112
  %153 = mul nsw i32 %152, %1, !dbg !113
  %154 = add i32 %92, %153, !dbg !114
  %155 = sext i32 %154 to i64, !dbg !115
  %156 = getelementptr inbounds float, ptr %0, i64 %155, !dbg !115
  %157 = load float, ptr %156, align 4, !dbg !115, !tbaa !25
  %158 = zext nneg i32 %151 to i64, !dbg !116
  %159 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %158, i64 %93, !dbg !116
  store float %157, ptr %159, align 4, !dbg !117, !tbaa !25
  %160 = or disjoint i32 %151, 1, !dbg !118
  %161 = add nsw i32 %160, %7, !dbg !112
  %162 = mul nsw i32 %161, %1, !dbg !113
  %163 = add i32 %92, %162, !dbg !114
  %164 = sext i32 %163 to i64, !dbg !115
  %165 = getelementptr inbounds float, ptr %0, i64 %164, !dbg !115
  %166 = load float, ptr %165, align 4, !dbg !115, !tbaa !25
  %167 = zext nneg i32 %160 to i64, !dbg !116
  %168 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %167, i64 %93, !dbg !116
  store float %166, ptr %168, align 4, !dbg !117, !tbaa !25
  %169 = add nuw nsw i32 %151, 2, !dbg !118
  %170 = icmp eq i32 %169, 16, !dbg !119
  br i1 %170, label %171, label %150, !dbg !111, !llvm.loop !120

171:                                              ; preds = %150, %69
  tail call void @llvm.nvvm.barrier0(), !dbg !122
  br i1 %9, label %172, label %222, !dbg !123

172:                                              ; preds = %171
  %173 = zext nneg i32 %8 to i64
  br label %174, !dbg !124

174:                                              ; preds = %172, %196
  %175 = phi i32 [ 0, %172 ], [ %199, %196 ]
  %176 = phi i32 [ 1, %172 ], [ %197, %196 ]
  %177 = zext nneg i32 %176 to i64
  %178 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3row to ptr), i64 0, i64 %177, i64 %173
  %179 = load float, ptr %178, align 4, !tbaa !25
  %180 = and i32 %176, 1, !dbg !125
  %181 = icmp eq i32 %175, 0, !dbg !125
  br i1 %181, label %184, label %182, !dbg !125

182:                                              ; preds = %174
  %183 = and i32 %176, 2147483646, !dbg !125
  br label %200, !dbg !125

184:                                              ; preds = %200, %174
  %185 = phi i32 [ 0, %174 ], [ %219, %200 ]
  %186 = phi float [ %179, %174 ], [ %218, %200 ]
  %187 = icmp eq i32 %180, 0, !dbg !125
  br i1 %187, label %196, label %188, !dbg !125

188:                                              ; preds = %184
  %189 = zext nneg i32 %185 to i64, !dbg !126
  %190 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 %177, i64 %189, !dbg !126
  %191 = load float, ptr %190, align 4, !dbg !126, !tbaa !25
  %192 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3row to ptr), i64 0, i64 %189, i64 %173, !dbg !127
  %193 = load float, ptr %192, align 4, !dbg !127, !tbaa !25
  %194 = fmul contract float %191, %193, !dbg !128
  %195 = fsub contract float %186, %194, !dbg !129
  store float %195, ptr %178, align 4, !dbg !129, !tbaa !25
  br label %196, !dbg !130

196:                                              ; preds = %184, %188
  %197 = add nuw nsw i32 %176, 1, !dbg !130
  %198 = icmp eq i32 %197, 16, !dbg !131
  %199 = add i32 %175, 1, !dbg !124
  br i1 %198, label %283, label %174, !dbg !124, !llvm.loop !132

200:                                              ; preds = %200, %182
  %201 = phi i32 [ 0, %182 ], [ %219, %200 ]
  %202 = phi float [ %179, %182 ], [ %218, %200 ]
  %203 = phi i32 [ 0, %182 ], [ %220, %200 ]
  %204 = zext nneg i32 %201 to i64, !dbg !126
  %205 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 %177, i64 %204, !dbg !126
  %206 = load float, ptr %205, align 4, !dbg !126, !tbaa !25
  %207 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3row to ptr), i64 0, i64 %204, i64 %173, !dbg !127
  %208 = load float, ptr %207, align 4, !dbg !127, !tbaa !25
  %209 = fmul contract float %206, %208, !dbg !128
  %210 = fsub contract float %202, %209, !dbg !129
  store float %210, ptr %178, align 4, !dbg !129, !tbaa !25
  %211 = or disjoint i32 %201, 1, !dbg !134
  %212 = zext nneg i32 %211 to i64, !dbg !126
  %213 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 %177, i64 %212, !dbg !126
  %214 = load float, ptr %213, align 4, !dbg !126, !tbaa !25
  %215 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3row to ptr), i64 0, i64 %212, i64 %173, !dbg !127
  %216 = load float, ptr %215, align 4, !dbg !127, !tbaa !25
  %217 = fmul contract float %214, %216, !dbg !128
  %218 = fsub contract float %210, %217, !dbg !129
  store float %218, ptr %178, align 4, !dbg !129, !tbaa !25
  %219 = add nuw nsw i32 %201, 2, !dbg !134
  %220 = add i32 %203, 2, !dbg !125
  %221 = icmp eq i32 %220, %183, !dbg !125
  br i1 %221, label %184, label %200, !dbg !125, !llvm.loop !135

222:                                              ; preds = %171
  %223 = add nsw i32 %8, -16, !dbg !136
  %224 = sext i32 %223 to i64
  %225 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %224, i64 0
  br label %226, !dbg !137

226:                                              ; preds = %222, %252
  %227 = phi i32 [ 0, %222 ], [ %259, %252 ]
  %228 = icmp eq i32 %227, 0, !dbg !138
  br i1 %228, label %229, label %231, !dbg !139

229:                                              ; preds = %226
  %230 = load float, ptr %225, align 4, !dbg !140, !tbaa !25
  br label %252, !dbg !139

231:                                              ; preds = %226
  %232 = zext nneg i32 %227 to i64
  %233 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %224, i64 %232
  %234 = load float, ptr %233, align 4, !tbaa !25
  %235 = and i32 %227, 1, !dbg !139
  %236 = icmp eq i32 %227, 1, !dbg !139
  br i1 %236, label %239, label %237, !dbg !139

237:                                              ; preds = %231
  %238 = and i32 %227, 2147483646, !dbg !139
  br label %261, !dbg !139

239:                                              ; preds = %261, %231
  %240 = phi float [ poison, %231 ], [ %279, %261 ]
  %241 = phi float [ %234, %231 ], [ %279, %261 ]
  %242 = phi i32 [ 0, %231 ], [ %280, %261 ]
  %243 = icmp eq i32 %235, 0, !dbg !139
  br i1 %243, label %252, label %244, !dbg !139

244:                                              ; preds = %239
  %245 = zext nneg i32 %242 to i64, !dbg !141
  %246 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %224, i64 %245, !dbg !141
  %247 = load float, ptr %246, align 4, !dbg !141, !tbaa !25
  %248 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 %245, i64 %232, !dbg !142
  %249 = load float, ptr %248, align 4, !dbg !142, !tbaa !25
  %250 = fmul contract float %247, %249, !dbg !143
  %251 = fsub contract float %241, %250, !dbg !144
  store float %251, ptr %233, align 4, !dbg !144, !tbaa !25
  br label %252, !dbg !145

252:                                              ; preds = %244, %239, %229
  %253 = phi i64 [ 0, %229 ], [ %232, %239 ], [ %232, %244 ], !dbg !145
  %254 = phi float [ %230, %229 ], [ %240, %239 ], [ %251, %244 ], !dbg !140
  %255 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 %253, i64 %253, !dbg !145
  %256 = load float, ptr %255, align 4, !dbg !145, !tbaa !25
  %257 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %224, i64 %253, !dbg !146
  %258 = fdiv contract float %254, %256, !dbg !140
  store float %258, ptr %257, align 4, !dbg !140, !tbaa !25
  %259 = add nuw nsw i32 %227, 1, !dbg !147
  %260 = icmp eq i32 %259, 16, !dbg !148
  br i1 %260, label %283, label %226, !dbg !137, !llvm.loop !149

261:                                              ; preds = %261, %237
  %262 = phi float [ %234, %237 ], [ %279, %261 ], !dbg !141
  %263 = phi i32 [ 0, %237 ], [ %280, %261 ]
  %264 = phi i32 [ 0, %237 ], [ %281, %261 ]
  %265 = zext nneg i32 %263 to i64, !dbg !141
  %266 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %224, i64 %265, !dbg !141
  %267 = load float, ptr %266, align 4, !dbg !141, !tbaa !25
  %268 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 %265, i64 %232, !dbg !142
  %269 = load float, ptr %268, align 4, !dbg !142, !tbaa !25
  %270 = fmul contract float %267, %269, !dbg !143
  %271 = fsub contract float %262, %270, !dbg !144
  store float %271, ptr %233, align 4, !dbg !144, !tbaa !25
  %272 = or disjoint i32 %263, 1, !dbg !151
  %273 = zext nneg i32 %272 to i64, !dbg !141
  %274 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %224, i64 %273, !dbg !141
  %275 = load float, ptr %274, align 4, !dbg !141, !tbaa !25
  %276 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 %273, i64 %232, !dbg !142
  %277 = load float, ptr %276, align 4, !dbg !142, !tbaa !25
  %278 = fmul contract float %275, %277, !dbg !143
  %279 = fsub contract float %271, %278, !dbg !144
  store float %279, ptr %233, align 4, !dbg !144, !tbaa !25
  %280 = add nuw nsw i32 %263, 2, !dbg !151
  %281 = add i32 %264, 2, !dbg !139
  %282 = icmp eq i32 %281, %238, !dbg !139
  br i1 %282, label %239, label %261, !dbg !139, !llvm.loop !152

283:                                              ; preds = %252, %196
  tail call void @llvm.nvvm.barrier0(), !dbg !154
  br i1 %9, label %284, label %317, !dbg !155

284:                                              ; preds = %283
  %285 = zext nneg i32 %8 to i64
  %286 = add i32 %7, %8
  br label %287, !dbg !156

287:                                              ; preds = %287, %284
  %288 = phi i32 [ 1, %284 ], [ %315, %287 ]
  %289 = zext nneg i32 %288 to i64, !dbg !157
  %290 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3row to ptr), i64 0, i64 %289, i64 %285, !dbg !157
  %291 = load float, ptr %290, align 4, !dbg !157, !tbaa !25
  %292 = add nsw i32 %288, %2, !dbg !158
  %293 = mul nsw i32 %292, %1, !dbg !159
  %294 = add i32 %286, %293, !dbg !160
  %295 = sext i32 %294 to i64, !dbg !161
  %296 = getelementptr inbounds float, ptr %0, i64 %295, !dbg !161
  store float %291, ptr %296, align 4, !dbg !162, !tbaa !25
  %297 = add nuw nsw i32 %288, 1, !dbg !163
  %298 = zext nneg i32 %297 to i64, !dbg !157
  %299 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3row to ptr), i64 0, i64 %298, i64 %285, !dbg !157
  %300 = load float, ptr %299, align 4, !dbg !157, !tbaa !25
  %301 = add nsw i32 %297, %2, !dbg !158
  %302 = mul nsw i32 %301, %1, !dbg !159
  %303 = add i32 %286, %302, !dbg !160
  %304 = sext i32 %303 to i64, !dbg !161
  %305 = getelementptr inbounds float, ptr %0, i64 %304, !dbg !161
  store float %300, ptr %305, align 4, !dbg !162, !tbaa !25
  %306 = add nuw nsw i32 %288, 2, !dbg !163
  %307 = zext nneg i32 %306 to i64, !dbg !157
  %308 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3row to ptr), i64 0, i64 %307, i64 %285, !dbg !157
  %309 = load float, ptr %308, align 4, !dbg !157, !tbaa !25
  %310 = add nsw i32 %306, %2, !dbg !158
  %311 = mul nsw i32 %310, %1, !dbg !159
  %312 = add i32 %286, %311, !dbg !160
  %313 = sext i32 %312 to i64, !dbg !161
  %314 = getelementptr inbounds float, ptr %0, i64 %313, !dbg !161
  store float %309, ptr %314, align 4, !dbg !162, !tbaa !25
  %315 = add nuw nsw i32 %288, 3, !dbg !163
  %316 = icmp eq i32 %315, 16, !dbg !164
  br i1 %316, label %342, label %287, !dbg !156, !llvm.loop !165

317:                                              ; preds = %283
  %318 = add nsw i32 %8, -16, !dbg !167
  %319 = sext i32 %318 to i64
  %320 = add i32 %318, %2
  br label %321, !dbg !168

321:                                              ; preds = %321, %317
  %322 = phi i32 [ 0, %317 ], [ %340, %321 ]
  %323 = zext nneg i32 %322 to i64, !dbg !169
  %324 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %323, i64 %319, !dbg !169
  %325 = load float, ptr %324, align 4, !dbg !169, !tbaa !25
  %326 = add nsw i32 %322, %7, !dbg !170
  %327 = mul nsw i32 %326, %1, !dbg !171
  %328 = add i32 %320, %327, !dbg !172
  %329 = sext i32 %328 to i64, !dbg !173
  %330 = getelementptr inbounds float, ptr %0, i64 %329, !dbg !173
  store float %325, ptr %330, align 4, !dbg !174, !tbaa !25
  %331 = or disjoint i32 %322, 1, !dbg !175
  %332 = zext nneg i32 %331 to i64, !dbg !169
  %333 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %332, i64 %319, !dbg !169
  %334 = load float, ptr %333, align 4, !dbg !169, !tbaa !25
  %335 = add nsw i32 %331, %7, !dbg !170
  %336 = mul nsw i32 %335, %1, !dbg !171
  %337 = add i32 %320, %336, !dbg !172
  %338 = sext i32 %337 to i64, !dbg !173
  %339 = getelementptr inbounds float, ptr %0, i64 %338, !dbg !173
  store float %334, ptr %339, align 4, !dbg !174, !tbaa !25
  %340 = add nuw nsw i32 %322, 2, !dbg !175
  %341 = icmp eq i32 %340, 16, !dbg !176
  br i1 %341, label %342, label %321, !dbg !168, !llvm.loop !177

342:                                              ; preds = %321, %287
  ret void, !dbg !179
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @lud_internal(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !180 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !181
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !183
  %6 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !186
  %7 = shl nuw nsw i32 %6, 4, !dbg !189
  %8 = add i32 %2, 16, !dbg !189
  %9 = add i32 %8, %5, !dbg !190
  %10 = add i32 %9, %7, !dbg !191
  %11 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !192
  %12 = shl i32 %11, 4, !dbg !194
  %13 = add i32 %8, %4, !dbg !195
  %14 = add i32 %13, %12, !dbg !196
  %15 = add nsw i32 %5, %2, !dbg !197
  %16 = mul nsw i32 %15, %1, !dbg !198
  %17 = add nsw i32 %16, %14, !dbg !199
  %18 = sext i32 %17 to i64, !dbg !200
  %19 = getelementptr inbounds float, ptr %0, i64 %18, !dbg !200
  %20 = load float, ptr %19, align 4, !dbg !200, !tbaa !25
  %21 = zext nneg i32 %5 to i64, !dbg !201
  %22 = zext nneg i32 %4 to i64, !dbg !201
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1u to ptr), i64 0, i64 %21, i64 %22, !dbg !201
  store float %20, ptr %23, align 4, !dbg !202, !tbaa !25
  %24 = mul nsw i32 %10, %1, !dbg !203
  %25 = add i32 %4, %2, !dbg !204
  %26 = add i32 %25, %24, !dbg !205
  %27 = sext i32 %26 to i64, !dbg !206
  %28 = getelementptr inbounds float, ptr %0, i64 %27, !dbg !206
  %29 = load float, ptr %28, align 4, !dbg !206, !tbaa !25
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1l to ptr), i64 0, i64 %21, i64 %22, !dbg !207
  store float %29, ptr %30, align 4, !dbg !208, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !209
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1l to ptr), i64 0, i64 %21, i64 0, !dbg !210
  %32 = load float, ptr %31, align 4, !dbg !210, !tbaa !25
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1u to ptr), i64 0, i64 0, i64 %22, !dbg !211
  %34 = load float, ptr %33, align 4, !dbg !211, !tbaa !25
  %35 = fmul contract float %32, %34, !dbg !212
  %36 = fadd contract float %35, 0.000000e+00, !dbg !213
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1l to ptr), i64 0, i64 %21, i64 1, !dbg !210
  %38 = load float, ptr %37, align 4, !dbg !210, !tbaa !25
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1u to ptr), i64 0, i64 1, i64 %22, !dbg !211
  %40 = load float, ptr %39, align 4, !dbg !211, !tbaa !25
  %41 = fmul contract float %38, %40, !dbg !212
  %42 = fadd contract float %36, %41, !dbg !213
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1l to ptr), i64 0, i64 %21, i64 2, !dbg !210
  %44 = load float, ptr %43, align 4, !dbg !210, !tbaa !25
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1u to ptr), i64 0, i64 2, i64 %22, !dbg !211
  %46 = load float, ptr %45, align 4, !dbg !211, !tbaa !25
  %47 = fmul contract float %44, %46, !dbg !212
  %48 = fadd contract float %42, %47, !dbg !213
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1l to ptr), i64 0, i64 %21, i64 3, !dbg !210
  %50 = load float, ptr %49, align 4, !dbg !210, !tbaa !25
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1u to ptr), i64 0, i64 3, i64 %22, !dbg !211
  %52 = load float, ptr %51, align 4, !dbg !211, !tbaa !25
  %53 = fmul contract float %50, %52, !dbg !212
  %54 = fadd contract float %48, %53, !dbg !213
  %55 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1l to ptr), i64 0, i64 %21, i64 4, !dbg !210
  %56 = load float, ptr %55, align 4, !dbg !210, !tbaa !25
  %57 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1u to ptr), i64 0, i64 4, i64 %22, !dbg !211
  %58 = load float, ptr %57, align 4, !dbg !211, !tbaa !25
  %59 = fmul contract float %56, %58, !dbg !212
  %60 = fadd contract float %54, %59, !dbg !213
  %61 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1l to ptr), i64 0, i64 %21, i64 5, !dbg !210
  %62 = load float, ptr %61, align 4, !dbg !210, !tbaa !25
  %63 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1u to ptr), i64 0, i64 5, i64 %22, !dbg !211
  %64 = load float, ptr %63, align 4, !dbg !211, !tbaa !25
  %65 = fmul contract float %62, %64, !dbg !212
  %66 = fadd contract float %60, %65, !dbg !213
  %67 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1l to ptr), i64 0, i64 %21, i64 6, !dbg !210
  %68 = load float, ptr %67, align 4, !dbg !210, !tbaa !25
  %69 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1u to ptr), i64 0, i64 6, i64 %22, !dbg !211
  %70 = load float, ptr %69, align 4, !dbg !211, !tbaa !25
  %71 = fmul contract float %68, %70, !dbg !212
  %72 = fadd contract float %66, %71, !dbg !213
  %73 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1l to ptr), i64 0, i64 %21, i64 7, !dbg !210
  %74 = load float, ptr %73, align 4, !dbg !210, !tbaa !25
  %75 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1u to ptr), i64 0, i64 7, i64 %22, !dbg !211
  %76 = load float, ptr %75, align 4, !dbg !211, !tbaa !25
  %77 = fmul contract float %74, %76, !dbg !212
  %78 = fadd contract float %72, %77, !dbg !213
  %79 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1l to ptr), i64 0, i64 %21, i64 8, !dbg !210
  %80 = load float, ptr %79, align 4, !dbg !210, !tbaa !25
  %81 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1u to ptr), i64 0, i64 8, i64 %22, !dbg !211
  %82 = load float, ptr %81, align 4, !dbg !211, !tbaa !25
  %83 = fmul contract float %80, %82, !dbg !212
  %84 = fadd contract float %78, %83, !dbg !213
  %85 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1l to ptr), i64 0, i64 %21, i64 9, !dbg !210
  %86 = load float, ptr %85, align 4, !dbg !210, !tbaa !25
  %87 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1u to ptr), i64 0, i64 9, i64 %22, !dbg !211
  %88 = load float, ptr %87, align 4, !dbg !211, !tbaa !25
  %89 = fmul contract float %86, %88, !dbg !212
  %90 = fadd contract float %84, %89, !dbg !213
  %91 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1l to ptr), i64 0, i64 %21, i64 10, !dbg !210
  %92 = load float, ptr %91, align 4, !dbg !210, !tbaa !25
  %93 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1u to ptr), i64 0, i64 10, i64 %22, !dbg !211
  %94 = load float, ptr %93, align 4, !dbg !211, !tbaa !25
  %95 = fmul contract float %92, %94, !dbg !212
  %96 = fadd contract float %90, %95, !dbg !213
  %97 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1l to ptr), i64 0, i64 %21, i64 11, !dbg !210
  %98 = load float, ptr %97, align 4, !dbg !210, !tbaa !25
  %99 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1u to ptr), i64 0, i64 11, i64 %22, !dbg !211
  %100 = load float, ptr %99, align 4, !dbg !211, !tbaa !25
  %101 = fmul contract float %98, %100, !dbg !212
  %102 = fadd contract float %96, %101, !dbg !213
  %103 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1l to ptr), i64 0, i64 %21, i64 12, !dbg !210
  %104 = load float, ptr %103, align 4, !dbg !210, !tbaa !25
  %105 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1u to ptr), i64 0, i64 12, i64 %22, !dbg !211
  %106 = load float, ptr %105, align 4, !dbg !211, !tbaa !25
  %107 = fmul contract float %104, %106, !dbg !212
  %108 = fadd contract float %102, %107, !dbg !213
  %109 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1l to ptr), i64 0, i64 %21, i64 13, !dbg !210
  %110 = load float, ptr %109, align 4, !dbg !210, !tbaa !25
  %111 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1u to ptr), i64 0, i64 13, i64 %22, !dbg !211
  %112 = load float, ptr %111, align 4, !dbg !211, !tbaa !25
  %113 = fmul contract float %110, %112, !dbg !212
  %114 = fadd contract float %108, %113, !dbg !213
  %115 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1l to ptr), i64 0, i64 %21, i64 14, !dbg !210
  %116 = load float, ptr %115, align 4, !dbg !210, !tbaa !25
  %117 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1u to ptr), i64 0, i64 14, i64 %22, !dbg !211
  %118 = load float, ptr %117, align 4, !dbg !211, !tbaa !25
  %119 = fmul contract float %116, %118, !dbg !212
  %120 = fadd contract float %114, %119, !dbg !213
  %121 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1l to ptr), i64 0, i64 %21, i64 15, !dbg !210
  %122 = load float, ptr %121, align 4, !dbg !210, !tbaa !25
  %123 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1u to ptr), i64 0, i64 15, i64 %22, !dbg !211
  %124 = load float, ptr %123, align 4, !dbg !211, !tbaa !25
  %125 = fmul contract float %122, %124, !dbg !212
  %126 = fadd contract float %120, %125, !dbg !213
  %127 = add nsw i32 %24, %14, !dbg !214
  %128 = sext i32 %127 to i64, !dbg !215
  %129 = getelementptr inbounds float, ptr %0, i64 %128, !dbg !215
  %130 = load float, ptr %129, align 4, !dbg !216, !tbaa !25
  %131 = fsub contract float %130, %126, !dbg !216
  store float %131, ptr %129, align 4, !dbg !216, !tbaa !25
  ret void, !dbg !217
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3, !4}
!llvm.module.flags = !{!5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "suites/rodinia/lud.cu", directory: ".")
!2 = !{ptr @lud_diagonal, !"kernel", i32 1}
!3 = !{ptr @lud_perimeter, !"kernel", i32 1}
!4 = !{ptr @lud_internal, !"kernel", i32 1}
!5 = !{i32 7, !"Dwarf Version", i32 2}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = distinct !DISubprogram(name: "lud_diagonal", scope: !1, file: !1, line: 20, type: !12, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 44, column: 1, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "__fetch_x", scope: !16, file: !16, line: 44, type: !12, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!41 = !DILocation(line: 31, column: 21, scope: !11)
!42 = !DILocation(line: 31, column: 32, scope: !11)
!43 = !DILocation(line: 31, column: 30, scope: !11)
!44 = !DILocation(line: 31, column: 18, scope: !11)
!45 = !DILocation(line: 32, column: 19, scope: !11)
!46 = !DILocation(line: 32, column: 7, scope: !11)
!47 = !DILocation(line: 33, column: 5, scope: !11)
!48 = !DILocation(line: 30, column: 31, scope: !11)
!49 = distinct !{!49, !39, !50, !35}
!50 = !DILocation(line: 31, column: 38, scope: !11)
!51 = !DILocation(line: 34, column: 5, scope: !11)
!52 = !DILocation(line: 35, column: 9, scope: !11)
!53 = !DILocation(line: 36, column: 7, scope: !11)
!54 = !DILocation(line: 37, column: 25, scope: !11)
!55 = !DILocation(line: 37, column: 39, scope: !11)
!56 = !DILocation(line: 37, column: 37, scope: !11)
!57 = !DILocation(line: 37, column: 22, scope: !11)
!58 = !DILocation(line: 36, column: 35, scope: !11)
!59 = distinct !{!59, !53, !60, !35}
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
!77 = distinct !DISubprogram(name: "lud_perimeter", scope: !1, file: !1, line: 45, type: !12, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!78 = !DILocation(line: 45, column: 1, scope: !79, inlinedAt: !80)
!79 = distinct !DISubprogram(name: "__fetch_x", scope: !16, file: !16, line: 45, type: !12, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!125 = !DILocation(line: 67, column: 7, scope: !77)
!126 = !DILocation(line: 68, column: 23, scope: !77)
!127 = !DILocation(line: 68, column: 35, scope: !77)
!128 = !DILocation(line: 68, column: 33, scope: !77)
!129 = !DILocation(line: 68, column: 20, scope: !77)
!130 = !DILocation(line: 66, column: 30, scope: !77)
!131 = !DILocation(line: 66, column: 23, scope: !77)
!132 = distinct !{!132, !124, !133, !35}
!133 = !DILocation(line: 68, column: 44, scope: !77)
!134 = !DILocation(line: 67, column: 31, scope: !77)
!135 = distinct !{!135, !125, !133, !35}
!136 = !DILocation(line: 70, column: 26, scope: !77)
!137 = !DILocation(line: 71, column: 5, scope: !77)
!138 = !DILocation(line: 72, column: 25, scope: !77)
!139 = !DILocation(line: 72, column: 7, scope: !77)
!140 = !DILocation(line: 74, column: 18, scope: !77)
!141 = !DILocation(line: 73, column: 23, scope: !77)
!142 = !DILocation(line: 73, column: 36, scope: !77)
!143 = !DILocation(line: 73, column: 34, scope: !77)
!144 = !DILocation(line: 73, column: 20, scope: !77)
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
!180 = distinct !DISubprogram(name: "lud_internal", scope: !1, file: !1, line: 89, type: !12, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!181 = !DILocation(line: 44, column: 1, scope: !15, inlinedAt: !182)
!182 = distinct !DILocation(line: 91, column: 12, scope: !180)
!183 = !DILocation(line: 44, column: 1, scope: !184, inlinedAt: !185)
!184 = distinct !DISubprogram(name: "__fetch_y", scope: !16, file: !16, line: 44, type: !12, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!185 = distinct !DILocation(line: 91, column: 30, scope: !180)
!186 = !DILocation(line: 45, column: 1, scope: !187, inlinedAt: !188)
!187 = distinct !DISubprogram(name: "__fetch_y", scope: !16, file: !16, line: 45, type: !12, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!188 = distinct !DILocation(line: 92, column: 21, scope: !180)
!189 = !DILocation(line: 92, column: 37, scope: !180)
!190 = !DILocation(line: 92, column: 18, scope: !180)
!191 = !DILocation(line: 92, column: 42, scope: !180)
!192 = !DILocation(line: 45, column: 1, scope: !79, inlinedAt: !193)
!193 = distinct !DILocation(line: 93, column: 21, scope: !180)
!194 = !DILocation(line: 93, column: 37, scope: !180)
!195 = !DILocation(line: 93, column: 18, scope: !180)
!196 = !DILocation(line: 93, column: 42, scope: !180)
!197 = !DILocation(line: 94, column: 25, scope: !180)
!198 = !DILocation(line: 94, column: 31, scope: !180)
!199 = !DILocation(line: 94, column: 35, scope: !180)
!200 = !DILocation(line: 94, column: 15, scope: !180)
!201 = !DILocation(line: 94, column: 3, scope: !180)
!202 = !DILocation(line: 94, column: 13, scope: !180)
!203 = !DILocation(line: 95, column: 19, scope: !180)
!204 = !DILocation(line: 95, column: 23, scope: !180)
!205 = !DILocation(line: 95, column: 32, scope: !180)
!206 = !DILocation(line: 95, column: 15, scope: !180)
!207 = !DILocation(line: 95, column: 3, scope: !180)
!208 = !DILocation(line: 95, column: 13, scope: !180)
!209 = !DILocation(line: 96, column: 3, scope: !180)
!210 = !DILocation(line: 99, column: 12, scope: !180)
!211 = !DILocation(line: 99, column: 23, scope: !180)
!212 = !DILocation(line: 99, column: 21, scope: !180)
!213 = !DILocation(line: 99, column: 9, scope: !180)
!214 = !DILocation(line: 100, column: 11, scope: !180)
!215 = !DILocation(line: 100, column: 3, scope: !180)
!216 = !DILocation(line: 100, column: 16, scope: !180)
!217 = !DILocation(line: 101, column: 1, scope: !180)
