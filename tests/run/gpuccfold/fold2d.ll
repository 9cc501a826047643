; ModuleID = 'tests/run/gpuccfold/fold2d.cu'
source_filename = "tests/run/gpuccfold/fold2d.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@c_w = dso_local addrspace(4) externally_initialized global [3 x float] [float 2.500000e-01, float 5.000000e-01, float 2.500000e-01], align 4
@llvm.compiler.used = appending global [1 x i8*] [i8* addrspacecast (i8 addrspace(4)* bitcast ([3 x float] addrspace(4)* @c_w to i8 addrspace(4)*) to i8*)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @blur3_2d(float* noalias nocapture noundef readonly %0, float* noalias nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !10 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2, !dbg !13
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2, !dbg !17
  %7 = mul i32 %5, %6, !dbg !20
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !dbg !21
  %9 = add i32 %7, %8, !dbg !24
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2, !dbg !25
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2, !dbg !28
  %12 = mul i32 %10, %11, !dbg !31
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2, !dbg !32
  %14 = add i32 %12, %13, !dbg !35
  %15 = icmp sgt i32 %9, 0, !dbg !36
  %16 = add nsw i32 %2, -1
  %17 = icmp slt i32 %9, %16
  %18 = select i1 %15, i1 %17, i1 false, !dbg !37
  %19 = icmp slt i32 %14, %3
  %20 = and i1 %19, %18, !dbg !37
  br i1 %20, label %21, label %44, !dbg !37

21:                                               ; preds = %4
  %22 = mul nsw i32 %14, %2, !dbg !38
  %23 = add nsw i32 %22, %9, !dbg !39
  %24 = load float, float* getelementptr inbounds ([3 x float], [3 x float]* addrspacecast ([3 x float] addrspace(4)* @c_w to [3 x float]*), i64 0, i64 0), align 4, !dbg !40, !tbaa !41
  %25 = add nsw i32 %23, -1, !dbg !45
  %26 = sext i32 %25 to i64, !dbg !46
  %27 = getelementptr inbounds float, float* %0, i64 %26, !dbg !46
  %28 = load float, float* %27, align 4, !dbg !46, !tbaa !41
  %29 = fmul contract float %24, %28, !dbg !47
  %30 = load float, float* getelementptr inbounds ([3 x float], [3 x float]* addrspacecast ([3 x float] addrspace(4)* @c_w to [3 x float]*), i64 0, i64 1), align 4, !dbg !48, !tbaa !41
  %31 = sext i32 %23 to i64, !dbg !49
  %32 = getelementptr inbounds float, float* %0, i64 %31, !dbg !49
  %33 = load float, float* %32, align 4, !dbg !49, !tbaa !41
  %34 = fmul contract float %30, %33, !dbg !50
  %35 = fadd contract float %29, %34, !dbg !51
  %36 = load float, float* getelementptr inbounds ([3 x float], [3 x float]* addrspacecast ([3 x float] addrspace(4)* @c_w to [3 x float]*), i64 0, i64 2), align 4, !dbg !52, !tbaa !41
  %37 = add nsw i32 %23, 1, !dbg !53
  %38 = sext i32 %37 to i64, !dbg !54
  %39 = getelementptr inbounds float, float* %0, i64 %38, !dbg !54
  %40 = load float, float* %39, align 4, !dbg !54, !tbaa !41
  %41 = fmul contract float %36, %40, !dbg !55
  %42 = fadd contract float %35, %41, !dbg !56
  %43 = getelementptr inbounds float, float* %1, i64 %31, !dbg !57
  store float %42, float* %43, align 4, !dbg !58, !tbaa !41
  br label %44, !dbg !59

44:                                               ; preds = %4, %21
  ret void, !dbg !59
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @band(i32* noalias nocapture noundef readonly %0, i32* noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !60 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2, !dbg !61
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2, !dbg !63
  %6 = mul i32 %4, %5, !dbg !65
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !dbg !66
  %8 = add i32 %6, %7, !dbg !68
  %9 = icmp sgt i32 %8, 3, !dbg !69
  br i1 %9, label %10, label %21, !dbg !70

10:                                               ; preds = %3
  %11 = load i32, i32* %0, align 4, !dbg !71, !tbaa !72
  %12 = icmp slt i32 %11, %2, !dbg !74
  %13 = icmp ult i32 %8, 100
  %14 = and i1 %13, %12, !dbg !75
  %15 = zext i32 %8 to i64, !dbg !76
  br i1 %14, label %16, label %21, !dbg !75

16:                                               ; preds = %10
  %17 = getelementptr inbounds i32, i32* %1, i64 %15, !dbg !77
  %18 = getelementptr inbounds i32, i32* %0, i64 %15, !dbg !76
  %19 = load i32, i32* %18, align 4, !dbg !76, !tbaa !72
  %20 = shl nsw i32 %19, 1, !dbg !78
  store i32 %20, i32* %17, align 4, !dbg !79, !tbaa !72
  br label %21, !dbg !77

21:                                               ; preds = %16, %10, %3
  ret void, !dbg !80
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
!1 = !DIFile(filename: "tests/run/gpuccfold/fold2d.cu", directory: ".")
!2 = !{void (float*, float*, i32, i32)* @blur3_2d, !"kernel", i32 1}
!3 = !{void (i32*, i32*, i32)* @band, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "blur3_2d", scope: !1, file: !1, line: 15, type: !11, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
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
!36 = !DILocation(line: 19, column: 9, scope: !10)
!37 = !DILocation(line: 19, column: 13, scope: !10)
!38 = !DILocation(line: 21, column: 13, scope: !10)
!39 = !DILocation(line: 21, column: 17, scope: !10)
!40 = !DILocation(line: 22, column: 12, scope: !10)
!41 = !{!42, !42, i64 0}
!42 = !{!"float", !43, i64 0}
!43 = !{!"omnipotent char", !44, i64 0}
!44 = !{!"Simple C++ TBAA"}
!45 = !DILocation(line: 22, column: 26, scope: !10)
!46 = !DILocation(line: 22, column: 21, scope: !10)
!47 = !DILocation(line: 22, column: 19, scope: !10)
!48 = !DILocation(line: 22, column: 33, scope: !10)
!49 = !DILocation(line: 22, column: 42, scope: !10)
!50 = !DILocation(line: 22, column: 40, scope: !10)
!51 = !DILocation(line: 22, column: 31, scope: !10)
!52 = !DILocation(line: 22, column: 50, scope: !10)
!53 = !DILocation(line: 22, column: 64, scope: !10)
!54 = !DILocation(line: 22, column: 59, scope: !10)
!55 = !DILocation(line: 22, column: 57, scope: !10)
!56 = !DILocation(line: 22, column: 48, scope: !10)
!57 = !DILocation(line: 22, column: 3, scope: !10)
!58 = !DILocation(line: 22, column: 10, scope: !10)
!59 = !DILocation(line: 23, column: 1, scope: !10)
!60 = distinct !DISubprogram(name: "band", scope: !1, file: !1, line: 25, type: !11, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!61 = !DILocation(line: 45, column: 1, scope: !14, inlinedAt: !62)
!62 = distinct !DILocation(line: 27, column: 11, scope: !60)
!63 = !DILocation(line: 46, column: 1, scope: !18, inlinedAt: !64)
!64 = distinct !DILocation(line: 27, column: 24, scope: !60)
!65 = !DILocation(line: 27, column: 22, scope: !60)
!66 = !DILocation(line: 44, column: 1, scope: !22, inlinedAt: !67)
!67 = distinct !DILocation(line: 27, column: 37, scope: !60)
!68 = !DILocation(line: 27, column: 35, scope: !60)
!69 = !DILocation(line: 28, column: 9, scope: !60)
!70 = !DILocation(line: 28, column: 13, scope: !60)
!71 = !DILocation(line: 28, column: 16, scope: !60)
!72 = !{!73, !73, i64 0}
!73 = !{!"int", !43, i64 0}
!74 = !DILocation(line: 28, column: 22, scope: !60)
!75 = !DILocation(line: 28, column: 26, scope: !60)
!76 = !DILocation(line: 29, column: 14, scope: !60)
!77 = !DILocation(line: 29, column: 5, scope: !60)
!78 = !DILocation(line: 29, column: 20, scope: !60)
!79 = !DILocation(line: 29, column: 12, scope: !60)
!80 = !DILocation(line: 30, column: 1, scope: !60)
