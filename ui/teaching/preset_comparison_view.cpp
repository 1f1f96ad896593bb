// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/teaching/preset_comparison_view.h"

#include "core/similarity.h"
#include "ui/teaching/preset_menu.h"
#include "ui/teaching/teach_menu.h"
#include "ui/teaching/teaching_style.h"

#include <QRegularExpression>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <algorithm>

PresetComparisonView::PresetComparisonView(QWidget* parent) : QWidget(parent) {
    teaching::useProjectorFont(this);
    // A text browser wraps to the dock's width and scrolls; labels would be clipped.
    text_ = new QTextBrowser(this);
    text_->setFrameShape(QFrame::NoFrame);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(text_);
    text_->setHtml(QStringLiteral("<p>%1</p>").arg(hint().toHtmlEscaped()));
}

QString PresetComparisonView::hint() {
    // Built from the menus' own titles, so the path it names is the one the menu bar shows.
    auto shown = [](QString title) {
        // "课程预设(&P)" shows as 课程预设 with P underlined; "&Teach" as Teach.
        return title.remove(QRegularExpression(QStringLiteral("\\(&.\\)$")))
            .remove(QLatin1Char('&'));
    };
    return tr("Choose a preset from %1 > %2.")
        .arg(shown(TeachMenu::title()), shown(PresetMenu::title()));
}

double PresetComparisonView::cosineOf(const pe::EncodingParams& params, std::int64_t a,
                                      std::int64_t b) {
    pe::EncodingParams few = params;
    few.length = std::max(a, b) + 1; // only the positions compared, however long L is
    const pe::Matrix sim = pe::similarity(few, pe::Metric::Cosine);
    return sim(a, b);
}

void PresetComparisonView::showPreset(const pe::CoursePreset& preset) {
    QString html = QStringLiteral("<p style='font-size:%1pt'><b>%2</b></p>")
                       .arg(teaching::kTitlePointSize)
                       .arg(PresetMenu::displayName(preset).toHtmlEscaped());
    const QString note =
        QStringLiteral("<p>%1</p>").arg(PresetMenu::displayNote(preset).toHtmlEscaped());
    if (!preset.tokens.empty()) {
        QStringList tokens;
        for (const std::string& t : preset.tokens)
            tokens << QString::fromStdString(t).toHtmlEscaped();
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("Tokens: %1").arg(tokens.join(QStringLiteral(" | "))));
    }
    cosines_.clear();
    if (!preset.comparePairs.empty()) {
        html += QStringLiteral("<table><tr>");
        QStringList exactValues;
        for (const auto& [a, b] : preset.comparePairs) {
            const double c = cosineOf(preset.params, a, b);
            cosines_.push_back(c);
            exactValues << teaching::exact(c);
            html += tr("<td style='padding-right:16px'>from pos %1, offset %3:<br>"
                       "cos(PE[%1], PE[%2]) =<br>"
                       "<span style='font-size:20pt; font-weight:bold'>%4</span></td>")
                        .arg(a)
                        .arg(b)
                        .arg(b - a)
                        .arg(teaching::brief(c, 3));
        }
        html += QStringLiteral("</tr></table>");
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("In full: %1").arg(exactValues.join(QStringLiteral(", "))));
    }
    // The numbers first, right under the title: the dock is short on a projector.
    text_->setHtml(html + note);
}

QString PresetComparisonView::text() const {
    return text_->toPlainText();
}
