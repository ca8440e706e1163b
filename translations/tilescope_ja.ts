<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>ClaimSentences</name>
    <message>
        <source>Fitting in memory</source>
        <translation>メモリーに収まるか</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>スループット</translation>
    </message>
    <message>
        <source>Cycles per iteration</source>
        <translation>イテレーションあたりのサイクル</translation>
    </message>
    <message>
        <source>Total memory</source>
        <translation>総メモリー</translation>
    </message>
    <message>
        <source>Always-live memory</source>
        <translation>常時生存メモリー</translation>
    </message>
    <message>
        <source>Peak not-always-live memory</source>
        <translation>非常時生存メモリーのピーク</translation>
    </message>
    <message>
        <source>Memory of the fullest tile</source>
        <translation>最も埋まったタイルのメモリー</translation>
    </message>
    <message>
        <source>Memory of the fullest tile without its gaps</source>
        <translation>最も埋まったタイルのメモリー（隙間を除く）</translation>
    </message>
    <message>
        <source>Gaps</source>
        <translation>隙間</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>コード</translation>
    </message>
    <message>
        <source>Operations planned for minimum memory</source>
        <translation>最小メモリーで計画された演算</translation>
    </message>
    <message>
        <source>The fullest tile against the mean tile</source>
        <translation>平均タイルに対する最も埋まったタイル</translation>
    </message>
    <message>
        <source>Pipeline FIFO memory</source>
        <translation>パイプライン FIFO のメモリー</translation>
    </message>
    <message>
        <source>Steps in the trace</source>
        <translation>トレースのステップ数</translation>
    </message>
    <message>
        <source>%1 samples/s</source>
        <translation>%1 サンプル/秒</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1 倍</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>収まる</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>収まらない</translation>
    </message>
    <message>
        <source>configuration %1</source>
        <translation>構成 %1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>With %1 it fits: its fullest tile, %3, holds %2</source>
        <translation>%1 では収まります：最も使用量の多いタイル %3 は %2</translation>
    </message>
    <message>
        <source>With %1 it does not fit: tile %3 needs %2</source>
        <translation>%1 では収まりません：タイル %3 に %2 が必要です</translation>
    </message>
    <message>
        <source>%1 with %2: %3</source>
        <translation>%2 の%1：%3</translation>
    </message>
    <message>
        <source>%1 with %2: %3, not %4</source>
        <translation>%2 の%1：%3（%4 ではない）</translation>
    </message>
    <message>
        <source>%1 with %2: %3, the same as with %4</source>
        <translation>%2 の%1：%3（%4 と同じ）</translation>
    </message>
    <message>
        <source>%1 with %2: %3, not the same as with %4 (%5)</source>
        <translation>%2 の%1：%3（%4 の %5 とは異なる）</translation>
    </message>
    <message>
        <source>%1 with %2: %3, less than 1/%6 of the %5 with %4</source>
        <translation>%2 の%1：%3（%4 の %5 の 1/%6 未満）</translation>
    </message>
    <message>
        <source>%1 with %2: %3, not less than 1/%6 of the %5 with %4</source>
        <translation>%2 の%1：%3（%4 の %5 の 1/%6 未満ではない）</translation>
    </message>
    <message>
        <source>%1 with %2: %3, less than the %5 with %4</source>
        <translation>%2 の%1：%3（%4 の %5 より少ない）</translation>
    </message>
    <message>
        <source>%1 with %2: %3, not less than the %5 with %4</source>
        <translation>%2 の%1：%3（%4 の %5 より少なくない）</translation>
    </message>
    <message>
        <source>%1 with %2: %3, more than %6 times the %5 with %4</source>
        <translation>%2 の%1：%3（%4 の %5 の %6 倍超）</translation>
    </message>
    <message>
        <source>%1 with %2: %3, not more than %6 times the %5 with %4</source>
        <translation>%2 の%1：%3（%4 の %5 の %6 倍を超えない）</translation>
    </message>
    <message>
        <source>%1 with %2: %3, more than the %5 with %4</source>
        <translation>%2 の%1：%3（%4 の %5 より多い）</translation>
    </message>
    <message>
        <source>%1 with %2: %3, not more than the %5 with %4</source>
        <translation>%2 の%1：%3（%4 の %5 より多くない）</translation>
    </message>
    <message>
        <source>%1 with %2: none</source>
        <translation>%2 の%1：なし</translation>
    </message>
    <message>
        <source>%1 with %2: %3, at least %4</source>
        <translation>%2 の%1：%3（%4 以上）</translation>
    </message>
    <message>
        <source>%1 with %2: %3, less than %4</source>
        <translation>%2 の%1：%3（%4 未満）</translation>
    </message>
    <message>
        <source>%1 with %2: %3, at most %4</source>
        <translation>%2 の%1：%3（%4 以下）</translation>
    </message>
    <message>
        <source>%1 with %2: %3, more than %4</source>
        <translation>%2 の%1：%3（%4 超）</translation>
    </message>
    <message>
        <source>Share of the fullest tile&apos;s gaps that are addresses other steps&apos; variables use</source>
        <translation>最も使用量の多いタイルのギャップのうち、他のステップの変数が使うアドレスの割合</translation>
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
        <translation>シミュレートした IPU プログラムのメモリ、生存期間、実行を表示します。</translation>
    </message>
    <message>
        <source>Report file to open (.tsr or .json).</source>
        <translation>開くレポートファイル (.tsr または .json)。</translation>
    </message>
    <message>
        <source>Report to compare the first one against.</source>
        <translation>最初のレポートと比較するレポート。</translation>
    </message>
    <message>
        <source>View to show first (for example &quot;summary&quot;).</source>
        <translation>最初に表示するビュー (例: &quot;summary&quot;)。</translation>
    </message>
    <message>
        <source>Tile to select.</source>
        <translation>選択するタイル。</translation>
    </message>
    <message>
        <source>Save a picture of every view to DIR, then exit.</source>
        <translation>各ビューの画像を DIR に保存して終了します。</translation>
    </message>
    <message>
        <source>Only one report can be opened; use --compare for a second one.</source>
        <translation>開けるレポートは 1 つだけです。2 つ目には --compare を使ってください。</translation>
    </message>
    <message>
        <source>--tile expects a tile number, not &quot;%1&quot;.</source>
        <translation>--tile にはタイル番号を指定してください (&quot;%1&quot; ではなく)。</translation>
    </message>
    <message>
        <source>--compare needs a report to compare.</source>
        <translation>--compare には比較するレポートが必要です。</translation>
    </message>
    <message>
        <source>Window size in pixels, for example 900x700 (also the size of the pictures).</source>
        <translation>ウィンドウのサイズ（ピクセル）。例: 900x700（画像のサイズにもなります）。</translation>
    </message>
    <message>
        <source>Use a dark palette, whatever the desktop&apos;s.</source>
        <translation>デスクトップの設定にかかわらず、ダークパレットを使います。</translation>
    </message>
    <message>
        <source>Simulate a model as tilescope-cli compile would, for example &quot;resnet50 --amp 0.4&quot;, in the Simulate panel (compared with REPORT when one is given).</source>
        <translation>tilescope-cli compile と同じようにモデルをシミュレートし、シミュレーションパネルに表示します (例: &quot;resnet50 --amp 0.4&quot;)。REPORT を指定した場合はそれと比較します。</translation>
    </message>
    <message>
        <source>--simulate: %1</source>
        <translation>--simulate: %1</translation>
    </message>
    <message>
        <source>--screenshot needs a report to show or a model to --simulate.</source>
        <translation>--screenshot には表示するレポートか、--simulate でシミュレートするモデルが必要です。</translation>
    </message>
    <message>
        <source>With --screenshot: only these views, comma-separated (for example &quot;memory,liveness&quot;).</source>
        <translation>--screenshot と併用: これらのビューのみ、カンマ区切り (例: &quot;memory,liveness&quot;)。</translation>
    </message>
    <message>
        <source>Presentation mode: larger text and thicker plot lines, for a projector.</source>
        <translation>プレゼンテーションモード: プロジェクター向けに文字を大きく、グラフの線を太くします。</translation>
    </message>
    <message>
        <source>--screenshot-views goes with --screenshot DIR.</source>
        <translation>--screenshot-views は --screenshot DIR と一緒に使います。</translation>
    </message>
    <message>
        <source>Open a lesson (a bundled lesson&apos;s name or a lesson file) at start.</source>
        <translation>起動時にレッスンを開きます (同梱レッスンの名前またはレッスンファイル)。</translation>
    </message>
    <message>
        <source>With --lesson: the step to show (from 1).</source>
        <translation>--lesson と共に: 表示するステップ (1 から)。</translation>
    </message>
    <message>
        <source>--lesson-step expects a step number from 1, with --lesson, not &quot;%1&quot;.</source>
        <translation>--lesson-step には --lesson と共に 1 以上のステップ番号を指定してください。&quot;%1&quot; は使えません。</translation>
    </message>
    <message>
        <source>--size expects WIDTHxHEIGHT from %1x%1 to %2x%2 pixels, not &quot;%3&quot;.</source>
        <translation>--size には %1x%1 から %2x%2 ピクセルの 幅x高さ を指定してください（&quot;%3&quot; ではなく）。</translation>
    </message>
</context>
<context>
    <name>LanguageSetting</name>
    <message>
        <source>System</source>
        <translation>システム</translation>
    </message>
</context>
<context>
    <name>LessonViewWords</name>
    <message>
        <source>Liveness of all tiles, all steps in view, step %1 selected.</source>
        <translation>全タイルのライブネス、全ステップを表示、ステップ %1 を選択。</translation>
    </message>
    <message>
        <source>Liveness of all tiles, all steps in view, the peak selected.</source>
        <translation>全タイルのライブネス、全ステップを表示、ピークを選択。</translation>
    </message>
    <message>
        <source>Liveness of tile %1, all steps in view, step %2 selected.</source>
        <translation>タイル %1 のライブネス、全ステップを表示、ステップ %2 を選択。</translation>
    </message>
    <message>
        <source>Liveness of tile %1 (the worst), all steps in view, its peak selected.</source>
        <translation>タイル %1（最悪）のライブネス、全ステップを表示、そのピークを選択。</translation>
    </message>
    <message>
        <source>Liveness of tile %1, all steps in view, its peak selected.</source>
        <translation>タイル %1 のライブネス、全ステップを表示、そのピークを選択。</translation>
    </message>
    <message>
        <source>Memory of all IPUs in software order, gaps included; the breakdown of tile %1.</source>
        <translation>全 IPU のメモリ、ソフトウェア順、ギャップを含む。タイル %1 の内訳。</translation>
    </message>
    <message>
        <source>Memory of all IPUs in software order, gaps included; the breakdown of tile %1 (the worst).</source>
        <translation>全 IPU のメモリ、ソフトウェア順、ギャップを含む。タイル %1（最悪）の内訳。</translation>
    </message>
    <message>
        <source>The row of %1 is marked.</source>
        <translation>%1 の行に印が付いています。</translation>
    </message>
    <message>
        <source>Memory regions of tile %1, whole.</source>
        <translation>タイル %1 のメモリ領域、全体。</translation>
    </message>
    <message>
        <source>Memory regions of tile %1 (the worst), whole.</source>
        <translation>タイル %1（最悪）のメモリ領域、全体。</translation>
    </message>
    <message>
        <source>Execution trace in cycles, from cycle %1 to %2.</source>
        <translation>サイクル単位の実行トレース、サイクル %1 から %2 まで。</translation>
    </message>
    <message>
        <source>Execution trace in cycles, the whole run.</source>
        <translation>サイクル単位の実行トレース、実行全体。</translation>
    </message>
    <message>
        <source>Operations unfiltered, %1 selected.</source>
        <translation>演算（絞り込みなし）、%1 を選択。</translation>
    </message>
</context>
<context>
    <name>LivenessCsv</name>
    <message>
        <source>Report</source>
        <translation>レポート</translation>
    </message>
    <message>
        <source>First step</source>
        <translation>最初のステップ</translation>
    </message>
    <message>
        <source>Always-live bytes</source>
        <translation>常時生存バイト</translation>
    </message>
    <message>
        <source>Not-always-live bytes (minimum)</source>
        <translation>非常時生存バイト（最小）</translation>
    </message>
    <message>
        <source>Not-always-live bytes (maximum)</source>
        <translation>非常時生存バイト（最大）</translation>
    </message>
    <message>
        <source>Max memory bytes</source>
        <translation>最大メモリ（バイト）</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>ソース</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>ターゲット</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>最後のステップ</translation>
    </message>
</context>
<context>
    <name>LivenessStepDetails</name>
    <message>
        <source>Step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>プログラム</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Compute set</source>
        <translation>コンピュートセット</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>演算</translation>
    </message>
    <message>
        <source>Available memory proportion</source>
        <translation>利用可能メモリ比率 (availableMemoryProportion)</translation>
    </message>
    <message>
        <source>%1 (planner phase 2: optimised for minimum memory)</source>
        <translation>%1（プランナー フェーズ 2：最小メモリに最適化）</translation>
    </message>
    <message>
        <source>Always-live</source>
        <translation>常時生存</translation>
    </message>
    <message>
        <source>Not-always-live</source>
        <translation>非常時生存</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Of max memory</source>
        <translation>最大メモリに対する割合</translation>
    </message>
</context>
<context>
    <name>LoadFailureText</name>
    <message>
        <source>The file does not exist or cannot be opened.</source>
        <translation>ファイルが存在しないか、開けません。</translation>
    </message>
    <message>
        <source>The file is empty, truncated or not in a format Tilescope reads.</source>
        <translation>ファイルが空か、途中で切れているか、Tilescope が読める形式ではありません。</translation>
    </message>
    <message>
        <source>The file is not a Tilescope report.</source>
        <translation>このファイルは Tilescope レポートではありません。</translation>
    </message>
    <message>
        <source>The report was written by a newer version of Tilescope.</source>
        <translation>このレポートは新しいバージョンの Tilescope で書かれています。</translation>
    </message>
    <message>
        <source>The report contains an invalid value.</source>
        <translation>レポートに無効な値が含まれています。</translation>
    </message>
    <message>
        <source>The report lacks a required field.</source>
        <translation>レポートに必須フィールドがありません。</translation>
    </message>
    <message>
        <source>The report could not be loaded.</source>
        <translation>レポートを読み込めませんでした。</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>ファイル: %1</translation>
    </message>
    <message>
        <source>Field: %1</source>
        <translation>フィールド: %1</translation>
    </message>
    <message>
        <source>Details: %1</source>
        <translation>詳細: %1</translation>
    </message>
    <message>
        <source>The file is an ONNX model, not a report: simulate it with File &gt; New Simulation (Ctrl+N).</source>
        <translation>このファイルはレポートではなく ONNX モデルです: ファイル &gt; 新しいシミュレーション (Ctrl+N) でシミュレートしてください。</translation>
    </message>
    <message>
        <source>The model could not be read.</source>
        <translation>モデルを読み込めませんでした。</translation>
    </message>
</context>
<context>
    <name>MissingExecution</name>
    <message>
        <source>the program does not fit in memory, so it was never executed</source>
        <translation>プログラムがメモリに収まらないため、一度も実行されていません</translation>
    </message>
    <message>
        <source>execution profiling was off (autoReport.outputExecutionProfile is false)</source>
        <translation>実行プロファイルが無効でした（autoReport.outputExecutionProfile が false）</translation>
    </message>
    <message>
        <source>the report holds no execution profile</source>
        <translation>レポートに実行プロファイルが含まれていません</translation>
    </message>
