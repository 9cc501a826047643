; ModuleID = 'suites/rodinia/pf.cu'
source_filename = "suites/rodinia/pf.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ17normalize_weightsE3sum = internal unnamed_addr addrspace(3) global float undef, align 4
@_ZZ17normalize_weightsE2u1 = internal unnamed_addr addrspace(3) global float undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @normalize_weights(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, i32 noundef %2, float* nocapture noundef readonly %3, float* nocapture noundef writeonly %4, float* nocapture noundef writeonly %5, i32 noundef %6) local_unnamed_addr #0 !dbg !9 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !12
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3, !dbg !16
  %10 = mul i32 %8, %9, !dbg !19
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !20
  %12 = add i32 %10, %11, !dbg !23
  %13 = icmp eq i32 %11, 0, !dbg !24
  br i1 %13, label %14, label %23, !dbg !25

14:                                               ; preds = %7
  %15 = load float, float* %3, align 4, !dbg !26, !tbaa !27
  store float %15, float* addrspacecast (float addrspace(3)* @_ZZ17normalize_weightsE3sum to float*), align 4, !dbg !31, !tbaa !27
  %16 = mul i32 %6, 1103515245, !dbg !32
  %17 = add i32 %16, 12345, !dbg !33
  %18 = lshr i32 %17, 8, !dbg !34
  %19 = uitofp i32 %18 to float, !dbg !35
  %20 = fmul contract float %19, 0x3E70000000000000, !dbg !36
  %21 = sitofp i32 %2 to float, !dbg !37
  %22 = fdiv contract float %20, %21, !dbg !38
  store float %22, float* addrspacecast (float addrspace(3)* @_ZZ17normalize_weightsE2u1 to float*), align 4, !dbg !39, !tbaa !27
  br label %23, !dbg !40

23:                                               ; preds = %14, %7
  tail call void @llvm.nvvm.barrier0(), !dbg !41
  %24 = icmp slt i32 %12, %2, !dbg !42
  %25 = sext i32 %12 to i64, !dbg !43
  br i1 %24, label %26, label %32, !dbg !44

26:                                               ; preds = %23
  %27 = getelementptr inbounds float, float* %1, i64 %25, !dbg !45
  %28 = getelementptr inbounds float, float* %0, i64 %25, !dbg !43
  %29 = load float, float* %28, align 4, !dbg !43, !tbaa !27
  %30 = load float, float* addrspacecast (float addrspace(3)* @_ZZ17normalize_weightsE3sum to float*), align 4, !dbg !46, !tbaa !27
  %31 = fdiv contract float %29, %30, !dbg !47
  store float %31, float* %27, align 4, !dbg !48, !tbaa !27
  br label %32, !dbg !45

32:                                               ; preds = %26, %23
  %33 = icmp eq i32 %12, 0, !dbg !49
  br i1 %33, label %34, label %77, !dbg !50

34:                                               ; preds = %32
  %35 = load float, float* %0, align 4, !dbg !51, !tbaa !27
  %36 = load float, float* addrspacecast (float addrspace(3)* @_ZZ17normalize_weightsE3sum to float*), align 4, !dbg !52, !tbaa !27
  %37 = fdiv contract float %35, %36, !dbg !53
  store float %37, float* %4, align 4, !dbg !54, !tbaa !27
  %38 = icmp sgt i32 %2, 1, !dbg !55
  br i1 %38, label %39, label %77, !dbg !56

39:                                               ; preds = %34
  %40 = add i32 %2, -1, !dbg !56
  %41 = and i32 %40, 1, !dbg !56
  %42 = icmp eq i32 %2, 2, !dbg !56
  br i1 %42, label %67, label %43, !dbg !56

43:                                               ; preds = %39
  %44 = and i32 %40, -2, !dbg !56
  br label %45, !dbg !56

45:                                               ; preds = %45, %43
  %46 = phi i32 [ 1, %43 ], [ %62, %45 ]
  %47 = phi float [ %37, %43 ], [ %60, %45 ]
  %48 = phi i32 [ 0, %43 ], [ %63, %45 ]
  %49 = zext i32 %46 to i64, !dbg !57
  %50 = getelementptr inbounds float, float* %0, i64 %49, !dbg !57
  %51 = load float, float* %50, align 4, !dbg !57, !tbaa !27
  %52 = fdiv contract float %51, %36, !dbg !58
  %53 = fadd contract float %47, %52, !dbg !59
  %54 = getelementptr inbounds float, float* %4, i64 %49, !dbg !60
  store float %53, float* %54, align 4, !dbg !61, !tbaa !27
  %55 = add nuw nsw i32 %46, 1, !dbg !62
  %56 = zext i32 %55 to i64, !dbg !57
  %57 = getelementptr inbounds float, float* %0, i64 %56, !dbg !57
  %58 = load float, float* %57, align 4, !dbg !57, !tbaa !27
  %59 = fdiv contract float %58, %36, !dbg !58
  %60 = fadd contract float %53, %59, !dbg !59
  %61 = getelementptr inbounds float, float* %4, i64 %56, !dbg !60
  store float %60, float* %61, align 4, !dbg !61, !tbaa !27
  %62 = add nuw nsw i32 %46, 2, !dbg !62
  %63 = add nuw i32 %48, 2, !dbg !56
  %64 = icmp eq i32 %63, %44, !dbg !56
  br i1 %64, label %65, label %45, !dbg !56, !llvm.loop !63

65:                                               ; preds = %45
  %66 = zext i32 %62 to i64, !dbg !56
  br label %67, !dbg !56

