; ModuleID = 'samples/bfs_step.cu'
source_filename = "samples/bfs_step.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress norecurse nounwind
define dso_local void @bfs_step(i32 noundef %0, i32 noundef %1, i32* nocapture noundef readonly %2, i32* nocapture noundef readonly %3, i8* nocapture noundef %4, i8* nocapture noundef writeonly %5, i8* nocapture noundef readonly %6, i32* nocapture noundef writeonly %7, i32* noundef %8) local_unnamed_addr #0 !dbg !9 {
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2, !dbg !12
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2, !dbg !16
  %12 = mul i32 %10, %11, !dbg !19
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !dbg !20
  %14 = add i32 %12, %13, !dbg !23
  %15 = icmp slt i32 %14, %0, !dbg !24
  br i1 %15, label %16, label %51, !dbg !25

16:                                               ; preds = %9
  %17 = sext i32 %14 to i64, !dbg !26
  %18 = getelementptr inbounds i8, i8* %4, i64 %17, !dbg !26
  %19 = load i8, i8* %18, align 1, !dbg !26, !tbaa !27
  %20 = icmp eq i8 %19, 0, !dbg !26
  br i1 %20, label %51, label %21, !dbg !30

21:                                               ; preds = %16
  store i8 0, i8* %18, align 1, !dbg !31, !tbaa !27
  %22 = getelementptr inbounds i32, i32* %2, i64 %17, !dbg !32
  %23 = load i32, i32* %22, align 4, !dbg !32, !tbaa !33
  %24 = add nsw i32 %14, 1
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i32, i32* %2, i64 %25
  %27 = load i32, i32* %26, align 4, !dbg !35, !tbaa !33
  %28 = icmp slt i32 %23, %27, !dbg !36
  br i1 %28, label %29, label %31, !dbg !37

29:                                               ; preds = %21
  %30 = add nsw i32 %1, 1
  br label %32, !dbg !37

31:                                               ; preds = %47, %21
  tail call void @llvm.nvvm.membar.gl() #2, !dbg !38
  br label %51, !dbg !41

32:                                               ; preds = %29, %47
  %33 = phi i32 [ %27, %29 ], [ %48, %47 ]
  %34 = phi i32 [ %23, %29 ], [ %49, %47 ]
  %35 = sext i32 %34 to i64, !dbg !42
  %36 = getelementptr inbounds i32, i32* %3, i64 %35, !dbg !42
  %37 = load i32, i32* %36, align 4, !dbg !42, !tbaa !33
  %38 = urem i32 %37, %0, !dbg !43
  %39 = sext i32 %38 to i64, !dbg !44
  %40 = getelementptr inbounds i8, i8* %6, i64 %39, !dbg !44
  %41 = load i8, i8* %40, align 1, !dbg !44, !tbaa !27
  %42 = icmp eq i8 %41, 0, !dbg !44
  br i1 %42, label %43, label %47, !dbg !45

43:                                               ; preds = %32
  %44 = getelementptr inbounds i8, i8* %5, i64 %39, !dbg !46
  %45 = getelementptr inbounds i32, i32* %7, i64 %39, !dbg !47
  store i32 %30, i32* %45, align 4, !dbg !48, !tbaa !33
  store i8 1, i8* %44, align 1, !dbg !49, !tbaa !27
  store volatile i32 1, i32* %8, align 4, !dbg !50, !tbaa !33
  %46 = load i32, i32* %26, align 4, !dbg !35, !tbaa !33
  br label %47, !dbg !51

47:                                               ; preds = %43, %32
  %48 = phi i32 [ %46, %43 ], [ %33, %32 ], !dbg !35
  %49 = add nsw i32 %34, 1, !dbg !52
  %50 = icmp slt i32 %49, %48, !dbg !36
  br i1 %50, label %32, label %31, !dbg !37, !llvm.loop !53

51:                                               ; preds = %9, %16, %31
  ret void, !dbg !41
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nounwind
declare void @llvm.nvvm.membar.gl() #2

attributes #0 = { mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/bfs_step.cu", directory: ".")
!2 = !{void (i32, i32, i32*, i32*, i8*, i8*, i8*, i32*, i32*)* @bfs_step, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "bfs_step", scope: !1, file: !1, line: 5, type: !10, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
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
!39 = distinct !DISubprogram(name: "__threadfence", scope: !14, file: !14, line: 64, type: !10, scopeLine: 64, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!40 = distinct !DILocation(line: 23, column: 3, scope: !9)
!41 = !DILocation(line: 24, column: 1, scope: !9)
!42 = !DILocation(line: 16, column: 29, scope: !9)
!43 = !DILocation(line: 16, column: 37, scope: !9)
!44 = !DILocation(line: 17, column: 10, scope: !9)
!45 = !DILocation(line: 17, column: 9, scope: !9)
!46 = !DILocation(line: 19, column: 7, scope: !9)
!47 = !DILocation(line: 18, column: 7, scope: !9)
!48 = !DILocation(line: 18, column: 17, scope: !9)
!49 = !DILocation(line: 19, column: 15, scope: !9)
!50 = !DILocation(line: 20, column: 32, scope: !9)
!51 = !DILocation(line: 21, column: 5, scope: !9)
!52 = !DILocation(line: 14, column: 49, scope: !9)
!53 = distinct !{!53, !37, !54, !55}
!54 = !DILocation(line: 22, column: 3, scope: !9)
!55 = !{!"llvm.loop.mustprogress"}
