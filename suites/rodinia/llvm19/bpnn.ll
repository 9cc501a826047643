; ModuleID = 'suites/rodinia/bpnn.cu'
source_filename = "suites/rodinia/bpnn.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12layerforwardE4node = internal unnamed_addr addrspace(3) global [16 x float] undef, align 4
@_ZZ12layerforwardE4prod = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @layerforward(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 !dbg !10 {
  %6 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !13
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !17
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !20
  %9 = shl nuw nsw i32 %6, 4, !dbg !23
  %10 = add nuw nsw i32 %8, 1, !dbg !24
  %11 = add nuw nsw i32 %10, %9, !dbg !25
  %12 = icmp eq i32 %7, 0, !dbg !26
  %13 = zext nneg i32 %8 to i64
  br i1 %12, label %14, label %19, !dbg !27

14:                                               ; preds = %5
  %15 = getelementptr inbounds [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12layerforwardE4node to ptr), i64 0, i64 %13
  %16 = zext nneg i32 %11 to i64
  %17 = getelementptr inbounds float, ptr %0, i64 %16
  %18 = load float, ptr %17, align 4, !dbg !28, !tbaa !29
  store float %18, ptr %15, align 4, !dbg !33, !tbaa !29
  br label %19, !dbg !34

19:                                               ; preds = %5, %14
  tail call void @llvm.nvvm.barrier0(), !dbg !35
  %20 = add nsw i32 %4, 1, !dbg !36
  %21 = mul nsw i32 %20, %11, !dbg !37
  %22 = add nsw i32 %21, %7, !dbg !38
  %23 = sext i32 %22 to i64, !dbg !39
  %24 = getelementptr float, ptr %1, i64 %23, !dbg !39
  %25 = getelementptr i8, ptr %24, i64 4, !dbg !39
  %26 = load float, ptr %25, align 4, !dbg !39, !tbaa !29
  %27 = getelementptr inbounds [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12layerforwardE4node to ptr), i64 0, i64 %13, !dbg !40
  %28 = load float, ptr %27, align 4, !dbg !40, !tbaa !29
  %29 = fmul contract float %26, %28, !dbg !41
  %30 = zext nneg i32 %7 to i64, !dbg !42
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12layerforwardE4prod to ptr), i64 0, i64 %13, i64 %30, !dbg !42
  store float %29, ptr %31, align 4, !dbg !43, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !44
  %32 = icmp ult i32 %8, 8, !dbg !45
  br i1 %32, label %33, label %40, !dbg !46

33:                                               ; preds = %19
  %34 = or disjoint i32 %8, 8
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12layerforwardE4prod to ptr), i64 0, i64 %35, i64 %30
  %37 = load float, ptr %36, align 4, !dbg !47, !tbaa !29
  %38 = load float, ptr %31, align 4, !dbg !48, !tbaa !29
  %39 = fadd contract float %37, %38, !dbg !48
  store float %39, ptr %31, align 4, !dbg !48, !tbaa !29
  br label %40, !dbg !49

40:                                               ; preds = %33, %19
  tail call void @llvm.nvvm.barrier0(), !dbg !50
  %41 = icmp ult i32 %8, 4, !dbg !45
  br i1 %41, label %42, label %49, !dbg !46

42:                                               ; preds = %40
  %43 = or disjoint i32 %8, 4
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12layerforwardE4prod to ptr), i64 0, i64 %44, i64 %30
  %46 = load float, ptr %45, align 4, !dbg !47, !tbaa !29
  %47 = load float, ptr %31, align 4, !dbg !48, !tbaa !29
  %48 = fadd contract float %46, %47, !dbg !48
  store float %48, ptr %31, align 4, !dbg !48, !tbaa !29
  br label %49, !dbg !49

49:                                               ; preds = %42, %40
  tail call void @llvm.nvvm.barrier0(), !dbg !50
  %50 = icmp ult i32 %8, 2, !dbg !45
  br i1 %50, label %51, label %58, !dbg !46

51:                                               ; preds = %49
  %52 = or disjoint i32 %8, 2
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12layerforwardE4prod to ptr), i64 0, i64 %53, i64 %30
  %55 = load float, ptr %54, align 4, !dbg !47, !tbaa !29
  %56 = load float, ptr %31, align 4, !dbg !48, !tbaa !29
  %57 = fadd contract float %55, %56, !dbg !48
  store float %57, ptr %31, align 4, !dbg !48, !tbaa !29
  br label %58, !dbg !49

58:                                               ; preds = %51, %49
  tail call void @llvm.nvvm.barrier0(), !dbg !50
  %59 = icmp eq i32 %8, 0, !dbg !45
  br i1 %59, label %60, label %66, !dbg !46

