; ModuleID = 'tests/forms/clock.cu'
source_filename = "tests/forms/clock.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.vgiw_threadIdx_t = type { i8 }
%struct.vgiw_blockIdx_t = type { i8 }
%struct.vgiw_blockDim_t = type { i8 }
%struct.vgiw_gridDim_t = type { i8 }

@threadIdx = external dso_local addrspace(1) global %struct.vgiw_threadIdx_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.vgiw_blockIdx_t, align 1
@shared = external dso_local addrspace(3) global [0 x float], align 4
@blockDim = external dso_local addrspace(1) global %struct.vgiw_blockDim_t, align 1
@gridDim = external dso_local addrspace(1) global %struct.vgiw_gridDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @timedReduction(float* noundef %0, float* noundef %1, i64* noundef %2) #0 !dbg !12 {
  %4 = alloca float*, align 8
  %5 = alloca float*, align 8
  %6 = alloca i64*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  store float* %0, float** %4, align 8
  store float* %1, float** %5, align 8
  store i64* %2, i64** %6, align 8
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4, !dbg !15
  store i32 %12, i32* %7, align 4, !dbg !19
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4, !dbg !20
  store i32 %13, i32* %8, align 4, !dbg !23
  %14 = load i32, i32* %7, align 4, !dbg !24
  %15 = icmp eq i32 %14, 0, !dbg !25
  br i1 %15, label %16, label %23, !dbg !24

16:                                               ; preds = %3
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.clock() #4, !dbg !26
  %18 = sext i32 %17 to i64, !dbg !26
  %19 = load i64*, i64** %6, align 8, !dbg !29
  %20 = load i32, i32* %8, align 4, !dbg !30
  %21 = sext i32 %20 to i64, !dbg !29
  %22 = getelementptr inbounds i64, i64* %19, i64 %21, !dbg !29
  store i64 %18, i64* %22, align 8, !dbg !31
  br label %23, !dbg !29

23:                                               ; preds = %16, %3
  %24 = load float*, float** %4, align 8, !dbg !32
  %25 = load i32, i32* %7, align 4, !dbg !33
  %26 = sext i32 %25 to i64, !dbg !32
  %27 = getelementptr inbounds float, float* %24, i64 %26, !dbg !32
  %28 = load float, float* %27, align 4, !dbg !32
  %29 = load i32, i32* %7, align 4, !dbg !34
  %30 = sext i32 %29 to i64, !dbg !35
  %31 = getelementptr inbounds [0 x float], [0 x float]* addrspacecast ([0 x float] addrspace(3)* @shared to [0 x float]*), i64 0, i64 %30, !dbg !35
  store float %28, float* %31, align 4, !dbg !36
  %32 = load float*, float** %4, align 8, !dbg !37
  %33 = load i32, i32* %7, align 4, !dbg !38
  %34 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4, !dbg !39
  %35 = add i32 %33, %34, !dbg !42
  %36 = zext i32 %35 to i64, !dbg !37
  %37 = getelementptr inbounds float, float* %32, i64 %36, !dbg !37
  %38 = load float, float* %37, align 4, !dbg !37
  %39 = load i32, i32* %7, align 4, !dbg !43
  %40 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4, !dbg !44
  %41 = add i32 %39, %40, !dbg !46
  %42 = zext i32 %41 to i64, !dbg !47
  %43 = getelementptr inbounds [0 x float], [0 x float]* addrspacecast ([0 x float] addrspace(3)* @shared to [0 x float]*), i64 0, i64 %42, !dbg !47
  store float %38, float* %43, align 4, !dbg !48
  %44 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4, !dbg !49
  store i32 %44, i32* %9, align 4, !dbg !51
  br label %45, !dbg !52

45:                                               ; preds = %73, %23
  %46 = load i32, i32* %9, align 4, !dbg !53
  %47 = icmp sgt i32 %46, 0, !dbg !54
  br i1 %47, label %48, label %76, !dbg !55

48:                                               ; preds = %45
  call void @llvm.nvvm.barrier0(), !dbg !56
  %49 = load i32, i32* %7, align 4, !dbg !57
  %50 = load i32, i32* %9, align 4, !dbg !58
  %51 = icmp slt i32 %49, %50, !dbg !59
  br i1 %51, label %52, label %72, !dbg !57

