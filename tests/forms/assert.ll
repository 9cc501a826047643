; ModuleID = 'tests/forms/assert.cu'
source_filename = "tests/forms/assert.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@.str = private unnamed_addr constant [11 x i8] c"in[i] >= 0\00", align 1
@.str1 = private unnamed_addr constant [22 x i8] c"tests/forms/assert.cu\00", align 1
@__func__.checked = private unnamed_addr constant [8 x i8] c"checked\00", align 1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @checked(i32 noundef %0, i32* noalias nocapture noundef readonly %1, i32* noalias nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !12
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3, !dbg !16
  %6 = mul i32 %4, %5, !dbg !19
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !20
  %8 = add i32 %6, %7, !dbg !23
  %9 = icmp slt i32 %8, %0, !dbg !24
  br i1 %9, label %10, label %19, !dbg !25

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64, !dbg !26
  %12 = getelementptr inbounds i32, i32* %1, i64 %11, !dbg !26
  %13 = load i32, i32* %12, align 4, !dbg !26, !tbaa !27
  %14 = icmp sgt i32 %13, -1, !dbg !26
  br i1 %14, label %16, label %15, !dbg !26

15:                                               ; preds = %10
  tail call void @__assertfail(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str1, i64 0, i64 0), i32 noundef 17, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @__func__.checked, i64 0, i64 0), i64 noundef 1) #4, !dbg !26
  br label %16, !dbg !26

16:                                               ; preds = %10, %15
  %17 = shl nsw i32 %13, 1, !dbg !31
  %18 = getelementptr inbounds i32, i32* %2, i64 %11, !dbg !32
  store i32 %17, i32* %18, align 4, !dbg !33, !tbaa !27
  br label %19, !dbg !34

19:                                               ; preds = %16, %3
  ret void, !dbg !35
}

; Function Attrs: convergent nounwind
declare dso_local void @__assertfail(i8* noundef, i8* noundef, i32 noundef, i8* noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nounwind }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/forms/assert.cu", directory: ".")
!2 = !{void (i32, i32*, i32*)* @checked, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "checked", scope: !1, file: !1, line: 13, type: !10, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 15, column: 11, scope: !9)
!16 = !DILocation(line: 46, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!18 = distinct !DILocation(line: 15, column: 24, scope: !9)
!19 = !DILocation(line: 15, column: 22, scope: !9)
!20 = !DILocation(line: 44, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!22 = distinct !DILocation(line: 15, column: 37, scope: !9)
!23 = !DILocation(line: 15, column: 35, scope: !9)
!24 = !DILocation(line: 16, column: 9, scope: !9)
!25 = !DILocation(line: 16, column: 7, scope: !9)
!26 = !DILocation(line: 17, column: 5, scope: !9)
!27 = !{!28, !28, i64 0}
!28 = !{!"int", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 18, column: 20, scope: !9)
!32 = !DILocation(line: 18, column: 5, scope: !9)
!33 = !DILocation(line: 18, column: 12, scope: !9)
!34 = !DILocation(line: 19, column: 3, scope: !9)
!35 = !DILocation(line: 20, column: 1, scope: !9)
