; ModuleID = 'suites/ilp/matmul.cu'
source_filename = "suites/ilp/matmul.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ6matmulE3s_a = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ6matmulE3s_b = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @matmul(float* nocapture noundef readonly %0, float* nocapture noundef readonly %1, float* nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 !dbg !9 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !12
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3, !dbg !16
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3, !dbg !19
  %10 = shl i32 %9, 4, !dbg !22
  %11 = add i32 %10, %8, !dbg !23
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !24
  %13 = shl i32 %12, 4, !dbg !27
  %14 = add i32 %13, %7, !dbg !28
  %15 = icmp sgt i32 %5, 0, !dbg !29
  br i1 %15, label %16, label %90, !dbg !30

16:                                               ; preds = %6
  %17 = icmp slt i32 %11, %3
  %18 = mul nsw i32 %11, %5
  %19 = sext i32 %8 to i64
  %20 = sext i32 %7 to i64
  %21 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ6matmulE3s_a, i64 0, i64 %19, i64 %20
  %22 = addrspacecast float addrspace(3)* %21 to float*
  %23 = icmp slt i32 %14, %4
  %24 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ6matmulE3s_b, i64 0, i64 %19, i64 %20
  %25 = addrspacecast float addrspace(3)* %24 to float*
  %26 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ6matmulE3s_a, i64 0, i64 %19, i64 0, !dbg !31
  %27 = addrspacecast float addrspace(3)* %26 to float*, !dbg !31
  %28 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ6matmulE3s_b, i64 0, i64 0, i64 %20
  %29 = addrspacecast float addrspace(3)* %28 to float*
  %30 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ6matmulE3s_a, i64 0, i64 %19, i64 1
  %31 = addrspacecast float addrspace(3)* %30 to float*
  %32 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ6matmulE3s_b, i64 0, i64 1, i64 %20
  %33 = addrspacecast float addrspace(3)* %32 to float*
  %34 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ6matmulE3s_a, i64 0, i64 %19, i64 2
  %35 = addrspacecast float addrspace(3)* %34 to float*
  %36 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ6matmulE3s_b, i64 0, i64 2, i64 %20
  %37 = addrspacecast float addrspace(3)* %36 to float*
  %38 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ6matmulE3s_a, i64 0, i64 %19, i64 3
  %39 = addrspacecast float addrspace(3)* %38 to float*
  %40 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ6matmulE3s_b, i64 0, i64 3, i64 %20
  %41 = addrspacecast float addrspace(3)* %40 to float*
  %42 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ6matmulE3s_a, i64 0, i64 %19, i64 4
  %43 = addrspacecast float addrspace(3)* %42 to float*
  %44 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ6matmulE3s_b, i64 0, i64 4, i64 %20
  %45 = addrspacecast float addrspace(3)* %44 to float*
  %46 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ6matmulE3s_a, i64 0, i64 %19, i64 5
  %47 = addrspacecast float addrspace(3)* %46 to float*
  %48 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ6matmulE3s_b, i64 0, i64 5, i64 %20
  %49 = addrspacecast float addrspace(3)* %48 to float*
  %50 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ6matmulE3s_a, i64 0, i64 %19, i64 6
  %51 = addrspacecast float addrspace(3)* %50 to float*
  %52 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ6matmulE3s_b, i64 0, i64 6, i64 %20
  %53 = addrspacecast float addrspace(3)* %52 to float*
  %54 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ6matmulE3s_a, i64 0, i64 %19, i64 7
  %55 = addrspacecast float addrspace(3)* %54 to float*
  %56 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ6matmulE3s_b, i64 0, i64 7, i64 %20
  %57 = addrspacecast float addrspace(3)* %56 to float*
  %58 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ6matmulE3s_a, i64 0, i64 %19, i64 8
  %59 = addrspacecast float addrspace(3)* %58 to float*
  %60 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ6matmulE3s_b, i64 0, i64 8, i64 %20
  %61 = addrspacecast float addrspace(3)* %60 to float*
  %62 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ6matmulE3s_a, i64 0, i64 %19, i64 9
  %63 = addrspacecast float addrspace(3)* %62 to float*
  %64 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ6matmulE3s_b, i64 0, i64 9, i64 %20
  %65 = addrspacecast float addrspace(3)* %64 to float*
  %66 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ6matmulE3s_a, i64 0, i64 %19, i64 10
  %67 = addrspacecast float addrspace(3)* %66 to float*
  %68 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ6matmulE3s_b, i64 0, i64 10, i64 %20
  %69 = addrspacecast float addrspace(3)* %68 to float*
  %70 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ6matmulE3s_a, i64 0, i64 %19, i64 11
  %71 = addrspacecast float addrspace(3)* %70 to float*
  %72 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ6matmulE3s_b, i64 0, i64 11, i64 %20
  %73 = addrspacecast float addrspace(3)* %72 to float*
  %74 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ6matmulE3s_a, i64 0, i64 %19, i64 12
  %75 = addrspacecast float addrspace(3)* %74 to float*
  %76 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ6matmulE3s_b, i64 0, i64 12, i64 %20
  %77 = addrspacecast float addrspace(3)* %76 to float*
  %78 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ6matmulE3s_a, i64 0, i64 %19, i64 13
  %79 = addrspacecast float addrspace(3)* %78 to float*
  %80 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ6matmulE3s_b, i64 0, i64 13, i64 %20
  %81 = addrspacecast float addrspace(3)* %80 to float*
  %82 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ6matmulE3s_a, i64 0, i64 %19, i64 14
  %83 = addrspacecast float addrspace(3)* %82 to float*
  %84 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ6matmulE3s_b, i64 0, i64 14, i64 %20
  %85 = addrspacecast float addrspace(3)* %84 to float*
  %86 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ6matmulE3s_a, i64 0, i64 %19, i64 15
  %87 = addrspacecast float addrspace(3)* %86 to float*
  %88 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ6matmulE3s_b, i64 0, i64 15, i64 %20
  %89 = addrspacecast float addrspace(3)* %88 to float*
  br label %95, !dbg !30

