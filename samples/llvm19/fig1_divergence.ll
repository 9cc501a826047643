; ModuleID = 'samples/fig1_divergence.cu'
source_filename = "samples/fig1_divergence.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @fig1_divergence(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %6 = mul i32 %4, %5, !dbg !19
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %8 = add i32 %6, %7, !dbg !23
  %9 = sext i32 %8 to i64, !dbg !24
  %10 = getelementptr inbounds float, ptr %0, i64 %9, !dbg !24
  %11 = load float, ptr %10, align 4, !dbg !24, !tbaa !25
  %12 = getelementptr inbounds i32, ptr %1, i64 %9, !dbg !29
  %13 = load i32, ptr %12, align 4, !dbg !29, !tbaa !30
  %14 = icmp sgt i32 %13, 0, !dbg !32
  br i1 %14, label %15, label %18, !dbg !33

15:                                               ; preds = %3
  %16 = tail call contract noundef float @__nv_expf(float noundef %11) #3, !dbg !34
  %17 = fmul contract float %16, 5.000000e-01, !dbg !37
  br label %35, !dbg !38

18:                                               ; preds = %3
  %19 = sub nsw i32 0, %13, !dbg !39
  %20 = freeze i32 %19, !dbg !40
  %21 = udiv i32 %20, 3, !dbg !40
  %22 = mul i32 %21, 3, !dbg !41
  %23 = sub i32 %20, %22, !dbg !41
  %24 = uitofp nneg i32 %21 to float, !dbg !42
  %25 = fmul contract float %11, %24, !dbg !43
  %26 = icmp eq i32 %23, 0, !dbg !44
  br i1 %26, label %27, label %29, !dbg !45

27:                                               ; preds = %18
  %28 = tail call contract noundef float @__nv_sinf(float noundef %25) #3, !dbg !46
  br label %35, !dbg !49

29:                                               ; preds = %18
  %30 = tail call contract noundef float @llvm.fabs.f32(float %25), !dbg !50
  %31 = fadd contract float %30, 1.000000e+00, !dbg !53
  %32 = tail call contract noundef float @__nv_logf(float noundef %31) #3, !dbg !54
  %33 = uitofp nneg i32 %23 to float, !dbg !57
  %34 = fmul contract float %32, %33, !dbg !58
  br label %35

35:                                               ; preds = %27, %29, %15
  %36 = phi float [ %17, %15 ], [ %28, %27 ], [ %34, %29 ], !dbg !59
  %37 = fadd contract float %11, %36, !dbg !60
  %38 = getelementptr inbounds float, ptr %2, i64 %9, !dbg !61
  store float %37, ptr %38, align 4, !dbg !62, !tbaa !25
  ret void, !dbg !63
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_expf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_sinf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_logf(float noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" }
attributes #3 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/fig1_divergence.cu", directory: ".")
!2 = !{ptr @fig1_divergence, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "fig1_divergence", scope: !1, file: !1, line: 4, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 7, column: 13, scope: !9)
!16 = !DILocation(line: 46, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 7, column: 26, scope: !9)
!19 = !DILocation(line: 7, column: 24, scope: !9)
!20 = !DILocation(line: 44, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 7, column: 39, scope: !9)
!23 = !DILocation(line: 7, column: 37, scope: !9)
!24 = !DILocation(line: 8, column: 13, scope: !9)
!25 = !{!26, !26, i64 0}
!26 = !{!"float", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 9, column: 11, scope: !9)
!30 = !{!31, !31, i64 0}
!31 = !{!"int", !27, i64 0}
!32 = !DILocation(line: 11, column: 9, scope: !9)
!33 = !DILocation(line: 11, column: 7, scope: !9)
!34 = !DILocation(line: 149, column: 39, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "expf", scope: !14, file: !14, line: 149, type: !10, scopeLine: 149, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!36 = distinct !DILocation(line: 13, column: 9, scope: !9)
!37 = !DILocation(line: 13, column: 17, scope: !9)
!38 = !DILocation(line: 14, column: 3, scope: !9)
!39 = !DILocation(line: 16, column: 13, scope: !9)
!40 = !DILocation(line: 16, column: 16, scope: !9)
!41 = !DILocation(line: 17, column: 16, scope: !9)
!42 = !DILocation(line: 18, column: 26, scope: !9)
!43 = !DILocation(line: 18, column: 17, scope: !9)
!44 = !DILocation(line: 19, column: 11, scope: !9)
!45 = !DILocation(line: 19, column: 9, scope: !9)
!46 = !DILocation(line: 146, column: 39, scope: !47, inlinedAt: !48)
!47 = distinct !DISubprogram(name: "sinf", scope: !14, file: !14, line: 146, type: !10, scopeLine: 146, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!48 = distinct !DILocation(line: 21, column: 11, scope: !9)
!49 = !DILocation(line: 22, column: 5, scope: !9)
!50 = !DILocation(line: 165, column: 40, scope: !51, inlinedAt: !52)
!51 = distinct !DISubprogram(name: "fabsf", scope: !14, file: !14, line: 165, type: !10, scopeLine: 165, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!52 = distinct !DILocation(line: 24, column: 16, scope: !9)
!53 = !DILocation(line: 24, column: 25, scope: !9)
!54 = !DILocation(line: 151, column: 39, scope: !55, inlinedAt: !56)
!55 = distinct !DISubprogram(name: "logf", scope: !14, file: !14, line: 151, type: !10, scopeLine: 151, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!56 = distinct !DILocation(line: 24, column: 11, scope: !9)
!57 = !DILocation(line: 24, column: 42, scope: !9)
!58 = !DILocation(line: 24, column: 33, scope: !9)
!59 = !DILocation(line: 0, scope: !9)
!60 = !DILocation(line: 28, column: 16, scope: !9)
!61 = !DILocation(line: 28, column: 3, scope: !9)
!62 = !DILocation(line: 28, column: 12, scope: !9)
!63 = !DILocation(line: 29, column: 1, scope: !9)
