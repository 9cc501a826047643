; ModuleID = 'tests/corpus/instcombine_fixpoint.cu'
source_filename = "tests/corpus/instcombine_fixpoint.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @instcombine_fixpoint(float* nocapture noundef readonly %0, float* nocapture noundef readonly %1, float* nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 !dbg !9 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2, !dbg !12
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2, !dbg !16
  %9 = mul i32 %7, %8, !dbg !19
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !dbg !20
  %11 = add i32 %9, %10, !dbg !23
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2, !dbg !24
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2, !dbg !27
  %14 = mul i32 %12, %13, !dbg !30
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2, !dbg !31
  %16 = add i32 %14, %15, !dbg !34
  %17 = icmp slt i32 %11, %3, !dbg !35
  %18 = icmp slt i32 %16, %4
  %19 = and i1 %17, %18, !dbg !36
  br i1 %19, label %20, label %67, !dbg !36

20:                                               ; preds = %6
  %21 = sdiv i32 %5, -2, !dbg !37
  %22 = icmp sgt i32 %5, 0, !dbg !38
  br i1 %22, label %23, label %34, !dbg !39

23:                                               ; preds = %20
  %24 = add i32 %21, %11
  %25 = add i32 %21, %16
  br label %26, !dbg !39

26:                                               ; preds = %23, %40
  %27 = phi float [ 0.000000e+00, %23 ], [ %64, %40 ]
  %28 = phi i32 [ 0, %23 ], [ %41, %40 ]
  %29 = add i32 %25, %28
  %30 = icmp sgt i32 %29, -1
  %31 = icmp slt i32 %29, %4
  %32 = mul nsw i32 %29, %3
  %33 = mul nsw i32 %28, %5
  br label %43, !dbg !40

34:                                               ; preds = %40, %20
  %35 = phi float [ 0.000000e+00, %20 ], [ %64, %40 ], !dbg !41
  %36 = mul nsw i32 %16, %3, !dbg !42
  %37 = add nsw i32 %36, %11, !dbg !43
  %38 = sext i32 %37 to i64, !dbg !44
  %39 = getelementptr inbounds float, float* %2, i64 %38, !dbg !44
  store float %35, float* %39, align 4, !dbg !45, !tbaa !46
  br label %67, !dbg !50

40:                                               ; preds = %63
  %41 = add nuw nsw i32 %28, 1, !dbg !51
  %42 = icmp eq i32 %41, %5, !dbg !38
  br i1 %42, label %34, label %26, !dbg !39, !llvm.loop !52

43:                                               ; preds = %26, %63
  %44 = phi float [ %27, %26 ], [ %64, %63 ]
  %45 = phi i32 [ 0, %26 ], [ %65, %63 ]
  %46 = add i32 %24, %45, !dbg !55
  %47 = icmp sgt i32 %46, -1, !dbg !56
  br i1 %47, label %48, label %63, !dbg !57

48:                                               ; preds = %43
  %49 = icmp slt i32 %46, %3, !dbg !58
  %50 = select i1 %49, i1 %30, i1 false, !dbg !59
  %51 = select i1 %50, i1 %31, i1 false, !dbg !59
  br i1 %51, label %52, label %63, !dbg !59

52:                                               ; preds = %48
  %53 = add nsw i32 %46, %32, !dbg !60
  %54 = sext i32 %53 to i64, !dbg !61
  %55 = getelementptr inbounds float, float* %0, i64 %54, !dbg !61
  %56 = load float, float* %55, align 4, !dbg !61, !tbaa !46
  %57 = add nsw i32 %45, %33, !dbg !62
  %58 = sext i32 %57 to i64, !dbg !63
  %59 = getelementptr inbounds float, float* %1, i64 %58, !dbg !63
  %60 = load float, float* %59, align 4, !dbg !63, !tbaa !46
  %61 = fmul contract float %56, %60, !dbg !64
  %62 = fadd contract float %44, %61, !dbg !65
  br label %63, !dbg !66

