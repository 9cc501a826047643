; ModuleID = 'samples/prefix_sum.cu'
source_filename = "samples/prefix_sum.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10prefix_sumE4temp = internal unnamed_addr addrspace(3) global [528 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @prefix_sum(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !16
  %6 = shl i32 %5, 9, !dbg !19
  %7 = add nsw i32 %6, %4, !dbg !20
  %8 = sext i32 %7 to i64, !dbg !21
  %9 = getelementptr inbounds i32, ptr %0, i64 %8, !dbg !21
  %10 = load i32, ptr %9, align 4, !dbg !21, !tbaa !22
  %11 = lshr i32 %4, 5, !dbg !26
  %12 = add nuw nsw i32 %11, %4, !dbg !26
  %13 = zext nneg i32 %12 to i64, !dbg !27
  %14 = getelementptr inbounds [528 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10prefix_sumE4temp to ptr), i64 0, i64 %13, !dbg !27
  store i32 %10, ptr %14, align 4, !dbg !28, !tbaa !22
  %15 = add nsw i32 %7, 256, !dbg !29
  %16 = sext i32 %15 to i64, !dbg !30
  %17 = getelementptr inbounds i32, ptr %0, i64 %16, !dbg !30
  %18 = load i32, ptr %17, align 4, !dbg !30, !tbaa !22
  %19 = add nuw nsw i32 %4, 256, !dbg !31
  %20 = lshr i32 %19, 5, !dbg !31
  %21 = add nuw nsw i32 %20, %19, !dbg !31
  %22 = zext nneg i32 %21 to i64, !dbg !32
  %23 = getelementptr inbounds [528 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10prefix_sumE4temp to ptr), i64 0, i64 %22, !dbg !32
  store i32 %18, ptr %23, align 4, !dbg !33, !tbaa !22
  %24 = shl nuw nsw i32 %4, 1
  %25 = or disjoint i32 %24, 1
  %26 = add nuw nsw i32 %24, 2
  tail call void @llvm.nvvm.barrier0(), !dbg !34
  %27 = icmp ult i32 %4, 256, !dbg !35
  br i1 %27, label %28, label %41, !dbg !36

28:                                               ; preds = %3
  %29 = or disjoint i32 %24, 1, !dbg !37
  %30 = lshr i32 %4, 4, !dbg !38
  %31 = add nuw nsw i32 %30, %24, !dbg !38
  %32 = zext nneg i32 %31 to i64, !dbg !39
  %33 = getelementptr inbounds [528 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10prefix_sumE4temp to ptr), i64 0, i64 %32, !dbg !39
  %34 = load i32, ptr %33, align 4, !dbg !39, !tbaa !22
  %35 = lshr i32 %4, 4, !dbg !40
  %36 = add nuw nsw i32 %35, %29, !dbg !40
  %37 = zext nneg i32 %36 to i64, !dbg !41
  %38 = getelementptr inbounds [528 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10prefix_sumE4temp to ptr), i64 0, i64 %37, !dbg !41
  %39 = load i32, ptr %38, align 4, !dbg !42, !tbaa !22
  %40 = add i32 %39, %34, !dbg !42
  store i32 %40, ptr %38, align 4, !dbg !42, !tbaa !22
  br label %41, !dbg !43

41:                                               ; preds = %28, %3
  tail call void @llvm.nvvm.barrier0(), !dbg !34
  %42 = icmp ult i32 %4, 128, !dbg !35
  br i1 %42, label %43, label %59, !dbg !36

43:                                               ; preds = %41
  %44 = shl nuw nsw i32 %25, 1, !dbg !44
  %45 = add nsw i32 %44, -1, !dbg !45
  %46 = shl nuw nsw i32 %26, 1, !dbg !46
  %47 = add nsw i32 %46, -1, !dbg !37
  %48 = lshr i32 %45, 5, !dbg !38
  %49 = add nuw nsw i32 %48, %45, !dbg !38
  %50 = zext nneg i32 %49 to i64, !dbg !39
  %51 = getelementptr inbounds [528 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10prefix_sumE4temp to ptr), i64 0, i64 %50, !dbg !39
  %52 = load i32, ptr %51, align 4, !dbg !39, !tbaa !22
  %53 = lshr i32 %47, 5, !dbg !40
  %54 = add nuw nsw i32 %53, %47, !dbg !40
  %55 = zext nneg i32 %54 to i64, !dbg !41
  %56 = getelementptr inbounds [528 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10prefix_sumE4temp to ptr), i64 0, i64 %55, !dbg !41
  %57 = load i32, ptr %56, align 4, !dbg !42, !tbaa !22
  %58 = add i32 %57, %52, !dbg !42
  store i32 %58, ptr %56, align 4, !dbg !42, !tbaa !22
  br label %59, !dbg !43

