; tests/texture/tex1d.ll with the fetch as llvm.nvvm.tex.unified.1d.v4f32.s32 (the
; intrinsic form of the same tex1Dfetch) instead of the headers' inline asm.
; ModuleID = 'tests/texture/tex1d.cu'
source_filename = "tests/texture/tex1d.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind writeonly
define dso_local void @_Z5fetchyPfi(i64 noundef %0, float* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2, !dbg !12
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2, !dbg !16
  %6 = mul i32 %4, %5, !dbg !19
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !dbg !20
  %8 = add i32 %6, %7, !dbg !23
  %9 = icmp slt i32 %8, %2, !dbg !24
  br i1 %9, label %10, label %17, !dbg !25

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64, !dbg !26
  %12 = getelementptr inbounds float, float* %1, i64 %11, !dbg !26
  %13 = add nsw i32 %8, -2, !dbg !27
  %14 = call { float, float, float, float } @llvm.nvvm.tex.unified.1d.v4f32.s32(i64 %0, i32 %13), !dbg !28
  %15 = extractvalue { float, float, float, float } %14, 0, !dbg !28
  %16 = fmul contract float %15, 2.000000e+00, !dbg !32
  store float %16, float* %12, align 4, !dbg !33, !tbaa !34
  br label %17, !dbg !26

17:                                               ; preds = %10, %3
  ret void, !dbg !38
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress norecurse nounwind writeonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { nounwind }
attributes #3 = { convergent nounwind readnone }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/texture/tex1d.cu", directory: ".")
!2 = !{void (i64, float*, i32)* @_Z5fetchyPfi, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "fetch", scope: !1, file: !1, line: 4, type: !10, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 5, column: 11, scope: !9)
!16 = !DILocation(line: 46, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!18 = distinct !DILocation(line: 5, column: 24, scope: !9)
!19 = !DILocation(line: 5, column: 22, scope: !9)
!20 = !DILocation(line: 44, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!22 = distinct !DILocation(line: 5, column: 37, scope: !9)
!23 = !DILocation(line: 5, column: 35, scope: !9)
!24 = !DILocation(line: 6, column: 9, scope: !9)
!25 = !DILocation(line: 6, column: 7, scope: !9)
!26 = !DILocation(line: 6, column: 14, scope: !9)
!27 = !DILocation(line: 6, column: 46, scope: !9)
!28 = !DILocation(line: 228, column: 1, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "tex1Dfetch<float>", scope: !14, file: !14, line: 228, type: !10, scopeLine: 228, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!30 = distinct !DILocation(line: 6, column: 23, scope: !9)
!31 = !{i64 2147543719}
!32 = !DILocation(line: 6, column: 51, scope: !9)
!33 = !DILocation(line: 6, column: 21, scope: !9)
!34 = !{!35, !35, i64 0}
!35 = !{!"float", !36, i64 0}
!36 = !{!"omnipotent char", !37, i64 0}
!37 = !{!"Simple C++ TBAA"}
!38 = !DILocation(line: 7, column: 1, scope: !9)
declare { float, float, float, float } @llvm.nvvm.tex.unified.1d.v4f32.s32(i64, i32)
