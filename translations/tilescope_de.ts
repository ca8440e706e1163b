<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>CommandLine</name>
    <message>
        <source>Shows the memory, liveness and execution of simulated IPU programs.</source>
        <translation>Zeigt Speicher, Lebendigkeit und Ausführung simulierter IPU-Programme.</translation>
    </message>
    <message>
        <source>Report file to open (.tsr or .json).</source>
        <translation>Zu öffnende Berichtsdatei (.tsr oder .json).</translation>
    </message>
    <message>
        <source>Report to compare the first one against.</source>
        <translation>Bericht, mit dem der erste verglichen wird.</translation>
    </message>
    <message>
        <source>View to show first (for example "summary").</source>
        <translation>Zuerst angezeigte Ansicht (zum Beispiel „summary“).</translation>
    </message>
    <message>
        <source>Tile to select.</source>
        <translation>Auszuwählende Kachel.</translation>
    </message>
    <message>
        <source>Save a picture of every view to DIR, then exit.</source>
        <translation>Ein Bild jeder Ansicht in DIR speichern und beenden.</translation>
    </message>
    <message>
        <source>Only one report can be opened; use --compare for a second one.</source>
        <translation>Es kann nur ein Bericht geöffnet werden; für einen zweiten --compare verwenden.</translation>
    </message>
    <message>
        <source>--tile expects a tile number, not "%1".</source>
        <translation>--tile erwartet eine Kachelnummer, nicht „%1“.</translation>
    </message>
    <message>
        <source>--screenshot needs a report to show.</source>
        <translation>--screenshot benötigt einen Bericht zum Anzeigen.</translation>
    </message>
    <message>
        <source>--compare needs a report to compare.</source>
        <translation>--compare benötigt einen Bericht zum Vergleichen.</translation>
    </message>
</context>
<context>
    <name>LanguageSetting</name>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
</context>
<context>
    <name>LoadFailureText</name>
    <message>
        <source>The file does not exist or cannot be opened.</source>
        <translation>Die Datei existiert nicht oder kann nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>The file is empty, truncated or not in a format Tilescope reads.</source>
        <translation>Die Datei ist leer, abgeschnitten oder in keinem Format, das Tilescope liest.</translation>
    </message>
    <message>
        <source>The file is not a Tilescope report.</source>
        <translation>Die Datei ist kein Tilescope-Bericht.</translation>
    </message>
    <message>
        <source>The report was written by a newer version of Tilescope.</source>
        <translation>Der Bericht wurde von einer neueren Version von Tilescope geschrieben.</translation>
    </message>
    <message>
        <source>The report contains an invalid value.</source>
        <translation>Der Bericht enthält einen ungültigen Wert.</translation>
    </message>
    <message>
        <source>The report lacks a required field.</source>
        <translation>Im Bericht fehlt ein erforderliches Feld.</translation>
    </message>
    <message>
        <source>The report could not be loaded.</source>
        <translation>Der Bericht konnte nicht geladen werden.</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>Datei: %1</translation>
    </message>
    <message>
        <source>Field: %1</source>
        <translation>Feld: %1</translation>
    </message>
    <message>
        <source>Details: %1</source>
        <translation>Details: %1</translation>
    </message>
