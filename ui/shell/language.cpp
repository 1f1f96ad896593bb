// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/language.h"

#include <QActionGroup>
#include <QApplication>
#include <QCoreApplication>
#include <QFontDatabase>
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

// A simplified Chinese face among those installed: a CJK family named for China (SC, CN,
// GB), sans-serif first. Empty when there is none.
QString simplifiedChineseFamily() {
    const QStringList families = QFontDatabase::families(QFontDatabase::SimplifiedChinese);
    auto chinese = [](const QString& name) {
        return name.contains(QLatin1String(" SC")) || name.contains(QLatin1String(" CN")) ||
               name.contains(QLatin1String(" GB"));
    };
    for (const QString& name : families)
        if (chinese(name) && name.contains(QLatin1String("Sans")))
            return name;
    for (const QString& name : families)
        if (chinese(name))
            return name;
    return QString();
}

// Han characters are drawn from whichever CJK face fontconfig ranks first for the
// environment's language, and under an English locale that is often the Japanese one: other
// forms of many characters, embedded so in every PDF and SVG. Chinese puts its own face first
// in the application font, as a Chinese desktop's fontconfig does: its Latin letters too, so
// an SVG names one real family for all its text (a viewer substituting another font for a
// generic name would move each run's glyphs against Qt's placement). Other languages get
// the font back as it was.
void preferHanFaceFor(const QLocale& locale) {
    if (!qobject_cast<QApplication*>(QCoreApplication::instance()))
        return;
    static const QStringList original = [] {
        const QFont font = QApplication::font();
        return font.families().isEmpty() ? QStringList{font.family()} : font.families();
    }();
    QStringList families = original;
    const QString han =
        locale.language() == QLocale::Chinese ? simplifiedChineseFamily() : QString();
    if (!han.isEmpty())
        families.prepend(han);
    QFont font = QApplication::font();
    font.setFamilies(families);
    QApplication::setFont(font);
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
    preferHanFaceFor(locale);
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
