; ModuleID = 'tests/texture/texlayered.cu'
source_filename = "tests/texture/texlayered.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: write)
define dso_local void @fetch2dl(i64 noundef %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, float noundef %5) local_unnamed_addr #0 !dbg !12 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %9 = mul i32 %7, %8, !dbg !22
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %11 = add i32 %9, %10, !dbg !26
  %12 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !27
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !30
  %14 = mul nuw nsw i32 %12, %13, !dbg !33
  %15 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !34
  %16 = add nuw nsw i32 %14, %15, !dbg !37
  %17 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z(), !dbg !38
  %18 = tail call noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z(), !dbg !41
  %19 = mul nuw nsw i32 %17, %18, !dbg !44
  %20 = tail call noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z(), !dbg !45
  %21 = add nuw nsw i32 %19, %20, !dbg !48
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
  %31 = uitofp nneg i32 %16 to float, !dbg !54
  %32 = fadd contract float %31, -1.500000e+00, !dbg !55
  %33 = fmul contract float %32, %5, !dbg !56
  %34 = add nsw i32 %21, -1, !dbg !57
  %35 = tail call { float, float, float, float } asm "tex.a2d.v4.f32.f32\09{$0, $1, $2, $3}, [$4, {$5, $6, $7, $7}];", "=f,=f,=f,=f,l,r,f,f"(i64 %0, i32 %34, float %30, float %33) #2, !dbg !58, !srcloc !69
  %36 = extractvalue { float, float, float, float } %35, 0, !dbg !58
  %37 = mul nsw i32 %21, %3, !dbg !70
  %38 = add nuw nsw i32 %37, %16, !dbg !71
  %39 = mul nsw i32 %38, %2, !dbg !72
  %40 = add nsw i32 %39, %11, !dbg !73
  %41 = sext i32 %40 to i64, !dbg !74
  %42 = getelementptr inbounds float, ptr %1, i64 %41, !dbg !74
  store float %36, ptr %42, align 4, !dbg !75, !tbaa !76
  br label %43, !dbg !74

43:                                               ; preds = %27, %6
  ret void, !dbg !80
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: write)
define dso_local void @fetch1dl(i64 noundef %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3, float noundef %4) local_unnamed_addr #0 !dbg !81 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !82
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !84
  %8 = mul i32 %6, %7, !dbg !86
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !87
  %10 = add i32 %8, %9, !dbg !89
  %11 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !90
  %12 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !92
  %13 = mul nuw nsw i32 %11, %12, !dbg !94
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !95
  %15 = add nuw nsw i32 %13, %14, !dbg !97
  %16 = icmp slt i32 %10, %2, !dbg !98
  %17 = icmp slt i32 %15, %3
  %18 = and i1 %16, %17, !dbg !99
  br i1 %18, label %19, label %30, !dbg !99

19:                                               ; preds = %5
  %20 = sitofp i32 %10 to float, !dbg !100
  %21 = fadd contract float %20, -3.500000e+00, !dbg !101
  %22 = fmul contract float %21, %4, !dbg !102
  %23 = add nsw i32 %15, -1, !dbg !103
  %24 = tail call { i32, i32, i32, i32 } asm "tex.a1d.v4.s32.f32\09{$0, $1, $2, $3}, [$4, {$5, $6}];", "=r,=r,=r,=r,l,r,f"(i64 %0, i32 %23, float %22) #2, !dbg !104, !srcloc !113
  %25 = extractvalue { i32, i32, i32, i32 } %24, 0, !dbg !104
  %26 = mul nsw i32 %15, %2, !dbg !114
  %27 = add nsw i32 %26, %10, !dbg !115
  %28 = sext i32 %27 to i64, !dbg !116
  %29 = getelementptr inbounds i32, ptr %1, i64 %28, !dbg !116
  store i32 %25, ptr %29, align 4, !dbg !117, !tbaa !118
  br label %30, !dbg !116

