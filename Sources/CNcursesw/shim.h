#ifndef CNCURSESW_SHIM_H
#define CNCURSESW_SHIM_H

// The wide-character API (get_wch, add_wch, cchar_t) is only declared when
// NCURSES_WIDECHAR is set; pkg-config would ask for it through -D_XOPEN_SOURCE, a flag
// SwiftPM refuses from a dependency, so the package does not use pkg-config and sets it
// here before curses.h is read. (The library itself is linked by the module map.)
#define NCURSES_WIDECHAR 1

#if !__has_include(<ncursesw/curses.h>)
#error "the wide-character ncurses is not installed: run .ci/setup, or apt-get install libncurses-dev"
#endif

#include <langinfo.h>
#include <locale.h>
#include <stdio.h>
#include <wchar.h>
#include <ncursesw/curses.h>

// Swift does not import macros built from expressions, so the few this program needs are
// wrapped as functions.

static inline attr_t cncurses_a_normal(void) { return A_NORMAL; }
static inline attr_t cncurses_a_bold(void) { return A_BOLD; }
static inline attr_t cncurses_a_dim(void) { return A_DIM; }
static inline attr_t cncurses_a_reverse(void) { return A_REVERSE; }
static inline attr_t cncurses_a_underline(void) { return A_UNDERLINE; }

static inline WINDOW *cncurses_stdscr(void) { return stdscr; }
static inline int cncurses_colors(void) { return COLORS; }
static inline int cncurses_color_pairs(void) { return COLOR_PAIRS; }

static inline FILE *cncurses_stdin(void) { return stdin; }
static inline FILE *cncurses_stdout(void) { return stdout; }

/// The character set of the current locale ("UTF-8" under a UTF-8 locale).
static inline const char *cncurses_codeset(void) { return nl_langinfo(CODESET); }

// glibc declares wcwidth only under _XOPEN_SOURCE, which SwiftPM drops (see above).
extern int wcwidth(wchar_t);

/// Columns the terminal gives a character under the current locale (-1: not printable).
static inline int cncurses_wcwidth(wchar_t c) { return wcwidth(c); }

#endif
