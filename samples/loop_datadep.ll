; ModuleID = 'samples/loop_datadep.cu'
source_filename = "samples/loop_datadep.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @loop_datadep(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, double* nocapture noundef writeonly %2, float* nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #0 !dbg !9 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !12
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3, !dbg !16
  %8 = mul i32 %6, %7, !dbg !19
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !20
  %10 = add i32 %8, %9, !dbg !23
  %11 = sext i32 %10 to i64, !dbg !24
  %12 = getelementptr inbounds i32, i32* %0, i64 %11, !dbg !24
  %13 = load i32, i32* %12, align 4, !dbg !24, !tbaa !25
  %14 = icmp ne i32 %13, 0, !dbg !29
  %15 = icmp sgt i32 %4, 0, !dbg !30
  %16 = and i1 %14, %15, !dbg !30
  br i1 %16, label %17, label %52, !dbg !31

17:                                               ; preds = %5
  %18 = zext i32 %13 to i64, !dbg !24
  %19 = add nuw nsw i64 %18, 1, !dbg !32
  br label %20, !dbg !31

20:                                               ; preds = %17, %45
  %21 = phi i64 [ %47, %45 ], [ %19, %17 ]
  %22 = phi i32 [ %48, %45 ], [ 0, %17 ]
  %23 = phi double [ %46, %45 ], [ 0.000000e+00, %17 ]
  %24 = trunc i64 %21 to i32, !dbg !33
  %25 = and i32 %24, 3, !dbg !33
  switch i32 %25, label %40 [
    i32 0, label %26
    i32 2, label %29
    i32 1, label %34
  ], !dbg !34

26:                                               ; preds = %20
  %27 = lshr i64 %21, 2, !dbg !35
  %28 = fadd contract double %23, 2.500000e-01, !dbg !36
  br label %45, !dbg !37

29:                                               ; preds = %20
  %30 = lshr i64 %21, 1, !dbg !38
  %31 = uitofp i64 %30 to double, !dbg !39
  %32 = tail call contract double @llvm.sqrt.f64(double %31) #3, !dbg !40
  %33 = fadd contract double %23, %32, !dbg !43
  br label %45, !dbg !44

34:                                               ; preds = %20
  %35 = mul i64 %21, 3, !dbg !45
  %36 = add i64 %35, 1, !dbg !46
  %37 = uitofp i64 %36 to double, !dbg !47
  %38 = fdiv contract double 1.000000e+00, %37, !dbg !48
  %39 = fsub contract double %23, %38, !dbg !49
  br label %45, !dbg !50

40:                                               ; preds = %20
  %41 = mul i64 %21, 3, !dbg !51
  %42 = add i64 %41, 1, !dbg !52
  %43 = lshr i64 %42, 1, !dbg !53
  %44 = fmul contract double %23, 0x3FF0040000000000, !dbg !54
  br label %45, !dbg !55

45:                                               ; preds = %40, %34, %29, %26
  %46 = phi double [ %44, %40 ], [ %39, %34 ], [ %33, %29 ], [ %28, %26 ], !dbg !56
  %47 = phi i64 [ %43, %40 ], [ %36, %34 ], [ %30, %29 ], [ %27, %26 ], !dbg !56
  %48 = add nuw nsw i32 %22, 1, !dbg !57
  %49 = icmp ne i64 %47, 1, !dbg !29
  %50 = icmp slt i32 %48, %4, !dbg !30
  %51 = select i1 %49, i1 %50, i1 false, !dbg !30
  br i1 %51, label %20, label %52, !dbg !31, !llvm.loop !58

