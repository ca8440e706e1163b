#pragma once
// A report's bytes -> its nlohmann::json document, in either encoding. Internal to core/report.

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>

namespace tilescope {

class ReportInput;

/// The document of a report read from `input`: JSON text when the first byte that is not white
/// space is '{' or '[', otherwise CBOR (packed columns become binary values tagged with their kind).
/// Throws Error(FileUnreadable) naming `fileName` when the input is empty or cannot be parsed, and
/// lets through what the input throws (Error(Cancelled), read errors).
nlohmann::json readReportDocument(ReportInput& input, const std::string& fileName);

/// The document's top-level members read from `input` until the value of `lastKey` begins (which is
/// not read): what comes before it in the file, which for Tilescope's own reports (their keys in
/// sorted order) is a few small members. `lastKeyIsNull` says whether that value is null; it is
/// empty when the key never came. Throws as readReportDocument for what it reads.
nlohmann::json readReportDocumentUntil(ReportInput& input, const std::string& fileName, const std::string& lastKey,
                                       std::optional<bool>& lastKeyIsNull);

} // namespace tilescope
