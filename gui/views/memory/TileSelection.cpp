#include "views/memory/TileSelection.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>

namespace tilescope::gui {
namespace {

struct TileSelectionText {
    Q_DECLARE_TR_FUNCTIONS(TileSelection)
};

// A range longer than one replica of the largest target is a typo, not a selection.
constexpr std::size_t kMaxListedTiles = 1u << 20;

} // namespace

std::optional<std::vector<std::uint32_t>> parseTileList(const QString& text, std::size_t tileCount, QString* error)
{
    static const QRegularExpression separators(QStringLiteral("[,;\\s]+"));
    static const QRegularExpression rangePattern(QStringLiteral("^(\\d+)(?:\\s*[-\u2013]\\s*(\\d+))?$"));
    // Spaces around a dash belong to the range, not between two tiles.
    QString normalised = text;
    normalised.replace(QRegularExpression(QStringLiteral("\\s*([-\u2013])\\s*")), QStringLiteral("\\1"));
    std::vector<std::uint32_t> tiles;
    auto fail = [error](const QString& message) {
        if (error)
            *error = message;
        return std::nullopt;
    };
    for (const QString& part : normalised.split(separators, Qt::SkipEmptyParts)) {
        const QRegularExpressionMatch match = rangePattern.match(part);
        if (!match.hasMatch())
            return fail(TileSelectionText::tr("\"%1\" is not a tile or a range of tiles such as 0-3.").arg(part));
        bool ok = false;
        const qulonglong from = match.captured(1).toULongLong(&ok);
        const qulonglong to = match.captured(2).isEmpty() ? from : match.captured(2).toULongLong(&ok);
        if (!ok || from > to)
            return fail(TileSelectionText::tr("\"%1\" is not a tile or a range of tiles such as 0-3.").arg(part));
        if (to >= tileCount)
            return fail(TileSelectionText::tr("Tile %1 does not exist: the tiles are 0 to %2.")
                            .arg(to)
                            .arg(qulonglong(tileCount) - 1));
        if (tiles.size() + (to - from + 1) > kMaxListedTiles)
            return fail(TileSelectionText::tr("Too many tiles."));
        for (qulonglong tile = from; tile <= to; ++tile)
            tiles.push_back(std::uint32_t(tile));
    }
    std::sort(tiles.begin(), tiles.end());
    tiles.erase(std::unique(tiles.begin(), tiles.end()), tiles.end());
    if (error)
        error->clear();
    return tiles;
}

QString formatTileList(const std::vector<std::uint32_t>& tiles)
{
    QStringList parts;
    for (std::size_t i = 0; i < tiles.size();) {
        std::size_t j = i;
        while (j + 1 < tiles.size() && tiles[j + 1] == tiles[j] + 1)
            ++j;
        parts.append(j == i ? QString::number(tiles[i])
                            : QString::number(tiles[i]) % u'-' % QString::number(tiles[j]));
        i = j + 1;
    }
    return parts.join(QStringLiteral(", "));
}

} // namespace tilescope::gui
