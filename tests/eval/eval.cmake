# vgiw-eval (docs/eval.md, "Running") on tests/eval/small.tsv: three small
# samples on simt and gpucc with a two-value -A sweep (tests/eval/eval.sh).
# eval_run runs it with -j 1 into build/tests/eval/j1; the others use that.
# Label driver: vgiw-eval's behaviour does not depend on the LLVM or
# sanitizers the tools are built with, so `make test` runs these in its
# first configuration only.
set(VGIW_EVAL_TEST ${CMAKE_CURRENT_SOURCE_DIR}/eval/eval.sh
  ${PROJECT_BINARY_DIR}/eval/vgiw-eval $<TARGET_FILE:vgiwcc>
  ${CMAKE_CURRENT_SOURCE_DIR}/eval ${CMAKE_CURRENT_BINARY_DIR}/eval)
add_test(NAME eval_run COMMAND bash ${VGIW_EVAL_TEST} run)
set_tests_properties(eval_run PROPERTIES FIXTURES_SETUP eval_j1 LABELS driver)
foreach(step jobs resume error slurm clang chip ilp usage badcsv)
  add_test(NAME eval_${step} COMMAND bash ${VGIW_EVAL_TEST} ${step})
  set_tests_properties(eval_${step} PROPERTIES FIXTURES_REQUIRED eval_j1 LABELS driver)
endforeach()
# Hostile names, CR line ends, an interrupt, failed writes, damaged status
# files and the progress lines, each on its own one-line manifest; Figure
# 7's companion on small.tsv and bad --depths lists.
foreach(step hostile crlf interrupt fulldisk status progress depth depths)
  add_test(NAME eval_${step} COMMAND bash ${VGIW_EVAL_TEST} ${step})
  set_tests_properties(eval_${step} PROPERTIES LABELS driver)
endforeach()
# The HTML report in headless Chromium (tests/eval/report.sh): every figure
# loads, no console error, a screenshot in build/tests/eval/report.png.
add_test(NAME eval_report_chromium COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/eval/report.sh
  ${PROJECT_BINARY_DIR}/eval/vgiw-eval $<TARGET_FILE:vgiwcc>
  ${CMAKE_CURRENT_SOURCE_DIR}/eval ${CMAKE_CURRENT_BINARY_DIR}/eval)
set_tests_properties(eval_report_chromium PROPERTIES SKIP_RETURN_CODE 77 LABELS driver)
