; ARGS:
; A virtual call (vtable_ctor.cu, made by clang 14 as samples/README.md says):
; the constructor's two inlined levels at one place are named once.
; THEN: tests/diag/vtable_ctor.cu:22:10: error: indirect call through a vtable of 'Square'
; THEN: tests/diag/vtable_ctor.cu:9:37: note: in function inlined from 'Square'
; COUNT: 1 note: in function inlined from 'Square'
; COUNT: 1 note: in function inlined from 'Circle'
; ModuleID = 'tests/diag/vtable_ctor.cu'
source_filename = "tests/diag/vtable_ctor.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Square = type <{ %struct.Shape, float, [4 x i8] }>
%struct.Shape = type { i32 (...)** }
%struct.Circle = type <{ %struct.Shape, float, [4 x i8] }>

$_ZNK6Square4areaEv = comdat any

$_ZNK6Circle4areaEv = comdat any

$_ZTV6Square = comdat any

$_ZTV6Circle = comdat any

@_ZTV6Square = linkonce_odr dso_local unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* null, i8* bitcast (float (%struct.Square*)* @_ZNK6Square4areaEv to i8*)] }, comdat, align 8
@_ZTV6Circle = linkonce_odr dso_local unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* null, i8* bitcast (float (%struct.Circle*)* @_ZNK6Circle4areaEv to i8*)] }, comdat, align 8

; Function Attrs: convergent norecurse nounwind
define dso_local void @vtable_ctor(float* nocapture noundef readonly %0, i32* nocapture noundef readonly %1, float* nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 !dbg !9 {
  %5 = alloca %struct.Square, align 8
  %6 = alloca %struct.Circle, align 8
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4, !dbg !12
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4, !dbg !16
  %9 = mul i32 %7, %8, !dbg !19
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4, !dbg !20
  %11 = add i32 %9, %10, !dbg !23
  %12 = icmp slt i32 %11, %3, !dbg !24
  br i1 %12, label %13, label %34, !dbg !25

13:                                               ; preds = %4
  %14 = bitcast %struct.Square* %5 to i8*, !dbg !26
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %14) #4, !dbg !26
  %15 = sext i32 %11 to i64, !dbg !27
  %16 = getelementptr inbounds float, float* %0, i64 %15, !dbg !27
  %17 = load float, float* %16, align 4, !dbg !27, !tbaa !28
  %18 = getelementptr inbounds %struct.Square, %struct.Square* %5, i64 0, i32 0, i32 0, !dbg !32
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV6Square, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %18, align 8, !dbg !32, !tbaa !37
  %19 = getelementptr inbounds %struct.Square, %struct.Square* %5, i64 0, i32 1, !dbg !39
  store float %17, float* %19, align 8, !dbg !39, !tbaa !40
  %20 = bitcast %struct.Circle* %6 to i8*, !dbg !42
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %20) #4, !dbg !42
  %21 = getelementptr inbounds %struct.Circle, %struct.Circle* %6, i64 0, i32 0, i32 0, !dbg !43
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV6Circle, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %21, align 8, !dbg !43, !tbaa !37
  %22 = getelementptr inbounds %struct.Circle, %struct.Circle* %6, i64 0, i32 1, !dbg !48
  store float %17, float* %22, align 8, !dbg !48, !tbaa !49
  %23 = getelementptr inbounds i32, i32* %1, i64 %15, !dbg !51
  %24 = load i32, i32* %23, align 4, !dbg !51, !tbaa !52
  %25 = icmp eq i32 %24, 0, !dbg !51
  %26 = getelementptr inbounds %struct.Square, %struct.Square* %5, i64 0, i32 0, !dbg !51
  %27 = getelementptr inbounds %struct.Circle, %struct.Circle* %6, i64 0, i32 0, !dbg !51
  %28 = select i1 %25, %struct.Shape* %27, %struct.Shape* %26, !dbg !51
  %29 = bitcast %struct.Shape* %28 to float (%struct.Shape*)***, !dbg !54
  %30 = load float (%struct.Shape*)**, float (%struct.Shape*)*** %29, align 8, !dbg !54, !tbaa !37
  %31 = load float (%struct.Shape*)*, float (%struct.Shape*)** %30, align 8, !dbg !54
  %32 = call contract noundef float %31(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %28) #5, !dbg !54
  %33 = getelementptr inbounds float, float* %2, i64 %15, !dbg !55
  store float %32, float* %33, align 4, !dbg !56, !tbaa !28
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %20) #4, !dbg !57
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %14) #4, !dbg !57
  br label %34, !dbg !57

