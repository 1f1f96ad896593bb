#pragma once

#include "encoding_params.h"

#include <QMainWindow>

// The explorer's main window. A placeholder until the views land.
class MainWindow : public QMainWindow {
    Q_OBJECT
  public:
    explicit MainWindow(const pe::EncodingParams& params, QWidget* parent = nullptr);

  private:
    pe::EncodingParams params_;
};
