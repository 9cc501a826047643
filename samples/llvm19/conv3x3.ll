; ModuleID = 'samples/conv3x3.cu'
source_filename = "samples/conv3x3.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gauss3 = dso_local addrspace(4) externally_initialized global [9 x float] [float 6.250000e-02, float 1.250000e-01, float 6.250000e-02, float 1.250000e-01, float 2.500000e-01, float 1.250000e-01, float 6.250000e-02, float 1.250000e-01, float 6.250000e-02], align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @gauss3 to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @conv3x3(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %7 = mul i32 %5, %6, !dbg !19
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %9 = add i32 %7, %8, !dbg !23
  %10 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !24
  %11 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !27
  %12 = mul nuw nsw i32 %10, %11, !dbg !30
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !31
  %14 = add nuw nsw i32 %12, %13, !dbg !34
  %15 = icmp slt i32 %9, %2, !dbg !35
  %16 = icmp slt i32 %14, %3
  %17 = and i1 %15, %16, !dbg !36
  br i1 %17, label %18, label %105, !dbg !36

18:                                               ; preds = %4
  %19 = add nsw i32 %3, -1
  %20 = add nsw i32 %2, -1
  %21 = tail call i32 @llvm.smax.i32(i32 %9, i32 1), !dbg !37
  %22 = add nsw i32 %21, -1, !dbg !37
  %23 = tail call noundef i32 @llvm.smin.i32(i32 %22, i32 %20), !dbg !40
  %24 = tail call i32 @llvm.umax.i32(i32 %14, i32 1), !dbg !43
  %25 = add nsw i32 %24, -1, !dbg !43
  %26 = tail call i32 @llvm.umin.i32(i32 %25, i32 %19), !dbg !45
  %27 = mul nsw i32 %26, %2
  %28 = load float, ptr addrspacecast (ptr addrspace(4) @gauss3 to ptr), align 4, !dbg !47, !tbaa !48
  %29 = add nsw i32 %23, %27, !dbg !52
  %30 = sext i32 %29 to i64, !dbg !53
  %31 = getelementptr inbounds float, ptr %0, i64 %30, !dbg !53
  %32 = load float, ptr %31, align 4, !dbg !53, !tbaa !48
  %33 = fmul contract float %28, %32, !dbg !54
  %34 = fadd contract float %33, 0.000000e+00, !dbg !55
  %35 = tail call noundef i32 @llvm.smax.i32(i32 %9, i32 0), !dbg !37
  %36 = tail call noundef i32 @llvm.smin.i32(i32 %35, i32 %20), !dbg !40
  %37 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @gauss3 to ptr), i64 4), align 4, !dbg !47, !tbaa !48
  %38 = add nsw i32 %36, %27, !dbg !52
  %39 = sext i32 %38 to i64, !dbg !53
  %40 = getelementptr inbounds float, ptr %0, i64 %39, !dbg !53
  %41 = load float, ptr %40, align 4, !dbg !53, !tbaa !48
  %42 = fmul contract float %37, %41, !dbg !54
  %43 = fadd contract float %34, %42, !dbg !55
  %44 = tail call i32 @llvm.smax.i32(i32 %9, i32 -1), !dbg !37
  %45 = add nsw i32 %44, 1, !dbg !37
  %46 = tail call noundef i32 @llvm.smin.i32(i32 %45, i32 %20), !dbg !40
  %47 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @gauss3 to ptr), i64 8), align 4, !dbg !47, !tbaa !48
  %48 = add nsw i32 %46, %27, !dbg !52
  %49 = sext i32 %48 to i64, !dbg !53
  %50 = getelementptr inbounds float, ptr %0, i64 %49, !dbg !53
  %51 = load float, ptr %50, align 4, !dbg !53, !tbaa !48
  %52 = fmul contract float %47, %51, !dbg !54
  %53 = fadd contract float %43, %52, !dbg !55
  %54 = tail call i32 @llvm.umin.i32(i32 %14, i32 %19), !dbg !45
  %55 = mul nsw i32 %54, %2
  %56 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @gauss3 to ptr), i64 12), align 4, !dbg !47, !tbaa !48
  %57 = add nsw i32 %23, %55, !dbg !52
  %58 = sext i32 %57 to i64, !dbg !53
  %59 = getelementptr inbounds float, ptr %0, i64 %58, !dbg !53
  %60 = load float, ptr %59, align 4, !dbg !53, !tbaa !48
  %61 = fmul contract float %56, %60, !dbg !54
  %62 = fadd contract float %53, %61, !dbg !55
  %63 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @gauss3 to ptr), i64 16), align 4, !dbg !47, !tbaa !48
  %64 = add nsw i32 %36, %55, !dbg !52
  %65 = sext i32 %64 to i64, !dbg !53
  %66 = getelementptr inbounds float, ptr %0, i64 %65, !dbg !53
  %67 = load float, ptr %66, align 4, !dbg !53, !tbaa !48
  %68 = fmul contract float %63, %67, !dbg !54
  %69 = fadd contract float %62, %68, !dbg !55
  %70 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @gauss3 to ptr), i64 20), align 4, !dbg !47, !tbaa !48
  %71 = add nsw i32 %46, %55, !dbg !52
  %72 = sext i32 %71 to i64, !dbg !53
  %73 = getelementptr inbounds float, ptr %0, i64 %72, !dbg !53
  %74 = load float, ptr %73, align 4, !dbg !53, !tbaa !48
  %75 = fmul contract float %70, %74, !dbg !54
  %76 = fadd contract float %69, %75, !dbg !55
  %77 = add nuw nsw i32 %14, 1, !dbg !56
  %78 = tail call i32 @llvm.umin.i32(i32 %77, i32 %19), !dbg !45
  %79 = mul nsw i32 %78, %2
  %80 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @gauss3 to ptr), i64 24), align 4, !dbg !47, !tbaa !48
  %81 = add nsw i32 %23, %79, !dbg !52
  %82 = sext i32 %81 to i64, !dbg !53
  %83 = getelementptr inbounds float, ptr %0, i64 %82, !dbg !53
  %84 = load float, ptr %83, align 4, !dbg !53, !tbaa !48
  %85 = fmul contract float %80, %84, !dbg !54
  %86 = fadd contract float %76, %85, !dbg !55
  %87 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @gauss3 to ptr), i64 28), align 4, !dbg !47, !tbaa !48
  %88 = add nsw i32 %36, %79, !dbg !52
  %89 = sext i32 %88 to i64, !dbg !53
  %90 = getelementptr inbounds float, ptr %0, i64 %89, !dbg !53
  %91 = load float, ptr %90, align 4, !dbg !53, !tbaa !48
  %92 = fmul contract float %87, %91, !dbg !54
  %93 = fadd contract float %86, %92, !dbg !55
  %94 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @gauss3 to ptr), i64 32), align 4, !dbg !47, !tbaa !48
  %95 = add nsw i32 %46, %79, !dbg !52
  %96 = sext i32 %95 to i64, !dbg !53
  %97 = getelementptr inbounds float, ptr %0, i64 %96, !dbg !53
  %98 = load float, ptr %97, align 4, !dbg !53, !tbaa !48
  %99 = fmul contract float %94, %98, !dbg !54
  %100 = fadd contract float %93, %99, !dbg !55
  %101 = mul nsw i32 %14, %2, !dbg !57
  %102 = add nsw i32 %101, %9, !dbg !58
  %103 = sext i32 %102 to i64, !dbg !59
  %104 = getelementptr inbounds float, ptr %1, i64 %103, !dbg !59
  store float %100, ptr %104, align 4, !dbg !60, !tbaa !48
  br label %105, !dbg !61

