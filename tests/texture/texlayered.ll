; ModuleID = 'tests/texture/texlayered.cu'
source_filename = "tests/texture/texlayered.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind writeonly
define dso_local void @fetch2dl(i64 noundef %0, float* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, float noundef %5) local_unnamed_addr #0 !dbg !12 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2, !dbg !15
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2, !dbg !19
  %9 = mul i32 %7, %8, !dbg !22
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !dbg !23
  %11 = add i32 %9, %10, !dbg !26
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2, !dbg !27
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2, !dbg !30
  %14 = mul i32 %12, %13, !dbg !33
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2, !dbg !34
  %16 = add i32 %14, %15, !dbg !37
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #2, !dbg !38
  %18 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #2, !dbg !41
  %19 = mul i32 %17, %18, !dbg !44
  %20 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #2, !dbg !45
  %21 = add i32 %19, %20, !dbg !48
  %22 = icmp slt i32 %11, %2, !dbg !49
  %23 = icmp slt i32 %16, %3
  %24 = and i1 %22, %23, !dbg !50
  %25 = icmp slt i32 %21, %4
  %26 = and i1 %24, %25, !dbg !50
  br i1 %26, label %27, label %43, !dbg !50

27:                                               ; preds = %6
  %28 = sitofp i32 %11 to float, !dbg !51
  %29 = fadd contract float %28, -2.500000e+00, !dbg !52
  %30 = fmul contract float %29, %5, !dbg !53
  %31 = sitofp i32 %16 to float, !dbg !54
  %32 = fadd contract float %31, -1.500000e+00, !dbg !55
  %33 = fmul contract float %32, %5, !dbg !56
  %34 = add nsw i32 %21, -1, !dbg !57
  %35 = tail call { float, float, float, float } asm "tex.a2d.v4.f32.f32\09{$0, $1, $2, $3}, [$4, {$5, $6, $7, $7}];", "=f,=f,=f,=f,l,r,f,f"(i64 %0, i32 %34, float %30, float %33) #3, !dbg !58, !srcloc !61
  %36 = extractvalue { float, float, float, float } %35, 0, !dbg !58
  %37 = mul nsw i32 %21, %3, !dbg !62
  %38 = add nsw i32 %37, %16, !dbg !63
  %39 = mul nsw i32 %38, %2, !dbg !64
  %40 = add nsw i32 %39, %11, !dbg !65
  %41 = sext i32 %40 to i64, !dbg !66
  %42 = getelementptr inbounds float, float* %1, i64 %41, !dbg !66
  store float %36, float* %42, align 4, !dbg !67, !tbaa !68
  br label %43, !dbg !66

43:                                               ; preds = %27, %6
  ret void, !dbg !72
}

; Function Attrs: convergent mustprogress norecurse nounwind writeonly
define dso_local void @fetch1dl(i64 noundef %0, i32* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3, float noundef %4) local_unnamed_addr #0 !dbg !73 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2, !dbg !74
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2, !dbg !76
  %8 = mul i32 %6, %7, !dbg !78
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !dbg !79
  %10 = add i32 %8, %9, !dbg !81
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2, !dbg !82
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2, !dbg !84
  %13 = mul i32 %11, %12, !dbg !86
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2, !dbg !87
  %15 = add i32 %13, %14, !dbg !89
  %16 = icmp slt i32 %10, %2, !dbg !90
  %17 = icmp slt i32 %15, %3
  %18 = and i1 %16, %17, !dbg !91
  br i1 %18, label %19, label %30, !dbg !91

19:                                               ; preds = %5
  %20 = sitofp i32 %10 to float, !dbg !92
  %21 = fadd contract float %20, -3.500000e+00, !dbg !93
  %22 = fmul contract float %21, %4, !dbg !94
  %23 = add nsw i32 %15, -1, !dbg !95
  %24 = tail call { i32, i32, i32, i32 } asm "tex.a1d.v4.s32.f32\09{$0, $1, $2, $3}, [$4, {$5, $6}];", "=r,=r,=r,=r,l,r,f"(i64 %0, i32 %23, float %22) #3, !dbg !96, !srcloc !99
  %25 = extractvalue { i32, i32, i32, i32 } %24, 0, !dbg !96
  %26 = mul nsw i32 %15, %2, !dbg !100
  %27 = add nsw i32 %26, %10, !dbg !101
  %28 = sext i32 %27 to i64, !dbg !102
  %29 = getelementptr inbounds i32, i32* %1, i64 %28, !dbg !102
  store i32 %25, i32* %29, align 4, !dbg !103, !tbaa !104
  br label %30, !dbg !102

