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
define dso_local void @bfs_step(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %7) #0 !dbg !14 {
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  store i32 %0, ptr %9, align 4
    #dbg_declare(ptr %9, !25, !DIExpression(), !26)
  store ptr %1, ptr %10, align 8
    #dbg_declare(ptr %10, !27, !DIExpression(), !28)
  store ptr %2, ptr %11, align 8
    #dbg_declare(ptr %11, !29, !DIExpression(), !30)
  store ptr %3, ptr %12, align 8
    #dbg_declare(ptr %12, !31, !DIExpression(), !32)
  store ptr %4, ptr %13, align 8
    #dbg_declare(ptr %13, !33, !DIExpression(), !34)
  store ptr %5, ptr %14, align 8
    #dbg_declare(ptr %14, !35, !DIExpression(), !36)
  store ptr %6, ptr %15, align 8
    #dbg_declare(ptr %15, !37, !DIExpression(), !38)
  store ptr %7, ptr %16, align 8
    #dbg_declare(ptr %16, !39, !DIExpression(), !40)
    #dbg_declare(ptr %17, !41, !DIExpression(), !42)
  %21 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !43
  %22 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !54
  %23 = mul i32 %21, %22, !dbg !62
  %24 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !63
  %25 = add i32 %23, %24, !dbg !71
  store i32 %25, ptr %17, align 4, !dbg !42
  %26 = load i32, ptr %17, align 4, !dbg !72
  %27 = load i32, ptr %9, align 4, !dbg !74
  %28 = icmp sge i32 %26, %27, !dbg !75
  br i1 %28, label %36, label %29, !dbg !76

29:                                               ; preds = %8
  %30 = load ptr, ptr %12, align 8, !dbg !77
  %31 = load i32, ptr %17, align 4, !dbg !78
  %32 = sext i32 %31 to i64, !dbg !77
  %33 = getelementptr inbounds i8, ptr %30, i64 %32, !dbg !77
  %34 = load i8, ptr %33, align 1, !dbg !77
  %35 = icmp ne i8 %34, 0, !dbg !77
  br i1 %35, label %37, label %36, !dbg !79

36:                                               ; preds = %29, %8
  br label %92, !dbg !80

37:                                               ; preds = %29
  %38 = load ptr, ptr %12, align 8, !dbg !81
  %39 = load i32, ptr %17, align 4, !dbg !82
  %40 = sext i32 %39 to i64, !dbg !81
  %41 = getelementptr inbounds i8, ptr %38, i64 %40, !dbg !81
  store i8 0, ptr %41, align 1, !dbg !83
    #dbg_declare(ptr %18, !84, !DIExpression(), !85)
  %42 = load ptr, ptr %15, align 8, !dbg !86
  %43 = load i32, ptr %17, align 4, !dbg !87
  %44 = sext i32 %43 to i64, !dbg !86
  %45 = getelementptr inbounds i32, ptr %42, i64 %44, !dbg !86
  %46 = load i32, ptr %45, align 4, !dbg !86
  %47 = add nsw i32 %46, 1, !dbg !88
  store i32 %47, ptr %18, align 4, !dbg !85
    #dbg_declare(ptr %19, !89, !DIExpression(), !91)
  %48 = load ptr, ptr %10, align 8, !dbg !92
  %49 = load i32, ptr %17, align 4, !dbg !93
  %50 = sext i32 %49 to i64, !dbg !92
  %51 = getelementptr inbounds i32, ptr %48, i64 %50, !dbg !92
  %52 = load i32, ptr %51, align 4, !dbg !92
  store i32 %52, ptr %19, align 4, !dbg !91
  br label %53, !dbg !94

53:                                               ; preds = %88, %37
  %54 = load i32, ptr %19, align 4, !dbg !95
  %55 = load ptr, ptr %10, align 8, !dbg !97
  %56 = load i32, ptr %17, align 4, !dbg !98
  %57 = add nsw i32 %56, 1, !dbg !99
  %58 = sext i32 %57 to i64, !dbg !97
  %59 = getelementptr inbounds i32, ptr %55, i64 %58, !dbg !97
  %60 = load i32, ptr %59, align 4, !dbg !97
  %61 = icmp slt i32 %54, %60, !dbg !100
  br i1 %61, label %62, label %91, !dbg !101

