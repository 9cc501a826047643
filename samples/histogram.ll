; ModuleID = 'samples/histogram.cu'
source_filename = "samples/histogram.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9histogramE2sh = internal addrspace(3) global [256 x i32] undef, align 4
@_ZZ9histogramE8sh_count = internal addrspace(3) global i32 undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @histogram(i8* nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2, i32* nocapture noundef %3, i32* nocapture noundef %4, i32* nocapture noundef %5, float* nocapture noundef %6) local_unnamed_addr #0 !dbg !9 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4, !dbg !12
  %9 = icmp slt i32 %8, 256, !dbg !16
  br i1 %9, label %10, label %12, !dbg !17

10:                                               ; preds = %7
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4, !dbg !18
  br label %14, !dbg !17

12:                                               ; preds = %14, %7
  %13 = icmp eq i32 %8, 0, !dbg !19
  br i1 %13, label %21, label %22, !dbg !20

14:                                               ; preds = %10, %14
  %15 = phi i32 [ %8, %10 ], [ %19, %14 ]
  %16 = sext i32 %15 to i64, !dbg !21
  %17 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ9histogramE2sh, i64 0, i64 %16, !dbg !21
  %18 = addrspacecast i32 addrspace(3)* %17 to i32*, !dbg !21
  store i32 0, i32* %18, align 4, !dbg !22, !tbaa !23
  %19 = add i32 %15, %11, !dbg !27
  %20 = icmp slt i32 %19, 256, !dbg !16
  br i1 %20, label %14, label %12, !dbg !17, !llvm.loop !28

21:                                               ; preds = %12
  store i32 0, i32* addrspacecast (i32 addrspace(3)* @_ZZ9histogramE8sh_count to i32*), align 4, !dbg !31, !tbaa !23
  br label %22, !dbg !32

22:                                               ; preds = %21, %12
  tail call void @llvm.nvvm.barrier0(), !dbg !33
  %23 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4, !dbg !34
  %24 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4, !dbg !37
  %25 = mul i32 %23, %24, !dbg !40
  %26 = add i32 %25, %8, !dbg !41
  %27 = icmp slt i32 %26, %1, !dbg !42
  br i1 %27, label %28, label %33, !dbg !43

28:                                               ; preds = %22
  %29 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4, !dbg !18
  %30 = mul i32 %24, %29
  br label %41, !dbg !43

31:                                               ; preds = %60
  %32 = or i32 %68, -256, !dbg !44
  br label %33, !dbg !44

33:                                               ; preds = %31, %22
  %34 = phi i32 [ 0, %22 ], [ %70, %31 ], !dbg !18
  %35 = phi float [ 0.000000e+00, %22 ], [ %72, %31 ], !dbg !18
  %36 = phi i32 [ -1, %22 ], [ %32, %31 ]
  %37 = atomicrmw min i32* %4, i32 %36 seq_cst, align 4, !dbg !45
  %38 = getelementptr inbounds i32, i32* %4, i64 1, !dbg !48
  %39 = atomicrmw max i32* %38, i32 %34 seq_cst, align 4, !dbg !49
  %40 = atomicrmw fadd float* %6, float %35 seq_cst, align 4, !dbg !52
  tail call void @llvm.nvvm.barrier0(), !dbg !55
  br i1 %9, label %76, label %75, !dbg !56

41:                                               ; preds = %28, %60
  %42 = phi i32 [ 255, %28 ], [ %68, %60 ]
  %43 = phi i32 [ %26, %28 ], [ %73, %60 ]
  %44 = phi float [ 0.000000e+00, %28 ], [ %72, %60 ]
  %45 = phi i32 [ 0, %28 ], [ %70, %60 ]
  %46 = sext i32 %43 to i64, !dbg !57
  %47 = getelementptr inbounds i8, i8* %0, i64 %46, !dbg !57
  %48 = load i8, i8* %47, align 1, !dbg !57, !tbaa !58
  %49 = zext i8 %48 to i32, !dbg !57
  switch i32 %2, label %57 [
    i32 0, label %60
    i32 1, label %50
    i32 2, label %52
  ], !dbg !59

50:                                               ; preds = %41
  %51 = lshr i32 %49, 4, !dbg !60
  br label %60, !dbg !61

52:                                               ; preds = %41
  %53 = mul nuw nsw i32 %49, %49, !dbg !62
  %54 = trunc i32 %53 to i16, !dbg !63
  %55 = urem i16 %54, 251, !dbg !63
  %56 = zext i16 %55 to i32, !dbg !63
  br label %60, !dbg !64

