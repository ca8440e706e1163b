<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>CommandLine</name>
    <message>
        <source>Shows the memory, liveness and execution of simulated IPU programs.</source>
        <translation>显示模拟 IPU 程序的内存、活跃性和执行情况。</translation>
    </message>
    <message>
        <source>Report file to open (.tsr or .json).</source>
        <translation>要打开的报告文件（.tsr 或 .json）。</translation>
    </message>
    <message>
        <source>Report to compare the first one against.</source>
        <translation>与第一个报告进行比较的报告。</translation>
    </message>
    <message>
        <source>View to show first (for example "summary").</source>
        <translation>首先显示的视图（例如“summary”）。</translation>
    </message>
    <message>
        <source>Tile to select.</source>
        <translation>要选择的 tile。</translation>
    </message>
    <message>
        <source>Save a picture of every view to DIR, then exit.</source>
        <translation>将每个视图的图片保存到 DIR，然后退出。</translation>
    </message>
    <message>
        <source>Only one report can be opened; use --compare for a second one.</source>
        <translation>只能打开一个报告；第二个报告请使用 --compare。</translation>
    </message>
    <message>
        <source>--tile expects a tile number, not "%1".</source>
        <translation>--tile 需要 tile 编号，而不是“%1”。</translation>
    </message>
    <message>
        <source>--screenshot needs a report to show.</source>
        <translation>--screenshot 需要一个要显示的报告。</translation>
    </message>
    <message>
        <source>--compare needs a report to compare.</source>
        <translation>--compare 需要一个要比较的报告。</translation>
    </message>
</context>
<context>
    <name>LanguageSetting</name>
    <message>
        <source>System</source>
        <translation>系统</translation>
    </message>
</context>
<context>
    <name>LoadFailureText</name>
    <message>
        <source>The file does not exist or cannot be opened.</source>
        <translation>文件不存在或无法打开。</translation>
    </message>
    <message>
        <source>The file is empty, truncated or not in a format Tilescope reads.</source>
        <translation>文件为空、被截断，或不是 Tilescope 能读取的格式。</translation>
    </message>
    <message>
        <source>The file is not a Tilescope report.</source>
        <translation>该文件不是 Tilescope 报告。</translation>
    </message>
    <message>
        <source>The report was written by a newer version of Tilescope.</source>
        <translation>该报告由更新版本的 Tilescope 写入。</translation>
    </message>
    <message>
        <source>The report contains an invalid value.</source>
        <translation>报告包含无效的值。</translation>
    </message>
    <message>
        <source>The report lacks a required field.</source>
        <translation>报告缺少必需的字段。</translation>
    </message>
    <message>
        <source>The report could not be loaded.</source>
        <translation>无法加载报告。</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>文件：%1</translation>
    </message>
    <message>
        <source>Field: %1</source>
        <translation>字段：%1</translation>
    </message>
    <message>
        <source>Details: %1</source>
        <translation>详细信息：%1</translation>
    </message>
