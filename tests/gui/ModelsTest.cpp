// The item models of gui/models: structure checked by QAbstractItemModelTester (fatal) through
// every state, figures checked against core's summarize().

#include "GuiTestSupport.h"
#include "models/ByteFormat.h"
#include "models/CategoryTableModel.h"
#include "models/CsvField.h"
#include "models/KeyValueModel.h"
#include "models/RoomToSpareText.h"
#include "options/CompileCommand.h"
#include "report/MemoryCategory.h"
#include "report/ReportSummary.h"
#include "simulate/AdviceModel.h"
#include "simulation/Simulation.h"
#include "TestReports.h"
#include "views/summary/HalfPrecisionModel.h"
#include "views/summary/IpuTableModel.h"
#include "views/summary/PlannerFallbacksModel.h"
#include "views/summary/SummaryRows.h"
#include "views/summary/TileHistogram.h"
#include "views/summary/WorstTilesModel.h"

#include <QAbstractItemModelTester>
#include <QTest>

#include <algorithm>
#include <numeric>

using namespace tilescope;
using namespace tilescope::gui;
using namespace Qt::StringLiterals;

class ModelsTest : public QObject {
    Q_OBJECT

private:
    const Report fitsReport_ = test::makeSmallReport(false);
    const Report oomReport_ = test::makeSmallReport(true);
    const ReportSummary fits_ = summarize(fitsReport_);
    const ReportSummary oom_ = summarize(oomReport_);

private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void categoryModelPassesModelTesterThroughEveryState()
    {
        CategoryTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.setSummaries(&fits_);
        QCOMPARE(model.columnCount(), 3);
        model.setSummaries(&fits_, &oom_);
        QCOMPARE(model.columnCount(), 5);
        model.setSummaries(nullptr);
        QCOMPARE(model.rowCount(), 0);
        model.setSummaries(&oom_);
        QVERIFY(model.rowCount() > 0);
    }

    void categoryBytesEqualSummary()
    {
        CategoryTableModel model;
        model.setSummaries(&oom_);
        std::size_t nonZero = 0;
        for (const auto bytes : oom_.categoryBytes)
            nonZero += bytes != 0;
        QCOMPARE(std::size_t(model.rowCount()), nonZero);
        std::uint64_t previous = std::numeric_limits<std::uint64_t>::max();
        for (int row = 0; row < model.rowCount(); ++row) {
            const auto category = model.index(row, CategoryTableModel::CategoryColumn)
                                      .data(CategoryTableModel::RawValueRole).toInt();
            const auto bytes = model.index(row, CategoryTableModel::BytesColumn)
                                   .data(CategoryTableModel::RawValueRole).toULongLong();
            QCOMPARE(bytes, oom_.categoryBytes[std::size_t(category)]);
            QCOMPARE(model.index(row, CategoryTableModel::BytesColumn).data().toString(), formatBytes(bytes));
            QVERIFY2(bytes <= previous, "rows are sorted largest first");
            previous = bytes;
        }
        const auto largest = std::max_element(oom_.categoryBytes.begin(), oom_.categoryBytes.end());
        const auto largestCategory = allMemoryCategories()[std::size_t(largest - oom_.categoryBytes.begin())];
        QCOMPARE(model.index(0, 0).data().toString(), CategoryTableModel::categoryTitle(largestCategory));
    }

    // The Summary shows the always-live total (every category but not-always-live variables) and,
    // in the category table, the always-live variables alone: each says what it holds (issue 28).
    void theTwoAlwaysLiveFiguresSayWhatEachHolds()
    {
        const QList<KeyValueRow> rows = SummaryRows::memory(oom_, nullptr);
        const auto total = std::find_if(rows.begin(), rows.end(),
                                        [](const KeyValueRow& row) { return row.key.startsWith(u"Always-live"_s); });
        QVERIFY(total != rows.end());
        QCOMPARE(total->key, u"Always-live (code, state and variables)"_s);
        QCOMPARE(total->source, formatBytes(oom_.alwaysLiveBytes));
        QVERIFY(total->toolTip.contains(u"vertex state"_s) && total->toolTip.contains(u"always-live variables"_s));
        QCOMPARE(CategoryTableModel::categoryTitle(MemoryCategory::AlwaysLiveVariable),
                 u"Always-live variables (no code or state)"_s);
        QVERIFY(oom_.categoryBytes[categoryIndex(MemoryCategory::AlwaysLiveVariable)] < oom_.alwaysLiveBytes);
    }

