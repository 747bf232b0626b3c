/*
 * The page's own custom elements, defined before the kit's loader runs. Their
 * names share the kit's prefix (uni-foo) or start like it (unicorn-x); the kit
 * must leave them alone, and their shadow styles must not reach the widgets.
 */
(function () {
  class UniFoo extends HTMLElement {
    connectedCallback() {
      if (this.shadowRoot) return;
      var root = this.attachShadow({ mode: 'open' });
      var style = document.createElement('style');
      style.textContent = ':host { font-family: monospace } p { color: purple; margin: 0 }';
      var text = document.createElement('p');
      text.textContent = this.getAttribute('label') || 'uni-foo';
      root.append(style, text);
    }
  }
  class UnicornX extends HTMLElement {
    connectedCallback() {
      this.textContent = 'unicorn-x ready';
    }
  }
  customElements.define('uni-foo', UniFoo);
  customElements.define('unicorn-x', UnicornX);
})();