63:                                               ; preds = %52, %48, %43
  %64 = phi float [ %62, %52 ], [ %44, %48 ], [ %44, %43 ], !dbg !67
  %65 = add nuw nsw i32 %45, 1, !dbg !68
  %66 = icmp eq i32 %65, %5, !dbg !69
  br i1 %66, label %40, label %43, !dbg !40, !llvm.loop !70

67:                                               ; preds = %6, %34
  ret void, !dbg !50
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/corpus/instcombine_fixpoint.cu", directory: ".")
!2 = !{void (float*, float*, float*, i32, i32, i32)* @instcombine_fixpoint, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "instcombine_fixpoint", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 7, column: 11, scope: !9)
!16 = !DILocation(line: 46, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!18 = distinct !DILocation(line: 7, column: 24, scope: !9)
!19 = !DILocation(line: 7, column: 22, scope: !9)
!20 = !DILocation(line: 44, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!22 = distinct !DILocation(line: 7, column: 37, scope: !9)
!23 = !DILocation(line: 7, column: 35, scope: !9)
!24 = !DILocation(line: 45, column: 1, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_y", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!26 = distinct !DILocation(line: 7, column: 54, scope: !9)
!27 = !DILocation(line: 46, column: 1, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "__fetch_y", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!29 = distinct !DILocation(line: 7, column: 67, scope: !9)
!30 = !DILocation(line: 7, column: 65, scope: !9)
!31 = !DILocation(line: 44, column: 1, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "__fetch_y", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!33 = distinct !DILocation(line: 7, column: 80, scope: !9)
!34 = !DILocation(line: 7, column: 78, scope: !9)
!35 = !DILocation(line: 8, column: 9, scope: !9)
!36 = !DILocation(line: 8, column: 14, scope: !9)
!37 = !DILocation(line: 9, column: 14, scope: !9)
!38 = !DILocation(line: 10, column: 21, scope: !9)
!39 = !DILocation(line: 10, column: 3, scope: !9)
!40 = !DILocation(line: 11, column: 5, scope: !9)
!41 = !DILocation(line: 9, column: 25, scope: !9)
!42 = !DILocation(line: 15, column: 9, scope: !9)
!43 = !DILocation(line: 15, column: 13, scope: !9)
!44 = !DILocation(line: 15, column: 3, scope: !9)
!45 = !DILocation(line: 15, column: 18, scope: !9)
!46 = !{!47, !47, i64 0}
!47 = !{!"float", !48, i64 0}
!48 = !{!"omnipotent char", !49, i64 0}
!49 = !{!"Simple C++ TBAA"}
!50 = !DILocation(line: 16, column: 1, scope: !9)
!51 = !DILocation(line: 10, column: 27, scope: !9)
!52 = distinct !{!52, !39, !53, !54}
!53 = !DILocation(line: 14, column: 5, scope: !9)
!54 = !{!"llvm.loop.mustprogress"}
!55 = !DILocation(line: 12, column: 22, scope: !9)
!56 = !DILocation(line: 13, column: 14, scope: !9)
!57 = !DILocation(line: 13, column: 19, scope: !9)
!58 = !DILocation(line: 13, column: 25, scope: !9)
!59 = !DILocation(line: 13, column: 29, scope: !9)
!60 = !DILocation(line: 13, column: 69, scope: !9)
!61 = !DILocation(line: 13, column: 58, scope: !9)
!62 = !DILocation(line: 13, column: 89, scope: !9)
!63 = !DILocation(line: 13, column: 77, scope: !9)
!64 = !DILocation(line: 13, column: 75, scope: !9)
!65 = !DILocation(line: 13, column: 55, scope: !9)
!66 = !DILocation(line: 13, column: 51, scope: !9)
!67 = !DILocation(line: 0, scope: !9)
!68 = !DILocation(line: 11, column: 29, scope: !9)
!69 = !DILocation(line: 11, column: 23, scope: !9)
!70 = distinct !{!70, !40, !53, !54}
