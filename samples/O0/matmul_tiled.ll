; ModuleID = 'samples/matmul_tiled.cu'
source_filename = "samples/matmul_tiled.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.vgiw_threadIdx_t = type { i8 }
%struct.vgiw_blockIdx_t = type { i8 }

@_ZZ12matmul_tiledE2As = internal addrspace(3) global [16 x [16 x float]] undef, align 4, !dbg !0
@_ZZ12matmul_tiledE2Bs = internal addrspace(3) global [16 x [16 x float]] undef, align 4, !dbg !13
@threadIdx = external dso_local addrspace(1) global %struct.vgiw_threadIdx_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.vgiw_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @matmul_tiled(float* noundef %0, float* noundef %1, float* noundef %2, i32 noundef %3) #0 !dbg !2 {
  %5 = alloca float*, align 8
  %6 = alloca float*, align 8
  %7 = alloca float*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca float, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store float* %0, float** %5, align 8
  call void @llvm.dbg.declare(metadata float** %5, metadata !26, metadata !DIExpression()), !dbg !27
  store float* %1, float** %6, align 8
  call void @llvm.dbg.declare(metadata float** %6, metadata !28, metadata !DIExpression()), !dbg !29
  store float* %2, float** %7, align 8
  call void @llvm.dbg.declare(metadata float** %7, metadata !30, metadata !DIExpression()), !dbg !31
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.declare(metadata i32* %9, metadata !34, metadata !DIExpression()), !dbg !35
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4, !dbg !36
  store i32 %16, i32* %9, align 4, !dbg !35
  call void @llvm.dbg.declare(metadata i32* %10, metadata !48, metadata !DIExpression()), !dbg !49
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4, !dbg !50
  store i32 %17, i32* %10, align 4, !dbg !49
  call void @llvm.dbg.declare(metadata i32* %11, metadata !53, metadata !DIExpression()), !dbg !54
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4, !dbg !55
  %19 = mul i32 %18, 16, !dbg !63
  %20 = load i32, i32* %10, align 4, !dbg !64
  %21 = add i32 %19, %20, !dbg !65
  store i32 %21, i32* %11, align 4, !dbg !54
  call void @llvm.dbg.declare(metadata i32* %12, metadata !66, metadata !DIExpression()), !dbg !67
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4, !dbg !68
  %23 = mul i32 %22, 16, !dbg !71
  %24 = load i32, i32* %9, align 4, !dbg !72
  %25 = add i32 %23, %24, !dbg !73
  store i32 %25, i32* %12, align 4, !dbg !67
  call void @llvm.dbg.declare(metadata float* %13, metadata !74, metadata !DIExpression()), !dbg !75
  store float 0.000000e+00, float* %13, align 4, !dbg !75
  call void @llvm.dbg.declare(metadata i32* %14, metadata !76, metadata !DIExpression()), !dbg !78
  store i32 0, i32* %14, align 4, !dbg !78
  br label %26, !dbg !79

26:                                               ; preds = %93, %4
  %27 = load i32, i32* %14, align 4, !dbg !80
  %28 = load i32, i32* %8, align 4, !dbg !82
  %29 = sdiv i32 %28, 16, !dbg !83
  %30 = icmp slt i32 %27, %29, !dbg !84
  br i1 %30, label %31, label %96, !dbg !85

