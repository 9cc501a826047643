; ModuleID = 'suites/ilp/matmul.cu'
source_filename = "suites/ilp/matmul.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ6matmulE3s_a = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ6matmulE3s_b = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @matmul(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 !dbg !9 {
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !16
  %9 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !19
  %10 = shl nuw nsw i32 %9, 4, !dbg !22
  %11 = add nuw nsw i32 %10, %8, !dbg !23
  %12 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !24
  %13 = shl i32 %12, 4, !dbg !27
  %14 = add i32 %13, %7, !dbg !28
  %15 = icmp sgt i32 %5, 0, !dbg !29
  br i1 %15, label %16, label %57, !dbg !30

16:                                               ; preds = %6
  %17 = icmp slt i32 %11, %3
  %18 = mul nuw nsw i32 %11, %5
  %19 = add nuw i32 %18, %7
  %20 = zext nneg i32 %8 to i64
  %21 = zext nneg i32 %7 to i64
  %22 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE3s_a to ptr), i64 0, i64 %20, i64 %21
  %23 = icmp slt i32 %14, %4
  %24 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE3s_b to ptr), i64 0, i64 %20, i64 %21
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE3s_a to ptr), i64 0, i64 %20, i64 0, !dbg !31
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE3s_b to ptr), i64 0, i64 0, i64 %21
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE3s_a to ptr), i64 0, i64 %20, i64 1
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE3s_b to ptr), i64 0, i64 1, i64 %21
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE3s_a to ptr), i64 0, i64 %20, i64 2
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE3s_b to ptr), i64 0, i64 2, i64 %21
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE3s_a to ptr), i64 0, i64 %20, i64 3
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE3s_b to ptr), i64 0, i64 3, i64 %21
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE3s_a to ptr), i64 0, i64 %20, i64 4
  %34 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE3s_b to ptr), i64 0, i64 4, i64 %21
  %35 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE3s_a to ptr), i64 0, i64 %20, i64 5
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE3s_b to ptr), i64 0, i64 5, i64 %21
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE3s_a to ptr), i64 0, i64 %20, i64 6
  %38 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE3s_b to ptr), i64 0, i64 6, i64 %21
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE3s_a to ptr), i64 0, i64 %20, i64 7
  %40 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE3s_b to ptr), i64 0, i64 7, i64 %21
  %41 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE3s_a to ptr), i64 0, i64 %20, i64 8
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE3s_b to ptr), i64 0, i64 8, i64 %21
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE3s_a to ptr), i64 0, i64 %20, i64 9
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE3s_b to ptr), i64 0, i64 9, i64 %21
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE3s_a to ptr), i64 0, i64 %20, i64 10
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE3s_b to ptr), i64 0, i64 10, i64 %21
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE3s_a to ptr), i64 0, i64 %20, i64 11
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE3s_b to ptr), i64 0, i64 11, i64 %21
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE3s_a to ptr), i64 0, i64 %20, i64 12
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE3s_b to ptr), i64 0, i64 12, i64 %21
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE3s_a to ptr), i64 0, i64 %20, i64 13
  %52 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE3s_b to ptr), i64 0, i64 13, i64 %21
  %53 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE3s_a to ptr), i64 0, i64 %20, i64 14
  %54 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE3s_b to ptr), i64 0, i64 14, i64 %21
  %55 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE3s_a to ptr), i64 0, i64 %20, i64 15
  %56 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE3s_b to ptr), i64 0, i64 15, i64 %21
  br label %62, !dbg !30

57:                                               ; preds = %84, %6
  %58 = phi float [ 0.000000e+00, %6 ], [ %149, %84 ], !dbg !32
  %59 = icmp slt i32 %11, %3, !dbg !33
  %60 = icmp slt i32 %14, %4
  %61 = and i1 %59, %60, !dbg !34
  br i1 %61, label %152, label %157, !dbg !34

62:                                               ; preds = %16, %84
  %63 = phi i32 [ 0, %16 ], [ %150, %84 ]
  %64 = phi float [ 0.000000e+00, %16 ], [ %149, %84 ]
  %65 = add nuw nsw i32 %63, %7
  %66 = icmp slt i32 %65, %5
  %67 = select i1 %17, i1 %66, i1 false, !dbg !35
  br i1 %67, label %68, label %73, !dbg !35

