; ModuleID = 'suites/rodinia/bpnn.cu'
source_filename = "suites/rodinia/bpnn.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12layerforwardE4node = internal unnamed_addr addrspace(3) global [16 x float] undef, align 4
@_ZZ12layerforwardE4prod = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @layerforward(float* nocapture noundef readonly %0, float* nocapture noundef %1, float* nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 !dbg !10 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4, !dbg !13
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4, !dbg !17
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4, !dbg !20
  %9 = shl nsw i32 %6, 4, !dbg !23
  %10 = add i32 %8, 1, !dbg !24
  %11 = add i32 %10, %9, !dbg !25
  %12 = add nsw i32 %4, 1, !dbg !26
  %13 = mul nsw i32 %12, %11, !dbg !27
  %14 = add i32 %7, 1, !dbg !28
  %15 = add i32 %14, %13, !dbg !29
  %16 = icmp eq i32 %7, 0, !dbg !30
  %17 = sext i32 %8 to i64, !dbg !31
  br i1 %16, label %18, label %24, !dbg !32

18:                                               ; preds = %5
  %19 = getelementptr inbounds [16 x float], [16 x float] addrspace(3)* @_ZZ12layerforwardE4node, i64 0, i64 %17, !dbg !33
  %20 = addrspacecast float addrspace(3)* %19 to float*, !dbg !33
  %21 = sext i32 %11 to i64, !dbg !34
  %22 = getelementptr inbounds float, float* %0, i64 %21, !dbg !34
  %23 = load float, float* %22, align 4, !dbg !34, !tbaa !35
  store float %23, float* %20, align 4, !dbg !39, !tbaa !35
  br label %24, !dbg !33

24:                                               ; preds = %5, %18
  tail call void @llvm.nvvm.barrier0(), !dbg !40
  %25 = sext i32 %15 to i64, !dbg !41
  %26 = getelementptr inbounds float, float* %1, i64 %25, !dbg !41
  %27 = load float, float* %26, align 4, !dbg !41, !tbaa !35
  %28 = sext i32 %7 to i64, !dbg !42
  %29 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12layerforwardE4prod, i64 0, i64 %17, i64 %28, !dbg !42
  %30 = addrspacecast float addrspace(3)* %29 to float*, !dbg !42
  store float %27, float* %30, align 4, !dbg !43, !tbaa !35
  tail call void @llvm.nvvm.barrier0(), !dbg !44
  %31 = getelementptr inbounds [16 x float], [16 x float] addrspace(3)* @_ZZ12layerforwardE4node, i64 0, i64 %17, !dbg !45
  %32 = addrspacecast float addrspace(3)* %31 to float*, !dbg !45
  %33 = load float, float* %32, align 4, !dbg !45, !tbaa !35
  %34 = fmul contract float %27, %33, !dbg !46
  store float %34, float* %30, align 4, !dbg !47, !tbaa !35
  tail call void @llvm.nvvm.barrier0(), !dbg !48
  br label %35, !dbg !49

35:                                               ; preds = %56, %24
  %36 = phi i32 [ 1, %24 ], [ %57, %56 ], !dbg !31
  %37 = sitofp i32 %36 to float, !dbg !50
  %38 = tail call contract float @__nv_log2f(float noundef 1.600000e+01) #1, !dbg !51
  %39 = fcmp contract ult float %38, %37, !dbg !54
  br i1 %39, label %40, label %42, !dbg !55

40:                                               ; preds = %35
  %41 = load float, float* %30, align 4, !dbg !56, !tbaa !35
  store float %41, float* %26, align 4, !dbg !57, !tbaa !35
  tail call void @llvm.nvvm.barrier0(), !dbg !58
  br i1 %16, label %58, label %66, !dbg !59

42:                                               ; preds = %35
  %43 = tail call contract float @__nv_powf(float noundef 2.000000e+00, float noundef %37) #1, !dbg !60
  %44 = fptosi float %43 to i32, !dbg !63
  %45 = srem i32 %8, %44, !dbg !64
  %46 = icmp eq i32 %45, 0, !dbg !65
  br i1 %46, label %47, label %56, !dbg !66

47:                                               ; preds = %42
  %48 = load float, float* %30, align 4, !dbg !67, !tbaa !35
  %49 = sdiv i32 %44, 2, !dbg !68
  %50 = add nsw i32 %49, %8, !dbg !69
  %51 = sext i32 %50 to i64, !dbg !70
  %52 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12layerforwardE4prod, i64 0, i64 %51, i64 %28, !dbg !70
  %53 = addrspacecast float addrspace(3)* %52 to float*, !dbg !70
  %54 = load float, float* %53, align 4, !dbg !70, !tbaa !35
  %55 = fadd contract float %48, %54, !dbg !71
  store float %55, float* %30, align 4, !dbg !72, !tbaa !35
  br label %56, !dbg !73

56:                                               ; preds = %47, %42
  tail call void @llvm.nvvm.barrier0(), !dbg !74
  %57 = add nuw nsw i32 %36, 1, !dbg !75
  br label %35, !dbg !55, !llvm.loop !76

58:                                               ; preds = %40
  %59 = mul nsw i32 %6, %4, !dbg !79
  %60 = add nsw i32 %59, %8, !dbg !80
  %61 = sext i32 %60 to i64, !dbg !81
  %62 = getelementptr inbounds float, float* %2, i64 %61, !dbg !81
  %63 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12layerforwardE4prod, i64 0, i64 %28, i64 %17, !dbg !82
  %64 = addrspacecast float addrspace(3)* %63 to float*, !dbg !82
  %65 = load float, float* %64, align 4, !dbg !82, !tbaa !35
  store float %65, float* %62, align 4, !dbg !83, !tbaa !35
  br label %66, !dbg !81

66:                                               ; preds = %58, %40
  ret void, !dbg !84
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @adjust_weights(float* nocapture noundef readonly %0, i32 noundef %1, float* nocapture noundef readonly %2, i32 noundef %3, float* nocapture noundef %4, float* nocapture noundef %5) local_unnamed_addr #0 !dbg !85 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4, !dbg !86
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4, !dbg !88
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4, !dbg !90
  %10 = shl nsw i32 %7, 4, !dbg !92
  %11 = add i32 %9, 1, !dbg !93
  %12 = add i32 %11, %10, !dbg !94
  %13 = add nsw i32 %8, 1, !dbg !95
  %14 = add nsw i32 %1, 1, !dbg !96
  %15 = mul nsw i32 %14, %12, !dbg !97
  %16 = add nsw i32 %15, %13, !dbg !98
  %17 = sext i32 %13 to i64, !dbg !99
  %18 = getelementptr inbounds float, float* %0, i64 %17, !dbg !99
  %19 = load float, float* %18, align 4, !dbg !99, !tbaa !35
  %20 = fmul contract float %19, 0x3FD3333340000000, !dbg !100
  %21 = sext i32 %12 to i64, !dbg !101
  %22 = getelementptr inbounds float, float* %2, i64 %21, !dbg !101
  %23 = load float, float* %22, align 4, !dbg !101, !tbaa !35
  %24 = fmul contract float %20, %23, !dbg !102
  %25 = sext i32 %16 to i64, !dbg !103
  %26 = getelementptr inbounds float, float* %5, i64 %25, !dbg !103
  %27 = load float, float* %26, align 4, !dbg !103, !tbaa !35
  %28 = fmul contract float %27, 0x3FD3333340000000, !dbg !104
  %29 = fadd contract float %24, %28, !dbg !105
  %30 = getelementptr inbounds float, float* %4, i64 %25, !dbg !106
  %31 = load float, float* %30, align 4, !dbg !107, !tbaa !35
  %32 = fadd contract float %31, %29, !dbg !107
  store float %32, float* %30, align 4, !dbg !107, !tbaa !35
  %33 = load float, float* %18, align 4, !dbg !108, !tbaa !35
  %34 = fmul contract float %33, 0x3FD3333340000000, !dbg !109
  %35 = load float, float* %22, align 4, !dbg !110, !tbaa !35
  %36 = fmul contract float %34, %35, !dbg !111
  %37 = load float, float* %26, align 4, !dbg !112, !tbaa !35
  %38 = fmul contract float %37, 0x3FD3333340000000, !dbg !113
  %39 = fadd contract float %36, %38, !dbg !114
  store float %39, float* %26, align 4, !dbg !115, !tbaa !35
  tail call void @llvm.nvvm.barrier0(), !dbg !116
  %40 = or i32 %9, %7, !dbg !117
  %41 = icmp eq i32 %40, 0, !dbg !117
  br i1 %41, label %42, label %57, !dbg !117

42:                                               ; preds = %6
  %43 = load float, float* %18, align 4, !dbg !118, !tbaa !35
  %44 = fmul contract float %43, 0x3FD3333340000000, !dbg !119
  %45 = getelementptr inbounds float, float* %5, i64 %17, !dbg !120
  %46 = load float, float* %45, align 4, !dbg !120, !tbaa !35
  %47 = fmul contract float %46, 0x3FD3333340000000, !dbg !121
  %48 = fadd contract float %44, %47, !dbg !122
  %49 = getelementptr inbounds float, float* %4, i64 %17, !dbg !123
  %50 = load float, float* %49, align 4, !dbg !124, !tbaa !35
  %51 = fadd contract float %50, %48, !dbg !124
  store float %51, float* %49, align 4, !dbg !124, !tbaa !35
  %52 = load float, float* %18, align 4, !dbg !125, !tbaa !35
  %53 = fmul contract float %52, 0x3FD3333340000000, !dbg !126
  %54 = load float, float* %45, align 4, !dbg !127, !tbaa !35
  %55 = fmul contract float %54, 0x3FD3333340000000, !dbg !128
  %56 = fadd contract float %53, %55, !dbg !129
  store float %56, float* %45, align 4, !dbg !130, !tbaa !35
  br label %57, !dbg !131

57:                                               ; preds = %42, %6
  ret void, !dbg !132
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_log2f(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_powf(float noundef, float noundef) local_unnamed_addr #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "suites/rodinia/bpnn.cu", directory: ".")
!2 = !{void (float*, float*, float*, i32, i32)* @layerforward, !"kernel", i32 1}
!3 = !{void (float*, i32, float*, i32, float*, float*)* @adjust_weights, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "layerforward", scope: !1, file: !1, line: 22, type: !11, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 45, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_y", scope: !15, file: !15, line: 45, type: !11, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!15 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!16 = distinct !DILocation(line: 26, column: 12, scope: !10)
!17 = !DILocation(line: 44, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 44, type: !11, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!19 = distinct !DILocation(line: 26, column: 29, scope: !10)
!20 = !DILocation(line: 44, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_y", scope: !15, file: !15, line: 44, type: !11, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!22 = distinct !DILocation(line: 26, column: 47, scope: !10)
!23 = !DILocation(line: 27, column: 20, scope: !10)
!24 = !DILocation(line: 27, column: 25, scope: !10)
!25 = !DILocation(line: 27, column: 30, scope: !10)
!26 = !DILocation(line: 28, column: 25, scope: !10)
!27 = !DILocation(line: 28, column: 18, scope: !10)
!28 = !DILocation(line: 28, column: 30, scope: !10)
!29 = !DILocation(line: 28, column: 35, scope: !10)
!30 = !DILocation(line: 29, column: 10, scope: !10)
!31 = !DILocation(line: 0, scope: !10)
!32 = !DILocation(line: 29, column: 7, scope: !10)
!33 = !DILocation(line: 30, column: 5, scope: !10)
!34 = !DILocation(line: 30, column: 16, scope: !10)
!35 = !{!36, !36, i64 0}
!36 = !{!"float", !37, i64 0}
!37 = !{!"omnipotent char", !38, i64 0}
!38 = !{!"Simple C++ TBAA"}
!39 = !DILocation(line: 30, column: 14, scope: !10)
!40 = !DILocation(line: 31, column: 3, scope: !10)
!41 = !DILocation(line: 32, column: 18, scope: !10)
!42 = !DILocation(line: 32, column: 3, scope: !10)
!43 = !DILocation(line: 32, column: 16, scope: !10)
!44 = !DILocation(line: 33, column: 3, scope: !10)
!45 = !DILocation(line: 34, column: 33, scope: !10)
!46 = !DILocation(line: 34, column: 31, scope: !10)
!47 = !DILocation(line: 34, column: 16, scope: !10)
!48 = !DILocation(line: 35, column: 3, scope: !10)
!49 = !DILocation(line: 38, column: 8, scope: !10)
!50 = !DILocation(line: 38, column: 23, scope: !10)
!51 = !DILocation(line: 152, column: 40, scope: !52, inlinedAt: !53)
!52 = distinct !DISubprogram(name: "log2f", scope: !15, file: !15, line: 152, type: !11, scopeLine: 152, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!53 = distinct !DILocation(line: 38, column: 32, scope: !10)
!54 = !DILocation(line: 38, column: 29, scope: !10)
!55 = !DILocation(line: 38, column: 3, scope: !10)
!56 = !DILocation(line: 45, column: 12, scope: !10)
!57 = !DILocation(line: 45, column: 10, scope: !10)
!58 = !DILocation(line: 46, column: 3, scope: !10)
!59 = !DILocation(line: 47, column: 7, scope: !10)
!60 = !DILocation(line: 153, column: 48, scope: !61, inlinedAt: !62)
!61 = distinct !DISubprogram(name: "powf", scope: !15, file: !15, line: 153, type: !11, scopeLine: 153, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!62 = distinct !DILocation(line: 39, column: 18, scope: !10)
!63 = !DILocation(line: 39, column: 18, scope: !10)
!64 = !DILocation(line: 40, column: 12, scope: !10)
!65 = !DILocation(line: 40, column: 21, scope: !10)
!66 = !DILocation(line: 40, column: 9, scope: !10)
!67 = !DILocation(line: 41, column: 22, scope: !10)
!68 = !DILocation(line: 41, column: 54, scope: !10)
!69 = !DILocation(line: 41, column: 45, scope: !10)
!70 = !DILocation(line: 41, column: 37, scope: !10)
!71 = !DILocation(line: 41, column: 35, scope: !10)
!72 = !DILocation(line: 41, column: 20, scope: !10)
!73 = !DILocation(line: 41, column: 7, scope: !10)
!74 = !DILocation(line: 42, column: 5, scope: !10)
!75 = !DILocation(line: 38, column: 51, scope: !10)
!76 = distinct !{!76, !55, !77, !78}
!77 = !DILocation(line: 43, column: 3, scope: !10)
!78 = !{!"llvm.loop.mustprogress"}
!79 = !DILocation(line: 48, column: 23, scope: !10)
!80 = !DILocation(line: 48, column: 29, scope: !10)
!81 = !DILocation(line: 48, column: 5, scope: !10)
!82 = !DILocation(line: 48, column: 37, scope: !10)
!83 = !DILocation(line: 48, column: 35, scope: !10)
!84 = !DILocation(line: 49, column: 1, scope: !10)
!85 = distinct !DISubprogram(name: "adjust_weights", scope: !1, file: !1, line: 51, type: !11, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!86 = !DILocation(line: 45, column: 1, scope: !14, inlinedAt: !87)
!87 = distinct !DILocation(line: 54, column: 12, scope: !85)
!88 = !DILocation(line: 44, column: 1, scope: !18, inlinedAt: !89)
!89 = distinct !DILocation(line: 54, column: 29, scope: !85)
!90 = !DILocation(line: 44, column: 1, scope: !21, inlinedAt: !91)
!91 = distinct !DILocation(line: 54, column: 47, scope: !85)
!92 = !DILocation(line: 55, column: 20, scope: !85)
!93 = !DILocation(line: 55, column: 25, scope: !85)
!94 = !DILocation(line: 55, column: 30, scope: !85)
!95 = !DILocation(line: 55, column: 42, scope: !85)
!96 = !DILocation(line: 56, column: 25, scope: !85)
!97 = !DILocation(line: 56, column: 18, scope: !85)
!98 = !DILocation(line: 56, column: 30, scope: !85)
!99 = !DILocation(line: 59, column: 19, scope: !85)
!100 = !DILocation(line: 59, column: 17, scope: !85)
!101 = !DILocation(line: 59, column: 30, scope: !85)
!102 = !DILocation(line: 59, column: 28, scope: !85)
!103 = !DILocation(line: 59, column: 52, scope: !85)
!104 = !DILocation(line: 59, column: 50, scope: !85)
!105 = !DILocation(line: 59, column: 39, scope: !85)
!106 = !DILocation(line: 59, column: 3, scope: !85)
!107 = !DILocation(line: 59, column: 10, scope: !85)
!108 = !DILocation(line: 60, column: 21, scope: !85)
!109 = !DILocation(line: 60, column: 19, scope: !85)
!110 = !DILocation(line: 60, column: 32, scope: !85)
!111 = !DILocation(line: 60, column: 30, scope: !85)
!112 = !DILocation(line: 60, column: 54, scope: !85)
!113 = !DILocation(line: 60, column: 52, scope: !85)
!114 = !DILocation(line: 60, column: 41, scope: !85)
!115 = !DILocation(line: 60, column: 13, scope: !85)
!116 = !DILocation(line: 61, column: 3, scope: !85)
!117 = !DILocation(line: 62, column: 15, scope: !85)
!118 = !DILocation(line: 63, column: 19, scope: !85)
!119 = !DILocation(line: 63, column: 17, scope: !85)
!120 = !DILocation(line: 63, column: 41, scope: !85)
!121 = !DILocation(line: 63, column: 39, scope: !85)
!122 = !DILocation(line: 63, column: 28, scope: !85)
!123 = !DILocation(line: 63, column: 5, scope: !85)
!124 = !DILocation(line: 63, column: 10, scope: !85)
!125 = !DILocation(line: 64, column: 21, scope: !85)
!126 = !DILocation(line: 64, column: 19, scope: !85)
!127 = !DILocation(line: 64, column: 43, scope: !85)
!128 = !DILocation(line: 64, column: 41, scope: !85)
!129 = !DILocation(line: 64, column: 30, scope: !85)
!130 = !DILocation(line: 64, column: 13, scope: !85)
!131 = !DILocation(line: 65, column: 3, scope: !85)
!132 = !DILocation(line: 66, column: 1, scope: !85)
