#pragma once
// ONNX import: an .onnx file (what PyTorch, TensorFlow and PopART export) becomes a Tilescope model.
// Shapes come from ONNX's own shape inference, shape-computing subgraphs are folded to constants,
// initializers are read for their names, shapes and types only, and the graph's batched tensors
// become the model's per-sample ones (the first input's first dimension is the batch).
// This is the only part of Tilescope that sees protobuf (tilescope_onnx, linked by the CLI).

#include "model/Builtins.h"
#include "model/Model.h"

#include <cstdint>
#include <map>
#include <string>
#include <string_view>

namespace tilescope {

struct OnnxImportOptions {
    /// Values of symbolic dimensions other than the batch ("sequence" -> 128), by their ONNX name.
    std::map<std::string, std::int64_t> dimensions;
};

/// The model of the ONNX file at `path`, with inferred per-sample shapes; its name is the file's
/// stem. Throws Error(FileNotFound) for a missing file, Error(FileUnreadable) naming the file for
/// one that is not ONNX, is truncated or has no graph, and Error(InvalidModel) naming the file, the
/// node's name, index and op type for an unsupported op or a node it cannot map.
Model importOnnxModel(const std::string& path, const OnnxImportOptions& options = {});

/// As importOnnxModel, from the bytes of an ONNX file; `fileName` names the model and the errors.
Model parseOnnxModel(std::string_view bytes, const std::string& fileName, const OnnxImportOptions& options = {});

/// True when `path` names an ONNX file (its extension is .onnx, in any case).
bool isOnnxPath(const std::string& path);

/// A built-in model, an ONNX file (importOnnxModel) or a JSON model file (resolveModel); throws what
/// those throw.
Model loadModelInput(const std::string& nameOrPath, const BuiltinOptions& builtin = {},
                     const OnnxImportOptions& onnx = {});

} // namespace tilescope
