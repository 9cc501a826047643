; Integers of widths the kernel IR does not have (docs/kernel-ir.md,
; "Integers of any width"), written by hand for the forms clang does not
; produce directly: odd widths below 64 (i2, i7, i17, i24, i33, i40, i48,
; i63) and i65, i96, i128 through every operation the front end legalises
; (arithmetic, shifts by constant and variable amounts, signed and unsigned
; division of narrow widths, every compare predicate, casts between all of
; them and to and from floats, loads and stores at alignments 1 to 16,
; select, phi in a loop, aggregates with wide fields, a GEP index of i33,
; and the integer intrinsics LLVM forms at any width: min, max, abs,
; ctpop, ctlz, cttz, funnel shifts).
; Every result goes to memory, so --check compares each with the reference
; interpreter, which computes them in 128 bits itself.
; Launch: tests/intwidth/widths.launch (each kernel: --kernel=NAME).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

declare i7 @llvm.smin.i7(i7, i7)
declare i7 @llvm.smax.i7(i7, i7)
declare i7 @llvm.umin.i7(i7, i7)
declare i7 @llvm.umax.i7(i7, i7)
declare i7 @llvm.abs.i7(i7, i1)
declare i7 @llvm.ctlz.i7(i7, i1)
declare i7 @llvm.cttz.i7(i7, i1)
declare i7 @llvm.ctpop.i7(i7)
declare i7 @llvm.fshl.i7(i7, i7, i7)
declare i7 @llvm.fshr.i7(i7, i7, i7)
declare i33 @llvm.smin.i33(i33, i33)
declare i33 @llvm.smax.i33(i33, i33)
declare i33 @llvm.umin.i33(i33, i33)
declare i33 @llvm.umax.i33(i33, i33)
declare i33 @llvm.abs.i33(i33, i1)
declare i33 @llvm.ctlz.i33(i33, i1)
declare i33 @llvm.cttz.i33(i33, i1)
declare i33 @llvm.ctpop.i33(i33)
declare i33 @llvm.fshl.i33(i33, i33, i33)
declare i33 @llvm.fshr.i33(i33, i33, i33)
declare i65 @llvm.smin.i65(i65, i65)
declare i65 @llvm.smax.i65(i65, i65)
declare i65 @llvm.umin.i65(i65, i65)
declare i65 @llvm.umax.i65(i65, i65)
declare i65 @llvm.abs.i65(i65, i1)
declare i65 @llvm.ctlz.i65(i65, i1)
declare i65 @llvm.cttz.i65(i65, i1)
declare i65 @llvm.ctpop.i65(i65)
declare i65 @llvm.fshl.i65(i65, i65, i65)
declare i65 @llvm.fshr.i65(i65, i65, i65)
declare i128 @llvm.smin.i128(i128, i128)
declare i128 @llvm.smax.i128(i128, i128)
declare i128 @llvm.umin.i128(i128, i128)
declare i128 @llvm.umax.i128(i128, i128)
declare i128 @llvm.abs.i128(i128, i1)
declare i128 @llvm.ctlz.i128(i128, i1)
declare i128 @llvm.cttz.i128(i128, i1)
declare i128 @llvm.ctpop.i128(i128)
declare i128 @llvm.fshl.i128(i128, i128, i128)
declare i128 @llvm.fshr.i128(i128, i128, i128)

define ptx_kernel void @small(i64* %x, i64* %y, i64* %out, i8* %bytes) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %m = mul i32 %cta, %nt
  %t32 = add i32 %m, %tid
  %t = zext i32 %t32 to i64
  %base = mul i64 %t, 8
  %px = getelementptr inbounds i64, i64* %x, i64 %t
  %py = getelementptr inbounds i64, i64* %y, i64 %t
  %a = load i64, i64* %px, align 8
  %b = load i64, i64* %py, align 8
  %v1 = trunc i64 %a to i33
  %v2 = trunc i64 %b to i33
  %v3 = mul i33 %v1, %v2
  %v4 = zext i33 %v3 to i64
  %v5 = getelementptr inbounds i64, i64* %out, i64 0
  %v6 = getelementptr inbounds i64, i64* %v5, i64 %base
  store i64 %v4, i64* %v6, align 8
  %v7 = and i33 %v2, 31
  %v8 = ashr i33 %v1, %v7
  %v9 = zext i33 %v8 to i64
  %v10 = getelementptr inbounds i64, i64* %out, i64 1
  %v11 = getelementptr inbounds i64, i64* %v10, i64 %base
  store i64 %v9, i64* %v11, align 8
  %v12 = zext i64 %a to i128
  %v13 = shl i128 %v12, 64
  %v14 = zext i64 %b to i128
  %v15 = or i128 %v13, %v14
  %v16 = zext i64 %a to i128
  %v17 = mul i128 %v15, %v16
  %v18 = getelementptr inbounds i64, i64* %out, i64 2
  %v19 = getelementptr inbounds i64, i64* %v18, i64 %base
  %v20 = bitcast i64* %v19 to i128*
  store i128 %v17, i128* %v20, align 8
  ret void
}

define ptx_kernel void @convert(i64* %x, i64* %y, i64* %out, i8* %bytes) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %m = mul i32 %cta, %nt
  %t32 = add i32 %m, %tid
  %t = zext i32 %t32 to i64
  %base = mul i64 %t, 96
  %px = getelementptr inbounds i64, i64* %x, i64 %t
  %py = getelementptr inbounds i64, i64* %y, i64 %t
  %a = load i64, i64* %px, align 8
  %b = load i64, i64* %py, align 8
  %v1 = zext i64 %a to i128
  %v2 = shl i128 %v1, 64
  %v3 = zext i64 %b to i128
  %v4 = or i128 %v2, %v3
  %v5 = and i64 %t, 127
  %v6 = zext i64 %v5 to i128
  %v7 = lshr i128 %v4, %v6
  %v8 = icmp eq i64 %t, 7
  %v9 = select i1 %v8, i128 18446745173221179392, i128 %v7
  %v10 = icmp eq i64 %t, 8
  %v11 = select i1 %v10, i128 18446745173221179393, i128 %v9
  %v12 = icmp eq i64 %t, 9
  %v13 = select i1 %v12, i128 170141193601674033557522515689509748736, i128 %v11
  %v14 = icmp eq i64 %t, 10
  %v15 = select i1 %v14, i128 340282366920938463444927863358058657792, i128 %v13
  %v16 = icmp eq i64 %t, 11
  %v17 = select i1 %v16, i128 18446744073709553664, i128 %v15
  %v18 = icmp eq i64 %t, 12
  %v19 = select i1 %v18, i128 18446744073709553665, i128 %v17
  %v20 = urem i64 %b, 192
  %v21 = add i64 %v20, 1013
  %v22 = shl i64 %v21, 52
  %v23 = bitcast i64 %v22 to double
  %v24 = ashr i64 %a, 11
  %v25 = sitofp i64 %v24 to double
  %v26 = fmul double %v25, %v23
  %v27 = and i64 %t, 15
  %v28 = icmp eq i64 %v27, 3
  %v29 = select i1 %v28, double 0x7FF8000000000000, double %v26
  %v30 = icmp eq i64 %v27, 4
  %v31 = select i1 %v30, double 0x7FF0000000000000, double %v29
  %v32 = icmp eq i64 %v27, 5
  %v33 = select i1 %v32, double 0xFFF0000000000000, double %v31
  %v34 = icmp eq i64 %v27, 6
  %v35 = select i1 %v34, double -0.0, double %v33
  %v36 = fptrunc double %v35 to float
  %v37 = trunc i128 %v19 to i33
  %v38 = uitofp i33 %v37 to double
  %v39 = bitcast double %v38 to i64
  %v40 = getelementptr inbounds i64, i64* %out, i64 0
  %v41 = getelementptr inbounds i64, i64* %v40, i64 %base
  store i64 %v39, i64* %v41, align 8
  %v42 = uitofp i33 %v37 to float
  %v43 = bitcast float %v42 to i32
  %v44 = zext i32 %v43 to i64
  %v45 = getelementptr inbounds i64, i64* %out, i64 1
  %v46 = getelementptr inbounds i64, i64* %v45, i64 %base
  store i64 %v44, i64* %v46, align 8
  %v47 = sitofp i33 %v37 to double
  %v48 = bitcast double %v47 to i64
  %v49 = getelementptr inbounds i64, i64* %out, i64 2
  %v50 = getelementptr inbounds i64, i64* %v49, i64 %base
  store i64 %v48, i64* %v50, align 8
  %v51 = sitofp i33 %v37 to float
  %v52 = bitcast float %v51 to i32
  %v53 = zext i32 %v52 to i64
  %v54 = getelementptr inbounds i64, i64* %out, i64 3
  %v55 = getelementptr inbounds i64, i64* %v54, i64 %base
  store i64 %v53, i64* %v55, align 8
  %v56 = fptoui double %v35 to i33
  %v57 = zext i33 %v56 to i64
  %v58 = getelementptr inbounds i64, i64* %out, i64 4
  %v59 = getelementptr inbounds i64, i64* %v58, i64 %base
  store i64 %v57, i64* %v59, align 8
  %v60 = fptoui float %v36 to i33
  %v61 = zext i33 %v60 to i64
  %v62 = getelementptr inbounds i64, i64* %out, i64 5
  %v63 = getelementptr inbounds i64, i64* %v62, i64 %base
  store i64 %v61, i64* %v63, align 8
  %v64 = fptosi double %v35 to i33
  %v65 = zext i33 %v64 to i64
  %v66 = getelementptr inbounds i64, i64* %out, i64 6
  %v67 = getelementptr inbounds i64, i64* %v66, i64 %base
  store i64 %v65, i64* %v67, align 8
  %v68 = fptosi float %v36 to i33
  %v69 = zext i33 %v68 to i64
  %v70 = getelementptr inbounds i64, i64* %out, i64 7
  %v71 = getelementptr inbounds i64, i64* %v70, i64 %base
  store i64 %v69, i64* %v71, align 8
  %v72 = trunc i128 %v19 to i65
  %v73 = uitofp i65 %v72 to double
  %v74 = bitcast double %v73 to i64
  %v75 = getelementptr inbounds i64, i64* %out, i64 8
  %v76 = getelementptr inbounds i64, i64* %v75, i64 %base
  store i64 %v74, i64* %v76, align 8
  %v77 = uitofp i65 %v72 to float
  %v78 = bitcast float %v77 to i32
  %v79 = zext i32 %v78 to i64
  %v80 = getelementptr inbounds i64, i64* %out, i64 9
  %v81 = getelementptr inbounds i64, i64* %v80, i64 %base
  store i64 %v79, i64* %v81, align 8
  %v82 = sitofp i65 %v72 to double
  %v83 = bitcast double %v82 to i64
  %v84 = getelementptr inbounds i64, i64* %out, i64 10
  %v85 = getelementptr inbounds i64, i64* %v84, i64 %base
  store i64 %v83, i64* %v85, align 8
  %v86 = sitofp i65 %v72 to float
  %v87 = bitcast float %v86 to i32
  %v88 = zext i32 %v87 to i64
  %v89 = getelementptr inbounds i64, i64* %out, i64 11
  %v90 = getelementptr inbounds i64, i64* %v89, i64 %base
  store i64 %v88, i64* %v90, align 8
  %v91 = fptoui double %v35 to i65
  %v92 = zext i65 %v91 to i128
  %v93 = getelementptr inbounds i64, i64* %out, i64 12
  %v94 = getelementptr inbounds i64, i64* %v93, i64 %base
  %v95 = bitcast i64* %v94 to i128*
  store i128 %v92, i128* %v95, align 8
  %v96 = fptoui float %v36 to i65
  %v97 = zext i65 %v96 to i128
  %v98 = getelementptr inbounds i64, i64* %out, i64 14
  %v99 = getelementptr inbounds i64, i64* %v98, i64 %base
  %v100 = bitcast i64* %v99 to i128*
  store i128 %v97, i128* %v100, align 8
  %v101 = fptosi double %v35 to i65
  %v102 = zext i65 %v101 to i128
  %v103 = getelementptr inbounds i64, i64* %out, i64 16
  %v104 = getelementptr inbounds i64, i64* %v103, i64 %base
  %v105 = bitcast i64* %v104 to i128*
  store i128 %v102, i128* %v105, align 8
  %v106 = fptosi float %v36 to i65
  %v107 = zext i65 %v106 to i128
  %v108 = getelementptr inbounds i64, i64* %out, i64 18
  %v109 = getelementptr inbounds i64, i64* %v108, i64 %base
  %v110 = bitcast i64* %v109 to i128*
  store i128 %v107, i128* %v110, align 8
  %v111 = trunc i128 %v19 to i96
  %v112 = uitofp i96 %v111 to double
  %v113 = bitcast double %v112 to i64
  %v114 = getelementptr inbounds i64, i64* %out, i64 20
  %v115 = getelementptr inbounds i64, i64* %v114, i64 %base
  store i64 %v113, i64* %v115, align 8
  %v116 = uitofp i96 %v111 to float
  %v117 = bitcast float %v116 to i32
  %v118 = zext i32 %v117 to i64
  %v119 = getelementptr inbounds i64, i64* %out, i64 21
  %v120 = getelementptr inbounds i64, i64* %v119, i64 %base
  store i64 %v118, i64* %v120, align 8
  %v121 = sitofp i96 %v111 to double
  %v122 = bitcast double %v121 to i64
  %v123 = getelementptr inbounds i64, i64* %out, i64 22
  %v124 = getelementptr inbounds i64, i64* %v123, i64 %base
  store i64 %v122, i64* %v124, align 8
  %v125 = sitofp i96 %v111 to float
  %v126 = bitcast float %v125 to i32
  %v127 = zext i32 %v126 to i64
  %v128 = getelementptr inbounds i64, i64* %out, i64 23
  %v129 = getelementptr inbounds i64, i64* %v128, i64 %base
  store i64 %v127, i64* %v129, align 8
  %v130 = fptoui double %v35 to i96
  %v131 = zext i96 %v130 to i128
  %v132 = getelementptr inbounds i64, i64* %out, i64 24
  %v133 = getelementptr inbounds i64, i64* %v132, i64 %base
  %v134 = bitcast i64* %v133 to i128*
  store i128 %v131, i128* %v134, align 8
  %v135 = fptoui float %v36 to i96
  %v136 = zext i96 %v135 to i128
  %v137 = getelementptr inbounds i64, i64* %out, i64 26
  %v138 = getelementptr inbounds i64, i64* %v137, i64 %base
  %v139 = bitcast i64* %v138 to i128*
  store i128 %v136, i128* %v139, align 8
  %v140 = fptosi double %v35 to i96
  %v141 = zext i96 %v140 to i128
  %v142 = getelementptr inbounds i64, i64* %out, i64 28
  %v143 = getelementptr inbounds i64, i64* %v142, i64 %base
  %v144 = bitcast i64* %v143 to i128*
  store i128 %v141, i128* %v144, align 8
  %v145 = fptosi float %v36 to i96
  %v146 = zext i96 %v145 to i128
  %v147 = getelementptr inbounds i64, i64* %out, i64 30
  %v148 = getelementptr inbounds i64, i64* %v147, i64 %base
  %v149 = bitcast i64* %v148 to i128*
  store i128 %v146, i128* %v149, align 8
  %v150 = uitofp i128 %v19 to double
  %v151 = bitcast double %v150 to i64
  %v152 = getelementptr inbounds i64, i64* %out, i64 32
  %v153 = getelementptr inbounds i64, i64* %v152, i64 %base
  store i64 %v151, i64* %v153, align 8
  %v154 = uitofp i128 %v19 to float
  %v155 = bitcast float %v154 to i32
  %v156 = zext i32 %v155 to i64
  %v157 = getelementptr inbounds i64, i64* %out, i64 33
  %v158 = getelementptr inbounds i64, i64* %v157, i64 %base
  store i64 %v156, i64* %v158, align 8
  %v159 = sitofp i128 %v19 to double
  %v160 = bitcast double %v159 to i64
  %v161 = getelementptr inbounds i64, i64* %out, i64 34
  %v162 = getelementptr inbounds i64, i64* %v161, i64 %base
  store i64 %v160, i64* %v162, align 8
  %v163 = sitofp i128 %v19 to float
  %v164 = bitcast float %v163 to i32
  %v165 = zext i32 %v164 to i64
  %v166 = getelementptr inbounds i64, i64* %out, i64 35
  %v167 = getelementptr inbounds i64, i64* %v166, i64 %base
  store i64 %v165, i64* %v167, align 8
  %v168 = fptoui double %v35 to i128
  %v169 = getelementptr inbounds i64, i64* %out, i64 36
  %v170 = getelementptr inbounds i64, i64* %v169, i64 %base
  %v171 = bitcast i64* %v170 to i128*
  store i128 %v168, i128* %v171, align 8
  %v172 = fptoui float %v36 to i128
  %v173 = getelementptr inbounds i64, i64* %out, i64 38
  %v174 = getelementptr inbounds i64, i64* %v173, i64 %base
  %v175 = bitcast i64* %v174 to i128*
  store i128 %v172, i128* %v175, align 8
  %v176 = fptosi double %v35 to i128
  %v177 = getelementptr inbounds i64, i64* %out, i64 40
  %v178 = getelementptr inbounds i64, i64* %v177, i64 %base
  %v179 = bitcast i64* %v178 to i128*
  store i128 %v176, i128* %v179, align 8
  %v180 = fptosi float %v36 to i128
  %v181 = getelementptr inbounds i64, i64* %out, i64 42
  %v182 = getelementptr inbounds i64, i64* %v181, i64 %base
  %v183 = bitcast i64* %v182 to i128*
  store i128 %v180, i128* %v183, align 8
  ret void
}

define ptx_kernel void @intrinsics(i64* %x, i64* %y, i64* %out, i8* %bytes) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %m = mul i32 %cta, %nt
  %t32 = add i32 %m, %tid
  %t = zext i32 %t32 to i64
  %base = mul i64 %t, 160
  %px = getelementptr inbounds i64, i64* %x, i64 %t
  %py = getelementptr inbounds i64, i64* %y, i64 %t
  %a = load i64, i64* %px, align 8
  %b = load i64, i64* %py, align 8
  %v1 = zext i64 %a to i128
  %v2 = shl i128 %v1, 64
  %v3 = zext i64 %b to i128
  %v4 = or i128 %v2, %v3
  %v5 = and i64 %t, 127
  %v6 = zext i64 %v5 to i128
  %v7 = lshr i128 %v4, %v6
  %v8 = zext i64 %b to i128
  %v9 = shl i128 %v8, 64
  %v10 = zext i64 %a to i128
  %v11 = or i128 %v9, %v10
  %v12 = trunc i128 %v7 to i7
  %v13 = trunc i128 %v11 to i7
  %v14 = icmp eq i64 %t, 5
  %v15 = select i1 %v14, i7 0, i7 %v12
  %v16 = icmp eq i64 %t, 6
  %v17 = select i1 %v16, i7 -64, i7 %v15
  %v18 = call i7 @llvm.smin.i7(i7 %v17, i7 %v13)
  %v19 = zext i7 %v18 to i64
  %v20 = getelementptr inbounds i64, i64* %out, i64 0
  %v21 = getelementptr inbounds i64, i64* %v20, i64 %base
  store i64 %v19, i64* %v21, align 8
  %v22 = call i7 @llvm.smax.i7(i7 %v17, i7 %v13)
  %v23 = zext i7 %v22 to i64
  %v24 = getelementptr inbounds i64, i64* %out, i64 1
  %v25 = getelementptr inbounds i64, i64* %v24, i64 %base
  store i64 %v23, i64* %v25, align 8
  %v26 = call i7 @llvm.umin.i7(i7 %v17, i7 %v13)
  %v27 = zext i7 %v26 to i64
  %v28 = getelementptr inbounds i64, i64* %out, i64 2
  %v29 = getelementptr inbounds i64, i64* %v28, i64 %base
  store i64 %v27, i64* %v29, align 8
  %v30 = call i7 @llvm.umax.i7(i7 %v17, i7 %v13)
  %v31 = zext i7 %v30 to i64
  %v32 = getelementptr inbounds i64, i64* %out, i64 3
  %v33 = getelementptr inbounds i64, i64* %v32, i64 %base
  store i64 %v31, i64* %v33, align 8
  %v34 = call i7 @llvm.abs.i7(i7 %v17, i1 false)
  %v35 = zext i7 %v34 to i64
  %v36 = getelementptr inbounds i64, i64* %out, i64 4
  %v37 = getelementptr inbounds i64, i64* %v36, i64 %base
  store i64 %v35, i64* %v37, align 8
  %v38 = call i7 @llvm.ctlz.i7(i7 %v17, i1 false)
  %v39 = zext i7 %v38 to i64
  %v40 = getelementptr inbounds i64, i64* %out, i64 5
  %v41 = getelementptr inbounds i64, i64* %v40, i64 %base
  store i64 %v39, i64* %v41, align 8
  %v42 = call i7 @llvm.cttz.i7(i7 %v17, i1 false)
  %v43 = zext i7 %v42 to i64
  %v44 = getelementptr inbounds i64, i64* %out, i64 6
  %v45 = getelementptr inbounds i64, i64* %v44, i64 %base
  store i64 %v43, i64* %v45, align 8
  %v46 = call i7 @llvm.ctpop.i7(i7 %v17)
  %v47 = zext i7 %v46 to i64
  %v48 = getelementptr inbounds i64, i64* %out, i64 7
  %v49 = getelementptr inbounds i64, i64* %v48, i64 %base
  store i64 %v47, i64* %v49, align 8
  %v50 = call i7 @llvm.fshl.i7(i7 %v17, i7 %v13, i7 %v13)
  %v51 = zext i7 %v50 to i64
  %v52 = getelementptr inbounds i64, i64* %out, i64 8
  %v53 = getelementptr inbounds i64, i64* %v52, i64 %base
  store i64 %v51, i64* %v53, align 8
  %v54 = call i7 @llvm.fshl.i7(i7 %v13, i7 %v13, i7 %v17)
  %v55 = zext i7 %v54 to i64
  %v56 = getelementptr inbounds i64, i64* %out, i64 9
  %v57 = getelementptr inbounds i64, i64* %v56, i64 %base
  store i64 %v55, i64* %v57, align 8
  %v58 = call i7 @llvm.fshl.i7(i7 %v17, i7 %v13, i7 3)
  %v59 = zext i7 %v58 to i64
  %v60 = getelementptr inbounds i64, i64* %out, i64 10
  %v61 = getelementptr inbounds i64, i64* %v60, i64 %base
  store i64 %v59, i64* %v61, align 8
  %v62 = call i7 @llvm.fshr.i7(i7 %v17, i7 %v13, i7 %v13)
  %v63 = zext i7 %v62 to i64
  %v64 = getelementptr inbounds i64, i64* %out, i64 11
  %v65 = getelementptr inbounds i64, i64* %v64, i64 %base
  store i64 %v63, i64* %v65, align 8
  %v66 = call i7 @llvm.fshr.i7(i7 %v13, i7 %v13, i7 %v17)
  %v67 = zext i7 %v66 to i64
  %v68 = getelementptr inbounds i64, i64* %out, i64 12
  %v69 = getelementptr inbounds i64, i64* %v68, i64 %base
  store i64 %v67, i64* %v69, align 8
  %v70 = call i7 @llvm.fshr.i7(i7 %v17, i7 %v13, i7 3)
  %v71 = zext i7 %v70 to i64
  %v72 = getelementptr inbounds i64, i64* %out, i64 13
  %v73 = getelementptr inbounds i64, i64* %v72, i64 %base
  store i64 %v71, i64* %v73, align 8
  %v74 = trunc i128 %v7 to i33
  %v75 = trunc i128 %v11 to i33
  %v76 = icmp eq i64 %t, 5
  %v77 = select i1 %v76, i33 0, i33 %v74
  %v78 = icmp eq i64 %t, 6
  %v79 = select i1 %v78, i33 -4294967296, i33 %v77
  %v80 = call i33 @llvm.smin.i33(i33 %v79, i33 %v75)
  %v81 = zext i33 %v80 to i64
  %v82 = getelementptr inbounds i64, i64* %out, i64 14
  %v83 = getelementptr inbounds i64, i64* %v82, i64 %base
  store i64 %v81, i64* %v83, align 8
  %v84 = call i33 @llvm.smax.i33(i33 %v79, i33 %v75)
  %v85 = zext i33 %v84 to i64
  %v86 = getelementptr inbounds i64, i64* %out, i64 15
  %v87 = getelementptr inbounds i64, i64* %v86, i64 %base
  store i64 %v85, i64* %v87, align 8
  %v88 = call i33 @llvm.umin.i33(i33 %v79, i33 %v75)
  %v89 = zext i33 %v88 to i64
  %v90 = getelementptr inbounds i64, i64* %out, i64 16
  %v91 = getelementptr inbounds i64, i64* %v90, i64 %base
  store i64 %v89, i64* %v91, align 8
  %v92 = call i33 @llvm.umax.i33(i33 %v79, i33 %v75)
  %v93 = zext i33 %v92 to i64
  %v94 = getelementptr inbounds i64, i64* %out, i64 17
  %v95 = getelementptr inbounds i64, i64* %v94, i64 %base
  store i64 %v93, i64* %v95, align 8
  %v96 = call i33 @llvm.abs.i33(i33 %v79, i1 false)
  %v97 = zext i33 %v96 to i64
  %v98 = getelementptr inbounds i64, i64* %out, i64 18
  %v99 = getelementptr inbounds i64, i64* %v98, i64 %base
  store i64 %v97, i64* %v99, align 8
  %v100 = call i33 @llvm.ctlz.i33(i33 %v79, i1 false)
  %v101 = zext i33 %v100 to i64
  %v102 = getelementptr inbounds i64, i64* %out, i64 19
  %v103 = getelementptr inbounds i64, i64* %v102, i64 %base
  store i64 %v101, i64* %v103, align 8
  %v104 = call i33 @llvm.cttz.i33(i33 %v79, i1 false)
  %v105 = zext i33 %v104 to i64
  %v106 = getelementptr inbounds i64, i64* %out, i64 20
  %v107 = getelementptr inbounds i64, i64* %v106, i64 %base
  store i64 %v105, i64* %v107, align 8
  %v108 = call i33 @llvm.ctpop.i33(i33 %v79)
  %v109 = zext i33 %v108 to i64
  %v110 = getelementptr inbounds i64, i64* %out, i64 21
  %v111 = getelementptr inbounds i64, i64* %v110, i64 %base
  store i64 %v109, i64* %v111, align 8
  %v112 = call i33 @llvm.fshl.i33(i33 %v79, i33 %v75, i33 %v75)
  %v113 = zext i33 %v112 to i64
  %v114 = getelementptr inbounds i64, i64* %out, i64 22
  %v115 = getelementptr inbounds i64, i64* %v114, i64 %base
  store i64 %v113, i64* %v115, align 8
  %v116 = call i33 @llvm.fshl.i33(i33 %v75, i33 %v75, i33 %v79)
  %v117 = zext i33 %v116 to i64
  %v118 = getelementptr inbounds i64, i64* %out, i64 23
  %v119 = getelementptr inbounds i64, i64* %v118, i64 %base
  store i64 %v117, i64* %v119, align 8
  %v120 = call i33 @llvm.fshl.i33(i33 %v79, i33 %v75, i33 3)
  %v121 = zext i33 %v120 to i64
  %v122 = getelementptr inbounds i64, i64* %out, i64 24
  %v123 = getelementptr inbounds i64, i64* %v122, i64 %base
  store i64 %v121, i64* %v123, align 8
  %v124 = call i33 @llvm.fshr.i33(i33 %v79, i33 %v75, i33 %v75)
  %v125 = zext i33 %v124 to i64
  %v126 = getelementptr inbounds i64, i64* %out, i64 25
  %v127 = getelementptr inbounds i64, i64* %v126, i64 %base
  store i64 %v125, i64* %v127, align 8
  %v128 = call i33 @llvm.fshr.i33(i33 %v75, i33 %v75, i33 %v79)
  %v129 = zext i33 %v128 to i64
  %v130 = getelementptr inbounds i64, i64* %out, i64 26
  %v131 = getelementptr inbounds i64, i64* %v130, i64 %base
  store i64 %v129, i64* %v131, align 8
  %v132 = call i33 @llvm.fshr.i33(i33 %v79, i33 %v75, i33 3)
  %v133 = zext i33 %v132 to i64
  %v134 = getelementptr inbounds i64, i64* %out, i64 27
  %v135 = getelementptr inbounds i64, i64* %v134, i64 %base
  store i64 %v133, i64* %v135, align 8
  %v136 = trunc i128 %v7 to i65
  %v137 = trunc i128 %v11 to i65
  %v138 = icmp eq i64 %t, 5
  %v139 = select i1 %v138, i65 0, i65 %v136
  %v140 = icmp eq i64 %t, 6
  %v141 = select i1 %v140, i65 -18446744073709551616, i65 %v139
  %v142 = call i65 @llvm.smin.i65(i65 %v141, i65 %v137)
  %v143 = zext i65 %v142 to i128
  %v144 = getelementptr inbounds i64, i64* %out, i64 28
  %v145 = getelementptr inbounds i64, i64* %v144, i64 %base
  %v146 = bitcast i64* %v145 to i128*
  store i128 %v143, i128* %v146, align 8
  %v147 = call i65 @llvm.smax.i65(i65 %v141, i65 %v137)
  %v148 = zext i65 %v147 to i128
  %v149 = getelementptr inbounds i64, i64* %out, i64 30
  %v150 = getelementptr inbounds i64, i64* %v149, i64 %base
  %v151 = bitcast i64* %v150 to i128*
  store i128 %v148, i128* %v151, align 8
  %v152 = call i65 @llvm.umin.i65(i65 %v141, i65 %v137)
  %v153 = zext i65 %v152 to i128
  %v154 = getelementptr inbounds i64, i64* %out, i64 32
  %v155 = getelementptr inbounds i64, i64* %v154, i64 %base
  %v156 = bitcast i64* %v155 to i128*
  store i128 %v153, i128* %v156, align 8
  %v157 = call i65 @llvm.umax.i65(i65 %v141, i65 %v137)
  %v158 = zext i65 %v157 to i128
  %v159 = getelementptr inbounds i64, i64* %out, i64 34
  %v160 = getelementptr inbounds i64, i64* %v159, i64 %base
  %v161 = bitcast i64* %v160 to i128*
  store i128 %v158, i128* %v161, align 8
  %v162 = call i65 @llvm.abs.i65(i65 %v141, i1 false)
  %v163 = zext i65 %v162 to i128
  %v164 = getelementptr inbounds i64, i64* %out, i64 36
  %v165 = getelementptr inbounds i64, i64* %v164, i64 %base
  %v166 = bitcast i64* %v165 to i128*
  store i128 %v163, i128* %v166, align 8
  %v167 = call i65 @llvm.ctlz.i65(i65 %v141, i1 false)
  %v168 = zext i65 %v167 to i128
  %v169 = getelementptr inbounds i64, i64* %out, i64 38
  %v170 = getelementptr inbounds i64, i64* %v169, i64 %base
  %v171 = bitcast i64* %v170 to i128*
  store i128 %v168, i128* %v171, align 8
  %v172 = call i65 @llvm.cttz.i65(i65 %v141, i1 false)
  %v173 = zext i65 %v172 to i128
  %v174 = getelementptr inbounds i64, i64* %out, i64 40
  %v175 = getelementptr inbounds i64, i64* %v174, i64 %base
  %v176 = bitcast i64* %v175 to i128*
  store i128 %v173, i128* %v176, align 8
  %v177 = call i65 @llvm.ctpop.i65(i65 %v141)
  %v178 = zext i65 %v177 to i128
  %v179 = getelementptr inbounds i64, i64* %out, i64 42
  %v180 = getelementptr inbounds i64, i64* %v179, i64 %base
  %v181 = bitcast i64* %v180 to i128*
  store i128 %v178, i128* %v181, align 8
  %v182 = call i65 @llvm.fshl.i65(i65 %v141, i65 %v137, i65 %v137)
  %v183 = zext i65 %v182 to i128
  %v184 = getelementptr inbounds i64, i64* %out, i64 44
  %v185 = getelementptr inbounds i64, i64* %v184, i64 %base
  %v186 = bitcast i64* %v185 to i128*
  store i128 %v183, i128* %v186, align 8
  %v187 = call i65 @llvm.fshl.i65(i65 %v137, i65 %v137, i65 %v141)
  %v188 = zext i65 %v187 to i128
  %v189 = getelementptr inbounds i64, i64* %out, i64 46
  %v190 = getelementptr inbounds i64, i64* %v189, i64 %base
  %v191 = bitcast i64* %v190 to i128*
  store i128 %v188, i128* %v191, align 8
  %v192 = call i65 @llvm.fshl.i65(i65 %v141, i65 %v137, i65 3)
  %v193 = zext i65 %v192 to i128
  %v194 = getelementptr inbounds i64, i64* %out, i64 48
  %v195 = getelementptr inbounds i64, i64* %v194, i64 %base
  %v196 = bitcast i64* %v195 to i128*
  store i128 %v193, i128* %v196, align 8
  %v197 = call i65 @llvm.fshr.i65(i65 %v141, i65 %v137, i65 %v137)
  %v198 = zext i65 %v197 to i128
  %v199 = getelementptr inbounds i64, i64* %out, i64 50
  %v200 = getelementptr inbounds i64, i64* %v199, i64 %base
  %v201 = bitcast i64* %v200 to i128*
  store i128 %v198, i128* %v201, align 8
  %v202 = call i65 @llvm.fshr.i65(i65 %v137, i65 %v137, i65 %v141)
  %v203 = zext i65 %v202 to i128
  %v204 = getelementptr inbounds i64, i64* %out, i64 52
  %v205 = getelementptr inbounds i64, i64* %v204, i64 %base
  %v206 = bitcast i64* %v205 to i128*
  store i128 %v203, i128* %v206, align 8
  %v207 = call i65 @llvm.fshr.i65(i65 %v141, i65 %v137, i65 3)
  %v208 = zext i65 %v207 to i128
  %v209 = getelementptr inbounds i64, i64* %out, i64 54
  %v210 = getelementptr inbounds i64, i64* %v209, i64 %base
  %v211 = bitcast i64* %v210 to i128*
  store i128 %v208, i128* %v211, align 8
  %v212 = icmp eq i64 %t, 5
  %v213 = select i1 %v212, i128 0, i128 %v7
  %v214 = icmp eq i64 %t, 6
  %v215 = select i1 %v214, i128 -170141183460469231731687303715884105728, i128 %v213
  %v216 = call i128 @llvm.smin.i128(i128 %v215, i128 %v11)
  %v217 = getelementptr inbounds i64, i64* %out, i64 56
  %v218 = getelementptr inbounds i64, i64* %v217, i64 %base
  %v219 = bitcast i64* %v218 to i128*
  store i128 %v216, i128* %v219, align 8
  %v220 = call i128 @llvm.smax.i128(i128 %v215, i128 %v11)
  %v221 = getelementptr inbounds i64, i64* %out, i64 58
  %v222 = getelementptr inbounds i64, i64* %v221, i64 %base
  %v223 = bitcast i64* %v222 to i128*
  store i128 %v220, i128* %v223, align 8
  %v224 = call i128 @llvm.umin.i128(i128 %v215, i128 %v11)
  %v225 = getelementptr inbounds i64, i64* %out, i64 60
  %v226 = getelementptr inbounds i64, i64* %v225, i64 %base
  %v227 = bitcast i64* %v226 to i128*
  store i128 %v224, i128* %v227, align 8
  %v228 = call i128 @llvm.umax.i128(i128 %v215, i128 %v11)
  %v229 = getelementptr inbounds i64, i64* %out, i64 62
  %v230 = getelementptr inbounds i64, i64* %v229, i64 %base
  %v231 = bitcast i64* %v230 to i128*
  store i128 %v228, i128* %v231, align 8
  %v232 = call i128 @llvm.abs.i128(i128 %v215, i1 false)
  %v233 = getelementptr inbounds i64, i64* %out, i64 64
  %v234 = getelementptr inbounds i64, i64* %v233, i64 %base
  %v235 = bitcast i64* %v234 to i128*
  store i128 %v232, i128* %v235, align 8
  %v236 = call i128 @llvm.ctlz.i128(i128 %v215, i1 false)
  %v237 = getelementptr inbounds i64, i64* %out, i64 66
  %v238 = getelementptr inbounds i64, i64* %v237, i64 %base
  %v239 = bitcast i64* %v238 to i128*
  store i128 %v236, i128* %v239, align 8
  %v240 = call i128 @llvm.cttz.i128(i128 %v215, i1 false)
  %v241 = getelementptr inbounds i64, i64* %out, i64 68
  %v242 = getelementptr inbounds i64, i64* %v241, i64 %base
  %v243 = bitcast i64* %v242 to i128*
  store i128 %v240, i128* %v243, align 8
  %v244 = call i128 @llvm.ctpop.i128(i128 %v215)
  %v245 = getelementptr inbounds i64, i64* %out, i64 70
  %v246 = getelementptr inbounds i64, i64* %v245, i64 %base
  %v247 = bitcast i64* %v246 to i128*
  store i128 %v244, i128* %v247, align 8
  %v248 = call i128 @llvm.fshl.i128(i128 %v215, i128 %v11, i128 %v11)
  %v249 = getelementptr inbounds i64, i64* %out, i64 72
  %v250 = getelementptr inbounds i64, i64* %v249, i64 %base
  %v251 = bitcast i64* %v250 to i128*
  store i128 %v248, i128* %v251, align 8
  %v252 = call i128 @llvm.fshl.i128(i128 %v11, i128 %v11, i128 %v215)
  %v253 = getelementptr inbounds i64, i64* %out, i64 74
  %v254 = getelementptr inbounds i64, i64* %v253, i64 %base
  %v255 = bitcast i64* %v254 to i128*
  store i128 %v252, i128* %v255, align 8
  %v256 = call i128 @llvm.fshl.i128(i128 %v215, i128 %v11, i128 3)
  %v257 = getelementptr inbounds i64, i64* %out, i64 76
  %v258 = getelementptr inbounds i64, i64* %v257, i64 %base
  %v259 = bitcast i64* %v258 to i128*
  store i128 %v256, i128* %v259, align 8
  %v260 = call i128 @llvm.fshr.i128(i128 %v215, i128 %v11, i128 %v11)
  %v261 = getelementptr inbounds i64, i64* %out, i64 78
  %v262 = getelementptr inbounds i64, i64* %v261, i64 %base
  %v263 = bitcast i64* %v262 to i128*
  store i128 %v260, i128* %v263, align 8
  %v264 = call i128 @llvm.fshr.i128(i128 %v11, i128 %v11, i128 %v215)
  %v265 = getelementptr inbounds i64, i64* %out, i64 80
  %v266 = getelementptr inbounds i64, i64* %v265, i64 %base
  %v267 = bitcast i64* %v266 to i128*
  store i128 %v264, i128* %v267, align 8
  %v268 = call i128 @llvm.fshr.i128(i128 %v215, i128 %v11, i128 3)
  %v269 = getelementptr inbounds i64, i64* %out, i64 82
  %v270 = getelementptr inbounds i64, i64* %v269, i64 %base
  %v271 = bitcast i64* %v270 to i128*
  store i128 %v268, i128* %v271, align 8
  ret void
}

