// ONNX import: the bytes of an .onnx file, parsed without its weights, shape-inferred node by node,
// folded and mapped to a Tilescope model, as `import-onnx`, `inspect` and `compile` read it. The
// imported model must read back from the JSON that `import-onnx` writes.

#include "ModelReadBack.h"

#include "onnx/OnnxImport.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    // The symbolic dimension of the fixtures (symbolic-sequence.onnx), given as --dim would.
    const tilescope::OnnxImportOptions options{{{"sequence", 8}}};
    tilescope::fuzz::expectInputErrorsOnly("fuzz.onnx", [&] {
        const auto model = tilescope::parseOnnxModel(bytes, "fuzz.onnx", options);
        tilescope::fuzz::expectReadBack(model);
    });
    return 0;
}
