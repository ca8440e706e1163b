<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>ClaimSentences</name>
    <message>
        <source>Fitting in memory</source>
        <translation>Passen in den Speicher</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <source>Cycles per iteration</source>
        <translation>Zyklen pro Iteration</translation>
    </message>
    <message>
        <source>Total memory</source>
        <translation>Gesamtspeicher</translation>
    </message>
    <message>
        <source>Always-live memory</source>
        <translation>Immer lebendiger Speicher</translation>
    </message>
    <message>
        <source>Peak not-always-live memory</source>
        <translation>Spitze des nicht immer lebendigen Speichers</translation>
    </message>
    <message>
        <source>Memory of the fullest tile</source>
        <translation>Speicher der vollsten Kachel</translation>
    </message>
    <message>
        <source>Memory of the fullest tile without its gaps</source>
        <translation>Speicher der vollsten Kachel ohne ihre Lücken</translation>
    </message>
    <message>
        <source>Gaps</source>
        <translation>Lücken</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Operations planned for minimum memory</source>
        <translation>Für minimalen Speicher geplante Operationen</translation>
    </message>
    <message>
        <source>The fullest tile against the mean tile</source>
        <translation>Die vollste Kachel gegenüber der mittleren Kachel</translation>
    </message>
    <message>
        <source>Pipeline FIFO memory</source>
        <translation>Speicher der Pipeline-FIFOs</translation>
    </message>
    <message>
        <source>Steps in the trace</source>
        <translation>Schritte im Trace</translation>
    </message>
    <message>
        <source>%1 samples/s</source>
        <translation>%1 Samples/s</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>passt</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>passt nicht</translation>
    </message>
    <message>
        <source>configuration %1</source>
        <translation>Konfiguration %1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>With %1 it fits: its fullest tile, %3, holds %2</source>
        <translation>Mit %1 passt es: die vollste Kachel, %3, belegt %2</translation>
    </message>
    <message>
        <source>With %1 it does not fit: tile %3 needs %2</source>
        <translation>Mit %1 passt es nicht: Kachel %3 braucht %2</translation>
    </message>
    <message>
        <source>%1 with %2: %3</source>
        <translation>%1 mit %2: %3</translation>
    </message>
    <message>
        <source>%1 with %2: %3, not %4</source>
        <translation>%1 mit %2: %3, nicht %4</translation>
    </message>
    <message>
        <source>%1 with %2: %3, the same as with %4</source>
        <translation>%1 mit %2: %3, genauso wie mit %4</translation>
    </message>
    <message>
        <source>%1 with %2: %3, not the same as with %4 (%5)</source>
        <translation>%1 mit %2: %3, nicht wie mit %4 (%5)</translation>
    </message>
    <message>
        <source>%1 with %2: %3, less than 1/%6 of the %5 with %4</source>
        <translation>%1 mit %2: %3, weniger als 1/%6 der %5 mit %4</translation>
    </message>
    <message>
        <source>%1 with %2: %3, not less than 1/%6 of the %5 with %4</source>
        <translation>%1 mit %2: %3, nicht weniger als 1/%6 der %5 mit %4</translation>
    </message>
    <message>
        <source>%1 with %2: %3, less than the %5 with %4</source>
        <translation>%1 mit %2: %3, weniger als die %5 mit %4</translation>
    </message>
    <message>
        <source>%1 with %2: %3, not less than the %5 with %4</source>
        <translation>%1 mit %2: %3, nicht weniger als die %5 mit %4</translation>
    </message>
    <message>
        <source>%1 with %2: %3, more than %6 times the %5 with %4</source>
        <translation>%1 mit %2: %3, mehr als das %6-Fache der %5 mit %4</translation>
    </message>
    <message>
        <source>%1 with %2: %3, not more than %6 times the %5 with %4</source>
        <translation>%1 mit %2: %3, nicht mehr als das %6-Fache der %5 mit %4</translation>
    </message>
    <message>
        <source>%1 with %2: %3, more than the %5 with %4</source>
        <translation>%1 mit %2: %3, mehr als die %5 mit %4</translation>
    </message>
    <message>
        <source>%1 with %2: %3, not more than the %5 with %4</source>
        <translation>%1 mit %2: %3, nicht mehr als die %5 mit %4</translation>
    </message>
    <message>
        <source>%1 with %2: none</source>
        <translation>%1 mit %2: keine</translation>
    </message>
    <message>
        <source>%1 with %2: %3, at least %4</source>
        <translation>%1 mit %2: %3, mindestens %4</translation>
    </message>
    <message>
        <source>%1 with %2: %3, less than %4</source>
        <translation>%1 mit %2: %3, weniger als %4</translation>
    </message>
    <message>
        <source>%1 with %2: %3, at most %4</source>
        <translation>%1 mit %2: %3, höchstens %4</translation>
    </message>
    <message>
        <source>%1 with %2: %3, more than %4</source>
        <translation>%1 mit %2: %3, mehr als %4</translation>
    </message>
    <message>
        <source>Share of the fullest tile&apos;s gaps that are addresses other steps&apos; variables use</source>
        <translation>Anteil der Lücken der vollsten Kachel, deren Adressen Variablen anderer Schritte belegen</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
</context>
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
        <source>View to show first (for example &quot;summary&quot;).</source>
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
        <source>--tile expects a tile number, not &quot;%1&quot;.</source>
        <translation>--tile erwartet eine Kachelnummer, nicht „%1“.</translation>
    </message>
    <message>
        <source>--compare needs a report to compare.</source>
        <translation>--compare benötigt einen Bericht zum Vergleichen.</translation>
    </message>
    <message>
        <source>Window size in pixels, for example 900x700 (also the size of the pictures).</source>
        <translation>Fenstergröße in Pixeln, zum Beispiel 900x700 (auch die Größe der Bilder).</translation>
    </message>
    <message>
        <source>Use a dark palette, whatever the desktop&apos;s.</source>
        <translation>Eine dunkle Farbpalette verwenden, unabhängig von der des Desktops.</translation>
    </message>
    <message>
        <source>Simulate a model as tilescope-cli compile would, for example &quot;resnet50 --amp 0.4&quot;, in the Simulate panel (compared with REPORT when one is given).</source>
        <translation>Ein Modell im Simulationsbereich so simulieren, wie tilescope-cli compile es täte, zum Beispiel „resnet50 --amp 0.4“ (verglichen mit REPORT, falls angegeben).</translation>
    </message>
    <message>
        <source>--simulate: %1</source>
        <translation>--simulate: %1</translation>
    </message>
    <message>
        <source>--screenshot needs a report to show or a model to --simulate.</source>
        <translation>--screenshot benötigt einen Bericht zum Anzeigen oder ein Modell für --simulate.</translation>
    </message>
    <message>
        <source>With --screenshot: only these views, comma-separated (for example &quot;memory,liveness&quot;).</source>
        <translation>Mit --screenshot: nur diese Ansichten, durch Kommas getrennt (zum Beispiel „memory,liveness“).</translation>
    </message>
    <message>
        <source>Presentation mode: larger text and thicker plot lines, for a projector.</source>
        <translation>Präsentationsmodus: größere Schrift und dickere Diagrammlinien, für einen Projektor.</translation>
    </message>
    <message>
        <source>--screenshot-views goes with --screenshot DIR.</source>
        <translation>--screenshot-views setzt --screenshot DIR voraus.</translation>
    </message>
    <message>
        <source>Open a lesson (a bundled lesson&apos;s name or a lesson file) at start.</source>
        <translation>Beim Start eine Lektion öffnen (den Namen einer mitgelieferten Lektion oder eine Lektionsdatei).</translation>
    </message>
    <message>
        <source>With --lesson: the step to show (from 1).</source>
        <translation>Mit --lesson: der anzuzeigende Schritt (ab 1).</translation>
    </message>
    <message>
        <source>--lesson-step expects a step number from 1, with --lesson, not &quot;%1&quot;.</source>
        <translation>--lesson-step erwartet eine Schrittnummer ab 1, zusammen mit --lesson, nicht „%1“.</translation>
    </message>
    <message>
        <source>--size expects WIDTHxHEIGHT from %1x%1 to %2x%2 pixels, not &quot;%3&quot;.</source>
        <translation>--size erwartet BREITExHÖHE von %1x%1 bis %2x%2 Pixel, nicht &quot;%3&quot;.</translation>
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
    <name>LessonViewWords</name>
    <message>
        <source>Liveness of all tiles, all steps in view, step %1 selected.</source>
        <translation>Liveness aller Kacheln, alle Schritte sichtbar, Schritt %1 ausgewählt.</translation>
    </message>
    <message>
        <source>Liveness of all tiles, all steps in view, the peak selected.</source>
        <translation>Liveness aller Kacheln, alle Schritte sichtbar, die Spitze ausgewählt.</translation>
    </message>
    <message>
        <source>Liveness of tile %1, all steps in view, step %2 selected.</source>
        <translation>Liveness der Kachel %1, alle Schritte sichtbar, Schritt %2 ausgewählt.</translation>
    </message>
    <message>
        <source>Liveness of tile %1 (the worst), all steps in view, its peak selected.</source>
        <translation>Liveness der Kachel %1 (der schlimmsten), alle Schritte sichtbar, ihre Spitze ausgewählt.</translation>
    </message>
    <message>
        <source>Liveness of tile %1, all steps in view, its peak selected.</source>
        <translation>Liveness der Kachel %1, alle Schritte sichtbar, ihre Spitze ausgewählt.</translation>
    </message>
    <message>
        <source>Memory of all IPUs in software order, gaps included; the breakdown of tile %1.</source>
        <translation>Speicher aller IPUs in Software-Reihenfolge, Lücken einbezogen; die Aufschlüsselung der Kachel %1.</translation>
    </message>
    <message>
        <source>Memory of all IPUs in software order, gaps included; the breakdown of tile %1 (the worst).</source>
        <translation>Speicher aller IPUs in Software-Reihenfolge, Lücken einbezogen; die Aufschlüsselung der Kachel %1 (der schlimmsten).</translation>
    </message>
    <message>
        <source>The row of %1 is marked.</source>
        <translation>Die Zeile %1 ist markiert.</translation>
    </message>
    <message>
        <source>Memory regions of tile %1, whole.</source>
        <translation>Speicherbereiche der Kachel %1, vollständig.</translation>
    </message>
    <message>
        <source>Memory regions of tile %1 (the worst), whole.</source>
        <translation>Speicherbereiche der Kachel %1 (der schlimmsten), vollständig.</translation>
    </message>
    <message>
        <source>Execution trace in cycles, from cycle %1 to %2.</source>
        <translation>Ausführungs-Trace in Zyklen, von Zyklus %1 bis %2.</translation>
    </message>
    <message>
        <source>Execution trace in cycles, the whole run.</source>
        <translation>Ausführungs-Trace in Zyklen, der ganze Lauf.</translation>
    </message>
    <message>
        <source>Operations unfiltered, %1 selected.</source>
        <translation>Operationen ungefiltert, %1 ausgewählt.</translation>
    </message>
</context>
<context>
    <name>LivenessCsv</name>
    <message>
        <source>Report</source>
        <translation>Bericht</translation>
    </message>
    <message>
        <source>First step</source>
        <translation>Erster Schritt</translation>
    </message>
    <message>
        <source>Always-live bytes</source>
        <translation>Immer lebendige Bytes</translation>
    </message>
    <message>
        <source>Not-always-live bytes (minimum)</source>
        <translation>Nicht immer lebendige Bytes (Minimum)</translation>
    </message>
    <message>
        <source>Not-always-live bytes (maximum)</source>
        <translation>Nicht immer lebendige Bytes (Maximum)</translation>
    </message>
    <message>
        <source>Max memory bytes</source>
        <translation>Maximaler Speicher in Bytes</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>Letzter Schritt</translation>
    </message>
</context>
<context>
    <name>LivenessStepDetails</name>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>Programm</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Compute set</source>
        <translation>Compute-Set</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Operation</translation>
    </message>
    <message>
        <source>Available memory proportion</source>
        <translation>Verfügbarer Speicheranteil (availableMemoryProportion)</translation>
    </message>
    <message>
        <source>%1 (planner phase 2: optimised for minimum memory)</source>
        <translation>%1 (Planer-Phase 2: auf minimalen Speicher optimiert)</translation>
    </message>
    <message>
        <source>Always-live</source>
        <translation>Immer lebendig</translation>
    </message>
    <message>
        <source>Not-always-live</source>
        <translation>Nicht immer lebendig</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Of max memory</source>
        <translation>Anteil am maximalen Speicher</translation>
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
    <message>
        <source>The file is an ONNX model, not a report: simulate it with File &gt; New Simulation (Ctrl+N).</source>
        <translation>Die Datei ist ein ONNX-Modell, kein Bericht: Simulieren Sie es mit Datei &gt; Neue Simulation (Strg+N).</translation>
    </message>
    <message>
        <source>The model could not be read.</source>
        <translation>Das Modell konnte nicht gelesen werden.</translation>
    </message>
</context>
<context>
    <name>MissingExecution</name>
    <message>
        <source>the program does not fit in memory, so it was never executed</source>
        <translation>das Programm passt nicht in den Speicher und wurde daher nie ausgeführt</translation>
    </message>
    <message>
        <source>execution profiling was off (autoReport.outputExecutionProfile is false)</source>
        <translation>die Ausführungsprofilierung war aus (autoReport.outputExecutionProfile ist false)</translation>
    </message>
    <message>
        <source>the report holds no execution profile</source>
        <translation>der Bericht enthält kein Ausführungsprofil</translation>
    </message>
