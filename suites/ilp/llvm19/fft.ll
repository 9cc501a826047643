; ModuleID = 'suites/ilp/fft.cu'
source_filename = "suites/ilp/fft.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ3fftE4s_re = internal unnamed_addr addrspace(3) global [128 x float] undef, align 4
@_ZZ3fftE4s_im = internal unnamed_addr addrspace(3) global [128 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @fft(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %4 = icmp slt i32 %3, %1, !dbg !16
  br i1 %4, label %5, label %93, !dbg !17

5:                                                ; preds = %2
  %6 = shl nsw i32 %3, 8, !dbg !18
  %7 = zext nneg i32 %6 to i64, !dbg !19
  %8 = getelementptr inbounds float, ptr %0, i64 %7, !dbg !19
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %10 = icmp ult i32 %9, 128, !dbg !23
  br i1 %10, label %13, label %11, !dbg !24

11:                                               ; preds = %5
  %12 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %32, !dbg !24

13:                                               ; preds = %5
  %14 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %15, !dbg !24

15:                                               ; preds = %13, %15
  %16 = phi i32 [ %9, %13 ], [ %30, %15 ]
  %17 = trunc i32 %16 to i7
  %18 = tail call i7 @llvm.bitreverse.i7(i7 %17)
  %19 = shl nuw nsw i32 %16, 1, !dbg !25
  %20 = zext nneg i32 %19 to i64, !dbg !26
  %21 = getelementptr inbounds float, ptr %8, i64 %20, !dbg !26
  %22 = load float, ptr %21, align 4, !dbg !26, !tbaa !27
  %23 = zext i7 %18 to i64, !dbg !31
  %24 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3fftE4s_re to ptr), i64 0, i64 %23, !dbg !31
  store float %22, ptr %24, align 4, !dbg !32, !tbaa !27
  %25 = or disjoint i32 %19, 1, !dbg !33
  %26 = zext nneg i32 %25 to i64, !dbg !34
  %27 = getelementptr inbounds float, ptr %8, i64 %26, !dbg !34
  %28 = load float, ptr %27, align 4, !dbg !34, !tbaa !27
  %29 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3fftE4s_im to ptr), i64 0, i64 %23, !dbg !35
  store float %28, ptr %29, align 4, !dbg !36, !tbaa !27
  %30 = add nuw nsw i32 %16, %14, !dbg !37
  %31 = icmp ult i32 %30, 128, !dbg !23
  br i1 %31, label %15, label %32, !dbg !24, !llvm.loop !38

32:                                               ; preds = %15, %11
  %33 = phi i32 [ %12, %11 ], [ %14, %15 ]
  %34 = icmp ult i32 %9, 64
  br label %36, !dbg !41

35:                                               ; preds = %41
  tail call void @llvm.nvvm.barrier0(), !dbg !42
  br i1 %10, label %78, label %93, !dbg !43

36:                                               ; preds = %32, %41
  %37 = phi i32 [ 1, %32 ], [ %42, %41 ]
  tail call void @llvm.nvvm.barrier0(), !dbg !44
  br i1 %34, label %38, label %41, !dbg !45

38:                                               ; preds = %36
  %39 = add nsw i32 %37, -1
  %40 = sitofp i32 %37 to float
  br label %44, !dbg !45

41:                                               ; preds = %44, %36
  %42 = shl i32 %37, 1, !dbg !46
  %43 = icmp slt i32 %42, 128, !dbg !47
  br i1 %43, label %36, label %35, !dbg !41, !llvm.loop !48