30:                                               ; preds = %19, %5
  ret void, !dbg !106
}

; Function Attrs: convergent mustprogress norecurse nounwind writeonly
define dso_local void @fetchcube(i64 noundef %0, float* nocapture noundef writeonly %1, float noundef %2, float noundef %3) local_unnamed_addr #0 !dbg !107 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !dbg !108
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2, !dbg !110
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #2, !dbg !112
  %8 = add nsw i32 %5, -2, !dbg !114
  %9 = sitofp i32 %8 to float, !dbg !115
  %10 = fmul contract float %9, %2, !dbg !116
  %11 = fadd contract float %10, %3, !dbg !117
  %12 = add nsw i32 %6, -2, !dbg !118
  %13 = sitofp i32 %12 to float, !dbg !119
  %14 = fmul contract float %13, %2, !dbg !120
  %15 = fmul contract float %3, 5.000000e-01, !dbg !121
  %16 = fsub contract float %14, %15, !dbg !122
  %17 = add nsw i32 %7, -2, !dbg !123
  %18 = sitofp i32 %17 to float, !dbg !124
  %19 = fmul contract float %18, %2, !dbg !125
  %20 = fmul contract float %3, 2.500000e-01, !dbg !126
  %21 = fadd contract float %19, %20, !dbg !127
  %22 = tail call { float, float, float, float } asm "tex.cube.v4.f32.f32\09{$0, $1, $2, $3}, [$4, {$5, $6, $7, $7}];", "=f,=f,=f,=f,l,f,f,f"(i64 %0, float %11, float %16, float %21) #3, !dbg !128, !srcloc !131
  %23 = extractvalue { float, float, float, float } %22, 0, !dbg !128
  %24 = mul nsw i32 %7, 5, !dbg !132
  %25 = add nsw i32 %24, %6, !dbg !133
  %26 = mul nsw i32 %25, 5, !dbg !134
  %27 = add nsw i32 %26, %5, !dbg !135
  %28 = sext i32 %27 to i64, !dbg !136
  %29 = getelementptr inbounds float, float* %1, i64 %28, !dbg !136
  store float %23, float* %29, align 4, !dbg !137, !tbaa !68
  ret void, !dbg !138
}

; Function Attrs: convergent mustprogress norecurse nounwind writeonly
define dso_local void @fetchcubel(i64 noundef %0, float* nocapture noundef writeonly %1, float noundef %2, float noundef %3) local_unnamed_addr #0 !dbg !139 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !dbg !140
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2, !dbg !142
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #2, !dbg !144
  %8 = add nsw i32 %5, -2, !dbg !146
  %9 = sitofp i32 %8 to float, !dbg !147
  %10 = fmul contract float %9, %2, !dbg !148
  %11 = fadd contract float %10, %3, !dbg !149
  %12 = add nsw i32 %6, -2, !dbg !150
  %13 = sitofp i32 %12 to float, !dbg !151
  %14 = fmul contract float %13, %2, !dbg !152
  %15 = fmul contract float %3, 5.000000e-01, !dbg !153
  %16 = fsub contract float %14, %15, !dbg !154
  %17 = add nsw i32 %7, -2, !dbg !155
  %18 = sitofp i32 %17 to float, !dbg !156
  %19 = fmul contract float %18, %2, !dbg !157
  %20 = fmul contract float %3, 2.500000e-01, !dbg !158
  %21 = fadd contract float %19, %20, !dbg !159
  %22 = add nsw i32 %7, -1, !dbg !160
  %23 = tail call { float, float, float, float } asm "tex.acube.v4.f32.f32\09{$0, $1, $2, $3}, [$4, {$5, $6, $7, $8}];", "=f,=f,=f,=f,l,r,f,f,f"(i64 %0, i32 %22, float %11, float %16, float %21) #3, !dbg !161, !srcloc !164
  %24 = extractvalue { float, float, float, float } %23, 0, !dbg !161
  %25 = mul nsw i32 %7, 5, !dbg !165
  %26 = add nsw i32 %25, %6, !dbg !166
  %27 = mul nsw i32 %26, 5, !dbg !167
  %28 = add nsw i32 %27, %5, !dbg !168
  %29 = sext i32 %28 to i64, !dbg !169
  %30 = getelementptr inbounds float, float* %1, i64 %29, !dbg !169
  store float %24, float* %30, align 4, !dbg !170, !tbaa !68
  ret void, !dbg !171
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

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.z() #1