34:                                               ; preds = %4, %13
  ret void, !dbg !57
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local noundef float @_ZNK6Square4areaEv(%struct.Square* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #3 comdat align 2 !dbg !58 {
  %2 = getelementptr inbounds %struct.Square, %struct.Square* %0, i64 0, i32 1, !dbg !59
  %3 = load float, float* %2, align 8, !dbg !59, !tbaa !40
  %4 = fmul contract float %3, %3, !dbg !60
  ret float %4, !dbg !61
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local noundef float @_ZNK6Circle4areaEv(%struct.Circle* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #3 comdat align 2 !dbg !62 {
  %2 = getelementptr inbounds %struct.Circle, %struct.Circle* %0, i64 0, i32 1, !dbg !63
  %3 = load float, float* %2, align 8, !dbg !63, !tbaa !49
  %4 = fmul contract float %3, 3.000000e+00, !dbg !64
  %5 = fmul contract float %3, %4, !dbg !65
  ret float %5, !dbg !66
}

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { mustprogress nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #4 = { nounwind }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/diag/vtable_ctor.cu", directory: ".")
!2 = !{void (float*, i32*, float*, i32)* @vtable_ctor, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "vtable_ctor", scope: !1, file: !1, line: 17, type: !10, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 19, column: 11, scope: !9)
!16 = !DILocation(line: 46, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!18 = distinct !DILocation(line: 19, column: 24, scope: !9)
!19 = !DILocation(line: 19, column: 22, scope: !9)
!20 = !DILocation(line: 44, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!22 = distinct !DILocation(line: 19, column: 37, scope: !9)
!23 = !DILocation(line: 19, column: 35, scope: !9)
!24 = !DILocation(line: 20, column: 9, scope: !9)
!25 = !DILocation(line: 20, column: 7, scope: !9)
!26 = !DILocation(line: 22, column: 3, scope: !9)
!27 = !DILocation(line: 22, column: 13, scope: !9)
!28 = !{!29, !29, i64 0}
!29 = !{!"float", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C++ TBAA"}
!32 = !DILocation(line: 9, column: 37, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "Square", scope: !1, file: !1, line: 9, type: !10, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!34 = distinct !DILocation(line: 9, column: 37, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "Square", scope: !1, file: !1, line: 9, type: !10, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!36 = distinct !DILocation(line: 22, column: 10, scope: !9)
!37 = !{!38, !38, i64 0}
!38 = !{!"vtable pointer", !31, i64 0}
!39 = !DILocation(line: 9, column: 32, scope: !33, inlinedAt: !34)
!40 = !{!41, !29, i64 8}
!41 = !{!"_ZTS6Square", !29, i64 8}
!42 = !DILocation(line: 23, column: 3, scope: !9)
!43 = !DILocation(line: 14, column: 37, scope: !44, inlinedAt: !45)
!44 = distinct !DISubprogram(name: "Circle", scope: !1, file: !1, line: 14, type: !10, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!45 = distinct !DILocation(line: 14, column: 37, scope: !46, inlinedAt: !47)
!46 = distinct !DISubprogram(name: "Circle", scope: !1, file: !1, line: 14, type: !10, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!47 = distinct !DILocation(line: 23, column: 10, scope: !9)
!48 = !DILocation(line: 14, column: 32, scope: !44, inlinedAt: !45)
!49 = !{!50, !29, i64 8}
!50 = !{!"_ZTS6Circle", !29, i64 8}
!51 = !DILocation(line: 24, column: 20, scope: !9)
!52 = !{!53, !53, i64 0}
!53 = !{!"int", !30, i64 0}
!54 = !DILocation(line: 25, column: 13, scope: !9)
!55 = !DILocation(line: 25, column: 3, scope: !9)
!56 = !DILocation(line: 25, column: 8, scope: !9)
!57 = !DILocation(line: 26, column: 1, scope: !9)
!58 = distinct !DISubprogram(name: "area", scope: !1, file: !1, line: 10, type: !10, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!59 = !DILocation(line: 10, column: 51, scope: !58)
!60 = !DILocation(line: 10, column: 53, scope: !58)
!61 = !DILocation(line: 10, column: 44, scope: !58)
!62 = distinct !DISubprogram(name: "area", scope: !1, file: !1, line: 15, type: !10, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!63 = !DILocation(line: 15, column: 58, scope: !62)
!64 = !DILocation(line: 15, column: 56, scope: !62)
!65 = !DILocation(line: 15, column: 60, scope: !62)
!66 = !DILocation(line: 15, column: 44, scope: !62)
