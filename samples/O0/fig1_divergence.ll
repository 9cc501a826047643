; ModuleID = 'samples/fig1_divergence.cu'
source_filename = "samples/fig1_divergence.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.vgiw_blockIdx_t = type { i8 }
%struct.vgiw_blockDim_t = type { i8 }
%struct.vgiw_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.vgiw_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.vgiw_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.vgiw_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @fig1_divergence(float* noundef %0, i32* noundef %1, float* noundef %2) #0 !dbg !11 {
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca float*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca float*, align 8
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca i32, align 4
  %14 = alloca float, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca float, align 4
  store float* %0, float** %8, align 8
  call void @llvm.dbg.declare(metadata float** %8, metadata !21, metadata !DIExpression()), !dbg !22
  store i32* %1, i32** %9, align 8
  call void @llvm.dbg.declare(metadata i32** %9, metadata !23, metadata !DIExpression()), !dbg !24
  store float* %2, float** %10, align 8
  call void @llvm.dbg.declare(metadata float** %10, metadata !25, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.declare(metadata i32* %11, metadata !27, metadata !DIExpression()), !dbg !28
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4, !dbg !29
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4, !dbg !41
  %20 = mul i32 %18, %19, !dbg !49
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4, !dbg !50
  %22 = add i32 %20, %21, !dbg !58
  store i32 %22, i32* %11, align 4, !dbg !28
  call void @llvm.dbg.declare(metadata float* %12, metadata !59, metadata !DIExpression()), !dbg !60
  %23 = load float*, float** %8, align 8, !dbg !61
  %24 = load i32, i32* %11, align 4, !dbg !62
  %25 = sext i32 %24 to i64, !dbg !61
  %26 = getelementptr inbounds float, float* %23, i64 %25, !dbg !61
  %27 = load float, float* %26, align 4, !dbg !61
  store float %27, float* %12, align 4, !dbg !60
  call void @llvm.dbg.declare(metadata i32* %13, metadata !63, metadata !DIExpression()), !dbg !64
  %28 = load i32*, i32** %9, align 8, !dbg !65
  %29 = load i32, i32* %11, align 4, !dbg !66
  %30 = sext i32 %29 to i64, !dbg !65
  %31 = getelementptr inbounds i32, i32* %28, i64 %30, !dbg !65
  %32 = load i32, i32* %31, align 4, !dbg !65
  store i32 %32, i32* %13, align 4, !dbg !64
  call void @llvm.dbg.declare(metadata float* %14, metadata !67, metadata !DIExpression()), !dbg !68
  %33 = load i32, i32* %13, align 4, !dbg !69
  %34 = icmp sgt i32 %33, 0, !dbg !71
  br i1 %34, label %35, label %40, !dbg !72

35:                                               ; preds = %3
  %36 = load float, float* %12, align 4, !dbg !73
  store float %36, float* %7, align 4
  call void @llvm.dbg.declare(metadata float* %7, metadata !75, metadata !DIExpression()) #4, !dbg !79
  %37 = load float, float* %7, align 4, !dbg !81
  %38 = call contract float @__nv_expf(float noundef %37) #5, !dbg !82
  %39 = fmul contract float %38, 5.000000e-01, !dbg !83
  store float %39, float* %14, align 4, !dbg !84
  br label %68, !dbg !85

40:                                               ; preds = %3
  call void @llvm.dbg.declare(metadata i32* %15, metadata !86, metadata !DIExpression()), !dbg !88
  %41 = load i32, i32* %13, align 4, !dbg !89
  %42 = sub nsw i32 0, %41, !dbg !90
  %43 = sdiv i32 %42, 3, !dbg !91
  store i32 %43, i32* %15, align 4, !dbg !88
  call void @llvm.dbg.declare(metadata i32* %16, metadata !92, metadata !DIExpression()), !dbg !93
  %44 = load i32, i32* %13, align 4, !dbg !94
  %45 = sub nsw i32 0, %44, !dbg !95
  %46 = srem i32 %45, 3, !dbg !96
  store i32 %46, i32* %16, align 4, !dbg !93
  call void @llvm.dbg.declare(metadata float* %17, metadata !97, metadata !DIExpression()), !dbg !98
  %47 = load float, float* %12, align 4, !dbg !99
  %48 = load i32, i32* %15, align 4, !dbg !100
  %49 = sitofp i32 %48 to float, !dbg !100
  %50 = fmul contract float %47, %49, !dbg !101
  store float %50, float* %17, align 4, !dbg !98
  %51 = load i32, i32* %16, align 4, !dbg !102
  %52 = icmp eq i32 %51, 0, !dbg !104
  br i1 %52, label %53, label %57, !dbg !105

53:                                               ; preds = %40
  %54 = load float, float* %17, align 4, !dbg !106
  store float %54, float* %6, align 4
  call void @llvm.dbg.declare(metadata float* %6, metadata !108, metadata !DIExpression()) #4, !dbg !110
  %55 = load float, float* %6, align 4, !dbg !112
  %56 = call contract float @__nv_sinf(float noundef %55) #5, !dbg !113
  store float %56, float* %14, align 4, !dbg !114
  br label %67, !dbg !115

57:                                               ; preds = %40
  %58 = load float, float* %17, align 4, !dbg !116
  store float %58, float* %4, align 4
  call void @llvm.dbg.declare(metadata float* %4, metadata !118, metadata !DIExpression()) #4, !dbg !120
  %59 = load float, float* %4, align 4, !dbg !122
  %60 = call contract float @llvm.fabs.f32(float %59) #4, !dbg !123
  %61 = fadd contract float %60, 1.000000e+00, !dbg !124
  store float %61, float* %5, align 4
  call void @llvm.dbg.declare(metadata float* %5, metadata !125, metadata !DIExpression()) #4, !dbg !127
  %62 = load float, float* %5, align 4, !dbg !129
  %63 = call contract float @__nv_logf(float noundef %62) #5, !dbg !130
  %64 = load i32, i32* %16, align 4, !dbg !131
  %65 = sitofp i32 %64 to float, !dbg !131
  %66 = fmul contract float %63, %65, !dbg !132
  store float %66, float* %14, align 4, !dbg !133
  br label %67

67:                                               ; preds = %57, %53
  br label %68

68:                                               ; preds = %67, %35
  %69 = load float, float* %14, align 4, !dbg !134
  %70 = load float, float* %12, align 4, !dbg !135
  %71 = fadd contract float %69, %70, !dbg !136
  %72 = load float*, float** %10, align 8, !dbg !137
  %73 = load i32, i32* %11, align 4, !dbg !138
  %74 = sext i32 %73 to i64, !dbg !137
  %75 = getelementptr inbounds float, float* %72, i64 %74, !dbg !137
  store float %71, float* %75, align 4, !dbg !139
  ret void, !dbg !140
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_expf(float noundef) #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_sinf(float noundef) #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_logf(float noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fabs.f32(float) #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readnone speculatable }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #4 = { nounwind }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!4}
!llvm.module.flags = !{!5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/fig1_divergence.cu", directory: ".")
!2 = !{!3}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = !{void (float*, i32*, float*)* @fig1_divergence, !"kernel", i32 1}
!5 = !{i32 7, !"Dwarf Version", i32 2}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "fig1_divergence", scope: !1, file: !1, line: 4, type: !12, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !20)
!12 = !DISubroutineType(types: !13)
!13 = !{null, !14, !16, !19}
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !18)
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!20 = !{}
!21 = !DILocalVariable(name: "in", arg: 1, scope: !11, file: !1, line: 4, type: !14)
!22 = !DILocation(line: 4, column: 57, scope: !11)
!23 = !DILocalVariable(name: "sel", arg: 2, scope: !11, file: !1, line: 4, type: !16)
!24 = !DILocation(line: 4, column: 72, scope: !11)
!25 = !DILocalVariable(name: "out", arg: 3, scope: !11, file: !1, line: 5, type: !19)
!26 = !DILocation(line: 5, column: 51, scope: !11)
!27 = !DILocalVariable(name: "tid", scope: !11, file: !1, line: 7, type: !18)
!28 = !DILocation(line: 7, column: 7, scope: !11)
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
!40 = distinct !DILocation(line: 7, column: 13, scope: !11)
!41 = !DILocation(line: 46, column: 1, scope: !42, inlinedAt: !48)
!42 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockDim_t9__fetch_xEv", scope: !43, file: !31, line: 46, type: !35, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !45, retainedNodes: !20)
!43 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_blockDim_t", file: !31, line: 46, size: 8, flags: DIFlagTypePassByValue, elements: !44, identifier: "_ZTS15vgiw_blockDim_t")
!44 = !{!45, !46, !47}
!45 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockDim_t9__fetch_xEv", scope: !43, file: !31, line: 46, type: !35, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!46 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN15vgiw_blockDim_t9__fetch_yEv", scope: !43, file: !31, line: 46, type: !35, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!47 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN15vgiw_blockDim_t9__fetch_zEv", scope: !43, file: !31, line: 46, type: !35, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!48 = distinct !DILocation(line: 7, column: 26, scope: !11)
!49 = !DILocation(line: 7, column: 24, scope: !11)
!50 = !DILocation(line: 44, column: 1, scope: !51, inlinedAt: !57)
!51 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_xEv", scope: !52, file: !31, line: 44, type: !35, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !54, retainedNodes: !20)
!52 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_threadIdx_t", file: !31, line: 44, size: 8, flags: DIFlagTypePassByValue, elements: !53, identifier: "_ZTS16vgiw_threadIdx_t")
!53 = !{!54, !55, !56}
!54 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_xEv", scope: !52, file: !31, line: 44, type: !35, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!55 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_yEv", scope: !52, file: !31, line: 44, type: !35, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!56 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_zEv", scope: !52, file: !31, line: 44, type: !35, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!57 = distinct !DILocation(line: 7, column: 39, scope: !11)
!58 = !DILocation(line: 7, column: 37, scope: !11)
!59 = !DILocalVariable(name: "x", scope: !11, file: !1, line: 8, type: !3)
!60 = !DILocation(line: 8, column: 9, scope: !11)
!61 = !DILocation(line: 8, column: 13, scope: !11)
!62 = !DILocation(line: 8, column: 16, scope: !11)
!63 = !DILocalVariable(name: "s", scope: !11, file: !1, line: 9, type: !18)
!64 = !DILocation(line: 9, column: 7, scope: !11)
!65 = !DILocation(line: 9, column: 11, scope: !11)
!66 = !DILocation(line: 9, column: 15, scope: !11)
!67 = !DILocalVariable(name: "r", scope: !11, file: !1, line: 10, type: !3)
!68 = !DILocation(line: 10, column: 9, scope: !11)
!69 = !DILocation(line: 11, column: 7, scope: !70)
!70 = distinct !DILexicalBlock(scope: !11, file: !1, line: 11, column: 7)
!71 = !DILocation(line: 11, column: 9, scope: !70)
!72 = !DILocation(line: 11, column: 7, scope: !11)
!73 = !DILocation(line: 13, column: 14, scope: !74)
!74 = distinct !DILexicalBlock(scope: !70, file: !1, line: 11, column: 14)
!75 = !DILocalVariable(name: "x", arg: 1, scope: !76, file: !31, line: 149, type: !3)
!76 = distinct !DISubprogram(name: "expf", linkageName: "_ZL4expff", scope: !31, file: !31, line: 149, type: !77, scopeLine: 149, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
!77 = !DISubroutineType(types: !78)
!78 = !{!3, !3}
!79 = !DILocation(line: 149, column: 27, scope: !76, inlinedAt: !80)
!80 = distinct !DILocation(line: 13, column: 9, scope: !74)
!81 = !DILocation(line: 149, column: 49, scope: !76, inlinedAt: !80)
!82 = !DILocation(line: 149, column: 39, scope: !76, inlinedAt: !80)
!83 = !DILocation(line: 13, column: 17, scope: !74)
!84 = !DILocation(line: 13, column: 7, scope: !74)
!85 = !DILocation(line: 14, column: 3, scope: !74)
!86 = !DILocalVariable(name: "q", scope: !87, file: !1, line: 16, type: !18)
!87 = distinct !DILexicalBlock(scope: !70, file: !1, line: 14, column: 10)
!88 = !DILocation(line: 16, column: 9, scope: !87)
!89 = !DILocation(line: 16, column: 14, scope: !87)
!90 = !DILocation(line: 16, column: 13, scope: !87)
!91 = !DILocation(line: 16, column: 16, scope: !87)
!92 = !DILocalVariable(name: "m", scope: !87, file: !1, line: 17, type: !18)
!93 = !DILocation(line: 17, column: 9, scope: !87)
!94 = !DILocation(line: 17, column: 14, scope: !87)
!95 = !DILocation(line: 17, column: 13, scope: !87)
!96 = !DILocation(line: 17, column: 16, scope: !87)
!97 = !DILocalVariable(name: "y", scope: !87, file: !1, line: 18, type: !3)
!98 = !DILocation(line: 18, column: 11, scope: !87)
!99 = !DILocation(line: 18, column: 15, scope: !87)
!100 = !DILocation(line: 18, column: 26, scope: !87)
!101 = !DILocation(line: 18, column: 17, scope: !87)
!102 = !DILocation(line: 19, column: 9, scope: !103)
!103 = distinct !DILexicalBlock(scope: !87, file: !1, line: 19, column: 9)
!104 = !DILocation(line: 19, column: 11, scope: !103)
!105 = !DILocation(line: 19, column: 9, scope: !87)
!106 = !DILocation(line: 21, column: 16, scope: !107)
!107 = distinct !DILexicalBlock(scope: !103, file: !1, line: 19, column: 17)
!108 = !DILocalVariable(name: "x", arg: 1, scope: !109, file: !31, line: 146, type: !3)
!109 = distinct !DISubprogram(name: "sinf", linkageName: "_ZL4sinff", scope: !31, file: !31, line: 146, type: !77, scopeLine: 146, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
!110 = !DILocation(line: 146, column: 27, scope: !109, inlinedAt: !111)
!111 = distinct !DILocation(line: 21, column: 11, scope: !107)
!112 = !DILocation(line: 146, column: 49, scope: !109, inlinedAt: !111)
!113 = !DILocation(line: 146, column: 39, scope: !109, inlinedAt: !111)
!114 = !DILocation(line: 21, column: 9, scope: !107)
!115 = !DILocation(line: 22, column: 5, scope: !107)
!116 = !DILocation(line: 24, column: 22, scope: !117)
!117 = distinct !DILexicalBlock(scope: !103, file: !1, line: 22, column: 12)
!118 = !DILocalVariable(name: "x", arg: 1, scope: !119, file: !31, line: 165, type: !3)
!119 = distinct !DISubprogram(name: "fabsf", linkageName: "_ZL5fabsff", scope: !31, file: !31, line: 165, type: !77, scopeLine: 165, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
!120 = !DILocation(line: 165, column: 28, scope: !119, inlinedAt: !121)
!121 = distinct !DILocation(line: 24, column: 16, scope: !117)
!122 = !DILocation(line: 165, column: 56, scope: !119, inlinedAt: !121)
!123 = !DILocation(line: 165, column: 40, scope: !119, inlinedAt: !121)
!124 = !DILocation(line: 24, column: 25, scope: !117)
!125 = !DILocalVariable(name: "x", arg: 1, scope: !126, file: !31, line: 151, type: !3)
!126 = distinct !DISubprogram(name: "logf", linkageName: "_ZL4logff", scope: !31, file: !31, line: 151, type: !77, scopeLine: 151, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
!127 = !DILocation(line: 151, column: 27, scope: !126, inlinedAt: !128)
!128 = distinct !DILocation(line: 24, column: 11, scope: !117)
!129 = !DILocation(line: 151, column: 49, scope: !126, inlinedAt: !128)
!130 = !DILocation(line: 151, column: 39, scope: !126, inlinedAt: !128)
!131 = !DILocation(line: 24, column: 42, scope: !117)
!132 = !DILocation(line: 24, column: 33, scope: !117)
!133 = !DILocation(line: 24, column: 9, scope: !117)
!134 = !DILocation(line: 28, column: 14, scope: !11)
!135 = !DILocation(line: 28, column: 18, scope: !11)
!136 = !DILocation(line: 28, column: 16, scope: !11)
!137 = !DILocation(line: 28, column: 3, scope: !11)
!138 = !DILocation(line: 28, column: 7, scope: !11)
!139 = !DILocation(line: 28, column: 12, scope: !11)
!140 = !DILocation(line: 29, column: 1, scope: !11)