90:                                               ; preds = %117, %6
  %91 = phi float [ 0.000000e+00, %6 ], [ %182, %117 ], !dbg !32
  %92 = icmp slt i32 %11, %3, !dbg !33
  %93 = icmp slt i32 %14, %4
  %94 = and i1 %92, %93, !dbg !34
  br i1 %94, label %185, label %190, !dbg !34

95:                                               ; preds = %16, %117
  %96 = phi i32 [ 0, %16 ], [ %183, %117 ]
  %97 = phi float [ 0.000000e+00, %16 ], [ %182, %117 ]
  %98 = add i32 %96, %7
  %99 = icmp slt i32 %98, %5
  %100 = select i1 %17, i1 %99, i1 false, !dbg !35
  br i1 %100, label %101, label %106, !dbg !35

101:                                              ; preds = %95
  %102 = add i32 %98, %18, !dbg !36
  %103 = sext i32 %102 to i64, !dbg !37
  %104 = getelementptr inbounds float, float* %0, i64 %103, !dbg !37
  %105 = load float, float* %104, align 4, !dbg !37, !tbaa !38
  br label %106, !dbg !42

106:                                              ; preds = %95, %101
  %107 = phi contract float [ %105, %101 ], [ 0.000000e+00, %95 ], !dbg !42
  store float %107, float* %22, align 4, !dbg !43, !tbaa !38
  %108 = add nsw i32 %96, %8, !dbg !44
  %109 = icmp slt i32 %108, %5, !dbg !45
  %110 = and i1 %23, %109, !dbg !46
  br i1 %110, label %111, label %117, !dbg !46

111:                                              ; preds = %106
  %112 = mul nsw i32 %108, %4, !dbg !47
  %113 = add nsw i32 %112, %14, !dbg !48
  %114 = sext i32 %113 to i64, !dbg !49
  %115 = getelementptr inbounds float, float* %1, i64 %114, !dbg !49
  %116 = load float, float* %115, align 4, !dbg !49, !tbaa !38
  br label %117, !dbg !50

