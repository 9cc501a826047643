; ModuleID = 'samples/conv3x3.cu'
source_filename = "samples/conv3x3.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gauss3 = dso_local addrspace(4) externally_initialized global [9 x float] [float 6.250000e-02, float 1.250000e-01, float 6.250000e-02, float 1.250000e-01, float 2.500000e-01, float 1.250000e-01, float 6.250000e-02, float 1.250000e-01, float 6.250000e-02], align 4
@llvm.compiler.used = appending global [1 x i8*] [i8* addrspacecast (i8 addrspace(4)* bitcast ([9 x float] addrspace(4)* @gauss3 to i8 addrspace(4)*) to i8*)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @conv3x3(float* noalias nocapture noundef readonly %0, float* noalias nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2, !dbg !12
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2, !dbg !16
  %7 = mul i32 %5, %6, !dbg !19
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !dbg !20
  %9 = add i32 %7, %8, !dbg !23
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2, !dbg !24
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2, !dbg !27
  %12 = mul i32 %10, %11, !dbg !30
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2, !dbg !31
  %14 = add i32 %12, %13, !dbg !34
  %15 = icmp slt i32 %9, %2, !dbg !35
  %16 = icmp slt i32 %14, %3
  %17 = and i1 %15, %16, !dbg !36
  br i1 %17, label %18, label %119, !dbg !36

18:                                               ; preds = %4
  %19 = add nsw i32 %3, -1
  %20 = add nsw i32 %2, -1
  %21 = icmp sgt i32 %9, 1, !dbg !37
  %22 = select i1 %21, i32 %9, i32 1, !dbg !37
  %23 = add nsw i32 %22, -1, !dbg !37
  %24 = icmp slt i32 %23, %20, !dbg !40
  %25 = select i1 %24, i32 %23, i32 %20, !dbg !43
  %26 = icmp sgt i32 %14, 1, !dbg !44
  %27 = select i1 %26, i32 %14, i32 1, !dbg !44
  %28 = add nsw i32 %27, -1, !dbg !44
  %29 = icmp slt i32 %28, %19, !dbg !46
  %30 = select i1 %29, i32 %28, i32 %19, !dbg !48
  %31 = mul nsw i32 %30, %2
  %32 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([9 x float], [9 x float] addrspace(4)* @gauss3, i64 0, i64 0) to float*), align 4, !dbg !49, !tbaa !50
  %33 = add nsw i32 %25, %31, !dbg !54
  %34 = sext i32 %33 to i64, !dbg !55
  %35 = getelementptr inbounds float, float* %0, i64 %34, !dbg !55
  %36 = load float, float* %35, align 4, !dbg !55, !tbaa !50
  %37 = fmul contract float %32, %36, !dbg !56
  %38 = fadd contract float %37, 0.000000e+00, !dbg !57
  %39 = icmp sgt i32 %9, 0, !dbg !58
  %40 = select i1 %39, i32 %9, i32 0, !dbg !37
  %41 = icmp slt i32 %40, %20, !dbg !40
  %42 = select i1 %41, i32 %40, i32 %20, !dbg !43
  %43 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([9 x float], [9 x float] addrspace(4)* @gauss3, i64 0, i64 1) to float*), align 4, !dbg !49, !tbaa !50
  %44 = add nsw i32 %42, %31, !dbg !54
  %45 = sext i32 %44 to i64, !dbg !55
  %46 = getelementptr inbounds float, float* %0, i64 %45, !dbg !55
  %47 = load float, float* %46, align 4, !dbg !55, !tbaa !50
  %48 = fmul contract float %43, %47, !dbg !56
  %49 = fadd contract float %38, %48, !dbg !57
  %50 = icmp sgt i32 %9, -1, !dbg !37
  %51 = select i1 %50, i32 %9, i32 -1, !dbg !37
  %52 = add nsw i32 %51, 1, !dbg !37
  %53 = icmp slt i32 %52, %20, !dbg !40
  %54 = select i1 %53, i32 %52, i32 %20, !dbg !43
  %55 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([9 x float], [9 x float] addrspace(4)* @gauss3, i64 0, i64 2) to float*), align 4, !dbg !49, !tbaa !50
  %56 = add nsw i32 %54, %31, !dbg !54
  %57 = sext i32 %56 to i64, !dbg !55
  %58 = getelementptr inbounds float, float* %0, i64 %57, !dbg !55
  %59 = load float, float* %58, align 4, !dbg !55, !tbaa !50
  %60 = fmul contract float %55, %59, !dbg !56
  %61 = fadd contract float %49, %60, !dbg !57
  %62 = icmp sgt i32 %14, 0, !dbg !59
  %63 = select i1 %62, i32 %14, i32 0, !dbg !44
  %64 = icmp slt i32 %63, %19, !dbg !46
  %65 = select i1 %64, i32 %63, i32 %19, !dbg !48
  %66 = mul nsw i32 %65, %2
  %67 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([9 x float], [9 x float] addrspace(4)* @gauss3, i64 0, i64 3) to float*), align 4, !dbg !49, !tbaa !50
  %68 = add nsw i32 %25, %66, !dbg !54
  %69 = sext i32 %68 to i64, !dbg !55
  %70 = getelementptr inbounds float, float* %0, i64 %69, !dbg !55
  %71 = load float, float* %70, align 4, !dbg !55, !tbaa !50
  %72 = fmul contract float %67, %71, !dbg !56
  %73 = fadd contract float %61, %72, !dbg !57
  %74 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([9 x float], [9 x float] addrspace(4)* @gauss3, i64 0, i64 4) to float*), align 4, !dbg !49, !tbaa !50
  %75 = add nsw i32 %42, %66, !dbg !54
  %76 = sext i32 %75 to i64, !dbg !55
  %77 = getelementptr inbounds float, float* %0, i64 %76, !dbg !55
  %78 = load float, float* %77, align 4, !dbg !55, !tbaa !50
  %79 = fmul contract float %74, %78, !dbg !56
  %80 = fadd contract float %73, %79, !dbg !57
  %81 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([9 x float], [9 x float] addrspace(4)* @gauss3, i64 0, i64 5) to float*), align 4, !dbg !49, !tbaa !50
  %82 = add nsw i32 %54, %66, !dbg !54
  %83 = sext i32 %82 to i64, !dbg !55
  %84 = getelementptr inbounds float, float* %0, i64 %83, !dbg !55
  %85 = load float, float* %84, align 4, !dbg !55, !tbaa !50
  %86 = fmul contract float %81, %85, !dbg !56
  %87 = fadd contract float %80, %86, !dbg !57
  %88 = icmp sgt i32 %14, -1, !dbg !44
  %89 = select i1 %88, i32 %14, i32 -1, !dbg !44
  %90 = add nsw i32 %89, 1, !dbg !44
  %91 = icmp slt i32 %90, %19, !dbg !46
  %92 = select i1 %91, i32 %90, i32 %19, !dbg !48
  %93 = mul nsw i32 %92, %2
  %94 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([9 x float], [9 x float] addrspace(4)* @gauss3, i64 0, i64 6) to float*), align 4, !dbg !49, !tbaa !50
  %95 = add nsw i32 %25, %93, !dbg !54
  %96 = sext i32 %95 to i64, !dbg !55
  %97 = getelementptr inbounds float, float* %0, i64 %96, !dbg !55
  %98 = load float, float* %97, align 4, !dbg !55, !tbaa !50
  %99 = fmul contract float %94, %98, !dbg !56
  %100 = fadd contract float %87, %99, !dbg !57
  %101 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([9 x float], [9 x float] addrspace(4)* @gauss3, i64 0, i64 7) to float*), align 4, !dbg !49, !tbaa !50
  %102 = add nsw i32 %42, %93, !dbg !54
  %103 = sext i32 %102 to i64, !dbg !55
  %104 = getelementptr inbounds float, float* %0, i64 %103, !dbg !55
  %105 = load float, float* %104, align 4, !dbg !55, !tbaa !50
  %106 = fmul contract float %101, %105, !dbg !56
  %107 = fadd contract float %100, %106, !dbg !57
  %108 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([9 x float], [9 x float] addrspace(4)* @gauss3, i64 0, i64 8) to float*), align 4, !dbg !49, !tbaa !50
  %109 = add nsw i32 %54, %93, !dbg !54
  %110 = sext i32 %109 to i64, !dbg !55
  %111 = getelementptr inbounds float, float* %0, i64 %110, !dbg !55
  %112 = load float, float* %111, align 4, !dbg !55, !tbaa !50
  %113 = fmul contract float %108, %112, !dbg !56
  %114 = fadd contract float %107, %113, !dbg !57
  %115 = mul nsw i32 %14, %2, !dbg !60
  %116 = add nsw i32 %115, %9, !dbg !61
  %117 = sext i32 %116 to i64, !dbg !62
  %118 = getelementptr inbounds float, float* %1, i64 %117, !dbg !62
  store float %114, float* %118, align 4, !dbg !63, !tbaa !50
  br label %119, !dbg !64

