; ModuleID = 'suites/rodinia/nn.cu'
source_filename = "suites/rodinia/nn.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @euclid(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, float noundef %3, float noundef %4) local_unnamed_addr #0 !dbg !9 {
  %6 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !12
  %7 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !16
  %8 = mul i32 %6, %7, !dbg !19
  %9 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %10 = add i32 %8, %9, !dbg !23
  %11 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !24
  %12 = mul i32 %10, %11, !dbg !27
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !28
  %14 = add i32 %12, %13, !dbg !31
  %15 = icmp slt i32 %14, %2, !dbg !32
  br i1 %15, label %16, label %33, !dbg !33

16:                                               ; preds = %5
  %17 = shl nsw i32 %14, 1, !dbg !34
  %18 = sext i32 %17 to i64, !dbg !35
  %19 = getelementptr inbounds float, ptr %0, i64 %18, !dbg !35
  %20 = load float, ptr %19, align 4, !dbg !35, !tbaa !36
  %21 = fsub contract float %3, %20, !dbg !40
  %22 = or disjoint i32 %17, 1, !dbg !41
  %23 = sext i32 %22 to i64, !dbg !42
  %24 = getelementptr inbounds float, ptr %0, i64 %23, !dbg !42
  %25 = load float, ptr %24, align 4, !dbg !42, !tbaa !36
  %26 = fsub contract float %4, %25, !dbg !43
  %27 = fmul contract float %21, %21, !dbg !44
  %28 = fmul contract float %26, %26, !dbg !45
  %29 = fadd contract float %27, %28, !dbg !46
  %30 = tail call contract noundef float @llvm.sqrt.f32(float %29), !dbg !47
  %31 = sext i32 %14 to i64, !dbg !50
  %32 = getelementptr inbounds float, ptr %1, i64 %31, !dbg !50
  store float %30, ptr %32, align 4, !dbg !51, !tbaa !36
  br label %33, !dbg !52

33:                                               ; preds = %16, %5
  ret void, !dbg !53
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "suites/rodinia/nn.cu", directory: ".")
!2 = !{ptr @euclid, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "euclid", scope: !1, file: !1, line: 6, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_y", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 8, column: 12, scope: !9)
!16 = !DILocation(line: 47, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 8, column: 25, scope: !9)
!19 = !DILocation(line: 8, column: 23, scope: !9)
!20 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 8, column: 37, scope: !9)
!23 = !DILocation(line: 8, column: 35, scope: !9)
!24 = !DILocation(line: 46, column: 1, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!26 = distinct !DILocation(line: 8, column: 51, scope: !9)
!27 = !DILocation(line: 8, column: 49, scope: !9)
!28 = !DILocation(line: 44, column: 1, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!30 = distinct !DILocation(line: 8, column: 64, scope: !9)
!31 = !DILocation(line: 8, column: 62, scope: !9)
!32 = !DILocation(line: 9, column: 9, scope: !9)
!33 = !DILocation(line: 9, column: 7, scope: !9)
!34 = !DILocation(line: 10, column: 28, scope: !9)
!35 = !DILocation(line: 10, column: 22, scope: !9)
!36 = !{!37, !37, i64 0}
!37 = !{!"float", !38, i64 0}
!38 = !{!"omnipotent char", !39, i64 0}
!39 = !{!"Simple C++ TBAA"}
!40 = !DILocation(line: 10, column: 20, scope: !9)
!41 = !DILocation(line: 10, column: 55, scope: !9)
!42 = !DILocation(line: 10, column: 45, scope: !9)
!43 = !DILocation(line: 10, column: 43, scope: !9)
!44 = !DILocation(line: 11, column: 24, scope: !9)
!45 = !DILocation(line: 11, column: 34, scope: !9)
!46 = !DILocation(line: 11, column: 29, scope: !9)
!47 = !DILocation(line: 164, column: 40, scope: !48, inlinedAt: !49)
!48 = distinct !DISubprogram(name: "sqrtf", scope: !14, file: !14, line: 164, type: !10, scopeLine: 164, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!49 = distinct !DILocation(line: 11, column: 15, scope: !9)
!50 = !DILocation(line: 11, column: 5, scope: !9)
!51 = !DILocation(line: 11, column: 13, scope: !9)
!52 = !DILocation(line: 12, column: 3, scope: !9)
!53 = !DILocation(line: 13, column: 1, scope: !9)
