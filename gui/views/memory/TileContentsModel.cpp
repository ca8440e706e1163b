#include "views/memory/TileContentsModel.h"

#include "models/CategoryTableModel.h"
#include "models/QtText.h"
#include "models/TraceWords.h"

namespace tilescope::gui {
namespace {

QVariant text(const std::string& value) { return qtText(value); }
QVariant number(std::uint64_t value) { return QVariant::fromValue(qulonglong(value)); }

QVariant operationName(const Report& report, std::int32_t op)
{
    return op >= 0 && std::size_t(op) < report.operations.size() ? text(report.operations.name[std::size_t(op)])
                                                                  : QVariant();
}

} // namespace

TileContentsModel::TileContentsModel(List list, QObject* parent) : ComparedTableModel(parent), list_(list)
{
    setContents(nullptr, nullptr);
}

void TileContentsModel::setContents(const Report* report, std::shared_ptr<const TileContents> contents)
{
    report_ = contents ? report : nullptr;
    contents_ = report_ ? std::move(contents) : nullptr;
    std::size_t count = 0;
    if (contents_)
        count = list_ == List::Variables ? contents_->variables.size()
                : list_ == List::Vertices ? contents_->vertices.size()
                                          : contents_->exchanges.size();
    std::vector<RowPair> rows;
    for (std::size_t i = 0; i < count; ++i)
        rows.push_back({int(i), -1});
    setContent(list_ == List::Variables  ? variableFields()
               : list_ == List::Vertices ? vertexFields()
                                         : exchangeFields(),
               std::move(rows), false);
}

std::vector<ComparedTableModel::Field> TileContentsModel::variableFields() const
{
    const auto variable = [this](int row) -> const TileVariable& { return contents_->variables[std::size_t(row)]; };
    const auto step = [this, variable](int row, bool first) {
        const auto index = std::size_t(variable(row).variable);
        const std::int32_t s = first ? report_->variables.firstStep[index] : report_->variables.lastStep[index];
        return s == kNone ? QVariant() : number(std::uint64_t(s));
    };
    return {
        {tr("Variable"), Format::Text,
         [this, variable](int, int row) { return text(report_->variables.name[std::size_t(variable(row).variable)]); }, {}},
        {tr("Category"), Format::Text,
         [this, variable](int, int row) {
             return QVariant(CategoryTableModel::categoryTitle(report_->variables.category[std::size_t(variable(row).variable)]));
         },
         {}},
        {tr("Bytes on the tile"), Format::Bytes, [variable](int, int row) { return number(variable(row).bytes); }, {}},
        {tr("Offset"), Format::Count, [variable](int, int row) { return number(variable(row).offset); },
         tr("The variable's address on this tile, in bytes")},
        {tr("Live from step"), Format::Count, [step](int, int row) { return step(row, true); },
         tr("Empty for an always-live variable")},
        {tr("Live to step"), Format::Count, [step](int, int row) { return step(row, false); }, {}},
    };
}

std::vector<ComparedTableModel::Field> TileContentsModel::vertexFields() const
{
    const auto vertex = [this](int row) -> const TileVertex& { return contents_->vertices[std::size_t(row)]; };
    const auto cycles = [this, vertex](int row) {
        for (const TileComputeSet& set : contents_->computeSets)
            if (set.computeSet == vertex(row).computeSet)
                return set.cycles;
        return std::uint64_t(0);
    };
    return {
        {tr("Compute set"), Format::Text,
         [this, vertex](int, int row) { return text(report_->computeSets.name[std::size_t(vertex(row).computeSet)]); }, {}},
        {tr("Operation"), Format::Text,
         [this, vertex](int, int row) {
             return operationName(*report_, report_->computeSets.operation[std::size_t(vertex(row).computeSet)]);
         },
         {}},
        {tr("Vertex type"), Format::Text,
         [this, vertex](int, int row) { return text(report_->computeSets.vertexType[vertex(row).vertexEntry]); }, {}},
        {tr("Vertices"), Format::Count, [vertex](int, int row) { return number(vertex(row).count); },
         tr("Instances on this tile: the type's instances spread over its tiles")},
        {tr("State bytes (≈)"), Format::Bytes, [vertex](int, int row) { return number(vertex(row).stateBytes); },
         tr("The tile's vertex state, shared among its vertices by count: the report keeps it per tile only")},
        {tr("Cycles on the tile"), Format::Count,
         [this, cycles](int, int row) { return contents_->computeSetsFromExecution ? number(cycles(row)) : QVariant(); },
         tr("From the compute set's tile balance (needs an execution profile)")},
    };
}

std::vector<ComparedTableModel::Field> TileContentsModel::exchangeFields() const
{
    const auto exchange = [this](int row) -> const TileExchange& { return contents_->exchanges[std::size_t(row)]; };
    return {
        {tr("Exchange"), Format::Text,
         [this, exchange](int, int row) { return text(report_->programs.name[std::size_t(exchange(row).program)]); }, {}},
        {tr("Kind"), Format::Text,
         [this, exchange](int, int row) {
             return QVariant(TraceWords::kindName(traceKindOfProgram(report_->programs.kind[std::size_t(exchange(row).program)])));
         },
         {}},
        {tr("Operation"), Format::Text,
         [this, exchange](int, int row) {
             return operationName(*report_, report_->programs.operation[std::size_t(exchange(row).program)]);
         },
         {}},
        {tr("Bytes in"), Format::Bytes, [exchange](int, int row) { return number(exchange(row).bytesIn); },
         tr("Received by each tile taking part")},
        {tr("Bytes out"), Format::Bytes, [exchange](int, int row) { return number(exchange(row).bytesOut); },
         tr("Sent by each tile taking part")},
        {tr("Code bytes (≈)"), Format::Bytes, [exchange](int, int row) { return number(exchange(row).codeBytes); },
         tr("The tile's exchange code, shared among its exchanges by the bytes they move: the report keeps it per tile "
            "only")},
    };
}

} // namespace tilescope::gui
