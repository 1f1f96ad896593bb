// SPDX-License-Identifier: GPL-3.0-or-later
// The host of the tests' precompiled headers (tests/CMakeLists.txt): it compiles them once
// with the flags every test shares. It is never run.
int main() {
    return 0;
}
