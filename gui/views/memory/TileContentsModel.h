#pragma once
// One list of what a tile holds and runs (core's tileContents), as the Memory view's tile tabs
// show it: its variables (name, category, bytes, offset, live range), its compute sets' vertices
// (compute set, operation, vertex type, count, state bytes, cycles on the tile) or its exchanges
// (name, kind, operation, bytes in and out, code bytes). One report per model: a comparison puts
// two side by side, since the tiles of two reports hold different things.

#include "models/ComparedTableModel.h"
#include "report/TileContents.h"

#include <memory>

namespace tilescope::gui {

class TileContentsModel : public ComparedTableModel {
    Q_OBJECT
public:
    enum class List { Variables, Vertices, Exchanges };

    explicit TileContentsModel(List list, QObject* parent = nullptr);

    /// Shows `contents` of a tile of `report` (which must outlive the next call); null empties it.
    void setContents(const Report* report, std::shared_ptr<const TileContents> contents);
    List list() const { return list_; }

private:
    std::vector<Field> variableFields() const;
    std::vector<Field> vertexFields() const;
    std::vector<Field> exchangeFields() const;

    List list_;
    const Report* report_ = nullptr;
    std::shared_ptr<const TileContents> contents_;
};

} // namespace tilescope::gui