57:                                               ; preds = %41
  %58 = mul i32 %49, -1640531535, !dbg !65
  %59 = lshr i32 %58, 24, !dbg !66
  br label %60, !dbg !67

60:                                               ; preds = %41, %57, %52, %50
  %61 = phi i32 [ %59, %57 ], [ %56, %52 ], [ %51, %50 ], [ %49, %41 ], !dbg !18
  %62 = zext i32 %61 to i64, !dbg !68
  %63 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ9histogramE2sh, i64 0, i64 %62, !dbg !68
  %64 = addrspacecast i32 addrspace(3)* %63 to i32*, !dbg !68
  %65 = atomicrmw add i32* %64, i32 1 seq_cst, align 4, !dbg !69
  %66 = tail call i32 @llvm.nvvm.atomic.load.inc.32.p0i32(i32* addrspacecast (i32 addrspace(3)* @_ZZ9histogramE8sh_count to i32*), i32 -1) #4, !dbg !72
  %67 = icmp slt i32 %42, %49, !dbg !75
  %68 = select i1 %67, i32 %42, i32 %49, !dbg !78
  %69 = icmp ugt i32 %45, %49, !dbg !79
  %70 = select i1 %69, i32 %45, i32 %49, !dbg !82
  %71 = uitofp i8 %48 to float, !dbg !83
  %72 = fadd contract float %44, %71, !dbg !84
  %73 = add i32 %43, %30, !dbg !85
  %74 = icmp slt i32 %73, %1, !dbg !42
  br i1 %74, label %41, label %31, !dbg !43, !llvm.loop !86

75:                                               ; preds = %86, %33
  br i1 %13, label %89, label %106, !dbg !88

76:                                               ; preds = %33, %86
  %77 = phi i32 [ %87, %86 ], [ %8, %33 ]
  %78 = sext i32 %77 to i64, !dbg !89
  %79 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ9histogramE2sh, i64 0, i64 %78, !dbg !89
  %80 = addrspacecast i32 addrspace(3)* %79 to i32*, !dbg !89
  %81 = load i32, i32* %80, align 4, !dbg !89, !tbaa !23
  %82 = icmp eq i32 %81, 0, !dbg !90
  br i1 %82, label %86, label %83, !dbg !89

83:                                               ; preds = %76
  %84 = getelementptr inbounds i32, i32* %3, i64 %78, !dbg !91
  %85 = atomicrmw add i32* %84, i32 %81 seq_cst, align 4, !dbg !92
  br label %86, !dbg !94

86:                                               ; preds = %76, %83
  %87 = add i32 %77, %24, !dbg !95
  %88 = icmp slt i32 %87, 256, !dbg !96
  br i1 %88, label %76, label %75, !dbg !56, !llvm.loop !97

89:                                               ; preds = %75
  %90 = getelementptr inbounds i32, i32* %3, i64 256, !dbg !99
  %91 = load i32, i32* addrspacecast (i32 addrspace(3)* @_ZZ9histogramE8sh_count to i32*), align 4, !dbg !100, !tbaa !23
  %92 = atomicrmw sub i32* %90, i32 %91 seq_cst, align 4, !dbg !101
  %93 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4, !dbg !104
  %94 = add i32 %93, -1, !dbg !107
  %95 = tail call i32 @llvm.nvvm.atomic.load.inc.32.p0i32(i32* %5, i32 %94) #4, !dbg !108
  %96 = icmp eq i32 %95, %94, !dbg !110
  br i1 %96, label %97, label %100, !dbg !111

97:                                               ; preds = %89
  %98 = getelementptr inbounds i32, i32* %4, i64 2, !dbg !112
  %99 = atomicrmw xchg i32* %98, i32 %93 seq_cst, align 4, !dbg !113
  br label %100, !dbg !116

100:                                              ; preds = %97, %89
  %101 = getelementptr inbounds i32, i32* %4, i64 3, !dbg !117
  %102 = cmpxchg i32* %101, i32 -1, i32 %93 seq_cst seq_cst, align 4, !dbg !118
  %103 = extractvalue { i32, i1 } %102, 1, !dbg !121
  br i1 %103, label %104, label %106, !dbg !122

