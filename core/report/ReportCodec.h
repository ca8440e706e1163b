#pragma once
// Report <-> nlohmann::json, shared by the two encodings. Internal to core/report.

#include "report/Report.h"

#include <nlohmann/json_fwd.hpp>

#include <iosfwd>

namespace tilescope {

/// The JSON form of a report; with `packColumns` numeric columns become packed byte strings.
nlohmann::json reportToJson(const Report& report, bool packColumns);

/// Writes to `out` the bytes of nlohmann::json::to_cbor(reportToJson(report, true)), building one
/// top-level field's JSON at a time, so that the whole document is never in memory.
void writeReportCbor(const Report& report, std::ostream& out);

/// Reads a report from its JSON form (either column form); throws Error with the field's path.
/// Consumes the document: each column is freed once decoded, so that the document and the report
/// are never both whole in memory. Does not check cross-references: see validateReport.
Report reportFromJson(nlohmann::json&& j);

/// The diagnostics and engine options of a report's JSON form, the rest of the report left empty
/// (the first members of a file read without the others). Throws Error with the field's path.
Report reportHeadFromJson(nlohmann::json&& j);

/// Checks `format` and `version`; throws NotAReport / UnsupportedVersion / InvalidField.
void checkReportHeader(const nlohmann::json& j, std::uint32_t& major, std::uint32_t& minor);

} // namespace tilescope
