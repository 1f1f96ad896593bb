// SPDX-License-Identifier: GPL-3.0-or-later
// The .npy reader against NumPy itself: the fuzz inputs of matrix_file_fuzz.h written to files,
// numpy.load run once over all of them (Debian's python3-numpy), and its verdict on each
// compared with the reader's. A file NumPy refuses, the reader refuses. A file NumPy reads,
// the reader reads to the same values bit for bit, or refuses for one of the reasons listed
// here (the README's "what the reader does not read"), each checked against what NumPy found:
// NaN or infinity among the values, a dtype other than float16, float32 or float64 as NumPy
// writes it, other than 2 dimensions, no values, or header syntax NumPy never writes.

#include "core/matrix_file.h"
#include "matrix_file_fuzz.h"

#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <map>

using namespace fuzzInputs;

namespace {

// numpy.load on 0.npy .. N-1.npy: "i OK dtype ndim dims... hex" (the values as little-endian
// float64, C order, or "-" for other dtypes and empty arrays) or "i ERR exception".
const char* const kNumpyVerdicts = R"(
import os, sys
try:
    import numpy as np
except ImportError:
    print('NO-NUMPY')
    sys.exit(0)
folder, count = sys.argv[1], int(sys.argv[2])
lines = []
for i in range(count):
    try:
        a = np.load(os.path.join(folder, '%d.npy' % i), allow_pickle=False)
        words = [str(i), 'OK', a.dtype.str, str(a.ndim)] + [str(n) for n in a.shape]
        floats = a.dtype.kind == 'f' and a.dtype.itemsize in (2, 4, 8) and a.size > 0
        words.append(np.asarray(a, dtype='<f8').tobytes(order='C').hex() if floats else '-')
    except Exception as e:
        words = [str(i), 'ERR', type(e).__name__]
    lines.append(' '.join(words))
print('\n'.join(lines))
)";

struct Verdict {
    bool read = false;
    std::string dtype; // NumPy's name of it: "<f4", "|u1"
    std::vector<std::uint64_t> shape;
    std::vector<double> values; // C order; empty for other dtypes
};

Verdict parseVerdict(const QString& line) {
    const QStringList words = line.split(' ');
    Verdict v;
    v.read = words.value(1) == "OK";
    if (!v.read)
        return v;
    v.dtype = words.value(2).toStdString();
    const int ndim = words.value(3).toInt();
    for (int d = 0; d < ndim; ++d)
        v.shape.push_back(words.value(4 + d).toULongLong());
    const QByteArray hex = QByteArray::fromHex(words.value(4 + ndim).toLatin1());
    v.values.resize(std::size_t(hex.size()) / 8);
    if (!v.values.empty())
        std::memcpy(v.values.data(), hex.constData(), v.values.size() * 8);
    return v;
}

// The header's text, from after its length field to the newline NumPy ends it with.
std::string headerText(const std::string& bytes) {
    const std::size_t start =
        std::min<std::size_t>(bytes.size() > 6 && bytes[6] == 1 ? 10 : 12, bytes.size());
    const std::size_t end = bytes.find('\n', start);
    return bytes.substr(start, end == std::string::npos ? std::string::npos : end - start);
}

// Python syntax NumPy never writes in a header, which the reader does not read: a comment, a
// sign, an underscore in a number, an escape, nested brackets, whitespace other than spaces,
// tabs and newlines.
bool exoticSyntax(const std::string& header) {
    for (std::size_t k = 1; k + 1 < header.size(); ++k)
        if (header[k] == '_' && std::isdigit(static_cast<unsigned char>(header[k - 1])) &&
            std::isdigit(static_cast<unsigned char>(header[k + 1])))
            return true;
    return header.find_first_of("#+\\\r\f\v") != std::string::npos ||
           header.find("((") != std::string::npos;
}

bool allFinite(const std::vector<double>& values) {
    for (double v : values)
        if (!std::isfinite(v))
            return false;
    return true;
}

std::uint64_t bitsOf(double d) {
    std::uint64_t b;
    std::memcpy(&b, &d, 8);
    return b;
}

} // namespace

