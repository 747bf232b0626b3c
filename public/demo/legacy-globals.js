/*
 * What old CMS themes leave in the page, simulated (no library is downloaded):
 * the globals of jQuery 1.x and of Prototype 1.7, and Prototype's changes to the
 * built-ins, which are what breaks modern scripts: an enumerable
 * Array.prototype.toJSON that makes JSON.stringify turn arrays into strings,
 * enumerable array methods (for...in over an array sees them), its own
 * Function.prototype.bind, and a replaced window.Element.
 * Used by the hostile-host gallery (quirks-bootstrap.html) and its end-to-end test.
 */
(function () {
  // Prototype 1.7
  var oldElement = window.Element;
  function PrototypeElement(tagName, attributes) {
    var element = document.createElement(tagName);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    return element;
  }
  for (var key in oldElement) PrototypeElement[key] = oldElement[key];
  PrototypeElement.prototype = oldElement.prototype;
  window.Element = PrototypeElement;
  window.Prototype = { Version: '1.7.3' };
  Array.prototype.toJSON = function () {
    var parts = [];
    for (var i = 0; i < this.length; i++) parts.push(Object.toJSON ? Object.toJSON(this[i]) : String(this[i]));
    return '[' + parts.join(', ') + ']';
  };
  Array.prototype.each = function (iterator) {
    for (var i = 0; i < this.length; i++) iterator(this[i], i);
    return this;
  };
  Array.prototype.first = function () {
    return this[0];
  };
  Array.prototype.last = function () {
    return this[this.length - 1];
  };
  Object.toJSON = function (value) {
    return typeof value === 'string' ? '"' + value + '"' : String(value);
  };
  Function.prototype.bind = function (context) {
    var method = this;
    var args = Array.prototype.slice.call(arguments, 1);
    return function () {
      return method.apply(context, args.concat(Array.prototype.slice.call(arguments)));
    };
  };
  String.prototype.escapeHTML = function () {
    return this.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  };
  window.$$ = function (selector) {
    return Array.prototype.slice.call(document.querySelectorAll(selector));
  };

  // jQuery 1.12 (loaded after Prototype, in noConflict style: jQuery keeps $ for itself here)
  function jQuery(selector) {
    var found = typeof selector === 'string' ? document.querySelectorAll(selector) : [selector];
    var wrapped = Array.prototype.slice.call(found);
    wrapped.jquery = jQuery.fn.jquery;
    wrapped.on = function (type, handler) {
      this.each(function (element) {
        element.addEventListener(type, handler);
      });
      return this;
    };
    wrapped.text = function (text) {
      this.each(function (element) {
        element.textContent = text;
      });
      return this;
    };
    return wrapped;
  }
  jQuery.fn = { jquery: '1.12.4' };
  window.jQuery = window.$ = jQuery;
})();
