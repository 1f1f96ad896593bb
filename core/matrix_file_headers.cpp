// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/matrix_file_headers.h"

#include "core/matrix_file.h"

#include <limits>

namespace pe::matrix_headers {
namespace {

[[noreturn]] void fail(const std::string& name, const std::string& what) {
    throw MatrixFileError(name + ": " + what);
}

class PyDictParser {
  public:
    // python2: as parseNpyHeader's (core/matrix_file_headers.h).
    PyDictParser(const std::string& text, const std::string& name, bool python2)
        : s_(text), name_(name), python2_(python2) {}

    PyHeader parse() {
        PyHeader header;
        bool haveDescr = false, haveOrder = false, haveShape = false;
        expect('{');
        while (true) {
            skip();
            if (peek() == '}') {
                ++at_;
                break;
            }
            const std::string key = quoted();
            expect(':');
            skip();
            if (key == "descr") {
                header.descr = quoted();
                haveDescr = true;
            } else if (key == "fortran_order") {
                header.fortran = boolean();
                haveOrder = true;
            } else if (key == "shape") {
                header.shape = tuple();
                haveShape = true;
            } else {
                bad("an unknown key '" + key + "'");
            }
            skip();
            if (peek() == ',') {
                ++at_;
                continue;
            }
            expect('}');
            break;
        }
        const std::size_t closed = at_;
        skip();
        if (at_ != s_.size())
            bad("text after the dictionary");
        const std::size_t newline = s_.rfind('\n');
        if (!python2_ && newline != std::string::npos && newline >= closed &&
            newline + 1 < s_.size())
            bad("spaces after the last newline, which Python takes for an indent");
        if (!haveDescr || !haveOrder || !haveShape)
            bad("no 'descr', 'fortran_order' and 'shape'");
        return header;
    }

  private:
    [[noreturn]] void bad(const std::string& what) {
        fail(name_, "the .npy header is malformed: " + what);
    }
    char peek() const { return at_ < s_.size() ? s_[at_] : '\0'; }
    void skip() {
        while (at_ < s_.size() && (s_[at_] == ' ' || s_[at_] == '\n' || s_[at_] == '\t'))
            ++at_;
    }
    void expect(char c) {
        skip();
        if (peek() != c)
            bad(std::string("'") + c + "' expected at character " + std::to_string(at_));
        ++at_;
    }
    std::string quoted() {
        skip();
        const char q = peek();
        if (q != '\'' && q != '"')
            bad("a string expected at character " + std::to_string(at_));
        const std::size_t end = s_.find(q, at_ + 1);
        if (end == std::string::npos)
            bad("an unterminated string");
        std::string out = s_.substr(at_ + 1, end - at_ - 1);
        at_ = end + 1;
        return out;
    }
    bool boolean() {
        if (s_.compare(at_, 4, "True") == 0) {
            at_ += 4;
            return true;
        }
        if (s_.compare(at_, 5, "False") == 0) {
            at_ += 5;
            return false;
        }
        bad("'fortran_order' is neither True nor False");
    }
    std::vector<std::uint64_t> tuple() {
        std::vector<std::uint64_t> out;
        expect('(');
        while (true) {
            skip();
            if (peek() == ')') {
                ++at_;
                return out;
            }
            if (peek() < '0' || peek() > '9')
                bad("the shape holds something else than whole numbers");
            const std::size_t first = at_;
            std::uint64_t v = 0;
            while (peek() >= '0' && peek() <= '9') {
                if (v > (std::numeric_limits<std::uint64_t>::max() - 9) / 10)
                    bad("a dimension of the shape is too large");
                v = v * 10 + std::uint64_t(peek() - '0');
                ++at_;
            }
            // Python reads "00" as 0 but refuses "02" (no octal without 0o): so does NumPy.
            if (s_[first] == '0' && v != 0)
                bad("a dimension with a leading zero at character " + std::to_string(first));
            if (python2_ && peek() == 'L')
                ++at_;
            out.push_back(v);
            skip();
            if (peek() == ',')
                ++at_;
            else if (peek() != ')')
                bad("the shape is not a tuple of numbers");
        }
    }

