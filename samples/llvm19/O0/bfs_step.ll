; ModuleID = 'samples/bfs_step.cu'
source_filename = "samples/bfs_step.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.vgiw_blockIdx_t = type { i8 }
%struct.vgiw_blockDim_t = type { i8 }
%struct.vgiw_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.vgiw_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.vgiw_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.vgiw_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @bfs_step(i32 noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8) #0 !dbg !14 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  store i32 %0, ptr %10, align 4
    #dbg_declare(ptr %10, !25, !DIExpression(), !26)
  store i32 %1, ptr %11, align 4
    #dbg_declare(ptr %11, !27, !DIExpression(), !28)
  store ptr %2, ptr %12, align 8
    #dbg_declare(ptr %12, !29, !DIExpression(), !30)
  store ptr %3, ptr %13, align 8
    #dbg_declare(ptr %13, !31, !DIExpression(), !32)
  store ptr %4, ptr %14, align 8
    #dbg_declare(ptr %14, !33, !DIExpression(), !34)
  store ptr %5, ptr %15, align 8
    #dbg_declare(ptr %15, !35, !DIExpression(), !36)
  store ptr %6, ptr %16, align 8
    #dbg_declare(ptr %16, !37, !DIExpression(), !38)
  store ptr %7, ptr %17, align 8
    #dbg_declare(ptr %17, !39, !DIExpression(), !40)
  store ptr %8, ptr %18, align 8
    #dbg_declare(ptr %18, !41, !DIExpression(), !42)
    #dbg_declare(ptr %19, !43, !DIExpression(), !44)
  %22 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !45
  %23 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !56
  %24 = mul i32 %22, %23, !dbg !64
  %25 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !65
  %26 = add i32 %24, %25, !dbg !73
  store i32 %26, ptr %19, align 4, !dbg !44
  %27 = load i32, ptr %19, align 4, !dbg !74
  %28 = load i32, ptr %10, align 4, !dbg !76
  %29 = icmp sge i32 %27, %28, !dbg !77
  br i1 %29, label %37, label %30, !dbg !78

30:                                               ; preds = %9
  %31 = load ptr, ptr %14, align 8, !dbg !79
  %32 = load i32, ptr %19, align 4, !dbg !80
  %33 = sext i32 %32 to i64, !dbg !79
  %34 = getelementptr inbounds i8, ptr %31, i64 %33, !dbg !79
  %35 = load i8, ptr %34, align 1, !dbg !79
  %36 = icmp ne i8 %35, 0, !dbg !79
  br i1 %36, label %38, label %37, !dbg !81

37:                                               ; preds = %30, %9
  br label %88, !dbg !82

38:                                               ; preds = %30
  %39 = load ptr, ptr %14, align 8, !dbg !83
  %40 = load i32, ptr %19, align 4, !dbg !84
  %41 = sext i32 %40 to i64, !dbg !83
  %42 = getelementptr inbounds i8, ptr %39, i64 %41, !dbg !83
  store i8 0, ptr %42, align 1, !dbg !85
    #dbg_declare(ptr %20, !86, !DIExpression(), !88)
  %43 = load ptr, ptr %12, align 8, !dbg !89
  %44 = load i32, ptr %19, align 4, !dbg !90
  %45 = sext i32 %44 to i64, !dbg !89
  %46 = getelementptr inbounds i32, ptr %43, i64 %45, !dbg !89
  %47 = load i32, ptr %46, align 4, !dbg !89
  store i32 %47, ptr %20, align 4, !dbg !88
  br label %48, !dbg !91

48:                                               ; preds = %84, %38
  %49 = load i32, ptr %20, align 4, !dbg !92
  %50 = load ptr, ptr %12, align 8, !dbg !94
  %51 = load i32, ptr %19, align 4, !dbg !95
  %52 = add nsw i32 %51, 1, !dbg !96
  %53 = sext i32 %52 to i64, !dbg !94
  %54 = getelementptr inbounds i32, ptr %50, i64 %53, !dbg !94
  %55 = load i32, ptr %54, align 4, !dbg !94
  %56 = icmp slt i32 %49, %55, !dbg !97
  br i1 %56, label %57, label %87, !dbg !98

