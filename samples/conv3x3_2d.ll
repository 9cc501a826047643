; ModuleID = 'samples/conv3x3_2d.cu'
source_filename = "samples/conv3x3_2d.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@c_gauss3 = dso_local addrspace(4) externally_initialized global [9 x float] [float 6.250000e-02, float 1.250000e-01, float 6.250000e-02, float 1.250000e-01, float 2.500000e-01, float 1.250000e-01, float 6.250000e-02, float 1.250000e-01, float 6.250000e-02], align 4
@llvm.compiler.used = appending global [1 x i8*] [i8* addrspacecast (i8 addrspace(4)* bitcast ([9 x float] addrspace(4)* @c_gauss3 to i8 addrspace(4)*) to i8*)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @conv3x3_2d(float* noalias nocapture noundef readonly %0, float* noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2, !dbg !12
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2, !dbg !16
  %5 = mul i32 %3, %4, !dbg !19
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !dbg !20
  %7 = add i32 %5, %6, !dbg !23
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2, !dbg !24
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2, !dbg !27
  %10 = mul i32 %8, %9, !dbg !30
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2, !dbg !31
  %12 = add i32 %10, %11, !dbg !34
  %13 = add i32 %7, -511, !dbg !35
  %14 = icmp ult i32 %13, -510, !dbg !35
  %15 = add i32 %12, -511, !dbg !35
  %16 = icmp ult i32 %15, -510, !dbg !35
  %17 = or i1 %16, %14, !dbg !35
  br i1 %17, label %89, label %18, !dbg !35

18:                                               ; preds = %2
  %19 = shl nuw nsw i32 %12, 9
  %20 = add nsw i32 %19, -512
  %21 = add nuw nsw i32 %20, %7
  %22 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([9 x float], [9 x float] addrspace(4)* @c_gauss3, i64 0, i64 0) to float*), align 4, !dbg !36, !tbaa !37
  %23 = add nsw i32 %21, -1, !dbg !41
  %24 = zext i32 %23 to i64, !dbg !42
  %25 = getelementptr inbounds float, float* %0, i64 %24, !dbg !42
  %26 = load float, float* %25, align 4, !dbg !42, !tbaa !37
  %27 = fmul contract float %22, %26, !dbg !43
  %28 = fadd contract float %27, 0.000000e+00, !dbg !44
  %29 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([9 x float], [9 x float] addrspace(4)* @c_gauss3, i64 0, i64 1) to float*), align 4, !dbg !36, !tbaa !37
  %30 = zext i32 %21 to i64, !dbg !42
  %31 = getelementptr inbounds float, float* %0, i64 %30, !dbg !42
  %32 = load float, float* %31, align 4, !dbg !42, !tbaa !37
  %33 = fmul contract float %29, %32, !dbg !43
  %34 = fadd contract float %28, %33, !dbg !44
  %35 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([9 x float], [9 x float] addrspace(4)* @c_gauss3, i64 0, i64 2) to float*), align 4, !dbg !36, !tbaa !37
  %36 = add nuw nsw i32 %21, 1, !dbg !41
  %37 = zext i32 %36 to i64, !dbg !42
  %38 = getelementptr inbounds float, float* %0, i64 %37, !dbg !42
  %39 = load float, float* %38, align 4, !dbg !42, !tbaa !37
  %40 = fmul contract float %35, %39, !dbg !43
  %41 = fadd contract float %34, %40, !dbg !44
  %42 = shl nuw nsw i32 %12, 9
  %43 = add nuw nsw i32 %42, %7
  %44 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([9 x float], [9 x float] addrspace(4)* @c_gauss3, i64 0, i64 3) to float*), align 4, !dbg !36, !tbaa !37
  %45 = add nsw i32 %43, -1, !dbg !41
  %46 = zext i32 %45 to i64, !dbg !42
  %47 = getelementptr inbounds float, float* %0, i64 %46, !dbg !42
  %48 = load float, float* %47, align 4, !dbg !42, !tbaa !37
  %49 = fmul contract float %44, %48, !dbg !43
  %50 = fadd contract float %41, %49, !dbg !44
  %51 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([9 x float], [9 x float] addrspace(4)* @c_gauss3, i64 0, i64 4) to float*), align 4, !dbg !36, !tbaa !37
  %52 = zext i32 %43 to i64, !dbg !42
  %53 = getelementptr inbounds float, float* %0, i64 %52, !dbg !42
  %54 = load float, float* %53, align 4, !dbg !42, !tbaa !37
  %55 = fmul contract float %51, %54, !dbg !43
  %56 = fadd contract float %50, %55, !dbg !44
  %57 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([9 x float], [9 x float] addrspace(4)* @c_gauss3, i64 0, i64 5) to float*), align 4, !dbg !36, !tbaa !37
  %58 = add nuw nsw i32 %43, 1, !dbg !41
  %59 = zext i32 %58 to i64, !dbg !42
  %60 = getelementptr inbounds float, float* %0, i64 %59, !dbg !42
  %61 = load float, float* %60, align 4, !dbg !42, !tbaa !37
  %62 = fmul contract float %57, %61, !dbg !43
  %63 = fadd contract float %56, %62, !dbg !44
  %64 = shl nuw nsw i32 %12, 9
  %65 = add nuw nsw i32 %64, 512
  %66 = add nuw nsw i32 %65, %7
  %67 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([9 x float], [9 x float] addrspace(4)* @c_gauss3, i64 0, i64 6) to float*), align 4, !dbg !36, !tbaa !37
  %68 = add nsw i32 %66, -1, !dbg !41
  %69 = zext i32 %68 to i64, !dbg !42
  %70 = getelementptr inbounds float, float* %0, i64 %69, !dbg !42
  %71 = load float, float* %70, align 4, !dbg !42, !tbaa !37
  %72 = fmul contract float %67, %71, !dbg !43
  %73 = fadd contract float %63, %72, !dbg !44
  %74 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([9 x float], [9 x float] addrspace(4)* @c_gauss3, i64 0, i64 7) to float*), align 4, !dbg !36, !tbaa !37
  %75 = zext i32 %66 to i64, !dbg !42
  %76 = getelementptr inbounds float, float* %0, i64 %75, !dbg !42
  %77 = load float, float* %76, align 4, !dbg !42, !tbaa !37
  %78 = fmul contract float %74, %77, !dbg !43
  %79 = fadd contract float %73, %78, !dbg !44
  %80 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([9 x float], [9 x float] addrspace(4)* @c_gauss3, i64 0, i64 8) to float*), align 4, !dbg !36, !tbaa !37
  %81 = add nuw nsw i32 %66, 1, !dbg !41
  %82 = zext i32 %81 to i64, !dbg !42
  %83 = getelementptr inbounds float, float* %0, i64 %82, !dbg !42
  %84 = load float, float* %83, align 4, !dbg !42, !tbaa !37
  %85 = fmul contract float %80, %84, !dbg !43
  %86 = fadd contract float %79, %85, !dbg !44
  %87 = zext i32 %43 to i64
  %88 = getelementptr inbounds float, float* %1, i64 %87, !dbg !45
  store float %86, float* %88, align 4, !dbg !46, !tbaa !37
  br label %89, !dbg !47

