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
  br label %8, !dbg !18

7:                                                ; preds = %8
  tail call void @llvm.nvvm.barrier0(), !dbg !19
  br label %29, !dbg !20

8:                                                ; preds = %8, %3
  %9 = phi i32 [ 0, %3 ], [ %27, %8 ]
  %10 = add nsw i32 %9, %2, !dbg !21
  %11 = mul nsw i32 %10, %1, !dbg !22
  %12 = add i32 %5, %11, !dbg !23
  %13 = sext i32 %12 to i64, !dbg !24
  %14 = getelementptr inbounds float, ptr %0, i64 %13, !dbg !24
  %15 = load float, ptr %14, align 4, !dbg !24, !tbaa !25
  %16 = zext nneg i32 %9 to i64, !dbg !29
  %17 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE1a to ptr), i64 0, i64 %16, i64 %6, !dbg !29
  store float %15, ptr %17, align 4, !dbg !30, !tbaa !25
  %18 = or disjoint i32 %9, 1, !dbg !31
  %19 = add nsw i32 %18, %2, !dbg !21
  %20 = mul nsw i32 %19, %1, !dbg !22
  %21 = add i32 %5, %20, !dbg !23
  %22 = sext i32 %21 to i64, !dbg !24
  %23 = getelementptr inbounds float, ptr %0, i64 %22, !dbg !24
  %24 = load float, ptr %23, align 4, !dbg !24, !tbaa !25
  %25 = zext nneg i32 %18 to i64, !dbg !29
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE1a to ptr), i64 0, i64 %25, i64 %6, !dbg !29
  store float %24, ptr %26, align 4, !dbg !30, !tbaa !25
  %27 = add nuw nsw i32 %9, 2, !dbg !31
  %28 = icmp eq i32 %27, 16, !dbg !32
  br i1 %28, label %7, label %8, !dbg !18, !llvm.loop !33

29:                                               ; preds = %7, %80
  %30 = phi i32 [ 0, %7 ], [ %81, %80 ]
  %31 = sub nsw i32 1, %30, !dbg !36
  %32 = icmp ugt i32 %4, %30, !dbg !36
  br i1 %32, label %33, label %40, !dbg !37

33:                                               ; preds = %29
  %34 = zext nneg i32 %30 to i64
  %35 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE1a to ptr), i64 0, i64 %6, i64 %34
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE1a to ptr), i64 0, i64 %34, i64 %34
  %37 = load float, ptr %36, align 4, !dbg !38, !tbaa !25
  %38 = load float, ptr %35, align 4, !dbg !39, !tbaa !25
  %39 = fdiv contract float %38, %37, !dbg !39
  store float %39, ptr %35, align 4, !dbg !39, !tbaa !25
  br label %40, !dbg !40

40:                                               ; preds = %33, %29
  tail call void @llvm.nvvm.barrier0(), !dbg !41
  br i1 %32, label %41, label %80, !dbg !42

41:                                               ; preds = %40
  %42 = zext nneg i32 %30 to i64
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE1a to ptr), i64 0, i64 %6, i64 %42
  %44 = and i32 %31, 1, !dbg !43
  %45 = icmp eq i32 %44, 0, !dbg !43
  br i1 %45, label %56, label %46, !dbg !43

46:                                               ; preds = %41
  %47 = add nuw nsw i32 %30, 1, !dbg !44
  %48 = load float, ptr %43, align 4, !dbg !45, !tbaa !25
  %49 = zext nneg i32 %47 to i64, !dbg !46
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE1a to ptr), i64 0, i64 %42, i64 %49, !dbg !46
  %51 = load float, ptr %50, align 4, !dbg !46, !tbaa !25
  %52 = fmul contract float %48, %51, !dbg !47
  %53 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE1a to ptr), i64 0, i64 %6, i64 %49, !dbg !48
  %54 = load float, ptr %53, align 4, !dbg !49, !tbaa !25
  %55 = fsub contract float %54, %52, !dbg !49
  store float %55, ptr %53, align 4, !dbg !49, !tbaa !25
  br label %56, !dbg !43

56:                                               ; preds = %46, %41
  %57 = phi i32 [ %30, %41 ], [ %47, %46 ]
  %58 = icmp eq i32 %30, 14, !dbg !43
  br i1 %58, label %80, label %59, !dbg !43

59:                                               ; preds = %56, %59
  %60 = phi i32 [ %70, %59 ], [ %57, %56 ]
  %61 = add nuw nsw i32 %60, 1, !dbg !44
  %62 = load float, ptr %43, align 4, !dbg !45, !tbaa !25
  %63 = zext nneg i32 %61 to i64, !dbg !46
  %64 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE1a to ptr), i64 0, i64 %42, i64 %63, !dbg !46
  %65 = load float, ptr %64, align 4, !dbg !46, !tbaa !25
  %66 = fmul contract float %62, %65, !dbg !47
  %67 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE1a to ptr), i64 0, i64 %6, i64 %63, !dbg !48
  %68 = load float, ptr %67, align 4, !dbg !49, !tbaa !25
  %69 = fsub contract float %68, %66, !dbg !49
  store float %69, ptr %67, align 4, !dbg !49, !tbaa !25
  %70 = add nuw nsw i32 %60, 2, !dbg !44
  %71 = load float, ptr %43, align 4, !dbg !45, !tbaa !25
  %72 = zext nneg i32 %70 to i64, !dbg !46
  %73 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE1a to ptr), i64 0, i64 %42, i64 %72, !dbg !46
  %74 = load float, ptr %73, align 4, !dbg !46, !tbaa !25
  %75 = fmul contract float %71, %74, !dbg !47
  %76 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE1a to ptr), i64 0, i64 %6, i64 %72, !dbg !48
  %77 = load float, ptr %76, align 4, !dbg !49, !tbaa !25
  %78 = fsub contract float %77, %75, !dbg !49
  store float %78, ptr %76, align 4, !dbg !49, !tbaa !25
  %79 = icmp eq i32 %70, 15, !dbg !50
  br i1 %79, label %80, label %59, !dbg !43, !llvm.loop !51

80:                                               ; preds = %56, %59, %40
  tail call void @llvm.nvvm.barrier0(), !dbg !53
  %81 = add nuw nsw i32 %30, 1, !dbg !54
  %82 = icmp eq i32 %81, 15, !dbg !55
  br i1 %82, label %84, label %29, !dbg !20, !llvm.loop !56

83:                                               ; preds = %84
  ret void, !dbg !58

