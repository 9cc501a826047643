; ModuleID = 'samples/bfs_step.cu'
source_filename = "samples/bfs_step.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress norecurse nounwind
define dso_local void @bfs_step(i32 noundef %0, i32 noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef %4, ptr nocapture noundef writeonly %5, ptr nocapture noundef readonly %6, ptr nocapture noundef writeonly %7, ptr noundef %8) local_unnamed_addr #0 !dbg !9 {
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %11 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %12 = mul i32 %10, %11, !dbg !19
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %14 = add i32 %12, %13, !dbg !23
  %15 = icmp slt i32 %14, %0, !dbg !24
  br i1 %15, label %16, label %49, !dbg !25

16:                                               ; preds = %9
  %17 = sext i32 %14 to i64, !dbg !26
  %18 = getelementptr inbounds i8, ptr %4, i64 %17, !dbg !26
  %19 = load i8, ptr %18, align 1, !dbg !26, !tbaa !27
  %20 = icmp eq i8 %19, 0, !dbg !26
  br i1 %20, label %49, label %21, !dbg !30

21:                                               ; preds = %16
  store i8 0, ptr %18, align 1, !dbg !31, !tbaa !27
  %22 = getelementptr inbounds i32, ptr %2, i64 %17, !dbg !32
  %23 = load i32, ptr %22, align 4, !dbg !32, !tbaa !33
  %24 = getelementptr i8, ptr %22, i64 4
  %25 = load i32, ptr %24, align 4, !dbg !35, !tbaa !33
  %26 = icmp slt i32 %23, %25, !dbg !36
  br i1 %26, label %27, label %29, !dbg !37

27:                                               ; preds = %21
  %28 = add nsw i32 %1, 1
  br label %30, !dbg !37

29:                                               ; preds = %45, %21
  tail call void @llvm.nvvm.membar.gl(), !dbg !38
  br label %49, !dbg !41

30:                                               ; preds = %27, %45
  %31 = phi i32 [ %25, %27 ], [ %46, %45 ]
  %32 = phi i32 [ %23, %27 ], [ %47, %45 ]
  %33 = sext i32 %32 to i64, !dbg !42
  %34 = getelementptr inbounds i32, ptr %3, i64 %33, !dbg !42
  %35 = load i32, ptr %34, align 4, !dbg !42, !tbaa !33
  %36 = urem i32 %35, %0, !dbg !43
  %37 = sext i32 %36 to i64, !dbg !44
  %38 = getelementptr inbounds i8, ptr %6, i64 %37, !dbg !44
  %39 = load i8, ptr %38, align 1, !dbg !44, !tbaa !27
  %40 = icmp eq i8 %39, 0, !dbg !44
  br i1 %40, label %41, label %45, !dbg !45

41:                                               ; preds = %30
  %42 = getelementptr inbounds i8, ptr %5, i64 %37
  %43 = getelementptr inbounds i32, ptr %7, i64 %37
  store i32 %28, ptr %43, align 4, !dbg !46, !tbaa !33
  store i8 1, ptr %42, align 1, !dbg !47, !tbaa !27
  store volatile i32 1, ptr %8, align 4, !dbg !48, !tbaa !33
  %44 = load i32, ptr %24, align 4, !dbg !35, !tbaa !33
  br label %45, !dbg !49

45:                                               ; preds = %41, %30
  %46 = phi i32 [ %44, %41 ], [ %31, %30 ], !dbg !35
  %47 = add nsw i32 %32, 1, !dbg !50
  %48 = icmp slt i32 %47, %46, !dbg !36
  br i1 %48, label %30, label %29, !dbg !37, !llvm.loop !51

49:                                               ; preds = %9, %16, %29
  ret void, !dbg !41
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #2

attributes #0 = { mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/bfs_step.cu", directory: ".")
!2 = !{ptr @bfs_step, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "bfs_step", scope: !1, file: !1, line: 5, type: !10, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 10, column: 11, scope: !9)
!16 = !DILocation(line: 46, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 10, column: 24, scope: !9)
!19 = !DILocation(line: 10, column: 22, scope: !9)
!20 = !DILocation(line: 44, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 10, column: 37, scope: !9)
!23 = !DILocation(line: 10, column: 35, scope: !9)
!24 = !DILocation(line: 11, column: 9, scope: !9)
!25 = !DILocation(line: 11, column: 14, scope: !9)
!26 = !DILocation(line: 11, column: 18, scope: !9)
!27 = !{!28, !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C++ TBAA"}
!30 = !DILocation(line: 11, column: 7, scope: !9)
!31 = !DILocation(line: 13, column: 15, scope: !9)
!32 = !DILocation(line: 14, column: 16, scope: !9)
!33 = !{!34, !34, i64 0}
!34 = !{!"int", !28, i64 0}
!35 = !DILocation(line: 14, column: 32, scope: !9)
!36 = !DILocation(line: 14, column: 30, scope: !9)
!37 = !DILocation(line: 14, column: 3, scope: !9)
!38 = !DILocation(line: 64, column: 37, scope: !39, inlinedAt: !40)
!39 = distinct !DISubprogram(name: "__threadfence", scope: !14, file: !14, line: 64, type: !10, scopeLine: 64, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!40 = distinct !DILocation(line: 23, column: 3, scope: !9)
!41 = !DILocation(line: 24, column: 1, scope: !9)
!42 = !DILocation(line: 16, column: 29, scope: !9)
!43 = !DILocation(line: 16, column: 37, scope: !9)
!44 = !DILocation(line: 17, column: 10, scope: !9)
!45 = !DILocation(line: 17, column: 9, scope: !9)
!46 = !DILocation(line: 18, column: 17, scope: !9)
!47 = !DILocation(line: 19, column: 15, scope: !9)
!48 = !DILocation(line: 20, column: 32, scope: !9)
!49 = !DILocation(line: 21, column: 5, scope: !9)
!50 = !DILocation(line: 14, column: 49, scope: !9)
!51 = distinct !{!51, !37, !52, !53}
!52 = !DILocation(line: 22, column: 3, scope: !9)
!53 = !{!"llvm.loop.mustprogress"}
