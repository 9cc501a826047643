; ModuleID = 'suites/rodinia/bfs.cu'
source_filename = "suites/rodinia/bfs.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @bfs_kernel(i32* nocapture noundef readonly %0, i32* nocapture noundef readonly %1, i32* nocapture noundef readonly %2, i8* nocapture noundef %3, i8* nocapture noundef writeonly %4, i8* nocapture noundef readonly %5, i32* nocapture noundef %6, i32 noundef %7) local_unnamed_addr #0 !dbg !10 {
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !13
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3, !dbg !17
  %11 = mul i32 %9, %10, !dbg !20
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !21
  %13 = add i32 %11, %12, !dbg !24
  %14 = icmp slt i32 %13, %7, !dbg !25
  br i1 %14, label %15, label %46, !dbg !26

15:                                               ; preds = %8
  %16 = sext i32 %13 to i64, !dbg !27
  %17 = getelementptr inbounds i8, i8* %3, i64 %16, !dbg !27
  %18 = load i8, i8* %17, align 1, !dbg !27, !tbaa !28
  %19 = icmp eq i8 %18, 0, !dbg !27
  br i1 %19, label %46, label %20, !dbg !31

20:                                               ; preds = %15
  store i8 0, i8* %17, align 1, !dbg !32, !tbaa !28
  %21 = getelementptr inbounds i32, i32* %0, i64 %16, !dbg !33
  %22 = load i32, i32* %21, align 4, !dbg !33, !tbaa !34
  %23 = getelementptr inbounds i32, i32* %1, i64 %16, !dbg !36
  %24 = load i32, i32* %23, align 4, !dbg !36, !tbaa !34
  %25 = add nsw i32 %24, %22, !dbg !37
  %26 = icmp sgt i32 %24, 0, !dbg !38
  br i1 %26, label %27, label %46, !dbg !39

27:                                               ; preds = %20
  %28 = getelementptr inbounds i32, i32* %6, i64 %16
  br label %29, !dbg !39

29:                                               ; preds = %27, %43
  %30 = phi i32 [ %22, %27 ], [ %44, %43 ]
  %31 = sext i32 %30 to i64, !dbg !40
  %32 = getelementptr inbounds i32, i32* %2, i64 %31, !dbg !40
  %33 = load i32, i32* %32, align 4, !dbg !40, !tbaa !34
  %34 = sext i32 %33 to i64, !dbg !41
  %35 = getelementptr inbounds i8, i8* %5, i64 %34, !dbg !41
  %36 = load i8, i8* %35, align 1, !dbg !41, !tbaa !28
  %37 = icmp eq i8 %36, 0, !dbg !41
  br i1 %37, label %38, label %43, !dbg !42

38:                                               ; preds = %29
  %39 = getelementptr inbounds i8, i8* %4, i64 %34, !dbg !43
  %40 = getelementptr inbounds i32, i32* %6, i64 %34, !dbg !44
  %41 = load i32, i32* %28, align 4, !dbg !45, !tbaa !34
  %42 = add nsw i32 %41, 1, !dbg !46
  store i32 %42, i32* %40, align 4, !dbg !47, !tbaa !34
  store i8 1, i8* %39, align 1, !dbg !48, !tbaa !28
  br label %43, !dbg !49

43:                                               ; preds = %38, %29
  %44 = add nsw i32 %30, 1, !dbg !50
  %45 = icmp slt i32 %44, %25, !dbg !38
  br i1 %45, label %29, label %46, !dbg !39, !llvm.loop !51

