; ModuleID = 'tests/forms/spaces.cu'
source_filename = "tests/forms/spaces.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.vgiw_blockIdx_t = type { i8 }
%struct.vgiw_blockDim_t = type { i8 }
%struct.vgiw_threadIdx_t = type { i8 }

@konst = dso_local addrspace(4) externally_initialized global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
@_ZZ6spacesE4tile = internal addrspace(3) global [256 x i32] undef, align 4
@blockIdx = external dso_local addrspace(1) global %struct.vgiw_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.vgiw_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.vgiw_threadIdx_t, align 1
@llvm.compiler.used = appending global [1 x i8*] [i8* addrspacecast (i8 addrspace(4)* bitcast ([4 x i32] addrspace(4)* @konst to i8 addrspace(4)*) to i8*)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @spaces(i32 noundef %0, i32* noalias noundef %1, i32* noalias noundef %2) #0 !dbg !9 {
  %4 = alloca i32, align 4
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca [4 x i32], align 4
  %8 = alloca i32, align 4
  %9 = alloca i32*, align 8
  %10 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32* %1, i32** %5, align 8
  store i32* %2, i32** %6, align 8
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5, !dbg !12
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5, !dbg !16
  %13 = mul i32 %11, %12, !dbg !19
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !20
  %15 = add i32 %13, %14, !dbg !23
  store i32 %15, i32* %8, align 4, !dbg !24
  %16 = load i32*, i32** %5, align 8, !dbg !25
  %17 = load i32, i32* %8, align 4, !dbg !26
  %18 = load i32, i32* %4, align 4, !dbg !27
  %19 = srem i32 %17, %18, !dbg !28
  %20 = sext i32 %19 to i64, !dbg !25
  %21 = getelementptr inbounds i32, i32* %16, i64 %20, !dbg !25
  %22 = load i32, i32* %21, align 4, !dbg !25
  %23 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !29
  %24 = zext i32 %23 to i64, !dbg !31
  %25 = getelementptr inbounds [256 x i32], [256 x i32]* addrspacecast ([256 x i32] addrspace(3)* @_ZZ6spacesE4tile to [256 x i32]*), i64 0, i64 %24, !dbg !31
  store i32 %22, i32* %25, align 4, !dbg !32
  %26 = load i32, i32* %8, align 4, !dbg !33
  %27 = load i32, i32* %8, align 4, !dbg !34
  %28 = and i32 %27, 3, !dbg !35
  %29 = sext i32 %28 to i64, !dbg !36
  %30 = getelementptr inbounds [4 x i32], [4 x i32]* %7, i64 0, i64 %29, !dbg !36
  store i32 %26, i32* %30, align 4, !dbg !37
  call void @llvm.nvvm.barrier0(), !dbg !38
  %31 = load i32*, i32** %5, align 8, !dbg !39
  %32 = load i32, i32* %8, align 4, !dbg !40
  %33 = load i32, i32* %4, align 4, !dbg !41
  %34 = srem i32 %32, %33, !dbg !42
  %35 = sext i32 %34 to i64, !dbg !39
  %36 = getelementptr inbounds i32, i32* %31, i64 %35, !dbg !39
  %37 = load i32, i32* %36, align 4, !dbg !39
  %38 = and i32 %37, 3, !dbg !43
  switch i32 %38, label %43 [
    i32 0, label %39
    i32 1, label %41
    i32 2, label %42
  ], !dbg !44

39:                                               ; preds = %3
  %40 = load i32*, i32** %5, align 8, !dbg !45
  store i32* %40, i32** %9, align 8, !dbg !46
  br label %45, !dbg !47

41:                                               ; preds = %3
  store i32* getelementptr inbounds ([256 x i32], [256 x i32]* addrspacecast ([256 x i32] addrspace(3)* @_ZZ6spacesE4tile to [256 x i32]*), i64 0, i64 0), i32** %9, align 8, !dbg !48
  br label %45, !dbg !49

42:                                               ; preds = %3
  store i32* getelementptr inbounds ([4 x i32], [4 x i32]* addrspacecast ([4 x i32] addrspace(4)* @konst to [4 x i32]*), i64 0, i64 0), i32** %9, align 8, !dbg !50
  br label %45, !dbg !51

43:                                               ; preds = %3
  %44 = getelementptr inbounds [4 x i32], [4 x i32]* %7, i64 0, i64 0, !dbg !52
  store i32* %44, i32** %9, align 8, !dbg !53
  br label %45, !dbg !54

45:                                               ; preds = %43, %42, %41, %39
  %46 = load i32*, i32** %5, align 8, !dbg !55
  %47 = bitcast i32* %46 to i8*, !dbg !55
  %48 = call noundef i32 @_ZL8classifyPKv(i8* noundef %47) #1, !dbg !56
  %49 = call noundef i32 @_ZL8classifyPKv(i8* noundef addrspacecast (i8 addrspace(3)* bitcast ([256 x i32] addrspace(3)* @_ZZ6spacesE4tile to i8 addrspace(3)*) to i8*)) #1, !dbg !57
  %50 = shl i32 %49, 4, !dbg !58
  %51 = or i32 %48, %50, !dbg !59
  %52 = call noundef i32 @_ZL8classifyPKv(i8* noundef addrspacecast (i8 addrspace(4)* bitcast ([4 x i32] addrspace(4)* @konst to i8 addrspace(4)*) to i8*)) #1, !dbg !60
  %53 = shl i32 %52, 8, !dbg !61
  %54 = or i32 %51, %53, !dbg !62
  store i32 %54, i32* %10, align 4, !dbg !63
  %55 = load i32, i32* %10, align 4, !dbg !64
  %56 = load i32*, i32** %9, align 8, !dbg !65
  %57 = bitcast i32* %56 to i8*, !dbg !65
  %58 = call noundef i32 @_ZL8classifyPKv(i8* noundef %57) #1, !dbg !66
  %59 = shl i32 %58, 12, !dbg !67
  %60 = or i32 %55, %59, !dbg !68
  %61 = load i32*, i32** %9, align 8, !dbg !69
  %62 = getelementptr inbounds i32, i32* %61, i64 0, !dbg !69
  %63 = load i32, i32* %62, align 4, !dbg !69
  %64 = and i32 %63, 255, !dbg !70
  %65 = shl i32 %64, 16, !dbg !71
  %66 = or i32 %60, %65, !dbg !72
  %67 = load i32*, i32** %6, align 8, !dbg !73
  %68 = load i32, i32* %8, align 4, !dbg !74
  %69 = sext i32 %68 to i64, !dbg !73
  %70 = getelementptr inbounds i32, i32* %67, i64 %69, !dbg !73
  store i32 %66, i32* %70, align 4, !dbg !75
  ret void, !dbg !76
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL8classifyPKv(i8* noundef %0) #2 !dbg !77 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  %3 = load i8*, i8** %2, align 8, !dbg !78
  %4 = call i1 @llvm.nvvm.isspacep.global(i8* %3), !dbg !79
  %5 = zext i1 %4 to i32, !dbg !79
  %6 = load i8*, i8** %2, align 8, !dbg !80
  %7 = call i1 @llvm.nvvm.isspacep.shared(i8* %6), !dbg !81
  %8 = zext i1 %7 to i32, !dbg !81
  %9 = shl i32 %8, 1, !dbg !82
  %10 = or i32 %5, %9, !dbg !83
  %11 = load i8*, i8** %2, align 8, !dbg !84
  %12 = call i1 @llvm.nvvm.isspacep.const(i8* %11), !dbg !85
  %13 = zext i1 %12 to i32, !dbg !85
  %14 = shl i32 %13, 2, !dbg !86
  %15 = or i32 %10, %14, !dbg !87
  %16 = load i8*, i8** %2, align 8, !dbg !88
  %17 = call i1 @llvm.nvvm.isspacep.local(i8* %16), !dbg !89
  %18 = zext i1 %17 to i32, !dbg !89
  %19 = shl i32 %18, 3, !dbg !90
  %20 = or i32 %15, %19, !dbg !91
  ret i32 %20, !dbg !92
}

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i1 @llvm.nvvm.isspacep.global(i8*) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i1 @llvm.nvvm.isspacep.shared(i8*) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i1 @llvm.nvvm.isspacep.const(i8*) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i1 @llvm.nvvm.isspacep.local(i8*) #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { convergent nounwind }
attributes #2 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #3 = { nounwind readnone speculatable }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/forms/spaces.cu", directory: ".")
!2 = !{void (i32, i32*, i32*)* @spaces, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "spaces", scope: !1, file: !1, line: 13, type: !10, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !11)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 17, column: 11, scope: !9)
!16 = !DILocation(line: 46, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !11)
!18 = distinct !DILocation(line: 17, column: 24, scope: !9)
!19 = !DILocation(line: 17, column: 22, scope: !9)
!20 = !DILocation(line: 44, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !11)
!22 = distinct !DILocation(line: 17, column: 37, scope: !9)
!23 = !DILocation(line: 17, column: 35, scope: !9)
!24 = !DILocation(line: 17, column: 7, scope: !9)
!25 = !DILocation(line: 18, column: 23, scope: !9)
!26 = !DILocation(line: 18, column: 25, scope: !9)
!27 = !DILocation(line: 18, column: 29, scope: !9)
!28 = !DILocation(line: 18, column: 27, scope: !9)
!29 = !DILocation(line: 44, column: 1, scope: !21, inlinedAt: !30)
!30 = distinct !DILocation(line: 18, column: 8, scope: !9)
!31 = !DILocation(line: 18, column: 3, scope: !9)
!32 = !DILocation(line: 18, column: 21, scope: !9)
!33 = !DILocation(line: 19, column: 17, scope: !9)
!34 = !DILocation(line: 19, column: 8, scope: !9)
!35 = !DILocation(line: 19, column: 10, scope: !9)
!36 = !DILocation(line: 19, column: 3, scope: !9)
!37 = !DILocation(line: 19, column: 15, scope: !9)
!38 = !DILocation(line: 20, column: 3, scope: !9)
!39 = !DILocation(line: 22, column: 11, scope: !9)
!40 = !DILocation(line: 22, column: 13, scope: !9)
!41 = !DILocation(line: 22, column: 17, scope: !9)
!42 = !DILocation(line: 22, column: 15, scope: !9)
!43 = !DILocation(line: 22, column: 20, scope: !9)
!44 = !DILocation(line: 22, column: 3, scope: !9)
!45 = !DILocation(line: 23, column: 18, scope: !9)
!46 = !DILocation(line: 23, column: 16, scope: !9)
!47 = !DILocation(line: 23, column: 21, scope: !9)
!48 = !DILocation(line: 24, column: 16, scope: !9)
!49 = !DILocation(line: 24, column: 24, scope: !9)
!50 = !DILocation(line: 25, column: 16, scope: !9)
!51 = !DILocation(line: 25, column: 25, scope: !9)
!52 = !DILocation(line: 26, column: 19, scope: !9)
!53 = !DILocation(line: 26, column: 17, scope: !9)
!54 = !DILocation(line: 26, column: 25, scope: !9)
!55 = !DILocation(line: 28, column: 24, scope: !9)
!56 = !DILocation(line: 28, column: 15, scope: !9)
!57 = !DILocation(line: 28, column: 29, scope: !9)
!58 = !DILocation(line: 28, column: 44, scope: !9)
!59 = !DILocation(line: 28, column: 27, scope: !9)
!60 = !DILocation(line: 28, column: 51, scope: !9)
!61 = !DILocation(line: 28, column: 67, scope: !9)
!62 = !DILocation(line: 28, column: 49, scope: !9)
!63 = !DILocation(line: 28, column: 7, scope: !9)
!64 = !DILocation(line: 29, column: 12, scope: !9)
!65 = !DILocation(line: 29, column: 29, scope: !9)
!66 = !DILocation(line: 29, column: 20, scope: !9)
!67 = !DILocation(line: 29, column: 35, scope: !9)
!68 = !DILocation(line: 29, column: 18, scope: !9)
!69 = !DILocation(line: 29, column: 44, scope: !9)
!70 = !DILocation(line: 29, column: 52, scope: !9)
!71 = !DILocation(line: 29, column: 60, scope: !9)
!72 = !DILocation(line: 29, column: 41, scope: !9)
!73 = !DILocation(line: 29, column: 3, scope: !9)
!74 = !DILocation(line: 29, column: 7, scope: !9)
!75 = !DILocation(line: 29, column: 10, scope: !9)
!76 = !DILocation(line: 30, column: 1, scope: !9)
!77 = distinct !DISubprogram(name: "classify", scope: !1, file: !1, line: 8, type: !10, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !11)
!78 = !DILocation(line: 9, column: 33, scope: !77)
!79 = !DILocation(line: 9, column: 10, scope: !77)
!80 = !DILocation(line: 9, column: 61, scope: !77)
!81 = !DILocation(line: 9, column: 38, scope: !77)
!82 = !DILocation(line: 9, column: 64, scope: !77)
!83 = !DILocation(line: 9, column: 36, scope: !77)
!84 = !DILocation(line: 10, column: 32, scope: !77)
!85 = !DILocation(line: 10, column: 10, scope: !77)
!86 = !DILocation(line: 10, column: 35, scope: !77)
!87 = !DILocation(line: 9, column: 69, scope: !77)
!88 = !DILocation(line: 10, column: 64, scope: !77)
!89 = !DILocation(line: 10, column: 42, scope: !77)
!90 = !DILocation(line: 10, column: 67, scope: !77)
!91 = !DILocation(line: 10, column: 40, scope: !77)
!92 = !DILocation(line: 9, column: 3, scope: !77)