</context>
<context>
    <name>SummaryRows</name>
    <message>
        <source>differs</source>
        <translation>abweichend</translation>
    </message>
    <message>
        <source>%1 IPU(s) × %2 tiles × %3</source>
        <translation>%1 IPU(s) × %2 Kacheln × %3</translation>
    </message>
    <message>
        <source>%1 GHz</source>
        <translation>%1 GHz</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>Inferenz</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Batch size</source>
        <translation>Batchgröße</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>Architektur</translation>
    </message>
    <message>
        <source>IPUs × tiles × memory</source>
        <translation>IPUs × Kacheln × Speicher</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>Replikate</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Takt</translation>
    </message>
    <message>
        <source>Generator</source>
        <translation>Erzeugt von</translation>
    </message>
    <message>
        <source>Total memory</source>
        <translation>Gesamtspeicher</translation>
    </message>
    <message>
        <source>All bytes of one replica, including gaps</source>
        <translation>Alle Bytes eines Replikats, einschließlich Lücken</translation>
    </message>
    <message>
        <source>Memory capacity</source>
        <translation>Speicherkapazität</translation>
    </message>
    <message>
        <source>Tiles of one replica × memory per tile</source>
        <translation>Kacheln eines Replikats × Speicher pro Kachel</translation>
    </message>
    <message>
        <source>Always-live</source>
        <translation>Immer lebendig</translation>
    </message>
    <message>
        <source>Code, constants and variables allocated for the whole program</source>
        <translation>Code, Konstanten und Variablen, die für das ganze Programm belegt sind</translation>
    </message>
    <message>
        <source>Peak not-always-live</source>
        <translation>Spitze nicht immer lebendig</translation>
    </message>
    <message>
        <source>The largest total of variables live at the same program step</source>
        <translation>Die größte Summe der Variablen, die im selben Programmschritt lebendig sind</translation>
    </message>
    <message>
        <source>no program steps</source>
        <translation>keine Programmschritte</translation>
    </message>
    <message>
        <source>Peak at step</source>
        <translation>Spitze bei Schritt</translation>
    </message>
    <message>
        <source>Gaps</source>
        <translation>Lücken</translation>
    </message>
    <message>
        <source>Holes left by alignment and placement rules</source>
        <translation>Lücken durch Ausrichtungs- und Platzierungsregeln</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Tile memory, minimum</source>
        <translation>Kachelspeicher, Minimum</translation>
    </message>
    <message>
        <source>Tile memory, mean</source>
        <translation>Kachelspeicher, Mittelwert</translation>
    </message>
    <message>
        <source>Tile memory, maximum</source>
        <translation>Kachelspeicher, Maximum</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>Operationen</translation>
    </message>
    <message>
        <source>Planner fallbacks</source>
        <translation>Planer-Rückfälle</translation>
    </message>
    <message>
        <source>Operations the planner could only fit by optimising for minimum memory (phase 2)</source>
        <translation>Operationen, die der Planer nur durch Optimierung auf minimalen Speicher unterbringen konnte (Phase 2)</translation>
    </message>
    <message>
        <source>not profiled</source>
        <translation>nicht profiliert</translation>
    </message>
    <message>
        <source>%1 samples/s</source>
        <translation>%1 Samples/s</translation>
    </message>
    <message>
        <source>Cycles per iteration</source>
        <translation>Zyklen pro Iteration</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>(nicht gesetzt)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>unknown view "%1"; the views are: %2</source>
        <translation>unbekannte Ansicht „%1“; verfügbare Ansichten: %2</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::CategoryTableModel</name>
    <message>
        <source>Always-live variables</source>
        <translation>Immer lebendige Variablen</translation>
    </message>
    <message>
        <source>Not-always-live variables</source>
        <translation>Nicht immer lebendige Variablen</translation>
    </message>
    <message>
        <source>Constants</source>
        <translation>Konstanten</translation>
    </message>
    <message>
        <source>Vertex code</source>
        <translation>Vertex-Code</translation>
    </message>
    <message>
        <source>Vertex instance state</source>
        <translation>Vertex-Instanzzustand</translation>
    </message>
    <message>
        <source>Vertex field data</source>
        <translation>Vertex-Felddaten</translation>
    </message>
    <message>
        <source>Vector list descriptors</source>
        <translation>Vektorlisten-Deskriptoren</translation>
    </message>
    <message>
        <source>Copy descriptors</source>
        <translation>Kopier-Deskriptoren</translation>
    </message>
    <message>
        <source>Control code</source>
        <translation>Steuerungscode</translation>
    </message>
    <message>
        <source>Control IDs</source>
        <translation>Steuerungs-IDs</translation>
    </message>
    <message>
        <source>Control table</source>
        <translation>Steuerungstabelle</translation>
    </message>
    <message>
        <source>Internal exchange code</source>
        <translation>Code für internen Austausch</translation>
    </message>
    <message>
        <source>Host exchange code</source>
        <translation>Code für Host-Austausch</translation>
    </message>
    <message>
        <source>Global exchange code</source>
        <translation>Code für globalen Austausch</translation>
    </message>
    <message>
        <source>Host exchange packet headers</source>
        <translation>Paketköpfe des Host-Austauschs</translation>
    </message>
    <message>
        <source>Global exchange packet headers</source>
        <translation>Paketköpfe des globalen Austauschs</translation>
    </message>
    <message>
        <source>Instrumentation results</source>
        <translation>Instrumentierungsergebnisse</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Stack</translation>
    </message>
    <message>
        <source>Message buffers</source>
        <translation>Nachrichtenpuffer</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Differenz</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::FitBanner</name>
    <message>
        <source>OUT OF MEMORY</source>
        <translation>SPEICHER ERSCHÖPFT</translation>
    </message>
    <message>
        <source>Fits in memory</source>
        <translation>Passt in den Speicher</translation>
    </message>
    <message>
        <source>Largest tile: %1 uses %2 of %3 (%4)</source>
        <translation>Größte Kachel: %1 belegt %2 von %3 (%4)</translation>
    </message>
    <message>
        <source>Target report: fits in memory (largest tile %1 uses %2)</source>
        <translation>Zielbericht: passt in den Speicher (größte Kachel %1 belegt %2)</translation>
    </message>
    <message>
        <source>Target report: OUT OF MEMORY (largest tile %1 uses %2)</source>
        <translation>Zielbericht: SPEICHER ERSCHÖPFT (größte Kachel %1 belegt %2)</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::IpuTableModel</name>
    <message>
        <source>Fits</source>
        <translation>Passt</translation>
    </message>
    <message>
        <source>Out of memory</source>
        <translation>Speicher erschöpft</translation>
    </message>
    <message>
        <source>IPU</source>
        <translation>IPU</translation>
    </message>
    <message>
        <source>Always-live</source>
        <translation>Immer lebendig</translation>
    </message>
    <message>
        <source>Peak not-always-live</source>
        <translation>Spitze nicht immer lebendig</translation>
    </message>
    <message>
        <source>Largest tile</source>
        <translation>Größte Kachel</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::KeyValueModel</name>
    <message>
        <source>Property</source>
        <translation>Eigenschaft</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Differenz</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <translation>Neu &amp;laden</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Tilescope</source>
        <translation>Ü&amp;ber Tilescope</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Open a report to see where the memory of an IPU program goes.</source>
        <translation>Öffnen Sie einen Bericht, um zu sehen, wofür ein IPU-Programm seinen Speicher verwendet.</translation>
    </message>
    <message>
        <source>Use File &gt; Open (Ctrl+O) or drop a .tsr or .json report here.</source>
        <translation>Verwenden Sie Datei &gt; Öffnen (Strg+O) oder ziehen Sie einen .tsr- oder .json-Bericht hierher.</translation>
    </message>
    <message>
        <source>Open Report…</source>
        <translation>Bericht öffnen…</translation>
    </message>
    <message>
        <source>Open Report</source>
        <translation>Bericht öffnen</translation>
    </message>
    <message>
        <source>Tilescope reports (*.tsr *.json)</source>
        <translation>Tilescope-Berichte (*.tsr *.json)</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>Liste leeren</translation>
    </message>
    <message>
        <source>About Tilescope</source>
        <translation>Über Tilescope</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tilescope %1&lt;/h3&gt;&lt;p&gt;Simulates Graphcore IPU programs and shows their memory, liveness and execution reports.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Tilescope %1&lt;/h3&gt;&lt;p&gt;Simuliert Graphcore-IPU-Programme und zeigt ihre Berichte zu Speicher, Lebendigkeit und Ausführung.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The language will change when Tilescope is restarted.</source>
        <translation>Die Sprache ändert sich, wenn Tilescope neu gestartet wird.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>%1 wird geladen…</translation>
    </message>
    <message>
        <source>Cannot Open Report</source>
        <translation>Bericht kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Loading cancelled.</source>
        <translation>Laden abgebrochen.</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 vs. %2</translation>
    </message>
    <message>
        <source>Compare &amp;With…</source>
        <translation>&amp;Vergleichen mit…</translation>
    </message>
    <message>
        <source>Open a second report as the target to compare the current one against</source>
        <translation>Einen zweiten Bericht als Ziel öffnen, mit dem der aktuelle verglichen wird</translation>
    </message>
    <message>
        <source>&amp;Stop Comparing</source>
        <translation>Ver&amp;gleich beenden</translation>
    </message>
    <message>
        <source>Compare With Report</source>
        <translation>Mit Bericht vergleichen</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::ScreenshotWriter</name>
    <message>
        <source>Cannot create the directory %1.</source>
        <translation>Das Verzeichnis %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 kann nicht geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::SummaryView</name>
    <message>
        <source>Program and target</source>
        <translation>Programm und Zielsystem</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Operations and execution</source>
        <translation>Operationen und Ausführung</translation>
    </message>
    <message>
        <source>Memory by category</source>
        <translation>Speicher nach Kategorie</translation>
    </message>
    <message>
        <source>Worst tiles</source>
        <translation>Am stärksten belegte Kacheln</translation>
    </message>
    <message>
        <source>Tiles by memory used</source>
        <translation>Kacheln nach belegtem Speicher</translation>
    </message>
    <message>
        <source>IPUs</source>
        <translation>IPUs</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>Engine options</source>
        <translation>Engine-Optionen</translation>
    </message>
    <message>
        <source>Worst tiles (source)</source>
        <translation>Am stärksten belegte Kacheln (Quelle)</translation>
    </message>
    <message>
        <source>Tiles by memory used (source)</source>
        <translation>Kacheln nach belegtem Speicher (Quelle)</translation>
    </message>
    <message numerus="yes">
        <source>Warnings (%n)</source>
        <translation><numerusform>Warnung (%n)</numerusform><numerusform>Warnungen (%n)</numerusform></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Übersicht</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::TileHistogramPlot</name>
    <message>
        <source>Memory used per tile, including gaps (KiB)</source>
        <translation>Belegter Speicher pro Kachel, einschließlich Lücken (KiB)</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Kacheln</translation>
    </message>
    <message>
        <source>Tile memory</source>
        <translation>Kachelspeicher</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::WorstTilesModel</name>
    <message>
        <source>Memory used including gaps, as a share of the tile's memory</source>
        <translation>Belegter Speicher einschließlich Lücken, als Anteil am Speicher der Kachel</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Kachel</translation>
    </message>
    <message>
        <source>IPU</source>
        <translation>IPU</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Of tile</source>
        <translation>Der Kachel</translation>
    </message>
    <message>
        <source>Excluding gaps</source>
        <translation>Ohne Lücken</translation>
    </message>
    <message>
        <source>Always-live</source>
        <translation>Immer lebendig</translation>
    </message>
    <message>
        <source>Peak not-always-live</source>
        <translation>Spitze nicht immer lebendig</translation>
    </message>
</context>
</TS>