104:                                              ; preds = %100
  %105 = getelementptr inbounds i32, i32* %3, i64 257, !dbg !123
  store i32 %1, i32* %105, align 4, !dbg !124, !tbaa !23
  br label %106, !dbg !123

106:                                              ; preds = %100, %104, %75
  ret void, !dbg !125
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: argmemonly nounwind
declare i32 @llvm.nvvm.atomic.load.inc.32.p0i32(i32* nocapture, i32) #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { argmemonly nounwind }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/histogram.cu", directory: ".")
!2 = !{void (i8*, i32, i32, i32*, i32*, i32*, float*)* @histogram, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "histogram", scope: !1, file: !1, line: 12, type: !10, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 44, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 17, column: 16, scope: !9)
!16 = !DILocation(line: 17, column: 31, scope: !9)
!17 = !DILocation(line: 17, column: 3, scope: !9)
!18 = !DILocation(line: 0, scope: !9)
!19 = !DILocation(line: 19, column: 19, scope: !9)
!20 = !DILocation(line: 19, column: 7, scope: !9)
!21 = !DILocation(line: 18, column: 5, scope: !9)
!22 = !DILocation(line: 18, column: 11, scope: !9)
!23 = !{!24, !24, i64 0}
!24 = !{!"int", !25, i64 0}
!25 = !{!"omnipotent char", !26, i64 0}
!26 = !{!"Simple C++ TBAA"}
!27 = !DILocation(line: 17, column: 41, scope: !9)
!28 = distinct !{!28, !17, !29, !30}
!29 = !DILocation(line: 18, column: 13, scope: !9)
!30 = !{!"llvm.loop.mustprogress"}
!31 = !DILocation(line: 20, column: 14, scope: !9)
!32 = !DILocation(line: 20, column: 5, scope: !9)
!33 = !DILocation(line: 21, column: 3, scope: !9)
!34 = !DILocation(line: 45, column: 1, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!36 = distinct !DILocation(line: 25, column: 16, scope: !9)
!37 = !DILocation(line: 46, column: 1, scope: !38, inlinedAt: !39)
!38 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!39 = distinct !DILocation(line: 25, column: 29, scope: !9)
!40 = !DILocation(line: 25, column: 27, scope: !9)
!41 = !DILocation(line: 25, column: 40, scope: !9)
!42 = !DILocation(line: 25, column: 57, scope: !9)
!43 = !DILocation(line: 25, column: 3, scope: !9)
!44 = !DILocation(line: 49, column: 27, scope: !9)
!45 = !DILocation(line: 89, column: 48, scope: !46, inlinedAt: !47)
!46 = distinct !DISubprogram(name: "atomicMin", scope: !14, file: !14, line: 89, type: !10, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!47 = distinct !DILocation(line: 49, column: 3, scope: !9)
!48 = !DILocation(line: 50, column: 14, scope: !9)
!49 = !DILocation(line: 90, column: 48, scope: !50, inlinedAt: !51)
!50 = distinct !DISubprogram(name: "atomicMax", scope: !14, file: !14, line: 90, type: !10, scopeLine: 90, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!51 = distinct !DILocation(line: 50, column: 3, scope: !9)
!52 = !DILocation(line: 79, column: 10, scope: !53, inlinedAt: !54)
!53 = distinct !DISubprogram(name: "atomicAdd", scope: !14, file: !14, line: 78, type: !10, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!54 = distinct !DILocation(line: 51, column: 3, scope: !9)
!55 = !DILocation(line: 52, column: 3, scope: !9)
!56 = !DILocation(line: 54, column: 3, scope: !9)
!57 = !DILocation(line: 27, column: 13, scope: !9)
!58 = !{!25, !25, i64 0}
!59 = !DILocation(line: 29, column: 5, scope: !9)
!60 = !DILocation(line: 34, column: 25, scope: !9)
!61 = !DILocation(line: 35, column: 7, scope: !9)
!62 = !DILocation(line: 37, column: 26, scope: !9)
!63 = !DILocation(line: 37, column: 31, scope: !9)
!64 = !DILocation(line: 38, column: 7, scope: !9)
!65 = !DILocation(line: 40, column: 26, scope: !9)
!66 = !DILocation(line: 40, column: 41, scope: !9)
!67 = !DILocation(line: 41, column: 7, scope: !9)
!68 = !DILocation(line: 43, column: 16, scope: !9)
!69 = !DILocation(line: 71, column: 20, scope: !70, inlinedAt: !71)
!70 = distinct !DISubprogram(name: "atomicAdd", scope: !14, file: !14, line: 70, type: !10, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!71 = distinct !DILocation(line: 43, column: 5, scope: !9)
!72 = !DILocation(line: 101, column: 10, scope: !73, inlinedAt: !74)
!73 = distinct !DISubprogram(name: "atomicInc", scope: !14, file: !14, line: 100, type: !10, scopeLine: 100, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!74 = distinct !DILocation(line: 44, column: 5, scope: !9)
!75 = !DILocation(line: 122, column: 43, scope: !76, inlinedAt: !77)
!76 = distinct !DISubprogram(name: "min", scope: !14, file: !14, line: 122, type: !10, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!77 = distinct !DILocation(line: 45, column: 10, scope: !9)
!78 = !DILocation(line: 122, column: 41, scope: !76, inlinedAt: !77)
!79 = !DILocation(line: 123, column: 43, scope: !80, inlinedAt: !81)
!80 = distinct !DISubprogram(name: "max", scope: !14, file: !14, line: 123, type: !10, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!81 = distinct !DILocation(line: 46, column: 10, scope: !9)
!82 = !DILocation(line: 123, column: 41, scope: !80, inlinedAt: !81)
!83 = !DILocation(line: 47, column: 17, scope: !9)
!84 = !DILocation(line: 47, column: 7, scope: !9)
!85 = !DILocation(line: 26, column: 10, scope: !9)
!86 = distinct !{!86, !43, !87, !30}
!87 = !DILocation(line: 48, column: 3, scope: !9)
!88 = !DILocation(line: 57, column: 7, scope: !9)
!89 = !DILocation(line: 55, column: 9, scope: !9)
!90 = !DILocation(line: 55, column: 15, scope: !9)
!91 = !DILocation(line: 56, column: 18, scope: !9)
!92 = !DILocation(line: 71, column: 20, scope: !70, inlinedAt: !93)
!93 = distinct !DILocation(line: 56, column: 7, scope: !9)
!94 = !DILocation(line: 56, column: 7, scope: !9)
!95 = !DILocation(line: 54, column: 41, scope: !9)
!96 = !DILocation(line: 54, column: 31, scope: !9)
!97 = distinct !{!97, !56, !98, !30}
!98 = !DILocation(line: 56, column: 32, scope: !9)
!99 = !DILocation(line: 58, column: 16, scope: !9)
!100 = !DILocation(line: 58, column: 28, scope: !9)
!101 = !DILocation(line: 83, column: 20, scope: !102, inlinedAt: !103)
!102 = distinct !DISubprogram(name: "atomicSub", scope: !14, file: !14, line: 82, type: !10, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!103 = distinct !DILocation(line: 58, column: 5, scope: !9)
!104 = !DILocation(line: 47, column: 1, scope: !105, inlinedAt: !106)
!105 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!106 = distinct !DILocation(line: 59, column: 46, scope: !9)
!107 = !DILocation(line: 59, column: 56, scope: !9)
!108 = !DILocation(line: 101, column: 10, scope: !73, inlinedAt: !109)
!109 = distinct !DILocation(line: 59, column: 23, scope: !9)
!110 = !DILocation(line: 60, column: 16, scope: !9)
!111 = !DILocation(line: 60, column: 9, scope: !9)
!112 = !DILocation(line: 61, column: 19, scope: !9)
!113 = !DILocation(line: 85, column: 49, scope: !114, inlinedAt: !115)
!114 = distinct !DISubprogram(name: "atomicExch", scope: !14, file: !14, line: 85, type: !10, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!115 = distinct !DILocation(line: 61, column: 7, scope: !9)
!116 = !DILocation(line: 61, column: 7, scope: !9)
!117 = !DILocation(line: 62, column: 20, scope: !9)
!118 = !DILocation(line: 107, column: 10, scope: !119, inlinedAt: !120)
!119 = distinct !DISubprogram(name: "atomicCAS", scope: !14, file: !14, line: 106, type: !10, scopeLine: 106, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!120 = distinct !DILocation(line: 62, column: 9, scope: !9)
!121 = !DILocation(line: 62, column: 50, scope: !9)
!122 = !DILocation(line: 62, column: 9, scope: !9)
!123 = !DILocation(line: 63, column: 7, scope: !9)
!124 = !DILocation(line: 63, column: 22, scope: !9)
!125 = !DILocation(line: 65, column: 1, scope: !9)
