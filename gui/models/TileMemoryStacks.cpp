#include "models/TileMemoryStacks.h"

#include "report/Report.h"
#include "report/ReportSummary.h"

#include <QCoreApplication>

namespace tilescope::gui {
namespace {

struct TileMemoryStackText {
    Q_DECLARE_TR_FUNCTIONS(TileMemoryStacks)
};

} // namespace

const std::array<TileMemoryStack, kTileMemoryStackCount>& allTileMemoryStacks()
{
    static const std::array<TileMemoryStack, kTileMemoryStackCount> stacks = {
        TileMemoryStack::AlwaysLiveVariables, TileMemoryStack::NotAlwaysLivePeak, TileMemoryStack::VertexCode,
        TileMemoryStack::VertexState,         TileMemoryStack::ExchangeCode,      TileMemoryStack::ControlCode,
        TileMemoryStack::Other,               TileMemoryStack::Gaps,
    };
    return stacks;
}

QString tileMemoryStackName(TileMemoryStack stack)
{
    switch (stack) {
    case TileMemoryStack::AlwaysLiveVariables: return TileMemoryStackText::tr("Always-live variables");
    case TileMemoryStack::NotAlwaysLivePeak: return TileMemoryStackText::tr("Not-always-live peak");
    case TileMemoryStack::VertexCode: return TileMemoryStackText::tr("Vertex code");
    case TileMemoryStack::VertexState: return TileMemoryStackText::tr("Vertex state");
    case TileMemoryStack::ExchangeCode: return TileMemoryStackText::tr("Exchange code");
    case TileMemoryStack::ControlCode: return TileMemoryStackText::tr("Control code");
    case TileMemoryStack::Other: return TileMemoryStackText::tr("Other");
    case TileMemoryStack::Gaps: return TileMemoryStackText::tr("Gaps");
    }
    return {};
}

QColor tileMemoryStackColor(TileMemoryStack stack)
{
    switch (stack) {
    case TileMemoryStack::AlwaysLiveVariables: return QColor(0x00, 0x72, 0xb2); // blue
    case TileMemoryStack::NotAlwaysLivePeak: return QColor(0xe6, 0x9f, 0x00);   // orange
    case TileMemoryStack::VertexCode: return QColor(0x00, 0x9e, 0x73);          // bluish green
    case TileMemoryStack::VertexState: return QColor(0xf0, 0xe4, 0x42);         // yellow
    case TileMemoryStack::ExchangeCode: return QColor(0xcc, 0x79, 0xa7);        // reddish purple
    case TileMemoryStack::ControlCode: return QColor(0x56, 0xb4, 0xe9);         // sky blue
    case TileMemoryStack::Other: return QColor(0x99, 0x99, 0x33);               // olive (Tol)
    case TileMemoryStack::Gaps: return QColor(0xa0, 0xa0, 0xa0);                // grey
    }
    return {};
}

QColor outOfMemoryColor() { return QColor(0xd5, 0x5e, 0x00); }

TileMemoryStack tileMemoryStackOf(MemoryCategory category)
{
    switch (category) {
    case MemoryCategory::AlwaysLiveVariable:
    case MemoryCategory::Constant:
        return TileMemoryStack::AlwaysLiveVariables;
    case MemoryCategory::NotAlwaysLiveVariable:
        return TileMemoryStack::NotAlwaysLivePeak;
    case MemoryCategory::VertexCode:
        return TileMemoryStack::VertexCode;
    case MemoryCategory::VertexInstanceState:
    case MemoryCategory::VertexFieldData:
    case MemoryCategory::VectorListDescriptor:
    case MemoryCategory::CopyDescriptor:
        return TileMemoryStack::VertexState;
    case MemoryCategory::InternalExchangeCode:
    case MemoryCategory::HostExchangeCode:
    case MemoryCategory::GlobalExchangeCode:
    case MemoryCategory::HostExchangePacketHeader:
    case MemoryCategory::GlobalExchangePacketHeader:
        return TileMemoryStack::ExchangeCode;
    case MemoryCategory::ControlCode:
    case MemoryCategory::ControlId:
    case MemoryCategory::ControlTable:
        return TileMemoryStack::ControlCode;
    case MemoryCategory::InstrumentationResults:
    case MemoryCategory::Stack:
    case MemoryCategory::MessageBuffer:
        return TileMemoryStack::Other;
    }
    return TileMemoryStack::Other;
}

QString tileMemoryStackContents(TileMemoryStack stack)
{
    if (stack == TileMemoryStack::NotAlwaysLivePeak)
        return TileMemoryStackText::tr("The most not-always-live variable bytes live at the same time on the tile.");
    if (stack == TileMemoryStack::Gaps)
        return TileMemoryStackText::tr("Holes between variables left by alignment and placement rules.");
    QStringList names;
    for (MemoryCategory category : allMemoryCategories())
        if (category != MemoryCategory::NotAlwaysLiveVariable && tileMemoryStackOf(category) == stack)
            names.append(QString::fromUtf8(memoryCategoryName(category)));
    return names.join(QStringLiteral(", "));
}

std::uint64_t TileMemoryStacks::totalBytes(std::size_t tile, bool includeGaps) const
{
    std::uint64_t total = 0;
    for (std::size_t s = 0; s < kTileMemoryStackCount; ++s)
        total += bytes[s][tile];
    return includeGaps ? total : total - bytes[stackIndex(TileMemoryStack::Gaps)][tile];
}

TileMemoryStacks tileMemoryStacks(const Report& report)
{
    const TileMemory& memory = report.memory;
    const std::size_t tiles = memory.tileCount();
    TileMemoryStacks stacks;
    stacks.bytesPerTile = report.target.bytesPerTile;
    stacks.tilesPerIpu = report.target.tilesPerIpu;
    stacks.ipus = report.target.ipus;
    for (auto& column : stacks.bytes)
        column.assign(tiles, 0);
    // The not-always-live category sums variables that may share addresses over time; what the
    // tile must hold is their peak, which core reports per tile.
    for (MemoryCategory category : allMemoryCategories()) {
        if (category == MemoryCategory::NotAlwaysLiveVariable)
            continue;
        auto& column = stacks.bytes[stackIndex(tileMemoryStackOf(category))];
        const auto& nonInterleaved = memory.nonInterleavedBytes[categoryIndex(category)];
        const auto& interleaved = memory.interleavedBytes[categoryIndex(category)];
        if (nonInterleaved.size() != tiles || interleaved.size() != tiles)
            continue; // a column the report left empty counts as zero bytes
        for (std::size_t t = 0; t < tiles; ++t)
            column[t] += nonInterleaved[t] + interleaved[t];
    }
    auto copyColumn = [tiles](const std::vector<std::uint64_t>& from, std::vector<std::uint64_t>& to) {
        if (from.size() == tiles)
            to = from;
    };
    copyColumn(memory.peakNotAlwaysLiveBytes, stacks.bytes[stackIndex(TileMemoryStack::NotAlwaysLivePeak)]);
    copyColumn(memory.gapBytes, stacks.bytes[stackIndex(TileMemoryStack::Gaps)]);
    stacks.overflowBytes.assign(tiles, 0);
    copyColumn(memory.overflowBytes, stacks.overflowBytes);
    stacks.roomToSpareBytes.resize(tiles);
    for (std::size_t t = 0; t < tiles; ++t)
        stacks.roomToSpareBytes[t] = tileRoomToSpare(report, std::uint32_t(t));
    return stacks;
}

} // namespace tilescope::gui
