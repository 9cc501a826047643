; ModuleID = 'samples/conv5x5_stream.cu'
source_filename = "samples/conv5x5_stream.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @conv5x5_stream(float* noalias noundef readonly %0, float* noalias nocapture noundef writeonly %1, i64 noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !12
  %5 = zext i32 %4 to i64, !dbg !16
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3, !dbg !17
  %7 = zext i32 %6 to i64, !dbg !20
  %8 = mul nuw nsw i64 %5, %7, !dbg !21
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !22
  %10 = zext i32 %9 to i64, !dbg !25
  %11 = add nuw nsw i64 %8, %10, !dbg !26
  %12 = icmp slt i64 %11, %2, !dbg !27
  br i1 %12, label %13, label %90, !dbg !28

13:                                               ; preds = %3
  %14 = getelementptr inbounds float, float* %0, i64 %11, !dbg !29
  %15 = load float, float* %14, align 4, !dbg !30, !tbaa !31
  %16 = fmul contract float %15, 3.906250e-03, !dbg !35
  %17 = getelementptr inbounds float, float* %14, i64 1, !dbg !36
  %18 = load float, float* %17, align 4, !dbg !36, !tbaa !31
  %19 = tail call contract float @llvm.fma.f32(float %18, float 1.562500e-02, float %16) #3, !dbg !37
  %20 = getelementptr inbounds float, float* %14, i64 2, !dbg !40
  %21 = load float, float* %20, align 4, !dbg !40, !tbaa !31
  %22 = tail call contract float @llvm.fma.f32(float %21, float 2.343750e-02, float %19) #3, !dbg !41
  %23 = getelementptr inbounds float, float* %14, i64 3, !dbg !43
  %24 = load float, float* %23, align 4, !dbg !43, !tbaa !31
  %25 = tail call contract float @llvm.fma.f32(float %24, float 1.562500e-02, float %22) #3, !dbg !44
  %26 = getelementptr inbounds float, float* %14, i64 4, !dbg !46
  %27 = load float, float* %26, align 4, !dbg !46, !tbaa !31
  %28 = tail call contract float @llvm.fma.f32(float %27, float 3.906250e-03, float %25) #3, !dbg !47
  %29 = getelementptr inbounds float, float* %14, i64 516, !dbg !49
  %30 = load float, float* %29, align 4, !dbg !49, !tbaa !31
  %31 = tail call contract float @llvm.fma.f32(float %30, float 1.562500e-02, float %28) #3, !dbg !50
  %32 = getelementptr inbounds float, float* %14, i64 517, !dbg !52
  %33 = load float, float* %32, align 4, !dbg !52, !tbaa !31
  %34 = tail call contract float @llvm.fma.f32(float %33, float 6.250000e-02, float %31) #3, !dbg !53
  %35 = getelementptr inbounds float, float* %14, i64 518, !dbg !55
  %36 = load float, float* %35, align 4, !dbg !55, !tbaa !31
  %37 = tail call contract float @llvm.fma.f32(float %36, float 9.375000e-02, float %34) #3, !dbg !56
  %38 = getelementptr inbounds float, float* %14, i64 519, !dbg !58
  %39 = load float, float* %38, align 4, !dbg !58, !tbaa !31
  %40 = tail call contract float @llvm.fma.f32(float %39, float 6.250000e-02, float %37) #3, !dbg !59
  %41 = getelementptr inbounds float, float* %14, i64 520, !dbg !61
  %42 = load float, float* %41, align 4, !dbg !61, !tbaa !31
  %43 = tail call contract float @llvm.fma.f32(float %42, float 1.562500e-02, float %40) #3, !dbg !62
  %44 = getelementptr inbounds float, float* %14, i64 1032, !dbg !64
  %45 = load float, float* %44, align 4, !dbg !64, !tbaa !31
  %46 = tail call contract float @llvm.fma.f32(float %45, float 2.343750e-02, float %43) #3, !dbg !65
  %47 = getelementptr inbounds float, float* %14, i64 1033, !dbg !67
  %48 = load float, float* %47, align 4, !dbg !67, !tbaa !31
  %49 = tail call contract float @llvm.fma.f32(float %48, float 9.375000e-02, float %46) #3, !dbg !68
  %50 = getelementptr inbounds float, float* %14, i64 1034, !dbg !70
  %51 = load float, float* %50, align 4, !dbg !70, !tbaa !31
  %52 = tail call contract float @llvm.fma.f32(float %51, float 1.406250e-01, float %49) #3, !dbg !71
  %53 = getelementptr inbounds float, float* %14, i64 1035, !dbg !73
  %54 = load float, float* %53, align 4, !dbg !73, !tbaa !31
  %55 = tail call contract float @llvm.fma.f32(float %54, float 9.375000e-02, float %52) #3, !dbg !74
  %56 = getelementptr inbounds float, float* %14, i64 1036, !dbg !76
  %57 = load float, float* %56, align 4, !dbg !76, !tbaa !31
  %58 = tail call contract float @llvm.fma.f32(float %57, float 2.343750e-02, float %55) #3, !dbg !77
  %59 = getelementptr inbounds float, float* %14, i64 1548, !dbg !79
  %60 = load float, float* %59, align 4, !dbg !79, !tbaa !31
  %61 = tail call contract float @llvm.fma.f32(float %60, float 1.562500e-02, float %58) #3, !dbg !80
  %62 = getelementptr inbounds float, float* %14, i64 1549, !dbg !82
  %63 = load float, float* %62, align 4, !dbg !82, !tbaa !31
  %64 = tail call contract float @llvm.fma.f32(float %63, float 6.250000e-02, float %61) #3, !dbg !83
  %65 = getelementptr inbounds float, float* %14, i64 1550, !dbg !85
  %66 = load float, float* %65, align 4, !dbg !85, !tbaa !31
  %67 = tail call contract float @llvm.fma.f32(float %66, float 9.375000e-02, float %64) #3, !dbg !86
  %68 = getelementptr inbounds float, float* %14, i64 1551, !dbg !88
  %69 = load float, float* %68, align 4, !dbg !88, !tbaa !31
  %70 = tail call contract float @llvm.fma.f32(float %69, float 6.250000e-02, float %67) #3, !dbg !89
  %71 = getelementptr inbounds float, float* %14, i64 1552, !dbg !91
  %72 = load float, float* %71, align 4, !dbg !91, !tbaa !31
  %73 = tail call contract float @llvm.fma.f32(float %72, float 1.562500e-02, float %70) #3, !dbg !92
  %74 = getelementptr inbounds float, float* %14, i64 2064, !dbg !94
  %75 = load float, float* %74, align 4, !dbg !94, !tbaa !31
  %76 = tail call contract float @llvm.fma.f32(float %75, float 3.906250e-03, float %73) #3, !dbg !95
  %77 = getelementptr inbounds float, float* %14, i64 2065, !dbg !97
  %78 = load float, float* %77, align 4, !dbg !97, !tbaa !31
  %79 = tail call contract float @llvm.fma.f32(float %78, float 1.562500e-02, float %76) #3, !dbg !98
  %80 = getelementptr inbounds float, float* %14, i64 2066, !dbg !100
  %81 = load float, float* %80, align 4, !dbg !100, !tbaa !31
  %82 = tail call contract float @llvm.fma.f32(float %81, float 2.343750e-02, float %79) #3, !dbg !101
  %83 = getelementptr inbounds float, float* %14, i64 2067, !dbg !103
  %84 = load float, float* %83, align 4, !dbg !103, !tbaa !31
  %85 = tail call contract float @llvm.fma.f32(float %84, float 1.562500e-02, float %82) #3, !dbg !104
  %86 = getelementptr inbounds float, float* %14, i64 2068, !dbg !106
  %87 = load float, float* %86, align 4, !dbg !106, !tbaa !31
  %88 = tail call contract float @llvm.fma.f32(float %87, float 3.906250e-03, float %85) #3, !dbg !107
  %89 = getelementptr inbounds float, float* %1, i64 %11, !dbg !109
  store float %88, float* %89, align 4, !dbg !110, !tbaa !31
  br label %90, !dbg !111