</context>
<context>
    <name>OptionWords</name>
    <message>
        <source>Image size</source>
        <translation>画像サイズ</translation>
    </message>
    <message>
        <source>ResNet models: the input&apos;s height and width in pixels.</source>
        <translation>ResNet モデル: 入力の高さと幅（ピクセル）。</translation>
    </message>
    <message>
        <source>Classes</source>
        <translation>クラス数</translation>
    </message>
    <message>
        <source>Outputs of the classifier (the model&apos;s own by default).</source>
        <translation>分類器の出力数（既定ではモデル本来の値）。</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>シーケンス長</translation>
    </message>
    <message>
        <source>BERT: tokens per sample.</source>
        <translation>BERT: サンプルあたりのトークン数。</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>層数</translation>
    </message>
    <message>
        <source>BERT: encoder layers (12 for base, 24 for large by default).</source>
        <translation>BERT: エンコーダー層の数（既定では base が 12、large が 24）。</translation>
    </message>
    <message>
        <source>Vocabulary size</source>
        <translation>語彙サイズ</translation>
    </message>
    <message>
        <source>BERT: words in the embedding table.</source>
        <translation>BERT: 埋め込みテーブルの単語数。</translation>
    </message>
    <message>
        <source>Masked tokens</source>
        <translation>マスクトークン数</translation>
    </message>
    <message>
        <source>BERT pre-training: the positions per sequence the masked-LM head decodes, gathered as Graphcore&apos;s BERT gathers them (every position when empty).</source>
        <translation>BERT 事前学習: マスク言語モデルのヘッドが系列ごとにデコードする位置の数。Graphcore の BERT と同じ方法で集める（空欄ならすべての位置）。</translation>
    </message>
    <message>
        <source>Embedding serialisation factor</source>
        <translation>埋め込みの直列化係数</translation>
    </message>
    <message>
        <source>BERT: the word embedding and its tied decoder as this many slices of the vocabulary, one after another: less temporary memory, more cycles.</source>
        <translation>BERT: 単語埋め込みと重みを共有するデコーダーを語彙のこの数のスライスに分けて順に実行する。一時メモリが減り、サイクルが増える。</translation>
    </message>
    <message>
        <source>No loss</source>
        <translation>損失なし</translation>
    </message>
    <message>
        <source>Leave out the training loss and its label inputs.</source>
        <translation>学習の損失とそのラベル入力を省きます。</translation>
    </message>
    <message>
        <source>ONNX dimensions</source>
        <translation>ONNX の次元</translation>
    </message>
    <message>
        <source>ONNX models: values of symbolic input dimensions other than the batch, such as sequence=128 (comma-separated).</source>
        <translation>ONNX モデル: バッチ以外のシンボリックな入力次元の値。例: sequence=128（カンマ区切り）。</translation>
    </message>
    <message>
        <source>Batch size</source>
        <translation>バッチサイズ</translation>
    </message>
    <message>
        <source>Samples per batch on each replica (the micro-batch).</source>
        <translation>各レプリカでのバッチあたりのサンプル数（マイクロバッチ）。</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>16.16: fp16 compute and weights; 16.32: fp16 compute with fp32 master weights; 32.32: fp32.</source>
        <translation>16.16: 計算と重みが fp16、16.32: 計算が fp16 でマスター重みが fp32、32.32: fp32。</translation>
    </message>
    <message>
        <source>Partials type</source>
        <translation>部分和の型</translation>
    </message>
    <message>
        <source>The type of convolution and matmul partial sums: half takes half the memory and runs the AMP units twice as fast.</source>
        <translation>畳み込みと matmul の部分和の型。half はメモリが半分で済み、AMP ユニットが 2 倍の速さで動きます。</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>学習</translation>
    </message>
    <message>
        <source>Compile the training step: backward pass and weight update.</source>
        <translation>学習ステップ（逆伝播と重み更新）をコンパイルします。</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>推論</translation>
    </message>
    <message>
        <source>Compile inference only.</source>
        <translation>推論のみをコンパイルします。</translation>
    </message>
    <message>
        <source>Optimiser</source>
        <translation>オプティマイザー</translation>
    </message>
    <message>
        <source>Training: the optimiser, which sets how much state each parameter keeps. sgd-combined is PopTorch&apos;s use_combined_accum: one buffer per weight serves as gradient accumulator and velocity.</source>
        <translation>学習: オプティマイザー。各パラメーターが保持する状態の量が決まります。sgd-combined は PopTorch の use_combined_accum で、重みごとに 1 つのバッファーが勾配アキュムレーターと速度 (velocity) を兼ねます。</translation>
    </message>
    <message>
        <source>Accumulator type</source>
        <translation>アキュムレーターの型</translation>
    </message>
    <message>
        <source>Training: the type of the gradient accumulators (PopTorch&apos;s accum_type). Auto: float for SGD with momentum, PopTorch&apos;s default; the weights&apos; type for Adam and LAMB, as in Graphcore&apos;s BERT configurations, and for plain SGD.</source>
        <translation>学習: 勾配アキュムレーターの型 (PopTorch の accum_type)。Auto: モメンタム付き SGD では PopTorch のデフォルトの float、Adam と LAMB では Graphcore の BERT の構成と同じく重みの型、素の SGD でも重みの型になります。</translation>
    </message>
    <message>
        <source>Half first-order momentum</source>
        <translation>1 次モーメントを half に</translation>
    </message>
    <message>
        <source>Training with Adam or LAMB: keep the first moment in fp16, half its bytes.</source>
        <translation>Adam または LAMB での学習: 1 次モーメントを fp16 で保持し、バイト数を半分にします。</translation>
    </message>
    <message>
        <source>Loss scaling</source>
        <translation>損失スケーリング</translation>
    </message>
    <message>
        <source>Training: the loss scaling factor (recorded).</source>
        <translation>学習: 損失スケーリング係数（記録されます）。</translation>
    </message>
    <message>
        <source>Available memory proportion</source>
        <translation>利用可能メモリ比率</translation>
    </message>
    <message>
        <source>The share of each tile&apos;s memory a convolution or matmul may plan to use for temporary data (availableMemoryProportion).</source>
        <translation>畳み込みや matmul が一時データ用に使うよう計画してよい、各タイルのメモリの割合（availableMemoryProportion）。</translation>
    </message>
    <message>
        <source>Proportion per IPU</source>
        <translation>IPU ごとの比率</translation>
    </message>
    <message>
        <source>Another proportion on some IPUs, such as IPU1=0.4 (comma-separated).</source>
        <translation>一部の IPU で使う別の比率。例: IPU1=0.4（カンマ区切り）。</translation>
    </message>
    <message>
        <source>IPUs</source>
        <translation>IPU 数</translation>
    </message>
    <message>
        <source>IPUs per replica: a model without placements is split into this many pipeline stages.</source>
        <translation>レプリカあたりの IPU 数。配置指定のないモデルはこの数のパイプラインステージに分割されます。</translation>
    </message>
    <message>
        <source>Pipeline split</source>
        <translation>パイプラインの分割</translation>
    </message>
    <message>
        <source>The first block of each stage after the first, as PopTorch&apos;s BeginBlock (comma-separated); BLOCK@IPU starts that stage on the named IPU.</source>
        <translation>2 番目以降の各ステージの先頭ブロック。PopTorch の BeginBlock に相当します（カンマ区切り）。BLOCK@IPU はそのステージを指定した IPU で始めます。</translation>
    </message>
    <message>
        <source>Pipeline schedule</source>
        <translation>パイプラインのスケジュール</translation>
    </message>
    <message>
        <source>How stages on several IPUs run: grouped, interleaved or sharded.</source>
        <translation>複数の IPU 上でのステージの実行方法: grouped、interleaved、sharded。</translation>
    </message>
    <message>
        <source>Gradient accumulation</source>
        <translation>勾配累積</translation>
    </message>
    <message>
        <source>Training: micro-batches whose gradients are summed before each weight update.</source>
        <translation>学習: 各重み更新の前に勾配を合計するマイクロバッチの数。</translation>
    </message>
    <message>
        <source>Device iterations</source>
        <translation>デバイス反復数</translation>
    </message>
    <message>
        <source>Loops of the program per call from the host.</source>
        <translation>ホストからの 1 回の呼び出しあたりのプログラムの反復回数。</translation>
    </message>
    <message>
        <source>Recomputation</source>
        <translation>再計算</translation>
    </message>
    <message>
        <source>Training: recompute activations in the backward pass instead of stashing them. Auto recomputes each pipeline stage from its stash, as PopTorch does on several IPUs.</source>
        <translation>トレーニング: アクティベーションを保持せず、逆伝播で再計算します。Auto は PopTorch が複数の IPU で行うように、各パイプラインステージを保持分から再計算します。</translation>
    </message>
    <message>
        <source>Checkpoint every layer</source>
        <translation>各層でチェックポイント</translation>
    </message>
    <message>
        <source>Training: keep each block&apos;s output (a BERT encoder layer, a ResNet bottleneck) and recompute the rest of the block before its backward pass.</source>
        <translation>トレーニング: 各ブロック（BERT エンコーダ層、ResNet ボトルネック）の出力を保持し、ブロックの残りを逆伝播の前に再計算します。</translation>
    </message>
    <message>
        <source>Recomputation checkpoints</source>
        <translation>再計算チェックポイント</translation>
    </message>
    <message>
        <source>Training: keep the outputs of these blocks and recompute the rest (comma-separated).</source>
        <translation>トレーニング: これらのブロックの出力を保持し、残りを再計算します（カンマ区切り）。</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>レプリカ</translation>
    </message>
    <message>
        <source>Copies of the program, each on its own IPUs.</source>
        <translation>プログラムのコピー。それぞれが専用の IPU で動きます。</translation>
    </message>
    <message>
        <source>Replicated tensor sharding</source>
        <translation>レプリカ間テンソルシャーディング</translation>
    </message>
    <message>
        <source>Training with 2 or more replicas: split the optimiser state over them.</source>
        <translation>2 つ以上のレプリカでの学習: オプティマイザーの状態をレプリカ間で分割します。</translation>
    </message>
    <message>
        <source>Offload optimiser state</source>
        <translation>オプティマイザー状態のオフロード</translation>
    </message>
    <message>
        <source>Training: keep the optimiser state in streaming memory, streamed in and out around the weight update.</source>
        <translation>学習: オプティマイザーの状態をストリーミングメモリに置き、重み更新の前後でストリームによって出し入れします。</translation>
    </message>
    <message>
        <source>No outlining</source>
        <translation>アウトライン化なし</translation>
    </message>
    <message>
        <source>Do not share code between identical operations.</source>
        <translation>同一の演算間でコードを共有しません。</translation>
    </message>
    <message>
        <source>IO tiles</source>
        <translation>IO タイル</translation>
    </message>
    <message>
        <source>Tiles per IPU set aside for host streams, so that stream copies overlap compute.</source>
        <translation>ホストストリーム用に確保する IPU あたりのタイル数。ストリームコピーを計算と重ねられます。</translation>
    </message>
    <message>
        <source>8-bit IO</source>
        <translation>8 ビット IO</translation>
    </message>
    <message>
        <source>Stream inputs as uint8 and cast them on the IPU.</source>
        <translation>入力を uint8 でストリームし、IPU 上で型変換します。</translation>
    </message>
    <message>
        <source>Host bandwidth (GB/s)</source>
        <translation>ホスト帯域幅 (GB/s)</translation>
    </message>
    <message>
        <source>The host link&apos;s bandwidth (the target&apos;s by default).</source>
        <translation>ホストリンクの帯域幅（既定ではターゲットの値）。</translation>
    </message>
    <message>
        <source>Prefetch depth</source>
        <translation>プリフェッチ深度</translation>
    </message>
    <message>
        <source>Input buffers per host stream.</source>
        <translation>ホストストリームあたりの入力バッファ数。</translation>
    </message>
    <message>
        <source>IPU</source>
        <translation>IPU</translation>
    </message>
    <message>
        <source>The IPU: mk2 (GC200, the default), mk1 (GC2) or bow.</source>
        <translation>IPU の種類: mk2（GC200、既定）、mk1（GC2）、bow。</translation>
    </message>
    <message>
        <source>(above %1, at most %2)</source>
        <translation>（%1 より大きく %2 以下）</translation>
    </message>
    <message>
        <source>(%1 to %2)</source>
        <translation>（%1〜%2）</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>既定値: %1</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>プログラム</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>メモリ</translation>
    </message>
    <message>
        <source>Execution</source>
        <translation>実行</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>ターゲット</translation>
    </message>
    <message>
        <source>model&apos;s own</source>
        <translation>モデルの値</translation>
    </message>
    <message>
        <source>target&apos;s</source>
        <translation>ターゲットの値</translation>
    </message>
    <message>
        <source>Convolution dithering</source>
        <translation>畳み込みのディザリング</translation>
    </message>
    <message>
        <source>Start each convolution and matmul at a tile hashed from its shape (PopLibs&apos; enableConvDithering), instead of at tile 0.</source>
        <translation>各畳み込みと行列積を、タイル 0 ではなく形状から求めたハッシュのタイルから開始します（PopLibs の enableConvDithering）。</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>タスク</translation>
    </message>
    <message>
        <source>A Hugging Face config.json: the head to build (pretraining, masked-lm, question-answering, sequence-classification, causal-lm, image-classification); by default the one its architectures name.</source>
        <translation>Hugging Face の config.json：構築するヘッド（pretraining、masked-lm、question-answering、sequence-classification、causal-lm、image-classification）。既定では architectures が示すもの。</translation>
    </message>
    <message>
        <source>IPU config</source>
        <translation>IPU 設定</translation>
    </message>
    <message>
        <source>An optimum-graphcore ipu_config.json the options start from; what is changed here wins over the file.</source>
        <translation>オプションの出発点となる optimum-graphcore の ipu_config.json。ここで変更した値はファイルより優先されます。</translation>
    </message>
    <message>
        <source>IPU config overrides</source>
        <translation>IPU 設定の上書き</translation>
    </message>
    <message>
        <source>The trainer&apos;s --ipu_config_overrides, such as ipus_per_replica=8.</source>
        <translation>トレーナーの --ipu_config_overrides（例：ipus_per_replica=8）。</translation>
    </message>
    <message>
        <source>IPUs in all</source>
        <translation>IPU の総数</translation>
    </message>
    <message>
        <source>The trainer&apos;s --n_ipu: the replicas follow from it.</source>
        <translation>トレーナーの --n_ipu：レプリカ数はここから決まります。</translation>
    </message>
    <message>
        <source>Pod type</source>
        <translation>Pod の種類</translation>
    </message>
    <message>
        <source>An IPU config in the older form: which entry of its pod-type dictionaries to read.</source>
        <translation>旧形式の IPU 設定：Pod 種類ごとの辞書のどの項目を読むか。</translation>
    </message>
    <message>
        <source>LAMB</source>
        <translation>LAMB</translation>
    </message>
    <message>
        <source>The trainer&apos;s --lamb: LAMB in place of AdamW.</source>
        <translation>トレーナーの --lamb：AdamW の代わりに LAMB。</translation>
    </message>
    <message>
        <source>fp32</source>
        <translation>fp32</translation>
    </message>
    <message>
        <source>The trainer&apos;s --fp32: the model and optimiser state in fp32.</source>
        <translation>トレーナーの --fp32：モデルとオプティマイザ状態を fp32 で。</translation>
    </message>
    <message>
        <source>Layers per IPU</source>
        <translation>IPU ごとの層</translation>
    </message>
    <message>
        <source>optimum-graphcore&apos;s layers_per_ipu: the model&apos;s layers on each IPU (-1: a share of the rest), comma-separated.</source>
        <translation>optimum-graphcore の layers_per_ipu：各 IPU に置くモデルの層数（-1：残りの分担）、カンマ区切り。</translation>
    </message>
</context>
<context>
    <name>PlotExport</name>
    <message>
        <source>Export failed</source>
        <translation>エクスポートに失敗しました</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 を書き込めません。</translation>
    </message>
    <message>
        <source>Export Data as CSV…</source>
        <translation>データを CSV としてエクスポート…</translation>
    </message>
    <message>
        <source>Comma-separated values (*.csv)</source>
        <translation>カンマ区切り値 (*.csv)</translation>
    </message>
    <message>
        <source>Export Plot as PNG…</source>
        <translation>グラフを PNG としてエクスポート…</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 画像 (*.png)</translation>
    </message>
    <message>
        <source>Export Plot as SVG…</source>
        <translation>グラフを SVG としてエクスポート…</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG 図面 (*.svg)</translation>
    </message>
    <message>
        <source>Export Plot as PDF…</source>
        <translation>グラフを PDF としてエクスポート…</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文書 (*.pdf)</translation>
    </message>
    <message>
        <source>Unknown format &apos;%1&apos;: choose png, svg or pdf.</source>
        <translation>不明な形式「%1」です。png、svg、pdf のいずれかを選んでください。</translation>
    </message>
    <message>
        <source>The plot could not be drawn as %1.</source>
        <translation>プロットを %1 として描画できませんでした。</translation>
    </message>
</context>
<context>
    <name>ProgramDetails</name>
    <message>
        <source>The operation was not planned by the convolution planner.</source>
        <translation>この演算は畳み込みプランナーで計画されていません。</translation>
    </message>
    <message>
        <source>Phase 1: the planner found plans whose temporary memory fits within availableMemoryProportion of the tile&apos;s memory and chose the fastest of them.</source>
        <translation>フェーズ 1: プランナーは一時メモリがタイルメモリの availableMemoryProportion 以内に収まるプランを見つけ、その中で最速のものを選びました。</translation>
    </message>
    <message>
        <source>Phase 2: no plan fits within availableMemoryProportion of the tile&apos;s memory, so the planner logged &quot;Warning: convolution planner unable to meet memory target. Optimising for minimum memory.&quot; and chose the plan with the least temporary memory, whatever its cycles. Lowering availableMemoryProportion further will not shrink this operation&apos;s temporary memory: to fit, reduce the batch size or split the model (pipelining, phased execution).</source>
        <translation>フェーズ 2: タイルメモリの availableMemoryProportion に収まるプランがないため、プランナーは「Warning: convolution planner unable to meet memory target. Optimising for minimum memory.」と出力し、サイクル数に関係なく一時メモリが最小のプランを選びました。availableMemoryProportion をさらに下げても、この演算の一時メモリは減りません。収めるには、バッチサイズを減らすか、モデルを分割してください（パイプライン、フェーズ実行）。</translation>
    </message>
    <message>
        <source>Select a program to see its details.</source>
        <translation>プログラムを選択すると詳細が表示されます。</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Iterations</source>
        <translation>反復回数</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>呼び出し先</translation>
    </message>
    <message>
        <source>%1 (node %2)</source>
        <translation>%1（ノード %2）</translation>
    </message>
    <message>
        <source>unknown function</source>
        <translation>不明な関数</translation>
    </message>
    <message>
        <source>Exchange bytes</source>
        <translation>交換バイト数</translation>
    </message>
    <message>
        <source>Compute set</source>
        <translation>コンピュートセット</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Vertex type</source>
        <translation>Vertex の型</translation>
    </message>
    <message>
        <source>Vertices</source>
        <translation>Vertex 数</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>タイル数</translation>
    </message>
    <message>
        <source>Most per tile</source>
        <translation>タイルあたり最大</translation>
    </message>
    <message>
        <source>Debug context</source>
        <translation>デバッグコンテキスト</translation>
    </message>
    <message>
        <source>No operation: this program belongs to the framework.</source>
        <translation>演算なし: このプログラムはフレームワークに属します。</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>演算</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>型</translation>
    </message>
    <message>
        <source>From</source>
        <translation>由来</translation>
    </message>
    <message>
        <source>an enclosing program</source>
        <translation>外側のプログラム</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>レイヤー</translation>
    </message>
    <message>
        <source>IPU</source>
        <translation>IPU</translation>
    </message>
    <message>
        <source>Pipeline stage</source>
        <translation>パイプラインステージ</translation>
    </message>
    <message>
        <source>%1 (temporary memory target: %2 of each tile&apos;s memory)</source>
        <translation>%1（一時メモリの目標: 各タイルのメモリの %2）</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>オプション</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>プラン</translation>
    </message>
    <message>
        <source>Vertex</source>
        <translation>Vertex</translation>
    </message>
    <message>
        <source>Tiles used</source>
        <translation>使用タイル数</translation>
    </message>
    <message>
        <source>Serial steps</source>
        <translation>逐次ステップ数</translation>
    </message>
    <message>
        <source>Cycles</source>
        <translation>サイクル数</translation>
    </message>
    <message>
        <source>Temporary memory per tile</source>
        <translation>タイルあたりの一時メモリ</translation>
    </message>
    <message>
        <source>Code (all tiles)</source>
        <translation>コード（全タイル）</translation>
    </message>
    <message>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <source>2 (minimum memory)</source>
        <translation>2（最小メモリ）</translation>
    </message>
    <message>
        <source>1 (fastest plan within the target)</source>
        <translation>1（目標内で最速のプラン）</translation>
    </message>
    <message>
        <source>not planned</source>
        <translation>計画なし</translation>
    </message>
    <message>
        <source>Planner phase</source>
        <translation>プランナーのフェーズ</translation>
    </message>
