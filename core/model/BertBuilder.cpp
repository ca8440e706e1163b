// Hugging Face BERT (transformers/models/bert/modeling_bert.py) as Graphcore trains it.
//
// BertForPreTraining (bert-base, bert-large): embeddings, encoder layers, pooler, the masked-LM head
// (transform dense + GELU + LayerNorm, decoder tied to the word embeddings plus its own bias) and the
// next-sentence head. Pre-training is what the IPU BERT examples run, so both heads are built. With
// --mask-tokens N the masked-LM head decodes only N positions per sequence, gathered as Graphcore's
// BERT gathers them (OnehotGather: a detached one-hot [N, S] matmul with the encoder output).
//
// BertForQuestionAnswering (bert-base-squad, bert-large-squad): the encoder without a pooler, then
// qa_outputs (hidden -> 2) whose two columns are the start and end logits over the sequence, each
// with its cross-entropy, averaged. Parameter names follow the HF state dict without "bert.".
//
// Attention is written out as the framework computes it: per-head reshapes and transposes, QK^T
// and AV as batched matmuls over the heads (the 1/sqrt(head size) scale is the matmul's "scale"
// attribute), the additive attention mask, softmax and dropout.
//
// --embedding-serialization-factor K marks the word-embedding lookup and the tied decoder with
// "serializationFactor": the lowering runs each as K slices of the vocabulary (docs/SIMULATION.md §5).

#include "model/BuiltinGenerators.h"
#include "model/GraphBuilder.h"
#include "model/TransformerOps.h"

#include "common/Error.h"


namespace tilescope {
namespace {

constexpr double kDropout = 0.1;            // hidden and attention-probability dropout

class BertBuilder {
public:
    BertBuilder(const std::string& name, const EncoderConfig& config, const BuiltinOptions& options)
        : config_(config), sequence_(options.sequenceLength), vocabulary_(config.vocabulary),
          maskTokens_(options.maskTokens), serialization_(options.embeddingSerializationFactor),
          withLoss_(options.withLoss), graph_(name), ops_(graph_, config.hidden, config.layerNormEpsilon, kDropout)
    {
    }

