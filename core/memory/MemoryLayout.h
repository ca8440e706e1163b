#pragma once
// The memory of every tile of a lowered program: per-tile categories, gaps and overflow, and each
// variable's slices with their addresses. Tiles that hold exactly the same items get the same
// layout, so the allocator runs once per group of alike tiles, not once per tile.

#include "ir/LoweredProgram.h"
#include "report/Report.h"

#include <vector>

namespace tilescope {

struct MemoryLayout {
    TileMemory memory;
    Variables variables; // names, categories, live ranges and slices of every lowered variable
    std::vector<Diagnostic> diagnostics; // out-of-memory errors in Poplar's words
    std::size_t tileGroups = 0;          // how many distinct layouts were computed
};

class TileLayoutCache;

/// Lays out every tile of `program`, through `layouts` when given (shared with other programs:
/// their tiles alike are laid out once). Never throws for lack of memory: overflow is reported.
MemoryLayout layoutMemory(const LoweredProgram& program, TileLayoutCache* layouts = nullptr);

/// The same layout as layoutMemory, the variables' names moved out of `program` (left empty)
/// instead of copied: for a caller that needs them only in the layout. Never throws for lack of memory.
MemoryLayout layoutMemoryTakingNames(LoweredProgram& program, TileLayoutCache* layouts = nullptr);

} // namespace tilescope