44:                                               ; preds = %38, %44
  %45 = phi i32 [ %9, %38 ], [ %76, %44 ]
  %46 = and i32 %45, %39, !dbg !50
  %47 = sub nsw i32 %45, %46, !dbg !51
  %48 = shl nsw i32 %47, 1, !dbg !52
  %49 = add nsw i32 %48, %46, !dbg !53
  %50 = add i32 %49, %37, !dbg !54
  %51 = uitofp nneg i32 %46 to float, !dbg !55
  %52 = fmul contract float %51, 0xC00921FB60000000, !dbg !56
  %53 = fdiv contract float %52, %40, !dbg !57
  %54 = tail call contract noundef float @__nv_cosf(float noundef %53) #5, !dbg !58
  %55 = tail call contract noundef float @__nv_sinf(float noundef %53) #5, !dbg !61
  %56 = zext i32 %50 to i64, !dbg !64
  %57 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3fftE4s_re to ptr), i64 0, i64 %56, !dbg !64
  %58 = load float, ptr %57, align 4, !dbg !64, !tbaa !27
  %59 = fmul contract float %54, %58, !dbg !65
  %60 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3fftE4s_im to ptr), i64 0, i64 %56, !dbg !66
  %61 = load float, ptr %60, align 4, !dbg !66, !tbaa !27
  %62 = fmul contract float %55, %61, !dbg !67
  %63 = fsub contract float %59, %62, !dbg !68
  %64 = fmul contract float %55, %58, !dbg !69
  %65 = fmul contract float %54, %61, !dbg !70
  %66 = fadd contract float %64, %65, !dbg !71
  %67 = zext i32 %49 to i64, !dbg !72
  %68 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3fftE4s_re to ptr), i64 0, i64 %67, !dbg !72
  %69 = load float, ptr %68, align 4, !dbg !72, !tbaa !27
  %70 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3fftE4s_im to ptr), i64 0, i64 %67, !dbg !73
  %71 = load float, ptr %70, align 4, !dbg !73, !tbaa !27
  %72 = fadd contract float %69, %63, !dbg !74
  store float %72, ptr %68, align 4, !dbg !75, !tbaa !27
  %73 = fadd contract float %71, %66, !dbg !76
  store float %73, ptr %70, align 4, !dbg !77, !tbaa !27
  %74 = fsub contract float %69, %63, !dbg !78
  store float %74, ptr %57, align 4, !dbg !79, !tbaa !27
  %75 = fsub contract float %71, %66, !dbg !80
  store float %75, ptr %60, align 4, !dbg !81, !tbaa !27
  %76 = add nuw nsw i32 %45, %33, !dbg !82
  %77 = icmp ult i32 %76, 64, !dbg !83
  br i1 %77, label %44, label %41, !dbg !45, !llvm.loop !84

78:                                               ; preds = %35, %78
  %79 = phi i32 [ %91, %78 ], [ %9, %35 ]
  %80 = zext nneg i32 %79 to i64, !dbg !86
  %81 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3fftE4s_re to ptr), i64 0, i64 %80, !dbg !86
  %82 = load float, ptr %81, align 4, !dbg !86, !tbaa !27
  %83 = shl nuw nsw i32 %79, 1, !dbg !87
  %84 = zext nneg i32 %83 to i64, !dbg !88
  %85 = getelementptr inbounds float, ptr %8, i64 %84, !dbg !88
  store float %82, ptr %85, align 4, !dbg !89, !tbaa !27
  %86 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3fftE4s_im to ptr), i64 0, i64 %80, !dbg !90
  %87 = load float, ptr %86, align 4, !dbg !90, !tbaa !27
  %88 = or disjoint i32 %83, 1, !dbg !91
  %89 = zext nneg i32 %88 to i64, !dbg !92
  %90 = getelementptr inbounds float, ptr %8, i64 %89, !dbg !92
  store float %87, ptr %90, align 4, !dbg !93, !tbaa !27
  %91 = add nuw nsw i32 %79, %33, !dbg !94
  %92 = icmp ult i32 %91, 128, !dbg !95
  br i1 %92, label %78, label %93, !dbg !43, !llvm.loop !96

