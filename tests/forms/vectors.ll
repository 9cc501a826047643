; ModuleID = 'tests/forms/vectors.cu'
source_filename = "tests/forms/vectors.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @vec_swap2(i32 noundef %0, <2 x float>* noalias nocapture noundef readonly %1, <2 x float>* noalias nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !15
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3, !dbg !19
  %6 = mul i32 %4, %5, !dbg !22
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !23
  %8 = add i32 %6, %7, !dbg !26
  %9 = icmp slt i32 %8, %0, !dbg !27
  %10 = sext i32 %8 to i64, !dbg !28
  br i1 %9, label %11, label %17, !dbg !29

11:                                               ; preds = %3
  %12 = getelementptr inbounds <2 x float>, <2 x float>* %2, i64 %10, !dbg !30
  %13 = getelementptr inbounds <2 x float>, <2 x float>* %1, i64 %10, !dbg !28
  %14 = load <2 x float>, <2 x float>* %13, align 8, !dbg !28
  %15 = fmul contract <2 x float> %14, <float 2.000000e+00, float 2.000000e+00>, !dbg !31
  %16 = shufflevector <2 x float> %15, <2 x float> poison, <2 x i32> <i32 1, i32 0>, !dbg !31
  store <2 x float> %16, <2 x float>* %12, align 8, !dbg !32, !tbaa !33
  br label %17, !dbg !30

17:                                               ; preds = %11, %3
  ret void, !dbg !36
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @vec_add4(i32 noundef %0, <4 x float>* noalias nocapture noundef readonly %1, <4 x float>* noalias nocapture noundef readonly %2, <4 x float>* noalias nocapture noundef writeonly %3) local_unnamed_addr #0 !dbg !37 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !38
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3, !dbg !40
  %7 = mul i32 %5, %6, !dbg !42
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !43
  %9 = add i32 %7, %8, !dbg !45
  %10 = icmp slt i32 %9, %0, !dbg !46
  br i1 %10, label %11, label %20, !dbg !47

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64, !dbg !48
  %13 = getelementptr inbounds <4 x float>, <4 x float>* %1, i64 %12, !dbg !48
  %14 = load <4 x float>, <4 x float>* %13, align 16, !dbg !48, !tbaa !33
  %15 = getelementptr inbounds <4 x float>, <4 x float>* %2, i64 %12, !dbg !49
  %16 = load <4 x float>, <4 x float>* %15, align 16, !dbg !49
  %17 = shufflevector <4 x float> %16, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !49
  %18 = fadd contract <4 x float> %14, %17, !dbg !50
  %19 = getelementptr inbounds <4 x float>, <4 x float>* %3, i64 %12, !dbg !51
  store <4 x float> %18, <4 x float>* %19, align 16, !dbg !52, !tbaa !33
  br label %20, !dbg !51

20:                                               ; preds = %11, %4
  ret void, !dbg !53
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @vec_mix(i32 noundef %0, <4 x float>* noalias nocapture noundef readonly %1, <4 x float>* noalias nocapture noundef readonly %2, <4 x float>* noalias nocapture noundef writeonly %3, <2 x i32>* noalias nocapture noundef readonly %4, <2 x i32>* noalias nocapture noundef writeonly %5) local_unnamed_addr #0 !dbg !54 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !55
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3, !dbg !57
  %9 = mul i32 %7, %8, !dbg !59
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !60
  %11 = add i32 %9, %10, !dbg !62
  %12 = icmp slt i32 %11, %0, !dbg !63
  br i1 %12, label %13, label %33, !dbg !64

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64, !dbg !65
  %15 = getelementptr inbounds <4 x float>, <4 x float>* %1, i64 %14, !dbg !65
  %16 = load <4 x float>, <4 x float>* %15, align 16, !dbg !65, !tbaa !33
  %17 = getelementptr inbounds <4 x float>, <4 x float>* %2, i64 %14, !dbg !66
  %18 = load <4 x float>, <4 x float>* %17, align 16, !dbg !66, !tbaa !33
  %19 = fmul contract <4 x float> %16, %18, !dbg !67
  %20 = shufflevector <4 x float> %16, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !68
  %21 = fadd contract <4 x float> %20, %19, !dbg !69
  %22 = extractelement <4 x float> %21, i64 0, !dbg !70
  %23 = and i32 %11, 3, !dbg !71
  %24 = extractelement <4 x float> %18, i32 %23, !dbg !72
  %25 = fadd contract float %24, %22, !dbg !73
  %26 = insertelement <4 x float> %21, float %25, i64 1, !dbg !74
  %27 = getelementptr inbounds <4 x float>, <4 x float>* %3, i64 %14, !dbg !75
  store <4 x float> %26, <4 x float>* %27, align 16, !dbg !76, !tbaa !33
  %28 = getelementptr inbounds <2 x i32>, <2 x i32>* %4, i64 %14, !dbg !77
  %29 = load <2 x i32>, <2 x i32>* %28, align 8, !dbg !77, !tbaa !33
  %30 = add <2 x i32> %29, <i32 2, i32 1>, !dbg !78
  %31 = shufflevector <2 x i32> %30, <2 x i32> poison, <2 x i32> <i32 1, i32 0>, !dbg !78
  %32 = getelementptr inbounds <2 x i32>, <2 x i32>* %5, i64 %14, !dbg !79
  store <2 x i32> %31, <2 x i32>* %32, align 8, !dbg !80, !tbaa !33
  br label %33, !dbg !81

