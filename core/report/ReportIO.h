#pragma once
// Reading and writing reports. One schema, two encodings: JSON (readable, diffable) and a compact
// binary one (CBOR with numeric columns packed as little-endian byte strings).

#include "report/Report.h"

#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace tilescope {

enum class ReportEncoding { Json, Binary };

/// The encoding a file name asks for: Json for ".json", Binary otherwise (".tsr").
ReportEncoding encodingForPath(const std::string& path);

/// Parses `name` ("json" or "binary"); throws Error(InvalidOption) otherwise.
ReportEncoding parseEncoding(std::string_view name);

/// Serialises a report into bytes of the given encoding.
std::string serializeReport(const Report& report, ReportEncoding encoding);

/// Parses a report from bytes of either encoding (detected from the content).
/// Throws Error naming `fileName` and the JSON path of the offending field.
Report parseReport(std::string_view bytes, const std::string& fileName);

/// Loads a report file; throws Error(FileNotFound, FileUnreadable, NotAReport, ...) naming the file.
Report loadReport(const std::string& path);

/// Progress and cancellation of a long load. `stop` is polled between stages and each time the
/// parser reads a further chunk of the file; `progress` is called (on the loading thread) with the
/// fraction done, rising from 0 to 1.
struct LoadControl {
    const std::atomic<bool>* stop = nullptr;
    std::function<void(double)> progress;
};

/// As loadReport, reporting progress and stopping early (Error(Cancelled)) when asked.
Report loadReport(const std::string& path, const LoadControl& control);

/// Reads only as much of a report file as tells that it holds no execution profile: then the report
/// with its diagnostics and engine options alone (what missingExecutionReason needs), its other
/// members left unread. Nothing when it holds one, or when its first members do not tell (Tilescope
/// writes "execution" fourth, after "computeSets", "diagnostics" and "engineOptions"). Throws as
/// loadReport for what it reads.
std::optional<Report> loadReportIfWithoutExecution(const std::string& path);

/// Writes a report file, atomically (a temporary file renamed over the target).
/// Throws Error(WriteFailed) naming the file.
void saveReport(const Report& report, const std::string& path, ReportEncoding encoding);

/// Checks cross-references and sizes (column lengths, indices in range, no absurd values);
/// throws Error(InvalidField) with the JSON path of the first offending field.
void validateReport(const Report& report);

} // namespace tilescope
