#include "app/ViewRegistry.h"

#include "views/ExecutionTraceView.h"
#include "views/LivenessView.h"
#include "views/MemoryView.h"
#include "views/OperationsView.h"
#include "views/ProgramTreeView.h"
#include "views/RegionsView.h"
#include "views/SummaryView.h"

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