33:                                               ; preds = %13, %6
  ret void, !dbg !82
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @vec_loop(i32 noundef %0, <4 x float>* noalias nocapture noundef readonly %1, <4 x float>* noalias nocapture noundef writeonly %2, i32* noalias nocapture noundef readonly %3, i32* noalias nocapture noundef writeonly %4) local_unnamed_addr #1 !dbg !83 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !84
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3, !dbg !86
  %8 = mul i32 %6, %7, !dbg !88
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !89
  %10 = add i32 %8, %9, !dbg !91
  %11 = icmp slt i32 %10, %0, !dbg !92
  br i1 %11, label %12, label %43, !dbg !93

12:                                               ; preds = %5
  %13 = and i32 %10, 7
  %14 = icmp eq i32 %13, 0, !dbg !94
  br i1 %14, label %15, label %29, !dbg !95

15:                                               ; preds = %29, %12
  %16 = phi <4 x float> [ zeroinitializer, %12 ], [ %40, %29 ], !dbg !96
  %17 = sext i32 %10 to i64, !dbg !97
  %18 = getelementptr inbounds <4 x float>, <4 x float>* %2, i64 %17, !dbg !97
  store <4 x float> %16, <4 x float>* %18, align 16, !dbg !98, !tbaa !33
  %19 = getelementptr inbounds i32, i32* %3, i64 %17, !dbg !99
  %20 = bitcast i32* %19 to <4 x i8>*, !dbg !100
  %21 = load <4 x i8>, <4 x i8>* %20, align 4, !dbg !100, !tbaa !33
  %22 = add <4 x i8> %21, <i8 1, i8 2, i8 3, i8 4>, !dbg !101
  %23 = extractelement <4 x i8> %22, i64 3, !dbg !102
  %24 = extractelement <4 x i8> %22, i64 0, !dbg !103
  %25 = xor i8 %24, %23, !dbg !103
  %26 = insertelement <4 x i8> %22, i8 %25, i64 0, !dbg !103
  %27 = getelementptr inbounds i32, i32* %4, i64 %17, !dbg !104
  %28 = bitcast i32* %27 to <4 x i8>*, !dbg !105
  store <4 x i8> %26, <4 x i8>* %28, align 4, !dbg !105, !tbaa !106
  br label %43, !dbg !108

29:                                               ; preds = %12, %29
  %30 = phi <4 x float> [ %40, %29 ], [ zeroinitializer, %12 ]
  %31 = phi i32 [ %41, %29 ], [ 0, %12 ]
  %32 = add nsw i32 %31, %10, !dbg !109
  %33 = srem i32 %32, %0, !dbg !110
  %34 = sext i32 %33 to i64, !dbg !111
  %35 = getelementptr inbounds <4 x float>, <4 x float>* %1, i64 %34, !dbg !111
  %36 = load <4 x float>, <4 x float>* %35, align 16, !dbg !111, !tbaa !33
  %37 = fcmp contract ogt <4 x float> %36, %30, !dbg !112
  %38 = fmul contract <4 x float> %30, <float 5.000000e-01, float poison, float 5.000000e-01, float poison>, !dbg !113
  %39 = select <4 x i1> %37, <4 x float> %36, <4 x float> %38, !dbg !114
  %40 = shufflevector <4 x float> %39, <4 x float> %36, <4 x i32> <i32 0, i32 5, i32 2, i32 7>, !dbg !115
  %41 = add nuw nsw i32 %31, 1, !dbg !116
  %42 = icmp eq i32 %41, %13, !dbg !94
  br i1 %42, label %15, label %29, !dbg !95, !llvm.loop !117

