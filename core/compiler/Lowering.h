#pragma once
// Lowers a model into a LoweredProgram: each op becomes syncs, exchanges and compute sets over the
// tiles its tensors are mapped to, as Poplar/PopLibs would build them (docs/SIMULATION.md §2-4).

#include "options/CompileOptions.h"
#include "options/WeightUpdateTensors.h"
#include "compiler/ConvPlanCache.h"
#include "ir/LoweredProgram.h"
#include "compiler/ProgramBuilder.h"
#include "compiler/StagePlacement.h"
#include "compiler/TensorIpuTable.h"
#include "model/Model.h"
#include "model/TensorUses.h"

#include <functional>
#include <map>
#include <memory>
#include <span>

namespace tilescope {

/// Lowers `model` (shapes inferred) for `target` under `options`, its ops on the stages and IPUs of
/// `placement`, planning convolutions through `plans`.
/// Throws Error(InvalidModel) for an op the simulator cannot lower, naming it.
LoweredProgram lowerModel(const Model& model, const CompileOptions& options, const Target& target,
                          const StagePlacement& placement, ConvPlanCache& plans);

namespace detail {

/// The forward tensors the backward of `op` reads besides its output gradient, as PopART's grad ops
/// do [R: popart willow/src/op/*.cpp getGradOps]: a convolution or matmul its activation inputs
/// (the weight gradient), ReluGrad, SigmoidGrad, TanhGrad, SoftmaxGrad and ExpGrad the forward's
/// output, AddGrad nothing (the gradient passes through), every other op its first input.
std::vector<std::int32_t> backwardReads(const OpView& op, const Model& model);

/// The state of one lowering; its member functions are spread over Lowering*.cpp by op family.
class Lowering {
public:
    Lowering(const Model& model, const CompileOptions& options, const Target& target,
             const StagePlacement& placement, ConvPlanCache& plans);
    LoweredProgram run();

private:
    // Shared machinery (Lowering.cpp).
    void lowerOp(std::size_t opIndex);
    /// The index of an op of the model (a reference into model_.ops).
    std::size_t opIndex(const OpView& op) const;
    std::uint32_t ipuOf(const OpView& op) const;
    std::int32_t stageOf(const OpView& op) const { return placement_.opStage[opIndex(op)]; }
    /// The first stage placed on `ipu` (where its weights are updated).
    std::int32_t stageOnIpu(std::uint32_t ipu) const;
    std::uint32_t ipuFirstTile(std::uint32_t ipu) const { return ipu * target_.tilesPerIpu; }
    /// What shapes an op's code: its type, IPU, options and the shapes of its operands.
    std::string opShapeSignature(const OpView& op, double amp) const;
    std::int32_t addVariable(const LoweredVariable& variable, std::string_view name);
    /// The variable holding tensor `tensor` on `ipu`; copies it over IPU links when it lives elsewhere
    /// (once: later uses on `ipu` read the copy).
    std::int32_t useTensor(std::int32_t tensor, std::uint32_t ipu);
    /// The variable of `tensor` on `ipu` as it stands (its copy there, else where it was produced),
    /// without reading it: its lifetime is not extended.
    std::int32_t variableOn(std::int32_t tensor, std::uint32_t ipu) const;
    /// A GlobalExchange of variable `from` (on IPU `fromIpu`) into a new variable on IPU `toIpu`.
    std::int32_t copyAcrossIpus(std::int32_t from, std::uint32_t fromIpu, std::uint32_t toIpu, const std::string& name);
    /// A new not-always-live variable for an op output, live from the next step.
    std::int32_t defineActivation(std::int32_t tensor, TileSpread spread, Placement placement);
    /// A new always-live variable for a parameter (created once, however many ops use it).
    std::int32_t defineParameter(std::int32_t tensor, TileSpread spread, Placement placement);
    /// Where a tensor that no op lays out goes (norm scales and biases, biases): PopART's linear
    /// mapper spreads it evenly, as poputil does, but starts each tensor on the tile after the
    /// previous one ended [R, popart popx/linearmapper.cpp], so small tensors do not pile onto the
    /// IPU's first tiles. A spread that would run past the IPU's last tile starts again at its first.
    TileSpread mapLinearly(std::uint64_t bytes, std::uint32_t ipu, std::uint64_t grainBytes, std::uint64_t alignment);
    /// A temporary of the current op, live from the next step until closeTemporaries().
    std::int32_t addTemporary(const std::string& name, TileSpread spread, Placement placement, ElementType type);
    void closeTemporaries();
    /// Ends temporary `id` of the current op at the last step emitted, before the op ends.
    void endTemporary(std::int32_t id);
    /// The slices an op's "serializationFactor" asks for (1 when it has none).
    static std::uint32_t serializationOf(const OpView& op);
    std::uint64_t tensorBytes(std::int32_t tensor) const;
    ElementType elementTypeOf(std::int32_t tensor) const;
    std::uint32_t bytesPerElement(std::int32_t tensor) const;
    /// Charges code to tiles unless the op replays an outlined function.
    void chargeCode(MemoryCategory category, std::uint32_t firstTile, std::uint32_t tiles, std::uint64_t bytes);
    /// `streams` host streams' exchange code and packet headers on each of `tiles` tiles from `firstTile`.
    void chargeHostStreams(std::uint32_t firstTile, std::uint32_t tiles, std::uint64_t streams = 1);
    /// The host streams of a weight, which the session copies to the device and back: their exchange
    /// code and packet headers on every tile that holds a part of it.
    void chargeWeightStreams(const TileSpread& spread);
    void useVertex(const std::string& type, std::uint64_t codeBytes, std::uint32_t firstTile, std::uint32_t tiles);
    /// Sync + DoExchange moving `bytesPerTile` into each of `tiles` tiles, `repeats` times.
    void exchange(const std::string& name, std::uint32_t ipu, std::uint32_t firstTile, std::uint32_t tiles,
                  std::uint64_t bytesPerTile, std::uint32_t repeats = 1);
    /// One compute set of one vertex type over `tiles` tiles, taking `cycles` (its busiest tile's);
    /// `tileCycles` says what each tile takes when they differ (default: all alike).
    void compute(const std::string& name, std::uint32_t ipu, const std::string& vertexType, std::uint64_t codeBytes,
                 std::uint64_t stateBytesPerVertex, std::uint32_t firstTile, std::uint32_t tiles,
                 std::uint64_t verticesPerTile, std::uint64_t cycles, std::span<const TileCyclesRun> tileCycles = {});
    /// What an operation row is called when not after its op (a backward pass, a weight update):
    /// empty fields take the op's name and type.
    struct RowNaming {
        std::string_view type = {};
        std::string_view name = {};
    };
    void addOperationRow(const OpView& op, std::uint32_t ipu, double amp, const RowNaming& naming);
    void addOperationRow(const OpView& op, std::uint32_t ipu, double amp) { addOperationRow(op, ipu, amp, RowNaming{}); }
    /// Reserves the lowered tables for a model of `ops` ops.
    void reserveForOps(std::size_t ops);
    /// Starts the bookkeeping of a new row of the operations table.
    void beginOperationRow();
    /// Adds a not-always-live variable of the current op, live from the next step.
    std::int32_t addNotAlwaysLive(std::string_view name, TileSpread spread, Placement placement, ElementType type);

