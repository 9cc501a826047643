; ModuleID = 'tests/run/lvcut/stencil20.cu'
source_filename = "tests/run/lvcut/stencil20.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @stencil20(i32 noundef %0, i32 noundef %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef readonly %3, ptr noalias nocapture noundef readonly %4, ptr noalias nocapture noundef readonly %5, ptr noalias nocapture noundef writeonly %6) local_unnamed_addr #0 !dbg !9 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !12
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !16
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %11 = mul i32 %10, %8, !dbg !22
  %12 = add i32 %11, %9, !dbg !23
  %13 = icmp sgt i32 %0, 2, !dbg !24
  br i1 %13, label %113, label %14, !dbg !25

14:                                               ; preds = %113, %7
  %15 = phi float [ 0.000000e+00, %7 ], [ %192, %113 ], !dbg !26
  %16 = phi float [ 0.000000e+00, %7 ], [ %189, %113 ], !dbg !26
  %17 = phi float [ 0.000000e+00, %7 ], [ %186, %113 ], !dbg !26
  %18 = phi float [ 0.000000e+00, %7 ], [ %183, %113 ], !dbg !26
  %19 = phi float [ 0.000000e+00, %7 ], [ %180, %113 ], !dbg !26
  %20 = phi float [ 0.000000e+00, %7 ], [ %177, %113 ], !dbg !26
  %21 = phi float [ 0.000000e+00, %7 ], [ %174, %113 ], !dbg !26
  %22 = phi float [ 0.000000e+00, %7 ], [ %171, %113 ], !dbg !26
  %23 = phi float [ 0.000000e+00, %7 ], [ %168, %113 ], !dbg !26
  %24 = phi float [ 0.000000e+00, %7 ], [ %165, %113 ], !dbg !26
  %25 = phi float [ 0.000000e+00, %7 ], [ %162, %113 ], !dbg !26
  %26 = phi float [ 0.000000e+00, %7 ], [ %159, %113 ], !dbg !26
  %27 = phi float [ 0.000000e+00, %7 ], [ %156, %113 ], !dbg !26
  %28 = phi float [ 0.000000e+00, %7 ], [ %153, %113 ], !dbg !26
  %29 = phi float [ 0.000000e+00, %7 ], [ %150, %113 ], !dbg !26
  %30 = phi float [ 0.000000e+00, %7 ], [ %147, %113 ], !dbg !26
  %31 = phi float [ 0.000000e+00, %7 ], [ %195, %113 ], !dbg !26
  %32 = phi float [ 0.000000e+00, %7 ], [ %198, %113 ], !dbg !26
  %33 = phi float [ 0.000000e+00, %7 ], [ %201, %113 ], !dbg !26
  %34 = phi float [ 0.000000e+00, %7 ], [ %204, %113 ], !dbg !26
  %35 = add nsw i32 %1, -2
  %36 = sext i32 %12 to i64, !dbg !27
  %37 = getelementptr inbounds float, ptr %6, i64 %36, !dbg !27
  store float %30, ptr %37, align 4, !dbg !28, !tbaa !29
  %38 = add nsw i32 %35, %12, !dbg !33
  %39 = sext i32 %38 to i64, !dbg !27
  %40 = getelementptr inbounds float, ptr %6, i64 %39, !dbg !27
  store float %29, ptr %40, align 4, !dbg !28, !tbaa !29
  %41 = shl nsw i32 %35, 1, !dbg !34
  %42 = add nsw i32 %41, %12, !dbg !33
  %43 = sext i32 %42 to i64, !dbg !27
  %44 = getelementptr inbounds float, ptr %6, i64 %43, !dbg !27
  store float %28, ptr %44, align 4, !dbg !28, !tbaa !29
  %45 = mul nsw i32 %35, 3, !dbg !34
  %46 = add nsw i32 %45, %12, !dbg !33
  %47 = sext i32 %46 to i64, !dbg !27
  %48 = getelementptr inbounds float, ptr %6, i64 %47, !dbg !27
  store float %27, ptr %48, align 4, !dbg !28, !tbaa !29
  %49 = shl nsw i32 %35, 2, !dbg !34
  %50 = add nsw i32 %49, %12, !dbg !33
  %51 = sext i32 %50 to i64, !dbg !27
  %52 = getelementptr inbounds float, ptr %6, i64 %51, !dbg !27
  store float %26, ptr %52, align 4, !dbg !28, !tbaa !29
  %53 = mul nsw i32 %35, 5, !dbg !34
  %54 = add nsw i32 %53, %12, !dbg !33
  %55 = sext i32 %54 to i64, !dbg !27
  %56 = getelementptr inbounds float, ptr %6, i64 %55, !dbg !27
  store float %25, ptr %56, align 4, !dbg !28, !tbaa !29
  %57 = mul nsw i32 %35, 6, !dbg !34
  %58 = add nsw i32 %57, %12, !dbg !33
  %59 = sext i32 %58 to i64, !dbg !27
  %60 = getelementptr inbounds float, ptr %6, i64 %59, !dbg !27
  store float %24, ptr %60, align 4, !dbg !28, !tbaa !29
  %61 = mul nsw i32 %35, 7, !dbg !34
  %62 = add nsw i32 %61, %12, !dbg !33
  %63 = sext i32 %62 to i64, !dbg !27
  %64 = getelementptr inbounds float, ptr %6, i64 %63, !dbg !27
  store float %23, ptr %64, align 4, !dbg !28, !tbaa !29
  %65 = shl nsw i32 %35, 3, !dbg !34
  %66 = add nsw i32 %65, %12, !dbg !33
  %67 = sext i32 %66 to i64, !dbg !27
  %68 = getelementptr inbounds float, ptr %6, i64 %67, !dbg !27
  store float %22, ptr %68, align 4, !dbg !28, !tbaa !29
  %69 = mul nsw i32 %35, 9, !dbg !34
  %70 = add nsw i32 %69, %12, !dbg !33
  %71 = sext i32 %70 to i64, !dbg !27
  %72 = getelementptr inbounds float, ptr %6, i64 %71, !dbg !27
  store float %21, ptr %72, align 4, !dbg !28, !tbaa !29
  %73 = mul nsw i32 %35, 10, !dbg !34
  %74 = add nsw i32 %73, %12, !dbg !33
  %75 = sext i32 %74 to i64, !dbg !27
  %76 = getelementptr inbounds float, ptr %6, i64 %75, !dbg !27
  store float %20, ptr %76, align 4, !dbg !28, !tbaa !29
  %77 = mul nsw i32 %35, 11, !dbg !34
  %78 = add nsw i32 %77, %12, !dbg !33
  %79 = sext i32 %78 to i64, !dbg !27
  %80 = getelementptr inbounds float, ptr %6, i64 %79, !dbg !27
  store float %19, ptr %80, align 4, !dbg !28, !tbaa !29
  %81 = mul nsw i32 %35, 12, !dbg !34
  %82 = add nsw i32 %81, %12, !dbg !33
  %83 = sext i32 %82 to i64, !dbg !27
  %84 = getelementptr inbounds float, ptr %6, i64 %83, !dbg !27
  store float %18, ptr %84, align 4, !dbg !28, !tbaa !29
  %85 = mul nsw i32 %35, 13, !dbg !34
  %86 = add nsw i32 %85, %12, !dbg !33
  %87 = sext i32 %86 to i64, !dbg !27
  %88 = getelementptr inbounds float, ptr %6, i64 %87, !dbg !27
  store float %17, ptr %88, align 4, !dbg !28, !tbaa !29
  %89 = mul nsw i32 %35, 14, !dbg !34
  %90 = add nsw i32 %89, %12, !dbg !33
  %91 = sext i32 %90 to i64, !dbg !27
  %92 = getelementptr inbounds float, ptr %6, i64 %91, !dbg !27
  store float %16, ptr %92, align 4, !dbg !28, !tbaa !29
  %93 = mul nsw i32 %35, 15, !dbg !34
  %94 = add nsw i32 %93, %12, !dbg !33
  %95 = sext i32 %94 to i64, !dbg !27
  %96 = getelementptr inbounds float, ptr %6, i64 %95, !dbg !27
  store float %15, ptr %96, align 4, !dbg !28, !tbaa !29
  %97 = shl nsw i32 %35, 4, !dbg !34
  %98 = add nsw i32 %97, %12, !dbg !33
  %99 = sext i32 %98 to i64, !dbg !27
  %100 = getelementptr inbounds float, ptr %6, i64 %99, !dbg !27
  store float %31, ptr %100, align 4, !dbg !28, !tbaa !29
  %101 = mul nsw i32 %35, 17, !dbg !34
  %102 = add nsw i32 %101, %12, !dbg !33
  %103 = sext i32 %102 to i64, !dbg !27
  %104 = getelementptr inbounds float, ptr %6, i64 %103, !dbg !27
  store float %32, ptr %104, align 4, !dbg !28, !tbaa !29
  %105 = mul nsw i32 %35, 18, !dbg !34
  %106 = add nsw i32 %105, %12, !dbg !33
  %107 = sext i32 %106 to i64, !dbg !27
  %108 = getelementptr inbounds float, ptr %6, i64 %107, !dbg !27
  store float %33, ptr %108, align 4, !dbg !28, !tbaa !29
  %109 = mul nsw i32 %35, 19, !dbg !34
  %110 = add nsw i32 %109, %12, !dbg !33
  %111 = sext i32 %110 to i64, !dbg !27
  %112 = getelementptr inbounds float, ptr %6, i64 %111, !dbg !27
  store float %34, ptr %112, align 4, !dbg !28, !tbaa !29
  ret void, !dbg !35

