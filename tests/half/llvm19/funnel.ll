; ModuleID = 'tests/half/funnel.cu'
source_filename = "tests/half/funnel.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
define dso_local noundef i32 @_Z10shf_l_wrapjjj(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call i32 asm "shf.l.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %0, i32 %1, i32 %2) #3, !dbg !12, !srcloc !13
  ret i32 %4, !dbg !14
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
define dso_local noundef i32 @_Z11shf_l_clampjjj(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !15 {
  %4 = tail call i32 asm "shf.l.clamp.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %0, i32 %1, i32 %2) #3, !dbg !16, !srcloc !17
  ret i32 %4, !dbg !18
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
define dso_local noundef i32 @_Z10shf_r_wrapjjj(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !19 {
  %4 = tail call i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %0, i32 %1, i32 %2) #3, !dbg !20, !srcloc !21
  ret i32 %4, !dbg !22
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
define dso_local noundef i32 @_Z11shf_r_clampjjj(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !23 {
  %4 = tail call i32 asm "shf.r.clamp.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %0, i32 %1, i32 %2) #3, !dbg !24, !srcloc !25
  ret i32 %4, !dbg !26
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite)
define dso_local void @funnel(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #1 !dbg !27 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !28
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !32
  %7 = mul i32 %5, %6, !dbg !35
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !36
  %9 = add i32 %7, %8, !dbg !39
  %10 = icmp slt i32 %9, %3, !dbg !40
  br i1 %10, label %11, label %40, !dbg !41

11:                                               ; preds = %4
  %12 = urem i32 %9, 41, !dbg !42
  %13 = sext i32 %9 to i64, !dbg !43
  %14 = getelementptr inbounds i32, ptr %0, i64 %13, !dbg !43
  %15 = load i32, ptr %14, align 4, !dbg !43, !tbaa !44
  %16 = getelementptr inbounds i32, ptr %1, i64 %13, !dbg !48
  %17 = load i32, ptr %16, align 4, !dbg !48, !tbaa !44
  %18 = tail call noundef i32 asm "shf.l.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %15, i32 %17, i32 %12) #3, !dbg !49, !srcloc !13
  %19 = shl nsw i32 %9, 2, !dbg !51
  %20 = sext i32 %19 to i64, !dbg !52
  %21 = getelementptr inbounds i32, ptr %2, i64 %20, !dbg !52
  store i32 %18, ptr %21, align 4, !dbg !53, !tbaa !44
  %22 = load i32, ptr %14, align 4, !dbg !54, !tbaa !44
  %23 = load i32, ptr %16, align 4, !dbg !55, !tbaa !44
  %24 = tail call noundef i32 asm "shf.l.clamp.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %22, i32 %23, i32 %12) #3, !dbg !56, !srcloc !17
  %25 = or disjoint i32 %19, 1, !dbg !58
  %26 = sext i32 %25 to i64, !dbg !59
  %27 = getelementptr inbounds i32, ptr %2, i64 %26, !dbg !59
  store i32 %24, ptr %27, align 4, !dbg !60, !tbaa !44
  %28 = load i32, ptr %14, align 4, !dbg !61, !tbaa !44
  %29 = load i32, ptr %16, align 4, !dbg !62, !tbaa !44
  %30 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %28, i32 %29, i32 %12) #3, !dbg !63, !srcloc !21
  %31 = or disjoint i32 %19, 2, !dbg !65
  %32 = sext i32 %31 to i64, !dbg !66
  %33 = getelementptr inbounds i32, ptr %2, i64 %32, !dbg !66
  store i32 %30, ptr %33, align 4, !dbg !67, !tbaa !44
  %34 = load i32, ptr %14, align 4, !dbg !68, !tbaa !44
  %35 = load i32, ptr %16, align 4, !dbg !69, !tbaa !44
  %36 = tail call noundef i32 asm "shf.r.clamp.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %34, i32 %35, i32 %12) #3, !dbg !70, !srcloc !25
  %37 = or disjoint i32 %19, 3, !dbg !72
  %38 = sext i32 %37 to i64, !dbg !73
  %39 = getelementptr inbounds i32, ptr %2, i64 %38, !dbg !73
  store i32 %36, ptr %39, align 4, !dbg !74, !tbaa !44
  br label %40, !dbg !75

40:                                               ; preds = %11, %4
  ret void, !dbg !76
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+sm_70" }
attributes #1 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+sm_70" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/half/funnel.cu", directory: ".")
!2 = !{ptr @funnel, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "shf_l_wrap", scope: !1, file: !1, line: 8, type: !10, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 11, column: 2, scope: !9)
!13 = !{i64 437}
!14 = !DILocation(line: 14, column: 2, scope: !9)
!15 = distinct !DISubprogram(name: "shf_l_clamp", scope: !1, file: !1, line: 18, type: !10, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DILocation(line: 21, column: 2, scope: !15)
!17 = !{i64 670}
!18 = !DILocation(line: 24, column: 2, scope: !15)
!19 = distinct !DISubprogram(name: "shf_r_wrap", scope: !1, file: !1, line: 28, type: !10, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!20 = !DILocation(line: 31, column: 2, scope: !19)
!21 = !{i64 903}
!22 = !DILocation(line: 34, column: 2, scope: !19)
!23 = distinct !DISubprogram(name: "shf_r_clamp", scope: !1, file: !1, line: 38, type: !10, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!24 = !DILocation(line: 41, column: 2, scope: !23)
!25 = !{i64 1133}
!26 = !DILocation(line: 44, column: 2, scope: !23)
!27 = distinct !DISubprogram(name: "funnel", scope: !1, file: !1, line: 48, type: !10, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!28 = !DILocation(line: 45, column: 1, scope: !29, inlinedAt: !31)
!29 = distinct !DISubprogram(name: "__fetch_x", scope: !30, file: !30, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!30 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!31 = distinct !DILocation(line: 50, column: 10, scope: !27)
!32 = !DILocation(line: 46, column: 1, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "__fetch_x", scope: !30, file: !30, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!34 = distinct !DILocation(line: 50, column: 23, scope: !27)
!35 = !DILocation(line: 50, column: 21, scope: !27)
!36 = !DILocation(line: 44, column: 1, scope: !37, inlinedAt: !38)
!37 = distinct !DISubprogram(name: "__fetch_x", scope: !30, file: !30, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!38 = distinct !DILocation(line: 50, column: 36, scope: !27)
!39 = !DILocation(line: 50, column: 34, scope: !27)
!40 = !DILocation(line: 52, column: 8, scope: !27)
!41 = !DILocation(line: 52, column: 6, scope: !27)
!42 = !DILocation(line: 53, column: 28, scope: !27)
!43 = !DILocation(line: 54, column: 27, scope: !27)
!44 = !{!45, !45, i64 0}
!45 = !{!"int", !46, i64 0}
!46 = !{!"omnipotent char", !47, i64 0}
!47 = !{!"Simple C++ TBAA"}
!48 = !DILocation(line: 54, column: 34, scope: !27)
!49 = !DILocation(line: 11, column: 2, scope: !9, inlinedAt: !50)
!50 = distinct !DILocation(line: 54, column: 16, scope: !27)
!51 = !DILocation(line: 54, column: 9, scope: !27)
!52 = !DILocation(line: 54, column: 3, scope: !27)
!53 = !DILocation(line: 54, column: 14, scope: !27)
!54 = !DILocation(line: 55, column: 32, scope: !27)
!55 = !DILocation(line: 55, column: 39, scope: !27)
!56 = !DILocation(line: 21, column: 2, scope: !15, inlinedAt: !57)
!57 = distinct !DILocation(line: 55, column: 20, scope: !27)
!58 = !DILocation(line: 55, column: 13, scope: !27)
!59 = !DILocation(line: 55, column: 3, scope: !27)
!60 = !DILocation(line: 55, column: 18, scope: !27)
!61 = !DILocation(line: 56, column: 31, scope: !27)
!62 = !DILocation(line: 56, column: 38, scope: !27)
!63 = !DILocation(line: 31, column: 2, scope: !19, inlinedAt: !64)
!64 = distinct !DILocation(line: 56, column: 20, scope: !27)
!65 = !DILocation(line: 56, column: 13, scope: !27)
!66 = !DILocation(line: 56, column: 3, scope: !27)
!67 = !DILocation(line: 56, column: 18, scope: !27)
!68 = !DILocation(line: 57, column: 32, scope: !27)
!69 = !DILocation(line: 57, column: 39, scope: !27)
!70 = !DILocation(line: 41, column: 2, scope: !23, inlinedAt: !71)
!71 = distinct !DILocation(line: 57, column: 20, scope: !27)
!72 = !DILocation(line: 57, column: 13, scope: !27)
!73 = !DILocation(line: 57, column: 3, scope: !27)
!74 = !DILocation(line: 57, column: 18, scope: !27)
!75 = !DILocation(line: 58, column: 2, scope: !27)
!76 = !DILocation(line: 59, column: 1, scope: !27)