59:                                               ; preds = %43, %41
  tail call void @llvm.nvvm.barrier0(), !dbg !34
  %60 = icmp ult i32 %4, 64, !dbg !35
  br i1 %60, label %61, label %77, !dbg !36

61:                                               ; preds = %59
  %62 = shl nuw nsw i32 %25, 2, !dbg !44
  %63 = add nsw i32 %62, -1, !dbg !45
  %64 = shl nuw nsw i32 %26, 2, !dbg !46
  %65 = add nsw i32 %64, -1, !dbg !37
  %66 = lshr i32 %63, 5, !dbg !38
  %67 = add nuw nsw i32 %66, %63, !dbg !38
  %68 = zext nneg i32 %67 to i64, !dbg !39
  %69 = getelementptr inbounds [528 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10prefix_sumE4temp to ptr), i64 0, i64 %68, !dbg !39
  %70 = load i32, ptr %69, align 4, !dbg !39, !tbaa !22
  %71 = lshr i32 %65, 5, !dbg !40
  %72 = add nuw nsw i32 %71, %65, !dbg !40
  %73 = zext nneg i32 %72 to i64, !dbg !41
  %74 = getelementptr inbounds [528 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10prefix_sumE4temp to ptr), i64 0, i64 %73, !dbg !41
  %75 = load i32, ptr %74, align 4, !dbg !42, !tbaa !22
  %76 = add i32 %75, %70, !dbg !42
  store i32 %76, ptr %74, align 4, !dbg !42, !tbaa !22
  br label %77, !dbg !43

77:                                               ; preds = %61, %59
  tail call void @llvm.nvvm.barrier0(), !dbg !34
  %78 = icmp ult i32 %4, 32, !dbg !35
  br i1 %78, label %79, label %95, !dbg !36

79:                                               ; preds = %77
  %80 = shl nuw nsw i32 %25, 3, !dbg !44
  %81 = add nsw i32 %80, -1, !dbg !45
  %82 = shl nuw nsw i32 %26, 3, !dbg !46
  %83 = add nsw i32 %82, -1, !dbg !37
  %84 = lshr i32 %81, 5, !dbg !38
  %85 = add nuw nsw i32 %84, %81, !dbg !38
  %86 = zext nneg i32 %85 to i64, !dbg !39
  %87 = getelementptr inbounds [528 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10prefix_sumE4temp to ptr), i64 0, i64 %86, !dbg !39
  %88 = load i32, ptr %87, align 4, !dbg !39, !tbaa !22
  %89 = lshr i32 %83, 5, !dbg !40
  %90 = add nuw nsw i32 %89, %83, !dbg !40
  %91 = zext nneg i32 %90 to i64, !dbg !41
  %92 = getelementptr inbounds [528 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10prefix_sumE4temp to ptr), i64 0, i64 %91, !dbg !41
  %93 = load i32, ptr %92, align 4, !dbg !42, !tbaa !22
  %94 = add i32 %93, %88, !dbg !42
  store i32 %94, ptr %92, align 4, !dbg !42, !tbaa !22
  br label %95, !dbg !43

95:                                               ; preds = %79, %77
  tail call void @llvm.nvvm.barrier0(), !dbg !34
  %96 = icmp ult i32 %4, 16, !dbg !35
  br i1 %96, label %97, label %113, !dbg !36

97:                                               ; preds = %95
  %98 = shl nuw nsw i32 %25, 4, !dbg !44
  %99 = add nsw i32 %98, -1, !dbg !45
  %100 = shl nuw nsw i32 %26, 4, !dbg !46
  %101 = add nsw i32 %100, -1, !dbg !37
  %102 = lshr i32 %99, 5, !dbg !38
  %103 = add nuw nsw i32 %102, %99, !dbg !38
  %104 = zext nneg i32 %103 to i64, !dbg !39
  %105 = getelementptr inbounds [528 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10prefix_sumE4temp to ptr), i64 0, i64 %104, !dbg !39
  %106 = load i32, ptr %105, align 4, !dbg !39, !tbaa !22
  %107 = lshr i32 %101, 5, !dbg !40
  %108 = add nuw nsw i32 %107, %101, !dbg !40
  %109 = zext nneg i32 %108 to i64, !dbg !41
  %110 = getelementptr inbounds [528 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10prefix_sumE4temp to ptr), i64 0, i64 %109, !dbg !41
  %111 = load i32, ptr %110, align 4, !dbg !42, !tbaa !22
  %112 = add i32 %111, %106, !dbg !42
  store i32 %112, ptr %110, align 4, !dbg !42, !tbaa !22
  br label %113, !dbg !43

