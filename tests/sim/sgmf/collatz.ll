; ModuleID = 'tests/sim/sgmf/collatz.cu'
source_filename = "tests/sim/sgmf/collatz.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @collatz(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2, !dbg !12
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2, !dbg !16
  %6 = mul i32 %4, %5, !dbg !19
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !dbg !20
  %8 = add i32 %6, %7, !dbg !23
  %9 = icmp slt i32 %8, %2, !dbg !24
  br i1 %9, label %10, label %33, !dbg !25

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64, !dbg !26
  %12 = getelementptr inbounds i32, i32* %0, i64 %11, !dbg !26
  %13 = load i32, i32* %12, align 4, !dbg !26, !tbaa !27
  %14 = icmp eq i32 %13, 0, !dbg !31
  br i1 %14, label %30, label %15, !dbg !32

15:                                               ; preds = %10
  %16 = add i32 %13, 1, !dbg !33
  br label %17, !dbg !32

17:                                               ; preds = %15, %17
  %18 = phi i32 [ %26, %17 ], [ 0, %15 ]
  %19 = phi i32 [ %25, %17 ], [ %16, %15 ]
  %20 = and i32 %19, 1, !dbg !34
  %21 = icmp eq i32 %20, 0, !dbg !35
  %22 = mul i32 %19, 3, !dbg !35
  %23 = add i32 %22, 1, !dbg !35
  %24 = lshr i32 %19, 1, !dbg !35
  %25 = select i1 %21, i32 %24, i32 %23, !dbg !35
  %26 = add nuw nsw i32 %18, 1, !dbg !36
  %27 = icmp ne i32 %25, 1, !dbg !31
  %28 = icmp ult i32 %18, 999, !dbg !37
  %29 = select i1 %27, i1 %28, i1 false, !dbg !37
  br i1 %29, label %17, label %30, !dbg !32, !llvm.loop !38

30:                                               ; preds = %17, %10
  %31 = phi i32 [ 0, %10 ], [ %26, %17 ], !dbg !41
  %32 = getelementptr inbounds i32, i32* %1, i64 %11, !dbg !42
  store i32 %31, i32* %32, align 4, !dbg !43, !tbaa !27
  br label %33, !dbg !44

33:                                               ; preds = %3, %30
  ret void, !dbg !44
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/sim/sgmf/collatz.cu", directory: ".")
!2 = !{void (i32*, i32*, i32)* @collatz, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "collatz", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 7, column: 11, scope: !9)
!16 = !DILocation(line: 46, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!18 = distinct !DILocation(line: 7, column: 24, scope: !9)
!19 = !DILocation(line: 7, column: 22, scope: !9)
!20 = !DILocation(line: 44, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!22 = distinct !DILocation(line: 7, column: 37, scope: !9)
!23 = !DILocation(line: 7, column: 35, scope: !9)
!24 = !DILocation(line: 8, column: 9, scope: !9)
!25 = !DILocation(line: 8, column: 7, scope: !9)
!26 = !DILocation(line: 10, column: 16, scope: !9)
!27 = !{!28, !28, i64 0}
!28 = !{!"int", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 11, column: 12, scope: !9)
!32 = !DILocation(line: 11, column: 3, scope: !9)
!33 = !DILocation(line: 10, column: 21, scope: !9)
!34 = !DILocation(line: 12, column: 12, scope: !9)
!35 = !DILocation(line: 12, column: 9, scope: !9)
!36 = !DILocation(line: 13, column: 6, scope: !9)
!37 = !DILocation(line: 11, column: 18, scope: !9)
!38 = distinct !{!38, !32, !39, !40}
!39 = !DILocation(line: 14, column: 3, scope: !9)
!40 = !{!"llvm.loop.mustprogress"}
!41 = !DILocation(line: 0, scope: !9)
!42 = !DILocation(line: 15, column: 3, scope: !9)
!43 = !DILocation(line: 15, column: 12, scope: !9)
!44 = !DILocation(line: 16, column: 1, scope: !9)
