<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AboutBox</name>
    <message>
        <source>&lt;p&gt;&lt;b&gt;PE Explorer&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;The sinusoidal positional encoding of Vaswani et al. (2017), computed exactly:&lt;/p&gt;&lt;p style=&quot;white-space:nowrap&quot;&gt;PE(pos, 2i) = sin(pos / base&lt;sup&gt;2i/D&lt;/sup&gt;)&lt;br&gt;PE(pos, 2i+1) = cos(pos / base&lt;sup&gt;2i/D&lt;/sup&gt;)&lt;/p&gt;&lt;p&gt;pos counts from 0; i is the pair index.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;PE Explorer&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Vaswani 等人（2017）的正弦位置编码，精确计算：&lt;/p&gt;&lt;p style=&quot;white-space:nowrap&quot;&gt;PE(pos, 2i) = sin(pos / base&lt;sup&gt;2i/D&lt;/sup&gt;)&lt;br&gt;PE(pos, 2i+1) = cos(pos / base&lt;sup&gt;2i/D&lt;/sup&gt;)&lt;/p&gt;&lt;p&gt;pos 从 0 开始计数；i 是维度对的序号。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Copyright 2026 The PE Explorer developers.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or (at your option) any later version (GPL-3.0-or-later). It comes with NO WARRANTY; see the licence for details: &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;https://www.gnu.org/licenses/gpl-3.0.html&lt;/a&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;版权所有 2026 PE Explorer 开发者。&lt;/p&gt;&lt;p&gt;本程序是自由软件，依据 GNU 通用公共许可证第 3 版或（由您选择）任何更新版本（GPL-3.0-or-later）发布。本程序不提供任何担保；详见许可证：&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;https://www.gnu.org/licenses/gpl-3.0.html&lt;/a&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About PE Explorer</source>
        <translation>关于 PE Explorer</translation>
    </message>
</context>
<context>
    <name>AlibiView</name>
    <message>
        <source>heads</source>
        <translation>头数</translation>
    </message>
    <message>
        <source>show head</source>
        <translation>显示头</translation>
    </message>
    <message>
        <source>sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>Slopes m, one per head:</source>
        <translation>斜率 m（每个头一个）：</translation>
    </message>
    <message>
        <source>key position j</source>
        <translation>键位置 j</translation>
    </message>
    <message>
        <source>query position i</source>
        <translation>查询位置 i</translation>
    </message>
    <message>
        <source>%1 heads, a power of two: slopes 2^(-8/%1), its square, ... a geometric sequence. Each head adds −m·|i − j| to its attention scores: steep heads look near, gentle heads look far.</source>
        <translation>%1 个头，是 2 的幂：斜率为 2^(-8/%1)、它的平方……构成等比数列。每个头在注意力分数上加 −m·|i − j|：斜率陡的头看近处，斜率缓的头看远处。</translation>
    </message>
    <message>
        <source>%1 heads, not a power of two: the slopes of the largest power of two below, then every other slope of the sequence for twice as many heads (the ALiBi paper&apos;s reference code). Each head adds −m·|i − j|.</source>
        <translation>%1 个头，不是 2 的幂：先取小于它的最大 2 的幂的斜率，再从两倍头数的斜率序列中隔一个取一个（ALiBi 论文的参考代码）。每个头加 −m·|i − j|。</translation>
    </message>
    <message>
        <source>head %1: %2</source>
        <translation>头 %1：%2</translation>
    </message>
    <message>
        <source>Bias of head %1: −%2·|i − j|</source>
        <translation>头 %1 的偏置：−%2·|i − j|</translation>
    </message>
    <message>
        <source>causal: a query sees no later key (j &gt; i masked)</source>
        <translation>因果：查询看不到之后的键（j &gt; i 被遮蔽）</translation>
    </message>
    <message>
        <source>(grey: masked, j &gt; i)</source>
        <translation>（灰色：被遮蔽，j &gt; i）</translation>
    </message>
</context>
<context>
    <name>AnimationDialog</name>
    <message>
        <source>Export animation</source>
        <translation>导出动画</translation>
    </message>
    <message>
        <source>Length L</source>
        <translation>长度 L</translation>
    </message>
    <message>
        <source>Dimension D</source>
        <translation>维度 D</translation>
    </message>
    <message>
        <source>Base (log-spaced)</source>
        <translation>底数（对数间隔）</translation>
    </message>
    <message>
        <source>Selected position</source>
        <translation>所选位置</translation>
    </message>
    <message>
        <source> frames/s</source>
        <translation> 帧/秒</translation>
    </message>
    <message>
        <source>Animated GIF</source>
        <translation>GIF 动画</translation>
    </message>
    <message>
        <source>Folder of numbered PNG frames</source>
        <translation>编号 PNG 帧的文件夹</translation>
    </message>
    <message>
        <source> px</source>
        <translation> 像素</translation>
    </message>
    <message>
        <source>Caption with each frame&apos;s parameters</source>
        <translation>标题注明每一帧的参数</translation>
    </message>
    <message>
        <source>Selection marks (needed to see the position move in the heatmap, waveforms and similarity)</source>
        <translation>选择标记（在热图、波形和相似度中看到位置移动所需）</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>浏览...</translation>
    </message>
    <message>
        <source>View:</source>
        <translation>视图：</translation>
    </message>
    <message>
        <source>Sweep:</source>
        <translation>扫描参数：</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>起始值：</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>终止值：</translation>
    </message>
    <message>
        <source>Frames:</source>
        <translation>帧数：</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>速度：</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>格式：</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>宽度：</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>高度：</translation>
    </message>
    <message>
        <source>Save to:</source>
        <translation>保存到：</translation>
    </message>
    <message>
        <source>GIF files (*.gif)</source>
        <translation>GIF 文件 (*.gif)</translation>
    </message>
    <message>
        <source>Export the frames into</source>
        <translation>将帧导出到</translation>
    </message>
    <message>
        <source>From and To are the same: nothing would move.</source>
        <translation>起始值与终止值相同：画面不会变化。</translation>
    </message>
    <message>
        <source>Choose where to save the animation.</source>
        <translation>请选择动画的保存位置。</translation>
    </message>
    <message>
        <source>Position q (what tells p and q apart)</source>
        <translation>位置 q（区分 p 与 q 的因素）</translation>
    </message>
    <message>
        <source>Turn in 3-D (azimuth, degrees)</source>
        <translation>三维旋转（方位角，度）</translation>
    </message>
</context>
<context>
    <name>AnimationRunner</name>
    <message>
        <source>Rendering the animation: %1 frames...</source>
        <translation>正在渲染动画：共 %1 帧...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>导出动画</translation>
    </message>
</context>
<context>
    <name>AttentionPermutationView</name>
    <message>
        <source>Reverse</source>
        <translation>反转</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>打乱</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>词元</translation>
    </message>
    <message>
        <source>new order</source>
        <translation>新顺序</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>head dim d</source>
        <translation>头维度 d</translation>
    </message>
    <message>
        <source>weight seed</source>
        <translation>权重种子</translation>
    </message>
    <message>
        <source>output dim</source>
        <translation>输出维度</translation>
    </message>
    <message>
        <source>tokens: the text is empty; type at least one word</source>
        <translation>词元：文本为空，请至少输入一个词</translation>
    </message>
    <message>
        <source>tokens: %1 words is more than this view shows (at most %2)</source>
        <translation>词元：%1 个词超出本视图的显示上限（最多 %2 个）</translation>
    </message>
    <message>
        <source>new order: &quot;%1&quot; is not a token index</source>
        <translation>新顺序：“%1”不是词元索引</translation>
    </message>
    <message>
        <source>No PE: outputs of the original order, then reordered</source>
        <translation>无 PE：按原顺序输出，再重排</translation>
    </message>
    <message>
        <source>No PE: outputs of the reordered tokens</source>
        <translation>无 PE：重排后词元的输出</translation>
    </message>
    <message>
        <source>With PE: outputs of the original order, then reordered</source>
        <translation>有 PE：按原顺序输出，再重排</translation>
    </message>
    <message>
        <source>With PE: outputs of the reordered tokens</source>
        <translation>有 PE：重排后词元的输出</translation>
    </message>
    <message>
        <source>&lt;p&gt;Reading the tokens as &lt;b&gt;%1&lt;/b&gt;:&lt;br&gt;without PE, max difference = &lt;b&gt;%2&lt;/b&gt; (the same rows, reordered: attention treats the tokens as a set)&lt;br&gt;with PE, max difference = &lt;b&gt;&lt;span style=&apos;color:#b2182b&apos;&gt;%3&lt;/span&gt;&lt;/b&gt; (the order changes the output)&lt;/p&gt;</source>
        <translation>&lt;p&gt;词元顺序为 &lt;b&gt;%1&lt;/b&gt; 时：&lt;br&gt;无 PE，最大差值 = &lt;b&gt;%2&lt;/b&gt;（行相同，只是顺序变了：注意力把词元当作集合）&lt;br&gt;有 PE，最大差值 = &lt;b&gt;&lt;span style=&apos;color:#b2182b&apos;&gt;%3&lt;/span&gt;&lt;/b&gt;（顺序改变了输出）&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ClockGrid</name>
    <message>
        <source>i = %1
period %2</source>
        <translation>i = %1
周期 %2</translation>
    </message>
