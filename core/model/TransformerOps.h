#pragma once
// The pieces the transformer generators (BERT, GPT-2, ViT) build alike, each traced as the
// framework computes it: a biased linear, a layer norm, dropout, and multi-head self-attention
// written out (per-head reshapes and transposes, QK^T and AV as batched matmuls over the heads with
// the 1/sqrt(head size) scale as the matmul's "scale", an additive mask, softmax and dropout).

#include "model/GraphBuilder.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tilescope {

class TransformerOps {
public:
    /// Ops go to `graph`; layer norms are over `width` with `epsilon`, dropout drops `dropout`
    /// (no op at all when 0, as a model trained without dropout has none).
    TransformerOps(GraphBuilder& graph, std::int64_t width, double epsilon, double dropout);

    /// x [.., in] -> [.., out] with weight [out, in] and bias [out], named NAME.weight and NAME.bias.
    std::int32_t linear(std::int32_t x, const std::string& name, std::int64_t in, std::int64_t out);
    std::int32_t layerNorm(std::int32_t x, const std::string& name);
    std::int32_t dropout(std::int32_t x, const std::string& name);

    /// [S, H] -> [S, heads, head] -> permuted by `perm` ({1, 0, 2}: [heads, S, head]; keys
    /// {1, 2, 0}: [heads, head, S]); ops NAME.split_heads and NAME.transpose.
    std::int32_t splitHeads(std::int32_t t, const std::string& name, std::int64_t sequence, std::int64_t heads,
                            std::vector<std::int64_t> perm);

    /// Attention of split queries, keys and values over `sequence` positions, back as [S, H]: ops
    /// SELF.scores, SELF.mask (when `mask` is a tensor), SELF.softmax, SELF.dropout, SELF.context,
    /// SELF.merge_heads.transpose and SELF.merge_heads.
    std::int32_t attend(std::int32_t query, std::int32_t key, std::int32_t value, const std::string& self,
                        std::int64_t sequence, std::int64_t heads, std::int32_t mask);

private:
    GraphBuilder& graph_;
    std::int64_t width_;
    double epsilon_;
    double dropout_;
};

} // namespace tilescope
