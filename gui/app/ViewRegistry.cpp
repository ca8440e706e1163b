#include "app/ViewRegistry.h"

#include "views/liveness/LivenessView.h"
#include "views/memory/MemoryView.h"
#include "views/operations/OperationsView.h"
#include "views/programs/ProgramTreeView.h"
#include "views/regions/RegionsView.h"
#include "views/summary/SummaryView.h"
#include "views/trace/ExecutionTraceView.h"

namespace tilescope::gui {

std::vector<ReportView*> ViewRegistry::createViews(ReportDocument& document, QWidget* parent)
{
    return {
        new SummaryView(document, parent),
        new MemoryView(document, parent),
        new LivenessView(document, parent),
        new RegionsView(document, parent),
        new ProgramTreeView(document, parent),
        new ExecutionTraceView(document, parent),
        new OperationsView(document, parent),
    };
}

} // namespace tilescope::gui
