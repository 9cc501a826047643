; ModuleID = 'suites/rodinia/bfs.cu'
source_filename = "suites/rodinia/bfs.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Node = type { i32, i32 }

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @bfs_kernel(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef readonly %4, ptr nocapture noundef %5, i32 noundef %6) local_unnamed_addr #0 !dbg !10 {
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !13
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !17
  %10 = mul i32 %8, %9, !dbg !20
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !21
  %12 = add i32 %10, %11, !dbg !24
  %13 = icmp slt i32 %12, %6, !dbg !25
  br i1 %13, label %14, label %51, !dbg !26

14:                                               ; preds = %7
  %15 = sext i32 %12 to i64, !dbg !27
  %16 = getelementptr inbounds i8, ptr %2, i64 %15, !dbg !27
  %17 = load i8, ptr %16, align 1, !dbg !27, !tbaa !28
  %18 = icmp eq i8 %17, 0, !dbg !27
  br i1 %18, label %51, label %19, !dbg !31

19:                                               ; preds = %14
  store i8 0, ptr %16, align 1, !dbg !32, !tbaa !28
  %20 = getelementptr inbounds %struct.Node, ptr %0, i64 %15, !dbg !33
  %21 = getelementptr inbounds i8, ptr %20, i64 4
  %22 = load i32, ptr %21, align 4, !dbg !34, !tbaa !35
  %23 = icmp sgt i32 %22, 0, !dbg !38
  br i1 %23, label %24, label %51, !dbg !39

24:                                               ; preds = %19
  %25 = load i32, ptr %20, align 4, !dbg !40, !tbaa !41
  %26 = getelementptr inbounds i32, ptr %5, i64 %15
  br label %27, !dbg !39

27:                                               ; preds = %24, %45
  %28 = phi i32 [ %22, %24 ], [ %46, %45 ]
  %29 = phi i32 [ %25, %24 ], [ %47, %45 ]
  %30 = phi i32 [ %25, %24 ], [ %48, %45 ]
  %31 = sext i32 %30 to i64, !dbg !42
  %32 = getelementptr inbounds i32, ptr %1, i64 %31, !dbg !42
  %33 = load i32, ptr %32, align 4, !dbg !42, !tbaa !43
  %34 = sext i32 %33 to i64, !dbg !44
  %35 = getelementptr inbounds i8, ptr %4, i64 %34, !dbg !44
  %36 = load i8, ptr %35, align 1, !dbg !44, !tbaa !28
  %37 = icmp eq i8 %36, 0, !dbg !44
  br i1 %37, label %38, label %45, !dbg !45

38:                                               ; preds = %27
  %39 = getelementptr inbounds i8, ptr %3, i64 %34
  %40 = getelementptr inbounds i32, ptr %5, i64 %34
  %41 = load i32, ptr %26, align 4, !dbg !46, !tbaa !43
  %42 = add nsw i32 %41, 1, !dbg !47
  store i32 %42, ptr %40, align 4, !dbg !48, !tbaa !43
  store i8 1, ptr %39, align 1, !dbg !49, !tbaa !28
  %43 = load i32, ptr %20, align 4, !dbg !50, !tbaa !41
  %44 = load i32, ptr %21, align 4, !dbg !34, !tbaa !35
  br label %45, !dbg !51

45:                                               ; preds = %38, %27
  %46 = phi i32 [ %44, %38 ], [ %28, %27 ], !dbg !34
  %47 = phi i32 [ %43, %38 ], [ %29, %27 ], !dbg !50
  %48 = add nsw i32 %30, 1, !dbg !52
  %49 = add nsw i32 %46, %47, !dbg !53
  %50 = icmp slt i32 %48, %49, !dbg !38
  br i1 %50, label %27, label %51, !dbg !39, !llvm.loop !54

