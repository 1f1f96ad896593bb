// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// English and 简体中文: the interface follows the system locale unless the user picks a
// language in the Language menu (remembered in QSettings).

#include <QString>
#include <QStringList>
#include <functional>

class QMenu;
class QWidget;

// "system", "en" or "zh_CN".
QString savedLanguage();
void saveLanguage(const QString& code);

// The locale a code stands for ("system" resolves to the system's).
QString resolvedLocale(const QString& code);

// Installs the translators for `code` (ours and Qt's own dialogs), replacing earlier ones.
// Returns false when no translation exists for it (English, the source language, is then
// shown).
bool installLanguage(const QString& code);

// The Language menu: System / English / 中文 (简体), the saved choice checked. `chosen` gets
// the new code after it is saved; applying it is the caller's (the window is rebuilt).
QMenu* makeLanguageMenu(QWidget* parent, std::function<void(const QString&)> chosen);