</context>
<context>
    <name>ReportFileDialog</name>
    <message>
        <source>Tilescope reports (*.tsr *.json)</source>
        <translation>Tilescope レポート (*.tsr *.json)</translation>
    </message>
</context>
<context>
    <name>ReportNames</name>
    <message>
        <source>Source</source>
        <translation>ソース</translation>
    </message>
    <message>
        <source>Source
%1</source>
        <translation>ソース
%1</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>ターゲット</translation>
    </message>
    <message>
        <source>Target
%1</source>
        <translation>ターゲット
%1</translation>
    </message>
    <message>
        <source>Difference
target − source</source>
        <translation>差分
ターゲット − ソース</translation>
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
        <translation>なし（%1 超過）</translation>
    </message>
    <message>
        <source>%1 on tile %2</source>
        <translation>%1（タイル %2）</translation>
    </message>
    <message>
        <source>none: tile %1 is %2 over</source>
        <translation>なし: タイル %1 が %2 超過</translation>
    </message>
    <message>
        <source>The largest block still free on the tightest tile at its peak: what one more variable could take then. Out of memory, there is none: the tile is over by what could not be placed.</source>
        <translation>最も余裕のないタイルで、そのピーク時にまだ空いている最大のブロック。そのとき変数をもう 1 つ置けるとしたら、この大きさまでです。メモリ不足のときはなく、タイルは配置できなかった分だけ超過しています。</translation>
    </message>
</context>
<context>
    <name>SummaryRows</name>
    <message>
        <source>differs</source>
        <translation>相違</translation>
    </message>
    <message>
        <source>%1 IPU(s) × %2 tiles × %3</source>
        <translation>%1 IPU × %2 タイル × %3</translation>
    </message>
    <message>
        <source>%1 GHz</source>
        <translation>%1 GHz</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>学習</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>推論</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>パラメータ数</translation>
    </message>
    <message>
        <source>Batch size</source>
        <translation>バッチサイズ</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>モード</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>アーキテクチャ</translation>
    </message>
    <message>
        <source>IPUs × tiles × memory</source>
        <translation>IPU × タイル × メモリ</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>レプリカ</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>クロック</translation>
    </message>
    <message>
        <source>Generator</source>
        <translation>生成元</translation>
    </message>
    <message>
        <source>Total memory</source>
        <translation>総メモリ</translation>
    </message>
    <message>
        <source>All bytes of one replica, including gaps</source>
        <translation>1 レプリカの全バイト (ギャップを含む)</translation>
    </message>
    <message>
        <source>Memory capacity</source>
        <translation>メモリ容量</translation>
    </message>
    <message>
        <source>Tiles of one replica × memory per tile</source>
        <translation>1 レプリカのタイル数 × タイルあたりのメモリ</translation>
    </message>
    <message>
        <source>Peak not-always-live</source>
        <translation>非常時生存のピーク</translation>
    </message>
    <message>
        <source>The largest total of variables live at the same program step</source>
        <translation>同じプログラムステップで生存している変数の合計の最大値</translation>
    </message>
    <message>
        <source>no program steps</source>
        <translation>プログラムステップなし</translation>
    </message>
    <message>
        <source>Peak at step</source>
        <translation>ピークのステップ</translation>
    </message>
    <message>
        <source>Gaps</source>
        <translation>ギャップ</translation>
    </message>
    <message>
        <source>Holes left by alignment and placement rules</source>
        <translation>アライメントと配置規則によって生じる隙間</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>コード</translation>
    </message>
    <message>
        <source>Tile memory, minimum</source>
        <translation>タイルメモリ (最小)</translation>
    </message>
    <message>
        <source>Tile memory, mean</source>
        <translation>タイルメモリ (平均)</translation>
    </message>
    <message>
        <source>Tile memory, maximum</source>
        <translation>タイルメモリ (最大)</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>演算</translation>
    </message>
    <message>
        <source>Planner fallbacks</source>
        <translation>プランナーのフォールバック</translation>
    </message>
    <message>
        <source>Operations the planner could only fit by optimising for minimum memory (phase 2)</source>
        <translation>プランナーが最小メモリ向けの最適化でしか収められなかった演算 (フェーズ 2)</translation>
    </message>
    <message>
        <source>not profiled</source>
        <translation>プロファイルなし</translation>
    </message>
    <message>
        <source>%1 samples/s</source>
        <translation>%1 サンプル/秒</translation>
    </message>
    <message>
        <source>Cycles per iteration</source>
        <translation>反復あたりのサイクル数</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>スループット</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>(未設定)</translation>
    </message>
    <message>
        <source>present</source>
        <translation>あり</translation>
    </message>
    <message>
        <source>none: %1</source>
        <translation>なし: %1</translation>
    </message>
    <message>
        <source>Execution profile</source>
        <translation>実行プロファイル</translation>
    </message>
    <message>
        <source>Poplar writes an execution profile only for a program that fits, with profiling on</source>
        <translation>Poplar が実行プロファイルを書き出すのは、メモリに収まり、プロファイルが有効なプログラムだけです</translation>
    </message>
    <message>
        <source>One call from the host: device iterations × gradient accumulation micro-batches, then the host round trip</source>
        <translation>ホストからの 1 回の呼び出し: デバイス反復数 × 勾配累積のマイクロバッチ、その後ホストとの往復</translation>
    </message>
    <message>
        <source>Time per iteration</source>
        <translation>反復あたりの時間</translation>
    </message>
    <message>
        <source>Samples per iteration</source>
        <translation>反復あたりのサンプル数</translation>
    </message>
    <message>
        <source>Utilisation of IPU %1</source>
        <translation>IPU %1 の使用率</translation>
    </message>
    <message>
        <source>Cycles the IPU is busy (not waiting for another IPU) as a proportion of the iteration</source>
        <translation>IPU が稼働している（他の IPU を待っていない）サイクルの、反復に対する割合</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 ポイント</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>注記</translation>
    </message>
    <message>
        <source>Room to spare</source>
        <translation>余裕</translation>
    </message>
    <message>
        <source>Always-live (code, state and variables)</source>
        <translation>常時生存（コード、状態、変数）</translation>
    </message>
    <message>
        <source>Everything allocated for the whole program: code, vertex state, descriptors, exchange buffers, stacks, constants and always-live variables</source>
        <translation>プログラム全体にわたって割り当てられるすべて：コード、頂点の状態、記述子、交換バッファ、スタック、定数、常時生存変数</translation>
    </message>
    <message>
        <source>recorded whole in the report, %1 bytes</source>
        <translation>レポートに全文を記録、%1 バイト</translation>
    </message>
    <message>
        <source>%1 (recorded in the report)</source>
        <translation>%1（レポートに記録）</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（なし）</translation>
    </message>
    <message>
        <source>Model config</source>
        <translation>モデル設定</translation>
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
        <translation>ポイント %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <source>OOM %1</source>
        <translation>OOM %1</translation>
    </message>
    <message>
        <source>OOM</source>
        <translation>OOM</translation>
    </message>
    <message>
        <source>%1 (the best that fits)</source>
        <translation>%1（収まるうちで最良）</translation>
    </message>
    <message>
        <source>%1 (--%2): %3</source>
        <translation>%1 (--%2): %3</translation>
    </message>
    <message>
        <source>Not in this file (another shard&apos;s point).</source>
        <translation>このファイルにはありません（別のシャードのポイント）。</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失敗: %1</translation>
    </message>
    <message>
        <source>OUT OF MEMORY: tile %1 needs %2, %3 more than it has</source>
        <translation>メモリ不足: タイル %1 は %2 を必要とし、容量を %3 超えています</translation>
    </message>
    <message>
        <source>Fits in memory; worst tile %1: %2</source>
        <translation>メモリに収まります。最悪のタイル %1: %2</translation>
    </message>
    <message>
        <source>Samples per second: %1</source>
        <translation>毎秒サンプル数: %1</translation>
    </message>
    <message>
        <source>Cycles per iteration: %1</source>
        <translation>反復あたりのサイクル数: %1</translation>
    </message>
    <message>
        <source>Total memory (including gaps): %1</source>
        <translation>総メモリ（ギャップを含む）: %1</translation>
    </message>
    <message>
        <source>Always-live: %1 · peak not-always-live: %2 · code: %3</source>
        <translation>常時生存: %1 · 非常時生存のピーク: %2 · コード: %3</translation>
    </message>
    <message>
        <source>Double-click to simulate it; Ctrl+click to pick it for comparing.</source>
        <translation>ダブルクリックでシミュレートし、Ctrl+クリックで比較用に選択します。</translation>
    </message>
    <message>
        <source>Double-click to open %1; Ctrl+click to pick it for comparing.</source>
        <translation>ダブルクリックで %1 を開き、Ctrl+クリックで比較用に選択します。</translation>
    </message>
    <message>
        <source>%1, %2 points: %3 fit, %4 out of memory, %5 failed</source>
        <translation>%1、%2 ポイント: 収まる %3、メモリ不足 %4、失敗 %5</translation>
    </message>
    <message>
        <source> (%1 not in this file)</source>
        <translation>（%1 はこのファイルにありません）</translation>
    </message>
    <message>
        <source>Best: %1: %2 samples/s</source>
        <translation>最良: %1: %2 サンプル/秒</translation>
    </message>
    <message>
        <source>No point fits in memory.</source>
        <translation>メモリに収まるポイントはありません。</translation>
    </message>
    <message>
        <source>samples/s</source>
        <translation>サンプル/秒</translation>
    </message>
    <message>
        <source>The sweep file does not exist or cannot be opened.</source>
        <translation>スイープファイルが存在しないか、開けません。</translation>
    </message>
    <message>
        <source>The file is not a Tilescope sweep.</source>
        <translation>このファイルは Tilescope のスイープではありません。</translation>
    </message>
    <message>
        <source>The sweep was written by a newer version of Tilescope.</source>
        <translation>このスイープは新しいバージョンの Tilescope で書かれました。</translation>
    </message>
    <message>
        <source>The sweep file lacks a required field.</source>
        <translation>スイープファイルに必須フィールドがありません。</translation>
    </message>
    <message>
        <source>The sweep file contains an invalid value.</source>
        <translation>スイープファイルに無効な値が含まれています。</translation>
    </message>
    <message>
        <source>The sweep could not be loaded.</source>
        <translation>スイープを読み込めませんでした。</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>ファイル: %1</translation>
    </message>
    <message>
        <source>Field: %1</source>
        <translation>フィールド: %1</translation>
    </message>
    <message>
        <source>Details: %1</source>
        <translation>詳細: %1</translation>
    </message>
    <message>
        <source>Samples/s</source>
        <translation>サンプル/秒</translation>
    </message>
    <message>
        <source>room %1</source>
        <translation>余裕 %1</translation>
    </message>
    <message>
        <source>Room to spare: %1 (the largest block free at its peak)</source>
        <translation>余裕: %1（ピーク時に空いている最大のブロック）</translation>
    </message>
</context>
<context>
    <name>TileMemoryStacks</name>
    <message>
        <source>Always-live variables</source>
        <translation>常時生存変数</translation>
    </message>
    <message>
        <source>Not-always-live peak</source>
        <translation>非常時ライブのピーク</translation>
    </message>
    <message>
        <source>Vertex code</source>
        <translation>Vertex コード</translation>
    </message>
    <message>
        <source>Vertex state</source>
        <translation>Vertex 状態</translation>
    </message>
    <message>
        <source>Exchange code</source>
        <translation>Exchange コード</translation>
    </message>
    <message>
        <source>Control code</source>
        <translation>制御コード</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>その他</translation>
    </message>
    <message>
        <source>Gaps</source>
        <translation>ギャップ</translation>
    </message>
    <message>
        <source>The most not-always-live variable bytes live at the same time on the tile.</source>
        <translation>タイル上で同時にライブとなる非常時生存変数の最大バイト数。</translation>
    </message>
    <message>
        <source>Holes between variables left by alignment and placement rules.</source>
        <translation>アラインメントと配置の規則により変数間に残る隙間。</translation>
    </message>
</context>
<context>
    <name>TileMemoryToolTip</name>
    <message>
        <source>Tile %1</source>
        <translation>タイル %1</translation>
    </message>
    <message>
        <source>Tiles %1–%2</source>
        <translation>タイル %1–%2</translation>
    </message>
    <message>
        <source>Ranks %1–%2</source>
        <translation>順位 %1–%2</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n tiles), worst %2</source>
        <translation>
            <numerusform>%1（%n タイル）、最悪 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>The bar shows the worst tile; least used: tile %1, %2</source>
        <translation>バーは最悪のタイルを示します。最少使用: タイル %1、%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Total (including gaps): %1 of %2</source>
        <translation>合計（ギャップを含む）: %2 中 %1</translation>
    </message>
    <message>
        <source>Total (excluding gaps): %1 of %2</source>
        <translation>合計（ギャップを除く）: %2 中 %1</translation>
    </message>
    <message>
        <source>Out of memory: %1 do not fit</source>
        <translation>メモリ不足: %1 が収まりません</translation>
    </message>
    <message>
        <source>Tiles of the column out of memory: %1</source>
        <translation>列内のメモリ不足タイル: %1</translation>
    </message>
    <message>
        <source>Target − source: %1</source>
        <translation>ターゲット − ソース: %1</translation>
    </message>
    <message>
        <source>Target − source: %1 to %2</source>
        <translation>ターゲット − ソース: %1 ～ %2</translation>
    </message>
    <message>
        <source>Room to spare: %1 (the largest block free at its peak)</source>
        <translation>余裕: %1（ピーク時に空いている最大のブロック）</translation>
    </message>
    <message>
        <source>Room to spare on tile %1: %2</source>
        <translation>タイル %1 の余裕: %2</translation>
    </message>
</context>
<context>
    <name>TileSelection</name>
    <message>
        <source>&quot;%1&quot; is not a tile or a range of tiles such as 0-3.</source>
        <translation>「%1」はタイルでも 0-3 のようなタイル範囲でもありません。</translation>
    </message>
    <message>
        <source>Tile %1 does not exist: the tiles are 0 to %2.</source>
        <translation>タイル %1 は存在しません。タイルは 0 から %2 です。</translation>
    </message>
    <message>
        <source>Too many tiles.</source>
        <translation>タイルが多すぎます。</translation>
    </message>
</context>
<context>
    <name>TraceDetails</name>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>プログラム</translation>
    </message>
    <message>
        <source>%1 (step %2)</source>
        <translation>%1（ステップ %2）</translation>
    </message>
    <message>
        <source>Compute set</source>
        <translation>コンピュートセット</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>演算</translation>
    </message>
    <message>
        <source>IPU</source>
        <translation>IPU</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>フェーズ</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>マイクロバッチ</translation>
    </message>
    <message>
        <source>Pipeline stage</source>
        <translation>パイプラインステージ</translation>
    </message>
    <message>
        <source>Starts at</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Cycles</source>
        <translation>サイクル数</translation>
    </message>
    <message>
        <source>Active tiles</source>
        <translation>稼働タイル数</translation>
    </message>
    <message>
        <source>Bytes in</source>
        <translation>受信バイト数</translation>
    </message>
    <message>
        <source>Bytes out</source>
        <translation>送信バイト数</translation>
    </message>
    <message>
        <source>Other IPU</source>
        <translation>相手の IPU</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>待機</translation>
    </message>
    <message>
        <source>for another IPU at an external sync</source>
        <translation>外部同期で他の IPU を待っています</translation>
    </message>
    <message>
        <source>Spans</source>
        <translation>範囲</translation>
    </message>
    <message>
        <source>Time by kind</source>
        <translation>種類別の時間</translation>
    </message>
    <message numerus="yes">
        <source>%n steps, too short to draw one by one: zoom in to see them</source>
        <translation>
            <numerusform>%n 個のステップ（短すぎて個別に描けません。拡大すると見えます）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stage intervals, too short to draw one by one</source>
        <translation>
            <numerusform>%n 個のステージ区間（短すぎて個別に描けません）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, micro-batch %2</source>
        <translation>%1、マイクロバッチ %2</translation>
    </message>
    <message numerus="yes">
        <source>%n operation runs, too short to draw one by one</source>
        <translation>
            <numerusform>%n 個の演算の連続区間（短すぎて個別に描けません）</numerusform>
        </translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>ステップ数</translation>
    </message>
