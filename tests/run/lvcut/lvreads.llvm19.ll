; ModuleID = 'tests/run/lvcut/lvreads.cu'
source_filename = "tests/run/lvcut/lvreads.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @lvreads(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef writeonly %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %7 = mul i32 %5, %6, !dbg !19
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %9 = add i32 %7, %8, !dbg !23
  %10 = icmp slt i32 %9, %0, !dbg !24
  br i1 %10, label %11, label %264, !dbg !25

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64, !dbg !26
  %13 = getelementptr inbounds float, ptr %1, i64 %12, !dbg !26
  %14 = load float, ptr %13, align 4, !dbg !26, !tbaa !27
  %15 = add nsw i32 %9, %0, !dbg !31
  %16 = sext i32 %15 to i64, !dbg !26
  %17 = getelementptr inbounds float, ptr %1, i64 %16, !dbg !26
  %18 = load float, ptr %17, align 4, !dbg !26, !tbaa !27
  %19 = fmul contract float %18, 2.000000e+00, !dbg !32
  %20 = shl nsw i32 %0, 1, !dbg !33
  %21 = add nsw i32 %20, %9, !dbg !31
  %22 = sext i32 %21 to i64, !dbg !26
  %23 = getelementptr inbounds float, ptr %1, i64 %22, !dbg !26
  %24 = load float, ptr %23, align 4, !dbg !26, !tbaa !27
  %25 = fmul contract float %24, 3.000000e+00, !dbg !32
  %26 = mul nsw i32 %0, 3, !dbg !33
  %27 = add nsw i32 %26, %9, !dbg !31
  %28 = sext i32 %27 to i64, !dbg !26
  %29 = getelementptr inbounds float, ptr %1, i64 %28, !dbg !26
  %30 = load float, ptr %29, align 4, !dbg !26, !tbaa !27
  %31 = fmul contract float %30, 4.000000e+00, !dbg !32
  %32 = shl nsw i32 %0, 2, !dbg !33
  %33 = add nsw i32 %32, %9, !dbg !31
  %34 = sext i32 %33 to i64, !dbg !26
  %35 = getelementptr inbounds float, ptr %1, i64 %34, !dbg !26
  %36 = load float, ptr %35, align 4, !dbg !26, !tbaa !27
  %37 = fmul contract float %36, 5.000000e+00, !dbg !32
  %38 = mul nsw i32 %0, 5, !dbg !33
  %39 = add nsw i32 %38, %9, !dbg !31
  %40 = sext i32 %39 to i64, !dbg !26
  %41 = getelementptr inbounds float, ptr %1, i64 %40, !dbg !26
  %42 = load float, ptr %41, align 4, !dbg !26, !tbaa !27
  %43 = fmul contract float %42, 6.000000e+00, !dbg !32
  %44 = mul nsw i32 %0, 6, !dbg !33
  %45 = add nsw i32 %44, %9, !dbg !31
  %46 = sext i32 %45 to i64, !dbg !26
  %47 = getelementptr inbounds float, ptr %1, i64 %46, !dbg !26
  %48 = load float, ptr %47, align 4, !dbg !26, !tbaa !27
  %49 = fmul contract float %48, 7.000000e+00, !dbg !32
  %50 = mul nsw i32 %0, 7, !dbg !33
  %51 = add nsw i32 %50, %9, !dbg !31
  %52 = sext i32 %51 to i64, !dbg !26
  %53 = getelementptr inbounds float, ptr %1, i64 %52, !dbg !26
  %54 = load float, ptr %53, align 4, !dbg !26, !tbaa !27
  %55 = fmul contract float %54, 8.000000e+00, !dbg !32
  %56 = shl nsw i32 %0, 3, !dbg !33
  %57 = add nsw i32 %56, %9, !dbg !31
  %58 = sext i32 %57 to i64, !dbg !26
  %59 = getelementptr inbounds float, ptr %1, i64 %58, !dbg !26
  %60 = load float, ptr %59, align 4, !dbg !26, !tbaa !27
  %61 = fmul contract float %60, 9.000000e+00, !dbg !32
  %62 = mul nsw i32 %0, 9, !dbg !33
  %63 = add nsw i32 %62, %9, !dbg !31
  %64 = sext i32 %63 to i64, !dbg !26
  %65 = getelementptr inbounds float, ptr %1, i64 %64, !dbg !26
  %66 = load float, ptr %65, align 4, !dbg !26, !tbaa !27
  %67 = fmul contract float %66, 1.000000e+01, !dbg !32
  %68 = mul nsw i32 %0, 10, !dbg !33
  %69 = add nsw i32 %68, %9, !dbg !31
  %70 = sext i32 %69 to i64, !dbg !26
  %71 = getelementptr inbounds float, ptr %1, i64 %70, !dbg !26
  %72 = load float, ptr %71, align 4, !dbg !26, !tbaa !27
  %73 = fmul contract float %72, 1.100000e+01, !dbg !32
  %74 = mul nsw i32 %0, 11, !dbg !33
  %75 = add nsw i32 %74, %9, !dbg !31
  %76 = sext i32 %75 to i64, !dbg !26
  %77 = getelementptr inbounds float, ptr %1, i64 %76, !dbg !26
  %78 = load float, ptr %77, align 4, !dbg !26, !tbaa !27
  %79 = fmul contract float %78, 1.200000e+01, !dbg !32
  %80 = mul nsw i32 %0, 12, !dbg !33
  %81 = add nsw i32 %80, %9, !dbg !31
  %82 = sext i32 %81 to i64, !dbg !26
  %83 = getelementptr inbounds float, ptr %1, i64 %82, !dbg !26
  %84 = load float, ptr %83, align 4, !dbg !26, !tbaa !27
  %85 = fmul contract float %84, 1.300000e+01, !dbg !32
  %86 = mul nsw i32 %0, 13, !dbg !33
  %87 = add nsw i32 %86, %9, !dbg !31
  %88 = sext i32 %87 to i64, !dbg !26
  %89 = getelementptr inbounds float, ptr %1, i64 %88, !dbg !26
  %90 = load float, ptr %89, align 4, !dbg !26, !tbaa !27
  %91 = fmul contract float %90, 1.400000e+01, !dbg !32
  %92 = mul nsw i32 %0, 14, !dbg !33
  %93 = add nsw i32 %92, %9, !dbg !31
  %94 = sext i32 %93 to i64, !dbg !26
  %95 = getelementptr inbounds float, ptr %1, i64 %94, !dbg !26
  %96 = load float, ptr %95, align 4, !dbg !26, !tbaa !27
  %97 = fmul contract float %96, 1.500000e+01, !dbg !32
  %98 = mul nsw i32 %0, 15, !dbg !33
  %99 = add nsw i32 %98, %9, !dbg !31
  %100 = sext i32 %99 to i64, !dbg !26
  %101 = getelementptr inbounds float, ptr %1, i64 %100, !dbg !26
  %102 = load float, ptr %101, align 4, !dbg !26, !tbaa !27
  %103 = fmul contract float %102, 1.600000e+01, !dbg !32
  %104 = shl nsw i32 %0, 4, !dbg !33
  %105 = add nsw i32 %104, %9, !dbg !31
  %106 = sext i32 %105 to i64, !dbg !26
  %107 = getelementptr inbounds float, ptr %1, i64 %106, !dbg !26
  %108 = load float, ptr %107, align 4, !dbg !26, !tbaa !27
  %109 = fmul contract float %108, 1.700000e+01, !dbg !32
  %110 = mul nsw i32 %0, 17, !dbg !33
  %111 = add nsw i32 %110, %9, !dbg !31
  %112 = sext i32 %111 to i64, !dbg !26
  %113 = getelementptr inbounds float, ptr %1, i64 %112, !dbg !26
  %114 = load float, ptr %113, align 4, !dbg !26, !tbaa !27
  %115 = fmul contract float %114, 1.800000e+01, !dbg !32
  %116 = mul nsw i32 %0, 18, !dbg !33
  %117 = add nsw i32 %116, %9, !dbg !31
  %118 = sext i32 %117 to i64, !dbg !26
  %119 = getelementptr inbounds float, ptr %1, i64 %118, !dbg !26
  %120 = load float, ptr %119, align 4, !dbg !26, !tbaa !27
  %121 = fmul contract float %120, 1.900000e+01, !dbg !32
  %122 = mul nsw i32 %0, 19, !dbg !33
  %123 = add nsw i32 %122, %9, !dbg !31
  %124 = sext i32 %123 to i64, !dbg !26
  %125 = getelementptr inbounds float, ptr %1, i64 %124, !dbg !26
  %126 = load float, ptr %125, align 4, !dbg !26, !tbaa !27
  %127 = fmul contract float %126, 2.000000e+01, !dbg !32
  %128 = mul nsw i32 %0, 20, !dbg !33
  %129 = add nsw i32 %128, %9, !dbg !31
  %130 = sext i32 %129 to i64, !dbg !26
  %131 = getelementptr inbounds float, ptr %1, i64 %130, !dbg !26
  %132 = load float, ptr %131, align 4, !dbg !26, !tbaa !27
  %133 = fmul contract float %132, 2.100000e+01, !dbg !32
  %134 = mul nsw i32 %0, 21, !dbg !33
  %135 = add nsw i32 %134, %9, !dbg !31
  %136 = sext i32 %135 to i64, !dbg !26
  %137 = getelementptr inbounds float, ptr %1, i64 %136, !dbg !26
  %138 = load float, ptr %137, align 4, !dbg !26, !tbaa !27
  %139 = fmul contract float %138, 2.200000e+01, !dbg !32
  %140 = mul nsw i32 %0, 22, !dbg !33
  %141 = add nsw i32 %140, %9, !dbg !31
  %142 = sext i32 %141 to i64, !dbg !26
  %143 = getelementptr inbounds float, ptr %1, i64 %142, !dbg !26
  %144 = load float, ptr %143, align 4, !dbg !26, !tbaa !27
  %145 = fmul contract float %144, 2.300000e+01, !dbg !32
  %146 = mul nsw i32 %0, 23, !dbg !33
  %147 = add nsw i32 %146, %9, !dbg !31
  %148 = sext i32 %147 to i64, !dbg !26
  %149 = getelementptr inbounds float, ptr %1, i64 %148, !dbg !26
  %150 = load float, ptr %149, align 4, !dbg !26, !tbaa !27
  %151 = fmul contract float %150, 2.400000e+01, !dbg !32
  %152 = getelementptr inbounds i32, ptr %2, i64 %12, !dbg !34
  %153 = load i32, ptr %152, align 4, !dbg !34, !tbaa !35
  %154 = and i32 %153, 1, !dbg !37
  %155 = icmp eq i32 %154, 0, !dbg !34
  br i1 %155, label %222, label %156, !dbg !34

