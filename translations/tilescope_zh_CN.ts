<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ClaimSentences</name>
    <message>
        <source>Fitting in memory</source>
        <translation>是否放得下</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>Cycles per iteration</source>
        <translation>每次迭代的周期数</translation>
    </message>
    <message>
        <source>Total memory</source>
        <translation>总内存</translation>
    </message>
    <message>
        <source>Always-live memory</source>
        <translation>始终存活内存</translation>
    </message>
    <message>
        <source>Peak not-always-live memory</source>
        <translation>非始终存活内存峰值</translation>
    </message>
    <message>
        <source>Memory of the fullest tile</source>
        <translation>最满tile的内存</translation>
    </message>
    <message>
        <source>Memory of the fullest tile without its gaps</source>
        <translation>最满tile的内存（不含空隙）</translation>
    </message>
    <message>
        <source>Gaps</source>
        <translation>空隙</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>代码</translation>
    </message>
    <message>
        <source>Operations planned for minimum memory</source>
        <translation>按最小内存规划的操作</translation>
    </message>
    <message>
        <source>The fullest tile against the mean tile</source>
        <translation>最满tile与平均tile之比</translation>
    </message>
    <message>
        <source>Pipeline FIFO memory</source>
        <translation>流水线 FIFO 内存</translation>
    </message>
    <message>
        <source>Steps in the trace</source>
        <translation>跟踪中的步骤数</translation>
    </message>
    <message>
        <source>%1 samples/s</source>
        <translation>%1 样本/秒</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1 倍</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>放得下</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <source>configuration %1</source>
        <translation>配置 %1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>With %1 it fits: its fullest tile, %3, holds %2</source>
        <translation>%1 时放得下：最满的 tile %3 占用 %2</translation>
    </message>
    <message>
        <source>With %1 it does not fit: tile %3 needs %2</source>
        <translation>%1 时放不下：tile %3 需要 %2</translation>
    </message>
    <message>
        <source>%1 with %2: %3</source>
        <translation>%2 时的%1：%3</translation>
    </message>
    <message>
        <source>%1 with %2: %3, not %4</source>
        <translation>%2 时的%1：%3，不是 %4</translation>
    </message>
    <message>
        <source>%1 with %2: %3, the same as with %4</source>
        <translation>%2 时的%1：%3，与 %4 时相同</translation>
    </message>
    <message>
        <source>%1 with %2: %3, not the same as with %4 (%5)</source>
        <translation>%2 时的%1：%3，与 %4 时（%5）不同</translation>
    </message>
    <message>
        <source>%1 with %2: %3, less than 1/%6 of the %5 with %4</source>
        <translation>%2 时的%1：%3，不到 %4 时 %5 的 1/%6</translation>
    </message>
    <message>
        <source>%1 with %2: %3, not less than 1/%6 of the %5 with %4</source>
        <translation>%2 时的%1：%3，并不少于 %4 时 %5 的 1/%6</translation>
    </message>
    <message>
        <source>%1 with %2: %3, less than the %5 with %4</source>
        <translation>%2 时的%1：%3，少于 %4 时的 %5</translation>
    </message>
    <message>
        <source>%1 with %2: %3, not less than the %5 with %4</source>
        <translation>%2 时的%1：%3，并不少于 %4 时的 %5</translation>
    </message>
    <message>
        <source>%1 with %2: %3, more than %6 times the %5 with %4</source>
        <translation>%2 时的%1：%3，超过 %4 时 %5 的 %6 倍</translation>
    </message>
    <message>
        <source>%1 with %2: %3, not more than %6 times the %5 with %4</source>
        <translation>%2 时的%1：%3，未超过 %4 时 %5 的 %6 倍</translation>
    </message>
    <message>
        <source>%1 with %2: %3, more than the %5 with %4</source>
        <translation>%2 时的%1：%3，多于 %4 时的 %5</translation>
    </message>
    <message>
        <source>%1 with %2: %3, not more than the %5 with %4</source>
        <translation>%2 时的%1：%3，并不多于 %4 时的 %5</translation>
    </message>
    <message>
        <source>%1 with %2: none</source>
        <translation>%2 时的%1：无</translation>
    </message>
    <message>
        <source>%1 with %2: %3, at least %4</source>
        <translation>%2 时的%1：%3，至少 %4</translation>
    </message>
    <message>
        <source>%1 with %2: %3, less than %4</source>
        <translation>%2 时的%1：%3，少于 %4</translation>
    </message>
    <message>
        <source>%1 with %2: %3, at most %4</source>
        <translation>%2 时的%1：%3，至多 %4</translation>
    </message>
    <message>
        <source>%1 with %2: %3, more than %4</source>
        <translation>%2 时的%1：%3，多于 %4</translation>
    </message>
    <message>
        <source>Share of the fullest tile&apos;s gaps that are addresses other steps&apos; variables use</source>
        <translation>最满 tile 的间隙中，被其他步骤的变量使用的地址所占的比例</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
</context>
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
        <source>View to show first (for example &quot;summary&quot;).</source>
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
        <source>--tile expects a tile number, not &quot;%1&quot;.</source>
        <translation>--tile 需要 tile 编号，而不是“%1”。</translation>
    </message>
    <message>
        <source>--compare needs a report to compare.</source>
        <translation>--compare 需要一个要比较的报告。</translation>
    </message>
    <message>
        <source>Window size in pixels, for example 900x700 (also the size of the pictures).</source>
        <translation>窗口大小（像素），例如 900x700（也是图片的大小）。</translation>
    </message>
    <message>
        <source>Use a dark palette, whatever the desktop&apos;s.</source>
        <translation>使用深色调色板，无论桌面设置如何。</translation>
    </message>
    <message>
        <source>Simulate a model as tilescope-cli compile would, for example &quot;resnet50 --amp 0.4&quot;, in the Simulate panel (compared with REPORT when one is given).</source>
        <translation>像 tilescope-cli compile 那样模拟一个模型，例如“resnet50 --amp 0.4”，结果显示在模拟面板中（若给出 REPORT，则与之比较）。</translation>
    </message>
    <message>
        <source>--simulate: %1</source>
        <translation>--simulate：%1</translation>
    </message>
    <message>
        <source>--screenshot needs a report to show or a model to --simulate.</source>
        <translation>--screenshot 需要一个要显示的报告，或一个要用 --simulate 模拟的模型。</translation>
    </message>
    <message>
        <source>With --screenshot: only these views, comma-separated (for example &quot;memory,liveness&quot;).</source>
        <translation>与 --screenshot 一起使用：仅这些视图，以逗号分隔（例如“memory,liveness”）。</translation>
    </message>
    <message>
        <source>Presentation mode: larger text and thicker plot lines, for a projector.</source>
        <translation>演示模式：更大的文字和更粗的图表线条，适用于投影仪。</translation>
    </message>
    <message>
        <source>--screenshot-views goes with --screenshot DIR.</source>
        <translation>--screenshot-views 需与 --screenshot DIR 一起使用。</translation>
    </message>
    <message>
        <source>Open a lesson (a bundled lesson&apos;s name or a lesson file) at start.</source>
        <translation>启动时打开一个课程（内置课程的名称或课程文件）。</translation>
    </message>
    <message>
        <source>With --lesson: the step to show (from 1).</source>
        <translation>与 --lesson 一起使用：要显示的步骤（从 1 开始）。</translation>
    </message>
    <message>
        <source>--lesson-step expects a step number from 1, with --lesson, not &quot;%1&quot;.</source>
        <translation>--lesson-step 需要与 --lesson 一起使用、从 1 开始的步骤编号，而不是“%1”。</translation>
    </message>
    <message>
        <source>--size expects WIDTHxHEIGHT from %1x%1 to %2x%2 pixels, not &quot;%3&quot;.</source>
        <translation>--size 需要 %1x%1 到 %2x%2 像素之间的 宽x高，而不是 &quot;%3&quot;。</translation>
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
    <name>LessonViewWords</name>
    <message>
        <source>Liveness of all tiles, all steps in view, step %1 selected.</source>
        <translation>所有 tile 的存活，显示全部步骤，选中第 %1 步。</translation>
    </message>
    <message>
        <source>Liveness of all tiles, all steps in view, the peak selected.</source>
        <translation>所有 tile 的存活，显示全部步骤，选中峰值。</translation>
    </message>
    <message>
        <source>Liveness of tile %1, all steps in view, step %2 selected.</source>
        <translation>tile %1 的存活，显示全部步骤，选中第 %2 步。</translation>
    </message>
    <message>
        <source>Liveness of tile %1 (the worst), all steps in view, its peak selected.</source>
        <translation>tile %1（最差）的存活，显示全部步骤，选中其峰值。</translation>
    </message>
    <message>
        <source>Liveness of tile %1, all steps in view, its peak selected.</source>
        <translation>tile %1 的存活，显示全部步骤，选中其峰值。</translation>
    </message>
    <message>
        <source>Memory of all IPUs in software order, gaps included; the breakdown of tile %1.</source>
        <translation>所有 IPU 的内存，按软件顺序，包含间隙；tile %1 的明细。</translation>
    </message>
    <message>
        <source>Memory of all IPUs in software order, gaps included; the breakdown of tile %1 (the worst).</source>
        <translation>所有 IPU 的内存，按软件顺序，包含间隙；tile %1（最差）的明细。</translation>
    </message>
    <message>
        <source>The row of %1 is marked.</source>
        <translation>%1 这一行已标出。</translation>
    </message>
    <message>
        <source>Memory regions of tile %1, whole.</source>
        <translation>tile %1 的内存区域，完整显示。</translation>
    </message>
    <message>
        <source>Memory regions of tile %1 (the worst), whole.</source>
        <translation>tile %1（最差）的内存区域，完整显示。</translation>
    </message>
    <message>
        <source>Execution trace in cycles, from cycle %1 to %2.</source>
        <translation>以周期为单位的执行跟踪，从周期 %1 到 %2。</translation>
    </message>
    <message>
        <source>Execution trace in cycles, the whole run.</source>
        <translation>以周期为单位的执行跟踪，整个运行过程。</translation>
    </message>
    <message>
        <source>Operations unfiltered, %1 selected.</source>
        <translation>操作未筛选，选中 %1。</translation>
    </message>
</context>
<context>
    <name>LivenessCsv</name>
    <message>
        <source>Report</source>
        <translation>报告</translation>
    </message>
    <message>
        <source>First step</source>
        <translation>起始步骤</translation>
    </message>
    <message>
        <source>Always-live bytes</source>
        <translation>始终存活字节</translation>
    </message>
    <message>
        <source>Not-always-live bytes (minimum)</source>
        <translation>非始终存活字节（最小）</translation>
    </message>
    <message>
        <source>Not-always-live bytes (maximum)</source>
        <translation>非始终存活字节（最大）</translation>
    </message>
    <message>
        <source>Max memory bytes</source>
        <translation>最大内存字节</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>源</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>最后一步</translation>
    </message>
</context>
<context>
    <name>LivenessStepDetails</name>
    <message>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>程序</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Compute set</source>
        <translation>计算集</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Available memory proportion</source>
        <translation>可用内存比例 (availableMemoryProportion)</translation>
    </message>
    <message>
        <source>%1 (planner phase 2: optimised for minimum memory)</source>
        <translation>%1（规划器第 2 阶段：按最小内存优化）</translation>
    </message>
    <message>
        <source>Always-live</source>
        <translation>始终存活</translation>
    </message>
    <message>
        <source>Not-always-live</source>
        <translation>非始终存活</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Of max memory</source>
        <translation>占最大内存</translation>
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
    <message>
        <source>The file is an ONNX model, not a report: simulate it with File &gt; New Simulation (Ctrl+N).</source>
        <translation>该文件是 ONNX 模型，不是报告：请通过“文件 &gt; 新建模拟”（Ctrl+N）模拟它。</translation>
    </message>
    <message>
        <source>The model could not be read.</source>
        <translation>无法读取该模型。</translation>
    </message>
</context>
<context>
    <name>MissingExecution</name>
    <message>
        <source>the program does not fit in memory, so it was never executed</source>
        <translation>程序无法放入内存，因此从未执行</translation>
    </message>
    <message>
        <source>execution profiling was off (autoReport.outputExecutionProfile is false)</source>
        <translation>执行分析已关闭（autoReport.outputExecutionProfile 为 false）</translation>
    </message>
    <message>
        <source>the report holds no execution profile</source>
        <translation>报告中没有执行分析数据</translation>
    </message>
