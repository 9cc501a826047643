; ModuleID = 'samples/matmul_tiled.cu'
source_filename = "samples/matmul_tiled.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12matmul_tiledE2As = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ12matmul_tiledE2Bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @matmul_tiled(float* nocapture noundef readonly %0, float* nocapture noundef readonly %1, float* nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !12
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3, !dbg !16
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3, !dbg !19
  %8 = shl i32 %7, 4, !dbg !22
  %9 = add i32 %8, %6, !dbg !23
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !24
  %11 = shl i32 %10, 4, !dbg !27
  %12 = add i32 %11, %5, !dbg !28
  %13 = sdiv i32 %3, 16
  %14 = icmp sgt i32 %3, 15, !dbg !29
  %15 = mul nsw i32 %9, %3
  br i1 %14, label %16, label %88, !dbg !30

16:                                               ; preds = %4
  %17 = add i32 %15, %5
  %18 = sext i32 %6 to i64
  %19 = sext i32 %5 to i64
  %20 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12matmul_tiledE2As, i64 0, i64 %18, i64 %19
  %21 = addrspacecast float addrspace(3)* %20 to float*
  %22 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12matmul_tiledE2Bs, i64 0, i64 %18, i64 %19
  %23 = addrspacecast float addrspace(3)* %22 to float*
  %24 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12matmul_tiledE2As, i64 0, i64 %18, i64 0, !dbg !31
  %25 = addrspacecast float addrspace(3)* %24 to float*, !dbg !31
  %26 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12matmul_tiledE2Bs, i64 0, i64 0, i64 %19
  %27 = addrspacecast float addrspace(3)* %26 to float*
  %28 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12matmul_tiledE2As, i64 0, i64 %18, i64 1
  %29 = addrspacecast float addrspace(3)* %28 to float*
  %30 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12matmul_tiledE2Bs, i64 0, i64 1, i64 %19
  %31 = addrspacecast float addrspace(3)* %30 to float*
  %32 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12matmul_tiledE2As, i64 0, i64 %18, i64 2
  %33 = addrspacecast float addrspace(3)* %32 to float*
  %34 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12matmul_tiledE2Bs, i64 0, i64 2, i64 %19
  %35 = addrspacecast float addrspace(3)* %34 to float*
  %36 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12matmul_tiledE2As, i64 0, i64 %18, i64 3
  %37 = addrspacecast float addrspace(3)* %36 to float*
  %38 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12matmul_tiledE2Bs, i64 0, i64 3, i64 %19
  %39 = addrspacecast float addrspace(3)* %38 to float*
  %40 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12matmul_tiledE2As, i64 0, i64 %18, i64 4
  %41 = addrspacecast float addrspace(3)* %40 to float*
  %42 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12matmul_tiledE2Bs, i64 0, i64 4, i64 %19
  %43 = addrspacecast float addrspace(3)* %42 to float*
  %44 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12matmul_tiledE2As, i64 0, i64 %18, i64 5
  %45 = addrspacecast float addrspace(3)* %44 to float*
  %46 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12matmul_tiledE2Bs, i64 0, i64 5, i64 %19
  %47 = addrspacecast float addrspace(3)* %46 to float*
  %48 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12matmul_tiledE2As, i64 0, i64 %18, i64 6
  %49 = addrspacecast float addrspace(3)* %48 to float*
  %50 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12matmul_tiledE2Bs, i64 0, i64 6, i64 %19
  %51 = addrspacecast float addrspace(3)* %50 to float*
  %52 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12matmul_tiledE2As, i64 0, i64 %18, i64 7
  %53 = addrspacecast float addrspace(3)* %52 to float*
  %54 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12matmul_tiledE2Bs, i64 0, i64 7, i64 %19
  %55 = addrspacecast float addrspace(3)* %54 to float*
  %56 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12matmul_tiledE2As, i64 0, i64 %18, i64 8
  %57 = addrspacecast float addrspace(3)* %56 to float*
  %58 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12matmul_tiledE2Bs, i64 0, i64 8, i64 %19
  %59 = addrspacecast float addrspace(3)* %58 to float*
  %60 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12matmul_tiledE2As, i64 0, i64 %18, i64 9
  %61 = addrspacecast float addrspace(3)* %60 to float*
  %62 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12matmul_tiledE2Bs, i64 0, i64 9, i64 %19
  %63 = addrspacecast float addrspace(3)* %62 to float*
  %64 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12matmul_tiledE2As, i64 0, i64 %18, i64 10
  %65 = addrspacecast float addrspace(3)* %64 to float*
  %66 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12matmul_tiledE2Bs, i64 0, i64 10, i64 %19
  %67 = addrspacecast float addrspace(3)* %66 to float*
  %68 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12matmul_tiledE2As, i64 0, i64 %18, i64 11
  %69 = addrspacecast float addrspace(3)* %68 to float*
  %70 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12matmul_tiledE2Bs, i64 0, i64 11, i64 %19
  %71 = addrspacecast float addrspace(3)* %70 to float*
  %72 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12matmul_tiledE2As, i64 0, i64 %18, i64 12
  %73 = addrspacecast float addrspace(3)* %72 to float*
  %74 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12matmul_tiledE2Bs, i64 0, i64 12, i64 %19
  %75 = addrspacecast float addrspace(3)* %74 to float*
  %76 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12matmul_tiledE2As, i64 0, i64 %18, i64 13
  %77 = addrspacecast float addrspace(3)* %76 to float*
  %78 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12matmul_tiledE2Bs, i64 0, i64 13, i64 %19
  %79 = addrspacecast float addrspace(3)* %78 to float*
  %80 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12matmul_tiledE2As, i64 0, i64 %18, i64 14
  %81 = addrspacecast float addrspace(3)* %80 to float*
  %82 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12matmul_tiledE2Bs, i64 0, i64 14, i64 %19
  %83 = addrspacecast float addrspace(3)* %82 to float*
  %84 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12matmul_tiledE2As, i64 0, i64 %18, i64 15
  %85 = addrspacecast float addrspace(3)* %84 to float*
  %86 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12matmul_tiledE2Bs, i64 0, i64 15, i64 %19
  %87 = addrspacecast float addrspace(3)* %86 to float*
  br label %93, !dbg !30

