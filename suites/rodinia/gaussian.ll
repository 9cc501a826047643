; ModuleID = 'suites/rodinia/gaussian.cu'
source_filename = "suites/rodinia/gaussian.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @fan1(float* nocapture noundef writeonly %0, float* nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !10 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2, !dbg !13
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2, !dbg !17
  %7 = mul i32 %5, %6, !dbg !20
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !dbg !21
  %9 = add i32 %7, %8, !dbg !24
  %10 = xor i32 %3, -1, !dbg !25
  %11 = add i32 %10, %2, !dbg !25
  %12 = icmp slt i32 %9, %11, !dbg !26
  br i1 %12, label %13, label %28, !dbg !27

13:                                               ; preds = %4
  %14 = add nsw i32 %9, 1, !dbg !28
  %15 = add i32 %14, %3, !dbg !29
  %16 = mul nsw i32 %15, %2, !dbg !30
  %17 = add nsw i32 %16, %3, !dbg !31
  %18 = sext i32 %17 to i64, !dbg !32
  %19 = getelementptr inbounds float, float* %1, i64 %18, !dbg !32
  %20 = load float, float* %19, align 4, !dbg !32, !tbaa !33
  %21 = mul nsw i32 %3, %2, !dbg !37
  %22 = add nsw i32 %21, %3, !dbg !38
  %23 = sext i32 %22 to i64, !dbg !39
  %24 = getelementptr inbounds float, float* %1, i64 %23, !dbg !39
  %25 = load float, float* %24, align 4, !dbg !39, !tbaa !33
  %26 = fdiv contract float %20, %25, !dbg !40
  %27 = getelementptr inbounds float, float* %0, i64 %18, !dbg !41
  store float %26, float* %27, align 4, !dbg !42, !tbaa !33
  br label %28, !dbg !43

