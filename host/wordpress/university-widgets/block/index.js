/**
 * The block's settings in the editor: which widget, its data's address, its language and any
 * other attributes (`categories="Academic"`). WordPress renders the block on the server
 * (university-widgets.php), so what is saved is only these settings.
 */
(function (blocks, element, blockEditor, components) {
  const el = element.createElement;
  const field = (props, name, label, help) =>
    el(components.TextControl, {
      label,
      help,
      value: props.attributes[name],
      onChange: (value) => props.setAttributes({ [name]: value }),
    });
  blocks.registerBlockType('university-widgets/widget', {
    edit: (props) =>
      el(
        'div',
        blockEditor.useBlockProps(),
        field(props, 'name', 'Widget', 'Its name: events, news, menu, footer…'),
        field(props, 'src', 'Data address', "Optional: the address of the widget's data (JSON)."),
        field(props, 'lang', 'Language', 'Optional: en, mr or hi.'),
        field(props, 'settings', 'Other attributes', 'Optional, as in the shortcode: categories="Academic"'),
      ),
    save: () => null,
  });
})(window.wp.blocks, window.wp.element, window.wp.blockEditor, window.wp.components);
