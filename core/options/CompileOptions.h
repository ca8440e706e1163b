#pragma once
// What a user can set when compiling a model, in the frameworks' own words (docs/ARCHITECTURE.md).

#include "target/Target.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace tilescope {

/// "16.16": fp16 compute and weights; "16.32": fp16 compute, fp32 master weights; "32.32": fp32.
struct Precision {
    bool halfActivations = true;
    bool halfWeights = true;

    /// Parses "16.16", "16.32" or "32.32"; throws Error(InvalidOption) on anything else.
    static Precision parse(const std::string& text);
    std::string name() const;
};

/// POPLAR_ENGINE_OPTIONS, the subset the simulator honours.
struct EngineOptions {
    bool autoReportAll = false;
    std::string autoReportDirectory;
    std::optional<bool> allowOutOfMemory; // unset: follows autoReportAll, as in SDK 2.1+
    bool outputExecutionProfile = true;

    /// Parses the JSON text of POPLAR_ENGINE_OPTIONS (values as strings or booleans).
    /// Throws Error(InvalidOption) naming the key on malformed input.
    static EngineOptions parse(const std::string& json);
    /// Whether a report is written when out of memory.
    bool reportsOutOfMemory() const { return allowOutOfMemory.value_or(true); }
    std::map<std::string, std::string> asMap() const;
};

/// The optimiser of a training run, as PopTorch configures it (docs/SIMULATION.md §5): plain SGD
/// (PopART's SGD0); SGD with momentum in PopTorch's default separate form (SGD2: an accumulator and
/// a velocity) or its combined form (`use_combined_accum=True`, SGD1: one buffer serving as both);
/// Adam and LAMB (first and second moments).
enum class Optimiser { Sgd, SgdMomentum, SgdCombined, Adam, Lamb };

/// "sgd", "sgd-momentum", "sgd-combined", "adam" or "lamb".
std::string optimiserName(Optimiser optimiser);
/// Parses an optimiser name; throws Error(InvalidOption) naming --optimiser on anything else.
Optimiser parseOptimiser(const std::string& name);
/// Whether the optimiser keeps a first moment (Adam and LAMB), which --half-first-order-momentum sets in fp16.
bool hasFirstMoment(Optimiser optimiser);

/// The type of the gradient accumulators (PopTorch's `accum_type`). Auto (docs/SIMULATION.md §5):
/// fp32 for SGD with momentum, PopTorch's default, which Graphcore's CNN training keeps; the
/// weights' type for Adam and LAMB, as Graphcore's BERT and optimum-graphcore pass float16 for a
/// half model; the weights' type for plain SGD too, the simulator's earlier default, which the
/// lessons' figures rest on.
enum class AccumulatorType { Auto, Float, Half };

/// "auto", "float" or "half".
std::string accumulatorTypeName(AccumulatorType type);
/// Parses an accumulator type; throws Error(InvalidOption) naming --accumulator-type on anything else.
AccumulatorType parseAccumulatorType(const std::string& name);

/// How a program of several stages runs over its IPUs (PopTorch's execution strategies; PopART's
/// pipeline schedules). Auto: grouped with more than one stage, nothing to choose with one.
enum class PipelineSchedule { Auto, Grouped, Interleaved, Sharded };

/// "grouped", "interleaved", "sharded" ("auto" for Auto).
std::string pipelineScheduleName(PipelineSchedule schedule);
/// Parses a schedule name; throws Error(InvalidOption) naming --pipeline on anything else.
PipelineSchedule parsePipelineSchedule(const std::string& name);
/// The schedule a program of `stages` stages runs with: Auto becomes Grouped with more than one stage;
/// one stage has none (Auto).
PipelineSchedule effectivePipeline(PipelineSchedule asked, std::uint32_t stages);

/// A --pipeline-split entry: the first block of a stage, and the IPU it runs on when given as
/// BLOCK@IPU (PopTorch's BeginBlock(ipu_id=...)).
struct SplitPoint {
    std::string block;
    std::optional<std::uint32_t> ipu;
};
/// Parses "BLOCK" or "BLOCK@N"; throws Error(InvalidOption) naming --pipeline-split otherwise.
SplitPoint parseSplitPoint(const std::string& entry);

