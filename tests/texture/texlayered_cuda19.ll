; ModuleID = 'tests/texture/texlayered.cu'
source_filename = "tests/texture/texlayered.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: write)
define dso_local void @fetch2dl(i64 noundef %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, float noundef %5) local_unnamed_addr #0 !dbg !10 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !13
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !17
  %9 = mul i32 %7, %8, !dbg !20
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !21
  %11 = add i32 %9, %10, !dbg !24
  %12 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !25
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !28
  %14 = mul nuw nsw i32 %12, %13, !dbg !31
  %15 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !32
  %16 = add nuw nsw i32 %14, %15, !dbg !35
  %17 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z(), !dbg !36
  %18 = tail call noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z(), !dbg !39
  %19 = mul nuw nsw i32 %17, %18, !dbg !42
  %20 = tail call noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z(), !dbg !43
  %21 = add nuw nsw i32 %19, %20, !dbg !46
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
  %31 = uitofp nneg i32 %16 to float, !dbg !52
  %32 = fadd contract float %31, -1.500000e+00, !dbg !53
  %33 = fmul contract float %32, %5, !dbg !54
  %34 = add nsw i32 %21, -1, !dbg !55
  %35 = tail call { float, float, float, float } asm "tex.a2d.v4.f32.f32\09{$0, $1, $2, $3}, [$4, {$5, $6, $7, $7}];", "=f,=f,=f,=f,l,r,f,f"(i64 %0, i32 %34, float %30, float %33) #2, !dbg !56, !srcloc !67
  %36 = extractvalue { float, float, float, float } %35, 0, !dbg !56
  %37 = mul nsw i32 %21, %3, !dbg !68
  %38 = add nuw nsw i32 %37, %16, !dbg !69
  %39 = mul nsw i32 %38, %2, !dbg !70
  %40 = add nsw i32 %39, %11, !dbg !71
  %41 = sext i32 %40 to i64, !dbg !72
  %42 = getelementptr inbounds float, ptr %1, i64 %41, !dbg !72
  store float %36, ptr %42, align 4, !dbg !73, !tbaa !74
  br label %43, !dbg !72

43:                                               ; preds = %27, %6
  ret void, !dbg !78
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: write)
define dso_local void @fetch1dl(i64 noundef %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3, float noundef %4) local_unnamed_addr #0 !dbg !79 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !80
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !82
  %8 = mul i32 %6, %7, !dbg !84
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !85
  %10 = add i32 %8, %9, !dbg !87
  %11 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !88
  %12 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !90
  %13 = mul nuw nsw i32 %11, %12, !dbg !92
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !93
  %15 = add nuw nsw i32 %13, %14, !dbg !95
  %16 = icmp slt i32 %10, %2, !dbg !96
  %17 = icmp slt i32 %15, %3
  %18 = and i1 %16, %17, !dbg !97
  br i1 %18, label %19, label %30, !dbg !97

19:                                               ; preds = %5
  %20 = sitofp i32 %10 to float, !dbg !98
  %21 = fadd contract float %20, -3.500000e+00, !dbg !99
  %22 = fmul contract float %21, %4, !dbg !100
  %23 = add nsw i32 %15, -1, !dbg !101
  %24 = tail call { i32, i32, i32, i32 } asm "tex.a1d.v4.s32.f32\09{$0, $1, $2, $3}, [$4, {$5, $6}];", "=r,=r,=r,=r,l,r,f"(i64 %0, i32 %23, float %22) #2, !dbg !102, !srcloc !111
  %25 = extractvalue { i32, i32, i32, i32 } %24, 0, !dbg !102
  %26 = mul nsw i32 %15, %2, !dbg !112
  %27 = add nsw i32 %26, %10, !dbg !113
  %28 = sext i32 %27 to i64, !dbg !114
  %29 = getelementptr inbounds i32, ptr %1, i64 %28, !dbg !114
  store i32 %25, ptr %29, align 4, !dbg !115, !tbaa !116
  br label %30, !dbg !114

