<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ControlPanel</name>
    <message>
        <source>Encoding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length L: how many positions (0 to L-1) are encoded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model dimension D: the length of each position&apos;s vector; odd values end with a lone sin column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base of the frequencies w_i = base^(-2i/D): 10000 in the paper, 500000 for LLaMA 3&apos;s RoPE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LLaMA 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>interleaved (sin, cos, sin, cos ...)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>concatenated (all sin, then all cos)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column order: the paper interleaves sin and cos, tensor2tensor puts all sin columns first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cosine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dot product</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>euclidean distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the similarity views compare two positions&apos; vectors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence &amp;length L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model &amp;dimension D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>La&amp;yout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Similarity &amp;metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = &apos;%2&apos; is not accepted: expected a number from %3 to %4. Kept %1 = %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected position, marked in every view and the start of the offset profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected dimension, marked in the heatmap and the wavelength plot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add to waveforms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draws the selected dimension&apos;s waveform too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset waveforms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goes back to a few dimensions spread from high to low frequency.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dimensio&amp;n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waveforms: dims %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Band: dims %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (vector, fonts embedded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG (vector)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pixels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>centimetres</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dots per inch: converts centimetres to pixels and is recorded in the file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print: white background, dark text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Screen: dark background, light text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>automatic (suits slides)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> px</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Caption with the parameters: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolution (DPI)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Font size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 x %2 pixels, %3 x %4 cm at %5 DPI</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FrequencyBandView</name>
    <message>
        <source>dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wavelength (positions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drag across dimensions to select a band</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dim %1: wavelength %2 positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wavelength per dimension</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HeatmapView</name>
    <message>
        <source>value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 row = %1 positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 column = %1 dims</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L = %1, D = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pos %1, dim %2 (%3)
pair i = %4, w_i = %5
wavelength = %6 positions
value = %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Positional encoding PE(pos, dim)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>PE Explorer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Controls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L = %1 is outside the explorer&apos;s range 1 .. 1,000,000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D = %1 is outside the explorer&apos;s range 1 .. 4096.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>base = %1 is outside the explorer&apos;s range 1.0001 .. 10^7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Showing the saved parameters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PE Explorer - L = %1, D = %2, base = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last compute: %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OffsetProfileView</name>
    <message>
        <source>offset k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from position p = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 point = %1 offsets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>k = %1: %2(%3, %4) = %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Similarity against offset k</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SimilarityView</name>
    <message>
        <source>cosine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dot product</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>euclidean distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>position q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>position p</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 cell = %1 x %1 positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p = %1, q = %2, offset %3
%4 = %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Similarity between positions</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WaveformView</name>
    <message>
        <source>position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dimension d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d %1 %2, λ %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dots: the integer positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>zoom in to see the integer positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waveforms PE(pos, d) for chosen dimensions</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
