#include "models/ByteFormat.h"

#include <QLocale>

#include <algorithm>
#include <limits>

namespace tilescope::gui {
namespace {

// U+2212, the typographic minus: a hyphen is too short to notice in a column of deltas.
constexpr QChar kMinus{0x2212};

} // namespace

QString formatBytes(std::uint64_t bytes)
{
    const auto clamped = qint64(std::min<std::uint64_t>(bytes, std::numeric_limits<qint64>::max()));
    return QLocale().formattedDataSize(clamped, 2, QLocale::DataSizeIecFormat);
}

std::int64_t byteDelta(std::uint64_t source, std::uint64_t target)
{
    constexpr auto max = std::uint64_t(std::numeric_limits<std::int64_t>::max());
    if (target >= source)
        return std::int64_t(std::min(target - source, max));
    return -std::int64_t(std::min(source - target, max));
}

QString formatByteDelta(std::int64_t delta)
{
    if (delta == 0)
        return formatBytes(0);
    const std::uint64_t magnitude = delta < 0 ? std::uint64_t(-(delta + 1)) + 1 : std::uint64_t(delta);
    return (delta < 0 ? QString(kMinus) : QStringLiteral("+")) % formatBytes(magnitude);
}

QString formatCountDelta(std::int64_t delta)
{
    if (delta == 0)
        return QLocale().toString(0);
    const QString magnitude = QLocale().toString(qulonglong(delta < 0 ? -(delta + 1) + 1 : delta));
    return (delta < 0 ? QString(kMinus) : QStringLiteral("+")) % magnitude;
}

QString formatPercent(double fraction)
{
    const QLocale locale;
    return locale.toString(100.0 * fraction, 'f', 1) % u'\u00A0' % locale.percent();
}

} // namespace tilescope::gui
