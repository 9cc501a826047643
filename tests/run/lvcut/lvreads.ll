; ModuleID = 'tests/run/lvcut/lvreads.cu'
source_filename = "tests/run/lvcut/lvreads.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @lvreads(i32 noundef %0, float* noalias nocapture noundef readonly %1, i32* noalias nocapture noundef readonly %2, float* noalias nocapture noundef writeonly %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2, !dbg !12
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2, !dbg !16
  %7 = mul i32 %5, %6, !dbg !19
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !dbg !20
  %9 = add i32 %7, %8, !dbg !23
  %10 = icmp slt i32 %9, %0, !dbg !24
  br i1 %10, label %11, label %265, !dbg !25

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64, !dbg !26
  %13 = getelementptr inbounds float, float* %1, i64 %12, !dbg !26
  %14 = load float, float* %13, align 4, !dbg !26, !tbaa !27
  %15 = add nsw i32 %9, %0, !dbg !31
  %16 = sext i32 %15 to i64, !dbg !26
  %17 = getelementptr inbounds float, float* %1, i64 %16, !dbg !26
  %18 = load float, float* %17, align 4, !dbg !26, !tbaa !27
  %19 = fmul contract float %18, 2.000000e+00, !dbg !32
  %20 = shl nsw i32 %0, 1, !dbg !33
  %21 = add nsw i32 %20, %9, !dbg !31
  %22 = sext i32 %21 to i64, !dbg !26
  %23 = getelementptr inbounds float, float* %1, i64 %22, !dbg !26
  %24 = load float, float* %23, align 4, !dbg !26, !tbaa !27
  %25 = fmul contract float %24, 3.000000e+00, !dbg !32
  %26 = mul nsw i32 %0, 3, !dbg !33
  %27 = add nsw i32 %26, %9, !dbg !31
  %28 = sext i32 %27 to i64, !dbg !26
  %29 = getelementptr inbounds float, float* %1, i64 %28, !dbg !26
  %30 = load float, float* %29, align 4, !dbg !26, !tbaa !27
  %31 = fmul contract float %30, 4.000000e+00, !dbg !32
  %32 = shl nsw i32 %0, 2, !dbg !33
  %33 = add nsw i32 %32, %9, !dbg !31
  %34 = sext i32 %33 to i64, !dbg !26
  %35 = getelementptr inbounds float, float* %1, i64 %34, !dbg !26
  %36 = load float, float* %35, align 4, !dbg !26, !tbaa !27
  %37 = fmul contract float %36, 5.000000e+00, !dbg !32
  %38 = mul nsw i32 %0, 5, !dbg !33
  %39 = add nsw i32 %38, %9, !dbg !31
  %40 = sext i32 %39 to i64, !dbg !26
  %41 = getelementptr inbounds float, float* %1, i64 %40, !dbg !26
  %42 = load float, float* %41, align 4, !dbg !26, !tbaa !27
  %43 = fmul contract float %42, 6.000000e+00, !dbg !32
  %44 = mul nsw i32 %0, 6, !dbg !33
  %45 = add nsw i32 %44, %9, !dbg !31
  %46 = sext i32 %45 to i64, !dbg !26
  %47 = getelementptr inbounds float, float* %1, i64 %46, !dbg !26
  %48 = load float, float* %47, align 4, !dbg !26, !tbaa !27
  %49 = fmul contract float %48, 7.000000e+00, !dbg !32
  %50 = mul nsw i32 %0, 7, !dbg !33
  %51 = add nsw i32 %50, %9, !dbg !31
  %52 = sext i32 %51 to i64, !dbg !26
  %53 = getelementptr inbounds float, float* %1, i64 %52, !dbg !26
  %54 = load float, float* %53, align 4, !dbg !26, !tbaa !27
  %55 = fmul contract float %54, 8.000000e+00, !dbg !32
  %56 = shl nsw i32 %0, 3, !dbg !33
  %57 = add nsw i32 %56, %9, !dbg !31
  %58 = sext i32 %57 to i64, !dbg !26
  %59 = getelementptr inbounds float, float* %1, i64 %58, !dbg !26
  %60 = load float, float* %59, align 4, !dbg !26, !tbaa !27
  %61 = fmul contract float %60, 9.000000e+00, !dbg !32
  %62 = mul nsw i32 %0, 9, !dbg !33
  %63 = add nsw i32 %62, %9, !dbg !31
  %64 = sext i32 %63 to i64, !dbg !26
  %65 = getelementptr inbounds float, float* %1, i64 %64, !dbg !26
  %66 = load float, float* %65, align 4, !dbg !26, !tbaa !27
  %67 = fmul contract float %66, 1.000000e+01, !dbg !32
  %68 = mul nsw i32 %0, 10, !dbg !33
  %69 = add nsw i32 %68, %9, !dbg !31
  %70 = sext i32 %69 to i64, !dbg !26
  %71 = getelementptr inbounds float, float* %1, i64 %70, !dbg !26
  %72 = load float, float* %71, align 4, !dbg !26, !tbaa !27
  %73 = fmul contract float %72, 1.100000e+01, !dbg !32
  %74 = mul nsw i32 %0, 11, !dbg !33
  %75 = add nsw i32 %74, %9, !dbg !31
  %76 = sext i32 %75 to i64, !dbg !26
  %77 = getelementptr inbounds float, float* %1, i64 %76, !dbg !26
  %78 = load float, float* %77, align 4, !dbg !26, !tbaa !27
  %79 = fmul contract float %78, 1.200000e+01, !dbg !32
  %80 = mul nsw i32 %0, 12, !dbg !33
  %81 = add nsw i32 %80, %9, !dbg !31
  %82 = sext i32 %81 to i64, !dbg !26
  %83 = getelementptr inbounds float, float* %1, i64 %82, !dbg !26
  %84 = load float, float* %83, align 4, !dbg !26, !tbaa !27
  %85 = fmul contract float %84, 1.300000e+01, !dbg !32
  %86 = mul nsw i32 %0, 13, !dbg !33
  %87 = add nsw i32 %86, %9, !dbg !31
  %88 = sext i32 %87 to i64, !dbg !26
  %89 = getelementptr inbounds float, float* %1, i64 %88, !dbg !26
  %90 = load float, float* %89, align 4, !dbg !26, !tbaa !27
  %91 = fmul contract float %90, 1.400000e+01, !dbg !32
  %92 = mul nsw i32 %0, 14, !dbg !33
  %93 = add nsw i32 %92, %9, !dbg !31
  %94 = sext i32 %93 to i64, !dbg !26
  %95 = getelementptr inbounds float, float* %1, i64 %94, !dbg !26
  %96 = load float, float* %95, align 4, !dbg !26, !tbaa !27
  %97 = fmul contract float %96, 1.500000e+01, !dbg !32
  %98 = mul nsw i32 %0, 15, !dbg !33
  %99 = add nsw i32 %98, %9, !dbg !31
  %100 = sext i32 %99 to i64, !dbg !26
  %101 = getelementptr inbounds float, float* %1, i64 %100, !dbg !26
  %102 = load float, float* %101, align 4, !dbg !26, !tbaa !27
  %103 = fmul contract float %102, 1.600000e+01, !dbg !32
  %104 = shl nsw i32 %0, 4, !dbg !33
  %105 = add nsw i32 %104, %9, !dbg !31
  %106 = sext i32 %105 to i64, !dbg !26
  %107 = getelementptr inbounds float, float* %1, i64 %106, !dbg !26
  %108 = load float, float* %107, align 4, !dbg !26, !tbaa !27
  %109 = fmul contract float %108, 1.700000e+01, !dbg !32
  %110 = mul nsw i32 %0, 17, !dbg !33
  %111 = add nsw i32 %110, %9, !dbg !31
  %112 = sext i32 %111 to i64, !dbg !26
  %113 = getelementptr inbounds float, float* %1, i64 %112, !dbg !26
  %114 = load float, float* %113, align 4, !dbg !26, !tbaa !27
  %115 = fmul contract float %114, 1.800000e+01, !dbg !32
  %116 = mul nsw i32 %0, 18, !dbg !33
  %117 = add nsw i32 %116, %9, !dbg !31
  %118 = sext i32 %117 to i64, !dbg !26
  %119 = getelementptr inbounds float, float* %1, i64 %118, !dbg !26
  %120 = load float, float* %119, align 4, !dbg !26, !tbaa !27
  %121 = fmul contract float %120, 1.900000e+01, !dbg !32
  %122 = mul nsw i32 %0, 19, !dbg !33
  %123 = add nsw i32 %122, %9, !dbg !31
  %124 = sext i32 %123 to i64, !dbg !26
  %125 = getelementptr inbounds float, float* %1, i64 %124, !dbg !26
  %126 = load float, float* %125, align 4, !dbg !26, !tbaa !27
  %127 = fmul contract float %126, 2.000000e+01, !dbg !32
  %128 = mul nsw i32 %0, 20, !dbg !33
  %129 = add nsw i32 %128, %9, !dbg !31
  %130 = sext i32 %129 to i64, !dbg !26
  %131 = getelementptr inbounds float, float* %1, i64 %130, !dbg !26
  %132 = load float, float* %131, align 4, !dbg !26, !tbaa !27
  %133 = fmul contract float %132, 2.100000e+01, !dbg !32
  %134 = mul nsw i32 %0, 21, !dbg !33
  %135 = add nsw i32 %134, %9, !dbg !31
  %136 = sext i32 %135 to i64, !dbg !26
  %137 = getelementptr inbounds float, float* %1, i64 %136, !dbg !26
  %138 = load float, float* %137, align 4, !dbg !26, !tbaa !27
  %139 = fmul contract float %138, 2.200000e+01, !dbg !32
  %140 = mul nsw i32 %0, 22, !dbg !33
  %141 = add nsw i32 %140, %9, !dbg !31
  %142 = sext i32 %141 to i64, !dbg !26
  %143 = getelementptr inbounds float, float* %1, i64 %142, !dbg !26
  %144 = load float, float* %143, align 4, !dbg !26, !tbaa !27
  %145 = fmul contract float %144, 2.300000e+01, !dbg !32
  %146 = mul nsw i32 %0, 23, !dbg !33
  %147 = add nsw i32 %146, %9, !dbg !31
  %148 = sext i32 %147 to i64, !dbg !26
  %149 = getelementptr inbounds float, float* %1, i64 %148, !dbg !26
  %150 = load float, float* %149, align 4, !dbg !26, !tbaa !27
  %151 = fmul contract float %150, 2.400000e+01, !dbg !32
  %152 = getelementptr inbounds i32, i32* %2, i64 %12, !dbg !34
  %153 = load i32, i32* %152, align 4, !dbg !34, !tbaa !35
  %154 = and i32 %153, 1, !dbg !37
  %155 = icmp eq i32 %154, 0, !dbg !34
  br i1 %155, label %223, label %156, !dbg !34

