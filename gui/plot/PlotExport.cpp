#include "plot/PlotExport.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QSaveFile>
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

void reportFailure(QWidget* parent, const QString& fileName)
{
    QMessageBox::warning(parent, PlotExport::tr("Export failed"),
                         PlotExport::tr("Cannot write %1.").arg(QDir::toNativeSeparators(fileName)));
}

bool saveSvg(QCustomPlot* plot, const QString& fileName)
{
    QSvgGenerator generator;
    generator.setFileName(fileName);
    generator.setSize(plot->size());
    generator.setViewBox(plot->rect());
    generator.setTitle(plot->windowTitle());
    QCPPainter painter;
    if (!painter.begin(&generator))
        return false;
    plot->toPainter(&painter, plot->width(), plot->height());
    return painter.end() && QFileInfo(fileName).size() > 0;
}

} // namespace

bool exportPlot(QCustomPlot* plot, const QString& fileName)
{
    const QString suffix = QFileInfo(fileName).suffix().toLower();
    if (suffix == u"png")
        return plot->savePng(fileName);
    if (suffix == u"svg")
        return saveSvg(plot, fileName);
    if (suffix == u"pdf")
        return plot->savePdf(fileName, 0, 0, QCP::epNoCosmetic, QStringLiteral("Tilescope"));
    return false;
}

bool exportCsv(const QString& csv, const QString& fileName)
{
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text))
        return false;
    file.write(csv.toUtf8());
    return file.commit();
}

QAction* addCsvExportAction(QWidget* widget, QWidget* menuParent, std::function<QString()> csv)
{
    auto* action = new QAction(widget);
    (new ActionTexts(widget))->add(action, QT_TRANSLATE_NOOP("PlotExport", "Export Data as CSV…"));
    QObject::connect(action, &QAction::triggered, widget, [menuParent, csv, action] {
        const QString fileName = askFileName(menuParent, action->text(), QStringLiteral("csv"),
                                             PlotExport::tr("Comma-separated values (*.csv)"));
        if (!fileName.isEmpty() && !exportCsv(csv(), fileName))
            reportFailure(menuParent, fileName);
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
            if (!fileName.isEmpty() && !exportPlot(plot, fileName))
                reportFailure(menuParent, fileName);
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
