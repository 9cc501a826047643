; ModuleID = 'tests/forms/spaces.cu'
source_filename = "tests/forms/spaces.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@konst = dso_local addrspace(4) externally_initialized global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
@_ZZ6spacesE4tile = internal addrspace(3) global [256 x i32] undef, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @konst to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @spaces(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !9 {
  %4 = alloca [4 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #4, !dbg !12
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !13
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !17
  %7 = mul i32 %5, %6, !dbg !20
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !21
  %9 = add i32 %7, %8, !dbg !24
  %10 = srem i32 %9, %0, !dbg !25
  %11 = sext i32 %10 to i64, !dbg !26
  %12 = getelementptr inbounds i32, ptr %1, i64 %11, !dbg !26
  %13 = load i32, ptr %12, align 4, !dbg !26, !tbaa !27
  %14 = zext nneg i32 %8 to i64, !dbg !31
  %15 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ6spacesE4tile to ptr), i64 0, i64 %14, !dbg !31
  store i32 %13, ptr %15, align 4, !dbg !32, !tbaa !27
  %16 = and i32 %9, 3, !dbg !33
  %17 = zext nneg i32 %16 to i64, !dbg !34
  %18 = getelementptr inbounds [4 x i32], ptr %4, i64 0, i64 %17, !dbg !34
  store i32 %9, ptr %18, align 4, !dbg !35, !tbaa !27
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  %19 = and i32 %13, 3, !dbg !37
  switch i32 %19, label %22 [
    i32 0, label %24
    i32 1, label %20
    i32 2, label %21
    i32 3, label %23
  ], !dbg !38

20:                                               ; preds = %3
  br label %24, !dbg !39

21:                                               ; preds = %3
  br label %24, !dbg !40

22:                                               ; preds = %3
  unreachable

23:                                               ; preds = %3
  br label %24, !dbg !41

24:                                               ; preds = %3, %23, %21, %20
  %25 = phi ptr [ %4, %23 ], [ addrspacecast (ptr addrspace(4) @konst to ptr), %21 ], [ addrspacecast (ptr addrspace(3) @_ZZ6spacesE4tile to ptr), %20 ], [ %1, %3 ], !dbg !42
  %26 = tail call i1 @llvm.nvvm.isspacep.global(ptr nonnull readnone %1), !dbg !43
  %27 = zext i1 %26 to i32, !dbg !43
  %28 = tail call i1 @llvm.nvvm.isspacep.shared(ptr nonnull readnone %1), !dbg !46
  %29 = select i1 %28, i32 2, i32 0, !dbg !47
  %30 = or disjoint i32 %29, %27, !dbg !48
  %31 = tail call i1 @llvm.nvvm.isspacep.const(ptr nonnull readnone %1), !dbg !49
  %32 = select i1 %31, i32 4, i32 0, !dbg !50
  %33 = or disjoint i32 %30, %32, !dbg !51
  %34 = tail call i1 @llvm.nvvm.isspacep.local(ptr nonnull readnone %1), !dbg !52
  %35 = select i1 %34, i32 8, i32 0, !dbg !53
  %36 = or disjoint i32 %33, %35, !dbg !54
  %37 = tail call i1 @llvm.nvvm.isspacep.global(ptr readnone addrspacecast (ptr addrspace(3) @_ZZ6spacesE4tile to ptr)), !dbg !55
  %38 = zext i1 %37 to i32, !dbg !55
  %39 = tail call i1 @llvm.nvvm.isspacep.shared(ptr readnone addrspacecast (ptr addrspace(3) @_ZZ6spacesE4tile to ptr)), !dbg !57
  %40 = select i1 %39, i32 2, i32 0, !dbg !58
  %41 = tail call i1 @llvm.nvvm.isspacep.const(ptr readnone addrspacecast (ptr addrspace(3) @_ZZ6spacesE4tile to ptr)), !dbg !59
  %42 = select i1 %41, i32 4, i32 0, !dbg !60
  %43 = tail call i1 @llvm.nvvm.isspacep.local(ptr readnone addrspacecast (ptr addrspace(3) @_ZZ6spacesE4tile to ptr)), !dbg !61
  %44 = select i1 %43, i32 8, i32 0, !dbg !62
  %45 = or disjoint i32 %40, %38, !dbg !63
  %46 = or disjoint i32 %45, %42, !dbg !64
  %47 = or disjoint i32 %46, %44, !dbg !65
  %48 = shl nuw nsw i32 %47, 4, !dbg !66
  %49 = or disjoint i32 %36, %48, !dbg !67
  %50 = tail call i1 @llvm.nvvm.isspacep.global(ptr readnone addrspacecast (ptr addrspace(4) @konst to ptr)), !dbg !68
  %51 = zext i1 %50 to i32, !dbg !68
  %52 = tail call i1 @llvm.nvvm.isspacep.shared(ptr readnone addrspacecast (ptr addrspace(4) @konst to ptr)), !dbg !70
  %53 = select i1 %52, i32 2, i32 0, !dbg !71
  %54 = tail call i1 @llvm.nvvm.isspacep.const(ptr readnone addrspacecast (ptr addrspace(4) @konst to ptr)), !dbg !72
  %55 = select i1 %54, i32 4, i32 0, !dbg !73
  %56 = tail call i1 @llvm.nvvm.isspacep.local(ptr readnone addrspacecast (ptr addrspace(4) @konst to ptr)), !dbg !74
  %57 = select i1 %56, i32 8, i32 0, !dbg !75
  %58 = or disjoint i32 %53, %51, !dbg !76
  %59 = or disjoint i32 %58, %55, !dbg !77
  %60 = or disjoint i32 %59, %57, !dbg !78
  %61 = shl nuw nsw i32 %60, 8, !dbg !79
  %62 = or disjoint i32 %49, %61, !dbg !80
  %63 = call i1 @llvm.nvvm.isspacep.global(ptr readnone %25), !dbg !81
  %64 = zext i1 %63 to i32, !dbg !81
  %65 = call i1 @llvm.nvvm.isspacep.shared(ptr readnone %25), !dbg !83
  %66 = select i1 %65, i32 2, i32 0, !dbg !84
  %67 = call i1 @llvm.nvvm.isspacep.const(ptr readnone %25), !dbg !85
  %68 = select i1 %67, i32 4, i32 0, !dbg !86
  %69 = call i1 @llvm.nvvm.isspacep.local(ptr readnone %25), !dbg !87
  %70 = select i1 %69, i32 8, i32 0, !dbg !88
  %71 = or disjoint i32 %66, %64, !dbg !89
  %72 = or disjoint i32 %71, %68, !dbg !90
  %73 = or disjoint i32 %72, %70, !dbg !91
  %74 = shl nuw nsw i32 %73, 12, !dbg !92
  %75 = load i32, ptr %25, align 4, !dbg !93, !tbaa !27
  %76 = shl i32 %75, 16, !dbg !94
  %77 = and i32 %76, 16711680, !dbg !94
  %78 = add nuw nsw i32 %62, %77, !dbg !95
  %79 = add nuw nsw i32 %78, %74, !dbg !96
  %80 = sext i32 %9 to i64, !dbg !97
  %81 = getelementptr inbounds i32, ptr %2, i64 %80, !dbg !97
  store i32 %79, ptr %81, align 4, !dbg !98, !tbaa !27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #4, !dbg !99
  ret void, !dbg !99
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.nvvm.isspacep.global(ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.nvvm.isspacep.shared(ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.nvvm.isspacep.const(ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.nvvm.isspacep.local(ptr nocapture) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/forms/spaces.cu", directory: ".")
!2 = !{ptr @spaces, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "spaces", scope: !1, file: !1, line: 13, type: !10, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 16, column: 3, scope: !9)
!13 = !DILocation(line: 45, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!16 = distinct !DILocation(line: 17, column: 11, scope: !9)
!17 = !DILocation(line: 46, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 17, column: 24, scope: !9)
!20 = !DILocation(line: 17, column: 22, scope: !9)
!21 = !DILocation(line: 44, column: 1, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!41 = !DILocation(line: 26, column: 25, scope: !9)
!42 = !DILocation(line: 0, scope: !9)
!43 = !DILocation(line: 9, column: 10, scope: !44, inlinedAt: !45)
!44 = distinct !DISubprogram(name: "classify", scope: !1, file: !1, line: 8, type: !10, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!45 = distinct !DILocation(line: 28, column: 15, scope: !9)
!46 = !DILocation(line: 9, column: 38, scope: !44, inlinedAt: !45)
!47 = !DILocation(line: 9, column: 64, scope: !44, inlinedAt: !45)
!48 = !DILocation(line: 9, column: 36, scope: !44, inlinedAt: !45)
!49 = !DILocation(line: 10, column: 10, scope: !44, inlinedAt: !45)
!50 = !DILocation(line: 10, column: 35, scope: !44, inlinedAt: !45)
!51 = !DILocation(line: 9, column: 69, scope: !44, inlinedAt: !45)
!52 = !DILocation(line: 10, column: 42, scope: !44, inlinedAt: !45)
!53 = !DILocation(line: 10, column: 67, scope: !44, inlinedAt: !45)
!54 = !DILocation(line: 10, column: 40, scope: !44, inlinedAt: !45)
!55 = !DILocation(line: 9, column: 10, scope: !44, inlinedAt: !56)
!56 = distinct !DILocation(line: 28, column: 29, scope: !9)
!57 = !DILocation(line: 9, column: 38, scope: !44, inlinedAt: !56)
!58 = !DILocation(line: 9, column: 64, scope: !44, inlinedAt: !56)
!59 = !DILocation(line: 10, column: 10, scope: !44, inlinedAt: !56)
!60 = !DILocation(line: 10, column: 35, scope: !44, inlinedAt: !56)
!61 = !DILocation(line: 10, column: 42, scope: !44, inlinedAt: !56)
!62 = !DILocation(line: 10, column: 67, scope: !44, inlinedAt: !56)
!63 = !DILocation(line: 9, column: 69, scope: !44, inlinedAt: !56)
!64 = !DILocation(line: 9, column: 36, scope: !44, inlinedAt: !56)
!65 = !DILocation(line: 10, column: 40, scope: !44, inlinedAt: !56)
!66 = !DILocation(line: 28, column: 44, scope: !9)
!67 = !DILocation(line: 28, column: 27, scope: !9)
!68 = !DILocation(line: 9, column: 10, scope: !44, inlinedAt: !69)
!69 = distinct !DILocation(line: 28, column: 51, scope: !9)
!70 = !DILocation(line: 9, column: 38, scope: !44, inlinedAt: !69)
!71 = !DILocation(line: 9, column: 64, scope: !44, inlinedAt: !69)
!72 = !DILocation(line: 10, column: 10, scope: !44, inlinedAt: !69)
!73 = !DILocation(line: 10, column: 35, scope: !44, inlinedAt: !69)
!74 = !DILocation(line: 10, column: 42, scope: !44, inlinedAt: !69)
!75 = !DILocation(line: 10, column: 67, scope: !44, inlinedAt: !69)
!76 = !DILocation(line: 9, column: 69, scope: !44, inlinedAt: !69)
!77 = !DILocation(line: 9, column: 36, scope: !44, inlinedAt: !69)
!78 = !DILocation(line: 10, column: 40, scope: !44, inlinedAt: !69)
!79 = !DILocation(line: 28, column: 67, scope: !9)
!80 = !DILocation(line: 28, column: 49, scope: !9)
!81 = !DILocation(line: 9, column: 10, scope: !44, inlinedAt: !82)
!82 = distinct !DILocation(line: 29, column: 20, scope: !9)
!83 = !DILocation(line: 9, column: 38, scope: !44, inlinedAt: !82)
!84 = !DILocation(line: 9, column: 64, scope: !44, inlinedAt: !82)
!85 = !DILocation(line: 10, column: 10, scope: !44, inlinedAt: !82)
!86 = !DILocation(line: 10, column: 35, scope: !44, inlinedAt: !82)
!87 = !DILocation(line: 10, column: 42, scope: !44, inlinedAt: !82)
!88 = !DILocation(line: 10, column: 67, scope: !44, inlinedAt: !82)
!89 = !DILocation(line: 9, column: 69, scope: !44, inlinedAt: !82)
!90 = !DILocation(line: 9, column: 36, scope: !44, inlinedAt: !82)
!91 = !DILocation(line: 10, column: 40, scope: !44, inlinedAt: !82)
!92 = !DILocation(line: 29, column: 35, scope: !9)
!93 = !DILocation(line: 29, column: 44, scope: !9)
!94 = !DILocation(line: 29, column: 60, scope: !9)
!95 = !DILocation(line: 29, column: 18, scope: !9)
!96 = !DILocation(line: 29, column: 41, scope: !9)
!97 = !DILocation(line: 29, column: 3, scope: !9)
!98 = !DILocation(line: 29, column: 10, scope: !9)
!99 = !DILocation(line: 30, column: 1, scope: !9)
