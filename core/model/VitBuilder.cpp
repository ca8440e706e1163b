// Hugging Face ViTForImageClassification (transformers/models/vit/modeling_vit.py) as its config
// describes it: the patch embedding (a convolution of kernel and stride patch_size from the image's
// channels to hidden_size), the [CLS] token before the patches, the learned position embeddings,
// num_hidden_layers pre-norm layers encoder.layer.N (layernorm_before, self-attention with biased
// query, key and value, its output dense, layernorm_after, intermediate and output dense), the
// final layernorm and the classifier on the [CLS] token (no pooler: add_pooling_layer=False).
// Training adds the cross-entropy against one label per image. Names follow the state dict without
// "vit."; the layers' blocks are "layer.N", as BERT's, so that layers_per_ipu places them.

#include "model/BuiltinGenerators.h"
#include "model/GraphBuilder.h"
#include "model/TransformerOps.h"

#include "common/Error.h"


namespace tilescope {
namespace {

class VitBuilder {
public:
    VitBuilder(const std::string& name, const VisionConfig& config, const BuiltinOptions& options)
        : config_(config), patches_((config.imageSize / config.patchSize) * (config.imageSize / config.patchSize)),
          tokens_(patches_ + 1), withLoss_(options.withLoss), graph_(name),
          ops_(graph_, config.hidden, config.layerNormEpsilon, config.dropout)
    {
    }

    Model build()
    {
        const auto h = config_.hidden;
        graph_.setBlock("embeddings");
        const auto image = graph_.input("pixel_values", {config_.channels, config_.imageSize, config_.imageSize});
        const std::string projection = "embeddings.patch_embeddings.projection";
        auto x = graph_.op(OpType::Conv2d, projection,
                           {image, graph_.parameter(projection + ".weight", {h, config_.channels, config_.patchSize, config_.patchSize}),
                            graph_.parameter(projection + ".bias", {h})},
                           ints({{"stride", {config_.patchSize}}, {"padding", {0}}}));
        x = graph_.op(OpType::Reshape, "embeddings.patch_embeddings.flatten", {x}, ints({{"shape", {h, patches_}}}));
        x = graph_.op(OpType::Transpose, "embeddings.patch_embeddings.transpose", {x}, ints({{"perm", {1, 0}}}));
        x = graph_.op(OpType::Concat, "embeddings.cls_token.concat", {graph_.parameter("embeddings.cls_token", {1, h}), x},
                      ints({{"axis", {0}}}));
        x = graph_.op(OpType::Add, "embeddings.position_embeddings.add",
                      {x, graph_.parameter("embeddings.position_embeddings", {tokens_, h})});
        x = dropout(x, "embeddings.dropout");
        for (std::int64_t layer = 0; layer < config_.layers; ++layer)
            x = encoderLayer(x, "layer." + std::to_string(layer));
        graph_.setBlock("layernorm");
        x = layerNorm(x, "layernorm");
        graph_.setBlock("classifier");
        const auto first =
            graph_.op(OpType::Slice, "classifier.cls", {x}, ints({{"axis", {0}}, {"start", {0}}, {"end", {1}}}));
        const auto logits = linear(first, "classifier", h, config_.labels);
        if (withLoss_) {
            graph_.setBlock("loss");
            graph_.op(OpType::CrossEntropy, "loss", {logits, graph_.input("labels", {1}, DataType::Int32)});
        }
        return graph_.finish();
    }

private:
    std::int32_t linear(std::int32_t x, const std::string& name, std::int64_t in, std::int64_t out)
    {
        return ops_.linear(x, name, in, out);
    }
    std::int32_t layerNorm(std::int32_t x, const std::string& name) { return ops_.layerNorm(x, name); }
    std::int32_t dropout(std::int32_t x, const std::string& name) { return ops_.dropout(x, name); }

    std::int32_t encoderLayer(std::int32_t x, const std::string& prefix)
    {
        graph_.setBlock(prefix);
        const auto h = config_.hidden;
        const auto heads = config_.heads;
        const auto s = tokens_;
        const std::string self = prefix + ".attention.attention";

        auto y = layerNorm(x, prefix + ".layernorm_before");
        const auto query = ops_.splitHeads(linear(y, self + ".query", h, h), self + ".query", s, heads, {1, 0, 2});
        const auto key = ops_.splitHeads(linear(y, self + ".key", h, h), self + ".key", s, heads, {1, 2, 0});
        const auto value = ops_.splitHeads(linear(y, self + ".value", h, h), self + ".value", s, heads, {1, 0, 2});
        const auto context = ops_.attend(query, key, value, self, s, heads, -1);
        y = linear(context, prefix + ".attention.output.dense", h, h);
        y = dropout(y, prefix + ".attention.output.dropout");
        const auto attended = graph_.op(OpType::Add, prefix + ".attention.residual", {y, x});

        y = layerNorm(attended, prefix + ".layernorm_after");
        y = linear(y, prefix + ".intermediate.dense", h, config_.intermediate);
        y = graph_.op(config_.activation, prefix + ".intermediate.act", {y});
        y = linear(y, prefix + ".output.dense", config_.intermediate, h);
        y = dropout(y, prefix + ".output.dropout");
        return graph_.op(OpType::Add, prefix + ".output.residual", {y, attended});
    }

    VisionConfig config_;
    std::int64_t patches_;
    std::int64_t tokens_;
    bool withLoss_;
    GraphBuilder graph_;
    TransformerOps ops_;
};

} // namespace

Model makeVit(const std::string& name, const VisionConfig& config, const BuiltinOptions& options)
{
    return VitBuilder(name, config, options).build();
}

} // namespace tilescope
