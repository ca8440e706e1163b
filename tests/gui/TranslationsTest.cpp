// Every message of every translation is finished and non-empty, keeps the source's placeholders,
// renders the terms the views share as the language's glossary does (translations/glossary_<lang>.tsv),
// and the compiled .qm files are embedded in the application.

#include "GuiTestSupport.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

#include <algorithm>

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

struct Message {
    QString context, source;
    QStringList forms; // one, or a plural message's forms
    QString type;      // "unfinished", "vanished", ... or empty when done
};

QList<Message> readMessages(const QString& language, QString* error)
{
    QFile file(QDir(QStringLiteral(TILESCOPE_TRANSLATIONS_DIR)).filePath(QStringLiteral("tilescope_%1.ts").arg(language)));
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.fileName() + QStringLiteral(": cannot be read");
        return {};
    }
    QXmlStreamReader xml(&file);
    QList<Message> messages;
    QString context, source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == u"name") {
            context = xml.readElementText();
        } else if (xml.name() == u"source") {
            source = xml.readElementText();
        } else if (xml.name() == u"translation") {
            Message message{context, source, {}, xml.attributes().value(QStringLiteral("type")).toString()};
            QString text;
            while (!(xml.isEndElement() && xml.name() == u"translation") && !xml.atEnd()) {
                xml.readNext();
                if (xml.isStartElement() && xml.name() == u"numerusform")
                    message.forms.append(xml.readElementText());
                else if (xml.isCharacters())
                    text += xml.text();
            }
            if (message.forms.isEmpty())
                message.forms.append(text.trimmed());
            messages.append(message);
        }
    }
    if (xml.hasError())
        *error = file.fileName() + QStringLiteral(": ") + xml.errorString();
    return messages;
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
        QString error;
        const QList<Message> messages = readMessages(language, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(messages.size() > 100);
        QStringList problems;
        for (const Message& message : messages) {
            const QString where = message.context % u": \"" % message.source % u'"';
            if (!message.type.isEmpty())
                problems.append(message.type % u" translation of " % where);
            for (const QString& form : message.forms) {
                if (form.trimmed().isEmpty())
                    problems.append(u"empty translation of " % where);
                else if (placeholders(form) != placeholders(message.source))
                    problems.append(u"placeholders differ in " % where % u" -> \"" % form % u'"');
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    // One concept, one word in every view: "out of memory" is never "without memory" in one place
    // and "memory exhausted" in another, nor exchange code two different words (issue 44).
    void glossaryTermsAreTranslatedAsTheGlossarySays_data() { everyMessageIsTranslated_data(); }

    void glossaryTermsAreTranslatedAsTheGlossarySays()
    {
        QFETCH(QString, language);
        QFile glossary(QDir(QStringLiteral(TILESCOPE_TRANSLATIONS_DIR))
                           .filePath(QStringLiteral("glossary_%1.tsv").arg(language)));
        QVERIFY2(glossary.open(QIODevice::ReadOnly | QIODevice::Text), qPrintable(glossary.fileName()));
        struct Term {
            QRegularExpression inSource;
            QStringList accepted;
        };
        QList<Term> terms;
        for (const QString& line : QString::fromUtf8(glossary.readAll()).split(u'\n')) {
            if (line.trimmed().isEmpty() || line.startsWith(u'#'))
                continue;
            const QStringList columns = line.split(u'\t');
            QVERIFY2(columns.size() == 2, qPrintable(glossary.fileName() + u": " + line));
            // The term as a word of its own (plural too), not inside "not-always-live" or "--tile".
            terms.append({QRegularExpression(QStringLiteral("(?<![-\\w])") + QRegularExpression::escape(columns[0]) + QStringLiteral("s?(?![-\\w])"),
                                             QRegularExpression::CaseInsensitiveOption),
                          columns[1].split(u'|')});
        }
        QVERIFY(terms.size() >= 5);
        QString error;
        const QList<Message> messages = readMessages(language, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QStringList problems;
        for (const Message& message : messages)
            for (const Term& term : terms) {
                if (!message.source.contains(term.inSource))
                    continue;
                for (const QString& form : message.forms)
                    if (std::none_of(term.accepted.begin(), term.accepted.end(),
                                     [&](const QString& a) { return form.contains(a, Qt::CaseInsensitive); }))
                        problems.append(message.context + u": \"" + message.source + u"\" -> \"" + form + u"\" (" +
                                        term.inSource.pattern() + u": " + term.accepted.join(u" or ") + u')');
            }
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