68:                                               ; preds = %62
  %69 = add i32 %19, %63
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds float, ptr %0, i64 %70
  %72 = load float, ptr %71, align 4, !dbg !36, !tbaa !37
  br label %73, !dbg !41

73:                                               ; preds = %62, %68
  %74 = phi contract float [ %72, %68 ], [ 0.000000e+00, %62 ], !dbg !41
  store float %74, ptr %22, align 4, !dbg !42, !tbaa !37
  %75 = add nuw nsw i32 %63, %8, !dbg !43
  %76 = icmp slt i32 %75, %5, !dbg !44
  %77 = and i1 %23, %76, !dbg !45
  br i1 %77, label %78, label %84, !dbg !45

78:                                               ; preds = %73
  %79 = mul nsw i32 %75, %4
  %80 = add nsw i32 %79, %14
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds float, ptr %1, i64 %81
  %83 = load float, ptr %82, align 4, !dbg !46, !tbaa !37
  br label %84, !dbg !47

84:                                               ; preds = %73, %78
  %85 = phi contract float [ %83, %78 ], [ 0.000000e+00, %73 ], !dbg !47
  store float %85, ptr %24, align 4, !dbg !48, !tbaa !37
  tail call void @llvm.nvvm.barrier0(), !dbg !49
  %86 = load float, ptr %25, align 4, !dbg !31, !tbaa !37
  %87 = load float, ptr %26, align 4, !dbg !50, !tbaa !37
  %88 = fmul contract float %86, %87, !dbg !51
  %89 = fadd contract float %64, %88, !dbg !52
  %90 = load float, ptr %27, align 4, !dbg !31, !tbaa !37
  %91 = load float, ptr %28, align 4, !dbg !50, !tbaa !37
  %92 = fmul contract float %90, %91, !dbg !51
  %93 = fadd contract float %89, %92, !dbg !52
  %94 = load float, ptr %29, align 4, !dbg !31, !tbaa !37
  %95 = load float, ptr %30, align 4, !dbg !50, !tbaa !37
  %96 = fmul contract float %94, %95, !dbg !51
  %97 = fadd contract float %93, %96, !dbg !52
  %98 = load float, ptr %31, align 4, !dbg !31, !tbaa !37
  %99 = load float, ptr %32, align 4, !dbg !50, !tbaa !37
  %100 = fmul contract float %98, %99, !dbg !51
  %101 = fadd contract float %97, %100, !dbg !52
  %102 = load float, ptr %33, align 4, !dbg !31, !tbaa !37
  %103 = load float, ptr %34, align 4, !dbg !50, !tbaa !37
  %104 = fmul contract float %102, %103, !dbg !51
  %105 = fadd contract float %101, %104, !dbg !52
  %106 = load float, ptr %35, align 4, !dbg !31, !tbaa !37
  %107 = load float, ptr %36, align 4, !dbg !50, !tbaa !37
  %108 = fmul contract float %106, %107, !dbg !51
  %109 = fadd contract float %105, %108, !dbg !52
  %110 = load float, ptr %37, align 4, !dbg !31, !tbaa !37
  %111 = load float, ptr %38, align 4, !dbg !50, !tbaa !37
  %112 = fmul contract float %110, %111, !dbg !51
  %113 = fadd contract float %109, %112, !dbg !52
  %114 = load float, ptr %39, align 4, !dbg !31, !tbaa !37
  %115 = load float, ptr %40, align 4, !dbg !50, !tbaa !37
  %116 = fmul contract float %114, %115, !dbg !51
  %117 = fadd contract float %113, %116, !dbg !52
  %118 = load float, ptr %41, align 4, !dbg !31, !tbaa !37
  %119 = load float, ptr %42, align 4, !dbg !50, !tbaa !37
  %120 = fmul contract float %118, %119, !dbg !51
  %121 = fadd contract float %117, %120, !dbg !52
  %122 = load float, ptr %43, align 4, !dbg !31, !tbaa !37
  %123 = load float, ptr %44, align 4, !dbg !50, !tbaa !37
  %124 = fmul contract float %122, %123, !dbg !51
  %125 = fadd contract float %121, %124, !dbg !52
  %126 = load float, ptr %45, align 4, !dbg !31, !tbaa !37
  %127 = load float, ptr %46, align 4, !dbg !50, !tbaa !37
  %128 = fmul contract float %126, %127, !dbg !51
  %129 = fadd contract float %125, %128, !dbg !52
  %130 = load float, ptr %47, align 4, !dbg !31, !tbaa !37
  %131 = load float, ptr %48, align 4, !dbg !50, !tbaa !37
  %132 = fmul contract float %130, %131, !dbg !51
  %133 = fadd contract float %129, %132, !dbg !52
  %134 = load float, ptr %49, align 4, !dbg !31, !tbaa !37
  %135 = load float, ptr %50, align 4, !dbg !50, !tbaa !37
  %136 = fmul contract float %134, %135, !dbg !51
  %137 = fadd contract float %133, %136, !dbg !52
  %138 = load float, ptr %51, align 4, !dbg !31, !tbaa !37
  %139 = load float, ptr %52, align 4, !dbg !50, !tbaa !37
  %140 = fmul contract float %138, %139, !dbg !51
  %141 = fadd contract float %137, %140, !dbg !52
  %142 = load float, ptr %53, align 4, !dbg !31, !tbaa !37
  %143 = load float, ptr %54, align 4, !dbg !50, !tbaa !37
  %144 = fmul contract float %142, %143, !dbg !51
  %145 = fadd contract float %141, %144, !dbg !52
  %146 = load float, ptr %55, align 4, !dbg !31, !tbaa !37
  %147 = load float, ptr %56, align 4, !dbg !50, !tbaa !37
  %148 = fmul contract float %146, %147, !dbg !51
  %149 = fadd contract float %145, %148, !dbg !52
  tail call void @llvm.nvvm.barrier0(), !dbg !53
  %150 = add nuw nsw i32 %63, 16, !dbg !54
  %151 = icmp slt i32 %150, %5, !dbg !29
  br i1 %151, label %62, label %57, !dbg !30, !llvm.loop !55

