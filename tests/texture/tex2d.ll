; ModuleID = 'tests/texture/tex2d.cu'
source_filename = "tests/texture/tex2d.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind writeonly
define dso_local void @fetch2d(i64 noundef %0, float* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3, float noundef %4) local_unnamed_addr #0 !dbg !12 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2, !dbg !15
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2, !dbg !19
  %8 = mul i32 %6, %7, !dbg !22
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !dbg !23
  %10 = add i32 %8, %9, !dbg !26
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2, !dbg !27
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2, !dbg !30
  %13 = mul i32 %11, %12, !dbg !33
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2, !dbg !34
  %15 = add i32 %13, %14, !dbg !37
  %16 = icmp slt i32 %10, %2, !dbg !38
  %17 = icmp slt i32 %15, %3
  %18 = and i1 %16, %17, !dbg !39
  br i1 %18, label %19, label %32, !dbg !39

19:                                               ; preds = %5
  %20 = sitofp i32 %10 to float, !dbg !40
  %21 = fadd contract float %20, -2.500000e+00, !dbg !41
  %22 = fmul contract float %21, %4, !dbg !42
  %23 = sitofp i32 %15 to float, !dbg !43
  %24 = fadd contract float %23, -1.500000e+00, !dbg !44
  %25 = fmul contract float %24, %4, !dbg !45
  %26 = tail call { float, float, float, float } asm "tex.2d.v4.f32.f32\09{$0, $1, $2, $3}, [$4, {$5, $6}];", "=f,=f,=f,=f,l,f,f"(i64 %0, float %22, float %25) #3, !dbg !46, !srcloc !49
  %27 = extractvalue { float, float, float, float } %26, 0, !dbg !46
  %28 = mul nsw i32 %15, %2, !dbg !50
  %29 = add nsw i32 %28, %10, !dbg !51
  %30 = sext i32 %29 to i64, !dbg !52
  %31 = getelementptr inbounds float, float* %1, i64 %30, !dbg !52
  store float %27, float* %31, align 4, !dbg !53, !tbaa !54
  br label %32, !dbg !52

32:                                               ; preds = %19, %5
  ret void, !dbg !58
}

; Function Attrs: convergent mustprogress norecurse nounwind writeonly
define dso_local void @fetch3d(i64 noundef %0, float* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, float noundef %5) local_unnamed_addr #0 !dbg !59 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2, !dbg !60
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2, !dbg !62
  %9 = mul i32 %7, %8, !dbg !64
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !dbg !65
  %11 = add i32 %9, %10, !dbg !67
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2, !dbg !68
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2, !dbg !70
  %14 = mul i32 %12, %13, !dbg !72
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2, !dbg !73
  %16 = add i32 %14, %15, !dbg !75
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #2, !dbg !76
  %18 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #2, !dbg !79
  %19 = mul i32 %17, %18, !dbg !82
  %20 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #2, !dbg !83
  %21 = add i32 %19, %20, !dbg !86
  %22 = icmp slt i32 %11, %2, !dbg !87
  %23 = icmp slt i32 %16, %3
  %24 = and i1 %22, %23, !dbg !88
  %25 = icmp slt i32 %21, %4
  %26 = and i1 %24, %25, !dbg !88
  br i1 %26, label %27, label %45, !dbg !88

27:                                               ; preds = %6
  %28 = sitofp i32 %11 to float, !dbg !89
  %29 = fadd contract float %28, -1.250000e+00, !dbg !90
  %30 = fmul contract float %29, %5, !dbg !91
  %31 = sitofp i32 %16 to float, !dbg !92
  %32 = fadd contract float %31, -1.500000e+00, !dbg !93
  %33 = fmul contract float %32, %5, !dbg !94
  %34 = sitofp i32 %21 to float, !dbg !95
  %35 = fadd contract float %34, -1.750000e+00, !dbg !96
  %36 = fmul contract float %35, %5, !dbg !97
  %37 = tail call { float, float, float, float } asm "tex.3d.v4.f32.f32\09{$0, $1, $2, $3}, [$4, {$5, $6, $7, $7}];", "=f,=f,=f,=f,l,f,f,f"(i64 %0, float %30, float %33, float %36) #3, !dbg !98, !srcloc !101
  %38 = extractvalue { float, float, float, float } %37, 0, !dbg !98
  %39 = mul nsw i32 %21, %3, !dbg !102
  %40 = add nsw i32 %39, %16, !dbg !103
  %41 = mul nsw i32 %40, %2, !dbg !104
  %42 = add nsw i32 %41, %11, !dbg !105
  %43 = sext i32 %42 to i64, !dbg !106
  %44 = getelementptr inbounds float, float* %1, i64 %43, !dbg !106
  store float %38, float* %44, align 4, !dbg !107, !tbaa !54
  br label %45, !dbg !106

