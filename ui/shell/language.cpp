#include "ui/shell/language.h"

#include <QActionGroup>
#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QMenu>
#include <QSettings>
#include <QTranslator>
#include <memory>

namespace {

std::unique_ptr<QTranslator>& ourTranslator() {
    static std::unique_ptr<QTranslator> translator;
    return translator;
}

std::unique_ptr<QTranslator>& qtTranslator() {
    static std::unique_ptr<QTranslator> translator;
    return translator;
}

void replace(std::unique_ptr<QTranslator>& slot, std::unique_ptr<QTranslator> next) {
    if (slot)
        QCoreApplication::removeTranslator(slot.get());
    slot = std::move(next);
    if (slot)
        QCoreApplication::installTranslator(slot.get());
}

} // namespace

QString savedLanguage() {
    const QString code = QSettings().value("ui/language", "system").toString();
    return code == "en" || code == "zh_CN" ? code : QStringLiteral("system");
}

void saveLanguage(const QString& code) {
    QSettings().setValue("ui/language", code);
}

QString resolvedLocale(const QString& code) {
    return code == "system" ? QLocale::system().name() : code;
}

bool installLanguage(const QString& code) {
    const QLocale locale(resolvedLocale(code));
    QLocale::setDefault(locale);
    auto ours = std::make_unique<QTranslator>();
    // Compiled into the binary by qt_add_lrelease + qt_add_resources (app/CMakeLists.txt).
    const bool found =
        locale.language() != QLocale::English && ours->load(locale, "pe-explorer", "_", ":/i18n");
    replace(ourTranslator(), found ? std::move(ours) : nullptr);
    auto qt = std::make_unique<QTranslator>();
    const bool qtFound = found && qt->load(locale, "qtbase", "_",
                                           QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    replace(qtTranslator(), qtFound ? std::move(qt) : nullptr);
    return found;
}

QMenu* makeLanguageMenu(QWidget* parent, std::function<void(const QString&)> chosen) {
    auto* menu = new QMenu(QCoreApplication::translate("Language", "&Language"), parent);
    auto* group = new QActionGroup(menu);
    // Each language names itself, so a user who cannot read the current one finds theirs.
    const std::pair<QString, QString> choices[] = {
        {"system", QCoreApplication::translate("Language", "System language")},
        {"en", QStringLiteral("English")},
        {"zh_CN", QStringLiteral("中文（简体）")}};
    const QString current = savedLanguage();
    for (const auto& [code, label] : choices) {
        QAction* action = menu->addAction(label);
        action->setCheckable(true);
        action->setChecked(code == current);
        group->addAction(action);
        QObject::connect(action, &QAction::triggered, menu, [code = code, chosen] {
            if (code == savedLanguage())
                return;
            saveLanguage(code);
            chosen(code);
        });
    }
    return menu;
}