28:                                               ; preds = %4, %13
  ret void, !dbg !43
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @fan2(float* nocapture noundef readonly %0, float* nocapture noundef %1, float* nocapture noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 !dbg !44 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2, !dbg !45
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2, !dbg !47
  %8 = mul i32 %6, %7, !dbg !49
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !dbg !50
  %10 = add i32 %8, %9, !dbg !52
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2, !dbg !53
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2, !dbg !56
  %13 = mul i32 %11, %12, !dbg !59
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2, !dbg !60
  %15 = add i32 %13, %14, !dbg !63
  %16 = xor i32 %4, -1, !dbg !64
  %17 = add i32 %16, %3, !dbg !64
  %18 = icmp slt i32 %10, %17, !dbg !65
  %19 = sub nsw i32 %3, %4
  %20 = icmp slt i32 %15, %19
  %21 = select i1 %18, i1 %20, i1 false, !dbg !66
  br i1 %21, label %22, label %52, !dbg !66

22:                                               ; preds = %5
  %23 = add nsw i32 %10, 1, !dbg !67
  %24 = add i32 %23, %4, !dbg !68
  %25 = add nsw i32 %15, %4, !dbg !69
  %26 = mul nsw i32 %24, %3, !dbg !70
  %27 = add nsw i32 %26, %4, !dbg !71
  %28 = sext i32 %27 to i64, !dbg !72
  %29 = getelementptr inbounds float, float* %0, i64 %28, !dbg !72
  %30 = load float, float* %29, align 4, !dbg !72, !tbaa !33
  %31 = mul nsw i32 %4, %3, !dbg !73
  %32 = add nsw i32 %31, %25, !dbg !74
  %33 = sext i32 %32 to i64, !dbg !75
  %34 = getelementptr inbounds float, float* %1, i64 %33, !dbg !75
  %35 = load float, float* %34, align 4, !dbg !75, !tbaa !33
  %36 = fmul contract float %30, %35, !dbg !76
  %37 = add nsw i32 %26, %25, !dbg !77
  %38 = sext i32 %37 to i64, !dbg !78
  %39 = getelementptr inbounds float, float* %1, i64 %38, !dbg !78
  %40 = load float, float* %39, align 4, !dbg !79, !tbaa !33
  %41 = fsub contract float %40, %36, !dbg !79
  store float %41, float* %39, align 4, !dbg !79, !tbaa !33
  %42 = icmp eq i32 %15, 0, !dbg !80
  br i1 %42, label %43, label %52, !dbg !81

43:                                               ; preds = %22
  %44 = sext i32 %4 to i64, !dbg !82
  %45 = getelementptr inbounds float, float* %2, i64 %44, !dbg !82
  %46 = load float, float* %45, align 4, !dbg !82, !tbaa !33
  %47 = fmul contract float %30, %46, !dbg !83
  %48 = sext i32 %24 to i64, !dbg !84
  %49 = getelementptr inbounds float, float* %2, i64 %48, !dbg !84
  %50 = load float, float* %49, align 4, !dbg !85, !tbaa !33
  %51 = fsub contract float %50, %47, !dbg !85
  store float %51, float* %49, align 4, !dbg !85, !tbaa !33
  br label %52, !dbg !84

52:                                               ; preds = %22, %43, %5
  ret void, !dbg !86
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

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "suites/rodinia/gaussian.cu", directory: ".")
!2 = !{void (float*, float*, i32, i32)* @fan1, !"kernel", i32 1}
!3 = !{void (float*, float*, float*, i32, i32)* @fan2, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "fan1", scope: !1, file: !1, line: 9, type: !11, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 45, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 45, type: !11, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!15 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!16 = distinct !DILocation(line: 10, column: 11, scope: !10)
!17 = !DILocation(line: 46, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 46, type: !11, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!19 = distinct !DILocation(line: 10, column: 24, scope: !10)
!20 = !DILocation(line: 10, column: 22, scope: !10)
!21 = !DILocation(line: 44, column: 1, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 44, type: !11, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!23 = distinct !DILocation(line: 10, column: 37, scope: !10)
!24 = !DILocation(line: 10, column: 35, scope: !10)
!25 = !DILocation(line: 11, column: 18, scope: !10)
!26 = !DILocation(line: 11, column: 9, scope: !10)
!27 = !DILocation(line: 11, column: 7, scope: !10)
!28 = !DILocation(line: 13, column: 15, scope: !10)
!29 = !DILocation(line: 13, column: 19, scope: !10)
!30 = !DILocation(line: 14, column: 26, scope: !10)
!31 = !DILocation(line: 14, column: 30, scope: !10)
!32 = !DILocation(line: 14, column: 20, scope: !10)
!33 = !{!34, !34, i64 0}
!34 = !{!"float", !35, i64 0}
!35 = !{!"omnipotent char", !36, i64 0}
!36 = !{!"Simple C++ TBAA"}
!37 = !DILocation(line: 14, column: 41, scope: !10)
!38 = !DILocation(line: 14, column: 45, scope: !10)
!39 = !DILocation(line: 14, column: 37, scope: !10)
!40 = !DILocation(line: 14, column: 35, scope: !10)
!41 = !DILocation(line: 14, column: 3, scope: !10)
!42 = !DILocation(line: 14, column: 18, scope: !10)
!43 = !DILocation(line: 15, column: 1, scope: !10)
!44 = distinct !DISubprogram(name: "fan2", scope: !1, file: !1, line: 17, type: !11, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!45 = !DILocation(line: 45, column: 1, scope: !14, inlinedAt: !46)
!46 = distinct !DILocation(line: 19, column: 11, scope: !44)
!47 = !DILocation(line: 46, column: 1, scope: !18, inlinedAt: !48)
!48 = distinct !DILocation(line: 19, column: 24, scope: !44)
!49 = !DILocation(line: 19, column: 22, scope: !44)
!50 = !DILocation(line: 44, column: 1, scope: !22, inlinedAt: !51)
!51 = distinct !DILocation(line: 19, column: 37, scope: !44)
!52 = !DILocation(line: 19, column: 35, scope: !44)
!53 = !DILocation(line: 45, column: 1, scope: !54, inlinedAt: !55)
!54 = distinct !DISubprogram(name: "__fetch_y", scope: !15, file: !15, line: 45, type: !11, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!55 = distinct !DILocation(line: 20, column: 11, scope: !44)
!56 = !DILocation(line: 46, column: 1, scope: !57, inlinedAt: !58)
!57 = distinct !DISubprogram(name: "__fetch_y", scope: !15, file: !15, line: 46, type: !11, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!58 = distinct !DILocation(line: 20, column: 24, scope: !44)
!59 = !DILocation(line: 20, column: 22, scope: !44)
!60 = !DILocation(line: 44, column: 1, scope: !61, inlinedAt: !62)
!61 = distinct !DISubprogram(name: "__fetch_y", scope: !15, file: !15, line: 44, type: !11, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!62 = distinct !DILocation(line: 20, column: 37, scope: !44)
!63 = !DILocation(line: 20, column: 35, scope: !44)
!64 = !DILocation(line: 21, column: 18, scope: !44)
!65 = !DILocation(line: 21, column: 9, scope: !44)
!66 = !DILocation(line: 21, column: 22, scope: !44)
!67 = !DILocation(line: 23, column: 15, scope: !44)
!68 = !DILocation(line: 23, column: 19, scope: !44)
!69 = !DILocation(line: 23, column: 32, scope: !44)
!70 = !DILocation(line: 24, column: 19, scope: !44)
!71 = !DILocation(line: 24, column: 23, scope: !44)
!72 = !DILocation(line: 24, column: 13, scope: !44)
!73 = !DILocation(line: 25, column: 31, scope: !44)
!74 = !DILocation(line: 25, column: 35, scope: !44)
!75 = !DILocation(line: 25, column: 27, scope: !44)
!76 = !DILocation(line: 25, column: 25, scope: !44)
!77 = !DILocation(line: 25, column: 13, scope: !44)
!78 = !DILocation(line: 25, column: 3, scope: !44)
!79 = !DILocation(line: 25, column: 20, scope: !44)
!80 = !DILocation(line: 26, column: 9, scope: !44)
!81 = !DILocation(line: 26, column: 7, scope: !44)
!82 = !DILocation(line: 27, column: 19, scope: !44)
!83 = !DILocation(line: 27, column: 17, scope: !44)
!84 = !DILocation(line: 27, column: 5, scope: !44)
!85 = !DILocation(line: 27, column: 12, scope: !44)
!86 = !DILocation(line: 28, column: 1, scope: !44)