</context>
<context>
    <name>OptionWords</name>
    <message>
        <source>Image size</source>
        <translation>图像尺寸</translation>
    </message>
    <message>
        <source>ResNet models: the input&apos;s height and width in pixels.</source>
        <translation>ResNet 模型：输入的高度和宽度（像素）。</translation>
    </message>
    <message>
        <source>Classes</source>
        <translation>类别数</translation>
    </message>
    <message>
        <source>Outputs of the classifier (the model&apos;s own by default).</source>
        <translation>分类器的输出数（默认为模型自身的值）。</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>BERT: tokens per sample.</source>
        <translation>BERT：每个样本的 token 数。</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>BERT: encoder layers (12 for base, 24 for large by default).</source>
        <translation>BERT：编码器层数（默认 base 为 12，large 为 24）。</translation>
    </message>
    <message>
        <source>Vocabulary size</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <source>BERT: words in the embedding table.</source>
        <translation>BERT：嵌入表中的词数。</translation>
    </message>
    <message>
        <source>Masked tokens</source>
        <translation>掩码词元数</translation>
    </message>
    <message>
        <source>BERT pre-training: the positions per sequence the masked-LM head decodes, gathered as Graphcore&apos;s BERT gathers them (every position when empty).</source>
        <translation>BERT 预训练：掩码语言模型头在每个序列中解码的位置数，按 Graphcore 的 BERT 的方式收集（留空则为所有位置）。</translation>
    </message>
    <message>
        <source>Embedding serialisation factor</source>
        <translation>嵌入串行化因子</translation>
    </message>
    <message>
        <source>BERT: the word embedding and its tied decoder as this many slices of the vocabulary, one after another: less temporary memory, more cycles.</source>
        <translation>BERT：将词嵌入及其绑定的解码器按词表分成这么多片，依次执行：临时内存更少，周期更多。</translation>
    </message>
    <message>
        <source>No loss</source>
        <translation>无损失</translation>
    </message>
    <message>
        <source>Leave out the training loss and its label inputs.</source>
        <translation>省略训练损失及其标签输入。</translation>
    </message>
    <message>
        <source>ONNX dimensions</source>
        <translation>ONNX 维度</translation>
    </message>
    <message>
        <source>ONNX models: values of symbolic input dimensions other than the batch, such as sequence=128 (comma-separated).</source>
        <translation>ONNX 模型：批次以外的符号输入维度的值，例如 sequence=128（逗号分隔）。</translation>
    </message>
    <message>
        <source>Batch size</source>
        <translation>批大小</translation>
    </message>
    <message>
        <source>Samples per batch on each replica (the micro-batch).</source>
        <translation>每个副本上每批的样本数（即微批次）。</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>16.16: fp16 compute and weights; 16.32: fp16 compute with fp32 master weights; 32.32: fp32.</source>
        <translation>16.16：fp16 计算和权重；16.32：fp16 计算，fp32 主权重；32.32：fp32。</translation>
    </message>
    <message>
        <source>Partials type</source>
        <translation>部分和类型</translation>
    </message>
    <message>
        <source>The type of convolution and matmul partial sums: half takes half the memory and runs the AMP units twice as fast.</source>
        <translation>卷积和 matmul 部分和的类型：half 只占一半内存，并使 AMP 单元的运行速度加倍。</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Compile the training step: backward pass and weight update.</source>
        <translation>编译训练步骤：反向计算和权重更新。</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>Compile inference only.</source>
        <translation>只编译推理。</translation>
    </message>
    <message>
        <source>Optimiser</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>Training: the optimiser, which sets how much state each parameter keeps. sgd-combined is PopTorch&apos;s use_combined_accum: one buffer per weight serves as gradient accumulator and velocity.</source>
        <translation>训练：优化器，决定每个参数保留多少状态。sgd-combined 即 PopTorch 的 use_combined_accum：每个权重用一个缓冲区同时充当梯度累加器和速度（velocity）。</translation>
    </message>
    <message>
        <source>Accumulator type</source>
        <translation>累加器类型</translation>
    </message>
    <message>
        <source>Training: the type of the gradient accumulators (PopTorch&apos;s accum_type). Auto: float for SGD with momentum, PopTorch&apos;s default; the weights&apos; type for Adam and LAMB, as in Graphcore&apos;s BERT configurations, and for plain SGD.</source>
        <translation>训练：梯度累加器的类型（PopTorch 的 accum_type）。Auto：带动量的 SGD 使用 PopTorch 的默认值 float；Adam 和 LAMB 使用权重的类型，与 Graphcore 的 BERT 配置相同；普通 SGD 也使用权重的类型。</translation>
    </message>
    <message>
        <source>Half first-order momentum</source>
        <translation>一阶矩使用 half</translation>
    </message>
    <message>
        <source>Training with Adam or LAMB: keep the first moment in fp16, half its bytes.</source>
        <translation>使用 Adam 或 LAMB 训练时：以 fp16 保存一阶矩，字节数减半。</translation>
    </message>
    <message>
        <source>Loss scaling</source>
        <translation>损失缩放</translation>
    </message>
    <message>
        <source>Training: the loss scaling factor (recorded).</source>
        <translation>训练：损失缩放系数（会被记录）。</translation>
    </message>
    <message>
        <source>Available memory proportion</source>
        <translation>可用内存比例</translation>
    </message>
    <message>
        <source>The share of each tile&apos;s memory a convolution or matmul may plan to use for temporary data (availableMemoryProportion).</source>
        <translation>卷积或 matmul 可计划用于临时数据的每个 tile 内存的比例（availableMemoryProportion）。</translation>
    </message>
    <message>
        <source>Proportion per IPU</source>
        <translation>每个 IPU 的比例</translation>
    </message>
    <message>
        <source>Another proportion on some IPUs, such as IPU1=0.4 (comma-separated).</source>
        <translation>在部分 IPU 上使用另一比例，例如 IPU1=0.4（逗号分隔）。</translation>
    </message>
    <message>
        <source>IPUs</source>
        <translation>IPU 数</translation>
    </message>
    <message>
        <source>IPUs per replica: a model without placements is split into this many pipeline stages.</source>
        <translation>每个副本的 IPU 数：没有放置信息的模型会被拆分为同样数量的流水线阶段。</translation>
    </message>
    <message>
        <source>Pipeline split</source>
        <translation>流水线拆分</translation>
    </message>
    <message>
        <source>The first block of each stage after the first, as PopTorch&apos;s BeginBlock (comma-separated); BLOCK@IPU starts that stage on the named IPU.</source>
        <translation>第一个阶段之后每个阶段的首个块，相当于 PopTorch 的 BeginBlock（逗号分隔）；BLOCK@IPU 让该阶段从指定的 IPU 开始。</translation>
    </message>
    <message>
        <source>Pipeline schedule</source>
        <translation>流水线调度</translation>
    </message>
    <message>
        <source>How stages on several IPUs run: grouped, interleaved or sharded.</source>
        <translation>多个 IPU 上各阶段的运行方式：grouped、interleaved 或 sharded。</translation>
    </message>
    <message>
        <source>Gradient accumulation</source>
        <translation>梯度累积</translation>
    </message>
    <message>
        <source>Training: micro-batches whose gradients are summed before each weight update.</source>
        <translation>训练：每次权重更新前累加其梯度的微批次数。</translation>
    </message>
    <message>
        <source>Device iterations</source>
        <translation>设备迭代次数</translation>
    </message>
    <message>
        <source>Loops of the program per call from the host.</source>
        <translation>主机每次调用时程序的循环次数。</translation>
    </message>
    <message>
        <source>Recomputation</source>
        <translation>重计算</translation>
    </message>
    <message>
        <source>Training: recompute activations in the backward pass instead of stashing them. Auto recomputes each pipeline stage from its stash, as PopTorch does on several IPUs.</source>
        <translation>训练：在反向传播中重新计算激活值，而不是暂存它们。Auto 会像 PopTorch 在多个 IPU 上那样，从暂存内容重新计算每个流水线阶段。</translation>
    </message>
    <message>
        <source>Checkpoint every layer</source>
        <translation>每层设检查点</translation>
    </message>
    <message>
        <source>Training: keep each block&apos;s output (a BERT encoder layer, a ResNet bottleneck) and recompute the rest of the block before its backward pass.</source>
        <translation>训练：保留每个块（BERT 编码器层、ResNet 瓶颈块）的输出，并在其反向传播之前重新计算块的其余部分。</translation>
    </message>
    <message>
        <source>Recomputation checkpoints</source>
        <translation>重计算检查点</translation>
    </message>
    <message>
        <source>Training: keep the outputs of these blocks and recompute the rest (comma-separated).</source>
        <translation>训练：保留这些块的输出并重新计算其余部分（逗号分隔）。</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>副本</translation>
    </message>
    <message>
        <source>Copies of the program, each on its own IPUs.</source>
        <translation>程序的副本，每个运行在各自的 IPU 上。</translation>
    </message>
    <message>
        <source>Replicated tensor sharding</source>
        <translation>副本间张量分片</translation>
    </message>
    <message>
        <source>Training with 2 or more replicas: split the optimiser state over them.</source>
        <translation>使用 2 个或更多副本训练时：将优化器状态分摊到各副本上。</translation>
    </message>
    <message>
        <source>Offload optimiser state</source>
        <translation>卸载优化器状态</translation>
    </message>
    <message>
        <source>Training: keep the optimiser state in streaming memory, streamed in and out around the weight update.</source>
        <translation>训练：将优化器状态保存在流式内存中，在权重更新前后流入和流出。</translation>
    </message>
    <message>
        <source>No outlining</source>
        <translation>禁用外联</translation>
    </message>
    <message>
        <source>Do not share code between identical operations.</source>
        <translation>不在相同的操作之间共享代码。</translation>
    </message>
    <message>
        <source>IO tiles</source>
        <translation>IO tile</translation>
    </message>
    <message>
        <source>Tiles per IPU set aside for host streams, so that stream copies overlap compute.</source>
        <translation>每个 IPU 为主机流预留的 tile 数，使流复制与计算重叠。</translation>
    </message>
    <message>
        <source>8-bit IO</source>
        <translation>8 位 IO</translation>
    </message>
    <message>
        <source>Stream inputs as uint8 and cast them on the IPU.</source>
        <translation>以 uint8 流式传输输入，并在 IPU 上转换类型。</translation>
    </message>
    <message>
        <source>Host bandwidth (GB/s)</source>
        <translation>主机带宽 (GB/s)</translation>
    </message>
    <message>
        <source>The host link&apos;s bandwidth (the target&apos;s by default).</source>
        <translation>主机链路的带宽（默认为目标的值）。</translation>
    </message>
    <message>
        <source>Prefetch depth</source>
        <translation>预取深度</translation>
    </message>
    <message>
        <source>Input buffers per host stream.</source>
        <translation>每个主机流的输入缓冲区数。</translation>
    </message>
    <message>
        <source>IPU</source>
        <translation>IPU</translation>
    </message>
    <message>
        <source>The IPU: mk2 (GC200, the default), mk1 (GC2) or bow.</source>
        <translation>IPU 型号：mk2（GC200，默认）、mk1（GC2）或 bow。</translation>
    </message>
    <message>
        <source>(above %1, at most %2)</source>
        <translation>（大于 %1，至多 %2）</translation>
    </message>
    <message>
        <source>(%1 to %2)</source>
        <translation>（%1 到 %2）</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>默认：%1</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>程序</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>Execution</source>
        <translation>执行</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>model&apos;s own</source>
        <translation>模型自身的值</translation>
    </message>
    <message>
        <source>target&apos;s</source>
        <translation>目标的值</translation>
    </message>
    <message>
        <source>Convolution dithering</source>
        <translation>卷积抖动</translation>
    </message>
    <message>
        <source>Start each convolution and matmul at a tile hashed from its shape (PopLibs&apos; enableConvDithering), instead of at tile 0.</source>
        <translation>让每个卷积和矩阵乘法从由其形状哈希得到的 tile 开始（PopLibs 的 enableConvDithering），而不是从 tile 0 开始。</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>A Hugging Face config.json: the head to build (pretraining, masked-lm, question-answering, sequence-classification, causal-lm, image-classification); by default the one its architectures name.</source>
        <translation>Hugging Face 的 config.json：要构建的头部（pretraining、masked-lm、question-answering、sequence-classification、causal-lm、image-classification）；默认为其 architectures 所指定的。</translation>
    </message>
    <message>
        <source>IPU config</source>
        <translation>IPU 配置</translation>
    </message>
    <message>
        <source>An optimum-graphcore ipu_config.json the options start from; what is changed here wins over the file.</source>
        <translation>作为选项起点的 optimum-graphcore ipu_config.json；此处所做的更改优先于文件。</translation>
    </message>
    <message>
        <source>IPU config overrides</source>
        <translation>IPU 配置覆盖</translation>
    </message>
    <message>
        <source>The trainer&apos;s --ipu_config_overrides, such as ipus_per_replica=8.</source>
        <translation>训练器的 --ipu_config_overrides，例如 ipus_per_replica=8。</translation>
    </message>
    <message>
        <source>IPUs in all</source>
        <translation>IPU 总数</translation>
    </message>
    <message>
        <source>The trainer&apos;s --n_ipu: the replicas follow from it.</source>
        <translation>训练器的 --n_ipu：副本数由此得出。</translation>
    </message>
    <message>
        <source>Pod type</source>
        <translation>Pod 类型</translation>
    </message>
    <message>
        <source>An IPU config in the older form: which entry of its pod-type dictionaries to read.</source>
        <translation>旧格式的 IPU 配置：读取其 pod 类型字典中的哪一项。</translation>
    </message>
    <message>
        <source>LAMB</source>
        <translation>LAMB</translation>
    </message>
    <message>
        <source>The trainer&apos;s --lamb: LAMB in place of AdamW.</source>
        <translation>训练器的 --lamb：以 LAMB 代替 AdamW。</translation>
    </message>
    <message>
        <source>fp32</source>
        <translation>fp32</translation>
    </message>
    <message>
        <source>The trainer&apos;s --fp32: the model and optimiser state in fp32.</source>
        <translation>训练器的 --fp32：模型和优化器状态使用 fp32。</translation>
    </message>
    <message>
        <source>Layers per IPU</source>
        <translation>每个 IPU 的层数</translation>
    </message>
    <message>
        <source>optimum-graphcore&apos;s layers_per_ipu: the model&apos;s layers on each IPU (-1: a share of the rest), comma-separated.</source>
        <translation>optimum-graphcore 的 layers_per_ipu：每个 IPU 上模型的层数（-1：分摊其余部分），以逗号分隔。</translation>
    </message>
</context>
<context>
    <name>PlotExport</name>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>无法写入 %1。</translation>
    </message>
    <message>
        <source>Export Data as CSV…</source>
        <translation>将数据导出为 CSV…</translation>
    </message>
    <message>
        <source>Comma-separated values (*.csv)</source>
        <translation>逗号分隔值 (*.csv)</translation>
    </message>
    <message>
        <source>Export Plot as PNG…</source>
        <translation>将图表导出为 PNG…</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>Export Plot as SVG…</source>
        <translation>将图表导出为 SVG…</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG 绘图 (*.svg)</translation>
    </message>
    <message>
        <source>Export Plot as PDF…</source>
        <translation>将图表导出为 PDF…</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Unknown format &apos;%1&apos;: choose png, svg or pdf.</source>
        <translation>未知格式“%1”：请选择 png、svg 或 pdf。</translation>
    </message>
    <message>
        <source>The plot could not be drawn as %1.</source>
        <translation>无法将图表绘制为 %1。</translation>
    </message>
</context>
<context>
    <name>ProgramDetails</name>
    <message>
        <source>The operation was not planned by the convolution planner.</source>
        <translation>该运算未经卷积规划器规划。</translation>
    </message>
    <message>
        <source>Phase 1: the planner found plans whose temporary memory fits within availableMemoryProportion of the tile&apos;s memory and chose the fastest of them.</source>
        <translation>阶段 1：规划器找到了临时内存不超过 tile 内存 availableMemoryProportion 的方案，并从中选择了最快的一个。</translation>
    </message>
    <message>
        <source>Phase 2: no plan fits within availableMemoryProportion of the tile&apos;s memory, so the planner logged &quot;Warning: convolution planner unable to meet memory target. Optimising for minimum memory.&quot; and chose the plan with the least temporary memory, whatever its cycles. Lowering availableMemoryProportion further will not shrink this operation&apos;s temporary memory: to fit, reduce the batch size or split the model (pipelining, phased execution).</source>
        <translation>阶段 2：没有任何方案能放入 tile 内存的 availableMemoryProportion 之内，因此规划器输出了“Warning: convolution planner unable to meet memory target. Optimising for minimum memory.”，并选择了临时内存最少的方案，而不考虑周期数。继续降低 availableMemoryProportion 不会再减少该运算的临时内存：要放得下，请减小批大小或拆分模型（流水线、分阶段执行）。</translation>
    </message>
    <message>
        <source>Select a program to see its details.</source>
        <translation>选择一个程序以查看其详细信息。</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>路径</translation>
    </message>
    <message>
        <source>Iterations</source>
        <translation>迭代次数</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>调用</translation>
    </message>
    <message>
        <source>%1 (node %2)</source>
        <translation>%1（节点 %2）</translation>
    </message>
    <message>
        <source>unknown function</source>
        <translation>未知函数</translation>
    </message>
    <message>
        <source>Exchange bytes</source>
        <translation>交换字节数</translation>
    </message>
    <message>
        <source>Compute set</source>
        <translation>计算集</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Vertex type</source>
        <translation>Vertex 类型</translation>
    </message>
    <message>
        <source>Vertices</source>
        <translation>Vertex 数</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Tile 数</translation>
    </message>
    <message>
        <source>Most per tile</source>
        <translation>每个 tile 最多</translation>
    </message>
    <message>
        <source>Debug context</source>
        <translation>调试上下文</translation>
    </message>
    <message>
        <source>No operation: this program belongs to the framework.</source>
        <translation>无运算：该程序属于框架本身。</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>运算</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>From</source>
        <translation>来自</translation>
    </message>
    <message>
        <source>an enclosing program</source>
        <translation>外层程序</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>层</translation>
    </message>
    <message>
        <source>IPU</source>
        <translation>IPU</translation>
    </message>
    <message>
        <source>Pipeline stage</source>
        <translation>流水线阶段</translation>
    </message>
    <message>
        <source>%1 (temporary memory target: %2 of each tile&apos;s memory)</source>
        <translation>%1（临时内存目标：每个 tile 内存的 %2）</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Vertex</source>
        <translation>Vertex</translation>
    </message>
    <message>
        <source>Tiles used</source>
        <translation>使用的 tile 数</translation>
    </message>
    <message>
        <source>Serial steps</source>
        <translation>串行步数</translation>
    </message>
    <message>
        <source>Cycles</source>
        <translation>周期数</translation>
    </message>
    <message>
        <source>Temporary memory per tile</source>
        <translation>每个 tile 的临时内存</translation>
    </message>
    <message>
        <source>Code (all tiles)</source>
        <translation>代码（所有 tile）</translation>
    </message>
    <message>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <source>2 (minimum memory)</source>
        <translation>2（最小内存）</translation>
    </message>
    <message>
        <source>1 (fastest plan within the target)</source>
        <translation>1（目标内最快的方案）</translation>
    </message>
    <message>
        <source>not planned</source>
        <translation>未规划</translation>
    </message>
    <message>
        <source>Planner phase</source>
        <translation>规划器阶段</translation>
    </message>