attributes #0 = { convergent mustprogress norecurse nounwind writeonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { nounwind }
attributes #3 = { convergent nounwind readnone }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3, !4, !5}
!llvm.module.flags = !{!6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/texture/texlayered.cu", directory: ".")
!2 = !{void (i64, float*, i32, i32, i32, float)* @fetch2dl, !"kernel", i32 1}
!3 = !{void (i64, i32*, i32, i32, float)* @fetch1dl, !"kernel", i32 1}
!4 = !{void (i64, float*, float, float)* @fetchcube, !"kernel", i32 1}
!5 = !{void (i64, float*, float, float)* @fetchcubel, !"kernel", i32 1}
!6 = !{i32 7, !"Dwarf Version", i32 2}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "fetch2dl", scope: !1, file: !1, line: 21, type: !13, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 45, column: 1, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_x", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!17 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!18 = distinct !DILocation(line: 22, column: 11, scope: !12)
!19 = !DILocation(line: 46, column: 1, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_x", scope: !17, file: !17, line: 46, type: !13, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!21 = distinct !DILocation(line: 22, column: 24, scope: !12)
!22 = !DILocation(line: 22, column: 22, scope: !12)
!23 = !DILocation(line: 44, column: 1, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_x", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!25 = distinct !DILocation(line: 22, column: 37, scope: !12)
!26 = !DILocation(line: 22, column: 35, scope: !12)
!27 = !DILocation(line: 45, column: 1, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "__fetch_y", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!29 = distinct !DILocation(line: 23, column: 11, scope: !12)
!30 = !DILocation(line: 46, column: 1, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "__fetch_y", scope: !17, file: !17, line: 46, type: !13, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!32 = distinct !DILocation(line: 23, column: 24, scope: !12)
!33 = !DILocation(line: 23, column: 22, scope: !12)
!34 = !DILocation(line: 44, column: 1, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "__fetch_y", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!36 = distinct !DILocation(line: 23, column: 37, scope: !12)
!37 = !DILocation(line: 23, column: 35, scope: !12)
!38 = !DILocation(line: 45, column: 1, scope: !39, inlinedAt: !40)
!39 = distinct !DISubprogram(name: "__fetch_z", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!40 = distinct !DILocation(line: 24, column: 11, scope: !12)
!41 = !DILocation(line: 46, column: 1, scope: !42, inlinedAt: !43)
!42 = distinct !DISubprogram(name: "__fetch_z", scope: !17, file: !17, line: 46, type: !13, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!43 = distinct !DILocation(line: 24, column: 24, scope: !12)
!44 = !DILocation(line: 24, column: 22, scope: !12)
!45 = !DILocation(line: 44, column: 1, scope: !46, inlinedAt: !47)
!46 = distinct !DISubprogram(name: "__fetch_z", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!47 = distinct !DILocation(line: 24, column: 37, scope: !12)
!48 = !DILocation(line: 24, column: 35, scope: !12)
!49 = !DILocation(line: 25, column: 9, scope: !12)
!50 = !DILocation(line: 25, column: 13, scope: !12)
!51 = !DILocation(line: 27, column: 33, scope: !12)
!52 = !DILocation(line: 27, column: 35, scope: !12)
!53 = !DILocation(line: 27, column: 43, scope: !12)
!54 = !DILocation(line: 27, column: 49, scope: !12)
!55 = !DILocation(line: 27, column: 51, scope: !12)
!56 = !DILocation(line: 27, column: 59, scope: !12)
!57 = !DILocation(line: 27, column: 66, scope: !12)
!58 = !DILocation(line: 306, column: 1, scope: !59, inlinedAt: !60)
!59 = distinct !DISubprogram(name: "tex2DLayered<float>", scope: !17, file: !17, line: 306, type: !13, scopeLine: 306, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!60 = distinct !DILocation(line: 27, column: 9, scope: !12)
!61 = !{i64 2147555211}
!62 = !DILocation(line: 26, column: 12, scope: !12)
!63 = !DILocation(line: 26, column: 16, scope: !12)
!64 = !DILocation(line: 26, column: 21, scope: !12)
!65 = !DILocation(line: 26, column: 25, scope: !12)
!66 = !DILocation(line: 26, column: 5, scope: !12)
!67 = !DILocation(line: 26, column: 30, scope: !12)
!68 = !{!69, !69, i64 0}
!69 = !{!"float", !70, i64 0}
!70 = !{!"omnipotent char", !71, i64 0}
!71 = !{!"Simple C++ TBAA"}
!72 = !DILocation(line: 28, column: 1, scope: !12)
!73 = distinct !DISubprogram(name: "fetch1dl", scope: !1, file: !1, line: 30, type: !13, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!74 = !DILocation(line: 45, column: 1, scope: !16, inlinedAt: !75)
!75 = distinct !DILocation(line: 31, column: 11, scope: !73)
!76 = !DILocation(line: 46, column: 1, scope: !20, inlinedAt: !77)
!77 = distinct !DILocation(line: 31, column: 24, scope: !73)
!78 = !DILocation(line: 31, column: 22, scope: !73)
!79 = !DILocation(line: 44, column: 1, scope: !24, inlinedAt: !80)
!80 = distinct !DILocation(line: 31, column: 37, scope: !73)
!81 = !DILocation(line: 31, column: 35, scope: !73)
!82 = !DILocation(line: 45, column: 1, scope: !28, inlinedAt: !83)
!83 = distinct !DILocation(line: 32, column: 11, scope: !73)
!84 = !DILocation(line: 46, column: 1, scope: !31, inlinedAt: !85)
!85 = distinct !DILocation(line: 32, column: 24, scope: !73)
!86 = !DILocation(line: 32, column: 22, scope: !73)
!87 = !DILocation(line: 44, column: 1, scope: !35, inlinedAt: !88)
!88 = distinct !DILocation(line: 32, column: 37, scope: !73)
!89 = !DILocation(line: 32, column: 35, scope: !73)
!90 = !DILocation(line: 33, column: 9, scope: !73)
!91 = !DILocation(line: 33, column: 13, scope: !73)
!92 = !DILocation(line: 34, column: 44, scope: !73)
!93 = !DILocation(line: 34, column: 46, scope: !73)
!94 = !DILocation(line: 34, column: 54, scope: !73)
!95 = !DILocation(line: 34, column: 61, scope: !73)
!96 = !DILocation(line: 307, column: 1, scope: !97, inlinedAt: !98)
!97 = distinct !DISubprogram(name: "tex1DLayered<int>", scope: !17, file: !17, line: 307, type: !13, scopeLine: 307, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!98 = distinct !DILocation(line: 34, column: 22, scope: !73)
!99 = !{i64 2147561349}
!100 = !DILocation(line: 34, column: 11, scope: !73)
!101 = !DILocation(line: 34, column: 15, scope: !73)
!102 = !DILocation(line: 34, column: 5, scope: !73)
!103 = !DILocation(line: 34, column: 20, scope: !73)
!104 = !{!105, !105, i64 0}
!105 = !{!"int", !70, i64 0}
!106 = !DILocation(line: 35, column: 1, scope: !73)
!107 = distinct !DISubprogram(name: "fetchcube", scope: !1, file: !1, line: 37, type: !13, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!108 = !DILocation(line: 44, column: 1, scope: !24, inlinedAt: !109)
!109 = distinct !DILocation(line: 38, column: 11, scope: !107)
!110 = !DILocation(line: 44, column: 1, scope: !35, inlinedAt: !111)
!111 = distinct !DILocation(line: 38, column: 28, scope: !107)
!112 = !DILocation(line: 44, column: 1, scope: !46, inlinedAt: !113)
!113 = distinct !DILocation(line: 38, column: 45, scope: !107)
!114 = !DILocation(line: 39, column: 54, scope: !107)
!115 = !DILocation(line: 39, column: 51, scope: !107)
!116 = !DILocation(line: 39, column: 59, scope: !107)
!117 = !DILocation(line: 39, column: 63, scope: !107)
!118 = !DILocation(line: 40, column: 51, scope: !107)
!119 = !DILocation(line: 40, column: 48, scope: !107)
!120 = !DILocation(line: 40, column: 56, scope: !107)
!121 = !DILocation(line: 40, column: 67, scope: !107)
!122 = !DILocation(line: 40, column: 60, scope: !107)
!123 = !DILocation(line: 41, column: 51, scope: !107)
!124 = !DILocation(line: 41, column: 48, scope: !107)
!125 = !DILocation(line: 41, column: 56, scope: !107)
!126 = !DILocation(line: 41, column: 68, scope: !107)
!127 = !DILocation(line: 41, column: 60, scope: !107)
!128 = !DILocation(line: 306, column: 1, scope: !129, inlinedAt: !130)
!129 = distinct !DISubprogram(name: "texCubemap<float>", scope: !17, file: !17, line: 306, type: !13, scopeLine: 306, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!130 = distinct !DILocation(line: 39, column: 30, scope: !107)
!131 = !{i64 2147555941}
!132 = !DILocation(line: 39, column: 10, scope: !107)
!133 = !DILocation(line: 39, column: 14, scope: !107)
!134 = !DILocation(line: 39, column: 19, scope: !107)
!135 = !DILocation(line: 39, column: 23, scope: !107)
!136 = !DILocation(line: 39, column: 3, scope: !107)
!137 = !DILocation(line: 39, column: 28, scope: !107)
!138 = !DILocation(line: 42, column: 1, scope: !107)
!139 = distinct !DISubprogram(name: "fetchcubel", scope: !1, file: !1, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!140 = !DILocation(line: 44, column: 1, scope: !24, inlinedAt: !141)
!141 = distinct !DILocation(line: 45, column: 11, scope: !139)
!142 = !DILocation(line: 44, column: 1, scope: !35, inlinedAt: !143)
!143 = distinct !DILocation(line: 45, column: 28, scope: !139)
!144 = !DILocation(line: 44, column: 1, scope: !46, inlinedAt: !145)
!145 = distinct !DILocation(line: 45, column: 45, scope: !139)
!146 = !DILocation(line: 46, column: 61, scope: !139)
!147 = !DILocation(line: 46, column: 58, scope: !139)
!148 = !DILocation(line: 46, column: 66, scope: !139)
!149 = !DILocation(line: 46, column: 70, scope: !139)
!150 = !DILocation(line: 47, column: 58, scope: !139)
!151 = !DILocation(line: 47, column: 55, scope: !139)
!152 = !DILocation(line: 47, column: 63, scope: !139)
!153 = !DILocation(line: 47, column: 74, scope: !139)
!154 = !DILocation(line: 47, column: 67, scope: !139)
!155 = !DILocation(line: 48, column: 58, scope: !139)
!156 = !DILocation(line: 48, column: 55, scope: !139)
!157 = !DILocation(line: 48, column: 63, scope: !139)
!158 = !DILocation(line: 48, column: 75, scope: !139)
!159 = !DILocation(line: 48, column: 67, scope: !139)
!160 = !DILocation(line: 48, column: 82, scope: !139)
!161 = !DILocation(line: 306, column: 1, scope: !162, inlinedAt: !163)
!162 = distinct !DISubprogram(name: "texCubemapLayered<float>", scope: !17, file: !17, line: 306, type: !13, scopeLine: 306, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!163 = distinct !DILocation(line: 46, column: 30, scope: !139)
!164 = !{i64 2147556671}
!165 = !DILocation(line: 46, column: 10, scope: !139)
!166 = !DILocation(line: 46, column: 14, scope: !139)
!167 = !DILocation(line: 46, column: 19, scope: !139)
!168 = !DILocation(line: 46, column: 23, scope: !139)
!169 = !DILocation(line: 46, column: 3, scope: !139)
!170 = !DILocation(line: 46, column: 28, scope: !139)
!171 = !DILocation(line: 49, column: 1, scope: !139)
