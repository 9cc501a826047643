; ModuleID = 'tests/texture/texlayered.cu'
source_filename = "tests/texture/texlayered.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: write)
define dso_local void @fetch2dl(i64 noundef %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, float noundef %5) local_unnamed_addr #0 !dbg !11 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !14
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !18
  %9 = mul i32 %7, %8, !dbg !21
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !22
  %11 = add i32 %9, %10, !dbg !25
  %12 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !26
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !29
  %14 = mul nuw nsw i32 %12, %13, !dbg !32
  %15 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !33
  %16 = add nuw nsw i32 %14, %15, !dbg !36
  %17 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z(), !dbg !37
  %18 = tail call noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z(), !dbg !40
  %19 = mul nuw nsw i32 %17, %18, !dbg !43
  %20 = tail call noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z(), !dbg !44
  %21 = add nuw nsw i32 %19, %20, !dbg !47
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
  %31 = uitofp nneg i32 %16 to float, !dbg !53
  %32 = fadd contract float %31, -1.500000e+00, !dbg !54
  %33 = fmul contract float %32, %5, !dbg !55
  %34 = add nsw i32 %21, -1, !dbg !56
  %35 = tail call { float, float, float, float } asm "tex.a2d.v4.f32.f32\09{$0, $1, $2, $3}, [$4, {$5, $6, $7, $7}];", "=f,=f,=f,=f,l,r,f,f"(i64 %0, i32 %34, float %30, float %33) #2, !dbg !57, !srcloc !68
  %36 = extractvalue { float, float, float, float } %35, 0, !dbg !57
  %37 = mul nsw i32 %21, %3, !dbg !69
  %38 = add nuw nsw i32 %37, %16, !dbg !70
  %39 = mul nsw i32 %38, %2, !dbg !71
  %40 = add nsw i32 %39, %11, !dbg !72
  %41 = sext i32 %40 to i64, !dbg !73
  %42 = getelementptr inbounds float, ptr %1, i64 %41, !dbg !73
  store float %36, ptr %42, align 4, !dbg !74, !tbaa !75
  br label %43, !dbg !73

43:                                               ; preds = %27, %6
  ret void, !dbg !79
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: write)
define dso_local void @fetch1dl(i64 noundef %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3, float noundef %4) local_unnamed_addr #0 !dbg !80 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !81
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !83
  %8 = mul i32 %6, %7, !dbg !85
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !86
  %10 = add i32 %8, %9, !dbg !88
  %11 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !89
  %12 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !91
  %13 = mul nuw nsw i32 %11, %12, !dbg !93
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !94
  %15 = add nuw nsw i32 %13, %14, !dbg !96
  %16 = icmp slt i32 %10, %2, !dbg !97
  %17 = icmp slt i32 %15, %3
  %18 = and i1 %16, %17, !dbg !98
  br i1 %18, label %19, label %30, !dbg !98

19:                                               ; preds = %5
  %20 = sitofp i32 %10 to float, !dbg !99
  %21 = fadd contract float %20, -3.500000e+00, !dbg !100
  %22 = fmul contract float %21, %4, !dbg !101
  %23 = add nsw i32 %15, -1, !dbg !102
  %24 = tail call { i32, i32, i32, i32 } asm "tex.a1d.v4.s32.f32\09{$0, $1, $2, $3}, [$4, {$5, $6}];", "=r,=r,=r,=r,l,r,f"(i64 %0, i32 %23, float %22) #2, !dbg !103, !srcloc !112
  %25 = extractvalue { i32, i32, i32, i32 } %24, 0, !dbg !103
  %26 = mul nsw i32 %15, %2, !dbg !113
  %27 = add nsw i32 %26, %10, !dbg !114
  %28 = sext i32 %27 to i64, !dbg !115
  %29 = getelementptr inbounds i32, ptr %1, i64 %28, !dbg !115
  store i32 %25, ptr %29, align 4, !dbg !116, !tbaa !117
  br label %30, !dbg !115

