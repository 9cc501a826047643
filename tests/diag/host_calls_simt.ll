; ARGS: --target=simt --emit=asm
; EXPECT: printf is not supported on SIMT
; THEN: device-side malloc is not supported on SIMT
; THEN: inline asm 'trap' is not supported on SIMT
; Calls to the host's services, as clang emits them for printf, malloc and
; __trap(): each refused at its line, naming the target. (Device assert,
; __assertfail, compiles: tests/forms/assert.cu.)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@fmt = private unnamed_addr constant [4 x i8] c"%d\0A\00"
@msg = private unnamed_addr constant [2 x i8] c"x\00"

declare i32 @vprintf(i8*, i8*)
declare void @__assertfail(i8*, i8*, i32, i8*, i64)
declare i8* @malloc(i64)

define void @k_host(i32* %p) {
entry:
  %a = call i32 @vprintf(i8* getelementptr ([4 x i8], [4 x i8]* @fmt, i64 0, i64 0), i8* null)
  call void @__assertfail(i8* getelementptr ([2 x i8], [2 x i8]* @msg, i64 0, i64 0), i8* null, i32 1, i8* null, i64 1)
  %m = call i8* @malloc(i64 16)
  call void asm sideeffect "trap;", ""()
  %mi = ptrtoint i8* %m to i32
  %s = add i32 %a, %mi
  store i32 %s, i32* %p
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @k_host, !"kernel", i32 1}
