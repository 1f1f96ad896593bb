// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/guide_dialog.h"

#include "ui/views/scene_table.h"
#include "ui/views/view_kind.h"

#include <QDialogButtonBox>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace {

QString plainText(QString text) {
    return text.remove(QLatin1Char('&')).toHtmlEscaped();
}

void listShortcuts(const QList<QAction*>& actions, const QString& menu, QString& rows) {
    for (QAction* action : actions) {
        if (QMenu* sub = action->menu()) {
            listShortcuts(sub->actions(), menu + QStringLiteral(" > ") + plainText(sub->title()),
                          rows);
            continue;
        }
        QStringList keys;
        for (const QKeySequence& key : action->shortcuts())
            keys << key.toString(QKeySequence::NativeText).toHtmlEscaped();
        if (keys.isEmpty())
            continue;
        rows += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td><td>%3</td></tr>")
                    .arg(keys.join(QStringLiteral(", ")), plainText(action->text()), menu);
    }
}

} // namespace

GuideDialog::GuideDialog(QMainWindow* window) : QDialog(window), page_(new QTextBrowser) {
    setWindowTitle(tr("PE Explorer guide"));
    page_->setHtml(html(window));
    page_->setOpenExternalLinks(false);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(page_);
    layout->addWidget(buttons);
    resize(720, 640);
}

QString GuideDialog::html(QMainWindow* window) {
    QString page = QStringLiteral("<h2>%1</h2>").arg(tr("The views"));
    page += QStringLiteral("<p>%1</p>")
                .arg(tr("All views show the same parameters and the same selection: a change in "
                        "one is a change in all of them. The control panel on the left sets L "
                        "(positions), D (dimensions), the base and what is selected."));
    for (const ViewInfo& info : viewTable())
        page += QStringLiteral("<h3>%1</h3><p>%2</p>")
                    .arg(viewTitle(info.kind).toHtmlEscaped(),
                         viewDescription(info.kind).toHtmlEscaped());
    page += QStringLiteral("<h2>%1</h2><p>%2</p>")
                .arg(tr("Scenes"),
                     tr("A scene shows one part of the lesson: only the views it needs, large, "
                        "with its own parameters, and the controls out of the way (the "
                        "Controls button brings them back). Teach > Scenes, Ctrl+1 to Ctrl+%1, "
                        "or pe-explorer --scene NAME; Esc goes back to every view as they were.")
                         .arg(sceneTable().size()));
    int key = 1;
    for (const SceneInfo& scene : sceneTable())
        page += QStringLiteral("<h3>%1 (Ctrl+%2, --scene %3)</h3><p>%4</p>")
                    .arg(sceneTitle(scene).toHtmlEscaped())
                    .arg(key++)
                    .arg(QLatin1String(scene.name), sceneDescription(scene).toHtmlEscaped());
    QString rows;
    for (QAction* top : window->menuBar()->actions())
        if (top->menu())
            listShortcuts(top->menu()->actions(), plainText(top->menu()->title()), rows);
    listShortcuts(window->actions(), tr("Window"), rows);
    page += QStringLiteral("<h2>%1</h2><table cellpadding=\"3\">"
                           "<tr><th align=\"left\">%2</th><th align=\"left\">%3</th>"
                           "<th align=\"left\">%4</th></tr>%5</table>")
                .arg(tr("Shortcuts"), tr("Keys"), tr("What it does"), tr("Menu"), rows);
    return page;
}
