#pragma once
// The program tree (control programs, functions and their Sequence, Repeat, Call, OnTileExecute,
// exchange and sync nodes) as a lazy tree model. Reports can hold 100,000s of nodes: the child
// lists are built once, in O(n), from the pre-order parent column, and every index(), parent()
// and data() call is O(1).

#include "report/Report.h"

#include <QAbstractItemModel>

#include <cstdint>
#include <vector>

namespace tilescope::gui {

class ProgramTreeModel : public QAbstractItemModel {
    Q_OBJECT
public:
    enum Column { NameColumn, KindColumn, OperationColumn, ColumnCount };
    static constexpr int NodeRole = Qt::UserRole; // the node's row in Programs

    explicit ProgramTreeModel(QObject* parent = nullptr);

    /// Shows `report`'s program tree; null empties the model. The report must outlive the model
    /// or the next call.
    void setReport(const Report* report);
    const Report* report() const { return report_; }

    /// The index of program node `node` (an invalid index for -1 or an unknown node).
    QModelIndex indexOfNode(std::int32_t node, int column = NameColumn) const;
    /// The program node of an index, -1 for the invisible root.
    std::int32_t nodeOf(const QModelIndex& index) const;
    /// Nodes whose name, or whose operation's name or type, contains `text` (case-insensitive), in
    /// tree order. One pass over the names; empty for empty text.
    std::vector<std::int32_t> nodesMatching(const QString& text) const;

    /// Short text of a node's kind ("Repeat ×12").
    QString kindText(std::int32_t node) const;

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    bool hasChildren(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::int32_t parentOf(std::int32_t node) const { return parent_[std::size_t(node)]; }
    std::size_t childCount(std::int32_t node) const;

    const Report* report_ = nullptr;
    // Children of node n are children_[childBegin_[n], childBegin_[n + 1]); roots are listed apart.
    std::vector<std::int32_t> roots_;
    std::vector<std::uint32_t> childBegin_;
    std::vector<std::int32_t> children_;
    std::vector<std::int32_t> parent_;      // validated copy of Programs::parent (-1: root)
    std::vector<std::int32_t> rowInParent_; // the node's row under its parent (or among the roots)
};

} // namespace tilescope::gui
