// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// View > Go to positions (Ctrl+G): a window of positions A .. B typed as two numbers, shown at
// once on every view with a position axis (the heatmap's rows, the waveforms, both axes of the
// similarity matrix), as a zoom of the user's. At L = 10^6 no amount of wheel turning reaches
// positions 5000 .. 5100 as directly.

#include <QDialog>
#include <QList>
#include <QObject>
#include <QString>
#include <cstdint>
#include <functional>

class PlotView;
class QAction;
class QLabel;
class QMenu;
class WholeSpinBox;

// The two fields, checked on OK: A after B is named, and the dialog stays open.
class PositionsDialog : public QDialog {
    Q_OBJECT
  public:
    // Positions 0 .. length-1; the fields start at `first` .. `last`.
    PositionsDialog(std::int64_t length, std::int64_t first, std::int64_t last,
                    QWidget* parent = nullptr);

    std::int64_t first() const;
    std::int64_t last() const;
    WholeSpinBox* firstBox() const { return first_; }
    WholeSpinBox* lastBox() const { return last_; }
    QLabel* errorLabel() const { return error_; }

    void accept() override;

  private:
    bool showRefusal();

    WholeSpinBox* first_;
    WholeSpinBox* last_;
    QLabel* error_;
    QString refusals_[2]; // what each field (From, To) last said of a text it refused
};

class GoToPositions : public QObject {
    Q_OBJECT
  public:
    // The action goes to `viewMenu`; `length` gives the current L.
    GoToPositions(QWidget* window, QMenu* viewMenu, QList<PlotView*> views,
                  std::function<std::int64_t()> length);

    QAction* action() const { return action_; }
    // What OK does: the window first .. last on every view with a position axis.
    void show(std::int64_t first, std::int64_t last);

  private:
    void ask();

    QWidget* window_;
    QList<PlotView*> views_;
    std::function<std::int64_t()> length_;
    QAction* action_;
    std::int64_t first_ = 0, last_ = 0; // the last window asked for, offered again
};
