#include "views/operations/OperationsModel.h"

#include "models/ProgramDetails.h"
#include "models/QtText.h"
#include "report/OperationTable.h"

namespace tilescope::gui {
namespace {


} // namespace

OperationsModel::OperationsModel(QObject* parent) : ComparedTableModel(parent)
{
    setReports(nullptr, nullptr);
}

void OperationsModel::setReports(const Report* source, const Report* target)
{
    source_ = source;
    target_ = source ? target : nullptr;
    std::vector<RowPair> rows;
    if (source_ && target_) {
        for (const OperationPair& pair : matchOperationsByName(source_->operations, target_->operations))
            rows.push_back({pair.source, pair.target});
    } else if (source_) {
        for (int i = 0; i < int(source_->operations.size()); ++i)
            rows.push_back({i, -1});
    }
    // The fields read the reports through `this`, so that one list serves both sides.
    const auto ops = [this](int side) -> const Operations& { return report(side)->operations; };
    const auto text = [ops](TextColumn Operations::*column) {
        return [ops, column](int side, int row) { return QVariant(qtText((ops(side).*column)[std::size_t(row)])); };
    };
    const auto number = [ops](auto column) {
        return [ops, column](int side, int row) {
            return QVariant::fromValue(qulonglong((ops(side).*column)[std::size_t(row)]));
        };
    };
    std::vector<Field> fields{
        {tr("Operation"), Format::Text, text(&Operations::name), {}},
        {tr("Type"), Format::Text, text(&Operations::type), {}},
        {tr("Block"), Format::Text, text(&Operations::layer), tr("The model's block or layer the operation belongs to")},
        {tr("IPU"), Format::Text,
         [ops](int side, int row) { return QVariant(QString::number(ops(side).ipu[std::size_t(row)])); }, {}},
        {tr("Stage"), Format::Text,
         [ops](int side, int row) {
             const auto stage = ops(side).pipelineStage[std::size_t(row)];
             return QVariant(stage == kNone ? QString() : QString::number(stage));
         },
         tr("The pipeline stage (empty without pipelining)")},
        {tr("Cycles"), Format::Count, number(&Operations::cycles), tr("Estimated cycles of one execution")},
        {tr("Temporary bytes per tile"), Format::Bytes, number(&Operations::tempBytesPerTile),
         tr("Temporary memory on the operation's worst tile")},
        {tr("Code bytes"), Format::Bytes, number(&Operations::codeBytes), tr("Vertex code over all tiles")},
        {tr("FLOPs"), Format::Count, number(&Operations::flops), {}},
        {tr("availableMemoryProportion"), Format::Decimal,
         [ops](int side, int row) {
             const double amp = ops(side).availableMemoryProportion[std::size_t(row)];
             return amp > 0.0 ? QVariant(amp) : QVariant();
         },
         tr("The proportion of tile memory the planner may use for temporaries (empty: not a planned operation)")},
        {tr("Partials"), Format::Text, text(&Operations::partialsType), tr("The type of the partial sums")},
        {tr("Planner phase"), Format::Text,
         [ops](int side, int row) {
             const PlannerPhase phase = ops(side).plannerPhase[std::size_t(row)];
             return QVariant(phase == PlannerPhase::Phase1   ? tr("1")
                             : phase == PlannerPhase::Phase2 ? tr("2: minimum memory")
                                                             : QString());
         },
         ProgramDetails::phaseExplanation(PlannerPhase::Phase2)},
        {tr("Plan"), Format::Text, text(&Operations::plan), tr("The convolution planner's choice of splits")},
        {tr("Tiles used"), Format::Count, number(&Operations::tilesUsed), {}},
        {tr("Serial steps"), Format::Count, number(&Operations::serialSteps),
         tr("Steps the plan runs one after another (serial splits)")},
        {tr("Vertex"), Format::Text, text(&Operations::vertexType), {}},
    };
    setContent(std::move(fields), std::move(rows), source_ && target_);
}

QString OperationsModel::operationName(int row) const
{
    if (row < 0 || row >= rowCount())
        return {};
    const RowPair& pair = rowPair(row);
    return pair.source >= 0 ? qtText(source_->operations.name[std::size_t(pair.source)])
                            : qtText(target_->operations.name[std::size_t(pair.target)]);
}

int OperationsModel::rowOfOperation(const QString& name) const
{
    for (int row = 0; row < rowCount(); ++row)
        if (operationName(row) == name)
            return row;
    return -1;
}

} // namespace tilescope::gui
