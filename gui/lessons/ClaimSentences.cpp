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
        return claim.value != 0 ? tr("%1 fits: %2 on its fullest tile, %3")
                                      .arg(name, formatBytes(claim.worstTileBytes))
                                      .arg(claim.worstTile)
                                : tr("%1 does not fit: %2 on tile %3")
                                      .arg(name, formatBytes(claim.worstTileBytes))
                                      .arg(claim.worstTile);
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
            parts.append(r.holds ? tr("%1 of %2: %3").arg(figure, name, value)
                                 : tr("%1 of %2: %3, not %4").arg(figure, name, value, bound));
            break;
        case Kind::SameAs:
            parts.append(r.holds ? tr("%1 of %2: %3, the same as %4").arg(figure, name, value, other)
                                 : tr("%1 of %2: %3, not the same as %4 (%5)").arg(figure, name, value, other, bound));
            break;
        case Kind::LessThan:
            if (byFactor)
                parts.append(r.holds ? tr("%1 of %2: %3, less than %4 (%5) by a factor of %6 or more")
                                           .arg(figure, name, value, other, bound, factor)
                                     : tr("%1 of %2: %3, not less than %4 (%5) by a factor of %6")
                                           .arg(figure, name, value, other, bound, factor));
            else
                parts.append(r.holds ? tr("%1 of %2: %3, less than %4 (%5)").arg(figure, name, value, other, bound)
                                     : tr("%1 of %2: %3, not less than %4 (%5)").arg(figure, name, value, other, bound));
            break;
        case Kind::GreaterThan:
            if (byFactor)
                parts.append(r.holds ? tr("%1 of %2: %3, more than %4 (%5) by a factor of %6 or more")
                                           .arg(figure, name, value, other, bound, factor)
                                     : tr("%1 of %2: %3, not more than %4 (%5) by a factor of %6")
                                           .arg(figure, name, value, other, bound, factor));
            else
                parts.append(r.holds ? tr("%1 of %2: %3, more than %4 (%5)").arg(figure, name, value, other, bound)
                                     : tr("%1 of %2: %3, not more than %4 (%5)").arg(figure, name, value, other, bound));
            break;
        case Kind::AtLeast:
            parts.append(r.holds ? tr("%1 of %2: %3, at least %4").arg(figure, name, value, bound)
                                 : tr("%1 of %2: %3, less than %4").arg(figure, name, value, bound));
            break;
        case Kind::AtMost:
            parts.append(r.holds ? tr("%1 of %2: %3, at most %4").arg(figure, name, value, bound)
                                 : tr("%1 of %2: %3, more than %4").arg(figure, name, value, bound));
            break;
        }
    }
    return parts.join(tr("; "));
}

} // namespace tilescope::gui
