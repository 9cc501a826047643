; ModuleID = 'tests/corpus/sgmf_trigger_load.cu'
source_filename = "tests/corpus/sgmf_trigger_load.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nounwind
define dso_local void @sgmf_trigger_load(i32* nocapture noundef readonly %0, i32* nocapture noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2, !dbg !12
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2, !dbg !16
  %6 = mul i32 %4, %5, !dbg !19
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !dbg !20
  %8 = add i32 %6, %7, !dbg !23
  %9 = icmp slt i32 %8, %2, !dbg !24
  br i1 %9, label %10, label %22, !dbg !25

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64, !dbg !26
  %12 = getelementptr inbounds i32, i32* %0, i64 %11, !dbg !26
  %13 = load i32, i32* %12, align 4, !dbg !26, !tbaa !27
  %14 = load i32, i32* %1, align 4, !dbg !31, !tbaa !27
  br label %15, !dbg !32

15:                                               ; preds = %18, %10
  %16 = phi i32 [ %14, %10 ], [ %20, %18 ], !dbg !33
  %17 = icmp slt i32 %16, %13, !dbg !34
  br i1 %17, label %18, label %22, !dbg !35

18:                                               ; preds = %15
  %19 = cmpxchg i32* %1, i32 %16, i32 %13 seq_cst seq_cst, align 4, !dbg !36
  %20 = extractvalue { i32, i1 } %19, 0, !dbg !36
  %21 = icmp eq i32 %16, %20, !dbg !39
  br i1 %21, label %22, label %15, !dbg !40, !llvm.loop !41

22:                                               ; preds = %18, %15, %3
  ret void, !dbg !44
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/corpus/sgmf_trigger_load.cu", directory: ".")
!2 = !{void (i32*, i32*, i32)* @sgmf_trigger_load, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "sgmf_trigger_load", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 8, column: 11, scope: !9)
!16 = !DILocation(line: 46, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!18 = distinct !DILocation(line: 8, column: 24, scope: !9)
!19 = !DILocation(line: 8, column: 22, scope: !9)
!20 = !DILocation(line: 44, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!22 = distinct !DILocation(line: 8, column: 37, scope: !9)
!23 = !DILocation(line: 8, column: 35, scope: !9)
!24 = !DILocation(line: 9, column: 9, scope: !9)
!25 = !DILocation(line: 9, column: 7, scope: !9)
!26 = !DILocation(line: 10, column: 13, scope: !9)
!27 = !{!28, !28, i64 0}
!28 = !{!"int", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 11, column: 15, scope: !9)
!32 = !DILocation(line: 12, column: 5, scope: !9)
!33 = !DILocation(line: 0, scope: !9)
!34 = !DILocation(line: 14, column: 19, scope: !9)
!35 = !DILocation(line: 14, column: 11, scope: !9)
!36 = !DILocation(line: 107, column: 10, scope: !37, inlinedAt: !38)
!37 = distinct !DISubprogram(name: "atomicCAS", scope: !14, file: !14, line: 106, type: !10, scopeLine: 106, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!38 = distinct !DILocation(line: 15, column: 13, scope: !9)
!39 = !DILocation(line: 16, column: 22, scope: !9)
!40 = !DILocation(line: 16, column: 5, scope: !9)
!41 = distinct !{!41, !32, !42, !43}
!42 = !DILocation(line: 16, column: 28, scope: !9)
!43 = !{!"llvm.loop.mustprogress"}
!44 = !DILocation(line: 18, column: 1, scope: !9)
