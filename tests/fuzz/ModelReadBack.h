#pragma once
// A model that a loader accepts is written as JSON by `export-model` and `import-onnx`, and that
// JSON must load again: a model the writer cannot express, or the reader refuses, is a bug.

#include "LoaderContract.h"

#include "model/ModelJson.h"

namespace tilescope::fuzz {

inline void expectReadBack(const Model& model)
{
    const std::string written = modelToJson(model);
    try {
        parseModel(written, "read-back.json");
    } catch (const std::exception& e) {
        breach("a loaded model does not read back from its own JSON", e.what() + ("\n" + written));
    }
}

/// `model`, as the loader read it, must equal what `readWhole` builds from the file's document.
template <class ReadWhole> void expectSameAsWholeDocument(const Model& model, ReadWhole&& readWhole)
{
    try {
        const auto whole = readWhole();
        if (modelToJson(whole) != modelToJson(model))
            breach("the streamed model differs from the whole document's",
                   modelToJson(model) + "\n" + modelToJson(whole));
    } catch (const std::exception& e) {
        breach("a model that streams is refused as a whole document", e.what());
    }
}

} // namespace tilescope::fuzz
