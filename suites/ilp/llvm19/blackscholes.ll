; ModuleID = 'suites/ilp/blackscholes.cu'
source_filename = "suites/ilp/blackscholes.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @blackscholes(ptr nocapture noundef writeonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, i32 noundef %5) local_unnamed_addr #0 !dbg !9 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %9 = mul i32 %7, %8, !dbg !19
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %11 = add i32 %9, %10, !dbg !23
  %12 = icmp slt i32 %11, %5, !dbg !24
  br i1 %12, label %13, label %16, !dbg !25

13:                                               ; preds = %6
  %14 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %15 = mul i32 %8, %14
  br label %17, !dbg !25

16:                                               ; preds = %17, %6
  ret void, !dbg !26

17:                                               ; preds = %13, %17
  %18 = phi i32 [ %11, %13 ], [ %95, %17 ]
  %19 = sext i32 %18 to i64, !dbg !27
  %20 = getelementptr inbounds float, ptr %2, i64 %19, !dbg !27
  %21 = load float, ptr %20, align 4, !dbg !27, !tbaa !28
  %22 = fmul contract float %21, 2.500000e+01, !dbg !32
  %23 = fadd contract float %22, 5.000000e+00, !dbg !33
  %24 = getelementptr inbounds float, ptr %3, i64 %19, !dbg !34
  %25 = load float, ptr %24, align 4, !dbg !34, !tbaa !28
  %26 = fmul contract float %25, 9.900000e+01, !dbg !35
  %27 = fadd contract float %26, 1.000000e+00, !dbg !36
  %28 = getelementptr inbounds float, ptr %4, i64 %19, !dbg !37
  %29 = load float, ptr %28, align 4, !dbg !37, !tbaa !28
  %30 = fmul contract float %29, 9.750000e+00, !dbg !38
  %31 = fadd contract float %30, 2.500000e-01, !dbg !39
  %32 = tail call contract noundef float @llvm.sqrt.f32(float %31), !dbg !40
  %33 = fdiv contract float %23, %27, !dbg !43
  %34 = tail call contract noundef float @__nv_logf(float noundef %33) #3, !dbg !44
  %35 = fmul contract float %31, 0x3FB0A3D700000000, !dbg !47
  %36 = fadd contract float %34, %35, !dbg !48
  %37 = fmul contract float %32, 0x3FD3333340000000, !dbg !49
  %38 = fdiv contract float %36, %37, !dbg !50
  %39 = fsub contract float %38, %37, !dbg !51
  %40 = tail call contract noundef float @llvm.fabs.f32(float %38), !dbg !52
  %41 = fmul contract float %40, 0x3FCDA67120000000, !dbg !57
  %42 = fadd contract float %41, 1.000000e+00, !dbg !58
  %43 = fdiv contract float 1.000000e+00, %42, !dbg !59
  %44 = fmul contract float %38, -5.000000e-01, !dbg !60
  %45 = fmul contract float %38, %44, !dbg !61
  %46 = tail call contract noundef float @__nv_expf(float noundef %45) #3, !dbg !62
  %47 = fmul contract float %46, 0x3FD9884540000000, !dbg !65
  %48 = fmul contract float %43, 0x3FF548CDE0000000, !dbg !66
  %49 = fadd contract float %48, 0xBFFD23DD40000000, !dbg !67
  %50 = fmul contract float %43, %49, !dbg !68
  %51 = fadd contract float %50, 0x3FFC80EF00000000, !dbg !69
  %52 = fmul contract float %43, %51, !dbg !70
  %53 = fadd contract float %52, 0xBFD6D1F0E0000000, !dbg !71
  %54 = fmul contract float %43, %53, !dbg !72
  %55 = fadd contract float %54, 0x3FD470BF40000000, !dbg !73
  %56 = fmul contract float %43, %55, !dbg !74
  %57 = fmul contract float %47, %56, !dbg !75
  %58 = fcmp contract ogt float %38, 0.000000e+00, !dbg !76
  %59 = fsub contract float 1.000000e+00, %57, !dbg !77
  %60 = select contract i1 %58, float %59, float %57, !dbg !77
  %61 = tail call contract noundef float @llvm.fabs.f32(float %39), !dbg !78
  %62 = fmul contract float %61, 0x3FCDA67120000000, !dbg !81
  %63 = fadd contract float %62, 1.000000e+00, !dbg !82
  %64 = fdiv contract float 1.000000e+00, %63, !dbg !83
  %65 = fmul contract float %39, -5.000000e-01, !dbg !84
  %66 = fmul contract float %39, %65, !dbg !85
  %67 = tail call contract noundef float @__nv_expf(float noundef %66) #3, !dbg !86
  %68 = fmul contract float %67, 0x3FD9884540000000, !dbg !88
  %69 = fmul contract float %64, 0x3FF548CDE0000000, !dbg !89
  %70 = fadd contract float %69, 0xBFFD23DD40000000, !dbg !90
  %71 = fmul contract float %64, %70, !dbg !91
  %72 = fadd contract float %71, 0x3FFC80EF00000000, !dbg !92
  %73 = fmul contract float %64, %72, !dbg !93
  %74 = fadd contract float %73, 0xBFD6D1F0E0000000, !dbg !94
  %75 = fmul contract float %64, %74, !dbg !95
  %76 = fadd contract float %75, 0x3FD470BF40000000, !dbg !96
  %77 = fmul contract float %64, %76, !dbg !97
  %78 = fmul contract float %68, %77, !dbg !98
  %79 = fcmp contract ogt float %39, 0.000000e+00, !dbg !99
  %80 = fsub contract float 1.000000e+00, %78, !dbg !100
  %81 = select contract i1 %79, float %80, float %78, !dbg !100
  %82 = fmul contract float %31, 0xBF947AE140000000, !dbg !101
  %83 = tail call contract noundef float @__nv_expf(float noundef %82) #3, !dbg !102
  %84 = fmul contract float %27, %83, !dbg !104
  %85 = fmul contract float %23, %60, !dbg !105
  %86 = fmul contract float %84, %81, !dbg !106
  %87 = fsub contract float %85, %86, !dbg !107
  %88 = getelementptr inbounds float, ptr %0, i64 %19, !dbg !108
  store float %87, ptr %88, align 4, !dbg !109, !tbaa !28
  %89 = fsub contract float 1.000000e+00, %81, !dbg !110
  %90 = fmul contract float %84, %89, !dbg !111
  %91 = fsub contract float 1.000000e+00, %60, !dbg !112
  %92 = fmul contract float %23, %91, !dbg !113
  %93 = fsub contract float %90, %92, !dbg !114
  %94 = getelementptr inbounds float, ptr %1, i64 %19, !dbg !115
  store float %93, ptr %94, align 4, !dbg !116, !tbaa !28
  %95 = add i32 %18, %15, !dbg !117
  %96 = icmp slt i32 %95, %5, !dbg !24
  br i1 %96, label %17, label %16, !dbg !25, !llvm.loop !118
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_logf(float noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_expf(float noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" }
attributes #3 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "suites/ilp/blackscholes.cu", directory: ".")
!2 = !{ptr @blackscholes, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "blackscholes", scope: !1, file: !1, line: 21, type: !10, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 25, column: 16, scope: !9)
!16 = !DILocation(line: 46, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 25, column: 29, scope: !9)
!19 = !DILocation(line: 25, column: 27, scope: !9)
!20 = !DILocation(line: 44, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 25, column: 42, scope: !9)
!23 = !DILocation(line: 25, column: 40, scope: !9)
!24 = !DILocation(line: 25, column: 57, scope: !9)
!25 = !DILocation(line: 25, column: 3, scope: !9)
!26 = !DILocation(line: 39, column: 1, scope: !9)
!27 = !DILocation(line: 27, column: 30, scope: !9)
!28 = !{!29, !29, i64 0}
!29 = !{!"float", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C++ TBAA"}
!32 = !DILocation(line: 27, column: 28, scope: !9)
!33 = !DILocation(line: 27, column: 20, scope: !9)
!34 = !DILocation(line: 28, column: 30, scope: !9)
!35 = !DILocation(line: 28, column: 28, scope: !9)
!36 = !DILocation(line: 28, column: 20, scope: !9)
!37 = !DILocation(line: 29, column: 31, scope: !9)
!38 = !DILocation(line: 29, column: 29, scope: !9)
!39 = !DILocation(line: 29, column: 21, scope: !9)
!40 = !DILocation(line: 164, column: 40, scope: !41, inlinedAt: !42)
!41 = distinct !DISubprogram(name: "sqrtf", scope: !14, file: !14, line: 164, type: !10, scopeLine: 164, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!42 = distinct !DILocation(line: 30, column: 20, scope: !9)
!43 = !DILocation(line: 31, column: 24, scope: !9)
!44 = !DILocation(line: 151, column: 39, scope: !45, inlinedAt: !46)
!45 = distinct !DISubprogram(name: "logf", scope: !14, file: !14, line: 151, type: !10, scopeLine: 151, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!46 = distinct !DILocation(line: 31, column: 17, scope: !9)
!47 = !DILocation(line: 31, column: 75, scope: !9)
!48 = !DILocation(line: 31, column: 29, scope: !9)
!49 = !DILocation(line: 32, column: 28, scope: !9)
!50 = !DILocation(line: 31, column: 80, scope: !9)
!51 = !DILocation(line: 33, column: 19, scope: !9)
!52 = !DILocation(line: 165, column: 40, scope: !53, inlinedAt: !54)
!53 = distinct !DISubprogram(name: "fabsf", scope: !14, file: !14, line: 165, type: !10, scopeLine: 165, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!54 = distinct !DILocation(line: 15, column: 41, scope: !55, inlinedAt: !56)
!55 = distinct !DISubprogram(name: "cnd", scope: !1, file: !1, line: 11, type: !10, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!56 = distinct !DILocation(line: 34, column: 18, scope: !9)
!57 = !DILocation(line: 15, column: 39, scope: !55, inlinedAt: !56)
!58 = !DILocation(line: 15, column: 26, scope: !55, inlinedAt: !56)
!59 = !DILocation(line: 15, column: 18, scope: !55, inlinedAt: !56)
!60 = !DILocation(line: 16, column: 35, scope: !55, inlinedAt: !56)
!61 = !DILocation(line: 16, column: 39, scope: !55, inlinedAt: !56)
!62 = !DILocation(line: 149, column: 39, scope: !63, inlinedAt: !64)
!63 = distinct !DISubprogram(name: "expf", scope: !14, file: !14, line: 149, type: !10, scopeLine: 149, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!64 = distinct !DILocation(line: 16, column: 24, scope: !55, inlinedAt: !56)
!65 = !DILocation(line: 16, column: 22, scope: !55, inlinedAt: !56)
!66 = !DILocation(line: 17, column: 56, scope: !55, inlinedAt: !56)
!67 = !DILocation(line: 17, column: 52, scope: !55, inlinedAt: !56)
!68 = !DILocation(line: 17, column: 46, scope: !55, inlinedAt: !56)
!69 = !DILocation(line: 17, column: 42, scope: !55, inlinedAt: !56)
!70 = !DILocation(line: 17, column: 36, scope: !55, inlinedAt: !56)
!71 = !DILocation(line: 17, column: 32, scope: !55, inlinedAt: !56)
!72 = !DILocation(line: 17, column: 26, scope: !55, inlinedAt: !56)
!73 = !DILocation(line: 17, column: 22, scope: !55, inlinedAt: !56)
!74 = !DILocation(line: 17, column: 16, scope: !55, inlinedAt: !56)
!75 = !DILocation(line: 16, column: 44, scope: !55, inlinedAt: !56)
!76 = !DILocation(line: 18, column: 12, scope: !55, inlinedAt: !56)
!77 = !DILocation(line: 18, column: 10, scope: !55, inlinedAt: !56)
!78 = !DILocation(line: 165, column: 40, scope: !53, inlinedAt: !79)
!79 = distinct !DILocation(line: 15, column: 41, scope: !55, inlinedAt: !80)
!80 = distinct !DILocation(line: 34, column: 34, scope: !9)
!81 = !DILocation(line: 15, column: 39, scope: !55, inlinedAt: !80)
!82 = !DILocation(line: 15, column: 26, scope: !55, inlinedAt: !80)
!83 = !DILocation(line: 15, column: 18, scope: !55, inlinedAt: !80)
!84 = !DILocation(line: 16, column: 35, scope: !55, inlinedAt: !80)
!85 = !DILocation(line: 16, column: 39, scope: !55, inlinedAt: !80)
!86 = !DILocation(line: 149, column: 39, scope: !63, inlinedAt: !87)
!87 = distinct !DILocation(line: 16, column: 24, scope: !55, inlinedAt: !80)
!88 = !DILocation(line: 16, column: 22, scope: !55, inlinedAt: !80)
!89 = !DILocation(line: 17, column: 56, scope: !55, inlinedAt: !80)
!90 = !DILocation(line: 17, column: 52, scope: !55, inlinedAt: !80)
!91 = !DILocation(line: 17, column: 46, scope: !55, inlinedAt: !80)
!92 = !DILocation(line: 17, column: 42, scope: !55, inlinedAt: !80)
!93 = !DILocation(line: 17, column: 36, scope: !55, inlinedAt: !80)
!94 = !DILocation(line: 17, column: 32, scope: !55, inlinedAt: !80)
!95 = !DILocation(line: 17, column: 26, scope: !55, inlinedAt: !80)
!96 = !DILocation(line: 17, column: 22, scope: !55, inlinedAt: !80)
!97 = !DILocation(line: 17, column: 16, scope: !55, inlinedAt: !80)
!98 = !DILocation(line: 16, column: 44, scope: !55, inlinedAt: !80)
!99 = !DILocation(line: 18, column: 12, scope: !55, inlinedAt: !80)
!100 = !DILocation(line: 18, column: 10, scope: !55, inlinedAt: !80)
!101 = !DILocation(line: 35, column: 37, scope: !9)
!102 = !DILocation(line: 149, column: 39, scope: !63, inlinedAt: !103)
!103 = distinct !DILocation(line: 35, column: 22, scope: !9)
!104 = !DILocation(line: 35, column: 20, scope: !9)
!105 = !DILocation(line: 36, column: 17, scope: !9)
!106 = !DILocation(line: 36, column: 31, scope: !9)
!107 = !DILocation(line: 36, column: 24, scope: !9)
!108 = !DILocation(line: 36, column: 5, scope: !9)
!109 = !DILocation(line: 36, column: 13, scope: !9)
!110 = !DILocation(line: 37, column: 27, scope: !9)
!111 = !DILocation(line: 37, column: 19, scope: !9)
!112 = !DILocation(line: 37, column: 47, scope: !9)
!113 = !DILocation(line: 37, column: 39, scope: !9)
!114 = !DILocation(line: 37, column: 35, scope: !9)
!115 = !DILocation(line: 37, column: 5, scope: !9)
!116 = !DILocation(line: 37, column: 12, scope: !9)
!117 = !DILocation(line: 26, column: 10, scope: !9)
!118 = distinct !{!118, !25, !119, !120}
!119 = !DILocation(line: 38, column: 3, scope: !9)
!120 = !{!"llvm.loop.mustprogress"}
