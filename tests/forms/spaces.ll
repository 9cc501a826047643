; ModuleID = 'tests/forms/spaces.cu'
source_filename = "tests/forms/spaces.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@konst = dso_local addrspace(4) externally_initialized global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
@_ZZ6spacesE4tile = internal addrspace(3) global [256 x i32] undef, align 4
@llvm.compiler.used = appending global [1 x i8*] [i8* addrspacecast (i8 addrspace(4)* bitcast ([4 x i32] addrspace(4)* @konst to i8 addrspace(4)*) to i8*)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @spaces(i32 noundef %0, i32* noalias noundef %1, i32* noalias nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !9 {
  %4 = alloca [4 x i32], align 4
  %5 = bitcast [4 x i32]* %4 to i8*, !dbg !12
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %5) #5, !dbg !12
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5, !dbg !13
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5, !dbg !17
  %8 = mul i32 %6, %7, !dbg !20
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !21
  %10 = add i32 %8, %9, !dbg !24
  %11 = srem i32 %10, %0, !dbg !25
  %12 = sext i32 %11 to i64, !dbg !26
  %13 = getelementptr inbounds i32, i32* %1, i64 %12, !dbg !26
  %14 = load i32, i32* %13, align 4, !dbg !26, !tbaa !27
  %15 = zext i32 %9 to i64, !dbg !31
  %16 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ6spacesE4tile, i64 0, i64 %15, !dbg !31
  %17 = addrspacecast i32 addrspace(3)* %16 to i32*, !dbg !31
  store i32 %14, i32* %17, align 4, !dbg !32, !tbaa !27
  %18 = and i32 %10, 3, !dbg !33
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i64 0, i64 %19, !dbg !34
  store i32 %10, i32* %20, align 4, !dbg !35, !tbaa !27
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  %21 = and i32 %14, 3, !dbg !37
  switch i32 %21, label %24 [
    i32 0, label %26
    i32 1, label %22
    i32 2, label %23
  ], !dbg !38

22:                                               ; preds = %3
  br label %26, !dbg !39

23:                                               ; preds = %3
  br label %26, !dbg !40

24:                                               ; preds = %3
  %25 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i64 0, i64 0, !dbg !41
  br label %26, !dbg !42

26:                                               ; preds = %3, %24, %23, %22
  %27 = phi i32* [ %25, %24 ], [ getelementptr inbounds ([4 x i32], [4 x i32]* addrspacecast ([4 x i32] addrspace(4)* @konst to [4 x i32]*), i64 0, i64 0), %23 ], [ getelementptr inbounds ([256 x i32], [256 x i32]* addrspacecast ([256 x i32] addrspace(3)* @_ZZ6spacesE4tile to [256 x i32]*), i64 0, i64 0), %22 ], [ %1, %3 ], !dbg !43
  %28 = bitcast i32* %1 to i8*, !dbg !44
  %29 = tail call i1 @llvm.nvvm.isspacep.global(i8* %28) #5, !dbg !45
  %30 = zext i1 %29 to i32, !dbg !45
  %31 = tail call i1 @llvm.nvvm.isspacep.shared(i8* %28) #5, !dbg !48
  %32 = select i1 %31, i32 2, i32 0, !dbg !49
  %33 = tail call i1 @llvm.nvvm.isspacep.const(i8* %28) #5, !dbg !50
  %34 = select i1 %33, i32 4, i32 0, !dbg !51
  %35 = tail call i1 @llvm.nvvm.isspacep.local(i8* %28) #5, !dbg !52
  %36 = select i1 %35, i32 8, i32 0, !dbg !53
  %37 = tail call i1 @llvm.nvvm.isspacep.global(i8* addrspacecast (i8 addrspace(3)* bitcast ([256 x i32] addrspace(3)* @_ZZ6spacesE4tile to i8 addrspace(3)*) to i8*)) #5, !dbg !54
  %38 = zext i1 %37 to i32, !dbg !54
  %39 = tail call i1 @llvm.nvvm.isspacep.shared(i8* addrspacecast (i8 addrspace(3)* bitcast ([256 x i32] addrspace(3)* @_ZZ6spacesE4tile to i8 addrspace(3)*) to i8*)) #5, !dbg !56
  %40 = select i1 %39, i32 2, i32 0, !dbg !57
  %41 = tail call i1 @llvm.nvvm.isspacep.const(i8* addrspacecast (i8 addrspace(3)* bitcast ([256 x i32] addrspace(3)* @_ZZ6spacesE4tile to i8 addrspace(3)*) to i8*)) #5, !dbg !58
  %42 = select i1 %41, i32 4, i32 0, !dbg !59
  %43 = tail call i1 @llvm.nvvm.isspacep.local(i8* addrspacecast (i8 addrspace(3)* bitcast ([256 x i32] addrspace(3)* @_ZZ6spacesE4tile to i8 addrspace(3)*) to i8*)) #5, !dbg !60
  %44 = select i1 %43, i32 8, i32 0, !dbg !61
  %45 = or i32 %40, %38, !dbg !62
  %46 = or i32 %45, %42, !dbg !63
  %47 = or i32 %46, %44, !dbg !64
  %48 = shl nuw nsw i32 %47, 4, !dbg !65
  %49 = tail call i1 @llvm.nvvm.isspacep.global(i8* addrspacecast (i8 addrspace(4)* bitcast ([4 x i32] addrspace(4)* @konst to i8 addrspace(4)*) to i8*)) #5, !dbg !66
  %50 = zext i1 %49 to i32, !dbg !66
  %51 = tail call i1 @llvm.nvvm.isspacep.shared(i8* addrspacecast (i8 addrspace(4)* bitcast ([4 x i32] addrspace(4)* @konst to i8 addrspace(4)*) to i8*)) #5, !dbg !68
  %52 = select i1 %51, i32 2, i32 0, !dbg !69
  %53 = tail call i1 @llvm.nvvm.isspacep.const(i8* addrspacecast (i8 addrspace(4)* bitcast ([4 x i32] addrspace(4)* @konst to i8 addrspace(4)*) to i8*)) #5, !dbg !70
  %54 = select i1 %53, i32 4, i32 0, !dbg !71
  %55 = tail call i1 @llvm.nvvm.isspacep.local(i8* addrspacecast (i8 addrspace(4)* bitcast ([4 x i32] addrspace(4)* @konst to i8 addrspace(4)*) to i8*)) #5, !dbg !72
  %56 = select i1 %55, i32 8, i32 0, !dbg !73
  %57 = or i32 %52, %50, !dbg !74
  %58 = or i32 %57, %54, !dbg !75
  %59 = or i32 %58, %56, !dbg !76
  %60 = shl nuw nsw i32 %59, 8, !dbg !77
  %61 = or i32 %60, %48, !dbg !78
  %62 = or i32 %61, %30, !dbg !79
  %63 = or i32 %62, %32, !dbg !80
  %64 = or i32 %63, %34, !dbg !81
  %65 = or i32 %64, %36, !dbg !82
  %66 = bitcast i32* %27 to i8*, !dbg !83
  %67 = call i1 @llvm.nvvm.isspacep.global(i8* %66) #5, !dbg !84
  %68 = zext i1 %67 to i32, !dbg !84
  %69 = call i1 @llvm.nvvm.isspacep.shared(i8* %66) #5, !dbg !86
  %70 = select i1 %69, i32 2, i32 0, !dbg !87
  %71 = call i1 @llvm.nvvm.isspacep.const(i8* %66) #5, !dbg !88
  %72 = select i1 %71, i32 4, i32 0, !dbg !89
  %73 = call i1 @llvm.nvvm.isspacep.local(i8* %66) #5, !dbg !90
  %74 = select i1 %73, i32 8, i32 0, !dbg !91
  %75 = or i32 %70, %68, !dbg !92
  %76 = or i32 %75, %72, !dbg !93
  %77 = or i32 %76, %74, !dbg !94
  %78 = shl nuw nsw i32 %77, 12, !dbg !95
  %79 = load i32, i32* %27, align 4, !dbg !96, !tbaa !27
  %80 = shl i32 %79, 16, !dbg !97
  %81 = and i32 %80, 16711680, !dbg !97
  %82 = or i32 %81, %65, !dbg !98
  %83 = or i32 %82, %78, !dbg !99
  %84 = sext i32 %10 to i64, !dbg !100
  %85 = getelementptr inbounds i32, i32* %2, i64 %84, !dbg !100
  store i32 %83, i32* %85, align 4, !dbg !101, !tbaa !27
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %5) #5, !dbg !102
  ret void, !dbg !102
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i1 @llvm.nvvm.isspacep.global(i8*) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i1 @llvm.nvvm.isspacep.shared(i8*) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i1 @llvm.nvvm.isspacep.const(i8*) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i1 @llvm.nvvm.isspacep.local(i8*) #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { convergent nounwind }
attributes #3 = { nofree nosync nounwind readnone speculatable }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/forms/spaces.cu", directory: ".")
!2 = !{void (i32, i32*, i32*)* @spaces, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "spaces", scope: !1, file: !1, line: 13, type: !10, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 16, column: 3, scope: !9)
!13 = !DILocation(line: 45, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!15 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!16 = distinct !DILocation(line: 17, column: 11, scope: !9)
!17 = !DILocation(line: 46, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!19 = distinct !DILocation(line: 17, column: 24, scope: !9)
!20 = !DILocation(line: 17, column: 22, scope: !9)
!21 = !DILocation(line: 44, column: 1, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!23 = distinct !DILocation(line: 17, column: 37, scope: !9)
!24 = !DILocation(line: 17, column: 35, scope: !9)
!25 = !DILocation(line: 18, column: 27, scope: !9)
!26 = !DILocation(line: 18, column: 23, scope: !9)
!27 = !{!28, !28, i64 0}
!28 = !{!"int", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 18, column: 3, scope: !9)
!32 = !DILocation(line: 18, column: 21, scope: !9)
!33 = !DILocation(line: 19, column: 10, scope: !9)
!34 = !DILocation(line: 19, column: 3, scope: !9)
!35 = !DILocation(line: 19, column: 15, scope: !9)
!36 = !DILocation(line: 20, column: 3, scope: !9)
!37 = !DILocation(line: 22, column: 20, scope: !9)
!38 = !DILocation(line: 22, column: 3, scope: !9)
!39 = !DILocation(line: 24, column: 24, scope: !9)
!40 = !DILocation(line: 25, column: 25, scope: !9)
!41 = !DILocation(line: 26, column: 19, scope: !9)
!42 = !DILocation(line: 26, column: 25, scope: !9)
!43 = !DILocation(line: 0, scope: !9)
!44 = !DILocation(line: 28, column: 24, scope: !9)
!45 = !DILocation(line: 9, column: 10, scope: !46, inlinedAt: !47)
!46 = distinct !DISubprogram(name: "classify", scope: !1, file: !1, line: 8, type: !10, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!47 = distinct !DILocation(line: 28, column: 15, scope: !9)
!48 = !DILocation(line: 9, column: 38, scope: !46, inlinedAt: !47)
!49 = !DILocation(line: 9, column: 64, scope: !46, inlinedAt: !47)
!50 = !DILocation(line: 10, column: 10, scope: !46, inlinedAt: !47)
!51 = !DILocation(line: 10, column: 35, scope: !46, inlinedAt: !47)
!52 = !DILocation(line: 10, column: 42, scope: !46, inlinedAt: !47)
!53 = !DILocation(line: 10, column: 67, scope: !46, inlinedAt: !47)
!54 = !DILocation(line: 9, column: 10, scope: !46, inlinedAt: !55)
!55 = distinct !DILocation(line: 28, column: 29, scope: !9)
!56 = !DILocation(line: 9, column: 38, scope: !46, inlinedAt: !55)
!57 = !DILocation(line: 9, column: 64, scope: !46, inlinedAt: !55)
!58 = !DILocation(line: 10, column: 10, scope: !46, inlinedAt: !55)
!59 = !DILocation(line: 10, column: 35, scope: !46, inlinedAt: !55)
!60 = !DILocation(line: 10, column: 42, scope: !46, inlinedAt: !55)
!61 = !DILocation(line: 10, column: 67, scope: !46, inlinedAt: !55)
!62 = !DILocation(line: 9, column: 69, scope: !46, inlinedAt: !55)
!63 = !DILocation(line: 9, column: 36, scope: !46, inlinedAt: !55)
!64 = !DILocation(line: 10, column: 40, scope: !46, inlinedAt: !55)
!65 = !DILocation(line: 28, column: 44, scope: !9)
!66 = !DILocation(line: 9, column: 10, scope: !46, inlinedAt: !67)
!67 = distinct !DILocation(line: 28, column: 51, scope: !9)
!68 = !DILocation(line: 9, column: 38, scope: !46, inlinedAt: !67)
!69 = !DILocation(line: 9, column: 64, scope: !46, inlinedAt: !67)
!70 = !DILocation(line: 10, column: 10, scope: !46, inlinedAt: !67)
!71 = !DILocation(line: 10, column: 35, scope: !46, inlinedAt: !67)
!72 = !DILocation(line: 10, column: 42, scope: !46, inlinedAt: !67)
!73 = !DILocation(line: 10, column: 67, scope: !46, inlinedAt: !67)
!74 = !DILocation(line: 9, column: 69, scope: !46, inlinedAt: !67)
!75 = !DILocation(line: 9, column: 36, scope: !46, inlinedAt: !67)
!76 = !DILocation(line: 10, column: 40, scope: !46, inlinedAt: !67)
!77 = !DILocation(line: 28, column: 67, scope: !9)
!78 = !DILocation(line: 9, column: 69, scope: !46, inlinedAt: !47)
!79 = !DILocation(line: 10, column: 40, scope: !46, inlinedAt: !47)
!80 = !DILocation(line: 28, column: 27, scope: !9)
!81 = !DILocation(line: 9, column: 36, scope: !46, inlinedAt: !47)
!82 = !DILocation(line: 28, column: 49, scope: !9)
!83 = !DILocation(line: 29, column: 29, scope: !9)
!84 = !DILocation(line: 9, column: 10, scope: !46, inlinedAt: !85)
!85 = distinct !DILocation(line: 29, column: 20, scope: !9)
!86 = !DILocation(line: 9, column: 38, scope: !46, inlinedAt: !85)
!87 = !DILocation(line: 9, column: 64, scope: !46, inlinedAt: !85)
!88 = !DILocation(line: 10, column: 10, scope: !46, inlinedAt: !85)
!89 = !DILocation(line: 10, column: 35, scope: !46, inlinedAt: !85)
!90 = !DILocation(line: 10, column: 42, scope: !46, inlinedAt: !85)
!91 = !DILocation(line: 10, column: 67, scope: !46, inlinedAt: !85)
!92 = !DILocation(line: 9, column: 69, scope: !46, inlinedAt: !85)
!93 = !DILocation(line: 9, column: 36, scope: !46, inlinedAt: !85)
!94 = !DILocation(line: 10, column: 40, scope: !46, inlinedAt: !85)
!95 = !DILocation(line: 29, column: 35, scope: !9)
!96 = !DILocation(line: 29, column: 44, scope: !9)
!97 = !DILocation(line: 29, column: 60, scope: !9)
!98 = !DILocation(line: 29, column: 18, scope: !9)
!99 = !DILocation(line: 29, column: 41, scope: !9)
!100 = !DILocation(line: 29, column: 3, scope: !9)
!101 = !DILocation(line: 29, column: 10, scope: !9)
!102 = !DILocation(line: 30, column: 1, scope: !9)
