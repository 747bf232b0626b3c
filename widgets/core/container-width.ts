/**
 * Widgets take their breakpoints from their own width (the host is a size container), where a
 * window's breakpoints counted its scrollbar too. A full-width widget is narrower than the window
 * by the page's classic scrollbar (17 px in Chrome on Windows, 15 px on Linux), so each breakpoint
 * applies this much earlier: the site switches layout at the same window widths as it always did.
 */
export const SCROLLBAR_ALLOWANCE_PX = 17;

/** The width a window would have around a full-width widget this wide (what a breakpoint compares). */
export const breakpointWidth = (containerWidth: number): number => containerWidth + SCROLLBAR_ALLOWANCE_PX;