67:                                               ; preds = %65, %39
  %68 = phi i64 [ 1, %39 ], [ %66, %65 ]
  %69 = phi float [ %37, %39 ], [ %60, %65 ]
  %70 = icmp eq i32 %41, 0, !dbg !56
  br i1 %70, label %77, label %71, !dbg !56

71:                                               ; preds = %67
  %72 = getelementptr inbounds float, float* %0, i64 %68, !dbg !57
  %73 = load float, float* %72, align 4, !dbg !57, !tbaa !27
  %74 = fdiv contract float %73, %36, !dbg !58
  %75 = fadd contract float %69, %74, !dbg !59
  %76 = getelementptr inbounds float, float* %4, i64 %68, !dbg !60
  store float %75, float* %76, align 4, !dbg !61, !tbaa !27
  br label %77, !dbg !66

77:                                               ; preds = %71, %67, %34, %32
  br i1 %24, label %78, label %85, !dbg !66

78:                                               ; preds = %77
  %79 = load float, float* addrspacecast (float addrspace(3)* @_ZZ17normalize_weightsE2u1 to float*), align 4, !dbg !67, !tbaa !27
  %80 = sitofp i32 %12 to float, !dbg !68
  %81 = sitofp i32 %2 to float, !dbg !69
  %82 = fdiv contract float %80, %81, !dbg !70
  %83 = fadd contract float %82, %79, !dbg !71
  %84 = getelementptr inbounds float, float* %5, i64 %25, !dbg !72
  store float %83, float* %84, align 4, !dbg !73, !tbaa !27
  br label %85, !dbg !72

85:                                               ; preds = %78, %77
  ret void, !dbg !74
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "suites/rodinia/pf.cu", directory: ".")
!2 = !{void (float*, float*, i32, float*, float*, float*, i32)* @normalize_weights, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "normalize_weights", scope: !1, file: !1, line: 15, type: !10, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 20, column: 11, scope: !9)
!16 = !DILocation(line: 46, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!18 = distinct !DILocation(line: 20, column: 24, scope: !9)
!19 = !DILocation(line: 20, column: 22, scope: !9)
!20 = !DILocation(line: 44, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!22 = distinct !DILocation(line: 20, column: 37, scope: !9)
!23 = !DILocation(line: 20, column: 35, scope: !9)
!24 = !DILocation(line: 21, column: 19, scope: !9)
!25 = !DILocation(line: 21, column: 7, scope: !9)
!26 = !DILocation(line: 22, column: 11, scope: !9)
!27 = !{!28, !28, i64 0}
!28 = !{!"float", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 22, column: 9, scope: !9)
!32 = !DILocation(line: 23, column: 23, scope: !9)
!33 = !DILocation(line: 23, column: 37, scope: !9)
!34 = !DILocation(line: 24, column: 20, scope: !9)
!35 = !DILocation(line: 24, column: 17, scope: !9)
!36 = !DILocation(line: 24, column: 26, scope: !9)
!37 = !DILocation(line: 24, column: 58, scope: !9)
!38 = !DILocation(line: 24, column: 49, scope: !9)
!39 = !DILocation(line: 24, column: 8, scope: !9)
!40 = !DILocation(line: 25, column: 3, scope: !9)
!41 = !DILocation(line: 26, column: 3, scope: !9)
!42 = !DILocation(line: 27, column: 9, scope: !9)
!43 = !DILocation(line: 28, column: 15, scope: !9)
!44 = !DILocation(line: 27, column: 7, scope: !9)
!45 = !DILocation(line: 28, column: 5, scope: !9)
!46 = !DILocation(line: 28, column: 28, scope: !9)
!47 = !DILocation(line: 28, column: 26, scope: !9)
!48 = !DILocation(line: 28, column: 13, scope: !9)
!49 = !DILocation(line: 29, column: 9, scope: !9)
!50 = !DILocation(line: 29, column: 7, scope: !9)
!51 = !DILocation(line: 30, column: 15, scope: !9)
!52 = !DILocation(line: 30, column: 28, scope: !9)
!53 = !DILocation(line: 30, column: 26, scope: !9)
!54 = !DILocation(line: 31, column: 12, scope: !9)
!55 = !DILocation(line: 32, column: 23, scope: !9)
!56 = !DILocation(line: 32, column: 5, scope: !9)
!57 = !DILocation(line: 33, column: 12, scope: !9)
!58 = !DILocation(line: 33, column: 23, scope: !9)
!59 = !DILocation(line: 33, column: 9, scope: !9)
!60 = !DILocation(line: 34, column: 7, scope: !9)
!61 = !DILocation(line: 34, column: 14, scope: !9)
!62 = !DILocation(line: 32, column: 29, scope: !9)
!63 = distinct !{!63, !56, !64, !65}
!64 = !DILocation(line: 35, column: 5, scope: !9)
!65 = !{!"llvm.loop.mustprogress"}
!66 = !DILocation(line: 37, column: 7, scope: !9)
!67 = !DILocation(line: 38, column: 12, scope: !9)
!68 = !DILocation(line: 38, column: 24, scope: !9)
!69 = !DILocation(line: 38, column: 35, scope: !9)
!70 = !DILocation(line: 38, column: 26, scope: !9)
!71 = !DILocation(line: 38, column: 15, scope: !9)
!72 = !DILocation(line: 38, column: 5, scope: !9)
!73 = !DILocation(line: 38, column: 10, scope: !9)
!74 = !DILocation(line: 39, column: 1, scope: !9)