60:                                               ; preds = %58
  %61 = zext nneg i32 %10 to i64
  %62 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12layerforwardE4prod to ptr), i64 0, i64 %61, i64 %30
  %63 = load float, ptr %62, align 4, !dbg !47, !tbaa !29
  %64 = load float, ptr %31, align 4, !dbg !48, !tbaa !29
  %65 = fadd contract float %63, %64, !dbg !48
  store float %65, ptr %31, align 4, !dbg !48, !tbaa !29
  br label %66, !dbg !49

66:                                               ; preds = %60, %58
  tail call void @llvm.nvvm.barrier0(), !dbg !50
  %67 = icmp eq i32 %8, 0, !dbg !51
  br i1 %67, label %68, label %75, !dbg !52

68:                                               ; preds = %66
  %69 = mul nsw i32 %6, %4
  %70 = add nsw i32 %69, %7
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds float, ptr %2, i64 %71
  %73 = getelementptr inbounds [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12layerforwardE4prod to ptr), i64 0, i64 %30
  %74 = load float, ptr %73, align 4, !dbg !53, !tbaa !29
  store float %74, ptr %72, align 4, !dbg !54, !tbaa !29
  br label %75, !dbg !55

75:                                               ; preds = %68, %66
  ret void, !dbg !56
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @adjust_weights(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef readonly %2, i32 noundef %3, ptr nocapture noundef %4, ptr nocapture noundef %5) local_unnamed_addr #2 !dbg !57 {
  %7 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !58
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !60
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !62
  %10 = shl nuw nsw i32 %7, 4, !dbg !64
  %11 = add nuw nsw i32 %9, 1, !dbg !65
  %12 = add nuw nsw i32 %11, %10, !dbg !66
  %13 = add nuw nsw i32 %8, 1, !dbg !67
  %14 = add nsw i32 %1, 1, !dbg !68
  %15 = mul nsw i32 %14, %12, !dbg !69
  %16 = add nsw i32 %15, %13, !dbg !70
  %17 = zext nneg i32 %13 to i64, !dbg !71
  %18 = getelementptr inbounds float, ptr %0, i64 %17, !dbg !71
  %19 = load float, ptr %18, align 4, !dbg !71, !tbaa !29
  %20 = fmul contract float %19, 0x3FD3333340000000, !dbg !72
  %21 = zext nneg i32 %12 to i64, !dbg !73
  %22 = getelementptr inbounds float, ptr %2, i64 %21, !dbg !73
  %23 = load float, ptr %22, align 4, !dbg !73, !tbaa !29
  %24 = fmul contract float %20, %23, !dbg !74
  %25 = sext i32 %16 to i64, !dbg !75
  %26 = getelementptr inbounds float, ptr %5, i64 %25, !dbg !75
  %27 = load float, ptr %26, align 4, !dbg !75, !tbaa !29
  %28 = fmul contract float %27, 0x3FD3333340000000, !dbg !76
  %29 = fadd contract float %24, %28, !dbg !77
  %30 = getelementptr inbounds float, ptr %4, i64 %25, !dbg !78
  %31 = load float, ptr %30, align 4, !dbg !79, !tbaa !29
  %32 = fadd contract float %31, %29, !dbg !79
  store float %32, ptr %30, align 4, !dbg !79, !tbaa !29
  store float %29, ptr %26, align 4, !dbg !80, !tbaa !29
  %33 = or i32 %7, %9, !dbg !81
  %34 = icmp eq i32 %33, 0, !dbg !81
  br i1 %34, label %35, label %45, !dbg !81

35:                                               ; preds = %6
  %36 = load float, ptr %18, align 4, !dbg !82, !tbaa !29
  %37 = fmul contract float %36, 0x3FD3333340000000, !dbg !83
  %38 = getelementptr inbounds float, ptr %5, i64 %17, !dbg !84
  %39 = load float, ptr %38, align 4, !dbg !84, !tbaa !29
  %40 = fmul contract float %39, 0x3FD3333340000000, !dbg !85
  %41 = fadd contract float %37, %40, !dbg !86
  %42 = getelementptr inbounds float, ptr %4, i64 %17, !dbg !87
  %43 = load float, ptr %42, align 4, !dbg !88, !tbaa !29
  %44 = fadd contract float %43, %41, !dbg !88
  store float %44, ptr %42, align 4, !dbg !88, !tbaa !29
  store float %41, ptr %38, align 4, !dbg !89, !tbaa !29
  br label %45, !dbg !90