84:                                               ; preds = %80, %84
  %85 = phi i32 [ %103, %84 ], [ 0, %80 ]
  %86 = zext nneg i32 %85 to i64, !dbg !59
  %87 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE1a to ptr), i64 0, i64 %86, i64 %6, !dbg !59
  %88 = load float, ptr %87, align 4, !dbg !59, !tbaa !25
  %89 = add nsw i32 %85, %2, !dbg !60
  %90 = mul nsw i32 %89, %1, !dbg !61
  %91 = add i32 %5, %90, !dbg !62
  %92 = sext i32 %91 to i64, !dbg !63
  %93 = getelementptr inbounds float, ptr %0, i64 %92, !dbg !63
  store float %88, ptr %93, align 4, !dbg !64, !tbaa !25
  %94 = or disjoint i32 %85, 1, !dbg !65
  %95 = zext nneg i32 %94 to i64, !dbg !59
  %96 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE1a to ptr), i64 0, i64 %95, i64 %6, !dbg !59
  %97 = load float, ptr %96, align 4, !dbg !59, !tbaa !25
  %98 = add nsw i32 %94, %2, !dbg !60
  %99 = mul nsw i32 %98, %1, !dbg !61
  %100 = add i32 %5, %99, !dbg !62
  %101 = sext i32 %100 to i64, !dbg !63
  %102 = getelementptr inbounds float, ptr %0, i64 %101, !dbg !63
  store float %97, ptr %102, align 4, !dbg !64, !tbaa !25
  %103 = add nuw nsw i32 %85, 2, !dbg !65
  %104 = icmp eq i32 %103, 16, !dbg !66
  br i1 %104, label %83, label %84, !dbg !67, !llvm.loop !68
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @lud_perimeter(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !70 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !71
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !73
  %6 = shl i32 %5, 4, !dbg !76
  %7 = add i32 %6, 16, !dbg !76
  %8 = add i32 %7, %2, !dbg !77
  %9 = icmp ult i32 %4, 16, !dbg !78
  br i1 %9, label %10, label %45, !dbg !79

10:                                               ; preds = %3
  %11 = add i32 %4, %2
  %12 = zext nneg i32 %4 to i64
  %13 = add i32 %8, %4
  br label %14, !dbg !80

14:                                               ; preds = %14, %10
  %15 = phi i32 [ 0, %10 ], [ %43, %14 ]
  %16 = add nsw i32 %15, %2, !dbg !81
  %17 = mul nsw i32 %16, %1, !dbg !82
  %18 = add i32 %11, %17, !dbg !83
  %19 = sext i32 %18 to i64, !dbg !84
  %20 = getelementptr inbounds float, ptr %0, i64 %19, !dbg !84
  %21 = load float, ptr %20, align 4, !dbg !84, !tbaa !25
  %22 = zext nneg i32 %15 to i64, !dbg !85
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 %22, i64 %12, !dbg !85
  store float %21, ptr %23, align 4, !dbg !86, !tbaa !25
  %24 = add i32 %13, %17, !dbg !87
  %25 = sext i32 %24 to i64, !dbg !88
  %26 = getelementptr inbounds float, ptr %0, i64 %25, !dbg !88
  %27 = load float, ptr %26, align 4, !dbg !88, !tbaa !25
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3row to ptr), i64 0, i64 %22, i64 %12, !dbg !89
  store float %27, ptr %28, align 4, !dbg !90, !tbaa !25
  %29 = or disjoint i32 %15, 1, !dbg !91
  %30 = add nsw i32 %29, %2, !dbg !81
  %31 = mul nsw i32 %30, %1, !dbg !82
  %32 = add i32 %11, %31, !dbg !83
  %33 = sext i32 %32 to i64, !dbg !84
  %34 = getelementptr inbounds float, ptr %0, i64 %33, !dbg !84
  %35 = load float, ptr %34, align 4, !dbg !84, !tbaa !25
  %36 = zext nneg i32 %29 to i64, !dbg !85
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 %36, i64 %12, !dbg !85
  store float %35, ptr %37, align 4, !dbg !86, !tbaa !25
  %38 = add i32 %13, %31, !dbg !87
  %39 = sext i32 %38 to i64, !dbg !88
  %40 = getelementptr inbounds float, ptr %0, i64 %39, !dbg !88
  %41 = load float, ptr %40, align 4, !dbg !88, !tbaa !25
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3row to ptr), i64 0, i64 %36, i64 %12, !dbg !89
  store float %41, ptr %42, align 4, !dbg !90, !tbaa !25
  %43 = add nuw nsw i32 %15, 2, !dbg !91
  %44 = icmp eq i32 %43, 16, !dbg !92
  br i1 %44, label %130, label %14, !dbg !80, !llvm.loop !93

