#pragma once
// What one tile holds and runs, as the vendor's tool lists it under a tile: its variables, its
// compute sets and their vertices, and its exchanges.
//
// The report keeps variables per tile exactly (their slices), but compute sets, vertices and
// exchanges only per program with per-tile totals by memory category. So: a tile's compute sets
// are those whose tile balance covers it (the execution profile), else those of the operations
// that own data on it; vertex counts spread a vertex type's instances over its tiles; and the
// tile's vertex state and exchange code bytes are shared among its vertices and exchanges in
// proportion to their counts and bytes. `estimated` says which of these a tile's lists rest on.

#include "report/Report.h"

#include <cstdint>
#include <vector>

namespace tilescope {

struct TileVariable {
    std::int32_t variable = kNone;
    std::uint64_t offset = 0;
    std::uint64_t bytes = 0; // on this tile
};

struct TileComputeSet {
    std::int32_t computeSet = kNone;
    std::uint64_t cycles = 0; // this tile's, from the tile balance; 0 without an execution profile
};

struct TileVertex {
    std::int32_t computeSet = kNone;
    std::uint64_t vertexEntry = 0; // row of the compute sets' vertex columns
    std::uint64_t count = 0;       // instances on this tile
    std::uint64_t stateBytes = 0;  // its share of the tile's vertex state
};

struct TileExchange {
    std::int32_t program = kNone;  // a DoExchange, GlobalExchange or StreamCopy node
    std::uint64_t bytesIn = 0;     // per tile taking part
    std::uint64_t bytesOut = 0;
    std::uint64_t codeBytes = 0;   // its share of the tile's exchange code
};

struct TileContents {
    std::vector<TileVariable> variables;    // by offset
    std::vector<TileComputeSet> computeSets; // in program order
    std::vector<TileVertex> vertices;       // grouped by compute set
    std::vector<TileExchange> exchanges;    // in program order
    bool computeSetsFromExecution = false;  // true: from the tile balance; false: from the tile's data
};

/// The contents of `tile`. Throws Error(InvalidOption) when the tile does not exist.
TileContents tileContents(const Report& report, std::uint32_t tile);

} // namespace tilescope