52:                                               ; preds = %48
  %53 = load i32, i32* %7, align 4, !dbg !60
  %54 = sext i32 %53 to i64, !dbg !61
  %55 = getelementptr inbounds [0 x float], [0 x float]* addrspacecast ([0 x float] addrspace(3)* @shared to [0 x float]*), i64 0, i64 %54, !dbg !61
  %56 = load float, float* %55, align 4, !dbg !61
  store float %56, float* %10, align 4, !dbg !62
  %57 = load i32, i32* %7, align 4, !dbg !63
  %58 = load i32, i32* %9, align 4, !dbg !64
  %59 = add nsw i32 %57, %58, !dbg !65
  %60 = sext i32 %59 to i64, !dbg !66
  %61 = getelementptr inbounds [0 x float], [0 x float]* addrspacecast ([0 x float] addrspace(3)* @shared to [0 x float]*), i64 0, i64 %60, !dbg !66
  %62 = load float, float* %61, align 4, !dbg !66
  store float %62, float* %11, align 4, !dbg !67
  %63 = load float, float* %11, align 4, !dbg !68
  %64 = load float, float* %10, align 4, !dbg !69
  %65 = fcmp contract olt float %63, %64, !dbg !70
  br i1 %65, label %66, label %71, !dbg !68

66:                                               ; preds = %52
  %67 = load float, float* %11, align 4, !dbg !71
  %68 = load i32, i32* %7, align 4, !dbg !72
  %69 = sext i32 %68 to i64, !dbg !73
  %70 = getelementptr inbounds [0 x float], [0 x float]* addrspacecast ([0 x float] addrspace(3)* @shared to [0 x float]*), i64 0, i64 %69, !dbg !73
  store float %67, float* %70, align 4, !dbg !74
  br label %71, !dbg !73

71:                                               ; preds = %66, %52
  br label %72, !dbg !75

72:                                               ; preds = %71, %48
  br label %73, !dbg !76

73:                                               ; preds = %72
  %74 = load i32, i32* %9, align 4, !dbg !77
  %75 = sdiv i32 %74, 2, !dbg !77
  store i32 %75, i32* %9, align 4, !dbg !77
  br label %45, !dbg !55, !llvm.loop !78

76:                                               ; preds = %45
  %77 = load i32, i32* %7, align 4, !dbg !80
  %78 = icmp eq i32 %77, 0, !dbg !81
  br i1 %78, label %79, label %85, !dbg !80

79:                                               ; preds = %76
  %80 = load float, float* getelementptr inbounds ([0 x float], [0 x float]* addrspacecast ([0 x float] addrspace(3)* @shared to [0 x float]*), i64 0, i64 0), align 4, !dbg !82
  %81 = load float*, float** %5, align 8, !dbg !83
  %82 = load i32, i32* %8, align 4, !dbg !84
  %83 = sext i32 %82 to i64, !dbg !83
  %84 = getelementptr inbounds float, float* %81, i64 %83, !dbg !83
  store float %80, float* %84, align 4, !dbg !85
  br label %85, !dbg !83

85:                                               ; preds = %79, %76
  call void @llvm.nvvm.barrier0(), !dbg !86
  %86 = load i32, i32* %7, align 4, !dbg !87
  %87 = icmp eq i32 %86, 0, !dbg !88
  br i1 %87, label %88, label %97, !dbg !87

88:                                               ; preds = %85
  %89 = call i32 @llvm.nvvm.read.ptx.sreg.clock() #4, !dbg !89
  %90 = sext i32 %89 to i64, !dbg !89
  %91 = load i64*, i64** %6, align 8, !dbg !91
  %92 = load i32, i32* %8, align 4, !dbg !92
  %93 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4, !dbg !93
  %94 = add i32 %92, %93, !dbg !96
  %95 = zext i32 %94 to i64, !dbg !91
  %96 = getelementptr inbounds i64, i64* %91, i64 %95, !dbg !91
  store i64 %90, i64* %96, align 8, !dbg !97
  br label %97, !dbg !91

