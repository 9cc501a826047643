; ModuleID = 'samples/vecadd.cu'
source_filename = "samples/vecadd.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.vgiw_blockDim_t = type { i8 }
%struct.vgiw_gridDim_t = type { i8 }
%struct.vgiw_blockIdx_t = type { i8 }
%struct.vgiw_threadIdx_t = type { i8 }

@blockDim = external dso_local addrspace(1) global %struct.vgiw_blockDim_t, align 1
@gridDim = external dso_local addrspace(1) global %struct.vgiw_gridDim_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.vgiw_blockIdx_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.vgiw_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @vecadd(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 !dbg !9 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !18, !DIExpression(), !19)
  store ptr %1, ptr %6, align 8
    #dbg_declare(ptr %6, !20, !DIExpression(), !21)
  store ptr %2, ptr %7, align 8
    #dbg_declare(ptr %7, !22, !DIExpression(), !23)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !24, !DIExpression(), !25)
    #dbg_declare(ptr %9, !26, !DIExpression(), !27)
  %11 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !28
  %12 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !40
  %13 = mul i32 %11, %12, !dbg !48
  store i32 %13, ptr %9, align 4, !dbg !27
    #dbg_declare(ptr %10, !49, !DIExpression(), !51)
  %14 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !52
  %15 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !60
  %16 = mul i32 %14, %15, !dbg !62
  %17 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !63
  %18 = add i32 %16, %17, !dbg !71
  store i32 %18, ptr %10, align 4, !dbg !51
  br label %19, !dbg !72

19:                                               ; preds = %39, %4
  %20 = load i32, ptr %10, align 4, !dbg !73
  %21 = load i32, ptr %8, align 4, !dbg !75
  %22 = icmp slt i32 %20, %21, !dbg !76
  br i1 %22, label %23, label %43, !dbg !77

23:                                               ; preds = %19
  %24 = load ptr, ptr %5, align 8, !dbg !78
  %25 = load i32, ptr %10, align 4, !dbg !79
  %26 = sext i32 %25 to i64, !dbg !78
  %27 = getelementptr inbounds float, ptr %24, i64 %26, !dbg !78
  %28 = load float, ptr %27, align 4, !dbg !78
  %29 = load ptr, ptr %6, align 8, !dbg !80
  %30 = load i32, ptr %10, align 4, !dbg !81
  %31 = sext i32 %30 to i64, !dbg !80
  %32 = getelementptr inbounds float, ptr %29, i64 %31, !dbg !80
  %33 = load float, ptr %32, align 4, !dbg !80
  %34 = fadd contract float %28, %33, !dbg !82
  %35 = load ptr, ptr %7, align 8, !dbg !83
  %36 = load i32, ptr %10, align 4, !dbg !84
  %37 = sext i32 %36 to i64, !dbg !83
  %38 = getelementptr inbounds float, ptr %35, i64 %37, !dbg !83
  store float %34, ptr %38, align 4, !dbg !85
  br label %39, !dbg !83

39:                                               ; preds = %23
  %40 = load i32, ptr %9, align 4, !dbg !86
  %41 = load i32, ptr %10, align 4, !dbg !87
  %42 = add nsw i32 %41, %40, !dbg !87
  store i32 %42, ptr %10, align 4, !dbg !87
  br label %19, !dbg !88, !llvm.loop !89

