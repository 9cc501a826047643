; ModuleID = 'samples/vecadd_opencl.cl'
source_filename = "samples/vecadd_opencl.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

@vecadd_opencl.tile = internal addrspace(3) global [64 x float] undef, align 4, !dbg !0

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @vecadd_opencl(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, float noundef %4, i32 noundef %5) #0 !dbg !2 !kernel_arg_addr_space !27 !kernel_arg_access_qual !28 !kernel_arg_type !29 !kernel_arg_base_type !29 !kernel_arg_type_qual !30 !reqd_work_group_size !31 {
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca float, align 4
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca float, align 4
  %17 = alloca float, align 4
  %18 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %7, align 8
    #dbg_declare(ptr %7, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !33)
  store ptr addrspace(1) %1, ptr %8, align 8
    #dbg_declare(ptr %8, !34, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !35)
  store ptr addrspace(1) %2, ptr %9, align 8
    #dbg_declare(ptr %9, !36, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !37)
  store ptr addrspace(1) %3, ptr %10, align 8
    #dbg_declare(ptr %10, !38, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
  store float %4, ptr %11, align 4
    #dbg_declare(ptr %11, !40, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !41)
  store i32 %5, ptr %12, align 4
    #dbg_declare(ptr %12, !42, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
    #dbg_declare(ptr %13, !44, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !45)
  %19 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !46
  store i64 %19, ptr %13, align 8, !dbg !45
    #dbg_declare(ptr %14, !47, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !48)
  %20 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4, !dbg !49
  store i64 %20, ptr %14, align 8, !dbg !48
    #dbg_declare(ptr %15, !50, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !51)
  %21 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #4, !dbg !52
  store i64 %21, ptr %15, align 8, !dbg !51
  %22 = load i64, ptr %13, align 8, !dbg !53
  %23 = load i32, ptr %12, align 4, !dbg !54
  %24 = sext i32 %23 to i64, !dbg !55
  %25 = icmp ult i64 %22, %24, !dbg !56
  br i1 %25, label %26, label %31, !dbg !53

26:                                               ; preds = %6
  %27 = load ptr addrspace(1), ptr %7, align 8, !dbg !57
  %28 = load i64, ptr %13, align 8, !dbg !58
  %29 = getelementptr inbounds float, ptr addrspace(1) %27, i64 %28, !dbg !57
  %30 = load float, ptr addrspace(1) %29, align 4, !dbg !57
  br label %32, !dbg !53

31:                                               ; preds = %6
  br label %32, !dbg !53

32:                                               ; preds = %31, %26
  %33 = phi float [ %30, %26 ], [ 0.000000e+00, %31 ], !dbg !53
  %34 = load i64, ptr %14, align 8, !dbg !59
  %35 = getelementptr inbounds [64 x float], ptr addrspace(3) @vecadd_opencl.tile, i64 0, i64 %34, !dbg !60
  store float %33, ptr addrspace(3) %35, align 4, !dbg !61
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !62
    #dbg_declare(ptr %16, !63, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !64)
  %36 = load i64, ptr %14, align 8, !dbg !65
  %37 = add i64 %36, 1, !dbg !66
  %38 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #4, !dbg !67
  %39 = urem i64 %37, %38, !dbg !68
  %40 = getelementptr inbounds [64 x float], ptr addrspace(3) @vecadd_opencl.tile, i64 0, i64 %39, !dbg !69
  %41 = load float, ptr addrspace(3) %40, align 4, !dbg !69
  store float %41, ptr %16, align 4, !dbg !64
  %42 = load i64, ptr %13, align 8, !dbg !70
  %43 = load i32, ptr %12, align 4, !dbg !72
  %44 = sext i32 %43 to i64, !dbg !73
  %45 = icmp ult i64 %42, %44, !dbg !74
  br i1 %45, label %46, label %57, !dbg !75

46:                                               ; preds = %32
  %47 = load float, ptr %11, align 4, !dbg !76
  %48 = load float, ptr %16, align 4, !dbg !77
  %49 = load ptr addrspace(1), ptr %8, align 8, !dbg !78
  %50 = load i64, ptr %13, align 8, !dbg !79
  %51 = getelementptr inbounds float, ptr addrspace(1) %49, i64 %50, !dbg !78
  %52 = load float, ptr addrspace(1) %51, align 4, !dbg !78
  %53 = call float @llvm.fmuladd.f32(float %47, float %48, float %52), !dbg !80
  %54 = load ptr addrspace(1), ptr %9, align 8, !dbg !81
  %55 = load i64, ptr %13, align 8, !dbg !82
  %56 = getelementptr inbounds float, ptr addrspace(1) %54, i64 %55, !dbg !81
  store float %53, ptr addrspace(1) %56, align 4, !dbg !83
  br label %57, !dbg !81

57:                                               ; preds = %46, %32
  %58 = load i64, ptr %14, align 8, !dbg !84
  %59 = icmp eq i64 %58, 0, !dbg !86
  br i1 %59, label %60, label %82, !dbg !87