113:                                              ; preds = %7, %113
  %114 = phi float [ %192, %113 ], [ 0.000000e+00, %7 ], !dbg !26
  %115 = phi float [ %189, %113 ], [ 0.000000e+00, %7 ], !dbg !26
  %116 = phi float [ %186, %113 ], [ 0.000000e+00, %7 ], !dbg !26
  %117 = phi float [ %183, %113 ], [ 0.000000e+00, %7 ], !dbg !26
  %118 = phi float [ %180, %113 ], [ 0.000000e+00, %7 ], !dbg !26
  %119 = phi float [ %177, %113 ], [ 0.000000e+00, %7 ], !dbg !26
  %120 = phi float [ %174, %113 ], [ 0.000000e+00, %7 ], !dbg !26
  %121 = phi float [ %171, %113 ], [ 0.000000e+00, %7 ], !dbg !26
  %122 = phi float [ %168, %113 ], [ 0.000000e+00, %7 ], !dbg !26
  %123 = phi float [ %165, %113 ], [ 0.000000e+00, %7 ], !dbg !26
  %124 = phi float [ %162, %113 ], [ 0.000000e+00, %7 ], !dbg !26
  %125 = phi float [ %159, %113 ], [ 0.000000e+00, %7 ], !dbg !26
  %126 = phi float [ %156, %113 ], [ 0.000000e+00, %7 ], !dbg !26
  %127 = phi float [ %153, %113 ], [ 0.000000e+00, %7 ], !dbg !26
  %128 = phi float [ %150, %113 ], [ 0.000000e+00, %7 ], !dbg !26
  %129 = phi float [ %147, %113 ], [ 0.000000e+00, %7 ], !dbg !26
  %130 = phi float [ %195, %113 ], [ 0.000000e+00, %7 ], !dbg !26
  %131 = phi float [ %198, %113 ], [ 0.000000e+00, %7 ], !dbg !26
  %132 = phi float [ %201, %113 ], [ 0.000000e+00, %7 ], !dbg !26
  %133 = phi float [ %204, %113 ], [ 0.000000e+00, %7 ], !dbg !26
  %134 = phi i32 [ %205, %113 ], [ 2, %7 ]
  %135 = phi i32 [ %134, %113 ], [ 1, %7 ]
  %136 = mul nsw i32 %135, %1, !dbg !36
  %137 = add nsw i32 %136, %12, !dbg !37
  %138 = add nsw i32 %137, 1, !dbg !38
  %139 = sext i32 %138 to i64
  %140 = sext i32 %137 to i64
  %141 = sub nsw i32 %138, %1
  %142 = sext i32 %141 to i64
  %143 = add nsw i32 %138, %1
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds float, ptr %2, i64 %139, !dbg !39
  %146 = load float, ptr %145, align 4, !dbg !39, !tbaa !29
  %147 = fadd contract float %146, %129, !dbg !40
  %148 = getelementptr inbounds float, ptr %2, i64 %140, !dbg !41
  %149 = load float, ptr %148, align 4, !dbg !41, !tbaa !29
  %150 = fadd contract float %149, %128, !dbg !42
  %151 = getelementptr i8, ptr %148, i64 8, !dbg !43
  %152 = load float, ptr %151, align 4, !dbg !43, !tbaa !29
  %153 = fadd contract float %152, %127, !dbg !44
  %154 = getelementptr inbounds float, ptr %2, i64 %142, !dbg !45
  %155 = load float, ptr %154, align 4, !dbg !45, !tbaa !29
  %156 = fadd contract float %155, %126, !dbg !46
  %157 = getelementptr inbounds float, ptr %2, i64 %144, !dbg !47
  %158 = load float, ptr %157, align 4, !dbg !47, !tbaa !29
  %159 = fadd contract float %158, %125, !dbg !48
  %160 = getelementptr inbounds float, ptr %3, i64 %139, !dbg !39
  %161 = load float, ptr %160, align 4, !dbg !39, !tbaa !29
  %162 = fadd contract float %161, %124, !dbg !40
  %163 = getelementptr inbounds float, ptr %3, i64 %140, !dbg !41
  %164 = load float, ptr %163, align 4, !dbg !41, !tbaa !29
  %165 = fadd contract float %164, %123, !dbg !42
  %166 = getelementptr i8, ptr %163, i64 8, !dbg !43
  %167 = load float, ptr %166, align 4, !dbg !43, !tbaa !29
  %168 = fadd contract float %167, %122, !dbg !44
  %169 = getelementptr inbounds float, ptr %3, i64 %142, !dbg !45
  %170 = load float, ptr %169, align 4, !dbg !45, !tbaa !29
  %171 = fadd contract float %170, %121, !dbg !46
  %172 = getelementptr inbounds float, ptr %3, i64 %144, !dbg !47
  %173 = load float, ptr %172, align 4, !dbg !47, !tbaa !29
  %174 = fadd contract float %173, %120, !dbg !48
  %175 = getelementptr inbounds float, ptr %4, i64 %139, !dbg !39
  %176 = load float, ptr %175, align 4, !dbg !39, !tbaa !29
  %177 = fadd contract float %176, %119, !dbg !40
  %178 = getelementptr inbounds float, ptr %4, i64 %140, !dbg !41
  %179 = load float, ptr %178, align 4, !dbg !41, !tbaa !29
  %180 = fadd contract float %179, %118, !dbg !42
  %181 = getelementptr i8, ptr %178, i64 8, !dbg !43
  %182 = load float, ptr %181, align 4, !dbg !43, !tbaa !29
  %183 = fadd contract float %182, %117, !dbg !44
  %184 = getelementptr inbounds float, ptr %4, i64 %142, !dbg !45
  %185 = load float, ptr %184, align 4, !dbg !45, !tbaa !29
  %186 = fadd contract float %185, %116, !dbg !46
  %187 = getelementptr inbounds float, ptr %4, i64 %144, !dbg !47
  %188 = load float, ptr %187, align 4, !dbg !47, !tbaa !29
  %189 = fadd contract float %188, %115, !dbg !48
  %190 = getelementptr inbounds float, ptr %5, i64 %139, !dbg !39
  %191 = load float, ptr %190, align 4, !dbg !39, !tbaa !29
  %192 = fadd contract float %191, %114, !dbg !40
  %193 = getelementptr inbounds float, ptr %5, i64 %140, !dbg !41
  %194 = load float, ptr %193, align 4, !dbg !41, !tbaa !29
  %195 = fadd contract float %194, %130, !dbg !42
  %196 = getelementptr i8, ptr %193, i64 8, !dbg !43
  %197 = load float, ptr %196, align 4, !dbg !43, !tbaa !29
  %198 = fadd contract float %197, %131, !dbg !44
  %199 = getelementptr inbounds float, ptr %5, i64 %142, !dbg !45
  %200 = load float, ptr %199, align 4, !dbg !45, !tbaa !29
  %201 = fadd contract float %200, %132, !dbg !46
  %202 = getelementptr inbounds float, ptr %5, i64 %144, !dbg !47
  %203 = load float, ptr %202, align 4, !dbg !47, !tbaa !29
  %204 = fadd contract float %203, %133, !dbg !48
  %205 = add nuw nsw i32 %134, 1, !dbg !49
  %206 = icmp eq i32 %205, %0, !dbg !24
  br i1 %206, label %14, label %113, !dbg !25, !llvm.loop !50
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
!1 = !DIFile(filename: "tests/run/lvcut/stencil20.cu", directory: ".")
!2 = !{ptr @stencil20, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "stencil20", scope: !1, file: !1, line: 13, type: !10, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 46, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 18, column: 24, scope: !9)
!16 = !DILocation(line: 44, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 18, column: 37, scope: !9)
!19 = !DILocation(line: 45, column: 1, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DILocation(line: 18, column: 11, scope: !9)
!22 = !DILocation(line: 18, column: 22, scope: !9)
!23 = !DILocation(line: 18, column: 35, scope: !9)
!24 = !DILocation(line: 24, column: 25, scope: !9)
!25 = !DILocation(line: 24, column: 3, scope: !9)
!26 = !DILocation(line: 0, scope: !9)
!27 = !DILocation(line: 38, column: 7, scope: !9)
!28 = !DILocation(line: 38, column: 38, scope: !9)
!29 = !{!30, !30, i64 0}
!30 = !{!"float", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C++ TBAA"}
!33 = !DILocation(line: 38, column: 33, scope: !9)
!34 = !DILocation(line: 38, column: 23, scope: !9)
!35 = !DILocation(line: 39, column: 1, scope: !9)
!36 = !DILocation(line: 25, column: 18, scope: !9)
!37 = !DILocation(line: 25, column: 22, scope: !9)
!38 = !DILocation(line: 25, column: 26, scope: !9)
!39 = !DILocation(line: 29, column: 18, scope: !9)
!40 = !DILocation(line: 29, column: 15, scope: !9)
!41 = !DILocation(line: 30, column: 18, scope: !9)
!42 = !DILocation(line: 30, column: 15, scope: !9)
!43 = !DILocation(line: 31, column: 18, scope: !9)
!44 = !DILocation(line: 31, column: 15, scope: !9)
!45 = !DILocation(line: 32, column: 18, scope: !9)
!46 = !DILocation(line: 32, column: 15, scope: !9)
!47 = !DILocation(line: 33, column: 18, scope: !9)
!48 = !DILocation(line: 33, column: 15, scope: !9)
!49 = !DILocation(line: 24, column: 21, scope: !9)
!50 = distinct !{!50, !25, !51, !52}
!51 = !DILocation(line: 35, column: 3, scope: !9)
!52 = !{!"llvm.loop.mustprogress"}
