#include "plot/PlotExport.h"

#include "common/AtomicFile.h"
#include "common/Error.h"
#include "models/QtText.h"

#include <QAction>
#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPageSize>
#include <QPdfWriter>
#include <QSettings>
#include <QSvgGenerator>

#include <qcustomplot.h>

#include <utility>
#include <vector>

namespace tilescope::gui {
namespace {

// The translation context of the export strings (free functions have no class of their own).
struct PlotExport {
    Q_DECLARE_TR_FUNCTIONS(PlotExport)
};

QString lastDirectoryKey() { return QStringLiteral("export/lastDirectory"); }

// Keeps the texts of a widget's actions in the language of the moment: the widget is told of a
// language change, its actions are not.
class ActionTexts : public QObject {
public:
    explicit ActionTexts(QWidget* widget) : QObject(widget) { widget->installEventFilter(this); }
    void add(QAction* action, const char* text)
    {
        texts_.emplace_back(action, text);
        action->setText(PlotExport::tr(text));
    }
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::LanguageChange)
            for (const auto& [action, text] : texts_)
                action->setText(PlotExport::tr(text));
        return QObject::eventFilter(watched, event);
    }

private:
    std::vector<std::pair<QAction*, const char*>> texts_;
};

// The file the user picks, remembering the folder for the next export.
QString askFileName(QWidget* parent, const QString& title, const QString& suffix, const QString& filter)
{
    QSettings settings;
    const QString directory = settings.value(lastDirectoryKey(), QDir::homePath()).toString();
    const QString suggested = QDir(directory).filePath(QStringLiteral("tilescope.") % suffix);
    QString fileName = QFileDialog::getSaveFileName(parent, title, suggested, filter);
    if (fileName.isEmpty())
        return {};
    if (QFileInfo(fileName).suffix().isEmpty())
        fileName += u'.' % suffix;
    settings.setValue(lastDirectoryKey(), QFileInfo(fileName).absolutePath());
    return fileName;
}

void reportFailure(QWidget* parent, const QString& fileName, const QString& reason)
{
    QString text = PlotExport::tr("Cannot write %1.").arg(QDir::toNativeSeparators(fileName));
    if (!reason.isEmpty())
        text += u'\n' % reason;
    QMessageBox::warning(parent, PlotExport::tr("Export failed"), text);
}

// Each format is drawn into memory first; the file then gets all of it or stays as it was. `draw`
// writes into the buffer and says whether it could; the bytes, or none.
template <class Draw> QByteArray drawnBytes(Draw&& draw)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!draw(buffer))
        return {};
    buffer.close();
    return bytes;
}

QByteArray pngBytes(QCustomPlot* plot)
{
    return drawnBytes([&](QBuffer& buffer) { return plot->toPixmap(plot->width(), plot->height()).save(&buffer, "PNG"); });
}

// The plot painted onto `device` (an SVG or PDF generator); false when the painter cannot start.
bool paintOnto(QCustomPlot* plot, QPaintDevice* device, bool vectorized)
{
    QCPPainter painter;
    if (!painter.begin(device))
        return false;
    if (vectorized) {
        // Lines as drawn, not cosmetic, as QCustomPlot's own savePdf.
        painter.setMode(QCPPainter::pmVectorized);
        painter.setMode(QCPPainter::pmNoCaching);
        painter.setMode(QCPPainter::pmNonCosmetic);
    }
    plot->toPainter(&painter, plot->width(), plot->height());
    return painter.end();
}

QByteArray svgBytes(QCustomPlot* plot)
{
    return drawnBytes([&](QBuffer& buffer) {
        QSvgGenerator generator;
        generator.setOutputDevice(&buffer);
        generator.setSize(plot->size());
        generator.setViewBox(plot->rect());
        generator.setTitle(plot->windowTitle());
        return paintOnto(plot, &generator, false);
    });
}

QByteArray pdfBytes(QCustomPlot* plot)
{
    return drawnBytes([&](QBuffer& buffer) {
        // One point per pixel.
        QPdfWriter writer(&buffer);
        writer.setCreator(QStringLiteral("Tilescope"));
        writer.setTitle(plot->windowTitle());
        writer.setResolution(72);
        writer.setPageMargins(QMarginsF());
        writer.setPageSize(QPageSize(QSizeF(plot->width(), plot->height()), QPageSize::Point));
        return paintOnto(plot, &writer, true);
    });
}