30:                                               ; preds = %19, %5
  ret void, !dbg !120
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: write)
define dso_local void @fetchcube(i64 noundef %0, ptr nocapture noundef writeonly %1, float noundef %2, float noundef %3) local_unnamed_addr #0 !dbg !121 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !122
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !124
  %7 = tail call noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z(), !dbg !126
  %8 = add nsw i32 %5, -2, !dbg !128
  %9 = sitofp i32 %8 to float, !dbg !129
  %10 = fmul contract float %9, %2, !dbg !130
  %11 = fadd contract float %10, %3, !dbg !131
  %12 = add nsw i32 %6, -2, !dbg !132
  %13 = sitofp i32 %12 to float, !dbg !133
  %14 = fmul contract float %13, %2, !dbg !134
  %15 = fmul contract float %3, 5.000000e-01, !dbg !135
  %16 = fsub contract float %14, %15, !dbg !136
  %17 = add nsw i32 %7, -2, !dbg !137
  %18 = sitofp i32 %17 to float, !dbg !138
  %19 = fmul contract float %18, %2, !dbg !139
  %20 = fmul contract float %3, 2.500000e-01, !dbg !140
  %21 = fadd contract float %19, %20, !dbg !141
  %22 = tail call { float, float, float, float } asm "tex.cube.v4.f32.f32\09{$0, $1, $2, $3}, [$4, {$5, $6, $7, $7}];", "=f,=f,=f,=f,l,f,f,f"(i64 %0, float %11, float %16, float %21) #2, !dbg !142, !srcloc !151
  %23 = extractvalue { float, float, float, float } %22, 0, !dbg !142
  %24 = mul nuw nsw i32 %7, 5, !dbg !152
  %25 = add nuw nsw i32 %24, %6, !dbg !153
  %26 = mul nuw nsw i32 %25, 5, !dbg !154
  %27 = add nuw nsw i32 %26, %5, !dbg !155
  %28 = zext nneg i32 %27 to i64, !dbg !156
  %29 = getelementptr inbounds float, ptr %1, i64 %28, !dbg !156
  store float %23, ptr %29, align 4, !dbg !157, !tbaa !76
  ret void, !dbg !158
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: write)
define dso_local void @fetchcubel(i64 noundef %0, ptr nocapture noundef writeonly %1, float noundef %2, float noundef %3) local_unnamed_addr #0 !dbg !159 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !160
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !162
  %7 = tail call noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z(), !dbg !164
  %8 = add nsw i32 %5, -2, !dbg !166
  %9 = sitofp i32 %8 to float, !dbg !167
  %10 = fmul contract float %9, %2, !dbg !168
  %11 = fadd contract float %10, %3, !dbg !169
  %12 = add nsw i32 %6, -2, !dbg !170
  %13 = sitofp i32 %12 to float, !dbg !171
  %14 = fmul contract float %13, %2, !dbg !172
  %15 = fmul contract float %3, 5.000000e-01, !dbg !173
  %16 = fsub contract float %14, %15, !dbg !174
  %17 = add nsw i32 %7, -2, !dbg !175
  %18 = sitofp i32 %17 to float, !dbg !176
  %19 = fmul contract float %18, %2, !dbg !177
  %20 = fmul contract float %3, 2.500000e-01, !dbg !178
  %21 = fadd contract float %19, %20, !dbg !179
  %22 = add nsw i32 %7, -1, !dbg !180
  %23 = tail call { float, float, float, float } asm "tex.acube.v4.f32.f32\09{$0, $1, $2, $3}, [$4, {$5, $6, $7, $8}];", "=f,=f,=f,=f,l,r,f,f,f"(i64 %0, i32 %22, float %11, float %16, float %21) #2, !dbg !181, !srcloc !190
  %24 = extractvalue { float, float, float, float } %23, 0, !dbg !181
  %25 = mul nuw nsw i32 %7, 5, !dbg !191
  %26 = add nuw nsw i32 %25, %6, !dbg !192
  %27 = mul nuw nsw i32 %26, 5, !dbg !193
  %28 = add nuw nsw i32 %27, %5, !dbg !194
  %29 = zext nneg i32 %28 to i64, !dbg !195
  %30 = getelementptr inbounds float, ptr %1, i64 %29, !dbg !195
  store float %24, ptr %30, align 4, !dbg !196, !tbaa !76
  ret void, !dbg !197
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
!nvvm.annotations = !{!2, !3, !4, !5}
!llvm.module.flags = !{!6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/texture/texlayered.cu", directory: ".")
!2 = !{ptr @fetch2dl, !"kernel", i32 1}
!3 = !{ptr @fetch1dl, !"kernel", i32 1}
!4 = !{ptr @fetchcube, !"kernel", i32 1}
!5 = !{ptr @fetchcubel, !"kernel", i32 1}
!6 = !{i32 7, !"Dwarf Version", i32 2}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!12 = distinct !DISubprogram(name: "fetch2dl", scope: !1, file: !1, line: 21, type: !13, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 22, column: 11, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DILocation(line: 22, column: 24, scope: !12)
!22 = !DILocation(line: 22, column: 22, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = distinct !DILocation(line: 22, column: 37, scope: !12)
!26 = !DILocation(line: 22, column: 35, scope: !12)
!27 = !DILocation(line: 67, column: 3, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 67, type: !13, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!29 = distinct !DILocation(line: 23, column: 11, scope: !12)
!30 = !DILocation(line: 80, column: 3, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 80, type: !13, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!32 = distinct !DILocation(line: 23, column: 24, scope: !12)
!33 = !DILocation(line: 23, column: 22, scope: !12)
!34 = !DILocation(line: 54, column: 3, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!36 = distinct !DILocation(line: 23, column: 37, scope: !12)
!37 = !DILocation(line: 23, column: 35, scope: !12)
!38 = !DILocation(line: 68, column: 3, scope: !39, inlinedAt: !40)
!39 = distinct !DISubprogram(name: "__fetch_builtin_z", scope: !17, file: !17, line: 68, type: !13, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!40 = distinct !DILocation(line: 24, column: 11, scope: !12)
!41 = !DILocation(line: 81, column: 3, scope: !42, inlinedAt: !43)
!42 = distinct !DISubprogram(name: "__fetch_builtin_z", scope: !17, file: !17, line: 81, type: !13, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!43 = distinct !DILocation(line: 24, column: 24, scope: !12)
!44 = !DILocation(line: 24, column: 22, scope: !12)
!45 = !DILocation(line: 55, column: 3, scope: !46, inlinedAt: !47)
!46 = distinct !DISubprogram(name: "__fetch_builtin_z", scope: !17, file: !17, line: 55, type: !13, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!58 = !DILocation(line: 370, column: 1, scope: !59, inlinedAt: !61)
!59 = distinct !DISubprogram(name: "__run<float4>", scope: !60, file: !60, line: 370, type: !13, scopeLine: 370, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!60 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_texture_intrinsics.h", directory: "")
!61 = distinct !DILocation(line: 666, column: 7, scope: !62, inlinedAt: !63)
!62 = distinct !DISubprogram(name: "__tex_fetch<(anonymous namespace)::__cuda_tex::__Tag<65>, float, float, float, int>", scope: !60, file: !60, line: 662, type: !13, scopeLine: 663, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!63 = distinct !DILocation(line: 228, column: 3, scope: !64, inlinedAt: !66)
!64 = distinct !DISubprogram(name: "tex2DLayered<float>", scope: !65, file: !65, line: 226, type: !13, scopeLine: 227, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!65 = !DIFile(filename: "/usr/local/cuda-13.0/include/texture_indirect_functions.h", directory: "")
!66 = distinct !DILocation(line: 235, column: 3, scope: !67, inlinedAt: !68)
!67 = distinct !DISubprogram(name: "tex2DLayered<float>", scope: !65, file: !65, line: 232, type: !13, scopeLine: 233, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!68 = distinct !DILocation(line: 27, column: 9, scope: !12)
!69 = !{i64 2153034896}
!70 = !DILocation(line: 26, column: 12, scope: !12)
!71 = !DILocation(line: 26, column: 16, scope: !12)
!72 = !DILocation(line: 26, column: 21, scope: !12)
!73 = !DILocation(line: 26, column: 25, scope: !12)
!74 = !DILocation(line: 26, column: 5, scope: !12)
!75 = !DILocation(line: 26, column: 30, scope: !12)
!76 = !{!77, !77, i64 0}
!77 = !{!"float", !78, i64 0}
!78 = !{!"omnipotent char", !79, i64 0}
!79 = !{!"Simple C++ TBAA"}
!80 = !DILocation(line: 28, column: 1, scope: !12)
!81 = distinct !DISubprogram(name: "fetch1dl", scope: !1, file: !1, line: 30, type: !13, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!82 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !83)
!83 = distinct !DILocation(line: 31, column: 11, scope: !81)
!84 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !85)
!85 = distinct !DILocation(line: 31, column: 24, scope: !81)
!86 = !DILocation(line: 31, column: 22, scope: !81)
!87 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !88)
!88 = distinct !DILocation(line: 31, column: 37, scope: !81)
!89 = !DILocation(line: 31, column: 35, scope: !81)
!90 = !DILocation(line: 67, column: 3, scope: !28, inlinedAt: !91)
!91 = distinct !DILocation(line: 32, column: 11, scope: !81)
!92 = !DILocation(line: 80, column: 3, scope: !31, inlinedAt: !93)
!93 = distinct !DILocation(line: 32, column: 24, scope: !81)
!94 = !DILocation(line: 32, column: 22, scope: !81)
!95 = !DILocation(line: 54, column: 3, scope: !35, inlinedAt: !96)
!96 = distinct !DILocation(line: 32, column: 37, scope: !81)
!97 = !DILocation(line: 32, column: 35, scope: !81)
!98 = !DILocation(line: 33, column: 9, scope: !81)
!99 = !DILocation(line: 33, column: 13, scope: !81)
!100 = !DILocation(line: 34, column: 44, scope: !81)
!101 = !DILocation(line: 34, column: 46, scope: !81)
!102 = !DILocation(line: 34, column: 54, scope: !81)
!103 = !DILocation(line: 34, column: 61, scope: !81)
!104 = !DILocation(line: 315, column: 1, scope: !105, inlinedAt: !106)
!105 = distinct !DISubprogram(name: "__run<int4>", scope: !60, file: !60, line: 315, type: !13, scopeLine: 315, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!106 = distinct !DILocation(line: 666, column: 7, scope: !107, inlinedAt: !108)
!107 = distinct !DISubprogram(name: "__tex_fetch<(anonymous namespace)::__cuda_tex::__Tag<75>, int, float, int>", scope: !60, file: !60, line: 662, type: !13, scopeLine: 663, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!108 = distinct !DILocation(line: 214, column: 4, scope: !109, inlinedAt: !110)
!109 = distinct !DISubprogram(name: "tex1DLayered<int>", scope: !65, file: !65, line: 212, type: !13, scopeLine: 213, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!110 = distinct !DILocation(line: 221, column: 3, scope: !111, inlinedAt: !112)
!111 = distinct !DISubprogram(name: "tex1DLayered<int>", scope: !65, file: !65, line: 218, type: !13, scopeLine: 219, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!112 = distinct !DILocation(line: 34, column: 22, scope: !81)
!113 = !{i64 2152946890}
!114 = !DILocation(line: 34, column: 11, scope: !81)
!115 = !DILocation(line: 34, column: 15, scope: !81)
!116 = !DILocation(line: 34, column: 5, scope: !81)
!117 = !DILocation(line: 34, column: 20, scope: !81)
!118 = !{!119, !119, i64 0}
!119 = !{!"int", !78, i64 0}
!120 = !DILocation(line: 35, column: 1, scope: !81)
!121 = distinct !DISubprogram(name: "fetchcube", scope: !1, file: !1, line: 37, type: !13, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!122 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !123)
!123 = distinct !DILocation(line: 38, column: 11, scope: !121)
!124 = !DILocation(line: 54, column: 3, scope: !35, inlinedAt: !125)
!125 = distinct !DILocation(line: 38, column: 28, scope: !121)
!126 = !DILocation(line: 55, column: 3, scope: !46, inlinedAt: !127)
!127 = distinct !DILocation(line: 38, column: 45, scope: !121)
!128 = !DILocation(line: 39, column: 54, scope: !121)
!129 = !DILocation(line: 39, column: 51, scope: !121)
!130 = !DILocation(line: 39, column: 59, scope: !121)
!131 = !DILocation(line: 39, column: 63, scope: !121)
!132 = !DILocation(line: 40, column: 51, scope: !121)
!133 = !DILocation(line: 40, column: 48, scope: !121)
!134 = !DILocation(line: 40, column: 56, scope: !121)
!135 = !DILocation(line: 40, column: 67, scope: !121)
!136 = !DILocation(line: 40, column: 60, scope: !121)
!137 = !DILocation(line: 41, column: 51, scope: !121)
!138 = !DILocation(line: 41, column: 48, scope: !121)
!139 = !DILocation(line: 41, column: 56, scope: !121)
!140 = !DILocation(line: 41, column: 68, scope: !121)
!141 = !DILocation(line: 41, column: 60, scope: !121)
!142 = !DILocation(line: 580, column: 1, scope: !143, inlinedAt: !144)
!143 = distinct !DISubprogram(name: "__run<float4>", scope: !60, file: !60, line: 580, type: !13, scopeLine: 580, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!144 = distinct !DILocation(line: 666, column: 7, scope: !145, inlinedAt: !146)
!145 = distinct !DISubprogram(name: "__tex_fetch<(anonymous namespace)::__cuda_tex::__Tag<128>, float, float, float, float>", scope: !60, file: !60, line: 662, type: !13, scopeLine: 663, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!146 = distinct !DILocation(line: 261, column: 3, scope: !147, inlinedAt: !148)
!147 = distinct !DISubprogram(name: "texCubemap<float>", scope: !65, file: !65, line: 259, type: !13, scopeLine: 260, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!148 = distinct !DILocation(line: 269, column: 3, scope: !149, inlinedAt: !150)
!149 = distinct !DISubprogram(name: "texCubemap<float>", scope: !65, file: !65, line: 266, type: !13, scopeLine: 267, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!150 = distinct !DILocation(line: 39, column: 30, scope: !121)
!151 = !{i64 2153262490}
!152 = !DILocation(line: 39, column: 10, scope: !121)
!153 = !DILocation(line: 39, column: 14, scope: !121)
!154 = !DILocation(line: 39, column: 19, scope: !121)
!155 = !DILocation(line: 39, column: 23, scope: !121)
!156 = !DILocation(line: 39, column: 3, scope: !121)
!157 = !DILocation(line: 39, column: 28, scope: !121)
!158 = !DILocation(line: 42, column: 1, scope: !121)
!159 = distinct !DISubprogram(name: "fetchcubel", scope: !1, file: !1, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!160 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !161)
!161 = distinct !DILocation(line: 45, column: 11, scope: !159)
!162 = !DILocation(line: 54, column: 3, scope: !35, inlinedAt: !163)
!163 = distinct !DILocation(line: 45, column: 28, scope: !159)
!164 = !DILocation(line: 55, column: 3, scope: !46, inlinedAt: !165)
!165 = distinct !DILocation(line: 45, column: 45, scope: !159)
!166 = !DILocation(line: 46, column: 61, scope: !159)
!167 = !DILocation(line: 46, column: 58, scope: !159)
!168 = !DILocation(line: 46, column: 66, scope: !159)
!169 = !DILocation(line: 46, column: 70, scope: !159)
!170 = !DILocation(line: 47, column: 58, scope: !159)
!171 = !DILocation(line: 47, column: 55, scope: !159)
!172 = !DILocation(line: 47, column: 63, scope: !159)
!173 = !DILocation(line: 47, column: 74, scope: !159)
!174 = !DILocation(line: 47, column: 67, scope: !159)
!175 = !DILocation(line: 48, column: 58, scope: !159)
!176 = !DILocation(line: 48, column: 55, scope: !159)
!177 = !DILocation(line: 48, column: 63, scope: !159)
!178 = !DILocation(line: 48, column: 75, scope: !159)
!179 = !DILocation(line: 48, column: 67, scope: !159)
!180 = !DILocation(line: 48, column: 82, scope: !159)
!181 = !DILocation(line: 605, column: 1, scope: !182, inlinedAt: !183)
!182 = distinct !DISubprogram(name: "__run<float4>", scope: !60, file: !60, line: 605, type: !13, scopeLine: 605, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!183 = distinct !DILocation(line: 666, column: 7, scope: !184, inlinedAt: !185)
!184 = distinct !DISubprogram(name: "__tex_fetch<(anonymous namespace)::__cuda_tex::__Tag<140>, float, float, float, float, int>", scope: !60, file: !60, line: 662, type: !13, scopeLine: 663, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!185 = distinct !DILocation(line: 277, column: 3, scope: !186, inlinedAt: !187)
!186 = distinct !DISubprogram(name: "texCubemapLayered<float>", scope: !65, file: !65, line: 275, type: !13, scopeLine: 276, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!187 = distinct !DILocation(line: 284, column: 3, scope: !188, inlinedAt: !189)
!188 = distinct !DISubprogram(name: "texCubemapLayered<float>", scope: !65, file: !65, line: 281, type: !13, scopeLine: 282, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!189 = distinct !DILocation(line: 46, column: 30, scope: !159)
!190 = !{i64 2153298359}
!191 = !DILocation(line: 46, column: 10, scope: !159)
!192 = !DILocation(line: 46, column: 14, scope: !159)
!193 = !DILocation(line: 46, column: 19, scope: !159)
!194 = !DILocation(line: 46, column: 23, scope: !159)
!195 = !DILocation(line: 46, column: 3, scope: !159)
!196 = !DILocation(line: 46, column: 28, scope: !159)
!197 = !DILocation(line: 49, column: 1, scope: !159)