117:                                              ; preds = %106, %111
  %118 = phi contract float [ %116, %111 ], [ 0.000000e+00, %106 ], !dbg !50
  store float %118, float* %25, align 4, !dbg !51, !tbaa !38
  tail call void @llvm.nvvm.barrier0(), !dbg !52
  %119 = load float, float* %27, align 4, !dbg !31, !tbaa !38
  %120 = load float, float* %29, align 4, !dbg !53, !tbaa !38
  %121 = fmul contract float %119, %120, !dbg !54
  %122 = fadd contract float %97, %121, !dbg !55
  %123 = load float, float* %31, align 4, !dbg !31, !tbaa !38
  %124 = load float, float* %33, align 4, !dbg !53, !tbaa !38
  %125 = fmul contract float %123, %124, !dbg !54
  %126 = fadd contract float %122, %125, !dbg !55
  %127 = load float, float* %35, align 4, !dbg !31, !tbaa !38
  %128 = load float, float* %37, align 4, !dbg !53, !tbaa !38
  %129 = fmul contract float %127, %128, !dbg !54
  %130 = fadd contract float %126, %129, !dbg !55
  %131 = load float, float* %39, align 4, !dbg !31, !tbaa !38
  %132 = load float, float* %41, align 4, !dbg !53, !tbaa !38
  %133 = fmul contract float %131, %132, !dbg !54
  %134 = fadd contract float %130, %133, !dbg !55
  %135 = load float, float* %43, align 4, !dbg !31, !tbaa !38
  %136 = load float, float* %45, align 4, !dbg !53, !tbaa !38
  %137 = fmul contract float %135, %136, !dbg !54
  %138 = fadd contract float %134, %137, !dbg !55
  %139 = load float, float* %47, align 4, !dbg !31, !tbaa !38
  %140 = load float, float* %49, align 4, !dbg !53, !tbaa !38
  %141 = fmul contract float %139, %140, !dbg !54
  %142 = fadd contract float %138, %141, !dbg !55
  %143 = load float, float* %51, align 4, !dbg !31, !tbaa !38
  %144 = load float, float* %53, align 4, !dbg !53, !tbaa !38
  %145 = fmul contract float %143, %144, !dbg !54
  %146 = fadd contract float %142, %145, !dbg !55
  %147 = load float, float* %55, align 4, !dbg !31, !tbaa !38
  %148 = load float, float* %57, align 4, !dbg !53, !tbaa !38
  %149 = fmul contract float %147, %148, !dbg !54
  %150 = fadd contract float %146, %149, !dbg !55
  %151 = load float, float* %59, align 4, !dbg !31, !tbaa !38
  %152 = load float, float* %61, align 4, !dbg !53, !tbaa !38
  %153 = fmul contract float %151, %152, !dbg !54
  %154 = fadd contract float %150, %153, !dbg !55
  %155 = load float, float* %63, align 4, !dbg !31, !tbaa !38
  %156 = load float, float* %65, align 4, !dbg !53, !tbaa !38
  %157 = fmul contract float %155, %156, !dbg !54
  %158 = fadd contract float %154, %157, !dbg !55
  %159 = load float, float* %67, align 4, !dbg !31, !tbaa !38
  %160 = load float, float* %69, align 4, !dbg !53, !tbaa !38
  %161 = fmul contract float %159, %160, !dbg !54
  %162 = fadd contract float %158, %161, !dbg !55
  %163 = load float, float* %71, align 4, !dbg !31, !tbaa !38
  %164 = load float, float* %73, align 4, !dbg !53, !tbaa !38
  %165 = fmul contract float %163, %164, !dbg !54
  %166 = fadd contract float %162, %165, !dbg !55
  %167 = load float, float* %75, align 4, !dbg !31, !tbaa !38
  %168 = load float, float* %77, align 4, !dbg !53, !tbaa !38
  %169 = fmul contract float %167, %168, !dbg !54
  %170 = fadd contract float %166, %169, !dbg !55
  %171 = load float, float* %79, align 4, !dbg !31, !tbaa !38
  %172 = load float, float* %81, align 4, !dbg !53, !tbaa !38
  %173 = fmul contract float %171, %172, !dbg !54
  %174 = fadd contract float %170, %173, !dbg !55
  %175 = load float, float* %83, align 4, !dbg !31, !tbaa !38
  %176 = load float, float* %85, align 4, !dbg !53, !tbaa !38
  %177 = fmul contract float %175, %176, !dbg !54
  %178 = fadd contract float %174, %177, !dbg !55
  %179 = load float, float* %87, align 4, !dbg !31, !tbaa !38
  %180 = load float, float* %89, align 4, !dbg !53, !tbaa !38
  %181 = fmul contract float %179, %180, !dbg !54
  %182 = fadd contract float %178, %181, !dbg !55
  tail call void @llvm.nvvm.barrier0(), !dbg !56
  %183 = add nuw nsw i32 %96, 16, !dbg !57
  %184 = icmp slt i32 %183, %5, !dbg !29
  br i1 %184, label %95, label %90, !dbg !30, !llvm.loop !58