bool writeFile(const QByteArray& bytes, const QString& fileName, QString* failure)
{
    try {
        writeFileAtomically(fileName.toStdString(), std::string_view(bytes.constData(), std::size_t(bytes.size())));
        return true;
    } catch (const Error& e) {
        if (failure)
            *failure = qtText(e.message());
        return false;
    }
}

} // namespace

bool exportPlot(QCustomPlot* plot, const QString& fileName, QString* failure)
{
    const QString suffix = QFileInfo(fileName).suffix().toLower();
    QByteArray bytes;
    if (suffix == u"png")
        bytes = pngBytes(plot);
    else if (suffix == u"svg")
        bytes = svgBytes(plot);
    else if (suffix == u"pdf")
        bytes = pdfBytes(plot);
    else {
        if (failure)
            *failure = PlotExport::tr("Unknown format '%1': choose png, svg or pdf.").arg(suffix);
        return false;
    }
    if (bytes.isEmpty()) {
        if (failure)
            *failure = PlotExport::tr("The plot could not be drawn as %1.").arg(suffix.toUpper());
        return false;
    }
    return writeFile(bytes, fileName, failure);
}

bool exportCsv(const QString& csv, const QString& fileName, QString* failure)
{
    return writeFile(csv.toUtf8(), fileName, failure);
}

QAction* addCsvExportAction(QWidget* widget, QWidget* menuParent, std::function<QString()> csv)
{
    auto* action = new QAction(widget);
    (new ActionTexts(widget))->add(action, QT_TRANSLATE_NOOP("PlotExport", "Export Data as CSV…"));
    QObject::connect(action, &QAction::triggered, widget, [menuParent, csv, action] {
        const QString fileName = askFileName(menuParent, action->text(), QStringLiteral("csv"),
                                             PlotExport::tr("Comma-separated values (*.csv)"));
        QString failure;
        if (!fileName.isEmpty() && !exportCsv(csv(), fileName, &failure))
            reportFailure(menuParent, fileName, failure);
    });
    widget->addAction(action);
    if (widget->contextMenuPolicy() == Qt::DefaultContextMenu)
        widget->setContextMenuPolicy(Qt::ActionsContextMenu);
    return action;
}

QList<QAction*> addExportActions(QCustomPlot* plot, QWidget* menuParent, std::function<QString()> csv)
{
    struct Format {
        const char* label;
        QString suffix;
        const char* filter;
    };
    const Format formats[] = {
        {QT_TRANSLATE_NOOP("PlotExport", "Export Plot as PNG…"), QStringLiteral("png"),
         QT_TRANSLATE_NOOP("PlotExport", "PNG images (*.png)")},
        {QT_TRANSLATE_NOOP("PlotExport", "Export Plot as SVG…"), QStringLiteral("svg"),
         QT_TRANSLATE_NOOP("PlotExport", "SVG drawings (*.svg)")},
        {QT_TRANSLATE_NOOP("PlotExport", "Export Plot as PDF…"), QStringLiteral("pdf"),
         QT_TRANSLATE_NOOP("PlotExport", "PDF documents (*.pdf)")},
    };
    QList<QAction*> actions;
    auto* texts = new ActionTexts(plot);
    for (const Format& format : formats) {
        auto* action = new QAction(plot);
        texts->add(action, format.label);
        QObject::connect(action, &QAction::triggered, plot, [plot, menuParent, format] {
            const QString fileName = askFileName(menuParent, PlotExport::tr(format.label), format.suffix,
                                                 PlotExport::tr(format.filter));
            QString failure;
            if (!fileName.isEmpty() && !exportPlot(plot, fileName, &failure))
                reportFailure(menuParent, fileName, failure);
        });
        actions.append(action);
    }
    plot->addActions(actions);
    if (csv)
        actions.append(addCsvExportAction(plot, menuParent, std::move(csv)));
    plot->setContextMenuPolicy(Qt::ActionsContextMenu);
    return actions;
}

} // namespace tilescope::gui