</context>
<context>
    <name>ReportFileDialog</name>
    <message>
        <source>Tilescope reports (*.tsr *.json)</source>
        <translation>Tilescope 报告 (*.tsr *.json)</translation>
    </message>
</context>
<context>
    <name>ReportNames</name>
    <message>
        <source>Source</source>
        <translation>源</translation>
    </message>
    <message>
        <source>Source
%1</source>
        <translation>源
%1</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>Target
%1</source>
        <translation>目标
%1</translation>
    </message>
    <message>
        <source>Difference
target − source</source>
        <translation>差值
目标 − 源</translation>
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
        <translation>无（超出 %1）</translation>
    </message>
    <message>
        <source>%1 on tile %2</source>
        <translation>%1（tile %2）</translation>
    </message>
    <message>
        <source>none: tile %1 is %2 over</source>
        <translation>无：tile %1 超出 %2</translation>
    </message>
    <message>
        <source>The largest block still free on the tightest tile at its peak: what one more variable could take then. Out of memory, there is none: the tile is over by what could not be placed.</source>
        <translation>最紧张的 tile 在其峰值时仍空闲的最大块：届时再多一个变量最多能占用的大小。内存不足时没有余量：该 tile 超出的正是无法放置的部分。</translation>
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
    <message>
        <source>present</source>
        <translation>有</translation>
    </message>
    <message>
        <source>none: %1</source>
        <translation>无：%1</translation>
    </message>
    <message>
        <source>Execution profile</source>
        <translation>执行分析</translation>
    </message>
    <message>
        <source>Poplar writes an execution profile only for a program that fits, with profiling on</source>
        <translation>Poplar 只为能放入内存且开启了分析的程序写出执行分析</translation>
    </message>
    <message>
        <source>One call from the host: device iterations × gradient accumulation micro-batches, then the host round trip</source>
        <translation>主机的一次调用：设备迭代次数 × 梯度累积的微批次，然后是与主机的往返</translation>
    </message>
    <message>
        <source>Time per iteration</source>
        <translation>每次迭代时间</translation>
    </message>
    <message>
        <source>Samples per iteration</source>
        <translation>每次迭代样本数</translation>
    </message>
    <message>
        <source>Utilisation of IPU %1</source>
        <translation>IPU %1 利用率</translation>
    </message>
    <message>
        <source>Cycles the IPU is busy (not waiting for another IPU) as a proportion of the iteration</source>
        <translation>IPU 忙碌（未等待其他 IPU）的周期占整次迭代的比例</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 个百分点</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>Room to spare</source>
        <translation>余量</translation>
    </message>
    <message>
        <source>Always-live (code, state and variables)</source>
        <translation>始终存活（代码、状态和变量）</translation>
    </message>
    <message>
        <source>Everything allocated for the whole program: code, vertex state, descriptors, exchange buffers, stacks, constants and always-live variables</source>
        <translation>为整个程序分配的全部内容：代码、顶点状态、描述符、交换缓冲区、栈、常量和始终存活变量</translation>
    </message>
    <message>
        <source>recorded whole in the report, %1 bytes</source>
        <translation>已完整记录在报告中，%1 字节</translation>
    </message>
    <message>
        <source>%1 (recorded in the report)</source>
        <translation>%1（已记录在报告中）</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Model config</source>
        <translation>模型配置</translation>
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
        <translation>点 %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>error</source>
        <translation>错误</translation>
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
        <translation>%1（可放入内存的最佳点）</translation>
    </message>
    <message>
        <source>%1 (--%2): %3</source>
        <translation>%1（--%2）：%3</translation>
    </message>
    <message>
        <source>Not in this file (another shard&apos;s point).</source>
        <translation>不在此文件中（属于另一个分片的点）。</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>OUT OF MEMORY: tile %1 needs %2, %3 more than it has</source>
        <translation>内存不足：tile %1 需要 %2，比其容量多 %3</translation>
    </message>
    <message>
        <source>Fits in memory; worst tile %1: %2</source>
        <translation>可放入内存；最差 tile %1：%2</translation>
    </message>
    <message>
        <source>Samples per second: %1</source>
        <translation>每秒样本数：%1</translation>
    </message>
    <message>
        <source>Cycles per iteration: %1</source>
        <translation>每次迭代的周期数：%1</translation>
    </message>
    <message>
        <source>Total memory (including gaps): %1</source>
        <translation>总内存（含间隙）：%1</translation>
    </message>
    <message>
        <source>Always-live: %1 · peak not-always-live: %2 · code: %3</source>
        <translation>始终存活：%1 · 非始终存活峰值：%2 · 代码：%3</translation>
    </message>
    <message>
        <source>Double-click to simulate it; Ctrl+click to pick it for comparing.</source>
        <translation>双击以模拟；按住 Ctrl 单击以选中进行比较。</translation>
    </message>
    <message>
        <source>Double-click to open %1; Ctrl+click to pick it for comparing.</source>
        <translation>双击以打开 %1；按住 Ctrl 单击以选中进行比较。</translation>
    </message>
    <message>
        <source>%1, %2 points: %3 fit, %4 out of memory, %5 failed</source>
        <translation>%1，%2 个点：%3 个可放入内存，%4 个内存不足，%5 个失败</translation>
    </message>
    <message>
        <source> (%1 not in this file)</source>
        <translation>（%1 个不在此文件中）</translation>
    </message>
    <message>
        <source>Best: %1: %2 samples/s</source>
        <translation>最佳：%1：%2 样本/秒</translation>
    </message>
    <message>
        <source>No point fits in memory.</source>
        <translation>没有可放入内存的点。</translation>
    </message>
    <message>
        <source>samples/s</source>
        <translation>样本/秒</translation>
    </message>
    <message>
        <source>The sweep file does not exist or cannot be opened.</source>
        <translation>扫描文件不存在或无法打开。</translation>
    </message>
    <message>
        <source>The file is not a Tilescope sweep.</source>
        <translation>该文件不是 Tilescope 扫描文件。</translation>
    </message>
    <message>
        <source>The sweep was written by a newer version of Tilescope.</source>
        <translation>该扫描由更新版本的 Tilescope 写入。</translation>
    </message>
    <message>
        <source>The sweep file lacks a required field.</source>
        <translation>扫描文件缺少必需的字段。</translation>
    </message>
    <message>
        <source>The sweep file contains an invalid value.</source>
        <translation>扫描文件包含无效的值。</translation>
    </message>
    <message>
        <source>The sweep could not be loaded.</source>
        <translation>无法加载扫描。</translation>
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
    <message>
        <source>Samples/s</source>
        <translation>样本/秒</translation>
    </message>
    <message>
        <source>room %1</source>
        <translation>余量 %1</translation>
    </message>
    <message>
        <source>Room to spare: %1 (the largest block free at its peak)</source>
        <translation>余量：%1（峰值时空闲的最大块）</translation>
    </message>
</context>
<context>
    <name>TileMemoryStacks</name>
    <message>
        <source>Always-live variables</source>
        <translation>始终存活变量</translation>
    </message>
    <message>
        <source>Not-always-live peak</source>
        <translation>非常驻峰值</translation>
    </message>
    <message>
        <source>Vertex code</source>
        <translation>Vertex 代码</translation>
    </message>
    <message>
        <source>Vertex state</source>
        <translation>Vertex 状态</translation>
    </message>
    <message>
        <source>Exchange code</source>
        <translation>Exchange 代码</translation>
    </message>
    <message>
        <source>Control code</source>
        <translation>控制代码</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>Gaps</source>
        <translation>间隙</translation>
    </message>
    <message>
        <source>The most not-always-live variable bytes live at the same time on the tile.</source>
        <translation>同一时刻在该 tile 上存活的非始终存活变量的最大字节数。</translation>
    </message>
    <message>
        <source>Holes between variables left by alignment and placement rules.</source>
        <translation>对齐与放置规则在变量之间留下的空洞。</translation>
    </message>
</context>
<context>
    <name>TileMemoryToolTip</name>
    <message>
        <source>Tile %1</source>
        <translation>tile %1</translation>
    </message>
    <message>
        <source>Tiles %1–%2</source>
        <translation>tile %1–%2</translation>
    </message>
    <message>
        <source>Ranks %1–%2</source>
        <translation>名次 %1–%2</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n tiles), worst %2</source>
        <translation>
            <numerusform>%1（%n 个 tile），最差 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>The bar shows the worst tile; least used: tile %1, %2</source>
        <translation>柱形显示最差的 tile；使用最少：tile %1，%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Total (including gaps): %1 of %2</source>
        <translation>合计（含间隙）：%1 / %2</translation>
    </message>
    <message>
        <source>Total (excluding gaps): %1 of %2</source>
        <translation>合计（不含间隙）：%1 / %2</translation>
    </message>
    <message>
        <source>Out of memory: %1 do not fit</source>
        <translation>内存不足：%1 放不下</translation>
    </message>
    <message>
        <source>Tiles of the column out of memory: %1</source>
        <translation>该列内存不足的 tile：%1</translation>
    </message>
    <message>
        <source>Target − source: %1</source>
        <translation>目标 − 源：%1</translation>
    </message>
    <message>
        <source>Target − source: %1 to %2</source>
        <translation>目标 − 源：%1 至 %2</translation>
    </message>
    <message>
        <source>Room to spare: %1 (the largest block free at its peak)</source>
        <translation>余量：%1（峰值时空闲的最大块）</translation>
    </message>
    <message>
        <source>Room to spare on tile %1: %2</source>
        <translation>tile %1 的余量：%2</translation>
    </message>
</context>
<context>
    <name>TileSelection</name>
    <message>
        <source>&quot;%1&quot; is not a tile or a range of tiles such as 0-3.</source>
        <translation>“%1”不是 tile，也不是 0-3 这样的 tile 范围。</translation>
    </message>
    <message>
        <source>Tile %1 does not exist: the tiles are 0 to %2.</source>
        <translation>tile %1 不存在：tile 编号为 0 到 %2。</translation>
    </message>
    <message>
        <source>Too many tiles.</source>
        <translation>tile 过多。</translation>
    </message>
</context>
<context>
    <name>TraceDetails</name>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>程序</translation>
    </message>
    <message>
        <source>%1 (step %2)</source>
        <translation>%1（步骤 %2）</translation>
    </message>
    <message>
        <source>Compute set</source>
        <translation>计算集</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>IPU</source>
        <translation>IPU</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>微批次</translation>
    </message>
    <message>
        <source>Pipeline stage</source>
        <translation>流水线阶段</translation>
    </message>
    <message>
        <source>Starts at</source>
        <translation>开始于</translation>
    </message>
    <message>
        <source>Cycles</source>
        <translation>周期数</translation>
    </message>
    <message>
        <source>Active tiles</source>
        <translation>活跃 tile 数</translation>
    </message>
    <message>
        <source>Bytes in</source>
        <translation>接收字节</translation>
    </message>
    <message>
        <source>Bytes out</source>
        <translation>发送字节</translation>
    </message>
    <message>
        <source>Other IPU</source>
        <translation>另一端 IPU</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>等待</translation>
    </message>
    <message>
        <source>for another IPU at an external sync</source>
        <translation>在外部同步处等待另一个 IPU</translation>
    </message>
    <message>
        <source>Spans</source>
        <translation>跨度</translation>
    </message>
    <message>
        <source>Time by kind</source>
        <translation>按类型的时间</translation>
    </message>
    <message numerus="yes">
        <source>%n steps, too short to draw one by one: zoom in to see them</source>
        <translation>
            <numerusform>%n 个步骤，太短无法逐个绘制：放大即可看到</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stage intervals, too short to draw one by one</source>
        <translation>
            <numerusform>%n 个阶段区间，太短无法逐个绘制</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, micro-batch %2</source>
        <translation>%1，微批次 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n operation runs, too short to draw one by one</source>
        <translation>
            <numerusform>%n 段操作运行，太短无法逐个绘制</numerusform>
        </translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步骤数</translation>
    </message>
