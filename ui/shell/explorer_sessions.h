// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Sessions, figures' parameters and course presets: what sets the whole explorer at once, as
// one undoable step (File > Open session, Save session, Open figure's parameters; Teach >
// presets).

#include "core/course_presets.h"
#include "ui/compute/explorer_state.h"
#include "ui/export/session_file.h"

#include <QObject>

class MainWindow;
class QMenu;

class ExplorerSessions : public QObject {
    Q_OBJECT
  public:
    explicit ExplorerSessions(MainWindow* window);

    // Open session, Open figure's parameters and Save session, at the head of the File menu:
    // a lesson starts from one.
    void addActions(QMenu* fileMenu);

    // The session file's view of the window: parameters, selection, the view last used.
    SessionFile sessionFile() const;
    // Shows a session as if the user had set it; false (and nothing changed) when it does
    // not fit the explorer's ranges.
    bool openSession(const SessionFile& session);
    // Read or write a session file; on failure `error` is one line naming the path.
    bool openSessionFile(const QString& path, QString* error);
    bool saveSessionFile(const QString& path, QString* error);
    // The session file given on the command line; a failure is said in the status bar.
    void openAtStart(const QString& path);
    // The explorer set to what an exported figure recorded.
    bool openFigureParameters(const QString& path, QString* error);
    // A preset chosen in the Teach menu; false (and a message) when outside the ranges.
    bool applyPreset(const pe::CoursePreset& preset);

  private:
    MainWindow* window_;
};