</context>
<context>
    <name>OptionWords</name>
    <message>
        <source>Image size</source>
        <translation>Bildgröße</translation>
    </message>
    <message>
        <source>ResNet models: the input&apos;s height and width in pixels.</source>
        <translation>ResNet-Modelle: Höhe und Breite der Eingabe in Pixeln.</translation>
    </message>
    <message>
        <source>Classes</source>
        <translation>Klassen</translation>
    </message>
    <message>
        <source>Outputs of the classifier (the model&apos;s own by default).</source>
        <translation>Ausgaben des Klassifikators (standardmäßig die des Modells).</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Sequenzlänge</translation>
    </message>
    <message>
        <source>BERT: tokens per sample.</source>
        <translation>BERT: Token pro Sample.</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Schichten</translation>
    </message>
    <message>
        <source>BERT: encoder layers (12 for base, 24 for large by default).</source>
        <translation>BERT: Encoder-Schichten (standardmäßig 12 für base, 24 für large).</translation>
    </message>
    <message>
        <source>Vocabulary size</source>
        <translation>Vokabulargröße</translation>
    </message>
    <message>
        <source>BERT: words in the embedding table.</source>
        <translation>BERT: Wörter in der Embedding-Tabelle.</translation>
    </message>
    <message>
        <source>Masked tokens</source>
        <translation>Maskierte Token</translation>
    </message>
    <message>
        <source>BERT pre-training: the positions per sequence the masked-LM head decodes, gathered as Graphcore&apos;s BERT gathers them (every position when empty).</source>
        <translation>BERT-Vortraining: die Positionen pro Sequenz, die der Masked-LM-Kopf dekodiert, gesammelt wie in Graphcores BERT (leer: jede Position).</translation>
    </message>
    <message>
        <source>Embedding serialisation factor</source>
        <translation>Embedding-Serialisierungsfaktor</translation>
    </message>
    <message>
        <source>BERT: the word embedding and its tied decoder as this many slices of the vocabulary, one after another: less temporary memory, more cycles.</source>
        <translation>BERT: das Wort-Embedding und sein gekoppelter Decoder in so vielen Teilen des Vokabulars, nacheinander: weniger temporärer Speicher, mehr Zyklen.</translation>
    </message>
    <message>
        <source>No loss</source>
        <translation>Ohne Loss</translation>
    </message>
    <message>
        <source>Leave out the training loss and its label inputs.</source>
        <translation>Den Trainings-Loss und seine Label-Eingaben weglassen.</translation>
    </message>
    <message>
        <source>ONNX dimensions</source>
        <translation>ONNX-Dimensionen</translation>
    </message>
    <message>
        <source>ONNX models: values of symbolic input dimensions other than the batch, such as sequence=128 (comma-separated).</source>
        <translation>ONNX-Modelle: Werte symbolischer Eingabedimensionen außer der Batch-Dimension, etwa sequence=128 (durch Kommas getrennt).</translation>
    </message>
    <message>
        <source>Batch size</source>
        <translation>Batchgröße</translation>
    </message>
    <message>
        <source>Samples per batch on each replica (the micro-batch).</source>
        <translation>Samples pro Batch auf jedem Replikat (der Micro-Batch).</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>16.16: fp16 compute and weights; 16.32: fp16 compute with fp32 master weights; 32.32: fp32.</source>
        <translation>16.16: Berechnung und Gewichte in fp16; 16.32: Berechnung in fp16 mit fp32-Mastergewichten; 32.32: fp32.</translation>
    </message>
    <message>
        <source>Partials type</source>
        <translation>Typ der Teilsummen</translation>
    </message>
    <message>
        <source>The type of convolution and matmul partial sums: half takes half the memory and runs the AMP units twice as fast.</source>
        <translation>Der Typ der Teilsummen von Faltungen und Matmuls: half braucht halb so viel Speicher und lässt die AMP-Einheiten doppelt so schnell laufen.</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Compile the training step: backward pass and weight update.</source>
        <translation>Den Trainingsschritt kompilieren: Rückwärtsdurchlauf und Gewichtsaktualisierung.</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>Inferenz</translation>
    </message>
    <message>
        <source>Compile inference only.</source>
        <translation>Nur die Inferenz kompilieren.</translation>
    </message>
    <message>
        <source>Optimiser</source>
        <translation>Optimierer</translation>
    </message>
    <message>
        <source>Training: the optimiser, which sets how much state each parameter keeps. sgd-combined is PopTorch&apos;s use_combined_accum: one buffer per weight serves as gradient accumulator and velocity.</source>
        <translation>Training: der Optimierer; er bestimmt, wie viel Zustand jeder Parameter hält. sgd-combined ist PopTorchs use_combined_accum: Ein Puffer pro Gewicht dient als Gradientenakkumulator und als Geschwindigkeit (Velocity).</translation>
    </message>
    <message>
        <source>Accumulator type</source>
        <translation>Akkumulatortyp</translation>
    </message>
    <message>
        <source>Training: the type of the gradient accumulators (PopTorch&apos;s accum_type). Auto: float for SGD with momentum, PopTorch&apos;s default; the weights&apos; type for Adam and LAMB, as in Graphcore&apos;s BERT configurations, and for plain SGD.</source>
        <translation>Training: der Typ der Gradientenakkumulatoren (accum_type in PopTorch). Auto: float für SGD mit Momentum, der Standard von PopTorch; der Typ der Gewichte für Adam und LAMB, wie in den BERT-Konfigurationen von Graphcore, und für einfaches SGD.</translation>
    </message>
    <message>
        <source>Half first-order momentum</source>
        <translation>Erstes Moment in half</translation>
    </message>
    <message>
        <source>Training with Adam or LAMB: keep the first moment in fp16, half its bytes.</source>
        <translation>Training mit Adam oder LAMB: das erste Moment in fp16 halten, mit halb so vielen Bytes.</translation>
    </message>
    <message>
        <source>Loss scaling</source>
        <translation>Loss-Skalierung</translation>
    </message>
    <message>
        <source>Training: the loss scaling factor (recorded).</source>
        <translation>Training: der Loss-Skalierungsfaktor (wird festgehalten).</translation>
    </message>
    <message>
        <source>Available memory proportion</source>
        <translation>Verfügbarer Speicheranteil</translation>
    </message>
    <message>
        <source>The share of each tile&apos;s memory a convolution or matmul may plan to use for temporary data (availableMemoryProportion).</source>
        <translation>Der Anteil des Speichers jeder Kachel, den eine Faltung oder ein Matmul für temporäre Daten einplanen darf (availableMemoryProportion).</translation>
    </message>
    <message>
        <source>Proportion per IPU</source>
        <translation>Anteil pro IPU</translation>
    </message>
    <message>
        <source>Another proportion on some IPUs, such as IPU1=0.4 (comma-separated).</source>
        <translation>Ein anderer Anteil auf einzelnen IPUs, etwa IPU1=0.4 (durch Kommas getrennt).</translation>
    </message>
    <message>
        <source>IPUs</source>
        <translation>IPUs</translation>
    </message>
    <message>
        <source>IPUs per replica: a model without placements is split into this many pipeline stages.</source>
        <translation>IPUs pro Replikat: Ein Modell ohne Platzierungen wird in ebenso viele Pipeline-Stufen aufgeteilt.</translation>
    </message>
    <message>
        <source>Pipeline split</source>
        <translation>Pipeline-Aufteilung</translation>
    </message>
    <message>
        <source>The first block of each stage after the first, as PopTorch&apos;s BeginBlock (comma-separated); BLOCK@IPU starts that stage on the named IPU.</source>
        <translation>Der erste Block jeder Stufe nach der ersten, wie BeginBlock in PopTorch (durch Kommas getrennt); BLOCK@IPU beginnt diese Stufe auf der genannten IPU.</translation>
    </message>
    <message>
        <source>Pipeline schedule</source>
        <translation>Pipeline-Ablauf</translation>
    </message>
    <message>
        <source>How stages on several IPUs run: grouped, interleaved or sharded.</source>
        <translation>Wie die Stufen auf mehreren IPUs laufen: grouped, interleaved oder sharded.</translation>
    </message>
    <message>
        <source>Gradient accumulation</source>
        <translation>Gradientenakkumulation</translation>
    </message>
    <message>
        <source>Training: micro-batches whose gradients are summed before each weight update.</source>
        <translation>Training: Micro-Batches, deren Gradienten vor jeder Gewichtsaktualisierung summiert werden.</translation>
    </message>
    <message>
        <source>Device iterations</source>
        <translation>Geräteiterationen</translation>
    </message>
    <message>
        <source>Loops of the program per call from the host.</source>
        <translation>Durchläufe des Programms pro Aufruf vom Host.</translation>
    </message>
    <message>
        <source>Recomputation</source>
        <translation>Neuberechnung</translation>
    </message>
    <message>
        <source>Training: recompute activations in the backward pass instead of stashing them. Auto recomputes each pipeline stage from its stash, as PopTorch does on several IPUs.</source>
        <translation>Training: Aktivierungen im Rückwärtsdurchlauf neu berechnen, statt sie zwischenzuspeichern. Auto berechnet jede Pipeline-Stufe aus ihrem Zwischenspeicher neu, wie PopTorch auf mehreren IPUs.</translation>
    </message>
    <message>
        <source>Checkpoint every layer</source>
        <translation>Checkpoint nach jeder Schicht</translation>
    </message>
    <message>
        <source>Training: keep each block&apos;s output (a BERT encoder layer, a ResNet bottleneck) and recompute the rest of the block before its backward pass.</source>
        <translation>Training: die Ausgabe jedes Blocks (eine BERT-Encoderschicht, ein ResNet-Bottleneck) behalten und den Rest des Blocks vor seinem Rückwärtsdurchlauf neu berechnen.</translation>
    </message>
    <message>
        <source>Recomputation checkpoints</source>
        <translation>Neuberechnungs-Checkpoints</translation>
    </message>
    <message>
        <source>Training: keep the outputs of these blocks and recompute the rest (comma-separated).</source>
        <translation>Training: die Ausgaben dieser Blöcke behalten und den Rest neu berechnen (durch Kommas getrennt).</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>Replikate</translation>
    </message>
    <message>
        <source>Copies of the program, each on its own IPUs.</source>
        <translation>Kopien des Programms, jede auf eigenen IPUs.</translation>
    </message>
    <message>
        <source>Replicated tensor sharding</source>
        <translation>Tensor-Sharding über Replikate</translation>
    </message>
    <message>
        <source>Training with 2 or more replicas: split the optimiser state over them.</source>
        <translation>Training mit 2 oder mehr Replikaten: den Optimiererzustand auf sie aufteilen.</translation>
    </message>
    <message>
        <source>Offload optimiser state</source>
        <translation>Optimiererzustand auslagern</translation>
    </message>
    <message>
        <source>Training: keep the optimiser state in streaming memory, streamed in and out around the weight update.</source>
        <translation>Training: den Optimiererzustand im Streaming-Speicher halten und ihn rund um die Gewichtsaktualisierung hinein- und herausstreamen.</translation>
    </message>
    <message>
        <source>No outlining</source>
        <translation>Kein Outlining</translation>
    </message>
    <message>
        <source>Do not share code between identical operations.</source>
        <translation>Keinen Code zwischen identischen Operationen teilen.</translation>
    </message>
    <message>
        <source>IO tiles</source>
        <translation>IO-Kacheln</translation>
    </message>
    <message>
        <source>Tiles per IPU set aside for host streams, so that stream copies overlap compute.</source>
        <translation>Für Host-Streams reservierte Kacheln pro IPU, damit sich Stream-Kopien mit der Berechnung überlappen.</translation>
    </message>
    <message>
        <source>8-bit IO</source>
        <translation>8-Bit-IO</translation>
    </message>
    <message>
        <source>Stream inputs as uint8 and cast them on the IPU.</source>
        <translation>Eingaben als uint8 streamen und auf der IPU umwandeln.</translation>
    </message>
    <message>
        <source>Host bandwidth (GB/s)</source>
        <translation>Host-Bandbreite (GB/s)</translation>
    </message>
    <message>
        <source>The host link&apos;s bandwidth (the target&apos;s by default).</source>
        <translation>Die Bandbreite der Host-Verbindung (standardmäßig die des Ziels).</translation>
    </message>
    <message>
        <source>Prefetch depth</source>
        <translation>Prefetch-Tiefe</translation>
    </message>
    <message>
        <source>Input buffers per host stream.</source>
        <translation>Eingabepuffer pro Host-Stream.</translation>
    </message>
    <message>
        <source>IPU</source>
        <translation>IPU</translation>
    </message>
    <message>
        <source>The IPU: mk2 (GC200, the default), mk1 (GC2) or bow.</source>
        <translation>Die IPU: mk2 (GC200, Standard), mk1 (GC2) oder bow.</translation>
    </message>
    <message>
        <source>(above %1, at most %2)</source>
        <translation>(über %1, höchstens %2)</translation>
    </message>
    <message>
        <source>(%1 to %2)</source>
        <translation>(%1 bis %2)</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>Standard: %1</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>Programm</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Execution</source>
        <translation>Ausführung</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>model&apos;s own</source>
        <translation>vom Modell</translation>
    </message>
    <message>
        <source>target&apos;s</source>
        <translation>vom Ziel</translation>
    </message>
    <message>
        <source>Convolution dithering</source>
        <translation>Faltungs-Dithering</translation>
    </message>
    <message>
        <source>Start each convolution and matmul at a tile hashed from its shape (PopLibs&apos; enableConvDithering), instead of at tile 0.</source>
        <translation>Jede Faltung und Matrixmultiplikation auf einer aus ihrer Form gehashten Kachel beginnen (enableConvDithering von PopLibs) statt auf Kachel 0.</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>A Hugging Face config.json: the head to build (pretraining, masked-lm, question-answering, sequence-classification, causal-lm, image-classification); by default the one its architectures name.</source>
        <translation>Eine Hugging-Face-config.json: der zu bauende Kopf (pretraining, masked-lm, question-answering, sequence-classification, causal-lm, image-classification); standardmäßig der, den ihre architectures nennen.</translation>
    </message>
    <message>
        <source>IPU config</source>
        <translation>IPU-Konfiguration</translation>
    </message>
    <message>
        <source>An optimum-graphcore ipu_config.json the options start from; what is changed here wins over the file.</source>
        <translation>Eine ipu_config.json von optimum-graphcore, von der die Optionen ausgehen; was hier geändert wird, hat Vorrang vor der Datei.</translation>
    </message>
    <message>
        <source>IPU config overrides</source>
        <translation>Überschreibungen der IPU-Konfiguration</translation>
    </message>
    <message>
        <source>The trainer&apos;s --ipu_config_overrides, such as ipus_per_replica=8.</source>
        <translation>--ipu_config_overrides des Trainers, etwa ipus_per_replica=8.</translation>
    </message>
    <message>
        <source>IPUs in all</source>
        <translation>IPUs insgesamt</translation>
    </message>
    <message>
        <source>The trainer&apos;s --n_ipu: the replicas follow from it.</source>
        <translation>--n_ipu des Trainers: daraus ergeben sich die Replikate.</translation>
    </message>
    <message>
        <source>Pod type</source>
        <translation>Pod-Typ</translation>
    </message>
    <message>
        <source>An IPU config in the older form: which entry of its pod-type dictionaries to read.</source>
        <translation>Eine IPU-Konfiguration in der älteren Form: welcher Eintrag ihrer Pod-Typ-Wörterbücher gelesen wird.</translation>
    </message>
    <message>
        <source>LAMB</source>
        <translation>LAMB</translation>
    </message>
    <message>
        <source>The trainer&apos;s --lamb: LAMB in place of AdamW.</source>
        <translation>--lamb des Trainers: LAMB statt AdamW.</translation>
    </message>
    <message>
        <source>fp32</source>
        <translation>fp32</translation>
    </message>
    <message>
        <source>The trainer&apos;s --fp32: the model and optimiser state in fp32.</source>
        <translation>--fp32 des Trainers: Modell und Optimiererzustand in fp32.</translation>
    </message>
    <message>
        <source>Layers per IPU</source>
        <translation>Schichten pro IPU</translation>
    </message>
    <message>
        <source>optimum-graphcore&apos;s layers_per_ipu: the model&apos;s layers on each IPU (-1: a share of the rest), comma-separated.</source>
        <translation>layers_per_ipu von optimum-graphcore: die Schichten des Modells auf jeder IPU (-1: ein Anteil am Rest), durch Kommas getrennt.</translation>
    </message>
</context>
<context>
    <name>PlotExport</name>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Export Data as CSV…</source>
        <translation>Daten als CSV exportieren…</translation>
    </message>
    <message>
        <source>Comma-separated values (*.csv)</source>
        <translation>Kommagetrennte Werte (*.csv)</translation>
    </message>
    <message>
        <source>Export Plot as PNG…</source>
        <translation>Diagramm als PNG exportieren…</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Export Plot as SVG…</source>
        <translation>Diagramm als SVG exportieren…</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG-Zeichnungen (*.svg)</translation>
    </message>
    <message>
        <source>Export Plot as PDF…</source>
        <translation>Diagramm als PDF exportieren…</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>Unknown format &apos;%1&apos;: choose png, svg or pdf.</source>
        <translation>Unbekanntes Format „%1“: png, svg oder pdf wählen.</translation>
    </message>
    <message>
        <source>The plot could not be drawn as %1.</source>
        <translation>Das Diagramm konnte nicht als %1 gezeichnet werden.</translation>
    </message>
</context>
<context>
    <name>ProgramDetails</name>
    <message>
        <source>The operation was not planned by the convolution planner.</source>
        <translation>Die Operation wurde nicht vom Faltungsplaner geplant.</translation>
    </message>
    <message>
        <source>Phase 1: the planner found plans whose temporary memory fits within availableMemoryProportion of the tile&apos;s memory and chose the fastest of them.</source>
        <translation>Phase 1: Der Planer fand Pläne, deren temporärer Speicher innerhalb von availableMemoryProportion des Kachelspeichers bleibt, und wählte den schnellsten davon.</translation>
    </message>
    <message>
        <source>Phase 2: no plan fits within availableMemoryProportion of the tile&apos;s memory, so the planner logged &quot;Warning: convolution planner unable to meet memory target. Optimising for minimum memory.&quot; and chose the plan with the least temporary memory, whatever its cycles. Lowering availableMemoryProportion further will not shrink this operation&apos;s temporary memory: to fit, reduce the batch size or split the model (pipelining, phased execution).</source>
        <translation>Phase 2: Kein Plan passt in availableMemoryProportion des Kachelspeichers, daher meldete der Planer „Warning: convolution planner unable to meet memory target. Optimising for minimum memory.“ und wählte den Plan mit dem wenigsten temporären Speicher, unabhängig von den Zyklen. Ein noch kleinerer availableMemoryProportion-Wert verringert den temporären Speicher dieser Operation nicht weiter: Um Platz zu schaffen, verkleinern Sie die Batchgröße oder teilen Sie das Modell auf (Pipelining, phasenweise Ausführung).</translation>
    </message>
    <message>
        <source>Select a program to see its details.</source>
        <translation>Wählen Sie ein Programm, um seine Details zu sehen.</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <source>Iterations</source>
        <translation>Iterationen</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Ruft auf</translation>
    </message>
    <message>
        <source>%1 (node %2)</source>
        <translation>%1 (Knoten %2)</translation>
    </message>
    <message>
        <source>unknown function</source>
        <translation>unbekannte Funktion</translation>
    </message>
    <message>
        <source>Exchange bytes</source>
        <translation>Ausgetauschte Bytes</translation>
    </message>
    <message>
        <source>Compute set</source>
        <translation>Compute-Set</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Vertex type</source>
        <translation>Vertex-Typ</translation>
    </message>
    <message>
        <source>Vertices</source>
        <translation>Vertices</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Kacheln</translation>
    </message>
    <message>
        <source>Most per tile</source>
        <translation>Höchstens pro Kachel</translation>
    </message>
    <message>
        <source>Debug context</source>
        <translation>Debug-Kontext</translation>
    </message>
    <message>
        <source>No operation: this program belongs to the framework.</source>
        <translation>Keine Operation: Dieses Programm gehört zum Framework.</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Operation</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>an enclosing program</source>
        <translation>einem umschließenden Programm</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Schicht</translation>
    </message>
    <message>
        <source>IPU</source>
        <translation>IPU</translation>
    </message>
    <message>
        <source>Pipeline stage</source>
        <translation>Pipeline-Stufe</translation>
    </message>
    <message>
        <source>%1 (temporary memory target: %2 of each tile&apos;s memory)</source>
        <translation>%1 (Ziel für temporären Speicher: %2 des Speichers jeder Kachel)</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Vertex</source>
        <translation>Vertex</translation>
    </message>
    <message>
        <source>Tiles used</source>
        <translation>Verwendete Kacheln</translation>
    </message>
    <message>
        <source>Serial steps</source>
        <translation>Serielle Schritte</translation>
    </message>
    <message>
        <source>Cycles</source>
        <translation>Zyklen</translation>
    </message>
    <message>
        <source>Temporary memory per tile</source>
        <translation>Temporärer Speicher pro Kachel</translation>
    </message>
    <message>
        <source>Code (all tiles)</source>
        <translation>Code (alle Kacheln)</translation>
    </message>
    <message>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <source>2 (minimum memory)</source>
        <translation>2 (minimaler Speicher)</translation>
    </message>
    <message>
        <source>1 (fastest plan within the target)</source>
        <translation>1 (schnellster Plan innerhalb des Ziels)</translation>
    </message>
    <message>
        <source>not planned</source>
        <translation>nicht geplant</translation>
    </message>
    <message>
        <source>Planner phase</source>
        <translation>Planer-Phase</translation>
    </message>