156:                                              ; preds = %11
  %157 = lshr i32 %153, 1
  %158 = and i32 %157, 15
  %159 = icmp eq i32 %158, 0, !dbg !38
  br i1 %159, label %222, label %160, !dbg !39

160:                                              ; preds = %156
  %161 = and i32 %157, 3, !dbg !39
  %162 = icmp ult i32 %158, 4, !dbg !39
  br i1 %162, label %203, label %163, !dbg !39

163:                                              ; preds = %160
  %164 = sub nsw i32 %158, %161, !dbg !39
  br label %165, !dbg !39

165:                                              ; preds = %165, %163
  %166 = phi i32 [ 0, %163 ], [ %200, %165 ]
  %167 = phi float [ 0.000000e+00, %163 ], [ %199, %165 ]
  %168 = phi i32 [ 0, %163 ], [ %201, %165 ]
  %169 = fmul contract float %167, 5.000000e-01, !dbg !40
  %170 = mul nsw i32 %166, %0, !dbg !41
  %171 = add nsw i32 %170, %9, !dbg !42
  %172 = sext i32 %171 to i64, !dbg !43
  %173 = getelementptr inbounds float, ptr %1, i64 %172, !dbg !43
  %174 = load float, ptr %173, align 4, !dbg !43, !tbaa !27
  %175 = fadd contract float %169, %174, !dbg !44
  %176 = or disjoint i32 %166, 1, !dbg !45
  %177 = fmul contract float %175, 5.000000e-01, !dbg !40
  %178 = mul nsw i32 %176, %0, !dbg !41
  %179 = add nsw i32 %178, %9, !dbg !42
  %180 = sext i32 %179 to i64, !dbg !43
  %181 = getelementptr inbounds float, ptr %1, i64 %180, !dbg !43
  %182 = load float, ptr %181, align 4, !dbg !43, !tbaa !27
  %183 = fadd contract float %177, %182, !dbg !44
  %184 = or disjoint i32 %166, 2, !dbg !45
  %185 = fmul contract float %183, 5.000000e-01, !dbg !40
  %186 = mul nsw i32 %184, %0, !dbg !41
  %187 = add nsw i32 %186, %9, !dbg !42
  %188 = sext i32 %187 to i64, !dbg !43
  %189 = getelementptr inbounds float, ptr %1, i64 %188, !dbg !43
  %190 = load float, ptr %189, align 4, !dbg !43, !tbaa !27
  %191 = fadd contract float %185, %190, !dbg !44
  %192 = or disjoint i32 %166, 3, !dbg !45
  %193 = fmul contract float %191, 5.000000e-01, !dbg !40
  %194 = mul nsw i32 %192, %0, !dbg !41
  %195 = add nsw i32 %194, %9, !dbg !42
  %196 = sext i32 %195 to i64, !dbg !43
  %197 = getelementptr inbounds float, ptr %1, i64 %196, !dbg !43
  %198 = load float, ptr %197, align 4, !dbg !43, !tbaa !27
  %199 = fadd contract float %193, %198, !dbg !44
  %200 = add nuw nsw i32 %166, 4, !dbg !45
  %201 = add i32 %168, 4, !dbg !39
  %202 = icmp eq i32 %201, %164, !dbg !39
  br i1 %202, label %203, label %165, !dbg !39, !llvm.loop !46

