// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The View menu: presentation mode (full screen, larger text and lines for the back row),
// the text size of the views, and one view shown alone. Its keys work from every window of
// the application (the lessons dock too, floating or docked), except Esc, which belongs to
// the explorer's window.

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QPointer>
#include <functional>

class PlotView;
class QAction;
class QLabel;
class QMainWindow;
class QMenu;
class QSplitter;
class QWidget;

class Presentation : public QObject {
    Q_OBJECT
  public:
    // `lastUsed` names the view the user last pressed (the one Focus view shows alone).
    Presentation(QMainWindow* window, const QList<PlotView*>& views,
                 std::function<PlotView*()> lastUsed);
    // The larger text of presentation mode goes with the window that presented.
    ~Presentation() override;

    QMenu* menu() const { return menu_; }
    // Shows the text size; the window puts it in its status bar.
    QLabel* scaleLabel() const { return scaleLabel_; }
    QAction* presentationAction() const { return present_; }
    QAction* focusAction() const { return focus_; }

    bool isPresenting() const { return presenting_; }
    void setPresenting(bool on);
    // Shows `view` alone in the window; showAllViews() brings the others back as they were.
    void focusView(PlotView* view);
    void showAllViews();
    PlotView* focusedView() const;
    // What Esc leaves once no view is shown alone (a scene); empty: nothing more.
    void setOuterEscape(std::function<void()> leave);
    // What the window saves while presenting or focused: the geometry and splitter sizes from
    // before, so the next start opens as the user left the explorer, not full screen.
    QByteArray windowGeometry() const;
    QByteArray splitterState(QSplitter* splitter) const;

  private:
    void showScale(double factor);
    QMainWindow* window_;
    QList<PlotView*> views_;
    std::function<PlotView*()> lastUsed_;
    QMenu* menu_;
    QLabel* scaleLabel_;
    QAction* present_;
    QAction* focus_;
    QAction* leaveFocus_;
    bool presenting_ = false;
    bool wasMaximized_ = false;
    QByteArray geometryBefore_;
    QPointer<PlotView> focused_;
    std::function<void()> leaveOuter_;
    QList<QPointer<QWidget>> hidden_;
    // Innermost first, as found on the way up from the view.
    // The sizes on screen, to come back to, and the state the session saves meanwhile.
    struct SavedSplitter {
        QPointer<QSplitter> splitter;
        QByteArray state;
        QList<int> sizes;
    };
    QList<SavedSplitter> splittersBefore_;
};