</context>
<context>
    <name>TraceWords</name>
    <message>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>交换</translation>
    </message>
    <message>
        <source>Sync</source>
        <translation>同步</translation>
    </message>
    <message>
        <source>External sync</source>
        <translation>外部同步</translation>
    </message>
    <message>
        <source>Global exchange</source>
        <translation>全局交换</translation>
    </message>
    <message>
        <source>Stream copy</source>
        <translation>流复制</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>前向</translation>
    </message>
    <message>
        <source>Backward</source>
        <translation>反向</translation>
    </message>
    <message>
        <source>Weight update</source>
        <translation>权重更新</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <source>Host I/O</source>
        <translation>主机 I/O</translation>
    </message>
    <message>
        <source>F</source>
        <comment>forward phase, on a busy band</comment>
        <translation>前</translation>
    </message>
    <message>
        <source>B</source>
        <comment>backward phase, on a busy band</comment>
        <translation>反</translation>
    </message>
    <message>
        <source>W</source>
        <comment>weight update phase, on a busy band</comment>
        <translation>权</translation>
    </message>
    <message>
        <source>R</source>
        <comment>recompute phase, on a busy band</comment>
        <translation>重</translation>
    </message>
    <message>
        <source>H</source>
        <comment>host I/O phase, on a busy band</comment>
        <translation>主</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 微秒</translation>
    </message>
    <message>
        <source>%1 ns</source>
        <translation>%1 纳秒</translation>
    </message>
    <message>
        <source>%1 cycles (%2)</source>
        <translation>%1 个周期（%2）</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>unknown view &quot;%1&quot;; the views are: %2</source>
        <translation>未知视图“%1”；可用视图：%2</translation>
    </message>
    <message>
        <source>--screenshot-views: unknown view &quot;%1&quot;; the views are: %2</source>
        <translation>--screenshot-views：未知视图 &quot;%1&quot;；可用视图：%2</translation>
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
        <translation>变更内容</translation>
    </message>
    <message>
        <source>Samples/s</source>
        <translation>样本/秒</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>全局批次</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Room to spare</source>
        <translation>余量</translation>
    </message>
    <message>
        <source>%1 (the same figures with amp %2)</source>
        <translation>%1（amp %2 时数值相同）</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::BatchRun</name>
    <message>
        <source>nothing to picture: give a report, a lesson or --simulate</source>
        <translation>没有可绘制的内容：请给出报告、课程或 --simulate</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::CategoryTableModel</name>
    <message>
        <source>Always-live variables</source>
        <translation>始终存活变量</translation>
    </message>
    <message>
        <source>Not-always-live variables (sum of tile peaks)</source>
        <translation>非始终存活变量（各tile峰值之和）</translation>
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
        <translation>内部 Exchange 代码</translation>
    </message>
    <message>
        <source>Host exchange code</source>
        <translation>主机 Exchange 代码</translation>
    </message>
    <message>
        <source>Global exchange code</source>
        <translation>全局 Exchange 代码</translation>
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
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <source>Not-always-live variables</source>
        <translation>非始终存活的变量</translation>
    </message>
    <message>
        <source>Always-live variables (no code or state)</source>
        <translation>始终存活变量（不含代码和状态）</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::ChipMapWidget</name>
    <message>
        <source>No tiles</source>
        <translation>没有 tile</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>Full (including gaps)</source>
        <translation>满（含间隙）</translation>
    </message>
    <message>
        <source>Full (excluding gaps)</source>
        <translation>满（不含间隙）</translation>
    </message>
    <message>
        <source>Out of memory</source>
        <translation>内存不足</translation>
    </message>
    <message>
        <source>Tile %1: %2 of %3</source>
        <translation>tile %1：%2 / %3</translation>
    </message>
    <message>
        <source>Out of memory: %1 do not fit</source>
        <translation>内存不足：%1 放不下</translation>
    </message>
    <message>
        <source>Room to spare: %1</source>
        <translation>余量：%1</translation>
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
        <translation>%1（源）</translation>
    </message>
    <message>
        <source>%1 (target)</source>
        <translation>%1（目标）</translation>
    </message>
    <message>
        <source>%1 (difference)</source>
        <translation>%1（差值）</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>源：%1</translation>
    </message>
    <message>
        <source>Target: %1</source>
        <translation>目标：%1</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::ExecutionTraceView</name>
    <message>
        <source>Preparing the trace… %1</source>
        <translation>正在准备跟踪… %1</translation>
    </message>
    <message>
        <source>Colour by step kind</source>
        <translation>按步骤类型着色</translation>
    </message>
    <message>
        <source>Colour by phase</source>
        <translation>按阶段着色</translation>
    </message>
    <message>
        <source>Kinds: compute, exchange, syncs, idle. Phases: forward, backward, recompute, weight update, host I/O.</source>
        <translation>类型：计算、交换、同步、空闲。阶段：前向、反向、重计算、权重更新、主机 I/O。</translation>
    </message>
    <message>
        <source>Flat</source>
        <translation>平铺</translation>
    </message>
    <message>
        <source>Grouped by operation</source>
        <translation>按操作分组</translation>
    </message>
    <message>
        <source>Grouped, a track above the steps shows which operation each run of steps belongs to</source>
        <translation>分组时，步骤上方的轨道显示每段连续步骤属于哪个操作</translation>
    </message>
    <message>
        <source>Cycles</source>
        <translation>周期</translation>
    </message>
    <message>
        <source>Microseconds</source>
        <translation>微秒</translation>
    </message>
    <message>
        <source>Time on the axis, in cycles or in microseconds at the target&apos;s clock</source>
        <translation>坐标轴上的时间，以周期或按目标时钟换算的微秒表示</translation>
    </message>
    <message>
        <source>Show All</source>
        <translation>显示全部</translation>
    </message>
    <message>
        <source>Zoom out to the whole run (Home). Zoom with the wheel, +/- or W/S; pan by dragging, with the arrows or A/D; Shift+wheel scrolls through many lanes.</source>
        <translation>缩小到整个运行（Home）。用滚轮、+/- 或 W/S 缩放；拖动、方向键或 A/D 平移；Shift+滚轮滚动多条泳道。</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Export Trace for Perfetto (Chrome JSON)…</source>
        <translation>为 Perfetto 导出跟踪（Chrome JSON）…</translation>
    </message>
    <message>
        <source>Export Trace</source>
        <translation>导出跟踪</translation>
    </message>
    <message>
        <source>Chrome Trace Event JSON (*.json)</source>
        <translation>Chrome Trace Event JSON (*.json)</translation>
    </message>
    <message>
        <source>Export the trace as PNG, SVG or PDF, or for Perfetto and chrome://tracing</source>
        <translation>将跟踪导出为 PNG、SVG 或 PDF，或导出给 Perfetto 和 chrome://tracing</translation>
    </message>
    <message>
        <source>No report is open.</source>
        <translation>没有打开的报告。</translation>
    </message>
    <message>
        <source>This report has no execution trace: %1.</source>
        <translation>此报告没有执行跟踪：%1。</translation>
    </message>
    <message>
        <source>Preparing the trace…</source>
        <translation>正在准备跟踪…</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>源：%1</translation>
    </message>
    <message>
        <source>Target: %1</source>
        <translation>目标：%1</translation>
    </message>
    <message>
        <source>Cycles per iteration: source %1, target %2, difference %3 (%4). Both traces start at cycle 0.</source>
        <translation>每次迭代周期数：源 %1，目标 %2，差值 %3（%4）。两条跟踪都从周期 0 开始。</translation>
    </message>
    <message>
        <source>The source report has no execution trace: %1.</source>
        <translation>源报告没有执行跟踪：%1。</translation>
    </message>
    <message>
        <source>The target report has no execution trace: %1.</source>
        <translation>目标报告没有执行跟踪：%1。</translation>
    </message>
    <message>
        <source>The trace holds %1 of %2 device iterations; the others repeat them.</source>
        <translation>跟踪包含 %2 次设备迭代中的 %1 次；其余的重复它们。</translation>
    </message>
    <message>
        <source>Every replica runs the same program: the lanes of replicas 1 to %1 repeat replica 0&apos;s.</source>
        <translation>每个副本运行相同的程序：副本 1 到 %1 的泳道重复副本 0 的泳道。</translation>
    </message>
    <message>
        <source>Grouping the steps by operation…</source>
        <translation>正在按操作分组步骤…</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>正在写入 %1…</translation>
    </message>
    <message>
        <source>Trace written to %1: open it in ui.perfetto.dev or chrome://tracing.</source>
        <translation>跟踪已写入 %1：请在 ui.perfetto.dev 或 chrome://tracing 中打开。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Execution Trace</source>
        <translation>执行跟踪</translation>
    </message>
    <message numerus="yes">
        <source>%n micro-batch(es) of each device iteration repeat the steady state: they count in every total, but the trace folds them at cycle %1.</source>
        <translation>
            <numerusform>每次设备迭代中有 %n 个微批次重复稳态：它们计入每个总计，但跟踪在周期 %1 处将其折叠。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tilescope::gui::FitAdvisorDialog</name>
    <message>
        <source>Find a Configuration That Fits</source>
        <translation>查找可放入内存的配置</translation>
    </message>
    <message>
        <source>Each change a user would try is simulated: amp down and up, a smaller batch with gradient accumulation keeping the global batch, fp16 and half partials, recomputation, offloading, pipelining over more IPUs, replicated tensor sharding. Those that fit are listed, fastest first; open one to see it against %1 in every view.</source>
        <translation>逐一模拟用户可能尝试的每项更改：调低和调高 amp、在保持全局批次的前提下使用梯度累积的更小批次、fp16 和 half 部分和、重计算、卸载、在更多 IPU 上流水线化、复制张量分片。可放入内存的更改按速度从快到慢列出；打开其中一个即可在每个视图中与 %1 对比。</translation>
    </message>
    <message>
        <source>Open Against the Failing Report</source>
        <translation>与失败的报告对比打开</translation>
    </message>
    <message>
        <source>Stop Searching</source>
        <translation>停止搜索</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>已停止。</translation>
    </message>
    <message>
        <source>Stopped. The %1 changes found to fit so far are listed.</source>
        <translation>已停止。已列出迄今找到的 %1 项可放入内存的更改。</translation>
    </message>
    <message>
        <source>Simulating the changes of %1: %2 of %3 configurations so far, %4 fit.</source>
        <translation>正在模拟 %1 的更改：目前已完成 %3 个配置中的 %2 个，%4 项可放入内存。</translation>
    </message>
    <message>
        <source>Simulating the changes of %1…</source>
        <translation>正在模拟 %1 的更改…</translation>
    </message>
    <message>
        <source>None of the %1 changes tried fits.</source>
        <translation>尝试的 %1 项更改均无法放入内存。</translation>
    </message>
    <message>
        <source>%1 of the %2 changes tried fit. Double-click one to open it against the failing report.</source>
        <translation>尝试的 %2 项更改中有 %1 项可放入内存。双击其中一项，即可与失败的报告对比打开。</translation>
    </message>
    <message>
        <source>Simulating %1…</source>
        <translation>正在模拟 %1…</translation>
    </message>
    <message>
        <source>%1 is shown against %2.</source>
        <translation>正在将 %1 与 %2 对比显示。</translation>
    </message>
    <message>
        <source>The candidate is not shown: another report was opened while it ran.</source>
        <translation>未显示该候选：运行期间打开了另一份报告。</translation>
    </message>
    <message>
        <source>Cannot Search</source>
        <translation>无法搜索</translation>
    </message>
    <message>
        <source>The command recorded in %1 cannot be read: %2</source>
        <translation>无法读取 %1 中记录的命令：%2</translation>
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
        <source>Find a Configuration That Fits…</source>
        <translation>查找可放入内存的配置…</translation>
    </message>
    <message>
        <source>%1: largest tile %2 uses %3 of %4 (%5)</source>
        <translation>%1：最大的 tile %2 使用了 %4 中的 %3（%5）</translation>
    </message>
    <message>
        <source>Target report: OUT OF MEMORY (%1, largest tile %2 uses %3)</source>
        <translation>目标报告：内存不足（%1，最大的 tile %2 使用 %3）</translation>
    </message>
    <message>
        <source>Source report: OUT OF MEMORY (%1, largest tile %2 uses %3)</source>
        <translation>源报告：内存不足（%1，最大的 tile %2 使用 %3）</translation>
    </message>
    <message>
        <source>%1: room to spare %2 on tile %3</source>
        <translation>%1：tile %3 的余量 %2</translation>
    </message>
    <message>
        <source>Room to spare: %1 on tile %2 (the largest block free at its peak)</source>
        <translation>余量：tile %2 上 %1（峰值时空闲的最大块）</translation>
    </message>
    <message>
        <source>Target report: fits in memory (%1, largest tile %2 uses %3, %4 to spare)</source>
        <translation>目标报告：内存装得下（%1，最大的 tile %2 使用 %3，余量 %4）</translation>
    </message>
    <message>
        <source>Source report: fits in memory (%1, largest tile %2 uses %3, %4 to spare)</source>
        <translation>源报告：内存装得下（%1，最大的 tile %2 使用 %3，余量 %4）</translation>
    </message>
    <message>
        <source>… %1 tiles out of memory in all (the Memory view shows each).</source>
        <translation>… 共 %1 个 tile 内存不足（内存视图逐一显示）。</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::HalfPrecisionModel</name>
    <message>
        <source>Variable</source>
        <translation>变量</translation>
    </message>
    <message>
        <source>Size (float)</source>
        <translation>大小（float）</translation>
    </message>
    <message>
        <source>Saved as half</source>
        <translation>改为 half 可节省</translation>
    </message>
    <message>
        <source>Saved on the worst tile</source>
        <translation>在最差tile上节省</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::IpuConfigRow</name>
    <message>
        <source>Open an IPU Config</source>
        <translation>打开 IPU 配置</translation>
    </message>
    <message>
        <source>IPU configs (*.json);;All files (*)</source>
        <translation>IPU 配置 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>IPU config: an optimum-graphcore ipu_config.json the options start from</source>
        <translation>IPU 配置：作为选项起点的 optimum-graphcore ipu_config.json</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>打开…</translation>
    </message>
    <message>
        <source>Start the options from an optimum-graphcore ipu_config.json</source>
        <translation>从 optimum-graphcore 的 ipu_config.json 开始设置选项</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>Keep the options as they are, without the file</source>
        <translation>保留当前选项，不再使用该文件</translation>
    </message>
    <message>
        <source>Options in italics come from the file; in bold, changed here from the file&apos;s value.</source>
        <translation>斜体选项来自文件；粗体表示在此处相对文件的值做了更改。</translation>
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
    <message>
        <source>Room to spare</source>
        <translation>余量</translation>
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
        <translation>利用率</translation>
    </message>
    <message>
        <source>Busy cycles as a proportion of the iteration</source>
        <translation>忙碌周期占迭代的比例</translation>
    </message>
    <message>
        <source>Busy cycles</source>
        <translation>忙碌周期</translation>
    </message>
    <message>
        <source>Cycles not spent waiting for another IPU</source>
        <translation>未用于等待其他 IPU 的周期</translation>
    </message>
    <message>
        <source>Compute cycles</source>
        <translation>计算周期</translation>
    </message>
    <message>
        <source>Cycles in compute sets</source>
        <translation>计算集中的周期</translation>
    </message>
    <message>
        <source>%1 (traced)</source>
        <translation>%1（跟踪）</translation>
    </message>
    <message>
        <source>Cycles of the traced device iterations</source>
        <translation>跟踪的设备迭代的周期</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::KeyValueModel</name>
    <message>
        <source>Property</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::LessonPanel</name>
    <message>
        <source>Step %1</source>
        <translation>步骤 %1</translation>
    </message>
    <message>
        <source>Step %1, compared</source>
        <translation>步骤 %1（比较）</translation>
    </message>
    <message>
        <source>No lesson could be loaded.</source>
        <translation>未能加载任何课程。</translation>
    </message>
    <message>
        <source>Choose a lesson.</source>
        <translation>请选择一个课程。</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>第 %1 步，共 %2 步：%3</translation>
    </message>
    <message>
        <source>The guide: %1</source>
        <translation>指南：%1</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>上一个</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一个</translation>
    </message>
    <message>
        <source>Change in Simulate Panel</source>
        <translation>在模拟面板中更改</translation>
    </message>
    <message>
        <source>Open this step&apos;s configuration in the Simulate panel, to ask &quot;and what if…&quot;</source>
        <translation>在模拟面板中打开此步骤的配置，以探究“如果…会怎样”</translation>
    </message>
    <message>
        <source>What the text claims, checked in the simulated reports:</source>
        <translation>文中的说法，已在模拟报告中验证：</translation>
    </message>
    <message>
        <source>This step&apos;s reports are not shown: another report was opened while they were simulated. Open the step again to see them.</source>
        <translation>未显示此步骤的报告：模拟期间打开了另一份报告。请重新打开此步骤查看。</translation>
    </message>
    <message>
        <source>Before (source):</source>
        <translation>之前（源）：</translation>
    </message>
    <message>
        <source>After (target):</source>
        <translation>之后（目标）：</translation>
    </message>
    <message>
        <source>Simulated:</source>
        <translation>已模拟：</translation>
    </message>
    <message>
        <source>The view: %1</source>
        <translation>视图：%1</translation>
    </message>
    <message>
        <source>Cannot Load a Lesson</source>
        <translation>无法加载课程</translation>
    </message>
    <message>
        <source>Cannot Open a Lesson</source>
        <translation>无法打开课程</translation>
    </message>
    <message>
        <source>The lesson &quot;%1&quot; has no step %2: its steps are 1 to %3.</source>
        <translation>课程“%1”没有第 %2 步：其步骤为 1 到 %3。</translation>
    </message>
    <message>
        <source>%1: no such lesson file.</source>
        <translation>%1：没有这个课程文件。</translation>
    </message>
    <message>
        <source>No lesson is named &quot;%1&quot; (Help &gt; Lessons lists them).</source>
        <translation>没有名为“%1”的课程（帮助 &gt; 课程 中列出了全部课程）。</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::LiveVariablesModel</name>
    <message>
        <source>always</source>
        <translation>始终</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Variable</source>
        <translation>变量</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <source>Live steps</source>
        <translation>存活步骤</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>操作</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::LivenessPlot</name>
    <message>
        <source>Search matches</source>
        <translation>搜索匹配</translation>
    </message>
    <message>
        <source>Always-live</source>
        <translation>始终存活</translation>
    </message>
    <message>
        <source>Target always-live</source>
        <translation>目标 始终存活</translation>
    </message>
    <message>
        <source>Above max memory</source>
        <translation>超出最大内存</translation>
    </message>
    <message>
        <source>Target max memory</source>
        <translation>目标 最大内存</translation>
    </message>
    <message>
        <source>Program step</source>
        <translation>程序步骤</translation>
    </message>
    <message>
        <source>Source always-live</source>
        <translation>源 始终存活</translation>
    </message>
    <message>
        <source>Not-always-live (on always-live)</source>
        <translation>非始终存活（叠加在始终存活之上）</translation>
    </message>
    <message>
        <source>Memory (GiB)</source>
        <translation>内存 (GiB)</translation>
    </message>
    <message>
        <source>Memory (MiB)</source>
        <translation>内存 (MiB)</translation>
    </message>
    <message>
        <source>Memory (KiB)</source>
        <translation>内存 (KiB)</translation>
    </message>
    <message>
        <source>%1 tiles × %2</source>
        <translation>%1 个 tile × %2</translation>
    </message>
    <message>
        <source>Source max memory (%1)</source>
        <translation>源 最大内存（%1）</translation>
    </message>
    <message>
        <source>Max memory (%1)</source>
        <translation>最大内存（%1）</translation>
    </message>
    <message>
        <source>Max memory %1 is above the plot: the peak uses %2 of it</source>
        <translation>最大内存 %1 在图上方：峰值使用其中的 %2</translation>
    </message>
    <message>
        <source>Source always-live + not-always-live</source>
        <translation>源 始终存活 + 非始终存活</translation>
    </message>
    <message>
        <source>Target always-live + not-always-live</source>
        <translation>目标 始终存活 + 非始终存活</translation>
    </message>
    <message>
        <source>(shaded: range per pixel)</source>
        <translation>（阴影：每像素的范围）</translation>
    </message>
    <message>
        <source>%1: max memory</source>
        <translation>%1：最大内存</translation>
    </message>
    <message>
        <source>%1: always-live</source>
        <translation>%1：始终存活</translation>
    </message>
    <message>
        <source>%1: always-live + not-always-live</source>
        <translation>%1：始终存活 + 非始终存活</translation>
    </message>
    <message>
        <source>%1: max memory