define ptx_kernel void @narrow_i2(i64* %x, i64* %y, i64* %out, i8* %bytes) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %m = mul i32 %cta, %nt
  %t32 = add i32 %m, %tid
  %t = zext i32 %t32 to i64
  %base = mul i64 %t, 64
  %px = getelementptr inbounds i64, i64* %x, i64 %t
  %py = getelementptr inbounds i64, i64* %y, i64 %t
  %a = load i64, i64* %px, align 8
  %b = load i64, i64* %py, align 8
  %v1 = trunc i64 %a to i2
  %v2 = trunc i64 %b to i2
  %v3 = urem i64 %b, 2
  %v4 = trunc i64 %v3 to i2
  %v5 = add i2 %v1, %v2
  %v6 = zext i2 %v5 to i64
  %v7 = getelementptr inbounds i64, i64* %out, i64 0
  %v8 = getelementptr inbounds i64, i64* %v7, i64 %base
  store i64 %v6, i64* %v8, align 8
  %v9 = sub i2 %v1, %v2
  %v10 = zext i2 %v9 to i64
  %v11 = getelementptr inbounds i64, i64* %out, i64 1
  %v12 = getelementptr inbounds i64, i64* %v11, i64 %base
  store i64 %v10, i64* %v12, align 8
  %v13 = mul i2 %v1, %v2
  %v14 = zext i2 %v13 to i64
  %v15 = getelementptr inbounds i64, i64* %out, i64 2
  %v16 = getelementptr inbounds i64, i64* %v15, i64 %base
  store i64 %v14, i64* %v16, align 8
  %v17 = and i2 %v1, %v2
  %v18 = zext i2 %v17 to i64
  %v19 = getelementptr inbounds i64, i64* %out, i64 3
  %v20 = getelementptr inbounds i64, i64* %v19, i64 %base
  store i64 %v18, i64* %v20, align 8
  %v21 = or i2 %v1, %v2
  %v22 = zext i2 %v21 to i64
  %v23 = getelementptr inbounds i64, i64* %out, i64 4
  %v24 = getelementptr inbounds i64, i64* %v23, i64 %base
  store i64 %v22, i64* %v24, align 8
  %v25 = xor i2 %v1, %v2
  %v26 = zext i2 %v25 to i64
  %v27 = getelementptr inbounds i64, i64* %out, i64 5
  %v28 = getelementptr inbounds i64, i64* %v27, i64 %base
  store i64 %v26, i64* %v28, align 8
  %v29 = shl i2 %v1, %v4
  %v30 = zext i2 %v29 to i64
  %v31 = getelementptr inbounds i64, i64* %out, i64 6
  %v32 = getelementptr inbounds i64, i64* %v31, i64 %base
  store i64 %v30, i64* %v32, align 8
  %v33 = lshr i2 %v1, %v4
  %v34 = zext i2 %v33 to i64
  %v35 = getelementptr inbounds i64, i64* %out, i64 7
  %v36 = getelementptr inbounds i64, i64* %v35, i64 %base
  store i64 %v34, i64* %v36, align 8
  %v37 = ashr i2 %v1, %v4
  %v38 = zext i2 %v37 to i64
  %v39 = getelementptr inbounds i64, i64* %out, i64 8
  %v40 = getelementptr inbounds i64, i64* %v39, i64 %base
  store i64 %v38, i64* %v40, align 8
  %v41 = add i2 %v1, -1
  %v42 = zext i2 %v41 to i64
  %v43 = getelementptr inbounds i64, i64* %out, i64 9
  %v44 = getelementptr inbounds i64, i64* %v43, i64 %base
  store i64 %v42, i64* %v44, align 8
  %v45 = mul i2 %v1, -3
  %v46 = zext i2 %v45 to i64
  %v47 = getelementptr inbounds i64, i64* %out, i64 10
  %v48 = getelementptr inbounds i64, i64* %v47, i64 %base
  store i64 %v46, i64* %v48, align 8
  %v49 = ashr i2 %v1, 1
  %v50 = zext i2 %v49 to i64
  %v51 = getelementptr inbounds i64, i64* %out, i64 11
  %v52 = getelementptr inbounds i64, i64* %v51, i64 %base
  store i64 %v50, i64* %v52, align 8
  %v53 = shl i2 %v1, 1
  %v54 = zext i2 %v53 to i64
  %v55 = getelementptr inbounds i64, i64* %out, i64 12
  %v56 = getelementptr inbounds i64, i64* %v55, i64 %base
  store i64 %v54, i64* %v56, align 8
  %v57 = lshr i2 %v2, 1
  %v58 = or i2 %v57, 1
  %v59 = or i2 %v2, -1
  %v60 = and i2 %v59, -3
  %v61 = udiv i2 %v1, %v58
  %v62 = zext i2 %v61 to i64
  %v63 = getelementptr inbounds i64, i64* %out, i64 13
  %v64 = getelementptr inbounds i64, i64* %v63, i64 %base
  store i64 %v62, i64* %v64, align 8
  %v65 = urem i2 %v1, %v58
  %v66 = zext i2 %v65 to i64
  %v67 = getelementptr inbounds i64, i64* %out, i64 14
  %v68 = getelementptr inbounds i64, i64* %v67, i64 %base
  store i64 %v66, i64* %v68, align 8
  %v69 = sdiv i2 %v1, %v58
  %v70 = zext i2 %v69 to i64
  %v71 = getelementptr inbounds i64, i64* %out, i64 15
  %v72 = getelementptr inbounds i64, i64* %v71, i64 %base
  store i64 %v70, i64* %v72, align 8
  %v73 = srem i2 %v1, %v58
  %v74 = zext i2 %v73 to i64
  %v75 = getelementptr inbounds i64, i64* %out, i64 16
  %v76 = getelementptr inbounds i64, i64* %v75, i64 %base
  store i64 %v74, i64* %v76, align 8
  %v77 = udiv i2 %v1, %v60
  %v78 = zext i2 %v77 to i64
  %v79 = getelementptr inbounds i64, i64* %out, i64 17
  %v80 = getelementptr inbounds i64, i64* %v79, i64 %base
  store i64 %v78, i64* %v80, align 8
  %v81 = urem i2 %v1, %v60
  %v82 = zext i2 %v81 to i64
  %v83 = getelementptr inbounds i64, i64* %out, i64 18
  %v84 = getelementptr inbounds i64, i64* %v83, i64 %base
  store i64 %v82, i64* %v84, align 8
  %v85 = icmp eq i2 %v1, %v2
  %v86 = zext i1 %v85 to i64
  %v87 = getelementptr inbounds i64, i64* %out, i64 19
  %v88 = getelementptr inbounds i64, i64* %v87, i64 %base
  store i64 %v86, i64* %v88, align 8
  %v89 = icmp eq i2 %v1, -1
  %v90 = zext i1 %v89 to i64
  %v91 = getelementptr inbounds i64, i64* %out, i64 20
  %v92 = getelementptr inbounds i64, i64* %v91, i64 %base
  store i64 %v90, i64* %v92, align 8
  %v93 = icmp ne i2 %v1, %v2
  %v94 = zext i1 %v93 to i64
  %v95 = getelementptr inbounds i64, i64* %out, i64 21
  %v96 = getelementptr inbounds i64, i64* %v95, i64 %base
  store i64 %v94, i64* %v96, align 8
  %v97 = icmp ne i2 %v1, -1
  %v98 = zext i1 %v97 to i64
  %v99 = getelementptr inbounds i64, i64* %out, i64 22
  %v100 = getelementptr inbounds i64, i64* %v99, i64 %base
  store i64 %v98, i64* %v100, align 8
  %v101 = icmp ugt i2 %v1, %v2
  %v102 = zext i1 %v101 to i64
  %v103 = getelementptr inbounds i64, i64* %out, i64 23
  %v104 = getelementptr inbounds i64, i64* %v103, i64 %base
  store i64 %v102, i64* %v104, align 8
  %v105 = icmp ugt i2 %v1, -1
  %v106 = zext i1 %v105 to i64
  %v107 = getelementptr inbounds i64, i64* %out, i64 24
  %v108 = getelementptr inbounds i64, i64* %v107, i64 %base
  store i64 %v106, i64* %v108, align 8
  %v109 = icmp uge i2 %v1, %v2
  %v110 = zext i1 %v109 to i64
  %v111 = getelementptr inbounds i64, i64* %out, i64 25
  %v112 = getelementptr inbounds i64, i64* %v111, i64 %base
  store i64 %v110, i64* %v112, align 8
  %v113 = icmp uge i2 %v1, -1
  %v114 = zext i1 %v113 to i64
  %v115 = getelementptr inbounds i64, i64* %out, i64 26
  %v116 = getelementptr inbounds i64, i64* %v115, i64 %base
  store i64 %v114, i64* %v116, align 8
  %v117 = icmp ult i2 %v1, %v2
  %v118 = zext i1 %v117 to i64
  %v119 = getelementptr inbounds i64, i64* %out, i64 27
  %v120 = getelementptr inbounds i64, i64* %v119, i64 %base
  store i64 %v118, i64* %v120, align 8
  %v121 = icmp ult i2 %v1, -1
  %v122 = zext i1 %v121 to i64
  %v123 = getelementptr inbounds i64, i64* %out, i64 28
  %v124 = getelementptr inbounds i64, i64* %v123, i64 %base
  store i64 %v122, i64* %v124, align 8
  %v125 = icmp ule i2 %v1, %v2
  %v126 = zext i1 %v125 to i64
  %v127 = getelementptr inbounds i64, i64* %out, i64 29
  %v128 = getelementptr inbounds i64, i64* %v127, i64 %base
  store i64 %v126, i64* %v128, align 8
  %v129 = icmp ule i2 %v1, -1
  %v130 = zext i1 %v129 to i64
  %v131 = getelementptr inbounds i64, i64* %out, i64 30
  %v132 = getelementptr inbounds i64, i64* %v131, i64 %base
  store i64 %v130, i64* %v132, align 8
  %v133 = icmp sgt i2 %v1, %v2
  %v134 = zext i1 %v133 to i64
  %v135 = getelementptr inbounds i64, i64* %out, i64 31
  %v136 = getelementptr inbounds i64, i64* %v135, i64 %base
  store i64 %v134, i64* %v136, align 8
  %v137 = icmp sgt i2 %v1, -1
  %v138 = zext i1 %v137 to i64
  %v139 = getelementptr inbounds i64, i64* %out, i64 32
  %v140 = getelementptr inbounds i64, i64* %v139, i64 %base
  store i64 %v138, i64* %v140, align 8
  %v141 = icmp sge i2 %v1, %v2
  %v142 = zext i1 %v141 to i64
  %v143 = getelementptr inbounds i64, i64* %out, i64 33
  %v144 = getelementptr inbounds i64, i64* %v143, i64 %base
  store i64 %v142, i64* %v144, align 8
  %v145 = icmp sge i2 %v1, -1
  %v146 = zext i1 %v145 to i64
  %v147 = getelementptr inbounds i64, i64* %out, i64 34
  %v148 = getelementptr inbounds i64, i64* %v147, i64 %base
  store i64 %v146, i64* %v148, align 8
  %v149 = icmp slt i2 %v1, %v2
  %v150 = zext i1 %v149 to i64
  %v151 = getelementptr inbounds i64, i64* %out, i64 35
  %v152 = getelementptr inbounds i64, i64* %v151, i64 %base
  store i64 %v150, i64* %v152, align 8
  %v153 = icmp slt i2 %v1, -1
  %v154 = zext i1 %v153 to i64
  %v155 = getelementptr inbounds i64, i64* %out, i64 36
  %v156 = getelementptr inbounds i64, i64* %v155, i64 %base
  store i64 %v154, i64* %v156, align 8
  %v157 = icmp sle i2 %v1, %v2
  %v158 = zext i1 %v157 to i64
  %v159 = getelementptr inbounds i64, i64* %out, i64 37
  %v160 = getelementptr inbounds i64, i64* %v159, i64 %base
  store i64 %v158, i64* %v160, align 8
  %v161 = icmp sle i2 %v1, -1
  %v162 = zext i1 %v161 to i64
  %v163 = getelementptr inbounds i64, i64* %out, i64 38
  %v164 = getelementptr inbounds i64, i64* %v163, i64 %base
  store i64 %v162, i64* %v164, align 8
  %v165 = sext i2 %v1 to i64
  %v166 = getelementptr inbounds i64, i64* %out, i64 39
  %v167 = getelementptr inbounds i64, i64* %v166, i64 %base
  store i64 %v165, i64* %v167, align 8
  %v168 = sext i2 %v1 to i128
  %v169 = getelementptr inbounds i64, i64* %out, i64 40
  %v170 = getelementptr inbounds i64, i64* %v169, i64 %base
  %v171 = bitcast i64* %v170 to i128*
  store i128 %v168, i128* %v171, align 8
  %v172 = zext i2 %v2 to i96
  %v173 = zext i96 %v172 to i128
  %v174 = getelementptr inbounds i64, i64* %out, i64 42
  %v175 = getelementptr inbounds i64, i64* %v174, i64 %base
  %v176 = bitcast i64* %v175 to i128*
  store i128 %v173, i128* %v176, align 8
  %v177 = icmp slt i2 %v1, %v2
  %v178 = select i1 %v177, i2 %v1, i2 %v2
  %v179 = zext i2 %v178 to i64
  %v180 = getelementptr inbounds i64, i64* %out, i64 44
  %v181 = getelementptr inbounds i64, i64* %v180, i64 %base
  store i64 %v179, i64* %v181, align 8
  %v182 = sitofp i2 %v1 to double
  %v183 = bitcast double %v182 to i64
  %v184 = getelementptr inbounds i64, i64* %out, i64 45
  %v185 = getelementptr inbounds i64, i64* %v184, i64 %base
  store i64 %v183, i64* %v185, align 8
  %v186 = uitofp i2 %v1 to float
  %v187 = bitcast float %v186 to i32
  %v188 = zext i32 %v187 to i64
  %v189 = getelementptr inbounds i64, i64* %out, i64 46
  %v190 = getelementptr inbounds i64, i64* %v189, i64 %base
  store i64 %v188, i64* %v190, align 8
  %v191 = ashr i2 %v1, 1
  %v192 = sitofp i2 %v191 to double
  %v193 = fptosi double %v192 to i2
  %v194 = sext i2 %v193 to i64
  %v195 = getelementptr inbounds i64, i64* %out, i64 47
  %v196 = getelementptr inbounds i64, i64* %v195, i64 %base
  store i64 %v194, i64* %v196, align 8
  %v197 = lshr i2 %v1, 1
  %v198 = uitofp i2 %v197 to double
  %v199 = fptoui double %v198 to i2
  %v200 = zext i2 %v199 to i64
  %v201 = getelementptr inbounds i64, i64* %out, i64 48
  %v202 = getelementptr inbounds i64, i64* %v201, i64 %base
  store i64 %v200, i64* %v202, align 8
  ret void
}

define ptx_kernel void @narrow_i7(i64* %x, i64* %y, i64* %out, i8* %bytes) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %m = mul i32 %cta, %nt
  %t32 = add i32 %m, %tid
  %t = zext i32 %t32 to i64
  %base = mul i64 %t, 64
  %px = getelementptr inbounds i64, i64* %x, i64 %t
  %py = getelementptr inbounds i64, i64* %y, i64 %t
  %a = load i64, i64* %px, align 8
  %b = load i64, i64* %py, align 8
  %v1 = trunc i64 %a to i7
  %v2 = trunc i64 %b to i7
  %v3 = urem i64 %b, 7
  %v4 = trunc i64 %v3 to i7
  %v5 = add i7 %v1, %v2
  %v6 = zext i7 %v5 to i64
  %v7 = getelementptr inbounds i64, i64* %out, i64 0
  %v8 = getelementptr inbounds i64, i64* %v7, i64 %base
  store i64 %v6, i64* %v8, align 8
  %v9 = sub i7 %v1, %v2
  %v10 = zext i7 %v9 to i64
  %v11 = getelementptr inbounds i64, i64* %out, i64 1
  %v12 = getelementptr inbounds i64, i64* %v11, i64 %base
  store i64 %v10, i64* %v12, align 8
  %v13 = mul i7 %v1, %v2
  %v14 = zext i7 %v13 to i64
  %v15 = getelementptr inbounds i64, i64* %out, i64 2
  %v16 = getelementptr inbounds i64, i64* %v15, i64 %base
  store i64 %v14, i64* %v16, align 8
  %v17 = and i7 %v1, %v2
  %v18 = zext i7 %v17 to i64
  %v19 = getelementptr inbounds i64, i64* %out, i64 3
  %v20 = getelementptr inbounds i64, i64* %v19, i64 %base
  store i64 %v18, i64* %v20, align 8
  %v21 = or i7 %v1, %v2
  %v22 = zext i7 %v21 to i64
  %v23 = getelementptr inbounds i64, i64* %out, i64 4
  %v24 = getelementptr inbounds i64, i64* %v23, i64 %base
  store i64 %v22, i64* %v24, align 8
  %v25 = xor i7 %v1, %v2
  %v26 = zext i7 %v25 to i64
  %v27 = getelementptr inbounds i64, i64* %out, i64 5
  %v28 = getelementptr inbounds i64, i64* %v27, i64 %base
  store i64 %v26, i64* %v28, align 8
  %v29 = shl i7 %v1, %v4
  %v30 = zext i7 %v29 to i64
  %v31 = getelementptr inbounds i64, i64* %out, i64 6
  %v32 = getelementptr inbounds i64, i64* %v31, i64 %base
  store i64 %v30, i64* %v32, align 8
  %v33 = lshr i7 %v1, %v4
  %v34 = zext i7 %v33 to i64
  %v35 = getelementptr inbounds i64, i64* %out, i64 7
  %v36 = getelementptr inbounds i64, i64* %v35, i64 %base
  store i64 %v34, i64* %v36, align 8
  %v37 = ashr i7 %v1, %v4
  %v38 = zext i7 %v37 to i64
  %v39 = getelementptr inbounds i64, i64* %out, i64 8
  %v40 = getelementptr inbounds i64, i64* %v39, i64 %base
  store i64 %v38, i64* %v40, align 8
  %v41 = add i7 %v1, -1
  %v42 = zext i7 %v41 to i64
  %v43 = getelementptr inbounds i64, i64* %out, i64 9
  %v44 = getelementptr inbounds i64, i64* %v43, i64 %base
  store i64 %v42, i64* %v44, align 8
  %v45 = mul i7 %v1, -3
  %v46 = zext i7 %v45 to i64
  %v47 = getelementptr inbounds i64, i64* %out, i64 10
  %v48 = getelementptr inbounds i64, i64* %v47, i64 %base
  store i64 %v46, i64* %v48, align 8
  %v49 = ashr i7 %v1, 6
  %v50 = zext i7 %v49 to i64
  %v51 = getelementptr inbounds i64, i64* %out, i64 11
  %v52 = getelementptr inbounds i64, i64* %v51, i64 %base
  store i64 %v50, i64* %v52, align 8
  %v53 = shl i7 %v1, 6
  %v54 = zext i7 %v53 to i64
  %v55 = getelementptr inbounds i64, i64* %out, i64 12
  %v56 = getelementptr inbounds i64, i64* %v55, i64 %base
  store i64 %v54, i64* %v56, align 8
  %v57 = lshr i7 %v2, 1
  %v58 = or i7 %v57, 1
  %v59 = or i7 %v2, -63
  %v60 = and i7 %v59, -3
  %v61 = udiv i7 %v1, %v58
  %v62 = zext i7 %v61 to i64
  %v63 = getelementptr inbounds i64, i64* %out, i64 13
  %v64 = getelementptr inbounds i64, i64* %v63, i64 %base
  store i64 %v62, i64* %v64, align 8
  %v65 = urem i7 %v1, %v58
  %v66 = zext i7 %v65 to i64
  %v67 = getelementptr inbounds i64, i64* %out, i64 14
  %v68 = getelementptr inbounds i64, i64* %v67, i64 %base
  store i64 %v66, i64* %v68, align 8
  %v69 = sdiv i7 %v1, %v58
  %v70 = zext i7 %v69 to i64
  %v71 = getelementptr inbounds i64, i64* %out, i64 15
  %v72 = getelementptr inbounds i64, i64* %v71, i64 %base
  store i64 %v70, i64* %v72, align 8
  %v73 = srem i7 %v1, %v58
  %v74 = zext i7 %v73 to i64
  %v75 = getelementptr inbounds i64, i64* %out, i64 16
  %v76 = getelementptr inbounds i64, i64* %v75, i64 %base
  store i64 %v74, i64* %v76, align 8
  %v77 = udiv i7 %v1, %v60
  %v78 = zext i7 %v77 to i64
  %v79 = getelementptr inbounds i64, i64* %out, i64 17
  %v80 = getelementptr inbounds i64, i64* %v79, i64 %base
  store i64 %v78, i64* %v80, align 8
  %v81 = urem i7 %v1, %v60
  %v82 = zext i7 %v81 to i64
  %v83 = getelementptr inbounds i64, i64* %out, i64 18
  %v84 = getelementptr inbounds i64, i64* %v83, i64 %base
  store i64 %v82, i64* %v84, align 8
  %v85 = sdiv i7 %v1, %v60
  %v86 = zext i7 %v85 to i64
  %v87 = getelementptr inbounds i64, i64* %out, i64 19
  %v88 = getelementptr inbounds i64, i64* %v87, i64 %base
  store i64 %v86, i64* %v88, align 8
  %v89 = srem i7 %v1, %v60
  %v90 = zext i7 %v89 to i64
  %v91 = getelementptr inbounds i64, i64* %out, i64 20
  %v92 = getelementptr inbounds i64, i64* %v91, i64 %base
  store i64 %v90, i64* %v92, align 8
  %v93 = icmp eq i7 %v1, %v2
  %v94 = zext i1 %v93 to i64
  %v95 = getelementptr inbounds i64, i64* %out, i64 21
  %v96 = getelementptr inbounds i64, i64* %v95, i64 %base
  store i64 %v94, i64* %v96, align 8
  %v97 = icmp eq i7 %v1, -1
  %v98 = zext i1 %v97 to i64
  %v99 = getelementptr inbounds i64, i64* %out, i64 22
  %v100 = getelementptr inbounds i64, i64* %v99, i64 %base
  store i64 %v98, i64* %v100, align 8
  %v101 = icmp ne i7 %v1, %v2
  %v102 = zext i1 %v101 to i64
  %v103 = getelementptr inbounds i64, i64* %out, i64 23
  %v104 = getelementptr inbounds i64, i64* %v103, i64 %base
  store i64 %v102, i64* %v104, align 8
  %v105 = icmp ne i7 %v1, -1
  %v106 = zext i1 %v105 to i64
  %v107 = getelementptr inbounds i64, i64* %out, i64 24
  %v108 = getelementptr inbounds i64, i64* %v107, i64 %base
  store i64 %v106, i64* %v108, align 8
  %v109 = icmp ugt i7 %v1, %v2
  %v110 = zext i1 %v109 to i64
  %v111 = getelementptr inbounds i64, i64* %out, i64 25
  %v112 = getelementptr inbounds i64, i64* %v111, i64 %base
  store i64 %v110, i64* %v112, align 8
  %v113 = icmp ugt i7 %v1, -1
  %v114 = zext i1 %v113 to i64
  %v115 = getelementptr inbounds i64, i64* %out, i64 26
  %v116 = getelementptr inbounds i64, i64* %v115, i64 %base
  store i64 %v114, i64* %v116, align 8
  %v117 = icmp uge i7 %v1, %v2
  %v118 = zext i1 %v117 to i64
  %v119 = getelementptr inbounds i64, i64* %out, i64 27
  %v120 = getelementptr inbounds i64, i64* %v119, i64 %base
  store i64 %v118, i64* %v120, align 8
  %v121 = icmp uge i7 %v1, -1
  %v122 = zext i1 %v121 to i64
  %v123 = getelementptr inbounds i64, i64* %out, i64 28
  %v124 = getelementptr inbounds i64, i64* %v123, i64 %base
  store i64 %v122, i64* %v124, align 8
  %v125 = icmp ult i7 %v1, %v2
  %v126 = zext i1 %v125 to i64
  %v127 = getelementptr inbounds i64, i64* %out, i64 29
  %v128 = getelementptr inbounds i64, i64* %v127, i64 %base
  store i64 %v126, i64* %v128, align 8
  %v129 = icmp ult i7 %v1, -1
  %v130 = zext i1 %v129 to i64
  %v131 = getelementptr inbounds i64, i64* %out, i64 30
  %v132 = getelementptr inbounds i64, i64* %v131, i64 %base
  store i64 %v130, i64* %v132, align 8
  %v133 = icmp ule i7 %v1, %v2
  %v134 = zext i1 %v133 to i64
  %v135 = getelementptr inbounds i64, i64* %out, i64 31
  %v136 = getelementptr inbounds i64, i64* %v135, i64 %base
  store i64 %v134, i64* %v136, align 8
  %v137 = icmp ule i7 %v1, -1
  %v138 = zext i1 %v137 to i64
  %v139 = getelementptr inbounds i64, i64* %out, i64 32
  %v140 = getelementptr inbounds i64, i64* %v139, i64 %base
  store i64 %v138, i64* %v140, align 8
  %v141 = icmp sgt i7 %v1, %v2
  %v142 = zext i1 %v141 to i64
  %v143 = getelementptr inbounds i64, i64* %out, i64 33
  %v144 = getelementptr inbounds i64, i64* %v143, i64 %base
  store i64 %v142, i64* %v144, align 8
  %v145 = icmp sgt i7 %v1, -1
  %v146 = zext i1 %v145 to i64
  %v147 = getelementptr inbounds i64, i64* %out, i64 34
  %v148 = getelementptr inbounds i64, i64* %v147, i64 %base
  store i64 %v146, i64* %v148, align 8
  %v149 = icmp sge i7 %v1, %v2
  %v150 = zext i1 %v149 to i64
  %v151 = getelementptr inbounds i64, i64* %out, i64 35
  %v152 = getelementptr inbounds i64, i64* %v151, i64 %base
  store i64 %v150, i64* %v152, align 8
  %v153 = icmp sge i7 %v1, -1
  %v154 = zext i1 %v153 to i64
  %v155 = getelementptr inbounds i64, i64* %out, i64 36
  %v156 = getelementptr inbounds i64, i64* %v155, i64 %base
  store i64 %v154, i64* %v156, align 8
  %v157 = icmp slt i7 %v1, %v2
  %v158 = zext i1 %v157 to i64
  %v159 = getelementptr inbounds i64, i64* %out, i64 37
  %v160 = getelementptr inbounds i64, i64* %v159, i64 %base
  store i64 %v158, i64* %v160, align 8
  %v161 = icmp slt i7 %v1, -1
  %v162 = zext i1 %v161 to i64
  %v163 = getelementptr inbounds i64, i64* %out, i64 38
  %v164 = getelementptr inbounds i64, i64* %v163, i64 %base
  store i64 %v162, i64* %v164, align 8
  %v165 = icmp sle i7 %v1, %v2
  %v166 = zext i1 %v165 to i64
  %v167 = getelementptr inbounds i64, i64* %out, i64 39
  %v168 = getelementptr inbounds i64, i64* %v167, i64 %base
  store i64 %v166, i64* %v168, align 8
  %v169 = icmp sle i7 %v1, -1
  %v170 = zext i1 %v169 to i64
  %v171 = getelementptr inbounds i64, i64* %out, i64 40
  %v172 = getelementptr inbounds i64, i64* %v171, i64 %base
  store i64 %v170, i64* %v172, align 8
  %v173 = sext i7 %v1 to i64
  %v174 = getelementptr inbounds i64, i64* %out, i64 41
  %v175 = getelementptr inbounds i64, i64* %v174, i64 %base
  store i64 %v173, i64* %v175, align 8
  %v176 = sext i7 %v1 to i128
  %v177 = getelementptr inbounds i64, i64* %out, i64 42
  %v178 = getelementptr inbounds i64, i64* %v177, i64 %base
  %v179 = bitcast i64* %v178 to i128*
  store i128 %v176, i128* %v179, align 8
  %v180 = zext i7 %v2 to i96
  %v181 = zext i96 %v180 to i128
  %v182 = getelementptr inbounds i64, i64* %out, i64 44
  %v183 = getelementptr inbounds i64, i64* %v182, i64 %base
  %v184 = bitcast i64* %v183 to i128*
  store i128 %v181, i128* %v184, align 8
  %v185 = icmp slt i7 %v1, %v2
  %v186 = select i1 %v185, i7 %v1, i7 %v2
  %v187 = zext i7 %v186 to i64
  %v188 = getelementptr inbounds i64, i64* %out, i64 46
  %v189 = getelementptr inbounds i64, i64* %v188, i64 %base
  store i64 %v187, i64* %v189, align 8
  %v190 = sitofp i7 %v1 to double
  %v191 = bitcast double %v190 to i64
  %v192 = getelementptr inbounds i64, i64* %out, i64 47
  %v193 = getelementptr inbounds i64, i64* %v192, i64 %base
  store i64 %v191, i64* %v193, align 8
  %v194 = uitofp i7 %v1 to float
  %v195 = bitcast float %v194 to i32
  %v196 = zext i32 %v195 to i64
  %v197 = getelementptr inbounds i64, i64* %out, i64 48
  %v198 = getelementptr inbounds i64, i64* %v197, i64 %base
  store i64 %v196, i64* %v198, align 8
  %v199 = ashr i7 %v1, 1
  %v200 = sitofp i7 %v199 to double
  %v201 = fptosi double %v200 to i7
  %v202 = sext i7 %v201 to i64
  %v203 = getelementptr inbounds i64, i64* %out, i64 49
  %v204 = getelementptr inbounds i64, i64* %v203, i64 %base
  store i64 %v202, i64* %v204, align 8
  %v205 = lshr i7 %v1, 1
  %v206 = uitofp i7 %v205 to double
  %v207 = fptoui double %v206 to i7
  %v208 = zext i7 %v207 to i64
  %v209 = getelementptr inbounds i64, i64* %out, i64 50
  %v210 = getelementptr inbounds i64, i64* %v209, i64 %base
  store i64 %v208, i64* %v210, align 8
  ret void
}

