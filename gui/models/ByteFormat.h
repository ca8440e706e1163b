#pragma once
// Byte counts and ratios as people read them: IEC units (KiB, MiB) in the current locale.

#include <QString>

#include <cstdint>

namespace tilescope::gui {

/// "512 bytes", "1.50 KiB", "12.34 MiB".
QString formatBytes(std::uint64_t bytes);
/// A signed difference: "+1.50 KiB", "−512 bytes", "0 bytes".
QString formatByteDelta(std::int64_t delta);
/// target − source as a signed byte count, saturating instead of wrapping.
std::int64_t byteDelta(std::uint64_t source, std::uint64_t target);
/// A signed count difference: "+3", "−1", "0".
QString formatCountDelta(std::int64_t delta);
/// `fraction` (0.25) as a percentage with one decimal ("25.0 %").
QString formatPercent(double fraction);

} // namespace tilescope::gui