(%2)</source>
        <translation>%1：最大内存
（%2）</translation>
    </message>
    <message>
        <source>%1:
always-live + not-always-live</source>
        <translation>%1：
始终存活 + 非始终存活</translation>
    </message>
    <message>
        <source>Program steps matched by operation (a gap: a step of the other report only)</source>
        <translation>按操作对齐的程序步骤（空白：仅另一份报告有的步骤）</translation>
    </message>
    <message>
        <source>Range of the steps in one pixel
(zoom in to separate them)</source>
        <translation>一个像素内各步骤的范围
（放大以分开）</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::LivenessView</name>
    <message>
        <source>Worst tile</source>
        <translation>最差 tile</translation>
    </message>
    <message>
        <source>Include always-live variables</source>
        <translation>包括始终存活变量</translation>
    </message>
    <message>
        <source>Find operation by name or type (Ctrl+F)</source>
        <translation>按名称或类型查找操作 (Ctrl+F)</translation>
    </message>
    <message>
        <source>Previous matching step (Shift+F3)</source>
        <translation>上一个匹配步骤 (Shift+F3)</translation>
    </message>
    <message>
        <source>Next matching step (F3, Enter)</source>
        <translation>下一个匹配步骤 (F3, Enter)</translation>
    </message>
    <message>
        <source>&amp;Source:</source>
        <translation>源(&amp;S)：</translation>
    </message>
    <message>
        <source>All tiles</source>
        <translation>所有 tile</translation>
    </message>
    <message>
        <source>One IPU</source>
        <translation>单个 IPU</translation>
    </message>
    <message>
        <source>One tile</source>
        <translation>单个 tile</translation>
    </message>
    <message>
        <source>Whose memory is plotted: the whole replica, one IPU or one tile</source>
        <translation>绘制谁的内存：整个副本、单个 IPU 或单个 tile</translation>
    </message>
    <message>
        <source>Plot the tile that uses the most memory</source>
        <translation>绘制使用内存最多的 tile</translation>
    </message>
    <message>
        <source>No report is open.</source>
        <translation>没有打开的报告。</translation>
    </message>
    <message>
        <source>The reports are of different models (%1 and %2): their steps do not correspond one to one.</source>
        <translation>两个报告来自不同的模型（%1 和 %2）：它们的步骤并非一一对应。</translation>
    </message>
    <message>
        <source>The reports are for different targets: one IPU or one tile of each holds different parts of the model.</source>
        <translation>两个报告的目标不同：各自的同一个 IPU 或 tile 存放的是模型的不同部分。</translation>
    </message>
    <message>
        <source>IPU </source>
        <translation>IPU </translation>
    </message>
    <message>
        <source>Tile </source>
        <translation>Tile </translation>
    </message>
    <message>
        <source>Computing liveness…</source>
        <translation>正在计算存活情况…</translation>
    </message>
    <message>
        <source>all tiles</source>
        <translation>所有 tile</translation>
    </message>
    <message>
        <source>IPU %1</source>
        <translation>IPU %1</translation>
    </message>
    <message>
        <source>tile %1</source>
        <translation>tile %1</translation>
    </message>
    <message>
        <source>Live at step %1 on %2 — variables: %3, bytes: %4</source>
        <translation>步骤 %1 时在 %2 上存活 — 变量：%3，字节：%4</translation>
    </message>
    <message>
        <source>No steps</source>
        <translation>无步骤</translation>
    </message>
    <message>
        <source>Match %1 of %2</source>
        <translation>匹配 %1 / %2</translation>
    </message>
    <message>
        <source>Matching steps: %1</source>
        <translation>匹配步骤：%1</translation>
    </message>
    <message>
        <source>IPU</source>
        <translation>IPU</translation>
    </message>
    <message>
        <source>tile</source>
        <translation>tile</translation>
    </message>
    <message>
        <source>Tile %1 is out of memory although its liveness stays under the line: the %2 of gaps between its variables are not counted here. The Memory regions view shows them.</source>
        <translation>tile %1 虽然存活曲线在线下，但内存不足：其变量之间 %2 的空隙未计入此处。内存区域视图会显示它们。</translation>
    </message>
    <message>
        <source>Liveness</source>
        <translation>存活</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 has no %2 %3: only %4 is plotted.</source>
        <translation>%1 没有 %2 %3：只绘制了 %4。</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>源</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>S&amp;teps:</source>
        <translation>步骤(&amp;T)：</translation>
    </message>
    <message>
        <source>In order</source>
        <translation>按顺序</translation>
    </message>
    <message>
        <source>Matched by operation</source>
        <translation>按操作对齐</translation>
    </message>
    <message>
        <source>In order: step n of one report over step n of the other. Matched by operation: the steps of an operation face the same operation&apos;s steps in the other report, and a step only one report has faces a gap</source>
        <translation>按顺序：一份报告的第 n 步对应另一份的第 n 步。按操作对齐：一个操作的步骤对应另一份报告中同一操作的步骤，只有一份报告有的步骤对应空白</translation>
    </message>
    <message>
        <source>Steps matched by operation: %1 in both reports; %2 of %3 and %4 of %5 face gaps.</source>
        <translation>按操作对齐的步骤：两份报告共有 %1 步；%3 的 %2 步和 %5 的 %4 步对应空白。</translation>
    </message>
    <message>
        <source>After</source>
        <translation>之后</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>之前</translation>
    </message>
    <message>
        <source>%1 (after)</source>
        <translation>%1（之后）</translation>
    </message>
    <message>
        <source>%1 (before)</source>
        <translation>%1（之前）</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::MainWindow</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Open Report</source>
        <translation>打开报告</translation>
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
        <source>Compare With Report</source>
        <translation>选择要比较的报告</translation>
    </message>
    <message>
        <source>Source: %1 · Target: %2</source>
        <translation>源：%1 · 目标：%2</translation>
    </message>
    <message>
        <source>%1: %2 — loading the target…</source>
        <translation>%1：%2 — 正在加载目标…</translation>
    </message>
    <message>
        <source>fits in memory</source>
        <translation>可放入内存</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>内存不足</translation>
    </message>
    <message>
        <source>Simulate</source>
        <translation>模拟</translation>
    </message>
    <message>
        <source>Simulating…</source>
        <translation>正在模拟…</translation>
    </message>
    <message>
        <source>Cannot Simulate</source>
        <translation>无法模拟</translation>
    </message>
    <message>
        <source>%1 does not record how it was simulated: it was not written by Tilescope&apos;s simulator.</source>
        <translation>%1 没有记录它是如何模拟的：它不是由 Tilescope 的模拟器写入的。</translation>
    </message>
    <message>
        <source>The command recorded in %1 cannot be read: %2</source>
        <translation>无法读取 %1 中记录的命令：%2</translation>
    </message>
    <message>
        <source>Save Report</source>
        <translation>保存报告</translation>
    </message>
    <message>
        <source>Tilescope reports (*.tsr);;JSON reports (*.json)</source>
        <translation>Tilescope 报告 (*.tsr);;JSON 报告 (*.json)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Cannot Save Report</source>
        <translation>无法保存报告</translation>
    </message>
    <message>
        <source>Sweep: %1</source>
        <translation>扫描：%1</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>扫描</translation>
    </message>
    <message>
        <source>S&amp;weep</source>
        <translation>扫描(&amp;W)</translation>
    </message>
    <message>
        <source>Cannot Open Sweep</source>
        <translation>无法打开扫描</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>Cannot Load a Lesson</source>
        <translation>无法加载课程</translation>
    </message>
    <message>
        <source>The sweep&apos;s points are not shown: another report was opened while they were simulated.</source>
        <translation>未显示扫描的这些点：模拟期间打开了另一份报告。</translation>
    </message>
    <message>
        <source>Cannot Select Tile</source>
        <translation>无法选择 tile</translation>
    </message>
    <message>
        <source>--tile %1: %2 has %3 tiles (0 to %4).</source>
        <translation>--tile %1：%2 有 %3 个 tile（0 到 %4）。</translation>
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
        <translation>包含间隙</translation>
    </message>
    <message>
        <source>Scale to tile memory</source>
        <translation>按 tile 内存缩放</translation>
    </message>
    <message>
        <source>Worst tile</source>
        <translation>最差 tile</translation>
    </message>
    <message>
        <source>Select out-of-memory tiles</source>
        <translation>选择内存不足的 tile</translation>
    </message>
    <message>
        <source>Software order</source>
        <translation>软件顺序</translation>
    </message>
    <message>
        <source>Sorted by memory used</source>
        <translation>按已用内存排序</translation>
    </message>
    <message>
        <source>Gaps are holes between variables left by alignment and placement rules; they count towards what must fit in the tile&apos;s memory.</source>
        <translation>间隙是对齐与放置规则在变量之间留下的空洞，计入必须放进 tile 内存的量。</translation>
    </message>
    <message>
        <source>Checked, the height reaches the tile memory line; unchecked, it fits the most used tile so that small usage is readable.</source>
        <translation>勾选时高度达到 tile 内存线；取消勾选时适配使用最多的 tile，便于看清较小的用量。</translation>
    </message>
    <message>
        <source>Tiles, e.g. 0-3, 952</source>
        <translation>tile，例如 0-3, 952</translation>
    </message>
    <message>
        <source>Select the most used tile of the shown IPU(s)</source>
        <translation>选择所显示 IPU 中使用最多的 tile</translation>
    </message>
    <message>
        <source>&amp;IPU:</source>
        <translation>IPU(&amp;I)：</translation>
    </message>
    <message>
        <source>&amp;Order:</source>
        <translation>顺序(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Tiles:</source>
        <translation>tile(&amp;T)：</translation>
    </message>
    <message>
        <source>Tile map</source>
        <translation>tile 分布图</translation>
    </message>
    <message>
        <source>All IPUs</source>
        <translation>所有 IPU</translation>
    </message>
    <message>
        <source>IPU %1</source>
        <translation>IPU %1</translation>
    </message>
    <message>
        <source>%1 and %2 more</source>
        <translation>%1 等另外 %2 个</translation>
    </message>
    <message>
        <source>Tiles out of memory (%1), most overflowing first: %2</source>
        <translation>内存不足的 tile（%1 个，溢出最多者在前）：%2</translation>
    </message>
    <message>
        <source>The reports are of different models: their tiles hold different variables.</source>
        <translation>两份报告的模型不同：其 tile 存放的变量不同。</translation>
    </message>
    <message>
        <source>The reports are for different targets (%1 and %2 tiles): tiles are not compared one by one; only totals are shown.</source>
        <translation>两份报告的目标不同（%1 与 %2 个 tile）：不逐个比较 tile，只显示总量。</translation>
    </message>
    <message>
        <source>all IPUs</source>
        <translation>所有 IPU</translation>
    </message>
    <message>
        <source>Worst tile %1 (no tile selected yet)</source>
        <translation>最差 tile %1（尚未选择 tile）</translation>
    </message>
    <message numerus="yes">
        <source>Selected tiles (%n)</source>
        <translation>
            <numerusform>所选 tile（%n）</numerusform>
        </translation>
    </message>
    <message>
        <source>Showing the first %1 of %2 selected tiles; the CSV export has them all.</source>
        <translation>显示所选 %2 个 tile 中的前 %1 个；CSV 导出包含全部。</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Export the plot as PNG, SVG or PDF, or its data as CSV</source>
        <translation>将图表导出为 PNG、SVG 或 PDF，或将其数据导出为 CSV</translation>
    </message>
    <message>
        <source>Tiles of %1 out of memory (%2), most overflowing first: %3</source>
        <translation>%1 中内存不足的 tile（%2 个，溢出最多者在前）：%3</translation>
    </message>
    <message>
        <source>Total memory (including gaps): %1 (source) %2, %3 (target) %4, difference %5</source>
        <translation>总内存（含间隙）：%1（源）%2，%3（目标）%4，差值 %5</translation>
    </message>
    <message>
        <source>Total memory of %1 (including gaps): %2 (source) %3, %4 (target) %5, difference %6</source>
        <translation>%1 的总内存（含间隙）：%2（源）%3，%4（目标）%5，差值 %6</translation>
    </message>
    <message>
        <source>Total memory of %1 (excluding gaps): %2 (source) %3, %4 (target) %5, difference %6</source>
        <translation>%1 的总内存（不含间隙）：%2（源）%3，%4（目标）%5，差值 %6</translation>
    </message>
    <message>
        <source>Most used tile: %1 (source) %2 (tile %3), %4 (target) %5 (tile %6), difference %7</source>
        <translation>使用最多的 tile：%1（源）%2（tile %3），%4（目标）%5（tile %6），差值 %7</translation>
    </message>
    <message>
        <source>The tiles of %1 only: the other report&apos;s tiles do not correspond.</source>
        <translation>仅 %1 的 tile：另一份报告的 tile 与之不对应。</translation>
    </message>
    <message>
        <source>Tightest tile of IPU %1: %2, with %3 to spare (the largest block free at its peak)</source>
        <translation>IPU %1 最紧张的 tile：%2，余量 %3（峰值时空闲的最大块）</translation>
    </message>
    <message>
        <source>Tightest tile: %1, with %2 to spare (the largest block free at its peak)</source>
        <translation>最紧张的 tile：%1，余量 %2（峰值时空闲的最大块）</translation>
    </message>
    <message>
        <source>Room to spare on IPU %1: %2 (source) %3, %4 (target) %5, difference %6</source>
        <translation>IPU %1 的余量：%2（源）%3，%4（目标）%5，差值 %6</translation>
    </message>
    <message>
        <source>Room to spare: %1 (source) %2, %3 (target) %4, difference %5</source>
        <translation>余量：%1（源）%2，%3（目标）%4，差值 %5</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::OperationTimeModel</name>
    <message>
        <source>Operation</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>(no operation)</source>
        <translation>（无操作）</translation>
    </message>
    <message>
        <source>Syncs between operations, external syncs and waiting count as no operation</source>
        <translation>操作之间的同步、外部同步和等待不属于任何操作</translation>
    </message>
    <message>
        <source>Busy cycles</source>
        <translation>忙碌周期</translation>
    </message>
    <message>
        <source>Cycles of the traced rows, waiting excluded</source>
        <translation>跟踪行的周期，不含等待</translation>
    </message>
    <message>
        <source>Waiting for another IPU at an external sync</source>
        <translation>在外部同步处等待另一个 IPU</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::OperationTypesModel</name>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>操作数</translation>
    </message>
    <message>
        <source>Cycles</source>
        <translation>周期数</translation>
    </message>
    <message>
        <source>Estimated cycles, summed</source>
        <translation>估计周期数之和</translation>
    </message>
    <message>
        <source>Most temporary bytes per tile</source>
        <translation>每个 tile 的最大临时字节数</translation>
    </message>
    <message>
        <source>The most temporary memory one operation of the type needs on a tile</source>
        <translation>此类型单个操作在一个 tile 上所需的最大临时内存</translation>
    </message>
    <message>
        <source>Code bytes</source>
        <translation>代码字节</translation>
    </message>
    <message>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <source>Planned for minimum memory</source>
        <translation>按最小内存规划</translation>
    </message>
    <message>
        <source>Operations the planner could only fit by optimising for minimum memory (phase 2)</source>
        <translation>规划器只能通过最小内存优化才能放下的操作（阶段 2）</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::OperationsModel</name>
    <message>
        <source>Operation</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>块</translation>
    </message>
    <message>
        <source>The model&apos;s block or layer the operation belongs to</source>
        <translation>该操作所属的模型块或层</translation>
    </message>
    <message>
        <source>IPU</source>
        <translation>IPU</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>The pipeline stage (empty without pipelining)</source>
        <translation>流水线阶段（无流水线时为空）</translation>
    </message>
    <message>
        <source>Cycles</source>
        <translation>周期数</translation>
    </message>
    <message>
        <source>Estimated cycles of one execution</source>
        <translation>一次执行的估计周期数</translation>
    </message>
    <message>
        <source>Temporary bytes per tile</source>
        <translation>每个 tile 的临时字节</translation>
    </message>
    <message>
        <source>Temporary memory on the operation&apos;s worst tile</source>
        <translation>该操作最差 tile 上的临时内存</translation>
    </message>
    <message>
        <source>Code bytes</source>
        <translation>代码字节</translation>
    </message>
    <message>
        <source>Vertex code over all tiles</source>
        <translation>所有 tile 上的 Vertex 代码</translation>
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
        <translation>规划器可用于临时数据的 tile 内存比例（空：非规划操作）</translation>
    </message>
    <message>
        <source>Partials</source>
        <translation>部分和</translation>
    </message>
    <message>
        <source>The type of the partial sums</source>
        <translation>部分和的类型</translation>
    </message>
    <message>
        <source>Planner phase</source>
        <translation>规划器阶段</translation>
    </message>
    <message>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <source>2: minimum memory</source>
        <translation>2：最小内存</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>The convolution planner&apos;s choice of splits</source>
        <translation>卷积规划器选择的拆分</translation>
    </message>
    <message>
        <source>Tiles used</source>
        <translation>使用的 tile 数</translation>
    </message>
    <message>
        <source>Serial steps</source>
        <translation>串行步数</translation>
    </message>
    <message>
        <source>Steps the plan runs one after another (serial splits)</source>
        <translation>方案依次执行的步骤（串行拆分）</translation>
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
        <translation>按名称、类型或块筛选，例如 conv layer3（Ctrl+F）</translation>
    </message>
    <message>
        <source>&amp;Filter:</source>
        <translation>筛选(&amp;F)：</translation>
    </message>
    <message>
        <source>Totals per type</source>
        <translation>按类型合计</translation>
    </message>
    <message>
        <source>The reports are of different models (%1 and %2): few operations share a name.</source>
        <translation>这些报告属于不同的模型（%1 和 %2）：同名的操作很少。</translation>
    </message>
    <message>
        <source>Operations are matched by name; a row with one side empty exists in one report only.</source>
        <translation>操作按名称对应；一侧为空的行只存在于一个报告中。</translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s)</source>
        <translation>
            <numerusform>%n 个操作</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n operation(s)</source>
        <translation>
            <numerusform>%n 个操作中的 %1 个</numerusform>
        </translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>%1 was not profiled (the Summary says so): its cycles are the compiler&apos;s estimates of one run of each operation, not measured.</source>
        <translation>%1 未经性能分析（摘要中如此显示）：其周期数是编译器对每个操作运行一次的估计值，并非实测。</translation>
    </message>
    <message>
        <source>Why this plan</source>
        <translation>为何是此方案</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::OptionControl</name>
    <message>
        <source>%1 is outside the allowed range, %2 to %3: it becomes the nearest of the two.</source>
        <translation>%1 超出允许范围 %2 到 %3：将取两者中较近的值。</translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation>例如 %1</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::PlanBreakdownPanel</name>
    <message>
        <source>no budget met: planned for minimum memory</source>
        <translation>未满足任何预算：按最小内存规划</translation>
    </message>
    <message>
        <source>budget %1 × %2 = %3</source>
        <translation>预算 %1 × %2 = %3</translation>
    </message>
    <message>
        <source>Select a convolution or matmul to see its plan&apos;s temporary memory by term.</source>
        <translation>选择一个卷积或矩阵乘法，按项查看其方案的临时内存。</translation>
    </message>
    <message>
        <source>%1 has no plan: only convolutions and matmuls are planned.</source>
        <translation>%1 没有方案：只有卷积和矩阵乘法会被规划。</translation>
    </message>
    <message>
        <source>no plan</source>
        <translation>无方案</translation>
    </message>
    <message numerus="yes">
        <source>on %n tile(s), %1</source>
        <translation>
            <numerusform>在 %n 个 tile 上，%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Term (PopLibs)</source>
        <translation>项（PopLibs）</translation>
    </message>
    <message>
        <source>Bytes per tile</source>
        <translation>每个 tile 的字节数</translation>
    </message>
    <message>
        <source>Total, (g) + (e) + max((b), (c) + (a), (d)) + (f): compared with the budget</source>
        <translation>合计 (g) + (e) + max((b), (c) + (a), (d)) + (f)（与预算比较）</translation>
    </message>
    <message>
        <source>plan: %1</source>
        <translation>计划：%1</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::PlannerFallbacksModel</name>
    <message>
        <source>Operation</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Available memory proportion</source>
        <translation>可用内存比例</translation>
    </message>
    <message>
        <source>Tiles used</source>
        <translation>使用的tile</translation>
    </message>
    <message>
        <source>Serial steps</source>
        <translation>串行步数</translation>
    </message>
    <message>
        <source>Temporary memory per tile</source>
        <translation>每个tile的临时内存</translation>
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
        <translation>程序</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>运算</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::ProgramTreeView</name>
    <message>
        <source>Search programs and operations, e.g. convolution (Ctrl+F)</source>
        <translation>搜索程序和运算，例如 convolution (Ctrl+F)</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>上一个</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>上一个匹配 (Shift+F3)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一个</translation>
    </message>
    <message>
        <source>Next match (F3, Enter)</source>
        <translation>下一个匹配 (F3, Enter)</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>搜索(&amp;S)：</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>源：%1</translation>
    </message>
    <message>
        <source>Target: %1</source>
        <translation>目标：%1</translation>
    </message>
    <message>
        <source>no matches</source>
        <translation>无匹配</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>第 %1 个，共 %2 个</translation>
    </message>
    <message>
        <source>Source: %1 · Target: %2</source>
        <translation>源：%1 · 目标：%2</translation>
    </message>
    <message>
        <source>Program Tree</source>
        <translation>程序树</translation>
    </message>
    <message>
        <source>The reports are of different models (%1 and %2): their programs and operations do not correspond.</source>
        <translation>两份报告的模型不同（%1 和 %2）：它们的程序和操作并不对应。</translation>
    </message>
    <message>
        <source>The reports are for different targets: the same program runs on different tiles.</source>
        <translation>两份报告的目标不同：同一程序运行在不同的 tile 上。</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::RegionsPlot</name>
    <message>
        <source>Address (KiB)</source>
        <translation>地址 (KiB)</translation>
    </message>
    <message>
        <source>Non-interleaved (0–%1)</source>
        <translation>非交错 (0–%1)</translation>
    </message>
    <message>
        <source>Interleaved (%1–%2)</source>
        <translation>交错 (%1–%2)</translation>
    </message>
    <message>
        <source>Tile end</source>
        <translation>Tile 末尾</translation>
    </message>
    <message>
        <source>Overflow %1</source>
        <translation>溢出 %1</translation>
    </message>
    <message>
        <source>Always