89:                                               ; preds = %2, %18
  ret void, !dbg !47
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

attributes #0 = { mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/conv3x3_2d.cu", directory: ".")
!2 = !{void (float*, float*)* @conv3x3_2d, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "conv3x3_2d", scope: !1, file: !1, line: 18, type: !10, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
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
!24 = !DILocation(line: 45, column: 1, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_y", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!26 = distinct !DILocation(line: 21, column: 11, scope: !9)
!27 = !DILocation(line: 46, column: 1, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "__fetch_y", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!29 = distinct !DILocation(line: 21, column: 24, scope: !9)
!30 = !DILocation(line: 21, column: 22, scope: !9)
!31 = !DILocation(line: 44, column: 1, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "__fetch_y", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!33 = distinct !DILocation(line: 21, column: 37, scope: !9)
!34 = !DILocation(line: 21, column: 35, scope: !9)
!35 = !DILocation(line: 22, column: 13, scope: !9)
!36 = !DILocation(line: 29, column: 14, scope: !9)
!37 = !{!38, !38, i64 0}
!38 = !{!"float", !39, i64 0}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C++ TBAA"}
!41 = !DILocation(line: 29, column: 72, scope: !9)
!42 = !DILocation(line: 29, column: 48, scope: !9)
!43 = !DILocation(line: 29, column: 46, scope: !9)
!44 = !DILocation(line: 29, column: 11, scope: !9)
!45 = !DILocation(line: 30, column: 3, scope: !9)
!46 = !DILocation(line: 30, column: 22, scope: !9)
!47 = !DILocation(line: 31, column: 1, scope: !9)
