import { minifySync, type Plugin } from 'vite';

/** The page template with its classic inline scripts minified, as the build writes it. */
export function minifyInlineScripts(html: string): string {
  return html.replace(/<script>([\s\S]*?)<\/script>/g, (_script, code: string) => {
    // ES2015 output (`catch (e)`, not ES2019's bare `catch`): the script must parse on the old browsers
    // whose declarative shadow DOM it stands in for (Chrome 53-65 and Safari 10-11.0 have Shadow DOM).
    const { code: minified, errors } = minifySync('pre-paint.js', code, {
      compress: { target: 'es2015' },
      mangle: true,
    });
    if (errors.length > 0)
      throw new Error(
        `host/index.html: its inline script does not minify: ${errors.map((error) => error.message).join('; ')}`,
      );
    return `<script>${minified.trim()}</script>`;
  });
}

/**
 * Minifies the page template's inline scripts (the pre-paint script of host/index.html) in a
 * build. That script is in every page's head, inside the first 14 KB a new connection can
 * carry in its first round trip: the home page's HTML had grown past it with the script's
 * comments, which cost a whole round trip before the stylesheets were even asked for.
 * The CSP hashes the built script (security-headers.ts).
 */
export function inlineScriptPlugin(): Plugin {
  return {
    name: 'uni-inline-script',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: minifyInlineScripts },
  };
}