45:                                               ; preds = %3
  %46 = add nsw i32 %4, -16, !dbg !95
  %47 = add nsw i32 %8, %46
  %48 = mul nsw i32 %47, %1
  %49 = add nsw i32 %48, %2
  %50 = zext nneg i32 %46 to i64
  %51 = sext i32 %49 to i64, !dbg !96
  %52 = getelementptr inbounds float, ptr %0, i64 %51, !dbg !96
  %53 = load float, ptr %52, align 4, !dbg !96, !tbaa !25
  %54 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %50, i64 0, !dbg !97
  store float %53, ptr %54, align 4, !dbg !98, !tbaa !25
  %55 = sext i32 %49 to i64, !dbg !96
  %56 = getelementptr float, ptr %0, i64 %55, !dbg !96
  %57 = getelementptr i8, ptr %56, i64 4, !dbg !96
  %58 = load float, ptr %57, align 4, !dbg !96, !tbaa !25
  %59 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %50, i64 1, !dbg !97
  store float %58, ptr %59, align 4, !dbg !98, !tbaa !25
  %60 = sext i32 %49 to i64, !dbg !96
  %61 = getelementptr float, ptr %0, i64 %60, !dbg !96
  %62 = getelementptr i8, ptr %61, i64 8, !dbg !96
  %63 = load float, ptr %62, align 4, !dbg !96, !tbaa !25
  %64 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %50, i64 2, !dbg !97
  store float %63, ptr %64, align 4, !dbg !98, !tbaa !25
  %65 = sext i32 %49 to i64, !dbg !96
  %66 = getelementptr float, ptr %0, i64 %65, !dbg !96
  %67 = getelementptr i8, ptr %66, i64 12, !dbg !96
  %68 = load float, ptr %67, align 4, !dbg !96, !tbaa !25
  %69 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %50, i64 3, !dbg !97
  store float %68, ptr %69, align 4, !dbg !98, !tbaa !25
  %70 = sext i32 %49 to i64, !dbg !96
  %71 = getelementptr float, ptr %0, i64 %70, !dbg !96
  %72 = getelementptr i8, ptr %71, i64 16, !dbg !96
  %73 = load float, ptr %72, align 4, !dbg !96, !tbaa !25
  %74 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %50, i64 4, !dbg !97
  store float %73, ptr %74, align 4, !dbg !98, !tbaa !25
  %75 = sext i32 %49 to i64, !dbg !96
  %76 = getelementptr float, ptr %0, i64 %75, !dbg !96
  %77 = getelementptr i8, ptr %76, i64 20, !dbg !96
  %78 = load float, ptr %77, align 4, !dbg !96, !tbaa !25
  %79 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %50, i64 5, !dbg !97
  store float %78, ptr %79, align 4, !dbg !98, !tbaa !25
  %80 = sext i32 %49 to i64, !dbg !96
  %81 = getelementptr float, ptr %0, i64 %80, !dbg !96
  %82 = getelementptr i8, ptr %81, i64 24, !dbg !96
  %83 = load float, ptr %82, align 4, !dbg !96, !tbaa !25
  %84 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %50, i64 6, !dbg !97
  store float %83, ptr %84, align 4, !dbg !98, !tbaa !25
  %85 = sext i32 %49 to i64, !dbg !96
  %86 = getelementptr float, ptr %0, i64 %85, !dbg !96
  %87 = getelementptr i8, ptr %86, i64 28, !dbg !96
  %88 = load float, ptr %87, align 4, !dbg !96, !tbaa !25
  %89 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %50, i64 7, !dbg !97
  store float %88, ptr %89, align 4, !dbg !98, !tbaa !25
  %90 = sext i32 %49 to i64, !dbg !96
  %91 = getelementptr float, ptr %0, i64 %90, !dbg !96
  %92 = getelementptr i8, ptr %91, i64 32, !dbg !96
  %93 = load float, ptr %92, align 4, !dbg !96, !tbaa !25
  %94 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %50, i64 8, !dbg !97
  store float %93, ptr %94, align 4, !dbg !98, !tbaa !25
  %95 = sext i32 %49 to i64, !dbg !96
  %96 = getelementptr float, ptr %0, i64 %95, !dbg !96
  %97 = getelementptr i8, ptr %96, i64 36, !dbg !96
  %98 = load float, ptr %97, align 4, !dbg !96, !tbaa !25
  %99 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %50, i64 9, !dbg !97
  store float %98, ptr %99, align 4, !dbg !98, !tbaa !25
  %100 = sext i32 %49 to i64, !dbg !96
  %101 = getelementptr float, ptr %0, i64 %100, !dbg !96
  %102 = getelementptr i8, ptr %101, i64 40, !dbg !96
  %103 = load float, ptr %102, align 4, !dbg !96, !tbaa !25
  %104 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %50, i64 10, !dbg !97
  store float %103, ptr %104, align 4, !dbg !98, !tbaa !25
  %105 = sext i32 %49 to i64, !dbg !96
  %106 = getelementptr float, ptr %0, i64 %105, !dbg !96
  %107 = getelementptr i8, ptr %106, i64 44, !dbg !96
  %108 = load float, ptr %107, align 4, !dbg !96, !tbaa !25
  %109 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %50, i64 11, !dbg !97
  store float %108, ptr %109, align 4, !dbg !98, !tbaa !25
  %110 = sext i32 %49 to i64, !dbg !96
  %111 = getelementptr float, ptr %0, i64 %110, !dbg !96
  %112 = getelementptr i8, ptr %111, i64 48, !dbg !96
  %113 = load float, ptr %112, align 4, !dbg !96, !tbaa !25
  %114 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %50, i64 12, !dbg !97
  store float %113, ptr %114, align 4, !dbg !98, !tbaa !25
  %115 = sext i32 %49 to i64, !dbg !96
  %116 = getelementptr float, ptr %0, i64 %115, !dbg !96
  %117 = getelementptr i8, ptr %116, i64 52, !dbg !96
  %118 = load float, ptr %117, align 4, !dbg !96, !tbaa !25
  %119 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %50, i64 13, !dbg !97
  store float %118, ptr %119, align 4, !dbg !98, !tbaa !25
  %120 = sext i32 %49 to i64, !dbg !96
  %121 = getelementptr float, ptr %0, i64 %120, !dbg !96
  %122 = getelementptr i8, ptr %121, i64 56, !dbg !96
  %123 = load float, ptr %122, align 4, !dbg !96, !tbaa !25
  %124 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %50, i64 14, !dbg !97
  store float %123, ptr %124, align 4, !dbg !98, !tbaa !25
  %125 = sext i32 %49 to i64, !dbg !96
  %126 = getelementptr float, ptr %0, i64 %125, !dbg !96
  %127 = getelementptr i8, ptr %126, i64 60, !dbg !96
  %128 = load float, ptr %127, align 4, !dbg !96, !tbaa !25
  %129 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %50, i64 15, !dbg !97
  store float %128, ptr %129, align 4, !dbg !98, !tbaa !25
  br label %130, !dbg !99

130:                                              ; preds = %14, %45
  tail call void @llvm.nvvm.barrier0(), !dbg !99
  br i1 %9, label %131, label %181, !dbg !100

131:                                              ; preds = %130
  %132 = zext nneg i32 %4 to i64
  br label %133, !dbg !101

133:                                              ; preds = %131, %155
  %134 = phi i32 [ 0, %131 ], [ %158, %155 ]
  %135 = phi i32 [ 1, %131 ], [ %156, %155 ]
  %136 = zext nneg i32 %135 to i64
  %137 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3row to ptr), i64 0, i64 %136, i64 %132
  %138 = load float, ptr %137, align 4, !tbaa !25
  %139 = and i32 %135, 1, !dbg !102
  %140 = icmp eq i32 %134, 0, !dbg !102
  br i1 %140, label %143, label %141, !dbg !102

141:                                              ; preds = %133
  %142 = and i32 %135, 2147483646, !dbg !102
  br label %159, !dbg !102

143:                                              ; preds = %159, %133
  %144 = phi i32 [ 0, %133 ], [ %178, %159 ]
  %145 = phi float [ %138, %133 ], [ %177, %159 ]
  %146 = icmp eq i32 %139, 0, !dbg !102
  br i1 %146, label %155, label %147, !dbg !102

147:                                              ; preds = %143
  %148 = zext nneg i32 %144 to i64, !dbg !103
  %149 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 %136, i64 %148, !dbg !103
  %150 = load float, ptr %149, align 4, !dbg !103, !tbaa !25
  %151 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3row to ptr), i64 0, i64 %148, i64 %132, !dbg !104
  %152 = load float, ptr %151, align 4, !dbg !104, !tbaa !25
  %153 = fmul contract float %150, %152, !dbg !105
  %154 = fsub contract float %145, %153, !dbg !106
  store float %154, ptr %137, align 4, !dbg !106, !tbaa !25
  br label %155, !dbg !107

155:                                              ; preds = %143, %147
  %156 = add nuw nsw i32 %135, 1, !dbg !107
  %157 = icmp eq i32 %156, 16, !dbg !108
  %158 = add i32 %134, 1, !dbg !101
  br i1 %157, label %242, label %133, !dbg !101, !llvm.loop !109

