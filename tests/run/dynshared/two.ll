; ModuleID = 'tests/run/dynshared/two.cu'
source_filename = "tests/run/dynshared/two.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = external dso_local local_unnamed_addr addrspace(3) global [0 x i32], align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define dso_local void @plain(i32* nocapture noundef writeonly %0) local_unnamed_addr #0 !dbg !10 {
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !13
  %3 = zext i32 %2 to i64, !dbg !17
  %4 = getelementptr inbounds i32, i32* %0, i64 %3, !dbg !17
  store i32 %2, i32* %4, align 4, !dbg !18, !tbaa !19
  ret void, !dbg !23
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @dyn(i32* nocapture noundef writeonly %0) local_unnamed_addr #1 !dbg !24 {
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !25
  %3 = shl i32 %2, 1, !dbg !27
  %4 = zext i32 %2 to i64, !dbg !28
  %5 = getelementptr inbounds [0 x i32], [0 x i32] addrspace(3)* @s, i64 0, i64 %4, !dbg !28
  %6 = addrspacecast i32 addrspace(3)* %5 to i32*, !dbg !28
  store i32 %3, i32* %6, align 4, !dbg !29, !tbaa !19
  %7 = or i32 %3, 1, !dbg !30
  %8 = getelementptr inbounds i32, i32* %0, i64 %4, !dbg !31
  store i32 %7, i32* %8, align 4, !dbg !32, !tbaa !19
  ret void, !dbg !33
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn writeonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/run/dynshared/two.cu", directory: ".")
!2 = !{void (i32*)* @plain, !"kernel", i32 1}
!3 = !{void (i32*)* @dyn, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "plain", scope: !1, file: !1, line: 6, type: !11, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 44, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 44, type: !11, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!15 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!16 = distinct !DILocation(line: 6, column: 65, scope: !10)
!17 = !DILocation(line: 6, column: 46, scope: !10)
!18 = !DILocation(line: 6, column: 63, scope: !10)
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !21, i64 0}
!21 = !{!"omnipotent char", !22, i64 0}
!22 = !{!"Simple C++ TBAA"}
!23 = !DILocation(line: 6, column: 78, scope: !10)
!24 = distinct !DISubprogram(name: "dyn", scope: !1, file: !1, line: 7, type: !11, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!25 = !DILocation(line: 44, column: 1, scope: !14, inlinedAt: !26)
!26 = distinct !DILocation(line: 9, column: 20, scope: !24)
!27 = !DILocation(line: 9, column: 32, scope: !24)
!28 = !DILocation(line: 9, column: 3, scope: !24)
!29 = !DILocation(line: 9, column: 18, scope: !24)
!30 = !DILocation(line: 10, column: 37, scope: !24)
!31 = !DILocation(line: 10, column: 3, scope: !24)
!32 = !DILocation(line: 10, column: 20, scope: !24)
!33 = !DILocation(line: 11, column: 1, scope: !24)
