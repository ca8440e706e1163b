// inferShapes: walks the ops in order, checks the graph's wiring and computes every output shape,
// so that the compiler can trust ids, shapes and channel counts without checking them again.

#include "model/Model.h"

#include "common/Error.h"
#include "model/ShapeRules.h"

#include <algorithm>
#include <array>
#include <numeric>
#include <string>

namespace tilescope {
namespace {

using namespace shape_rules;

Shape convOutput(const OpCheck& c)
{
    c.expectInputs(2, 3);
    c.expectRank(0, 3, 3, "input");
    c.expectRank(1, 4, 4, "weight");
    const auto& x = c.shape(0);
    const auto& w = c.shape(1);
    const auto groups = c.op().attributes.intOr("groups", 1);
    if (groups < 1)
        c.fail("attribute 'groups' is " + std::to_string(groups) + ", must be at least 1");
    if (x[0] % groups != 0)
        c.fail("groups (" + std::to_string(groups) + ") must divide the " + std::to_string(x[0]) +
               " input channels");
    if (w[0] % groups != 0)
        c.fail("groups (" + std::to_string(groups) + ") must divide the " + std::to_string(w[0]) +
               " output channels of weight '" + c.input(1).name + "'");
    if (w[1] != x[0] / groups)
        c.fail("weight '" + c.input(1).name + "' " + shapeText(w) + " expects " + std::to_string(w[1]) +
               " input channels per group, but the input has " + std::to_string(x[0]) + " channels in " +
               std::to_string(groups) + " group(s)");
    const auto stride = c.pair("stride", 1, 1);
    const auto padding = c.pair("padding", 0, 0);
    const auto dilation = c.pair("dilation", 1, 1);
    if (c.op().attributes.ints.count("kernel")) {
        const auto kernel = c.pair("kernel", 1, 1);
        if (kernel[0] != w[2] || kernel[1] != w[3])
            c.fail("attribute 'kernel' does not match weight '" + c.input(1).name + "' " + shapeText(w));
    }
    if (c.op().inputs.size() == 3)
        c.expectVectorInputs(2, w[0], "output channel");
    Shape out{w[0], 0, 0};
    for (std::size_t d = 0; d < 2; ++d) {
        const auto span = x[d + 1] + 2 * padding[d] - dilation[d] * (w[d + 2] - 1) - 1;
        if (span < 0)
            c.fail("the kernel " + shapeText(w) + " does not fit the input " + shapeText(x) + " with this padding");
        out[d + 1] = span / stride[d] + 1;
    }
    return out;
}

Shape poolOutput(const OpCheck& c)
{
    c.expectInputs(1, 1);
    c.expectRank(0, 3, 3, "input");
    const auto& x = c.shape(0);
    if (!c.op().attributes.ints.count("kernel"))
        c.fail("missing attribute 'kernel'");
    const auto kernel = c.pair("kernel", 1, 1);
    // PyTorch's default stride of a pooling window is the window itself.
    const auto stride = c.op().attributes.ints.count("stride") ? c.pair("stride", 1, 1) : kernel;
    const auto padding = c.pair("padding", 0, 0);
    // ceilMode (PyTorch's ceil_mode) counts a last window that starts inside the input but runs
    // past its end.
    const bool ceilMode = c.op().attributes.intOr("ceilMode", 0) != 0;
    Shape out{x[0], 0, 0};
    for (std::size_t d = 0; d < 2; ++d) {
        if (2 * padding[d] > kernel[d])
            c.fail("padding must be at most half the kernel");
        const auto span = x[d + 1] + 2 * padding[d] - kernel[d];
        if (span < 0)
            c.fail("the kernel does not fit the input " + shapeText(x));
        out[d + 1] = (ceilMode ? (span + stride[d] - 1) / stride[d] : span / stride[d]) + 1;
        if (ceilMode && (out[d + 1] - 1) * stride[d] >= x[d + 1] + padding[d])
            --out[d + 1];
    }
    return out;
}

/// numpy-style broadcasting of two shapes; empty optional when they do not broadcast.

Shape matmulOutput(const OpCheck& c)
{
    c.expectInputs(2, 2);
    c.expectRank(0, 2, 16, "input");
    c.expectRank(1, 2, 16, "input");
    const auto& a = c.shape(0);
    const auto& b = c.shape(1);
    if (a.back() != b[b.size() - 2])
        c.fail("inner dimensions differ: " + shapeText(a) + " x " + shapeText(b));
    const auto batch = broadcast(Shape(a.begin(), a.end() - 2), Shape(b.begin(), b.end() - 2));
    if (!batch)
        c.fail("batch dimensions of " + shapeText(a) + " and " + shapeText(b) + " do not broadcast");
    Shape out = *batch;
    out.push_back(a[a.size() - 2]);
    out.push_back(b.back());
    return out;
}

// "serializationFactor" K (linear: output features, embedding: table rows) splits the work into K
// slices of equal size, one after another, so K must divide what it splits.
void checkSerialization(const OpCheck& c, std::int64_t split, const char* what)
{
    const auto& attributes = c.op().attributes;
    if (!attributes.ints.count("serializationFactor"))
        return;
    const auto factor = attributes.intOr("serializationFactor", 1);
    if (factor < 1 || split % factor != 0)
        c.fail("attribute 'serializationFactor' is " + std::to_string(factor) + ", must divide the " +
               std::to_string(split) + " " + what);
}

Shape linearOutput(const OpCheck& c)
{
    c.expectInputs(2, 3);
    c.expectRank(0, 1, 16, "input");
    c.expectRank(1, 2, 2, "weight");
    const auto& x = c.shape(0);
    const auto& w = c.shape(1);
    if (x.back() != w[1])
        c.fail("input " + shapeText(x) + " has " + std::to_string(x.back()) + " features, weight '" +
               c.input(1).name + "' " + shapeText(w) + " expects " + std::to_string(w[1]));
    if (c.op().inputs.size() == 3)
        c.expectVectorInputs(2, w[0], "output feature");
    checkSerialization(c, w[0], "output features");
    Shape out = x;
    out.back() = w[0];
    return out;
}

Shape normOutput(const OpCheck& c)
{
    c.expectInputs(1, 3);
    if (c.op().inputs.size() == 2)
        c.fail("takes a scale and a bias, or neither");
    c.expectRank(0, 1, 16, "input");
    const auto& x = c.shape(0);
    const bool perChannel = c.op().type != OpType::LayerNorm;
    const auto channels = perChannel ? x.front() : x.back();
    if (c.op().type == OpType::GroupNorm) {
        const auto groups = c.op().attributes.intOr("groups", 1);
        if (groups < 1 || channels % groups != 0)
            c.fail("groups (" + std::to_string(groups) + ") must divide the " + std::to_string(channels) +
                   " channels");
    }
    c.expectVectorInputs(1, channels, perChannel ? "channel" : "feature");
    return x;
}

Shape reshapeOutput(const OpCheck& c)
{
    c.expectInputs(1, 1);
    if (!c.op().attributes.ints.count("shape"))
        c.fail("missing attribute 'shape'");
    Shape out = c.op().attributes.intsOr("shape", {});
    const auto elements = elementCount(c.shape(0));
    const auto inferred = std::count(out.begin(), out.end(), -1);
    if (inferred > 1)
        c.fail("attribute 'shape' may hold at most one -1");
    std::int64_t known = 1;
    for (const auto dim : out) {
        if (dim == -1)
            continue;
        if (dim < 1)
            c.fail("attribute 'shape' " + shapeText(out) + " has a dimension below 1");
        // Checked before multiplying, as every shape is: an absurd attribute must not overflow.
        if (dim > kMaxDimension || dim > kMaxElements / known)
            c.fail("attribute 'shape' " + shapeText(out) +
                   " is absurd (a dimension over 2^31 or more than 2^40 elements)");
        known *= dim;
    }
    if (inferred == 1) {
        if (elements % known != 0)
            c.fail("cannot reshape " + shapeText(c.shape(0)) + " to " + shapeText(out));
        *std::find(out.begin(), out.end(), -1) = elements / known;
    } else if (known != elements) {
        c.fail("cannot reshape " + shapeText(c.shape(0)) + " (" + std::to_string(elements) + " elements) to " +
               shapeText(out) + " (" + std::to_string(known) + ")");
    }
    return out;
}

Shape transposeOutput(const OpCheck& c)
{
    c.expectInputs(1, 1);
    const auto& x = c.shape(0);
    auto perm = c.op().attributes.intsOr("perm", {});
    if (perm.empty()) { // default: reverse the axes, as numpy does
        perm.resize(x.size());
        std::iota(perm.rbegin(), perm.rend(), 0);
    }
    auto sorted = perm;
    std::sort(sorted.begin(), sorted.end());
    Shape identity(x.size());
    std::iota(identity.begin(), identity.end(), 0);
    if (sorted != identity)
        c.fail("attribute 'perm' " + shapeText(perm) + " is not a permutation of the " + std::to_string(x.size()) +
               " axes of " + shapeText(x));
    Shape out(x.size());
    for (std::size_t i = 0; i < perm.size(); ++i)
        out[i] = x[std::size_t(perm[i])];
    return out;
}

Shape concatOutput(const OpCheck& c)
{
    c.expectInputs(1, 1024);
    const auto& first = c.shape(0);
    c.expectRank(0, 1, 16, "input");
    const auto axis = c.axis("axis", 0, first.size());
    Shape out = first;
    for (std::size_t i = 1; i < c.op().inputs.size(); ++i) {
        const auto& s = c.shape(i);
        bool compatible = s.size() == first.size();
        for (std::size_t d = 0; compatible && d < s.size(); ++d)
            compatible = d == axis || s[d] == first[d];
        if (!compatible)
            c.fail("input '" + c.input(i).name + "' " + shapeText(s) + " does not match " + shapeText(first) +
                   " outside axis " + std::to_string(axis));
        out[axis] += s[axis];
    }
    return out;
}

Shape sliceOutput(const OpCheck& c)
{
    c.expectInputs(1, 1);
    c.expectRank(0, 1, 16, "input");
    const auto& x = c.shape(0);
    const auto axis = c.axis("axis", 0, x.size());
    const auto start = c.op().attributes.intOr("start", 0);
    const auto end = c.op().attributes.intOr("end", x[axis]);
    const auto step = c.op().attributes.intOr("step", 1);
    if (start < 0 || end > x[axis] || start >= end)
        c.fail("slice [" + std::to_string(start) + ", " + std::to_string(end) + ") is outside axis " +
               std::to_string(axis) + " of " + shapeText(x));
    if (step < 1)
        c.fail("attribute 'step' is " + std::to_string(step) + ", must be at least 1");
    Shape out = x;
    out[axis] = (end - start - 1) / step + 1; // rounds up without overflowing at a huge step
    return out;
}

Shape lossOutput(const OpCheck& c)
{
    c.expectInputs(2, 2);
    c.expectRank(0, 1, 16, "logits");
    const auto& logits = c.shape(0);
    const Shape expected(logits.begin(), logits.end() - 1);
    if (c.shape(1) != expected)
        c.fail("labels '" + c.input(1).name + "' have shape " + shapeText(c.shape(1)) + ", expected " +
               shapeText(expected) + " for logits " + shapeText(logits));
    if (c.input(1).dataType != DataType::Int32)
        c.fail("labels '" + c.input(1).name + "' must be int32");
    return {};
}

Shape outputShape(const OpCheck& c, const TensorView& output)
{
    const OpView op = c.op();
    switch (op.type) {
    case OpType::Input: {
        c.expectInputs(0, 0);
        if (!op.attributes.ints.count("shape")) {
            if (output.shape.empty())
                c.fail("missing attribute 'shape' (the per-sample shape of the input)");
            return output.shape;
        }
        return op.attributes.intsOr("shape", {});
    }
    case OpType::Conv2d: return convOutput(c);
    case OpType::MatMul: return matmulOutput(c);
    case OpType::Linear: return linearOutput(c);
    case OpType::BatchNorm:
    case OpType::LayerNorm:
    case OpType::GroupNorm: return normOutput(c);
    case OpType::Dropout:
        c.expectInputs(1, 1);
        if (const auto ratio = op.attributes.realOr("ratio", 0.0); ratio < 0.0 || ratio >= 1.0)
            c.fail("attribute 'ratio' is " + std::to_string(ratio) + ", must be in [0, 1)");
        return c.shape(0);
    case OpType::Softmax:
        c.expectInputs(1, 1);
        c.expectRank(0, 1, 16, "input");
        c.axis("axis", -1, c.shape(0).size());
        return c.shape(0);
    case OpType::MaxPool:
    case OpType::AvgPool: return poolOutput(c);
    case OpType::GlobalAvgPool:
        c.expectInputs(1, 1);
        c.expectRank(0, 2, 16, "input");
        return {c.shape(0).front()};
    case OpType::Embedding:
        c.expectInputs(2, 2);
        c.expectRank(1, 2, 2, "table");
        if (c.input(0).dataType != DataType::Int32)
            c.fail("indices '" + c.input(0).name + "' must be int32");
        checkSerialization(c, c.shape(1)[0], "rows of the table");
        {
            Shape out = c.shape(0);
            out.push_back(c.shape(1)[1]);
            return out;
        }
    case OpType::Reshape: return reshapeOutput(c);
    case OpType::Transpose: return transposeOutput(c);
    case OpType::Concat: return concatOutput(c);
    case OpType::CrossEntropy:
    case OpType::NllLoss: return lossOutput(c);
    case OpType::Flatten:
        c.expectInputs(1, 1);
        return {elementCount(c.shape(0))};
    case OpType::Slice: return sliceOutput(c);
    case OpType::ReduceMean:
    case OpType::ReduceSum:
    case OpType::ReduceMax: return reduceOutput(c);
    case OpType::Pad: return padOutput(c);
    case OpType::Gather: return gatherOutput(c);
    case OpType::Expand: return expandOutput(c);
    case OpType::Split: return splitOutputs(c).at(0);
    default:
        if (elementwiseArity(op.type) > 0)
            return elementwiseOutput(c);
    }
    c.fail("unknown op type");
}

/// Shape-only ops keep their input's element type; everything else computes in floating point.
DataType outputDataType(const OpView& op, const Model& model, DataType declared)
{
    switch (op.type) {
    case OpType::Input:
    case OpType::Cast: return declared;
    case OpType::Reshape:
    case OpType::Transpose:
    case OpType::Concat:
    case OpType::Flatten:
    case OpType::Slice:
    case OpType::Pad:
    case OpType::Split:
    case OpType::Gather:
    case OpType::Expand:
    case OpType::Max:
    case OpType::Min:
    case OpType::Dropout: return model.tensors[std::size_t(op.inputs.front())].dataType;
    case OpType::Where: return model.tensors[std::size_t(op.inputs.at(1))].dataType;
    case OpType::Equal:
    case OpType::Less:
    case OpType::Greater:
    case OpType::Not: return DataType::Bool;
    default: return declared == DataType::Half ? DataType::Half : DataType::Float;
    }
}

} // namespace

namespace shape_rules {

std::optional<Shape> broadcast(const Shape& a, const Shape& b)
{
    Shape out(std::max(a.size(), b.size()), 1);
    for (std::size_t i = 0; i < out.size(); ++i) {
        const auto da = i < a.size() ? a[a.size() - 1 - i] : 1;
        const auto db = i < b.size() ? b[b.size() - 1 - i] : 1;
        if (da != db && da != 1 && db != 1)
            return std::nullopt;
        out[out.size() - 1 - i] = std::max(da, db);
    }
    return out;
}

} // namespace shape_rules

void inferShapes(Model& model)
{
    const auto tensorCount = model.tensors.size();
    std::vector<std::int32_t> producer(tensorCount, -1);

    // First pass: wiring that does not depend on order, so that "used before produced" and
    // "never produced" can be told apart below.
    for (std::size_t i = 0; i < model.ops.size(); ++i) {
        const OpView op = model.ops[i];
        const OpCheck check(model, op, i);
        check.expectTensorIdsInRange();
        if (op.outputs.size() != 1 && op.type != OpType::Split)
            check.fail("must have exactly one output, has " + std::to_string(op.outputs.size()));
        for (const auto id : op.outputs) {
            const TensorView out = model.tensors[std::size_t(id)];
            if (out.parameter || out.constant)
                check.fail("writes " + std::string(out.parameter ? "parameter" : "constant") + " '" + out.name +
                           "'; parameters and constants are inputs only");
            if (const auto other = producer[std::size_t(id)]; other >= 0)
                check.fail("tensor '" + out.name + "' is already produced by /ops/" + std::to_string(other) + " (" +
                           model.ops[std::size_t(other)].name + ")");
            producer[std::size_t(id)] = std::int32_t(i);
        }
    }

    for (std::size_t i = 0; i < model.ops.size(); ++i) {
        const OpView op = model.ops[i];
        const OpCheck check(model, op, i);
        for (const auto id : op.inputs) {
            const TensorView in = model.tensors[std::size_t(id)];
            if (in.parameter || in.constant) {
                check.expectPlausible(in.shape, std::string(in.parameter ? "parameter" : "constant") + " '" +
                                                    in.name + "'");
                continue;
            }
            const auto from = producer[std::size_t(id)];
            if (from < 0)
                check.fail("reads tensor '" + in.name +
                           "', which no op produces and which is neither a parameter nor a constant");
            if (std::size_t(from) >= i)
                check.fail("reads tensor '" + in.name + "' before /ops/" + std::to_string(from) + " (" +
                           model.ops[std::size_t(from)].name + ") produces it");
        }
        std::vector<Shape> shapes;
        if (op.type == OpType::Split)
            shapes = splitOutputs(check);
        else
            shapes.push_back(outputShape(check, model.tensors[std::size_t(op.outputs.front())]));
        for (std::size_t o = 0; o < shapes.size(); ++o) {
            const auto id = std::size_t(op.outputs[o]);
            check.expectPlausible(shapes[o], "output '" + model.tensors.nameAt(id) + "'");
            model.tensors.setShape(id, shapes[o]);
            model.tensors.setDataType(id, outputDataType(op, model, model.tensors[id].dataType));
        }
    }
}

} // namespace tilescope
