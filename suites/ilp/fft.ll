; ModuleID = 'suites/ilp/fft.cu'
source_filename = "suites/ilp/fft.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ3fftE4s_re = internal unnamed_addr addrspace(3) global [128 x float] undef, align 4
@_ZZ3fftE4s_im = internal unnamed_addr addrspace(3) global [128 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @fft(float* nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5, !dbg !12
  %4 = icmp slt i32 %3, %1, !dbg !16
  br i1 %4, label %5, label %97, !dbg !17

5:                                                ; preds = %2
  %6 = shl nsw i32 %3, 8, !dbg !18
  %7 = sext i32 %6 to i64, !dbg !19
  %8 = getelementptr inbounds float, float* %0, i64 %7, !dbg !19
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !20
  %10 = icmp ult i32 %9, 128, !dbg !23
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5, !dbg !24
  br i1 %10, label %14, label %12, !dbg !25

12:                                               ; preds = %14, %5
  %13 = icmp ult i32 %9, 64
  br label %34, !dbg !26

14:                                               ; preds = %5, %14
  %15 = phi i32 [ %31, %14 ], [ %9, %5 ]
  %16 = trunc i32 %15 to i7
  %17 = tail call i7 @llvm.bitreverse.i7(i7 %16) #5
  %18 = shl nuw nsw i32 %15, 1, !dbg !27
  %19 = zext i32 %18 to i64, !dbg !28
  %20 = getelementptr inbounds float, float* %8, i64 %19, !dbg !28
  %21 = load float, float* %20, align 4, !dbg !28, !tbaa !29
  %22 = zext i7 %17 to i64, !dbg !33
  %23 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ3fftE4s_re, i64 0, i64 %22, !dbg !33
  %24 = addrspacecast float addrspace(3)* %23 to float*, !dbg !33
  store float %21, float* %24, align 4, !dbg !34, !tbaa !29
  %25 = or i32 %18, 1, !dbg !35
  %26 = zext i32 %25 to i64, !dbg !36
  %27 = getelementptr inbounds float, float* %8, i64 %26, !dbg !36
  %28 = load float, float* %27, align 4, !dbg !36, !tbaa !29
  %29 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ3fftE4s_im, i64 0, i64 %22, !dbg !37
  %30 = addrspacecast float addrspace(3)* %29 to float*, !dbg !37
  store float %28, float* %30, align 4, !dbg !38, !tbaa !29
  %31 = add i32 %15, %11, !dbg !39
  %32 = icmp ult i32 %31, 128, !dbg !23
  br i1 %32, label %14, label %12, !dbg !25, !llvm.loop !40

33:                                               ; preds = %39
  tail call void @llvm.nvvm.barrier0(), !dbg !43
  br i1 %10, label %80, label %97, !dbg !44

34:                                               ; preds = %12, %39
  %35 = phi i32 [ 1, %12 ], [ %40, %39 ]
  tail call void @llvm.nvvm.barrier0(), !dbg !45
  br i1 %13, label %36, label %39, !dbg !46

36:                                               ; preds = %34
  %37 = add nsw i32 %35, -1
  %38 = sitofp i32 %35 to float
  br label %42, !dbg !46

39:                                               ; preds = %42, %34
  %40 = shl i32 %35, 1, !dbg !47
  %41 = icmp slt i32 %40, 128, !dbg !48
  br i1 %41, label %34, label %33, !dbg !26, !llvm.loop !49

42:                                               ; preds = %36, %42
  %43 = phi i32 [ %9, %36 ], [ %78, %42 ]
  %44 = and i32 %43, %37, !dbg !51
  %45 = sub nsw i32 %43, %44, !dbg !52
  %46 = shl nsw i32 %45, 1, !dbg !53
  %47 = add i32 %46, %44, !dbg !54
  %48 = add i32 %47, %35, !dbg !55
  %49 = uitofp i32 %44 to float, !dbg !56
  %50 = fmul contract float %49, 0xC00921FB60000000, !dbg !57
  %51 = fdiv contract float %50, %38, !dbg !58
  %52 = tail call contract float @__nv_cosf(float noundef %51) #1, !dbg !59
  %53 = tail call contract float @__nv_sinf(float noundef %51) #1, !dbg !62
  %54 = zext i32 %48 to i64, !dbg !65
  %55 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ3fftE4s_re, i64 0, i64 %54, !dbg !65
  %56 = addrspacecast float addrspace(3)* %55 to float*, !dbg !65
  %57 = load float, float* %56, align 4, !dbg !65, !tbaa !29
  %58 = fmul contract float %52, %57, !dbg !66
  %59 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ3fftE4s_im, i64 0, i64 %54, !dbg !67
  %60 = addrspacecast float addrspace(3)* %59 to float*, !dbg !67
  %61 = load float, float* %60, align 4, !dbg !67, !tbaa !29
  %62 = fmul contract float %53, %61, !dbg !68
  %63 = fsub contract float %58, %62, !dbg !69
  %64 = fmul contract float %53, %57, !dbg !70
  %65 = fmul contract float %52, %61, !dbg !71
  %66 = fadd contract float %64, %65, !dbg !72
  %67 = zext i32 %47 to i64, !dbg !73
  %68 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ3fftE4s_re, i64 0, i64 %67, !dbg !73
  %69 = addrspacecast float addrspace(3)* %68 to float*, !dbg !73
  %70 = load float, float* %69, align 4, !dbg !73, !tbaa !29
  %71 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ3fftE4s_im, i64 0, i64 %67, !dbg !74
  %72 = addrspacecast float addrspace(3)* %71 to float*, !dbg !74
  %73 = load float, float* %72, align 4, !dbg !74, !tbaa !29
  %74 = fadd contract float %70, %63, !dbg !75
  store float %74, float* %69, align 4, !dbg !76, !tbaa !29
  %75 = fadd contract float %73, %66, !dbg !77
  store float %75, float* %72, align 4, !dbg !78, !tbaa !29
  %76 = fsub contract float %70, %63, !dbg !79
  store float %76, float* %56, align 4, !dbg !80, !tbaa !29
  %77 = fsub contract float %73, %66, !dbg !81
  store float %77, float* %60, align 4, !dbg !82, !tbaa !29
  %78 = add i32 %43, %11, !dbg !83
  %79 = icmp ult i32 %78, 64, !dbg !84
  br i1 %79, label %42, label %39, !dbg !46, !llvm.loop !85

80:                                               ; preds = %33, %80
  %81 = phi i32 [ %95, %80 ], [ %9, %33 ]
  %82 = zext i32 %81 to i64, !dbg !87
  %83 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ3fftE4s_re, i64 0, i64 %82, !dbg !87
  %84 = addrspacecast float addrspace(3)* %83 to float*, !dbg !87
  %85 = load float, float* %84, align 4, !dbg !87, !tbaa !29
  %86 = shl nuw nsw i32 %81, 1, !dbg !88
  %87 = zext i32 %86 to i64, !dbg !89
  %88 = getelementptr inbounds float, float* %8, i64 %87, !dbg !89
  store float %85, float* %88, align 4, !dbg !90, !tbaa !29
  %89 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ3fftE4s_im, i64 0, i64 %82, !dbg !91
  %90 = addrspacecast float addrspace(3)* %89 to float*, !dbg !91
  %91 = load float, float* %90, align 4, !dbg !91, !tbaa !29
  %92 = or i32 %86, 1, !dbg !92
  %93 = zext i32 %92 to i64, !dbg !93
  %94 = getelementptr inbounds float, float* %8, i64 %93, !dbg !93
  store float %91, float* %94, align 4, !dbg !94, !tbaa !29
  %95 = add i32 %81, %11, !dbg !95
  %96 = icmp ult i32 %95, 128, !dbg !96
  br i1 %96, label %80, label %97, !dbg !44, !llvm.loop !97

97:                                               ; preds = %80, %33, %2
  ret void, !dbg !99
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_cosf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_sinf(float noundef) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i7 @llvm.bitreverse.i7(i7) #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "suites/ilp/fft.cu", directory: ".")
!2 = !{void (float*, i32)* @fft, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "fft", scope: !1, file: !1, line: 21, type: !10, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 23, column: 11, scope: !9)
!16 = !DILocation(line: 24, column: 9, scope: !9)
!17 = !DILocation(line: 24, column: 7, scope: !9)
!18 = !DILocation(line: 26, column: 32, scope: !9)
!19 = !DILocation(line: 26, column: 19, scope: !9)
!20 = !DILocation(line: 44, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!22 = distinct !DILocation(line: 27, column: 21, scope: !9)
!23 = !DILocation(line: 27, column: 36, scope: !9)
!24 = !DILocation(line: 0, scope: !9)
!25 = !DILocation(line: 27, column: 3, scope: !9)
!26 = !DILocation(line: 32, column: 3, scope: !9)
!27 = !DILocation(line: 29, column: 19, scope: !9)
!28 = !DILocation(line: 29, column: 15, scope: !9)
!29 = !{!30, !30, i64 0}
!30 = !{!"float", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C++ TBAA"}
!33 = !DILocation(line: 29, column: 5, scope: !9)
!34 = !DILocation(line: 29, column: 13, scope: !9)
!35 = !DILocation(line: 30, column: 23, scope: !9)
!36 = !DILocation(line: 30, column: 15, scope: !9)
!37 = !DILocation(line: 30, column: 5, scope: !9)
!38 = !DILocation(line: 30, column: 13, scope: !9)
!39 = !DILocation(line: 27, column: 48, scope: !9)
!40 = distinct !{!40, !25, !41, !42}
!41 = !DILocation(line: 31, column: 3, scope: !9)
!42 = !{!"llvm.loop.mustprogress"}
!43 = !DILocation(line: 48, column: 3, scope: !9)
!44 = !DILocation(line: 49, column: 3, scope: !9)
!45 = !DILocation(line: 33, column: 5, scope: !9)
!46 = !DILocation(line: 34, column: 5, scope: !9)
!47 = !DILocation(line: 32, column: 42, scope: !9)
!48 = !DILocation(line: 32, column: 27, scope: !9)
!49 = distinct !{!49, !26, !50, !42}
!50 = !DILocation(line: 47, column: 3, scope: !9)
!51 = !DILocation(line: 35, column: 24, scope: !9)
!52 = !DILocation(line: 36, column: 23, scope: !9)
!53 = !DILocation(line: 36, column: 30, scope: !9)
!54 = !DILocation(line: 36, column: 34, scope: !9)
!55 = !DILocation(line: 36, column: 47, scope: !9)
!56 = !DILocation(line: 37, column: 36, scope: !9)
!57 = !DILocation(line: 37, column: 27, scope: !9)
!58 = !DILocation(line: 37, column: 40, scope: !9)
!59 = !DILocation(line: 147, column: 39, scope: !60, inlinedAt: !61)
!60 = distinct !DISubprogram(name: "cosf", scope: !14, file: !14, line: 147, type: !10, scopeLine: 147, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!61 = distinct !DILocation(line: 38, column: 18, scope: !9)
!62 = !DILocation(line: 146, column: 39, scope: !63, inlinedAt: !64)
!63 = distinct !DISubprogram(name: "sinf", scope: !14, file: !14, line: 146, type: !10, scopeLine: 146, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!64 = distinct !DILocation(line: 38, column: 36, scope: !9)
!65 = !DILocation(line: 39, column: 18, scope: !9)
!66 = !DILocation(line: 39, column: 26, scope: !9)
!67 = !DILocation(line: 39, column: 33, scope: !9)
!68 = !DILocation(line: 39, column: 41, scope: !9)
!69 = !DILocation(line: 39, column: 31, scope: !9)
!70 = !DILocation(line: 40, column: 26, scope: !9)
!71 = !DILocation(line: 40, column: 41, scope: !9)
!72 = !DILocation(line: 40, column: 31, scope: !9)
!73 = !DILocation(line: 41, column: 18, scope: !9)
!74 = !DILocation(line: 41, column: 32, scope: !9)
!75 = !DILocation(line: 42, column: 20, scope: !9)
!76 = !DILocation(line: 42, column: 15, scope: !9)
!77 = !DILocation(line: 43, column: 20, scope: !9)
!78 = !DILocation(line: 43, column: 15, scope: !9)
!79 = !DILocation(line: 44, column: 20, scope: !9)
!80 = !DILocation(line: 44, column: 15, scope: !9)
!81 = !DILocation(line: 45, column: 20, scope: !9)
!82 = !DILocation(line: 45, column: 15, scope: !9)
!83 = !DILocation(line: 34, column: 54, scope: !9)
!84 = !DILocation(line: 34, column: 38, scope: !9)
!85 = distinct !{!85, !46, !86, !42}
!86 = !DILocation(line: 46, column: 5, scope: !9)
!87 = !DILocation(line: 50, column: 16, scope: !9)
!88 = !DILocation(line: 50, column: 9, scope: !9)
!89 = !DILocation(line: 50, column: 5, scope: !9)
!90 = !DILocation(line: 50, column: 14, scope: !9)
!91 = !DILocation(line: 51, column: 20, scope: !9)
!92 = !DILocation(line: 51, column: 13, scope: !9)
!93 = !DILocation(line: 51, column: 5, scope: !9)
!94 = !DILocation(line: 51, column: 18, scope: !9)
!95 = !DILocation(line: 49, column: 48, scope: !9)
!96 = !DILocation(line: 49, column: 36, scope: !9)
!97 = distinct !{!97, !44, !98, !42}
!98 = !DILocation(line: 52, column: 3, scope: !9)
!99 = !DILocation(line: 53, column: 1, scope: !9)
