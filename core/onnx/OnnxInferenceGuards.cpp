// What ONNX's own shape inference (libonnx 1.12) does not check, checked before it runs, and the
// limits every shape it infers is held to. Fuzzing found each: a stride of 0 divides by zero, a
// weight of more dimensions than its input is read past its end, a shape input of 10^17 values
// makes ONNX build a shape of as many dimensions.

#include "onnx/OnnxImporter.h"

#include "model/Model.h"

#include <algorithm>
#include <map>

namespace tilescope::onnx_import {
namespace {

// The model format's limits (kMaxDimension, kMaxElements) hold here too, with a rank that leaves
// room for the batch.
constexpr std::int64_t kMaxRank = 32;

} // namespace

void Importer::requireSafeInference(const onnx::NodeProto& node, const std::vector<onnx::TypeProto>& types) const
{
    // ONNX infers an output of as many dimensions as a shape input has values when it cannot read
    // them: a shape input of 10^17 values would make ONNX build a shape that fills the memory.
    static const std::map<std::string, int> shapeInputs{{"Expand", 1}, {"Reshape", 1}, {"ConstantOfShape", 0},
                                                        {"Tile", 1}};
    // ONNX's convolution and pooling inference divides by strides and dilations unchecked.
    for (const auto& attribute : node.attribute()) {
        const auto& name = attribute.name();
        if (name != "strides" && name != "dilations" && name != "kernel_shape" && name != "group")
            continue;
        const bool positive = std::ranges::all_of(attribute.ints(), [](std::int64_t v) { return v >= 1; }) &&
                              (attribute.type() != onnx::AttributeProto::INT || attribute.i() >= 1);
        if (!positive)
            fail("attribute '" + name + "' must be at least 1");
    }
    requireConsistentWindow(node, types);
    const auto found = shapeInputs.find(node.op_type());
    if (found == shapeInputs.end() || found->second >= node.input_size())
        return;
    const auto& shape = types[std::size_t(found->second)].tensor_type().shape();
    if (shape.dim_size() == 1 && shape.dim(0).dim_value() > kMaxRank)
        fail("input '" + node.input(found->second) + "' gives a shape of " + std::to_string(shape.dim(0).dim_value()) +
             " dimensions (more than " + std::to_string(kMaxRank) + ")");
}

void Importer::requireConsistentWindow(const onnx::NodeProto& node, const std::vector<onnx::TypeProto>& types) const
{
    // ONNX's convolution and pooling inference reads the weight's and the attributes' dimensions
    // for every spatial axis of the input without checking that they have as many.
    const auto& op = node.op_type();
    const bool conv = op == "Conv" || op == "ConvTranspose";
    if (!conv && op != "MaxPool" && op != "AveragePool" && op != "LpPool")
        return;
    const auto rank = [&](std::size_t i) {
        return i < types.size() ? types[i].tensor_type().shape().dim_size() : -1;
    };
    const auto inputRank = rank(0);
    if (inputRank < 3)
        fail("input '" + node.input(0) + "' has " + std::to_string(inputRank) +
             " dimensions; a window op needs a batch, channels and at least one spatial axis");
    if (conv && rank(1) != inputRank)
        fail("weight '" + node.input(1) + "' has " + std::to_string(rank(1)) + " dimensions, the input " +
             std::to_string(inputRank));
    const auto spatial = inputRank - 2;
    for (const auto& attribute : node.attribute()) {
        const auto& name = attribute.name();
        const int expected = name == "pads" ? 2 * spatial : spatial;
        if ((name == "kernel_shape" || name == "strides" || name == "dilations" || name == "pads" ||
             name == "output_padding" || name == "output_shape") &&
            attribute.ints_size() != expected)
            fail("attribute '" + name + "' has " + std::to_string(attribute.ints_size()) + " values, expected " +
                 std::to_string(expected) + " for an input of " + std::to_string(inputRank) + " dimensions");
    }
}

void Importer::requirePlausible(const Dims& dims, const std::string& output) const
{
    // Checked as soon as ONNX infers a shape, before anything computes with it.
    const bool absurd = dims.size() > std::size_t(kMaxRank) ||
                        std::ranges::any_of(dims, [](std::int64_t d) { return d > kMaxDimension; }) ||
                        elements(dims) > kMaxElements;
    if (absurd)
        fail("output '" + output + "' has the absurd shape " + dimsText(dims) + " (more than " +
             std::to_string(kMaxRank) + " dimensions, a dimension over 2^31 or more than 2^40 elements)");
}

} // namespace tilescope::onnx_import
