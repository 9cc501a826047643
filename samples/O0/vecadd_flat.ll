; ModuleID = 'samples/vecadd_flat.cu'
source_filename = "samples/vecadd_flat.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.vgiw_blockIdx_t = type { i8 }
%struct.vgiw_blockDim_t = type { i8 }
%struct.vgiw_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.vgiw_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.vgiw_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.vgiw_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @vecadd_flat(float* noalias noundef %0, float* noalias noundef %1, float* noalias noundef %2, i32 noundef %3) #0 !dbg !9 {
  %5 = alloca float*, align 8
  %6 = alloca float*, align 8
  %7 = alloca float*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store float* %0, float** %5, align 8
  call void @llvm.dbg.declare(metadata float** %5, metadata !20, metadata !DIExpression()), !dbg !21
  store float* %1, float** %6, align 8
  call void @llvm.dbg.declare(metadata float** %6, metadata !22, metadata !DIExpression()), !dbg !23
  store float* %2, float** %7, align 8
  call void @llvm.dbg.declare(metadata float** %7, metadata !24, metadata !DIExpression()), !dbg !25
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !26, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.declare(metadata i32* %9, metadata !28, metadata !DIExpression()), !dbg !29
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !30
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3, !dbg !42
  %12 = mul i32 %10, %11, !dbg !50
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !51
  %14 = add i32 %12, %13, !dbg !59
  store i32 %14, i32* %9, align 4, !dbg !29
  %15 = load i32, i32* %9, align 4, !dbg !60
  %16 = load i32, i32* %8, align 4, !dbg !62
  %17 = icmp slt i32 %15, %16, !dbg !63
  br i1 %17, label %18, label %34, !dbg !64

18:                                               ; preds = %4
  %19 = load float*, float** %5, align 8, !dbg !65
  %20 = load i32, i32* %9, align 4, !dbg !66
  %21 = sext i32 %20 to i64, !dbg !65
  %22 = getelementptr inbounds float, float* %19, i64 %21, !dbg !65
  %23 = load float, float* %22, align 4, !dbg !65
  %24 = load float*, float** %6, align 8, !dbg !67
  %25 = load i32, i32* %9, align 4, !dbg !68
  %26 = sext i32 %25 to i64, !dbg !67
  %27 = getelementptr inbounds float, float* %24, i64 %26, !dbg !67
  %28 = load float, float* %27, align 4, !dbg !67
  %29 = fadd contract float %23, %28, !dbg !69
  %30 = load float*, float** %7, align 8, !dbg !70
  %31 = load i32, i32* %9, align 4, !dbg !71
  %32 = sext i32 %31 to i64, !dbg !70
  %33 = getelementptr inbounds float, float* %30, i64 %32, !dbg !70
  store float %29, float* %33, align 4, !dbg !72
  br label %34, !dbg !70

