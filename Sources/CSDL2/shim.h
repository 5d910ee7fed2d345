#ifndef FLIPBOOK_CSDL2_SHIM_H
#define FLIPBOOK_CSDL2_SHIM_H

// SDL2, for an app's live window: one window, a software renderer, mouse, wheel and keys.
#define SDL_MAIN_HANDLED 1
#include <SDL.h>

/// SDL_WINDOWPOS_CENTERED, a macro Swift does not import.
static inline int flipbook_sdl_centered(void) { return (int)SDL_WINDOWPOS_CENTERED; }

#endif