define ptx_kernel void @narrow_i17(i64* %x, i64* %y, i64* %out, i8* %bytes) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %m = mul i32 %cta, %nt
  %t32 = add i32 %m, %tid
  %t = zext i32 %t32 to i64
  %base = mul i64 %t, 64
  %px = getelementptr inbounds i64, i64* %x, i64 %t
  %py = getelementptr inbounds i64, i64* %y, i64 %t
  %a = load i64, i64* %px, align 8
  %b = load i64, i64* %py, align 8
  %v1 = trunc i64 %a to i17
  %v2 = trunc i64 %b to i17
  %v3 = urem i64 %b, 17
  %v4 = trunc i64 %v3 to i17
  %v5 = add i17 %v1, %v2
  %v6 = zext i17 %v5 to i64
  %v7 = getelementptr inbounds i64, i64* %out, i64 0
  %v8 = getelementptr inbounds i64, i64* %v7, i64 %base
  store i64 %v6, i64* %v8, align 8
  %v9 = sub i17 %v1, %v2
  %v10 = zext i17 %v9 to i64
  %v11 = getelementptr inbounds i64, i64* %out, i64 1
  %v12 = getelementptr inbounds i64, i64* %v11, i64 %base
  store i64 %v10, i64* %v12, align 8
  %v13 = mul i17 %v1, %v2
  %v14 = zext i17 %v13 to i64
  %v15 = getelementptr inbounds i64, i64* %out, i64 2
  %v16 = getelementptr inbounds i64, i64* %v15, i64 %base
  store i64 %v14, i64* %v16, align 8
  %v17 = and i17 %v1, %v2
  %v18 = zext i17 %v17 to i64
  %v19 = getelementptr inbounds i64, i64* %out, i64 3
  %v20 = getelementptr inbounds i64, i64* %v19, i64 %base
  store i64 %v18, i64* %v20, align 8
  %v21 = or i17 %v1, %v2
  %v22 = zext i17 %v21 to i64
  %v23 = getelementptr inbounds i64, i64* %out, i64 4
  %v24 = getelementptr inbounds i64, i64* %v23, i64 %base
  store i64 %v22, i64* %v24, align 8
  %v25 = xor i17 %v1, %v2
  %v26 = zext i17 %v25 to i64
  %v27 = getelementptr inbounds i64, i64* %out, i64 5
  %v28 = getelementptr inbounds i64, i64* %v27, i64 %base
  store i64 %v26, i64* %v28, align 8
  %v29 = shl i17 %v1, %v4
  %v30 = zext i17 %v29 to i64
  %v31 = getelementptr inbounds i64, i64* %out, i64 6
  %v32 = getelementptr inbounds i64, i64* %v31, i64 %base
  store i64 %v30, i64* %v32, align 8
  %v33 = lshr i17 %v1, %v4
  %v34 = zext i17 %v33 to i64
  %v35 = getelementptr inbounds i64, i64* %out, i64 7
  %v36 = getelementptr inbounds i64, i64* %v35, i64 %base
  store i64 %v34, i64* %v36, align 8
  %v37 = ashr i17 %v1, %v4
  %v38 = zext i17 %v37 to i64
  %v39 = getelementptr inbounds i64, i64* %out, i64 8
  %v40 = getelementptr inbounds i64, i64* %v39, i64 %base
  store i64 %v38, i64* %v40, align 8
  %v41 = add i17 %v1, -1
  %v42 = zext i17 %v41 to i64
  %v43 = getelementptr inbounds i64, i64* %out, i64 9
  %v44 = getelementptr inbounds i64, i64* %v43, i64 %base
  store i64 %v42, i64* %v44, align 8
  %v45 = mul i17 %v1, -3
  %v46 = zext i17 %v45 to i64
  %v47 = getelementptr inbounds i64, i64* %out, i64 10
  %v48 = getelementptr inbounds i64, i64* %v47, i64 %base
  store i64 %v46, i64* %v48, align 8
  %v49 = ashr i17 %v1, 16
  %v50 = zext i17 %v49 to i64
  %v51 = getelementptr inbounds i64, i64* %out, i64 11
  %v52 = getelementptr inbounds i64, i64* %v51, i64 %base
  store i64 %v50, i64* %v52, align 8
  %v53 = shl i17 %v1, 16
  %v54 = zext i17 %v53 to i64
  %v55 = getelementptr inbounds i64, i64* %out, i64 12
  %v56 = getelementptr inbounds i64, i64* %v55, i64 %base
  store i64 %v54, i64* %v56, align 8
  %v57 = lshr i17 %v2, 1
  %v58 = or i17 %v57, 1
  %v59 = or i17 %v2, -65535
  %v60 = and i17 %v59, -3
  %v61 = udiv i17 %v1, %v58
  %v62 = zext i17 %v61 to i64
  %v63 = getelementptr inbounds i64, i64* %out, i64 13
  %v64 = getelementptr inbounds i64, i64* %v63, i64 %base
  store i64 %v62, i64* %v64, align 8
  %v65 = urem i17 %v1, %v58
  %v66 = zext i17 %v65 to i64
  %v67 = getelementptr inbounds i64, i64* %out, i64 14
  %v68 = getelementptr inbounds i64, i64* %v67, i64 %base
  store i64 %v66, i64* %v68, align 8
  %v69 = sdiv i17 %v1, %v58
  %v70 = zext i17 %v69 to i64
  %v71 = getelementptr inbounds i64, i64* %out, i64 15
  %v72 = getelementptr inbounds i64, i64* %v71, i64 %base
  store i64 %v70, i64* %v72, align 8
  %v73 = srem i17 %v1, %v58
  %v74 = zext i17 %v73 to i64
  %v75 = getelementptr inbounds i64, i64* %out, i64 16
  %v76 = getelementptr inbounds i64, i64* %v75, i64 %base
  store i64 %v74, i64* %v76, align 8
  %v77 = udiv i17 %v1, %v60
  %v78 = zext i17 %v77 to i64
  %v79 = getelementptr inbounds i64, i64* %out, i64 17
  %v80 = getelementptr inbounds i64, i64* %v79, i64 %base
  store i64 %v78, i64* %v80, align 8
  %v81 = urem i17 %v1, %v60
  %v82 = zext i17 %v81 to i64
  %v83 = getelementptr inbounds i64, i64* %out, i64 18
  %v84 = getelementptr inbounds i64, i64* %v83, i64 %base
  store i64 %v82, i64* %v84, align 8
  %v85 = sdiv i17 %v1, %v60
  %v86 = zext i17 %v85 to i64
  %v87 = getelementptr inbounds i64, i64* %out, i64 19
  %v88 = getelementptr inbounds i64, i64* %v87, i64 %base
  store i64 %v86, i64* %v88, align 8
  %v89 = srem i17 %v1, %v60
  %v90 = zext i17 %v89 to i64
  %v91 = getelementptr inbounds i64, i64* %out, i64 20
  %v92 = getelementptr inbounds i64, i64* %v91, i64 %base
  store i64 %v90, i64* %v92, align 8
  %v93 = icmp eq i17 %v1, %v2
  %v94 = zext i1 %v93 to i64
  %v95 = getelementptr inbounds i64, i64* %out, i64 21
  %v96 = getelementptr inbounds i64, i64* %v95, i64 %base
  store i64 %v94, i64* %v96, align 8
  %v97 = icmp eq i17 %v1, -1
  %v98 = zext i1 %v97 to i64
  %v99 = getelementptr inbounds i64, i64* %out, i64 22
  %v100 = getelementptr inbounds i64, i64* %v99, i64 %base
  store i64 %v98, i64* %v100, align 8
  %v101 = icmp ne i17 %v1, %v2
  %v102 = zext i1 %v101 to i64
  %v103 = getelementptr inbounds i64, i64* %out, i64 23
  %v104 = getelementptr inbounds i64, i64* %v103, i64 %base
  store i64 %v102, i64* %v104, align 8
  %v105 = icmp ne i17 %v1, -1
  %v106 = zext i1 %v105 to i64
  %v107 = getelementptr inbounds i64, i64* %out, i64 24
  %v108 = getelementptr inbounds i64, i64* %v107, i64 %base
  store i64 %v106, i64* %v108, align 8
  %v109 = icmp ugt i17 %v1, %v2
  %v110 = zext i1 %v109 to i64
  %v111 = getelementptr inbounds i64, i64* %out, i64 25
  %v112 = getelementptr inbounds i64, i64* %v111, i64 %base
  store i64 %v110, i64* %v112, align 8
  %v113 = icmp ugt i17 %v1, -1
  %v114 = zext i1 %v113 to i64
  %v115 = getelementptr inbounds i64, i64* %out, i64 26
  %v116 = getelementptr inbounds i64, i64* %v115, i64 %base
  store i64 %v114, i64* %v116, align 8
  %v117 = icmp uge i17 %v1, %v2
  %v118 = zext i1 %v117 to i64
  %v119 = getelementptr inbounds i64, i64* %out, i64 27
  %v120 = getelementptr inbounds i64, i64* %v119, i64 %base
  store i64 %v118, i64* %v120, align 8
  %v121 = icmp uge i17 %v1, -1
  %v122 = zext i1 %v121 to i64
  %v123 = getelementptr inbounds i64, i64* %out, i64 28
  %v124 = getelementptr inbounds i64, i64* %v123, i64 %base
  store i64 %v122, i64* %v124, align 8
  %v125 = icmp ult i17 %v1, %v2
  %v126 = zext i1 %v125 to i64
  %v127 = getelementptr inbounds i64, i64* %out, i64 29
  %v128 = getelementptr inbounds i64, i64* %v127, i64 %base
  store i64 %v126, i64* %v128, align 8
  %v129 = icmp ult i17 %v1, -1
  %v130 = zext i1 %v129 to i64
  %v131 = getelementptr inbounds i64, i64* %out, i64 30
  %v132 = getelementptr inbounds i64, i64* %v131, i64 %base
  store i64 %v130, i64* %v132, align 8
  %v133 = icmp ule i17 %v1, %v2
  %v134 = zext i1 %v133 to i64
  %v135 = getelementptr inbounds i64, i64* %out, i64 31
  %v136 = getelementptr inbounds i64, i64* %v135, i64 %base
  store i64 %v134, i64* %v136, align 8
  %v137 = icmp ule i17 %v1, -1
  %v138 = zext i1 %v137 to i64
  %v139 = getelementptr inbounds i64, i64* %out, i64 32
  %v140 = getelementptr inbounds i64, i64* %v139, i64 %base
  store i64 %v138, i64* %v140, align 8
  %v141 = icmp sgt i17 %v1, %v2
  %v142 = zext i1 %v141 to i64
  %v143 = getelementptr inbounds i64, i64* %out, i64 33
  %v144 = getelementptr inbounds i64, i64* %v143, i64 %base
  store i64 %v142, i64* %v144, align 8
  %v145 = icmp sgt i17 %v1, -1
  %v146 = zext i1 %v145 to i64
  %v147 = getelementptr inbounds i64, i64* %out, i64 34
  %v148 = getelementptr inbounds i64, i64* %v147, i64 %base
  store i64 %v146, i64* %v148, align 8
  %v149 = icmp sge i17 %v1, %v2
  %v150 = zext i1 %v149 to i64
  %v151 = getelementptr inbounds i64, i64* %out, i64 35
  %v152 = getelementptr inbounds i64, i64* %v151, i64 %base
  store i64 %v150, i64* %v152, align 8
  %v153 = icmp sge i17 %v1, -1
  %v154 = zext i1 %v153 to i64
  %v155 = getelementptr inbounds i64, i64* %out, i64 36
  %v156 = getelementptr inbounds i64, i64* %v155, i64 %base
  store i64 %v154, i64* %v156, align 8
  %v157 = icmp slt i17 %v1, %v2
  %v158 = zext i1 %v157 to i64
  %v159 = getelementptr inbounds i64, i64* %out, i64 37
  %v160 = getelementptr inbounds i64, i64* %v159, i64 %base
  store i64 %v158, i64* %v160, align 8
  %v161 = icmp slt i17 %v1, -1
  %v162 = zext i1 %v161 to i64
  %v163 = getelementptr inbounds i64, i64* %out, i64 38
  %v164 = getelementptr inbounds i64, i64* %v163, i64 %base
  store i64 %v162, i64* %v164, align 8
  %v165 = icmp sle i17 %v1, %v2
  %v166 = zext i1 %v165 to i64
  %v167 = getelementptr inbounds i64, i64* %out, i64 39
  %v168 = getelementptr inbounds i64, i64* %v167, i64 %base
  store i64 %v166, i64* %v168, align 8
  %v169 = icmp sle i17 %v1, -1
  %v170 = zext i1 %v169 to i64
  %v171 = getelementptr inbounds i64, i64* %out, i64 40
  %v172 = getelementptr inbounds i64, i64* %v171, i64 %base
  store i64 %v170, i64* %v172, align 8
  %v173 = sext i17 %v1 to i64
  %v174 = getelementptr inbounds i64, i64* %out, i64 41
  %v175 = getelementptr inbounds i64, i64* %v174, i64 %base
  store i64 %v173, i64* %v175, align 8
  %v176 = sext i17 %v1 to i128
  %v177 = getelementptr inbounds i64, i64* %out, i64 42
  %v178 = getelementptr inbounds i64, i64* %v177, i64 %base
  %v179 = bitcast i64* %v178 to i128*
  store i128 %v176, i128* %v179, align 8
  %v180 = zext i17 %v2 to i96
  %v181 = zext i96 %v180 to i128
  %v182 = getelementptr inbounds i64, i64* %out, i64 44
  %v183 = getelementptr inbounds i64, i64* %v182, i64 %base
  %v184 = bitcast i64* %v183 to i128*
  store i128 %v181, i128* %v184, align 8
  %v185 = icmp slt i17 %v1, %v2
  %v186 = select i1 %v185, i17 %v1, i17 %v2
  %v187 = zext i17 %v186 to i64
  %v188 = getelementptr inbounds i64, i64* %out, i64 46
  %v189 = getelementptr inbounds i64, i64* %v188, i64 %base
  store i64 %v187, i64* %v189, align 8
  %v190 = sitofp i17 %v1 to double
  %v191 = bitcast double %v190 to i64
  %v192 = getelementptr inbounds i64, i64* %out, i64 47
  %v193 = getelementptr inbounds i64, i64* %v192, i64 %base
  store i64 %v191, i64* %v193, align 8
  %v194 = uitofp i17 %v1 to float
  %v195 = bitcast float %v194 to i32
  %v196 = zext i32 %v195 to i64
  %v197 = getelementptr inbounds i64, i64* %out, i64 48
  %v198 = getelementptr inbounds i64, i64* %v197, i64 %base
  store i64 %v196, i64* %v198, align 8
  %v199 = ashr i17 %v1, 1
  %v200 = sitofp i17 %v199 to double
  %v201 = fptosi double %v200 to i17
  %v202 = sext i17 %v201 to i64
  %v203 = getelementptr inbounds i64, i64* %out, i64 49
  %v204 = getelementptr inbounds i64, i64* %v203, i64 %base
  store i64 %v202, i64* %v204, align 8
  %v205 = lshr i17 %v1, 1
  %v206 = uitofp i17 %v205 to double
  %v207 = fptoui double %v206 to i17
  %v208 = zext i17 %v207 to i64
  %v209 = getelementptr inbounds i64, i64* %out, i64 50
  %v210 = getelementptr inbounds i64, i64* %v209, i64 %base
  store i64 %v208, i64* %v210, align 8
  ret void
}

define ptx_kernel void @narrow_i24(i64* %x, i64* %y, i64* %out, i8* %bytes) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %m = mul i32 %cta, %nt
  %t32 = add i32 %m, %tid
  %t = zext i32 %t32 to i64
  %base = mul i64 %t, 64
  %px = getelementptr inbounds i64, i64* %x, i64 %t
  %py = getelementptr inbounds i64, i64* %y, i64 %t
  %a = load i64, i64* %px, align 8
  %b = load i64, i64* %py, align 8
  %v1 = trunc i64 %a to i24
  %v2 = trunc i64 %b to i24
  %v3 = urem i64 %b, 24
  %v4 = trunc i64 %v3 to i24
  %v5 = add i24 %v1, %v2
  %v6 = zext i24 %v5 to i64
  %v7 = getelementptr inbounds i64, i64* %out, i64 0
  %v8 = getelementptr inbounds i64, i64* %v7, i64 %base
  store i64 %v6, i64* %v8, align 8
  %v9 = sub i24 %v1, %v2
  %v10 = zext i24 %v9 to i64
  %v11 = getelementptr inbounds i64, i64* %out, i64 1
  %v12 = getelementptr inbounds i64, i64* %v11, i64 %base
  store i64 %v10, i64* %v12, align 8
  %v13 = mul i24 %v1, %v2
  %v14 = zext i24 %v13 to i64
  %v15 = getelementptr inbounds i64, i64* %out, i64 2
  %v16 = getelementptr inbounds i64, i64* %v15, i64 %base
  store i64 %v14, i64* %v16, align 8
  %v17 = and i24 %v1, %v2
  %v18 = zext i24 %v17 to i64
  %v19 = getelementptr inbounds i64, i64* %out, i64 3
  %v20 = getelementptr inbounds i64, i64* %v19, i64 %base
  store i64 %v18, i64* %v20, align 8
  %v21 = or i24 %v1, %v2
  %v22 = zext i24 %v21 to i64
  %v23 = getelementptr inbounds i64, i64* %out, i64 4
  %v24 = getelementptr inbounds i64, i64* %v23, i64 %base
  store i64 %v22, i64* %v24, align 8
  %v25 = xor i24 %v1, %v2
  %v26 = zext i24 %v25 to i64
  %v27 = getelementptr inbounds i64, i64* %out, i64 5
  %v28 = getelementptr inbounds i64, i64* %v27, i64 %base
  store i64 %v26, i64* %v28, align 8
  %v29 = shl i24 %v1, %v4
  %v30 = zext i24 %v29 to i64
  %v31 = getelementptr inbounds i64, i64* %out, i64 6
  %v32 = getelementptr inbounds i64, i64* %v31, i64 %base
  store i64 %v30, i64* %v32, align 8
  %v33 = lshr i24 %v1, %v4
  %v34 = zext i24 %v33 to i64
  %v35 = getelementptr inbounds i64, i64* %out, i64 7
  %v36 = getelementptr inbounds i64, i64* %v35, i64 %base
  store i64 %v34, i64* %v36, align 8
  %v37 = ashr i24 %v1, %v4
  %v38 = zext i24 %v37 to i64
  %v39 = getelementptr inbounds i64, i64* %out, i64 8
  %v40 = getelementptr inbounds i64, i64* %v39, i64 %base
  store i64 %v38, i64* %v40, align 8
  %v41 = add i24 %v1, -1
  %v42 = zext i24 %v41 to i64
  %v43 = getelementptr inbounds i64, i64* %out, i64 9
  %v44 = getelementptr inbounds i64, i64* %v43, i64 %base
  store i64 %v42, i64* %v44, align 8
  %v45 = mul i24 %v1, -3
  %v46 = zext i24 %v45 to i64
  %v47 = getelementptr inbounds i64, i64* %out, i64 10
  %v48 = getelementptr inbounds i64, i64* %v47, i64 %base
  store i64 %v46, i64* %v48, align 8
  %v49 = ashr i24 %v1, 23
  %v50 = zext i24 %v49 to i64
  %v51 = getelementptr inbounds i64, i64* %out, i64 11
  %v52 = getelementptr inbounds i64, i64* %v51, i64 %base
  store i64 %v50, i64* %v52, align 8
  %v53 = shl i24 %v1, 23
  %v54 = zext i24 %v53 to i64
  %v55 = getelementptr inbounds i64, i64* %out, i64 12
  %v56 = getelementptr inbounds i64, i64* %v55, i64 %base
  store i64 %v54, i64* %v56, align 8
  %v57 = lshr i24 %v2, 1
  %v58 = or i24 %v57, 1
  %v59 = or i24 %v2, -8388607
  %v60 = and i24 %v59, -3
  %v61 = udiv i24 %v1, %v58
  %v62 = zext i24 %v61 to i64
  %v63 = getelementptr inbounds i64, i64* %out, i64 13
  %v64 = getelementptr inbounds i64, i64* %v63, i64 %base
  store i64 %v62, i64* %v64, align 8
  %v65 = urem i24 %v1, %v58
  %v66 = zext i24 %v65 to i64
  %v67 = getelementptr inbounds i64, i64* %out, i64 14
  %v68 = getelementptr inbounds i64, i64* %v67, i64 %base
  store i64 %v66, i64* %v68, align 8
  %v69 = sdiv i24 %v1, %v58
  %v70 = zext i24 %v69 to i64
  %v71 = getelementptr inbounds i64, i64* %out, i64 15
  %v72 = getelementptr inbounds i64, i64* %v71, i64 %base
  store i64 %v70, i64* %v72, align 8
  %v73 = srem i24 %v1, %v58
  %v74 = zext i24 %v73 to i64
  %v75 = getelementptr inbounds i64, i64* %out, i64 16
  %v76 = getelementptr inbounds i64, i64* %v75, i64 %base
  store i64 %v74, i64* %v76, align 8
  %v77 = udiv i24 %v1, %v60
  %v78 = zext i24 %v77 to i64
  %v79 = getelementptr inbounds i64, i64* %out, i64 17
  %v80 = getelementptr inbounds i64, i64* %v79, i64 %base
  store i64 %v78, i64* %v80, align 8
  %v81 = urem i24 %v1, %v60
  %v82 = zext i24 %v81 to i64
  %v83 = getelementptr inbounds i64, i64* %out, i64 18
  %v84 = getelementptr inbounds i64, i64* %v83, i64 %base
  store i64 %v82, i64* %v84, align 8
  %v85 = sdiv i24 %v1, %v60
  %v86 = zext i24 %v85 to i64
  %v87 = getelementptr inbounds i64, i64* %out, i64 19
  %v88 = getelementptr inbounds i64, i64* %v87, i64 %base
  store i64 %v86, i64* %v88, align 8
  %v89 = srem i24 %v1, %v60
  %v90 = zext i24 %v89 to i64
  %v91 = getelementptr inbounds i64, i64* %out, i64 20
  %v92 = getelementptr inbounds i64, i64* %v91, i64 %base
  store i64 %v90, i64* %v92, align 8
  %v93 = icmp eq i24 %v1, %v2
  %v94 = zext i1 %v93 to i64
  %v95 = getelementptr inbounds i64, i64* %out, i64 21
  %v96 = getelementptr inbounds i64, i64* %v95, i64 %base
  store i64 %v94, i64* %v96, align 8
  %v97 = icmp eq i24 %v1, -1
  %v98 = zext i1 %v97 to i64
  %v99 = getelementptr inbounds i64, i64* %out, i64 22
  %v100 = getelementptr inbounds i64, i64* %v99, i64 %base
  store i64 %v98, i64* %v100, align 8
  %v101 = icmp ne i24 %v1, %v2
  %v102 = zext i1 %v101 to i64
  %v103 = getelementptr inbounds i64, i64* %out, i64 23
  %v104 = getelementptr inbounds i64, i64* %v103, i64 %base
  store i64 %v102, i64* %v104, align 8
  %v105 = icmp ne i24 %v1, -1
  %v106 = zext i1 %v105 to i64
  %v107 = getelementptr inbounds i64, i64* %out, i64 24
  %v108 = getelementptr inbounds i64, i64* %v107, i64 %base
  store i64 %v106, i64* %v108, align 8
  %v109 = icmp ugt i24 %v1, %v2
  %v110 = zext i1 %v109 to i64
  %v111 = getelementptr inbounds i64, i64* %out, i64 25
  %v112 = getelementptr inbounds i64, i64* %v111, i64 %base
  store i64 %v110, i64* %v112, align 8
  %v113 = icmp ugt i24 %v1, -1
  %v114 = zext i1 %v113 to i64
  %v115 = getelementptr inbounds i64, i64* %out, i64 26
  %v116 = getelementptr inbounds i64, i64* %v115, i64 %base
  store i64 %v114, i64* %v116, align 8
  %v117 = icmp uge i24 %v1, %v2
  %v118 = zext i1 %v117 to i64
  %v119 = getelementptr inbounds i64, i64* %out, i64 27
  %v120 = getelementptr inbounds i64, i64* %v119, i64 %base
  store i64 %v118, i64* %v120, align 8
  %v121 = icmp uge i24 %v1, -1
  %v122 = zext i1 %v121 to i64
  %v123 = getelementptr inbounds i64, i64* %out, i64 28
  %v124 = getelementptr inbounds i64, i64* %v123, i64 %base
  store i64 %v122, i64* %v124, align 8
  %v125 = icmp ult i24 %v1, %v2
  %v126 = zext i1 %v125 to i64
  %v127 = getelementptr inbounds i64, i64* %out, i64 29
  %v128 = getelementptr inbounds i64, i64* %v127, i64 %base
  store i64 %v126, i64* %v128, align 8
  %v129 = icmp ult i24 %v1, -1
  %v130 = zext i1 %v129 to i64
  %v131 = getelementptr inbounds i64, i64* %out, i64 30
  %v132 = getelementptr inbounds i64, i64* %v131, i64 %base
  store i64 %v130, i64* %v132, align 8
  %v133 = icmp ule i24 %v1, %v2
  %v134 = zext i1 %v133 to i64
  %v135 = getelementptr inbounds i64, i64* %out, i64 31
  %v136 = getelementptr inbounds i64, i64* %v135, i64 %base
  store i64 %v134, i64* %v136, align 8
  %v137 = icmp ule i24 %v1, -1
  %v138 = zext i1 %v137 to i64
  %v139 = getelementptr inbounds i64, i64* %out, i64 32
  %v140 = getelementptr inbounds i64, i64* %v139, i64 %base
  store i64 %v138, i64* %v140, align 8
  %v141 = icmp sgt i24 %v1, %v2
  %v142 = zext i1 %v141 to i64
  %v143 = getelementptr inbounds i64, i64* %out, i64 33
  %v144 = getelementptr inbounds i64, i64* %v143, i64 %base
  store i64 %v142, i64* %v144, align 8
  %v145 = icmp sgt i24 %v1, -1
  %v146 = zext i1 %v145 to i64
  %v147 = getelementptr inbounds i64, i64* %out, i64 34
  %v148 = getelementptr inbounds i64, i64* %v147, i64 %base
  store i64 %v146, i64* %v148, align 8
  %v149 = icmp sge i24 %v1, %v2
  %v150 = zext i1 %v149 to i64
  %v151 = getelementptr inbounds i64, i64* %out, i64 35
  %v152 = getelementptr inbounds i64, i64* %v151, i64 %base
  store i64 %v150, i64* %v152, align 8
  %v153 = icmp sge i24 %v1, -1
  %v154 = zext i1 %v153 to i64
  %v155 = getelementptr inbounds i64, i64* %out, i64 36
  %v156 = getelementptr inbounds i64, i64* %v155, i64 %base
  store i64 %v154, i64* %v156, align 8
  %v157 = icmp slt i24 %v1, %v2
  %v158 = zext i1 %v157 to i64
  %v159 = getelementptr inbounds i64, i64* %out, i64 37
  %v160 = getelementptr inbounds i64, i64* %v159, i64 %base
  store i64 %v158, i64* %v160, align 8
  %v161 = icmp slt i24 %v1, -1
  %v162 = zext i1 %v161 to i64
  %v163 = getelementptr inbounds i64, i64* %out, i64 38
  %v164 = getelementptr inbounds i64, i64* %v163, i64 %base
  store i64 %v162, i64* %v164, align 8
  %v165 = icmp sle i24 %v1, %v2
  %v166 = zext i1 %v165 to i64
  %v167 = getelementptr inbounds i64, i64* %out, i64 39
  %v168 = getelementptr inbounds i64, i64* %v167, i64 %base
  store i64 %v166, i64* %v168, align 8
  %v169 = icmp sle i24 %v1, -1
  %v170 = zext i1 %v169 to i64
  %v171 = getelementptr inbounds i64, i64* %out, i64 40
  %v172 = getelementptr inbounds i64, i64* %v171, i64 %base
  store i64 %v170, i64* %v172, align 8
  %v173 = sext i24 %v1 to i64
  %v174 = getelementptr inbounds i64, i64* %out, i64 41
  %v175 = getelementptr inbounds i64, i64* %v174, i64 %base
  store i64 %v173, i64* %v175, align 8
  %v176 = sext i24 %v1 to i128
  %v177 = getelementptr inbounds i64, i64* %out, i64 42
  %v178 = getelementptr inbounds i64, i64* %v177, i64 %base
  %v179 = bitcast i64* %v178 to i128*
  store i128 %v176, i128* %v179, align 8
  %v180 = zext i24 %v2 to i96
  %v181 = zext i96 %v180 to i128
  %v182 = getelementptr inbounds i64, i64* %out, i64 44
  %v183 = getelementptr inbounds i64, i64* %v182, i64 %base
  %v184 = bitcast i64* %v183 to i128*
  store i128 %v181, i128* %v184, align 8
  %v185 = icmp slt i24 %v1, %v2
  %v186 = select i1 %v185, i24 %v1, i24 %v2
  %v187 = zext i24 %v186 to i64
  %v188 = getelementptr inbounds i64, i64* %out, i64 46
  %v189 = getelementptr inbounds i64, i64* %v188, i64 %base
  store i64 %v187, i64* %v189, align 8
  %v190 = sitofp i24 %v1 to double
  %v191 = bitcast double %v190 to i64
  %v192 = getelementptr inbounds i64, i64* %out, i64 47
  %v193 = getelementptr inbounds i64, i64* %v192, i64 %base
  store i64 %v191, i64* %v193, align 8
  %v194 = uitofp i24 %v1 to float
  %v195 = bitcast float %v194 to i32
  %v196 = zext i32 %v195 to i64
  %v197 = getelementptr inbounds i64, i64* %out, i64 48
  %v198 = getelementptr inbounds i64, i64* %v197, i64 %base
  store i64 %v196, i64* %v198, align 8
  %v199 = ashr i24 %v1, 1
  %v200 = sitofp i24 %v199 to double
  %v201 = fptosi double %v200 to i24
  %v202 = sext i24 %v201 to i64
  %v203 = getelementptr inbounds i64, i64* %out, i64 49
  %v204 = getelementptr inbounds i64, i64* %v203, i64 %base
  store i64 %v202, i64* %v204, align 8
  %v205 = lshr i24 %v1, 1
  %v206 = uitofp i24 %v205 to double
  %v207 = fptoui double %v206 to i24
  %v208 = zext i24 %v207 to i64
  %v209 = getelementptr inbounds i64, i64* %out, i64 50
  %v210 = getelementptr inbounds i64, i64* %v209, i64 %base
  store i64 %v208, i64* %v210, align 8
  ret void
}