</context>
<context>
    <name>ReportFileDialog</name>
    <message>
        <source>Tilescope reports (*.tsr *.json)</source>
        <translation>Tilescope-Berichte (*.tsr *.json)</translation>
    </message>
</context>
<context>
    <name>ReportNames</name>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Source
%1</source>
        <translation>Quelle
%1</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Target
%1</source>
        <translation>Ziel
%1</translation>
    </message>
    <message>
        <source>Difference
target − source</source>
        <translation>Differenz
Ziel − Quelle</translation>
    </message>
    <message>
        <source>%1 − %2</source>
        <translation>%1 − %2</translation>
    </message>
</context>
<context>
    <name>RoomToSpareText</name>
    <message>
        <source>none (%1 over)</source>
        <translation>keine (%1 zu viel)</translation>
    </message>
    <message>
        <source>%1 on tile %2</source>
        <translation>%1 auf Kachel %2</translation>
    </message>
    <message>
        <source>none: tile %1 is %2 over</source>
        <translation>keine: Kachel %1 ist %2 zu voll</translation>
    </message>
    <message>
        <source>The largest block still free on the tightest tile at its peak: what one more variable could take then. Out of memory, there is none: the tile is over by what could not be placed.</source>
        <translation>Der größte Block, der auf der knappsten Kachel zu ihrer Spitze noch frei ist: so viel könnte eine weitere Variable dann belegen. Ist der Speicher erschöpft, gibt es keinen: Die Kachel ist um das überfüllt, was nicht platziert werden konnte.</translation>
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
    <message>
        <source>present</source>
        <translation>vorhanden</translation>
    </message>
    <message>
        <source>none: %1</source>
        <translation>keines: %1</translation>
    </message>
    <message>
        <source>Execution profile</source>
        <translation>Ausführungsprofil</translation>
    </message>
    <message>
        <source>Poplar writes an execution profile only for a program that fits, with profiling on</source>
        <translation>Poplar schreibt ein Ausführungsprofil nur für ein Programm, das passt, und nur mit eingeschalteter Profilierung</translation>
    </message>
    <message>
        <source>One call from the host: device iterations × gradient accumulation micro-batches, then the host round trip</source>
        <translation>Ein Aufruf vom Host: Geräteiterationen × Micro-Batches der Gradientenakkumulation, dann der Hin- und Rückweg zum Host</translation>
    </message>
    <message>
        <source>Time per iteration</source>
        <translation>Zeit pro Iteration</translation>
    </message>
    <message>
        <source>Samples per iteration</source>
        <translation>Samples pro Iteration</translation>
    </message>
    <message>
        <source>Utilisation of IPU %1</source>
        <translation>Auslastung von IPU %1</translation>
    </message>
    <message>
        <source>Cycles the IPU is busy (not waiting for another IPU) as a proportion of the iteration</source>
        <translation>Zyklen, in denen die IPU beschäftigt ist (nicht auf eine andere IPU wartet), als Anteil der Iteration</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 Prozentpunkte</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Room to spare</source>
        <translation>Platzreserve</translation>
    </message>
    <message>
        <source>Always-live (code, state and variables)</source>
        <translation>Immer lebendig (Code, Zustand und Variablen)</translation>
    </message>
    <message>
        <source>Everything allocated for the whole program: code, vertex state, descriptors, exchange buffers, stacks, constants and always-live variables</source>
        <translation>Alles, was für das ganze Programm belegt ist: Code, Vertex-Zustand, Deskriptoren, Austauschpuffer, Stacks, Konstanten und immer lebendige Variablen</translation>
    </message>
    <message>
        <source>recorded whole in the report, %1 bytes</source>
        <translation>vollständig im Bericht gespeichert, %1 Bytes</translation>
    </message>
    <message>
        <source>%1 (recorded in the report)</source>
        <translation>%1 (im Bericht gespeichert)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>Model config</source>
        <translation>Modellkonfiguration</translation>
    </message>
    <message>
        <source>IPUConfig</source>
        <translation>IPUConfig</translation>
    </message>
</context>
<context>
    <name>SweepWords</name>
    <message>
        <source>Point %1</source>
        <translation>Punkt %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>OOM %1</source>
        <translation>Voll %1</translation>
    </message>
    <message>
        <source>OOM</source>
        <translation>Voll</translation>
    </message>
    <message>
        <source>%1 (the best that fits)</source>
        <translation>%1 (der beste, der passt)</translation>
    </message>
    <message>
        <source>%1 (--%2): %3</source>
        <translation>%1 (--%2): %3</translation>
    </message>
    <message>
        <source>Not in this file (another shard&apos;s point).</source>
        <translation>Nicht in dieser Datei (ein Punkt eines anderen Shards).</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>OUT OF MEMORY: tile %1 needs %2, %3 more than it has</source>
        <translation>SPEICHER ERSCHÖPFT: Kachel %1 braucht %2, %3 mehr als sie hat</translation>
    </message>
    <message>
        <source>Fits in memory; worst tile %1: %2</source>
        <translation>Passt in den Speicher; schlimmste Kachel %1: %2</translation>
    </message>
    <message>
        <source>Samples per second: %1</source>
        <translation>Samples pro Sekunde: %1</translation>
    </message>
    <message>
        <source>Cycles per iteration: %1</source>
        <translation>Zyklen pro Iteration: %1</translation>
    </message>
    <message>
        <source>Total memory (including gaps): %1</source>
        <translation>Gesamtspeicher (mit Lücken): %1</translation>
    </message>
    <message>
        <source>Always-live: %1 · peak not-always-live: %2 · code: %3</source>
        <translation>Immer lebendig: %1 · Spitze nicht immer lebendig: %2 · Code: %3</translation>
    </message>
    <message>
        <source>Double-click to simulate it; Ctrl+click to pick it for comparing.</source>
        <translation>Doppelklick simuliert ihn; Strg+Klick wählt ihn zum Vergleichen.</translation>
    </message>
    <message>
        <source>Double-click to open %1; Ctrl+click to pick it for comparing.</source>
        <translation>Doppelklick öffnet %1; Strg+Klick wählt ihn zum Vergleichen.</translation>
    </message>
    <message>
        <source>%1, %2 points: %3 fit, %4 out of memory, %5 failed</source>
        <translation>%1, %2 Punkte: %3 passen, %4 Speicher erschöpft, %5 fehlgeschlagen</translation>
    </message>
    <message>
        <source> (%1 not in this file)</source>
        <translation> (%1 nicht in dieser Datei)</translation>
    </message>
    <message>
        <source>Best: %1: %2 samples/s</source>
        <translation>Bester: %1: %2 Samples/s</translation>
    </message>
    <message>
        <source>No point fits in memory.</source>
        <translation>Kein Punkt passt in den Speicher.</translation>
    </message>
    <message>
        <source>samples/s</source>
        <translation>Samples/s</translation>
    </message>
    <message>
        <source>The sweep file does not exist or cannot be opened.</source>
        <translation>Die Sweep-Datei existiert nicht oder kann nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>The file is not a Tilescope sweep.</source>
        <translation>Die Datei ist kein Tilescope-Sweep.</translation>
    </message>
    <message>
        <source>The sweep was written by a newer version of Tilescope.</source>
        <translation>Der Sweep wurde von einer neueren Tilescope-Version geschrieben.</translation>
    </message>
    <message>
        <source>The sweep file lacks a required field.</source>
        <translation>Der Sweep-Datei fehlt ein Pflichtfeld.</translation>
    </message>
    <message>
        <source>The sweep file contains an invalid value.</source>
        <translation>Die Sweep-Datei enthält einen ungültigen Wert.</translation>
    </message>
    <message>
        <source>The sweep could not be loaded.</source>
        <translation>Der Sweep konnte nicht geladen werden.</translation>
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
    <message>
        <source>Samples/s</source>
        <translation>Samples/s</translation>
    </message>
    <message>
        <source>room %1</source>
        <translation>Reserve %1</translation>
    </message>
    <message>
        <source>Room to spare: %1 (the largest block free at its peak)</source>
        <translation>Platzreserve: %1 (der größte freie Block zu ihrer Spitze)</translation>
    </message>
</context>
<context>
    <name>TileMemoryStacks</name>
    <message>
        <source>Always-live variables</source>
        <translation>Immer lebendige Variablen</translation>
    </message>
    <message>
        <source>Not-always-live peak</source>
        <translation>Spitze nicht immer lebendiger Variablen</translation>
    </message>
    <message>
        <source>Vertex code</source>
        <translation>Vertex-Code</translation>
    </message>
    <message>
        <source>Vertex state</source>
        <translation>Vertex-Zustand</translation>
    </message>
    <message>
        <source>Exchange code</source>
        <translation>Exchange-Code</translation>
    </message>
    <message>
        <source>Control code</source>
        <translation>Steuercode</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Sonstiges</translation>
    </message>
    <message>
        <source>Gaps</source>
        <translation>Lücken</translation>
    </message>
    <message>
        <source>The most not-always-live variable bytes live at the same time on the tile.</source>
        <translation>Die meisten Bytes nicht immer lebendiger Variablen, die gleichzeitig auf der Kachel leben.</translation>
    </message>
    <message>
        <source>Holes between variables left by alignment and placement rules.</source>
        <translation>Löcher zwischen Variablen, die Ausrichtungs- und Platzierungsregeln hinterlassen.</translation>
    </message>
</context>
<context>
    <name>TileMemoryToolTip</name>
    <message>
        <source>Tile %1</source>
        <translation>Kachel %1</translation>
    </message>
    <message>
        <source>Tiles %1–%2</source>
        <translation>Kacheln %1–%2</translation>
    </message>
    <message>
        <source>Ranks %1–%2</source>
        <translation>Ränge %1–%2</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n tiles), worst %2</source>
        <translation>
            <numerusform>%1 (%n Kachel), schlimmste %2</numerusform>
            <numerusform>%1 (%n Kacheln), schlimmste %2</numerusform>
        </translation>
    </message>
    <message>
        <source>The bar shows the worst tile; least used: tile %1, %2</source>
        <translation>Der Balken zeigt die schlimmste Kachel; am wenigsten belegt: Kachel %1, %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Total (including gaps): %1 of %2</source>
        <translation>Summe (mit Lücken): %1 von %2</translation>
    </message>
    <message>
        <source>Total (excluding gaps): %1 of %2</source>
        <translation>Summe (ohne Lücken): %1 von %2</translation>
    </message>
    <message>
        <source>Out of memory: %1 do not fit</source>
        <translation>Speicher erschöpft: %1 passen nicht</translation>
    </message>
    <message>
        <source>Tiles of the column out of memory: %1</source>
        <translation>Kacheln der Spalte mit erschöpftem Speicher: %1</translation>
    </message>
    <message>
        <source>Target − source: %1</source>
        <translation>Ziel − Quelle: %1</translation>
    </message>
    <message>
        <source>Target − source: %1 to %2</source>
        <translation>Ziel − Quelle: %1 bis %2</translation>
    </message>
    <message>
        <source>Room to spare: %1 (the largest block free at its peak)</source>
        <translation>Platzreserve: %1 (der größte freie Block zu ihrer Spitze)</translation>
    </message>
    <message>
        <source>Room to spare on tile %1: %2</source>
        <translation>Platzreserve auf Kachel %1: %2</translation>
    </message>
</context>
<context>
    <name>TileSelection</name>
    <message>
        <source>&quot;%1&quot; is not a tile or a range of tiles such as 0-3.</source>
        <translation>„%1“ ist keine Kachel und kein Kachelbereich wie 0-3.</translation>
    </message>
    <message>
        <source>Tile %1 does not exist: the tiles are 0 to %2.</source>
        <translation>Kachel %1 existiert nicht: die Kacheln sind 0 bis %2.</translation>
    </message>
    <message>
        <source>Too many tiles.</source>
        <translation>Zu viele Kacheln.</translation>
    </message>
</context>
<context>
    <name>TraceDetails</name>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>Programm</translation>
    </message>
    <message>
        <source>%1 (step %2)</source>
        <translation>%1 (Schritt %2)</translation>
    </message>
    <message>
        <source>Compute set</source>
        <translation>Compute-Set</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Operation</translation>
    </message>
    <message>
        <source>IPU</source>
        <translation>IPU</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>Micro-Batch</translation>
    </message>
    <message>
        <source>Pipeline stage</source>
        <translation>Pipeline-Stufe</translation>
    </message>
    <message>
        <source>Starts at</source>
        <translation>Beginnt bei</translation>
    </message>
    <message>
        <source>Cycles</source>
        <translation>Zyklen</translation>
    </message>
    <message>
        <source>Active tiles</source>
        <translation>Aktive Kacheln</translation>
    </message>
    <message>
        <source>Bytes in</source>
        <translation>Bytes hinein</translation>
    </message>
    <message>
        <source>Bytes out</source>
        <translation>Bytes hinaus</translation>
    </message>
    <message>
        <source>Other IPU</source>
        <translation>Andere IPU</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Wartet</translation>
    </message>
    <message>
        <source>for another IPU at an external sync</source>
        <translation>auf eine andere IPU an einer externen Synchronisation</translation>
    </message>
    <message>
        <source>Spans</source>
        <translation>Umfasst</translation>
    </message>
    <message>
        <source>Time by kind</source>
        <translation>Zeit nach Art</translation>
    </message>
    <message numerus="yes">
        <source>%n steps, too short to draw one by one: zoom in to see them</source>
        <translation>
            <numerusform>%n Schritt, zu kurz, um einzeln gezeichnet zu werden: vergrößern, um ihn zu sehen</numerusform>
            <numerusform>%n Schritte, zu kurz, um einzeln gezeichnet zu werden: vergrößern, um sie zu sehen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stage intervals, too short to draw one by one</source>
        <translation>
            <numerusform>%n Stufenintervall, zu kurz, um einzeln gezeichnet zu werden</numerusform>
            <numerusform>%n Stufenintervalle, zu kurz, um einzeln gezeichnet zu werden</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, micro-batch %2</source>
        <translation>%1, Micro-Batch %2</translation>
    </message>
    <message numerus="yes">
        <source>%n operation runs, too short to draw one by one</source>
        <translation>
            <numerusform>%n Operationslauf, zu kurz, um einzeln gezeichnet zu werden</numerusform>
            <numerusform>%n Operationsläufe, zu kurz, um einzeln gezeichnet zu werden</numerusform>
        </translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
