# Command-line tests of ONNX models: compile, inspect and import-onnx take .onnx files, and bad
# files end with exit code 2 and a message naming the file (and the node).
set(ONNX_CLI $<TARGET_FILE:tilescope-cli>)
set(ONNX_DIR ${PROJECT_SOURCE_DIR}/tests/fixtures/onnx)
set(ONNX_OUT ${CMAKE_CURRENT_BINARY_DIR}/onnx)
set(ONNX_RUN_CLI ${CMAKE_CURRENT_SOURCE_DIR}/cli/RunCli.cmake)
file(MAKE_DIRECTORY ${ONNX_OUT})

function(onnx_cli_expect name code regex)
  add_test(NAME onnx.cli.${name} COMMAND ${CMAKE_COMMAND} -DCLI=${ONNX_CLI} -DEXPECT_CODE=${code}
           "-DEXPECT_REGEX=${regex}" "-DARGS=${ARGN}" -P ${ONNX_RUN_CLI})
endfunction()

onnx_cli_expect(inspect 0 "Parameters: +11,689,512" inspect ${ONNX_DIR}/resnet18.onnx)
onnx_cli_expect(compile 0 "Report written to .*mobilenet.tsr \\(fits\\)"
                compile ${ONNX_DIR}/mobilenet_v2.onnx --batch-size 4 -o ${ONNX_OUT}/mobilenet.tsr)
onnx_cli_expect(import 0 "Imported .*vit_b_16.onnx: [0-9]+ ops, 86,567,656 parameters"
                import-onnx ${ONNX_DIR}/vit_b_16.onnx -o ${ONNX_OUT}/vit_b_16.json)
onnx_cli_expect(import_stdout 0 "\"format\": \"tilescope-model\"" import-onnx ${ONNX_DIR}/gpt2-tiny.onnx)
onnx_cli_expect(dim 0 "Parameters: +0" inspect ${ONNX_DIR}/symbolic-sequence.onnx --dim sequence=128)
onnx_cli_expect(dim_missing 2 "symbolic-sequence.onnx: graph input 'tokens' has a symbolic dimension 'sequence'"
                inspect ${ONNX_DIR}/symbolic-sequence.onnx)
onnx_cli_expect(dim_malformed 2 "expected NAME=N" inspect ${ONNX_DIR}/symbolic-sequence.onnx --dim sequence)
onnx_cli_expect(negative_dimension 2
                "negative-dimension.onnx: graph input 'tokens' has a negative dimension, -3, on axis 1"
                compile ${ONNX_DIR}/bad/negative-dimension.onnx -o ${ONNX_OUT}/never.tsr)
onnx_cli_expect(zero_dimension 2
                "zero-dimension.onnx: graph input 'x' has a dimension of 0 on axis 1: it is empty"
                inspect ${ONNX_DIR}/bad/zero-dimension.onnx)
onnx_cli_expect(unsupported_op 2
                "unsupported-op.onnx: node 'pick_one' \\(index 1, Hardmax\\): unsupported op type 'Hardmax'"
                compile ${ONNX_DIR}/bad/unsupported-op.onnx -o ${ONNX_OUT}/never.tsr)
onnx_cli_expect(not_onnx 2 "not-onnx.onnx: not an ONNX model" inspect ${ONNX_DIR}/bad/not-onnx.onnx)
onnx_cli_expect(truncated 2 "truncated.onnx: not an ONNX model \\(or a truncated one\\)"
                import-onnx ${ONNX_DIR}/bad/truncated.onnx)
onnx_cli_expect(no_graph 2 "no-graph.onnx: the ONNX model has no graph" inspect ${ONNX_DIR}/bad/no-graph.onnx)
onnx_cli_expect(missing 2 "no-such.onnx" import-onnx ${ONNX_DIR}/no-such.onnx)

# import-onnx writes the model that inspect then reads with the same parameters and MACs.
add_test(NAME onnx.cli.import_then_inspect
         COMMAND ${ONNX_CLI} inspect ${ONNX_OUT}/vit_b_16.json)
set_tests_properties(onnx.cli.import_then_inspect PROPERTIES DEPENDS onnx.cli.import
                     PASS_REGULAR_EXPRESSION "Parameters: +86,567,656.*MACs per sample: +17.56 G")
