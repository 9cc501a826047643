; ModuleID = 'samples/histogram.cu'
source_filename = "samples/histogram.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9histogramE2sh = internal addrspace(3) global [256 x i32] undef, align 4
@_ZZ9histogramE8sh_count = internal addrspace(3) global i32 undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @histogram(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2, ptr nocapture noundef %3, ptr nocapture noundef %4, ptr nocapture noundef %5, ptr nocapture noundef %6) local_unnamed_addr #0 !dbg !9 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %9 = icmp ult i32 %8, 256, !dbg !16
  br i1 %9, label %10, label %12, !dbg !17

10:                                               ; preds = %7
  %11 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %14, !dbg !17

12:                                               ; preds = %14, %7
  %13 = icmp eq i32 %8, 0, !dbg !18
  br i1 %13, label %20, label %21, !dbg !19

14:                                               ; preds = %10, %14
  %15 = phi i32 [ %8, %10 ], [ %18, %14 ]
  %16 = zext nneg i32 %15 to i64, !dbg !20
  %17 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramE2sh to ptr), i64 0, i64 %16, !dbg !20
  store i32 0, ptr %17, align 4, !dbg !21, !tbaa !22
  %18 = add nuw nsw i32 %15, %11, !dbg !26
  %19 = icmp ult i32 %18, 256, !dbg !16
  br i1 %19, label %14, label %12, !dbg !17, !llvm.loop !27

20:                                               ; preds = %12
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramE8sh_count to ptr), align 4, !dbg !30, !tbaa !22
  br label %21, !dbg !31

21:                                               ; preds = %20, %12
  tail call void @llvm.nvvm.barrier0(), !dbg !32
  %22 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !33
  %23 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !36
  %24 = mul i32 %22, %23, !dbg !39
  %25 = add i32 %24, %8, !dbg !40
  %26 = icmp slt i32 %25, %1, !dbg !41
  br i1 %26, label %27, label %32, !dbg !42

27:                                               ; preds = %21
  %28 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %29 = mul i32 %23, %28
  br label %40, !dbg !42

30:                                               ; preds = %59
  %31 = or disjoint i32 %65, -256, !dbg !43
  br label %32, !dbg !43

32:                                               ; preds = %30, %21
  %33 = phi i32 [ 0, %21 ], [ %66, %30 ], !dbg !44
  %34 = phi float [ 0.000000e+00, %21 ], [ %68, %30 ], !dbg !44
  %35 = phi i32 [ -1, %21 ], [ %31, %30 ], !dbg !44
  %36 = atomicrmw min ptr %4, i32 %35 seq_cst, align 4, !dbg !45
  %37 = getelementptr inbounds i8, ptr %4, i64 4, !dbg !48
  %38 = atomicrmw max ptr %37, i32 %33 seq_cst, align 4, !dbg !49
  %39 = atomicrmw fadd ptr %6, float %34 seq_cst, align 4, !dbg !52
  tail call void @llvm.nvvm.barrier0(), !dbg !55
  br i1 %9, label %72, label %71, !dbg !56

40:                                               ; preds = %27, %59
  %41 = phi i32 [ 255, %27 ], [ %65, %59 ]
  %42 = phi i32 [ %25, %27 ], [ %69, %59 ]
  %43 = phi float [ 0.000000e+00, %27 ], [ %68, %59 ]
  %44 = phi i32 [ 0, %27 ], [ %66, %59 ]
  %45 = sext i32 %42 to i64, !dbg !57
  %46 = getelementptr inbounds i8, ptr %0, i64 %45, !dbg !57
  %47 = load i8, ptr %46, align 1, !dbg !57, !tbaa !58
  %48 = zext i8 %47 to i32, !dbg !57
  switch i32 %2, label %56 [
    i32 0, label %59
    i32 1, label %49
    i32 2, label %51
  ], !dbg !59

49:                                               ; preds = %40
  %50 = lshr i32 %48, 4, !dbg !60
  br label %59, !dbg !61

