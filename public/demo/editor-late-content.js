/* The CMS loads a block of content after the page, with another editor-saved widget in it. */
window.addEventListener('load', function () {
  setTimeout(function () {
    document.getElementById('late-content').innerHTML =
      '<h2>Quick links</h2><div data-uni-widget="uni-quick-links" class="cms-widget">&nbsp;</div>';
  }, 300);
});