</context>
<context>
    <name>TraceWords</name>
    <message>
        <source>Compute</source>
        <translation>Berechnung</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Austausch</translation>
    </message>
    <message>
        <source>Sync</source>
        <translation>Synchronisation</translation>
    </message>
    <message>
        <source>External sync</source>
        <translation>Externe Synchronisation</translation>
    </message>
    <message>
        <source>Global exchange</source>
        <translation>Globaler Austausch</translation>
    </message>
    <message>
        <source>Stream copy</source>
        <translation>Stream-Kopie</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>Leerlauf</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Vorwärts</translation>
    </message>
    <message>
        <source>Backward</source>
        <translation>Rückwärts</translation>
    </message>
    <message>
        <source>Weight update</source>
        <translation>Gewichtsaktualisierung</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>Neuberechnung</translation>
    </message>
    <message>
        <source>Host I/O</source>
        <translation>Host-E/A</translation>
    </message>
    <message>
        <source>F</source>
        <comment>forward phase, on a busy band</comment>
        <translation>V</translation>
    </message>
    <message>
        <source>B</source>
        <comment>backward phase, on a busy band</comment>
        <translation>R</translation>
    </message>
    <message>
        <source>W</source>
        <comment>weight update phase, on a busy band</comment>
        <translation>G</translation>
    </message>
    <message>
        <source>R</source>
        <comment>recompute phase, on a busy band</comment>
        <translation>N</translation>
    </message>
    <message>
        <source>H</source>
        <comment>host I/O phase, on a busy band</comment>
        <translation>H</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>%1 ns</source>
        <translation>%1 ns</translation>
    </message>
    <message>
        <source>%1 cycles (%2)</source>
        <translation>%1 Zyklen (%2)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>unknown view &quot;%1&quot;; the views are: %2</source>
        <translation>unbekannte Ansicht „%1“; verfügbare Ansichten: %2</translation>
    </message>
    <message>
        <source>--screenshot-views: unknown view &quot;%1&quot;; the views are: %2</source>
        <translation>--screenshot-views: unbekannte Ansicht &quot;%1&quot;; die Ansichten sind: %2</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::AdviceModel</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>What changes</source>
        <translation>Was sich ändert</translation>
    </message>
    <message>
        <source>Samples/s</source>
        <translation>Samples/s</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>Globaler Batch</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Room to spare</source>
        <translation>Platzreserve</translation>
    </message>
    <message>
        <source>%1 (the same figures with amp %2)</source>
        <translation>%1 (dieselben Zahlen mit amp %2)</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::BatchRun</name>
    <message>
        <source>nothing to picture: give a report, a lesson or --simulate</source>
        <translation>nichts abzubilden: einen Bericht, eine Lektion oder --simulate angeben</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::CategoryTableModel</name>
    <message>
        <source>Always-live variables</source>
        <translation>Immer lebendige Variablen</translation>
    </message>
    <message>
        <source>Not-always-live variables (sum of tile peaks)</source>
        <translation>Nicht immer lebendige Variablen (Summe der Kachelspitzen)</translation>
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
        <translation>Steuercode</translation>
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
        <translation>Interner Exchange-Code</translation>
    </message>
    <message>
        <source>Host exchange code</source>
        <translation>Host-Exchange-Code</translation>
    </message>
    <message>
        <source>Global exchange code</source>
        <translation>Globaler Exchange-Code</translation>
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
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>Not-always-live variables</source>
        <translation>Nicht immer lebendige Variablen</translation>
    </message>
    <message>
        <source>Always-live variables (no code or state)</source>
        <translation>Immer lebendige Variablen (ohne Code und Zustand)</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::ChipMapWidget</name>
    <message>
        <source>No tiles</source>
        <translation>Keine Kacheln</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Leer</translation>
    </message>
    <message>
        <source>Full (including gaps)</source>
        <translation>Voll (mit Lücken)</translation>
    </message>
    <message>
        <source>Full (excluding gaps)</source>
        <translation>Voll (ohne Lücken)</translation>
    </message>
    <message>
        <source>Out of memory</source>
        <translation>Speicher erschöpft</translation>
    </message>
    <message>
        <source>Tile %1: %2 of %3</source>
        <translation>Kachel %1: %2 von %3</translation>
    </message>
    <message>
        <source>Out of memory: %1 do not fit</source>
        <translation>Speicher erschöpft: %1 passen nicht</translation>
    </message>
    <message>
        <source>Room to spare: %1</source>
        <translation>Platzreserve: %1</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::ComparedTableModel</name>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>%1 (source)</source>
        <translation>%1 (Quelle)</translation>
    </message>
    <message>
        <source>%1 (target)</source>
        <translation>%1 (Ziel)</translation>
    </message>
    <message>
        <source>%1 (difference)</source>
        <translation>%1 (Differenz)</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
    <message>
        <source>Target: %1</source>
        <translation>Ziel: %1</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::ExecutionTraceView</name>
    <message>
        <source>Preparing the trace… %1</source>
        <translation>Trace wird vorbereitet … %1</translation>
    </message>
    <message>
        <source>Colour by step kind</source>
        <translation>Nach Schrittart färben</translation>
    </message>
    <message>
        <source>Colour by phase</source>
        <translation>Nach Phase färben</translation>
    </message>
    <message>
        <source>Kinds: compute, exchange, syncs, idle. Phases: forward, backward, recompute, weight update, host I/O.</source>
        <translation>Arten: Berechnung, Austausch, Synchronisationen, Leerlauf. Phasen: vorwärts, rückwärts, Neuberechnung, Gewichtsaktualisierung, Host-E/A.</translation>
    </message>
    <message>
        <source>Flat</source>
        <translation>Flach</translation>
    </message>
    <message>
        <source>Grouped by operation</source>
        <translation>Nach Operation gruppiert</translation>
    </message>
    <message>
        <source>Grouped, a track above the steps shows which operation each run of steps belongs to</source>
        <translation>Gruppiert zeigt eine Spur über den Schritten, zu welcher Operation jeder Lauf von Schritten gehört</translation>
    </message>
    <message>
        <source>Cycles</source>
        <translation>Zyklen</translation>
    </message>
    <message>
        <source>Microseconds</source>
        <translation>Mikrosekunden</translation>
    </message>
    <message>
        <source>Time on the axis, in cycles or in microseconds at the target&apos;s clock</source>
        <translation>Zeit auf der Achse, in Zyklen oder in Mikrosekunden beim Takt des Ziels</translation>
    </message>
    <message>
        <source>Show All</source>
        <translation>Alles zeigen</translation>
    </message>
    <message>
        <source>Zoom out to the whole run (Home). Zoom with the wheel, +/- or W/S; pan by dragging, with the arrows or A/D; Shift+wheel scrolls through many lanes.</source>
        <translation>Auf den ganzen Lauf verkleinern (Pos1). Zoomen mit dem Mausrad, +/- oder W/S; verschieben durch Ziehen, mit den Pfeiltasten oder A/D; Umschalt+Mausrad blättert durch viele Bahnen.</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Export Trace for Perfetto (Chrome JSON)…</source>
        <translation>Trace für Perfetto exportieren (Chrome-JSON)…</translation>
    </message>
    <message>
        <source>Export Trace</source>
        <translation>Trace exportieren</translation>
    </message>
    <message>
        <source>Chrome Trace Event JSON (*.json)</source>
        <translation>Chrome-Trace-Event-JSON (*.json)</translation>
    </message>
    <message>
        <source>Export the trace as PNG, SVG or PDF, or for Perfetto and chrome://tracing</source>
        <translation>Trace als PNG, SVG oder PDF exportieren oder für Perfetto und chrome://tracing</translation>
    </message>
    <message>
        <source>No report is open.</source>
        <translation>Kein Bericht geöffnet.</translation>
    </message>
    <message>
        <source>This report has no execution trace: %1.</source>
        <translation>Dieser Bericht hat keine Ausführungs-Trace: %1.</translation>
    </message>
    <message>
        <source>Preparing the trace…</source>
        <translation>Trace wird vorbereitet …</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
    <message>
        <source>Target: %1</source>
        <translation>Ziel: %1</translation>
    </message>
    <message>
        <source>Cycles per iteration: source %1, target %2, difference %3 (%4). Both traces start at cycle 0.</source>
        <translation>Zyklen pro Iteration: Quelle %1, Ziel %2, Differenz %3 (%4). Beide Traces beginnen bei Zyklus 0.</translation>
    </message>
    <message>
        <source>The source report has no execution trace: %1.</source>
        <translation>Der Quellbericht hat keine Ausführungs-Trace: %1.</translation>
    </message>
    <message>
        <source>The target report has no execution trace: %1.</source>
        <translation>Der Zielbericht hat keine Ausführungs-Trace: %1.</translation>
    </message>
    <message>
        <source>The trace holds %1 of %2 device iterations; the others repeat them.</source>
        <translation>Die Trace enthält %1 von %2 Geräteiterationen; die anderen wiederholen sie.</translation>
    </message>
    <message>
        <source>Every replica runs the same program: the lanes of replicas 1 to %1 repeat replica 0&apos;s.</source>
        <translation>Jede Replik führt dasselbe Programm aus: Die Bahnen der Repliken 1 bis %1 wiederholen die von Replik 0.</translation>
    </message>
    <message>
        <source>Grouping the steps by operation…</source>
        <translation>Schritte werden nach Operation gruppiert …</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>%1 wird geschrieben …</translation>
    </message>
    <message>
        <source>Trace written to %1: open it in ui.perfetto.dev or chrome://tracing.</source>
        <translation>Trace nach %1 geschrieben: in ui.perfetto.dev oder chrome://tracing öffnen.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Execution Trace</source>
        <translation>Ausführungs-Trace</translation>
    </message>
    <message numerus="yes">
        <source>%n micro-batch(es) of each device iteration repeat the steady state: they count in every total, but the trace folds them at cycle %1.</source>
        <translation>
            <numerusform>%n Mikro-Batch jeder Geräteiteration wiederholt den eingeschwungenen Zustand: Er zählt in jeder Summe, aber die Trace faltet ihn bei Zyklus %1.</numerusform>
            <numerusform>%n Mikro-Batches jeder Geräteiteration wiederholen den eingeschwungenen Zustand: Sie zählen in jeder Summe, aber die Trace faltet sie bei Zyklus %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tilescope::gui::FitAdvisorDialog</name>
    <message>
        <source>Find a Configuration That Fits</source>
        <translation>Eine passende Konfiguration finden</translation>
    </message>
    <message>
        <source>Each change a user would try is simulated: amp down and up, a smaller batch with gradient accumulation keeping the global batch, fp16 and half partials, recomputation, offloading, pipelining over more IPUs, replicated tensor sharding. Those that fit are listed, fastest first; open one to see it against %1 in every view.</source>
        <translation>Jede Änderung, die man versuchen würde, wird simuliert: amp kleiner und größer, ein kleinerer Batch mit Gradientenakkumulation, die den globalen Batch erhält, fp16 und halbe Teilsummen, Neuberechnung, Auslagerung, Pipelining über mehr IPUs, repliziertes Tensor-Sharding. Die passenden werden aufgelistet, die schnellsten zuerst; öffnen Sie eine, um sie in jeder Ansicht gegen %1 zu sehen.</translation>
    </message>
    <message>
        <source>Open Against the Failing Report</source>
        <translation>Gegen den fehlschlagenden Bericht öffnen</translation>
    </message>
    <message>
        <source>Stop Searching</source>
        <translation>Suche beenden</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Angehalten.</translation>
    </message>
    <message>
        <source>Stopped. The %1 changes found to fit so far are listed.</source>
        <translation>Angehalten. Die %1 bisher gefundenen Änderungen, die passen, sind aufgeführt.</translation>
    </message>
    <message>
        <source>Simulating the changes of %1: %2 of %3 configurations so far, %4 fit.</source>
        <translation>Die Änderungen von %1 werden simuliert: bisher %2 von %3 Konfigurationen, %4 passen.</translation>
    </message>
    <message>
        <source>Simulating the changes of %1…</source>
        <translation>Die Änderungen von %1 werden simuliert…</translation>
    </message>
    <message>
        <source>None of the %1 changes tried fits.</source>
        <translation>Keine der %1 versuchten Änderungen passt.</translation>
    </message>
    <message>
        <source>%1 of the %2 changes tried fit. Double-click one to open it against the failing report.</source>
        <translation>%1 der %2 versuchten Änderungen passen. Doppelklicken Sie eine, um sie gegen den fehlschlagenden Bericht zu öffnen.</translation>
    </message>
    <message>
        <source>Simulating %1…</source>
        <translation>%1 wird simuliert…</translation>
    </message>
    <message>
        <source>%1 is shown against %2.</source>
        <translation>%1 wird gegen %2 gezeigt.</translation>
    </message>
    <message>
        <source>The candidate is not shown: another report was opened while it ran.</source>
        <translation>Der Kandidat wird nicht gezeigt: Während er lief, wurde ein anderer Bericht geöffnet.</translation>
    </message>
    <message>
        <source>Cannot Search</source>
        <translation>Suche nicht möglich</translation>
    </message>
    <message>
        <source>The command recorded in %1 cannot be read: %2</source>
        <translation>Der in %1 festgehaltene Befehl kann nicht gelesen werden: %2</translation>
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
        <source>Find a Configuration That Fits…</source>
        <translation>Eine passende Konfiguration finden…</translation>
    </message>
    <message>
        <source>%1: largest tile %2 uses %3 of %4 (%5)</source>
        <translation>%1: größte Kachel %2 belegt %3 von %4 (%5)</translation>
    </message>
    <message>
        <source>Target report: OUT OF MEMORY (%1, largest tile %2 uses %3)</source>
        <translation>Zielbericht: SPEICHER ERSCHÖPFT (%1, größte Kachel %2 belegt %3)</translation>
    </message>
    <message>
        <source>Source report: OUT OF MEMORY (%1, largest tile %2 uses %3)</source>
        <translation>Quellbericht: SPEICHER ERSCHÖPFT (%1, größte Kachel %2 belegt %3)</translation>
    </message>
    <message>
        <source>%1: room to spare %2 on tile %3</source>
        <translation>%1: Platzreserve %2 auf Kachel %3</translation>
    </message>
    <message>
        <source>Room to spare: %1 on tile %2 (the largest block free at its peak)</source>
        <translation>Platzreserve: %1 auf Kachel %2 (der größte freie Block zu ihrer Spitze)</translation>
    </message>
    <message>
        <source>Target report: fits in memory (%1, largest tile %2 uses %3, %4 to spare)</source>
        <translation>Zielbericht: passt in den Speicher (%1, größte Kachel %2 belegt %3, %4 Platzreserve)</translation>
    </message>
    <message>
        <source>Source report: fits in memory (%1, largest tile %2 uses %3, %4 to spare)</source>
        <translation>Quellbericht: passt in den Speicher (%1, größte Kachel %2 belegt %3, %4 Platzreserve)</translation>
    </message>
    <message>
        <source>… %1 tiles out of memory in all (the Memory view shows each).</source>
        <translation>… insgesamt %1 Kacheln mit erschöpftem Speicher (die Speicher-Ansicht zeigt jede).</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::HalfPrecisionModel</name>
    <message>
        <source>Variable</source>
        <translation>Variable</translation>
    </message>
    <message>
        <source>Size (float)</source>
        <translation>Größe (float)</translation>
    </message>
    <message>
        <source>Saved as half</source>
        <translation>Ersparnis als half</translation>
    </message>
    <message>
        <source>Saved on the worst tile</source>
        <translation>Ersparnis auf der schlechtesten Kachel</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::IpuConfigRow</name>
    <message>
        <source>Open an IPU Config</source>
        <translation>IPU-Konfiguration öffnen</translation>
    </message>
    <message>
        <source>IPU configs (*.json);;All files (*)</source>
        <translation>IPU-Konfigurationen (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>IPU config: an optimum-graphcore ipu_config.json the options start from</source>
        <translation>IPU-Konfiguration: eine ipu_config.json von optimum-graphcore, von der die Optionen ausgehen</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <source>Start the options from an optimum-graphcore ipu_config.json</source>
        <translation>Die Optionen von einer ipu_config.json von optimum-graphcore ausgehen lassen</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Keep the options as they are, without the file</source>
        <translation>Die Optionen so lassen, wie sie sind, ohne die Datei</translation>
    </message>
    <message>
        <source>Options in italics come from the file; in bold, changed here from the file&apos;s value.</source>
        <translation>Kursive Optionen stammen aus der Datei; fette wurden hier gegenüber dem Wert der Datei geändert.</translation>
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
    <message>
        <source>Room to spare</source>
        <translation>Platzreserve</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::IpuTimeModel</name>
    <message>
        <source>IPU</source>
        <translation>IPU</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>Auslastung</translation>
    </message>
    <message>
        <source>Busy cycles as a proportion of the iteration</source>
        <translation>Beschäftigte Zyklen als Anteil der Iteration</translation>
    </message>
    <message>
        <source>Busy cycles</source>
        <translation>Beschäftigte Zyklen</translation>
    </message>
    <message>
        <source>Cycles not spent waiting for another IPU</source>
        <translation>Zyklen, die nicht mit Warten auf eine andere IPU verbracht werden</translation>
    </message>
    <message>
        <source>Compute cycles</source>
        <translation>Rechenzyklen</translation>
    </message>
    <message>
        <source>Cycles in compute sets</source>
        <translation>Zyklen in Compute-Sets</translation>
    </message>
    <message>
        <source>%1 (traced)</source>
        <translation>%1 (aufgezeichnet)</translation>
    </message>
    <message>
        <source>Cycles of the traced device iterations</source>
        <translation>Zyklen der aufgezeichneten Geräteiterationen</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::KeyValueModel</name>
    <message>
        <source>Property</source>
        <translation>Eigenschaft</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::LessonPanel</name>
    <message>
        <source>Step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <source>Step %1, compared</source>
        <translation>Schritt %1, Vergleich</translation>
    </message>
    <message>
        <source>No lesson could be loaded.</source>
        <translation>Es konnte keine Lektion geladen werden.</translation>
    </message>
    <message>
        <source>Choose a lesson.</source>
        <translation>Wählen Sie eine Lektion.</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>Schritt %1 von %2: %3</translation>
    </message>
    <message>
        <source>The guide: %1</source>
        <translation>Der Leitfaden: %1</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Change in Simulate Panel</source>
        <translation>Im Simulationsbereich ändern</translation>
    </message>
    <message>
        <source>Open this step&apos;s configuration in the Simulate panel, to ask &quot;and what if…&quot;</source>
        <translation>Die Konfiguration dieses Schritts im Simulationsbereich öffnen, um zu fragen: „Und was wäre, wenn…“</translation>
    </message>
    <message>
        <source>What the text claims, checked in the simulated reports:</source>
        <translation>Was der Text behauptet, geprüft an den simulierten Berichten:</translation>
    </message>
    <message>
        <source>This step&apos;s reports are not shown: another report was opened while they were simulated. Open the step again to see them.</source>
        <translation>Die Berichte dieses Schritts werden nicht gezeigt: Während ihrer Simulation wurde ein anderer Bericht geöffnet. Öffnen Sie den Schritt erneut, um sie zu sehen.</translation>
    </message>
    <message>
        <source>Before (source):</source>
        <translation>Vorher (Quelle):</translation>
    </message>
    <message>
        <source>After (target):</source>
        <translation>Nachher (Ziel):</translation>
    </message>
    <message>
        <source>Simulated:</source>
        <translation>Simuliert:</translation>
    </message>
    <message>
        <source>The view: %1</source>
        <translation>Die Ansicht: %1</translation>
    </message>
    <message>
        <source>Cannot Load a Lesson</source>
        <translation>Lektion kann nicht geladen werden</translation>
    </message>
    <message>
        <source>Cannot Open a Lesson</source>
        <translation>Lektion kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>The lesson &quot;%1&quot; has no step %2: its steps are 1 to %3.</source>
        <translation>Die Lektion „%1“ hat keinen Schritt %2: Ihre Schritte sind 1 bis %3.</translation>
    </message>
    <message>
        <source>%1: no such lesson file.</source>
        <translation>%1: keine solche Lektionsdatei.</translation>
    </message>
    <message>
        <source>No lesson is named &quot;%1&quot; (Help &gt; Lessons lists them).</source>
        <translation>Keine Lektion heißt „%1“ (Hilfe &gt; Lektionen listet sie auf).</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::LiveVariablesModel</name>
    <message>
        <source>always</source>
        <translation>immer</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Variable</source>
        <translation>Variable</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>Live steps</source>
        <translation>Lebendige Schritte</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Operation</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::LivenessPlot</name>
    <message>
        <source>Search matches</source>
        <translation>Suchtreffer</translation>
    </message>
    <message>
        <source>Always-live</source>
        <translation>Immer lebendig</translation>
    </message>
    <message>
        <source>Target always-live</source>
        <translation>Ziel: immer lebendig</translation>
    </message>
    <message>
        <source>Above max memory</source>
        <translation>Über dem maximalen Speicher</translation>
    </message>
    <message>
        <source>Target max memory</source>
        <translation>Ziel: maximaler Speicher</translation>
    </message>
    <message>
        <source>Program step</source>
        <translation>Programmschritt</translation>
    </message>
    <message>
        <source>Source always-live</source>
        <translation>Quelle: immer lebendig</translation>
    </message>
    <message>
        <source>Not-always-live (on always-live)</source>
        <translation>Nicht immer lebendig (über immer lebendig)</translation>
    </message>
    <message>
        <source>Memory (GiB)</source>
        <translation>Speicher (GiB)</translation>
    </message>
    <message>
        <source>Memory (MiB)</source>
        <translation>Speicher (MiB)</translation>
    </message>
    <message>
        <source>Memory (KiB)</source>
        <translation>Speicher (KiB)</translation>
    </message>
    <message>
        <source>%1 tiles × %2</source>
        <translation>%1 Kacheln × %2</translation>
    </message>
    <message>
        <source>Source max memory (%1)</source>
        <translation>Quelle: maximaler Speicher
(%1)</translation>
    </message>
    <message>
        <source>Max memory (%1)</source>
        <translation>Maximaler Speicher (%1)</translation>
    </message>
    <message>
        <source>Max memory %1 is above the plot: the peak uses %2 of it</source>
        <translation>Der maximale Speicher %1 liegt über dem Diagramm: die Spitze nutzt %2 davon</translation>
    </message>
    <message>
        <source>Source always-live + not-always-live</source>
        <translation>Quelle: immer + nicht immer lebendig</translation>
    </message>
    <message>
        <source>Target always-live + not-always-live</source>
        <translation>Ziel: immer + nicht immer lebendig</translation>
    </message>
    <message>
        <source>(shaded: range per pixel)</source>
        <translation>(schattiert: Spanne je Pixel)</translation>
    </message>
    <message>
        <source>%1: max memory</source>
        <translation>%1: maximaler Speicher</translation>
    </message>
    <message>
        <source>%1: always-live</source>
        <translation>%1: immer lebendig</translation>
    </message>
    <message>
        <source>%1: always-live + not-always-live</source>
        <translation>%1: immer + nicht immer lebendig</translation>
    </message>
    <message>
        <source>%1: max memory
(%2)</source>
        <translation>%1: maximaler Speicher
(%2)</translation>
    </message>
    <message>
        <source>%1:
always-live + not-always-live</source>
        <translation>%1:
immer + nicht immer lebendig</translation>
    </message>
    <message>
        <source>Program steps matched by operation (a gap: a step of the other report only)</source>
        <translation>Programmschritte nach Operation zugeordnet (eine Lücke: ein Schritt nur des anderen Berichts)</translation>
    </message>
    <message>
        <source>Range of the steps in one pixel
(zoom in to separate them)</source>
        <translation>Spanne der Schritte in einem Pixel
(hineinzoomen, um sie zu trennen)</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::LivenessView</name>
    <message>
        <source>Worst tile</source>
        <translation>Schlimmste Kachel</translation>
    </message>
    <message>
        <source>Include always-live variables</source>
        <translation>Immer lebendige Variablen einbeziehen</translation>
    </message>
    <message>
        <source>Find operation by name or type (Ctrl+F)</source>
        <translation>Operation nach Name oder Typ suchen (Strg+F)</translation>
    </message>
    <message>
        <source>Previous matching step (Shift+F3)</source>
        <translation>Vorheriger passender Schritt (Umschalt+F3)</translation>
    </message>
    <message>
        <source>Next matching step (F3, Enter)</source>
        <translation>Nächster passender Schritt (F3, Eingabe)</translation>
    </message>
    <message>
        <source>&amp;Source:</source>
        <translation>&amp;Quelle:</translation>
    </message>
    <message>
        <source>All tiles</source>
        <translation>Alle Kacheln</translation>
    </message>
    <message>
        <source>One IPU</source>
        <translation>Eine IPU</translation>
    </message>
    <message>
        <source>One tile</source>
        <translation>Eine Kachel</translation>
    </message>
    <message>
        <source>Whose memory is plotted: the whole replica, one IPU or one tile</source>
        <translation>Wessen Speicher gezeigt wird: die ganze Replik, eine IPU oder eine Kachel</translation>
    </message>
    <message>
        <source>Plot the tile that uses the most memory</source>
        <translation>Die Kachel mit dem meisten Speicher zeigen</translation>
    </message>
    <message>
        <source>No report is open.</source>
        <translation>Kein Bericht geöffnet.</translation>
    </message>
    <message>
        <source>The reports are of different models (%1 and %2): their steps do not correspond one to one.</source>
        <translation>Die Berichte stammen von verschiedenen Modellen (%1 und %2): ihre Schritte entsprechen einander nicht eins zu eins.</translation>
    </message>
    <message>
        <source>The reports are for different targets: one IPU or one tile of each holds different parts of the model.</source>
        <translation>Die Berichte gelten für verschiedene Ziele: eine IPU oder Kachel enthält in jedem andere Teile des Modells.</translation>
    </message>
    <message>
        <source>IPU </source>
        <translation>IPU </translation>
    </message>
    <message>
        <source>Tile </source>
        <translation>Kachel </translation>
    </message>
    <message>
        <source>Computing liveness…</source>
        <translation>Liveness wird berechnet…</translation>
    </message>
    <message>
        <source>all tiles</source>
        <translation>allen Kacheln</translation>
    </message>
    <message>
        <source>IPU %1</source>
        <translation>IPU %1</translation>
    </message>
    <message>
        <source>tile %1</source>
        <translation>Kachel %1</translation>
    </message>
    <message>
        <source>Live at step %1 on %2 — variables: %3, bytes: %4</source>
        <translation>Lebendig bei Schritt %1 auf %2 — Variablen: %3, Bytes: %4</translation>
    </message>
    <message>
        <source>No steps</source>
        <translation>Keine Schritte</translation>
    </message>
    <message>
        <source>Match %1 of %2</source>
        <translation>Treffer %1 von %2</translation>
    </message>
    <message>
        <source>Matching steps: %1</source>
        <translation>Passende Schritte: %1</translation>
    </message>
    <message>
        <source>IPU</source>
        <translation>IPU</translation>
    </message>
    <message>
        <source>tile</source>
        <translation>Kachel</translation>
    </message>
    <message>
        <source>Tile %1 is out of memory although its liveness stays under the line: the %2 of gaps between its variables are not counted here. The Memory regions view shows them.</source>
        <translation>Kachel %1 hat keinen Speicher mehr, obwohl ihre Liveness unter der Linie bleibt: die %2 an Lücken zwischen ihren Variablen werden hier nicht gezählt. Die Ansicht der Speicherbereiche zeigt sie.</translation>
    </message>
    <message>
        <source>Liveness</source>
        <translation>Liveness</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 has no %2 %3: only %4 is plotted.</source>
        <translation>%1 hat keine %2 %3: Nur %4 wird dargestellt.</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>S&amp;teps:</source>
        <translation>Sc&amp;hritte:</translation>
    </message>
    <message>
        <source>In order</source>
        <translation>Der Reihe nach</translation>
    </message>
    <message>
        <source>Matched by operation</source>
        <translation>Nach Operation zugeordnet</translation>
    </message>
    <message>
        <source>In order: step n of one report over step n of the other. Matched by operation: the steps of an operation face the same operation&apos;s steps in the other report, and a step only one report has faces a gap</source>
        <translation>Der Reihe nach: Schritt n des einen Berichts über Schritt n des anderen. Nach Operation zugeordnet: Die Schritte einer Operation stehen den Schritten derselben Operation im anderen Bericht gegenüber, und ein Schritt, den nur ein Bericht hat, steht einer Lücke gegenüber</translation>
    </message>
    <message>
        <source>Steps matched by operation: %1 in both reports; %2 of %3 and %4 of %5 face gaps.</source>
        <translation>Schritte nach Operation zugeordnet: %1 in beiden Berichten; %2 von %3 und %4 von %5 stehen Lücken gegenüber.</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Nachher</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <source>%1 (after)</source>
        <translation>%1 (nachher)</translation>
    </message>
    <message>
        <source>%1 (before)</source>
        <translation>%1 (vorher)</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::MainWindow</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Open Report</source>
        <translation>Bericht öffnen</translation>
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
        <source>Compare With Report</source>
        <translation>Mit Bericht vergleichen</translation>
    </message>
    <message>
        <source>Source: %1 · Target: %2</source>
        <translation>Quelle: %1 · Ziel: %2</translation>
    </message>
    <message>
        <source>%1: %2 — loading the target…</source>
        <translation>%1: %2 – Ziel wird geladen …</translation>
    </message>
    <message>
        <source>fits in memory</source>
        <translation>passt in den Speicher</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>Speicher erschöpft</translation>
    </message>
    <message>
        <source>Simulate</source>
        <translation>Simulation</translation>
    </message>
    <message>
        <source>Simulating…</source>
        <translation>Wird simuliert…</translation>
    </message>
    <message>
        <source>Cannot Simulate</source>
        <translation>Simulation nicht möglich</translation>
    </message>
    <message>
        <source>%1 does not record how it was simulated: it was not written by Tilescope&apos;s simulator.</source>
        <translation>In %1 ist nicht festgehalten, wie simuliert wurde: Der Bericht stammt nicht vom Simulator von Tilescope.</translation>
    </message>
    <message>
        <source>The command recorded in %1 cannot be read: %2</source>
        <translation>Der in %1 festgehaltene Befehl kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Save Report</source>
        <translation>Bericht speichern</translation>
    </message>
    <message>
        <source>Tilescope reports (*.tsr);;JSON reports (*.json)</source>
        <translation>Tilescope-Berichte (*.tsr);;JSON-Berichte (*.json)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Cannot Save Report</source>
        <translation>Bericht kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Sweep: %1</source>
        <translation>Sweep: %1</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Sweep</translation>
    </message>
    <message>
        <source>S&amp;weep</source>
        <translation>S&amp;weep</translation>
    </message>
    <message>
        <source>Cannot Open Sweep</source>
        <translation>Sweep kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <source>Cannot Load a Lesson</source>
        <translation>Lektion kann nicht geladen werden</translation>
    </message>
    <message>
        <source>The sweep&apos;s points are not shown: another report was opened while they were simulated.</source>
        <translation>Die Punkte des Sweeps werden nicht gezeigt: Während ihrer Simulation wurde ein anderer Bericht geöffnet.</translation>
    </message>
    <message>
        <source>Cannot Select Tile</source>
        <translation>Kachel kann nicht gewählt werden</translation>
    </message>
    <message>
        <source>--tile %1: %2 has %3 tiles (0 to %4).</source>
        <translation>--tile %1: %2 hat %3 Kacheln (0 bis %4).</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::MemoryView</name>
    <message>
        <source>Include gaps</source>
        <translation>Lücken einbeziehen</translation>
    </message>
    <message>
        <source>Scale to tile memory</source>
        <translation>Auf Kachelspeicher skalieren</translation>
    </message>
    <message>
        <source>Worst tile</source>
        <translation>Schlimmste Kachel</translation>
    </message>
    <message>
        <source>Select out-of-memory tiles</source>
        <translation>Kacheln mit erschöpftem Speicher auswählen</translation>
    </message>
    <message>
        <source>Software order</source>
        <translation>Software-Reihenfolge</translation>
    </message>
    <message>
        <source>Sorted by memory used</source>
        <translation>Nach belegtem Speicher sortiert</translation>
    </message>
    <message>
        <source>Gaps are holes between variables left by alignment and placement rules; they count towards what must fit in the tile&apos;s memory.</source>
        <translation>Lücken sind Löcher zwischen Variablen, die Ausrichtungs- und Platzierungsregeln hinterlassen; sie zählen zu dem, was in den Speicher der Kachel passen muss.</translation>
    </message>
    <message>
        <source>Checked, the height reaches the tile memory line; unchecked, it fits the most used tile so that small usage is readable.</source>
        <translation>Aktiviert reicht die Höhe bis zur Linie des Kachelspeichers; deaktiviert passt sie sich der meistbelegten Kachel an, damit kleine Belegung lesbar ist.</translation>
    </message>
    <message>
        <source>Tiles, e.g. 0-3, 952</source>
        <translation>Kacheln, z. B. 0-3, 952</translation>
    </message>
    <message>
        <source>Select the most used tile of the shown IPU(s)</source>
        <translation>Die meistbelegte Kachel der gezeigten IPU(s) auswählen</translation>
    </message>
    <message>
        <source>&amp;IPU:</source>
        <translation>&amp;IPU:</translation>
    </message>
    <message>
        <source>&amp;Order:</source>
        <translation>&amp;Reihenfolge:</translation>
    </message>
    <message>
        <source>&amp;Tiles:</source>
        <translation>&amp;Kacheln:</translation>
    </message>
    <message>
        <source>Tile map</source>
        <translation>Kachelkarte</translation>
    </message>
    <message>
        <source>All IPUs</source>
        <translation>Alle IPUs</translation>
    </message>
    <message>
        <source>IPU %1</source>
        <translation>IPU %1</translation>
    </message>
    <message>
        <source>%1 and %2 more</source>
        <translation>%1 und %2 weitere</translation>
    </message>
    <message>
        <source>Tiles out of memory (%1), most overflowing first: %2</source>
        <translation>Kacheln mit erschöpftem Speicher (%1), größter Überlauf zuerst: %2</translation>
    </message>
    <message>
        <source>The reports are of different models: their tiles hold different variables.</source>
        <translation>Die Berichte sind von verschiedenen Modellen: ihre Kacheln enthalten verschiedene Variablen.</translation>
    </message>
    <message>
        <source>The reports are for different targets (%1 and %2 tiles): tiles are not compared one by one; only totals are shown.</source>
        <translation>Die Berichte gelten für verschiedene Ziele (%1 und %2 Kacheln): Kacheln werden nicht einzeln verglichen; nur Summen werden gezeigt.</translation>
    </message>
    <message>
        <source>all IPUs</source>
        <translation>allen IPUs</translation>
    </message>
    <message>
        <source>Worst tile %1 (no tile selected yet)</source>
        <translation>Schlimmste Kachel %1 (keine gewählt)</translation>
    </message>
    <message numerus="yes">
        <source>Selected tiles (%n)</source>
        <translation>
            <numerusform>Ausgewählte Kacheln (%n)</numerusform>
            <numerusform>Ausgewählte Kacheln (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Showing the first %1 of %2 selected tiles; the CSV export has them all.</source>
        <translation>Die ersten %1 von %2 ausgewählten Kacheln werden gezeigt; der CSV-Export enthält alle.</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Export the plot as PNG, SVG or PDF, or its data as CSV</source>
        <translation>Das Diagramm als PNG, SVG oder PDF oder seine Daten als CSV exportieren</translation>
    </message>
    <message>
        <source>Tiles of %1 out of memory (%2), most overflowing first: %3</source>
        <translation>Kacheln von %1 mit erschöpftem Speicher (%2), größter Überlauf zuerst: %3</translation>
    </message>
    <message>
        <source>Total memory (including gaps): %1 (source) %2, %3 (target) %4, difference %5</source>
        <translation>Gesamtspeicher (mit Lücken): %1 (Quelle) %2, %3 (Ziel) %4, Differenz %5</translation>
    </message>
    <message>
        <source>Total memory of %1 (including gaps): %2 (source) %3, %4 (target) %5, difference %6</source>
        <translation>Gesamtspeicher von %1 (mit Lücken): %2 (Quelle) %3, %4 (Ziel) %5, Differenz %6</translation>
    </message>
    <message>
        <source>Total memory of %1 (excluding gaps): %2 (source) %3, %4 (target) %5, difference %6</source>
        <translation>Gesamtspeicher von %1 (ohne Lücken): %2 (Quelle) %3, %4 (Ziel) %5, Differenz %6</translation>
    </message>
    <message>
        <source>Most used tile: %1 (source) %2 (tile %3), %4 (target) %5 (tile %6), difference %7</source>
        <translation>Meistbelegte Kachel: %1 (Quelle) %2 (Kachel %3), %4 (Ziel) %5 (Kachel %6), Differenz %7</translation>
    </message>
    <message>
        <source>The tiles of %1 only: the other report&apos;s tiles do not correspond.</source>
        <translation>Nur die Kacheln von %1: Die Kacheln des anderen Berichts entsprechen ihnen nicht.</translation>
    </message>
    <message>
        <source>Tightest tile of IPU %1: %2, with %3 to spare (the largest block free at its peak)</source>
        <translation>Knappste Kachel von IPU %1: %2, mit %3 Platzreserve (der größte freie Block zu ihrer Spitze)</translation>
    </message>
    <message>
        <source>Tightest tile: %1, with %2 to spare (the largest block free at its peak)</source>
        <translation>Knappste Kachel: %1, mit %2 Platzreserve (der größte freie Block zu ihrer Spitze)</translation>
    </message>
    <message>
        <source>Room to spare on IPU %1: %2 (source) %3, %4 (target) %5, difference %6</source>
        <translation>Platzreserve auf IPU %1: %2 (Quelle) %3, %4 (Ziel) %5, Differenz %6</translation>
    </message>
    <message>
        <source>Room to spare: %1 (source) %2, %3 (target) %4, difference %5</source>
        <translation>Platzreserve: %1 (Quelle) %2, %3 (Ziel) %4, Differenz %5</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::OperationTimeModel</name>
    <message>
        <source>Operation</source>
        <translation>Operation</translation>
    </message>
    <message>
        <source>(no operation)</source>
        <translation>(keine Operation)</translation>
    </message>
    <message>
        <source>Syncs between operations, external syncs and waiting count as no operation</source>
        <translation>Synchronisationen zwischen Operationen, externe Synchronisationen und Warten zählen als keine Operation</translation>
    </message>
    <message>
        <source>Busy cycles</source>
        <translation>Beschäftigte Zyklen</translation>
    </message>
    <message>
        <source>Cycles of the traced rows, waiting excluded</source>
        <translation>Zyklen der aufgezeichneten Zeilen, ohne Warten</translation>
    </message>
    <message>
        <source>Waiting for another IPU at an external sync</source>
        <translation>Warten auf eine andere IPU an einer externen Synchronisation</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::OperationTypesModel</name>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>Operationen</translation>
    </message>
    <message>
        <source>Cycles</source>
        <translation>Zyklen</translation>
    </message>
    <message>
        <source>Estimated cycles, summed</source>
        <translation>Geschätzte Zyklen, summiert</translation>
    </message>
    <message>
        <source>Most temporary bytes per tile</source>
        <translation>Meiste temporäre Bytes pro Kachel</translation>
    </message>
    <message>
        <source>The most temporary memory one operation of the type needs on a tile</source>
        <translation>Der meiste temporäre Speicher, den eine Operation dieses Typs auf einer Kachel braucht</translation>
    </message>
    <message>
        <source>Code bytes</source>
        <translation>Code-Bytes</translation>
    </message>
    <message>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <source>Planned for minimum memory</source>
        <translation>Auf minimalen Speicher geplant</translation>
    </message>
    <message>
        <source>Operations the planner could only fit by optimising for minimum memory (phase 2)</source>
        <translation>Operationen, die der Planer nur durch Optimierung auf minimalen Speicher unterbringen konnte (Phase 2)</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::OperationsModel</name>
    <message>
        <source>Operation</source>
        <translation>Operation</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>Block</translation>
    </message>
    <message>
        <source>The model&apos;s block or layer the operation belongs to</source>
        <translation>Der Block oder die Schicht des Modells, zu der die Operation gehört</translation>
    </message>
    <message>
        <source>IPU</source>
        <translation>IPU</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>The pipeline stage (empty without pipelining)</source>
        <translation>Die Pipeline-Stufe (leer ohne Pipelining)</translation>
    </message>
    <message>
        <source>Cycles</source>
        <translation>Zyklen</translation>
    </message>
    <message>
        <source>Estimated cycles of one execution</source>
        <translation>Geschätzte Zyklen einer Ausführung</translation>
    </message>
    <message>
        <source>Temporary bytes per tile</source>
        <translation>Temporäre Bytes pro Kachel</translation>
    </message>
    <message>
        <source>Temporary memory on the operation&apos;s worst tile</source>
        <translation>Temporärer Speicher auf der schlimmsten Kachel der Operation</translation>
    </message>
    <message>
        <source>Code bytes</source>
        <translation>Code-Bytes</translation>
    </message>
    <message>
        <source>Vertex code over all tiles</source>
        <translation>Vertex-Code über alle Kacheln</translation>
    </message>
    <message>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <source>availableMemoryProportion</source>
        <translation>availableMemoryProportion</translation>
    </message>
    <message>
        <source>The proportion of tile memory the planner may use for temporaries (empty: not a planned operation)</source>
        <translation>Der Anteil des Kachelspeichers, den der Planer für Temporäres nutzen darf (leer: keine geplante Operation)</translation>
    </message>
    <message>
        <source>Partials</source>
        <translation>Teilsummen</translation>
    </message>
    <message>
        <source>The type of the partial sums</source>
        <translation>Der Typ der Teilsummen</translation>
    </message>
    <message>
        <source>Planner phase</source>
        <translation>Planer-Phase</translation>
    </message>
    <message>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <source>2: minimum memory</source>
        <translation>2: minimaler Speicher</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>The convolution planner&apos;s choice of splits</source>
        <translation>Die Wahl der Aufteilungen durch den Faltungsplaner</translation>
    </message>
    <message>
        <source>Tiles used</source>
        <translation>Genutzte Kacheln</translation>
    </message>
    <message>
        <source>Serial steps</source>
        <translation>Serielle Schritte</translation>
    </message>
    <message>
        <source>Steps the plan runs one after another (serial splits)</source>
        <translation>Schritte, die der Plan nacheinander ausführt (serielle Aufteilungen)</translation>
    </message>
    <message>
        <source>Vertex</source>
        <translation>Vertex</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::OperationsView</name>
    <message>
        <source>Filter by name, type or block, e.g. conv layer3 (Ctrl+F)</source>
        <translation>Nach Name, Typ oder Block filtern, z. B. conv layer3 (Strg+F)</translation>
    </message>
    <message>
        <source>&amp;Filter:</source>
        <translation>&amp;Filter:</translation>
    </message>
    <message>
        <source>Totals per type</source>
        <translation>Summen pro Typ</translation>
    </message>
    <message>
        <source>The reports are of different models (%1 and %2): few operations share a name.</source>
        <translation>Die Berichte gehören zu verschiedenen Modellen (%1 und %2): wenige Operationen haben denselben Namen.</translation>
    </message>
    <message>
        <source>Operations are matched by name; a row with one side empty exists in one report only.</source>
        <translation>Operationen werden nach Namen zugeordnet; eine Zeile mit einer leeren Seite gibt es nur in einem Bericht.</translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s)</source>
        <translation>
            <numerusform>%n Operation</numerusform>
            <numerusform>%n Operationen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n operation(s)</source>
        <translation>
            <numerusform>%1 von %n Operation</numerusform>
            <numerusform>%1 von %n Operationen</numerusform>
        </translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>Operationen</translation>
    </message>
    <message>
        <source>%1 was not profiled (the Summary says so): its cycles are the compiler&apos;s estimates of one run of each operation, not measured.</source>
        <translation>%1 wurde nicht profiliert (so steht es in der Übersicht): Seine Zyklen sind die Schätzungen des Compilers für einen Lauf jeder Operation, nicht gemessen.</translation>
    </message>
    <message>
        <source>Why this plan</source>
        <translation>Warum dieser Plan</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::OptionControl</name>
    <message>
        <source>%1 is outside the allowed range, %2 to %3: it becomes the nearest of the two.</source>
        <translation>%1 liegt außerhalb des erlaubten Bereichs von %2 bis %3: Es wird der nähere der beiden Werte.</translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation>z. B. %1</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::PlanBreakdownPanel</name>
    <message>
        <source>no budget met: planned for minimum memory</source>
        <translation>kein Budget eingehalten: für minimalen Speicher geplant</translation>
    </message>
    <message>
        <source>budget %1 × %2 = %3</source>
        <translation>Budget %1 × %2 = %3</translation>
    </message>
    <message>
        <source>Select a convolution or matmul to see its plan&apos;s temporary memory by term.</source>
        <translation>Wählen Sie eine Faltung oder Matrixmultiplikation, um den temporären Speicher ihres Plans nach Termen zu sehen.</translation>
    </message>
    <message>
        <source>%1 has no plan: only convolutions and matmuls are planned.</source>
        <translation>%1 hat keinen Plan: nur Faltungen und Matrixmultiplikationen werden geplant.</translation>
    </message>
    <message>
        <source>no plan</source>
        <translation>kein Plan</translation>
    </message>
    <message numerus="yes">
        <source>on %n tile(s), %1</source>
        <translation>
            <numerusform>auf %n Kachel, %1</numerusform>
            <numerusform>auf %n Kacheln, %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Term (PopLibs)</source>
        <translation>Term (PopLibs)</translation>
    </message>
    <message>
        <source>Bytes per tile</source>
        <translation>Bytes pro Kachel</translation>
    </message>
    <message>
        <source>Total, (g) + (e) + max((b), (c) + (a), (d)) + (f): compared with the budget</source>
        <translation>Summe, (g) + (e) + max((b), (c) + (a), (d)) + (f): mit dem Budget verglichen</translation>
    </message>
    <message>
        <source>plan: %1</source>
        <translation>Plan: %1</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::PlannerFallbacksModel</name>
    <message>
        <source>Operation</source>
        <translation>Operation</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Available memory proportion</source>
        <translation>Verfügbarer Speicheranteil</translation>
    </message>
    <message>
        <source>Tiles used</source>
        <translation>Genutzte Kacheln</translation>
    </message>
    <message>
        <source>Serial steps</source>
        <translation>Serielle Schritte</translation>
    </message>
    <message>
        <source>Temporary memory per tile</source>
        <translation>Temporärer Speicher pro Kachel</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::ProgramTreeModel</name>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>Programm</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Operation</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::ProgramTreeView</name>
    <message>
        <source>Search programs and operations, e.g. convolution (Ctrl+F)</source>
        <translation>Programme und Operationen suchen, z. B. convolution (Strg+F)</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>Vorheriger Treffer (Umschalt+F3)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Next match (F3, Enter)</source>
        <translation>Nächster Treffer (F3, Eingabe)</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Suchen:</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
    <message>
        <source>Target: %1</source>
        <translation>Ziel: %1</translation>
    </message>
    <message>
        <source>no matches</source>
        <translation>keine Treffer</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Source: %1 · Target: %2</source>
        <translation>Quelle: %1 · Ziel: %2</translation>
    </message>
    <message>
        <source>Program Tree</source>
        <translation>Programmbaum</translation>
    </message>
    <message>
        <source>The reports are of different models (%1 and %2): their programs and operations do not correspond.</source>
        <translation>Die Berichte stammen von verschiedenen Modellen (%1 und %2): Ihre Programme und Operationen entsprechen einander nicht.</translation>
    </message>
    <message>
        <source>The reports are for different targets: the same program runs on different tiles.</source>
        <translation>Die Berichte gelten für verschiedene Ziele: Dasselbe Programm läuft auf anderen Kacheln.</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::RegionsPlot</name>
    <message>
        <source>Address (KiB)</source>
        <translation>Adresse (KiB)</translation>
    </message>
    <message>
        <source>Non-interleaved (0–%1)</source>
        <translation>Nicht verschränkt (0–%1)</translation>
    </message>
    <message>
        <source>Interleaved (%1–%2)</source>
        <translation>Verschränkt (%1–%2)</translation>
    </message>
    <message>
        <source>Tile end</source>
        <translation>Kachelende</translation>
    </message>
    <message>
        <source>Overflow %1</source>
        <translation>Überlauf %1</translation>
    </message>
    <message>
        <source>Always
allocated</source>
        <translation>Immer
belegt</translation>
    </message>
    <message>
        <source>Not always
live</source>
        <translation>Nicht immer
lebendig</translation>
    </message>
    <message>
        <source>Variables with disjoint live ranges may share addresses: they are drawn in separate lanes (Ctrl+wheel or Ctrl+/− zooms the lanes, ↑/↓ scrolls them). The row at the peak shows what is in use when the tile needs the most, and every gap, hatched by cause.</source>
        <translation>Variablen mit disjunkten Lebensdauern können Adressen teilen: Sie werden in getrennten Bahnen gezeichnet (Strg+Mausrad oder Strg+/− zoomt die Bahnen, ↑/↓ rollt sie). Die Zeile „Auf dem Höhepunkt“ zeigt, was belegt ist, wenn die Kachel am meisten braucht, und jede Lücke, nach Ursache schraffiert.</translation>
    </message>
    <message>
        <source>At the peak
(step %1)</source>
        <translation>Auf dem Höhepunkt
(Schritt %1)</translation>
    </message>
    <message>
        <source>In use</source>
        <translation>Belegt</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::RegionsView</name>
    <message>
        <source>&amp;Tile:</source>
        <translation>&amp;Kachel:</translation>
    </message>
    <message>
        <source>The tile whose address space is shown; it is shared with the other views.</source>
        <translation>Die Kachel, deren Adressraum gezeigt wird; sie gilt auch für die anderen Ansichten.</translation>
    </message>
    <message>
        <source>Show the tile that uses the most memory (including gaps), in every view.</source>
        <translation>Die Kachel mit dem meisten Speicher (einschließlich Lücken) in allen Ansichten zeigen.</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Zoom in on the addresses (+)</source>
        <translation>In die Adressen hineinzoomen (+)</translation>
    </message>
    <message>
        <source>Zoom out (−)</source>
        <translation>Herauszoomen (−)</translation>
    </message>
    <message>
        <source>Show the whole address space (Home)</source>
        <translation>Den ganzen Adressraum zeigen (Pos1)</translation>
    </message>
    <message>
        <source>Blocks</source>
        <translation>Blöcke</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Source blocks: %1</source>
        <translation>Blöcke der Quelle: %1</translation>
    </message>
    <message>
        <source>Target blocks: %1</source>
        <translation>Blöcke des Ziels: %1</translation>
    </message>
    <message>
        <source>Target: %1 has no tile %2</source>
        <translation>Ziel: %1 hat keine Kachel %2</translation>
    </message>
    <message>
        <source>The report has no tiles</source>
        <translation>Der Bericht hat keine Kacheln</translation>
    </message>
    <message>
        <source>No report open</source>
        <translation>Kein Bericht geöffnet</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <source>Tile memory</source>
        <translation>Kachelspeicher</translation>
    </message>
    <message>
        <source>The memory of one tile.</source>
        <translation>Der Speicher einer Kachel.</translation>
    </message>
    <message>
        <source>Used (excluding gaps)</source>
        <translation>Belegt (ohne Lücken)</translation>
    </message>
    <message>
        <source>Always-live bytes plus the most not-always-live bytes live at once.</source>
        <translation>Immer lebendige Bytes plus die meisten gleichzeitig lebendigen nicht immer lebendigen Bytes.</translation>
    </message>
    <message>
        <source>Gaps</source>
        <translation>Lücken</translation>
    </message>
    <message>
        <source>Overflow</source>
        <translation>Überlauf</translation>
    </message>
    <message>
        <source>Bytes past the tile&apos;s end: the tile is out of memory.</source>
        <translation>Bytes hinter dem Kachelende: Der Kachel fehlt Speicher.</translation>
    </message>
    <message>
        <source>Out of memory: %1 past the tile&apos;s end</source>
        <translation>Speicher voll: %1 hinter dem Kachelende</translation>
    </message>
    <message>
        <source>Fits: %1 free</source>
        <translation>Passt: %1 frei</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>Quelle:</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>Ziel:</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>Bereiche</translation>
    </message>
    <message>
        <source>Source: %1, tile %2 (IPU %3)</source>
        <translation>Quelle: %1, Kachel %2 (IPU %3)</translation>
    </message>
    <message>
        <source>Tile %1 (IPU %2)</source>
        <translation>Kachel %1 (IPU %2)</translation>
    </message>
    <message>
        <source>Target: %1, tile %2 (IPU %3)</source>
        <translation>Ziel: %1, Kachel %2 (IPU %3)</translation>
    </message>
    <message>
        <source>The reports are of different models (%1 and %2): the same tile holds different variables in each.</source>
        <translation>Die Berichte stammen von verschiedenen Modellen (%1 und %2): Dieselbe Kachel enthält in beiden andere Variablen.</translation>
    </message>
    <message>
        <source>The reports are for different targets: a tile of one does not hold the same part of the model as the same tile of the other.</source>
        <translation>Die Berichte gelten für verschiedene Ziele: Eine Kachel des einen enthält nicht denselben Teil des Modells wie dieselbe Kachel des anderen.</translation>
    </message>
    <message>
        <source>Worst tile</source>
        <translation>Schlimmste Kachel</translation>
    </message>
    <message>
        <source>Whole tile</source>
        <translation>Ganze Kachel</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Summen</translation>
    </message>
    <message>
        <source>(tiles 0–%1)</source>
        <translation>(Kacheln 0–%1)</translation>
    </message>
    <message>
        <source>The tile&apos;s footprint (up to its highest address, less its room to spare) minus the bytes in use at its peak, counted against the tile&apos;s memory. The row at the peak shows each gap at its address.</source>
        <translation>Der Fußabdruck der Kachel (bis zu ihrer höchsten Adresse, abzüglich ihres freien Platzes) minus der auf ihrem Höhepunkt belegten Bytes, angerechnet auf den Kachelspeicher. Die Zeile „Auf dem Höhepunkt“ zeigt jede Lücke an ihrer Adresse.</translation>
    </message>
    <message>
        <source>Addresses variables use at other steps, none of which is live at the tile&apos;s peak: holes between the lanes.</source>
        <translation>Adressen, die Variablen in anderen Schritten nutzen, von denen auf dem Höhepunkt der Kachel keine lebendig ist: Löcher zwischen den Bahnen.</translation>
    </message>
    <message>
        <source>Never used: padding that aligns the next block.</source>
        <translation>Nie benutzt: Auffüllung, die den nächsten Block ausrichtet.</translation>
    </message>
    <message>
        <source>Never used, on a tile out of memory: room that the data which overflowed could not take.</source>
        <translation>Nie benutzt, auf einer Kachel mit erschöpftem Speicher: Platz, den die übergelaufenen Daten nicht nehmen konnten.</translation>
    </message>
    <message>
        <source>Never used: holes that placement rules left.</source>
        <translation>Nie benutzt: Löcher, die Platzierungsregeln hinterlassen haben.</translation>
    </message>
    <message>
        <source>Free (room to spare)</source>
        <translation>Frei (Platz übrig)</translation>
    </message>
    <message>
        <source>Tile memory minus used bytes and gaps: never used, and not counted against the tile.</source>
        <translation>Kachelspeicher minus belegte Bytes und Lücken: nie benutzt und nicht auf die Kachel angerechnet.</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::ScreenshotWriter</name>
    <message>
        <source>Cannot create the directory %1.</source>
        <translation>Das Verzeichnis %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Cannot write %1: the window could not be drawn.</source>
        <translation>%1 kann nicht geschrieben werden: Das Fenster konnte nicht gezeichnet werden.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::SimulatePanel</name>
    <message>
        <source>Cancelled: the result shown is unchanged.</source>
        <translation>Abgebrochen: Das angezeigte Ergebnis bleibt unverändert.</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>The same simulation from a terminal:</source>
        <translation>Dieselbe Simulation im Terminal:</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Compare with:</source>
        <translation>Vergleichen mit:</translation>
    </message>
    <message>
        <source>the previous result</source>
        <translation>dem vorherigen Ergebnis</translation>
    </message>
    <message>
        <source>the pinned baseline</source>
        <translation>der angehefteten Referenz</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>Pin Shown</source>
        <translation>Angezeigten anheften</translation>
    </message>
    <message>
        <source>Compare every later result with the report shown now</source>
        <translation>Jedes spätere Ergebnis mit dem jetzt angezeigten Bericht vergleichen</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>Live</translation>
    </message>
    <message>
        <source>Simulate again by itself a moment after each change</source>
        <translation>Kurz nach jeder Änderung selbsttätig neu simulieren</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Choose a Model</source>
        <translation>Modell wählen</translation>
    </message>
    <message>
        <source>Models (*.json *.onnx);;All files (*)</source>
        <translation>Modelle (*.json *.onnx);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Choose a model.</source>
        <translation>Wählen Sie ein Modell.</translation>
    </message>
    <message>
        <source>%1 is neither a built-in model nor an existing file.</source>
        <translation>%1 ist weder ein eingebautes Modell noch eine vorhandene Datei.</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>Modell: %1</translation>
    </message>
    <message>
        <source>--%1: %2</source>
        <translation>--%1: %2</translation>
    </message>
    <message>
        <source>Simulate now</source>
        <translation>Jetzt simulieren</translation>
    </message>
    <message>
        <source>Baseline: %1</source>
        <translation>Referenz: %1</translation>
    </message>
    <message>
        <source>No baseline is pinned: results are compared with the previous one.</source>
        <translation>Keine Referenz angeheftet: Ergebnisse werden mit dem vorherigen verglichen.</translation>
    </message>
    <message>
        <source>Simulating %1…</source>
        <translation>%1 wird simuliert…</translation>
    </message>
    <message>
        <source>%1 of %2: fits in memory.</source>
        <translation>%1 von %2: passt in den Speicher.</translation>
    </message>
    <message>
        <source>%1 of %2: out of memory.</source>
        <translation>%1 von %2: Speicher erschöpft.</translation>
    </message>
    <message>
        <source>The simulation failed: the result shown is unchanged.</source>
        <translation>Die Simulation ist fehlgeschlagen: Das angezeigte Ergebnis bleibt unverändert.</translation>
    </message>
    <message>
        <source>Cannot Simulate</source>
        <translation>Simulation nicht möglich</translation>
    </message>
    <message>
        <source>Not simulated: another report was opened before the change ran.</source>
        <translation>Nicht simuliert: Bevor die Änderung lief, wurde ein anderer Bericht geöffnet.</translation>
    </message>
    <message>
        <source>%1 of %2 is not shown: another report was opened while it ran.</source>
        <translation>%1 von %2 wird nicht gezeigt: Während der Simulation wurde ein anderer Bericht geöffnet.</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
    <message>
        <source>The window shows %1; the settings here are your change, not its.</source>
        <translation>Das Fenster zeigt %1; die Einstellungen hier sind Ihre Änderung, nicht seine.</translation>
    </message>
    <message>
        <source>The window shows %1, which records no command: the settings here are not its.</source>
        <translation>Das Fenster zeigt %1, der keinen Befehl aufzeichnet: Die Einstellungen hier sind nicht seine.</translation>
    </message>
    <message>
        <source>The settings are those of %1, the report shown: a change simulates from there.</source>
        <translation>Die Einstellungen sind die von %1, dem angezeigten Bericht: Eine Änderung simuliert von dort aus.</translation>
    </message>
    <message>
        <source>Nothing to simulate: the report shown has these settings.</source>
        <translation>Nichts zu simulieren: der angezeigte Bericht hat diese Einstellungen.</translation>
    </message>
    <message>
        <source>Model: a built-in model, a JSON or ONNX file, or a Hugging Face config.json</source>
        <translation>Modell: ein eingebautes Modell, eine JSON- oder ONNX-Datei oder eine Hugging-Face-config.json</translation>
    </message>
    <message>
        <source>Choose a JSON or ONNX model file, or a Hugging Face config.json</source>
        <translation>Eine JSON- oder ONNX-Modelldatei oder eine Hugging-Face-config.json wählen</translation>
    </message>
    <message>
        <source>The IPU config was not opened: %1</source>
        <translation>Die IPU-Konfiguration wurde nicht geöffnet: %1</translation>
    </message>
    <message>
        <source>From %1</source>
        <translation>Aus %1</translation>
    </message>
    <message>
        <source>Changed here: %1 gives %2</source>
        <translation>Hier geändert: %1 gibt %2 vor</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::SimulationRunner</name>
    <message>
        <source>Simulation %1</source>
        <translation>Simulation %1</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::SummaryView</name>
    <message>
        <source>The convolution planner found no plan within these operations&apos; available memory proportion and chose the plan using the least temporary memory instead, whatever its speed (Poplar&apos;s log says “convolution planner unable to meet memory target”). Lowering the proportion further changes nothing for them; such plans often put their operands on few tiles.</source>
        <translation>Der Faltungsplaner fand für diese Operationen keinen Plan innerhalb ihres verfügbaren Speicheranteils und wählte stattdessen den Plan mit dem geringsten temporären Speicher, ungeachtet seiner Geschwindigkeit (Poplars Protokoll meldet „convolution planner unable to meet memory target“). Ein noch kleinerer Anteil ändert für sie nichts; solche Pläne legen ihre Operanden oft auf wenige Kacheln.</translation>
    </message>
    <message>
        <source>Could be half precision</source>
        <translation>Könnte halbe Genauigkeit sein</translation>
    </message>
    <message numerus="yes">
        <source>Planned for minimum memory: %n operation(s)</source>
        <translation>
            <numerusform>Für minimalen Speicher geplant: %n Operation</numerusform>
            <numerusform>Für minimalen Speicher geplant: %n Operationen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n operation(s))</source>
        <translation>
            <numerusform>%1 (%n Operation)</numerusform>
            <numerusform>%1 (%n Operationen)</numerusform>
        </translation>
    </message>
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
    <message numerus="yes">
        <source>Warnings (%n)</source>
        <translation>
            <numerusform>Warnung (%n)</numerusform>
            <numerusform>Warnungen (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>%1 (source: %2)</source>
        <translation>%1 (Quelle: %2)</translation>
    </message>
    <message>
        <source>%1 (target: %2)</source>
        <translation>%1 (Ziel: %2)</translation>
    </message>
    <message numerus="yes">
        <source>Warnings of %1 (%n)</source>
        <translation>
            <numerusform>Warnung von %1 (%n)</numerusform>
            <numerusform>Warnungen von %1 (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tilescope::gui::SweepPlot</name>
    <message>
        <source>Out of memory: the worst tile&apos;s excess</source>
        <translation>Speicher erschöpft: Überschuss der schlimmsten Kachel</translation>
    </message>
    <message>
        <source>Failed to compile</source>
        <translation>Kompilieren fehlgeschlagen</translation>
    </message>
    <message>
        <source>The best that fits</source>
        <translation>Der beste, der passt</translation>
    </message>
    <message>
        <source>Click: source</source>
        <translation>Klick: Quelle</translation>
    </message>
    <message>
        <source>Ctrl+click: target</source>
        <translation>Strg+Klick: Ziel</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::SweepView</name>
    <message>
        <source>No sweep is open.</source>
        <translation>Kein Sweep geöffnet.</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>The value of --%1 the grid holds</source>
        <translation>Der Wert von --%1, bei dem das Raster bleibt</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>%1 öffnen</translation>
    </message>
    <message>
        <source>Open Point</source>
        <translation>Punkt öffnen</translation>
    </message>
    <message>
        <source>Compare %1 with %2</source>
        <translation>%1 mit %2 vergleichen</translation>
    </message>
    <message>
        <source>Compare Two Points</source>
        <translation>Zwei Punkte vergleichen</translation>
    </message>
    <message>
        <source>Simulating %1 and %2…</source>
        <translation>%1 und %2 werden simuliert…</translation>
    </message>
    <message>
        <source>Open %1 (%2) as the source and %3 (%4) as the target in every view</source>
        <translation>%1 (%2) als Quelle und %3 (%4) als Ziel in jeder Ansicht öffnen</translation>
    </message>
    <message>
        <source>Click a cell, then Ctrl+click another: Compare opens the two points as source and target in every view</source>
        <translation>Klicken Sie eine Zelle, dann mit Strg+Klick eine weitere: Vergleichen öffnet die beiden Punkte als Quelle und Ziel in jeder Ansicht</translation>
    </message>
    <message>
        <source>%1 cannot be simulated: %2</source>
        <translation>%1 kann nicht simuliert werden: %2</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;Zeilen:</translation>
    </message>
    <message>
        <source>Colu&amp;mns:</source>
        <translation>&amp;Spalten:</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Vergleichen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::TileBalancePlot</name>
    <message>
        <source>Tile</source>
        <translation>Kachel</translation>
    </message>
    <message>
        <source>Cycles</source>
        <translation>Zyklen</translation>
    </message>
    <message>
        <source>First tile</source>
        <translation>Erste Kachel</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Kacheln</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::TileBlocksModel</name>
    <message>
        <source>Always-live variables and constants</source>
        <translation>Immer lebendige Variablen und Konstanten</translation>
    </message>
    <message>
        <source>Not-always-live variables</source>
        <translation>Nicht immer lebendige Variablen</translation>
    </message>
    <message>
        <source>Vertex code</source>
        <translation>Vertex-Code</translation>
    </message>
    <message>
        <source>Vertex state and descriptors</source>
        <translation>Vertex-Zustand und Deskriptoren</translation>
    </message>
    <message>
        <source>Exchange code</source>
        <translation>Exchange-Code</translation>
    </message>
    <message>
        <source>Control code</source>
        <translation>Steuercode</translation>
    </message>
    <message>
        <source>Stack, message buffers, other</source>
        <translation>Stack, Nachrichtenpuffer, Sonstiges</translation>
    </message>
    <message>
        <source>Overflow (past the tile&apos;s end)</source>
        <translation>Überlauf (hinter dem Kachelende)</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Fixed data</source>
        <translation>Feste Daten</translation>
    </message>
    <message>
        <source>Variable</source>
        <translation>Variable</translation>
    </message>
    <message>
        <source>Gap</source>
        <translation>Lücke</translation>
    </message>
    <message>
        <source>Overflow</source>
        <translation>Überlauf</translation>
    </message>
    <message>
        <source>Beyond the tile&apos;s end</source>
        <translation>Hinter dem Kachelende</translation>
    </message>
    <message>
        <source>always live</source>
        <translation>immer lebendig</translation>
    </message>
    <message>
        <source>steps %1–%2</source>
        <translation>Schritte %1–%2</translation>
    </message>
    <message>
        <source>%1 at %2 (%3)</source>
        <translation>%1 bei %2 (%3)</translation>
    </message>
    <message>
        <source>Overflow: %1 beyond the tile&apos;s end
These bytes do not fit in the tile&apos;s memory: the tile is out of memory.</source>
        <translation>Überlauf: %1 hinter dem Kachelende
Diese Bytes passen nicht in den Kachelspeicher: Der Kachel fehlt Speicher.</translation>
    </message>
    <message>
        <source>Kind: %1</source>
        <translation>Art: %1</translation>
    </message>
    <message>
        <source>Category: %1</source>
        <translation>Kategorie: %1</translation>
    </message>
    <message>
        <source>Region: %1</source>
        <translation>Bereich: %1</translation>
    </message>
    <message>
        <source>Live: %1</source>
        <translation>Lebendig: %1</translation>
    </message>
    <message>
        <source>Variables whose live ranges do not overlap may share addresses; they are drawn in separate lanes.</source>
        <translation>Variablen, deren Lebensdauern sich nicht überschneiden, können Adressen teilen; sie werden in getrennten Bahnen gezeichnet.</translation>
    </message>
    <message>
        <source>Beyond the tile</source>
        <translation>Hinter der Kachel</translation>
    </message>
    <message>
        <source>Interleaved</source>
        <translation>Verschränkt</translation>
    </message>
    <message>
        <source>Non-interleaved</source>
        <translation>Nicht verschränkt</translation>
    </message>
    <message>
        <source>%1 bytes (%2)</source>
        <translation>%1 Bytes (%2)</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <source>Offset</source>
        <translation>Offset</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Live range</source>
        <translation>Lebensdauer</translation>
    </message>
    <message>
        <source>gap</source>
        <translation>Lücke</translation>
    </message>
    <message>
        <source>Free (never used, room to spare)</source>
        <translation>Frei (nie genutzt, verfügbarer Platz)</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Frei</translation>
    </message>
    <message>
        <source>Free space</source>
        <translation>Freier Platz</translation>
    </message>
    <message>
        <source>Free: %1
No variable is ever placed here: the tile has this room to spare.</source>
        <translation>Frei: %1
Hier wird nie eine Variable abgelegt: Die Kachel hat diesen Platz noch übrig.</translation>
    </message>
    <message>
        <source>free</source>
        <translation>frei</translation>
    </message>
    <message>
        <source>Gap: free at the peak</source>
        <translation>Lücke: frei auf dem Höhepunkt</translation>
    </message>
    <message>
        <source>Gap: alignment</source>
        <translation>Lücke: Ausrichtung</translation>
    </message>
    <message>
        <source>Gap: stranded</source>
        <translation>Lücke: gestrandet</translation>
    </message>
    <message>
        <source>Gap: never used</source>
        <translation>Lücke: nie benutzt</translation>
    </message>
    <message>
        <source>Overflow: %1 past the tile&apos;s end (%2).
The tile is out of memory.</source>
        <translation>Überlauf: %1 hinter dem Kachelende (%2).
Der Kachel fehlt Speicher.</translation>
    </message>
    <message>
        <source>Non-interleaved region: 0 to %1.
Code must live here; so does data that vertices read from one memory bank at a time.</source>
        <translation>Nicht verschränkter Bereich: 0 bis %1.
Code muss hier liegen, ebenso Daten, die Vertices jeweils aus einer Speicherbank lesen.</translation>
    </message>
    <message>
        <source>Interleaved region: %1 to %2.
Consecutive words alternate between two memory banks, so a vertex can load and store in the same cycle: convolution (AMP) operands are placed here.</source>
        <translation>Verschränkter Bereich: %1 bis %2.
Aufeinanderfolgende Wörter wechseln zwischen zwei Speicherbänken, sodass ein Vertex im selben Zyklus laden und speichern kann: Operanden von Faltungen (AMP) liegen hier.</translation>
    </message>
    <message>
        <source>Nothing of this lane is at %1. At the tile&apos;s peak this address holds %2.</source>
        <translation>Nichts aus dieser Bahn liegt bei %1. Auf dem Höhepunkt der Kachel hält diese Adresse %2.</translation>
    </message>
    <message>
        <source>Free: nothing is ever placed above %1.</source>
        <translation>Frei: Oberhalb von %1 wird nie etwas abgelegt.</translation>
    </message>
    <message>
        <source>Variables live at other steps use these addresses; at the tile&apos;s peak (step %1) none of them is live. The allocator cannot give them to the data live at the peak, so they count against the tile&apos;s memory.</source>
        <translation>Variablen, die in anderen Schritten lebendig sind, nutzen diese Adressen; auf dem Höhepunkt der Kachel (Schritt %1) ist keine von ihnen lebendig. Der Allokator kann sie den auf dem Höhepunkt lebendigen Daten nicht geben, daher werden sie auf den Kachelspeicher angerechnet.</translation>
    </message>
    <message>
        <source>No variable is ever placed here: these bytes pad the next block to its alignment.</source>
        <translation>Hier wird nie eine Variable platziert: Diese Bytes füllen bis zur Ausrichtung des nächsten Blocks auf.</translation>
    </message>
    <message>
        <source>No variable is ever placed here, yet the tile is out of memory: this non-interleaved space is stranded, as the data that overflowed must be interleaved (from %1) or needed a larger hole.</source>
        <translation>Hier wird nie eine Variable platziert, und doch hat die Kachel keinen Speicher mehr: Dieser nicht verschränkte Platz ist gestrandet, denn die übergelaufenen Daten müssen verschränkt liegen (ab %1) oder brauchten ein größeres Loch.</translation>
    </message>
    <message>
        <source>No variable is ever placed here, yet the tile is out of memory: the data that overflowed needed a larger hole.</source>
        <translation>Hier wird nie eine Variable platziert, und doch hat die Kachel keinen Speicher mehr: Die übergelaufenen Daten brauchten ein größeres Loch.</translation>
    </message>
    <message>
        <source>No variable is ever placed here: placement rules left this hole.</source>
        <translation>Hier wird nie eine Variable platziert: Platzierungsregeln haben dieses Loch hinterlassen.</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::TileBreakdownModel</name>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Bytes</translation>
    </message>
    <message>
        <source>Tile %1 source</source>
        <translation>Kachel %1 Quelle</translation>
    </message>
    <message>
        <source>Tile %1</source>
        <translation>Kachel %1</translation>
    </message>
    <message>
        <source>Tile %1 target</source>
        <translation>Kachel %1 Ziel</translation>
    </message>
    <message>
        <source>Tile %1 difference</source>
        <translation>Kachel %1 Differenz</translation>
    </message>
    <message>
        <source>%1 (out of memory)</source>
        <translation>%1 (Speicher erschöpft)</translation>
    </message>
    <message>
        <source>Total (including gaps)</source>
        <translation>Summe (mit Lücken)</translation>
    </message>
    <message>
        <source>Overflow (out of memory)</source>
        <translation>Überlauf (Speicher erschöpft)</translation>
    </message>
    <message>
        <source>What the tile must hold, compared with its memory.</source>
        <translation>Was die Kachel halten muss, verglichen mit ihrem Speicher.</translation>
    </message>
    <message>
        <source>Bytes that could not be placed in the tile&apos;s memory.</source>
        <translation>Bytes, die nicht im Speicher der Kachel platziert werden konnten.</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::TileContentsModel</name>
    <message>
        <source>Variable</source>
        <translation>Variable</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <source>Bytes on the tile</source>
        <translation>Bytes auf der Kachel</translation>
    </message>
    <message>
        <source>Offset</source>
        <translation>Offset</translation>
    </message>
    <message>
        <source>The variable&apos;s address on this tile, in bytes</source>
        <translation>Die Adresse der Variable auf dieser Kachel, in Bytes</translation>
    </message>
    <message>
        <source>Live from step</source>
        <translation>Lebendig ab Schritt</translation>
    </message>
    <message>
        <source>Empty for an always-live variable</source>
        <translation>Leer für eine immer lebendige Variable</translation>
    </message>
    <message>
        <source>Live to step</source>
        <translation>Lebendig bis Schritt</translation>
    </message>
    <message>
        <source>Compute set</source>
        <translation>Compute-Set</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Operation</translation>
    </message>
    <message>
        <source>Vertex type</source>
        <translation>Vertex-Typ</translation>
    </message>
    <message>
        <source>Vertices</source>
        <translation>Vertices</translation>
    </message>
    <message>
        <source>Instances on this tile: the type&apos;s instances spread over its tiles</source>
        <translation>Instanzen auf dieser Kachel: die Instanzen des Typs, verteilt auf seine Kacheln</translation>
    </message>
    <message>
        <source>State bytes (≈)</source>
        <translation>Zustands-Bytes (≈)</translation>
    </message>
    <message>
        <source>The tile&apos;s vertex state, shared among its vertices by count: the report keeps it per tile only</source>
        <translation>Der Vertex-Zustand der Kachel, nach Anzahl auf ihre Vertices verteilt: der Bericht führt ihn nur pro Kachel</translation>
    </message>
    <message>
        <source>Cycles on the tile</source>
        <translation>Zyklen auf der Kachel</translation>
    </message>
    <message>
        <source>From the compute set&apos;s tile balance (needs an execution profile)</source>
        <translation>Aus der Kachelbilanz des Compute-Sets (braucht ein Ausführungsprofil)</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Austausch</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Bytes in</source>
        <translation>Bytes hinein</translation>
    </message>
    <message>
        <source>Received by each tile taking part</source>
        <translation>Von jeder beteiligten Kachel empfangen</translation>
    </message>
    <message>
        <source>Bytes out</source>
        <translation>Bytes hinaus</translation>
    </message>
    <message>
        <source>Sent by each tile taking part</source>
        <translation>Von jeder beteiligten Kachel gesendet</translation>
    </message>
    <message>
        <source>Code bytes (≈)</source>
        <translation>Code-Bytes (≈)</translation>
    </message>
    <message>
        <source>The tile&apos;s exchange code, shared among its exchanges by the bytes they move: the report keeps it per tile only</source>
        <translation>Der Exchange-Code der Kachel, nach bewegten Bytes auf ihre Austausche verteilt: der Bericht führt ihn nur pro Kachel</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::TileHistogramPlot</name>
    <message>
        <source>Memory from (bytes)</source>
        <translation>Speicher von (Bytes)</translation>
    </message>
    <message>
        <source>Memory to (bytes)</source>
        <translation>Speicher bis (Bytes)</translation>
    </message>
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
    <message>
        <source>Target tiles</source>
        <translation>Kacheln des Ziels</translation>
    </message>
    <message>
        <source>%1 (source)</source>
        <translation>%1 (Quelle)</translation>
    </message>
    <message>
        <source>%1 (target)</source>
        <translation>%1 (Ziel)</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::TileInsideTabs</name>
    <message>
        <source>Variables</source>
        <translation>Variablen</translation>
    </message>
    <message>
        <source>Compute sets and vertices</source>
        <translation>Compute-Sets und Vertices</translation>
    </message>
    <message>
        <source>Exchanges</source>
        <translation>Austausche</translation>
    </message>
    <message>
        <source>The compute sets whose tile balance includes this tile, from the execution profile.</source>
        <translation>Die Compute-Sets, deren Kachelbilanz diese Kachel enthält, aus dem Ausführungsprofil.</translation>
    </message>
    <message>
        <source>Without an execution profile, the compute sets of the operations that keep data on this tile.</source>
        <translation>Ohne Ausführungsprofil die Compute-Sets der Operationen, die Daten auf dieser Kachel halten.</translation>
    </message>
    <message>
        <source>Variables with bytes on tile %1, by address.</source>
        <translation>Variablen mit Bytes auf Kachel %1, nach Adresse.</translation>
    </message>
    <message>
        <source>The exchanges of the compute sets&apos; operations on this tile&apos;s IPU; bytes are per tile taking part.</source>
        <translation>Die Austausche der Operationen der Compute-Sets auf der IPU dieser Kachel; Bytes pro beteiligter Kachel.</translation>
    </message>
    <message>
        <source>Source, %1, tile %2</source>
        <translation>Quelle, %1, Kachel %2</translation>
    </message>
    <message>
        <source>Target, %1, tile %2</source>
        <translation>Ziel, %1, Kachel %2</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::TileMemoryPlot</name>
    <message>
        <source>Over tile memory (out of memory)</source>
        <translation>Über Kachelspeicher (erschöpft)</translation>
    </message>
    <message>
        <source>Least used tile (per column)</source>
        <translation>Am wenigsten belegte Kachel (je Spalte)</translation>
    </message>
    <message>
        <source>Tile memory (max)</source>
        <translation>Kachelspeicher (Maximum)</translation>
    </message>
    <message>
        <source>Tile (IPU %1), in software order</source>
        <translation>Kachel (IPU %1), in Software-Reihenfolge</translation>
    </message>
    <message>
        <source>Tile, in software order</source>
        <translation>Kachel, in Software-Reihenfolge</translation>
    </message>
    <message>
        <source>Tiles of IPU %1 by memory used, most used first (rank)</source>
        <translation>Kacheln der IPU %1 nach belegtem Speicher, meistbelegte zuerst (Rang)</translation>
    </message>
    <message>
        <source>Tiles by memory used, most used first (rank)</source>
        <translation>Kacheln nach belegtem Speicher, meistbelegte zuerst (Rang)</translation>
    </message>
    <message>
        <source>Tile memory: %1</source>
        <translation>Kachelspeicher: %1</translation>
    </message>
    <message>
        <source>Tile memory (%1) is above this scale</source>
        <translation>Kachelspeicher (%1) liegt über dieser Skala</translation>
    </message>
    <message>
        <source>IPU %1</source>
        <translation>IPU %1</translation>
    </message>
    <message>
        <source>Target uses more</source>
        <translation>Ziel braucht mehr</translation>
    </message>
    <message>
        <source>Target uses less</source>
        <translation>Ziel braucht weniger</translation>
    </message>
    <message>
        <source>Selected tiles</source>
        <translation>Ausgewählte Kacheln</translation>
    </message>
    <message>
        <source>KiB per tile</source>
        <translation>KiB je Kachel</translation>
    </message>
    <message>
        <source>Target
− source
(KiB)</source>
        <translation>Ziel
− Quelle
(KiB)</translation>
    </message>
    <message>
        <source>%1 uses more than %2</source>
        <translation>%1 braucht mehr als %2</translation>
    </message>
    <message>
        <source>%1 uses less than %2</source>
        <translation>%1 braucht weniger als %2</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::TracePlot</name>
    <message>
        <source>IPU %1</source>
        <translation>IPU %1</translation>
    </message>
    <message>
        <source>IPU %1 · IO tiles</source>
        <translation>IPU %1 · IO-Kacheln</translation>
    </message>
    <message>
        <source>IPU %1 · stage %2</source>
        <translation>IPU %1 · Stufe %2</translation>
    </message>
    <message>
        <source>IPU %1 · stages %2–%3</source>
        <translation>IPU %1 · Stufen %2–%3</translation>
    </message>
    <message>
        <source>IPU %1 · stages %2</source>
        <translation>IPU %1 · Stufen %2</translation>
    </message>
    <message>
        <source>Replica %1 · %2</source>
        <translation>Replik %1 · %2</translation>
    </message>
    <message>
        <source>Time (µs at %1 GHz)</source>
        <translation>Zeit (µs bei %1 GHz)</translation>
    </message>
    <message>
        <source>Cycles</source>
        <translation>Zyklen</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::TraceSidePanel</name>
    <message>
        <source>Click a step of the trace for its details. Hover to name it; click a folded box to zoom into it.</source>
        <translation>Einen Schritt der Trace anklicken, um Details zu sehen. Darüberfahren zeigt seinen Namen; ein Klick auf ein zusammengefasstes Feld vergrößert es.</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Time per operation</source>
        <translation>Zeit pro Operation</translation>
    </message>
    <message>
        <source>IPUs</source>
        <translation>IPUs</translation>
    </message>
    <message>
        <source>Tile balance of %1: %2 tiles, the slowest %3 cycles</source>
        <translation>Kachelbilanz von %1: %2 Kacheln, die langsamste %3 Zyklen</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::WelcomePage</name>
    <message>
        <source>Open a report to see where the memory of an IPU program goes.</source>
        <translation>Öffnen Sie einen Bericht, um zu sehen, wofür ein IPU-Programm seinen Speicher verwendet.</translation>
    </message>
    <message>
        <source>Open Report…</source>
        <translation>Bericht öffnen…</translation>
    </message>
    <message>
        <source>New Simulation…</source>
        <translation>Neue Simulation…</translation>
    </message>
    <message>
        <source>Use File &gt; Open (Ctrl+O) or drop a .tsr or .json report here, or simulate a model with File &gt; New Simulation (Ctrl+N). New to IPU memory? Help &gt; Lessons walks through out-of-memory cases, liveness, gaps, pipelining and more, step by step.</source>
        <translation>Verwenden Sie Datei &gt; Öffnen (Strg+O), ziehen Sie einen .tsr- oder .json-Bericht hierher oder simulieren Sie ein Modell mit Datei &gt; Neue Simulation (Strg+N). Neu beim IPU-Speicher? Hilfe &gt; Lektionen führt Schritt für Schritt durch Fälle mit erschöpftem Speicher, Liveness, Lücken, Pipelining und mehr.</translation>
    </message>
    <message>
        <source>Lessons…</source>
        <translation>Lektionen…</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::WindowMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New Simulation…</source>
        <translation>&amp;Neue Simulation…</translation>
    </message>
    <message>
        <source>Simulate a model with the settings of the Simulate panel</source>
        <translation>Ein Modell mit den Einstellungen des Simulationsbereichs simulieren</translation>
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
        <source>&amp;Save Report As…</source>
        <translation>Bericht &amp;speichern unter…</translation>
    </message>
    <message>
        <source>Write the shown report to a .tsr or .json file</source>
        <translation>Den angezeigten Bericht in eine .tsr- oder .json-Datei schreiben</translation>
    </message>
    <message>
        <source>Simulate &amp;From This Report</source>
        <translation>&amp;Aus diesem Bericht simulieren</translation>
    </message>
    <message>
        <source>Fill the Simulate panel with the model and options the shown report was simulated with</source>
        <translation>Den Simulationsbereich mit dem Modell und den Optionen füllen, mit denen der angezeigte Bericht simuliert wurde</translation>
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
        <source>Simulate &amp;Panel</source>
        <translation>Simulations&amp;bereich</translation>
    </message>
    <message>
        <source>&amp;Presentation</source>
        <translation>&amp;Präsentation</translation>
    </message>
    <message>
        <source>Larger text and thicker plot lines, for a projector</source>
        <translation>Größere Schrift und dickere Diagrammlinien, für einen Projektor</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Reset Zoom</source>
        <translation>Zoom &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>A plot with the keyboard focus also zooms with +, − and 0.</source>
        <translation>Ein Diagramm mit dem Tastaturfokus zoomt auch mit +, − und 0.</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Lessons…</source>
        <translation>&amp;Lektionen…</translation>
    </message>
    <message>
        <source>The guides&apos; lessons, one click each: simulated, shown and explained</source>
        <translation>Die Lektionen der Leitfäden, je ein Klick: simuliert, gezeigt und erklärt</translation>
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
        <source>&amp;Dark Palette</source>
        <translation>&amp;Dunkle Farben</translation>
    </message>
    <message>
        <source>Light text on dark backgrounds, whatever the desktop&apos;s theme</source>
        <translation>Helle Schrift auf dunklem Grund, unabhängig vom Design des Desktops</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::WorstTilesModel</name>
    <message>
        <source>Memory used including gaps, as a share of the tile&apos;s memory</source>
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
