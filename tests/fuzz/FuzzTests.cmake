# The fuzzers in the test suite (included from tests/CMakeLists.txt): when clang and its libFuzzer
# runtime are installed, fuzz.build makes the separate fuzz build (clang, sanitizers, only the
# loaders' code) and each target then runs for a few seconds over its seed corpus, from a fresh
# corpus each time. A machine without clang registers none of them.
find_program(TILESCOPE_CLANGXX NAMES clang++ clang++-14)
if(TILESCOPE_CLANGXX AND NOT TILESCOPE_LIBFUZZER_WORKS)
  # clang without its runtime (libclang-rt-14-dev) cannot link a fuzzer: try until it can.
  set(probe ${CMAKE_CURRENT_BINARY_DIR}/libfuzzer-probe)
  file(WRITE ${probe}.cpp "extern \"C\" int LLVMFuzzerTestOneInput(const unsigned char*, unsigned long) { return 0; }\n")
  execute_process(COMMAND ${TILESCOPE_CLANGXX} -fsanitize=fuzzer,address,undefined ${probe}.cpp -o ${probe}
                  RESULT_VARIABLE probe_result OUTPUT_QUIET ERROR_QUIET)
  if(probe_result EQUAL 0)
    set(TILESCOPE_LIBFUZZER_WORKS ON CACHE INTERNAL "clang links libFuzzer targets")
  else()
    set(TILESCOPE_LIBFUZZER_WORKS OFF CACHE INTERNAL "clang links libFuzzer targets")
  endif()
endif()
if(NOT TILESCOPE_CLANGXX OR NOT TILESCOPE_LIBFUZZER_WORKS)
  message(STATUS "Fuzz tests: off (clang++ with libFuzzer not found; scripts/lib.sh installs them)")
  return()
endif()

set(fuzz_script ${PROJECT_SOURCE_DIR}/scripts/fuzz --build-dir ${CMAKE_BINARY_DIR}/fuzz)
add_test(NAME fuzz.build COMMAND ${fuzz_script} build)
set_tests_properties(fuzz.build PROPERTIES FIXTURES_SETUP fuzzers TIMEOUT 1200)
foreach(target report model_json onnx)
  # Seconds of fuzzing after the seeds have run: a smoke test; scripts/fuzz runs the long ones.
  add_test(NAME fuzz.${target} COMMAND ${fuzz_script} --no-build --fresh ${target} -max_total_time=5)
  set_tests_properties(fuzz.${target} PROPERTIES FIXTURES_REQUIRED fuzzers TIMEOUT 300)
endforeach()
