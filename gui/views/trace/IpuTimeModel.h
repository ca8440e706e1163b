#pragma once
// The Execution trace's side table of each IPU: its pipeline stages, utilisation (busy cycles over
// the iteration, from the report), busy and compute cycles, and its trace rows' cycles per step
// kind. Comparing, IPUs are matched by number.

#include "models/ComparedTableModel.h"
#include "report/ExecutionTotals.h"

#include <memory>

namespace tilescope::gui {

class IpuTimeModel : public ComparedTableModel {
    Q_OBJECT
public:
    enum FieldIndex { IpuField, UtilisationField, BusyField, ComputeField, FirstKindField };

    explicit IpuTimeModel(QObject* parent = nullptr);

    /// The IPUs of `source` (and `target`), whose reports must outlive the next call and have an
    /// execution; null `source` empties the model.
    void setTotals(const Report* source, std::shared_ptr<const ExecutionTotals> sourceTotals, const Report* target,
                   std::shared_ptr<const ExecutionTotals> targetTotals);

private:
    const Report* reports_[2] = {nullptr, nullptr};
    std::shared_ptr<const ExecutionTotals> totals_[2];
};

} // namespace tilescope::gui
