// JSON model loading (docs/MODEL_FORMAT.md): parsed, checked and shape-inferred as `inspect` and
// `compile` read a model file. A model that loads must also survive its own JSON form, which is
// what `export-model` and `import-onnx` write, and must be the model that the file's whole
// document gives: the loader streams the tensors and ops of a file in the usual order, and that
// reading must never accept, or build, what the document would not.

#include "ModelReadBack.h"

#include "common/JsonDocumentBuilder.h"
#include "model/ModelJson.h"
#include "model/ModelParser.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    tilescope::fuzz::expectInputErrorsOnly("fuzz.json", [&] {
        const auto model = tilescope::parseModel(text, "fuzz.json");
        tilescope::fuzz::expectReadBack(model);
        tilescope::fuzz::expectSameAsWholeDocument(model, [&] {
            const auto document = tilescope::parseJsonDocument(text, "fuzz.json");
            return tilescope::detail::ModelParser(document).parse();
        });
    });
    return 0;
}
