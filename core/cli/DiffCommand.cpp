// `diff`: what changed from one report to another, as aligned tables or a stable JSON object. The
// figures come from diffReports; this file only words and aligns them.

#include "cli/CliContext.h"

#include "report/ReportDiff.h"
#include "report/ReportIO.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <iomanip>
#include <iostream>
#include <sstream>

namespace tilescope::cli {
namespace {

constexpr const char* kAbsent = "n/a";

/// Rows of cells printed in columns: the first left-aligned, the others right-aligned.
class TextTable {
public:
    explicit TextTable(std::vector<std::string> header) { rows_.push_back(std::move(header)); }
    void add(std::vector<std::string> row) { rows_.push_back(std::move(row)); }

    void print(std::ostream& out, const std::string& indent) const
    {
        std::vector<std::size_t> widths;
        for (const auto& row : rows_) {
            widths.resize(std::max(widths.size(), row.size()), 0);
            for (std::size_t c = 0; c < row.size(); ++c)
                widths[c] = std::max(widths[c], row[c].size());
        }
        for (const auto& row : rows_) {
            std::string line = indent;
            for (std::size_t c = 0; c < row.size(); ++c) {
                const auto pad = std::string(widths[c] - row[c].size(), ' ');
                line += c == 0 ? row[c] + pad : "  " + pad + row[c];
            }
            while (!line.empty() && line.back() == ' ')
                line.pop_back();
            out << line << '\n';
        }
    }

private:
    std::vector<std::vector<std::string>> rows_;
};

std::string fixed(double value, int decimals)
{
    std::ostringstream out;
    out << std::fixed << std::setprecision(decimals) << value;
    return out.str();
}

std::string signedBytes(double difference)
{
    if (difference == 0)
        return "0 B";
    return (difference > 0 ? "+" : "-") + formatBytes(std::uint64_t(std::llround(std::fabs(difference))));
}

std::string signedCount(std::int64_t difference) { return (difference > 0 ? "+" : "") + std::to_string(difference); }

std::string percent(std::optional<double> value)
{
    if (!value || *value == 0.0)
        return "";
    return (*value > 0 ? "+" : "") + fixed(*value, 1) + "%";
}

std::string percentOf(std::uint64_t source, std::uint64_t target)
{
    if (source == 0 || source == target)
        return "";
    return percent((double(target) - double(source)) / double(source) * 100.0);
}

std::string figureText(std::optional<double> value, FigureUnit unit)
{
    if (!value)
        return kAbsent;
    switch (unit) {
    case FigureUnit::Bytes:
        return formatBytes(std::uint64_t(std::llround(*value)));
    case FigureUnit::Cycles:
        return std::to_string(std::llround(*value));
    case FigureUnit::SamplesPerSecond:
        return fixed(*value, 1);
    }
    return kAbsent;
}

std::string differenceText(const FigureChange& f)
{
    const auto difference = f.difference();
    if (!difference)
        return kAbsent;
    switch (f.unit) {
    case FigureUnit::Bytes:
        return signedBytes(*difference);
    case FigureUnit::Cycles:
        return signedCount(std::llround(*difference));
    case FigureUnit::SamplesPerSecond:
        return (*difference > 0 ? "+" : "") + fixed(*difference, 1);
    }
    return kAbsent;
}

std::string figureLabel(const std::string& name)
{
    static const std::vector<std::pair<std::string, std::string>> labels = {
        {"totalMemoryBytes", "Total memory"},
        {"totalMemoryBytesExcludingGaps", "Total memory excluding gaps"},
        {"gapBytes", "Gaps"},
        {"alwaysLiveBytes", "Always-live"},
        {"peakNotAlwaysLiveBytes", "Peak not-always-live"},
        {"worstTileBytes", "Worst tile"},
        {"codeBytes", "Code"},
        {"cyclesPerIteration", "Cycles per iteration"},
        {"samplesPerSecond", "Samples per second"},
    };
    for (const auto& [key, label] : labels)
        if (key == name)
            return label;
    return name;
}

std::string describeSide(const std::string& path, const std::string& model, const Target& target)
{
    return path + " (" + model + ", " + std::string(archName(target.arch)) + ", " + std::to_string(target.ipus) +
           " IPU(s) x " + std::to_string(target.tilesPerIpu) + " tiles, " + std::to_string(target.replicas) +
           " replica(s))";
}

void printHeadline(const ReportDiff& d, std::ostream& out)
{
    TextTable table({"", "source", "target", "difference", ""});
    table.add({"Fits", d.sourceFits ? "yes" : "NO (out of memory)", d.targetFits ? "yes" : "NO (out of memory)",
               d.sourceFits == d.targetFits ? "" : d.targetFits ? "fits now" : "no longer fits", ""});
    for (const auto& f : d.figures) {
        auto source = figureText(f.source, f.unit);
        auto target = figureText(f.target, f.unit);
        if (f.name == "worstTileBytes") {
            source = "tile " + std::to_string(d.sourceWorstTile.id) + ": " + source;
            target = "tile " + std::to_string(d.targetWorstTile.id) + ": " + target;
        }
        table.add({figureLabel(f.name), source, target, differenceText(f), percent(f.percentChange())});
    }
    table.print(out, "");
}

void printCategories(const ReportDiff& d, std::ostream& out)
{
    TextTable table({"Memory by category", "source", "target", "difference", ""});
    for (const auto& c : d.categories) {
        if (c.source == 0 && c.target == 0)
            continue;
        const FigureChange f{c.name, FigureUnit::Bytes, c.source, c.target};
        table.add({c.name, figureText(f.source, f.unit), figureText(f.target, f.unit), differenceText(f),
                   percent(f.percentChange())});
    }
    table.print(out, "");
}

void printIpus(const ReportDiff& d, std::ostream& out)
{
    if (d.ipus.empty()) {
        out << "IPUs: neither report has an execution profile\n";
        return;
    }
    TextTable table({"IPU", "utilisation", "", "difference", "busy cycles", "", "difference"});
    table.add({"", "source", "target", "", "source", "target", ""});
    for (const auto& ipu : d.ipus) {
        auto utilisation = [](const std::optional<IpuExecution>& e) {
            return e ? fixed(e->utilisation * 100, 1) + "%" : kAbsent;
        };
        auto busy = [](const std::optional<IpuExecution>& e) {
            return e ? std::to_string(e->busyCycles) : kAbsent;
        };
        std::string utilisationDifference = kAbsent, busyDifference = kAbsent;
        if (ipu.source && ipu.target) {
            const auto points = (ipu.target->utilisation - ipu.source->utilisation) * 100;
            utilisationDifference = (points > 0 ? "+" : "") + fixed(points, 1) + " pt";
            busyDifference = signedCount(std::int64_t(ipu.target->busyCycles) - std::int64_t(ipu.source->busyCycles));
        }
        table.add({std::to_string(ipu.id), utilisation(ipu.source), utilisation(ipu.target), utilisationDifference,
                   busy(ipu.source), busy(ipu.target), busyDifference});
    }
    table.print(out, "");
}

void printOperationList(const std::string& title, const std::vector<OperationChange>& changes, bool byCycles,
                        std::ostream& out)
{
    if (changes.empty())
        return;
    out << '\n' << title << '\n';
    TextTable table({"operation", "type", "source", "target", "difference", "", "plan"});
    for (const auto& c : changes) {
        const auto source = byCycles ? c.sourceCycles : c.sourceTempBytesPerTile;
        const auto target = byCycles ? c.targetCycles : c.targetTempBytesPerTile;
        const auto difference = byCycles ? c.cyclesDifference() : c.tempBytesDifference();
        table.add({c.name, c.type, byCycles ? std::to_string(source) : formatBytes(source),
                   byCycles ? std::to_string(target) : formatBytes(target),
                   byCycles ? signedCount(difference) : signedBytes(double(difference)), percentOf(source, target),
                   c.planChanged() ? "changed" : "same"});
    }
    table.print(out, "  ");
}

std::string namesList(const std::vector<std::string>& names, std::uint64_t count)
{
    std::string text;
    for (const auto& name : names)
        text += (text.empty() ? "" : ", ") + name;
    if (count > names.size())
        text += ", and " + std::to_string(count - names.size()) + " more";
    return text;
}

void printOperations(const ReportDiff& d, std::ostream& out)
{
    const auto& o = d.operations;
    out << "Operations: " << o.matched << " matched by name, " << o.changed << " changed, " << o.planChanges.size()
        << " with another plan; " << o.sourceOnlyCount << " only in the source, " << o.targetOnlyCount
        << " only in the target\n";
    if (o.sourceOnlyCount > 0)
        out << "  only in the source: " << namesList(o.sourceOnly, o.sourceOnlyCount) << '\n';
    if (o.targetOnlyCount > 0)
        out << "  only in the target: " << namesList(o.targetOnly, o.targetOnlyCount) << '\n';

    if (!o.types.empty()) {
        out << "\nCycles by operation type\n";
        TextTable table({"type", "operations", "", "cycles", "", "difference", ""});
        table.add({"", "source", "target", "source", "target", "", ""});
        for (const auto& t : o.types)
            table.add({t.type, std::to_string(t.sourceOperations), std::to_string(t.targetOperations),
                       std::to_string(t.sourceCycles), std::to_string(t.targetCycles),
                       signedCount(std::int64_t(t.targetCycles) - std::int64_t(t.sourceCycles)),
                       percentOf(t.sourceCycles, t.targetCycles)});
        table.print(out, "  ");
    }

    printOperationList("Cycles changed most (top " + std::to_string(kDiffTopOperations) + ")", o.byCycles, true, out);
    printOperationList("Temporary bytes per tile changed most (top " + std::to_string(kDiffTopOperations) + ")",
                       o.byTempBytes, false, out);
    if (!o.planChanges.empty()) {
        out << "\nPlans changed (" << o.planChanges.size() << ")\n";
        for (const auto& c : o.planChanges)
            out << "  " << c.name << " (" << c.type << ")\n"
                << "    source: " << (c.sourcePlan.empty() ? "(none)" : c.sourcePlan) << '\n'
                << "    target: " << (c.targetPlan.empty() ? "(none)" : c.targetPlan) << '\n';
    }
}

void printDiffText(const ReportDiff& d, const std::string& sourcePath, const std::string& targetPath,
                   std::ostream& out)
{
    out << "Source: " << describeSide(sourcePath, d.sourceModel, d.sourceTarget) << '\n'
        << "Target: " << describeSide(targetPath, d.targetModel, d.targetTarget) << '\n';
    for (const auto& note : d.notes)
        out << "Note: " << note << '\n';
    out << '\n';
    printHeadline(d, out);
    out << '\n';
    printCategories(d, out);
    out << '\n';
    printIpus(d, out);
    out << '\n';
    printOperations(d, out);
}

} // namespace

void addDiffCommand(CLI::App& app, int& exitCode)
{
    auto* diff = app.add_subcommand("diff", "Print what changed from one report (the source) to another (the target)");
    auto sourcePath = std::make_shared<std::string>();
    auto targetPath = std::make_shared<std::string>();
    auto json = std::make_shared<bool>(false);
    diff->add_option("SOURCE", *sourcePath, "Report to compare from (.json or .tsr)")->required();
    diff->add_option("TARGET", *targetPath, "Report to compare to (.json or .tsr)")->required();
    diff->add_flag("--json", *json, "Print a stable JSON object instead of text");
    diff->callback([=, &exitCode] {
        exitCode = runGuarded(
            [&] {
                const auto source = loadReport(*sourcePath);
                const auto target = loadReport(*targetPath);
                const auto d = diffReports(source, target);
                if (*json)
                    std::cout << reportDiffToJson(d).dump(2) << '\n';
                else
                    printDiffText(d, *sourcePath, *targetPath, std::cout);
                return int(kSuccess);
            },
            std::cerr);
    });
}

} // namespace tilescope::cli
