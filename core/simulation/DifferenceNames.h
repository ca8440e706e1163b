#pragma once
// Names for two compared reports that say what tells them apart ("amp 0.4" against "amp 0.6"): a
// run's number ("Simulation 3") or a sweep's point number says nothing of what changed. The words
// are the command line's, so they read the same in every language.

#include "report/Report.h"

#include <cstddef>
#include <string>

namespace tilescope {

/// At most this many differences are named; more end in "+N more" (the whole command says the rest).
inline constexpr std::size_t kMostNamedDifferences = 3;

struct DifferenceNames {
    std::string first;
    std::string second;
};

/// What `first` and `second` are called beside each other: the options whose values differ, in the
/// catalog's order and short words ("amp 0.4", "batch 16", "pipeline grouped"; a flag as
/// "eight-bit-io" or "no-eight-bit-io"), joined with ", ", the model first when the models differ.
/// Read from the commands the reports record (kCommandOption) when both do and parse, else from their
/// option maps ("availableMemoryProportion 0.4"). When nothing differs, both are the model's name.
/// Never throws.
DifferenceNames differenceNames(const Report& first, const Report& second);

} // namespace tilescope
