# Extra compile flags for the test programs' own code (CI's presets: -O0). A test unit is assertion
# after assertion, run once: unoptimised it compiles two to three times faster (under the sanitizers
# too), while the libraries it exercises keep the preset's optimisation, so the tests run as fast.
set(TILESCOPE_TEST_CODE_FLAGS "" CACHE STRING
    "Extra compile flags for the test programs' own sources, not the libraries they test (CI: -O0)")

# tilescope_test_code(TARGET): applies TILESCOPE_TEST_CODE_FLAGS to a test program or test helper
# library (also to one that shares a precompiled header, which must be built with the same flags).
function(tilescope_test_code target)
  if(TILESCOPE_TEST_CODE_FLAGS)
    separate_arguments(flags UNIX_COMMAND "${TILESCOPE_TEST_CODE_FLAGS}")
    target_compile_options(${target} PRIVATE ${flags})
  endif()
endfunction()
