#include "cli/SweepTable.h"

#include "cli/CliContext.h"

#include <algorithm>
#include <iomanip>
#include <map>
#include <ostream>
#include <sstream>

namespace tilescope::cli {
namespace {

// A cell's text: samples per second, "OOM +12.3 KiB" (the worst tile's excess) or "error".
std::string cellText(const SweepRow& row, bool best)
{
    std::ostringstream text;
    if (!row.error.empty())
        text << "error";
    else if (!row.fits)
        text << "OOM +" << formatBytes(row.worstTileExcessBytes);
    else
        text << std::fixed << std::setprecision(row.samplesPerSecond < 100 ? 1 : 0) << row.samplesPerSecond;
    if (best)
        text << " *";
    return text.str();
}

} // namespace

void printSweepTable(const SweepResult& result, std::ostream& out)
{
    const auto best = result.bestRow();
    const auto& axes = result.space.axes;
    std::size_t outOfMemory = 0, failed = 0;
    for (const auto& row : result.rows) {
        outOfMemory += row.error.empty() && !row.fits;
        failed += !row.error.empty();
    }
    out << result.rows.size() << " points: " << result.rows.size() - outOfMemory - failed << " fit, " << outOfMemory
        << " out of memory" << (failed ? ", " + std::to_string(failed) + " failed" : "") << '\n';

    if (axes.size() == 2 && result.shard.count == 1) {
        std::map<std::pair<std::string, std::string>, std::size_t> cells;
        for (std::size_t r = 0; r < result.rows.size(); ++r) {
            const auto values = result.space.valuesOf(result.rows[r].index);
            cells[{values[0], values[1]}] = r;
        }
        std::vector<std::vector<std::string>> texts;
        std::size_t width = axes[0].option.size();
        for (const auto& v : axes[0].values)
            width = std::max(width, v.size());
        std::vector<std::size_t> widths;
        for (const auto& column : axes[1].values) {
            std::size_t w = column.size();
            for (const auto& rowValue : axes[0].values)
                if (const auto it = cells.find({rowValue, column}); it != cells.end())
                    w = std::max(w, cellText(result.rows[it->second], best == it->second).size());
            widths.push_back(w);
        }
        out << "samples/s; rows: --" << axes[0].option << ", columns: --" << axes[1].option
            << " (OOM: out of memory, by the worst tile's excess; *: the best that fits)\n";
        out << std::setw(int(width)) << std::left << axes[0].option << std::right;
        for (std::size_t c = 0; c < axes[1].values.size(); ++c)
            out << "  " << std::setw(int(widths[c])) << axes[1].values[c];
        out << '\n';
        for (const auto& rowValue : axes[0].values) {
            out << std::setw(int(width)) << std::left << rowValue << std::right;
            for (std::size_t c = 0; c < axes[1].values.size(); ++c) {
                const auto it = cells.find({rowValue, axes[1].values[c]});
                out << "  " << std::setw(int(widths[c]))
                    << (it == cells.end() ? std::string("-") : cellText(result.rows[it->second], best == it->second));
            }
            out << '\n';
        }
    } else {
        for (std::size_t r = 0; r < result.rows.size(); ++r) {
            const SweepRow& row = result.rows[r];
            out << std::setw(6) << row.index << " ";
            const auto values = result.space.valuesOf(row.index);
            for (std::size_t a = 0; a < axes.size(); ++a)
                out << " --" << axes[a].option << " " << values[a];
            out << "  " << cellText(row, best == r);
            if (!row.error.empty())
                out << ": " << row.error;
            out << '\n';
        }
    }
    if (best) {
        const SweepRow& row = result.rows[*best];
        out << "Best: ";
        const auto values = result.space.valuesOf(row.index);
        for (std::size_t a = 0; a < axes.size(); ++a)
            out << (a ? ", " : "") << "--" << axes[a].option << " " << values[a];
        out << ": " << std::fixed << std::setprecision(1) << row.samplesPerSecond << " samples/s\n  " << row.command
            << '\n';
        out.unsetf(std::ios::fixed);
    } else if (result.shard.count == 1) {
        out << "No point fits.\n";
    }
}

} // namespace tilescope::cli
