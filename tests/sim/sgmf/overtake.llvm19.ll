; ModuleID = 'tests/sim/sgmf/overtake.cu'
source_filename = "tests/sim/sgmf/overtake.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @overtake(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %6 = mul i32 %4, %5, !dbg !19
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %8 = add i32 %6, %7, !dbg !23
  %9 = icmp sgt i32 %2, 0, !dbg !24
  br i1 %9, label %10, label %12, !dbg !25

10:                                               ; preds = %3
  %11 = mul nsw i32 %8, %2
  br label %13, !dbg !25

12:                                               ; preds = %28, %3
  ret void, !dbg !26

13:                                               ; preds = %10, %28
  %14 = phi i32 [ 0, %10 ], [ %32, %28 ]
  %15 = add nsw i32 %14, %8, !dbg !27
  %16 = and i32 %15, 1, !dbg !28
  %17 = icmp eq i32 %16, 0, !dbg !29
  br i1 %17, label %23, label %18, !dbg !29

18:                                               ; preds = %13
  %19 = add nsw i32 %14, %11, !dbg !30
  %20 = sext i32 %19 to i64, !dbg !31
  %21 = getelementptr inbounds float, ptr %0, i64 %20, !dbg !31
  %22 = load float, ptr %21, align 4, !dbg !31, !tbaa !32
  br label %28, !dbg !36

23:                                               ; preds = %13
  %24 = uitofp nneg i32 %14 to float, !dbg !37
  %25 = fmul contract float %24, 2.000000e+00, !dbg !38
  %26 = add nsw i32 %14, %11, !dbg !39
  %27 = sext i32 %26 to i64, !dbg !40
  br label %28

28:                                               ; preds = %23, %18
  %29 = phi i64 [ %27, %23 ], [ %20, %18 ], !dbg !40
  %30 = phi float [ %25, %23 ], [ %22, %18 ], !dbg !41
  %31 = getelementptr inbounds float, ptr %1, i64 %29, !dbg !40
  store float %30, ptr %31, align 4, !dbg !42, !tbaa !32
  %32 = add nuw nsw i32 %14, 1, !dbg !43
  %33 = icmp eq i32 %32, %2, !dbg !24
  br i1 %33, label %12, label %13, !dbg !25, !llvm.loop !44
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/sim/sgmf/overtake.cu", directory: ".")
!2 = !{ptr @overtake, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "overtake", scope: !1, file: !1, line: 8, type: !10, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 9, column: 11, scope: !9)
!16 = !DILocation(line: 46, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 9, column: 24, scope: !9)
!19 = !DILocation(line: 9, column: 22, scope: !9)
!20 = !DILocation(line: 44, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 9, column: 37, scope: !9)
!23 = !DILocation(line: 9, column: 35, scope: !9)
!24 = !DILocation(line: 11, column: 21, scope: !9)
!25 = !DILocation(line: 11, column: 3, scope: !9)
!26 = !DILocation(line: 19, column: 1, scope: !9)
!27 = !DILocation(line: 13, column: 12, scope: !9)
!28 = !DILocation(line: 13, column: 17, scope: !9)
!29 = !DILocation(line: 13, column: 9, scope: !9)
!30 = !DILocation(line: 14, column: 19, scope: !9)
!31 = !DILocation(line: 14, column: 11, scope: !9)
!32 = !{!33, !33, i64 0}
!33 = !{!"float", !34, i64 0}
!34 = !{!"omnipotent char", !35, i64 0}
!35 = !{!"Simple C++ TBAA"}
!36 = !DILocation(line: 14, column: 7, scope: !9)
!37 = !DILocation(line: 16, column: 18, scope: !9)
!38 = !DILocation(line: 16, column: 20, scope: !9)
!39 = !DILocation(line: 17, column: 15, scope: !9)
!40 = !DILocation(line: 17, column: 5, scope: !9)
!41 = !DILocation(line: 0, scope: !9)
!42 = !DILocation(line: 17, column: 20, scope: !9)
!43 = !DILocation(line: 11, column: 27, scope: !9)
!44 = distinct !{!44, !25, !45, !46, !47}
!45 = !DILocation(line: 18, column: 3, scope: !9)
!46 = !{!"llvm.loop.mustprogress"}
!47 = !{!"llvm.loop.unroll.disable"}