define ptx_kernel void @narrow_i33(i64* %x, i64* %y, i64* %out, i8* %bytes) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %m = mul i32 %cta, %nt
  %t32 = add i32 %m, %tid
  %t = zext i32 %t32 to i64
  %base = mul i64 %t, 64
  %px = getelementptr inbounds i64, i64* %x, i64 %t
  %py = getelementptr inbounds i64, i64* %y, i64 %t
  %a = load i64, i64* %px, align 8
  %b = load i64, i64* %py, align 8
  %v1 = trunc i64 %a to i33
  %v2 = trunc i64 %b to i33
  %v3 = urem i64 %b, 33
  %v4 = trunc i64 %v3 to i33
  %v5 = add i33 %v1, %v2
  %v6 = zext i33 %v5 to i64
  %v7 = getelementptr inbounds i64, i64* %out, i64 0
  %v8 = getelementptr inbounds i64, i64* %v7, i64 %base
  store i64 %v6, i64* %v8, align 8
  %v9 = sub i33 %v1, %v2
  %v10 = zext i33 %v9 to i64
  %v11 = getelementptr inbounds i64, i64* %out, i64 1
  %v12 = getelementptr inbounds i64, i64* %v11, i64 %base
  store i64 %v10, i64* %v12, align 8
  %v13 = mul i33 %v1, %v2
  %v14 = zext i33 %v13 to i64
  %v15 = getelementptr inbounds i64, i64* %out, i64 2
  %v16 = getelementptr inbounds i64, i64* %v15, i64 %base
  store i64 %v14, i64* %v16, align 8
  %v17 = and i33 %v1, %v2
  %v18 = zext i33 %v17 to i64
  %v19 = getelementptr inbounds i64, i64* %out, i64 3
  %v20 = getelementptr inbounds i64, i64* %v19, i64 %base
  store i64 %v18, i64* %v20, align 8
  %v21 = or i33 %v1, %v2
  %v22 = zext i33 %v21 to i64
  %v23 = getelementptr inbounds i64, i64* %out, i64 4
  %v24 = getelementptr inbounds i64, i64* %v23, i64 %base
  store i64 %v22, i64* %v24, align 8
  %v25 = xor i33 %v1, %v2
  %v26 = zext i33 %v25 to i64
  %v27 = getelementptr inbounds i64, i64* %out, i64 5
  %v28 = getelementptr inbounds i64, i64* %v27, i64 %base
  store i64 %v26, i64* %v28, align 8
  %v29 = shl i33 %v1, %v4
  %v30 = zext i33 %v29 to i64
  %v31 = getelementptr inbounds i64, i64* %out, i64 6
  %v32 = getelementptr inbounds i64, i64* %v31, i64 %base
  store i64 %v30, i64* %v32, align 8
  %v33 = lshr i33 %v1, %v4
  %v34 = zext i33 %v33 to i64
  %v35 = getelementptr inbounds i64, i64* %out, i64 7
  %v36 = getelementptr inbounds i64, i64* %v35, i64 %base
  store i64 %v34, i64* %v36, align 8
  %v37 = ashr i33 %v1, %v4
  %v38 = zext i33 %v37 to i64
  %v39 = getelementptr inbounds i64, i64* %out, i64 8
  %v40 = getelementptr inbounds i64, i64* %v39, i64 %base
  store i64 %v38, i64* %v40, align 8
  %v41 = add i33 %v1, -1
  %v42 = zext i33 %v41 to i64
  %v43 = getelementptr inbounds i64, i64* %out, i64 9
  %v44 = getelementptr inbounds i64, i64* %v43, i64 %base
  store i64 %v42, i64* %v44, align 8
  %v45 = mul i33 %v1, -3
  %v46 = zext i33 %v45 to i64
  %v47 = getelementptr inbounds i64, i64* %out, i64 10
  %v48 = getelementptr inbounds i64, i64* %v47, i64 %base
  store i64 %v46, i64* %v48, align 8
  %v49 = ashr i33 %v1, 32
  %v50 = zext i33 %v49 to i64
  %v51 = getelementptr inbounds i64, i64* %out, i64 11
  %v52 = getelementptr inbounds i64, i64* %v51, i64 %base
  store i64 %v50, i64* %v52, align 8
  %v53 = shl i33 %v1, 32
  %v54 = zext i33 %v53 to i64
  %v55 = getelementptr inbounds i64, i64* %out, i64 12
  %v56 = getelementptr inbounds i64, i64* %v55, i64 %base
  store i64 %v54, i64* %v56, align 8
  %v57 = lshr i33 %v2, 1
  %v58 = or i33 %v57, 1
  %v59 = or i33 %v2, -4294967295
  %v60 = and i33 %v59, -3
  %v61 = udiv i33 %v1, %v58
  %v62 = zext i33 %v61 to i64
  %v63 = getelementptr inbounds i64, i64* %out, i64 13
  %v64 = getelementptr inbounds i64, i64* %v63, i64 %base
  store i64 %v62, i64* %v64, align 8
  %v65 = urem i33 %v1, %v58
  %v66 = zext i33 %v65 to i64
  %v67 = getelementptr inbounds i64, i64* %out, i64 14
  %v68 = getelementptr inbounds i64, i64* %v67, i64 %base
  store i64 %v66, i64* %v68, align 8
  %v69 = sdiv i33 %v1, %v58
  %v70 = zext i33 %v69 to i64
  %v71 = getelementptr inbounds i64, i64* %out, i64 15
  %v72 = getelementptr inbounds i64, i64* %v71, i64 %base
  store i64 %v70, i64* %v72, align 8
  %v73 = srem i33 %v1, %v58
  %v74 = zext i33 %v73 to i64
  %v75 = getelementptr inbounds i64, i64* %out, i64 16
  %v76 = getelementptr inbounds i64, i64* %v75, i64 %base
  store i64 %v74, i64* %v76, align 8
  %v77 = udiv i33 %v1, %v60
  %v78 = zext i33 %v77 to i64
  %v79 = getelementptr inbounds i64, i64* %out, i64 17
  %v80 = getelementptr inbounds i64, i64* %v79, i64 %base
  store i64 %v78, i64* %v80, align 8
  %v81 = urem i33 %v1, %v60
  %v82 = zext i33 %v81 to i64
  %v83 = getelementptr inbounds i64, i64* %out, i64 18
  %v84 = getelementptr inbounds i64, i64* %v83, i64 %base
  store i64 %v82, i64* %v84, align 8
  %v85 = sdiv i33 %v1, %v60
  %v86 = zext i33 %v85 to i64
  %v87 = getelementptr inbounds i64, i64* %out, i64 19
  %v88 = getelementptr inbounds i64, i64* %v87, i64 %base
  store i64 %v86, i64* %v88, align 8
  %v89 = srem i33 %v1, %v60
  %v90 = zext i33 %v89 to i64
  %v91 = getelementptr inbounds i64, i64* %out, i64 20
  %v92 = getelementptr inbounds i64, i64* %v91, i64 %base
  store i64 %v90, i64* %v92, align 8
  %v93 = icmp eq i33 %v1, %v2
  %v94 = zext i1 %v93 to i64
  %v95 = getelementptr inbounds i64, i64* %out, i64 21
  %v96 = getelementptr inbounds i64, i64* %v95, i64 %base
  store i64 %v94, i64* %v96, align 8
  %v97 = icmp eq i33 %v1, -1
  %v98 = zext i1 %v97 to i64
  %v99 = getelementptr inbounds i64, i64* %out, i64 22
  %v100 = getelementptr inbounds i64, i64* %v99, i64 %base
  store i64 %v98, i64* %v100, align 8
  %v101 = icmp ne i33 %v1, %v2
  %v102 = zext i1 %v101 to i64
  %v103 = getelementptr inbounds i64, i64* %out, i64 23
  %v104 = getelementptr inbounds i64, i64* %v103, i64 %base
  store i64 %v102, i64* %v104, align 8
  %v105 = icmp ne i33 %v1, -1
  %v106 = zext i1 %v105 to i64
  %v107 = getelementptr inbounds i64, i64* %out, i64 24
  %v108 = getelementptr inbounds i64, i64* %v107, i64 %base
  store i64 %v106, i64* %v108, align 8
  %v109 = icmp ugt i33 %v1, %v2
  %v110 = zext i1 %v109 to i64
  %v111 = getelementptr inbounds i64, i64* %out, i64 25
  %v112 = getelementptr inbounds i64, i64* %v111, i64 %base
  store i64 %v110, i64* %v112, align 8
  %v113 = icmp ugt i33 %v1, -1
  %v114 = zext i1 %v113 to i64
  %v115 = getelementptr inbounds i64, i64* %out, i64 26
  %v116 = getelementptr inbounds i64, i64* %v115, i64 %base
  store i64 %v114, i64* %v116, align 8
  %v117 = icmp uge i33 %v1, %v2
  %v118 = zext i1 %v117 to i64
  %v119 = getelementptr inbounds i64, i64* %out, i64 27
  %v120 = getelementptr inbounds i64, i64* %v119, i64 %base
  store i64 %v118, i64* %v120, align 8
  %v121 = icmp uge i33 %v1, -1
  %v122 = zext i1 %v121 to i64
  %v123 = getelementptr inbounds i64, i64* %out, i64 28
  %v124 = getelementptr inbounds i64, i64* %v123, i64 %base
  store i64 %v122, i64* %v124, align 8
  %v125 = icmp ult i33 %v1, %v2
  %v126 = zext i1 %v125 to i64
  %v127 = getelementptr inbounds i64, i64* %out, i64 29
  %v128 = getelementptr inbounds i64, i64* %v127, i64 %base
  store i64 %v126, i64* %v128, align 8
  %v129 = icmp ult i33 %v1, -1
  %v130 = zext i1 %v129 to i64
  %v131 = getelementptr inbounds i64, i64* %out, i64 30
  %v132 = getelementptr inbounds i64, i64* %v131, i64 %base
  store i64 %v130, i64* %v132, align 8
  %v133 = icmp ule i33 %v1, %v2
  %v134 = zext i1 %v133 to i64
  %v135 = getelementptr inbounds i64, i64* %out, i64 31
  %v136 = getelementptr inbounds i64, i64* %v135, i64 %base
  store i64 %v134, i64* %v136, align 8
  %v137 = icmp ule i33 %v1, -1
  %v138 = zext i1 %v137 to i64
  %v139 = getelementptr inbounds i64, i64* %out, i64 32
  %v140 = getelementptr inbounds i64, i64* %v139, i64 %base
  store i64 %v138, i64* %v140, align 8
  %v141 = icmp sgt i33 %v1, %v2
  %v142 = zext i1 %v141 to i64
  %v143 = getelementptr inbounds i64, i64* %out, i64 33
  %v144 = getelementptr inbounds i64, i64* %v143, i64 %base
  store i64 %v142, i64* %v144, align 8
  %v145 = icmp sgt i33 %v1, -1
  %v146 = zext i1 %v145 to i64
  %v147 = getelementptr inbounds i64, i64* %out, i64 34
  %v148 = getelementptr inbounds i64, i64* %v147, i64 %base
  store i64 %v146, i64* %v148, align 8
  %v149 = icmp sge i33 %v1, %v2
  %v150 = zext i1 %v149 to i64
  %v151 = getelementptr inbounds i64, i64* %out, i64 35
  %v152 = getelementptr inbounds i64, i64* %v151, i64 %base
  store i64 %v150, i64* %v152, align 8
  %v153 = icmp sge i33 %v1, -1
  %v154 = zext i1 %v153 to i64
  %v155 = getelementptr inbounds i64, i64* %out, i64 36
  %v156 = getelementptr inbounds i64, i64* %v155, i64 %base
  store i64 %v154, i64* %v156, align 8
  %v157 = icmp slt i33 %v1, %v2
  %v158 = zext i1 %v157 to i64
  %v159 = getelementptr inbounds i64, i64* %out, i64 37
  %v160 = getelementptr inbounds i64, i64* %v159, i64 %base
  store i64 %v158, i64* %v160, align 8
  %v161 = icmp slt i33 %v1, -1
  %v162 = zext i1 %v161 to i64
  %v163 = getelementptr inbounds i64, i64* %out, i64 38
  %v164 = getelementptr inbounds i64, i64* %v163, i64 %base
  store i64 %v162, i64* %v164, align 8
  %v165 = icmp sle i33 %v1, %v2
  %v166 = zext i1 %v165 to i64
  %v167 = getelementptr inbounds i64, i64* %out, i64 39
  %v168 = getelementptr inbounds i64, i64* %v167, i64 %base
  store i64 %v166, i64* %v168, align 8
  %v169 = icmp sle i33 %v1, -1
  %v170 = zext i1 %v169 to i64
  %v171 = getelementptr inbounds i64, i64* %out, i64 40
  %v172 = getelementptr inbounds i64, i64* %v171, i64 %base
  store i64 %v170, i64* %v172, align 8
  %v173 = sext i33 %v1 to i64
  %v174 = getelementptr inbounds i64, i64* %out, i64 41
  %v175 = getelementptr inbounds i64, i64* %v174, i64 %base
  store i64 %v173, i64* %v175, align 8
  %v176 = sext i33 %v1 to i128
  %v177 = getelementptr inbounds i64, i64* %out, i64 42
  %v178 = getelementptr inbounds i64, i64* %v177, i64 %base
  %v179 = bitcast i64* %v178 to i128*
  store i128 %v176, i128* %v179, align 8
  %v180 = zext i33 %v2 to i96
  %v181 = zext i96 %v180 to i128
  %v182 = getelementptr inbounds i64, i64* %out, i64 44
  %v183 = getelementptr inbounds i64, i64* %v182, i64 %base
  %v184 = bitcast i64* %v183 to i128*
  store i128 %v181, i128* %v184, align 8
  %v185 = icmp slt i33 %v1, %v2
  %v186 = select i1 %v185, i33 %v1, i33 %v2
  %v187 = zext i33 %v186 to i64
  %v188 = getelementptr inbounds i64, i64* %out, i64 46
  %v189 = getelementptr inbounds i64, i64* %v188, i64 %base
  store i64 %v187, i64* %v189, align 8
  %v190 = sitofp i33 %v1 to double
  %v191 = bitcast double %v190 to i64
  %v192 = getelementptr inbounds i64, i64* %out, i64 47
  %v193 = getelementptr inbounds i64, i64* %v192, i64 %base
  store i64 %v191, i64* %v193, align 8
  %v194 = uitofp i33 %v1 to float
  %v195 = bitcast float %v194 to i32
  %v196 = zext i32 %v195 to i64
  %v197 = getelementptr inbounds i64, i64* %out, i64 48
  %v198 = getelementptr inbounds i64, i64* %v197, i64 %base
  store i64 %v196, i64* %v198, align 8
  %v199 = ashr i33 %v1, 1
  %v200 = sitofp i33 %v199 to double
  %v201 = fptosi double %v200 to i33
  %v202 = sext i33 %v201 to i64
  %v203 = getelementptr inbounds i64, i64* %out, i64 49
  %v204 = getelementptr inbounds i64, i64* %v203, i64 %base
  store i64 %v202, i64* %v204, align 8
  %v205 = lshr i33 %v1, 1
  %v206 = uitofp i33 %v205 to double
  %v207 = fptoui double %v206 to i33
  %v208 = zext i33 %v207 to i64
  %v209 = getelementptr inbounds i64, i64* %out, i64 50
  %v210 = getelementptr inbounds i64, i64* %v209, i64 %base
  store i64 %v208, i64* %v210, align 8
  ret void
}

define ptx_kernel void @narrow_i48(i64* %x, i64* %y, i64* %out, i8* %bytes) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %m = mul i32 %cta, %nt
  %t32 = add i32 %m, %tid
  %t = zext i32 %t32 to i64
  %base = mul i64 %t, 64
  %px = getelementptr inbounds i64, i64* %x, i64 %t
  %py = getelementptr inbounds i64, i64* %y, i64 %t
  %a = load i64, i64* %px, align 8
  %b = load i64, i64* %py, align 8
  %v1 = trunc i64 %a to i48
  %v2 = trunc i64 %b to i48
  %v3 = urem i64 %b, 48
  %v4 = trunc i64 %v3 to i48
  %v5 = add i48 %v1, %v2
  %v6 = zext i48 %v5 to i64
  %v7 = getelementptr inbounds i64, i64* %out, i64 0
  %v8 = getelementptr inbounds i64, i64* %v7, i64 %base
  store i64 %v6, i64* %v8, align 8
  %v9 = sub i48 %v1, %v2
  %v10 = zext i48 %v9 to i64
  %v11 = getelementptr inbounds i64, i64* %out, i64 1
  %v12 = getelementptr inbounds i64, i64* %v11, i64 %base
  store i64 %v10, i64* %v12, align 8
  %v13 = mul i48 %v1, %v2
  %v14 = zext i48 %v13 to i64
  %v15 = getelementptr inbounds i64, i64* %out, i64 2
  %v16 = getelementptr inbounds i64, i64* %v15, i64 %base
  store i64 %v14, i64* %v16, align 8
  %v17 = and i48 %v1, %v2
  %v18 = zext i48 %v17 to i64
  %v19 = getelementptr inbounds i64, i64* %out, i64 3
  %v20 = getelementptr inbounds i64, i64* %v19, i64 %base
  store i64 %v18, i64* %v20, align 8
  %v21 = or i48 %v1, %v2
  %v22 = zext i48 %v21 to i64
  %v23 = getelementptr inbounds i64, i64* %out, i64 4
  %v24 = getelementptr inbounds i64, i64* %v23, i64 %base
  store i64 %v22, i64* %v24, align 8
  %v25 = xor i48 %v1, %v2
  %v26 = zext i48 %v25 to i64
  %v27 = getelementptr inbounds i64, i64* %out, i64 5
  %v28 = getelementptr inbounds i64, i64* %v27, i64 %base
  store i64 %v26, i64* %v28, align 8
  %v29 = shl i48 %v1, %v4
  %v30 = zext i48 %v29 to i64
  %v31 = getelementptr inbounds i64, i64* %out, i64 6
  %v32 = getelementptr inbounds i64, i64* %v31, i64 %base
  store i64 %v30, i64* %v32, align 8
  %v33 = lshr i48 %v1, %v4
  %v34 = zext i48 %v33 to i64
  %v35 = getelementptr inbounds i64, i64* %out, i64 7
  %v36 = getelementptr inbounds i64, i64* %v35, i64 %base
  store i64 %v34, i64* %v36, align 8
  %v37 = ashr i48 %v1, %v4
  %v38 = zext i48 %v37 to i64
  %v39 = getelementptr inbounds i64, i64* %out, i64 8
  %v40 = getelementptr inbounds i64, i64* %v39, i64 %base
  store i64 %v38, i64* %v40, align 8
  %v41 = add i48 %v1, -1
  %v42 = zext i48 %v41 to i64
  %v43 = getelementptr inbounds i64, i64* %out, i64 9
  %v44 = getelementptr inbounds i64, i64* %v43, i64 %base
  store i64 %v42, i64* %v44, align 8
  %v45 = mul i48 %v1, -3
  %v46 = zext i48 %v45 to i64
  %v47 = getelementptr inbounds i64, i64* %out, i64 10
  %v48 = getelementptr inbounds i64, i64* %v47, i64 %base
  store i64 %v46, i64* %v48, align 8
  %v49 = ashr i48 %v1, 47
  %v50 = zext i48 %v49 to i64
  %v51 = getelementptr inbounds i64, i64* %out, i64 11
  %v52 = getelementptr inbounds i64, i64* %v51, i64 %base
  store i64 %v50, i64* %v52, align 8
  %v53 = shl i48 %v1, 47
  %v54 = zext i48 %v53 to i64
  %v55 = getelementptr inbounds i64, i64* %out, i64 12
  %v56 = getelementptr inbounds i64, i64* %v55, i64 %base
  store i64 %v54, i64* %v56, align 8
  %v57 = lshr i48 %v2, 1
  %v58 = or i48 %v57, 1
  %v59 = or i48 %v2, -140737488355327
  %v60 = and i48 %v59, -3
  %v61 = udiv i48 %v1, %v58
  %v62 = zext i48 %v61 to i64
  %v63 = getelementptr inbounds i64, i64* %out, i64 13
  %v64 = getelementptr inbounds i64, i64* %v63, i64 %base
  store i64 %v62, i64* %v64, align 8
  %v65 = urem i48 %v1, %v58
  %v66 = zext i48 %v65 to i64
  %v67 = getelementptr inbounds i64, i64* %out, i64 14
  %v68 = getelementptr inbounds i64, i64* %v67, i64 %base
  store i64 %v66, i64* %v68, align 8
  %v69 = sdiv i48 %v1, %v58
  %v70 = zext i48 %v69 to i64
  %v71 = getelementptr inbounds i64, i64* %out, i64 15
  %v72 = getelementptr inbounds i64, i64* %v71, i64 %base
  store i64 %v70, i64* %v72, align 8
  %v73 = srem i48 %v1, %v58
  %v74 = zext i48 %v73 to i64
  %v75 = getelementptr inbounds i64, i64* %out, i64 16
  %v76 = getelementptr inbounds i64, i64* %v75, i64 %base
  store i64 %v74, i64* %v76, align 8
  %v77 = udiv i48 %v1, %v60
  %v78 = zext i48 %v77 to i64
  %v79 = getelementptr inbounds i64, i64* %out, i64 17
  %v80 = getelementptr inbounds i64, i64* %v79, i64 %base
  store i64 %v78, i64* %v80, align 8
  %v81 = urem i48 %v1, %v60
  %v82 = zext i48 %v81 to i64
  %v83 = getelementptr inbounds i64, i64* %out, i64 18
  %v84 = getelementptr inbounds i64, i64* %v83, i64 %base
  store i64 %v82, i64* %v84, align 8
  %v85 = sdiv i48 %v1, %v60
  %v86 = zext i48 %v85 to i64
  %v87 = getelementptr inbounds i64, i64* %out, i64 19
  %v88 = getelementptr inbounds i64, i64* %v87, i64 %base
  store i64 %v86, i64* %v88, align 8
  %v89 = srem i48 %v1, %v60
  %v90 = zext i48 %v89 to i64
  %v91 = getelementptr inbounds i64, i64* %out, i64 20
  %v92 = getelementptr inbounds i64, i64* %v91, i64 %base
  store i64 %v90, i64* %v92, align 8
  %v93 = icmp eq i48 %v1, %v2
  %v94 = zext i1 %v93 to i64
  %v95 = getelementptr inbounds i64, i64* %out, i64 21
  %v96 = getelementptr inbounds i64, i64* %v95, i64 %base
  store i64 %v94, i64* %v96, align 8
  %v97 = icmp eq i48 %v1, -1
  %v98 = zext i1 %v97 to i64
  %v99 = getelementptr inbounds i64, i64* %out, i64 22
  %v100 = getelementptr inbounds i64, i64* %v99, i64 %base
  store i64 %v98, i64* %v100, align 8
  %v101 = icmp ne i48 %v1, %v2
  %v102 = zext i1 %v101 to i64
  %v103 = getelementptr inbounds i64, i64* %out, i64 23
  %v104 = getelementptr inbounds i64, i64* %v103, i64 %base
  store i64 %v102, i64* %v104, align 8
  %v105 = icmp ne i48 %v1, -1
  %v106 = zext i1 %v105 to i64
  %v107 = getelementptr inbounds i64, i64* %out, i64 24
  %v108 = getelementptr inbounds i64, i64* %v107, i64 %base
  store i64 %v106, i64* %v108, align 8
  %v109 = icmp ugt i48 %v1, %v2
  %v110 = zext i1 %v109 to i64
  %v111 = getelementptr inbounds i64, i64* %out, i64 25
  %v112 = getelementptr inbounds i64, i64* %v111, i64 %base
  store i64 %v110, i64* %v112, align 8
  %v113 = icmp ugt i48 %v1, -1
  %v114 = zext i1 %v113 to i64
  %v115 = getelementptr inbounds i64, i64* %out, i64 26
  %v116 = getelementptr inbounds i64, i64* %v115, i64 %base
  store i64 %v114, i64* %v116, align 8
  %v117 = icmp uge i48 %v1, %v2
  %v118 = zext i1 %v117 to i64
  %v119 = getelementptr inbounds i64, i64* %out, i64 27
  %v120 = getelementptr inbounds i64, i64* %v119, i64 %base
  store i64 %v118, i64* %v120, align 8
  %v121 = icmp uge i48 %v1, -1
  %v122 = zext i1 %v121 to i64
  %v123 = getelementptr inbounds i64, i64* %out, i64 28
  %v124 = getelementptr inbounds i64, i64* %v123, i64 %base
  store i64 %v122, i64* %v124, align 8
  %v125 = icmp ult i48 %v1, %v2
  %v126 = zext i1 %v125 to i64
  %v127 = getelementptr inbounds i64, i64* %out, i64 29
  %v128 = getelementptr inbounds i64, i64* %v127, i64 %base
  store i64 %v126, i64* %v128, align 8
  %v129 = icmp ult i48 %v1, -1
  %v130 = zext i1 %v129 to i64
  %v131 = getelementptr inbounds i64, i64* %out, i64 30
  %v132 = getelementptr inbounds i64, i64* %v131, i64 %base
  store i64 %v130, i64* %v132, align 8
  %v133 = icmp ule i48 %v1, %v2
  %v134 = zext i1 %v133 to i64
  %v135 = getelementptr inbounds i64, i64* %out, i64 31
  %v136 = getelementptr inbounds i64, i64* %v135, i64 %base
  store i64 %v134, i64* %v136, align 8
  %v137 = icmp ule i48 %v1, -1
  %v138 = zext i1 %v137 to i64
  %v139 = getelementptr inbounds i64, i64* %out, i64 32
  %v140 = getelementptr inbounds i64, i64* %v139, i64 %base
  store i64 %v138, i64* %v140, align 8
  %v141 = icmp sgt i48 %v1, %v2
  %v142 = zext i1 %v141 to i64
  %v143 = getelementptr inbounds i64, i64* %out, i64 33
  %v144 = getelementptr inbounds i64, i64* %v143, i64 %base
  store i64 %v142, i64* %v144, align 8
  %v145 = icmp sgt i48 %v1, -1
  %v146 = zext i1 %v145 to i64
  %v147 = getelementptr inbounds i64, i64* %out, i64 34
  %v148 = getelementptr inbounds i64, i64* %v147, i64 %base
  store i64 %v146, i64* %v148, align 8
  %v149 = icmp sge i48 %v1, %v2
  %v150 = zext i1 %v149 to i64
  %v151 = getelementptr inbounds i64, i64* %out, i64 35
  %v152 = getelementptr inbounds i64, i64* %v151, i64 %base
  store i64 %v150, i64* %v152, align 8
  %v153 = icmp sge i48 %v1, -1
  %v154 = zext i1 %v153 to i64
  %v155 = getelementptr inbounds i64, i64* %out, i64 36
  %v156 = getelementptr inbounds i64, i64* %v155, i64 %base
  store i64 %v154, i64* %v156, align 8
  %v157 = icmp slt i48 %v1, %v2
  %v158 = zext i1 %v157 to i64
  %v159 = getelementptr inbounds i64, i64* %out, i64 37
  %v160 = getelementptr inbounds i64, i64* %v159, i64 %base
  store i64 %v158, i64* %v160, align 8
  %v161 = icmp slt i48 %v1, -1
  %v162 = zext i1 %v161 to i64
  %v163 = getelementptr inbounds i64, i64* %out, i64 38
  %v164 = getelementptr inbounds i64, i64* %v163, i64 %base
  store i64 %v162, i64* %v164, align 8
  %v165 = icmp sle i48 %v1, %v2
  %v166 = zext i1 %v165 to i64
  %v167 = getelementptr inbounds i64, i64* %out, i64 39
  %v168 = getelementptr inbounds i64, i64* %v167, i64 %base
  store i64 %v166, i64* %v168, align 8
  %v169 = icmp sle i48 %v1, -1
  %v170 = zext i1 %v169 to i64
  %v171 = getelementptr inbounds i64, i64* %out, i64 40
  %v172 = getelementptr inbounds i64, i64* %v171, i64 %base
  store i64 %v170, i64* %v172, align 8
  %v173 = sext i48 %v1 to i64
  %v174 = getelementptr inbounds i64, i64* %out, i64 41
  %v175 = getelementptr inbounds i64, i64* %v174, i64 %base
  store i64 %v173, i64* %v175, align 8
  %v176 = sext i48 %v1 to i128
  %v177 = getelementptr inbounds i64, i64* %out, i64 42
  %v178 = getelementptr inbounds i64, i64* %v177, i64 %base
  %v179 = bitcast i64* %v178 to i128*
  store i128 %v176, i128* %v179, align 8
  %v180 = zext i48 %v2 to i96
  %v181 = zext i96 %v180 to i128
  %v182 = getelementptr inbounds i64, i64* %out, i64 44
  %v183 = getelementptr inbounds i64, i64* %v182, i64 %base
  %v184 = bitcast i64* %v183 to i128*
  store i128 %v181, i128* %v184, align 8
  %v185 = icmp slt i48 %v1, %v2
  %v186 = select i1 %v185, i48 %v1, i48 %v2
  %v187 = zext i48 %v186 to i64
  %v188 = getelementptr inbounds i64, i64* %out, i64 46
  %v189 = getelementptr inbounds i64, i64* %v188, i64 %base
  store i64 %v187, i64* %v189, align 8
  %v190 = sitofp i48 %v1 to double
  %v191 = bitcast double %v190 to i64
  %v192 = getelementptr inbounds i64, i64* %out, i64 47
  %v193 = getelementptr inbounds i64, i64* %v192, i64 %base
  store i64 %v191, i64* %v193, align 8
  %v194 = uitofp i48 %v1 to float
  %v195 = bitcast float %v194 to i32
  %v196 = zext i32 %v195 to i64
  %v197 = getelementptr inbounds i64, i64* %out, i64 48
  %v198 = getelementptr inbounds i64, i64* %v197, i64 %base
  store i64 %v196, i64* %v198, align 8
  %v199 = ashr i48 %v1, 1
  %v200 = sitofp i48 %v199 to double
  %v201 = fptosi double %v200 to i48
  %v202 = sext i48 %v201 to i64
  %v203 = getelementptr inbounds i64, i64* %out, i64 49
  %v204 = getelementptr inbounds i64, i64* %v203, i64 %base
  store i64 %v202, i64* %v204, align 8
  %v205 = lshr i48 %v1, 1
  %v206 = uitofp i48 %v205 to double
  %v207 = fptoui double %v206 to i48
  %v208 = zext i48 %v207 to i64
  %v209 = getelementptr inbounds i64, i64* %out, i64 50
  %v210 = getelementptr inbounds i64, i64* %v209, i64 %base
  store i64 %v208, i64* %v210, align 8
  ret void
}

