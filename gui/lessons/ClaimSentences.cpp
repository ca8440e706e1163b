#include "lessons/ClaimSentences.h"

#include "models/ByteFormat.h"
#include "models/CategoryTableModel.h"
#include "models/QtText.h"
#include "report/MemoryCategory.h"

#include <QLocale>

#include <cmath>
#include <string_view>

namespace tilescope::gui {
namespace {

constexpr std::string_view kCategoryPrefix = "category.";

bool isBytes(const std::string& figure)
{
    return figure.starts_with(kCategoryPrefix) || figure == "totalBytes" || figure == "alwaysLiveBytes" ||
           figure == "peakNotAlwaysLiveBytes" || figure == "worstTileBytes" ||
           figure == "worstTileBytesExcludingGaps" || figure == "gapBytes" || figure == "codeBytes" ||
           figure == "fifoBytes";
}

std::uint64_t asCount(double value)
{
    return value <= 0 ? 0 : std::uint64_t(std::llround(std::min(value, 1e18)));
}

} // namespace

QString ClaimSentences::figureName(const std::string& figure)
{
    if (figure.starts_with(kCategoryPrefix))
        if (const auto category = parseMemoryCategory(std::string_view(figure).substr(kCategoryPrefix.size())))
            return CategoryTableModel::categoryName(*category);
    if (figure == "fits") return tr("Fitting in memory");
    if (figure == "samplesPerSecond") return tr("Throughput");
    if (figure == "cyclesPerIteration") return tr("Cycles per iteration");
    if (figure == "totalBytes") return tr("Total memory");
    if (figure == "alwaysLiveBytes") return tr("Always-live memory");
    if (figure == "peakNotAlwaysLiveBytes") return tr("Peak not-always-live memory");
    if (figure == "worstTileBytes") return tr("Memory of the fullest tile");
    if (figure == "worstTileBytesExcludingGaps") return tr("Memory of the fullest tile without its gaps");
    if (figure == "gapBytes") return tr("Gaps");
    if (figure == "codeBytes") return tr("Code");
    if (figure == "plannerFallbacks") return tr("Operations planned for minimum memory");
    if (figure == "maxMeanTileRatio") return tr("The fullest tile against the mean tile");
    if (figure == "fifoBytes") return tr("Pipeline FIFO memory");
    if (figure == "traceRows") return tr("Steps in the trace");
    if (figure == "worstTileFreeAtPeakGapShare")
        return tr("Share of the fullest tile's gaps that are addresses other steps' variables use");
    return qtText(figure); // a figure core added later: its own name until worded here
}

QString ClaimSentences::figureValue(const std::string& figure, double value)
{
    const QLocale locale;
    if (isBytes(figure))
        return formatBytes(asCount(value));
    if (figure == "samplesPerSecond")
        return tr("%1 samples/s").arg(locale.toString(value, 'f', 1));
    if (figure == "maxMeanTileRatio")
        return tr("%1×").arg(locale.toString(value, 'f', 2));
    if (figure == "fits")
        return value != 0 ? tr("fits") : tr("does not fit");
    if (figure == "worstTileFreeAtPeakGapShare")
        return tr("%1 %").arg(locale.toString(value * 100, 'f', 0));
    return locale.toString(qulonglong(asCount(value)));
}

QString ClaimSentences::sentence(const ClaimResult& claim, const QStringList& names)
{
    const auto nameOf = [&names](std::size_t index) {
        return qsizetype(index) < names.size() && !names[qsizetype(index)].isEmpty()
                   ? names[qsizetype(index)]
                   : tr("configuration %1").arg(index + 1);
    };
    const QString name = nameOf(claim.of);
    if (claim.figure == "fits") // what the claim says of fitting, the reason in one figure
        return claim.value != 0 ? tr("With %1 it fits: its fullest tile, %3, holds %2")
                                      .arg(name, formatBytes(claim.worstTileBytes))
                                      .arg(claim.worstTile)
                                : tr("With %1 it does not fit: tile %3 needs %2")
                                      .arg(name, formatBytes(claim.worstTileBytes))
                                      .arg(claim.worstTile);
    // "Figure with configuration: value, and how it compares": a figure, its unit, the
    // configuration as the views name it, never a checker's words.
    const QString figure = figureName(claim.figure);
    const QString value = figureValue(claim.figure, claim.value);
    const QLocale locale;
    QStringList parts;
    using Kind = ClaimRelation::Kind;
    for (const ClaimRelation& r : claim.relations) {
        const QString other = r.other ? nameOf(*r.other) : QString();
        const QString bound = figureValue(claim.figure, r.value);
        const QString factor = locale.toString(r.factor, 'g', 3);
        const bool byFactor = r.factor != 1.0;
        switch (r.kind) {
        case Kind::Is:
            parts.append(r.holds ? tr("%1 with %2: %3").arg(figure, name, value)
                                 : tr("%1 with %2: %3, not %4").arg(figure, name, value, bound));
            break;
        case Kind::SameAs:
            parts.append(r.holds ? tr("%1 with %2: %3, the same as with %4").arg(figure, name, value, other)
                                 : tr("%1 with %2: %3, not the same as with %4 (%5)").arg(figure, name, value, other, bound));
            break;
        case Kind::LessThan:
            if (byFactor)
                parts.append(r.holds ? tr("%1 with %2: %3, less than 1/%6 of the %5 with %4")
                                           .arg(figure, name, value, other, bound, factor)
                                     : tr("%1 with %2: %3, not less than 1/%6 of the %5 with %4")
                                           .arg(figure, name, value, other, bound, factor));
            else
                parts.append(r.holds ? tr("%1 with %2: %3, less than the %5 with %4").arg(figure, name, value, other, bound)
                                     : tr("%1 with %2: %3, not less than the %5 with %4").arg(figure, name, value, other, bound));
            break;
        case Kind::GreaterThan:
            if (byFactor)
                parts.append(r.holds ? tr("%1 with %2: %3, more than %6 times the %5 with %4")
                                           .arg(figure, name, value, other, bound, factor)
                                     : tr("%1 with %2: %3, not more than %6 times the %5 with %4")
                                           .arg(figure, name, value, other, bound, factor));
            else
                parts.append(r.holds ? tr("%1 with %2: %3, more than the %5 with %4").arg(figure, name, value, other, bound)
                                     : tr("%1 with %2: %3, not more than the %5 with %4").arg(figure, name, value, other, bound));
            break;
        case Kind::AtLeast:
            // "At least 1" says there are some: the value alone says it, and "none" that there are not.
            if (r.value <= 1.0)
                parts.append(r.holds ? tr("%1 with %2: %3").arg(figure, name, value) : tr("%1 with %2: none").arg(figure, name));
            else
                parts.append(r.holds ? tr("%1 with %2: %3, at least %4").arg(figure, name, value, bound)
                                     : tr("%1 with %2: %3, less than %4").arg(figure, name, value, bound));
            break;
        case Kind::AtMost:
            parts.append(r.holds ? tr("%1 with %2: %3, at most %4").arg(figure, name, value, bound)
                                 : tr("%1 with %2: %3, more than %4").arg(figure, name, value, bound));
            break;
        }
    }
    return parts.join(tr("; "));
}

} // namespace tilescope::gui
