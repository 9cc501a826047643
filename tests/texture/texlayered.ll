; ModuleID = 'tests/texture/texlayered.cu'
source_filename = "tests/texture/texlayered.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind writeonly
define dso_local void @fetch2dl(i64 noundef %0, float* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, float noundef %5) local_unnamed_addr #0 !dbg !10 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2, !dbg !13
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2, !dbg !17
  %9 = mul i32 %7, %8, !dbg !20
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !dbg !21
  %11 = add i32 %9, %10, !dbg !24
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2, !dbg !25
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2, !dbg !28
  %14 = mul i32 %12, %13, !dbg !31
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2, !dbg !32
  %16 = add i32 %14, %15, !dbg !35
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #2, !dbg !36
  %18 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #2, !dbg !39
  %19 = mul i32 %17, %18, !dbg !42
  %20 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #2, !dbg !43
  %21 = add i32 %19, %20, !dbg !46
  %22 = icmp slt i32 %11, %2, !dbg !47
  %23 = icmp slt i32 %16, %3
  %24 = and i1 %22, %23, !dbg !48
  %25 = icmp slt i32 %21, %4
  %26 = and i1 %24, %25, !dbg !48
  br i1 %26, label %27, label %43, !dbg !48

27:                                               ; preds = %6
  %28 = sitofp i32 %11 to float, !dbg !49
  %29 = fadd contract float %28, -2.500000e+00, !dbg !50
  %30 = fmul contract float %29, %5, !dbg !51
  %31 = sitofp i32 %16 to float, !dbg !52
  %32 = fadd contract float %31, -1.500000e+00, !dbg !53
  %33 = fmul contract float %32, %5, !dbg !54
  %34 = add nsw i32 %21, -1, !dbg !55
  %35 = tail call { float, float, float, float } asm "tex.a2d.v4.f32.f32\09{$0, $1, $2, $3}, [$4, {$5, $6, $7, $7}];", "=f,=f,=f,=f,l,r,f,f"(i64 %0, i32 %34, float %30, float %33) #3, !dbg !56, !srcloc !59
  %36 = extractvalue { float, float, float, float } %35, 0, !dbg !56
  %37 = mul nsw i32 %21, %3, !dbg !60
  %38 = add nsw i32 %37, %16, !dbg !61
  %39 = mul nsw i32 %38, %2, !dbg !62
  %40 = add nsw i32 %39, %11, !dbg !63
  %41 = sext i32 %40 to i64, !dbg !64
  %42 = getelementptr inbounds float, float* %1, i64 %41, !dbg !64
  store float %36, float* %42, align 4, !dbg !65, !tbaa !66
  br label %43, !dbg !64

43:                                               ; preds = %27, %6
  ret void, !dbg !70
}

; Function Attrs: convergent mustprogress norecurse nounwind writeonly
define dso_local void @fetch1dl(i64 noundef %0, i32* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3, float noundef %4) local_unnamed_addr #0 !dbg !71 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2, !dbg !72
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2, !dbg !74
  %8 = mul i32 %6, %7, !dbg !76
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !dbg !77
  %10 = add i32 %8, %9, !dbg !79
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2, !dbg !80
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2, !dbg !82
  %13 = mul i32 %11, %12, !dbg !84
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2, !dbg !85
  %15 = add i32 %13, %14, !dbg !87
  %16 = icmp slt i32 %10, %2, !dbg !88
  %17 = icmp slt i32 %15, %3
  %18 = and i1 %16, %17, !dbg !89
  br i1 %18, label %19, label %30, !dbg !89

19:                                               ; preds = %5
  %20 = sitofp i32 %10 to float, !dbg !90
  %21 = fadd contract float %20, -3.500000e+00, !dbg !91
  %22 = fmul contract float %21, %4, !dbg !92
  %23 = add nsw i32 %15, -1, !dbg !93
  %24 = tail call { i32, i32, i32, i32 } asm "tex.a1d.v4.s32.f32\09{$0, $1, $2, $3}, [$4, {$5, $6}];", "=r,=r,=r,=r,l,r,f"(i64 %0, i32 %23, float %22) #3, !dbg !94, !srcloc !97
  %25 = extractvalue { i32, i32, i32, i32 } %24, 0, !dbg !94
  %26 = mul nsw i32 %15, %2, !dbg !98
  %27 = add nsw i32 %26, %10, !dbg !99
  %28 = sext i32 %27 to i64, !dbg !100
  %29 = getelementptr inbounds i32, i32* %1, i64 %28, !dbg !100
  store i32 %25, i32* %29, align 4, !dbg !101, !tbaa !102
  br label %30, !dbg !100

