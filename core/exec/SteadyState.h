#pragma once
// A long accumulation repeats one period of work (a micro-batch, or a pipeline cycle) thousands of
// times. Once two periods in a row changed every clock and counter of the machine by the same
// amounts, the machine is in its steady state: each further period would change them alike again.
// Those periods are then counted, not run, so that the time and the trace stay bounded whatever
// the accumulation (docs/SIMULATION.md §4).

#include "exec/BspMachine.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tilescope {

/// What the periods counted but not run add to the totals.
struct FoldedPeriods {
    std::uint64_t cycles = 0;
    std::vector<std::uint64_t> busyCycles;    // per IPU
    std::vector<std::uint64_t> computeCycles; // per IPU
    std::uint64_t microBatches = 0;           // micro-batches whose work the folded periods were
    std::uint64_t atCycle = 0;                // where in the trace the first fold sits (the traced clock)
    bool any = false;
    bool enabled = true;                      // false: every period is run (tests compare the two)

    explicit FoldedPeriods(std::uint32_t ipus) : busyCycles(ipus, 0), computeCycles(ipus, 0) {}
};

class SteadyState {
public:
    explicit SteadyState(const BspMachine& machine);

    /// Marks the end of a period; true when it and the period before it changed every lane's
    /// clock (all by the same amount) and every IPU's busy and compute cycles alike.
    bool periodEnds();
    /// Forgets the periods seen: what follows is a different kind of period.
    void restart();
    /// Counts `periods` more periods like the last one into `folded`, worth `microBatches`
    /// micro-batches; throws Error(InvalidOption) naming `option` (what set the periods' number)
    /// when the totals would overflow.
    void fold(FoldedPeriods& folded, std::uint64_t periods, std::uint64_t microBatches,
              const std::string& option) const;

private:
    std::vector<std::uint64_t> reading() const;

    const BspMachine& machine_;
    std::vector<std::uint64_t> last_;     // the reading at the last period's end (empty: none)
    std::vector<std::uint64_t> change_;   // what the last period changed (empty: not known)
    bool repeating_ = false;
};

} // namespace tilescope