46:                                               ; preds = %43, %20, %8, %15
  ret void, !dbg !54
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @bfs_kernel2(i8* nocapture noundef writeonly %0, i8* nocapture noundef %1, i8* nocapture noundef writeonly %2, i8* nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #1 !dbg !55 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !56
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3, !dbg !58
  %8 = mul i32 %6, %7, !dbg !60
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !61
  %10 = add i32 %8, %9, !dbg !63
  %11 = icmp slt i32 %10, %4, !dbg !64
  br i1 %11, label %12, label %20, !dbg !65

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64, !dbg !66
  %14 = getelementptr inbounds i8, i8* %1, i64 %13, !dbg !66
  %15 = load i8, i8* %14, align 1, !dbg !66, !tbaa !28
  %16 = icmp eq i8 %15, 0, !dbg !66
  br i1 %16, label %20, label %17, !dbg !67

17:                                               ; preds = %12
  %18 = getelementptr inbounds i8, i8* %2, i64 %13, !dbg !68
  %19 = getelementptr inbounds i8, i8* %0, i64 %13, !dbg !69
  store i8 1, i8* %19, align 1, !dbg !70, !tbaa !28
  store i8 1, i8* %18, align 1, !dbg !71, !tbaa !28
  store i8 1, i8* %3, align 1, !dbg !72, !tbaa !28
  store i8 0, i8* %14, align 1, !dbg !73, !tbaa !28
  br label %20, !dbg !74

20:                                               ; preds = %5, %12, %17
  ret void, !dbg !74
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "suites/rodinia/bfs.cu", directory: ".")
!2 = !{void (i32*, i32*, i32*, i8*, i8*, i8*, i32*, i32)* @bfs_kernel, !"kernel", i32 1}
!3 = !{void (i8*, i8*, i8*, i8*, i32)* @bfs_kernel2, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "bfs_kernel", scope: !1, file: !1, line: 10, type: !11, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 45, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 45, type: !11, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!15 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!16 = distinct !DILocation(line: 14, column: 12, scope: !10)
!17 = !DILocation(line: 46, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 46, type: !11, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!19 = distinct !DILocation(line: 14, column: 25, scope: !10)
!20 = !DILocation(line: 14, column: 23, scope: !10)
!21 = !DILocation(line: 44, column: 1, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 44, type: !11, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!23 = distinct !DILocation(line: 14, column: 38, scope: !10)
!24 = !DILocation(line: 14, column: 36, scope: !10)
!25 = !DILocation(line: 15, column: 10, scope: !10)
!26 = !DILocation(line: 15, column: 15, scope: !10)
!27 = !DILocation(line: 15, column: 19, scope: !10)
!28 = !{!29, !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 15, column: 7, scope: !10)
!32 = !DILocation(line: 17, column: 12, scope: !10)
!33 = !DILocation(line: 18, column: 15, scope: !10)
!34 = !{!35, !35, i64 0}
!35 = !{!"int", !29, i64 0}
!36 = !DILocation(line: 18, column: 44, scope: !10)
!37 = !DILocation(line: 18, column: 42, scope: !10)
!38 = !DILocation(line: 19, column: 25, scope: !10)
!39 = !DILocation(line: 19, column: 3, scope: !10)
!40 = !DILocation(line: 20, column: 14, scope: !10)
!41 = !DILocation(line: 21, column: 10, scope: !10)
!42 = !DILocation(line: 21, column: 9, scope: !10)
!43 = !DILocation(line: 23, column: 7, scope: !10)
!44 = !DILocation(line: 22, column: 7, scope: !10)
!45 = !DILocation(line: 22, column: 18, scope: !10)
!46 = !DILocation(line: 22, column: 27, scope: !10)
!47 = !DILocation(line: 22, column: 16, scope: !10)
!48 = !DILocation(line: 23, column: 20, scope: !10)
!49 = !DILocation(line: 24, column: 5, scope: !10)
!50 = !DILocation(line: 19, column: 33, scope: !10)
!51 = distinct !{!51, !39, !52, !53}
!52 = !DILocation(line: 25, column: 3, scope: !10)
!53 = !{!"llvm.loop.mustprogress"}
!54 = !DILocation(line: 26, column: 1, scope: !10)
!55 = distinct !DISubprogram(name: "bfs_kernel2", scope: !1, file: !1, line: 28, type: !11, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!56 = !DILocation(line: 45, column: 1, scope: !14, inlinedAt: !57)
!57 = distinct !DILocation(line: 30, column: 12, scope: !55)
!58 = !DILocation(line: 46, column: 1, scope: !18, inlinedAt: !59)
!59 = distinct !DILocation(line: 30, column: 25, scope: !55)
!60 = !DILocation(line: 30, column: 23, scope: !55)
!61 = !DILocation(line: 44, column: 1, scope: !22, inlinedAt: !62)
!62 = distinct !DILocation(line: 30, column: 38, scope: !55)
!63 = !DILocation(line: 30, column: 36, scope: !55)
!64 = !DILocation(line: 31, column: 10, scope: !55)
!65 = !DILocation(line: 31, column: 15, scope: !55)
!66 = !DILocation(line: 31, column: 19, scope: !55)
!67 = !DILocation(line: 31, column: 7, scope: !55)
!68 = !DILocation(line: 34, column: 3, scope: !55)
!69 = !DILocation(line: 33, column: 3, scope: !55)
!70 = !DILocation(line: 33, column: 12, scope: !55)
!71 = !DILocation(line: 34, column: 15, scope: !55)
!72 = !DILocation(line: 35, column: 10, scope: !55)
!73 = !DILocation(line: 36, column: 16, scope: !55)
!74 = !DILocation(line: 37, column: 1, scope: !55)
