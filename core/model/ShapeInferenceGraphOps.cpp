// Shape rules of the ops that imported graphs bring (ONNX): elementwise ops of any arity, reductions,
// pad, split, gather and expand. Shapes are per sample, as everywhere in the model.

#include "model/ShapeRules.h"

#include <algorithm>
#include <set>

namespace tilescope::shape_rules {

Shape elementwiseOutput(const OpCheck& c)
{
    const auto arity = elementwiseArity(c.op().type);
    c.expectInputs(arity, arity);
    Shape out = c.shape(0);
    for (std::size_t i = 1; i < arity; ++i) {
        const auto next = broadcast(out, c.shape(i));
        if (!next)
            c.fail("shapes " + shapeText(out) + " and " + shapeText(c.shape(i)) + " do not broadcast");
        out = *next;
    }
    if (c.op().type == OpType::Where && c.input(0).dataType != DataType::Bool)
        c.fail("condition '" + c.input(0).name + "' must be bool");
    return out;
}

Shape reduceOutput(const OpCheck& c)
{
    c.expectInputs(1, 1);
    const auto& x = c.shape(0);
    std::set<std::size_t> axes;
    if (const auto it = c.op().attributes.ints.find("axes"); it != c.op().attributes.ints.end()) {
        for (const auto value : it->second) {
            const auto axis = value < 0 ? value + std::int64_t(x.size()) : value;
            if (axis < 0 || axis >= std::int64_t(x.size()))
                c.fail("axis " + std::to_string(value) + " is out of range for " + shapeText(x));
            axes.insert(std::size_t(axis));
        }
    } else {
        for (std::size_t d = 0; d < x.size(); ++d)
            axes.insert(d);
    }
    const bool keepDims = c.op().attributes.intOr("keepDims", 1) != 0;
    Shape out;
    for (std::size_t d = 0; d < x.size(); ++d) {
        if (!axes.count(d))
            out.push_back(x[d]);
        else if (keepDims)
            out.push_back(1);
    }
    return out;
}

Shape padOutput(const OpCheck& c)
{
    c.expectInputs(1, 1);
    const auto& x = c.shape(0);
    const auto pads = c.op().attributes.intsOr("pads", {});
    if (pads.size() != 2 * x.size())
        c.fail("attribute 'pads' has " + std::to_string(pads.size()) + " values, expected " +
               std::to_string(2 * x.size()) + " (a begin and an end for each axis of " + shapeText(x) + ")");
    Shape out = x;
    for (std::size_t d = 0; d < x.size(); ++d) {
        if (pads[d] < 0 || pads[d + x.size()] < 0)
            c.fail("attribute 'pads' " + shapeText(pads) + " is negative (cropping is a slice)");
        if (pads[d] > kMaxDimension || pads[d + x.size()] > kMaxDimension)
            c.fail("attribute 'pads' " + shapeText(pads) + " has an absurd pad (more than 2^31)");
        out[d] += pads[d] + pads[d + x.size()];
    }
    return out;
}

std::vector<Shape> splitOutputs(const OpCheck& c)
{
    c.expectInputs(1, 1);
    c.expectRank(0, 1, 16, "input");
    const auto& x = c.shape(0);
    const auto axis = c.axis("axis", 0, x.size());
    const auto sizes = c.op().attributes.intsOr("sizes", {});
    if (sizes.size() != c.op().outputs.size())
        c.fail("attribute 'sizes' has " + std::to_string(sizes.size()) + " values for " +
               std::to_string(c.op().outputs.size()) + " outputs");
    std::int64_t total = 0;
    std::vector<Shape> outputs;
    for (const auto size : sizes) {
        if (size < 1 || size > x[axis])
            c.fail("attribute 'sizes' " + shapeText(sizes) + " has a size below 1 or above the " +
                   std::to_string(x[axis]) + " of axis " + std::to_string(axis));
        total += size;
        Shape piece = x;
        piece[axis] = size;
        outputs.push_back(std::move(piece));
    }
    if (total != x[axis])
        c.fail("attribute 'sizes' " + shapeText(sizes) + " adds up to " + std::to_string(total) + ", not the " +
               std::to_string(x[axis]) + " of axis " + std::to_string(axis) + " of " + shapeText(x));
    return outputs;
}

Shape gatherOutput(const OpCheck& c)
{
    c.expectInputs(2, 2);
    c.expectRank(0, 1, 16, "input");
    const auto& x = c.shape(0);
    const auto axis = c.axis("axis", 0, x.size());
    if (c.input(1).dataType != DataType::Int32)
        c.fail("indices '" + c.input(1).name + "' must be int32");
    Shape out(x.begin(), x.begin() + std::ptrdiff_t(axis));
    out.insert(out.end(), c.shape(1).begin(), c.shape(1).end());
    out.insert(out.end(), x.begin() + std::ptrdiff_t(axis) + 1, x.end());
    return out;
}

Shape expandOutput(const OpCheck& c)
{
    c.expectInputs(1, 1);
    if (!c.op().attributes.ints.count("shape"))
        c.fail("missing attribute 'shape'");
    const auto shape = c.op().attributes.intsOr("shape", {});
    const auto out = broadcast(c.shape(0), shape);
    if (!out)
        c.fail("cannot expand " + shapeText(c.shape(0)) + " to " + shapeText(shape));
    return *out;
}

} // namespace tilescope::shape_rules
