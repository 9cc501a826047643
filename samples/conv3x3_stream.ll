; ModuleID = 'samples/conv3x3_stream.cu'
source_filename = "samples/conv3x3_stream.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @conv3x3_stream(float* noalias nocapture noundef readonly %0, float* noalias nocapture noundef writeonly %1, i64 noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !12
  %5 = zext i32 %4 to i64, !dbg !16
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3, !dbg !17
  %7 = zext i32 %6 to i64, !dbg !20
  %8 = mul nuw nsw i64 %5, %7, !dbg !21
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !22
  %10 = zext i32 %9 to i64, !dbg !25
  %11 = add nuw nsw i64 %8, %10, !dbg !26
  %12 = icmp slt i64 %11, %2, !dbg !27
  br i1 %12, label %13, label %44, !dbg !28

13:                                               ; preds = %3
  %14 = getelementptr inbounds float, float* %0, i64 %11, !dbg !29
  %15 = load float, float* %14, align 4, !dbg !30, !tbaa !31
  %16 = fmul contract float %15, 6.250000e-02, !dbg !35
  %17 = getelementptr inbounds float, float* %14, i64 1, !dbg !36
  %18 = load float, float* %17, align 4, !dbg !36, !tbaa !31
  %19 = tail call contract float @llvm.fma.f32(float %18, float 1.250000e-01, float %16) #3, !dbg !37
  %20 = getelementptr inbounds float, float* %14, i64 2, !dbg !40
  %21 = load float, float* %20, align 4, !dbg !40, !tbaa !31
  %22 = tail call contract float @llvm.fma.f32(float %21, float 6.250000e-02, float %19) #3, !dbg !41
  %23 = getelementptr inbounds float, float* %14, i64 514, !dbg !43
  %24 = load float, float* %23, align 4, !dbg !43, !tbaa !31
  %25 = fmul contract float %24, 1.250000e-01, !dbg !44
  %26 = getelementptr inbounds float, float* %14, i64 515, !dbg !45
  %27 = load float, float* %26, align 4, !dbg !45, !tbaa !31
  %28 = tail call contract float @llvm.fma.f32(float %27, float 2.500000e-01, float %25) #3, !dbg !46
  %29 = getelementptr inbounds float, float* %14, i64 516, !dbg !48
  %30 = load float, float* %29, align 4, !dbg !48, !tbaa !31
  %31 = tail call contract float @llvm.fma.f32(float %30, float 1.250000e-01, float %28) #3, !dbg !49
  %32 = getelementptr inbounds float, float* %14, i64 1028, !dbg !51
  %33 = load float, float* %32, align 4, !dbg !51, !tbaa !31
  %34 = fmul contract float %33, 6.250000e-02, !dbg !52
  %35 = getelementptr inbounds float, float* %14, i64 1029, !dbg !53
  %36 = load float, float* %35, align 4, !dbg !53, !tbaa !31
  %37 = tail call contract float @llvm.fma.f32(float %36, float 1.250000e-01, float %34) #3, !dbg !54
  %38 = getelementptr inbounds float, float* %14, i64 1030, !dbg !56
  %39 = load float, float* %38, align 4, !dbg !56, !tbaa !31
  %40 = tail call contract float @llvm.fma.f32(float %39, float 6.250000e-02, float %37) #3, !dbg !57
  %41 = fadd contract float %22, %31, !dbg !59
  %42 = fadd contract float %41, %40, !dbg !60
  %43 = getelementptr inbounds float, float* %1, i64 %11, !dbg !61
  store float %42, float* %43, align 4, !dbg !62, !tbaa !31
  br label %44, !dbg !63

44:                                               ; preds = %13, %3
  ret void, !dbg !64
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
!1 = !DIFile(filename: "samples/conv3x3_stream.cu", directory: ".")
!2 = !{void (float*, float*, i64)* @conv3x3_stream, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "conv3x3_stream", scope: !1, file: !1, line: 20, type: !10, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 22, column: 18, scope: !9)
!16 = !DILocation(line: 22, column: 18, scope: !9)
!17 = !DILocation(line: 46, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!19 = distinct !DILocation(line: 22, column: 31, scope: !9)
!20 = !DILocation(line: 22, column: 31, scope: !9)
!21 = !DILocation(line: 22, column: 29, scope: !9)
!22 = !DILocation(line: 44, column: 1, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!24 = distinct !DILocation(line: 22, column: 44, scope: !9)
!25 = !DILocation(line: 22, column: 44, scope: !9)
!26 = !DILocation(line: 22, column: 42, scope: !9)
!27 = !DILocation(line: 23, column: 9, scope: !9)
!28 = !DILocation(line: 23, column: 7, scope: !9)
!29 = !DILocation(line: 24, column: 25, scope: !9)
!30 = !DILocation(line: 25, column: 26, scope: !9)
!31 = !{!32, !32, i64 0}
!32 = !{!"float", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C++ TBAA"}
!35 = !DILocation(line: 25, column: 24, scope: !9)
!36 = !DILocation(line: 26, column: 23, scope: !9)
!37 = !DILocation(line: 173, column: 57, scope: !38, inlinedAt: !39)
!38 = distinct !DISubprogram(name: "fmaf", scope: !14, file: !14, line: 173, type: !10, scopeLine: 173, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!39 = distinct !DILocation(line: 26, column: 10, scope: !9)
!40 = !DILocation(line: 27, column: 24, scope: !9)
!41 = !DILocation(line: 173, column: 57, scope: !38, inlinedAt: !42)
!42 = distinct !DILocation(line: 27, column: 10, scope: !9)
!43 = !DILocation(line: 28, column: 25, scope: !9)
!44 = !DILocation(line: 28, column: 23, scope: !9)
!45 = !DILocation(line: 29, column: 22, scope: !9)
!46 = !DILocation(line: 173, column: 57, scope: !38, inlinedAt: !47)
!47 = distinct !DILocation(line: 29, column: 10, scope: !9)
!48 = !DILocation(line: 30, column: 23, scope: !9)
!49 = !DILocation(line: 173, column: 57, scope: !38, inlinedAt: !50)
!50 = distinct !DILocation(line: 30, column: 10, scope: !9)
!51 = !DILocation(line: 31, column: 26, scope: !9)
!52 = !DILocation(line: 31, column: 24, scope: !9)
!53 = !DILocation(line: 32, column: 23, scope: !9)
!54 = !DILocation(line: 173, column: 57, scope: !38, inlinedAt: !55)
!55 = distinct !DILocation(line: 32, column: 10, scope: !9)
!56 = !DILocation(line: 33, column: 24, scope: !9)
!57 = !DILocation(line: 173, column: 57, scope: !38, inlinedAt: !58)
!58 = distinct !DILocation(line: 33, column: 10, scope: !9)
!59 = !DILocation(line: 34, column: 17, scope: !9)
!60 = !DILocation(line: 34, column: 22, scope: !9)
!61 = !DILocation(line: 34, column: 5, scope: !9)
!62 = !DILocation(line: 34, column: 12, scope: !9)
!63 = !DILocation(line: 35, column: 3, scope: !9)
!64 = !DILocation(line: 36, column: 1, scope: !9)
