#pragma once
// A report's bytes -> its nlohmann::json document, in either encoding. Internal to core/report.

#include <nlohmann/json_fwd.hpp>

#include <string>

namespace tilescope {

class ReportInput;

/// The document of a report read from `input`: JSON text when the first byte that is not white
/// space is '{' or '[', otherwise CBOR (packed columns become binary values tagged with their kind).
/// Throws Error(FileUnreadable) naming `fileName` when the input is empty or cannot be parsed, and
/// lets through what the input throws (Error(Cancelled), read errors).
nlohmann::json readReportDocument(ReportInput& input, const std::string& fileName);

} // namespace tilescope