60:                                               ; preds = %57
    #dbg_declare(ptr %17, !88, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !90)
  store float 0.000000e+00, ptr %17, align 4, !dbg !90
    #dbg_declare(ptr %18, !91, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !93)
  store i32 0, ptr %18, align 4, !dbg !93
  br label %61, !dbg !94

61:                                               ; preds = %71, %60
  %62 = load i32, ptr %18, align 4, !dbg !95
  %63 = icmp slt i32 %62, 64, !dbg !97
  br i1 %63, label %64, label %74, !dbg !98

64:                                               ; preds = %61
  %65 = load i32, ptr %18, align 4, !dbg !99
  %66 = sext i32 %65 to i64, !dbg !100
  %67 = getelementptr inbounds [64 x float], ptr addrspace(3) @vecadd_opencl.tile, i64 0, i64 %66, !dbg !100
  %68 = load float, ptr addrspace(3) %67, align 4, !dbg !100
  %69 = load float, ptr %17, align 4, !dbg !101
  %70 = fadd float %69, %68, !dbg !101
  store float %70, ptr %17, align 4, !dbg !101
  br label %71, !dbg !102

71:                                               ; preds = %64
  %72 = load i32, ptr %18, align 4, !dbg !103
  %73 = add nsw i32 %72, 1, !dbg !103
  store i32 %73, ptr %18, align 4, !dbg !103
  br label %61, !dbg !104, !llvm.loop !105

74:                                               ; preds = %61
  %75 = load float, ptr %17, align 4, !dbg !107
  %76 = call spir_func i64 @_Z14get_num_groupsj(i32 noundef 0) #4, !dbg !108
  %77 = uitofp i64 %76 to float, !dbg !109
  %78 = fdiv float %75, %77, !dbg !110, !fpmath !111
  %79 = load ptr addrspace(1), ptr %10, align 8, !dbg !112
  %80 = load i64, ptr %15, align 8, !dbg !113
  %81 = getelementptr inbounds float, ptr addrspace(1) %79, i64 %80, !dbg !112
  store float %78, ptr addrspace(1) %81, align 4, !dbg !114
  br label %82, !dbg !115

