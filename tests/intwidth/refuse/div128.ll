; ARGS:
; EXPECT: tests/intwidth/refuse/div128.cu:11:35: error: udiv of i128 is not supported
; ModuleID = 'tests/intwidth/refuse/div128.cu'
source_filename = "tests/intwidth/refuse/div128.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @div128(i64* nocapture noundef readonly %0, i64* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2, !dbg !12
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2, !dbg !16
  %6 = mul i32 %4, %5, !dbg !19
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !dbg !20
  %8 = add i32 %6, %7, !dbg !23
  %9 = icmp slt i32 %8, %2, !dbg !24
  br i1 %9, label %10, label %27, !dbg !25

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64, !dbg !26
  %12 = getelementptr inbounds i64, i64* %0, i64 %11, !dbg !26
  %13 = load i64, i64* %12, align 8, !dbg !26, !tbaa !27
  %14 = zext i64 %13 to i128, !dbg !26
  %15 = shl nuw i128 %14, 64, !dbg !31
  %16 = add nsw i32 %8, 1, !dbg !32
  %17 = sext i32 %16 to i64, !dbg !33
  %18 = getelementptr inbounds i64, i64* %0, i64 %17, !dbg !33
  %19 = load i64, i64* %18, align 8, !dbg !33, !tbaa !27
  %20 = zext i64 %19 to i128, !dbg !33
  %21 = or i128 %15, %20, !dbg !34
  %22 = or i64 %13, 1, !dbg !35
  %23 = zext i64 %22 to i128, !dbg !36
  %24 = udiv i128 %21, %23, !dbg !37
  %25 = trunc i128 %24 to i64, !dbg !38
  %26 = getelementptr inbounds i64, i64* %1, i64 %11, !dbg !39
  store i64 %25, i64* %26, align 8, !dbg !40, !tbaa !27
  br label %27, !dbg !41

27:                                               ; preds = %10, %3
  ret void, !dbg !42
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
!1 = !DIFile(filename: "tests/intwidth/refuse/div128.cu", directory: ".")
!2 = !{void (i64*, i64*, i32)* @div128, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "div128", scope: !1, file: !1, line: 6, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
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
!25 = !DILocation(line: 9, column: 6, scope: !9)
!26 = !DILocation(line: 10, column: 44, scope: !9)
!27 = !{!28, !28, i64 0}
!28 = !{!"long long", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 10, column: 49, scope: !9)
!32 = !DILocation(line: 10, column: 61, scope: !9)
!33 = !DILocation(line: 10, column: 57, scope: !9)
!34 = !DILocation(line: 10, column: 55, scope: !9)
!35 = !DILocation(line: 11, column: 43, scope: !9)
!36 = !DILocation(line: 11, column: 37, scope: !9)
!37 = !DILocation(line: 11, column: 35, scope: !9)
!38 = !DILocation(line: 11, column: 32, scope: !9)
!39 = !DILocation(line: 11, column: 3, scope: !9)
!40 = !DILocation(line: 11, column: 10, scope: !9)
!41 = !DILocation(line: 12, column: 2, scope: !9)
!42 = !DILocation(line: 13, column: 1, scope: !9)
