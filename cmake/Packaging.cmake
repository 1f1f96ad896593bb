# SPDX-License-Identifier: GPL-3.0-or-later
# The Debian package: "cpack -G DEB" in the build folder (scripts/package.sh) packs what
# "cmake --install" installs under /usr.

set(CPACK_PACKAGE_NAME pe-explorer)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "The PE Explorer developers")
set(CPACK_PACKAGE_CONTACT "${PE_MAINTAINER}")
set(CPACK_PACKAGE_HOMEPAGE_URL ${PE_HOMEPAGE})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
# The extended description is shown as written: lines stay under 80 columns (Debian policy).
set(CPACK_PACKAGE_DESCRIPTION
"PE Explorer shows the sinusoidal positional encoding of “Attention Is All
You Need”, computed exactly: the heatmap of the encoding, the waveform of each
dimension, the similarity between positions and the frequency bands,
linked and recomputed live, from a few tokens up to a million positions.

It is built for teaching: a formula inspector, panels on embeddings, learned
tables, RoPE, ALiBi and order-agnostic attention, figure export (PNG, PDF,
SVG) for lecture notes, and a command line that dumps the matrices as CSV or
NumPy files. The interface is in English and Simplified Chinese.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)

set(CPACK_GENERATOR DEB)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${PE_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE ${PE_HOMEPAGE})
# dpkg-shlibdeps finds the libraries the program links (Qt 6, QCustomPlot, libpng, OpenBLAS
# as libopenblas0 ...); libqt6svg6, which also holds the SVG plugin the window icon needs, is
# among them. What it cannot see: the Chinese fonts and Qt's own translations, which
# complete the Chinese interface.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-noto-cjk, qt6-translations-l10n")
set(CPACK_DEBIAN_COMPRESSION_TYPE xz)

# "make install" and cpack otherwise build every target first, the test suite and pe-bench
# included; what they install is the program and resources/, which the pe-explorer target
# builds (scripts/package.sh builds it before packing).
set(CMAKE_SKIP_INSTALL_ALL_DEPENDENCY ON)

include(CPack)