156:                                              ; preds = %11
  %157 = lshr i32 %153, 1
  %158 = and i32 %157, 15
  %159 = icmp eq i32 %158, 0, !dbg !38
  br i1 %159, label %223, label %160, !dbg !39

160:                                              ; preds = %156
  %161 = add nsw i32 %158, -1, !dbg !39
  %162 = and i32 %157, 3, !dbg !39
  %163 = icmp ult i32 %161, 3, !dbg !39
  br i1 %163, label %204, label %164, !dbg !39

164:                                              ; preds = %160
  %165 = sub nsw i32 %158, %162, !dbg !39
  br label %166, !dbg !39

166:                                              ; preds = %166, %164
  %167 = phi i32 [ 0, %164 ], [ %201, %166 ]
  %168 = phi float [ 0.000000e+00, %164 ], [ %200, %166 ]
  %169 = phi i32 [ 0, %164 ], [ %202, %166 ]
  %170 = fmul contract float %168, 5.000000e-01, !dbg !40
  %171 = mul nsw i32 %167, %0, !dbg !41
  %172 = add nsw i32 %171, %9, !dbg !42
  %173 = sext i32 %172 to i64, !dbg !43
  %174 = getelementptr inbounds float, float* %1, i64 %173, !dbg !43
  %175 = load float, float* %174, align 4, !dbg !43, !tbaa !27
  %176 = fadd contract float %170, %175, !dbg !44
  %177 = or i32 %167, 1, !dbg !45
  %178 = fmul contract float %176, 5.000000e-01, !dbg !40
  %179 = mul nsw i32 %177, %0, !dbg !41
  %180 = add nsw i32 %179, %9, !dbg !42
  %181 = sext i32 %180 to i64, !dbg !43
  %182 = getelementptr inbounds float, float* %1, i64 %181, !dbg !43
  %183 = load float, float* %182, align 4, !dbg !43, !tbaa !27
  %184 = fadd contract float %178, %183, !dbg !44
  %185 = or i32 %167, 2, !dbg !45
  %186 = fmul contract float %184, 5.000000e-01, !dbg !40
  %187 = mul nsw i32 %185, %0, !dbg !41
  %188 = add nsw i32 %187, %9, !dbg !42
  %189 = sext i32 %188 to i64, !dbg !43
  %190 = getelementptr inbounds float, float* %1, i64 %189, !dbg !43
  %191 = load float, float* %190, align 4, !dbg !43, !tbaa !27
  %192 = fadd contract float %186, %191, !dbg !44
  %193 = or i32 %167, 3, !dbg !45
  %194 = fmul contract float %192, 5.000000e-01, !dbg !40
  %195 = mul nsw i32 %193, %0, !dbg !41
  %196 = add nsw i32 %195, %9, !dbg !42
  %197 = sext i32 %196 to i64, !dbg !43
  %198 = getelementptr inbounds float, float* %1, i64 %197, !dbg !43
  %199 = load float, float* %198, align 4, !dbg !43, !tbaa !27
  %200 = fadd contract float %194, %199, !dbg !44
  %201 = add nuw nsw i32 %167, 4, !dbg !45
  %202 = add i32 %169, 4, !dbg !39
  %203 = icmp eq i32 %202, %165, !dbg !39
  br i1 %203, label %204, label %166, !dbg !39, !llvm.loop !46

