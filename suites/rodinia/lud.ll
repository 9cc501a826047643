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
  br label %8, !dbg !18

7:                                                ; preds = %8
  tail call void @llvm.nvvm.barrier0(), !dbg !19
  br label %31, !dbg !20

8:                                                ; preds = %8, %3
  %9 = phi i32 [ 0, %3 ], [ %29, %8 ]
  %10 = add nsw i32 %9, %2, !dbg !21
  %11 = mul nsw i32 %10, %1, !dbg !22
  %12 = add i32 %5, %11, !dbg !23
  %13 = sext i32 %12 to i64, !dbg !24
  %14 = getelementptr inbounds float, float* %0, i64 %13, !dbg !24
  %15 = load float, float* %14, align 4, !dbg !24, !tbaa !25
  %16 = zext i32 %9 to i64, !dbg !29
  %17 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12lud_diagonalE1a, i64 0, i64 %16, i64 %6, !dbg !29
  %18 = addrspacecast float addrspace(3)* %17 to float*, !dbg !29
  store float %15, float* %18, align 4, !dbg !30, !tbaa !25
  %19 = or i32 %9, 1, !dbg !31
  %20 = add nsw i32 %19, %2, !dbg !21
  %21 = mul nsw i32 %20, %1, !dbg !22
  %22 = add i32 %5, %21, !dbg !23
  %23 = sext i32 %22 to i64, !dbg !24
  %24 = getelementptr inbounds float, float* %0, i64 %23, !dbg !24
  %25 = load float, float* %24, align 4, !dbg !24, !tbaa !25
  %26 = zext i32 %19 to i64, !dbg !29
  %27 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12lud_diagonalE1a, i64 0, i64 %26, i64 %6, !dbg !29
  %28 = addrspacecast float addrspace(3)* %27 to float*, !dbg !29
  store float %25, float* %28, align 4, !dbg !30, !tbaa !25
  %29 = add nuw nsw i32 %9, 2, !dbg !31
  %30 = icmp eq i32 %29, 16, !dbg !32
  br i1 %30, label %7, label %8, !dbg !18, !llvm.loop !33

31:                                               ; preds = %7, %88
  %32 = phi i32 [ 0, %7 ], [ %89, %88 ]
  %33 = sub nsw i32 1, %32, !dbg !36
  %34 = icmp sgt i32 %4, %32, !dbg !36
  %35 = zext i32 %32 to i64, !dbg !37
  %36 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12lud_diagonalE1a, i64 0, i64 %6, i64 %35, !dbg !38
  %37 = addrspacecast float addrspace(3)* %36 to float*, !dbg !38
  br i1 %34, label %38, label %44, !dbg !39

38:                                               ; preds = %31
  %39 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12lud_diagonalE1a, i64 0, i64 %35, i64 %35, !dbg !37
  %40 = addrspacecast float addrspace(3)* %39 to float*, !dbg !37
  %41 = load float, float* %40, align 4, !dbg !37, !tbaa !25
  %42 = load float, float* %37, align 4, !dbg !40, !tbaa !25
  %43 = fdiv contract float %42, %41, !dbg !40
  store float %43, float* %37, align 4, !dbg !40, !tbaa !25
  br label %44, !dbg !38

44:                                               ; preds = %38, %31
  tail call void @llvm.nvvm.barrier0(), !dbg !41
  br i1 %34, label %45, label %88, !dbg !42

45:                                               ; preds = %44
  %46 = and i32 %33, 1, !dbg !43
  %47 = icmp eq i32 %46, 0, !dbg !43
  br i1 %47, label %60, label %48, !dbg !43

48:                                               ; preds = %45
  %49 = add nuw nsw i32 %32, 1, !dbg !44
  %50 = load float, float* %37, align 4, !dbg !45, !tbaa !25
  %51 = zext i32 %49 to i64, !dbg !46
  %52 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12lud_diagonalE1a, i64 0, i64 %35, i64 %51, !dbg !46
  %53 = addrspacecast float addrspace(3)* %52 to float*, !dbg !46
  %54 = load float, float* %53, align 4, !dbg !46, !tbaa !25
  %55 = fmul contract float %50, %54, !dbg !47
  %56 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12lud_diagonalE1a, i64 0, i64 %6, i64 %51, !dbg !48
  %57 = addrspacecast float addrspace(3)* %56 to float*, !dbg !48
  %58 = load float, float* %57, align 4, !dbg !49, !tbaa !25
  %59 = fsub contract float %58, %55, !dbg !49
  store float %59, float* %57, align 4, !dbg !49, !tbaa !25
  br label %60, !dbg !43

60:                                               ; preds = %48, %45
  %61 = phi i32 [ %32, %45 ], [ %49, %48 ]
  %62 = icmp eq i32 %32, 14, !dbg !43
  br i1 %62, label %88, label %63, !dbg !43

63:                                               ; preds = %60, %63
  %64 = phi i32 [ %76, %63 ], [ %61, %60 ]
  %65 = add nuw nsw i32 %64, 1, !dbg !44
  %66 = load float, float* %37, align 4, !dbg !45, !tbaa !25
  %67 = zext i32 %65 to i64, !dbg !46
  %68 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12lud_diagonalE1a, i64 0, i64 %35, i64 %67, !dbg !46
  %69 = addrspacecast float addrspace(3)* %68 to float*, !dbg !46
  %70 = load float, float* %69, align 4, !dbg !46, !tbaa !25
  %71 = fmul contract float %66, %70, !dbg !47
  %72 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12lud_diagonalE1a, i64 0, i64 %6, i64 %67, !dbg !48
  %73 = addrspacecast float addrspace(3)* %72 to float*, !dbg !48
  %74 = load float, float* %73, align 4, !dbg !49, !tbaa !25
  %75 = fsub contract float %74, %71, !dbg !49
  store float %75, float* %73, align 4, !dbg !49, !tbaa !25
  %76 = add nuw nsw i32 %64, 2, !dbg !44
  %77 = load float, float* %37, align 4, !dbg !45, !tbaa !25
  %78 = zext i32 %76 to i64, !dbg !46
  %79 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12lud_diagonalE1a, i64 0, i64 %35, i64 %78, !dbg !46
  %80 = addrspacecast float addrspace(3)* %79 to float*, !dbg !46
  %81 = load float, float* %80, align 4, !dbg !46, !tbaa !25
  %82 = fmul contract float %77, %81, !dbg !47
  %83 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12lud_diagonalE1a, i64 0, i64 %6, i64 %78, !dbg !48
  %84 = addrspacecast float addrspace(3)* %83 to float*, !dbg !48
  %85 = load float, float* %84, align 4, !dbg !49, !tbaa !25
  %86 = fsub contract float %85, %82, !dbg !49
  store float %86, float* %84, align 4, !dbg !49, !tbaa !25
  %87 = icmp eq i32 %76, 15, !dbg !50
  br i1 %87, label %88, label %63, !dbg !43, !llvm.loop !51

