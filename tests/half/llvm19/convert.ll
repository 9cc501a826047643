; ModuleID = 'tests/half/convert.cu'
source_filename = "tests/half/convert.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
define dso_local noundef zeroext i16 @_Z13float2half_rnf(float noundef %0) local_unnamed_addr #0 !dbg !10 {
  %2 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %0) #3, !dbg !13, !srcloc !14
  ret i16 %2, !dbg !15
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
define dso_local noundef float @_Z10half2floatt(i16 noundef zeroext %0) local_unnamed_addr #0 !dbg !16 {
  %2 = tail call contract float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %0) #3, !dbg !17, !srcloc !18
  ret float %2, !dbg !19
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite)
define dso_local void @half_f2h(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #1 !dbg !20 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !21
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !25
  %6 = mul i32 %4, %5, !dbg !28
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !29
  %8 = add i32 %6, %7, !dbg !32
  %9 = icmp slt i32 %8, %2, !dbg !33
  br i1 %9, label %10, label %16, !dbg !34

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds i16, ptr %1, i64 %11
  %13 = getelementptr inbounds float, ptr %0, i64 %11
  %14 = load float, ptr %13, align 4, !dbg !35, !tbaa !36
  %15 = tail call noundef i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %14) #3, !dbg !40, !srcloc !14
  store i16 %15, ptr %12, align 2, !dbg !42, !tbaa !43
  br label %16, !dbg !45

16:                                               ; preds = %10, %3
  ret void, !dbg !46
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite)
define dso_local void @half_h2f(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #1 !dbg !47 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !48
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !50
  %6 = mul i32 %4, %5, !dbg !52
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !53
  %8 = add i32 %6, %7, !dbg !55
  %9 = icmp slt i32 %8, %2, !dbg !56
  br i1 %9, label %10, label %16, !dbg !57

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds float, ptr %1, i64 %11
  %13 = getelementptr inbounds i16, ptr %0, i64 %11
  %14 = load i16, ptr %13, align 2, !dbg !58, !tbaa !43
  %15 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %14) #3, !dbg !59, !srcloc !18
  store float %15, ptr %12, align 4, !dbg !61, !tbaa !36
  br label %16, !dbg !62

16:                                               ; preds = %10, %3
  ret void, !dbg !63
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
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/half/convert.cu", directory: ".")
!2 = !{ptr @half_f2h, !"kernel", i32 1}
!3 = !{ptr @half_h2f, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "float2half_rn", scope: !1, file: !1, line: 11, type: !11, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 14, column: 2, scope: !10)
!14 = !{i64 556}
!15 = !DILocation(line: 15, column: 2, scope: !10)
!16 = distinct !DISubprogram(name: "half2float", scope: !1, file: !1, line: 19, type: !11, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DILocation(line: 22, column: 2, scope: !16)
!18 = !{i64 685}
!19 = !DILocation(line: 23, column: 2, scope: !16)
!20 = distinct !DISubprogram(name: "half_f2h", scope: !1, file: !1, line: 27, type: !11, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = !DILocation(line: 45, column: 1, scope: !22, inlinedAt: !24)
!22 = distinct !DISubprogram(name: "__fetch_x", scope: !23, file: !23, line: 45, type: !11, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!24 = distinct !DILocation(line: 29, column: 10, scope: !20)
!25 = !DILocation(line: 46, column: 1, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "__fetch_x", scope: !23, file: !23, line: 46, type: !11, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!27 = distinct !DILocation(line: 29, column: 23, scope: !20)
!28 = !DILocation(line: 29, column: 21, scope: !20)
!29 = !DILocation(line: 44, column: 1, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "__fetch_x", scope: !23, file: !23, line: 44, type: !11, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!31 = distinct !DILocation(line: 29, column: 36, scope: !20)
!32 = !DILocation(line: 29, column: 34, scope: !20)
!33 = !DILocation(line: 31, column: 8, scope: !20)
!34 = !DILocation(line: 31, column: 6, scope: !20)
!35 = !DILocation(line: 32, column: 26, scope: !20)
!36 = !{!37, !37, i64 0}
!37 = !{!"float", !38, i64 0}
!38 = !{!"omnipotent char", !39, i64 0}
!39 = !{!"Simple C++ TBAA"}
!40 = !DILocation(line: 14, column: 2, scope: !10, inlinedAt: !41)
!41 = distinct !DILocation(line: 32, column: 12, scope: !20)
!42 = !DILocation(line: 32, column: 10, scope: !20)
!43 = !{!44, !44, i64 0}
!44 = !{!"short", !38, i64 0}
!45 = !DILocation(line: 32, column: 3, scope: !20)
!46 = !DILocation(line: 33, column: 1, scope: !20)
!47 = distinct !DISubprogram(name: "half_h2f", scope: !1, file: !1, line: 36, type: !11, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!48 = !DILocation(line: 45, column: 1, scope: !22, inlinedAt: !49)
!49 = distinct !DILocation(line: 38, column: 10, scope: !47)
!50 = !DILocation(line: 46, column: 1, scope: !26, inlinedAt: !51)
!51 = distinct !DILocation(line: 38, column: 23, scope: !47)
!52 = !DILocation(line: 38, column: 21, scope: !47)
!53 = !DILocation(line: 44, column: 1, scope: !30, inlinedAt: !54)
!54 = distinct !DILocation(line: 38, column: 36, scope: !47)
!55 = !DILocation(line: 38, column: 34, scope: !47)
!56 = !DILocation(line: 40, column: 8, scope: !47)
!57 = !DILocation(line: 40, column: 6, scope: !47)
!58 = !DILocation(line: 41, column: 23, scope: !47)
!59 = !DILocation(line: 22, column: 2, scope: !16, inlinedAt: !60)
!60 = distinct !DILocation(line: 41, column: 12, scope: !47)
!61 = !DILocation(line: 41, column: 10, scope: !47)
!62 = !DILocation(line: 41, column: 3, scope: !47)
!63 = !DILocation(line: 42, column: 1, scope: !47)
