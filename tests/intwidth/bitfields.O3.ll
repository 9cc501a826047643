; ModuleID = 'tests/intwidth/bitfields.cu'
source_filename = "tests/intwidth/bitfields.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.P = type { [3 x i8], i8 }
%struct.Q = type { [6 x i8], i16 }
%struct.R = type { i8, [5 x i8] }

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @bitfields(%struct.P* nocapture noundef %0, %struct.Q* nocapture noundef %1, %struct.R* nocapture noundef %2, i32* nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #0 !dbg !10 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2, !dbg !13
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2, !dbg !17
  %8 = mul i32 %6, %7, !dbg !20
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !dbg !21
  %10 = add i32 %8, %9, !dbg !24
  %11 = icmp slt i32 %10, %4, !dbg !25
  br i1 %11, label %12, label %66, !dbg !26

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64, !dbg !27
  %14 = getelementptr inbounds %struct.P, %struct.P* %0, i64 %13, !dbg !27
  %15 = bitcast %struct.P* %14 to i24*, !dbg !27
  %16 = load i24, i24* %15, align 4, !dbg !27, !tbaa.struct !28
  %17 = getelementptr inbounds %struct.P, %struct.P* %0, i64 %13, i32 1, !dbg !27
  %18 = load i8, i8* %17, align 1, !dbg !27, !tbaa.struct !34
  %19 = getelementptr inbounds %struct.Q, %struct.Q* %1, i64 %13, !dbg !35
  %20 = bitcast %struct.Q* %19 to i48*, !dbg !35
  %21 = load i48, i48* %20, align 8, !dbg !35, !tbaa.struct !36
  %22 = getelementptr inbounds %struct.Q, %struct.Q* %1, i64 %13, i32 1, !dbg !35
  %23 = load i16, i16* %22, align 2, !dbg !35, !tbaa.struct !41
  %24 = getelementptr inbounds %struct.R, %struct.R* %2, i64 %13, i32 0, !dbg !42
  %25 = load i8, i8* %24, align 1, !dbg !42, !tbaa.struct !43
  %26 = getelementptr inbounds %struct.R, %struct.R* %2, i64 %13, i32 1, !dbg !42
  %27 = bitcast [5 x i8]* %26 to i40*, !dbg !42
  %28 = load i40, i40* %27, align 1, !dbg !42, !tbaa.struct !44
  %29 = and i24 %16, 4095, !dbg !45
  %30 = zext i24 %29 to i32, !dbg !45
  %31 = mul nuw nsw i32 %30, 7, !dbg !46
  %32 = lshr i24 %16, 12, !dbg !47
  %33 = zext i24 %32 to i32, !dbg !47
  %34 = zext i8 %18 to i32, !dbg !48
  %35 = and i48 %21, 1048575, !dbg !49
  %36 = trunc i48 %35 to i32, !dbg !50
  %37 = lshr i48 %21, 20, !dbg !51
  %38 = trunc i48 %37 to i32, !dbg !52
  %39 = zext i16 %23 to i32, !dbg !53
  %40 = and i40 %28, 1048575, !dbg !54
  %41 = trunc i40 %40 to i32, !dbg !54
  %42 = lshr i40 %28, 20, !dbg !55
  %43 = trunc i40 %42 to i32, !dbg !55
  %44 = zext i8 %25 to i32, !dbg !56
  %45 = sub nsw i32 %33, %34, !dbg !57
  %46 = add nsw i32 %45, %31, !dbg !58
  %47 = add nsw i32 %46, %36, !dbg !57
  %48 = sub nsw i32 %47, %38, !dbg !57
  %49 = add nsw i32 %48, %39, !dbg !59
  %50 = add nsw i32 %49, %44, !dbg !60
  %51 = add nsw i32 %50, %41, !dbg !61
  %52 = sub nsw i32 %51, %43, !dbg !62
  %53 = getelementptr inbounds i32, i32* %3, i64 %13, !dbg !63
  store i32 %52, i32* %53, align 4, !dbg !64, !tbaa !29
  %54 = add nuw nsw i32 %30, 1, !dbg !65
  %55 = trunc i32 %54 to i24, !dbg !66
  %56 = shl i24 %55, 12, !dbg !66
  %57 = or i24 %56, %29, !dbg !66
  %58 = mul nuw nsw i32 %36, 3, !dbg !67
  %59 = zext i32 %58 to i48, !dbg !68
  %60 = shl nuw nsw i48 %59, 20, !dbg !68
  %61 = or i48 %60, %35, !dbg !68
  %62 = add nuw nsw i32 %41, %44, !dbg !69
  %63 = zext i32 %62 to i40, !dbg !70
  %64 = shl i40 %63, 20, !dbg !70
  %65 = or i40 %64, %40, !dbg !70
  store i24 %57, i24* %15, align 4, !dbg !71, !tbaa.struct !28
  store i8 %18, i8* %17, align 1, !dbg !71, !tbaa.struct !34
  store i48 %61, i48* %20, align 8, !dbg !72, !tbaa.struct !36
  store i16 %23, i16* %22, align 2, !dbg !72, !tbaa.struct !41
  store i8 %25, i8* %24, align 1, !dbg !73, !tbaa.struct !43
  store i40 %65, i40* %27, align 1, !dbg !73, !tbaa.struct !44
  br label %66, !dbg !74

66:                                               ; preds = %5, %12
  ret void, !dbg !74
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @bitfield24(%struct.P* nocapture noundef %0, i32* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !75 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2, !dbg !76
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2, !dbg !78
  %6 = mul i32 %4, %5, !dbg !80
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !dbg !81
  %8 = add i32 %6, %7, !dbg !83
  %9 = icmp slt i32 %8, %2, !dbg !84
  br i1 %9, label %10, label %28, !dbg !85

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64, !dbg !86
  %12 = getelementptr inbounds %struct.P, %struct.P* %0, i64 %11, !dbg !86
  %13 = bitcast %struct.P* %12 to i24*, !dbg !86
  %14 = load i24, i24* %13, align 4, !dbg !86, !tbaa.struct !28
  %15 = getelementptr inbounds %struct.P, %struct.P* %0, i64 %11, i32 1, !dbg !86
  %16 = load i8, i8* %15, align 1, !dbg !86, !tbaa.struct !34
  %17 = and i24 %14, 4095, !dbg !87
  %18 = zext i24 %17 to i32, !dbg !87
  %19 = mul nuw nsw i32 %18, 7, !dbg !88
  %20 = lshr i24 %14, 12, !dbg !89
  %21 = zext i24 %20 to i32, !dbg !89
  %22 = sub nsw i32 %19, %21, !dbg !90
  %23 = getelementptr inbounds i32, i32* %1, i64 %11, !dbg !91
  store i32 %22, i32* %23, align 4, !dbg !92, !tbaa !29
  %24 = add nuw nsw i32 %18, %21, !dbg !93
  %25 = trunc i32 %24 to i24, !dbg !94
  %26 = shl i24 %25, 12, !dbg !94
  %27 = or i24 %26, %17, !dbg !94
  store i24 %27, i24* %13, align 4, !dbg !95, !tbaa.struct !28
  store i8 %16, i8* %15, align 1, !dbg !95, !tbaa.struct !34
  br label %28, !dbg !96

28:                                               ; preds = %10, %3
  ret void, !dbg !97
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/intwidth/bitfields.cu", directory: ".")
!2 = !{void (%struct.P*, %struct.Q*, %struct.R*, i32*, i32)* @bitfields, !"kernel", i32 1}
!3 = !{void (%struct.P*, i32*, i32)* @bitfield24, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "bitfields", scope: !1, file: !1, line: 11, type: !11, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 45, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 45, type: !11, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!15 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!16 = distinct !DILocation(line: 13, column: 10, scope: !10)
!17 = !DILocation(line: 46, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 46, type: !11, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!19 = distinct !DILocation(line: 13, column: 23, scope: !10)
!20 = !DILocation(line: 13, column: 21, scope: !10)
!21 = !DILocation(line: 44, column: 1, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 44, type: !11, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!23 = distinct !DILocation(line: 13, column: 36, scope: !10)
!24 = !DILocation(line: 13, column: 34, scope: !10)
!25 = !DILocation(line: 14, column: 8, scope: !10)
!26 = !DILocation(line: 14, column: 6, scope: !10)
!27 = !DILocation(line: 16, column: 8, scope: !10)
!28 = !{i64 0, i64 4, !29, i64 1, i64 4, !29, i64 3, i64 1, !33}
!29 = !{!30, !30, i64 0}
!30 = !{!"int", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C++ TBAA"}
!33 = !{!31, !31, i64 0}
!34 = !{i64 0, i64 1, !29, i64 0, i64 2, !29, i64 0, i64 1, !33}
!35 = !DILocation(line: 17, column: 8, scope: !10)
!36 = !{i64 0, i64 8, !37, i64 2, i64 8, !37, i64 6, i64 2, !39}
!37 = !{!38, !38, i64 0}
!38 = !{!"long long", !31, i64 0}
!39 = !{!40, !40, i64 0}
!40 = !{!"short", !31, i64 0}
!41 = !{i64 0, i64 2, !37, i64 0, i64 4, !37, i64 0, i64 2, !39}
!42 = !DILocation(line: 18, column: 8, scope: !10)
!43 = !{i64 0, i64 1, !33, i64 1, i64 4, !29, i64 3, i64 4, !29}
!44 = !{i64 0, i64 4, !29, i64 2, i64 4, !29}
!45 = !DILocation(line: 19, column: 13, scope: !10)
!46 = !DILocation(line: 19, column: 15, scope: !10)
!47 = !DILocation(line: 19, column: 23, scope: !10)
!48 = !DILocation(line: 19, column: 27, scope: !10)
!49 = !DILocation(line: 19, column: 40, scope: !10)
!50 = !DILocation(line: 19, column: 38, scope: !10)
!51 = !DILocation(line: 19, column: 51, scope: !10)
!52 = !DILocation(line: 19, column: 49, scope: !10)
!53 = !DILocation(line: 19, column: 55, scope: !10)
!54 = !DILocation(line: 19, column: 63, scope: !10)
!55 = !DILocation(line: 19, column: 69, scope: !10)
!56 = !DILocation(line: 19, column: 73, scope: !10)
!57 = !DILocation(line: 19, column: 42, scope: !10)
!58 = !DILocation(line: 19, column: 19, scope: !10)
!59 = !DILocation(line: 19, column: 53, scope: !10)
!60 = !DILocation(line: 19, column: 59, scope: !10)
!61 = !DILocation(line: 19, column: 65, scope: !10)
!62 = !DILocation(line: 19, column: 71, scope: !10)
!63 = !DILocation(line: 19, column: 2, scope: !10)
!64 = !DILocation(line: 19, column: 9, scope: !10)
!65 = !DILocation(line: 20, column: 12, scope: !10)
!66 = !DILocation(line: 20, column: 6, scope: !10)
!67 = !DILocation(line: 21, column: 12, scope: !10)
!68 = !DILocation(line: 21, column: 6, scope: !10)
!69 = !DILocation(line: 22, column: 12, scope: !10)
!70 = !DILocation(line: 22, column: 6, scope: !10)
!71 = !DILocation(line: 23, column: 7, scope: !10)
!72 = !DILocation(line: 24, column: 7, scope: !10)
!73 = !DILocation(line: 25, column: 7, scope: !10)
!74 = !DILocation(line: 26, column: 1, scope: !10)
!75 = distinct !DISubprogram(name: "bitfield24", scope: !1, file: !1, line: 30, type: !11, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!76 = !DILocation(line: 45, column: 1, scope: !14, inlinedAt: !77)
!77 = distinct !DILocation(line: 32, column: 10, scope: !75)
!78 = !DILocation(line: 46, column: 1, scope: !18, inlinedAt: !79)
!79 = distinct !DILocation(line: 32, column: 23, scope: !75)
!80 = !DILocation(line: 32, column: 21, scope: !75)
!81 = !DILocation(line: 44, column: 1, scope: !22, inlinedAt: !82)
!82 = distinct !DILocation(line: 32, column: 36, scope: !75)
!83 = !DILocation(line: 32, column: 34, scope: !75)
!84 = !DILocation(line: 33, column: 8, scope: !75)
!85 = !DILocation(line: 33, column: 6, scope: !75)
!86 = !DILocation(line: 34, column: 9, scope: !75)
!87 = !DILocation(line: 35, column: 14, scope: !75)
!88 = !DILocation(line: 35, column: 16, scope: !75)
!89 = !DILocation(line: 35, column: 24, scope: !75)
!90 = !DILocation(line: 35, column: 20, scope: !75)
!91 = !DILocation(line: 35, column: 3, scope: !75)
!92 = !DILocation(line: 35, column: 10, scope: !75)
!93 = !DILocation(line: 36, column: 13, scope: !75)
!94 = !DILocation(line: 36, column: 7, scope: !75)
!95 = !DILocation(line: 37, column: 8, scope: !75)
!96 = !DILocation(line: 38, column: 2, scope: !75)
!97 = !DILocation(line: 39, column: 1, scope: !75)
