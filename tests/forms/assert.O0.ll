; ModuleID = 'tests/forms/assert.cu'
source_filename = "tests/forms/assert.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.vgiw_blockIdx_t = type { i8 }
%struct.vgiw_blockDim_t = type { i8 }
%struct.vgiw_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.vgiw_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.vgiw_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.vgiw_threadIdx_t, align 1
@.str = private unnamed_addr constant [14 x i8] c"in[i] < limit\00", align 1
@.str1 = private unnamed_addr constant [22 x i8] c"tests/forms/assert.cu\00", align 1
@__func__.checked = private unnamed_addr constant [8 x i8] c"checked\00", align 1
@.str2 = private unnamed_addr constant [10 x i8] c"x < limit\00", align 1
@__func__.summed = private unnamed_addr constant [7 x i8] c"summed\00", align 1
@.str3 = private unnamed_addr constant [14 x i8] c"s < limit * 2\00", align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @checked(i32 noundef %0, i32 noundef %1, i32* noalias noundef %2, i32* noalias noundef %3) #0 !dbg !10 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  store i32 %1, i32* %6, align 4
  store i32* %2, i32** %7, align 8
  store i32* %3, i32** %8, align 8
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4, !dbg !13
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4, !dbg !17
  %12 = mul i32 %10, %11, !dbg !20
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4, !dbg !21
  %14 = add i32 %12, %13, !dbg !24
  store i32 %14, i32* %9, align 4, !dbg !25
  %15 = load i32, i32* %9, align 4, !dbg !26
  %16 = load i32, i32* %5, align 4, !dbg !27
  %17 = icmp slt i32 %15, %16, !dbg !28
  br i1 %17, label %18, label %39, !dbg !26

18:                                               ; preds = %4
  %19 = load i32*, i32** %7, align 8, !dbg !29
  %20 = load i32, i32* %9, align 4, !dbg !29
  %21 = sext i32 %20 to i64, !dbg !29
  %22 = getelementptr inbounds i32, i32* %19, i64 %21, !dbg !29
  %23 = load i32, i32* %22, align 4, !dbg !29
  %24 = load i32, i32* %6, align 4, !dbg !29
  %25 = icmp slt i32 %23, %24, !dbg !29
  br i1 %25, label %26, label %27, !dbg !29

26:                                               ; preds = %18
  br label %28, !dbg !29

27:                                               ; preds = %18
  call void @__assertfail(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str1, i64 0, i64 0), i32 noundef 29, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @__func__.checked, i64 0, i64 0), i64 noundef 1) #5, !dbg !29
  br label %28, !dbg !29

28:                                               ; preds = %27, %26
  %29 = load i32*, i32** %7, align 8, !dbg !30
  %30 = load i32, i32* %9, align 4, !dbg !31
  %31 = sext i32 %30 to i64, !dbg !30
  %32 = getelementptr inbounds i32, i32* %29, i64 %31, !dbg !30
  %33 = load i32, i32* %32, align 4, !dbg !30
  %34 = mul nsw i32 %33, 2, !dbg !32
  %35 = load i32*, i32** %8, align 8, !dbg !33
  %36 = load i32, i32* %9, align 4, !dbg !34
  %37 = sext i32 %36 to i64, !dbg !33
  %38 = getelementptr inbounds i32, i32* %35, i64 %37, !dbg !33
  store i32 %34, i32* %38, align 4, !dbg !35
  br label %39, !dbg !36

39:                                               ; preds = %28, %4
  ret void, !dbg !37
}

; Function Attrs: convergent nounwind
declare dso_local void @__assertfail(i8* noundef, i8* noundef, i32 noundef, i8* noundef, i64 noundef) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @summed(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32* noalias noundef %3, i32* noalias noundef %4) #0 !dbg !38 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32*, align 8
  %10 = alloca i32*, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 %0, i32* %6, align 4
  store i32 %1, i32* %7, align 4
  store i32 %2, i32* %8, align 4
  store i32* %3, i32** %9, align 8
  store i32* %4, i32** %10, align 8
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4, !dbg !39
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4, !dbg !41
  %17 = mul i32 %15, %16, !dbg !43
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4, !dbg !44
  %19 = add i32 %17, %18, !dbg !46
  store i32 %19, i32* %11, align 4, !dbg !47
  %20 = load i32, i32* %11, align 4, !dbg !48
  %21 = load i32, i32* %6, align 4, !dbg !49
  %22 = icmp sge i32 %20, %21, !dbg !50
  br i1 %22, label %23, label %24, !dbg !48

