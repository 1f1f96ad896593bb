#pragma once
// The File menu: export the view under focus, export every view into a folder, copy a
// figure to the clipboard, export the data (CSV / NPY), quit. Numbers are computed on a
// thread; only the rendering of a finished result (QCustomPlot) runs on the GUI thread.

#include <QObject>
#include <functional>

class MainWindow;
class PlotView;
class QMenu;
struct FigureOptions;
struct ExploreDelivery;

class FileActions : public QObject {
    Q_OBJECT
  public:
    explicit FileActions(MainWindow* window);
    QMenu* menu() const { return menu_; }

    // The view the user worked in last (focus), or the heatmap.
    PlotView* focusedView() const;

  private:
    void exportFigure();
    void exportAllFigures();
    void copyFigure();
    void exportData();
    // Runs `work` on a thread and reports a failure in a dialog when it ends.
    void runInBackground(const QString& what, std::function<QString()> work);
    // Computes the figure data for `name` ("" = all views) on a thread, then calls `write`
    // with it on the GUI thread; `write` returns an error or an empty string.
    void computeThenWrite(const QString& name, const FigureOptions& options,
                          std::function<QString(ExploreDelivery&)> write);
    bool chooseOptions(FigureOptions& options);
    void showError(const QString& message);

    MainWindow* window_;
    QMenu* menu_;
};
