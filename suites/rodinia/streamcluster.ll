; ModuleID = 'suites/rodinia/streamcluster.cu'
source_filename = "suites/rodinia/streamcluster.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @compute_cost(i32 noundef %0, i32 noundef %1, i32 noundef %2, float* nocapture noundef readonly %3, float* nocapture noundef readonly %4, i32* nocapture noundef readonly %5, float* nocapture noundef readonly %6, i32 noundef %7, i32 noundef %8, float* nocapture noundef %9, i32* nocapture noundef readonly %10, i8* nocapture noundef writeonly %11) local_unnamed_addr #0 !dbg !9 {
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2, !dbg !12
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2, !dbg !16
  %15 = mul i32 %13, %14, !dbg !19
  %16 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !dbg !20
  %17 = add i32 %15, %16, !dbg !23
  %18 = icmp slt i32 %17, %0, !dbg !24
  br i1 %18, label %19, label %105, !dbg !25

19:                                               ; preds = %12
  %20 = mul nsw i32 %17, %8, !dbg !26
  %21 = sext i32 %20 to i64, !dbg !27
  %22 = getelementptr inbounds float, float* %9, i64 %21, !dbg !27
  %23 = icmp sgt i32 %1, 0, !dbg !28
  br i1 %23, label %24, label %47, !dbg !29

24:                                               ; preds = %19
  %25 = and i32 %1, 1, !dbg !29
  %26 = icmp eq i32 %1, 1, !dbg !29
  br i1 %26, label %29, label %27, !dbg !29

27:                                               ; preds = %24
  %28 = and i32 %1, -2, !dbg !29
  br label %56, !dbg !29

29:                                               ; preds = %56, %24
  %30 = phi float [ undef, %24 ], [ %84, %56 ]
  %31 = phi float [ 0.000000e+00, %24 ], [ %84, %56 ]
  %32 = phi i32 [ 0, %24 ], [ %85, %56 ]
  %33 = icmp eq i32 %25, 0, !dbg !29
  br i1 %33, label %47, label %34, !dbg !29

34:                                               ; preds = %29
  %35 = mul nsw i32 %32, %0, !dbg !30
  %36 = add nsw i32 %35, %2, !dbg !31
  %37 = sext i32 %36 to i64, !dbg !32
  %38 = getelementptr inbounds float, float* %3, i64 %37, !dbg !32
  %39 = load float, float* %38, align 4, !dbg !32, !tbaa !33
  %40 = add nsw i32 %35, %17, !dbg !37
  %41 = sext i32 %40 to i64, !dbg !38
  %42 = getelementptr inbounds float, float* %3, i64 %41, !dbg !38
  %43 = load float, float* %42, align 4, !dbg !38, !tbaa !33
  %44 = fsub contract float %39, %43, !dbg !39
  %45 = fmul contract float %44, %44, !dbg !40
  %46 = fadd contract float %31, %45, !dbg !41
  br label %47, !dbg !42

47:                                               ; preds = %34, %29, %19
  %48 = phi float [ 0.000000e+00, %19 ], [ %30, %29 ], [ %46, %34 ], !dbg !43
  %49 = sext i32 %17 to i64, !dbg !42
  %50 = getelementptr inbounds float, float* %4, i64 %49, !dbg !42
  %51 = load float, float* %50, align 4, !dbg !42, !tbaa !33
  %52 = fmul contract float %48, %51, !dbg !44
  %53 = getelementptr inbounds float, float* %6, i64 %49, !dbg !45
  %54 = load float, float* %53, align 4, !dbg !45, !tbaa !33
  %55 = fcmp contract olt float %52, %54, !dbg !46
  br i1 %55, label %88, label %91, !dbg !47

56:                                               ; preds = %56, %27
  %57 = phi float [ 0.000000e+00, %27 ], [ %84, %56 ]
  %58 = phi i32 [ 0, %27 ], [ %85, %56 ]
  %59 = phi i32 [ 0, %27 ], [ %86, %56 ]
  %60 = mul nsw i32 %58, %0, !dbg !30
  %61 = add nsw i32 %60, %2, !dbg !31
  %62 = sext i32 %61 to i64, !dbg !32
  %63 = getelementptr inbounds float, float* %3, i64 %62, !dbg !32
  %64 = load float, float* %63, align 4, !dbg !32, !tbaa !33
  %65 = add nsw i32 %60, %17, !dbg !37
  %66 = sext i32 %65 to i64, !dbg !38
  %67 = getelementptr inbounds float, float* %3, i64 %66, !dbg !38
  %68 = load float, float* %67, align 4, !dbg !38, !tbaa !33
  %69 = fsub contract float %64, %68, !dbg !39
  %70 = fmul contract float %69, %69, !dbg !40
  %71 = fadd contract float %57, %70, !dbg !41
  %72 = or i32 %58, 1, !dbg !48
  %73 = mul nsw i32 %72, %0, !dbg !30
  %74 = add nsw i32 %73, %2, !dbg !31
  %75 = sext i32 %74 to i64, !dbg !32
  %76 = getelementptr inbounds float, float* %3, i64 %75, !dbg !32
  %77 = load float, float* %76, align 4, !dbg !32, !tbaa !33
  %78 = add nsw i32 %73, %17, !dbg !37
  %79 = sext i32 %78 to i64, !dbg !38
  %80 = getelementptr inbounds float, float* %3, i64 %79, !dbg !38
  %81 = load float, float* %80, align 4, !dbg !38, !tbaa !33
  %82 = fsub contract float %77, %81, !dbg !39
  %83 = fmul contract float %82, %82, !dbg !40
  %84 = fadd contract float %71, %83, !dbg !41
  %85 = add nuw nsw i32 %58, 2, !dbg !48
  %86 = add i32 %59, 2, !dbg !29
  %87 = icmp eq i32 %86, %28, !dbg !29
  br i1 %87, label %29, label %56, !dbg !29, !llvm.loop !49

