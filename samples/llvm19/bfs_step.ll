; ModuleID = 'samples/bfs_step.cu'
source_filename = "samples/bfs_step.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress norecurse nounwind
define dso_local void @bfs_step(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef %3, ptr nocapture noundef writeonly %4, ptr nocapture noundef readonly %5, ptr nocapture noundef %6, ptr noundef %7) local_unnamed_addr #0 !dbg !9 {
  %9 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %10 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %11 = mul i32 %9, %10, !dbg !19
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %13 = add i32 %11, %12, !dbg !23
  %14 = icmp slt i32 %13, %0, !dbg !24
  br i1 %14, label %15, label %49, !dbg !25

15:                                               ; preds = %8
  %16 = sext i32 %13 to i64, !dbg !26
  %17 = getelementptr inbounds i8, ptr %3, i64 %16, !dbg !26
  %18 = load i8, ptr %17, align 1, !dbg !26, !tbaa !27
  %19 = icmp eq i8 %18, 0, !dbg !26
  br i1 %19, label %49, label %20, !dbg !30

20:                                               ; preds = %15
  store i8 0, ptr %17, align 1, !dbg !31, !tbaa !27
  %21 = getelementptr inbounds i32, ptr %6, i64 %16, !dbg !32
  %22 = load i32, ptr %21, align 4, !dbg !32, !tbaa !33
  %23 = add nsw i32 %22, 1, !dbg !35
  %24 = getelementptr inbounds i32, ptr %1, i64 %16, !dbg !36
  %25 = load i32, ptr %24, align 4, !dbg !36, !tbaa !33
  %26 = getelementptr i8, ptr %24, i64 4
  %27 = load i32, ptr %26, align 4, !dbg !37, !tbaa !33
  %28 = icmp slt i32 %25, %27, !dbg !38
  br i1 %28, label %30, label %29, !dbg !39

29:                                               ; preds = %45, %20
  tail call void @llvm.nvvm.membar.gl(), !dbg !40
  br label %49, !dbg !43

30:                                               ; preds = %20, %45
  %31 = phi i32 [ %46, %45 ], [ %27, %20 ]
  %32 = phi i32 [ %47, %45 ], [ %25, %20 ]
  %33 = sext i32 %32 to i64, !dbg !44
  %34 = getelementptr inbounds i32, ptr %2, i64 %33, !dbg !44
  %35 = load i32, ptr %34, align 4, !dbg !44, !tbaa !33
  %36 = urem i32 %35, %0, !dbg !45
  %37 = sext i32 %36 to i64, !dbg !46
  %38 = getelementptr inbounds i8, ptr %5, i64 %37, !dbg !46
  %39 = load i8, ptr %38, align 1, !dbg !46, !tbaa !27
  %40 = icmp eq i8 %39, 0, !dbg !46
  br i1 %40, label %41, label %45, !dbg !47

41:                                               ; preds = %30
  %42 = getelementptr inbounds i8, ptr %4, i64 %37
  %43 = getelementptr inbounds i32, ptr %6, i64 %37
  store i32 %23, ptr %43, align 4, !dbg !48, !tbaa !33
  store i8 1, ptr %42, align 1, !dbg !49, !tbaa !27
  store volatile i32 1, ptr %7, align 4, !dbg !50, !tbaa !33
  %44 = load i32, ptr %26, align 4, !dbg !37, !tbaa !33
  br label %45, !dbg !51

45:                                               ; preds = %41, %30
  %46 = phi i32 [ %44, %41 ], [ %31, %30 ], !dbg !37
  %47 = add nsw i32 %32, 1, !dbg !52
  %48 = icmp slt i32 %47, %46, !dbg !38
  br i1 %48, label %30, label %29, !dbg !39, !llvm.loop !53

49:                                               ; preds = %8, %15, %29
  ret void, !dbg !43
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
!9 = distinct !DISubprogram(name: "bfs_step", scope: !1, file: !1, line: 4, type: !10, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 9, column: 11, scope: !9)
!16 = !DILocation(line: 46, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 9, column: 24, scope: !9)
!19 = !DILocation(line: 9, column: 22, scope: !9)
!20 = !DILocation(line: 44, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 9, column: 37, scope: !9)
!23 = !DILocation(line: 9, column: 35, scope: !9)
!24 = !DILocation(line: 10, column: 9, scope: !9)
!25 = !DILocation(line: 10, column: 14, scope: !9)
!26 = !DILocation(line: 10, column: 18, scope: !9)
!27 = !{!28, !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C++ TBAA"}
!30 = !DILocation(line: 10, column: 7, scope: !9)
!31 = !DILocation(line: 12, column: 15, scope: !9)
!32 = !DILocation(line: 13, column: 15, scope: !9)
!33 = !{!34, !34, i64 0}
!34 = !{!"int", !28, i64 0}
!35 = !DILocation(line: 13, column: 25, scope: !9)
!36 = !DILocation(line: 14, column: 16, scope: !9)
!37 = !DILocation(line: 14, column: 32, scope: !9)
!38 = !DILocation(line: 14, column: 30, scope: !9)
!39 = !DILocation(line: 14, column: 3, scope: !9)
!40 = !DILocation(line: 64, column: 37, scope: !41, inlinedAt: !42)
!41 = distinct !DISubprogram(name: "__threadfence", scope: !14, file: !14, line: 64, type: !10, scopeLine: 64, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!42 = distinct !DILocation(line: 23, column: 3, scope: !9)
!43 = !DILocation(line: 24, column: 1, scope: !9)
!44 = !DILocation(line: 16, column: 29, scope: !9)
!45 = !DILocation(line: 16, column: 37, scope: !9)
!46 = !DILocation(line: 17, column: 10, scope: !9)
!47 = !DILocation(line: 17, column: 9, scope: !9)
!48 = !DILocation(line: 18, column: 17, scope: !9)
!49 = !DILocation(line: 19, column: 15, scope: !9)
!50 = !DILocation(line: 20, column: 32, scope: !9)
!51 = !DILocation(line: 21, column: 5, scope: !9)
!52 = !DILocation(line: 14, column: 49, scope: !9)
!53 = distinct !{!53, !39, !54, !55}
!54 = !DILocation(line: 22, column: 3, scope: !9)
!55 = !{!"llvm.loop.mustprogress"}