    // Convolutions and matmuls (LoweringConv.cpp).
    void lowerConvolution(const OpView& op, std::uint32_t ipu, double amp);
    ConvProblem convProblem(const OpView& op) const;
    /// Where a plan runs: its first tile on `ipu`. As in PopLibs, every plan starts at the IPU's
    /// first tile, unless --conv-dithering starts it where a hash of `forward` (the op's forward
    /// problem, so its three passes agree) says, wrapping round the IPU's last tile.
    std::uint32_t planFirstTile(const ConvPlan& plan, const ConvProblem& forward, bool fullyConnected,
                                std::uint32_t ipu) const;
    /// `spread` moved to start `offset` tiles into `ipu`'s compute tiles, wrapping round the IPU's
    /// last tile; with IO tiles at the IPU's end a spread cannot wrap past them and starts where it fits.
    TileSpread startingAt(TileSpread spread, std::uint32_t ipu, std::uint32_t offset) const;
    /// Under 16.32 the fp32 master weights of a half-precision plan are cast to fp16 first, on their
    /// own tiles, into a temporary the plan reads.
    void castWeightsForPlan(const OpView& op, std::uint32_t ipu, bool halfInputs);
    /// Emits the exchanges, Convolve, Reduce and Cast compute sets of `plan`, with its temporaries;
    /// `beforeCast` runs after the reductions (where the output becomes live).
    void emitPlannedConvolution(const std::string& name, const ConvProblem& problem, const ConvPlan& plan,
                                std::uint32_t ipu, std::uint32_t firstTile, const std::function<void()>& beforeCast);
    /// The ConvProblem of a forward op, knowing whether its weights are a parameter that
    /// poplin::createWeights lays out for the plan.
    ConvProblem forwardConvProblem(const OpView& op) const;
    /// Records the plan as the current op's row (the largest of the op's plans when there are several),
    /// and the planner's warning when it fell back to minimum memory.
    void recordPlan(const ConvPlan& plan, const std::string& vertex);
    /// "/slice3" for slice 3 of a serialized op's `slices`; nothing for an op that is not serialized.
    static std::string sliceName(std::uint32_t slice, std::uint32_t slices);
    /// Marks the current op's row as `slices` serialized slices of its recorded plan.
    void noteSerialization(std::uint32_t slices);

