; ModuleID = 'samples/prefix_sum.cu'
source_filename = "samples/prefix_sum.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10prefix_sumE4temp = internal unnamed_addr addrspace(3) global [528 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @prefix_sum(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i32* nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !12
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !16
  %6 = shl i32 %5, 9, !dbg !19
  %7 = add nsw i32 %6, %4, !dbg !20
  %8 = sext i32 %7 to i64, !dbg !21
  %9 = getelementptr inbounds i32, i32* %0, i64 %8, !dbg !21
  %10 = load i32, i32* %9, align 4, !dbg !21, !tbaa !22
  %11 = ashr i32 %4, 5, !dbg !26
  %12 = add nsw i32 %11, %4, !dbg !26
  %13 = sext i32 %12 to i64, !dbg !27
  %14 = getelementptr inbounds [528 x i32], [528 x i32] addrspace(3)* @_ZZ10prefix_sumE4temp, i64 0, i64 %13, !dbg !27
  %15 = addrspacecast i32 addrspace(3)* %14 to i32*, !dbg !27
  store i32 %10, i32* %15, align 4, !dbg !28, !tbaa !22
  %16 = add nsw i32 %7, 256, !dbg !29
  %17 = sext i32 %16 to i64, !dbg !30
  %18 = getelementptr inbounds i32, i32* %0, i64 %17, !dbg !30
  %19 = load i32, i32* %18, align 4, !dbg !30, !tbaa !22
  %20 = add nsw i32 %4, 256, !dbg !31
  %21 = ashr i32 %20, 5, !dbg !31
  %22 = add nsw i32 %21, %20, !dbg !31
  %23 = sext i32 %22 to i64, !dbg !32
  %24 = getelementptr inbounds [528 x i32], [528 x i32] addrspace(3)* @_ZZ10prefix_sumE4temp, i64 0, i64 %23, !dbg !32
  %25 = addrspacecast i32 addrspace(3)* %24 to i32*, !dbg !32
  store i32 %19, i32* %25, align 4, !dbg !33, !tbaa !22
  %26 = shl nsw i32 %4, 1
  %27 = or i32 %26, 1
  %28 = add nsw i32 %26, 2
  br label %32, !dbg !34

29:                                               ; preds = %54
  %30 = icmp eq i32 %4, 0, !dbg !35
  br i1 %30, label %58, label %31, !dbg !36

31:                                               ; preds = %58, %29
  br label %67, !dbg !37

32:                                               ; preds = %3, %54
  %33 = phi i32 [ 1, %3 ], [ %55, %54 ]
  %34 = phi i32 [ 256, %3 ], [ %56, %54 ]
  tail call void @llvm.nvvm.barrier0(), !dbg !38
  %35 = icmp slt i32 %4, %34, !dbg !39
  br i1 %35, label %36, label %54, !dbg !40

36:                                               ; preds = %32
  %37 = mul nsw i32 %33, %27, !dbg !41
  %38 = add nsw i32 %37, -1, !dbg !42
  %39 = mul nsw i32 %33, %28, !dbg !43
  %40 = add nsw i32 %39, -1, !dbg !44
  %41 = ashr i32 %38, 5, !dbg !45
  %42 = add nsw i32 %41, %38, !dbg !45
  %43 = sext i32 %42 to i64, !dbg !46
  %44 = getelementptr inbounds [528 x i32], [528 x i32] addrspace(3)* @_ZZ10prefix_sumE4temp, i64 0, i64 %43, !dbg !46
  %45 = addrspacecast i32 addrspace(3)* %44 to i32*, !dbg !46
  %46 = load i32, i32* %45, align 4, !dbg !46, !tbaa !22
  %47 = ashr i32 %40, 5, !dbg !47
  %48 = add nsw i32 %47, %40, !dbg !47
  %49 = sext i32 %48 to i64, !dbg !48
  %50 = getelementptr inbounds [528 x i32], [528 x i32] addrspace(3)* @_ZZ10prefix_sumE4temp, i64 0, i64 %49, !dbg !48
  %51 = addrspacecast i32 addrspace(3)* %50 to i32*, !dbg !48
  %52 = load i32, i32* %51, align 4, !dbg !49, !tbaa !22
  %53 = add i32 %52, %46, !dbg !49
  store i32 %53, i32* %51, align 4, !dbg !49, !tbaa !22
  br label %54, !dbg !50

54:                                               ; preds = %36, %32
  %55 = shl i32 %33, 1, !dbg !51
  %56 = lshr i32 %34, 1, !dbg !52
  %57 = icmp ult i32 %34, 2, !dbg !53
  br i1 %57, label %29, label %32, !dbg !34, !llvm.loop !54

