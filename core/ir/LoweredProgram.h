#pragma once
// The result of lowering a model: program tree, steps, compute sets, variables with their tile
// spreads and live ranges, and the code charged to tiles. The memory layout and the report are
// computed from it; nothing here is an outcome, only what the lowering decided.

#include "ir/CodeLedger.h"
#include "ir/TileSpread.h"
#include "report/Report.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tilescope {

enum class Placement : std::uint8_t {
    Anywhere,
    Interleaved, // read with 128-bit loads (AMP weights and outputs)
};

struct LoweredVariable {
    std::string name;
    MemoryCategory category = MemoryCategory::NotAlwaysLiveVariable;
    ElementType elementType = ElementType::Float;
    std::int32_t operation = kNone;
    TileSpread spread;
    Placement placement = Placement::Anywhere;
    std::uint32_t alignment = 8;
    std::int32_t firstStep = kNone; // kNone: always-live
    std::int32_t lastStep = kNone;

    bool alwaysLive() const { return firstStep == kNone; }
};

/// A leaf program executed at a step, with what the BSP model needs to time it.
struct LoweredStep {
    std::int32_t node = kNone; // leaf of the program tree
    std::uint32_t ipu = 0;
    std::uint64_t cycles = 0;
    std::uint32_t activeTiles = 0;
    std::uint64_t exchangeBytes = 0;
};

struct LoweredProgram {
    Target target;
    Programs programs;
    ComputeSets computeSets;
    Operations operations;
    std::vector<LoweredStep> steps;
    std::vector<LoweredVariable> variables;
    CodeLedger code;
    std::vector<Diagnostic> diagnostics;
};

} // namespace tilescope
