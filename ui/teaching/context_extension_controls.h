// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The context-extension lab's controls: the Model box and the fields of a RoPE scaling, in a
// LessonGrid the lab lays out. They show a ContextValues and say when a person changed one;
// what a change means (a preset, a config, a recompute) is the lab's to decide.

#include "ui/teaching/context_extension_model.h"

#include <QList>
#include <QObject>

class LessonGrid;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;
class QWidget;

class ContextExtensionControls : public QObject {
    Q_OBJECT
  public:
    // The widgets are `parent`'s children; grid() is to go into its layout.
    explicit ContextExtensionControls(QWidget* parent);

    LessonGrid* grid() const { return grid_; }
    ContextValues values() const;
    int seed() const;
    // The fields' ranges: a config's value outside one is refused, never clamped.
    ContextLimits limits() const;

    // Shows `values` with `modelId` (a preset's id, "hand" or "file") in the Model box,
    // without counting as an edit.
    void show(const ContextValues& values, const QString& modelId);
    // Hand-set plain RoPE: the head dimension and the base, scaling none.
    void showHand(int headDim, double base);
    // The Model box's entry for an opened file: its name, its full path as the tooltip.
    void nameFile(const QString& path);
    // The Model box back on the entry of the parameters shown (a cancelled or refused open).
    void restoreModel();
    // The fields no longer red (a result of their values is shown).
    void clearRejections();
    void retranslate();

  signals:
    // A field changed by a person.
    void edited();
    // A person chose an entry of the Model box: a preset's id, "open", "file" or "hand".
    void modelChosen(const QString& id);
    // A typed value refused, with the message naming it and the range.
    void refused(const QString& message);

  private:
    void updateVisibility();
    void fieldEdited();

    QComboBox* model_;
    QSpinBox* headDim_;
    QDoubleSpinBox* base_;
    QComboBox* type_;
    QDoubleSpinBox* factor_;
    QSpinBox* original_;
    QSpinBox* target_;
    QDoubleSpinBox* lowFreq_;
    QDoubleSpinBox* highFreq_;
    QDoubleSpinBox* betaFast_;
    QDoubleSpinBox* betaSlow_;
    QSpinBox* seed_;
    QList<QLabel*> captions_; // the controls' labels, in construction order
    LessonGrid* grid_ = nullptr;
    QList<QWidget*> llama3Only_, yarnOnly_, scaledOnly_;
    bool loading_ = false; // setting many fields at once: no edit signalled
    int modelIndex_ = 0;   // the Model box's entry for the parameters shown
};