51:                                               ; preds = %45, %19, %14, %7
  ret void, !dbg !57
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @bfs_kernel2(ptr nocapture noundef writeonly %0, ptr nocapture noundef %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #1 !dbg !58 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !59
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !61
  %8 = mul i32 %6, %7, !dbg !63
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !64
  %10 = add i32 %8, %9, !dbg !66
  %11 = icmp slt i32 %10, %4, !dbg !67
  br i1 %11, label %12, label %20, !dbg !68

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64, !dbg !69
  %14 = getelementptr inbounds i8, ptr %1, i64 %13, !dbg !69
  %15 = load i8, ptr %14, align 1, !dbg !69, !tbaa !28
  %16 = icmp eq i8 %15, 0, !dbg !69
  br i1 %16, label %20, label %17, !dbg !70

17:                                               ; preds = %12
  %18 = getelementptr inbounds i8, ptr %2, i64 %13
  %19 = getelementptr inbounds i8, ptr %0, i64 %13
  store i8 1, ptr %19, align 1, !dbg !71, !tbaa !28
  store i8 1, ptr %18, align 1, !dbg !72, !tbaa !28
  store i8 1, ptr %3, align 1, !dbg !73, !tbaa !28
  store i8 0, ptr %14, align 1, !dbg !74, !tbaa !28
  br label %20, !dbg !75

20:                                               ; preds = %17, %12, %5
  ret void, !dbg !76
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "suites/rodinia/bfs.cu", directory: ".")
!2 = !{ptr @bfs_kernel, !"kernel", i32 1}
!3 = !{ptr @bfs_kernel2, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "bfs_kernel", scope: !1, file: !1, line: 18, type: !11, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 45, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 45, type: !11, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!16 = distinct !DILocation(line: 21, column: 12, scope: !10)
!17 = !DILocation(line: 46, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 46, type: !11, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 21, column: 25, scope: !10)
!20 = !DILocation(line: 21, column: 23, scope: !10)
!21 = !DILocation(line: 44, column: 1, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 44, type: !11, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!33 = !DILocation(line: 26, column: 18, scope: !10)
!34 = !DILocation(line: 27, column: 45, scope: !10)
!35 = !{!36, !37, i64 4}
!36 = !{!"_ZTS4Node", !37, i64 0, !37, i64 4}
!37 = !{!"int", !29, i64 0}
!38 = !DILocation(line: 27, column: 12, scope: !10)
!39 = !DILocation(line: 26, column: 5, scope: !10)
!40 = !DILocation(line: 26, column: 28, scope: !10)
!41 = !{!36, !37, i64 0}
!42 = !DILocation(line: 28, column: 16, scope: !10)
!43 = !{!37, !37, i64 0}
!44 = !DILocation(line: 29, column: 12, scope: !10)
!45 = !DILocation(line: 29, column: 11, scope: !10)
!46 = !DILocation(line: 30, column: 20, scope: !10)
!47 = !DILocation(line: 30, column: 29, scope: !10)
!48 = !DILocation(line: 30, column: 18, scope: !10)
!49 = !DILocation(line: 31, column: 22, scope: !10)
!50 = !DILocation(line: 27, column: 24, scope: !10)
!51 = !DILocation(line: 32, column: 7, scope: !10)
!52 = !DILocation(line: 27, column: 59, scope: !10)
!53 = !DILocation(line: 27, column: 33, scope: !10)
!54 = distinct !{!54, !39, !55, !56}
!55 = !DILocation(line: 33, column: 5, scope: !10)
!56 = !{!"llvm.loop.mustprogress"}
!57 = !DILocation(line: 35, column: 1, scope: !10)
!58 = distinct !DISubprogram(name: "bfs_kernel2", scope: !1, file: !1, line: 37, type: !11, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!59 = !DILocation(line: 45, column: 1, scope: !14, inlinedAt: !60)
!60 = distinct !DILocation(line: 39, column: 12, scope: !58)
!61 = !DILocation(line: 46, column: 1, scope: !18, inlinedAt: !62)
!62 = distinct !DILocation(line: 39, column: 25, scope: !58)
!63 = !DILocation(line: 39, column: 23, scope: !58)
!64 = !DILocation(line: 44, column: 1, scope: !22, inlinedAt: !65)
!65 = distinct !DILocation(line: 39, column: 38, scope: !58)
!66 = !DILocation(line: 39, column: 36, scope: !58)
!67 = !DILocation(line: 40, column: 10, scope: !58)
!68 = !DILocation(line: 40, column: 14, scope: !58)
!69 = !DILocation(line: 40, column: 17, scope: !58)
!70 = !DILocation(line: 40, column: 7, scope: !58)
!71 = !DILocation(line: 41, column: 14, scope: !58)
!72 = !DILocation(line: 42, column: 17, scope: !58)
!73 = !DILocation(line: 43, column: 12, scope: !58)
!74 = !DILocation(line: 44, column: 18, scope: !58)
!75 = !DILocation(line: 45, column: 3, scope: !58)
!76 = !DILocation(line: 46, column: 1, scope: !58)
