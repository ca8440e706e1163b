#pragma once
// Where the traced time went: the trace's cycles summed per operation and step kind and per IPU and
// step kind, which the Execution trace view tabulates beside the lanes and compares between reports.

#include "report/Report.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <vector>

namespace tilescope {

inline constexpr std::size_t kTraceKindCount = 7;
using KindCycles = std::array<std::uint64_t, kTraceKindCount>; // indexed by TraceKind

/// The operation of each program node: its own debug context, else its nearest ancestor's (kNone
/// when none has one).
std::vector<std::int32_t> programOperations(const Report& report);

/// The operation of each program step: its program's debug context, else its nearest ancestor's
/// (kNone when none has one). One pass over the program tree and the steps.
std::vector<std::int32_t> stepOperations(const Report& report);

struct ExecutionTotals {
    std::vector<KindCycles> operationCycles; // [operation][kind]
    KindCycles unattributedCycles{};         // rows of no operation: external syncs, idle, bare syncs
    std::vector<KindCycles> ipuCycles;       // [ipu][kind]
};

/// The trace rows' cycles summed per operation and kind and per IPU and kind (all zero without an
/// execution). `stop`, when given, is polled every few thousand rows: summing ends early with
/// Error(Cancelled).
ExecutionTotals executionTotals(const Report& report, const std::atomic<bool>* stop = nullptr);

/// The sum of a row of kind cycles, idle included or not.
std::uint64_t totalCycles(const KindCycles& cycles, bool includeIdle = true);

} // namespace tilescope