34:                                               ; preds = %18, %4
  ret void, !dbg !73
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readnone speculatable }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/vecadd_flat.cu", directory: ".")
!2 = !{void (float*, float*, float*, i32)* @vecadd_flat, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "vecadd_flat", scope: !1, file: !1, line: 4, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!10 = !DISubroutineType(types: !11)
!11 = !{null, !12, !12, !16, !18}
!12 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !13)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!15 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!16 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !17)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !{}
!20 = !DILocalVariable(name: "a", arg: 1, scope: !9, file: !1, line: 4, type: !12)
!21 = !DILocation(line: 4, column: 66, scope: !9)
!22 = !DILocalVariable(name: "b", arg: 2, scope: !9, file: !1, line: 5, type: !12)
!23 = !DILocation(line: 5, column: 66, scope: !9)
!24 = !DILocalVariable(name: "c", arg: 3, scope: !9, file: !1, line: 6, type: !16)
!25 = !DILocation(line: 6, column: 60, scope: !9)
!26 = !DILocalVariable(name: "n", arg: 4, scope: !9, file: !1, line: 6, type: !18)
!27 = !DILocation(line: 6, column: 67, scope: !9)
!28 = !DILocalVariable(name: "i", scope: !9, file: !1, line: 7, type: !18)
!29 = !DILocation(line: 7, column: 7, scope: !9)
!30 = !DILocation(line: 45, column: 1, scope: !31, inlinedAt: !41)
!31 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_xEv", scope: !33, file: !32, line: 45, type: !36, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !35, retainedNodes: !19)
!32 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!33 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_blockIdx_t", file: !32, line: 45, size: 8, flags: DIFlagTypePassByValue, elements: !34, identifier: "_ZTS15vgiw_blockIdx_t")
!34 = !{!35, !39, !40}
!35 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_xEv", scope: !33, file: !32, line: 45, type: !36, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!36 = !DISubroutineType(types: !37)
!37 = !{!38}
!38 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!39 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_yEv", scope: !33, file: !32, line: 45, type: !36, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!40 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_zEv", scope: !33, file: !32, line: 45, type: !36, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!41 = distinct !DILocation(line: 7, column: 11, scope: !9)
!42 = !DILocation(line: 46, column: 1, scope: !43, inlinedAt: !49)
!43 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockDim_t9__fetch_xEv", scope: !44, file: !32, line: 46, type: !36, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !46, retainedNodes: !19)
!44 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_blockDim_t", file: !32, line: 46, size: 8, flags: DIFlagTypePassByValue, elements: !45, identifier: "_ZTS15vgiw_blockDim_t")
!45 = !{!46, !47, !48}
!46 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockDim_t9__fetch_xEv", scope: !44, file: !32, line: 46, type: !36, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!47 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN15vgiw_blockDim_t9__fetch_yEv", scope: !44, file: !32, line: 46, type: !36, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!48 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN15vgiw_blockDim_t9__fetch_zEv", scope: !44, file: !32, line: 46, type: !36, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!49 = distinct !DILocation(line: 7, column: 24, scope: !9)
!50 = !DILocation(line: 7, column: 22, scope: !9)
!51 = !DILocation(line: 44, column: 1, scope: !52, inlinedAt: !58)
!52 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_xEv", scope: !53, file: !32, line: 44, type: !36, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !55, retainedNodes: !19)
!53 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_threadIdx_t", file: !32, line: 44, size: 8, flags: DIFlagTypePassByValue, elements: !54, identifier: "_ZTS16vgiw_threadIdx_t")
!54 = !{!55, !56, !57}
!55 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_xEv", scope: !53, file: !32, line: 44, type: !36, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!56 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_yEv", scope: !53, file: !32, line: 44, type: !36, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!57 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_zEv", scope: !53, file: !32, line: 44, type: !36, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!58 = distinct !DILocation(line: 7, column: 37, scope: !9)
!59 = !DILocation(line: 7, column: 35, scope: !9)
!60 = !DILocation(line: 8, column: 7, scope: !61)
!61 = distinct !DILexicalBlock(scope: !9, file: !1, line: 8, column: 7)
!62 = !DILocation(line: 8, column: 11, scope: !61)
!63 = !DILocation(line: 8, column: 9, scope: !61)
!64 = !DILocation(line: 8, column: 7, scope: !9)
!65 = !DILocation(line: 9, column: 12, scope: !61)
!66 = !DILocation(line: 9, column: 14, scope: !61)
!67 = !DILocation(line: 9, column: 19, scope: !61)
!68 = !DILocation(line: 9, column: 21, scope: !61)
!69 = !DILocation(line: 9, column: 17, scope: !61)
!70 = !DILocation(line: 9, column: 5, scope: !61)
!71 = !DILocation(line: 9, column: 7, scope: !61)
!72 = !DILocation(line: 9, column: 10, scope: !61)
!73 = !DILocation(line: 10, column: 1, scope: !9)