62:                                               ; preds = %53
    #dbg_declare(ptr %20, !102, !DIExpression(), !104)
  %63 = load ptr, ptr %11, align 8, !dbg !105
  %64 = load i32, ptr %19, align 4, !dbg !106
  %65 = sext i32 %64 to i64, !dbg !105
  %66 = getelementptr inbounds i32, ptr %63, i64 %65, !dbg !105
  %67 = load i32, ptr %66, align 4, !dbg !105
  %68 = load i32, ptr %9, align 4, !dbg !107
  %69 = urem i32 %67, %68, !dbg !108
  store i32 %69, ptr %20, align 4, !dbg !104
  %70 = load ptr, ptr %14, align 8, !dbg !109
  %71 = load i32, ptr %20, align 4, !dbg !111
  %72 = sext i32 %71 to i64, !dbg !109
  %73 = getelementptr inbounds i8, ptr %70, i64 %72, !dbg !109
  %74 = load i8, ptr %73, align 1, !dbg !109
  %75 = icmp ne i8 %74, 0, !dbg !109
  br i1 %75, label %87, label %76, !dbg !112

76:                                               ; preds = %62
  %77 = load i32, ptr %18, align 4, !dbg !113
  %78 = load ptr, ptr %15, align 8, !dbg !115
  %79 = load i32, ptr %20, align 4, !dbg !116
  %80 = sext i32 %79 to i64, !dbg !115
  %81 = getelementptr inbounds i32, ptr %78, i64 %80, !dbg !115
  store i32 %77, ptr %81, align 4, !dbg !117
  %82 = load ptr, ptr %13, align 8, !dbg !118
  %83 = load i32, ptr %20, align 4, !dbg !119
  %84 = sext i32 %83 to i64, !dbg !118
  %85 = getelementptr inbounds i8, ptr %82, i64 %84, !dbg !118
  store i8 1, ptr %85, align 1, !dbg !120
  %86 = load ptr, ptr %16, align 8, !dbg !121
  store volatile i32 1, ptr %86, align 4, !dbg !122
  br label %87, !dbg !123

87:                                               ; preds = %76, %62
  br label %88, !dbg !124

88:                                               ; preds = %87
  %89 = load i32, ptr %19, align 4, !dbg !125
  %90 = add nsw i32 %89, 1, !dbg !125
  store i32 %90, ptr %19, align 4, !dbg !125
  br label %53, !dbg !126, !llvm.loop !127

91:                                               ; preds = %53
  call void @llvm.nvvm.membar.gl(), !dbg !130
  br label %92, !dbg !135

