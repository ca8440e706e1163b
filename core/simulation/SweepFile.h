#pragma once
// A sweep's results as files: JSON (the whole result, readable back, what the viewer opens) and
// CSV (one row per point, for spreadsheets). Shards written by the parts of a sweep run apart (a
// Slurm job array) merge into the file a local run writes.

#include "simulation/SweepRunner.h"

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace tilescope {

/// The `format` field of a sweep file.
inline constexpr const char* kSweepFormat = "tilescope-sweep";

/// The JSON text of `result` (the shard is written only for a part of a sweep).
std::string sweepToJson(const SweepResult& result);
/// Parses a sweep file's text; throws Error naming `fileName` and the JSON pointer of a bad field.
SweepResult parseSweep(std::string_view text, const std::string& fileName);
/// Reads a sweep file; throws Error(FileNotFound, FileUnreadable, InvalidField, ...) naming it.
SweepResult loadSweep(const std::string& path);
/// The kept report of point `index` of a sweep read from `sweepPath`, or empty when the sweep kept
/// none or the file is not there (its directory is taken relative to the sweep file's, then as is).
std::string keptReportPath(const SweepResult& result, const std::string& sweepPath, std::size_t index);
/// True when `text` starts like a sweep file (its format field), so File > Open can tell it from a
/// report without parsing all of it.
bool looksLikeSweep(std::string_view text);

/// One line per point: the point's number, its value on each axis, then the figures.
std::string sweepToCsv(const SweepResult& result);

/// Merges the shards of one sweep into the whole result a local run gives. Throws
/// Error(InvalidField) naming the shards' files when they are of different sweeps, when a shard is
/// given twice or is incomplete, and when shards are missing (naming their numbers).
SweepResult mergeSweepShards(const std::vector<SweepResult>& shards, const std::vector<std::string>& files);

} // namespace tilescope