159:                                              ; preds = %159, %141
  %160 = phi i32 [ 0, %141 ], [ %178, %159 ]
  %161 = phi float [ %138, %141 ], [ %177, %159 ]
  %162 = phi i32 [ 0, %141 ], [ %179, %159 ]
  %163 = zext nneg i32 %160 to i64, !dbg !103
  %164 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 %136, i64 %163, !dbg !103
  %165 = load float, ptr %164, align 4, !dbg !103, !tbaa !25
  %166 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3row to ptr), i64 0, i64 %163, i64 %132, !dbg !104
  %167 = load float, ptr %166, align 4, !dbg !104, !tbaa !25
  %168 = fmul contract float %165, %167, !dbg !105
  %169 = fsub contract float %161, %168, !dbg !106
  store float %169, ptr %137, align 4, !dbg !106, !tbaa !25
  %170 = or disjoint i32 %160, 1, !dbg !111
  %171 = zext nneg i32 %170 to i64, !dbg !103
  %172 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 %136, i64 %171, !dbg !103
  %173 = load float, ptr %172, align 4, !dbg !103, !tbaa !25
  %174 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3row to ptr), i64 0, i64 %171, i64 %132, !dbg !104
  %175 = load float, ptr %174, align 4, !dbg !104, !tbaa !25
  %176 = fmul contract float %173, %175, !dbg !105
  %177 = fsub contract float %169, %176, !dbg !106
  store float %177, ptr %137, align 4, !dbg !106, !tbaa !25
  %178 = add nuw nsw i32 %160, 2, !dbg !111
  %179 = add i32 %162, 2, !dbg !102
  %180 = icmp eq i32 %179, %142, !dbg !102
  br i1 %180, label %143, label %159, !dbg !102, !llvm.loop !112

181:                                              ; preds = %130
  %182 = add nsw i32 %4, -16, !dbg !113
  %183 = zext nneg i32 %182 to i64
  %184 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %183, i64 0
  br label %185, !dbg !114

185:                                              ; preds = %181, %211
  %186 = phi i32 [ 0, %181 ], [ %218, %211 ]
  %187 = icmp eq i32 %186, 0, !dbg !115
  br i1 %187, label %188, label %190, !dbg !116

188:                                              ; preds = %185
  %189 = load float, ptr %184, align 4, !dbg !117, !tbaa !25
  br label %211, !dbg !116

190:                                              ; preds = %185
  %191 = zext nneg i32 %186 to i64
  %192 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %183, i64 %191
  %193 = load float, ptr %192, align 4, !tbaa !25
  %194 = and i32 %186, 1, !dbg !116
  %195 = icmp eq i32 %186, 1, !dbg !116
  br i1 %195, label %198, label %196, !dbg !116

196:                                              ; preds = %190
  %197 = and i32 %186, 2147483646, !dbg !116
  br label %220, !dbg !116

198:                                              ; preds = %220, %190
  %199 = phi float [ poison, %190 ], [ %238, %220 ]
  %200 = phi float [ %193, %190 ], [ %238, %220 ]
  %201 = phi i32 [ 0, %190 ], [ %239, %220 ]
  %202 = icmp eq i32 %194, 0, !dbg !116
  br i1 %202, label %211, label %203, !dbg !116

203:                                              ; preds = %198
  %204 = zext nneg i32 %201 to i64, !dbg !118
  %205 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %183, i64 %204, !dbg !118
  %206 = load float, ptr %205, align 4, !dbg !118, !tbaa !25
  %207 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 %204, i64 %191, !dbg !119
  %208 = load float, ptr %207, align 4, !dbg !119, !tbaa !25
  %209 = fmul contract float %206, %208, !dbg !120
  %210 = fsub contract float %200, %209, !dbg !121
  store float %210, ptr %192, align 4, !dbg !121, !tbaa !25
  br label %211, !dbg !122

211:                                              ; preds = %203, %198, %188
  %212 = phi i64 [ 0, %188 ], [ %191, %198 ], [ %191, %203 ], !dbg !122
  %213 = phi float [ %189, %188 ], [ %199, %198 ], [ %210, %203 ], !dbg !117
  %214 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 %212, i64 %212, !dbg !122
  %215 = load float, ptr %214, align 4, !dbg !122, !tbaa !25
  %216 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %183, i64 %212, !dbg !123
  %217 = fdiv contract float %213, %215, !dbg !117
  store float %217, ptr %216, align 4, !dbg !117, !tbaa !25
  %218 = add nuw nsw i32 %186, 1, !dbg !124
  %219 = icmp eq i32 %218, 16, !dbg !125
  br i1 %219, label %242, label %185, !dbg !114, !llvm.loop !126

220:                                              ; preds = %220, %196
  %221 = phi float [ %193, %196 ], [ %238, %220 ], !dbg !118
  %222 = phi i32 [ 0, %196 ], [ %239, %220 ]
  %223 = phi i32 [ 0, %196 ], [ %240, %220 ]
  %224 = zext nneg i32 %222 to i64, !dbg !118
  %225 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %183, i64 %224, !dbg !118
  %226 = load float, ptr %225, align 4, !dbg !118, !tbaa !25
  %227 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 %224, i64 %191, !dbg !119
  %228 = load float, ptr %227, align 4, !dbg !119, !tbaa !25
  %229 = fmul contract float %226, %228, !dbg !120
  %230 = fsub contract float %221, %229, !dbg !121
  store float %230, ptr %192, align 4, !dbg !121, !tbaa !25
  %231 = or disjoint i32 %222, 1, !dbg !128
  %232 = zext nneg i32 %231 to i64, !dbg !118
  %233 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %183, i64 %232, !dbg !118
  %234 = load float, ptr %233, align 4, !dbg !118, !tbaa !25
  %235 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 %232, i64 %191, !dbg !119
  %236 = load float, ptr %235, align 4, !dbg !119, !tbaa !25
  %237 = fmul contract float %234, %236, !dbg !120
  %238 = fsub contract float %230, %237, !dbg !121
  store float %238, ptr %192, align 4, !dbg !121, !tbaa !25
  %239 = add nuw nsw i32 %222, 2, !dbg !128
  %240 = add i32 %223, 2, !dbg !116
  %241 = icmp eq i32 %240, %197, !dbg !116
  br i1 %241, label %198, label %220, !dbg !116, !llvm.loop !129

242:                                              ; preds = %211, %155
  tail call void @llvm.nvvm.barrier0(), !dbg !131
  br i1 %9, label %243, label %267, !dbg !132

243:                                              ; preds = %242
  %244 = zext nneg i32 %4 to i64
  %245 = add i32 %8, %4
  br label %246, !dbg !133

