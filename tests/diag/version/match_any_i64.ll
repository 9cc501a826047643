; ARGS:
; clang 14's IR (match_any_i64.cu) declaring llvm.nvvm.match.any.sync.i64
; with LLVM 14's signature (i64 result; i32 from LLVM 17 at the latest), on a
; vgiwcc built on LLVM 17 or later: the verifier's message at the declaration,
; then what to do; not LLVM's "Broken module found" abort (the module carries
; debug info). On LLVM 14 builds: match_any_i64_llvm14.txt.
; THEN: match_any_i64.ll:31: error: invalid module: Intrinsic has incorrect return type!
; THEN: @llvm.nvvm.match.any.sync.i64
; THEN: note: this IR was written by LLVM 14
; THEN: use a vgiwcc built on LLVM 14
; COUNT: 1 error:
; ModuleID = 'tests/diag/version/match_any_i64.cu'
source_filename = "tests/diag/version/match_any_i64.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z7k_matchPyPj(i64* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !12
  %4 = zext i32 %3 to i64, !dbg !16
  %5 = getelementptr inbounds i64, i64* %0, i64 %4, !dbg !16
  %6 = load i64, i64* %5, align 8, !dbg !16, !tbaa !17
  %7 = tail call i64 @llvm.nvvm.match.any.sync.i64(i32 -1, i64 %6), !dbg !21
  %8 = trunc i64 %7 to i32, !dbg !21
  %9 = getelementptr inbounds i32, i32* %1, i64 %4, !dbg !22
  store i32 %8, i32* %9, align 4, !dbg !23, !tbaa !24
  ret void, !dbg !26
}

; Function Attrs: convergent inaccessiblememonly nounwind
declare i64 @llvm.nvvm.match.any.sync.i64(i32, i64) #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx64,+sm_70" }
attributes #1 = { convergent inaccessiblememonly nounwind }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/diag/version/match_any_i64.cu", directory: ".")
!2 = !{void (i64*, i32*)* @_Z7k_matchPyPj, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "k_match", scope: !1, file: !1, line: 14, type: !10, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 44, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 16, column: 15, scope: !9)
!16 = !DILocation(line: 17, column: 60, scope: !9)
!17 = !{!18, !18, i64 0}
!18 = !{!"long long", !19, i64 0}
!19 = !{!"omnipotent char", !20, i64 0}
!20 = !{!"Simple C++ TBAA"}
!21 = !DILocation(line: 17, column: 21, scope: !9)
!22 = !DILocation(line: 17, column: 2, scope: !9)
!23 = !DILocation(line: 17, column: 9, scope: !9)
!24 = !{!25, !25, i64 0}
!25 = !{!"int", !19, i64 0}
!26 = !DILocation(line: 18, column: 1, scope: !9)
