/* kfuzz_host.cpp - the host oracle's runner (docs/kfuzz.md): one CUDA kernel
 * source, compiled with the host C++ compiler against the prelude in this
 * directory, executed natively over a launch.
 *
 *   c++ -std=c++17 -ffp-contract=off -I tests/kfuzz/host -pthread \
 *       -DKFUZZ_SRC='"k.cu"' -DKFUZZ_KERNEL=name kfuzz_host.cpp -o run
 *   run LAUNCH OUTDIR [--threads]
 *
 * LAUNCH holds vgiwsim launch options whose buffers are `zero` or
 * `file:PATH` (`kfuzz inputs` writes such a file). CTAs run one after the
 * other (x fastest); without --threads the threads of a CTA run one after
 * the other to completion (a barrier is then an error); with --threads each
 * CUDA thread of a CTA is a host thread and __syncthreads a barrier of them.
 * Every buffer is written to OUTDIR/argN.bin, N its parameter index, as
 * `vgiwcc --run --out=DIR` writes it. */
#include "vgiw_cuda.h"
#include KFUZZ_SRC

#include <ctype.h>
#include <errno.h>
#include <stdint.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <string>
#include <type_traits>
#include <utility>
#include <vector>

thread_local kfuzz_dim3 threadIdx, blockIdx;
kfuzz_dim3 blockDim, gridDim;

namespace {

struct Arg {
  bool buf = false;
  std::vector<unsigned char> data; /* 16-byte aligned copy below */
  void *p = nullptr;
  size_t bytes = 0;
  long long i = 0;
  double f = 0.0;
};

[[noreturn]] void die(const char *fmt, const char *a = "", const char *b = "") {
  fprintf(stderr, "kfuzz_host: ");
  fprintf(stderr, fmt, a, b);
  fputc('\n', stderr);
  exit(2);
}

unsigned type_size(const std::string &t) {
  if (t == "i8") return 1;
  if (t == "i16") return 2;
  if (t == "i32" || t == "f32") return 4;
  if (t == "i64" || t == "f64") return 8;
  die("unknown buffer type '%s'", t.c_str());
}

void parse_dim(const char *s, kfuzz_dim3 *d) {
  unsigned v[3] = {1, 1, 1};
  int n = 0;
  for (const char *p = s; n < 3;) {
    char *end;
    unsigned long x = strtoul(p, &end, 10);
    if (end == p || x == 0 || x > 65535) die("bad dimension '%s'", s);
    v[n++] = (unsigned)x;
    if (*end == 0) break;
    if (*end != ',') die("bad dimension '%s'", s);
    p = end + 1;
  }
  d->x = v[0], d->y = v[1], d->z = v[2];
}

void parse_arg(const std::string &spec, Arg *a) {
  if (spec.compare(0, 4, "buf:") != 0) {
    char *end;
    a->i = strtoll(spec.c_str(), &end, 0);
    if (*end != 0 && *end != '.' && *end != 'e' && *end != 'E')
      die("bad scalar '%s'", spec.c_str());
    a->f = strtod(spec.c_str(), &end);
    if (*end != 0) die("bad scalar '%s'", spec.c_str());
    if (spec.find_first_of(".eE") != std::string::npos) a->i = (long long)a->f;
    return;
  }
  size_t c1 = spec.find(':', 4), c2 = spec.find(':', c1 + 1);
  if (c1 == std::string::npos) die("bad buffer '%s'", spec.c_str());
  unsigned es = type_size(spec.substr(4, c1 - 4));
  unsigned long long count =
      strtoull(spec.substr(c1 + 1, c2 - c1 - 1).c_str(), nullptr, 10);
  if (count == 0 || count > (1ull << 28)) die("bad count in '%s'", spec.c_str());
  a->buf = true;
  a->bytes = (size_t)count * es;
  a->data.assign(a->bytes + 16, 0);
  a->p = (void *)(((uintptr_t)a->data.data() + 15) & ~(uintptr_t)15);
  std::string init = c2 == std::string::npos ? "zero" : spec.substr(c2 + 1);
  if (init == "zero") return;
  if (init.compare(0, 5, "file:") != 0)
    die("buffer '%s': only zero and file:PATH (run `kfuzz inputs` first)",
        spec.c_str());
  FILE *f = fopen(init.c_str() + 5, "rb");
  if (!f) die("cannot open '%s': %s", init.c_str() + 5, strerror(errno));
  size_t got = fread(a->p, 1, a->bytes, f);
  int extra = fgetc(f) != EOF;
  fclose(f);
  if (got != a->bytes || extra) die("'%s' is not the buffer's size", init.c_str() + 5);
}

std::vector<Arg> args;
bool threaded = false;
pthread_barrier_t cta_barrier;

template <typename T> T conv(const Arg &a) {
  if constexpr (std::is_pointer<T>::value) {
    if (!a.buf) die("a pointer parameter has a scalar argument");
    return (T)a.p;
  } else {
    if (a.buf) die("a scalar parameter has a buffer argument");
    if constexpr (std::is_floating_point<T>::value)
      return (T)a.f;
    else
      return (T)a.i;
  }
}

template <typename... P, size_t... I>
void call(void (*k)(P...), std::index_sequence<I...>) {
  k(conv<P>(args[I])...);
}

template <typename... P> void run_one(void (*k)(P...)) {
  if (args.size() != sizeof...(P)) die("the kernel's parameters and the launch's arguments differ in number");
  call(k, std::index_sequence_for<P...>{});
}

struct ThreadCtx {
  kfuzz_dim3 tid, bid;
};

void *thread_main(void *p) {
  ThreadCtx *c = (ThreadCtx *)p;
  threadIdx = c->tid;
  blockIdx = c->bid;
  run_one(&KFUZZ_KERNEL);
  return nullptr;
}

} // namespace

