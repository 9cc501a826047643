; ModuleID = 'tests/intwidth/bitfields.cu'
source_filename = "tests/intwidth/bitfields.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.P = type { [3 x i8], i8 }
%struct.Q = type { [6 x i8], i16 }
%struct.R = type { i8, [5 x i8] }

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @bitfields(ptr nocapture noundef %0, ptr nocapture noundef %1, ptr nocapture noundef %2, ptr nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #0 !dbg !10 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !13
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !17
  %8 = mul i32 %6, %7, !dbg !20
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !21
  %10 = add i32 %8, %9, !dbg !24
  %11 = icmp slt i32 %10, %4, !dbg !25
  br i1 %11, label %12, label %64, !dbg !26

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64, !dbg !27
  %14 = getelementptr inbounds %struct.P, ptr %0, i64 %13, !dbg !27
  %15 = load i24, ptr %14, align 4, !dbg !27, !tbaa !28
  %16 = getelementptr inbounds i8, ptr %14, i64 3, !dbg !27
  %17 = load i8, ptr %16, align 1, !dbg !27, !tbaa !28
  %18 = getelementptr inbounds %struct.Q, ptr %1, i64 %13, !dbg !31
  %19 = load i48, ptr %18, align 8, !dbg !31, !tbaa !28
  %20 = getelementptr inbounds i8, ptr %18, i64 6, !dbg !31
  %21 = load i16, ptr %20, align 2, !dbg !31, !tbaa !32
  %22 = getelementptr inbounds %struct.R, ptr %2, i64 %13, !dbg !34
  %23 = load i8, ptr %22, align 1, !dbg !34, !tbaa !28
  %24 = getelementptr inbounds i8, ptr %22, i64 1, !dbg !34
  %25 = load i40, ptr %24, align 1, !dbg !34, !tbaa !28
  %26 = and i24 %15, 4095, !dbg !35
  %27 = zext nneg i24 %26 to i32, !dbg !35
  %28 = mul nuw nsw i32 %27, 7, !dbg !36
  %29 = lshr i24 %15, 12, !dbg !37
  %30 = zext nneg i24 %29 to i32, !dbg !37
  %31 = zext i8 %17 to i32, !dbg !38
  %32 = and i48 %19, 1048575, !dbg !39
  %33 = trunc nuw nsw i48 %32 to i32, !dbg !40
  %34 = lshr i48 %19, 20, !dbg !41
  %35 = trunc nuw nsw i48 %34 to i32, !dbg !42
  %36 = zext i16 %21 to i32, !dbg !43
  %37 = and i40 %25, 1048575, !dbg !44
  %38 = trunc nuw nsw i40 %37 to i32, !dbg !44
  %39 = lshr i40 %25, 20, !dbg !45
  %40 = trunc nuw nsw i40 %39 to i32, !dbg !45
  %41 = zext i8 %23 to i32, !dbg !46
  %42 = sub nsw i32 %30, %31, !dbg !47
  %43 = add nsw i32 %42, %28, !dbg !48
  %44 = add nsw i32 %43, %33, !dbg !47
  %45 = sub nsw i32 %44, %35, !dbg !47
  %46 = add nsw i32 %45, %36, !dbg !49
  %47 = add nsw i32 %46, %41, !dbg !50
  %48 = add nsw i32 %47, %38, !dbg !51
  %49 = sub nsw i32 %48, %40, !dbg !52
  %50 = getelementptr inbounds i32, ptr %3, i64 %13, !dbg !53
  store i32 %49, ptr %50, align 4, !dbg !54, !tbaa !55
  %51 = add nuw nsw i32 %27, 1, !dbg !57
  %52 = trunc nuw nsw i32 %51 to i24, !dbg !58
  %53 = shl i24 %52, 12, !dbg !58
  %54 = or disjoint i24 %53, %26, !dbg !58
  %55 = mul nuw nsw i32 %33, 3, !dbg !59
  %56 = zext nneg i32 %55 to i48, !dbg !60
  %57 = shl nuw nsw i48 %56, 20, !dbg !60
  %58 = or disjoint i48 %57, %32, !dbg !60
  %59 = add nuw nsw i32 %38, %41, !dbg !61
  %60 = and i32 %59, 1048575, !dbg !62
  %61 = zext nneg i32 %60 to i40, !dbg !62
  %62 = shl nuw i40 %61, 20, !dbg !62
  %63 = or disjoint i40 %62, %37, !dbg !62
  store i24 %54, ptr %14, align 4, !dbg !63, !tbaa !28
  store i8 %17, ptr %16, align 1, !dbg !63, !tbaa !28
  store i48 %58, ptr %18, align 8, !dbg !64, !tbaa !28
  store i16 %21, ptr %20, align 2, !dbg !64, !tbaa !32
  store i8 %23, ptr %22, align 1, !dbg !65, !tbaa !28
  store i40 %63, ptr %24, align 1, !dbg !65, !tbaa !28
  br label %64, !dbg !66

64:                                               ; preds = %5, %12
  ret void, !dbg !66
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @bitfield24(ptr nocapture noundef %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !67 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !68
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !70
  %6 = mul i32 %4, %5, !dbg !72
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !73
  %8 = add i32 %6, %7, !dbg !75
  %9 = icmp slt i32 %8, %2, !dbg !76
  br i1 %9, label %10, label %27, !dbg !77

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64, !dbg !78
  %12 = getelementptr inbounds %struct.P, ptr %0, i64 %11, !dbg !78
  %13 = load i24, ptr %12, align 4, !dbg !78, !tbaa !28
  %14 = getelementptr inbounds i8, ptr %12, i64 3, !dbg !78
  %15 = load i8, ptr %14, align 1, !dbg !78, !tbaa !28
  %16 = and i24 %13, 4095, !dbg !79
  %17 = zext nneg i24 %16 to i32, !dbg !79
  %18 = mul nuw nsw i32 %17, 7, !dbg !80
  %19 = lshr i24 %13, 12, !dbg !81
  %20 = zext nneg i24 %19 to i32, !dbg !81
  %21 = sub nsw i32 %18, %20, !dbg !82
  %22 = getelementptr inbounds i32, ptr %1, i64 %11, !dbg !83
  store i32 %21, ptr %22, align 4, !dbg !84, !tbaa !55
  %23 = add nuw nsw i32 %17, %20, !dbg !85
  %24 = trunc nuw nsw i32 %23 to i24, !dbg !86
  %25 = shl i24 %24, 12, !dbg !86
  %26 = or disjoint i24 %25, %16, !dbg !86
  store i24 %26, ptr %12, align 4, !dbg !87, !tbaa !28
  store i8 %15, ptr %14, align 1, !dbg !87, !tbaa !28
  br label %27, !dbg !88

27:                                               ; preds = %10, %3
  ret void, !dbg !89
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/intwidth/bitfields.cu", directory: ".")
!2 = !{ptr @bitfields, !"kernel", i32 1}
!3 = !{ptr @bitfield24, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "bitfields", scope: !1, file: !1, line: 11, type: !11, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 45, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 45, type: !11, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!16 = distinct !DILocation(line: 13, column: 10, scope: !10)
!17 = !DILocation(line: 46, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 46, type: !11, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 13, column: 23, scope: !10)
!20 = !DILocation(line: 13, column: 21, scope: !10)
!21 = !DILocation(line: 44, column: 1, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 44, type: !11, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = distinct !DILocation(line: 13, column: 36, scope: !10)
!24 = !DILocation(line: 13, column: 34, scope: !10)
!25 = !DILocation(line: 14, column: 8, scope: !10)
!26 = !DILocation(line: 14, column: 6, scope: !10)
!27 = !DILocation(line: 16, column: 8, scope: !10)
!28 = !{!29, !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 17, column: 8, scope: !10)
!32 = !{!33, !33, i64 0}
!33 = !{!"short", !29, i64 0}
!34 = !DILocation(line: 18, column: 8, scope: !10)
!35 = !DILocation(line: 19, column: 13, scope: !10)
!36 = !DILocation(line: 19, column: 15, scope: !10)
!37 = !DILocation(line: 19, column: 23, scope: !10)
!38 = !DILocation(line: 19, column: 27, scope: !10)
!39 = !DILocation(line: 19, column: 40, scope: !10)
!40 = !DILocation(line: 19, column: 38, scope: !10)
!41 = !DILocation(line: 19, column: 51, scope: !10)
!42 = !DILocation(line: 19, column: 49, scope: !10)
!43 = !DILocation(line: 19, column: 55, scope: !10)
!44 = !DILocation(line: 19, column: 63, scope: !10)
!45 = !DILocation(line: 19, column: 69, scope: !10)
!46 = !DILocation(line: 19, column: 73, scope: !10)
!47 = !DILocation(line: 19, column: 42, scope: !10)
!48 = !DILocation(line: 19, column: 19, scope: !10)
!49 = !DILocation(line: 19, column: 53, scope: !10)
!50 = !DILocation(line: 19, column: 59, scope: !10)
!51 = !DILocation(line: 19, column: 65, scope: !10)
!52 = !DILocation(line: 19, column: 71, scope: !10)
!53 = !DILocation(line: 19, column: 2, scope: !10)
!54 = !DILocation(line: 19, column: 9, scope: !10)
!55 = !{!56, !56, i64 0}
!56 = !{!"int", !29, i64 0}
!57 = !DILocation(line: 20, column: 12, scope: !10)
!58 = !DILocation(line: 20, column: 6, scope: !10)
!59 = !DILocation(line: 21, column: 12, scope: !10)
!60 = !DILocation(line: 21, column: 6, scope: !10)
!61 = !DILocation(line: 22, column: 12, scope: !10)
!62 = !DILocation(line: 22, column: 6, scope: !10)
!63 = !DILocation(line: 23, column: 7, scope: !10)
!64 = !DILocation(line: 24, column: 7, scope: !10)
!65 = !DILocation(line: 25, column: 7, scope: !10)
!66 = !DILocation(line: 26, column: 1, scope: !10)
!67 = distinct !DISubprogram(name: "bitfield24", scope: !1, file: !1, line: 30, type: !11, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!68 = !DILocation(line: 45, column: 1, scope: !14, inlinedAt: !69)
!69 = distinct !DILocation(line: 32, column: 10, scope: !67)
!70 = !DILocation(line: 46, column: 1, scope: !18, inlinedAt: !71)
!71 = distinct !DILocation(line: 32, column: 23, scope: !67)
!72 = !DILocation(line: 32, column: 21, scope: !67)
!73 = !DILocation(line: 44, column: 1, scope: !22, inlinedAt: !74)
!74 = distinct !DILocation(line: 32, column: 36, scope: !67)
!75 = !DILocation(line: 32, column: 34, scope: !67)
!76 = !DILocation(line: 33, column: 8, scope: !67)
!77 = !DILocation(line: 33, column: 6, scope: !67)
!78 = !DILocation(line: 34, column: 9, scope: !67)
!79 = !DILocation(line: 35, column: 14, scope: !67)
!80 = !DILocation(line: 35, column: 16, scope: !67)
!81 = !DILocation(line: 35, column: 24, scope: !67)
!82 = !DILocation(line: 35, column: 20, scope: !67)
!83 = !DILocation(line: 35, column: 3, scope: !67)
!84 = !DILocation(line: 35, column: 10, scope: !67)
!85 = !DILocation(line: 36, column: 13, scope: !67)
!86 = !DILocation(line: 36, column: 7, scope: !67)
!87 = !DILocation(line: 37, column: 8, scope: !67)
!88 = !DILocation(line: 38, column: 2, scope: !67)
!89 = !DILocation(line: 39, column: 1, scope: !67)
