; ModuleID = 'tests/texture/tex2d.cu'
source_filename = "tests/texture/tex2d.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: write)
define dso_local void @fetch2d(i64 noundef %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3, float noundef %4) local_unnamed_addr #0 !dbg !12 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %8 = mul i32 %6, %7, !dbg !22
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %10 = add i32 %8, %9, !dbg !26
  %11 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !27
  %12 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !30
  %13 = mul nuw nsw i32 %11, %12, !dbg !33
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !34
  %15 = add nuw nsw i32 %13, %14, !dbg !37
  %16 = icmp slt i32 %10, %2, !dbg !38
  %17 = icmp slt i32 %15, %3
  %18 = and i1 %16, %17, !dbg !39
  br i1 %18, label %19, label %32, !dbg !39

19:                                               ; preds = %5
  %20 = sitofp i32 %10 to float, !dbg !40
  %21 = fadd contract float %20, -2.500000e+00, !dbg !41
  %22 = fmul contract float %21, %4, !dbg !42
  %23 = uitofp nneg i32 %15 to float, !dbg !43
  %24 = fadd contract float %23, -1.500000e+00, !dbg !44
  %25 = fmul contract float %24, %4, !dbg !45
  %26 = tail call { float, float, float, float } asm "tex.2d.v4.f32.f32\09{$0, $1, $2, $3}, [$4, {$5, $6}];", "=f,=f,=f,=f,l,f,f"(i64 %0, float %22, float %25) #2, !dbg !46, !srcloc !57
  %27 = extractvalue { float, float, float, float } %26, 0, !dbg !46
  %28 = mul nsw i32 %15, %2, !dbg !58
  %29 = add nsw i32 %28, %10, !dbg !59
  %30 = sext i32 %29 to i64, !dbg !60
  %31 = getelementptr inbounds float, ptr %1, i64 %30, !dbg !60
  store float %27, ptr %31, align 4, !dbg !61, !tbaa !62
  br label %32, !dbg !60

32:                                               ; preds = %19, %5
  ret void, !dbg !66
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: write)
define dso_local void @fetch3d(i64 noundef %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, float noundef %5) local_unnamed_addr #0 !dbg !67 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !68
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !70
  %9 = mul i32 %7, %8, !dbg !72
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !73
  %11 = add i32 %9, %10, !dbg !75
  %12 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !76
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !78
  %14 = mul nuw nsw i32 %12, %13, !dbg !80
  %15 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !81
  %16 = add nuw nsw i32 %14, %15, !dbg !83
  %17 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z(), !dbg !84
  %18 = tail call noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z(), !dbg !87
  %19 = mul nuw nsw i32 %17, %18, !dbg !90
  %20 = tail call noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z(), !dbg !91
  %21 = add nuw nsw i32 %19, %20, !dbg !94
  %22 = icmp slt i32 %11, %2, !dbg !95
  %23 = icmp slt i32 %16, %3
  %24 = and i1 %22, %23, !dbg !96
  %25 = icmp slt i32 %21, %4
  %26 = and i1 %24, %25, !dbg !96
  br i1 %26, label %27, label %45, !dbg !96

27:                                               ; preds = %6
  %28 = sitofp i32 %11 to float, !dbg !97
  %29 = fadd contract float %28, -1.250000e+00, !dbg !98
  %30 = fmul contract float %29, %5, !dbg !99
  %31 = uitofp nneg i32 %16 to float, !dbg !100
  %32 = fadd contract float %31, -1.500000e+00, !dbg !101
  %33 = fmul contract float %32, %5, !dbg !102
  %34 = uitofp nneg i32 %21 to float, !dbg !103
  %35 = fadd contract float %34, -1.750000e+00, !dbg !104
  %36 = fmul contract float %35, %5, !dbg !105
  %37 = tail call { float, float, float, float } asm "tex.3d.v4.f32.f32\09{$0, $1, $2, $3}, [$4, {$5, $6, $7, $7}];", "=f,=f,=f,=f,l,f,f,f"(i64 %0, float %30, float %33, float %36) #2, !dbg !106, !srcloc !115
  %38 = extractvalue { float, float, float, float } %37, 0, !dbg !106
  %39 = mul nsw i32 %21, %3, !dbg !116
  %40 = add nuw nsw i32 %39, %16, !dbg !117
  %41 = mul nsw i32 %40, %2, !dbg !118
  %42 = add nsw i32 %41, %11, !dbg !119
  %43 = sext i32 %42 to i64, !dbg !120
  %44 = getelementptr inbounds float, ptr %1, i64 %43, !dbg !120
  store float %38, ptr %44, align 4, !dbg !121, !tbaa !62
  br label %45, !dbg !120

