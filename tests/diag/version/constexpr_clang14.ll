; ARGS:
; clang 14's textual IR (constexpr_clang14.cu) on a vgiwcc built on LLVM 17 or
; later: LLVM's own message at its line, then what to do (bitcode).
; THEN: constexpr_clang14.ll:22:13: error: select constexprs are no longer supported
; THEN: note: this IR was written by LLVM 14
; THEN: pass bitcode instead
; COUNT: 1 error:
; ModuleID = 'tests/diag/version/constexpr_clang14.cu'
source_filename = "tests/diag/version/constexpr_clang14.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g1 = dso_local addrspace(1) externally_initialized global [4 x i32] zeroinitializer, align 4
@g2 = dso_local addrspace(1) externally_initialized global [4 x i32] zeroinitializer, align 4
@llvm.compiler.used = appending global [2 x i8*] [i8* addrspacecast (i8 addrspace(1)* bitcast ([4 x i32] addrspace(1)* @g1 to i8 addrspace(1)*) to i8*), i8* addrspacecast (i8 addrspace(1)* bitcast ([4 x i32] addrspace(1)* @g2 to i8 addrspace(1)*) to i8*)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define dso_local void @_Z1kPi(i32* nocapture noundef writeonly %0) local_unnamed_addr #0 {
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds i32, i32* %0, i64 %3
  store i32 select (i1 icmp eq (i32* getelementptr inbounds ([4 x i32], [4 x i32]* addrspacecast ([4 x i32] addrspace(1)* @g1 to [4 x i32]*), i64 1, i64 0), i32* getelementptr inbounds ([4 x i32], [4 x i32]* addrspacecast ([4 x i32] addrspace(1)* @g2 to [4 x i32]*), i64 0, i64 0)), i32 7, i32 3), i32* %4, align 4, !tbaa !5
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn writeonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*)* @_Z1kPi, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