58:                                               ; preds = %29
  %59 = zext i32 %5 to i64, !dbg !57
  %60 = getelementptr inbounds i32, i32* %2, i64 %59, !dbg !57
  %61 = load i32, i32* getelementptr inbounds ([528 x i32], [528 x i32]* addrspacecast ([528 x i32] addrspace(3)* @_ZZ10prefix_sumE4temp to [528 x i32]*), i64 0, i64 526), align 4, !dbg !58, !tbaa !22
  store i32 %61, i32* %60, align 4, !dbg !59, !tbaa !22
  store i32 0, i32* getelementptr inbounds ([528 x i32], [528 x i32]* addrspacecast ([528 x i32] addrspace(3)* @_ZZ10prefix_sumE4temp to [528 x i32]*), i64 0, i64 526), align 4, !dbg !60, !tbaa !22
  br label %31, !dbg !61

62:                                               ; preds = %91
  tail call void @llvm.nvvm.barrier0(), !dbg !62
  %63 = load i32, i32* %15, align 4, !dbg !63, !tbaa !22
  %64 = getelementptr inbounds i32, i32* %1, i64 %8, !dbg !64
  store i32 %63, i32* %64, align 4, !dbg !65, !tbaa !22
  %65 = load i32, i32* %25, align 4, !dbg !66, !tbaa !22
  %66 = getelementptr inbounds i32, i32* %1, i64 %17, !dbg !67
  store i32 %65, i32* %66, align 4, !dbg !68, !tbaa !22
  ret void, !dbg !69

67:                                               ; preds = %31, %91
  %68 = phi i32 [ %70, %91 ], [ 512, %31 ]
  %69 = phi i32 [ %92, %91 ], [ 1, %31 ]
  %70 = lshr i32 %68, 1, !dbg !70
  tail call void @llvm.nvvm.barrier0(), !dbg !71
  %71 = icmp slt i32 %4, %69, !dbg !72
  br i1 %71, label %72, label %91, !dbg !73

72:                                               ; preds = %67
  %73 = mul nsw i32 %70, %27, !dbg !74
  %74 = add nsw i32 %73, -1, !dbg !75
  %75 = mul nsw i32 %70, %28, !dbg !76
  %76 = add nsw i32 %75, -1, !dbg !77
  %77 = ashr i32 %74, 5, !dbg !78
  %78 = add nsw i32 %77, %74, !dbg !78
  %79 = sext i32 %78 to i64, !dbg !79
  %80 = getelementptr inbounds [528 x i32], [528 x i32] addrspace(3)* @_ZZ10prefix_sumE4temp, i64 0, i64 %79, !dbg !79
  %81 = addrspacecast i32 addrspace(3)* %80 to i32*, !dbg !79
  %82 = load i32, i32* %81, align 4, !dbg !79, !tbaa !22
  %83 = ashr i32 %76, 5, !dbg !80
  %84 = add nsw i32 %83, %76, !dbg !80
  %85 = sext i32 %84 to i64, !dbg !81
  %86 = getelementptr inbounds [528 x i32], [528 x i32] addrspace(3)* @_ZZ10prefix_sumE4temp, i64 0, i64 %85, !dbg !81
  %87 = addrspacecast i32 addrspace(3)* %86 to i32*, !dbg !81
  %88 = load i32, i32* %87, align 4, !dbg !81, !tbaa !22
  store i32 %88, i32* %81, align 4, !dbg !82, !tbaa !22
  %89 = load i32, i32* %87, align 4, !dbg !83, !tbaa !22
  %90 = add i32 %89, %82, !dbg !83
  store i32 %90, i32* %87, align 4, !dbg !83, !tbaa !22
  br label %91, !dbg !84