43:                                               ; preds = %15, %5
  ret void, !dbg !120
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3, !4, !5}
!llvm.module.flags = !{!6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/forms/vectors.cu", directory: ".")
!2 = !{void (i32, <2 x float>*, <2 x float>*)* @vec_swap2, !"kernel", i32 1}
!3 = !{void (i32, <4 x float>*, <4 x float>*, <4 x float>*)* @vec_add4, !"kernel", i32 1}
!4 = !{void (i32, <4 x float>*, <4 x float>*, <4 x float>*, <2 x i32>*, <2 x i32>*)* @vec_mix, !"kernel", i32 1}
!5 = !{void (i32, <4 x float>*, <4 x float>*, i32*, i32*)* @vec_loop, !"kernel", i32 1}
!6 = !{i32 7, !"Dwarf Version", i32 2}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "vec_swap2", scope: !1, file: !1, line: 14, type: !13, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 45, column: 1, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_x", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!17 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!18 = distinct !DILocation(line: 16, column: 11, scope: !12)
!19 = !DILocation(line: 46, column: 1, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_x", scope: !17, file: !17, line: 46, type: !13, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!21 = distinct !DILocation(line: 16, column: 24, scope: !12)
!22 = !DILocation(line: 16, column: 22, scope: !12)
!23 = !DILocation(line: 44, column: 1, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_x", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!25 = distinct !DILocation(line: 16, column: 37, scope: !12)
!26 = !DILocation(line: 16, column: 35, scope: !12)
!27 = !DILocation(line: 17, column: 9, scope: !12)
!28 = !DILocation(line: 18, column: 12, scope: !12)
!29 = !DILocation(line: 17, column: 7, scope: !12)
!30 = !DILocation(line: 18, column: 5, scope: !12)
!31 = !DILocation(line: 18, column: 20, scope: !12)
!32 = !DILocation(line: 18, column: 10, scope: !12)
!33 = !{!34, !34, i64 0}
!34 = !{!"omnipotent char", !35, i64 0}
!35 = !{!"Simple C++ TBAA"}
!36 = !DILocation(line: 19, column: 1, scope: !12)
!37 = distinct !DISubprogram(name: "vec_add4", scope: !1, file: !1, line: 22, type: !13, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!38 = !DILocation(line: 45, column: 1, scope: !16, inlinedAt: !39)
!39 = distinct !DILocation(line: 25, column: 11, scope: !37)
!40 = !DILocation(line: 46, column: 1, scope: !20, inlinedAt: !41)
!41 = distinct !DILocation(line: 25, column: 24, scope: !37)
!42 = !DILocation(line: 25, column: 22, scope: !37)
!43 = !DILocation(line: 44, column: 1, scope: !24, inlinedAt: !44)
!44 = distinct !DILocation(line: 25, column: 37, scope: !37)
!45 = !DILocation(line: 25, column: 35, scope: !37)
!46 = !DILocation(line: 26, column: 9, scope: !37)
!47 = !DILocation(line: 26, column: 7, scope: !37)
!48 = !DILocation(line: 27, column: 12, scope: !37)
!49 = !DILocation(line: 27, column: 19, scope: !37)
!50 = !DILocation(line: 27, column: 17, scope: !37)
!51 = !DILocation(line: 27, column: 5, scope: !37)
!52 = !DILocation(line: 27, column: 10, scope: !37)
!53 = !DILocation(line: 28, column: 1, scope: !37)
!54 = distinct !DISubprogram(name: "vec_mix", scope: !1, file: !1, line: 30, type: !13, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!55 = !DILocation(line: 45, column: 1, scope: !16, inlinedAt: !56)
!56 = distinct !DILocation(line: 35, column: 11, scope: !54)
!57 = !DILocation(line: 46, column: 1, scope: !20, inlinedAt: !58)
!58 = distinct !DILocation(line: 35, column: 24, scope: !54)
!59 = !DILocation(line: 35, column: 22, scope: !54)
!60 = !DILocation(line: 44, column: 1, scope: !24, inlinedAt: !61)
!61 = distinct !DILocation(line: 35, column: 37, scope: !54)
!62 = !DILocation(line: 35, column: 35, scope: !54)
!63 = !DILocation(line: 36, column: 9, scope: !54)
!64 = !DILocation(line: 36, column: 7, scope: !54)
!65 = !DILocation(line: 37, column: 17, scope: !54)
!66 = !DILocation(line: 37, column: 27, scope: !54)
!67 = !DILocation(line: 38, column: 19, scope: !54)
!68 = !DILocation(line: 38, column: 25, scope: !54)
!69 = !DILocation(line: 38, column: 23, scope: !54)
!70 = !DILocation(line: 39, column: 11, scope: !54)
!71 = !DILocation(line: 39, column: 21, scope: !54)
!72 = !DILocation(line: 39, column: 17, scope: !54)
!73 = !DILocation(line: 39, column: 15, scope: !54)
!74 = !DILocation(line: 39, column: 9, scope: !54)
!75 = !DILocation(line: 40, column: 5, scope: !54)
!76 = !DILocation(line: 40, column: 10, scope: !54)
!77 = !DILocation(line: 41, column: 15, scope: !54)
!78 = !DILocation(line: 42, column: 17, scope: !54)
!79 = !DILocation(line: 42, column: 5, scope: !54)
!80 = !DILocation(line: 42, column: 10, scope: !54)
!81 = !DILocation(line: 43, column: 3, scope: !54)
!82 = !DILocation(line: 44, column: 1, scope: !54)
!83 = distinct !DISubprogram(name: "vec_loop", scope: !1, file: !1, line: 46, type: !13, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!84 = !DILocation(line: 45, column: 1, scope: !16, inlinedAt: !85)
!85 = distinct !DILocation(line: 50, column: 11, scope: !83)
!86 = !DILocation(line: 46, column: 1, scope: !20, inlinedAt: !87)
!87 = distinct !DILocation(line: 50, column: 24, scope: !83)
!88 = !DILocation(line: 50, column: 22, scope: !83)
!89 = !DILocation(line: 44, column: 1, scope: !24, inlinedAt: !90)
!90 = distinct !DILocation(line: 50, column: 37, scope: !83)
!91 = !DILocation(line: 50, column: 35, scope: !83)
!92 = !DILocation(line: 51, column: 9, scope: !83)
!93 = !DILocation(line: 51, column: 7, scope: !83)
!94 = !DILocation(line: 53, column: 23, scope: !83)
!95 = !DILocation(line: 53, column: 5, scope: !83)
!96 = !DILocation(line: 0, scope: !83)
!97 = !DILocation(line: 59, column: 5, scope: !83)
!98 = !DILocation(line: 59, column: 10, scope: !83)
!99 = !DILocation(line: 60, column: 45, scope: !83)
!100 = !DILocation(line: 60, column: 17, scope: !83)
!101 = !DILocation(line: 61, column: 11, scope: !83)
!102 = !DILocation(line: 62, column: 12, scope: !83)
!103 = !DILocation(line: 62, column: 9, scope: !83)
!104 = !DILocation(line: 63, column: 5, scope: !83)
!105 = !DILocation(line: 63, column: 10, scope: !83)
!106 = !{!107, !107, i64 0}
!107 = !{!"int", !34, i64 0}
!108 = !DILocation(line: 64, column: 3, scope: !83)
!109 = !DILocation(line: 54, column: 24, scope: !83)
!110 = !DILocation(line: 54, column: 29, scope: !83)
!111 = !DILocation(line: 54, column: 19, scope: !83)
!112 = !DILocation(line: 55, column: 19, scope: !83)
!113 = !DILocation(line: 56, column: 25, scope: !83)
!114 = !DILocation(line: 56, column: 13, scope: !83)
!115 = !DILocation(line: 57, column: 13, scope: !83)
!116 = !DILocation(line: 53, column: 35, scope: !83)
!117 = distinct !{!117, !95, !118, !119}
!118 = !DILocation(line: 58, column: 5, scope: !83)
!119 = !{!"llvm.loop.mustprogress"}
!120 = !DILocation(line: 65, column: 1, scope: !83)
