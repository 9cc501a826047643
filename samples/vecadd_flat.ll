; ModuleID = 'samples/vecadd_flat.cu'
source_filename = "samples/vecadd_flat.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @vecadd_flat(float* noalias nocapture noundef readonly %0, float* noalias nocapture noundef readonly %1, float* noalias nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2, !dbg !12
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2, !dbg !16
  %7 = mul i32 %5, %6, !dbg !19
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !dbg !20
  %9 = add i32 %7, %8, !dbg !23
  %10 = icmp slt i32 %9, %3, !dbg !24
  %11 = sext i32 %9 to i64, !dbg !25
  br i1 %10, label %12, label %19, !dbg !26

12:                                               ; preds = %4
  %13 = getelementptr inbounds float, float* %2, i64 %11, !dbg !27
  %14 = getelementptr inbounds float, float* %1, i64 %11, !dbg !28
  %15 = getelementptr inbounds float, float* %0, i64 %11, !dbg !25
  %16 = load float, float* %15, align 4, !dbg !25, !tbaa !29
  %17 = load float, float* %14, align 4, !dbg !28, !tbaa !29
  %18 = fadd contract float %16, %17, !dbg !33
  store float %18, float* %13, align 4, !dbg !34, !tbaa !29
  br label %19, !dbg !27

19:                                               ; preds = %12, %4
  ret void, !dbg !35
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/vecadd_flat.cu", directory: ".")
!2 = !{void (float*, float*, float*, i32)* @vecadd_flat, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "vecadd_flat", scope: !1, file: !1, line: 4, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
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
!25 = !DILocation(line: 9, column: 12, scope: !9)
!26 = !DILocation(line: 8, column: 7, scope: !9)
!27 = !DILocation(line: 9, column: 5, scope: !9)
!28 = !DILocation(line: 9, column: 19, scope: !9)
!29 = !{!30, !30, i64 0}
!30 = !{!"float", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C++ TBAA"}
!33 = !DILocation(line: 9, column: 17, scope: !9)
!34 = !DILocation(line: 9, column: 10, scope: !9)
!35 = !DILocation(line: 10, column: 1, scope: !9)
