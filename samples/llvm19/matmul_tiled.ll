; ModuleID = 'samples/matmul_tiled.cu'
source_filename = "samples/matmul_tiled.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12matmul_tiledE2As = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ12matmul_tiledE2Bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @matmul_tiled(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !16
  %7 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !19
  %8 = shl nuw nsw i32 %7, 4, !dbg !22
  %9 = add nuw nsw i32 %8, %6, !dbg !23
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !24
  %11 = shl i32 %10, 4, !dbg !27
  %12 = add i32 %11, %5, !dbg !28
  %13 = sdiv i32 %3, 16
  %14 = icmp sgt i32 %3, 15, !dbg !29
  %15 = mul nsw i32 %9, %3
  br i1 %14, label %16, label %54, !dbg !30

16:                                               ; preds = %4
  %17 = add nuw i32 %15, %5
  %18 = zext nneg i32 %6 to i64
  %19 = zext nneg i32 %5 to i64
  %20 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %18, i64 %19
  %21 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 %18, i64 %19
  %22 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %18, i64 0, !dbg !31
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 0, i64 %19
  %24 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %18, i64 1
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 1, i64 %19
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %18, i64 2
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 2, i64 %19
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %18, i64 3
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 3, i64 %19
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %18, i64 4
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 4, i64 %19
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %18, i64 5
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 5, i64 %19
  %34 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %18, i64 6
  %35 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 6, i64 %19
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %18, i64 7
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 7, i64 %19
  %38 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %18, i64 8
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 8, i64 %19
  %40 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %18, i64 9
  %41 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 9, i64 %19
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %18, i64 10
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 10, i64 %19
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %18, i64 11
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 11, i64 %19
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %18, i64 12
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 12, i64 %19
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %18, i64 13
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 13, i64 %19
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %18, i64 14
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 14, i64 %19
  %52 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %18, i64 15
  %53 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 15, i64 %19
  br label %59, !dbg !30

54:                                               ; preds = %59, %4
  %55 = phi float [ 0.000000e+00, %4 ], [ %136, %59 ], !dbg !32
  %56 = add nsw i32 %15, %12, !dbg !33
  %57 = sext i32 %56 to i64, !dbg !34
  %58 = getelementptr inbounds float, ptr %2, i64 %57, !dbg !34
  store float %55, ptr %58, align 4, !dbg !35, !tbaa !36
  ret void, !dbg !40