    void categoryDifferenceIsTargetMinusSource()
    {
        CategoryTableModel model;
        model.setSummaries(&fits_, &oom_);
        for (int row = 0; row < model.rowCount(); ++row) {
            const auto source = model.index(row, CategoryTableModel::BytesColumn)
                                    .data(CategoryTableModel::RawValueRole).toLongLong();
            const auto target = model.index(row, CategoryTableModel::TargetBytesColumn)
                                    .data(CategoryTableModel::RawValueRole).toLongLong();
            QCOMPARE(model.index(row, CategoryTableModel::DifferenceColumn).data(CategoryTableModel::RawValueRole)
                         .toLongLong(),
                     target - source);
        }
    }

    void worstTilesFollowSummary()
    {
        WorstTilesModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.setSummary(&oom_);
        QCOMPARE(std::size_t(model.rowCount()), oom_.worstTiles.size());
        QCOMPARE(model.index(0, WorstTilesModel::TileColumn).data(WorstTilesModel::RawValueRole).toUInt(), 5u);
        QCOMPARE(model.index(0, WorstTilesModel::TileColumn).data().toString(), QStringLiteral("5"));
        QCOMPARE(model.index(0, WorstTilesModel::IpuColumn).data(WorstTilesModel::RawValueRole).toUInt(), 1u);
        QCOMPARE(model.index(0, WorstTilesModel::BytesColumn).data(WorstTilesModel::RawValueRole).toULongLong(),
                 oom_.worstTiles.front().bytes);
        QVERIFY(model.index(0, WorstTilesModel::ShareColumn).data(WorstTilesModel::RawValueRole).toDouble() > 1.0);
        QVERIFY(model.index(0, WorstTilesModel::ShareColumn).data(Qt::ForegroundRole).isValid());
        model.setSummary(nullptr);
        QCOMPARE(model.rowCount(), 0);
        model.setSummary(&fits_);
        QVERIFY(!model.index(0, WorstTilesModel::ShareColumn).data(Qt::ForegroundRole).isValid());
    }

    void ipuTableFollowsSummary()
    {
        IpuTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.setSummary(&oom_);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(0, IpuTableModel::FitsColumn).data(IpuTableModel::RawValueRole).toBool(), true);
        QCOMPARE(model.index(1, IpuTableModel::FitsColumn).data(IpuTableModel::RawValueRole).toBool(), false);
        QCOMPARE(model.index(1, IpuTableModel::MaxTileColumn).data(IpuTableModel::RawValueRole).toULongLong(),
                 oom_.ipus[1].maxTileBytes);
        model.setSummary(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }

    // Each IPU's tightest tile and the largest block it has free at its peak; an IPU out of memory
    // is over by its overflow, in the warning colour.
    void ipuTableSaysEachIpusRoomToSpare()
    {
        IpuTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.setSummary(&fits_);
        QCOMPARE(model.headerData(IpuTableModel::RoomToSpareColumn, Qt::Horizontal).toString(),
                 QStringLiteral("Room to spare"));
        QVERIFY(!model.headerData(IpuTableModel::RoomToSpareColumn, Qt::Horizontal, Qt::ToolTipRole)
                     .toString()
                     .isEmpty());
        // Tiles of IPU 0 hold 3,516 to 3,546 bytes: the tightest is tile 3; tile 5 is IPU 1's.
        const QModelIndex first = model.index(0, IpuTableModel::RoomToSpareColumn);
        const QModelIndex second = model.index(1, IpuTableModel::RoomToSpareColumn);
        QCOMPARE(fits_.ipus[0].roomToSpare.tile, 3u);
        QCOMPARE(first.data(IpuTableModel::RawValueRole).toLongLong(),
                 qlonglong(fitsReport_.target.bytesPerTile - fitsReport_.memory.bytesIncludingGaps(3)));
        QCOMPARE(first.data().toString(), QStringLiteral("%1 on tile 3").arg(formatBytes(638976 - 3546)));
        QCOMPARE(second.data().toString(), QStringLiteral("612.22 KiB on tile 5"));
        QVERIFY(!second.data(Qt::ForegroundRole).isValid());
        model.setSummary(&oom_);
        QCOMPARE(second.data(IpuTableModel::RawValueRole).toLongLong(), -64090ll);
        QCOMPARE(second.data().toString(), QStringLiteral("none: tile 5 is 62.59 KiB over"));
        QVERIFY(second.data(Qt::ForegroundRole).isValid());
        QVERIFY(!first.data(Qt::ForegroundRole).isValid());
        model.setSummary(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }

    // The Summary's memory table ends on the tightest tile's room; compared, more room is for the
    // better (green) and less for the worse (red), the other way round from memory used.
    void memoryRowsSayTheRoomToSpare()
    {
        const auto roomRow = [](const QList<KeyValueRow>& rows) {
            const auto found = std::find_if(rows.begin(), rows.end(), [](const KeyValueRow& row) {
                return row.key == QStringLiteral("Room to spare");
            });
            return found == rows.end() ? -1 : int(found - rows.begin());
        };
        KeyValueModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.setRows(SummaryRows::memory(fits_, nullptr), false);
        const int row = roomRow(model.rows());
        QVERIFY(row >= 0);
        QCOMPARE(model.index(row, KeyValueModel::SourceColumn).data().toString(),
                 QStringLiteral("612.22 KiB on tile 5"));
        QCOMPARE(model.index(row, KeyValueModel::KeyColumn).data(Qt::ToolTipRole).toString(),
                 RoomToSpareText::explanation());
        QVERIFY(!model.index(row, KeyValueModel::SourceColumn).data(Qt::ForegroundRole).isValid());

        // Fits, then out of memory: the room went from 612.22 KiB to 62.59 KiB over.
        model.setRows(SummaryRows::memory(fits_, &oom_), true);
        QCOMPARE(model.index(row, KeyValueModel::TargetColumn).data().toString(),
                 QStringLiteral("none: tile 5 is 62.59 KiB over"));
        QCOMPARE(model.index(row, KeyValueModel::DifferenceColumn).data().toString(),
                 formatByteDelta(-64090 - 626910));
        QCOMPARE(model.index(row, KeyValueModel::DifferenceColumn).data(Qt::ForegroundRole).value<QBrush>().color(),
                 QColor(0xd3, 0x2f, 0x2f));
        // The other way round: more room, for the better.
        model.setRows(SummaryRows::memory(oom_, &fits_), true);
        QCOMPARE(model.index(row, KeyValueModel::DifferenceColumn).data().toString(), formatByteDelta(626910 + 64090));
        QCOMPARE(model.index(row, KeyValueModel::DifferenceColumn).data(Qt::ForegroundRole).value<QBrush>().color(),
                 QColor(0x2e, 0x7d, 0x32));
        // Equal: nothing to colour; rows without a verdict (memory used) stay uncoloured.
        model.setRows(SummaryRows::memory(fits_, &fits_), true);
        QVERIFY(!model.index(row, KeyValueModel::DifferenceColumn).data(Qt::ForegroundRole).isValid());
        model.setRows(SummaryRows::memory(fits_, &oom_), true);
        QVERIFY(!model.index(0, KeyValueModel::DifferenceColumn).data(Qt::ForegroundRole).isValid());
        model.clear();
        QCOMPARE(model.rowCount(), 0);
    }

    void roomToSpareIsWordedOnce()
    {
        QCOMPARE(RoomToSpareText::bytes(56218), QStringLiteral("54.90 KiB"));
        QCOMPARE(RoomToSpareText::bytes(0), QStringLiteral("0 bytes"));
        QCOMPARE(RoomToSpareText::bytes(-1536), QStringLiteral("none (1.50 KiB over)"));
        QCOMPARE(RoomToSpareText::onTile(56218, 0), QStringLiteral("54.90 KiB on tile 0"));
        QCOMPARE(RoomToSpareText::onTile(-1536, 952), QStringLiteral("none: tile 952 is 1.50 KiB over"));
        QCOMPARE(RoomToSpareText::onTile(std::numeric_limits<std::int64_t>::min(), 1).isEmpty(), false);
    }

    // The fit advisor's candidates: the column reads the candidates' room to spare by that name.
    void adviceModelSaysTheRoomToSpare()
    {
        AdviceModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        AdviceCandidate candidate;
        candidate.change = "--amp 0.8 -> 0.35";
        candidate.figures.fits = true;
        candidate.roomToSpareBytes = 56218;
        model.setCandidates({candidate});
        QCOMPARE(model.headerData(AdviceModel::RoomToSpareColumn, Qt::Horizontal).toString(),
                 QStringLiteral("Room to spare"));
        QCOMPARE(model.headerData(AdviceModel::RoomToSpareColumn, Qt::Horizontal, Qt::ToolTipRole).toString(),
                 RoomToSpareText::explanation());
        QCOMPARE(model.index(0, AdviceModel::RoomToSpareColumn).data().toString(), QStringLiteral("54.90 KiB"));
        model.setCandidates({});
        QCOMPARE(model.rowCount(), 0);
    }

    // Amp variants of one configuration with the same figures are one row that names the other
    // amps; a different figure or another option keeps its own row (issue 28).
    void adviceModelFoldsAmpsThatChangeNothing()
    {
        const auto candidate = [](const char* amp, const char* batch, double samples) {
            AdviceCandidate c;
            c.input = parseCompileArguments({"mlp", "--batch-size", batch, "--amp", amp});
            c.change = std::string("--amp 0.8 -> ") + amp;
            c.figures.fits = true;
            c.figures.samplesPerSecond = samples;
            c.roomToSpareBytes = 5000;
            c.globalBatch = 4;
            return c;
        };
        AdviceModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.setCandidates({candidate("0.3", "4", 100), candidate("0.35", "4", 100), candidate("0.4", "4", 90),
                             candidate("0.45", "8", 100), candidate("0.5", "4", 100)});
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.foldedAmps(0), (QStringList{u"0.35"_s, u"0.5"_s}));
        QCOMPARE(model.index(0, AdviceModel::ChangeColumn).data().toString(),
                 u"--amp 0.8 -> 0.3 (the same figures with amp 0.35, 0.5)"_s);
        QCOMPARE(model.index(1, AdviceModel::ChangeColumn).data().toString(), u"--amp 0.8 -> 0.4"_s);
        QVERIFY(model.foldedAmps(2).isEmpty()); // another batch size
        QCOMPARE(model.candidate(2)->input.options.batchSize, 8u);
    }

