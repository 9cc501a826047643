; ModuleID = 'tests/sim/sgmf/rowsum.cu'
source_filename = "tests/sim/sgmf/rowsum.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @rowsum(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2, !dbg !12
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2, !dbg !16
  %7 = mul i32 %5, %6, !dbg !19
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !dbg !20
  %9 = add i32 %7, %8, !dbg !23
  %10 = icmp slt i32 %9, %2, !dbg !24
  br i1 %10, label %11, label %62, !dbg !25

11:                                               ; preds = %4
  %12 = icmp slt i32 %3, 1, !dbg !26
  br i1 %12, label %23, label %13, !dbg !27

13:                                               ; preds = %11
  %14 = mul nsw i32 %9, %3
  br label %15, !dbg !27

15:                                               ; preds = %13, %38
  %16 = phi i32 [ 0, %13 ], [ %42, %38 ]
  %17 = phi i32 [ 1, %13 ], [ %41, %38 ]
  %18 = phi i32 [ 0, %13 ], [ %40, %38 ]
  %19 = and i32 %17, 1, !dbg !28
  %20 = icmp eq i32 %16, 0, !dbg !28
  br i1 %20, label %27, label %21, !dbg !28

21:                                               ; preds = %15
  %22 = and i32 %17, 2147483646, !dbg !28
  br label %44, !dbg !28

23:                                               ; preds = %38, %11
  %24 = phi i32 [ 0, %11 ], [ %40, %38 ], !dbg !29
  %25 = sext i32 %9 to i64, !dbg !30
  %26 = getelementptr inbounds i32, i32* %1, i64 %25, !dbg !30
  store i32 %24, i32* %26, align 4, !dbg !31, !tbaa !32
  br label %62, !dbg !36

27:                                               ; preds = %44, %15
  %28 = phi i32 [ undef, %15 ], [ %58, %44 ]
  %29 = phi i32 [ 0, %15 ], [ %59, %44 ]
  %30 = phi i32 [ 0, %15 ], [ %58, %44 ]
  %31 = icmp eq i32 %19, 0, !dbg !28
  br i1 %31, label %38, label %32, !dbg !28

32:                                               ; preds = %27
  %33 = add nsw i32 %29, %14, !dbg !37
  %34 = sext i32 %33 to i64, !dbg !38
  %35 = getelementptr inbounds i32, i32* %0, i64 %34, !dbg !38
  %36 = load i32, i32* %35, align 4, !dbg !38, !tbaa !32
  %37 = add nsw i32 %36, %30, !dbg !39
  br label %38, !dbg !40

38:                                               ; preds = %27, %32
  %39 = phi i32 [ %28, %27 ], [ %37, %32 ], !dbg !39
  %40 = add nsw i32 %39, %18, !dbg !40
  %41 = add nuw nsw i32 %17, 1, !dbg !41
  %42 = add nuw nsw i32 %16, 1, !dbg !27
  %43 = icmp eq i32 %42, %3, !dbg !26
  br i1 %43, label %23, label %15, !dbg !27, !llvm.loop !42

44:                                               ; preds = %44, %21
  %45 = phi i32 [ 0, %21 ], [ %59, %44 ]
  %46 = phi i32 [ 0, %21 ], [ %58, %44 ]
  %47 = phi i32 [ 0, %21 ], [ %60, %44 ]
  %48 = add nsw i32 %45, %14, !dbg !37
  %49 = sext i32 %48 to i64, !dbg !38
  %50 = getelementptr inbounds i32, i32* %0, i64 %49, !dbg !38
  %51 = load i32, i32* %50, align 4, !dbg !38, !tbaa !32
  %52 = add nsw i32 %51, %46, !dbg !39
  %53 = or i32 %45, 1, !dbg !46
  %54 = add nsw i32 %53, %14, !dbg !37
  %55 = sext i32 %54 to i64, !dbg !38
  %56 = getelementptr inbounds i32, i32* %0, i64 %55, !dbg !38
  %57 = load i32, i32* %56, align 4, !dbg !38, !tbaa !32
  %58 = add nsw i32 %57, %52, !dbg !39
  %59 = add nuw nsw i32 %45, 2, !dbg !46
  %60 = add i32 %47, 2, !dbg !28
  %61 = icmp eq i32 %60, %22, !dbg !28
  br i1 %61, label %27, label %44, !dbg !28, !llvm.loop !47

62:                                               ; preds = %4, %23
  ret void, !dbg !36
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
!1 = !DIFile(filename: "tests/sim/sgmf/rowsum.cu", directory: ".")
!2 = !{void (i32*, i32*, i32, i32)* @rowsum, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "rowsum", scope: !1, file: !1, line: 9, type: !10, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 10, column: 11, scope: !9)
!16 = !DILocation(line: 46, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!18 = distinct !DILocation(line: 10, column: 24, scope: !9)
!19 = !DILocation(line: 10, column: 22, scope: !9)
!20 = !DILocation(line: 44, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!22 = distinct !DILocation(line: 10, column: 37, scope: !9)
!23 = !DILocation(line: 10, column: 35, scope: !9)
!24 = !DILocation(line: 11, column: 9, scope: !9)
!25 = !DILocation(line: 11, column: 7, scope: !9)
!26 = !DILocation(line: 15, column: 21, scope: !9)
!27 = !DILocation(line: 15, column: 3, scope: !9)
!28 = !DILocation(line: 18, column: 5, scope: !9)
!29 = !DILocation(line: 0, scope: !9)
!30 = !DILocation(line: 22, column: 3, scope: !9)
!31 = !DILocation(line: 22, column: 10, scope: !9)
!32 = !{!33, !33, i64 0}
!33 = !{!"int", !34, i64 0}
!34 = !{!"omnipotent char", !35, i64 0}
!35 = !{!"Simple C++ TBAA"}
!36 = !DILocation(line: 23, column: 1, scope: !9)
!37 = !DILocation(line: 19, column: 20, scope: !9)
!38 = !DILocation(line: 19, column: 12, scope: !9)
!39 = !DILocation(line: 19, column: 9, scope: !9)
!40 = !DILocation(line: 20, column: 11, scope: !9)
!41 = !DILocation(line: 15, column: 28, scope: !9)
!42 = distinct !{!42, !27, !43, !44, !45}
!43 = !DILocation(line: 21, column: 3, scope: !9)
!44 = !{!"llvm.loop.mustprogress"}
!45 = !{!"llvm.loop.unroll.count", i32 1}
!46 = !DILocation(line: 18, column: 29, scope: !9)
!47 = distinct !{!47, !28, !48, !44, !49}
!48 = !DILocation(line: 19, column: 23, scope: !9)
!49 = !{!"llvm.loop.unroll.disable"}
