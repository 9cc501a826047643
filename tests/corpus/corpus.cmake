# Reproducers of what bench/corpus.sh found (docs/corpus.md), each compiled
# and run with --check on the targets it fits ("name|targets|launch"). The .ll are clang 14 -O2
# -gline-tables-only against samples/include (samples/README.md, "Generating").
set(VGIW_CORPUS_REPRO
  "sgmf_trigger_load|vgiw simt sgmf|--grid=2 --block=64 --arg=buf:i32:128:rand:1 --arg=buf:i32:1:zero --arg=100"
  "instcombine_fixpoint|vgiw simt|--grid=2,2 --block=8,8 --arg=buf:f32:256:rand:1 --arg=buf:f32:9:rand:2 --arg=buf:f32:256:zero --arg=16 --arg=16 --arg=3")
foreach(entry ${VGIW_CORPUS_REPRO})
  string(REPLACE "|" ";" parts "${entry}")
  list(GET parts 0 name)
  list(GET parts 1 targets)
  list(GET parts 2 launch)
  separate_arguments(targets)
  separate_arguments(launch)
  foreach(target ${targets})
    add_test(NAME corpus_${name}_${target}
      COMMAND vgiwcc --target=${target} tests/corpus/${name}.ll --run --check ${launch}
      WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  endforeach()
endforeach()