119:                                              ; preds = %4, %18
  ret void, !dbg !64
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
!1 = !DIFile(filename: "samples/conv3x3.cu", directory: ".")
!2 = !{void (float*, float*, i32, i32)* @conv3x3, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "conv3x3", scope: !1, file: !1, line: 8, type: !10, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 11, column: 11, scope: !9)
!16 = !DILocation(line: 46, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!18 = distinct !DILocation(line: 11, column: 24, scope: !9)
!19 = !DILocation(line: 11, column: 22, scope: !9)
!20 = !DILocation(line: 44, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!22 = distinct !DILocation(line: 11, column: 37, scope: !9)
!23 = !DILocation(line: 11, column: 35, scope: !9)
!24 = !DILocation(line: 45, column: 1, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_y", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!26 = distinct !DILocation(line: 12, column: 11, scope: !9)
!27 = !DILocation(line: 46, column: 1, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "__fetch_y", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!29 = distinct !DILocation(line: 12, column: 24, scope: !9)
!30 = !DILocation(line: 12, column: 22, scope: !9)
!31 = !DILocation(line: 44, column: 1, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "__fetch_y", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!33 = distinct !DILocation(line: 12, column: 37, scope: !9)
!34 = !DILocation(line: 12, column: 35, scope: !9)
!35 = !DILocation(line: 13, column: 9, scope: !9)
!36 = !DILocation(line: 13, column: 18, scope: !9)
!37 = !DILocation(line: 123, column: 41, scope: !38, inlinedAt: !39)
!38 = distinct !DISubprogram(name: "max", scope: !14, file: !14, line: 123, type: !10, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!39 = distinct !DILocation(line: 21, column: 20, scope: !9)
!40 = !DILocation(line: 122, column: 43, scope: !41, inlinedAt: !42)
!41 = distinct !DISubprogram(name: "min", scope: !14, file: !14, line: 122, type: !10, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!42 = distinct !DILocation(line: 21, column: 16, scope: !9)
!43 = !DILocation(line: 122, column: 41, scope: !41, inlinedAt: !42)
!44 = !DILocation(line: 123, column: 41, scope: !38, inlinedAt: !45)
!45 = distinct !DILocation(line: 18, column: 18, scope: !9)
!46 = !DILocation(line: 122, column: 43, scope: !41, inlinedAt: !47)
!47 = distinct !DILocation(line: 18, column: 14, scope: !9)
!48 = !DILocation(line: 122, column: 41, scope: !41, inlinedAt: !47)
!49 = !DILocation(line: 22, column: 14, scope: !9)
!50 = !{!51, !51, i64 0}
!51 = !{!"float", !52, i64 0}
!52 = !{!"omnipotent char", !53, i64 0}
!53 = !{!"Simple C++ TBAA"}
!54 = !DILocation(line: 22, column: 62, scope: !9)
!55 = !DILocation(line: 22, column: 48, scope: !9)
!56 = !DILocation(line: 22, column: 46, scope: !9)
!57 = !DILocation(line: 22, column: 11, scope: !9)
!58 = !DILocation(line: 123, column: 43, scope: !38, inlinedAt: !39)
!59 = !DILocation(line: 123, column: 43, scope: !38, inlinedAt: !45)
!60 = !DILocation(line: 25, column: 9, scope: !9)
!61 = !DILocation(line: 25, column: 17, scope: !9)
!62 = !DILocation(line: 25, column: 3, scope: !9)
!63 = !DILocation(line: 25, column: 22, scope: !9)
!64 = !DILocation(line: 26, column: 1, scope: !9)