204:                                              ; preds = %166, %160
  %205 = phi float [ undef, %160 ], [ %200, %166 ]
  %206 = phi i32 [ 0, %160 ], [ %201, %166 ]
  %207 = phi float [ 0.000000e+00, %160 ], [ %200, %166 ]
  %208 = icmp eq i32 %162, 0, !dbg !39
  br i1 %208, label %223, label %209, !dbg !39

209:                                              ; preds = %204, %209
  %210 = phi i32 [ %220, %209 ], [ %206, %204 ]
  %211 = phi float [ %219, %209 ], [ %207, %204 ]
  %212 = phi i32 [ %221, %209 ], [ 0, %204 ]
  %213 = fmul contract float %211, 5.000000e-01, !dbg !40
  %214 = mul nsw i32 %210, %0, !dbg !41
  %215 = add nsw i32 %214, %9, !dbg !42
  %216 = sext i32 %215 to i64, !dbg !43
  %217 = getelementptr inbounds float, float* %1, i64 %216, !dbg !43
  %218 = load float, float* %217, align 4, !dbg !43, !tbaa !27
  %219 = fadd contract float %213, %218, !dbg !44
  %220 = add nuw nsw i32 %210, 1, !dbg !45
  %221 = add i32 %212, 1, !dbg !39
  %222 = icmp eq i32 %221, %162, !dbg !39
  br i1 %222, label %223, label %209, !dbg !39, !llvm.loop !49