59:                                               ; preds = %16, %59
  %60 = phi i32 [ 0, %16 ], [ %137, %59 ]
  %61 = phi float [ 0.000000e+00, %16 ], [ %136, %59 ]
  %62 = shl nsw i32 %60, 4, !dbg !41
  %63 = add i32 %17, %62, !dbg !42
  %64 = sext i32 %63 to i64, !dbg !43
  %65 = getelementptr inbounds float, ptr %0, i64 %64, !dbg !43
  %66 = load float, ptr %65, align 4, !dbg !43, !tbaa !36
  store float %66, ptr %20, align 4, !dbg !44, !tbaa !36
  %67 = add nuw nsw i32 %62, %6, !dbg !45
  %68 = mul nuw nsw i32 %67, %3, !dbg !46
  %69 = add nsw i32 %68, %12, !dbg !47
  %70 = sext i32 %69 to i64, !dbg !48
  %71 = getelementptr inbounds float, ptr %1, i64 %70, !dbg !48
  %72 = load float, ptr %71, align 4, !dbg !48, !tbaa !36
  store float %72, ptr %21, align 4, !dbg !49, !tbaa !36
  tail call void @llvm.nvvm.barrier0(), !dbg !50
  %73 = load float, ptr %22, align 4, !dbg !31, !tbaa !36
  %74 = load float, ptr %23, align 4, !dbg !51, !tbaa !36
  %75 = fmul contract float %73, %74, !dbg !52
  %76 = fadd contract float %61, %75, !dbg !53
  %77 = load float, ptr %24, align 4, !dbg !31, !tbaa !36
  %78 = load float, ptr %25, align 4, !dbg !51, !tbaa !36
  %79 = fmul contract float %77, %78, !dbg !52
  %80 = fadd contract float %76, %79, !dbg !53
  %81 = load float, ptr %26, align 4, !dbg !31, !tbaa !36
  %82 = load float, ptr %27, align 4, !dbg !51, !tbaa !36
  %83 = fmul contract float %81, %82, !dbg !52
  %84 = fadd contract float %80, %83, !dbg !53
  %85 = load float, ptr %28, align 4, !dbg !31, !tbaa !36
  %86 = load float, ptr %29, align 4, !dbg !51, !tbaa !36
  %87 = fmul contract float %85, %86, !dbg !52
  %88 = fadd contract float %84, %87, !dbg !53
  %89 = load float, ptr %30, align 4, !dbg !31, !tbaa !36
  %90 = load float, ptr %31, align 4, !dbg !51, !tbaa !36
  %91 = fmul contract float %89, %90, !dbg !52
  %92 = fadd contract float %88, %91, !dbg !53
  %93 = load float, ptr %32, align 4, !dbg !31, !tbaa !36
  %94 = load float, ptr %33, align 4, !dbg !51, !tbaa !36
  %95 = fmul contract float %93, %94, !dbg !52
  %96 = fadd contract float %92, %95, !dbg !53
  %97 = load float, ptr %34, align 4, !dbg !31, !tbaa !36
  %98 = load float, ptr %35, align 4, !dbg !51, !tbaa !36
  %99 = fmul contract float %97, %98, !dbg !52
  %100 = fadd contract float %96, %99, !dbg !53
  %101 = load float, ptr %36, align 4, !dbg !31, !tbaa !36
  %102 = load float, ptr %37, align 4, !dbg !51, !tbaa !36
  %103 = fmul contract float %101, %102, !dbg !52
  %104 = fadd contract float %100, %103, !dbg !53
  %105 = load float, ptr %38, align 4, !dbg !31, !tbaa !36
  %106 = load float, ptr %39, align 4, !dbg !51, !tbaa !36
  %107 = fmul contract float %105, %106, !dbg !52
  %108 = fadd contract float %104, %107, !dbg !53
  %109 = load float, ptr %40, align 4, !dbg !31, !tbaa !36
  %110 = load float, ptr %41, align 4, !dbg !51, !tbaa !36
  %111 = fmul contract float %109, %110, !dbg !52
  %112 = fadd contract float %108, %111, !dbg !53
  %113 = load float, ptr %42, align 4, !dbg !31, !tbaa !36
  %114 = load float, ptr %43, align 4, !dbg !51, !tbaa !36
  %115 = fmul contract float %113, %114, !dbg !52
  %116 = fadd contract float %112, %115, !dbg !53
  %117 = load float, ptr %44, align 4, !dbg !31, !tbaa !36
  %118 = load float, ptr %45, align 4, !dbg !51, !tbaa !36
  %119 = fmul contract float %117, %118, !dbg !52
  %120 = fadd contract float %116, %119, !dbg !53
  %121 = load float, ptr %46, align 4, !dbg !31, !tbaa !36
  %122 = load float, ptr %47, align 4, !dbg !51, !tbaa !36
  %123 = fmul contract float %121, %122, !dbg !52
  %124 = fadd contract float %120, %123, !dbg !53
  %125 = load float, ptr %48, align 4, !dbg !31, !tbaa !36
  %126 = load float, ptr %49, align 4, !dbg !51, !tbaa !36
  %127 = fmul contract float %125, %126, !dbg !52
  %128 = fadd contract float %124, %127, !dbg !53
  %129 = load float, ptr %50, align 4, !dbg !31, !tbaa !36
  %130 = load float, ptr %51, align 4, !dbg !51, !tbaa !36
  %131 = fmul contract float %129, %130, !dbg !52
  %132 = fadd contract float %128, %131, !dbg !53
  %133 = load float, ptr %52, align 4, !dbg !31, !tbaa !36
  %134 = load float, ptr %53, align 4, !dbg !51, !tbaa !36
  %135 = fmul contract float %133, %134, !dbg !52
  %136 = fadd contract float %132, %135, !dbg !53
  tail call void @llvm.nvvm.barrier0(), !dbg !54
  %137 = add nuw nsw i32 %60, 1, !dbg !55
  %138 = icmp eq i32 %137, %13, !dbg !29
  br i1 %138, label %54, label %59, !dbg !30, !llvm.loop !56
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
!1 = !DIFile(filename: "samples/matmul_tiled.cu", directory: ".")
!2 = !{ptr @matmul_tiled, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "matmul_tiled", scope: !1, file: !1, line: 6, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 44, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 10, column: 12, scope: !9)
!16 = !DILocation(line: 44, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_y", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 10, column: 30, scope: !9)
!19 = !DILocation(line: 45, column: 1, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_y", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DILocation(line: 11, column: 13, scope: !9)
!22 = !DILocation(line: 11, column: 24, scope: !9)
!23 = !DILocation(line: 11, column: 31, scope: !9)
!24 = !DILocation(line: 45, column: 1, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