185:                                              ; preds = %90
  %186 = mul nsw i32 %11, %4, !dbg !61
  %187 = add nsw i32 %186, %14, !dbg !62
  %188 = sext i32 %187 to i64, !dbg !63
  %189 = getelementptr inbounds float, float* %2, i64 %188, !dbg !63
  store float %91, float* %189, align 4, !dbg !64, !tbaa !38
  br label %190, !dbg !63

190:                                              ; preds = %185, %90
  ret void, !dbg !65
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
!1 = !DIFile(filename: "suites/ilp/matmul.cu", directory: ".")
!2 = !{void (float*, float*, float*, i32, i32, i32)* @matmul, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "matmul", scope: !1, file: !1, line: 9, type: !10, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 44, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 13, column: 12, scope: !9)
!16 = !DILocation(line: 44, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_y", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!18 = distinct !DILocation(line: 13, column: 30, scope: !9)
!19 = !DILocation(line: 45, column: 1, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_y", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!21 = distinct !DILocation(line: 14, column: 13, scope: !9)
!22 = !DILocation(line: 14, column: 24, scope: !9)
!23 = !DILocation(line: 14, column: 31, scope: !9)
!24 = !DILocation(line: 45, column: 1, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!26 = distinct !DILocation(line: 15, column: 13, scope: !9)
!27 = !DILocation(line: 15, column: 24, scope: !9)
!28 = !DILocation(line: 15, column: 31, scope: !9)
!29 = !DILocation(line: 17, column: 23, scope: !9)
!30 = !DILocation(line: 17, column: 3, scope: !9)
!31 = !DILocation(line: 23, column: 14, scope: !9)
!32 = !DILocation(line: 16, column: 9, scope: !9)
!33 = !DILocation(line: 26, column: 11, scope: !9)
!34 = !DILocation(line: 26, column: 15, scope: !9)
!35 = !DILocation(line: 18, column: 27, scope: !9)
!36 = !DILocation(line: 18, column: 59, scope: !9)
!37 = !DILocation(line: 18, column: 44, scope: !9)
!38 = !{!39, !39, i64 0}
!39 = !{!"float", !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C++ TBAA"}
!42 = !DILocation(line: 18, column: 19, scope: !9)
!43 = !DILocation(line: 18, column: 17, scope: !9)
!44 = !DILocation(line: 19, column: 22, scope: !9)
!45 = !DILocation(line: 19, column: 27, scope: !9)
!46 = !DILocation(line: 19, column: 31, scope: !9)
!47 = !DILocation(line: 19, column: 56, scope: !9)
!48 = !DILocation(line: 19, column: 60, scope: !9)
!49 = !DILocation(line: 19, column: 44, scope: !9)
!50 = !DILocation(line: 19, column: 19, scope: !9)
!51 = !DILocation(line: 19, column: 17, scope: !9)
!52 = !DILocation(line: 20, column: 5, scope: !9)
!53 = !DILocation(line: 23, column: 27, scope: !9)
!54 = !DILocation(line: 23, column: 25, scope: !9)
!55 = !DILocation(line: 23, column: 11, scope: !9)
!56 = !DILocation(line: 24, column: 5, scope: !9)
!57 = !DILocation(line: 17, column: 31, scope: !9)
!58 = distinct !{!58, !30, !59, !60}
!59 = !DILocation(line: 25, column: 3, scope: !9)
!60 = !{!"llvm.loop.mustprogress"}
!61 = !DILocation(line: 27, column: 11, scope: !9)
!62 = !DILocation(line: 27, column: 15, scope: !9)
!63 = !DILocation(line: 27, column: 5, scope: !9)
!64 = !DILocation(line: 27, column: 22, scope: !9)
!65 = !DILocation(line: 28, column: 1, scope: !9)