92:                                               ; preds = %91, %36
  ret void, !dbg !135
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
!14 = distinct !DISubprogram(name: "bfs_step", scope: !1, file: !1, line: 4, type: !15, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !24)
!15 = !DISubroutineType(types: !16)
!16 = !{null, !3, !17, !17, !19, !19, !21, !23, !23}
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!24 = !{}
!25 = !DILocalVariable(name: "n", arg: 1, scope: !14, file: !1, line: 4, type: !3)
!26 = !DILocation(line: 4, column: 41, scope: !14)
!27 = !DILocalVariable(name: "row_off", arg: 2, scope: !14, file: !1, line: 4, type: !17)
!28 = !DILocation(line: 4, column: 55, scope: !14)
!29 = !DILocalVariable(name: "cols", arg: 3, scope: !14, file: !1, line: 4, type: !17)
!30 = !DILocation(line: 4, column: 75, scope: !14)
!31 = !DILocalVariable(name: "frontier", arg: 4, scope: !14, file: !1, line: 5, type: !19)
!32 = !DILocation(line: 5, column: 52, scope: !14)
!33 = !DILocalVariable(name: "next", arg: 5, scope: !14, file: !1, line: 6, type: !19)
!34 = !DILocation(line: 6, column: 52, scope: !14)
!35 = !DILocalVariable(name: "visited", arg: 6, scope: !14, file: !1, line: 7, type: !21)
!36 = !DILocation(line: 7, column: 58, scope: !14)
!37 = !DILocalVariable(name: "levels", arg: 7, scope: !14, file: !1, line: 7, type: !23)
!38 = !DILocation(line: 7, column: 72, scope: !14)
!39 = !DILocalVariable(name: "changed", arg: 8, scope: !14, file: !1, line: 8, type: !23)
!40 = !DILocation(line: 8, column: 42, scope: !14)
!41 = !DILocalVariable(name: "v", scope: !14, file: !1, line: 9, type: !3)
!42 = !DILocation(line: 9, column: 7, scope: !14)
!43 = !DILocation(line: 45, column: 1, scope: !44, inlinedAt: !53)
!44 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_xEv", scope: !46, file: !45, line: 45, type: !49, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !48)
!45 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!46 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_blockIdx_t", file: !45, line: 45, size: 8, flags: DIFlagTypePassByValue, elements: !47, identifier: "_ZTS15vgiw_blockIdx_t")
!47 = !{!48, !51, !52}
!48 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_xEv", scope: !46, file: !45, line: 45, type: !49, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!49 = !DISubroutineType(types: !50)
!50 = !{!4}
!51 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_yEv", scope: !46, file: !45, line: 45, type: !49, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!52 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_zEv", scope: !46, file: !45, line: 45, type: !49, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!53 = distinct !DILocation(line: 9, column: 11, scope: !14)
!54 = !DILocation(line: 46, column: 1, scope: !55, inlinedAt: !61)
!55 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockDim_t9__fetch_xEv", scope: !56, file: !45, line: 46, type: !49, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !58)
!56 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_blockDim_t", file: !45, line: 46, size: 8, flags: DIFlagTypePassByValue, elements: !57, identifier: "_ZTS15vgiw_blockDim_t")
!57 = !{!58, !59, !60}
!58 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockDim_t9__fetch_xEv", scope: !56, file: !45, line: 46, type: !49, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!59 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN15vgiw_blockDim_t9__fetch_yEv", scope: !56, file: !45, line: 46, type: !49, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!60 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN15vgiw_blockDim_t9__fetch_zEv", scope: !56, file: !45, line: 46, type: !49, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!61 = distinct !DILocation(line: 9, column: 24, scope: !14)
!62 = !DILocation(line: 9, column: 22, scope: !14)
!63 = !DILocation(line: 44, column: 1, scope: !64, inlinedAt: !70)
!64 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_xEv", scope: !65, file: !45, line: 44, type: !49, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !67)
!65 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_threadIdx_t", file: !45, line: 44, size: 8, flags: DIFlagTypePassByValue, elements: !66, identifier: "_ZTS16vgiw_threadIdx_t")
!66 = !{!67, !68, !69}
!67 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_xEv", scope: !65, file: !45, line: 44, type: !49, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!68 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_yEv", scope: !65, file: !45, line: 44, type: !49, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!69 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_zEv", scope: !65, file: !45, line: 44, type: !49, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!70 = distinct !DILocation(line: 9, column: 37, scope: !14)
!71 = !DILocation(line: 9, column: 35, scope: !14)
!72 = !DILocation(line: 10, column: 7, scope: !73)
!73 = distinct !DILexicalBlock(scope: !14, file: !1, line: 10, column: 7)
!74 = !DILocation(line: 10, column: 12, scope: !73)
!75 = !DILocation(line: 10, column: 9, scope: !73)
!76 = !DILocation(line: 10, column: 14, scope: !73)
!77 = !DILocation(line: 10, column: 18, scope: !73)
!78 = !DILocation(line: 10, column: 27, scope: !73)
!79 = !DILocation(line: 10, column: 7, scope: !14)
!80 = !DILocation(line: 11, column: 5, scope: !73)
!81 = !DILocation(line: 12, column: 3, scope: !14)
!82 = !DILocation(line: 12, column: 12, scope: !14)
!83 = !DILocation(line: 12, column: 15, scope: !14)
!84 = !DILocalVariable(name: "level", scope: !14, file: !1, line: 13, type: !3)
!85 = !DILocation(line: 13, column: 7, scope: !14)
!86 = !DILocation(line: 13, column: 15, scope: !14)
!87 = !DILocation(line: 13, column: 22, scope: !14)
!88 = !DILocation(line: 13, column: 25, scope: !14)
!89 = !DILocalVariable(name: "e", scope: !90, file: !1, line: 14, type: !3)
!90 = distinct !DILexicalBlock(scope: !14, file: !1, line: 14, column: 3)
!91 = !DILocation(line: 14, column: 12, scope: !90)
!92 = !DILocation(line: 14, column: 16, scope: !90)
!93 = !DILocation(line: 14, column: 24, scope: !90)
!94 = !DILocation(line: 14, column: 8, scope: !90)
!95 = !DILocation(line: 14, column: 28, scope: !96)
!96 = distinct !DILexicalBlock(scope: !90, file: !1, line: 14, column: 3)
!97 = !DILocation(line: 14, column: 32, scope: !96)
!98 = !DILocation(line: 14, column: 40, scope: !96)
!99 = !DILocation(line: 14, column: 42, scope: !96)
!100 = !DILocation(line: 14, column: 30, scope: !96)
!101 = !DILocation(line: 14, column: 3, scope: !90)
!102 = !DILocalVariable(name: "u", scope: !103, file: !1, line: 16, type: !3)
!103 = distinct !DILexicalBlock(scope: !96, file: !1, line: 14, column: 53)
!104 = !DILocation(line: 16, column: 9, scope: !103)
!105 = !DILocation(line: 16, column: 29, scope: !103)
!106 = !DILocation(line: 16, column: 34, scope: !103)
!107 = !DILocation(line: 16, column: 49, scope: !103)
!108 = !DILocation(line: 16, column: 37, scope: !103)
!109 = !DILocation(line: 17, column: 10, scope: !110)
!110 = distinct !DILexicalBlock(scope: !103, file: !1, line: 17, column: 9)
!111 = !DILocation(line: 17, column: 18, scope: !110)
!112 = !DILocation(line: 17, column: 9, scope: !103)
!113 = !DILocation(line: 18, column: 19, scope: !114)
!114 = distinct !DILexicalBlock(scope: !110, file: !1, line: 17, column: 22)
!115 = !DILocation(line: 18, column: 7, scope: !114)
!116 = !DILocation(line: 18, column: 14, scope: !114)
!117 = !DILocation(line: 18, column: 17, scope: !114)
!118 = !DILocation(line: 19, column: 7, scope: !114)
!119 = !DILocation(line: 19, column: 12, scope: !114)
!120 = !DILocation(line: 19, column: 15, scope: !114)
!121 = !DILocation(line: 20, column: 24, scope: !114)
!122 = !DILocation(line: 20, column: 32, scope: !114)
!123 = !DILocation(line: 21, column: 5, scope: !114)
!124 = !DILocation(line: 22, column: 3, scope: !103)
!125 = !DILocation(line: 14, column: 49, scope: !96)
!126 = !DILocation(line: 14, column: 3, scope: !96)
!127 = distinct !{!127, !101, !128, !129}
!128 = !DILocation(line: 22, column: 3, scope: !90)
!129 = !{!"llvm.loop.mustprogress"}
!130 = !DILocation(line: 64, column: 37, scope: !131, inlinedAt: !134)
!131 = distinct !DISubprogram(name: "__threadfence", linkageName: "_ZL13__threadfencev", scope: !45, file: !45, line: 64, type: !132, scopeLine: 64, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!132 = !DISubroutineType(types: !133)
!133 = !{null}
!134 = distinct !DILocation(line: 23, column: 3, scope: !14)
!135 = !DILocation(line: 24, column: 1, scope: !14)