45:                                               ; preds = %27, %6
  ret void, !dbg !108
}

; Function Attrs: convergent mustprogress norecurse nounwind writeonly
define dso_local void @fetch1d(i64 noundef %0, i32* nocapture noundef writeonly %1, i32 noundef %2, float noundef %3) local_unnamed_addr #0 !dbg !109 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2, !dbg !110
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2, !dbg !112
  %7 = mul i32 %5, %6, !dbg !114
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !dbg !115
  %9 = add i32 %7, %8, !dbg !117
  %10 = icmp slt i32 %9, %2, !dbg !118
  br i1 %10, label %11, label %19, !dbg !119

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64, !dbg !120
  %13 = getelementptr inbounds i32, i32* %1, i64 %12, !dbg !120
  %14 = sitofp i32 %9 to float, !dbg !121
  %15 = fadd contract float %14, -3.500000e+00, !dbg !122
  %16 = fmul contract float %15, %3, !dbg !123
  %17 = tail call { i32, i32, i32, i32 } asm "tex.1d.v4.s32.f32\09{$0, $1, $2, $3}, [$4, {$5}];", "=r,=r,=r,=r,l,f"(i64 %0, float %16) #3, !dbg !124, !srcloc !127
  %18 = extractvalue { i32, i32, i32, i32 } %17, 0, !dbg !124
  store i32 %18, i32* %13, align 4, !dbg !128, !tbaa !129
  br label %19, !dbg !120

19:                                               ; preds = %11, %4
  ret void, !dbg !131
}

