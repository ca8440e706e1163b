<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
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
        <source>View to show first (for example "summary").</source>
        <translation>最初に表示するビュー (例: "summary")。</translation>
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
        <source>--tile expects a tile number, not "%1".</source>
        <translation>--tile にはタイル番号を指定してください ("%1" ではなく)。</translation>
    </message>
    <message>
        <source>--screenshot needs a report to show.</source>
        <translation>--screenshot には表示するレポートが必要です。</translation>
    </message>
    <message>
        <source>--compare needs a report to compare.</source>
        <translation>--compare には比較するレポートが必要です。</translation>
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
        <source>Always-live</source>
        <translation>常時生存</translation>
    </message>
    <message>
        <source>Code, constants and variables allocated for the whole program</source>
        <translation>プログラム全体にわたって割り当てられるコード、定数、変数</translation>
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
</context>
<context>
    <name>main</name>
    <message>
        <source>unknown view "%1"; the views are: %2</source>
        <translation>不明なビュー "%1"。使用できるビュー: %2</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::CategoryTableModel</name>
    <message>
        <source>Always-live variables</source>
        <translation>常時生存変数</translation>
    </message>
    <message>
        <source>Not-always-live variables</source>
        <translation>非常時生存変数</translation>
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
        <translation>内部エクスチェンジコード</translation>
    </message>
    <message>
        <source>Host exchange code</source>
        <translation>ホストエクスチェンジコード</translation>
    </message>
    <message>
        <source>Global exchange code</source>
        <translation>グローバルエクスチェンジコード</translation>
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
        <source>Source</source>
        <translation>ソース</translation>
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
        <source>Target</source>
        <translation>ターゲット</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>差分</translation>
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
        <source>Target report: fits in memory (largest tile %1 uses %2)</source>
        <translation>ターゲットレポート: メモリに収まります (最大のタイル %1 が %2 を使用)</translation>
    </message>
    <message>
        <source>Target report: OUT OF MEMORY (largest tile %1 uses %2)</source>
        <translation>ターゲットレポート: メモリ不足 (最大のタイル %1 が %2 を使用)</translation>
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
</context>
<context>
    <name>tilescope::gui::KeyValueModel</name>
    <message>
        <source>Property</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>ソース</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>ターゲット</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>差分</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
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
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
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
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Open a report to see where the memory of an IPU program goes.</source>
        <translation>レポートを開くと、IPU プログラムのメモリの使われ方がわかります。</translation>
    </message>
    <message>
        <source>Use File &gt; Open (Ctrl+O) or drop a .tsr or .json report here.</source>
        <translation>ファイル &gt; 開く (Ctrl+O) を使うか、.tsr または .json レポートをここにドロップしてください。</translation>
    </message>
    <message>
        <source>Open Report…</source>
        <translation>レポートを開く…</translation>
    </message>
    <message>
        <source>Open Report</source>
        <translation>レポートを開く</translation>
    </message>
    <message>
        <source>Tilescope reports (*.tsr *.json)</source>
        <translation>Tilescope レポート (*.tsr *.json)</translation>
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
        <source>The language will change when Tilescope is restarted.</source>
        <translation>言語は Tilescope の再起動後に切り替わります。</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
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
        <source>Compare With Report</source>
        <translation>比較するレポート</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::ScreenshotWriter</name>
    <message>
        <source>Cannot create the directory %1.</source>
        <translation>ディレクトリ %1 を作成できません。</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 に書き込めません。</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::SummaryView</name>
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
    <message>
        <source>Worst tiles (source)</source>
        <translation>使用量の多いタイル (ソース)</translation>
    </message>
    <message>
        <source>Tiles by memory used (source)</source>
        <translation>使用メモリ別のタイル数 (ソース)</translation>
    </message>
    <message numerus="yes">
        <source>Warnings (%n)</source>
        <translation><numerusform>警告 (%n)</numerusform></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>概要</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::TileHistogramPlot</name>
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
</context>
<context>
    <name>tilescope::gui::WorstTilesModel</name>
    <message>
        <source>Memory used including gaps, as a share of the tile's memory</source>
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