    // Training (LoweringTraining.cpp): backward pass in reverse op order, then the weight update.
    void lowerBackward(std::size_t opIndex);
    /// Which products a convolution's or matmul's backward computes: PopART prunes the grad ops whose
    /// outputs nothing reads [R: popart transforms/prune.cpp], so dX only for a left operand that
    /// needs a gradient (or a host input, docs/SIMULATION.md §5), dW only when a right one does.
    struct BackwardProducts {
        bool data = false;
        bool weights = false;
    };
    BackwardProducts backwardProducts(const OpView& op) const;
    /// What op `i`'s backward reads of the forward (backwardReads), less what the products a
    /// convolution or matmul does not compute would read: dW reads its left operand, dX its right.
    std::vector<std::int32_t> backwardReadsOf(std::size_t i) const;
    void lowerWeightUpdate();
    /// The gradient of `tensor` on `ipu`, created on first use like `like` (a tensor read on several
    /// IPUs gets a gradient on each, summed where it is used).
    std::int32_t gradientOf(std::int32_t tensor, std::uint32_t ipu, TileSpread like);
    /// The whole gradient of `tensor` on `ipu`, for the backward op that reads it: the parts made on
    /// other IPUs come over the IPU links. kNone when no gradient reaches the tensor.
    std::int32_t useGradient(std::int32_t tensor, std::uint32_t ipu);
    /// With gradient accumulation: adds the finished gradient of `parameter` into its always-live
    /// accumulator, once per micro-batch.
    void accumulateGradient(std::int32_t parameter);

    // The weight update (LoweringWeightUpdate.cpp): replicas reduce the gradients first, sharded or
    // offloaded optimiser state is gathered or streamed around the update.
    /// A collective over the replicas on `ipu`'s tiles: `ringSteps` steps moving `bytes` x `share` over
    /// the IPU links, with global exchange code on every tile of the IPU; one row of the operations.
    void replicaCollective(const std::string& name, const std::string& type, std::uint32_t ipu, std::uint64_t bytes,
                           double share, std::uint32_t ringSteps);
    /// Streams `bytes` of optimiser state between streaming memory and the IPU (`in`: to it).
    std::int32_t streamOptimiserState(std::uint32_t ipu, std::uint64_t bytes, bool in);
    /// Notes that --offload-optimiser-state or --replicated-tensor-sharding has nothing to act on
    /// when the optimiser keeps no state of one value per element.
    void noteStatelessOptimiser(const WeightUpdateTensors& tensors);

