; ModuleID = 'samples/conv3x3_stream.cu'
source_filename = "samples/conv3x3_stream.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.vgiw_blockIdx_t = type { i8 }
%struct.vgiw_blockDim_t = type { i8 }
%struct.vgiw_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.vgiw_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.vgiw_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.vgiw_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @conv3x3_stream(float* noalias noundef %0, float* noalias noundef %1, i64 noundef %2) #0 !dbg !11 {
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  %15 = alloca float, align 4
  %16 = alloca float, align 4
  %17 = alloca float, align 4
  %18 = alloca float, align 4
  %19 = alloca float, align 4
  %20 = alloca float, align 4
  %21 = alloca float, align 4
  %22 = alloca float*, align 8
  %23 = alloca float*, align 8
  %24 = alloca i64, align 8
  %25 = alloca i64, align 8
  %26 = alloca float*, align 8
  %27 = alloca float, align 4
  %28 = alloca float, align 4
  %29 = alloca float, align 4
  store float* %0, float** %22, align 8
  call void @llvm.dbg.declare(metadata float** %22, metadata !21, metadata !DIExpression()), !dbg !22
  store float* %1, float** %23, align 8
  call void @llvm.dbg.declare(metadata float** %23, metadata !23, metadata !DIExpression()), !dbg !24
  store i64 %2, i64* %24, align 8
  call void @llvm.dbg.declare(metadata i64* %24, metadata !25, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.declare(metadata i64* %25, metadata !27, metadata !DIExpression()), !dbg !28
  %30 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !29
  %31 = zext i32 %30 to i64, !dbg !41
  %32 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3, !dbg !42
  %33 = zext i32 %32 to i64, !dbg !50
  %34 = mul nsw i64 %31, %33, !dbg !51
  %35 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !52
  %36 = zext i32 %35 to i64, !dbg !60
  %37 = add nsw i64 %34, %36, !dbg !61
  store i64 %37, i64* %25, align 8, !dbg !28
  %38 = load i64, i64* %25, align 8, !dbg !62
  %39 = load i64, i64* %24, align 8, !dbg !64
  %40 = icmp slt i64 %38, %39, !dbg !65
  br i1 %40, label %41, label %113, !dbg !66

41:                                               ; preds = %3
  call void @llvm.dbg.declare(metadata float** %26, metadata !67, metadata !DIExpression()), !dbg !69
  %42 = load float*, float** %22, align 8, !dbg !70
  %43 = load i64, i64* %25, align 8, !dbg !71
  %44 = getelementptr inbounds float, float* %42, i64 %43, !dbg !72
  store float* %44, float** %26, align 8, !dbg !69
  call void @llvm.dbg.declare(metadata float* %27, metadata !73, metadata !DIExpression()), !dbg !74
  %45 = load float*, float** %26, align 8, !dbg !75
  %46 = getelementptr inbounds float, float* %45, i64 0, !dbg !75
  %47 = load float, float* %46, align 4, !dbg !75
  %48 = fmul contract float 6.250000e-02, %47, !dbg !76
  store float %48, float* %27, align 4, !dbg !74
  %49 = load float*, float** %26, align 8, !dbg !77
  %50 = getelementptr inbounds float, float* %49, i64 1, !dbg !77
  %51 = load float, float* %50, align 4, !dbg !77
  %52 = load float, float* %27, align 4, !dbg !78
  store float 1.250000e-01, float* %4, align 4
  call void @llvm.dbg.declare(metadata float* %4, metadata !79, metadata !DIExpression()) #3, !dbg !83
  store float %51, float* %5, align 4
  call void @llvm.dbg.declare(metadata float* %5, metadata !85, metadata !DIExpression()) #3, !dbg !86
  store float %52, float* %6, align 4
  call void @llvm.dbg.declare(metadata float* %6, metadata !87, metadata !DIExpression()) #3, !dbg !88
  %53 = load float, float* %4, align 4, !dbg !89
  %54 = load float, float* %5, align 4, !dbg !90
  %55 = load float, float* %6, align 4, !dbg !91
  %56 = call contract float @llvm.fma.f32(float %53, float %54, float %55) #3, !dbg !92
  store float %56, float* %27, align 4, !dbg !93
  %57 = load float*, float** %26, align 8, !dbg !94
  %58 = getelementptr inbounds float, float* %57, i64 2, !dbg !94
  %59 = load float, float* %58, align 4, !dbg !94
  %60 = load float, float* %27, align 4, !dbg !95
  store float 6.250000e-02, float* %7, align 4
  call void @llvm.dbg.declare(metadata float* %7, metadata !79, metadata !DIExpression()) #3, !dbg !96
  store float %59, float* %8, align 4
  call void @llvm.dbg.declare(metadata float* %8, metadata !85, metadata !DIExpression()) #3, !dbg !98
  store float %60, float* %9, align 4
  call void @llvm.dbg.declare(metadata float* %9, metadata !87, metadata !DIExpression()) #3, !dbg !99
  %61 = load float, float* %7, align 4, !dbg !100
  %62 = load float, float* %8, align 4, !dbg !101
  %63 = load float, float* %9, align 4, !dbg !102
  %64 = call contract float @llvm.fma.f32(float %61, float %62, float %63) #3, !dbg !103
  store float %64, float* %27, align 4, !dbg !104
  call void @llvm.dbg.declare(metadata float* %28, metadata !105, metadata !DIExpression()), !dbg !106
  %65 = load float*, float** %26, align 8, !dbg !107
  %66 = getelementptr inbounds float, float* %65, i64 514, !dbg !107
  %67 = load float, float* %66, align 4, !dbg !107
  %68 = fmul contract float 1.250000e-01, %67, !dbg !108
  store float %68, float* %28, align 4, !dbg !106
  %69 = load float*, float** %26, align 8, !dbg !109
  %70 = getelementptr inbounds float, float* %69, i64 515, !dbg !109
  %71 = load float, float* %70, align 4, !dbg !109
  %72 = load float, float* %28, align 4, !dbg !110
  store float 2.500000e-01, float* %10, align 4
  call void @llvm.dbg.declare(metadata float* %10, metadata !79, metadata !DIExpression()) #3, !dbg !111
  store float %71, float* %11, align 4
  call void @llvm.dbg.declare(metadata float* %11, metadata !85, metadata !DIExpression()) #3, !dbg !113
  store float %72, float* %12, align 4
  call void @llvm.dbg.declare(metadata float* %12, metadata !87, metadata !DIExpression()) #3, !dbg !114
  %73 = load float, float* %10, align 4, !dbg !115
  %74 = load float, float* %11, align 4, !dbg !116
  %75 = load float, float* %12, align 4, !dbg !117
  %76 = call contract float @llvm.fma.f32(float %73, float %74, float %75) #3, !dbg !118
  store float %76, float* %28, align 4, !dbg !119
  %77 = load float*, float** %26, align 8, !dbg !120
  %78 = getelementptr inbounds float, float* %77, i64 516, !dbg !120
  %79 = load float, float* %78, align 4, !dbg !120
  %80 = load float, float* %28, align 4, !dbg !121
  store float 1.250000e-01, float* %13, align 4
  call void @llvm.dbg.declare(metadata float* %13, metadata !79, metadata !DIExpression()) #3, !dbg !122
  store float %79, float* %14, align 4
  call void @llvm.dbg.declare(metadata float* %14, metadata !85, metadata !DIExpression()) #3, !dbg !124
  store float %80, float* %15, align 4
  call void @llvm.dbg.declare(metadata float* %15, metadata !87, metadata !DIExpression()) #3, !dbg !125
  %81 = load float, float* %13, align 4, !dbg !126
  %82 = load float, float* %14, align 4, !dbg !127
  %83 = load float, float* %15, align 4, !dbg !128
  %84 = call contract float @llvm.fma.f32(float %81, float %82, float %83) #3, !dbg !129
  store float %84, float* %28, align 4, !dbg !130
  call void @llvm.dbg.declare(metadata float* %29, metadata !131, metadata !DIExpression()), !dbg !132
  %85 = load float*, float** %26, align 8, !dbg !133
  %86 = getelementptr inbounds float, float* %85, i64 1028, !dbg !133
  %87 = load float, float* %86, align 4, !dbg !133
  %88 = fmul contract float 6.250000e-02, %87, !dbg !134
  store float %88, float* %29, align 4, !dbg !132
  %89 = load float*, float** %26, align 8, !dbg !135
  %90 = getelementptr inbounds float, float* %89, i64 1029, !dbg !135
  %91 = load float, float* %90, align 4, !dbg !135
  %92 = load float, float* %29, align 4, !dbg !136
  store float 1.250000e-01, float* %16, align 4
  call void @llvm.dbg.declare(metadata float* %16, metadata !79, metadata !DIExpression()) #3, !dbg !137
  store float %91, float* %17, align 4
  call void @llvm.dbg.declare(metadata float* %17, metadata !85, metadata !DIExpression()) #3, !dbg !139
  store float %92, float* %18, align 4
  call void @llvm.dbg.declare(metadata float* %18, metadata !87, metadata !DIExpression()) #3, !dbg !140
  %93 = load float, float* %16, align 4, !dbg !141
  %94 = load float, float* %17, align 4, !dbg !142
  %95 = load float, float* %18, align 4, !dbg !143
  %96 = call contract float @llvm.fma.f32(float %93, float %94, float %95) #3, !dbg !144
  store float %96, float* %29, align 4, !dbg !145
  %97 = load float*, float** %26, align 8, !dbg !146
  %98 = getelementptr inbounds float, float* %97, i64 1030, !dbg !146
  %99 = load float, float* %98, align 4, !dbg !146
  %100 = load float, float* %29, align 4, !dbg !147
  store float 6.250000e-02, float* %19, align 4
  call void @llvm.dbg.declare(metadata float* %19, metadata !79, metadata !DIExpression()) #3, !dbg !148
  store float %99, float* %20, align 4
  call void @llvm.dbg.declare(metadata float* %20, metadata !85, metadata !DIExpression()) #3, !dbg !150
  store float %100, float* %21, align 4
  call void @llvm.dbg.declare(metadata float* %21, metadata !87, metadata !DIExpression()) #3, !dbg !151
  %101 = load float, float* %19, align 4, !dbg !152
  %102 = load float, float* %20, align 4, !dbg !153
  %103 = load float, float* %21, align 4, !dbg !154
  %104 = call contract float @llvm.fma.f32(float %101, float %102, float %103) #3, !dbg !155
  store float %104, float* %29, align 4, !dbg !156
  %105 = load float, float* %27, align 4, !dbg !157
  %106 = load float, float* %28, align 4, !dbg !158
  %107 = fadd contract float %105, %106, !dbg !159
  %108 = load float, float* %29, align 4, !dbg !160
  %109 = fadd contract float %107, %108, !dbg !161
  %110 = load float*, float** %23, align 8, !dbg !162
  %111 = load i64, i64* %25, align 8, !dbg !163
  %112 = getelementptr inbounds float, float* %110, i64 %111, !dbg !162
  store float %109, float* %112, align 4, !dbg !164
  br label %113, !dbg !165

113:                                              ; preds = %41, %3
  ret void, !dbg !166
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fma.f32(float, float, float) #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readnone speculatable }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!4}
!llvm.module.flags = !{!5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/conv3x3_stream.cu", directory: ".")
!2 = !{!3}
!3 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!4 = !{void (float*, float*, i64)* @conv3x3_stream, !"kernel", i32 1}
!5 = !{i32 7, !"Dwarf Version", i32 2}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "conv3x3_stream", scope: !1, file: !1, line: 20, type: !12, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !20)
!12 = !DISubroutineType(types: !13)
!13 = !{null, !14, !18, !3}
!14 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !15)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!17 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!18 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !19)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!20 = !{}
!21 = !DILocalVariable(name: "in", arg: 1, scope: !11, file: !1, line: 20, type: !14)
!22 = !DILocation(line: 20, column: 69, scope: !11)
!23 = !DILocalVariable(name: "out", arg: 2, scope: !11, file: !1, line: 21, type: !18)
!24 = !DILocation(line: 21, column: 63, scope: !11)
!25 = !DILocalVariable(name: "n", arg: 3, scope: !11, file: !1, line: 21, type: !3)
!26 = !DILocation(line: 21, column: 73, scope: !11)
!27 = !DILocalVariable(name: "i", scope: !11, file: !1, line: 22, type: !3)
!28 = !DILocation(line: 22, column: 8, scope: !11)
!29 = !DILocation(line: 45, column: 1, scope: !30, inlinedAt: !40)
!30 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_xEv", scope: !32, file: !31, line: 45, type: !35, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !34, retainedNodes: !20)
!31 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!32 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_blockIdx_t", file: !31, line: 45, size: 8, flags: DIFlagTypePassByValue, elements: !33, identifier: "_ZTS15vgiw_blockIdx_t")
!33 = !{!34, !38, !39}
!34 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_xEv", scope: !32, file: !31, line: 45, type: !35, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!35 = !DISubroutineType(types: !36)
!36 = !{!37}
!37 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!38 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_yEv", scope: !32, file: !31, line: 45, type: !35, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!39 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_zEv", scope: !32, file: !31, line: 45, type: !35, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!40 = distinct !DILocation(line: 22, column: 18, scope: !11)
!41 = !DILocation(line: 22, column: 18, scope: !11)
!42 = !DILocation(line: 46, column: 1, scope: !43, inlinedAt: !49)
!43 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockDim_t9__fetch_xEv", scope: !44, file: !31, line: 46, type: !35, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !46, retainedNodes: !20)
!44 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_blockDim_t", file: !31, line: 46, size: 8, flags: DIFlagTypePassByValue, elements: !45, identifier: "_ZTS15vgiw_blockDim_t")
!45 = !{!46, !47, !48}
!46 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockDim_t9__fetch_xEv", scope: !44, file: !31, line: 46, type: !35, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!47 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN15vgiw_blockDim_t9__fetch_yEv", scope: !44, file: !31, line: 46, type: !35, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!48 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN15vgiw_blockDim_t9__fetch_zEv", scope: !44, file: !31, line: 46, type: !35, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!49 = distinct !DILocation(line: 22, column: 31, scope: !11)
!50 = !DILocation(line: 22, column: 31, scope: !11)
!51 = !DILocation(line: 22, column: 29, scope: !11)
!52 = !DILocation(line: 44, column: 1, scope: !53, inlinedAt: !59)
!53 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_xEv", scope: !54, file: !31, line: 44, type: !35, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !56, retainedNodes: !20)
!54 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_threadIdx_t", file: !31, line: 44, size: 8, flags: DIFlagTypePassByValue, elements: !55, identifier: "_ZTS16vgiw_threadIdx_t")
!55 = !{!56, !57, !58}
!56 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_xEv", scope: !54, file: !31, line: 44, type: !35, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!57 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_yEv", scope: !54, file: !31, line: 44, type: !35, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!58 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_zEv", scope: !54, file: !31, line: 44, type: !35, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!59 = distinct !DILocation(line: 22, column: 44, scope: !11)
!60 = !DILocation(line: 22, column: 44, scope: !11)
!61 = !DILocation(line: 22, column: 42, scope: !11)
!62 = !DILocation(line: 23, column: 7, scope: !63)
!63 = distinct !DILexicalBlock(scope: !11, file: !1, line: 23, column: 7)
!64 = !DILocation(line: 23, column: 11, scope: !63)
!65 = !DILocation(line: 23, column: 9, scope: !63)
!66 = !DILocation(line: 23, column: 7, scope: !11)
!67 = !DILocalVariable(name: "p", scope: !68, file: !1, line: 24, type: !15)
!68 = distinct !DILexicalBlock(scope: !63, file: !1, line: 23, column: 14)
!69 = !DILocation(line: 24, column: 18, scope: !68)
!70 = !DILocation(line: 24, column: 22, scope: !68)
!71 = !DILocation(line: 24, column: 27, scope: !68)
!72 = !DILocation(line: 24, column: 25, scope: !68)
!73 = !DILocalVariable(name: "r0", scope: !68, file: !1, line: 25, type: !17)
!74 = !DILocation(line: 25, column: 11, scope: !68)
!75 = !DILocation(line: 25, column: 26, scope: !68)
!76 = !DILocation(line: 25, column: 24, scope: !68)
!77 = !DILocation(line: 26, column: 23, scope: !68)
!78 = !DILocation(line: 26, column: 29, scope: !68)
!79 = !DILocalVariable(name: "a", arg: 1, scope: !80, file: !31, line: 173, type: !17)
!80 = distinct !DISubprogram(name: "fmaf", linkageName: "_ZL4fmaffff", scope: !31, file: !31, line: 173, type: !81, scopeLine: 173, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
!81 = !DISubroutineType(types: !82)
!82 = !{!17, !17, !17, !17}
!83 = !DILocation(line: 173, column: 27, scope: !80, inlinedAt: !84)
!84 = distinct !DILocation(line: 26, column: 10, scope: !68)
!85 = !DILocalVariable(name: "b", arg: 2, scope: !80, file: !31, line: 173, type: !17)
!86 = !DILocation(line: 173, column: 36, scope: !80, inlinedAt: !84)
!87 = !DILocalVariable(name: "c", arg: 3, scope: !80, file: !31, line: 173, type: !17)
!88 = !DILocation(line: 173, column: 45, scope: !80, inlinedAt: !84)
!89 = !DILocation(line: 173, column: 72, scope: !80, inlinedAt: !84)
!90 = !DILocation(line: 173, column: 75, scope: !80, inlinedAt: !84)
!91 = !DILocation(line: 173, column: 78, scope: !80, inlinedAt: !84)
!92 = !DILocation(line: 173, column: 57, scope: !80, inlinedAt: !84)
!93 = !DILocation(line: 26, column: 8, scope: !68)
!94 = !DILocation(line: 27, column: 24, scope: !68)
!95 = !DILocation(line: 27, column: 30, scope: !68)
!96 = !DILocation(line: 173, column: 27, scope: !80, inlinedAt: !97)
!97 = distinct !DILocation(line: 27, column: 10, scope: !68)
!98 = !DILocation(line: 173, column: 36, scope: !80, inlinedAt: !97)
!99 = !DILocation(line: 173, column: 45, scope: !80, inlinedAt: !97)
!100 = !DILocation(line: 173, column: 72, scope: !80, inlinedAt: !97)
!101 = !DILocation(line: 173, column: 75, scope: !80, inlinedAt: !97)
!102 = !DILocation(line: 173, column: 78, scope: !80, inlinedAt: !97)
!103 = !DILocation(line: 173, column: 57, scope: !80, inlinedAt: !97)
!104 = !DILocation(line: 27, column: 8, scope: !68)
!105 = !DILocalVariable(name: "r1", scope: !68, file: !1, line: 28, type: !17)
!106 = !DILocation(line: 28, column: 11, scope: !68)
!107 = !DILocation(line: 28, column: 25, scope: !68)
!108 = !DILocation(line: 28, column: 23, scope: !68)
!109 = !DILocation(line: 29, column: 22, scope: !68)
!110 = !DILocation(line: 29, column: 33, scope: !68)
!111 = !DILocation(line: 173, column: 27, scope: !80, inlinedAt: !112)
!112 = distinct !DILocation(line: 29, column: 10, scope: !68)
!113 = !DILocation(line: 173, column: 36, scope: !80, inlinedAt: !112)
!114 = !DILocation(line: 173, column: 45, scope: !80, inlinedAt: !112)
!115 = !DILocation(line: 173, column: 72, scope: !80, inlinedAt: !112)
!116 = !DILocation(line: 173, column: 75, scope: !80, inlinedAt: !112)
!117 = !DILocation(line: 173, column: 78, scope: !80, inlinedAt: !112)
!118 = !DILocation(line: 173, column: 57, scope: !80, inlinedAt: !112)
!119 = !DILocation(line: 29, column: 8, scope: !68)
!120 = !DILocation(line: 30, column: 23, scope: !68)
!121 = !DILocation(line: 30, column: 34, scope: !68)
!122 = !DILocation(line: 173, column: 27, scope: !80, inlinedAt: !123)
!123 = distinct !DILocation(line: 30, column: 10, scope: !68)
!124 = !DILocation(line: 173, column: 36, scope: !80, inlinedAt: !123)
!125 = !DILocation(line: 173, column: 45, scope: !80, inlinedAt: !123)
!126 = !DILocation(line: 173, column: 72, scope: !80, inlinedAt: !123)
!127 = !DILocation(line: 173, column: 75, scope: !80, inlinedAt: !123)
!128 = !DILocation(line: 173, column: 78, scope: !80, inlinedAt: !123)
!129 = !DILocation(line: 173, column: 57, scope: !80, inlinedAt: !123)
!130 = !DILocation(line: 30, column: 8, scope: !68)
!131 = !DILocalVariable(name: "r2", scope: !68, file: !1, line: 31, type: !17)
!132 = !DILocation(line: 31, column: 11, scope: !68)
!133 = !DILocation(line: 31, column: 26, scope: !68)
!134 = !DILocation(line: 31, column: 24, scope: !68)
!135 = !DILocation(line: 32, column: 23, scope: !68)
!136 = !DILocation(line: 32, column: 38, scope: !68)
!137 = !DILocation(line: 173, column: 27, scope: !80, inlinedAt: !138)
!138 = distinct !DILocation(line: 32, column: 10, scope: !68)
!139 = !DILocation(line: 173, column: 36, scope: !80, inlinedAt: !138)
!140 = !DILocation(line: 173, column: 45, scope: !80, inlinedAt: !138)
!141 = !DILocation(line: 173, column: 72, scope: !80, inlinedAt: !138)
!142 = !DILocation(line: 173, column: 75, scope: !80, inlinedAt: !138)
!143 = !DILocation(line: 173, column: 78, scope: !80, inlinedAt: !138)
!144 = !DILocation(line: 173, column: 57, scope: !80, inlinedAt: !138)
!145 = !DILocation(line: 32, column: 8, scope: !68)
!146 = !DILocation(line: 33, column: 24, scope: !68)
!147 = !DILocation(line: 33, column: 39, scope: !68)
!148 = !DILocation(line: 173, column: 27, scope: !80, inlinedAt: !149)
!149 = distinct !DILocation(line: 33, column: 10, scope: !68)
!150 = !DILocation(line: 173, column: 36, scope: !80, inlinedAt: !149)
!151 = !DILocation(line: 173, column: 45, scope: !80, inlinedAt: !149)
!152 = !DILocation(line: 173, column: 72, scope: !80, inlinedAt: !149)
!153 = !DILocation(line: 173, column: 75, scope: !80, inlinedAt: !149)
!154 = !DILocation(line: 173, column: 78, scope: !80, inlinedAt: !149)
!155 = !DILocation(line: 173, column: 57, scope: !80, inlinedAt: !149)
!156 = !DILocation(line: 33, column: 8, scope: !68)
!157 = !DILocation(line: 34, column: 14, scope: !68)
!158 = !DILocation(line: 34, column: 19, scope: !68)
!159 = !DILocation(line: 34, column: 17, scope: !68)
!160 = !DILocation(line: 34, column: 24, scope: !68)
!161 = !DILocation(line: 34, column: 22, scope: !68)
!162 = !DILocation(line: 34, column: 5, scope: !68)
!163 = !DILocation(line: 34, column: 9, scope: !68)
!164 = !DILocation(line: 34, column: 12, scope: !68)
!165 = !DILocation(line: 35, column: 3, scope: !68)
!166 = !DILocation(line: 36, column: 1, scope: !11)
