#include "simulate/OptionControl.h"

#include "models/OptionWords.h"
#include "models/QtText.h"
#include "simulate/RangedSpinBoxes.h"
#include "widgets/FlowLayout.h"
#include "widgets/WheelWhenFocused.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSlider>
#include <QSpinBox>

#include <algorithm>
#include <climits>
#include <cmath>

namespace tilescope::gui {
namespace {

// The proportion's slider moves in hundredths; its spin box takes thousandths.
constexpr int kSliderSteps = 100;
constexpr int kSliderMinimumWidth = 200; // pixels

bool isProportion(const OptionDefinition& option)
{
    return option.kind == OptionKind::Real && option.maximum <= 1.0 && !option.optional;
}

QString realText(double value)
{
    // The catalog's spelling: shortest form, '.' as the decimal point whatever the locale.
    return QString::number(value, 'g', 6);
}

} // namespace

OptionControl::OptionControl(const OptionDefinition& option, QWidget* parent) : QObject(parent), option_(option)
{
    const QString name = QStringLiteral("option-") + qtText(option.name);
    switch (option.kind) {
    case OptionKind::Integer: {
        auto* ranged = new RangedSpinBox(parent);
        spin_ = ranged;
        const int low = int(std::max<double>(option.minimum, INT_MIN + 1));
        spin_->setRange(option.optional ? low - 1 : low, int(std::min<double>(option.maximum, INT_MAX)));
        // Each key typed is a change: with Live on, the panel's pause after the last one runs 48
        // once rather than 4 first (SimulatePanel::kLiveDelayMs).
        spin_->setKeyboardTracking(true);
        spin_->setAccelerated(true);
        takeWheelOnlyWhenFocused(spin_);
        connect(spin_, &QSpinBox::valueChanged, this, &OptionControl::announce);
        connect(ranged->editor(), &QLineEdit::textChanged, this, [this, ranged] { showRange(ranged->outOfRange()); });
        editor_ = spin_;
        break;
    }
    case OptionKind::Real:
        if (isProportion(option)) {
            auto* row = new QWidget(parent);
            auto* ranged = new RangedDoubleSpinBox(row);
            realSpin_ = ranged;
            connect(ranged->editor(), &QLineEdit::textChanged, this,
                    [this, ranged] { showRange(ranged->outOfRange()); });
            realSpin_->setDecimals(3);
            realSpin_->setSingleStep(0.05);
            realSpin_->setRange(option.minimumExclusive ? 0.001 : option.minimum, option.maximum);
            realSpin_->setKeyboardTracking(true);
            takeWheelOnlyWhenFocused(realSpin_);
            realSpin_->setObjectName(name + QStringLiteral("-spin"));
            slider_ = new QSlider(Qt::Horizontal, row);
            slider_->setRange(option.minimumExclusive ? 1 : 0, kSliderSteps);
            slider_->setObjectName(name + QStringLiteral("-slider"));
            // Wide enough to set a proportion by hand: 0.01 is about two pixels.
            slider_->setMinimumWidth(kSliderMinimumWidth);
            takeWheelOnlyWhenFocused(slider_);
            // The slider goes under the box when the panel is too narrow for both side by side,
            // rather than holding the panel (and so the window) wider.
            auto* layout = new FlowLayout(row);
            layout->setContentsMargins(0, 0, 0, 0);
            layout->addWidget(realSpin_);
            layout->addWidget(slider_, 1);
            connect(realSpin_, &QDoubleSpinBox::valueChanged, this, [this](double value) {
                if (updating_)
                    return;
                updating_ = true;
                slider_->setValue(int(std::lround(value * kSliderSteps)));
                updating_ = false;
                announce();
            });
            connect(slider_, &QSlider::valueChanged, this, [this](int value) {
                if (updating_)
                    return;
                updating_ = true;
                realSpin_->setValue(double(value) / kSliderSteps);
                updating_ = false;
                announce();
            });
            editor_ = row;
        } else {
            editor_ = makeLineEdit(parent);
        }
        break;
    case OptionKind::Choice:
        combo_ = new QComboBox(parent);
        combo_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo_->setMinimumContentsLength(6);
        takeWheelOnlyWhenFocused(combo_);
        for (const auto& choice : option.choices)
            combo_->addItem(qtText(choice), qtText(choice));
        connect(combo_, &QComboBox::currentIndexChanged, this, &OptionControl::announce);
        editor_ = combo_;
        break;
    case OptionKind::Flag:
        check_ = new QCheckBox(parent);
        connect(check_, &QCheckBox::toggled, this, &OptionControl::announce);
        editor_ = check_;
        break;
    case OptionKind::List:
    case OptionKind::Text:
        editor_ = makeLineEdit(parent);
        line_->setClearButtonEnabled(true);
        break;
    }
    editor_->setObjectName(name);
    errorLabel_ = new QLabel(parent);
    errorLabel_->setObjectName(name + QStringLiteral("-error"));
    errorLabel_->setWordWrap(true);
    errorLabel_->setVisible(false);
    setText(qtText(defaultOptionText(option)));
    retranslate();
}

// A line edit announces a value once its edit is finished, and only when it changed.
QLineEdit* OptionControl::makeLineEdit(QWidget* parent)
{
    line_ = new QLineEdit(parent);
    connect(line_, &QLineEdit::editingFinished, this, [this] {
        if (line_->isModified()) {
            line_->setModified(false);
            announce();
        }
    });
    return line_;
}

QString OptionControl::text() const
{
    if (spin_) {
        if (option_.optional && spin_->value() == spin_->minimum())
            return {};
        return QString::number(spin_->value());
    }
    if (realSpin_)
        return realText(realSpin_->value());
    if (combo_)
        return combo_->currentData().toString();
    if (check_)
        return check_->isChecked() ? QStringLiteral("true") : QStringLiteral("false");
    return line_->text().trimmed();
}

void OptionControl::setText(const QString& text)
{
    updating_ = true;
    if (spin_)
        spin_->setValue(text.isEmpty() && option_.optional ? spin_->minimum() : text.toInt());
    else if (realSpin_) {
        realSpin_->setValue(text.toDouble());
        slider_->setValue(int(std::lround(text.toDouble() * kSliderSteps)));
    } else if (combo_)
        combo_->setCurrentIndex(std::max(0, combo_->findData(text)));
    else if (check_)
        check_->setChecked(text == QStringLiteral("true"));
    else {
        line_->setText(text);
        line_->setModified(false);
    }
    updating_ = false;
}

void OptionControl::setError(const QString& message)
{
    if (message == error_)
        return;
    error_ = message;
    errorLabel_->setText(message);
    errorLabel_->setVisible(!message.isEmpty());
    // A red frame that every style draws: the editor's base turns light red while refused.
    QWidget* marked = realSpin_ ? static_cast<QWidget*>(realSpin_) : editor_;
    marked->setStyleSheet(message.isEmpty() ? QString()
                                            : QStringLiteral("background-color: #f8d0d0; color: #000000;"));
    QPalette palette = errorLabel_->palette();
    palette.setColor(QPalette::WindowText, QColor(0xc0, 0x1c, 0x1c));
    errorLabel_->setPalette(palette);
}

void OptionControl::retranslate()
{
    const QString tip = OptionWords::toolTip(option_);
    editor_->setToolTip(tip);
    if (realSpin_)
        realSpin_->setToolTip(tip);
    if (slider_)
        slider_->setToolTip(tip);
    if (spin_ && option_.optional)
        static_cast<RangedSpinBox*>(spin_)->setDefaultWord(OptionWords::defaultWord(option_));
    if (line_ && option_.optional)
        line_->setPlaceholderText(OptionWords::defaultWord(option_));
    if (line_ && option_.kind == OptionKind::List)
        // An example, said to be one: a bare "sequence=128" in an empty field reads as a value set.
        line_->setPlaceholderText(tr("e.g. %1").arg(option_.name == "amp-ipu"          ? QStringLiteral("IPU1=0.4")
                                                    : option_.name == "pipeline-split" ? QStringLiteral("B2,B3,B4")
                                                                                       : QStringLiteral("sequence=128")));
}

// Said while the number is typed, before the spin box corrects it to the nearest end.
void OptionControl::showRange(std::optional<double> typed)
{
    if (typed) {
        const QLocale locale;
        setError(tr("%1 is outside the allowed range, %2 to %3: it becomes the nearest of the two.")
                     .arg(locale.toString(*typed, 'g', 10), locale.toString(option_.minimum, 'g', 10),
                          locale.toString(option_.maximum, 'g', 10)));
        showingRange_ = true;
    } else if (showingRange_) {
        setError({});
        showingRange_ = false;
    }
}

void OptionControl::announce()
{
    if (!updating_)
        emit changed();
}

} // namespace tilescope::gui