203:                                              ; preds = %165, %160
  %204 = phi float [ poison, %160 ], [ %199, %165 ]
  %205 = phi i32 [ 0, %160 ], [ %200, %165 ]
  %206 = phi float [ 0.000000e+00, %160 ], [ %199, %165 ]
  %207 = icmp eq i32 %161, 0, !dbg !39
  br i1 %207, label %222, label %208, !dbg !39

208:                                              ; preds = %203, %208
  %209 = phi i32 [ %219, %208 ], [ %205, %203 ]
  %210 = phi float [ %218, %208 ], [ %206, %203 ]
  %211 = phi i32 [ %220, %208 ], [ 0, %203 ]
  %212 = fmul contract float %210, 5.000000e-01, !dbg !40
  %213 = mul nsw i32 %209, %0, !dbg !41
  %214 = add nsw i32 %213, %9, !dbg !42
  %215 = sext i32 %214 to i64, !dbg !43
  %216 = getelementptr inbounds float, ptr %1, i64 %215, !dbg !43
  %217 = load float, ptr %216, align 4, !dbg !43, !tbaa !27
  %218 = fadd contract float %212, %217, !dbg !44
  %219 = add nuw nsw i32 %209, 1, !dbg !45
  %220 = add i32 %211, 1, !dbg !39
  %221 = icmp eq i32 %220, %161, !dbg !39
  br i1 %221, label %222, label %208, !dbg !39, !llvm.loop !49

