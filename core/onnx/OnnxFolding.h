#pragma once
// Folding of constant subgraphs: every shape is static, so the Shape, Gather, Unsqueeze, Concat,
// ConstantOfShape, Range, Expand ... chains that compute reshape targets (and masks and ids) are
// evaluated at import, on small tensors, instead of becoming ops. Internal to core/onnx.

#include "onnx/OnnxTensors.h"

#include <optional>
#include <vector>

namespace tilescope::onnx_import {

/// A constant input of a node: its dims and, when known, its values (row-major).
struct FoldInput {
    Dims dims;
    const std::vector<double>* values = nullptr; // null when unknown (stripped weights, external data)
};

/// Tensors beyond this are not folded: no shape computation needs them.
inline constexpr std::int64_t kMaxFoldedElements = std::int64_t(1) << 20;

/// The values of `node`'s first output, whose dims ONNX inferred as `outDims` and whose element
/// type is `outType`, from its constant `inputs` (absent optional inputs have empty dims and no
/// values). Nullopt when an input's values are unknown, the op is not one the folder evaluates,
/// or the output is larger than kMaxFoldedElements.
std::optional<std::vector<double>> foldNode(const onnx::NodeProto& node, const std::vector<FoldInput>& inputs,
                                            const Dims& outDims, std::int32_t outType);

} // namespace tilescope::onnx_import