/// Which forward activations the backward pass recomputes instead of stashing (PopART's
/// RecomputationType): none; standard (PopART's heuristic: checkpoints where few activations are
/// live, besides every stage's start and the model's own checkpoints); all (only those);
/// pipeline (PopTorch's default on several IPUs: each stage is recomputed from what it stashed, its
/// inputs and its checkpoints); auto (pipeline for a pipelined training program, all between the
/// checkpoints when some are asked for on one stage, else none).
enum class Recompute { None, Standard, All, Pipeline, Auto };

/// "none", "standard", "all", "pipeline", "auto".
std::string recomputeName(Recompute recompute);
/// What `asked` means for a program of `stages` stages run as `schedule` with `checkpoints` asked
/// for: never Auto (docs/SIMULATION.md §5).
Recompute effectiveRecompute(Recompute asked, bool training, std::uint32_t stages, PipelineSchedule schedule,
                             bool checkpoints);
/// Parses a recomputation name; throws Error(InvalidOption) naming --recompute on anything else.
Recompute parseRecompute(const std::string& name);

struct CompileOptions {
    Arch arch = Arch::Mk2;
    std::uint32_t ipus = 1;
    std::uint32_t replicas = 1;
    std::uint32_t batchSize = 1;
    double availableMemoryProportion = 0.6; // PopLibs' default
    std::map<std::uint32_t, double> availableMemoryProportionPerIpu;
    Precision precision;
    bool halfPartials = false; // partialsType half
    bool training = false;
    Optimiser optimiser = Optimiser::Sgd;
    AccumulatorType accumulatorType = AccumulatorType::Auto;
    bool halfFirstOrderMomentum = false; // Adam/LAMB: first moment in fp16 (first_order_momentum_accum_type)
    bool outlining = true;
    bool convDithering = false; // PopLibs' enableConvDithering: each convolution starts at a hashed tile
    // Execution (docs/SIMULATION.md §4-5).
    PipelineSchedule pipeline = PipelineSchedule::Auto;
    std::vector<std::string> pipelineSplit; // first block of each stage after the first (BeginBlock)
    // optimum-graphcore's layers_per_ipu: the model's layers on each IPU (-1: a share of the rest),
    // placed as its parallelize() places them when pipelineSplit is not given (LayerPlacement.h).
    std::vector<int> layersPerIpu;
    std::uint32_t gradientAccumulation = 1; // micro-batches per weight update
    std::uint32_t deviceIterations = 1;     // loops of the program per call from the host
    Recompute recompute = Recompute::Auto;
    // Recomputation checkpoints: the output of every block (a BERT encoder layer, a ResNet
    // bottleneck; optimum's recompute_checkpoint_every_layer), or of the blocks named.
    bool recomputeCheckpointEveryLayer = false;
    std::vector<std::string> recomputeCheckpoints;
    double lossScaling = 1.0;
    // Memory-saving and host I/O techniques (docs/SIMULATION.md §4-5).
    bool replicatedTensorSharding = false; // optimiser state split over the replicas
    bool offloadOptimiserState = false;    // optimiser state in streaming memory (setOptimizerLocation)
    std::uint32_t ioTiles = 0;             // tiles per IPU set aside for host streams
    bool eightBitIo = false;               // inputs streamed as uint8 and cast on the IPU
    std::optional<double> hostBandwidthGBps; // overrides the Target's host link
    std::uint32_t prefetchDepth = 1;       // input buffers per stream
    EngineOptions engine;

    /// Throws Error(InvalidOption) naming the option when a value is out of range or contradicts
    /// another (accumulation or recomputation in inference). What depends on the model (stages,
    /// blocks) is checked when its ops are placed.
    void validate() const;
    /// Whether the gradient accumulators are fp16: accumulatorType, Auto resolved for the optimiser
    /// and precision.
    bool halfAccumulator() const;
    /// The amp for an op: its own, else its IPU's, else the global one.
    double ampFor(std::optional<double> opAmp, std::uint32_t ipu) const;
    /// The options as recorded in a report (framework words, textual values).
    std::map<std::string, std::string> asMap() const;
};

} // namespace tilescope
