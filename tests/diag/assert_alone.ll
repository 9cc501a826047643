; ARGS: --run --check --grid=1 --block=8 --arg=buf:i32:8
; EXPECT: assert_alone.cu:3: error: kernel 'k': block: [0,0,0], thread: [5,0,0] Assertion `x < 5` failed in k (3 failures; the first by global thread ID)
; EXPECT: error: reference: block: [0,0,0], thread: [5,0,0] Assertion `x < 5` failed in k (3 failures
; EXPECT: check: the reference interpreter fails the same assertion first (global thread 5, assertion 0; 3 failures, the reference 3)
; A device assert (glibc's __assert_fail, which does not return) whose
; block holds more than the call, so front/assert.c cannot fold it into the
; branch: the call asserts false where it is, and the thread leaves the
; kernel there. Threads 5..7 store 7 and fail; the first by global thread
; ID is 5, in the simulation and in the reference alike; nothing is written.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@msg = private unnamed_addr constant [6 x i8] c"x < 5\00"
@file = private unnamed_addr constant [16 x i8] c"assert_alone.cu\00"
@fn = private unnamed_addr constant [2 x i8] c"k\00"

declare void @__assert_fail(i8*, i8*, i32, i8*) noreturn
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @k(i32* %p) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp slt i32 %t, 5
  br i1 %c, label %ok, label %bad

bad:
  %q = getelementptr i32, i32* %p, i32 %t
  store i32 7, i32* %q
  call void @__assert_fail(i8* getelementptr ([6 x i8], [6 x i8]* @msg, i64 0, i64 0), i8* getelementptr ([16 x i8], [16 x i8]* @file, i64 0, i64 0), i32 3, i8* getelementptr ([2 x i8], [2 x i8]* @fn, i64 0, i64 0))
  unreachable

ok:
  %r = getelementptr i32, i32* %p, i32 %t
  store i32 1, i32* %r
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @k, !"kernel", i32 1}
