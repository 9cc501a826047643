# The two commands of README.md: `make demo` and `make test`. Both install
# what a fresh Debian machine lacks (when run as root), configure, build, and
# then run. LLVM=14|19 picks the LLVM used by `make demo` and `make build`.
LLVM ?= 14
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
BUILD ?= build/llvm$(LLVM)
LLVM_VERSIONS ?= 14 19
APT_PACKAGES = cmake make gcc pkg-config libxml2-dev libxml2-utils libcmocka-dev python3 python3-mpmath strace parallel \
	$(foreach v,$(LLVM_VERSIONS),llvm-$(v)-dev clang-$(v))
# the host oracle of the kernel fuzzer (docs/kfuzz.md) compiles CUDA as C++
APT_PACKAGES += g++
# the ctest eval_report_chromium opens vgiw-eval's HTML report headless (docs/eval.md)
APT_PACKAGES += chromium
# bench/kfuzz.sh -r reduces failing kernels with cvise (docs/kfuzz.md)
APT_PACKAGES += cvise
# bench/sim_speed.sh reads the simulation's CPU seconds from GNU time (docs/simulator.md)
APT_PACKAGES += time
# the RTL MT-CGRF's co-simulation and synthesis figures build with Verilator and Yosys (docs/rtl.md)
APT_PACKAGES += verilator yosys

.PHONY: all deps build configure-build demo test report fuzz clean
all: build

deps:
	@missing=""; for p in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'ok installed' || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  if [ "$$(id -u)" != 0 ]; then echo "not root: install these packages first:$$missing" >&2; exit 1; fi; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	fi

# configure + build one tree: make configure-build BUILD=dir LLVM=v SANITIZE=ON|OFF
configure-build:
	cmake -S . -B $(BUILD) -DLLVM_DIR=/usr/lib/llvm-$(LLVM)/lib/cmake/llvm \
	  -DVGIW_WERROR=$(if $(CI),ON,OFF) -DVGIW_SANITIZE=$(or $(SANITIZE),OFF) >/dev/null
	cmake --build $(BUILD) -j $(JOBS)

build: deps
	$(MAKE) --no-print-directory configure-build BUILD=$(BUILD) LLVM=$(LLVM)

DEMO = fig1_divergence
GPUCC_DEMO = conv3x3_stream
demo: build
	@mkdir -p build/demo
	@echo "== vgiwcc samples/$(DEMO).ll --emit=blocks: block IDs, back edges, live values =="
	$(BUILD)/compiler/vgiwcc samples/$(DEMO).ll --emit=blocks
	@echo "== vgiwcc --emit=report: every block placed and routed, replicated to fill the grid =="
	$(BUILD)/compiler/vgiwcc samples/$(DEMO).ll --emit=report
	$(BUILD)/compiler/vgiwcc samples/$(DEMO).ll --emit=svg -o build/demo/$(DEMO).svg
	@echo "== vgiwcc -o $(DEMO).cfg; vgiwsim simulates the file =="
	$(BUILD)/compiler/vgiwcc samples/$(DEMO).ll -o build/demo/$(DEMO).cfg
	$(BUILD)/sim/vgiwsim build/demo/$(DEMO).cfg --launch=samples/$(DEMO).launch \
	  --stats=build/demo/$(DEMO).json --out=build/demo/out
	@echo "== vgiwcc --run --check: the same, and every buffer compared with the reference interpreter =="
	$(BUILD)/compiler/vgiwcc samples/$(DEMO).ll --run --check --launch=samples/$(DEMO).launch
	@echo "== GPU-CC: a 3x3 convolution on a Fermi SM rewired into FIFOs, two copies, one load per image row =="
	$(BUILD)/compiler/vgiwcc --target=gpucc samples/$(GPUCC_DEMO).ll --emit=report
	$(BUILD)/compiler/vgiwcc --target=gpucc samples/$(GPUCC_DEMO).ll --emit=svg -o build/demo/$(GPUCC_DEMO)_gpucc.svg
	$(BUILD)/compiler/vgiwcc --target=gpucc samples/$(GPUCC_DEMO).ll --run --check \
	  --launch=samples/small/$(GPUCC_DEMO).launch
	@echo "== SIMT: the same kernel on a Fermi SM, warps with a SIMT stack; its occupancy and stall breakdown =="
	$(BUILD)/compiler/vgiwcc --target=simt samples/$(DEMO).ll --emit=report --launch=samples/$(DEMO).launch
	$(BUILD)/compiler/vgiwcc --target=simt samples/$(DEMO).ll --run --check --launch=samples/$(DEMO).launch \
	  --sim-stats=build/demo/$(DEMO)_simt.json
	@echo "== the four machines side by side on the samples =="
	bench/machines.sh -b $(BUILD) -s
	@echo "== wrote build/demo/: $(DEMO).cfg, $(DEMO).svg (placement and routes), $(DEMO).json and $(DEMO)_simt.json (statistics), out/ (buffers), $(GPUCC_DEMO)_gpucc.svg (cores, LSUs, lanes) =="