223:                                              ; preds = %204, %209, %156, %11
  %224 = phi float [ 1.000000e+00, %11 ], [ 0.000000e+00, %156 ], [ %205, %204 ], [ %219, %209 ], !dbg !51
  %225 = fmul contract float %14, %14, !dbg !52
  %226 = fadd contract float %224, %225, !dbg !53
  %227 = fmul contract float %19, %55, !dbg !52
  %228 = fadd contract float %226, %227, !dbg !53
  %229 = fmul contract float %25, %97, !dbg !52
  %230 = fadd contract float %228, %229, !dbg !53
  %231 = fmul contract float %31, %139, !dbg !52
  %232 = fadd contract float %230, %231, !dbg !53
  %233 = fmul contract float %37, %37, !dbg !52
  %234 = fadd contract float %232, %233, !dbg !53
  %235 = fmul contract float %43, %79, !dbg !52
  %236 = fadd contract float %234, %235, !dbg !53
  %237 = fmul contract float %49, %121, !dbg !52
  %238 = fadd contract float %236, %237, !dbg !53
  %239 = fadd contract float %238, %227, !dbg !53
  %240 = fmul contract float %61, %61, !dbg !52
  %241 = fadd contract float %239, %240, !dbg !53
  %242 = fmul contract float %67, %103, !dbg !52
  %243 = fadd contract float %241, %242, !dbg !53
  %244 = fmul contract float %73, %145, !dbg !52
  %245 = fadd contract float %243, %244, !dbg !53
  %246 = fadd contract float %245, %235, !dbg !53
  %247 = fmul contract float %85, %85, !dbg !52
  %248 = fadd contract float %246, %247, !dbg !53
  %249 = fmul contract float %91, %127, !dbg !52
  %250 = fadd contract float %248, %249, !dbg !53
  %251 = fadd contract float %250, %229, !dbg !53
  %252 = fadd contract float %251, %242, !dbg !53
  %253 = fmul contract float %109, %109, !dbg !52
  %254 = fadd contract float %252, %253, !dbg !53
  %255 = fmul contract float %115, %151, !dbg !52
  %256 = fadd contract float %254, %255, !dbg !53
  %257 = fadd contract float %256, %237, !dbg !53
  %258 = fadd contract float %257, %249, !dbg !53
  %259 = fmul contract float %133, %133, !dbg !52
  %260 = fadd contract float %258, %259, !dbg !53
  %261 = fadd contract float %260, %231, !dbg !53
  %262 = fadd contract float %261, %244, !dbg !53
  %263 = fadd contract float %262, %255, !dbg !53
  %264 = getelementptr inbounds float, float* %3, i64 %12, !dbg !54
  store float %263, float* %264, align 4, !dbg !55, !tbaa !27
  br label %265, !dbg !56