    // Outlining (LoweringOutlining.cpp): runs of ops the model repeats become one Function [R, seed
    // 001 §5.5]; each call copies its inputs into the function's tensors and its outputs out of them.
    struct OutlineUnit {
        std::size_t first = 0; // ops [first, last] of one block and stage
        std::size_t last = 0;
        std::string signature; // what shapes the run's code and wiring
        bool repeated = false; // the model holds another run of this signature
    };
    /// Cuts the ops into units (runs of one block on one stage; a lone op without a block) and marks
    /// those the model repeats.
    void findOutlineUnits();
    /// Starts the forward call of unit `u` (when it is outlined): copies its activation inputs into
    /// the function's tensors and opens the region.
    void beginForwardCall(std::size_t u);
    /// Closes the forward call of unit `u`: copies its outputs read elsewhere out of the function.
    void endForwardCall(std::size_t u);
    /// The backward of unit `u`: the gradients of its outputs in, those of its inputs out.
    /// Whether no run of recomputed ops crosses the unit's first or last op: then its calls'
    /// backwards (each with its recomputation) are alike.
    bool recomputationStaysInside(const OutlineUnit& unit) const;
    void beginBackwardCall(std::size_t u);
    void endBackwardCall(std::size_t u);
    /// Where a call's steps go: its stage, phase and segment.
    struct CallContext {
        std::int32_t stage;
        StagePhase phase;
        StepSegment segment;
    };
    /// Opens the region of a call and its call site. The function is written for the mapping of the
    /// `mapped` variables flowing in: calls whose variables lie alike share it.
    void openCallSite(std::string signature, const std::vector<std::int32_t>& mapped, const CallContext& context,
                      const std::string& functionName);
    /// Copies `flowingIn` into the function's tensors at the call site, then enters the function.
    void enterCalledFunction(const std::string& copySuffix, const std::vector<std::int32_t>& flowingIn,
                             std::uint32_t ipu);
    /// A call site's tile-local copy of `variables` into new variables `copies` (made like them).
    void copyAtCall(const std::string& name, const std::vector<std::int32_t>& variables, std::uint32_t ipu,
                    std::vector<std::int32_t>& copies);

    // Recomputation (LoweringRecompute.cpp).
    /// Which forward ops the backward pass recomputes, from --recompute, the model's checkpoints and
    /// the stages (docs/SIMULATION.md §5).
    void chooseRecomputedOps();
    /// Whether op `i`'s output is a recomputation checkpoint: the model marks it, or it is a block's
    /// output and --recompute-checkpoint-every-layer or --recompute-checkpoint names the block.
    bool isCheckpoint(std::size_t i) const;
    /// Pipeline recomputation: the loss's stage keeps what follows its last checkpoint.
    void keepFinalStageAfterItsLastCheckpoint();
    /// Lowers again, in the backward pass, the run of recomputed ops that ends with op `last`.
    void recomputeRunEndingAt(std::size_t last);
    /// The same, once: a run already recomputed for an earlier backward is not lowered again.
    void recomputeRunOnce(std::size_t last);
    /// Recomputes the runs that make what op `i`'s backward reads, before it reads them: a
    /// checkpoint's backward that reads a recomputed input (a LayerNorm reading its residual add)
    /// must not keep the forward's copy alive until then, which would stash it.
    void recomputeWhatItsBackwardReads(std::size_t i);
    /// In a pipeline, the activations a stage stashes between its forward and its backward get a FIFO
    /// as deep as the schedule holds micro-batches in flight on that stage.
    void addStashFifos();

    // Everything else (LoweringOps.cpp).
    void lowerInput(const OpView& op, std::uint32_t ipu);
    void lowerElementwise(const OpView& op, std::uint32_t ipu, std::uint32_t cyclesPerLoop, const std::string& vertex);
    void lowerNormalisation(const OpView& op, std::uint32_t ipu);
    void lowerPool(const OpView& op, std::uint32_t ipu);
    void lowerSoftmax(const OpView& op, std::uint32_t ipu);
    void lowerEmbedding(const OpView& op, std::uint32_t ipu);
    /// The tiles of a table's rows [slice V/K, (slice + 1) V/K) when it is cut into `slices`.
    TileSpread tableSlice(const TileSpread& table, std::uint32_t slice, std::uint32_t slices) const;
    void lowerRearrangement(const OpView& op, std::uint32_t ipu);
    void lowerAlias(const OpView& op);
    void lowerLoss(const OpView& op, std::uint32_t ipu);
    void lowerModelOutputs();
    /// With IO tiles, a note for each IPU given fewer than the guide's rule of thumb asks for.
    void noteTooFewIoTiles();