88:                                               ; preds = %60, %63, %44
  tail call void @llvm.nvvm.barrier0(), !dbg !53
  %89 = add nuw nsw i32 %32, 1, !dbg !54
  %90 = icmp eq i32 %89, 15, !dbg !55
  br i1 %90, label %92, label %31, !dbg !20, !llvm.loop !56

91:                                               ; preds = %92
  ret void, !dbg !58

92:                                               ; preds = %88, %92
  %93 = phi i32 [ %113, %92 ], [ 0, %88 ]
  %94 = zext i32 %93 to i64, !dbg !59
  %95 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12lud_diagonalE1a, i64 0, i64 %94, i64 %6, !dbg !59
  %96 = addrspacecast float addrspace(3)* %95 to float*, !dbg !59
  %97 = load float, float* %96, align 4, !dbg !59, !tbaa !25
  %98 = add nsw i32 %93, %2, !dbg !60
  %99 = mul nsw i32 %98, %1, !dbg !61
  %100 = add i32 %5, %99, !dbg !62
  %101 = sext i32 %100 to i64, !dbg !63
  %102 = getelementptr inbounds float, float* %0, i64 %101, !dbg !63
  store float %97, float* %102, align 4, !dbg !64, !tbaa !25
  %103 = or i32 %93, 1, !dbg !65
  %104 = zext i32 %103 to i64, !dbg !59
  %105 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12lud_diagonalE1a, i64 0, i64 %104, i64 %6, !dbg !59
  %106 = addrspacecast float addrspace(3)* %105 to float*, !dbg !59
  %107 = load float, float* %106, align 4, !dbg !59, !tbaa !25
  %108 = add nsw i32 %103, %2, !dbg !60
  %109 = mul nsw i32 %108, %1, !dbg !61
  %110 = add i32 %5, %109, !dbg !62
  %111 = sext i32 %110 to i64, !dbg !63
  %112 = getelementptr inbounds float, float* %0, i64 %111, !dbg !63
  store float %107, float* %112, align 4, !dbg !64, !tbaa !25
  %113 = add nuw nsw i32 %93, 2, !dbg !65
  %114 = icmp eq i32 %113, 16, !dbg !66
  br i1 %114, label %91, label %92, !dbg !67, !llvm.loop !68
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @lud_perimeter(float* nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !70 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !71
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !73
  %6 = shl i32 %5, 4, !dbg !76
  %7 = add i32 %6, 16, !dbg !76
  %8 = add i32 %7, %2, !dbg !77
  %9 = icmp slt i32 %4, 16, !dbg !78
  br i1 %9, label %10, label %33, !dbg !79

10:                                               ; preds = %3
  %11 = sext i32 %4 to i64
  %12 = add i32 %8, %4
  br label %13, !dbg !80

13:                                               ; preds = %10, %13
  %14 = phi i32 [ 0, %10 ], [ %31, %13 ]
  %15 = add nsw i32 %14, %2, !dbg !81
  %16 = mul nsw i32 %15, %1, !dbg !82
  %17 = add i32 %16, %4, !dbg !83
  %18 = add i32 %17, %2, !dbg !84
  %19 = sext i32 %18 to i64, !dbg !85
  %20 = getelementptr inbounds float, float* %0, i64 %19, !dbg !85
  %21 = load float, float* %20, align 4, !dbg !85, !tbaa !25
  %22 = zext i32 %14 to i64, !dbg !86
  %23 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3dia, i64 0, i64 %22, i64 %11, !dbg !86
  %24 = addrspacecast float addrspace(3)* %23 to float*, !dbg !86
  store float %21, float* %24, align 4, !dbg !87, !tbaa !25
  %25 = add i32 %12, %16, !dbg !88
  %26 = sext i32 %25 to i64, !dbg !89
  %27 = getelementptr inbounds float, float* %0, i64 %26, !dbg !89
  %28 = load float, float* %27, align 4, !dbg !89, !tbaa !25
  %29 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3row, i64 0, i64 %22, i64 %11, !dbg !90
  %30 = addrspacecast float addrspace(3)* %29 to float*, !dbg !90
  store float %28, float* %30, align 4, !dbg !91, !tbaa !25
  %31 = add nuw nsw i32 %14, 1, !dbg !92
  %32 = icmp eq i32 %31, 16, !dbg !93
  br i1 %32, label %134, label %13, !dbg !80, !llvm.loop !94

33:                                               ; preds = %3
  %34 = add nsw i32 %4, -16, !dbg !96
  %35 = add nsw i32 %8, %34
  %36 = mul nsw i32 %35, %1
  %37 = add nsw i32 %36, %2
  %38 = zext i32 %34 to i64
  %39 = sext i32 %37 to i64, !dbg !97
  %40 = getelementptr inbounds float, float* %0, i64 %39, !dbg !97
  %41 = load float, float* %40, align 4, !dbg !97, !tbaa !25
  %42 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %38, i64 0, !dbg !98
  %43 = addrspacecast float addrspace(3)* %42 to float*, !dbg !98
  store float %41, float* %43, align 4, !dbg !99, !tbaa !25
  %44 = add nsw i32 %37, 1, !dbg !100
  %45 = sext i32 %44 to i64, !dbg !97
  %46 = getelementptr inbounds float, float* %0, i64 %45, !dbg !97
  %47 = load float, float* %46, align 4, !dbg !97, !tbaa !25
  %48 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %38, i64 1, !dbg !98
  %49 = addrspacecast float addrspace(3)* %48 to float*, !dbg !98
  store float %47, float* %49, align 4, !dbg !99, !tbaa !25
  %50 = add nsw i32 %37, 2, !dbg !100
  %51 = sext i32 %50 to i64, !dbg !97
  %52 = getelementptr inbounds float, float* %0, i64 %51, !dbg !97
  %53 = load float, float* %52, align 4, !dbg !97, !tbaa !25
  %54 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %38, i64 2, !dbg !98
  %55 = addrspacecast float addrspace(3)* %54 to float*, !dbg !98
  store float %53, float* %55, align 4, !dbg !99, !tbaa !25
  %56 = add nsw i32 %37, 3, !dbg !100
  %57 = sext i32 %56 to i64, !dbg !97
  %58 = getelementptr inbounds float, float* %0, i64 %57, !dbg !97
  %59 = load float, float* %58, align 4, !dbg !97, !tbaa !25
  %60 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %38, i64 3, !dbg !98
  %61 = addrspacecast float addrspace(3)* %60 to float*, !dbg !98
  store float %59, float* %61, align 4, !dbg !99, !tbaa !25
  %62 = add nsw i32 %37, 4, !dbg !100
  %63 = sext i32 %62 to i64, !dbg !97
  %64 = getelementptr inbounds float, float* %0, i64 %63, !dbg !97
  %65 = load float, float* %64, align 4, !dbg !97, !tbaa !25
  %66 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %38, i64 4, !dbg !98
  %67 = addrspacecast float addrspace(3)* %66 to float*, !dbg !98
  store float %65, float* %67, align 4, !dbg !99, !tbaa !25
  %68 = add nsw i32 %37, 5, !dbg !100
  %69 = sext i32 %68 to i64, !dbg !97
  %70 = getelementptr inbounds float, float* %0, i64 %69, !dbg !97
  %71 = load float, float* %70, align 4, !dbg !97, !tbaa !25
  %72 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %38, i64 5, !dbg !98
  %73 = addrspacecast float addrspace(3)* %72 to float*, !dbg !98
  store float %71, float* %73, align 4, !dbg !99, !tbaa !25
  %74 = add nsw i32 %37, 6, !dbg !100
  %75 = sext i32 %74 to i64, !dbg !97
  %76 = getelementptr inbounds float, float* %0, i64 %75, !dbg !97
  %77 = load float, float* %76, align 4, !dbg !97, !tbaa !25
  %78 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %38, i64 6, !dbg !98
  %79 = addrspacecast float addrspace(3)* %78 to float*, !dbg !98
  store float %77, float* %79, align 4, !dbg !99, !tbaa !25
  %80 = add nsw i32 %37, 7, !dbg !100
  %81 = sext i32 %80 to i64, !dbg !97
  %82 = getelementptr inbounds float, float* %0, i64 %81, !dbg !97
  %83 = load float, float* %82, align 4, !dbg !97, !tbaa !25
  %84 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %38, i64 7, !dbg !98
  %85 = addrspacecast float addrspace(3)* %84 to float*, !dbg !98
  store float %83, float* %85, align 4, !dbg !99, !tbaa !25
  %86 = add nsw i32 %37, 8, !dbg !100
  %87 = sext i32 %86 to i64, !dbg !97
  %88 = getelementptr inbounds float, float* %0, i64 %87, !dbg !97
  %89 = load float, float* %88, align 4, !dbg !97, !tbaa !25
  %90 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %38, i64 8, !dbg !98
  %91 = addrspacecast float addrspace(3)* %90 to float*, !dbg !98
  store float %89, float* %91, align 4, !dbg !99, !tbaa !25
  %92 = add nsw i32 %37, 9, !dbg !100
  %93 = sext i32 %92 to i64, !dbg !97
  %94 = getelementptr inbounds float, float* %0, i64 %93, !dbg !97
  %95 = load float, float* %94, align 4, !dbg !97, !tbaa !25
  %96 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %38, i64 9, !dbg !98
  %97 = addrspacecast float addrspace(3)* %96 to float*, !dbg !98
  store float %95, float* %97, align 4, !dbg !99, !tbaa !25
  %98 = add nsw i32 %37, 10, !dbg !100
  %99 = sext i32 %98 to i64, !dbg !97
  %100 = getelementptr inbounds float, float* %0, i64 %99, !dbg !97
  %101 = load float, float* %100, align 4, !dbg !97, !tbaa !25
  %102 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %38, i64 10, !dbg !98
  %103 = addrspacecast float addrspace(3)* %102 to float*, !dbg !98
  store float %101, float* %103, align 4, !dbg !99, !tbaa !25
  %104 = add nsw i32 %37, 11, !dbg !100
  %105 = sext i32 %104 to i64, !dbg !97
  %106 = getelementptr inbounds float, float* %0, i64 %105, !dbg !97
  %107 = load float, float* %106, align 4, !dbg !97, !tbaa !25
  %108 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %38, i64 11, !dbg !98
  %109 = addrspacecast float addrspace(3)* %108 to float*, !dbg !98
  store float %107, float* %109, align 4, !dbg !99, !tbaa !25
  %110 = add nsw i32 %37, 12, !dbg !100
  %111 = sext i32 %110 to i64, !dbg !97
  %112 = getelementptr inbounds float, float* %0, i64 %111, !dbg !97
  %113 = load float, float* %112, align 4, !dbg !97, !tbaa !25
  %114 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %38, i64 12, !dbg !98
  %115 = addrspacecast float addrspace(3)* %114 to float*, !dbg !98
  store float %113, float* %115, align 4, !dbg !99, !tbaa !25
  %116 = add nsw i32 %37, 13, !dbg !100
  %117 = sext i32 %116 to i64, !dbg !97
  %118 = getelementptr inbounds float, float* %0, i64 %117, !dbg !97
  %119 = load float, float* %118, align 4, !dbg !97, !tbaa !25
  %120 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %38, i64 13, !dbg !98
  %121 = addrspacecast float addrspace(3)* %120 to float*, !dbg !98
  store float %119, float* %121, align 4, !dbg !99, !tbaa !25
  %122 = add nsw i32 %37, 14, !dbg !100
  %123 = sext i32 %122 to i64, !dbg !97
  %124 = getelementptr inbounds float, float* %0, i64 %123, !dbg !97
  %125 = load float, float* %124, align 4, !dbg !97, !tbaa !25
  %126 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %38, i64 14, !dbg !98
  %127 = addrspacecast float addrspace(3)* %126 to float*, !dbg !98
  store float %125, float* %127, align 4, !dbg !99, !tbaa !25
  %128 = add nsw i32 %37, 15, !dbg !100
  %129 = sext i32 %128 to i64, !dbg !97
  %130 = getelementptr inbounds float, float* %0, i64 %129, !dbg !97
  %131 = load float, float* %130, align 4, !dbg !97, !tbaa !25
  %132 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %38, i64 15, !dbg !98
  %133 = addrspacecast float addrspace(3)* %132 to float*, !dbg !98
  store float %131, float* %133, align 4, !dbg !99, !tbaa !25
  br label %134, !dbg !101

134:                                              ; preds = %13, %33
  tail call void @llvm.nvvm.barrier0(), !dbg !101
  br i1 %9, label %135, label %192, !dbg !102

135:                                              ; preds = %134
  %136 = sext i32 %4 to i64
  br label %137, !dbg !103

137:                                              ; preds = %135, %162
  %138 = phi i32 [ 0, %135 ], [ %165, %162 ]
  %139 = phi i32 [ 1, %135 ], [ %163, %162 ]
  %140 = zext i32 %139 to i64
  %141 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3row, i64 0, i64 %140, i64 %136
  %142 = addrspacecast float addrspace(3)* %141 to float*
  %143 = load float, float* %142, align 4, !dbg !104, !tbaa !25
  %144 = and i32 %139, 1, !dbg !105
  %145 = icmp eq i32 %138, 0, !dbg !105
  br i1 %145, label %148, label %146, !dbg !105

146:                                              ; preds = %137
  %147 = and i32 %139, 2147483646, !dbg !105
  br label %166, !dbg !105

148:                                              ; preds = %166, %137
  %149 = phi float [ %143, %137 ], [ %188, %166 ]
  %150 = phi i32 [ 0, %137 ], [ %189, %166 ]
  %151 = icmp eq i32 %144, 0, !dbg !105
  br i1 %151, label %162, label %152, !dbg !105

152:                                              ; preds = %148
  %153 = zext i32 %150 to i64, !dbg !106
  %154 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3dia, i64 0, i64 %140, i64 %153, !dbg !106
  %155 = addrspacecast float addrspace(3)* %154 to float*, !dbg !106
  %156 = load float, float* %155, align 4, !dbg !106, !tbaa !25
  %157 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3row, i64 0, i64 %153, i64 %136, !dbg !107
  %158 = addrspacecast float addrspace(3)* %157 to float*, !dbg !107
  %159 = load float, float* %158, align 4, !dbg !107, !tbaa !25
  %160 = fmul contract float %156, %159, !dbg !108
  %161 = fsub contract float %149, %160, !dbg !104
  store float %161, float* %142, align 4, !dbg !104, !tbaa !25
  br label %162, !dbg !109

162:                                              ; preds = %148, %152
  %163 = add nuw nsw i32 %139, 1, !dbg !109
  %164 = icmp eq i32 %163, 16, !dbg !110
  %165 = add i32 %138, 1, !dbg !103
  br i1 %164, label %263, label %137, !dbg !103, !llvm.loop !111

166:                                              ; preds = %166, %146
  %167 = phi float [ %143, %146 ], [ %188, %166 ], !dbg !104
  %168 = phi i32 [ 0, %146 ], [ %189, %166 ]
  %169 = phi i32 [ 0, %146 ], [ %190, %166 ]
  %170 = zext i32 %168 to i64, !dbg !106
  %171 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3dia, i64 0, i64 %140, i64 %170, !dbg !106
  %172 = addrspacecast float addrspace(3)* %171 to float*, !dbg !106
  %173 = load float, float* %172, align 4, !dbg !106, !tbaa !25
  %174 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3row, i64 0, i64 %170, i64 %136, !dbg !107
  %175 = addrspacecast float addrspace(3)* %174 to float*, !dbg !107
  %176 = load float, float* %175, align 4, !dbg !107, !tbaa !25
  %177 = fmul contract float %173, %176, !dbg !108
  %178 = fsub contract float %167, %177, !dbg !104
  store float %178, float* %142, align 4, !dbg !104, !tbaa !25
  %179 = or i32 %168, 1, !dbg !113
  %180 = zext i32 %179 to i64, !dbg !106
  %181 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3dia, i64 0, i64 %140, i64 %180, !dbg !106
  %182 = addrspacecast float addrspace(3)* %181 to float*, !dbg !106
  %183 = load float, float* %182, align 4, !dbg !106, !tbaa !25
  %184 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3row, i64 0, i64 %180, i64 %136, !dbg !107
  %185 = addrspacecast float addrspace(3)* %184 to float*, !dbg !107
  %186 = load float, float* %185, align 4, !dbg !107, !tbaa !25
  %187 = fmul contract float %183, %186, !dbg !108
  %188 = fsub contract float %178, %187, !dbg !104
  store float %188, float* %142, align 4, !dbg !104, !tbaa !25
  %189 = add nuw nsw i32 %168, 2, !dbg !113
  %190 = add i32 %169, 2, !dbg !105
  %191 = icmp eq i32 %190, %147, !dbg !105
  br i1 %191, label %148, label %166, !dbg !105, !llvm.loop !114

192:                                              ; preds = %134
  %193 = add nsw i32 %4, -16, !dbg !115
  %194 = zext i32 %193 to i64
  %195 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %194, i64 0
  %196 = addrspacecast float addrspace(3)* %195 to float*
  br label %197, !dbg !116

197:                                              ; preds = %192, %226
  %198 = phi i32 [ 0, %192 ], [ %235, %226 ]
  %199 = icmp eq i32 %198, 0, !dbg !117
  br i1 %199, label %200, label %202, !dbg !118

200:                                              ; preds = %197
  %201 = load float, float* %196, align 4, !dbg !119, !tbaa !25
  br label %226, !dbg !118

202:                                              ; preds = %197
  %203 = zext i32 %198 to i64
  %204 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %194, i64 %203
  %205 = addrspacecast float addrspace(3)* %204 to float*
  %206 = load float, float* %205, align 4, !dbg !120, !tbaa !25
  %207 = and i32 %198, 1, !dbg !118
  %208 = icmp eq i32 %198, 1, !dbg !118
  br i1 %208, label %211, label %209, !dbg !118

209:                                              ; preds = %202
  %210 = and i32 %198, 2147483646, !dbg !118
  br label %237, !dbg !118

211:                                              ; preds = %237, %202
  %212 = phi float [ undef, %202 ], [ %259, %237 ]
  %213 = phi float [ %206, %202 ], [ %259, %237 ]
  %214 = phi i32 [ 0, %202 ], [ %260, %237 ]
  %215 = icmp eq i32 %207, 0, !dbg !118
  br i1 %215, label %226, label %216, !dbg !118

216:                                              ; preds = %211
  %217 = zext i32 %214 to i64, !dbg !121
  %218 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %194, i64 %217, !dbg !121
  %219 = addrspacecast float addrspace(3)* %218 to float*, !dbg !121
  %220 = load float, float* %219, align 4, !dbg !121, !tbaa !25
  %221 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3dia, i64 0, i64 %217, i64 %203, !dbg !122
  %222 = addrspacecast float addrspace(3)* %221 to float*, !dbg !122
  %223 = load float, float* %222, align 4, !dbg !122, !tbaa !25
  %224 = fmul contract float %220, %223, !dbg !123
  %225 = fsub contract float %213, %224, !dbg !120
  store float %225, float* %205, align 4, !dbg !120, !tbaa !25
  br label %226, !dbg !124

226:                                              ; preds = %216, %211, %200
  %227 = phi i64 [ 0, %200 ], [ %203, %211 ], [ %203, %216 ], !dbg !124
  %228 = phi float [ %201, %200 ], [ %212, %211 ], [ %225, %216 ], !dbg !119
  %229 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3dia, i64 0, i64 %227, i64 %227, !dbg !124
  %230 = addrspacecast float addrspace(3)* %229 to float*, !dbg !124
  %231 = load float, float* %230, align 4, !dbg !124, !tbaa !25
  %232 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %194, i64 %227, !dbg !125
  %233 = addrspacecast float addrspace(3)* %232 to float*, !dbg !125
  %234 = fdiv contract float %228, %231, !dbg !119
  store float %234, float* %233, align 4, !dbg !119, !tbaa !25
  %235 = add nuw nsw i32 %198, 1, !dbg !126
  %236 = icmp eq i32 %235, 16, !dbg !127
  br i1 %236, label %263, label %197, !dbg !116, !llvm.loop !128

237:                                              ; preds = %237, %209
  %238 = phi float [ %206, %209 ], [ %259, %237 ], !dbg !120
  %239 = phi i32 [ 0, %209 ], [ %260, %237 ]
  %240 = phi i32 [ 0, %209 ], [ %261, %237 ]
  %241 = zext i32 %239 to i64, !dbg !121
  %242 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %194, i64 %241, !dbg !121
  %243 = addrspacecast float addrspace(3)* %242 to float*, !dbg !121
  %244 = load float, float* %243, align 4, !dbg !121, !tbaa !25
  %245 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3dia, i64 0, i64 %241, i64 %203, !dbg !122
  %246 = addrspacecast float addrspace(3)* %245 to float*, !dbg !122
  %247 = load float, float* %246, align 4, !dbg !122, !tbaa !25
  %248 = fmul contract float %244, %247, !dbg !123
  %249 = fsub contract float %238, %248, !dbg !120
  store float %249, float* %205, align 4, !dbg !120, !tbaa !25
  %250 = or i32 %239, 1, !dbg !130
  %251 = zext i32 %250 to i64, !dbg !121
  %252 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %194, i64 %251, !dbg !121
  %253 = addrspacecast float addrspace(3)* %252 to float*, !dbg !121
  %254 = load float, float* %253, align 4, !dbg !121, !tbaa !25
  %255 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3dia, i64 0, i64 %251, i64 %203, !dbg !122
  %256 = addrspacecast float addrspace(3)* %255 to float*, !dbg !122
  %257 = load float, float* %256, align 4, !dbg !122, !tbaa !25
  %258 = fmul contract float %254, %257, !dbg !123
  %259 = fsub contract float %249, %258, !dbg !120
  store float %259, float* %205, align 4, !dbg !120, !tbaa !25
  %260 = add nuw nsw i32 %239, 2, !dbg !130
  %261 = add i32 %240, 2, !dbg !118
  %262 = icmp eq i32 %261, %210, !dbg !118
  br i1 %262, label %211, label %237, !dbg !118, !llvm.loop !131

263:                                              ; preds = %226, %162
  tail call void @llvm.nvvm.barrier0(), !dbg !133
  br i1 %9, label %264, label %290, !dbg !134

264:                                              ; preds = %263
  %265 = sext i32 %4 to i64
  %266 = add i32 %8, %4
  br label %267, !dbg !135

267:                                              ; preds = %267, %264
  %268 = phi i32 [ 0, %264 ], [ %288, %267 ]
  %269 = zext i32 %268 to i64, !dbg !136
  %270 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3row, i64 0, i64 %269, i64 %265, !dbg !136
  %271 = addrspacecast float addrspace(3)* %270 to float*, !dbg !136
  %272 = load float, float* %271, align 4, !dbg !136, !tbaa !25
  %273 = add nsw i32 %268, %2, !dbg !137
  %274 = mul nsw i32 %273, %1, !dbg !138
  %275 = add i32 %266, %274, !dbg !139
  %276 = sext i32 %275 to i64, !dbg !140
  %277 = getelementptr inbounds float, float* %0, i64 %276, !dbg !140
  store float %272, float* %277, align 4, !dbg !141, !tbaa !25
  %278 = or i32 %268, 1, !dbg !142
  %279 = zext i32 %278 to i64, !dbg !136
  %280 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3row, i64 0, i64 %279, i64 %265, !dbg !136
  %281 = addrspacecast float addrspace(3)* %280 to float*, !dbg !136
  %282 = load float, float* %281, align 4, !dbg !136, !tbaa !25
  %283 = add nsw i32 %278, %2, !dbg !137
  %284 = mul nsw i32 %283, %1, !dbg !138
  %285 = add i32 %266, %284, !dbg !139
  %286 = sext i32 %285 to i64, !dbg !140
  %287 = getelementptr inbounds float, float* %0, i64 %286, !dbg !140
  store float %282, float* %287, align 4, !dbg !141, !tbaa !25
  %288 = add nuw nsw i32 %268, 2, !dbg !142
  %289 = icmp eq i32 %288, 16, !dbg !143
  br i1 %289, label %391, label %267, !dbg !135, !llvm.loop !144

290:                                              ; preds = %263
  %291 = add nsw i32 %4, -16, !dbg !146
  %292 = zext i32 %291 to i64
  %293 = add nsw i32 %8, %291
  %294 = mul nsw i32 %293, %1
  %295 = add nsw i32 %294, %2
  %296 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %292, i64 0, !dbg !147
  %297 = addrspacecast float addrspace(3)* %296 to float*, !dbg !147
  %298 = load float, float* %297, align 4, !dbg !147, !tbaa !25
  %299 = sext i32 %295 to i64, !dbg !148
  %300 = getelementptr inbounds float, float* %0, i64 %299, !dbg !148
  store float %298, float* %300, align 4, !dbg !149, !tbaa !25
  %301 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %292, i64 1, !dbg !147
  %302 = addrspacecast float addrspace(3)* %301 to float*, !dbg !147
  %303 = load float, float* %302, align 4, !dbg !147, !tbaa !25
  %304 = add nsw i32 %295, 1, !dbg !150
  %305 = sext i32 %304 to i64, !dbg !148
  %306 = getelementptr inbounds float, float* %0, i64 %305, !dbg !148
  store float %303, float* %306, align 4, !dbg !149, !tbaa !25
  %307 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %292, i64 2, !dbg !147
  %308 = addrspacecast float addrspace(3)* %307 to float*, !dbg !147
  %309 = load float, float* %308, align 4, !dbg !147, !tbaa !25
  %310 = add nsw i32 %295, 2, !dbg !150
  %311 = sext i32 %310 to i64, !dbg !148
  %312 = getelementptr inbounds float, float* %0, i64 %311, !dbg !148
  store float %309, float* %312, align 4, !dbg !149, !tbaa !25
  %313 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %292, i64 3, !dbg !147
  %314 = addrspacecast float addrspace(3)* %313 to float*, !dbg !147
  %315 = load float, float* %314, align 4, !dbg !147, !tbaa !25
  %316 = add nsw i32 %295, 3, !dbg !150
  %317 = sext i32 %316 to i64, !dbg !148
  %318 = getelementptr inbounds float, float* %0, i64 %317, !dbg !148
  store float %315, float* %318, align 4, !dbg !149, !tbaa !25
  %319 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %292, i64 4, !dbg !147
  %320 = addrspacecast float addrspace(3)* %319 to float*, !dbg !147
  %321 = load float, float* %320, align 4, !dbg !147, !tbaa !25
  %322 = add nsw i32 %295, 4, !dbg !150
  %323 = sext i32 %322 to i64, !dbg !148
  %324 = getelementptr inbounds float, float* %0, i64 %323, !dbg !148
  store float %321, float* %324, align 4, !dbg !149, !tbaa !25
  %325 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %292, i64 5, !dbg !147
  %326 = addrspacecast float addrspace(3)* %325 to float*, !dbg !147
  %327 = load float, float* %326, align 4, !dbg !147, !tbaa !25
  %328 = add nsw i32 %295, 5, !dbg !150
  %329 = sext i32 %328 to i64, !dbg !148
  %330 = getelementptr inbounds float, float* %0, i64 %329, !dbg !148
  store float %327, float* %330, align 4, !dbg !149, !tbaa !25
  %331 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %292, i64 6, !dbg !147
  %332 = addrspacecast float addrspace(3)* %331 to float*, !dbg !147
  %333 = load float, float* %332, align 4, !dbg !147, !tbaa !25
  %334 = add nsw i32 %295, 6, !dbg !150
  %335 = sext i32 %334 to i64, !dbg !148
  %336 = getelementptr inbounds float, float* %0, i64 %335, !dbg !148
  store float %333, float* %336, align 4, !dbg !149, !tbaa !25
  %337 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %292, i64 7, !dbg !147
  %338 = addrspacecast float addrspace(3)* %337 to float*, !dbg !147
  %339 = load float, float* %338, align 4, !dbg !147, !tbaa !25
  %340 = add nsw i32 %295, 7, !dbg !150
  %341 = sext i32 %340 to i64, !dbg !148
  %342 = getelementptr inbounds float, float* %0, i64 %341, !dbg !148
  store float %339, float* %342, align 4, !dbg !149, !tbaa !25
  %343 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %292, i64 8, !dbg !147
  %344 = addrspacecast float addrspace(3)* %343 to float*, !dbg !147
  %345 = load float, float* %344, align 4, !dbg !147, !tbaa !25
  %346 = add nsw i32 %295, 8, !dbg !150
  %347 = sext i32 %346 to i64, !dbg !148
  %348 = getelementptr inbounds float, float* %0, i64 %347, !dbg !148
  store float %345, float* %348, align 4, !dbg !149, !tbaa !25
  %349 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %292, i64 9, !dbg !147
  %350 = addrspacecast float addrspace(3)* %349 to float*, !dbg !147
  %351 = load float, float* %350, align 4, !dbg !147, !tbaa !25
  %352 = add nsw i32 %295, 9, !dbg !150
  %353 = sext i32 %352 to i64, !dbg !148
  %354 = getelementptr inbounds float, float* %0, i64 %353, !dbg !148
  store float %351, float* %354, align 4, !dbg !149, !tbaa !25
  %355 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %292, i64 10, !dbg !147
  %356 = addrspacecast float addrspace(3)* %355 to float*, !dbg !147
  %357 = load float, float* %356, align 4, !dbg !147, !tbaa !25
  %358 = add nsw i32 %295, 10, !dbg !150
  %359 = sext i32 %358 to i64, !dbg !148
  %360 = getelementptr inbounds float, float* %0, i64 %359, !dbg !148
  store float %357, float* %360, align 4, !dbg !149, !tbaa !25
  %361 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %292, i64 11, !dbg !147
  %362 = addrspacecast float addrspace(3)* %361 to float*, !dbg !147
  %363 = load float, float* %362, align 4, !dbg !147, !tbaa !25
  %364 = add nsw i32 %295, 11, !dbg !150
  %365 = sext i32 %364 to i64, !dbg !148
  %366 = getelementptr inbounds float, float* %0, i64 %365, !dbg !148
  store float %363, float* %366, align 4, !dbg !149, !tbaa !25
  %367 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %292, i64 12, !dbg !147
  %368 = addrspacecast float addrspace(3)* %367 to float*, !dbg !147
  %369 = load float, float* %368, align 4, !dbg !147, !tbaa !25
  %370 = add nsw i32 %295, 12, !dbg !150
  %371 = sext i32 %370 to i64, !dbg !148
  %372 = getelementptr inbounds float, float* %0, i64 %371, !dbg !148
  store float %369, float* %372, align 4, !dbg !149, !tbaa !25
  %373 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %292, i64 13, !dbg !147
  %374 = addrspacecast float addrspace(3)* %373 to float*, !dbg !147
  %375 = load float, float* %374, align 4, !dbg !147, !tbaa !25
  %376 = add nsw i32 %295, 13, !dbg !150
  %377 = sext i32 %376 to i64, !dbg !148
  %378 = getelementptr inbounds float, float* %0, i64 %377, !dbg !148
  store float %375, float* %378, align 4, !dbg !149, !tbaa !25
  %379 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %292, i64 14, !dbg !147
  %380 = addrspacecast float addrspace(3)* %379 to float*, !dbg !147
  %381 = load float, float* %380, align 4, !dbg !147, !tbaa !25
  %382 = add nsw i32 %295, 14, !dbg !150
  %383 = sext i32 %382 to i64, !dbg !148
  %384 = getelementptr inbounds float, float* %0, i64 %383, !dbg !148
  store float %381, float* %384, align 4, !dbg !149, !tbaa !25
  %385 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ13lud_perimeterE3col, i64 0, i64 %292, i64 15, !dbg !147
  %386 = addrspacecast float addrspace(3)* %385 to float*, !dbg !147
  %387 = load float, float* %386, align 4, !dbg !147, !tbaa !25
  %388 = add nsw i32 %295, 15, !dbg !150
  %389 = sext i32 %388 to i64, !dbg !148
  %390 = getelementptr inbounds float, float* %0, i64 %389, !dbg !148
  store float %387, float* %390, align 4, !dbg !149, !tbaa !25
  br label %391, !dbg !151

391:                                              ; preds = %267, %290
  ret void, !dbg !151
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @lud_internal(float* nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !152 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !153
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3, !dbg !155
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3, !dbg !158
  %7 = shl i32 %6, 4, !dbg !161
  %8 = add i32 %5, %2, !dbg !161
  %9 = add i32 %8, 16, !dbg !162
  %10 = add i32 %9, %7, !dbg !163
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !164
  %12 = shl i32 %11, 4, !dbg !166
  %13 = add i32 %4, %2, !dbg !166
  %14 = add i32 %13, 16, !dbg !167
  %15 = add i32 %14, %12, !dbg !168
  %16 = mul nsw i32 %8, %1, !dbg !169
  %17 = add nsw i32 %16, %15, !dbg !170
  %18 = sext i32 %17 to i64, !dbg !171
  %19 = getelementptr inbounds float, float* %0, i64 %18, !dbg !171
  %20 = load float, float* %19, align 4, !dbg !171, !tbaa !25
  %21 = sext i32 %5 to i64, !dbg !172
  %22 = sext i32 %4 to i64, !dbg !172
  %23 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12lud_internalE1u, i64 0, i64 %21, i64 %22, !dbg !172
  %24 = addrspacecast float addrspace(3)* %23 to float*, !dbg !172
  store float %20, float* %24, align 4, !dbg !173, !tbaa !25
  %25 = mul nsw i32 %10, %1, !dbg !174
  %26 = add i32 %13, %25, !dbg !175
  %27 = sext i32 %26 to i64, !dbg !176
  %28 = getelementptr inbounds float, float* %0, i64 %27, !dbg !176
  %29 = load float, float* %28, align 4, !dbg !176, !tbaa !25
  %30 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12lud_internalE1l, i64 0, i64 %21, i64 %22, !dbg !177
  %31 = addrspacecast float addrspace(3)* %30 to float*, !dbg !177
  store float %29, float* %31, align 4, !dbg !178, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !179
  br label %38, !dbg !180

32:                                               ; preds = %38
  %33 = add nsw i32 %25, %15, !dbg !181
  %34 = sext i32 %33 to i64, !dbg !182
  %35 = getelementptr inbounds float, float* %0, i64 %34, !dbg !182
  %36 = load float, float* %35, align 4, !dbg !183, !tbaa !25
  %37 = fsub contract float %36, %59, !dbg !183
  store float %37, float* %35, align 4, !dbg !183, !tbaa !25
  ret void, !dbg !184

38:                                               ; preds = %38, %3
  %39 = phi i32 [ 0, %3 ], [ %60, %38 ]
  %40 = phi float [ 0.000000e+00, %3 ], [ %59, %38 ]
  %41 = zext i32 %39 to i64, !dbg !185
  %42 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12lud_internalE1l, i64 0, i64 %21, i64 %41, !dbg !185
  %43 = addrspacecast float addrspace(3)* %42 to float*, !dbg !185
  %44 = load float, float* %43, align 4, !dbg !185, !tbaa !25
  %45 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12lud_internalE1u, i64 0, i64 %41, i64 %22, !dbg !186
  %46 = addrspacecast float addrspace(3)* %45 to float*, !dbg !186
  %47 = load float, float* %46, align 4, !dbg !186, !tbaa !25
  %48 = fmul contract float %44, %47, !dbg !187
  %49 = fadd contract float %40, %48, !dbg !188
  %50 = or i32 %39, 1, !dbg !189
  %51 = zext i32 %50 to i64, !dbg !185
  %52 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12lud_internalE1l, i64 0, i64 %21, i64 %51, !dbg !185
  %53 = addrspacecast float addrspace(3)* %52 to float*, !dbg !185
  %54 = load float, float* %53, align 4, !dbg !185, !tbaa !25
  %55 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12lud_internalE1u, i64 0, i64 %51, i64 %22, !dbg !186
  %56 = addrspacecast float addrspace(3)* %55 to float*, !dbg !186
  %57 = load float, float* %56, align 4, !dbg !186, !tbaa !25
  %58 = fmul contract float %54, %57, !dbg !187
  %59 = fadd contract float %49, %58, !dbg !188
  %60 = add nuw nsw i32 %39, 2, !dbg !189
  %61 = icmp eq i32 %60, 16, !dbg !190
  br i1 %61, label %32, label %38, !dbg !180, !llvm.loop !191
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
!11 = distinct !DISubprogram(name: "lud_diagonal", scope: !1, file: !1, line: 19, type: !12, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 44, column: 1, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "__fetch_x", scope: !16, file: !16, line: 44, type: !12, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!16 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!17 = distinct !DILocation(line: 21, column: 12, scope: !11)
!18 = !DILocation(line: 22, column: 3, scope: !11)
!19 = !DILocation(line: 24, column: 3, scope: !11)
!20 = !DILocation(line: 25, column: 3, scope: !11)
!21 = !DILocation(line: 23, column: 26, scope: !11)
!22 = !DILocation(line: 23, column: 31, scope: !11)
!23 = !DILocation(line: 23, column: 44, scope: !11)
!24 = !DILocation(line: 23, column: 16, scope: !11)
!25 = !{!26, !26, i64 0}
!26 = !{!"float", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 23, column: 5, scope: !11)
!30 = !DILocation(line: 23, column: 14, scope: !11)
!31 = !DILocation(line: 22, column: 28, scope: !11)
!32 = !DILocation(line: 22, column: 21, scope: !11)
!33 = distinct !{!33, !18, !34, !35}
!34 = !DILocation(line: 23, column: 48, scope: !11)
!35 = !{!"llvm.loop.mustprogress"}
!36 = !DILocation(line: 26, column: 12, scope: !11)
!37 = !DILocation(line: 27, column: 19, scope: !11)
!38 = !DILocation(line: 27, column: 7, scope: !11)
!39 = !DILocation(line: 26, column: 9, scope: !11)
!40 = !DILocation(line: 27, column: 16, scope: !11)
!41 = !DILocation(line: 28, column: 5, scope: !11)
!42 = !DILocation(line: 29, column: 9, scope: !11)
!43 = !DILocation(line: 30, column: 7, scope: !11)
!44 = !DILocation(line: 0, scope: !11)
!45 = !DILocation(line: 31, column: 21, scope: !11)
!46 = !DILocation(line: 31, column: 32, scope: !11)
!47 = !DILocation(line: 31, column: 30, scope: !11)
!48 = !DILocation(line: 31, column: 9, scope: !11)
!49 = !DILocation(line: 31, column: 18, scope: !11)
!50 = !DILocation(line: 30, column: 29, scope: !11)
!51 = distinct !{!51, !43, !52, !35}
!52 = !DILocation(line: 31, column: 38, scope: !11)
!53 = !DILocation(line: 32, column: 5, scope: !11)
!54 = !DILocation(line: 25, column: 32, scope: !11)
!55 = !DILocation(line: 25, column: 21, scope: !11)
!56 = distinct !{!56, !20, !57, !35}
!57 = !DILocation(line: 33, column: 3, scope: !11)
!58 = !DILocation(line: 36, column: 1, scope: !11)
!59 = !DILocation(line: 35, column: 41, scope: !11)
!60 = !DILocation(line: 35, column: 15, scope: !11)
!61 = !DILocation(line: 35, column: 20, scope: !11)
!62 = !DILocation(line: 35, column: 33, scope: !11)
!63 = !DILocation(line: 35, column: 5, scope: !11)
!64 = !DILocation(line: 35, column: 39, scope: !11)
!65 = !DILocation(line: 34, column: 28, scope: !11)
!66 = !DILocation(line: 34, column: 21, scope: !11)
!67 = !DILocation(line: 34, column: 3, scope: !11)
!68 = distinct !{!68, !67, !69, !35}
!69 = !DILocation(line: 35, column: 48, scope: !11)
!70 = distinct !DISubprogram(name: "lud_perimeter", scope: !1, file: !1, line: 38, type: !12, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!71 = !DILocation(line: 44, column: 1, scope: !15, inlinedAt: !72)
!72 = distinct !DILocation(line: 40, column: 12, scope: !70)
!73 = !DILocation(line: 45, column: 1, scope: !74, inlinedAt: !75)
!74 = distinct !DISubprogram(name: "__fetch_x", scope: !16, file: !16, line: 45, type: !12, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!75 = distinct !DILocation(line: 41, column: 21, scope: !70)
!76 = !DILocation(line: 41, column: 37, scope: !70)
!77 = !DILocation(line: 41, column: 18, scope: !70)
!78 = !DILocation(line: 42, column: 10, scope: !70)
!79 = !DILocation(line: 42, column: 7, scope: !70)
!80 = !DILocation(line: 43, column: 5, scope: !70)
!81 = !DILocation(line: 44, column: 30, scope: !70)
!82 = !DILocation(line: 44, column: 35, scope: !70)
!83 = !DILocation(line: 44, column: 39, scope: !70)
!84 = !DILocation(line: 44, column: 48, scope: !70)
!85 = !DILocation(line: 44, column: 20, scope: !70)
!86 = !DILocation(line: 44, column: 7, scope: !70)
!87 = !DILocation(line: 44, column: 18, scope: !70)
!88 = !DILocation(line: 45, column: 43, scope: !70)
!89 = !DILocation(line: 45, column: 20, scope: !70)
!90 = !DILocation(line: 45, column: 7, scope: !70)
!91 = !DILocation(line: 45, column: 18, scope: !70)
!92 = !DILocation(line: 43, column: 30, scope: !70)
!93 = !DILocation(line: 43, column: 23, scope: !70)
!94 = distinct !{!94, !80, !95, !35}
!95 = !DILocation(line: 46, column: 5, scope: !70)
!96 = !DILocation(line: 48, column: 16, scope: !70)
!97 = !DILocation(line: 50, column: 19, scope: !70)
!98 = !DILocation(line: 50, column: 7, scope: !70)
!99 = !DILocation(line: 50, column: 17, scope: !70)
!100 = !DILocation(line: 50, column: 42, scope: !70)
!101 = !DILocation(line: 52, column: 3, scope: !70)
!102 = !DILocation(line: 53, column: 7, scope: !70)
!103 = !DILocation(line: 54, column: 5, scope: !70)
!104 = !DILocation(line: 56, column: 20, scope: !70)
!105 = !DILocation(line: 55, column: 7, scope: !70)
!106 = !DILocation(line: 56, column: 23, scope: !70)
!107 = !DILocation(line: 56, column: 35, scope: !70)
!108 = !DILocation(line: 56, column: 33, scope: !70)
!109 = !DILocation(line: 54, column: 30, scope: !70)
!110 = !DILocation(line: 54, column: 23, scope: !70)
!111 = distinct !{!111, !103, !112, !35}
!112 = !DILocation(line: 56, column: 44, scope: !70)
!113 = !DILocation(line: 55, column: 31, scope: !70)
!114 = distinct !{!114, !105, !112, !35}
!115 = !DILocation(line: 58, column: 16, scope: !70)
!116 = !DILocation(line: 59, column: 5, scope: !70)
!117 = !DILocation(line: 60, column: 25, scope: !70)
!118 = !DILocation(line: 60, column: 7, scope: !70)
!119 = !DILocation(line: 62, column: 17, scope: !70)
!120 = !DILocation(line: 61, column: 19, scope: !70)
!121 = !DILocation(line: 61, column: 22, scope: !70)
!122 = !DILocation(line: 61, column: 34, scope: !70)
!123 = !DILocation(line: 61, column: 32, scope: !70)
!124 = !DILocation(line: 62, column: 20, scope: !70)
!125 = !DILocation(line: 62, column: 7, scope: !70)
!126 = !DILocation(line: 59, column: 30, scope: !70)
!127 = !DILocation(line: 59, column: 23, scope: !70)
!128 = distinct !{!128, !116, !129, !35}
!129 = !DILocation(line: 63, column: 5, scope: !70)
!130 = !DILocation(line: 60, column: 31, scope: !70)
!131 = distinct !{!131, !118, !132, !35}
!132 = !DILocation(line: 61, column: 42, scope: !70)
!133 = !DILocation(line: 65, column: 3, scope: !70)
!134 = !DILocation(line: 66, column: 7, scope: !70)
!135 = !DILocation(line: 67, column: 5, scope: !70)
!136 = !DILocation(line: 68, column: 38, scope: !70)
!137 = !DILocation(line: 68, column: 17, scope: !70)
!138 = !DILocation(line: 68, column: 22, scope: !70)
!139 = !DILocation(line: 68, column: 30, scope: !70)
!140 = !DILocation(line: 68, column: 7, scope: !70)
!141 = !DILocation(line: 68, column: 36, scope: !70)
!142 = !DILocation(line: 67, column: 30, scope: !70)
!143 = !DILocation(line: 67, column: 23, scope: !70)
!144 = distinct !{!144, !135, !145, !35}
!145 = !DILocation(line: 68, column: 47, scope: !70)
!146 = !DILocation(line: 70, column: 16, scope: !70)
!147 = !DILocation(line: 72, column: 37, scope: !70)
!148 = !DILocation(line: 72, column: 7, scope: !70)
!149 = !DILocation(line: 72, column: 35, scope: !70)
!150 = !DILocation(line: 72, column: 30, scope: !70)
!151 = !DILocation(line: 74, column: 1, scope: !70)
!152 = distinct !DISubprogram(name: "lud_internal", scope: !1, file: !1, line: 76, type: !12, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!153 = !DILocation(line: 44, column: 1, scope: !15, inlinedAt: !154)
!154 = distinct !DILocation(line: 78, column: 12, scope: !152)
!155 = !DILocation(line: 44, column: 1, scope: !156, inlinedAt: !157)
!156 = distinct !DISubprogram(name: "__fetch_y", scope: !16, file: !16, line: 44, type: !12, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!157 = distinct !DILocation(line: 78, column: 30, scope: !152)
!158 = !DILocation(line: 45, column: 1, scope: !159, inlinedAt: !160)
!159 = distinct !DISubprogram(name: "__fetch_y", scope: !16, file: !16, line: 45, type: !12, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!160 = distinct !DILocation(line: 79, column: 21, scope: !152)
!161 = !DILocation(line: 79, column: 37, scope: !152)
!162 = !DILocation(line: 79, column: 18, scope: !152)
!163 = !DILocation(line: 79, column: 42, scope: !152)
!164 = !DILocation(line: 45, column: 1, scope: !74, inlinedAt: !165)
!165 = distinct !DILocation(line: 80, column: 21, scope: !152)
!166 = !DILocation(line: 80, column: 37, scope: !152)
!167 = !DILocation(line: 80, column: 18, scope: !152)
!168 = !DILocation(line: 80, column: 42, scope: !152)
!169 = !DILocation(line: 81, column: 31, scope: !152)
!170 = !DILocation(line: 81, column: 35, scope: !152)
!171 = !DILocation(line: 81, column: 15, scope: !152)
!172 = !DILocation(line: 81, column: 3, scope: !152)
!173 = !DILocation(line: 81, column: 13, scope: !152)
!174 = !DILocation(line: 82, column: 19, scope: !152)
!175 = !DILocation(line: 82, column: 32, scope: !152)
!176 = !DILocation(line: 82, column: 15, scope: !152)
!177 = !DILocation(line: 82, column: 3, scope: !152)
!178 = !DILocation(line: 82, column: 13, scope: !152)
!179 = !DILocation(line: 83, column: 3, scope: !152)
!180 = !DILocation(line: 85, column: 3, scope: !152)
!181 = !DILocation(line: 87, column: 11, scope: !152)
!182 = !DILocation(line: 87, column: 3, scope: !152)
!183 = !DILocation(line: 87, column: 16, scope: !152)
!184 = !DILocation(line: 88, column: 1, scope: !152)
!185 = !DILocation(line: 86, column: 12, scope: !152)
!186 = !DILocation(line: 86, column: 23, scope: !152)
!187 = !DILocation(line: 86, column: 21, scope: !152)
!188 = !DILocation(line: 86, column: 9, scope: !152)
!189 = !DILocation(line: 85, column: 28, scope: !152)
!190 = !DILocation(line: 85, column: 21, scope: !152)
!191 = distinct !{!191, !180, !192, !35}
!192 = !DILocation(line: 86, column: 30, scope: !152)