class TestMatrixFileNumpy : public QObject {
    Q_OBJECT
  private slots:
    void theReaderAgreesWithNumpy() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const char* env = std::getenv("PE_FUZZ_ITERATIONS");
        const int count = env ? std::max(1, std::atoi(env)) : 2000;
        Random random(20261207);
        std::vector<Bytes> inputs;
        for (int i = 0; i < count; ++i) {
            inputs.push_back(npyInput(random));
            std::ofstream(dir.filePath(QString("%1.npy").arg(i)).toStdString(), std::ios::binary)
                << inputs.back();
        }
        // Debian's interpreter, where python3-numpy is installed (a python3 earlier on PATH
        // may be another one without it).
        const QString python =
            QFileInfo::exists("/usr/bin/python3") ? "/usr/bin/python3" : "python3";
        QProcess process;
        process.start(python, {"-c", kNumpyVerdicts, dir.path(), QString::number(count)});
        if (!process.waitForStarted(-1))
            QSKIP("python3 is missing: the reader is not compared with NumPy");
        process.waitForFinished(-1);
        const QString output = QString::fromLatin1(process.readAllStandardOutput());
        if (output.startsWith("NO-NUMPY"))
            QSKIP("python3 has no numpy: the reader is not compared with NumPy");
        const QStringList lines = output.split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), count);

        int numpyRead = 0, bothRead = 0;
        std::map<std::string, int> differences; // reason -> inputs
        QStringList faults;
        for (int i = 0; i < count; ++i) {
            const Verdict numpy = parseVerdict(lines[i]);
            QCOMPARE(lines[i].section(' ', 0, 0).toInt(), i);
            std::string message;
            pe::LoadedMatrix m;
            try {
                m = pe::readMatrixFile(dir.filePath(QString("%1.npy").arg(i)).toStdString());
            } catch (const pe::MatrixFileError& e) {
                message = e.what();
            }
            // The first bytes, those past printable ASCII as %XX.
            const QString header =
                QString::fromLatin1(QByteArray::fromStdString(inputs[std::size_t(i)].substr(0, 160))
                                        .toPercentEncoding(" {}[]'\":,()<>=|#+"));
            auto fault = [&](const QString& what) {
                faults << QString("input %1: %2\n    %3").arg(i).arg(what, header.simplified());
            };
            if (!numpy.read) {
                if (message.empty())
                    fault("NumPy refuses it (" + lines[i].section(' ', 2) +
                          "), the reader reads it");
                continue;
            }
            ++numpyRead;
            if (message.empty()) {
                ++bothRead;
                const bool same =
                    numpy.shape == std::vector<std::uint64_t>{std::uint64_t(m.fileRows),
                                                              std::uint64_t(m.values.cols())} &&
                    numpy.values.size() == std::size_t(m.fileRows * m.values.cols()) &&
                    m.firstRow == 0 && [&] {
                        for (std::size_t k = 0; k < numpy.values.size(); ++k)
                            if (bitsOf(numpy.values[k]) != bitsOf(m.values.data()[k]))
                                return false;
                        return true;
                    }();
                if (!same)
                    fault("read to other values or another shape than NumPy's");
                continue;
            }
            auto says = [&](const char* text) { return message.find(text) != std::string::npos; };
            const bool floats = numpy.dtype.size() == 3 && numpy.dtype[1] == 'f' &&
                                (numpy.dtype[0] == '<' || numpy.dtype[0] == '>') &&
                                std::string("248").find(numpy.dtype[2]) != std::string::npos;
            std::string reason;
            if (says("NaN or infinite") && !allFinite(numpy.values))
                reason = "NaN or infinity among the values";
            else if ((says("is not supported") || says("unknown byte order")) &&
                     (!floats || !says(("'" + numpy.dtype + "'").c_str())))
                reason = "a dtype other than float16, float32 or float64 as NumPy writes it";
            else if (says("dimension") && numpy.shape.size() != 2)
                reason = "other than 2 dimensions";
            else if (says("has no values") && numpy.values.empty())
                reason = "no values";
            else if (says("something else than whole numbers") &&
                     headerText(inputs[std::size_t(i)]).find("-") != std::string::npos)
                reason = "a negative dimension (NumPy infers it from the data's size)";
            else if (says("malformed") && exoticSyntax(headerText(inputs[std::size_t(i)])))
                reason = "header syntax NumPy never writes";
            if (reason.empty())
                fault("NumPy reads it (" + lines[i].section(' ', 2, 4) +
                      "), the reader refuses it for no listed reason: " +
                      QString::fromStdString(message));
            else
                ++differences[reason];
        }
        QString summary = QString("%1 inputs: NumPy reads %2, the reader too %3; refused by the "
                                  "reader alone:")
                              .arg(count)
                              .arg(numpyRead)
                              .arg(bothRead);
        for (const auto& [reason, n] : differences)
            summary += QString("\n    %1: %2").arg(QString::fromStdString(reason)).arg(n);
        qInfo("%s", qPrintable(summary));
        QVERIFY2(faults.isEmpty(), qPrintable(faults.mid(0, 8).join('\n')));
        // The comparison covers reads, not only refusals: a fifth of the inputs (about a
        // quarter with these seeds) are read by both.
        QVERIFY2(bothRead >= count / 5, qPrintable(summary));
    }
};

QTEST_GUILESS_MAIN(TestMatrixFileNumpy)
#include "test_matrix_file_numpy.moc"
