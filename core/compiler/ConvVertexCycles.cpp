#include "compiler/ConvVertexCycles.h"

#include "common/IntegerDivision.h"

#include <algorithm>
#include <numeric>
#include <vector>

namespace tilescope {
namespace {

// The busiest and the idlest worker's share of `items` split as evenly as the workers allow; the
// idlest has none when there are fewer items than workers.
struct WorkerShares {
    std::uint64_t most = 0;
    std::uint64_t least = 0;
    bool allWorkersBusy = false;
};

WorkerShares shareAmongWorkers(std::uint64_t items, std::uint64_t workers)
{
    return {ceilDiv(items, workers), items / workers, items >= workers};
}

// [R, getConvPartial1x1SupervisorInnerLoopCycleEstimateHalfFloat] one worker's cycles for `elements`
// contiguous output elements, with or without zeroing the partials first. Half activations take
// the code path shared with fp32 partials (Tilescope's AMP has 8 conv units for fp32 partials and 16
// for fp16 ones) and retain 7 cycles of state between calls.
std::uint64_t oneByOneWorkerCycles(const AmpTileWork& work, std::uint64_t elements, bool zeroing)
{
    const std::uint64_t core = work.elementCycles;
    if (work.floatActivations) {
        const std::uint64_t zeroPerElement = work.floatPartials ? 4 : 2;
        const std::uint64_t zero = zeroing ? 2 + zeroPerElement * std::max<std::uint64_t>(elements, 1) : 0;
        switch (elements) {
        case 0: return 24;
        case 1: return 47 + zero;
        case 2: return 46 + zero;
        default: return 46 + zero + (elements - 3) * core;
        }
    }
    constexpr std::uint64_t kRetained = 7;
    const std::uint64_t tail = zeroing ? 1 : 2;
    switch (elements) {
    case 0: return 20 + tail - kRetained;
    case 1: return 31 + tail - kRetained;
    case 2: return 40 + tail - kRetained;
    default: return 37 + (zeroing ? 0 : 1) + (elements - 3) * core - kRetained;
    }
}

// The tile's cycles for one pass over the field: the busiest worker sets the pace, and the idlest
// still pays `tag` cycles to finish [R, the "tag cost to worker with min cycles"].
std::uint64_t passCycles(std::uint64_t busiestWorker, std::uint64_t idlestWorker, bool allBusy,
                         std::uint64_t workers, std::uint64_t tag)
{
    const std::uint64_t most = workers * busiestWorker;
    const std::uint64_t least = allBusy ? workers * idlestWorker : 0;
    return std::max(most, least + tag);
}

std::uint64_t oneByOneCycles(const AmpTileWork& work)
{
    const std::uint64_t workers = work.workers;
    const WorkerShares share = shareAmongWorkers(work.batch * work.outY * work.outX, workers);
    const auto inner = [&](bool zeroing) {
        return passCycles(oneByOneWorkerCycles(work, share.most, zeroing),
                          oneByOneWorkerCycles(work, share.least, zeroing), share.allWorkersBusy, workers, 14);
    };
    const std::uint64_t withZeroing = inner(true);
    const std::uint64_t withoutZeroing = inner(false);
    // [R, getConvPartial1x1SupervisorOuterLoopCycleEstimateHalfFloat] with one output pass per group.
    const bool common = !work.floatActivations || work.floatPartials;
    const std::uint64_t retainedTotal = work.floatActivations ? 0 : 7;
    const std::uint64_t retainedPerInGroup = work.floatActivations ? 0 : 3;
    const std::uint64_t loads = work.weightLoadCycles;
    const std::uint64_t cg = work.convGroups;
    const std::uint64_t ig = work.inGroups;
    const std::uint64_t og = work.outGroups;
    return 50 + workers * (retainedTotal + retainedPerInGroup * (ig * cg - 1)) +
           cg * (12 + common + (ig - 1) * (15 - common + 1 + og * (19 + 6 + loads + withoutZeroing)) +
                 (10 + 1 + og * (19 - common + 7 + loads + withZeroing)));
}

// [R, getConvPartialnx1WorkerCycles] one worker's cycles over its worklist for one kernel position:
// `entries` runs of `elements` output elements, 9 cycles of state retained per run.
std::uint64_t nx1WorkerCycles(const AmpTileWork& work, std::uint64_t entries, std::uint64_t elements)
{
    const std::uint64_t core = work.elementCycles;
    std::uint64_t perEntry = 0;
    switch (elements) {
    case 0: perEntry = 17; break;
    case 1: perEntry = work.floatActivations ? 33 : 29; break;
    case 2: perEntry = work.floatActivations ? 44 : 34; break;
    default: perEntry = (work.floatActivations ? 45 : 34) + (elements - 3) * core;
    }
    constexpr std::uint64_t kRetained = 9;
    return 17 + (work.floatPartials ? 0 : 1) + entries * (3 + perEntry - kRetained);
}

std::uint64_t nx1Cycles(const AmpTileWork& work)
{
    const std::uint64_t workers = work.workers;
    // The field is handed out a row at a time; with fewer rows than workers each row is split along
    // its columns among the workers it can keep busy [R, partitionConvPartialByWorker].
    const std::uint64_t rows = work.batch * work.outY;
    std::uint64_t busiest = 0;
    std::uint64_t idlest = 0;
    bool allBusy = false;
    if (rows >= workers) {
        const WorkerShares share = shareAmongWorkers(rows, workers);
        busiest = nx1WorkerCycles(work, share.most, work.outX);
        idlest = nx1WorkerCycles(work, share.least, work.outX);
        allBusy = true;
    } else {
        const std::uint64_t perRow = workers / rows;
        busiest = nx1WorkerCycles(work, 1, ceilDiv(work.outX, perRow));
        idlest = nx1WorkerCycles(work, 1, work.outX / perRow);
        allBusy = rows * perRow == workers;
    }
    const std::uint64_t positions = work.kernelRowPasses * work.kernelX;
    const std::uint64_t kernelLoop = positions * passCycles(busiest, idlest, allBusy, workers, 9);

    // [R, getConvPartialnx1SupervisorInnerLoopCycleEstimateHalfFloat] loading each kernel position's
    // weights; a filter height of 4 cannot use the 128-bit load.
    const std::uint64_t loads = work.filterHeight == 4 ? 2 * std::uint64_t(work.weightLoadCycles) : work.weightLoadCycles;
    std::uint64_t perHeight = 0;
    switch (work.filterHeight) {
    case 4: perHeight = 60; break;
    case 2: perHeight = 46; break;
    case 1: perHeight = 15; break;
    default: perHeight = 20 * std::uint64_t(work.filterHeight);
    }
    const std::uint64_t innermost = loads + perHeight + 3;
    const std::uint64_t inner = work.kernelRowPasses * (14 + work.kernelX * (12 + innermost)) + kernelLoop;

    // [R, getConvPartialnx1SupervisorOuterLoopCycleEstimateHalfFloat]
    const std::uint64_t cg = work.convGroups;
    const std::uint64_t ig = work.inGroups;
    const std::uint64_t og = work.outGroups;
    const std::uint64_t outer = 109 + workers * 9 + workers * (work.floatPartials ? 9 : 10) +
                                cg * (og * 17 + (og - 1) * 6 + 1) + (cg - 1) * 6 + 1 +
                                cg * (16 + ig * (14 + og * (14 + inner)));

    return outer + zeroPartialsCycles(work.batch * work.outY * work.outX, work.outChannelsPerGroup, og * cg, workers);
}

// [R, getDenseDotProductCycles] one output element's dot product over `size` input channels: the
// widest vector that divides them, one cycle per vector when it fills a 64-bit load.
std::uint64_t denseDotProductCycles(const HmacTileWork& work, std::uint64_t size)
{
    const std::uint64_t actsPer64Bits = work.floatActivations ? 2 : 4;
    const bool halfHalf = !work.floatActivations && !work.floatPartials;
    const std::uint64_t outChans = halfHalf ? 2 : 1;
    const std::uint64_t inner = 3 * outChans + (halfHalf ? 1 : 0) + 3 + 1;
    std::uint64_t width = 1;
    while (width * 2 <= work.vectorWidth)
        width *= 2;
    while (width > 1 && size % width != 0)
        width /= 2;
    const std::uint64_t perWidth = width >= actsPer64Bits ? 1 : 2;
    const std::uint64_t warmUp = width < actsPer64Bits ? outChans : 0;
    return inner + warmUp + (size / width) * perWidth - (work.floatActivations ? 0 : 1);
}

// [R, getConvPartialHorizontalMacCycleEstimate] one worker's cycles for one kernel position over
// its runs of output elements.
std::uint64_t hmacPositionCycles(const HmacTileWork& work, const std::vector<std::uint64_t>& runs)
{
    const std::uint64_t retained = work.oneByOne ? 15 : (work.floatActivations ? 0 : 6);
    const std::uint64_t outChans = work.floatPartials ? work.outChannelsPerGroup : ceilDiv(work.outChannelsPerGroup, 2);
    const std::uint64_t dot = denseDotProductCycles(work, work.inChannelsPerGroup);
    std::uint64_t cycles = 16 - retained;
    for (const std::uint64_t run : runs) {
        if (run == 0) {
            cycles += 7;
            continue;
        }
        cycles += work.oneByOne ? 13 : 19;
        cycles += work.oneByOne && outChans == 1 ? 1 + run * (2 + dot) : run * (7 + outChans * dot);
    }
    return cycles;
}

} // namespace

std::uint64_t zeroPartialsCycles(std::uint64_t fieldElements, std::uint64_t outChannelsPerGroup, std::uint64_t groups,
                                 std::uint64_t workers)
{
    // [R, estimateZeroSupervisorCycles and getZeroSupervisorVertexCycleEstimate] fp32 partials, 64 bits
    // (two) at a time, each worker its share, 9 cycles of state retained.
    const std::uint64_t perWorker = ceilDiv(fieldElements * outChannelsPerGroup, workers);
    return (ceilDiv(perWorker, 2) + 14 - 9) * workers * groups;
}

std::uint64_t hmacSupervisorCycles(const HmacTileWork& work)
{
    // [R, estimateConvPartialHorizontalMacInnerLoopCycles] the busiest worker's rows: whole rows,
    // or parts of rows when the rows do not divide among the workers.
    const std::uint64_t workers = work.workers;
    const std::uint64_t rowSplit = workers / std::gcd(workers, work.rows);
    const std::uint64_t partRows = ceilDiv(work.rows * rowSplit, workers);
    std::vector<std::uint64_t> runs(partRows / rowSplit, work.outX);
    if (partRows % rowSplit != 0)
        runs.push_back((partRows % rowSplit) * ceilDiv(work.outX, rowSplit));
    const std::uint64_t inner = workers * (work.kernelPositions * hmacPositionCycles(work, runs) + 16);
    // [R, getConvPartialHorizontalMacSupervisorOuterLoopCycleEstimate]
    const std::uint64_t overhead = (work.floatActivations ? 58 : 65) - (work.oneByOne ? 10 : 0);
    const std::uint64_t zeroRetained = work.floatPartials ? 9 : 10;
    // PopLibs passes floatPartials where the retention's floatActivations goes; kept as it is.
    const std::uint64_t hzRetained = work.oneByOne ? 15 : (work.floatPartials ? 0 : 6);
    const std::uint64_t outer = overhead + workers * zeroRetained + workers * hzRetained +
                                work.convGroups * (23 + work.inGroups * (15 + work.outGroups * (10 + inner)));
    const bool zeroes = !(work.oneByOne && work.inGroups == 1 && work.outChannelsPerGroup == 1);
    const std::uint64_t zeroing =
        zeroes ? zeroPartialsCycles(work.rows * work.outX, work.outChannelsPerGroup, work.outGroups * work.convGroups, workers)
               : 0;
    return outer + zeroing;
}

std::uint64_t ampSupervisorCycles(const AmpTileWork& work)
{
    return work.oneByOne ? oneByOneCycles(work) : nx1Cycles(work);
}

} // namespace tilescope