30:                                               ; preds = %19, %5
  ret void, !dbg !118
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z() #1

attributes #0 = { convergent mustprogress norecurse nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/texture/texlayered.cu", directory: ".")
!2 = !{ptr @fetch2dl, !"kernel", i32 1}
!3 = !{ptr @fetch1dl, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "fetch2dl", scope: !1, file: !1, line: 16, type: !11, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 66, column: 3, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !15, file: !15, line: 66, type: !11, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!16 = distinct !DILocation(line: 17, column: 11, scope: !10)
!17 = !DILocation(line: 79, column: 3, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !15, file: !15, line: 79, type: !11, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 17, column: 24, scope: !10)
!20 = !DILocation(line: 17, column: 22, scope: !10)
!21 = !DILocation(line: 53, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !15, file: !15, line: 53, type: !11, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = distinct !DILocation(line: 17, column: 37, scope: !10)
!24 = !DILocation(line: 17, column: 35, scope: !10)
!25 = !DILocation(line: 67, column: 3, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !15, file: !15, line: 67, type: !11, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!27 = distinct !DILocation(line: 18, column: 11, scope: !10)
!28 = !DILocation(line: 80, column: 3, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !15, file: !15, line: 80, type: !11, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!30 = distinct !DILocation(line: 18, column: 24, scope: !10)
!31 = !DILocation(line: 18, column: 22, scope: !10)
!32 = !DILocation(line: 54, column: 3, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !15, file: !15, line: 54, type: !11, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!34 = distinct !DILocation(line: 18, column: 37, scope: !10)
!35 = !DILocation(line: 18, column: 35, scope: !10)
!36 = !DILocation(line: 68, column: 3, scope: !37, inlinedAt: !38)
!37 = distinct !DISubprogram(name: "__fetch_builtin_z", scope: !15, file: !15, line: 68, type: !11, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!38 = distinct !DILocation(line: 19, column: 11, scope: !10)
!39 = !DILocation(line: 81, column: 3, scope: !40, inlinedAt: !41)
!40 = distinct !DISubprogram(name: "__fetch_builtin_z", scope: !15, file: !15, line: 81, type: !11, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!41 = distinct !DILocation(line: 19, column: 24, scope: !10)
!42 = !DILocation(line: 19, column: 22, scope: !10)
!43 = !DILocation(line: 55, column: 3, scope: !44, inlinedAt: !45)
!44 = distinct !DISubprogram(name: "__fetch_builtin_z", scope: !15, file: !15, line: 55, type: !11, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!56 = !DILocation(line: 370, column: 1, scope: !57, inlinedAt: !59)
!57 = distinct !DISubprogram(name: "__run<float4>", scope: !58, file: !58, line: 370, type: !11, scopeLine: 370, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!58 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_texture_intrinsics.h", directory: "")
!59 = distinct !DILocation(line: 666, column: 7, scope: !60, inlinedAt: !61)
!60 = distinct !DISubprogram(name: "__tex_fetch<(anonymous namespace)::__cuda_tex::__Tag<65>, float, float, float, int>", scope: !58, file: !58, line: 662, type: !11, scopeLine: 663, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!61 = distinct !DILocation(line: 228, column: 3, scope: !62, inlinedAt: !64)
!62 = distinct !DISubprogram(name: "tex2DLayered<float>", scope: !63, file: !63, line: 226, type: !11, scopeLine: 227, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!63 = !DIFile(filename: "/usr/local/cuda-13.0/include/texture_indirect_functions.h", directory: "")
!64 = distinct !DILocation(line: 235, column: 3, scope: !65, inlinedAt: !66)
!65 = distinct !DISubprogram(name: "tex2DLayered<float>", scope: !63, file: !63, line: 232, type: !11, scopeLine: 233, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!66 = distinct !DILocation(line: 22, column: 9, scope: !10)
!67 = !{i64 2153033845}
!68 = !DILocation(line: 21, column: 12, scope: !10)
!69 = !DILocation(line: 21, column: 16, scope: !10)
!70 = !DILocation(line: 21, column: 21, scope: !10)
!71 = !DILocation(line: 21, column: 25, scope: !10)
!72 = !DILocation(line: 21, column: 5, scope: !10)
!73 = !DILocation(line: 21, column: 30, scope: !10)
!74 = !{!75, !75, i64 0}
!75 = !{!"float", !76, i64 0}
!76 = !{!"omnipotent char", !77, i64 0}
!77 = !{!"Simple C++ TBAA"}
!78 = !DILocation(line: 23, column: 1, scope: !10)
!79 = distinct !DISubprogram(name: "fetch1dl", scope: !1, file: !1, line: 25, type: !11, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!80 = !DILocation(line: 66, column: 3, scope: !14, inlinedAt: !81)
!81 = distinct !DILocation(line: 26, column: 11, scope: !79)
!82 = !DILocation(line: 79, column: 3, scope: !18, inlinedAt: !83)
!83 = distinct !DILocation(line: 26, column: 24, scope: !79)
!84 = !DILocation(line: 26, column: 22, scope: !79)
!85 = !DILocation(line: 53, column: 3, scope: !22, inlinedAt: !86)
!86 = distinct !DILocation(line: 26, column: 37, scope: !79)
!87 = !DILocation(line: 26, column: 35, scope: !79)
!88 = !DILocation(line: 67, column: 3, scope: !26, inlinedAt: !89)
!89 = distinct !DILocation(line: 27, column: 11, scope: !79)
!90 = !DILocation(line: 80, column: 3, scope: !29, inlinedAt: !91)
!91 = distinct !DILocation(line: 27, column: 24, scope: !79)
!92 = !DILocation(line: 27, column: 22, scope: !79)
!93 = !DILocation(line: 54, column: 3, scope: !33, inlinedAt: !94)
!94 = distinct !DILocation(line: 27, column: 37, scope: !79)
!95 = !DILocation(line: 27, column: 35, scope: !79)
!96 = !DILocation(line: 28, column: 9, scope: !79)
!97 = !DILocation(line: 28, column: 13, scope: !79)
!98 = !DILocation(line: 29, column: 44, scope: !79)
!99 = !DILocation(line: 29, column: 46, scope: !79)
!100 = !DILocation(line: 29, column: 54, scope: !79)
!101 = !DILocation(line: 29, column: 61, scope: !79)
!102 = !DILocation(line: 315, column: 1, scope: !103, inlinedAt: !104)
!103 = distinct !DISubprogram(name: "__run<int4>", scope: !58, file: !58, line: 315, type: !11, scopeLine: 315, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!104 = distinct !DILocation(line: 666, column: 7, scope: !105, inlinedAt: !106)
!105 = distinct !DISubprogram(name: "__tex_fetch<(anonymous namespace)::__cuda_tex::__Tag<75>, int, float, int>", scope: !58, file: !58, line: 662, type: !11, scopeLine: 663, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!106 = distinct !DILocation(line: 214, column: 4, scope: !107, inlinedAt: !108)
!107 = distinct !DISubprogram(name: "tex1DLayered<int>", scope: !63, file: !63, line: 212, type: !11, scopeLine: 213, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!108 = distinct !DILocation(line: 221, column: 3, scope: !109, inlinedAt: !110)
!109 = distinct !DISubprogram(name: "tex1DLayered<int>", scope: !63, file: !63, line: 218, type: !11, scopeLine: 219, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!110 = distinct !DILocation(line: 29, column: 22, scope: !79)
!111 = !{i64 2152945839}
!112 = !DILocation(line: 29, column: 11, scope: !79)
!113 = !DILocation(line: 29, column: 15, scope: !79)
!114 = !DILocation(line: 29, column: 5, scope: !79)
!115 = !DILocation(line: 29, column: 20, scope: !79)
!116 = !{!117, !117, i64 0}
!117 = !{!"int", !76, i64 0}
!118 = !DILocation(line: 30, column: 1, scope: !79)