45:                                               ; preds = %27, %6
  ret void, !dbg !122
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: write)
define dso_local void @fetch1d(i64 noundef %0, ptr nocapture noundef writeonly %1, i32 noundef %2, float noundef %3) local_unnamed_addr #0 !dbg !123 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !124
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !126
  %7 = mul i32 %5, %6, !dbg !128
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !129
  %9 = add i32 %7, %8, !dbg !131
  %10 = icmp slt i32 %9, %2, !dbg !132
  br i1 %10, label %11, label %19, !dbg !133

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i32, ptr %1, i64 %12
  %14 = sitofp i32 %9 to float
  %15 = fadd contract float %14, -3.500000e+00
  %16 = fmul contract float %15, %3
  %17 = tail call { i32, i32, i32, i32 } asm "tex.1d.v4.s32.f32\09{$0, $1, $2, $3}, [$4, {$5}];", "=r,=r,=r,=r,l,f"(i64 %0, float %16) #2, !dbg !134, !srcloc !143
  %18 = extractvalue { i32, i32, i32, i32 } %17, 0, !dbg !134
  store i32 %18, ptr %13, align 4, !dbg !144, !tbaa !145
  br label %19, !dbg !147

19:                                               ; preds = %11, %4
  ret void, !dbg !148
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: write)
define dso_local void @fetch2d4(i64 noundef %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !149 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !150
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !152
  %7 = mul i32 %5, %6, !dbg !154
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !155
  %9 = add i32 %7, %8, !dbg !157
  %10 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !158
  %11 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !160
  %12 = mul nuw nsw i32 %10, %11, !dbg !162
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !163
  %14 = add nuw nsw i32 %12, %13, !dbg !165
  %15 = icmp slt i32 %9, %2, !dbg !166
  %16 = icmp slt i32 %14, %3
  %17 = and i1 %15, %16, !dbg !167
  br i1 %17, label %18, label %38, !dbg !167

18:                                               ; preds = %4
  %19 = sitofp i32 %9 to float, !dbg !168
  %20 = fadd contract float %19, -1.500000e+00, !dbg !169
  %21 = uitofp nneg i32 %14 to float, !dbg !170
  %22 = fadd contract float %21, -5.000000e-01, !dbg !171
  %23 = tail call { float, float, float, float } asm "tex.2d.v4.f32.f32\09{$0, $1, $2, $3}, [$4, {$5, $6}];", "=f,=f,=f,=f,l,f,f"(i64 %0, float %20, float %22) #2, !dbg !172, !srcloc !57
  %24 = extractvalue { float, float, float, float } %23, 0, !dbg !172
  %25 = extractvalue { float, float, float, float } %23, 1, !dbg !172
  %26 = extractvalue { float, float, float, float } %23, 2, !dbg !172
  %27 = extractvalue { float, float, float, float } %23, 3, !dbg !172
  %28 = fmul contract float %25, 1.000000e+01, !dbg !180
  %29 = fadd contract float %24, %28, !dbg !181
  %30 = fmul contract float %26, 1.000000e+02, !dbg !182
  %31 = fadd contract float %30, %29, !dbg !183
  %32 = fmul contract float %27, 1.000000e+03, !dbg !184
  %33 = fadd contract float %32, %31, !dbg !185
  %34 = mul nsw i32 %14, %2, !dbg !186
  %35 = add nsw i32 %34, %9, !dbg !187
  %36 = sext i32 %35 to i64, !dbg !188
  %37 = getelementptr inbounds float, ptr %1, i64 %36, !dbg !188
  store float %33, ptr %37, align 4, !dbg !189, !tbaa !62
  br label %38, !dbg !190

38:                                               ; preds = %18, %4
  ret void, !dbg !191
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
!1 = !DIFile(filename: "tests/texture/tex2d.cu", directory: ".")
!2 = !{ptr @fetch2d, !"kernel", i32 1}
!3 = !{ptr @fetch3d, !"kernel", i32 1}
!4 = !{ptr @fetch1d, !"kernel", i32 1}
!5 = !{ptr @fetch2d4, !"kernel", i32 1}
!6 = !{i32 7, !"Dwarf Version", i32 2}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!12 = distinct !DISubprogram(name: "fetch2d", scope: !1, file: !1, line: 14, type: !13, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 15, column: 11, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DILocation(line: 15, column: 24, scope: !12)
!22 = !DILocation(line: 15, column: 22, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = distinct !DILocation(line: 15, column: 37, scope: !12)
!26 = !DILocation(line: 15, column: 35, scope: !12)
!27 = !DILocation(line: 67, column: 3, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 67, type: !13, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!29 = distinct !DILocation(line: 16, column: 11, scope: !12)
!30 = !DILocation(line: 80, column: 3, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 80, type: !13, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!32 = distinct !DILocation(line: 16, column: 24, scope: !12)
!33 = !DILocation(line: 16, column: 22, scope: !12)
!34 = !DILocation(line: 54, column: 3, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!46 = !DILocation(line: 339, column: 1, scope: !47, inlinedAt: !49)
!47 = distinct !DISubprogram(name: "__run<float4>", scope: !48, file: !48, line: 339, type: !13, scopeLine: 339, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!48 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_texture_intrinsics.h", directory: "")
!49 = distinct !DILocation(line: 666, column: 7, scope: !50, inlinedAt: !51)
!50 = distinct !DISubprogram(name: "__tex_fetch<(anonymous namespace)::__cuda_tex::__Tag<53>, float, float, float>", scope: !48, file: !48, line: 662, type: !13, scopeLine: 663, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!51 = distinct !DILocation(line: 145, column: 4, scope: !52, inlinedAt: !54)
!52 = distinct !DISubprogram(name: "tex2D<float>", scope: !53, file: !53, line: 143, type: !13, scopeLine: 144, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!53 = !DIFile(filename: "/usr/local/cuda-13.0/include/texture_indirect_functions.h", directory: "")
!54 = distinct !DILocation(line: 152, column: 3, scope: !55, inlinedAt: !56)
!55 = distinct !DISubprogram(name: "tex2D<float>", scope: !53, file: !53, line: 149, type: !13, scopeLine: 150, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!56 = distinct !DILocation(line: 18, column: 22, scope: !12)
!57 = !{i64 2152992275}
!58 = !DILocation(line: 18, column: 11, scope: !12)
!59 = !DILocation(line: 18, column: 15, scope: !12)
!60 = !DILocation(line: 18, column: 5, scope: !12)
!61 = !DILocation(line: 18, column: 20, scope: !12)
!62 = !{!63, !63, i64 0}
!63 = !{!"float", !64, i64 0}
!64 = !{!"omnipotent char", !65, i64 0}
!65 = !{!"Simple C++ TBAA"}
!66 = !DILocation(line: 19, column: 1, scope: !12)
!67 = distinct !DISubprogram(name: "fetch3d", scope: !1, file: !1, line: 21, type: !13, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!68 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !69)
!69 = distinct !DILocation(line: 22, column: 11, scope: !67)
!70 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !71)
!71 = distinct !DILocation(line: 22, column: 24, scope: !67)
!72 = !DILocation(line: 22, column: 22, scope: !67)
!73 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !74)
!74 = distinct !DILocation(line: 22, column: 37, scope: !67)
!75 = !DILocation(line: 22, column: 35, scope: !67)
!76 = !DILocation(line: 67, column: 3, scope: !28, inlinedAt: !77)
!77 = distinct !DILocation(line: 23, column: 11, scope: !67)
!78 = !DILocation(line: 80, column: 3, scope: !31, inlinedAt: !79)
!79 = distinct !DILocation(line: 23, column: 24, scope: !67)
!80 = !DILocation(line: 23, column: 22, scope: !67)
!81 = !DILocation(line: 54, column: 3, scope: !35, inlinedAt: !82)
!82 = distinct !DILocation(line: 23, column: 37, scope: !67)
!83 = !DILocation(line: 23, column: 35, scope: !67)
!84 = !DILocation(line: 68, column: 3, scope: !85, inlinedAt: !86)
!85 = distinct !DISubprogram(name: "__fetch_builtin_z", scope: !17, file: !17, line: 68, type: !13, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!86 = distinct !DILocation(line: 24, column: 11, scope: !67)
!87 = !DILocation(line: 81, column: 3, scope: !88, inlinedAt: !89)
!88 = distinct !DISubprogram(name: "__fetch_builtin_z", scope: !17, file: !17, line: 81, type: !13, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!89 = distinct !DILocation(line: 24, column: 24, scope: !67)
!90 = !DILocation(line: 24, column: 22, scope: !67)
!91 = !DILocation(line: 55, column: 3, scope: !92, inlinedAt: !93)
!92 = distinct !DISubprogram(name: "__fetch_builtin_z", scope: !17, file: !17, line: 55, type: !13, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!93 = distinct !DILocation(line: 24, column: 37, scope: !67)
!94 = !DILocation(line: 24, column: 35, scope: !67)
!95 = !DILocation(line: 25, column: 9, scope: !67)
!96 = !DILocation(line: 25, column: 13, scope: !67)
!97 = !DILocation(line: 27, column: 26, scope: !67)
!98 = !DILocation(line: 27, column: 28, scope: !67)
!99 = !DILocation(line: 27, column: 37, scope: !67)
!100 = !DILocation(line: 27, column: 43, scope: !67)
!101 = !DILocation(line: 27, column: 45, scope: !67)
!102 = !DILocation(line: 27, column: 53, scope: !67)
!103 = !DILocation(line: 27, column: 59, scope: !67)
!104 = !DILocation(line: 27, column: 61, scope: !67)
!105 = !DILocation(line: 27, column: 70, scope: !67)
!106 = !DILocation(line: 527, column: 1, scope: !107, inlinedAt: !108)
!107 = distinct !DISubprogram(name: "__run<float4>", scope: !48, file: !48, line: 527, type: !13, scopeLine: 527, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!108 = distinct !DILocation(line: 666, column: 7, scope: !109, inlinedAt: !110)
!109 = distinct !DISubprogram(name: "__tex_fetch<(anonymous namespace)::__cuda_tex::__Tag<153>, float, float, float, float>", scope: !48, file: !48, line: 662, type: !13, scopeLine: 663, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!110 = distinct !DILocation(line: 180, column: 4, scope: !111, inlinedAt: !112)
!111 = distinct !DISubprogram(name: "tex3D<float>", scope: !53, file: !53, line: 178, type: !13, scopeLine: 179, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!112 = distinct !DILocation(line: 187, column: 3, scope: !113, inlinedAt: !114)
!113 = distinct !DISubprogram(name: "tex3D<float>", scope: !53, file: !53, line: 184, type: !13, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!114 = distinct !DILocation(line: 27, column: 9, scope: !67)
!115 = !{i64 2153194843}
!116 = !DILocation(line: 26, column: 12, scope: !67)
!117 = !DILocation(line: 26, column: 16, scope: !67)
!118 = !DILocation(line: 26, column: 21, scope: !67)
!119 = !DILocation(line: 26, column: 25, scope: !67)
!120 = !DILocation(line: 26, column: 5, scope: !67)
!121 = !DILocation(line: 26, column: 30, scope: !67)
!122 = !DILocation(line: 28, column: 1, scope: !67)
!123 = distinct !DISubprogram(name: "fetch1d", scope: !1, file: !1, line: 30, type: !13, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!124 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !125)
!125 = distinct !DILocation(line: 31, column: 11, scope: !123)
!126 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !127)
!127 = distinct !DILocation(line: 31, column: 24, scope: !123)
!128 = !DILocation(line: 31, column: 22, scope: !123)
!129 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !130)
!130 = distinct !DILocation(line: 31, column: 37, scope: !123)
!131 = !DILocation(line: 31, column: 35, scope: !123)
!132 = !DILocation(line: 32, column: 9, scope: !123)
!133 = !DILocation(line: 32, column: 7, scope: !123)
!134 = !DILocation(line: 302, column: 1, scope: !135, inlinedAt: !136)
!135 = distinct !DISubprogram(name: "__run<int4>", scope: !48, file: !48, line: 302, type: !13, scopeLine: 302, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!136 = distinct !DILocation(line: 666, column: 7, scope: !137, inlinedAt: !138)
!137 = distinct !DISubprogram(name: "__tex_fetch<(anonymous namespace)::__cuda_tex::__Tag<63>, int, float>", scope: !48, file: !48, line: 662, type: !13, scopeLine: 663, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!138 = distinct !DILocation(line: 129, column: 4, scope: !139, inlinedAt: !140)
!139 = distinct !DISubprogram(name: "tex1D<int>", scope: !53, file: !53, line: 127, type: !13, scopeLine: 128, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!140 = distinct !DILocation(line: 137, column: 3, scope: !141, inlinedAt: !142)
!141 = distinct !DISubprogram(name: "tex1D<int>", scope: !53, file: !53, line: 134, type: !13, scopeLine: 135, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!142 = distinct !DILocation(line: 33, column: 14, scope: !123)
!143 = !{i64 2152916801}
!144 = !DILocation(line: 33, column: 12, scope: !123)
!145 = !{!146, !146, i64 0}
!146 = !{!"int", !64, i64 0}
!147 = !DILocation(line: 33, column: 5, scope: !123)
!148 = !DILocation(line: 34, column: 1, scope: !123)
!149 = distinct !DISubprogram(name: "fetch2d4", scope: !1, file: !1, line: 37, type: !13, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!150 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !151)
!151 = distinct !DILocation(line: 38, column: 11, scope: !149)
!152 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !153)
!153 = distinct !DILocation(line: 38, column: 24, scope: !149)
!154 = !DILocation(line: 38, column: 22, scope: !149)
!155 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !156)
!156 = distinct !DILocation(line: 38, column: 37, scope: !149)
!157 = !DILocation(line: 38, column: 35, scope: !149)
!158 = !DILocation(line: 67, column: 3, scope: !28, inlinedAt: !159)
!159 = distinct !DILocation(line: 39, column: 11, scope: !149)
!160 = !DILocation(line: 80, column: 3, scope: !31, inlinedAt: !161)
!161 = distinct !DILocation(line: 39, column: 24, scope: !149)
!162 = !DILocation(line: 39, column: 22, scope: !149)
!163 = !DILocation(line: 54, column: 3, scope: !35, inlinedAt: !164)
!164 = distinct !DILocation(line: 39, column: 37, scope: !149)
!165 = !DILocation(line: 39, column: 35, scope: !149)
!166 = !DILocation(line: 40, column: 9, scope: !149)
!167 = !DILocation(line: 40, column: 13, scope: !149)
!168 = !DILocation(line: 41, column: 33, scope: !149)
!169 = !DILocation(line: 41, column: 35, scope: !149)
!170 = !DILocation(line: 41, column: 43, scope: !149)
!171 = !DILocation(line: 41, column: 45, scope: !149)
!172 = !DILocation(line: 339, column: 1, scope: !47, inlinedAt: !173)
!173 = distinct !DILocation(line: 666, column: 7, scope: !174, inlinedAt: !175)
!174 = distinct !DISubprogram(name: "__tex_fetch<(anonymous namespace)::__cuda_tex::__Tag<53>, float4, float, float>", scope: !48, file: !48, line: 662, type: !13, scopeLine: 663, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!175 = distinct !DILocation(line: 145, column: 4, scope: !176, inlinedAt: !177)
!176 = distinct !DISubprogram(name: "tex2D<float4>", scope: !53, file: !53, line: 143, type: !13, scopeLine: 144, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!177 = distinct !DILocation(line: 152, column: 3, scope: !178, inlinedAt: !179)
!178 = distinct !DISubprogram(name: "tex2D<float4>", scope: !53, file: !53, line: 149, type: !13, scopeLine: 150, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!179 = distinct !DILocation(line: 41, column: 16, scope: !149)
!180 = !DILocation(line: 42, column: 34, scope: !149)
!181 = !DILocation(line: 42, column: 26, scope: !149)
!182 = !DILocation(line: 42, column: 49, scope: !149)
!183 = !DILocation(line: 42, column: 40, scope: !149)
!184 = !DILocation(line: 42, column: 65, scope: !149)
!185 = !DILocation(line: 42, column: 55, scope: !149)
!186 = !DILocation(line: 42, column: 11, scope: !149)
!187 = !DILocation(line: 42, column: 15, scope: !149)
!188 = !DILocation(line: 42, column: 5, scope: !149)
!189 = !DILocation(line: 42, column: 20, scope: !149)
!190 = !DILocation(line: 43, column: 3, scope: !149)
!191 = !DILocation(line: 44, column: 1, scope: !149)