265:                                              ; preds = %4, %223
  ret void, !dbg !56
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/run/lvcut/lvreads.cu", directory: ".")
!2 = !{void (i32, float*, i32*, float*)* @lvreads, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "lvreads", scope: !1, file: !1, line: 12, type: !10, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 15, column: 11, scope: !9)
!16 = !DILocation(line: 46, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!18 = distinct !DILocation(line: 15, column: 24, scope: !9)
!19 = !DILocation(line: 15, column: 22, scope: !9)
!20 = !DILocation(line: 44, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!22 = distinct !DILocation(line: 15, column: 37, scope: !9)
!23 = !DILocation(line: 15, column: 35, scope: !9)
!24 = !DILocation(line: 16, column: 9, scope: !9)
!25 = !DILocation(line: 16, column: 7, scope: !9)
!26 = !DILocation(line: 21, column: 12, scope: !9)
!27 = !{!28, !28, i64 0}
!28 = !{!"float", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 21, column: 20, scope: !9)
!32 = !DILocation(line: 21, column: 25, scope: !9)
!33 = !DILocation(line: 21, column: 16, scope: !9)
!34 = !DILocation(line: 23, column: 7, scope: !9)
!35 = !{!36, !36, i64 0}
!36 = !{!"int", !29, i64 0}
!37 = !DILocation(line: 23, column: 14, scope: !9)
!38 = !DILocation(line: 24, column: 23, scope: !9)
!39 = !DILocation(line: 24, column: 5, scope: !9)
!40 = !DILocation(line: 25, column: 17, scope: !9)
!41 = !DILocation(line: 25, column: 37, scope: !9)
!42 = !DILocation(line: 25, column: 41, scope: !9)
!43 = !DILocation(line: 25, column: 26, scope: !9)
!44 = !DILocation(line: 25, column: 24, scope: !9)
!45 = !DILocation(line: 24, column: 48, scope: !9)
!46 = distinct !{!46, !39, !47, !48}
!47 = !DILocation(line: 25, column: 44, scope: !9)
!48 = !{!"llvm.loop.mustprogress"}
!49 = distinct !{!49, !50}
!50 = !{!"llvm.loop.unroll.disable"}
!51 = !DILocation(line: 0, scope: !9)
!52 = !DILocation(line: 31, column: 17, scope: !9)
!53 = !DILocation(line: 31, column: 9, scope: !9)
!54 = !DILocation(line: 32, column: 3, scope: !9)
!55 = !DILocation(line: 32, column: 10, scope: !9)
!56 = !DILocation(line: 33, column: 1, scope: !9)