45:                                               ; preds = %35, %6
  ret void, !dbg !91
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "suites/rodinia/bpnn.cu", directory: ".")
!2 = !{ptr @layerforward, !"kernel", i32 1}
!3 = !{ptr @adjust_weights, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "layerforward", scope: !1, file: !1, line: 19, type: !11, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 45, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_y", scope: !15, file: !15, line: 45, type: !11, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!16 = distinct !DILocation(line: 23, column: 12, scope: !10)
!17 = !DILocation(line: 44, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 44, type: !11, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 23, column: 29, scope: !10)
!20 = !DILocation(line: 44, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_y", scope: !15, file: !15, line: 44, type: !11, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 23, column: 47, scope: !10)
!23 = !DILocation(line: 24, column: 20, scope: !10)
!24 = !DILocation(line: 24, column: 25, scope: !10)
!25 = !DILocation(line: 24, column: 30, scope: !10)
!26 = !DILocation(line: 25, column: 10, scope: !10)
!27 = !DILocation(line: 25, column: 7, scope: !10)
!28 = !DILocation(line: 26, column: 16, scope: !10)
!29 = !{!30, !30, i64 0}
!30 = !{!"float", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C++ TBAA"}
!33 = !DILocation(line: 26, column: 14, scope: !10)
!34 = !DILocation(line: 26, column: 5, scope: !10)
!35 = !DILocation(line: 27, column: 3, scope: !10)
!36 = !DILocation(line: 28, column: 32, scope: !10)
!37 = !DILocation(line: 28, column: 25, scope: !10)
!38 = !DILocation(line: 28, column: 37, scope: !10)
!39 = !DILocation(line: 28, column: 18, scope: !10)
!40 = !DILocation(line: 28, column: 49, scope: !10)
!41 = !DILocation(line: 28, column: 47, scope: !10)
!42 = !DILocation(line: 28, column: 3, scope: !10)
!43 = !DILocation(line: 28, column: 16, scope: !10)
!44 = !DILocation(line: 29, column: 3, scope: !10)
!45 = !DILocation(line: 31, column: 12, scope: !10)
!46 = !DILocation(line: 31, column: 9, scope: !10)
!47 = !DILocation(line: 32, column: 23, scope: !10)
!48 = !DILocation(line: 32, column: 20, scope: !10)
!49 = !DILocation(line: 32, column: 7, scope: !10)
!50 = !DILocation(line: 33, column: 5, scope: !10)
!51 = !DILocation(line: 35, column: 10, scope: !10)
!52 = !DILocation(line: 35, column: 7, scope: !10)
!53 = !DILocation(line: 36, column: 37, scope: !10)
!54 = !DILocation(line: 36, column: 35, scope: !10)
!55 = !DILocation(line: 36, column: 5, scope: !10)
!56 = !DILocation(line: 37, column: 1, scope: !10)
!57 = distinct !DISubprogram(name: "adjust_weights", scope: !1, file: !1, line: 39, type: !11, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!58 = !DILocation(line: 45, column: 1, scope: !14, inlinedAt: !59)
!59 = distinct !DILocation(line: 42, column: 12, scope: !57)
!60 = !DILocation(line: 44, column: 1, scope: !18, inlinedAt: !61)
!61 = distinct !DILocation(line: 42, column: 29, scope: !57)
!62 = !DILocation(line: 44, column: 1, scope: !21, inlinedAt: !63)
!63 = distinct !DILocation(line: 42, column: 47, scope: !57)
!64 = !DILocation(line: 43, column: 20, scope: !57)
!65 = !DILocation(line: 43, column: 25, scope: !57)
!66 = !DILocation(line: 43, column: 30, scope: !57)
!67 = !DILocation(line: 43, column: 42, scope: !57)
!68 = !DILocation(line: 44, column: 25, scope: !57)
!69 = !DILocation(line: 44, column: 18, scope: !57)
!70 = !DILocation(line: 44, column: 30, scope: !57)
!71 = !DILocation(line: 45, column: 20, scope: !57)
!72 = !DILocation(line: 45, column: 18, scope: !57)
!73 = !DILocation(line: 45, column: 31, scope: !57)
!74 = !DILocation(line: 45, column: 29, scope: !57)
!75 = !DILocation(line: 45, column: 53, scope: !57)
!76 = !DILocation(line: 45, column: 51, scope: !57)
!77 = !DILocation(line: 45, column: 40, scope: !57)
!78 = !DILocation(line: 46, column: 3, scope: !57)
!79 = !DILocation(line: 46, column: 10, scope: !57)
!80 = !DILocation(line: 47, column: 13, scope: !57)
!81 = !DILocation(line: 48, column: 15, scope: !57)
!82 = !DILocation(line: 49, column: 22, scope: !57)
!83 = !DILocation(line: 49, column: 20, scope: !57)
!84 = !DILocation(line: 49, column: 44, scope: !57)
!85 = !DILocation(line: 49, column: 42, scope: !57)
!86 = !DILocation(line: 49, column: 31, scope: !57)
!87 = !DILocation(line: 50, column: 5, scope: !57)
!88 = !DILocation(line: 50, column: 10, scope: !57)
!89 = !DILocation(line: 51, column: 13, scope: !57)
!90 = !DILocation(line: 52, column: 3, scope: !57)
!91 = !DILocation(line: 53, column: 1, scope: !57)
