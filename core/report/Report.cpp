#include "report/Report.h"

#include <algorithm>

namespace tilescope {

std::uint64_t TileMemory::categoryBytes(MemoryCategory category, std::size_t tile) const
{
    const auto c = categoryIndex(category);
    return nonInterleavedBytes[c][tile] + interleavedBytes[c][tile];
}

std::uint64_t TileMemory::bytesExcludingGaps(std::size_t tile) const
{
    return alwaysLiveBytes[tile] + peakNotAlwaysLiveBytes[tile];
}

std::uint64_t TileMemory::bytesIncludingGaps(std::size_t tile) const
{
    return bytesExcludingGaps(tile) + gapBytes[tile];
}

void TileMemory::resize(std::size_t tiles)
{
    for (auto& column : nonInterleavedBytes)
        column.assign(tiles, 0);
    for (auto& column : interleavedBytes)
        column.assign(tiles, 0);
    alwaysLiveBytes.assign(tiles, 0);
    peakNotAlwaysLiveBytes.assign(tiles, 0);
    gapBytes.assign(tiles, 0);
    overflowBytes.assign(tiles, 0);
}

bool Report::fits() const
{
    const bool anyError = std::any_of(diagnostics.begin(), diagnostics.end(),
                                      [](const Diagnostic& d) { return d.severity == Severity::Error; });
    const bool anyOverflow = std::any_of(memory.overflowBytes.begin(), memory.overflowBytes.end(),
                                         [](std::uint64_t bytes) { return bytes > 0; });
    return !anyError && !anyOverflow;
}

std::string_view severityName(Severity severity)
{
    return severity == Severity::Error ? "error" : "warning";
}

std::string_view elementTypeName(ElementType type)
{
    switch (type) {
    case ElementType::Half: return "half";
    case ElementType::Float: return "float";
    case ElementType::Int32: return "int";
    case ElementType::UInt32: return "unsigned int";
    case ElementType::Int8: return "char";
    case ElementType::UInt8: return "unsigned char";
    case ElementType::Bool: return "bool";
    }
    return "float";
}

std::uint32_t elementTypeBytes(ElementType type)
{
    switch (type) {
    case ElementType::Half: return 2;
    case ElementType::Float:
    case ElementType::Int32:
    case ElementType::UInt32: return 4;
    case ElementType::Int8:
    case ElementType::UInt8:
    case ElementType::Bool: return 1;
    }
    return 4;
}

std::string_view programKindName(ProgramKind kind)
{
    switch (kind) {
    case ProgramKind::ControlProgram: return "ControlProgram";
    case ProgramKind::Function: return "Function";
    case ProgramKind::Sequence: return "Sequence";
    case ProgramKind::Repeat: return "Repeat";
    case ProgramKind::Call: return "Call";
    case ProgramKind::OnTileExecute: return "OnTileExecute";
    case ProgramKind::DoExchange: return "DoExchange";
    case ProgramKind::Sync: return "Sync";
    case ProgramKind::GlobalExchange: return "GlobalExchange";
    case ProgramKind::StreamCopy: return "StreamCopy";
    }
    return "Sequence";
}

std::int32_t Operations::planRowOf(std::int32_t operation) const
{
    const auto at = std::lower_bound(planOperation.begin(), planOperation.end(), operation);
    return at != planOperation.end() && *at == operation ? std::int32_t(at - planOperation.begin()) : kNone;
}

std::string_view plannerPhaseName(PlannerPhase phase)
{
    switch (phase) {
    case PlannerPhase::NotPlanned: return "none";
    case PlannerPhase::Phase1: return "1";
    case PlannerPhase::Phase2: return "2";
    }
    return "none";
}

std::string_view stagePhaseName(StagePhase phase)
{
    switch (phase) {
    case StagePhase::Forward: return "forward";
    case StagePhase::Backward: return "backward";
    case StagePhase::WeightUpdate: return "weightUpdate";
    case StagePhase::Recompute: return "recompute";
    case StagePhase::HostIo: return "hostIO";
    }
    return "forward";
}

std::string_view traceKindName(TraceKind kind)
{
    switch (kind) {
    case TraceKind::OnTileExecute: return "OnTileExecute";
    case TraceKind::DoExchange: return "DoExchange";
    case TraceKind::Sync: return "Sync";
    case TraceKind::ExternalSync: return "ExternalSync";
    case TraceKind::GlobalExchange: return "GlobalExchange";
    case TraceKind::StreamCopy: return "StreamCopy";
    case TraceKind::Idle: return "Idle";
    }
    return "Idle";
}

TraceKind traceKindOfProgram(ProgramKind kind)
{
    switch (kind) {
    case ProgramKind::DoExchange: return TraceKind::DoExchange;
    case ProgramKind::Sync: return TraceKind::Sync;
    case ProgramKind::GlobalExchange: return TraceKind::GlobalExchange;
    case ProgramKind::StreamCopy: return TraceKind::StreamCopy;
    default: return TraceKind::OnTileExecute;
    }
}

double Execution::utilisation(std::uint32_t ipu) const
{
    if (cyclesPerIteration == 0 || ipu >= ipuBusyCycles.size())
        return 0.0;
    return double(ipuBusyCycles[ipu]) / double(cyclesPerIteration);
}

} // namespace tilescope
