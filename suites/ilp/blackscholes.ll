; ModuleID = 'suites/ilp/blackscholes.cu'
source_filename = "suites/ilp/blackscholes.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @blackscholes(float* nocapture noundef writeonly %0, float* nocapture noundef writeonly %1, float* nocapture noundef readonly %2, float* nocapture noundef readonly %3, float* nocapture noundef readonly %4, i32 noundef %5) local_unnamed_addr #0 !dbg !9 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4, !dbg !12
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4, !dbg !16
  %9 = mul i32 %7, %8, !dbg !19
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4, !dbg !20
  %11 = add i32 %9, %10, !dbg !23
  %12 = icmp slt i32 %11, %5, !dbg !24
  br i1 %12, label %13, label %16, !dbg !25

13:                                               ; preds = %6
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4, !dbg !26
  %15 = mul i32 %8, %14
  br label %17, !dbg !25

16:                                               ; preds = %17, %6
  ret void, !dbg !27

17:                                               ; preds = %13, %17
  %18 = phi i32 [ %11, %13 ], [ %95, %17 ]
  %19 = sext i32 %18 to i64, !dbg !28
  %20 = getelementptr inbounds float, float* %2, i64 %19, !dbg !28
  %21 = load float, float* %20, align 4, !dbg !28, !tbaa !29
  %22 = fmul contract float %21, 2.500000e+01, !dbg !33
  %23 = fadd contract float %22, 5.000000e+00, !dbg !34
  %24 = getelementptr inbounds float, float* %3, i64 %19, !dbg !35
  %25 = load float, float* %24, align 4, !dbg !35, !tbaa !29
  %26 = fmul contract float %25, 9.900000e+01, !dbg !36
  %27 = fadd contract float %26, 1.000000e+00, !dbg !37
  %28 = getelementptr inbounds float, float* %4, i64 %19, !dbg !38
  %29 = load float, float* %28, align 4, !dbg !38, !tbaa !29
  %30 = fmul contract float %29, 9.750000e+00, !dbg !39
  %31 = fadd contract float %30, 2.500000e-01, !dbg !40
  %32 = tail call contract float @llvm.sqrt.f32(float %31) #4, !dbg !41
  %33 = fdiv contract float %23, %27, !dbg !44
  %34 = tail call contract float @__nv_logf(float noundef %33) #5, !dbg !45
  %35 = fmul contract float %31, 0x3FB0A3D700000000, !dbg !48
  %36 = fadd contract float %34, %35, !dbg !49
  %37 = fmul contract float %32, 0x3FD3333340000000, !dbg !50
  %38 = fdiv contract float %36, %37, !dbg !51
  %39 = fsub contract float %38, %37, !dbg !52
  %40 = tail call contract float @llvm.fabs.f32(float %38) #4, !dbg !53
  %41 = fmul contract float %40, 0x3FCDA67120000000, !dbg !58
  %42 = fadd contract float %41, 1.000000e+00, !dbg !59
  %43 = fdiv contract float 1.000000e+00, %42, !dbg !60
  %44 = fmul contract float %38, -5.000000e-01, !dbg !61
  %45 = fmul contract float %38, %44, !dbg !62
  %46 = tail call contract float @__nv_expf(float noundef %45) #5, !dbg !63
  %47 = fmul contract float %46, 0x3FD9884540000000, !dbg !66
  %48 = fmul contract float %43, 0x3FF548CDE0000000, !dbg !67
  %49 = fadd contract float %48, 0xBFFD23DD40000000, !dbg !68
  %50 = fmul contract float %43, %49, !dbg !69
  %51 = fadd contract float %50, 0x3FFC80EF00000000, !dbg !70
  %52 = fmul contract float %43, %51, !dbg !71
  %53 = fadd contract float %52, 0xBFD6D1F0E0000000, !dbg !72
  %54 = fmul contract float %43, %53, !dbg !73
  %55 = fadd contract float %54, 0x3FD470BF40000000, !dbg !74
  %56 = fmul contract float %43, %55, !dbg !75
  %57 = fmul contract float %47, %56, !dbg !76
  %58 = fcmp contract ogt float %38, 0.000000e+00, !dbg !77
  %59 = fsub contract float 1.000000e+00, %57, !dbg !78
  %60 = select contract i1 %58, float %59, float %57, !dbg !78
  %61 = tail call contract float @llvm.fabs.f32(float %39) #4, !dbg !79
  %62 = fmul contract float %61, 0x3FCDA67120000000, !dbg !82
  %63 = fadd contract float %62, 1.000000e+00, !dbg !83
  %64 = fdiv contract float 1.000000e+00, %63, !dbg !84
  %65 = fmul contract float %39, -5.000000e-01, !dbg !85
  %66 = fmul contract float %39, %65, !dbg !86
  %67 = tail call contract float @__nv_expf(float noundef %66) #5, !dbg !87
  %68 = fmul contract float %67, 0x3FD9884540000000, !dbg !89
  %69 = fmul contract float %64, 0x3FF548CDE0000000, !dbg !90
  %70 = fadd contract float %69, 0xBFFD23DD40000000, !dbg !91
  %71 = fmul contract float %64, %70, !dbg !92
  %72 = fadd contract float %71, 0x3FFC80EF00000000, !dbg !93
  %73 = fmul contract float %64, %72, !dbg !94
  %74 = fadd contract float %73, 0xBFD6D1F0E0000000, !dbg !95
  %75 = fmul contract float %64, %74, !dbg !96
  %76 = fadd contract float %75, 0x3FD470BF40000000, !dbg !97
  %77 = fmul contract float %64, %76, !dbg !98
  %78 = fmul contract float %68, %77, !dbg !99
  %79 = fcmp contract ogt float %39, 0.000000e+00, !dbg !100
  %80 = fsub contract float 1.000000e+00, %78, !dbg !101
  %81 = select contract i1 %79, float %80, float %78, !dbg !101
  %82 = fmul contract float %31, 0xBF947AE140000000, !dbg !102
  %83 = tail call contract float @__nv_expf(float noundef %82) #5, !dbg !103
  %84 = fmul contract float %27, %83, !dbg !105
  %85 = fmul contract float %23, %60, !dbg !106
  %86 = fmul contract float %84, %81, !dbg !107
  %87 = fsub contract float %85, %86, !dbg !108
  %88 = getelementptr inbounds float, float* %0, i64 %19, !dbg !109
  store float %87, float* %88, align 4, !dbg !110, !tbaa !29
  %89 = fsub contract float 1.000000e+00, %81, !dbg !111
  %90 = fmul contract float %84, %89, !dbg !112
  %91 = fsub contract float 1.000000e+00, %60, !dbg !113
  %92 = fmul contract float %23, %91, !dbg !114
  %93 = fsub contract float %90, %92, !dbg !115
  %94 = getelementptr inbounds float, float* %1, i64 %19, !dbg !116
  store float %93, float* %94, align 4, !dbg !117, !tbaa !29
  %95 = add i32 %18, %15, !dbg !118
  %96 = icmp slt i32 %95, %5, !dbg !24
  br i1 %96, label %17, label %16, !dbg !25, !llvm.loop !119
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.sqrt.f32(float) #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_logf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fabs.f32(float) #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_expf(float noundef) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #4 = { nounwind }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "suites/ilp/blackscholes.cu", directory: ".")
!2 = !{void (float*, float*, float*, float*, float*, i32)* @blackscholes, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "blackscholes", scope: !1, file: !1, line: 21, type: !10, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 25, column: 16, scope: !9)
!16 = !DILocation(line: 46, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!18 = distinct !DILocation(line: 25, column: 29, scope: !9)
!19 = !DILocation(line: 25, column: 27, scope: !9)
!20 = !DILocation(line: 44, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!22 = distinct !DILocation(line: 25, column: 42, scope: !9)
!23 = !DILocation(line: 25, column: 40, scope: !9)
!24 = !DILocation(line: 25, column: 57, scope: !9)
!25 = !DILocation(line: 25, column: 3, scope: !9)
!26 = !DILocation(line: 0, scope: !9)
!27 = !DILocation(line: 39, column: 1, scope: !9)
!28 = !DILocation(line: 27, column: 30, scope: !9)
!29 = !{!30, !30, i64 0}
!30 = !{!"float", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C++ TBAA"}
!33 = !DILocation(line: 27, column: 28, scope: !9)
!34 = !DILocation(line: 27, column: 20, scope: !9)
!35 = !DILocation(line: 28, column: 30, scope: !9)
!36 = !DILocation(line: 28, column: 28, scope: !9)
!37 = !DILocation(line: 28, column: 20, scope: !9)
!38 = !DILocation(line: 29, column: 31, scope: !9)
!39 = !DILocation(line: 29, column: 29, scope: !9)
!40 = !DILocation(line: 29, column: 21, scope: !9)
!41 = !DILocation(line: 164, column: 40, scope: !42, inlinedAt: !43)
!42 = distinct !DISubprogram(name: "sqrtf", scope: !14, file: !14, line: 164, type: !10, scopeLine: 164, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!43 = distinct !DILocation(line: 30, column: 20, scope: !9)
!44 = !DILocation(line: 31, column: 24, scope: !9)
!45 = !DILocation(line: 151, column: 39, scope: !46, inlinedAt: !47)
!46 = distinct !DISubprogram(name: "logf", scope: !14, file: !14, line: 151, type: !10, scopeLine: 151, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!47 = distinct !DILocation(line: 31, column: 17, scope: !9)
!48 = !DILocation(line: 31, column: 75, scope: !9)
!49 = !DILocation(line: 31, column: 29, scope: !9)
!50 = !DILocation(line: 32, column: 28, scope: !9)
!51 = !DILocation(line: 31, column: 80, scope: !9)
!52 = !DILocation(line: 33, column: 19, scope: !9)
!53 = !DILocation(line: 165, column: 40, scope: !54, inlinedAt: !55)
!54 = distinct !DISubprogram(name: "fabsf", scope: !14, file: !14, line: 165, type: !10, scopeLine: 165, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!55 = distinct !DILocation(line: 15, column: 41, scope: !56, inlinedAt: !57)
!56 = distinct !DISubprogram(name: "cnd", scope: !1, file: !1, line: 11, type: !10, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!57 = distinct !DILocation(line: 34, column: 18, scope: !9)
!58 = !DILocation(line: 15, column: 39, scope: !56, inlinedAt: !57)
!59 = !DILocation(line: 15, column: 26, scope: !56, inlinedAt: !57)
!60 = !DILocation(line: 15, column: 18, scope: !56, inlinedAt: !57)
!61 = !DILocation(line: 16, column: 35, scope: !56, inlinedAt: !57)
!62 = !DILocation(line: 16, column: 39, scope: !56, inlinedAt: !57)
!63 = !DILocation(line: 149, column: 39, scope: !64, inlinedAt: !65)
!64 = distinct !DISubprogram(name: "expf", scope: !14, file: !14, line: 149, type: !10, scopeLine: 149, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!65 = distinct !DILocation(line: 16, column: 24, scope: !56, inlinedAt: !57)
!66 = !DILocation(line: 16, column: 22, scope: !56, inlinedAt: !57)
!67 = !DILocation(line: 17, column: 56, scope: !56, inlinedAt: !57)
!68 = !DILocation(line: 17, column: 52, scope: !56, inlinedAt: !57)
!69 = !DILocation(line: 17, column: 46, scope: !56, inlinedAt: !57)
!70 = !DILocation(line: 17, column: 42, scope: !56, inlinedAt: !57)
!71 = !DILocation(line: 17, column: 36, scope: !56, inlinedAt: !57)
!72 = !DILocation(line: 17, column: 32, scope: !56, inlinedAt: !57)
!73 = !DILocation(line: 17, column: 26, scope: !56, inlinedAt: !57)
!74 = !DILocation(line: 17, column: 22, scope: !56, inlinedAt: !57)
!75 = !DILocation(line: 17, column: 16, scope: !56, inlinedAt: !57)
!76 = !DILocation(line: 16, column: 44, scope: !56, inlinedAt: !57)
!77 = !DILocation(line: 18, column: 12, scope: !56, inlinedAt: !57)
!78 = !DILocation(line: 18, column: 10, scope: !56, inlinedAt: !57)
!79 = !DILocation(line: 165, column: 40, scope: !54, inlinedAt: !80)
!80 = distinct !DILocation(line: 15, column: 41, scope: !56, inlinedAt: !81)
!81 = distinct !DILocation(line: 34, column: 34, scope: !9)
!82 = !DILocation(line: 15, column: 39, scope: !56, inlinedAt: !81)
!83 = !DILocation(line: 15, column: 26, scope: !56, inlinedAt: !81)
!84 = !DILocation(line: 15, column: 18, scope: !56, inlinedAt: !81)
!85 = !DILocation(line: 16, column: 35, scope: !56, inlinedAt: !81)
!86 = !DILocation(line: 16, column: 39, scope: !56, inlinedAt: !81)
!87 = !DILocation(line: 149, column: 39, scope: !64, inlinedAt: !88)
!88 = distinct !DILocation(line: 16, column: 24, scope: !56, inlinedAt: !81)
!89 = !DILocation(line: 16, column: 22, scope: !56, inlinedAt: !81)
!90 = !DILocation(line: 17, column: 56, scope: !56, inlinedAt: !81)
!91 = !DILocation(line: 17, column: 52, scope: !56, inlinedAt: !81)
!92 = !DILocation(line: 17, column: 46, scope: !56, inlinedAt: !81)
!93 = !DILocation(line: 17, column: 42, scope: !56, inlinedAt: !81)
!94 = !DILocation(line: 17, column: 36, scope: !56, inlinedAt: !81)
!95 = !DILocation(line: 17, column: 32, scope: !56, inlinedAt: !81)
!96 = !DILocation(line: 17, column: 26, scope: !56, inlinedAt: !81)
!97 = !DILocation(line: 17, column: 22, scope: !56, inlinedAt: !81)
!98 = !DILocation(line: 17, column: 16, scope: !56, inlinedAt: !81)
!99 = !DILocation(line: 16, column: 44, scope: !56, inlinedAt: !81)
!100 = !DILocation(line: 18, column: 12, scope: !56, inlinedAt: !81)
!101 = !DILocation(line: 18, column: 10, scope: !56, inlinedAt: !81)
!102 = !DILocation(line: 35, column: 37, scope: !9)
!103 = !DILocation(line: 149, column: 39, scope: !64, inlinedAt: !104)
!104 = distinct !DILocation(line: 35, column: 22, scope: !9)
!105 = !DILocation(line: 35, column: 20, scope: !9)
!106 = !DILocation(line: 36, column: 17, scope: !9)
!107 = !DILocation(line: 36, column: 31, scope: !9)
!108 = !DILocation(line: 36, column: 24, scope: !9)
!109 = !DILocation(line: 36, column: 5, scope: !9)
!110 = !DILocation(line: 36, column: 13, scope: !9)
!111 = !DILocation(line: 37, column: 27, scope: !9)
!112 = !DILocation(line: 37, column: 19, scope: !9)
!113 = !DILocation(line: 37, column: 47, scope: !9)
!114 = !DILocation(line: 37, column: 39, scope: !9)
!115 = !DILocation(line: 37, column: 35, scope: !9)
!116 = !DILocation(line: 37, column: 5, scope: !9)
!117 = !DILocation(line: 37, column: 12, scope: !9)
!118 = !DILocation(line: 26, column: 10, scope: !9)
!119 = distinct !{!119, !25, !120, !121}
!120 = !DILocation(line: 38, column: 3, scope: !9)
!121 = !{!"llvm.loop.mustprogress"}
