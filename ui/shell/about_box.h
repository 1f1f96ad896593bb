// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Help > About: the version, the formula the program draws, and the licence it is
// distributed under (GPL-3.0-or-later: it links QCustomPlot, which is GPL-3.0).

#include <QCoreApplication>
#include <QString>

class QWidget;

class AboutBox {
    Q_DECLARE_TR_FUNCTIONS(AboutBox)
  public:
    // The box's rich text, in the installed language.
    static QString text();
    // The modal box, over `parent`.
    static void show(QWidget* parent);
};
