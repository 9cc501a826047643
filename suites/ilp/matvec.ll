; ModuleID = 'suites/ilp/matvec.cu'
source_filename = "suites/ilp/matvec.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @matvec(float* nocapture noundef readonly %0, float* nocapture noundef readonly %1, float* nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 !dbg !9 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2, !dbg !12
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2, !dbg !16
  %8 = mul i32 %6, %7, !dbg !19
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !dbg !20
  %10 = add i32 %8, %9, !dbg !23
  %11 = icmp slt i32 %10, %3, !dbg !24
  br i1 %11, label %12, label %67, !dbg !25

12:                                               ; preds = %5
  %13 = icmp sgt i32 %4, 0, !dbg !26
  br i1 %13, label %14, label %35, !dbg !27

14:                                               ; preds = %12
  %15 = and i32 %4, 1, !dbg !27
  %16 = icmp eq i32 %4, 1, !dbg !27
  br i1 %16, label %19, label %17, !dbg !27

17:                                               ; preds = %14
  %18 = and i32 %4, -2, !dbg !27
  br label %39, !dbg !27

19:                                               ; preds = %39, %14
  %20 = phi float [ undef, %14 ], [ %63, %39 ]
  %21 = phi i32 [ 0, %14 ], [ %64, %39 ]
  %22 = phi float [ 0.000000e+00, %14 ], [ %63, %39 ]
  %23 = icmp eq i32 %15, 0, !dbg !27
  br i1 %23, label %35, label %24, !dbg !27

24:                                               ; preds = %19
  %25 = mul nsw i32 %21, %3, !dbg !28
  %26 = add nsw i32 %25, %10, !dbg !29
  %27 = sext i32 %26 to i64, !dbg !30
  %28 = getelementptr inbounds float, float* %0, i64 %27, !dbg !30
  %29 = load float, float* %28, align 4, !dbg !30, !tbaa !31
  %30 = zext i32 %21 to i64, !dbg !35
  %31 = getelementptr inbounds float, float* %1, i64 %30, !dbg !35
  %32 = load float, float* %31, align 4, !dbg !35, !tbaa !31
  %33 = fmul contract float %29, %32, !dbg !36
  %34 = fadd contract float %22, %33, !dbg !37
  br label %35, !dbg !38

35:                                               ; preds = %24, %19, %12
  %36 = phi float [ 0.000000e+00, %12 ], [ %20, %19 ], [ %34, %24 ], !dbg !39
  %37 = sext i32 %10 to i64, !dbg !38
  %38 = getelementptr inbounds float, float* %2, i64 %37, !dbg !38
  store float %36, float* %38, align 4, !dbg !40, !tbaa !31
  br label %67, !dbg !41

39:                                               ; preds = %39, %17
  %40 = phi i32 [ 0, %17 ], [ %64, %39 ]
  %41 = phi float [ 0.000000e+00, %17 ], [ %63, %39 ]
  %42 = phi i32 [ 0, %17 ], [ %65, %39 ]
  %43 = mul nsw i32 %40, %3, !dbg !28
  %44 = add nsw i32 %43, %10, !dbg !29
  %45 = sext i32 %44 to i64, !dbg !30
  %46 = getelementptr inbounds float, float* %0, i64 %45, !dbg !30
  %47 = load float, float* %46, align 4, !dbg !30, !tbaa !31
  %48 = zext i32 %40 to i64, !dbg !35
  %49 = getelementptr inbounds float, float* %1, i64 %48, !dbg !35
  %50 = load float, float* %49, align 4, !dbg !35, !tbaa !31
  %51 = fmul contract float %47, %50, !dbg !36
  %52 = fadd contract float %41, %51, !dbg !37
  %53 = or i32 %40, 1, !dbg !42
  %54 = mul nsw i32 %53, %3, !dbg !28
  %55 = add nsw i32 %54, %10, !dbg !29
  %56 = sext i32 %55 to i64, !dbg !30
  %57 = getelementptr inbounds float, float* %0, i64 %56, !dbg !30
  %58 = load float, float* %57, align 4, !dbg !30, !tbaa !31
  %59 = zext i32 %53 to i64, !dbg !35
  %60 = getelementptr inbounds float, float* %1, i64 %59, !dbg !35
  %61 = load float, float* %60, align 4, !dbg !35, !tbaa !31
  %62 = fmul contract float %58, %61, !dbg !36
  %63 = fadd contract float %52, %62, !dbg !37
  %64 = add nuw nsw i32 %40, 2, !dbg !42
  %65 = add i32 %42, 2, !dbg !27
  %66 = icmp eq i32 %65, %18, !dbg !27
  br i1 %66, label %19, label %39, !dbg !27, !llvm.loop !43

67:                                               ; preds = %5, %35
  ret void, !dbg !41
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
!1 = !DIFile(filename: "suites/ilp/matvec.cu", directory: ".")
!2 = !{void (float*, float*, float*, i32, i32)* @matvec, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "matvec", scope: !1, file: !1, line: 7, type: !10, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 9, column: 11, scope: !9)
!16 = !DILocation(line: 46, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!18 = distinct !DILocation(line: 9, column: 24, scope: !9)
!19 = !DILocation(line: 9, column: 22, scope: !9)
!20 = !DILocation(line: 44, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!22 = distinct !DILocation(line: 9, column: 37, scope: !9)
!23 = !DILocation(line: 9, column: 35, scope: !9)
!24 = !DILocation(line: 10, column: 9, scope: !9)
!25 = !DILocation(line: 10, column: 7, scope: !9)
!26 = !DILocation(line: 13, column: 21, scope: !9)
!27 = !DILocation(line: 13, column: 3, scope: !9)
!28 = !DILocation(line: 14, column: 16, scope: !9)
!29 = !DILocation(line: 14, column: 23, scope: !9)
!30 = !DILocation(line: 14, column: 12, scope: !9)
!31 = !{!32, !32, i64 0}
!32 = !{!"float", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C++ TBAA"}
!35 = !DILocation(line: 14, column: 30, scope: !9)
!36 = !DILocation(line: 14, column: 28, scope: !9)
!37 = !DILocation(line: 14, column: 9, scope: !9)
!38 = !DILocation(line: 15, column: 3, scope: !9)
!39 = !DILocation(line: 0, scope: !9)
!40 = !DILocation(line: 15, column: 8, scope: !9)
!41 = !DILocation(line: 16, column: 1, scope: !9)
!42 = !DILocation(line: 13, column: 30, scope: !9)
!43 = distinct !{!43, !27, !44, !45}
!44 = !DILocation(line: 14, column: 33, scope: !9)
!45 = !{!"llvm.loop.mustprogress"}