93:                                               ; preds = %78, %35, %2
  ret void, !dbg !98
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_cosf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_sinf(float noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i7 @llvm.bitreverse.i7(i7) #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "suites/ilp/fft.cu", directory: ".")
!2 = !{ptr @fft, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "fft", scope: !1, file: !1, line: 21, type: !10, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 23, column: 11, scope: !9)
!16 = !DILocation(line: 24, column: 9, scope: !9)
!17 = !DILocation(line: 24, column: 7, scope: !9)
!18 = !DILocation(line: 26, column: 32, scope: !9)
!19 = !DILocation(line: 26, column: 19, scope: !9)
!20 = !DILocation(line: 44, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 27, column: 21, scope: !9)
!23 = !DILocation(line: 27, column: 36, scope: !9)
!24 = !DILocation(line: 27, column: 3, scope: !9)
!25 = !DILocation(line: 29, column: 19, scope: !9)
!26 = !DILocation(line: 29, column: 15, scope: !9)
!27 = !{!28, !28, i64 0}
!28 = !{!"float", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 29, column: 5, scope: !9)
!32 = !DILocation(line: 29, column: 13, scope: !9)
!33 = !DILocation(line: 30, column: 23, scope: !9)
!34 = !DILocation(line: 30, column: 15, scope: !9)
!35 = !DILocation(line: 30, column: 5, scope: !9)
!36 = !DILocation(line: 30, column: 13, scope: !9)
!37 = !DILocation(line: 27, column: 48, scope: !9)
!38 = distinct !{!38, !24, !39, !40}
!39 = !DILocation(line: 31, column: 3, scope: !9)
!40 = !{!"llvm.loop.mustprogress"}
!41 = !DILocation(line: 32, column: 3, scope: !9)
!42 = !DILocation(line: 48, column: 3, scope: !9)
!43 = !DILocation(line: 49, column: 3, scope: !9)
!44 = !DILocation(line: 33, column: 5, scope: !9)
!45 = !DILocation(line: 34, column: 5, scope: !9)
!46 = !DILocation(line: 32, column: 42, scope: !9)
!47 = !DILocation(line: 32, column: 27, scope: !9)
!48 = distinct !{!48, !41, !49, !40}
!49 = !DILocation(line: 47, column: 3, scope: !9)
!50 = !DILocation(line: 35, column: 24, scope: !9)
!51 = !DILocation(line: 36, column: 23, scope: !9)
!52 = !DILocation(line: 36, column: 30, scope: !9)
!53 = !DILocation(line: 36, column: 34, scope: !9)
!54 = !DILocation(line: 36, column: 47, scope: !9)
!55 = !DILocation(line: 37, column: 36, scope: !9)
!56 = !DILocation(line: 37, column: 27, scope: !9)
!57 = !DILocation(line: 37, column: 40, scope: !9)
!58 = !DILocation(line: 147, column: 39, scope: !59, inlinedAt: !60)
!59 = distinct !DISubprogram(name: "cosf", scope: !14, file: !14, line: 147, type: !10, scopeLine: 147, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!60 = distinct !DILocation(line: 38, column: 18, scope: !9)
!61 = !DILocation(line: 146, column: 39, scope: !62, inlinedAt: !63)
!62 = distinct !DISubprogram(name: "sinf", scope: !14, file: !14, line: 146, type: !10, scopeLine: 146, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!63 = distinct !DILocation(line: 38, column: 36, scope: !9)
!64 = !DILocation(line: 39, column: 18, scope: !9)
!65 = !DILocation(line: 39, column: 26, scope: !9)
!66 = !DILocation(line: 39, column: 33, scope: !9)
!67 = !DILocation(line: 39, column: 41, scope: !9)
!68 = !DILocation(line: 39, column: 31, scope: !9)
!69 = !DILocation(line: 40, column: 26, scope: !9)
!70 = !DILocation(line: 40, column: 41, scope: !9)
!71 = !DILocation(line: 40, column: 31, scope: !9)
!72 = !DILocation(line: 41, column: 18, scope: !9)
!73 = !DILocation(line: 41, column: 32, scope: !9)
!74 = !DILocation(line: 42, column: 20, scope: !9)
!75 = !DILocation(line: 42, column: 15, scope: !9)
!76 = !DILocation(line: 43, column: 20, scope: !9)
!77 = !DILocation(line: 43, column: 15, scope: !9)
!78 = !DILocation(line: 44, column: 20, scope: !9)
!79 = !DILocation(line: 44, column: 15, scope: !9)
!80 = !DILocation(line: 45, column: 20, scope: !9)
!81 = !DILocation(line: 45, column: 15, scope: !9)
!82 = !DILocation(line: 34, column: 54, scope: !9)
!83 = !DILocation(line: 34, column: 38, scope: !9)
!84 = distinct !{!84, !45, !85, !40}
!85 = !DILocation(line: 46, column: 5, scope: !9)
!86 = !DILocation(line: 50, column: 16, scope: !9)
!87 = !DILocation(line: 50, column: 9, scope: !9)
!88 = !DILocation(line: 50, column: 5, scope: !9)
!89 = !DILocation(line: 50, column: 14, scope: !9)
!90 = !DILocation(line: 51, column: 20, scope: !9)
!91 = !DILocation(line: 51, column: 13, scope: !9)
!92 = !DILocation(line: 51, column: 5, scope: !9)
!93 = !DILocation(line: 51, column: 18, scope: !9)
!94 = !DILocation(line: 49, column: 48, scope: !9)
!95 = !DILocation(line: 49, column: 36, scope: !9)
!96 = distinct !{!96, !43, !97, !40}
!97 = !DILocation(line: 52, column: 3, scope: !9)
!98 = !DILocation(line: 53, column: 1, scope: !9)
