; ModuleID = 'samples/conv3x3_2d.cu'
source_filename = "samples/conv3x3_2d.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.vgiw_blockIdx_t = type { i8 }
%struct.vgiw_blockDim_t = type { i8 }
%struct.vgiw_threadIdx_t = type { i8 }

@c_gauss3 = dso_local addrspace(4) externally_initialized global [9 x float] [float 6.250000e-02, float 1.250000e-01, float 6.250000e-02, float 1.250000e-01, float 2.500000e-01, float 1.250000e-01, float 6.250000e-02, float 1.250000e-01, float 6.250000e-02], align 4, !dbg !0
@blockIdx = external dso_local addrspace(1) global %struct.vgiw_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.vgiw_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.vgiw_threadIdx_t, align 1
@llvm.compiler.used = appending global [1 x i8*] [i8* addrspacecast (i8 addrspace(4)* bitcast ([9 x float] addrspace(4)* @c_gauss3 to i8 addrspace(4)*) to i8*)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @conv3x3_2d(float* noalias noundef %0, float* noalias noundef %1) #0 !dbg !16 {
  %3 = alloca float*, align 8
  %4 = alloca float*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store float* %0, float** %3, align 8
  call void @llvm.dbg.declare(metadata float** %3, metadata !25, metadata !DIExpression()), !dbg !26
  store float* %1, float** %4, align 8
  call void @llvm.dbg.declare(metadata float** %4, metadata !27, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.declare(metadata i32* %5, metadata !29, metadata !DIExpression()), !dbg !31
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !32
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3, !dbg !44
  %12 = mul i32 %10, %11, !dbg !52
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !53
  %14 = add i32 %12, %13, !dbg !61
  store i32 %14, i32* %5, align 4, !dbg !31
  call void @llvm.dbg.declare(metadata i32* %6, metadata !62, metadata !DIExpression()), !dbg !63
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3, !dbg !64
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3, !dbg !67
  %17 = mul i32 %15, %16, !dbg !70
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3, !dbg !71
  %19 = add i32 %17, %18, !dbg !74
  store i32 %19, i32* %6, align 4, !dbg !63
  %20 = load i32, i32* %5, align 4, !dbg !75
  %21 = icmp slt i32 %20, 1, !dbg !77
  br i1 %21, label %31, label %22, !dbg !78

22:                                               ; preds = %2
  %23 = load i32, i32* %6, align 4, !dbg !79
  %24 = icmp slt i32 %23, 1, !dbg !80
  br i1 %24, label %31, label %25, !dbg !81

25:                                               ; preds = %22
  %26 = load i32, i32* %5, align 4, !dbg !82
  %27 = icmp sge i32 %26, 511, !dbg !83
  br i1 %27, label %31, label %28, !dbg !84

28:                                               ; preds = %25
  %29 = load i32, i32* %6, align 4, !dbg !85
  %30 = icmp sge i32 %29, 511, !dbg !86
  br i1 %30, label %31, label %32, !dbg !87

31:                                               ; preds = %28, %25, %22, %2
  br label %81, !dbg !88

32:                                               ; preds = %28
  call void @llvm.dbg.declare(metadata float* %7, metadata !89, metadata !DIExpression()), !dbg !90
  store float 0.000000e+00, float* %7, align 4, !dbg !90
  call void @llvm.dbg.declare(metadata i32* %8, metadata !91, metadata !DIExpression()), !dbg !93
  store i32 -1, i32* %8, align 4, !dbg !93
  br label %33, !dbg !94

33:                                               ; preds = %69, %32
  %34 = load i32, i32* %8, align 4, !dbg !95
  %35 = icmp sle i32 %34, 1, !dbg !97
  br i1 %35, label %36, label %72, !dbg !98

36:                                               ; preds = %33
  call void @llvm.dbg.declare(metadata i32* %9, metadata !99, metadata !DIExpression()), !dbg !101
  store i32 -1, i32* %9, align 4, !dbg !101
  br label %37, !dbg !102

37:                                               ; preds = %65, %36
  %38 = load i32, i32* %9, align 4, !dbg !103
  %39 = icmp sle i32 %38, 1, !dbg !105
  br i1 %39, label %40, label %68, !dbg !106

40:                                               ; preds = %37
  %41 = load i32, i32* %8, align 4, !dbg !107
  %42 = add nsw i32 %41, 1, !dbg !108
  %43 = mul nsw i32 %42, 3, !dbg !109
  %44 = load i32, i32* %9, align 4, !dbg !110
  %45 = add nsw i32 %43, %44, !dbg !111
  %46 = add nsw i32 %45, 1, !dbg !112
  %47 = sext i32 %46 to i64, !dbg !113
  %48 = getelementptr inbounds [9 x float], [9 x float]* addrspacecast ([9 x float] addrspace(4)* @c_gauss3 to [9 x float]*), i64 0, i64 %47, !dbg !113
  %49 = load float, float* %48, align 4, !dbg !113
  %50 = load float*, float** %3, align 8, !dbg !114
  %51 = load i32, i32* %6, align 4, !dbg !115
  %52 = load i32, i32* %8, align 4, !dbg !116
  %53 = add nsw i32 %51, %52, !dbg !117
  %54 = mul nsw i32 %53, 512, !dbg !118
  %55 = load i32, i32* %5, align 4, !dbg !119
  %56 = add nsw i32 %54, %55, !dbg !120
  %57 = load i32, i32* %9, align 4, !dbg !121
  %58 = add nsw i32 %56, %57, !dbg !122
  %59 = sext i32 %58 to i64, !dbg !114
  %60 = getelementptr inbounds float, float* %50, i64 %59, !dbg !114
  %61 = load float, float* %60, align 4, !dbg !114
  %62 = fmul contract float %49, %61, !dbg !123
  %63 = load float, float* %7, align 4, !dbg !124
  %64 = fadd contract float %63, %62, !dbg !124
  store float %64, float* %7, align 4, !dbg !124
  br label %65, !dbg !125

65:                                               ; preds = %40
  %66 = load i32, i32* %9, align 4, !dbg !126
  %67 = add nsw i32 %66, 1, !dbg !126
  store i32 %67, i32* %9, align 4, !dbg !126
  br label %37, !dbg !127, !llvm.loop !128

68:                                               ; preds = %37
  br label %69, !dbg !129

69:                                               ; preds = %68
  %70 = load i32, i32* %8, align 4, !dbg !132
  %71 = add nsw i32 %70, 1, !dbg !132
  store i32 %71, i32* %8, align 4, !dbg !132
  br label %33, !dbg !133, !llvm.loop !134

72:                                               ; preds = %33
  %73 = load float, float* %7, align 4, !dbg !136
  %74 = load float*, float** %4, align 8, !dbg !137
  %75 = load i32, i32* %6, align 4, !dbg !138
  %76 = mul nsw i32 %75, 512, !dbg !139
  %77 = load i32, i32* %5, align 4, !dbg !140
  %78 = add nsw i32 %76, %77, !dbg !141
  %79 = sext i32 %78 to i64, !dbg !137
  %80 = getelementptr inbounds float, float* %74, i64 %79, !dbg !137
  store float %73, float* %80, align 4, !dbg !142
  br label %81, !dbg !143

81:                                               ; preds = %72, %31
  ret void, !dbg !143
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readnone speculatable }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!nvvm.annotations = !{!9}
!llvm.module.flags = !{!10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 4, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "c_gauss3", scope: !2, file: !3, line: 15, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "samples/conv3x3_2d.cu", directory: ".")
!4 = !{!0}
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 288, elements: !7)
!6 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!7 = !{!8}
!8 = !DISubrange(count: 9)
!9 = !{void (float*, float*)* @conv3x3_2d, !"kernel", i32 1}
!10 = !{i32 7, !"Dwarf Version", i32 2}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "conv3x3_2d", scope: !3, file: !3, line: 18, type: !17, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !24)
!17 = !DISubroutineType(types: !18)
!18 = !{null, !19, !22}
!19 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !20)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!22 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!24 = !{}
!25 = !DILocalVariable(name: "in", arg: 1, scope: !16, file: !3, line: 18, type: !19)
!26 = !DILocation(line: 18, column: 65, scope: !16)
!27 = !DILocalVariable(name: "out", arg: 2, scope: !16, file: !3, line: 19, type: !22)
!28 = !DILocation(line: 19, column: 59, scope: !16)
!29 = !DILocalVariable(name: "x", scope: !16, file: !3, line: 20, type: !30)
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !DILocation(line: 20, column: 7, scope: !16)
!32 = !DILocation(line: 45, column: 1, scope: !33, inlinedAt: !43)
!33 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_xEv", scope: !35, file: !34, line: 45, type: !38, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !37, retainedNodes: !24)
!34 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!35 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_blockIdx_t", file: !34, line: 45, size: 8, flags: DIFlagTypePassByValue, elements: !36, identifier: "_ZTS15vgiw_blockIdx_t")
!36 = !{!37, !41, !42}
!37 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_xEv", scope: !35, file: !34, line: 45, type: !38, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!38 = !DISubroutineType(types: !39)
!39 = !{!40}
!40 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!41 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_yEv", scope: !35, file: !34, line: 45, type: !38, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!42 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_zEv", scope: !35, file: !34, line: 45, type: !38, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!43 = distinct !DILocation(line: 20, column: 11, scope: !16)
!44 = !DILocation(line: 46, column: 1, scope: !45, inlinedAt: !51)
!45 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockDim_t9__fetch_xEv", scope: !46, file: !34, line: 46, type: !38, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !48, retainedNodes: !24)
!46 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_blockDim_t", file: !34, line: 46, size: 8, flags: DIFlagTypePassByValue, elements: !47, identifier: "_ZTS15vgiw_blockDim_t")
!47 = !{!48, !49, !50}
!48 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockDim_t9__fetch_xEv", scope: !46, file: !34, line: 46, type: !38, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!49 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN15vgiw_blockDim_t9__fetch_yEv", scope: !46, file: !34, line: 46, type: !38, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!50 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN15vgiw_blockDim_t9__fetch_zEv", scope: !46, file: !34, line: 46, type: !38, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!51 = distinct !DILocation(line: 20, column: 24, scope: !16)
!52 = !DILocation(line: 20, column: 22, scope: !16)
!53 = !DILocation(line: 44, column: 1, scope: !54, inlinedAt: !60)
!54 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_xEv", scope: !55, file: !34, line: 44, type: !38, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !57, retainedNodes: !24)
!55 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_threadIdx_t", file: !34, line: 44, size: 8, flags: DIFlagTypePassByValue, elements: !56, identifier: "_ZTS16vgiw_threadIdx_t")
!56 = !{!57, !58, !59}
!57 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_xEv", scope: !55, file: !34, line: 44, type: !38, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!58 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_yEv", scope: !55, file: !34, line: 44, type: !38, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!59 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_zEv", scope: !55, file: !34, line: 44, type: !38, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!60 = distinct !DILocation(line: 20, column: 37, scope: !16)
!61 = !DILocation(line: 20, column: 35, scope: !16)
!62 = !DILocalVariable(name: "y", scope: !16, file: !3, line: 21, type: !30)
!63 = !DILocation(line: 21, column: 7, scope: !16)
!64 = !DILocation(line: 45, column: 1, scope: !65, inlinedAt: !66)
!65 = distinct !DISubprogram(name: "__fetch_y", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_yEv", scope: !35, file: !34, line: 45, type: !38, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !41, retainedNodes: !24)
!66 = distinct !DILocation(line: 21, column: 11, scope: !16)
!67 = !DILocation(line: 46, column: 1, scope: !68, inlinedAt: !69)
!68 = distinct !DISubprogram(name: "__fetch_y", linkageName: "_ZN15vgiw_blockDim_t9__fetch_yEv", scope: !46, file: !34, line: 46, type: !38, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !49, retainedNodes: !24)
!69 = distinct !DILocation(line: 21, column: 24, scope: !16)
!70 = !DILocation(line: 21, column: 22, scope: !16)
!71 = !DILocation(line: 44, column: 1, scope: !72, inlinedAt: !73)
!72 = distinct !DISubprogram(name: "__fetch_y", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_yEv", scope: !55, file: !34, line: 44, type: !38, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !58, retainedNodes: !24)
!73 = distinct !DILocation(line: 21, column: 37, scope: !16)
!74 = !DILocation(line: 21, column: 35, scope: !16)
!75 = !DILocation(line: 22, column: 7, scope: !76)
!76 = distinct !DILexicalBlock(scope: !16, file: !3, line: 22, column: 7)
!77 = !DILocation(line: 22, column: 9, scope: !76)
!78 = !DILocation(line: 22, column: 13, scope: !76)
!79 = !DILocation(line: 22, column: 16, scope: !76)
!80 = !DILocation(line: 22, column: 18, scope: !76)
!81 = !DILocation(line: 22, column: 22, scope: !76)
!82 = !DILocation(line: 22, column: 25, scope: !76)
!83 = !DILocation(line: 22, column: 27, scope: !76)
!84 = !DILocation(line: 22, column: 40, scope: !76)
!85 = !DILocation(line: 22, column: 43, scope: !76)
!86 = !DILocation(line: 22, column: 45, scope: !76)
!87 = !DILocation(line: 22, column: 7, scope: !16)
!88 = !DILocation(line: 23, column: 5, scope: !76)
!89 = !DILocalVariable(name: "sum", scope: !16, file: !3, line: 24, type: !6)
!90 = !DILocation(line: 24, column: 9, scope: !16)
!91 = !DILocalVariable(name: "dy", scope: !92, file: !3, line: 26, type: !30)
!92 = distinct !DILexicalBlock(scope: !16, file: !3, line: 26, column: 3)
!93 = !DILocation(line: 26, column: 12, scope: !92)
!94 = !DILocation(line: 26, column: 8, scope: !92)
!95 = !DILocation(line: 26, column: 21, scope: !96)
!96 = distinct !DILexicalBlock(scope: !92, file: !3, line: 26, column: 3)
!97 = !DILocation(line: 26, column: 24, scope: !96)
!98 = !DILocation(line: 26, column: 3, scope: !92)
!99 = !DILocalVariable(name: "dx", scope: !100, file: !3, line: 28, type: !30)
!100 = distinct !DILexicalBlock(scope: !96, file: !3, line: 28, column: 5)
!101 = !DILocation(line: 28, column: 14, scope: !100)
!102 = !DILocation(line: 28, column: 10, scope: !100)
!103 = !DILocation(line: 28, column: 23, scope: !104)
!104 = distinct !DILexicalBlock(scope: !100, file: !3, line: 28, column: 5)
!105 = !DILocation(line: 28, column: 26, scope: !104)
!106 = !DILocation(line: 28, column: 5, scope: !100)
!107 = !DILocation(line: 29, column: 24, scope: !104)
!108 = !DILocation(line: 29, column: 27, scope: !104)
!109 = !DILocation(line: 29, column: 32, scope: !104)
!110 = !DILocation(line: 29, column: 38, scope: !104)
!111 = !DILocation(line: 29, column: 36, scope: !104)
!112 = !DILocation(line: 29, column: 41, scope: !104)
!113 = !DILocation(line: 29, column: 14, scope: !104)
!114 = !DILocation(line: 29, column: 48, scope: !104)
!115 = !DILocation(line: 29, column: 52, scope: !104)
!116 = !DILocation(line: 29, column: 56, scope: !104)
!117 = !DILocation(line: 29, column: 54, scope: !104)
!118 = !DILocation(line: 29, column: 60, scope: !104)
!119 = !DILocation(line: 29, column: 70, scope: !104)
!120 = !DILocation(line: 29, column: 68, scope: !104)
!121 = !DILocation(line: 29, column: 74, scope: !104)
!122 = !DILocation(line: 29, column: 72, scope: !104)
!123 = !DILocation(line: 29, column: 46, scope: !104)
!124 = !DILocation(line: 29, column: 11, scope: !104)
!125 = !DILocation(line: 29, column: 7, scope: !104)
!126 = !DILocation(line: 28, column: 34, scope: !104)
!127 = !DILocation(line: 28, column: 5, scope: !104)
!128 = distinct !{!128, !106, !129, !130, !131}
!129 = !DILocation(line: 29, column: 76, scope: !100)
!130 = !{!"llvm.loop.mustprogress"}
!131 = !{!"llvm.loop.unroll.enable"}
!132 = !DILocation(line: 26, column: 32, scope: !96)
!133 = !DILocation(line: 26, column: 3, scope: !96)
!134 = distinct !{!134, !98, !135, !130, !131}
!135 = !DILocation(line: 29, column: 76, scope: !92)
!136 = !DILocation(line: 30, column: 24, scope: !16)
!137 = !DILocation(line: 30, column: 3, scope: !16)
!138 = !DILocation(line: 30, column: 7, scope: !16)
!139 = !DILocation(line: 30, column: 9, scope: !16)
!140 = !DILocation(line: 30, column: 19, scope: !16)
!141 = !DILocation(line: 30, column: 17, scope: !16)
!142 = !DILocation(line: 30, column: 22, scope: !16)
!143 = !DILocation(line: 31, column: 1, scope: !16)
