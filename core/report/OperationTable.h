#pragma once
// The operations of one or two reports as the Operations view tabulates them: matched by name
// between a source and a target report, and totalled per operation type.

#include "report/Report.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tilescope {

/// One row of a comparison: an operation of the source, of the target, or of both (same name).
struct OperationPair {
    std::int32_t source = kNone;
    std::int32_t target = kNone;
};

/// Every source operation in its order, with the target operation of the same name when there is
/// one, then the target's operations that the source lacks. A name used twice in a report matches
/// in order of appearance.
std::vector<OperationPair> matchOperationsByName(const Operations& source, const Operations& target);

struct OperationTypeTotals {
    std::string type;
    std::uint64_t operations = 0;
    std::uint64_t cycles = 0;
    std::uint64_t maxTempBytesPerTile = 0; // the most any operation of the type needs on one tile
    std::uint64_t codeBytes = 0;
    std::uint64_t flops = 0;
    std::uint64_t phase2Operations = 0; // planned for minimum memory
};

/// The operations totalled per type, most cycles first (ties by type name).
std::vector<OperationTypeTotals> operationTotalsByType(const Operations& operations);

/// The first operation named `name`, or kNone.
std::int32_t findOperation(const Operations& operations, std::string_view name);

/// One term of a plan's temporary memory, as PopLibs' planner names it (ConvTempTerms).
struct PlanTempTerm {
    const char* key;   // stable, for JSON: "inputs", "transforms", ...
    const char* label; // for people: "(b) transforms, both copies"
    std::uint64_t bytes = 0;
};

/// The nine terms of `operation`'s plan in PopLibs' order (a) to (g); empty when the operation has
/// no plan recorded (not planned, or a report before format 1.3).
std::vector<PlanTempTerm> planTempTerms(const Operations& operations, std::int32_t operation);

/// The per-tile budget `operation`'s plan met: amp x bytes per tile, 0 for a minimum-memory plan or
/// no plan recorded.
std::uint64_t planBudgetBytes(const Operations& operations, std::int32_t operation);

} // namespace tilescope