51:                                               ; preds = %40
  %52 = mul nuw nsw i32 %48, %48, !dbg !62
  %53 = trunc nuw i32 %52 to i16, !dbg !63
  %54 = urem i16 %53, 251, !dbg !63
  %55 = zext nneg i16 %54 to i32, !dbg !63
  br label %59, !dbg !64

56:                                               ; preds = %40
  %57 = mul i32 %48, -1640531535, !dbg !65
  %58 = lshr i32 %57, 24, !dbg !66
  br label %59, !dbg !67

59:                                               ; preds = %40, %56, %51, %49
  %60 = phi i32 [ %58, %56 ], [ %55, %51 ], [ %50, %49 ], [ %48, %40 ], !dbg !44
  %61 = zext nneg i32 %60 to i64, !dbg !68
  %62 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramE2sh to ptr), i64 0, i64 %61, !dbg !68
  %63 = atomicrmw add ptr %62, i32 1 seq_cst, align 4, !dbg !69
  %64 = tail call noundef i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramE8sh_count to ptr), i32 -1), !dbg !72
  %65 = tail call noundef range(i32 0, 256) i32 @llvm.smin.i32(i32 %41, i32 %48), !dbg !75
  %66 = tail call noundef range(i32 0, 256) i32 @llvm.smax.i32(i32 %44, i32 %48), !dbg !78
  %67 = uitofp i8 %47 to float, !dbg !81
  %68 = fadd contract float %43, %67, !dbg !82
  %69 = add i32 %42, %29, !dbg !83
  %70 = icmp slt i32 %69, %1, !dbg !41
  br i1 %70, label %40, label %30, !dbg !42, !llvm.loop !84

71:                                               ; preds = %81, %32
  br i1 %13, label %84, label %101, !dbg !86

72:                                               ; preds = %32, %81
  %73 = phi i32 [ %82, %81 ], [ %8, %32 ]
  %74 = zext nneg i32 %73 to i64, !dbg !87
  %75 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramE2sh to ptr), i64 0, i64 %74, !dbg !87
  %76 = load i32, ptr %75, align 4, !dbg !87, !tbaa !22
  %77 = icmp eq i32 %76, 0, !dbg !88
  br i1 %77, label %81, label %78, !dbg !87

78:                                               ; preds = %72
  %79 = getelementptr inbounds i32, ptr %3, i64 %74
  %80 = atomicrmw add ptr %79, i32 %76 seq_cst, align 4, !dbg !89
  br label %81, !dbg !91

81:                                               ; preds = %72, %78
  %82 = add nuw nsw i32 %73, %23, !dbg !92
  %83 = icmp ult i32 %82, 256, !dbg !93
  br i1 %83, label %72, label %71, !dbg !56, !llvm.loop !94

84:                                               ; preds = %71
  %85 = getelementptr inbounds i8, ptr %3, i64 1024, !dbg !96
  %86 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramE8sh_count to ptr), align 4, !dbg !97, !tbaa !22
  %87 = atomicrmw sub ptr %85, i32 %86 seq_cst, align 4, !dbg !98
  %88 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !101
  %89 = add nsw i32 %88, -1, !dbg !104
  %90 = tail call noundef i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr %5, i32 %89), !dbg !105
  %91 = icmp eq i32 %90, %89, !dbg !107
  br i1 %91, label %92, label %95, !dbg !108

92:                                               ; preds = %84
  %93 = getelementptr inbounds i8, ptr %4, i64 8
  %94 = atomicrmw xchg ptr %93, i32 %88 seq_cst, align 4, !dbg !109
  br label %95, !dbg !112

95:                                               ; preds = %92, %84
  %96 = getelementptr inbounds i8, ptr %4, i64 12, !dbg !113
  %97 = cmpxchg ptr %96, i32 -1, i32 %88 seq_cst seq_cst, align 4, !dbg !114
  %98 = extractvalue { i32, i1 } %97, 1, !dbg !117
  br i1 %98, label %99, label %101, !dbg !118

99:                                               ; preds = %95
  %100 = getelementptr inbounds i8, ptr %3, i64 1028
  store i32 %1, ptr %100, align 4, !dbg !119, !tbaa !22
  br label %101, !dbg !120