246:                                              ; preds = %246, %243
  %247 = phi i32 [ 0, %243 ], [ %265, %246 ]
  %248 = zext nneg i32 %247 to i64, !dbg !134
  %249 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3row to ptr), i64 0, i64 %248, i64 %244, !dbg !134
  %250 = load float, ptr %249, align 4, !dbg !134, !tbaa !25
  %251 = add nsw i32 %247, %2, !dbg !135
  %252 = mul nsw i32 %251, %1, !dbg !136
  %253 = add i32 %245, %252, !dbg !137
  %254 = sext i32 %253 to i64, !dbg !138
  %255 = getelementptr inbounds float, ptr %0, i64 %254, !dbg !138
  store float %250, ptr %255, align 4, !dbg !139, !tbaa !25
  %256 = or disjoint i32 %247, 1, !dbg !140
  %257 = zext nneg i32 %256 to i64, !dbg !134
  %258 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3row to ptr), i64 0, i64 %257, i64 %244, !dbg !134
  %259 = load float, ptr %258, align 4, !dbg !134, !tbaa !25
  %260 = add nsw i32 %256, %2, !dbg !135
  %261 = mul nsw i32 %260, %1, !dbg !136
  %262 = add i32 %245, %261, !dbg !137
  %263 = sext i32 %262 to i64, !dbg !138
  %264 = getelementptr inbounds float, ptr %0, i64 %263, !dbg !138
  store float %259, ptr %264, align 4, !dbg !139, !tbaa !25
  %265 = add nuw nsw i32 %247, 2, !dbg !140
  %266 = icmp eq i32 %265, 16, !dbg !141
  br i1 %266, label %352, label %246, !dbg !133, !llvm.loop !142

267:                                              ; preds = %242
  %268 = add nsw i32 %4, -16, !dbg !144
  %269 = zext nneg i32 %268 to i64
  %270 = add nsw i32 %8, %268
  %271 = mul nsw i32 %270, %1
  %272 = add nsw i32 %271, %2
  %273 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %269, i64 0, !dbg !145
  %274 = load float, ptr %273, align 4, !dbg !145, !tbaa !25
  %275 = sext i32 %272 to i64, !dbg !146
  %276 = getelementptr inbounds float, ptr %0, i64 %275, !dbg !146
  store float %274, ptr %276, align 4, !dbg !147, !tbaa !25
  %277 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %269, i64 1, !dbg !145
  %278 = load float, ptr %277, align 4, !dbg !145, !tbaa !25
  %279 = sext i32 %272 to i64, !dbg !146
  %280 = getelementptr float, ptr %0, i64 %279, !dbg !146
  %281 = getelementptr i8, ptr %280, i64 4, !dbg !146
  store float %278, ptr %281, align 4, !dbg !147, !tbaa !25
  %282 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %269, i64 2, !dbg !145
  %283 = load float, ptr %282, align 4, !dbg !145, !tbaa !25
  %284 = sext i32 %272 to i64, !dbg !146
  %285 = getelementptr float, ptr %0, i64 %284, !dbg !146
  %286 = getelementptr i8, ptr %285, i64 8, !dbg !146
  store float %283, ptr %286, align 4, !dbg !147, !tbaa !25
  %287 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %269, i64 3, !dbg !145
  %288 = load float, ptr %287, align 4, !dbg !145, !tbaa !25
  %289 = sext i32 %272 to i64, !dbg !146
  %290 = getelementptr float, ptr %0, i64 %289, !dbg !146
  %291 = getelementptr i8, ptr %290, i64 12, !dbg !146
  store float %288, ptr %291, align 4, !dbg !147, !tbaa !25
  %292 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %269, i64 4, !dbg !145
  %293 = load float, ptr %292, align 4, !dbg !145, !tbaa !25
  %294 = sext i32 %272 to i64, !dbg !146
  %295 = getelementptr float, ptr %0, i64 %294, !dbg !146
  %296 = getelementptr i8, ptr %295, i64 16, !dbg !146
  store float %293, ptr %296, align 4, !dbg !147, !tbaa !25
  %297 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %269, i64 5, !dbg !145
  %298 = load float, ptr %297, align 4, !dbg !145, !tbaa !25
  %299 = sext i32 %272 to i64, !dbg !146
  %300 = getelementptr float, ptr %0, i64 %299, !dbg !146
  %301 = getelementptr i8, ptr %300, i64 20, !dbg !146
  store float %298, ptr %301, align 4, !dbg !147, !tbaa !25
  %302 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %269, i64 6, !dbg !145
  %303 = load float, ptr %302, align 4, !dbg !145, !tbaa !25
  %304 = sext i32 %272 to i64, !dbg !146
  %305 = getelementptr float, ptr %0, i64 %304, !dbg !146
  %306 = getelementptr i8, ptr %305, i64 24, !dbg !146
  store float %303, ptr %306, align 4, !dbg !147, !tbaa !25
  %307 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %269, i64 7, !dbg !145
  %308 = load float, ptr %307, align 4, !dbg !145, !tbaa !25
  %309 = sext i32 %272 to i64, !dbg !146
  %310 = getelementptr float, ptr %0, i64 %309, !dbg !146
  %311 = getelementptr i8, ptr %310, i64 28, !dbg !146
  store float %308, ptr %311, align 4, !dbg !147, !tbaa !25
  %312 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %269, i64 8, !dbg !145
  %313 = load float, ptr %312, align 4, !dbg !145, !tbaa !25
  %314 = sext i32 %272 to i64, !dbg !146
  %315 = getelementptr float, ptr %0, i64 %314, !dbg !146
  %316 = getelementptr i8, ptr %315, i64 32, !dbg !146
  store float %313, ptr %316, align 4, !dbg !147, !tbaa !25
  %317 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %269, i64 9, !dbg !145
  %318 = load float, ptr %317, align 4, !dbg !145, !tbaa !25
  %319 = sext i32 %272 to i64, !dbg !146
  %320 = getelementptr float, ptr %0, i64 %319, !dbg !146
  %321 = getelementptr i8, ptr %320, i64 36, !dbg !146
  store float %318, ptr %321, align 4, !dbg !147, !tbaa !25
  %322 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %269, i64 10, !dbg !145
  %323 = load float, ptr %322, align 4, !dbg !145, !tbaa !25
  %324 = sext i32 %272 to i64, !dbg !146
  %325 = getelementptr float, ptr %0, i64 %324, !dbg !146
  %326 = getelementptr i8, ptr %325, i64 40, !dbg !146
  store float %323, ptr %326, align 4, !dbg !147, !tbaa !25
  %327 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %269, i64 11, !dbg !145
  %328 = load float, ptr %327, align 4, !dbg !145, !tbaa !25
  %329 = sext i32 %272 to i64, !dbg !146
  %330 = getelementptr float, ptr %0, i64 %329, !dbg !146
  %331 = getelementptr i8, ptr %330, i64 44, !dbg !146
  store float %328, ptr %331, align 4, !dbg !147, !tbaa !25
  %332 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %269, i64 12, !dbg !145
  %333 = load float, ptr %332, align 4, !dbg !145, !tbaa !25
  %334 = sext i32 %272 to i64, !dbg !146
  %335 = getelementptr float, ptr %0, i64 %334, !dbg !146
  %336 = getelementptr i8, ptr %335, i64 48, !dbg !146
  store float %333, ptr %336, align 4, !dbg !147, !tbaa !25
  %337 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %269, i64 13, !dbg !145
  %338 = load float, ptr %337, align 4, !dbg !145, !tbaa !25
  %339 = sext i32 %272 to i64, !dbg !146
  %340 = getelementptr float, ptr %0, i64 %339, !dbg !146
  %341 = getelementptr i8, ptr %340, i64 52, !dbg !146
  store float %338, ptr %341, align 4, !dbg !147, !tbaa !25
  %342 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %269, i64 14, !dbg !145
  %343 = load float, ptr %342, align 4, !dbg !145, !tbaa !25
  %344 = sext i32 %272 to i64, !dbg !146
  %345 = getelementptr float, ptr %0, i64 %344, !dbg !146
  %346 = getelementptr i8, ptr %345, i64 56, !dbg !146
  store float %343, ptr %346, align 4, !dbg !147, !tbaa !25
  %347 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3col to ptr), i64 0, i64 %269, i64 15, !dbg !145
  %348 = load float, ptr %347, align 4, !dbg !145, !tbaa !25
  %349 = sext i32 %272 to i64, !dbg !146
  %350 = getelementptr float, ptr %0, i64 %349, !dbg !146
  %351 = getelementptr i8, ptr %350, i64 60, !dbg !146
  store float %348, ptr %351, align 4, !dbg !147, !tbaa !25
  br label %352, !dbg !148

