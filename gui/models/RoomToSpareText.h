#pragma once
// A tile's room to spare in the user's words. Core computes it (ReportSummary::roomToSpare,
// tileRoomToSpare, SweepRow::roomToSpareBytes): the largest block still free at the tile's peak,
// what one more variable could take then; negative, by how much the tile overflows. Every view
// that shows it words it here, so that the Summary, the Memory view, the sweep grid and the fit
// advisor read alike.

#include <QCoreApplication>
#include <QString>

#include <cstdint>

namespace tilescope::gui {

class RoomToSpareText {
    Q_DECLARE_TR_FUNCTIONS(RoomToSpareText)
public:
    /// "54.90 KiB", or, for an overflow, "none (62.59 KiB over)".
    static QString bytes(std::int64_t room);
    /// "54.90 KiB on tile 0", or, for an overflow, "none: tile 5 is 62.59 KiB over".
    static QString onTile(std::int64_t room, std::uint32_t tile);
    /// What the figure is, for tooltips.
    static QString explanation();
};

} // namespace tilescope::gui
