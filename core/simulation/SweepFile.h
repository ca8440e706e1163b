#pragma once
// A sweep's results as files: JSON (the whole result, readable back, what the viewer opens) and
// CSV (one row per point, for spreadsheets). Shards written by the parts of a sweep run apart (a
// Slurm job array) merge into the file a local run writes. Files are written and read as streams,
// a row at a time (the reader is SweepFileReader.cpp), so that a sweep of 10^6 points costs no
// more than its rows.

#include "simulation/SweepRunner.h"

#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

namespace tilescope {

/// The `format` field of a sweep file.
inline constexpr const char* kSweepFormat = "tilescope-sweep";

/// Writes the JSON text of `result` to `out` as it goes, row by row (the shard is written only for a
/// part of a sweep): the bytes nlohmann's dump(1) gives, without a document of the whole sweep.
void writeSweepJson(std::ostream& out, const SweepResult& result);
/// The JSON text of `result`, as writeSweepJson writes it.
std::string sweepToJson(const SweepResult& result);
/// Parses a sweep file's text; throws Error naming `fileName` and the JSON pointer of a bad field,
/// Error(InvalidField) at /points for a sweep of more than kMaxSweepPoints points.
SweepResult parseSweep(std::string_view text, const std::string& fileName);
/// Reads a sweep file through a small buffer, a row at a time (never the whole text, nor a document
/// of it); throws Error(FileNotFound, FileUnreadable, InvalidField, ...) naming it, as parseSweep.
SweepResult loadSweep(const std::string& path);
/// The kept report of point `index` of a sweep read from `sweepPath`, or empty when the sweep kept
/// none or the file is not there (its directory is taken relative to the sweep file's, then as is).
std::string keptReportPath(const SweepResult& result, const std::string& sweepPath, std::size_t index);
/// True when `text` starts like a sweep file (its format field), so File > Open can tell it from a
/// report without parsing all of it.
bool looksLikeSweep(std::string_view text);

/// Writes one line per point to `out`: the point's number, its value on each axis, then the figures.
void writeSweepCsv(std::ostream& out, const SweepResult& result);
/// The CSV text of `result`, as writeSweepCsv writes it.
std::string sweepToCsv(const SweepResult& result);

/// Merges the shards of one sweep into the whole result a local run gives. Throws
/// Error(InvalidField) naming the shards' files when they are of different sweeps, when a shard is
/// given twice or is incomplete, and when shards are missing (naming their numbers). The shards'
/// rows are moved into the result: pass them with std::move to hold each row once.
SweepResult mergeSweepShards(std::vector<SweepResult> shards, const std::vector<std::string>& files);

} // namespace tilescope
