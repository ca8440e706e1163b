#pragma once
// The result of lowering a model: program tree, steps, compute sets, variables with their tile
// spreads and live ranges, and the code charged to tiles. The memory layout and the report are
// computed from it; nothing here is an outcome, only what the lowering decided.

#include "compiler/TileSpread.h"
#include "report/Report.h"

#include <cstdint>
#include <map>
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

/// Bytes of code and state per tile and category, accumulated as difference arrays so that
/// charging a range of tiles is O(1).
class CodeLedger {
public:
    explicit CodeLedger(std::uint32_t tiles = 0);
    /// Adds `bytesPerTile` of `category` to every tile of the spread range.
    void add(MemoryCategory category, std::uint32_t firstTile, std::uint32_t tiles, std::uint64_t bytesPerTile);
    /// Marks `vertexType` as used on a tile range; its code is charged once per tile at the end.
    void useVertex(const std::string& vertexType, std::uint64_t codeBytes, std::uint32_t firstTile,
                   std::uint32_t tiles);
    /// Per-tile bytes of each category: [category][tile].
    std::vector<std::vector<std::uint64_t>> perTile() const;
    std::uint32_t tileCount() const { return tiles_; }

private:
    struct VertexUse {
        std::uint64_t codeBytes = 0;
        std::vector<std::int32_t> coverageDelta; // difference array of uses per tile
    };
    std::uint32_t tiles_;
    std::vector<std::vector<std::int64_t>> delta_; // [category][tile + 1]
    std::map<std::string, VertexUse> vertices_;
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