352:                                              ; preds = %246, %267
  ret void, !dbg !148
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @lud_internal(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !149 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !150
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !152
  %6 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !155
  %7 = shl nuw nsw i32 %6, 4, !dbg !158
  %8 = add i32 %2, 16, !dbg !158
  %9 = add i32 %8, %5, !dbg !159
  %10 = add i32 %9, %7, !dbg !160
  %11 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !161
  %12 = shl i32 %11, 4, !dbg !163
  %13 = add i32 %8, %4, !dbg !164
  %14 = add i32 %13, %12, !dbg !165
  %15 = add nsw i32 %5, %2, !dbg !166
  %16 = mul nsw i32 %15, %1, !dbg !167
  %17 = add nsw i32 %16, %14, !dbg !168
  %18 = sext i32 %17 to i64, !dbg !169
  %19 = getelementptr inbounds float, ptr %0, i64 %18, !dbg !169
  %20 = load float, ptr %19, align 4, !dbg !169, !tbaa !25
  %21 = zext nneg i32 %5 to i64, !dbg !170
  %22 = zext nneg i32 %4 to i64, !dbg !170
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1u to ptr), i64 0, i64 %21, i64 %22, !dbg !170
  store float %20, ptr %23, align 4, !dbg !171, !tbaa !25
  %24 = mul nsw i32 %10, %1, !dbg !172
  %25 = add i32 %4, %2, !dbg !173
  %26 = add i32 %25, %24, !dbg !174
  %27 = sext i32 %26 to i64, !dbg !175
  %28 = getelementptr inbounds float, ptr %0, i64 %27, !dbg !175
  %29 = load float, ptr %28, align 4, !dbg !175, !tbaa !25
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1l to ptr), i64 0, i64 %21, i64 %22, !dbg !176
  store float %29, ptr %30, align 4, !dbg !177, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !178
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1l to ptr), i64 0, i64 %21, i64 0, !dbg !179
  %32 = load float, ptr %31, align 4, !dbg !179, !tbaa !25
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1u to ptr), i64 0, i64 0, i64 %22, !dbg !180
  %34 = load float, ptr %33, align 4, !dbg !180, !tbaa !25
  %35 = fmul contract float %32, %34, !dbg !181
  %36 = fadd contract float %35, 0.000000e+00, !dbg !182
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1l to ptr), i64 0, i64 %21, i64 1, !dbg !179
  %38 = load float, ptr %37, align 4, !dbg !179, !tbaa !25
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1u to ptr), i64 0, i64 1, i64 %22, !dbg !180
  %40 = load float, ptr %39, align 4, !dbg !180, !tbaa !25
  %41 = fmul contract float %38, %40, !dbg !181
  %42 = fadd contract float %36, %41, !dbg !182
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1l to ptr), i64 0, i64 %21, i64 2, !dbg !179
  %44 = load float, ptr %43, align 4, !dbg !179, !tbaa !25
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1u to ptr), i64 0, i64 2, i64 %22, !dbg !180
  %46 = load float, ptr %45, align 4, !dbg !180, !tbaa !25
  %47 = fmul contract float %44, %46, !dbg !181
  %48 = fadd contract float %42, %47, !dbg !182
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1l to ptr), i64 0, i64 %21, i64 3, !dbg !179
  %50 = load float, ptr %49, align 4, !dbg !179, !tbaa !25
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1u to ptr), i64 0, i64 3, i64 %22, !dbg !180
  %52 = load float, ptr %51, align 4, !dbg !180, !tbaa !25
  %53 = fmul contract float %50, %52, !dbg !181
  %54 = fadd contract float %48, %53, !dbg !182
  %55 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1l to ptr), i64 0, i64 %21, i64 4, !dbg !179
  %56 = load float, ptr %55, align 4, !dbg !179, !tbaa !25
  %57 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1u to ptr), i64 0, i64 4, i64 %22, !dbg !180
  %58 = load float, ptr %57, align 4, !dbg !180, !tbaa !25
  %59 = fmul contract float %56, %58, !dbg !181
  %60 = fadd contract float %54, %59, !dbg !182
  %61 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1l to ptr), i64 0, i64 %21, i64 5, !dbg !179
  %62 = load float, ptr %61, align 4, !dbg !179, !tbaa !25
  %63 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1u to ptr), i64 0, i64 5, i64 %22, !dbg !180
  %64 = load float, ptr %63, align 4, !dbg !180, !tbaa !25
  %65 = fmul contract float %62, %64, !dbg !181
  %66 = fadd contract float %60, %65, !dbg !182
  %67 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1l to ptr), i64 0, i64 %21, i64 6, !dbg !179
  %68 = load float, ptr %67, align 4, !dbg !179, !tbaa !25
  %69 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1u to ptr), i64 0, i64 6, i64 %22, !dbg !180
  %70 = load float, ptr %69, align 4, !dbg !180, !tbaa !25
  %71 = fmul contract float %68, %70, !dbg !181
  %72 = fadd contract float %66, %71, !dbg !182
  %73 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1l to ptr), i64 0, i64 %21, i64 7, !dbg !179
  %74 = load float, ptr %73, align 4, !dbg !179, !tbaa !25
  %75 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1u to ptr), i64 0, i64 7, i64 %22, !dbg !180
  %76 = load float, ptr %75, align 4, !dbg !180, !tbaa !25
  %77 = fmul contract float %74, %76, !dbg !181
  %78 = fadd contract float %72, %77, !dbg !182
  %79 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1l to ptr), i64 0, i64 %21, i64 8, !dbg !179
  %80 = load float, ptr %79, align 4, !dbg !179, !tbaa !25
  %81 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1u to ptr), i64 0, i64 8, i64 %22, !dbg !180
  %82 = load float, ptr %81, align 4, !dbg !180, !tbaa !25
  %83 = fmul contract float %80, %82, !dbg !181
  %84 = fadd contract float %78, %83, !dbg !182
  %85 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1l to ptr), i64 0, i64 %21, i64 9, !dbg !179
  %86 = load float, ptr %85, align 4, !dbg !179, !tbaa !25
  %87 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1u to ptr), i64 0, i64 9, i64 %22, !dbg !180
  %88 = load float, ptr %87, align 4, !dbg !180, !tbaa !25
  %89 = fmul contract float %86, %88, !dbg !181
  %90 = fadd contract float %84, %89, !dbg !182
  %91 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1l to ptr), i64 0, i64 %21, i64 10, !dbg !179
  %92 = load float, ptr %91, align 4, !dbg !179, !tbaa !25
  %93 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1u to ptr), i64 0, i64 10, i64 %22, !dbg !180
  %94 = load float, ptr %93, align 4, !dbg !180, !tbaa !25
  %95 = fmul contract float %92, %94, !dbg !181
  %96 = fadd contract float %90, %95, !dbg !182
  %97 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1l to ptr), i64 0, i64 %21, i64 11, !dbg !179
  %98 = load float, ptr %97, align 4, !dbg !179, !tbaa !25
  %99 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1u to ptr), i64 0, i64 11, i64 %22, !dbg !180
  %100 = load float, ptr %99, align 4, !dbg !180, !tbaa !25
  %101 = fmul contract float %98, %100, !dbg !181
  %102 = fadd contract float %96, %101, !dbg !182
  %103 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1l to ptr), i64 0, i64 %21, i64 12, !dbg !179
  %104 = load float, ptr %103, align 4, !dbg !179, !tbaa !25
  %105 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1u to ptr), i64 0, i64 12, i64 %22, !dbg !180
  %106 = load float, ptr %105, align 4, !dbg !180, !tbaa !25
  %107 = fmul contract float %104, %106, !dbg !181
  %108 = fadd contract float %102, %107, !dbg !182
  %109 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1l to ptr), i64 0, i64 %21, i64 13, !dbg !179
  %110 = load float, ptr %109, align 4, !dbg !179, !tbaa !25
  %111 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1u to ptr), i64 0, i64 13, i64 %22, !dbg !180
  %112 = load float, ptr %111, align 4, !dbg !180, !tbaa !25
  %113 = fmul contract float %110, %112, !dbg !181
  %114 = fadd contract float %108, %113, !dbg !182
  %115 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1l to ptr), i64 0, i64 %21, i64 14, !dbg !179
  %116 = load float, ptr %115, align 4, !dbg !179, !tbaa !25
  %117 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1u to ptr), i64 0, i64 14, i64 %22, !dbg !180
  %118 = load float, ptr %117, align 4, !dbg !180, !tbaa !25
  %119 = fmul contract float %116, %118, !dbg !181
  %120 = fadd contract float %114, %119, !dbg !182
  %121 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1l to ptr), i64 0, i64 %21, i64 15, !dbg !179
  %122 = load float, ptr %121, align 4, !dbg !179, !tbaa !25
  %123 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE1u to ptr), i64 0, i64 15, i64 %22, !dbg !180
  %124 = load float, ptr %123, align 4, !dbg !180, !tbaa !25
  %125 = fmul contract float %122, %124, !dbg !181
  %126 = fadd contract float %120, %125, !dbg !182
  %127 = add nsw i32 %24, %14, !dbg !183
  %128 = sext i32 %127 to i64, !dbg !184
  %129 = getelementptr inbounds float, ptr %0, i64 %128, !dbg !184
  %130 = load float, ptr %129, align 4, !dbg !185, !tbaa !25
  %131 = fsub contract float %130, %126, !dbg !185
  store float %131, ptr %129, align 4, !dbg !185, !tbaa !25
  ret void, !dbg !186
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
!11 = distinct !DISubprogram(name: "lud_diagonal", scope: !1, file: !1, line: 19, type: !12, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 44, column: 1, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "__fetch_x", scope: !16, file: !16, line: 44, type: !12, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!37 = !DILocation(line: 26, column: 9, scope: !11)
!38 = !DILocation(line: 27, column: 19, scope: !11)
!39 = !DILocation(line: 27, column: 16, scope: !11)
!40 = !DILocation(line: 27, column: 7, scope: !11)
!41 = !DILocation(line: 28, column: 5, scope: !11)
!42 = !DILocation(line: 29, column: 9, scope: !11)
!43 = !DILocation(line: 30, column: 7, scope: !11)
!44 = !DILocation(line: 30, scope: !11)
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
!70 = distinct !DISubprogram(name: "lud_perimeter", scope: !1, file: !1, line: 38, type: !12, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!71 = !DILocation(line: 44, column: 1, scope: !15, inlinedAt: !72)
!72 = distinct !DILocation(line: 40, column: 12, scope: !70)
!73 = !DILocation(line: 45, column: 1, scope: !74, inlinedAt: !75)
!74 = distinct !DISubprogram(name: "__fetch_x", scope: !16, file: !16, line: 45, type: !12, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!75 = distinct !DILocation(line: 41, column: 21, scope: !70)
!76 = !DILocation(line: 41, column: 37, scope: !70)
!77 = !DILocation(line: 41, column: 18, scope: !70)
!78 = !DILocation(line: 42, column: 10, scope: !70)
!79 = !DILocation(line: 42, column: 7, scope: !70)
!80 = !DILocation(line: 43, column: 5, scope: !70)
!81 = !DILocation(line: 44, column: 30, scope: !70)
!82 = !DILocation(line: 44, column: 35, scope: !70)
!83 = !DILocation(line: 44, column: 48, scope: !70)
!84 = !DILocation(line: 44, column: 20, scope: !70)
!85 = !DILocation(line: 44, column: 7, scope: !70)
!86 = !DILocation(line: 44, column: 18, scope: !70)
!87 = !DILocation(line: 45, column: 43, scope: !70)
!88 = !DILocation(line: 45, column: 20, scope: !70)
!89 = !DILocation(line: 45, column: 7, scope: !70)
!90 = !DILocation(line: 45, column: 18, scope: !70)
!91 = !DILocation(line: 43, column: 30, scope: !70)
!92 = !DILocation(line: 43, column: 23, scope: !70)
!93 = distinct !{!93, !80, !94, !35}
!94 = !DILocation(line: 46, column: 5, scope: !70)
!95 = !DILocation(line: 48, column: 16, scope: !70)
!96 = !DILocation(line: 50, column: 19, scope: !70)
!97 = !DILocation(line: 50, column: 7, scope: !70)
!98 = !DILocation(line: 50, column: 17, scope: !70)
!99 = !DILocation(line: 52, column: 3, scope: !70)
!100 = !DILocation(line: 53, column: 7, scope: !70)
!101 = !DILocation(line: 54, column: 5, scope: !70)
!102 = !DILocation(line: 55, column: 7, scope: !70)
!103 = !DILocation(line: 56, column: 23, scope: !70)
!104 = !DILocation(line: 56, column: 35, scope: !70)
!105 = !DILocation(line: 56, column: 33, scope: !70)
!106 = !DILocation(line: 56, column: 20, scope: !70)
!107 = !DILocation(line: 54, column: 30, scope: !70)
!108 = !DILocation(line: 54, column: 23, scope: !70)
!109 = distinct !{!109, !101, !110, !35}
!110 = !DILocation(line: 56, column: 44, scope: !70)
!111 = !DILocation(line: 55, column: 31, scope: !70)
!112 = distinct !{!112, !102, !110, !35}
!113 = !DILocation(line: 58, column: 16, scope: !70)
!114 = !DILocation(line: 59, column: 5, scope: !70)
!115 = !DILocation(line: 60, column: 25, scope: !70)
!116 = !DILocation(line: 60, column: 7, scope: !70)
!117 = !DILocation(line: 62, column: 17, scope: !70)
!118 = !DILocation(line: 61, column: 22, scope: !70)
!119 = !DILocation(line: 61, column: 34, scope: !70)
!120 = !DILocation(line: 61, column: 32, scope: !70)
!121 = !DILocation(line: 61, column: 19, scope: !70)
!122 = !DILocation(line: 62, column: 20, scope: !70)
!123 = !DILocation(line: 62, column: 7, scope: !70)
!124 = !DILocation(line: 59, column: 30, scope: !70)
!125 = !DILocation(line: 59, column: 23, scope: !70)
!126 = distinct !{!126, !114, !127, !35}
!127 = !DILocation(line: 63, column: 5, scope: !70)
!128 = !DILocation(line: 60, column: 31, scope: !70)
!129 = distinct !{!129, !116, !130, !35}
!130 = !DILocation(line: 61, column: 42, scope: !70)
!131 = !DILocation(line: 65, column: 3, scope: !70)
!132 = !DILocation(line: 66, column: 7, scope: !70)
!133 = !DILocation(line: 67, column: 5, scope: !70)
!134 = !DILocation(line: 68, column: 38, scope: !70)
!135 = !DILocation(line: 68, column: 17, scope: !70)
!136 = !DILocation(line: 68, column: 22, scope: !70)
!137 = !DILocation(line: 68, column: 30, scope: !70)
!138 = !DILocation(line: 68, column: 7, scope: !70)
!139 = !DILocation(line: 68, column: 36, scope: !70)
!140 = !DILocation(line: 67, column: 30, scope: !70)
!141 = !DILocation(line: 67, column: 23, scope: !70)
!142 = distinct !{!142, !133, !143, !35}
!143 = !DILocation(line: 68, column: 47, scope: !70)
!144 = !DILocation(line: 70, column: 16, scope: !70)
!145 = !DILocation(line: 72, column: 37, scope: !70)
!146 = !DILocation(line: 72, column: 7, scope: !70)
!147 = !DILocation(line: 72, column: 35, scope: !70)
!148 = !DILocation(line: 74, column: 1, scope: !70)
!149 = distinct !DISubprogram(name: "lud_internal", scope: !1, file: !1, line: 76, type: !12, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!150 = !DILocation(line: 44, column: 1, scope: !15, inlinedAt: !151)
!151 = distinct !DILocation(line: 78, column: 12, scope: !149)
!152 = !DILocation(line: 44, column: 1, scope: !153, inlinedAt: !154)
!153 = distinct !DISubprogram(name: "__fetch_y", scope: !16, file: !16, line: 44, type: !12, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!154 = distinct !DILocation(line: 78, column: 30, scope: !149)
!155 = !DILocation(line: 45, column: 1, scope: !156, inlinedAt: !157)
!156 = distinct !DISubprogram(name: "__fetch_y", scope: !16, file: !16, line: 45, type: !12, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!157 = distinct !DILocation(line: 79, column: 21, scope: !149)
!158 = !DILocation(line: 79, column: 37, scope: !149)
!159 = !DILocation(line: 79, column: 18, scope: !149)
!160 = !DILocation(line: 79, column: 42, scope: !149)
!161 = !DILocation(line: 45, column: 1, scope: !74, inlinedAt: !162)
!162 = distinct !DILocation(line: 80, column: 21, scope: !149)
!163 = !DILocation(line: 80, column: 37, scope: !149)
!164 = !DILocation(line: 80, column: 18, scope: !149)
!165 = !DILocation(line: 80, column: 42, scope: !149)
!166 = !DILocation(line: 81, column: 25, scope: !149)
!167 = !DILocation(line: 81, column: 31, scope: !149)
!168 = !DILocation(line: 81, column: 35, scope: !149)
!169 = !DILocation(line: 81, column: 15, scope: !149)
!170 = !DILocation(line: 81, column: 3, scope: !149)
!171 = !DILocation(line: 81, column: 13, scope: !149)
!172 = !DILocation(line: 82, column: 19, scope: !149)
!173 = !DILocation(line: 82, column: 23, scope: !149)
!174 = !DILocation(line: 82, column: 32, scope: !149)
!175 = !DILocation(line: 82, column: 15, scope: !149)
!176 = !DILocation(line: 82, column: 3, scope: !149)
!177 = !DILocation(line: 82, column: 13, scope: !149)
!178 = !DILocation(line: 83, column: 3, scope: !149)
!179 = !DILocation(line: 86, column: 12, scope: !149)
!180 = !DILocation(line: 86, column: 23, scope: !149)
!181 = !DILocation(line: 86, column: 21, scope: !149)
!182 = !DILocation(line: 86, column: 9, scope: !149)
!183 = !DILocation(line: 87, column: 11, scope: !149)
!184 = !DILocation(line: 87, column: 3, scope: !149)
!185 = !DILocation(line: 87, column: 16, scope: !149)
!186 = !DILocation(line: 88, column: 1, scope: !149)
