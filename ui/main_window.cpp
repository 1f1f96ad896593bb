#include "main_window.h"

#include <QLabel>

MainWindow::MainWindow(const pe::EncodingParams& params, QWidget* parent)
    : QMainWindow(parent), params_(params) {
    setWindowTitle(tr("PE Explorer"));
    setCentralWidget(new QLabel(tr("L = %1, D = %2, base = %3")
                                    .arg(params.length)
                                    .arg(params.dim)
                                    .arg(params.base)));
    resize(1200, 800);
}
