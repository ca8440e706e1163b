#pragma once
// What the Execution trace plot draws, shared by TracePlot (which lays it out and answers the
// mouse) and TraceLayer (which paints it): one or two traces (source above, target below), their
// lanes (an IPU of a replica each), the boxes of the visible window and the selection.

#include "views/trace/TraceDetails.h"
#include "views/trace/TraceWindow.h"

#include <QString>

#include <array>
#include <memory>
#include <optional>
#include <vector>

namespace tilescope::gui {

enum class TraceColouring { ByKind, ByPhase };

/// What a point of the plot is on: a box of one track of one lane.
struct TraceHit {
    int side = 0; // 0: the source report, 1: the target
    std::uint32_t ipu = 0;
    std::uint32_t replica = 0;
    TraceTrack track = TraceTrack::Steps;
    TraceBox box;
};

struct TraceSide {
    std::shared_ptr<const TraceIndex> index;
    std::shared_ptr<const TraceOperationRuns> runs; // null: the flat mode
    std::shared_ptr<const std::vector<std::vector<std::uint64_t>>> marked; // a selected operation's rows
    TraceWindow window;
    QString caption; // above the side's lanes when comparing
    double captionTop = 0.0;
    bool staged = false; // has stage intervals: its lanes have a phase band
};

struct TraceLane {
    int side = 0;
    std::uint32_t ipu = 0;
    std::uint32_t replica = 0;
    double top = 0.0; // in lane units, down from the plot's top
    QString name;
};

struct TraceScene {
    std::array<TraceSide, 2> sides;
    std::vector<TraceLane> lanes;
    TraceColouring colouring = TraceColouring::ByKind;
    std::optional<TraceHit> selected;

    /// A track's extent within a lane, in lane units from the lane's top.
    struct Span {
        double top = 0.0;
        double bottom = 0.0;
    };
    bool grouped() const { return sides[0].runs || sides[1].runs; }
    /// The phase band on top when the side has one, then the operation track in the grouped
    /// mode, then the steps.
    Span span(TraceTrack track, int side) const
    {
        const bool staged = sides[std::size_t(side)].staged;
        const double operations = staged ? 0.27 : 0.06;
        const double steps = grouped() ? operations + 0.28 : operations;
        switch (track) {
        case TraceTrack::Stages: return staged ? Span{0.06, 0.24} : Span{0.06, 0.06};
        case TraceTrack::Operations: return grouped() ? Span{operations, operations + 0.25} : Span{operations, operations};
        case TraceTrack::Steps: return {steps, 0.90};
        }
        return {};
    }
    /// Where the marks of a selected operation's rows go: under the steps.
    static constexpr Span kMarkSpan{0.91, 0.99};
};

} // namespace tilescope::gui