</context>
<context>
    <name>TraceWords</name>
    <message>
        <source>Compute</source>
        <translation>計算</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>交換</translation>
    </message>
    <message>
        <source>Sync</source>
        <translation>同期</translation>
    </message>
    <message>
        <source>External sync</source>
        <translation>外部同期</translation>
    </message>
    <message>
        <source>Global exchange</source>
        <translation>グローバル交換</translation>
    </message>
    <message>
        <source>Stream copy</source>
        <translation>ストリームコピー</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>アイドル</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>順伝播</translation>
    </message>
    <message>
        <source>Backward</source>
        <translation>逆伝播</translation>
    </message>
    <message>
        <source>Weight update</source>
        <translation>重み更新</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>再計算</translation>
    </message>
    <message>
        <source>Host I/O</source>
        <translation>ホスト I/O</translation>
    </message>
    <message>
        <source>F</source>
        <comment>forward phase, on a busy band</comment>
        <translation>順</translation>
    </message>
    <message>
        <source>B</source>
        <comment>backward phase, on a busy band</comment>
        <translation>逆</translation>
    </message>
    <message>
        <source>W</source>
        <comment>weight update phase, on a busy band</comment>
        <translation>重</translation>
    </message>
    <message>
        <source>R</source>
        <comment>recompute phase, on a busy band</comment>
        <translation>再</translation>
    </message>
    <message>
        <source>H</source>
        <comment>host I/O phase, on a busy band</comment>
        <translation>ホ</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ミリ秒</translation>
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
        <translation>%1 サイクル（%2）</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>unknown view &quot;%1&quot;; the views are: %2</source>
        <translation>不明なビュー &quot;%1&quot;。使用できるビュー: %2</translation>
    </message>
    <message>
        <source>--screenshot-views: unknown view &quot;%1&quot;; the views are: %2</source>
        <translation>--screenshot-views: 不明なビュー &quot;%1&quot;。ビューは次のとおりです: %2</translation>
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
        <translation>変更内容</translation>
    </message>
    <message>
        <source>Samples/s</source>
        <translation>サンプル/秒</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>グローバルバッチ</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <source>Room to spare</source>
        <translation>余裕</translation>
    </message>
    <message>
        <source>%1 (the same figures with amp %2)</source>
        <translation>%1（amp %2 でも同じ数値）</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::BatchRun</name>
    <message>
        <source>nothing to picture: give a report, a lesson or --simulate</source>
        <translation>描画するものがありません。レポート、レッスン、または --simulate を指定してください</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::CategoryTableModel</name>
    <message>
        <source>Always-live variables</source>
        <translation>常時生存変数</translation>
    </message>
    <message>
        <source>Not-always-live variables (sum of tile peaks)</source>
        <translation>非常時生存変数（タイルごとのピークの合計）</translation>
    </message>
    <message>
        <source>Constants</source>
        <translation>定数</translation>
    </message>
    <message>
        <source>Vertex code</source>
        <translation>Vertex コード</translation>
    </message>
    <message>
        <source>Vertex instance state</source>
        <translation>Vertex インスタンス状態</translation>
    </message>
    <message>
        <source>Vertex field data</source>
        <translation>Vertex フィールドデータ</translation>
    </message>
    <message>
        <source>Vector list descriptors</source>
        <translation>ベクタリスト記述子</translation>
    </message>
    <message>
        <source>Copy descriptors</source>
        <translation>コピー記述子</translation>
    </message>
    <message>
        <source>Control code</source>
        <translation>制御コード</translation>
    </message>
    <message>
        <source>Control IDs</source>
        <translation>制御 ID</translation>
    </message>
    <message>
        <source>Control table</source>
        <translation>制御テーブル</translation>
    </message>
    <message>
        <source>Internal exchange code</source>
        <translation>内部 Exchange コード</translation>
    </message>
    <message>
        <source>Host exchange code</source>
        <translation>ホスト Exchange コード</translation>
    </message>
    <message>
        <source>Global exchange code</source>
        <translation>グローバル Exchange コード</translation>
    </message>
    <message>
        <source>Host exchange packet headers</source>
        <translation>ホストエクスチェンジのパケットヘッダ</translation>
    </message>
    <message>
        <source>Global exchange packet headers</source>
        <translation>グローバルエクスチェンジのパケットヘッダ</translation>
    </message>
    <message>
        <source>Instrumentation results</source>
        <translation>計測結果</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>スタック</translation>
    </message>
    <message>
        <source>Message buffers</source>
        <translation>メッセージバッファ</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>カテゴリ</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>メモリ</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>割合</translation>
    </message>
    <message>
        <source>Not-always-live variables</source>
        <translation>常時生存でない変数</translation>
    </message>
    <message>
        <source>Always-live variables (no code or state)</source>
        <translation>常時生存変数（コードと状態を除く）</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::ChipMapWidget</name>
    <message>
        <source>No tiles</source>
        <translation>タイルなし</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>Full (including gaps)</source>
        <translation>満杯（ギャップを含む）</translation>
    </message>
    <message>
        <source>Full (excluding gaps)</source>
        <translation>満杯（ギャップを除く）</translation>
    </message>
    <message>
        <source>Out of memory</source>
        <translation>メモリ不足</translation>
    </message>
    <message>
        <source>Tile %1: %2 of %3</source>
        <translation>タイル %1: %3 中 %2</translation>
    </message>
    <message>
        <source>Out of memory: %1 do not fit</source>
        <translation>メモリ不足: %1 が収まりません</translation>
    </message>
    <message>
        <source>Room to spare: %1</source>
        <translation>余裕: %1</translation>
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
        <translation>%1（ソース）</translation>
    </message>
    <message>
        <source>%1 (target)</source>
        <translation>%1（ターゲット）</translation>
    </message>
    <message>
        <source>%1 (difference)</source>
        <translation>%1（差分）</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>ソース: %1</translation>
    </message>
    <message>
        <source>Target: %1</source>
        <translation>ターゲット: %1</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::ExecutionTraceView</name>
    <message>
        <source>Preparing the trace… %1</source>
        <translation>トレースを準備中… %1</translation>
    </message>
    <message>
        <source>Colour by step kind</source>
        <translation>ステップの種類で色分け</translation>
    </message>
    <message>
        <source>Colour by phase</source>
        <translation>フェーズで色分け</translation>
    </message>
    <message>
        <source>Kinds: compute, exchange, syncs, idle. Phases: forward, backward, recompute, weight update, host I/O.</source>
        <translation>種類: 計算、交換、同期、アイドル。フェーズ: 順伝播、逆伝播、再計算、重み更新、ホスト I/O。</translation>
    </message>
    <message>
        <source>Flat</source>
        <translation>フラット</translation>
    </message>
    <message>
        <source>Grouped by operation</source>
        <translation>演算ごとにグループ化</translation>
    </message>
    <message>
        <source>Grouped, a track above the steps shows which operation each run of steps belongs to</source>
        <translation>グループ化すると、ステップの上のトラックに各ステップ列がどの演算に属するかが表示されます</translation>
    </message>
    <message>
        <source>Cycles</source>
        <translation>サイクル</translation>
    </message>
    <message>
        <source>Microseconds</source>
        <translation>マイクロ秒</translation>
    </message>
    <message>
        <source>Time on the axis, in cycles or in microseconds at the target&apos;s clock</source>
        <translation>軸の時間。サイクル数、またはターゲットのクロックでのマイクロ秒</translation>
    </message>
    <message>
        <source>Show All</source>
        <translation>全体を表示</translation>
    </message>
    <message>
        <source>Zoom out to the whole run (Home). Zoom with the wheel, +/- or W/S; pan by dragging, with the arrows or A/D; Shift+wheel scrolls through many lanes.</source>
        <translation>実行全体を表示（Home）。ホイール、+/-、W/S でズーム、ドラッグ、矢印キー、A/D でパン、Shift+ホイールで多数のレーンをスクロールします。</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>エクスポート</translation>
    </message>
    <message>
        <source>Export Trace for Perfetto (Chrome JSON)…</source>
        <translation>Perfetto 用にトレースをエクスポート（Chrome JSON）…</translation>
    </message>
    <message>
        <source>Export Trace</source>
        <translation>トレースをエクスポート</translation>
    </message>
    <message>
        <source>Chrome Trace Event JSON (*.json)</source>
        <translation>Chrome Trace Event JSON (*.json)</translation>
    </message>
    <message>
        <source>Export the trace as PNG, SVG or PDF, or for Perfetto and chrome://tracing</source>
        <translation>トレースを PNG、SVG、PDF、または Perfetto と chrome://tracing 用にエクスポート</translation>
    </message>
    <message>
        <source>No report is open.</source>
        <translation>レポートが開かれていません。</translation>
    </message>
    <message>
        <source>This report has no execution trace: %1.</source>
        <translation>このレポートには実行トレースがありません: %1。</translation>
    </message>
    <message>
        <source>Preparing the trace…</source>
        <translation>トレースを準備中…</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>ソース: %1</translation>
    </message>
    <message>
        <source>Target: %1</source>
        <translation>ターゲット: %1</translation>
    </message>
    <message>
        <source>Cycles per iteration: source %1, target %2, difference %3 (%4). Both traces start at cycle 0.</source>
        <translation>反復あたりのサイクル数: ソース %1、ターゲット %2、差分 %3（%4）。両トレースともサイクル 0 から始まります。</translation>
    </message>
    <message>
        <source>The source report has no execution trace: %1.</source>
        <translation>ソースレポートには実行トレースがありません: %1。</translation>
    </message>
    <message>
        <source>The target report has no execution trace: %1.</source>
        <translation>ターゲットレポートには実行トレースがありません: %1。</translation>
    </message>
    <message>
        <source>The trace holds %1 of %2 device iterations; the others repeat them.</source>
        <translation>トレースには %2 回のデバイス反復のうち %1 回が含まれ、残りはその繰り返しです。</translation>
    </message>
    <message>
        <source>Every replica runs the same program: the lanes of replicas 1 to %1 repeat replica 0&apos;s.</source>
        <translation>すべてのレプリカが同じプログラムを実行します。レプリカ 1〜%1 のレーンはレプリカ 0 の繰り返しです。</translation>
    </message>
    <message>
        <source>Grouping the steps by operation…</source>
        <translation>ステップを演算ごとにグループ化中…</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>%1 を書き込み中…</translation>
    </message>
    <message>
        <source>Trace written to %1: open it in ui.perfetto.dev or chrome://tracing.</source>
        <translation>トレースを %1 に書き込みました: ui.perfetto.dev または chrome://tracing で開いてください。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 を書き込めません: %2</translation>
    </message>
    <message>
        <source>Execution Trace</source>
        <translation>実行トレース</translation>
    </message>
    <message numerus="yes">
        <source>%n micro-batch(es) of each device iteration repeat the steady state: they count in every total, but the trace folds them at cycle %1.</source>
        <translation>
            <numerusform>各デバイス反復の %n 個のマイクロバッチは定常状態の繰り返しです。すべての合計に含まれますが、トレースではサイクル %1 で折りたたまれます。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tilescope::gui::FitAdvisorDialog</name>
    <message>
        <source>Find a Configuration That Fits</source>
        <translation>収まる構成を探す</translation>
    </message>
    <message>
        <source>Each change a user would try is simulated: amp down and up, a smaller batch with gradient accumulation keeping the global batch, fp16 and half partials, recomputation, offloading, pipelining over more IPUs, replicated tensor sharding. Those that fit are listed, fastest first; open one to see it against %1 in every view.</source>
        <translation>ユーザーが試しそうな変更をそれぞれシミュレートします: amp の上げ下げ、グローバルバッチを保つ勾配累積付きの小さなバッチ、fp16 と half の部分和、再計算、オフロード、より多くの IPU でのパイプライン化、レプリケートされたテンソルシャーディング。収まるものを速い順に一覧表示します。1 つを開くと、すべてのビューで %1 と比較できます。</translation>
    </message>
    <message>
        <source>Open Against the Failing Report</source>
        <translation>失敗したレポートと比較して開く</translation>
    </message>
    <message>
        <source>Stop Searching</source>
        <translation>検索を停止</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>停止しました。</translation>
    </message>
    <message>
        <source>Stopped. The %1 changes found to fit so far are listed.</source>
        <translation>停止しました。これまでに見つかった収まる変更 %1 件を一覧表示しています。</translation>
    </message>
    <message>
        <source>Simulating the changes of %1: %2 of %3 configurations so far, %4 fit.</source>
        <translation>%1 の変更をシミュレート中: これまでに %3 構成中 %2 件、%4 件が収まります。</translation>
    </message>
    <message>
        <source>Simulating the changes of %1…</source>
        <translation>%1 の変更をシミュレート中…</translation>
    </message>
    <message>
        <source>None of the %1 changes tried fits.</source>
        <translation>試した %1 件の変更のうち、収まるものはありません。</translation>
    </message>
    <message>
        <source>%1 of the %2 changes tried fit. Double-click one to open it against the failing report.</source>
        <translation>試した %2 件の変更のうち %1 件が収まります。ダブルクリックすると、失敗したレポートと比較して開きます。</translation>
    </message>
    <message>
        <source>Simulating %1…</source>
        <translation>%1 をシミュレート中…</translation>
    </message>
    <message>
        <source>%1 is shown against %2.</source>
        <translation>%1 を %2 と比較して表示しています。</translation>
    </message>
    <message>
        <source>The candidate is not shown: another report was opened while it ran.</source>
        <translation>候補は表示されません。実行中に別のレポートが開かれました。</translation>
    </message>
    <message>
        <source>Cannot Search</source>
        <translation>検索できません</translation>
    </message>
    <message>
        <source>The command recorded in %1 cannot be read: %2</source>
        <translation>%1 に記録されたコマンドを読み取れません: %2</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::FitBanner</name>
    <message>
        <source>OUT OF MEMORY</source>
        <translation>メモリ不足</translation>
    </message>
    <message>
        <source>Fits in memory</source>
        <translation>メモリに収まります</translation>
    </message>
    <message>
        <source>Largest tile: %1 uses %2 of %3 (%4)</source>
        <translation>最大のタイル: %1 が %3 のうち %2 を使用 (%4)</translation>
    </message>
    <message>
        <source>Find a Configuration That Fits…</source>
        <translation>収まる構成を探す…</translation>
    </message>
    <message>
        <source>%1: largest tile %2 uses %3 of %4 (%5)</source>
        <translation>%1: 最大のタイル %2 が %4 のうち %3 を使用 (%5)</translation>
    </message>
    <message>
        <source>Target report: OUT OF MEMORY (%1, largest tile %2 uses %3)</source>
        <translation>ターゲットのレポート: メモリ不足（%1、最大のタイル %2 が %3 を使用）</translation>
    </message>
    <message>
        <source>Source report: OUT OF MEMORY (%1, largest tile %2 uses %3)</source>
        <translation>ソースのレポート: メモリ不足（%1、最大のタイル %2 が %3 を使用）</translation>
    </message>
    <message>
        <source>%1: room to spare %2 on tile %3</source>
        <translation>%1: タイル %3 の余裕 %2</translation>
    </message>
    <message>
        <source>Room to spare: %1 on tile %2 (the largest block free at its peak)</source>
        <translation>余裕: タイル %2 に %1（ピーク時に空いている最大のブロック）</translation>
    </message>
    <message>
        <source>Target report: fits in memory (%1, largest tile %2 uses %3, %4 to spare)</source>
        <translation>ターゲットのレポート: メモリに収まります（%1、最大のタイル %2 が %3 を使用、余裕 %4）</translation>
    </message>
    <message>
        <source>Source report: fits in memory (%1, largest tile %2 uses %3, %4 to spare)</source>
        <translation>ソースのレポート: メモリに収まります（%1、最大のタイル %2 が %3 を使用、余裕 %4）</translation>
    </message>
    <message>
        <source>… %1 tiles out of memory in all (the Memory view shows each).</source>
        <translation>… メモリ不足のタイルは合計 %1 個（メモリビューで各タイルを表示）。</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::HalfPrecisionModel</name>
    <message>
        <source>Variable</source>
        <translation>変数</translation>
    </message>
    <message>
        <source>Size (float)</source>
        <translation>サイズ（float）</translation>
    </message>
    <message>
        <source>Saved as half</source>
        <translation>half にした場合の削減量</translation>
    </message>
    <message>
        <source>Saved on the worst tile</source>
        <translation>最悪タイルでの削減量</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::IpuConfigRow</name>
    <message>
        <source>Open an IPU Config</source>
        <translation>IPU 設定を開く</translation>
    </message>
    <message>
        <source>IPU configs (*.json);;All files (*)</source>
        <translation>IPU 設定 (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>IPU config: an optimum-graphcore ipu_config.json the options start from</source>
        <translation>IPU 設定：オプションの出発点となる optimum-graphcore の ipu_config.json</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>開く…</translation>
    </message>
    <message>
        <source>Start the options from an optimum-graphcore ipu_config.json</source>
        <translation>optimum-graphcore の ipu_config.json からオプションを始める</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>解除</translation>
    </message>
    <message>
        <source>Keep the options as they are, without the file</source>
        <translation>オプションはそのままに、ファイルを外す</translation>
    </message>
    <message>
        <source>Options in italics come from the file; in bold, changed here from the file&apos;s value.</source>
        <translation>斜体のオプションはファイルから、太字はここでファイルの値から変更したもの。</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::IpuTableModel</name>
    <message>
        <source>Fits</source>
        <translation>収まる</translation>
    </message>
    <message>
        <source>Out of memory</source>
        <translation>メモリ不足</translation>
    </message>
    <message>
        <source>IPU</source>
        <translation>IPU</translation>
    </message>
    <message>
        <source>Always-live</source>
        <translation>常時生存</translation>
    </message>
    <message>
        <source>Peak not-always-live</source>
        <translation>非常時生存のピーク</translation>
    </message>
    <message>
        <source>Largest tile</source>
        <translation>最大のタイル</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Room to spare</source>
        <translation>余裕</translation>
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
        <translation>使用率</translation>
    </message>
    <message>
        <source>Busy cycles as a proportion of the iteration</source>
        <translation>反復に対する稼働サイクルの割合</translation>
    </message>
    <message>
        <source>Busy cycles</source>
        <translation>稼働サイクル数</translation>
    </message>
    <message>
        <source>Cycles not spent waiting for another IPU</source>
        <translation>他の IPU を待たずに過ごしたサイクル数</translation>
    </message>
    <message>
        <source>Compute cycles</source>
        <translation>計算サイクル数</translation>
    </message>
    <message>
        <source>Cycles in compute sets</source>
        <translation>コンピュートセット内のサイクル数</translation>
    </message>
    <message>
        <source>%1 (traced)</source>
        <translation>%1（トレース）</translation>
    </message>
    <message>
        <source>Cycles of the traced device iterations</source>
        <translation>トレースされたデバイス反復のサイクル数</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::KeyValueModel</name>
    <message>
        <source>Property</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::LessonPanel</name>
    <message>
        <source>Step %1</source>
        <translation>ステップ %1</translation>
    </message>
    <message>
        <source>Step %1, compared</source>
        <translation>ステップ %1 (比較)</translation>
    </message>
    <message>
        <source>No lesson could be loaded.</source>
        <translation>レッスンを読み込めませんでした。</translation>
    </message>
    <message>
        <source>Choose a lesson.</source>
        <translation>レッスンを選択してください。</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>ステップ %1/%2: %3</translation>
    </message>
    <message>
        <source>The guide: %1</source>
        <translation>ガイド: %1</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>前へ</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>次へ</translation>
    </message>
    <message>
        <source>Change in Simulate Panel</source>
        <translation>シミュレーションパネルで変更</translation>
    </message>
    <message>
        <source>Open this step&apos;s configuration in the Simulate panel, to ask &quot;and what if…&quot;</source>
        <translation>このステップの構成をシミュレーションパネルで開き、「では、もし…なら」を試します</translation>
    </message>
    <message>
        <source>What the text claims, checked in the simulated reports:</source>
        <translation>本文の主張 (シミュレートしたレポートで確認):</translation>
    </message>
    <message>
        <source>This step&apos;s reports are not shown: another report was opened while they were simulated. Open the step again to see them.</source>
        <translation>このステップのレポートは表示されません。シミュレーション中に別のレポートが開かれました。見るにはステップをもう一度開いてください。</translation>
    </message>
    <message>
        <source>Before (source):</source>
        <translation>変更前（ソース）:</translation>
    </message>
    <message>
        <source>After (target):</source>
        <translation>変更後（ターゲット）:</translation>
    </message>
    <message>
        <source>Simulated:</source>
        <translation>シミュレーション:</translation>
    </message>
    <message>
        <source>The view: %1</source>
        <translation>ビュー: %1</translation>
    </message>
    <message>
        <source>Cannot Load a Lesson</source>
        <translation>レッスンを読み込めません</translation>
    </message>
    <message>
        <source>Cannot Open a Lesson</source>
        <translation>レッスンを開けません</translation>
    </message>
    <message>
        <source>The lesson &quot;%1&quot; has no step %2: its steps are 1 to %3.</source>
        <translation>レッスン「%1」にはステップ %2 がありません。ステップは 1 から %3 までです。</translation>
    </message>
    <message>
        <source>%1: no such lesson file.</source>
        <translation>%1: そのようなレッスンファイルはありません。</translation>
    </message>
    <message>
        <source>No lesson is named &quot;%1&quot; (Help &gt; Lessons lists them).</source>
        <translation>「%1」という名前のレッスンはありません（ヘルプ &gt; レッスン に一覧があります）。</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::LiveVariablesModel</name>
    <message>
        <source>always</source>
        <translation>常時</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Variable</source>
        <translation>変数</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>カテゴリ</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>バイト</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>割合</translation>
    </message>
    <message>
        <source>Live steps</source>
        <translation>生存ステップ</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>演算</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::LivenessPlot</name>
    <message>
        <source>Search matches</source>
        <translation>検索一致</translation>
    </message>
    <message>
        <source>Always-live</source>
        <translation>常時生存</translation>
    </message>
    <message>
        <source>Target always-live</source>
        <translation>ターゲット 常時生存</translation>
    </message>
    <message>
        <source>Above max memory</source>
        <translation>最大メモリ超過</translation>
    </message>
    <message>
        <source>Target max memory</source>
        <translation>ターゲット 最大メモリ</translation>
    </message>
    <message>
        <source>Program step</source>
        <translation>プログラムステップ</translation>
    </message>
    <message>
        <source>Source always-live</source>
        <translation>ソース 常時生存</translation>
    </message>
    <message>
        <source>Not-always-live (on always-live)</source>
        <translation>非常時生存（常時生存の上に積み上げ）</translation>
    </message>
    <message>
        <source>Memory (GiB)</source>
        <translation>メモリ (GiB)</translation>
    </message>
    <message>
        <source>Memory (MiB)</source>
        <translation>メモリ (MiB)</translation>
    </message>
    <message>
        <source>Memory (KiB)</source>
        <translation>メモリ (KiB)</translation>
    </message>
    <message>
        <source>%1 tiles × %2</source>
        <translation>%1 タイル × %2</translation>
    </message>
    <message>
        <source>Source max memory (%1)</source>
        <translation>ソース 最大メモリ（%1）</translation>
    </message>
    <message>
        <source>Max memory (%1)</source>
        <translation>最大メモリ（%1）</translation>
    </message>
    <message>
        <source>Max memory %1 is above the plot: the peak uses %2 of it</source>
        <translation>最大メモリ %1 はグラフの上にあります：ピークはその %2 を使用</translation>
    </message>
    <message>
        <source>Source always-live + not-always-live</source>
        <translation>ソース 常時生存 + 非常時生存</translation>
    </message>
    <message>
        <source>Target always-live + not-always-live</source>
        <translation>ターゲット 常時生存 + 非常時生存</translation>
    </message>
    <message>
        <source>(shaded: range per pixel)</source>
        <translation>（網掛け: 1 ピクセル内の範囲）</translation>
    </message>
    <message>
        <source>%1: max memory</source>
        <translation>%1: 最大メモリ</translation>
    </message>
    <message>
        <source>%1: always-live</source>
        <translation>%1: 常時生存</translation>
    </message>
    <message>
        <source>%1: always-live + not-always-live</source>
        <translation>%1: 常時生存 + 非常時生存</translation>
    </message>
    <message>
        <source>%1: max memory
(%2)</source>
        <translation>%1: 最大メモリ
（%2）</translation>
    </message>
    <message>
        <source>%1:
always-live + not-always-live</source>
        <translation>%1:
常時生存 + 非常時生存</translation>
    </message>
    <message>
        <source>Program steps matched by operation (a gap: a step of the other report only)</source>
        <translation>演算ごとに対応付けたプログラムステップ（空白：もう一方のレポートにしかないステップ）</translation>
    </message>
    <message>
        <source>Range of the steps in one pixel
(zoom in to separate them)</source>
        <translation>1 ピクセル内のステップの範囲
（拡大すると分かれます）</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::LivenessView</name>
    <message>
        <source>Worst tile</source>
        <translation>最悪のタイル</translation>
    </message>
    <message>
        <source>Include always-live variables</source>
        <translation>常時生存変数も含める</translation>
    </message>
    <message>
        <source>Find operation by name or type (Ctrl+F)</source>
        <translation>名前または型で演算を検索 (Ctrl+F)</translation>
    </message>
    <message>
        <source>Previous matching step (Shift+F3)</source>
        <translation>前の一致ステップ (Shift+F3)</translation>
    </message>
    <message>
        <source>Next matching step (F3, Enter)</source>
        <translation>次の一致ステップ (F3, Enter)</translation>
    </message>
    <message>
        <source>&amp;Source:</source>
        <translation>ソース(&amp;S):</translation>
    </message>
    <message>
        <source>All tiles</source>
        <translation>全タイル</translation>
    </message>
    <message>
        <source>One IPU</source>
        <translation>1 つの IPU</translation>
    </message>
    <message>
        <source>One tile</source>
        <translation>1 つのタイル</translation>
    </message>
    <message>
        <source>Whose memory is plotted: the whole replica, one IPU or one tile</source>
        <translation>どのメモリを描くか：レプリカ全体、1 つの IPU、または 1 つのタイル</translation>
    </message>
    <message>
        <source>Plot the tile that uses the most memory</source>
        <translation>最もメモリを使うタイルを表示</translation>
    </message>
    <message>
        <source>No report is open.</source>
        <translation>レポートが開かれていません。</translation>
    </message>
    <message>
        <source>The reports are of different models (%1 and %2): their steps do not correspond one to one.</source>
        <translation>レポートのモデルが異なります（%1 と %2）：ステップは 1 対 1 に対応しません。</translation>
    </message>
    <message>
        <source>The reports are for different targets: one IPU or one tile of each holds different parts of the model.</source>
        <translation>レポートのターゲットが異なります：各 IPU や各タイルはモデルの異なる部分を保持します。</translation>
    </message>
    <message>
        <source>IPU </source>
        <translation>IPU </translation>
    </message>
    <message>
        <source>Tile </source>
        <translation>タイル </translation>
    </message>
    <message>
        <source>Computing liveness…</source>
        <translation>ライブネスを計算中…</translation>
    </message>
    <message>
        <source>all tiles</source>
        <translation>全タイル</translation>
    </message>
    <message>
        <source>IPU %1</source>
        <translation>IPU %1</translation>
    </message>
    <message>
        <source>tile %1</source>
        <translation>タイル %1</translation>
    </message>
    <message>
        <source>Live at step %1 on %2 — variables: %3, bytes: %4</source>
        <translation>ステップ %1 で %2 上に生存 — 変数: %3、バイト: %4</translation>
    </message>
    <message>
        <source>No steps</source>
        <translation>ステップなし</translation>
    </message>
    <message>
        <source>Match %1 of %2</source>
        <translation>一致 %1 / %2</translation>
    </message>
    <message>
        <source>Matching steps: %1</source>
        <translation>一致ステップ: %1</translation>
    </message>
    <message>
        <source>IPU</source>
        <translation>IPU</translation>
    </message>
    <message>
        <source>tile</source>
        <translation>タイル</translation>
    </message>
    <message>
        <source>Tile %1 is out of memory although its liveness stays under the line: the %2 of gaps between its variables are not counted here. The Memory regions view shows them.</source>
        <translation>タイル %1 はライブネスが線の下にあるのにメモリ不足です：変数間のギャップ %2 はここでは数えられません。メモリ領域ビューに表示されます。</translation>
    </message>
    <message>
        <source>Liveness</source>
        <translation>ライブネス</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 has no %2 %3: only %4 is plotted.</source>
        <translation>%1 には %2 %3 がありません。%4 だけをプロットしています。</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>ソース</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>ターゲット</translation>
    </message>
    <message>
        <source>S&amp;teps:</source>
        <translation>ステップ(&amp;T):</translation>
    </message>
    <message>
        <source>In order</source>
        <translation>順番どおり</translation>
    </message>
    <message>
        <source>Matched by operation</source>
        <translation>演算ごとに対応付け</translation>
    </message>
    <message>
        <source>In order: step n of one report over step n of the other. Matched by operation: the steps of an operation face the same operation&apos;s steps in the other report, and a step only one report has faces a gap</source>
        <translation>順番どおり：一方のレポートのステップ n をもう一方のステップ n に重ねます。演算ごとに対応付け：ある演算のステップをもう一方のレポートの同じ演算のステップに対応させ、片方のレポートにしかないステップは空白に対応させます</translation>
    </message>
    <message>
        <source>Steps matched by operation: %1 in both reports; %2 of %3 and %4 of %5 face gaps.</source>
        <translation>演算ごとに対応付けたステップ：両方のレポートに %1。%3 の %2 と %5 の %4 は空白に対応します。</translation>
    </message>
    <message>
        <source>After</source>
        <translation>変更後</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>変更前</translation>
    </message>
    <message>
        <source>%1 (after)</source>
        <translation>%1（変更後）</translation>
    </message>
    <message>
        <source>%1 (before)</source>
        <translation>%1（変更前）</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::MainWindow</name>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Open Report</source>
        <translation>レポートを開く</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>%1 を読み込み中…</translation>
    </message>
    <message>
        <source>Cannot Open Report</source>
        <translation>レポートを開けません</translation>
    </message>
    <message>
        <source>Loading cancelled.</source>
        <translation>読み込みをキャンセルしました。</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 と %2</translation>
    </message>
    <message>
        <source>Compare With Report</source>
        <translation>比較するレポート</translation>
    </message>
    <message>
        <source>Source: %1 · Target: %2</source>
        <translation>ソース: %1 · ターゲット: %2</translation>
    </message>
    <message>
        <source>%1: %2 — loading the target…</source>
        <translation>%1: %2 — ターゲットを読み込み中…</translation>
    </message>
    <message>
        <source>fits in memory</source>
        <translation>メモリに収まります</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>メモリ不足</translation>
    </message>
    <message>
        <source>Simulate</source>
        <translation>シミュレーション</translation>
    </message>
    <message>
        <source>Simulating…</source>
        <translation>シミュレート中…</translation>
    </message>
    <message>
        <source>Cannot Simulate</source>
        <translation>シミュレートできません</translation>
    </message>
    <message>
        <source>%1 does not record how it was simulated: it was not written by Tilescope&apos;s simulator.</source>
        <translation>%1 にはシミュレーションの方法が記録されていません。Tilescope のシミュレーターで書き出されたものではありません。</translation>
    </message>
    <message>
        <source>The command recorded in %1 cannot be read: %2</source>
        <translation>%1 に記録されたコマンドを読み取れません: %2</translation>
    </message>
    <message>
        <source>Save Report</source>
        <translation>レポートを保存</translation>
    </message>
    <message>
        <source>Tilescope reports (*.tsr);;JSON reports (*.json)</source>
        <translation>Tilescope レポート (*.tsr);;JSON レポート (*.json)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <source>Cannot Save Report</source>
        <translation>レポートを保存できません</translation>
    </message>
    <message>
        <source>Sweep: %1</source>
        <translation>スイープ: %1</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>スイープ</translation>
    </message>
    <message>
        <source>S&amp;weep</source>
        <translation>スイープ(&amp;W)</translation>
    </message>
    <message>
        <source>Cannot Open Sweep</source>
        <translation>スイープを開けません</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>レッスン</translation>
    </message>
    <message>
        <source>Cannot Load a Lesson</source>
        <translation>レッスンを読み込めません</translation>
    </message>
    <message>
        <source>The sweep&apos;s points are not shown: another report was opened while they were simulated.</source>
        <translation>スイープの点は表示されません。シミュレーション中に別のレポートが開かれました。</translation>
    </message>
    <message>
        <source>Cannot Select Tile</source>
        <translation>タイルを選択できません</translation>
    </message>
    <message>
        <source>--tile %1: %2 has %3 tiles (0 to %4).</source>
        <translation>--tile %1: %2 のタイルは %3 個です（0 から %4）。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::MemoryView</name>
    <message>
        <source>Include gaps</source>
        <translation>ギャップを含める</translation>
    </message>
    <message>
        <source>Scale to tile memory</source>
        <translation>タイルメモリに合わせる</translation>
    </message>
    <message>
        <source>Worst tile</source>
        <translation>最悪のタイル</translation>
    </message>
    <message>
        <source>Select out-of-memory tiles</source>
        <translation>メモリ不足のタイルを選択</translation>
    </message>
    <message>
        <source>Software order</source>
        <translation>ソフトウェア順</translation>
    </message>
    <message>
        <source>Sorted by memory used</source>
        <translation>使用メモリ順</translation>
    </message>
    <message>
        <source>Gaps are holes between variables left by alignment and placement rules; they count towards what must fit in the tile&apos;s memory.</source>
        <translation>ギャップはアラインメントと配置の規則により変数間に残る隙間で、タイルのメモリに収まるべき量に含まれます。</translation>
    </message>
    <message>
        <source>Checked, the height reaches the tile memory line; unchecked, it fits the most used tile so that small usage is readable.</source>
        <translation>オンでは高さがタイルメモリの線まで届き、オフでは最も使用されたタイルに合わせるため、少ない使用量も読み取れます。</translation>
    </message>
    <message>
        <source>Tiles, e.g. 0-3, 952</source>
        <translation>タイル（例: 0-3, 952）</translation>
    </message>
    <message>
        <source>Select the most used tile of the shown IPU(s)</source>
        <translation>表示中の IPU で最も使用されているタイルを選択</translation>
    </message>
    <message>
        <source>&amp;IPU:</source>
        <translation>IPU(&amp;I):</translation>
    </message>
    <message>
        <source>&amp;Order:</source>
        <translation>順序(&amp;O):</translation>
    </message>
    <message>
        <source>&amp;Tiles:</source>
        <translation>タイル(&amp;T):</translation>
    </message>
    <message>
        <source>Tile map</source>
        <translation>タイルマップ</translation>
    </message>
    <message>
        <source>All IPUs</source>
        <translation>すべての IPU</translation>
    </message>
    <message>
        <source>IPU %1</source>
        <translation>IPU %1</translation>
    </message>
    <message>
        <source>%1 and %2 more</source>
        <translation>%1 ほか %2 個</translation>
    </message>
    <message>
        <source>Tiles out of memory (%1), most overflowing first: %2</source>
        <translation>メモリ不足のタイル（%1 個、超過の大きい順）: %2</translation>
    </message>
    <message>
        <source>The reports are of different models: their tiles hold different variables.</source>
        <translation>レポートのモデルが異なります。タイルが保持する変数も異なります。</translation>
    </message>
    <message>
        <source>The reports are for different targets (%1 and %2 tiles): tiles are not compared one by one; only totals are shown.</source>
        <translation>レポートのターゲットが異なります（%1 と %2 タイル）。タイルは個別に比較されず、合計のみ表示されます。</translation>
    </message>
    <message>
        <source>all IPUs</source>
        <translation>すべての IPU</translation>
    </message>
    <message>
        <source>Worst tile %1 (no tile selected yet)</source>
        <translation>最悪のタイル %1（まだ選択なし）</translation>
    </message>
    <message numerus="yes">
        <source>Selected tiles (%n)</source>
        <translation>
            <numerusform>選択したタイル（%n）</numerusform>
        </translation>
    </message>
    <message>
        <source>Showing the first %1 of %2 selected tiles; the CSV export has them all.</source>
        <translation>選択した %2 個のタイルのうち最初の %1 個を表示しています。CSV エクスポートにはすべて含まれます。</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>メモリ</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>エクスポート</translation>
    </message>
    <message>
        <source>Export the plot as PNG, SVG or PDF, or its data as CSV</source>
        <translation>グラフを PNG、SVG、PDF で、またはデータを CSV でエクスポート</translation>
    </message>
    <message>
        <source>Tiles of %1 out of memory (%2), most overflowing first: %3</source>
        <translation>%1 のメモリ不足のタイル（%2 個、超過の大きい順）: %3</translation>
    </message>
    <message>
        <source>Total memory (including gaps): %1 (source) %2, %3 (target) %4, difference %5</source>
        <translation>総メモリ（ギャップを含む）: %1（ソース）%2、%3（ターゲット）%4、差分 %5</translation>
    </message>
    <message>
        <source>Total memory of %1 (including gaps): %2 (source) %3, %4 (target) %5, difference %6</source>
        <translation>%1 の総メモリ（ギャップを含む）: %2（ソース）%3、%4（ターゲット）%5、差分 %6</translation>
    </message>
    <message>
        <source>Total memory of %1 (excluding gaps): %2 (source) %3, %4 (target) %5, difference %6</source>
        <translation>%1 の総メモリ（ギャップを除く）: %2（ソース）%3、%4（ターゲット）%5、差分 %6</translation>
    </message>
    <message>
        <source>Most used tile: %1 (source) %2 (tile %3), %4 (target) %5 (tile %6), difference %7</source>
        <translation>最も使われているタイル: %1（ソース）%2（タイル %3）、%4（ターゲット）%5（タイル %6）、差分 %7</translation>
    </message>
    <message>
        <source>The tiles of %1 only: the other report&apos;s tiles do not correspond.</source>
        <translation>%1 のタイルのみ。もう一方のレポートのタイルは対応しません。</translation>
    </message>
    <message>
        <source>Tightest tile of IPU %1: %2, with %3 to spare (the largest block free at its peak)</source>
        <translation>IPU %1 で最も余裕のないタイル: %2、余裕 %3（ピーク時に空いている最大のブロック）</translation>
    </message>
    <message>
        <source>Tightest tile: %1, with %2 to spare (the largest block free at its peak)</source>
        <translation>最も余裕のないタイル: %1、余裕 %2（ピーク時に空いている最大のブロック）</translation>
    </message>
    <message>
        <source>Room to spare on IPU %1: %2 (source) %3, %4 (target) %5, difference %6</source>
        <translation>IPU %1 の余裕: %2（ソース）%3、%4（ターゲット）%5、差分 %6</translation>
    </message>
    <message>
        <source>Room to spare: %1 (source) %2, %3 (target) %4, difference %5</source>
        <translation>余裕: %1（ソース）%2、%3（ターゲット）%4、差分 %5</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::OperationTimeModel</name>
    <message>
        <source>Operation</source>
        <translation>演算</translation>
    </message>
    <message>
        <source>(no operation)</source>
        <translation>（演算なし）</translation>
    </message>
    <message>
        <source>Syncs between operations, external syncs and waiting count as no operation</source>
        <translation>演算間の同期、外部同期、待機はどの演算にも属しません</translation>
    </message>
    <message>
        <source>Busy cycles</source>
        <translation>稼働サイクル数</translation>
    </message>
    <message>
        <source>Cycles of the traced rows, waiting excluded</source>
        <translation>トレースされた行のサイクル数（待機を除く）</translation>
    </message>
    <message>
        <source>Waiting for another IPU at an external sync</source>
        <translation>外部同期で他の IPU を待っている時間</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>型</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::OperationTypesModel</name>
    <message>
        <source>Type</source>
        <translation>型</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>演算数</translation>
    </message>
    <message>
        <source>Cycles</source>
        <translation>サイクル数</translation>
    </message>
    <message>
        <source>Estimated cycles, summed</source>
        <translation>推定サイクル数の合計</translation>
    </message>
    <message>
        <source>Most temporary bytes per tile</source>
        <translation>タイルあたりの一時バイト数の最大</translation>
    </message>
    <message>
        <source>The most temporary memory one operation of the type needs on a tile</source>
        <translation>この型の 1 つの演算がタイル上で必要とする一時メモリの最大</translation>
    </message>
    <message>
        <source>Code bytes</source>
        <translation>コードのバイト数</translation>
    </message>
    <message>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <source>Planned for minimum memory</source>
        <translation>最小メモリで計画</translation>
    </message>
    <message>
        <source>Operations the planner could only fit by optimising for minimum memory (phase 2)</source>
        <translation>プランナーが最小メモリに最適化することでしか収められなかった演算（フェーズ 2）</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::OperationsModel</name>
    <message>
        <source>Operation</source>
        <translation>演算</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>型</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>ブロック</translation>
    </message>
    <message>
        <source>The model&apos;s block or layer the operation belongs to</source>
        <translation>演算が属するモデルのブロックまたは層</translation>
    </message>
    <message>
        <source>IPU</source>
        <translation>IPU</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>ステージ</translation>
    </message>
    <message>
        <source>The pipeline stage (empty without pipelining)</source>
        <translation>パイプラインステージ（パイプラインなしでは空）</translation>
    </message>
    <message>
        <source>Cycles</source>
        <translation>サイクル数</translation>
    </message>
    <message>
        <source>Estimated cycles of one execution</source>
        <translation>1 回の実行の推定サイクル数</translation>
    </message>
    <message>
        <source>Temporary bytes per tile</source>
        <translation>タイルあたりの一時バイト数</translation>
    </message>
    <message>
        <source>Temporary memory on the operation&apos;s worst tile</source>
        <translation>演算の最悪タイル上の一時メモリ</translation>
    </message>
    <message>
        <source>Code bytes</source>
        <translation>コードのバイト数</translation>
    </message>
    <message>
        <source>Vertex code over all tiles</source>
        <translation>全タイルの Vertex コード</translation>
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
        <translation>プランナーが一時領域に使えるタイルメモリの割合（空欄: 計画対象外の演算）</translation>
    </message>
    <message>
        <source>Partials</source>
        <translation>部分和</translation>
    </message>
    <message>
        <source>The type of the partial sums</source>
        <translation>部分和の型</translation>
    </message>
    <message>
        <source>Planner phase</source>
        <translation>プランナーのフェーズ</translation>
    </message>
    <message>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <source>2: minimum memory</source>
        <translation>2: 最小メモリ</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>プラン</translation>
    </message>
    <message>
        <source>The convolution planner&apos;s choice of splits</source>
        <translation>畳み込みプランナーが選んだ分割</translation>
    </message>
    <message>
        <source>Tiles used</source>
        <translation>使用タイル数</translation>
    </message>
    <message>
        <source>Serial steps</source>
        <translation>逐次ステップ数</translation>
    </message>
    <message>
        <source>Steps the plan runs one after another (serial splits)</source>
        <translation>プランが順番に実行するステップ（逐次分割）</translation>
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
        <translation>名前、型、ブロックで絞り込み（例: conv layer3）(Ctrl+F)</translation>
    </message>
    <message>
        <source>&amp;Filter:</source>
        <translation>絞り込み(&amp;F):</translation>
    </message>
    <message>
        <source>Totals per type</source>
        <translation>型ごとの合計</translation>
    </message>
    <message>
        <source>The reports are of different models (%1 and %2): few operations share a name.</source>
        <translation>レポートは異なるモデルのものです（%1 と %2）。名前が共通する演算はわずかです。</translation>
    </message>
    <message>
        <source>Operations are matched by name; a row with one side empty exists in one report only.</source>
        <translation>演算は名前で対応付けられます。片側が空の行は一方のレポートにしかありません。</translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s)</source>
        <translation>
            <numerusform>%n 個の演算</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n operation(s)</source>
        <translation>
            <numerusform>%n 個中 %1 個の演算</numerusform>
        </translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>演算</translation>
    </message>
    <message>
        <source>%1 was not profiled (the Summary says so): its cycles are the compiler&apos;s estimates of one run of each operation, not measured.</source>
        <translation>%1 はプロファイルされていません（概要にそう表示されます）：サイクルは各演算を 1 回実行したときのコンパイラーの見積もりで、測定値ではありません。</translation>
    </message>
    <message>
        <source>Why this plan</source>
        <translation>このプランの理由</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::OptionControl</name>
    <message>
        <source>%1 is outside the allowed range, %2 to %3: it becomes the nearest of the two.</source>
        <translation>%1 は許容範囲 %2〜%3 の外です。近いほうの値になります。</translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation>例: %1</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::PlanBreakdownPanel</name>
    <message>
        <source>no budget met: planned for minimum memory</source>
        <translation>予算を満たさず：最小メモリで計画</translation>
    </message>
    <message>
        <source>budget %1 × %2 = %3</source>
        <translation>予算 %1 × %2 = %3</translation>
    </message>
    <message>
        <source>Select a convolution or matmul to see its plan&apos;s temporary memory by term.</source>
        <translation>畳み込みまたは行列積を選択すると、そのプランの一時メモリを項目別に表示します。</translation>
    </message>
    <message>
        <source>%1 has no plan: only convolutions and matmuls are planned.</source>
        <translation>%1 にはプランがありません：計画されるのは畳み込みと行列積だけです。</translation>
    </message>
    <message>
        <source>no plan</source>
        <translation>プランなし</translation>
    </message>
    <message numerus="yes">
        <source>on %n tile(s), %1</source>
        <translation>
            <numerusform>%n タイル、%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Term (PopLibs)</source>
        <translation>項目（PopLibs）</translation>
    </message>
    <message>
        <source>Bytes per tile</source>
        <translation>タイルあたりのバイト数</translation>
    </message>
    <message>
        <source>Total, (g) + (e) + max((b), (c) + (a), (d)) + (f): compared with the budget</source>
        <translation>合計 (g) + (e) + max((b), (c) + (a), (d)) + (f)（予算と比較）</translation>
    </message>
    <message>
        <source>plan: %1</source>
        <translation>プラン: %1</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::PlannerFallbacksModel</name>
    <message>
        <source>Operation</source>
        <translation>演算</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Available memory proportion</source>
        <translation>利用可能メモリ比率</translation>
    </message>
    <message>
        <source>Tiles used</source>
        <translation>使用タイル数</translation>
    </message>
    <message>
        <source>Serial steps</source>
        <translation>逐次ステップ数</translation>
    </message>
    <message>
        <source>Temporary memory per tile</source>
        <translation>タイルあたりの一時メモリ</translation>
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
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>プログラム</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>演算</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::ProgramTreeView</name>
    <message>
        <source>Search programs and operations, e.g. convolution (Ctrl+F)</source>
        <translation>プログラムと演算を検索（例: convolution）(Ctrl+F)</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>前へ</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>前の一致 (Shift+F3)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>次へ</translation>
    </message>
    <message>
        <source>Next match (F3, Enter)</source>
        <translation>次の一致 (F3、Enter)</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>検索(&amp;S):</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>ソース: %1</translation>
    </message>
    <message>
        <source>Target: %1</source>
        <translation>ターゲット: %1</translation>
    </message>
    <message>
        <source>no matches</source>
        <translation>一致なし</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Source: %1 · Target: %2</source>
        <translation>ソース: %1 · ターゲット: %2</translation>
    </message>
    <message>
        <source>Program Tree</source>
        <translation>プログラムツリー</translation>
    </message>
    <message>
        <source>The reports are of different models (%1 and %2): their programs and operations do not correspond.</source>
        <translation>レポートのモデルが異なります（%1 と %2）。プログラムと演算は対応しません。</translation>
    </message>
    <message>
        <source>The reports are for different targets: the same program runs on different tiles.</source>
        <translation>レポートのターゲットが異なります。同じプログラムでも別のタイルで実行されます。</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::RegionsPlot</name>
    <message>
        <source>Address (KiB)</source>
        <translation>アドレス (KiB)</translation>
    </message>
    <message>
        <source>Non-interleaved (0–%1)</source>
        <translation>非インターリーブ (0–%1)</translation>
    </message>
    <message>
        <source>Interleaved (%1–%2)</source>
        <translation>インターリーブ (%1–%2)</translation>
    </message>
    <message>
        <source>Tile end</source>
        <translation>タイル終端</translation>
    </message>
    <message>
        <source>Overflow %1</source>
        <translation>オーバーフロー %1</translation>
    </message>
    <message>
        <source>Always