define ptx_kernel void @narrow_i63(i64* %x, i64* %y, i64* %out, i8* %bytes) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %m = mul i32 %cta, %nt
  %t32 = add i32 %m, %tid
  %t = zext i32 %t32 to i64
  %base = mul i64 %t, 64
  %px = getelementptr inbounds i64, i64* %x, i64 %t
  %py = getelementptr inbounds i64, i64* %y, i64 %t
  %a = load i64, i64* %px, align 8
  %b = load i64, i64* %py, align 8
  %v1 = trunc i64 %a to i63
  %v2 = trunc i64 %b to i63
  %v3 = urem i64 %b, 63
  %v4 = trunc i64 %v3 to i63
  %v5 = add i63 %v1, %v2
  %v6 = zext i63 %v5 to i64
  %v7 = getelementptr inbounds i64, i64* %out, i64 0
  %v8 = getelementptr inbounds i64, i64* %v7, i64 %base
  store i64 %v6, i64* %v8, align 8
  %v9 = sub i63 %v1, %v2
  %v10 = zext i63 %v9 to i64
  %v11 = getelementptr inbounds i64, i64* %out, i64 1
  %v12 = getelementptr inbounds i64, i64* %v11, i64 %base
  store i64 %v10, i64* %v12, align 8
  %v13 = mul i63 %v1, %v2
  %v14 = zext i63 %v13 to i64
  %v15 = getelementptr inbounds i64, i64* %out, i64 2
  %v16 = getelementptr inbounds i64, i64* %v15, i64 %base
  store i64 %v14, i64* %v16, align 8
  %v17 = and i63 %v1, %v2
  %v18 = zext i63 %v17 to i64
  %v19 = getelementptr inbounds i64, i64* %out, i64 3
  %v20 = getelementptr inbounds i64, i64* %v19, i64 %base
  store i64 %v18, i64* %v20, align 8
  %v21 = or i63 %v1, %v2
  %v22 = zext i63 %v21 to i64
  %v23 = getelementptr inbounds i64, i64* %out, i64 4
  %v24 = getelementptr inbounds i64, i64* %v23, i64 %base
  store i64 %v22, i64* %v24, align 8
  %v25 = xor i63 %v1, %v2
  %v26 = zext i63 %v25 to i64
  %v27 = getelementptr inbounds i64, i64* %out, i64 5
  %v28 = getelementptr inbounds i64, i64* %v27, i64 %base
  store i64 %v26, i64* %v28, align 8
  %v29 = shl i63 %v1, %v4
  %v30 = zext i63 %v29 to i64
  %v31 = getelementptr inbounds i64, i64* %out, i64 6
  %v32 = getelementptr inbounds i64, i64* %v31, i64 %base
  store i64 %v30, i64* %v32, align 8
  %v33 = lshr i63 %v1, %v4
  %v34 = zext i63 %v33 to i64
  %v35 = getelementptr inbounds i64, i64* %out, i64 7
  %v36 = getelementptr inbounds i64, i64* %v35, i64 %base
  store i64 %v34, i64* %v36, align 8
  %v37 = ashr i63 %v1, %v4
  %v38 = zext i63 %v37 to i64
  %v39 = getelementptr inbounds i64, i64* %out, i64 8
  %v40 = getelementptr inbounds i64, i64* %v39, i64 %base
  store i64 %v38, i64* %v40, align 8
  %v41 = add i63 %v1, -1
  %v42 = zext i63 %v41 to i64
  %v43 = getelementptr inbounds i64, i64* %out, i64 9
  %v44 = getelementptr inbounds i64, i64* %v43, i64 %base
  store i64 %v42, i64* %v44, align 8
  %v45 = mul i63 %v1, -3
  %v46 = zext i63 %v45 to i64
  %v47 = getelementptr inbounds i64, i64* %out, i64 10
  %v48 = getelementptr inbounds i64, i64* %v47, i64 %base
  store i64 %v46, i64* %v48, align 8
  %v49 = ashr i63 %v1, 62
  %v50 = zext i63 %v49 to i64
  %v51 = getelementptr inbounds i64, i64* %out, i64 11
  %v52 = getelementptr inbounds i64, i64* %v51, i64 %base
  store i64 %v50, i64* %v52, align 8
  %v53 = shl i63 %v1, 62
  %v54 = zext i63 %v53 to i64
  %v55 = getelementptr inbounds i64, i64* %out, i64 12
  %v56 = getelementptr inbounds i64, i64* %v55, i64 %base
  store i64 %v54, i64* %v56, align 8
  %v57 = lshr i63 %v2, 1
  %v58 = or i63 %v57, 1
  %v59 = or i63 %v2, -4611686018427387903
  %v60 = and i63 %v59, -3
  %v61 = udiv i63 %v1, %v58
  %v62 = zext i63 %v61 to i64
  %v63 = getelementptr inbounds i64, i64* %out, i64 13
  %v64 = getelementptr inbounds i64, i64* %v63, i64 %base
  store i64 %v62, i64* %v64, align 8
  %v65 = urem i63 %v1, %v58
  %v66 = zext i63 %v65 to i64
  %v67 = getelementptr inbounds i64, i64* %out, i64 14
  %v68 = getelementptr inbounds i64, i64* %v67, i64 %base
  store i64 %v66, i64* %v68, align 8
  %v69 = sdiv i63 %v1, %v58
  %v70 = zext i63 %v69 to i64
  %v71 = getelementptr inbounds i64, i64* %out, i64 15
  %v72 = getelementptr inbounds i64, i64* %v71, i64 %base
  store i64 %v70, i64* %v72, align 8
  %v73 = srem i63 %v1, %v58
  %v74 = zext i63 %v73 to i64
  %v75 = getelementptr inbounds i64, i64* %out, i64 16
  %v76 = getelementptr inbounds i64, i64* %v75, i64 %base
  store i64 %v74, i64* %v76, align 8
  %v77 = udiv i63 %v1, %v60
  %v78 = zext i63 %v77 to i64
  %v79 = getelementptr inbounds i64, i64* %out, i64 17
  %v80 = getelementptr inbounds i64, i64* %v79, i64 %base
  store i64 %v78, i64* %v80, align 8
  %v81 = urem i63 %v1, %v60
  %v82 = zext i63 %v81 to i64
  %v83 = getelementptr inbounds i64, i64* %out, i64 18
  %v84 = getelementptr inbounds i64, i64* %v83, i64 %base
  store i64 %v82, i64* %v84, align 8
  %v85 = sdiv i63 %v1, %v60
  %v86 = zext i63 %v85 to i64
  %v87 = getelementptr inbounds i64, i64* %out, i64 19
  %v88 = getelementptr inbounds i64, i64* %v87, i64 %base
  store i64 %v86, i64* %v88, align 8
  %v89 = srem i63 %v1, %v60
  %v90 = zext i63 %v89 to i64
  %v91 = getelementptr inbounds i64, i64* %out, i64 20
  %v92 = getelementptr inbounds i64, i64* %v91, i64 %base
  store i64 %v90, i64* %v92, align 8
  %v93 = icmp eq i63 %v1, %v2
  %v94 = zext i1 %v93 to i64
  %v95 = getelementptr inbounds i64, i64* %out, i64 21
  %v96 = getelementptr inbounds i64, i64* %v95, i64 %base
  store i64 %v94, i64* %v96, align 8
  %v97 = icmp eq i63 %v1, -1
  %v98 = zext i1 %v97 to i64
  %v99 = getelementptr inbounds i64, i64* %out, i64 22
  %v100 = getelementptr inbounds i64, i64* %v99, i64 %base
  store i64 %v98, i64* %v100, align 8
  %v101 = icmp ne i63 %v1, %v2
  %v102 = zext i1 %v101 to i64
  %v103 = getelementptr inbounds i64, i64* %out, i64 23
  %v104 = getelementptr inbounds i64, i64* %v103, i64 %base
  store i64 %v102, i64* %v104, align 8
  %v105 = icmp ne i63 %v1, -1
  %v106 = zext i1 %v105 to i64
  %v107 = getelementptr inbounds i64, i64* %out, i64 24
  %v108 = getelementptr inbounds i64, i64* %v107, i64 %base
  store i64 %v106, i64* %v108, align 8
  %v109 = icmp ugt i63 %v1, %v2
  %v110 = zext i1 %v109 to i64
  %v111 = getelementptr inbounds i64, i64* %out, i64 25
  %v112 = getelementptr inbounds i64, i64* %v111, i64 %base
  store i64 %v110, i64* %v112, align 8
  %v113 = icmp ugt i63 %v1, -1
  %v114 = zext i1 %v113 to i64
  %v115 = getelementptr inbounds i64, i64* %out, i64 26
  %v116 = getelementptr inbounds i64, i64* %v115, i64 %base
  store i64 %v114, i64* %v116, align 8
  %v117 = icmp uge i63 %v1, %v2
  %v118 = zext i1 %v117 to i64
  %v119 = getelementptr inbounds i64, i64* %out, i64 27
  %v120 = getelementptr inbounds i64, i64* %v119, i64 %base
  store i64 %v118, i64* %v120, align 8
  %v121 = icmp uge i63 %v1, -1
  %v122 = zext i1 %v121 to i64
  %v123 = getelementptr inbounds i64, i64* %out, i64 28
  %v124 = getelementptr inbounds i64, i64* %v123, i64 %base
  store i64 %v122, i64* %v124, align 8
  %v125 = icmp ult i63 %v1, %v2
  %v126 = zext i1 %v125 to i64
  %v127 = getelementptr inbounds i64, i64* %out, i64 29
  %v128 = getelementptr inbounds i64, i64* %v127, i64 %base
  store i64 %v126, i64* %v128, align 8
  %v129 = icmp ult i63 %v1, -1
  %v130 = zext i1 %v129 to i64
  %v131 = getelementptr inbounds i64, i64* %out, i64 30
  %v132 = getelementptr inbounds i64, i64* %v131, i64 %base
  store i64 %v130, i64* %v132, align 8
  %v133 = icmp ule i63 %v1, %v2
  %v134 = zext i1 %v133 to i64
  %v135 = getelementptr inbounds i64, i64* %out, i64 31
  %v136 = getelementptr inbounds i64, i64* %v135, i64 %base
  store i64 %v134, i64* %v136, align 8
  %v137 = icmp ule i63 %v1, -1
  %v138 = zext i1 %v137 to i64
  %v139 = getelementptr inbounds i64, i64* %out, i64 32
  %v140 = getelementptr inbounds i64, i64* %v139, i64 %base
  store i64 %v138, i64* %v140, align 8
  %v141 = icmp sgt i63 %v1, %v2
  %v142 = zext i1 %v141 to i64
  %v143 = getelementptr inbounds i64, i64* %out, i64 33
  %v144 = getelementptr inbounds i64, i64* %v143, i64 %base
  store i64 %v142, i64* %v144, align 8
  %v145 = icmp sgt i63 %v1, -1
  %v146 = zext i1 %v145 to i64
  %v147 = getelementptr inbounds i64, i64* %out, i64 34
  %v148 = getelementptr inbounds i64, i64* %v147, i64 %base
  store i64 %v146, i64* %v148, align 8
  %v149 = icmp sge i63 %v1, %v2
  %v150 = zext i1 %v149 to i64
  %v151 = getelementptr inbounds i64, i64* %out, i64 35
  %v152 = getelementptr inbounds i64, i64* %v151, i64 %base
  store i64 %v150, i64* %v152, align 8
  %v153 = icmp sge i63 %v1, -1
  %v154 = zext i1 %v153 to i64
  %v155 = getelementptr inbounds i64, i64* %out, i64 36
  %v156 = getelementptr inbounds i64, i64* %v155, i64 %base
  store i64 %v154, i64* %v156, align 8
  %v157 = icmp slt i63 %v1, %v2
  %v158 = zext i1 %v157 to i64
  %v159 = getelementptr inbounds i64, i64* %out, i64 37
  %v160 = getelementptr inbounds i64, i64* %v159, i64 %base
  store i64 %v158, i64* %v160, align 8
  %v161 = icmp slt i63 %v1, -1
  %v162 = zext i1 %v161 to i64
  %v163 = getelementptr inbounds i64, i64* %out, i64 38
  %v164 = getelementptr inbounds i64, i64* %v163, i64 %base
  store i64 %v162, i64* %v164, align 8
  %v165 = icmp sle i63 %v1, %v2
  %v166 = zext i1 %v165 to i64
  %v167 = getelementptr inbounds i64, i64* %out, i64 39
  %v168 = getelementptr inbounds i64, i64* %v167, i64 %base
  store i64 %v166, i64* %v168, align 8
  %v169 = icmp sle i63 %v1, -1
  %v170 = zext i1 %v169 to i64
  %v171 = getelementptr inbounds i64, i64* %out, i64 40
  %v172 = getelementptr inbounds i64, i64* %v171, i64 %base
  store i64 %v170, i64* %v172, align 8
  %v173 = sext i63 %v1 to i64
  %v174 = getelementptr inbounds i64, i64* %out, i64 41
  %v175 = getelementptr inbounds i64, i64* %v174, i64 %base
  store i64 %v173, i64* %v175, align 8
  %v176 = sext i63 %v1 to i128
  %v177 = getelementptr inbounds i64, i64* %out, i64 42
  %v178 = getelementptr inbounds i64, i64* %v177, i64 %base
  %v179 = bitcast i64* %v178 to i128*
  store i128 %v176, i128* %v179, align 8
  %v180 = zext i63 %v2 to i96
  %v181 = zext i96 %v180 to i128
  %v182 = getelementptr inbounds i64, i64* %out, i64 44
  %v183 = getelementptr inbounds i64, i64* %v182, i64 %base
  %v184 = bitcast i64* %v183 to i128*
  store i128 %v181, i128* %v184, align 8
  %v185 = icmp slt i63 %v1, %v2
  %v186 = select i1 %v185, i63 %v1, i63 %v2
  %v187 = zext i63 %v186 to i64
  %v188 = getelementptr inbounds i64, i64* %out, i64 46
  %v189 = getelementptr inbounds i64, i64* %v188, i64 %base
  store i64 %v187, i64* %v189, align 8
  %v190 = sitofp i63 %v1 to double
  %v191 = bitcast double %v190 to i64
  %v192 = getelementptr inbounds i64, i64* %out, i64 47
  %v193 = getelementptr inbounds i64, i64* %v192, i64 %base
  store i64 %v191, i64* %v193, align 8
  %v194 = uitofp i63 %v1 to float
  %v195 = bitcast float %v194 to i32
  %v196 = zext i32 %v195 to i64
  %v197 = getelementptr inbounds i64, i64* %out, i64 48
  %v198 = getelementptr inbounds i64, i64* %v197, i64 %base
  store i64 %v196, i64* %v198, align 8
  %v199 = ashr i63 %v1, 1
  %v200 = sitofp i63 %v199 to double
  %v201 = fptosi double %v200 to i63
  %v202 = sext i63 %v201 to i64
  %v203 = getelementptr inbounds i64, i64* %out, i64 49
  %v204 = getelementptr inbounds i64, i64* %v203, i64 %base
  store i64 %v202, i64* %v204, align 8
  %v205 = lshr i63 %v1, 1
  %v206 = uitofp i63 %v205 to double
  %v207 = fptoui double %v206 to i63
  %v208 = zext i63 %v207 to i64
  %v209 = getelementptr inbounds i64, i64* %out, i64 50
  %v210 = getelementptr inbounds i64, i64* %v209, i64 %base
  store i64 %v208, i64* %v210, align 8
  ret void
}

define ptx_kernel void @memory(i64* %x, i64* %y, i64* %out, i8* %bytes) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %m = mul i32 %cta, %nt
  %t32 = add i32 %m, %tid
  %t = zext i32 %t32 to i64
  %base = mul i64 %t, 16
  %px = getelementptr inbounds i64, i64* %x, i64 %t
  %py = getelementptr inbounds i64, i64* %y, i64 %t
  %a = load i64, i64* %px, align 8
  %b = load i64, i64* %py, align 8
  %v1 = mul i64 %t, 64
  %v2 = zext i64 %a to i128
  %v3 = shl i128 %v2, 64
  %v4 = zext i64 %b to i128
  %v5 = or i128 %v3, %v4
  %v6 = trunc i128 %v5 to i24
  %v7 = add i64 %v1, 1
  %v8 = getelementptr inbounds i8, i8* %bytes, i64 %v7
  %v9 = bitcast i8* %v8 to i24*
  store i24 %v6, i24* %v9, align 1
  %v10 = trunc i128 %v5 to i40
  %v11 = add i64 %v1, 4
  %v12 = getelementptr inbounds i8, i8* %bytes, i64 %v11
  %v13 = bitcast i8* %v12 to i40*
  store i40 %v10, i40* %v13, align 4
  %v14 = trunc i128 %v5 to i48
  %v15 = add i64 %v1, 10
  %v16 = getelementptr inbounds i8, i8* %bytes, i64 %v15
  %v17 = bitcast i8* %v16 to i48*
  store i48 %v14, i48* %v17, align 2
  %v18 = trunc i128 %v5 to i33
  %v19 = add i64 %v1, 16
  %v20 = getelementptr inbounds i8, i8* %bytes, i64 %v19
  %v21 = bitcast i8* %v20 to i33*
  store i33 %v18, i33* %v21, align 8
  %v22 = trunc i128 %v5 to i65
  %v23 = add i64 %v1, 21
  %v24 = getelementptr inbounds i8, i8* %bytes, i64 %v23
  %v25 = bitcast i8* %v24 to i65*
  store i65 %v22, i65* %v25, align 1
  %v26 = trunc i128 %v5 to i96
  %v27 = add i64 %v1, 32
  %v28 = getelementptr inbounds i8, i8* %bytes, i64 %v27
  %v29 = bitcast i8* %v28 to i96*
  store i96 %v26, i96* %v29, align 16
  %v30 = add i64 %v1, 48
  %v31 = getelementptr inbounds i8, i8* %bytes, i64 %v30
  %v32 = bitcast i8* %v31 to i128*
  store i128 %v5, i128* %v32, align 16
  %v33 = load i24, i24* %v9, align 1
  %v34 = zext i24 %v33 to i64
  %v35 = getelementptr inbounds i64, i64* %out, i64 0
  %v36 = getelementptr inbounds i64, i64* %v35, i64 %base
  store i64 %v34, i64* %v36, align 8
  %v37 = load i40, i40* %v13, align 4
  %v38 = zext i40 %v37 to i64
  %v39 = getelementptr inbounds i64, i64* %out, i64 1
  %v40 = getelementptr inbounds i64, i64* %v39, i64 %base
  store i64 %v38, i64* %v40, align 8
  %v41 = load i48, i48* %v17, align 2
  %v42 = zext i48 %v41 to i64
  %v43 = getelementptr inbounds i64, i64* %out, i64 2
  %v44 = getelementptr inbounds i64, i64* %v43, i64 %base
  store i64 %v42, i64* %v44, align 8
  %v45 = load i33, i33* %v21, align 8
  %v46 = zext i33 %v45 to i64
  %v47 = getelementptr inbounds i64, i64* %out, i64 3
  %v48 = getelementptr inbounds i64, i64* %v47, i64 %base
  store i64 %v46, i64* %v48, align 8
  %v49 = load i65, i65* %v25, align 1
  %v50 = zext i65 %v49 to i128
  %v51 = getelementptr inbounds i64, i64* %out, i64 4
  %v52 = getelementptr inbounds i64, i64* %v51, i64 %base
  %v53 = bitcast i64* %v52 to i128*
  store i128 %v50, i128* %v53, align 8
  %v54 = load i96, i96* %v29, align 16
  %v55 = zext i96 %v54 to i128
  %v56 = getelementptr inbounds i64, i64* %out, i64 6
  %v57 = getelementptr inbounds i64, i64* %v56, i64 %base
  %v58 = bitcast i64* %v57 to i128*
  store i128 %v55, i128* %v58, align 8
  %v59 = load i128, i128* %v32, align 16
  %v60 = getelementptr inbounds i64, i64* %out, i64 8
  %v61 = getelementptr inbounds i64, i64* %v60, i64 %base
  %v62 = bitcast i64* %v61 to i128*
  store i128 %v59, i128* %v62, align 8
  %v63 = add i64 %v1, 1
  %v64 = getelementptr inbounds i8, i8* %bytes, i64 %v63
  %v65 = bitcast i8* %v64 to i32*
  %v66 = load i32, i32* %v65, align 1
  %v67 = zext i32 %v66 to i64
  %v68 = getelementptr inbounds i64, i64* %out, i64 10
  %v69 = getelementptr inbounds i64, i64* %v68, i64 %base
  store i64 %v67, i64* %v69, align 8
  ret void
}

