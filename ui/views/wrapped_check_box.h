// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A check box whose text wraps onto more lines: at a projector's text size one line of it can
// be wider than the panel or lesson it stands in. The text is a label beside the box; a click
// on it, or its Alt+letter, toggles the box as the box's own text would.

class QCheckBox;
class QString;
class QWidget;

// `box` (without text of its own) and `text` side by side in a new widget for a layout.
QWidget* withWrappedText(QCheckBox* box, const QString& text);
