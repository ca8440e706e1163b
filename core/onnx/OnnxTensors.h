#pragma once
// Reading ONNX tensors and types for what the importer needs: element types as Tilescope sees
// them, shapes, and the values of small constant tensors (never the weights). Internal to core/onnx.

#include "model/Model.h"

#include <onnx/onnx_pb.h>

#include <cstdint>
#include <optional>
#include <vector>

namespace tilescope::onnx_import {

using Dims = std::vector<std::int64_t>;

/// The Tilescope data type of an ONNX element type: floating types are Float (the precision
/// option decides), integers Int32 (the IPU has no int64), bool Bool; nullopt for strings and
/// complex numbers.
std::optional<DataType> dataTypeOf(std::int32_t onnxElementType);

/// True for the ONNX floating-point element types.
bool isFloatElementType(std::int32_t onnxElementType);

/// The dims of a tensor.
Dims tensorDims(const onnx::TensorProto& tensor);

/// The values of a tensor held in the file (not in external data), as doubles, when it has at most
/// `maxElements`; nullopt otherwise.
std::optional<std::vector<double>> tensorValues(const onnx::TensorProto& tensor, std::int64_t maxElements);

/// A folded value as an int64: values are held as doubles, and INT64_MAX (an open-ended slice) must
/// not overflow on the way back; NaN becomes 0. Every double that becomes an index goes through it.
std::int64_t toInt64(double value);

/// An INT64 TensorProto of `values` and `dims`, for ONNX shape inference to read as an input's data.
onnx::TensorProto int64Tensor(const std::vector<double>& values, const Dims& dims);

/// A tensor type of `elementType` and `dims`.
onnx::TypeProto tensorType(std::int32_t elementType, const Dims& dims);

/// The static dims of a tensor type; nullopt when it has no shape or a dimension is symbolic.
std::optional<Dims> staticDims(const onnx::TypeProto& type);

/// Product of dims (1 for a scalar); INT64_MAX when that overflows.
std::int64_t elements(const Dims& dims);

/// "[1,3,224,224]".
std::string dimsText(const Dims& dims);

} // namespace tilescope::onnx_import
