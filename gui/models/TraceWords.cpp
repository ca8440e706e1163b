#include "models/TraceWords.h"

#include <QLocale>

#include <cmath>

namespace tilescope::gui {

QString TraceWords::kindName(TraceKind kind)
{
    switch (kind) {
    case TraceKind::OnTileExecute: return tr("Compute");
    case TraceKind::DoExchange: return tr("Exchange");
    case TraceKind::Sync: return tr("Sync");
    case TraceKind::ExternalSync: return tr("External sync");
    case TraceKind::GlobalExchange: return tr("Global exchange");
    case TraceKind::StreamCopy: return tr("Stream copy");
    case TraceKind::Idle: return tr("Idle");
    }
    return {};
}

QString TraceWords::phaseName(StagePhase phase)
{
    switch (phase) {
    case StagePhase::Forward: return tr("Forward");
    case StagePhase::Backward: return tr("Backward");
    case StagePhase::WeightUpdate: return tr("Weight update");
    case StagePhase::Recompute: return tr("Recompute");
    case StagePhase::HostIo: return tr("Host I/O");
    }
    return {};
}

QString TraceWords::phaseLetter(StagePhase phase)
{
    switch (phase) {
    case StagePhase::Forward: return tr("F", "forward phase, on a busy band");
    case StagePhase::Backward: return tr("B", "backward phase, on a busy band");
    case StagePhase::WeightUpdate: return tr("W", "weight update phase, on a busy band");
    case StagePhase::Recompute: return tr("R", "recompute phase, on a busy band");
    case StagePhase::HostIo: return tr("H", "host I/O phase, on a busy band");
    }
    return {};
}

QString TraceWords::duration(double cycles, double clockHz)
{
    const double seconds = clockHz > 0.0 ? cycles / clockHz : 0.0;
    const QLocale locale;
    if (seconds >= 1.0)
        return tr("%1 s").arg(locale.toString(seconds, 'f', 3));
    if (seconds >= 1e-3)
        return tr("%1 ms").arg(locale.toString(seconds * 1e3, 'f', 3));
    if (seconds >= 1e-6)
        return tr("%1 µs").arg(locale.toString(seconds * 1e6, 'f', 2));
    return tr("%1 ns").arg(locale.toString(seconds * 1e9, 'f', 0));
}

QString TraceWords::cyclesText(std::uint64_t cycles, double clockHz)
{
    return tr("%1 cycles (%2)").arg(QLocale().toString(qulonglong(cycles)), duration(double(cycles), clockHz));
}

} // namespace tilescope::gui
