#include "app/DarkPalette.h"

#include <QApplication>
#include <QPainter>
#include <QProxyStyle>
#include <QStyleOption>
#include <QStyle>
#include <QStyleFactory>

namespace tilescope::gui {

QPalette darkPalette()
{
    const QColor window(0x2d, 0x2d, 0x30);
    const QColor base(0x1e, 0x1e, 0x1e);
    const QColor text(0xe8, 0xe8, 0xe8);
    const QColor dimmed(0x80, 0x80, 0x80);
    QPalette palette(window);
    palette.setColor(QPalette::WindowText, text);
    palette.setColor(QPalette::Base, base);
    palette.setColor(QPalette::AlternateBase, QColor(0x28, 0x28, 0x2b));
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::Button, QColor(0x3a, 0x3a, 0x3e));
    palette.setColor(QPalette::ButtonText, text);
    palette.setColor(QPalette::BrightText, Qt::white);
    palette.setColor(QPalette::ToolTipBase, QColor(0x3a, 0x3a, 0x3e));
    palette.setColor(QPalette::ToolTipText, text);
    palette.setColor(QPalette::PlaceholderText, dimmed);
    palette.setColor(QPalette::Highlight, QColor(0x3d, 0x8e, 0xd8));
    palette.setColor(QPalette::HighlightedText, Qt::white);
    palette.setColor(QPalette::Link, QColor(0x6c, 0xb4, 0xff));
    palette.setColor(QPalette::Mid, QColor(0x55, 0x55, 0x5a));
    palette.setColor(QPalette::Dark, QColor(0x18, 0x18, 0x1a));
    palette.setColor(QPalette::Light, QColor(0x50, 0x50, 0x55));
    palette.setColor(QPalette::Shadow, Qt::black);
    for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        palette.setColor(QPalette::Disabled, role, dimmed);
    return palette;
}

namespace {

// Fusion outlines a check box with the window colour darkened, which on a dark window is next to
// black on black: the indicator is ringed in a light grey so that it reads as something to tick.
class DarkStyle : public QProxyStyle {
public:
    DarkStyle() : QProxyStyle(QStyleFactory::create(QStringLiteral("Fusion"))) {}

    void drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                       const QWidget* widget) const override
    {
        QProxyStyle::drawPrimitive(element, option, painter, widget);
        const bool box = element == PE_IndicatorCheckBox || element == PE_IndicatorItemViewItemCheck;
        if (!box && element != PE_IndicatorRadioButton)
            return;
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing, !box);
        painter->setBrush(Qt::NoBrush);
        const bool enabled = option->state & State_Enabled;
        painter->setPen(enabled ? QColor(0xa8, 0xa8, 0xac) : QColor(0x60, 0x60, 0x64));
        const QRectF ring = QRectF(option->rect).adjusted(0.5, 0.5, -0.5, -0.5);
        if (box)
            painter->drawRect(ring);
        else
            painter->drawEllipse(ring);
        painter->restore();
    }
};

struct StartingLook {
    bool dark = false;
    bool saved = false;
    QString style;
    QPalette palette;
};
StartingLook& startingLook()
{
    static StartingLook look;
    return look;
}
} // namespace

void useDarkPalette(bool dark)
{
    StartingLook& look = startingLook();
    if (dark == look.dark)
        return;
    if (!look.saved) {
        look.style = QApplication::style()->name();
        look.palette = QApplication::palette();
        look.saved = true;
    }
    look.dark = dark;
    if (dark)
        QApplication::setStyle(new DarkStyle); // the application owns it
    else
        QApplication::setStyle(QStyleFactory::create(look.style));
    QApplication::setPalette(dark ? darkPalette() : look.palette);
}

bool usesDarkPalette() { return startingLook().dark; }

} // namespace tilescope::gui