23:                                               ; preds = %5
  br label %64, !dbg !51

24:                                               ; preds = %5
  store i32 0, i32* %12, align 4, !dbg !52
  store i32 0, i32* %13, align 4, !dbg !53
  br label %25, !dbg !54

25:                                               ; preds = %47, %24
  %26 = load i32, i32* %13, align 4, !dbg !55
  %27 = load i32, i32* %7, align 4, !dbg !56
  %28 = icmp slt i32 %26, %27, !dbg !57
  br i1 %28, label %29, label %50, !dbg !58

29:                                               ; preds = %25
  %30 = load i32*, i32** %9, align 8, !dbg !59
  %31 = load i32, i32* %11, align 4, !dbg !60
  %32 = load i32, i32* %13, align 4, !dbg !61
  %33 = add nsw i32 %31, %32, !dbg !62
  %34 = sext i32 %33 to i64, !dbg !59
  %35 = getelementptr inbounds i32, i32* %30, i64 %34, !dbg !59
  %36 = load i32, i32* %35, align 4, !dbg !59
  store i32 %36, i32* %14, align 4, !dbg !63
  %37 = load i32, i32* %14, align 4, !dbg !64
  %38 = load i32, i32* %8, align 4, !dbg !64
  %39 = icmp slt i32 %37, %38, !dbg !64
  br i1 %39, label %40, label %41, !dbg !64

40:                                               ; preds = %29
  br label %43, !dbg !64

41:                                               ; preds = %29
  call void @__assert_fail(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str2, i64 0, i64 0), i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str1, i64 0, i64 0), i32 noundef 45, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @__func__.summed, i64 0, i64 0)) #6, !dbg !64
  unreachable, !dbg !64

42:                                               ; No predecessors!
  br label %43, !dbg !64

43:                                               ; preds = %42, %40
  %44 = load i32, i32* %14, align 4, !dbg !65
  %45 = load i32, i32* %12, align 4, !dbg !66
  %46 = add nsw i32 %45, %44, !dbg !66
  store i32 %46, i32* %12, align 4, !dbg !66
  br label %47, !dbg !67

47:                                               ; preds = %43
  %48 = load i32, i32* %13, align 4, !dbg !68
  %49 = add nsw i32 %48, 1, !dbg !68
  store i32 %49, i32* %13, align 4, !dbg !68
  br label %25, !dbg !58, !llvm.loop !69

50:                                               ; preds = %25
  %51 = load i32, i32* %12, align 4, !dbg !71
  %52 = load i32, i32* %8, align 4, !dbg !71
  %53 = mul nsw i32 %52, 2, !dbg !71
  %54 = icmp slt i32 %51, %53, !dbg !71
  br i1 %54, label %55, label %56, !dbg !71

55:                                               ; preds = %50
  br label %58, !dbg !71

56:                                               ; preds = %50
  call void @__assert_fail(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str3, i64 0, i64 0), i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str1, i64 0, i64 0), i32 noundef 48, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @__func__.summed, i64 0, i64 0)) #6, !dbg !71
  unreachable, !dbg !71

57:                                               ; No predecessors!
  br label %58, !dbg !71

58:                                               ; preds = %57, %55
  %59 = load i32, i32* %12, align 4, !dbg !72
  %60 = load i32*, i32** %10, align 8, !dbg !73
  %61 = load i32, i32* %11, align 4, !dbg !74
  %62 = sext i32 %61 to i64, !dbg !73
  %63 = getelementptr inbounds i32, i32* %60, i64 %62, !dbg !73
  store i32 %59, i32* %63, align 4, !dbg !75
  br label %64, !dbg !76

64:                                               ; preds = %58, %23
  ret void, !dbg !76
}