</context>
<context>
    <name>SummaryRows</name>
    <message>
        <source>differs</source>
        <translation>不同</translation>
    </message>
    <message>
        <source>%1 IPU(s) × %2 tiles × %3</source>
        <translation>%1 个 IPU × %2 个 tile × %3</translation>
    </message>
    <message>
        <source>%1 GHz</source>
        <translation>%1 GHz</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>Batch size</source>
        <translation>批大小</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <source>IPUs × tiles × memory</source>
        <translation>IPU × tile × 内存</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>副本</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>时钟频率</translation>
    </message>
    <message>
        <source>Generator</source>
        <translation>生成工具</translation>
    </message>
    <message>
        <source>Total memory</source>
        <translation>总内存</translation>
    </message>
    <message>
        <source>All bytes of one replica, including gaps</source>
        <translation>一个副本的全部字节（含空隙）</translation>
    </message>
    <message>
        <source>Memory capacity</source>
        <translation>内存容量</translation>
    </message>
    <message>
        <source>Tiles of one replica × memory per tile</source>
        <translation>一个副本的 tile 数 × 每个 tile 的内存</translation>
    </message>
    <message>
        <source>Always-live</source>
        <translation>始终存活</translation>
    </message>
    <message>
        <source>Code, constants and variables allocated for the whole program</source>
        <translation>在整个程序期间分配的代码、常量和变量</translation>
    </message>
    <message>
        <source>Peak not-always-live</source>
        <translation>非始终存活峰值</translation>
    </message>
    <message>
        <source>The largest total of variables live at the same program step</source>
        <translation>同一程序步骤中存活变量总量的最大值</translation>
    </message>
    <message>
        <source>no program steps</source>
        <translation>无程序步骤</translation>
    </message>
    <message>
        <source>Peak at step</source>
        <translation>峰值所在步骤</translation>
    </message>
    <message>
        <source>Gaps</source>
        <translation>空隙</translation>
    </message>
    <message>
        <source>Holes left by alignment and placement rules</source>
        <translation>对齐和放置规则留下的空洞</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>代码</translation>
    </message>
    <message>
        <source>Tile memory, minimum</source>
        <translation>tile 内存（最小）</translation>
    </message>
    <message>
        <source>Tile memory, mean</source>
        <translation>tile 内存（平均）</translation>
    </message>
    <message>
        <source>Tile memory, maximum</source>
        <translation>tile 内存（最大）</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Planner fallbacks</source>
        <translation>规划器回退</translation>
    </message>
    <message>
        <source>Operations the planner could only fit by optimising for minimum memory (phase 2)</source>
        <translation>规划器只能通过针对最小内存优化才能容纳的操作（第 2 阶段）</translation>
    </message>
    <message>
        <source>not profiled</source>
        <translation>未分析</translation>
    </message>
    <message>
        <source>%1 samples/s</source>
        <translation>%1 样本/秒</translation>
    </message>
    <message>
        <source>Cycles per iteration</source>
        <translation>每次迭代周期数</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>（未设置）</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>unknown view "%1"; the views are: %2</source>
        <translation>未知视图“%1”；可用视图：%2</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::CategoryTableModel</name>
    <message>
        <source>Always-live variables</source>
        <translation>始终存活变量</translation>
    </message>
    <message>
        <source>Not-always-live variables</source>
        <translation>非始终存活变量</translation>
    </message>
    <message>
        <source>Constants</source>
        <translation>常量</translation>
    </message>
    <message>
        <source>Vertex code</source>
        <translation>Vertex 代码</translation>
    </message>
    <message>
        <source>Vertex instance state</source>
        <translation>Vertex 实例状态</translation>
    </message>
    <message>
        <source>Vertex field data</source>
        <translation>Vertex 字段数据</translation>
    </message>
    <message>
        <source>Vector list descriptors</source>
        <translation>向量列表描述符</translation>
    </message>
    <message>
        <source>Copy descriptors</source>
        <translation>复制描述符</translation>
    </message>
    <message>
        <source>Control code</source>
        <translation>控制代码</translation>
    </message>
    <message>
        <source>Control IDs</source>
        <translation>控制 ID</translation>
    </message>
    <message>
        <source>Control table</source>
        <translation>控制表</translation>
    </message>
    <message>
        <source>Internal exchange code</source>
        <translation>内部交换代码</translation>
    </message>
    <message>
        <source>Host exchange code</source>
        <translation>主机交换代码</translation>
    </message>
    <message>
        <source>Global exchange code</source>
        <translation>全局交换代码</translation>
    </message>
    <message>
        <source>Host exchange packet headers</source>
        <translation>主机交换数据包头</translation>
    </message>
    <message>
        <source>Global exchange packet headers</source>
        <translation>全局交换数据包头</translation>
    </message>
    <message>
        <source>Instrumentation results</source>
        <translation>插桩结果</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>栈</translation>
    </message>
    <message>
        <source>Message buffers</source>
        <translation>消息缓冲区</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>源</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>差值</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::FitBanner</name>
    <message>
        <source>OUT OF MEMORY</source>
        <translation>内存不足</translation>
    </message>
    <message>
        <source>Fits in memory</source>
        <translation>内存足够</translation>
    </message>
    <message>
        <source>Largest tile: %1 uses %2 of %3 (%4)</source>
        <translation>最大的 tile：%1 使用了 %3 中的 %2（%4）</translation>
    </message>
    <message>
        <source>Target report: fits in memory (largest tile %1 uses %2)</source>
        <translation>目标报告：内存足够（最大的 tile %1 使用了 %2）</translation>
    </message>
    <message>
        <source>Target report: OUT OF MEMORY (largest tile %1 uses %2)</source>
        <translation>目标报告：内存不足（最大的 tile %1 使用了 %2）</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::IpuTableModel</name>
    <message>
        <source>Fits</source>
        <translation>足够</translation>
    </message>
    <message>
        <source>Out of memory</source>
        <translation>内存不足</translation>
    </message>
    <message>
        <source>IPU</source>
        <translation>IPU</translation>
    </message>
    <message>
        <source>Always-live</source>
        <translation>始终存活</translation>
    </message>
    <message>
        <source>Peak not-always-live</source>
        <translation>非始终存活峰值</translation>
    </message>
    <message>
        <source>Largest tile</source>
        <translation>最大 tile</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::KeyValueModel</name>
    <message>
        <source>Property</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>源</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>差值</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <translation>重新加载(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Tilescope</source>
        <translation>关于 Tilescope(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Open a report to see where the memory of an IPU program goes.</source>
        <translation>打开报告，查看 IPU 程序的内存用在了哪里。</translation>
    </message>
    <message>
        <source>Use File &gt; Open (Ctrl+O) or drop a .tsr or .json report here.</source>
        <translation>使用“文件 &gt; 打开”（Ctrl+O），或将 .tsr 或 .json 报告拖放到此处。</translation>
    </message>
    <message>
        <source>Open Report…</source>
        <translation>打开报告…</translation>
    </message>
    <message>
        <source>Open Report</source>
        <translation>打开报告</translation>
    </message>
    <message>
        <source>Tilescope reports (*.tsr *.json)</source>
        <translation>Tilescope 报告 (*.tsr *.json)</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>清除列表</translation>
    </message>
    <message>
        <source>About Tilescope</source>
        <translation>关于 Tilescope</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tilescope %1&lt;/h3&gt;&lt;p&gt;Simulates Graphcore IPU programs and shows their memory, liveness and execution reports.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Tilescope %1&lt;/h3&gt;&lt;p&gt;模拟 Graphcore IPU 程序，并显示其内存、活跃性和执行报告。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The language will change when Tilescope is restarted.</source>
        <translation>语言将在 Tilescope 重新启动后更改。</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>正在加载 %1…</translation>
    </message>
    <message>
        <source>Cannot Open Report</source>
        <translation>无法打开报告</translation>
    </message>
    <message>
        <source>Loading cancelled.</source>
        <translation>已取消加载。</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 对比 %2</translation>
    </message>
    <message>
        <source>Compare &amp;With…</source>
        <translation>与…比较(&amp;W)</translation>
    </message>
    <message>
        <source>Open a second report as the target to compare the current one against</source>
        <translation>打开第二个报告作为目标，与当前报告进行比较</translation>
    </message>
    <message>
        <source>&amp;Stop Comparing</source>
        <translation>停止比较(&amp;S)</translation>
    </message>
    <message>
        <source>Compare With Report</source>
        <translation>选择要比较的报告</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::ScreenshotWriter</name>
    <message>
        <source>Cannot create the directory %1.</source>
        <translation>无法创建目录 %1。</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>无法写入 %1。</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::SummaryView</name>
    <message>
        <source>Program and target</source>
        <translation>程序与目标</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>Operations and execution</source>
        <translation>操作与执行</translation>
    </message>
    <message>
        <source>Memory by category</source>
        <translation>按类别划分的内存</translation>
    </message>
    <message>
        <source>Worst tiles</source>
        <translation>占用最多的 tile</translation>
    </message>
    <message>
        <source>Tiles by memory used</source>
        <translation>按已用内存统计的 tile</translation>
    </message>
    <message>
        <source>IPUs</source>
        <translation>IPU</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>Engine options</source>
        <translation>引擎选项</translation>
    </message>
    <message>
        <source>Worst tiles (source)</source>
        <translation>占用最多的 tile（源）</translation>
    </message>
    <message>
        <source>Tiles by memory used (source)</source>
        <translation>按已用内存统计的 tile（源）</translation>
    </message>
    <message numerus="yes">
        <source>Warnings (%n)</source>
        <translation><numerusform>警告（%n）</numerusform></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::TileHistogramPlot</name>
    <message>
        <source>Memory used per tile, including gaps (KiB)</source>
        <translation>每个 tile 的已用内存，含空隙 (KiB)</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>tile 数</translation>
    </message>
    <message>
        <source>Tile memory</source>
        <translation>tile 内存</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::WorstTilesModel</name>
    <message>
        <source>Memory used including gaps, as a share of the tile's memory</source>
        <translation>已用内存（含空隙）占 tile 内存的比例</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Tile</translation>
    </message>
    <message>
        <source>IPU</source>
        <translation>IPU</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>Of tile</source>
        <translation>占 tile</translation>
    </message>
    <message>
        <source>Excluding gaps</source>
        <translation>不含空隙</translation>
    </message>
    <message>
        <source>Always-live</source>
        <translation>始终存活</translation>
    </message>
    <message>
        <source>Peak not-always-live</source>
        <translation>非始终存活峰值</translation>
    </message>
</context>
</TS>