152:                                              ; preds = %57
  %153 = mul nsw i32 %11, %4
  %154 = add nsw i32 %153, %14
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds float, ptr %2, i64 %155
  store float %58, ptr %156, align 4, !dbg !58, !tbaa !37
  br label %157, !dbg !59

157:                                              ; preds = %152, %57
  ret void, !dbg !60
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "suites/ilp/matmul.cu", directory: ".")
!2 = !{ptr @matmul, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "matmul", scope: !1, file: !1, line: 9, type: !10, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 44, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 13, column: 12, scope: !9)
!16 = !DILocation(line: 44, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_y", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 13, column: 30, scope: !9)
!19 = !DILocation(line: 45, column: 1, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_y", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DILocation(line: 14, column: 13, scope: !9)
!22 = !DILocation(line: 14, column: 24, scope: !9)
!23 = !DILocation(line: 14, column: 31, scope: !9)
!24 = !DILocation(line: 45, column: 1, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!36 = !DILocation(line: 18, column: 44, scope: !9)
!37 = !{!38, !38, i64 0}
!38 = !{!"float", !39, i64 0}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C++ TBAA"}
!41 = !DILocation(line: 18, column: 19, scope: !9)
!42 = !DILocation(line: 18, column: 17, scope: !9)
!43 = !DILocation(line: 19, column: 22, scope: !9)
!44 = !DILocation(line: 19, column: 27, scope: !9)
!45 = !DILocation(line: 19, column: 31, scope: !9)
!46 = !DILocation(line: 19, column: 44, scope: !9)
!47 = !DILocation(line: 19, column: 19, scope: !9)
!48 = !DILocation(line: 19, column: 17, scope: !9)
!49 = !DILocation(line: 20, column: 5, scope: !9)
!50 = !DILocation(line: 23, column: 27, scope: !9)
!51 = !DILocation(line: 23, column: 25, scope: !9)
!52 = !DILocation(line: 23, column: 11, scope: !9)
!53 = !DILocation(line: 24, column: 5, scope: !9)
!54 = !DILocation(line: 17, column: 31, scope: !9)
!55 = distinct !{!55, !30, !56, !57}
!56 = !DILocation(line: 25, column: 3, scope: !9)
!57 = !{!"llvm.loop.mustprogress"}
!58 = !DILocation(line: 27, column: 22, scope: !9)
!59 = !DILocation(line: 27, column: 5, scope: !9)
!60 = !DILocation(line: 28, column: 1, scope: !9)