91:                                               ; preds = %67, %72
  %92 = shl i32 %69, 1, !dbg !85
  %93 = icmp slt i32 %92, 512, !dbg !86
  br i1 %93, label %67, label %62, !dbg !37, !llvm.loop !87
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/prefix_sum.cu", directory: ".")
!2 = !{void (i32*, i32*, i32*)* @prefix_sum, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "prefix_sum", scope: !1, file: !1, line: 9, type: !10, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 44, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 12, column: 11, scope: !9)
!16 = !DILocation(line: 45, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!18 = distinct !DILocation(line: 13, column: 14, scope: !9)
!19 = !DILocation(line: 13, column: 25, scope: !9)
!20 = !DILocation(line: 14, column: 26, scope: !9)
!21 = !DILocation(line: 14, column: 18, scope: !9)
!22 = !{!23, !23, i64 0}
!23 = !{!"int", !24, i64 0}
!24 = !{!"omnipotent char", !25, i64 0}
!25 = !{!"Simple C++ TBAA"}
!26 = !DILocation(line: 14, column: 8, scope: !9)
!27 = !DILocation(line: 14, column: 3, scope: !9)
!28 = !DILocation(line: 14, column: 16, scope: !9)
!29 = !DILocation(line: 15, column: 40, scope: !9)
!30 = !DILocation(line: 15, column: 28, scope: !9)
!31 = !DILocation(line: 15, column: 8, scope: !9)
!32 = !DILocation(line: 15, column: 3, scope: !9)
!33 = !DILocation(line: 15, column: 26, scope: !9)
!34 = !DILocation(line: 18, column: 3, scope: !9)
!35 = !DILocation(line: 27, column: 9, scope: !9)
!36 = !DILocation(line: 27, column: 7, scope: !9)
!37 = !DILocation(line: 31, column: 3, scope: !9)
!38 = !DILocation(line: 19, column: 5, scope: !9)
!39 = !DILocation(line: 20, column: 11, scope: !9)
!40 = !DILocation(line: 20, column: 9, scope: !9)
!41 = !DILocation(line: 21, column: 23, scope: !9)
!42 = !DILocation(line: 21, column: 37, scope: !9)
!43 = !DILocation(line: 22, column: 23, scope: !9)
!44 = !DILocation(line: 22, column: 37, scope: !9)
!45 = !DILocation(line: 23, column: 29, scope: !9)
!46 = !DILocation(line: 23, column: 24, scope: !9)
!47 = !DILocation(line: 23, column: 12, scope: !9)
!48 = !DILocation(line: 23, column: 7, scope: !9)
!49 = !DILocation(line: 23, column: 21, scope: !9)
!50 = !DILocation(line: 24, column: 5, scope: !9)
!51 = !DILocation(line: 25, column: 12, scope: !9)
!52 = !DILocation(line: 18, column: 37, scope: !9)
!53 = !DILocation(line: 18, column: 30, scope: !9)
!54 = distinct !{!54, !34, !55, !56}
!55 = !DILocation(line: 26, column: 3, scope: !9)
!56 = !{!"llvm.loop.mustprogress"}
!57 = !DILocation(line: 28, column: 5, scope: !9)
!58 = !DILocation(line: 28, column: 30, scope: !9)
!59 = !DILocation(line: 28, column: 28, scope: !9)
!60 = !DILocation(line: 29, column: 26, scope: !9)
!61 = !DILocation(line: 30, column: 3, scope: !9)
!62 = !DILocation(line: 42, column: 3, scope: !9)
!63 = !DILocation(line: 43, column: 19, scope: !9)
!64 = !DILocation(line: 43, column: 3, scope: !9)
!65 = !DILocation(line: 43, column: 17, scope: !9)
!66 = !DILocation(line: 44, column: 29, scope: !9)
!67 = !DILocation(line: 44, column: 3, scope: !9)
!68 = !DILocation(line: 44, column: 27, scope: !9)
!69 = !DILocation(line: 45, column: 1, scope: !9)
!70 = !DILocation(line: 32, column: 12, scope: !9)
!71 = !DILocation(line: 33, column: 5, scope: !9)
!72 = !DILocation(line: 34, column: 11, scope: !9)
!73 = !DILocation(line: 34, column: 9, scope: !9)
!74 = !DILocation(line: 35, column: 23, scope: !9)
!75 = !DILocation(line: 35, column: 37, scope: !9)
!76 = !DILocation(line: 36, column: 23, scope: !9)
!77 = !DILocation(line: 36, column: 37, scope: !9)
!78 = !DILocation(line: 37, column: 25, scope: !9)
!79 = !DILocation(line: 37, column: 20, scope: !9)
!80 = !DILocation(line: 38, column: 28, scope: !9)
!81 = !DILocation(line: 38, column: 23, scope: !9)
!82 = !DILocation(line: 38, column: 21, scope: !9)
!83 = !DILocation(line: 39, column: 21, scope: !9)
!84 = !DILocation(line: 40, column: 5, scope: !9)
!85 = !DILocation(line: 31, column: 32, scope: !9)
!86 = !DILocation(line: 31, column: 21, scope: !9)
!87 = distinct !{!87, !37, !88, !56}
!88 = !DILocation(line: 41, column: 3, scope: !9)
