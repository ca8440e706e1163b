// Every message of every translation is finished and non-empty, keeps the source's placeholders,
// and the compiled .qm files are embedded in the application.

#include "GuiTestSupport.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

namespace {

// "%1", "%2", "%n": a translation that drops or invents one shows wrong numbers.
QStringList placeholders(const QString& text)
{
    static const QRegularExpression pattern(QStringLiteral("%(\\d+|n)"));
    QStringList found;
    for (const auto& match : pattern.globalMatch(text))
        found.append(match.captured());
    found.sort();
    found.removeDuplicates();
    return found;
}

} // namespace

class TranslationsTest : public QObject {
    Q_OBJECT

private slots:
    void everyMessageIsTranslated_data()
    {
        QTest::addColumn<QString>("language");
        for (const char* language : {"de", "fr", "ja", "zh_CN"})
            QTest::newRow(language) << QString::fromLatin1(language);
    }

    void everyMessageIsTranslated()
    {
        QFETCH(QString, language);
        QFile file(QDir(QStringLiteral(TILESCOPE_TRANSLATIONS_DIR))
                       .filePath(QStringLiteral("tilescope_%1.ts").arg(language)));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
        QXmlStreamReader xml(&file);
        QString context;
        QString source;
        int messages = 0;
        QStringList problems;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement())
                continue;
            if (xml.name() == u"name") {
                context = xml.readElementText();
            } else if (xml.name() == u"source") {
                source = xml.readElementText();
            } else if (xml.name() == u"translation") {
                ++messages;
                const QString type = xml.attributes().value(QStringLiteral("type")).toString();
                const QString where = context % u": \"" % source % u'"';
                if (!type.isEmpty())
                    problems.append(type % u" translation of " % where);
                // Plural messages hold <numerusform> children; collect their text too.
                QStringList forms;
                QString text;
                while (!(xml.isEndElement() && xml.name() == u"translation") && !xml.atEnd()) {
                    xml.readNext();
                    if (xml.isStartElement() && xml.name() == u"numerusform")
                        forms.append(xml.readElementText());
                    else if (xml.isCharacters())
                        text += xml.text();
                }
                if (forms.isEmpty())
                    forms.append(text.trimmed());
                for (const QString& form : forms) {
                    if (form.trimmed().isEmpty())
                        problems.append(u"empty translation of " % where);
                    else if (placeholders(form) != placeholders(source))
                        problems.append(u"placeholders differ in " % where % u" -> \"" % form % u'"');
                }
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(messages > 100);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    void compiledTranslationsAreEmbedded_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("file");
        QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("&Datei");
        QTest::newRow("fr") << QStringLiteral("fr") << QStringLiteral("&Fichier");
        QTest::newRow("ja") << QStringLiteral("ja") << QStringLiteral("ファイル(&F)");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QStringLiteral("文件(&F)");
    }

    void compiledTranslationsAreEmbedded()
    {
        QFETCH(QString, language);
        QFETCH(QString, file);
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/tilescope_%1.qm").arg(language)));
        QCOMPARE(translator.translate("tilescope::gui::WindowMenus", "&File"), file);
    }
};

TILESCOPE_GUI_TEST_MAIN(TranslationsTest)
#include "TranslationsTest.moc"
