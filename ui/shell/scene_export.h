// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// File > Export scene...: the scene on show (or one chosen from the list) as one figure, its
// views at the same p and q on one page (export/scene_figure.h). A page wider than tall is
// laid out as the window's scene, a slide; a taller one stacks the views, a handout.

#include <QObject>

class ExportContext;
class QWidget;

class SceneExport : public QObject {
    Q_OBJECT
  public:
    SceneExport(ExportContext* context, QWidget* parent);
    void exportScene();

  private:
    ExportContext* context_;
    QWidget* parent_;
};
