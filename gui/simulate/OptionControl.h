#pragma once
// One option of the catalog as an editor in the Simulate panel: a spin box for a whole number, a
// spin box and a slider for availableMemoryProportion, a combo box for a choice, a check box for a
// flag, a line edit for a list or another number. It speaks the catalog's text, so what it holds
// reads back exactly as the command line spells it.

#include "options/OptionCatalog.h"

#include <QObject>
#include <QString>

#include <optional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSlider;
class QSpinBox;
class QWidget;

namespace tilescope::gui {

class OptionControl : public QObject {
    Q_OBJECT
public:
    /// Builds the editor of `option` inside `parent`; its object name is "option-<name>".
    OptionControl(const OptionDefinition& option, QWidget* parent);

    const OptionDefinition& option() const { return option_; }
    /// The editor to lay out (for amp, a row of the spin box and the slider).
    QWidget* editor() const { return editor_; }
    /// The message line under the editor, shown while the option is refused.
    QLabel* errorLabel() const { return errorLabel_; }
    /// The value as the catalog's text ("0.75", "true", "IPU1=0.4", "" for an optional default).
    QString text() const;
    /// Shows `text` without announcing a change.
    void setText(const QString& text);
    /// Marks the editor as refused with `message`, or clears the mark when it is empty.
    void setError(const QString& message);
    bool hasError() const { return !error_.isEmpty(); }
    /// Words its tooltip and placeholder again after a language change.
    void retranslate();

signals:
    /// The user changed the value (a spin box stepped, a choice made, an edit finished).
    void changed();

private:
    void announce();
    /// Names the allowed range beside the control while `typed` (a number outside it) is typed.
    void showRange(std::optional<double> typed);
    QLineEdit* makeLineEdit(QWidget* parent);

    const OptionDefinition& option_;
    QWidget* editor_ = nullptr;
    QSpinBox* spin_ = nullptr;
    QDoubleSpinBox* realSpin_ = nullptr;
    QSlider* slider_ = nullptr;
    QComboBox* combo_ = nullptr;
    QCheckBox* check_ = nullptr;
    QLineEdit* line_ = nullptr;
    QLabel* errorLabel_ = nullptr;
    QString error_;
    bool updating_ = false;
    bool showingRange_ = false; // the error shown is showRange()'s
};

} // namespace tilescope::gui