allocated</source>
        <translation>常時
割り当て</translation>
    </message>
    <message>
        <source>Not always
live</source>
        <translation>常時
生存でない</translation>
    </message>
    <message>
        <source>Variables with disjoint live ranges may share addresses: they are drawn in separate lanes (Ctrl+wheel or Ctrl+/− zooms the lanes, ↑/↓ scrolls them). The row at the peak shows what is in use when the tile needs the most, and every gap, hatched by cause.</source>
        <translation>生存期間が重ならない変数はアドレスを共有できるため、別々のレーンに描かれます（Ctrl+ホイールまたは Ctrl+/− でレーンを拡大縮小、↑/↓ でスクロール）。ピーク時の行は、タイルが最も多くを必要とする時点で使われているものと、原因別にハッチングされたすべてのギャップを示します。</translation>
    </message>
    <message>
        <source>At the peak
(step %1)</source>
        <translation>ピーク時
（ステップ %1）</translation>
    </message>
    <message>
        <source>In use</source>
        <translation>使用中</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::RegionsView</name>
    <message>
        <source>&amp;Tile:</source>
        <translation>タイル(&amp;T):</translation>
    </message>
    <message>
        <source>The tile whose address space is shown; it is shared with the other views.</source>
        <translation>アドレス空間を表示するタイル。他のビューと共有されます。</translation>
    </message>
    <message>
        <source>Show the tile that uses the most memory (including gaps), in every view.</source>
        <translation>メモリ使用量（ギャップを含む）が最大のタイルをすべてのビューで表示します。</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>エクスポート</translation>
    </message>
    <message>
        <source>Zoom in on the addresses (+)</source>
        <translation>アドレスを拡大 (+)</translation>
    </message>
    <message>
        <source>Zoom out (−)</source>
        <translation>縮小 (−)</translation>
    </message>
    <message>
        <source>Show the whole address space (Home)</source>
        <translation>アドレス空間全体を表示 (Home)</translation>
    </message>
    <message>
        <source>Blocks</source>
        <translation>ブロック</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>ソース</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>ターゲット</translation>
    </message>
    <message>
        <source>Source blocks: %1</source>
        <translation>ソースのブロック: %1</translation>
    </message>
    <message>
        <source>Target blocks: %1</source>
        <translation>ターゲットのブロック: %1</translation>
    </message>
    <message>
        <source>Target: %1 has no tile %2</source>
        <translation>ターゲット: %1 にはタイル %2 がありません</translation>
    </message>
    <message>
        <source>The report has no tiles</source>
        <translation>レポートにタイルがありません</translation>
    </message>
    <message>
        <source>No report open</source>
        <translation>レポートが開かれていません</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>該当なし</translation>
    </message>
    <message>
        <source>Tile memory</source>
        <translation>タイルメモリ</translation>
    </message>
    <message>
        <source>The memory of one tile.</source>
        <translation>1 タイルのメモリ。</translation>
    </message>
    <message>
        <source>Used (excluding gaps)</source>
        <translation>使用量（ギャップを除く）</translation>
    </message>
    <message>
        <source>Always-live bytes plus the most not-always-live bytes live at once.</source>
        <translation>常時生存のバイト数と、同時に生存する非常時生存バイト数の最大値の合計。</translation>
    </message>
    <message>
        <source>Gaps</source>
        <translation>ギャップ</translation>
    </message>
    <message>
        <source>Overflow</source>
        <translation>オーバーフロー</translation>
    </message>
    <message>
        <source>Bytes past the tile&apos;s end: the tile is out of memory.</source>
        <translation>タイル終端を超えたバイト: このタイルはメモリ不足です。</translation>
    </message>
    <message>
        <source>Out of memory: %1 past the tile&apos;s end</source>
        <translation>メモリ不足: タイル終端を %1 超過</translation>
    </message>
    <message>
        <source>Fits: %1 free</source>
        <translation>収まります: %1 空き</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>ソース:</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>ターゲット:</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>領域</translation>
    </message>
    <message>
        <source>Source: %1, tile %2 (IPU %3)</source>
        <translation>ソース: %1、タイル %2（IPU %3）</translation>
    </message>
    <message>
        <source>Tile %1 (IPU %2)</source>
        <translation>タイル %1（IPU %2）</translation>
    </message>
    <message>
        <source>Target: %1, tile %2 (IPU %3)</source>
        <translation>ターゲット: %1、タイル %2（IPU %3）</translation>
    </message>
    <message>
        <source>The reports are of different models (%1 and %2): the same tile holds different variables in each.</source>
        <translation>レポートのモデルが異なります（%1 と %2）。同じタイルでもそれぞれ別の変数を保持しています。</translation>
    </message>
    <message>
        <source>The reports are for different targets: a tile of one does not hold the same part of the model as the same tile of the other.</source>
        <translation>レポートのターゲットが異なります。一方のタイルは、もう一方の同じ番号のタイルとはモデルの別の部分を保持しています。</translation>
    </message>
    <message>
        <source>Worst tile</source>
        <translation>最悪のタイル</translation>
    </message>
    <message>
        <source>Whole tile</source>
        <translation>タイル全体</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>(tiles 0–%1)</source>
        <translation>（タイル 0–%1）</translation>
    </message>
    <message>
        <source>The tile&apos;s footprint (up to its highest address, less its room to spare) minus the bytes in use at its peak, counted against the tile&apos;s memory. The row at the peak shows each gap at its address.</source>
        <translation>タイルの占有範囲（最も高いアドレスまで、空き領域を除く）からピーク時に使用中のバイトを引いたもので、タイルのメモリに計上されます。ピーク時の行は各ギャップをそのアドレスに示します。</translation>
    </message>
    <message>
        <source>Addresses variables use at other steps, none of which is live at the tile&apos;s peak: holes between the lanes.</source>
        <translation>他のステップで変数が使うアドレスで、タイルのピーク時にはどれも生存していないもの: レーン間の穴。</translation>
    </message>
    <message>
        <source>Never used: padding that aligns the next block.</source>
        <translation>未使用: 次のブロックを揃えるためのパディング。</translation>
    </message>
    <message>
        <source>Never used, on a tile out of memory: room that the data which overflowed could not take.</source>
        <translation>メモリ不足のタイル上で未使用: オーバーフローしたデータが使えなかった領域。</translation>
    </message>
    <message>
        <source>Never used: holes that placement rules left.</source>
        <translation>未使用: 配置規則が残した穴。</translation>
    </message>
    <message>
        <source>Free (room to spare)</source>
        <translation>空き（余裕）</translation>
    </message>
    <message>
        <source>Tile memory minus used bytes and gaps: never used, and not counted against the tile.</source>
        <translation>タイルのメモリから使用バイトとギャップを引いたもの: 未使用で、タイルには計上されません。</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::ScreenshotWriter</name>
    <message>
        <source>Cannot create the directory %1.</source>
        <translation>ディレクトリ %1 を作成できません。</translation>
    </message>
    <message>
        <source>Cannot write %1: the window could not be drawn.</source>
        <translation>%1 を書き込めません。ウィンドウを描画できませんでした。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 を書き込めません: %2</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::SimulatePanel</name>
    <message>
        <source>Cancelled: the result shown is unchanged.</source>
        <translation>キャンセルしました。表示中の結果は変わりません。</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <source>The same simulation from a terminal:</source>
        <translation>同じシミュレーションをターミナルから実行:</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <source>Compare with:</source>
        <translation>比較対象:</translation>
    </message>
    <message>
        <source>the previous result</source>
        <translation>前回の結果</translation>
    </message>
    <message>
        <source>the pinned baseline</source>
        <translation>固定したベースライン</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Pin Shown</source>
        <translation>表示中を固定</translation>
    </message>
    <message>
        <source>Compare every later result with the report shown now</source>
        <translation>以降のすべての結果を、いま表示中のレポートと比較します</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>ライブ</translation>
    </message>
    <message>
        <source>Simulate again by itself a moment after each change</source>
        <translation>変更のたびに少し待ってから自動的に再シミュレートします</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Choose a Model</source>
        <translation>モデルを選択</translation>
    </message>
    <message>
        <source>Models (*.json *.onnx);;All files (*)</source>
        <translation>モデル (*.json *.onnx);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Choose a model.</source>
        <translation>モデルを選択してください。</translation>
    </message>
    <message>
        <source>%1 is neither a built-in model nor an existing file.</source>
        <translation>%1 は組み込みモデルでも既存のファイルでもありません。</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>モデル: %1</translation>
    </message>
    <message>
        <source>--%1: %2</source>
        <translation>--%1: %2</translation>
    </message>
    <message>
        <source>Simulate now</source>
        <translation>今すぐシミュレート</translation>
    </message>
    <message>
        <source>Baseline: %1</source>
        <translation>ベースライン: %1</translation>
    </message>
    <message>
        <source>No baseline is pinned: results are compared with the previous one.</source>
        <translation>ベースラインが固定されていません。結果は前回の結果と比較されます。</translation>
    </message>
    <message>
        <source>Simulating %1…</source>
        <translation>%1 をシミュレート中…</translation>
    </message>
    <message>
        <source>%1 of %2: fits in memory.</source>
        <translation>%2 の %1: メモリに収まります。</translation>
    </message>
    <message>
        <source>%1 of %2: out of memory.</source>
        <translation>%2 の %1: メモリ不足です。</translation>
    </message>
    <message>
        <source>The simulation failed: the result shown is unchanged.</source>
        <translation>シミュレーションに失敗しました。表示中の結果は変わりません。</translation>
    </message>
    <message>
        <source>Cannot Simulate</source>
        <translation>シミュレートできません</translation>
    </message>
    <message>
        <source>Not simulated: another report was opened before the change ran.</source>
        <translation>シミュレーションしませんでした。変更の実行前に別のレポートが開かれました。</translation>
    </message>
    <message>
        <source>%1 of %2 is not shown: another report was opened while it ran.</source>
        <translation>%2 の %1 は表示されません。実行中に別のレポートが開かれました。</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>コピーしました</translation>
    </message>
    <message>
        <source>The window shows %1; the settings here are your change, not its.</source>
        <translation>ウィンドウには %1 が表示されています。ここの設定はあなたの変更で、そのレポートのものではありません。</translation>
    </message>
    <message>
        <source>The window shows %1, which records no command: the settings here are not its.</source>
        <translation>ウィンドウには %1 が表示されていますが、コマンドが記録されていません。ここの設定はそのレポートのものではありません。</translation>
    </message>
    <message>
        <source>The settings are those of %1, the report shown: a change simulates from there.</source>
        <translation>設定は表示中のレポート %1 のものです。変更するとそこからシミュレーションします。</translation>
    </message>
    <message>
        <source>Nothing to simulate: the report shown has these settings.</source>
        <translation>シミュレーションする変更はありません: 表示中のレポートはこの設定です。</translation>
    </message>
    <message>
        <source>Model: a built-in model, a JSON or ONNX file, or a Hugging Face config.json</source>
        <translation>モデル：組み込みモデル、JSON または ONNX ファイル、または Hugging Face の config.json</translation>
    </message>
    <message>
        <source>Choose a JSON or ONNX model file, or a Hugging Face config.json</source>
        <translation>JSON または ONNX のモデルファイル、または Hugging Face の config.json を選ぶ</translation>
    </message>
    <message>
        <source>The IPU config was not opened: %1</source>
        <translation>IPU 設定を開けませんでした：%1</translation>
    </message>
    <message>
        <source>From %1</source>
        <translation>%1 から</translation>
    </message>
    <message>
        <source>Changed here: %1 gives %2</source>
        <translation>ここで変更：%1 では %2</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::SimulationRunner</name>
    <message>
        <source>Simulation %1</source>
        <translation>シミュレーション %1</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::SummaryView</name>
    <message>
        <source>The convolution planner found no plan within these operations&apos; available memory proportion and chose the plan using the least temporary memory instead, whatever its speed (Poplar&apos;s log says “convolution planner unable to meet memory target”). Lowering the proportion further changes nothing for them; such plans often put their operands on few tiles.</source>
        <translation>畳み込みプランナーは、これらの演算の利用可能メモリ比率に収まるプランを見つけられず、速度に関係なく一時メモリが最小のプランを選びました（Poplar のログには「convolution planner unable to meet memory target」と出力されます）。比率をさらに下げてもこれらの演算には影響しません。このようなプランはオペランドを少数のタイルに置くことがよくあります。</translation>
    </message>
    <message>
        <source>Could be half precision</source>
        <translation>半精度にできる変数</translation>
    </message>
    <message numerus="yes">
        <source>Planned for minimum memory: %n operation(s)</source>
        <translation>
            <numerusform>最小メモリで計画：%n 個の演算</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n operation(s))</source>
        <translation>
            <numerusform>%1（%n 個の演算）</numerusform>
        </translation>
    </message>
    <message>
        <source>Program and target</source>
        <translation>プログラムとターゲット</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>メモリ</translation>
    </message>
    <message>
        <source>Operations and execution</source>
        <translation>演算と実行</translation>
    </message>
    <message>
        <source>Memory by category</source>
        <translation>カテゴリ別メモリ</translation>
    </message>
    <message>
        <source>Worst tiles</source>
        <translation>使用量の多いタイル</translation>
    </message>
    <message>
        <source>Tiles by memory used</source>
        <translation>使用メモリ別のタイル数</translation>
    </message>
    <message>
        <source>IPUs</source>
        <translation>IPU</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>オプション</translation>
    </message>
    <message>
        <source>Engine options</source>
        <translation>エンジンオプション</translation>
    </message>
    <message numerus="yes">
        <source>Warnings (%n)</source>
        <translation>
            <numerusform>警告 (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>概要</translation>
    </message>
    <message>
        <source>%1 (source: %2)</source>
        <translation>%1（ソース: %2）</translation>
    </message>
    <message>
        <source>%1 (target: %2)</source>
        <translation>%1（ターゲット: %2）</translation>
    </message>
    <message numerus="yes">
        <source>Warnings of %1 (%n)</source>
        <translation>
            <numerusform>%1 の警告 (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tilescope::gui::SweepPlot</name>
    <message>
        <source>Out of memory: the worst tile&apos;s excess</source>
        <translation>メモリ不足: 最悪のタイルの超過分</translation>
    </message>
    <message>
        <source>Failed to compile</source>
        <translation>コンパイル失敗</translation>
    </message>
    <message>
        <source>The best that fits</source>
        <translation>収まるうちで最良</translation>
    </message>
    <message>
        <source>Click: source</source>
        <translation>クリック: ソース</translation>
    </message>
    <message>
        <source>Ctrl+click: target</source>
        <translation>Ctrl+クリック: ターゲット</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::SweepView</name>
    <message>
        <source>No sweep is open.</source>
        <translation>スイープは開かれていません。</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>The value of --%1 the grid holds</source>
        <translation>グリッドが固定する --%1 の値</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>%1 を開く</translation>
    </message>
    <message>
        <source>Open Point</source>
        <translation>ポイントを開く</translation>
    </message>
    <message>
        <source>Compare %1 with %2</source>
        <translation>%1 と %2 を比較</translation>
    </message>
    <message>
        <source>Compare Two Points</source>
        <translation>2 つのポイントを比較</translation>
    </message>
    <message>
        <source>Simulating %1 and %2…</source>
        <translation>%1 と %2 をシミュレート中…</translation>
    </message>
    <message>
        <source>Open %1 (%2) as the source and %3 (%4) as the target in every view</source>
        <translation>%1（%2）をソース、%3（%4）をターゲットとしてすべてのビューで開きます</translation>
    </message>
    <message>
        <source>Click a cell, then Ctrl+click another: Compare opens the two points as source and target in every view</source>
        <translation>セルをクリックし、別のセルを Ctrl+クリックします。「比較」で 2 つのポイントをソースとターゲットとしてすべてのビューで開きます</translation>
    </message>
    <message>
        <source>%1 cannot be simulated: %2</source>
        <translation>%1 はシミュレートできません: %2</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>行(&amp;R):</translation>
    </message>
    <message>
        <source>Colu&amp;mns:</source>
        <translation>列(&amp;M):</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>比較(&amp;C)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::TileBalancePlot</name>
    <message>
        <source>Tile</source>
        <translation>タイル</translation>
    </message>
    <message>
        <source>Cycles</source>
        <translation>サイクル数</translation>
    </message>
    <message>
        <source>First tile</source>
        <translation>最初のタイル</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>タイル数</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::TileBlocksModel</name>
    <message>
        <source>Always-live variables and constants</source>
        <translation>常時生存の変数と定数</translation>
    </message>
    <message>
        <source>Not-always-live variables</source>
        <translation>常時生存でない変数</translation>
    </message>
    <message>
        <source>Vertex code</source>
        <translation>Vertex コード</translation>
    </message>
    <message>
        <source>Vertex state and descriptors</source>
        <translation>Vertex 状態と記述子</translation>
    </message>
    <message>
        <source>Exchange code</source>
        <translation>Exchange コード</translation>
    </message>
    <message>
        <source>Control code</source>
        <translation>制御コード</translation>
    </message>
    <message>
        <source>Stack, message buffers, other</source>
        <translation>スタック、メッセージバッファ、その他</translation>
    </message>
    <message>
        <source>Overflow (past the tile&apos;s end)</source>
        <translation>オーバーフロー（タイル終端より後）</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>コード</translation>
    </message>
    <message>
        <source>Fixed data</source>
        <translation>固定データ</translation>
    </message>
    <message>
        <source>Variable</source>
        <translation>変数</translation>
    </message>
    <message>
        <source>Gap</source>
        <translation>ギャップ</translation>
    </message>
    <message>
        <source>Overflow</source>
        <translation>オーバーフロー</translation>
    </message>
    <message>
        <source>Beyond the tile&apos;s end</source>
        <translation>タイル終端より後</translation>
    </message>
    <message>
        <source>always live</source>
        <translation>常時生存</translation>
    </message>
    <message>
        <source>steps %1–%2</source>
        <translation>ステップ %1–%2</translation>
    </message>
    <message>
        <source>%1 at %2 (%3)</source>
        <translation>%2 (%3) に %1</translation>
    </message>
    <message>
        <source>Overflow: %1 beyond the tile&apos;s end
These bytes do not fit in the tile&apos;s memory: the tile is out of memory.</source>
        <translation>オーバーフロー: タイル終端を %1 超過
これらのバイトはタイルメモリに収まりません。このタイルはメモリ不足です。</translation>
    </message>
    <message>
        <source>Kind: %1</source>
        <translation>種類: %1</translation>
    </message>
    <message>
        <source>Category: %1</source>
        <translation>カテゴリ: %1</translation>
    </message>
    <message>
        <source>Region: %1</source>
        <translation>領域: %1</translation>
    </message>
    <message>
        <source>Live: %1</source>
        <translation>生存: %1</translation>
    </message>
    <message>
        <source>Variables whose live ranges do not overlap may share addresses; they are drawn in separate lanes.</source>
        <translation>生存区間が重ならない変数はアドレスを共有できます。別々のレーンに描画されます。</translation>
    </message>
    <message>
        <source>Beyond the tile</source>
        <translation>タイルの外</translation>
    </message>
    <message>
        <source>Interleaved</source>
        <translation>インターリーブ</translation>
    </message>
    <message>
        <source>Non-interleaved</source>
        <translation>非インターリーブ</translation>
    </message>
    <message>
        <source>%1 bytes (%2)</source>
        <translation>%1 バイト (%2)</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>カテゴリ</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>領域</translation>
    </message>
    <message>
        <source>Offset</source>
        <translation>オフセット</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <source>Live range</source>
        <translation>生存区間</translation>
    </message>
    <message>
        <source>gap</source>
        <translation>ギャップ</translation>
    </message>
    <message>
        <source>Free (never used, room to spare)</source>
        <translation>空き（未使用、余裕のある領域）</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>空き</translation>
    </message>
    <message>
        <source>Free space</source>
        <translation>空き領域</translation>
    </message>
    <message>
        <source>Free: %1
No variable is ever placed here: the tile has this room to spare.</source>
        <translation>空き: %1
ここにはどの変数も配置されません。タイルにはこの分の余裕があります。</translation>
    </message>
    <message>
        <source>free</source>
        <translation>空き</translation>
    </message>
    <message>
        <source>Gap: free at the peak</source>
        <translation>ギャップ: ピーク時に空き</translation>
    </message>
    <message>
        <source>Gap: alignment</source>
        <translation>ギャップ: アラインメント</translation>
    </message>
    <message>
        <source>Gap: stranded</source>
        <translation>ギャップ: 取り残し</translation>
    </message>
    <message>
        <source>Gap: never used</source>
        <translation>ギャップ: 未使用</translation>
    </message>
    <message>
        <source>Overflow: %1 past the tile&apos;s end (%2).
The tile is out of memory.</source>
        <translation>オーバーフロー: タイル終端 (%2) を %1 超えています。
このタイルはメモリ不足です。</translation>
    </message>
    <message>
        <source>Non-interleaved region: 0 to %1.
Code must live here; so does data that vertices read from one memory bank at a time.</source>
        <translation>非インターリーブ領域: 0 から %1。
コードはここに置く必要があります。Vertex が一度に 1 つのメモリバンクから読むデータも同様です。</translation>
    </message>
    <message>
        <source>Interleaved region: %1 to %2.
Consecutive words alternate between two memory banks, so a vertex can load and store in the same cycle: convolution (AMP) operands are placed here.</source>
        <translation>インターリーブ領域: %1 から %2。
連続するワードが 2 つのメモリバンクに交互に配置されるため、Vertex は同じサイクルでロードとストアができます。畳み込み (AMP) のオペランドはここに置かれます。</translation>
    </message>
    <message>
        <source>Nothing of this lane is at %1. At the tile&apos;s peak this address holds %2.</source>
        <translation>このレーンには %1 に何もありません。タイルのピーク時、このアドレスには %2 があります。</translation>
    </message>
    <message>
        <source>Free: nothing is ever placed above %1.</source>
        <translation>空き: %1 より上には何も配置されません。</translation>
    </message>
    <message>
        <source>Variables live at other steps use these addresses; at the tile&apos;s peak (step %1) none of them is live. The allocator cannot give them to the data live at the peak, so they count against the tile&apos;s memory.</source>
        <translation>他のステップで生存する変数がこれらのアドレスを使います。タイルのピーク時（ステップ %1）にはどれも生存していません。アロケーターはこれらをピーク時に生存するデータに割り当てられないため、タイルのメモリに計上されます。</translation>
    </message>
    <message>
        <source>No variable is ever placed here: these bytes pad the next block to its alignment.</source>
        <translation>ここには変数が一度も置かれません。これらのバイトは次のブロックをアラインメントに揃えるためのものです。</translation>
    </message>
    <message>
        <source>No variable is ever placed here, yet the tile is out of memory: this non-interleaved space is stranded, as the data that overflowed must be interleaved (from %1) or needed a larger hole.</source>
        <translation>ここには変数が一度も置かれませんが、タイルはメモリ不足です。オーバーフローしたデータはインターリーブ領域（%1 以降）に置く必要があるか、より大きな穴が必要だったため、この非インターリーブ領域は取り残されています。</translation>
    </message>
    <message>
        <source>No variable is ever placed here, yet the tile is out of memory: the data that overflowed needed a larger hole.</source>
        <translation>ここには変数が一度も置かれませんが、タイルはメモリ不足です。オーバーフローしたデータにはより大きな穴が必要でした。</translation>
    </message>
    <message>
        <source>No variable is ever placed here: placement rules left this hole.</source>
        <translation>ここには変数が一度も置かれません。配置規則がこの穴を残しました。</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::TileBreakdownModel</name>
    <message>
        <source>%1 bytes</source>
        <translation>%1 バイト</translation>
    </message>
    <message>
        <source>Tile %1 source</source>
        <translation>タイル %1 ソース</translation>
    </message>
    <message>
        <source>Tile %1</source>
        <translation>タイル %1</translation>
    </message>
    <message>
        <source>Tile %1 target</source>
        <translation>タイル %1 ターゲット</translation>
    </message>
    <message>
        <source>Tile %1 difference</source>
        <translation>タイル %1 差</translation>
    </message>
    <message>
        <source>%1 (out of memory)</source>
        <translation>%1（メモリ不足）</translation>
    </message>
    <message>
        <source>Total (including gaps)</source>
        <translation>合計（ギャップを含む）</translation>
    </message>
    <message>
        <source>Overflow (out of memory)</source>
        <translation>オーバーフロー（メモリ不足）</translation>
    </message>
    <message>
        <source>What the tile must hold, compared with its memory.</source>
        <translation>タイルが保持すべき量（タイルのメモリと比較）。</translation>
    </message>
    <message>
        <source>Bytes that could not be placed in the tile&apos;s memory.</source>
        <translation>タイルのメモリに配置できなかったバイト数。</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>カテゴリ</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::TileContentsModel</name>
    <message>
        <source>Variable</source>
        <translation>変数</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>カテゴリ</translation>
    </message>
    <message>
        <source>Bytes on the tile</source>
        <translation>タイル上のバイト数</translation>
    </message>
    <message>
        <source>Offset</source>
        <translation>オフセット</translation>
    </message>
    <message>
        <source>The variable&apos;s address on this tile, in bytes</source>
        <translation>このタイル上の変数のアドレス（バイト）</translation>
    </message>
    <message>
        <source>Live from step</source>
        <translation>生存開始ステップ</translation>
    </message>
    <message>
        <source>Empty for an always-live variable</source>
        <translation>常時生存の変数では空欄</translation>
    </message>
    <message>
        <source>Live to step</source>
        <translation>生存終了ステップ</translation>
    </message>
    <message>
        <source>Compute set</source>
        <translation>コンピュートセット</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>演算</translation>
    </message>
    <message>
        <source>Vertex type</source>
        <translation>Vertex の型</translation>
    </message>
    <message>
        <source>Vertices</source>
        <translation>Vertex 数</translation>
    </message>
    <message>
        <source>Instances on this tile: the type&apos;s instances spread over its tiles</source>
        <translation>このタイル上のインスタンス数（型のインスタンスをそのタイル群に割り振ったもの）</translation>
    </message>
    <message>
        <source>State bytes (≈)</source>
        <translation>状態のバイト数（≈）</translation>
    </message>
    <message>
        <source>The tile&apos;s vertex state, shared among its vertices by count: the report keeps it per tile only</source>
        <translation>タイルの Vertex 状態を Vertex 数で按分したもの（レポートはタイル単位でしか保持しません）</translation>
    </message>
    <message>
        <source>Cycles on the tile</source>
        <translation>タイル上のサイクル数</translation>
    </message>
    <message>
        <source>From the compute set&apos;s tile balance (needs an execution profile)</source>
        <translation>コンピュートセットのタイルバランスから（実行プロファイルが必要）</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>交換</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Bytes in</source>
        <translation>受信バイト数</translation>
    </message>
    <message>
        <source>Received by each tile taking part</source>
        <translation>参加する各タイルが受信</translation>
    </message>
    <message>
        <source>Bytes out</source>
        <translation>送信バイト数</translation>
    </message>
    <message>
        <source>Sent by each tile taking part</source>
        <translation>参加する各タイルが送信</translation>
    </message>
    <message>
        <source>Code bytes (≈)</source>
        <translation>コードのバイト数（≈）</translation>
    </message>
    <message>
        <source>The tile&apos;s exchange code, shared among its exchanges by the bytes they move: the report keeps it per tile only</source>
        <translation>タイルの Exchange コードを、各交換が移すバイト数で按分したもの（レポートはタイル単位でしか保持しません）</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::TileHistogramPlot</name>
    <message>
        <source>Memory from (bytes)</source>
        <translation>メモリ下限（バイト）</translation>
    </message>
    <message>
        <source>Memory to (bytes)</source>
        <translation>メモリ上限（バイト）</translation>
    </message>
    <message>
        <source>Memory used per tile, including gaps (KiB)</source>
        <translation>タイルあたりの使用メモリ (ギャップを含む, KiB)</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>タイル数</translation>
    </message>
    <message>
        <source>Tile memory</source>
        <translation>タイルメモリ</translation>
    </message>
    <message>
        <source>Target tiles</source>
        <translation>ターゲットのタイル</translation>
    </message>
    <message>
        <source>%1 (source)</source>
        <translation>%1（ソース）</translation>
    </message>
    <message>
        <source>%1 (target)</source>
        <translation>%1（ターゲット）</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::TileInsideTabs</name>
    <message>
        <source>Variables</source>
        <translation>変数</translation>
    </message>
    <message>
        <source>Compute sets and vertices</source>
        <translation>コンピュートセットと Vertex</translation>
    </message>
    <message>
        <source>Exchanges</source>
        <translation>交換</translation>
    </message>
    <message>
        <source>The compute sets whose tile balance includes this tile, from the execution profile.</source>
        <translation>タイルバランスにこのタイルを含むコンピュートセット（実行プロファイルより）。</translation>
    </message>
    <message>
        <source>Without an execution profile, the compute sets of the operations that keep data on this tile.</source>
        <translation>実行プロファイルがないため、このタイルにデータを置く演算のコンピュートセット。</translation>
    </message>
    <message>
        <source>Variables with bytes on tile %1, by address.</source>
        <translation>タイル %1 にバイトを持つ変数（アドレス順）。</translation>
    </message>
    <message>
        <source>The exchanges of the compute sets&apos; operations on this tile&apos;s IPU; bytes are per tile taking part.</source>
        <translation>このタイルの IPU 上で、コンピュートセットの演算が行う交換（バイト数は参加タイルあたり）。</translation>
    </message>
    <message>
        <source>Source, %1, tile %2</source>
        <translation>ソース、%1、タイル %2</translation>
    </message>
    <message>
        <source>Target, %1, tile %2</source>
        <translation>ターゲット、%1、タイル %2</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::TileMemoryPlot</name>
    <message>
        <source>Over tile memory (out of memory)</source>
        <translation>タイルメモリ超過（メモリ不足）</translation>
    </message>
    <message>
        <source>Least used tile (per column)</source>
        <translation>最も使用の少ないタイル（列ごと）</translation>
    </message>
    <message>
        <source>Tile memory (max)</source>
        <translation>タイルメモリ（最大）</translation>
    </message>
    <message>
        <source>Tile (IPU %1), in software order</source>
        <translation>タイル（IPU %1、ソフトウェア順）</translation>
    </message>
    <message>
        <source>Tile, in software order</source>
        <translation>タイル（ソフトウェア順）</translation>
    </message>
    <message>
        <source>Tiles of IPU %1 by memory used, most used first (rank)</source>
        <translation>IPU %1 のタイル（使用メモリ順、多い順、順位）</translation>
    </message>
    <message>
        <source>Tiles by memory used, most used first (rank)</source>
        <translation>タイル（使用メモリ順、多い順、順位）</translation>
    </message>
    <message>
        <source>Tile memory: %1</source>
        <translation>タイルメモリ: %1</translation>
    </message>
    <message>
        <source>Tile memory (%1) is above this scale</source>
        <translation>タイルメモリ（%1）はこの目盛りより上です</translation>
    </message>
    <message>
        <source>IPU %1</source>
        <translation>IPU %1</translation>
    </message>
    <message>
        <source>Target uses more</source>
        <translation>ターゲットが多い</translation>
    </message>
    <message>
        <source>Target uses less</source>
        <translation>ターゲットが少ない</translation>
    </message>
    <message>
        <source>Selected tiles</source>
        <translation>選択したタイル</translation>
    </message>
    <message>
        <source>KiB per tile</source>
        <translation>タイルあたり KiB</translation>
    </message>
    <message>
        <source>Target
− source
(KiB)</source>
        <translation>ターゲット
− ソース
(KiB)</translation>
    </message>
    <message>
        <source>%1 uses more than %2</source>
        <translation>%1 が %2 より多い</translation>
    </message>
    <message>
        <source>%1 uses less than %2</source>
        <translation>%1 が %2 より少ない</translation>
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
        <translation>IPU %1 · IO タイル</translation>
    </message>
    <message>
        <source>IPU %1 · stage %2</source>
        <translation>IPU %1 · ステージ %2</translation>
    </message>
    <message>
        <source>IPU %1 · stages %2–%3</source>
        <translation>IPU %1 · ステージ %2–%3</translation>
    </message>
    <message>
        <source>IPU %1 · stages %2</source>
        <translation>IPU %1 · ステージ %2</translation>
    </message>
    <message>
        <source>Replica %1 · %2</source>
        <translation>レプリカ %1 · %2</translation>
    </message>
    <message>
        <source>Time (µs at %1 GHz)</source>
        <translation>時間（%1 GHz での µs）</translation>
    </message>
    <message>
        <source>Cycles</source>
        <translation>サイクル</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::TraceSidePanel</name>
    <message>
        <source>Click a step of the trace for its details. Hover to name it; click a folded box to zoom into it.</source>
        <translation>トレースのステップをクリックすると詳細を表示します。ホバーで名前を表示、折りたたまれたボックスをクリックすると拡大します。</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>詳細</translation>
    </message>
    <message>
        <source>Time per operation</source>
        <translation>演算ごとの時間</translation>
    </message>
    <message>
        <source>IPUs</source>
        <translation>IPU</translation>
    </message>
    <message>
        <source>Tile balance of %1: %2 tiles, the slowest %3 cycles</source>
        <translation>%1 のタイルバランス: %2 タイル、最も遅いタイルは %3 サイクル</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::WelcomePage</name>
    <message>
        <source>Open a report to see where the memory of an IPU program goes.</source>
        <translation>レポートを開くと、IPU プログラムのメモリの使われ方がわかります。</translation>
    </message>
    <message>
        <source>Open Report…</source>
        <translation>レポートを開く…</translation>
    </message>
    <message>
        <source>New Simulation…</source>
        <translation>新しいシミュレーション…</translation>
    </message>
    <message>
        <source>Use File &gt; Open (Ctrl+O) or drop a .tsr or .json report here, or simulate a model with File &gt; New Simulation (Ctrl+N). New to IPU memory? Help &gt; Lessons walks through out-of-memory cases, liveness, gaps, pipelining and more, step by step.</source>
        <translation>ファイル &gt; 開く (Ctrl+O) を使うか、.tsr または .json レポートをここにドロップするか、ファイル &gt; 新しいシミュレーション (Ctrl+N) でモデルをシミュレートしてください。IPU のメモリは初めてですか? ヘルプ &gt; レッスンで、メモリ不足のケース、ライブネス、ギャップ、パイプラインなどを一歩ずつ学べます。</translation>
    </message>
    <message>
        <source>Lessons…</source>
        <translation>レッスン…</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::WindowMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New Simulation…</source>
        <translation>新しいシミュレーション(&amp;N)…</translation>
    </message>
    <message>
        <source>Simulate a model with the settings of the Simulate panel</source>
        <translation>シミュレーションパネルの設定でモデルをシミュレートします</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <source>Compare &amp;With…</source>
        <translation>比較対象を開く(&amp;W)…</translation>
    </message>
    <message>
        <source>Open a second report as the target to compare the current one against</source>
        <translation>現在のレポートと比較するターゲットとして 2 つ目のレポートを開きます</translation>
    </message>
    <message>
        <source>&amp;Stop Comparing</source>
        <translation>比較を終了(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Save Report As…</source>
        <translation>名前を付けてレポートを保存(&amp;S)…</translation>
    </message>
    <message>
        <source>Write the shown report to a .tsr or .json file</source>
        <translation>表示中のレポートを .tsr または .json ファイルに書き出します</translation>
    </message>
    <message>
        <source>Simulate &amp;From This Report</source>
        <translation>このレポートからシミュレート(&amp;F)</translation>
    </message>
    <message>
        <source>Fill the Simulate panel with the model and options the shown report was simulated with</source>
        <translation>表示中のレポートのシミュレーションに使われたモデルとオプションをシミュレーションパネルに入力します</translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <translation>再読み込み(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>Simulate &amp;Panel</source>
        <translation>シミュレーションパネル(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Presentation</source>
        <translation>プレゼンテーション(&amp;E)</translation>
    </message>
    <message>
        <source>Larger text and thicker plot lines, for a projector</source>
        <translation>プロジェクター向けに文字を大きく、グラフの線を太くします</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>拡大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Reset Zoom</source>
        <translation>ズームをリセット(&amp;R)</translation>
    </message>
    <message>
        <source>A plot with the keyboard focus also zooms with +, − and 0.</source>
        <translation>キーボードフォーカスのあるグラフは +、−、0 でも拡大縮小できます。</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Lessons…</source>
        <translation>レッスン(&amp;L)…</translation>
    </message>
    <message>
        <source>The guides&apos; lessons, one click each: simulated, shown and explained</source>
        <translation>ガイドのレッスンをそれぞれワンクリックで: シミュレートし、表示し、解説します</translation>
    </message>
    <message>
        <source>&amp;About Tilescope</source>
        <translation>Tilescope について(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Qt について(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>一覧を消去</translation>
    </message>
    <message>
        <source>About Tilescope</source>
        <translation>Tilescope について</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tilescope %1&lt;/h3&gt;&lt;p&gt;Simulates Graphcore IPU programs and shows their memory, liveness and execution reports.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Tilescope %1&lt;/h3&gt;&lt;p&gt;Graphcore IPU プログラムをシミュレートし、メモリ、生存期間、実行のレポートを表示します。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Dark Palette</source>
        <translation>ダークパレット(&amp;D)</translation>
    </message>
    <message>
        <source>Light text on dark backgrounds, whatever the desktop&apos;s theme</source>
        <translation>デスクトップのテーマに関係なく、暗い背景に明るい文字</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::WorstTilesModel</name>
    <message>
        <source>Memory used including gaps, as a share of the tile&apos;s memory</source>
        <translation>ギャップを含む使用メモリがタイルのメモリに占める割合</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>タイル</translation>
    </message>
    <message>
        <source>IPU</source>
        <translation>IPU</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>メモリ</translation>
    </message>
    <message>
        <source>Of tile</source>
        <translation>タイル比</translation>
    </message>
    <message>
        <source>Excluding gaps</source>
        <translation>ギャップを除く</translation>
    </message>
    <message>
        <source>Always-live</source>
        <translation>常時生存</translation>
    </message>
    <message>
        <source>Peak not-always-live</source>
        <translation>非常時生存のピーク</translation>
    </message>
</context>
</TS>
