; ARGS:
; EXPECT: vt.cu:3:60: error: indirect call through a vtable of 'Sq'
; EXPECT: vt.cu:5:52: error: indirect call through a vtable of 'Sq' or 'Ci' (a virtual call)
; C++ virtual functions on the device (clang 14 -O2 -g with samples/include/vgiw_cuda.h):
;   #include "vgiw_cuda.h"
;   struct Shape { __device__ virtual float area() const = 0; };
;   struct Sq : Shape { float s; __device__ Sq(float x) : s(x) {} __device__ float area() const override { return s * s; } };
;   struct Ci : Shape { float r; __device__ Ci(float x) : r(x) {} __device__ float area() const override { return 3.f * r * r; } };
;   __device__ float total(const Shape *s) { return s->area(); }
;   extern "C" __global__ void kvt(float *o, int n) {
;     int t = threadIdx.x;
;     Sq a(o[t]); Ci b(o[t]);
;     const Shape *s = (t & 1) ? (const Shape *)&a : (const Shape *)&b;
;     o[t] = total(s);
;   }
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Shape = type { i32 (...)** }
%struct.Sq = type <{ %struct.Shape, float, [4 x i8] }>
%struct.Ci = type <{ %struct.Shape, float, [4 x i8] }>

$_ZNK2Sq4areaEv = comdat any

$_ZNK2Ci4areaEv = comdat any

$_ZTV2Sq = comdat any

$_ZTV2Ci = comdat any

@_ZTV2Sq = linkonce_odr dso_local unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* null, i8* bitcast (float (%struct.Sq*)* @_ZNK2Sq4areaEv to i8*)] }, comdat, align 8
@_ZTV2Ci = linkonce_odr dso_local unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* null, i8* bitcast (float (%struct.Ci*)* @_ZNK2Ci4areaEv to i8*)] }, comdat, align 8

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef float @_Z5totalPK5Shape(%struct.Shape* noundef %0) local_unnamed_addr #0 !dbg !9 {
  %2 = bitcast %struct.Shape* %0 to float (%struct.Shape*)***, !dbg !12
  %3 = load float (%struct.Shape*)**, float (%struct.Shape*)*** %2, align 8, !dbg !12, !tbaa !13
  %4 = load float (%struct.Shape*)*, float (%struct.Shape*)** %3, align 8, !dbg !12
  %5 = tail call contract noundef float %4(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0) #5, !dbg !12
  ret float %5, !dbg !16
}

