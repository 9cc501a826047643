; ModuleID = 'suites/rodinia/bfs.cu'
source_filename = "suites/rodinia/bfs.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Node = type { i32, i32 }

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @bfs_kernel(%struct.Node* nocapture noundef readonly %0, i32* nocapture noundef readonly %1, i8* nocapture noundef %2, i8* nocapture noundef writeonly %3, i8* nocapture noundef readonly %4, i32* nocapture noundef %5, i32 noundef %6) local_unnamed_addr #0 !dbg !10 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !13
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3, !dbg !17
  %10 = mul i32 %8, %9, !dbg !20
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !21
  %12 = add i32 %10, %11, !dbg !24
  %13 = icmp slt i32 %12, %6, !dbg !25
  br i1 %13, label %14, label %51, !dbg !26

14:                                               ; preds = %7
  %15 = sext i32 %12 to i64, !dbg !27
  %16 = getelementptr inbounds i8, i8* %2, i64 %15, !dbg !27
  %17 = load i8, i8* %16, align 1, !dbg !27, !tbaa !28
  %18 = icmp eq i8 %17, 0, !dbg !27
  br i1 %18, label %51, label %19, !dbg !31

19:                                               ; preds = %14
  store i8 0, i8* %16, align 1, !dbg !32, !tbaa !28
  %20 = getelementptr inbounds %struct.Node, %struct.Node* %0, i64 %15, i32 0, !dbg !33
  %21 = getelementptr inbounds %struct.Node, %struct.Node* %0, i64 %15, i32 1
  %22 = load i32, i32* %21, align 4, !dbg !34, !tbaa !35
  %23 = icmp sgt i32 %22, 0, !dbg !38
  br i1 %23, label %24, label %51, !dbg !39

24:                                               ; preds = %19
  %25 = load i32, i32* %20, align 4, !dbg !33, !tbaa !40
  %26 = getelementptr inbounds i32, i32* %5, i64 %15
  br label %27, !dbg !39

27:                                               ; preds = %24, %45
  %28 = phi i32 [ %22, %24 ], [ %46, %45 ]
  %29 = phi i32 [ %25, %24 ], [ %47, %45 ]
  %30 = phi i32 [ %25, %24 ], [ %48, %45 ]
  %31 = sext i32 %30 to i64, !dbg !41
  %32 = getelementptr inbounds i32, i32* %1, i64 %31, !dbg !41
  %33 = load i32, i32* %32, align 4, !dbg !41, !tbaa !42
  %34 = sext i32 %33 to i64, !dbg !43
  %35 = getelementptr inbounds i8, i8* %4, i64 %34, !dbg !43
  %36 = load i8, i8* %35, align 1, !dbg !43, !tbaa !28
  %37 = icmp eq i8 %36, 0, !dbg !43
  br i1 %37, label %38, label %45, !dbg !44

38:                                               ; preds = %27
  %39 = getelementptr inbounds i8, i8* %3, i64 %34, !dbg !45
  %40 = getelementptr inbounds i32, i32* %5, i64 %34, !dbg !46
  %41 = load i32, i32* %26, align 4, !dbg !47, !tbaa !42
  %42 = add nsw i32 %41, 1, !dbg !48
  store i32 %42, i32* %40, align 4, !dbg !49, !tbaa !42
  store i8 1, i8* %39, align 1, !dbg !50, !tbaa !28
  %43 = load i32, i32* %20, align 4, !dbg !51, !tbaa !40
  %44 = load i32, i32* %21, align 4, !dbg !34, !tbaa !35
  br label %45, !dbg !52

45:                                               ; preds = %38, %27
  %46 = phi i32 [ %44, %38 ], [ %28, %27 ], !dbg !34
  %47 = phi i32 [ %43, %38 ], [ %29, %27 ], !dbg !51
  %48 = add nsw i32 %30, 1, !dbg !53
  %49 = add nsw i32 %46, %47, !dbg !54
  %50 = icmp slt i32 %48, %49, !dbg !38
  br i1 %50, label %27, label %51, !dbg !39, !llvm.loop !55

