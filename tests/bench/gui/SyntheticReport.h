#pragma once
// A large, valid report made without compiling anything: the scale the viewer must stay quick at
// (16 IPUs x 1472 tiles, 200,000 liveness steps, thousands of variables with tile-range slices, a convolution partials variable per planned op,
// programs, compute sets and operations). Deterministic: the same parameters give the same report.

#include "report/Report.h"

#include <cstdint>

namespace tilescope::bench {

struct SyntheticReportSize {
    std::uint32_t ipus = 16;
    std::size_t steps = 200'000;
    std::size_t operations = 2'000;
    std::size_t alwaysLiveVariables = 1'500;
    std::size_t notAlwaysLiveVariables = 4'500;
};

/// Builds the report; validateReport() accepts it. A handful of tiles overflow (out of memory),
/// as in the seed's first use case.
Report makeSyntheticReport(const SyntheticReportSize& size = {});

} // namespace tilescope::bench
