; ARGS:
; EXPECT: vt.cu:8:3: error: indirect call through a vtable of 'geo::Sq'
; EXPECT: vt.cu:9:10: error: indirect call through a vtable of 'geo::Sq' (a virtual call)
; A C++ device class with a virtual function (namespace geo { struct Sq :
; Shape { float area() const override; }; }): the constructor stores the
; address of the vtable, the call loads the function pointer from it. Both
; are refused at their lines, naming the class.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%"struct.geo::Sq" = type { i8**, float }

@_ZTVN3geo2SqE = linkonce_odr unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* null, i8* bitcast (float (%"struct.geo::Sq"*)* @_ZNK3geo2Sq4areaEv to i8*)] }, align 8

define linkonce_odr float @_ZNK3geo2Sq4areaEv(%"struct.geo::Sq"* %this) {
  %p = getelementptr inbounds %"struct.geo::Sq", %"struct.geo::Sq"* %this, i64 0, i32 1
  %s = load float, float* %p, align 8
  %r = fmul float %s, %s
  ret float %r
}

define void @kvt(%"struct.geo::Sq"* %obj, float* %o) !dbg !5 {
  %slot = getelementptr inbounds %"struct.geo::Sq", %"struct.geo::Sq"* %obj, i64 0, i32 0
  %vt = getelementptr inbounds { [3 x i8*] }, { [3 x i8*] }* @_ZTVN3geo2SqE, i64 0, i32 0, i64 2, !dbg !8
  store i8** %vt, i8*** %slot, align 8, !dbg !8
  %v = load volatile i8**, i8*** %slot, align 8, !dbg !9
  %fp = load i8*, i8** %v, align 8, !dbg !9
  %f = bitcast i8* %fp to float (%"struct.geo::Sq"*)*
  %r = call float %f(%"struct.geo::Sq"* %obj), !dbg !9
  store float %r, float* %o, align 4
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!nvvm.annotations = !{!10}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "vt.cu", directory: "/nonexistent")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = distinct !DISubprogram(name: "kvt", scope: !1, file: !1, line: 6, type: !6, scopeLine: 6, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 8, column: 3, scope: !5)
!9 = !DILocation(line: 9, column: 10, scope: !5)
!10 = !{void (%"struct.geo::Sq"*, float*)* @kvt, !"kernel", i32 1}
