; ModuleID = 'suites/rodinia/kmeans.cu'
source_filename = "suites/rodinia/kmeans.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @invert_mapping(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %7 = mul i32 %5, %6, !dbg !19
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %9 = add i32 %7, %8, !dbg !23
  %10 = icmp slt i32 %9, %2, !dbg !24
  %11 = icmp sgt i32 %3, 0
  %12 = and i1 %10, %11, !dbg !25
  br i1 %12, label %13, label %54, !dbg !25

13:                                               ; preds = %4
  %14 = mul nsw i32 %9, %3
  %15 = and i32 %3, 1, !dbg !26
  %16 = icmp eq i32 %3, 1, !dbg !26
  br i1 %16, label %42, label %17, !dbg !26

17:                                               ; preds = %13
  %18 = and i32 %3, 2147483646, !dbg !26
  br label %19, !dbg !26

19:                                               ; preds = %19, %17
  %20 = phi i32 [ 0, %17 ], [ %39, %19 ]
  %21 = phi i32 [ 0, %17 ], [ %40, %19 ]
  %22 = add nsw i32 %20, %14, !dbg !27
  %23 = sext i32 %22 to i64, !dbg !28
  %24 = getelementptr inbounds float, ptr %0, i64 %23, !dbg !28
  %25 = load float, ptr %24, align 4, !dbg !28, !tbaa !29
  %26 = mul nsw i32 %20, %2, !dbg !33
  %27 = add nsw i32 %26, %9, !dbg !34
  %28 = sext i32 %27 to i64, !dbg !35
  %29 = getelementptr inbounds float, ptr %1, i64 %28, !dbg !35
  store float %25, ptr %29, align 4, !dbg !36, !tbaa !29
  %30 = or disjoint i32 %20, 1, !dbg !37
  %31 = add nsw i32 %30, %14, !dbg !27
  %32 = sext i32 %31 to i64, !dbg !28
  %33 = getelementptr inbounds float, ptr %0, i64 %32, !dbg !28
  %34 = load float, ptr %33, align 4, !dbg !28, !tbaa !29
  %35 = mul nsw i32 %30, %2, !dbg !33
  %36 = add nsw i32 %35, %9, !dbg !34
  %37 = sext i32 %36 to i64, !dbg !35
  %38 = getelementptr inbounds float, ptr %1, i64 %37, !dbg !35
  store float %34, ptr %38, align 4, !dbg !36, !tbaa !29
  %39 = add nuw nsw i32 %20, 2, !dbg !37
  %40 = add i32 %21, 2, !dbg !26
  %41 = icmp eq i32 %40, %18, !dbg !26
  br i1 %41, label %42, label %19, !dbg !26, !llvm.loop !38

42:                                               ; preds = %19, %13
  %43 = phi i32 [ 0, %13 ], [ %39, %19 ]
  %44 = icmp eq i32 %15, 0, !dbg !26
  br i1 %44, label %54, label %45, !dbg !26

45:                                               ; preds = %42
  %46 = add nsw i32 %43, %14, !dbg !27
  %47 = sext i32 %46 to i64, !dbg !28
  %48 = getelementptr inbounds float, ptr %0, i64 %47, !dbg !28
  %49 = load float, ptr %48, align 4, !dbg !28, !tbaa !29
  %50 = mul nsw i32 %43, %2, !dbg !33
  %51 = add nsw i32 %50, %9, !dbg !34
  %52 = sext i32 %51 to i64, !dbg !35
  %53 = getelementptr inbounds float, ptr %1, i64 %52, !dbg !35
  store float %49, ptr %53, align 4, !dbg !36, !tbaa !29
  br label %54, !dbg !41

54:                                               ; preds = %45, %42, %4
  ret void, !dbg !41
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "suites/rodinia/kmeans.cu", directory: ".")
!2 = !{ptr @invert_mapping, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "invert_mapping", scope: !1, file: !1, line: 7, type: !10, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!25 = !DILocation(line: 10, column: 7, scope: !9)
!26 = !DILocation(line: 12, column: 3, scope: !9)
!27 = !DILocation(line: 13, column: 45, scope: !9)
!28 = !DILocation(line: 13, column: 28, scope: !9)
!29 = !{!30, !30, i64 0}
!30 = !{!"float", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C++ TBAA"}
!33 = !DILocation(line: 13, column: 11, scope: !9)
!34 = !DILocation(line: 13, column: 21, scope: !9)
!35 = !DILocation(line: 13, column: 5, scope: !9)
!36 = !DILocation(line: 13, column: 26, scope: !9)
!37 = !DILocation(line: 12, column: 35, scope: !9)
!38 = distinct !{!38, !26, !39, !40}
!39 = !DILocation(line: 13, column: 48, scope: !9)
!40 = !{!"llvm.loop.mustprogress"}
!41 = !DILocation(line: 14, column: 1, scope: !9)
