; ModuleID = 'suites/rodinia/bpnn.cu'
source_filename = "suites/rodinia/bpnn.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12layerforwardE4node = internal unnamed_addr addrspace(3) global [16 x float] undef, align 4
@_ZZ12layerforwardE4prod = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @layerforward(float* nocapture noundef readonly %0, float* nocapture noundef readonly %1, float* nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 !dbg !10 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4, !dbg !13
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4, !dbg !17
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4, !dbg !20
  %9 = shl nsw i32 %6, 4, !dbg !23
  %10 = add i32 %8, 1, !dbg !24
  %11 = add i32 %10, %9, !dbg !25
  %12 = icmp eq i32 %7, 0, !dbg !26
  %13 = sext i32 %8 to i64, !dbg !27
  br i1 %12, label %14, label %20, !dbg !28

14:                                               ; preds = %5
  %15 = getelementptr inbounds [16 x float], [16 x float] addrspace(3)* @_ZZ12layerforwardE4node, i64 0, i64 %13, !dbg !29
  %16 = addrspacecast float addrspace(3)* %15 to float*, !dbg !29
  %17 = sext i32 %11 to i64, !dbg !30
  %18 = getelementptr inbounds float, float* %0, i64 %17, !dbg !30
  %19 = load float, float* %18, align 4, !dbg !30, !tbaa !31
  store float %19, float* %16, align 4, !dbg !35, !tbaa !31
  br label %20, !dbg !29

20:                                               ; preds = %5, %14
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  %21 = add nsw i32 %4, 1, !dbg !37
  %22 = mul nsw i32 %21, %11, !dbg !38
  %23 = add i32 %7, 1, !dbg !39
  %24 = add i32 %23, %22, !dbg !40
  %25 = sext i32 %24 to i64, !dbg !41
  %26 = getelementptr inbounds float, float* %1, i64 %25, !dbg !41
  %27 = load float, float* %26, align 4, !dbg !41, !tbaa !31
  %28 = getelementptr inbounds [16 x float], [16 x float] addrspace(3)* @_ZZ12layerforwardE4node, i64 0, i64 %13, !dbg !42
  %29 = addrspacecast float addrspace(3)* %28 to float*, !dbg !42
  %30 = load float, float* %29, align 4, !dbg !42, !tbaa !31
  %31 = fmul contract float %27, %30, !dbg !43
  %32 = sext i32 %7 to i64, !dbg !44
  %33 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12layerforwardE4prod, i64 0, i64 %13, i64 %32, !dbg !44
  %34 = addrspacecast float addrspace(3)* %33 to float*, !dbg !44
  store float %31, float* %34, align 4, !dbg !45, !tbaa !31
  tail call void @llvm.nvvm.barrier0(), !dbg !46
  %35 = icmp slt i32 %8, 8, !dbg !47
  br i1 %35, label %36, label %43, !dbg !48

36:                                               ; preds = %20
  %37 = add nsw i32 %8, 8, !dbg !49
  %38 = sext i32 %37 to i64, !dbg !50
  %39 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12layerforwardE4prod, i64 0, i64 %38, i64 %32, !dbg !50
  %40 = addrspacecast float addrspace(3)* %39 to float*, !dbg !50
  %41 = load float, float* %40, align 4, !dbg !50, !tbaa !31
  %42 = fadd contract float %41, %31, !dbg !51
  store float %42, float* %34, align 4, !dbg !51, !tbaa !31
  br label %43, !dbg !52

43:                                               ; preds = %36, %20
  %44 = phi float [ %42, %36 ], [ %31, %20 ]
  tail call void @llvm.nvvm.barrier0(), !dbg !53
  %45 = icmp slt i32 %8, 4, !dbg !47
  br i1 %45, label %46, label %53, !dbg !48

46:                                               ; preds = %43
  %47 = add nsw i32 %8, 4, !dbg !49
  %48 = sext i32 %47 to i64, !dbg !50
  %49 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12layerforwardE4prod, i64 0, i64 %48, i64 %32, !dbg !50
  %50 = addrspacecast float addrspace(3)* %49 to float*, !dbg !50
  %51 = load float, float* %50, align 4, !dbg !50, !tbaa !31
  %52 = fadd contract float %51, %44, !dbg !51
  store float %52, float* %34, align 4, !dbg !51, !tbaa !31
  br label %53, !dbg !52

53:                                               ; preds = %46, %43
  %54 = phi float [ %52, %46 ], [ %44, %43 ]
  tail call void @llvm.nvvm.barrier0(), !dbg !53
  %55 = icmp slt i32 %8, 2, !dbg !47
  br i1 %55, label %56, label %63, !dbg !48

56:                                               ; preds = %53
  %57 = add nsw i32 %8, 2, !dbg !49
  %58 = sext i32 %57 to i64, !dbg !50
  %59 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12layerforwardE4prod, i64 0, i64 %58, i64 %32, !dbg !50
  %60 = addrspacecast float addrspace(3)* %59 to float*, !dbg !50
  %61 = load float, float* %60, align 4, !dbg !50, !tbaa !31
  %62 = fadd contract float %61, %54, !dbg !51
  store float %62, float* %34, align 4, !dbg !51, !tbaa !31
  br label %63, !dbg !52

63:                                               ; preds = %56, %53
  %64 = phi float [ %62, %56 ], [ %54, %53 ]
  tail call void @llvm.nvvm.barrier0(), !dbg !53
  %65 = icmp slt i32 %8, 1, !dbg !47
  br i1 %65, label %66, label %72, !dbg !48

66:                                               ; preds = %63
  %67 = sext i32 %10 to i64, !dbg !50
  %68 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12layerforwardE4prod, i64 0, i64 %67, i64 %32, !dbg !50
  %69 = addrspacecast float addrspace(3)* %68 to float*, !dbg !50
  %70 = load float, float* %69, align 4, !dbg !50, !tbaa !31
  %71 = fadd contract float %70, %64, !dbg !51
  store float %71, float* %34, align 4, !dbg !51, !tbaa !31
  br label %72, !dbg !52

72:                                               ; preds = %66, %63
  tail call void @llvm.nvvm.barrier0(), !dbg !53
  %73 = icmp eq i32 %8, 0, !dbg !54
  br i1 %73, label %74, label %82, !dbg !55

74:                                               ; preds = %72
  %75 = mul nsw i32 %6, %4, !dbg !56
  %76 = add nsw i32 %75, %7, !dbg !57
  %77 = sext i32 %76 to i64, !dbg !58
  %78 = getelementptr inbounds float, float* %2, i64 %77, !dbg !58
  %79 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12layerforwardE4prod, i64 0, i64 0, i64 %32, !dbg !59
  %80 = addrspacecast float addrspace(3)* %79 to float*, !dbg !59
  %81 = load float, float* %80, align 4, !dbg !59, !tbaa !31
  store float %81, float* %78, align 4, !dbg !60, !tbaa !31
  br label %82, !dbg !58

82:                                               ; preds = %74, %72
  ret void, !dbg !61
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @adjust_weights(float* nocapture noundef readonly %0, i32 noundef %1, float* nocapture noundef readonly %2, i32 noundef %3, float* nocapture noundef %4, float* nocapture noundef %5) local_unnamed_addr #2 !dbg !62 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4, !dbg !63
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4, !dbg !65
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4, !dbg !67
  %10 = shl nsw i32 %7, 4, !dbg !69
  %11 = add i32 %9, 1, !dbg !70
  %12 = add i32 %11, %10, !dbg !71
  %13 = add nsw i32 %8, 1, !dbg !72
  %14 = add nsw i32 %1, 1, !dbg !73
  %15 = mul nsw i32 %14, %12, !dbg !74
  %16 = add nsw i32 %15, %13, !dbg !75
  %17 = sext i32 %13 to i64, !dbg !76
  %18 = getelementptr inbounds float, float* %0, i64 %17, !dbg !76
  %19 = load float, float* %18, align 4, !dbg !76, !tbaa !31
  %20 = fmul contract float %19, 0x3FD3333340000000, !dbg !77
  %21 = sext i32 %12 to i64, !dbg !78
  %22 = getelementptr inbounds float, float* %2, i64 %21, !dbg !78
  %23 = load float, float* %22, align 4, !dbg !78, !tbaa !31
  %24 = fmul contract float %20, %23, !dbg !79
  %25 = sext i32 %16 to i64, !dbg !80
  %26 = getelementptr inbounds float, float* %5, i64 %25, !dbg !80
  %27 = load float, float* %26, align 4, !dbg !80, !tbaa !31
  %28 = fmul contract float %27, 0x3FD3333340000000, !dbg !81
  %29 = fadd contract float %24, %28, !dbg !82
  %30 = getelementptr inbounds float, float* %4, i64 %25, !dbg !83
  %31 = load float, float* %30, align 4, !dbg !84, !tbaa !31
  %32 = fadd contract float %31, %29, !dbg !84
  store float %32, float* %30, align 4, !dbg !84, !tbaa !31
  store float %29, float* %26, align 4, !dbg !85, !tbaa !31
  %33 = or i32 %7, %9, !dbg !86
  %34 = icmp eq i32 %33, 0, !dbg !86
  br i1 %34, label %35, label %45, !dbg !86

35:                                               ; preds = %6
  %36 = load float, float* %18, align 4, !dbg !87, !tbaa !31
  %37 = fmul contract float %36, 0x3FD3333340000000, !dbg !88
  %38 = getelementptr inbounds float, float* %5, i64 %17, !dbg !89
  %39 = load float, float* %38, align 4, !dbg !89, !tbaa !31
  %40 = fmul contract float %39, 0x3FD3333340000000, !dbg !90
  %41 = fadd contract float %37, %40, !dbg !91
  %42 = getelementptr inbounds float, float* %4, i64 %17, !dbg !92
  %43 = load float, float* %42, align 4, !dbg !93, !tbaa !31
  %44 = fadd contract float %43, %41, !dbg !93
  store float %44, float* %42, align 4, !dbg !93, !tbaa !31
  store float %41, float* %38, align 4, !dbg !94, !tbaa !31
  br label %45, !dbg !95

45:                                               ; preds = %35, %6
  ret void, !dbg !96
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { convergent nounwind }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #3 = { nofree nosync nounwind readnone speculatable }
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
!10 = distinct !DISubprogram(name: "layerforward", scope: !1, file: !1, line: 19, type: !11, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 45, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_y", scope: !15, file: !15, line: 45, type: !11, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!15 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!16 = distinct !DILocation(line: 23, column: 12, scope: !10)
!17 = !DILocation(line: 44, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 44, type: !11, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!19 = distinct !DILocation(line: 23, column: 29, scope: !10)
!20 = !DILocation(line: 44, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_y", scope: !15, file: !15, line: 44, type: !11, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!22 = distinct !DILocation(line: 23, column: 47, scope: !10)
!23 = !DILocation(line: 24, column: 20, scope: !10)
!24 = !DILocation(line: 24, column: 25, scope: !10)
!25 = !DILocation(line: 24, column: 30, scope: !10)
!26 = !DILocation(line: 25, column: 10, scope: !10)
!27 = !DILocation(line: 0, scope: !10)
!28 = !DILocation(line: 25, column: 7, scope: !10)
!29 = !DILocation(line: 26, column: 5, scope: !10)
!30 = !DILocation(line: 26, column: 16, scope: !10)
!31 = !{!32, !32, i64 0}
!32 = !{!"float", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C++ TBAA"}
!35 = !DILocation(line: 26, column: 14, scope: !10)
!36 = !DILocation(line: 27, column: 3, scope: !10)
!37 = !DILocation(line: 28, column: 32, scope: !10)
!38 = !DILocation(line: 28, column: 25, scope: !10)
!39 = !DILocation(line: 28, column: 37, scope: !10)
!40 = !DILocation(line: 28, column: 42, scope: !10)
!41 = !DILocation(line: 28, column: 18, scope: !10)
!42 = !DILocation(line: 28, column: 49, scope: !10)
!43 = !DILocation(line: 28, column: 47, scope: !10)
!44 = !DILocation(line: 28, column: 3, scope: !10)
!45 = !DILocation(line: 28, column: 16, scope: !10)
!46 = !DILocation(line: 29, column: 3, scope: !10)
!47 = !DILocation(line: 31, column: 12, scope: !10)
!48 = !DILocation(line: 31, column: 9, scope: !10)
!49 = !DILocation(line: 32, column: 31, scope: !10)
!50 = !DILocation(line: 32, column: 23, scope: !10)
!51 = !DILocation(line: 32, column: 20, scope: !10)
!52 = !DILocation(line: 32, column: 7, scope: !10)
!53 = !DILocation(line: 33, column: 5, scope: !10)
!54 = !DILocation(line: 35, column: 10, scope: !10)
!55 = !DILocation(line: 35, column: 7, scope: !10)
!56 = !DILocation(line: 36, column: 23, scope: !10)
!57 = !DILocation(line: 36, column: 29, scope: !10)
!58 = !DILocation(line: 36, column: 5, scope: !10)
!59 = !DILocation(line: 36, column: 37, scope: !10)
!60 = !DILocation(line: 36, column: 35, scope: !10)
!61 = !DILocation(line: 37, column: 1, scope: !10)
!62 = distinct !DISubprogram(name: "adjust_weights", scope: !1, file: !1, line: 39, type: !11, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!63 = !DILocation(line: 45, column: 1, scope: !14, inlinedAt: !64)
!64 = distinct !DILocation(line: 42, column: 12, scope: !62)
!65 = !DILocation(line: 44, column: 1, scope: !18, inlinedAt: !66)
!66 = distinct !DILocation(line: 42, column: 29, scope: !62)
!67 = !DILocation(line: 44, column: 1, scope: !21, inlinedAt: !68)
!68 = distinct !DILocation(line: 42, column: 47, scope: !62)
!69 = !DILocation(line: 43, column: 20, scope: !62)
!70 = !DILocation(line: 43, column: 25, scope: !62)
!71 = !DILocation(line: 43, column: 30, scope: !62)
!72 = !DILocation(line: 43, column: 42, scope: !62)
!73 = !DILocation(line: 44, column: 25, scope: !62)
!74 = !DILocation(line: 44, column: 18, scope: !62)
!75 = !DILocation(line: 44, column: 30, scope: !62)
!76 = !DILocation(line: 45, column: 20, scope: !62)
!77 = !DILocation(line: 45, column: 18, scope: !62)
!78 = !DILocation(line: 45, column: 31, scope: !62)
!79 = !DILocation(line: 45, column: 29, scope: !62)
!80 = !DILocation(line: 45, column: 53, scope: !62)
!81 = !DILocation(line: 45, column: 51, scope: !62)
!82 = !DILocation(line: 45, column: 40, scope: !62)
!83 = !DILocation(line: 46, column: 3, scope: !62)
!84 = !DILocation(line: 46, column: 10, scope: !62)
!85 = !DILocation(line: 47, column: 13, scope: !62)
!86 = !DILocation(line: 48, column: 15, scope: !62)
!87 = !DILocation(line: 49, column: 22, scope: !62)
!88 = !DILocation(line: 49, column: 20, scope: !62)
!89 = !DILocation(line: 49, column: 44, scope: !62)
!90 = !DILocation(line: 49, column: 42, scope: !62)
!91 = !DILocation(line: 49, column: 31, scope: !62)
!92 = !DILocation(line: 50, column: 5, scope: !62)
!93 = !DILocation(line: 50, column: 10, scope: !62)
!94 = !DILocation(line: 51, column: 13, scope: !62)
!95 = !DILocation(line: 52, column: 3, scope: !62)
!96 = !DILocation(line: 53, column: 1, scope: !62)