88:                                               ; preds = %47
  %89 = getelementptr inbounds i8, i8* %11, i64 %49, !dbg !52
  store i8 1, i8* %89, align 1, !dbg !53, !tbaa !54
  %90 = fsub contract float %52, %54, !dbg !55
  br label %98, !dbg !56

91:                                               ; preds = %47
  %92 = fsub contract float %54, %52, !dbg !57
  %93 = getelementptr inbounds i32, i32* %5, i64 %49, !dbg !58
  %94 = load i32, i32* %93, align 4, !dbg !58, !tbaa !59
  %95 = sext i32 %94 to i64, !dbg !61
  %96 = getelementptr inbounds i32, i32* %10, i64 %95, !dbg !61
  %97 = load i32, i32* %96, align 4, !dbg !61, !tbaa !59
  br label %98

98:                                               ; preds = %91, %88
  %99 = phi i32 [ %97, %91 ], [ %7, %88 ]
  %100 = phi float [ %92, %91 ], [ %90, %88 ]
  %101 = sext i32 %99 to i64, !dbg !43
  %102 = getelementptr inbounds float, float* %22, i64 %101, !dbg !43
  %103 = load float, float* %102, align 4, !dbg !43, !tbaa !33
  %104 = fadd contract float %100, %103, !dbg !43
  store float %104, float* %102, align 4, !dbg !43, !tbaa !33
  br label %105, !dbg !62

105:                                              ; preds = %98, %12
  ret void, !dbg !62
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
!1 = !DIFile(filename: "suites/rodinia/streamcluster.cu", directory: ".")
!2 = !{void (i32, i32, i32, float*, float*, i32*, float*, i32, i32, float*, i32*, i8*)* @compute_cost, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "compute_cost", scope: !1, file: !1, line: 11, type: !10, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 18, column: 11, scope: !9)
!16 = !DILocation(line: 46, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!18 = distinct !DILocation(line: 18, column: 24, scope: !9)
!19 = !DILocation(line: 18, column: 22, scope: !9)
!20 = !DILocation(line: 44, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!22 = distinct !DILocation(line: 18, column: 37, scope: !9)
!23 = !DILocation(line: 18, column: 35, scope: !9)
!24 = !DILocation(line: 19, column: 9, scope: !9)
!25 = !DILocation(line: 19, column: 7, scope: !9)
!26 = !DILocation(line: 21, column: 29, scope: !9)
!27 = !DILocation(line: 21, column: 25, scope: !9)
!28 = !DILocation(line: 23, column: 21, scope: !9)
!29 = !DILocation(line: 23, column: 3, scope: !9)
!30 = !DILocation(line: 24, column: 23, scope: !9)
!31 = !DILocation(line: 24, column: 29, scope: !9)
!32 = !DILocation(line: 24, column: 15, scope: !9)
!33 = !{!34, !34, i64 0}
!34 = !{!"float", !35, i64 0}
!35 = !{!"omnipotent char", !36, i64 0}
!36 = !{!"Simple C++ TBAA"}
!37 = !DILocation(line: 24, column: 50, scope: !9)
!38 = !DILocation(line: 24, column: 36, scope: !9)
!39 = !DILocation(line: 24, column: 34, scope: !9)
!40 = !DILocation(line: 25, column: 12, scope: !9)
!41 = !DILocation(line: 25, column: 7, scope: !9)
!42 = !DILocation(line: 27, column: 22, scope: !9)
!43 = !DILocation(line: 0, scope: !9)
!44 = !DILocation(line: 27, column: 20, scope: !9)
!45 = !DILocation(line: 28, column: 15, scope: !9)
!46 = !DILocation(line: 29, column: 14, scope: !9)
!47 = !DILocation(line: 29, column: 7, scope: !9)
!48 = !DILocation(line: 23, column: 29, scope: !9)
!49 = distinct !{!49, !29, !50, !51}
!50 = !DILocation(line: 26, column: 3, scope: !9)
!51 = !{!"llvm.loop.mustprogress"}
!52 = !DILocation(line: 30, column: 5, scope: !9)
!53 = !DILocation(line: 30, column: 26, scope: !9)
!54 = !{!35, !35, i64 0}
!55 = !DILocation(line: 31, column: 22, scope: !9)
!56 = !DILocation(line: 32, column: 3, scope: !9)
!57 = !DILocation(line: 33, column: 41, scope: !9)
!58 = !DILocation(line: 33, column: 22, scope: !9)
!59 = !{!60, !60, i64 0}
!60 = !{!"int", !35, i64 0}
!61 = !DILocation(line: 33, column: 9, scope: !9)
!62 = !DILocation(line: 35, column: 1, scope: !9)