    // Ops of imported graphs (LoweringElementwise.cpp, LoweringGraphOps.cpp).
    /// Any elementwise op: popops' unary, binary or ternary vertex of its kind, with its cost per loop.
    void lowerElementwiseOp(const OpView& op, std::uint32_t ipu);
    void lowerReduction(const OpView& op, std::uint32_t ipu);
    void lowerSplit(const OpView& op);
    void lowerGather(const OpView& op, std::uint32_t ipu);
    /// A parameter or constant that no op has laid out when it is first read: PopART maps a tensor
    /// without a creator linearly. Returns its variable.
    std::int32_t defineUnlaidTensor(std::int32_t tensor, std::uint32_t ipu);
    void lowerTrainingTail();
    /// Elementwise cycles on one tile for `elements` values (docs/SIMULATION.md §4).
    std::uint64_t elementwiseCycles(std::uint64_t elements, std::uint32_t bytesPerElement,
                                    std::uint32_t cyclesPerLoop) const;

    const Model& model_;
    const CompileOptions& options_;
    const Target& target_;
    const StagePlacement& placement_;
    ConvPlanCache& plans_;
    const TensorUses uses_; // tensor -> the op that makes it and the ops that read it
    std::uint32_t computeTiles_; // tiles per IPU that compute: all but the IO tiles (the IPU's last ones)
    std::vector<std::uint64_t> streamedInBytes_; // per IPU: bytes each micro-batch streams in from the host
    LoweredProgram out_;
    std::unique_ptr<ProgramBuilder> builder_;
    // Per model tensor: whether it differs from sample to sample (it depends on a host input), and
    // whether autograd gives it a gradient in training (a float that depends on a parameter).
    std::vector<bool> variesPerSample_;
    std::vector<bool> needsGradient_;
    std::vector<bool> hostInputs_; // per model tensor: an Input op's output
    std::vector<std::int32_t> tensorVariable_; // model tensor -> variable (kNone until produced)
    std::vector<std::int32_t> tensorIpu_;
    std::map<std::pair<std::int32_t, std::uint32_t>, std::int32_t> copies_; // (tensor, IPU) -> its copy there
    std::vector<std::int32_t> openTemporaries_;
    TensorIpuTable gradients_; // (tensor, IPU) -> gradient
    std::vector<std::int32_t> lastGradientOp_; // parameter -> the op whose backward finishes its gradient
    std::vector<std::int32_t> accumulator_;    // parameter -> its accumulator (gradient accumulation)
    std::vector<bool> recomputed_;             // op -> recomputed in the backward pass
    std::vector<bool> recomputedRunDone_;      // run's last op -> already recomputed
    std::vector<std::size_t> recomputedRunEnd_; // op -> the last op of the run of recomputed ops it begins or continues
    std::vector<OutlineUnit> units_;
    std::vector<std::size_t> unitOf_;          // op -> its unit
    std::string regionKey_;                    // the function being called, inside a region
    bool recomputing_ = false;                 // lowering a recomputation (phase Recompute)
    std::vector<std::uint32_t> nextLinearTile_;  // per IPU: where mapLinearly starts the next tensor
    std::int32_t currentOperation_ = kNone;
    std::uint64_t currentOpCodeBytes_ = 0;
    // The plan of the op being lowered, for its row in the operations table.
    std::string planText_;
    std::string vertexText_;
    std::uint32_t tilesUsed_ = 0;
    std::uint32_t serialSteps_ = 0;
    std::uint64_t opCycles_ = 0;
    std::uint64_t tempBytesPerTile_ = 0;
    ConvTempTerms tempTerms_;      // of the plan recorded (the op's largest)
    std::uint64_t budgetBytes_ = 0; // that plan met
    PlannerPhase phase_ = PlannerPhase::NotPlanned;
};

} // namespace detail
} // namespace tilescope