43:                                               ; preds = %19
  ret void, !dbg !92
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/vecadd.cu", directory: ".")
!2 = !{ptr @vecadd, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "vecadd", scope: !1, file: !1, line: 4, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!10 = !DISubroutineType(types: !11)
!11 = !{null, !12, !12, !15, !16}
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!13 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!14 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{}
!18 = !DILocalVariable(name: "a", arg: 1, scope: !9, file: !1, line: 4, type: !12)
!19 = !DILocation(line: 4, column: 48, scope: !9)
!20 = !DILocalVariable(name: "b", arg: 2, scope: !9, file: !1, line: 4, type: !12)
!21 = !DILocation(line: 4, column: 64, scope: !9)
!22 = !DILocalVariable(name: "c", arg: 3, scope: !9, file: !1, line: 4, type: !15)
!23 = !DILocation(line: 4, column: 74, scope: !9)
!24 = !DILocalVariable(name: "n", arg: 4, scope: !9, file: !1, line: 5, type: !16)
!25 = !DILocation(line: 5, column: 39, scope: !9)
!26 = !DILocalVariable(name: "stride", scope: !9, file: !1, line: 6, type: !16)
!27 = !DILocation(line: 6, column: 7, scope: !9)
!28 = !DILocation(line: 46, column: 1, scope: !29, inlinedAt: !39)
!29 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockDim_t9__fetch_xEv", scope: !31, file: !30, line: 46, type: !34, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !33)
!30 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!31 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_blockDim_t", file: !30, line: 46, size: 8, flags: DIFlagTypePassByValue, elements: !32, identifier: "_ZTS15vgiw_blockDim_t")
!32 = !{!33, !37, !38}
!33 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockDim_t9__fetch_xEv", scope: !31, file: !30, line: 46, type: !34, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!34 = !DISubroutineType(types: !35)
!35 = !{!36}
!36 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!37 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN15vgiw_blockDim_t9__fetch_yEv", scope: !31, file: !30, line: 46, type: !34, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!38 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN15vgiw_blockDim_t9__fetch_zEv", scope: !31, file: !30, line: 46, type: !34, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!39 = distinct !DILocation(line: 6, column: 16, scope: !9)
!40 = !DILocation(line: 47, column: 1, scope: !41, inlinedAt: !47)
!41 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN14vgiw_gridDim_t9__fetch_xEv", scope: !42, file: !30, line: 47, type: !34, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !44)
!42 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_gridDim_t", file: !30, line: 47, size: 8, flags: DIFlagTypePassByValue, elements: !43, identifier: "_ZTS14vgiw_gridDim_t")
!43 = !{!44, !45, !46}
!44 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN14vgiw_gridDim_t9__fetch_xEv", scope: !42, file: !30, line: 47, type: !34, scopeLine: 47, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!45 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN14vgiw_gridDim_t9__fetch_yEv", scope: !42, file: !30, line: 47, type: !34, scopeLine: 47, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!46 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN14vgiw_gridDim_t9__fetch_zEv", scope: !42, file: !30, line: 47, type: !34, scopeLine: 47, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!47 = distinct !DILocation(line: 6, column: 29, scope: !9)
!48 = !DILocation(line: 6, column: 27, scope: !9)
!49 = !DILocalVariable(name: "i", scope: !50, file: !1, line: 7, type: !16)
!50 = distinct !DILexicalBlock(scope: !9, file: !1, line: 7, column: 3)
!51 = !DILocation(line: 7, column: 12, scope: !50)
!52 = !DILocation(line: 45, column: 1, scope: !53, inlinedAt: !59)
!53 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_xEv", scope: !54, file: !30, line: 45, type: !34, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !56)
!54 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_blockIdx_t", file: !30, line: 45, size: 8, flags: DIFlagTypePassByValue, elements: !55, identifier: "_ZTS15vgiw_blockIdx_t")
!55 = !{!56, !57, !58}
!56 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_xEv", scope: !54, file: !30, line: 45, type: !34, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!57 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_yEv", scope: !54, file: !30, line: 45, type: !34, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!58 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_zEv", scope: !54, file: !30, line: 45, type: !34, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!59 = distinct !DILocation(line: 7, column: 16, scope: !50)
!60 = !DILocation(line: 46, column: 1, scope: !29, inlinedAt: !61)
!61 = distinct !DILocation(line: 7, column: 29, scope: !50)
!62 = !DILocation(line: 7, column: 27, scope: !50)
!63 = !DILocation(line: 44, column: 1, scope: !64, inlinedAt: !70)
!64 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_xEv", scope: !65, file: !30, line: 44, type: !34, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !67)
!65 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_threadIdx_t", file: !30, line: 44, size: 8, flags: DIFlagTypePassByValue, elements: !66, identifier: "_ZTS16vgiw_threadIdx_t")
!66 = !{!67, !68, !69}
!67 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_xEv", scope: !65, file: !30, line: 44, type: !34, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!68 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_yEv", scope: !65, file: !30, line: 44, type: !34, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!69 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_zEv", scope: !65, file: !30, line: 44, type: !34, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!70 = distinct !DILocation(line: 7, column: 42, scope: !50)
!71 = !DILocation(line: 7, column: 40, scope: !50)
!72 = !DILocation(line: 7, column: 8, scope: !50)
!73 = !DILocation(line: 7, column: 55, scope: !74)
!74 = distinct !DILexicalBlock(scope: !50, file: !1, line: 7, column: 3)
!75 = !DILocation(line: 7, column: 59, scope: !74)
!76 = !DILocation(line: 7, column: 57, scope: !74)
!77 = !DILocation(line: 7, column: 3, scope: !50)
!78 = !DILocation(line: 8, column: 12, scope: !74)
!79 = !DILocation(line: 8, column: 14, scope: !74)
!80 = !DILocation(line: 8, column: 19, scope: !74)
!81 = !DILocation(line: 8, column: 21, scope: !74)
!82 = !DILocation(line: 8, column: 17, scope: !74)
!83 = !DILocation(line: 8, column: 5, scope: !74)
!84 = !DILocation(line: 8, column: 7, scope: !74)
!85 = !DILocation(line: 8, column: 10, scope: !74)
!86 = !DILocation(line: 7, column: 67, scope: !74)
!87 = !DILocation(line: 7, column: 64, scope: !74)
!88 = !DILocation(line: 7, column: 3, scope: !74)
!89 = distinct !{!89, !77, !90, !91}
!90 = !DILocation(line: 8, column: 22, scope: !50)
!91 = !{!"llvm.loop.mustprogress"}
!92 = !DILocation(line: 9, column: 1, scope: !9)
