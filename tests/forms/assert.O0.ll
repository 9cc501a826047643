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
@.str = private unnamed_addr constant [11 x i8] c"in[i] >= 0\00", align 1
@.str1 = private unnamed_addr constant [22 x i8] c"tests/forms/assert.cu\00", align 1
@__func__.checked = private unnamed_addr constant [8 x i8] c"checked\00", align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @checked(i32 noundef %0, i32* noalias noundef %1, i32* noalias noundef %2) #0 !dbg !9 {
  %4 = alloca i32, align 4
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32* %1, i32** %5, align 8
  store i32* %2, i32** %6, align 8
  %8 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !12
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3, !dbg !16
  %10 = mul i32 %8, %9, !dbg !19
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !20
  %12 = add i32 %10, %11, !dbg !23
  store i32 %12, i32* %7, align 4, !dbg !24
  %13 = load i32, i32* %7, align 4, !dbg !25
  %14 = load i32, i32* %4, align 4, !dbg !26
  %15 = icmp slt i32 %13, %14, !dbg !27
  br i1 %15, label %16, label %36, !dbg !25

16:                                               ; preds = %3
  %17 = load i32*, i32** %5, align 8, !dbg !28
  %18 = load i32, i32* %7, align 4, !dbg !28
  %19 = sext i32 %18 to i64, !dbg !28
  %20 = getelementptr inbounds i32, i32* %17, i64 %19, !dbg !28
  %21 = load i32, i32* %20, align 4, !dbg !28
  %22 = icmp sge i32 %21, 0, !dbg !28
  br i1 %22, label %23, label %24, !dbg !28

23:                                               ; preds = %16
  br label %25, !dbg !28

24:                                               ; preds = %16
  call void @__assertfail(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str1, i64 0, i64 0), i32 noundef 17, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @__func__.checked, i64 0, i64 0), i64 noundef 1) #4, !dbg !28
  br label %25, !dbg !28

25:                                               ; preds = %24, %23
  %26 = load i32*, i32** %5, align 8, !dbg !29
  %27 = load i32, i32* %7, align 4, !dbg !30
  %28 = sext i32 %27 to i64, !dbg !29
  %29 = getelementptr inbounds i32, i32* %26, i64 %28, !dbg !29
  %30 = load i32, i32* %29, align 4, !dbg !29
  %31 = mul nsw i32 %30, 2, !dbg !31
  %32 = load i32*, i32** %6, align 8, !dbg !32
  %33 = load i32, i32* %7, align 4, !dbg !33
  %34 = sext i32 %33 to i64, !dbg !32
  %35 = getelementptr inbounds i32, i32* %32, i64 %34, !dbg !32
  store i32 %31, i32* %35, align 4, !dbg !34
  br label %36, !dbg !35

36:                                               ; preds = %25, %3
  ret void, !dbg !36
}

; Function Attrs: convergent nounwind
declare dso_local void @__assertfail(i8* noundef, i8* noundef, i32 noundef, i8* noundef, i64 noundef) #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #2 = { nounwind readnone speculatable }
attributes #3 = { nounwind }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/forms/assert.cu", directory: ".")
!2 = !{void (i32, i32*, i32*)* @checked, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "checked", scope: !1, file: !1, line: 13, type: !10, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !11)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 15, column: 11, scope: !9)
!16 = !DILocation(line: 46, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !11)
!18 = distinct !DILocation(line: 15, column: 24, scope: !9)
!19 = !DILocation(line: 15, column: 22, scope: !9)
!20 = !DILocation(line: 44, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !11)
!22 = distinct !DILocation(line: 15, column: 37, scope: !9)
!23 = !DILocation(line: 15, column: 35, scope: !9)
!24 = !DILocation(line: 15, column: 7, scope: !9)
!25 = !DILocation(line: 16, column: 7, scope: !9)
!26 = !DILocation(line: 16, column: 11, scope: !9)
!27 = !DILocation(line: 16, column: 9, scope: !9)
!28 = !DILocation(line: 17, column: 5, scope: !9)
!29 = !DILocation(line: 18, column: 14, scope: !9)
!30 = !DILocation(line: 18, column: 17, scope: !9)
!31 = !DILocation(line: 18, column: 20, scope: !9)
!32 = !DILocation(line: 18, column: 5, scope: !9)
!33 = !DILocation(line: 18, column: 9, scope: !9)
!34 = !DILocation(line: 18, column: 12, scope: !9)
!35 = !DILocation(line: 19, column: 3, scope: !9)
!36 = !DILocation(line: 20, column: 1, scope: !9)
