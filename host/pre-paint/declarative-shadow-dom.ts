/**
 * Declarative shadow DOM where the parser lacks it (Safari < 16.4, Chrome < 111, Firefox < 123):
 * nearly all of a page's text is in the widgets' <template shadowrootmode>, which such a parser
 * leaves inert, so the page would stay blank. Once the body is parsed (before the deferred
 * scripts and the DOMContentLoaded handlers), each template becomes its host's shadow root as
 * the parser would have made it, inner ones first; the islands then find their shadow roots
 * and hydrate as on a current browser (widgets/autoload.ts, widgets/core/define-widget.tsx).
 * A host that already has a shadow root keeps its template, as the parser would: only if a
 * widget's code ran before the body was parsed, and then it renders itself. A current
 * browser only tests for the feature.
 */
export function attachDeclarativeShadowRoots(): void {
  if (HTMLTemplateElement.prototype.hasOwnProperty('shadowRootMode') || !Element.prototype.attachShadow) return;
  const attach = (root: ParentNode) =>
    root.querySelectorAll('template[shadowrootmode]').forEach((template) => {
      const host = template.parentNode as Element;
      const content = (template as HTMLTemplateElement).content;
      attach(content);
      if (host.shadowRoot) return;
      try {
        host
          .attachShadow({
            mode: template.getAttribute('shadowrootmode') as ShadowRootMode,
            delegatesFocus: template.hasAttribute('shadowrootdelegatesfocus'),
          })
          .appendChild(content);
        template.remove();
      } catch {
        // Not a host that can have a shadow root: the template stays, as the parser would leave it.
      }
    });
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') attach(document);
  });
}