57:                                               ; preds = %48
    #dbg_declare(ptr %21, !99, !DIExpression(), !101)
  %58 = load ptr, ptr %13, align 8, !dbg !102
  %59 = load i32, ptr %20, align 4, !dbg !103
  %60 = sext i32 %59 to i64, !dbg !102
  %61 = getelementptr inbounds i32, ptr %58, i64 %60, !dbg !102
  %62 = load i32, ptr %61, align 4, !dbg !102
  %63 = load i32, ptr %10, align 4, !dbg !104
  %64 = urem i32 %62, %63, !dbg !105
  store i32 %64, ptr %21, align 4, !dbg !101
  %65 = load ptr, ptr %16, align 8, !dbg !106
  %66 = load i32, ptr %21, align 4, !dbg !108
  %67 = sext i32 %66 to i64, !dbg !106
  %68 = getelementptr inbounds i8, ptr %65, i64 %67, !dbg !106
  %69 = load i8, ptr %68, align 1, !dbg !106
  %70 = icmp ne i8 %69, 0, !dbg !106
  br i1 %70, label %83, label %71, !dbg !109

71:                                               ; preds = %57
  %72 = load i32, ptr %11, align 4, !dbg !110
  %73 = add nsw i32 %72, 1, !dbg !112
  %74 = load ptr, ptr %17, align 8, !dbg !113
  %75 = load i32, ptr %21, align 4, !dbg !114
  %76 = sext i32 %75 to i64, !dbg !113
  %77 = getelementptr inbounds i32, ptr %74, i64 %76, !dbg !113
  store i32 %73, ptr %77, align 4, !dbg !115
  %78 = load ptr, ptr %15, align 8, !dbg !116
  %79 = load i32, ptr %21, align 4, !dbg !117
  %80 = sext i32 %79 to i64, !dbg !116
  %81 = getelementptr inbounds i8, ptr %78, i64 %80, !dbg !116
  store i8 1, ptr %81, align 1, !dbg !118
  %82 = load ptr, ptr %18, align 8, !dbg !119
  store volatile i32 1, ptr %82, align 4, !dbg !120
  br label %83, !dbg !121

83:                                               ; preds = %71, %57
  br label %84, !dbg !122

84:                                               ; preds = %83
  %85 = load i32, ptr %20, align 4, !dbg !123
  %86 = add nsw i32 %85, 1, !dbg !123
  store i32 %86, ptr %20, align 4, !dbg !123
  br label %48, !dbg !124, !llvm.loop !125

87:                                               ; preds = %48
  call void @llvm.nvvm.membar.gl(), !dbg !128
  br label %88, !dbg !133