30:                                               ; preds = %19, %5
  ret void, !dbg !104
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
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/texture/texlayered.cu", directory: ".")
!2 = !{void (i64, float*, i32, i32, i32, float)* @fetch2dl, !"kernel", i32 1}
!3 = !{void (i64, i32*, i32, i32, float)* @fetch1dl, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "fetch2dl", scope: !1, file: !1, line: 16, type: !11, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 45, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 45, type: !11, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!15 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!16 = distinct !DILocation(line: 17, column: 11, scope: !10)
!17 = !DILocation(line: 46, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 46, type: !11, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!19 = distinct !DILocation(line: 17, column: 24, scope: !10)
!20 = !DILocation(line: 17, column: 22, scope: !10)
!21 = !DILocation(line: 44, column: 1, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 44, type: !11, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!23 = distinct !DILocation(line: 17, column: 37, scope: !10)
!24 = !DILocation(line: 17, column: 35, scope: !10)
!25 = !DILocation(line: 45, column: 1, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "__fetch_y", scope: !15, file: !15, line: 45, type: !11, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!27 = distinct !DILocation(line: 18, column: 11, scope: !10)
!28 = !DILocation(line: 46, column: 1, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "__fetch_y", scope: !15, file: !15, line: 46, type: !11, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!30 = distinct !DILocation(line: 18, column: 24, scope: !10)
!31 = !DILocation(line: 18, column: 22, scope: !10)
!32 = !DILocation(line: 44, column: 1, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "__fetch_y", scope: !15, file: !15, line: 44, type: !11, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!34 = distinct !DILocation(line: 18, column: 37, scope: !10)
!35 = !DILocation(line: 18, column: 35, scope: !10)
!36 = !DILocation(line: 45, column: 1, scope: !37, inlinedAt: !38)
!37 = distinct !DISubprogram(name: "__fetch_z", scope: !15, file: !15, line: 45, type: !11, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!38 = distinct !DILocation(line: 19, column: 11, scope: !10)
!39 = !DILocation(line: 46, column: 1, scope: !40, inlinedAt: !41)
!40 = distinct !DISubprogram(name: "__fetch_z", scope: !15, file: !15, line: 46, type: !11, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!41 = distinct !DILocation(line: 19, column: 24, scope: !10)
!42 = !DILocation(line: 19, column: 22, scope: !10)
!43 = !DILocation(line: 44, column: 1, scope: !44, inlinedAt: !45)
!44 = distinct !DISubprogram(name: "__fetch_z", scope: !15, file: !15, line: 44, type: !11, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!45 = distinct !DILocation(line: 19, column: 37, scope: !10)
!46 = !DILocation(line: 19, column: 35, scope: !10)
!47 = !DILocation(line: 20, column: 9, scope: !10)
!48 = !DILocation(line: 20, column: 13, scope: !10)
!49 = !DILocation(line: 22, column: 33, scope: !10)
!50 = !DILocation(line: 22, column: 35, scope: !10)
!51 = !DILocation(line: 22, column: 43, scope: !10)
!52 = !DILocation(line: 22, column: 49, scope: !10)
!53 = !DILocation(line: 22, column: 51, scope: !10)
!54 = !DILocation(line: 22, column: 59, scope: !10)
!55 = !DILocation(line: 22, column: 66, scope: !10)
!56 = !DILocation(line: 285, column: 1, scope: !57, inlinedAt: !58)
!57 = distinct !DISubprogram(name: "tex2DLayered<float>", scope: !15, file: !15, line: 285, type: !11, scopeLine: 285, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!58 = distinct !DILocation(line: 22, column: 9, scope: !10)
!59 = !{i64 2147552267}
!60 = !DILocation(line: 21, column: 12, scope: !10)
!61 = !DILocation(line: 21, column: 16, scope: !10)
!62 = !DILocation(line: 21, column: 21, scope: !10)
!63 = !DILocation(line: 21, column: 25, scope: !10)
!64 = !DILocation(line: 21, column: 5, scope: !10)
!65 = !DILocation(line: 21, column: 30, scope: !10)
!66 = !{!67, !67, i64 0}
!67 = !{!"float", !68, i64 0}
!68 = !{!"omnipotent char", !69, i64 0}
!69 = !{!"Simple C++ TBAA"}
!70 = !DILocation(line: 23, column: 1, scope: !10)
!71 = distinct !DISubprogram(name: "fetch1dl", scope: !1, file: !1, line: 25, type: !11, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!72 = !DILocation(line: 45, column: 1, scope: !14, inlinedAt: !73)
!73 = distinct !DILocation(line: 26, column: 11, scope: !71)
!74 = !DILocation(line: 46, column: 1, scope: !18, inlinedAt: !75)
!75 = distinct !DILocation(line: 26, column: 24, scope: !71)
!76 = !DILocation(line: 26, column: 22, scope: !71)
!77 = !DILocation(line: 44, column: 1, scope: !22, inlinedAt: !78)
!78 = distinct !DILocation(line: 26, column: 37, scope: !71)
!79 = !DILocation(line: 26, column: 35, scope: !71)
!80 = !DILocation(line: 45, column: 1, scope: !26, inlinedAt: !81)
!81 = distinct !DILocation(line: 27, column: 11, scope: !71)
!82 = !DILocation(line: 46, column: 1, scope: !29, inlinedAt: !83)
!83 = distinct !DILocation(line: 27, column: 24, scope: !71)
!84 = !DILocation(line: 27, column: 22, scope: !71)
!85 = !DILocation(line: 44, column: 1, scope: !33, inlinedAt: !86)
!86 = distinct !DILocation(line: 27, column: 37, scope: !71)
!87 = !DILocation(line: 27, column: 35, scope: !71)
!88 = !DILocation(line: 28, column: 9, scope: !71)
!89 = !DILocation(line: 28, column: 13, scope: !71)
!90 = !DILocation(line: 29, column: 44, scope: !71)
!91 = !DILocation(line: 29, column: 46, scope: !71)
!92 = !DILocation(line: 29, column: 54, scope: !71)
!93 = !DILocation(line: 29, column: 61, scope: !71)
!94 = !DILocation(line: 286, column: 1, scope: !95, inlinedAt: !96)
!95 = distinct !DISubprogram(name: "tex1DLayered<int>", scope: !15, file: !15, line: 286, type: !11, scopeLine: 286, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!96 = distinct !DILocation(line: 29, column: 22, scope: !71)
!97 = !{i64 2147556573}
!98 = !DILocation(line: 29, column: 11, scope: !71)
!99 = !DILocation(line: 29, column: 15, scope: !71)
!100 = !DILocation(line: 29, column: 5, scope: !71)
!101 = !DILocation(line: 29, column: 20, scope: !71)
!102 = !{!103, !103, i64 0}
!103 = !{!"int", !68, i64 0}
!104 = !DILocation(line: 30, column: 1, scope: !71)