51:                                               ; preds = %45, %19, %14, %7
  ret void, !dbg !58
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @bfs_kernel2(i8* nocapture noundef writeonly %0, i8* nocapture noundef %1, i8* nocapture noundef writeonly %2, i8* nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #1 !dbg !59 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !60
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3, !dbg !62
  %8 = mul i32 %6, %7, !dbg !64
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !65
  %10 = add i32 %8, %9, !dbg !67
  %11 = icmp slt i32 %10, %4, !dbg !68
  br i1 %11, label %12, label %20, !dbg !69

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64, !dbg !70
  %14 = getelementptr inbounds i8, i8* %1, i64 %13, !dbg !70
  %15 = load i8, i8* %14, align 1, !dbg !70, !tbaa !28
  %16 = icmp eq i8 %15, 0, !dbg !70
  br i1 %16, label %20, label %17, !dbg !71

17:                                               ; preds = %12
  %18 = getelementptr inbounds i8, i8* %2, i64 %13, !dbg !72
  %19 = getelementptr inbounds i8, i8* %0, i64 %13, !dbg !73
  store i8 1, i8* %19, align 1, !dbg !74, !tbaa !28
  store i8 1, i8* %18, align 1, !dbg !75, !tbaa !28
  store i8 1, i8* %3, align 1, !dbg !76, !tbaa !28
  store i8 0, i8* %14, align 1, !dbg !77, !tbaa !28
  br label %20, !dbg !78

20:                                               ; preds = %17, %12, %5
  ret void, !dbg !79
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
!2 = !{void (%struct.Node*, i32*, i8*, i8*, i8*, i32*, i32)* @bfs_kernel, !"kernel", i32 1}
!3 = !{void (i8*, i8*, i8*, i8*, i32)* @bfs_kernel2, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "bfs_kernel", scope: !1, file: !1, line: 18, type: !11, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 45, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 45, type: !11, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!15 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!16 = distinct !DILocation(line: 21, column: 12, scope: !10)
!17 = !DILocation(line: 46, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 46, type: !11, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!19 = distinct !DILocation(line: 21, column: 25, scope: !10)
!20 = !DILocation(line: 21, column: 23, scope: !10)
!21 = !DILocation(line: 44, column: 1, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 44, type: !11, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!23 = distinct !DILocation(line: 21, column: 38, scope: !10)
!24 = !DILocation(line: 21, column: 36, scope: !10)
!25 = !DILocation(line: 22, column: 10, scope: !10)
!26 = !DILocation(line: 22, column: 14, scope: !10)
!27 = !DILocation(line: 22, column: 17, scope: !10)
!28 = !{!29, !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 22, column: 7, scope: !10)
!32 = !DILocation(line: 23, column: 14, scope: !10)
!33 = !DILocation(line: 26, column: 28, scope: !10)
!34 = !DILocation(line: 27, column: 45, scope: !10)
!35 = !{!36, !37, i64 4}
!36 = !{!"_ZTS4Node", !37, i64 0, !37, i64 4}
!37 = !{!"int", !29, i64 0}
!38 = !DILocation(line: 27, column: 12, scope: !10)
!39 = !DILocation(line: 26, column: 5, scope: !10)
!40 = !{!36, !37, i64 0}
!41 = !DILocation(line: 28, column: 16, scope: !10)
!42 = !{!37, !37, i64 0}
!43 = !DILocation(line: 29, column: 12, scope: !10)
!44 = !DILocation(line: 29, column: 11, scope: !10)
!45 = !DILocation(line: 31, column: 9, scope: !10)
!46 = !DILocation(line: 30, column: 9, scope: !10)
!47 = !DILocation(line: 30, column: 20, scope: !10)
!48 = !DILocation(line: 30, column: 29, scope: !10)
!49 = !DILocation(line: 30, column: 18, scope: !10)
!50 = !DILocation(line: 31, column: 22, scope: !10)
!51 = !DILocation(line: 27, column: 24, scope: !10)
!52 = !DILocation(line: 32, column: 7, scope: !10)
!53 = !DILocation(line: 27, column: 59, scope: !10)
!54 = !DILocation(line: 27, column: 33, scope: !10)
!55 = distinct !{!55, !39, !56, !57}
!56 = !DILocation(line: 33, column: 5, scope: !10)
!57 = !{!"llvm.loop.mustprogress"}
!58 = !DILocation(line: 35, column: 1, scope: !10)
!59 = distinct !DISubprogram(name: "bfs_kernel2", scope: !1, file: !1, line: 37, type: !11, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!60 = !DILocation(line: 45, column: 1, scope: !14, inlinedAt: !61)
!61 = distinct !DILocation(line: 39, column: 12, scope: !59)
!62 = !DILocation(line: 46, column: 1, scope: !18, inlinedAt: !63)
!63 = distinct !DILocation(line: 39, column: 25, scope: !59)
!64 = !DILocation(line: 39, column: 23, scope: !59)
!65 = !DILocation(line: 44, column: 1, scope: !22, inlinedAt: !66)
!66 = distinct !DILocation(line: 39, column: 38, scope: !59)
!67 = !DILocation(line: 39, column: 36, scope: !59)
!68 = !DILocation(line: 40, column: 10, scope: !59)
!69 = !DILocation(line: 40, column: 14, scope: !59)
!70 = !DILocation(line: 40, column: 17, scope: !59)
!71 = !DILocation(line: 40, column: 7, scope: !59)
!72 = !DILocation(line: 42, column: 5, scope: !59)
!73 = !DILocation(line: 41, column: 5, scope: !59)
!74 = !DILocation(line: 41, column: 14, scope: !59)
!75 = !DILocation(line: 42, column: 17, scope: !59)
!76 = !DILocation(line: 43, column: 12, scope: !59)
!77 = !DILocation(line: 44, column: 18, scope: !59)
!78 = !DILocation(line: 45, column: 3, scope: !59)
!79 = !DILocation(line: 46, column: 1, scope: !59)
