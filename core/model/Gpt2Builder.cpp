// Hugging Face GPT2LMHeadModel (transformers/models/gpt2/modeling_gpt2.py) as its config describes
// it: the token and position embeddings (wte, wpe), n_layer blocks h.N (ln_1, attention through
// one c_attn projection to queries, keys and values, the causal mask, c_proj; ln_2, the MLP c_fc,
// its activation and c_proj; residuals after each), ln_f and the LM head, a bias-free projection
// tied to wte. Training adds the causal LM loss: cross-entropy of each position against the next
// token. Conv1D's weights are [in, out] in the state dict; they are written [out, in] as Linear
// takes them, the same elements. Names follow the state dict without "transformer.".
//
// With --embedding-serialization-factor K (optimum-graphcore's embedding_serialization_factor)
// the vocabulary is padded to a multiple of K, as PipelinedGPT2LMHeadModel.parallelize resizes the
// token embeddings, and the lookup and the tied head run as K slices of it.

#include "model/BuiltinGenerators.h"
#include "model/GraphBuilder.h"
#include "model/TransformerOps.h"

#include "common/Error.h"


namespace tilescope {
namespace {

constexpr double kDropout = 0.1; // resid_pdrop, embd_pdrop, attn_pdrop

class Gpt2Builder {
public:
    Gpt2Builder(const std::string& name, const DecoderConfig& config, const BuiltinOptions& options)
        : config_(config), sequence_(options.sequenceLength), serialization_(options.embeddingSerializationFactor),
          withLoss_(options.withLoss), graph_(name), ops_(graph_, config.hidden, config.layerNormEpsilon, kDropout)
    {
        vocabulary_ = config.vocabulary;
        if (serialization_ > 1)
            vocabulary_ = (vocabulary_ + serialization_ - 1) / serialization_ * serialization_;
    }

    Model build()
    {
        graph_.setBlock("embeddings");
        const auto ids = graph_.input("input_ids", {sequence_}, DataType::Int32);
        const auto positions = graph_.input("position_ids", {sequence_}, DataType::Int32);
        wte_ = graph_.parameter("wte.weight", {vocabulary_, config_.hidden});
        const auto words = graph_.op(OpType::Embedding, "wte", {ids, wte_}, serialized());
        const auto position =
            graph_.op(OpType::Embedding, "wpe", {positions, graph_.parameter("wpe.weight", {config_.positions, config_.hidden})});
        auto x = graph_.op(OpType::Add, "embeddings.add_positions", {words, position});
        x = dropout(x, "drop");
        // The causal mask, additive (0 on and below the diagonal, the dtype's minimum above), with the
        // padding mask of the batch broadcast over it.
        causalMask_ = graph_.constant("h.causal_mask", {sequence_, sequence_}, DataType::Float);
        for (std::int64_t layer = 0; layer < config_.layers; ++layer)
            x = block(x, "h." + std::to_string(layer));
        graph_.setBlock("ln_f");
        x = layerNorm(x, "ln_f");
        graph_.setBlock("lm_head");
        const auto logits = graph_.op(OpType::Linear, "lm_head", {x, wte_}, serialized()); // [S, vocab]
        if (withLoss_) {
            graph_.setBlock("loss");
            const auto labels = graph_.input("labels", {sequence_}, DataType::Int32);
            graph_.op(OpType::CrossEntropy, "loss", {logits, labels});
        }
        return graph_.finish();
    }

private:
    OpAttributes serialized() const
    {
        return serialization_ > 1 ? ints({{"serializationFactor", {serialization_}}}) : OpAttributes{};
    }

    std::int32_t linear(std::int32_t x, const std::string& name, std::int64_t in, std::int64_t out)
    {
        return ops_.linear(x, name, in, out);
    }
    std::int32_t layerNorm(std::int32_t x, const std::string& name) { return ops_.layerNorm(x, name); }
    std::int32_t dropout(std::int32_t x, const std::string& name) { return ops_.dropout(x, name); }

    std::int32_t block(std::int32_t x, const std::string& prefix)
    {
        graph_.setBlock(prefix);
        const auto h = config_.hidden;
        const auto heads = config_.heads;
        const auto s = sequence_;
        const std::string attn = prefix + ".attn";

        auto y = layerNorm(x, prefix + ".ln_1");
        const auto qkv = linear(y, attn + ".c_attn", h, 3 * h); // [S, 3H]
        const auto part = [&](const std::string& name, std::int64_t index, std::vector<std::int64_t> perm) {
            const auto t = graph_.op(OpType::Slice, attn + "." + name, {qkv},
                                     ints({{"axis", {1}}, {"start", {index * h}}, {"end", {(index + 1) * h}}}));
            return ops_.splitHeads(t, attn + "." + name, s, heads, std::move(perm));
        };
        // scale_attn_weights: by 1/sqrt(head size); the causal mask added as BERT's padding mask is.
        const auto context =
            ops_.attend(part("query", 0, {1, 0, 2}), part("key", 1, {1, 2, 0}), part("value", 2, {1, 0, 2}), attn, s,
                        heads, causalMask_);
        y = linear(context, attn + ".c_proj", h, h);
        y = dropout(y, attn + ".resid_dropout");
        const auto attended = graph_.op(OpType::Add, prefix + ".residual_1", {y, x});

        y = layerNorm(attended, prefix + ".ln_2");
        y = linear(y, prefix + ".mlp.c_fc", h, config_.inner);
        y = graph_.op(config_.activation, prefix + ".mlp.act", {y});
        y = linear(y, prefix + ".mlp.c_proj", config_.inner, h);
        y = dropout(y, prefix + ".mlp.dropout");
        return graph_.op(OpType::Add, prefix + ".residual_2", {y, attended});
    }

    DecoderConfig config_;
    std::int64_t sequence_;
    std::int64_t serialization_;
    std::int64_t vocabulary_ = 0;
    bool withLoss_;
    GraphBuilder graph_;
    TransformerOps ops_;
    std::int32_t wte_ = -1;
    std::int32_t causalMask_ = -1;
};

} // namespace

Model makeGpt2(const std::string& name, const DecoderConfig& config, const BuiltinOptions& options)
{
    if (options.sequenceLength < 1 || options.sequenceLength > config.positions)
        throw Error(ErrorCode::InvalidOption,
                    "--sequence-length must be between 1 and " + std::to_string(config.positions) +
                        " (n_positions), not " + std::to_string(options.sequenceLength),
                    {}, "sequence-length");
    return Gpt2Builder(name, config, options).build();
}

} // namespace tilescope
