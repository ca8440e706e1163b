#include "models/ProgramDetails.h"

#include "models/ByteFormat.h"
#include "models/QtText.h"

#include <QLocale>
#include <QStringList>

#include <vector>

namespace tilescope::gui {
namespace {

QString escaped(const std::string& text) { return qtText(text).toHtmlEscaped(); }

// An identifier ("poplin::ConvPartial1x1Out<float,float,true>", "layer1.0/conv") that may wrap
// where its parts meet rather than anywhere in a word: a zero-width space after each separator.
QString breakable(const std::string& text)
{
    QString html = escaped(text);
    for (const QString& separator : {QStringLiteral("::"), QStringLiteral(","), QStringLiteral("/"), QStringLiteral("&lt;")})
        html.replace(separator, separator % QChar(0x200B));
    return html;
}

// A two-column table of figures; `rows` are (label, already escaped value). Labels never wrap
// ("availableMemoryProportion" is one word): the values take the width that is left.
QString table(const std::vector<std::pair<QString, QString>>& rows)
{
    if (rows.empty())
        return {};
    QString html = QStringLiteral("<table cellspacing='0' cellpadding='2'>");
    for (const auto& [label, value] : rows)
        html += QStringLiteral("<tr><td style='white-space:nowrap; padding-right:12px'><b>") % label.toHtmlEscaped()
                % QStringLiteral("</b></td><td>") % value % QStringLiteral("</td></tr>");
    return html + QStringLiteral("</table>");
}

QString heading(const QString& text) { return QStringLiteral("<h3>") % text.toHtmlEscaped() % QStringLiteral("</h3>"); }

bool validNode(const Report& report, std::int32_t node)
{
    return node >= 0 && std::size_t(node) < report.programs.size();
}

} // namespace

std::int32_t ProgramDetails::operationOf(const Report& report, std::int32_t node)
{
    // Parents precede children in pre-order, so the walk up ends; the bound guards bad links.
    for (std::size_t steps = 0; validNode(report, node) && steps <= report.programs.size(); ++steps) {
        const std::int32_t op = report.programs.operation[std::size_t(node)];
        if (op >= 0 && std::size_t(op) < report.operations.size())
            return op;
        const std::int32_t parent = report.programs.parent[std::size_t(node)];
        node = parent < node ? parent : kNone;
    }
    return kNone;
}

QString ProgramDetails::phaseExplanation(PlannerPhase phase)
{
    switch (phase) {
    case PlannerPhase::NotPlanned: return tr("The operation was not planned by the convolution planner.");
    case PlannerPhase::Phase1:
        return tr("Phase 1: the planner found plans whose temporary memory fits within availableMemoryProportion "
                  "of the tile's memory and chose the fastest of them.");
    case PlannerPhase::Phase2:
        return tr("Phase 2: no plan fits within availableMemoryProportion of the tile's memory, so the planner "
                  "logged \"Warning: convolution planner unable to meet memory target. Optimising for minimum "
                  "memory.\" and chose the plan with the least temporary memory, whatever its cycles. Lowering "
                  "availableMemoryProportion further will not shrink this operation's temporary memory: to fit, "
                  "reduce the batch size or split the model (pipelining, phased execution).");
    }
    return {};
}

QString ProgramDetails::html(const Report& report, std::int32_t node)
{
    if (!validNode(report, node))
        return QStringLiteral("<p>") % tr("Select a program to see its details.").toHtmlEscaped() % QStringLiteral("</p>");
    const QLocale locale;
    const Programs& programs = report.programs;
    const auto i = std::size_t(node);
    const ProgramKind kind = programs.kind[i];
    const QString kindName = QString::fromUtf8(programKindName(kind));

    // The path from the root, so a node deep in a function is placed at a glance.
    QStringList path;
    for (std::int32_t p = programs.parent[i]; validNode(report, p) && path.size() < 64;
         p = programs.parent[std::size_t(p)] < p ? programs.parent[std::size_t(p)] : kNone)
        path.prepend(escaped(programs.name[std::size_t(p)]));

    QString html = QStringLiteral("<h2>") % escaped(programs.name[i]) % QStringLiteral("</h2>");
    std::vector<std::pair<QString, QString>> rows{{tr("Kind"), kindName.toHtmlEscaped()}};
    if (!path.isEmpty())
        rows.emplace_back(tr("Path"), path.join(QStringLiteral(" › ")));
    if (kind == ProgramKind::Repeat)
        rows.emplace_back(tr("Iterations"), locale.toString(programs.repeatCount[i]));
    if (kind == ProgramKind::Call) {
        const std::int32_t callee = programs.callee[i];
        // A link the view follows to the function's node (program:<node>).
        rows.emplace_back(tr("Calls"), validNode(report, callee)
                                           ? QStringLiteral("<a href='program:%1'>").arg(callee)
                                                 % tr("%1 (node %2)").arg(escaped(programs.name[std::size_t(callee)]),
                                                                          locale.toString(callee))
                                                 % QStringLiteral("</a>")
                                           : tr("unknown function"));
    }
    if (kind == ProgramKind::DoExchange || kind == ProgramKind::GlobalExchange || kind == ProgramKind::StreamCopy)
        rows.emplace_back(tr("Exchange bytes"), formatBytes(programs.exchangeBytes[i]).toHtmlEscaped());
    html += table(rows);

    const std::int32_t computeSet = programs.computeSet[i];
    const ComputeSets& sets = report.computeSets;
    if (kind == ProgramKind::OnTileExecute && computeSet >= 0 && std::size_t(computeSet) < sets.size()) {
        const auto c = std::size_t(computeSet);
        html += heading(tr("Compute set"));
        html += table({{tr("Name"), breakable(sets.name[c])}});
        html += QStringLiteral("<table cellspacing='0' cellpadding='2'><tr><th align='left'>") % tr("Vertex type")
                % QStringLiteral("</th><th align='right'>") % tr("Vertices") % QStringLiteral("</th><th align='right'>")
                % tr("Tiles") % QStringLiteral("</th><th align='right'>") % tr("Most per tile")
                % QStringLiteral("</th></tr>");
        for (auto v = sets.vertexBegin[c]; v < sets.vertexBegin[c + 1]; ++v)
            html += QStringLiteral("<tr><td style='padding-right:12px'>") % breakable(sets.vertexType[v])
                    % QStringLiteral("</td><td align='right'>") % locale.toString(qulonglong(sets.vertexCount[v]))
                    % QStringLiteral("</td><td align='right'>") % locale.toString(sets.vertexTiles[v])
                    % QStringLiteral("</td><td align='right'>") % locale.toString(sets.maxVerticesPerTile[v])
                    % QStringLiteral("</td></tr>");
        html += QStringLiteral("</table>");
    }

    const std::int32_t op = operationOf(report, node);
    html += heading(tr("Debug context"));
    if (op == kNone)
        return html + QStringLiteral("<p>") % tr("No operation: this program belongs to the framework.").toHtmlEscaped()
               % QStringLiteral("</p>");
    const Operations& ops = report.operations;
    const auto o = std::size_t(op);
    std::vector<std::pair<QString, QString>> context{{tr("Operation"), breakable(ops.name[o])},
                                                     {tr("Type"), escaped(ops.type[o])}};
    if (programs.operation[i] != op)
        context.emplace_back(tr("From"), tr("an enclosing program").toHtmlEscaped());
    if (!ops.layer[o].empty())
        context.emplace_back(tr("Layer"), escaped(ops.layer[o]));
    context.emplace_back(tr("IPU"), locale.toString(ops.ipu[o]));
    if (ops.pipelineStage[o] != kNone)
        context.emplace_back(tr("Pipeline stage"), locale.toString(ops.pipelineStage[o]));
    html += table(context);

    std::vector<std::pair<QString, QString>> options;
    if (ops.availableMemoryProportion[o] > 0.0)
        options.emplace_back(QStringLiteral("availableMemoryProportion"),
                             tr("%1 (temporary memory target: %2 of each tile's memory)")
                                 .arg(locale.toString(ops.availableMemoryProportion[o], 'g', 4),
                                      formatPercent(ops.availableMemoryProportion[o]))
                                 .toHtmlEscaped());
    if (!ops.partialsType[o].empty())
        options.emplace_back(QStringLiteral("partialsType"), escaped(ops.partialsType[o]));
    if (!options.empty())
        html += heading(tr("Options")) + table(options);

    if (ops.plannerPhase[o] == PlannerPhase::NotPlanned && ops.plan[o].empty())
        return html;
    std::vector<std::pair<QString, QString>> plan;
    if (!ops.plan[o].empty())
        plan.emplace_back(tr("Plan"), escaped(ops.plan[o]));
    if (!ops.vertexType[o].empty())
        plan.emplace_back(tr("Vertex"), breakable(ops.vertexType[o]));
    plan.emplace_back(tr("Tiles used"), locale.toString(ops.tilesUsed[o]));
    plan.emplace_back(tr("Serial steps"), locale.toString(ops.serialSteps[o]));
    plan.emplace_back(tr("Cycles"), locale.toString(qulonglong(ops.cycles[o])));
    plan.emplace_back(tr("Temporary memory per tile"), formatBytes(ops.tempBytesPerTile[o]).toHtmlEscaped());
    plan.emplace_back(tr("Code (all tiles)"), formatBytes(ops.codeBytes[o]).toHtmlEscaped());
    if (ops.flops[o] > 0)
        plan.emplace_back(tr("FLOPs"), locale.toString(qulonglong(ops.flops[o])));
    const PlannerPhase phase = ops.plannerPhase[o];
    const QString phaseName = phase == PlannerPhase::Phase2   ? tr("2 (minimum memory)")
                              : phase == PlannerPhase::Phase1 ? tr("1 (fastest plan within the target)")
                                                              : tr("not planned");
    plan.emplace_back(tr("Planner phase"), phase == PlannerPhase::Phase2
                                               ? QStringLiteral("<b>⚠ ") % phaseName.toHtmlEscaped() % QStringLiteral("</b>")
                                               : phaseName.toHtmlEscaped());
    html += heading(tr("Plan")) + table(plan);
    html += QStringLiteral("<p>") % phaseExplanation(phase).toHtmlEscaped() % QStringLiteral("</p>");
    return html;
}

} // namespace tilescope::gui