222:                                              ; preds = %203, %208, %156, %11
  %223 = phi float [ 1.000000e+00, %11 ], [ 0.000000e+00, %156 ], [ %204, %203 ], [ %218, %208 ], !dbg !51
  %224 = fmul contract float %14, %14, !dbg !52
  %225 = fadd contract float %223, %224, !dbg !53
  %226 = fmul contract float %19, %55, !dbg !52
  %227 = fadd contract float %225, %226, !dbg !53
  %228 = fmul contract float %25, %97, !dbg !52
  %229 = fadd contract float %227, %228, !dbg !53
  %230 = fmul contract float %31, %139, !dbg !52
  %231 = fadd contract float %229, %230, !dbg !53
  %232 = fmul contract float %37, %37, !dbg !52
  %233 = fadd contract float %231, %232, !dbg !53
  %234 = fmul contract float %43, %79, !dbg !52
  %235 = fadd contract float %233, %234, !dbg !53
  %236 = fmul contract float %49, %121, !dbg !52
  %237 = fadd contract float %235, %236, !dbg !53
  %238 = fadd contract float %237, %226, !dbg !53
  %239 = fmul contract float %61, %61, !dbg !52
  %240 = fadd contract float %238, %239, !dbg !53
  %241 = fmul contract float %67, %103, !dbg !52
  %242 = fadd contract float %240, %241, !dbg !53
  %243 = fmul contract float %73, %145, !dbg !52
  %244 = fadd contract float %242, %243, !dbg !53
  %245 = fadd contract float %244, %234, !dbg !53
  %246 = fmul contract float %85, %85, !dbg !52
  %247 = fadd contract float %245, %246, !dbg !53
  %248 = fmul contract float %91, %127, !dbg !52
  %249 = fadd contract float %247, %248, !dbg !53
  %250 = fadd contract float %249, %228, !dbg !53
  %251 = fadd contract float %250, %241, !dbg !53
  %252 = fmul contract float %109, %109, !dbg !52
  %253 = fadd contract float %251, %252, !dbg !53
  %254 = fmul contract float %115, %151, !dbg !52
  %255 = fadd contract float %253, %254, !dbg !53
  %256 = fadd contract float %255, %236, !dbg !53
  %257 = fadd contract float %256, %248, !dbg !53
  %258 = fmul contract float %133, %133, !dbg !52
  %259 = fadd contract float %257, %258, !dbg !53
  %260 = fadd contract float %259, %230, !dbg !53
  %261 = fadd contract float %260, %243, !dbg !53
  %262 = fadd contract float %261, %254, !dbg !53
  %263 = getelementptr inbounds float, ptr %3, i64 %12, !dbg !54
  store float %262, ptr %263, align 4, !dbg !55, !tbaa !27
  br label %264, !dbg !56

264:                                              ; preds = %4, %222
  ret void, !dbg !56
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/run/lvcut/lvreads.cu", directory: ".")
!2 = !{ptr @lvreads, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "lvreads", scope: !1, file: !1, line: 12, type: !10, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 15, column: 11, scope: !9)
!16 = !DILocation(line: 46, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 15, column: 24, scope: !9)
!19 = !DILocation(line: 15, column: 22, scope: !9)
!20 = !DILocation(line: 44, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