31:                                               ; preds = %26
  %32 = load float*, float** %5, align 8, !dbg !86
  %33 = load i32, i32* %11, align 4, !dbg !88
  %34 = load i32, i32* %8, align 4, !dbg !89
  %35 = mul nsw i32 %33, %34, !dbg !90
  %36 = load i32, i32* %14, align 4, !dbg !91
  %37 = mul nsw i32 %36, 16, !dbg !92
  %38 = add nsw i32 %35, %37, !dbg !93
  %39 = load i32, i32* %9, align 4, !dbg !94
  %40 = add nsw i32 %38, %39, !dbg !95
  %41 = sext i32 %40 to i64, !dbg !86
  %42 = getelementptr inbounds float, float* %32, i64 %41, !dbg !86
  %43 = load float, float* %42, align 4, !dbg !86
  %44 = load i32, i32* %10, align 4, !dbg !96
  %45 = sext i32 %44 to i64, !dbg !97
  %46 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]]* addrspacecast ([16 x [16 x float]] addrspace(3)* @_ZZ12matmul_tiledE2As to [16 x [16 x float]]*), i64 0, i64 %45, !dbg !97
  %47 = load i32, i32* %9, align 4, !dbg !98
  %48 = sext i32 %47 to i64, !dbg !97
  %49 = getelementptr inbounds [16 x float], [16 x float]* %46, i64 0, i64 %48, !dbg !97
  store float %43, float* %49, align 4, !dbg !99
  %50 = load float*, float** %6, align 8, !dbg !100
  %51 = load i32, i32* %14, align 4, !dbg !101
  %52 = mul nsw i32 %51, 16, !dbg !102
  %53 = load i32, i32* %10, align 4, !dbg !103
  %54 = add nsw i32 %52, %53, !dbg !104
  %55 = load i32, i32* %8, align 4, !dbg !105
  %56 = mul nsw i32 %54, %55, !dbg !106
  %57 = load i32, i32* %12, align 4, !dbg !107
  %58 = add nsw i32 %56, %57, !dbg !108
  %59 = sext i32 %58 to i64, !dbg !100
  %60 = getelementptr inbounds float, float* %50, i64 %59, !dbg !100
  %61 = load float, float* %60, align 4, !dbg !100
  %62 = load i32, i32* %10, align 4, !dbg !109
  %63 = sext i32 %62 to i64, !dbg !110
  %64 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]]* addrspacecast ([16 x [16 x float]] addrspace(3)* @_ZZ12matmul_tiledE2Bs to [16 x [16 x float]]*), i64 0, i64 %63, !dbg !110
  %65 = load i32, i32* %9, align 4, !dbg !111
  %66 = sext i32 %65 to i64, !dbg !110
  %67 = getelementptr inbounds [16 x float], [16 x float]* %64, i64 0, i64 %66, !dbg !110
  store float %61, float* %67, align 4, !dbg !112
  call void @llvm.nvvm.barrier0(), !dbg !113
  call void @llvm.dbg.declare(metadata i32* %15, metadata !114, metadata !DIExpression()), !dbg !116
  store i32 0, i32* %15, align 4, !dbg !116
  br label %68, !dbg !117

68:                                               ; preds = %89, %31
  %69 = load i32, i32* %15, align 4, !dbg !118
  %70 = icmp slt i32 %69, 16, !dbg !120
  br i1 %70, label %71, label %92, !dbg !121

71:                                               ; preds = %68
  %72 = load i32, i32* %10, align 4, !dbg !122
  %73 = sext i32 %72 to i64, !dbg !123
  %74 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]]* addrspacecast ([16 x [16 x float]] addrspace(3)* @_ZZ12matmul_tiledE2As to [16 x [16 x float]]*), i64 0, i64 %73, !dbg !123
  %75 = load i32, i32* %15, align 4, !dbg !124
  %76 = sext i32 %75 to i64, !dbg !123
  %77 = getelementptr inbounds [16 x float], [16 x float]* %74, i64 0, i64 %76, !dbg !123
  %78 = load float, float* %77, align 4, !dbg !123
  %79 = load i32, i32* %15, align 4, !dbg !125
  %80 = sext i32 %79 to i64, !dbg !126
  %81 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]]* addrspacecast ([16 x [16 x float]] addrspace(3)* @_ZZ12matmul_tiledE2Bs to [16 x [16 x float]]*), i64 0, i64 %80, !dbg !126
  %82 = load i32, i32* %9, align 4, !dbg !127
  %83 = sext i32 %82 to i64, !dbg !126
  %84 = getelementptr inbounds [16 x float], [16 x float]* %81, i64 0, i64 %83, !dbg !126
  %85 = load float, float* %84, align 4, !dbg !126
  %86 = fmul contract float %78, %85, !dbg !128
  %87 = load float, float* %13, align 4, !dbg !129
  %88 = fadd contract float %87, %86, !dbg !129
  store float %88, float* %13, align 4, !dbg !129
  br label %89, !dbg !130

