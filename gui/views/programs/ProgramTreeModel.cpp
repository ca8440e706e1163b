#include "views/programs/ProgramTreeModel.h"

#include "models/QtText.h"

#include <QLocale>

#include <algorithm>
#include <cctype>
#include <string_view>

namespace tilescope::gui {
namespace {

// ASCII case-insensitive search: names in reports are identifiers, and this keeps a search over
// 100,000s of nodes free of conversions to QString.
bool containsIgnoringCase(std::string_view haystack, std::string_view lowerNeedle)
{
    if (lowerNeedle.empty())
        return false;
    const auto it = std::search(haystack.begin(), haystack.end(), lowerNeedle.begin(), lowerNeedle.end(),
                                [](char a, char b) { return std::tolower(static_cast<unsigned char>(a)) == b; });
    return it != haystack.end();
}

} // namespace

ProgramTreeModel::ProgramTreeModel(QObject* parent) : QAbstractItemModel(parent) {}

void ProgramTreeModel::setReport(const Report* report)
{
    beginResetModel();
    report_ = report;
    roots_.clear();
    childBegin_.clear();
    children_.clear();
    parent_.clear();
    rowInParent_.clear();
    if (report) {
        const Programs& programs = report->programs;
        const std::size_t n = programs.size();
        parent_.resize(n);
        rowInParent_.resize(n);
        childBegin_.assign(n + 1, 0);
        // Pre-order: a parent precedes its children. A link that breaks this is shown as a root
        // rather than risk a cycle.
        for (std::size_t i = 0; i < n; ++i) {
            const std::int32_t p = i < programs.parent.size() ? programs.parent[i] : kNone;
            parent_[i] = p >= 0 && std::size_t(p) < i ? p : kNone;
            if (parent_[i] != kNone)
                ++childBegin_[std::size_t(parent_[i]) + 1];
        }
        for (std::size_t i = 0; i < n; ++i)
            childBegin_[i + 1] += childBegin_[i];
        children_.resize(childBegin_[n]);
        std::vector<std::uint32_t> fill(childBegin_.begin(), childBegin_.end() - 1);
        for (std::size_t i = 0; i < n; ++i) {
            const std::int32_t p = parent_[i];
            if (p == kNone) {
                rowInParent_[i] = std::int32_t(roots_.size());
                roots_.push_back(std::int32_t(i));
            } else {
                const std::uint32_t slot = fill[std::size_t(p)]++;
                children_[slot] = std::int32_t(i);
                rowInParent_[i] = std::int32_t(slot - childBegin_[std::size_t(p)]);
            }
        }
    }
    endResetModel();
}

std::size_t ProgramTreeModel::childCount(std::int32_t node) const
{
    if (node < 0)
        return roots_.size();
    return childBegin_[std::size_t(node) + 1] - childBegin_[std::size_t(node)];
}

QModelIndex ProgramTreeModel::indexOfNode(std::int32_t node, int column) const
{
    if (node < 0 || std::size_t(node) >= parent_.size() || column < 0 || column >= ColumnCount)
        return {};
    return createIndex(rowInParent_[std::size_t(node)], column, quintptr(node));
}

std::int32_t ProgramTreeModel::nodeOf(const QModelIndex& index) const
{
    return index.isValid() ? std::int32_t(index.internalId()) : kNone;
}

std::vector<std::int32_t> ProgramTreeModel::nodesMatching(const QString& text) const
{
    std::vector<std::int32_t> nodes;
    if (!report_ || text.trimmed().isEmpty())
        return nodes;
    const std::string needle = text.trimmed().toLower().toStdString();
    const Operations& operations = report_->operations;
    std::vector<bool> operationMatches(operations.size());
    for (std::size_t o = 0; o < operations.size(); ++o)
        operationMatches[o] =
            containsIgnoringCase(operations.name[o], needle) || containsIgnoringCase(operations.type[o], needle);
    const Programs& programs = report_->programs;
    // Tree order is the pre-order of the report, roots first to last: node ids in ascending order.
    for (std::size_t i = 0; i < parent_.size(); ++i) {
        const std::int32_t op = i < programs.operation.size() ? programs.operation[i] : kNone;
        if (containsIgnoringCase(programs.name[i], needle) ||
            (op >= 0 && std::size_t(op) < operationMatches.size() && operationMatches[std::size_t(op)]))
            nodes.push_back(std::int32_t(i));
    }
    return nodes;
}

QString ProgramTreeModel::kindText(std::int32_t node) const
{
    if (!report_ || node < 0 || std::size_t(node) >= parent_.size())
        return {};
    const Programs& programs = report_->programs;
    const auto i = std::size_t(node);
    // Kinds keep Poplar's class names: they are what the user's code and the vendor's docs say.
    const QString kind = QString::fromUtf8(programKindName(programs.kind[i]));
    if (programs.kind[i] == ProgramKind::Repeat && i < programs.repeatCount.size())
        return tr("%1 ×%2").arg(kind, QLocale().toString(programs.repeatCount[i]));
    return kind;
}

QModelIndex ProgramTreeModel::index(int row, int column, const QModelIndex& parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    const std::int32_t p = nodeOf(parent);
    if (std::size_t(row) >= childCount(p))
        return {};
    const std::int32_t node = p < 0 ? roots_[std::size_t(row)] : children_[childBegin_[std::size_t(p)] + std::size_t(row)];
    return createIndex(row, column, quintptr(node));
}

QModelIndex ProgramTreeModel::parent(const QModelIndex& child) const
{
    const std::int32_t node = nodeOf(child);
    if (node < 0)
        return {};
    return indexOfNode(parentOf(node));
}

int ProgramTreeModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid() && parent.column() != NameColumn)
        return 0;
    return int(childCount(nodeOf(parent)));
}

int ProgramTreeModel::columnCount(const QModelIndex&) const { return ColumnCount; }

bool ProgramTreeModel::hasChildren(const QModelIndex& parent) const { return rowCount(parent) > 0; }

QVariant ProgramTreeModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const std::int32_t node = nodeOf(index);
    const auto i = std::size_t(node);
    const Programs& programs = report_->programs;
    const std::int32_t op = programs.operation[i];
    const bool hasOperation = op >= 0 && std::size_t(op) < report_->operations.size();
    switch (role) {
    case Qt::DisplayRole:
        switch (Column(index.column())) {
        case NameColumn:
            if (!programs.name[i].empty())
                return qtText(programs.name[i]);
            return kindText(node);
        case KindColumn: return kindText(node);
        case OperationColumn:
            if (!hasOperation)
                return {};
            return tr("%1 (%2)").arg(qtText(report_->operations.name[std::size_t(op)]),
                                     qtText(report_->operations.type[std::size_t(op)]));
        case ColumnCount: break;
        }
        return {};
    case NodeRole: return node;
    case Qt::ToolTipRole:
        if (index.column() == NameColumn)
            return qtText(programs.name[i]);
        return {};
    default: return {};
    }
}

QVariant ProgramTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractItemModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case NameColumn: return tr("Program");
    case KindColumn: return tr("Kind");
    case OperationColumn: return tr("Operation");
    case ColumnCount: break;
    }
    return {};
}

} // namespace tilescope::gui
