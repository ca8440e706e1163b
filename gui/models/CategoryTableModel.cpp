#include "models/CategoryTableModel.h"

#include "models/ByteFormat.h"
#include "models/QtText.h"

#include <QBrush>
#include <QColor>

#include <algorithm>
#include <numeric>

namespace tilescope::gui {
namespace {

QString libpvaName(MemoryCategory category)
{
    return qtText(memoryCategoryName(category));
}

} // namespace

CategoryTableModel::CategoryTableModel(QObject* parent) : TableModel(parent) {}

void CategoryTableModel::setReportNames(ReportNames names)
{
    names_ = std::move(names);
    emit headerDataChanged(Qt::Horizontal, 0, columns() - 1);
}

void CategoryTableModel::setSummaries(const ReportSummary* source, const ReportSummary* target)
{
    beginResetModel();
    rows_.clear();
    comparing_ = source && target;
    if (source) {
        const std::uint64_t total =
            std::accumulate(source->categoryBytes.begin(), source->categoryBytes.end(), std::uint64_t(0));
        for (const MemoryCategory category : allMemoryCategories()) {
            const std::uint64_t bytes = source->categoryBytes[categoryIndex(category)];
            const std::uint64_t targetBytes = comparing_ ? target->categoryBytes[categoryIndex(category)] : 0;
            if (bytes == 0 && targetBytes == 0)
                continue;
            rows_.push_back({category, bytes, total ? double(bytes) / double(total) : 0.0, targetBytes});
        }
        std::stable_sort(rows_.begin(), rows_.end(), [](const Row& a, const Row& b) { return a.bytes > b.bytes; });
    }
    endResetModel();
}

QString CategoryTableModel::categoryTitle(MemoryCategory category)
{
    // Summed over tiles, each at its own peak step: not the all-tiles peak of the liveness plot.
    if (category == MemoryCategory::NotAlwaysLiveVariable)
        return tr("Not-always-live variables (sum of tile peaks)");
    // Beside the Summary's always-live total, which also holds code and vertex state.
    if (category == MemoryCategory::AlwaysLiveVariable)
        return tr("Always-live variables (no code or state)");
    return categoryName(category);
}

QString CategoryTableModel::categoryName(MemoryCategory category)
{
    switch (category) {
    case MemoryCategory::AlwaysLiveVariable: return tr("Always-live variables");
    case MemoryCategory::NotAlwaysLiveVariable: return tr("Not-always-live variables");
    case MemoryCategory::Constant: return tr("Constants");
    case MemoryCategory::VertexCode: return tr("Vertex code");
    case MemoryCategory::VertexInstanceState: return tr("Vertex instance state");
    case MemoryCategory::VertexFieldData: return tr("Vertex field data");
    case MemoryCategory::VectorListDescriptor: return tr("Vector list descriptors");
    case MemoryCategory::CopyDescriptor: return tr("Copy descriptors");
    case MemoryCategory::ControlCode: return tr("Control code");
    case MemoryCategory::ControlId: return tr("Control IDs");
    case MemoryCategory::ControlTable: return tr("Control table");
    case MemoryCategory::InternalExchangeCode: return tr("Internal exchange code");
    case MemoryCategory::HostExchangeCode: return tr("Host exchange code");
    case MemoryCategory::GlobalExchangeCode: return tr("Global exchange code");
    case MemoryCategory::HostExchangePacketHeader: return tr("Host exchange packet headers");
    case MemoryCategory::GlobalExchangePacketHeader: return tr("Global exchange packet headers");
    case MemoryCategory::InstrumentationResults: return tr("Instrumentation results");
    case MemoryCategory::Stack: return tr("Stack");
    case MemoryCategory::MessageBuffer: return tr("Message buffers");
    }
    return libpvaName(category);
}

int CategoryTableModel::rows() const { return int(rows_.size()); }

int CategoryTableModel::columns() const { return comparing_ ? 5 : 3; }

QVariant CategoryTableModel::cell(int rowIndex, int column, int role) const
{
    const Row& row = rows_[std::size_t(rowIndex)];
    const std::int64_t delta = byteDelta(row.bytes, row.targetBytes);
    switch (role) {
    case Qt::DisplayRole:
        switch (Column(column)) {
        case CategoryColumn: return categoryTitle(row.category);
        case BytesColumn: return formatBytes(row.bytes);
        case ShareColumn: return formatPercent(row.share);
        case TargetBytesColumn: return formatBytes(row.targetBytes);
        case DifferenceColumn: return formatByteDelta(delta);
        }
        return {};
    case RawValueRole:
        switch (Column(column)) {
        case CategoryColumn: return int(categoryIndex(row.category));
        case BytesColumn: return qulonglong(row.bytes);
        case ShareColumn: return row.share;
        case TargetBytesColumn: return qulonglong(row.targetBytes);
        case DifferenceColumn: return qlonglong(delta);
        }
        return {};
    case Qt::ForegroundRole:
        // More memory is the direction that leads to out-of-memory: warm for growth, cool for savings.
        if (column == DifferenceColumn && delta != 0)
            return QBrush(delta > 0 ? QColor(0xd3, 0x2f, 0x2f) : QColor(0x2e, 0x7d, 0x32));
        return {};
    case Qt::ToolTipRole:
        // The libpva name, for users who script against PopVision's API.
        if (column == CategoryColumn)
            return libpvaName(row.category);
        return {};
    default:
        return {};
    }
}

bool CategoryTableModel::isTextColumn(int column) const { return column == CategoryColumn; }

QVariant CategoryTableModel::headerAlignment(int column) const
{
    return column == CategoryColumn ? QVariant() : alignment(false);
}

QVariant CategoryTableModel::header(int column, int role) const
{
    if (role == Qt::ToolTipRole) {
        // The whole command: the header names only what differs.
        const QString tip = column == BytesColumn && comparing_ ? names_.sourceToolTip
                            : column == TargetBytesColumn       ? names_.targetToolTip
                            : column == DifferenceColumn        ? names_.differenceToolTip()
                                                                : QString();
        return tip.isEmpty() ? QVariant() : QVariant(tip);
    }
    switch (Column(column)) {
    case CategoryColumn: return tr("Category");
    case BytesColumn: return comparing_ ? names_.sourceTitle() : tr("Memory");
    case ShareColumn: return tr("Share");
    case TargetBytesColumn: return names_.targetTitle();
    case DifferenceColumn: return names_.differenceTitle();
    }
    return {};
}

} // namespace tilescope::gui