    const std::string& s_;
    const std::string& name_;
    const bool python2_;
    std::size_t at_ = 0;
};

class JsonHeaderParser {
  public:
    JsonHeaderParser(const std::string& text, const std::string& name) : s_(text), name_(name) {}

    std::map<std::string, TensorEntry> parse() {
        std::map<std::string, TensorEntry> tensors;
        expect('{');
        if (!tryConsume('}')) {
            do {
                const std::string key = string();
                expect(':');
                if (key == "__metadata__") {
                    expect('{');
                    if (!tryConsume('}')) {
                        do {
                            string();
                            expect(':');
                            string();
                        } while (tryConsume(','));
                        expect('}');
                    }
                } else {
                    if (tensors.count(key))
                        bad("the tensor '" + key + "' is listed twice");
                    tensors[key] = entry(key);
                }
            } while (tryConsume(','));
            expect('}');
        }
        skip();
        if (at_ != s_.size())
            bad("text after the header's object at byte " + std::to_string(at_));
        return tensors;
    }

  private:
    [[noreturn]] void bad(const std::string& what) {
        fail(name_, "the safetensors header is not valid JSON of tensors: " + what);
    }
    void skip() {
        while (at_ < s_.size() &&
               (s_[at_] == ' ' || s_[at_] == '\n' || s_[at_] == '\t' || s_[at_] == '\r'))
            ++at_;
    }
    bool tryConsume(char c) {
        skip();
        if (at_ < s_.size() && s_[at_] == c) {
            ++at_;
            return true;
        }
        return false;
    }
    void expect(char c) {
        if (!tryConsume(c))
            bad(std::string("'") + c + "' expected at byte " + std::to_string(at_));
    }
    std::string string() {
        expect('"');
        std::string out;
        while (true) {
            if (at_ >= s_.size())
                bad("a string is not terminated");
            const char c = s_[at_++];
            if (c == '"')
                return out;
            if (static_cast<unsigned char>(c) < 0x20)
                bad("a control character in a string at byte " + std::to_string(at_ - 1));
            if (c != '\\') {
                out.push_back(c);
                continue;
            }
            if (at_ >= s_.size())
                bad("a string is not terminated");
            const char e = s_[at_++];
            switch (e) {
            case '"':
            case '\\':
            case '/':
                out.push_back(e);
                break;
            case 'b':
                out.push_back('\b');
                break;
            case 'f':
                out.push_back('\f');
                break;
            case 'n':
                out.push_back('\n');
                break;
            case 'r':
                out.push_back('\r');
                break;
            case 't':
                out.push_back('\t');
                break;
            case 'u': {
                if (at_ + 4 > s_.size())
                    bad("a \\u escape is cut short");
                unsigned code = 0;
                for (int i = 0; i < 4; ++i) {
                    const char h = s_[at_++];
                    code <<= 4;
                    if (h >= '0' && h <= '9')
                        code |= unsigned(h - '0');
                    else if (h >= 'a' && h <= 'f')
                        code |= unsigned(h - 'a' + 10);
                    else if (h >= 'A' && h <= 'F')
                        code |= unsigned(h - 'A' + 10);
                    else
                        bad("a \\u escape with a non-hex digit");
                }
                // UTF-8 of one code unit: names are ASCII in practice; surrogates pass through.
                if (code < 0x80)
                    out.push_back(char(code));
                else if (code < 0x800) {
                    out.push_back(char(0xc0 | (code >> 6)));
                    out.push_back(char(0x80 | (code & 0x3f)));
                } else {
                    out.push_back(char(0xe0 | (code >> 12)));
                    out.push_back(char(0x80 | ((code >> 6) & 0x3f)));
                    out.push_back(char(0x80 | (code & 0x3f)));
                }
                break;
            }
            default:
                bad(std::string("an unknown escape \\") + e);
            }
        }
    }
    std::uint64_t integer() {
        skip();
        if (at_ >= s_.size() || s_[at_] < '0' || s_[at_] > '9')
            bad("a whole number expected at byte " + std::to_string(at_));
        if (s_[at_] == '0' && at_ + 1 < s_.size() && s_[at_ + 1] >= '0' && s_[at_ + 1] <= '9')
            bad("a number with a leading zero at byte " + std::to_string(at_));
        std::uint64_t v = 0;
        while (at_ < s_.size() && s_[at_] >= '0' && s_[at_] <= '9') {
            if (v > (std::numeric_limits<std::uint64_t>::max() - 9) / 10)
                bad("a number too large at byte " + std::to_string(at_));
            v = v * 10 + std::uint64_t(s_[at_++] - '0');
        }
        if (at_ < s_.size() && (s_[at_] == '.' || s_[at_] == 'e' || s_[at_] == 'E'))
            bad("a number that is not whole at byte " + std::to_string(at_));
        return v;
    }
    std::vector<std::uint64_t> integers() {
        std::vector<std::uint64_t> out;
        expect('[');
        if (tryConsume(']'))
            return out;
        do
            out.push_back(integer());
        while (tryConsume(','));
        expect(']');
        return out;
    }
    TensorEntry entry(const std::string& tensor) {
        TensorEntry e;
        bool dtype = false, shape = false, offsets = false;
        expect('{');
        if (!tryConsume('}')) {
            do {
                const std::string key = string();
                expect(':');
                // Which of two values would be meant is anyone's guess; the safetensors
                // reference refuses a field given twice too.
                if ((key == "dtype" && dtype) || (key == "shape" && shape) ||
                    (key == "data_offsets" && offsets))
                    bad("the tensor '" + tensor + "' gives its '" + key + "' twice");
                if (key == "dtype") {
                    e.dtype = string();
                    dtype = true;
                } else if (key == "shape") {
                    e.shape = integers();
                    shape = true;
                } else if (key == "data_offsets") {
                    e.offsets = integers();
                    offsets = true;
                } else {
                    bad("the tensor '" + tensor + "' has an unknown key '" + key + "'");
                }
            } while (tryConsume(','));
            expect('}');
        }
        if (!dtype || !shape || !offsets || e.offsets.size() != 2)
            bad("the tensor '" + tensor + "' lacks its dtype, shape or two data_offsets");
        return e;
    }