; Function Attrs: convergent noreturn nounwind
declare dso_local void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #2 = { convergent noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #3 = { nounwind readnone speculatable }
attributes #4 = { nounwind }
attributes #5 = { convergent nounwind }
attributes #6 = { convergent noreturn nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/forms/assert.cu", directory: ".")
!2 = !{void (i32, i32, i32*, i32*)* @checked, !"kernel", i32 1}
!3 = !{void (i32, i32, i32, i32*, i32*)* @summed, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "checked", scope: !1, file: !1, line: 25, type: !11, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !12)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 45, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 45, type: !11, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !12)
!15 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!16 = distinct !DILocation(line: 27, column: 11, scope: !10)
!17 = !DILocation(line: 46, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 46, type: !11, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !12)
!19 = distinct !DILocation(line: 27, column: 24, scope: !10)
!20 = !DILocation(line: 27, column: 22, scope: !10)
!21 = !DILocation(line: 44, column: 1, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 44, type: !11, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !12)
!23 = distinct !DILocation(line: 27, column: 37, scope: !10)
!24 = !DILocation(line: 27, column: 35, scope: !10)
!25 = !DILocation(line: 27, column: 7, scope: !10)
!26 = !DILocation(line: 28, column: 7, scope: !10)
!27 = !DILocation(line: 28, column: 11, scope: !10)
!28 = !DILocation(line: 28, column: 9, scope: !10)
!29 = !DILocation(line: 29, column: 5, scope: !10)
!30 = !DILocation(line: 30, column: 14, scope: !10)
!31 = !DILocation(line: 30, column: 17, scope: !10)
!32 = !DILocation(line: 30, column: 20, scope: !10)
!33 = !DILocation(line: 30, column: 5, scope: !10)
!34 = !DILocation(line: 30, column: 9, scope: !10)
!35 = !DILocation(line: 30, column: 12, scope: !10)
!36 = !DILocation(line: 31, column: 3, scope: !10)
!37 = !DILocation(line: 32, column: 1, scope: !10)
!38 = distinct !DISubprogram(name: "summed", scope: !1, file: !1, line: 36, type: !11, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !12)
!39 = !DILocation(line: 45, column: 1, scope: !14, inlinedAt: !40)
!40 = distinct !DILocation(line: 39, column: 11, scope: !38)
!41 = !DILocation(line: 46, column: 1, scope: !18, inlinedAt: !42)
!42 = distinct !DILocation(line: 39, column: 24, scope: !38)
!43 = !DILocation(line: 39, column: 22, scope: !38)
!44 = !DILocation(line: 44, column: 1, scope: !22, inlinedAt: !45)
!45 = distinct !DILocation(line: 39, column: 37, scope: !38)
!46 = !DILocation(line: 39, column: 35, scope: !38)
!47 = !DILocation(line: 39, column: 7, scope: !38)
!48 = !DILocation(line: 40, column: 7, scope: !38)
!49 = !DILocation(line: 40, column: 12, scope: !38)
!50 = !DILocation(line: 40, column: 9, scope: !38)
!51 = !DILocation(line: 41, column: 5, scope: !38)
!52 = !DILocation(line: 42, column: 7, scope: !38)
!53 = !DILocation(line: 43, column: 12, scope: !38)
!54 = !DILocation(line: 43, column: 8, scope: !38)
!55 = !DILocation(line: 43, column: 19, scope: !38)
!56 = !DILocation(line: 43, column: 23, scope: !38)
!57 = !DILocation(line: 43, column: 21, scope: !38)
!58 = !DILocation(line: 43, column: 3, scope: !38)
!59 = !DILocation(line: 44, column: 13, scope: !38)
!60 = !DILocation(line: 44, column: 16, scope: !38)
!61 = !DILocation(line: 44, column: 20, scope: !38)
!62 = !DILocation(line: 44, column: 18, scope: !38)
!63 = !DILocation(line: 44, column: 9, scope: !38)
!64 = !DILocation(line: 45, column: 5, scope: !38)
!65 = !DILocation(line: 46, column: 10, scope: !38)
!66 = !DILocation(line: 46, column: 7, scope: !38)
!67 = !DILocation(line: 47, column: 3, scope: !38)
!68 = !DILocation(line: 43, column: 27, scope: !38)
!69 = distinct !{!69, !58, !67, !70}
!70 = !{!"llvm.loop.mustprogress"}
!71 = !DILocation(line: 48, column: 3, scope: !38)
!72 = !DILocation(line: 49, column: 12, scope: !38)
!73 = !DILocation(line: 49, column: 3, scope: !38)
!74 = !DILocation(line: 49, column: 7, scope: !38)
!75 = !DILocation(line: 49, column: 10, scope: !38)
!76 = !DILocation(line: 50, column: 1, scope: !38)