# The whole suite for every supported LLVM, normally and with ASan+UBSan.
# The first configuration runs every test; the others leave out the ctest
# labels whose tests do not depend on the LLVM or sanitizers the tools are
# built with: the RTL model (Verilator's C++) and the sweep driver's
# behaviour (vgiw-eval). The sanitizer builds after the first also leave out
# label ir14, the whole-kernel suites whose input is clang 14's IR (or .ll
# no LLVM version wrote): the first sanitizer build runs them sanitized and
# every plain build runs them with its LLVM, while clang 19's IR (the tests
# named llvm19) and the unit tests run sanitized with LLVM 19 too. This
# keeps make test near 28 minutes on 2 cores (27 min 40 s on 2026-12-03).
ONCE_LABELS = rtl|driver
SAN_ONCE_LABELS = ir14
test: deps
	@set -e; first=1; firstsan=1; for v in $(LLVM_VERSIONS); do for s in OFF ON; do \
	  d=build/test-llvm$$v-san$$s; \
	  if [ $$first = 1 ]; then skip=; \
	  elif [ $$s = ON ] && [ $$firstsan = 0 ]; then skip="-LE ^($(ONCE_LABELS)|$(SAN_ONCE_LABELS))$$"; \
	  else skip="-LE ^($(ONCE_LABELS))$$"; fi; \
	  first=0; [ $$s = OFF ] || firstsan=0; \
	  echo "== LLVM $$v, sanitizers $$s $${skip:+(ctest $$skip)} =="; \
	  $(MAKE) --no-print-directory configure-build BUILD=$$d LLVM=$$v SANITIZE=$$s; \
	  (cd $$d && ctest --output-on-failure -j $(JOBS) $$skip); \
	done; done
	$(MAKE) --no-print-directory fuzz VGIWCC=build/test-llvm14-sanOFF/compiler/vgiwcc

# Every seed-paper figure our models produce, with the published values
# beside ours (docs/eval.md, "The paper report"): resumable; about half an
# hour on 2 cores, most of it the ILP study at Table 2's sizes, which
# REPORT_OPTS=--no-ilp leaves out.
report: build
	$(BUILD)/eval/vgiw-eval --paper --out=build/report -j $(JOBS) $(REPORT_OPTS)
	@echo "== the report: build/report/report/index.html =="

# The libFuzzer targets of the .cfg reader (clang, ASan+UBSan), raw and
# semantic (CRC-fixing mutator), each for half of a bounded time, seeded with the test fixture and every sample's .cfg. Longer runs:
# make fuzz FUZZ_SECONDS=3600 (tests/fuzz/README.md).
FUZZ_SECONDS ?= 30
GPUCC_SAMPLES = $(shell grep -v '^\#' samples/gpucc.list)
SGMF_SAMPLES = $(shell grep -v '^\#' samples/sgmf.list)
SIMT_ONLY = $(shell grep -v '^\#' samples/simt_only.list)
VGIWCC ?= $(BUILD)/compiler/vgiwcc
fuzz: deps
	CC=clang-$(LLVM) cmake -S . -B build/fuzz -DLLVM_DIR=/usr/lib/llvm-$(LLVM)/lib/cmake/llvm \
	  -DVGIW_FUZZ=ON -DVGIW_WERROR=$(if $(CI),ON,OFF) >/dev/null
	cmake --build build/fuzz -j $(JOBS) --target fuzz_cfg fuzz_cfg_sem fuzz_cfg_seed
	@[ -x $(VGIWCC) ] || $(MAKE) --no-print-directory build
	mkdir -p build/fuzz/corpus
	build/fuzz/backend/fuzz/fuzz_cfg_seed build/fuzz/corpus
	for s in $(filter-out $(SIMT_ONLY:%=samples/%.ll),$(wildcard samples/*.ll)); do $(VGIWCC) $$s -o build/fuzz/corpus/$$(basename $$s .ll).cfg || exit 1; done
	for s in $(GPUCC_SAMPLES); do $(VGIWCC) --target=gpucc samples/$$s.ll \
	  -o build/fuzz/corpus/$${s}_gpucc.cfg || exit 1; done
	for s in $(SGMF_SAMPLES); do $(VGIWCC) --target=sgmf samples/$$s.ll \
	  -o build/fuzz/corpus/$${s}_sgmf.cfg || exit 1; done
	for s in samples/*.ll; do $(VGIWCC) --target=simt $$s \
	  -o build/fuzz/corpus/$$(basename $$s .ll)_simt.cfg || exit 1; done
	# half the time raw bytes (CRCs ignored), half CRC-fixed mutants
	build/fuzz/backend/fuzz/fuzz_cfg -max_total_time=$$(( ($(FUZZ_SECONDS) + 1) / 2 )) \
	  -rss_limit_mb=2048 -print_final_stats=1 build/fuzz/corpus
	build/fuzz/backend/fuzz/fuzz_cfg_sem -max_total_time=$$(( ($(FUZZ_SECONDS) + 1) / 2 )) \
	  -rss_limit_mb=2048 -print_final_stats=1 build/fuzz/corpus

clean:
	rm -rf build
