; ModuleID = 'tests/run/dynshared/reduce.cu'
source_filename = "tests/run/dynshared/reduce.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ6reduceE5scale = internal unnamed_addr addrspace(3) global float undef, align 4
@buf = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @reduce(float* noalias nocapture noundef readonly %0, float* noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !12
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !16
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3, !dbg !19
  %7 = mul i32 %5, %6, !dbg !22
  %8 = add i32 %7, %4, !dbg !23
  %9 = icmp eq i32 %4, 0, !dbg !24
  br i1 %9, label %10, label %13, !dbg !25

10:                                               ; preds = %3
  %11 = uitofp i32 %5 to float, !dbg !26
  %12 = fadd contract float %11, 5.000000e-01, !dbg !27
  store float %12, float* addrspacecast (float addrspace(3)* @_ZZ6reduceE5scale to float*), align 4, !dbg !28, !tbaa !29
  br label %13, !dbg !33

13:                                               ; preds = %10, %3
  %14 = icmp slt i32 %8, %2, !dbg !34
  br i1 %14, label %15, label %19, !dbg !35

15:                                               ; preds = %13
  %16 = sext i32 %8 to i64, !dbg !36
  %17 = getelementptr inbounds float, float* %0, i64 %16, !dbg !36
  %18 = load float, float* %17, align 4, !dbg !36, !tbaa !29
  br label %19, !dbg !35

19:                                               ; preds = %13, %15
  %20 = phi contract float [ %18, %15 ], [ 0.000000e+00, %13 ], !dbg !35
  %21 = sext i32 %4 to i64, !dbg !37
  %22 = getelementptr inbounds [0 x float], [0 x float] addrspace(3)* @buf, i64 0, i64 %21, !dbg !37
  %23 = addrspacecast float addrspace(3)* %22 to float*, !dbg !37
  store float %20, float* %23, align 4, !dbg !38, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !39
  %24 = icmp ult i32 %6, 2, !dbg !40
  br i1 %24, label %25, label %26, !dbg !41

25:                                               ; preds = %38, %19
  br i1 %9, label %40, label %46, !dbg !42

26:                                               ; preds = %19, %38
  %27 = phi i32 [ %28, %38 ], [ %6, %19 ]
  %28 = lshr i32 %27, 1, !dbg !43
  %29 = icmp slt i32 %4, %28, !dbg !44
  br i1 %29, label %30, label %38, !dbg !45

30:                                               ; preds = %26
  %31 = add nsw i32 %28, %4, !dbg !46
  %32 = sext i32 %31 to i64, !dbg !47
  %33 = getelementptr inbounds [0 x float], [0 x float] addrspace(3)* @buf, i64 0, i64 %32, !dbg !47
  %34 = addrspacecast float addrspace(3)* %33 to float*, !dbg !47
  %35 = load float, float* %34, align 4, !dbg !47, !tbaa !29
  %36 = load float, float* %23, align 4, !dbg !48, !tbaa !29
  %37 = fadd contract float %35, %36, !dbg !48
  store float %37, float* %23, align 4, !dbg !48, !tbaa !29
  br label %38, !dbg !49

38:                                               ; preds = %30, %26
  tail call void @llvm.nvvm.barrier0(), !dbg !50
  %39 = icmp ult i32 %27, 4, !dbg !40
  br i1 %39, label %25, label %26, !dbg !41, !llvm.loop !51

40:                                               ; preds = %25
  %41 = zext i32 %5 to i64, !dbg !54
  %42 = getelementptr inbounds float, float* %1, i64 %41, !dbg !54
  %43 = load float, float* getelementptr inbounds ([0 x float], [0 x float]* addrspacecast ([0 x float] addrspace(3)* @buf to [0 x float]*), i64 0, i64 0), align 4, !dbg !55, !tbaa !29
  %44 = load float, float* addrspacecast (float addrspace(3)* @_ZZ6reduceE5scale to float*), align 4, !dbg !56, !tbaa !29
  %45 = fmul contract float %43, %44, !dbg !57
  store float %45, float* %42, align 4, !dbg !58, !tbaa !29
  br label %46, !dbg !54

46:                                               ; preds = %40, %25
  ret void, !dbg !59
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/run/dynshared/reduce.cu", directory: ".")
!2 = !{void (float*, float*, i32)* @reduce, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "reduce", scope: !1, file: !1, line: 11, type: !10, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 44, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 15, column: 11, scope: !9)
!16 = !DILocation(line: 45, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!18 = distinct !DILocation(line: 16, column: 11, scope: !9)
!19 = !DILocation(line: 46, column: 1, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!21 = distinct !DILocation(line: 16, column: 24, scope: !9)
!22 = !DILocation(line: 16, column: 22, scope: !9)
!23 = !DILocation(line: 16, column: 35, scope: !9)
!24 = !DILocation(line: 17, column: 9, scope: !9)
!25 = !DILocation(line: 17, column: 7, scope: !9)
!26 = !DILocation(line: 18, column: 27, scope: !9)
!27 = !DILocation(line: 18, column: 18, scope: !9)
!28 = !DILocation(line: 18, column: 11, scope: !9)
!29 = !{!30, !30, i64 0}
!30 = !{!"float", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C++ TBAA"}
!33 = !DILocation(line: 18, column: 5, scope: !9)
!34 = !DILocation(line: 19, column: 14, scope: !9)
!35 = !DILocation(line: 19, column: 12, scope: !9)
!36 = !DILocation(line: 19, column: 20, scope: !9)
!37 = !DILocation(line: 19, column: 3, scope: !9)
!38 = !DILocation(line: 19, column: 10, scope: !9)
!39 = !DILocation(line: 20, column: 3, scope: !9)
!40 = !DILocation(line: 21, column: 34, scope: !9)
!41 = !DILocation(line: 21, column: 3, scope: !9)
!42 = !DILocation(line: 26, column: 7, scope: !9)
!43 = !DILocation(line: 0, scope: !9)
!44 = !DILocation(line: 22, column: 11, scope: !9)
!45 = !DILocation(line: 22, column: 9, scope: !9)
!46 = !DILocation(line: 23, column: 23, scope: !9)
!47 = !DILocation(line: 23, column: 17, scope: !9)
!48 = !DILocation(line: 23, column: 14, scope: !9)
!49 = !DILocation(line: 23, column: 7, scope: !9)
!50 = !DILocation(line: 24, column: 5, scope: !9)
!51 = distinct !{!51, !41, !52, !53}
!52 = !DILocation(line: 25, column: 3, scope: !9)
!53 = !{!"llvm.loop.mustprogress"}
!54 = !DILocation(line: 27, column: 5, scope: !9)
!55 = !DILocation(line: 27, column: 23, scope: !9)
!56 = !DILocation(line: 27, column: 32, scope: !9)
!57 = !DILocation(line: 27, column: 30, scope: !9)
!58 = !DILocation(line: 27, column: 21, scope: !9)
!59 = !DILocation(line: 28, column: 1, scope: !9)
