#pragma once
// A large, valid report made without compiling anything: the scale the viewer must stay quick at
// (16 IPUs x 1472 tiles, 200,000 liveness steps, thousands of variables with tile-range slices, a
// convolution partials variable per planned op, programs, compute sets and operations, and a
// pipelined execution of 5 million trace rows). Deterministic: the same parameters give the same
// report.

#include "report/Report.h"

#include <cstdint>

namespace tilescope::bench {

struct SyntheticReportSize {
    std::uint32_t ipus = 16;
    std::size_t steps = 200'000;
    std::size_t operations = 2'000;
    std::size_t alwaysLiveVariables = 1'500;
    std::size_t notAlwaysLiveVariables = 4'500;
    /// About this many rows of execution trace (SyntheticExecution.h); 0 leaves the report without
    /// an execution and out of memory on a handful of tiles, as the seed's first use case.
    std::uint64_t traceRows = 5'000'000;
};

/// Builds the report; validateReport() accepts it.
Report makeSyntheticReport(const SyntheticReportSize& size = {});

} // namespace tilescope::bench
