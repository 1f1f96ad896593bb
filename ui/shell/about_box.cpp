// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/about_box.h"

#include <QApplication>
#include <QMessageBox>

QString AboutBox::text() {
    // One formula per line, never broken inside: a wrap mid-superscript misreads.
    return tr("<p><b>PE Explorer</b> %1</p><p>The sinusoidal positional encoding of "
              "Vaswani et al. (2017), computed exactly:</p>"
              "<p style=\"white-space:nowrap\">PE(pos, 2i) = sin(pos / base<sup>2i/D</sup>)"
              "<br>PE(pos, 2i+1) = cos(pos / base<sup>2i/D</sup>)</p>"
              "<p>pos counts from 0; i is the pair index.</p>")
               .arg(QApplication::applicationVersion()) +
           tr("<p>Copyright 2026 The PE Explorer developers.</p>"
              "<p>Free software under the GNU General Public License, version 3 or (at your "
              "option) any later version (GPL-3.0-or-later). It comes with NO WARRANTY; see "
              "the licence for details: <a href=\"https://www.gnu.org/licenses/gpl-3.0.html\">"
              "https://www.gnu.org/licenses/gpl-3.0.html</a></p>");
}

void AboutBox::show(QWidget* parent) {
    QMessageBox::about(parent, tr("About PE Explorer"), text());
}
