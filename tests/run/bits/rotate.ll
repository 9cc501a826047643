; ModuleID = 'tests/run/bits/rotate.cu'
source_filename = "tests/run/bits/rotate.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @_Z3rotPjjPyPh(i32* nocapture noundef %0, i32 noundef %1, i64* nocapture noundef %2, i8* nocapture noundef %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4, !dbg !12
  %6 = zext i32 %5 to i64, !dbg !16
  %7 = getelementptr inbounds i32, i32* %0, i64 %6, !dbg !16
  %8 = load i32, i32* %7, align 4, !dbg !16, !tbaa !17
  %9 = tail call i32 @llvm.fshl.i32(i32 %8, i32 %8, i32 %1), !dbg !21
  store i32 %9, i32* %7, align 4, !dbg !22, !tbaa !17
  %10 = getelementptr inbounds i64, i64* %2, i64 %6, !dbg !23
  %11 = load i64, i64* %10, align 8, !dbg !23, !tbaa !24
  %12 = add i32 %5, %1, !dbg !26
  %13 = zext i32 %12 to i64, !dbg !27
  %14 = tail call i64 @llvm.fshr.i64(i64 %11, i64 %11, i64 %13), !dbg !28
  store i64 %14, i64* %10, align 8, !dbg !29, !tbaa !24
  %15 = tail call i32 @llvm.bitreverse.i32(i32 %8), !dbg !30
  %16 = getelementptr inbounds i8, i8* %3, i64 %6, !dbg !31
  %17 = load i8, i8* %16, align 1, !dbg !31, !tbaa !32
  %18 = trunc i32 %5 to i8, !dbg !33
  %19 = tail call i8 @llvm.fshl.i8(i8 %17, i8 %17, i8 %18), !dbg !33
  %20 = trunc i32 %15 to i8, !dbg !30
  %21 = xor i8 %19, %20, !dbg !30
  store i8 %21, i8* %16, align 1, !dbg !34, !tbaa !32
  ret void, !dbg !35
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bitreverse.i32(i32) #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.fshl.i32(i32, i32, i32) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.fshr.i64(i64, i64, i64) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i8 @llvm.fshl.i8(i8, i8, i8) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/run/bits/rotate.cu", directory: ".")
!2 = !{void (i32*, i32, i64*, i8*)* @_Z3rotPjjPyPh, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "rot", scope: !1, file: !1, line: 8, type: !10, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 44, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 10, column: 15, scope: !9)
!16 = !DILocation(line: 10, column: 32, scope: !9)
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !19, i64 0}
!19 = !{!"omnipotent char", !20, i64 0}
!20 = !{!"Simple C++ TBAA"}
!21 = !DILocation(line: 11, column: 25, scope: !9)
!22 = !DILocation(line: 11, column: 7, scope: !9)
!23 = !DILocation(line: 12, column: 25, scope: !9)
!24 = !{!25, !25, i64 0}
!25 = !{!"long long", !19, i64 0}
!26 = !DILocation(line: 13, column: 17, scope: !9)
!27 = !DILocation(line: 14, column: 12, scope: !9)
!28 = !DILocation(line: 14, column: 25, scope: !9)
!29 = !DILocation(line: 14, column: 7, scope: !9)
!30 = !DILocation(line: 15, column: 9, scope: !9)
!31 = !DILocation(line: 16, column: 26, scope: !9)
!32 = !{!19, !19, i64 0}
!33 = !DILocation(line: 16, column: 24, scope: !9)
!34 = !DILocation(line: 15, column: 7, scope: !9)
!35 = !DILocation(line: 17, column: 1, scope: !9)