113:                                              ; preds = %97, %95
  tail call void @llvm.nvvm.barrier0(), !dbg !34
  %114 = icmp ult i32 %4, 8, !dbg !35
  br i1 %114, label %115, label %131, !dbg !36

115:                                              ; preds = %113
  %116 = shl nuw nsw i32 %25, 5, !dbg !44
  %117 = add nsw i32 %116, -1, !dbg !45
  %118 = shl nuw nsw i32 %26, 5, !dbg !46
  %119 = add nsw i32 %118, -1, !dbg !37
  %120 = lshr i32 %117, 5, !dbg !38
  %121 = add nuw nsw i32 %120, %117, !dbg !38
  %122 = zext nneg i32 %121 to i64, !dbg !39
  %123 = getelementptr inbounds [528 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10prefix_sumE4temp to ptr), i64 0, i64 %122, !dbg !39
  %124 = load i32, ptr %123, align 4, !dbg !39, !tbaa !22
  %125 = lshr i32 %119, 5, !dbg !40
  %126 = add nuw nsw i32 %125, %119, !dbg !40
  %127 = zext nneg i32 %126 to i64, !dbg !41
  %128 = getelementptr inbounds [528 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10prefix_sumE4temp to ptr), i64 0, i64 %127, !dbg !41
  %129 = load i32, ptr %128, align 4, !dbg !42, !tbaa !22
  %130 = add i32 %129, %124, !dbg !42
  store i32 %130, ptr %128, align 4, !dbg !42, !tbaa !22
  br label %131, !dbg !43

131:                                              ; preds = %115, %113
  tail call void @llvm.nvvm.barrier0(), !dbg !34
  %132 = icmp ult i32 %4, 4, !dbg !35
  br i1 %132, label %133, label %149, !dbg !36

133:                                              ; preds = %131
  %134 = shl nuw nsw i32 %25, 6, !dbg !44
  %135 = add nsw i32 %134, -1, !dbg !45
  %136 = shl nuw nsw i32 %26, 6, !dbg !46
  %137 = add nsw i32 %136, -1, !dbg !37
  %138 = lshr i32 %135, 5, !dbg !38
  %139 = add nuw nsw i32 %138, %135, !dbg !38
  %140 = zext nneg i32 %139 to i64, !dbg !39
  %141 = getelementptr inbounds [528 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10prefix_sumE4temp to ptr), i64 0, i64 %140, !dbg !39
  %142 = load i32, ptr %141, align 4, !dbg !39, !tbaa !22
  %143 = lshr i32 %137, 5, !dbg !40
  %144 = add nuw nsw i32 %143, %137, !dbg !40
  %145 = zext nneg i32 %144 to i64, !dbg !41
  %146 = getelementptr inbounds [528 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10prefix_sumE4temp to ptr), i64 0, i64 %145, !dbg !41
  %147 = load i32, ptr %146, align 4, !dbg !42, !tbaa !22
  %148 = add i32 %147, %142, !dbg !42
  store i32 %148, ptr %146, align 4, !dbg !42, !tbaa !22
  br label %149, !dbg !43

149:                                              ; preds = %133, %131
  tail call void @llvm.nvvm.barrier0(), !dbg !34
  %150 = icmp ult i32 %4, 2, !dbg !35
  br i1 %150, label %151, label %167, !dbg !36

