; ARGS:
; clang 14's __activemask as inline PTX (tests/half/activemask.cu, its clang 14
; IR copied from tests/half/activemask.ll): a warp vote, which VGIW refuses
; naming the target, at the user's line.
; THEN: activemask.cu:24:12: error: warp vote (vote.ballot) is not supported on VGIW
; THEN: note: in function inlined from 'activemask_asm'
; COUNT: 1 error:
; ModuleID = 'tests/half/activemask.cu'
source_filename = "tests/half/activemask.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef i32 @_Z14activemask_asmv() local_unnamed_addr #0 !dbg !9 {
  %1 = tail call i32 asm sideeffect "activemask.b32 $0;", "=r"() #3, !dbg !12, !srcloc !13
  ret i32 %1, !dbg !14
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @activemask(i32* nocapture noundef writeonly %0) local_unnamed_addr #1 !dbg !15 {
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4, !dbg !16
  %3 = zext i32 %2 to i64, !dbg !20
  %4 = getelementptr inbounds i32, i32* %0, i64 %3, !dbg !20
  store i32 0, i32* %4, align 4, !dbg !21, !tbaa !22
  %5 = and i32 %2, 1, !dbg !26
  %6 = icmp eq i32 %5, 0, !dbg !27
  br i1 %6, label %9, label %7, !dbg !27

7:                                                ; preds = %1
  %8 = tail call i32 asm sideeffect "activemask.b32 $0;", "=r"() #3, !dbg !28, !srcloc !13
  store i32 %8, i32* %4, align 4, !dbg !30, !tbaa !22
  br label %9, !dbg !31

9:                                                ; preds = %7, %1
  ret void, !dbg !32
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { convergent nounwind }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/half/activemask.cu", directory: ".")
!2 = !{void (i32*)* @activemask, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "activemask_asm", scope: !1, file: !1, line: 10, type: !10, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 13, column: 2, scope: !9)
!13 = !{i64 543}
!14 = !DILocation(line: 14, column: 2, scope: !9)
!15 = distinct !DISubprogram(name: "activemask", scope: !1, file: !1, line: 18, type: !10, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!16 = !DILocation(line: 44, column: 1, scope: !17, inlinedAt: !19)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !18, file: !18, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!18 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!19 = distinct !DILocation(line: 20, column: 15, scope: !15)
!20 = !DILocation(line: 22, column: 2, scope: !15)
!21 = !DILocation(line: 22, column: 9, scope: !15)
!22 = !{!23, !23, i64 0}
!23 = !{!"int", !24, i64 0}
!24 = !{!"omnipotent char", !25, i64 0}
!25 = !{!"Simple C++ TBAA"}
!26 = !DILocation(line: 23, column: 8, scope: !15)
!27 = !DILocation(line: 23, column: 6, scope: !15)
!28 = !DILocation(line: 13, column: 2, scope: !9, inlinedAt: !29)
!29 = distinct !DILocation(line: 24, column: 12, scope: !15)
!30 = !DILocation(line: 24, column: 10, scope: !15)
!31 = !DILocation(line: 24, column: 3, scope: !15)
!32 = !DILocation(line: 25, column: 1, scope: !15)
