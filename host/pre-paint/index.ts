import { holdBackUntilFirstPaint } from './after-paint';
import { applyStoredChoices } from './stored-choices';
import { preloadDevanagariSubset } from './devanagari-subset';

/*
 * The pre-paint script: the page's one classic inline script, at the end of its head, so it
 * runs before the first paint, and before any input the visitor can give. The build compiles
 * it to ES2015 (it must parse, and do no harm, on old browsers: the page's content is in the
 * light DOM and reads without it, docs/developers/decisions.md), minifies it and writes it into
 * every page (host/vite/assets/inline-script-plugin.ts); the Content-Security-Policy allows it
 * by its hash (host/vite/servers/security-headers.ts).
 */
preloadDevanagariSubset();
applyStoredChoices();
holdBackUntilFirstPaint();