; Function Attrs: convergent mustprogress norecurse nounwind writeonly
define dso_local void @fetch2d4(i64 noundef %0, float* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !132 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2, !dbg !133
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2, !dbg !135
  %7 = mul i32 %5, %6, !dbg !137
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !dbg !138
  %9 = add i32 %7, %8, !dbg !140
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2, !dbg !141
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2, !dbg !143
  %12 = mul i32 %10, %11, !dbg !145
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2, !dbg !146
  %14 = add i32 %12, %13, !dbg !148
  %15 = icmp slt i32 %9, %2, !dbg !149
  %16 = icmp slt i32 %14, %3
  %17 = and i1 %15, %16, !dbg !150
  br i1 %17, label %18, label %38, !dbg !150

18:                                               ; preds = %4
  %19 = sitofp i32 %9 to float, !dbg !151
  %20 = fadd contract float %19, -1.500000e+00, !dbg !152
  %21 = sitofp i32 %14 to float, !dbg !153
  %22 = fadd contract float %21, -5.000000e-01, !dbg !154
  %23 = tail call { float, float, float, float } asm "tex.2d.v4.f32.f32\09{$0, $1, $2, $3}, [$4, {$5, $6}];", "=f,=f,=f,=f,l,f,f"(i64 %0, float %20, float %22) #3, !dbg !155, !srcloc !158
  %24 = extractvalue { float, float, float, float } %23, 0, !dbg !159
  %25 = extractvalue { float, float, float, float } %23, 1, !dbg !159
  %26 = extractvalue { float, float, float, float } %23, 2, !dbg !159
  %27 = extractvalue { float, float, float, float } %23, 3, !dbg !159
  %28 = fmul contract float %25, 1.000000e+01, !dbg !160
  %29 = fadd contract float %24, %28, !dbg !161
  %30 = fmul contract float %26, 1.000000e+02, !dbg !162
  %31 = fadd contract float %30, %29, !dbg !163
  %32 = fmul contract float %27, 1.000000e+03, !dbg !164
  %33 = fadd contract float %32, %31, !dbg !165
  %34 = mul nsw i32 %14, %2, !dbg !166
  %35 = add nsw i32 %34, %9, !dbg !167
  %36 = sext i32 %35 to i64, !dbg !168
  %37 = getelementptr inbounds float, float* %1, i64 %36, !dbg !168
  store float %33, float* %37, align 4, !dbg !169, !tbaa !54
  br label %38, !dbg !170

38:                                               ; preds = %18, %4
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
!1 = !DIFile(filename: "tests/texture/tex2d.cu", directory: ".")
!2 = !{void (i64, float*, i32, i32, float)* @fetch2d, !"kernel", i32 1}
!3 = !{void (i64, float*, i32, i32, i32, float)* @fetch3d, !"kernel", i32 1}
!4 = !{void (i64, i32*, i32, float)* @fetch1d, !"kernel", i32 1}
!5 = !{void (i64, float*, i32, i32)* @fetch2d4, !"kernel", i32 1}
!6 = !{i32 7, !"Dwarf Version", i32 2}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "fetch2d", scope: !1, file: !1, line: 14, type: !13, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 45, column: 1, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_x", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!17 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!18 = distinct !DILocation(line: 15, column: 11, scope: !12)
!19 = !DILocation(line: 46, column: 1, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_x", scope: !17, file: !17, line: 46, type: !13, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!21 = distinct !DILocation(line: 15, column: 24, scope: !12)
!22 = !DILocation(line: 15, column: 22, scope: !12)
!23 = !DILocation(line: 44, column: 1, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_x", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!25 = distinct !DILocation(line: 15, column: 37, scope: !12)
!26 = !DILocation(line: 15, column: 35, scope: !12)
!27 = !DILocation(line: 45, column: 1, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "__fetch_y", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!29 = distinct !DILocation(line: 16, column: 11, scope: !12)
!30 = !DILocation(line: 46, column: 1, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "__fetch_y", scope: !17, file: !17, line: 46, type: !13, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!32 = distinct !DILocation(line: 16, column: 24, scope: !12)
!33 = !DILocation(line: 16, column: 22, scope: !12)
!34 = !DILocation(line: 44, column: 1, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "__fetch_y", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!36 = distinct !DILocation(line: 16, column: 37, scope: !12)
!37 = !DILocation(line: 16, column: 35, scope: !12)
!38 = !DILocation(line: 17, column: 9, scope: !12)
!39 = !DILocation(line: 17, column: 13, scope: !12)
!40 = !DILocation(line: 18, column: 39, scope: !12)
!41 = !DILocation(line: 18, column: 41, scope: !12)
!42 = !DILocation(line: 18, column: 49, scope: !12)
!43 = !DILocation(line: 18, column: 55, scope: !12)
!44 = !DILocation(line: 18, column: 57, scope: !12)
!45 = !DILocation(line: 18, column: 65, scope: !12)
!46 = !DILocation(line: 306, column: 1, scope: !47, inlinedAt: !48)
!47 = distinct !DISubprogram(name: "tex2D<float>", scope: !17, file: !17, line: 306, type: !13, scopeLine: 306, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!48 = distinct !DILocation(line: 18, column: 22, scope: !12)
!49 = !{i64 2147552532}
!50 = !DILocation(line: 18, column: 11, scope: !12)
!51 = !DILocation(line: 18, column: 15, scope: !12)
!52 = !DILocation(line: 18, column: 5, scope: !12)
!53 = !DILocation(line: 18, column: 20, scope: !12)
!54 = !{!55, !55, i64 0}
!55 = !{!"float", !56, i64 0}
!56 = !{!"omnipotent char", !57, i64 0}
!57 = !{!"Simple C++ TBAA"}
!58 = !DILocation(line: 19, column: 1, scope: !12)
!59 = distinct !DISubprogram(name: "fetch3d", scope: !1, file: !1, line: 21, type: !13, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!60 = !DILocation(line: 45, column: 1, scope: !16, inlinedAt: !61)
!61 = distinct !DILocation(line: 22, column: 11, scope: !59)
!62 = !DILocation(line: 46, column: 1, scope: !20, inlinedAt: !63)
!63 = distinct !DILocation(line: 22, column: 24, scope: !59)
!64 = !DILocation(line: 22, column: 22, scope: !59)
!65 = !DILocation(line: 44, column: 1, scope: !24, inlinedAt: !66)
!66 = distinct !DILocation(line: 22, column: 37, scope: !59)
!67 = !DILocation(line: 22, column: 35, scope: !59)
!68 = !DILocation(line: 45, column: 1, scope: !28, inlinedAt: !69)
!69 = distinct !DILocation(line: 23, column: 11, scope: !59)
!70 = !DILocation(line: 46, column: 1, scope: !31, inlinedAt: !71)
!71 = distinct !DILocation(line: 23, column: 24, scope: !59)
!72 = !DILocation(line: 23, column: 22, scope: !59)
!73 = !DILocation(line: 44, column: 1, scope: !35, inlinedAt: !74)
!74 = distinct !DILocation(line: 23, column: 37, scope: !59)
!75 = !DILocation(line: 23, column: 35, scope: !59)
!76 = !DILocation(line: 45, column: 1, scope: !77, inlinedAt: !78)
!77 = distinct !DISubprogram(name: "__fetch_z", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!78 = distinct !DILocation(line: 24, column: 11, scope: !59)
!79 = !DILocation(line: 46, column: 1, scope: !80, inlinedAt: !81)
!80 = distinct !DISubprogram(name: "__fetch_z", scope: !17, file: !17, line: 46, type: !13, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!81 = distinct !DILocation(line: 24, column: 24, scope: !59)
!82 = !DILocation(line: 24, column: 22, scope: !59)
!83 = !DILocation(line: 44, column: 1, scope: !84, inlinedAt: !85)
!84 = distinct !DISubprogram(name: "__fetch_z", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!85 = distinct !DILocation(line: 24, column: 37, scope: !59)
!86 = !DILocation(line: 24, column: 35, scope: !59)
!87 = !DILocation(line: 25, column: 9, scope: !59)
!88 = !DILocation(line: 25, column: 13, scope: !59)
!89 = !DILocation(line: 27, column: 26, scope: !59)
!90 = !DILocation(line: 27, column: 28, scope: !59)
!91 = !DILocation(line: 27, column: 37, scope: !59)
!92 = !DILocation(line: 27, column: 43, scope: !59)
!93 = !DILocation(line: 27, column: 45, scope: !59)
!94 = !DILocation(line: 27, column: 53, scope: !59)
!95 = !DILocation(line: 27, column: 59, scope: !59)
!96 = !DILocation(line: 27, column: 61, scope: !59)
!97 = !DILocation(line: 27, column: 70, scope: !59)
!98 = !DILocation(line: 306, column: 1, scope: !99, inlinedAt: !100)
!99 = distinct !DISubprogram(name: "tex3D<float>", scope: !17, file: !17, line: 306, type: !13, scopeLine: 306, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!100 = distinct !DILocation(line: 27, column: 9, scope: !59)
!101 = !{i64 2147553181}
!102 = !DILocation(line: 26, column: 12, scope: !59)
!103 = !DILocation(line: 26, column: 16, scope: !59)
!104 = !DILocation(line: 26, column: 21, scope: !59)
!105 = !DILocation(line: 26, column: 25, scope: !59)
!106 = !DILocation(line: 26, column: 5, scope: !59)
!107 = !DILocation(line: 26, column: 30, scope: !59)
!108 = !DILocation(line: 28, column: 1, scope: !59)
!109 = distinct !DISubprogram(name: "fetch1d", scope: !1, file: !1, line: 30, type: !13, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!110 = !DILocation(line: 45, column: 1, scope: !16, inlinedAt: !111)
!111 = distinct !DILocation(line: 31, column: 11, scope: !109)
!112 = !DILocation(line: 46, column: 1, scope: !20, inlinedAt: !113)
!113 = distinct !DILocation(line: 31, column: 24, scope: !109)
!114 = !DILocation(line: 31, column: 22, scope: !109)
!115 = !DILocation(line: 44, column: 1, scope: !24, inlinedAt: !116)
!116 = distinct !DILocation(line: 31, column: 37, scope: !109)
!117 = !DILocation(line: 31, column: 35, scope: !109)
!118 = !DILocation(line: 32, column: 9, scope: !109)
!119 = !DILocation(line: 32, column: 7, scope: !109)
!120 = !DILocation(line: 33, column: 5, scope: !109)
!121 = !DILocation(line: 33, column: 29, scope: !109)
!122 = !DILocation(line: 33, column: 31, scope: !109)
!123 = !DILocation(line: 33, column: 39, scope: !109)
!124 = !DILocation(line: 307, column: 1, scope: !125, inlinedAt: !126)
!125 = distinct !DISubprogram(name: "tex1D<int>", scope: !17, file: !17, line: 307, type: !13, scopeLine: 307, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!126 = distinct !DILocation(line: 33, column: 14, scope: !109)
!127 = !{i64 2147558671}
!128 = !DILocation(line: 33, column: 12, scope: !109)
!129 = !{!130, !130, i64 0}
!130 = !{!"int", !56, i64 0}
!131 = !DILocation(line: 34, column: 1, scope: !109)
!132 = distinct !DISubprogram(name: "fetch2d4", scope: !1, file: !1, line: 37, type: !13, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!133 = !DILocation(line: 45, column: 1, scope: !16, inlinedAt: !134)
!134 = distinct !DILocation(line: 38, column: 11, scope: !132)
!135 = !DILocation(line: 46, column: 1, scope: !20, inlinedAt: !136)
!136 = distinct !DILocation(line: 38, column: 24, scope: !132)
!137 = !DILocation(line: 38, column: 22, scope: !132)
!138 = !DILocation(line: 44, column: 1, scope: !24, inlinedAt: !139)
!139 = distinct !DILocation(line: 38, column: 37, scope: !132)
!140 = !DILocation(line: 38, column: 35, scope: !132)
!141 = !DILocation(line: 45, column: 1, scope: !28, inlinedAt: !142)
!142 = distinct !DILocation(line: 39, column: 11, scope: !132)
!143 = !DILocation(line: 46, column: 1, scope: !31, inlinedAt: !144)
!144 = distinct !DILocation(line: 39, column: 24, scope: !132)
!145 = !DILocation(line: 39, column: 22, scope: !132)
!146 = !DILocation(line: 44, column: 1, scope: !35, inlinedAt: !147)
!147 = distinct !DILocation(line: 39, column: 37, scope: !132)
!148 = !DILocation(line: 39, column: 35, scope: !132)
!149 = !DILocation(line: 40, column: 9, scope: !132)
!150 = !DILocation(line: 40, column: 13, scope: !132)
!151 = !DILocation(line: 41, column: 33, scope: !132)
!152 = !DILocation(line: 41, column: 35, scope: !132)
!153 = !DILocation(line: 41, column: 43, scope: !132)
!154 = !DILocation(line: 41, column: 45, scope: !132)
!155 = !DILocation(line: 309, column: 1, scope: !156, inlinedAt: !157)
!156 = distinct !DISubprogram(name: "tex2D<float4>", scope: !17, file: !17, line: 309, type: !13, scopeLine: 309, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!157 = distinct !DILocation(line: 41, column: 16, scope: !132)
!158 = !{i64 2147572954}
!159 = !DILocation(line: 41, column: 16, scope: !132)
!160 = !DILocation(line: 42, column: 34, scope: !132)
!161 = !DILocation(line: 42, column: 26, scope: !132)
!162 = !DILocation(line: 42, column: 49, scope: !132)
!163 = !DILocation(line: 42, column: 40, scope: !132)
!164 = !DILocation(line: 42, column: 65, scope: !132)
!165 = !DILocation(line: 42, column: 55, scope: !132)
!166 = !DILocation(line: 42, column: 11, scope: !132)
!167 = !DILocation(line: 42, column: 15, scope: !132)
!168 = !DILocation(line: 42, column: 5, scope: !132)
!169 = !DILocation(line: 42, column: 20, scope: !132)
!170 = !DILocation(line: 43, column: 3, scope: !132)
!171 = !DILocation(line: 44, column: 1, scope: !132)