</context>
<context>
    <name>ContextExtensionControls</name>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>linear (position interpolation)</source>
        <translation>线性（位置插值）</translation>
    </message>
    <message>
        <source>NTK-aware</source>
        <translation>NTK-aware</translation>
    </message>
    <message>
        <source>dynamic NTK</source>
        <translation>动态 NTK</translation>
    </message>
    <message>
        <source>YaRN</source>
        <translation>YaRN</translation>
    </message>
    <message>
        <source>Llama 3</source>
        <translation>Llama 3</translation>
    </message>
    <message>
        <source>&amp;Model</source>
        <translation>模型(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;head dim</source>
        <translation>头维度(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;base θ</source>
        <translation>底数 θ(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;scaling</source>
        <translation>缩放方式(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;factor</source>
        <translation>因子(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;original context</source>
        <translation>原始上下文(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;target context</source>
        <translation>目标上下文(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;low_freq_factor</source>
        <translation>low_freq_factor(&amp;L)</translation>
    </message>
    <message>
        <source>h&amp;igh_freq_factor</source>
        <translation>high_freq_factor(&amp;I)</translation>
    </message>
    <message>
        <source>beta_f&amp;ast</source>
        <translation>beta_fast(&amp;A)</translation>
    </message>
    <message>
        <source>beta_s&amp;low</source>
        <translation>beta_slow(&amp;L)</translation>
    </message>
    <message>
        <source>random q, k s&amp;eed</source>
        <translation>随机 q、k 种子(&amp;E)</translation>
    </message>
    <message>
        <source>Hand-set parameters</source>
        <translation>手动设置参数</translation>
    </message>
    <message>
        <source>Open config.json...</source>
        <translation>打开 config.json...</translation>
    </message>
</context>
<context>
    <name>ContextExtensionModel</name>
    <message>
        <source>%1: %2 %3 is outside what this lesson shows: %4 to %5</source>
        <translation>%1：%2 %3 超出本课能显示的范围：%4 到 %5</translation>
    </message>
    <message>
        <source>This config disagrees with itself: rope_scaling.factor %1 × original_max_position_embeddings %2 = %3, but max_position_embeddings is %4. The target context is max_position_embeddings, as Hugging Face transformers reads it; the frequencies use the factor, as it computes them.</source>
        <translation>此配置前后不一致：rope_scaling.factor %1 × original_max_position_embeddings %2 = %3，但 max_position_embeddings 为 %4。目标上下文取 max_position_embeddings，与 Hugging Face transformers 的读法相同；频率按 factor 计算，与它的算法相同。</translation>
    </message>
    <message>
        <source>This config disagrees with itself: max_position_embeddings %1 is the original context, not rope_scaling.factor %2 × original_max_position_embeddings %3 = %4. The target context is factor × original, the context the scaling extends to.</source>
        <translation>此配置前后不一致：max_position_embeddings %1 是原始上下文，而不是 rope_scaling.factor %2 × original_max_position_embeddings %3 = %4。目标上下文取 factor × 原始上下文，即缩放所扩展到的长度。</translation>
    </message>
</context>
<context>
    <name>ContextExtensionPlots</name>
    <message>
        <source>unchanged (high frequencies)</source>
        <translation>不变（高频）</translation>
    </message>
    <message>
        <source>blended</source>
        <translation>过渡</translation>
    </message>
    <message>
        <source>interpolated (low frequencies)</source>
        <translation>插值（低频）</translation>
    </message>
    <message>
        <source>pair i</source>
        <translation>对索引 i</translation>
    </message>
    <message>
        <source>wavelength 2π / inv_freq (tokens)</source>
        <translation>波长 2π / inv_freq（词元）</translation>
    </message>
    <message>
        <source>scale = new inv_freq / old</source>
        <translation>比例 = 新 inv_freq / 旧</translation>
    </message>
    <message>
        <source>relative distance r = m − n</source>
        <translation>相对距离 r = m − n</translation>
    </message>
    <message>
        <source>score q·k</source>
        <translation>分数 q·k</translation>
    </message>
    <message>
        <source>No attention factor: the scaled score is not rescaled.</source>
        <translation>没有注意力因子：缩放后的分数不再重新缩放。</translation>
    </message>
    <message>
        <source>Attention factor %1: the scaled score is multiplied by its square, %2.</source>
        <translation>注意力因子 %1：缩放后的分数乘以它的平方 %2。</translation>
    </message>
    <message>
        <source>%1 of %2 pairs complete a full turn inside the original context (%3 tokens). From the scale new/old inv_freq: %4 unchanged (scale 1), %5 blended, %6 interpolated (scale 1/%7).</source>
        <translation>%2 对中有 %1 对在原始上下文（%3 个词元）内转满一整圈。按比例 新/旧 inv_freq：%4 对不变（比例 1），%5 对过渡，%6 对插值（比例 1/%7）。</translation>
    </message>
    <message>
        <source>original wavelength</source>
        <translation>原始波长</translation>
    </message>
    <message>
        <source>scaled wavelength</source>
        <translation>缩放后波长</translation>
    </message>
    <message>
        <source>scale (right axis)</source>
        <translation>比例（右轴）</translation>
    </message>
    <message>
        <source>original context %1</source>
        <translation>原始上下文 %1</translation>
    </message>
    <message>
        <source>target context %1</source>
        <translation>目标上下文 %1</translation>
    </message>
    <message>
        <source>q = k = ones, before</source>
        <translation>q = k = 全 1，缩放前</translation>
    </message>
    <message>
        <source>random q, k (seed %1), before</source>
        <translation>随机 q、k（种子 %1），缩放前</translation>
    </message>
    <message>
        <source>after (× attention factor² %1)</source>
        <translation>缩放后（× 注意力因子² %1）</translation>
    </message>
    <message>
        <source>after scaling</source>
        <translation>缩放后</translation>
    </message>
    <message>
        <source>original context</source>
        <translation>原始上下文</translation>
    </message>
    <message>
        <source>pair %1 (%2): inv_freq %3 → %4, wavelength %5 → %6 tokens, scale %7</source>
        <translation>第 %1 对（%2）：inv_freq %3 → %4，波长 %5 → %6 个词元，比例 %7</translation>
    </message>
    <message>
        <source>distance %1: score before %2, after %3</source>
        <translation>距离 %1：缩放前分数 %2，缩放后 %3</translation>
    </message>
</context>
<context>
    <name>ContextExtensionView</name>
    <message>
        <source>Open a model&apos;s config.json</source>
        <translation>打开模型的 config.json</translation>
    </message>
    <message>
        <source>Model configuration (*.json);;All files (*)</source>
        <translation>模型配置 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>%1: the file name must end in .png, .pdf or .svg</source>
        <translation>%1：文件名必须以 .png、.pdf 或 .svg 结尾</translation>
    </message>
    <message>
        <source>Nothing computed yet.</source>
        <translation>尚未计算。</translation>
    </message>
    <message>
        <source>Export this figure...</source>
        <translation>导出此图...</translation>
    </message>
    <message>
        <source>Export data...</source>
        <translation>导出数据...</translation>
    </message>
    <message>
        <source>Export this figure</source>
        <translation>导出此图</translation>
    </message>
    <message>
        <source>PNG image (*.png);;PDF (*.pdf);;SVG (*.svg)</source>
        <translation>PNG 图像 (*.png);;PDF (*.pdf);;SVG (*.svg)</translation>
    </message>
    <message>
        <source>Export data</source>
        <translation>导出数据</translation>
    </message>
    <message>
        <source>CSV (*.csv);;NumPy array (*.npy)</source>
        <translation>CSV (*.csv);;NumPy 数组 (*.npy)</translation>
    </message>
</context>
<context>
    <name>ControlPanel</name>
    <message>
        <source>Encoding</source>
        <translation>编码</translation>
    </message>
    <message>
        <source>Sequence length L: how many positions (0 to L-1) are encoded.</source>
        <translation>序列长度 L：编码多少个位置（0 到 L-1）。</translation>
    </message>
    <message>
        <source>Model dimension D: the length of each position&apos;s vector; odd values end with a lone sin column.</source>
        <translation>模型维度 D：每个位置向量的长度；为奇数时最后是单独一列 sin。</translation>
    </message>
    <message>
        <source>Base of the frequencies w_i = base^(-2i/D): 10000 in the paper, 500000 for LLaMA 3&apos;s RoPE.</source>
        <translation>频率 w_i = base^(-2i/D) 的底数：论文中为 10000，LLaMA 3 的 RoPE 为 500000。</translation>
    </message>
    <message>
        <source>paper</source>
        <translation>论文</translation>
    </message>
    <message>
        <source>LLaMA 3</source>
        <translation>LLaMA 3</translation>
    </message>
    <message>
        <source>interleaved (sin, cos, sin, cos ...)</source>
        <translation>交错 (sin, cos, sin, cos ...)</translation>
    </message>
    <message>
        <source>concatenated (all sin, then all cos)</source>
        <translation>拼接 (先全部 sin，再全部 cos)</translation>
    </message>
    <message>
        <source>Column order: the paper interleaves sin and cos, tensor2tensor puts all sin columns first.</source>
        <translation>列的顺序：论文中 sin 与 cos 交错排列，tensor2tensor 把所有 sin 列放在前面。</translation>
    </message>
    <message>
        <source>cosine</source>
        <translation>余弦</translation>
    </message>
    <message>
        <source>dot product</source>
        <translation>点积</translation>
    </message>
    <message>
        <source>euclidean distance</source>
        <translation>欧氏距离</translation>
    </message>
    <message>
        <source>How the similarity views compare two positions&apos; vectors.</source>
        <translation>相似度视图比较两个位置向量的方式。</translation>
    </message>
    <message>
        <source>Seq&amp;uence length L</source>
        <translation>序列长度 L(&amp;U)</translation>
    </message>
    <message>
        <source>Model &amp;dimension D</source>
        <translation>模型维度 D(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Base</source>
        <translation>底数(&amp;B)</translation>
    </message>
    <message>
        <source>La&amp;yout</source>
        <translation>排列方式(&amp;Y)</translation>
    </message>
    <message>
        <source>Similarity &amp;metric</source>
        <translation>相似度度量(&amp;M)</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>base</source>
        <translation>底数</translation>
    </message>
    <message>
        <source>Selection</source>
        <translation>选择</translation>
    </message>
    <message>
        <source>The selected position, marked in every view and the start of the offset profile.</source>
        <translation>选中的位置：在每个视图中标出，也是偏移曲线的起点。</translation>
    </message>
    <message>
        <source>The selected dimension, marked in the heatmap and the wavelength plot.</source>
        <translation>选中的维度：在热图和波长图中标出。</translation>
    </message>
    <message>
        <source>&amp;Add to waveforms</source>
        <translation>加入波形(&amp;A)</translation>
    </message>
    <message>
        <source>Draws the selected dimension&apos;s waveform too.</source>
        <translation>同时绘制选中维度的波形。</translation>
    </message>
    <message>
        <source>&amp;Reset waveforms</source>
        <translation>重置波形(&amp;R)</translation>
    </message>
    <message>
        <source>Goes back to a few dimensions spread from high to low frequency.</source>
        <translation>恢复为从高频到低频分布的几个维度。</translation>
    </message>
    <message>
        <source>&amp;Position</source>
        <translation>位置(&amp;P)</translation>
    </message>
    <message>
        <source>Dimensio&amp;n</source>
        <translation>维度(&amp;N)</translation>
    </message>
    <message>
        <source>Waveforms: dims %1</source>
        <translation>波形：维度 %1</translation>
    </message>
    <message>
        <source>Band: dims %1 to %2</source>
        <translation>频段：维度 %1 到 %2</translation>
    </message>
    <message>
        <source>The position q the springs view compares with the selected position p (a click on a similarity cell sets both).</source>
        <translation>“区分 p 与 q”视图拿来与所选位置 p 比较的位置 q（点击相似度矩阵的单元格会同时设置两者）。</translation>
    </message>
    <message>
        <source>Similarity from the selected band &amp;only</source>
        <translation>仅用所选频带计算相似度(&amp;O)</translation>
    </message>
    <message>
        <source>Computes the similarity matrix and the offset profile from the dimensions of the band dragged on the wavelength plot only: which positions those frequencies tell apart.</source>
        <translation>仅用在波长图上拖选的频带中的维度计算相似度矩阵和偏移曲线：看这些频率能区分哪些位置。</translation>
    </message>
    <message>
        <source>Compare with &amp;q</source>
        <translation>与 q 比较(&amp;Q)</translation>
    </message>
    <message>
        <source>The open table&apos;s shape: File &gt; Back to the sinusoidal encoding makes it adjustable again</source>
        <translation>已打开表格的形状：文件 &gt; 回到正弦编码后可再调整</translation>
    </message>
    <message>
        <source>The base of the sinusoidal encoding the spectrum compares the table with</source>
        <translation>频谱用来与表格比较的正弦编码的底数</translation>
    </message>
</context>
<context>
    <name>ControlsDock</name>
    <message>
        <source>Controls</source>
        <translation>控制面板</translation>
    </message>
</context>
<context>
    <name>DataExportDialog</name>
    <message>
        <source>Export data</source>
        <translation>导出数据</translation>
    </message>
    <message>
        <source>NumPy .npy: binary float64, for numpy.load</source>
        <translation>NumPy .npy：二进制 float64，可用 numpy.load 读取</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>Computed in double precision at full size: %1</source>
        <translation>以双精度、完整尺寸计算：%1</translation>
    </message>
    <message>
        <source>CSV: text, the column names on a first line after &quot;# &quot;, then one row per line, every double exactly (the shortest digits that read back to it)</source>
        <translation>CSV：文本，第一行在“# ”之后写出列名，然后每行一行数据，每个双精度数都精确（能读回同一个数的最短位数）</translation>
    </message>
</context>
<context>
    <name>DataSubject</name>
    <message>
        <source>PE matrix</source>
        <translation>PE 矩阵</translation>
    </message>
    <message>
        <source>Similarity matrix</source>
        <translation>相似度矩阵</translation>
    </message>
    <message>
        <source>Frequency table</source>
        <translation>频率表</translation>
    </message>
    <message>
        <source>Similarity by offset</source>
        <translation>按偏移的相似度</translation>
    </message>
    <message>
        <source>ALiBi slopes</source>
        <translation>ALiBi 斜率</translation>
    </message>
    <message>
        <source>RoPE frequencies</source>
        <translation>RoPE 频率</translation>
    </message>
    <message>
        <source>RoPE attention factor</source>
        <translation>RoPE 注意力系数</translation>
    </message>
    <message>
        <source>What tells p and q apart (pair distances)</source>
        <translation>区分 p 与 q 的是什么（各频率对的距离份额）</translation>
    </message>
    <message>
        <source>Principal components</source>
        <translation>主成分</translation>
    </message>
    <message>
        <source>Explained variance</source>
        <translation>解释方差</translation>
    </message>
    <message>
        <source>Dominant frequency of each dimension</source>
        <translation>各维度的主频率</translation>
    </message>
    <message>
        <source>Each pair&apos;s share at every offset (pair x distance)</source>
        <translation>每对在每个距离上的份额（频率对 × 距离）</translation>
    </message>
</context>
<context>
    <name>EmbeddingView</name>
    <message>
        <source>Type words: I love you / 我 爱 你 / 我是一条狗</source>
        <translation>输入词语：I love you / 我 爱 你 / 我是一条狗</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>at spaces (words)</source>
        <translation>按空格（词）</translation>
    </message>
    <message>
        <source>per character</source>
        <translation>按字符</translation>
    </message>
    <message>
        <source>embedding × 1</source>
        <translation>嵌入 × 1</translation>
    </message>
    <message>
        <source>embedding × √D (the paper)</source>
        <translation>嵌入 × √D（论文）</translation>
    </message>
    <message>
        <source>words</source>
        <translation>词语</translation>
    </message>
    <message>
        <source>split</source>
        <translation>切分</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>scale</source>
        <translation>缩放</translation>
    </message>
    <message>
        <source>Why D must match: the model adds PE to the embedding element by element, so both need D columns. Why add and not concatenate: adding keeps the width D (concatenating would make it 2D and every weight matrix larger); the model learns to use PE&apos;s directions, and ×√D keeps the word vectors from being drowned by PE.</source>
        <translation>为什么 D 必须一致：模型把 PE 逐元素加到嵌入上，所以两者都要有 D 列。为什么相加而不拼接：相加保持宽度 D（拼接会变成 2D，每个权重矩阵都更大）；模型会学会利用 PE 的方向，而 ×√D 让词向量不被 PE 淹没。</translation>
    </message>
    <message>
        <source>Token embedding E</source>
        <translation>词元嵌入 E</translation>
    </message>
    <message>
        <source>Positional encoding PE</source>
        <translation>位置编码 PE</translation>
    </message>
    <message>
        <source>Model input E + PE</source>
        <translation>模型输入 E + PE</translation>
    </message>
    <message>
        <source>dim</source>
        <translation>维度</translation>
    </message>
    <message>
        <source>words: %1 tokens is more than this view shows (at most %2)</source>
        <translation>词语：%1 个词元超出本视图的显示上限（最多 %2 个）</translation>
    </message>
    <message>
        <source>Token embedding E × √D</source>
        <translation>词元嵌入 E × √D</translation>
    </message>
    <message>
        <source>%1 tokens, D = %2.
Average row length: |E| = %3, |PE| = %4 (√(D/2) = %5 for even D).
PE is %6 of the embedding&apos;s size.</source>
        <translation>%1 个词元，D = %2。
平均行长度：|E| = %3，|PE| = %4（D 为偶数时 √(D/2) = %5）。
PE 的大小是嵌入的 %6。</translation>
    </message>
</context>
<context>
    <name>ExploreSettings</name>
    <message>
        <source>Setting %1 = &apos;%2&apos; is not usable; using %3.</source>
        <translation>设置 %1 = &apos;%2&apos; 无法使用；改用 %3。</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read; the defaults are used.</source>
        <translation>无法读取设置文件 %1；使用默认值。</translation>
    </message>
</context>
<context>
    <name>ExplorerHistory</name>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>L = %1</source>
        <translation>L = %1</translation>
    </message>
    <message>
        <source>D = %1</source>
        <translation>D = %1</translation>
    </message>
    <message>
        <source>base = %1</source>
        <translation>底数 = %1</translation>
    </message>
    <message>
        <source>the layout</source>
        <translation>排列方式</translation>
    </message>
    <message>
        <source>the metric</source>
        <translation>度量</translation>
    </message>
    <message>
        <source>the selection</source>
        <translation>选择</translation>
    </message>
    <message>
        <source>the parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>open %1</source>
        <translation>打开 %1</translation>
    </message>
    <message>
        <source>the sinusoidal encoding</source>
        <translation>正弦编码</translation>
    </message>
</context>
<context>
    <name>ExplorerMenus</name>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About PE Explorer</source>
        <translation>关于 PE Explorer(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Guide</source>
        <translation>指南(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>Reset to &amp;defaults</source>
        <translation>恢复默认设置(&amp;D)</translation>
    </message>
    <message>
        <source>Pins D, the base, the layout and the band as they are now: change one and the offset profile, the springs, the pair x distance map and the wavelengths draw the pinned setting too, dashed, both named in the legend. Uncheck to unpin.</source>
        <translation>固定当前的 D、底数、排列方式和维度段：改变其中一项后，偏移曲线、弹簧图、频率对 × 距离图和波长图会同时以虚线画出固定的设置，图例中标明两者。取消勾选即解除固定。</translation>
    </message>
    <message>
        <source>&amp;Pin this setting to compare</source>
        <translation>固定此设置以作比较(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Pinned: now change D, the base, the layout or the band</source>
        <translation>已固定(&amp;P)：现在改变 D、底数、排列方式或维度段</translation>
    </message>
    <message>
        <source>&amp;Unpin (compared with %1)</source>
        <translation>解除固定(&amp;U)（正与 %1 比较）</translation>
    </message>
</context>
<context>
    <name>ExplorerScenes</name>
    <message>
        <source>&amp;Scenes</source>
        <translation>场景(&amp;S)</translation>
    </message>
    <message>
        <source>no table open</source>
        <translation>未打开表格</translation>
    </message>
    <message>
        <source>File &gt; Open position embeddings shows a model&apos;s table here</source>
        <translation>用“文件 &gt; 打开位置嵌入”在这里显示模型的表格</translation>
    </message>
</context>
<context>
    <name>ExplorerSessions</name>
    <message>
        <source>&amp;Open session...</source>
        <translation>打开会话(&amp;O)...</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>打开会话</translation>
    </message>
    <message>
        <source>PE Explorer sessions (*.json)</source>
        <translation>PE Explorer 会话 (*.json)</translation>
    </message>
    <message>
        <source>&amp;Save session...</source>
        <translation>保存会话(&amp;S)...</translation>
    </message>
    <message>
        <source>Save session</source>
        <translation>保存会话</translation>
    </message>
    <message>
        <source>%1: the parameters are outside the explorer&apos;s ranges</source>
        <translation>%1：参数超出了浏览器的范围</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Open figure&apos;s &amp;parameters...</source>
        <translation>打开图的参数(&amp;P)...</translation>
    </message>
    <message>
        <source>Set the explorer to the parameters a PNG, PDF or SVG figure exported by PE Explorer was made from.</source>
        <translation>将探索器设为某张由 PE Explorer 导出的 PNG、PDF 或 SVG 图所用的参数。</translation>
    </message>
    <message>
        <source>Open figure&apos;s parameters</source>
        <translation>打开图的参数</translation>
    </message>
    <message>
        <source>Figures (*.png *.pdf *.svg);;All files (*)</source>
        <translation>图 (*.png *.pdf *.svg);;所有文件 (*)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Set to the parameters of %1</source>
        <translation>已设为 %1 的参数</translation>
    </message>
</context>
<context>
    <name>ExplorerStatusBar</name>
    <message>
        <source>Last compute: %1 ms</source>
        <translation>上次计算：%1 ms</translation>
    </message>
    <message>
        <source>Views catching up: showing L = %1, D = %2, base = %3</source>
        <translation>视图正在追赶：当前显示 L = %1，D = %2，底数 = %3</translation>
    </message>
    <message>
        <source>Selected: pos %1, dim %2, q %3</source>
        <translation>选中：位置 %1，维度 %2，q %3</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>PNG image</source>
        <translation>PNG 图像</translation>
    </message>
    <message>
        <source>PDF (vector, fonts embedded)</source>
        <translation>PDF（矢量，嵌入字体）</translation>
    </message>
    <message>
        <source>SVG (vector)</source>
        <translation>SVG（矢量）</translation>
    </message>
    <message>
        <source>pixels</source>
        <translation>像素</translation>
    </message>
    <message>
        <source>centimetres</source>
        <translation>厘米</translation>
    </message>
    <message>
        <source>Dots per inch: converts centimetres to pixels and is recorded in the file.</source>
        <translation>每英寸点数：用于厘米与像素的换算，并写入文件。</translation>
    </message>
    <message>
        <source>Print: white background, dark text</source>
        <translation>打印：白色背景，深色文字</translation>
    </message>
    <message>
        <source>Screen: dark background, light text</source>
        <translation>屏幕：深色背景，浅色文字</translation>
    </message>
    <message>
        <source>automatic (suits slides)</source>
        <translation>自动（适合幻灯片）</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Caption with the parameters: %1</source>
        <translation>附带参数图注：%1</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>宽度</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>高度</translation>
    </message>
    <message>
        <source>Resolution (DPI)</source>
        <translation>分辨率 (DPI)</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>Font size</source>
        <translation>字号</translation>
    </message>
    <message>
        <source> cm</source>
        <translation> cm</translation>
    </message>
    <message>
        <source>%1 x %2 pixels, %3 x %4 cm at %5 DPI</source>
        <translation>%1 x %2 像素，%5 DPI 下为 %3 x %4 cm</translation>
    </message>
    <message>
        <source>Export all figures</source>
        <translation>导出全部图</translation>
    </message>
    <message>
        <source>Export figure: %1</source>
        <translation>导出图：%1</translation>
    </message>
    <message>
        <source>Every view, one file each</source>
        <translation>每个视图各一个文件</translation>
    </message>
    <message>
        <source>Figure: %1</source>
        <translation>图：%1</translation>
    </message>
    <message>
        <source>Selection marks, with a line saying what they mark</source>
        <translation>选择标记，并附一行说明所标记的内容</translation>
    </message>
    <message>
        <source>Off: the figure shows the data alone, without the outlines and lines of what is selected on screen.</source>
        <translation>关闭：图中只显示数据，不含屏幕上所选内容的轮廓和线条。</translation>
    </message>
    <message>
        <source>Text size in the figure; 0 is automatic.</source>
        <translation>图中文字的大小；0 为自动。</translation>
    </message>
</context>
<context>
    <name>FigureCaption</name>
    <message>
        <source>interleaved</source>
        <translation>交错</translation>
    </message>
    <message>
        <source>concatenated</source>
        <translation>拼接</translation>
    </message>
    <message>
        <source>Marked: outlined columns, the dimensions drawn as waveforms (%1); line, position p = %2</source>
        <translation>标记：带轮廓的列为绘成波形的维度（%1）；线条为位置 p = %2</translation>
    </message>
    <message>
        <source>Marked: lines, position p = %1</source>
        <translation>标记：线条为位置 p = %1</translation>
    </message>
    <message>
        <source>L = %1, D = %2, base = %3, %4</source>
        <translation>L = %1，D = %2，底数 = %3，%4</translation>
    </message>
    <message>
        <source>from p = %1</source>
        <translation>起点 p = %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>L = %1, D = %2</source>
        <translation>L = %1, D = %2</translation>
    </message>
    <message>
        <source>compared with %1</source>
        <translation>与 %1 比较</translation>
    </message>
    <message>
        <source>p = %1, q = %2, far q = %3</source>
        <translation>p = %1，q = %2，远处的 q = %3</translation>
    </message>
    <message>
        <source>p = %1, q = %2</source>
        <translation>p = %1，q = %2</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>p = %1</source>
        <translation>p = %1</translation>
    </message>
    <message>
        <source>Marked: line, q = %1 (k = %2)</source>
        <translation>标记：竖线为 q = %1（k = %2）</translation>
    </message>
</context>
<context>
    <name>FigurePreview</name>
    <message>
        <source>Preparing the preview...</source>
        <translation>正在准备预览……</translation>
    </message>
    <message>
        <source>No preview: %1</source>
        <translation>无法预览：%1</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>Export &amp;figure...</source>
        <translation>导出图(&amp;F)...</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Save the view you worked in last as PNG, PDF or SVG.</source>
        <translation>将最近操作的视图保存为 PNG、PDF 或 SVG。</translation>
    </message>
    <message>
        <source>Export &amp;all figures...</source>
        <translation>导出全部图(&amp;A)...</translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <source>&amp;Copy figure</source>
        <translation>复制图(&amp;C)</translation>
    </message>
    <message>
        <source>Export &amp;data...</source>
        <translation>导出数据(&amp;D)...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Export figure</source>
        <translation>导出图</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>%1 文件 (*.%2)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Export all figures into</source>
        <translation>将全部图导出到</translation>
    </message>
    <message>
        <source>Saved %1 figures in %2</source>
        <translation>已将 %1 张图保存到 %2</translation>
    </message>
    <message>
        <source>Export data</source>
        <translation>导出数据</translation>
    </message>
    <message>
        <source>Computing the figure...</source>
        <translation>正在计算图...</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>&amp;Export this figure...</source>
        <translation>导出此图(&amp;E)...</translation>
    </message>
    <message>
        <source>Export a&amp;nimation...</source>
        <translation>导出动画(&amp;N)...</translation>
    </message>
    <message>
        <source>Sweep L, D, the base or the selected position over the frames of a GIF or a folder of PNG images.</source>
        <translation>在 GIF 或 PNG 图像文件夹的各帧中扫描 L、D、底数或所选位置。</translation>
    </message>
    <message>
        <source>Animation cancelled: nothing was written</source>
        <translation>动画已取消：未写入任何文件</translation>
    </message>
    <message>
        <source>NumPy files (*.%1)</source>
        <translation>NumPy 文件 (*.%1)</translation>
    </message>
    <message>
        <source>CSV files (*.%1)</source>
        <translation>CSV 文件 (*.%1)</translation>
    </message>
    <message>
        <source>Saved %1 (%2)</source>
        <translation>已保存 %1（%2）</translation>
    </message>
    <message>
        <source>Writing %1...</source>
        <translation>正在写入 %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Exporting data...</source>
        <translation>正在导出数据…</translation>
    </message>
    <message>
        <source>Export data: cancelled, no file written</source>
        <translation>导出数据：已取消，未写入文件</translation>
    </message>
    <message>
        <source>Exporting data: done</source>
        <translation>导出数据：完成</translation>
    </message>
    <message>
        <source>L = %1, D = %2, base = %3; p = %4, q = %5</source>
        <translation>L = %1，D = %2，底数 = %3；p = %4，q = %5</translation>
    </message>
    <message>
        <source>Export as &amp;notebook...</source>
        <translation>导出为笔记本(&amp;N)...</translation>
    </message>
    <message>
        <source>The view you worked in last as a Jupyter notebook: numpy recomputes its numbers from the formula, matplotlib draws them.</source>
        <translation>将最近使用的视图导出为 Jupyter 笔记本：numpy 按公式重新计算其数值，matplotlib 绘制。</translation>
    </message>
    <message>
        <source>Export as notebook</source>
        <translation>导出为笔记本</translation>
    </message>
    <message>
        <source>Jupyter notebooks (*.ipynb)</source>
        <translation>Jupyter 笔记本 (*.ipynb)</translation>
    </message>
    <message>
        <source>Saved %1 (notebook)</source>
        <translation>已保存 %1（笔记本）</translation>
    </message>
    <message>
        <source>Copied the Python of &quot;%1&quot; to the clipboard</source>
        <translation>已将“%1”的 Python 代码复制到剪贴板</translation>
    </message>
    <message>
        <source>Copy as &amp;Python</source>
        <translation>复制为 Python(&amp;P)</translation>
    </message>
    <message>
        <source>Saved %1 (notebook) and the table it loads, %2</source>
        <translation>已保存 %1（笔记本）及其读取的表 %2</translation>
    </message>
    <message>
        <source>Export sc&amp;ene...</source>
        <translation>导出场景(&amp;E)...</translation>
    </message>
    <message>
        <source>A scene&apos;s views at the same p and q on one page, with one caption: a slide, or a handout when the page is taller than wide.</source>
        <translation>把一个场景的各个视图以同样的 p 和 q 放在一页上，配一个图注：宽页是幻灯片，高页是讲义。</translation>
    </message>
    <message>
        <source>Could not draw the figure of &quot;%1&quot;</source>
        <translation>无法绘制“%1”的图</translation>
    </message>
    <message>
        <source>Copied &quot;%1&quot; to the clipboard, %2 pixels and SVG</source>
        <translation>已把“%1”复制到剪贴板：%2 像素的图片和 SVG</translation>
    </message>
</context>
<context>
    <name>FormulaInspector</name>
    <message>
        <source>same value here: this cell does not reveal the mistake</source>
        <translation>此处数值相同：这个单元格体现不出该错误</translation>
    </message>
    <message>
        <source>off by %1</source>
        <translation>偏差 %1</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Dimension</source>
        <translation>维度</translation>
    </message>
    <message>
        <source>pos</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>dim</source>
        <translation>维度</translation>
    </message>
    <message>
        <source>PE(pos = %1, dim = %2)</source>
        <translation>PE(pos = %1, dim = %2)</translation>
    </message>
    <message>
        <source>interleaved (sin, cos, sin, cos, ...)</source>
        <translation>交错 (sin, cos, sin, cos, ...)</translation>
    </message>
    <message>
        <source>concatenated (all sin, then all cos)</source>
        <translation>拼接 (先全部 sin，再全部 cos)</translation>
    </message>
    <message>
        <source>&lt;p&gt;D = %1, base = %2, layout %3&lt;/p&gt;</source>
        <translation>&lt;p&gt;D = %1，底数 base = %2，排列方式：%3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>pair index i</source>
        <translation>对索引 i</translation>
    </message>
    <message>
        <source>&amp;lfloor;dim / 2&amp;rfloor; = &amp;lfloor;%1 / 2&amp;rfloor;</source>
        <translation>&amp;lfloor;dim / 2&amp;rfloor; = &amp;lfloor;%1 / 2&amp;rfloor;</translation>
    </message>
    <message>
        <source>dim (a sin column)</source>
        <translation>dim（sin 列）</translation>
    </message>
    <message>
        <source>dim &amp;minus; &amp;lceil;D/2&amp;rceil; (a cos column)</source>
        <translation>dim &amp;minus; &amp;lceil;D/2&amp;rceil;（cos 列）</translation>
    </message>
    <message>
        <source>exponent</source>
        <translation>指数</translation>
    </message>
    <message>
        <source>2i / D = 2&amp;middot;%1 / %2</source>
        <translation>2i / D = 2&amp;middot;%1 / %2</translation>
    </message>
    <message>
        <source>divisor</source>
        <translation>除数</translation>
    </message>
    <message>
        <source>base&lt;sup&gt;2i/D&lt;/sup&gt; = %1&lt;sup&gt;%2&lt;/sup&gt;</source>
        <translation>base&lt;sup&gt;2i/D&lt;/sup&gt; = %1&lt;sup&gt;%2&lt;/sup&gt;</translation>
    </message>
    <message>
        <source>angle (radians)</source>
        <translation>角度（弧度）</translation>
    </message>
    <message>
        <source>pos / divisor = %1 / %2</source>
        <translation>pos / 除数 = %1 / %2</translation>
    </message>
    <message>
        <source>dim %1 is the sin of pair %2, so PE</source>
        <translation>dim %1 是第 %2 对的 sin，所以 PE</translation>
    </message>
    <message>
        <source>dim %1 is the cos of pair %2, so PE</source>
        <translation>dim %1 是第 %2 对的 cos，所以 PE</translation>
    </message>
    <message>
        <source>value in double (the reference)</source>
        <translation>double 精度的值（参考值）</translation>
    </message>
    <message>
        <source>value in float32, as PyTorch&apos;s tutorial computes it with div_term = exp(2i&amp;middot;(&amp;minus;ln base / D))</source>
        <translation>float32 的值，按 PyTorch 教程用 div_term = exp(2i&amp;middot;(&amp;minus;ln base / D)) 计算</translation>
    </message>
    <message>
        <source>float32 &amp;minus; double (rounding at every float32 step)</source>
        <translation>float32 &amp;minus; double（每步 float32 运算的舍入）</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Common mistakes, and what they give for this cell&lt;/b&gt;&lt;/p&gt;&lt;ul&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;常见错误，及其在这个单元格上得到的值&lt;/b&gt;&lt;/p&gt;&lt;ul&gt;</translation>
    </message>
    <message>
        <source>&lt;li&gt;&lt;b&gt;i is the pair index, not the dimension index.&lt;/b&gt; Using dim %1 as i: %2(pos / base&lt;sup&gt;%3&lt;/sup&gt;) = %4 (%5).</source>
        <translation>&lt;li&gt;&lt;b&gt;i 是对索引，不是维度索引。&lt;/b&gt;把 dim %1 当作 i：%2(pos / base&lt;sup&gt;%3&lt;/sup&gt;) = %4（%5）。</translation>
    </message>
    <message>
        <source> The course notes write dim 1 as cos(1/10000&lt;sup&gt;2&amp;middot;1/512&lt;/sup&gt;); dim 1 belongs to pair 0, so PE(1, 1) = cos(1/10000&lt;sup&gt;0&lt;/sup&gt;) = cos 1.</source>
        <translation>课程讲义把 dim 1 写成 cos(1/10000&lt;sup&gt;2&amp;middot;1/512&lt;/sup&gt;)；但 dim 1 属于第 0 对，所以 PE(1, 1) = cos(1/10000&lt;sup&gt;0&lt;/sup&gt;) = cos 1。</translation>
    </message>
    <message>
        <source>&lt;li&gt;&lt;b&gt;Integer division:&lt;/b&gt; 2i / D computed with integers is %1, so every pair gets divisor base&lt;sup&gt;%1&lt;/sup&gt;: %2 (%3).&lt;/li&gt;</source>
        <translation>&lt;li&gt;&lt;b&gt;整数除法：&lt;/b&gt;用整数计算 2i / D 得 %1，于是每一对的除数都是 base&lt;sup&gt;%1&lt;/sup&gt;：%2（%3）。&lt;/li&gt;</translation>
    </message>
    <message>
        <source>&lt;li&gt;&lt;b&gt;Dividing by div_term instead of multiplying:&lt;/b&gt; div_term is already 1 / base&lt;sup&gt;2i/D&lt;/sup&gt;, so pos / div_term = %1 rad gives %2 (%3).&lt;/li&gt;</source>
        <translation>&lt;li&gt;&lt;b&gt;除以 div_term 而不是乘以它：&lt;/b&gt;div_term 本身已是 1 / base&lt;sup&gt;2i/D&lt;/sup&gt;，所以 pos / div_term = %1 rad 得到 %2（%3）。&lt;/li&gt;</translation>
    </message>
</context>
<context>
    <name>FrequencyBandView</name>
    <message>
        <source>dimension</source>
        <translation>维度</translation>
    </message>
    <message>
        <source>wavelength (positions)</source>
        <translation>波长 (位置数)</translation>
    </message>
    <message>
        <source>drag across dimensions to select a band</source>
        <translation>沿维度拖动以选择频段</translation>
    </message>
    <message>
        <source>L = %1</source>
        <translation>L = %1</translation>
    </message>
    <message>
        <source>dim %1: wavelength %2 positions</source>
        <translation>维度 %1：波长 %2 个位置</translation>
    </message>
</context>
<context>
    <name>GeneratedTableDialog</name>
    <message>
        <source>Open a generated table: %1</source>
        <translation>打开生成的表：%1</translation>
    </message>
    <message>
        <source>Every value drawn from N(0, 0.02²), as GPT-2 initialises its table of positions: what a model starts from before training, with no order among the positions.</source>
        <translation>每个值都取自 N(0, 0.02²)，与 GPT-2 初始化其位置表的方式相同：这是模型训练前的起点，位置之间没有任何顺序。</translation>
    </message>
    <message>
        <source>Each column a mix of a few slow waves plus a little noise: neighbouring positions get neighbouring rows, so the principal components trace a curve, as a trained table&apos;s do.</source>
        <translation>每一列是几条慢波的混合再加少量噪声：相邻位置得到相近的行，所以主成分描出一条曲线，和训练过的表一样。</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>Positions &amp;L</source>
        <translation>位置数 &amp;L</translation>
    </message>
    <message>
        <source>Dimensions &amp;D</source>
        <translation>维度 &amp;D</translation>
    </message>
    <message>
        <source>&amp;Seed</source>
        <translation>种子(&amp;S)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>learned-style random</source>
        <translation>类学习随机表</translation>
    </message>
    <message>
        <source>smooth waves</source>
        <translation>平滑波</translation>
    </message>
    <message>
        <source>generated %1, %2 x %3, seed %4</source>
        <translation>生成的%1，%2 x %3，种子 %4</translation>
    </message>
    <message>
        <source>%1 x %2: %3</source>
        <translation>%1 x %2：%3</translation>
    </message>
</context>
<context>
    <name>GoToPositions</name>
    <message>
        <source>&amp;Go to positions...</source>
        <translation>转到位置(&amp;G)...</translation>
    </message>
    <message>
        <source>Show a window of positions A .. B in every view with a position axis. Shift+drag on a plot zooms to a box as well.</source>
        <translation>在所有带位置轴的视图中显示位置 A .. B。在图上按住 Shift 拖动也可以缩放到所框的范围。</translation>
    </message>
</context>
<context>
    <name>GuideDialog</name>
    <message>
        <source>PE Explorer guide</source>
        <translation>PE Explorer 指南</translation>
    </message>
    <message>
        <source>The views</source>
        <translation>视图</translation>
    </message>
    <message>
        <source>All views show the same parameters and the same selection: a change in one is a change in all of them. The control panel on the left sets L (positions), D (dimensions), the base and what is selected.</source>
        <translation>所有视图显示同一组参数和同一个选择：在一个视图里的改变就是在所有视图里的改变。左侧的控制面板设置 L（位置数）、D（维数）、底数以及所选内容。</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>窗口</translation>
    </message>
    <message>
        <source>Shortcuts</source>
        <translation>快捷键</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>作用</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>菜单</translation>
    </message>
    <message>
        <source>Scenes</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>A scene shows one part of the lesson: only the views it needs, large, with its own parameters, and the controls out of the way (the Controls button brings them back). Teach &gt; Scenes, Ctrl+1 to Ctrl+%1, or pe-explorer --scene NAME; Esc goes back to every view as they were.</source>
        <translation>场景只显示课程的一个部分：只有它需要的视图，放大显示，带有它自己的参数，控制面板收起（“控制面板”按钮可以把它调出来）。教学 &gt; 场景，Ctrl+1 到 Ctrl+%1，或 pe-explorer --scene 名称；Esc 回到原来的全部视图。</translation>
    </message>
</context>
<context>
    <name>HeatmapView</name>
    <message>
        <source>value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>dimension</source>
        <translation>维度</translation>
    </message>
    <message>
        <source>position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>L = %1, D = %2</source>
        <translation>L = %1, D = %2</translation>
    </message>
    <message>
        <source>pos %1, dim %2 (%3)
pair i = %4, w_i = %5
wavelength = %6 positions
value = %7</source>
        <translation>位置 %1，维度 %2（%3）
对索引 i = %4，w_i = %5
波长 = %6 个位置
值 = %7</translation>
    </message>
    <message>
        <source>1 row = mean of %1 positions</source>
        <translation>1 行 = %1 个位置的平均值</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>joins the clauses of the heatmap&apos;s subtitle</extracomment>
        <translation>，</translation>
    </message>
    <message>
        <source>this cell</source>
        <translation>此格</translation>
    </message>
    <message>
        <source>the cell drawn there</source>
        <translation>该处画出的格</translation>
    </message>
    <message>
        <source>%1: mean of pos %2 in dim %3 = %4</source>
        <translation>%1：维度 %3 在位置 %2 上的平均值 = %4</translation>
    </message>
    <message>
        <source>At this width the heatmap draws other dims where dim %1 (%2) lies: scroll on the heatmap to zoom in, and drag it to dim %1, until dim %1 has a column of its own.</source>
        <translation>在当前宽度下，热图在维度 %1（%2）所在处画的是其他维度：在热图上滚动滚轮放大，并拖动到维度 %1，直到维度 %1 有自己的一列。</translation>
    </message>
    <message>
        <source>pos %1, dim %2: value = %3 in %4</source>
        <translation>位置 %1，维度 %2：%4 中的值 = %3</translation>
    </message>
    <message>
        <source>Table values (pos, dim)</source>
        <translation>表中的值 (pos, dim)</translation>
    </message>
    <message>
        <source>columns: dims %1, %2, %3, ... exactly (1 in %4)</source>
        <translation>各列：精确的维度 %1、%2、%3……（每 %4 个取 1 个）</translation>
    </message>
    <message>
        <source>%1: pos %2, drawn as 0: dim %3 turns more than a quarter cycle from one row to the next, and its row means would draw slower waves and beats that are not there</source>
        <translation>%1：位置 %2，画为 0：维度 %3 从一行到下一行转过超过四分之一周期，它的行平均会画出并不存在的慢波和拍频</translation>
    </message>
    <message>
        <source>its cell drawn as the mean of %1 positions in dim %2</source>
        <translation>它所在的格画的是维度 %2 中 %1 个位置的平均</translation>
    </message>
    <message>
        <source>hatched: pair 0 drawn as 0 (over a quarter cycle a row)</source>
        <translation>斜线：第 0 对画作 0（每行转过四分之一周以上）</translation>
    </message>
    <message>
        <source>hatched: pairs 0–%1 drawn as 0 (over a quarter cycle a row)</source>
        <translation>斜线：第 0–%1 对画作 0（每行转过四分之一周以上）</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>系统语言</translation>
    </message>
</context>
<context>
    <name>LearnedView</name>
    <message>
        <source>nn.Embedding default N(0, 1)</source>
        <translation>nn.Embedding 默认 N(0, 1)</translation>
    </message>
    <message>
        <source>GPT-2 N(0, 0.02²)</source>
        <translation>GPT-2 N(0, 0.02²)</translation>
    </message>
    <message>
        <source>max_len (table rows)</source>
        <translation>max_len（表行数）</translation>
    </message>
    <message>
        <source>sequence length L</source>
        <translation>序列长度 L</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>initialisation</source>
        <translation>初始化</translation>
    </message>
    <message>
        <source>A learned table (GPT) has one trained row per position up to max_len, and nothing beyond. The sinusoidal formula gives a row for any position. Set L above max_len to see the difference.</source>
        <translation>可学习的位置表（GPT）在 max_len 以内每个位置有一行训练得到的向量，超出则没有。正弦公式能为任意位置给出一行。把 L 设得大于 max_len 即可看出区别。</translation>
    </message>
    <message>
        <source>dim</source>
        <translation>维度</translation>
    </message>
    <message>
        <source>position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Sinusoidal, L = %1: defined for every position</source>
        <translation>正弦编码，L = %1：每个位置都有定义</translation>
    </message>
    <message>
        <source>Learned, rows 0..%1 of a %2-row table</source>
        <translation>可学习的：%2 行表中的第 0..%1 行</translation>
    </message>
    <message>
        <source>Learned PE error: %1</source>
        <translation>可学习 PE 出错：%1</translation>
    </message>
    <message>
        <source>Learned: no rows for L = %1 (showing the last valid L = %2)</source>
        <translation>可学习的：L = %1 时没有对应行（显示最后有效的 L = %2）</translation>
    </message>
</context>
<context>
    <name>LessonWindow</name>
    <message>
        <source>Embedding + PE</source>
        <translation>嵌入 + PE</translation>
    </message>
    <message>
        <source>Learned PE</source>
        <translation>可学习的 PE</translation>
    </message>
    <message>
        <source>RoPE</source>
        <translation>RoPE</translation>
    </message>
    <message>
        <source>ALiBi</source>
        <translation>ALiBi</translation>
    </message>
    <message>
        <source>Phasor clocks</source>
        <translation>相量时钟</translation>
    </message>
    <message>
        <source>Order-agnostic attention</source>
        <translation>与顺序无关的注意力</translation>
    </message>
    <message>
        <source>Context extension</source>
        <translation>上下文扩展</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>What a model learned</source>
        <translation>模型学到了什么</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>PE Explorer</source>
        <translation>PE Explorer</translation>
    </message>
    <message>
        <source>PE Explorer - L = %1, D = %2, base = %3</source>
        <translation>PE Explorer - L = %1, D = %2, 底数 = %3</translation>
    </message>
    <message>
        <source>These parameters are outside the explorer&apos;s ranges.</source>
        <translation>这些参数超出了本程序的范围。</translation>
    </message>
    <message>
        <source>%1 is %2 x %3: the explorer shows up to %4 positions and %5 dimensions.</source>
        <translation>%1 为 %2 x %3：浏览器最多显示 %4 个位置和 %5 个维度。</translation>
    </message>
    <message>
        <source>PE Explorer - %1 (L = %2, D = %3)</source>
        <translation>PE Explorer - %1（L = %2，D = %3）</translation>
    </message>
    <message>
        <source>File &gt; Back to the sinusoidal encoding shows it for the same L and D.</source>
        <translation>文件 &gt; 回到正弦编码：以相同的 L 和 D 显示此视图。</translation>
    </message>
    <message>
        <source>Wavelength</source>
        <translation>波长</translation>
    </message>
    <message>
        <source>Pair × k</source>
        <translation>频率对 × k</translation>
    </message>
    <message>
        <source>PCA</source>
        <translation>主成分</translation>
    </message>
    <message>
        <source>Spectrum</source>
        <translation>频谱</translation>
    </message>
    <message>
        <source>Offsets</source>
        <translation>偏移曲线</translation>
    </message>
    <message>
        <source>Springs</source>
        <translation>弹簧图</translation>
    </message>
</context>
<context>
    <name>ModelTableLesson</name>
    <message>
        <source>%1, %2 x %3, seed %4</source>
        <translation>%1，%2 x %3，种子 %4</translation>
    </message>
    <message>
        <source>Open a table of positions</source>
        <translation>打开位置表</translation>
    </message>
    <message>
        <source>Position embeddings (*.npy *.safetensors)</source>
        <translation>位置嵌入 (*.npy *.safetensors)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>%1 is %2 x %3: this lesson shows 2 to %4 positions and up to %5 dimensions; the explorer (File &gt; Open position embeddings) shows more.</source>
        <translation>%1 为 %2 x %3：本课显示 2 到 %4 个位置、最多 %5 个维度；探索器（文件 &gt; 打开位置嵌入）可以显示更多。</translation>
    </message>
    <message>
        <source>smooth waves (generated)</source>
        <translation>平滑波（生成）</translation>
    </message>
    <message>
        <source>learned-style random (generated)</source>
        <translation>类学习随机表（生成）</translation>
    </message>
    <message>
        <source>Open a file...</source>
        <translation>打开文件...</translation>
    </message>
    <message>
        <source>table</source>
        <translation>表</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>The table: %1</source>
        <translation>表：%1</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>表</translation>
    </message>
    <message>
        <source>Sinusoidal encoding, the same %1 x %2</source>
        <translation>正弦编码，同为 %1 x %2</translation>
    </message>
    <message>
        <source>Sinusoidal encoding, the same L x D</source>
        <translation>正弦编码，相同的 L x D</translation>
    </message>
    <message>
        <source>Sinusoidal encoding</source>
        <translation>正弦编码</translation>
    </message>
    <message>
        <source>Each view twice: for a table of positions as a model could learn it (&quot;The table&quot;), and for the sinusoidal encoding of the same L x D. Heatmap: the sinusoidal columns are clean waves, fast to slow. Principal components: a smooth curve (a helix in GPT-2) means neighbouring positions have neighbouring rows; an untrained random table is a tangle. Spectrum: the sinusoidal encoding spreads its dimensions over a geometric range of frequencies, a learned table often keeps to a few slow ones.</source>
        <translation>每个视图出现两次：一次是模型可能学到的位置表（“表”），一次是相同 L x D 的正弦编码。热图：正弦编码的各列是干净的波，从快到慢。主成分：平滑的曲线（GPT-2 中是螺旋）说明相邻位置的行也相近；未经训练的随机表则是一团乱线。频谱：正弦编码把各维度分布在一个几何级数的频率范围上，学习得到的表往往只用少数几个慢频率。</translation>
    </message>
    <message>
        <source>open in the explorer: %1</source>
        <translation>探索器中打开的表：%1</translation>
    </message>
</context>
<context>
    <name>Notebook</name>
    <message>
        <source>numpy recomputes the numbers from the formula; matplotlib draws them.</source>
        <translation>numpy 按公式重新计算数值；matplotlib 绘制。</translation>
    </message>
    <message>
        <source>The first code cell computes the sinusoidal encoding from its formula, PE(p, 2i) = sin(p / base^(2i/D)) and PE(p, 2i+1) = cos(p / base^(2i/D)); the second computes what the view shows from it (left in `data`) and draws it. Change a parameter and run both again.</source>
        <translation>第一个代码单元按公式计算正弦编码：PE(p, 2i) = sin(p / base^(2i/D))，PE(p, 2i+1) = cos(p / base^(2i/D))；第二个代码单元由此计算视图所示的数值（保存在 `data` 中）并绘制。修改参数后重新运行这两个单元即可。</translation>
    </message>
    <message>
        <source>Exported by PE Explorer; it needs only numpy and matplotlib.</source>
        <translation>由 PE Explorer 导出；只需要 numpy 和 matplotlib。</translation>
    </message>
    <message>
        <source>a model&apos;s table is values, not code: Export as notebook writes them beside the notebook, in a .npy file its code loads</source>
        <translation>模型的表是数值而不是代码：“导出为笔记本”会把它们写在笔记本旁边的 .npy 文件中，由笔记本的代码读取</translation>
    </message>
    <message>
        <source>The first code cell loads the model&apos;s table, the values the view shows, from %1 beside this notebook, and computes the sinusoidal encoding of the same shape for comparison; the second computes what the view shows from the table (left in `data`) and draws it.</source>
        <translation>第一个代码单元从本笔记本旁边的 %1 读取模型的表（即视图显示的数值），并计算同样形状的正弦编码以作比较；第二个单元由该表计算视图显示的内容（保存在 `data` 中）并绘制出来。</translation>
    </message>
    <message>
        <source>%1 exists: the notebook&apos;s table would replace it; choose another name for the notebook</source>
        <translation>%1 已存在：笔记本的表会替换它；请为笔记本另选一个名字</translation>
    </message>
</context>
<context>
    <name>NumberField</name>
    <message>
        <source>The value</source>
        <translation>该值</translation>
    </message>
    <message>
        <source>%1 must be %2 … %3: %4</source>
        <translation>%1必须在 %2 … %3 之间：%4</translation>
    </message>
    <message>
        <source>%1 must be a whole number %2 … %3: %4</source>
        <translation>%1必须是 %2 … %3 之间的整数：%4</translation>
    </message>
    <message>
        <source>%1 must be %2 … %3, rounded to %4: %5</source>
        <translation>%1必须在 %2 … %3 之间，精确到 %4：%5</translation>
    </message>
    <message>
        <source>%1 must be a number %2 … %3: %4</source>
        <translation>%1必须是 %2 … %3 之间的数：%4</translation>
    </message>
    <message>
        <source>Range: %1 … %2</source>
        <translation>范围：%1 … %2</translation>
    </message>
</context>
<context>
    <name>OffsetProfileView</name>
    <message>
        <source>offset k</source>
        <translation>偏移 k</translation>
    </message>
    <message>
        <source>from position p = %1</source>
        <translation>起始位置 p = %1</translation>
    </message>
    <message>
        <source>k = %1: %2(%3, %4) = %5</source>
        <translation>k = %1：%2(%3, %4) = %5</translation>
    </message>
    <message>
        <source>dims %1-%2 only</source>
        <translation>仅维度 %1-%2</translation>
    </message>
    <message>
        <source>from p = %1</source>
        <translation>从 p = %1 出发</translation>
    </message>
    <message>
        <source>from positions p = %1: the same curve</source>
        <translation>从位置 p = %1 出发：同一条曲线</translation>
    </message>
    <message>
        <source>Log-spaced offsets</source>
        <translation>对数间隔的偏移</translation>
    </message>
    <message>
        <source>Offsets from 1 to L − 1 − p spaced evenly on a log scale, with 0 at the left: near and far distances in one picture, each point exact.</source>
        <translation>从 1 到 L − 1 − p 的偏移在对数刻度上均匀分布，0 在最左边：近的和远的距离在同一幅图中，每个点都精确。</translation>
    </message>
    <message>
        <source>offset k (log scale)</source>
        <translation>偏移 k（对数刻度）</translation>
    </message>
    <message>
        <source>log axis: %1 whole offsets, each exact</source>
        <translation>对数轴：%1 个整数偏移，每个都精确</translation>
    </message>
    <message>
        <source>1 point = %1 offsets: line their mean, band their min .. max</source>
        <translation>1 个点 = %1 个偏移：线为其平均，带为其最小 .. 最大</translation>
    </message>
    <message>
        <source>1 point = %1 offsets: line their mean; their min .. max band is being computed</source>
        <translation>1 个点 = %1 个偏移：线为其平均；其最小 .. 最大的带正在计算</translation>
    </message>
</context>
<context>
    <name>PairDistanceView</name>
    <message>
        <source>share 2 − 2 cos(ω_i k)</source>
        <translation>份额 2 − 2 cos(ω_i k)</translation>
    </message>
    <message>
        <source>offset k = q − p</source>
        <translation>距离 k = q − p</translation>
    </message>
    <message>
        <source>frequency pair i (fast to slow)</source>
        <translation>频率对 i（由快到慢）</translation>
    </message>
    <message>
        <source>half a turn: k = π / ω_i</source>
        <translation>半圈：k = π / ω_i</translation>
    </message>
    <message>
        <source>Log-spaced offsets</source>
        <translation>对数间隔的距离</translation>
    </message>
    <message>
        <source>Columns at whole offsets spaced evenly on a log scale from 1 to L − 1, with 0 first: every distance in one picture, each column exact.</source>
        <translation>各列是从 1 到 L − 1 按对数均匀间隔的整数距离，最前面是 0：一张图看到所有距离，每列都是精确值。</translation>
    </message>
    <message>
        <source>p = %1, q = %2: k = %3</source>
        <translation>p = %1，q = %2：k = %3</translation>
    </message>
    <message>
        <source>1 column = 1 offset</source>
        <translation>1 列 = 1 个距离</translation>
    </message>
    <message>
        <source>p = %1, q = %2: k = |q − p| = %3</source>
        <translation>p = %1，q = %2：k = |q − p| = %3</translation>
    </message>
    <message>
        <source>offset k = q − p (log scale)</source>
        <translation>距离 k = q − p（对数刻度）</translation>
    </message>
    <message>
        <source>1 column = mean from its offset to the next, log-spaced (%1 columns)</source>
        <translation>1 列 = 从其距离到下一列之间的平均，按对数间隔（共 %1 列）</translation>
    </message>
    <message>
        <source>1 column = mean of %1 offsets</source>
        <translation>1 列 = %1 个距离的平均</translation>
    </message>
    <message>
        <source>hatched: pair 0 drawn as 2, its mean over whole turns (over a quarter turn a column)</source>
        <translation>斜线：第 0 对画作 2，即它整圈的平均（每列转过四分之一圈以上）</translation>
    </message>
    <message>
        <source>hatched: pairs 0–%1 drawn as 2, their mean over whole turns (over a quarter turn a column)</source>
        <translation>斜线：第 0–%1 对画作 2，即它们整圈的平均（每列转过四分之一圈以上）</translation>
    </message>
    <message>
        <source>pair i = %1, k = %2 … %3: drawn as 2, its mean over whole turns (it turns more than a quarter turn a column)
the mean over these offsets = %4</source>
        <translation>第 i = %1 对，k = %2 … %3：画作 2，即它整圈的平均（每列转过四分之一圈以上）
这些距离上的平均 = %4</translation>
    </message>
    <message>
        <source>far q = %1: k = %2 (dotted)</source>
        <translation>远处的 q = %1：k = %2（点线）</translation>
    </message>
    <message>
        <source>1 row = pair i, one pair in %1</source>
        <translation>1 行 = 第 i 对，每 %1 对取一对</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the two halves of a sentence</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>orange: half a turn, k = π / ω_i</source>
        <translation>橙色：转过半圈，k = π / ω_i</translation>
    </message>
    <message>
        <source>click a column to set q</source>
        <translation>点击一列设置 q</translation>
    </message>
    <message>
        <source>pair i = %1, k = %2: share = %3
turned %4 turns</source>
        <translation>第 i = %1 对，k = %2：占比 = %3
转过 %4 圈</translation>
    </message>
    <message>
        <source>pair i = %1, k = %2 … %3: mean share = %4
turned %5 turns at k = %2</source>
        <translation>第 i = %1 对，k = %2 … %3：平均占比 = %4
在 k = %2 处转过 %5 圈</translation>
    </message>
    <message>
        <source>(past half a turn: wrapped)</source>
        <translation>（转过了半圈：已绕回）</translation>
    </message>
</context>
<context>
    <name>PcaView</name>
    <message>
        <source>PC1</source>
        <translation>PC1</translation>
    </message>
    <message>
        <source>PC2</source>
        <translation>PC2</translation>
    </message>
    <message>
        <source>position %1</source>
        <translation>位置 %1</translation>
    </message>
    <message>
        <source>, PC%1 = %2</source>
        <translation>，PC%1 = %2</translation>
    </message>
    <message>
        <source>of the first %1 positions</source>
        <translation>仅用前 %1 个位置</translation>
    </message>
    <message>
        <source>component: its share of the variance</source>
        <translation>主成分：方差占比</translation>
    </message>
    <message>
        <source>PC3</source>
        <translation>PC3</translation>
    </message>
    <message>
        <source>PC1 x PC3 in place of PC1 x PC2</source>
        <translation>以 PC1 x PC3 代替 PC1 x PC2</translation>
    </message>
    <message>
        <source>L&#xa0;=&#xa0;%1, D&#xa0;=&#xa0;%2</source>
        <translation>L&#xa0;=&#xa0;%1，D&#xa0;=&#xa0;%2</translation>
    </message>
    <message>
        <source>position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>hover: a position and its coordinates</source>
        <translation>悬停：显示位置及其坐标</translation>
    </message>
    <message>
        <source>One position: no variance to explain</source>
        <translation>只有一个位置：没有方差可解释</translation>
    </message>
    <message>
        <source>No variance: all %1 positions are one point</source>
        <translation>没有方差：全部 %1 个位置是同一个点</translation>
    </message>
    <message>
        <source>PC1 %1, PC2 %2, PC3 %3 of the variance</source>
        <translation>方差占比：PC1 %1，PC2 %2，PC3 %3</translation>
    </message>
    <message>
        <source>3-D</source>
        <translation>三维</translation>
    </message>
    <message>
        <source>PC1, PC2 and PC3 seen from an angle: drag or use the arrow keys to turn them</source>
        <translation>从一个角度看 PC1、PC2 和 PC3：拖动或用方向键转动它们</translation>
    </message>
    <message>
        <source>seen from azimuth %1°, elevation %2°</source>
        <translation>方位角 %1°，仰角 %2°</translation>
    </message>
    <message>
        <source>drag or arrow keys: turn; hover: a position</source>
        <translation>拖动或方向键：转动；悬停：一个位置</translation>
    </message>
</context>
<context>
    <name>PhasorClockView</name>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>base</source>
        <translation>底数</translation>
    </message>
    <message>
        <source>positions</source>
        <translation>位置数</translation>
    </message>
    <message>
        <source>step</source>
        <translation>步长</translation>
    </message>
    <message>
        <source>Each clock is one sin/cos pair of PE(pos): the hand points at angle pos·ωᵢ (x = cos, y = sin). Fast hands (short period, i small) move a lot between neighbours; slow hands barely move, yet after many steps they tell far positions apart. The binary counter does the same in steps: bit k flips every 2^k positions. Colours: warm hands are fast, cool hands are slow.</source>
        <translation>每个时钟是 PE(pos) 的一对 sin/cos：指针指向角度 pos·ωᵢ（x = cos，y = sin）。快指针（周期短，i 小）在相邻位置间转动很多；慢指针几乎不动，但经过许多步后能区分相距很远的位置。二进制计数器以离散的方式做同样的事：第 k 位每 2^k 个位置翻转一次。颜色：暖色指针快，冷色指针慢。</translation>
    </message>
    <message>
        <source>Binary counter of pos</source>
        <translation>pos 的二进制计数器</translation>
    </message>
    <message>
        <source>pos = %1</source>
        <translation>pos = %1</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
</context>
<context>
    <name>PinnedSetting</name>
    <message>
        <source>dims %1..%2</source>
        <translation>维度 %1..%2</translation>
    </message>
    <message>
        <source>all dims</source>
        <translation>全部维度</translation>
    </message>
    <message>
        <source>interleaved</source>
        <translation>交错排列</translation>
    </message>
    <message>
        <source>concatenated</source>
        <translation>拼接排列</translation>
    </message>
    <message>
        <source>D %1</source>
        <translation>D %1</translation>
    </message>
    <message>
        <source>base %1</source>
        <translation>底数 %1</translation>
    </message>
    <message>
        <source>pinned (the same here)</source>
        <translation>固定的设置（此处相同）</translation>
    </message>
    <message>
        <source>now (the same here)</source>
        <translation>当前设置（此处相同）</translation>
    </message>
    <message>
        <source>pinned: %1</source>
        <translation>固定：%1</translation>
    </message>
    <message>
        <source>now: %1</source>
        <translation>当前：%1</translation>
    </message>
</context>
<context>
    <name>PlotView</name>
    <message>
        <source>Encoding PE(pos, dim)</source>
        <translation>位置编码 PE(pos, dim)</translation>
    </message>
    <message>
        <source>Waveforms PE(pos, d)</source>
        <translation>波形 PE(pos, d)</translation>
    </message>
    <message>
        <source>Similarity between positions</source>
        <translation>位置间的相似度</translation>
    </message>
    <message>
        <source>Similarity against offset k</source>
        <translation>相似度随偏移 k 的变化</translation>
    </message>
    <message>
        <source>Wavelength per dimension</source>
        <translation>各维度的波长</translation>
    </message>
    <message>
        <source>What tells p and q apart</source>
        <translation>区分 p 与 q 的是什么</translation>
    </message>
    <message>
        <source>Every value of the encoding: one row per position, one column per dimension, blue below 0 and red above. Click a cell to select it and draw its column as a waveform; the arrow keys move the cell; the wheel zooms, a drag pans, a double-click shows everything again.</source>
        <translation>编码的每一个值：每个位置一行，每个维度一列，小于 0 为蓝色，大于 0 为红色。单击一个单元格即选中它，并把它所在的列画成波形；方向键移动所选单元格；滚轮缩放，拖动平移，双击重新显示全部。</translation>
    </message>
    <message>
        <source>The chosen dimensions as curves over the positions: springs of different frequencies, fast in the first dimensions and slow in the last. Where a curve turns faster than a pixel, its band shows the range it covers.</source>
        <translation>所选维度随位置变化的曲线：不同频率的弹簧，前面的维度快，后面的维度慢。曲线在一个像素内变化太快时，用色带显示它覆盖的范围。</translation>
    </message>
    <message>
        <source>How alike the encodings of two positions are (the metric of the control panel). Click a cell to compare its two positions in the springs view.</source>
        <translation>两个位置的编码有多相似（使用控制面板中的度量）。单击一个单元格，在弹簧视图中比较这两个位置。</translation>
    </message>
    <message>
        <source>The similarity from the selected position p to p + k for every offset k: the same curve from every p, because it depends on the offset only.</source>
        <translation>从所选位置 p 到 p + k 的相似度（对每个偏移 k）：从任何 p 出发都是同一条曲线，因为它只取决于偏移。</translation>
    </message>
    <message>
        <source>The wavelength of every dimension, from 2 pi to about 2 pi x base. Drag across dimensions to choose a band; the similarity can then use that band alone.</source>
        <translation>每个维度的波长，从 2π 到约 2π × 底数。在维度上拖动以选择一个频带；相似度随后可以只用这个频带计算。</translation>
    </message>
    <message>
        <source>For the positions p and q: each frequency pair&apos;s share of the squared distance between their encodings. Fast pairs tell neighbours apart; slow pairs tell distant positions apart.</source>
        <translation>对位置 p 和 q：每个频率对在两者编码的平方距离中所占的份额。快的频率对区分相邻位置；慢的频率对区分相距远的位置。</translation>
    </message>
    <message>
        <source>Principal components</source>
        <translation>主成分</translation>
    </message>
    <message>
        <source>Every position projected on the first two principal components of the table, coloured from the first position to the last, and the share of the variance the first components explain. For the sinusoidal encoding the slowest pairs dominate; a learned table often traces a helix.</source>
        <translation>每个位置投影到表的前两个主成分上，按从第一个位置到最后一个位置着色，并显示前几个主成分解释的方差占比。正弦编码中最慢的维度对占主导；学习得到的表常常呈螺旋形。</translation>
    </message>
    <message>
        <source>Frequency of each dimension</source>
        <translation>各维度的频率</translation>
    </message>
    <message>
        <source>Pair × distance</source>
        <translation>频率对 × 距离</translation>
    </message>
    <message>
        <source>Each frequency pair&apos;s share of the squared distance between p and p + k, for every offset k: fast pairs tell small offsets apart, slow pairs large ones. The orange curve marks where each pair has turned half a turn; right of it the pair has wrapped. Click a column to set q.</source>
        <translation>对每个距离 k，每个频率对在 p 与 p + k 的平方距离中所占的份额：快的频率对区分小的距离，慢的频率对区分大的距离。橙色曲线标出每对转过半圈的位置；在它右边该对已绕回。点击一列设置 q。</translation>
    </message>
    <message>
        <source>Each dimension&apos;s dominant frequency along the positions (the DFT of its column, mean removed), slowest first, with the share of the column&apos;s power it holds; over them the sinusoidal encoding&apos;s frequencies for the same D. Which dimensions of a table behave like a spring, and of what wavelength. The slowest frequency L positions can show is 1/L.</source>
        <translation>每个维度沿位置方向的主频率（去掉均值后对其列做 DFT），从最慢开始，并给出它占该列功率的份额；其上叠画相同 D 的正弦编码频率。看出表的哪些维度像弹簧，波长是多少。L 个位置能显示的最慢频率是 1/L。</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between a subtitle&apos;s first line and its detail</comment>
        <translation>，</translation>
    </message>
</context>
<context>
    <name>PositionsDialog</name>
    <message>
        <source>Go to positions</source>
        <translation>转到位置</translation>
    </message>
    <message>
        <source>From position</source>
        <translation>起始位置</translation>
    </message>
    <message>
        <source>To position</source>
        <translation>结束位置</translation>
    </message>
    <message>
        <source>Show positions A .. B in the heatmap, the waveforms and the similarity matrix (0 … %1).</source>
        <translation>在热图、波形和相似度矩阵中显示位置 A .. B（0 … %1）。</translation>
    </message>
    <message>
        <source>From position:</source>
        <translation>起始位置：</translation>
    </message>
    <message>
        <source>To position:</source>
        <translation>结束位置：</translation>
    </message>
    <message>
        <source>From position %1 comes after To position %2.</source>
        <translation>起始位置 %1 在结束位置 %2 之后。</translation>
    </message>
</context>
<context>
    <name>Presentation</name>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Presentation</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <source>Zoom &amp;in text</source>
        <translation>放大文字(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;out text</source>
        <translation>缩小文字(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Reset text size</source>
        <translation>恢复文字大小(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Focus view</source>
        <translation>单独显示视图(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Show all views</source>
        <translation>显示全部视图(&amp;S)</translation>
    </message>
    <message>
        <source>Text %1%</source>
        <translation>文字 %1%</translation>
    </message>
    <message>
        <source>Text and line size of the views: Ctrl+= larger, Ctrl+- smaller, Ctrl+0 as designed</source>
        <translation>视图中文字与线条的大小：Ctrl+= 放大，Ctrl+- 缩小，Ctrl+0 恢复原样</translation>
    </message>
</context>
<context>
    <name>PresetComparisonView</name>
    <message>
        <source>Tokens: %1</source>
        <translation>词元：%1</translation>
    </message>
    <message>
        <source>&lt;td style=&apos;padding-right:16px&apos;&gt;from pos %1, offset %3:&lt;br&gt;cos(PE[%1], PE[%2]) =&lt;br&gt;&lt;span style=&apos;font-size:20pt; font-weight:bold&apos;&gt;%4&lt;/span&gt;&lt;/td&gt;</source>
        <translation>&lt;td style=&apos;padding-right:16px&apos;&gt;位置 %1，偏移 %3：&lt;br&gt;cos(PE[%1], PE[%2]) =&lt;br&gt;&lt;span style=&apos;font-size:20pt; font-weight:bold&apos;&gt;%4&lt;/span&gt;&lt;/td&gt;</translation>
    </message>
    <message>
        <source>In full: %1</source>
        <translation>完整数值：%1</translation>
    </message>
    <message>
        <source>Choose a preset from %1 &gt; %2.</source>
        <translation>请从“%1 &gt; %2”中选择一个预设。</translation>
    </message>
</context>
<context>
    <name>PresetMenu</name>
    <message>
        <source>&amp;Presets from the course</source>
        <translation>课程预设(&amp;P)</translation>
    </message>
</context>
<context>
    <name>RopeView</name>
    <message>
        <source>q = k = all ones (RoFormer&apos;s figure)</source>
        <translation>q = k = 全 1（RoFormer 论文的图）</translation>
    </message>
    <message>
        <source>q, k seeded random N(0, 1)</source>
        <translation>q、k 为带种子的随机 N(0, 1)</translation>
    </message>
    <message>
        <source>D (even)</source>
        <translation>D（偶数）</translation>
    </message>
    <message>
        <source>base A</source>
        <translation>底数 A</translation>
    </message>
    <message>
        <source>base B</source>
        <translation>底数 B</translation>
    </message>
    <message>
        <source>query position m</source>
        <translation>查询位置 m</translation>
    </message>
    <message>
        <source>key position n</source>
        <translation>键位置 n</translation>
    </message>
    <message>
        <source>max distance</source>
        <translation>最大距离</translation>
    </message>
    <message>
        <source>q and k</source>
        <translation>q 和 k</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>pair i</source>
        <translation>对索引 i</translation>
    </message>
    <message>
        <source>angle mod 2π (rad)</source>
        <translation>角度 mod 2π (弧度)</translation>
    </message>
    <message>
        <source>distance m − n</source>
        <translation>距离 m − n</translation>
    </message>
    <message>
        <source>score q·k</source>
        <translation>分数 q·k</translation>
    </message>
    <message>
        <source>m θᵢ at m = %1</source>
        <translation>m θᵢ（m = %1）</translation>
    </message>
    <message>
        <source>n θᵢ at n = %1</source>
        <translation>n θᵢ（n = %1）</translation>
    </message>
    <message>
        <source>base %1</source>
        <translation>底数 %1</translation>
    </message>
    <message>
        <source>Score (R_m q)·(R_n k) at m = %1, n = %2 (base %3): %4. Both moved by 100 (m = %5, n = %6): %7 — only m − n = %8 matters.</source>
        <translation>m = %1、n = %2（底数 %3）时的分数 (R_m q)·(R_n k)：%4。两者都平移 100（m = %5，n = %6）：%7 —— 只有 m − n = %8 起作用。</translation>
    </message>
    <message>
        <source>RoFormer adjacent pairs (2i, 2i+1) vs GPT-NeoX rotate_half (i, i + D/2): max score difference over distances 0..%1 = %2 (a permutation of dimensions; only rounding differs).</source>
        <translation>RoFormer 相邻配对 (2i, 2i+1) 对比 GPT-NeoX rotate_half (i, i + D/2)：距离 0..%1 内分数的最大差值 = %2（只是维度的置换，仅舍入不同）。</translation>
    </message>
</context>
<context>
    <name>SceneExport</name>
    <message>
        <source>Export scene</source>
        <translation>导出场景</translation>
    </message>
    <message>
        <source>Scene:</source>
        <translation>场景：</translation>
    </message>
    <message>
        <source>&quot;%1&quot; shows a model&apos;s table: open one first (File &gt; Open position embeddings).</source>
        <translation>“%1”显示模型的位置表：请先打开一个（文件 &gt; 打开位置嵌入）。</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>%1 文件 (*.%2)</translation>
    </message>
    <message>
        <source>Computing the figure...</source>
        <translation>正在计算图...</translation>
    </message>
    <message>
        <source>Saved %1 (%2)</source>
        <translation>已保存 %1（%2）</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
</context>
<context>
    <name>SceneStage</name>
    <message>
        <source>Controls</source>
        <translation>控制面板</translation>
    </message>
    <message>
        <source>Shows the control panel beside the scene, and hides it again</source>
        <translation>在场景旁显示控制面板，再按一次隐藏</translation>
    </message>
    <message>
        <source>Leave scene (Esc)</source>
        <translation>离开场景 (Esc)</translation>
    </message>
    <message>
        <source>Back to every view, with the parameters from before the scene</source>
        <translation>回到全部视图，恢复进入场景前的参数</translation>
    </message>
</context>
<context>
    <name>Scenes</name>
    <message>
        <source>Springs near and far</source>
        <translation>近处与远处的弹簧</translation>
    </message>
    <message>
        <source>What tells p from a near q and from a far q, side by side, with the pair x distance map under both: fast pairs tell neighbours apart, slow pairs distant positions. Sweep in the far view moves the far q.</source>
        <translation>并排显示区分 p 与近处 q、p 与远处 q 的是什么，下方是两者共用的频率对 × 距离图：快的频率对区分相邻位置，慢的频率对区分远处的位置。远处视图中的“扫动”移动远处的 q。</translation>
    </message>
    <message>
        <source>Long context</source>
        <translation>长上下文</translation>
    </message>
    <message>
        <source>A long L: the encoding, how similarity falls with the offset on a log axis, and the similarity of every pair of positions.</source>
        <translation>很长的 L：编码本身、相似度随距离（对数轴）如何下降，以及所有位置两两之间的相似度。</translation>
    </message>
    <message>
        <source>A model&apos;s table</source>
        <translation>模型的位置表</translation>
    </message>
    <message>
        <source>The position embeddings a model learned: the table, its principal components and the spectrum of its columns. Shows the table that is open, or asks for one.</source>
        <translation>模型学到的位置嵌入：表本身、它的主成分和各列的频谱。显示已经打开的表，没有时请你选择一个。</translation>
    </message>
    <message>
        <source>I love you</source>
        <translation>例句“I love you”</translation>
    </message>
    <message>
        <source>The course&apos;s first sentence: each word&apos;s encoding and how alike the words&apos; positions are.</source>
        <translation>课程的第一个句子：每个词的位置编码，以及各词位置之间的相似程度。</translation>
    </message>
    <message>
        <source>Translation consistency</source>
        <translation>平移一致性</translation>
    </message>
    <message>
        <source>The same offset from two starts gives the same similarity: the offset profiles of both starts over each other.</source>
        <translation>从两个起点出发、相同的距离给出相同的相似度：两个起点的距离曲线叠在一起。</translation>
    </message>
    <message>
        <source>The paper&apos;s figure</source>
        <translation>原论文的设置</translation>
    </message>
    <message>
        <source>The encoding as &quot;Attention Is All You Need&quot; defines it: the matrix, its waveforms and the similarity of positions.</source>
        <translation>按《Attention Is All You Need》定义的编码：矩阵、它的波形和位置之间的相似度。</translation>
    </message>
</context>
<context>
    <name>SimilarityView</name>
    <message>
        <source>cosine</source>
        <translation>余弦</translation>
    </message>
    <message>
        <source>dot product</source>
        <translation>点积</translation>
    </message>
    <message>
        <source>euclidean distance</source>
        <translation>欧氏距离</translation>
    </message>
    <message>
        <source>position q</source>
        <translation>位置 q</translation>
    </message>
    <message>
        <source>position p</source>
        <translation>位置 p</translation>
    </message>
    <message>
        <source>p = %1, q = %2, offset %3
%4 = %5</source>
        <translation>p = %1，q = %2，偏移 %3
%4 = %5</translation>
    </message>
    <message>
        <source>dims %1-%2 only</source>
        <translation>仅维度 %1-%2</translation>
    </message>
    <message>
        <source>1 cell = root mean square over %1 × %1 pairs; the line p = q exact</source>
        <translation>1 格 = %1 × %1 对的均方根；p = q 线精确</translation>
    </message>
    <message>
        <source>1 cell = mean over %1 × %1 pairs; the line p = q exact</source>
        <translation>1 格 = %1 × %1 对的平均；p = q 线精确</translation>
    </message>
    <message>
        <source>p = %1 … %2, q = %3 … %4
root mean square %5 over the cell = %6</source>
        <translation>p = %1 … %2，q = %3 … %4
本格%5的均方根 = %6</translation>
    </message>
    <message>
        <source>p = %1 … %2, q = %3 … %4
mean %5 over the cell = %6</source>
        <translation>p = %1 … %2，q = %3 … %4
本格%5的平均 = %6</translation>
    </message>
    <message>
        <source>on the line p = q: %1</source>
        <translation>p = q 线上：%1</translation>
    </message>
    <message>
        <source>1 cell = root mean square over %1 × %1 pairs; the line p&#xa0;=&#xa0;q exact</source>
        <translation>1 格 = %1 × %1 对的均方根；p&#xa0;=&#xa0;q&#xa0;线精确</translation>
    </message>
    <message>
        <source>1 cell = mean over %1 × %1 pairs; the line p&#xa0;=&#xa0;q exact</source>
        <translation>1 格 = %1 × %1 对的平均；p&#xa0;=&#xa0;q&#xa0;线精确</translation>
    </message>
</context>
<context>
    <name>SpectrumView</name>
    <message>
        <source>dimensions, slowest first</source>
        <translation>维度（从最慢开始）</translation>
    </message>
    <message>
        <source>cycles per position</source>
        <translation>每个位置的周期数</translation>
    </message>
    <message>
        <source>power share</source>
        <translation>功率占比</translation>
    </message>
    <message>
        <source>hover for a dimension&apos;s frequency</source>
        <translation>悬停查看维度的频率</translation>
    </message>
    <message>
        <source>dim %1: %2 cycles per position (wavelength %3), %4 % of its power</source>
        <translation>维度 %1：每个位置 %2 个周期（波长 %3），占其功率的 %4 %</translation>
    </message>
    <message>
        <source>dim %1: constant, no frequency</source>
        <translation>维度 %1：常数，没有频率</translation>
    </message>
    <message>
        <source>; sinusoidal: %1 cycles per position</source>
        <translation>；正弦编码：每个位置 %1 个周期</translation>
    </message>
    <message>
        <source>of the first %1 positions</source>
        <translation>仅用前 %1 个位置</translation>
    </message>
    <message>
        <source>power share (right axis)</source>
        <translation>功率占比（右轴）</translation>
    </message>
    <message>
        <source>sinusoidal, same D</source>
        <translation>正弦编码，相同 D</translation>
    </message>
    <message>
        <source>dominant frequency</source>
        <translation>主频率</translation>
    </message>
    <message>
        <source>each column&apos;s strongest DFT bin, mean removed</source>
        <translation>每列去掉均值后最强的 DFT 频点</translation>
    </message>
    <message>
        <source>L&#xa0;=&#xa0;%1, D&#xa0;=&#xa0;%2</source>
        <translation>L&#xa0;=&#xa0;%1，D&#xa0;=&#xa0;%2</translation>
    </message>
    <message>
        <source>sinusoidal, D = %1, base %2</source>
        <translation>正弦编码，D = %1，底数 %2</translation>
    </message>
    <message>
        <source>1/%1: the slowest frequency %1 positions can show</source>
        <translation>1/%1：%1 个位置能显示的最慢频率</translation>
    </message>
</context>
<context>
    <name>SpringsView</name>
    <message>
        <source>frequency pair i (fast to slow)</source>
        <translation>频率对 i（由快到慢）</translation>
    </message>
    <message>
        <source>ω_i |q − p| = π</source>
        <translation>ω_i |q − p| = π</translation>
    </message>
    <message>
        <source>pair i = %1: turned w_i (q - p) = %2 rad (%3 turns)
share = %4</source>
        <translation>频率对 i = %1：转过 w_i (q - p) = %2 弧度（%3 圈）
份额 = %4</translation>
    </message>
    <message>
        <source>fast pairs (left) tell neighbours apart</source>
        <translation>快的频率对（左）区分相邻位置</translation>
    </message>
    <message>
        <source>slow pairs (right) tell distant positions apart</source>
        <translation>慢的频率对（右）区分相距远的位置</translation>
    </message>
    <message>
        <source>p = %1, q = %2</source>
        <translation>p = %1，q = %2</translation>
    </message>
    <message>
        <source>1 bar = %1 pairs (mean)</source>
        <translation>1 根柱 = %1 个频率对（平均）</translation>
    </message>
    <message>
        <source>contribution to the squared distance</source>
        <translation>对距离平方的贡献</translation>
    </message>
    <message>
        <source>%1 = %2 (sum of bars)</source>
        <translation>%1 = %2（各柱之和）</translation>
    </message>
    <message>
        <source>can tell the distance</source>
        <translation>能区分距离</translation>
    </message>
    <message>
        <source>wrapped: turned past half a turn</source>
        <translation>已绕回：转过了半圈以上</translation>
    </message>
    <message>
        <source>Sweep q</source>
        <translation>扫动 q</translation>
    </message>
    <message>
        <source>Moves q away from p, one step per new picture, to the end of the positions (Space in the plot starts and stops it)</source>
        <translation>让 q 逐步远离 p，每出一幅新图走一步，直到位置的末端（在图中按空格键开始或停止）</translation>
    </message>
    <message>
        <source>%1 of %2 pairs wrapped</source>
        <translation>%2 对中有 %1 对已绕回</translation>
    </message>
    <message>
        <source>(wrapped)</source>
        <translation>（已绕回）</translation>
    </message>
    <message>
        <source>Wrapped (grey, hatched, ▲ on the axis): the pair turned more than half a turn between p and q, so its share no longer says how far apart they are.</source>
        <translation>已绕回（灰色斜线，轴上标 ▲）：该对在 p 与 q 之间转过了半圈以上，所以它的份额已不能说明两者相距多远。</translation>
    </message>
    <message>
        <source>Every pair has wrapped: no single pair tells this distance; the pairs tell it together, in the sum of their shares.</source>
        <translation>所有频率对都已绕回：没有哪一对能单独说明这个距离；它们合起来才能说明，即各份额之和。</translation>
    </message>
    <message>
        <source>wavelength 2π/ω_i of each pair (log scale, fast to slow)</source>
        <translation>每个频率对的波长 2π/ω_i（对数刻度，由快到慢）</translation>
    </message>
    <message>
        <source>wrapped</source>
        <translation>已绕回</translation>
    </message>
    <message>
        <source>ω_i |q − p| = π, both settings</source>
        <translation>ω_i |q − p| = π，两种设置相同</translation>
    </message>
    <message>
        <source>pinned: %1</source>
        <translation>固定：%1</translation>
    </message>
    <message>
        <source>pinned: %1 of %2</source>
        <translation>固定：%2 对中 %1 对</translation>
    </message>
    <message>
        <source>What tells p and a far q apart</source>
        <translation>区分 p 与远处的 q 的是什么</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the two halves of a sentence</comment>
        <translation>；</translation>
    </message>
</context>
<context>
    <name>TableOpener</name>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Open position embeddings</source>
        <translation>打开位置嵌入</translation>
    </message>
    <message>
        <source>Open position &amp;embeddings...</source>
        <translation>打开位置嵌入(&amp;E)...</translation>
    </message>
    <message>
        <source>Show a model&apos;s position-embedding table (.npy, .safetensors) in place of the sinusoidal encoding</source>
        <translation>用模型的位置嵌入表（.npy、.safetensors）代替正弦编码显示</translation>
    </message>
    <message>
        <source>&amp;Back to the sinusoidal encoding</source>
        <translation>回到正弦编码(&amp;B)</translation>
    </message>
    <message>
        <source>The sinusoidal encoding of the table&apos;s L and D in its place</source>
        <translation>以表格的 L 和 D 显示正弦编码</translation>
    </message>
    <message>
        <source>Position embeddings (*.npy *.safetensors)</source>
        <translation>位置嵌入 (*.npy *.safetensors)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>Reading %1...</source>
        <translation>正在读取 %1...</translation>
    </message>
    <message>
        <source>%1: the table does not fit in memory.</source>
        <translation>%1：表格太大，内存放不下。</translation>
    </message>
    <message>
        <source>Choose &amp;tensor and first row...</source>
        <translation>选择张量和起始行(&amp;T)...</translation>
    </message>
    <message>
        <source>Another tensor of the file shown, or the first row that is a position (OPT keeps 2 rows before position 0)</source>
        <translation>当前文件中的另一个张量，或第一个表示位置的行（OPT 在位置 0 之前多存了 2 行）</translation>
    </message>
    <message>
        <source>Open a &amp;generated table</source>
        <translation>打开生成的表(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Learned-style random...</source>
        <translation>类学习随机表(&amp;L)...</translation>
    </message>
    <message>
        <source>N(0, 0.02²) values, as a model&apos;s table before training</source>
        <translation>N(0, 0.02²) 的值，就像训练前模型的表</translation>
    </message>
    <message>
        <source>&amp;Smooth waves...</source>
        <translation>平滑波(&amp;S)...</translation>
    </message>
    <message>
        <source>A few slow waves plus noise: its principal components trace a curve, as a trained table&apos;s do</source>
        <translation>几条慢波加噪声：它的主成分描出一条曲线，和训练过的表一样</translation>
    </message>
    <message>
        <source>%1 holds %2 tensors of two dimensions, and none is named as a table of positions. Choose the one whose rows are positions.</source>
        <translation>%1 中有 %2 个二维张量，没有一个以位置表命名。请选择各行是位置的那一个。</translation>
    </message>
    <message>
        <source>%1 holds %2 tensors named as a table of positions. Choose the one to show.</source>
        <translation>%1 中有 %2 个以位置表命名的张量。请选择要显示的一个。</translation>
    </message>
    <message>
        <source>Which table of %1 to show, and from which row.</source>
        <translation>显示 %1 中的哪个表，从哪一行开始。</translation>
    </message>
    <message>
        <source>Making %1...</source>
        <translation>正在生成 %1...</translation>
    </message>
</context>
<context>
    <name>TeachMenu</name>
    <message>
        <source>&amp;Teach</source>
        <translation>教学(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Formula inspector</source>
        <translation>公式检查器(&amp;F)</translation>
    </message>
    <message>
        <source>Context extension with the explorer&apos;s &amp;base and D</source>
        <translation>用探索器的底数和 D 看上下文扩展(&amp;B)</translation>
    </message>
</context>
<context>
    <name>TeachingHub</name>
    <message>
        <source>Formula inspector</source>
        <translation>公式检查器</translation>
    </message>
</context>
<context>
    <name>TensorChooser</name>
    <message>
        <source>Choose the table of positions in %1</source>
        <translation>选择 %1 中的位置表</translation>
    </message>
    <message>
        <source>Tensor</source>
        <translation>张量</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>形状</translation>
    </message>
    <message>
        <source>dtype</source>
        <translation>数据类型</translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation>%1 x %2</translation>
    </message>
    <message>
        <source>named as a table of positions</source>
        <translation>以位置表命名</translation>
    </message>
    <message>
        <source>First row</source>
        <translation>起始行</translation>
    </message>
    <message>
        <source>Rows before it are skipped: OPT&apos;s table keeps 2 rows before position 0.</source>
        <translation>它之前的行会被跳过：OPT 的表在位置 0 之前多存了 2 行。</translation>
    </message>
    <message>
        <source>&amp;First row that is a position</source>
        <translation>第一个表示位置的行(&amp;F)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>Choose a tensor.</source>
        <translation>请选择一个张量。</translation>
    </message>
    <message>
        <source>First row %1 is outside the %2 rows of %3 (0 to %4).</source>
        <translation>起始行 %1 超出了 %3 的 %2 行（0 到 %4）。</translation>
    </message>
</context>
<context>
    <name>ViewExport</name>
    <message>
        <source>Drawn from the sinusoidal encoding&apos;s formula: a model&apos;s table has no frequency pairs to show here.</source>
        <translation>由正弦编码的公式绘出：模型的表格没有可在此显示的频率对。</translation>
    </message>
</context>
<context>
    <name>WaveformView</name>
    <message>
        <source>position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>dimension d</source>
        <translation>维度 d</translation>
    </message>
    <message>
        <source>d %1 %2, λ %3</source>
        <translation>d %1 %2, λ %3</translation>
    </message>
    <message>
        <source>d %1</source>
        <translation>d %1</translation>
    </message>
    <message>
        <source>dots: the integer positions</source>
        <translation>圆点：整数位置</translation>
    </message>
    <message>
        <source>zoom in to see the integer positions</source>
        <translation>放大可查看整数位置</translation>
    </message>
    <message>
        <source>solid band: faster than a pixel, its range drawn</source>
        <translation>实心带：变化快于一个像素，画出其取值范围</translation>
    </message>
    <message>
        <source>d %1, band ±%2</source>
        <translation>d %1，带宽 ±%2</translation>
    </message>
    <message>
        <source>each column over its largest |value|</source>
        <translation>每列按其最大 |值| 缩放</translation>
    </message>
    <message>
        <source>solid band: more positions than pixels, their range drawn</source>
        <translation>实心带：位置多于像素，画出其取值范围</translation>
    </message>
    <message>
        <source>Table columns (pos, d)</source>
        <translation>表的列 (pos, d)</translation>
    </message>
</context>
</TS>
