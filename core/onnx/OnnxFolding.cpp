#include "onnx/OnnxFolding.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <string>

namespace tilescope::onnx_import {
namespace {

using Values = std::vector<double>;

const onnx::AttributeProto* attribute(const onnx::NodeProto& node, const std::string& name)
{
    for (const auto& a : node.attribute())
        if (a.name() == name)
            return &a;
    return nullptr;
}

std::int64_t intAttribute(const onnx::NodeProto& node, const std::string& name, std::int64_t fallback)
{
    const auto* a = attribute(node, name);
    return a ? a->i() : fallback;
}

std::vector<std::int64_t> strides(const Dims& dims)
{
    std::vector<std::int64_t> s(dims.size(), 1);
    for (std::size_t i = dims.size(); i-- > 1;)
        s[i - 1] = s[i] * dims[i];
    return s;
}

std::int64_t normalisedAxis(std::int64_t axis, std::size_t rank)
{
    return axis < 0 ? axis + std::int64_t(rank) : axis;
}

/// Element `flat` of an output of `outDims`, read from an input of `inDims` broadcast to it.
std::int64_t broadcastSource(std::int64_t flat, const Dims& outDims, const std::vector<std::int64_t>& outStrides,
                             const Dims& inDims, const std::vector<std::int64_t>& inStrides)
{
    std::int64_t source = 0;
    const auto offset = outDims.size() - inDims.size();
    for (std::size_t d = 0; d < outDims.size(); ++d) {
        const auto index = (flat / outStrides[d]) % outDims[d];
        if (d >= offset && inDims[d - offset] != 1)
            source += index * inStrides[d - offset];
    }
    return source;
}

Values elementwise(const std::vector<FoldInput>& in, const Dims& outDims,
                   const std::function<double(const std::vector<double>&)>& f)
{
    const auto count = elements(outDims);
    const auto outStrides = strides(outDims);
    std::vector<std::vector<std::int64_t>> inStrides;
    for (const auto& input : in)
        inStrides.push_back(strides(input.dims));
    Values out(static_cast<std::size_t>(count));
    std::vector<double> operands(in.size());
    for (std::int64_t i = 0; i < count; ++i) {
        for (std::size_t k = 0; k < in.size(); ++k)
            operands[k] = (*in[k].values)[std::size_t(broadcastSource(i, outDims, outStrides, in[k].dims, inStrides[k]))];
        out[std::size_t(i)] = f(operands);
    }
    return out;
}

std::optional<Values> binary(const std::string& op, const std::vector<FoldInput>& in, const Dims& outDims,
                             bool integer)
{
    std::function<double(double, double)> f;
    if (op == "Add") f = [](double a, double b) { return a + b; };
    else if (op == "Sub") f = [](double a, double b) { return a - b; };
    else if (op == "Mul") f = [](double a, double b) { return a * b; };
    else if (op == "Div") f = [integer](double a, double b) { return integer ? std::trunc(a / b) : a / b; };
    else if (op == "Pow") f = [](double a, double b) { return std::pow(a, b); };
    else if (op == "Mod") f = [](double a, double b) { return std::fmod(a, b); };
    else if (op == "Max") f = [](double a, double b) { return std::max(a, b); };
    else if (op == "Min") f = [](double a, double b) { return std::min(a, b); };
    else if (op == "Equal") f = [](double a, double b) { return double(a == b); };
    else if (op == "Less") f = [](double a, double b) { return double(a < b); };
    else if (op == "Greater") f = [](double a, double b) { return double(a > b); };
    else if (op == "LessOrEqual") f = [](double a, double b) { return double(a <= b); };
    else if (op == "GreaterOrEqual") f = [](double a, double b) { return double(a >= b); };
    else if (op == "And") f = [](double a, double b) { return double(a != 0 && b != 0); };
    else if (op == "Or") f = [](double a, double b) { return double(a != 0 || b != 0); };
    else return std::nullopt;
    if (in.size() != 2)
        return std::nullopt;
    return elementwise(in, outDims, [&](const std::vector<double>& v) { return f(v[0], v[1]); });
}

std::optional<Values> unary(const std::string& op, const std::vector<FoldInput>& in, const Dims& outDims)
{
    std::function<double(double)> f;
    if (op == "Neg") f = [](double a) { return -a; };
    else if (op == "Not") f = [](double a) { return double(a == 0); };
    else if (op == "Sqrt") f = [](double a) { return std::sqrt(a); };
    else if (op == "Abs") f = [](double a) { return std::abs(a); };
    else if (op == "Floor") f = [](double a) { return std::floor(a); };
    else if (op == "Ceil") f = [](double a) { return std::ceil(a); };
    else if (op == "Reciprocal") f = [](double a) { return 1.0 / a; };
    else return std::nullopt;
    return elementwise({in.at(0)}, outDims, [&](const std::vector<double>& v) { return f(v[0]); });
}

/// An output of `outDims` whose element at index (i0, i1, ...) is the element of `data` at the
/// flat offset sum of offset(d, id): slices and transposes.
Values remap(const FoldInput& data, const Dims& outDims,
             const std::function<std::int64_t(std::size_t, std::int64_t)>& offset)
{
    const auto outStrides = strides(outDims);
    Values out(static_cast<std::size_t>(elements(outDims)));
    for (std::int64_t i = 0; i < std::int64_t(out.size()); ++i) {
        std::int64_t source = 0;
        for (std::size_t d = 0; d < outDims.size(); ++d)
            source += offset(d, (i / outStrides[d]) % outDims[d]);
        out[std::size_t(i)] = (*data.values)[std::size_t(source)];
    }
    return out;
}

std::optional<Values> gather(const FoldInput& data, const FoldInput& indices, std::int64_t axis)
{
    const auto& d = data.dims;
    std::int64_t outer = 1, inner = 1;
    for (std::int64_t i = 0; i < axis; ++i)
        outer *= d[std::size_t(i)];
    for (std::size_t i = std::size_t(axis) + 1; i < d.size(); ++i)
        inner *= d[i];
    const auto axisSize = d[std::size_t(axis)];
    // An empty axis has no element to pick: indices into it are out of range, not clamped.
    if (axisSize < 1 && outer * inner > 0 && !indices.values->empty())
        return std::nullopt;
    Values out;
    for (std::int64_t o = 0; o < outer; ++o)
        for (const auto raw : *indices.values) {
            auto index = toInt64(raw);
            if (index < 0)
                index += axisSize;
            index = std::clamp<std::int64_t>(index, 0, axisSize - 1);
            for (std::int64_t i = 0; i < inner; ++i)
                out.push_back((*data.values)[std::size_t((o * axisSize + index) * inner + i)]);
        }
    return out;
}

Values concat(const std::vector<FoldInput>& in, std::int64_t axis)
{
    const auto rank = in.front().dims.size();
    std::int64_t outer = 1;
    for (std::int64_t i = 0; i < axis; ++i)
        outer *= in.front().dims[std::size_t(i)];
    Values out;
    for (std::int64_t o = 0; o < outer; ++o)
        for (const auto& input : in) {
            std::int64_t block = 1;
            for (std::size_t i = std::size_t(axis); i < rank; ++i)
                block *= input.dims[i];
            out.insert(out.end(), input.values->begin() + o * block, input.values->begin() + (o + 1) * block);
        }
    return out;
}

std::optional<Values> slice(const std::vector<FoldInput>& in, const Dims& outDims)
{
    // Slice-10 and later: data, starts, ends, optional axes and steps, as constant inputs.
    const auto& data = in.at(0);
    const auto rank = data.dims.size();
    Dims start(rank, 0), step(rank, 1);
    for (std::size_t k = 0; k < in.at(1).values->size(); ++k) {
        const auto axis = in.size() > 3 && in[3].values ? normalisedAxis(toInt64((*in[3].values)[k]), rank)
                                                        : std::int64_t(k);
        const auto dim = data.dims[std::size_t(axis)];
        const auto s = in.size() > 4 && in[4].values ? toInt64((*in[4].values)[k]) : 1;
        if (s == 0)
            return std::nullopt;
        auto b = toInt64(std::clamp<double>((*in[1].values)[k], -double(dim) - 1, double(dim)));
        if (b < 0)
            b += dim;
        // A negative step walks back from a start within the axis (pads reversed by [::-1]).
        start[std::size_t(axis)] = std::clamp<std::int64_t>(b, 0, s > 0 ? dim : dim - 1);
        step[std::size_t(axis)] = s;
    }
    const auto inStrides = strides(data.dims);
    return remap(data, outDims, [&](std::size_t d, std::int64_t index) { return (start[d] + index * step[d]) * inStrides[d]; });
}

Values transpose(const onnx::NodeProto& node, const FoldInput& data, const Dims& outDims)
{
    const auto rank = data.dims.size();
    std::vector<std::int64_t> perm(rank);
    for (std::size_t i = 0; i < rank; ++i)
        perm[i] = std::int64_t(rank - 1 - i);
    if (const auto* a = attribute(node, "perm"))
        perm.assign(a->ints().begin(), a->ints().end());
    const auto inStrides = strides(data.dims);
    return remap(data, outDims, [&](std::size_t d, std::int64_t index) { return index * inStrides[std::size_t(perm[d])]; });
}

} // namespace

std::optional<std::vector<double>> foldNode(const onnx::NodeProto& node, const std::vector<FoldInput>& inputs,
                                            const Dims& outDims, std::int32_t outType)
{
    const auto& op = node.op_type();
    // Strides multiply every dim, even beside a 0 ([0, 2^40, 2^40] has no elements): each tensor's
    // index space must be small, not only its element count.
    const auto indexSpace = [](const Dims& dims) {
        Dims nonzero(dims);
        std::replace(nonzero.begin(), nonzero.end(), std::int64_t(0), std::int64_t(1));
        return elements(nonzero);
    };
    if (indexSpace(outDims) > kMaxFoldedElements)
        return std::nullopt;
    for (const auto& input : inputs)
        if (indexSpace(input.dims) > kMaxFoldedElements)
            return std::nullopt;
    if (op == "ConstantOfShape") {
        double fill = 0.0;
        if (const auto* a = attribute(node, "value"))
            if (const auto v = tensorValues(a->t(), 1); v && !v->empty())
                fill = v->front();
        return Values(std::size_t(elements(outDims)), fill);
    }
    // Every other op needs its inputs' values (absent optional inputs excepted).
    if (inputs.empty())
        return std::nullopt;
    for (std::size_t i = 0; i < inputs.size(); ++i)
        if (!inputs[i].values && !(i > 0 && inputs[i].dims.empty() && op == "Slice"))
            return std::nullopt;
    const bool integer = !isFloatElementType(outType);
    if (op == "Identity" || op == "Reshape" || op == "Squeeze" || op == "Unsqueeze" || op == "Flatten")
        return *inputs.at(0).values;
    if (op == "Cast") {
        Values out = *inputs.at(0).values;
        if (outType == onnx::TensorProto::BOOL)
            for (auto& v : out)
                v = double(v != 0);
        else if (integer)
            for (auto& v : out)
                v = std::trunc(v);
        return out;
    }
    if (op == "Gather")
        return gather(inputs.at(0), inputs.at(1),
                      normalisedAxis(intAttribute(node, "axis", 0), inputs.at(0).dims.size()));
    if (op == "Concat")
        return concat(inputs, normalisedAxis(intAttribute(node, "axis", 0), outDims.size()));
    if (op == "Range") {
        Values out;
        const double start = inputs.at(0).values->at(0), limit = inputs.at(1).values->at(0),
                     delta = inputs.at(2).values->at(0);
        for (std::int64_t i = 0; i < elements(outDims); ++i)
            out.push_back(start + double(i) * delta);
        (void)limit;
        return out;
    }
    if (op == "Expand")
        return elementwise({inputs.at(0)}, outDims, [](const std::vector<double>& v) { return v[0]; });
    if (op == "Where")
        return elementwise(inputs, outDims, [](const std::vector<double>& v) { return v[0] != 0 ? v[1] : v[2]; });
    if (op == "Slice" && inputs.size() >= 3)
        return slice(inputs, outDims);
    if (op == "Transpose")
        return transpose(node, inputs.at(0), outDims);
    if (auto out = binary(op, inputs, outDims, integer))
        return out;
    return unary(op, inputs, outDims);
}

} // namespace tilescope::onnx_import
