/* The quirks page's own script, in the style of its era: it must keep working beside the widgets. */
jQuery(window).on('load', function () {
  jQuery('#legacy-button').on('click', function () {
    jQuery('#legacy-output').text('Clicked with jQuery ' + jQuery.fn.jquery + ' and Prototype ' + Prototype.Version);
  });
});