105:                                              ; preds = %4, %18
  ret void, !dbg !61
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/conv3x3.cu", directory: ".")
!2 = !{ptr @conv3x3, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "conv3x3", scope: !1, file: !1, line: 8, type: !10, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 11, column: 11, scope: !9)
!16 = !DILocation(line: 46, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 11, column: 24, scope: !9)
!19 = !DILocation(line: 11, column: 22, scope: !9)
!20 = !DILocation(line: 44, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 11, column: 37, scope: !9)
!23 = !DILocation(line: 11, column: 35, scope: !9)
!24 = !DILocation(line: 45, column: 1, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_y", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!26 = distinct !DILocation(line: 12, column: 11, scope: !9)
!27 = !DILocation(line: 46, column: 1, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "__fetch_y", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!29 = distinct !DILocation(line: 12, column: 24, scope: !9)
!30 = !DILocation(line: 12, column: 22, scope: !9)
!31 = !DILocation(line: 44, column: 1, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "__fetch_y", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!33 = distinct !DILocation(line: 12, column: 37, scope: !9)
!34 = !DILocation(line: 12, column: 35, scope: !9)
!35 = !DILocation(line: 13, column: 9, scope: !9)
!36 = !DILocation(line: 13, column: 18, scope: !9)
!37 = !DILocation(line: 123, column: 41, scope: !38, inlinedAt: !39)
!38 = distinct !DISubprogram(name: "max", scope: !14, file: !14, line: 123, type: !10, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!39 = distinct !DILocation(line: 21, column: 20, scope: !9)
!40 = !DILocation(line: 122, column: 41, scope: !41, inlinedAt: !42)
!41 = distinct !DISubprogram(name: "min", scope: !14, file: !14, line: 122, type: !10, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!42 = distinct !DILocation(line: 21, column: 16, scope: !9)
!43 = !DILocation(line: 123, column: 41, scope: !38, inlinedAt: !44)
!44 = distinct !DILocation(line: 18, column: 18, scope: !9)
!45 = !DILocation(line: 122, column: 41, scope: !41, inlinedAt: !46)
!46 = distinct !DILocation(line: 18, column: 14, scope: !9)
!47 = !DILocation(line: 22, column: 14, scope: !9)
!48 = !{!49, !49, i64 0}
!49 = !{!"float", !50, i64 0}
!50 = !{!"omnipotent char", !51, i64 0}
!51 = !{!"Simple C++ TBAA"}
!52 = !DILocation(line: 22, column: 62, scope: !9)
!53 = !DILocation(line: 22, column: 48, scope: !9)
!54 = !DILocation(line: 22, column: 46, scope: !9)
!55 = !DILocation(line: 22, column: 11, scope: !9)
!56 = !DILocation(line: 18, column: 24, scope: !9)
!57 = !DILocation(line: 25, column: 9, scope: !9)
!58 = !DILocation(line: 25, column: 17, scope: !9)
!59 = !DILocation(line: 25, column: 3, scope: !9)
!60 = !DILocation(line: 25, column: 22, scope: !9)
!61 = !DILocation(line: 26, column: 1, scope: !9)
