#include "app/LanguageSetting.h"

#include "plot/PlotPalette.h"

#include <QApplication>
#include <QLibraryInfo>
#include <QPointer>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

#include <qcustomplot.h>

namespace tilescope::gui {
namespace {

QString settingsKey() { return QStringLiteral("ui/language"); }

// The translators installed last, replaced by the next choice.
QPointer<QTranslator>& installedQtTranslator()
{
    static QPointer<QTranslator> translator;
    return translator;
}

QPointer<QTranslator>& installedTranslator()
{
    static QPointer<QTranslator> translator;
    return translator;
}

void uninstall(QPointer<QTranslator>& translator)
{
    if (!translator)
        return;
    QCoreApplication::removeTranslator(translator);
    delete translator;
}

} // namespace

QList<LanguageChoice> LanguageSetting::choices()
{
    return {
        {QString(), tr("System")},
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("de"), QStringLiteral("Deutsch")},
        {QStringLiteral("fr"), QStringLiteral("Français")},
        {QStringLiteral("ja"), QStringLiteral("日本語")},
        {QStringLiteral("zh_CN"), QStringLiteral("简体中文")},
    };
}

QString LanguageSetting::stored() { return QSettings().value(settingsKey()).toString(); }

void LanguageSetting::store(const QString& code) { QSettings().setValue(settingsKey(), code); }

bool LanguageSetting::install(QCoreApplication& app, const QString& code)
{
    const QLocale locale = code.isEmpty() ? QLocale::system() : QLocale(code);
    QLocale::setDefault(locale);
    // A plot writes its tick labels in the locale it was given when made: the plots already shown
    // take the new one, with its thousands separators, as the plots made later will.
    for (QWidget* widget : QApplication::allWidgets())
        if (auto* plot = qobject_cast<QCustomPlot*>(widget)) {
            applyPlotLocale(plot, locale);
            plot->replot(QCustomPlot::rpQueuedReplot);
        }
    uninstall(installedQtTranslator());
    uninstall(installedTranslator());

    // Qt's own strings (standard buttons, file dialog); absent translations are not an error.
    auto* qtTranslator = new QTranslator(&app);
    if (qtTranslator->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                           QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qtTranslator);
        installedQtTranslator() = qtTranslator;
    } else {
        delete qtTranslator;
    }

    auto* translator = new QTranslator(&app);
    if (translator->load(locale, QStringLiteral("tilescope"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(translator);
        installedTranslator() = translator;
        return true;
    }
    delete translator;
    return false;
}

} // namespace tilescope::gui