88:                                               ; preds = %87, %37
  ret void, !dbg !133
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!7}
!llvm.module.flags = !{!8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/bfs_step.cu", directory: ".")
!2 = !{!3, !4, !5}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !3)
!7 = !{ptr @bfs_step, !"kernel", i32 1}
!8 = !{i32 7, !"Dwarf Version", i32 2}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!14 = distinct !DISubprogram(name: "bfs_step", scope: !1, file: !1, line: 5, type: !15, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !24)
!15 = !DISubroutineType(types: !16)
!16 = !{null, !3, !3, !17, !17, !19, !19, !21, !23, !23}
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!24 = !{}
!25 = !DILocalVariable(name: "n", arg: 1, scope: !14, file: !1, line: 5, type: !3)
!26 = !DILocation(line: 5, column: 41, scope: !14)
!27 = !DILocalVariable(name: "level", arg: 2, scope: !14, file: !1, line: 5, type: !3)
!28 = !DILocation(line: 5, column: 48, scope: !14)
!29 = !DILocalVariable(name: "row_off", arg: 3, scope: !14, file: !1, line: 5, type: !17)
!30 = !DILocation(line: 5, column: 66, scope: !14)
!31 = !DILocalVariable(name: "cols", arg: 4, scope: !14, file: !1, line: 5, type: !17)
!32 = !DILocation(line: 5, column: 86, scope: !14)
!33 = !DILocalVariable(name: "frontier", arg: 5, scope: !14, file: !1, line: 6, type: !19)
!34 = !DILocation(line: 6, column: 52, scope: !14)
!35 = !DILocalVariable(name: "next", arg: 6, scope: !14, file: !1, line: 7, type: !19)
!36 = !DILocation(line: 7, column: 52, scope: !14)
!37 = !DILocalVariable(name: "visited", arg: 7, scope: !14, file: !1, line: 8, type: !21)
!38 = !DILocation(line: 8, column: 58, scope: !14)
!39 = !DILocalVariable(name: "levels", arg: 8, scope: !14, file: !1, line: 8, type: !23)
!40 = !DILocation(line: 8, column: 72, scope: !14)
!41 = !DILocalVariable(name: "changed", arg: 9, scope: !14, file: !1, line: 9, type: !23)
!42 = !DILocation(line: 9, column: 42, scope: !14)
!43 = !DILocalVariable(name: "v", scope: !14, file: !1, line: 10, type: !3)
!44 = !DILocation(line: 10, column: 7, scope: !14)
!45 = !DILocation(line: 45, column: 1, scope: !46, inlinedAt: !55)
!46 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_xEv", scope: !48, file: !47, line: 45, type: !51, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !50)
!47 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!48 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_blockIdx_t", file: !47, line: 45, size: 8, flags: DIFlagTypePassByValue, elements: !49, identifier: "_ZTS15vgiw_blockIdx_t")
!49 = !{!50, !53, !54}
!50 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_xEv", scope: !48, file: !47, line: 45, type: !51, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!51 = !DISubroutineType(types: !52)
!52 = !{!4}
!53 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_yEv", scope: !48, file: !47, line: 45, type: !51, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!54 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_zEv", scope: !48, file: !47, line: 45, type: !51, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!55 = distinct !DILocation(line: 10, column: 11, scope: !14)
!56 = !DILocation(line: 46, column: 1, scope: !57, inlinedAt: !63)
!57 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockDim_t9__fetch_xEv", scope: !58, file: !47, line: 46, type: !51, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !60)
!58 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_blockDim_t", file: !47, line: 46, size: 8, flags: DIFlagTypePassByValue, elements: !59, identifier: "_ZTS15vgiw_blockDim_t")
!59 = !{!60, !61, !62}
!60 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockDim_t9__fetch_xEv", scope: !58, file: !47, line: 46, type: !51, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!61 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN15vgiw_blockDim_t9__fetch_yEv", scope: !58, file: !47, line: 46, type: !51, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!62 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN15vgiw_blockDim_t9__fetch_zEv", scope: !58, file: !47, line: 46, type: !51, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!63 = distinct !DILocation(line: 10, column: 24, scope: !14)
!64 = !DILocation(line: 10, column: 22, scope: !14)
!65 = !DILocation(line: 44, column: 1, scope: !66, inlinedAt: !72)
!66 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_xEv", scope: !67, file: !47, line: 44, type: !51, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !69)
!67 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_threadIdx_t", file: !47, line: 44, size: 8, flags: DIFlagTypePassByValue, elements: !68, identifier: "_ZTS16vgiw_threadIdx_t")
!68 = !{!69, !70, !71}
!69 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_xEv", scope: !67, file: !47, line: 44, type: !51, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!70 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_yEv", scope: !67, file: !47, line: 44, type: !51, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!71 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_zEv", scope: !67, file: !47, line: 44, type: !51, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!72 = distinct !DILocation(line: 10, column: 37, scope: !14)
!73 = !DILocation(line: 10, column: 35, scope: !14)
!74 = !DILocation(line: 11, column: 7, scope: !75)
!75 = distinct !DILexicalBlock(scope: !14, file: !1, line: 11, column: 7)
!76 = !DILocation(line: 11, column: 12, scope: !75)
!77 = !DILocation(line: 11, column: 9, scope: !75)
!78 = !DILocation(line: 11, column: 14, scope: !75)
!79 = !DILocation(line: 11, column: 18, scope: !75)
!80 = !DILocation(line: 11, column: 27, scope: !75)
!81 = !DILocation(line: 11, column: 7, scope: !14)
!82 = !DILocation(line: 12, column: 5, scope: !75)
!83 = !DILocation(line: 13, column: 3, scope: !14)
!84 = !DILocation(line: 13, column: 12, scope: !14)
!85 = !DILocation(line: 13, column: 15, scope: !14)
!86 = !DILocalVariable(name: "e", scope: !87, file: !1, line: 14, type: !3)
!87 = distinct !DILexicalBlock(scope: !14, file: !1, line: 14, column: 3)
!88 = !DILocation(line: 14, column: 12, scope: !87)
!89 = !DILocation(line: 14, column: 16, scope: !87)
!90 = !DILocation(line: 14, column: 24, scope: !87)
!91 = !DILocation(line: 14, column: 8, scope: !87)
!92 = !DILocation(line: 14, column: 28, scope: !93)
!93 = distinct !DILexicalBlock(scope: !87, file: !1, line: 14, column: 3)
!94 = !DILocation(line: 14, column: 32, scope: !93)
!95 = !DILocation(line: 14, column: 40, scope: !93)
!96 = !DILocation(line: 14, column: 42, scope: !93)
!97 = !DILocation(line: 14, column: 30, scope: !93)
!98 = !DILocation(line: 14, column: 3, scope: !87)
!99 = !DILocalVariable(name: "u", scope: !100, file: !1, line: 16, type: !3)
!100 = distinct !DILexicalBlock(scope: !93, file: !1, line: 14, column: 53)
!101 = !DILocation(line: 16, column: 9, scope: !100)
!102 = !DILocation(line: 16, column: 29, scope: !100)
!103 = !DILocation(line: 16, column: 34, scope: !100)
!104 = !DILocation(line: 16, column: 49, scope: !100)
!105 = !DILocation(line: 16, column: 37, scope: !100)
!106 = !DILocation(line: 17, column: 10, scope: !107)
!107 = distinct !DILexicalBlock(scope: !100, file: !1, line: 17, column: 9)
!108 = !DILocation(line: 17, column: 18, scope: !107)
!109 = !DILocation(line: 17, column: 9, scope: !100)
!110 = !DILocation(line: 18, column: 19, scope: !111)
!111 = distinct !DILexicalBlock(scope: !107, file: !1, line: 17, column: 22)
!112 = !DILocation(line: 18, column: 25, scope: !111)
!113 = !DILocation(line: 18, column: 7, scope: !111)
!114 = !DILocation(line: 18, column: 14, scope: !111)
!115 = !DILocation(line: 18, column: 17, scope: !111)
!116 = !DILocation(line: 19, column: 7, scope: !111)
!117 = !DILocation(line: 19, column: 12, scope: !111)
!118 = !DILocation(line: 19, column: 15, scope: !111)
!119 = !DILocation(line: 20, column: 24, scope: !111)
!120 = !DILocation(line: 20, column: 32, scope: !111)
!121 = !DILocation(line: 21, column: 5, scope: !111)
!122 = !DILocation(line: 22, column: 3, scope: !100)
!123 = !DILocation(line: 14, column: 49, scope: !93)
!124 = !DILocation(line: 14, column: 3, scope: !93)
!125 = distinct !{!125, !98, !126, !127}
!126 = !DILocation(line: 22, column: 3, scope: !87)
!127 = !{!"llvm.loop.mustprogress"}
!128 = !DILocation(line: 64, column: 37, scope: !129, inlinedAt: !132)
!129 = distinct !DISubprogram(name: "__threadfence", linkageName: "_ZL13__threadfencev", scope: !47, file: !47, line: 64, type: !130, scopeLine: 64, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!130 = !DISubroutineType(types: !131)
!131 = !{null}
!132 = distinct !DILocation(line: 23, column: 3, scope: !14)
!133 = !DILocation(line: 24, column: 1, scope: !14)
