; ARGS:
; Three calls to undefined functions at three lines of several_calls.cu
; (made by clang 14 as samples/README.md says), the first inside a helper:
; all three reported, in order, each at its line.
; THEN: tests/diag/several_calls.cu:12:10: error: call to undefined function '_Z19undefined_helper_fni'
; THEN: tests/diag/inline_helpers.h:18:9: note: in function inlined from 'call_wrap'
; THEN: tests/diag/several_calls.cu:13:14: error: call to undefined function '_Z8other_fni'
; THEN: tests/diag/several_calls.cu:14:14: error: call to undefined function '_Z8third_fni'
; COUNT: 3 error:
; COUNT: 0 too many errors
; ModuleID = 'tests/diag/several_calls.cu'
source_filename = "tests/diag/several_calls.cu"
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
  br i1 %8, label %9, label %23, !dbg !25

9:                                                ; preds = %2
  %10 = sext i32 %7 to i64, !dbg !26
  %11 = getelementptr inbounds i32, i32* %0, i64 %10, !dbg !26
  %12 = load i32, i32* %11, align 4, !dbg !26, !tbaa !27
  %13 = tail call noundef i32 @_Z19undefined_helper_fni(i32 noundef %12) #4, !dbg !31
  %14 = shl nsw i32 %13, 1, !dbg !35
  store i32 %14, i32* %11, align 4, !dbg !36, !tbaa !27
  %15 = tail call noundef i32 @_Z8other_fni(i32 noundef %7) #4, !dbg !37
  %16 = add nsw i32 %7, 1, !dbg !38
  %17 = sext i32 %16 to i64, !dbg !39
  %18 = getelementptr inbounds i32, i32* %0, i64 %17, !dbg !39
  store i32 %15, i32* %18, align 4, !dbg !40, !tbaa !27
  %19 = tail call noundef i32 @_Z8third_fni(i32 noundef %7) #4, !dbg !41
  %20 = add nsw i32 %7, 2, !dbg !42
  %21 = sext i32 %20 to i64, !dbg !43
  %22 = getelementptr inbounds i32, i32* %0, i64 %21, !dbg !43
  store i32 %19, i32* %22, align 4, !dbg !44, !tbaa !27
  br label %23, !dbg !45

23:                                               ; preds = %9, %2
  ret void, !dbg !46
}

; Function Attrs: convergent nounwind
declare dso_local noundef i32 @_Z8other_fni(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local noundef i32 @_Z8third_fni(i32 noundef) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nounwind
declare dso_local noundef i32 @_Z19undefined_helper_fni(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx60,+sm_50" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx60,+sm_50" }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nounwind }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/diag/several_calls.cu", directory: ".")
!2 = !{void (i32*, i32)* @_Z1kPii, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 8, type: !10, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 10, column: 10, scope: !9)
!16 = !DILocation(line: 46, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!18 = distinct !DILocation(line: 10, column: 23, scope: !9)
!19 = !DILocation(line: 10, column: 21, scope: !9)
!20 = !DILocation(line: 44, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!22 = distinct !DILocation(line: 10, column: 36, scope: !9)
!23 = !DILocation(line: 10, column: 34, scope: !9)
!24 = !DILocation(line: 11, column: 8, scope: !9)
!25 = !DILocation(line: 11, column: 6, scope: !9)
!26 = !DILocation(line: 12, column: 20, scope: !9)
!27 = !{!28, !28, i64 0}
!28 = !{!"int", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 18, column: 9, scope: !32, inlinedAt: !34)
!32 = distinct !DISubprogram(name: "call_wrap", scope: !33, file: !33, line: 16, type: !10, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!33 = !DIFile(filename: "tests/diag/inline_helpers.h", directory: ".")
!34 = distinct !DILocation(line: 12, column: 10, scope: !9)
!35 = !DILocation(line: 18, column: 32, scope: !32, inlinedAt: !34)
!36 = !DILocation(line: 12, column: 8, scope: !9)
!37 = !DILocation(line: 13, column: 14, scope: !9)
!38 = !DILocation(line: 13, column: 7, scope: !9)
!39 = !DILocation(line: 13, column: 3, scope: !9)
!40 = !DILocation(line: 13, column: 12, scope: !9)
!41 = !DILocation(line: 14, column: 14, scope: !9)
!42 = !DILocation(line: 14, column: 7, scope: !9)
!43 = !DILocation(line: 14, column: 3, scope: !9)
!44 = !DILocation(line: 14, column: 12, scope: !9)
!45 = !DILocation(line: 15, column: 2, scope: !9)
!46 = !DILocation(line: 16, column: 1, scope: !9)
