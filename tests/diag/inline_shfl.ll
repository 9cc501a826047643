; ARGS:
; A warp shuffle inside two helpers of a header (inline_shfl.cu, made by
; clang 14 as samples/README.md says, with -Xclang -target-feature -Xclang
; +ptx60): the user's line first, then the inlining chain inward.
; THEN: tests/diag/inline_shfl.cu:9:20: error: warp shuffle (shfl.down) is not supported on VGIW
; THEN: tests/diag/inline_helpers.h:13:9: note: in function inlined from 'shfl_outer'
; THEN: tests/diag/inline_helpers.h:8:9: note: in function inlined from 'shfl_inner'
; THEN: samples/include/vgiw_cuda.h:203:1: note: in function inlined from '__shfl_down_sync'
; COUNT: 1 error:
; ModuleID = 'tests/diag/inline_shfl.cu'
source_filename = "tests/diag/inline_shfl.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z1kPii(i32* nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !12
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3, !dbg !16
  %5 = mul i32 %3, %4, !dbg !19
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !20
  %7 = add i32 %5, %6, !dbg !23
  %8 = icmp slt i32 %7, %1, !dbg !24
  %9 = sext i32 %7 to i64, !dbg !25
  %10 = getelementptr inbounds i32, i32* %0, i64 %9, !dbg !25
  br i1 %8, label %11, label %15, !dbg !26

11:                                               ; preds = %2
  %12 = load i32, i32* %10, align 4, !dbg !25, !tbaa !27
  %13 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %12, i32 1, i32 31) #3, !dbg !31
  %14 = add nsw i32 %13, 1, !dbg !39
  store i32 %14, i32* %10, align 4, !dbg !40, !tbaa !27
  br label %15, !dbg !41

15:                                               ; preds = %11, %2
  ret void, !dbg !42
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx60,+sm_50" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { convergent inaccessiblememonly nounwind }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/diag/inline_shfl.cu", directory: ".")
!2 = !{void (i32*, i32)* @_Z1kPii, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 6, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 8, column: 10, scope: !9)
!16 = !DILocation(line: 46, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!18 = distinct !DILocation(line: 8, column: 23, scope: !9)
!19 = !DILocation(line: 8, column: 21, scope: !9)
!20 = !DILocation(line: 44, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!22 = distinct !DILocation(line: 8, column: 36, scope: !9)
!23 = !DILocation(line: 8, column: 34, scope: !9)
!24 = !DILocation(line: 9, column: 8, scope: !9)
!25 = !DILocation(line: 9, column: 31, scope: !9)
!26 = !DILocation(line: 9, column: 6, scope: !9)
!27 = !{!28, !28, i64 0}
!28 = !{!"int", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 203, column: 1, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "__shfl_down_sync", scope: !14, file: !14, line: 203, type: !10, scopeLine: 203, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!33 = distinct !DILocation(line: 8, column: 9, scope: !34, inlinedAt: !36)
!34 = distinct !DISubprogram(name: "shfl_inner", scope: !35, file: !35, line: 6, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!35 = !DIFile(filename: "tests/diag/inline_helpers.h", directory: ".")
!36 = distinct !DILocation(line: 13, column: 9, scope: !37, inlinedAt: !38)
!37 = distinct !DISubprogram(name: "shfl_outer", scope: !35, file: !35, line: 11, type: !10, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!38 = distinct !DILocation(line: 9, column: 20, scope: !9)
!39 = !DILocation(line: 13, column: 23, scope: !37, inlinedAt: !38)
!40 = !DILocation(line: 9, column: 18, scope: !9)
!41 = !DILocation(line: 9, column: 13, scope: !9)
!42 = !DILocation(line: 10, column: 1, scope: !9)