define ptx_kernel void @wide_i65(i64* %x, i64* %y, i64* %out, i8* %bytes) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %m = mul i32 %cta, %nt
  %t32 = add i32 %m, %tid
  %t = zext i32 %t32 to i64
  %base = mul i64 %t, 128
  %px = getelementptr inbounds i64, i64* %x, i64 %t
  %py = getelementptr inbounds i64, i64* %y, i64 %t
  %a = load i64, i64* %px, align 8
  %b = load i64, i64* %py, align 8
  %v1 = zext i64 %a to i128
  %v2 = shl i128 %v1, 64
  %v3 = zext i64 %b to i128
  %v4 = or i128 %v2, %v3
  %v5 = zext i64 %b to i128
  %v6 = shl i128 %v5, 64
  %v7 = xor i64 %a, -1
  %v8 = zext i64 %v7 to i128
  %v9 = or i128 %v6, %v8
  %v10 = trunc i128 %v4 to i65
  %v11 = trunc i128 %v9 to i65
  %v12 = add i65 %v10, %v11
  %v13 = zext i65 %v12 to i128
  %v14 = getelementptr inbounds i64, i64* %out, i64 0
  %v15 = getelementptr inbounds i64, i64* %v14, i64 %base
  %v16 = bitcast i64* %v15 to i128*
  store i128 %v13, i128* %v16, align 8
  %v17 = sub i65 %v10, %v11
  %v18 = zext i65 %v17 to i128
  %v19 = getelementptr inbounds i64, i64* %out, i64 2
  %v20 = getelementptr inbounds i64, i64* %v19, i64 %base
  %v21 = bitcast i64* %v20 to i128*
  store i128 %v18, i128* %v21, align 8
  %v22 = mul i65 %v10, %v11
  %v23 = zext i65 %v22 to i128
  %v24 = getelementptr inbounds i64, i64* %out, i64 4
  %v25 = getelementptr inbounds i64, i64* %v24, i64 %base
  %v26 = bitcast i64* %v25 to i128*
  store i128 %v23, i128* %v26, align 8
  %v27 = and i65 %v10, %v11
  %v28 = zext i65 %v27 to i128
  %v29 = getelementptr inbounds i64, i64* %out, i64 6
  %v30 = getelementptr inbounds i64, i64* %v29, i64 %base
  %v31 = bitcast i64* %v30 to i128*
  store i128 %v28, i128* %v31, align 8
  %v32 = or i65 %v10, %v11
  %v33 = zext i65 %v32 to i128
  %v34 = getelementptr inbounds i64, i64* %out, i64 8
  %v35 = getelementptr inbounds i64, i64* %v34, i64 %base
  %v36 = bitcast i64* %v35 to i128*
  store i128 %v33, i128* %v36, align 8
  %v37 = xor i65 %v10, %v11
  %v38 = zext i65 %v37 to i128
  %v39 = getelementptr inbounds i64, i64* %out, i64 10
  %v40 = getelementptr inbounds i64, i64* %v39, i64 %base
  %v41 = bitcast i64* %v40 to i128*
  store i128 %v38, i128* %v41, align 8
  %v42 = zext i64 %b to i65
  %v43 = mul i65 %v10, %v42
  %v44 = zext i65 %v43 to i128
  %v45 = getelementptr inbounds i64, i64* %out, i64 12
  %v46 = getelementptr inbounds i64, i64* %v45, i64 %base
  %v47 = bitcast i64* %v46 to i128*
  store i128 %v44, i128* %v47, align 8
  %v48 = add i65 %v42, %v10
  %v49 = zext i65 %v48 to i128
  %v50 = getelementptr inbounds i64, i64* %out, i64 14
  %v51 = getelementptr inbounds i64, i64* %v50, i64 %base
  %v52 = bitcast i64* %v51 to i128*
  store i128 %v49, i128* %v52, align 8
  %v53 = sub i65 %v42, %v10
  %v54 = zext i65 %v53 to i128
  %v55 = getelementptr inbounds i64, i64* %out, i64 16
  %v56 = getelementptr inbounds i64, i64* %v55, i64 %base
  %v57 = bitcast i64* %v56 to i128*
  store i128 %v54, i128* %v57, align 8
  %v58 = urem i64 %b, 65
  %v59 = zext i64 %v58 to i65
  %v60 = shl i65 %v10, %v59
  %v61 = zext i65 %v60 to i128
  %v62 = getelementptr inbounds i64, i64* %out, i64 18
  %v63 = getelementptr inbounds i64, i64* %v62, i64 %base
  %v64 = bitcast i64* %v63 to i128*
  store i128 %v61, i128* %v64, align 8
  %v65 = shl i65 %v11, 0
  %v66 = zext i65 %v65 to i128
  %v67 = getelementptr inbounds i64, i64* %out, i64 20
  %v68 = getelementptr inbounds i64, i64* %v67, i64 %base
  %v69 = bitcast i64* %v68 to i128*
  store i128 %v66, i128* %v69, align 8
  %v70 = shl i65 %v11, 1
  %v71 = zext i65 %v70 to i128
  %v72 = getelementptr inbounds i64, i64* %out, i64 22
  %v73 = getelementptr inbounds i64, i64* %v72, i64 %base
  %v74 = bitcast i64* %v73 to i128*
  store i128 %v71, i128* %v74, align 8
  %v75 = shl i65 %v11, 31
  %v76 = zext i65 %v75 to i128
  %v77 = getelementptr inbounds i64, i64* %out, i64 24
  %v78 = getelementptr inbounds i64, i64* %v77, i64 %base
  %v79 = bitcast i64* %v78 to i128*
  store i128 %v76, i128* %v79, align 8
  %v80 = shl i65 %v11, 63
  %v81 = zext i65 %v80 to i128
  %v82 = getelementptr inbounds i64, i64* %out, i64 26
  %v83 = getelementptr inbounds i64, i64* %v82, i64 %base
  %v84 = bitcast i64* %v83 to i128*
  store i128 %v81, i128* %v84, align 8
  %v85 = shl i65 %v11, 64
  %v86 = zext i65 %v85 to i128
  %v87 = getelementptr inbounds i64, i64* %out, i64 28
  %v88 = getelementptr inbounds i64, i64* %v87, i64 %base
  %v89 = bitcast i64* %v88 to i128*
  store i128 %v86, i128* %v89, align 8
  %v90 = lshr i65 %v10, %v59
  %v91 = zext i65 %v90 to i128
  %v92 = getelementptr inbounds i64, i64* %out, i64 30
  %v93 = getelementptr inbounds i64, i64* %v92, i64 %base
  %v94 = bitcast i64* %v93 to i128*
  store i128 %v91, i128* %v94, align 8
  %v95 = lshr i65 %v11, 0
  %v96 = zext i65 %v95 to i128
  %v97 = getelementptr inbounds i64, i64* %out, i64 32
  %v98 = getelementptr inbounds i64, i64* %v97, i64 %base
  %v99 = bitcast i64* %v98 to i128*
  store i128 %v96, i128* %v99, align 8
  %v100 = lshr i65 %v11, 1
  %v101 = zext i65 %v100 to i128
  %v102 = getelementptr inbounds i64, i64* %out, i64 34
  %v103 = getelementptr inbounds i64, i64* %v102, i64 %base
  %v104 = bitcast i64* %v103 to i128*
  store i128 %v101, i128* %v104, align 8
  %v105 = lshr i65 %v11, 31
  %v106 = zext i65 %v105 to i128
  %v107 = getelementptr inbounds i64, i64* %out, i64 36
  %v108 = getelementptr inbounds i64, i64* %v107, i64 %base
  %v109 = bitcast i64* %v108 to i128*
  store i128 %v106, i128* %v109, align 8
  %v110 = lshr i65 %v11, 63
  %v111 = zext i65 %v110 to i128
  %v112 = getelementptr inbounds i64, i64* %out, i64 38
  %v113 = getelementptr inbounds i64, i64* %v112, i64 %base
  %v114 = bitcast i64* %v113 to i128*
  store i128 %v111, i128* %v114, align 8
  %v115 = lshr i65 %v11, 64
  %v116 = zext i65 %v115 to i128
  %v117 = getelementptr inbounds i64, i64* %out, i64 40
  %v118 = getelementptr inbounds i64, i64* %v117, i64 %base
  %v119 = bitcast i64* %v118 to i128*
  store i128 %v116, i128* %v119, align 8
  %v120 = ashr i65 %v10, %v59
  %v121 = zext i65 %v120 to i128
  %v122 = getelementptr inbounds i64, i64* %out, i64 42
  %v123 = getelementptr inbounds i64, i64* %v122, i64 %base
  %v124 = bitcast i64* %v123 to i128*
  store i128 %v121, i128* %v124, align 8
  %v125 = ashr i65 %v11, 0
  %v126 = zext i65 %v125 to i128
  %v127 = getelementptr inbounds i64, i64* %out, i64 44
  %v128 = getelementptr inbounds i64, i64* %v127, i64 %base
  %v129 = bitcast i64* %v128 to i128*
  store i128 %v126, i128* %v129, align 8
  %v130 = ashr i65 %v11, 1
  %v131 = zext i65 %v130 to i128
  %v132 = getelementptr inbounds i64, i64* %out, i64 46
  %v133 = getelementptr inbounds i64, i64* %v132, i64 %base
  %v134 = bitcast i64* %v133 to i128*
  store i128 %v131, i128* %v134, align 8
  %v135 = ashr i65 %v11, 31
  %v136 = zext i65 %v135 to i128
  %v137 = getelementptr inbounds i64, i64* %out, i64 48
  %v138 = getelementptr inbounds i64, i64* %v137, i64 %base
  %v139 = bitcast i64* %v138 to i128*
  store i128 %v136, i128* %v139, align 8
  %v140 = ashr i65 %v11, 63
  %v141 = zext i65 %v140 to i128
  %v142 = getelementptr inbounds i64, i64* %out, i64 50
  %v143 = getelementptr inbounds i64, i64* %v142, i64 %base
  %v144 = bitcast i64* %v143 to i128*
  store i128 %v141, i128* %v144, align 8
  %v145 = ashr i65 %v11, 64
  %v146 = zext i65 %v145 to i128
  %v147 = getelementptr inbounds i64, i64* %out, i64 52
  %v148 = getelementptr inbounds i64, i64* %v147, i64 %base
  %v149 = bitcast i64* %v148 to i128*
  store i128 %v146, i128* %v149, align 8
  %v150 = add i65 %v10, 36811502618202616336
  %v151 = zext i65 %v150 to i128
  %v152 = getelementptr inbounds i64, i64* %out, i64 54
  %v153 = getelementptr inbounds i64, i64* %v152, i64 %base
  %v154 = bitcast i64* %v153 to i128*
  store i128 %v151, i128* %v154, align 8
  %v155 = mul i65 %v11, -7
  %v156 = zext i65 %v155 to i128
  %v157 = getelementptr inbounds i64, i64* %out, i64 56
  %v158 = getelementptr inbounds i64, i64* %v157, i64 %base
  %v159 = bitcast i64* %v158 to i128*
  store i128 %v156, i128* %v159, align 8
  %v160 = icmp eq i65 %v10, %v11
  %v161 = zext i1 %v160 to i64
  %v162 = getelementptr inbounds i64, i64* %out, i64 58
  %v163 = getelementptr inbounds i64, i64* %v162, i64 %base
  store i64 %v161, i64* %v163, align 8
  %v164 = zext i64 %b to i65
  %v165 = xor i65 %v10, %v164
  %v166 = icmp eq i65 %v10, %v165
  %v167 = zext i1 %v166 to i64
  %v168 = getelementptr inbounds i64, i64* %out, i64 59
  %v169 = getelementptr inbounds i64, i64* %v168, i64 %base
  store i64 %v167, i64* %v169, align 8
  %v170 = icmp eq i65 %v11, -1
  %v171 = zext i1 %v170 to i64
  %v172 = getelementptr inbounds i64, i64* %out, i64 60
  %v173 = getelementptr inbounds i64, i64* %v172, i64 %base
  store i64 %v171, i64* %v173, align 8
  %v174 = icmp ne i65 %v10, %v11
  %v175 = zext i1 %v174 to i64
  %v176 = getelementptr inbounds i64, i64* %out, i64 61
  %v177 = getelementptr inbounds i64, i64* %v176, i64 %base
  store i64 %v175, i64* %v177, align 8
  %v178 = zext i64 %b to i65
  %v179 = xor i65 %v10, %v178
  %v180 = icmp ne i65 %v10, %v179
  %v181 = zext i1 %v180 to i64
  %v182 = getelementptr inbounds i64, i64* %out, i64 62
  %v183 = getelementptr inbounds i64, i64* %v182, i64 %base
  store i64 %v181, i64* %v183, align 8
  %v184 = icmp ne i65 %v11, -1
  %v185 = zext i1 %v184 to i64
  %v186 = getelementptr inbounds i64, i64* %out, i64 63
  %v187 = getelementptr inbounds i64, i64* %v186, i64 %base
  store i64 %v185, i64* %v187, align 8
  %v188 = icmp ugt i65 %v10, %v11
  %v189 = zext i1 %v188 to i64
  %v190 = getelementptr inbounds i64, i64* %out, i64 64
  %v191 = getelementptr inbounds i64, i64* %v190, i64 %base
  store i64 %v189, i64* %v191, align 8
  %v192 = zext i64 %b to i65
  %v193 = xor i65 %v10, %v192
  %v194 = icmp ugt i65 %v10, %v193
  %v195 = zext i1 %v194 to i64
  %v196 = getelementptr inbounds i64, i64* %out, i64 65
  %v197 = getelementptr inbounds i64, i64* %v196, i64 %base
  store i64 %v195, i64* %v197, align 8
  %v198 = icmp ugt i65 %v11, -1
  %v199 = zext i1 %v198 to i64
  %v200 = getelementptr inbounds i64, i64* %out, i64 66
  %v201 = getelementptr inbounds i64, i64* %v200, i64 %base
  store i64 %v199, i64* %v201, align 8
  %v202 = icmp uge i65 %v10, %v11
  %v203 = zext i1 %v202 to i64
  %v204 = getelementptr inbounds i64, i64* %out, i64 67
  %v205 = getelementptr inbounds i64, i64* %v204, i64 %base
  store i64 %v203, i64* %v205, align 8
  %v206 = zext i64 %b to i65
  %v207 = xor i65 %v10, %v206
  %v208 = icmp uge i65 %v10, %v207
  %v209 = zext i1 %v208 to i64
  %v210 = getelementptr inbounds i64, i64* %out, i64 68
  %v211 = getelementptr inbounds i64, i64* %v210, i64 %base
  store i64 %v209, i64* %v211, align 8
  %v212 = icmp uge i65 %v11, -1
  %v213 = zext i1 %v212 to i64
  %v214 = getelementptr inbounds i64, i64* %out, i64 69
  %v215 = getelementptr inbounds i64, i64* %v214, i64 %base
  store i64 %v213, i64* %v215, align 8
  %v216 = icmp ult i65 %v10, %v11
  %v217 = zext i1 %v216 to i64
  %v218 = getelementptr inbounds i64, i64* %out, i64 70
  %v219 = getelementptr inbounds i64, i64* %v218, i64 %base
  store i64 %v217, i64* %v219, align 8
  %v220 = zext i64 %b to i65
  %v221 = xor i65 %v10, %v220
  %v222 = icmp ult i65 %v10, %v221
  %v223 = zext i1 %v222 to i64
  %v224 = getelementptr inbounds i64, i64* %out, i64 71
  %v225 = getelementptr inbounds i64, i64* %v224, i64 %base
  store i64 %v223, i64* %v225, align 8
  %v226 = icmp ult i65 %v11, -1
  %v227 = zext i1 %v226 to i64
  %v228 = getelementptr inbounds i64, i64* %out, i64 72
  %v229 = getelementptr inbounds i64, i64* %v228, i64 %base
  store i64 %v227, i64* %v229, align 8
  %v230 = icmp ule i65 %v10, %v11
  %v231 = zext i1 %v230 to i64
  %v232 = getelementptr inbounds i64, i64* %out, i64 73
  %v233 = getelementptr inbounds i64, i64* %v232, i64 %base
  store i64 %v231, i64* %v233, align 8
  %v234 = zext i64 %b to i65
  %v235 = xor i65 %v10, %v234
  %v236 = icmp ule i65 %v10, %v235
  %v237 = zext i1 %v236 to i64
  %v238 = getelementptr inbounds i64, i64* %out, i64 74
  %v239 = getelementptr inbounds i64, i64* %v238, i64 %base
  store i64 %v237, i64* %v239, align 8
  %v240 = icmp ule i65 %v11, -1
  %v241 = zext i1 %v240 to i64
  %v242 = getelementptr inbounds i64, i64* %out, i64 75
  %v243 = getelementptr inbounds i64, i64* %v242, i64 %base
  store i64 %v241, i64* %v243, align 8
  %v244 = icmp sgt i65 %v10, %v11
  %v245 = zext i1 %v244 to i64
  %v246 = getelementptr inbounds i64, i64* %out, i64 76
  %v247 = getelementptr inbounds i64, i64* %v246, i64 %base
  store i64 %v245, i64* %v247, align 8
  %v248 = zext i64 %b to i65
  %v249 = xor i65 %v10, %v248
  %v250 = icmp sgt i65 %v10, %v249
  %v251 = zext i1 %v250 to i64
  %v252 = getelementptr inbounds i64, i64* %out, i64 77
  %v253 = getelementptr inbounds i64, i64* %v252, i64 %base
  store i64 %v251, i64* %v253, align 8
  %v254 = icmp sgt i65 %v11, -1
  %v255 = zext i1 %v254 to i64
  %v256 = getelementptr inbounds i64, i64* %out, i64 78
  %v257 = getelementptr inbounds i64, i64* %v256, i64 %base
  store i64 %v255, i64* %v257, align 8
  %v258 = icmp sge i65 %v10, %v11
  %v259 = zext i1 %v258 to i64
  %v260 = getelementptr inbounds i64, i64* %out, i64 79
  %v261 = getelementptr inbounds i64, i64* %v260, i64 %base
  store i64 %v259, i64* %v261, align 8
  %v262 = zext i64 %b to i65
  %v263 = xor i65 %v10, %v262
  %v264 = icmp sge i65 %v10, %v263
  %v265 = zext i1 %v264 to i64
  %v266 = getelementptr inbounds i64, i64* %out, i64 80
  %v267 = getelementptr inbounds i64, i64* %v266, i64 %base
  store i64 %v265, i64* %v267, align 8
  %v268 = icmp sge i65 %v11, -1
  %v269 = zext i1 %v268 to i64
  %v270 = getelementptr inbounds i64, i64* %out, i64 81
  %v271 = getelementptr inbounds i64, i64* %v270, i64 %base
  store i64 %v269, i64* %v271, align 8
  %v272 = icmp slt i65 %v10, %v11
  %v273 = zext i1 %v272 to i64
  %v274 = getelementptr inbounds i64, i64* %out, i64 82
  %v275 = getelementptr inbounds i64, i64* %v274, i64 %base
  store i64 %v273, i64* %v275, align 8
  %v276 = zext i64 %b to i65
  %v277 = xor i65 %v10, %v276
  %v278 = icmp slt i65 %v10, %v277
  %v279 = zext i1 %v278 to i64
  %v280 = getelementptr inbounds i64, i64* %out, i64 83
  %v281 = getelementptr inbounds i64, i64* %v280, i64 %base
  store i64 %v279, i64* %v281, align 8
  %v282 = icmp slt i65 %v11, -1
  %v283 = zext i1 %v282 to i64
  %v284 = getelementptr inbounds i64, i64* %out, i64 84
  %v285 = getelementptr inbounds i64, i64* %v284, i64 %base
  store i64 %v283, i64* %v285, align 8
  %v286 = icmp sle i65 %v10, %v11
  %v287 = zext i1 %v286 to i64
  %v288 = getelementptr inbounds i64, i64* %out, i64 85
  %v289 = getelementptr inbounds i64, i64* %v288, i64 %base
  store i64 %v287, i64* %v289, align 8
  %v290 = zext i64 %b to i65
  %v291 = xor i65 %v10, %v290
  %v292 = icmp sle i65 %v10, %v291
  %v293 = zext i1 %v292 to i64
  %v294 = getelementptr inbounds i64, i64* %out, i64 86
  %v295 = getelementptr inbounds i64, i64* %v294, i64 %base
  store i64 %v293, i64* %v295, align 8
  %v296 = icmp sle i65 %v11, -1
  %v297 = zext i1 %v296 to i64
  %v298 = getelementptr inbounds i64, i64* %out, i64 87
  %v299 = getelementptr inbounds i64, i64* %v298, i64 %base
  store i64 %v297, i64* %v299, align 8
  %v300 = trunc i65 %v10 to i64
  %v301 = getelementptr inbounds i64, i64* %out, i64 88
  %v302 = getelementptr inbounds i64, i64* %v301, i64 %base
  store i64 %v300, i64* %v302, align 8
  %v303 = trunc i65 %v11 to i33
  %v304 = zext i33 %v303 to i64
  %v305 = getelementptr inbounds i64, i64* %out, i64 89
  %v306 = getelementptr inbounds i64, i64* %v305, i64 %base
  store i64 %v304, i64* %v306, align 8
  %v307 = trunc i65 %v11 to i8
  %v308 = zext i8 %v307 to i64
  %v309 = getelementptr inbounds i64, i64* %out, i64 90
  %v310 = getelementptr inbounds i64, i64* %v309, i64 %base
  store i64 %v308, i64* %v310, align 8
  %v311 = sext i65 %v11 to i128
  %v312 = getelementptr inbounds i64, i64* %out, i64 91
  %v313 = getelementptr inbounds i64, i64* %v312, i64 %base
  %v314 = bitcast i64* %v313 to i128*
  store i128 %v311, i128* %v314, align 8
  %v315 = sext i64 %a to i65
  %v316 = zext i65 %v315 to i128
  %v317 = getelementptr inbounds i64, i64* %out, i64 93
  %v318 = getelementptr inbounds i64, i64* %v317, i64 %base
  %v319 = bitcast i64* %v318 to i128*
  store i128 %v316, i128* %v319, align 8
  %v320 = trunc i64 %b to i33
  %v321 = sext i33 %v320 to i65
  %v322 = zext i65 %v321 to i128
  %v323 = getelementptr inbounds i64, i64* %out, i64 95
  %v324 = getelementptr inbounds i64, i64* %v323, i64 %base
  %v325 = bitcast i64* %v324 to i128*
  store i128 %v322, i128* %v325, align 8
  %v326 = icmp sgt i65 %v10, %v11
  %v327 = select i1 %v326, i65 %v10, i65 %v11
  %v328 = zext i65 %v327 to i128
  %v329 = getelementptr inbounds i64, i64* %out, i64 97
  %v330 = getelementptr inbounds i64, i64* %v329, i64 %base
  %v331 = bitcast i64* %v330 to i128*
  store i128 %v328, i128* %v331, align 8
  %v332 = zext i64 %a to i65
  %v333 = mul nuw i65 %v332, %v42
  %v334 = lshr i65 %v333, 64
  %v335 = trunc i65 %v334 to i64
  %v336 = getelementptr inbounds i64, i64* %out, i64 99
  %v337 = getelementptr inbounds i64, i64* %v336, i64 %base
  store i64 %v335, i64* %v337, align 8
  ret void
}

define ptx_kernel void @wide_i96(i64* %x, i64* %y, i64* %out, i8* %bytes) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %m = mul i32 %cta, %nt
  %t32 = add i32 %m, %tid
  %t = zext i32 %t32 to i64
  %base = mul i64 %t, 128
  %px = getelementptr inbounds i64, i64* %x, i64 %t
  %py = getelementptr inbounds i64, i64* %y, i64 %t
  %a = load i64, i64* %px, align 8
  %b = load i64, i64* %py, align 8
  %v1 = zext i64 %a to i128
  %v2 = shl i128 %v1, 64
  %v3 = zext i64 %b to i128
  %v4 = or i128 %v2, %v3
  %v5 = zext i64 %b to i128
  %v6 = shl i128 %v5, 64
  %v7 = xor i64 %a, -1
  %v8 = zext i64 %v7 to i128
  %v9 = or i128 %v6, %v8
  %v10 = trunc i128 %v4 to i96
  %v11 = trunc i128 %v9 to i96
  %v12 = add i96 %v10, %v11
  %v13 = zext i96 %v12 to i128
  %v14 = getelementptr inbounds i64, i64* %out, i64 0
  %v15 = getelementptr inbounds i64, i64* %v14, i64 %base
  %v16 = bitcast i64* %v15 to i128*
  store i128 %v13, i128* %v16, align 8
  %v17 = sub i96 %v10, %v11
  %v18 = zext i96 %v17 to i128
  %v19 = getelementptr inbounds i64, i64* %out, i64 2
  %v20 = getelementptr inbounds i64, i64* %v19, i64 %base
  %v21 = bitcast i64* %v20 to i128*
  store i128 %v18, i128* %v21, align 8
  %v22 = mul i96 %v10, %v11
  %v23 = zext i96 %v22 to i128
  %v24 = getelementptr inbounds i64, i64* %out, i64 4
  %v25 = getelementptr inbounds i64, i64* %v24, i64 %base
  %v26 = bitcast i64* %v25 to i128*
  store i128 %v23, i128* %v26, align 8
  %v27 = and i96 %v10, %v11
  %v28 = zext i96 %v27 to i128
  %v29 = getelementptr inbounds i64, i64* %out, i64 6
  %v30 = getelementptr inbounds i64, i64* %v29, i64 %base
  %v31 = bitcast i64* %v30 to i128*
  store i128 %v28, i128* %v31, align 8
  %v32 = or i96 %v10, %v11
  %v33 = zext i96 %v32 to i128
  %v34 = getelementptr inbounds i64, i64* %out, i64 8
  %v35 = getelementptr inbounds i64, i64* %v34, i64 %base
  %v36 = bitcast i64* %v35 to i128*
  store i128 %v33, i128* %v36, align 8
  %v37 = xor i96 %v10, %v11
  %v38 = zext i96 %v37 to i128
  %v39 = getelementptr inbounds i64, i64* %out, i64 10
  %v40 = getelementptr inbounds i64, i64* %v39, i64 %base
  %v41 = bitcast i64* %v40 to i128*
  store i128 %v38, i128* %v41, align 8
  %v42 = zext i64 %b to i96
  %v43 = mul i96 %v10, %v42
  %v44 = zext i96 %v43 to i128
  %v45 = getelementptr inbounds i64, i64* %out, i64 12
  %v46 = getelementptr inbounds i64, i64* %v45, i64 %base
  %v47 = bitcast i64* %v46 to i128*
  store i128 %v44, i128* %v47, align 8
  %v48 = add i96 %v42, %v10
  %v49 = zext i96 %v48 to i128
  %v50 = getelementptr inbounds i64, i64* %out, i64 14
  %v51 = getelementptr inbounds i64, i64* %v50, i64 %base
  %v52 = bitcast i64* %v51 to i128*
  store i128 %v49, i128* %v52, align 8
  %v53 = sub i96 %v42, %v10
  %v54 = zext i96 %v53 to i128
  %v55 = getelementptr inbounds i64, i64* %out, i64 16
  %v56 = getelementptr inbounds i64, i64* %v55, i64 %base
  %v57 = bitcast i64* %v56 to i128*
  store i128 %v54, i128* %v57, align 8
  %v58 = urem i64 %b, 96
  %v59 = zext i64 %v58 to i96
  %v60 = shl i96 %v10, %v59
  %v61 = zext i96 %v60 to i128
  %v62 = getelementptr inbounds i64, i64* %out, i64 18
  %v63 = getelementptr inbounds i64, i64* %v62, i64 %base
  %v64 = bitcast i64* %v63 to i128*
  store i128 %v61, i128* %v64, align 8
  %v65 = shl i96 %v11, 0
  %v66 = zext i96 %v65 to i128
  %v67 = getelementptr inbounds i64, i64* %out, i64 20
  %v68 = getelementptr inbounds i64, i64* %v67, i64 %base
  %v69 = bitcast i64* %v68 to i128*
  store i128 %v66, i128* %v69, align 8
  %v70 = shl i96 %v11, 1
  %v71 = zext i96 %v70 to i128
  %v72 = getelementptr inbounds i64, i64* %out, i64 22
  %v73 = getelementptr inbounds i64, i64* %v72, i64 %base
  %v74 = bitcast i64* %v73 to i128*
  store i128 %v71, i128* %v74, align 8
  %v75 = shl i96 %v11, 31
  %v76 = zext i96 %v75 to i128
  %v77 = getelementptr inbounds i64, i64* %out, i64 24
  %v78 = getelementptr inbounds i64, i64* %v77, i64 %base
  %v79 = bitcast i64* %v78 to i128*
  store i128 %v76, i128* %v79, align 8
  %v80 = shl i96 %v11, 63
  %v81 = zext i96 %v80 to i128
  %v82 = getelementptr inbounds i64, i64* %out, i64 26
  %v83 = getelementptr inbounds i64, i64* %v82, i64 %base
  %v84 = bitcast i64* %v83 to i128*
  store i128 %v81, i128* %v84, align 8
  %v85 = shl i96 %v11, 64
  %v86 = zext i96 %v85 to i128
  %v87 = getelementptr inbounds i64, i64* %out, i64 28
  %v88 = getelementptr inbounds i64, i64* %v87, i64 %base
  %v89 = bitcast i64* %v88 to i128*
  store i128 %v86, i128* %v89, align 8
  %v90 = shl i96 %v11, 65
  %v91 = zext i96 %v90 to i128
  %v92 = getelementptr inbounds i64, i64* %out, i64 30
  %v93 = getelementptr inbounds i64, i64* %v92, i64 %base
  %v94 = bitcast i64* %v93 to i128*
  store i128 %v91, i128* %v94, align 8
  %v95 = shl i96 %v11, 95
  %v96 = zext i96 %v95 to i128
  %v97 = getelementptr inbounds i64, i64* %out, i64 32
  %v98 = getelementptr inbounds i64, i64* %v97, i64 %base
  %v99 = bitcast i64* %v98 to i128*
  store i128 %v96, i128* %v99, align 8
  %v100 = lshr i96 %v10, %v59
  %v101 = zext i96 %v100 to i128
  %v102 = getelementptr inbounds i64, i64* %out, i64 34
  %v103 = getelementptr inbounds i64, i64* %v102, i64 %base
  %v104 = bitcast i64* %v103 to i128*
  store i128 %v101, i128* %v104, align 8
  %v105 = lshr i96 %v11, 0
  %v106 = zext i96 %v105 to i128
  %v107 = getelementptr inbounds i64, i64* %out, i64 36
  %v108 = getelementptr inbounds i64, i64* %v107, i64 %base
  %v109 = bitcast i64* %v108 to i128*
  store i128 %v106, i128* %v109, align 8
  %v110 = lshr i96 %v11, 1
  %v111 = zext i96 %v110 to i128
  %v112 = getelementptr inbounds i64, i64* %out, i64 38
  %v113 = getelementptr inbounds i64, i64* %v112, i64 %base
  %v114 = bitcast i64* %v113 to i128*
  store i128 %v111, i128* %v114, align 8
  %v115 = lshr i96 %v11, 31
  %v116 = zext i96 %v115 to i128
  %v117 = getelementptr inbounds i64, i64* %out, i64 40
  %v118 = getelementptr inbounds i64, i64* %v117, i64 %base
  %v119 = bitcast i64* %v118 to i128*
  store i128 %v116, i128* %v119, align 8
  %v120 = lshr i96 %v11, 63
  %v121 = zext i96 %v120 to i128
  %v122 = getelementptr inbounds i64, i64* %out, i64 42
  %v123 = getelementptr inbounds i64, i64* %v122, i64 %base
  %v124 = bitcast i64* %v123 to i128*
  store i128 %v121, i128* %v124, align 8
  %v125 = lshr i96 %v11, 64
  %v126 = zext i96 %v125 to i128
  %v127 = getelementptr inbounds i64, i64* %out, i64 44
  %v128 = getelementptr inbounds i64, i64* %v127, i64 %base
  %v129 = bitcast i64* %v128 to i128*
  store i128 %v126, i128* %v129, align 8
  %v130 = lshr i96 %v11, 65
  %v131 = zext i96 %v130 to i128
  %v132 = getelementptr inbounds i64, i64* %out, i64 46
  %v133 = getelementptr inbounds i64, i64* %v132, i64 %base
  %v134 = bitcast i64* %v133 to i128*
  store i128 %v131, i128* %v134, align 8
  %v135 = lshr i96 %v11, 95
  %v136 = zext i96 %v135 to i128
  %v137 = getelementptr inbounds i64, i64* %out, i64 48
  %v138 = getelementptr inbounds i64, i64* %v137, i64 %base
  %v139 = bitcast i64* %v138 to i128*
  store i128 %v136, i128* %v139, align 8
  %v140 = ashr i96 %v10, %v59
  %v141 = zext i96 %v140 to i128
  %v142 = getelementptr inbounds i64, i64* %out, i64 50
  %v143 = getelementptr inbounds i64, i64* %v142, i64 %base
  %v144 = bitcast i64* %v143 to i128*
  store i128 %v141, i128* %v144, align 8
  %v145 = ashr i96 %v11, 0
  %v146 = zext i96 %v145 to i128
  %v147 = getelementptr inbounds i64, i64* %out, i64 52
  %v148 = getelementptr inbounds i64, i64* %v147, i64 %base
  %v149 = bitcast i64* %v148 to i128*
  store i128 %v146, i128* %v149, align 8
  %v150 = ashr i96 %v11, 1
  %v151 = zext i96 %v150 to i128
  %v152 = getelementptr inbounds i64, i64* %out, i64 54
  %v153 = getelementptr inbounds i64, i64* %v152, i64 %base
  %v154 = bitcast i64* %v153 to i128*
  store i128 %v151, i128* %v154, align 8
  %v155 = ashr i96 %v11, 31
  %v156 = zext i96 %v155 to i128
  %v157 = getelementptr inbounds i64, i64* %out, i64 56
  %v158 = getelementptr inbounds i64, i64* %v157, i64 %base
  %v159 = bitcast i64* %v158 to i128*
  store i128 %v156, i128* %v159, align 8
  %v160 = ashr i96 %v11, 63
  %v161 = zext i96 %v160 to i128
  %v162 = getelementptr inbounds i64, i64* %out, i64 58
  %v163 = getelementptr inbounds i64, i64* %v162, i64 %base
  %v164 = bitcast i64* %v163 to i128*
  store i128 %v161, i128* %v164, align 8
  %v165 = ashr i96 %v11, 64
  %v166 = zext i96 %v165 to i128
  %v167 = getelementptr inbounds i64, i64* %out, i64 60
  %v168 = getelementptr inbounds i64, i64* %v167, i64 %base
  %v169 = bitcast i64* %v168 to i128*
  store i128 %v166, i128* %v169, align 8
  %v170 = ashr i96 %v11, 65
  %v171 = zext i96 %v170 to i128
  %v172 = getelementptr inbounds i64, i64* %out, i64 62
  %v173 = getelementptr inbounds i64, i64* %v172, i64 %base
  %v174 = bitcast i64* %v173 to i128*
  store i128 %v171, i128* %v174, align 8
  %v175 = ashr i96 %v11, 95
  %v176 = zext i96 %v175 to i128
  %v177 = getelementptr inbounds i64, i64* %out, i64 64
  %v178 = getelementptr inbounds i64, i64* %v177, i64 %base
  %v179 = bitcast i64* %v178 to i128*
  store i128 %v176, i128* %v179, align 8
  %v180 = add i96 %v10, 42607145172943956442514469392
  %v181 = zext i96 %v180 to i128
  %v182 = getelementptr inbounds i64, i64* %out, i64 66
  %v183 = getelementptr inbounds i64, i64* %v182, i64 %base
  %v184 = bitcast i64* %v183 to i128*
  store i128 %v181, i128* %v184, align 8
  %v185 = mul i96 %v11, -7
  %v186 = zext i96 %v185 to i128
  %v187 = getelementptr inbounds i64, i64* %out, i64 68
  %v188 = getelementptr inbounds i64, i64* %v187, i64 %base
  %v189 = bitcast i64* %v188 to i128*
  store i128 %v186, i128* %v189, align 8
  %v190 = icmp eq i96 %v10, %v11
  %v191 = zext i1 %v190 to i64
  %v192 = getelementptr inbounds i64, i64* %out, i64 70
  %v193 = getelementptr inbounds i64, i64* %v192, i64 %base
  store i64 %v191, i64* %v193, align 8
  %v194 = zext i64 %b to i96
  %v195 = xor i96 %v10, %v194
  %v196 = icmp eq i96 %v10, %v195
  %v197 = zext i1 %v196 to i64
  %v198 = getelementptr inbounds i64, i64* %out, i64 71
  %v199 = getelementptr inbounds i64, i64* %v198, i64 %base
  store i64 %v197, i64* %v199, align 8
  %v200 = icmp eq i96 %v11, -1
  %v201 = zext i1 %v200 to i64
  %v202 = getelementptr inbounds i64, i64* %out, i64 72
  %v203 = getelementptr inbounds i64, i64* %v202, i64 %base
  store i64 %v201, i64* %v203, align 8
  %v204 = icmp ne i96 %v10, %v11
  %v205 = zext i1 %v204 to i64
  %v206 = getelementptr inbounds i64, i64* %out, i64 73
  %v207 = getelementptr inbounds i64, i64* %v206, i64 %base
  store i64 %v205, i64* %v207, align 8
  %v208 = zext i64 %b to i96
  %v209 = xor i96 %v10, %v208
  %v210 = icmp ne i96 %v10, %v209
  %v211 = zext i1 %v210 to i64
  %v212 = getelementptr inbounds i64, i64* %out, i64 74
  %v213 = getelementptr inbounds i64, i64* %v212, i64 %base
  store i64 %v211, i64* %v213, align 8
  %v214 = icmp ne i96 %v11, -1
  %v215 = zext i1 %v214 to i64
  %v216 = getelementptr inbounds i64, i64* %out, i64 75
  %v217 = getelementptr inbounds i64, i64* %v216, i64 %base
  store i64 %v215, i64* %v217, align 8
  %v218 = icmp ugt i96 %v10, %v11
  %v219 = zext i1 %v218 to i64
  %v220 = getelementptr inbounds i64, i64* %out, i64 76
  %v221 = getelementptr inbounds i64, i64* %v220, i64 %base
  store i64 %v219, i64* %v221, align 8
  %v222 = zext i64 %b to i96
  %v223 = xor i96 %v10, %v222
  %v224 = icmp ugt i96 %v10, %v223
  %v225 = zext i1 %v224 to i64
  %v226 = getelementptr inbounds i64, i64* %out, i64 77
  %v227 = getelementptr inbounds i64, i64* %v226, i64 %base
  store i64 %v225, i64* %v227, align 8
  %v228 = icmp ugt i96 %v11, -1
  %v229 = zext i1 %v228 to i64
  %v230 = getelementptr inbounds i64, i64* %out, i64 78
  %v231 = getelementptr inbounds i64, i64* %v230, i64 %base
  store i64 %v229, i64* %v231, align 8
  %v232 = icmp uge i96 %v10, %v11
  %v233 = zext i1 %v232 to i64
  %v234 = getelementptr inbounds i64, i64* %out, i64 79
  %v235 = getelementptr inbounds i64, i64* %v234, i64 %base
  store i64 %v233, i64* %v235, align 8
  %v236 = zext i64 %b to i96
  %v237 = xor i96 %v10, %v236
  %v238 = icmp uge i96 %v10, %v237
  %v239 = zext i1 %v238 to i64
  %v240 = getelementptr inbounds i64, i64* %out, i64 80
  %v241 = getelementptr inbounds i64, i64* %v240, i64 %base
  store i64 %v239, i64* %v241, align 8
  %v242 = icmp uge i96 %v11, -1
  %v243 = zext i1 %v242 to i64
  %v244 = getelementptr inbounds i64, i64* %out, i64 81
  %v245 = getelementptr inbounds i64, i64* %v244, i64 %base
  store i64 %v243, i64* %v245, align 8
  %v246 = icmp ult i96 %v10, %v11
  %v247 = zext i1 %v246 to i64
  %v248 = getelementptr inbounds i64, i64* %out, i64 82
  %v249 = getelementptr inbounds i64, i64* %v248, i64 %base
  store i64 %v247, i64* %v249, align 8
  %v250 = zext i64 %b to i96
  %v251 = xor i96 %v10, %v250
  %v252 = icmp ult i96 %v10, %v251
  %v253 = zext i1 %v252 to i64
  %v254 = getelementptr inbounds i64, i64* %out, i64 83
  %v255 = getelementptr inbounds i64, i64* %v254, i64 %base
  store i64 %v253, i64* %v255, align 8
  %v256 = icmp ult i96 %v11, -1
  %v257 = zext i1 %v256 to i64
  %v258 = getelementptr inbounds i64, i64* %out, i64 84
  %v259 = getelementptr inbounds i64, i64* %v258, i64 %base
  store i64 %v257, i64* %v259, align 8
  %v260 = icmp ule i96 %v10, %v11
  %v261 = zext i1 %v260 to i64
  %v262 = getelementptr inbounds i64, i64* %out, i64 85
  %v263 = getelementptr inbounds i64, i64* %v262, i64 %base
  store i64 %v261, i64* %v263, align 8
  %v264 = zext i64 %b to i96
  %v265 = xor i96 %v10, %v264
  %v266 = icmp ule i96 %v10, %v265
  %v267 = zext i1 %v266 to i64
  %v268 = getelementptr inbounds i64, i64* %out, i64 86
  %v269 = getelementptr inbounds i64, i64* %v268, i64 %base
  store i64 %v267, i64* %v269, align 8
  %v270 = icmp ule i96 %v11, -1
  %v271 = zext i1 %v270 to i64
  %v272 = getelementptr inbounds i64, i64* %out, i64 87
  %v273 = getelementptr inbounds i64, i64* %v272, i64 %base
  store i64 %v271, i64* %v273, align 8
  %v274 = icmp sgt i96 %v10, %v11
  %v275 = zext i1 %v274 to i64
  %v276 = getelementptr inbounds i64, i64* %out, i64 88
  %v277 = getelementptr inbounds i64, i64* %v276, i64 %base
  store i64 %v275, i64* %v277, align 8
  %v278 = zext i64 %b to i96
  %v279 = xor i96 %v10, %v278
  %v280 = icmp sgt i96 %v10, %v279
  %v281 = zext i1 %v280 to i64
  %v282 = getelementptr inbounds i64, i64* %out, i64 89
  %v283 = getelementptr inbounds i64, i64* %v282, i64 %base
  store i64 %v281, i64* %v283, align 8
  %v284 = icmp sgt i96 %v11, -1
  %v285 = zext i1 %v284 to i64
  %v286 = getelementptr inbounds i64, i64* %out, i64 90
  %v287 = getelementptr inbounds i64, i64* %v286, i64 %base
  store i64 %v285, i64* %v287, align 8
  %v288 = icmp sge i96 %v10, %v11
  %v289 = zext i1 %v288 to i64
  %v290 = getelementptr inbounds i64, i64* %out, i64 91
  %v291 = getelementptr inbounds i64, i64* %v290, i64 %base
  store i64 %v289, i64* %v291, align 8
  %v292 = zext i64 %b to i96
  %v293 = xor i96 %v10, %v292
  %v294 = icmp sge i96 %v10, %v293
  %v295 = zext i1 %v294 to i64
  %v296 = getelementptr inbounds i64, i64* %out, i64 92
  %v297 = getelementptr inbounds i64, i64* %v296, i64 %base
  store i64 %v295, i64* %v297, align 8
  %v298 = icmp sge i96 %v11, -1
  %v299 = zext i1 %v298 to i64
  %v300 = getelementptr inbounds i64, i64* %out, i64 93
  %v301 = getelementptr inbounds i64, i64* %v300, i64 %base
  store i64 %v299, i64* %v301, align 8
  %v302 = icmp slt i96 %v10, %v11
  %v303 = zext i1 %v302 to i64
  %v304 = getelementptr inbounds i64, i64* %out, i64 94
  %v305 = getelementptr inbounds i64, i64* %v304, i64 %base
  store i64 %v303, i64* %v305, align 8
  %v306 = zext i64 %b to i96
  %v307 = xor i96 %v10, %v306
  %v308 = icmp slt i96 %v10, %v307
  %v309 = zext i1 %v308 to i64
  %v310 = getelementptr inbounds i64, i64* %out, i64 95
  %v311 = getelementptr inbounds i64, i64* %v310, i64 %base
  store i64 %v309, i64* %v311, align 8
  %v312 = icmp slt i96 %v11, -1
  %v313 = zext i1 %v312 to i64
  %v314 = getelementptr inbounds i64, i64* %out, i64 96
  %v315 = getelementptr inbounds i64, i64* %v314, i64 %base
  store i64 %v313, i64* %v315, align 8
  %v316 = icmp sle i96 %v10, %v11
  %v317 = zext i1 %v316 to i64
  %v318 = getelementptr inbounds i64, i64* %out, i64 97
  %v319 = getelementptr inbounds i64, i64* %v318, i64 %base
  store i64 %v317, i64* %v319, align 8
  %v320 = zext i64 %b to i96
  %v321 = xor i96 %v10, %v320
  %v322 = icmp sle i96 %v10, %v321
  %v323 = zext i1 %v322 to i64
  %v324 = getelementptr inbounds i64, i64* %out, i64 98
  %v325 = getelementptr inbounds i64, i64* %v324, i64 %base
  store i64 %v323, i64* %v325, align 8
  %v326 = icmp sle i96 %v11, -1
  %v327 = zext i1 %v326 to i64
  %v328 = getelementptr inbounds i64, i64* %out, i64 99
  %v329 = getelementptr inbounds i64, i64* %v328, i64 %base
  store i64 %v327, i64* %v329, align 8
  %v330 = trunc i96 %v10 to i64
  %v331 = getelementptr inbounds i64, i64* %out, i64 100
  %v332 = getelementptr inbounds i64, i64* %v331, i64 %base
  store i64 %v330, i64* %v332, align 8
  %v333 = trunc i96 %v11 to i33
  %v334 = zext i33 %v333 to i64
  %v335 = getelementptr inbounds i64, i64* %out, i64 101
  %v336 = getelementptr inbounds i64, i64* %v335, i64 %base
  store i64 %v334, i64* %v336, align 8
  %v337 = trunc i96 %v11 to i8
  %v338 = zext i8 %v337 to i64
  %v339 = getelementptr inbounds i64, i64* %out, i64 102
  %v340 = getelementptr inbounds i64, i64* %v339, i64 %base
  store i64 %v338, i64* %v340, align 8
  %v341 = sext i96 %v11 to i128
  %v342 = getelementptr inbounds i64, i64* %out, i64 103
  %v343 = getelementptr inbounds i64, i64* %v342, i64 %base
  %v344 = bitcast i64* %v343 to i128*
  store i128 %v341, i128* %v344, align 8
  %v345 = sext i64 %a to i96
  %v346 = zext i96 %v345 to i128
  %v347 = getelementptr inbounds i64, i64* %out, i64 105
  %v348 = getelementptr inbounds i64, i64* %v347, i64 %base
  %v349 = bitcast i64* %v348 to i128*
  store i128 %v346, i128* %v349, align 8
  %v350 = trunc i64 %b to i33
  %v351 = sext i33 %v350 to i96
  %v352 = zext i96 %v351 to i128
  %v353 = getelementptr inbounds i64, i64* %out, i64 107
  %v354 = getelementptr inbounds i64, i64* %v353, i64 %base
  %v355 = bitcast i64* %v354 to i128*
  store i128 %v352, i128* %v355, align 8
  %v356 = icmp sgt i96 %v10, %v11
  %v357 = select i1 %v356, i96 %v10, i96 %v11
  %v358 = zext i96 %v357 to i128
  %v359 = getelementptr inbounds i64, i64* %out, i64 109
  %v360 = getelementptr inbounds i64, i64* %v359, i64 %base
  %v361 = bitcast i64* %v360 to i128*
  store i128 %v358, i128* %v361, align 8
  %v362 = zext i64 %a to i96
  %v363 = mul nuw i96 %v362, %v42
  %v364 = lshr i96 %v363, 64
  %v365 = trunc i96 %v364 to i64
  %v366 = getelementptr inbounds i64, i64* %out, i64 111
  %v367 = getelementptr inbounds i64, i64* %v366, i64 %base
  store i64 %v365, i64* %v367, align 8
  ret void
}