allocated</source>
        <translation>始终
分配</translation>
    </message>
    <message>
        <source>Not always
live</source>
        <translation>非始终
存活</translation>
    </message>
    <message>
        <source>Variables with disjoint live ranges may share addresses: they are drawn in separate lanes (Ctrl+wheel or Ctrl+/− zooms the lanes, ↑/↓ scrolls them). The row at the peak shows what is in use when the tile needs the most, and every gap, hatched by cause.</source>
        <translation>存活期不重叠的变量可以共享地址：它们画在不同的泳道中（Ctrl+滚轮或 Ctrl+/− 缩放泳道，↑/↓ 滚动）。峰值行显示 tile 需求最大时正在使用的内容，以及按原因加阴影的每个空隙。</translation>
    </message>
    <message>
        <source>At the peak
(step %1)</source>
        <translation>峰值时
（步骤 %1）</translation>
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
        <translation>Tile(&amp;T)：</translation>
    </message>
    <message>
        <source>The tile whose address space is shown; it is shared with the other views.</source>
        <translation>显示其地址空间的 tile；与其他视图共享。</translation>
    </message>
    <message>
        <source>Show the tile that uses the most memory (including gaps), in every view.</source>
        <translation>在所有视图中显示使用内存最多（含空隙）的 tile。</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Zoom in on the addresses (+)</source>
        <translation>放大地址 (+)</translation>
    </message>
    <message>
        <source>Zoom out (−)</source>
        <translation>缩小 (−)</translation>
    </message>
    <message>
        <source>Show the whole address space (Home)</source>
        <translation>显示整个地址空间 (Home)</translation>
    </message>
    <message>
        <source>Blocks</source>
        <translation>块</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>源</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>Source blocks: %1</source>
        <translation>源的块：%1</translation>
    </message>
    <message>
        <source>Target blocks: %1</source>
        <translation>目标的块：%1</translation>
    </message>
    <message>
        <source>Target: %1 has no tile %2</source>
        <translation>目标：%1 没有 tile %2</translation>
    </message>
    <message>
        <source>The report has no tiles</source>
        <translation>报告中没有 tile</translation>
    </message>
    <message>
        <source>No report open</source>
        <translation>未打开报告</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>Tile memory</source>
        <translation>Tile 内存</translation>
    </message>
    <message>
        <source>The memory of one tile.</source>
        <translation>单个 tile 的内存。</translation>
    </message>
    <message>
        <source>Used (excluding gaps)</source>
        <translation>已用（不含空隙）</translation>
    </message>
    <message>
        <source>Always-live bytes plus the most not-always-live bytes live at once.</source>
        <translation>始终存活的字节数加上同时存活的非始终存活字节数的最大值。</translation>
    </message>
    <message>
        <source>Gaps</source>
        <translation>空隙</translation>
    </message>
    <message>
        <source>Overflow</source>
        <translation>溢出</translation>
    </message>
    <message>
        <source>Bytes past the tile&apos;s end: the tile is out of memory.</source>
        <translation>超出 tile 末尾的字节：该 tile 内存不足。</translation>
    </message>
    <message>
        <source>Out of memory: %1 past the tile&apos;s end</source>
        <translation>内存不足：超出 tile 末尾 %1</translation>
    </message>
    <message>
        <source>Fits: %1 free</source>
        <translation>放得下：空闲 %1</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>源：</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>目标：</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>区域</translation>
    </message>
    <message>
        <source>Source: %1, tile %2 (IPU %3)</source>
        <translation>源：%1，tile %2（IPU %3）</translation>
    </message>
    <message>
        <source>Tile %1 (IPU %2)</source>
        <translation>Tile %1（IPU %2）</translation>
    </message>
    <message>
        <source>Target: %1, tile %2 (IPU %3)</source>
        <translation>目标：%1，tile %2（IPU %3）</translation>
    </message>
    <message>
        <source>The reports are of different models (%1 and %2): the same tile holds different variables in each.</source>
        <translation>两份报告的模型不同（%1 和 %2）：同一 tile 在两者中保存的变量不同。</translation>
    </message>
    <message>
        <source>The reports are for different targets: a tile of one does not hold the same part of the model as the same tile of the other.</source>
        <translation>两份报告的目标不同：一份中的某个 tile 与另一份中同号 tile 保存的并非模型的同一部分。</translation>
    </message>
    <message>
        <source>Worst tile</source>
        <translation>最差 tile</translation>
    </message>
    <message>
        <source>Whole tile</source>
        <translation>整个 tile</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>(tiles 0–%1)</source>
        <translation>（tile 0–%1）</translation>
    </message>
    <message>
        <source>The tile&apos;s footprint (up to its highest address, less its room to spare) minus the bytes in use at its peak, counted against the tile&apos;s memory. The row at the peak shows each gap at its address.</source>
        <translation>tile 的占用范围（直到其最高地址，减去剩余空间）减去其峰值时正在使用的字节，计入 tile 内存。峰值行在每个空隙的地址处显示它。</translation>
    </message>
    <message>
        <source>Addresses variables use at other steps, none of which is live at the tile&apos;s peak: holes between the lanes.</source>
        <translation>其他步骤中变量使用的地址，在 tile 峰值时都不存活：泳道之间的空洞。</translation>
    </message>
    <message>
        <source>Never used: padding that aligns the next block.</source>
        <translation>从未使用：用于对齐下一个块的填充。</translation>
    </message>
    <message>
        <source>Never used, on a tile out of memory: room that the data which overflowed could not take.</source>
        <translation>在内存不足的 tile 上从未使用：溢出的数据无法占用的空间。</translation>
    </message>
    <message>
        <source>Never used: holes that placement rules left.</source>
        <translation>从未使用：放置规则留下的空洞。</translation>
    </message>
    <message>
        <source>Free (room to spare)</source>
        <translation>空闲（剩余空间）</translation>
    </message>
    <message>
        <source>Tile memory minus used bytes and gaps: never used, and not counted against the tile.</source>
        <translation>tile 内存减去已用字节和空隙：从未使用，不计入 tile。</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::ScreenshotWriter</name>
    <message>
        <source>Cannot create the directory %1.</source>
        <translation>无法创建目录 %1。</translation>
    </message>
    <message>
        <source>Cannot write %1: the window could not be drawn.</source>
        <translation>无法写入 %1：无法绘制窗口。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::SimulatePanel</name>
    <message>
        <source>Cancelled: the result shown is unchanged.</source>
        <translation>已取消：显示的结果保持不变。</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>The same simulation from a terminal:</source>
        <translation>在终端中运行相同的模拟：</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Compare with:</source>
        <translation>比较对象：</translation>
    </message>
    <message>
        <source>the previous result</source>
        <translation>上一个结果</translation>
    </message>
    <message>
        <source>the pinned baseline</source>
        <translation>固定的基线</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Pin Shown</source>
        <translation>固定当前报告</translation>
    </message>
    <message>
        <source>Compare every later result with the report shown now</source>
        <translation>将之后的每个结果与当前显示的报告比较</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>实时</translation>
    </message>
    <message>
        <source>Simulate again by itself a moment after each change</source>
        <translation>每次更改后稍等片刻自动重新模拟</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Choose a Model</source>
        <translation>选择模型</translation>
    </message>
    <message>
        <source>Models (*.json *.onnx);;All files (*)</source>
        <translation>模型 (*.json *.onnx);;所有文件 (*)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Choose a model.</source>
        <translation>请选择模型。</translation>
    </message>
    <message>
        <source>%1 is neither a built-in model nor an existing file.</source>
        <translation>%1 既不是内置模型，也不是现有文件。</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>模型：%1</translation>
    </message>
    <message>
        <source>--%1: %2</source>
        <translation>--%1：%2</translation>
    </message>
    <message>
        <source>Simulate now</source>
        <translation>立即模拟</translation>
    </message>
    <message>
        <source>Baseline: %1</source>
        <translation>基线：%1</translation>
    </message>
    <message>
        <source>No baseline is pinned: results are compared with the previous one.</source>
        <translation>未固定基线：结果将与上一个结果比较。</translation>
    </message>
    <message>
        <source>Simulating %1…</source>
        <translation>正在模拟 %1…</translation>
    </message>
    <message>
        <source>%1 of %2: fits in memory.</source>
        <translation>%2 的 %1：可放入内存。</translation>
    </message>
    <message>
        <source>%1 of %2: out of memory.</source>
        <translation>%2 的 %1：内存不足。</translation>
    </message>
    <message>
        <source>The simulation failed: the result shown is unchanged.</source>
        <translation>模拟失败：显示的结果保持不变。</translation>
    </message>
    <message>
        <source>Cannot Simulate</source>
        <translation>无法模拟</translation>
    </message>
    <message>
        <source>Not simulated: another report was opened before the change ran.</source>
        <translation>未模拟：在此更改运行之前打开了另一份报告。</translation>
    </message>
    <message>
        <source>%1 of %2 is not shown: another report was opened while it ran.</source>
        <translation>未显示 %2 的 %1：运行期间打开了另一份报告。</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>已复制</translation>
    </message>
    <message>
        <source>The window shows %1; the settings here are your change, not its.</source>
        <translation>窗口显示的是 %1；这里的设置是您的更改，不是它的。</translation>
    </message>
    <message>
        <source>The window shows %1, which records no command: the settings here are not its.</source>
        <translation>窗口显示的是 %1，它没有记录命令：这里的设置不是它的。</translation>
    </message>
    <message>
        <source>The settings are those of %1, the report shown: a change simulates from there.</source>
        <translation>这些设置来自当前显示的报告 %1：更改后将从这里开始模拟。</translation>
    </message>
    <message>
        <source>Nothing to simulate: the report shown has these settings.</source>
        <translation>无需模拟：所显示的报告已是这些设置。</translation>
    </message>
    <message>
        <source>Model: a built-in model, a JSON or ONNX file, or a Hugging Face config.json</source>
        <translation>模型：内置模型、JSON 或 ONNX 文件，或 Hugging Face 的 config.json</translation>
    </message>
    <message>
        <source>Choose a JSON or ONNX model file, or a Hugging Face config.json</source>
        <translation>选择 JSON 或 ONNX 模型文件，或 Hugging Face 的 config.json</translation>
    </message>
    <message>
        <source>The IPU config was not opened: %1</source>
        <translation>未打开 IPU 配置：%1</translation>
    </message>
    <message>
        <source>From %1</source>
        <translation>来自 %1</translation>
    </message>
    <message>
        <source>Changed here: %1 gives %2</source>
        <translation>已在此处更改：%1 给出 %2</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::SimulationRunner</name>
    <message>
        <source>Simulation %1</source>
        <translation>模拟 %1</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::SummaryView</name>
    <message>
        <source>The convolution planner found no plan within these operations&apos; available memory proportion and chose the plan using the least temporary memory instead, whatever its speed (Poplar&apos;s log says “convolution planner unable to meet memory target”). Lowering the proportion further changes nothing for them; such plans often put their operands on few tiles.</source>
        <translation>卷积规划器无法在这些操作的可用内存比例内找到方案，因此不论速度，改选了临时内存最少的方案（Poplar 日志显示“convolution planner unable to meet memory target”）。继续降低比例对它们没有影响；此类方案常把操作数放在少数tile上。</translation>
    </message>
    <message>
        <source>Could be half precision</source>
        <translation>可改为半精度</translation>
    </message>
    <message numerus="yes">
        <source>Planned for minimum memory: %n operation(s)</source>
        <translation>
            <numerusform>按最小内存规划：%n 个操作</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n operation(s))</source>
        <translation>
            <numerusform>%1（%n 个操作）</numerusform>
        </translation>
    </message>
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
    <message numerus="yes">
        <source>Warnings (%n)</source>
        <translation>
            <numerusform>警告（%n）</numerusform>
        </translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>%1 (source: %2)</source>
        <translation>%1（源：%2）</translation>
    </message>
    <message>
        <source>%1 (target: %2)</source>
        <translation>%1（目标：%2）</translation>
    </message>
    <message numerus="yes">
        <source>Warnings of %1 (%n)</source>
        <translation>
            <numerusform>%1 的警告（%n）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tilescope::gui::SweepPlot</name>
    <message>
        <source>Out of memory: the worst tile&apos;s excess</source>
        <translation>内存不足：最差 tile 的超出量</translation>
    </message>
    <message>
        <source>Failed to compile</source>
        <translation>编译失败</translation>
    </message>
    <message>
        <source>The best that fits</source>
        <translation>可放入内存的最佳点</translation>
    </message>
    <message>
        <source>Click: source</source>
        <translation>单击：源</translation>
    </message>
    <message>
        <source>Ctrl+click: target</source>
        <translation>Ctrl+单击：目标</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::SweepView</name>
    <message>
        <source>No sweep is open.</source>
        <translation>未打开扫描。</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
    <message>
        <source>The value of --%1 the grid holds</source>
        <translation>网格固定的 --%1 的值</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>打开 %1</translation>
    </message>
    <message>
        <source>Open Point</source>
        <translation>打开点</translation>
    </message>
    <message>
        <source>Compare %1 with %2</source>
        <translation>比较 %1 与 %2</translation>
    </message>
    <message>
        <source>Compare Two Points</source>
        <translation>比较两个点</translation>
    </message>
    <message>
        <source>Simulating %1 and %2…</source>
        <translation>正在模拟 %1 和 %2…</translation>
    </message>
    <message>
        <source>Open %1 (%2) as the source and %3 (%4) as the target in every view</source>
        <translation>在每个视图中以 %1（%2）为源、%3（%4）为目标打开</translation>
    </message>
    <message>
        <source>Click a cell, then Ctrl+click another: Compare opens the two points as source and target in every view</source>
        <translation>单击一个单元格，再按住 Ctrl 单击另一个：“比较”会在每个视图中以源和目标打开这两个点</translation>
    </message>
    <message>
        <source>%1 cannot be simulated: %2</source>
        <translation>无法模拟 %1：%2</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>行(&amp;R)：</translation>
    </message>
    <message>
        <source>Colu&amp;mns:</source>
        <translation>列(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>比较(&amp;C)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::TileBalancePlot</name>
    <message>
        <source>Tile</source>
        <translation>Tile</translation>
    </message>
    <message>
        <source>Cycles</source>
        <translation>周期数</translation>
    </message>
    <message>
        <source>First tile</source>
        <translation>首个 tile</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Tile 数</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::TileBlocksModel</name>
    <message>
        <source>Always-live variables and constants</source>
        <translation>始终存活的变量和常量</translation>
    </message>
    <message>
        <source>Not-always-live variables</source>
        <translation>非始终存活的变量</translation>
    </message>
    <message>
        <source>Vertex code</source>
        <translation>Vertex 代码</translation>
    </message>
    <message>
        <source>Vertex state and descriptors</source>
        <translation>Vertex 状态和描述符</translation>
    </message>
    <message>
        <source>Exchange code</source>
        <translation>Exchange 代码</translation>
    </message>
    <message>
        <source>Control code</source>
        <translation>控制代码</translation>
    </message>
    <message>
        <source>Stack, message buffers, other</source>
        <translation>栈、消息缓冲区及其他</translation>
    </message>
    <message>
        <source>Overflow (past the tile&apos;s end)</source>
        <translation>溢出（超出 tile 末尾）</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>代码</translation>
    </message>
    <message>
        <source>Fixed data</source>
        <translation>固定数据</translation>
    </message>
    <message>
        <source>Variable</source>
        <translation>变量</translation>
    </message>
    <message>
        <source>Gap</source>
        <translation>空隙</translation>
    </message>
    <message>
        <source>Overflow</source>
        <translation>溢出</translation>
    </message>
    <message>
        <source>Beyond the tile&apos;s end</source>
        <translation>超出 tile 末尾</translation>
    </message>
    <message>
        <source>always live</source>
        <translation>始终存活</translation>
    </message>
    <message>
        <source>steps %1–%2</source>
        <translation>步骤 %1–%2</translation>
    </message>
    <message>
        <source>%1 at %2 (%3)</source>
        <translation>%1，位于 %2 (%3)</translation>
    </message>
    <message>
        <source>Overflow: %1 beyond the tile&apos;s end
These bytes do not fit in the tile&apos;s memory: the tile is out of memory.</source>
        <translation>溢出：超出 tile 末尾 %1
这些字节放不进 tile 内存：该 tile 内存不足。</translation>
    </message>
    <message>
        <source>Kind: %1</source>
        <translation>类型：%1</translation>
    </message>
    <message>
        <source>Category: %1</source>
        <translation>类别：%1</translation>
    </message>
    <message>
        <source>Region: %1</source>
        <translation>区域：%1</translation>
    </message>
    <message>
        <source>Live: %1</source>
        <translation>存活：%1</translation>
    </message>
    <message>
        <source>Variables whose live ranges do not overlap may share addresses; they are drawn in separate lanes.</source>
        <translation>生存区间不重叠的变量可以共用地址；它们画在不同的泳道中。</translation>
    </message>
    <message>
        <source>Beyond the tile</source>
        <translation>超出 tile</translation>
    </message>
    <message>
        <source>Interleaved</source>
        <translation>交错</translation>
    </message>
    <message>
        <source>Non-interleaved</source>
        <translation>非交错</translation>
    </message>
    <message>
        <source>%1 bytes (%2)</source>
        <translation>%1 字节 (%2)</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>区域</translation>
    </message>
    <message>
        <source>Offset</source>
        <translation>偏移</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Live range</source>
        <translation>生存区间</translation>
    </message>
    <message>
        <source>gap</source>
        <translation>空隙</translation>
    </message>
    <message>
        <source>Free (never used, room to spare)</source>
        <translation>空闲（从未使用，可用空间）</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>Free space</source>
        <translation>空闲空间</translation>
    </message>
    <message>
        <source>Free: %1
No variable is ever placed here: the tile has this room to spare.</source>
        <translation>空闲：%1
这里从不放置任何变量：该 tile 还有这么多可用空间。</translation>
    </message>
    <message>
        <source>free</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>Gap: free at the peak</source>
        <translation>空隙：峰值时空闲</translation>
    </message>
    <message>
        <source>Gap: alignment</source>
        <translation>空隙：对齐</translation>
    </message>
    <message>
        <source>Gap: stranded</source>
        <translation>空隙：搁浅</translation>
    </message>
    <message>
        <source>Gap: never used</source>
        <translation>空隙：从未使用</translation>
    </message>
    <message>
        <source>Overflow: %1 past the tile&apos;s end (%2).
The tile is out of memory.</source>
        <translation>溢出：超出 tile 末尾 (%2) %1。
该 tile 内存不足。</translation>
    </message>
    <message>
        <source>Non-interleaved region: 0 to %1.
Code must live here; so does data that vertices read from one memory bank at a time.</source>
        <translation>非交错区域：0 到 %1。
代码必须放在这里；vertex 每次只从一个内存库读取的数据也放在这里。</translation>
    </message>
    <message>
        <source>Interleaved region: %1 to %2.
Consecutive words alternate between two memory banks, so a vertex can load and store in the same cycle: convolution (AMP) operands are placed here.</source>
        <translation>交错区域：%1 到 %2。
相邻的字交替位于两个内存库中，因此 vertex 可以在同一周期内加载和存储：卷积 (AMP) 的操作数放在这里。</translation>
    </message>
    <message>
        <source>Nothing of this lane is at %1. At the tile&apos;s peak this address holds %2.</source>
        <translation>此泳道在 %1 处没有内容。在 tile 峰值时，此地址保存 %2。</translation>
    </message>
    <message>
        <source>Free: nothing is ever placed above %1.</source>
        <translation>空闲：%1 以上的地址从不放置任何内容。</translation>
    </message>
    <message>
        <source>Variables live at other steps use these addresses; at the tile&apos;s peak (step %1) none of them is live. The allocator cannot give them to the data live at the peak, so they count against the tile&apos;s memory.</source>
        <translation>在其他步骤存活的变量使用这些地址；在 tile 峰值时（步骤 %1）它们都不存活。分配器无法把这些地址分给峰值时存活的数据，因此它们计入 tile 内存。</translation>
    </message>
    <message>
        <source>No variable is ever placed here: these bytes pad the next block to its alignment.</source>
        <translation>这里从未放置任何变量：这些字节用于把下一个块填充到其对齐位置。</translation>
    </message>
    <message>
        <source>No variable is ever placed here, yet the tile is out of memory: this non-interleaved space is stranded, as the data that overflowed must be interleaved (from %1) or needed a larger hole.</source>
        <translation>这里从未放置任何变量，但 tile 内存不足：这段非交错空间被搁浅了，因为溢出的数据必须交错放置（从 %1 起）或需要更大的空洞。</translation>
    </message>
    <message>
        <source>No variable is ever placed here, yet the tile is out of memory: the data that overflowed needed a larger hole.</source>
        <translation>这里从未放置任何变量，但 tile 内存不足：溢出的数据需要更大的空洞。</translation>
    </message>
    <message>
        <source>No variable is ever placed here: placement rules left this hole.</source>
        <translation>这里从未放置任何变量：放置规则留下了这个空洞。</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::TileBreakdownModel</name>
    <message>
        <source>%1 bytes</source>
        <translation>%1 字节</translation>
    </message>
    <message>
        <source>Tile %1 source</source>
        <translation>tile %1 源</translation>
    </message>
    <message>
        <source>Tile %1</source>
        <translation>tile %1</translation>
    </message>
    <message>
        <source>Tile %1 target</source>
        <translation>tile %1 目标</translation>
    </message>
    <message>
        <source>Tile %1 difference</source>
        <translation>tile %1 差值</translation>
    </message>
    <message>
        <source>%1 (out of memory)</source>
        <translation>%1（内存不足）</translation>
    </message>
    <message>
        <source>Total (including gaps)</source>
        <translation>合计（含间隙）</translation>
    </message>
    <message>
        <source>Overflow (out of memory)</source>
        <translation>溢出（内存不足）</translation>
    </message>
    <message>
        <source>What the tile must hold, compared with its memory.</source>
        <translation>tile 必须容纳的量，与其内存相比。</translation>
    </message>
    <message>
        <source>Bytes that could not be placed in the tile&apos;s memory.</source>
        <translation>无法放入该 tile 内存的字节数。</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::TileContentsModel</name>
    <message>
        <source>Variable</source>
        <translation>变量</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Bytes on the tile</source>
        <translation>该 tile 上的字节</translation>
    </message>
    <message>
        <source>Offset</source>
        <translation>偏移</translation>
    </message>
    <message>
        <source>The variable&apos;s address on this tile, in bytes</source>
        <translation>该变量在此 tile 上的地址（字节）</translation>
    </message>
    <message>
        <source>Live from step</source>
        <translation>起始存活步骤</translation>
    </message>
    <message>
        <source>Empty for an always-live variable</source>
        <translation>始终存活的变量为空</translation>
    </message>
    <message>
        <source>Live to step</source>
        <translation>结束存活步骤</translation>
    </message>
    <message>
        <source>Compute set</source>
        <translation>计算集</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Vertex type</source>
        <translation>Vertex 类型</translation>
    </message>
    <message>
        <source>Vertices</source>
        <translation>Vertex 数</translation>
    </message>
    <message>
        <source>Instances on this tile: the type&apos;s instances spread over its tiles</source>
        <translation>此 tile 上的实例：该类型的实例分摊到其 tile 上</translation>
    </message>
    <message>
        <source>State bytes (≈)</source>
        <translation>状态字节（≈）</translation>
    </message>
    <message>
        <source>The tile&apos;s vertex state, shared among its vertices by count: the report keeps it per tile only</source>
        <translation>tile 的 Vertex 状态按数量分摊到其 Vertex 上：报告只按 tile 保存它</translation>
    </message>
    <message>
        <source>Cycles on the tile</source>
        <translation>该 tile 上的周期</translation>
    </message>
    <message>
        <source>From the compute set&apos;s tile balance (needs an execution profile)</source>
        <translation>来自计算集的 tile 平衡（需要执行分析）</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>交换</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Bytes in</source>
        <translation>接收字节</translation>
    </message>
    <message>
        <source>Received by each tile taking part</source>
        <translation>每个参与的 tile 接收的字节</translation>
    </message>
    <message>
        <source>Bytes out</source>
        <translation>发送字节</translation>
    </message>
    <message>
        <source>Sent by each tile taking part</source>
        <translation>每个参与的 tile 发送的字节</translation>
    </message>
    <message>
        <source>Code bytes (≈)</source>
        <translation>代码字节（≈）</translation>
    </message>
    <message>
        <source>The tile&apos;s exchange code, shared among its exchanges by the bytes they move: the report keeps it per tile only</source>
        <translation>tile 的 Exchange 代码按各交换移动的字节分摊：报告只按 tile 保存它</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::TileHistogramPlot</name>
    <message>
        <source>Memory from (bytes)</source>
        <translation>内存下限（字节）</translation>
    </message>
    <message>
        <source>Memory to (bytes)</source>
        <translation>内存上限（字节）</translation>
    </message>
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
    <message>
        <source>Target tiles</source>
        <translation>目标的 tile</translation>
    </message>
    <message>
        <source>%1 (source)</source>
        <translation>%1（源）</translation>
    </message>
    <message>
        <source>%1 (target)</source>
        <translation>%1（目标）</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::TileInsideTabs</name>
    <message>
        <source>Variables</source>
        <translation>变量</translation>
    </message>
    <message>
        <source>Compute sets and vertices</source>
        <translation>计算集与 Vertex</translation>
    </message>
    <message>
        <source>Exchanges</source>
        <translation>交换</translation>
    </message>
    <message>
        <source>The compute sets whose tile balance includes this tile, from the execution profile.</source>
        <translation>tile 平衡包含此 tile 的计算集，来自执行分析。</translation>
    </message>
    <message>
        <source>Without an execution profile, the compute sets of the operations that keep data on this tile.</source>
        <translation>没有执行分析时，列出在此 tile 上存放数据的操作的计算集。</translation>
    </message>
    <message>
        <source>Variables with bytes on tile %1, by address.</source>
        <translation>在 tile %1 上有字节的变量，按地址排列。</translation>
    </message>
    <message>
        <source>The exchanges of the compute sets&apos; operations on this tile&apos;s IPU; bytes are per tile taking part.</source>
        <translation>此 tile 所在 IPU 上计算集所属操作的交换；字节按每个参与的 tile 计。</translation>
    </message>
    <message>
        <source>Source, %1, tile %2</source>
        <translation>源，%1，tile %2</translation>
    </message>
    <message>
        <source>Target, %1, tile %2</source>
        <translation>目标，%1，tile %2</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::TileMemoryPlot</name>
    <message>
        <source>Over tile memory (out of memory)</source>
        <translation>超出 tile 内存（内存不足）</translation>
    </message>
    <message>
        <source>Least used tile (per column)</source>
        <translation>使用最少的 tile（每列）</translation>
    </message>
    <message>
        <source>Tile memory (max)</source>
        <translation>tile 内存（上限）</translation>
    </message>
    <message>
        <source>Tile (IPU %1), in software order</source>
        <translation>tile（IPU %1，软件顺序）</translation>
    </message>
    <message>
        <source>Tile, in software order</source>
        <translation>tile（软件顺序）</translation>
    </message>
    <message>
        <source>Tiles of IPU %1 by memory used, most used first (rank)</source>
        <translation>IPU %1 的 tile，按已用内存排序，最多者在前（名次）</translation>
    </message>
    <message>
        <source>Tiles by memory used, most used first (rank)</source>
        <translation>按已用内存排序的 tile，最多者在前（名次）</translation>
    </message>
    <message>
        <source>Tile memory: %1</source>
        <translation>tile 内存：%1</translation>
    </message>
    <message>
        <source>Tile memory (%1) is above this scale</source>
        <translation>tile 内存（%1）高于此刻度</translation>
    </message>
    <message>
        <source>IPU %1</source>
        <translation>IPU %1</translation>
    </message>
    <message>
        <source>Target uses more</source>
        <translation>目标用得更多</translation>
    </message>
    <message>
        <source>Target uses less</source>
        <translation>目标用得更少</translation>
    </message>
    <message>
        <source>Selected tiles</source>
        <translation>所选 tile</translation>
    </message>
    <message>
        <source>KiB per tile</source>
        <translation>每个 tile 的 KiB</translation>
    </message>
    <message>
        <source>Target
− source
(KiB)</source>
        <translation>目标
− 源
(KiB)</translation>
    </message>
    <message>
        <source>%1 uses more than %2</source>
        <translation>%1 比 %2 用得多</translation>
    </message>
    <message>
        <source>%1 uses less than %2</source>
        <translation>%1 比 %2 用得少</translation>
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
        <translation>IPU %1 · IO tile</translation>
    </message>
    <message>
        <source>IPU %1 · stage %2</source>
        <translation>IPU %1 · 阶段 %2</translation>
    </message>
    <message>
        <source>IPU %1 · stages %2–%3</source>
        <translation>IPU %1 · 阶段 %2–%3</translation>
    </message>
    <message>
        <source>IPU %1 · stages %2</source>
        <translation>IPU %1 · 阶段 %2</translation>
    </message>
    <message>
        <source>Replica %1 · %2</source>
        <translation>副本 %1 · %2</translation>
    </message>
    <message>
        <source>Time (µs at %1 GHz)</source>
        <translation>时间（%1 GHz 下的微秒）</translation>
    </message>
    <message>
        <source>Cycles</source>
        <translation>周期</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::TraceSidePanel</name>
    <message>
        <source>Click a step of the trace for its details. Hover to name it; click a folded box to zoom into it.</source>
        <translation>单击跟踪中的步骤查看详情。悬停显示名称；单击折叠框可放大查看。</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>详情</translation>
    </message>
    <message>
        <source>Time per operation</source>
        <translation>每个操作的时间</translation>
    </message>
    <message>
        <source>IPUs</source>
        <translation>IPU</translation>
    </message>
    <message>
        <source>Tile balance of %1: %2 tiles, the slowest %3 cycles</source>
        <translation>%1 的 tile 平衡：%2 个 tile，最慢的为 %3 个周期</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::WelcomePage</name>
    <message>
        <source>Open a report to see where the memory of an IPU program goes.</source>
        <translation>打开报告，查看 IPU 程序的内存用在了哪里。</translation>
    </message>
    <message>
        <source>Open Report…</source>
        <translation>打开报告…</translation>
    </message>
    <message>
        <source>New Simulation…</source>
        <translation>新建模拟…</translation>
    </message>
    <message>
        <source>Use File &gt; Open (Ctrl+O) or drop a .tsr or .json report here, or simulate a model with File &gt; New Simulation (Ctrl+N). New to IPU memory? Help &gt; Lessons walks through out-of-memory cases, liveness, gaps, pipelining and more, step by step.</source>
        <translation>使用“文件 &gt; 打开”（Ctrl+O），或将 .tsr 或 .json 报告拖放到此处，或通过“文件 &gt; 新建模拟”（Ctrl+N）模拟模型。初次了解 IPU 内存？“帮助 &gt; 课程”会一步步讲解内存不足的情形、存活性、空隙、流水线等内容。</translation>
    </message>
    <message>
        <source>Lessons…</source>
        <translation>课程…</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::WindowMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New Simulation…</source>
        <translation>新建模拟(&amp;N)…</translation>
    </message>
    <message>
        <source>Simulate a model with the settings of the Simulate panel</source>
        <translation>使用模拟面板中的设置模拟模型</translation>
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
        <source>&amp;Save Report As…</source>
        <translation>报告另存为(&amp;S)…</translation>
    </message>
    <message>
        <source>Write the shown report to a .tsr or .json file</source>
        <translation>将显示的报告写入 .tsr 或 .json 文件</translation>
    </message>
    <message>
        <source>Simulate &amp;From This Report</source>
        <translation>从此报告模拟(&amp;F)</translation>
    </message>
    <message>
        <source>Fill the Simulate panel with the model and options the shown report was simulated with</source>
        <translation>用模拟所显示报告时使用的模型和选项填充模拟面板</translation>
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
        <source>Simulate &amp;Panel</source>
        <translation>模拟面板(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Presentation</source>
        <translation>演示模式(&amp;E)</translation>
    </message>
    <message>
        <source>Larger text and thicker plot lines, for a projector</source>
        <translation>更大的文字和更粗的图表线条，适用于投影仪</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Reset Zoom</source>
        <translation>重置缩放(&amp;R)</translation>
    </message>
    <message>
        <source>A plot with the keyboard focus also zooms with +, − and 0.</source>
        <translation>具有键盘焦点的图表也可以用 +、− 和 0 缩放。</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Lessons…</source>
        <translation>课程(&amp;L)…</translation>
    </message>
    <message>
        <source>The guides&apos; lessons, one click each: simulated, shown and explained</source>
        <translation>指南中的课程，每课一键即可：模拟、显示并讲解</translation>
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
        <source>&amp;Dark Palette</source>
        <translation>深色调色板(&amp;D)</translation>
    </message>
    <message>
        <source>Light text on dark backgrounds, whatever the desktop&apos;s theme</source>
        <translation>无论桌面主题如何，都在深色背景上显示浅色文字</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::WorstTilesModel</name>
    <message>
        <source>Memory used including gaps, as a share of the tile&apos;s memory</source>
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