    Model build()
    {
        auto x = embeddings();
        const auto mask = attentionMask_;
        for (std::int64_t layer = 0; layer < config_.layers; ++layer)
            x = encoderLayer(x, mask, "layer." + std::to_string(layer));
        switch (config_.head) {
        case EncoderHead::PreTraining: preTrainingHeads(x); break;
        case EncoderHead::MaskedLm: maskedLmOnly(x); break;
        case EncoderHead::QuestionAnswering: questionAnsweringHead(x); break;
        case EncoderHead::SequenceClassification: sequenceClassificationHead(x); break;
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

    /// The "serializationFactor" attribute of the vocabulary's lookup and decoder (none when 1).
    OpAttributes serialized() const
    {
        return serialization_ > 1 ? ints({{"serializationFactor", {serialization_}}}) : OpAttributes{};
    }

    std::int32_t embeddings()
    {
        graph_.setBlock("embeddings");
        const auto ids = graph_.input("input_ids", {sequence_}, DataType::Int32);
        const auto positions = graph_.input("position_ids", {sequence_}, DataType::Int32);
        const auto types = graph_.input("token_type_ids", {sequence_}, DataType::Int32);
        attentionMask_ = graph_.input("attention_mask", {sequence_}); // additive: 0 or -10000
        wordEmbeddings_ = graph_.parameter("embeddings.word_embeddings.weight", {vocabulary_, config_.hidden});
        const auto words =
            graph_.op(OpType::Embedding, "embeddings.word_embeddings", {ids, wordEmbeddings_}, serialized());
        const auto position = graph_.op(
            OpType::Embedding, "embeddings.position_embeddings",
            {positions, graph_.parameter("embeddings.position_embeddings.weight", {config_.maxPositions, config_.hidden})});
        const auto type = graph_.op(
            OpType::Embedding, "embeddings.token_type_embeddings",
            {types, graph_.parameter("embeddings.token_type_embeddings.weight", {config_.typeVocabulary, config_.hidden})});
        auto x = graph_.op(OpType::Add, "embeddings.add_positions", {words, position});
        x = graph_.op(OpType::Add, "embeddings.add_token_types", {x, type});
        x = layerNorm(x, "embeddings.LayerNorm");
        return dropout(x, "embeddings.dropout");
    }

    std::int32_t encoderLayer(std::int32_t x, std::int32_t mask, const std::string& prefix)
    {
        graph_.setBlock(prefix);
        const auto h = config_.hidden;
        const auto heads = config_.heads;
        const auto s = sequence_;
        const std::string self = prefix + ".attention.self";

        const auto query = ops_.splitHeads(linear(x, self + ".query", h, h), self + ".query", s, heads, {1, 0, 2});
        const auto key = ops_.splitHeads(linear(x, self + ".key", h, h), self + ".key", s, heads, {1, 2, 0});
        const auto value = ops_.splitHeads(linear(x, self + ".value", h, h), self + ".value", s, heads, {1, 0, 2});
        const auto context = ops_.attend(query, key, value, self, s, heads, mask);

        const std::string attentionOut = prefix + ".attention.output";
        auto y = linear(context, attentionOut + ".dense", h, h);
        y = dropout(y, attentionOut + ".dropout");
        y = graph_.op(OpType::Add, attentionOut + ".residual", {y, x});
        const auto attention = layerNorm(y, attentionOut + ".LayerNorm");

        y = linear(attention, prefix + ".intermediate.dense", h, config_.intermediate);
        y = graph_.op(config_.activation, prefix + ".intermediate." + activationName(), {y});
        y = linear(y, prefix + ".output.dense", config_.intermediate, h);
        y = dropout(y, prefix + ".output.dropout");
        y = graph_.op(OpType::Add, prefix + ".output.residual", {y, attention});
        return layerNorm(y, prefix + ".output.LayerNorm");
    }

    void preTrainingHeads(std::int32_t x)
    {
        const auto mlmLogits = maskedLmHead(x);
        const auto nspLogits = nextSentenceHead(pooler(x));
        if (!withLoss_)
            return;
        graph_.setBlock("loss");
        const auto decoded = maskTokens_.value_or(sequence_);
        const auto mlmLabels = graph_.input("masked_lm_labels", {decoded}, DataType::Int32);
        const auto nspLabels = graph_.input("next_sentence_label", {1}, DataType::Int32);
        const auto mlmLoss = graph_.op(OpType::CrossEntropy, "masked_lm_loss", {mlmLogits, mlmLabels});
        const auto nspLoss = graph_.op(OpType::CrossEntropy, "next_sentence_loss", {nspLogits, nspLabels});
        graph_.op(OpType::Add, "loss", {mlmLoss, nspLoss});
    }

    /// Graphcore's OnehotGather [R: graphcore/examples nlp/bert/pytorch/modeling.py; optimum-graphcore
    /// models/bert/modeling_bert.py]: the masked positions (an input of N indices per sequence) become
    /// a one-hot [N, S], detached, in the activations' type, which a matmul with the encoder output
    /// [S, hidden] turns into the N rows to decode. Its backward is that matmul's gradient for the
    /// encoder output; the one-hot gets none.
    std::int32_t gatherMaskedPositions(std::int32_t x, std::int64_t n)
    {
        const auto positions = graph_.input("masked_lm_positions", {n}, DataType::Int32);
        const auto column = graph_.op(OpType::Reshape, "cls.predictions.one_hot.positions", {positions},
                                      ints({{"shape", {n, 1}}}));
        const auto classes = graph_.constant("cls.predictions.one_hot.classes", {sequence_}, DataType::Int32);
        const auto hits = graph_.op(OpType::Equal, "cls.predictions.one_hot.equal", {column, classes});
        const auto oneHot = graph_.op(OpType::Cast, "cls.predictions.one_hot", {hits}); // [N, S]
        return graph_.op(OpType::MatMul, "cls.predictions.gather", {oneHot, x});      // [N, hidden]
    }

    /// The masked-LM head over every position, as HF computes it, or over the N gathered ones; the
    /// decoder reuses the word embeddings.
    std::int32_t maskedLmHead(std::int32_t x)
    {
        graph_.setBlock("cls.predictions");
        if (maskTokens_)
            x = gatherMaskedPositions(x, *maskTokens_);
        auto y = linear(x, "cls.predictions.transform.dense", config_.hidden, config_.hidden);
        y = graph_.op(OpType::Gelu, "cls.predictions.transform.gelu", {y});
        y = layerNorm(y, "cls.predictions.transform.LayerNorm");
        const auto bias = graph_.parameter("cls.predictions.bias", {vocabulary_});
        return graph_.op(OpType::Linear, "cls.predictions.decoder", {y, wordEmbeddings_, bias}, serialized());
    }

    /// BertForQuestionAnswering's head: qa_outputs (hidden -> 2, with a bias) over every position;
    /// its two columns are the start and end logits, each a cross-entropy over the sequence against
    /// the answer's start and end position, and the loss their mean.
    void questionAnsweringHead(std::int32_t x)
    {
        graph_.setBlock("qa_outputs");
        const auto logits = linear(x, "qa_outputs", config_.hidden, 2); // [S, 2]
        const auto column = [&](const std::string& name, std::int64_t index) {
            const auto sliced = graph_.op(OpType::Slice, name + ".split", {logits},
                                          ints({{"axis", {1}}, {"start", {index}}, {"end", {index + 1}}}));
            return graph_.op(OpType::Reshape, name, {sliced}, ints({{"shape", {sequence_}}})); // squeeze(-1)
        };
        const auto start = column("start_logits", 0);
        const auto end = column("end_logits", 1);
        if (!withLoss_)
            return;
        graph_.setBlock("loss");
        const auto startPositions = graph_.input("start_positions", {}, DataType::Int32);
        const auto endPositions = graph_.input("end_positions", {}, DataType::Int32);
        const auto startLoss = graph_.op(OpType::CrossEntropy, "start_loss", {start, startPositions});
        const auto endLoss = graph_.op(OpType::CrossEntropy, "end_loss", {end, endPositions});
        const auto sum = graph_.op(OpType::Add, "loss.sum", {startLoss, endLoss});
        graph_.op(OpType::Div, "loss", {sum, graph_.constant("loss.divisor", {}, DataType::Float)});
    }

    /// The pooler reads the first ([CLS]) token only.
    std::int32_t pooler(std::int32_t x)
    {
        graph_.setBlock("pooler");
        const auto first = graph_.op(OpType::Slice, "pooler.first_token", {x},
                                     ints({{"axis", {0}}, {"start", {0}}, {"end", {1}}}));
        const auto y = linear(first, "pooler.dense", config_.hidden, config_.hidden);
        return graph_.op(OpType::Tanh, "pooler.tanh", {y});
    }

    std::int32_t nextSentenceHead(std::int32_t pooled)
    {
        graph_.setBlock("cls.seq_relationship");
        return linear(pooled, "cls.seq_relationship", config_.hidden, 2);
    }

    std::string activationName() const { return config_.activation == OpType::Gelu ? "gelu" : "relu"; }

    /// BertForMaskedLM (no pooler, cls.predictions) and RobertaForMaskedLM (lm_head: dense, GELU,
    /// layer_norm, the decoder tied to the word embeddings with its own bias), with the masked-LM
    /// cross-entropy over every position (or the --mask-tokens gathered ones).
    void maskedLmOnly(std::int32_t x)
    {
        const auto logits = config_.roberta ? robertaLmHead(x) : maskedLmHead(x);
        if (!withLoss_)
            return;
        graph_.setBlock("loss");
        const auto labels = graph_.input("labels", {maskTokens_.value_or(sequence_)}, DataType::Int32);
        graph_.op(OpType::CrossEntropy, "loss", {logits, labels});
    }

    std::int32_t robertaLmHead(std::int32_t x)
    {
        graph_.setBlock("lm_head");
        if (maskTokens_)
            x = gatherMaskedPositions(x, *maskTokens_);
        auto y = linear(x, "lm_head.dense", config_.hidden, config_.hidden);
        y = graph_.op(OpType::Gelu, "lm_head.gelu", {y});
        y = layerNorm(y, "lm_head.layer_norm");
        const auto bias = graph_.parameter("lm_head.bias", {vocabulary_});
        return graph_.op(OpType::Linear, "lm_head.decoder", {y, wordEmbeddings_, bias}, serialized());
    }

    /// BertForSequenceClassification: the pooler, dropout and classifier (hidden -> labels);
    /// RobertaForSequenceClassification: no pooler, RobertaClassificationHead on the <s> token
    /// (dense, tanh, out_proj). Cross-entropy against one label per sequence.
    void sequenceClassificationHead(std::int32_t x)
    {
        std::int32_t logits = -1;
        if (config_.roberta) {
            graph_.setBlock("classifier");
            const auto first = graph_.op(OpType::Slice, "classifier.first_token", {x},
                                         ints({{"axis", {0}}, {"start", {0}}, {"end", {1}}}));
            auto y = dropout(first, "classifier.dropout");
            y = linear(y, "classifier.dense", config_.hidden, config_.hidden);
            y = graph_.op(OpType::Tanh, "classifier.tanh", {y});
            logits = linear(y, "classifier.out_proj", config_.hidden, config_.labels);
        } else {
            const auto pooled = pooler(x);
            graph_.setBlock("classifier");
            logits = linear(dropout(pooled, "classifier.dropout"), "classifier", config_.hidden, config_.labels);
        }
        if (!withLoss_)
            return;
        graph_.setBlock("loss");
        const auto labels = graph_.input("labels", {1}, DataType::Int32);
        graph_.op(OpType::CrossEntropy, "loss", {logits, labels});
    }

    EncoderConfig config_;
    std::int64_t sequence_;
    std::int64_t vocabulary_;
    std::optional<std::int64_t> maskTokens_;
    std::int64_t serialization_;
    bool withLoss_;
    GraphBuilder graph_;
    TransformerOps ops_;
    std::int32_t wordEmbeddings_ = -1;
    std::int32_t attentionMask_ = -1;
};

} // namespace

Model makeBert(const std::string& name, const BuiltinOptions& options)
{
    EncoderConfig config;
    config.head = name.ends_with("-squad") ? EncoderHead::QuestionAnswering : EncoderHead::PreTraining;
    if (name.starts_with("bert-large")) {
        config.hidden = 1024;
        config.layers = 24;
        config.heads = 16;
        config.intermediate = 4096;
    }
    if (options.vocabularySize < 2 || options.vocabularySize > (std::int64_t(1) << 24))
        throw Error(ErrorCode::InvalidOption,
                    "BERT vocabulary size must be between 2 and 16777216, not " + std::to_string(options.vocabularySize));
    config.vocabulary = options.vocabularySize;
    if (options.layers) {
        if (*options.layers < 1 || *options.layers > 256)
            throw Error(ErrorCode::InvalidOption,
                        "BERT layers must be between 1 and 256, not " + std::to_string(*options.layers));
        config.layers = *options.layers;
    }
    return makeEncoder(name, config, options);
}

Model makeEncoder(const std::string& name, const EncoderConfig& config, const BuiltinOptions& options)
{
    // RoBERTa numbers its positions from padding_idx + 1 (create_position_ids_from_input_ids).
    const std::int64_t positions = config.maxPositions - (config.roberta ? 2 : 0);
    if (options.sequenceLength < 1 || options.sequenceLength > positions)
        throw Error(ErrorCode::InvalidOption,
                    "--sequence-length must be between 1 and " + std::to_string(positions) +
                        " (the position embeddings), not " + std::to_string(options.sequenceLength),
                    {}, "sequence-length");
    return BertBuilder(name, config, options).build();
}

} // namespace tilescope