define ptx_kernel void @wide_i127(i64* %x, i64* %y, i64* %out, i8* %bytes) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %m = mul i32 %cta, %nt
  %t32 = add i32 %m, %tid
  %t = zext i32 %t32 to i64
  %base = mul i64 %t, 128
  %px = getelementptr inbounds i64, i64* %x, i64 %t
  %py = getelementptr inbounds i64, i64* %y, i64 %t
  %a = load i64, i64* %px, align 8
  %b = load i64, i64* %py, align 8
  %v1 = zext i64 %a to i128
  %v2 = shl i128 %v1, 64
  %v3 = zext i64 %b to i128
  %v4 = or i128 %v2, %v3
  %v5 = zext i64 %b to i128
  %v6 = shl i128 %v5, 64
  %v7 = xor i64 %a, -1
  %v8 = zext i64 %v7 to i128
  %v9 = or i128 %v6, %v8
  %v10 = trunc i128 %v4 to i127
  %v11 = trunc i128 %v9 to i127
  %v12 = add i127 %v10, %v11
  %v13 = zext i127 %v12 to i128
  %v14 = getelementptr inbounds i64, i64* %out, i64 0
  %v15 = getelementptr inbounds i64, i64* %v14, i64 %base
  %v16 = bitcast i64* %v15 to i128*
  store i128 %v13, i128* %v16, align 8
  %v17 = sub i127 %v10, %v11
  %v18 = zext i127 %v17 to i128
  %v19 = getelementptr inbounds i64, i64* %out, i64 2
  %v20 = getelementptr inbounds i64, i64* %v19, i64 %base
  %v21 = bitcast i64* %v20 to i128*
  store i128 %v18, i128* %v21, align 8
  %v22 = mul i127 %v10, %v11
  %v23 = zext i127 %v22 to i128
  %v24 = getelementptr inbounds i64, i64* %out, i64 4
  %v25 = getelementptr inbounds i64, i64* %v24, i64 %base
  %v26 = bitcast i64* %v25 to i128*
  store i128 %v23, i128* %v26, align 8
  %v27 = and i127 %v10, %v11
  %v28 = zext i127 %v27 to i128
  %v29 = getelementptr inbounds i64, i64* %out, i64 6
  %v30 = getelementptr inbounds i64, i64* %v29, i64 %base
  %v31 = bitcast i64* %v30 to i128*
  store i128 %v28, i128* %v31, align 8
  %v32 = or i127 %v10, %v11
  %v33 = zext i127 %v32 to i128
  %v34 = getelementptr inbounds i64, i64* %out, i64 8
  %v35 = getelementptr inbounds i64, i64* %v34, i64 %base
  %v36 = bitcast i64* %v35 to i128*
  store i128 %v33, i128* %v36, align 8
  %v37 = xor i127 %v10, %v11
  %v38 = zext i127 %v37 to i128
  %v39 = getelementptr inbounds i64, i64* %out, i64 10
  %v40 = getelementptr inbounds i64, i64* %v39, i64 %base
  %v41 = bitcast i64* %v40 to i128*
  store i128 %v38, i128* %v41, align 8
  %v42 = zext i64 %b to i127
  %v43 = mul i127 %v10, %v42
  %v44 = zext i127 %v43 to i128
  %v45 = getelementptr inbounds i64, i64* %out, i64 12
  %v46 = getelementptr inbounds i64, i64* %v45, i64 %base
  %v47 = bitcast i64* %v46 to i128*
  store i128 %v44, i128* %v47, align 8
  %v48 = add i127 %v42, %v10
  %v49 = zext i127 %v48 to i128
  %v50 = getelementptr inbounds i64, i64* %out, i64 14
  %v51 = getelementptr inbounds i64, i64* %v50, i64 %base
  %v52 = bitcast i64* %v51 to i128*
  store i128 %v49, i128* %v52, align 8
  %v53 = sub i127 %v42, %v10
  %v54 = zext i127 %v53 to i128
  %v55 = getelementptr inbounds i64, i64* %out, i64 16
  %v56 = getelementptr inbounds i64, i64* %v55, i64 %base
  %v57 = bitcast i64* %v56 to i128*
  store i128 %v54, i128* %v57, align 8
  %v58 = urem i64 %b, 127
  %v59 = zext i64 %v58 to i127
  %v60 = shl i127 %v10, %v59
  %v61 = zext i127 %v60 to i128
  %v62 = getelementptr inbounds i64, i64* %out, i64 18
  %v63 = getelementptr inbounds i64, i64* %v62, i64 %base
  %v64 = bitcast i64* %v63 to i128*
  store i128 %v61, i128* %v64, align 8
  %v65 = shl i127 %v11, 0
  %v66 = zext i127 %v65 to i128
  %v67 = getelementptr inbounds i64, i64* %out, i64 20
  %v68 = getelementptr inbounds i64, i64* %v67, i64 %base
  %v69 = bitcast i64* %v68 to i128*
  store i128 %v66, i128* %v69, align 8
  %v70 = shl i127 %v11, 1
  %v71 = zext i127 %v70 to i128
  %v72 = getelementptr inbounds i64, i64* %out, i64 22
  %v73 = getelementptr inbounds i64, i64* %v72, i64 %base
  %v74 = bitcast i64* %v73 to i128*
  store i128 %v71, i128* %v74, align 8
  %v75 = shl i127 %v11, 31
  %v76 = zext i127 %v75 to i128
  %v77 = getelementptr inbounds i64, i64* %out, i64 24
  %v78 = getelementptr inbounds i64, i64* %v77, i64 %base
  %v79 = bitcast i64* %v78 to i128*
  store i128 %v76, i128* %v79, align 8
  %v80 = shl i127 %v11, 63
  %v81 = zext i127 %v80 to i128
  %v82 = getelementptr inbounds i64, i64* %out, i64 26
  %v83 = getelementptr inbounds i64, i64* %v82, i64 %base
  %v84 = bitcast i64* %v83 to i128*
  store i128 %v81, i128* %v84, align 8
  %v85 = shl i127 %v11, 64
  %v86 = zext i127 %v85 to i128
  %v87 = getelementptr inbounds i64, i64* %out, i64 28
  %v88 = getelementptr inbounds i64, i64* %v87, i64 %base
  %v89 = bitcast i64* %v88 to i128*
  store i128 %v86, i128* %v89, align 8
  %v90 = shl i127 %v11, 65
  %v91 = zext i127 %v90 to i128
  %v92 = getelementptr inbounds i64, i64* %out, i64 30
  %v93 = getelementptr inbounds i64, i64* %v92, i64 %base
  %v94 = bitcast i64* %v93 to i128*
  store i128 %v91, i128* %v94, align 8
  %v95 = shl i127 %v11, 126
  %v96 = zext i127 %v95 to i128
  %v97 = getelementptr inbounds i64, i64* %out, i64 32
  %v98 = getelementptr inbounds i64, i64* %v97, i64 %base
  %v99 = bitcast i64* %v98 to i128*
  store i128 %v96, i128* %v99, align 8
  %v100 = lshr i127 %v10, %v59
  %v101 = zext i127 %v100 to i128
  %v102 = getelementptr inbounds i64, i64* %out, i64 34
  %v103 = getelementptr inbounds i64, i64* %v102, i64 %base
  %v104 = bitcast i64* %v103 to i128*
  store i128 %v101, i128* %v104, align 8
  %v105 = lshr i127 %v11, 0
  %v106 = zext i127 %v105 to i128
  %v107 = getelementptr inbounds i64, i64* %out, i64 36
  %v108 = getelementptr inbounds i64, i64* %v107, i64 %base
  %v109 = bitcast i64* %v108 to i128*
  store i128 %v106, i128* %v109, align 8
  %v110 = lshr i127 %v11, 1
  %v111 = zext i127 %v110 to i128
  %v112 = getelementptr inbounds i64, i64* %out, i64 38
  %v113 = getelementptr inbounds i64, i64* %v112, i64 %base
  %v114 = bitcast i64* %v113 to i128*
  store i128 %v111, i128* %v114, align 8
  %v115 = lshr i127 %v11, 31
  %v116 = zext i127 %v115 to i128
  %v117 = getelementptr inbounds i64, i64* %out, i64 40
  %v118 = getelementptr inbounds i64, i64* %v117, i64 %base
  %v119 = bitcast i64* %v118 to i128*
  store i128 %v116, i128* %v119, align 8
  %v120 = lshr i127 %v11, 63
  %v121 = zext i127 %v120 to i128
  %v122 = getelementptr inbounds i64, i64* %out, i64 42
  %v123 = getelementptr inbounds i64, i64* %v122, i64 %base
  %v124 = bitcast i64* %v123 to i128*
  store i128 %v121, i128* %v124, align 8
  %v125 = lshr i127 %v11, 64
  %v126 = zext i127 %v125 to i128
  %v127 = getelementptr inbounds i64, i64* %out, i64 44
  %v128 = getelementptr inbounds i64, i64* %v127, i64 %base
  %v129 = bitcast i64* %v128 to i128*
  store i128 %v126, i128* %v129, align 8
  %v130 = lshr i127 %v11, 65
  %v131 = zext i127 %v130 to i128
  %v132 = getelementptr inbounds i64, i64* %out, i64 46
  %v133 = getelementptr inbounds i64, i64* %v132, i64 %base
  %v134 = bitcast i64* %v133 to i128*
  store i128 %v131, i128* %v134, align 8
  %v135 = lshr i127 %v11, 126
  %v136 = zext i127 %v135 to i128
  %v137 = getelementptr inbounds i64, i64* %out, i64 48
  %v138 = getelementptr inbounds i64, i64* %v137, i64 %base
  %v139 = bitcast i64* %v138 to i128*
  store i128 %v136, i128* %v139, align 8
  %v140 = ashr i127 %v10, %v59
  %v141 = zext i127 %v140 to i128
  %v142 = getelementptr inbounds i64, i64* %out, i64 50
  %v143 = getelementptr inbounds i64, i64* %v142, i64 %base
  %v144 = bitcast i64* %v143 to i128*
  store i128 %v141, i128* %v144, align 8
  %v145 = ashr i127 %v11, 0
  %v146 = zext i127 %v145 to i128
  %v147 = getelementptr inbounds i64, i64* %out, i64 52
  %v148 = getelementptr inbounds i64, i64* %v147, i64 %base
  %v149 = bitcast i64* %v148 to i128*
  store i128 %v146, i128* %v149, align 8
  %v150 = ashr i127 %v11, 1
  %v151 = zext i127 %v150 to i128
  %v152 = getelementptr inbounds i64, i64* %out, i64 54
  %v153 = getelementptr inbounds i64, i64* %v152, i64 %base
  %v154 = bitcast i64* %v153 to i128*
  store i128 %v151, i128* %v154, align 8
  %v155 = ashr i127 %v11, 31
  %v156 = zext i127 %v155 to i128
  %v157 = getelementptr inbounds i64, i64* %out, i64 56
  %v158 = getelementptr inbounds i64, i64* %v157, i64 %base
  %v159 = bitcast i64* %v158 to i128*
  store i128 %v156, i128* %v159, align 8
  %v160 = ashr i127 %v11, 63
  %v161 = zext i127 %v160 to i128
  %v162 = getelementptr inbounds i64, i64* %out, i64 58
  %v163 = getelementptr inbounds i64, i64* %v162, i64 %base
  %v164 = bitcast i64* %v163 to i128*
  store i128 %v161, i128* %v164, align 8
  %v165 = ashr i127 %v11, 64
  %v166 = zext i127 %v165 to i128
  %v167 = getelementptr inbounds i64, i64* %out, i64 60
  %v168 = getelementptr inbounds i64, i64* %v167, i64 %base
  %v169 = bitcast i64* %v168 to i128*
  store i128 %v166, i128* %v169, align 8
  %v170 = ashr i127 %v11, 65
  %v171 = zext i127 %v170 to i128
  %v172 = getelementptr inbounds i64, i64* %out, i64 62
  %v173 = getelementptr inbounds i64, i64* %v172, i64 %base
  %v174 = bitcast i64* %v173 to i128*
  store i128 %v171, i128* %v174, align 8
  %v175 = ashr i127 %v11, 126
  %v176 = zext i127 %v175 to i128
  %v177 = getelementptr inbounds i64, i64* %out, i64 64
  %v178 = getelementptr inbounds i64, i64* %v177, i64 %base
  %v179 = bitcast i64* %v178 to i128*
  store i128 %v176, i128* %v179, align 8
  %v180 = add i127 %v10, 1512366075204170947332355369683137040
  %v181 = zext i127 %v180 to i128
  %v182 = getelementptr inbounds i64, i64* %out, i64 66
  %v183 = getelementptr inbounds i64, i64* %v182, i64 %base
  %v184 = bitcast i64* %v183 to i128*
  store i128 %v181, i128* %v184, align 8
  %v185 = mul i127 %v11, -7
  %v186 = zext i127 %v185 to i128
  %v187 = getelementptr inbounds i64, i64* %out, i64 68
  %v188 = getelementptr inbounds i64, i64* %v187, i64 %base
  %v189 = bitcast i64* %v188 to i128*
  store i128 %v186, i128* %v189, align 8
  %v190 = icmp eq i127 %v10, %v11
  %v191 = zext i1 %v190 to i64
  %v192 = getelementptr inbounds i64, i64* %out, i64 70
  %v193 = getelementptr inbounds i64, i64* %v192, i64 %base
  store i64 %v191, i64* %v193, align 8
  %v194 = zext i64 %b to i127
  %v195 = xor i127 %v10, %v194
  %v196 = icmp eq i127 %v10, %v195
  %v197 = zext i1 %v196 to i64
  %v198 = getelementptr inbounds i64, i64* %out, i64 71
  %v199 = getelementptr inbounds i64, i64* %v198, i64 %base
  store i64 %v197, i64* %v199, align 8
  %v200 = icmp eq i127 %v11, -1
  %v201 = zext i1 %v200 to i64
  %v202 = getelementptr inbounds i64, i64* %out, i64 72
  %v203 = getelementptr inbounds i64, i64* %v202, i64 %base
  store i64 %v201, i64* %v203, align 8
  %v204 = icmp ne i127 %v10, %v11
  %v205 = zext i1 %v204 to i64
  %v206 = getelementptr inbounds i64, i64* %out, i64 73
  %v207 = getelementptr inbounds i64, i64* %v206, i64 %base
  store i64 %v205, i64* %v207, align 8
  %v208 = zext i64 %b to i127
  %v209 = xor i127 %v10, %v208
  %v210 = icmp ne i127 %v10, %v209
  %v211 = zext i1 %v210 to i64
  %v212 = getelementptr inbounds i64, i64* %out, i64 74
  %v213 = getelementptr inbounds i64, i64* %v212, i64 %base
  store i64 %v211, i64* %v213, align 8
  %v214 = icmp ne i127 %v11, -1
  %v215 = zext i1 %v214 to i64
  %v216 = getelementptr inbounds i64, i64* %out, i64 75
  %v217 = getelementptr inbounds i64, i64* %v216, i64 %base
  store i64 %v215, i64* %v217, align 8
  %v218 = icmp ugt i127 %v10, %v11
  %v219 = zext i1 %v218 to i64
  %v220 = getelementptr inbounds i64, i64* %out, i64 76
  %v221 = getelementptr inbounds i64, i64* %v220, i64 %base
  store i64 %v219, i64* %v221, align 8
  %v222 = zext i64 %b to i127
  %v223 = xor i127 %v10, %v222
  %v224 = icmp ugt i127 %v10, %v223
  %v225 = zext i1 %v224 to i64
  %v226 = getelementptr inbounds i64, i64* %out, i64 77
  %v227 = getelementptr inbounds i64, i64* %v226, i64 %base
  store i64 %v225, i64* %v227, align 8
  %v228 = icmp ugt i127 %v11, -1
  %v229 = zext i1 %v228 to i64
  %v230 = getelementptr inbounds i64, i64* %out, i64 78
  %v231 = getelementptr inbounds i64, i64* %v230, i64 %base
  store i64 %v229, i64* %v231, align 8
  %v232 = icmp uge i127 %v10, %v11
  %v233 = zext i1 %v232 to i64
  %v234 = getelementptr inbounds i64, i64* %out, i64 79
  %v235 = getelementptr inbounds i64, i64* %v234, i64 %base
  store i64 %v233, i64* %v235, align 8
  %v236 = zext i64 %b to i127
  %v237 = xor i127 %v10, %v236
  %v238 = icmp uge i127 %v10, %v237
  %v239 = zext i1 %v238 to i64
  %v240 = getelementptr inbounds i64, i64* %out, i64 80
  %v241 = getelementptr inbounds i64, i64* %v240, i64 %base
  store i64 %v239, i64* %v241, align 8
  %v242 = icmp uge i127 %v11, -1
  %v243 = zext i1 %v242 to i64
  %v244 = getelementptr inbounds i64, i64* %out, i64 81
  %v245 = getelementptr inbounds i64, i64* %v244, i64 %base
  store i64 %v243, i64* %v245, align 8
  %v246 = icmp ult i127 %v10, %v11
  %v247 = zext i1 %v246 to i64
  %v248 = getelementptr inbounds i64, i64* %out, i64 82
  %v249 = getelementptr inbounds i64, i64* %v248, i64 %base
  store i64 %v247, i64* %v249, align 8
  %v250 = zext i64 %b to i127
  %v251 = xor i127 %v10, %v250
  %v252 = icmp ult i127 %v10, %v251
  %v253 = zext i1 %v252 to i64
  %v254 = getelementptr inbounds i64, i64* %out, i64 83
  %v255 = getelementptr inbounds i64, i64* %v254, i64 %base
  store i64 %v253, i64* %v255, align 8
  %v256 = icmp ult i127 %v11, -1
  %v257 = zext i1 %v256 to i64
  %v258 = getelementptr inbounds i64, i64* %out, i64 84
  %v259 = getelementptr inbounds i64, i64* %v258, i64 %base
  store i64 %v257, i64* %v259, align 8
  %v260 = icmp ule i127 %v10, %v11
  %v261 = zext i1 %v260 to i64
  %v262 = getelementptr inbounds i64, i64* %out, i64 85
  %v263 = getelementptr inbounds i64, i64* %v262, i64 %base
  store i64 %v261, i64* %v263, align 8
  %v264 = zext i64 %b to i127
  %v265 = xor i127 %v10, %v264
  %v266 = icmp ule i127 %v10, %v265
  %v267 = zext i1 %v266 to i64
  %v268 = getelementptr inbounds i64, i64* %out, i64 86
  %v269 = getelementptr inbounds i64, i64* %v268, i64 %base
  store i64 %v267, i64* %v269, align 8
  %v270 = icmp ule i127 %v11, -1
  %v271 = zext i1 %v270 to i64
  %v272 = getelementptr inbounds i64, i64* %out, i64 87
  %v273 = getelementptr inbounds i64, i64* %v272, i64 %base
  store i64 %v271, i64* %v273, align 8
  %v274 = icmp sgt i127 %v10, %v11
  %v275 = zext i1 %v274 to i64
  %v276 = getelementptr inbounds i64, i64* %out, i64 88
  %v277 = getelementptr inbounds i64, i64* %v276, i64 %base
  store i64 %v275, i64* %v277, align 8
  %v278 = zext i64 %b to i127
  %v279 = xor i127 %v10, %v278
  %v280 = icmp sgt i127 %v10, %v279
  %v281 = zext i1 %v280 to i64
  %v282 = getelementptr inbounds i64, i64* %out, i64 89
  %v283 = getelementptr inbounds i64, i64* %v282, i64 %base
  store i64 %v281, i64* %v283, align 8
  %v284 = icmp sgt i127 %v11, -1
  %v285 = zext i1 %v284 to i64
  %v286 = getelementptr inbounds i64, i64* %out, i64 90
  %v287 = getelementptr inbounds i64, i64* %v286, i64 %base
  store i64 %v285, i64* %v287, align 8
  %v288 = icmp sge i127 %v10, %v11
  %v289 = zext i1 %v288 to i64
  %v290 = getelementptr inbounds i64, i64* %out, i64 91
  %v291 = getelementptr inbounds i64, i64* %v290, i64 %base
  store i64 %v289, i64* %v291, align 8
  %v292 = zext i64 %b to i127
  %v293 = xor i127 %v10, %v292
  %v294 = icmp sge i127 %v10, %v293
  %v295 = zext i1 %v294 to i64
  %v296 = getelementptr inbounds i64, i64* %out, i64 92
  %v297 = getelementptr inbounds i64, i64* %v296, i64 %base
  store i64 %v295, i64* %v297, align 8
  %v298 = icmp sge i127 %v11, -1
  %v299 = zext i1 %v298 to i64
  %v300 = getelementptr inbounds i64, i64* %out, i64 93
  %v301 = getelementptr inbounds i64, i64* %v300, i64 %base
  store i64 %v299, i64* %v301, align 8
  %v302 = icmp slt i127 %v10, %v11
  %v303 = zext i1 %v302 to i64
  %v304 = getelementptr inbounds i64, i64* %out, i64 94
  %v305 = getelementptr inbounds i64, i64* %v304, i64 %base
  store i64 %v303, i64* %v305, align 8
  %v306 = zext i64 %b to i127
  %v307 = xor i127 %v10, %v306
  %v308 = icmp slt i127 %v10, %v307
  %v309 = zext i1 %v308 to i64
  %v310 = getelementptr inbounds i64, i64* %out, i64 95
  %v311 = getelementptr inbounds i64, i64* %v310, i64 %base
  store i64 %v309, i64* %v311, align 8
  %v312 = icmp slt i127 %v11, -1
  %v313 = zext i1 %v312 to i64
  %v314 = getelementptr inbounds i64, i64* %out, i64 96
  %v315 = getelementptr inbounds i64, i64* %v314, i64 %base
  store i64 %v313, i64* %v315, align 8
  %v316 = icmp sle i127 %v10, %v11
  %v317 = zext i1 %v316 to i64
  %v318 = getelementptr inbounds i64, i64* %out, i64 97
  %v319 = getelementptr inbounds i64, i64* %v318, i64 %base
  store i64 %v317, i64* %v319, align 8
  %v320 = zext i64 %b to i127
  %v321 = xor i127 %v10, %v320
  %v322 = icmp sle i127 %v10, %v321
  %v323 = zext i1 %v322 to i64
  %v324 = getelementptr inbounds i64, i64* %out, i64 98
  %v325 = getelementptr inbounds i64, i64* %v324, i64 %base
  store i64 %v323, i64* %v325, align 8
  %v326 = icmp sle i127 %v11, -1
  %v327 = zext i1 %v326 to i64
  %v328 = getelementptr inbounds i64, i64* %out, i64 99
  %v329 = getelementptr inbounds i64, i64* %v328, i64 %base
  store i64 %v327, i64* %v329, align 8
  %v330 = trunc i127 %v10 to i64
  %v331 = getelementptr inbounds i64, i64* %out, i64 100
  %v332 = getelementptr inbounds i64, i64* %v331, i64 %base
  store i64 %v330, i64* %v332, align 8
  %v333 = trunc i127 %v11 to i33
  %v334 = zext i33 %v333 to i64
  %v335 = getelementptr inbounds i64, i64* %out, i64 101
  %v336 = getelementptr inbounds i64, i64* %v335, i64 %base
  store i64 %v334, i64* %v336, align 8
  %v337 = trunc i127 %v11 to i8
  %v338 = zext i8 %v337 to i64
  %v339 = getelementptr inbounds i64, i64* %out, i64 102
  %v340 = getelementptr inbounds i64, i64* %v339, i64 %base
  store i64 %v338, i64* %v340, align 8
  %v341 = sext i127 %v11 to i128
  %v342 = getelementptr inbounds i64, i64* %out, i64 103
  %v343 = getelementptr inbounds i64, i64* %v342, i64 %base
  %v344 = bitcast i64* %v343 to i128*
  store i128 %v341, i128* %v344, align 8
  %v345 = sext i64 %a to i127
  %v346 = zext i127 %v345 to i128
  %v347 = getelementptr inbounds i64, i64* %out, i64 105
  %v348 = getelementptr inbounds i64, i64* %v347, i64 %base
  %v349 = bitcast i64* %v348 to i128*
  store i128 %v346, i128* %v349, align 8
  %v350 = trunc i64 %b to i33
  %v351 = sext i33 %v350 to i127
  %v352 = zext i127 %v351 to i128
  %v353 = getelementptr inbounds i64, i64* %out, i64 107
  %v354 = getelementptr inbounds i64, i64* %v353, i64 %base
  %v355 = bitcast i64* %v354 to i128*
  store i128 %v352, i128* %v355, align 8
  %v356 = icmp sgt i127 %v10, %v11
  %v357 = select i1 %v356, i127 %v10, i127 %v11
  %v358 = zext i127 %v357 to i128
  %v359 = getelementptr inbounds i64, i64* %out, i64 109
  %v360 = getelementptr inbounds i64, i64* %v359, i64 %base
  %v361 = bitcast i64* %v360 to i128*
  store i128 %v358, i128* %v361, align 8
  %v362 = zext i64 %a to i127
  %v363 = mul nuw i127 %v362, %v42
  %v364 = lshr i127 %v363, 64
  %v365 = trunc i127 %v364 to i64
  %v366 = getelementptr inbounds i64, i64* %out, i64 111
  %v367 = getelementptr inbounds i64, i64* %v366, i64 %base
  store i64 %v365, i64* %v367, align 8
  ret void
}

