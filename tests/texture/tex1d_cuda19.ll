; ModuleID = 'tests/texture/tex1d_cuda.cu'
source_filename = "tests/texture/tex1d_cuda.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: write)
define dso_local void @_Z5fetchyPfi(i64 noundef %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %6 = mul i32 %4, %5, !dbg !22
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %8 = add i32 %6, %7, !dbg !26
  %9 = icmp slt i32 %8, %2, !dbg !27
  br i1 %9, label %10, label %17, !dbg !28

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds float, ptr %1, i64 %11
  %13 = add nsw i32 %8, -2
  %14 = tail call { float, float, float, float } asm "tex.1d.v4.f32.s32\09{$0, $1, $2, $3}, [$4, {$5}];", "=f,=f,=f,=f,l,r"(i64 %0, i32 %13) #2, !dbg !29, !srcloc !40
  %15 = extractvalue { float, float, float, float } %14, 0, !dbg !29
  %16 = fmul contract float %15, 2.000000e+00, !dbg !41
  store float %16, ptr %12, align 4, !dbg !42, !tbaa !43
  br label %17, !dbg !47

17:                                               ; preds = %10, %3
  ret void, !dbg !48
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress norecurse nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.dbg.cu = !{!6}
!nvvm.annotations = !{!8}
!llvm.ident = !{!9, !10}
!nvvmir.version = !{!11}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "tests/texture/tex1d_cuda.cu", directory: ".")
!8 = !{ptr @_Z5fetchyPfi, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "fetch", scope: !7, file: !7, line: 4, type: !13, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 5, column: 11, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 5, column: 24, scope: !12)
!22 = !DILocation(line: 5, column: 22, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 5, column: 37, scope: !12)
!26 = !DILocation(line: 5, column: 35, scope: !12)
!27 = !DILocation(line: 6, column: 9, scope: !12)
!28 = !DILocation(line: 6, column: 7, scope: !12)
!29 = !DILocation(line: 304, column: 1, scope: !30, inlinedAt: !32)
!30 = distinct !DISubprogram(name: "__run<float4>", scope: !31, file: !31, line: 304, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!31 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_texture_intrinsics.h", directory: "")
!32 = distinct !DILocation(line: 666, column: 7, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "__tex_fetch<(anonymous namespace)::__cuda_tex::__Tag<93>, float, int>", scope: !31, file: !31, line: 662, type: !13, scopeLine: 663, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!34 = distinct !DILocation(line: 115, column: 4, scope: !35, inlinedAt: !37)
!35 = distinct !DISubprogram(name: "tex1Dfetch<float>", scope: !36, file: !36, line: 113, type: !13, scopeLine: 114, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!36 = !DIFile(filename: "/usr/local/cuda-13.0/include/texture_indirect_functions.h", directory: "")
!37 = distinct !DILocation(line: 122, column: 3, scope: !38, inlinedAt: !39)
!38 = distinct !DISubprogram(name: "tex1Dfetch<float>", scope: !36, file: !36, line: 119, type: !13, scopeLine: 120, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!39 = distinct !DILocation(line: 6, column: 23, scope: !12)
!40 = !{i64 2152926366}
!41 = !DILocation(line: 6, column: 51, scope: !12)
!42 = !DILocation(line: 6, column: 21, scope: !12)
!43 = !{!44, !44, i64 0}
!44 = !{!"float", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C++ TBAA"}
!47 = !DILocation(line: 6, column: 14, scope: !12)
!48 = !DILocation(line: 7, column: 1, scope: !12)
