#include "views/trace/TracePalette.h"

#include <QPalette>

namespace tilescope::gui {
namespace {

QColor blend(const QColor& a, const QColor& b, double t)
{
    return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t), float(a.greenF() * (1 - t) + b.greenF() * t),
                            float(a.blueF() * (1 - t) + b.blueF() * t));
}

} // namespace

QColor traceKindColour(TraceKind kind, const QPalette& palette)
{
    switch (kind) {
    case TraceKind::OnTileExecute: return QColor(0x00, 0x72, 0xb2);  // blue
    case TraceKind::DoExchange: return QColor(0xe6, 0x9f, 0x00);     // orange
    case TraceKind::Sync: return QColor(0x56, 0xb4, 0xe9);           // sky blue
    case TraceKind::ExternalSync: return QColor(0xcc, 0x79, 0xa7);   // reddish purple
    case TraceKind::GlobalExchange: return QColor(0x00, 0x9e, 0x73); // bluish green
    case TraceKind::StreamCopy: return QColor(0xf0, 0xe4, 0x42);     // yellow
    case TraceKind::Idle: break;
    }
    return blend(palette.color(QPalette::Base), palette.color(QPalette::Text), 0.12);
}

QColor traceLaneBandColour(const QPalette& palette)
{
    return blend(palette.color(QPalette::Base), palette.color(QPalette::Text), 0.04);
}

QColor tracePhaseColour(StagePhase phase)
{
    switch (phase) {
    case StagePhase::Forward: return QColor(0x00, 0x9e, 0x73);      // bluish green, as the seed's figures
    case StagePhase::Backward: return QColor(0xd5, 0x5e, 0x00);     // vermillion, as the seed's red
    case StagePhase::Recompute: return QColor(0x56, 0xb4, 0xe9);    // sky blue
    case StagePhase::WeightUpdate: return QColor(0xcc, 0x79, 0xa7); // reddish purple
    case StagePhase::HostIo: return QColor(0xf0, 0xe4, 0x42);       // yellow
    }
    return Qt::gray;
}

QColor traceTextColourOn(const QColor& fill) { return qGray(fill.rgb()) > 140 ? QColor(Qt::black) : QColor(Qt::white); }

} // namespace tilescope::gui