    const std::string& s_;
    const std::string& name_;
    std::size_t at_ = 0;
};

} // namespace

PyHeader parseNpyHeader(const std::string& text, const std::string& name, bool python2) {
    return PyDictParser(text, name, python2).parse();
}

std::map<std::string, TensorEntry> parseSafetensorsHeader(const std::string& text,
                                                          const std::string& name) {
    return JsonHeaderParser(text, name).parse();
}

bool validUtf8(const std::string& s) {
    static const std::uint32_t least[] = {0, 0x80, 0x800, 0x10000};
    for (std::size_t i = 0; i < s.size();) {
        const auto c = static_cast<unsigned char>(s[i]);
        int n;
        std::uint32_t code;
        if (c < 0x80) {
            ++i;
            continue;
        }
        if ((c & 0xe0) == 0xc0) {
            n = 1;
            code = c & 0x1f;
        } else if ((c & 0xf0) == 0xe0) {
            n = 2;
            code = c & 0x0f;
        } else if ((c & 0xf8) == 0xf0) {
            n = 3;
            code = c & 0x07;
        } else {
            return false;
        }
        if (i + std::size_t(n) >= s.size())
            return false;
        for (int k = 1; k <= n; ++k) {
            const auto next = static_cast<unsigned char>(s[i + std::size_t(k)]);
            if ((next & 0xc0) != 0x80)
                return false;
            code = code << 6 | (next & 0x3f);
        }
        if (code < least[n] || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
            return false;
        i += std::size_t(n) + 1;
    }
    return true;
}

} // namespace pe::matrix_headers
