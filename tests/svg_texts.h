// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What an SVG figure says: the text of every <text> element, in order, read as any SVG reader
// would (not through the program's own writer).

#include <QFile>
#include <QString>
#include <QStringList>
#include <QXmlStreamReader>

inline QStringList svgTexts(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QXmlStreamReader xml(&file);
    QStringList texts;
    while (!xml.atEnd())
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == u"text")
            texts << xml.readElementText(QXmlStreamReader::IncludeChildElements);
    return texts;
}
