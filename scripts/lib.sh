# Shared by scripts/demo and scripts/test: install what is missing, configure and build.
# Sourced, not run. Idempotent: a second run installs nothing and rebuilds only what changed.

set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

# Debian 12 packages the build, the tests and the screenshots need, each for a reason:
#   cmake ninja-build g++            the build (CMake presets use Ninja)
#   qt6-base-dev qt6-svg-dev         Qt Widgets, Concurrent, PrintSupport, Test; SVG icons and export
#   qt6-tools-dev qt6-l10n-tools     Qt6LinguistTools for qt_add_translations; lupdate/lrelease
#   libqcustomplot-dev               the plots (the Qt 6 build, QCustomPlotQt6)
#   nlohmann-json3-dev libcli11-dev  report encodings; the command line
#   libgtest-dev libbenchmark-dev    tests and benchmarks
#   fonts-dejavu-core                text on the offscreen platform (screenshots, GUI tests)
#   libonnx-dev libprotobuf-dev      ONNX import: the ONNX project's protobuf classes and shape
#                                    inference, and the protobuf library and CMake package they need
#   clang libfuzzer-14-dev           the loaders' fuzzers (scripts/fuzz; briefly in the test suite);
#   libclang-rt-14-dev               clang's sanitizer and libFuzzer runtimes, only recommended by
#                                    clang, so named here (we install without recommendations)
#   slurm-wlm munge                  sweeps as Slurm job arrays (`sweep --slurm`): the test starts a
#                                    single-node cluster of its own (tests/slurm)
TILESCOPE_PACKAGES=(
  cmake ninja-build g++
  qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-l10n-tools
  libqcustomplot-dev nlohmann-json3-dev libcli11-dev libgtest-dev libbenchmark-dev
  fonts-dejavu-core
  libonnx-dev libprotobuf-dev
  clang libfuzzer-14-dev libclang-rt-14-dev
  slurm-wlm munge
)

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

install_missing_packages() {
  local missing=()
  for package in "${TILESCOPE_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
  done
  if [ "${#missing[@]}" -gt 0 ]; then
    echo "== Installing ${missing[*]}"
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
  fi
}

# build PRESET [cmake targets...]: configure once, then build.
build() {
  local preset="$1"; shift
  cd "$ROOT"
  if [ ! -f "build/$preset/build.ninja" ]; then
    echo "== Configuring ($preset)"
    cmake --preset "$preset" >/dev/null
  fi
  echo "== Building ($preset)"
  if [ "$#" -gt 0 ]; then
    cmake --build --preset "$preset" --target "$@"
  else
    cmake --build --preset "$preset"
  fi
}
