#include "onnx/OnnxTensors.h"

#include <climits>
#include <cmath>
#include <cstring>

namespace tilescope::onnx_import {

std::optional<DataType> dataTypeOf(std::int32_t onnxElementType)
{
    using T = onnx::TensorProto;
    switch (onnxElementType) {
    case T::FLOAT:
    case T::FLOAT16:
    case T::DOUBLE:
    case T::BFLOAT16: return DataType::Float;
    case T::INT8:
    case T::UINT8:
    case T::INT16:
    case T::UINT16:
    case T::INT32:
    case T::UINT32:
    case T::INT64:
    case T::UINT64: return DataType::Int32;
    case T::BOOL: return DataType::Bool;
    default: return std::nullopt;
    }
}

bool isFloatElementType(std::int32_t onnxElementType)
{
    using T = onnx::TensorProto;
    return onnxElementType == T::FLOAT || onnxElementType == T::FLOAT16 || onnxElementType == T::DOUBLE ||
           onnxElementType == T::BFLOAT16;
}

Dims tensorDims(const onnx::TensorProto& tensor)
{
    return Dims(tensor.dims().begin(), tensor.dims().end());
}

std::int64_t elements(const Dims& dims)
{
    // A malformed file's dims may multiply past int64: the count then saturates, and is too
    // large for anything that reads values.
    std::int64_t count = 1;
    for (const auto d : dims)
        if (__builtin_mul_overflow(count, d, &count))
            return INT64_MAX;
    return count;
}

std::string dimsText(const Dims& dims)
{
    std::string text = "[";
    for (std::size_t i = 0; i < dims.size(); ++i)
        text += (i ? "," : "") + std::to_string(dims[i]);
    return text + "]";
}

namespace {

template <typename T>
std::vector<double> fromRaw(const std::string& raw, std::int64_t count)
{
    std::vector<double> values(static_cast<std::size_t>(count));
    for (std::int64_t i = 0; i < count; ++i) {
        T value{};
        std::memcpy(&value, raw.data() + std::size_t(i) * sizeof(T), sizeof(T));
        values[std::size_t(i)] = double(value);
    }
    return values;
}

std::size_t elementBytes(std::int32_t type)
{
    using T = onnx::TensorProto;
    switch (type) {
    case T::BOOL:
    case T::INT8:
    case T::UINT8: return 1;
    case T::INT16:
    case T::UINT16:
    case T::FLOAT16:
    case T::BFLOAT16: return 2;
    case T::INT32:
    case T::UINT32:
    case T::FLOAT: return 4;
    case T::INT64:
    case T::UINT64:
    case T::DOUBLE: return 8;
    default: return 0;
    }
}

} // namespace

std::optional<std::vector<double>> tensorValues(const onnx::TensorProto& tensor, std::int64_t maxElements)
{
    using T = onnx::TensorProto;
    const auto count = elements(tensorDims(tensor));
    if (count > maxElements || tensor.data_location() == T::EXTERNAL)
        return std::nullopt;
    if (!tensor.raw_data().empty()) {
        const auto bytes = elementBytes(tensor.data_type());
        if (bytes == 0 || tensor.raw_data().size() != std::size_t(count) * bytes)
            return std::nullopt;
        switch (tensor.data_type()) {
        case T::BOOL:
        case T::UINT8: return fromRaw<std::uint8_t>(tensor.raw_data(), count);
        case T::INT8: return fromRaw<std::int8_t>(tensor.raw_data(), count);
        case T::INT16: return fromRaw<std::int16_t>(tensor.raw_data(), count);
        case T::UINT16: return fromRaw<std::uint16_t>(tensor.raw_data(), count);
        case T::INT32: return fromRaw<std::int32_t>(tensor.raw_data(), count);
        case T::UINT32: return fromRaw<std::uint32_t>(tensor.raw_data(), count);
        case T::INT64: return fromRaw<std::int64_t>(tensor.raw_data(), count);
        case T::UINT64: return fromRaw<std::uint64_t>(tensor.raw_data(), count);
        case T::FLOAT: return fromRaw<float>(tensor.raw_data(), count);
        case T::DOUBLE: return fromRaw<double>(tensor.raw_data(), count);
        default: return std::nullopt; // fp16 and bf16 values are never needed
        }
    }
    std::vector<double> values;
    if (tensor.int64_data_size() == count)
        values.assign(tensor.int64_data().begin(), tensor.int64_data().end());
    else if (tensor.int32_data_size() == count && tensor.data_type() != T::FLOAT16)
        values.assign(tensor.int32_data().begin(), tensor.int32_data().end());
    else if (tensor.float_data_size() == count)
        values.assign(tensor.float_data().begin(), tensor.float_data().end());
    else if (tensor.double_data_size() == count)
        values.assign(tensor.double_data().begin(), tensor.double_data().end());
    else if (tensor.uint64_data_size() == count)
        values.assign(tensor.uint64_data().begin(), tensor.uint64_data().end());
    else
        return std::nullopt;
    return values;
}

std::int64_t toInt64(double value)
{
    constexpr double kLimit = 9.2e18;
    if (std::isnan(value))
        return 0; // a malformed file's NaN (cast from a float): converting it is undefined
    return value >= kLimit ? INT64_MAX : value <= -kLimit ? INT64_MIN : std::int64_t(value);
}

onnx::TensorProto int64Tensor(const std::vector<double>& values, const Dims& dims)
{
    onnx::TensorProto tensor;
    tensor.set_data_type(onnx::TensorProto::INT64);
    for (const auto d : dims)
        tensor.add_dims(d);
    for (const auto v : values)
        tensor.add_int64_data(toInt64(v));
    return tensor;
}

onnx::TypeProto tensorType(std::int32_t elementType, const Dims& dims)
{
    onnx::TypeProto type;
    auto* tensor = type.mutable_tensor_type();
    tensor->set_elem_type(elementType);
    auto* shape = tensor->mutable_shape();
    for (const auto d : dims)
        shape->add_dim()->set_dim_value(d);
    return type;
}

std::optional<Dims> staticDims(const onnx::TypeProto& type)
{
    if (!type.has_tensor_type() || !type.tensor_type().has_shape())
        return std::nullopt;
    Dims dims;
    for (const auto& dim : type.tensor_type().shape().dim()) {
        if (!dim.has_dim_value() || dim.dim_value() < 0)
            return std::nullopt;
        dims.push_back(dim.dim_value());
    }
    return dims;
}

} // namespace tilescope::onnx_import