88:                                               ; preds = %93, %4
  %89 = phi float [ 0.000000e+00, %4 ], [ %170, %93 ], !dbg !32
  %90 = add nsw i32 %15, %12, !dbg !33
  %91 = sext i32 %90 to i64, !dbg !34
  %92 = getelementptr inbounds float, float* %2, i64 %91, !dbg !34
  store float %89, float* %92, align 4, !dbg !35, !tbaa !36
  ret void, !dbg !40

93:                                               ; preds = %16, %93
  %94 = phi i32 [ 0, %16 ], [ %171, %93 ]
  %95 = phi float [ 0.000000e+00, %16 ], [ %170, %93 ]
  %96 = shl nsw i32 %94, 4, !dbg !41
  %97 = add i32 %17, %96, !dbg !42
  %98 = sext i32 %97 to i64, !dbg !43
  %99 = getelementptr inbounds float, float* %0, i64 %98, !dbg !43
  %100 = load float, float* %99, align 4, !dbg !43, !tbaa !36
  store float %100, float* %21, align 4, !dbg !44, !tbaa !36
  %101 = add nsw i32 %96, %6, !dbg !45
  %102 = mul nsw i32 %101, %3, !dbg !46
  %103 = add nsw i32 %102, %12, !dbg !47
  %104 = sext i32 %103 to i64, !dbg !48
  %105 = getelementptr inbounds float, float* %1, i64 %104, !dbg !48
  %106 = load float, float* %105, align 4, !dbg !48, !tbaa !36
  store float %106, float* %23, align 4, !dbg !49, !tbaa !36
  tail call void @llvm.nvvm.barrier0(), !dbg !50
  %107 = load float, float* %25, align 4, !dbg !31, !tbaa !36
  %108 = load float, float* %27, align 4, !dbg !51, !tbaa !36
  %109 = fmul contract float %107, %108, !dbg !52
  %110 = fadd contract float %95, %109, !dbg !53
  %111 = load float, float* %29, align 4, !dbg !31, !tbaa !36
  %112 = load float, float* %31, align 4, !dbg !51, !tbaa !36
  %113 = fmul contract float %111, %112, !dbg !52
  %114 = fadd contract float %110, %113, !dbg !53
  %115 = load float, float* %33, align 4, !dbg !31, !tbaa !36
  %116 = load float, float* %35, align 4, !dbg !51, !tbaa !36
  %117 = fmul contract float %115, %116, !dbg !52
  %118 = fadd contract float %114, %117, !dbg !53
  %119 = load float, float* %37, align 4, !dbg !31, !tbaa !36
  %120 = load float, float* %39, align 4, !dbg !51, !tbaa !36
  %121 = fmul contract float %119, %120, !dbg !52
  %122 = fadd contract float %118, %121, !dbg !53
  %123 = load float, float* %41, align 4, !dbg !31, !tbaa !36
  %124 = load float, float* %43, align 4, !dbg !51, !tbaa !36
  %125 = fmul contract float %123, %124, !dbg !52
  %126 = fadd contract float %122, %125, !dbg !53
  %127 = load float, float* %45, align 4, !dbg !31, !tbaa !36
  %128 = load float, float* %47, align 4, !dbg !51, !tbaa !36
  %129 = fmul contract float %127, %128, !dbg !52
  %130 = fadd contract float %126, %129, !dbg !53
  %131 = load float, float* %49, align 4, !dbg !31, !tbaa !36
  %132 = load float, float* %51, align 4, !dbg !51, !tbaa !36
  %133 = fmul contract float %131, %132, !dbg !52
  %134 = fadd contract float %130, %133, !dbg !53
  %135 = load float, float* %53, align 4, !dbg !31, !tbaa !36
  %136 = load float, float* %55, align 4, !dbg !51, !tbaa !36
  %137 = fmul contract float %135, %136, !dbg !52
  %138 = fadd contract float %134, %137, !dbg !53
  %139 = load float, float* %57, align 4, !dbg !31, !tbaa !36
  %140 = load float, float* %59, align 4, !dbg !51, !tbaa !36
  %141 = fmul contract float %139, %140, !dbg !52
  %142 = fadd contract float %138, %141, !dbg !53
  %143 = load float, float* %61, align 4, !dbg !31, !tbaa !36
  %144 = load float, float* %63, align 4, !dbg !51, !tbaa !36
  %145 = fmul contract float %143, %144, !dbg !52
  %146 = fadd contract float %142, %145, !dbg !53
  %147 = load float, float* %65, align 4, !dbg !31, !tbaa !36
  %148 = load float, float* %67, align 4, !dbg !51, !tbaa !36
  %149 = fmul contract float %147, %148, !dbg !52
  %150 = fadd contract float %146, %149, !dbg !53
  %151 = load float, float* %69, align 4, !dbg !31, !tbaa !36
  %152 = load float, float* %71, align 4, !dbg !51, !tbaa !36
  %153 = fmul contract float %151, %152, !dbg !52
  %154 = fadd contract float %150, %153, !dbg !53
  %155 = load float, float* %73, align 4, !dbg !31, !tbaa !36
  %156 = load float, float* %75, align 4, !dbg !51, !tbaa !36
  %157 = fmul contract float %155, %156, !dbg !52
  %158 = fadd contract float %154, %157, !dbg !53
  %159 = load float, float* %77, align 4, !dbg !31, !tbaa !36
  %160 = load float, float* %79, align 4, !dbg !51, !tbaa !36
  %161 = fmul contract float %159, %160, !dbg !52
  %162 = fadd contract float %158, %161, !dbg !53
  %163 = load float, float* %81, align 4, !dbg !31, !tbaa !36
  %164 = load float, float* %83, align 4, !dbg !51, !tbaa !36
  %165 = fmul contract float %163, %164, !dbg !52
  %166 = fadd contract float %162, %165, !dbg !53
  %167 = load float, float* %85, align 4, !dbg !31, !tbaa !36
  %168 = load float, float* %87, align 4, !dbg !51, !tbaa !36
  %169 = fmul contract float %167, %168, !dbg !52
  %170 = fadd contract float %166, %169, !dbg !53
  tail call void @llvm.nvvm.barrier0(), !dbg !54
  %171 = add nuw nsw i32 %94, 1, !dbg !55
  %172 = icmp eq i32 %171, %13, !dbg !29
  br i1 %172, label %88, label %93, !dbg !30, !llvm.loop !56
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/matmul_tiled.cu", directory: ".")
!2 = !{void (float*, float*, float*, i32)* @matmul_tiled, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "matmul_tiled", scope: !1, file: !1, line: 6, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 44, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 10, column: 12, scope: !9)
!16 = !DILocation(line: 44, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_y", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!18 = distinct !DILocation(line: 10, column: 30, scope: !9)
!19 = !DILocation(line: 45, column: 1, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_y", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!21 = distinct !DILocation(line: 11, column: 13, scope: !9)
!22 = !DILocation(line: 11, column: 24, scope: !9)
!23 = !DILocation(line: 11, column: 31, scope: !9)
!24 = !DILocation(line: 45, column: 1, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!26 = distinct !DILocation(line: 12, column: 13, scope: !9)
!27 = !DILocation(line: 12, column: 24, scope: !9)
!28 = !DILocation(line: 12, column: 31, scope: !9)
!29 = !DILocation(line: 14, column: 21, scope: !9)
!30 = !DILocation(line: 14, column: 3, scope: !9)
!31 = !DILocation(line: 20, column: 14, scope: !9)
!32 = !DILocation(line: 13, column: 9, scope: !9)
!33 = !DILocation(line: 23, column: 13, scope: !9)
!34 = !DILocation(line: 23, column: 3, scope: !9)
!35 = !DILocation(line: 23, column: 20, scope: !9)
!36 = !{!37, !37, i64 0}
!37 = !{!"float", !38, i64 0}
!38 = !{!"omnipotent char", !39, i64 0}
!39 = !{!"Simple C++ TBAA"}
!40 = !DILocation(line: 24, column: 1, scope: !9)
!41 = !DILocation(line: 15, column: 32, scope: !9)
!42 = !DILocation(line: 15, column: 39, scope: !9)
!43 = !DILocation(line: 15, column: 18, scope: !9)
!44 = !DILocation(line: 15, column: 16, scope: !9)
!45 = !DILocation(line: 16, column: 30, scope: !9)
!46 = !DILocation(line: 16, column: 36, scope: !9)
!47 = !DILocation(line: 16, column: 40, scope: !9)
!48 = !DILocation(line: 16, column: 18, scope: !9)
!49 = !DILocation(line: 16, column: 16, scope: !9)
!50 = !DILocation(line: 17, column: 5, scope: !9)
!51 = !DILocation(line: 20, column: 26, scope: !9)
!52 = !DILocation(line: 20, column: 24, scope: !9)
!53 = !DILocation(line: 20, column: 11, scope: !9)
!54 = !DILocation(line: 21, column: 5, scope: !9)
!55 = !DILocation(line: 14, column: 34, scope: !9)
!56 = distinct !{!56, !30, !57, !58}
!57 = !DILocation(line: 22, column: 3, scope: !9)
!58 = !{!"llvm.loop.mustprogress"}