; Function Attrs: convergent norecurse nounwind
define dso_local void @kvt(float* nocapture noundef %0, i32 noundef %1) local_unnamed_addr #1 !dbg !17 {
  %3 = alloca %struct.Sq, align 8
  %4 = alloca %struct.Ci, align 8
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6, !dbg !18
  %6 = bitcast %struct.Sq* %3 to i8*, !dbg !22
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %6) #6, !dbg !22
  %7 = sext i32 %5 to i64, !dbg !23
  %8 = getelementptr inbounds float, float* %0, i64 %7, !dbg !23
  %9 = load float, float* %8, align 4, !dbg !23, !tbaa !24
  %10 = getelementptr inbounds %struct.Sq, %struct.Sq* %3, i64 0, i32 0, i32 0, !dbg !27
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV2Sq, i64 0, i64 2) to i32 (...)**), i32 (...)*** %10, align 8, !dbg !27, !tbaa !13
  %11 = getelementptr inbounds %struct.Sq, %struct.Sq* %3, i64 0, i32 1, !dbg !32
  store float %9, float* %11, align 8, !dbg !32, !tbaa !33
  %12 = bitcast %struct.Ci* %4 to i8*, !dbg !35
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %12) #6, !dbg !35
  %13 = getelementptr inbounds %struct.Ci, %struct.Ci* %4, i64 0, i32 0, i32 0, !dbg !36
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV2Ci, i64 0, i64 2) to i32 (...)**), i32 (...)*** %13, align 8, !dbg !36, !tbaa !13
  %14 = getelementptr inbounds %struct.Ci, %struct.Ci* %4, i64 0, i32 1, !dbg !41
  store float %9, float* %14, align 8, !dbg !41, !tbaa !42
  %15 = and i32 %5, 1, !dbg !44
  %16 = icmp eq i32 %15, 0, !dbg !45
  %17 = getelementptr inbounds %struct.Sq, %struct.Sq* %3, i64 0, i32 0, !dbg !45
  %18 = getelementptr inbounds %struct.Ci, %struct.Ci* %4, i64 0, i32 0, !dbg !45
  %19 = select i1 %16, %struct.Shape* %18, %struct.Shape* %17, !dbg !45
  %20 = bitcast %struct.Shape* %19 to float (%struct.Shape*)***, !dbg !46
  %21 = load float (%struct.Shape*)**, float (%struct.Shape*)*** %20, align 8, !dbg !46, !tbaa !13
  %22 = load float (%struct.Shape*)*, float (%struct.Shape*)** %21, align 8, !dbg !46
  %23 = call contract noundef float %22(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %19) #5, !dbg !46
  store float %23, float* %8, align 4, !dbg !48, !tbaa !24
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %12) #6, !dbg !49
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %6) #6, !dbg !49
  ret void, !dbg !49
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local noundef float @_ZNK2Sq4areaEv(%struct.Sq* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 !dbg !50 {
  %2 = getelementptr inbounds %struct.Sq, %struct.Sq* %0, i64 0, i32 1, !dbg !51
  %3 = load float, float* %2, align 8, !dbg !51, !tbaa !33
  %4 = fmul contract float %3, %3, !dbg !52
  ret float %4, !dbg !53
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local noundef float @_ZNK2Ci4areaEv(%struct.Ci* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 !dbg !54 {
  %2 = getelementptr inbounds %struct.Ci, %struct.Ci* %0, i64 0, i32 1, !dbg !55
  %3 = load float, float* %2, align 8, !dbg !55, !tbaa !42
  %4 = fmul contract float %3, 3.000000e+00, !dbg !56
  %5 = fmul contract float %3, %4, !dbg !57
  ret float %5, !dbg !58
}

attributes #0 = { convergent mustprogress nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { convergent norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nofree nosync nounwind readnone speculatable }
attributes #4 = { mustprogress nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #5 = { convergent nounwind }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "vt.cu", directory: "/nonexistent")
!2 = !{void (float*, i32)* @kvt, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "total", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 5, column: 52, scope: !9)
!13 = !{!14, !14, i64 0}
!14 = !{!"vtable pointer", !15, i64 0}
!15 = !{!"Simple C++ TBAA"}
!16 = !DILocation(line: 5, column: 42, scope: !9)
!17 = distinct !DISubprogram(name: "kvt", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!18 = !DILocation(line: 44, column: 1, scope: !19, inlinedAt: !21)
!19 = distinct !DISubprogram(name: "__fetch_x", scope: !20, file: !20, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!20 = !DIFile(filename: "/work/wt/real/samples/include/vgiw_cuda.h", directory: "/nonexistent")
!21 = distinct !DILocation(line: 7, column: 11, scope: !17)
!22 = !DILocation(line: 8, column: 3, scope: !17)
!23 = !DILocation(line: 8, column: 8, scope: !17)
!24 = !{!25, !25, i64 0}
!25 = !{!"float", !26, i64 0}
!26 = !{!"omnipotent char", !15, i64 0}
!27 = !DILocation(line: 3, column: 60, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "Sq", scope: !1, file: !1, line: 3, type: !10, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!29 = distinct !DILocation(line: 3, column: 60, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "Sq", scope: !1, file: !1, line: 3, type: !10, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!31 = distinct !DILocation(line: 8, column: 6, scope: !17)
!32 = !DILocation(line: 3, column: 55, scope: !28, inlinedAt: !29)
!33 = !{!34, !25, i64 8}
!34 = !{!"_ZTS2Sq", !25, i64 8}
!35 = !DILocation(line: 8, column: 15, scope: !17)
!36 = !DILocation(line: 4, column: 60, scope: !37, inlinedAt: !38)
!37 = distinct !DISubprogram(name: "Ci", scope: !1, file: !1, line: 4, type: !10, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!38 = distinct !DILocation(line: 4, column: 60, scope: !39, inlinedAt: !40)
!39 = distinct !DISubprogram(name: "Ci", scope: !1, file: !1, line: 4, type: !10, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!40 = distinct !DILocation(line: 8, column: 18, scope: !17)
!41 = !DILocation(line: 4, column: 55, scope: !37, inlinedAt: !38)
!42 = !{!43, !25, i64 8}
!43 = !{!"_ZTS2Ci", !25, i64 8}
!44 = !DILocation(line: 9, column: 23, scope: !17)
!45 = !DILocation(line: 9, column: 20, scope: !17)
!46 = !DILocation(line: 5, column: 52, scope: !9, inlinedAt: !47)
!47 = distinct !DILocation(line: 10, column: 10, scope: !17)
!48 = !DILocation(line: 10, column: 8, scope: !17)
!49 = !DILocation(line: 11, column: 1, scope: !17)
!50 = distinct !DISubprogram(name: "area", scope: !1, file: !1, line: 3, type: !10, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!51 = !DILocation(line: 3, column: 111, scope: !50)
!52 = !DILocation(line: 3, column: 113, scope: !50)
!53 = !DILocation(line: 3, column: 104, scope: !50)
!54 = distinct !DISubprogram(name: "area", scope: !1, file: !1, line: 4, type: !10, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!55 = !DILocation(line: 4, column: 117, scope: !54)
!56 = !DILocation(line: 4, column: 115, scope: !54)
!57 = !DILocation(line: 4, column: 119, scope: !54)
!58 = !DILocation(line: 4, column: 104, scope: !54)
