// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Where a scene shows its views: the views in the scene's rows, large, and a slim bar (the
// scene's name, the controls on demand, the way out) that the window puts in the corner of its
// menu bar, so the views keep every line of the height. The window shows the stage in place of
// the views' usual grid; the views are lent, not copied (view_grid.h).

#include <QList>
#include <QWidget>

class PlotView;
class QLabel;
class QSplitter;
class QToolButton;
struct SceneInfo;

class SceneStage : public QWidget {
    Q_OBJECT
  public:
    explicit SceneStage(QWidget* parent = nullptr);

    // Lays out `views`, one per slot of the scene's rows, in order.
    void arrange(const SceneInfo& scene, const QList<PlotView*>& views);
    // Gives up the views it shows: each is left without a parent, for the grid to take back.
    void release();
    const QList<PlotView*>& shown() const { return shown_; }
    // The bar: shown while a scene is.
    QWidget* bar() const { return bar_; }
    QLabel* titleLabel() const { return title_; }
    QToolButton* controlsButton() const { return controls_; }
    QToolButton* leaveButton() const { return leave_; }

  signals:
    void controlsToggled(bool shown);
    void leaveRequested();

  private:
    QWidget* bar_;
    QLabel* title_;
    QToolButton* controls_;
    QToolButton* leave_;
    QSplitter* rows_ = nullptr;
    QList<PlotView*> shown_;
};