97:                                               ; preds = %88, %85
  ret void, !dbg !98
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @timedLoop(i32 noundef %0, i32* noundef %1, i32* noundef %2, i64* noundef %3) #0 !dbg !99 {
  %5 = alloca i32, align 4
  %6 = alloca i32*, align 8
  %7 = alloca i32*, align 8
  %8 = alloca i64*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  store i32* %1, i32** %6, align 8
  store i32* %2, i32** %7, align 8
  store i64* %3, i64** %8, align 8
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4, !dbg !100
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4, !dbg !102
  %15 = mul i32 %13, %14, !dbg !104
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4, !dbg !105
  %17 = add i32 %15, %16, !dbg !107
  store i32 %17, i32* %9, align 4, !dbg !108
  %18 = call i64 @llvm.nvvm.read.ptx.sreg.clock64() #4, !dbg !109
  store i64 %18, i64* %10, align 8, !dbg !112
  store i32 0, i32* %11, align 4, !dbg !113
  store i32 0, i32* %12, align 4, !dbg !114
  br label %19, !dbg !115

19:                                               ; preds = %34, %4
  %20 = load i32, i32* %12, align 4, !dbg !116
  %21 = load i32, i32* %5, align 4, !dbg !117
  %22 = icmp slt i32 %20, %21, !dbg !118
  br i1 %22, label %23, label %37, !dbg !119

23:                                               ; preds = %19
  %24 = load i32*, i32** %6, align 8, !dbg !120
  %25 = load i32, i32* %9, align 4, !dbg !121
  %26 = load i32, i32* %12, align 4, !dbg !122
  %27 = add nsw i32 %25, %26, !dbg !123
  %28 = and i32 %27, 1023, !dbg !124
  %29 = sext i32 %28 to i64, !dbg !120
  %30 = getelementptr inbounds i32, i32* %24, i64 %29, !dbg !120
  %31 = load i32, i32* %30, align 4, !dbg !120
  %32 = load i32, i32* %11, align 4, !dbg !125
  %33 = add nsw i32 %32, %31, !dbg !125
  store i32 %33, i32* %11, align 4, !dbg !125
  br label %34, !dbg !126

34:                                               ; preds = %23
  %35 = load i32, i32* %12, align 4, !dbg !127
  %36 = add nsw i32 %35, 1, !dbg !127
  store i32 %36, i32* %12, align 4, !dbg !127
  br label %19, !dbg !119, !llvm.loop !128

37:                                               ; preds = %19
  %38 = load i32, i32* %11, align 4, !dbg !130
  %39 = load i32*, i32** %7, align 8, !dbg !131
  %40 = load i32, i32* %9, align 4, !dbg !132
  %41 = sext i32 %40 to i64, !dbg !131
  %42 = getelementptr inbounds i32, i32* %39, i64 %41, !dbg !131
  store i32 %38, i32* %42, align 4, !dbg !133
  %43 = call i64 @llvm.nvvm.read.ptx.sreg.clock64() #4, !dbg !134
  %44 = load i64, i64* %10, align 8, !dbg !136
  %45 = sub nsw i64 %43, %44, !dbg !137
  %46 = load i64*, i64** %8, align 8, !dbg !138
  %47 = load i32, i32* %9, align 4, !dbg !139
  %48 = sext i32 %47 to i64, !dbg !138
  %49 = getelementptr inbounds i64, i64* %46, i64 %48, !dbg !138
  store i64 %45, i64* %49, align 8, !dbg !140
  ret void, !dbg !141
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @clockIndirect(i32 noundef %0, i32** noundef %1) #0 !dbg !142 {
  %3 = alloca i32, align 4
  %4 = alloca i32**, align 8
  store i32 %0, i32* %3, align 4
  store i32** %1, i32*** %4, align 8
  %5 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4, !dbg !143
  %6 = load i32, i32* %3, align 4, !dbg !145
  %7 = icmp ult i32 %5, %6, !dbg !146
  br i1 %7, label %8, label %17, !dbg !147

8:                                                ; preds = %2
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.clock() #4, !dbg !148
  %10 = sext i32 %9 to i64, !dbg !148
  %11 = trunc i64 %10 to i32, !dbg !150
  %12 = load i32**, i32*** %4, align 8, !dbg !151
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4, !dbg !152
  %14 = zext i32 %13 to i64, !dbg !151
  %15 = getelementptr inbounds i32*, i32** %12, i64 %14, !dbg !151
  %16 = load i32*, i32** %15, align 8, !dbg !151
  store i32 %11, i32* %16, align 4, !dbg !154
  br label %17, !dbg !155

