; ModuleID = 'tests/texture/texlayered.cu'
source_filename = "tests/texture/texlayered.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind writeonly
define dso_local void @fetch2dl(i64 noundef %0, float* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, float noundef %5) local_unnamed_addr #0 !dbg !11 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2, !dbg !14
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2, !dbg !18
  %9 = mul i32 %7, %8, !dbg !21
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !dbg !22
  %11 = add i32 %9, %10, !dbg !25
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2, !dbg !26
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2, !dbg !29
  %14 = mul i32 %12, %13, !dbg !32
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2, !dbg !33
  %16 = add i32 %14, %15, !dbg !36
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #2, !dbg !37
  %18 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #2, !dbg !40
  %19 = mul i32 %17, %18, !dbg !43
  %20 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #2, !dbg !44
  %21 = add i32 %19, %20, !dbg !47
  %22 = icmp slt i32 %11, %2, !dbg !48
  %23 = icmp slt i32 %16, %3
  %24 = and i1 %22, %23, !dbg !49
  %25 = icmp slt i32 %21, %4
  %26 = and i1 %24, %25, !dbg !49
  br i1 %26, label %27, label %43, !dbg !49

27:                                               ; preds = %6
  %28 = sitofp i32 %11 to float, !dbg !50
  %29 = fadd contract float %28, -2.500000e+00, !dbg !51
  %30 = fmul contract float %29, %5, !dbg !52
  %31 = sitofp i32 %16 to float, !dbg !53
  %32 = fadd contract float %31, -1.500000e+00, !dbg !54
  %33 = fmul contract float %32, %5, !dbg !55
  %34 = add nsw i32 %21, -1, !dbg !56
  %35 = tail call { float, float, float, float } asm "tex.a2d.v4.f32.f32\09{$0, $1, $2, $3}, [$4, {$5, $6, $7, $7}];", "=f,=f,=f,=f,l,r,f,f"(i64 %0, i32 %34, float %30, float %33) #3, !dbg !57, !srcloc !60
  %36 = extractvalue { float, float, float, float } %35, 0, !dbg !57
  %37 = mul nsw i32 %21, %3, !dbg !61
  %38 = add nsw i32 %37, %16, !dbg !62
  %39 = mul nsw i32 %38, %2, !dbg !63
  %40 = add nsw i32 %39, %11, !dbg !64
  %41 = sext i32 %40 to i64, !dbg !65
  %42 = getelementptr inbounds float, float* %1, i64 %41, !dbg !65
  store float %36, float* %42, align 4, !dbg !66, !tbaa !67
  br label %43, !dbg !65

43:                                               ; preds = %27, %6
  ret void, !dbg !71
}

; Function Attrs: convergent mustprogress norecurse nounwind writeonly
define dso_local void @fetch1dl(i64 noundef %0, i32* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3, float noundef %4) local_unnamed_addr #0 !dbg !72 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2, !dbg !73
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2, !dbg !75
  %8 = mul i32 %6, %7, !dbg !77
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !dbg !78
  %10 = add i32 %8, %9, !dbg !80
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2, !dbg !81
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2, !dbg !83
  %13 = mul i32 %11, %12, !dbg !85
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2, !dbg !86
  %15 = add i32 %13, %14, !dbg !88
  %16 = icmp slt i32 %10, %2, !dbg !89
  %17 = icmp slt i32 %15, %3
  %18 = and i1 %16, %17, !dbg !90
  br i1 %18, label %19, label %30, !dbg !90

19:                                               ; preds = %5
  %20 = sitofp i32 %10 to float, !dbg !91
  %21 = fadd contract float %20, -3.500000e+00, !dbg !92
  %22 = fmul contract float %21, %4, !dbg !93
  %23 = add nsw i32 %15, -1, !dbg !94
  %24 = tail call { i32, i32, i32, i32 } asm "tex.a1d.v4.s32.f32\09{$0, $1, $2, $3}, [$4, {$5, $6}];", "=r,=r,=r,=r,l,r,f"(i64 %0, i32 %23, float %22) #3, !dbg !95, !srcloc !98
  %25 = extractvalue { i32, i32, i32, i32 } %24, 0, !dbg !95
  %26 = mul nsw i32 %15, %2, !dbg !99
  %27 = add nsw i32 %26, %10, !dbg !100
  %28 = sext i32 %27 to i64, !dbg !101
  %29 = getelementptr inbounds i32, i32* %1, i64 %28, !dbg !101
  store i32 %25, i32* %29, align 4, !dbg !102, !tbaa !103
  br label %30, !dbg !101

