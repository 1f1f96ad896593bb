#include "teach_menu.h"

#include "preset_menu.h"
#include "teaching_hub.h"

#include <QEvent>
#include <QKeySequence>

namespace {

constexpr TeachingPanel::Tab kTabs[] = {
    TeachingPanel::Tab::Embedding, TeachingPanel::Tab::Learned,      TeachingPanel::Tab::Rope,
    TeachingPanel::Tab::Alibi,     TeachingPanel::Tab::PhasorClocks, TeachingPanel::Tab::Attention};

} // namespace

TeachMenu::TeachMenu(TeachingHub* hub, QWidget* parent) : QMenu(parent) {
    addMenu(hub->presetMenu());
    addSeparator();
    inspector_ = addAction(QString());
    // Keys a teacher can press at the projector without hunting through menus.
    inspector_->setShortcut(QKeySequence(Qt::Key_F2));
    connect(inspector_, &QAction::triggered, hub, &TeachingHub::showInspector);
    addSeparator();
    int key = Qt::Key_F3;
    for (TeachingPanel::Tab tab : kTabs) {
        QAction* action = addAction(QString());
        action->setShortcut(QKeySequence(key++));
        connect(action, &QAction::triggered, hub, [hub, tab] { hub->showTab(tab); });
        tabs_ << action;
    }
    retranslate();
}

void TeachMenu::retranslate() {
    setTitle(tr("&Teach"));
    inspector_->setText(tr("&Formula inspector"));
    for (int t = 0; t < tabs_.size(); ++t)
        tabs_[t]->setText(TeachingPanel::tabTitle(kTabs[t]));
}

void TeachMenu::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMenu::changeEvent(event);
}