30:                                               ; preds = %19, %5
  ret void, !dbg !119
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: write)
define dso_local void @fetchcube(i64 noundef %0, ptr nocapture noundef writeonly %1, float noundef %2, float noundef %3) local_unnamed_addr #0 !dbg !120 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !121
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !123
  %7 = tail call noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z(), !dbg !125
  %8 = add nsw i32 %5, -2, !dbg !127
  %9 = sitofp i32 %8 to float, !dbg !128
  %10 = fmul contract float %9, %2, !dbg !129
  %11 = fadd contract float %10, %3, !dbg !130
  %12 = add nsw i32 %6, -2, !dbg !131
  %13 = sitofp i32 %12 to float, !dbg !132
  %14 = fmul contract float %13, %2, !dbg !133
  %15 = fmul contract float %3, 5.000000e-01, !dbg !134
  %16 = fsub contract float %14, %15, !dbg !135
  %17 = add nsw i32 %7, -2, !dbg !136
  %18 = sitofp i32 %17 to float, !dbg !137
  %19 = fmul contract float %18, %2, !dbg !138
  %20 = fmul contract float %3, 2.500000e-01, !dbg !139
  %21 = fadd contract float %19, %20, !dbg !140
  %22 = tail call { float, float, float, float } asm "tex.cube.v4.f32.f32\09{$0, $1, $2, $3}, [$4, {$5, $6, $7, $7}];", "=f,=f,=f,=f,l,f,f,f"(i64 %0, float %11, float %16, float %21) #2, !dbg !141, !srcloc !150
  %23 = extractvalue { float, float, float, float } %22, 0, !dbg !141
  %24 = mul nuw nsw i32 %7, 5, !dbg !151
  %25 = add nuw nsw i32 %24, %6, !dbg !152
  %26 = mul nuw nsw i32 %25, 5, !dbg !153
  %27 = add nuw nsw i32 %26, %5, !dbg !154
  %28 = zext nneg i32 %27 to i64, !dbg !155
  %29 = getelementptr inbounds float, ptr %1, i64 %28, !dbg !155
  store float %23, ptr %29, align 4, !dbg !156, !tbaa !75
  ret void, !dbg !157
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
!nvvm.annotations = !{!2, !3, !4}
!llvm.module.flags = !{!5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/texture/texlayered.cu", directory: ".")
!2 = !{ptr @fetch2dl, !"kernel", i32 1}
!3 = !{ptr @fetch1dl, !"kernel", i32 1}
!4 = !{ptr @fetchcube, !"kernel", i32 1}
!5 = !{i32 7, !"Dwarf Version", i32 2}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = distinct !DISubprogram(name: "fetch2dl", scope: !1, file: !1, line: 19, type: !12, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 66, column: 3, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !16, file: !16, line: 66, type: !12, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!17 = distinct !DILocation(line: 20, column: 11, scope: !11)
!18 = !DILocation(line: 79, column: 3, scope: !19, inlinedAt: !20)
!19 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !16, file: !16, line: 79, type: !12, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!20 = distinct !DILocation(line: 20, column: 24, scope: !11)
!21 = !DILocation(line: 20, column: 22, scope: !11)
!22 = !DILocation(line: 53, column: 3, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !16, file: !16, line: 53, type: !12, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!24 = distinct !DILocation(line: 20, column: 37, scope: !11)
!25 = !DILocation(line: 20, column: 35, scope: !11)
!26 = !DILocation(line: 67, column: 3, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !16, file: !16, line: 67, type: !12, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!28 = distinct !DILocation(line: 21, column: 11, scope: !11)
!29 = !DILocation(line: 80, column: 3, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !16, file: !16, line: 80, type: !12, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!31 = distinct !DILocation(line: 21, column: 24, scope: !11)
!32 = !DILocation(line: 21, column: 22, scope: !11)
!33 = !DILocation(line: 54, column: 3, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !16, file: !16, line: 54, type: !12, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!35 = distinct !DILocation(line: 21, column: 37, scope: !11)
!36 = !DILocation(line: 21, column: 35, scope: !11)
!37 = !DILocation(line: 68, column: 3, scope: !38, inlinedAt: !39)
!38 = distinct !DISubprogram(name: "__fetch_builtin_z", scope: !16, file: !16, line: 68, type: !12, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!39 = distinct !DILocation(line: 22, column: 11, scope: !11)
!40 = !DILocation(line: 81, column: 3, scope: !41, inlinedAt: !42)
!41 = distinct !DISubprogram(name: "__fetch_builtin_z", scope: !16, file: !16, line: 81, type: !12, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!42 = distinct !DILocation(line: 22, column: 24, scope: !11)
!43 = !DILocation(line: 22, column: 22, scope: !11)
!44 = !DILocation(line: 55, column: 3, scope: !45, inlinedAt: !46)
!45 = distinct !DISubprogram(name: "__fetch_builtin_z", scope: !16, file: !16, line: 55, type: !12, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!57 = !DILocation(line: 370, column: 1, scope: !58, inlinedAt: !60)
!58 = distinct !DISubprogram(name: "__run<float4>", scope: !59, file: !59, line: 370, type: !12, scopeLine: 370, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!59 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_texture_intrinsics.h", directory: "")
!60 = distinct !DILocation(line: 666, column: 7, scope: !61, inlinedAt: !62)
!61 = distinct !DISubprogram(name: "__tex_fetch<(anonymous namespace)::__cuda_tex::__Tag<65>, float, float, float, int>", scope: !59, file: !59, line: 662, type: !12, scopeLine: 663, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!62 = distinct !DILocation(line: 228, column: 3, scope: !63, inlinedAt: !65)
!63 = distinct !DISubprogram(name: "tex2DLayered<float>", scope: !64, file: !64, line: 226, type: !12, scopeLine: 227, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!64 = !DIFile(filename: "/usr/local/cuda-13.0/include/texture_indirect_functions.h", directory: "")
!65 = distinct !DILocation(line: 235, column: 3, scope: !66, inlinedAt: !67)
!66 = distinct !DISubprogram(name: "tex2DLayered<float>", scope: !64, file: !64, line: 232, type: !12, scopeLine: 233, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!67 = distinct !DILocation(line: 25, column: 9, scope: !11)
!68 = !{i64 2153034397}
!69 = !DILocation(line: 24, column: 12, scope: !11)
!70 = !DILocation(line: 24, column: 16, scope: !11)
!71 = !DILocation(line: 24, column: 21, scope: !11)
!72 = !DILocation(line: 24, column: 25, scope: !11)
!73 = !DILocation(line: 24, column: 5, scope: !11)
!74 = !DILocation(line: 24, column: 30, scope: !11)
!75 = !{!76, !76, i64 0}
!76 = !{!"float", !77, i64 0}
!77 = !{!"omnipotent char", !78, i64 0}
!78 = !{!"Simple C++ TBAA"}
!79 = !DILocation(line: 26, column: 1, scope: !11)
!80 = distinct !DISubprogram(name: "fetch1dl", scope: !1, file: !1, line: 28, type: !12, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!81 = !DILocation(line: 66, column: 3, scope: !15, inlinedAt: !82)
!82 = distinct !DILocation(line: 29, column: 11, scope: !80)
!83 = !DILocation(line: 79, column: 3, scope: !19, inlinedAt: !84)
!84 = distinct !DILocation(line: 29, column: 24, scope: !80)
!85 = !DILocation(line: 29, column: 22, scope: !80)
!86 = !DILocation(line: 53, column: 3, scope: !23, inlinedAt: !87)
!87 = distinct !DILocation(line: 29, column: 37, scope: !80)
!88 = !DILocation(line: 29, column: 35, scope: !80)
!89 = !DILocation(line: 67, column: 3, scope: !27, inlinedAt: !90)
!90 = distinct !DILocation(line: 30, column: 11, scope: !80)
!91 = !DILocation(line: 80, column: 3, scope: !30, inlinedAt: !92)
!92 = distinct !DILocation(line: 30, column: 24, scope: !80)
!93 = !DILocation(line: 30, column: 22, scope: !80)
!94 = !DILocation(line: 54, column: 3, scope: !34, inlinedAt: !95)
!95 = distinct !DILocation(line: 30, column: 37, scope: !80)
!96 = !DILocation(line: 30, column: 35, scope: !80)
!97 = !DILocation(line: 31, column: 9, scope: !80)
!98 = !DILocation(line: 31, column: 13, scope: !80)
!99 = !DILocation(line: 32, column: 44, scope: !80)
!100 = !DILocation(line: 32, column: 46, scope: !80)
!101 = !DILocation(line: 32, column: 54, scope: !80)
!102 = !DILocation(line: 32, column: 61, scope: !80)
!103 = !DILocation(line: 315, column: 1, scope: !104, inlinedAt: !105)
!104 = distinct !DISubprogram(name: "__run<int4>", scope: !59, file: !59, line: 315, type: !12, scopeLine: 315, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!105 = distinct !DILocation(line: 666, column: 7, scope: !106, inlinedAt: !107)
!106 = distinct !DISubprogram(name: "__tex_fetch<(anonymous namespace)::__cuda_tex::__Tag<75>, int, float, int>", scope: !59, file: !59, line: 662, type: !12, scopeLine: 663, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!107 = distinct !DILocation(line: 214, column: 4, scope: !108, inlinedAt: !109)
!108 = distinct !DISubprogram(name: "tex1DLayered<int>", scope: !64, file: !64, line: 212, type: !12, scopeLine: 213, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!109 = distinct !DILocation(line: 221, column: 3, scope: !110, inlinedAt: !111)
!110 = distinct !DISubprogram(name: "tex1DLayered<int>", scope: !64, file: !64, line: 218, type: !12, scopeLine: 219, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!111 = distinct !DILocation(line: 32, column: 22, scope: !80)
!112 = !{i64 2152946391}
!113 = !DILocation(line: 32, column: 11, scope: !80)
!114 = !DILocation(line: 32, column: 15, scope: !80)
!115 = !DILocation(line: 32, column: 5, scope: !80)
!116 = !DILocation(line: 32, column: 20, scope: !80)
!117 = !{!118, !118, i64 0}
!118 = !{!"int", !77, i64 0}
!119 = !DILocation(line: 33, column: 1, scope: !80)
!120 = distinct !DISubprogram(name: "fetchcube", scope: !1, file: !1, line: 35, type: !12, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!121 = !DILocation(line: 53, column: 3, scope: !23, inlinedAt: !122)
!122 = distinct !DILocation(line: 36, column: 11, scope: !120)
!123 = !DILocation(line: 54, column: 3, scope: !34, inlinedAt: !124)
!124 = distinct !DILocation(line: 36, column: 28, scope: !120)
!125 = !DILocation(line: 55, column: 3, scope: !45, inlinedAt: !126)
!126 = distinct !DILocation(line: 36, column: 45, scope: !120)
!127 = !DILocation(line: 37, column: 54, scope: !120)
!128 = !DILocation(line: 37, column: 51, scope: !120)
!129 = !DILocation(line: 37, column: 59, scope: !120)
!130 = !DILocation(line: 37, column: 63, scope: !120)
!131 = !DILocation(line: 38, column: 51, scope: !120)
!132 = !DILocation(line: 38, column: 48, scope: !120)
!133 = !DILocation(line: 38, column: 56, scope: !120)
!134 = !DILocation(line: 38, column: 67, scope: !120)
!135 = !DILocation(line: 38, column: 60, scope: !120)
!136 = !DILocation(line: 39, column: 51, scope: !120)
!137 = !DILocation(line: 39, column: 48, scope: !120)
!138 = !DILocation(line: 39, column: 56, scope: !120)
!139 = !DILocation(line: 39, column: 68, scope: !120)
!140 = !DILocation(line: 39, column: 60, scope: !120)
!141 = !DILocation(line: 580, column: 1, scope: !142, inlinedAt: !143)
!142 = distinct !DISubprogram(name: "__run<float4>", scope: !59, file: !59, line: 580, type: !12, scopeLine: 580, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!143 = distinct !DILocation(line: 666, column: 7, scope: !144, inlinedAt: !145)
!144 = distinct !DISubprogram(name: "__tex_fetch<(anonymous namespace)::__cuda_tex::__Tag<128>, float, float, float, float>", scope: !59, file: !59, line: 662, type: !12, scopeLine: 663, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!145 = distinct !DILocation(line: 261, column: 3, scope: !146, inlinedAt: !147)
!146 = distinct !DISubprogram(name: "texCubemap<float>", scope: !64, file: !64, line: 259, type: !12, scopeLine: 260, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!147 = distinct !DILocation(line: 269, column: 3, scope: !148, inlinedAt: !149)
!148 = distinct !DISubprogram(name: "texCubemap<float>", scope: !64, file: !64, line: 266, type: !12, scopeLine: 267, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!149 = distinct !DILocation(line: 37, column: 30, scope: !120)
!150 = !{i64 2153261991}
!151 = !DILocation(line: 37, column: 10, scope: !120)
!152 = !DILocation(line: 37, column: 14, scope: !120)
!153 = !DILocation(line: 37, column: 19, scope: !120)
!154 = !DILocation(line: 37, column: 23, scope: !120)
!155 = !DILocation(line: 37, column: 3, scope: !120)
!156 = !DILocation(line: 37, column: 28, scope: !120)
!157 = !DILocation(line: 40, column: 1, scope: !120)