30:                                               ; preds = %19, %5
  ret void, !dbg !105
}

; Function Attrs: convergent mustprogress norecurse nounwind writeonly
define dso_local void @fetchcube(i64 noundef %0, float* nocapture noundef writeonly %1, float noundef %2, float noundef %3) local_unnamed_addr #0 !dbg !106 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !dbg !107
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2, !dbg !109
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #2, !dbg !111
  %8 = add nsw i32 %5, -2, !dbg !113
  %9 = sitofp i32 %8 to float, !dbg !114
  %10 = fmul contract float %9, %2, !dbg !115
  %11 = fadd contract float %10, %3, !dbg !116
  %12 = add nsw i32 %6, -2, !dbg !117
  %13 = sitofp i32 %12 to float, !dbg !118
  %14 = fmul contract float %13, %2, !dbg !119
  %15 = fmul contract float %3, 5.000000e-01, !dbg !120
  %16 = fsub contract float %14, %15, !dbg !121
  %17 = add nsw i32 %7, -2, !dbg !122
  %18 = sitofp i32 %17 to float, !dbg !123
  %19 = fmul contract float %18, %2, !dbg !124
  %20 = fmul contract float %3, 2.500000e-01, !dbg !125
  %21 = fadd contract float %19, %20, !dbg !126
  %22 = tail call { float, float, float, float } asm "tex.cube.v4.f32.f32\09{$0, $1, $2, $3}, [$4, {$5, $6, $7, $7}];", "=f,=f,=f,=f,l,f,f,f"(i64 %0, float %11, float %16, float %21) #3, !dbg !127, !srcloc !130
  %23 = extractvalue { float, float, float, float } %22, 0, !dbg !127
  %24 = mul nsw i32 %7, 5, !dbg !131
  %25 = add nsw i32 %24, %6, !dbg !132
  %26 = mul nsw i32 %25, 5, !dbg !133
  %27 = add nsw i32 %26, %5, !dbg !134
  %28 = sext i32 %27 to i64, !dbg !135
  %29 = getelementptr inbounds float, float* %1, i64 %28, !dbg !135
  store float %23, float* %29, align 4, !dbg !136, !tbaa !67
  ret void, !dbg !137
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
!nvvm.annotations = !{!2, !3, !4}
!llvm.module.flags = !{!5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/texture/texlayered.cu", directory: ".")
!2 = !{void (i64, float*, i32, i32, i32, float)* @fetch2dl, !"kernel", i32 1}
!3 = !{void (i64, i32*, i32, i32, float)* @fetch1dl, !"kernel", i32 1}
!4 = !{void (i64, float*, float, float)* @fetchcube, !"kernel", i32 1}
!5 = !{i32 7, !"Dwarf Version", i32 2}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "fetch2dl", scope: !1, file: !1, line: 19, type: !12, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 45, column: 1, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "__fetch_x", scope: !16, file: !16, line: 45, type: !12, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!16 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!17 = distinct !DILocation(line: 20, column: 11, scope: !11)
!18 = !DILocation(line: 46, column: 1, scope: !19, inlinedAt: !20)
!19 = distinct !DISubprogram(name: "__fetch_x", scope: !16, file: !16, line: 46, type: !12, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!20 = distinct !DILocation(line: 20, column: 24, scope: !11)
!21 = !DILocation(line: 20, column: 22, scope: !11)
!22 = !DILocation(line: 44, column: 1, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_x", scope: !16, file: !16, line: 44, type: !12, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!24 = distinct !DILocation(line: 20, column: 37, scope: !11)
!25 = !DILocation(line: 20, column: 35, scope: !11)
!26 = !DILocation(line: 45, column: 1, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__fetch_y", scope: !16, file: !16, line: 45, type: !12, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!28 = distinct !DILocation(line: 21, column: 11, scope: !11)
!29 = !DILocation(line: 46, column: 1, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "__fetch_y", scope: !16, file: !16, line: 46, type: !12, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!31 = distinct !DILocation(line: 21, column: 24, scope: !11)
!32 = !DILocation(line: 21, column: 22, scope: !11)
!33 = !DILocation(line: 44, column: 1, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "__fetch_y", scope: !16, file: !16, line: 44, type: !12, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!35 = distinct !DILocation(line: 21, column: 37, scope: !11)
!36 = !DILocation(line: 21, column: 35, scope: !11)
!37 = !DILocation(line: 45, column: 1, scope: !38, inlinedAt: !39)
!38 = distinct !DISubprogram(name: "__fetch_z", scope: !16, file: !16, line: 45, type: !12, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!39 = distinct !DILocation(line: 22, column: 11, scope: !11)
!40 = !DILocation(line: 46, column: 1, scope: !41, inlinedAt: !42)
!41 = distinct !DISubprogram(name: "__fetch_z", scope: !16, file: !16, line: 46, type: !12, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!42 = distinct !DILocation(line: 22, column: 24, scope: !11)
!43 = !DILocation(line: 22, column: 22, scope: !11)
!44 = !DILocation(line: 44, column: 1, scope: !45, inlinedAt: !46)
!45 = distinct !DISubprogram(name: "__fetch_z", scope: !16, file: !16, line: 44, type: !12, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!46 = distinct !DILocation(line: 22, column: 37, scope: !11)
!47 = !DILocation(line: 22, column: 35, scope: !11)
!48 = !DILocation(line: 23, column: 9, scope: !11)
!49 = !DILocation(line: 23, column: 13, scope: !11)
!50 = !DILocation(line: 25, column: 33, scope: !11)
!51 = !DILocation(line: 25, column: 35, scope: !11)
!52 = !DILocation(line: 25, column: 43, scope: !11)
!53 = !DILocation(line: 25, column: 49, scope: !11)
!54 = !DILocation(line: 25, column: 51, scope: !11)
!55 = !DILocation(line: 25, column: 59, scope: !11)
!56 = !DILocation(line: 25, column: 66, scope: !11)
!57 = !DILocation(line: 295, column: 1, scope: !58, inlinedAt: !59)
!58 = distinct !DISubprogram(name: "tex2DLayered<float>", scope: !16, file: !16, line: 295, type: !12, scopeLine: 295, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!59 = distinct !DILocation(line: 25, column: 9, scope: !11)
!60 = !{i64 2147553753}
!61 = !DILocation(line: 24, column: 12, scope: !11)
!62 = !DILocation(line: 24, column: 16, scope: !11)
!63 = !DILocation(line: 24, column: 21, scope: !11)
!64 = !DILocation(line: 24, column: 25, scope: !11)
!65 = !DILocation(line: 24, column: 5, scope: !11)
!66 = !DILocation(line: 24, column: 30, scope: !11)
!67 = !{!68, !68, i64 0}
!68 = !{!"float", !69, i64 0}
!69 = !{!"omnipotent char", !70, i64 0}
!70 = !{!"Simple C++ TBAA"}
!71 = !DILocation(line: 26, column: 1, scope: !11)
!72 = distinct !DISubprogram(name: "fetch1dl", scope: !1, file: !1, line: 28, type: !12, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!73 = !DILocation(line: 45, column: 1, scope: !15, inlinedAt: !74)
!74 = distinct !DILocation(line: 29, column: 11, scope: !72)
!75 = !DILocation(line: 46, column: 1, scope: !19, inlinedAt: !76)
!76 = distinct !DILocation(line: 29, column: 24, scope: !72)
!77 = !DILocation(line: 29, column: 22, scope: !72)
!78 = !DILocation(line: 44, column: 1, scope: !23, inlinedAt: !79)
!79 = distinct !DILocation(line: 29, column: 37, scope: !72)
!80 = !DILocation(line: 29, column: 35, scope: !72)
!81 = !DILocation(line: 45, column: 1, scope: !27, inlinedAt: !82)
!82 = distinct !DILocation(line: 30, column: 11, scope: !72)
!83 = !DILocation(line: 46, column: 1, scope: !30, inlinedAt: !84)
!84 = distinct !DILocation(line: 30, column: 24, scope: !72)
!85 = !DILocation(line: 30, column: 22, scope: !72)
!86 = !DILocation(line: 44, column: 1, scope: !34, inlinedAt: !87)
!87 = distinct !DILocation(line: 30, column: 37, scope: !72)
!88 = !DILocation(line: 30, column: 35, scope: !72)
!89 = !DILocation(line: 31, column: 9, scope: !72)
!90 = !DILocation(line: 31, column: 13, scope: !72)
!91 = !DILocation(line: 32, column: 44, scope: !72)
!92 = !DILocation(line: 32, column: 46, scope: !72)
!93 = !DILocation(line: 32, column: 54, scope: !72)
!94 = !DILocation(line: 32, column: 61, scope: !72)
!95 = !DILocation(line: 296, column: 1, scope: !96, inlinedAt: !97)
!96 = distinct !DISubprogram(name: "tex1DLayered<int>", scope: !16, file: !16, line: 296, type: !12, scopeLine: 296, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!97 = distinct !DILocation(line: 32, column: 22, scope: !72)
!98 = !{i64 2147558975}
!99 = !DILocation(line: 32, column: 11, scope: !72)
!100 = !DILocation(line: 32, column: 15, scope: !72)
!101 = !DILocation(line: 32, column: 5, scope: !72)
!102 = !DILocation(line: 32, column: 20, scope: !72)
!103 = !{!104, !104, i64 0}
!104 = !{!"int", !69, i64 0}
!105 = !DILocation(line: 33, column: 1, scope: !72)
!106 = distinct !DISubprogram(name: "fetchcube", scope: !1, file: !1, line: 35, type: !12, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!107 = !DILocation(line: 44, column: 1, scope: !23, inlinedAt: !108)
!108 = distinct !DILocation(line: 36, column: 11, scope: !106)
!109 = !DILocation(line: 44, column: 1, scope: !34, inlinedAt: !110)
!110 = distinct !DILocation(line: 36, column: 28, scope: !106)
!111 = !DILocation(line: 44, column: 1, scope: !45, inlinedAt: !112)
!112 = distinct !DILocation(line: 36, column: 45, scope: !106)
!113 = !DILocation(line: 37, column: 54, scope: !106)
!114 = !DILocation(line: 37, column: 51, scope: !106)
!115 = !DILocation(line: 37, column: 59, scope: !106)
!116 = !DILocation(line: 37, column: 63, scope: !106)
!117 = !DILocation(line: 38, column: 51, scope: !106)
!118 = !DILocation(line: 38, column: 48, scope: !106)
!119 = !DILocation(line: 38, column: 56, scope: !106)
!120 = !DILocation(line: 38, column: 67, scope: !106)
!121 = !DILocation(line: 38, column: 60, scope: !106)
!122 = !DILocation(line: 39, column: 51, scope: !106)
!123 = !DILocation(line: 39, column: 48, scope: !106)
!124 = !DILocation(line: 39, column: 56, scope: !106)
!125 = !DILocation(line: 39, column: 68, scope: !106)
!126 = !DILocation(line: 39, column: 60, scope: !106)
!127 = !DILocation(line: 295, column: 1, scope: !128, inlinedAt: !129)
!128 = distinct !DISubprogram(name: "texCubemap<float>", scope: !16, file: !16, line: 295, type: !12, scopeLine: 295, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!129 = distinct !DILocation(line: 37, column: 30, scope: !106)
!130 = !{i64 2147554483}
!131 = !DILocation(line: 37, column: 10, scope: !106)
!132 = !DILocation(line: 37, column: 14, scope: !106)
!133 = !DILocation(line: 37, column: 19, scope: !106)
!134 = !DILocation(line: 37, column: 23, scope: !106)
!135 = !DILocation(line: 37, column: 3, scope: !106)
!136 = !DILocation(line: 37, column: 28, scope: !106)
!137 = !DILocation(line: 40, column: 1, scope: !106)
