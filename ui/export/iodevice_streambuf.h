// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A std::streambuf over a QIODevice, so the engine's std::ostream writers (no Qt in core/)
// can write into a QSaveFile or stdout without buffering a whole matrix in memory.

#include <QIODevice>
#include <array>
#include <streambuf>

class IODeviceStreamBuf : public std::streambuf {
  public:
    explicit IODeviceStreamBuf(QIODevice& device) : device_(device) {
        setp(buffer_.data(), buffer_.data() + buffer_.size());
    }
    ~IODeviceStreamBuf() override { sync(); }

  protected:
    int_type overflow(int_type ch) override {
        if (!flushBuffer())
            return traits_type::eof();
        if (!traits_type::eq_int_type(ch, traits_type::eof())) {
            *pptr() = traits_type::to_char_type(ch);
            pbump(1);
        }
        return traits_type::not_eof(ch);
    }
    int sync() override { return flushBuffer() ? 0 : -1; }
    // A write larger than the buffer (a dump's block of rows) goes to the device in one
    // piece instead of being copied through the buffer 64 KiB at a time.
    std::streamsize xsputn(const char_type* s, std::streamsize n) override {
        if (n < epptr() - pptr()) {
            traits_type::copy(pptr(), s, static_cast<std::size_t>(n));
            pbump(static_cast<int>(n));
            return n;
        }
        if (!flushBuffer())
            return 0;
        return device_.write(s, n) == n ? n : 0;
    }

  private:
    bool flushBuffer() {
        const qint64 size = pptr() - pbase();
        if (size > 0 && device_.write(pbase(), size) != size)
            return false;
        setp(buffer_.data(), buffer_.data() + buffer_.size());
        return true;
    }

    QIODevice& device_;
    std::array<char, 1 << 16> buffer_;
};
