#include "model/TransformerOps.h"

#include <cmath>

namespace tilescope {

TransformerOps::TransformerOps(GraphBuilder& graph, std::int64_t width, double epsilon, double dropout)
    : graph_(graph), width_(width), epsilon_(epsilon), dropout_(dropout)
{
}

std::int32_t TransformerOps::linear(std::int32_t x, const std::string& name, std::int64_t in, std::int64_t out)
{
    return graph_.op(OpType::Linear, name,
                     {x, graph_.parameter(name + ".weight", {out, in}), graph_.parameter(name + ".bias", {out})});
}

std::int32_t TransformerOps::layerNorm(std::int32_t x, const std::string& name)
{
    OpAttributes attributes;
    attributes.reals["epsilon"] = epsilon_;
    return graph_.op(OpType::LayerNorm, name,
                     {x, graph_.parameter(name + ".weight", {width_}), graph_.parameter(name + ".bias", {width_})},
                     attributes);
}

std::int32_t TransformerOps::dropout(std::int32_t x, const std::string& name)
{
    if (dropout_ <= 0.0)
        return x;
    OpAttributes attributes;
    attributes.reals["ratio"] = dropout_;
    return graph_.op(OpType::Dropout, name, {x}, attributes);
}

std::int32_t TransformerOps::splitHeads(std::int32_t t, const std::string& name, std::int64_t sequence,
                                        std::int64_t heads, std::vector<std::int64_t> perm)
{
    t = graph_.op(OpType::Reshape, name + ".split_heads", {t}, ints({{"shape", {sequence, heads, width_ / heads}}}));
    return graph_.op(OpType::Transpose, name + ".transpose", {t}, ints({{"perm", std::move(perm)}}));
}

std::int32_t TransformerOps::attend(std::int32_t query, std::int32_t key, std::int32_t value, const std::string& self,
                                    std::int64_t sequence, std::int64_t heads, std::int32_t mask)
{
    OpAttributes scaled;
    scaled.reals["scale"] = 1.0 / std::sqrt(double(width_ / heads));
    auto scores = graph_.op(OpType::MatMul, self + ".scores", {query, key}, scaled); // [heads, S, S]
    if (mask >= 0)
        scores = graph_.op(OpType::Add, self + ".mask", {scores, mask});
    auto probs = graph_.op(OpType::Softmax, self + ".softmax", {scores}, ints({{"axis", {-1}}}));
    probs = dropout(probs, self + ".dropout");
    auto context = graph_.op(OpType::MatMul, self + ".context", {probs, value}); // [heads, S, head]
    context = graph_.op(OpType::Transpose, self + ".merge_heads.transpose", {context}, ints({{"perm", {1, 0, 2}}}));
    return graph_.op(OpType::Reshape, self + ".merge_heads", {context}, ints({{"shape", {sequence, width_}}}));
}

} // namespace tilescope
