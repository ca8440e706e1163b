#include "app/ReportFileDialog.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QSettings>
#include <QTreeView>

#include <memory>

namespace tilescope::gui {
namespace {

QString lastDirectoryKey() { return QStringLiteral("mainWindow/lastDirectory"); }
QString stateKey() { return QStringLiteral("reportFileDialog/state"); }
QString sizeKey() { return QStringLiteral("reportFileDialog/size"); }

// Qt's own dialog opens at 624×412, where the size and date columns are cut.
constexpr QSize kDefaultSize{900, 560};

struct Text {
    Q_DECLARE_TR_FUNCTIONS(ReportFileDialog)
};

} // namespace

QFileDialog* ReportFileDialog::create(QWidget* parent, const QString& caption)
{
    auto* dialog = new QFileDialog(parent, caption, lastDirectory(), Text::tr("Tilescope reports (*.tsr *.json)"));
    dialog->setFileMode(QFileDialog::ExistingFile);
    dialog->setAcceptMode(QFileDialog::AcceptOpen);
    dialog->setViewMode(QFileDialog::Detail);
    const QSettings settings;
    dialog->restoreState(settings.value(stateKey()).toByteArray()); // also restores the directory
    dialog->setDirectory(lastDirectory());
    dialog->resize(settings.value(sizeKey(), kDefaultSize).toSize().expandedTo(kDefaultSize / 2));
    // In the details view, the name takes the room the size, type and date leave.
    if (auto* files = dialog->findChild<QTreeView*>(QStringLiteral("treeView"))) {
        QHeaderView* header = files->header();
        header->setStretchLastSection(false);
        header->setSectionResizeMode(QHeaderView::ResizeToContents);
        header->setSectionResizeMode(0, QHeaderView::Stretch);
    }
    return dialog;
}

QString ReportFileDialog::ask(QWidget* parent, const QString& caption)
{
    const std::unique_ptr<QFileDialog> dialog(create(parent, caption));
    const bool chosen = dialog->exec() == QDialog::Accepted && !dialog->selectedFiles().isEmpty();
    QSettings settings;
    settings.setValue(stateKey(), dialog->saveState());
    settings.setValue(sizeKey(), dialog->size());
    return chosen ? dialog->selectedFiles().front() : QString();
}

QString ReportFileDialog::lastDirectory() { return QSettings().value(lastDirectoryKey()).toString(); }

void ReportFileDialog::rememberLoaded(const QString& path)
{
    QSettings().setValue(lastDirectoryKey(), QFileInfo(path).absolutePath());
}

} // namespace tilescope::gui
