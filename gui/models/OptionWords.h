#pragma once
// The viewer's words for the catalog's options (options/OptionCatalog.h): a translated label and
// help per option, and the titles of their groups. Core names options as the command line does;
// the panel shows these words, with the command-line spelling in each tooltip.

#include "options/OptionCatalog.h"

#include <QCoreApplication>
#include <QString>

namespace tilescope::gui {

class OptionWords {
    Q_DECLARE_TR_FUNCTIONS(OptionWords)
public:
    /// "Batch size" for "batch-size"; the option's name itself for one the viewer does not know.
    static QString label(const std::string& name);
    /// One translated sentence on what the option does; core's help for one the viewer does not know.
    static QString help(const OptionDefinition& option);
    /// The tooltip of the option's control: its help, its command-line spelling, range and default.
    static QString toolTip(const OptionDefinition& option);
    /// "Program", "Memory", ...
    static QString groupTitle(OptionGroup group);
    /// What an optional option left empty means ("model's default", "target's").
    static QString defaultWord(const OptionDefinition& option);
    /// True when every option of the catalog has its own words here (a test checks it).
    static bool knows(const std::string& name);
};

} // namespace tilescope::gui
