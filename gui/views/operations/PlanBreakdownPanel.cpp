#include "views/operations/PlanBreakdownPanel.h"

#include "models/ByteFormat.h"
#include "models/QtText.h"
#include "report/OperationTable.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QLocale>
#include <QTableWidget>

namespace tilescope::gui {
namespace {

// "the budget met: 0.8 x 624 KiB = 499.2 KiB" or why there is none.
QString budgetText(const Report& report, std::int32_t operation)
{
    const auto i = std::size_t(operation);
    const auto budget = planBudgetBytes(report.operations, operation);
    if (report.operations.plannerPhase[i] == PlannerPhase::Phase2)
        return PlanBreakdownPanel::tr("no budget met: planned for minimum memory");
    return PlanBreakdownPanel::tr("budget %1 × %2 = %3")
        .arg(QLocale().toString(report.operations.availableMemoryProportion[i], 'g', 3),
             formatBytes(report.target.bytesPerTile), formatBytes(budget));
}

} // namespace

PlanBreakdownPanel::PlanBreakdownPanel(QWidget* parent)
    : QWidget(parent), headline_(new QLabel), table_(new QTableWidget(this))
{
    setObjectName(QStringLiteral("planBreakdown"));
    headline_->setObjectName(QStringLiteral("planBreakdownHeadline"));
    headline_->setWordWrap(true);
    headline_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    table_->setObjectName(QStringLiteral("planTermsTable"));
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionMode(QAbstractItemView::NoSelection);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setStretchLastSection(true);
    // Rows as tight as the text: the nine terms and the total should show without scrolling.
    table_->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    // The headline beside the terms, so that the table has the pane's whole height.
    headline_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    // A short pane (a projector's) scrolls the headline rather than cutting it.
    auto* headlineArea = new QScrollArea(this);
    headlineArea->setFrameShape(QFrame::NoFrame);
    headlineArea->setWidgetResizable(true);
    headlineArea->setWidget(headline_);
    layout->addWidget(headlineArea, 2);
    layout->addWidget(table_, 3);
    showOperation(nullptr, nullptr, {}, {}, {});
}

void PlanBreakdownPanel::showOperation(const Report* source, const Report* target, const QString& sourceName,
                                       const QString& targetName, const QString& operation)
{
    const std::array<const Report*, 2> reports{source, target};
    const auto rowIn = [&operation](const Report* report) {
        return report && !operation.isEmpty() ? findOperation(report->operations, operation.toStdString()) : kNone;
    };
    const std::array<std::int32_t, 2> rows{rowIn(source), rowIn(target)};
    std::array<std::vector<PlanTempTerm>, 2> terms;
    for (std::size_t side = 0; side < 2; ++side)
        if (rows[side] != kNone)
            terms[side] = planTempTerms(reports[side]->operations, rows[side]);
    const bool any = !terms[0].empty() || !terms[1].empty();
    table_->clear();
    table_->setVisible(any);
    if (!any) {
        headline_->setText(operation.isEmpty()
                               ? tr("Select a convolution or matmul to see its plan's temporary memory by term.")
                               : tr("%1 has no plan: only convolutions and matmuls are planned.").arg(operation));
        return;
    }
    const bool comparing = target != nullptr;
    // The vertex of each report starts its line, the tiles and budget on the next.
    QStringList lines{operation};
    for (std::size_t side = 0; side < (comparing ? 2u : 1u); ++side) {
        const QString prefix = comparing ? (side == 0 ? sourceName : targetName) + QStringLiteral(": ") : QString();
        if (rows[side] == kNone || terms[side].empty()) {
            lines.append(prefix + tr("no plan"));
            continue;
        }
        const auto& r = *reports[side];
        const auto i = std::size_t(rows[side]);
        // A vertex name has no space; a zero-width space after its "::" and commas lets a narrow
        // pane wrap it there.
        QString vertex = qtText(r.operations.vertexType[i]);
        vertex.replace(QStringLiteral("::"), QStringLiteral("::\u200B")).replace(u',', QStringLiteral(",\u200B"));
        lines.append(prefix + vertex);
        lines.append(tr("on %n tile(s), %1", nullptr, int(r.operations.tilesUsed[i])).arg(budgetText(r, rows[side])));
        // The plan itself: its splits, serial steps and transforms (an expanded kernel, a narrow
        // AMP vertex), which explain the terms below.
        if (!r.operations.plan[i].empty())
            lines.append(tr("plan: %1").arg(qtText(r.operations.plan[i])));
    }
    headline_->setText(lines.join(u'\n'));

    // The figures first and the terms' names last, stretched: a narrow panel keeps both reports'
    // columns in sight and cuts only the end of a name.
    const std::vector<PlanTempTerm>& labels = terms[0].empty() ? terms[1] : terms[0];
    const int figures = comparing ? 2 : 1;
    table_->setColumnCount(figures + 1);
    table_->setHorizontalHeaderLabels(comparing ? QStringList{sourceName, targetName, tr("Term (PopLibs)")}
                                                : QStringList{tr("Bytes per tile"), tr("Term (PopLibs)")});
    table_->setRowCount(int(labels.size()) + 1);
    const auto cell = [](const QString& text, bool number) {
        auto* item = new QTableWidgetItem(text);
        if (number)
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        return item;
    };
    for (std::size_t t = 0; t <= labels.size(); ++t) {
        const bool total = t == labels.size();
        table_->setItem(int(t), figures, cell(total ? tr("Total, (g) + (e) + max((b), (c) + (a), (d)) + (f): compared with the budget") : qtText(labels[t].label), false));
        for (std::size_t side = 0; side < std::size_t(figures); ++side) {
            QString text = QStringLiteral("–");
            if (!terms[side].empty())
                text = formatBytes(total ? reports[side]->operations.tempBytesPerTile[std::size_t(rows[side])]
                                         : terms[side][t].bytes);
            table_->setItem(int(t), int(side), cell(text, true));
        }
    }
    table_->resizeColumnsToContents();
}

} // namespace tilescope::gui
