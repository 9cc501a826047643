; Fetches by integer texel coordinates. 2-D, as llvm.nvvm.tex.unified.2d.v4s32.s32
; (the form of tex2D on integer coordinates that NVVM offers; the CUDA
; headers' tex2D takes floats): thread (x, y) of a W x H launch reads texel
; (x - 1, y - 2), so the first column and two rows and those past the texture
; are out of range. Written by hand from tex2d.ll.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @fetch2di(i64 %t, i32* %out, i32 %w) !dbg !5 {
  %bx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !8
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !8
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !8
  %y = call i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !9
  %bxn = mul i32 %bx, %nx, !dbg !8
  %x = add i32 %bxn, %tx, !dbg !8
  %x1 = add i32 %x, -1, !dbg !10
  %y2 = add i32 %y, -2, !dbg !10
  %r = call { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.2d.v4s32.s32(i64 %t, i32 %x1, i32 %y2), !dbg !10
  %v = extractvalue { i32, i32, i32, i32 } %r, 0, !dbg !10
  %row = mul i32 %y, %w, !dbg !11
  %i = add i32 %row, %x, !dbg !11
  %i64 = zext i32 %i to i64, !dbg !11
  %p = getelementptr inbounds i32, i32* %out, i64 %i64, !dbg !11
  store i32 %v, i32* %p, align 4, !dbg !11
  ret void, !dbg !11
}

; 3-D by integer coordinates in the asm form (PTX allows s32 coordinates for
; every geometry): thread (x, y, z) of one CTA reads texel (x - 1, y - 1,
; z - 1) of a two-channel texture and writes x + 1000 y + 1000000 z of the
; result, whose z (a channel the texture lacks) must read zero.
define void @fetch3di(i64 %t, i32* %out, i32 %w) !dbg !13 {
  %x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !14
  %y = call i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !14
  %z = call i32 @llvm.nvvm.read.ptx.sreg.tid.z(), !dbg !14
  %ny = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !14
  %x1 = add i32 %x, -1, !dbg !15
  %y1 = add i32 %y, -1, !dbg !15
  %z1 = add i32 %z, -1, !dbg !15
  %r = call { i32, i32, i32, i32 } asm "tex.3d.v4.s32.s32\09{$0, $1, $2, $3}, [$4, {$5, $6, $7, $7}];", "=r,=r,=r,=r,l,r,r,r"(i64 %t, i32 %x1, i32 %y1, i32 %z1), !dbg !15
  %a = extractvalue { i32, i32, i32, i32 } %r, 0, !dbg !15
  %b = extractvalue { i32, i32, i32, i32 } %r, 1, !dbg !15
  %c = extractvalue { i32, i32, i32, i32 } %r, 2, !dbg !15
  %b1 = mul i32 %b, 1000, !dbg !16
  %c1 = mul i32 %c, 1000000, !dbg !16
  %s = add i32 %a, %b1, !dbg !16
  %v = add i32 %s, %c1, !dbg !16
  %zy = mul i32 %z, %ny, !dbg !16
  %zy1 = add i32 %zy, %y, !dbg !16
  %row = mul i32 %zy1, %w, !dbg !16
  %i = add i32 %row, %x, !dbg !16
  %i64 = zext i32 %i to i64, !dbg !16
  %p = getelementptr inbounds i32, i32* %out, i64 %i64, !dbg !16
  store i32 %v, i32* %p, align 4, !dbg !16
  ret void, !dbg !16
}

declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.2d.v4s32.s32(i64, i32, i32)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!nvvm.annotations = !{!12, !17}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "tex2di.cu", directory: "/nonexistent")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = distinct !DISubprogram(name: "fetch2di", scope: !1, file: !1, line: 3, type: !6, scopeLine: 3, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 4, column: 11, scope: !5)
!9 = !DILocation(line: 5, column: 11, scope: !5)
!10 = !DILocation(line: 6, column: 11, scope: !5)
!11 = !DILocation(line: 7, column: 3, scope: !5)
!12 = !{void (i64, i32*, i32)* @fetch2di, !"kernel", i32 1}
!13 = distinct !DISubprogram(name: "fetch3di", scope: !1, file: !1, line: 10, type: !6, scopeLine: 10, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DILocation(line: 11, column: 11, scope: !13)
!15 = !DILocation(line: 12, column: 11, scope: !13)
!16 = !DILocation(line: 13, column: 3, scope: !13)
!17 = !{void (i64, i32*, i32)* @fetch3di, !"kernel", i32 1}