82:                                               ; preds = %74, %57
  ret void, !dbg !116
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_group_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z14get_local_sizej(i32 noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z14get_num_groupsj(i32 noundef) #1

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!11}
!llvm.module.flags = !{!21, !22, !23, !24}
!opencl.ocl.version = !{!25}
!opencl.spir.version = !{!25}
!llvm.ident = !{!26}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 3, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "tile", scope: !2, file: !3, line: 8, type: !18, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "vecadd_opencl", scope: !3, file: !3, line: 5, type: !4, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !11, retainedNodes: !17)
!3 = !DIFile(filename: "samples/vecadd_opencl.cl", directory: ".", checksumkind: CSK_MD5, checksum: "bd998c5fc341a03bc7d7f3decb5c2901")
!4 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !5)
!5 = !{null, !6, !6, !9, !9, !8, !10}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64, dwarfAddressSpace: 1)
!7 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !12, globals: !16, splitDebugInlining: false, nameTableKind: None)
!12 = !{!13, !8}
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !14, line: 142, baseType: !15)
!14 = !DIFile(filename: "clang-include/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!15 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!16 = !{!0}
!17 = !{}
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 2048, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 64)
!21 = !{i32 7, !"Dwarf Version", i32 5}
!22 = !{i32 2, !"Debug Info Version", i32 3}
!23 = !{i32 1, !"wchar_size", i32 4}
!24 = !{i32 7, !"frame-pointer", i32 2}
!25 = !{i32 1, i32 2}
!26 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!27 = !{i32 1, i32 1, i32 1, i32 1, i32 0, i32 0}
!28 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!29 = !{!"float*", !"float*", !"float*", !"float*", !"float", !"int"}
!30 = !{!"const", !"const", !"", !"", !"", !""}
!31 = !{i32 64, i32 1, i32 1}
!32 = !DILocalVariable(name: "a", arg: 1, scope: !2, file: !3, line: 5, type: !6)
!33 = !DILocation(line: 5, column: 42, scope: !2)
!34 = !DILocalVariable(name: "b", arg: 2, scope: !2, file: !3, line: 5, type: !6)
!35 = !DILocation(line: 5, column: 67, scope: !2)
!36 = !DILocalVariable(name: "c", arg: 3, scope: !2, file: !3, line: 6, type: !9)
!37 = !DILocation(line: 6, column: 36, scope: !2)
!38 = !DILocalVariable(name: "group_sums", arg: 4, scope: !2, file: !3, line: 6, type: !9)
!39 = !DILocation(line: 6, column: 55, scope: !2)
!40 = !DILocalVariable(name: "alpha", arg: 5, scope: !2, file: !3, line: 7, type: !8)
!41 = !DILocation(line: 7, column: 26, scope: !2)
!42 = !DILocalVariable(name: "n", arg: 6, scope: !2, file: !3, line: 7, type: !10)
!43 = !DILocation(line: 7, column: 37, scope: !2)
!44 = !DILocalVariable(name: "gid", scope: !2, file: !3, line: 9, type: !13)
!45 = !DILocation(line: 9, column: 10, scope: !2)
!46 = !DILocation(line: 9, column: 16, scope: !2)
!47 = !DILocalVariable(name: "lid", scope: !2, file: !3, line: 10, type: !13)
!48 = !DILocation(line: 10, column: 10, scope: !2)
!49 = !DILocation(line: 10, column: 16, scope: !2)
!50 = !DILocalVariable(name: "grp", scope: !2, file: !3, line: 11, type: !13)
!51 = !DILocation(line: 11, column: 10, scope: !2)
!52 = !DILocation(line: 11, column: 16, scope: !2)
!53 = !DILocation(line: 12, column: 15, scope: !2)
!54 = !DILocation(line: 12, column: 29, scope: !2)
!55 = !DILocation(line: 12, column: 21, scope: !2)
!56 = !DILocation(line: 12, column: 19, scope: !2)
!57 = !DILocation(line: 12, column: 33, scope: !2)
!58 = !DILocation(line: 12, column: 35, scope: !2)
!59 = !DILocation(line: 12, column: 8, scope: !2)
!60 = !DILocation(line: 12, column: 3, scope: !2)
!61 = !DILocation(line: 12, column: 13, scope: !2)
!62 = !DILocation(line: 13, column: 3, scope: !2)
!63 = !DILocalVariable(name: "left", scope: !2, file: !3, line: 15, type: !8)
!64 = !DILocation(line: 15, column: 9, scope: !2)
!65 = !DILocation(line: 15, column: 22, scope: !2)
!66 = !DILocation(line: 15, column: 26, scope: !2)
!67 = !DILocation(line: 15, column: 33, scope: !2)
!68 = !DILocation(line: 15, column: 31, scope: !2)
!69 = !DILocation(line: 15, column: 16, scope: !2)
!70 = !DILocation(line: 16, column: 7, scope: !71)
!71 = distinct !DILexicalBlock(scope: !2, file: !3, line: 16, column: 7)
!72 = !DILocation(line: 16, column: 21, scope: !71)
!73 = !DILocation(line: 16, column: 13, scope: !71)
!74 = !DILocation(line: 16, column: 11, scope: !71)
!75 = !DILocation(line: 16, column: 7, scope: !2)
!76 = !DILocation(line: 17, column: 14, scope: !71)
!77 = !DILocation(line: 17, column: 22, scope: !71)
!78 = !DILocation(line: 17, column: 29, scope: !71)
!79 = !DILocation(line: 17, column: 31, scope: !71)
!80 = !DILocation(line: 17, column: 27, scope: !71)
!81 = !DILocation(line: 17, column: 5, scope: !71)
!82 = !DILocation(line: 17, column: 7, scope: !71)
!83 = !DILocation(line: 17, column: 12, scope: !71)
!84 = !DILocation(line: 18, column: 7, scope: !85)
!85 = distinct !DILexicalBlock(scope: !2, file: !3, line: 18, column: 7)
!86 = !DILocation(line: 18, column: 11, scope: !85)
!87 = !DILocation(line: 18, column: 7, scope: !2)
!88 = !DILocalVariable(name: "s", scope: !89, file: !3, line: 19, type: !8)
!89 = distinct !DILexicalBlock(scope: !85, file: !3, line: 18, column: 17)
!90 = !DILocation(line: 19, column: 11, scope: !89)
!91 = !DILocalVariable(name: "k", scope: !92, file: !3, line: 20, type: !10)
!92 = distinct !DILexicalBlock(scope: !89, file: !3, line: 20, column: 5)
!93 = !DILocation(line: 20, column: 14, scope: !92)
!94 = !DILocation(line: 20, column: 10, scope: !92)
!95 = !DILocation(line: 20, column: 21, scope: !96)
!96 = distinct !DILexicalBlock(scope: !92, file: !3, line: 20, column: 5)
!97 = !DILocation(line: 20, column: 23, scope: !96)
!98 = !DILocation(line: 20, column: 5, scope: !92)
!99 = !DILocation(line: 21, column: 17, scope: !96)
!100 = !DILocation(line: 21, column: 12, scope: !96)
!101 = !DILocation(line: 21, column: 9, scope: !96)
!102 = !DILocation(line: 21, column: 7, scope: !96)
!103 = !DILocation(line: 20, column: 32, scope: !96)
!104 = !DILocation(line: 20, column: 5, scope: !96)
!105 = distinct !{!105, !98, !106}
!106 = !DILocation(line: 21, column: 18, scope: !92)
!107 = !DILocation(line: 22, column: 23, scope: !89)
!108 = !DILocation(line: 22, column: 34, scope: !89)
!109 = !DILocation(line: 22, column: 27, scope: !89)
!110 = !DILocation(line: 22, column: 25, scope: !89)
!111 = !{float 2.500000e+00}
!112 = !DILocation(line: 22, column: 5, scope: !89)
!113 = !DILocation(line: 22, column: 16, scope: !89)
!114 = !DILocation(line: 22, column: 21, scope: !89)
!115 = !DILocation(line: 23, column: 3, scope: !89)
!116 = !DILocation(line: 24, column: 1, scope: !2)