151:                                              ; preds = %149
  %152 = shl nuw nsw i32 %25, 7, !dbg !44
  %153 = add nsw i32 %152, -1, !dbg !45
  %154 = shl nuw nsw i32 %26, 7, !dbg !46
  %155 = add nsw i32 %154, -1, !dbg !37
  %156 = lshr i32 %153, 5, !dbg !38
  %157 = add nuw nsw i32 %156, %153, !dbg !38
  %158 = zext nneg i32 %157 to i64, !dbg !39
  %159 = getelementptr inbounds [528 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10prefix_sumE4temp to ptr), i64 0, i64 %158, !dbg !39
  %160 = load i32, ptr %159, align 4, !dbg !39, !tbaa !22
  %161 = lshr i32 %155, 5, !dbg !40
  %162 = add nuw nsw i32 %161, %155, !dbg !40
  %163 = zext nneg i32 %162 to i64, !dbg !41
  %164 = getelementptr inbounds [528 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10prefix_sumE4temp to ptr), i64 0, i64 %163, !dbg !41
  %165 = load i32, ptr %164, align 4, !dbg !42, !tbaa !22
  %166 = add i32 %165, %160, !dbg !42
  store i32 %166, ptr %164, align 4, !dbg !42, !tbaa !22
  br label %167, !dbg !43

167:                                              ; preds = %151, %149
  tail call void @llvm.nvvm.barrier0(), !dbg !34
  %168 = icmp eq i32 %4, 0, !dbg !36
  br i1 %168, label %169, label %175, !dbg !36

169:                                              ; preds = %167
  %170 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ10prefix_sumE4temp to ptr), i64 1048), align 4, !dbg !39, !tbaa !22
  %171 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ10prefix_sumE4temp to ptr), i64 2104), align 4, !dbg !42, !tbaa !22
  %172 = add i32 %171, %170, !dbg !42
  store i32 %172, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ10prefix_sumE4temp to ptr), i64 2104), align 4, !dbg !42, !tbaa !22
  %173 = zext nneg i32 %5 to i64
  %174 = getelementptr inbounds i32, ptr %2, i64 %173
  store i32 %172, ptr %174, align 4, !dbg !47, !tbaa !22
  store i32 0, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ10prefix_sumE4temp to ptr), i64 2104), align 4, !dbg !48, !tbaa !22
  br label %175, !dbg !49

175:                                              ; preds = %167, %169
  br label %181, !dbg !50

176:                                              ; preds = %202
  tail call void @llvm.nvvm.barrier0(), !dbg !51
  %177 = load i32, ptr %14, align 4, !dbg !52, !tbaa !22
  %178 = getelementptr inbounds i32, ptr %1, i64 %8, !dbg !53
  store i32 %177, ptr %178, align 4, !dbg !54, !tbaa !22
  %179 = load i32, ptr %23, align 4, !dbg !55, !tbaa !22
  %180 = getelementptr inbounds i32, ptr %1, i64 %16, !dbg !56
  store i32 %179, ptr %180, align 4, !dbg !57, !tbaa !22
  ret void, !dbg !58

181:                                              ; preds = %175, %202
  %182 = phi i32 [ %184, %202 ], [ 512, %175 ]
  %183 = phi i32 [ %203, %202 ], [ 1, %175 ]
  %184 = lshr i32 %182, 1, !dbg !59
  tail call void @llvm.nvvm.barrier0(), !dbg !60
  %185 = icmp ult i32 %4, %183, !dbg !61
  br i1 %185, label %186, label %202, !dbg !62

186:                                              ; preds = %181
  %187 = mul nuw nsw i32 %184, %25, !dbg !63
  %188 = add nsw i32 %187, -1, !dbg !64
  %189 = mul nuw nsw i32 %184, %26, !dbg !65
  %190 = add nsw i32 %189, -1, !dbg !66
  %191 = ashr i32 %188, 5, !dbg !67
  %192 = add nsw i32 %191, %188, !dbg !67
  %193 = sext i32 %192 to i64, !dbg !68
  %194 = getelementptr inbounds [528 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10prefix_sumE4temp to ptr), i64 0, i64 %193, !dbg !68
  %195 = load i32, ptr %194, align 4, !dbg !68, !tbaa !22
  %196 = ashr i32 %190, 5, !dbg !69
  %197 = add nsw i32 %196, %190, !dbg !69
  %198 = sext i32 %197 to i64, !dbg !70
  %199 = getelementptr inbounds [528 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10prefix_sumE4temp to ptr), i64 0, i64 %198, !dbg !70
  %200 = load i32, ptr %199, align 4, !dbg !70, !tbaa !22
  store i32 %200, ptr %194, align 4, !dbg !71, !tbaa !22
  %201 = add i32 %200, %195, !dbg !72
  store i32 %201, ptr %199, align 4, !dbg !72, !tbaa !22
  br label %202, !dbg !73