    void keyValueModelShowsSummaryRows()
    {
        KeyValueModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.setRows(SummaryRows::memory(oom_, nullptr), false);
        QCOMPARE(model.columnCount(), 2);
        QCOMPARE(model.index(0, KeyValueModel::SourceColumn).data().toString(), formatBytes(oom_.totalMemoryBytes));
        model.setRows(SummaryRows::memory(fits_, &oom_), true);
        QCOMPARE(model.columnCount(), 4);
        QCOMPARE(model.index(0, KeyValueModel::TargetColumn).data().toString(), formatBytes(oom_.totalMemoryBytes));
        QCOMPARE(model.index(0, KeyValueModel::DifferenceColumn).data().toString(),
                 formatByteDelta(byteDelta(fits_.totalMemoryBytes, oom_.totalMemoryBytes)));
        model.setRows(SummaryRows::program(oomReport_, &fitsReport_), true);
        model.setRows(SummaryRows::execution(oomReport_, oom_, nullptr, nullptr), false);
        QCOMPARE(model.index(2, KeyValueModel::KeyColumn).data().toString(), SummaryRows::tr("Execution profile"));
        QVERIFY(model.index(2, KeyValueModel::SourceColumn).data().toString().contains(QStringLiteral("does not fit")));
        QCOMPARE(model.index(3, KeyValueModel::SourceColumn).data().toString(), SummaryRows::tr("not profiled"));
        model.clear();
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.columnCount(), 2);
    }

    void programRowsNameTheRecordedConfigFiles()
    {
        // Rows only where a report records a file; beside a report without it, "(none)".
        QCOMPARE(SummaryRows::program(fitsReport_, nullptr)[1].key, SummaryRows::tr("Parameters"));
        Report withFile = fitsReport_;
        withFile.options[kIpuConfigFileOption] = "ipu_config.json";
        withFile.options[kIpuConfigTextOption] = "{}";
        const QList<KeyValueRow> rows = SummaryRows::program(withFile, &fitsReport_);
        QCOMPARE(rows[1].key, SummaryRows::tr("IPUConfig"));
        QCOMPARE(rows[1].source, SummaryRows::tr("%1 (recorded in the report)").arg(QStringLiteral("ipu_config.json")));
        QCOMPARE(rows[1].target, SummaryRows::tr("(none)"));
        QCOMPARE(rows[2].key, SummaryRows::tr("Parameters"));
    }

    void executionRowsGiveTimesAndEachIpusUtilisation()
    {
        const Report executed = test::smallReportWithExecution();
        const ReportSummary summary = summarize(executed);
        const auto valueOf = [](const QList<KeyValueRow>& rows, const QString& key) {
            for (const KeyValueRow& row : rows)
                if (row.key == key)
                    return row;
            return KeyValueRow{};
        };
        const QList<KeyValueRow> rows = SummaryRows::execution(executed, summary, nullptr, nullptr);
        QCOMPARE(valueOf(rows, SummaryRows::tr("Cycles per iteration")).source, QStringLiteral("1510"));
        QCOMPARE(valueOf(rows, SummaryRows::tr("Samples per iteration")).source, QStringLiteral("2"));
        QCOMPARE(valueOf(rows, SummaryRows::tr("Utilisation of IPU 0")).source, formatPercent(1340.0 / 1510.0));
        QCOMPARE(valueOf(rows, SummaryRows::tr("Utilisation of IPU 1")).source, formatPercent(200.0 / 1510.0));
        QVERIFY(valueOf(rows, SummaryRows::tr("Execution profile")).key.isEmpty());
        // Compared with a report that was never executed: what can be said, and why the rest cannot.
        const QList<KeyValueRow> compared = SummaryRows::execution(executed, summary, &oomReport_, &oom_);
        const KeyValueRow profile = valueOf(compared, SummaryRows::tr("Execution profile"));
        QCOMPARE(profile.source, SummaryRows::tr("present"));
        QVERIFY(profile.target.contains(QStringLiteral("does not fit")));
        const KeyValueRow cycles = valueOf(compared, SummaryRows::tr("Cycles per iteration"));
        QCOMPARE(cycles.target, SummaryRows::tr("not profiled"));
        QVERIFY(cycles.difference.isEmpty());
        const KeyValueRow same = valueOf(SummaryRows::execution(executed, summary, &executed, &summary),
                                         SummaryRows::tr("Utilisation of IPU 1"));
        QCOMPARE(same.difference, QStringLiteral("+0.0 points"));
    }

    void optionsAreTheUnionOfBothReports()
    {
        const SummaryRows::OptionMap source{{"a", "1"}, {"b", "2"}, {"d", "5"}};
        const SummaryRows::OptionMap target{{"b", "3"}, {"c", "4"}, {"d", "5"}};
        const QList<KeyValueRow> rows = SummaryRows::options(source, &target);
        QCOMPARE(rows.size(), 4);
        QCOMPARE(rows[0].target, SummaryRows::tr("(not set)"));
        QCOMPARE(rows[0].difference, SummaryRows::tr("differs"));
        QCOMPARE(rows[1].difference, SummaryRows::tr("differs"));
        QCOMPARE(rows[2].source, SummaryRows::tr("(not set)"));
        QCOMPARE(rows[3].source, QStringLiteral("5"));
        QCOMPARE(rows[3].difference, QString());
        QCOMPARE(SummaryRows::options(source, nullptr).size(), 3);
        // A recorded config file: its path as it is, its text said to be recorded, not shown.
        const SummaryRows::OptionMap recorded{{"ipu-config-file", "ipu_config.json"},
                                              {"ipu-config-text", std::string(1234, ' ')}};
        const QList<KeyValueRow> files = SummaryRows::options(recorded, nullptr);
        QCOMPARE(files.size(), 2);
        QCOMPARE(files[0].source, QStringLiteral("ipu_config.json"));
        QCOMPARE(files[1].source, SummaryRows::tr("recorded whole in the report, %1 bytes").arg(QLocale().toString(1234)));
    }

    void plannerFallbacksListPhaseTwoOperations()
    {
        PlannerFallbacksModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.setReport(&fitsReport_);
        // conv1 was planned for minimum memory; relu1 was not planned at all.
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.index(0, PlannerFallbacksModel::OperationColumn).data().toString(), QStringLiteral("conv1"));
        QCOMPARE(model.index(0, PlannerFallbacksModel::TempBytesColumn)
                     .data(PlannerFallbacksModel::RawValueRole)
                     .toULongLong(),
                 400ull);
        QVERIFY(!model.index(0, 0).data(Qt::ToolTipRole).toString().isEmpty()); // the plan
        model.setReport(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }

    void halfPrecisionCandidatesPutTheWorstTileFirst()
    {
        HalfPrecisionModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.setReport(&fitsReport_);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(0, HalfPrecisionModel::VariableColumn).data().toString(), QStringLiteral("conv1/out"));
        QCOMPARE(model.index(0, HalfPrecisionModel::SavedOnWorstTileColumn)
                     .data(HalfPrecisionModel::RawValueRole)
                     .toULongLong(),
                 4000ull);
        model.setReport(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }

    void bytesUseIecUnits()
    {
        QCOMPARE(formatBytes(1536), QStringLiteral("1.50 KiB"));
        QCOMPARE(formatBytes(3 * 1024 * 1024), QStringLiteral("3.00 MiB"));
        QCOMPARE(formatByteDelta(-1536), QString(QChar(0x2212)) + QStringLiteral("1.50 KiB"));
        QCOMPARE(formatByteDelta(1024), QStringLiteral("+1.00 KiB"));
        QCOMPARE(byteDelta(10, 4), std::int64_t(-6));
        QCOMPARE(formatCountDelta(-3), QString(QChar(0x2212)) + QStringLiteral("3"));
    }

    void csvFieldsAreQuotedOnlyWhenTheyMustBe()
    {
        QCOMPARE(csvField(QStringLiteral("layer1.0.conv1")), QStringLiteral("layer1.0.conv1"));
        QCOMPARE(csvField(QStringLiteral("Bytes, maximum")), QStringLiteral("\"Bytes, maximum\""));
        QCOMPARE(csvField(QStringLiteral("the \"source\"")), QStringLiteral("\"the \"\"source\"\"\""));
        QCOMPARE(csvField(QStringLiteral("two\nlines")), QStringLiteral("\"two\nlines\""));
    }

    void histogramCountsEveryTileOnce()
    {
        const TileHistogram histogram = tileHistogram(oomReport_, 10);
        QCOMPARE(histogram.tileCounts.size(), std::size_t(10));
        QCOMPARE(std::accumulate(histogram.tileCounts.begin(), histogram.tileCounts.end(), 0.0),
                 double(oomReport_.memory.tileCount()));
        QCOMPARE(histogram.tileCounts.back(), 1.0); // the overflowing tile is the largest
        QCOMPARE(histogram.maxTileBytes, oom_.maxTileBytes);
        QVERIFY(tileHistogram(Report{}).isEmpty());
    }
};

TILESCOPE_GUI_TEST_MAIN(ModelsTest)
#include "ModelsTest.moc"