void kfuzz_syncthreads(void) {
  if (!threaded) die("__syncthreads in a sequential run: use --threads%s", "");
  int rc = pthread_barrier_wait(&cta_barrier);
  if (rc != 0 && rc != PTHREAD_BARRIER_SERIAL_THREAD) die("barrier failed");
}

int main(int argc, char **argv) {
  if (argc < 3 || argc > 4 || (argc == 4 && strcmp(argv[3], "--threads") != 0))
    die("usage: run LAUNCH OUTDIR [--threads]%s", "");
  threaded = argc == 4;
  alarm(120); /* a barrier that some thread never reaches must not hang */
  FILE *f = fopen(argv[1], "r");
  if (!f) die("cannot open '%s': %s", argv[1], strerror(errno));
  std::string text;
  for (int ch; (ch = fgetc(f)) != EOF;) text += (char)ch;
  fclose(f);
  blockDim = gridDim = {0, 0, 0};
  for (size_t p = 0; p < text.size();) {
    if (isspace((unsigned char)text[p])) { p++; continue; }
    size_t e = p;
    while (e < text.size() && !isspace((unsigned char)text[e])) e++;
    std::string w = text.substr(p, e - p);
    if (w[0] == '#') {
      while (e < text.size() && text[e] != '\n') e++;
    } else if (w.compare(0, 7, "--grid=") == 0) {
      parse_dim(w.c_str() + 7, &gridDim);
    } else if (w.compare(0, 8, "--block=") == 0) {
      parse_dim(w.c_str() + 8, &blockDim);
    } else if (w.compare(0, 6, "--arg=") == 0) {
      args.emplace_back();
      parse_arg(w.substr(6), &args.back());
    } else {
      die("unknown launch option '%s'", w.c_str());
    }
    p = e;
  }
  if (!gridDim.x || !blockDim.x) die("the launch needs --grid and --block%s", "");
  unsigned nt = blockDim.x * blockDim.y * blockDim.z;
  std::vector<ThreadCtx> ctx(nt);
  std::vector<pthread_t> th(nt);
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, 1u << 20);
  for (unsigned bz = 0; bz < gridDim.z; bz++)
    for (unsigned by = 0; by < gridDim.y; by++)
      for (unsigned bx = 0; bx < gridDim.x; bx++) {
        kfuzz_dim3 bid = {bx, by, bz};
        unsigned k = 0;
        for (unsigned tz = 0; tz < blockDim.z; tz++)
          for (unsigned ty = 0; ty < blockDim.y; ty++)
            for (unsigned tx = 0; tx < blockDim.x; tx++)
              ctx[k++] = {{tx, ty, tz}, bid};
        if (!threaded) {
          for (unsigned t = 0; t < nt; t++) thread_main(&ctx[t]);
          continue;
        }
        pthread_barrier_init(&cta_barrier, nullptr, nt);
        for (unsigned t = 0; t < nt; t++)
          if (pthread_create(&th[t], &attr, thread_main, &ctx[t]))
            die("cannot create a thread%s", "");
        for (unsigned t = 0; t < nt; t++) pthread_join(th[t], nullptr);
        pthread_barrier_destroy(&cta_barrier);
      }
  if (mkdir(argv[2], 0777) && errno != EEXIST)
    die("cannot create '%s': %s", argv[2], strerror(errno));
  for (size_t k = 0; k < args.size(); k++) {
    if (!args[k].buf) continue;
    std::string path = std::string(argv[2]) + "/arg" + std::to_string(k) + ".bin";
    FILE *o = fopen(path.c_str(), "wb");
    if (!o || fwrite(args[k].p, 1, args[k].bytes, o) != args[k].bytes || fclose(o))
      die("cannot write '%s'", path.c_str());
  }
  return 0;
}
