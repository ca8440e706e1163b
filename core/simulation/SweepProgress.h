#pragma once
// What a running sweep says of itself: how many points are done, how fast they go, and how long
// the rest will take at that pace. Kept apart from the command line so that a log line, a terminal
// line and a test read the same words.

#include <cstddef>
#include <string>

namespace tilescope {

/// "54 of 108 points simulated, 17 points/s, about 3 s left": the rate is the points done over
/// `elapsedSeconds` since the sweep started, and the time left the points remaining at that rate
/// ("about 2 min 05 s left", "under 1 s left"; "done in 6.3 s" once `done` == `total`). Before any
/// point is done, or with no time elapsed, neither a rate nor a time is given. `total` 0 reads as
/// nothing to do.
std::string describeSweepProgress(std::size_t done, std::size_t total, double elapsedSeconds);

/// A duration for a person: "<1 s", "42 s", "2 min 05 s", "1 h 03 min".
std::string describeDuration(double seconds);

} // namespace tilescope
