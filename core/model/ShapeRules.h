#pragma once
// What the shape rules of inferShapes share (ShapeInference*.cpp): the op being checked, which
// words its errors, and numpy broadcasting. Internal to core/model.

#include "model/Model.h"

#include "common/Error.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace tilescope::shape_rules {

using Shape = std::vector<std::int64_t>;

/// "[3,224,224]".
inline std::string shapeText(const Shape& shape)
{
    std::string text = "[";
    for (std::size_t i = 0; i < shape.size(); ++i)
        text += (i ? "," : "") + std::to_string(shape[i]);
    return text + "]";
}

/// One op being checked: knows how to word an error about it.
class OpCheck {
public:
    OpCheck(const Model& model, const OpView& op, std::size_t index) : model_(model), op_(op), index_(index) {}

    [[noreturn]] void fail(const std::string& message) const
    {
        throw Error(ErrorCode::InvalidModel,
                    "op '" + op_.name + "' (" + opTypeName(op_.type) + "): " + message, {},
                    "/ops/" + std::to_string(index_));
    }

    TensorView input(std::size_t i) const { return model_.tensors[std::size_t(op_.inputs[i])]; }
    ListView<std::int64_t> shape(std::size_t i) const { return input(i).shape; }

    /// Every tensor id the op reads or writes names a tensor of the model.
    void expectTensorIdsInRange() const
    {
        const auto tensorCount = model_.tensors.size();
        const auto inRange = [&](std::int32_t id) { return id >= 0 && std::size_t(id) < tensorCount; };
        for (const auto& [ids, what] : {std::pair{&op_.inputs, "input"}, std::pair{&op_.outputs, "output"}})
            for (const auto id : *ids)
                if (!inRange(id))
                    fail(std::string(what) + " tensor id " + std::to_string(id) + " is out of range (the model has " +
                         std::to_string(tensorCount) + " tensors)");
    }

    void expectInputs(std::size_t least, std::size_t most) const
    {
        const auto n = op_.inputs.size();
        if (n >= least && n <= most)
            return;
        const std::string expected =
            least == most ? std::to_string(least) : std::to_string(least) + " to " + std::to_string(most);
        fail("takes " + expected + " input(s), has " + std::to_string(n));
    }

    void expectRank(std::size_t i, std::size_t least, std::size_t most, const char* what) const
    {
        const auto rank = shape(i).size();
        if (rank < least || rank > most)
            fail(std::string(what) + " '" + input(i).name + "' has shape " + shapeText(shape(i)) + ", expected " +
                 (least == most ? std::to_string(least) : "at least " + std::to_string(least)) + " dimension(s)");
    }

    /// Optional per-channel inputs (scale, bias) must be exactly [channels].
    void expectVectorInputs(std::size_t from, std::int64_t channels, const char* what) const
    {
        for (std::size_t i = from; i < op_.inputs.size(); ++i)
            if (shape(i) != Shape{channels})
                fail("'" + input(i).name + "' has shape " + shapeText(shape(i)) + ", expected [" +
                     std::to_string(channels) + "] (one per " + what + ")");
    }

    /// A spatial attribute of 1 or 2 integers, expanded to [H, W].
    std::array<std::int64_t, 2> pair(const std::string& key, std::int64_t fallback, std::int64_t least) const
    {
        const auto values = op_.attributes.intsOr(key, {fallback});
        if (values.empty() || values.size() > 2)
            fail("attribute '" + key + "' must have 1 or 2 values, has " + std::to_string(values.size()));
        const std::array<std::int64_t, 2> result{values[0], values.size() == 2 ? values[1] : values[0]};
        for (const auto v : result)
            if (v < least || v > kMaxDimension)
                fail("attribute '" + key + "' is " + std::to_string(v) + ", must be at least " + std::to_string(least));
        return result;
    }

    /// A per-sample axis attribute, negative values counting from the end.
    std::size_t axis(const std::string& key, std::int64_t fallback, std::size_t rank) const
    {
        auto value = op_.attributes.intOr(key, fallback);
        if (value < 0)
            value += std::int64_t(rank);
        if (value < 0 || value >= std::int64_t(rank))
            fail("attribute '" + key + "' is " + std::to_string(op_.attributes.intOr(key, fallback)) +
                 ", out of range for " + std::to_string(rank) + " dimension(s)");
        return std::size_t(value);
    }

    void expectPlausible(const Shape& s, const std::string& what) const
    {
        std::int64_t elements = 1;
        for (const auto dim : s) {
            if (dim < 1)
                fail(what + " has a dimension of " + std::to_string(dim) + " in " + shapeText(s) +
                     " (every dimension must be at least 1)");
            if (dim > kMaxDimension)
                fail(what + " has an absurd dimension " + std::to_string(dim) + " (more than 2^31)");
            // Checked before multiplying: 2^40 elements times a 2^31 dimension would overflow.
            if (dim > kMaxElements / elements)
                fail(what + " " + shapeText(s) + " has more than 2^40 elements");
            elements *= dim;
        }
    }

    const OpView& op() const { return op_; }

private:
    const Model& model_;
    const OpView& op_;
    std::size_t index_;
};

/// numpy-style broadcasting of two shapes; empty optional when they do not broadcast.
std::optional<Shape> broadcast(const Shape& a, const Shape& b);

/// Output of an elementwise op (unary, binary or where): its inputs broadcast together.
Shape elementwiseOutput(const OpCheck& c);
/// Output of reducemean, reducesum and reducemax over "axes", keeping them as 1 when "keepDims".
Shape reduceOutput(const OpCheck& c);
/// Output of pad: each axis grows by its "pads" at both ends.
Shape padOutput(const OpCheck& c);
/// Outputs of split: one per entry of "sizes" along "axis".
std::vector<Shape> splitOutputs(const OpCheck& c);
/// Output of gather: x's axis replaced by the indices' shape.
Shape gatherOutput(const OpCheck& c);
/// Output of expand: x broadcast to "shape".
Shape expandOutput(const OpCheck& c);

} // namespace tilescope::shape_rules