52:                                               ; preds = %45, %5
  %53 = phi double [ 0.000000e+00, %5 ], [ %46, %45 ], !dbg !56
  %54 = phi i32 [ 0, %5 ], [ %48, %45 ], !dbg !56
  %55 = fptrunc double %53 to float, !dbg !61
  %56 = shl nsw i32 %54, 4, !dbg !62
  %57 = tail call contract float @llvm.fabs.f32(float %55) #3, !dbg !63
  %58 = fptosi float %57 to i32, !dbg !66
  %59 = and i32 %58, 15, !dbg !67
  %60 = or i32 %59, %56, !dbg !68
  %61 = getelementptr inbounds i32, i32* %1, i64 %11, !dbg !69
  store i32 %60, i32* %61, align 4, !dbg !70, !tbaa !25
  %62 = getelementptr inbounds double, double* %2, i64 %11, !dbg !71
  store double %53, double* %62, align 8, !dbg !72, !tbaa !73
  %63 = fneg contract float %55, !dbg !75
  %64 = tail call i32 @llvm.ctpop.i32(i32 %54) #3, !dbg !76, !range !79
  %65 = sitofp i32 %64 to float, !dbg !80
  %66 = tail call contract float @llvm.fma.f32(float %63, float 5.000000e-01, float %65) #3, !dbg !81
  %67 = getelementptr inbounds float, float* %3, i64 %11, !dbg !84
  store float %66, float* %67, align 4, !dbg !85, !tbaa !86
  ret void, !dbg !88
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sqrt.f64(double) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fabs.f32(float) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fma.f32(float, float, float) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/loop_datadep.cu", directory: ".")
!2 = !{void (i32*, i32*, double*, float*, i32)* @loop_datadep, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "loop_datadep", scope: !1, file: !1, line: 4, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 7, column: 13, scope: !9)
!16 = !DILocation(line: 46, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!18 = distinct !DILocation(line: 7, column: 26, scope: !9)
!19 = !DILocation(line: 7, column: 24, scope: !9)
!20 = !DILocation(line: 44, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!22 = distinct !DILocation(line: 7, column: 39, scope: !9)
!23 = !DILocation(line: 7, column: 37, scope: !9)
!24 = !DILocation(line: 8, column: 46, scope: !9)
!25 = !{!26, !26, i64 0}
!26 = !{!"int", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 11, column: 12, scope: !9)
!30 = !DILocation(line: 11, column: 20, scope: !9)
!31 = !DILocation(line: 11, column: 3, scope: !9)
!32 = !DILocation(line: 8, column: 57, scope: !9)
!33 = !DILocation(line: 12, column: 23, scope: !9)
!34 = !DILocation(line: 12, column: 5, scope: !9)
!35 = !DILocation(line: 14, column: 9, scope: !9)
!36 = !DILocation(line: 15, column: 9, scope: !9)
!37 = !DILocation(line: 16, column: 7, scope: !9)
!38 = !DILocation(line: 18, column: 9, scope: !9)
!39 = !DILocation(line: 19, column: 25, scope: !9)
!40 = !DILocation(line: 174, column: 41, scope: !41, inlinedAt: !42)
!41 = distinct !DISubprogram(name: "sqrt", scope: !14, file: !14, line: 174, type: !10, scopeLine: 174, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!42 = distinct !DILocation(line: 19, column: 12, scope: !9)
!43 = !DILocation(line: 19, column: 9, scope: !9)
!44 = !DILocation(line: 20, column: 7, scope: !9)
!45 = !DILocation(line: 22, column: 16, scope: !9)
!46 = !DILocation(line: 22, column: 20, scope: !9)
!47 = !DILocation(line: 23, column: 26, scope: !9)
!48 = !DILocation(line: 23, column: 16, scope: !9)
!49 = !DILocation(line: 23, column: 9, scope: !9)
!50 = !DILocation(line: 24, column: 7, scope: !9)
!51 = !DILocation(line: 26, column: 17, scope: !9)
!52 = !DILocation(line: 26, column: 21, scope: !9)
!53 = !DILocation(line: 26, column: 29, scope: !9)
!54 = !DILocation(line: 27, column: 9, scope: !9)
!55 = !DILocation(line: 28, column: 7, scope: !9)
!56 = !DILocation(line: 0, scope: !9)
!57 = !DILocation(line: 30, column: 5, scope: !9)
!58 = distinct !{!58, !31, !59, !60}
!59 = !DILocation(line: 31, column: 3, scope: !9)
!60 = !{!"llvm.loop.mustprogress"}
!61 = !DILocation(line: 32, column: 21, scope: !9)
!62 = !DILocation(line: 33, column: 18, scope: !9)
!63 = !DILocation(line: 165, column: 40, scope: !64, inlinedAt: !65)
!64 = distinct !DISubprogram(name: "fabsf", scope: !14, file: !14, line: 165, type: !10, scopeLine: 165, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!65 = distinct !DILocation(line: 33, column: 31, scope: !9)
!66 = !DILocation(line: 33, column: 31, scope: !9)
!67 = !DILocation(line: 33, column: 41, scope: !9)
!68 = !DILocation(line: 33, column: 23, scope: !9)
!69 = !DILocation(line: 33, column: 3, scope: !9)
!70 = !DILocation(line: 33, column: 14, scope: !9)
!71 = !DILocation(line: 34, column: 3, scope: !9)
!72 = !DILocation(line: 34, column: 15, scope: !9)
!73 = !{!74, !74, i64 0}
!74 = !{!"double", !27, i64 0}
!75 = !DILocation(line: 35, column: 23, scope: !9)
!76 = !DILocation(line: 119, column: 42, scope: !77, inlinedAt: !78)
!77 = distinct !DISubprogram(name: "__popc", scope: !14, file: !14, line: 119, type: !10, scopeLine: 119, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!78 = distinct !DILocation(line: 35, column: 41, scope: !9)
!79 = !{i32 0, i32 33}
!80 = !DILocation(line: 35, column: 41, scope: !9)
!81 = !DILocation(line: 173, column: 57, scope: !82, inlinedAt: !83)
!82 = distinct !DISubprogram(name: "fmaf", scope: !14, file: !14, line: 173, type: !10, scopeLine: 173, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!83 = distinct !DILocation(line: 35, column: 18, scope: !9)
!84 = !DILocation(line: 35, column: 3, scope: !9)
!85 = !DILocation(line: 35, column: 16, scope: !9)
!86 = !{!87, !87, i64 0}
!87 = !{!"float", !27, i64 0}
!88 = !DILocation(line: 36, column: 1, scope: !9)