17:                                               ; preds = %8, %2
  ret void, !dbg !156
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @clockBranch(i32* noundef %0) #0 !dbg !157 {
  %2 = alloca i32*, align 8
  store i32* %0, i32** %2, align 8
  %3 = call i32 @llvm.nvvm.read.ptx.sreg.clock() #4, !dbg !158
  %4 = sext i32 %3 to i64, !dbg !158
  %5 = and i64 %4, 1, !dbg !160
  %6 = icmp ne i64 %5, 0, !dbg !161
  br i1 %6, label %7, label %12, !dbg !161

7:                                                ; preds = %1
  %8 = load i32*, i32** %2, align 8, !dbg !162
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4, !dbg !163
  %10 = zext i32 %9 to i64, !dbg !162
  %11 = getelementptr inbounds i32, i32* %8, i64 %10, !dbg !162
  store i32 1, i32* %11, align 4, !dbg !165
  br label %12, !dbg !162

12:                                               ; preds = %7, %1
  ret void, !dbg !166
}

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: inaccessiblememonly nounwind
declare i32 @llvm.nvvm.read.ptx.sreg.clock() #3

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: inaccessiblememonly nounwind
declare i64 @llvm.nvvm.read.ptx.sreg.clock64() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { convergent nounwind }
attributes #2 = { nounwind readnone speculatable }
attributes #3 = { inaccessiblememonly nounwind }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3, !4, !5}
!llvm.module.flags = !{!6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/forms/clock.cu", directory: ".")
!2 = !{void (float*, float*, i64*)* @timedReduction, !"kernel", i32 1}
!3 = !{void (i32, i32*, i32*, i64*)* @timedLoop, !"kernel", i32 1}
!4 = !{void (i32, i32**)* @clockIndirect, !"kernel", i32 1}
!5 = !{void (i32*)* @clockBranch, !"kernel", i32 1}
!6 = !{i32 7, !"Dwarf Version", i32 2}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "timedReduction", scope: !1, file: !1, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 44, column: 1, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_x", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!17 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!18 = distinct !DILocation(line: 13, column: 19, scope: !12)
!19 = !DILocation(line: 13, column: 13, scope: !12)
!20 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!22 = distinct !DILocation(line: 14, column: 19, scope: !12)
!23 = !DILocation(line: 14, column: 13, scope: !12)
!24 = !DILocation(line: 16, column: 7, scope: !12)
!25 = !DILocation(line: 16, column: 11, scope: !12)
!26 = !DILocation(line: 317, column: 39, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "clock", scope: !17, file: !17, line: 317, type: !13, scopeLine: 317, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!28 = distinct !DILocation(line: 16, column: 30, scope: !12)
!29 = !DILocation(line: 16, column: 17, scope: !12)
!30 = !DILocation(line: 16, column: 23, scope: !12)
!31 = !DILocation(line: 16, column: 28, scope: !12)
!32 = !DILocation(line: 18, column: 17, scope: !12)
!33 = !DILocation(line: 18, column: 23, scope: !12)
!34 = !DILocation(line: 18, column: 10, scope: !12)
!35 = !DILocation(line: 18, column: 3, scope: !12)
!36 = !DILocation(line: 18, column: 15, scope: !12)
!37 = !DILocation(line: 19, column: 30, scope: !12)
!38 = !DILocation(line: 19, column: 36, scope: !12)
!39 = !DILocation(line: 46, column: 1, scope: !40, inlinedAt: !41)
!40 = distinct !DISubprogram(name: "__fetch_x", scope: !17, file: !17, line: 46, type: !13, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!41 = distinct !DILocation(line: 19, column: 42, scope: !12)
!42 = !DILocation(line: 19, column: 40, scope: !12)
!43 = !DILocation(line: 19, column: 10, scope: !12)
!44 = !DILocation(line: 46, column: 1, scope: !40, inlinedAt: !45)
!45 = distinct !DILocation(line: 19, column: 16, scope: !12)
!46 = !DILocation(line: 19, column: 14, scope: !12)
!47 = !DILocation(line: 19, column: 3, scope: !12)
!48 = !DILocation(line: 19, column: 28, scope: !12)
!49 = !DILocation(line: 46, column: 1, scope: !40, inlinedAt: !50)
!50 = distinct !DILocation(line: 21, column: 16, scope: !12)
!51 = !DILocation(line: 21, column: 12, scope: !12)
!52 = !DILocation(line: 21, column: 8, scope: !12)
!53 = !DILocation(line: 21, column: 28, scope: !12)
!54 = !DILocation(line: 21, column: 30, scope: !12)
!55 = !DILocation(line: 21, column: 3, scope: !12)
!56 = !DILocation(line: 22, column: 5, scope: !12)
!57 = !DILocation(line: 23, column: 9, scope: !12)
!58 = !DILocation(line: 23, column: 15, scope: !12)
!59 = !DILocation(line: 23, column: 13, scope: !12)
!60 = !DILocation(line: 24, column: 25, scope: !12)
!61 = !DILocation(line: 24, column: 18, scope: !12)
!62 = !DILocation(line: 24, column: 13, scope: !12)
!63 = !DILocation(line: 25, column: 25, scope: !12)
!64 = !DILocation(line: 25, column: 31, scope: !12)
!65 = !DILocation(line: 25, column: 29, scope: !12)
!66 = !DILocation(line: 25, column: 18, scope: !12)
!67 = !DILocation(line: 25, column: 13, scope: !12)
!68 = !DILocation(line: 26, column: 11, scope: !12)
!69 = !DILocation(line: 26, column: 16, scope: !12)
!70 = !DILocation(line: 26, column: 14, scope: !12)
!71 = !DILocation(line: 26, column: 34, scope: !12)
!72 = !DILocation(line: 26, column: 27, scope: !12)
!73 = !DILocation(line: 26, column: 20, scope: !12)
!74 = !DILocation(line: 26, column: 32, scope: !12)
!75 = !DILocation(line: 27, column: 5, scope: !12)
!76 = !DILocation(line: 28, column: 3, scope: !12)
!77 = !DILocation(line: 21, column: 37, scope: !12)
!78 = distinct !{!78, !55, !76, !79}
!79 = !{!"llvm.loop.mustprogress"}
!80 = !DILocation(line: 30, column: 7, scope: !12)
!81 = !DILocation(line: 30, column: 11, scope: !12)
!82 = !DILocation(line: 30, column: 31, scope: !12)
!83 = !DILocation(line: 30, column: 17, scope: !12)
!84 = !DILocation(line: 30, column: 24, scope: !12)
!85 = !DILocation(line: 30, column: 29, scope: !12)
!86 = !DILocation(line: 31, column: 3, scope: !12)
!87 = !DILocation(line: 33, column: 7, scope: !12)
!88 = !DILocation(line: 33, column: 11, scope: !12)
!89 = !DILocation(line: 317, column: 39, scope: !27, inlinedAt: !90)
!90 = distinct !DILocation(line: 33, column: 42, scope: !12)
!91 = !DILocation(line: 33, column: 17, scope: !12)
!92 = !DILocation(line: 33, column: 23, scope: !12)
!93 = !DILocation(line: 47, column: 1, scope: !94, inlinedAt: !95)
!94 = distinct !DISubprogram(name: "__fetch_x", scope: !17, file: !17, line: 47, type: !13, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!95 = distinct !DILocation(line: 33, column: 29, scope: !12)
!96 = !DILocation(line: 33, column: 27, scope: !12)
!97 = !DILocation(line: 33, column: 40, scope: !12)
!98 = !DILocation(line: 34, column: 1, scope: !12)
!99 = distinct !DISubprogram(name: "timedLoop", scope: !1, file: !1, line: 38, type: !13, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!100 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !101)
!101 = distinct !DILocation(line: 40, column: 11, scope: !99)
!102 = !DILocation(line: 46, column: 1, scope: !40, inlinedAt: !103)
!103 = distinct !DILocation(line: 40, column: 24, scope: !99)
!104 = !DILocation(line: 40, column: 22, scope: !99)
!105 = !DILocation(line: 44, column: 1, scope: !16, inlinedAt: !106)
!106 = distinct !DILocation(line: 40, column: 37, scope: !99)
!107 = !DILocation(line: 40, column: 35, scope: !99)
!108 = !DILocation(line: 40, column: 7, scope: !99)
!109 = !DILocation(line: 318, column: 43, scope: !110, inlinedAt: !111)
!110 = distinct !DISubprogram(name: "clock64", scope: !17, file: !17, line: 318, type: !13, scopeLine: 318, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!111 = distinct !DILocation(line: 41, column: 21, scope: !99)
!112 = !DILocation(line: 41, column: 13, scope: !99)
!113 = !DILocation(line: 42, column: 7, scope: !99)
!114 = !DILocation(line: 43, column: 12, scope: !99)
!115 = !DILocation(line: 43, column: 8, scope: !99)
!116 = !DILocation(line: 43, column: 19, scope: !99)
!117 = !DILocation(line: 43, column: 23, scope: !99)
!118 = !DILocation(line: 43, column: 21, scope: !99)
!119 = !DILocation(line: 43, column: 3, scope: !99)
!120 = !DILocation(line: 44, column: 10, scope: !99)
!121 = !DILocation(line: 44, column: 14, scope: !99)
!122 = !DILocation(line: 44, column: 18, scope: !99)
!123 = !DILocation(line: 44, column: 16, scope: !99)
!124 = !DILocation(line: 44, column: 21, scope: !99)
!125 = !DILocation(line: 44, column: 7, scope: !99)
!126 = !DILocation(line: 44, column: 5, scope: !99)
!127 = !DILocation(line: 43, column: 27, scope: !99)
!128 = distinct !{!128, !119, !129, !79}
!129 = !DILocation(line: 44, column: 27, scope: !99)
!130 = !DILocation(line: 45, column: 12, scope: !99)
!131 = !DILocation(line: 45, column: 3, scope: !99)
!132 = !DILocation(line: 45, column: 7, scope: !99)
!133 = !DILocation(line: 45, column: 10, scope: !99)
!134 = !DILocation(line: 318, column: 43, scope: !110, inlinedAt: !135)
!135 = distinct !DILocation(line: 46, column: 16, scope: !99)
!136 = !DILocation(line: 46, column: 28, scope: !99)
!137 = !DILocation(line: 46, column: 26, scope: !99)
!138 = !DILocation(line: 46, column: 3, scope: !99)
!139 = !DILocation(line: 46, column: 11, scope: !99)
!140 = !DILocation(line: 46, column: 14, scope: !99)
!141 = !DILocation(line: 47, column: 1, scope: !99)
!142 = distinct !DISubprogram(name: "clockIndirect", scope: !1, file: !1, line: 52, type: !13, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!143 = !DILocation(line: 44, column: 1, scope: !16, inlinedAt: !144)
!144 = distinct !DILocation(line: 53, column: 7, scope: !142)
!145 = !DILocation(line: 53, column: 21, scope: !142)
!146 = !DILocation(line: 53, column: 19, scope: !142)
!147 = !DILocation(line: 53, column: 7, scope: !142)
!148 = !DILocation(line: 317, column: 39, scope: !27, inlinedAt: !149)
!149 = distinct !DILocation(line: 53, column: 51, scope: !142)
!150 = !DILocation(line: 53, column: 51, scope: !142)
!151 = !DILocation(line: 53, column: 25, scope: !142)
!152 = !DILocation(line: 44, column: 1, scope: !16, inlinedAt: !153)
!153 = distinct !DILocation(line: 53, column: 31, scope: !142)
!154 = !DILocation(line: 53, column: 44, scope: !142)
!155 = !DILocation(line: 53, column: 24, scope: !142)
!156 = !DILocation(line: 54, column: 1, scope: !142)
!157 = distinct !DISubprogram(name: "clockBranch", scope: !1, file: !1, line: 57, type: !13, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!158 = !DILocation(line: 317, column: 39, scope: !27, inlinedAt: !159)
!159 = distinct !DILocation(line: 58, column: 7, scope: !157)
!160 = !DILocation(line: 58, column: 15, scope: !157)
!161 = !DILocation(line: 58, column: 7, scope: !157)
!162 = !DILocation(line: 58, column: 20, scope: !157)
!163 = !DILocation(line: 44, column: 1, scope: !16, inlinedAt: !164)
!164 = distinct !DILocation(line: 58, column: 24, scope: !157)
!165 = !DILocation(line: 58, column: 37, scope: !157)
!166 = !DILocation(line: 59, column: 1, scope: !157)
