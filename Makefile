# The two commands of README.md: `make demo` and `make test`. Both install
# what a fresh Debian machine lacks (when run as root), configure, build, and
# then run. LLVM=14|19 picks the LLVM used by `make demo` and `make build`.
LLVM ?= 14
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
BUILD ?= build/llvm$(LLVM)
LLVM_VERSIONS ?= 14 19
APT_PACKAGES = cmake make gcc pkg-config libxml2-dev libxml2-utils libcmocka-dev \
	$(foreach v,$(LLVM_VERSIONS),llvm-$(v)-dev clang-$(v))

.PHONY: all deps build configure-build demo test clean
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

DEMO = samples/fig1_divergence.ll
demo: build
	@mkdir -p build/demo
	@echo "== vgiwcc $(DEMO) --emit=blocks: block IDs, live values =="
	$(BUILD)/compiler/vgiwcc $(DEMO) --emit=blocks
	@echo "== vgiwcc $(DEMO) --emit=dfg: per-block dataflow graphs =="
	$(BUILD)/compiler/vgiwcc $(DEMO) --emit=dfg
	@echo "== vgiwcc $(DEMO) --emit=report: place and route =="
	$(BUILD)/compiler/vgiwcc $(DEMO) --emit=report --stats=build/demo/fig1_divergence.json
	$(BUILD)/compiler/vgiwcc $(DEMO) --emit=svg -o build/demo/fig1_divergence.svg
	@echo "== wrote build/demo/fig1_divergence.svg (placement and routes) and build/demo/fig1_divergence.json =="

# The whole suite for every supported LLVM, normally and with ASan+UBSan.
test: deps
	@set -e; for v in $(LLVM_VERSIONS); do for s in OFF ON; do \
	  d=build/test-llvm$$v-san$$s; \
	  echo "== LLVM $$v, sanitizers $$s =="; \
	  $(MAKE) --no-print-directory configure-build BUILD=$$d LLVM=$$v SANITIZE=$$s; \
	  (cd $$d && ctest --output-on-failure -j $(JOBS)); \
	done; done

clean:
	rm -rf build