define ptx_kernel void @wide_i128(i64* %x, i64* %y, i64* %out, i8* %bytes) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %m = mul i32 %cta, %nt
  %t32 = add i32 %m, %tid
  %t = zext i32 %t32 to i64
  %base = mul i64 %t, 128
  %px = getelementptr inbounds i64, i64* %x, i64 %t
  %py = getelementptr inbounds i64, i64* %y, i64 %t
  %a = load i64, i64* %px, align 8
  %b = load i64, i64* %py, align 8
  %v1 = zext i64 %a to i128
  %v2 = shl i128 %v1, 64
  %v3 = zext i64 %b to i128
  %v4 = or i128 %v2, %v3
  %v5 = zext i64 %b to i128
  %v6 = shl i128 %v5, 64
  %v7 = xor i64 %a, -1
  %v8 = zext i64 %v7 to i128
  %v9 = or i128 %v6, %v8
  %v10 = add i128 %v4, %v9
  %v11 = getelementptr inbounds i64, i64* %out, i64 0
  %v12 = getelementptr inbounds i64, i64* %v11, i64 %base
  %v13 = bitcast i64* %v12 to i128*
  store i128 %v10, i128* %v13, align 8
  %v14 = sub i128 %v4, %v9
  %v15 = getelementptr inbounds i64, i64* %out, i64 2
  %v16 = getelementptr inbounds i64, i64* %v15, i64 %base
  %v17 = bitcast i64* %v16 to i128*
  store i128 %v14, i128* %v17, align 8
  %v18 = mul i128 %v4, %v9
  %v19 = getelementptr inbounds i64, i64* %out, i64 4
  %v20 = getelementptr inbounds i64, i64* %v19, i64 %base
  %v21 = bitcast i64* %v20 to i128*
  store i128 %v18, i128* %v21, align 8
  %v22 = and i128 %v4, %v9
  %v23 = getelementptr inbounds i64, i64* %out, i64 6
  %v24 = getelementptr inbounds i64, i64* %v23, i64 %base
  %v25 = bitcast i64* %v24 to i128*
  store i128 %v22, i128* %v25, align 8
  %v26 = or i128 %v4, %v9
  %v27 = getelementptr inbounds i64, i64* %out, i64 8
  %v28 = getelementptr inbounds i64, i64* %v27, i64 %base
  %v29 = bitcast i64* %v28 to i128*
  store i128 %v26, i128* %v29, align 8
  %v30 = xor i128 %v4, %v9
  %v31 = getelementptr inbounds i64, i64* %out, i64 10
  %v32 = getelementptr inbounds i64, i64* %v31, i64 %base
  %v33 = bitcast i64* %v32 to i128*
  store i128 %v30, i128* %v33, align 8
  %v34 = zext i64 %b to i128
  %v35 = mul i128 %v4, %v34
  %v36 = getelementptr inbounds i64, i64* %out, i64 12
  %v37 = getelementptr inbounds i64, i64* %v36, i64 %base
  %v38 = bitcast i64* %v37 to i128*
  store i128 %v35, i128* %v38, align 8
  %v39 = add i128 %v34, %v4
  %v40 = getelementptr inbounds i64, i64* %out, i64 14
  %v41 = getelementptr inbounds i64, i64* %v40, i64 %base
  %v42 = bitcast i64* %v41 to i128*
  store i128 %v39, i128* %v42, align 8
  %v43 = sub i128 %v34, %v4
  %v44 = getelementptr inbounds i64, i64* %out, i64 16
  %v45 = getelementptr inbounds i64, i64* %v44, i64 %base
  %v46 = bitcast i64* %v45 to i128*
  store i128 %v43, i128* %v46, align 8
  %v47 = urem i64 %b, 128
  %v48 = zext i64 %v47 to i128
  %v49 = shl i128 %v4, %v48
  %v50 = getelementptr inbounds i64, i64* %out, i64 18
  %v51 = getelementptr inbounds i64, i64* %v50, i64 %base
  %v52 = bitcast i64* %v51 to i128*
  store i128 %v49, i128* %v52, align 8
  %v53 = shl i128 %v9, 0
  %v54 = getelementptr inbounds i64, i64* %out, i64 20
  %v55 = getelementptr inbounds i64, i64* %v54, i64 %base
  %v56 = bitcast i64* %v55 to i128*
  store i128 %v53, i128* %v56, align 8
  %v57 = shl i128 %v9, 1
  %v58 = getelementptr inbounds i64, i64* %out, i64 22
  %v59 = getelementptr inbounds i64, i64* %v58, i64 %base
  %v60 = bitcast i64* %v59 to i128*
  store i128 %v57, i128* %v60, align 8
  %v61 = shl i128 %v9, 31
  %v62 = getelementptr inbounds i64, i64* %out, i64 24
  %v63 = getelementptr inbounds i64, i64* %v62, i64 %base
  %v64 = bitcast i64* %v63 to i128*
  store i128 %v61, i128* %v64, align 8
  %v65 = shl i128 %v9, 63
  %v66 = getelementptr inbounds i64, i64* %out, i64 26
  %v67 = getelementptr inbounds i64, i64* %v66, i64 %base
  %v68 = bitcast i64* %v67 to i128*
  store i128 %v65, i128* %v68, align 8
  %v69 = shl i128 %v9, 64
  %v70 = getelementptr inbounds i64, i64* %out, i64 28
  %v71 = getelementptr inbounds i64, i64* %v70, i64 %base
  %v72 = bitcast i64* %v71 to i128*
  store i128 %v69, i128* %v72, align 8
  %v73 = shl i128 %v9, 65
  %v74 = getelementptr inbounds i64, i64* %out, i64 30
  %v75 = getelementptr inbounds i64, i64* %v74, i64 %base
  %v76 = bitcast i64* %v75 to i128*
  store i128 %v73, i128* %v76, align 8
  %v77 = shl i128 %v9, 127
  %v78 = getelementptr inbounds i64, i64* %out, i64 32
  %v79 = getelementptr inbounds i64, i64* %v78, i64 %base
  %v80 = bitcast i64* %v79 to i128*
  store i128 %v77, i128* %v80, align 8
  %v81 = lshr i128 %v4, %v48
  %v82 = getelementptr inbounds i64, i64* %out, i64 34
  %v83 = getelementptr inbounds i64, i64* %v82, i64 %base
  %v84 = bitcast i64* %v83 to i128*
  store i128 %v81, i128* %v84, align 8
  %v85 = lshr i128 %v9, 0
  %v86 = getelementptr inbounds i64, i64* %out, i64 36
  %v87 = getelementptr inbounds i64, i64* %v86, i64 %base
  %v88 = bitcast i64* %v87 to i128*
  store i128 %v85, i128* %v88, align 8
  %v89 = lshr i128 %v9, 1
  %v90 = getelementptr inbounds i64, i64* %out, i64 38
  %v91 = getelementptr inbounds i64, i64* %v90, i64 %base
  %v92 = bitcast i64* %v91 to i128*
  store i128 %v89, i128* %v92, align 8
  %v93 = lshr i128 %v9, 31
  %v94 = getelementptr inbounds i64, i64* %out, i64 40
  %v95 = getelementptr inbounds i64, i64* %v94, i64 %base
  %v96 = bitcast i64* %v95 to i128*
  store i128 %v93, i128* %v96, align 8
  %v97 = lshr i128 %v9, 63
  %v98 = getelementptr inbounds i64, i64* %out, i64 42
  %v99 = getelementptr inbounds i64, i64* %v98, i64 %base
  %v100 = bitcast i64* %v99 to i128*
  store i128 %v97, i128* %v100, align 8
  %v101 = lshr i128 %v9, 64
  %v102 = getelementptr inbounds i64, i64* %out, i64 44
  %v103 = getelementptr inbounds i64, i64* %v102, i64 %base
  %v104 = bitcast i64* %v103 to i128*
  store i128 %v101, i128* %v104, align 8
  %v105 = lshr i128 %v9, 65
  %v106 = getelementptr inbounds i64, i64* %out, i64 46
  %v107 = getelementptr inbounds i64, i64* %v106, i64 %base
  %v108 = bitcast i64* %v107 to i128*
  store i128 %v105, i128* %v108, align 8
  %v109 = lshr i128 %v9, 127
  %v110 = getelementptr inbounds i64, i64* %out, i64 48
  %v111 = getelementptr inbounds i64, i64* %v110, i64 %base
  %v112 = bitcast i64* %v111 to i128*
  store i128 %v109, i128* %v112, align 8
  %v113 = ashr i128 %v4, %v48
  %v114 = getelementptr inbounds i64, i64* %out, i64 50
  %v115 = getelementptr inbounds i64, i64* %v114, i64 %base
  %v116 = bitcast i64* %v115 to i128*
  store i128 %v113, i128* %v116, align 8
  %v117 = ashr i128 %v9, 0
  %v118 = getelementptr inbounds i64, i64* %out, i64 52
  %v119 = getelementptr inbounds i64, i64* %v118, i64 %base
  %v120 = bitcast i64* %v119 to i128*
  store i128 %v117, i128* %v120, align 8
  %v121 = ashr i128 %v9, 1
  %v122 = getelementptr inbounds i64, i64* %out, i64 54
  %v123 = getelementptr inbounds i64, i64* %v122, i64 %base
  %v124 = bitcast i64* %v123 to i128*
  store i128 %v121, i128* %v124, align 8
  %v125 = ashr i128 %v9, 31
  %v126 = getelementptr inbounds i64, i64* %out, i64 56
  %v127 = getelementptr inbounds i64, i64* %v126, i64 %base
  %v128 = bitcast i64* %v127 to i128*
  store i128 %v125, i128* %v128, align 8
  %v129 = ashr i128 %v9, 63
  %v130 = getelementptr inbounds i64, i64* %out, i64 58
  %v131 = getelementptr inbounds i64, i64* %v130, i64 %base
  %v132 = bitcast i64* %v131 to i128*
  store i128 %v129, i128* %v132, align 8
  %v133 = ashr i128 %v9, 64
  %v134 = getelementptr inbounds i64, i64* %out, i64 60
  %v135 = getelementptr inbounds i64, i64* %v134, i64 %base
  %v136 = bitcast i64* %v135 to i128*
  store i128 %v133, i128* %v136, align 8
  %v137 = ashr i128 %v9, 65
  %v138 = getelementptr inbounds i64, i64* %out, i64 62
  %v139 = getelementptr inbounds i64, i64* %v138, i64 %base
  %v140 = bitcast i64* %v139 to i128*
  store i128 %v137, i128* %v140, align 8
  %v141 = ashr i128 %v9, 127
  %v142 = getelementptr inbounds i64, i64* %out, i64 64
  %v143 = getelementptr inbounds i64, i64* %v142, i64 %base
  %v144 = bitcast i64* %v143 to i128*
  store i128 %v141, i128* %v144, align 8
  %v145 = add i128 %v4, 1512366075204170947332355369683137040
  %v146 = getelementptr inbounds i64, i64* %out, i64 66
  %v147 = getelementptr inbounds i64, i64* %v146, i64 %base
  %v148 = bitcast i64* %v147 to i128*
  store i128 %v145, i128* %v148, align 8
  %v149 = mul i128 %v9, -7
  %v150 = getelementptr inbounds i64, i64* %out, i64 68
  %v151 = getelementptr inbounds i64, i64* %v150, i64 %base
  %v152 = bitcast i64* %v151 to i128*
  store i128 %v149, i128* %v152, align 8
  %v153 = icmp eq i128 %v4, %v9
  %v154 = zext i1 %v153 to i64
  %v155 = getelementptr inbounds i64, i64* %out, i64 70
  %v156 = getelementptr inbounds i64, i64* %v155, i64 %base
  store i64 %v154, i64* %v156, align 8
  %v157 = zext i64 %b to i128
  %v158 = xor i128 %v4, %v157
  %v159 = icmp eq i128 %v4, %v158
  %v160 = zext i1 %v159 to i64
  %v161 = getelementptr inbounds i64, i64* %out, i64 71
  %v162 = getelementptr inbounds i64, i64* %v161, i64 %base
  store i64 %v160, i64* %v162, align 8
  %v163 = icmp eq i128 %v9, -1
  %v164 = zext i1 %v163 to i64
  %v165 = getelementptr inbounds i64, i64* %out, i64 72
  %v166 = getelementptr inbounds i64, i64* %v165, i64 %base
  store i64 %v164, i64* %v166, align 8
  %v167 = icmp ne i128 %v4, %v9
  %v168 = zext i1 %v167 to i64
  %v169 = getelementptr inbounds i64, i64* %out, i64 73
  %v170 = getelementptr inbounds i64, i64* %v169, i64 %base
  store i64 %v168, i64* %v170, align 8
  %v171 = zext i64 %b to i128
  %v172 = xor i128 %v4, %v171
  %v173 = icmp ne i128 %v4, %v172
  %v174 = zext i1 %v173 to i64
  %v175 = getelementptr inbounds i64, i64* %out, i64 74
  %v176 = getelementptr inbounds i64, i64* %v175, i64 %base
  store i64 %v174, i64* %v176, align 8
  %v177 = icmp ne i128 %v9, -1
  %v178 = zext i1 %v177 to i64
  %v179 = getelementptr inbounds i64, i64* %out, i64 75
  %v180 = getelementptr inbounds i64, i64* %v179, i64 %base
  store i64 %v178, i64* %v180, align 8
  %v181 = icmp ugt i128 %v4, %v9
  %v182 = zext i1 %v181 to i64
  %v183 = getelementptr inbounds i64, i64* %out, i64 76
  %v184 = getelementptr inbounds i64, i64* %v183, i64 %base
  store i64 %v182, i64* %v184, align 8
  %v185 = zext i64 %b to i128
  %v186 = xor i128 %v4, %v185
  %v187 = icmp ugt i128 %v4, %v186
  %v188 = zext i1 %v187 to i64
  %v189 = getelementptr inbounds i64, i64* %out, i64 77
  %v190 = getelementptr inbounds i64, i64* %v189, i64 %base
  store i64 %v188, i64* %v190, align 8
  %v191 = icmp ugt i128 %v9, -1
  %v192 = zext i1 %v191 to i64
  %v193 = getelementptr inbounds i64, i64* %out, i64 78
  %v194 = getelementptr inbounds i64, i64* %v193, i64 %base
  store i64 %v192, i64* %v194, align 8
  %v195 = icmp uge i128 %v4, %v9
  %v196 = zext i1 %v195 to i64
  %v197 = getelementptr inbounds i64, i64* %out, i64 79
  %v198 = getelementptr inbounds i64, i64* %v197, i64 %base
  store i64 %v196, i64* %v198, align 8
  %v199 = zext i64 %b to i128
  %v200 = xor i128 %v4, %v199
  %v201 = icmp uge i128 %v4, %v200
  %v202 = zext i1 %v201 to i64
  %v203 = getelementptr inbounds i64, i64* %out, i64 80
  %v204 = getelementptr inbounds i64, i64* %v203, i64 %base
  store i64 %v202, i64* %v204, align 8
  %v205 = icmp uge i128 %v9, -1
  %v206 = zext i1 %v205 to i64
  %v207 = getelementptr inbounds i64, i64* %out, i64 81
  %v208 = getelementptr inbounds i64, i64* %v207, i64 %base
  store i64 %v206, i64* %v208, align 8
  %v209 = icmp ult i128 %v4, %v9
  %v210 = zext i1 %v209 to i64
  %v211 = getelementptr inbounds i64, i64* %out, i64 82
  %v212 = getelementptr inbounds i64, i64* %v211, i64 %base
  store i64 %v210, i64* %v212, align 8
  %v213 = zext i64 %b to i128
  %v214 = xor i128 %v4, %v213
  %v215 = icmp ult i128 %v4, %v214
  %v216 = zext i1 %v215 to i64
  %v217 = getelementptr inbounds i64, i64* %out, i64 83
  %v218 = getelementptr inbounds i64, i64* %v217, i64 %base
  store i64 %v216, i64* %v218, align 8
  %v219 = icmp ult i128 %v9, -1
  %v220 = zext i1 %v219 to i64
  %v221 = getelementptr inbounds i64, i64* %out, i64 84
  %v222 = getelementptr inbounds i64, i64* %v221, i64 %base
  store i64 %v220, i64* %v222, align 8
  %v223 = icmp ule i128 %v4, %v9
  %v224 = zext i1 %v223 to i64
  %v225 = getelementptr inbounds i64, i64* %out, i64 85
  %v226 = getelementptr inbounds i64, i64* %v225, i64 %base
  store i64 %v224, i64* %v226, align 8
  %v227 = zext i64 %b to i128
  %v228 = xor i128 %v4, %v227
  %v229 = icmp ule i128 %v4, %v228
  %v230 = zext i1 %v229 to i64
  %v231 = getelementptr inbounds i64, i64* %out, i64 86
  %v232 = getelementptr inbounds i64, i64* %v231, i64 %base
  store i64 %v230, i64* %v232, align 8
  %v233 = icmp ule i128 %v9, -1
  %v234 = zext i1 %v233 to i64
  %v235 = getelementptr inbounds i64, i64* %out, i64 87
  %v236 = getelementptr inbounds i64, i64* %v235, i64 %base
  store i64 %v234, i64* %v236, align 8
  %v237 = icmp sgt i128 %v4, %v9
  %v238 = zext i1 %v237 to i64
  %v239 = getelementptr inbounds i64, i64* %out, i64 88
  %v240 = getelementptr inbounds i64, i64* %v239, i64 %base
  store i64 %v238, i64* %v240, align 8
  %v241 = zext i64 %b to i128
  %v242 = xor i128 %v4, %v241
  %v243 = icmp sgt i128 %v4, %v242
  %v244 = zext i1 %v243 to i64
  %v245 = getelementptr inbounds i64, i64* %out, i64 89
  %v246 = getelementptr inbounds i64, i64* %v245, i64 %base
  store i64 %v244, i64* %v246, align 8
  %v247 = icmp sgt i128 %v9, -1
  %v248 = zext i1 %v247 to i64
  %v249 = getelementptr inbounds i64, i64* %out, i64 90
  %v250 = getelementptr inbounds i64, i64* %v249, i64 %base
  store i64 %v248, i64* %v250, align 8
  %v251 = icmp sge i128 %v4, %v9
  %v252 = zext i1 %v251 to i64
  %v253 = getelementptr inbounds i64, i64* %out, i64 91
  %v254 = getelementptr inbounds i64, i64* %v253, i64 %base
  store i64 %v252, i64* %v254, align 8
  %v255 = zext i64 %b to i128
  %v256 = xor i128 %v4, %v255
  %v257 = icmp sge i128 %v4, %v256
  %v258 = zext i1 %v257 to i64
  %v259 = getelementptr inbounds i64, i64* %out, i64 92
  %v260 = getelementptr inbounds i64, i64* %v259, i64 %base
  store i64 %v258, i64* %v260, align 8
  %v261 = icmp sge i128 %v9, -1
  %v262 = zext i1 %v261 to i64
  %v263 = getelementptr inbounds i64, i64* %out, i64 93
  %v264 = getelementptr inbounds i64, i64* %v263, i64 %base
  store i64 %v262, i64* %v264, align 8
  %v265 = icmp slt i128 %v4, %v9
  %v266 = zext i1 %v265 to i64
  %v267 = getelementptr inbounds i64, i64* %out, i64 94
  %v268 = getelementptr inbounds i64, i64* %v267, i64 %base
  store i64 %v266, i64* %v268, align 8
  %v269 = zext i64 %b to i128
  %v270 = xor i128 %v4, %v269
  %v271 = icmp slt i128 %v4, %v270
  %v272 = zext i1 %v271 to i64
  %v273 = getelementptr inbounds i64, i64* %out, i64 95
  %v274 = getelementptr inbounds i64, i64* %v273, i64 %base
  store i64 %v272, i64* %v274, align 8
  %v275 = icmp slt i128 %v9, -1
  %v276 = zext i1 %v275 to i64
  %v277 = getelementptr inbounds i64, i64* %out, i64 96
  %v278 = getelementptr inbounds i64, i64* %v277, i64 %base
  store i64 %v276, i64* %v278, align 8
  %v279 = icmp sle i128 %v4, %v9
  %v280 = zext i1 %v279 to i64
  %v281 = getelementptr inbounds i64, i64* %out, i64 97
  %v282 = getelementptr inbounds i64, i64* %v281, i64 %base
  store i64 %v280, i64* %v282, align 8
  %v283 = zext i64 %b to i128
  %v284 = xor i128 %v4, %v283
  %v285 = icmp sle i128 %v4, %v284
  %v286 = zext i1 %v285 to i64
  %v287 = getelementptr inbounds i64, i64* %out, i64 98
  %v288 = getelementptr inbounds i64, i64* %v287, i64 %base
  store i64 %v286, i64* %v288, align 8
  %v289 = icmp sle i128 %v9, -1
  %v290 = zext i1 %v289 to i64
  %v291 = getelementptr inbounds i64, i64* %out, i64 99
  %v292 = getelementptr inbounds i64, i64* %v291, i64 %base
  store i64 %v290, i64* %v292, align 8
  %v293 = trunc i128 %v4 to i64
  %v294 = getelementptr inbounds i64, i64* %out, i64 100
  %v295 = getelementptr inbounds i64, i64* %v294, i64 %base
  store i64 %v293, i64* %v295, align 8
  %v296 = trunc i128 %v9 to i33
  %v297 = zext i33 %v296 to i64
  %v298 = getelementptr inbounds i64, i64* %out, i64 101
  %v299 = getelementptr inbounds i64, i64* %v298, i64 %base
  store i64 %v297, i64* %v299, align 8
  %v300 = trunc i128 %v9 to i8
  %v301 = zext i8 %v300 to i64
  %v302 = getelementptr inbounds i64, i64* %out, i64 102
  %v303 = getelementptr inbounds i64, i64* %v302, i64 %base
  store i64 %v301, i64* %v303, align 8
  %v304 = getelementptr inbounds i64, i64* %out, i64 103
  %v305 = getelementptr inbounds i64, i64* %v304, i64 %base
  %v306 = bitcast i64* %v305 to i128*
  store i128 %v9, i128* %v306, align 8
  %v307 = sext i64 %a to i128
  %v308 = getelementptr inbounds i64, i64* %out, i64 105
  %v309 = getelementptr inbounds i64, i64* %v308, i64 %base
  %v310 = bitcast i64* %v309 to i128*
  store i128 %v307, i128* %v310, align 8
  %v311 = trunc i64 %b to i33
  %v312 = sext i33 %v311 to i128
  %v313 = getelementptr inbounds i64, i64* %out, i64 107
  %v314 = getelementptr inbounds i64, i64* %v313, i64 %base
  %v315 = bitcast i64* %v314 to i128*
  store i128 %v312, i128* %v315, align 8
  %v316 = icmp sgt i128 %v4, %v9
  %v317 = select i1 %v316, i128 %v4, i128 %v9
  %v318 = getelementptr inbounds i64, i64* %out, i64 109
  %v319 = getelementptr inbounds i64, i64* %v318, i64 %base
  %v320 = bitcast i64* %v319 to i128*
  store i128 %v317, i128* %v320, align 8
  %v321 = zext i64 %a to i128
  %v322 = mul nuw i128 %v321, %v34
  %v323 = lshr i128 %v322, 64
  %v324 = trunc i128 %v323 to i64
  %v325 = getelementptr inbounds i64, i64* %out, i64 111
  %v326 = getelementptr inbounds i64, i64* %v325, i64 %base
  store i64 %v324, i64* %v326, align 8
  %v327 = sext i64 %a to i128
  %v328 = sext i64 %b to i128
  %v329 = mul nsw i128 %v327, %v328
  %v330 = ashr i128 %v329, 64
  %v331 = trunc i128 %v330 to i64
  %v332 = getelementptr inbounds i64, i64* %out, i64 112
  %v333 = getelementptr inbounds i64, i64* %v332, i64 %base
  store i64 %v331, i64* %v333, align 8
  ret void
}

define ptx_kernel void @loops(i64* %x, i64* %y, i64* %out, i8* %bytes) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %m = mul i32 %cta, %nt
  %t32 = add i32 %m, %tid
  %t = zext i32 %t32 to i64
  %base = mul i64 %t, 24
  %px = getelementptr inbounds i64, i64* %x, i64 %t
  %py = getelementptr inbounds i64, i64* %y, i64 %t
  %a = load i64, i64* %px, align 8
  %b = load i64, i64* %py, align 8
  %v_hi0 = zext i64 %a to i128
  %v_hi = shl i128 %v_hi0, 64
  %v_lo = zext i64 %b to i128
  %h33 = trunc i64 %b to i33
  %c0 = icmp slt i64 %a, %b
  %A = or i128 %v_hi, %v_lo
  %n = and i64 %a, 15
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i128 [ 1, %entry ], [ %acc1, %loop ]
  %h = phi i33 [ -1, %entry ], [ %h1, %loop ]
  %st = phi { i128, i33 } [ { i128 -5, i33 -1 }, %entry ], [ %st2, %loop ]
  %stw = extractvalue { i128, i33 } %st, 0
  %stn = extractvalue { i128, i33 } %st, 1
  %stw1 = add i128 %stw, %A
  %stn1 = add i33 %stn, 3
  %st1 = insertvalue { i128, i33 } %st, i128 %stw1, 0
  %st2 = insertvalue { i128, i33 } %st1, i33 %stn1, 1
  %mm = mul i128 %acc, %A
  %acc1 = add i128 %mm, 340282366920938463463374607431768211297
  %hx = mul i33 %h, 5
  %h1 = xor i33 %hx, %h33
  %i1 = add i64 %i, 1
  %c = icmp ult i64 %i1, %n
  br i1 %c, label %loop, label %done
done:
  %sel = select i1 %c0, i128 %acc1, i128 %A
  %v1 = getelementptr inbounds i64, i64* %out, i64 0
  %v2 = getelementptr inbounds i64, i64* %v1, i64 %base
  %v3 = bitcast i64* %v2 to i128*
  store i128 %acc1, i128* %v3, align 8
  %v4 = zext i33 %h1 to i64
  %v5 = getelementptr inbounds i64, i64* %out, i64 2
  %v6 = getelementptr inbounds i64, i64* %v5, i64 %base
  store i64 %v4, i64* %v6, align 8
  %v7 = getelementptr inbounds i64, i64* %out, i64 3
  %v8 = getelementptr inbounds i64, i64* %v7, i64 %base
  %v9 = bitcast i64* %v8 to i128*
  store i128 %sel, i128* %v9, align 8
  %v10 = extractvalue { i128, i33 } %st2, 0
  %v11 = getelementptr inbounds i64, i64* %out, i64 5
  %v12 = getelementptr inbounds i64, i64* %v11, i64 %base
  %v13 = bitcast i64* %v12 to i128*
  store i128 %v10, i128* %v13, align 8
  %v14 = extractvalue { i128, i33 } %st2, 1
  %v15 = zext i33 %v14 to i64
  %v16 = getelementptr inbounds i64, i64* %out, i64 7
  %v17 = getelementptr inbounds i64, i64* %v16, i64 %base
  store i64 %v15, i64* %v17, align 8
  %v18 = insertvalue { i128, i33, i65 } undef, i128 %acc1, 0
  %v19 = insertvalue { i128, i33, i65 } %v18, i33 %h1, 1
  %v20 = zext i64 %a to i65
  %v21 = insertvalue { i128, i33, i65 } %v19, i65 %v20, 2
  %v22 = mul i64 %t, 64
  %v23 = getelementptr inbounds i8, i8* %bytes, i64 %v22
  %v24 = bitcast i8* %v23 to { i128, i33, i65 }*
  store { i128, i33, i65 } %v21, { i128, i33, i65 }* %v24, align 16
  %v25 = load { i128, i33, i65 }, { i128, i33, i65 }* %v24, align 16
  %v26 = insertvalue { i128, i33, i65 } %v25, i128 %A, 0
  %v27 = select i1 %c0, { i128, i33, i65 } %v25, { i128, i33, i65 } %v26
  %v28 = extractvalue { i128, i33, i65 } %v27, 0
  %v29 = extractvalue { i128, i33, i65 } %v27, 1
  %v30 = extractvalue { i128, i33, i65 } %v27, 2
  %v31 = lshr i128 %v28, 3
  %v32 = getelementptr inbounds i64, i64* %out, i64 8
  %v33 = getelementptr inbounds i64, i64* %v32, i64 %base
  %v34 = bitcast i64* %v33 to i128*
  store i128 %v31, i128* %v34, align 8
  %v35 = zext i33 %v29 to i64
  %v36 = getelementptr inbounds i64, i64* %out, i64 10
  %v37 = getelementptr inbounds i64, i64* %v36, i64 %base
  store i64 %v35, i64* %v37, align 8
  %v38 = shl i65 %v30, 1
  %v39 = zext i65 %v38 to i128
  %v40 = getelementptr inbounds i64, i64* %out, i64 11
  %v41 = getelementptr inbounds i64, i64* %v40, i64 %base
  %v42 = bitcast i64* %v41 to i128*
  store i128 %v39, i128* %v42, align 8
  %v43 = add i64 %base, 20
  %v44 = trunc i64 %v43 to i33
  %v45 = getelementptr inbounds i64, i64* %out, i33 %v44
  %v46 = getelementptr inbounds i64, i64* %v45, i33 -1
  store i64 %a, i64* %v46, align 8
  ret void
}