89:                                               ; preds = %71
  %90 = load i32, i32* %15, align 4, !dbg !131
  %91 = add nsw i32 %90, 1, !dbg !131
  store i32 %91, i32* %15, align 4, !dbg !131
  br label %68, !dbg !132, !llvm.loop !133

92:                                               ; preds = %68
  call void @llvm.nvvm.barrier0(), !dbg !137
  br label %93, !dbg !138

93:                                               ; preds = %92
  %94 = load i32, i32* %14, align 4, !dbg !139
  %95 = add nsw i32 %94, 1, !dbg !139
  store i32 %95, i32* %14, align 4, !dbg !139
  br label %26, !dbg !140, !llvm.loop !141

96:                                               ; preds = %26
  %97 = load float, float* %13, align 4, !dbg !143
  %98 = load float*, float** %7, align 8, !dbg !144
  %99 = load i32, i32* %11, align 4, !dbg !145
  %100 = load i32, i32* %8, align 4, !dbg !146
  %101 = mul nsw i32 %99, %100, !dbg !147
  %102 = load i32, i32* %12, align 4, !dbg !148
  %103 = add nsw i32 %101, %102, !dbg !149
  %104 = sext i32 %103 to i64, !dbg !144
  %105 = getelementptr inbounds float, float* %98, i64 %104, !dbg !144
  store float %97, float* %105, align 4, !dbg !150
  ret void, !dbg !151
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { convergent nounwind }
attributes #3 = { nounwind readnone speculatable }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!11}
!nvvm.annotations = !{!19}
!llvm.module.flags = !{!20, !21, !22, !23, !24}
!llvm.ident = !{!25}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 8, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "As", scope: !2, file: !3, line: 8, type: !15, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "matmul_tiled", scope: !3, file: !3, line: 6, type: !4, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !11, retainedNodes: !18)
!3 = !DIFile(filename: "samples/matmul_tiled.cu", directory: ".")
!4 = !DISubroutineType(types: !5)
!5 = !{null, !6, !6, !9, !10}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !12, splitDebugInlining: false, nameTableKind: None)
!12 = !{!0, !13}
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression(DW_OP_constu, 8, DW_OP_swap, DW_OP_xderef))
!14 = distinct !DIGlobalVariable(name: "Bs", scope: !2, file: !3, line: 9, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 8192, elements: !16)
!16 = !{!17, !17}
!17 = !DISubrange(count: 16)
!18 = !{}
!19 = !{void (float*, float*, float*, i32)* @matmul_tiled, !"kernel", i32 1}
!20 = !{i32 7, !"Dwarf Version", i32 2}
!21 = !{i32 2, !"Debug Info Version", i32 3}
!22 = !{i32 1, !"wchar_size", i32 4}
!23 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!24 = !{i32 7, !"frame-pointer", i32 2}
!25 = !{!"Debian clang version 14.0.6"}
!26 = !DILocalVariable(name: "A", arg: 1, scope: !2, file: !3, line: 6, type: !6)
!27 = !DILocation(line: 6, column: 54, scope: !2)
!28 = !DILocalVariable(name: "B", arg: 2, scope: !2, file: !3, line: 6, type: !6)
!29 = !DILocation(line: 6, column: 70, scope: !2)
!30 = !DILocalVariable(name: "C", arg: 3, scope: !2, file: !3, line: 7, type: !9)
!31 = !DILocation(line: 7, column: 48, scope: !2)
!32 = !DILocalVariable(name: "n", arg: 4, scope: !2, file: !3, line: 7, type: !10)
!33 = !DILocation(line: 7, column: 55, scope: !2)
!34 = !DILocalVariable(name: "tx", scope: !2, file: !3, line: 10, type: !10)
!35 = !DILocation(line: 10, column: 7, scope: !2)
!36 = !DILocation(line: 44, column: 1, scope: !37, inlinedAt: !47)
!37 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_xEv", scope: !39, file: !38, line: 44, type: !42, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !11, declaration: !41, retainedNodes: !18)
!38 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!39 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_threadIdx_t", file: !38, line: 44, size: 8, flags: DIFlagTypePassByValue, elements: !40, identifier: "_ZTS16vgiw_threadIdx_t")
!40 = !{!41, !45, !46}
!41 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_xEv", scope: !39, file: !38, line: 44, type: !42, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!42 = !DISubroutineType(types: !43)
!43 = !{!44}
!44 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!45 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_yEv", scope: !39, file: !38, line: 44, type: !42, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!46 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_zEv", scope: !39, file: !38, line: 44, type: !42, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!47 = distinct !DILocation(line: 10, column: 12, scope: !2)
!48 = !DILocalVariable(name: "ty", scope: !2, file: !3, line: 10, type: !10)
!49 = !DILocation(line: 10, column: 25, scope: !2)
!50 = !DILocation(line: 44, column: 1, scope: !51, inlinedAt: !52)
!51 = distinct !DISubprogram(name: "__fetch_y", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_yEv", scope: !39, file: !38, line: 44, type: !42, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !11, declaration: !45, retainedNodes: !18)
!52 = distinct !DILocation(line: 10, column: 30, scope: !2)
!53 = !DILocalVariable(name: "row", scope: !2, file: !3, line: 11, type: !10)
!54 = !DILocation(line: 11, column: 7, scope: !2)
!55 = !DILocation(line: 45, column: 1, scope: !56, inlinedAt: !62)
!56 = distinct !DISubprogram(name: "__fetch_y", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_yEv", scope: !57, file: !38, line: 45, type: !42, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !11, declaration: !60, retainedNodes: !18)
!57 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_blockIdx_t", file: !38, line: 45, size: 8, flags: DIFlagTypePassByValue, elements: !58, identifier: "_ZTS15vgiw_blockIdx_t")
!58 = !{!59, !60, !61}
!59 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_xEv", scope: !57, file: !38, line: 45, type: !42, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!60 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_yEv", scope: !57, file: !38, line: 45, type: !42, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!61 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_zEv", scope: !57, file: !38, line: 45, type: !42, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!62 = distinct !DILocation(line: 11, column: 13, scope: !2)
!63 = !DILocation(line: 11, column: 24, scope: !2)
!64 = !DILocation(line: 11, column: 33, scope: !2)
!65 = !DILocation(line: 11, column: 31, scope: !2)
!66 = !DILocalVariable(name: "col", scope: !2, file: !3, line: 12, type: !10)
!67 = !DILocation(line: 12, column: 7, scope: !2)
!68 = !DILocation(line: 45, column: 1, scope: !69, inlinedAt: !70)
!69 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_xEv", scope: !57, file: !38, line: 45, type: !42, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !11, declaration: !59, retainedNodes: !18)
!70 = distinct !DILocation(line: 12, column: 13, scope: !2)
!71 = !DILocation(line: 12, column: 24, scope: !2)
!72 = !DILocation(line: 12, column: 33, scope: !2)
!73 = !DILocation(line: 12, column: 31, scope: !2)
!74 = !DILocalVariable(name: "acc", scope: !2, file: !3, line: 13, type: !8)
!75 = !DILocation(line: 13, column: 9, scope: !2)
!76 = !DILocalVariable(name: "t", scope: !77, file: !3, line: 14, type: !10)
!77 = distinct !DILexicalBlock(scope: !2, file: !3, line: 14, column: 3)
!78 = !DILocation(line: 14, column: 12, scope: !77)
!79 = !DILocation(line: 14, column: 8, scope: !77)
!80 = !DILocation(line: 14, column: 19, scope: !81)
!81 = distinct !DILexicalBlock(scope: !77, file: !3, line: 14, column: 3)
!82 = !DILocation(line: 14, column: 23, scope: !81)
!83 = !DILocation(line: 14, column: 25, scope: !81)
!84 = !DILocation(line: 14, column: 21, scope: !81)
!85 = !DILocation(line: 14, column: 3, scope: !77)
!86 = !DILocation(line: 15, column: 18, scope: !87)
!87 = distinct !DILexicalBlock(scope: !81, file: !3, line: 14, column: 38)
!88 = !DILocation(line: 15, column: 20, scope: !87)
!89 = !DILocation(line: 15, column: 26, scope: !87)
!90 = !DILocation(line: 15, column: 24, scope: !87)
!91 = !DILocation(line: 15, column: 30, scope: !87)
!92 = !DILocation(line: 15, column: 32, scope: !87)
!93 = !DILocation(line: 15, column: 28, scope: !87)
!94 = !DILocation(line: 15, column: 41, scope: !87)
!95 = !DILocation(line: 15, column: 39, scope: !87)
!96 = !DILocation(line: 15, column: 8, scope: !87)
!97 = !DILocation(line: 15, column: 5, scope: !87)
!98 = !DILocation(line: 15, column: 12, scope: !87)
!99 = !DILocation(line: 15, column: 16, scope: !87)
!100 = !DILocation(line: 16, column: 18, scope: !87)
!101 = !DILocation(line: 16, column: 21, scope: !87)
!102 = !DILocation(line: 16, column: 23, scope: !87)
!103 = !DILocation(line: 16, column: 32, scope: !87)
!104 = !DILocation(line: 16, column: 30, scope: !87)
!105 = !DILocation(line: 16, column: 38, scope: !87)
!106 = !DILocation(line: 16, column: 36, scope: !87)
!107 = !DILocation(line: 16, column: 42, scope: !87)
!108 = !DILocation(line: 16, column: 40, scope: !87)
!109 = !DILocation(line: 16, column: 8, scope: !87)
!110 = !DILocation(line: 16, column: 5, scope: !87)
!111 = !DILocation(line: 16, column: 12, scope: !87)
!112 = !DILocation(line: 16, column: 16, scope: !87)
!113 = !DILocation(line: 17, column: 5, scope: !87)
!114 = !DILocalVariable(name: "k", scope: !115, file: !3, line: 19, type: !10)
!115 = distinct !DILexicalBlock(scope: !87, file: !3, line: 19, column: 5)
!116 = !DILocation(line: 19, column: 14, scope: !115)
!117 = !DILocation(line: 19, column: 10, scope: !115)
!118 = !DILocation(line: 19, column: 21, scope: !119)
!119 = distinct !DILexicalBlock(scope: !115, file: !3, line: 19, column: 5)
!120 = !DILocation(line: 19, column: 23, scope: !119)
!121 = !DILocation(line: 19, column: 5, scope: !115)
!122 = !DILocation(line: 20, column: 17, scope: !119)
!123 = !DILocation(line: 20, column: 14, scope: !119)
!124 = !DILocation(line: 20, column: 21, scope: !119)
!125 = !DILocation(line: 20, column: 29, scope: !119)
!126 = !DILocation(line: 20, column: 26, scope: !119)
!127 = !DILocation(line: 20, column: 32, scope: !119)
!128 = !DILocation(line: 20, column: 24, scope: !119)
!129 = !DILocation(line: 20, column: 11, scope: !119)
!130 = !DILocation(line: 20, column: 7, scope: !119)
!131 = !DILocation(line: 19, column: 32, scope: !119)
!132 = !DILocation(line: 19, column: 5, scope: !119)
!133 = distinct !{!133, !121, !134, !135, !136}
!134 = !DILocation(line: 20, column: 34, scope: !115)
!135 = !{!"llvm.loop.mustprogress"}
!136 = !{!"llvm.loop.unroll.enable"}
!137 = !DILocation(line: 21, column: 5, scope: !87)
!138 = !DILocation(line: 22, column: 3, scope: !87)
!139 = !DILocation(line: 14, column: 34, scope: !81)
!140 = !DILocation(line: 14, column: 3, scope: !81)
!141 = distinct !{!141, !85, !142, !135}
!142 = !DILocation(line: 22, column: 3, scope: !77)
!143 = !DILocation(line: 23, column: 22, scope: !2)
!144 = !DILocation(line: 23, column: 3, scope: !2)
!145 = !DILocation(line: 23, column: 5, scope: !2)
!146 = !DILocation(line: 23, column: 11, scope: !2)
!147 = !DILocation(line: 23, column: 9, scope: !2)
!148 = !DILocation(line: 23, column: 15, scope: !2)
!149 = !DILocation(line: 23, column: 13, scope: !2)
!150 = !DILocation(line: 23, column: 20, scope: !2)
!151 = !DILocation(line: 24, column: 1, scope: !2)