90:                                               ; preds = %13, %3
  ret void, !dbg !112
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fma.f32(float, float, float) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/conv5x5_stream.cu", directory: ".")
!2 = !{void (float*, float*, i64)* @conv5x5_stream, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "conv5x5_stream", scope: !1, file: !1, line: 17, type: !10, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 19, column: 18, scope: !9)
!16 = !DILocation(line: 19, column: 18, scope: !9)
!17 = !DILocation(line: 46, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!19 = distinct !DILocation(line: 19, column: 31, scope: !9)
!20 = !DILocation(line: 19, column: 31, scope: !9)
!21 = !DILocation(line: 19, column: 29, scope: !9)
!22 = !DILocation(line: 44, column: 1, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!24 = distinct !DILocation(line: 19, column: 44, scope: !9)
!25 = !DILocation(line: 19, column: 44, scope: !9)
!26 = !DILocation(line: 19, column: 42, scope: !9)
!27 = !DILocation(line: 20, column: 9, scope: !9)
!28 = !DILocation(line: 20, column: 7, scope: !9)
!29 = !DILocation(line: 21, column: 25, scope: !9)
!30 = !DILocation(line: 22, column: 28, scope: !9)
!31 = !{!32, !32, i64 0}
!32 = !{!"float", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C++ TBAA"}
!35 = !DILocation(line: 22, column: 26, scope: !9)
!36 = !DILocation(line: 23, column: 26, scope: !9)
!37 = !DILocation(line: 173, column: 57, scope: !38, inlinedAt: !39)
!38 = distinct !DISubprogram(name: "fmaf", scope: !14, file: !14, line: 173, type: !10, scopeLine: 173, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!39 = distinct !DILocation(line: 23, column: 9, scope: !9)
!40 = !DILocation(line: 24, column: 26, scope: !9)
!41 = !DILocation(line: 173, column: 57, scope: !38, inlinedAt: !42)
!42 = distinct !DILocation(line: 24, column: 9, scope: !9)
!43 = !DILocation(line: 25, column: 26, scope: !9)
!44 = !DILocation(line: 173, column: 57, scope: !38, inlinedAt: !45)
!45 = distinct !DILocation(line: 25, column: 9, scope: !9)
!46 = !DILocation(line: 26, column: 26, scope: !9)
!47 = !DILocation(line: 173, column: 57, scope: !38, inlinedAt: !48)
!48 = distinct !DILocation(line: 26, column: 9, scope: !9)
!49 = !DILocation(line: 27, column: 26, scope: !9)
!50 = !DILocation(line: 173, column: 57, scope: !38, inlinedAt: !51)
!51 = distinct !DILocation(line: 27, column: 9, scope: !9)
!52 = !DILocation(line: 28, column: 27, scope: !9)
!53 = !DILocation(line: 173, column: 57, scope: !38, inlinedAt: !54)
!54 = distinct !DILocation(line: 28, column: 9, scope: !9)
!55 = !DILocation(line: 29, column: 27, scope: !9)
!56 = !DILocation(line: 173, column: 57, scope: !38, inlinedAt: !57)
!57 = distinct !DILocation(line: 29, column: 9, scope: !9)
!58 = !DILocation(line: 30, column: 27, scope: !9)
!59 = !DILocation(line: 173, column: 57, scope: !38, inlinedAt: !60)
!60 = distinct !DILocation(line: 30, column: 9, scope: !9)
!61 = !DILocation(line: 31, column: 26, scope: !9)
!62 = !DILocation(line: 173, column: 57, scope: !38, inlinedAt: !63)
!63 = distinct !DILocation(line: 31, column: 9, scope: !9)
!64 = !DILocation(line: 32, column: 26, scope: !9)
!65 = !DILocation(line: 173, column: 57, scope: !38, inlinedAt: !66)
!66 = distinct !DILocation(line: 32, column: 9, scope: !9)
!67 = !DILocation(line: 33, column: 27, scope: !9)
!68 = !DILocation(line: 173, column: 57, scope: !38, inlinedAt: !69)
!69 = distinct !DILocation(line: 33, column: 9, scope: !9)
!70 = !DILocation(line: 34, column: 27, scope: !9)
!71 = !DILocation(line: 173, column: 57, scope: !38, inlinedAt: !72)
!72 = distinct !DILocation(line: 34, column: 9, scope: !9)
!73 = !DILocation(line: 35, column: 27, scope: !9)
!74 = !DILocation(line: 173, column: 57, scope: !38, inlinedAt: !75)
!75 = distinct !DILocation(line: 35, column: 9, scope: !9)
!76 = !DILocation(line: 36, column: 26, scope: !9)
!77 = !DILocation(line: 173, column: 57, scope: !38, inlinedAt: !78)
!78 = distinct !DILocation(line: 36, column: 9, scope: !9)
!79 = !DILocation(line: 37, column: 26, scope: !9)
!80 = !DILocation(line: 173, column: 57, scope: !38, inlinedAt: !81)
!81 = distinct !DILocation(line: 37, column: 9, scope: !9)
!82 = !DILocation(line: 38, column: 27, scope: !9)
!83 = !DILocation(line: 173, column: 57, scope: !38, inlinedAt: !84)
!84 = distinct !DILocation(line: 38, column: 9, scope: !9)
!85 = !DILocation(line: 39, column: 27, scope: !9)
!86 = !DILocation(line: 173, column: 57, scope: !38, inlinedAt: !87)
!87 = distinct !DILocation(line: 39, column: 9, scope: !9)
!88 = !DILocation(line: 40, column: 27, scope: !9)
!89 = !DILocation(line: 173, column: 57, scope: !38, inlinedAt: !90)
!90 = distinct !DILocation(line: 40, column: 9, scope: !9)
!91 = !DILocation(line: 41, column: 26, scope: !9)
!92 = !DILocation(line: 173, column: 57, scope: !38, inlinedAt: !93)
!93 = distinct !DILocation(line: 41, column: 9, scope: !9)
!94 = !DILocation(line: 42, column: 26, scope: !9)
!95 = !DILocation(line: 173, column: 57, scope: !38, inlinedAt: !96)
!96 = distinct !DILocation(line: 42, column: 9, scope: !9)
!97 = !DILocation(line: 43, column: 26, scope: !9)
!98 = !DILocation(line: 173, column: 57, scope: !38, inlinedAt: !99)
!99 = distinct !DILocation(line: 43, column: 9, scope: !9)
!100 = !DILocation(line: 44, column: 26, scope: !9)
!101 = !DILocation(line: 173, column: 57, scope: !38, inlinedAt: !102)
!102 = distinct !DILocation(line: 44, column: 9, scope: !9)
!103 = !DILocation(line: 45, column: 26, scope: !9)
!104 = !DILocation(line: 173, column: 57, scope: !38, inlinedAt: !105)
!105 = distinct !DILocation(line: 45, column: 9, scope: !9)
!106 = !DILocation(line: 46, column: 26, scope: !9)
!107 = !DILocation(line: 173, column: 57, scope: !38, inlinedAt: !108)
!108 = distinct !DILocation(line: 46, column: 9, scope: !9)
!109 = !DILocation(line: 47, column: 5, scope: !9)
!110 = !DILocation(line: 47, column: 12, scope: !9)
!111 = !DILocation(line: 48, column: 3, scope: !9)
!112 = !DILocation(line: 49, column: 1, scope: !9)
