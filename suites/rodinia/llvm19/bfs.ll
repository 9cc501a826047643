; ModuleID = 'suites/rodinia/bfs.cu'
source_filename = "suites/rodinia/bfs.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @bfs_kernel(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef %3, ptr nocapture noundef writeonly %4, ptr nocapture noundef readonly %5, ptr nocapture noundef %6, i32 noundef %7) local_unnamed_addr #0 !dbg !10 {
  %9 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !13
  %10 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !17
  %11 = mul i32 %9, %10, !dbg !20
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !21
  %13 = add i32 %11, %12, !dbg !24
  %14 = icmp slt i32 %13, %7, !dbg !25
  br i1 %14, label %15, label %46, !dbg !26

15:                                               ; preds = %8
  %16 = sext i32 %13 to i64, !dbg !27
  %17 = getelementptr inbounds i8, ptr %3, i64 %16, !dbg !27
  %18 = load i8, ptr %17, align 1, !dbg !27, !tbaa !28
  %19 = icmp eq i8 %18, 0, !dbg !27
  br i1 %19, label %46, label %20, !dbg !31

20:                                               ; preds = %15
  store i8 0, ptr %17, align 1, !dbg !32, !tbaa !28
  %21 = getelementptr inbounds i32, ptr %0, i64 %16, !dbg !33
  %22 = load i32, ptr %21, align 4, !dbg !33, !tbaa !34
  %23 = getelementptr inbounds i32, ptr %1, i64 %16, !dbg !36
  %24 = load i32, ptr %23, align 4, !dbg !36, !tbaa !34
  %25 = add nsw i32 %24, %22, !dbg !37
  %26 = icmp sgt i32 %24, 0, !dbg !38
  br i1 %26, label %27, label %46, !dbg !39

27:                                               ; preds = %20
  %28 = getelementptr inbounds i32, ptr %6, i64 %16
  br label %29, !dbg !39

29:                                               ; preds = %27, %43
  %30 = phi i32 [ %22, %27 ], [ %44, %43 ]
  %31 = sext i32 %30 to i64, !dbg !40
  %32 = getelementptr inbounds i32, ptr %2, i64 %31, !dbg !40
  %33 = load i32, ptr %32, align 4, !dbg !40, !tbaa !34
  %34 = sext i32 %33 to i64, !dbg !41
  %35 = getelementptr inbounds i8, ptr %5, i64 %34, !dbg !41
  %36 = load i8, ptr %35, align 1, !dbg !41, !tbaa !28
  %37 = icmp eq i8 %36, 0, !dbg !41
  br i1 %37, label %38, label %43, !dbg !42

38:                                               ; preds = %29
  %39 = getelementptr inbounds i8, ptr %4, i64 %34
  %40 = getelementptr inbounds i32, ptr %6, i64 %34
  %41 = load i32, ptr %28, align 4, !dbg !43, !tbaa !34
  %42 = add nsw i32 %41, 1, !dbg !44
  store i32 %42, ptr %40, align 4, !dbg !45, !tbaa !34
  store i8 1, ptr %39, align 1, !dbg !46, !tbaa !28
  br label %43, !dbg !47

43:                                               ; preds = %38, %29
  %44 = add nsw i32 %30, 1, !dbg !48
  %45 = icmp slt i32 %44, %25, !dbg !38
  br i1 %45, label %29, label %46, !dbg !39, !llvm.loop !49

46:                                               ; preds = %43, %20, %8, %15
  ret void, !dbg !52
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @bfs_kernel2(ptr nocapture noundef writeonly %0, ptr nocapture noundef %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #1 !dbg !53 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !54
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !56
  %8 = mul i32 %6, %7, !dbg !58
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !59
  %10 = add i32 %8, %9, !dbg !61
  %11 = icmp slt i32 %10, %4, !dbg !62
  br i1 %11, label %12, label %20, !dbg !63

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64, !dbg !64
  %14 = getelementptr inbounds i8, ptr %1, i64 %13, !dbg !64
  %15 = load i8, ptr %14, align 1, !dbg !64, !tbaa !28
  %16 = icmp eq i8 %15, 0, !dbg !64
  br i1 %16, label %20, label %17, !dbg !65

17:                                               ; preds = %12
  %18 = getelementptr inbounds i8, ptr %2, i64 %13
  %19 = getelementptr inbounds i8, ptr %0, i64 %13
  store i8 1, ptr %19, align 1, !dbg !66, !tbaa !28
  store i8 1, ptr %18, align 1, !dbg !67, !tbaa !28
  store i8 1, ptr %3, align 1, !dbg !68, !tbaa !28
  store i8 0, ptr %14, align 1, !dbg !69, !tbaa !28
  br label %20, !dbg !70

20:                                               ; preds = %5, %12, %17
  ret void, !dbg !70
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
!10 = distinct !DISubprogram(name: "bfs_kernel", scope: !1, file: !1, line: 10, type: !11, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 45, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 45, type: !11, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!16 = distinct !DILocation(line: 14, column: 12, scope: !10)
!17 = !DILocation(line: 46, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 46, type: !11, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 14, column: 25, scope: !10)
!20 = !DILocation(line: 14, column: 23, scope: !10)
!21 = !DILocation(line: 44, column: 1, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 44, type: !11, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!43 = !DILocation(line: 22, column: 18, scope: !10)
!44 = !DILocation(line: 22, column: 27, scope: !10)
!45 = !DILocation(line: 22, column: 16, scope: !10)
!46 = !DILocation(line: 23, column: 20, scope: !10)
!47 = !DILocation(line: 24, column: 5, scope: !10)
!48 = !DILocation(line: 19, column: 33, scope: !10)
!49 = distinct !{!49, !39, !50, !51}
!50 = !DILocation(line: 25, column: 3, scope: !10)
!51 = !{!"llvm.loop.mustprogress"}
!52 = !DILocation(line: 26, column: 1, scope: !10)
!53 = distinct !DISubprogram(name: "bfs_kernel2", scope: !1, file: !1, line: 28, type: !11, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!54 = !DILocation(line: 45, column: 1, scope: !14, inlinedAt: !55)
!55 = distinct !DILocation(line: 30, column: 12, scope: !53)
!56 = !DILocation(line: 46, column: 1, scope: !18, inlinedAt: !57)
!57 = distinct !DILocation(line: 30, column: 25, scope: !53)
!58 = !DILocation(line: 30, column: 23, scope: !53)
!59 = !DILocation(line: 44, column: 1, scope: !22, inlinedAt: !60)
!60 = distinct !DILocation(line: 30, column: 38, scope: !53)
!61 = !DILocation(line: 30, column: 36, scope: !53)
!62 = !DILocation(line: 31, column: 10, scope: !53)
!63 = !DILocation(line: 31, column: 15, scope: !53)
!64 = !DILocation(line: 31, column: 19, scope: !53)
!65 = !DILocation(line: 31, column: 7, scope: !53)
!66 = !DILocation(line: 33, column: 12, scope: !53)
!67 = !DILocation(line: 34, column: 15, scope: !53)
!68 = !DILocation(line: 35, column: 10, scope: !53)
!69 = !DILocation(line: 36, column: 16, scope: !53)
!70 = !DILocation(line: 37, column: 1, scope: !53)
