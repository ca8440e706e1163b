#pragma once
// Report <-> nlohmann::json, shared by the two encodings. Internal to core/report.

#include "report/Report.h"

#include <nlohmann/json_fwd.hpp>

namespace tilescope {

/// The JSON form of a report; with `packColumns` numeric columns become packed byte strings.
nlohmann::json reportToJson(const Report& report, bool packColumns);

/// Reads a report from its JSON form (either column form); throws Error with the field's path.
/// Consumes the document: each column is freed once decoded, so that the document and the report
/// are never both whole in memory. Does not check cross-references: see validateReport.
Report reportFromJson(nlohmann::json&& j);

/// Checks `format` and `version`; throws NotAReport / UnsupportedVersion / InvalidField.
void checkReportHeader(const nlohmann::json& j, std::uint32_t& major, std::uint32_t& minor);

} // namespace tilescope