101:                                              ; preds = %95, %99, %71
  ret void, !dbg !121
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr nocapture, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nounwind memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/histogram.cu", directory: ".")
!2 = !{ptr @histogram, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "histogram", scope: !1, file: !1, line: 12, type: !10, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 44, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 17, column: 16, scope: !9)
!16 = !DILocation(line: 17, column: 31, scope: !9)
!17 = !DILocation(line: 17, column: 3, scope: !9)
!18 = !DILocation(line: 19, column: 19, scope: !9)
!19 = !DILocation(line: 19, column: 7, scope: !9)
!20 = !DILocation(line: 18, column: 5, scope: !9)
!21 = !DILocation(line: 18, column: 11, scope: !9)
!22 = !{!23, !23, i64 0}
!23 = !{!"int", !24, i64 0}
!24 = !{!"omnipotent char", !25, i64 0}
!25 = !{!"Simple C++ TBAA"}
!26 = !DILocation(line: 17, column: 41, scope: !9)
!27 = distinct !{!27, !17, !28, !29}
!28 = !DILocation(line: 18, column: 13, scope: !9)
!29 = !{!"llvm.loop.mustprogress"}
!30 = !DILocation(line: 20, column: 14, scope: !9)
!31 = !DILocation(line: 20, column: 5, scope: !9)
!32 = !DILocation(line: 21, column: 3, scope: !9)
!33 = !DILocation(line: 45, column: 1, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!35 = distinct !DILocation(line: 25, column: 16, scope: !9)
!36 = !DILocation(line: 46, column: 1, scope: !37, inlinedAt: !38)
!37 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!38 = distinct !DILocation(line: 25, column: 29, scope: !9)
!39 = !DILocation(line: 25, column: 27, scope: !9)
!40 = !DILocation(line: 25, column: 40, scope: !9)
!41 = !DILocation(line: 25, column: 57, scope: !9)
!42 = !DILocation(line: 25, column: 3, scope: !9)
!43 = !DILocation(line: 49, column: 27, scope: !9)
!44 = !DILocation(line: 0, scope: !9)
!45 = !DILocation(line: 89, column: 48, scope: !46, inlinedAt: !47)
!46 = distinct !DISubprogram(name: "atomicMin", scope: !14, file: !14, line: 89, type: !10, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!47 = distinct !DILocation(line: 49, column: 3, scope: !9)
!48 = !DILocation(line: 50, column: 14, scope: !9)
!49 = !DILocation(line: 90, column: 48, scope: !50, inlinedAt: !51)
!50 = distinct !DISubprogram(name: "atomicMax", scope: !14, file: !14, line: 90, type: !10, scopeLine: 90, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!51 = distinct !DILocation(line: 50, column: 3, scope: !9)
!52 = !DILocation(line: 79, column: 10, scope: !53, inlinedAt: !54)
!53 = distinct !DISubprogram(name: "atomicAdd", scope: !14, file: !14, line: 78, type: !10, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!54 = distinct !DILocation(line: 51, column: 3, scope: !9)
!55 = !DILocation(line: 52, column: 3, scope: !9)
!56 = !DILocation(line: 54, column: 3, scope: !9)
!57 = !DILocation(line: 27, column: 13, scope: !9)
!58 = !{!24, !24, i64 0}
!59 = !DILocation(line: 29, column: 5, scope: !9)
!60 = !DILocation(line: 34, column: 25, scope: !9)
!61 = !DILocation(line: 35, column: 7, scope: !9)
!62 = !DILocation(line: 37, column: 26, scope: !9)
!63 = !DILocation(line: 37, column: 31, scope: !9)
!64 = !DILocation(line: 38, column: 7, scope: !9)
!65 = !DILocation(line: 40, column: 26, scope: !9)
!66 = !DILocation(line: 40, column: 41, scope: !9)
!67 = !DILocation(line: 41, column: 7, scope: !9)
!68 = !DILocation(line: 43, column: 16, scope: !9)
!69 = !DILocation(line: 71, column: 20, scope: !70, inlinedAt: !71)
!70 = distinct !DISubprogram(name: "atomicAdd", scope: !14, file: !14, line: 70, type: !10, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!71 = distinct !DILocation(line: 43, column: 5, scope: !9)
!72 = !DILocation(line: 101, column: 10, scope: !73, inlinedAt: !74)
!73 = distinct !DISubprogram(name: "atomicInc", scope: !14, file: !14, line: 100, type: !10, scopeLine: 100, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!74 = distinct !DILocation(line: 44, column: 5, scope: !9)
!75 = !DILocation(line: 122, column: 41, scope: !76, inlinedAt: !77)
!76 = distinct !DISubprogram(name: "min", scope: !14, file: !14, line: 122, type: !10, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!77 = distinct !DILocation(line: 45, column: 10, scope: !9)
!78 = !DILocation(line: 123, column: 41, scope: !79, inlinedAt: !80)
!79 = distinct !DISubprogram(name: "max", scope: !14, file: !14, line: 123, type: !10, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!80 = distinct !DILocation(line: 46, column: 10, scope: !9)
!81 = !DILocation(line: 47, column: 17, scope: !9)
!82 = !DILocation(line: 47, column: 7, scope: !9)
!83 = !DILocation(line: 26, column: 10, scope: !9)
!84 = distinct !{!84, !42, !85, !29}
!85 = !DILocation(line: 48, column: 3, scope: !9)
!86 = !DILocation(line: 57, column: 7, scope: !9)
!87 = !DILocation(line: 55, column: 9, scope: !9)
!88 = !DILocation(line: 55, column: 15, scope: !9)
!89 = !DILocation(line: 71, column: 20, scope: !70, inlinedAt: !90)
!90 = distinct !DILocation(line: 56, column: 7, scope: !9)
!91 = !DILocation(line: 56, column: 7, scope: !9)
!92 = !DILocation(line: 54, column: 41, scope: !9)
!93 = !DILocation(line: 54, column: 31, scope: !9)
!94 = distinct !{!94, !56, !95, !29}
!95 = !DILocation(line: 56, column: 32, scope: !9)
!96 = !DILocation(line: 58, column: 16, scope: !9)
!97 = !DILocation(line: 58, column: 28, scope: !9)
!98 = !DILocation(line: 83, column: 20, scope: !99, inlinedAt: !100)
!99 = distinct !DISubprogram(name: "atomicSub", scope: !14, file: !14, line: 82, type: !10, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!100 = distinct !DILocation(line: 58, column: 5, scope: !9)
!101 = !DILocation(line: 47, column: 1, scope: !102, inlinedAt: !103)
!102 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!103 = distinct !DILocation(line: 59, column: 46, scope: !9)
!104 = !DILocation(line: 59, column: 56, scope: !9)
!105 = !DILocation(line: 101, column: 10, scope: !73, inlinedAt: !106)
!106 = distinct !DILocation(line: 59, column: 23, scope: !9)
!107 = !DILocation(line: 60, column: 16, scope: !9)
!108 = !DILocation(line: 60, column: 9, scope: !9)
!109 = !DILocation(line: 85, column: 49, scope: !110, inlinedAt: !111)
!110 = distinct !DISubprogram(name: "atomicExch", scope: !14, file: !14, line: 85, type: !10, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!111 = distinct !DILocation(line: 61, column: 7, scope: !9)
!112 = !DILocation(line: 61, column: 7, scope: !9)
!113 = !DILocation(line: 62, column: 20, scope: !9)
!114 = !DILocation(line: 107, column: 10, scope: !115, inlinedAt: !116)
!115 = distinct !DISubprogram(name: "atomicCAS", scope: !14, file: !14, line: 106, type: !10, scopeLine: 106, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!116 = distinct !DILocation(line: 62, column: 9, scope: !9)
!117 = !DILocation(line: 62, column: 50, scope: !9)
!118 = !DILocation(line: 62, column: 9, scope: !9)
!119 = !DILocation(line: 63, column: 22, scope: !9)
!120 = !DILocation(line: 63, column: 7, scope: !9)
!121 = !DILocation(line: 65, column: 1, scope: !9)
