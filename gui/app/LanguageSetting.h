#pragma once
// The user interface language: "System" follows the locale, or one of the bundled translations.
// A new choice applies at once: installing it replaces the translators, and Qt sends every widget
// a LanguageChange, on which the windows, views and plots word themselves again.

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace tilescope::gui {

struct LanguageChoice {
    QString code;        // "" for the system language, else "de", "zh_CN", ...
    QString displayName; // in the language itself, so a user lost in a foreign UI finds their own
};

class LanguageSetting {
    Q_DECLARE_TR_FUNCTIONS(LanguageSetting)
public:
    /// System first, then the bundled languages.
    static QList<LanguageChoice> choices();
    /// The stored choice ("" for System).
    static QString stored();
    static void store(const QString& code);
    /// Installs the Qt and Tilescope translators for `code` ("" = system locale) on the application,
    /// in place of those installed before, and makes that locale the default for number formatting.
    /// Returns false when no Tilescope translation matched (English, or one without translation).
    static bool install(QCoreApplication& app, const QString& code);
};

} // namespace tilescope::gui