202:                                              ; preds = %181, %186
  %203 = shl i32 %183, 1, !dbg !74
  %204 = icmp slt i32 %203, 512, !dbg !75
  br i1 %204, label %181, label %176, !dbg !50, !llvm.loop !76
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/prefix_sum.cu", directory: ".")
!2 = !{ptr @prefix_sum, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "prefix_sum", scope: !1, file: !1, line: 9, type: !10, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 44, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 12, column: 11, scope: !9)
!16 = !DILocation(line: 45, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 13, column: 14, scope: !9)
!19 = !DILocation(line: 13, column: 25, scope: !9)
!20 = !DILocation(line: 14, column: 26, scope: !9)
!21 = !DILocation(line: 14, column: 18, scope: !9)
!22 = !{!23, !23, i64 0}
!23 = !{!"int", !24, i64 0}
!24 = !{!"omnipotent char", !25, i64 0}
!25 = !{!"Simple C++ TBAA"}
!26 = !DILocation(line: 14, column: 8, scope: !9)
!27 = !DILocation(line: 14, column: 3, scope: !9)
!28 = !DILocation(line: 14, column: 16, scope: !9)
!29 = !DILocation(line: 15, column: 40, scope: !9)
!30 = !DILocation(line: 15, column: 28, scope: !9)
!31 = !DILocation(line: 15, column: 8, scope: !9)
!32 = !DILocation(line: 15, column: 3, scope: !9)
!33 = !DILocation(line: 15, column: 26, scope: !9)
!34 = !DILocation(line: 19, column: 5, scope: !9)
!35 = !DILocation(line: 20, column: 11, scope: !9)
!36 = !DILocation(line: 20, column: 9, scope: !9)
!37 = !DILocation(line: 22, column: 37, scope: !9)
!38 = !DILocation(line: 23, column: 29, scope: !9)
!39 = !DILocation(line: 23, column: 24, scope: !9)
!40 = !DILocation(line: 23, column: 12, scope: !9)
!41 = !DILocation(line: 23, column: 7, scope: !9)
!42 = !DILocation(line: 23, column: 21, scope: !9)
!43 = !DILocation(line: 24, column: 5, scope: !9)
!44 = !DILocation(line: 21, column: 23, scope: !9)
!45 = !DILocation(line: 21, column: 37, scope: !9)
!46 = !DILocation(line: 22, column: 23, scope: !9)
!47 = !DILocation(line: 28, column: 28, scope: !9)
!48 = !DILocation(line: 29, column: 26, scope: !9)
!49 = !DILocation(line: 30, column: 3, scope: !9)
!50 = !DILocation(line: 31, column: 3, scope: !9)
!51 = !DILocation(line: 42, column: 3, scope: !9)
!52 = !DILocation(line: 43, column: 19, scope: !9)
!53 = !DILocation(line: 43, column: 3, scope: !9)
!54 = !DILocation(line: 43, column: 17, scope: !9)
!55 = !DILocation(line: 44, column: 29, scope: !9)
!56 = !DILocation(line: 44, column: 3, scope: !9)
!57 = !DILocation(line: 44, column: 27, scope: !9)
!58 = !DILocation(line: 45, column: 1, scope: !9)
!59 = !DILocation(line: 32, column: 12, scope: !9)
!60 = !DILocation(line: 33, column: 5, scope: !9)
!61 = !DILocation(line: 34, column: 11, scope: !9)
!62 = !DILocation(line: 34, column: 9, scope: !9)
!63 = !DILocation(line: 35, column: 23, scope: !9)
!64 = !DILocation(line: 35, column: 37, scope: !9)
!65 = !DILocation(line: 36, column: 23, scope: !9)
!66 = !DILocation(line: 36, column: 37, scope: !9)
!67 = !DILocation(line: 37, column: 25, scope: !9)
!68 = !DILocation(line: 37, column: 20, scope: !9)
!69 = !DILocation(line: 38, column: 28, scope: !9)
!70 = !DILocation(line: 38, column: 23, scope: !9)
!71 = !DILocation(line: 38, column: 21, scope: !9)
!72 = !DILocation(line: 39, column: 21, scope: !9)
!73 = !DILocation(line: 40, column: 5, scope: !9)
!74 = !DILocation(line: 31, column: 32, scope: !9)
!75 = !DILocation(line: 31, column: 21, scope: !9)
!76 = distinct !{!76, !50, !77, !78}
!77 = !DILocation(line: 41, column: 3, scope: !9)
!78 = !{!"llvm.loop.mustprogress"}
